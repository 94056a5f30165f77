//! `C = op(A, B)` written as CuTe DSL's element-wise add notebook writes it: global tensors, the block's tile
//! (`local_tile` by the tiler), a tiled copy from the TV layout, each thread's partitions,
//! register fragments made like them, `copy` with a 16-byte `UniversalCopy` atom, the math on
//! the loaded fragments (`a.load() + b.load()`), `store`, and `copy` back. Tiles that cross the
//! end of the problem are copied element by element by an atom of one value per copy
//! (`copy_if_elements`: a closure of the element index, which an atom of several values per
//! copy does not accept; those take CuTe's `tXpX` of the rest modes through `copy_if`), the
//! predicate made from an identity tensor partitioned like the data (`elem_less(coord, shape)`).
//!
//! | CuTe DSL notebook | here |
//! |---------------------|------|
//! | `thr_layout = make_ordered_layout((4, 64), order=(1, 0))` | `make_ordered_layout((_4, _64), (_1, _0))` |
//! | `val_layout = recast_layout(dtype.width, 8, make_ordered_layout((16, 16), order=(1, 0)))` | `recast_layout(make_ordered_layout((_16, _16), (_1, _0)), _8, bits)` |
//! | `make_tiled_copy_tv(atom, thr_layout, val_layout)` | [`make_tiled_copy`]`(Copy_Atom::<UniversalCopy<u128>, T>, thr, val)` |
//! | `gA = zipped_divide(mA, tiler_mn)`, `gA[((None, None), bidx)]` | [`local_tile`]`(&m_a, tiler, (bid, 0))` |
//! | `thr_copy.partition_S(blkA)`, `make_fragment_like(thrA)` | `thr.partition_S(&g_a)`, [`make_fragment_like`] |
//! | `cute.copy(atom, thrA, frgA)`, `cute.copy(atom, thrA, frgA, pred=frgPred)` | `tiled_copy.copy(&t_a, &mut f_a)`; at the edge `copy_if_elements(&edge_copy, &pred, &t_a, &mut f_a)` |
//! | `frgC.store(frgA.load() + frgB.load())` | `f_c.store(f_a.load_with(Ptx) + f_b.load_with(Ptx))` |
//!
//! The tensors are contiguous `(M, N)` matrices: CuTe's `coalesce((M,N):(N,_1))` is the vector
//! `(M*N):_1`, viewed here as rows of the tile's width, `(R, TileN):(TileN, _1)`, so that every
//! tile but the last is whole and 16-byte aligned whatever `N` is (the ragged 16383 x 8191
//! problem takes the predicated path in one tile only). The identity tensor of that problem is
//! the counting tensor over the same view: its value at a coordinate is the element's index
//! in `(M*N)`, inside the problem when below `M*N`.
//!
//! Tiles: 256 threads each holding `R` rows of one 16-byte vector, `(4R, 512)` halves (f16,
//! bf16) or `(4R, 256)` floats: `R` `ld.global.v4.b32` per operand, all in flight, and `R`
//! `st.global.v4.b32`. Launch: `ceil(M*N / size(tile))` blocks of 256 threads.
//!
//! Arguments: `a, b, c` (pointers), `total = M*N`. Entry points: `tensor_<op>_<type>` (4 rows
//! per thread, a `(_16, TileN)` tile) and `tensor_add_<type>_r16` (CuTe DSL's notebooks' 16 rows per
//! thread: four times the registers, a quarter of the blocks, and slower than 4 rows: BENCHMARKS.md).
//!
//! [`make_tiled_copy`]: layout_core::atom::make_tiled_copy
//! [`local_tile`]: layout_core::tensor::local_tile
//! [`make_fragment_like`]: layout_core::tensor::make_fragment_like

use crate::grid::Grid;
use crate::numeric::Ptx;
use crate::op::{Add, Mul, MulRelu};
use layout_core::numeric::{Arith, Math};
use layout_core::tensor::{BroadcastShape, StaticShape, TensorSsa};

/// The element-wise operation on register values.
pub trait FragmentOp: Copy + 'static {
    /// `op(a, b)` element by element.
    fn apply<T: Arith, S: StaticShape + BroadcastShape<S, Output = S>, M: Math>(
        a: TensorSsa<T, S, M>,
        b: TensorSsa<T, S, M>,
    ) -> TensorSsa<T, S, M>;
}
impl FragmentOp for Add {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn apply<T: Arith, S: StaticShape + BroadcastShape<S, Output = S>, M: Math>(
        a: TensorSsa<T, S, M>,
        b: TensorSsa<T, S, M>,
    ) -> TensorSsa<T, S, M> {
        a + b
    }
}
impl FragmentOp for Mul {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn apply<T: Arith, S: StaticShape + BroadcastShape<S, Output = S>, M: Math>(
        a: TensorSsa<T, S, M>,
        b: TensorSsa<T, S, M>,
    ) -> TensorSsa<T, S, M> {
        a * b
    }
}
impl FragmentOp for MulRelu {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn apply<T: Arith, S: StaticShape + BroadcastShape<S, Output = S>, M: Math>(
        a: TensorSsa<T, S, M>,
        b: TensorSsa<T, S, M>,
    ) -> TensorSsa<T, S, M> {
        (a * b).max(T::from_f32(0.0))
    }
}

/// Writes the kernel body for one element type and a number of rows per thread:
/// `$name<Op>(g, a, b, c, total)`.
macro_rules! tensor_apply_body {
    ($(#[$doc:meta])* $name:ident, $T:ty, $bits:ty, $elem:ty, $rows:ty) => {
        $(#[$doc])*
        ///
        /// # Safety
        /// `a`, `b` and `c` are valid for `total` elements; `c` does not overlap `a` or `b`
        /// unless equal; `total + 32768` fits `i32`.
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        pub unsafe fn $name<Op: FragmentOp>(
            g: Grid,
            a: *const $T,
            b: *const $T,
            c: *mut $T,
            total: i32,
        ) {
            use layout_core::prelude::*;

            // The TV layout: 4x64 threads, each ROWS rows of 16 bytes, in elements of T.
            let thr_layout = make_ordered_layout((_4, _64), (_1, _0));
            let val_layout = recast_layout(make_ordered_layout((<$rows>::default(), _16), (_1, _0)), _8, <$bits>::default());
            let tiled_copy = make_tiled_copy(Copy_Atom::<UniversalCopy<u128>, $T>::default(), thr_layout, val_layout);
            let tiler = tiled_copy.tiler_mn(); // (TileM, TileN)
            let tile_n = tiler.1;
            let tile_size = (tiler.0.value() * tile_n.value()) as i64;

            // The problem, (M*N):_1 as rows of the tile's width.
            let rows = (total + tile_n.value() - 1) / tile_n.value();
            let view = make_layout_with((rows, tile_n), LayoutRight);
            // SAFETY: the caller's contract: the tensors' tiles access only elements below
            // `total` (interior tiles lie inside; edge tiles are predicated) and each thread
            // writes only its partition of C.
            let (m_a, m_b, mut m_c) = unsafe {
                (
                    make_tensor(make_gmem_ptr(a), view),
                    make_tensor(make_gmem_ptr(b), view),
                    make_tensor(make_gmem_ptr(c), view),
                )
            };
            let bid = g.block as i32;
            let tid = g.thread as i32;
            let g_a = local_tile(&m_a, tiler, (bid, 0)); // (TileM, TileN)
            let g_b = local_tile(&m_b, tiler, (bid, 0));
            let mut g_c = local_tile_mut(&mut m_c, tiler, (bid, 0));

            let interior = (i64::from(bid) + 1) * tile_size <= i64::from(total);
            let aligned = (a as usize | b as usize | c as usize) % 16 == 0;
            if interior && aligned {
                let thr_copy = tiled_copy.get_slice(tid);
                let t_a = thr_copy.partition_S(&g_a); // (CPY, CPY_M, CPY_N)
                let t_b = thr_copy.partition_S(&g_b);
                let mut t_c = thr_copy.partition_D_mut(&mut g_c);
                let mut f_a = make_fragment_like(&t_a);
                let mut f_b = make_fragment_like(&t_b);
                let mut f_c = make_fragment_like(&t_c);
                tiled_copy.copy(&t_a, &mut f_a);
                tiled_copy.copy(&t_b, &mut f_b);
                f_c.store(Op::apply(f_a.load_with(Ptx), f_b.load_with(Ptx)));
                tiled_copy.copy(&f_c, &mut t_c);
            } else {
                // The same TV layout, one element per copy, predicated element by element.
                let edge_copy = make_tiled_copy(Copy_Atom::<UniversalCopy<$elem>, $T>::default(), thr_layout, val_layout);
                let thr_copy = edge_copy.get_slice(tid);
                let m_id = make_tensor(CountingIterator::new(0), view); // identity of (M*N)
                let g_id = local_tile(&m_id, tiler, (bid, 0));
                let t_id = thr_copy.partition_S(&g_id);
                let pred = |i: i32| t_id.read(i) < total; // tXpX(i): elem_less(coord, shape)
                let t_a = thr_copy.partition_S(&g_a);
                let t_b = thr_copy.partition_S(&g_b);
                let mut t_c = thr_copy.partition_D_mut(&mut g_c);
                let mut f_a = make_fragment_like(&t_a);
                let mut f_b = make_fragment_like(&t_b);
                let mut f_c = make_fragment_like(&t_c);
                use layout_core::atom::algorithm::copy_if_elements;
                copy_if_elements(&edge_copy, &pred, &t_a, &mut f_a);
                copy_if_elements(&edge_copy, &pred, &t_b, &mut f_b);
                f_c.store(Op::apply(f_a.load_with(Ptx), f_b.load_with(Ptx)));
                copy_if_elements(&edge_copy, &pred, &f_c, &mut t_c);
            }
        }
    };
}

tensor_apply_body! {
    /// The body for `f32`, 16 rows per thread (CuTe DSL's notebooks' TV layout), for one thread at `g`
    /// (launched with 256 threads per block).
    tensor_apply_f32, f32, layout_core::int::_32, u32, layout_core::int::_16
}
tensor_apply_body! {
    /// The body for `f16`, 16 rows per thread, for one thread at `g` (256 threads per block).
    tensor_apply_f16, layout_core::numeric::f16, layout_core::int::_16, u16, layout_core::int::_16
}
tensor_apply_body! {
    /// The body for `bf16`, 16 rows per thread, for one thread at `g` (256 threads per block).
    tensor_apply_bf16, layout_core::numeric::bf16, layout_core::int::_16, u16, layout_core::int::_16
}
tensor_apply_body! {
    /// The body for `f32`, 4 rows per thread (a `(_16, _256)` tile), for one thread at `g`
    /// (256 threads per block).
    tensor_apply_f32_r4, f32, layout_core::int::_32, u32, layout_core::int::_4
}
tensor_apply_body! {
    /// The body for `f16`, 4 rows per thread (a `(_16, _512)` tile), for one thread at `g`.
    tensor_apply_f16_r4, layout_core::numeric::f16, layout_core::int::_16, u16, layout_core::int::_4
}
tensor_apply_body! {
    /// The body for `bf16`, 4 rows per thread (a `(_16, _512)` tile), for one thread at `g`.
    tensor_apply_bf16_r4, layout_core::numeric::bf16, layout_core::int::_16, u16, layout_core::int::_4
}

/// The number of rows of 16 bytes each thread copies: 16 ([`R16`], CuTe DSL's notebooks' TV layout) or 4
/// ([`R4`]). Each picks its body at compile time, so that an entry point instantiates only the
/// body it runs.
pub trait Rows: Copy + 'static {
    /// The rows.
    const ROWS: u32;
    /// Runs `T`'s body with these rows.
    ///
    /// # Safety
    /// As [`tensor_apply_f32`].
    unsafe fn run<T: TensorApply, Op: FragmentOp>(
        g: Grid,
        a: *const T,
        b: *const T,
        c: *mut T,
        total: i32,
    );
}
/// 16 rows of 16 bytes per thread (CuTe DSL's notebooks).
#[derive(Clone, Copy, Debug, Default)]
pub struct R16;
/// 4 rows of 16 bytes per thread.
#[derive(Clone, Copy, Debug, Default)]
pub struct R4;
impl Rows for R16 {
    const ROWS: u32 = 16;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn run<T: TensorApply, Op: FragmentOp>(
        g: Grid,
        a: *const T,
        b: *const T,
        c: *mut T,
        total: i32,
    ) {
        // SAFETY: forwarded.
        unsafe { T::tensor_apply_r16::<Op>(g, a, b, c, total) }
    }
}
impl Rows for R4 {
    const ROWS: u32 = 4;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn run<T: TensorApply, Op: FragmentOp>(
        g: Grid,
        a: *const T,
        b: *const T,
        c: *mut T,
        total: i32,
    ) {
        // SAFETY: forwarded.
        unsafe { T::tensor_apply_r4::<Op>(g, a, b, c, total) }
    }
}

/// A kernel element type and its bodies ([`tensor_apply_f32`], [`tensor_apply_f16`],
/// [`tensor_apply_bf16`] and their 4-row forms): what the entry points and the host's
/// emulation call by type.
pub trait TensorApply: Copy + 'static {
    /// Bytes per element.
    const BYTES: u32;
    /// The elements per tile with `R` rows per thread: `4 * R * 64 * (16 / BYTES)`.
    fn tile<R: Rows>() -> u32 {
        4 * R::ROWS * 64 * (16 / Self::BYTES)
    }
    /// The body for this element type with `R` rows per thread.
    ///
    /// # Safety
    /// As [`tensor_apply_f32`].
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn tensor_apply<Op: FragmentOp, R: Rows>(
        g: Grid,
        a: *const Self,
        b: *const Self,
        c: *mut Self,
        total: i32,
    ) {
        // SAFETY: forwarded.
        unsafe { R::run::<Self, Op>(g, a, b, c, total) }
    }
    /// The body with 16 rows per thread ([`R16`]).
    ///
    /// # Safety
    /// As [`tensor_apply_f32`].
    unsafe fn tensor_apply_r16<Op: FragmentOp>(
        g: Grid,
        a: *const Self,
        b: *const Self,
        c: *mut Self,
        total: i32,
    );
    /// The body with 4 rows per thread ([`R4`]).
    ///
    /// # Safety
    /// As [`tensor_apply_f32`].
    unsafe fn tensor_apply_r4<Op: FragmentOp>(
        g: Grid,
        a: *const Self,
        b: *const Self,
        c: *mut Self,
        total: i32,
    );
}
macro_rules! tensor_apply_impl {
    ($($T:ty => $r16:ident, $r4:ident, $bytes:expr;)*) => {$(
        impl TensorApply for $T {
            const BYTES: u32 = $bytes;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn tensor_apply_r16<Op: FragmentOp>(g: Grid, a: *const $T, b: *const $T, c: *mut $T, total: i32) {
                // SAFETY: forwarded.
                unsafe { $r16::<Op>(g, a, b, c, total) }
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn tensor_apply_r4<Op: FragmentOp>(g: Grid, a: *const $T, b: *const $T, c: *mut $T, total: i32) {
                // SAFETY: forwarded.
                unsafe { $r4::<Op>(g, a, b, c, total) }
            }
        }
    )*};
}
tensor_apply_impl! {
    f32 => tensor_apply_f32, tensor_apply_f32_r4, 4;
    layout_core::numeric::f16 => tensor_apply_f16, tensor_apply_f16_r4, 2;
    layout_core::numeric::bf16 => tensor_apply_bf16, tensor_apply_bf16_r4, 2;
}

/// The entry points, `name(element type, operation)`: the one place their names are
/// written (see [`naive_add_kernels`](crate::naive_add_kernels)). The `bf16` ones are in
/// [`tensor_apply_bf16_kernels`](crate::tensor_apply_bf16_kernels).
#[macro_export]
macro_rules! tensor_apply_kernels {
    ($callback:ident) => {
        $callback! {
            tensor_add_f32(f32, $crate::op::Add, $crate::kernels::tensor_apply::R4);
            tensor_mul_f32(f32, $crate::op::Mul, $crate::kernels::tensor_apply::R4);
            tensor_mul_relu_f32(f32, $crate::op::MulRelu, $crate::kernels::tensor_apply::R4);
            tensor_add_f16($crate::element::f16, $crate::op::Add, $crate::kernels::tensor_apply::R4);
            tensor_mul_f16($crate::element::f16, $crate::op::Mul, $crate::kernels::tensor_apply::R4);
            tensor_mul_relu_f16($crate::element::f16, $crate::op::MulRelu, $crate::kernels::tensor_apply::R4);
            tensor_add_f32_r16(f32, $crate::op::Add, $crate::kernels::tensor_apply::R16);
            tensor_add_f16_r16($crate::element::f16, $crate::op::Add, $crate::kernels::tensor_apply::R16);
        }
    };
}

/// The `bf16` entry points of [`tensor_apply_kernels`](crate::tensor_apply_kernels).
#[macro_export]
macro_rules! tensor_apply_bf16_kernels {
    ($callback:ident) => {
        $callback! {
            tensor_add_bf16($crate::numeric::bf16, $crate::op::Add, $crate::kernels::tensor_apply::R4);
            tensor_mul_bf16($crate::numeric::bf16, $crate::op::Mul, $crate::kernels::tensor_apply::R4);
            tensor_mul_relu_bf16($crate::numeric::bf16, $crate::op::MulRelu, $crate::kernels::tensor_apply::R4);
        }
    };
}

#[cfg(all(target_arch = "nvptx64", feature = "entry-points"))]
mod entry {
    use super::*;

    macro_rules! entries {
        ($($name:ident($t:ty, $op:ty, $rows:ty);)*) => {$(
            /// Kernel entry point (see the module docs).
            #[no_mangle]
            pub unsafe extern "ptx-kernel" fn $name(a: *const $t, b: *const $t, c: *mut $t, total: i32) {
                unsafe { <$t as TensorApply>::tensor_apply::<$op, $rows>(Grid::current(), a, b, c, total) }
            }
        )*};
    }
    crate::tensor_apply_kernels!(entries);
    crate::tensor_apply_bf16_kernels!(entries);
}
