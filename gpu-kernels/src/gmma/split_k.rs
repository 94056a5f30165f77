//! The K-slices of a tile summed in global memory: the fix-up of the tail tiles that
//! [`crate::tile_scheduler::WorkList`] splits along K (CUTLASS's stream-K "separate reduction"
//! with an atomic workspace).
//!
//! Each block that computed a K-slice of a tail tile adds its accumulators into the tile's
//! `f32` workspace with `red.global.add.v4.f32` (relaxed, GPU scope), meets the other consumer
//! threads of its block at a named barrier, and one thread counts the slice in the tile's
//! counter after a release fence. The block whose count completes the tile (any order) reads
//! the sums back after an acquire fence, leaves the workspace and the counter zero for the next
//! launch, and runs the epilogue; the others are done with the tile.
//!
//! The workspace of a tail tile holds [`TILE_FLOATS`] `f32`: for consumer warpgroup `w`, group
//! `q` of 4 values and thread `t` of the warpgroup, values `4q .. 4q + 4` of `t` at
//! `((w * N/8 + q) * 128 + t) * 4`, so a warp's 16-byte accesses are contiguous. It starts
//! zeroed, with zero counters, and is left that way.
//!
//! ```
//! use gpu_kernels::gmma::split_k::{slot, TILE_FLOATS};
//! assert_eq!(TILE_FLOATS, 128 * 256);
//! // warpgroup 1, group 3, thread 5 of an N = 256 tile
//! assert_eq!(slot::<256>(1, 3, 5), ((32 + 3) * 128 + 5) * 4);
//! ```

#[cfg(target_arch = "nvptx64")]
use crate::arch::wgmma::Wgmma;
#[cfg(target_arch = "nvptx64")]
use crate::gmma::Accumulator;

/// `f32` values of one tail tile's workspace: a 128 x 256 tile of two consumer warpgroups.
pub const TILE_FLOATS: usize = 128 * 256;

/// The offset (in `f32`) of values `4q .. 4q + 4` of thread `t` of consumer warpgroup `w` in a
/// tile's workspace, for a `64 x N` accumulator a warpgroup.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub const fn slot<const N: usize>(w: usize, q: usize, t: usize) -> usize {
    ((w * (N / 8) + q) * 128 + t) * 4
}

/// Adds this thread's accumulator `acc` to the workspace `ws` of its tile and counts the slice
/// in `counter`; returns whether this block completed the tile, in which case `acc` now holds
/// the tile's sum over all `slices` K-slices. `w` is the consumer warpgroup (0, 1), `t` the
/// thread in it; `flag` the shared-window address of a 4-byte word of the block's shared memory
/// that only this function uses. All 256 consumer threads call it together; it uses named
/// barrier 1.
///
/// # Safety
/// `ws` points to the tile's [`TILE_FLOATS`] `f32` workspace and `counter` to its `u32`
/// counter, both in global memory, zero at the first slice and used by no one else during the
/// launch; `slices` blocks each call this once for the tile.
#[cfg(target_arch = "nvptx64")]
#[allow(clippy::too_many_arguments)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn reduce<Acc: Accumulator, S: Wgmma>(
    acc: &mut Acc::Frag<S>,
    ws: *mut f32,
    counter: *mut u32,
    slices: u32,
    w: usize,
    t: usize,
    flag: u32,
) -> bool {
    const {
        assert!(
            S::N == 256,
            "the tail-tile workspace holds 64 x 256 a warpgroup"
        )
    };
    crate::unroll::unroll::<32>(|q| {
        // SAFETY: the slot lies in the tile's workspace (the caller's contract).
        unsafe { add_group::<Acc, S>(acc, ws.add(slot::<256>(w, q, t)), q) }
    });
    consumers_sync();
    if w == 0 && t == 0 {
        let last: u32;
        // SAFETY: counter is the tile's counter in global memory (the caller's contract);
        // the release fence orders the block's additions (before the barrier) before the count,
        // the acquire fence the count before the reads of the sums.
        unsafe {
            core::arch::asm!(
                "fence.acq_rel.gpu;",
                "atom.relaxed.gpu.global.add.u32 {old}, [{c}], 1;",
                "{{ .reg .pred p; setp.eq.u32 p, {old}, {s1}; selp.u32 {last}, 1, 0, p; }}",
                "fence.acq_rel.gpu;",
                "st.shared.u32 [{f}], {last};",
                old = out(reg32) _, c = in(reg64) counter, s1 = in(reg32) slices - 1,
                last = out(reg32) last, f = in(reg32) flag, options(nostack),
            );
            if last != 0 {
                // the tile is complete: the counter starts the next launch at zero
                core::arch::asm!("st.relaxed.gpu.global.u32 [{c}], 0;", c = in(reg64) counter,
                    options(nostack));
            }
        }
    }
    consumers_sync();
    let last: u32;
    // SAFETY: flag is this function's word of shared memory, written before the barrier.
    unsafe {
        core::arch::asm!("ld.shared.u32 {l}, [{f}];", l = out(reg32) last, f = in(reg32) flag,
            options(nostack, readonly))
    };
    if last != 0 {
        crate::unroll::unroll::<32>(|q| {
            // SAFETY: as above; every slice's additions are visible after the acquire.
            unsafe { take_group::<Acc, S>(acc, ws.add(slot::<256>(w, q, t)), q) }
        });
    }
    last != 0
}

/// `bar.sync 1, 256`: the two consumer warpgroups of the block.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn consumers_sync() {
    // SAFETY: a barrier of the 256 consumer threads, which all reach it.
    unsafe { core::arch::asm!("bar.sync 1, 256;", options(nostack)) }
}

/// Adds values `4q .. 4q + 4` of `acc` at `p` (`red.relaxed.gpu.global.add.v4.f32`).
///
/// # Safety
/// `p` is 16 bytes of global memory aligned to 16.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn add_group<Acc: Accumulator, S: Wgmma>(acc: &Acc::Frag<S>, p: *mut f32, q: usize) {
    let x = |i| Acc::get::<S>(acc, 4 * q + i);
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!(
            "red.relaxed.gpu.global.add.v4.f32 [{p}], {{{a}, {b}, {c}, {d}}};",
            p = in(reg64) p, a = in(reg32) x(0), b = in(reg32) x(1), c = in(reg32) x(2),
            d = in(reg32) x(3), options(nostack),
        )
    }
}

/// Reads the sums of values `4q .. 4q + 4` at `p` into `acc` and zeroes them.
///
/// # Safety
/// As [`add_group`].
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn take_group<Acc: Accumulator, S: Wgmma>(acc: &mut Acc::Frag<S>, p: *mut f32, q: usize) {
    let (a, b, c, d): (f32, f32, f32, f32);
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!(
            "ld.relaxed.gpu.global.v4.f32 {{{a}, {b}, {c}, {d}}}, [{p}];",
            "mov.b32 {z}, 0;",
            "st.global.v4.f32 [{p}], {{{z}, {z}, {z}, {z}}};",
            p = in(reg64) p, a = out(reg32) a, b = out(reg32) b, c = out(reg32) c,
            d = out(reg32) d, z = out(reg32) _, options(nostack),
        )
    }
    Acc::set::<S>(acc, 4 * q, a);
    Acc::set::<S>(acc, 4 * q + 1, b);
    Acc::set::<S>(acc, 4 * q + 2, c);
    Acc::set::<S>(acc, 4 * q + 3, d);
}
