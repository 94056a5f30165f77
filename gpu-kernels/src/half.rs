//! Half precision (IEEE binary16) arithmetic on raw `u16` bits.
//!
//! On the GPU each operation is one PTX instruction through inline assembly (`add.rn.f16`,
//! `add.rn.f16x2`, ...; `max` needs sm_80 or newer). On the host the same functions are
//! computed exactly in `f64` (every sum or product of two halves is exact there) and rounded
//! once to the nearest half, ties to even, which is what the `.rn` instructions do. The host
//! path is what the CPU emulation of the kernels runs.

/// Which half operation to apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HalfOp {
    /// `a + b`, rounded to nearest even.
    Add,
    /// `a * b`, rounded to nearest even.
    Mul,
    /// `max(a, b)`.
    Max,
}

/// One half operation on two halves.
#[inline(always)]
pub fn op(kind: HalfOp, a: u16, b: u16) -> u16 {
    #[cfg(target_arch = "nvptx64")]
    {
        device::op(kind, a, b)
    }
    #[cfg(not(target_arch = "nvptx64"))]
    {
        host::op(kind, a, b)
    }
}

/// The same half operation on both 16-bit lanes of two words (`f16x2`).
#[inline(always)]
pub fn op2(kind: HalfOp, a: u32, b: u32) -> u32 {
    #[cfg(target_arch = "nvptx64")]
    {
        device::op2(kind, a, b)
    }
    #[cfg(not(target_arch = "nvptx64"))]
    {
        let lo = host::op(kind, a as u16, b as u16);
        let hi = host::op(kind, (a >> 16) as u16, (b >> 16) as u16);
        u32::from(lo) | (u32::from(hi) << 16)
    }
}

#[cfg(target_arch = "nvptx64")]
mod device {
    use super::HalfOp;
    use core::arch::asm;

    #[inline(always)]
    pub fn op(kind: HalfOp, a: u16, b: u16) -> u16 {
        let d: u16;
        // SAFETY: register-only arithmetic.
        unsafe {
            match kind {
                HalfOp::Add => {
                    asm!("add.rn.f16 {d}, {a}, {b};", d = out(reg16) d, a = in(reg16) a, b = in(reg16) b, options(pure, nomem, nostack))
                }
                HalfOp::Mul => {
                    asm!("mul.rn.f16 {d}, {a}, {b};", d = out(reg16) d, a = in(reg16) a, b = in(reg16) b, options(pure, nomem, nostack))
                }
                HalfOp::Max => {
                    asm!("max.f16 {d}, {a}, {b};", d = out(reg16) d, a = in(reg16) a, b = in(reg16) b, options(pure, nomem, nostack))
                }
            }
        }
        d
    }

    #[inline(always)]
    pub fn op2(kind: HalfOp, a: u32, b: u32) -> u32 {
        let d: u32;
        // SAFETY: register-only arithmetic.
        unsafe {
            match kind {
                HalfOp::Add => {
                    asm!("add.rn.f16x2 {d}, {a}, {b};", d = out(reg32) d, a = in(reg32) a, b = in(reg32) b, options(pure, nomem, nostack))
                }
                HalfOp::Mul => {
                    asm!("mul.rn.f16x2 {d}, {a}, {b};", d = out(reg32) d, a = in(reg32) a, b = in(reg32) b, options(pure, nomem, nostack))
                }
                HalfOp::Max => {
                    asm!("max.f16x2 {d}, {a}, {b};", d = out(reg32) d, a = in(reg32) a, b = in(reg32) b, options(pure, nomem, nostack))
                }
            }
        }
        d
    }
}

/// A half (its bits) as `f32`: `cvt.f32.f16` on the GPU, exact on the host.
///
/// ```
/// assert_eq!(gpu_kernels::half::f16_bits_to_f32(0x3c00), 1.0);
/// ```
#[inline(always)]
pub fn f16_bits_to_f32(h: u16) -> f32 {
    #[cfg(target_arch = "nvptx64")]
    {
        let x: f32;
        // SAFETY: register conversion.
        unsafe {
            core::arch::asm!("cvt.f32.f16 {x}, {h};", x = out(reg32) x, h = in(reg16) h,
                options(pure, nomem, nostack))
        };
        x
    }
    #[cfg(not(target_arch = "nvptx64"))]
    {
        host::to_f64(h) as f32
    }
}

/// `f32` to the bits of the nearest half, ties to even (`cvt.rn.f16.f32` on the GPU).
///
/// ```
/// assert_eq!(gpu_kernels::half::f32_to_f16_bits(-2.0), 0xc000);
/// ```
#[inline(always)]
pub fn f32_to_f16_bits(x: f32) -> u16 {
    #[cfg(target_arch = "nvptx64")]
    {
        let h: u16;
        // SAFETY: register conversion.
        unsafe {
            core::arch::asm!("cvt.rn.f16.f32 {h}, {x};", h = out(reg16) h, x = in(reg32) x,
                options(pure, nomem, nostack))
        };
        h
    }
    #[cfg(not(target_arch = "nvptx64"))]
    {
        host::from_f64(f64::from(x))
    }
}

/// Host arithmetic: exact in `f64`, one rounding to half.
#[cfg(not(target_arch = "nvptx64"))]
pub mod host {
    use super::HalfOp;

    /// `2^e` as an `f64`, for `-1022 <= e <= 1023`.
    fn pow2(e: i32) -> f64 {
        f64::from_bits(((e + 1023) as u64) << 52)
    }

    /// The exact value of a half.
    pub fn to_f64(h: u16) -> f64 {
        let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
        let exp = i32::from((h >> 10) & 0x1f);
        let man = f64::from(h & 0x3ff);
        let magnitude = match exp {
            0 => man * pow2(-24),
            31 if man == 0.0 => f64::INFINITY,
            31 => f64::NAN,
            _ => (1024.0 + man) * pow2(exp - 25),
        };
        sign * magnitude
    }

    /// The half nearest to `x`, ties to even; overflow gives infinity, NaN a quiet NaN.
    pub fn from_f64(x: f64) -> u16 {
        let sign = if x.is_sign_negative() { 0x8000u16 } else { 0 };
        let a = x.abs();
        if a.is_nan() {
            return 0x7e00;
        }
        // 65520 lies halfway between the largest half (65504) and 2^16: ties to even overflow.
        if a >= 65520.0 {
            return sign | 0x7c00;
        }
        // The spacing of halves near `a`: 2^(e-10) for normal halves, 2^-24 below 2^-14.
        let e = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
        let quantum = pow2(e.max(-14) - 10);
        let q = a / quantum; // exact: a division by a power of two, q < 2^11 + 1
        let floor = q as u64;
        let frac = q - floor as f64;
        let units = if frac > 0.5 || (frac == 0.5 && floor & 1 == 1) {
            floor + 1
        } else {
            floor
        };
        let r = units as f64 * quantum;
        if r < pow2(-14) {
            return sign | (r / pow2(-24)) as u16;
        }
        let re = ((r.to_bits() >> 52) & 0x7ff) as i32 - 1023;
        let man = ((r / pow2(re) - 1.0) * 1024.0) as u16;
        sign | (((re + 15) as u16) << 10) | man
    }

    /// One half operation, computed exactly and rounded once.
    pub fn op(kind: HalfOp, a: u16, b: u16) -> u16 {
        let (x, y) = (to_f64(a), to_f64(b));
        match kind {
            HalfOp::Add => from_f64(x + y),
            HalfOp::Mul => from_f64(x * y),
            HalfOp::Max if x.is_nan() => b,
            HalfOp::Max if y.is_nan() => a,
            HalfOp::Max if x == y => {
                // max(-0, +0) is +0.
                if a & 0x8000 == 0 {
                    a
                } else {
                    b
                }
            }
            HalfOp::Max => {
                if x > y {
                    a
                } else {
                    b
                }
            }
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn round_trips_every_finite_half() {
            for h in 0..=u16::MAX {
                let x = to_f64(h);
                if x.is_nan() {
                    continue;
                }
                assert_eq!(from_f64(x), h, "half {h:#06x}");
            }
        }

        #[test]
        fn rounds_to_nearest_even() {
            // 1 + 2^-11 lies halfway between 1 and 1 + 2^-10: ties to even gives 1.
            assert_eq!(from_f64(1.0 + pow2(-11)), 0x3c00);
            // 1 + 3 * 2^-11 is halfway between 1 + 2^-10 and 1 + 2^-9: even is 1 + 2^-9.
            assert_eq!(from_f64(1.0 + 3.0 * pow2(-11)), 0x3c02);
            assert_eq!(op(HalfOp::Add, 0x7bff, 0x7bff), 0x7c00); // 65504 + 65504 = inf
            assert_eq!(op(HalfOp::Add, 0x3c00, 0x3c00), 0x4000); // 1 + 1 = 2
            assert_eq!(op(HalfOp::Mul, 0x4000, 0xc200), 0xc600); // 2 * -3 = -6
            assert_eq!(op(HalfOp::Max, 0xbc00, 0x0000), 0x0000); // max(-1, 0) = 0
            assert_eq!(from_f64(pow2(-25)), 0); // halfway to the smallest subnormal: even is 0
            assert_eq!(from_f64(pow2(-25) * 1.5), 1);
        }
    }
}
