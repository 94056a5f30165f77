//! The inputs of the numeric device check (`numeric_check` kernels): deterministic arrays that
//! cover every code of the 8- and 16-bit types, the rounding boundaries and ties of every
//! conversion, the special values (signed zeros, subnormals, infinities, NaNs with several
//! payloads), and random bit patterns. Lengths are multiples of 1024 (whole blocks of tiles).

use gpu_kernels::numeric::f16;

/// A 64-bit xorshift generator: the same numbers on every machine.
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed (0 is replaced: xorshift needs a nonzero state).
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }
    /// The next 64 random bits.
    pub fn bits(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    /// Uniform in `[lo, hi)`.
    pub fn uniform(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * ((self.bits() >> 40) as f32 / (1u64 << 24) as f32)
    }
}

/// `v` extended with `fill` to a multiple of 1024 elements.
pub fn padded<T: Copy>(mut v: Vec<T>, fill: T) -> Vec<T> {
    v.resize(v.len().div_ceil(1024).max(1) * 1024, fill);
    v
}

/// Special `f32` bit patterns: zeros, extremes, infinities, NaNs (quiet, signalling, negative,
/// with payloads), and the boundaries of the narrow formats.
pub fn f32_specials() -> Vec<u32> {
    let mut v = vec![
        0x0000_0000,
        0x8000_0000,
        0x0000_0001,
        0x8000_0001,
        0x007f_ffff,
        0x0080_0000,
        0x7f7f_ffff,
        0xff7f_ffff,
        0x7f80_0000,
        0xff80_0000,
        0x7fc0_0000,
        0xffc0_0000,
        0x7f80_0001,
        0x7fbf_ffff,
        0x7fff_ffff,
        0xffff_ffff,
        0x7fc0_1234,
        0x3f80_0000,
        0xbf80_0000,
    ];
    let values = [
        65504.0f32, 65519.99, 65520.0, 65536.0, 448.0, 464.0, 464.01, 479.99, 480.0, 512.0,
        57344.0, 61439.0, 61440.0, 61441.0, 65535.0, 1e10, 2e-10,
    ];
    for x in values {
        v.push(x.to_bits());
        v.push((-x).to_bits());
    }
    for e in -30..=-5 {
        // powers of two around the subnormal ranges of f16 (2^-24), e5m2 (2^-16), e4m3 (2^-9)
        let x = 2f32.powi(e);
        for y in [x, x * 1.5, x * 0.75, x * 1.25] {
            v.push(y.to_bits());
            v.push((-y).to_bits());
        }
    }
    v
}

/// The `f32` inputs of conversions from `f32`: the specials, every half and every midpoint
/// between consecutive halves (every tie and boundary of the 8- and 16-bit formats), the ties
/// and neighbours of bfloat16 and tf32 rounding, and random bit patterns.
pub fn f32_sources() -> Vec<f32> {
    let mut bits = f32_specials();
    for h in 0..=u16::MAX {
        let x = f16::from_bits(h).to_f32();
        let next = f16::from_bits(h.wrapping_add(1)).to_f32();
        bits.push(x.to_bits());
        bits.push(((x + next) / 2.0).to_bits());
    }
    let mut rng = Rng::new(0x05ee_df32);
    for _ in 0..16384 {
        let r = rng.bits() as u32;
        // bfloat16 ties (low 16 bits 0x8000) and tf32 ties (low 13 bits 0x1000), and one off
        for low in [0x8000u32, 0x7fff, 0x8001] {
            bits.push((r & 0xffff_0000) | low);
        }
        for low in [0x1000u32, 0x0fff, 0x1001] {
            bits.push((r & 0xffff_e000) | low);
        }
    }
    for _ in 0..65536 {
        bits.push(rng.bits() as u32);
    }
    padded(bits.into_iter().map(f32::from_bits).collect(), 0.0)
}

/// Every 16-bit pattern, in order.
pub fn all_u16() -> Vec<u16> {
    (0..=u16::MAX).collect()
}

/// Every 8-bit code, four times (1024 elements).
pub fn all_u8() -> Vec<u8> {
    (0..1024).map(|i| i as u8).collect()
}

/// Operand pairs for `f32` arithmetic: every pair of specials, then random values of mixed
/// magnitudes and random bit patterns.
pub fn f32_pairs() -> (Vec<f32>, Vec<f32>) {
    let specials: Vec<f32> = f32_specials().into_iter().map(f32::from_bits).collect();
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for &x in &specials {
        for &y in &specials {
            a.push(x);
            b.push(y);
        }
    }
    let mut rng = Rng::new(0xa817);
    for i in 0..65536 {
        if i % 2 == 0 {
            a.push(rng.uniform(-100.0, 100.0));
            b.push(rng.uniform(-100.0, 100.0));
        } else {
            a.push(f32::from_bits(rng.bits() as u32));
            b.push(f32::from_bits(rng.bits() as u32));
        }
    }
    (padded(a, 1.0), padded(b, 1.0))
}

/// Operand pairs for 16-bit arithmetic (raw bits): every pair of 64 special codes, then random
/// codes.
pub fn u16_pairs(specials: &[u16]) -> (Vec<u16>, Vec<u16>) {
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for &x in specials {
        for &y in specials {
            a.push(x);
            b.push(y);
        }
    }
    let mut rng = Rng::new(0x16b1);
    for _ in 0..65536 {
        a.push(rng.bits() as u16);
        b.push(rng.bits() as u16);
    }
    (padded(a, 0x3c00), padded(b, 0x3c00))
}

/// Special half codes: zeros, least and largest subnormals and normals, one, infinities and
/// NaNs of both signs.
pub const F16_SPECIALS: [u16; 16] = [
    0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x0400, 0x3c00, 0xbc00, 0x7bff, 0xfbff, 0x7c00, 0xfc00,
    0x7e00, 0xfe00, 0x7c01, 0x7fff,
];

/// Special bfloat16 codes.
pub const BF16_SPECIALS: [u16; 16] = [
    0x0000, 0x8000, 0x0001, 0x8001, 0x007f, 0x0080, 0x3f80, 0xbf80, 0x7f7f, 0xff7f, 0x7f80, 0xff80,
    0x7fc0, 0xffc0, 0x7f81, 0x7fff,
];

/// Inputs of the `f32` math functions: specials, then values across the ranges where each
/// function is interesting.
pub fn f32_math_inputs() -> Vec<f32> {
    let mut v: Vec<f32> = f32_specials().into_iter().map(f32::from_bits).collect();
    let mut rng = Rng::new(0xe4b);
    for i in 0..65536 {
        v.push(match i % 4 {
            0 => rng.uniform(-20.0, 20.0),
            1 => rng.uniform(0.0, 4.0),
            2 => 2f32.powf(rng.uniform(-126.0, 127.0)),
            _ => rng.uniform(-120.0, 90.0),
        });
    }
    padded(v, 1.0)
}

/// The two `f16` matrices of `ssa_expr`, `(rows, 8)` row-major: values of moderate size
/// (`|x| < 8`) so the expression stays finite, with a few rows of specials.
pub fn expr_inputs(rows: usize) -> (Vec<u16>, Vec<u16>) {
    let mut rng = Rng::new(0xe8b2);
    let mut gen = |k: usize| -> Vec<u16> {
        (0..rows * 8)
            .map(|i| {
                if i / 8 < 4 {
                    F16_SPECIALS[(i + k) % 16]
                } else {
                    f16::from_f32(rng.uniform(-8.0, 8.0)).to_bits()
                }
            })
            .collect()
    };
    let a = gen(0);
    let b = gen(5);
    (a, b)
}
