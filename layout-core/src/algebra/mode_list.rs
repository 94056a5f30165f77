//! **Ignore me!** A layout as a list of its modes and back: the leaf modes (CuTe's
//! `flatten`), the top-level modes (CuTe's `get<I>`), CuTe's `make_layout(L0, L1, ...)` and
//! `unwrap` of a list of layouts, and the rank check of a tiler against a layout.
//! The working form of composition, complement, the inverses, the divides and the products.
#![doc(hidden)]

use crate::hlist::{Concat, HCons, HList, HNil, ToTuple, Tuple, TupleOf};
use crate::int::Int;
use crate::int_tuple::{for_each_tuple_arity, hlist_ty, IntTuple};
use crate::layout::{CongruentWith, Layout};
use typenum::{B0, B1};

pub use super::coalesce::{CoalesceModes, CoalesceModesOut, CoalesceXModes};

// ------------------------------------------------------------------------------------------
// Layouts as lists of modes

/// The leaf modes of a layout (shape `Self`, stride `D`), left to right, as a list of
/// `Layout<s, d>` with integer `s` and `d`.
pub trait LeafModes<D> {
    /// The list.
    type List: HList;
    /// Collects the modes.
    fn leaf_modes(self, d: D) -> Self::List;
}
impl<S: Int + CongruentWith<D>, D: crate::basis::StrideLeaf> LeafModes<D> for S {
    type List = HCons<Layout<S, D>, HNil>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn leaf_modes(self, d: D) -> Self::List {
        HCons(Layout::new(self, d), HNil)
    }
}
/// [`LeafModes`] over lists of shapes and strides.
pub trait ListLeafModes<DL> {
    /// The list.
    type List: HList;
    /// Collects the modes.
    fn list_leaf_modes(self, d: DL) -> Self::List;
}
impl ListLeafModes<HNil> for HNil {
    type List = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn list_leaf_modes(self, _: HNil) -> HNil {
        HNil
    }
}
impl<S0: LeafModes<D0>, ST: ListLeafModes<DT>, D0, DT> ListLeafModes<HCons<D0, DT>>
    for HCons<S0, ST>
where
    S0::List: Concat<ST::List>,
    <S0::List as Concat<ST::List>>::Output: HList,
{
    type List = <S0::List as Concat<ST::List>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn list_leaf_modes(self, d: HCons<D0, DT>) -> Self::List {
        self.0.leaf_modes(d.0).concat(self.1.list_leaf_modes(d.1))
    }
}

/// The top-level modes of a layout (shape `Self`, stride `D`) as a list of layouts; an
/// integer-shaped layout is its own single mode (CuTe's `get<0>` of an integral layout).
pub trait TopModes<D> {
    /// The list.
    type List: HList;
    /// Collects the modes.
    fn top_modes(self, d: D) -> Self::List;
}
impl<S: Int + CongruentWith<D>, D: crate::basis::StrideLeaf> TopModes<D> for S {
    type List = HCons<Layout<S, D>, HNil>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn top_modes(self, d: D) -> Self::List {
        HCons(Layout::new(self, d), HNil)
    }
}
/// [`TopModes`] over lists.
pub trait ListTopModes<DL> {
    /// The list.
    type List: HList;
    /// Collects the modes.
    fn list_top_modes(self, d: DL) -> Self::List;
}
impl ListTopModes<HNil> for HNil {
    type List = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn list_top_modes(self, _: HNil) -> HNil {
        HNil
    }
}
impl<S0: IntTuple + CongruentWith<D0>, ST: ListTopModes<DT>, D0: IntTuple, DT>
    ListTopModes<HCons<D0, DT>> for HCons<S0, ST>
where
    HCons<Layout<S0, D0>, ST::List>: HList,
{
    type List = HCons<Layout<S0, D0>, ST::List>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn list_top_modes(self, d: HCons<D0, DT>) -> Self::List {
        HCons(Layout::new(self.0, d.0), self.1.list_top_modes(d.1))
    }
}

macro_rules! tuple_modes {
    ($($T:ident),*) => {
        impl<D: Tuple, $($T: Copy),*> LeafModes<D> for ($($T,)*)
        where
            hlist_ty!($($T),*): ListLeafModes<D::HList>,
        {
            type List = <hlist_ty!($($T),*) as ListLeafModes<D::HList>>::List;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn leaf_modes(self, d: D) -> Self::List {
                self.into_hlist().list_leaf_modes(d.into_hlist())
            }
        }
        impl<D: Tuple, $($T: Copy),*> TopModes<D> for ($($T,)*)
        where
            hlist_ty!($($T),*): ListTopModes<D::HList>,
        {
            type List = <hlist_ty!($($T),*) as ListTopModes<D::HList>>::List;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn top_modes(self, d: D) -> Self::List {
                self.into_hlist().list_top_modes(d.into_hlist())
            }
        }
    };
}
for_each_tuple_arity!(tuple_modes);

/// The leaf modes of a layout.
pub type LeafModesOf<S, D> = <S as LeafModes<D>>::List;
/// The top-level modes of a layout.
pub type TopModesOf<S, D> = <S as TopModes<D>>::List;

/// The leaf modes of `l`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn leaf_modes<S: IntTuple + LeafModes<D>, D: IntTuple>(l: Layout<S, D>) -> S::List {
    l.shape().leaf_modes(l.stride())
}
/// The top-level modes of `l`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn top_modes<S: IntTuple + TopModes<D>, D: IntTuple>(l: Layout<S, D>) -> S::List {
    l.shape().top_modes(l.stride())
}

/// CuTe's `make_layout(L0, L1, ...)`: a list of layouts becomes the layout whose modes they
/// are (a one-element list gives a rank-1 layout `(s):(d)`).
pub trait MakeLayout {
    /// The layout.
    type Output;
    /// Builds it.
    fn make_layout(self) -> Self::Output;
}
/// The result of [`MakeLayout`].
pub type MakeLayoutOut<L> = <L as MakeLayout>::Output;

/// A list of layouts with its shapes and strides split into two lists.
pub trait SplitModes {
    /// The shapes.
    type Shapes;
    /// The strides.
    type Strides;
    /// Splits.
    fn split_modes(self) -> (Self::Shapes, Self::Strides);
}
impl SplitModes for HNil {
    type Shapes = HNil;
    type Strides = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn split_modes(self) -> (HNil, HNil) {
        (HNil, HNil)
    }
}
impl<S: IntTuple, D: IntTuple, T: SplitModes> SplitModes for HCons<Layout<S, D>, T> {
    type Shapes = HCons<S, T::Shapes>;
    type Strides = HCons<D, T::Strides>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn split_modes(self) -> (Self::Shapes, Self::Strides) {
        let (ss, ds) = self.1.split_modes();
        (HCons(self.0.shape(), ss), HCons(self.0.stride(), ds))
    }
}
/// `make_layout(L0, L1, ...) = (s0, s1, ...):(d0, d1, ...)`.
impl<L: SplitModes> MakeLayout for L
where
    L::Shapes: ToTuple,
    L::Strides: ToTuple,
    TupleOf<L::Shapes>: IntTuple + CongruentWith<TupleOf<L::Strides>>,
    TupleOf<L::Strides>: IntTuple,
{
    type Output = Layout<TupleOf<L::Shapes>, TupleOf<L::Strides>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn make_layout(self) -> Self::Output {
        let (s, d) = self.split_modes();
        Layout::new(s.into_tuple(), d.into_tuple())
    }
}

/// CuTe's `unwrap` of a list of layouts: one layout stays itself, several make a tuple layout.
pub trait UnwrapLayout {
    /// The layout.
    type Output;
    /// Builds it.
    fn unwrap_layout(self) -> Self::Output;
}
impl<L> UnwrapLayout for HCons<L, HNil> {
    type Output = L;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn unwrap_layout(self) -> L {
        self.0
    }
}
impl<L0, L1, T> UnwrapLayout for HCons<L0, HCons<L1, T>>
where
    HCons<L0, HCons<L1, T>>: MakeLayout,
{
    type Output = MakeLayoutOut<Self>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn unwrap_layout(self) -> Self::Output {
        self.make_layout()
    }
}
/// The result of [`UnwrapLayout`].
pub type UnwrapLayoutOut<L> = <L as UnwrapLayout>::Output;

/// `B1` when the list `Self` (a tiler's modes) is no longer than the list `M` (a layout's).
pub trait TilerLenLe<M> {
    /// `B1` or `B0`.
    type Out;
}
impl<M> TilerLenLe<M> for HNil {
    type Out = B1;
}
impl<T, TT> TilerLenLe<HNil> for HCons<T, TT> {
    type Out = B0;
}
impl<T, TT: TilerLenLe<MT>, M, MT> TilerLenLe<HCons<M, MT>> for HCons<T, TT> {
    type Out = TT::Out;
}
