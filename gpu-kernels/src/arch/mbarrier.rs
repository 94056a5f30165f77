//! `mbarrier`: shared-memory barriers of Hopper (sm_90) that count arrivals and, for the
//! bulk copies, bytes (CUTLASS's `ClusterBarrier` and `ClusterTransactionBarrier`,
//! `include/cutlass/arch/barrier.h`).
//!
//! A barrier is 8 bytes of shared memory (8-byte aligned), addressed by its 32-bit shared-window
//! address. It completes a *phase* when the expected number of threads arrived and every byte a
//! copy announced (`arrive_expect_tx`) landed; the phases alternate parity 0, 1, 0, ...
//! A thread waits for the phase of a given parity with `wait` (CuTe's `wait(bar, phase)`):
//! `try_wait.parity` returns once the phase with that parity has completed.
//!
//! | CUTLASS | here |
//! | --- | --- |
//! | `ClusterBarrier::init(&bar, count)` | `init` |
//! | `fence_barrier_init()` | `fence_init` |
//! | `ClusterBarrier::arrive(&bar)` | `arrive` |
//! | `ClusterTransactionBarrier::arrive_and_expect_tx(&bar, bytes)` | `arrive_expect_tx` |
//! | `ClusterTransactionBarrier::expect_transaction(&bar, bytes)` | `expect_tx` |
//! | `ClusterBarrier::try_wait(&bar, phase)` | `try_wait` |
//! | `ClusterBarrier::wait(&bar, phase)` | `wait` |

/// `mbarrier.init.shared::cta.b64 [bar], count`: a barrier expecting `count` arrivals a phase,
/// in phase 0.
///
/// # Safety
/// `bar` is an 8-byte aligned shared address of 8 bytes no one else uses as anything but this
/// barrier; no thread uses it before [`fence_init`] and a block barrier followed.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn init(bar: u32, count: u32) {
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!("mbarrier.init.shared::cta.b64 [{b}], {c};", b = in(reg32) bar,
            c = in(reg32) count, options(nostack))
    }
}

/// `fence.mbarrier_init.release.cluster`: makes the initialisations of this thread visible
/// (to the copy engine and the cluster) before a block barrier.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn fence_init() {
    // SAFETY: a fence; accesses nothing.
    unsafe { core::arch::asm!("fence.mbarrier_init.release.cluster;", options(nostack)) }
}

/// `mbarrier.arrive.shared::cta.b64 _, [bar]`: this thread arrives.
///
/// # Safety
/// `bar` is an initialised barrier; the phase still expects this arrival.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn arrive(bar: u32) {
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!("mbarrier.arrive.shared::cta.b64 _, [{b}];", b = in(reg32) bar,
            options(nostack))
    }
}

/// `mbarrier.arrive.expect_tx.shared::cta.b64 _, [bar], bytes`: this thread arrives and
/// announces `bytes` that copies (`cp.async.bulk` completing on `bar`) will deliver in this
/// phase. Issue it before the copies.
///
/// # Safety
/// As [`arrive`]; the copies of this phase deliver exactly the bytes announced.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn arrive_expect_tx(bar: u32, bytes: u32) {
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!("mbarrier.arrive.expect_tx.shared::cta.b64 _, [{b}], {n};",
            b = in(reg32) bar, n = in(reg32) bytes, options(nostack))
    }
}

/// `mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [bar], bytes`: announces `bytes` without
/// arriving.
///
/// # Safety
/// As [`arrive_expect_tx`].
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn expect_tx(bar: u32, bytes: u32) {
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!("mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [{b}], {n};",
            b = in(reg32) bar, n = in(reg32) bytes, options(nostack))
    }
}

/// `mbarrier.try_wait.parity.shared::cta.b64`: whether the phase of parity `phase` (0 or 1)
/// has completed; the instruction itself waits a while (a hardware time limit) before it says
/// no.
///
/// # Safety
/// `bar` is an initialised barrier.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn try_wait(bar: u32, phase: u32) -> bool {
    let done: u32;
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!(
            "{{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [{b}], {ph}; \
             selp.u32 {d}, 1, 0, p; }}",
            d = out(reg32) done, b = in(reg32) bar, ph = in(reg32) phase,
            options(nostack),
        )
    }
    done != 0
}

/// Waits until the phase of parity `phase` of `bar` has completed (a loop over [`try_wait`];
/// what the arrivals and copies of that phase wrote is then visible to this thread).
///
/// # Safety
/// As [`try_wait`]; the phase completes (or this thread waits forever).
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn wait(bar: u32, phase: u32) {
    // SAFETY: the caller's contract.
    while !unsafe { try_wait(bar, phase) } {}
}
