//! CuTe's `right_inverse` and `left_inverse`.

use super::admissibility::{self, modes, pair_modes};
use super::coalesce::{coalesce, coalesced_modes};
use crate::runtime::{Error, Int, IntTuple, Layout};
use alloc::format;
use alloc::vec;
use alloc::vec::Vec;

/// The flat modes of a coalesced layout and the exclusive prefix product of its shape.
struct Prepared {
    shape: Vec<Int>,
    stride: Vec<Int>,
    /// `(_1, s0, s0*s1, ...)`, one longer than the shape.
    pre: Vec<Int>,
}

fn prepare(l: &Layout) -> Result<Prepared, Error> {
    let c = coalesced_modes(l)?;
    let shape: Vec<Int> = c.iter().map(|m| m.0).collect();
    let stride: Vec<Int> = c.iter().map(|m| m.1).collect();
    let mut pre = Vec::with_capacity(shape.len() + 1);
    pre.push(Int::stat(1));
    for s in &shape {
        let last = pre[pre.len() - 1];
        pre.push(s.try_mul(last)?);
    }
    Ok(Prepared { shape, stride, pre })
}

/// CuTe's compile-time sort of `(stride, index)` pairs: an exchange sort on the stride (not
/// stable; reproduced exactly so that ties resolve as in CuTe).
fn exchange_sort(mut a: Vec<(i64, usize)>) -> Vec<(i64, usize)> {
    for i in 0..a.len() {
        for j in i + 1..a.len() {
            if a[j].0 < a[i].0 {
                a.swap(i, j);
            }
        }
    }
    a
}

fn tup(v: Vec<Int>) -> IntTuple {
    IntTuple::Tuple(v.into_iter().map(IntTuple::Int).collect())
}

/// CuTe's `right_inverse(L)`: a layout `R` with `L(R(i)) == i` for every `i < size(R)`, as
/// large as CuTe finds it (dynamic strides are ignored).
///
/// ```
/// use layout_core::runtime::{parse_value, Value};
/// let Value::Layout(l) = parse_value("(_4,_2):(_2,_1)").unwrap() else { panic!() };
/// assert_eq!(l.right_inverse().unwrap().to_string(), "(_2,_4):(_4,_1)");
/// ```
pub fn right_inverse(l: &Layout) -> Result<Layout, Error> {
    let Prepared { shape, stride, pre } = prepare(l)?;
    let keyed: Vec<(i64, usize)> = stride
        .iter()
        .enumerate()
        .filter(|(_, d)| d.is_static)
        .map(|(k, d)| (d.value, k))
        .collect();
    let mut rs = vec![Int::stat(1)];
    let mut rd = vec![Int::stat(0)];
    let mut curr = Int::stat(1);
    for (_, i) in exchange_sort(keyed) {
        if curr.is_static && curr.value == stride[i].value {
            rs.push(shape[i]);
            rd.push(pre[i]);
            curr = shape[i].try_mul(stride[i])?;
        }
    }
    coalesce(&Layout::raw(tup(rs), tup(rd)))
}

/// CuTe's `left_inverse(L)`: a layout `R` with `L(R(L(i))) == L(i)` (so `R(L(i)) == i` for an
/// injective `L`). Requires static strides and CuTe's divisibility condition; errors when `L`
/// has no left inverse (decided in closed form: the sorted strides must not interleave).
///
/// ```
/// use layout_core::runtime::{parse_value, Value};
/// let Value::Layout(l) = parse_value("(_4,_2):(_2,_1)").unwrap() else { panic!() };
/// assert_eq!(l.left_inverse().unwrap().to_string(), "(_2,_4):(_4,_1)");
/// ```
pub fn left_inverse(l: &Layout) -> Result<Layout, Error> {
    left_inverse_of(l, true)
}

/// CuTe's `left_inverse(L)` as CuTe computes it, with only CuTe's own checks (static strides,
/// each sorted stride divisible by the one below it): for a layout whose sorted strides
/// overlap, the result is what CuTe returns, which may not be a left inverse. For tests; use
/// [`left_inverse`] otherwise.
///
/// ```
/// use layout_core::runtime::{parse_value, Value};
/// use layout_core::runtime::algebra::inverse::{left_inverse, left_inverse_unchecked};
/// // the dynamic size-1 mode keeps its place in CuTe's stride order, inside the extent 9
/// let Value::Layout(l) = parse_value("(_3,1,_1):(_3,_3,1)").unwrap() else { panic!() };
/// assert_eq!(left_inverse_unchecked(&l).unwrap().to_string(), "(_3,1):(_0,_3)");
/// assert!(left_inverse(&l).is_err()); // L(R(L(1))) = L(3) = 1, not L(1) = 3
/// ```
pub fn left_inverse_unchecked(l: &Layout) -> Result<Layout, Error> {
    left_inverse_of(l, false)
}

fn left_inverse_of(l: &Layout, check: bool) -> Result<Layout, Error> {
    let Prepared { shape, stride, pre } = prepare(l)?;
    if stride.iter().any(|d| !d.is_static) {
        return Err(Error::new(
            "left_inverse",
            format!("left inverse requires static strides: {l}"),
        ));
    }
    let sorted = exchange_sort(
        stride
            .iter()
            .enumerate()
            .map(|(k, d)| (d.value, k))
            .collect(),
    );
    let mut rs: Vec<Int> = Vec::new();
    let mut rd = vec![Int::stat(0)];
    let mut size = Int::stat(1);
    for &(_, i) in &sorted {
        let d = stride[i];
        if d.is_constant(0) {
            continue;
        }
        if size.value == 0 || d.value.wrapping_rem(size.value) != 0 {
            return Err(Error::new(
                "left_inverse",
                format!("left inverse divisibility condition fails for {l}: stride {d} is not divisible by {size}"),
            ));
        }
        let s = d.try_div(size)?;
        size = size.try_mul(s)?;
        rs.push(s);
        rd.push(pre[i]);
    }
    let last = sorted
        .last()
        .map(|&(_, i)| shape[i])
        .unwrap_or(Int::stat(1));
    rs.push(last);
    let r = coalesce(&Layout::raw(tup(rs), tup(rd)))?;
    if check {
        // CuTe's coalesced modes: a dynamic size-1 mode keeps its place in the stride order
        admissibility::left_inverse(&pair_modes(&coalesced_modes(l)?), &modes(l), &modes(&r))?;
    }
    Ok(r)
}
