//! Conversion between any two [`Numeric`] types, CuTe's `NumericConverter` (and CuTe DSL's
//! `TensorSSA.to`) with the rounding of the [module docs](super).

use super::{Numeric, NumericKind};

/// `x` converted to `D`: the same type is the identity (bits kept); floats go through `f32`
/// (exact for every float here, so one rounding, the target's); `i32` to a float rounds once
/// (to `f32`: nearest even; to a narrower float through a round-to-odd `f32`); a float to an
/// integer truncates toward zero and saturates (NaN is 0); `i32` to `i8` wraps; anything to
/// `bool` is `x != 0`.
///
/// ```
/// use layout_core::numeric::{convert, bf16, e4m3, f16};
/// let h: f16 = convert(3.14159_f32);
/// assert_eq!(h.to_bits(), 0x4248);
/// let b: bf16 = convert(h);
/// assert_eq!(b.to_f32(), 3.140625);
/// assert_eq!(convert::<i32, i8>(300), 44);             // wraps, as CuTe DSL's Int32 -> Int8
/// assert_eq!(convert::<f32, i32>(-3.9), -3);           // toward zero
/// // 2^24 + 2^16 + 1 rounds up to 2^24 + 2^17; through a rounded f32 (a tie) it would be 2^24
/// assert_eq!(convert::<i32, bf16>(16_842_753).to_f32(), 16_908_288.0);
/// assert_eq!(convert::<f32, e4m3>(-500.0).to_f32(), -448.0);
/// assert!(convert::<f32, bool>(f32::NAN));
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn convert<S: Numeric, D: Numeric>(x: S) -> D {
    use NumericKind::*;
    match (S::KIND, D::KIND) {
        (s, d) if s == d => D::from_bits(x.to_bits()),
        (_, Bool) => D::from_bits(u32::from(nonzero(x))),
        (I32, F32) => D::from_f32(x.to_bits() as i32 as f32),
        (I32, d) if d.is_float() => D::from_f32(i32_to_f32_odd(x.to_bits() as i32)),
        (I32, I8) => D::from_bits(x.to_bits()),
        // float to float or integer, i8 and bool to anything: `to_f32` is exact
        _ => D::from_f32(x.to_f32()),
    }
}

/// Whether `x` is not zero (a NaN is not zero).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn nonzero<S: Numeric>(x: S) -> bool {
    if S::KIND.is_float() {
        x.to_f32() != 0.0
    } else {
        x.to_bits() != 0
    }
}

/// `v` rounded to 24 significant bits by round-to-odd (the last kept bit is set when anything
/// nonzero was dropped): rounding that `f32` again to nearest at 22 bits or fewer equals
/// rounding `v` itself once.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn i32_to_f32_odd(v: i32) -> f32 {
    let a = v.unsigned_abs();
    if a < 1 << 24 {
        return v as f32;
    }
    let shift = 8 - a.leading_zeros();
    let kept = (a >> shift) | u32::from(a & ((1 << shift) - 1) != 0);
    let f = kept as f32 * (1u32 << shift) as f32;
    if v < 0 {
        -f
    } else {
        f
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::numeric::{bf16, f16, tf32};

    /// `v` rounded once to `p` significant bits, ties to even (exact f64 arithmetic).
    fn nearest(v: i32, p: i32) -> f64 {
        let x = f64::from(v);
        if x == 0.0 {
            return 0.0;
        }
        let ulp = 2f64.powi(((x.abs().to_bits() >> 52) as i32 - 1023) + 1 - p);
        (x / ulp).round_ties_even() * ulp
    }

    #[test]
    fn i32_rounds_once() {
        let cases = [
            0x0101_0001,
            -0x0101_0001,
            0x0101_0101,
            i32::MAX,
            i32::MIN,
            0x7f80_0001,
            3,
            -7,
            0x0100_8000,
            0x0100_8001,
            65519,
            65520,
            -65535,
        ];
        for v in cases {
            let bf = nearest(v, 8) as f32;
            assert_eq!(convert::<i32, bf16>(v).to_f32(), bf, "{v}");
            let h = nearest(v, 11);
            let h = if h.abs() > 65504.0 {
                f32::INFINITY.copysign(h as f32)
            } else {
                h as f32
            };
            assert_eq!(convert::<i32, f16>(v).to_f32(), h, "{v}");
        }
        assert_eq!(convert::<i32, tf32>(1 << 30).to_f32(), (1 << 30) as f32);
        // tf32 keeps 11 bits: at 2^24 the ulp is 2^14, 2^24 + 2^13 is a tie (away from zero)
        assert_eq!(convert::<i32, tf32>(0x0100_2000).to_f32(), 16_793_600.0);
        assert_eq!(convert::<i32, tf32>(0x0100_1fff).to_f32(), 16_777_216.0);
    }
}
