//! The accumulators of `sgemm_sm80`'s MMA atoms (`SM80_16x8x16_F16F16F16F16_TN`,
//! `SM80_16x8x16_F32F16F16F32_TN`, `SM80_16x8x16_F32BF16BF16F32_TN`): the fragment a thread
//! holds, the `mma.sync` that feeds it, and how the epilogue reads and writes `C`.
//!
//! ```
//! use gemm_kernels::sgemm_sm80::{Accumulator, F32Acc};
//! assert_eq!(F32Acc::zero(), [0.0f32; 4]);
//! ```

/// The accumulator of an MMA atom and how the epilogue writes it.
pub trait Accumulator: Copy {
    /// The fragment (`[u32; 2]` of `f16` pairs, or `[f32; 4]`).
    type Frag: Copy;
    /// The element of `C`.
    type Out: Copy;
    /// A zero fragment.
    fn zero() -> Self::Frag;
    /// `d = a * b + c`.
    #[cfg(target_arch = "nvptx64")]
    fn mma(a: [u32; 4], b: [u32; 2], c: Self::Frag) -> Self::Frag;
    /// Value `(h, e)` of a fragment (row `+ 8 h`, column `+ e`) as `f32`.
    fn get(f: &Self::Frag, h: usize, e: usize) -> f32;
    /// `f32` to the element of `C`.
    fn out(x: f32) -> Self::Out;
    /// The element of `C` as `f32`.
    fn read(x: Self::Out) -> f32;
}

// The element types are the GMMA accumulators' markers (one set for both atom families):
// `F16Acc` is `SM80_16x8x16_F16F16F16F16_TN` here (the tutorial's), `F32Acc`
// `SM80_16x8x16_F32F16F16F32_TN`, `Bf16F32Acc` `SM80_16x8x16_F32BF16BF16F32_TN`.
pub use gpu_kernels::gmma::{Bf16F32Acc, F16Acc, F32Acc};

use gpu_kernels::gmma::acc::{f16_to_f32, f32_to_f16};

impl Accumulator for F16Acc {
    type Frag = [u32; 2];
    type Out = u16;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zero() -> [u32; 2] {
        [0; 2]
    }
    #[cfg(target_arch = "nvptx64")]
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn mma(a: [u32; 4], b: [u32; 2], c: [u32; 2]) -> [u32; 2] {
        gpu_kernels::arch::mma_sm80::mma_16x8x16_f16(a, b, c)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn get(f: &[u32; 2], h: usize, e: usize) -> f32 {
        f16_to_f32((f[h] >> (16 * e)) as u16)
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
    ($acc:ty, $mma:ident) => {
        impl Accumulator for $acc {
            type Frag = [f32; 4];
            type Out = f32;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn zero() -> [f32; 4] {
                [0.0; 4]
            }
            #[cfg(target_arch = "nvptx64")]
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn mma(a: [u32; 4], b: [u32; 2], c: [f32; 4]) -> [f32; 4] {
                gpu_kernels::arch::mma_sm80::$mma(a, b, c)
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn get(f: &[f32; 4], h: usize, e: usize) -> f32 {
                f[2 * h + e]
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn out(x: f32) -> f32 {
                x
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn read(x: f32) -> f32 {
                x
            }
        }
    };
}
f32_acc!(F32Acc, mma_16x8x16_f32_f16);
f32_acc!(Bf16F32Acc, mma_16x8x16_f32_bf16);
