//! CuTe's `right_inverse` and `left_inverse`.

use super::admissibility::{self, modes, pair_modes};
use super::coalesce::{coalesce_in_place, coalesced_modes, from_modes, no_modes, Modes};
use crate::algebra::admissibility::exchange_sort;
use crate::runtime::small_vec::SmallVec;
use crate::runtime::{Error, Int, Layout};
use alloc::format;

/// The flat modes of a coalesced layout and the exclusive prefix product of its shape.
struct Prepared {
    /// The modes of `coalesce(L)`.
    modes: Modes,
    /// `(_1, s0, s0*s1, ...)`, one longer than the modes.
    pre: SmallVec<Int, 9>,
}

fn prepare(l: &Layout) -> Result<Prepared, Error> {
    let modes = coalesced_modes(l)?;
    let mut pre = SmallVec::new(Int::stat(0));
    pre.push(Int::stat(1));
    for (s, _) in modes.iter() {
        let last = pre[pre.len() - 1];
        pre.push(s.try_mul(last)?);
    }
    Ok(Prepared { modes, pre })
}

/// `(stride, index)` pairs of the modes whose stride passes `keep`.
fn keyed(modes: &[(Int, Int)], keep: impl Fn(Int) -> bool) -> SmallVec<(i64, usize), 8> {
    let mut out = SmallVec::new((0, 0));
    for (k, &(_, d)) in modes.iter().enumerate() {
        if keep(d) {
            out.push((d.value, k));
        }
    }
    out
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
    let Prepared { modes, pre } = prepare(l)?;
    let mut sorted = keyed(&modes, |d| d.is_static);
    exchange_sort(&mut sorted);
    let mut r = no_modes();
    r.push((Int::stat(1), Int::stat(0)));
    let mut curr = Int::stat(1);
    for &(_, i) in sorted.iter() {
        let (s, d) = modes[i];
        if curr.is_static && curr.value == d.value {
            r.push((s, pre[i]));
            curr = s.try_mul(d)?;
        }
    }
    coalesce_in_place(&mut r)?;
    Ok(from_modes(&r))
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
    let Prepared { modes: c, pre } = prepare(l)?;
    if c.iter().any(|m| !m.1.is_static) {
        return Err(Error::new(
            "left_inverse",
            format!("left inverse requires static strides: {l}"),
        ));
    }
    let mut sorted = keyed(&c, |_| true);
    exchange_sort(&mut sorted);
    // the result's shape and stride, leaf by leaf
    let mut rs: SmallVec<Int, 8> = SmallVec::new(Int::stat(0));
    let mut rd: SmallVec<Int, 8> = SmallVec::new(Int::stat(0));
    rd.push(Int::stat(0));
    let mut size = Int::stat(1);
    for &(_, i) in sorted.iter() {
        let d = c[i].1;
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
    let last = sorted.last().map(|&(_, i)| c[i].0).unwrap_or(Int::stat(1));
    rs.push(last);
    let mut pairs = no_modes();
    for (&s, &d) in rs.iter().zip(rd.iter()) {
        pairs.push((s, d));
    }
    coalesce_in_place(&mut pairs)?;
    let r = pairs;
    if check {
        // CuTe's coalesced modes: a dynamic size-1 mode keeps its place in the stride order
        admissibility::left_inverse(&pair_modes(&c), &modes(l), &pair_modes(&r))?;
    }
    Ok(from_modes(&r))
}
