//! The complement rules of the [module table](crate::algebra::admissibility): the sorted-stride
//! condition and the cotarget cover.

use super::{clamp, last_value, too_many, AlgebraError, Mode, MAX_MODES};

/// The sorted-stride condition of `complement`: no negative stride; sorted by stride (ties in
/// order), each stride at least the extent `shape * stride` of the mode sorted below it (CuTe's
/// algorithm gives the gap between them the shape `stride / extent`, which must not be 0); a
/// stride 0 fails like any stride below the extent. A mode of size 1 counts (the caller passes
/// only those CuTe keeps: dynamic ones). (`left_inverse` checks the same condition in CuTe's
/// own sort order, `left_inverse::chains_in_cute_order`.)
const fn sorted_strides(l: &[Mode]) -> Result<(), AlgebraError> {
    let op = "complement";
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
        if m.shape == 0 || trivial {
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
    sorted_strides(l)
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
