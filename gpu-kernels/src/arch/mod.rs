//! The PTX instructions CuTe's SM75/SM80 atoms execute, one Rust function each (inline PTX;
//! nvptx64 only): `mma.sync` (the `SM80_16x8x16_*_TN` MMA atoms), `ldmatrix` (the
//! `SM75_U32x{1,2,4}_LDSM_N` and `SM75_U16x{2,4,8}_LDSM_T` copy atoms) and `cp.async` with its
//! commit and wait groups (`SM80_CP_ASYNC_CACHEALWAYS` / `CACHEGLOBAL`).
//!
//! | CuTe | here |
//! | --- | --- |
//! | `SM80_16x8x16_F16F16F16F16_TN::fma` | [`mma_sm80::mma_16x8x16_f16`] |
//! | `SM80_16x8x16_F32F16F16F32_TN::fma` | [`mma_sm80::mma_16x8x16_f32_f16`] |
//! | `SM80_16x8x16_F32BF16BF16F32_TN::fma` | [`mma_sm80::mma_16x8x16_f32_bf16`] |
//! | `SM75_U32x4_LDSM_N::copy`, `..x2..`, `..x1..` | [`ldmatrix::ldsm_x4`], [`ldmatrix::ldsm_x2`], [`ldmatrix::ldsm_x1`] |
//! | `SM75_U16x8_LDSM_T::copy` | [`ldmatrix::ldsm_x4_trans`] |
//! | `SM80_CP_ASYNC_CACHEALWAYS<uint128_t>::copy` | [`cp_async::cp_async_ca_16`] |
//! | `SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>::copy` | [`cp_async::cp_async_cg_16`] |
//! | `cp_async_fence()`, `cp_async_wait<N>()` | [`cp_async::cp_async_fence`], [`cp_async::cp_async_wait`] |
//!
//! Shared-memory operands are 32-bit shared-window addresses (see [`crate::smem`]).
//! Register fragments are `u32` words holding two 16-bit values (low half first), as the PTX
//! instructions take them.

pub mod cp_async;
pub mod fence;
pub mod ldmatrix;
pub mod mbarrier;
pub mod mma_sm80;
pub mod tensor_map;
pub mod tma;
pub mod warpgroup;
pub mod wgmma;
