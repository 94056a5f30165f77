//! The ASCII output: CuTe's `print_layout` table (`include/cute/util/print_tensor.hpp`) for any
//! picture. For a layout it is character for character what `print_layout` prints; a TV
//! picture puts `T#/V#` in the cells.

use super::picture::Picture;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write;

/// Draws a picture as CuTe's `print_layout` table: the title, the column numbers, then one
/// line of cells per row between rules (lines joined with `\n`, no final newline). Every cell
/// is as wide as the widest label, and at least [`Picture::min_label_width`].
///
/// ```
/// use layout_core::runtime::draw::{to_ascii, Picture};
/// use layout_core::runtime::{parse_value, print_layout, Value};
/// let Value::Layout(l) = parse_value("(_2,_3):(_1,_2)").unwrap() else { panic!() };
/// assert_eq!(to_ascii(&Picture::of_layout(&l).unwrap()), print_layout(&l).unwrap());
/// ```
pub fn to_ascii(p: &Picture) -> String {
    let labels: Vec<Option<String>> = (0..p.rows() * p.cols())
        .map(|k| {
            p.cell(k / p.cols(), k % p.cols())
                .map(|c| c.label.to_string())
        })
        .collect();
    let width = labels
        .iter()
        .flatten()
        .map(String::len)
        .fold(p.min_label_width(), usize::max);
    let mut rule = String::from("    ");
    for _ in 0..p.cols() {
        rule.push('+');
        rule.extend(core::iter::repeat_n('-', width + 2));
    }
    rule.push('+');
    let mut out = format!("{}\n    ", p.title());
    for n in 0..p.cols() {
        let _ = write!(out, "  {n:>width$} ");
    }
    for m in 0..p.rows() {
        let _ = write!(out, "\n{rule}\n{m:>2}  ");
        for label in &labels[m * p.cols()..(m + 1) * p.cols()] {
            let text = label.as_deref().unwrap_or("");
            let _ = write!(out, "| {text:>width$} ");
        }
        out.push('|');
    }
    let _ = write!(out, "\n{rule}");
    out
}
