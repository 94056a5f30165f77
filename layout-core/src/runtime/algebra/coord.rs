//! Coordinates and indices: CuTe's `crd2idx` and `idx2crd` (`stride.hpp`).

use super::int_tuple_ops::{compact, product, Major};
use crate::runtime::{Error, Int, IntTuple, Value};
use alloc::format;
use alloc::vec::Vec;
use core::fmt;

/// CuTe's `crd2idx(coord, shape, stride)`: the index of a coordinate.
///
/// A tuple coordinate goes mode by mode; an integer coordinate against a tuple shape is split
/// with `divmod` by each mode's size, except the last mode, which takes the rest unchanged.
///
/// ```
/// use layout_core::runtime::parse_value;
/// let t = |x: &str| parse_value(x).unwrap().to_int_tuple().unwrap();
/// assert_eq!(t("_5").crd2idx(&t("(_2,_4)"), &t("(_4,_1)")).unwrap().to_string(), "_6");
/// ```
pub fn crd2idx(coord: &IntTuple, shape: &IntTuple, stride: &IntTuple) -> Result<Int, Error> {
    crd2idx_of(coord, shape, stride)
}

/// A node of an integer tree read in place.
pub(crate) enum Node<'a, T> {
    /// A leaf.
    Int(Int),
    /// A tuple.
    Tuple(&'a [T]),
    /// Neither (a value that is not an IntTuple).
    Other,
}

/// An IntTuple read in place: an [`IntTuple`], or a [`Value`] made of integers and tuples
/// (printed the same way).
pub(crate) trait IntTree: fmt::Display + Sized {
    /// The node at the root.
    fn node(&self) -> Node<'_, Self>;
}

impl IntTree for IntTuple {
    #[inline]
    fn node(&self) -> Node<'_, Self> {
        match self {
            IntTuple::Int(i) => Node::Int(*i),
            IntTuple::Tuple(v) => Node::Tuple(v),
        }
    }
}

impl IntTree for Value {
    #[inline]
    fn node(&self) -> Node<'_, Self> {
        match self {
            Value::Int(i) => Node::Int(*i),
            Value::Tuple(v) => Node::Tuple(v),
            _ => Node::Other,
        }
    }
}

/// [`crd2idx`] of integer trees read in place.
pub(crate) fn crd2idx_of<C: IntTree, S: IntTree>(
    coord: &C,
    shape: &S,
    stride: &S,
) -> Result<Int, Error> {
    match (coord.node(), shape.node(), stride.node()) {
        (Node::Tuple(c), Node::Tuple(s), Node::Tuple(d)) => {
            if c.len() != s.len() || s.len() != d.len() {
                return Err(mismatch(coord, shape, stride));
            }
            let mut acc: Option<Int> = None;
            for ((ci, si), di) in c.iter().zip(s).zip(d) {
                let x = crd2idx_of(ci, si, di)?;
                acc = Some(match acc {
                    None => x,
                    Some(a) => a.try_add(x)?,
                });
            }
            Ok(acc.unwrap_or(Int::stat(0)))
        }
        (Node::Int(c), Node::Tuple(s), Node::Tuple(d)) => {
            if s.len() != d.len() {
                return Err(mismatch(coord, shape, stride));
            }
            crd2idx_itt(c, s, d)
        }
        (Node::Int(c), Node::Int(_), Node::Int(d)) => c.try_mul(d),
        _ => Err(mismatch(coord, shape, stride)),
    }
}

fn mismatch(c: &dyn fmt::Display, s: &dyn fmt::Display, d: &dyn fmt::Display) -> Error {
    Error::new(
        "crd2idx",
        format!("coordinate {c} does not match shape {s} and stride {d}"),
    )
}

/// [`product`] of an integer tree read in place.
fn tree_product<S: IntTree>(t: &S) -> Result<Int, Error> {
    match t.node() {
        Node::Int(i) => Ok(i),
        Node::Tuple(v) => {
            let mut it = v.iter();
            let Some(first) = it.next() else {
                return Ok(Int::stat(1));
            };
            it.try_fold(tree_product(first)?, |acc, m| acc.try_mul(tree_product(m)?))
        }
        Node::Other => Err(Error::new("crd2idx", format!("{t} is not an IntTuple"))),
    }
}

fn crd2idx_itt<S: IntTree>(c: Int, s: &[S], d: &[S]) -> Result<Int, Error> {
    let Some((last_s, first_s)) = s.split_last() else {
        return Ok(Int::stat(0));
    };
    if first_s.is_empty() {
        return crd2idx_of(&IntTuple::Int(c), last_s, &d[0]);
    }
    if c.is_constant(0) {
        let mut acc = Int::stat(0);
        for (si, di) in s.iter().zip(d) {
            acc = acc.try_add(crd2idx_of(&IntTuple::stat(0), si, di)?)?;
        }
        return Ok(acc);
    }
    let size = tree_product(&s[0])?;
    let (div, rem) = (c.try_div(size)?, c.try_rem(size)?);
    crd2idx_of(&IntTuple::Int(rem), &s[0], &d[0])?.try_add(crd2idx_itt(div, &s[1..], &d[1..])?)
}

/// CuTe's `idx2crd(idx, shape)`: the (hierarchical) coordinate of an index, congruent with
/// `shape`. A tuple `idx` goes mode by mode; an integer against an integer shape is itself.
///
/// ```
/// use layout_core::runtime::parse_value;
/// let t = |x: &str| parse_value(x).unwrap().to_int_tuple().unwrap();
/// assert_eq!(t("_5").idx2crd(&t("(_2,_4)")).unwrap().to_string(), "(_1,_2)");
/// ```
pub fn idx2crd(idx: &IntTuple, shape: &IntTuple) -> Result<IntTuple, Error> {
    match (idx, shape) {
        (IntTuple::Tuple(i), IntTuple::Tuple(s)) => {
            if i.len() != s.len() {
                return Err(Error::new(
                    "idx2crd",
                    format!("mismatched ranks: {idx} and {shape}"),
                ));
            }
            Ok(IntTuple::Tuple(
                i.iter()
                    .zip(s)
                    .map(|(a, b)| idx2crd(a, b))
                    .collect::<Result<_, _>>()?,
            ))
        }
        (IntTuple::Int(c), IntTuple::Tuple(s)) => idx2crd_itt(*c, s),
        (IntTuple::Int(_), IntTuple::Int(_)) => Ok(idx.clone()),
        _ => Err(Error::new(
            "idx2crd",
            format!("a tuple index {idx} needs a tuple shape, not {shape}"),
        )),
    }
}

/// The split of an integer index over the modes of a tuple shape (CuTe computes it as
/// `crd2idx(idx, shape, basis)`).
fn idx2crd_itt(c: Int, s: &[IntTuple]) -> Result<IntTuple, Error> {
    let split = |c: Int, m: &IntTuple| match m {
        IntTuple::Int(_) => Ok(IntTuple::Int(c)),
        IntTuple::Tuple(v) => idx2crd_itt(c, v),
    };
    let mut out = Vec::with_capacity(s.len());
    let mut cur = c;
    for (k, m) in s.iter().enumerate() {
        if k + 1 == s.len() {
            out.push(split(cur, m)?);
        } else if cur.is_constant(0) {
            out.push(m.repeat_like(Int::stat(0)));
        } else {
            let size = product(m)?;
            out.push(split(cur.try_rem(size)?, m)?);
            cur = cur.try_div(size)?;
        }
    }
    Ok(IntTuple::Tuple(out))
}

/// CuTe's `idx2crd(idx, shape, stride)`: the coordinate of an index within `shape:stride`
/// (an integer stride with a tuple shape means compact column-major strides from it).
pub fn idx2crd_strided(
    idx: &IntTuple,
    shape: &IntTuple,
    stride: &IntTuple,
) -> Result<IntTuple, Error> {
    let err = || {
        Error::new(
            "idx2crd",
            format!("index {idx} does not match shape {shape} and stride {stride}"),
        )
    };
    match (idx, shape, stride) {
        (IntTuple::Tuple(i), IntTuple::Tuple(s), IntTuple::Tuple(d)) => {
            if i.len() != s.len() || s.len() != d.len() {
                return Err(err());
            }
            let v = i
                .iter()
                .zip(s)
                .zip(d)
                .map(|((a, b), c)| idx2crd_strided(a, b, c));
            Ok(IntTuple::Tuple(v.collect::<Result<_, _>>()?))
        }
        (IntTuple::Int(_), IntTuple::Tuple(s), IntTuple::Tuple(d)) => {
            if s.len() != d.len() {
                return Err(err());
            }
            let v = s.iter().zip(d).map(|(b, c)| idx2crd_strided(idx, b, c));
            Ok(IntTuple::Tuple(v.collect::<Result<_, _>>()?))
        }
        (IntTuple::Int(d0), IntTuple::Tuple(_), IntTuple::Int(_)) => {
            let d = compact(shape, *d0, Major::Left)?.0;
            idx2crd_strided(idx, shape, &d)
        }
        (IntTuple::Int(i), IntTuple::Int(s), IntTuple::Int(d)) => {
            if s.is_constant(1) {
                Ok(IntTuple::stat(0))
            } else {
                Ok(IntTuple::Int(i.try_div(*d)?.try_rem(*s)?))
            }
        }
        _ => Err(err()),
    }
}
