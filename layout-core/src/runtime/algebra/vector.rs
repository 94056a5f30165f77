//! CuTe's `max_common_vector` and `max_common_layout`.

use super::coalesce::coalesce;
use super::composition::compose_layouts_unchecked as compose;
use super::inverse::right_inverse;
use crate::runtime::{Error, Int, IntTuple, Layout};
use alloc::format;

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
pub fn max_common_vector(a: &Layout, b: &Layout) -> Result<Int, Error> {
    match common(a, b)? {
        (Some(first), inv_b) => {
            let n = first.size()?;
            verify(a, b, &inv_b, n.value, "max_common_vector")?;
            Ok(n)
        }
        (None, _) => Ok(Int::stat(1)),
    }
}

/// The post-condition: for `i < n`, `a(inv_b(i)) == i` and `b(inv_b(i)) == i`.
fn verify(a: &Layout, b: &Layout, inv_b: &Layout, n: i64, op: &str) -> Result<(), Error> {
    for i in 0..n.min(1 << 16) {
        let c = inv_b.eval(&IntTuple::dynamic(i))?;
        let c = IntTuple::Int(c);
        let (x, y) = (a.eval(&c)?.value, b.eval(&c)?.value);
        if x != i || y != i {
            return Err(Error::new(
                op,
                format!("{a} and {b} do not agree on {n} contiguous elements: element {i} maps to {x} and {y}"),
            ));
        }
    }
    Ok(())
}

/// CuTe's `max_common_layout(A, B)`: the layout of those contiguous elements in `B`'s
/// coordinates (`_1:_0` when CuTe cannot prove more than one).
pub fn max_common_layout(a: &Layout, b: &Layout) -> Result<Layout, Error> {
    match common(a, b)? {
        (Some(first), inv_b) => {
            let r = compose(&inv_b, &first)?;
            let n = r.size()?.value;
            for i in 0..n.min(1 << 16) {
                let c = IntTuple::Int(r.eval(&IntTuple::dynamic(i))?);
                let (x, y) = (a.eval(&c)?.value, b.eval(&c)?.value);
                if x != i || y != i {
                    return Err(Error::new(
                        "max_common_layout",
                        format!(
                            "the common layout {r} of {a} and {b} maps element {i} to {x} and {y}"
                        ),
                    ));
                }
            }
            Ok(r)
        }
        (None, _) => Ok(Layout::leaf(Int::stat(1), Int::stat(0))),
    }
}
