//! Several pictures in one drawing, as CuTe's `print_latex` draws a `TiledMMA` (the C tile, A
//! left of it and B above it) and a `TiledCopy` (the source tile, the destination tile right of
//! it): each panel is a [`Picture`] placed at an origin of the drawing's grid, with its row and
//! column numbers where CuTe puts them.
//!
//! | drawing | panels, at origin `(x, y)` (`x` down, `y` right) | numbers |
//! | --- | --- | --- |
//! | a layout or a TV layout ([`Figure::of_picture`]) | the picture at `(0,0)` | rows left, columns above |
//! | a `TiledMMA` ([`Figure::of_mma`]) | C `(M,N)` at `(0,0)`; A `(M,K)` at `(0,-K-1)`; B `(N,K)`, drawn `k` down and `n` across, at `(-K-1,0)` | none for C; left and above for A and B |
//! | a `TiledCopy` ([`Figure::of_copy`]) | S `(M,N)` at `(0,0)`; D `(M,N)` at `(0,N+3)` | S left and above; D right and above |
//!
//! Each panel is a TV picture ([`Picture::of_tv`]): threads in order, each thread's values in
//! order, the first `(thread, value)` to reach a cell labels it `T#/V#`.

use super::picture::{Cell, Picture, PictureKind};
use crate::runtime::{Error, IntTuple, Layout};
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

/// Where a panel's row and column numbers go, in the order CuTe's printer writes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Numbers {
    /// No numbers (the C tile of a `TiledMMA`).
    None,
    /// Row numbers left of the panel, then column numbers above it.
    LeftAbove,
    /// Column numbers above the panel, then row numbers left of it (B of a `TiledMMA`).
    AboveLeft,
    /// Row numbers right of the panel, then column numbers above it (D of a `TiledCopy`).
    RightAbove,
}

/// One picture of a [`Figure`], placed with its top-left cell at `origin`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Panel {
    /// What the panel shows.
    pub picture: Picture,
    /// The drawing's coordinate `(x, y)` of the panel's cell `(0, 0)`.
    pub origin: (i64, i64),
    /// Where its row and column numbers go.
    pub numbers: Numbers,
}

/// A drawing of one or more panels, with the comment lines that say what is drawn.
///
/// ```
/// use layout_core::runtime::draw::{Figure, Label};
/// use layout_core::runtime::{parse_value, Value};
/// let lay = |s: &str| match parse_value(s).unwrap() { Value::Layout(l) => l, _ => panic!() };
/// // CuTe's SM80_16x8x8_F16F16F16F16_TN: C, A and B (thread, value) -> index
/// let c = lay("((_4,_8),(_2,_2)):((_32,_1),(_16,_8))");
/// let a = lay("((_4,_8),(_2,_2)):((_32,_1),(_16,_8))");
/// let b = lay("((_4,_8),_2):((_16,_1),_8)");
/// let tile = parse_value("(_16,_8,_8)").unwrap().to_int_tuple().unwrap();
/// let fig = Figure::of_mma(&c, &a, &b, &tile).unwrap();
/// // B's (n,k) = (1,2) is drawn at (k - K - 1, n) = (-7, 1): thread 5 (n = 5/4), value 0
/// let (_, cell) = fig.cell_at(-7, 1).unwrap();
/// assert_eq!(cell.label, Label::ThreadValue { thread: 5, value: 0 });
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Figure {
    /// The comment lines `(caption, what)`, e.g. `("LayoutC", "((_4,_8),(_2,_2)):...")`.
    pub captions: Vec<(String, String)>,
    /// The panels, in the order they are drawn.
    pub panels: Vec<Panel>,
}

impl Figure {
    /// One picture at `(0,0)`, numbered left and above, as CuTe's `print_latex` of a layout and
    /// `print_latex_tv` draw it.
    pub fn of_picture(picture: Picture) -> Figure {
        let caption = match picture.kind() {
            PictureKind::Layout => "Layout",
            PictureKind::ThreadValue => "Layout TV",
        };
        Figure {
            captions: vec![(caption.to_string(), picture.title().to_string())],
            panels: vec![Panel {
                picture,
                origin: (0, 0),
                numbers: Numbers::LeftAbove,
            }],
        }
    }

    /// CuTe's `print_latex` of a `TiledMMA`: the TV layouts `c: (t,v) -> (m,n)`,
    /// `a: (t,v) -> (m,k)` and `b: (t,v) -> (n,k)` (each coordinate a column-major index of
    /// its tile) in the tile `tile_mnk = (M,N,K)`; see the module's table for the placement.
    ///
    /// # Errors
    /// A TV layout that is not rank 2 or reaches outside its tile, a tile that is not
    /// `(M,N,K)`, or a panel over [`MAX_PICTURE_CELLS`](super::MAX_PICTURE_CELLS) cells.
    pub fn of_mma(
        c: &Layout,
        a: &Layout,
        b: &Layout,
        tile_mnk: &IntTuple,
    ) -> Result<Figure, Error> {
        let [m, n, k] = extents::<3>(tile_mnk, "print_latex")?;
        let tile = |x: &IntTuple, y: &IntTuple| IntTuple::Tuple(vec![x.clone(), y.clone()]);
        let k_len = to_i64(&k);
        let c_pic = Picture::of_tv(c, &tile(&m, &n))?;
        let a_pic = Picture::of_tv(a, &tile(&m, &k))?;
        let b_pic = Picture::of_tv(b, &tile(&n, &k))?.transposed();
        Ok(Figure {
            captions: vec![
                ("LayoutC".to_string(), c.to_string()),
                ("LayoutA".to_string(), a.to_string()),
                ("LayoutB".to_string(), b.to_string()),
            ],
            panels: vec![
                Panel {
                    picture: c_pic,
                    origin: (0, 0),
                    numbers: Numbers::None,
                },
                Panel {
                    picture: a_pic,
                    origin: (0, -k_len - 1),
                    numbers: Numbers::LeftAbove,
                },
                Panel {
                    picture: b_pic,
                    origin: (-k_len - 1, 0),
                    numbers: Numbers::AboveLeft,
                },
            ],
        })
    }

    /// CuTe's `print_latex` of a `TiledCopy`: the source and destination TV layouts
    /// `(t,v) -> (m,n)` (column-major indices of the tile `tile_mn = (M,N)`; a tile `(M)` is
    /// `(M,1)`), the destination drawn three columns right of the source.
    ///
    /// ```
    /// use layout_core::runtime::draw::{Figure, Label};
    /// use layout_core::runtime::{parse_value, Value};
    /// let Value::Layout(tv) = parse_value("(_4,_2):(_2,_1)").unwrap() else { panic!() };
    /// let tile = parse_value("(_2,_4)").unwrap().to_int_tuple().unwrap();
    /// let fig = Figure::of_copy(&tv, &tv, &tile).unwrap();
    /// assert_eq!(fig.panels[1].origin, (0, 7)); // N + 3
    /// let (panel, cell) = fig.cell_at(1, 8).unwrap(); // D's (1, 1): index 3
    /// assert_eq!((panel, cell.label), (1, Label::ThreadValue { thread: 1, value: 1 }));
    /// ```
    ///
    /// # Errors
    /// As [`Figure::of_mma`], for a tile `(M,N)`.
    pub fn of_copy(s: &Layout, d: &Layout, tile_mn: &IntTuple) -> Result<Figure, Error> {
        let [m, n] = extents::<2>(tile_mn, "print_latex")?;
        let tile = IntTuple::Tuple(vec![m, n.clone()]);
        let n_len = to_i64(&n);
        Ok(Figure {
            captions: vec![
                ("Layout S TV".to_string(), s.to_string()),
                ("Layout D TV".to_string(), d.to_string()),
            ],
            panels: vec![
                Panel {
                    picture: Picture::of_tv(s, &tile)?,
                    origin: (0, 0),
                    numbers: Numbers::LeftAbove,
                },
                Panel {
                    picture: Picture::of_tv(d, &tile)?,
                    origin: (0, n_len + 3),
                    numbers: Numbers::RightAbove,
                },
            ],
        })
    }

    /// The cell drawn at the drawing's coordinate `(x, y)` and the index of its panel; `None`
    /// where no panel draws a cell.
    pub fn cell_at(&self, x: i64, y: i64) -> Option<(usize, &Cell)> {
        self.panels.iter().enumerate().find_map(|(i, p)| {
            let m = usize::try_from(x - p.origin.0).ok()?;
            let n = usize::try_from(y - p.origin.1).ok()?;
            p.picture.cell(m, n).map(|c| (i, c))
        })
    }
}

/// The sizes of the `R` modes of a tile, each a static or dynamic integer; a tile of fewer
/// modes is padded with `_1` (CuTe's `product_each(shape(logical_divide(_1, tile)))`).
fn extents<const R: usize>(tile: &IntTuple, op: &str) -> Result<[IntTuple; R], Error> {
    let modes = tile.modes();
    if modes.len() > R {
        return Err(Error::new(
            op,
            alloc::format!("expected a tile of {R} modes, got {tile}"),
        ));
    }
    let mut out: [IntTuple; R] = core::array::from_fn(|_| IntTuple::stat(1));
    for (o, m) in out.iter_mut().zip(modes) {
        *o = IntTuple::Int(m.product()?);
    }
    Ok(out)
}

/// An extent as a number (the extents come from [`extents`], so they are integers).
fn to_i64(t: &IntTuple) -> i64 {
    t.as_int().map_or(0, |i| i.value)
}
