//! `int8_t`, `int32_t` and `bool` as [`Numeric`] element types.
//!
//! From `f32` an integer is Rust's `as` (toward zero, saturating, NaN to 0: PTX's
//! `cvt.rzi.sat`, and CuTe DSL's "the fraction is truncated"); between integers a conversion
//! wraps (`Int32(300).to(Int8)` is 44, as in CuTe DSL). `bool` from a number is `x != 0`.

use super::{Numeric, NumericKind};

impl Numeric for i8 {
    const KIND: NumericKind = NumericKind::I8;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_bits(self) -> u32 {
        u32::from(self as u8)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_bits(bits: u32) -> i8 {
        bits as u8 as i8
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_f32(self) -> f32 {
        f32::from(self)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_f32(x: f32) -> i8 {
        x as i8
    }
}

impl Numeric for i32 {
    const KIND: NumericKind = NumericKind::I32;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_bits(self) -> u32 {
        self as u32
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_bits(bits: u32) -> i32 {
        bits as i32
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_f32(self) -> f32 {
        self as f32
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_f32(x: f32) -> i32 {
        x as i32
    }
}

impl Numeric for bool {
    const KIND: NumericKind = NumericKind::Bool;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_bits(self) -> u32 {
        u32::from(self)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_bits(bits: u32) -> bool {
        bits & 1 == 1
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_f32(self) -> f32 {
        f32::from(u8::from(self))
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_f32(x: f32) -> bool {
        x != 0.0
    }
}
