//! CuTe's `MixedBits<S,F>` (`include/cute/swizzle.hpp`): a 32-bit offset some of whose bits are
//! known statically and the others (the flags `F`) only at run time. Slicing a swizzled layout
//! with a run-time index produces one; it prints `M_S|(D&F)=V` with `V = S | (D & F)`.
//!
//! Only the bitwise operations the swizzle slicing needs are provided, each following CuTe's
//! truth tables: which bits of the result are static is decided by the static masks alone.

use super::{Error, Int};
use alloc::format;
use core::fmt;

/// CuTe's `MixedBits`: the value `fixed | (dynamic & flags)`, where `fixed` and `flags` are
/// static and disjoint and `flags` is not empty.
///
/// ```
/// use layout_core::runtime::{evaluate, MixedBits};
/// let m = MixedBits::new(8, 64, 448);
/// assert_eq!(m.to_string(), "M_8|(64&448)=72");
/// assert_eq!(m.value(), 72);
/// // An offset a run-time slice produced, typed back in:
/// let c = evaluate("eval(Sw<3,3,3> o M_0|(64&448)=64 o (_8,_8):(_8,_1), (_1,_0))").unwrap();
/// assert_eq!(c.to_string(), "64"); // Sw<3,3,3>(64 + 8) = 72 ^ 8
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MixedBits {
    /// `S`: the statically known set bits.
    pub fixed: u32,
    /// `D & F`: the run-time bits (only those under `flags` are kept).
    pub dynamic: u32,
    /// `F`: which bits are known only at run time.
    pub flags: u32,
}

/// A bit pattern of the swizzle slicing: a static or dynamic integer, or mixed bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bits {
    /// An integer (static or dynamic as a whole).
    Int(Int),
    /// Mixed static and dynamic bits.
    Mixed(MixedBits),
}

impl MixedBits {
    /// `M_fixed|(dynamic&flags)`, keeping only the dynamic bits under `flags`.
    pub fn new(fixed: u32, dynamic: u32, flags: u32) -> MixedBits {
        MixedBits {
            fixed,
            dynamic: dynamic & flags,
            flags,
        }
    }
    /// `S | (D & F)`.
    pub fn value(self) -> i64 {
        i64::from(self.fixed | self.dynamic)
    }
}

impl fmt::Display for MixedBits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "M_{}|({}&{})={}",
            self.fixed,
            self.dynamic,
            self.flags,
            self.value()
        )
    }
}

/// CuTe's `make_mixed_bits(C<s>, d, C<f>)`: static bits take precedence; a static `d` or an
/// empty dynamic mask gives a plain integer.
pub fn make_mixed_bits(s: u32, d: Int, f: u32) -> Bits {
    let new_f = f & !s;
    let dv = d.value as u32;
    if d.is_static || new_f == 0 {
        // `d & C<0>` is CuTe's static `C<0>`.
        Bits::Int(Int::stat(i64::from(s | (dv & new_f))))
    } else {
        Bits::Mixed(MixedBits::new(s, dv, new_f))
    }
}

impl Bits {
    /// The value these bits stand for.
    pub fn value(self) -> i64 {
        match self {
            Bits::Int(i) => i.value,
            Bits::Mixed(m) => m.value(),
        }
    }

    /// `self ^ rhs` with CuTe's rules for `MixedBits`, `C<v>` and `int`.
    pub fn xor(self, rhs: Bits) -> Bits {
        match (self, rhs) {
            (Bits::Int(a), Bits::Int(b)) => {
                Bits::Int(Int::with(a.value ^ b.value, a.is_static && b.is_static))
            }
            (Bits::Mixed(m), Bits::Int(c)) | (Bits::Int(c), Bits::Mixed(m)) if c.is_static => {
                let s1 = c.value as u32;
                make_mixed_bits(
                    (!m.fixed & s1 & !m.flags) | (m.fixed & !s1),
                    Int::dynamic(i64::from((m.fixed | m.dynamic) ^ s1)),
                    m.flags,
                )
            }
            (Bits::Mixed(a), Bits::Mixed(b)) => make_mixed_bits(
                (!a.fixed & b.fixed & !a.flags) | (a.fixed & !b.fixed & !b.flags),
                Int::dynamic(i64::from((a.fixed | a.dynamic) ^ (b.fixed | b.dynamic))),
                a.flags | b.flags,
            ),
            // A run-time `int` meets the bits through their conversion to an integer.
            (a, b) => Bits::Int(Int::dynamic(a.value() ^ b.value())),
        }
    }

    /// `self & C<mask>` with a static mask.
    pub fn and_static(self, mask: i64) -> Bits {
        match self {
            // `d & C<0>` is CuTe's static `C<0>`.
            Bits::Int(i) => Bits::Int(Int::with(i.value & mask, i.is_static || mask == 0)),
            Bits::Mixed(m) => {
                let c = mask as u32;
                make_mixed_bits(m.fixed & c, Int::dynamic(i64::from(m.dynamic)), m.flags & c)
            }
        }
    }

    /// `(self & C<mask>) == 0`: `Some(answer)` when it is known statically, `None` otherwise.
    pub fn static_zero_under(self, mask: i64) -> Option<bool> {
        match self.and_static(mask) {
            Bits::Int(i) if i.is_static => Some(i.value == 0),
            _ => None,
        }
    }

    /// CuTe's `upcast<N>` of an offset: a division by `n` (which must divide every bit set).
    pub fn upcast(self, op: &str, n: i64) -> Result<Bits, Error> {
        let div = |v: i64| -> Result<i64, Error> {
            if v % n != 0 {
                return Err(Error::new(
                    op,
                    format!("offset bits {v} are not divisible by {n}"),
                ));
            }
            Ok(v / n)
        };
        match self {
            Bits::Int(i) => Ok(Bits::Int(Int::with(div(i.value)?, i.is_static))),
            Bits::Mixed(m) => {
                let s = div(i64::from(m.fixed))? as u32;
                let f = div(i64::from(m.flags))? as u32;
                Ok(make_mixed_bits(
                    s,
                    Int::dynamic(i64::from(m.dynamic) / n),
                    f,
                ))
            }
        }
    }

    /// CuTe's `downcast<N>` of an offset: a multiplication by `n`.
    pub fn downcast(self, op: &str, n: i64) -> Result<Bits, Error> {
        let over = || Error::new(op, format!("offset {self} times {n} overflows"));
        match self {
            Bits::Int(i) => Ok(Bits::Int(i.try_mul(Int::stat(n)).map_err(|_| over())?)),
            Bits::Mixed(m) => {
                let mul = |v: u32| u32::try_from(i64::from(v) * n).map_err(|_| over());
                Ok(make_mixed_bits(
                    mul(m.fixed)?,
                    Int::dynamic(i64::from(mul(m.dynamic)?)),
                    mul(m.flags)?,
                ))
            }
        }
    }
}

impl fmt::Display for Bits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Bits::Int(i) => i.fmt(f),
            Bits::Mixed(m) => m.fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn truth_tables() {
        let m = make_mixed_bits(0, Int::dynamic(64), 448);
        assert_eq!(m.to_string(), "M_0|(64&448)=64");
        assert_eq!(m.static_zero_under(8), Some(true));
        assert_eq!(m.static_zero_under(64), None);
        let x = m.xor(Bits::Int(Int::stat(8)));
        assert_eq!(x.to_string(), "M_8|(64&448)=72");
        assert_eq!(make_mixed_bits(0, Int::stat(3), 7).to_string(), "_3");
        assert_eq!(make_mixed_bits(4, Int::dynamic(3), 4).to_string(), "_4");
    }
}
