//! The type-level steps of `TiledCopy` (CuTe's `copy_atom.hpp`): `tile2thrfrg` and the layouts
//! built on it.
//!
//! **Ignore me!** Users call the methods of [`TiledCopy`](super::TiledCopy); these traits name
//! the types those methods return.
#![doc(hidden)]

use super::vector_width::{AtomThreadsFit, AtomValuesFit, Fits, WidthFold};
use crate::algebra::{
    try_coalesce_with, try_composition, try_right_inverse, try_slice, try_zipped_divide,
    AlgebraError, Checks, Coalesce, CoalesceWith, Coalesced, CoalescedWith, Compose, Composed,
    RightInverse, RightInverseOf, Slice, Sliced, Underscore, ZippedDivide, ZippedDivided,
};
use crate::atom::copy::CopyAtom;
use crate::atom::diagnostic::{Shown, ShownOf};
use crate::int::{_0, _1};
use crate::int_tuple::flatten::Leaves;
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::layout_like::LayoutLike;
use crate::stride::{Compact, LayoutLeft};

/// CuTe's `make_layout(shape)`.
type LeafLayout<S> = Layout<S, <S as Compact<LayoutLeft, _1>>::Stride>;

/// The parts of a tiled copy: its atom, `TiledLayout_TV` and `Tiler_MN`, with the checks
/// that the atom tiles the TV layout (`vector_width.rs`: [`WidthFold`], [`AtomValuesFit`]).
pub trait TiledCopyCore: Copy + Default {
    /// The copy atom.
    type Atom: CopyAtom;
    /// `TiledLayout_TV`: `(thread, value) -> coord` in the tile.
    type LayoutTV: LayoutLike + Default;
    /// `Tiler_MN`: the tile's shape.
    type Tiler: Copy + Default;
}

type ThrMode<L> = <Coalesced<Layout<<L as TvModes>::S0, <L as TvModes>::D0>> as LayoutLike>::Shape;
type ValMode<L> = <Coalesced<Layout<<L as TvModes>::S1, <L as TvModes>::D1>> as LayoutLike>::Shape;
type ThrLeaves<L> = <ThrMode<L> as Leaves>::List;
type ValLeaves<L> = <ValMode<L> as Leaves>::List;

/// The two modes of a TV layout `(thread, value)`.
pub trait TvModes {
    /// The thread mode's shape.
    type S0: IntTuple;
    /// The thread mode's stride.
    type D0: IntTuple;
    /// The value mode's shape.
    type S1: IntTuple;
    /// The value mode's stride.
    type D1: IntTuple;
}
impl<S0: IntTuple, S1: IntTuple, D0: IntTuple, D1: IntTuple> TvModes
    for Layout<(S0, S1), (D0, D1)>
{
    type S0 = S0;
    type D0 = D0;
    type S1 = S1;
    type D1 = D1;
}

impl<A, L, T> TiledCopyCore for super::TiledCopy<A, L, T>
where
    A: CopyAtom,
    L: LayoutLike + Default + TvModes,
    T: Copy + Default,
    Layout<L::S0, L::D0>: Coalesce,
    Layout<L::S1, L::D1>: Coalesce,
    Coalesced<Layout<L::S0, L::D0>>: LayoutLike,
    Coalesced<Layout<L::S1, L::D1>>: LayoutLike,
    ThrMode<L>: Leaves,
    ValMode<L>: Leaves,
    ThrLeaves<L>: WidthFold<A::NumThr>,
    ValLeaves<L>: WidthFold<A::NumVal>,
    A::NumThr: Shown,
    A::NumVal: Shown,
    ThrMode<L>: Shown,
    ValMode<L>: Shown,
    Fits<ThrLeaves<L>, A::NumThr>: AtomThreadsFit<A, ShownOf<A::NumThr>, ShownOf<ThrMode<L>>>,
    Fits<ValLeaves<L>, A::NumVal>: AtomValuesFit<A, ShownOf<A::NumVal>, ShownOf<ValMode<L>>>,
{
    type Atom = A;
    type LayoutTV = L;
    type Tiler = T;
}

// ---------------------------------------------------------------------------------------------
// tile2thrfrg

/// CuTe's `zip` of a layout `((a,b),(c,d))`: `((a,c),(b,d))`.
pub trait Zip2x2 {
    /// The zipped layout.
    type Output: Copy;
    /// Zips.
    fn zip2x2(self) -> Self::Output;
}
impl<A, B, C, D, E, F, G, H> Zip2x2 for Layout<((A, B), (C, D)), ((E, F), (G, H))>
where
    ((A, B), (C, D)): IntTuple,
    ((E, F), (G, H)): IntTuple,
    ((A, C), (B, D)): IntTuple + crate::layout::CongruentWith<((E, G), (F, H))>,
    ((E, G), (F, H)): IntTuple,
{
    type Output = Layout<((A, C), (B, D)), ((E, G), (F, H))>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip2x2(self) -> Self::Output {
        let (((a, b), (c, d)), ((e, f), (g, h))) = (self.shape(), self.stride());
        Layout::new(((a, c), (b, d)), ((e, g), (f, h)))
    }
}

/// `(AtomNumThr, AtomNumVal)`.
type AtomShape<M> = (
    <<M as TiledCopyCore>::Atom as CopyAtom>::NumThr,
    <<M as TiledCopyCore>::Atom as CopyAtom>::NumVal,
);
/// `((atom_tid,atom_val),(rest_tid,rest_val)) -> coord`.
type AtomTv<M> = ZippedDivided<<M as TiledCopyCore>::LayoutTV, AtomShape<M>>;
/// `((trg_tid,trg_val),(rest_tid,rest_val)) -> coord`.
type TrgTv<M, R> = Composed<AtomTv<M>, (R, Underscore)>;
/// `((trg_tid,rest_tid),(trg_val,rest_val)) -> coord`, coalesced by `(_1,(_1,_1))`.
type ThrVal2Mn<M, R> = CoalescedWith<<TrgTv<M, R> as Zip2x2>::Output, (_1, (_1, _1))>;
/// The tensor with its tile mode in `((thr,val), rest...)` order.
pub type TvTensor<M, R, T> = Composed<T, (ThrVal2Mn<M, R>, Underscore)>;

/// CuTe's `tile2thrfrg(tensor, ref2trg)` before its final slice: mode 0 of `tensor` (a tile of
/// `Tiler_MN`) composed with `(thread, value) -> coord` in the target's thread and value order
/// (`ref2trg`: `(target thread, target value) -> (reference thread, reference value)`).
pub trait Tile2ThrFrg<R, T> {
    /// `((thread, value), rest...)`.
    type Output: Copy;
    /// Computes it.
    /// `verify`: check the dynamic preconditions of the composition with `tensor` (see
    /// [`Checks::run_if`]).
    fn tile2thrfrg(ref2trg: R, tensor: T, verify: bool) -> Result<Self::Output, AlgebraError>;
}
impl<M, R, T> Tile2ThrFrg<R, T> for M
where
    M: TiledCopyCore,
    AtomShape<M>: Default,
    M::LayoutTV: ZippedDivide<AtomShape<M>>,
    AtomTv<M>: Compose<(R, Underscore)>,
    TrgTv<M, R>: Zip2x2,
    <TrgTv<M, R> as Zip2x2>::Output: CoalesceWith<(_1, (_1, _1))>,
    T: Compose<(ThrVal2Mn<M, R>, Underscore)>,
{
    type Output = TvTensor<M, R, T>;
    #[inline]
    fn tile2thrfrg(ref2trg: R, tensor: T, verify: bool) -> Result<Self::Output, AlgebraError> {
        let atom_tv = try_zipped_divide(M::LayoutTV::default(), AtomShape::<M>::default())?;
        let trg_tv = try_composition(atom_tv, (ref2trg, Underscore))?;
        let thrval2mn = try_coalesce_with(
            trg_tv.zip2x2(),
            (_1::default(), (_1::default(), _1::default())),
        )?;
        Checks::run_if(verify, |c| {
            tensor.compose_checked((thrval2mn, Underscore), c)
        })
    }
}

/// `right_inverse(ValLayoutRef) o ValLayoutSrc`: `(src thread, src value) -> (ref thread, ref value)`.
pub type Ref2Src<A> =
    Composed<RightInverseOf<<A as CopyAtom>::ValLayoutRef>, <A as CopyAtom>::ValLayoutSrc>;
/// `right_inverse(ValLayoutRef) o ValLayoutDst`.
pub type Ref2Dst<A> =
    Composed<RightInverseOf<<A as CopyAtom>::ValLayoutRef>, <A as CopyAtom>::ValLayoutDst>;

/// The source side of a copy (`S`: `ValLayoutSrc`) or the destination side (`D`: `ValLayoutDst`).
pub trait CopySide<A: CopyAtom> {
    /// `right_inverse(ValLayoutRef) o ValLayoutX`.
    type Ref2Trg: Copy;
    /// Computes it.
    fn ref2trg() -> Result<Self::Ref2Trg, AlgebraError>;
}
/// The source of a copy.
#[derive(Clone, Copy, Debug, Default)]
pub struct Source;
/// The destination of a copy.
#[derive(Clone, Copy, Debug, Default)]
pub struct Destination;
macro_rules! copy_side {
    ($Side:ty, $Val:ident, $Alias:ident) => {
        impl<A: CopyAtom> CopySide<A> for $Side
        where
            A::ValLayoutRef: RightInverse,
            RightInverseOf<A::ValLayoutRef>: Compose<A::$Val>,
        {
            type Ref2Trg = $Alias<A>;
            #[inline]
            fn ref2trg() -> Result<Self::Ref2Trg, AlgebraError> {
                try_composition(
                    try_right_inverse(A::ValLayoutRef::default())?,
                    A::$Val::default(),
                )
            }
        }
    };
}
copy_side!(Source, ValLayoutSrc, Ref2Src);
copy_side!(Destination, ValLayoutDst, Ref2Dst);

type RefTile<M> = LeafLayout<(<M as TiledCopyCore>::Tiler, _1)>;
type Ref2Trg<M, Side> = <Side as CopySide<<M as TiledCopyCore>::Atom>>::Ref2Trg;

/// CuTe's `get_layoutS_TV()` / `get_layoutD_TV()`: `(thread, value) -> coord` in the tile, in
/// the source's (destination's) thread and value order:
/// `tile2thrfrg(make_layout((Tiler_MN, _1)), ref2trg)(_, _, 0)`.
pub trait CopyLayoutTv<Side> {
    /// The TV layout.
    type Output: Copy;
    /// Computes it.
    fn layout_tv() -> Result<Self::Output, AlgebraError>;
}
/// The result of [`CopyLayoutTv`].
pub type CopyLayoutTvOf<M, Side> = <M as CopyLayoutTv<Side>>::Output;
type TvCoord = ((Underscore, Underscore), _0);

impl<M, Side> CopyLayoutTv<Side> for M
where
    M: TiledCopyCore + Tile2ThrFrg<Ref2Trg<M, Side>, RefTile<M>>,
    Side: CopySide<M::Atom>,
    (M::Tiler, _1): Compact<LayoutLeft, _1>,
    RefTile<M>: Default,
    <M as Tile2ThrFrg<Ref2Trg<M, Side>, RefTile<M>>>::Output: Slice<TvCoord>,
    Sliced<TvCoord, <M as Tile2ThrFrg<Ref2Trg<M, Side>, RefTile<M>>>::Output>: Copy,
{
    type Output = Sliced<TvCoord, <M as Tile2ThrFrg<Ref2Trg<M, Side>, RefTile<M>>>::Output>;
    #[inline]
    fn layout_tv() -> Result<Self::Output, AlgebraError> {
        let tv = M::tile2thrfrg(Side::ref2trg()?, RefTile::<M>::default(), true)?;
        try_slice(TvCoord::default(), tv)
    }
}

/// CuTe's `tidfrg_S(tensor)` / `tidfrg_D(tensor)`: a layout of shape `(M,N,...)` as
/// `(thread, value, (RestM,RestN,...))`, `tile2thrfrg(zipped_divide(tensor, Tiler_MN), ref2trg)`
/// unfolded by `((_,_),_)`.
pub trait TidFrg<Side, T> {
    /// `(thread, value, rest)`.
    type Output: Copy;
    /// Computes it.
    ///
    /// `verify`: check the dynamic preconditions of the divide and composition of `t`
    /// ([`Checks::run_if`]; the static ones are checked at compile time either way).
    fn tidfrg(t: T, verify: bool) -> Result<Self::Output, AlgebraError>;
}
/// The result of [`TidFrg`].
pub type TidFrgOf<M, Side, T> = <M as TidFrg<Side, T>>::Output;
type Unfold = ((Underscore, Underscore), Underscore);
type Divided<M, T> = ZippedDivided<T, <M as TiledCopyCore>::Tiler>;

impl<M, Side, T> TidFrg<Side, T> for M
where
    M: TiledCopyCore + Tile2ThrFrg<Ref2Trg<M, Side>, Divided<M, T>>,
    Side: CopySide<M::Atom>,
    T: ZippedDivide<M::Tiler>,
    <M as Tile2ThrFrg<Ref2Trg<M, Side>, Divided<M, T>>>::Output: Slice<Unfold>,
    Sliced<Unfold, <M as Tile2ThrFrg<Ref2Trg<M, Side>, Divided<M, T>>>::Output>: Copy,
{
    type Output = Sliced<Unfold, <M as Tile2ThrFrg<Ref2Trg<M, Side>, Divided<M, T>>>::Output>;
    #[inline]
    fn tidfrg(t: T, verify: bool) -> Result<Self::Output, AlgebraError> {
        let tiled = Checks::run_if(verify, |c| t.divide_checked(M::Tiler::default(), c))?;
        let tv = M::tile2thrfrg(Side::ref2trg()?, tiled, verify)?;
        try_slice(Unfold::default(), tv)
    }
}
