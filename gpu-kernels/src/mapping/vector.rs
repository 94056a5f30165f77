//! The vectorised kernels' mapping over a contiguous tensor `(n):(_1)`.
//!
//! In 16-byte vectors (`V` elements each: `V = 4` for f32, `8` for f16), a block tile is
//! `THREADS * U` vectors and a thread's `U` vectors are `THREADS` apart, so that each of the
//! `U` loads of a warp is one contiguous 512-byte run:
//!
//! ```text
//! (vector of thread t, value u, in tile k) : (_256,U,K):(_1,_256,_256*U)   [in vectors]
//! (element) = vector * V + (0..V)                                          [(V):(_1) inside]
//! ```
//!
//! All strides are static, so an offset is shifts and adds. Block `b` takes tiles
//! `b, b + grid, b + 2 grid, ...` (grid-stride), and the ragged end that fills no whole tile
//! is done one element per thread, predicated on `i < n`.

use crate::element::Element;
use core::marker::PhantomData;

/// Threads per block (static).
pub const THREADS: u32 = 256;

/// The mapping for element type `T` with `U` vectors per thread in flight.
#[derive(Clone, Copy, Debug, Default)]
pub struct VecTile<T, const U: usize>(PhantomData<T>);

impl<T: Element, const U: usize> VecTile<T, U> {
    /// Vectors in one block tile: `THREADS * U`.
    pub const TILE_VECS: u32 = THREADS * U as u32;
    /// Elements in one block tile: `THREADS * U * V`.
    pub const TILE_ELEMS: u32 = Self::TILE_VECS * T::PER_VEC;

    /// The vector index of value `u` of thread `thread` in tile `tile`:
    /// `(_256,U,K):(_1,_256,_256*U)` at `(thread, u, tile)`.
    #[inline(always)]
    pub fn vector(tile: u32, thread: u32, u: u32) -> u32 {
        tile * Self::TILE_VECS + u * THREADS + thread
    }

    /// Whole tiles in `n` elements (a division by a static power of two: a shift).
    #[inline(always)]
    pub fn full_tiles(n: u32) -> u32 {
        n / Self::TILE_ELEMS
    }

    /// The first element of the ragged end.
    #[inline(always)]
    pub fn tail_start(n: u32) -> u32 {
        Self::full_tiles(n) * Self::TILE_ELEMS
    }

    /// Blocks to launch so that every tile has a block (no grid-stride repeats).
    pub fn blocks_to_cover(n: u32) -> u32 {
        n.div_ceil(Self::TILE_ELEMS).max(1)
    }
}
