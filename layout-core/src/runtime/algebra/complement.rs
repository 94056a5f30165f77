//! CuTe's `complement(L, cotarget)`: the layout of the "rest" of a codomain that `L` does not
//! reach, ordered and disjoint from `L`.

use super::check;
use super::coalesce::{coalesce, filter};
use super::int_tuple_ops::{ceil_div, coalesce_shape, compact, compact_major, Major};
use crate::runtime::{Error, Int, IntTuple, Layout};
use alloc::format;
use alloc::vec;
use alloc::vec::Vec;

/// CuTe's `complement(L, cotarget)` (`cotarget` an integer or a shape).
///
/// Errors (for dynamic values too) when `L` is not injective, when a layout of rank > 1 has a
/// dynamic stride ("Dynamic-stride complement only for rank-1 layouts"), or when the result
/// would not be a complement (not ordered, not disjoint, or not covering the cotarget).
///
/// ```
/// use layout_core::runtime::{parse_value, Value};
/// let Value::Layout(l) = parse_value("_4:_2").unwrap() else { panic!() };
/// let cotarget = parse_value("_24").unwrap().to_int_tuple().unwrap();
/// assert_eq!(l.complement(&cotarget).unwrap().to_string(), "(_2,_3):(_1,_8)");
/// ```
pub fn complement(l: &Layout, cotarget: &IntTuple) -> Result<Layout, Error> {
    let r = complement_unchecked_cover(l, cotarget)?;
    check::complement_covers(l, cotarget, &r)?;
    Ok(r)
}

/// [`complement`] without the covering check (`cosize((L,R)) >= size(cotarget)`): the form the
/// divides and products use, whose results are checked as functions instead.
pub fn complement_unchecked_cover(l: &Layout, cotarget: &IntTuple) -> Result<Layout, Error> {
    let f = filter(l)?;
    let r = complement_filtered(&f, cotarget)?;
    check::complement_post(l, cotarget, &r)?;
    Ok(r)
}

/// CuTe's one-argument `complement(L)`: the cotarget is `cosize(filter(L))`.
pub fn complement_default(l: &Layout) -> Result<Layout, Error> {
    let f = filter(l)?;
    let cotarget = IntTuple::Int(f.cosize()?);
    let r = complement_filtered(&f, &cotarget)?;
    check::complement_post(l, &cotarget, &r)?;
    check::complement_covers(l, &cotarget, &r)?;
    Ok(r)
}

fn non_injective(l: &Layout) -> Error {
    Error::new(
        "complement",
        format!(
            "non-injective layout {l}: a stride is smaller than the extent of the modes below it"
        ),
    )
}

fn complement_filtered(f: &Layout, cotarget: &IntTuple) -> Result<Layout, Error> {
    if f.stride.is_constant(0) {
        let s = coalesce_shape(cotarget)?;
        let d = compact_major(&s, Major::Left)?;
        return Ok(Layout::raw(s, d));
    }
    let mut shape: Vec<Int> = f.shape.leaves();
    let mut stride: Vec<Int> = f.stride.leaves();
    let r = shape.len();
    if r == 0 || stride.len() != r {
        return Err(Error::new("complement", format!("cannot complement {f}")));
    }
    if r > 1 && !f.stride.is_static() {
        return Err(Error::new(
            "complement",
            format!("dynamic-stride complement only for rank-1 layouts: {f}"),
        ));
    }
    let mut res_shape: Vec<Int> = Vec::with_capacity(r);
    let mut res_stride: Vec<Int> = vec![Int::stat(1)];
    for i in 0..r - 1 {
        let min_stride = stride
            .iter()
            .copied()
            .reduce(|a, b| a.min(b))
            .unwrap_or(Int::stat(0));
        let min_idx = stride
            .iter()
            .position(|d| d.value == min_stride.value)
            .unwrap_or(0);
        let new_shape = min_stride.try_div(res_stride[i])?;
        let new_stride = min_stride.try_mul(shape[min_idx])?;
        if new_shape.value == 0 {
            return Err(non_injective(f));
        }
        shape.remove(min_idx);
        stride.remove(min_idx);
        res_shape.push(new_shape);
        res_stride.push(new_stride);
    }
    let new_shape = stride[0].try_div(res_stride[r - 1])?;
    if new_shape.value == 0 {
        return Err(non_injective(f));
    }
    res_shape.push(new_shape);
    let new_stride = stride[0].try_mul(shape[0])?;
    let rest_shape = coalesce_shape(&ceil_div(cotarget, &IntTuple::Int(new_stride))?)?;
    let rest_stride = compact(&rest_shape, new_stride, Major::Left)?.0;
    let tup = |v: Vec<Int>| IntTuple::Tuple(v.into_iter().map(IntTuple::Int).collect());
    let full = Layout::raw(
        IntTuple::Tuple(vec![tup(res_shape), rest_shape]),
        IntTuple::Tuple(vec![tup(res_stride), rest_stride]),
    );
    coalesce(&full)
}
