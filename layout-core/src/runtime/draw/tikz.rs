//! The TikZ output: the standalone LaTeX document CuTe's `print_latex` and `print_latex_tv`
//! write (`include/cute/util/print_latex.hpp`), line for line: a comment per thing drawn, one
//! `\node` per drawn cell at `(m,n)` (the picture's x axis points down, its y axis right), the
//! grid, then the row and column numbers; for a [`Figure`] of several panels (a `TiledMMA`, a
//! `TiledCopy`), each panel's cells, grid and numbers in turn, at the panel's origin.

use super::figure::{Figure, Numbers};
use super::picture::{Label, Picture};
use alloc::string::String;
use core::fmt::Write;

/// Draws a picture as CuTe's LaTeX/TikZ document.
///
/// ```
/// use layout_core::runtime::draw::{to_tikz, Picture};
/// use layout_core::runtime::{parse_value, Value};
/// let Value::Layout(l) = parse_value("(_2,_2):(_1,_2)").unwrap() else { panic!() };
/// let tex = to_tikz(&Picture::of_layout(&l).unwrap());
/// assert!(tex.starts_with("% Layout: (_2,_2):(_1,_2)\n\\documentclass[convert]{standalone}\n"));
/// assert!(tex.contains("\\node[fill=black!40] at (1,0) {1};\n"));
/// assert!(tex.contains("\\draw[color=black,thick,shift={(-0.5,-0.5)}] (0,0) grid (2,2);\n"));
/// ```
pub fn to_tikz(p: &Picture) -> String {
    let caption = match p.kind() {
        super::PictureKind::Layout => "Layout",
        super::PictureKind::ThreadValue => "Layout TV",
    };
    let mut out = String::with_capacity(512 + p.rows() * p.cols() * 48);
    write_header(&mut out, [(caption, p.title())]);
    write_panel(&mut out, p, (0, 0), Numbers::LeftAbove);
    out.push_str(FOOTER);
    out
}

/// Draws a figure of one or more panels as CuTe's LaTeX/TikZ document (CuTe's `print_latex`
/// of a `TiledMMA` or a `TiledCopy`).
///
/// ```
/// use layout_core::runtime::draw::{to_tikz_figure, Figure};
/// use layout_core::runtime::{parse_value, Value};
/// let Value::Layout(tv) = parse_value("(_2,_2):(_2,_1)").unwrap() else { panic!() };
/// let tile = parse_value("(_2,_2)").unwrap().to_int_tuple().unwrap();
/// let tex = to_tikz_figure(&Figure::of_copy(&tv, &tv, &tile).unwrap());
/// assert!(tex.starts_with("% Layout S TV: (_2,_2):(_2,_1)\n% Layout D TV: (_2,_2):(_2,_1)\n"));
/// // D's grid starts N + 3 = 5 columns right; its row numbers are right of it
/// assert!(tex.contains("\\draw[color=black,thick,shift={(-0.5,-0.5)}] (0,5) grid (2,7);\n"));
/// assert!(tex.contains("\\node at (1,7) {\\Large{\\texttt{1}}};\n"));
/// ```
pub fn to_tikz_figure(fig: &Figure) -> String {
    let cells: usize = fig
        .panels
        .iter()
        .map(|p| p.picture.rows() * p.picture.cols())
        .sum();
    let mut out = String::with_capacity(512 + cells * 48);
    write_header(
        &mut out,
        fig.captions.iter().map(|(c, t)| (c.as_str(), t.as_str())),
    );
    for panel in &fig.panels {
        write_panel(&mut out, &panel.picture, panel.origin, panel.numbers);
    }
    out.push_str(FOOTER);
    out
}

const FOOTER: &str = "\\end{tikzpicture}\n\\end{document}\n";

/// The comment lines `% caption: what`, then the document's preamble.
fn write_header<'a>(out: &mut String, captions: impl IntoIterator<Item = (&'a str, &'a str)>) {
    for (caption, what) in captions {
        let _ = writeln!(out, "% {caption}: {what}");
    }
    out.push_str(
        "\\documentclass[convert]{standalone}\n\\usepackage{tikz}\n\n\\begin{document}\n\
         \\begin{tikzpicture}[x={(0cm,-1cm)},y={(1cm,0cm)},every node/.style={minimum size=1cm, outer sep=0pt}]\n\n",
    );
}

/// One panel: its cells in drawing order, its grid, its numbers.
fn write_panel(out: &mut String, p: &Picture, (x0, y0): (i64, i64), numbers: Numbers) {
    // picture sizes are at most MAX_PICTURE_CELLS, so they fit i64
    let (rows, cols) = (p.rows() as i64, p.cols() as i64);
    for (m, n, c) in p.drawn_cells() {
        let fill = c.fill.tikz();
        let (x, y) = (x0 + m as i64, y0 + n as i64);
        let _ = match c.label {
            Label::Index(i) => writeln!(out, "\\node[fill={fill}] at ({x},{y}) {{{i}}};"),
            Label::ThreadValue { thread, value } => writeln!(
                out,
                "\\node[fill={fill}] at ({x},{y}) {{\\shortstack{{T{thread} \\\\ V{value}}}}};"
            ),
        };
    }
    let _ = writeln!(
        out,
        "\\draw[color=black,thick,shift={{(-0.5,-0.5)}}] ({x0},{y0}) grid ({},{});\n",
        x0 + rows,
        y0 + cols
    );
    let number = |out: &mut String, x: i64, y: i64, k: i64| {
        let _ = writeln!(out, "\\node at ({x},{y}) {{\\Large{{\\texttt{{{k}}}}}}};");
    };
    let row_numbers = |out: &mut String, y: i64| (0..rows).for_each(|m| number(out, x0 + m, y, m));
    let col_numbers = |out: &mut String| (0..cols).for_each(|n| number(out, x0 - 1, y0 + n, n));
    match numbers {
        Numbers::None => {}
        Numbers::LeftAbove => {
            row_numbers(out, y0 - 1);
            col_numbers(out);
        }
        Numbers::AboveLeft => {
            col_numbers(out);
            row_numbers(out, y0 - 1);
        }
        Numbers::RightAbove => {
            row_numbers(out, y0 + cols);
            col_numbers(out);
        }
    }
}
