//! Emulating kernels whose threads meet at block barriers: each block's threads run
//! concurrently ([`crate::emulate::run_grid`]) and wait for each other at the block barrier
//! (`gpu_kernels::collective::block_sync`, the kernels' `sync` argument), with the block's
//! shared tiles in host buffers. Blocks run one after another in launch order (x fastest),
//! which is one valid schedule.

use gpu_kernels::collective::block_sync;
use gpu_kernels::grid::Grid;

/// A raw pointer shared by the emulated threads of one launch.
#[derive(Clone, Copy)]
pub(crate) struct Shared<T>(pub(crate) *mut T);
// SAFETY: the emulated threads follow the kernels' own contract (disjoint writes between
// barriers), which is what the emulation checks.
unsafe impl<T> Send for Shared<T> {}
// SAFETY: as above.
unsafe impl<T> Sync for Shared<T> {}

/// Runs `body(grid, sync)` for every thread of a `grid` launch of `threads` threads per block;
/// the threads of one block run concurrently, and `sync()` is their barrier.
pub(crate) fn run_blocks<F>(grid: (u32, u32, u32), threads: u32, body: F)
where
    F: Fn(Grid, &dyn Fn()) + Sync,
{
    crate::emulate::run_grid(grid, threads, |g| body(g, &block_sync));
}
