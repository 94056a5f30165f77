//! Warp and block collectives: shuffles, warp and block reductions, named barriers.
//!
//! | CUDA / CuTe DSL | here |
//! | --- | --- |
//! | `__shfl_xor_sync(mask, v, m, w)`, `cute.arch.shuffle_sync_bfly` | [`shfl_bfly`] |
//! | `__shfl_up_sync(mask, v, d, w)`, `cute.arch.shuffle_sync_up` | [`shfl_up`] |
//! | `__shfl_down_sync(mask, v, d, w)`, `cute.arch.shuffle_sync_down` | [`shfl_down`] |
//! | `__shfl_sync(mask, v, src, w)`, `cute.arch.shuffle_sync` | [`shfl_idx`] |
//! | `cute.arch.warp_reduction(v, op, threads_in_group)` | [`warp_reduction`], [`warp_reduction_ssa`] |
//! | a block reduction through one shared value per warp | [`block_reduction`], [`block_reduction_ssa`], [`block_reduction_of`] (a static block size) |
//! | `__syncthreads()`, `cute.arch.barrier()` | [`block_sync`] |
//! | `bar.sync id, n` / `bar.arrive id, n` (CUTLASS's `NamedBarrier`) | [`named_barrier_sync`], [`named_barrier_arrive`] |
//!
//! On nvptx64 each is inline PTX (`shfl.sync.*.b32`, `bar.sync`, `st.shared`/`ld.shared` on a
//! scratch array the reduction declares itself); a kernel crate calls them as ordinary
//! functions and needs no feature of its own. On the host they run inside the emulator of
//! `gpu_host::emulate` (`run_block`, `run_grid`), which runs a block's threads concurrently and
//! carries out the same exchanges: [`emulation`] is the interface between the two. The
//! reductions combine values in the same order on both, so a kernel gives the same bits on the
//! CPU as on the GPU.
//!
//! Threads are numbered along `x` (blocks are one-dimensional, as [`Grid`](crate::grid::Grid)
//! describes them); lane `l` of warp `w` is thread `32 w + l`.

pub mod barrier;
pub mod block_reduce;
#[cfg(not(target_arch = "nvptx64"))]
pub mod emulation;
pub mod shuffle;
pub mod warp_reduce;

pub use barrier::{block_sync, named_barrier_arrive, named_barrier_sync};
pub use block_reduce::{
    block_reduction, block_reduction_max, block_reduction_min, block_reduction_of,
    block_reduction_ssa, block_reduction_sum, block_reduction_sum_of,
};
pub use shuffle::{
    lane_id, shfl_bfly, shfl_down, shfl_idx, shfl_up, ShflMode, Shuffle, FULL_MASK, WARP_SIZE,
};
pub use warp_reduce::{
    warp_reduction, warp_reduction_max, warp_reduction_min, warp_reduction_partial,
    warp_reduction_ssa, warp_reduction_sum,
};
