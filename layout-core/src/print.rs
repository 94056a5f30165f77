//! Printing exactly as CuTe's `print` and `print_layout`.

use crate::int_tuple::reflect::{dyn_eval, dyn_size};
use crate::int_tuple::{fmt_dyn, IntTuple};
use core::fmt;

/// A [`Display`](fmt::Display) adapter printing an integer or IntTuple as CuTe's `print`.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(display(_4).to_string(), "_4");
/// assert_eq!(display(4).to_string(), "4");
/// assert_eq!(display((_2, (3, _1))).to_string(), "(_2,(3,_1))");
/// assert_eq!(display((8,)).to_string(), "(8)");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Show<T>(pub T);

impl<T: IntTuple> fmt::Display for Show<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_dyn(&self.0, f)
    }
}

/// Prints an integer or IntTuple as CuTe's `print` does (see [`Show`]).
pub fn display<T: IntTuple>(t: T) -> Show<T> {
    Show(t)
}

/// CuTe's `print_layout` table of a rank-2 layout, as a [`Display`](fmt::Display) value (works
/// without `std`). Made by [`Layout::print_layout`](crate::layout::Layout::print_layout).
///
/// The first line is the layout; then a column header, and one row per coordinate of mode 0 with
/// the layout's value at `(m, n)` in each cell. A cell is as wide as the digits of the cosize
/// plus two, exactly as CuTe prints it (the header line keeps CuTe's trailing space).
pub struct PrintLayout<'a, S, D>(pub(crate) &'a crate::layout::Layout<S, D>);

impl<S: IntTuple, D: IntTuple> fmt::Display for PrintLayout<'_, S, D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let l = self.0;
        let (shape, stride) = (l.shape(), l.stride());
        let (Some(s0), Some(s1), Some(d0), Some(d1)) = (
            shape.mode_dyn(0),
            shape.mode_dyn(1),
            stride.mode_dyn(0),
            stride.mode_dyn(1),
        ) else {
            return f.write_str("print_layout: the layout must have rank 2");
        };
        if S::RANK != 2 || shape.leaf().is_some() {
            return f.write_str("print_layout: the layout must have rank 2");
        }
        let (m_size, n_size) = (dyn_size(s0), dyn_size(s1));
        let total = m_size * n_size;
        let cosize = if total == 0 {
            0
        } else {
            dyn_eval(&shape, &stride, total - 1) + 1
        };
        fmt_table(f, l, (m_size, n_size), cosize, &|m, n| {
            dyn_eval(s0, d0, m) + dyn_eval(s1, d1, n)
        })
    }
}

/// CuTe's `print_layout` table: the title line, the column header, and one row per `m` with
/// `cell(m, n)` in each cell, as wide as the digits of `cosize` plus two (the header line keeps
/// CuTe's trailing space).
pub(crate) fn fmt_table(
    f: &mut fmt::Formatter<'_>,
    title: &dyn fmt::Display,
    (m_size, n_size): (i64, i64),
    cosize: i64,
    cell: &dyn Fn(i64, i64) -> i64,
) -> fmt::Result {
    let w = num_digits(cosize) + 2;
    writeln!(f, "{title}")?;
    let sep = |f: &mut fmt::Formatter<'_>| -> fmt::Result {
        f.write_str("    ")?;
        for _ in 0..n_size {
            f.write_str("+")?;
            for _ in 0..w {
                f.write_str("-")?;
            }
        }
        f.write_str("+\n")
    };
    f.write_str("    ")?;
    for n in 0..n_size {
        write!(f, "  {:>width$} ", n, width = w - 2)?;
    }
    f.write_str("\n")?;
    for m in 0..m_size {
        sep(f)?;
        write!(f, "{m:>2}  ")?;
        for n in 0..n_size {
            write!(f, "| {:>width$} ", cell(m, n), width = w - 2)?;
        }
        f.write_str("|\n")?;
    }
    sep(f)
}

/// CuTe's `num_digits`.
fn num_digits(x: i64) -> usize {
    let mut d = 1;
    let mut p = 10;
    while x >= p && d < 10 {
        d += 1;
        p *= 10;
    }
    d
}
