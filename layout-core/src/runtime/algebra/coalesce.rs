//! CuTe's `coalesce` (with and without a target profile), `coalesce_x` and `filter`.
//!
//! Modes are merged only when CuTe can prove statically that they are mergeable: a dynamic
//! value keeps modes apart exactly as CuTe's `bw_coalesce` branches do.

use super::coord::{IntTree, Node};
use crate::runtime::small_vec::SmallVec;
use crate::runtime::{Error, Int, IntTuple, Layout};
use alloc::format;
use alloc::vec::Vec;

/// The leaf modes of a layout, `(shape, stride)` pairs, inline up to 8.
pub(crate) type Modes = SmallVec<(Int, Int), 8>;

/// An empty [`Modes`].
pub(crate) fn no_modes() -> Modes {
    Modes::new((Int::stat(0), Int::stat(0)))
}

/// CuTe's `bw_coalesce` in place: walks the flat modes `m` right to left, merging into the
/// front of the result; `init` is the starting front mode (the last flat mode, or `_2` for
/// `coalesce_x`). Leaves the result's modes in `m`, left to right (one mode: the result is
/// that leaf).
fn bw_coalesce_in_place(m: &mut Modes, init: (Int, Int)) -> Result<(), Error> {
    let n = m.len();
    if n == 0 {
        return Ok(());
    }
    // the result is `m[w..n]`; the flat modes not yet read are `m[..i + 1]`, and `w > i`
    let last = n - 1;
    let mut w = last;
    m[w] = init;
    for i in (0..last).rev() {
        let (s, d) = m[i];
        if s.is_constant(1) {
            continue;
        }
        let (fs, fd) = m[w];
        if w == last && fs.is_constant(1) {
            m[w] = (s, d);
        } else if fs.is_static && s.try_mul(d)?.eq(fd).is_static_true() {
            m[w] = (s.try_mul(fs)?, d);
        } else {
            w -= 1;
            m[w] = (s, d);
        }
    }
    if w == last && m[w].0.is_constant(1) {
        m[w] = (Int::stat(1), Int::stat(0));
    }
    m.copy_within(w..n, 0);
    m.truncate(n - w);
    Ok(())
}

/// CuTe's `coalesce` of a layout given as its leaf modes `m`, left to right (at least one):
/// leaves the modes of the result in `m` (one mode: a leaf).
pub(crate) fn coalesce_in_place(m: &mut Modes) -> Result<(), Error> {
    match m.last() {
        Some(&last) => bw_coalesce_in_place(m, last),
        None => Err(Error::new("coalesce", "cannot coalesce the empty layout")),
    }
}

/// The layout of coalesced modes: a leaf for one mode, a flat tuple otherwise.
pub(crate) fn from_modes(modes: &[(Int, Int)]) -> Layout {
    if let [(s, d)] = modes {
        return Layout::leaf(*s, *d);
    }
    let shape = modes.iter().map(|m| IntTuple::Int(m.0)).collect();
    let stride = modes.iter().map(|m| IntTuple::Int(m.1)).collect();
    Layout::raw(IntTuple::Tuple(shape), IntTuple::Tuple(stride))
}

/// The leaf modes of a layout, `(shape, stride)` pairs left to right; with `zeros`, a mode
/// with a static `_0` stride gets shape `_1` (CuTe's `filter_zeros`).
pub(crate) fn flat_parts(layout: &Layout, op: &str, zeros: bool) -> Result<Modes, Error> {
    flat_parts_of(&layout.shape, &layout.stride, op, zeros)
}

/// [`flat_parts`] of the layout `shape:stride`.
pub(crate) fn flat_parts_of(
    shape: &IntTuple,
    stride: &IntTuple,
    op: &str,
    zeros: bool,
) -> Result<Modes, Error> {
    let mut out = no_modes();
    flat_parts_into(shape, stride, op, zeros, &mut out)?;
    Ok(out)
}

/// [`flat_parts_of`] appended to `out` (empty on entry).
pub(crate) fn flat_parts_into(
    shape: &IntTuple,
    stride: &IntTuple,
    op: &str,
    zeros: bool,
    out: &mut Modes,
) -> Result<(), Error> {
    fn go(s: &IntTuple, d: &IntTuple, zeros: bool, out: &mut Modes) -> bool {
        match (s, d) {
            (IntTuple::Int(x), IntTuple::Int(y)) => {
                let x = if zeros && y.is_constant(0) {
                    Int::stat(1)
                } else {
                    *x
                };
                out.push((x, *y));
                true
            }
            (IntTuple::Tuple(a), IntTuple::Tuple(b)) if a.len() == b.len() => {
                a.iter().zip(b).all(|(x, y)| go(x, y, zeros, out))
            }
            _ => false,
        }
    }
    if !go(shape, stride, zeros, out) || out.is_empty() {
        return Err(Error::new(op, format!("cannot coalesce {shape}:{stride}")));
    }
    Ok(())
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
    Ok(from_modes(&coalesced_modes(layout)?))
}

/// [`coalesce`]'s modes, left to right (one mode: the result is that leaf).
pub(crate) fn coalesced_modes(layout: &Layout) -> Result<Modes, Error> {
    let mut m = no_modes();
    flat_parts_into(&layout.shape, &layout.stride, "coalesce", false, &mut m)?;
    coalesce_in_place(&mut m)?;
    Ok(m)
}

/// CuTe's `detail::coalesce_x`: like [`coalesce`], but also keeps the function outside the
/// domain (a trailing static `_1` mode becomes `_2` so its stride survives).
pub fn coalesce_x(layout: &Layout) -> Result<Layout, Error> {
    Ok(from_modes(&coalesce_x_modes(layout)?))
}

/// [`coalesce_x`]'s modes, left to right (one mode: the result is that leaf).
pub(crate) fn coalesce_x_modes(layout: &Layout) -> Result<Modes, Error> {
    let mut m = no_modes();
    flat_parts_into(&layout.shape, &layout.stride, "coalesce", false, &mut m)?;
    coalesce_x_in_place(&mut m)?;
    Ok(m)
}

/// [`coalesce_x_modes`] of the layout of leaf modes `m` (at least one), in place.
pub(crate) fn coalesce_x_in_place(m: &mut Modes) -> Result<(), Error> {
    let Some(&(s, d)) = m.last() else {
        return Err(Error::new("coalesce", "cannot coalesce the empty layout"));
    };
    let first = if s.is_constant(1) { Int::stat(2) } else { s };
    bw_coalesce_in_place(m, (first, d))
}

/// CuTe's `coalesce(L, profile)`: coalesces each mode at the terminals of `profile`; modes of
/// `L` beyond the profile are kept unchanged.
pub fn coalesce_profile(layout: &Layout, profile: &IntTuple) -> Result<Layout, Error> {
    coalesce_profile_of(&layout.shape, &layout.stride, profile)
}

/// [`coalesce_profile`] of the layout `shape:stride`, the profile read in place.
pub(crate) fn coalesce_profile_of<P: IntTree>(
    shape: &IntTuple,
    stride: &IntTuple,
    profile: &P,
) -> Result<Layout, Error> {
    match profile.node() {
        Node::Tuple(p) => {
            if p.len() > shape.rank() {
                return Err(Error::new(
                    "coalesce",
                    format!("profile {profile} has more modes than the layout {shape}:{stride}"),
                ));
            }
            let (ss, ds) = (shape.modes(), stride.modes());
            let n = ss.len().min(ds.len());
            let mut out_s = Vec::with_capacity(n);
            let mut out_d = Vec::with_capacity(n);
            for (k, (s, d)) in ss.iter().zip(ds).enumerate() {
                match p.get(k) {
                    Some(pk) => {
                        let m = coalesce_profile_of(s, d, pk)?;
                        out_s.push(m.shape);
                        out_d.push(m.stride);
                    }
                    None => {
                        out_s.push(s.clone());
                        out_d.push(d.clone());
                    }
                }
            }
            Ok(Layout::raw(IntTuple::Tuple(out_s), IntTuple::Tuple(out_d)))
        }
        _ => {
            let mut m = flat_parts_of(shape, stride, "coalesce", false)?;
            coalesce_in_place(&mut m)?;
            Ok(from_modes(&m))
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
    Ok(from_modes(&filter_modes(layout)?))
}

/// [`filter`]'s modes, left to right (one mode: the result is that leaf).
pub(crate) fn filter_modes(layout: &Layout) -> Result<Modes, Error> {
    filter_modes_of(&layout.shape, &layout.stride)
}

/// [`filter_modes`] of the layout `shape:stride`.
pub(crate) fn filter_modes_of(shape: &IntTuple, stride: &IntTuple) -> Result<Modes, Error> {
    let mut m = no_modes();
    filter_into(shape, stride, &mut m)?;
    Ok(m)
}

/// [`filter_modes_of`] written to `out` (empty on entry).
pub(crate) fn filter_into(
    shape: &IntTuple,
    stride: &IntTuple,
    out: &mut Modes,
) -> Result<(), Error> {
    flat_parts_into(shape, stride, "coalesce", true, out)?;
    coalesce_in_place(out)
}
