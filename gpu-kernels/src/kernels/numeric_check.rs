//! `numeric_check`: the device check of the numeric types and of register values. Each kernel
//! runs [`Ptx`]'s instructions on arrays; the host runs the same bodies with the portable
//! arithmetic (`gpu-host`'s `numeric-check` binary) and `scripts/numeric_check.py` compares the
//! two, and torch, on a GPU.
//!
//! | kernel | arguments | per element `i` |
//! |--------|-----------|-----------------|
//! | `cvt_<s>_<d>` | `x: *const S, y: *mut D, n` | `y[i] = x[i]` converted (`tensor.load_with(Ptx).to::<D>()`) |
//! | `arith_<t>` | `a, b: *const T, out: *mut T, n` | `out[k * n + i] = op_k(a[i], b[i])` for `+ - * /`, `max`, `min` |
//! | `math_<t>` | `x: *const T, out: *mut T, n` | `out[k * n + i] = f_k(x[i])` for `sqrt`, `rsqrt`, `exp`, `exp2`, `log`, `log2`, `tanh` |
//! | `ssa_expr` | `a, b: *const f16, y: *mut bf16, rowmax: *mut f32, n` | the register-value expression [`expr`] over `(n / 8, 8)` row-major matrices |
//!
//! Thread mapping: thread `t` of block `b` owns tile `b * 128 + t` of [`TILE`] consecutive
//! elements (CuTe's `local_tile(mX, make_shape(_8{}), tile)`); `n` must be a multiple of 8 and
//! a thread whose tile lies past `n` does nothing. Launch: `ceil(n / 1024)` blocks of
//! [`THREADS`] threads. The `ssa_expr` thread owns four rows of eight, a `(_4,_8):(_8,_1)` tile.

use crate::grid::Grid;
use crate::numeric::Ptx;
use layout_core::numeric::{BinaryOp, Math, UnaryOp};
use layout_core::prelude::*;

/// Elements per thread.
pub const TILE: i32 = 8;
/// Threads per block.
pub const THREADS: u32 = 128;
/// The binary operations of `arith_<t>`, in output order.
pub const ARITH_OPS: [BinaryOp; 6] = [
    BinaryOp::Add,
    BinaryOp::Sub,
    BinaryOp::Mul,
    BinaryOp::Div,
    BinaryOp::Max,
    BinaryOp::Min,
];
/// The functions of `math_<t>`, in output order.
pub const MATH_OPS: [UnaryOp; 7] = [
    UnaryOp::Sqrt,
    UnaryOp::Rsqrt,
    UnaryOp::Exp,
    UnaryOp::Exp2,
    UnaryOp::Log,
    UnaryOp::Log2,
    UnaryOp::Tanh,
];

/// The thread's tile index, when its tile of [`TILE`] elements lies inside `n`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn tile_of(g: Grid, n: i32) -> Option<isize> {
    let tile = (g.block * g.block_dim + g.thread) as i32;
    (tile < n / TILE).then_some(tile as isize)
}

/// `y = x` converted to `D`, a tile of eight per thread.
///
/// # Safety
/// `x` and `y` hold `n` elements (`n` a multiple of 8) and do not overlap.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn convert<S: Numeric, D: Numeric>(g: Grid, x: *const S, y: *mut D, n: i32) {
    let Some(tile) = tile_of(g, n) else { return };
    let off = tile * TILE as isize;
    // SAFETY: the tile's eight elements lie inside the `n` the caller guarantees.
    let (src, mut dst) = unsafe {
        (
            make_tensor_ptr(x.offset(off).cast_mut(), make_layout(_8)),
            make_tensor_ptr(y.offset(off), make_layout(_8)),
        )
    };
    dst.store(src.load_with(Ptx).to::<D>());
}

/// `out[k * n + i] = ARITH_OPS[k](a[i], b[i])`.
///
/// # Safety
/// `a` and `b` hold `n` elements, `out` holds `6 n` (`n` a multiple of 8), no overlap.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn arith<T: Arith>(g: Grid, a: *const T, b: *const T, out: *mut T, n: i32) {
    let Some(tile) = tile_of(g, n) else { return };
    let off = tile * TILE as isize;
    // SAFETY: as `convert`'s.
    let (ta, tb) = unsafe {
        (
            make_tensor_ptr(a.offset(off).cast_mut(), make_layout(_8)),
            make_tensor_ptr(b.offset(off).cast_mut(), make_layout(_8)),
        )
    };
    let (va, vb) = (ta.load_with(Ptx), tb.load_with(Ptx));
    let store = |k: isize, r| {
        // SAFETY: block k of `out` holds n elements; the tile lies inside it.
        unsafe { make_tensor_ptr(out.offset(k * n as isize + off), make_layout(_8)) }.store(r)
    };
    store(0, va + vb);
    store(1, va - vb);
    store(2, va * vb);
    store(3, va / vb);
    store(4, va.max(vb));
    store(5, va.min(vb));
}

/// `out[k * n + i] = MATH_OPS[k](x[i])`.
///
/// # Safety
/// `x` holds `n` elements, `out` holds `7 n` (`n` a multiple of 8), no overlap.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn math<T: Float>(g: Grid, x: *const T, out: *mut T, n: i32) {
    let Some(tile) = tile_of(g, n) else { return };
    let off = tile * TILE as isize;
    // SAFETY: as `convert`'s.
    let v = unsafe { make_tensor_ptr(x.offset(off).cast_mut(), make_layout(_8)) }.load_with(Ptx);
    let store = |k: isize, r| {
        // SAFETY: block k of `out` holds n elements; the tile lies inside it.
        unsafe { make_tensor_ptr(out.offset(k * n as isize + off), make_layout(_8)) }.store(r)
    };
    store(0, v.sqrt());
    store(1, v.rsqrt());
    store(2, v.exp());
    store(3, v.exp2());
    store(4, v.log());
    store(5, v.log2());
    store(6, v.tanh());
}

/// A thread's tile of the `ssa_expr` matrices: four rows of eight, row-major.
pub type RowsTile = Layout<(_4, _8), (_8, _1)>;

/// The register-value expression of `ssa_expr`, on one `(_4,_8)` tile of `a` and `b`:
///
/// ```text
/// s      = a * b + a                          (f16, packed f16x2 instructions)
/// r      = s.to::<f32>()
/// rowmax = r.reduce_mode::<1>(Max, -inf)      (one value per row: shape (_4))
/// y      = exp(r - rowmax)                    (broadcast (_4,_1) along the 8 columns)
///            .to::<bf16>()
/// ```
///
/// (the numerator of a softmax); generic over the [`Math`], so the host computes it with
/// [`Soft`] and the GPU with [`Ptx`].
///
/// ```
/// use gpu_kernels::kernels::numeric_check::{expr, RowsTile};
/// use layout_core::prelude::*;
/// let a = TensorSsa::from_fn((_4, _8), |i| f16::from_f32((i % 5) as f32));
/// let b = TensorSsa::full((_4, _8), f16::from_f32(0.5));
/// let (y, rowmax) = expr(a, b);
/// assert_eq!(rowmax.as_slice(), [6.0; 4]); // s = 1.5 a: the largest a of each row is 4
/// assert_eq!(y.reduce(ReductionOp::Max, bf16::ZERO).to_f32(), 1.0); // exp(0)
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[allow(clippy::type_complexity)]
pub fn expr<M: Math>(
    a: TensorSsa<f16, (_4, _8), M>,
    b: TensorSsa<f16, (_4, _8), M>,
) -> (TensorSsa<bf16, (_4, _8), M>, TensorSsa<f32, (_4,), M>) {
    let s = a * b + a;
    let r = s.to::<f32>();
    let rowmax = r.reduce_mode::<1>(ReductionOp::Max, f32::NEG_INFINITY);
    let y = (r - rowmax.reshape((_4, _1))).exp().to::<bf16>();
    (y, rowmax)
}

/// `ssa_expr`: [`expr`] on each thread's `(_4,_8)` tile of the `(n / 8, 8)` row-major `a`, `b`,
/// `y`; `rowmax` holds one value per row.
///
/// # Safety
/// `a`, `b` and `y` hold `n` elements (`n` a multiple of 32: a thread's tile is four rows of
/// eight), `rowmax` holds `n / 8`; no overlap.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn expr_tiles(
    g: Grid,
    a: *const f16,
    b: *const f16,
    y: *mut bf16,
    rowmax: *mut f32,
    n: i32,
) {
    let tile = (g.block * g.block_dim + g.thread) as i32;
    if tile >= n / 32 {
        return;
    }
    let (off, row) = (tile as isize * 32, tile as isize * 4);
    // SAFETY: the tile's 32 elements and 4 rows lie inside the caller's arrays.
    unsafe {
        let ta = make_tensor_ptr(a.offset(off).cast_mut(), RowsTile::default());
        let tb = make_tensor_ptr(b.offset(off).cast_mut(), RowsTile::default());
        let (vy, vmax) = expr(ta.load_with(Ptx), tb.load_with(Ptx));
        make_tensor_ptr(y.offset(off), RowsTile::default()).store(vy);
        make_tensor_ptr(rowmax.offset(row), make_layout((_4,))).store(vmax);
    }
}

/// The entry points, `name(kind ...)`: the one place their names are written (see
/// [`naive_add_kernels`](crate::naive_add_kernels)). Kinds: `convert S D`, `arith T`,
/// `math T`, `expr`.
#[macro_export]
macro_rules! numeric_check_kernels {
    ($callback:ident) => {
        $callback! {
            cvt_f32_f16(convert f32, $crate::numeric::f16);
            cvt_f16_f32(convert $crate::numeric::f16, f32);
            cvt_f32_bf16(convert f32, $crate::numeric::bf16);
            cvt_bf16_f32(convert $crate::numeric::bf16, f32);
            cvt_f32_tf32(convert f32, $crate::numeric::tf32);
            cvt_f32_e4m3(convert f32, $crate::numeric::e4m3);
            cvt_e4m3_f32(convert $crate::numeric::e4m3, f32);
            cvt_f32_e5m2(convert f32, $crate::numeric::e5m2);
            cvt_e5m2_f32(convert $crate::numeric::e5m2, f32);
            cvt_f16_e4m3(convert $crate::numeric::f16, $crate::numeric::e4m3);
            cvt_e4m3_f16(convert $crate::numeric::e4m3, $crate::numeric::f16);
            cvt_f16_e5m2(convert $crate::numeric::f16, $crate::numeric::e5m2);
            cvt_e5m2_f16(convert $crate::numeric::e5m2, $crate::numeric::f16);
            cvt_f16_bf16(convert $crate::numeric::f16, $crate::numeric::bf16);
            cvt_f32_i8(convert f32, i8);
            arith_f32(arith f32);
            arith_f16(arith $crate::numeric::f16);
            arith_bf16(arith $crate::numeric::bf16);
            math_f32(math f32);
            math_f16(math $crate::numeric::f16);
            ssa_expr(expr);
        }
    };
}

#[cfg(all(target_arch = "nvptx64", feature = "entry-points"))]
mod entry {
    use super::*;

    macro_rules! entry {
        ($name:ident, convert $s:ty, $d:ty) => {
            /// Kernel entry point (see the module docs).
            #[no_mangle]
            pub unsafe extern "ptx-kernel" fn $name(x: *const $s, y: *mut $d, n: i32) {
                unsafe { convert::<$s, $d>(Grid::current(), x, y, n) }
            }
        };
        ($name:ident, arith $t:ty) => {
            /// Kernel entry point (see the module docs).
            #[no_mangle]
            pub unsafe extern "ptx-kernel" fn $name(
                a: *const $t,
                b: *const $t,
                out: *mut $t,
                n: i32,
            ) {
                unsafe { arith::<$t>(Grid::current(), a, b, out, n) }
            }
        };
        ($name:ident, math $t:ty) => {
            /// Kernel entry point (see the module docs).
            #[no_mangle]
            pub unsafe extern "ptx-kernel" fn $name(x: *const $t, out: *mut $t, n: i32) {
                unsafe { math::<$t>(Grid::current(), x, out, n) }
            }
        };
        ($name:ident, expr) => {
            /// Kernel entry point (see the module docs).
            #[no_mangle]
            pub unsafe extern "ptx-kernel" fn $name(
                a: *const f16,
                b: *const f16,
                y: *mut bf16,
                rowmax: *mut f32,
                n: i32,
            ) {
                unsafe { expr_tiles(Grid::current(), a, b, y, rowmax, n) }
            }
        };
    }
    macro_rules! entries {
        ($($name:ident($($row:tt)*);)*) => {
            $(entry!($name, $($row)*);)*
        };
    }
    crate::numeric_check_kernels!(entries);
}
