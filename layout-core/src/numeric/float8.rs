//! `float_e4m3_t` and `float_e5m2_t`: the 8-bit floats of the OCP FP8 standard (E4M3FN: no
//! infinity, NaN `S.1111.111`, largest 448; E5M2: IEEE-like with `±inf`, largest 57344).
//!
//! | code (E4M3) | value | code (E5M2) | value |
//! |-------------|-------|-------------|-------|
//! | `0x00` | `+0` | `0x00` | `+0` |
//! | `0x01` | `2^-9` (least subnormal) | `0x01` | `2^-16` |
//! | `0x08` | `2^-6` (least normal) | `0x04` | `2^-14` |
//! | `0x38` | `1` | `0x3c` | `1` |
//! | `0x7e` | `448` (largest) | `0x7b` | `57344` (largest) |
//! | `0x7f` | NaN | `0x7c` | `+inf` |
//! | | | `0x7d..=0x7f` | NaN |
//!
//! From `f32`, [`e4m3::from_f32`] and [`e5m2::from_f32`] are CuTe's conversions, the GPU's
//! `cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32`: nearest, ties to even, anything beyond the largest
//! finite value (`±inf` included) is the largest finite value with its sign, NaN is `0x7f`.
//! The `_nosat` forms are the standard's (and torch's) non-saturating conversions: beyond the
//! largest value by half an ulp or more, E4M3 gives NaN (`0x7f` with the sign) and E5M2
//! `±inf`. Widening is exact; a NaN widens to `0x7fffffff`.

use super::{fmt_c_fixed, Numeric, NumericKind};
use crate::tensor::PrettyPrint;
use core::fmt;

/// An 8-bit float format with a sign bit, `EXP` exponent bits and `MAN` mantissa bits.
struct Format {
    /// Mantissa bits.
    man: u32,
    /// Exponent bias.
    bias: i32,
    /// The largest finite magnitude's code.
    max: u8,
    /// The largest unbiased exponent of a finite value.
    emax: i32,
    /// Whether the all-ones exponent with a zero mantissa is infinity (E5M2).
    has_inf: bool,
}

const E4M3: Format = Format {
    man: 3,
    bias: 7,
    max: 0x7e,
    emax: 8,
    has_inf: false,
};

const E5M2: Format = Format {
    man: 2,
    bias: 15,
    max: 0x7b,
    emax: 15,
    has_inf: true,
};

/// `x` rounded to nearest (ties to even) in format `f`; beyond the largest finite value it is
/// that value (`sat`) or the overflow code (NaN for E4M3, inf for E5M2).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
const fn encode(x: f32, f: &Format, sat: bool) -> u8 {
    let b = x.to_bits();
    let sign = ((b >> 24) & 0x80) as u8;
    let a = b & 0x7fff_ffff;
    if a > 0x7f80_0000 {
        return 0x7f;
    }
    let e = (a >> 23) as i32 - 127;
    let m = (a & 0x7f_ffff) | 0x80_0000;
    let code = if e > f.emax + 1 {
        // 2^(emax + 2) and up, inf included: beyond any rounding to the largest value
        u32::MAX
    } else if e >= 1 - f.bias {
        // normal: keep MAN mantissa bits; a carry out of the mantissa bumps the exponent
        let q = super::half::shr_rne(m, 23 - f.man);
        (((e + f.bias - 1) as u32) << f.man) + q
    } else {
        // subnormal, in units of 2^(1 - bias - MAN): m * 2^(e - 23) / unit
        let shift = (23 + 1 - f.bias - f.man as i32 - e) as u32;
        if shift > 25 {
            0
        } else {
            super::half::shr_rne(m, shift)
        }
    };
    if code <= f.max as u32 {
        sign | code as u8
    } else if sat {
        sign | f.max
    } else if f.has_inf {
        sign | 0x7c
    } else {
        sign | 0x7f
    }
}

/// The exact `f32` value of a code in format `f` (NaN is `0x7fffffff`).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
const fn decode(c: u8, f: &Format) -> f32 {
    let sign = ((c as u32) & 0x80) << 24;
    let mag = c & 0x7f;
    let exp = (mag >> f.man) as i32;
    let man = (mag as u32) & ((1 << f.man) - 1);
    let all_ones = (1 << (7 - f.man)) - 1;
    // E5M2: the all-ones exponent with a nonzero mantissa; E4M3: only `S.1111.111`
    let nan = exp == all_ones
        && if f.has_inf {
            man != 0
        } else {
            man == (1 << f.man) - 1
        };
    if nan {
        return f32::from_bits(0x7fff_ffff);
    }
    let bits = if f.has_inf && exp == all_ones {
        sign | 0x7f80_0000
    } else if exp != 0 {
        sign | (((exp - f.bias + 127) as u32) << 23) | (man << (23 - f.man))
    } else if man == 0 {
        sign
    } else {
        // subnormal: man * 2^(1 - bias - MAN), normalised
        let lead = 31 - man.leading_zeros(); // position of the leading one
        let e = lead as i32 + 1 - f.bias - f.man as i32;
        let rest = (man << (f.man - lead)) & ((1 << f.man) - 1);
        sign | (((e + 127) as u32) << 23) | (rest << (23 - f.man))
    };
    f32::from_bits(bits)
}

macro_rules! float8 {
    ($(#[$doc:meta])* $t:ident, $fmt:ident, $kind:ident, $max:literal, $example:literal) => {
        $(#[$doc])*
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Default)]
        #[repr(transparent)]
        pub struct $t(u8);

        impl $t {
            /// The value with code `bits`.
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            pub const fn from_bits(bits: u8) -> $t {
                $t(bits)
            }
            /// The code.
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            pub const fn to_bits(self) -> u8 {
                self.0
            }
            /// CuTe's conversion from `float`: nearest, ties to even, saturating to the largest
            /// finite value (`cvt.rn.satfinite`); NaN is `0x7f`.
            #[doc = $example]
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            pub const fn from_f32(x: f32) -> $t {
                $t(encode(x, &$fmt, true))
            }
            /// The non-saturating conversion of the OCP standard and torch: nearest, ties to
            /// even; beyond the largest value by half an ulp or more it overflows: E4M3 to NaN
            /// (`0x7f` with the sign), E5M2 to `±inf`.
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            pub const fn from_f32_nosat(x: f32) -> $t {
                $t(encode(x, &$fmt, false))
            }
            /// The exact value (a NaN is `0x7fffffff`).
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            pub const fn to_f32(self) -> f32 {
                decode(self.0, &$fmt)
            }
            /// Whether the value is NaN.
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            pub const fn is_nan(self) -> bool {
                self.to_f32().is_nan()
            }
            /// The largest finite value.
            pub const MAX: $t = $t($max);
            /// The canonical NaN, `0x7f`.
            pub const NAN: $t = $t(0x7f);
        }

        impl Numeric for $t {
            const KIND: NumericKind = NumericKind::$kind;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn to_bits(self) -> u32 {
                u32::from(self.0)
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn from_bits(bits: u32) -> $t {
                $t(bits as u8)
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn to_f32(self) -> f32 {
                decode(self.0, &$fmt)
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn from_f32(x: f32) -> $t {
                $t::from_f32(x)
            }
        }

        /// IEEE equality of the values (NaN is unequal to everything, `-0 == +0`).
        impl PartialEq for $t {
            fn eq(&self, other: &$t) -> bool {
                self.to_f32() == other.to_f32()
            }
        }

        /// IEEE order of the values.
        impl PartialOrd for $t {
            fn partial_cmp(&self, other: &$t) -> Option<core::cmp::Ordering> {
                self.to_f32().partial_cmp(&other.to_f32())
            }
        }

        /// The code and the value, e.g. `0x38 (1.0)`.
        impl fmt::Debug for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{:#04x} ({:?})", self.0, self.to_f32())
            }
        }

        /// CuTe's `print`: `%f`.
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt_c_fixed(self.to_f32(), 6, 0, f)
            }
        }

        /// CuTe's `pretty_print`: `%8.2f`.
        impl PrettyPrint for $t {
            fn pretty_print(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt_c_fixed(self.to_f32(), 2, 8, f)
            }
        }
    };
}

float8!(
    /// CuTe's `float_e4m3_t` (CuTe DSL `Float8E4M3FN`, `torch.float8_e4m3fn`): 1 sign, 4
    /// exponent (bias 7) and 3 mantissa bits; no infinity, NaN `0x7f`/`0xff`, largest 448.
    ///
    /// ```
    /// use layout_core::numeric::e4m3;
    /// assert_eq!(e4m3::from_f32(1.0).to_bits(), 0x38);
    /// assert_eq!(e4m3::MAX.to_f32(), 448.0);
    /// assert_eq!(e4m3::from_bits(0x01).to_f32(), 2f32.powi(-9));
    /// assert!(e4m3::from_bits(0xff).is_nan());
    /// ```
    e4m3,
    E4M3,
    E4M3,
    0x7e,
    "```\nuse layout_core::numeric::e4m3;\nassert_eq!(e4m3::from_f32(464.0).to_f32(), 448.0); // a tie: 448 is even\nassert_eq!(e4m3::from_f32(-f32::INFINITY).to_f32(), -448.0);\nassert_eq!(e4m3::from_f32(f32::NAN).to_bits(), 0x7f);\n```"
);

float8!(
    /// CuTe's `float_e5m2_t` (CuTe DSL `Float8E5M2`, `torch.float8_e5m2`): 1 sign, 5
    /// exponent (bias 15) and 2 mantissa bits; `±inf` (`0x7c`), NaN `0x7d..=0x7f` (and
    /// negative), largest 57344.
    ///
    /// ```
    /// use layout_core::numeric::e5m2;
    /// assert_eq!(e5m2::from_f32(1.0).to_bits(), 0x3c);
    /// assert_eq!(e5m2::from_bits(0x7c).to_f32(), f32::INFINITY);
    /// assert_eq!(e5m2::from_f32_nosat(61440.0).to_f32(), f32::INFINITY); // a tie: overflows
    /// ```
    e5m2,
    E5M2,
    E5M2,
    0x7b,
    "```\nuse layout_core::numeric::e5m2;\nassert_eq!(e5m2::from_f32(1e6).to_f32(), 57344.0);\nassert_eq!(e5m2::from_f32(f32::NEG_INFINITY).to_f32(), -57344.0);\nassert_eq!(e5m2::from_f32(2f32.powi(-17)).to_bits(), 0); // half the least subnormal: to even\n```"
);

#[cfg(test)]
mod tests {
    use super::*;

    /// The nearest code to `x` by search over every finite code (ties to the even code), with
    /// the overflow rules of the module docs: an independent reference.
    fn nearest(x: f32, decode: impl Fn(u8) -> f32, max: u8, sat: bool, has_inf: bool) -> u8 {
        if x.is_nan() {
            return 0x7f;
        }
        let sign = if x.is_sign_negative() { 0x80 } else { 0 };
        let a = f64::from(x.abs());
        let top = f64::from(decode(max));
        let ulp = top - f64::from(decode(max - 1));
        if a >= top + ulp / 2.0 && !(a == top + ulp / 2.0 && max & 1 == 0) {
            return match (sat, has_inf) {
                (true, _) => sign | max,
                (false, true) => sign | 0x7c,
                (false, false) => sign | 0x7f,
            };
        }
        let mut best = 0u8;
        for c in 0..=max {
            let (d, db) = (
                (f64::from(decode(c)) - a).abs(),
                (f64::from(decode(best)) - a).abs(),
            );
            if d < db || (d == db && c & 1 == 0) {
                best = c;
            }
        }
        sign | best
    }

    fn samples() -> impl Iterator<Item = f32> {
        // every half as f32, and the midpoints between consecutive halves: every tie and
        // every boundary of the 8-bit formats lies among them
        (0..=u16::MAX).flat_map(|h| {
            let x = ::half::f16::from_bits(h).to_f32();
            let next = ::half::f16::from_bits(h.wrapping_add(1)).to_f32();
            [x, (x + next) / 2.0]
        })
    }

    #[test]
    fn e4m3_matches_the_nearest_code() {
        let dec = |c: u8| e4m3::from_bits(c).to_f32();
        for x in samples().chain([f32::INFINITY, f32::NEG_INFINITY, 1e30, 465.0, 479.99]) {
            assert_eq!(
                e4m3::from_f32(x).0,
                nearest(x, dec, 0x7e, true, false),
                "{x}"
            );
            assert_eq!(
                e4m3::from_f32_nosat(x).0,
                nearest(x, dec, 0x7e, false, false),
                "{x}"
            );
        }
    }

    #[test]
    fn e5m2_matches_the_nearest_code() {
        let dec = |c: u8| e5m2::from_bits(c).to_f32();
        for x in samples().chain([f32::INFINITY, f32::NEG_INFINITY, 1e30, 61439.0, 61440.0]) {
            assert_eq!(
                e5m2::from_f32(x).0,
                nearest(x, dec, 0x7b, true, true),
                "{x}"
            );
            assert_eq!(
                e5m2::from_f32_nosat(x).0,
                nearest(x, dec, 0x7b, false, true),
                "{x}"
            );
        }
    }
}
