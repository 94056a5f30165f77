//! Helpers shared by the operations of the evaluator: argument checks and applying a tuple
//! operation to both halves of a layout.

use super::parse::make_layout_value;
use super::{Error, Layout, Value};
use alloc::format;

/// Checks that an operation got between `min` and `max` arguments.
pub(crate) fn arity(op: &str, args: &[Value], min: usize, max: usize) -> Result<(), Error> {
    let n = args.len();
    if n < min {
        let least = if min == max { "" } else { "at least " };
        return Err(Error::new(
            op,
            format!("expected {least}{min} argument(s), got {n}"),
        ));
    }
    if n > max {
        let most = if min == max { "" } else { "at most " };
        return Err(Error::new(
            op,
            format!("expected {most}{max} argument(s), got {n}"),
        ));
    }
    Ok(())
}

/// A template-integer argument (static or dynamic): `get(L, 1)`, `take(L, 0, 2)`.
pub(crate) fn int_arg(op: &str, v: &Value, what: &str) -> Result<i64, Error> {
    match v {
        Value::Int(i) => Ok(i.value),
        other => Err(Error::new(
            op,
            format!("expected an integer as {what}, got {other}"),
        )),
    }
}

/// A non-negative template-integer argument.
pub(crate) fn index_arg(op: &str, v: &Value, what: &str) -> Result<usize, Error> {
    let i = int_arg(op, v, what)?;
    usize::try_from(i).map_err(|_| {
        Error::new(
            op,
            format!("expected a non-negative integer as {what}, got {i}"),
        )
    })
}

/// A layout argument.
pub(crate) fn layout_arg<'a>(op: &str, v: &'a Value) -> Result<&'a Layout, Error> {
    match v {
        Value::Layout(l) => Ok(l),
        other => Err(Error::new(op, format!("expected a layout, got {other}"))),
    }
}

/// The layout `shape:stride`, or an error of `op` when they are not IntTuples of one profile.
pub(crate) fn to_layout(op: &str, shape: &Value, stride: &Value) -> Result<Layout, Error> {
    make_layout_value(shape, stride).map_err(|m| Error::new(op, m))
}

/// Applies a tuple operation to a value; on a layout, to its shape and to its stride (CuTe's
/// `make_layout(f(shape), f(stride))`).
pub(crate) fn on_parts(
    op: &str,
    v: &Value,
    f: impl Fn(&Value) -> Result<Value, Error>,
) -> Result<Value, Error> {
    match v {
        Value::Layout(l) => {
            let shape = f(&l.shape.clone().into())?;
            let stride = f(&l.stride.clone().into())?;
            to_layout(op, &shape, &stride).map(Value::Layout)
        }
        other => f(other),
    }
}
