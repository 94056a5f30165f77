//! Slicing in the expression language: `slice(crd, x)` and `eval(L, crd)` with a `_` in `crd`
//! (CuTe's `L(_, 2)`), keeping the modes of `x` at the `_` positions of the coordinate.
//! The typed twin is `crate::algebra::slice`.

use super::tuple_ops::rank_of;
use crate::runtime::args::{arity, on_parts};
use crate::runtime::{Error, IntTuple, Layout, Value};
use alloc::format;
use alloc::vec::Vec;

/// `eval(L, crd)` (CuTe's `L(crd)`) where `crd` holds a `_`: the slice `slice(crd, L)`.
/// `eval(L, c0, c1, ...)` takes the coordinate `(c0,c1,...)`, as CuTe's `L(c0, c1, ...)` does.
/// (Coordinates without `_` are evaluated by the algebra.)
pub(crate) fn eval_slice(args: &[Value]) -> Result<Value, Error> {
    arity("eval", args, 2, usize::MAX)?;
    let joined;
    let crd = match &args[1..] {
        [c] => c,
        cs => {
            joined = Value::Tuple(cs.to_vec());
            &joined
        }
    };
    slice_of(crd, &args[0]).map_err(|e| Error::new("eval", format!("{e}")))
}

/// `slice(crd, x)`: the modes of `x` at the `_` positions of `crd`, as a flat tuple
/// (`slice(_, x)` is `x`; an integer coordinate keeps nothing: `()`).
pub(crate) fn slice(args: &[Value]) -> Result<Value, Error> {
    arity("slice", args, 2, 2)?;
    slice_of(&args[0], &args[1])
}

/// `slice(crd, x)` of [`slice`].
fn slice_of(crd: &Value, x: &Value) -> Result<Value, Error> {
    /// Appends to `out` the parts of `b` selected by the coordinate `a`.
    fn lift(a: &Value, b: &Value, out: &mut Vec<Value>) -> Result<(), Error> {
        match a {
            Value::Tuple(cs) => {
                let bs = matching_modes(cs, b)?;
                cs.iter().zip(bs).try_for_each(|(c, s)| lift(c, s, out))
            }
            Value::Underscore => {
                out.push(b.clone());
                Ok(())
            }
            Value::Int(_) => Ok(()),
            other => Err(Error::new("slice", format!("{other} is not a coordinate"))),
        }
    }
    fn matching_modes<'a>(cs: &[Value], b: &'a Value) -> Result<&'a [Value], Error> {
        match b {
            Value::Tuple(bs) if bs.len() == cs.len() => Ok(bs),
            _ => Err(Error::new(
                "slice",
                format!(
                    "coordinate of rank {} does not match {b} of rank {}",
                    cs.len(),
                    rank_of(b)
                ),
            )),
        }
    }
    if let Value::Layout(l) = x
        && l.shape.congruent(&l.stride)
    {
        return Ok(Value::Layout(slice_layout(crd, l)?));
    }
    on_parts("slice", x, |b| match crd {
        Value::Underscore => Ok(b.clone()),
        _ => {
            let mut out = Vec::new();
            lift(crd, b, &mut out)?;
            Ok(Value::Tuple(out))
        }
    })
}

/// [`slice`] of a layout whose shape and stride are congruent, on its IntTuples (no copies
/// of the modes left out).
fn slice_layout(crd: &Value, l: &Layout) -> Result<Layout, Error> {
    /// Appends to `out` the parts of `b` selected by the coordinate `a`.
    fn lift(a: &Value, b: &IntTuple, out: &mut Vec<IntTuple>) -> Result<(), Error> {
        match a {
            Value::Tuple(cs) => {
                let bs = match b {
                    IntTuple::Tuple(bs) if bs.len() == cs.len() => bs,
                    _ => {
                        return Err(Error::new(
                            "slice",
                            format!(
                                "coordinate of rank {} does not match {b} of rank {}",
                                cs.len(),
                                b.rank()
                            ),
                        ))
                    }
                };
                cs.iter().zip(bs).try_for_each(|(c, s)| lift(c, s, out))
            }
            Value::Underscore => {
                out.push(b.clone());
                Ok(())
            }
            Value::Int(_) => Ok(()),
            other => Err(Error::new("slice", format!("{other} is not a coordinate"))),
        }
    }
    if let Value::Underscore = crd {
        return Ok(l.clone());
    }
    let (mut s, mut d) = (Vec::new(), Vec::new());
    lift(crd, &l.shape, &mut s)?;
    lift(crd, &l.stride, &mut d)?;
    Ok(Layout::raw(IntTuple::Tuple(s), IntTuple::Tuple(d)))
}
