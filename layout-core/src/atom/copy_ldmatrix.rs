//! What the four-matrix `ldmatrix` loads do when they run (CuTe's `SM75_U32x4_LDSM_N::copy`,
//! `SM75_U16x8_LDSM_T::copy`): every lane of a warp gives the shared-memory address of one
//! 16-byte row (its group of 8 source values) and receives 4 registers of two 16-bit values
//! each (its 8 destination values, in 4 runs of 2: CuTe's `recast<uint32_t>` of the
//! destination). Matrix `j` is made of the rows of lanes `8j .. 8j + 8`.
//!
//! | atom | instruction | register `j` of lane `t` holds |
//! |------|-------------|--------------------------------|
//! | [`SM75_U32x4_LDSM_N`] | `ldmatrix.sync.aligned.m8n8.x4.shared.b16` | row `t / 4`, columns `2 (t % 4)`, `+1` of matrix `j` |
//! | [`SM75_U16x8_LDSM_T`] | `ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16` | rows `2 (t % 4)`, `+1`, column `t / 4` of matrix `j` |
//!
//! On the host (the block emulator, `gpu_host::emulate`) the lanes exchange their row addresses
//! ([`warp_emulation`](super::warp_emulation)) and each reads its values from the rows. The one-
//! and two-matrix loads (whose source and destination groups differ in size) do not run.

#![allow(unsafe_code)]
#![deny(clippy::undocumented_unsafe_blocks)]

use super::copy_instruction::CopyInstruction;
use super::copy_sm75::{SM75_U16x8_LDSM_T, SM75_U32x4_LDSM_N};
use crate::tensor::{EngineMut, SharedEngine, SmemPtr};

/// A 16-bit value moved by `ldmatrix` (its bits).
pub trait LdsmValue: Copy {
    /// The value of the bits `b`.
    fn from_bits16(b: u16) -> Self;
}
impl LdsmValue for crate::numeric::f16 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_bits16(b: u16) -> Self {
        Self::from_bits(b)
    }
}
impl LdsmValue for crate::numeric::bf16 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_bits16(b: u16) -> Self {
        Self::from_bits(b)
    }
}
impl LdsmValue for u16 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_bits16(b: u16) -> Self {
        b
    }
}
impl LdsmValue for i16 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_bits16(b: u16) -> Self {
        b as i16
    }
}

/// `ldmatrix.x4` (`TRANS`: `.trans`) with this lane's row at `src`: the four registers.
///
/// # Safety
/// Every lane of the warp calls it; each lane's row of 8 elements lies in shared memory,
/// 16-byte aligned.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn ldsm_x4<T: Copy, const TRANS: bool>(src: SmemPtr<T>) -> [u32; 4] {
    #[cfg(target_arch = "nvptx64")]
    {
        let addr = src.address();
        let (r0, r1, r2, r3): (u32, u32, u32, u32);
        macro_rules! ldsm {
            ($trans:literal) => {
                // SAFETY: the caller's contract: the warp's rows lie in shared memory.
                unsafe {
                    core::arch::asm!(
                        concat!("ldmatrix.sync.aligned.m8n8.x4", $trans, ".shared.b16 ",
                            "{{{r0}, {r1}, {r2}, {r3}}}, [{a}];"),
                        a = in(reg32) addr, r0 = out(reg32) r0, r1 = out(reg32) r1,
                        r2 = out(reg32) r2, r3 = out(reg32) r3,
                        options(readonly, nostack),
                    )
                }
            };
        }
        if TRANS {
            ldsm!(".trans")
        } else {
            ldsm!("")
        }
        [r0, r1, r2, r3]
    }
    #[cfg(not(target_arch = "nvptx64"))]
    {
        let em = super::warp_emulation::current();
        let lane = (em.lane)() as usize;
        let row = src.get() as usize as u64;
        let mut rows = [0_u32; 64];
        (em.all_gather)(&[row as u32, (row >> 32) as u32], &mut rows);
        let row_of =
            |l: usize| (u64::from(rows[2 * l]) | (u64::from(rows[2 * l + 1]) << 32)) as usize;
        // SAFETY: the caller's contract: every lane's row is 8 readable 16-bit elements.
        let read = |l: usize, col: usize| unsafe { (row_of(l) as *const u16).add(col).read() };
        let mut r = [0_u32; 4];
        for (j, rj) in r.iter_mut().enumerate() {
            let (lo, hi) = if TRANS {
                let row = 8 * j + 2 * (lane % 4);
                (read(row, lane / 4), read(row + 1, lane / 4))
            } else {
                let row = 8 * j + lane / 4;
                (read(row, 2 * (lane % 4)), read(row, 2 * (lane % 4) + 1))
            };
            *rj = u32::from(lo) | (u32::from(hi) << 16);
        }
        r
    }
}

macro_rules! ldsm_op {
    ($($Op:ty, $trans:literal;)*) => {$(
        impl<T, SE, DE> CopyInstruction<SE, DE> for $Op
        where
            T: LdsmValue,
            SE: SharedEngine<Value = T>,
            DE: EngineMut<Value = T>,
        {
            const DST_RUN: i32 = 2;

            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn execute(src: &SE, s: isize, dst: &mut DE, d: isize) {
                // SAFETY: the caller's contract (the whole group consecutive at `d`).
                unsafe { Self::execute_runs(src, s, dst, &[d, d + 2, d + 4, d + 6]) }
            }

            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn execute_runs(src: &SE, s: isize, dst: &mut DE, d: &[isize]) {
                const { assert!(core::mem::size_of::<T>() == 2) };
                // SAFETY: the caller's contract: this lane's row admitted, 8 consecutive
                // elements; every lane of the warp copies with the atom together.
                let r = unsafe { ldsm_x4::<T, $trans>(src.shared_at(s, 8)) };
                for (j, rj) in r.iter().enumerate() {
                    // SAFETY: run `j` of the destination is two admitted, consecutive values.
                    unsafe {
                        dst.write(d[j], T::from_bits16(*rj as u16));
                        dst.write(d[j] + 1, T::from_bits16((*rj >> 16) as u16));
                    }
                }
            }
        }
    )*};
}
ldsm_op! {
    SM75_U32x4_LDSM_N, false;
    SM75_U16x8_LDSM_T, true;
}
