//! The accumulators of a `64 x N x 16` GMMA atom: their element types, the instruction that
//! feeds them, and which `(m, n)` each register holds.
//!
//! CuTe's `CLayout_64xN` is `((_4,_8,_4),(_2,_2,N/8)):((_128,_1,_16),(_64,_8,_512))`, `(thread,
//! value) -> m + 64 n`: with `lane = t0 + 4 t1`, warp `w` of the warpgroup and value `v = v0 +
//! 2 v1 + 4 v2`, thread and value hold `(t1 + 16 w + 8 v1, 2 t0 + v0 + 8 v2)` ([`acc_mn`]). An
//! `f32` accumulator keeps value `v` in register `v`; an `f16` one packs values `2 j` and
//! `2 j + 1` in word `j`.
//!
//! ```
//! use gpu_kernels::gmma::acc_mn;
//! // thread 37 (warp 1, lane 5: t0 = 1, t1 = 1), value 6 (v0 = 0, v1 = 1, v2 = 1)
//! assert_eq!(acc_mn(37, 6), (25, 10));
//! ```

use crate::arch::wgmma::{FenceOperand, Wgmma};
use crate::gmma::Major;
use crate::numeric::{f16, Ptx};
use layout_core::numeric::Math;

/// `f16` bits as `f32` (`cvt.f32.f16` on the GPU).
///
/// ```
/// assert_eq!(gpu_kernels::gmma::acc::f16_to_f32(0x3c00), 1.0);
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn f16_to_f32(h: u16) -> f32 {
    Ptx::convert::<f16, f32>(f16::from_bits(h))
}

/// The `(m, n)` in a `64 x N` atom of value `v` of thread `thread` (0..128) of the warpgroup
/// (CuTe's `CLayout_64xN`, see the [module docs](self)).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub const fn acc_mn(thread: i32, v: i32) -> (i32, i32) {
    let (t0, t1, w) = (thread % 4, (thread % 32) / 4, (thread / 32) % 4);
    let (v0, v1, v2) = (v % 2, (v / 2) % 2, v / 4);
    (t1 + 16 * w + 8 * v1, 2 * t0 + v0 + 8 * v2)
}

/// The accumulator of a GMMA atom (the `D` type and the `A`/`B` input types), with the
/// `wgmma` that feeds it.
pub trait Accumulator: Copy {
    /// The registers of a thread for the shape `S`.
    type Frag<S: Wgmma>: Copy + FenceOperand;
    /// The element of `C` in memory (`u16` bits of an `f16`, or `f32`).
    type Out: Copy;
    /// A zero accumulator.
    fn zero<S: Wgmma>() -> Self::Frag<S>;
    /// One `wgmma` with A and B in shared memory: CuTe's `SM90_64xNx16_*_SS<TA,TB>::fma`.
    ///
    /// # Safety
    /// As [`Wgmma::ss_f32`].
    unsafe fn mma_ss<S: Wgmma, TA: Major, TB: Major>(
        a: u64,
        b: u64,
        d: &mut Self::Frag<S>,
        scale_d: u32,
    );
    /// Value `v` of a fragment as `f32`.
    fn get<S: Wgmma>(f: &Self::Frag<S>, v: usize) -> f32;
    /// Sets value `v` of a fragment (rounded to the accumulator's type).
    fn set<S: Wgmma>(f: &mut Self::Frag<S>, v: usize, x: f32);
    /// `f32` to the element of `C` (rounded to nearest even).
    fn out(x: f32) -> Self::Out;
    /// The element of `C` as `f32`.
    fn read(x: Self::Out) -> f32;
}

/// `f16` inputs and accumulator (`SM90_64xNx16_F16F16F16_SS`, the tutorials'; the sm80 GEMM's
/// `SM80_16x8x16_F16F16F16F16_TN` in `gemm-kernels`, which implements its own accumulator trait
/// for these markers).
#[derive(Clone, Copy, Debug)]
pub struct F16Acc;
/// `f16` inputs, `f32` accumulator (`SM90_64xNx16_F32F16F16_SS`; sm80:
/// `SM80_16x8x16_F32F16F16F32_TN`).
#[derive(Clone, Copy, Debug)]
pub struct F32Acc;
/// `f16` inputs, `f32` accumulator (`SM90_64xNx16_F32F16F16_SS`), `C` in `f16`: what cuBLAS's
/// half-precision GEMM computes (`CUBLAS_COMPUTE_32F` with `f16` operands and output).
#[derive(Clone, Copy, Debug)]
pub struct F32AccF16Out;
/// `bf16` inputs, `f32` accumulator (`SM90_64xNx16_F32BF16BF16_SS`; sm80:
/// `SM80_16x8x16_F32BF16BF16F32_TN`).
#[derive(Clone, Copy, Debug)]
pub struct Bf16F32Acc;

impl Accumulator for F16Acc {
    type Frag<S: Wgmma> = S::F16;
    type Out = u16;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zero<S: Wgmma>() -> S::F16 {
        S::F16_ZERO
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn mma_ss<S: Wgmma, TA: Major, TB: Major>(a: u64, b: u64, d: &mut S::F16, scale_d: u32) {
        // SAFETY: the caller's contract.
        unsafe { S::ss_f16::<TA, TB>(a, b, d, scale_d) }
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn get<S: Wgmma>(f: &S::F16, v: usize) -> f32 {
        f16_to_f32((f.as_ref()[v / 2] >> (16 * (v % 2))) as u16)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn set<S: Wgmma>(f: &mut S::F16, v: usize, x: f32) {
        let (word, shift) = (&mut f.as_mut()[v / 2], 16 * (v % 2));
        *word = (*word & !(0xffff << shift)) | ((f32_to_f16(x) as u32) << shift);
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn out(x: f32) -> u16 {
        f32_to_f16(x)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn read(x: u16) -> f32 {
        f16_to_f32(x)
    }
}

macro_rules! f32_acc {
    ($acc:ty, $bf16:literal, $out:ty, $to_out:path, $from_out:path) => {
        impl Accumulator for $acc {
            type Frag<S: Wgmma> = S::F32;
            type Out = $out;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn zero<S: Wgmma>() -> S::F32 {
                S::F32_ZERO
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn mma_ss<S: Wgmma, TA: Major, TB: Major>(
                a: u64,
                b: u64,
                d: &mut S::F32,
                scale_d: u32,
            ) {
                // SAFETY: the caller's contract.
                unsafe { S::ss_f32::<$bf16, TA, TB>(a, b, d, scale_d) }
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn get<S: Wgmma>(f: &S::F32, v: usize) -> f32 {
                f.as_ref()[v]
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn set<S: Wgmma>(f: &mut S::F32, v: usize, x: f32) {
                f.as_mut()[v] = x;
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn out(x: f32) -> $out {
                $to_out(x)
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn read(x: $out) -> f32 {
                $from_out(x)
            }
        }
    };
}
/// `f32` as itself (the `C` of the `f32` accumulators).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn same(x: f32) -> f32 {
    x
}

/// `f32` to `f16` bits (`cvt.rn.f16.f32` on the GPU), rounded to nearest even.
///
/// ```
/// assert_eq!(gpu_kernels::gmma::acc::f32_to_f16(-2.0), 0xc000);
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn f32_to_f16(x: f32) -> u16 {
    Ptx::convert::<f32, f16>(x).to_bits()
}

f32_acc!(F32Acc, false, f32, same, same);
f32_acc!(Bf16F32Acc, true, f32, same, same);
f32_acc!(F32AccF16Out, false, u16, f32_to_f16, f16_to_f32);
