//! The layout algebra of the runtime layer (coalesce, composition, complement, inverses,
//! divides, products, ...), with CuTe's static/dynamic rules.
//!
//! One concept per module; `call` (crate-private) is the entry point of the expression
//! evaluator, and the methods of `Layout` and `IntTuple` are the public Rust API.

mod admissibility;
pub mod coalesce;
pub mod complement;
pub mod composition;
pub mod coord;
mod dispatch;
pub mod divide;
pub mod int_tuple_ops;
pub mod inverse;
pub mod make;
mod methods;
pub mod product;
pub mod recast;
pub mod tile_to_shape;
#[cfg(test)]
mod unit_tests;
pub mod unzip;
pub mod vector;

use super::{Error, Value};

fn has_underscore(v: &Value) -> bool {
    match v {
        Value::Underscore => true,
        Value::Tuple(items) => items.iter().any(has_underscore),
        _ => false,
    }
}

/// Evaluates the call `name(args...)`, a row of the operation table whose evaluator is the
/// algebra, with as many arguments as the row allows.
///
/// Returns `None` for `eval(L, c)` with a `_` in `c` (a slice: a structural operation). Errors
/// name the operation that was called (an error of an inner step is prefixed with it).
pub(crate) fn call(name: &str, args: &mut [Value]) -> Option<Result<Value, Error>> {
    // `L(c)` with a `_` in `c` is a slice, which the structural operations handle.
    if name == "eval" && args.iter().skip(1).any(has_underscore) {
        return None;
    }
    Some(dispatch::eval_call(name, args).map_err(|e| {
        if e.op == name {
            e
        } else {
            // `name: op: message`, as `Display` prints the inner error
            let mut text = alloc::string::String::with_capacity(e.op.len() + 2 + e.message.len());
            text.push_str(&e.op);
            text.push_str(": ");
            text.push_str(&e.message);
            Error::new(name, text)
        }
    }))
}
