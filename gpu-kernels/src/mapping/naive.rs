//! The naive kernel's mapping: one element per thread, over a row-major `(M,N):(ld,_1)` tensor.
//!
//! Threads: `(_256,B):(_1,_256)` maps (thread, block) to a linear index `i`; the tensor's
//! shape, read column-fastest, turns `i` into the coordinate `(i / N, i % N)` (N is dynamic,
//! so this is a real division, as in the seed's naive kernel); the layout `(M,N):(ld,_1)` turns
//! the coordinate into an offset.

use crate::grid::Grid;

/// Threads per block (static).
pub const THREADS: u32 = 256;

/// The linear index of this thread: `(_256,B):(_1,_256)` at `(thread, block)`.
#[inline(always)]
pub fn linear(g: Grid) -> u32 {
    g.block * THREADS + g.thread
}

/// Blocks needed for `size` elements.
pub fn blocks(size: u32) -> u32 {
    size.div_ceil(THREADS)
}

/// A row-major matrix layout with a dynamic row stride: `(M,N):(ld,_1)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowMajor {
    /// Rows (dynamic).
    pub m: u32,
    /// Columns (dynamic).
    pub n: u32,
    /// Row stride in elements (dynamic).
    pub ld: u32,
}

impl RowMajor {
    /// `M * N`, the number of coordinates.
    #[inline(always)]
    pub fn size(self) -> u32 {
        self.m * self.n
    }

    /// The coordinate of linear index `i` in the shape `(M,N)` traversed with `n` fastest
    /// (the seed's `mi = i / n`, `ni = i % n`).
    #[inline(always)]
    pub fn coord(self, i: u32) -> (u32, u32) {
        (i / self.n, i % self.n)
    }

    /// The offset of coordinate `(mi, ni)`: `mi * ld + ni`.
    #[inline(always)]
    pub fn offset(self, (mi, ni): (u32, u32)) -> usize {
        mi as usize * self.ld as usize + ni as usize
    }
}
