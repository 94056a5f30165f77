//! How `print_tensor` prints the values of identity tensors: CuTe's static markers for a fresh
//! identity tensor (its values are the natural coordinates, split from a run-time index), and
//! plain values `origin + L(c)`, evaluated on the reflected layout, for a tiled or sliced one.

use crate::int_tuple::reflect::dyn_size;
use crate::int_tuple::DynIntTuple;
use core::fmt;

/// A piece of a coordinate while splitting an index over a shape: the static `_0` (what CuTe's
/// `i % _1` yields) or a dynamic value.
#[derive(Clone, Copy)]
pub(super) enum Piece {
    /// The static `_0`.
    Zero,
    /// A dynamic value.
    Dyn(i64),
}

/// Whether every leaf of `t` is static.
fn all_static(t: &dyn DynIntTuple) -> bool {
    match t.leaf() {
        Some((_, s)) => s,
        None => (0..t.rank_dyn()).all(|i| t.mode_dyn(i).is_some_and(all_static)),
    }
}

/// Prints the natural coordinate of the index `c` in shape `s` as CuTe prints the value of an
/// identity tensor at a run-time index: colexicographic split, the last mode taking the rest;
/// `c % _1` is the static `_0` and stays `_0` below.
pub(super) fn fmt_natural(
    s: &dyn DynIntTuple,
    c: Piece,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    if s.leaf().is_some() {
        return match c {
            Piece::Zero => f.write_str("_0"),
            Piece::Dyn(v) => write!(f, "{v}"),
        };
    }
    f.write_str("(")?;
    let r = s.rank_dyn();
    let mut rest = c;
    for i in 0..r {
        if i > 0 {
            f.write_str(",")?;
        }
        let Some(m) = s.mode_dyn(i) else { continue };
        if i + 1 == r {
            fmt_natural(m, rest, f)?;
            continue;
        }
        let size = dyn_size(m);
        let (here, next) = match rest {
            Piece::Zero => (Piece::Zero, Piece::Zero),
            Piece::Dyn(v) if size == 0 => (Piece::Dyn(v), Piece::Dyn(0)),
            Piece::Dyn(v) if size.abs() == 1 && all_static(m) => {
                (Piece::Zero, Piece::Dyn(v / size))
            }
            Piece::Dyn(v) => (Piece::Dyn(v % size), Piece::Dyn(v / size)),
        };
        fmt_natural(m, here, f)?;
        rest = next;
    }
    f.write_str(")")
}

/// The deepest basis path and the most origin leaves the printer handles.
const MAX_LEAVES: usize = 32;

/// Whether an identity tensor is fresh: its origin is all static zeros and each stride leaf is
/// `_1` along its own position (`make_basis_like`).
pub(super) fn is_fresh(origin: &dyn DynIntTuple, stride: &dyn DynIntTuple) -> bool {
    fn zeros(t: &dyn DynIntTuple) -> bool {
        match t.leaf() {
            Some((v, s)) => v == 0 && s,
            None => (0..t.rank_dyn()).all(|i| t.mode_dyn(i).is_some_and(zeros)),
        }
    }
    fn unit(d: &dyn DynIntTuple, path: &mut [usize; MAX_LEAVES], depth: usize) -> bool {
        match d.leaf() {
            Some((v, s)) => {
                v == 1
                    && s
                    && d.basis_depth() == depth
                    && (0..depth).all(|k| d.basis_index(k) == path[k])
            }
            None => (0..d.rank_dyn()).all(|i| {
                depth < MAX_LEAVES && {
                    path[depth] = i;
                    d.mode_dyn(i).is_some_and(|m| unit(m, path, depth + 1))
                }
            }),
        }
    }
    zeros(origin) && unit(stride, &mut [0; MAX_LEAVES], 0)
}

/// The leaf index (in order) of the origin's leaf at a basis path, if any.
fn leaf_at(origin: &dyn DynIntTuple, d: &dyn DynIntTuple) -> Option<usize> {
    let mut node = origin;
    let mut before = 0;
    for k in 0..d.basis_depth() {
        if node.leaf().is_some() {
            return None;
        }
        let i = d.basis_index(k);
        before += (0..i)
            .filter_map(|j| node.mode_dyn(j))
            .map(count_leaves)
            .sum::<usize>();
        node = node.mode_dyn(i)?;
    }
    node.leaf().map(|_| before)
}

fn count_leaves(t: &dyn DynIntTuple) -> usize {
    match t.leaf() {
        Some(_) => 1,
        None => (0..t.rank_dyn())
            .filter_map(|i| t.mode_dyn(i))
            .map(count_leaves)
            .sum(),
    }
}

/// Adds `c * d` over the leaves of `s : d` for the 1-D index `c` (split colexicographically,
/// the last leaf taking the rest) into the origin's leaf values.
fn add_index(
    origin: &dyn DynIntTuple,
    s: &dyn DynIntTuple,
    d: &dyn DynIntTuple,
    c: i64,
    acc: &mut [i64; MAX_LEAVES],
) {
    if let (Some(_), Some((dv, _))) = (s.leaf(), d.leaf()) {
        if let Some(k) = leaf_at(origin, d).filter(|&k| k < MAX_LEAVES) {
            acc[k] += c * i64::from(dv);
        }
        return;
    }
    let r = s.rank_dyn();
    let mut rest = c;
    for i in 0..r {
        let (Some(sm), Some(dm)) = (s.mode_dyn(i), d.mode_dyn(i)) else {
            continue;
        };
        let size = dyn_size(sm);
        let here = if i + 1 == r || size == 0 {
            rest
        } else {
            rest % size
        };
        add_index(origin, sm, dm, here, acc);
        if size != 0 {
            rest /= size;
        }
    }
}

/// Prints the origin's structure with the values in `acc`.
fn fmt_values(
    origin: &dyn DynIntTuple,
    acc: &[i64; MAX_LEAVES],
    next: &mut usize,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    if origin.leaf().is_some() {
        let v = acc.get(*next).copied().unwrap_or(0);
        *next += 1;
        return write!(f, "{v}");
    }
    f.write_str("(")?;
    for i in 0..origin.rank_dyn() {
        if i > 0 {
            f.write_str(",")?;
        }
        if let Some(m) = origin.mode_dyn(i) {
            fmt_values(m, acc, next, f)?;
        }
    }
    f.write_str(")")
}

/// Prints the value of an identity tensor at per-mode 1-D indices (for rank 1, the 1-D index
/// of the whole tensor), as `print_tensor` does.
pub(super) fn fmt_value_at(
    origin: &dyn DynIntTuple,
    shape: &dyn DynIntTuple,
    stride: &dyn DynIntTuple,
    idx: [i64; 4],
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    let mut acc = [0_i64; MAX_LEAVES];
    let mut k = 0;
    collect(origin, &mut acc, &mut k);
    if shape.leaf().is_some() || shape.rank_dyn() == 1 {
        add_index(origin, shape, stride, idx[0], &mut acc);
    } else {
        for (m, &i) in idx.iter().enumerate().take(shape.rank_dyn()) {
            if let (Some(s), Some(d)) = (shape.mode_dyn(m), stride.mode_dyn(m)) {
                add_index(origin, s, d, i, &mut acc);
            }
        }
    }
    if origin.leaf().is_some() {
        return write!(f, "{:>5}", acc[0]);
    }
    f.write_str("  ")?;
    fmt_values(origin, &acc, &mut 0, f)
}

/// The origin's leaf values, in order.
fn collect(t: &dyn DynIntTuple, acc: &mut [i64; MAX_LEAVES], k: &mut usize) {
    match t.leaf() {
        Some((v, _)) => {
            if let Some(a) = acc.get_mut(*k) {
                *a = i64::from(v);
            }
            *k += 1;
        }
        None => (0..t.rank_dyn())
            .filter_map(|i| t.mode_dyn(i))
            .for_each(|m| collect(m, acc, k)),
    }
}
