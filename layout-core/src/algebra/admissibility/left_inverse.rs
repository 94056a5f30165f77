//! The left-inverse rule of the [module table](crate::algebra::admissibility): the sorted-stride condition, and
//! where it fails, a point check (no closed form is known there).

use super::clamp;
use super::{AlgebraError, Mode, MAX_MODES};

/// Whether CuTe's `left_inverse` `r` of `l` is a left inverse on the image: `L(R(L(i))) ==
/// L(i)` for every `i`.
///
/// `coalesced` holds the modes of CuTe's `coalesce(L)` (static size-1 modes dropped, dynamic
/// ones kept: they take a place in CuTe's stride order; modes of stride 0 do not matter), `l`
/// and `r` the leaf modes of `L` and of `R`. When `coalesced`, in the order CuTe sorts it, meets
/// the sorted-stride condition (each mode's extent within the next stride) this holds,
/// decided in O(rank^2). CuTe's sort is an exchange sort, which does not keep ties in order: a
/// dynamic size-1 mode that ends up after a mode of the same stride takes that mode's extent
/// in `R` (`(1,3,_3,2):(_36,_2,_36,_18)`), so the order must be CuTe's. Where the strides
/// overlap, CuTe's result may still
/// be a left inverse (it then picks one preimage of each value, or wraps around); no closed
/// form is known for that case, so there alone the points of `l`'s domain are checked, up to
/// 2^16 of them (a larger one is accepted unverified).
///
/// ```
/// use layout_core::algebra::admissibility::{left_inverse, Mode};
/// let m = |shape, stride| Mode { shape, stride };
/// let l = [m(4, 2), m(2, 8)];
/// assert!(left_inverse(&l, &l, &[m(2, 0), m(4, 1), m(2, 4)]).is_ok());
/// // ((_5,_8,_8),_2):((_256,_1,_64),_16) has no left inverse: 256 = 4 * 64 collides
/// let l = [m(5, 256), m(8, 1), m(8, 64), m(2, 16)];
/// assert!(left_inverse(&l, &l, &[m(8, 1), m(2, 40), m(4, 8), m(5, 10)]).is_err());
/// ```
pub const fn left_inverse(coalesced: &[Mode], l: &[Mode], r: &[Mode]) -> Result<(), AlgebraError> {
    if chains_in_cute_order(coalesced) {
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
                    "the sorted strides overlap, and CuTe's candidate R is no left inverse: L(R(L({0}))) = {2}, not L({0}) = {1}",
                    [clamp(i), clamp(li), clamp(back), 0],
                ));
            }
        }
        i += 1;
    }
    Ok(())
}

/// Whether the modes of `c`, in the order CuTe's `left_inverse` sorts them (an exchange sort on
/// the stride, every mode taking part), skipping those of stride 0, each start at or past the
/// extent `shape * stride` of the one before (the first at or past 1), with non-negative
/// shapes and strides. `false` for more than [`MAX_MODES`] modes (the point check decides).
const fn chains_in_cute_order(c: &[Mode]) -> bool {
    let n = c.len();
    if n > MAX_MODES {
        return false;
    }
    let mut keyed = [(0i64, 0usize); MAX_MODES];
    let mut i = 0;
    while i < n {
        keyed[i] = (c[i].stride, i);
        i += 1;
    }
    let sorted = keyed.split_at_mut(n).0;
    exchange_sort(sorted);
    let mut extent: i128 = 1;
    i = 0;
    while i < n {
        let m = c[sorted[i].1];
        i += 1;
        if m.stride == 0 {
            continue;
        }
        if m.stride < 0 || m.shape < 0 || (m.stride as i128) < extent {
            return false;
        }
        extent = (m.shape as i128).saturating_mul(m.stride as i128);
    }
    true
}

/// CuTe's sort of `(stride, index)` pairs in `left_inverse` and `right_inverse`: an exchange
/// sort on the stride (not stable; reproduced exactly so that ties resolve as in CuTe). The one
/// value-level sort of both layers (the typed layer's twin sorts types,
/// `algebra::inverse::stride_sort`).
pub(crate) const fn exchange_sort(a: &mut [(i64, usize)]) {
    let mut i = 0;
    while i < a.len() {
        let mut j = i + 1;
        while j < a.len() {
            if a[j].0 < a[i].0 {
                a.swap(i, j);
            }
            j += 1;
        }
        i += 1;
    }
}

/// The most points [`left_inverse`] checks for a layout that is not injective.
const POINT_LIMIT: i128 = 1 << 16;

/// `L(i)` from the leaf modes: the colexicographic split, the last mode taking the rest.
pub(super) const fn eval(l: &[Mode], i: i128) -> i128 {
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
