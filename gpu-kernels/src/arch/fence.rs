//! Proxy fences (sm_90): the tensor cores (`wgmma`) and the bulk copy engine (TMA) access
//! shared memory through the *async proxy*; what ordinary instructions (the *generic proxy*:
//! `st.shared`, `stmatrix`, `cp.async`) wrote there is visible to them only after a proxy fence
//! in the writing thread and then a barrier.
//!
//! | CuTe | here |
//! | --- | --- |
//! | `fence_view_async_shared()` | `fence_view_async_shared` |
//! | `tma_descriptor_fence_acquire(desc)` | `fence_tensormap_acquire` |

/// CuTe's `fence_view_async_shared()`: `fence.proxy.async.shared::cta`, orders this thread's
/// generic-proxy accesses of shared memory before the async-proxy accesses that follow a
/// barrier.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn fence_view_async_shared() {
    // SAFETY: a fence; accesses nothing.
    unsafe { core::arch::asm!("fence.proxy.async.shared::cta;", options(nostack)) }
}

/// CuTe's `tma_descriptor_fence_acquire`: `fence.proxy.tensormap::generic.acquire.gpu [desc],
/// 128;`, makes the 128-byte tensor map at generic address `desc` (in global memory, written
/// through the generic proxy, e.g. by a host copy) visible to the TMA units' reads of it (the
/// tensormap proxy). Needs PTX ISA 8.3.
///
/// # Safety
/// `desc` is the generic address of a 128-byte, 64-byte aligned tensor map.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn fence_tensormap_acquire(desc: u64) {
    // SAFETY: the caller's contract; a fence on the tensor map's bytes.
    unsafe {
        core::arch::asm!("fence.proxy.tensormap::generic.acquire.gpu [{d}], 128;",
            d = in(reg64) desc, options(nostack))
    }
}
