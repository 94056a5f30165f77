//! Conversions of the numeric types against reference implementations: the `half` crate for
//! f16 and bf16, exact f64 arithmetic for tf32, a nearest-code search for the 8-bit floats,
//! every code of the 8-bit formats round-tripped, and the satfinite and NaN edges.

use layout_core::numeric::*;
use proptest::prelude::*;

/// Any f32 bit pattern, with the special values and boundaries weighted in.
fn any_f32() -> impl Strategy<Value = f32> {
    prop_oneof![
        4 => any::<u32>().prop_map(f32::from_bits),
        // small magnitudes, where the 8-bit and 16-bit formats live
        4 => (any::<bool>(), 0x3000_0000u32..0x4800_0000).prop_map(|(s, b)| {
            f32::from_bits(b | if s { 0x8000_0000 } else { 0 })
        }),
        1 => prop::sample::select(vec![
            0.0f32, -0.0, f32::INFINITY, f32::NEG_INFINITY, f32::NAN, -f32::NAN, f32::MAX,
            f32::MIN_POSITIVE, 448.0, 464.0, 480.0, 57344.0, 61440.0, 65504.0, 65520.0,
            2f32.powi(-25), 2f32.powi(-10), 2f32.powi(-17),
        ]),
    ]
}

/// The nearest code of an 8-bit format to `x` by search over every finite code (ties to the
/// even code); `max` is the largest finite code.
fn nearest_code(x: f32, decode: impl Fn(u8) -> f32, max: u8, sat: bool, inf: Option<u8>) -> u8 {
    if x.is_nan() {
        return 0x7f;
    }
    let sign = if x.is_sign_negative() { 0x80 } else { 0 };
    let a = f64::from(x.abs());
    let top = f64::from(decode(max));
    let halfway = top + (top - f64::from(decode(max - 1))) / 2.0;
    // the largest code is odd for E5M2 (0x7b): its tie rounds up, out of range
    if a > halfway || (a == halfway && max & 1 == 1) {
        return sign | if sat { max } else { inf.unwrap_or(0x7f) };
    }
    let mut best = 0u8;
    for c in 1..=max {
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    #[test]
    fn f16_from_f32_matches_the_half_crate(x in any_f32()) {
        let ours = f16_from_f32(x).to_bits();
        if x.is_nan() {
            prop_assert_eq!(ours, 0x7fff);
        } else {
            prop_assert_eq!(ours, half::f16::from_f32(x).to_bits(), "{:#010x}", x.to_bits());
        }
    }

    #[test]
    fn bf16_from_f32_matches_the_half_crate(x in any_f32()) {
        let ours = bf16_from_f32(x).to_bits();
        if x.is_nan() {
            prop_assert_eq!(ours, 0x7fff);
        } else {
            prop_assert_eq!(ours, half::bf16::from_f32(x).to_bits(), "{:#010x}", x.to_bits());
        }
    }

    #[test]
    fn tf32_rounds_ties_away_on_13_bits(x in any_f32()) {
        let t = tf32::from_f32(x);
        if x.is_nan() {
            prop_assert_eq!(t.to_bits(), x.to_bits() & 0xffff_e000);
        } else if x.is_infinite() {
            prop_assert_eq!(t.to_bits(), x.to_bits());
        } else {
            prop_assert_eq!(t.to_bits() & 0x1fff, 0);
            // the reference: the spacing of tf32 at x is 2^13 f32 ulps; round |x| / spacing
            // half away from zero in f64 (exact)
            let b = x.to_bits() & 0x7fff_ffff;
            let exp = (b >> 23).max(1) as i32;
            let spacing = 2f64.powi(exp - 127 - 10);
            let r = (f64::from(x.abs()) / spacing).round() * spacing;
            let r = if r > f64::from(f32::MAX) { f32::INFINITY } else { r as f32 };
            prop_assert_eq!(t.to_f32(), r.copysign(x), "{:#010x}", x.to_bits());
        }
    }

    #[test]
    fn e4m3_is_the_nearest_code(x in any_f32()) {
        let dec = |c: u8| e4m3::from_bits(c).to_f32();
        prop_assert_eq!(e4m3::from_f32(x).to_bits(), nearest_code(x, dec, 0x7e, true, None));
        prop_assert_eq!(e4m3::from_f32_nosat(x).to_bits(), nearest_code(x, dec, 0x7e, false, None));
    }

    #[test]
    fn e5m2_is_the_nearest_code(x in any_f32()) {
        let dec = |c: u8| e5m2::from_bits(c).to_f32();
        prop_assert_eq!(e5m2::from_f32(x).to_bits(), nearest_code(x, dec, 0x7b, true, Some(0x7c)));
        prop_assert_eq!(
            e5m2::from_f32_nosat(x).to_bits(),
            nearest_code(x, dec, 0x7b, false, Some(0x7c))
        );
    }
}

#[test]
fn every_half_widens_as_the_half_crate() {
    for h in 0..=u16::MAX {
        let (ours, theirs) = (
            f16_to_f32(f16::from_bits(h)),
            half::f16::from_bits(h).to_f32(),
        );
        let (b_ours, b_theirs) = (
            bf16_to_f32(bf16::from_bits(h)),
            half::bf16::from_bits(h).to_f32(),
        );
        if theirs.is_nan() {
            assert_eq!(ours.to_bits(), 0x7fff_ffff, "{h:#06x}");
        } else {
            assert_eq!(ours.to_bits(), theirs.to_bits(), "{h:#06x}");
        }
        // bf16 widens by a shift: NaN bits kept (the half crate quiets a signalling NaN)
        if b_theirs.is_nan() {
            assert_eq!(b_ours.to_bits(), u32::from(h) << 16, "{h:#06x}");
        } else {
            assert_eq!(b_ours.to_bits(), b_theirs.to_bits(), "{h:#06x}");
        }
    }
}

/// The value of an 8-bit code from the format's definition.
fn reference_value(c: u8, man: u32, bias: i32, has_inf: bool) -> f32 {
    let sign = if c & 0x80 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((c & 0x7f) >> man);
    let m = f64::from(c & ((1 << man) - 1));
    let all_ones = (1 << (7 - man)) - 1;
    if has_inf && exp == all_ones {
        return if m == 0.0 {
            sign * f32::INFINITY
        } else {
            f32::NAN
        };
    }
    if !has_inf && exp == all_ones && m == f64::from((1u8 << man) - 1) {
        return f32::NAN;
    }
    let v = if exp == 0 {
        m * 2f64.powi(1 - bias - man as i32)
    } else {
        (1.0 + m / f64::from(1u32 << man)) * 2f64.powi(exp - bias)
    };
    sign * v as f32
}

#[test]
fn every_8_bit_code_decodes_and_round_trips() {
    for c in 0..=u8::MAX {
        let (x, y) = (e4m3::from_bits(c).to_f32(), e5m2::from_bits(c).to_f32());
        let (rx, ry) = (
            reference_value(c, 3, 7, false),
            reference_value(c, 2, 15, true),
        );
        if rx.is_nan() {
            assert_eq!(x.to_bits(), 0x7fff_ffff, "e4m3 {c:#04x}");
            assert_eq!(e4m3::from_f32(x).to_bits(), 0x7f);
        } else {
            assert_eq!(x.to_bits(), rx.to_bits(), "e4m3 {c:#04x}");
            assert_eq!(e4m3::from_f32(x).to_bits(), c, "e4m3 {c:#04x}");
            assert_eq!(e4m3::from_f32_nosat(x).to_bits(), c, "e4m3 {c:#04x}");
        }
        if ry.is_nan() {
            assert_eq!(y.to_bits(), 0x7fff_ffff, "e5m2 {c:#04x}");
            assert_eq!(e5m2::from_f32(y).to_bits(), 0x7f);
        } else if ry.is_infinite() {
            assert_eq!(y, ry);
            assert_eq!(
                e5m2::from_f32(y).to_bits(),
                (c & 0x80) | 0x7b,
                "satfinite clamps inf"
            );
            assert_eq!(e5m2::from_f32_nosat(y).to_bits(), c);
        } else {
            assert_eq!(y.to_bits(), ry.to_bits(), "e5m2 {c:#04x}");
            assert_eq!(e5m2::from_f32(y).to_bits(), c, "e5m2 {c:#04x}");
        }
        // every 8-bit value is a half: the 16-bit formats hold them exactly
        if !rx.is_nan() {
            assert_eq!(f16_to_f32(f16_from_f32(x)), x);
        }
    }
}

#[test]
fn satfinite_and_nan_edges() {
    // E4M3: 448 is the largest; 464 is the tie between 448 and the (missing) 480
    assert_eq!(e4m3::from_f32(448.0).to_bits(), 0x7e);
    assert_eq!(e4m3::from_f32(464.0).to_bits(), 0x7e);
    assert_eq!(e4m3::from_f32_nosat(464.0).to_bits(), 0x7e);
    assert_eq!(e4m3::from_f32(464.01).to_bits(), 0x7e);
    assert_eq!(e4m3::from_f32_nosat(464.01).to_bits(), 0x7f);
    assert_eq!(e4m3::from_f32_nosat(-500.0).to_bits(), 0xff);
    assert_eq!(e4m3::from_f32(-f32::INFINITY).to_bits(), 0xfe);
    assert_eq!(e4m3::from_f32(-f32::NAN).to_bits(), 0x7f);
    // subnormals: 2^-9 is the least; 2^-10 is the tie with zero (to even: 0)
    assert_eq!(e4m3::from_f32(2f32.powi(-10)).to_bits(), 0x00);
    assert_eq!(e4m3::from_f32(-2f32.powi(-10)).to_bits(), 0x80);
    assert_eq!(e4m3::from_f32(1.5 * 2f32.powi(-10)).to_bits(), 0x01);
    // E5M2: 57344 is the largest; 61440 is the tie with 65536 (odd 0x7b: overflows)
    assert_eq!(e5m2::from_f32(61440.0).to_bits(), 0x7b);
    assert_eq!(e5m2::from_f32_nosat(61440.0).to_bits(), 0x7c);
    assert_eq!(e5m2::from_f32_nosat(61439.0).to_bits(), 0x7b);
    assert_eq!(e5m2::from_f32_nosat(-f32::INFINITY).to_bits(), 0xfc);
    assert_eq!(e5m2::from_f32(f32::INFINITY).to_bits(), 0x7b);
    // halves and bfloat16s: canonical NaN, overflow to inf
    assert_eq!(f16_from_f32(f32::from_bits(0xffc0_0001)).to_bits(), 0x7fff);
    assert_eq!(f16_from_f32(-65520.0).to_bits(), 0xfc00);
    assert_eq!(f16_from_f32(65519.99).to_bits(), 0x7bff);
    assert_eq!(bf16_from_f32(f32::from_bits(0x7f7f_8000)).to_bits(), 0x7f80);
    assert_eq!(bf16_from_f32(f32::from_bits(0x7f7f_7fff)).to_bits(), 0x7f7f);
    // tf32: a NaN loses its 13 low bits unrounded (as measured on the H200); infinities kept
    assert_eq!(
        tf32::from_f32(f32::from_bits(0xffc0_1fff)).to_bits(),
        0xffc0_0000
    );
    assert_eq!(
        tf32::from_f32(f32::from_bits(0xff80_0001)).to_bits(),
        0xff80_0000
    );
    assert_eq!(
        tf32::from_f32(f32::NEG_INFINITY).to_f32(),
        f32::NEG_INFINITY
    );
}

#[test]
fn cute_names_and_printing() {
    assert_eq!(<half_t as Numeric>::NAME, "half_t");
    assert_eq!(<bfloat16_t as Numeric>::NAME, "bfloat16_t");
    assert_eq!(<tfloat32_t as Numeric>::NAME, "tfloat32_t");
    assert_eq!(<float_e4m3_t as Numeric>::NAME, "float_e4m3_t");
    assert_eq!(<float_e5m2_t as Numeric>::NAME, "float_e5m2_t");
    assert_eq!(e5m2::from_f32(-3.0).to_string(), "-3.000000");
    assert_eq!(e4m3::NAN.to_string(), "nan");
    assert_eq!(tf32::from_f32(f32::INFINITY).to_string(), "inf");
}
