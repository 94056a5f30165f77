//! The type-level steps of `TiledMMA` (CuTe's `mma_atom.hpp`), one trait per step, each with
//! its own bounds so that the public methods ask for one bound each.
//!
//! **Ignore me!** Users call the methods of [`TiledMMA`](super::TiledMMA); these traits name
//! the types those methods return.
#![doc(hidden)]

use crate::algebra::complement::DefaultCotarget;
use crate::algebra::{
    try_complement, try_composition, try_right_inverse, try_tiled_product, AlgebraError, Checks,
    Complement, ComplementedSelf, Compose, Composed, LogicalDivide, LogicalDivided, RightInverse,
    RightInverseOf, TiledProduct, TiledProductOf, Underscore, ZippedDivide, ZippedDivided,
};
use crate::algebra::{try_slice, Slice, Sliced};
use crate::atom::mma::MmaTraits;
use crate::atom::StaticTuple;
use crate::int::{Int, IntMul, IntProd, StaticInt, _0, _1};
use crate::int_tuple::IntTuple;
use crate::layout::{make_layout_of, Layout, LayoutOfLayouts, MakeLayoutOf};
use crate::layout_like::LayoutLike;
use crate::stride::{Compact, LayoutLeft};
use typenum::{NonZero, PInt, Unsigned};

/// CuTe's `make_layout(n)` for a static `n` (`_1:_0` for `_1`).
pub type LeafLayout<N> = Layout<N, <N as Compact<LayoutLeft, _1>>::Stride>;

// ---------------------------------------------------------------------------------------------
// Operands

/// Operand A of an MMA: modes `(M, K)` of `(M, N, K)`, the atom's `ALayout`.
#[derive(Clone, Copy, Debug, Default)]
pub struct OperandA;
/// Operand B of an MMA: modes `(N, K)`, the atom's `BLayout`.
#[derive(Clone, Copy, Debug, Default)]
pub struct OperandB;
/// Operand C (and D) of an MMA: modes `(M, N)`, the atom's `CLayout`.
#[derive(Clone, Copy, Debug, Default)]
pub struct OperandC;

/// The two modes of a triple `(M, N, K)` that an operand spans.
pub trait PickModes<T> {
    /// `(M, K)`, `(N, K)` or `(M, N)`.
    type Output: Copy + Default;
}
/// The picked modes.
pub type Picked<Op, T> = <Op as PickModes<T>>::Output;
impl<M: Copy + Default, N: Copy + Default, K: Copy + Default> PickModes<(M, N, K)> for OperandA {
    type Output = (M, K);
}
impl<M: Copy + Default, N: Copy + Default, K: Copy + Default> PickModes<(M, N, K)> for OperandB {
    type Output = (N, K);
}
impl<M: Copy + Default, N: Copy + Default, K: Copy + Default> PickModes<(M, N, K)> for OperandC {
    type Output = (M, N);
}

/// The atom's TV layout of an operand: `ALayout`, `BLayout` or `CLayout`.
pub trait AtomTv<A: MmaTraits> {
    /// The layout.
    type Output: LayoutLike + Default;
}
/// The atom's TV layout of `Op`.
pub type AtomTvOf<Op, A> = <Op as AtomTv<A>>::Output;
impl<A: MmaTraits> AtomTv<A> for OperandA {
    type Output = A::ALayout;
}
impl<A: MmaTraits> AtomTv<A> for OperandB {
    type Output = A::BLayout;
}
impl<A: MmaTraits> AtomTv<A> for OperandC {
    type Output = A::CLayout;
}

// ---------------------------------------------------------------------------------------------
// Mode sizes

/// `(size<0>(t), size<1>(t), size<2>(t))` of a triple.
pub trait Sizes3 {
    /// The sizes.
    type Output: Copy + Default;
}
/// The sizes of a triple.
pub type Sizes3Of<T> = <T as Sizes3>::Output;
impl<M: IntTuple, N: IntTuple, K: IntTuple> Sizes3 for (M, N, K) {
    type Output = (M::Size, N::Size, K::Size);
}

/// `(size<1>(t), size<2>(t), size<3>(t))` of `(V, M, N, K)`: the threads tiled in M, N and K.
pub trait ThrSizes3 {
    /// The sizes.
    type Output: Copy + Default;
}
/// The thread sizes of a VMNK shape.
pub type ThrSizes3Of<T> = <T as ThrSizes3>::Output;
impl<V: IntTuple, M: IntTuple, N: IntTuple, K: IntTuple> ThrSizes3 for (V, M, N, K) {
    type Output = (M::Size, N::Size, K::Size);
}

/// `(make_layout(a), make_layout(b), make_layout(c))` of three static integers.
pub trait LeafLayouts3 {
    /// The layouts.
    type Output: Copy + Default;
}
/// The layouts of three sizes.
pub type LeafLayouts3Of<T> = <T as LeafLayouts3>::Output;
impl<A, B, C> LeafLayouts3 for (A, B, C)
where
    A: Compact<LayoutLeft, _1>,
    B: Compact<LayoutLeft, _1>,
    C: Compact<LayoutLeft, _1>,
    LeafLayout<A>: Default,
    LeafLayout<B>: Default,
    LeafLayout<C>: Default,
{
    type Output = (LeafLayout<A>, LeafLayout<B>, LeafLayout<C>);
}

// ---------------------------------------------------------------------------------------------
// Permutations

/// A mode of `PermutationMNK`: `_` (resolved to `size<I>(Shape_MNK) * size<I+1>(ThrLayoutVMNK)`),
/// a static integer or a static layout.
#[diagnostic::on_unimplemented(
    message = "make_tiled_mma: `{Self}` is not a permutation mode: TiledMMA requires static permutations of MNK",
    note = "each mode of the permutation is `X` (CuTe's `_`), a static integer `_N` or a static layout"
)]
pub trait PermMode<Default>: Copy {
    /// The mode with `_` resolved to `Default`.
    type Resolved: Copy + core::default::Default + TileExtent;
}
impl<Dflt: Copy + core::default::Default + TileExtent> PermMode<Dflt> for Underscore {
    type Resolved = Dflt;
}
impl<U: Unsigned + NonZero, Dflt> PermMode<Dflt> for PInt<U>
where
    PInt<U>: StaticInt,
{
    type Resolved = PInt<U>;
}
impl<S: IntTuple + StaticTuple, D: IntTuple + StaticTuple, Dflt> PermMode<Dflt> for Layout<S, D>
where
    Layout<S, D>: Default,
    S::Size: StaticInt,
{
    type Resolved = Layout<S, D>;
}

/// The extent a permutation mode covers: CuTe's `size(permutation_mnk<I>())`.
pub trait TileExtent {
    /// The extent, a static integer.
    type Size: StaticInt + IntTuple;
}
impl<U: Unsigned + NonZero> TileExtent for PInt<U>
where
    PInt<U>: StaticInt + IntTuple,
{
    type Size = PInt<U>;
}
impl<S: IntTuple, D> TileExtent for Layout<S, D>
where
    S::Size: StaticInt + IntTuple,
{
    type Size = S::Size;
}

/// The three modes of a permutation, each resolved against the atom's sizes `A` and the thread
/// sizes `T`: `(perm0, perm1, perm2)` and their extents, the tile shape.
pub trait ResolvePerms<A, T> {
    /// The resolved permutation.
    type Output: Copy + Default;
    /// `(tile_size<0>, tile_size<1>, tile_size<2>)`.
    type TileShape: IntTuple + Default;
}
impl<P0, P1, P2, A0, A1, A2, T0: Int, T1: Int, T2: Int> ResolvePerms<(A0, A1, A2), (T0, T1, T2)>
    for (P0, P1, P2)
where
    A0: IntMul<T0>,
    A1: IntMul<T1>,
    A2: IntMul<T2>,
    P0: PermMode<IntProd<A0, T0>>,
    P1: PermMode<IntProd<A1, T1>>,
    P2: PermMode<IntProd<A2, T2>>,
    (
        <P0::Resolved as TileExtent>::Size,
        <P1::Resolved as TileExtent>::Size,
        <P2::Resolved as TileExtent>::Size,
    ): IntTuple + Default,
{
    type Output = (P0::Resolved, P1::Resolved, P2::Resolved);
    type TileShape = (
        <P0::Resolved as TileExtent>::Size,
        <P1::Resolved as TileExtent>::Size,
        <P2::Resolved as TileExtent>::Size,
    );
}

// ---------------------------------------------------------------------------------------------
// The core of a tiled MMA

/// What CuTe's `TiledMMA` computes from its atom, its layout of atoms and its permutation.
pub trait TiledMmaCore: Copy + Default {
    /// The atom.
    type Atom: MmaTraits;
    /// `ThrLayoutVMNK = tiled_product(ThrID, AtomLayoutMNK)`: `(ThrV,ThrM,ThrN,ThrK) -> thread`.
    type ThrLayoutVMNK: LayoutLike + Default;
    /// The permutation, `_` resolved: CuTe's `(permutation_mnk<0>(), <1>, <2>)`.
    type Perm: Copy + Default;
    /// `(tile_size<0>, tile_size<1>, tile_size<2>)`.
    type TileShape: IntTuple + Default;
    /// `(make_layout(size<0>(Shape_MNK)), ... <1>, ... <2>)`.
    type AtomTiles: Copy + Default;
    /// `(size<1>(ThrLayoutVMNK), size<2>, size<3>)`.
    type ThrSizes: Copy + Default;
    /// `(make_layout(size<1>(ThrLayoutVMNK)), ... <2>, ... <3>)`.
    type ThrTiles: Copy + Default;
    /// `thr_idx -> (ThrV,ThrM,ThrN,ThrK)`: `(size(vmnk),_1):(_1,_0) o right_inverse((vmnk, complement(vmnk)))`.
    type ThrIdx: Copy + Default;
    /// Computes `ThrLayoutVMNK`.
    fn thr_layout_vmnk() -> Result<Self::ThrLayoutVMNK, AlgebraError>;
    /// Computes `ThrIdx`.
    fn thr_idx() -> Result<Self::ThrIdx, AlgebraError>;
}

/// `ThrLayoutVMNK` of an atom and a layout of atoms.
pub type Vmnk<A, L> = TiledProductOf<<A as MmaTraits>::ThrID, L>;
type VmnkShape<A, L> = <Vmnk<A, L> as LayoutLike>::Shape;
type VmnkFull<A, L> = LayoutOfLayouts<(Vmnk<A, L>, ComplementedSelf<Vmnk<A, L>>)>;
type VmnkSizeOne<A, L> = Layout<(<VmnkShape<A, L> as IntTuple>::Size, _1), (_1, _0)>;
/// `thr_idx -> vmnk` of an atom and a layout of atoms.
pub type ThrIdxOf<A, L> = Composed<VmnkSizeOne<A, L>, RightInverseOf<VmnkFull<A, L>>>;

impl<A, L, P> TiledMmaCore for super::TiledMMA<A, L, P>
where
    A: MmaTraits,
    L: Copy + Default,
    P: ResolvePerms<Sizes3Of<A::Shape_MNK>, ThrSizes3Of<VmnkShape<A, L>>>,
    A::Shape_MNK: Sizes3,
    Sizes3Of<A::Shape_MNK>: LeafLayouts3,
    A::ThrID: TiledProduct<L>,
    Vmnk<A, L>: LayoutLike
        + Default
        + DefaultCotarget
        + Complement<<Vmnk<A, L> as DefaultCotarget>::Output>,
    VmnkShape<A, L>: ThrSizes3,
    ThrSizes3Of<VmnkShape<A, L>>: LeafLayouts3,
    (Vmnk<A, L>, ComplementedSelf<Vmnk<A, L>>): MakeLayoutOf,
    VmnkFull<A, L>: RightInverse,
    <VmnkShape<A, L> as IntTuple>::Size: Int,
    VmnkSizeOne<A, L>: Compose<RightInverseOf<VmnkFull<A, L>>> + Default,
    ThrIdxOf<A, L>: Default,
{
    type Atom = A;
    type ThrLayoutVMNK = Vmnk<A, L>;
    type Perm = P::Output;
    type TileShape = P::TileShape;
    type AtomTiles = LeafLayouts3Of<Sizes3Of<A::Shape_MNK>>;
    type ThrSizes = ThrSizes3Of<VmnkShape<A, L>>;
    type ThrTiles = LeafLayouts3Of<ThrSizes3Of<VmnkShape<A, L>>>;
    type ThrIdx = ThrIdxOf<A, L>;
    #[inline]
    fn thr_layout_vmnk() -> Result<Self::ThrLayoutVMNK, AlgebraError> {
        try_tiled_product(A::ThrID::default(), L::default())
    }
    #[inline]
    fn thr_idx() -> Result<Self::ThrIdx, AlgebraError> {
        let vmnk = Self::thr_layout_vmnk()?;
        let full = make_layout_of((vmnk, try_complement(vmnk)?));
        try_composition(VmnkSizeOne::<A, L>::default(), try_right_inverse(full)?)
    }
}

// ---------------------------------------------------------------------------------------------
// thrfrg_A/B/C

type Step1<M, Op, T> = LogicalDivided<T, Picked<Op, <M as TiledMmaCore>::Perm>>;
type Step2<M, Op, T> = ZippedDivided<Step1<M, Op, T>, Picked<Op, <M as TiledMmaCore>::AtomTiles>>;
type Step3<M, Op, T> =
    Composed<Step2<M, Op, T>, (AtomTvOf<Op, <M as TiledMmaCore>::Atom>, Underscore)>;
type ThrTile<M, Op> = (Underscore, Picked<Op, <M as TiledMmaCore>::ThrTiles>);

/// CuTe's `thrfrg_A/B/C(T)`: `T` divided by the permutation, by the atom's tile, composed with
/// the atom's TV layout, then divided by the threads:
/// `((ThrV,(Thr0,Thr1)),(FrgV,(Rest0,Rest1,...)))`.
pub trait ThrFrg<Op, T> {
    /// The thread-fragment layout.
    type Output: Copy;
    /// Computes it.
    ///
    /// `verify`: check the dynamic preconditions of the divides and composition of `t`
    /// ([`Checks::run_if`]; the static ones are checked at compile time either way).
    fn thrfrg(t: T, verify: bool) -> Result<Self::Output, AlgebraError>;
}
/// The result of [`ThrFrg`].
pub type ThrFrgOf<M, Op, T> = <M as ThrFrg<Op, T>>::Output;

impl<M, Op, T> ThrFrg<Op, T> for M
where
    M: TiledMmaCore,
    Op: PickModes<M::Perm> + PickModes<M::AtomTiles> + PickModes<M::ThrTiles> + AtomTv<M::Atom>,
    T: LogicalDivide<Picked<Op, M::Perm>>,
    Step1<M, Op, T>: ZippedDivide<Picked<Op, M::AtomTiles>>,
    Step2<M, Op, T>: Compose<(AtomTvOf<Op, M::Atom>, Underscore)>,
    Step3<M, Op, T>: ZippedDivide<ThrTile<M, Op>>,
{
    type Output = ZippedDivided<Step3<M, Op, T>, ThrTile<M, Op>>;
    #[inline]
    fn thrfrg(t: T, verify: bool) -> Result<Self::Output, AlgebraError> {
        Checks::run_if(verify, |c| {
            let permuted = LogicalDivide::divide_checked(t, Picked::<Op, M::Perm>::default(), c);
            let atoms =
                ZippedDivide::divide_checked(permuted, Picked::<Op, M::AtomTiles>::default(), c);
            let tv = atoms.compose_checked((AtomTvOf::<Op, M::Atom>::default(), Underscore), c);
            ZippedDivide::divide_checked(tv, ThrTile::<M, Op>::default(), c)
        })
    }
}

// ---------------------------------------------------------------------------------------------
// get_layoutA/B/C_TV

/// The spreading of an operand's thread mode `(ThrV,(Thr0,Thr1))` over `(ThrV,(ThrM,ThrN,ThrK))`:
/// A ignores `ThrN`, B ignores `ThrM`, C is already there.
pub trait SpreadThreads<F, TS> {
    /// The spread layout.
    type Output: Copy;
    /// Spreads.
    fn spread(f: F) -> Result<Self::Output, AlgebraError>;
}
type SpreadTile<TM, TN, DM, DN> = (
    (Underscore, (Layout<(TM, TN), (DM, DN)>, Underscore)),
    Underscore,
);
macro_rules! spread {
    ($Op:ty, $DM:ty, $DN:ty) => {
        impl<F, TM, TN, TK> SpreadThreads<F, (TM, TN, TK)> for $Op
        where
            F: Compose<SpreadTile<TM, TN, $DM, $DN>>,
            SpreadTile<TM, TN, $DM, $DN>: Default,
        {
            type Output = Composed<F, SpreadTile<TM, TN, $DM, $DN>>;
            #[inline]
            fn spread(f: F) -> Result<Self::Output, AlgebraError> {
                try_composition(f, SpreadTile::<TM, TN, $DM, $DN>::default())
            }
        }
    };
}
spread!(OperandA, _1, _0);
spread!(OperandB, _0, _1);
impl<F: Copy, TS> SpreadThreads<F, TS> for OperandC {
    type Output = F;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn spread(f: F) -> Result<F, AlgebraError> {
        Ok(f)
    }
}

type RefLayout<M, Op> = LeafLayout<Picked<Op, <M as TiledMmaCore>::TileShape>>;
type Spread<M, Op> =
    <Op as SpreadThreads<ThrFrgOf<M, Op, RefLayout<M, Op>>, <M as TiledMmaCore>::ThrSizes>>::Output;

/// CuTe's `get_layoutA_TV()` / `get_layoutB_TV()` / `get_layoutC_TV()`:
/// `(thread index, value) -> coordinate` of the operand's tile (a column-major index).
pub trait LayoutTv<Op> {
    /// The TV layout.
    type Output: Copy;
    /// Computes it.
    fn layout_tv() -> Result<Self::Output, AlgebraError>;
}
/// The result of [`LayoutTv`].
pub type LayoutTvOf<M, Op> = <M as LayoutTv<Op>>::Output;

impl<M, Op> LayoutTv<Op> for M
where
    M: TiledMmaCore + ThrFrg<Op, RefLayout<M, Op>>,
    Op: PickModes<M::TileShape> + SpreadThreads<ThrFrgOf<M, Op, RefLayout<M, Op>>, M::ThrSizes>,
    Picked<Op, M::TileShape>: Compact<LayoutLeft, _1>,
    RefLayout<M, Op>: Default,
    Spread<M, Op>: Compose<(M::ThrIdx, Underscore)>,
{
    type Output = Composed<Spread<M, Op>, (M::ThrIdx, Underscore)>;
    #[inline]
    fn layout_tv() -> Result<Self::Output, AlgebraError> {
        let frg = M::thrfrg(RefLayout::<M, Op>::default(), true)?;
        let spread = Op::spread(frg)?;
        try_composition(spread, (M::thr_idx()?, Underscore))
    }
}

// ---------------------------------------------------------------------------------------------
// partition_shape_A/B/C

/// `(_, _, ...)`: one underscore per mode of a tuple (CuTe's `repeat<rank(t)>(_)`).
pub trait Underscores {
    /// The tuple of underscores.
    type Output: Copy + Default;
}
/// The underscores of a tuple.
pub type UnderscoresOf<T> = <T as Underscores>::Output;
macro_rules! underscore_of {
    ($T:ident) => {
        Underscore
    };
}
macro_rules! tuple_underscores {
    ($($T:ident),*) => {
        impl<$($T),*> Underscores for ($($T,)*) {
            type Output = ($(underscore_of!($T),)*);
        }
    };
}
crate::int_tuple::for_each_nonempty_tuple_arity!(tuple_underscores);

type PartitionCoord<S> = (_0, (Underscore, UnderscoresOf<S>));
type Dummy<S> = LeafLayout<S>;

/// CuTe's `partition_shape_A/B/C(mma, shape)`: the shape `(FrgV, Rest0, Rest1, ...)` of one
/// thread's partition of a tensor of that shape, `shape(thrfrg(make_layout(shape))(0, (_, (_,...))))`.
pub trait PartitionShape<Op, S> {
    /// The shape.
    type Output: IntTuple;
    /// Computes it.
    fn partition_shape(s: S) -> Result<Self::Output, AlgebraError>;
}
/// The result of [`PartitionShape`].
pub type PartitionShapeOf<M, Op, S> = <M as PartitionShape<Op, S>>::Output;

impl<M, Op, S> PartitionShape<Op, S> for M
where
    S: Compact<LayoutLeft, _1> + Underscores,
    M: ThrFrg<Op, Dummy<S>>,
    ThrFrgOf<M, Op, Dummy<S>>: Slice<PartitionCoord<S>>,
    Sliced<PartitionCoord<S>, ThrFrgOf<M, Op, Dummy<S>>>: LayoutLike,
{
    type Output = <Sliced<PartitionCoord<S>, ThrFrgOf<M, Op, Dummy<S>>> as LayoutLike>::Shape;
    #[inline]
    fn partition_shape(s: S) -> Result<Self::Output, AlgebraError> {
        let frg = M::thrfrg(crate::layout::make_layout(s), true)?;
        Ok(try_slice(PartitionCoord::<S>::default(), frg)?.shape())
    }
}
