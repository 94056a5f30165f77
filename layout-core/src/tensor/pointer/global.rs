//! `ld.global` / `st.global` of one vector (nvptx64 only): 1, 2, 4, 8 or 16 bytes in one
//! instruction, chosen by the vector's size at compile time (`.v4.b32` for 16 bytes, as nvcc
//! emits for CuTe's `UniversalCopy<uint128_t>`). Inline PTX, so the access is in the global
//! state space and as wide as asked, whatever LLVM proves about the pointer.

use core::arch::asm;
use core::mem::size_of;

/// The bits of `s` read as a `D` (called only with `size_of::<S>() == size_of::<D>()`).
///
/// # Safety
/// `size_of::<D>() <= size_of::<S>()` and the bits are a valid `D`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn transmute_copy<S, D>(s: &S) -> D {
    // SAFETY: the caller's contract.
    unsafe { (s as *const S).cast::<D>().read_unaligned() }
}

/// Reads the `R` at the global address `p`.
///
/// # Safety
/// `p` is valid for reads of `size_of::<R>()` bytes, aligned to it, and `R` is 1, 2, 4, 8 or
/// 16 bytes of plain bits.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(in crate::tensor) unsafe fn global_load<R: Copy>(p: *const u8) -> R {
    // SAFETY (every arm): the caller's contract; the asm reads `size_of::<R>()` bytes at `p`.
    // Not `pure`: a load stays where the kernel issues it, so all of a thread's loads are in
    // flight before the first use.
    unsafe {
        match size_of::<R>() {
            1 => {
                let v: u16;
                asm!("ld.global.u8 {v}, [{p}];", p = in(reg64) p, v = out(reg16) v,
                     options(readonly, nostack));
                transmute_copy(&(v as u8))
            }
            2 => {
                let v: u16;
                asm!("ld.global.b16 {v}, [{p}];", p = in(reg64) p, v = out(reg16) v,
                     options(readonly, nostack));
                transmute_copy(&v)
            }
            4 => {
                let v: u32;
                asm!("ld.global.b32 {v}, [{p}];", p = in(reg64) p, v = out(reg32) v,
                     options(readonly, nostack));
                transmute_copy(&v)
            }
            8 => {
                let (x, y): (u32, u32);
                asm!("ld.global.v2.b32 {{{x}, {y}}}, [{p}];", p = in(reg64) p,
                     x = out(reg32) x, y = out(reg32) y, options(readonly, nostack));
                transmute_copy(&[x, y])
            }
            _ => {
                let (x, y, z, w): (u32, u32, u32, u32);
                asm!("ld.global.v4.b32 {{{x}, {y}, {z}, {w}}}, [{p}];", p = in(reg64) p,
                     x = out(reg32) x, y = out(reg32) y, z = out(reg32) z, w = out(reg32) w,
                     options(readonly, nostack));
                transmute_copy(&[x, y, z, w])
            }
        }
    }
}

/// Writes `v` at the global address `p`.
///
/// # Safety
/// `p` is valid for writes of `size_of::<R>()` bytes, aligned to it, and `R` is 1, 2, 4, 8 or
/// 16 bytes of plain bits.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(in crate::tensor) unsafe fn global_store<R: Copy>(p: *mut u8, v: R) {
    let v: &R = &v;
    // SAFETY (every arm): the caller's contract; the asm writes the bits of `v` at `p`.
    unsafe {
        match size_of::<R>() {
            1 => {
                let b: u8 = transmute_copy(v);
                asm!("st.global.u8 [{p}], {v};", p = in(reg64) p, v = in(reg16) u16::from(b),
                     options(nostack));
            }
            2 => {
                let b: u16 = transmute_copy(v);
                asm!("st.global.b16 [{p}], {v};", p = in(reg64) p, v = in(reg16) b,
                     options(nostack));
            }
            4 => {
                let b: u32 = transmute_copy(v);
                asm!("st.global.b32 [{p}], {v};", p = in(reg64) p, v = in(reg32) b,
                     options(nostack));
            }
            8 => {
                let [x, y]: [u32; 2] = transmute_copy(v);
                asm!("st.global.v2.b32 [{p}], {{{x}, {y}}};", p = in(reg64) p,
                     x = in(reg32) x, y = in(reg32) y, options(nostack));
            }
            _ => {
                let [x, y, z, w]: [u32; 4] = transmute_copy(v);
                asm!("st.global.v4.b32 [{p}], {{{x}, {y}, {z}, {w}}};", p = in(reg64) p,
                     x = in(reg32) x, y = in(reg32) y, z = in(reg32) z, w = in(reg32) w,
                     options(nostack));
            }
        }
    }
}
