//! `cp.async.bulk.tensor`: the tensor memory accelerator (TMA, sm_90) copies a box of a tensor
//! between global and shared memory in one instruction, addressed through a tensor map (the
//! 128-byte `CUtensorMap` the host encodes, `gpu_host::tma`), the instructions of CuTe's
//! `SM90_TMA_LOAD_2D` ... `_5D` and `SM90_TMA_STORE_*D` (`include/cute/arch/copy_sm90_tma.hpp`).
//!
//! A load completes on an [`mbarrier`](super::mbarrier) as bytes: the thread that issues it
//! first announces them with `arrive_expect_tx`. A store
//! reads shared memory asynchronously: `store_commit` closes a group of stores and
//! `store_wait_read` waits until their shared memory may be written again. Coordinates are
//! in elements, innermost (the tensor map's dimension 0) first; a box that reaches past the
//! tensor's edge reads zeros there and writes nothing there.
//!
//! The instructions take the tensor map's generic address: of a kernel parameter (CuTe's
//! `__grid_constant__` map, [`super::tensor_map`]) or of a map in global memory (acquired
//! first with [`super::fence::fence_tensormap_acquire`]).
//!
//! | CuTe | here |
//! | --- | --- |
//! | `SM90_TMA_LOAD_2D::copy(desc, mbar, hint, smem, c0, c1)` | `load_2d` |
//! | `SM90_TMA_LOAD_3D::copy(..., c0, c1, c2)` | `load_3d` |
//! | `SM90_TMA_STORE_2D::copy(desc, smem, c0, c1)` | `store_2d` |
//! | `tma_store_arrive()`, `tma_store_wait<N>()` | `store_commit`, `store_wait_read` |
//! | `if (elect_one_sync()) { arrive_and_expect_tx(..); copy(tma_a, ..); copy(tma_b, ..); }` | `load_2d_pair_elected` |
//! | `prefetch_tma_descriptor(desc)` | `prefetch_descriptor` |

/// `cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes`: the box at
/// `(c0, c1)` of the tensor map at `desc` into shared memory at `dst`, completing on `bar`.
///
/// # Safety
/// `desc` is the generic address of a valid tensor map (a kernel parameter, or in global
/// memory and acquired), 64-byte aligned, whose tensor stays valid until the copy completed; `dst` is a shared address of the
/// box's bytes, aligned as the tensor map's swizzle needs (128 bytes; 1024 for a 128-byte
/// swizzle), that nobody reads or writes until `bar`'s phase completed; the phase was announced
/// these bytes.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn load_2d(desc: u64, bar: u32, dst: u32, c0: i32, c1: i32) {
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!(
            "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes \
             [{d}], [{m}, {{{c0}, {c1}}}], [{b}];",
            d = in(reg32) dst, m = in(reg64) desc, b = in(reg32) bar, c0 = in(reg32) c0,
            c1 = in(reg32) c1, options(nostack),
        )
    }
}

/// CuTe's `if (elect_one_sync()) { arrive_and_expect_tx(bar, bytes); copy(tma_a, ..);
/// copy(tma_b, ..); }` as one instruction sequence: `elect.sync` picks one lane of the warp,
/// which announces `bytes` on `bar` and issues the two boxes `a = (dst, desc, c0, c1)` and `b`
/// ([`load_2d`] each), completing on `bar`. Every lane of the warp calls it (the producer warp
/// of a pipeline). Written as one `asm!` block because ptxas issues a TMA copy once, as it is,
/// only when it sees the `elect.sync` predicate guard it; behind a branch on an elected flag it
/// wraps each copy in a loop over the distinct operands of the active lanes.
///
/// # Safety
/// As [`load_2d`] for both boxes, and as `mbarrier.arrive.expect_tx` for `bar` (a shared
/// mbarrier whose current phase expects this arrival); all 32 lanes of the warp call it.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn load_2d_pair_elected(
    bar: u32,
    bytes: u32,
    a: (u32, u64, i32, i32),
    b: (u32, u64, i32, i32),
) {
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!(
            "{{ .reg .pred p; .reg .b32 l; elect.sync l|p, 0xffffffff;",
            "@p mbarrier.arrive.expect_tx.shared::cta.b64 _, [{bar}], {n};",
            "@p cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes \
             [{da}], [{ma}, {{{a0}, {a1}}}], [{bar}];",
            "@p cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes \
             [{db}], [{mb}, {{{b0}, {b1}}}], [{bar}]; }}",
            bar = in(reg32) bar, n = in(reg32) bytes,
            da = in(reg32) a.0, ma = in(reg64) a.1, a0 = in(reg32) a.2, a1 = in(reg32) a.3,
            db = in(reg32) b.0, mb = in(reg64) b.1, b0 = in(reg32) b.2, b1 = in(reg32) b.3,
            options(nostack),
        )
    }
}

/// As [`load_2d`] for a 3-dimensional tensor map, the box at `(c0, c1, c2)`.
///
/// # Safety
/// As [`load_2d`].
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn load_3d(desc: u64, bar: u32, dst: u32, c0: i32, c1: i32, c2: i32) {
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!(
            "cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes \
             [{d}], [{m}, {{{c0}, {c1}, {c2}}}], [{b}];",
            d = in(reg32) dst, m = in(reg64) desc, b = in(reg32) bar, c0 = in(reg32) c0,
            c1 = in(reg32) c1, c2 = in(reg32) c2, options(nostack),
        )
    }
}

/// `cp.async.bulk.tensor.2d.global.shared::cta.bulk_group`: the box at `(c0, c1)` of the
/// tensor map at `desc` from shared memory at `src`; the parts outside the tensor are not
/// written.
///
/// # Safety
/// As [`load_2d`] for the tensor map; `src` holds the box, written by this thread's proxy
/// fence (`fence.proxy.async.shared::cta`, [`super::fence::fence_view_async_shared`]) and a
/// barrier before this; it is not written again before [`store_wait_read`].
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn store_2d(desc: u64, src: u32, c0: i32, c1: i32) {
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!(
            "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [{m}, {{{c0}, {c1}}}], [{s}];",
            m = in(reg64) desc, s = in(reg32) src, c0 = in(reg32) c0, c1 = in(reg32) c1,
            options(nostack),
        )
    }
}

/// CuTe's `tma_store_arrive()`: `cp.async.bulk.commit_group`, closes this thread's group of
/// bulk stores.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn store_commit() {
    // SAFETY: closes a group; accesses nothing.
    unsafe { core::arch::asm!("cp.async.bulk.commit_group;", options(nostack)) }
}

/// CuTe's `tma_store_wait<N>()`: `cp.async.bulk.wait_group.read N`, waits until at most `N` of
/// this thread's store groups still read shared memory.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn store_wait_read<const N: u32>() {
    // SAFETY: waits; accesses nothing.
    unsafe { core::arch::asm!("cp.async.bulk.wait_group.read {n};", n = const N, options(nostack)) }
}

/// `prefetch.tensormap [desc]`: brings the tensor map into the descriptor cache.
///
/// # Safety
/// `desc` is the generic address of a tensor map.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn prefetch_descriptor(desc: u64) {
    // SAFETY: the caller's contract; a prefetch changes no memory.
    unsafe { core::arch::asm!("prefetch.tensormap [{m}];", m = in(reg64) desc, options(nostack)) }
}
