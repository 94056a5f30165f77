//! Register values (`TensorSsa`) over a matrix of static shapes x operations (built only by
//! `scripts/tensor-ptx-check.sh layout-core/tests/ptx/ssa_kernel.rs`, for nvptx64). Each
//! kernel `<op>__<shape>` loads its thread's values of that shape from global memory (compact
//! layouts), applies one operation and stores the result; its twin `<op>__<shape>__flat` does
//! the same with the values reshaped to the flat `_N` of the same size first (and back after),
//! which is the reference: the script checks that every kernel is free of `div`/`rem` and
//! local memory and has no more instructions than its flat twin.
//!
//! The shapes are the fragments of the library's copy atoms and MMAs, taken from the atoms
//! themselves (`make_fragment_like(partition_S(..))` of `UniversalCopy<u32/u64/u128>` over
//! f32/f16/bf16 and of `SM80_CP_ASYNC_CACHEALWAYS`; `partition_fragment_A`, the registers
//! `ldmatrix` fills; `partition_fragment_C`, the accumulators), a nested shape, a flat 2-D
//! shape, and broadcast pairs (the smaller operand loaded at its own shape). The operations:
//! `+` and `*` of two values, `2 * v - 1`, `where_(v > w, v, w * 0.5)`, `.to::<f16>()` and back,
//! `abs().sqrt()`, `sum`, `reduce` by max and min, `reduce_mode`, and broadcast `+`/`*`.
//! (The math column is `sqrt`: `Soft`'s `exp2` is libm's, whose underflow signalling leaves a
//! 4-byte local and a `div.rn.f32` in any kernel, flat or not; kernels compute with
//! `gpu_kernels::numeric::Ptx`, where it is `ex2.approx`.)
#![no_std]
#![feature(abi_ptx, stdarch_nvptx)]
#![allow(clippy::missing_safety_doc)]
use core::arch::nvptx::*;
use layout_core::layout;
use layout_core::prelude::*;

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}

/// This thread's values of `$shape` (`$n` elements) at `$p`, compact (column-major).
macro_rules! load {
    ($p:expr, $shape:expr, $n:expr) => {{
        let shape = $shape;
        let at = $p.add(_thread_idx_x() as usize * $n);
        make_tensor(make_gmem_ptr(at), make_layout(shape)).load()
    }};
}

/// Stores `$v` as this thread's values of its shape (`$n` elements) at `$p`.
macro_rules! store {
    ($p:expr, $v:expr, $n:expr) => {{
        let v = $v;
        let at = $p.add(_thread_idx_x() as usize * $n);
        make_tensor(make_gmem_ptr(at), make_layout(v.shape())).store(v);
    }};
}

/// The shape of the fragment a thread of `make_tiled_copy(Copy_Atom<$atom, $t>, (_16,_8)
/// row-major threads, $val)` gets for a row-major `($rows, $cols)` tile.
macro_rules! copy_fragment {
    ($atom:ty, $t:ty, $val:expr, $rows:expr, $cols:expr) => {{
        let copy = make_tiled_copy(Copy_Atom::<$atom, $t>::default(), layout!((_16, _8):(_8, _1)), $val);
        let tile = make_tensor(make_gmem_ptr(core::ptr::null::<$t>()), make_layout_with(($rows, $cols), LayoutRight));
        make_fragment_like(&copy.get_slice(0).partition_S(&tile)).shape()
    }};
}

/// CuTe's sgemm_sm80 MMA: 2x2 `SM80_16x8x16_F32F16F16F32_TN` atoms.
macro_rules! sm80_mma {
    () => {
        make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, layout!((_2, _2):(_1, _2)), X)
    };
}

/// The shapes of the matrix, each a macro giving (shape value, element count, flat shape).
macro_rules! shape_u32_f32 { () => { copy_fragment!(UniversalCopy<u32>, f32, layout!((_1, _1):(_0, _1)), _64, _64) }; }
macro_rules! shape_u64_f32 { () => { copy_fragment!(UniversalCopy<u64>, f32, layout!((_1, _2):(_0, _1)), _32, _128) }; }
macro_rules! shape_u128_f32 { () => { copy_fragment!(UniversalCopy<u128>, f32, layout!((_1, _4):(_0, _1)), _16, _256) }; }
macro_rules! shape_u32_f16 { () => { copy_fragment!(UniversalCopy<u32>, half_t, layout!((_1, _2):(_0, _1)), _64, _64) }; }
macro_rules! shape_u64_bf16 { () => { copy_fragment!(UniversalCopy<u64>, bfloat16_t, layout!((_1, _4):(_0, _1)), _32, _128) }; }
macro_rules! shape_u128_f16 { () => { copy_fragment!(UniversalCopy<u128>, half_t, layout!((_1, _8):(_0, _1)), _16, _256) }; }
macro_rules! shape_u128_bf16 { () => { copy_fragment!(UniversalCopy<u128>, bfloat16_t, layout!((_1, _8):(_0, _1)), _32, _128) }; }
macro_rules! shape_cp_async { () => { copy_fragment!(SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t, layout!((_1, _8):(_0, _1)), _64, _64) }; }
macro_rules! shape_mma_c {
    () => {{
        let c = make_tensor(make_gmem_ptr(core::ptr::null::<f32>()), make_layout((_32, _128)));
        sm80_mma!().get_slice(0).partition_fragment_C(&c).shape()
    }};
}
macro_rules! shape_ldmatrix_a {
    () => {{
        let a = make_tensor(make_gmem_ptr(core::ptr::null::<half_t>()), make_layout((_64, _32)));
        sm80_mma!().get_slice(0).partition_fragment_A(&a).shape()
    }};
}
macro_rules! shape_mma_c_128 {
    () => {{
        let c = make_tensor(make_gmem_ptr(core::ptr::null::<f32>()), make_layout((_128, _128)));
        sm80_mma!().get_slice(0).partition_fragment_C(&c).shape()
    }};
}
macro_rules! shape_nested { () => { ((_2, _2), _2, (_2, _4)) }; }
macro_rules! shape_flat_2d { () => { (_4, _8) }; }

/// `<op>__<shape>` and its flat twin for one element-wise operation `|v, w| expr` on `$t`
/// values of `$shape!()` (`$n` elements): the result is stored.
macro_rules! map_kernels {
    ($t:ty, $n:literal, $flat:expr; $($name:ident $flat_name:ident $shape:ident: |$v:ident, $w:ident| $op:expr;)*) => {$(
        #[no_mangle]
        pub unsafe extern "ptx-kernel" fn $name(a: *const $t, b: *const $t, c: *mut $t) {
            let $v = load!(a, $shape!(), $n);
            let $w = load!(b, $shape!(), $n);
            store!(c, $op, $n);
        }
        #[no_mangle]
        pub unsafe extern "ptx-kernel" fn $flat_name(a: *const $t, b: *const $t, c: *mut $t) {
            let $v = load!(a, $shape!(), $n).reshape($flat);
            let $w = load!(b, $shape!(), $n).reshape($flat);
            store!(c, ($op).reshape($shape!()), $n);
        }
    )*};
}

/// `<op>__<shape>` and its flat twin for one reduction `|v| expr` to a scalar (stored).
macro_rules! scalar_kernels {
    ($t:ty, $n:literal, $flat:expr; $($name:ident $flat_name:ident $shape:ident: |$v:ident| $op:expr;)*) => {$(
        #[no_mangle]
        pub unsafe extern "ptx-kernel" fn $name(a: *const $t, c: *mut $t) {
            let $v = load!(a, $shape!(), $n);
            *c.add(_thread_idx_x() as usize) = $op;
        }
        #[no_mangle]
        pub unsafe extern "ptx-kernel" fn $flat_name(a: *const $t, c: *mut $t) {
            let $v = load!(a, $shape!(), $n).reshape($flat);
            *c.add(_thread_idx_x() as usize) = $op;
        }
    )*};
}

/// `reduce_mode::<$mode>` of `$shape!()` and its flat twin: the same reduction of the values
/// reshaped to `$flat` = (modes before, the mode, modes after), over mode 1; `$m` results.
macro_rules! mode_kernels {
    ($($name:ident $flat_name:ident $shape:ident $n:literal $m:literal $mode:literal $flat:expr;)*) => {$(
        #[no_mangle]
        pub unsafe extern "ptx-kernel" fn $name(a: *const f32, c: *mut f32) {
            let v = load!(a, $shape!(), $n);
            store!(c, v.reduce_mode::<$mode>(ReductionOp::Add, 0.0), $m);
        }
        #[no_mangle]
        pub unsafe extern "ptx-kernel" fn $flat_name(a: *const f32, c: *mut f32) {
            let v = load!(a, $shape!(), $n);
            let r = v.reduce_mode::<$mode>(ReductionOp::Add, 0.0);
            let flat = v.reshape($flat).reduce_mode::<1>(ReductionOp::Add, 0.0);
            store!(c, flat.reshape(r.shape()), $m);
        }
    )*};
}

/// `v op w` with `w` of a smaller shape broadcast, and its flat twin: `v op w` on `_N` values
/// with `w` loaded in full (the broadcast must cost no more than the plain element-wise op).
macro_rules! broadcast_kernels {
    ($t:ty; $($name:ident $flat_name:ident $n:literal $flat:expr, $wn:literal: $vs:expr, $ws:expr, |$v:ident, $w:ident| $op:expr;)*) => {$(
        #[no_mangle]
        pub unsafe extern "ptx-kernel" fn $name(a: *const $t, b: *const $t, c: *mut $t) {
            let $v = load!(a, $vs, $n);
            let $w = load!(b, $ws, $wn);
            store!(c, $op, $n);
        }
        #[no_mangle]
        pub unsafe extern "ptx-kernel" fn $flat_name(a: *const $t, b: *const $t, c: *mut $t) {
            let $v = load!(a, $flat, $n);
            let $w = load!(b, $flat, $n);
            store!(c, $op, $n);
        }
    )*};
}

/// The element-wise operations on f32 values, for each shape of 32 elements.
macro_rules! f32_ops {
    ($($shape:ident: $add:ident $add_f:ident, $mul:ident $mul_f:ident, $scale:ident $scale_f:ident,
       $sel:ident $sel_f:ident, $cvt:ident $cvt_f:ident, $math:ident $math_f:ident,
       $sum:ident $sum_f:ident, $max:ident $max_f:ident, $min:ident $min_f:ident;)*) => {$(
        map_kernels! { f32, 32, _32;
            $add $add_f $shape: |v, w| v + w;
            $mul $mul_f $shape: |v, w| v * w;
            $scale $scale_f $shape: |v, w| { let _ = w; 2.0 * v - 1.0 };
            $sel $sel_f $shape: |v, w| where_(v.greater(w), v, w * 0.5);
            $cvt $cvt_f $shape: |v, w| { let _ = w; v.to::<half_t>().to::<f32>() };
            $math $math_f $shape: |v, w| { let _ = w; v.abs().sqrt() };
        }
        scalar_kernels! { f32, 32, _32;
            $sum $sum_f $shape: |v| v.sum();
            $max $max_f $shape: |v| v.reduce(ReductionOp::Max, f32::NEG_INFINITY);
            $min $min_f $shape: |v| v.reduce(ReductionOp::Min, f32::INFINITY);
        }
    )*};
}

f32_ops! {
    shape_flat_2d: add__flat_2d add__flat_2d__flat, mul__flat_2d mul__flat_2d__flat,
        scale__flat_2d scale__flat_2d__flat, where__flat_2d where__flat_2d__flat,
        convert__flat_2d convert__flat_2d__flat, sqrt__flat_2d sqrt__flat_2d__flat,
        sum__flat_2d sum__flat_2d__flat, max__flat_2d max__flat_2d__flat, min__flat_2d min__flat_2d__flat;
    shape_u32_f32: add__u32_f32 add__u32_f32__flat, mul__u32_f32 mul__u32_f32__flat,
        scale__u32_f32 scale__u32_f32__flat, where__u32_f32 where__u32_f32__flat,
        convert__u32_f32 convert__u32_f32__flat, sqrt__u32_f32 sqrt__u32_f32__flat,
        sum__u32_f32 sum__u32_f32__flat, max__u32_f32 max__u32_f32__flat, min__u32_f32 min__u32_f32__flat;
    shape_u64_f32: add__u64_f32 add__u64_f32__flat, mul__u64_f32 mul__u64_f32__flat,
        scale__u64_f32 scale__u64_f32__flat, where__u64_f32 where__u64_f32__flat,
        convert__u64_f32 convert__u64_f32__flat, sqrt__u64_f32 sqrt__u64_f32__flat,
        sum__u64_f32 sum__u64_f32__flat, max__u64_f32 max__u64_f32__flat, min__u64_f32 min__u64_f32__flat;
    shape_u128_f32: add__u128_f32 add__u128_f32__flat, mul__u128_f32 mul__u128_f32__flat,
        scale__u128_f32 scale__u128_f32__flat, where__u128_f32 where__u128_f32__flat,
        convert__u128_f32 convert__u128_f32__flat, sqrt__u128_f32 sqrt__u128_f32__flat,
        sum__u128_f32 sum__u128_f32__flat, max__u128_f32 max__u128_f32__flat, min__u128_f32 min__u128_f32__flat;
    shape_u32_f16: add__u32_f16 add__u32_f16__flat, mul__u32_f16 mul__u32_f16__flat,
        scale__u32_f16 scale__u32_f16__flat, where__u32_f16 where__u32_f16__flat,
        convert__u32_f16 convert__u32_f16__flat, sqrt__u32_f16 sqrt__u32_f16__flat,
        sum__u32_f16 sum__u32_f16__flat, max__u32_f16 max__u32_f16__flat, min__u32_f16 min__u32_f16__flat;
    shape_u64_bf16: add__u64_bf16 add__u64_bf16__flat, mul__u64_bf16 mul__u64_bf16__flat,
        scale__u64_bf16 scale__u64_bf16__flat, where__u64_bf16 where__u64_bf16__flat,
        convert__u64_bf16 convert__u64_bf16__flat, sqrt__u64_bf16 sqrt__u64_bf16__flat,
        sum__u64_bf16 sum__u64_bf16__flat, max__u64_bf16 max__u64_bf16__flat, min__u64_bf16 min__u64_bf16__flat;
    shape_u128_f16: add__u128_f16 add__u128_f16__flat, mul__u128_f16 mul__u128_f16__flat,
        scale__u128_f16 scale__u128_f16__flat, where__u128_f16 where__u128_f16__flat,
        convert__u128_f16 convert__u128_f16__flat, sqrt__u128_f16 sqrt__u128_f16__flat,
        sum__u128_f16 sum__u128_f16__flat, max__u128_f16 max__u128_f16__flat, min__u128_f16 min__u128_f16__flat;
    shape_u128_bf16: add__u128_bf16 add__u128_bf16__flat, mul__u128_bf16 mul__u128_bf16__flat,
        scale__u128_bf16 scale__u128_bf16__flat, where__u128_bf16 where__u128_bf16__flat,
        convert__u128_bf16 convert__u128_bf16__flat, sqrt__u128_bf16 sqrt__u128_bf16__flat,
        sum__u128_bf16 sum__u128_bf16__flat, max__u128_bf16 max__u128_bf16__flat, min__u128_bf16 min__u128_bf16__flat;
    shape_cp_async: add__cp_async add__cp_async__flat, mul__cp_async mul__cp_async__flat,
        scale__cp_async scale__cp_async__flat, where__cp_async where__cp_async__flat,
        convert__cp_async convert__cp_async__flat, sqrt__cp_async sqrt__cp_async__flat,
        sum__cp_async sum__cp_async__flat, max__cp_async max__cp_async__flat, min__cp_async min__cp_async__flat;
    shape_mma_c: add__mma_c add__mma_c__flat, mul__mma_c mul__mma_c__flat,
        scale__mma_c scale__mma_c__flat, where__mma_c where__mma_c__flat,
        convert__mma_c convert__mma_c__flat, sqrt__mma_c sqrt__mma_c__flat,
        sum__mma_c sum__mma_c__flat, max__mma_c max__mma_c__flat, min__mma_c min__mma_c__flat;
    shape_ldmatrix_a: add__ldmatrix_a add__ldmatrix_a__flat, mul__ldmatrix_a mul__ldmatrix_a__flat,
        scale__ldmatrix_a scale__ldmatrix_a__flat, where__ldmatrix_a where__ldmatrix_a__flat,
        convert__ldmatrix_a convert__ldmatrix_a__flat, sqrt__ldmatrix_a sqrt__ldmatrix_a__flat,
        sum__ldmatrix_a sum__ldmatrix_a__flat, max__ldmatrix_a max__ldmatrix_a__flat, min__ldmatrix_a min__ldmatrix_a__flat;
}

// The nested shape has 64 elements: its flat twin is `_64`.
map_kernels! { f32, 64, _64;
    add__nested add__nested__flat shape_nested: |v, w| v + w;
    mul__nested mul__nested__flat shape_nested: |v, w| v * w;
    scale__nested scale__nested__flat shape_nested: |v, w| { let _ = w; 2.0 * v - 1.0 };
    where__nested where__nested__flat shape_nested: |v, w| where_(v.greater(w), v, w * 0.5);
    convert__nested convert__nested__flat shape_nested: |v, w| { let _ = w; v.to::<half_t>().to::<f32>() };
    sqrt__nested sqrt__nested__flat shape_nested: |v, w| { let _ = w; v.abs().sqrt() };
}
scalar_kernels! { f32, 64, _64;
    sum__nested sum__nested__flat shape_nested: |v| v.sum();
    max__nested max__nested__flat shape_nested: |v| v.reduce(ReductionOp::Max, f32::NEG_INFINITY);
    min__nested min__nested__flat shape_nested: |v| v.reduce(ReductionOp::Min, f32::INFINITY);
}

// 16-bit element arithmetic on the 16-byte copies' fragments (the user's `v * v`).
map_kernels! { half_t, 32, _32;
    mul_f16__u128_f16 mul_f16__u128_f16__flat shape_u128_f16: |v, w| { let _ = w; v * v };
    add_f16__u128_f16 add_f16__u128_f16__flat shape_u128_f16: |v, w| v + w;
    add_f16__cp_async add_f16__cp_async__flat shape_cp_async: |v, w| v + w;
}
map_kernels! { bfloat16_t, 32, _32;
    mul_bf16__u128_bf16 mul_bf16__u128_bf16__flat shape_u128_bf16: |v, w| v * w;
}

// Reductions over one mode: the accumulator's rows and columns, a nested middle mode.
mode_kernels! {
    sum_mode2__mma_c sum_mode2__mma_c__flat shape_mma_c 32 4 2 (_4, _8, _1);
    sum_mode0__mma_c sum_mode0__mma_c__flat shape_mma_c 32 8 0 (_1, _4, _8);
    sum_mode1__nested sum_mode1__nested__flat shape_nested 64 32 1 (_4, _2, _8);
    sum_mode1__flat_2d sum_mode1__flat_2d__flat shape_flat_2d 32 4 1 (_4, _8, _1);
}

// Broadcasts between static shapes: the smaller operand repeated along its size-1 modes.
broadcast_kernels! { f32;
    add_col__flat_2d add_col__flat_2d__flat 32 _32, 4: (_4, _8), (_4, _1), |v, w| v + w;
    mul_row__flat_2d mul_row__flat_2d__flat 32 _32, 8: (_4, _8), (_1, _8), |v, w| v * w;
    add_pad__flat_2d add_pad__flat_2d__flat 32 _32, 4: (_4, _8), (_4,), |v, w| v + w;
    add_lhs__flat_2d add_lhs__flat_2d__flat 32 _32, 4: (_4, _8), (_4, _1), |v, w| w + v;
    add_row__mma_c add_row__mma_c__flat 32 _32, 4: shape_mma_c!(), ((_2, _2),), |v, w| v + w;
    mul_col__mma_c mul_col__mma_c__flat 32 _32, 8: shape_mma_c!(), (_1, _1, _8), |v, w| v * w;
    add_rest__u128_f16 add_rest__u128_f16__flat 32 _32, 4: shape_u128_f16!(), (_1, _1, _4), |v, w| v + w;
    add_atom__u128_f16 add_atom__u128_f16__flat 32 _32, 8: shape_u128_f16!(), ((_8, _1), _1, _1), |v, w| v + w;
    add_mid__nested add_mid__nested__flat 64 _64, 16: shape_nested!(), (_1, _2, (_2, _4)), |v, w| v + w;
    where_col__nested where_col__nested__flat 64 _64, 4: shape_nested!(), ((_2, _2),), |v, w| where_(v.greater(0.0), v + w, v * 0.5);
}

// A 128-element accumulator ((_2,_2),_4,_8) (a 128x128 tile): element-wise, reductions, a
// per-row broadcast.
map_kernels! { f32, 128, _128;
    add__mma_c_128 add__mma_c_128__flat shape_mma_c_128: |v, w| v + w;
    mul__mma_c_128 mul__mma_c_128__flat shape_mma_c_128: |v, w| v * w;
    where__mma_c_128 where__mma_c_128__flat shape_mma_c_128: |v, w| where_(v.greater(w), v, w * 0.5);
}
scalar_kernels! { f32, 128, _128;
    max__mma_c_128 max__mma_c_128__flat shape_mma_c_128: |v| v.reduce(ReductionOp::Max, f32::NEG_INFINITY);
}
mode_kernels! {
    sum_mode2__mma_c_128 sum_mode2__mma_c_128__flat shape_mma_c_128 128 16 2 (_16, _8, _1);
}
broadcast_kernels! { f32;
    add_row__mma_c_128 add_row__mma_c_128__flat 128 _128, 16: shape_mma_c_128!(), ((_2, _2), _4), |v, w| v + w;
}

// 16-bit broadcasts: one value per 16-byte copy, one per element of a copy.
broadcast_kernels! { half_t;
    add_f16_rest__u128_f16 add_f16_rest__u128_f16__flat 32 _32, 4: shape_u128_f16!(), (_1, _1, _4), |v, w| v + w;
    mul_f16_atom__u128_f16 mul_f16_atom__u128_f16__flat 32 _32, 8: shape_u128_f16!(), ((_8, _1), _1, _1), |v, w| v * w;
}

/// The values of a 16-byte tiled copy's register fragment, `((_8,_1),_1,_4)` halves: copied in
/// by the atom, squared as loaded (`$shaped`) or reshaped to `_32` first (`$flat`), stored back
/// into the fragment and copied out.
macro_rules! fragment_kernels {
    ($($name:ident $flat_name:ident;)*) => {$(
        #[no_mangle]
        pub unsafe extern "ptx-kernel" fn $name(a: *const half_t, c: *mut half_t) {
            fragment_body!(a, c, |v| v * v);
        }
        #[no_mangle]
        pub unsafe extern "ptx-kernel" fn $flat_name(a: *const half_t, c: *mut half_t) {
            fragment_body!(a, c, |v| {
                let w = v.reshape(_32);
                (w * w).reshape(v.shape())
            });
        }
    )*};
}

/// A thread of `make_tiled_copy(Copy_Atom<UniversalCopy<u128>, half_t>, (_16,_8) row-major,
/// (_1,_8))` over a row-major (_16,_256) tile: its fragment through `op`.
macro_rules! fragment_body {
    ($a:expr, $c:expr, |$v:ident| $op:expr) => {{
        let copy = make_tiled_copy(
            Copy_Atom::<UniversalCopy<u128>, half_t>::default(),
            layout!((_16, _8):(_8, _1)),
            layout!((_1, _8):(_0, _1)),
        );
        let tile = make_layout_with((_16, _256), LayoutRight);
        let (g_a, mut g_c) = (make_tensor(make_gmem_ptr($a), tile), make_tensor(make_gmem_ptr($c), tile));
        let thr = copy.get_slice(_thread_idx_x() as i32);
        let t_a = thr.partition_S(&g_a);
        let mut t_c = thr.partition_D_mut(&mut g_c);
        let mut frg = make_fragment_like(&t_a);
        copy.copy(&t_a, &mut frg);
        let $v = frg.load();
        frg.store($op);
        copy.copy(&frg, &mut t_c);
    }};
}

fragment_kernels! {
    square__u128_f16_fragment square__u128_f16_fragment__flat;
}
