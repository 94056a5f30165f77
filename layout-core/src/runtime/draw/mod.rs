//! Pictures of layouts: one cell-grid model ([`Picture`]) drawn three ways, as CuTe's printers
//! draw it: the ASCII table of `print_layout` ([`to_ascii`]), SVG after `print_svg`
//! ([`to_svg`]) and the LaTeX/TikZ document of `print_latex` ([`to_tikz`]). A [`Figure`] puts
//! several pictures in one drawing, as CuTe's `print_latex` of a `TiledMMA` or a `TiledCopy`
//! does ([`to_tikz_figure`]).
//!
//! | picture | built by | cells | colours |
//! | --- | --- | --- | --- |
//! | a layout `(m,n) -> idx` | [`Picture::of_layout`] | the index | CuTe's 8 greys, `idx % 8` |
//! | a TV layout `(t,v) -> idx` in an `M x N` tile | [`Picture::of_tv`] | `T#/V#` | CuTe's 8 thread colours, `t % 8` |
//! | shared-memory banks of any layout | [`Picture::of_layout_coloured`] with [`Colouring::Banks`] | the index | bank `(idx * bytes / 4) % 32` |
//! | a `TiledMMA` (C, A, B) or a `TiledCopy` (S, D) | [`Figure::of_mma`], [`Figure::of_copy`]: several TV pictures side by side | `T#/V#` | CuTe's 8 thread colours |
//!
//! [`picture_of`] maps an expression to its picture (`print_latex(L)`,
//! `print_latex_tv(TV, tile)`, `print_latex(L, bank_color(2))`, or any expression whose
//! result is a layout). Pictures are limited to [`MAX_PICTURE_CELLS`] cells, checked before
//! anything is allocated.
//!
//! ```
//! use layout_core::runtime::draw::{picture_of, render, Format};
//! let p = picture_of("print_latex_tv(make_layout_tv((_2,_2):(_2,_1), (_1,_2):(_2,_1)))").unwrap();
//! let tex = render(&p, Format::Tikz);
//! assert!(tex.starts_with("% Layout TV: "));
//! assert!(tex.contains("\\node[fill={rgb,255:red,175;green,175;blue,255}] at (0,0) {\\shortstack{T0 \\\\ V0}};"));
//! ```

mod ascii;
mod figure;
mod fill;
mod picture;
mod picture_calls;
mod svg;
mod tikz;

pub use ascii::to_ascii;
pub use figure::{Figure, Numbers, Panel};
pub use fill::{Colouring, Fill};
pub use picture::{Cell, Label, Picture, PictureKind, MAX_PICTURE_CELLS};
pub use picture_calls::{is_picture_call, picture_of};
pub use svg::to_svg;
pub use tikz::{to_tikz, to_tikz_figure};

/// An output of the renderer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// CuTe's `print_layout` table.
    Ascii,
    /// An SVG document.
    Svg,
    /// CuTe's `print_latex` LaTeX/TikZ document.
    Tikz,
}

impl Format {
    /// The format named `ascii`, `svg`, `tex` (or `tikz`, `latex`).
    ///
    /// ```
    /// use layout_core::runtime::draw::Format;
    /// assert_eq!(Format::from_name("tex"), Some(Format::Tikz));
    /// assert_eq!(Format::from_name("png"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Format> {
        match name {
            "ascii" | "text" => Some(Format::Ascii),
            "svg" => Some(Format::Svg),
            "tex" | "tikz" | "latex" => Some(Format::Tikz),
            _ => None,
        }
    }
}

/// Draws a picture in one of the formats.
///
/// ```
/// use layout_core::runtime::draw::{picture_of, render, Format};
/// let p = picture_of("(_2,_2):(_2,_1)").unwrap();
/// assert!(render(&p, Format::Svg).contains("<rect"));
/// assert!(render(&p, Format::Ascii).starts_with("(_2,_2):(_2,_1)\n"));
/// ```
pub fn render(p: &Picture, format: Format) -> alloc::string::String {
    match format {
        Format::Ascii => to_ascii(p),
        Format::Svg => to_svg(p),
        Format::Tikz => to_tikz(p),
    }
}
