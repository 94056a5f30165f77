//! `tfloat32_t`: the tensor cores' 19-bit float (8 exponent, 10 mantissa bits) stored in 32
//! bits as an `f32` whose 13 low mantissa bits are zero.
//!
//! From `f32` it rounds as `cvt.rna.tf32.f32`: to nearest, ties away from zero, on the 13 low
//! bits (the largest finite `f32`s round to `±inf`; infinities stay; a NaN keeps its bits
//! with the 13 low ones cleared, unrounded, as `cvt.rna.tf32.f32` does on the H200: a NaN whose
//! payload lies only there becomes `±inf`).
//! CUTLASS's `tfloat32_t(float)` rounds the same way (its `round_half_ulp_truncate`).

use super::{Numeric, NumericKind};
use crate::tensor::PrettyPrint;
use core::fmt;

/// CuTe's `tfloat32_t` (CuTe DSL `TFloat32`): an `f32` with 10 mantissa bits.
///
/// ```
/// use layout_core::numeric::tf32;
/// let t = tf32::from_f32(1.0 + 2f32.powi(-11) + 2f32.powi(-20));
/// assert_eq!(t.to_bits(), 0x3f80_2000);                      // 1 + 2^-10
/// assert_eq!(tf32::from_f32(-1.0 - 2f32.powi(-11)).to_f32(), -1.0 - 2f32.powi(-10)); // away from 0
/// assert_eq!(tf32::from_f32(f32::MAX).to_f32(), f32::INFINITY);
/// assert_eq!(tf32::from_f32(0.1).to_string(), "0.099976");  // CuTe's print: %f
/// ```
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Default)]
#[repr(transparent)]
pub struct tf32(u32);

impl tf32 {
    /// The value with these 32 bits (CuTe's `tfloat32_t::bitcast`; the low 13 bits are kept
    /// but not read by [`tf32::to_f32`]).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn from_bits(bits: u32) -> tf32 {
        tf32(bits)
    }
    /// The 32 bits.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn to_bits(self) -> u32 {
        self.0
    }
    /// `x` rounded as `cvt.rna.tf32.f32`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn from_f32(x: f32) -> tf32 {
        let b = x.to_bits();
        if b & 0x7f80_0000 == 0x7f80_0000 {
            // infinities stay; a NaN loses its 13 low bits unrounded, as on the GPU (a NaN
            // whose payload lies only there becomes an infinity of its sign)
            tf32(b & 0xffff_e000)
        } else {
            // adding half an ulp to the magnitude's bits rounds ties away from zero; a carry
            // runs into the exponent (up to inf)
            tf32((b + 0x1000) & 0xffff_e000)
        }
    }
    /// The value: the bits with the 13 low ones cleared (the GPU reads a `tf32` register as
    /// an `f32`).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn to_f32(self) -> f32 {
        f32::from_bits(self.0 & 0xffff_e000)
    }
    /// Whether the value is NaN.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn is_nan(self) -> bool {
        self.0 & 0x7fff_ffff > 0x7f80_0000
    }
}

impl Numeric for tf32 {
    const KIND: NumericKind = NumericKind::TF32;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_bits(self) -> u32 {
        self.0
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_bits(bits: u32) -> tf32 {
        tf32(bits)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_f32(self) -> f32 {
        tf32::to_f32(self)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_f32(x: f32) -> tf32 {
        tf32::from_f32(x)
    }
}

/// IEEE equality of the values.
impl PartialEq for tf32 {
    fn eq(&self, other: &tf32) -> bool {
        self.to_f32() == other.to_f32()
    }
}

/// IEEE order of the values.
impl PartialOrd for tf32 {
    fn partial_cmp(&self, other: &tf32) -> Option<core::cmp::Ordering> {
        self.to_f32().partial_cmp(&other.to_f32())
    }
}

/// The bits and the value, e.g. `0x3f800000 (1.0)`.
impl fmt::Debug for tf32 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:#010x} ({:?})", self.0, self.to_f32())
    }
}

/// CuTe's `print`: `%f`.
impl fmt::Display for tf32 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        super::fmt_c_fixed(self.to_f32(), 6, 0, f)
    }
}

/// CuTe's `pretty_print(tfloat32_t)`: `%10.2e`.
impl PrettyPrint for tf32 {
    fn pretty_print(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = self.to_f32();
        crate::tensor::fmt_c_exp(v.is_sign_negative(), f64::from(v), 2, 10, f)
    }
}
