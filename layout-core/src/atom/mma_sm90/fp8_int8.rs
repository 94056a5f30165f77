//! The 8-bit Hopper warpgroup MMAs, CuTe's `mma_traits_sm90_gmma_ext.hpp`: FP8 A and B
//! (`float_e4m3_t`, `float_e5m2_t`) with `half_t` or `float` accumulators, and 8-bit integers
//! (`int8_t`, `uint8_t`) with `int32_t` accumulators (also `_SATURATE`); `K = 32`, K-major only
//! (`..._TN`). `ALayout` is `(_128,(_64,_32)):(_0,(_1,_64))` (`_SS`) or `GMMA::ALayout_64x32`
//! (`_RS`), `BLayout = (_128,(_N,_32)):(_0,(_1,_N))`, `CLayout = GMMA::CLayout_64xN`.
//!
//! ```
//! use layout_core::atom::{MmaTraits, SM90_64x64x32_F32E4M3E4M3_SS_TN, SM90_64x24x32_S32S8S8_RS_TN_SATURATE};
//! use layout_core::prelude::*;
//! type Fp8 = SM90_64x64x32_F32E4M3E4M3_SS_TN;
//! assert_eq!(<Fp8 as MmaTraits>::BLayout::default().to_string(), "(_128,(_64,_32)):(_0,(_1,_64))");
//! assert_eq!(Fp8::default().to_string(), "SM90_64x64x32_F32E4M3E4M3_SS_TN");
//! type I8 = SM90_64x24x32_S32S8S8_RS_TN_SATURATE;
//! assert_eq!(<I8 as MmaTraits>::ALayout::default().to_string(),
//!            "((_4,_8,_4),(_4,_2,_2)):((_256,_1,_16),(_64,_8,_1024))");
//! assert_eq!(I8::default().to_string(), "SM90_64x24x32_S32S8S8_RS_TN_SATURATE");
//! ```
#![allow(non_camel_case_types)]

use super::{GmmaALayout64x32, GmmaCLayout, GmmaN, GmmaSmemLayout, Warpgroup};
use crate::atom::copy::phantom_type;
use crate::atom::mma::MmaTraits;
use crate::atom::value_type::{float_e4m3_t, float_e5m2_t, half_t};
use crate::int::*;
use core::fmt;

/// An `N` extent of the 8-bit integer GMMA operations: 8, 24 or a multiple of 16 up to 256.
///
/// ```
/// use layout_core::atom::GmmaNInt8;
/// use layout_core::prelude::*;
/// fn n<N: GmmaNInt8>() -> i32 { N::VALUE }
/// assert_eq!(n::<_24>(), 24);
/// ```
#[diagnostic::on_unimplemented(
    message = "SM90 integer GMMA: N = `{Self}` is not 8, 24 or a multiple of 16 up to 256",
    note = "wgmma.m64nNk32 with s8/u8 takes N = 8, 16, 24, 32, 48, 64, ..., 256"
)]
pub trait GmmaNInt8: GmmaN {}
impl GmmaNInt8 for _8 {}
impl GmmaNInt8 for _24 {}
impl GmmaNInt8 for _16 {}
impl GmmaNInt8 for _32 {}
impl GmmaNInt8 for _48 {}
impl GmmaNInt8 for _64 {}
impl GmmaNInt8 for _80 {}
impl GmmaNInt8 for _96 {}
impl GmmaNInt8 for _112 {}
impl GmmaNInt8 for _128 {}
impl GmmaNInt8 for _144 {}
impl GmmaNInt8 for _160 {}
impl GmmaNInt8 for _176 {}
impl GmmaNInt8 for _192 {}
impl GmmaNInt8 for _208 {}
impl GmmaNInt8 for _224 {}
impl GmmaNInt8 for _240 {}
impl GmmaNInt8 for _256 {}

gmma_tn! {
    /// CuTe's `SM90_64xNx32_F16E4M3E4M3_SS_TN` for every `N` (multiples of 8): `float_e4m3_t` A and `float_e4m3_t` B, `half_t` accumulators.
    SM90_64xNx32_F16E4M3E4M3_SS_TN: [half_t, float_e4m3_t, float_e4m3_t], _32, "F16E4M3E4M3", "SS", "", GmmaSmemLayout<_64, _32>, GmmaN;
    /// CuTe's `SM90_64xNx32_F16E4M3E4M3_RS_TN` for every `N` (multiples of 8): `float_e4m3_t` A and `float_e4m3_t` B, `half_t` accumulators.
    SM90_64xNx32_F16E4M3E4M3_RS_TN: [half_t, float_e4m3_t, float_e4m3_t], _32, "F16E4M3E4M3", "RS", "", GmmaALayout64x32, GmmaN;
    /// CuTe's `SM90_64xNx32_F16E4M3E5M2_SS_TN` for every `N` (multiples of 8): `float_e4m3_t` A and `float_e5m2_t` B, `half_t` accumulators.
    SM90_64xNx32_F16E4M3E5M2_SS_TN: [half_t, float_e4m3_t, float_e5m2_t], _32, "F16E4M3E5M2", "SS", "", GmmaSmemLayout<_64, _32>, GmmaN;
    /// CuTe's `SM90_64xNx32_F16E4M3E5M2_RS_TN` for every `N` (multiples of 8): `float_e4m3_t` A and `float_e5m2_t` B, `half_t` accumulators.
    SM90_64xNx32_F16E4M3E5M2_RS_TN: [half_t, float_e4m3_t, float_e5m2_t], _32, "F16E4M3E5M2", "RS", "", GmmaALayout64x32, GmmaN;
    /// CuTe's `SM90_64xNx32_F16E5M2E4M3_SS_TN` for every `N` (multiples of 8): `float_e5m2_t` A and `float_e4m3_t` B, `half_t` accumulators.
    SM90_64xNx32_F16E5M2E4M3_SS_TN: [half_t, float_e5m2_t, float_e4m3_t], _32, "F16E5M2E4M3", "SS", "", GmmaSmemLayout<_64, _32>, GmmaN;
    /// CuTe's `SM90_64xNx32_F16E5M2E4M3_RS_TN` for every `N` (multiples of 8): `float_e5m2_t` A and `float_e4m3_t` B, `half_t` accumulators.
    SM90_64xNx32_F16E5M2E4M3_RS_TN: [half_t, float_e5m2_t, float_e4m3_t], _32, "F16E5M2E4M3", "RS", "", GmmaALayout64x32, GmmaN;
    /// CuTe's `SM90_64xNx32_F16E5M2E5M2_SS_TN` for every `N` (multiples of 8): `float_e5m2_t` A and `float_e5m2_t` B, `half_t` accumulators.
    SM90_64xNx32_F16E5M2E5M2_SS_TN: [half_t, float_e5m2_t, float_e5m2_t], _32, "F16E5M2E5M2", "SS", "", GmmaSmemLayout<_64, _32>, GmmaN;
    /// CuTe's `SM90_64xNx32_F16E5M2E5M2_RS_TN` for every `N` (multiples of 8): `float_e5m2_t` A and `float_e5m2_t` B, `half_t` accumulators.
    SM90_64xNx32_F16E5M2E5M2_RS_TN: [half_t, float_e5m2_t, float_e5m2_t], _32, "F16E5M2E5M2", "RS", "", GmmaALayout64x32, GmmaN;
    /// CuTe's `SM90_64xNx32_F32E4M3E4M3_SS_TN` for every `N` (multiples of 8): `float_e4m3_t` A and `float_e4m3_t` B, `f32` accumulators.
    SM90_64xNx32_F32E4M3E4M3_SS_TN: [f32, float_e4m3_t, float_e4m3_t], _32, "F32E4M3E4M3", "SS", "", GmmaSmemLayout<_64, _32>, GmmaN;
    /// CuTe's `SM90_64xNx32_F32E4M3E4M3_RS_TN` for every `N` (multiples of 8): `float_e4m3_t` A and `float_e4m3_t` B, `f32` accumulators.
    SM90_64xNx32_F32E4M3E4M3_RS_TN: [f32, float_e4m3_t, float_e4m3_t], _32, "F32E4M3E4M3", "RS", "", GmmaALayout64x32, GmmaN;
    /// CuTe's `SM90_64xNx32_F32E4M3E5M2_SS_TN` for every `N` (multiples of 8): `float_e4m3_t` A and `float_e5m2_t` B, `f32` accumulators.
    SM90_64xNx32_F32E4M3E5M2_SS_TN: [f32, float_e4m3_t, float_e5m2_t], _32, "F32E4M3E5M2", "SS", "", GmmaSmemLayout<_64, _32>, GmmaN;
    /// CuTe's `SM90_64xNx32_F32E4M3E5M2_RS_TN` for every `N` (multiples of 8): `float_e4m3_t` A and `float_e5m2_t` B, `f32` accumulators.
    SM90_64xNx32_F32E4M3E5M2_RS_TN: [f32, float_e4m3_t, float_e5m2_t], _32, "F32E4M3E5M2", "RS", "", GmmaALayout64x32, GmmaN;
    /// CuTe's `SM90_64xNx32_F32E5M2E4M3_SS_TN` for every `N` (multiples of 8): `float_e5m2_t` A and `float_e4m3_t` B, `f32` accumulators.
    SM90_64xNx32_F32E5M2E4M3_SS_TN: [f32, float_e5m2_t, float_e4m3_t], _32, "F32E5M2E4M3", "SS", "", GmmaSmemLayout<_64, _32>, GmmaN;
    /// CuTe's `SM90_64xNx32_F32E5M2E4M3_RS_TN` for every `N` (multiples of 8): `float_e5m2_t` A and `float_e4m3_t` B, `f32` accumulators.
    SM90_64xNx32_F32E5M2E4M3_RS_TN: [f32, float_e5m2_t, float_e4m3_t], _32, "F32E5M2E4M3", "RS", "", GmmaALayout64x32, GmmaN;
    /// CuTe's `SM90_64xNx32_F32E5M2E5M2_SS_TN` for every `N` (multiples of 8): `float_e5m2_t` A and `float_e5m2_t` B, `f32` accumulators.
    SM90_64xNx32_F32E5M2E5M2_SS_TN: [f32, float_e5m2_t, float_e5m2_t], _32, "F32E5M2E5M2", "SS", "", GmmaSmemLayout<_64, _32>, GmmaN;
    /// CuTe's `SM90_64xNx32_F32E5M2E5M2_RS_TN` for every `N` (multiples of 8): `float_e5m2_t` A and `float_e5m2_t` B, `f32` accumulators.
    SM90_64xNx32_F32E5M2E5M2_RS_TN: [f32, float_e5m2_t, float_e5m2_t], _32, "F32E5M2E5M2", "RS", "", GmmaALayout64x32, GmmaN;
    /// CuTe's `SM90_64xNx32_S32S8S8_SS_TN` for `N` = 8, 24, 16k: `i8` A and `i8` B, `i32` accumulators.
    SM90_64xNx32_S32S8S8_SS_TN: [i32, i8, i8], _32, "S32S8S8", "SS", "", GmmaSmemLayout<_64, _32>, GmmaNInt8;
    /// CuTe's `SM90_64xNx32_S32S8S8_SS_TN_SATURATE` for `N` = 8, 24, 16k: `i8` A and `i8` B, `i32` accumulators, saturating.
    SM90_64xNx32_S32S8S8_SS_TN_SATURATE: [i32, i8, i8], _32, "S32S8S8", "SS", "_SATURATE", GmmaSmemLayout<_64, _32>, GmmaNInt8;
    /// CuTe's `SM90_64xNx32_S32S8S8_RS_TN` for `N` = 8, 24, 16k: `i8` A and `i8` B, `i32` accumulators.
    SM90_64xNx32_S32S8S8_RS_TN: [i32, i8, i8], _32, "S32S8S8", "RS", "", GmmaALayout64x32, GmmaNInt8;
    /// CuTe's `SM90_64xNx32_S32S8S8_RS_TN_SATURATE` for `N` = 8, 24, 16k: `i8` A and `i8` B, `i32` accumulators, saturating.
    SM90_64xNx32_S32S8S8_RS_TN_SATURATE: [i32, i8, i8], _32, "S32S8S8", "RS", "_SATURATE", GmmaALayout64x32, GmmaNInt8;
    /// CuTe's `SM90_64xNx32_S32S8U8_SS_TN` for `N` = 8, 24, 16k: `i8` A and `u8` B, `i32` accumulators.
    SM90_64xNx32_S32S8U8_SS_TN: [i32, i8, u8], _32, "S32S8U8", "SS", "", GmmaSmemLayout<_64, _32>, GmmaNInt8;
    /// CuTe's `SM90_64xNx32_S32S8U8_SS_TN_SATURATE` for `N` = 8, 24, 16k: `i8` A and `u8` B, `i32` accumulators, saturating.
    SM90_64xNx32_S32S8U8_SS_TN_SATURATE: [i32, i8, u8], _32, "S32S8U8", "SS", "_SATURATE", GmmaSmemLayout<_64, _32>, GmmaNInt8;
    /// CuTe's `SM90_64xNx32_S32S8U8_RS_TN` for `N` = 8, 24, 16k: `i8` A and `u8` B, `i32` accumulators.
    SM90_64xNx32_S32S8U8_RS_TN: [i32, i8, u8], _32, "S32S8U8", "RS", "", GmmaALayout64x32, GmmaNInt8;
    /// CuTe's `SM90_64xNx32_S32S8U8_RS_TN_SATURATE` for `N` = 8, 24, 16k: `i8` A and `u8` B, `i32` accumulators, saturating.
    SM90_64xNx32_S32S8U8_RS_TN_SATURATE: [i32, i8, u8], _32, "S32S8U8", "RS", "_SATURATE", GmmaALayout64x32, GmmaNInt8;
    /// CuTe's `SM90_64xNx32_S32U8S8_SS_TN` for `N` = 8, 24, 16k: `u8` A and `i8` B, `i32` accumulators.
    SM90_64xNx32_S32U8S8_SS_TN: [i32, u8, i8], _32, "S32U8S8", "SS", "", GmmaSmemLayout<_64, _32>, GmmaNInt8;
    /// CuTe's `SM90_64xNx32_S32U8S8_SS_TN_SATURATE` for `N` = 8, 24, 16k: `u8` A and `i8` B, `i32` accumulators, saturating.
    SM90_64xNx32_S32U8S8_SS_TN_SATURATE: [i32, u8, i8], _32, "S32U8S8", "SS", "_SATURATE", GmmaSmemLayout<_64, _32>, GmmaNInt8;
    /// CuTe's `SM90_64xNx32_S32U8S8_RS_TN` for `N` = 8, 24, 16k: `u8` A and `i8` B, `i32` accumulators.
    SM90_64xNx32_S32U8S8_RS_TN: [i32, u8, i8], _32, "S32U8S8", "RS", "", GmmaALayout64x32, GmmaNInt8;
    /// CuTe's `SM90_64xNx32_S32U8S8_RS_TN_SATURATE` for `N` = 8, 24, 16k: `u8` A and `i8` B, `i32` accumulators, saturating.
    SM90_64xNx32_S32U8S8_RS_TN_SATURATE: [i32, u8, i8], _32, "S32U8S8", "RS", "_SATURATE", GmmaALayout64x32, GmmaNInt8;
    /// CuTe's `SM90_64xNx32_S32U8U8_SS_TN` for `N` = 8, 24, 16k: `u8` A and `u8` B, `i32` accumulators.
    SM90_64xNx32_S32U8U8_SS_TN: [i32, u8, u8], _32, "S32U8U8", "SS", "", GmmaSmemLayout<_64, _32>, GmmaNInt8;
    /// CuTe's `SM90_64xNx32_S32U8U8_SS_TN_SATURATE` for `N` = 8, 24, 16k: `u8` A and `u8` B, `i32` accumulators, saturating.
    SM90_64xNx32_S32U8U8_SS_TN_SATURATE: [i32, u8, u8], _32, "S32U8U8", "SS", "_SATURATE", GmmaSmemLayout<_64, _32>, GmmaNInt8;
    /// CuTe's `SM90_64xNx32_S32U8U8_RS_TN` for `N` = 8, 24, 16k: `u8` A and `u8` B, `i32` accumulators.
    SM90_64xNx32_S32U8U8_RS_TN: [i32, u8, u8], _32, "S32U8U8", "RS", "", GmmaALayout64x32, GmmaNInt8;
    /// CuTe's `SM90_64xNx32_S32U8U8_RS_TN_SATURATE` for `N` = 8, 24, 16k: `u8` A and `u8` B, `i32` accumulators, saturating.
    SM90_64xNx32_S32U8U8_RS_TN_SATURATE: [i32, u8, u8], _32, "S32U8U8", "RS", "_SATURATE", GmmaALayout64x32, GmmaNInt8;
}
