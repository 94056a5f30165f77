//! The cell-grid model every picture is drawn from: a rank-2 view of `rows x cols` cells, each
//! empty or holding a label and a fill.
//!
//! The builders evaluate a layout once per row and once per column (a rank-2 layout is the sum
//! of its two modes' functions), so a picture of `M x N` cells costs `M + N` layout evaluations
//! and `M * N` additions. Sizes are checked against [`MAX_PICTURE_CELLS`] before anything is
//! allocated.

use super::fill::{Colouring, Fill};
use crate::runtime::{Error, Int, IntTuple, Layout};
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

/// The most cells a picture may have (512 x 512). Larger requests are refused with an error
/// before any allocation; a TV picture may also evaluate at most this many `(thread, value)`
/// pairs.
///
/// ```
/// use layout_core::runtime::draw::{Picture, MAX_PICTURE_CELLS};
/// use layout_core::runtime::{parse_value, Value};
/// let Value::Layout(l) = parse_value("(1000,1000):(1,1000)").unwrap() else { panic!() };
/// assert!(MAX_PICTURE_CELLS < 1_000_000);
/// assert!(Picture::of_layout(&l).unwrap_err().to_string().contains("too large to draw"));
/// ```
pub const MAX_PICTURE_CELLS: usize = 1 << 18;

/// What a cell shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// The index a layout maps the cell's coordinate to (`print_latex`).
    Index(i64),
    /// The first `(thread, value)` pair of a TV layout that reaches the cell (`print_latex_tv`).
    ThreadValue {
        /// The thread id `T#`.
        thread: i64,
        /// The value id `V#`.
        value: i64,
    },
}

impl fmt::Display for Label {
    /// `5` for an index, `T3/V1` for a thread and value.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Label::Index(i) => write!(f, "{i}"),
            Label::ThreadValue { thread, value } => write!(f, "T{thread}/V{value}"),
        }
    }
}

/// One drawn cell: its label and its fill.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// What the cell shows.
    pub label: Label,
    /// How the cell is filled.
    pub fill: Fill,
}

/// Which CuTe printer a picture follows; it decides the caption of the outputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PictureKind {
    /// `print_layout` / `print_latex` of a layout `(m,n) -> idx`.
    Layout,
    /// `print_latex_tv` of a TV layout `(t,v) -> idx` in an `M x N` tile.
    ThreadValue,
}

/// A grid of `rows x cols` cells, each empty or holding a [`Cell`]; the outputs
/// ([`super::to_svg`], [`super::to_tikz`], [`super::to_ascii`]) draw it.
///
/// ```
/// use layout_core::runtime::draw::{Label, Picture};
/// use layout_core::runtime::{parse_value, Value};
/// let Value::Layout(l) = parse_value("(_2,_3):(_3,_1)").unwrap() else { panic!() };
/// let p = Picture::of_layout(&l).unwrap();
/// assert_eq!((p.rows(), p.cols()), (2, 3));
/// assert_eq!(p.cell(1, 0).unwrap().label, Label::Index(3));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    kind: PictureKind,
    title: String,
    rows: usize,
    cols: usize,
    cells: Vec<Option<Cell>>,
    /// Positions (`m * cols + n`) in the order CuTe's printer draws them, when that is not
    /// row by row (a TV picture is drawn thread by thread).
    order: Option<Vec<usize>>,
    min_label_width: usize,
}

impl Picture {
    /// Which CuTe printer this picture follows.
    pub fn kind(&self) -> PictureKind {
        self.kind
    }
    /// The printed form of what is drawn (the layout, or the TV layout).
    pub fn title(&self) -> &str {
        &self.title
    }
    /// The number of rows (`M`).
    pub fn rows(&self) -> usize {
        self.rows
    }
    /// The number of columns (`N`).
    pub fn cols(&self) -> usize {
        self.cols
    }
    /// The cell at row `m`, column `n`; `None` outside the grid or where nothing was drawn.
    pub fn cell(&self, m: usize, n: usize) -> Option<&Cell> {
        if m >= self.rows || n >= self.cols {
            return None;
        }
        self.cells[m * self.cols + n].as_ref()
    }
    /// The drawn cells `(m, n, cell)` in the order CuTe's printer draws them: row by row for a
    /// layout, in `(thread, value)` order for a TV layout.
    pub fn drawn_cells(&self) -> impl Iterator<Item = (usize, usize, &Cell)> + '_ {
        let natural = 0..self.cells.len();
        let positions: alloc::boxed::Box<dyn Iterator<Item = usize> + '_> = match &self.order {
            Some(o) => alloc::boxed::Box::new(o.iter().copied()),
            None => alloc::boxed::Box::new(natural),
        };
        positions.filter_map(move |k| {
            self.cells[k]
                .as_ref()
                .map(|c| (k / self.cols, k % self.cols, c))
        })
    }
    /// The narrowest the ASCII output makes a cell's label (CuTe's `print_layout` pads every
    /// index to the digits of `cosize(L)`).
    pub fn min_label_width(&self) -> usize {
        self.min_label_width
    }

    /// The picture of a layout of rank 1 or 2, `(m,n) -> L(m,n)`, coloured by CuTe's eight greys
    /// (`index % 8`). A rank-1 layout is drawn as one column, as CuTe's `print_latex` does
    /// (`append<2>(L, _1:_0)`).
    ///
    /// # Errors
    /// A layout of rank above 2, a picture over [`MAX_PICTURE_CELLS`] cells, or index arithmetic
    /// that overflows.
    pub fn of_layout(layout: &Layout) -> Result<Picture, Error> {
        Self::of_layout_coloured(layout, Colouring::Greys, "print_latex")
    }

    /// The picture of a layout with the cells filled by `colouring`, e.g.
    /// [`Colouring::Banks`] for shared-memory banks. `op` names the operation in errors.
    ///
    /// ```
    /// use layout_core::runtime::draw::{Colouring, Fill, Picture};
    /// use layout_core::runtime::{parse_value, Value};
    /// let Value::Layout(l) = parse_value("(_4,_8):(_8,_1)").unwrap() else { panic!() };
    /// let p = Picture::of_layout_coloured(&l, Colouring::Banks { elem_bytes: 8 }, "print_svg").unwrap();
    /// // index 9 of 8-byte elements starts at byte 72: bank 18
    /// assert_eq!(p.cell(1, 1).unwrap().fill, Fill::Bank(18));
    /// ```
    pub fn of_layout_coloured(
        layout: &Layout,
        colouring: Colouring,
        op: &str,
    ) -> Result<Picture, Error> {
        let view = as_rank2(layout, op)?;
        let (row_part, col_part) = (view.mode(0)?, view.mode(1)?);
        let rows = extent(&row_part, op)?;
        let cols = extent(&col_part, op)?;
        check_cells(rows, cols, &view, op)?;
        let row_idx = mode_indices(&row_part, rows, op)?;
        let col_idx = mode_indices(&col_part, cols, op)?;
        let mut cells = Vec::with_capacity(rows * cols);
        for r in &row_idx {
            for c in &col_idx {
                let idx = r
                    .checked_add(*c)
                    .ok_or_else(|| overflow(op, &view.to_string()))?;
                cells.push(Some(Cell {
                    label: Label::Index(idx),
                    fill: colouring.fill(idx, 0),
                }));
            }
        }
        let min_label_width = match view.cosize() {
            Ok(c) => num_digits(c.value),
            Err(_) => 1,
        };
        Ok(Picture {
            kind: PictureKind::Layout,
            title: view.to_string(),
            rows,
            cols,
            cells,
            order: None,
            min_label_width,
        })
    }

    /// CuTe's `print_latex_tv(tv, tile)`: the TV layout `(t,v) -> idx` drawn in the `M x N`
    /// tile `tile` (a shape or a layout; `M` and `N` are the sizes of its two modes), where
    /// index `idx` is the tile's column-major coordinate `(idx % M, idx / M)`. Threads are
    /// visited in order, each thread's values in order; the first pair to reach a cell labels
    /// it `T#/V#` and fills it with the thread's colour.
    ///
    /// ```
    /// use layout_core::runtime::draw::{Label, Picture};
    /// use layout_core::runtime::{parse_value, Value};
    /// let Value::Layout(tv) = parse_value("(_4,_2):(_2,_1)").unwrap() else { panic!() };
    /// let tile = parse_value("(_2,_4)").unwrap().to_int_tuple().unwrap();
    /// let p = Picture::of_tv(&tv, &tile).unwrap();
    /// // thread 1, value 1 has index 3: row 1, column 1
    /// assert_eq!(p.cell(1, 1).unwrap().label, Label::ThreadValue { thread: 1, value: 1 });
    /// ```
    ///
    /// # Errors
    /// A TV layout that is not rank 2, a tile of rank above 2, an index outside the tile,
    /// or sizes over [`MAX_PICTURE_CELLS`].
    pub fn of_tv(tv: &Layout, tile: &IntTuple) -> Result<Picture, Error> {
        let op = "print_latex_tv";
        if tv.rank() != 2 {
            return Err(Error::new(
                op,
                format!(
                    "expected a TV layout of rank 2, got {tv} of rank {}",
                    tv.rank()
                ),
            ));
        }
        if tile.rank() > 2 || tile.modes().is_empty() {
            return Err(Error::new(
                op,
                format!("expected a tile (M,N) of rank 1 or 2, got {tile}"),
            ));
        }
        let size_of = |t: &IntTuple| -> Result<usize, Error> {
            let v = t.product()?.value;
            usize::try_from(v)
                .map_err(|_| Error::new(op, format!("tile {tile} has a negative size")))
        };
        // a rank-1 tile is one column, as print_latex draws a rank-1 layout
        let rows = size_of(&tile.modes()[0])?;
        let cols = match tile.modes().get(1) {
            Some(n) => size_of(n)?,
            None => 1,
        };
        check_cells(rows, cols, tile, op)?;
        let (t_part, v_part) = (tv.mode(0)?, tv.mode(1)?);
        let threads = extent(&t_part, op)?;
        let values = extent(&v_part, op)?;
        if threads
            .max(1)
            .checked_mul(values.max(1))
            .is_none_or(|n| n > MAX_PICTURE_CELLS)
        {
            return Err(Error::new(
                op,
                format!(
                    "{tv} has {threads}x{values} (thread, value) pairs: too large to draw \
                     (at most {MAX_PICTURE_CELLS})"
                ),
            ));
        }
        let t_idx = mode_indices(&t_part, threads, op)?;
        let v_idx = mode_indices(&v_part, values, op)?;
        let area = (rows * cols) as i64;
        let mut cells: Vec<Option<Cell>> = vec![None; rows * cols];
        let mut order = Vec::new();
        for (t, ti) in t_idx.iter().enumerate() {
            for (v, vi) in v_idx.iter().enumerate() {
                let idx = ti
                    .checked_add(*vi)
                    .ok_or_else(|| overflow(op, &tv.to_string()))?;
                if !(0..area).contains(&idx) {
                    return Err(Error::new(
                        op,
                        format!(
                            "T{t}/V{v} of {tv} maps to index {idx}, outside the {rows}x{cols} tile {tile}"
                        ),
                    ));
                }
                let (m, n) = (idx as usize % rows, idx as usize / rows);
                let slot = &mut cells[m * cols + n];
                if slot.is_none() {
                    order.push(m * cols + n);
                    *slot = Some(Cell {
                        label: Label::ThreadValue {
                            thread: t as i64,
                            value: v as i64,
                        },
                        fill: Colouring::Threads.fill(idx, t as i64),
                    });
                }
            }
        }
        Ok(Picture {
            kind: PictureKind::ThreadValue,
            title: tv.to_string(),
            rows,
            cols,
            cells,
            order: Some(order),
            min_label_width: 1,
        })
    }
}

impl Picture {
    /// The picture with rows and columns exchanged: the cell at `(m, n)` moves to `(n, m)`,
    /// and the drawing order is kept. CuTe's `print_latex` of a `TiledMMA` draws B this way,
    /// its `(n,k)` tile with `k` down and `n` across.
    ///
    /// ```
    /// use layout_core::runtime::draw::{Label, Picture};
    /// use layout_core::runtime::{parse_value, Value};
    /// let Value::Layout(l) = parse_value("(_2,_3):(_3,_1)").unwrap() else { panic!() };
    /// let t = Picture::of_layout(&l).unwrap().transposed();
    /// assert_eq!((t.rows(), t.cols()), (3, 2));
    /// assert_eq!(t.cell(2, 1).unwrap().label, Label::Index(5)); // L(1, 2)
    /// ```
    pub fn transposed(&self) -> Picture {
        let (rows, cols) = (self.rows, self.cols);
        let moved = |k: usize| (k % cols) * rows + k / cols;
        let mut cells = vec![None; self.cells.len()];
        for (k, c) in self.cells.iter().enumerate() {
            cells[moved(k)] = *c;
        }
        let order = match &self.order {
            Some(o) => o.iter().map(|&k| moved(k)).collect(),
            None => (0..self.cells.len()).map(moved).collect(),
        };
        Picture {
            kind: self.kind,
            title: self.title.clone(),
            rows: cols,
            cols: rows,
            cells,
            order: Some(order),
            min_label_width: self.min_label_width,
        }
    }
}

/// The layout as a rank-2 view: rank 2 as it is, rank 1 with `_1:_0` appended (CuTe's
/// `append<2>`).
fn as_rank2(layout: &Layout, op: &str) -> Result<Layout, Error> {
    match (&layout.shape, layout.rank()) {
        (IntTuple::Tuple(_), 2) => Ok(layout.clone()),
        (_, 1) => {
            let (s, d) = match (&layout.shape, &layout.stride) {
                (IntTuple::Tuple(s), IntTuple::Tuple(d)) => (s[0].clone(), d[0].clone()),
                (s, d) => (s.clone(), d.clone()),
            };
            Ok(Layout::concat(&[
                Layout::raw(s, d),
                Layout::leaf(Int::stat(1), Int::stat(0)),
            ]))
        }
        (_, r) => Err(Error::new(
            op,
            format!("expected a layout of rank 1 or 2, got {layout} of rank {r}"),
        )),
    }
}

/// The size of one mode as a count of cells.
fn extent(mode: &Layout, op: &str) -> Result<usize, Error> {
    let n = mode.size()?.value;
    usize::try_from(n).map_err(|_| Error::new(op, format!("mode {mode} has a negative size {n}")))
}

/// Refuses grids over [`MAX_PICTURE_CELLS`] cells (a side of 0 cells does not let the other
/// side grow: each side's labels are computed too).
fn check_cells(rows: usize, cols: usize, what: &dyn fmt::Display, op: &str) -> Result<(), Error> {
    let (r, c) = (rows.max(1), cols.max(1));
    if r.checked_mul(c).is_none_or(|n| n > MAX_PICTURE_CELLS) {
        return Err(Error::new(
            op,
            format!(
                "{what} is {rows}x{cols} cells: too large to draw (at most {MAX_PICTURE_CELLS} cells)"
            ),
        ));
    }
    Ok(())
}

/// `mode(i)` for `i` in `0..count`: a mode's index function at each 1-D coordinate.
fn mode_indices(mode: &Layout, count: usize, op: &str) -> Result<Vec<i64>, Error> {
    if count > MAX_PICTURE_CELLS {
        return Err(Error::new(
            op,
            format!("{mode} has {count} cells: too large to draw (at most {MAX_PICTURE_CELLS})"),
        ));
    }
    (0..count)
        .map(|i| {
            let i = i64::try_from(i).map_err(|_| overflow(op, &mode.to_string()))?;
            Ok(mode.eval(&IntTuple::Int(Int::dynamic(i)))?.value)
        })
        .collect()
}

fn overflow(op: &str, what: &str) -> Error {
    Error::new(op, format!("index arithmetic of {what} overflows"))
}

/// CuTe's `num_digits`: decimal digits of a non-negative number (1 below 10).
fn num_digits(x: i64) -> usize {
    x.max(0).to_string().len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runtime::{parse_value, Value};

    fn layout(text: &str) -> Layout {
        match parse_value(text) {
            Ok(Value::Layout(l)) => l,
            other => panic!("not a layout: {other:?}"),
        }
    }

    #[test]
    fn rank_one_is_one_column() {
        let p = Picture::of_layout(&layout("_4:_2")).unwrap();
        assert_eq!((p.rows(), p.cols()), (4, 1));
        assert_eq!(p.title(), "(_4,_1):(_2,_0)");
        assert_eq!(p.cell(3, 0).unwrap().label, Label::Index(6));
    }

    #[test]
    fn tv_first_pair_wins_and_gaps_stay_empty() {
        // two threads broadcast to the same two cells of a 2x2 tile
        let tv = layout("(_2,_2):(_0,_1)");
        let tile = parse_value("(_2,_2)").unwrap().to_int_tuple().unwrap();
        let p = Picture::of_tv(&tv, &tile).unwrap();
        assert_eq!(
            p.cell(1, 0).unwrap().label,
            Label::ThreadValue {
                thread: 0,
                value: 1
            }
        );
        assert!(p.cell(0, 1).is_none());
    }

    #[test]
    fn tv_outside_tile_is_an_error() {
        let tv = layout("(_2,_2):(_2,_1)");
        let tile = parse_value("(_2,_1)").unwrap().to_int_tuple().unwrap();
        let e = Picture::of_tv(&tv, &tile).unwrap_err().to_string();
        assert!(e.contains("outside the 2x1 tile"), "{e}");
    }

    #[test]
    fn huge_shapes_are_refused_before_allocation() {
        let e = Picture::of_layout(&layout("(4611686018427387904,4):(1,0)")).unwrap_err();
        assert!(e.to_string().contains("too large to draw"), "{e}");
    }
}
