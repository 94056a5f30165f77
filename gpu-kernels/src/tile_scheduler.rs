//! A persistent kernel's tile order: each block walks the output tiles `block, block + grid,
//! block + 2 grid, ...` and maps the linear index to a tile with a grouped raster (CUTLASS's
//! `PersistentTileSchedulerSm90` with a raster swizzle, Triton's "grouped ordering"): tiles go
//! column by column inside groups of [`GROUP_M`] tile rows, so the blocks running at one time
//! share rows of `A` and columns of `B` in L2.
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
#[inline(always)]
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
