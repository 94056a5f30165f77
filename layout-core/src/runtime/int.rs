//! A run-time integer that remembers whether it is static, with CuTe's arithmetic rules.
//!
//! The rules mirror `include/cute/numeric/integral_constant.hpp`: an operation on two static
//! integers gives a static integer; an operation with a dynamic operand gives a dynamic integer,
//! except for CuTe's special cases where the result is known statically anyway:
//! `_0 * d = _0`, `d * _0 = _0`, `_0 / d = _0`, `d % _1 = _0`, `d % _-1 = _0`, `_0 % d = _0`.
//! All arithmetic is checked: overflow and division by zero are errors, never wraps or panics.

use super::Error;
use alloc::format;
use core::fmt;

/// An integer leaf of the runtime layer: a value and whether CuTe would know it statically.
///
/// Prints as CuTe prints: `_4` when static, `4` when dynamic.
///
/// ```
/// use layout_core::runtime::Int;
/// let p = Int::stat(0).try_mul(Int::dynamic(7)).unwrap();
/// assert_eq!(p.to_string(), "_0"); // CuTe's `_0 * d = _0`
/// assert_eq!(Int::stat(3).try_add(Int::dynamic(4)).unwrap().to_string(), "7");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Int {
    /// The value.
    pub value: i64,
    /// `true` for CuTe's `Int<N>` (printed `_N`), `false` for a run-time `int`.
    pub is_static: bool,
}

/// A boolean that remembers whether it is static (CuTe's `C<true>` / `C<false>` vs `bool`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bool {
    /// The value.
    pub value: bool,
    /// Whether CuTe knows the value at compile time.
    pub is_static: bool,
}

impl Bool {
    /// CuTe's `is_constant<true, B>`: static and true.
    pub const fn is_static_true(self) -> bool {
        self.is_static && self.value
    }
}

#[cold]
#[inline(never)]
fn overflow(what: &str, a: Int, b: Int) -> Error {
    Error::new("arithmetic", format!("overflow in {a} {what} {b}"))
}

#[cold]
#[inline(never)]
fn division_by_zero(op: char, a: Int, b: Int) -> Error {
    Error::new("arithmetic", format!("division by zero in {a} {op} {b}"))
}

impl Int {
    /// A static integer (`_N`).
    pub const fn stat(value: i64) -> Self {
        Int {
            value,
            is_static: true,
        }
    }
    /// A dynamic integer (`N`).
    pub const fn dynamic(value: i64) -> Self {
        Int {
            value,
            is_static: false,
        }
    }
    /// An integer with the given value and static-ness.
    pub const fn with(value: i64, is_static: bool) -> Self {
        Int { value, is_static }
    }
    /// CuTe's `is_constant<n, T>`: this integer is static and equal to `n`.
    pub const fn is_constant(self, n: i64) -> bool {
        self.is_static && self.value == n
    }

    /// `self + rhs`: static iff both are static.
    #[inline]
    pub fn try_add(self, rhs: Int) -> Result<Int, Error> {
        let v = self
            .value
            .checked_add(rhs.value)
            .ok_or_else(|| overflow("+", self, rhs))?;
        Ok(Int::with(v, self.is_static && rhs.is_static))
    }
    /// `self - rhs`: static iff both are static.
    #[inline]
    pub fn try_sub(self, rhs: Int) -> Result<Int, Error> {
        let v = self
            .value
            .checked_sub(rhs.value)
            .ok_or_else(|| overflow("-", self, rhs))?;
        Ok(Int::with(v, self.is_static && rhs.is_static))
    }
    /// `self * rhs`: static iff both are static, or either is a static `_0`.
    #[inline]
    pub fn try_mul(self, rhs: Int) -> Result<Int, Error> {
        if self.is_constant(0) || rhs.is_constant(0) {
            return Ok(Int::stat(0));
        }
        let v = self
            .value
            .checked_mul(rhs.value)
            .ok_or_else(|| overflow("*", self, rhs))?;
        Ok(Int::with(v, self.is_static && rhs.is_static))
    }
    /// `self / rhs` (truncating, as C++): static iff both are static, or `self` is a static `_0`.
    #[inline]
    pub fn try_div(self, rhs: Int) -> Result<Int, Error> {
        if self.is_constant(0) && !rhs.is_static {
            return Ok(Int::stat(0));
        }
        if rhs.value == 0 {
            return Err(division_by_zero('/', self, rhs));
        }
        let v = self
            .value
            .checked_div(rhs.value)
            .ok_or_else(|| overflow("/", self, rhs))?;
        Ok(Int::with(v, self.is_static && rhs.is_static))
    }
    /// `self % rhs` (C++ remainder): static iff both are static, or `rhs` is a static `_1` or
    /// `_-1`, or `self` is a static `_0`.
    #[inline]
    pub fn try_rem(self, rhs: Int) -> Result<Int, Error> {
        if !(self.is_static && rhs.is_static)
            && (rhs.is_constant(1) || rhs.is_constant(-1) || self.is_constant(0))
        {
            return Ok(Int::stat(0));
        }
        if rhs.value == 0 {
            return Err(division_by_zero('%', self, rhs));
        }
        let v = self
            .value
            .checked_rem(rhs.value)
            .ok_or_else(|| overflow("%", self, rhs))?;
        Ok(Int::with(v, self.is_static && rhs.is_static))
    }
    /// `-self`, an error where it overflows.
    ///
    /// ```
    /// use layout_core::runtime::Int;
    /// assert_eq!(Int::stat(3).try_neg().unwrap().to_string(), "_-3");
    /// assert_eq!(Int::dynamic(-4).try_neg().unwrap().to_string(), "4");
    /// assert!(Int::dynamic(i64::MIN).try_neg().is_err());
    /// ```
    #[inline]
    pub fn try_neg(self) -> Result<Int, Error> {
        let v = self
            .value
            .checked_neg()
            .ok_or_else(|| overflow("-", Int::stat(0), self))?;
        Ok(Int::with(v, self.is_static))
    }
    /// `abs(self)`.
    #[inline]
    pub fn abs(self) -> Result<Int, Error> {
        let v = self
            .value
            .checked_abs()
            .ok_or_else(|| overflow("abs", self, self))?;
        Ok(Int::with(v, self.is_static))
    }
    /// `signum(self)`: -1, 0 or 1, static iff `self` is.
    #[inline]
    pub fn signum(self) -> Int {
        Int::with(self.value.signum(), self.is_static)
    }
    /// `min(self, rhs)`: static iff both are static.
    #[inline]
    pub fn min(self, rhs: Int) -> Int {
        Int::with(self.value.min(rhs.value), self.is_static && rhs.is_static)
    }
    /// `max(self, rhs)`: static iff both are static.
    #[inline]
    pub fn max(self, rhs: Int) -> Int {
        Int::with(self.value.max(rhs.value), self.is_static && rhs.is_static)
    }
    /// `gcd(self, rhs)` with CuTe's Euclid loop: static iff both are static.
    pub fn gcd(self, rhs: Int) -> Int {
        let (mut t, mut u) = (self.value, rhs.value);
        let g = loop {
            if t == 0 {
                break u;
            }
            u = u.wrapping_rem(t);
            if u == 0 {
                break t;
            }
            t = t.wrapping_rem(u);
        };
        Int::with(g, self.is_static && rhs.is_static)
    }
    /// `lcm(self, rhs) = (self / gcd) * rhs`: static iff both are static.
    pub fn lcm(self, rhs: Int) -> Result<Int, Error> {
        let g = self.gcd(rhs).value;
        if g == 0 {
            return Err(Error::new(
                "arithmetic",
                format!("lcm({self}, {rhs}) of zeros"),
            ));
        }
        let v = (self
            .value
            .checked_div(g)
            .ok_or_else(|| overflow("lcm", self, rhs))?)
        .checked_mul(rhs.value)
        .ok_or_else(|| overflow("lcm", self, rhs))?;
        Ok(Int::with(v, self.is_static && rhs.is_static))
    }
    /// CuTe's integer `ceil_div(a, b) = (a + b - _1) / b`: static iff both are static.
    #[inline]
    pub fn ceil_div(self, rhs: Int) -> Result<Int, Error> {
        self.try_add(rhs)?.try_sub(Int::stat(1))?.try_div(rhs)
    }
    /// `self == rhs`: a static boolean iff both are static.
    #[inline]
    pub fn eq(self, rhs: Int) -> Bool {
        Bool {
            value: self.value == rhs.value,
            is_static: self.is_static && rhs.is_static,
        }
    }
    /// `self < rhs`: a static boolean iff both are static.
    #[inline]
    pub fn lt(self, rhs: Int) -> Bool {
        Bool {
            value: self.value < rhs.value,
            is_static: self.is_static && rhs.is_static,
        }
    }
}

impl fmt::Display for Int {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_static {
            write!(f, "_{}", self.value)
        } else {
            write!(f, "{}", self.value)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const D: fn(i64) -> Int = Int::dynamic;
    const S: fn(i64) -> Int = Int::stat;

    #[test]
    fn special_cases() {
        assert_eq!(S(0).try_mul(D(5)).unwrap(), S(0));
        assert_eq!(D(5).try_mul(S(0)).unwrap(), S(0));
        assert_eq!(S(1).try_mul(D(5)).unwrap(), D(5));
        assert_eq!(S(0).try_div(D(5)).unwrap(), S(0));
        assert_eq!(D(5).try_rem(S(1)).unwrap(), S(0));
        assert_eq!(D(5).try_rem(S(-1)).unwrap(), S(0));
        assert_eq!(S(0).try_rem(D(5)).unwrap(), S(0));
        assert_eq!(D(5).try_rem(S(2)).unwrap(), D(1));
        assert_eq!(S(7).try_rem(S(2)).unwrap(), S(1));
        assert_eq!(S(3).min(D(2)), D(2));
        assert_eq!(S(3).gcd(S(6)), S(3));
    }

    #[test]
    fn errors() {
        assert!(S(1).try_div(D(0)).is_err());
        assert!(D(1).try_rem(S(0)).is_err());
        assert!(S(i64::MAX).try_add(S(1)).is_err());
        assert!(S(i64::MIN).try_div(S(-1)).is_err());
        assert!(D(i64::MAX).try_mul(D(2)).is_err());
    }
}
