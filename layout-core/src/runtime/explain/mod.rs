//! How a result was built: every call of an expression, innermost first, with its inputs, the
//! CuTe definition it follows, the intermediate layouts (computed with the runtime layer's own
//! public functions) and its result.
//!
//! ```
//! use layout_core::runtime::explain::explain;
//! let text = explain("logical_divide((_4,_2,_3):(_2,_1,_8), _4:_2)").unwrap().to_string();
//! assert!(text.contains("complement(T, shape(coalesce(L)))"));
//! assert!(text.contains("  T* = complement(_4:_2, (_4,_2,_3)) = (_2,_3):(_1,_8)"));
//! assert!(text.ends_with("= ((_2,_2),(_2,_3)):((_4,_1),(_2,_8))\n"));
//! ```

mod algebra;
mod structure;
mod tiling;

use super::calc::{call, eval};
use super::draw::{is_picture_call, picture_of};
use super::parse::{parse_expr, Expr};
use super::{Error, Value};
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

/// One call of an expression, explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The call with its evaluated arguments, e.g. `coalesce((_2,_4):(_1,_2))`.
    pub call: String,
    /// The definition CuTe uses, in words and formulas.
    pub definition: String,
    /// Named intermediates in the order they are computed, e.g. `("T*", "...")`.
    pub intermediates: Vec<(String, String)>,
    /// The printed result, or the error of the call.
    pub result: Result<String, Error>,
}

/// The steps of an expression, innermost call first; the last step is the whole expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// One step per call.
    pub steps: Vec<Step>,
    /// The value of the whole expression (a value without calls explains as itself).
    pub result: Result<Value, Error>,
}

/// Explains how an expression is evaluated (see the module docs).
///
/// # Errors
/// Only when the text does not parse; a call that fails is a step whose result is the error.
///
/// ```
/// use layout_core::runtime::explain::explain;
/// let e = explain("coalesce(composition(8:2, 4:1))").unwrap();
/// assert_eq!(e.steps.len(), 2);
/// assert_eq!(e.steps[0].call, "composition(8:2,4:1)");
/// assert_eq!(e.result.unwrap().to_string(), "4:2");
/// assert!(explain("coalesce((2,3").is_err());
/// ```
pub fn explain(expr: &str) -> Result<Explanation, Error> {
    let e = parse_expr(expr)?;
    let mut steps = Vec::new();
    if let Expr::Call { name, args, .. } = &e
        && is_picture_call(name)
        && *name != "print_layout"
    {
        return Ok(explain_picture(expr, name, args, steps));
    }
    let result = walk(&e, &mut steps);
    Ok(Explanation { steps, result })
}

/// A picture call: its layout arguments are explained, then the picture itself is a step.
fn explain_picture(expr: &str, name: &str, args: &[Expr], mut steps: Vec<Step>) -> Explanation {
    // the colour argument of print_latex is not a value; the others are
    let values = if name == "print_latex_tv" {
        args
    } else {
        &args[..args.len().min(1)]
    };
    let mut result = Ok(Value::Tuple(Vec::new()));
    for a in values {
        if let Err(e) = walk(a, &mut steps) {
            result = Err(e);
        }
    }
    let picture = picture_of(expr);
    let definition = if name == "print_latex_tv" {
        "print_latex_tv(TV, (M,N)): each (thread, value) of TV, threads in order, goes to the\n\
         tile cell (idx % M, idx / M) of its index; the first to reach a cell labels it T#/V#,\n\
         coloured by thread (CuTe's TikzColor_TV / SVGColor_TV)"
    } else {
        "print_latex(L [, colour]): cell (m,n) shows L(m,n), coloured by CuTe's 8 greys\n\
         (idx % 8) or by bank_color(bytes): bank (idx * bytes / 4) % 32; a rank-1 L is one column"
    };
    let shown = picture.as_ref().map(|p| {
        format!(
            "a picture of {}x{} cells of {}",
            p.rows(),
            p.cols(),
            p.title()
        )
    });
    steps.push(Step {
        call: String::from(expr.trim()),
        definition: String::from(definition),
        intermediates: Vec::new(),
        result: shown.map_err(Clone::clone),
    });
    let result = match (result, picture) {
        (Err(e), _) | (_, Err(e)) => Err(e),
        (Ok(_), Ok(p)) => Ok(Value::Text(String::from(p.title()))),
    };
    Explanation { steps, result }
}

/// Evaluates `e`, recording a step for every call (arguments first).
fn walk(e: &Expr, steps: &mut Vec<Step>) -> Result<Value, Error> {
    match e {
        Expr::Value(v) => Ok(v.clone()),
        Expr::Tuple(items) => items
            .iter()
            .map(|x| walk(x, steps))
            .collect::<Result<Vec<_>, _>>()
            .map(Value::Tuple),
        Expr::Layout { shape, stride, .. } => {
            walk(shape, steps)?;
            walk(stride, steps)?;
            eval(e.clone())
        }
        Expr::Call { name, args, .. } => {
            let args = args
                .iter()
                .map(|x| walk(x, steps))
                .collect::<Result<Vec<_>, _>>()?;
            let result = call(name, args.clone());
            let (definition, intermediates) = describe(name, &args);
            steps.push(Step {
                call: format!("{name}({})", join(&args)),
                definition,
                intermediates,
                result: result
                    .as_ref()
                    .map(ToString::to_string)
                    .map_err(Clone::clone),
            });
            result
        }
    }
}

/// The definition and intermediates of a call.
fn describe(name: &str, args: &[Value]) -> (String, Vec<(String, String)>) {
    let mut notes = Notes::default();
    let definition = algebra::describe(name, args, &mut notes)
        .or_else(|| tiling::describe(name, args, &mut notes))
        .or_else(|| structure::describe(name, args, &mut notes))
        .unwrap_or_else(|| format!("CuTe's `{name}`"));
    (definition, notes.0)
}

/// The intermediates of one step, in order.
#[derive(Default)]
pub(crate) struct Notes(Vec<(String, String)>);

impl Notes {
    /// Records `name = value`, or `name = error: ...` when it could not be computed.
    pub(crate) fn add<T: fmt::Display>(&mut self, name: impl Into<String>, v: Result<T, Error>) {
        let text = match v {
            Ok(v) => v.to_string(),
            Err(e) => format!("error: {e}"),
        };
        self.0.push((name.into(), text));
    }
}

fn join(args: &[Value]) -> String {
    let parts: Vec<String> = args.iter().map(ToString::to_string).collect();
    parts.join(",")
}

impl fmt::Display for Explanation {
    /// Each step as a block: `step k: call`, its definition, one line per intermediate, and
    /// `= result`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.steps.is_empty() {
            return match &self.result {
                Ok(v) => writeln!(f, "a value without calls: {v}"),
                Err(e) => writeln!(f, "error: {e}"),
            };
        }
        for (k, s) in self.steps.iter().enumerate() {
            if k > 0 {
                writeln!(f)?;
            }
            writeln!(f, "step {}: {}", k + 1, s.call)?;
            for line in s.definition.lines() {
                writeln!(f, "  # {line}")?;
            }
            for (name, value) in &s.intermediates {
                if value.contains('\n') {
                    writeln!(f, "  {name} =")?;
                    for line in value.lines() {
                        writeln!(f, "    {line}")?;
                    }
                } else {
                    writeln!(f, "  {name} = {value}")?;
                }
            }
            match &s.result {
                Ok(r) if r.contains('\n') => {
                    writeln!(f, "  =")?;
                    for line in r.lines() {
                        writeln!(f, "    {line}")?;
                    }
                }
                Ok(r) => writeln!(f, "  = {r}")?,
                Err(e) => writeln!(f, "  = error: {e}")?,
            }
        }
        Ok(())
    }
}
