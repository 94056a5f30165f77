//! CuTe's `blocked_product` and `raked_product` rank handling: `append<R>` padding to the larger
//! rank, the halves of the padded logical product, and CuTe's `zip` of two layouts.

use crate::algebra::error::Checks;
use crate::algebra::layout_parts::LayoutParts;
use crate::algebra::mode_list::{top_modes, MakeLayout, MakeLayoutOut, TopModes};
use crate::algebra::product::ProductTiler;
use crate::algebra::tile_unzip::{FirstOf, Rank2, SecondOf};
use crate::hlist::{HCons, HList, HNil, Tuple};
use crate::int::{Int, _0, _1};
use crate::int_tuple::{for_each_nonempty_tuple_arity, IntTuple};
use crate::layout::{CongruentWith, Layout};
use typenum::{B0, B1};

/// CuTe's `append<R>(L)` with `R` the rank of the other layout when larger: pads with `_1:_0`
/// modes (an integer-shaped layout stays as it is when no padding is needed).
pub trait PadLayout<Other> {
    /// The padded layout.
    type Output: LayoutParts;
    /// Pads.
    fn pad_layout(self) -> Self::Output;
}
impl<S, D, Other> PadLayout<Other> for Layout<S, D>
where
    S: IntTuple + TopModes<D>,
    D: IntTuple,
    S::List: PadList<Other>,
    <S::List as PadList<Other>>::Padded: PadChoose<Self, <S::List as PadList<Other>>::Output>,
{
    type Output = <<S::List as PadList<Other>>::Padded as PadChoose<
        Self,
        <S::List as PadList<Other>>::Output,
    >>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn pad_layout(self) -> Self::Output {
        let padded = top_modes(self).pad_list();
        <<S::List as PadList<Other>>::Padded as PadChoose<
            Self,
            <S::List as PadList<Other>>::Output,
        >>::choose(self, padded)
    }
}
/// Pads the list `Self` to the length of `Other` with `_1:_0`.
pub trait PadList<Other> {
    /// The padded list.
    type Output;
    /// `B1` when something was added.
    type Padded;
    /// Pads.
    fn pad_list(self) -> Self::Output;
}
impl PadList<HNil> for HNil {
    type Output = HNil;
    type Padded = B0;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn pad_list(self) -> HNil {
        HNil
    }
}
impl<X, XT> PadList<HNil> for HCons<X, XT> {
    type Output = Self;
    type Padded = B0;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn pad_list(self) -> Self {
        self
    }
}
impl<X, XT: PadList<YT>, Y, YT> PadList<HCons<Y, YT>> for HCons<X, XT> {
    type Output = HCons<X, XT::Output>;
    type Padded = XT::Padded;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn pad_list(self) -> Self::Output {
        HCons(self.0, self.1.pad_list())
    }
}
impl<Y, YT> PadList<HCons<Y, YT>> for HNil
where
    HNil: PadList<YT>,
{
    type Output = HCons<Layout<_1, _0>, <HNil as PadList<YT>>::Output>;
    type Padded = B1;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn pad_list(self) -> Self::Output {
        HCons(Layout::new(_1::default(), _0::default()), HNil.pad_list())
    }
}
/// `B0`: the layout unchanged; `B1`: the padded modes as one layout.
pub trait PadChoose<L, P> {
    /// The layout.
    type Output: LayoutParts;
    /// Chooses.
    fn choose(l: L, p: P) -> Self::Output;
}
impl<L: LayoutParts, P> PadChoose<L, P> for B0 {
    type Output = L;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn choose(l: L, _: P) -> L {
        l
    }
}
impl<L, P: MakeLayout> PadChoose<L, P> for B1
where
    P::Output: LayoutParts,
{
    type Output = P::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn choose(_: L, p: P) -> P::Output {
        p.make_layout()
    }
}

/// CuTe's `zip(X, Y)` of two layouts, seen from the shape `Self` of `X`: `((X, Y))` for an
/// integer-shaped `X`, `((X0, Y0), (X1, Y1), ...)` for a tuple (same rank).
#[diagnostic::on_unimplemented(
    message = "blocked_product/raked_product: cannot zip a layout of shape `{Self}` with `{YS}` (mismatched ranks)",
    note = "the two halves of the product must have the same rank"
)]
pub trait ZipLayouts<D, YS, YD> {
    /// The zipped layout.
    type Output: LayoutParts;
    /// Zips.
    fn zip_layouts(x: Layout<Self, D>, y: Layout<YS, YD>) -> Self::Output
    where
        Self: Sized;
}
impl<XS: Int, XD: Int, YS: IntTuple + CongruentWith<YD>, YD: IntTuple> ZipLayouts<XD, YS, YD> for XS
where
    ((XS, YS),): IntTuple + CongruentWith<((XD, YD),)>,
    ((XD, YD),): IntTuple,
{
    type Output = Layout<((XS, YS),), ((XD, YD),)>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_layouts(x: Layout<XS, XD>, y: Layout<YS, YD>) -> Self::Output {
        Layout::new(((x.shape(), y.shape()),), ((x.stride(), y.stride()),))
    }
}
/// Pairs two lists of modes: `(Xi, Yi)` each.
pub trait ZipModes<YL> {
    /// The list of pairs.
    type Output: HList;
    /// Zips.
    fn zip_modes(self, y: YL) -> Self::Output;
}
impl ZipModes<HNil> for HNil {
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_modes(self, _: HNil) -> HNil {
        HNil
    }
}
impl<X, XT: ZipModes<YT>, Y, YT> ZipModes<HCons<Y, YT>> for HCons<X, XT>
where
    HCons<X, HCons<Y, HNil>>: MakeLayout,
    HCons<MakeLayoutOut<HCons<X, HCons<Y, HNil>>>, XT::Output>: HList,
{
    type Output = HCons<MakeLayoutOut<HCons<X, HCons<Y, HNil>>>, XT::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_modes(self, y: HCons<Y, YT>) -> Self::Output {
        HCons(
            HCons(self.0, HCons(y.0, HNil)).make_layout(),
            self.1.zip_modes(y.1),
        )
    }
}
macro_rules! tuple_zip {
    ($($T:ident),*) => {
        impl<D: IntTuple, YS: Tuple + IntTuple + TopModes<YD>, YD: IntTuple, $($T),*> ZipLayouts<D, YS, YD> for ($($T,)*)
        where
            ($($T,)*): IntTuple + TopModes<D>,
            <($($T,)*) as TopModes<D>>::List: ZipModes<YS::List>,
            <<($($T,)*) as TopModes<D>>::List as ZipModes<YS::List>>::Output: MakeLayout,
            MakeLayoutOut<<<($($T,)*) as TopModes<D>>::List as ZipModes<YS::List>>::Output>: LayoutParts,
        {
            type Output = MakeLayoutOut<<<($($T,)*) as TopModes<D>>::List as ZipModes<YS::List>>::Output>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn zip_layouts(x: Layout<Self, D>, y: Layout<YS, YD>) -> Self::Output {
                top_modes(x).zip_modes(top_modes(y)).make_layout()
            }
        }
    };
}
for_each_nonempty_tuple_arity!(tuple_zip);

/// `zip(X, Y)` for layouts `X` (`Self`) and `Y`.
pub trait ZipWith<Y> {
    /// The zipped layout.
    type Output: LayoutParts;
    /// Zips.
    fn zip_with(self, y: Y) -> Self::Output;
}
impl<XS: ZipLayouts<XD, YS, YD>, XD, YS, YD> ZipWith<Layout<YS, YD>> for Layout<XS, XD> {
    type Output = XS::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_with(self, y: Layout<YS, YD>) -> Self::Output {
        XS::zip_layouts(self, y)
    }
}

/// The two halves `(append<R>(A), complement(A') o B')` of `logical_product(A', B')` where
/// `A'`, `B'` are `A` (`Self`) and `B` padded to the larger rank.
pub trait BlockHalves<B> {
    /// `append<R>(A)`.
    type A2: LayoutParts;
    /// The product half.
    type C: LayoutParts;
    /// Computes both.
    fn halves(self, b: B, c: &mut Checks) -> (Self::A2, Self::C);
}
/// `append<R>(A)`.
pub type PaddedA<S, D, BS, BD> = <Layout<S, D> as PadLayout<<BS as TopModes<BD>>::List>>::Output;
/// `append<R>(B)`.
pub type PaddedB<S, D, BS, BD> = <Layout<BS, BD> as PadLayout<<S as TopModes<D>>::List>>::Output;
/// `logical_product(append<R>(A), append<R>(B))`.
pub type PaddedProduct<S, D, BS, BD> = <PaddedB<S, D, BS, BD> as ProductTiler<
    <PaddedA<S, D, BS, BD> as LayoutParts>::S,
    <PaddedA<S, D, BS, BD> as LayoutParts>::D,
>>::Output;
impl<S, D, BS, BD> BlockHalves<Layout<BS, BD>> for Layout<S, D>
where
    S: IntTuple + TopModes<D>,
    D: IntTuple,
    BS: IntTuple + TopModes<BD>,
    BD: IntTuple,
    Layout<S, D>: PadLayout<BS::List>,
    Layout<BS, BD>: PadLayout<S::List>,
    <PaddedA<S, D, BS, BD> as LayoutParts>::S:
        CongruentWith<<PaddedA<S, D, BS, BD> as LayoutParts>::D>,
    PaddedB<S, D, BS, BD>: ProductTiler<
        <PaddedA<S, D, BS, BD> as LayoutParts>::S,
        <PaddedA<S, D, BS, BD> as LayoutParts>::D,
    >,
    PaddedProduct<S, D, BS, BD>: Rank2,
    FirstOf<PaddedProduct<S, D, BS, BD>>: LayoutParts,
    SecondOf<PaddedProduct<S, D, BS, BD>>: LayoutParts,
{
    type A2 = FirstOf<PaddedProduct<S, D, BS, BD>>;
    type C = SecondOf<PaddedProduct<S, D, BS, BD>>;
    #[inline]
    fn halves(self, b: Layout<BS, BD>, c: &mut Checks) -> (Self::A2, Self::C) {
        let pa = self.pad_layout();
        let pb = b.pad_layout();
        let (s, d) = pa.parts();
        pb.product_tiler(Layout::new(s, d), c).split2()
    }
}
