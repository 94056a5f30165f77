//! The naive kernel's mapping: one element per thread, over a row-major `(M,N):(ld,_1)` tensor.
//!
//! Threads: the layout `(_256,B):(_1,_256)` maps (thread, block) to a linear index `i`. The
//! tensor seen with N fastest, `(N,M):(_1,ld)`, maps `i` to an offset: CuTe splits the index
//! colexicographically, `(i % N, i / N)` (N is dynamic, so this is a real division, as in the
//! seed's naive kernel), then takes the inner product with the strides.
//!
//! ```
//! use gpu_kernels::mapping::naive::{thread_layout, RowMajor};
//! assert_eq!(thread_layout(4).to_string(), "(_256,4):(_1,_256)");
//! let t = RowMajor { m: 3, n: 5, ld: 8 };
//! assert_eq!(t.layout().to_string(), "(3,5):(8,_1)");
//! assert_eq!(t.coord(7), (1, 2));
//! assert_eq!(t.offset((1, 2)), 10);
//! ```

use crate::grid::Grid;
use layout_core::prelude::*;

/// Threads per block (the static mode of [`ThreadLayout`]).
pub const THREADS: u32 = <_256 as StaticInt>::VALUE as u32;

/// (thread, block) to linear index: `(_256,B):(_1,_256)`.
pub type ThreadLayout = Layout<(_256, i32), (_1, _256)>;

/// The thread layout of a launch of `blocks` blocks.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn thread_layout(blocks: u32) -> ThreadLayout {
    Layout::new((_256, blocks as i32), (_1, _256))
}

/// The linear index of this thread.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn linear(g: Grid) -> i32 {
    thread_layout(g.grid_dim).call((g.thread as i32, g.block as i32))
}

/// Blocks needed for `size` elements.
pub fn blocks(size: u32) -> u32 {
    size.div_ceil(THREADS)
}

/// The dynamic part of a row-major matrix layout `(M,N):(ld,_1)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowMajor {
    /// Rows.
    pub m: i32,
    /// Columns.
    pub n: i32,
    /// Row stride in elements.
    pub ld: i32,
}

impl RowMajor {
    /// The layout `(M,N):(ld,_1)`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn layout(self) -> Layout<(i32, i32), (i32, _1)> {
        Layout::new((self.m, self.n), (self.ld, _1))
    }

    /// `M * N`, the number of coordinates.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn size(self) -> i32 {
        self.layout().size()
    }

    /// The coordinate `(mi, ni)` of linear index `i` with N fastest:
    /// `idx2crd(i, (N,M))` read backwards (the seed's `mi = i / n`, `ni = i % n`).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn coord(self, i: i32) -> (i32, i32) {
        let (ni, mi) = idx2crd(i, (self.n, self.m));
        (mi, ni)
    }

    /// The offset of a coordinate: `(M,N):(ld,_1)` at `(mi, ni)`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn offset(self, coord: (i32, i32)) -> usize {
        self.layout().call(coord) as usize
    }
}
