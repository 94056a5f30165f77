//! What a copy operation does when it runs (CuTe's `Copy_Traits<OP>::copy` / `OP::copy`): one
//! thread moves one group of values, the atom's values, from a source engine to a destination
//! engine. The copy algorithm ([`copy`](super::copy)) calls it once per group.
//!
//! | operation | moves one group with | engines |
//! |-----------|----------------------|---------|
//! | [`UniversalCopy<R>`] (`R` = `u8` ... `u128`) | one `R`-wide load and one `R`-wide store (`ld.global.v4.b32` / `st.global.v4.b32` for 128 bits of global memory) | any ([`VectorEngine`]) |
//! | [`SM80_CP_ASYNC_CACHEALWAYS<R>`], [`SM80_CP_ASYNC_CACHEGLOBAL<u128>`] | `cp.async.ca` / `cp.async.cg` (in flight until [`cp_async_wait`]) | global to shared |
//! | the `_ZFILL` forms | as above; under a false predicate the destination is zero-filled (source size 0) | global to shared |
//! | [`DefaultCopy`], [`AutoVectorizingCopy`] | one element assignment | any |
//!
//! On the host the asynchronous copies are plain copies, and [`cp_async_fence`] and
//! [`cp_async_wait`] do nothing, so kernels run in CPU emulation unchanged.
//!
//! ```
//! use layout_core::prelude::*;
//! use layout_core::atom::CopyInstruction;
//! let src = [1_u16, 2, 3, 4];
//! let mut dst = [0_u16; 4];
//! // SAFETY: elements 0..4 of both slices.
//! unsafe { <UniversalCopy<u64> as CopyInstruction<&[u16], &mut [u16]>>::execute(&&src[..], 0, &mut &mut dst[..], 0) };
//! assert_eq!(dst, [1, 2, 3, 4]);
//! ```

#![allow(unsafe_code)]
#![deny(clippy::undocumented_unsafe_blocks)]

use super::copy::{AutoVectorizingCopy, CopyTraits, DefaultCopy, UniversalCopy};
use super::copy_sm80::{
    SM80_CP_ASYNC_CACHEALWAYS, SM80_CP_ASYNC_CACHEALWAYS_ZFILL, SM80_CP_ASYNC_CACHEGLOBAL,
    SM80_CP_ASYNC_CACHEGLOBAL_ZFILL,
};
use crate::tensor::{
    CopyBits, Engine, EngineMut, GmemPtr, SharedEngine, SmemPtr, VectorEngine, VectorEngineMut,
};

/// A copy operation that runs from engine `SE` to engine `DE` (CuTe's `Copy_Traits<OP>` with
/// its `copy` member): how one thread moves the values of one atom.
pub trait CopyInstruction<SE: Engine, DE: EngineMut>: CopyTraits {
    /// Moves one group: the atom's values starting at source offset `s` to the destination
    /// from offset `d`.
    ///
    /// # Safety
    /// Every element of the group was admitted by its engine ([`Engine::admit`]); the group's
    /// elements are consecutive in both engines; for global and shared memory the first one is
    /// aligned to the group's size in bytes.
    unsafe fn execute(src: &SE, s: isize, dst: &mut DE, d: isize);

    /// The values of a group that lie consecutively in the destination: the whole group
    /// (`i32::MAX`, the default) for a vector or element copy, one 32-bit register's for the
    /// `ldmatrix` loads (CuTe's `recast` of the destination to the atom's `DRegisters`).
    const DST_RUN: i32 = i32::MAX;

    /// [`CopyInstruction::execute`] whose destination is runs of [`CopyInstruction::DST_RUN`]
    /// values starting at the offsets `d` (one run, `d[0]`, unless the atom says otherwise).
    ///
    /// # Safety
    /// As [`CopyInstruction::execute`], for each run of the destination.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn execute_runs(src: &SE, s: isize, dst: &mut DE, d: &[isize]) {
        // SAFETY: the caller's contract (one run: the whole group at `d[0]`).
        unsafe { Self::execute(src, s, dst, d[0]) }
    }

    /// [`CopyInstruction::execute`] under a predicate (CuTe's `copy_atom.with(pred)`): nothing
    /// happens when `pred` is false, except for the zero-filling forms, which write zeros.
    ///
    /// # Safety
    /// As [`CopyInstruction::execute`] when `pred` is true; when it is false, as for the
    /// destination only (zero-filling forms) or nothing.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn execute_if(pred: bool, src: &SE, s: isize, dst: &mut DE, d: isize) {
        if pred {
            // SAFETY: the caller's contract.
            unsafe { Self::execute(src, s, dst, d) }
        }
    }
}

impl<R, SE, DE> CopyInstruction<SE, DE> for UniversalCopy<R, R>
where
    R: CopyBits,
    SE: VectorEngine,
    DE: VectorEngineMut<Value = SE::Value>,
    Self: CopyTraits,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn execute(src: &SE, s: isize, dst: &mut DE, d: isize) {
        // SAFETY: the caller's contract (the vector's elements admitted and aligned).
        unsafe { dst.store_vector::<R>(d, src.load_vector::<R>(s)) }
    }
}

macro_rules! element_copy {
    ($($Op:ty),*) => {$(
        impl<SE, DE> CopyInstruction<SE, DE> for $Op
        where
            SE: Engine,
            SE::Value: Copy,
            DE: EngineMut<Value = SE::Value>,
        {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn execute(src: &SE, s: isize, dst: &mut DE, d: isize) {
                // SAFETY: the caller's contract (both offsets admitted).
                unsafe { dst.write(d, src.read(s)) }
            }
        }
    )*};
}
element_copy!(DefaultCopy, AutoVectorizingCopy);

/// `cp.async.{ca,cg}.shared.global.L2::128B [d], [s], BYTES, SRC_BYTES;` on the GPU (CuTe's
/// form, with its 128-byte L2 prefetch hint), a plain copy (or zero fill) on the host.
///
/// # Safety
/// The vector's elements were admitted, and both ends are aligned to `size_of::<R>()`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn cp_async<R: CopyBits, T: Copy, const CG: bool>(
    src: &GmemPtr<T>,
    s: isize,
    dst: SmemPtr<T>,
    fill: bool,
) {
    #[cfg(target_arch = "nvptx64")]
    {
        let sp = src.get().wrapping_offset(s).cast_const();
        let dp = dst.address();
        let src_bytes: u32 = if fill {
            core::mem::size_of::<R>() as u32
        } else {
            0
        };
        macro_rules! cp {
            ($cache:literal, $n:literal) => {
                core::arch::asm!(
                    concat!("cp.async.", $cache, ".shared.global.L2::128B [{d}], [{s}], ", $n, ", {z};"),
                    d = in(reg32) dp, s = in(reg64) sp, z = in(reg32) src_bytes,
                    options(nostack),
                )
            };
        }
        // SAFETY: the caller's contract: a valid, aligned global source (not read when
        // `src_bytes` is 0) and shared destination of `size_of::<R>()` bytes.
        unsafe {
            match (CG, core::mem::size_of::<R>()) {
                (true, _) => cp!("cg", "16"),
                (false, 4) => cp!("ca", "4"),
                (false, 8) => cp!("ca", "8"),
                _ => cp!("ca", "16"),
            }
        }
    }
    #[cfg(not(target_arch = "nvptx64"))]
    {
        let v = if fill {
            // SAFETY: the caller's contract.
            unsafe { src.load_vector::<R>(s) }
        } else {
            R::default()
        };
        let mut dst = dst;
        // SAFETY: the caller's contract.
        unsafe { dst.store_vector::<R>(0, v) }
    }
}

macro_rules! cp_async_op {
    ($($Op:ident, $cg:literal, $zfill:literal;)*) => {$(
        impl<R: CopyBits, T: Copy, DE> CopyInstruction<GmemPtr<T>, DE> for $Op<R, R>
        where
            Self: CopyTraits,
            DE: SharedEngine<Value = T> + EngineMut,
        {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn execute(src: &GmemPtr<T>, s: isize, dst: &mut DE, d: isize) {
                // SAFETY: the caller's contract.
                unsafe { cp_async::<R, T, $cg>(src, s, dst.shared_at(d, core::mem::size_of::<R>() / core::mem::size_of::<T>()), true) }
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn execute_if(pred: bool, src: &GmemPtr<T>, s: isize, dst: &mut DE, d: isize) {
                if $zfill {
                    // SAFETY: the caller's contract; the source is not read when `pred` is false.
                    unsafe { cp_async::<R, T, $cg>(src, s, dst.shared_at(d, core::mem::size_of::<R>() / core::mem::size_of::<T>()), pred) }
                } else if pred {
                    // SAFETY: the caller's contract.
                    unsafe { cp_async::<R, T, $cg>(src, s, dst.shared_at(d, core::mem::size_of::<R>() / core::mem::size_of::<T>()), true) }
                }
            }
        }
    )*};
}
cp_async_op! {
    SM80_CP_ASYNC_CACHEALWAYS, false, false;
    SM80_CP_ASYNC_CACHEALWAYS_ZFILL, false, true;
    SM80_CP_ASYNC_CACHEGLOBAL, true, false;
    SM80_CP_ASYNC_CACHEGLOBAL_ZFILL, true, true;
}

/// CuTe's `cp_async_fence()`: closes the group of the `cp.async` copies this thread issued
/// since the last fence (`cp.async.commit_group`). Nothing on the host.
///
/// ```
/// layout_core::atom::cp_async_fence();
/// layout_core::atom::cp_async_wait::<0>();
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn cp_async_fence() {
    #[cfg(target_arch = "nvptx64")]
    // SAFETY: no operands; it only closes a group.
    unsafe {
        core::arch::asm!("cp.async.commit_group;", options(nostack))
    }
}

/// CuTe's `cp_async_wait<N>()`: waits until at most `N` of this thread's `cp.async` groups are
/// in flight (`cp.async.wait_group N`); what other threads copied is visible after a barrier
/// too. Nothing on the host (the copies there are done when issued). Example at
/// [`cp_async_fence`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn cp_async_wait<const N: u32>() {
    #[cfg(target_arch = "nvptx64")]
    // SAFETY: it only waits.
    unsafe {
        core::arch::asm!("cp.async.wait_group {n};", n = const N, options(nostack))
    }
}
