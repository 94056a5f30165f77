//! Global memory accesses: 16-byte vectors and single elements.
//!
//! On the GPU a vector access is one `ld.global.nc.v4.u32` / `st.global.v4.u32` (inline PTX,
//! so the access is 128 bits wide and in the global state space whatever the optimiser
//! proves); the [`Generic`] flavour leaves the choice to LLVM (plain Rust reads and writes),
//! for comparison. On the host both are plain reads and writes.

/// Sixteen bytes, aligned to sixteen: the unit of a vectorised access.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C, align(16))]
pub struct Vec16(pub [u32; 4]);

/// How a kernel reads and writes its 16-byte vectors.
pub trait Access: Copy + 'static {
    /// Reads the vector at `p`.
    ///
    /// # Safety
    /// `p` must be valid for a 16-byte read, 16-byte aligned, and not written during the kernel.
    unsafe fn load(p: *const Vec16) -> Vec16;
    /// Writes `v` at `p`.
    ///
    /// # Safety
    /// `p` must be valid for a 16-byte write and 16-byte aligned.
    unsafe fn store(p: *mut Vec16, v: Vec16);
}

/// Inline PTX: non-coherent (read-only path) global loads, global stores, 128 bits each.
#[derive(Clone, Copy, Debug, Default)]
pub struct GlobalNc;

/// Inline PTX with streaming hints: `ld.global.nc.L1::no_allocate` loads (no L1 line kept) and
/// `st.global.cs` stores (evict-first), for data touched once.
#[derive(Clone, Copy, Debug, Default)]
pub struct Streaming;

/// Inline PTX: `ld.global.L1::no_allocate` loads (no L1 line kept; coherent path), global
/// stores. For a prefetch into registers that must stay where the kernel issues it: ptxas keeps
/// loads that carry an L1 cache qualifier in place, while it may sink a plain or `.nc` load past
/// the work that follows it to its first use (seen with ptxas 13.0 on `sgemm_2`'s written-out
/// k steps: the next k-tile's loads went to the end of the iteration, a stall per k-tile).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoAllocate;

/// Plain Rust reads and writes of [`Vec16`]; LLVM picks the instruction.
#[derive(Clone, Copy, Debug, Default)]
pub struct Generic;

impl Access for Generic {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn load(p: *const Vec16) -> Vec16 {
        // SAFETY: the caller's contract.
        unsafe { p.read() }
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn store(p: *mut Vec16, v: Vec16) {
        // SAFETY: the caller's contract.
        unsafe { p.write(v) }
    }
}

/// Host: every flavour is a plain read or write.
#[cfg(not(target_arch = "nvptx64"))]
macro_rules! ptx_access {
    ($ty:ty, $load:literal, $store:literal) => {
        impl Access for $ty {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn load(p: *const Vec16) -> Vec16 {
                // SAFETY: the caller's contract.
                unsafe { p.read() }
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn store(p: *mut Vec16, v: Vec16) {
                // SAFETY: the caller's contract.
                unsafe { p.write(v) }
            }
        }
    };
}

/// GPU: one inline PTX instruction per access (`$load` / `$store` are the opcodes).
#[cfg(target_arch = "nvptx64")]
macro_rules! ptx_access {
    ($ty:ty, $load:literal, $store:literal) => {
        impl Access for $ty {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn load(p: *const Vec16) -> Vec16 {
                let (x, y, z, w): (u32, u32, u32, u32);
                // SAFETY: the caller guarantees a valid, aligned, read-only global address.
                unsafe {
                    core::arch::asm!(
                        concat!($load, " {{{x}, {y}, {z}, {w}}}, [{p}];"),
                        x = out(reg32) x, y = out(reg32) y, z = out(reg32) z, w = out(reg32) w,
                        p = in(reg64) p,
                        // not `pure`: the load stays where the kernel issues it (LLVM sinks a
                        // pure load to its first use, which turns a prefetch into a stall)
                        options(readonly, nostack),
                    );
                }
                Vec16([x, y, z, w])
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn store(p: *mut Vec16, v: Vec16) {
                // SAFETY: the caller guarantees a valid, aligned global address.
                unsafe {
                    core::arch::asm!(
                        concat!($store, " [{p}], {{{x}, {y}, {z}, {w}}};"),
                        p = in(reg64) p,
                        x = in(reg32) v.0[0], y = in(reg32) v.0[1],
                        z = in(reg32) v.0[2], w = in(reg32) v.0[3],
                        options(nostack),
                    );
                }
            }
        }
    };
}

ptx_access!(GlobalNc, "ld.global.nc.v4.u32", "st.global.v4.u32");
ptx_access!(
    NoAllocate,
    "ld.global.L1::no_allocate.v4.u32",
    "st.global.v4.u32"
);
ptx_access!(
    Streaming,
    "ld.global.nc.L1::no_allocate.v4.u32",
    "st.global.cs.v4.u32"
);
