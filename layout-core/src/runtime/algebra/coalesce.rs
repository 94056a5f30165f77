//! CuTe's `coalesce` (with and without a target profile), `coalesce_x` and `filter`.
//!
//! Modes are merged only when CuTe can prove statically that they are mergeable: a dynamic
//! value keeps modes apart exactly as CuTe's `bw_coalesce` branches do.

use crate::runtime::{Error, Int, IntTuple, Layout};
use alloc::format;
use alloc::vec;
use alloc::vec::Vec;

/// CuTe's `bw_coalesce`: walks the flat modes right to left, merging into the front of the
/// result; `init` is the starting front mode (the last flat mode, or `_2` for `coalesce_x`).
fn bw_coalesce(shape: &[Int], stride: &[Int], init: (Int, Int)) -> Result<Layout, Error> {
    let mut ns: Vec<Int> = vec![init.0];
    let mut nd: Vec<Int> = vec![init.1];
    for k in (0..shape.len().saturating_sub(1)).rev() {
        let (s, d) = (shape[k], stride[k]);
        if s.is_constant(1) {
            continue;
        }
        if ns.len() == 1 && ns[0].is_constant(1) {
            ns[0] = s;
            nd[0] = d;
        } else if ns[0].is_static && s.try_mul(d)?.eq(nd[0]).is_static_true() {
            ns[0] = s.try_mul(ns[0])?;
            nd[0] = d;
        } else {
            ns.insert(0, s);
            nd.insert(0, d);
        }
    }
    if ns.len() == 1 {
        if ns[0].is_constant(1) {
            return Ok(Layout::leaf(Int::stat(1), Int::stat(0)));
        }
        return Ok(Layout::leaf(ns[0], nd[0]));
    }
    let wrap = |v: Vec<Int>| IntTuple::Tuple(v.into_iter().map(IntTuple::Int).collect());
    Ok(Layout::raw(wrap(ns), wrap(nd)))
}

fn flat_parts(layout: &Layout, op: &str) -> Result<(Vec<Int>, Vec<Int>), Error> {
    let s = layout.shape.leaves();
    let d = layout.stride.leaves();
    if s.is_empty() || s.len() != d.len() {
        return Err(Error::new(op, format!("cannot coalesce {layout}")));
    }
    Ok((s, d))
}

/// CuTe's `coalesce(L)`: the same function on its domain with the fewest modes CuTe can prove,
/// depth at most 1.
///
/// ```
/// use layout_core::runtime::{parse_value, Value};
/// let Value::Layout(l) = parse_value("(_2,_4):(_1,_2)").unwrap() else { panic!() };
/// assert_eq!(l.coalesce().unwrap().to_string(), "_8:_1");
/// ```
pub fn coalesce(layout: &Layout) -> Result<Layout, Error> {
    let (s, d) = flat_parts(layout, "coalesce")?;
    let r = s.len();
    bw_coalesce(&s, &d, (s[r - 1], d[r - 1]))
}

/// CuTe's `detail::coalesce_x`: like [`coalesce`], but also keeps the function outside the
/// domain (a trailing static `_1` mode becomes `_2` so its stride survives).
pub fn coalesce_x(layout: &Layout) -> Result<Layout, Error> {
    let (s, d) = flat_parts(layout, "coalesce")?;
    let r = s.len();
    let first = if s[r - 1].is_constant(1) {
        Int::stat(2)
    } else {
        s[r - 1]
    };
    bw_coalesce(&s, &d, (first, d[r - 1]))
}

/// CuTe's `coalesce(L, profile)`: coalesces each mode at the terminals of `profile`; modes of
/// `L` beyond the profile are kept unchanged.
pub fn coalesce_profile(layout: &Layout, profile: &IntTuple) -> Result<Layout, Error> {
    match profile {
        IntTuple::Int(_) => coalesce(layout),
        IntTuple::Tuple(p) => {
            if p.len() > layout.rank() {
                return Err(Error::new(
                    "coalesce",
                    format!("profile {profile} has more modes than the layout {layout}"),
                ));
            }
            let modes = layout.modes();
            let mut out = Vec::with_capacity(modes.len());
            for (k, m) in modes.iter().enumerate() {
                out.push(match p.get(k) {
                    Some(pk) => coalesce_profile(m, pk)?,
                    None => m.clone(),
                });
            }
            Ok(out.into_iter().collect())
        }
    }
}

/// CuTe's `filter_zeros(L)`: modes with a static `_0` stride get shape `_1`.
pub fn filter_zeros(layout: &Layout) -> Layout {
    fn go(s: &IntTuple, d: &IntTuple) -> IntTuple {
        match (s, d) {
            (IntTuple::Tuple(a), IntTuple::Tuple(b)) => {
                IntTuple::Tuple(a.iter().zip(b).map(|(x, y)| go(x, y)).collect())
            }
            (_, IntTuple::Int(z)) if z.is_constant(0) => s.repeat_like(Int::stat(1)),
            _ => s.clone(),
        }
    }
    Layout::raw(go(&layout.shape, &layout.stride), layout.stride.clone())
}

/// CuTe's `filter(L)`: removes static stride-0 and size-1 modes and coalesces; `_1:_0` if
/// nothing is left.
pub fn filter(layout: &Layout) -> Result<Layout, Error> {
    coalesce(&filter_zeros(layout))
}
