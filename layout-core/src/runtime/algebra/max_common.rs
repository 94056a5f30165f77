//! CuTe's `max_common_vector` and `max_common_layout`.

use super::coalesce::coalesce;
use super::composition::compose_layouts as compose;
use super::inverse::right_inverse;
use crate::runtime::{Error, Int, Layout};

/// The first mode of `coalesce(A o right_inverse(B))` if it is a static contiguous vector
/// (static shape, static stride `_1`), with the right inverse.
fn common(a: &Layout, b: &Layout) -> Result<(Option<Layout>, Layout), Error> {
    let inv_b = right_inverse(b)?;
    let common = coalesce(&compose(a, &inv_b)?)?;
    let first = common.mode(0)?;
    let ok = first.shape.as_int().is_some_and(|s| s.is_static) && first.stride.is_constant(1);
    Ok((ok.then_some(first), inv_b))
}

/// CuTe's `max_common_vector(A, B)`: the number of contiguous elements that `A` and `B` map
/// alike, static (`_1` when CuTe cannot prove more).
///
/// Both compositions are checked for admissibility, so the result holds by construction:
/// `A(R(i)) == i` and `B(R(i)) == i` for `i` below it, `R` the right inverse of `B`. An input
/// whose composition with that inverse is inadmissible is an error.
///
/// ```
/// use layout_core::runtime::{parse_value, Value};
/// let Value::Layout(a) = parse_value("(_4,_2):(_1,_4)").unwrap() else { panic!() };
/// let Value::Layout(b) = parse_value("(_8):(_1)").unwrap() else { panic!() };
/// assert_eq!(a.max_common_vector(&b).unwrap().to_string(), "_8");
/// ```
pub fn max_common_vector(a: &Layout, b: &Layout) -> Result<Int, Error> {
    match common(a, b)? {
        (Some(first), _) => first.size(),
        (None, _) => Ok(Int::stat(1)),
    }
}

/// CuTe's `max_common_layout(A, B)`: the layout of those contiguous elements in `B`'s
/// coordinates (`_1:_0` when CuTe cannot prove more than one), `R o first` with the same
/// guarantee as [`max_common_vector`].
pub fn max_common_layout(a: &Layout, b: &Layout) -> Result<Layout, Error> {
    match common(a, b)? {
        (Some(first), inv_b) => compose(&inv_b, &first),
        (None, _) => Ok(Layout::leaf(Int::stat(1), Int::stat(0))),
    }
}
