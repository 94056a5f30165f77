//! CuTe's `complement(L, cotarget)`: the layout of the "rest" of a codomain that `L` does not
//! reach, ordered and disjoint from `L`.

use super::admissibility::{self, modes};
use super::coalesce::{coalesce_modes, filter, flat_parts};
use super::int_tuple_ops::{ceil_div, coalesce_shape, compact, compact_major, Major};
use crate::runtime::{Error, Int, IntTuple, Layout};
use alloc::format;
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
    covers(l, cotarget, &r)?;
    Ok(r)
}

/// [`complement`] without the covering condition (`cosize((L,R)) >= size(cotarget)`): the form
/// the divides and products use.
pub fn complement_unchecked_cover(l: &Layout, cotarget: &IntTuple) -> Result<Layout, Error> {
    admissibility::complement(&modes(l))?;
    complement_unchecked(l, cotarget)
}

/// CuTe's `complement(L, cotarget)` as CuTe computes it, without deciding admissibility: for
/// a layout whose sorted strides are not multiples of the extents below them, the result is
/// what CuTe returns (not a complement). For tests; use [`complement`] otherwise.
///
/// ```
/// use layout_core::runtime::{parse_value, Value};
/// use layout_core::runtime::algebra::complement::{complement, complement_unchecked};
/// let Value::Layout(l) = parse_value("(_2,_2):(_1,_3)").unwrap() else { panic!() };
/// let cotarget = parse_value("_12").unwrap().to_int_tuple().unwrap();
/// assert_eq!(complement_unchecked(&l, &cotarget).unwrap().to_string(), "_2:_6");
/// assert!(complement(&l, &cotarget).is_err()); // 3 is not a multiple of 2
/// ```
pub fn complement_unchecked(l: &Layout, cotarget: &IntTuple) -> Result<Layout, Error> {
    complement_filtered(&filter(l)?, cotarget)
}

/// CuTe's one-argument `complement(L)`: the cotarget is `cosize(filter(L))`.
pub fn complement_default(l: &Layout) -> Result<Layout, Error> {
    admissibility::complement(&modes(l))?;
    let f = filter(l)?;
    let cotarget = IntTuple::Int(f.cosize()?);
    let r = complement_filtered(&f, &cotarget)?;
    covers(l, &cotarget, &r)?;
    Ok(r)
}

/// The covering condition `cosize((L,R)) >= size(cotarget)`.
fn covers(l: &Layout, cotarget: &IntTuple, r: &Layout) -> Result<(), Error> {
    let target = super::int_tuple_ops::product(cotarget)?.value;
    admissibility::complement_covers(&modes(l), &modes(r), target)
}

/// The error for a sorted stride below the extent of the mode sorted below it.
fn overlapping(f: &Layout, stride: Int, extent: Int) -> Error {
    let message = if stride.value == 0 {
        format!("{f} has a stride 0 on a mode of size > 1: it is not injective")
    } else {
        format!(
            "stride {stride} of {f} is smaller than {extent}, the extent of the mode sorted below it (each sorted stride must be a multiple of that extent)"
        )
    };
    Error::new("complement", message)
}

fn complement_filtered(f: &Layout, cotarget: &IntTuple) -> Result<Layout, Error> {
    if f.stride.is_constant(0) {
        let s = coalesce_shape(cotarget)?;
        let d = compact_major(&s, Major::Left)?;
        return Ok(Layout::raw(s, d));
    }
    // (shape, stride) of f's modes, not yet placed
    let mut left = flat_parts(f, "complement", false)?;
    let r = left.len();
    if r > 1 && !f.stride.is_static() {
        return Err(Error::new(
            "complement",
            format!("dynamic-stride complement only for rank-1 layouts: {f}"),
        ));
    }
    // the result's modes: (d_k / extent below, extent below) in stride order, then the rest
    let mut out: Vec<(Int, Int)> = Vec::with_capacity(r + 2);
    let mut extent = Int::stat(1);
    for _ in 0..r - 1 {
        let min_stride = left
            .iter()
            .map(|m| m.1)
            .reduce(|a, b| a.min(b))
            .unwrap_or(Int::stat(0));
        let min_idx = left
            .iter()
            .position(|m| m.1.value == min_stride.value)
            .unwrap_or(0);
        let new_shape = min_stride.try_div(extent)?;
        if new_shape.value == 0 {
            return Err(overlapping(f, min_stride, extent));
        }
        let (s, _) = left.remove(min_idx);
        out.push((new_shape, extent));
        extent = min_stride.try_mul(s)?;
    }
    let (s, d) = left[0];
    let new_shape = d.try_div(extent)?;
    if new_shape.value == 0 {
        return Err(overlapping(f, d, extent));
    }
    out.push((new_shape, extent));
    let new_stride = d.try_mul(s)?;
    let rest_shape = coalesce_shape(&ceil_div(cotarget, &IntTuple::Int(new_stride))?)?;
    let rest_stride = compact(&rest_shape, new_stride, Major::Left)?.0;
    let rest = Layout::raw(rest_shape, rest_stride);
    out.extend(flat_parts(&rest, "complement", false)?);
    coalesce_modes(&out)
}
