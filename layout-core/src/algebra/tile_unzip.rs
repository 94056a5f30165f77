//! CuTe's `tile_unzip` (`zip2_by` on a layout) and the unpacking slices of the tiled and flat
//! forms, shared by the divides and the products.

use super::layout_parts::LayoutParts;
use super::mode_list::{top_modes, MakeLayout, MakeLayoutOut, TopModes};
use super::tiler::Underscore;
use crate::hlist::{Concat, HCons, HList, HNil, Tuple};
use crate::int::Int;
use crate::int_tuple::{for_each_nonempty_tuple_arity, hlist_ty, IntTuple};
use crate::layout::{CongruentWith, Layout};

// ------------------------------------------------------------------------------------------
// tile_unzip and the unpacking slices (shared with the products)

/// CuTe's `zip2_by(L, guide)` seen from the guide `Self`: for the rank-2 modes at the
/// terminals of the guide, the first halves and the second halves (then the modes beyond the
/// guide). Returns the two layouts.
#[diagnostic::on_unimplemented(
    message = "tile_unzip: the layout `{S}` does not have rank-2 modes where the tiler `{Self}` has its terminals",
    note = "zipped/tiled/flat divides and products need a rank-2 result at every tiler terminal (`_` included)"
)]
pub trait Zip2By<S, D> {
    /// The first halves.
    type First: LayoutParts;
    /// The second halves.
    type Second: LayoutParts;
    /// Splits.
    fn zip2_by(self, l: Layout<S, D>) -> (Self::First, Self::Second);
}
macro_rules! leaf_zip2 {
    ($([$($g:tt)*] $G:ty;)*) => {$(
        /// A terminal of the guide: the mode is `(first, second)`.
        impl<$($g)* S0: IntTuple + CongruentWith<D0>, S1: IntTuple + CongruentWith<D1>, D0: IntTuple, D1: IntTuple>
            Zip2By<(S0, S1), (D0, D1)> for $G
        where
            (S0, S1): IntTuple,
            (D0, D1): IntTuple,
        {
            type First = Layout<S0, D0>;
            type Second = Layout<S1, D1>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn zip2_by(self, l: Layout<(S0, S1), (D0, D1)>) -> (Self::First, Self::Second) {
                let ((s0, s1), (d0, d1)) = (l.shape(), l.stride());
                (Layout::new(s0, d0), Layout::new(s1, d1))
            }
        }
    )*};
}
leaf_zip2! {
    [GS, GD,] Layout<GS, GD>;
    [] i32;
    [] typenum::Z0;
    [U: typenum::Unsigned + typenum::NonZero,] typenum::PInt<U>;
    [U: typenum::Unsigned + typenum::NonZero,] typenum::NInt<U>;
    [] Underscore;
}

/// [`Zip2By`] over the guide's list of modes (`Self`) and the layout's modes `M`.
pub trait Zip2ByList<M> {
    /// The first halves.
    type First: HList;
    /// The second halves, then the modes beyond the guide.
    type Second: HList;
    /// Splits.
    fn zip2_by_list(self, m: M) -> (Self::First, Self::Second);
}
impl<M: HList> Zip2ByList<M> for HNil {
    type First = HNil;
    type Second = M;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip2_by_list(self, m: M) -> (HNil, M) {
        (HNil, m)
    }
}
impl<G: Zip2By<MS, MD>, GT: Zip2ByList<MT>, MS, MD, MT> Zip2ByList<HCons<Layout<MS, MD>, MT>>
    for HCons<G, GT>
where
    HCons<G::First, GT::First>: HList,
    HCons<G::Second, GT::Second>: HList,
{
    type First = HCons<G::First, GT::First>;
    type Second = HCons<G::Second, GT::Second>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip2_by_list(self, m: HCons<Layout<MS, MD>, MT>) -> (Self::First, Self::Second) {
        let (f, s) = self.0.zip2_by(m.0);
        let (fs, ss) = self.1.zip2_by_list(m.1);
        (HCons(f, fs), HCons(s, ss))
    }
}
macro_rules! tuple_zip2 {
    ($($T:ident),*) => {
        /// A tuple guide: recurse into the modes.
        impl<S: IntTuple + TopModes<D>, D: IntTuple, $($T: Copy),*> Zip2By<S, D> for ($($T,)*)
        where
            hlist_ty!($($T),*): Zip2ByList<S::List>,
            <hlist_ty!($($T),*) as Zip2ByList<S::List>>::First: MakeLayout,
            <hlist_ty!($($T),*) as Zip2ByList<S::List>>::Second: MakeLayout,
            MakeLayoutOut<<hlist_ty!($($T),*) as Zip2ByList<S::List>>::First>: LayoutParts,
            MakeLayoutOut<<hlist_ty!($($T),*) as Zip2ByList<S::List>>::Second>: LayoutParts,
        {
            type First = MakeLayoutOut<<hlist_ty!($($T),*) as Zip2ByList<S::List>>::First>;
            type Second = MakeLayoutOut<<hlist_ty!($($T),*) as Zip2ByList<S::List>>::Second>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn zip2_by(self, l: Layout<S, D>) -> (Self::First, Self::Second) {
                let (f, s) = self.into_hlist().zip2_by_list(top_modes(l));
                (f.make_layout(), s.make_layout())
            }
        }
    };
}
for_each_nonempty_tuple_arity!(tuple_zip2);

/// CuTe's `tile_unzip(L, tiler)`: `(first halves, second halves)` as one rank-2 layout.
pub type Unzipped<G, S, D> =
    MakeLayoutOut<HCons<<G as Zip2By<S, D>>::First, HCons<<G as Zip2By<S, D>>::Second, HNil>>>;
/// [`Unzipped`] of a layout type `L`.
pub type UnzippedOf<G, L> = Unzipped<G, <L as LayoutParts>::S, <L as LayoutParts>::D>;

/// `tile_unzip(L, guide)` seen from the layout `Self`: the zipped form of a divide or
/// product (`((tile modes...), (rest modes...))`).
pub trait TileUnzip<G> {
    /// The unzipped layout.
    type Output: LayoutParts;
    /// Unzips `self` by the guide `g`.
    fn tile_unzip(self, g: G) -> Self::Output;
}
impl<G, L> TileUnzip<G> for L
where
    L: LayoutParts,
    L::S: CongruentWith<L::D>,
    G: Zip2By<L::S, L::D>,
    HCons<G::First, HCons<G::Second, HNil>>: MakeLayout,
    UnzippedOf<G, L>: LayoutParts,
{
    type Output = UnzippedOf<G, L>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn tile_unzip(self, g: G) -> Self::Output {
        let (s, d) = self.parts();
        let (f, sec) = g.zip2_by(Layout::new(s, d));
        HCons(f, HCons(sec, HNil)).make_layout()
    }
}

/// The modes a mode contributes to `result(_, repeat<R>(_))`: a mode of rank > 1 is spliced in
/// as its modes, a mode of rank 1 (an integer or a 1-tuple) stays whole.
pub trait Splice {
    /// The modes.
    type Output: HList;
    /// Splices.
    fn splice(self) -> Self::Output;
}
impl<S: Int, D: Int> Splice for Layout<S, D> {
    type Output = HCons<Self, HNil>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn splice(self) -> Self::Output {
        HCons(self, HNil)
    }
}
impl<S0: IntTuple, D0: IntTuple> Splice for Layout<(S0,), (D0,)>
where
    (S0,): IntTuple,
    (D0,): IntTuple,
{
    type Output = HCons<Self, HNil>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn splice(self) -> Self::Output {
        HCons(self, HNil)
    }
}
macro_rules! tuple_splice {
    ($T0:ident, $T1:ident $(, $T:ident)*) => {
        impl<D: IntTuple, $T0, $T1 $(, $T)*> Splice for Layout<($T0, $T1 $(, $T)*), D>
        where
            ($T0, $T1 $(, $T)*): IntTuple + TopModes<D>,
        {
            type Output = <($T0, $T1 $(, $T)*) as TopModes<D>>::List;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn splice(self) -> Self::Output {
                top_modes(self)
            }
        }
    };
    ($T0:ident) => {};
}
for_each_nonempty_tuple_arity!(tuple_splice);

/// `result(_, repeat<R1>(_))` of a rank-2 layout `(first, second)`: `(first, second modes...)`.
pub type TiledOf<U> = <U as UnpackTiled>::Output;
/// `result(repeat<R0>(_), repeat<R1>(_))`: `(first modes..., second modes...)`.
pub type FlatOf<U> = <U as UnpackFlat>::Output;
/// Mode 0 of a rank-2 layout.
pub type FirstOf<U> = <U as Rank2>::First;
/// Mode 1 of a rank-2 layout.
pub type SecondOf<U> = <U as Rank2>::Second;

/// A rank-2 layout, split into its two modes.
pub trait Rank2 {
    /// Mode 0.
    type First;
    /// Mode 1.
    type Second;
    /// Splits.
    fn split2(self) -> (Self::First, Self::Second);
}
impl<
        S0: IntTuple + CongruentWith<D0>,
        S1: IntTuple + CongruentWith<D1>,
        D0: IntTuple,
        D1: IntTuple,
    > Rank2 for Layout<(S0, S1), (D0, D1)>
where
    (S0, S1): IntTuple,
    (D0, D1): IntTuple,
{
    type First = Layout<S0, D0>;
    type Second = Layout<S1, D1>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn split2(self) -> (Self::First, Self::Second) {
        let ((s0, s1), (d0, d1)) = (self.shape(), self.stride());
        (Layout::new(s0, d0), Layout::new(s1, d1))
    }
}

/// The tiled form of a rank-2 layout `(first, second)`: `(first, second modes...)`.
pub trait UnpackTiled {
    /// `(first, second modes...)`.
    type Output: LayoutParts;
    /// Unpacks the second mode.
    fn unpack_tiled(self) -> Self::Output;
}
impl<U: Rank2> UnpackTiled for U
where
    SecondOf<U>: Splice,
    HCons<FirstOf<U>, <SecondOf<U> as Splice>::Output>: MakeLayout,
    MakeLayoutOut<HCons<FirstOf<U>, <SecondOf<U> as Splice>::Output>>: LayoutParts,
{
    type Output = MakeLayoutOut<HCons<FirstOf<U>, <SecondOf<U> as Splice>::Output>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn unpack_tiled(self) -> Self::Output {
        let (f, s) = self.split2();
        HCons(f, s.splice()).make_layout()
    }
}

/// The flat form of a rank-2 layout `(first, second)`: `(first modes..., second modes...)`.
pub trait UnpackFlat {
    /// `(first modes..., second modes...)`.
    type Output: LayoutParts;
    /// Unpacks both modes.
    fn unpack_flat(self) -> Self::Output;
}
/// The modes of `(first modes..., second modes...)`.
type FlatModes<U> =
    <<FirstOf<U> as Splice>::Output as Concat<<SecondOf<U> as Splice>::Output>>::Output;
impl<U: Rank2> UnpackFlat for U
where
    FirstOf<U>: Splice,
    SecondOf<U>: Splice,
    <FirstOf<U> as Splice>::Output: Concat<<SecondOf<U> as Splice>::Output>,
    FlatModes<U>: MakeLayout,
    MakeLayoutOut<FlatModes<U>>: LayoutParts,
{
    type Output = MakeLayoutOut<FlatModes<U>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn unpack_flat(self) -> Self::Output {
        let (f, s) = self.split2();
        f.splice().concat(s.splice()).make_layout()
    }
}
