//! When CuTe's algorithms return the mathematical result: closed-form admissibility conditions
//! for `composition`, `complement` and `left_inverse`, decided in O(rank) on the modes' values.
//!
//! CuTe checks some of these conditions statically and none dynamically; on an inadmissible
//! input it silently returns a layout that is not the mathematical result. Both layers of this
//! crate decide admissibility here, once, before returning a result: the typed layer evaluates
//! these `const fn`s at compile time for static layouts (so the check costs nothing at run
//! time) and at run time, in O(rank), for dynamic ones; the runtime layer calls them on its
//! values. Enumerating a result point by point is a test oracle, not part of any call.
//!
//! | operation | condition (all values; `a_j:e_j` are the modes of `A` as CuTe's algorithm sees them, the last one unbounded) |
//! |-----------|-----------|
//! | `composition(A, s:d)` | walking `A`'s bounded modes with `rest = s`, `r = abs(d)`: if `r >= a_j`, `r` is a multiple of `a_j` (stride divisibility) and `r /= a_j`; else either the rest fits (`rest <= ceil(a_j / r)`: the mode ends here) or `r` divides `a_j` and `a_j / r` divides `rest` (shape divisibility), and `rest /= a_j / r`, `r = 1` |
//! | `composition(A, B)`, several modes | disjoint images: in every run of `A`'s bounded modes whose values chain (`e_{j+1} == a_j * e_j`), the largest digits that `B`'s modes use add up to less than the run's extent (no carry between `B`'s modes); modes of `B` with opposite stride signs meet only in `A`'s unbounded last mode |
//! | `complement(L)` | on `filter(L)`'s modes: no negative stride; sorted by stride, each stride is at least the extent `s * d` of the mode below it (so a stride 0 in a mode of size > 1, not injective, fails) |
//! | `complement(L, M)` covers `M` | `cosize((L, R)) >= size(M)` |
//! | `left_inverse(L)` | the sorted-stride condition of `complement` on the modes of stride > 0, in CuTe's own sort order (an exchange sort: ties do not keep their order); where it fails, `L(R(L(i))) == L(i)` point by point: no closed form is known there |
//!
//! Points `c` where `B(c) < 0` are outside the contract (CuTe's index arithmetic truncates
//! toward zero there), as in the test oracle.
//!
//! ```
//! use layout_core::algebra::admissibility::{complement, composition, Mode};
//! let m = |shape, stride| Mode { shape, stride };
//! // (4,6):(1,10) o 3:3 fails: 3 neither divides 4 nor is divided by it, and 3 elements don't fit
//! let e = composition(&[m(4, 1), m(6, 10)], &[m(3, 3)]).unwrap_err();
//! assert_eq!(e.to_string(), "composition: stride divisibility condition: stride 3 does not divide the mode of size 4 of A, and the 3 elements of B's mode do not fit in it");
//! // (8,2):(8,61) is injective, but 61 is smaller than 64 = 8 * 8
//! let e = complement(&[m(8, 8), m(2, 61)]).unwrap_err();
//! assert_eq!(e.to_string(), "complement: stride 61 is smaller than 64, the extent of the mode sorted below it (shape 8, stride 8)");
//! ```

use super::error::AlgebraError;

mod complement;
mod composition;
mod left_inverse;
mod mode_values;

pub use complement::{complement, complement_covers};
pub use composition::composition;
// The runtime layer's inverses sort modes as the closed-form check does.
#[cfg(feature = "alloc")]
pub(crate) use left_inverse::exchange_sort;
pub use left_inverse::left_inverse;
pub use mode_values::{const_modes, push_leaf_modes, ConstLeaves, PushModes};

/// One mode of a flattened layout, by value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mode {
    /// The mode's size.
    pub shape: i64,
    /// The mode's stride.
    pub stride: i64,
}

/// The most modes a check takes (more is an error naming the limit).
pub const MAX_MODES: usize = 64;

/// A list of at most [`MAX_MODES`] modes, built in `const` contexts.
///
/// ```
/// use layout_core::algebra::admissibility::{Mode, Modes};
/// let mut m = Modes::new();
/// m.push(Mode { shape: 4, stride: 1 });
/// assert_eq!(m.as_slice().len(), 1);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Modes {
    len: usize,
    overflow: bool,
    modes: [Mode; MAX_MODES],
}

impl Default for Modes {
    fn default() -> Self {
        Modes::new()
    }
}

impl Modes {
    /// The empty list.
    pub const fn new() -> Modes {
        Modes {
            len: 0,
            overflow: false,
            modes: [Mode {
                shape: 0,
                stride: 0,
            }; MAX_MODES],
        }
    }
    /// Appends a mode (past [`MAX_MODES`], the list records an overflow instead).
    pub const fn push(&mut self, m: Mode) {
        if self.len < MAX_MODES {
            self.modes[self.len] = m;
            self.len += 1;
        } else {
            self.overflow = true;
        }
    }
    /// Appends every mode of `other`.
    pub const fn extend(&mut self, other: &Modes) {
        let mut i = 0;
        while i < other.len {
            self.push(other.modes[i]);
            i += 1;
        }
        if other.overflow {
            self.overflow = true;
        }
    }
    /// The modes.
    pub const fn as_slice(&self) -> &[Mode] {
        self.modes.split_at(self.len).0
    }
    /// Whether more than [`MAX_MODES`] modes were pushed.
    pub const fn overflowed(&self) -> bool {
        self.overflow
    }
    /// The modes of two lists of the same length paired up, shapes from `self`, strides from
    /// `strides`' shapes (both lists hold plain values in their `shape` fields).
    pub const fn zip(&self, strides: &Modes) -> Modes {
        let mut out = Modes::new();
        let mut i = 0;
        while i < self.len && i < strides.len {
            out.push(Mode {
                shape: self.modes[i].shape,
                stride: strides.modes[i].shape,
            });
            i += 1;
        }
        out.overflow = self.overflow || strides.overflow || self.len != strides.len;
        out
    }
    /// The modes with static-value coalescing as CuTe does for static layouts: size-1 modes
    /// dropped, `s0:d0 ++ s1:s0*d0` merged; at least one mode (`1:0` for an empty result).
    pub const fn coalesced(&self) -> Modes {
        let mut out = Modes::new();
        let mut i = 0;
        while i < self.len {
            let m = self.modes[i];
            i += 1;
            if m.shape == 1 {
                continue;
            }
            if out.len > 0 {
                let last = out.modes[out.len - 1];
                if m.stride == last.shape.wrapping_mul(last.stride) {
                    out.modes[out.len - 1].shape = last.shape.wrapping_mul(m.shape);
                    continue;
                }
            }
            out.push(m);
        }
        if out.len == 0 {
            out.push(Mode {
                shape: 1,
                stride: 0,
            });
        }
        out.overflow = self.overflow;
        out
    }
    /// The modes without those of stride 0 or size 1 (for static values: CuTe's `filter`,
    /// but for the coalescing, which the conditions here do not need).
    pub const fn filtered(&self) -> Modes {
        let mut out = Modes::new();
        let mut i = 0;
        while i < self.len {
            if self.modes[i].stride != 0 && self.modes[i].shape != 1 {
                out.push(self.modes[i]);
            }
            i += 1;
        }
        out.overflow = self.overflow;
        out
    }
    /// The product of the values (the `shape` fields): an IntTuple's size.
    pub const fn product(&self) -> i64 {
        let mut p: i64 = 1;
        let mut i = 0;
        while i < self.len {
            p = p.wrapping_mul(self.modes[i].shape);
            i += 1;
        }
        p
    }
    /// The modes as CuTe's `coalesce_x` leaves them for static values: like
    /// [`coalesced`](Self::coalesced), but the last mode stays (it is unbounded in
    /// `composition`), whatever its size.
    pub const fn coalesced_x(&self) -> Modes {
        if self.len == 0 {
            return *self;
        }
        let last = self.modes[self.len - 1];
        let mut init = *self;
        init.len -= 1;
        let mut out = init.coalesced();
        if out.len == 1 && out.modes[0].shape == 1 {
            out.len = 0;
        }
        let merges = out.len > 0 && {
            let prev = out.modes[out.len - 1];
            last.stride == prev.shape.wrapping_mul(prev.stride)
        };
        if merges {
            let prev = out.modes[out.len - 1];
            out.modes[out.len - 1].shape = prev.shape.wrapping_mul(last.shape);
        } else {
            out.push(last);
        }
        out
    }
}

pub(super) const fn too_many(op: &'static str) -> AlgebraError {
    AlgebraError::new(
        op,
        "the layout has more than {0} modes, the most this check takes",
        [MAX_MODES as i64, 0, 0, 0],
    )
}

pub(super) const fn ceil_div(a: i128, b: i128) -> i128 {
    (a + b - 1) / b
}

/// `L(size(L) - 1)` from the leaf modes: every coordinate at its largest value.
pub(super) const fn last_value(l: &[Mode]) -> i128 {
    let mut v: i128 = 0;
    let mut i = 0;
    while i < l.len() {
        v = v.saturating_add((l[i].shape as i128 - 1).saturating_mul(l[i].stride as i128));
        i += 1;
    }
    v
}

/// `x` clamped into `i64` (for the values an error message reports).
pub(super) const fn clamp(x: i128) -> i64 {
    if x > i64::MAX as i128 {
        i64::MAX
    } else if x < i64::MIN as i128 {
        i64::MIN
    } else {
        x as i64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(shape: i64, stride: i64) -> Mode {
        Mode { shape, stride }
    }

    #[test]
    fn composition_rules() {
        // exact: (6,2):(8,2) o (4,3):(3,1)
        assert!(composition(&[m(6, 8), m(2, 2)], &[m(4, 3), m(3, 1)]).is_ok());
        // overlapping images: (2,4):(1,10) o (2,2):(1,1)
        assert!(composition(&[m(2, 1), m(4, 10)], &[m(2, 1), m(2, 1)]).is_err());
        // ... unless the modes chain by value (dynamic modes CuTe cannot merge)
        assert!(composition(&[m(2, 1), m(3, 2)], &[m(2, 1), m(2, 1)]).is_ok());
        // the last mode is unbounded
        assert!(composition(&[m(2, 1), m(4, 10)], &[m(2, 2), m(2, 2)]).is_ok());
        // a mode that fits though the stride does not divide
        assert!(composition(&[m(8, 1), m(2, 100)], &[m(3, 3)]).is_ok());
        // opposite signs in a bounded mode
        assert!(composition(&[m(4, 1), m(4, 100)], &[m(2, 8), m(2, -1)]).is_err());
        assert!(composition(&[m(4, 1), m(4, 100)], &[m(2, 1), m(2, -4)]).is_ok());
    }

    #[test]
    fn sorted_stride_rules() {
        assert!(complement(&[m(2, 2), m(2, 1)]).is_ok());
        assert!(complement(&[m(2, 1), m(2, 1)]).is_err());
        // a gap that is not a multiple: (3,6):(1,10) has the complement 3:3 (CuTe's goldens)
        assert!(complement(&[m(3, 1), m(6, 10)]).is_ok());
        assert!(complement(&[m(4, 0)]).is_err());
        let l = [m(4, 0), m(2, 1)];
        assert!(left_inverse(&l, &l, &[m(2, 4)]).is_ok());
        // not injective, but CuTe's candidate works on the image: (_6,_8,_2):(_12,_6,_12)
        let l = [m(6, 12), m(8, 6), m(2, 12)];
        assert!(left_inverse(&l, &l, &[m(6, 0), m(2, 6), m(2, 48)]).is_ok());
        // a dynamic size-1 mode CuTe keeps: (_3,1,_1):(_3,_3,1) gives (_3,1):(_0,_3), and
        // L(R(L(1))) = L(3) = 1 (the last mode, stride 1, takes what is left), not 3
        let l = [m(3, 3), m(1, 3), m(1, 1)];
        assert!(left_inverse(&[m(3, 3), m(1, 3)], &l, &[m(3, 0), m(1, 3)]).is_err());
    }

    #[test]
    fn modes_coalesce() {
        let mut l = Modes::new();
        for x in [m(2, 1), m(1, 7), m(4, 2), m(3, 100)] {
            l.push(x);
        }
        assert_eq!(l.coalesced().as_slice(), &[m(8, 1), m(3, 100)]);
    }
}
