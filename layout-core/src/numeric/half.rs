//! `half_t` and `bfloat16_t`: the `half` crate's [`f16`] and [`bf16`] as storage, with the
//! conversions of the GPU (`cvt.rn.f16.f32`, `cvt.rn.bf16.f32`, `cvt.f32.f16`).
//!
//! | conversion | rule |
//! |------------|------|
//! | `f32` → `f16` | nearest, ties to even; `|x| >= 65520` is `±inf`; below `2^-14` subnormal; NaN is `0x7fff` |
//! | `f32` → `bf16` | nearest, ties to even on the 16 low bits; NaN is `0x7fff` |
//! | `f16` → `f32` | exact; NaN is `0x7fffffff` |
//! | `bf16` → `f32` | the bits shifted left by 16 (exact, NaN bits kept) |
//!
//! The `half` crate's own `from_f32` agrees on every non-NaN value; for NaN it keeps the sign
//! and payload where the GPU returns its canonical NaN.

use super::{fmt_c_fixed, Numeric, NumericKind};
use crate::tensor::PrettyPrint;
use core::fmt;

pub use ::half::{bf16, f16};

/// Shifts `m` right by `s` bits, rounding to nearest, ties to even (`s` in `1..=31`).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(super) const fn shr_rne(m: u32, s: u32) -> u32 {
    let q = m >> s;
    let rem = m & ((1 << s) - 1);
    let half = 1 << (s - 1);
    if rem > half || (rem == half && q & 1 == 1) {
        q + 1
    } else {
        q
    }
}

/// `x` rounded to [`f16`](struct@f16) as `cvt.rn.f16.f32` (CuTe's `half_t(float)`).
///
/// ```
/// use layout_core::numeric::f16_from_f32;
/// assert_eq!(f16_from_f32(65504.0).to_bits(), 0x7bff);      // the largest half
/// assert_eq!(f16_from_f32(65520.0).to_bits(), 0x7c00);      // halfway to 2^16: ties to even, inf
/// assert_eq!(f16_from_f32(2f32.powi(-25)).to_bits(), 0);    // halfway to the least subnormal
/// assert_eq!(f16_from_f32(-f32::NAN).to_bits(), 0x7fff);    // the canonical NaN
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub const fn f16_from_f32(x: f32) -> f16 {
    let b = x.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let a = b & 0x7fff_ffff;
    let bits = if a > 0x7f80_0000 {
        return f16::from_bits(0x7fff);
    } else if a >= 0x477f_f000 {
        // 65520 and up (and inf): past the largest half by half an ulp or more
        0x7c00
    } else if a >= 0x3880_0000 {
        // a normal half: rebias the exponent (127 -> 15), round the 13 dropped bits
        let a = a - (112 << 23);
        ((a + 0xfff + ((a >> 13) & 1)) >> 13) as u16
    } else if a <= 0x3300_0000 {
        // at most 2^-25, half the least subnormal: zero (2^-25 itself ties to even, 0)
        0
    } else {
        // a subnormal half, in units of 2^-24: m * 2^(e - 23 + 24)
        let e = (a >> 23) as i32 - 127;
        let m = (a & 0x7f_ffff) | 0x80_0000;
        shr_rne(m, (-1 - e) as u32) as u16
    };
    f16::from_bits(sign | bits)
}

/// The exact `f32` value of a half, as `cvt.f32.f16` (a NaN is `0x7fffffff`).
///
/// ```
/// use layout_core::numeric::{f16, f16_to_f32};
/// assert_eq!(f16_to_f32(f16::from_bits(0x0001)), 2f32.powi(-24));
/// assert_eq!(f16_to_f32(f16::from_bits(0xfe00)).to_bits(), 0x7fff_ffff);
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub const fn f16_to_f32(h: f16) -> f32 {
    let h = h.to_bits() as u32;
    let sign = (h & 0x8000) << 16;
    let exp = (h >> 10) & 0x1f;
    let man = h & 0x3ff;
    let bits = if exp == 0x1f {
        if man != 0 {
            return f32::from_bits(0x7fff_ffff);
        }
        sign | 0x7f80_0000
    } else if exp != 0 {
        sign | ((exp + 112) << 23) | (man << 13)
    } else if man == 0 {
        sign
    } else {
        // a subnormal half, man * 2^-24: normalise (10 - lz bits below the leading one)
        let lz = man.leading_zeros() - 22; // zeros within the 10-bit field
        let man = (man << (lz + 1)) & 0x3ff;
        sign | ((113 - lz - 1) << 23) | (man << 13)
    };
    f32::from_bits(bits)
}

/// `x` rounded to [`bf16`] as `cvt.rn.bf16.f32` (CuTe's `bfloat16_t(float)`).
///
/// ```
/// use layout_core::numeric::bf16_from_f32;
/// assert_eq!(bf16_from_f32(1.0 + 2f32.powi(-8)).to_bits(), 0x3f80);  // a tie: to even
/// assert_eq!(bf16_from_f32(f32::MAX).to_bits(), 0x7f80);            // rounds to inf
/// assert_eq!(bf16_from_f32(f32::NAN).to_bits(), 0x7fff);
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub const fn bf16_from_f32(x: f32) -> bf16 {
    let b = x.to_bits();
    if b & 0x7fff_ffff > 0x7f80_0000 {
        return bf16::from_bits(0x7fff);
    }
    bf16::from_bits(((b + 0x7fff + ((b >> 16) & 1)) >> 16) as u16)
}

/// The `f32` value of a bfloat16: its bits shifted left by 16 (exact; a NaN keeps its bits).
///
/// ```
/// use layout_core::numeric::{bf16, bf16_to_f32};
/// assert_eq!(bf16_to_f32(bf16::from_bits(0x3fc0)), 1.5);
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub const fn bf16_to_f32(h: bf16) -> f32 {
    f32::from_bits((h.to_bits() as u32) << 16)
}

impl Numeric for f16 {
    const KIND: NumericKind = NumericKind::F16;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_bits(self) -> u32 {
        u32::from(f16::to_bits(self))
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_bits(bits: u32) -> f16 {
        f16::from_bits(bits as u16)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_f32(self) -> f32 {
        f16_to_f32(self)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_f32(x: f32) -> f16 {
        f16_from_f32(x)
    }
}

impl Numeric for bf16 {
    const KIND: NumericKind = NumericKind::BF16;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_bits(self) -> u32 {
        u32::from(bf16::to_bits(self))
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_bits(bits: u32) -> bf16 {
        bf16::from_bits(bits as u16)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_f32(self) -> f32 {
        bf16_to_f32(self)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_f32(x: f32) -> bf16 {
        bf16_from_f32(x)
    }
}

/// CuTe's `pretty_print(half_t)`: `%8.2f`.
///
/// ```
/// use layout_core::numeric::f16;
/// use layout_core::tensor::{make_tensor, print_tensor};
/// use layout_core::prelude::*;
/// let data = [f16::from_f32(1.5), f16::from_f32(-0.25)];
/// let text = print_tensor(&make_tensor(&data[..], make_layout(_2))).to_string();
/// assert!(text.starts_with("ptr[16b]("));
/// assert!(text.ends_with(":\n    1.50\n   -0.25\n"));
/// ```
impl PrettyPrint for f16 {
    fn pretty_print(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_c_fixed(f16_to_f32(*self), 2, 8, f)
    }
}

/// CuTe's `pretty_print(bfloat16_t)`: `%8.2f`.
impl PrettyPrint for bf16 {
    fn pretty_print(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_c_fixed(bf16_to_f32(*self), 2, 8, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_half_widens_exactly_and_rounds_back() {
        for h in 0..=u16::MAX {
            let x = f16_to_f32(f16::from_bits(h));
            let reference = f16::from_bits(h).to_f32();
            if reference.is_nan() {
                assert_eq!(x.to_bits(), 0x7fff_ffff, "{h:#06x}");
                assert_eq!(f16_from_f32(x).to_bits(), 0x7fff);
            } else {
                assert_eq!(x.to_bits(), reference.to_bits(), "{h:#06x}");
                assert_eq!(f16_from_f32(x).to_bits(), h, "{h:#06x}");
            }
        }
    }

    #[test]
    fn every_bfloat16_round_trips() {
        for h in 0..=u16::MAX {
            let x = bf16_to_f32(bf16::from_bits(h));
            if x.is_nan() {
                assert_eq!(bf16_from_f32(x).to_bits(), 0x7fff);
            } else {
                assert_eq!(bf16_from_f32(x).to_bits(), h, "{h:#06x}");
            }
        }
    }
}
