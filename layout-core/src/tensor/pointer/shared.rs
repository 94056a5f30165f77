//! `ld.shared` / `st.shared` on a 32-bit shared-window address (nvptx64 only): one
//! instruction per element of 1, 2, 4, 8 or 16 bytes, chosen by the element's size at compile
//! time. Stock rustc has no shared address space for Rust pointers, so the accesses are
//! inline PTX, as in CuTe's hand-written copy atoms.

use core::arch::asm;
use core::mem::size_of;

/// Rejects element types that one shared-memory instruction cannot move (evaluated in a
/// `const` block when a shared pointer to `T` is made).
pub(super) const fn assert_width<T>() {
    assert!(
        matches!(size_of::<T>(), 1 | 2 | 4 | 8 | 16),
        "smem_ptr: elements must be 1, 2, 4, 8 or 16 bytes (one ld.shared/st.shared each)"
    );
}

/// The bits of `s` read as a `D` (the arms below call it only with `size_of::<S>() ==
/// size_of::<D>()`; the match on the size folds at compile time).
///
/// # Safety
/// `size_of::<D>() <= size_of::<S>()` and the bits are a valid `D`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn transmute_copy<S, D>(s: &S) -> D {
    // SAFETY: the caller's contract.
    unsafe { (s as *const S).cast::<D>().read_unaligned() }
}

/// Reads the `T` at the shared-window address `addr`.
///
/// # Safety
/// `addr` is the address of an initialised `T` in the block's shared memory, aligned for the
/// access width, and no other thread writes it concurrently.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(super) unsafe fn load<T: Copy>(addr: u32) -> T {
    // SAFETY (every arm): the caller's contract; the asm reads `size_of::<T>()` bytes at
    // `addr` and nothing else, and the bits are reinterpreted as `T` of the same size.
    unsafe {
        match size_of::<T>() {
            1 => {
                let v: u16;
                asm!("ld.shared.u8 {v}, [{a}];", a = in(reg32) addr, v = out(reg16) v,
                     options(readonly, nostack));
                transmute_copy(&(v as u8))
            }
            2 => {
                let v: u16;
                asm!("ld.shared.b16 {v}, [{a}];", a = in(reg32) addr, v = out(reg16) v,
                     options(readonly, nostack));
                transmute_copy(&v)
            }
            4 => {
                let v: u32;
                asm!("ld.shared.b32 {v}, [{a}];", a = in(reg32) addr, v = out(reg32) v,
                     options(readonly, nostack));
                transmute_copy(&v)
            }
            8 => {
                let v: u64;
                asm!("ld.shared.b64 {v}, [{a}];", a = in(reg32) addr, v = out(reg64) v,
                     options(readonly, nostack));
                transmute_copy(&v)
            }
            _ => {
                let (x, y, z, w): (u32, u32, u32, u32);
                asm!("ld.shared.v4.b32 {{{x}, {y}, {z}, {w}}}, [{a}];", a = in(reg32) addr,
                     x = out(reg32) x, y = out(reg32) y, z = out(reg32) z, w = out(reg32) w,
                     options(readonly, nostack));
                transmute_copy(&[x, y, z, w])
            }
        }
    }
}

/// Writes `v` at the shared-window address `addr`.
///
/// # Safety
/// `addr` is the address of a `T` in the block's shared memory, aligned for the access width,
/// and no other thread reads or writes it concurrently.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(super) unsafe fn store<T>(addr: u32, v: T) {
    // The bits move to shared memory: the value is not dropped here.
    let v = core::mem::ManuallyDrop::new(v);
    let v: &T = &v;
    // SAFETY (every arm): the caller's contract; the asm writes `size_of::<T>()` bytes at
    // `addr`, the bits of `v`.
    unsafe {
        match size_of::<T>() {
            1 => {
                let b: u8 = transmute_copy(v);
                asm!("st.shared.u8 [{a}], {v};", a = in(reg32) addr, v = in(reg16) u16::from(b),
                     options(nostack));
            }
            2 => {
                let b: u16 = transmute_copy(v);
                asm!("st.shared.b16 [{a}], {v};", a = in(reg32) addr, v = in(reg16) b,
                     options(nostack));
            }
            4 => {
                let b: u32 = transmute_copy(v);
                asm!("st.shared.b32 [{a}], {v};", a = in(reg32) addr, v = in(reg32) b,
                     options(nostack));
            }
            8 => {
                let b: u64 = transmute_copy(v);
                asm!("st.shared.b64 [{a}], {v};", a = in(reg32) addr, v = in(reg64) b,
                     options(nostack));
            }
            _ => {
                let [x, y, z, w]: [u32; 4] = transmute_copy(v);
                asm!("st.shared.v4.b32 [{a}], {{{x}, {y}, {z}, {w}}};", a = in(reg32) addr,
                     x = in(reg32) x, y = in(reg32) y, z = in(reg32) z, w = in(reg32) w,
                     options(nostack));
            }
        }
    }
}
