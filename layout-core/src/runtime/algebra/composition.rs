//! CuTe's `composition(A, B)` for a layout, an integer, `_` or a (nested) tiler tuple `B`.

use super::check;
use super::coalesce::coalesce_x;
use crate::runtime::{Error, Int, IntTuple, Layout};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// A tiler: what `composition`, the divides and the products take as their second argument.
///
/// An integer `N` in a tiler means the layout `N:_1`; `_` means "leave this mode".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tiler {
    /// A layout.
    Layout(Layout),
    /// The underscore `_`.
    Underscore,
    /// A tuple of tilers, applied mode by mode.
    Tuple(Vec<Tiler>),
}

impl Tiler {
    /// The tiler of an integer `n`: the layout `n:_1`.
    pub fn int(n: Int) -> Tiler {
        Tiler::Layout(Layout::leaf(n, Int::stat(1)))
    }
}

impl fmt::Display for Tiler {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tiler::Layout(l) => l.fmt(f),
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
/// use layout_core::runtime::algebra::composition::{composition, Tiler};
/// use layout_core::runtime::{IntTuple, Layout};
/// let d = |v: &[i64]| IntTuple::Tuple(v.iter().map(|&x| IntTuple::dynamic(x)).collect());
/// let a = Layout::new(d(&[6, 2]), d(&[8, 2])).unwrap();
/// let b = Layout::new(d(&[4, 3]), d(&[3, 1])).unwrap();
/// let r = composition(&a, &Tiler::Layout(b)).unwrap();
/// assert_eq!(r.to_string(), "((2,2),(3,1)):((24,2),(8,2))");
/// ```
pub fn composition(a: &Layout, b: &Tiler) -> Result<Layout, Error> {
    match b {
        Tiler::Layout(l) => compose_layouts(a, l),
        Tiler::Underscore => Ok(a.clone()),
        Tiler::Tuple(ts) => {
            if ts.len() > a.rank() {
                return Err(Error::new(
                    "composition",
                    format!(
                        "too many modes in tiler: {b} has {} modes, {a} has {}",
                        ts.len(),
                        a.rank()
                    ),
                ));
            }
            let mut out = Vec::with_capacity(ts.len());
            for (k, t) in ts.iter().enumerate() {
                out.push(composition(&a.mode(k)?, t)?);
            }
            Ok(Layout::concat(&out))
        }
    }
}

/// CuTe's `composition(A, B)` of two layouts.
pub fn compose_layouts(a: &Layout, b: &Layout) -> Result<Layout, Error> {
    let flat = coalesce_x(a)?;
    let r = compose_impl(&flat.shape, &flat.stride, &b.shape, &b.stride)?;
    check::composition_post(a, b, &r)?;
    Ok(r)
}

fn err(msg: String) -> Error {
    Error::new("composition", msg)
}

fn compose_impl(
    ls: &IntTuple,
    ld: &IntTuple,
    rs: &IntTuple,
    rd: &IntTuple,
) -> Result<Layout, Error> {
    let (rs_i, rd_i) = match (rs, rd) {
        (IntTuple::Tuple(s), IntTuple::Tuple(d)) if s.len() == d.len() => {
            let modes = s.iter().zip(d).map(|(x, y)| compose_impl(ls, ld, x, y));
            return Ok(Layout::concat(&modes.collect::<Result<Vec<_>, _>>()?));
        }
        (IntTuple::Int(s), IntTuple::Int(d)) => (*s, *d),
        _ => return Err(err(format!("shape {rs} and stride {rd} are not congruent"))),
    };
    if rd_i.is_constant(0) {
        return Ok(Layout::leaf(rs_i, rd_i));
    }
    let (lsv, ldv) = match (ls, ld) {
        (IntTuple::Int(_), IntTuple::Int(d)) => {
            return Ok(Layout::leaf(rs_i, rd_i.mul(*d)?));
        }
        (IntTuple::Tuple(s), IntTuple::Tuple(d)) => (leaf_vec(s)?, leaf_vec(d)?),
        _ => return Err(err(format!("shape {ls} and stride {ld} are not congruent"))),
    };
    let r = lsv.len();
    let mut res_s: Vec<Int> = Vec::new();
    let mut res_d: Vec<Int> = Vec::new();
    let (mut rest_s, mut rest_d) = (rs_i, rd_i);
    for i in 0..r - 1 {
        let (cs, cd) = (lsv[i], ldv[i]);
        if cs.value == 0 {
            return Err(err(format!("shape {ls} has a zero mode")));
        }
        if !(rest_d.value.wrapping_rem(cs.value) == 0 || rest_d.value < cs.value) {
            return Err(err(format!(
                "stride divisibility condition fails: shape {ls} is not divisible by stride {rest_d} (mode {cs})"
            )));
        }
        let abs_d = rest_d.abs()?;
        let next_s = cs.ceil_div(abs_d)?;
        let next_d = abs_d.ceil_div(cs)?.mul(rest_d.signum())?;
        if next_s.is_constant(1) || rest_s.is_constant(1) {
            rest_d = next_d;
        } else {
            let new_s = next_s.min(rest_s);
            if new_s.value == 0 || rest_s.value.wrapping_rem(new_s.value) != 0 {
                return Err(err(format!(
                    "shape divisibility condition fails: shape {rest_s} is not divisible by {new_s} (lhs shape {ls}, rhs {rs}:{rd})"
                )));
            }
            res_s.push(new_s);
            res_d.push(rest_d.mul(cd)?);
            rest_s = rest_s.div(new_s)?;
            rest_d = next_d;
        }
    }
    let last_d = rest_d.mul(ldv[r - 1])?;
    if res_s.is_empty() {
        return Ok(Layout::leaf(rest_s, last_d));
    }
    let tup = |v: Vec<Int>| IntTuple::Tuple(v.into_iter().map(IntTuple::Int).collect());
    if rest_s.is_constant(1) {
        return Ok(Layout::raw(tup(res_s).unwrap(), tup(res_d).unwrap()));
    }
    res_s.push(rest_s);
    res_d.push(last_d);
    Ok(Layout::raw(tup(res_s), tup(res_d)))
}

fn leaf_vec(v: &[IntTuple]) -> Result<Vec<Int>, Error> {
    v.iter()
        .map(|t| {
            t.as_int()
                .ok_or_else(|| err(format!("internal: {t} is not flat")))
        })
        .collect()
}
