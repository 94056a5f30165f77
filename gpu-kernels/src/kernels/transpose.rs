//! `transpose`: `y = x^T` through a shared tile, with the layouts of
//! [`crate::mapping::transpose`].
//!
//! In CuTe terms: `x` is the tensor `(M,N):(N,_1)` and `y` the tensor `(M,N):(_1,M)` (the
//! transpose is a copy between two layouts of one shape). Both are tiled by `(_64,_64)`; block
//! `(bx, by)` takes tile `(by, bx)`. Each thread copies its `ReadThreads` partition of the `x`
//! tile into the shared tile, the block waits at the barrier, and each thread copies its
//! `WriteThreads` partition of the shared tile into the `y` tile. Interior tiles go unmasked;
//! edge tiles (ragged `M`, `N`) mask each element with `row < M && column < N`.
//!
//! The shared tile's layout is the kernel's type parameter: swizzled
//! (`transpose_swizzled_<type>`), row-major (`transpose_plain_<type>`, 32-way bank conflicts on
//! the column reads) or padded (`transpose_padded_<type>`). `transpose_naive_<type>` uses no
//! shared memory: one element per thread, reads along rows, writes strided by `M`.
//!
//! Arguments: `x, y` (pointers), `m, n` (the dynamic part of the layouts). Launch: grid
//! `(ceil(N / 64), ceil(M / 64))`, 256 threads per block; the naive kernel
//! `(ceil(M * N / 256), 1)`.

use crate::grid::Grid;
use crate::mapping::naive::RowMajor;
use crate::mapping::transpose::{
    partition_coord, ReadPartition, WritePartition, TILE_M, TILE_N, VALUES,
};
use crate::smem::{SmemElement, SmemTile, TileLayout};
use crate::unroll::unroll;
use layout_core::prelude::*;

/// The tile-to-tile body, for one thread at `g`; `sync` is the block's barrier.
///
/// # Safety
/// `x` must be valid for reads of `m * n` elements and `y` for writes of `m * n` elements,
/// not overlapping; `smem` is this block's tile; every thread of the block runs this body with
/// the same `sync`.
#[inline(always)]
pub unsafe fn transpose<T: SmemElement, L: TileLayout>(
    g: Grid,
    x: *const T,
    y: *mut T,
    m: i32,
    n: i32,
    smem: SmemTile<T, L>,
    sync: impl Fn(),
) {
    let gx = Layout::new((m, n), (n, _1)); // x: (M,N):(N,_1)
    let gy = Layout::new((m, n), (_1, m)); // y: (M,N):(_1,M)
    let (m0, n0) = (g.block_y as i32 * TILE_M, g.block as i32 * TILE_N);
    let thread = g.thread as i32;
    // Interior tiles take the unmasked path: straight-line code, every access in flight.
    let masked = |r: i32, c: i32| m0 + r < m && n0 + c < n;
    let unmasked = |_: i32, _: i32| true;
    let interior = m0 + TILE_M <= m && n0 + TILE_N <= n;

    // x tile -> registers -> shared tile (all loads in flight before the first store).
    let mut v = [T::default(); VALUES];
    let load = |v: &mut [T; VALUES], inside: &dyn Fn(i32, i32) -> bool| {
        unroll::<VALUES>(|k| {
            let (r, c) = partition_coord::<ReadPartition>(thread, k as i32);
            if inside(r, c) {
                // SAFETY: the coordinate is inside x.
                v[k] = unsafe { x.add(gx.call((m0 + r, n0 + c)) as usize).read() };
            }
        })
    };
    if interior {
        load(&mut v, &unmasked);
    } else {
        load(&mut v, &masked);
    }
    unroll::<VALUES>(|k| {
        let rc = partition_coord::<ReadPartition>(thread, k as i32);
        // SAFETY: this thread owns its read partition before the barrier.
        unsafe { smem.write(rc, v[k]) };
    });
    sync();
    // shared tile -> registers -> y tile.
    unroll::<VALUES>(|k| {
        let rc = partition_coord::<WritePartition>(thread, k as i32);
        // SAFETY: after the barrier every element of the tile was written; nobody writes.
        v[k] = unsafe { smem.read(rc) };
    });
    let store = |v: &[T; VALUES], inside: &dyn Fn(i32, i32) -> bool| {
        unroll::<VALUES>(|k| {
            let (r, c) = partition_coord::<WritePartition>(thread, k as i32);
            if inside(r, c) {
                // SAFETY: the coordinate is inside y.
                unsafe { y.add(gy.call((m0 + r, n0 + c)) as usize).write(v[k]) };
            }
        })
    };
    if interior {
        store(&v, &unmasked);
    } else {
        store(&v, &masked);
    }
}

/// The naive transpose: one element per thread, `i` walking `x` row by row.
///
/// # Safety
/// As [`transpose`] (no shared memory).
#[inline(always)]
pub unsafe fn transpose_naive<T: Copy>(g: Grid, x: *const T, y: *mut T, m: i32, n: i32) {
    let shape = RowMajor { m, n, ld: n };
    let i = crate::mapping::naive::linear(g);
    if i < m * n {
        let (r, c) = shape.coord(i);
        let gy = Layout::new((m, n), (_1, m));
        // SAFETY: (r, c) is inside both tensors.
        unsafe {
            y.add(gy.call((r, c)) as usize)
                .write(x.add(shape.offset((r, c))).read())
        }
    }
}

/// The launch grid `(x, y)` of the tiled kernels for an `m` x `n` input.
pub fn grid(m: u32, n: u32) -> (u32, u32) {
    (
        n.div_ceil(TILE_N as u32).max(1),
        m.div_ceil(TILE_M as u32).max(1),
    )
}

#[cfg(target_arch = "nvptx64")]
mod entry {
    use super::*;
    use crate::element::F16;
    use crate::mapping::transpose::*;
    use crate::smem::block_sync;

    macro_rules! entry {
        ($name:ident, $t:ty, $tile:ty) => {
            /// Kernel entry point (see the module docs).
            #[no_mangle]
            pub unsafe extern "ptx-kernel" fn $name(x: *const $t, y: *mut $t, m: i32, n: i32) {
                let smem = crate::smem_tile!($t, $tile);
                unsafe { transpose::<$t, $tile>(Grid::current(), x, y, m, n, smem, block_sync) }
            }
        };
    }
    entry!(transpose_swizzled_f32, f32, SwizzledTileF32);
    entry!(transpose_plain_f32, f32, RowMajorTile);
    entry!(transpose_padded_f32, f32, PaddedTileF32);
    entry!(transpose_swizzled_f16, F16, SwizzledTileF16);
    entry!(transpose_plain_f16, F16, RowMajorTile);
    entry!(transpose_padded_f16, F16, PaddedTileF16);

    macro_rules! naive {
        ($name:ident, $t:ty) => {
            /// Kernel entry point (see the module docs).
            #[no_mangle]
            pub unsafe extern "ptx-kernel" fn $name(x: *const $t, y: *mut $t, m: i32, n: i32) {
                unsafe { transpose_naive::<$t>(Grid::current(), x, y, m, n) }
            }
        };
    }
    naive!(transpose_naive_f32, f32);
    naive!(transpose_naive_f16, F16);
}
