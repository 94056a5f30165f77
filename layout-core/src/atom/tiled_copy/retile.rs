//! CuTe's `TiledCopy::retile` (`copy_atom.hpp`), behind `retile_S` / `retile_D`: a thread's
//! fragment made for another partition (CuTe's `tCrA = thr_mma.partition_fragment_A(sA)`) seen
//! with the copy's value grouping, `(CPY, CPY_M, CPY_K, ...)`, over the same registers. Mode 0 of
//! the fragment is the values the thread owns in one tile of the copy's TV layout; the copy's
//! values of one tile gather from its other modes.
//!
//! ```text
//! V             = size<0>(tensor)
//! frg_layout_mn = upcast<TiledNumThr * V>(right_inverse(TiledLayout_TV).with_shape(shape(Tiler_MN)))
//! frg_layout_v  = zipped_divide(logical_product(make_layout(V), right_inverse(frg_layout_mn)),
//!                               make_layout(AtomNumVal))
//! t_tensor      = zipped_divide(tensor, prepend(product_each(shape(frg_layout_mn)), V))
//! retile        = t_tensor.compose(frg_layout_v, _)(_, (_0, _, ...))
//! ```
//!
//! **Ignore me!** Users call [`ThrCopy::retile_D`](super::ThrCopy::retile_D) and
//! [`ThrCopy::retile_S`](super::ThrCopy::retile_S); these traits name the types they return.
#![doc(hidden)]

use super::engine::TiledCopyCore;
use crate::algebra::{
    try_composition, try_logical_product, try_right_inverse, try_slice, try_upcast,
    try_zipped_divide, AlgebraError, Compose, Composed, LogicalProduct, LogicalProductOf,
    ProductEach, ProductEachOf, RightInverse, RightInverseOf, Slice, Sliced, Underscore, Upcast,
    Upcasted, ZippedDivide, ZippedDivided,
};
use crate::atom::copy::CopyAtom;
use crate::int::{IntMul, IntProd, _0, _1};
use crate::int_tuple::{IntTuple, Mode0Of, RestModes};
use crate::layout::Layout;
use crate::layout_like::LayoutLike;
use crate::stride::{Compact, LayoutLeft};

/// CuTe's `make_layout(shape)`.
type LeafLayout<S> = Layout<S, <S as Compact<LayoutLeft, _1>>::Stride>;

/// `V`, the size of mode 0 of the tensor's shape `S`.
type ModeV<S> = <Mode0Of<S> as IntTuple>::Size;
/// `TiledNumThr`: the size of the thread mode of `TiledLayout_TV`.
type NumThr<M> = <<<M as TiledCopyCore>::LayoutTV as LayoutLike>::Shape as ThreadMode>::Size;
/// `right_inverse(TiledLayout_TV).with_shape(shape(Tiler_MN))`.
type WithShape<M> = Composed<
    RightInverseOf<<M as TiledCopyCore>::LayoutTV>,
    LeafLayout<<M as TiledCopyCore>::Tiler>,
>;
/// `frg_layout_mn`: `(m, n) -> v` block index.
type FrgMn<M, S> = Upcasted<WithShape<M>, IntProd<NumThr<M>, ModeV<S>>>;
/// `logical_product(make_layout(V), right_inverse(frg_layout_mn))`.
type FrgProduct<M, S> = LogicalProductOf<LeafLayout<ModeV<S>>, RightInverseOf<FrgMn<M, S>>>;
/// `frg_layout_v`: `(atom_vals, rest_vals) -> (v, m, n)`.
type FrgV<M, S> =
    ZippedDivided<FrgProduct<M, S>, LeafLayout<<<M as TiledCopyCore>::Atom as CopyAtom>::NumVal>>;
/// `prepend(product_each(shape(frg_layout_mn)), V)`.
type TileShape<M, S> =
    <ProductEachOf<<FrgMn<M, S> as LayoutLike>::Shape> as PrependMode<ModeV<S>>>::Output;

/// The size of mode 0 of a TV layout's shape (its thread mode).
pub trait ThreadMode {
    /// The size.
    type Size: crate::int::Int;
}
impl<S0: IntTuple, S1: IntTuple> ThreadMode for (S0, S1) {
    type Size = S0::Size;
}

/// `prepend(t, v)` of a tuple of integers: `(v, t...)`.
pub trait PrependMode<V> {
    /// The tuple with `v` first.
    type Output: IntTuple + Default;
}
macro_rules! prepend_mode {
    ($($T:ident),*) => {
        impl<V: IntTuple + Default, $($T: IntTuple + Default),*> PrependMode<V> for ($($T,)*)
        where
            (V, $($T,)*): IntTuple + Default,
        {
            type Output = (V, $($T,)*);
        }
    };
}
prepend_mode!(A);
prepend_mode!(A, B);
prepend_mode!(A, B, C);

/// CuTe's `append<R>(Int<0>{}, _)`: `(_0, _, ...)` with the rank of the tensor `S`, behind the
/// slice `(_, (_0, _, ...))` that drops the tile's rest mode of size 1.
pub trait RetileCoord {
    /// `(_, (_0, _, ...))`.
    type Coord: Copy + Default;
}
impl<A, B> RetileCoord for (A, B) {
    type Coord = (Underscore, (_0, Underscore));
}
impl<A, B, C> RetileCoord for (A, B, C) {
    type Coord = (Underscore, (_0, Underscore, Underscore));
}
impl<A, B, C, D> RetileCoord for (A, B, C, D) {
    type Coord = (Underscore, (_0, Underscore, Underscore, Underscore));
}

/// `t_tensor.compose(frg_layout_v, _)` before the slice.
type Composed2<M, S, D> =
    Composed<ZippedDivided<Layout<S, D>, TileShape<M, S>>, (FrgV<M, S>, Underscore)>;

/// CuTe's `TiledCopy::retile(layout)`: the layout of a fragment seen in the copy's value
/// grouping (see the module docs).
pub trait Retile<S, D> {
    /// `(CPY, rest...)` over the same offsets.
    type Output: Copy;
    /// Computes it.
    fn retile(layout: Layout<S, D>) -> Result<Self::Output, AlgebraError>;
}
/// The result of [`Retile`].
pub type RetiledOf<M, S, D> = <M as Retile<S, D>>::Output;

impl<M, S, D> Retile<S, D> for M
where
    M: TiledCopyCore,
    S: IntTuple + RestModes + RetileCoord,
    D: IntTuple,
    M::LayoutTV: RightInverse,
    M::Tiler: Compact<LayoutLeft, _1>,
    LeafLayout<M::Tiler>: Default,
    <M::LayoutTV as LayoutLike>::Shape: ThreadMode,
    NumThr<M>: IntMul<ModeV<S>>,
    IntProd<NumThr<M>, ModeV<S>>: Default,
    RightInverseOf<M::LayoutTV>: Compose<LeafLayout<M::Tiler>>,
    WithShape<M>: Upcast<IntProd<NumThr<M>, ModeV<S>>>,
    FrgMn<M, S>: RightInverse + LayoutLike,
    <FrgMn<M, S> as LayoutLike>::Shape: ProductEach,
    ProductEachOf<<FrgMn<M, S> as LayoutLike>::Shape>: PrependMode<ModeV<S>>,
    ModeV<S>: Compact<LayoutLeft, _1>,
    LeafLayout<ModeV<S>>: Default + LogicalProduct<RightInverseOf<FrgMn<M, S>>>,
    <M::Atom as CopyAtom>::NumVal: Compact<LayoutLeft, _1>,
    LeafLayout<<M::Atom as CopyAtom>::NumVal>: Default,
    FrgProduct<M, S>: ZippedDivide<LeafLayout<<M::Atom as CopyAtom>::NumVal>>,
    Layout<S, D>: ZippedDivide<TileShape<M, S>>,
    ZippedDivided<Layout<S, D>, TileShape<M, S>>: Compose<(FrgV<M, S>, Underscore)>,
    Composed2<M, S, D>: Slice<S::Coord>,
    Sliced<S::Coord, Composed2<M, S, D>>: Copy,
{
    type Output = Sliced<S::Coord, Composed2<M, S, D>>;
    #[inline]
    fn retile(layout: Layout<S, D>) -> Result<Self::Output, AlgebraError> {
        let with_shape = try_composition(
            try_right_inverse(M::LayoutTV::default())?,
            LeafLayout::<M::Tiler>::default(),
        )?;
        let frg_mn = try_upcast(with_shape, IntProd::<NumThr<M>, ModeV<S>>::default())?;
        let frg_v = try_zipped_divide(
            try_logical_product(
                LeafLayout::<ModeV<S>>::default(),
                try_right_inverse(frg_mn)?,
            )?,
            LeafLayout::<<M::Atom as CopyAtom>::NumVal>::default(),
        )?;
        let t_tensor = try_zipped_divide(layout, TileShape::<M, S>::default())?;
        try_slice(
            S::Coord::default(),
            try_composition(t_tensor, (frg_v, Underscore))?,
        )
    }
}
