//! A persistent kernel's tile order: each block walks the output tiles `block, block + grid,
//! block + 2 grid, ...` and maps the linear index to a tile with a grouped raster (CUTLASS's
//! `PersistentTileSchedulerSm90` with a raster swizzle, Triton's "grouped ordering"): tiles go
//! column by column inside groups of [`GROUP_M`] tile rows, so the blocks running at one time
//! share rows of `A` and columns of `B` in L2.
//!
//! When the tiles do not fill the last wave of blocks, [`WorkList`] splits the tiles of that
//! wave along K (the "data-parallel + stream-K" hybrid of CUTLASS's stream-K scheduler, with
//! whole K-slices): the blocks run the whole tiles first, then each takes at most one K-slice
//! of a tail tile, and the slices of a tile are summed in global memory
//! ([`crate::gmma::split_k`]).
//!
//! ```
//! use gpu_kernels::tile_scheduler::tile_coord;
//! // 20 x 3 tiles: the first group is tile rows 0..8, walked down each column
//! assert_eq!(tile_coord(0, 20, 3), (0, 0));
//! assert_eq!(tile_coord(7, 20, 3), (7, 0));
//! assert_eq!(tile_coord(8, 20, 3), (0, 1));
//! // the last group has 4 tile rows
//! assert_eq!(tile_coord(48, 20, 3), (16, 0));
//! assert_eq!(tile_coord(59, 20, 3), (19, 2));
//! ```

/// Tile rows in a group of the raster.
pub const GROUP_M: u32 = 8;

/// The `(tile_m, tile_n)` of linear tile `tile` (`< tiles_m * tiles_n`) in the grouped raster.
/// No panic path (a kernel calls it): a division by zero, which `tile < tiles_m * tiles_n`
/// rules out, gives 0.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn tile_coord(tile: u32, tiles_m: u32, tiles_n: u32) -> (u32, u32) {
    let per_group = GROUP_M * tiles_n;
    let group = tile.checked_div(per_group).unwrap_or(0);
    let first_m = group * GROUP_M;
    let rows = tiles_m.saturating_sub(first_m).min(GROUP_M);
    let in_group = tile - group * per_group;
    (
        first_m + in_group.checked_rem(rows).unwrap_or(0),
        in_group.checked_div(rows).unwrap_or(0),
    )
}

/// The fewest k-tiles a K-slice of a tail tile gets: the pipeline's fill, the reduction and the
/// epilogue must stay small next to it.
pub const MIN_SLICE_K_TILES: u32 = 4;

/// One block's work in a persistent GEMM over `tiles` tiles of `k_tiles` k-tiles with `grid`
/// blocks: whole tiles `block, block + grid, ...` up to [`WorkList::whole`], then (when the last
/// wave is partly empty) K-slice `u % splits` of tail tile `whole + u / splits` for `u = block`.
/// With 800 tiles of 64 k-tiles on 132 blocks: 6 waves of whole tiles (792), then the 8 tail
/// tiles in 16 slices of 4 k-tiles, one slice each for 128 blocks, instead of a seventh wave
/// that keeps 8 blocks busy for a whole tile.
///
/// ```
/// use gpu_kernels::tile_scheduler::{Work, WorkList};
/// let list = WorkList::new(800, 64, 132);
/// assert_eq!((list.whole, list.splits), (792, 16));
/// // block 5: tiles 5, 137, ..., 665, then slice 5 of tail tile 792 (k-tiles 20..24)
/// assert_eq!(list.item(5, 0), Some(Work { tile: 5, k_begin: 0, k_end: 64, slice: None }));
/// assert_eq!(list.item(5, 6), Some(Work { tile: 792, k_begin: 20, k_end: 24, slice: Some(5) }));
/// assert_eq!(list.item(5, 7), None);
/// // blocks 128 and up have no slice
/// assert_eq!(list.item(130, 6), None);
/// // a full last wave (or a single one) is not split
/// assert_eq!(WorkList::new(264, 64, 132).splits, 1);
/// assert_eq!(WorkList::new(100, 64, 100).splits, 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WorkList {
    /// Output tiles.
    pub tiles: u32,
    /// k-tiles of a tile.
    pub k_tiles: u32,
    /// Blocks of the launch.
    pub grid: u32,
    /// Tiles computed whole (all of them when `splits == 1`).
    pub whole: u32,
    /// K-slices a tail tile is cut into (1: none).
    pub splits: u32,
}

/// One item of a [`WorkList`]: k-tiles `k_begin..k_end` of linear tile `tile`, `slice` the
/// index of the K-slice for a split tail tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Work {
    /// Linear tile index (see [`tile_coord`]).
    pub tile: u32,
    /// First k-tile.
    pub k_begin: u32,
    /// One past the last k-tile.
    pub k_end: u32,
    /// The K-slice of a split tail tile, `None` for a whole tile.
    pub slice: Option<u32>,
}

impl WorkList {
    /// The work of `grid` blocks over `tiles` tiles of `k_tiles` k-tiles. No panic path.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn new(tiles: u32, k_tiles: u32, grid: u32) -> Self {
        let waves = tiles.checked_div(grid).unwrap_or(0);
        let tail = tiles - waves * grid;
        let splits = if waves == 0 || tail == 0 {
            1
        } else {
            (grid / tail).min(k_tiles / MIN_SLICE_K_TILES).max(1)
        };
        let whole = if splits > 1 { waves * grid } else { tiles };
        WorkList {
            tiles,
            k_tiles,
            grid,
            whole,
            splits,
        }
    }

    /// Item `j` (0, 1, ...) of block `block`, `None` past its last.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn item(&self, block: u32, j: u32) -> Option<Work> {
        let index = block + j * self.grid;
        if index < self.whole {
            return Some(Work {
                tile: index,
                k_begin: 0,
                k_end: self.k_tiles,
                slice: None,
            });
        }
        let u = index - self.whole;
        if self.splits == 1 || u >= (self.tiles - self.whole) * self.splits {
            return None;
        }
        let (tail, slice) = (u / self.splits, u % self.splits);
        Some(Work {
            tile: self.whole + tail,
            k_begin: slice * self.k_tiles / self.splits,
            k_end: (slice + 1) * self.k_tiles / self.splits,
            slice: Some(slice),
        })
    }
}
