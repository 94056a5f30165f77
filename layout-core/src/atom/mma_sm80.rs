//! The Ampere warp-level MMAs (`mma.sync`), CuTe's `include/cute/atom/mma_traits_sm80.hpp`:
//! 32 threads (`ThrID = _32:_1`), each operation named `SM80_MxNxK_DABC_TN` after its shape and
//! its D, A, B, C value types; the integer ones also come as `..._TN_SATURATE` with the same
//! layouts. Operations sharing a shape share their layouts whatever their value types.
//!
//! | shape | value types | `ALayout` | `BLayout` | `CLayout` |
//! | --- | --- | --- | --- | --- |
//! | 16x8x8 | F16F16F16F16, F32F16F16F32, F32BF16BF16F32 | `((_4,_8),(_2,_2)):((_32,_1),(_16,_8))` | `((_4,_8),_2):((_16,_1),_8)` | `((_4,_8),(_2,_2)):((_32,_1),(_16,_8))` |
//! | 16x8x16 | F16F16F16F16, F32F16F16F32, F32BF16BF16F32 | `((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))` | `((_4,_8),(_2,_2)):((_16,_1),(_8,_64))` | `((_4,_8),(_2,_2)):((_32,_1),(_16,_8))` |
//! | 16x8x4 | F32TF32TF32F32 | `((_4,_8),_2):((_16,_1),_8)` | `((_4,_8),_1):((_8,_1),_0)` | `((_4,_8),(_2,_2)):((_32,_1),(_16,_8))` |
//! | 16x8x8 | F32TF32TF32F32 | `((_4,_8),(_2,_2)):((_16,_1),(_8,_64))` | `((_4,_8),_2):((_8,_1),_32)` | `((_4,_8),(_2,_2)):((_32,_1),(_16,_8))` |
//! | 8x8x4 | F64F64F64F64, C64C64C64C64 | `((_4,_8),_1):((_8,_1),_0)` | `((_4,_8),_1):((_8,_1),_0)` | `((_4,_8),_2):((_16,_1),_8)` |
//! | 8x8x16 | S32S8S8S32, S32S8U8S32, S32U8S8S32, S32U8U8S32 | `((_4,_8),_4):((_32,_1),_8)` | `((_4,_8),_4):((_32,_1),_8)` | `((_4,_8),_2):((_16,_1),_8)` |
//! | 16x8x16 | S32S8S8S32, S32S8U8S32, S32U8S8S32, S32U8U8S32 | `((_4,_8),(_4,_2)):((_64,_1),(_16,_8))` | `((_4,_8),_4):((_32,_1),_8)` | `((_4,_8),(_2,_2)):((_32,_1),(_16,_8))` |
//! | 16x8x32 | S32S8S8S32, S32S8U8S32, S32U8S8S32, S32U8U8S32 | `((_4,_8),(_4,_2,_2)):((_64,_1),(_16,_8,_256))` | `((_4,_8),(_4,_2)):((_32,_1),(_8,_128))` | `((_4,_8),(_2,_2)):((_32,_1),(_16,_8))` |
//! | 8x8x32 | S32S4S4S32, S32S4U4S32, S32U4S4S32, S32U4U4S32 | `((_4,_8),(_8)):((_64,_1),(_8))` | `((_4,_8),(_8)):((_64,_1),(_8))` | `((_4,_8),_2):((_16,_1),_8)` |
//! | 16x8x32 | S32S4S4S32, S32S4U4S32, S32U4S4S32, S32U4U4S32 | `((_4,_8),(_8,_2)):((_128,_1),(_16,_8))` | `((_4,_8),(_8)):((_64,_1),(_8))` | `((_4,_8),(_2,_2)):((_32,_1),(_16,_8))` |
//! | 16x8x64 | S32S4S4S32, S32S4U4S32, S32U4S4S32, S32U4U4S32 | `((_4,_8),(_8,_2,_2)):((_128,_1),(_16,_8,_512))` | `((_4,_8),(_8,_2)):((_64,_1),(_8,_256))` | `((_4,_8),(_2,_2)):((_32,_1),(_16,_8))` |
//!
//! ```
//! use layout_core::atom::{MmaTraits, SM80_16x8x16_F16F16F16F16_TN};
//! use layout_core::prelude::*;
//! type Op = SM80_16x8x16_F16F16F16F16_TN;
//! assert_eq!(<Op as MmaTraits>::BLayout::default().to_string(), "((_4,_8),(_2,_2)):((_16,_1),(_8,_64))");
//! assert_eq!(Op::default().to_string(), "SM80_16x8x16_F16F16F16F16_TN");
//! ```
#![allow(non_camel_case_types)]

use super::copy_sm75::Warp;
use super::mma::mma_op;
use super::value_type::*;
use crate::int::*;
use crate::layout::Layout;

/// `(T32,V4) -> (M16,N8)`: the accumulator of every 16x8 operation (and A of 16x8x8 F16). `((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`
pub(crate) type Row16x8 = Layout<((_4, _8), (_2, _2)), ((_32, _1), (_16, _8))>;
/// `(T32,V2) -> (M8,N8)`, row-major pairs. `((_4,_8),_2):((_16,_1),_8)`
pub(crate) type Row8x8 = Layout<((_4, _8), _2), ((_16, _1), _8)>;
/// `(T32,V1) -> (M8,K4)`. `((_4,_8),_1):((_8,_1),_0)`
pub(crate) type T32x8x4 = Layout<((_4, _8), _1), ((_8, _1), _0)>;
/// `(T32,V4) -> (M8,N16)`. `((_4,_8),_4):((_32,_1),_8)`
pub(crate) type Row8x16 = Layout<((_4, _8), _4), ((_32, _1), _8)>;

mma_op! {
    /// CuTe's `SM80_16x8x8_F16F16F16F16_TN`: `mma.sync` 16x8x8, D/A/B/C `half_t`/`half_t`/`half_t`/`half_t`.
    /// `ALayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`, `BLayout = ((_4,_8),_2):((_16,_1),_8)`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x8_F16F16F16F16_TN: [half_t, half_t, half_t, half_t], shape (_16, _8, _8), thr Warp,
        a Row16x8, b Row8x8, c Row16x8;
    /// CuTe's `SM80_16x8x8_F32F16F16F32_TN`: `mma.sync` 16x8x8, D/A/B/C `f32`/`half_t`/`half_t`/`f32`.
    /// `ALayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`, `BLayout = ((_4,_8),_2):((_16,_1),_8)`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x8_F32F16F16F32_TN: [f32, half_t, half_t, f32], shape (_16, _8, _8), thr Warp,
        a Row16x8, b Row8x8, c Row16x8;
    /// CuTe's `SM80_16x8x8_F32BF16BF16F32_TN`: `mma.sync` 16x8x8, D/A/B/C `f32`/`bfloat16_t`/`bfloat16_t`/`f32`.
    /// `ALayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`, `BLayout = ((_4,_8),_2):((_16,_1),_8)`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x8_F32BF16BF16F32_TN: [f32, bfloat16_t, bfloat16_t, f32], shape (_16, _8, _8), thr Warp,
        a Row16x8, b Row8x8, c Row16x8;
    /// CuTe's `SM80_16x8x16_F16F16F16F16_TN`: `mma.sync` 16x8x16, D/A/B/C `half_t`/`half_t`/`half_t`/`half_t`.
    /// `ALayout = ((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))`, `BLayout = ((_4,_8),(_2,_2)):((_16,_1),(_8,_64))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x16_F16F16F16F16_TN: [half_t, half_t, half_t, half_t], shape (_16, _8, _16), thr Warp,
        a Layout<((_4, _8), (_2, _2, _2)), ((_32, _1), (_16, _8, _128))>, b Layout<((_4, _8), (_2, _2)), ((_16, _1), (_8, _64))>, c Row16x8;
    /// CuTe's `SM80_16x8x16_F32F16F16F32_TN`: `mma.sync` 16x8x16, D/A/B/C `f32`/`half_t`/`half_t`/`f32`.
    /// `ALayout = ((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))`, `BLayout = ((_4,_8),(_2,_2)):((_16,_1),(_8,_64))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x16_F32F16F16F32_TN: [f32, half_t, half_t, f32], shape (_16, _8, _16), thr Warp,
        a Layout<((_4, _8), (_2, _2, _2)), ((_32, _1), (_16, _8, _128))>, b Layout<((_4, _8), (_2, _2)), ((_16, _1), (_8, _64))>, c Row16x8;
    /// CuTe's `SM80_16x8x16_F32BF16BF16F32_TN`: `mma.sync` 16x8x16, D/A/B/C `f32`/`bfloat16_t`/`bfloat16_t`/`f32`.
    /// `ALayout = ((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))`, `BLayout = ((_4,_8),(_2,_2)):((_16,_1),(_8,_64))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x16_F32BF16BF16F32_TN: [f32, bfloat16_t, bfloat16_t, f32], shape (_16, _8, _16), thr Warp,
        a Layout<((_4, _8), (_2, _2, _2)), ((_32, _1), (_16, _8, _128))>, b Layout<((_4, _8), (_2, _2)), ((_16, _1), (_8, _64))>, c Row16x8;
    /// CuTe's `SM80_16x8x4_F32TF32TF32F32_TN`: `mma.sync` 16x8x4, D/A/B/C `f32`/`tfloat32_t`/`tfloat32_t`/`f32`.
    /// `ALayout = ((_4,_8),_2):((_16,_1),_8)`, `BLayout = ((_4,_8),_1):((_8,_1),_0)`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x4_F32TF32TF32F32_TN: [f32, tfloat32_t, tfloat32_t, f32], shape (_16, _8, _4), thr Warp,
        a Layout<((_4, _8), _2), ((_16, _1), _8)>, b T32x8x4, c Row16x8;
    /// CuTe's `SM80_16x8x8_F32TF32TF32F32_TN`: `mma.sync` 16x8x8, D/A/B/C `f32`/`tfloat32_t`/`tfloat32_t`/`f32`.
    /// `ALayout = ((_4,_8),(_2,_2)):((_16,_1),(_8,_64))`, `BLayout = ((_4,_8),_2):((_8,_1),_32)`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x8_F32TF32TF32F32_TN: [f32, tfloat32_t, tfloat32_t, f32], shape (_16, _8, _8), thr Warp,
        a Layout<((_4, _8), (_2, _2)), ((_16, _1), (_8, _64))>, b Layout<((_4, _8), _2), ((_8, _1), _32)>, c Row16x8;
    /// CuTe's `SM80_8x8x4_F64F64F64F64_TN`: `mma.sync` 8x8x4, D/A/B/C `f64`/`f64`/`f64`/`f64`.
    /// `ALayout = ((_4,_8),_1):((_8,_1),_0)`, `BLayout = ((_4,_8),_1):((_8,_1),_0)`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x4_F64F64F64F64_TN: [f64, f64, f64, f64], shape (_8, _8, _4), thr Warp,
        a T32x8x4, b T32x8x4, c Row8x8;
    /// CuTe's `SM80_8x8x4_C64C64C64C64_TN`: `mma.sync` 8x8x4, D/A/B/C `complex<f64>`/`complex<f64>`/`complex<f64>`/`complex<f64>`.
    /// `ALayout = ((_4,_8),_1):((_8,_1),_0)`, `BLayout = ((_4,_8),_1):((_8,_1),_0)`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x4_C64C64C64C64_TN: [complex<f64>, complex<f64>, complex<f64>, complex<f64>], shape (_8, _8, _4), thr Warp,
        a T32x8x4, b T32x8x4, c Row8x8;
    /// CuTe's `SM80_8x8x16_S32S8S8S32_TN`: `mma.sync` 8x8x16, D/A/B/C `i32`/`i8`/`i8`/`i32`.
    /// `ALayout = ((_4,_8),_4):((_32,_1),_8)`, `BLayout = ((_4,_8),_4):((_32,_1),_8)`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x16_S32S8S8S32_TN: [i32, i8, i8, i32], shape (_8, _8, _16), thr Warp,
        a Row8x16, b Row8x16, c Row8x8;
    /// CuTe's `SM80_8x8x16_S32S8S8S32_TN_SATURATE`: `mma.sync` 8x8x16 with saturation, D/A/B/C `i32`/`i8`/`i8`/`i32`.
    /// `ALayout = ((_4,_8),_4):((_32,_1),_8)`, `BLayout = ((_4,_8),_4):((_32,_1),_8)`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x16_S32S8S8S32_TN_SATURATE: [i32, i8, i8, i32], shape (_8, _8, _16), thr Warp,
        a Row8x16, b Row8x16, c Row8x8;
    /// CuTe's `SM80_8x8x16_S32S8U8S32_TN`: `mma.sync` 8x8x16, D/A/B/C `i32`/`i8`/`u8`/`i32`.
    /// `ALayout = ((_4,_8),_4):((_32,_1),_8)`, `BLayout = ((_4,_8),_4):((_32,_1),_8)`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x16_S32S8U8S32_TN: [i32, i8, u8, i32], shape (_8, _8, _16), thr Warp,
        a Row8x16, b Row8x16, c Row8x8;
    /// CuTe's `SM80_8x8x16_S32S8U8S32_TN_SATURATE`: `mma.sync` 8x8x16 with saturation, D/A/B/C `i32`/`i8`/`u8`/`i32`.
    /// `ALayout = ((_4,_8),_4):((_32,_1),_8)`, `BLayout = ((_4,_8),_4):((_32,_1),_8)`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x16_S32S8U8S32_TN_SATURATE: [i32, i8, u8, i32], shape (_8, _8, _16), thr Warp,
        a Row8x16, b Row8x16, c Row8x8;
    /// CuTe's `SM80_8x8x16_S32U8S8S32_TN`: `mma.sync` 8x8x16, D/A/B/C `i32`/`u8`/`i8`/`i32`.
    /// `ALayout = ((_4,_8),_4):((_32,_1),_8)`, `BLayout = ((_4,_8),_4):((_32,_1),_8)`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x16_S32U8S8S32_TN: [i32, u8, i8, i32], shape (_8, _8, _16), thr Warp,
        a Row8x16, b Row8x16, c Row8x8;
    /// CuTe's `SM80_8x8x16_S32U8S8S32_TN_SATURATE`: `mma.sync` 8x8x16 with saturation, D/A/B/C `i32`/`u8`/`i8`/`i32`.
    /// `ALayout = ((_4,_8),_4):((_32,_1),_8)`, `BLayout = ((_4,_8),_4):((_32,_1),_8)`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x16_S32U8S8S32_TN_SATURATE: [i32, u8, i8, i32], shape (_8, _8, _16), thr Warp,
        a Row8x16, b Row8x16, c Row8x8;
    /// CuTe's `SM80_8x8x16_S32U8U8S32_TN`: `mma.sync` 8x8x16, D/A/B/C `i32`/`u8`/`u8`/`i32`.
    /// `ALayout = ((_4,_8),_4):((_32,_1),_8)`, `BLayout = ((_4,_8),_4):((_32,_1),_8)`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x16_S32U8U8S32_TN: [i32, u8, u8, i32], shape (_8, _8, _16), thr Warp,
        a Row8x16, b Row8x16, c Row8x8;
    /// CuTe's `SM80_8x8x16_S32U8U8S32_TN_SATURATE`: `mma.sync` 8x8x16 with saturation, D/A/B/C `i32`/`u8`/`u8`/`i32`.
    /// `ALayout = ((_4,_8),_4):((_32,_1),_8)`, `BLayout = ((_4,_8),_4):((_32,_1),_8)`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x16_S32U8U8S32_TN_SATURATE: [i32, u8, u8, i32], shape (_8, _8, _16), thr Warp,
        a Row8x16, b Row8x16, c Row8x8;
    /// CuTe's `SM80_16x8x16_S32S8S8S32_TN`: `mma.sync` 16x8x16, D/A/B/C `i32`/`i8`/`i8`/`i32`.
    /// `ALayout = ((_4,_8),(_4,_2)):((_64,_1),(_16,_8))`, `BLayout = ((_4,_8),_4):((_32,_1),_8)`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x16_S32S8S8S32_TN: [i32, i8, i8, i32], shape (_16, _8, _16), thr Warp,
        a Layout<((_4, _8), (_4, _2)), ((_64, _1), (_16, _8))>, b Row8x16, c Row16x8;
    /// CuTe's `SM80_16x8x16_S32S8S8S32_TN_SATURATE`: `mma.sync` 16x8x16 with saturation, D/A/B/C `i32`/`i8`/`i8`/`i32`.
    /// `ALayout = ((_4,_8),(_4,_2)):((_64,_1),(_16,_8))`, `BLayout = ((_4,_8),_4):((_32,_1),_8)`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x16_S32S8S8S32_TN_SATURATE: [i32, i8, i8, i32], shape (_16, _8, _16), thr Warp,
        a Layout<((_4, _8), (_4, _2)), ((_64, _1), (_16, _8))>, b Row8x16, c Row16x8;
    /// CuTe's `SM80_16x8x16_S32S8U8S32_TN`: `mma.sync` 16x8x16, D/A/B/C `i32`/`i8`/`u8`/`i32`.
    /// `ALayout = ((_4,_8),(_4,_2)):((_64,_1),(_16,_8))`, `BLayout = ((_4,_8),_4):((_32,_1),_8)`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x16_S32S8U8S32_TN: [i32, i8, u8, i32], shape (_16, _8, _16), thr Warp,
        a Layout<((_4, _8), (_4, _2)), ((_64, _1), (_16, _8))>, b Row8x16, c Row16x8;
    /// CuTe's `SM80_16x8x16_S32S8U8S32_TN_SATURATE`: `mma.sync` 16x8x16 with saturation, D/A/B/C `i32`/`i8`/`u8`/`i32`.
    /// `ALayout = ((_4,_8),(_4,_2)):((_64,_1),(_16,_8))`, `BLayout = ((_4,_8),_4):((_32,_1),_8)`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x16_S32S8U8S32_TN_SATURATE: [i32, i8, u8, i32], shape (_16, _8, _16), thr Warp,
        a Layout<((_4, _8), (_4, _2)), ((_64, _1), (_16, _8))>, b Row8x16, c Row16x8;
    /// CuTe's `SM80_16x8x16_S32U8S8S32_TN`: `mma.sync` 16x8x16, D/A/B/C `i32`/`u8`/`i8`/`i32`.
    /// `ALayout = ((_4,_8),(_4,_2)):((_64,_1),(_16,_8))`, `BLayout = ((_4,_8),_4):((_32,_1),_8)`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x16_S32U8S8S32_TN: [i32, u8, i8, i32], shape (_16, _8, _16), thr Warp,
        a Layout<((_4, _8), (_4, _2)), ((_64, _1), (_16, _8))>, b Row8x16, c Row16x8;
    /// CuTe's `SM80_16x8x16_S32U8S8S32_TN_SATURATE`: `mma.sync` 16x8x16 with saturation, D/A/B/C `i32`/`u8`/`i8`/`i32`.
    /// `ALayout = ((_4,_8),(_4,_2)):((_64,_1),(_16,_8))`, `BLayout = ((_4,_8),_4):((_32,_1),_8)`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x16_S32U8S8S32_TN_SATURATE: [i32, u8, i8, i32], shape (_16, _8, _16), thr Warp,
        a Layout<((_4, _8), (_4, _2)), ((_64, _1), (_16, _8))>, b Row8x16, c Row16x8;
    /// CuTe's `SM80_16x8x16_S32U8U8S32_TN`: `mma.sync` 16x8x16, D/A/B/C `i32`/`u8`/`u8`/`i32`.
    /// `ALayout = ((_4,_8),(_4,_2)):((_64,_1),(_16,_8))`, `BLayout = ((_4,_8),_4):((_32,_1),_8)`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x16_S32U8U8S32_TN: [i32, u8, u8, i32], shape (_16, _8, _16), thr Warp,
        a Layout<((_4, _8), (_4, _2)), ((_64, _1), (_16, _8))>, b Row8x16, c Row16x8;
    /// CuTe's `SM80_16x8x16_S32U8U8S32_TN_SATURATE`: `mma.sync` 16x8x16 with saturation, D/A/B/C `i32`/`u8`/`u8`/`i32`.
    /// `ALayout = ((_4,_8),(_4,_2)):((_64,_1),(_16,_8))`, `BLayout = ((_4,_8),_4):((_32,_1),_8)`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x16_S32U8U8S32_TN_SATURATE: [i32, u8, u8, i32], shape (_16, _8, _16), thr Warp,
        a Layout<((_4, _8), (_4, _2)), ((_64, _1), (_16, _8))>, b Row8x16, c Row16x8;
    /// CuTe's `SM80_16x8x32_S32S8S8S32_TN`: `mma.sync` 16x8x32, D/A/B/C `i32`/`i8`/`i8`/`i32`.
    /// `ALayout = ((_4,_8),(_4,_2,_2)):((_64,_1),(_16,_8,_256))`, `BLayout = ((_4,_8),(_4,_2)):((_32,_1),(_8,_128))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x32_S32S8S8S32_TN: [i32, i8, i8, i32], shape (_16, _8, _32), thr Warp,
        a Layout<((_4, _8), (_4, _2, _2)), ((_64, _1), (_16, _8, _256))>, b Layout<((_4, _8), (_4, _2)), ((_32, _1), (_8, _128))>, c Row16x8;
    /// CuTe's `SM80_16x8x32_S32S8S8S32_TN_SATURATE`: `mma.sync` 16x8x32 with saturation, D/A/B/C `i32`/`i8`/`i8`/`i32`.
    /// `ALayout = ((_4,_8),(_4,_2,_2)):((_64,_1),(_16,_8,_256))`, `BLayout = ((_4,_8),(_4,_2)):((_32,_1),(_8,_128))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x32_S32S8S8S32_TN_SATURATE: [i32, i8, i8, i32], shape (_16, _8, _32), thr Warp,
        a Layout<((_4, _8), (_4, _2, _2)), ((_64, _1), (_16, _8, _256))>, b Layout<((_4, _8), (_4, _2)), ((_32, _1), (_8, _128))>, c Row16x8;
    /// CuTe's `SM80_16x8x32_S32S8U8S32_TN`: `mma.sync` 16x8x32, D/A/B/C `i32`/`i8`/`u8`/`i32`.
    /// `ALayout = ((_4,_8),(_4,_2,_2)):((_64,_1),(_16,_8,_256))`, `BLayout = ((_4,_8),(_4,_2)):((_32,_1),(_8,_128))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x32_S32S8U8S32_TN: [i32, i8, u8, i32], shape (_16, _8, _32), thr Warp,
        a Layout<((_4, _8), (_4, _2, _2)), ((_64, _1), (_16, _8, _256))>, b Layout<((_4, _8), (_4, _2)), ((_32, _1), (_8, _128))>, c Row16x8;
    /// CuTe's `SM80_16x8x32_S32S8U8S32_TN_SATURATE`: `mma.sync` 16x8x32 with saturation, D/A/B/C `i32`/`i8`/`u8`/`i32`.
    /// `ALayout = ((_4,_8),(_4,_2,_2)):((_64,_1),(_16,_8,_256))`, `BLayout = ((_4,_8),(_4,_2)):((_32,_1),(_8,_128))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x32_S32S8U8S32_TN_SATURATE: [i32, i8, u8, i32], shape (_16, _8, _32), thr Warp,
        a Layout<((_4, _8), (_4, _2, _2)), ((_64, _1), (_16, _8, _256))>, b Layout<((_4, _8), (_4, _2)), ((_32, _1), (_8, _128))>, c Row16x8;
    /// CuTe's `SM80_16x8x32_S32U8S8S32_TN`: `mma.sync` 16x8x32, D/A/B/C `i32`/`u8`/`i8`/`i32`.
    /// `ALayout = ((_4,_8),(_4,_2,_2)):((_64,_1),(_16,_8,_256))`, `BLayout = ((_4,_8),(_4,_2)):((_32,_1),(_8,_128))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x32_S32U8S8S32_TN: [i32, u8, i8, i32], shape (_16, _8, _32), thr Warp,
        a Layout<((_4, _8), (_4, _2, _2)), ((_64, _1), (_16, _8, _256))>, b Layout<((_4, _8), (_4, _2)), ((_32, _1), (_8, _128))>, c Row16x8;
    /// CuTe's `SM80_16x8x32_S32U8S8S32_TN_SATURATE`: `mma.sync` 16x8x32 with saturation, D/A/B/C `i32`/`u8`/`i8`/`i32`.
    /// `ALayout = ((_4,_8),(_4,_2,_2)):((_64,_1),(_16,_8,_256))`, `BLayout = ((_4,_8),(_4,_2)):((_32,_1),(_8,_128))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x32_S32U8S8S32_TN_SATURATE: [i32, u8, i8, i32], shape (_16, _8, _32), thr Warp,
        a Layout<((_4, _8), (_4, _2, _2)), ((_64, _1), (_16, _8, _256))>, b Layout<((_4, _8), (_4, _2)), ((_32, _1), (_8, _128))>, c Row16x8;
    /// CuTe's `SM80_16x8x32_S32U8U8S32_TN`: `mma.sync` 16x8x32, D/A/B/C `i32`/`u8`/`u8`/`i32`.
    /// `ALayout = ((_4,_8),(_4,_2,_2)):((_64,_1),(_16,_8,_256))`, `BLayout = ((_4,_8),(_4,_2)):((_32,_1),(_8,_128))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x32_S32U8U8S32_TN: [i32, u8, u8, i32], shape (_16, _8, _32), thr Warp,
        a Layout<((_4, _8), (_4, _2, _2)), ((_64, _1), (_16, _8, _256))>, b Layout<((_4, _8), (_4, _2)), ((_32, _1), (_8, _128))>, c Row16x8;
    /// CuTe's `SM80_16x8x32_S32U8U8S32_TN_SATURATE`: `mma.sync` 16x8x32 with saturation, D/A/B/C `i32`/`u8`/`u8`/`i32`.
    /// `ALayout = ((_4,_8),(_4,_2,_2)):((_64,_1),(_16,_8,_256))`, `BLayout = ((_4,_8),(_4,_2)):((_32,_1),(_8,_128))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x32_S32U8U8S32_TN_SATURATE: [i32, u8, u8, i32], shape (_16, _8, _32), thr Warp,
        a Layout<((_4, _8), (_4, _2, _2)), ((_64, _1), (_16, _8, _256))>, b Layout<((_4, _8), (_4, _2)), ((_32, _1), (_8, _128))>, c Row16x8;
    /// CuTe's `SM80_8x8x32_S32S4S4S32_TN`: `mma.sync` 8x8x32, D/A/B/C `i32`/`int4b_t`/`int4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `BLayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x32_S32S4S4S32_TN: [i32, int4b_t, int4b_t, i32], shape (_8, _8, _32), thr Warp,
        a Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, b Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, c Row8x8;
    /// CuTe's `SM80_8x8x32_S32S4S4S32_TN_SATURATE`: `mma.sync` 8x8x32 with saturation, D/A/B/C `i32`/`int4b_t`/`int4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `BLayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x32_S32S4S4S32_TN_SATURATE: [i32, int4b_t, int4b_t, i32], shape (_8, _8, _32), thr Warp,
        a Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, b Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, c Row8x8;
    /// CuTe's `SM80_8x8x32_S32S4U4S32_TN`: `mma.sync` 8x8x32, D/A/B/C `i32`/`int4b_t`/`uint4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `BLayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x32_S32S4U4S32_TN: [i32, int4b_t, uint4b_t, i32], shape (_8, _8, _32), thr Warp,
        a Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, b Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, c Row8x8;
    /// CuTe's `SM80_8x8x32_S32S4U4S32_TN_SATURATE`: `mma.sync` 8x8x32 with saturation, D/A/B/C `i32`/`int4b_t`/`uint4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `BLayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x32_S32S4U4S32_TN_SATURATE: [i32, int4b_t, uint4b_t, i32], shape (_8, _8, _32), thr Warp,
        a Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, b Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, c Row8x8;
    /// CuTe's `SM80_8x8x32_S32U4S4S32_TN`: `mma.sync` 8x8x32, D/A/B/C `i32`/`uint4b_t`/`int4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `BLayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x32_S32U4S4S32_TN: [i32, uint4b_t, int4b_t, i32], shape (_8, _8, _32), thr Warp,
        a Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, b Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, c Row8x8;
    /// CuTe's `SM80_8x8x32_S32U4S4S32_TN_SATURATE`: `mma.sync` 8x8x32 with saturation, D/A/B/C `i32`/`uint4b_t`/`int4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `BLayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x32_S32U4S4S32_TN_SATURATE: [i32, uint4b_t, int4b_t, i32], shape (_8, _8, _32), thr Warp,
        a Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, b Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, c Row8x8;
    /// CuTe's `SM80_8x8x32_S32U4U4S32_TN`: `mma.sync` 8x8x32, D/A/B/C `i32`/`uint4b_t`/`uint4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `BLayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x32_S32U4U4S32_TN: [i32, uint4b_t, uint4b_t, i32], shape (_8, _8, _32), thr Warp,
        a Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, b Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, c Row8x8;
    /// CuTe's `SM80_8x8x32_S32U4U4S32_TN_SATURATE`: `mma.sync` 8x8x32 with saturation, D/A/B/C `i32`/`uint4b_t`/`uint4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `BLayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `CLayout = ((_4,_8),_2):((_16,_1),_8)`.
    SM80_8x8x32_S32U4U4S32_TN_SATURATE: [i32, uint4b_t, uint4b_t, i32], shape (_8, _8, _32), thr Warp,
        a Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, b Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, c Row8x8;
    /// CuTe's `SM80_16x8x32_S32S4S4S32_TN`: `mma.sync` 16x8x32, D/A/B/C `i32`/`int4b_t`/`int4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8,_2)):((_128,_1),(_16,_8))`, `BLayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x32_S32S4S4S32_TN: [i32, int4b_t, int4b_t, i32], shape (_16, _8, _32), thr Warp,
        a Layout<((_4, _8), (_8, _2)), ((_128, _1), (_16, _8))>, b Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, c Row16x8;
    /// CuTe's `SM80_16x8x32_S32S4S4S32_TN_SATURATE`: `mma.sync` 16x8x32 with saturation, D/A/B/C `i32`/`int4b_t`/`int4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8,_2)):((_128,_1),(_16,_8))`, `BLayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x32_S32S4S4S32_TN_SATURATE: [i32, int4b_t, int4b_t, i32], shape (_16, _8, _32), thr Warp,
        a Layout<((_4, _8), (_8, _2)), ((_128, _1), (_16, _8))>, b Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, c Row16x8;
    /// CuTe's `SM80_16x8x32_S32S4U4S32_TN`: `mma.sync` 16x8x32, D/A/B/C `i32`/`int4b_t`/`uint4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8,_2)):((_128,_1),(_16,_8))`, `BLayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x32_S32S4U4S32_TN: [i32, int4b_t, uint4b_t, i32], shape (_16, _8, _32), thr Warp,
        a Layout<((_4, _8), (_8, _2)), ((_128, _1), (_16, _8))>, b Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, c Row16x8;
    /// CuTe's `SM80_16x8x32_S32S4U4S32_TN_SATURATE`: `mma.sync` 16x8x32 with saturation, D/A/B/C `i32`/`int4b_t`/`uint4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8,_2)):((_128,_1),(_16,_8))`, `BLayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x32_S32S4U4S32_TN_SATURATE: [i32, int4b_t, uint4b_t, i32], shape (_16, _8, _32), thr Warp,
        a Layout<((_4, _8), (_8, _2)), ((_128, _1), (_16, _8))>, b Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, c Row16x8;
    /// CuTe's `SM80_16x8x32_S32U4S4S32_TN`: `mma.sync` 16x8x32, D/A/B/C `i32`/`uint4b_t`/`int4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8,_2)):((_128,_1),(_16,_8))`, `BLayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x32_S32U4S4S32_TN: [i32, uint4b_t, int4b_t, i32], shape (_16, _8, _32), thr Warp,
        a Layout<((_4, _8), (_8, _2)), ((_128, _1), (_16, _8))>, b Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, c Row16x8;
    /// CuTe's `SM80_16x8x32_S32U4S4S32_TN_SATURATE`: `mma.sync` 16x8x32 with saturation, D/A/B/C `i32`/`uint4b_t`/`int4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8,_2)):((_128,_1),(_16,_8))`, `BLayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x32_S32U4S4S32_TN_SATURATE: [i32, uint4b_t, int4b_t, i32], shape (_16, _8, _32), thr Warp,
        a Layout<((_4, _8), (_8, _2)), ((_128, _1), (_16, _8))>, b Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, c Row16x8;
    /// CuTe's `SM80_16x8x32_S32U4U4S32_TN`: `mma.sync` 16x8x32, D/A/B/C `i32`/`uint4b_t`/`uint4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8,_2)):((_128,_1),(_16,_8))`, `BLayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x32_S32U4U4S32_TN: [i32, uint4b_t, uint4b_t, i32], shape (_16, _8, _32), thr Warp,
        a Layout<((_4, _8), (_8, _2)), ((_128, _1), (_16, _8))>, b Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, c Row16x8;
    /// CuTe's `SM80_16x8x32_S32U4U4S32_TN_SATURATE`: `mma.sync` 16x8x32 with saturation, D/A/B/C `i32`/`uint4b_t`/`uint4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8,_2)):((_128,_1),(_16,_8))`, `BLayout = ((_4,_8),(_8)):((_64,_1),(_8))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x32_S32U4U4S32_TN_SATURATE: [i32, uint4b_t, uint4b_t, i32], shape (_16, _8, _32), thr Warp,
        a Layout<((_4, _8), (_8, _2)), ((_128, _1), (_16, _8))>, b Layout<((_4, _8), (_8,)), ((_64, _1), (_8,))>, c Row16x8;
    /// CuTe's `SM80_16x8x64_S32S4S4S32_TN`: `mma.sync` 16x8x64, D/A/B/C `i32`/`int4b_t`/`int4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8,_2,_2)):((_128,_1),(_16,_8,_512))`, `BLayout = ((_4,_8),(_8,_2)):((_64,_1),(_8,_256))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x64_S32S4S4S32_TN: [i32, int4b_t, int4b_t, i32], shape (_16, _8, _64), thr Warp,
        a Layout<((_4, _8), (_8, _2, _2)), ((_128, _1), (_16, _8, _512))>, b Layout<((_4, _8), (_8, _2)), ((_64, _1), (_8, _256))>, c Row16x8;
    /// CuTe's `SM80_16x8x64_S32S4S4S32_TN_SATURATE`: `mma.sync` 16x8x64 with saturation, D/A/B/C `i32`/`int4b_t`/`int4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8,_2,_2)):((_128,_1),(_16,_8,_512))`, `BLayout = ((_4,_8),(_8,_2)):((_64,_1),(_8,_256))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x64_S32S4S4S32_TN_SATURATE: [i32, int4b_t, int4b_t, i32], shape (_16, _8, _64), thr Warp,
        a Layout<((_4, _8), (_8, _2, _2)), ((_128, _1), (_16, _8, _512))>, b Layout<((_4, _8), (_8, _2)), ((_64, _1), (_8, _256))>, c Row16x8;
    /// CuTe's `SM80_16x8x64_S32S4U4S32_TN`: `mma.sync` 16x8x64, D/A/B/C `i32`/`int4b_t`/`uint4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8,_2,_2)):((_128,_1),(_16,_8,_512))`, `BLayout = ((_4,_8),(_8,_2)):((_64,_1),(_8,_256))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x64_S32S4U4S32_TN: [i32, int4b_t, uint4b_t, i32], shape (_16, _8, _64), thr Warp,
        a Layout<((_4, _8), (_8, _2, _2)), ((_128, _1), (_16, _8, _512))>, b Layout<((_4, _8), (_8, _2)), ((_64, _1), (_8, _256))>, c Row16x8;
    /// CuTe's `SM80_16x8x64_S32S4U4S32_TN_SATURATE`: `mma.sync` 16x8x64 with saturation, D/A/B/C `i32`/`int4b_t`/`uint4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8,_2,_2)):((_128,_1),(_16,_8,_512))`, `BLayout = ((_4,_8),(_8,_2)):((_64,_1),(_8,_256))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x64_S32S4U4S32_TN_SATURATE: [i32, int4b_t, uint4b_t, i32], shape (_16, _8, _64), thr Warp,
        a Layout<((_4, _8), (_8, _2, _2)), ((_128, _1), (_16, _8, _512))>, b Layout<((_4, _8), (_8, _2)), ((_64, _1), (_8, _256))>, c Row16x8;
    /// CuTe's `SM80_16x8x64_S32U4S4S32_TN`: `mma.sync` 16x8x64, D/A/B/C `i32`/`uint4b_t`/`int4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8,_2,_2)):((_128,_1),(_16,_8,_512))`, `BLayout = ((_4,_8),(_8,_2)):((_64,_1),(_8,_256))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x64_S32U4S4S32_TN: [i32, uint4b_t, int4b_t, i32], shape (_16, _8, _64), thr Warp,
        a Layout<((_4, _8), (_8, _2, _2)), ((_128, _1), (_16, _8, _512))>, b Layout<((_4, _8), (_8, _2)), ((_64, _1), (_8, _256))>, c Row16x8;
    /// CuTe's `SM80_16x8x64_S32U4S4S32_TN_SATURATE`: `mma.sync` 16x8x64 with saturation, D/A/B/C `i32`/`uint4b_t`/`int4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8,_2,_2)):((_128,_1),(_16,_8,_512))`, `BLayout = ((_4,_8),(_8,_2)):((_64,_1),(_8,_256))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x64_S32U4S4S32_TN_SATURATE: [i32, uint4b_t, int4b_t, i32], shape (_16, _8, _64), thr Warp,
        a Layout<((_4, _8), (_8, _2, _2)), ((_128, _1), (_16, _8, _512))>, b Layout<((_4, _8), (_8, _2)), ((_64, _1), (_8, _256))>, c Row16x8;
    /// CuTe's `SM80_16x8x64_S32U4U4S32_TN`: `mma.sync` 16x8x64, D/A/B/C `i32`/`uint4b_t`/`uint4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8,_2,_2)):((_128,_1),(_16,_8,_512))`, `BLayout = ((_4,_8),(_8,_2)):((_64,_1),(_8,_256))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x64_S32U4U4S32_TN: [i32, uint4b_t, uint4b_t, i32], shape (_16, _8, _64), thr Warp,
        a Layout<((_4, _8), (_8, _2, _2)), ((_128, _1), (_16, _8, _512))>, b Layout<((_4, _8), (_8, _2)), ((_64, _1), (_8, _256))>, c Row16x8;
    /// CuTe's `SM80_16x8x64_S32U4U4S32_TN_SATURATE`: `mma.sync` 16x8x64 with saturation, D/A/B/C `i32`/`uint4b_t`/`uint4b_t`/`i32`.
    /// `ALayout = ((_4,_8),(_8,_2,_2)):((_128,_1),(_16,_8,_512))`, `BLayout = ((_4,_8),(_8,_2)):((_64,_1),(_8,_256))`, `CLayout = ((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`.
    SM80_16x8x64_S32U4U4S32_TN_SATURATE: [i32, uint4b_t, uint4b_t, i32], shape (_16, _8, _64), thr Warp,
        a Layout<((_4, _8), (_8, _2, _2)), ((_128, _1), (_16, _8, _512))>, b Layout<((_4, _8), (_8, _2)), ((_64, _1), (_8, _256))>, c Row16x8;
}
