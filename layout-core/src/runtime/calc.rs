//! The evaluator of the expression language: parses an expression and evaluates its calls.

use super::args::to_layout;
use super::parse::{parse_expr, Expr};
use super::{algebra, print_layout, structural, Error, Value};
use alloc::format;
use alloc::vec::Vec;

/// Parses and evaluates an expression of the expression language (`../shared/EXPRESSIONS.md`),
/// returning the value CuTe would compute; printing it gives what CuTe's `print` shows.
///
/// Arguments may themselves be calls. A value without calls evaluates to itself.
///
/// ```
/// use layout_core::runtime::evaluate;
/// let show = |e: &str| match evaluate(e) {
///     Ok(v) => v.to_string(),
///     Err(err) => format!("error: {err}"),
/// };
/// assert_eq!(show("(_2, 4) : (_1, 2)"), "(_2,4):(_1,2)");
/// assert_eq!(show("get((_4,(_3,_6)):(_1,(_4,_12)), 1, 1)"), "_6:_12");
/// assert_eq!(show("rank(shape((2,(3,4)):(1,(2,6))))"), "_2");
/// assert_eq!(show("slice((_,1,_),(_2,_3,_4):(_1,_2,_6))"), "(_2,_4):(_1,_6)");
/// assert_eq!(show("eval((_2,_3,_4):(_1,_2,_6), (_,1,_))"), "(_2,_4):(_1,_6)");
/// assert_eq!(show("get((8,4), 2)"), "error: get: index 2 out of range for rank 2");
/// assert_eq!(show("frobnicate(1)"), "error: frobnicate: unknown operation");
/// ```
pub fn evaluate(expr: &str) -> Result<Value, Error> {
    eval(&parse_expr(expr)?)
}

pub(crate) fn eval(e: &Expr) -> Result<Value, Error> {
    match e {
        Expr::Value(v) => Ok(v.clone()),
        Expr::Tuple(items) => items
            .iter()
            .map(eval)
            .collect::<Result<Vec<_>, _>>()
            .map(Value::Tuple),
        Expr::Layout { shape, stride, pos } => {
            let (s, d) = (eval(shape)?, eval(stride)?);
            to_layout("layout", &s, &d)
                .map(Value::Layout)
                .map_err(|e| Error::new(e.op, format!("at {pos}: {}", e.message)))
        }
        Expr::Call { name, args, .. } => {
            let args = args.iter().map(eval).collect::<Result<Vec<_>, _>>()?;
            call(name, &args)
        }
    }
}

/// Calls the operation `name`: the algebra first, then the structural operations and
/// `print_layout`.
pub(crate) fn call(name: &str, args: &[Value]) -> Result<Value, Error> {
    if let Some(r) = super::bank::call(name, args) {
        return r;
    }
    if let Some(r) = super::composed::calls::call(name, args) {
        return r;
    }
    if let Some(r) = algebra::call(name, args) {
        return r;
    }
    if let Some(r) = structural::call(name, args) {
        return r;
    }
    match name {
        "print_layout" => print_layout::call(args),
        "make_layout_tv" => super::tv_layout::call(args),
        "tile_to_shape" => algebra::tile_to_shape::call(args),
        _ => Err(Error::new(name, "unknown operation")),
    }
}
