//! CuTe's `TiledMMA` (`include/cute/atom/mma_atom.hpp`) at run time: an MMA atom replicated
//! over a layout of atoms (`AtomLayoutMNK`, the threads) and over values
//! (`PermutationMNK`, the tile each mode covers), with the layouts CuTe derives:
//!
//! * `thr_layout_vmnk = tiled_product(ThrID, atom_layout_mnk)`: `(ThrV,ThrM,ThrN,ThrK) -> thread`;
//! * `permutation_mnk<I>`: the given tile of mode `I`, or `size<I>(Shape_MNK) * size<I+1>(thr_layout_vmnk)`
//!   where it is `_`; `tile_size<I>` is its size;
//! * `thrfrg_A/B/C(T)`: `T` divided by the permutations, by the atom's tile, composed with the
//!   atom's TV layout, then divided by the thread layout:
//!   `((ThrV,(ThrM,ThrN)),(FrgV,(RestM,RestN)))` for C;
//! * `get_layoutX_TV()`: `thrfrg_X` of the whole tile with the thread mode rewritten from
//!   `(ThrV,ThrM,ThrN,ThrK)` coordinates to thread indices, `(thread, value) -> coord`;
//! * `partition_shape_X(TM, shape)`: the shape of one thread's `partition_X` of `shape`.

use super::mma::MmaAtom;
use crate::runtime::algebra::composition::{composition, Tiler};
use crate::runtime::algebra::divide::{logical_divide, zipped_divide};
use crate::runtime::algebra::product::tiled_product;
use crate::runtime::draw::{to_tikz_figure, Figure};
use crate::runtime::{Error, Int, IntTuple, Layout, Value};
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

/// The operand of an MMA: which modes of `(M,N,K)` it spans.
///
/// ```
/// use layout_core::runtime::atom::Operand;
/// assert_eq!(Operand::A.modes(), (0, 2)); // (M,K)
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    /// A: `(M,K)`.
    A,
    /// B: `(N,K)`.
    B,
    /// C (and D): `(M,N)`.
    C,
}

impl Operand {
    /// The two modes of `(M,N,K)` the operand spans.
    pub const fn modes(self) -> (usize, usize) {
        match self {
            Operand::A => (0, 2),
            Operand::B => (1, 2),
            Operand::C => (0, 1),
        }
    }
}

/// CuTe's `TiledMMA`: `make_tiled_mma(atom, atom_layout_mnk, permutation_mnk)`.
///
/// ```
/// use layout_core::runtime::atom::{MmaAtom, Operand, TiledMma};
/// use layout_core::runtime::{parse_value, Value};
/// let atom = MmaAtom::from_name("SM80_16x8x16_F16F16F16F16_TN").unwrap();
/// let Value::Layout(thr) = parse_value("(_2,_2):(_1,_2)").unwrap() else { panic!() };
/// let mma = TiledMma::new(atom, Some(&thr), Some(&parse_value("(_32,_32,_16)").unwrap())).unwrap();
/// assert_eq!(mma.thr_layout_vmnk.to_string(), "(_32,_2,_2,_1):(_1,_32,_64,_0)");
/// assert_eq!(mma.tile_shape().unwrap().to_string(), "(_32,_32,_16)");
/// assert_eq!(
///     mma.layout_tv(Operand::C).unwrap().to_string(),
///     "((_4,_8,_2,_2),((_2,_2),(_1,_2))):((_64,_1,_16,_256),((_32,_8),(_0,_512)))"
/// );
/// assert_eq!(mma.expression(), "make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2,_1):(_1,_2,_0),(_32,_32,_16))");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TiledMma {
    /// The atom.
    pub atom: MmaAtom,
    /// `AtomLayoutMNK`: the layout of atoms, padded to rank 3 with `_1:_0`.
    pub thr_layout_mnk: Layout,
    /// `PermutationMNK`: per mode, `_` or a tile (an integer or a layout), padded with `_`.
    pub permutation_mnk: Vec<Tiler>,
    /// `tiled_product(ThrID, thr_layout_mnk)`: `(ThrV,ThrM,ThrN,ThrK) -> thread index`.
    pub thr_layout_vmnk: Layout,
}

const OP: &str = "make_tiled_mma";

impl TiledMma {
    /// `make_tiled_mma(atom[, atom_layout[, permutation]])`: the layout of atoms defaults to
    /// `(_1,_1,_1)` and is padded to rank 3 with `_1:_0`; the permutation (a tuple of `_`,
    /// integers and layouts) defaults to `(_,_,_)` and is padded with `_`.
    ///
    /// # Errors
    /// When the atom layout has rank above 3, the permutation is not a tuple of at most 3
    /// static tiles (CuTe: "TiledMMA requires static permutations of MNK"), or the thread
    /// layout's product fails.
    pub fn new(
        atom: MmaAtom,
        atom_layout: Option<&Layout>,
        permutation: Option<&Value>,
    ) -> Result<TiledMma, Error> {
        let atom_layout = match atom_layout {
            Some(l) => l.clone(),
            None => Layout::column_major(&IntTuple::Tuple(vec![IntTuple::stat(1); 3]))?,
        };
        if atom_layout.rank() > 3 {
            return Err(Error::new(
                OP,
                format!("the layout of atoms {atom_layout} has rank above 3 (M,N,K)"),
            ));
        }
        let thr_layout_mnk = atom_layout.append_to(3)?;
        let mut permutation_mnk = match permutation {
            None => Vec::new(),
            Some(Value::Tuple(items)) => items.iter().map(to_tile).collect::<Result<_, _>>()?,
            Some(v @ Value::Int(_)) => vec![to_tile(v)?],
            Some(other) => {
                return Err(Error::new(
                    OP,
                    format!("the permutation {other} must be a tuple of tiles (PermM,PermN,PermK)"),
                ))
            }
        };
        if permutation_mnk.len() > 3 {
            return Err(Error::new(
                OP,
                format!(
                    "the permutation has {} modes, more than (M,N,K)",
                    permutation_mnk.len()
                ),
            ));
        }
        permutation_mnk.resize(3, Tiler::Underscore);
        let thr_layout_vmnk =
            tiled_product(&atom.traits.thr_id, &Tiler::Layout(thr_layout_mnk.clone()))?;
        Ok(TiledMma {
            atom,
            thr_layout_mnk,
            permutation_mnk,
            thr_layout_vmnk,
        })
    }

    /// CuTe's `permutation_mnk<I>()`: the tile of mode `I`, `_` resolved to
    /// `size<I>(Shape_MNK) * size<I+1>(thr_layout_vmnk)`.
    ///
    /// # Errors
    /// When `i` is not 0, 1 or 2, or the product overflows.
    ///
    /// ```
    /// use layout_core::runtime::{evaluate, Value};
    /// use layout_core::runtime::atom::Atom;
    /// let Value::Atom(a) = evaluate("make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2):(_1,_2))").unwrap() else { panic!() };
    /// let Atom::TiledMma(m) = *a else { panic!() };
    /// assert_eq!(m.permutation(0).unwrap().to_string(), "_32"); // 16 x 2 atoms in M
    /// assert_eq!(m.tile_size(1).unwrap().to_string(), "_16");
    /// assert_eq!(m.tile_shape().unwrap().to_string(), "(_32,_16,_16)");
    /// ```
    pub fn permutation(&self, i: usize) -> Result<Tiler, Error> {
        match self.permutation_mnk.get(i) {
            Some(Tiler::Underscore) => {
                let atom = self
                    .atom
                    .traits
                    .shape_mnk
                    .try_get(i, "tile_size")?
                    .product()?;
                let threads = self.thr_layout_vmnk.mode(i + 1)?.size()?;
                Ok(Tiler::Int(atom.try_mul(threads)?))
            }
            Some(t) => Ok(t.clone()),
            None => Err(Error::new(
                "tile_size",
                format!("mode {i} of (M,N,K) out of range"),
            )),
        }
    }

    /// CuTe's `tile_size<I>(mma)`: the extent of mode `I` (0: M, 1: N, 2: K) one tiled MMA covers
    /// (example at [`TiledMma::permutation`]).
    ///
    /// # Errors
    /// As [`TiledMma::permutation`].
    pub fn tile_size(&self, i: usize) -> Result<Int, Error> {
        tile_extent(&self.permutation(i)?)
    }

    /// CuTe's `tile_shape(mma)`: `(tile_size<0>, tile_size<1>, tile_size<2>)` (example at
    /// [`TiledMma::permutation`]).
    ///
    /// # Errors
    /// As [`TiledMma::permutation`].
    pub fn tile_shape(&self) -> Result<IntTuple, Error> {
        (0..3)
            .map(|i| self.tile_size(i).map(IntTuple::Int))
            .collect::<Result<Vec<_>, _>>()
            .map(IntTuple::Tuple)
    }

    /// CuTe's `thrfrg_A/B/C(T)`: `T` (of rank 2 or more) as
    /// `((ThrV,(Thr0,Thr1)),(FrgV,(Rest0,Rest1,...)))` for the operand's two modes.
    ///
    /// # Errors
    /// When `T` has rank below 2, or a divide or composition fails (a permutation that does
    /// not divide `T`, an atom that does not tile the permutation).
    ///
    /// ```
    /// use layout_core::runtime::atom::{MmaAtom, Operand, TiledMma};
    /// use layout_core::runtime::{parse_value, Value};
    /// let mma = TiledMma::new(MmaAtom::from_name("SM80_16x8x8_F16F16F16F16_TN").unwrap(), None, None).unwrap();
    /// let Value::Layout(c) = parse_value("(_32,_8):(_1,_32)").unwrap() else { panic!() };
    /// // ((ThrV,(ThrM,ThrN)),(FrgV,(RestM,RestN))): two atoms' worth of values down M
    /// assert_eq!(
    ///     mma.thrfrg(Operand::C, &c).unwrap().to_string(),
    ///     "(((_4,_8),(_1,_1)),((_2,_2),(_2,_1))):(((_64,_1),(_0,_0)),((_32,_8),(_16,_0)))"
    /// );
    /// ```
    pub fn thrfrg(&self, operand: Operand, tensor: &Layout) -> Result<Layout, Error> {
        if tensor.rank() < 2 {
            return Err(Error::new("thrfrg", format!("{tensor} has rank below 2")));
        }
        let (i, j) = operand.modes();
        let permuted = logical_divide(
            tensor,
            &Tiler::Tuple(vec![self.permutation(i)?, self.permutation(j)?]),
        )?;
        let shape = &self.atom.traits.shape_mnk;
        let atom_tile = Tiler::Tuple(vec![
            leaf_tile(shape.try_get(i, "thrfrg")?.product()?)?,
            leaf_tile(shape.try_get(j, "thrfrg")?.product()?)?,
        ]);
        let atoms = zipped_divide(&permuted, &atom_tile)?;
        let atom_tv = match operand {
            Operand::A => &self.atom.traits.a,
            Operand::B => &self.atom.traits.b,
            Operand::C => &self.atom.traits.c,
        };
        let tv = composition(
            &atoms,
            &Tiler::Tuple(vec![Tiler::Layout(atom_tv.clone()), Tiler::Underscore]),
        )?;
        let vmnk = &self.thr_layout_vmnk;
        let thr_tile = Tiler::Tuple(vec![
            Tiler::Underscore,
            Tiler::Tuple(vec![
                leaf_tile(vmnk.mode(i + 1)?.size()?)?,
                leaf_tile(vmnk.mode(j + 1)?.size()?)?,
            ]),
        ]);
        zipped_divide(&tv, &thr_tile)
    }

    /// CuTe's `get_layoutA_TV()` / `get_layoutB_TV()` / `get_layoutC_TV()`:
    /// `(thread index, value) -> coordinate` in the operand's tile (column-major index).
    ///
    /// # Errors
    /// When a step of the algebra fails (the thread layout must be static and injective).
    pub fn layout_tv(&self, operand: Operand) -> Result<Layout, Error> {
        let (i, j) = operand.modes();
        let tile = IntTuple::Tuple(vec![
            IntTuple::Int(self.tile_size(i)?),
            IntTuple::Int(self.tile_size(j)?),
        ]);
        let frg = self.thrfrg(operand, &Layout::column_major(&tile)?)?;
        let vmnk = &self.thr_layout_vmnk;
        // (ThrV,ThrM,ThrN,ThrK) -> thread index, inverted: thread index -> vmnk coordinate
        let inverse =
            Layout::concat(&[vmnk.clone(), vmnk.complement_default()?]).right_inverse()?;
        let first_column = Layout::raw(
            IntTuple::Tuple(vec![IntTuple::Int(vmnk.size()?), IntTuple::stat(1)]),
            IntTuple::Tuple(vec![IntTuple::stat(1), IntTuple::stat(0)]),
        );
        let thr_index = Tiler::Layout(first_column.composition(&inverse)?);
        let by_thread =
            |l: &Layout, t: Tiler| composition(l, &Tiler::Tuple(vec![t, Tiler::Underscore]));
        let frg = match operand {
            Operand::C => frg,
            // A ignores ThrN and B ignores ThrM: spread the operand's thread mode over both
            Operand::A | Operand::B => {
                let strides = if operand == Operand::A {
                    (1, 0)
                } else {
                    (0, 1)
                };
                let spread = Layout::raw(
                    IntTuple::Tuple(vec![
                        IntTuple::Int(vmnk.mode(1)?.size()?),
                        IntTuple::Int(vmnk.mode(2)?.size()?),
                    ]),
                    IntTuple::Tuple(vec![IntTuple::stat(strides.0), IntTuple::stat(strides.1)]),
                );
                let tile = Tiler::Tuple(vec![
                    Tiler::Underscore,
                    Tiler::Tuple(vec![Tiler::Layout(spread), Tiler::Underscore]),
                ]);
                by_thread(&frg, tile)?
            }
        };
        by_thread(&frg, thr_index)
    }

    /// CuTe's `partition_shape_A/B/C(mma, shape)`: the shape `(FrgV, Rest0, Rest1, ...)` of
    /// one thread's partition of a tensor of that shape.
    ///
    /// # Errors
    /// When `shape` has rank below 2 or [`TiledMma::thrfrg`] fails on it.
    ///
    /// ```
    /// use layout_core::runtime::evaluate;
    /// let m = "make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2):(_1,_2))";
    /// let c = evaluate(&format!("partition_shape_C({m},(_128,_128))")).unwrap();
    /// assert_eq!(c.to_string(), "((_2,_2),_4,_8)"); // 4 values per atom, 4 x 8 atoms per thread
    /// ```
    pub fn partition_shape(&self, operand: Operand, shape: &IntTuple) -> Result<IntTuple, Error> {
        let dummy = Layout::column_major(shape)?;
        let tv = self.thrfrg(operand, &dummy)?;
        let rest = vec![Value::Underscore; dummy.rank()];
        let coord = Value::Tuple(vec![
            Value::Int(Int::stat(0)),
            Value::Tuple(vec![Value::Underscore, Value::Tuple(rest)]),
        ]);
        match crate::runtime::algebra::tuple_ops::call("slice", &[coord, Value::Layout(tv)]) {
            Some(Ok(Value::Layout(l))) => Ok(l.shape),
            Some(Err(e)) => Err(e),
            _ => Err(Error::new(
                "partition_shape",
                "slicing the partition failed",
            )),
        }
    }
}

/// A permutation entry as a tile: `_`, an integer, a layout or a tuple of those; static only.
fn to_tile(v: &Value) -> Result<Tiler, Error> {
    let not_static = || {
        Error::new(
            OP,
            format!("TiledMMA requires static permutations of MNK, got {v}"),
        )
    };
    match v {
        Value::Underscore => Ok(Tiler::Underscore),
        Value::Int(n) if n.is_static => Ok(Tiler::Int(*n)),
        Value::Layout(l) if l.is_static() => Ok(Tiler::Layout(l.clone())),
        Value::Tuple(items) => items
            .iter()
            .map(to_tile)
            .collect::<Result<_, _>>()
            .map(Tiler::Tuple),
        Value::Int(_) | Value::Layout(_) => Err(not_static()),
        other => Err(Error::new(
            OP,
            format!("a permutation entry must be `_`, an integer or a layout, not {other}"),
        )),
    }
}

/// The size of a resolved permutation entry.
fn tile_extent(t: &Tiler) -> Result<Int, Error> {
    match t {
        Tiler::Int(n) => Ok(*n),
        Tiler::Layout(l) => l.size(),
        Tiler::Tuple(items) => items
            .iter()
            .try_fold(Int::stat(1), |acc, t| acc.try_mul(tile_extent(t)?)),
        Tiler::Underscore => Err(Error::new("tile_size", "unresolved `_` in a permutation")),
    }
}

/// CuTe's `make_layout(n)` as a tile (`_1:_0` for a static 1).
fn leaf_tile(n: Int) -> Result<Tiler, Error> {
    Layout::column_major(&IntTuple::Int(n)).map(Tiler::Layout)
}

impl TiledMma {
    /// The call that rebuilds it in the expression language:
    /// `make_tiled_mma(ATOM,thr_layout_mnk,permutation_mnk)`, with CuTe's rank-3 padding.
    ///
    /// ```
    /// use layout_core::runtime::atom::{MmaAtom, TiledMma};
    /// let mma = TiledMma::new(MmaAtom::from_name("UniversalFMA<float>").unwrap(), None, None).unwrap();
    /// assert_eq!(mma.expression(), "make_tiled_mma(UniversalFMA<float>,(_1,_1,_1):(_0,_0,_0),(_,_,_))");
    /// ```
    pub fn expression(&self) -> String {
        let perm: Vec<String> = self.permutation_mnk.iter().map(|t| t.to_string()).collect();
        format!(
            "make_tiled_mma({},{},({}))",
            self.atom,
            self.thr_layout_mnk,
            perm.join(",")
        )
    }

    /// The drawing CuTe's `print_latex(mma)` makes: the C, A and B thread-value layouts
    /// ([`TiledMma::layout_tv`]) in the tile [`TiledMma::tile_shape`], placed as
    /// [`Figure::of_mma`] says.
    ///
    /// # Errors
    /// When a layout fails (see [`TiledMma::layout_tv`]) or a tile is too large to draw.
    pub fn latex_figure(&self) -> Result<Figure, Error> {
        Figure::of_mma(
            &self.layout_tv(Operand::C)?,
            &self.layout_tv(Operand::A)?,
            &self.layout_tv(Operand::B)?,
            &self.tile_shape()?,
        )
    }

    /// CuTe's `print_latex(mma)`: the LaTeX/TikZ document of [`TiledMma::latex_figure`]. The
    /// comment lines print the TV layouts themselves (CuTe prints them composed with the
    /// tile's identity tensor, `ArithTuple(_0,_0) o ...`); the cells are CuTe's.
    ///
    /// # Errors
    /// As [`TiledMma::latex_figure`].
    ///
    /// ```
    /// use layout_core::runtime::atom::{MmaAtom, TiledMma};
    /// let atom = MmaAtom::from_name("SM70_8x8x4_F32F16F16F32_NT").unwrap();
    /// let tex = TiledMma::new(atom, None, None).unwrap().print_latex().unwrap();
    /// // C's (m,n) = (2,0) is thread 0's value 2
    /// assert!(tex.contains("at (2,0) {\\shortstack{T0 \\\\ V2}};"));
    /// ```
    pub fn print_latex(&self) -> Result<String, Error> {
        Ok(to_tikz_figure(&self.latex_figure()?))
    }
}

/// CuTe's `print(TiledMMA)`: `TiledMMA`, its `ThrLayoutVMNK` and `PermutationMNK`, then the
/// atom's `MMA_Atom` block (each line ends with a newline, as CuTe's does).
///
/// ```
/// use layout_core::runtime::atom::{MmaAtom, TiledMma};
/// let mma = TiledMma::new(MmaAtom::from_name("UniversalFMA<float>").unwrap(), None, None).unwrap();
/// assert_eq!(mma.to_string(), "TiledMMA\n  ThrLayoutVMNK:  (_1,_1,_1,_1):(_0,_0,_0,_0)\n  PermutationMNK: (_,_,_)\n\
///     MMA_Atom\n  ThrID:      _1:_0\n  Shape_MNK:  (_1,_1,_1)\n  LayoutA_TV: (_1,_1):(_0,_0)\n\
///     \x20 LayoutB_TV: (_1,_1):(_0,_0)\n  LayoutC_TV: (_1,_1):(_0,_0)\n");
/// ```
impl fmt::Display for TiledMma {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "TiledMMA")?;
        writeln!(f, "  ThrLayoutVMNK:  {}", self.thr_layout_vmnk)?;
        f.write_str("  PermutationMNK: (")?;
        for (k, t) in self.permutation_mnk.iter().enumerate() {
            if k > 0 {
                f.write_str(",")?;
            }
            t.fmt(f)?;
        }
        f.write_str(")\n")?;
        self.atom.traits.fmt_atom(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runtime::parse_value;
    use alloc::string::ToString;

    fn tiled(atom: &str, thr: &str, perm: &str) -> TiledMma {
        let Ok(Value::Layout(thr)) = parse_value(thr) else {
            panic!("{thr}")
        };
        let perm = parse_value(perm).unwrap();
        TiledMma::new(MmaAtom::from_name(atom).unwrap(), Some(&thr), Some(&perm)).unwrap()
    }

    /// The m-coordinates of thread 0's A values (K = 0 here, so the index is m).
    fn thread0_a(m: &TiledMma) -> Vec<i64> {
        let tv = m.layout_tv(Operand::A).unwrap();
        (0..8)
            .map(|v| {
                let c = IntTuple::Tuple(vec![IntTuple::stat(0), IntTuple::stat(v)]);
                tv.eval(&c).unwrap().value
            })
            .collect()
    }

    /// `0t_mma_atom.md`, "TiledMMAs": four SM70 quad-pair atoms in a 2x2 n-major layout over
    /// a 32x32x4 tile; T0 reads A at m = 0,1,2,3,16,17,18,19, and the M permutation
    /// `(4,4,2):(1,8,4)` makes those reads contiguous.
    #[test]
    fn documented_sm70_tiling() {
        let plain = tiled(
            "SM70_8x8x4_F32F16F16F32_NT",
            "(_2,_2):(_2,_1)",
            "(_32,_32,_4)",
        );
        assert_eq!(thread0_a(&plain), [0, 1, 2, 3, 16, 17, 18, 19]);
        assert_eq!(plain.tile_shape().unwrap().to_string(), "(_32,_32,_4)");
        let permuted = tiled(
            "SM70_8x8x4_F32F16F16F32_NT",
            "(_2,_2):(_2,_1)",
            "((_4,_4,_2):(_1,_8,_4),_32,_4)",
        );
        assert_eq!(thread0_a(&permuted), [0, 1, 2, 3, 4, 5, 6, 7]);
        // quad pair 0 is threads 0-3 and 16-19; the others fill the gaps: 4-7 and 20-23
        // (the next atom in N), 8-11 and 24-27 (the next in M), ...
        assert_eq!(
            plain.thr_layout_vmnk.to_string(),
            "((_4,_2),_2,_2,_1):((_1,_16),_8,_4,_0)"
        );
    }

    #[test]
    fn permutations_must_be_static_tuples() {
        let atom = MmaAtom::from_name("UniversalFMA<float>").unwrap();
        let dynamic = parse_value("(4,_,_)").unwrap();
        let e = TiledMma::new(atom.clone(), None, Some(&dynamic)).unwrap_err();
        assert!(e.to_string().contains("static permutations"), "{e}");
        let too_many = parse_value("(_,_,_,_)").unwrap();
        assert!(TiledMma::new(atom.clone(), None, Some(&too_many)).is_err());
        let default = TiledMma::new(atom, None, None).unwrap();
        assert_eq!(default.thr_layout_vmnk.size().unwrap().to_string(), "_1");
        assert_eq!(
            default.expression(),
            "make_tiled_mma(UniversalFMA<float>,(_1,_1,_1):(_0,_0,_0),(_,_,_))"
        );
        assert!(default
            .to_string()
            .starts_with("TiledMMA\n  ThrLayoutVMNK:  (_1,_1,_1,_1):(_0,_0,_0,_0)\n"));
    }
}
