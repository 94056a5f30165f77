//! Warp and warpgroup control of sm_90: electing one lane (CuTe's `elect_one_sync`) and
//! moving registers between warpgroups (`setmaxnreg`, sm_90a; CUTLASS's
//! `warpgroup_reg_alloc<N>` / `warpgroup_reg_dealloc<N>`).
//!
//! `setmaxnreg` takes effect only when the kernel has a register limit at entry (the PTX
//! `.maxnreg`) and each warpgroup's role is one branch of a single `if`/`else`; otherwise
//! ptxas ignores it and says so (warning C7508).

/// CuTe's `elect_one_sync()`: `elect.sync`, true in exactly one active lane of the warp (the
/// lowest). Every active lane calls it.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn elect_one_sync() -> bool {
    let elected: u32;
    // SAFETY: a warp vote; accesses no memory.
    unsafe {
        core::arch::asm!(
            "{{ .reg .pred p; .reg .b32 lane; elect.sync lane|p, 0xffffffff; \
             selp.u32 {e}, 1, 0, p; }}",
            e = out(reg32) elected, options(nostack),
        )
    }
    elected != 0
}

/// CUTLASS's `warpgroup_reg_alloc<N>()`: `setmaxnreg.inc.sync.aligned.u32 N`, raises this
/// warpgroup's registers a thread to `N` (24 to 256, a multiple of 8). Every thread of the
/// warpgroup calls it.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn warpgroup_reg_alloc<const N: u32>() {
    const {
        assert!(
            N >= 24 && N <= 256 && N % 8 == 0,
            "setmaxnreg takes 24..=256, a multiple of 8"
        )
    };
    // SAFETY: register allocation of the warpgroup; accesses no memory.
    unsafe {
        core::arch::asm!("setmaxnreg.inc.sync.aligned.u32 {n};", n = const N, options(nostack))
    }
}

/// CUTLASS's `warpgroup_reg_dealloc<N>()`: `setmaxnreg.dec.sync.aligned.u32 N`, lowers this
/// warpgroup's registers a thread to `N`, returning the rest to the pool.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn warpgroup_reg_dealloc<const N: u32>() {
    const {
        assert!(
            N >= 24 && N <= 256 && N % 8 == 0,
            "setmaxnreg takes 24..=256, a multiple of 8"
        )
    };
    // SAFETY: register allocation of the warpgroup; accesses no memory.
    unsafe {
        core::arch::asm!("setmaxnreg.dec.sync.aligned.u32 {n};", n = const N, options(nostack))
    }
}
