//! Arithmetic on IntTuples (CuTe's `int_tuple.hpp` and `stride.hpp` compact strides), with
//! CuTe's static/dynamic propagation.

use crate::runtime::{Error, Int, IntTuple};
use alloc::format;
use alloc::vec::Vec;

/// CuTe's `product` (also `size` of a shape): the product of all leaves, `_1` for `()`.
///
/// ```
/// use layout_core::runtime::parse_value;
/// let t = parse_value("(_1,2,_0)").unwrap().to_int_tuple().unwrap();
/// assert_eq!(t.product().unwrap().to_string(), "_0");
/// ```
pub fn product(t: &IntTuple) -> Result<Int, Error> {
    match t {
        IntTuple::Int(i) => Ok(*i),
        IntTuple::Tuple(v) => {
            let mut it = v.iter();
            let Some(first) = it.next() else {
                return Ok(Int::stat(1));
            };
            it.try_fold(product(first)?, |acc, m| acc.try_mul(product(m)?))
        }
    }
}

/// CuTe's `sum`: `_0 + ... + leaf`.
pub fn sum(t: &IntTuple) -> Result<Int, Error> {
    t.leaves().into_iter().try_fold(Int::stat(0), Int::try_add)
}

/// CuTe's `inner_product` of two congruent IntTuples: `_0 + ... + a_i * b_i`.
pub fn inner_product(a: &IntTuple, b: &IntTuple) -> Result<Int, Error> {
    match (a, b) {
        (IntTuple::Tuple(x), IntTuple::Tuple(y)) => {
            if x.len() != y.len() {
                return Err(Error::new(
                    "inner_product",
                    format!("mismatched ranks: {a} and {b}"),
                ));
            }
            x.iter().zip(y).try_fold(Int::stat(0), |acc, (p, q)| {
                acc.try_add(inner_product(p, q)?)
            })
        }
        (IntTuple::Int(p), IntTuple::Int(q)) => p.try_mul(*q),
        _ => Err(Error::new(
            "inner_product",
            format!("mismatched profiles: {a} and {b}"),
        )),
    }
}

/// CuTe's `ceil_div` on IntTuples: tuple/tuple by mode (missing modes of `b` are `_1`),
/// tuple/int folds the divisor through the modes, int/tuple divides by `product(b)`.
pub fn ceil_div(a: &IntTuple, b: &IntTuple) -> Result<IntTuple, Error> {
    div_like(a, b, "ceil_div", &|x, y| x.ceil_div(y))
}

/// CuTe's `shape_div`: like `ceil_div` (CuTe computes `(a + b - 1) / b`), but requires the weak
/// divisibility condition `a % b == 0 or b % a == 0` at every leaf, for dynamic values too.
pub fn shape_div(a: &IntTuple, b: &IntTuple) -> Result<IntTuple, Error> {
    div_like(a, b, "shape_div", &|x, y| {
        let ok = y.value != 0 && x.value != 0 && (x.value % y.value == 0 || y.value % x.value == 0);
        if !ok {
            return Err(Error::new(
                "shape_div",
                format!("divisibility condition fails: neither of {x} and {y} divides the other"),
            ));
        }
        x.ceil_div(y)
    })
}

type LeafDiv = dyn Fn(Int, Int) -> Result<Int, Error>;

fn div_like(a: &IntTuple, b: &IntTuple, op: &str, f: &LeafDiv) -> Result<IntTuple, Error> {
    match (a, b) {
        (IntTuple::Tuple(x), IntTuple::Tuple(y)) => {
            if y.len() > x.len() {
                return Err(Error::new(op, format!("mismatched ranks: {a} and {b}")));
            }
            let one = IntTuple::stat(1);
            let v = x
                .iter()
                .enumerate()
                .map(|(k, xi)| div_like(xi, y.get(k).unwrap_or(&one), op, f))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(IntTuple::Tuple(v))
        }
        (IntTuple::Tuple(x), IntTuple::Int(d)) => {
            let mut rest = IntTuple::Int(*d);
            let mut out = Vec::with_capacity(x.len());
            for xi in x {
                out.push(div_like(xi, &rest, op, f)?);
                rest = div_like(&rest, xi, op, f)?;
            }
            Ok(IntTuple::Tuple(out))
        }
        (IntTuple::Int(_), IntTuple::Tuple(_)) => div_like(a, &IntTuple::Int(product(b)?), op, f),
        (IntTuple::Int(x), IntTuple::Int(y)) => Ok(IntTuple::Int(f(*x, *y)?)),
    }
}

/// CuTe's `weakly_congruent(a, b)`: `b`'s profile refines `a`'s.
pub fn weakly_congruent(a: &IntTuple, b: &IntTuple) -> bool {
    match (a, b) {
        (IntTuple::Tuple(x), IntTuple::Tuple(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| weakly_congruent(p, q))
        }
        (IntTuple::Int(_), _) => true,
        _ => false,
    }
}

/// CuTe's `compatible(a, b)`: every leaf of `a` is the size of the matching mode of `b`.
pub fn compatible(a: &IntTuple, b: &IntTuple) -> Result<bool, Error> {
    match (a, b) {
        (IntTuple::Tuple(x), IntTuple::Tuple(y)) => {
            if x.len() != y.len() {
                return Ok(false);
            }
            for (p, q) in x.iter().zip(y) {
                if !compatible(p, q)? {
                    return Ok(false);
                }
            }
            Ok(true)
        }
        (IntTuple::Int(p), _) => Ok(p.value == product(b)?.value),
        _ => Ok(false),
    }
}

/// CuTe's `elem_less(a, b)`: every element of `a` is less than the matching one of `b`.
pub fn elem_less(a: &IntTuple, b: &IntTuple) -> bool {
    match (a, b) {
        (IntTuple::Tuple(x), IntTuple::Tuple(y)) => {
            x.len() <= y.len() && x.iter().zip(y).all(|(p, q)| elem_less(p, q))
        }
        (IntTuple::Int(p), IntTuple::Int(q)) => p.value < q.value,
        _ => false,
    }
}

/// Which compact stride generator to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Major {
    /// Column-major (`LayoutLeft`): the leftmost mode has stride 1.
    Left,
    /// Row-major (`LayoutRight`): the rightmost mode has stride 1.
    Right,
}

/// CuTe's `compact_major<Major>(shape, current)`: compact strides seeded with `current`
/// (CuTe seeds with a static `_1`); a static `_1` shape gets stride `_0`.
/// Returns the strides and the running product after the whole shape.
pub fn compact(shape: &IntTuple, current: Int, major: Major) -> Result<(IntTuple, Int), Error> {
    match shape {
        IntTuple::Int(s) => {
            if s.is_constant(1) {
                Ok((IntTuple::stat(0), current))
            } else {
                Ok((IntTuple::Int(current), current.try_mul(*s)?))
            }
        }
        IntTuple::Tuple(v) => {
            let mut out = alloc::vec![IntTuple::stat(0); v.len()];
            let mut cur = current;
            let order: Vec<usize> = match major {
                Major::Left => (0..v.len()).collect(),
                Major::Right => (0..v.len()).rev().collect(),
            };
            for k in order {
                let (d, next) = compact(&v[k], cur, major)?;
                out[k] = d;
                cur = next;
            }
            Ok((IntTuple::Tuple(out), cur))
        }
    }
}

/// CuTe's `compact_major<Major>(shape)`: the compact strides of `shape`, seeded with `_1`.
///
/// ```
/// use layout_core::runtime::{parse_value, Layout};
/// let s = parse_value("(2,4)").unwrap().to_int_tuple().unwrap();
/// assert_eq!(Layout::column_major(&s).unwrap().stride.to_string(), "(_1,2)");
/// ```
pub fn compact_major(shape: &IntTuple, major: Major) -> Result<IntTuple, Error> {
    Ok(compact(shape, Int::stat(1), major)?.0)
}

/// CuTe's `coalesce` of a shape: merges neighbouring leaves that are both static or both
/// dynamic (their product), keeping static and dynamic runs apart.
pub fn coalesce_shape(shape: &IntTuple) -> Result<IntTuple, Error> {
    let leaves = shape.leaves();
    let mut it = leaves.into_iter();
    let Some(first) = it.next() else {
        return Err(Error::new("coalesce", "cannot coalesce the empty shape ()"));
    };
    let mut out: Vec<Int> = alloc::vec![first];
    for a in it {
        let last = out.len() - 1;
        if out[last].is_static == a.is_static {
            out[last] = out[last].try_mul(a)?;
        } else {
            out.push(a);
        }
    }
    if out.len() == 1 {
        Ok(IntTuple::Int(out[0]))
    } else {
        Ok(IntTuple::Tuple(
            out.into_iter().map(IntTuple::Int).collect(),
        ))
    }
}

/// CuTe's exclusive `prefix_product`, seeded with `_1`: `(a,b,c) -> (_1,a,a*b)`, by mode.
pub fn prefix_product(t: &IntTuple) -> Result<IntTuple, Error> {
    fn go(t: &IntTuple, init: Int) -> Result<(IntTuple, Int), Error> {
        match t {
            IntTuple::Int(i) => Ok((IntTuple::Int(init), init.try_mul(*i)?)),
            IntTuple::Tuple(v) => {
                let mut cur = init;
                let mut out = Vec::with_capacity(v.len());
                for m in v {
                    let (p, next) = go(m, cur)?;
                    out.push(p);
                    cur = next;
                }
                Ok((IntTuple::Tuple(out), cur))
            }
        }
    }
    Ok(go(t, Int::stat(1))?.0)
}
