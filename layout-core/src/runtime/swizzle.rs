//! CuTe's `Swizzle<B,M,S>` at run time (`include/cute/swizzle.hpp`): a bit-permuting
//! involution on offsets, printed `Sw<B,M,S>`.
//!
//! ```text
//!   offset bits:   ... Y Y Y ... Z Z Z m m m m        (S > 0: the YYY bits sit S above the ZZZ bits)
//!                      ^-B-^     ^-B-^ ^---M---^
//!   Sw(x) = x ^ ((x & Y) >> S)                        ZZZ ^= YYY
//!   Y = (2^B - 1) << (M + max(0, S))    Z = (2^B - 1) << (M - min(0, S))
//! ```
//! With a negative `S` the roles swap: the mask `Y` sits at bit `M` and is shifted left onto `Z`.
//! `|S| >= B` keeps `Y` and `Z` disjoint, so every swizzle is its own inverse.

use super::Error;
use alloc::format;
use core::fmt;

/// CuTe's `Swizzle<B,M,S>`: `x -> x ^ ((x & Y) >> S)` on offsets, its own inverse.
///
/// ```
/// use layout_core::runtime::Swizzle;
/// let sw = Swizzle::new(3, 3, 3).unwrap();
/// assert_eq!(sw.to_string(), "Sw<3,3,3>");
/// assert_eq!(sw.apply(0b1_000_000), 0b1_001_000);
/// assert_eq!(sw.apply(sw.apply(77)), 77);
/// assert_eq!(
///     Swizzle::new(3, 3, 2).unwrap_err().to_string(),
///     "Swizzle: |S| >= B is required, got Sw<3,3,2>"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Swizzle {
    /// `B`: the number of bits in each mask.
    pub bits: u32,
    /// `M`: the number of low bits kept constant.
    pub base: u32,
    /// `S`: the distance from the `Y` mask down to the `Z` mask (negative: up).
    pub shift: i32,
}

/// The widest offset a swizzle may touch (CuTe's masks are 32-bit `int`s).
const MAX_BIT: i64 = 31;

impl Swizzle {
    /// `Swizzle<B,M,S>`; errors unless `|S| >= B` and every mask bit is below bit 31.
    pub fn new(bits: i64, base: i64, shift: i64) -> Result<Swizzle, Error> {
        let show = || format!("Sw<{bits},{base},{shift}>");
        if bits < 0 || base < 0 {
            return Err(Error::new(
                "Swizzle",
                format!("B >= 0 and M >= 0 are required, got {}", show()),
            ));
        }
        if shift.unsigned_abs() < bits.unsigned_abs() {
            return Err(Error::new(
                "Swizzle",
                format!("|S| >= B is required, got {}", show()),
            ));
        }
        if bits + base + shift.abs() > MAX_BIT {
            return Err(Error::new(
                "Swizzle",
                format!("B + M + |S| <= {MAX_BIT} is required, got {}", show()),
            ));
        }
        // The bounds above make these conversions exact.
        Ok(Swizzle {
            bits: bits as u32,
            base: base as u32,
            shift: shift as i32,
        })
    }

    /// CuTe's `bit_msk`: `2^B - 1`.
    fn bit_mask(self) -> i64 {
        (1i64 << self.bits) - 1
    }

    /// CuTe's `yyy_msk`: the bits that are read.
    pub fn yyy_mask(self) -> i64 {
        self.bit_mask() << (self.base as i64 + i64::from(self.shift.max(0)))
    }

    /// CuTe's `zzz_msk`: the bits that are flipped.
    pub fn zzz_mask(self) -> i64 {
        self.bit_mask() << (self.base as i64 - i64::from(self.shift.min(0)))
    }

    /// `Y | Z`, CuTe's `swizzle_code`.
    pub fn code(self) -> i64 {
        self.yyy_mask() | self.zzz_mask()
    }

    /// Whether this is the identity (`B == 0`).
    pub fn is_identity(self) -> bool {
        self.bits == 0
    }

    /// `Sw(x) = x ^ ((x & Y) >> S)` (a left shift for negative `S`).
    pub fn apply(self, x: i64) -> i64 {
        let y = x & self.yyy_mask();
        let moved = if self.shift >= 0 {
            y >> self.shift
        } else {
            y << (-self.shift)
        };
        x ^ moved
    }

    /// CuTe's `make_swizzle<Y, Z>()`: the swizzle whose masks are `y` and `z`, or an error when
    /// no `Swizzle<B,M,S>` has them (different bit counts, masks that are not contiguous runs).
    ///
    /// ```
    /// use layout_core::runtime::Swizzle;
    /// assert_eq!(Swizzle::from_masks(0b1000, 0b0100).unwrap().to_string(), "Sw<1,2,1>");
    /// assert_eq!(Swizzle::from_masks(0b1100_0000, 0b0000_0110).unwrap().to_string(), "Sw<2,1,5>");
    /// assert!(Swizzle::from_masks(0b1000, 0b0110).is_err());
    /// ```
    pub fn from_masks(y: i64, z: i64) -> Result<Swizzle, Error> {
        let bad = |why: &str| {
            Error::new(
                "make_swizzle",
                format!("no Swizzle has the masks Y = {y} and Z = {z}: {why}"),
            )
        };
        if !(0..=u32::MAX as i64).contains(&y) || !(0..=u32::MAX as i64).contains(&z) {
            return Err(bad("masks must be non-negative 32-bit values"));
        }
        let (by, bz) = (y.count_ones(), z.count_ones());
        if by != bz {
            return Err(bad("they have different numbers of bits"));
        }
        if by == 0 {
            return Swizzle::new(0, 0, 0);
        }
        let (ty, tz) = (y.trailing_zeros() as i64, z.trailing_zeros() as i64);
        let sw = Swizzle::new(by as i64, ty.min(tz), ty - tz).map_err(|e| bad(&e.message))?;
        if sw.code() != (y | z) || sw.yyy_mask() != y {
            return Err(bad("they are not two runs of bits of one swizzle"));
        }
        Ok(sw)
    }

    /// CuTe's `upcast<N>(Swizzle)`: the swizzle on offsets `n` times coarser (bits below the
    /// new element are dropped).
    ///
    /// ```
    /// use layout_core::runtime::Swizzle;
    /// let sw = Swizzle::new(3, 4, 3).unwrap();
    /// assert_eq!(sw.upcast(2).unwrap().to_string(), "Sw<3,3,3>");
    /// assert_eq!(sw.upcast(32).unwrap().to_string(), "Sw<2,0,3>");
    /// assert_eq!(sw.downcast(4).unwrap().to_string(), "Sw<3,6,3>");
    /// ```
    pub fn upcast(self, n: i64) -> Result<Swizzle, Error> {
        let log = log2_exact("upcast", n)?;
        let new_m = self.base as i64 - log;
        if new_m >= 0 {
            Swizzle::new(self.bits as i64, new_m, self.shift as i64)
        } else {
            Swizzle::new((self.bits as i64 + new_m).max(0), 0, self.shift as i64)
        }
    }

    /// CuTe's `downcast<N>(Swizzle)`: the swizzle on offsets `n` times finer.
    pub fn downcast(self, n: i64) -> Result<Swizzle, Error> {
        let log = log2_exact("downcast", n)?;
        Swizzle::new(self.bits as i64, self.base as i64 + log, self.shift as i64)
    }
}

/// `log2(n)` for a positive power of two `n`, else an error of `op`.
pub(crate) fn log2_exact(op: &str, n: i64) -> Result<i64, Error> {
    if n <= 0 || n.count_ones() != 1 {
        return Err(Error::new(
            op,
            format!("a swizzle can only be recast by a power of two, got {n}"),
        ));
    }
    Ok(n.trailing_zeros() as i64)
}

impl fmt::Display for Swizzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sw<{},{},{}>", self.bits, self.base, self.shift)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn masks_and_involution() {
        let sw = Swizzle::new(2, 1, -4).unwrap();
        assert_eq!(sw.yyy_mask(), 0b110);
        assert_eq!(sw.zzz_mask(), 0b110_0000);
        for x in 0..512 {
            assert_eq!(sw.apply(sw.apply(x)), x);
        }
        assert_eq!(
            Swizzle::from_masks(4, 16).unwrap().to_string(),
            "Sw<1,2,-2>"
        );
        assert_eq!(
            Swizzle::new(3, 4, 3)
                .unwrap()
                .upcast(32)
                .unwrap()
                .to_string(),
            "Sw<2,0,3>"
        );
    }
}
