//! The TikZ output: the standalone LaTeX document CuTe's `print_latex` and `print_latex_tv`
//! write (`include/cute/util/print_latex.hpp`), line for line: a comment with the layout, one
//! `\node` per drawn cell at `(m,n)` (the picture's x axis points down, its y axis right), the
//! grid, then the row and column numbers.

use super::picture::{Label, Picture, PictureKind};
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
    let mut out = String::with_capacity(512 + p.rows() * p.cols() * 48);
    let caption = match p.kind() {
        PictureKind::Layout => "Layout",
        PictureKind::ThreadValue => "Layout TV",
    };
    let _ = writeln!(out, "% {caption}: {}", p.title());
    out.push_str(
        "\\documentclass[convert]{standalone}\n\\usepackage{tikz}\n\n\\begin{document}\n\
         \\begin{tikzpicture}[x={(0cm,-1cm)},y={(1cm,0cm)},every node/.style={minimum size=1cm, outer sep=0pt}]\n\n",
    );
    for (m, n, c) in p.drawn_cells() {
        let fill = c.fill.tikz();
        let _ = match c.label {
            Label::Index(i) => writeln!(out, "\\node[fill={fill}] at ({m},{n}) {{{i}}};"),
            Label::ThreadValue { thread, value } => writeln!(
                out,
                "\\node[fill={fill}] at ({m},{n}) {{\\shortstack{{T{thread} \\\\ V{value}}}}};"
            ),
        };
    }
    let _ = writeln!(
        out,
        "\\draw[color=black,thick,shift={{(-0.5,-0.5)}}] (0,0) grid ({},{});\n",
        p.rows(),
        p.cols()
    );
    for m in 0..p.rows() {
        let _ = writeln!(out, "\\node at ({m},-1) {{\\Large{{\\texttt{{{m}}}}}}};");
    }
    for n in 0..p.cols() {
        let _ = writeln!(out, "\\node at (-1,{n}) {{\\Large{{\\texttt{{{n}}}}}}};");
    }
    out.push_str("\\end{tikzpicture}\n\\end{document}\n");
    out
}
