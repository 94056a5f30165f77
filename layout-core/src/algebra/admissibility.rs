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
//! | `left_inverse(L)` | the sorted-stride condition of `complement`, on the modes of size > 1 and stride > 0; where it fails (a layout that is not injective), `L(R(L(i))) == L(i)` point by point: no closed form is known there |
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

mod mode_values;

pub use mode_values::*;

const fn too_many(op: &'static str) -> AlgebraError {
    AlgebraError::new(
        op,
        "the layout has more than {0} modes, the most this check takes",
        [MAX_MODES as i64, 0, 0, 0],
    )
}

const fn ceil_div(a: i128, b: i128) -> i128 {
    (a + b - 1) / b
}

const OP_COMPOSITION: &str = "composition";

/// Whether CuTe's composition of `A` with each leaf mode of `B` is `A o B`, with every
/// condition of the [module table](self).
///
/// `a` holds the modes of `A` as CuTe's `composition_impl` sees them (`A`'s leaf modes after
/// CuTe's coalesce); `b` the leaf modes of `B` (one layout operand; the caller checks a tiler
/// tuple mode by mode). Zero shapes and dynamic zero strides are the algorithm's own errors
/// and are not reported here.
///
/// ```
/// use layout_core::algebra::admissibility::{composition, Mode};
/// let m = |shape, stride| Mode { shape, stride };
/// assert!(composition(&[m(6, 8), m(2, 2)], &[m(4, 3), m(3, 1)]).is_ok());
/// // ((_8,_2)):((_3,_0)) o ((_4,_4)):((_0,_5)): 5 neither divides 8 nor fits
/// assert!(composition(&[m(8, 3), m(2, 0)], &[m(4, 0), m(4, 5)]).is_err());
/// ```
pub const fn composition(a: &[Mode], b: &[Mode]) -> Result<(), AlgebraError> {
    let n = a.len();
    if n > MAX_MODES {
        return Err(too_many(OP_COMPOSITION));
    }
    if n <= 1 {
        // an integral left-hand side: the result is s:d*e, a linear map
        return Ok(());
    }
    // the largest digit each bounded mode of A receives, summed over B's modes
    let mut usage = [0i128; MAX_MODES];
    let (mut positive, mut negative_bounded, mut negative_mode) = (false, false, 0usize);
    let mut k = 0;
    while k < b.len() {
        let (s, d) = (b[k].shape, b[k].stride);
        k += 1;
        if s <= 1 || d == 0 {
            continue;
        }
        // (i128: no overflow from i64 inputs)
        let (mut rest, mut r) = (s as i128, (d as i128).abs());
        let mut bounded = false;
        let mut j = 0;
        while j + 1 < n && rest > 1 {
            let aj = a[j].shape as i128;
            if aj <= 0 {
                return Ok(()); // the algorithm reports a zero mode itself
            }
            if r >= aj {
                if r % aj != 0 {
                    return Err(AlgebraError::new(
                        OP_COMPOSITION,
                        "stride divisibility condition: stride {0} is neither smaller than nor a multiple of the mode of size {1} of A",
                        [clamp(r), a[j].shape, 0, 0],
                    ));
                }
                r /= aj;
            } else if rest <= ceil_div(aj, r) {
                usage[j] = usage[j].saturating_add(r * (rest - 1));
                bounded = true;
                rest = 1;
            } else {
                if aj % r != 0 {
                    return Err(AlgebraError::new(
                        OP_COMPOSITION,
                        "stride divisibility condition: stride {0} does not divide the mode of size {1} of A, and the {2} elements of B's mode do not fit in it",
                        [clamp(r), a[j].shape, clamp(rest), 0],
                    ));
                }
                let q = aj / r;
                if rest % q != 0 {
                    return Err(AlgebraError::new(
                        OP_COMPOSITION,
                        "shape divisibility condition: the {0} remaining elements of B's mode are not a multiple of {1}, what the mode of size {2} of A holds",
                        [clamp(rest), clamp(q), a[j].shape, 0],
                    ));
                }
                usage[j] = usage[j].saturating_add(r * (q - 1));
                bounded = true;
                rest /= q;
                r = 1;
            }
            j += 1;
        }
        if d > 0 {
            positive = true;
        } else if bounded {
            negative_bounded = true;
            negative_mode = k - 1;
        }
    }
    if positive && negative_bounded {
        return Err(AlgebraError::new(
            OP_COMPOSITION,
            "disjoint-images condition: B's leaf mode {0} has a negative stride and meets modes of positive stride in a bounded mode of A",
            [negative_mode as i64, 0, 0, 0],
        ));
    }
    // runs of bounded modes whose values chain; a run that chains into the last mode is unbounded
    let mut j = 0;
    while j + 1 < n {
        if a[j].shape == 1 {
            j += 1;
            continue;
        }
        let start = j;
        let (mut extent, mut used): (i128, i128) = (1, 0);
        let mut unbounded = false;
        let mut prev = j;
        loop {
            used = used.saturating_add(usage[j].saturating_mul(extent));
            extent = extent.saturating_mul(a[j].shape as i128);
            // the next mode of size > 1
            let mut next = j + 1;
            while next + 1 < n && a[next].shape == 1 {
                next += 1;
            }
            let chains = a[next].stride as i128
                == (a[prev].shape as i128).saturating_mul(a[prev].stride as i128);
            if !chains {
                j = next;
                break;
            }
            if next + 1 >= n {
                unbounded = true;
                j = next;
                break;
            }
            prev = next;
            j = next;
        }
        if !unbounded && used > 0 && used >= extent {
            return Err(AlgebraError::new(
                OP_COMPOSITION,
                "disjoint-images condition: B's modes overlap in A: their largest digits add up to {0}, but the modes of A from {1} hold only {2}",
                [clamp(used), start as i64, clamp(extent), 0],
            ));
        }
    }
    Ok(())
}

const fn clamp(x: i128) -> i64 {
    if x > i64::MAX as i128 {
        i64::MAX
    } else if x < i64::MIN as i128 {
        i64::MIN
    } else {
        x as i64
    }
}

/// The sorted-stride condition shared by `complement` and `left_inverse`: no negative stride;
/// sorted by stride (ties in order), each stride at least the extent `shape * stride` of the
/// mode sorted below it (CuTe's algorithms give the gap between them the shape
/// `stride / extent`, which must not be 0). `skip_zero` ignores modes of stride 0 (what
/// `left_inverse` does); otherwise a stride 0 fails like any stride below the extent.
const fn sorted_strides(op: &'static str, l: &[Mode], skip_zero: bool) -> Result<(), AlgebraError> {
    let n = l.len();
    if n > MAX_MODES {
        return Err(too_many(op));
    }
    let mut used = [false; MAX_MODES];
    let mut i = 0;
    while i < n {
        let m = l[i];
        // (`1:0` is what `filter` leaves of a layout with nothing to complement)
        let trivial = m.shape == 1 && m.stride == 0;
        if m.shape == 0 || trivial || (skip_zero && (m.stride == 0 || m.shape == 1)) {
            used[i] = true;
        } else if m.stride < 0 || m.shape < 0 {
            return Err(AlgebraError::new(
                op,
                "the mode {0}:{1} has a negative shape or stride; CuTe's algorithm needs non-negative ones",
                [m.shape, m.stride, 0, 0],
            ));
        }
        i += 1;
    }
    let mut below = Mode {
        shape: 1,
        stride: 1,
    };
    loop {
        // the unused mode of smallest stride (the first of equal ones)
        let mut min = n;
        let mut k = 0;
        while k < n {
            if !used[k] && (min == n || l[k].stride < l[min].stride) {
                min = k;
            }
            k += 1;
        }
        if min == n {
            return Ok(());
        }
        used[min] = true;
        let m = l[min];
        let extent = (below.shape as i128).saturating_mul(below.stride as i128);
        if (m.stride as i128) < extent {
            if m.stride == 0 && m.shape > 1 {
                return Err(AlgebraError::new(
                    op,
                    "the layout is not injective: its mode {0}:0 maps {0} coordinates to 0",
                    [m.shape, 0, 0, 0],
                ));
            }
            return Err(AlgebraError::new(
                op,
                "stride {0} is smaller than {1}, the extent of the mode sorted below it (shape {2}, stride {3})",
                [m.stride, clamp(extent), below.shape, below.stride],
            ));
        }
        below = m;
    }
}

/// Whether CuTe's complement of `l` is a complement: ordered, and disjoint from `l` apart
/// from 0.
///
/// `l` holds the modes of CuTe's `filter(L)` (static `_0` strides and static `_1` shapes
/// dropped; dynamic ones stay, and a dynamic stride 0 makes the layout non-injective).
///
/// ```
/// use layout_core::algebra::admissibility::{complement, Mode};
/// assert!(complement(&[Mode { shape: 4, stride: 2 }, Mode { shape: 2, stride: 8 }]).is_ok());
/// assert!(complement(&[Mode { shape: 4, stride: 0 }]).is_err());
/// ```
pub const fn complement(l: &[Mode]) -> Result<(), AlgebraError> {
    sorted_strides("complement", l, false)
}

/// The covering condition of `complement(L, M)`: `cosize((L, R)) >= size(M)`, from the leaf
/// modes of `L` and of the result `R`.
///
/// ```
/// use layout_core::algebra::admissibility::{complement_covers, Mode};
/// let l = [Mode { shape: 4, stride: 2 }];
/// let r = [Mode { shape: 2, stride: 1 }, Mode { shape: 3, stride: 8 }];
/// assert!(complement_covers(&l, &r, 24).is_ok());
/// assert!(complement_covers(&l, &r, 25).is_err());
/// ```
pub const fn complement_covers(l: &[Mode], r: &[Mode], cotarget: i64) -> Result<(), AlgebraError> {
    let co = last_value(l)
        .saturating_add(last_value(r))
        .saturating_add(1);
    if co < cotarget as i128 {
        return Err(AlgebraError::new(
            "complement",
            "the complement does not cover the cotarget: cosize((L, R)) = {0} < {1}",
            [clamp(co), cotarget, 0, 0],
        ));
    }
    Ok(())
}

/// `L(size(L) - 1)` from the leaf modes: every coordinate at its largest value.
const fn last_value(l: &[Mode]) -> i128 {
    let mut v: i128 = 0;
    let mut i = 0;
    while i < l.len() {
        v = v.saturating_add((l[i].shape as i128 - 1).saturating_mul(l[i].stride as i128));
        i += 1;
    }
    v
}

/// Whether CuTe's `left_inverse` `r` of `l` (their leaf modes) is a left inverse on the image:
/// `L(R(L(i))) == L(i)` for every `i` (modes of stride 0 or size 1 do not matter).
///
/// When `l` meets the sorted-stride condition (it is injective, each mode's extent within the
/// next stride) this holds, decided in O(rank). A layout that is not injective may still have
/// one (CuTe's left inverse then picks one preimage of each value); no closed form is known
/// for that case, so there alone the points of `l`'s domain are checked, up to 2^16 of them
/// (a larger one is accepted unverified).
///
/// ```
/// use layout_core::algebra::admissibility::{left_inverse, Mode};
/// let m = |shape, stride| Mode { shape, stride };
/// assert!(left_inverse(&[m(4, 2), m(2, 8)], &[m(2, 0), m(4, 1), m(2, 4)]).is_ok());
/// // ((_5,_8,_8),_2):((_256,_1,_64),_16) has no left inverse: 256 = 4 * 64 collides
/// let l = [m(5, 256), m(8, 1), m(8, 64), m(2, 16)];
/// assert!(left_inverse(&l, &[m(8, 1), m(2, 40), m(4, 8), m(5, 10)]).is_err());
/// ```
pub const fn left_inverse(l: &[Mode], r: &[Mode]) -> Result<(), AlgebraError> {
    if sorted_strides("left_inverse", l, true).is_ok() {
        return Ok(());
    }
    let mut n: i128 = 1;
    let mut k = 0;
    while k < l.len() {
        n = n.saturating_mul(l[k].shape as i128);
        k += 1;
    }
    if n < 0 || n > POINT_LIMIT {
        return Ok(());
    }
    let mut i = 0;
    while i < n {
        let li = eval(l, i);
        if li >= 0 {
            let back = eval(l, eval(r, li));
            if back != li {
                return Err(AlgebraError::new(
                    "left_inverse",
                    "the layout has no left inverse: it is not injective, and CuTe's candidate maps L({0}) = {1} back to {2}",
                    [clamp(i), clamp(li), clamp(back), 0],
                ));
            }
        }
        i += 1;
    }
    Ok(())
}

/// The most points [`left_inverse`] checks for a layout that is not injective.
const POINT_LIMIT: i128 = 1 << 16;

/// `L(i)` from the leaf modes: the colexicographic split, the last mode taking the rest.
const fn eval(l: &[Mode], i: i128) -> i128 {
    let (mut rest, mut acc) = (i, 0i128);
    let mut k = 0;
    while k < l.len() {
        let (s, d) = (l[k].shape as i128, l[k].stride as i128);
        let last = k + 1 == l.len();
        let c = if last || s == 0 { rest } else { rest % s };
        acc = acc.saturating_add(c.saturating_mul(d));
        if !last && s != 0 {
            rest /= s;
        }
        k += 1;
    }
    acc
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
        assert!(left_inverse(&[m(4, 0), m(2, 1)], &[m(2, 4)]).is_ok());
        // not injective, but CuTe's candidate works on the image: (_6,_8,_2):(_12,_6,_12)
        let l = [m(6, 12), m(8, 6), m(2, 12)];
        assert!(left_inverse(&l, &[m(6, 0), m(2, 6), m(2, 48)]).is_ok());
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
