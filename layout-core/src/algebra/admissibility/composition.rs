//! The composition rules of the [module table](crate::algebra::admissibility): divisibility of each mode of `B`
//! against `A`'s modes, and disjoint images for a `B` of several modes.

use super::{ceil_div, clamp, too_many, AlgebraError, Mode, MAX_MODES};

const OP_COMPOSITION: &str = "composition";

/// Whether CuTe's composition of `A` with each leaf mode of `B` is `A o B`, with every
/// condition of the [module table](crate::algebra::admissibility).
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
