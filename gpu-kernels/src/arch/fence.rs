//! Proxy fences (sm_90): the tensor cores (`wgmma`) and the bulk copy engine (TMA) access
//! shared memory through the *async proxy*; what ordinary instructions (the *generic proxy*:
//! `st.shared`, `stmatrix`, `cp.async`) wrote there is visible to them only after a proxy fence
//! in the writing thread and then a barrier.
//!
//! | CuTe | here |
//! | --- | --- |
//! | `fence_view_async_shared()` | [`fence_view_async_shared`] |

/// CuTe's `fence_view_async_shared()`: `fence.proxy.async.shared::cta`, orders this thread's
/// generic-proxy accesses of shared memory before the async-proxy accesses that follow a
/// barrier.
#[cfg(target_arch = "nvptx64")]
#[inline(always)]
pub fn fence_view_async_shared() {
    // SAFETY: a fence; accesses nothing.
    unsafe { core::arch::asm!("fence.proxy.async.shared::cta;", options(nostack)) }
}
