//! CuTe's `TiledMMA` (`include/cute/atom/mma_atom.hpp`) as a type: an MMA atom replicated over
//! a layout of atoms (`AtomLayoutMNK`, the threads) and over values (`PermutationMNK`, the tile
//! each mode covers). Everything is static, so a `TiledMMA` is zero-sized and the layouts it
//! derives are types, folded by the type checker:
//!
//! | CuTe | here |
//! |------|------|
//! | `make_tiled_mma(atom, atom_layout_mnk, permutation_mnk)` | [`make_tiled_mma`] (`X` for CuTe's defaults) |
//! | `get_thr_layout_vmnk()` = `tiled_product(ThrID, atom_layout_mnk)` | [`TiledMMA::get_thr_layout_vmnk`] |
//! | `thrfrg_A/B/C(T)` | [`TiledMMA::thrfrg_A`], [`thrfrg_B`](TiledMMA::thrfrg_B), [`thrfrg_C`](TiledMMA::thrfrg_C) |
//! | `get_layoutA_TV()`, `get_layoutB_TV()`, `get_layoutC_TV()` | [`TiledMMA::get_layoutA_TV`], ... |
//! | `tile_size<I>(mma)`, `tile_shape(mma)`, `thr_size(mma)` | [`TiledMMA::tile_size`], [`tile_shape`](TiledMMA::tile_shape), [`thr_size`](TiledMMA::thr_size) |
//! | `partition_shape_A/B/C(mma, shape)` | [`TiledMMA::partition_shape_A`], ... |
//! | `get_slice(thr_idx)` -> `ThrMMA` | [`TiledMMA::get_slice`] -> [`ThrMMA`] |
//!
//! ```
//! use layout_core::atom::{make_tiled_mma, SM80_16x8x16_F16F16F16F16_TN};
//! use layout_core::prelude::*;
//! use layout_core::{layout, tile};
//! // CuTe's sgemm_sm80: 2x2 atoms over a 32x32x16 tile
//! let mma = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, layout!((_2,_2):(_1,_2)), tile!((_32,_32,_16)));
//! assert_eq!(mma.get_thr_layout_vmnk().to_string(), "(_32,_2,_2,_1):(_1,_32,_64,_0)");
//! assert_eq!(display(mma.tile_shape()).to_string(), "(_32,_32,_16)");
//! assert_eq!(mma.get_layoutC_TV().to_string(),
//!            "((_4,_8,_2,_2),((_2,_2),(_1,_2))):((_64,_1,_16,_256),((_32,_8),(_0,_512)))");
//! assert_eq!(core::mem::size_of_val(&mma.get_layoutC_TV()), 0);
//! ```

mod engine;
mod partition;
mod print;
mod thr_mma;

#[doc(hidden)]
pub use engine::*;
#[doc(hidden)]
pub use partition::{MmaFragmentC, MmaPartition, MmaPartitionMut, MmaThrCoord, MmaValC};
pub use thr_mma::ModeCoord;
pub use thr_mma::{ThrMMA, VmnkCoord};

use super::copy::phantom_type;
use super::mma::MmaTraits;
use super::static_layout::{StaticLeaf, StaticTuple};
use crate::algebra::{AlgebraError, Underscore};
use crate::int::{Int, _0, _1};
use crate::int_tuple::{Get, GetOf, IntTuple};
use crate::layout::Layout;
use crate::layout_like::LayoutLike;
use crate::print::display;
use core::fmt;

phantom_type! {
    /// CuTe's `TiledMMA<MMA_Atom, AtomLayoutMNK, PermutationMNK>`, made by [`make_tiled_mma`]:
    /// `Atom` is an MMA operation or `MMA_Atom<Op>`, `AtomLayoutMNK` a static layout of rank 3,
    /// `PermutationMNK` a triple of `_` ([`Underscore`]), static integers and static layouts.
    /// Zero-sized; every layout it derives is a type.
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_mma, UniversalFMA};
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// // CuTe's sgemm_2: 16x16 threads, one FMA each
    /// let mma = make_tiled_mma(UniversalFMA::<f32>::default(), layout!((_16,_16,_1):(_1,_16,_0)), X);
    /// assert_eq!(display(mma.thr_size()).to_string(), "_256");
    /// assert!(mma.to_string().starts_with("TiledMMA\n  ThrLayoutVMNK:  (_1,_16,_16,_1):(_0,_1,_16,_0)\n"));
    /// assert_eq!(core::mem::size_of_val(&mma), 0);
    /// ```
    TiledMMA<Atom, AtomLayoutMNK, PermutationMNK>
}

/// The tiled MMA [`make_tiled_mma`] makes of an atom `A`, a layout of atoms `L` and a
/// permutation `P` (an alias; see [`TiledMMA`]).
///
/// ```
/// use layout_core::atom::{TiledMmaOf, SM80_16x8x8_F16F16F16F16_TN};
/// use layout_core::prelude::*;
/// use layout_core::Layout;
/// type M = TiledMmaOf<SM80_16x8x8_F16F16F16F16_TN, Layout![(_2,_2):(_1,_2)], Underscore>;
/// assert_eq!(display(M::default().tile_shape()).to_string(), "(_32,_16,_8)");
/// ```
pub type TiledMmaOf<A, L, P> =
    TiledMMA<A, <L as AtomLayoutMNK>::Padded, <P as PermutationMNK>::Padded>;

/// CuTe's `make_tiled_mma(atom, atom_layout_mnk, permutation_mnk)`: the atom (an MMA operation
/// or `MMA_Atom<Op>`) laid out over a layout of atoms and a permutation of the `(M,N,K)` tile.
///
/// * `atom_layout` is a static layout of rank at most 3, padded to rank 3 with `_1:_0` (CuTe's
///   `append<3>(thr_layout, Layout<_1,_0>{})`); `X` stands for CuTe's default
///   `Layout<Shape<_1,_1,_1>>`.
/// * `permutation` is a tuple of at most 3 modes, each `X` (CuTe's `_`: the atom's extent times
///   the atoms in that mode), a static integer or a static layout, padded with `X`; `X` alone
///   stands for CuTe's default `Tile<_,_,_>`.
///
/// # Errors
/// A dynamic integer in the layout of atoms or in the permutation, a layout of atoms of rank
/// above 3 or a permutation of more than 3 modes does not compile (`make_tiled_mma: ...`).
///
/// ```
/// use layout_core::atom::{make_tiled_mma, GMMA, SM90_64x128x16_F32F16F16_RS};
/// use layout_core::prelude::*;
/// use layout_core::{layout, tile};
/// let op = SM90_64x128x16_F32F16F16_RS::<GMMA::Major::K, GMMA::Major::K>::default();
/// let mma = make_tiled_mma(op, layout!((_1,_2,_1):(_2,_1,_2)), tile!((_, _512, (_8,_2):(_2,_1))));
/// assert_eq!(display(mma.tile_shape()).to_string(), "(_64,_512,_16)");
/// assert_eq!(mma.get_layoutA_TV().to_string(),
///            "((_4,_8,_4,_2),((_2,_2,_2),(_1,_1))):((_256,_1,_16,_0),((_128,_8,_64),(_0,_0)))");
/// ```
///
/// A dynamic layout of atoms does not compile:
/// ```compile_fail
/// use layout_core::atom::{make_tiled_mma, SM80_16x8x8_F16F16F16F16_TN};
/// use layout_core::prelude::*;
/// let _ = make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN, Layout::new((2, _2), (_1, _2)), X);
/// ```
///
/// CuTe: `cute::make_tiled_mma`, 0t_mma_atom.md §TiledMMA.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn make_tiled_mma<A: MmaTraits, L: AtomLayoutMNK, P: PermutationMNK>(
    _atom: A,
    _atom_layout: L,
    _permutation: P,
) -> TiledMmaOf<A, L, P> {
    TiledMMA::default()
}

/// A layout of atoms for [`make_tiled_mma`]: a static layout of rank at most 3 (padded to rank 3
/// with `_1:_0`), or `X` for CuTe's default `(_1,_1,_1)`.
///
/// ```
/// use layout_core::atom::AtomLayoutMNK;
/// use layout_core::prelude::*;
/// use layout_core::Layout;
/// assert_eq!(<Layout![(_2,_2):(_1,_2)] as AtomLayoutMNK>::Padded::default().to_string(), "(_2,_2,_1):(_1,_2,_0)");
/// assert_eq!(<Underscore as AtomLayoutMNK>::Padded::default().to_string(), "(_1,_1,_1):(_0,_0,_0)");
/// ```
#[diagnostic::on_unimplemented(
    message = "make_tiled_mma: the layout of atoms is not a static layout of rank at most 3 (M,N,K)",
    note = "a TiledMMA is a type: every integer of its layout of atoms is a static `_N` (CuTe requires a static layout); write e.g. layout!((_2,_2,_1):(_1,_2,_0)), or X for (_1,_1,_1)"
)]
pub trait AtomLayoutMNK {
    /// The layout padded to rank 3.
    type Padded: Copy + Default + fmt::Display;
}
#[diagnostic::do_not_recommend]
impl AtomLayoutMNK for Underscore {
    type Padded = Layout<(_1, _1, _1), (_0, _0, _0)>;
}
macro_rules! pad_int_layout {
    ([$($g:tt)*] $I:ty) => {
        #[diagnostic::do_not_recommend]
        impl<D: Int + StaticLeaf, $($g)*> AtomLayoutMNK for Layout<$I, D>
        where
            Layout<($I, _1, _1), (D, _0, _0)>: Copy + Default + fmt::Display,
        {
            type Padded = Layout<($I, _1, _1), (D, _0, _0)>;
        }
    };
}
pad_int_layout!([] typenum::Z0);
pad_int_layout!([U: typenum::Unsigned + typenum::NonZero] typenum::PInt<U>);
#[diagnostic::do_not_recommend]
impl<S0: StaticTuple, D0: StaticTuple> AtomLayoutMNK for Layout<(S0,), (D0,)>
where
    Layout<(S0, _1, _1), (D0, _0, _0)>: Copy + Default + fmt::Display,
{
    type Padded = Layout<(S0, _1, _1), (D0, _0, _0)>;
}
#[diagnostic::do_not_recommend]
impl<S0: StaticTuple, S1: StaticTuple, D0: StaticTuple, D1: StaticTuple> AtomLayoutMNK
    for Layout<(S0, S1), (D0, D1)>
where
    Layout<(S0, S1, _1), (D0, D1, _0)>: Copy + Default + fmt::Display,
{
    type Padded = Layout<(S0, S1, _1), (D0, D1, _0)>;
}
#[diagnostic::do_not_recommend]
impl<S0, S1, S2, D0, D1, D2> AtomLayoutMNK for Layout<(S0, S1, S2), (D0, D1, D2)>
where
    S0: StaticTuple,
    S1: StaticTuple,
    S2: StaticTuple,
    D0: StaticTuple,
    D1: StaticTuple,
    D2: StaticTuple,
    Layout<(S0, S1, S2), (D0, D1, D2)>: Copy + Default + fmt::Display,
{
    type Padded = Layout<(S0, S1, S2), (D0, D1, D2)>;
}

/// A permutation for [`make_tiled_mma`]: a tuple of at most 3 modes (each `X`, a static
/// integer or a static layout), padded with `X`; or `X` for CuTe's default `(_,_,_)`.
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::tile;
/// let mma = make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN, X, tile!((_32,)));
/// assert!(mma.to_string().contains("\n  PermutationMNK: (_32,_,_)\n"));
/// ```
#[diagnostic::on_unimplemented(
    message = "make_tiled_mma: `{Self}` is not a permutation of (M,N,K): a tuple of at most 3 modes",
    note = "each mode is X (CuTe's `_`), a static integer `_N` or a static layout; X alone is (_,_,_)"
)]
pub trait PermutationMNK {
    /// The permutation padded to 3 modes.
    type Padded: Copy + Default + FmtTiles;
}
impl PermutationMNK for Underscore {
    type Padded = (Underscore, Underscore, Underscore);
}
impl PermutationMNK for () {
    type Padded = (Underscore, Underscore, Underscore);
}
impl<P0: FmtTile + Default> PermutationMNK for (P0,) {
    type Padded = (P0, Underscore, Underscore);
}
impl<P0: FmtTile + Default, P1: FmtTile + Default> PermutationMNK for (P0, P1) {
    type Padded = (P0, P1, Underscore);
}
impl<P0: FmtTile + Default, P1: FmtTile + Default, P2: FmtTile + Default> PermutationMNK
    for (P0, P1, P2)
{
    type Padded = (P0, P1, P2);
}

/// A permutation mode as CuTe prints it (`_`, `_32`, a layout).
#[doc(hidden)]
pub trait FmtTile: Copy {
    /// Prints it.
    fn fmt_tile(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}
impl FmtTile for Underscore {
    fn fmt_tile(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("_")
    }
}
impl<U: typenum::Unsigned + typenum::NonZero> FmtTile for typenum::PInt<U>
where
    typenum::PInt<U>: IntTuple,
{
    fn fmt_tile(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", display(*self))
    }
}
impl<S: IntTuple, D: IntTuple> FmtTile for Layout<S, D> {
    fn fmt_tile(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}
/// The three modes of a permutation, printed as a tuple.
#[doc(hidden)]
pub trait FmtTiles {
    /// Prints them.
    fn fmt_tiles(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}
impl<P0: FmtTile, P1: FmtTile, P2: FmtTile> FmtTiles for (P0, P1, P2) {
    fn fmt_tiles(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("(")?;
        self.0.fmt_tile(f)?;
        f.write_str(",")?;
        self.1.fmt_tile(f)?;
        f.write_str(",")?;
        self.2.fmt_tile(f)?;
        f.write_str(")")
    }
}

fn unwrap<T>(r: Result<T, AlgebraError>) -> T {
    match r {
        Ok(v) => v,
        Err(e) => panic!("{e}"),
    }
}

/// The type of [`TiledMMA::get_thr_layout_vmnk`]: CuTe's `TiledMMA::ThrLayoutVMNK` (an alias;
/// see [`Layout`]).
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::Layout;
/// type M = TiledMmaOf<SM80_16x8x8_F16F16F16F16_TN, Layout![(_2,_2):(_1,_2)], Underscore>;
/// assert_eq!(ThrLayoutVMNK::<M>::default().to_string(), "(_32,_2,_2,_1):(_1,_32,_64,_0)");
/// ```
pub type ThrLayoutVMNK<M> = <M as TiledMmaCore>::ThrLayoutVMNK;
/// The type of [`TiledMMA::tile_shape`]: `(tile_size<0>, tile_size<1>, tile_size<2>)`.
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::Layout;
/// type M = TiledMmaOf<SM80_16x8x8_F16F16F16F16_TN, Layout![(_2,_2):(_1,_2)], (_64,)>;
/// assert_eq!(display(TileShapeMNK::<M>::default()).to_string(), "(_64,_16,_8)");
/// ```
pub type TileShapeMNK<M> = <M as TiledMmaCore>::TileShape;
/// The type of [`TiledMMA::get_layoutA_TV`]: the layout as a type (an alias; see [`Layout`]).
///
/// ```
/// use layout_core::prelude::*;
/// type M = TiledMmaOf<SM80_16x8x8_F16F16F16F16_TN, Underscore, Underscore>;
/// assert_eq!(LayoutA_TV::<M>::default().to_string(), "((_4,_8),((_2,_2),(_1,_1))):((_32,_1),((_16,_8),(_0,_0)))");
/// ```
#[allow(non_camel_case_types)]
pub type LayoutA_TV<M> = LayoutTvOf<M, OperandA>;
/// The type of [`TiledMMA::get_layoutB_TV`] (an alias; see [`Layout`]).
///
/// ```
/// use layout_core::prelude::*;
/// type M = TiledMmaOf<SM80_16x8x8_F16F16F16F16_TN, Underscore, Underscore>;
/// assert_eq!(LayoutB_TV::<M>::default().to_string(), "((_4,_8),(_2,(_1,_1))):((_16,_1),(_8,(_0,_0)))");
/// ```
#[allow(non_camel_case_types)]
pub type LayoutB_TV<M> = LayoutTvOf<M, OperandB>;
/// The type of [`TiledMMA::get_layoutC_TV`] (an alias; see [`Layout`]). A kernel can name
/// its accumulator layout with it: `LayoutC_TV::<M>::default()` is the same zero-sized value
/// as `mma.get_layoutC_TV()`.
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::Layout;
/// type M = TiledMmaOf<SM80_16x8x16_F32F16F16F32_TN, Layout![(_2,_2):(_1,_2)], Underscore>;
/// assert_eq!(LayoutC_TV::<M>::default().to_string(), "((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_64,_1,_16,_256),((_32,_8),(_0,_0)))");
/// ```
#[allow(non_camel_case_types)]
pub type LayoutC_TV<M> = LayoutTvOf<M, OperandC>;

/// The members of a tiled MMA (CuTe's `TiledMMA` methods). Each method folds at compile time:
/// the result is a zero-sized value of a static type.
///
/// # Panics
/// The layout methods panic where a step of the algebra finds its input inadmissible (a layout
/// CuTe would compute silently wrong); for static layouts that is decided at compile time, so a
/// tiled MMA that works once works always, and the check costs nothing at run time.
#[allow(non_snake_case)]
impl<A, L, P> TiledMMA<A, L, P>
where
    Self: TiledMmaCore,
{
    /// CuTe's `get_thr_layout_vmnk()`: `tiled_product(ThrID, atom_layout_mnk)`, the layout
    /// `(ThrV,ThrM,ThrN,ThrK) -> thread index`.
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_mma, SM70_8x8x4_F32F16F16F32_NT};
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let mma = make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT, layout!((_2,_2):(_2,_1)), X);
    /// assert_eq!(mma.get_thr_layout_vmnk().to_string(), "((_4,_2),_2,_2,_1):((_1,_16),_8,_4,_0)");
    /// ```
    #[inline]
    pub fn get_thr_layout_vmnk(&self) -> ThrLayoutVMNK<Self> {
        unwrap(Self::thr_layout_vmnk())
    }

    /// CuTe's `thr_size(mma)` (and `size(mma)`): the number of threads, `size(ThrLayoutVMNK)`.
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_mma, SM80_16x8x8_F32TF32TF32F32_TN};
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let mma = make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN, layout!((_4,_4):(_1,_4)), X);
    /// assert_eq!(display(mma.thr_size()).to_string(), "_512");
    /// ```
    #[inline]
    pub fn thr_size(&self) -> <<ThrLayoutVMNK<Self> as LayoutLike>::Shape as IntTuple>::Size {
        LayoutLike::shape(&self.get_thr_layout_vmnk()).size()
    }

    /// CuTe's `tile_shape(mma)`: `(tile_size<0>, tile_size<1>, tile_size<2>)`, the `(M,N,K)` extent
    /// one tiled MMA covers.
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_mma, GMMA, SM90_64x16x16_F16F16F16_RS};
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let op = SM90_64x16x16_F16F16F16_RS::<GMMA::Major::K, GMMA::Major::K>::default();
    /// let mma = make_tiled_mma(op, layout!((_2,_2,_1):(_2,_1,_4)), X);
    /// assert_eq!(display(mma.tile_shape()).to_string(), "(_128,_32,_16)");
    /// ```
    #[inline]
    pub fn tile_shape(&self) -> TileShapeMNK<Self> {
        Default::default()
    }

    /// CuTe's `tile_size<I>(mma)`: the extent of mode `I` (0: M, 1: N, 2: K).
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_mma, MMA_Atom, SM80_16x8x16_F16F16F16F16_TN};
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let mma = make_tiled_mma(MMA_Atom::<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_2,_2,_1):(_1,_2,_0)), X);
    /// assert_eq!(display(mma.tile_size::<0>()).to_string(), "_32");
    /// ```
    #[inline]
    pub fn tile_size<const I: usize>(&self) -> GetOf<TileShapeMNK<Self>, I>
    where
        TileShapeMNK<Self>: Get<I>,
    {
        self.tile_shape().get()
    }

    /// CuTe's `thrfrg_A(T)`: a tensor layout `T` of shape `(M,K,...)` as
    /// `((ThrV,(ThrM,ThrK)),(FrgV,(RestM,RestK,...)))`.
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_mma, SM80_16x8x8_F16F16F16F16_TN};
    /// use layout_core::prelude::*;
    /// let mma = make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN, X, X);
    /// assert_eq!(mma.thrfrg_A(make_layout((_32, _8))).to_string(),
    ///            "(((_4,_8),(_1,_1)),((_2,_2),(_2,_1))):(((_64,_1),(_0,_0)),((_32,_8),(_16,_0)))");
    /// ```
    #[inline]
    pub fn thrfrg_A<T>(&self, t: T) -> ThrFrgOf<Self, OperandA, T>
    where
        Self: ThrFrg<OperandA, T>,
    {
        unwrap(<Self as ThrFrg<OperandA, T>>::thrfrg(t, true))
    }

    /// CuTe's `thrfrg_B(T)`: `(N,K,...)` as `((ThrV,(ThrN,ThrK)),(FrgV,(RestN,RestK,...)))`.
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_mma, SM80_16x8x8_F16F16F16F16_TN};
    /// use layout_core::prelude::*;
    /// let mma = make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN, X, X);
    /// assert_eq!(mma.thrfrg_B(make_layout((_8, _8))).to_string(),
    ///            "(((_4,_8),(_1,_1)),(_2,(_1,_1))):(((_16,_1),(_0,_0)),(_8,(_0,_0)))");
    /// ```
    #[inline]
    pub fn thrfrg_B<T>(&self, t: T) -> ThrFrgOf<Self, OperandB, T>
    where
        Self: ThrFrg<OperandB, T>,
    {
        unwrap(<Self as ThrFrg<OperandB, T>>::thrfrg(t, true))
    }

    /// CuTe's `thrfrg_C(T)`: `(M,N,...)` as `((ThrV,(ThrM,ThrN)),(FrgV,(RestM,RestN,...)))`.
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_mma, SM80_16x8x8_F16F16F16F16_TN};
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let mma = make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN, X, X);
    /// // two atoms' worth of values down M
    /// assert_eq!(mma.thrfrg_C(layout!((_32,_8):(_1,_32))).to_string(),
    ///            "(((_4,_8),(_1,_1)),((_2,_2),(_2,_1))):(((_64,_1),(_0,_0)),((_32,_8),(_16,_0)))");
    /// ```
    #[inline]
    pub fn thrfrg_C<T>(&self, t: T) -> ThrFrgOf<Self, OperandC, T>
    where
        Self: ThrFrg<OperandC, T>,
    {
        unwrap(<Self as ThrFrg<OperandC, T>>::thrfrg(t, true))
    }

    /// CuTe's `get_layoutA_TV()`: `(thread index, value) -> (m,k)` in the `(M,K)` tile, a
    /// column-major index.
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_mma, SM80_16x8x8_F16F16F16F16_TN};
    /// use layout_core::prelude::*;
    /// let mma = make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN, X, X);
    /// assert_eq!(mma.get_layoutA_TV().to_string(), "((_4,_8),((_2,_2),(_1,_1))):((_32,_1),((_16,_8),(_0,_0)))");
    /// ```
    #[inline]
    pub fn get_layoutA_TV(&self) -> LayoutA_TV<Self>
    where
        Self: LayoutTv<OperandA>,
    {
        unwrap(<Self as LayoutTv<OperandA>>::layout_tv())
    }

    /// CuTe's `get_layoutB_TV()`: `(thread index, value) -> (n,k)` in the `(N,K)` tile.
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_mma, SM80_16x8x16_F32BF16BF16F32_TN};
    /// use layout_core::prelude::*;
    /// let mma = make_tiled_mma(SM80_16x8x16_F32BF16BF16F32_TN, X, X);
    /// assert_eq!(mma.get_layoutB_TV().to_string(), "((_4,_8),((_2,_2),(_1,_1))):((_16,_1),((_8,_64),(_0,_0)))");
    /// ```
    #[inline]
    pub fn get_layoutB_TV(&self) -> LayoutB_TV<Self>
    where
        Self: LayoutTv<OperandB>,
    {
        unwrap(<Self as LayoutTv<OperandB>>::layout_tv())
    }

    /// CuTe's `get_layoutC_TV()`: `(thread index, value) -> (m,n)` in the `(M,N)` tile.
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_mma, SM80_16x8x32_S32S8S8S32_TN};
    /// use layout_core::prelude::*;
    /// let mma = make_tiled_mma(SM80_16x8x32_S32S8S8S32_TN, X, X);
    /// assert_eq!(mma.get_layoutC_TV().to_string(), "((_4,_8),((_2,_2),(_1,_1))):((_32,_1),((_16,_8),(_0,_0)))");
    /// ```
    #[inline]
    pub fn get_layoutC_TV(&self) -> LayoutC_TV<Self>
    where
        Self: LayoutTv<OperandC>,
    {
        unwrap(<Self as LayoutTv<OperandC>>::layout_tv())
    }

    /// CuTe's `partition_shape_A(mma, shape)`: the shape `(FrgV, RestM, RestK, ...)` of one
    /// thread's partition of an A tensor of that shape.
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_mma, SM80_16x8x16_F16F16F16F16_TN};
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let mma = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, layout!((_4,_2,_2):(_2,_1,_8)), X);
    /// assert_eq!(display(mma.partition_shape_A((_128, _128))).to_string(), "((_2,_2,_2),_2,_4)");
    /// ```
    #[inline]
    pub fn partition_shape_A<S>(&self, shape: S) -> PartitionShapeOf<Self, OperandA, S>
    where
        Self: PartitionShape<OperandA, S>,
    {
        unwrap(<Self as PartitionShape<OperandA, S>>::partition_shape(
            shape,
        ))
    }

    /// CuTe's `partition_shape_B(mma, shape)`: `(FrgV, RestN, RestK, ...)`.
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_mma, SM80_16x8x8_F32TF32TF32F32_TN};
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let mma = make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN, layout!((_4,_4):(_1,_4)), X);
    /// assert_eq!(display(mma.partition_shape_B((_64, _64))).to_string(), "(_2,_2,_8)");
    /// ```
    #[inline]
    pub fn partition_shape_B<S>(&self, shape: S) -> PartitionShapeOf<Self, OperandB, S>
    where
        Self: PartitionShape<OperandB, S>,
    {
        unwrap(<Self as PartitionShape<OperandB, S>>::partition_shape(
            shape,
        ))
    }

    /// CuTe's `partition_shape_C(mma, shape)`: `(FrgV, RestM, RestN, ...)`, the shape of a
    /// thread's accumulator fragment (CuTe's `partition_fragment_C`).
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_mma, SM80_16x8x16_F16F16F16F16_TN};
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let mma = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, layout!((_2,_2):(_1,_2)), X);
    /// // 4 values per atom, 4 x 8 atoms per thread
    /// assert_eq!(display(mma.partition_shape_C((_128, _128))).to_string(), "((_2,_2),_4,_8)");
    /// ```
    #[inline]
    pub fn partition_shape_C<S>(&self, shape: S) -> PartitionShapeOf<Self, OperandC, S>
    where
        Self: PartitionShape<OperandC, S>,
    {
        unwrap(<Self as PartitionShape<OperandC, S>>::partition_shape(
            shape,
        ))
    }

    /// CuTe's `get_slice(thr_idx)` (and `get_thread_slice`): the thread's view of the tiled
    /// MMA, holding its `(v,m,n,k)` coordinate in `ThrLayoutVMNK` (see [`ThrMMA`]).
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_mma, SM80_16x8x16_F16F16F16F16_TN};
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let mma = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, layout!((_2,_2,_1):(_1,_2,_0)), X);
    /// // (_32,_2,_2,_1):(_1,_32,_64,_0): thread 101 is lane 5 of the atom at m = 1, n = 1
    /// assert_eq!(mma.get_slice(101).thr_vmnk(), (5, 1, 1, 0));
    /// ```
    #[inline]
    pub fn get_slice(&self, thr_idx: i32) -> ThrMMA<Self>
    where
        ThrLayoutVMNK<Self>: VmnkCoord,
    {
        ThrMMA::new(self.get_thr_layout_vmnk().vmnk_coord(thr_idx), *self)
    }
}
