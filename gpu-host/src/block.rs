//! Emulating kernels whose threads meet at block barriers: each block's threads run
//! concurrently on OS threads and wait for each other at a `std::sync::Barrier` (the kernels'
//! `sync` argument), with the block's shared tiles in host buffers. Blocks run one after
//! another in launch order (x fastest), which is one valid schedule.

use gpu_kernels::grid::Grid;
use std::sync::Barrier;

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
    let (gx, gy, gz) = grid;
    for block_z in 0..gz {
        for block_y in 0..gy {
            for block in 0..gx {
                let barrier = Barrier::new(threads as usize);
                std::thread::scope(|s| {
                    for thread in 0..threads {
                        let (barrier, body) = (&barrier, &body);
                        s.spawn(move || {
                            let g = Grid {
                                block,
                                block_y,
                                block_z,
                                thread,
                                grid_dim: gx,
                                grid_dim_y: gy,
                                grid_dim_z: gz,
                                block_dim: threads,
                            };
                            body(g, &|| {
                                barrier.wait();
                            });
                        });
                    }
                });
            }
        }
    }
}
