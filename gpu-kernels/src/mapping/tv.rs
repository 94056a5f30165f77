//! The thread-value (TV) mapping of `elementwise_apply`, after the seed's tutorial.
//!
//! Threads `(4,64):(64,1)` (64 threads along a row, 4 such groups down the rows) and, per
//! thread, values `(16,V):(V,1)` (16 rows of one 16-byte vector: `V = 16 / sizeof(T)`).
//! CuTe's `make_layout_tv(thr, val)` (a raked product) gives the block tile `(_64, _64*V)` and
//! the TV layout, from (thread, value) to the tile's column-major index `row + 64 * column`:
//!
//! ```text
//! ((_64,_4),(V,_16)) : ((_64*V,_16),(_64,_1))     f32: ((_64,_4),(_4,_16)):((_256,_16),(_64,_1))
//! row    = (thread / 64) * 16 + value / V
//! column = (thread % 64) * V  + value % V
//! ```
//!
//! so each warp reads 32 neighbouring vectors of one row (512 contiguous bytes) and each
//! thread owns 16 rows of one vector. Blocks tile the matrix with `blockIdx.x` along columns
//! and `blockIdx.y` along rows. Every shape here is static; only the matrix's `(M,N):(ld,_1)`
//! is dynamic, and elements outside it are masked (ragged edges).

use crate::element::Element;
use core::marker::PhantomData;

/// Threads per block: the thread layout `(4,64):(64,1)`.
pub const THREADS: u32 = 256;
/// Thread groups down the rows.
pub const THR_ROWS: u32 = 4;
/// Threads along a row.
pub const THR_COLS: u32 = 64;
/// Rows of values per thread.
pub const VAL_ROWS: u32 = 16;

/// The TV mapping for element type `T`.
#[derive(Clone, Copy, Debug, Default)]
pub struct TvTile<T>(PhantomData<T>);

impl<T: Element> TvTile<T> {
    /// Tile rows: `THR_ROWS * VAL_ROWS` = 64.
    pub const TILE_M: u32 = THR_ROWS * VAL_ROWS;
    /// Tile columns: `THR_COLS * V` (256 for f32, 512 for f16).
    pub const TILE_N: u32 = THR_COLS * T::PER_VEC;

    /// The tile coordinate `(row, column)` of value `(vm, vn)` of thread `thread`, where the
    /// value index is `vm * V + vn`.
    #[inline(always)]
    pub fn coord(thread: u32, vm: u32, vn: u32) -> (u32, u32) {
        let (tm, tn) = (thread / THR_COLS, thread % THR_COLS);
        (tm * VAL_ROWS + vm, tn * T::PER_VEC + vn)
    }

    /// The matrix coordinate of the tile's first element for block `(bx, by)`.
    #[inline(always)]
    pub fn tile_origin(bx: u32, by: u32) -> (u32, u32) {
        (by * Self::TILE_M, bx * Self::TILE_N)
    }

    /// The launch grid `(x, y)` for an `m` x `n` matrix.
    pub fn grid(m: u32, n: u32) -> (u32, u32) {
        (
            n.div_ceil(Self::TILE_N).max(1),
            m.div_ceil(Self::TILE_M).max(1),
        )
    }
}
