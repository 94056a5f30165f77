//! The SVG output, after CuTe's `print_svg` (`include/cute/util/print_svg.hpp`): square cells
//! of 20 units with a black outline, a cell's label centred in it (`T#` over `V#` for a TV
//! picture, at a quarter and three quarters of its height, font size 8), row and column
//! numbers (font size 12) left of and above the grid, and a comment naming what is drawn.
//!
//! Cell `(m, n)` has its top-left corner at `((n + 1) * s, (m + 1) * s)` for the cell size `s`
//! (20, wider when an index needs more room), so a reader can map a point back to its cell.
//! Empty cells of a TV picture are drawn white with no label, like the grid of `print_latex_tv`.

use super::picture::{Label, Picture, PictureKind};
use alloc::string::String;
use core::fmt::Write;

/// The side of a cell: CuTe's 20, widened so that the longest index label fits.
fn cell_size(p: &Picture) -> usize {
    let mut widest = 0;
    if p.kind() == PictureKind::Layout {
        for m in 0..p.rows() {
            for n in 0..p.cols() {
                if let Some(c) = p.cell(m, n) {
                    let mut s = String::new();
                    let _ = write!(s, "{}", c.label);
                    widest = widest.max(s.len());
                }
            }
        }
    }
    20usize.max(widest * 5 + 6)
}

/// Draws a picture as an SVG document (one `<rect>` per cell, one `<text>` per label line).
///
/// ```
/// use layout_core::runtime::draw::{to_svg, Picture};
/// use layout_core::runtime::{parse_value, Value};
/// let Value::Layout(l) = parse_value("(_2,_2):(_1,_2)").unwrap() else { panic!() };
/// let svg = to_svg(&Picture::of_layout(&l).unwrap());
/// assert!(svg.starts_with("<svg "));
/// assert!(svg.contains(r#"<rect x="40" y="40" width="20" height="20" fill="rgb(180,180,180)"/>"#));
/// assert!(svg.contains(r#"<text x="50" y="50">3</text>"#));
/// ```
pub fn to_svg(p: &Picture) -> String {
    let s = cell_size(p);
    let (width, height) = ((p.cols() + 1) * s, (p.rows() + 1) * s);
    // about 110 bytes per cell
    let mut out = String::with_capacity(256 + p.rows() * p.cols() * 110);
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" data-cell-size="{s}" data-rows="{}" data-cols="{}" font-family="sans-serif">"#,
        p.rows(),
        p.cols()
    );
    let caption = match p.kind() {
        PictureKind::Layout => "Layout",
        PictureKind::ThreadValue => "Layout TV",
    };
    let _ = writeln!(out, "<!-- {caption}: {} -->", comment_safe(p.title()));
    out.push_str("<g stroke=\"black\">\n");
    for m in 0..p.rows() {
        for n in 0..p.cols() {
            let fill = p
                .cell(m, n)
                .map_or(String::from("rgb(255,255,255)"), |c| c.fill.svg());
            let (x, y) = ((n + 1) * s, (m + 1) * s);
            let _ = writeln!(
                out,
                r#"<rect x="{x}" y="{y}" width="{s}" height="{s}" fill="{fill}"/>"#
            );
        }
    }
    out.push_str(
        "</g>\n<g font-size=\"8\" text-anchor=\"middle\" dominant-baseline=\"central\">\n",
    );
    for m in 0..p.rows() {
        for n in 0..p.cols() {
            let Some(c) = p.cell(m, n) else { continue };
            let (x, y) = ((n + 1) * s + s / 2, (m + 1) * s);
            match c.label {
                Label::Index(i) => {
                    let _ = writeln!(out, r#"<text x="{x}" y="{}">{i}</text>"#, y + s / 2);
                }
                Label::ThreadValue { thread, value } => {
                    let _ = writeln!(out, r#"<text x="{x}" y="{}">T{thread}</text>"#, y + s / 4);
                    let _ = writeln!(
                        out,
                        r#"<text x="{x}" y="{}">V{value}</text>"#,
                        y + 3 * s / 4
                    );
                }
            }
        }
    }
    out.push_str(
        "</g>\n<g font-size=\"12\" text-anchor=\"middle\" dominant-baseline=\"central\">\n",
    );
    for m in 0..p.rows() {
        let _ = writeln!(
            out,
            r#"<text x="{}" y="{}">{m}</text>"#,
            s / 2,
            (m + 1) * s + s / 2
        );
    }
    for n in 0..p.cols() {
        let _ = writeln!(
            out,
            r#"<text x="{}" y="{}">{n}</text>"#,
            (n + 1) * s + s / 2,
            s / 2
        );
    }
    out.push_str("</g>\n</svg>\n");
    out
}

/// Text that cannot end an XML comment early.
fn comment_safe(text: &str) -> String {
    text.replace("--", "- -")
}
