//! Block barriers: `bar.sync 0` (CUDA's `__syncthreads()`) and the named barriers `bar.sync id,
//! n` / `bar.arrive id, n` (CUTLASS's `NamedBarrier`), by which groups of warps meet without
//! stopping the whole block (a producer warp group arriving where the consumers wait).
//!
//! A barrier orders memory as `__syncthreads()` does: shared-memory writes before it are
//! visible to every thread that waited on it. On the host they are the emulator's barriers
//! (`gpu_host::emulate`), where a thread that has returned counts as arrived at `block_sync`,
//! as on the GPU.
//!
//! Barrier 0 is [`block_sync`]'s; the named ones are 1 to 15 (an `ID` outside `0..16` is a
//! compile error). `threads` is a multiple of the warp size, and every warp that takes part
//! counts all its threads: the emulator checks both.

/// CUDA's `__syncthreads()` (`bar.sync 0`): every thread of the block waits here, and shared-
/// memory writes before it are visible to every thread after it.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn block_sync() {
    #[cfg(target_arch = "nvptx64")]
    // SAFETY: a block-wide barrier; every thread of the block reaches it (kernels call it
    // outside thread-dependent branches).
    unsafe {
        core::arch::nvptx::_syncthreads()
    }
    #[cfg(not(target_arch = "nvptx64"))]
    (super::emulation::current().barrier)(0, None, true)
}

/// `bar.sync ID, threads`: waits until `threads` threads (a multiple of 32) have arrived at
/// barrier `ID`, by this call or by [`named_barrier_arrive`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn named_barrier_sync<const ID: u32>(threads: u32) {
    const { assert!(ID < 16, "barrier ids are 0 to 15") };
    #[cfg(target_arch = "nvptx64")]
    // SAFETY: a barrier among the `threads` threads that name it; touches no memory itself.
    unsafe {
        core::arch::asm!("bar.sync {id}, {n};", id = const ID, n = in(reg32) threads,
            options(nostack))
    }
    #[cfg(not(target_arch = "nvptx64"))]
    (super::emulation::current().barrier)(ID, Some(threads), true)
}

/// `bar.arrive ID, threads`: counts this thread's arrival at barrier `ID` and goes on (the
/// producer's side of a named barrier; the consumers wait with [`named_barrier_sync`]).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn named_barrier_arrive<const ID: u32>(threads: u32) {
    const { assert!(ID < 16, "barrier ids are 0 to 15") };
    #[cfg(target_arch = "nvptx64")]
    // SAFETY: an arrival; touches no memory itself.
    unsafe {
        core::arch::asm!("bar.arrive {id}, {n};", id = const ID, n = in(reg32) threads,
            options(nostack))
    }
    #[cfg(not(target_arch = "nvptx64"))]
    (super::emulation::current().barrier)(ID, Some(threads), false)
}
