//! `collective_check`: small kernels built on the collectives ([`crate::collective`]), for the
//! PTX checks (shuffles compile to `shfl.sync`, barriers to `bar.sync`/`bar.arrive`, no local
//! memory) and for running on a GPU against the CPU emulator (`gpu_host::emulate::run_grid`
//! runs the same bodies).
//!
//! | kernel | launch | computes |
//! |--------|--------|----------|
//! | `collective_rmsnorm_f32` | one block per row of `n`, any block size | `y = x * rsqrt(mean(x^2) + eps)` per row, the sum of squares by [`block_reduction_sum`] |
//! | `collective_shuffles_u32` | blocks of a multiple of 32 threads | [`SHUFFLE_OUTPUTS`] words per thread, see [`shuffles`] |
//! | `collective_block_max_f16` | any | per block, the element-wise maximum of the threads' 8 halves ([`block_reduction_ssa`]) |
//! | `collective_named_barrier_f32` | blocks of 64 threads | warp 0 writes `y = 2 x` and arrives at barrier 1, warp 1 waits there and writes `y = y[of warp 0] + 1` |

use crate::collective::shuffle::{shfl_bfly, shfl_down, shfl_idx, shfl_up, FULL_MASK};
use crate::collective::{
    block_reduction_ssa, block_reduction_sum, lane_id, named_barrier_arrive, named_barrier_sync,
};
use crate::grid::Grid;
use crate::numeric::Ptx;
use layout_core::numeric::{f16, Math, UnaryOp};
use layout_core::prelude::*;

/// Words each thread of `collective_shuffles_u32` writes (output `k` of thread `i` at
/// `y[k * threads + i]`, `threads` the launch's).
pub const SHUFFLE_OUTPUTS: usize = 6;

/// Elements each thread of `collective_block_max_f16` contributes.
pub const BLOCK_MAX_ELEMENTS: usize = 8;

/// RMSNorm of row `blockIdx.x` of the `n`-column row-major `x` into `y`.
///
/// # Safety
/// `x` and `y` hold `gridDim.x * n` elements.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn rmsnorm(g: Grid, x: *const f32, y: *mut f32, n: i32, eps: f32) {
    let row = g.block as isize * n as isize;
    let mut sum = 0.0f32;
    let mut i = g.thread as i32;
    while i < n {
        // SAFETY: the row holds n elements.
        let v = unsafe { *x.offset(row + i as isize) };
        sum += v * v;
        i += g.block_dim as i32;
    }
    let total = block_reduction_sum(sum);
    let scale = Ptx::unary(UnaryOp::Rsqrt, total / n as f32 + eps);
    let mut i = g.thread as i32;
    while i < n {
        // SAFETY: as above.
        unsafe { *y.offset(row + i as isize) = *x.offset(row + i as isize) * scale };
        i += g.block_dim as i32;
    }
}

/// The shuffles of thread `i` (value `v = x[i]`, lane `l`), output `k` at `y[k * threads + i]`:
/// 0. `__shfl_xor_sync(full, v, 5, 32)`; 1. `__shfl_up_sync(full, v, 3, 16)`;
/// 2. `__shfl_down_sync(full, v, 2, 8)`; 3. `__shfl_sync(full, v, 7, 32)`;
/// 4. in even lanes `__shfl_sync(0x55555555, v, (l + 2) % 32, 32)`, in odd lanes `v`;
/// 5. the 64-bit value `v << 32 | !v` of lane `l ^ 1`, its halves XORed.
///
/// # Safety
/// `x` holds `threads` elements and `y` `SHUFFLE_OUTPUTS * threads`; every warp is whole.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn shuffles(g: Grid, x: *const u32, y: *mut u32) {
    let threads = (g.grid_dim * g.block_dim) as usize;
    let i = (g.block * g.block_dim + g.thread) as usize;
    // SAFETY: i < threads.
    let v = unsafe { *x.add(i) };
    let lane = lane_id();
    // SAFETY: the full mask holds every lane, and every warp is whole (the caller's contract);
    // the masked shuffle runs in even lanes only, with the mask of the even lanes.
    let out = unsafe {
        let even = if lane.is_multiple_of(2) {
            shfl_idx(0x5555_5555, v, (lane + 2) % 32, 32)
        } else {
            v
        };
        let wide = shfl_bfly(FULL_MASK, (u64::from(v) << 32) | u64::from(!v), 1, 32);
        [
            shfl_bfly(FULL_MASK, v, 5, 32),
            shfl_up(FULL_MASK, v, 3, 16),
            shfl_down(FULL_MASK, v, 2, 8),
            shfl_idx(FULL_MASK, v, 7, 32),
            even,
            (wide >> 32) as u32 ^ wide as u32,
        ]
    };
    for (k, w) in out.into_iter().enumerate() {
        // SAFETY: y holds SHUFFLE_OUTPUTS * threads words.
        unsafe { *y.add(k * threads + i) = w };
    }
}

/// Block `b`'s element-wise maximum of its threads' 8 halves (thread `t` reads
/// `x[(b * blockDim + t) * 8 ..][..8]`) into `y[b * 8 ..][..8]`, by thread 0.
///
/// # Safety
/// `x` holds `8 * gridDim.x * blockDim.x` halves, `y` `8 * gridDim.x`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn block_max(g: Grid, x: *const f16, y: *mut f16) {
    let i = (g.block * g.block_dim + g.thread) as isize;
    // SAFETY: the thread's 8 halves lie inside x.
    let src = unsafe { make_tensor_ptr(x.offset(i * 8).cast_mut(), make_layout(_8)) };
    let m = block_reduction_ssa(src.load_with(Ptx), ReductionOp::Max);
    if g.thread == 0 {
        // SAFETY: the block's 8 halves lie inside y.
        let mut dst = unsafe { make_tensor_ptr(y.offset(g.block as isize * 8), make_layout(_8)) };
        dst.store(m);
    }
}

/// Warp 0 writes `y = 2 x` for its 32 elements and arrives at barrier 1; warp 1 waits there,
/// then writes `y[32 + l] = y[l] + 1` (element offsets in the block's 64).
///
/// # Safety
/// `x` and `y` hold `64 * gridDim.x` elements; blocks have 64 threads.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn named_barrier_handoff(g: Grid, x: *const f32, y: *mut f32) {
    let base = g.block as usize * 64;
    let t = g.thread as usize;
    if t < 32 {
        // SAFETY: base + t < 64 * gridDim.x.
        unsafe { *y.add(base + t) = 2.0 * *x.add(base + t) };
        named_barrier_arrive::<1>(64);
    } else {
        named_barrier_sync::<1>(64);
        // SAFETY: as above; warp 0 wrote y[base + t - 32] before it arrived.
        unsafe { *y.add(base + t) = *y.add(base + t - 32) + 1.0 };
    }
}

#[cfg(any(not(target_arch = "nvptx64"), feature = "entry-points"))]
mod entry {
    use super::*;

    crate::kernel! {
        /// RMSNorm, one row per block ([`rmsnorm`]).
        pub RMSNORM_F32 = collective_rmsnorm_f32(x: *const f32, y: *mut f32, n: i32, eps: f32)
            => rmsnorm;
    }
    crate::kernel! {
        /// The shuffles of [`shuffles`].
        pub SHUFFLES_U32 = collective_shuffles_u32(x: *const u32, y: *mut u32) => shuffles;
    }
    crate::kernel! {
        /// The block maximum of [`block_max`].
        pub BLOCK_MAX_F16 = collective_block_max_f16(x: *const f16, y: *mut f16) => block_max;
    }
    crate::kernel! {
        /// The named-barrier handoff of [`named_barrier_handoff`].
        pub NAMED_BARRIER_F32 = collective_named_barrier_f32(x: *const f32, y: *mut f32)
            => named_barrier_handoff;
    }
}

#[cfg(any(not(target_arch = "nvptx64"), feature = "entry-points"))]
pub use entry::{BLOCK_MAX_F16, NAMED_BARRIER_F32, RMSNORM_F32, SHUFFLES_U32};

/// The entry points' names, for the PTX checks.
pub const COLLECTIVE_KERNELS: [&str; 4] = [
    "collective_rmsnorm_f32",
    "collective_shuffles_u32",
    "collective_block_max_f16",
    "collective_named_barrier_f32",
];
