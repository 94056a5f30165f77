//! Hopper's warpgroup MMA (GMMA, `wgmma`) on typed layouts: the shared-memory matrix
//! descriptors built from the operands' static swizzled layouts ([`desc`]), the accumulator
//! fragments and their thread-value layout ([`acc`]).
//!
//! The instructions themselves are in [`crate::arch::wgmma`].

pub mod acc;
pub mod desc;
pub mod epilogue;
pub mod split_k;

pub use acc::{acc_mn, Accumulator, Bf16F32Acc, F16Acc, F32Acc, F32AccF16Out};
pub use desc::{make_gmma_desc, GmmaDesc, GmmaLayout, LayoutType, Major, K, MN};
