//! Vectorised element-wise kernel over contiguous tensors: `C = op(A, B)` with 128-bit accesses
//! and `U` vectors per thread in flight (all loads issued before the first use).
//!
//! Thread mapping (see [`crate::mapping::vector`]), in 16-byte vectors:
//! `(_256,U,K):(_1,_256,_256*U)` at (thread, value, tile), each vector `(V):(_1)` elements
//! (`V` = 4 for f32, 8 for f16). Block `b` does tiles `b, b + gridDim, ...`; the ragged end
//! (fewer than one tile) is done one element per thread, predicated on `i < n`. Every stride
//! is static, so the PTX has no division. Launch: any number of blocks of 256 threads.
//!
//! Arguments: `a, b, c` (16-byte aligned pointers), `n` (the dynamic part of `(n):(_1)`).
//! Entry points: `vadd_<type>_u<U>` (inline-PTX `ld.global.nc`/`st.global` vectors) and
//! `vadd_<type>_u4_generic` (plain Rust vector reads and writes) and `vadd_<type>_u4_stream`
//! (streaming cache hints), for comparison.

use crate::element::Element;
use crate::grid::Grid;
use crate::mapping::vector::{Const, PerThread, VecTile, THREADS};
use crate::mem::{Access, Vec16};
use crate::op::BinaryOp;
use crate::unroll::unroll;

/// The body, for one thread at `g` (launched with 256 threads per block).
///
/// # Safety
/// `a`, `b` and `c` must be 16-byte aligned and valid for `n` elements; `c` must not overlap
/// `a` or `b` unless equal.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn vector_apply<T: Element, Op: BinaryOp, A: Access, const U: usize>(
    g: Grid,
    a: *const T,
    b: *const T,
    c: *mut T,
    n: u32,
) where
    Const<U>: PerThread,
{
    let (av, bv, cv) = (a.cast::<Vec16>(), b.cast::<Vec16>(), c.cast::<Vec16>());
    let full = VecTile::<T, U>::full_tiles(n);
    let mut tile = g.block;
    while tile < full {
        let mut x = [Vec16::default(); U];
        let mut y = [Vec16::default(); U];
        unroll::<U>(|u| {
            let v = VecTile::<T, U>::vector(tile, g.thread, u as u32) as usize;
            // SAFETY: vector `v` lies in a whole tile, inside the first `n` elements.
            unsafe {
                x[u] = A::load(av.add(v));
                y[u] = A::load(bv.add(v));
            }
        });
        unroll::<U>(|u| {
            let v = VecTile::<T, U>::vector(tile, g.thread, u as u32) as usize;
            // SAFETY: as above.
            unsafe { A::store(cv.add(v), T::apply_vec::<Op>(x[u], y[u])) }
        });
        tile += g.grid_dim;
    }
    let step = g.grid_dim * THREADS;
    let mut i = VecTile::<T, U>::tail_start(n) + g.block * THREADS + g.thread;
    while i < n {
        let k = i as usize;
        // SAFETY: `i < n`.
        unsafe {
            c.add(k)
                .write(T::apply::<Op>(a.add(k).read(), b.add(k).read()))
        }
        i += step;
    }
}

/// The entry points, `name(element type, access, vectors per thread)`: the one place their
/// names are written (see [`naive_add_kernels`](crate::naive_add_kernels)).
#[macro_export]
macro_rules! vectorized_add_kernels {
    ($callback:ident) => {
        $callback! {
            vadd_f32_u1(f32, $crate::mem::GlobalNc, 1);
            vadd_f32_u2(f32, $crate::mem::GlobalNc, 2);
            vadd_f32_u4(f32, $crate::mem::GlobalNc, 4);
            vadd_f32_u8(f32, $crate::mem::GlobalNc, 8);
            vadd_f32_u4_generic(f32, $crate::mem::Generic, 4);
            vadd_f32_u4_stream(f32, $crate::mem::Streaming, 4);
            vadd_f16_u1($crate::element::f16, $crate::mem::GlobalNc, 1);
            vadd_f16_u2($crate::element::f16, $crate::mem::GlobalNc, 2);
            vadd_f16_u4($crate::element::f16, $crate::mem::GlobalNc, 4);
            vadd_f16_u8($crate::element::f16, $crate::mem::GlobalNc, 8);
            vadd_f16_u4_generic($crate::element::f16, $crate::mem::Generic, 4);
            vadd_f16_u4_stream($crate::element::f16, $crate::mem::Streaming, 4);
        }
    };
}

#[cfg(all(target_arch = "nvptx64", feature = "entry-points"))]
mod entry {
    use super::*;
    use crate::op::Add;

    macro_rules! entries {
        ($($name:ident($t:ty, $access:ty, $u:literal);)*) => {$(
            /// Kernel entry point (see the module docs).
            #[no_mangle]
            pub unsafe extern "ptx-kernel" fn $name(
                a: *const $t,
                b: *const $t,
                c: *mut $t,
                n: u32,
            ) {
                unsafe { vector_apply::<$t, Add, $access, $u>(Grid::current(), a, b, c, n) }
            }
        )*};
    }
    crate::vectorized_add_kernels!(entries);
}
