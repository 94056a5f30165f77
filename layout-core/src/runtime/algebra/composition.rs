//! CuTe's `composition(A, B)` for a layout, an integer, `_` or a (nested) tiler tuple `B`.

use super::admissibility::{self, modes, pair_modes};
use super::coalesce::{
    coalesce_x_in_place, coalesce_x_modes, flat_parts_into, from_modes, no_modes, Modes,
};
use crate::runtime::{Error, Int, IntTuple, Layout};
use alloc::borrow::Cow;
use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

/// A tiler: what `composition`, the divides and the products take as their second argument.
///
/// An integer `N` in a tiler means the layout `N:_1`; `_` means "leave this mode".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tiler {
    /// A layout.
    Layout(Layout),
    /// An integer `N`: `N:_1` in `composition`, `make_layout(N)` (so `_1:_0` for `_1`) in the
    /// divides and products, as in CuTe.
    Int(Int),
    /// The underscore `_`.
    Underscore,
    /// A tuple of tilers, applied mode by mode.
    Tuple(Vec<Tiler>),
}

impl Tiler {
    /// [`Tiler::leaf_layout`] without copying a layout: borrowed for a layout, built for an
    /// integer (no allocation); `None` for `_` and tuples.
    pub(crate) fn leaf_layout_ref(&self) -> Option<Cow<'_, Layout>> {
        match self {
            Tiler::Layout(l) => Some(Cow::Borrowed(l)),
            Tiler::Int(n) if n.is_constant(1) => Some(Cow::Owned(Layout::leaf(*n, Int::stat(0)))),
            Tiler::Int(n) => Some(Cow::Owned(Layout::leaf(*n, Int::stat(1)))),
            _ => None,
        }
    }
    /// The layout a tiler leaf stands for in the divides and products (`make_layout(N)` for an
    /// integer); `None` for `_` and tuples.
    pub fn leaf_layout(&self) -> Option<Layout> {
        match self {
            Tiler::Layout(l) => Some(l.clone()),
            Tiler::Int(n) if n.is_constant(1) => Some(Layout::leaf(*n, Int::stat(0))),
            Tiler::Int(n) => Some(Layout::leaf(*n, Int::stat(1))),
            _ => None,
        }
    }
}

impl fmt::Display for Tiler {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tiler::Layout(l) => l.fmt(f),
            Tiler::Int(n) => n.fmt(f),
            Tiler::Underscore => f.write_str("_"),
            Tiler::Tuple(v) => {
                let parts: Vec<String> = v.iter().map(|t| format!("{t}")).collect();
                write!(f, "({})", parts.join(","))
            }
        }
    }
}

/// CuTe's `composition(A, B)`: the layout `R` with `R(c) == A(B(c))` for every coordinate `c`
/// of `B`, compatible with `B`. A tiler tuple applies by mode and drops the modes of `A` it
/// does not reach.
///
/// Errors when the divisibility conditions fail (for dynamic values too), when the tiler has
/// more modes than `A`, or when the result is not `A o B` (an inadmissible input).
///
/// ```
/// use layout_core::runtime::{parse_value, Value};
/// let Value::Layout(a) = parse_value("(6,2):(8,2)").unwrap() else { panic!() };
/// let Value::Layout(b) = parse_value("(4,3):(3,1)").unwrap() else { panic!() };
/// assert_eq!(a.composition(&b).unwrap().to_string(), "((2,2),(3,1)):((24,2),(8,2))");
/// ```
pub fn composition(a: &Layout, b: &Tiler) -> Result<Layout, Error> {
    compose_tiler(&a.shape, &a.stride, b)
}

/// [`composition`] of the layout `shape:stride`.
fn compose_tiler(shape: &IntTuple, stride: &IntTuple, b: &Tiler) -> Result<Layout, Error> {
    let flat = || -> Result<Modes, Error> {
        let mut m = no_modes();
        flat_parts_into(shape, stride, "coalesce", false, &mut m)?;
        coalesce_x_in_place(&mut m)?;
        Ok(m)
    };
    match b {
        Tiler::Layout(l) => compose_modes(&flat()?, l),
        Tiler::Int(n) => compose_modes(&flat()?, &Layout::leaf(*n, Int::stat(1))),
        Tiler::Underscore => Ok(Layout::raw(shape.clone(), stride.clone())),
        Tiler::Tuple(ts) => {
            if ts.len() > shape.rank() {
                let a = Layout::raw(shape.clone(), stride.clone());
                return Err(Error::new(
                    "composition",
                    format!(
                        "too many modes in tiler: {b} has {} modes, {a} has {}",
                        ts.len(),
                        a.rank()
                    ),
                ));
            }
            let mut out_s = Vec::with_capacity(ts.len());
            let mut out_d = Vec::with_capacity(ts.len());
            for (k, t) in ts.iter().enumerate() {
                let (s, d) = (shape.try_get(k, "get")?, stride.try_get(k, "get")?);
                let m = compose_tiler(s, d, t)?;
                out_s.push(m.shape);
                out_d.push(m.stride);
            }
            Ok(Layout::raw(IntTuple::Tuple(out_s), IntTuple::Tuple(out_d)))
        }
    }
}

/// CuTe's `composition(A, B)` of two layouts; an error when it is not `A o B` (decided in
/// closed form: divisibility, and disjoint images of `B`'s modes in `A`).
pub fn compose_layouts(a: &Layout, b: &Layout) -> Result<Layout, Error> {
    compose_modes(&coalesce_x_modes(a)?, b)
}

/// [`compose_layouts`] with `A` given as the modes of `coalesce_x(A)`.
pub(crate) fn compose_modes(flat: &[(Int, Int)], b: &Layout) -> Result<Layout, Error> {
    admissibility::composition(&pair_modes(flat), &modes(b))?;
    compose_impl(flat, &b.shape, &b.stride)
}

/// CuTe's `composition(A, B)` of two layouts as CuTe computes it, with only CuTe's own static
/// checks: on an inadmissible input (a divisibility condition failing on dynamic values,
/// overlapping images) the result is what CuTe returns, which is not `A o B`. For tests and
/// for operations that verify their own result; use [`compose_layouts`] otherwise.
///
/// ```
/// use layout_core::runtime::{parse_value, Value};
/// use layout_core::runtime::algebra::composition::{compose_layouts, compose_layouts_unchecked};
/// let Value::Layout(a) = parse_value("(_3,_2):(_1,_12)").unwrap() else { panic!() };
/// let Value::Layout(b) = parse_value("(_2,_2):(_2,_1)").unwrap() else { panic!() };
/// assert_eq!(compose_layouts_unchecked(&a, &b).unwrap().to_string(), "(_2,_2):(_2,_1)");
/// assert!(compose_layouts(&a, &b).is_err()); // B(1,1) = 3 is A(0,1) = 12, not 3
/// ```
pub fn compose_layouts_unchecked(a: &Layout, b: &Layout) -> Result<Layout, Error> {
    compose_impl(&coalesce_x_modes(a)?, &b.shape, &b.stride)
}

fn err(msg: String) -> Error {
    Error::new("composition", msg)
}

/// CuTe's `composition_impl` of the coalesced layout of modes `flat` (`coalesce_x`'s result;
/// one mode: an integral layout) with `rs:rd`. A divisibility condition that fails on static values is an error (CuTe's
/// `static_assert`); on dynamic values CuTe does not check it (the callers that promise
/// `A o B` decide admissibility first).
fn compose_impl(flat: &[(Int, Int)], rs: &IntTuple, rd: &IntTuple) -> Result<Layout, Error> {
    let (rs_i, rd_i) = match (rs, rd) {
        (IntTuple::Tuple(s), IntTuple::Tuple(d)) if s.len() == d.len() => {
            let mut shape = Vec::with_capacity(s.len());
            let mut stride = Vec::with_capacity(s.len());
            for (x, y) in s.iter().zip(d) {
                let m = compose_impl(flat, x, y)?;
                shape.push(m.shape);
                stride.push(m.stride);
            }
            return Ok(Layout::raw(IntTuple::Tuple(shape), IntTuple::Tuple(stride)));
        }
        (IntTuple::Int(s), IntTuple::Int(d)) => (*s, *d),
        _ => return Err(err(format!("shape {rs} and stride {rd} are not congruent"))),
    };
    compose_leaf(flat, rs_i, rd_i)
}

/// [`compose_impl`] for an integer mode `rs_i:rd_i` of `B`.
fn compose_leaf(flat: &[(Int, Int)], rs_i: Int, rd_i: Int) -> Result<Layout, Error> {
    if rd_i.is_constant(0) {
        return Ok(Layout::leaf(rs_i, rd_i));
    }
    let r = flat.len();
    if r == 0 {
        return Err(err("cannot compose with the empty layout".into()));
    }
    if r == 1 {
        return Ok(Layout::leaf(rs_i, rd_i.try_mul(flat[0].1)?));
    }
    let mut res = no_modes();
    let (mut rest_s, mut rest_d) = (rs_i, rd_i);
    for i in 0..r - 1 {
        let (cs, cd) = flat[i];
        if cs.value == 0 {
            return Err(err(format!(
                "shape {} has a zero mode",
                from_modes(flat).shape
            )));
        }
        let divides = rest_d.value.wrapping_rem(cs.value) == 0 || rest_d.value < cs.value;
        if !divides && cs.is_static && rest_d.is_static {
            return Err(err(format!(
                "stride divisibility condition fails: shape {} is not divisible by stride {rest_d} (mode {cs})",
                from_modes(flat).shape
            )));
        }
        let abs_d = rest_d.abs()?;
        let next_s = cs.ceil_div(abs_d)?;
        let next_d = abs_d.ceil_div(cs)?.try_mul(rest_d.signum())?;
        if next_s.is_constant(1) || rest_s.is_constant(1) {
            rest_d = next_d;
        } else {
            let new_s = next_s.min(rest_s);
            if new_s.value == 0 {
                return Err(err(format!("zero-sized mode in {rs_i}:{rd_i}")));
            }
            let divides = rest_s.value.wrapping_rem(new_s.value) == 0;
            if !divides && new_s.is_static && rest_s.is_static {
                return Err(err(format!(
                    "shape divisibility condition fails: shape {rest_s} is not divisible by {new_s} (lhs shape {}, rhs {rs_i}:{rd_i})",
                    from_modes(flat).shape
                )));
            }
            res.push((new_s, rest_d.try_mul(cd)?));
            rest_s = rest_s.try_div(new_s)?;
            rest_d = next_d;
        }
    }
    let last_d = rest_d.try_mul(flat[r - 1].1)?;
    if res.is_empty() {
        return Ok(Layout::leaf(rest_s, last_d));
    }
    if !rest_s.is_constant(1) {
        res.push((rest_s, last_d));
    }
    // one mode: a leaf
    Ok(from_modes(&res))
}

/// [`compose_impl`] for `B` given as flat modes (one mode: a leaf).
fn compose_flat(flat: &[(Int, Int)], b: &[(Int, Int)]) -> Result<Layout, Error> {
    if let [(s, d)] = b {
        return compose_leaf(flat, *s, *d);
    }
    let mut shape = Vec::with_capacity(b.len());
    let mut stride = Vec::with_capacity(b.len());
    for &(s, d) in b {
        let m = compose_leaf(flat, s, d)?;
        shape.push(m.shape);
        stride.push(m.stride);
    }
    Ok(Layout::raw(IntTuple::Tuple(shape), IntTuple::Tuple(stride)))
}

/// `compose_layouts(a, (b0, B1))` with `B1` given as flat modes (one mode: a leaf): CuTe's
/// composition with the rank-2 layout `(b0, B1)` without building it (the divides' form).
/// `flat` are the modes of `coalesce_x(A)`.
pub(crate) fn compose_with_pair(
    flat: &[(Int, Int)],
    b0: &Layout,
    b1: &[(Int, Int)],
) -> Result<Layout, Error> {
    let mut b_modes = modes(b0);
    b_modes.extend_from_slice(&pair_modes(b1));
    admissibility::composition(&pair_modes(flat), &b_modes)?;
    let r0 = compose_impl(flat, &b0.shape, &b0.stride)?;
    let r1 = compose_flat(flat, b1)?;
    Ok(Layout::raw(
        IntTuple::Tuple(vec![r0.shape, r1.shape]),
        IntTuple::Tuple(vec![r0.stride, r1.stride]),
    ))
}
