//! How cells are filled: CuTe's colour maps (`TikzColor_BWx8`, `TSVGColor_BWx8`,
//! `TikzColor_TV`, `SVGColor_TV` of `include/cute/util/print_latex.hpp` and `print_svg.hpp`)
//! and a shared-memory bank colouring.
//!
//! A [`Fill`] is a colour *class* (grey `k` of 8, thread colour `k` of 8, bank `k` of 32); each
//! output turns it into its own colour text, as CuTe's two printers do: the TikZ greys run
//! `black!00, black!40, black!20, ...` while the SVG greys run from white to dark grey.

use alloc::format;
use alloc::string::String;

/// The colour class of a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fill {
    /// White (`TikzColor_White`, `TSVGColor_White`).
    White,
    /// Grey `k` of CuTe's eight (`index % 8`).
    Grey(u8),
    /// Thread colour `k` of CuTe's eight (`thread % 8`).
    Thread(u8),
    /// Shared-memory bank `k` of 32.
    Bank(u8),
}

/// A rule that gives each cell its [`Fill`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colouring {
    /// Every cell white.
    White,
    /// CuTe's eight greys by index (`index % 8`), the default of `print_latex`.
    Greys,
    /// CuTe's eight thread colours (`thread % 8`), the default of `print_latex_tv`.
    Threads,
    /// The 4-byte shared-memory bank of the element's first byte:
    /// `(index * elem_bytes / 4) % 32`.
    Banks {
        /// The size of one element in bytes.
        elem_bytes: i64,
    },
}

impl Colouring {
    /// The fill of a cell holding `index`, drawn for `thread` (TV pictures; 0 otherwise).
    ///
    /// ```
    /// use layout_core::runtime::draw::{Colouring, Fill};
    /// assert_eq!(Colouring::Greys.fill(13, 0), Fill::Grey(5));
    /// assert_eq!(Colouring::Threads.fill(13, 9), Fill::Thread(1));
    /// assert_eq!(Colouring::Banks { elem_bytes: 2 }.fill(70, 0), Fill::Bank(3));
    /// ```
    pub fn fill(self, index: i64, thread: i64) -> Fill {
        // rem_euclid of a positive divisor is in 0..divisor, so the casts are exact
        match self {
            Colouring::White => Fill::White,
            Colouring::Greys => Fill::Grey(index.rem_euclid(8) as u8),
            Colouring::Threads => Fill::Thread(thread.rem_euclid(8) as u8),
            Colouring::Banks { elem_bytes } => {
                let byte = i128::from(index) * i128::from(elem_bytes);
                Fill::Bank(byte.div_euclid(4).rem_euclid(32) as u8)
            }
        }
    }
}

/// CuTe's `TSVGColor_BWx8`, from white to dark grey.
const SVG_GREYS: [u8; 8] = [255, 230, 205, 180, 155, 130, 105, 80];
/// CuTe's `TikzColor_BWx8`: percentages of black.
const TIKZ_GREYS: [u8; 8] = [0, 40, 20, 60, 10, 50, 30, 70];
/// CuTe's `SVGColor_TV` / `TikzColor_TV`.
const THREAD_RGB: [[u8; 3]; 8] = [
    [175, 175, 255],
    [175, 255, 175],
    [255, 255, 175],
    [255, 175, 175],
    [210, 210, 255],
    [210, 255, 210],
    [255, 255, 210],
    [255, 210, 210],
];

impl Fill {
    /// The colour as red, green and blue (TikZ greys as the grey they mix).
    ///
    /// ```
    /// use layout_core::runtime::draw::Fill;
    /// assert_eq!(Fill::Grey(1).rgb(), [230, 230, 230]);
    /// assert_eq!(Fill::Thread(0).rgb(), [175, 175, 255]);
    /// ```
    pub fn rgb(self) -> [u8; 3] {
        match self {
            Fill::White => [255, 255, 255],
            Fill::Grey(k) => [SVG_GREYS[usize::from(k % 8)]; 3],
            Fill::Thread(k) => THREAD_RGB[usize::from(k % 8)],
            Fill::Bank(k) => bank_rgb(k % 32),
        }
    }

    /// The SVG fill, e.g. `rgb(230,230,230)` (CuTe prints its greys' digits as given,
    /// `080`; SVG readers take both).
    pub fn svg(self) -> String {
        let [r, g, b] = self.rgb();
        format!("rgb({r},{g},{b})")
    }

    /// The TikZ fill, e.g. `black!40` or `{rgb,255:red,175;green,175;blue,255}`, as CuTe's
    /// `print_latex` writes it.
    ///
    /// ```
    /// use layout_core::runtime::draw::Fill;
    /// assert_eq!(Fill::Grey(1).tikz(), "black!40");
    /// assert_eq!(Fill::Thread(3).tikz(), "{rgb,255:red,255;green,175;blue,175}");
    /// ```
    pub fn tikz(self) -> String {
        match self {
            Fill::White => String::from("white"),
            Fill::Grey(k) => format!("black!{:02}", TIKZ_GREYS[usize::from(k % 8)]),
            other => {
                let [r, g, b] = other.rgb();
                format!("{{rgb,255:red,{r};green,{g};blue,{b}}}")
            }
        }
    }
}

/// 32 light colours around the hue circle, neighbouring banks far apart (bank `k` takes hue
/// `(k * 13 mod 32) / 32` of a turn) so that conflicts stand out.
fn bank_rgb(k: u8) -> [u8; 3] {
    let hue = (u32::from(k) * 13 % 32) * 6 * 256 / 32; // 0 .. 6*256
    let (sector, frac) = (hue / 256, hue % 256);
    let (hi, lo) = (255u32, 150u32);
    let up = lo + (hi - lo) * frac / 255;
    let down = hi - (hi - lo) * frac / 255;
    let [r, g, b] = match sector {
        0 => [hi, up, lo],
        1 => [down, hi, lo],
        2 => [lo, hi, up],
        3 => [lo, down, hi],
        4 => [up, lo, hi],
        _ => [hi, lo, down],
    };
    // every channel is between `lo` and `hi`, both below 256
    [r as u8, g as u8, b as u8]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn banks_have_32_distinct_colours() {
        let mut seen: alloc::vec::Vec<[u8; 3]> = (0..32).map(bank_rgb).collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 32);
    }

    #[test]
    fn negative_indices_colour_like_their_residue() {
        assert_eq!(Colouring::Greys.fill(-1, 0), Fill::Grey(7));
        assert_eq!(
            Colouring::Banks { elem_bytes: 4 }.fill(-1, 0),
            Fill::Bank(31)
        );
    }
}
