//! `print_layout`: CuTe's ASCII table of a rank-2 layout (`include/cute/util/print_tensor.hpp`).

use super::args::{arity, layout_arg};
use super::{Error, IntTuple, Layout, Value};
use alloc::format;
use alloc::string::String;
use core::fmt::Write;

/// The largest table (rows times columns) `print_layout` will draw.
const MAX_CELLS: i64 = 1 << 22;

/// CuTe's `print_layout(L)` for a rank-2 layout: the layout itself, then a table whose cell
/// `(m, n)` holds `L(m, n)`, lines joined with `\n` (no final newline).
///
/// The column-index line keeps CuTe's trailing space. Cells are as wide as the number of
/// decimal digits of `cosize(L)`.
///
/// ```
/// use layout_core::runtime::{parse_value, print_layout, Value};
/// let Value::Layout(l) = parse_value("(_2,_3):(_1,_2)").unwrap() else { unreachable!() };
/// let table = print_layout(&l).unwrap();
/// assert_eq!(
///     table,
///     "(_2,_3):(_1,_2)\n      \
///            0   1   2 \n    \
///          +---+---+---+\n \
///          0  | 0 | 2 | 4 |\n    \
///          +---+---+---+\n \
///          1  | 1 | 3 | 5 |\n    \
///          +---+---+---+"
/// );
/// let Value::Layout(flat) = parse_value("8:1").unwrap() else { unreachable!() };
/// assert_eq!(print_layout(&flat).unwrap_err().to_string(), "print_layout: expected a rank-2 layout, got 8:1 of rank 1");
/// ```
pub fn print_layout(layout: &Layout) -> Result<String, Error> {
    let op = "print_layout";
    let (s0, d0, s1, d1) = match (&layout.shape, &layout.stride) {
        (IntTuple::Tuple(s), IntTuple::Tuple(d)) if s.len() == 2 && d.len() == 2 => {
            (&s[0], &d[0], &s[1], &d[1])
        }
        (s, _) => {
            let rank = match s {
                IntTuple::Tuple(items) => items.len(),
                IntTuple::Int(_) => 1,
            };
            return Err(Error::new(
                op,
                format!("expected a rank-2 layout, got {layout} of rank {rank}"),
            ));
        }
    };
    let overflow = || Error::new(op, format!("index arithmetic of {layout} overflows"));
    let rows = size(s0).ok_or_else(overflow)?;
    let cols = size(s1).ok_or_else(overflow)?;
    let cosize = cosize(layout).ok_or_else(overflow)?;
    table(&format!("{layout}"), rows, cols, cosize, &|m, n| {
        eval_mode(m, s0, d0)
            .zip(eval_mode(n, s1, d1))
            .and_then(|(r, c)| r.checked_add(c))
            .ok_or_else(overflow)
    })
}

/// CuTe's `print_layout` table: the header line, then `rows` by `cols` cells holding
/// `cell(m, n)`, each as wide as the decimal digits of `cosize`.
pub(crate) fn table(
    header: &str,
    rows: i64,
    cols: i64,
    cosize: i64,
    cell: &dyn Fn(i64, i64) -> Result<i64, Error>,
) -> Result<String, Error> {
    if rows.checked_mul(cols).is_none_or(|cells| cells > MAX_CELLS) {
        return Err(Error::new(
            "print_layout",
            format!("table of {header} is too large to print"),
        ));
    }
    let width = num_digits(cosize);
    let rule = {
        let mut r = String::from("    ");
        for _ in 0..cols {
            r.push('+');
            r.extend(core::iter::repeat_n('-', width + 2));
        }
        r.push('+');
        r
    };
    let mut out = format!("{header}\n    ");
    for n in 0..cols {
        let _ = write!(out, "  {n:>width$} ");
    }
    for m in 0..rows {
        let _ = write!(out, "\n{rule}\n{m:>2}  ");
        for n in 0..cols {
            let v = cell(m, n)?;
            let _ = write!(out, "| {v:>width$} ");
        }
        out.push('|');
    }
    let _ = write!(out, "\n{rule}");
    Ok(out)
}

/// `print_layout(L)` as a call of the evaluator.
pub(crate) fn call(args: &[Value]) -> Result<Value, Error> {
    arity("print_layout", args, 1, 1)?;
    print_layout(layout_arg("print_layout", &args[0])?).map(Value::Text)
}

/// CuTe's `num_digits`: decimal digits of a non-negative number (1 below 10).
fn num_digits(x: i64) -> usize {
    let mut digits = 1;
    let mut bound: i64 = 10;
    while x >= bound && digits < 19 {
        digits += 1;
        bound = bound.saturating_mul(10);
    }
    digits
}

/// The product of the leaves of a shape (1 for an empty tuple), or `None` on overflow.
fn size(shape: &IntTuple) -> Option<i64> {
    match shape {
        IntTuple::Int(i) => Some(i.value),
        IntTuple::Tuple(items) => items
            .iter()
            .try_fold(1i64, |acc, s| acc.checked_mul(size(s)?)),
    }
}

/// CuTe's `cosize`: `sum((s - 1) * |d|) + 1` over the leaves.
fn cosize(layout: &Layout) -> Option<i64> {
    fn walk(s: &IntTuple, d: &IntTuple) -> Option<i64> {
        match (s, d) {
            (IntTuple::Int(s), IntTuple::Int(d)) => {
                s.value.checked_sub(1)?.checked_mul(d.value.checked_abs()?)
            }
            (IntTuple::Tuple(s), IntTuple::Tuple(d)) => s
                .iter()
                .zip(d)
                .try_fold(0i64, |acc, (s, d)| acc.checked_add(walk(s, d)?)),
            _ => None,
        }
    }
    walk(&layout.shape, &layout.stride)?.checked_add(1)
}

/// The index of the 1-D coordinate `i` of a mode (colexicographic over its leaves).
fn eval_mode(i: i64, shape: &IntTuple, stride: &IntTuple) -> Option<i64> {
    match (shape, stride) {
        (IntTuple::Int(_), IntTuple::Int(d)) => i.checked_mul(d.value),
        (IntTuple::Tuple(s), IntTuple::Tuple(d)) => {
            let mut rest = i;
            let mut acc: i64 = 0;
            for (k, (sk, dk)) in s.iter().zip(d).enumerate() {
                let c = if k + 1 == s.len() {
                    rest
                } else {
                    let n = size(sk)?;
                    let c = rest.checked_rem(n)?;
                    rest = rest.checked_div(n)?;
                    c
                };
                acc = acc.checked_add(eval_mode(c, sk, dk)?)?;
            }
            Some(acc)
        }
        _ => None,
    }
}
