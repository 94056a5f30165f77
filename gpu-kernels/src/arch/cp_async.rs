//! `cp.async`: asynchronous 16-byte copies from global to shared memory (SM80), grouped by
//! `commit_group` and waited for with `wait_group` (CuTe's `cp_async_fence`, `cp_async_wait`).
//!
//! A thread's copies are in flight until it waits for their group; what other threads copied
//! is visible to a thread only after it waited for its own groups *and* a barrier.

/// CuTe's `SM80_CP_ASYNC_CACHEALWAYS<uint128_t>`: copies 16 bytes from `src` (global) to the
/// shared address `dst`, through L1 (`cp.async.ca`).
///
/// # Safety
/// `src` is valid for a 16-byte read and 16-byte aligned; `dst` is a 16-byte aligned shared
/// address this thread may write; nothing reads `dst` before the copy's group was waited for.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn cp_async_ca_16(dst: u32, src: *const u8) {
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!(
            "cp.async.ca.shared.global [{d}], [{s}], 16;",
            d = in(reg32) dst, s = in(reg64) src,
            options(nostack),
        );
    }
}

/// CuTe's `SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>`: as [`cp_async_ca_16`], bypassing L1
/// (`cp.async.cg`).
///
/// # Safety
/// As [`cp_async_ca_16`].
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn cp_async_cg_16(dst: u32, src: *const u8) {
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!(
            "cp.async.cg.shared.global [{d}], [{s}], 16;",
            d = in(reg32) dst, s = in(reg64) src,
            options(nostack),
        );
    }
}

/// CuTe's `cp_async_fence()`: closes the group of the copies this thread issued since the last
/// one (`cp.async.commit_group`).
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn cp_async_fence() {
    // SAFETY: no operands; orders nothing by itself.
    unsafe { core::arch::asm!("cp.async.commit_group;", options(nostack)) }
}

/// CuTe's `cp_async_wait<N>()`: waits until at most `N` of this thread's groups are still in
/// flight (`cp.async.wait_group N`).
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn cp_async_wait<const N: u32>() {
    // SAFETY: waits; the shared memory the groups wrote is readable by this thread after it.
    unsafe { core::arch::asm!("cp.async.wait_group {n};", n = const N, options(nostack)) }
}

/// CuTe's `SM80_CP_ASYNC_CACHEALWAYS_ZFILL<uint128_t>`: as [`cp_async_ca_16`], copying the
/// first `src_bytes` bytes of `src` and zero-filling the rest of the 16 (`cp.async.ca` with a
/// source size); with `src_bytes == 0` (CuTe's false predicate) the 16 bytes at `dst` are
/// zeroed by a shared store and `src` is not read (it may point anywhere).
///
/// # Safety
/// `dst` is a 16-byte aligned shared address this thread may write; `src_bytes <= 16`, and
/// when it is not 0, `src` is 16-byte aligned and valid for a read of `src_bytes` bytes;
/// nothing reads `dst` before the copy's group was waited for.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn cp_async_ca_16_zfill(dst: u32, src: *const u8, src_bytes: u32) {
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!(
            // indented: a `}` at the start of a PTX line ends the function for line readers
            "\t{{",
            "\t.reg .pred p;",
            "\tsetp.ne.u32 p, {n}, 0;",
            "\t@p cp.async.ca.shared.global [{d}], [{s}], 16, {n};",
            "\t@!p st.shared.v4.u32 [{d}], {{0, 0, 0, 0}};",
            "\t}}",
            d = in(reg32) dst, s = in(reg64) src, n = in(reg32) src_bytes,
            options(nostack),
        );
    }
}
