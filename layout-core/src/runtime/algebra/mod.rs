//! The layout algebra of the runtime layer (coalesce, composition, complement, inverses,
//! divides, products, ...), with CuTe's static/dynamic rules.
//!
//! One concept per module; `call` (crate-private) is the entry point of the expression
//! evaluator, and the methods of `Layout` and `IntTuple` are the public Rust API.
//!
//! Each rule lives in two files side by side, one per layer, with the same name:
//!
//! | rule | typed layer (`crate::algebra`) | runtime layer |
//! |------|--------------------------------|---------------|
//! | admissibility (closed-form preconditions) | `admissibility/` (the checks themselves) | `admissibility.rs` (the bridge) |
//! | `coalesce`, `filter` | `coalesce.rs`, `coalesce/` | `coalesce.rs` |
//! | `complement` | `complement/` | `complement.rs` |
//! | `composition` | `composition.rs`, `composition/` | `composition.rs` |
//! | `right_inverse`, `left_inverse` | `inverse.rs`, `inverse/` | `inverse.rs` |
//! | divides | `divide.rs` | `divide.rs` |
//! | products (also blocked, raked) | `product.rs`, `product/` | `product.rs` |
//! | `tile_unzip`, zipping | `tile_unzip.rs` | `tile_unzip.rs` |
//! | `max_common_vector`, `max_common_layout` | `max_common.rs` | `max_common.rs` |
//! | `upcast`, `downcast`, `recast_layout` | `recast.rs`, `recast/` | `recast.rs` |
//! | `append`, `select`, `take`, `group`, `get`, `flatten` | `tuple_ops.rs`, `tuple_ops/` | `tuple_ops.rs` |
//! | slicing (`slice`, `L(_, c)`) | `slice.rs` | `slice.rs` |
//! | TV layouts (`make_layout_tv`) | `tv.rs` | `tv.rs` |
//!
//! The runtime layer alone has `dispatch.rs` (the expression language's calls), `methods.rs`
//! (the methods of `Layout` and `IntTuple`), `coord.rs`, `make.rs`, `int_tuple_ops.rs` and
//! `tile_to_shape.rs` (their typed counterparts are `crate::stride`, `crate::layout` and
//! `crate::int_tuple`); the typed layer alone has its list engines (`mode_list.rs`,
//! `layout_parts.rs`, `tiler.rs`).

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
pub mod max_common;
mod methods;
pub mod product;
pub mod recast;
pub(crate) mod slice;
pub mod tile_to_shape;
pub mod tile_unzip;
pub(crate) mod tuple_ops;
pub mod tv;
#[cfg(test)]
mod unit_tests;

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
