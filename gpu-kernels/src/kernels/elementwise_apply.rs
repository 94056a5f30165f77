//! `elementwise_apply`: `C = op(A, B)` for a user operation, tiled with the seed's TV layout.
//!
//! Thread mapping (see [`crate::mapping::tv`]): block `(bx, by)` owns the tile at
//! `(by * 64, bx * 64V)` of the matrix `(M,N):(ld,_1)` (shared by A, B and C); inside it the
//! TV layout `((_64,_4),(V,_16)):((_64*V,_16),(_64,_1))` gives each thread 16 rows of one
//! 16-byte vector. A contiguous matrix (`ld == N`) is first coalesced to the vector
//! `(M*N):_1`, and block `bx` owns its `64 x 64V` elements from `bx * 64 * 64V`, seen as a
//! row-major tile: every tile but the last is then interior and aligned, whatever `N` is.
//! Interior tiles (and 16-byte aligned rows) use 16 vector loads per operand, all in flight;
//! the others go element by element, each masked (ragged shapes). Launch: [`TvTile::grid`],
//! 256 threads per block.
//!
//! [`TvTile::grid`]: crate::mapping::tv::TvTile::grid
//!
//! Arguments: `a, b, c` (pointers), `m, n, ld` (the dynamic part of the layout).
//! Entry points: `apply_<op>_<type>` for `add`, `mul`, `mul_relu` ([`crate::op`]). Each thread
//! calls `make_layout_tv` (as CuTe DSL's notebooks' kernel does); `apply_add_<type>_type_built` are the
//! same kernels with the TV layout built from its type, the reference the PTX check compares
//! against (same instruction count: the per-thread call costs nothing).

use crate::grid::Grid;
use crate::mapping::naive::RowMajor;
use crate::mapping::tv::{TvLayout, TvTile, VAL_ROWS};
use crate::mem::{Access, GlobalNc, Vec16};
use crate::op::BinaryOp;
use crate::unroll::unroll;

const ROWS: usize = VAL_ROWS as usize;

/// The body, for one thread at `g` (launched with 256 threads per block).
///
/// # Safety
/// `a`, `b` and `c` must be valid for every offset of `(m,n):(ld,1)`; `c` must not overlap
/// `a` or `b` unless equal.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn tv_apply<T: TvLayout, Op: BinaryOp, const TYPE_BUILT: bool>(
    g: Grid,
    a: *const T,
    b: *const T,
    c: *mut T,
    layout: RowMajor,
) {
    let coord = |thread, vm, vn| {
        if TYPE_BUILT {
            TvTile::<T>::coord_type_built(thread, vm, vn)
        } else {
            TvTile::<T>::coord(thread, vm, vn)
        }
    };
    // A contiguous matrix (`ld == N`) is one vector: CuTe's `coalesce((M,N):(N,_1))` is
    // `(M*N):_1`, and the TV tile covers `64 x 64V` consecutive elements of it, row-major, so
    // that every tile but the last is interior and 16-byte aligned whatever `N` is. Other
    // matrices are tiled in two dimensions, block `(bx, by)` at `(by * 64, bx * 64V)`.
    let (tile_m, tile_n) = (TvTile::<T>::TILE_M as i32, TvTile::<T>::TILE_N as i32);
    let flat = layout.ld == layout.n;
    let (first, row_stride, interior, rows_aligned) = if flat {
        let first = g.block as i32 * (tile_m * tile_n);
        (
            first,
            tile_n,
            first + tile_m * tile_n <= layout.m * layout.n,
            true,
        )
    } else {
        let (m0, n0) = TvTile::<T>::tile_origin(g.block, g.block_y);
        let interior = m0 + tile_m <= layout.m && n0 + tile_n <= layout.n;
        (
            layout.offset((m0, n0)) as i32,
            layout.ld,
            interior,
            layout.ld % T::PER_VEC as i32 == 0,
        )
    };
    // The offset of tile coordinate (r, col), and whether it lies inside the matrix.
    let at = |r: i32, col: i32| (first + r * row_stride + col) as usize;
    let inside = |r: i32, col: i32| {
        if flat {
            first + r * tile_n + col < layout.m * layout.n
        } else {
            let (m0, n0) = TvTile::<T>::tile_origin(g.block, g.block_y);
            m0 + r < layout.m && n0 + col < layout.n
        }
    };
    let aligned = rows_aligned && (a as usize | b as usize | c as usize) & 15 == 0;
    if interior && aligned {
        let (r, col) = coord(g.thread, 0, 0);
        let row = |vm: usize| at(r, col) + vm * row_stride as usize;
        let mut x = [Vec16::default(); ROWS];
        let mut y = [Vec16::default(); ROWS];
        unroll::<ROWS>(|vm| {
            // SAFETY: an interior tile lies inside the matrix; rows are 16-byte aligned.
            unsafe {
                x[vm] = GlobalNc::load(a.add(row(vm)).cast());
                y[vm] = GlobalNc::load(b.add(row(vm)).cast());
            }
        });
        unroll::<ROWS>(|vm| {
            // SAFETY: as above.
            unsafe { GlobalNc::store(c.add(row(vm)).cast(), T::apply_vec::<Op>(x[vm], y[vm])) }
        });
    } else {
        for vm in 0..VAL_ROWS {
            for vn in 0..T::PER_VEC {
                let (r, col) = coord(g.thread, vm, vn);
                if inside(r, col) {
                    let off = at(r, col);
                    // SAFETY: the coordinate is inside the matrix.
                    unsafe {
                        c.add(off)
                            .write(T::apply::<Op>(a.add(off).read(), b.add(off).read()))
                    }
                }
            }
        }
    }
}

/// The entry points, `name(element type, operation)`: the one place their names are written
/// (see [`naive_add_kernels`](crate::naive_add_kernels)).
#[macro_export]
macro_rules! elementwise_apply_kernels {
    ($callback:ident) => {
        $callback! {
            apply_add_f32(f32, $crate::op::Add);
            apply_mul_f32(f32, $crate::op::Mul);
            apply_mul_relu_f32(f32, $crate::op::MulRelu);
            apply_add_f16($crate::element::f16, $crate::op::Add);
            apply_mul_f16($crate::element::f16, $crate::op::Mul);
            apply_mul_relu_f16($crate::element::f16, $crate::op::MulRelu);
        }
    };
}

/// The reference entry points, `<kernel>_type_built(element type, operation)`: the kernel
/// `<kernel>` with its TV layout built from its type (compiled for the PTX check, not launched).
#[macro_export]
macro_rules! elementwise_apply_references {
    ($callback:ident) => {
        $callback! {
            apply_add_f32_type_built(f32, $crate::op::Add);
            apply_add_f16_type_built($crate::element::f16, $crate::op::Add);
        }
    };
}

#[cfg(all(target_arch = "nvptx64", feature = "entry-points"))]
mod entry {
    use super::*;

    macro_rules! entries {
        ($($name:ident($t:ty, $op:ty);)*) => {
            entries!(@built false; $($name($t, $op);)*);
        };
        (@built $type_built:literal; $($name:ident($t:ty, $op:ty);)*) => {$(
            /// Kernel entry point (see the module docs).
            #[no_mangle]
            pub unsafe extern "ptx-kernel" fn $name(
                a: *const $t,
                b: *const $t,
                c: *mut $t,
                m: i32,
                n: i32,
                ld: i32,
            ) {
                let layout = RowMajor { m, n, ld };
                unsafe { tv_apply::<$t, $op, $type_built>(Grid::current(), a, b, c, layout) }
            }
        )*};
    }
    macro_rules! references {
        ($($name:ident($t:ty, $op:ty);)*) => {
            entries!(@built true; $($name($t, $op);)*);
        };
    }
    crate::elementwise_apply_kernels!(entries);
    crate::elementwise_apply_references!(references);
}
