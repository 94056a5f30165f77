//! The layout algebra of the runtime layer (coalesce, composition, complement, inverses,
//! divides, products, ...), with CuTe's static/dynamic rules.

use super::{Error, Value};

/// Evaluates the call `name(args...)` if `name` is an operation of this module.
///
/// Returns `None` when `name` is not one of this module's operations.
pub(crate) fn call(name: &str, args: &[Value]) -> Option<Result<Value, Error>> {
    let _ = (name, args);
    None
}
