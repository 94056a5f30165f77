//! The left-inverse rule of the [module table](crate::algebra::admissibility): the sorted-stride condition, and
//! where it fails, a point check (no closed form is known there).

use super::clamp;
use super::complement::sorted_strides;
use super::{AlgebraError, Mode};

/// Whether CuTe's `left_inverse` `r` of `l` is a left inverse on the image: `L(R(L(i))) ==
/// L(i)` for every `i`.
///
/// `coalesced` holds the modes of CuTe's `coalesce(L)` (static size-1 modes dropped, dynamic
/// ones kept: they take a place in CuTe's stride order; modes of stride 0 do not matter), `l`
/// and `r` the leaf modes of `L` and of `R`. When `coalesced` meets the sorted-stride
/// condition (it is injective, each mode's extent within the next stride) this holds, decided in O(rank). Where the strides overlap, CuTe's result may still
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
    if sorted_strides("left_inverse", coalesced, true).is_ok() {
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
