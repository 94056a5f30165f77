//! Profile and order predicates: `congruent`, `weakly_congruent`, `compatible`, `elem_less`.
//!
//! They walk the tuples through [`DynIntTuple`] reflection; on static inputs the whole walk
//! constant-folds.

use super::reflect::dyn_size;
use super::DynIntTuple;

/// Same profile (the same nesting of tuples, any leaf values), CuTe's `congruent`.
///
/// ```
/// use layout_core::prelude::*;
/// assert!(congruent(&(_2, (3, _4)), &(_1, (_2, 5))));
/// assert!(!congruent(&(_2, 3), &(_1, (_2, 5))));
/// ```
pub fn congruent(a: &dyn DynIntTuple, b: &dyn DynIntTuple) -> bool {
    match (a.leaf(), b.leaf()) {
        (Some(_), Some(_)) => true,
        (None, None) => {
            a.rank_dyn() == b.rank_dyn()
                && (0..a.rank_dyn()).all(|i| match (a.mode_dyn(i), b.mode_dyn(i)) {
                    (Some(x), Some(y)) => congruent(x, y),
                    _ => false,
                })
        }
        _ => false,
    }
}

/// `a`'s profile is a coarsening of `b`'s (an integer matches any sub-tuple), CuTe's
/// `weakly_congruent`.
///
/// ```
/// use layout_core::prelude::*;
/// assert!(weakly_congruent(&(_2, 3), &(_1, (_2, 5))));
/// assert!(!weakly_congruent(&(_1, (_2, 5)), &(_2, 3)));
/// ```
pub fn weakly_congruent(a: &dyn DynIntTuple, b: &dyn DynIntTuple) -> bool {
    match (a.leaf(), b.leaf()) {
        (Some(_), _) => true,
        (None, Some(_)) => false,
        (None, None) => {
            a.rank_dyn() == b.rank_dyn()
                && (0..a.rank_dyn()).all(|i| match (a.mode_dyn(i), b.mode_dyn(i)) {
                    (Some(x), Some(y)) => weakly_congruent(x, y),
                    _ => false,
                })
        }
    }
}

/// Every coordinate of shape `b` is a coordinate of shape `a`: where `a` has an integer, `b` has
/// an IntTuple of that size. CuTe's `compatible`.
///
/// ```
/// use layout_core::prelude::*;
/// assert!(compatible(&(_6, 4), &((_2, _3), (2, 2))));
/// assert!(!compatible(&(_6, 4), &((_2, _2), 4)));
/// ```
pub fn compatible(a: &dyn DynIntTuple, b: &dyn DynIntTuple) -> bool {
    match (a.leaf(), b.leaf()) {
        (Some((v, _)), _) => i64::from(v) == dyn_size(b),
        (None, Some(_)) => false,
        (None, None) => {
            a.rank_dyn() == b.rank_dyn()
                && (0..a.rank_dyn()).all(|i| match (a.mode_dyn(i), b.mode_dyn(i)) {
                    (Some(x), Some(y)) => compatible(x, y),
                    _ => false,
                })
        }
    }
}

/// Element-wise `a < b` on reflected IntTuples, CuTe's `elem_less` (see [`elem_less`](super::elem_less)): for
/// run-time structures, e.g. the values of `print_tensor`.
///
/// ```
/// use layout_core::int_tuple::elem_less_dyn;
/// use layout_core::int::_3;
/// assert!(elem_less_dyn(&(1, 2), &(2, _3)));
/// assert!(!elem_less_dyn(&(1, (2, 3)), &(2, _3)));
/// ```
pub fn elem_less_dyn(a: &dyn DynIntTuple, b: &dyn DynIntTuple) -> bool {
    match (a.leaf(), b.leaf()) {
        (Some((x, _)), Some((y, _))) => x < y,
        (None, None) => {
            if b.rank_dyn() < a.rank_dyn() {
                return false;
            }
            (0..a.rank_dyn()).all(|i| match (a.mode_dyn(i), b.mode_dyn(i)) {
                (Some(x), Some(y)) => elem_less_dyn(x, y),
                _ => false,
            })
        }
        // CuTe compares `a < b` here, which does not compile for a tuple: treat as not less.
        _ => false,
    }
}
