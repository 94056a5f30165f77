//! CuTe's `TiledCopy` (`include/cute/atom/copy_atom.hpp`) at run time: a copy atom laid over
//! a tile by a thread-value layout `TiledLayout_TV: (thread, value) -> coord` of the tile
//! `Tiler_MN`.
//!
//! * `make_tiled_copy(atom, thr, val)`: `layout_mn = raked_product(thr, val)`,
//!   `TiledLayout_TV = right_inverse(layout_mn)` reshaped to `(size(thr), size(val))`,
//!   `Tiler_MN = product_each(shape(layout_mn))` (the same steps as
//!   [`make_layout_tv`](crate::runtime::make_layout_tv));
//! * `make_tiled_copy_A/B/C(atom, mma)`: the MMA's `get_layoutX_TV()` over
//!   `(tile_size<M or N>, tile_size<K or N>)`;
//! * `get_layoutS_TV()` / `get_layoutD_TV()`: the tile's `(thread, value) -> coord` in the
//!   source's (destination's) own thread and value order, through
//!   `right_inverse(ValLayoutRef) o ValLayoutSrc` (`o ValLayoutDst`).
//!
//! A tiled copy must use whole atoms: its threads and values are multiples of the atom's
//! (CuTe: "TiledCopy uses too few thrs/vals for selected CopyAtom").

use super::copy::CopyAtom;
use super::tiled_mma::{Operand, TiledMma};
use crate::runtime::algebra::coalesce::coalesce_profile;
use crate::runtime::algebra::composition::{composition, Tiler};
use crate::runtime::algebra::divide::zipped_divide;
use crate::runtime::algebra::tile_unzip::zip_layouts;
use crate::runtime::draw::{to_tikz_figure, Figure};
use crate::runtime::{make_layout_tv, Error, Int, IntTuple, Layout};
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use core::fmt;

/// CuTe's `TiledCopy<Copy_Atom, LayoutCopy_TV, ShapeTiler_MN>`.
///
/// ```
/// use layout_core::runtime::atom::{CopyAtom, TiledCopy};
/// use layout_core::runtime::{parse_value, Value};
/// let atom = CopyAtom::from_name("Copy_Atom<UniversalCopy<uint32_t>,float>").unwrap();
/// let Value::Layout(thr) = parse_value("(_32,_8):(_8,_1)").unwrap() else { panic!() };
/// let Value::Layout(val) = parse_value("(_1,_1):(_0,_0)").unwrap() else { panic!() };
/// let copy = TiledCopy::make(atom, &thr, &val).unwrap();
/// assert_eq!(copy.tiler.to_string(), "(_32,_8)");
/// assert_eq!(copy.layout_s_tv().unwrap().to_string(), "((_8,_32),(_1,_1)):((_32,_1),(_0,_0))");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TiledCopy {
    /// The copy atom.
    pub atom: CopyAtom,
    /// `TiledLayout_TV`: `(thread, value) -> coord` in the tile, column-major.
    pub layout_tv: Layout,
    /// `Tiler_MN`: the tile's shape.
    pub tiler: IntTuple,
}

impl TiledCopy {
    /// CuTe's `make_tiled_copy_impl(atom, layout_tv, tiler)`.
    ///
    /// # Errors
    /// When `layout_tv` is not `(threads, values)` with multiples of the atom's threads and
    /// values (`size<0>` and `size<1>` of `ValLayoutRef`).
    ///
    /// ```
    /// use layout_core::runtime::evaluate;
    /// let c = evaluate("make_tiled_copy_impl(Copy_Atom<UniversalCopy<uint64_t>,half_t>,(_32,_4):(_4,_1),(_128))");
    /// assert_eq!(c.unwrap().to_string(), "make_tiled_copy_impl(Copy_Atom<UniversalCopy<uint64_t>,half_t>,(_32,_4):(_4,_1),(_128))");
    /// // the value of the expression prints the call; the TiledCopy itself prints as CuTe does
    /// let e = evaluate("make_tiled_copy_impl(Copy_Atom<UniversalCopy<uint64_t>,half_t>,(_32,_2):(_2,_1),(_64))");
    /// assert!(e.unwrap_err().to_string().contains("too few values"));
    /// ```
    pub fn new(atom: CopyAtom, layout_tv: Layout, tiler: IntTuple) -> Result<TiledCopy, Error> {
        let op = "TiledCopy";
        if layout_tv.rank() < 2 {
            return Err(Error::new(
                op,
                format!("the TV layout {layout_tv} is not (threads, values)"),
            ));
        }
        let (atom_thr, atom_val) = atom_extents(&atom)?;
        let (thr, val) = (layout_tv.mode(0)?.size()?, layout_tv.mode(1)?.size()?);
        let multiple = |n: Int, of: Int| of.value != 0 && n.value % of.value == 0;
        if !multiple(thr, atom_thr) {
            return Err(Error::new(
                op,
                format!(
                    "uses too few threads for {atom}: {thr} threads in {layout_tv} are not a \
                     multiple of the atom's {atom_thr}"
                ),
            ));
        }
        if !multiple(val, atom_val) {
            return Err(Error::new(
                op,
                format!(
                    "uses too few values for {atom}: {val} values per thread in {layout_tv} are \
                     not a multiple of the atom's {atom_val}"
                ),
            ));
        }
        Ok(TiledCopy {
            atom,
            layout_tv,
            tiler,
        })
    }

    /// CuTe's `make_tiled_copy(atom, thr_layout, val_layout)`: threads laid out by
    /// `thr_layout: (m,n) -> thread`, each with a block of values `val_layout: (m,n) -> value`.
    ///
    /// # Errors
    /// When the raked product or its right inverse fails, or the result uses partial atoms.
    pub fn make(atom: CopyAtom, thr: &Layout, val: &Layout) -> Result<TiledCopy, Error> {
        let (tiler, layout_tv) = make_layout_tv(thr, val)
            .map_err(|e| Error::new("make_tiled_copy", e.message.to_string()))?;
        TiledCopy::new(atom, layout_tv, tiler)
    }

    /// CuTe's `make_tiled_copy_A/B/C(atom, mma)`: the atom laid over the MMA's A, B or C tile
    /// with the MMA's thread-value layout.
    ///
    /// # Errors
    /// When the MMA's layouts fail or the MMA's values per thread are not whole atoms.
    ///
    /// ```
    /// use layout_core::runtime::evaluate;
    /// let m = "make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2):(_1,_2))";
    /// let a = format!("make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N,half_t>,{m})");
    /// assert_eq!(evaluate(&format!("Tiler_MN({a})")).unwrap().to_string(), "(_32,_16)");
    /// assert_eq!(
    ///     evaluate(&format!("get_layoutD_TV({a})")).unwrap().to_string(),
    ///     "((_4,_8,_2,_2),((_2,_2,_2),_1)):((_64,_1,_16,_0),((_32,_8,_256),_0))"
    /// );
    /// ```
    pub fn for_mma(atom: CopyAtom, mma: &TiledMma, operand: Operand) -> Result<TiledCopy, Error> {
        let (i, j) = operand.modes();
        let tiler = IntTuple::Tuple(vec![
            IntTuple::Int(mma.tile_size(i)?),
            IntTuple::Int(mma.tile_size(j)?),
        ]);
        TiledCopy::new(atom, mma.layout_tv(operand)?, tiler)
    }

    /// CuTe's `get_layoutS_TV()`: `(source thread, source value) -> coord` in the tile.
    ///
    /// # Errors
    /// When a step of the algebra fails.
    pub fn layout_s_tv(&self) -> Result<Layout, Error> {
        self.layout_x_tv(&self.atom.val_src)
    }

    /// CuTe's `get_layoutD_TV()`: `(destination thread, destination value) -> coord` (example
    /// at [`TiledCopy::for_mma`]).
    ///
    /// # Errors
    /// When a step of the algebra fails.
    pub fn layout_d_tv(&self) -> Result<Layout, Error> {
        self.layout_x_tv(&self.atom.val_dst)
    }

    /// `tile2thrfrg(make_layout((Tiler_MN, _1)), right_inverse(ValLayoutRef) o target)(_,_,0)`.
    fn layout_x_tv(&self, target: &Layout) -> Result<Layout, Error> {
        let ref2trg = self.atom.val_ref.right_inverse()?.composition(target)?;
        let tile = IntTuple::Tuple(vec![self.tiler.clone(), IntTuple::stat(1)]);
        let tv = self.tile2thrfrg(&Layout::column_major(&tile)?, &ref2trg)?;
        // tv(make_coord(_,_),_) then (_,_,_0): the thread and value modes of mode 0
        let frg = tv.mode(0)?;
        Ok(Layout::concat(&[frg.mode(0)?, frg.mode(1)?]))
    }

    /// CuTe's `tile2thrfrg(tensor, ref2trg)` before its final slice: mode 0 of `tensor`
    /// composed with `(thread, value) -> coord` in the target's thread and value order.
    fn tile2thrfrg(&self, tensor: &Layout, ref2trg: &Layout) -> Result<Layout, Error> {
        let (atom_thr, atom_val) = atom_extents(&self.atom)?;
        // ((atom_tid,atom_val),(rest_tid,rest_val)) -> coord
        let atoms = zipped_divide(
            &self.layout_tv,
            &Tiler::Tuple(vec![Tiler::Int(atom_thr), Tiler::Int(atom_val)]),
        )?;
        // ((trg_tid,trg_val),(rest_tid,rest_val)) -> coord
        let target = composition(
            &atoms,
            &Tiler::Tuple(vec![Tiler::Layout(ref2trg.clone()), Tiler::Underscore]),
        )?;
        // ((trg_tid,rest_tid),(trg_val,rest_val)) -> coord
        let zipped = zip_layouts(&target.mode(0)?, &target.mode(1)?, "tile2thrfrg")?;
        let profile = IntTuple::Tuple(vec![
            IntTuple::stat(1),
            IntTuple::Tuple(vec![IntTuple::stat(1), IntTuple::stat(1)]),
        ]);
        let thrval2mn = coalesce_profile(&zipped, &profile)?;
        composition(
            tensor,
            &Tiler::Tuple(vec![Tiler::Layout(thrval2mn), Tiler::Underscore]),
        )
    }
}

/// `(size<0>(ValLayoutRef), size<1>(ValLayoutRef))`: the atom's threads and values.
fn atom_extents(atom: &CopyAtom) -> Result<(Int, Int), Error> {
    let r = &atom.val_ref;
    Ok((r.mode(0)?.size()?, r.mode(1)?.size()?))
}

impl TiledCopy {
    /// The call that rebuilds it in the expression language:
    /// `make_tiled_copy_impl(ATOM,layout_tv,tiler)` (example at [`TiledCopy::new`]).
    pub fn expression(&self) -> String {
        format!(
            "make_tiled_copy_impl({},{},{})",
            self.atom, self.layout_tv, self.tiler
        )
    }

    /// The drawing CuTe's `print_latex(copy)` makes: the source and destination thread-value
    /// layouts ([`TiledCopy::layout_s_tv`], [`TiledCopy::layout_d_tv`]) in the tile
    /// `Tiler_MN`, placed as [`Figure::of_copy`] says.
    ///
    /// # Errors
    /// When a layout fails or the tile is too large to draw.
    pub fn latex_figure(&self) -> Result<Figure, Error> {
        Figure::of_copy(&self.layout_s_tv()?, &self.layout_d_tv()?, &self.tiler)
    }

    /// CuTe's `print_latex(copy)`: the LaTeX/TikZ document of [`TiledCopy::latex_figure`]
    /// (the comment lines print the TV layouts; CuTe prints them composed with the tile's
    /// identity tensor).
    ///
    /// # Errors
    /// As [`TiledCopy::latex_figure`].
    ///
    /// ```
    /// use layout_core::runtime::evaluate;
    /// use layout_core::runtime::atom::Atom;
    /// use layout_core::runtime::Value;
    /// let c = "make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>,float>,(_2,_2):(_2,_1),(_1,_1):(_0,_0))";
    /// let Value::Atom(a) = evaluate(c).unwrap() else { panic!() };
    /// let Atom::TiledCopy(copy) = *a else { panic!() };
    /// let tex = copy.print_latex().unwrap();
    /// // thread 1 copies (0,1) of the 2x2 tile, drawn at (0,1) in S and at (0,1+2+3) in D
    /// assert!(tex.contains("at (0,1) {\\shortstack{T1 \\\\ V0}};"));
    /// assert!(tex.contains("at (0,6) {\\shortstack{T1 \\\\ V0}};"));
    /// ```
    pub fn print_latex(&self) -> Result<String, Error> {
        Ok(to_tikz_figure(&self.latex_figure()?))
    }
}

/// CuTe's `print(TiledCopy)`: `TiledCopy`, its `Tiler_MN` and `TiledLayout_TV`, then the
/// atom's `Copy_Atom` block (each line ends with a newline, as CuTe's does).
///
/// ```
/// use layout_core::runtime::atom::{CopyAtom, TiledCopy};
/// use layout_core::runtime::{parse_value, Value};
/// let atom = CopyAtom::from_name("Copy_Atom<UniversalCopy<uint32_t>,float>").unwrap();
/// let Value::Layout(tv) = parse_value("(_32,_1):(_1,_0)").unwrap() else { panic!() };
/// let copy = TiledCopy::new(atom, tv, parse_value("(_32)").unwrap().to_int_tuple().unwrap()).unwrap();
/// assert_eq!(copy.to_string(), "TiledCopy\n  Tiler_MN:       (_32)\n  TiledLayout_TV: (_32,_1):(_1,_0)\n\
///     Copy_Atom\n  ThrID:        _1:_0\n  ValLayoutSrc: (_1,_1):(_0,_1)\n  ValLayoutDst: (_1,_1):(_0,_1)\n\
///     \x20 ValLayoutRef: (_1,_1):(_0,_1)\n  ValueType:    32b\n");
/// ```
impl fmt::Display for TiledCopy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "TiledCopy")?;
        writeln!(f, "  Tiler_MN:       {}", self.tiler)?;
        writeln!(f, "  TiledLayout_TV: {}", self.layout_tv)?;
        self.atom.fmt_atom(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runtime::{parse_value, Value};
    use alloc::string::ToString;

    fn layout(text: &str) -> Layout {
        match parse_value(text) {
            Ok(Value::Layout(l)) => l,
            other => panic!("{text}: {other:?}"),
        }
    }

    /// `0x_gemm_tutorial.md` (sgemm_2): 32x8 threads, each copying a 128-bit vector of four
    /// floats contiguous in M, tile the 128x8 block.
    #[test]
    fn documented_vectorized_copy() {
        let atom = CopyAtom::from_name("Copy_Atom<UniversalCopy<uint128_t>,float>").unwrap();
        let c = TiledCopy::make(
            atom,
            &layout("(_32,_8):(_1,_32)"),
            &layout("(_4,_1):(_1,_0)"),
        )
        .unwrap();
        assert_eq!(c.tiler.to_string(), "(_128,_8)");
        assert_eq!(c.layout_tv.to_string(), "(_256,_4):(_4,_1)");
        // in the source's order: the atom's one thread and value, repeated over 256 x 4
        assert_eq!(
            c.layout_s_tv().unwrap().to_string(),
            "(_256,(_4,_1)):(_4,(_1,_0))"
        );
    }

    #[test]
    fn partial_atoms_are_refused() {
        let atom = CopyAtom::from_name("Copy_Atom<SM75_U32x4_LDSM_N,half_t>").unwrap();
        let e = TiledCopy::make(
            atom,
            &layout("(_32,_1):(_1,_0)"),
            &layout("(_1,_4):(_0,_1)"),
        )
        .unwrap_err();
        assert!(e.to_string().contains("too few values"), "{e}");
    }
}
