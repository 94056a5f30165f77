//! The evaluator of the expression language: parses an expression and evaluates its calls.

use super::args::{arity, to_layout};
use super::ops::{self, Evaluator};
use super::parse::{parse_expr, Expr};
use super::{algebra, print_layout, Error, Value};
use alloc::format;
use alloc::vec::Vec;

/// Parses and evaluates an expression of the expression language (`docs/EXPRESSIONS.md`),
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
    eval(parse_expr(expr)?)
}

/// Evaluates a parsed expression, moving its literal values into the calls' arguments.
pub(crate) fn eval(e: Expr) -> Result<Value, Error> {
    match e {
        Expr::Value(v) => Ok(v),
        Expr::Tuple(items) => items
            .into_iter()
            .map(eval)
            .collect::<Result<Vec<_>, _>>()
            .map(Value::Tuple),
        Expr::Layout { shape, stride, pos } => {
            let (s, d) = (eval(*shape)?, eval(*stride)?);
            to_layout("layout", &s, &d)
                .map(Value::Layout)
                .map_err(|e| Error::new(e.op, format!("at {pos}: {}", e.message)))
        }
        Expr::Call { name, args, .. } => {
            let args = args.into_iter().map(eval).collect::<Result<Vec<_>, _>>()?;
            call(name, args)
        }
    }
}

/// Calls the operation `name`. Atoms (`runtime::atom`), swizzles, composed layouts and the
/// shared-memory calls come first (they also take the algebra's calls on composed layouts);
/// then the row of the operation table ([`ops::OPS`]) gives the number of arguments the call
/// takes and the evaluator that runs it.
pub(crate) fn call(name: &str, mut args: Vec<Value>) -> Result<Value, Error> {
    if let Some(r) = super::atom::call(name, &args) {
        return r;
    }
    if let Some(r) = super::bank::call(name, &args) {
        return r;
    }
    if let Some(r) = super::tensor::call(name, &args) {
        return r;
    }
    if let Some(r) = super::composed::calls::call(name, &args) {
        return r;
    }
    match name {
        "make_layout_tv" => return super::algebra::tv::call(&args),
        "tile_to_shape" => return algebra::tile_to_shape::call(&args),
        _ => {}
    }
    let Some(op) = ops::find(name) else {
        return Err(Error::new(name, "unknown operation"));
    };
    arity(name, &args, op.min_args, op.max_args)?;
    let done = match op.evaluator {
        Evaluator::Algebra => algebra::call(name, &mut args),
        Evaluator::Structural => None,
        Evaluator::Print => Some(print_layout::call(&args)),
    };
    done.or_else(|| algebra::tuple_ops::call(name, &args))
        .unwrap_or_else(|| Err(Error::new(name, "no evaluator implements this operation")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    /// Every row of the operation table is evaluated by the runtime layer: its example gives
    /// CuTe's printed result, and one argument too many is refused with the row's arity.
    #[test]
    fn every_operation_of_the_table_evaluates() {
        let mut wrong = Vec::new();
        for row in ops::OPS {
            let got = evaluate(row.example).map(|v| v.to_string());
            if got.as_deref() != Ok(row.result) {
                wrong.push(format!("{} gives {got:?}", row.example));
            }
            if row.max_args < 16 {
                let args: Vec<Value> = (0..=row.max_args)
                    .map(|_| Value::Int(super::super::Int::stat(1)))
                    .collect();
                let err = call(row.name, args).unwrap_err().to_string();
                assert!(err.contains("argument"), "{}: {err}", row.name);
            }
        }
        assert!(wrong.is_empty(), "{wrong:#?}");
        let err = evaluate("frobnicate(1)").unwrap_err().to_string();
        assert_eq!(err, "frobnicate: unknown operation");
    }
}
