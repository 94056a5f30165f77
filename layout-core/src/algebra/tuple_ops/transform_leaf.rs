//! CuTe's `transform_leaf` on a layout: a map over the `(shape, stride)` leaves that keeps
//! the profile, used by `upcast` and `downcast`.

use crate::hlist::{HCons, HList, HNil, ToTuple, Tuple, TupleOf};
use crate::int::for_each_int_ctor;
use crate::int::Int;
use crate::int_tuple::{for_each_tuple_arity, hlist_ty, IntTuple};

// ---------------------------------------------------------------------------------------------
// A map over the (shape, stride) leaves of a layout, keeping its profile

#[doc(hidden)]
/// A function on the `(shape, stride)` leaves of a layout (a zero-sized marker type).
pub trait LeafFn {
    /// The error a leaf can report (`Infallible` when none).
    type Err;
}
#[doc(hidden)]
/// The function of [`LeafFn`] on one leaf `s:d`.
pub trait LeafMap<S, D>: LeafFn {
    /// The new shape.
    type S: Int;
    /// The new stride.
    type D: Int;
    /// Applies it.
    fn map(s: S, d: D) -> Result<(Self::S, Self::D), Self::Err>;
}

#[doc(hidden)]
/// Applies `F` to every leaf of shape `Self` and stride `D` (CuTe's `transform_layout`).
pub trait MapPairs<F: LeafFn, D> {
    /// The new shape.
    type S: IntTuple;
    /// The new stride.
    type D: IntTuple;
    /// Applies it.
    fn map_pairs(self, d: D) -> Result<(Self::S, Self::D), F::Err>;
}
#[doc(hidden)]
/// The shape after [`MapPairs`].
pub type MappedShape<S, F, D> = <S as MapPairs<F, D>>::S;
#[doc(hidden)]
/// The stride after [`MapPairs`].
pub type MappedStride<S, F, D> = <S as MapPairs<F, D>>::D;

macro_rules! leaf_map_pairs {
    ([$($g:tt)*] $I:ty) => {
        impl<F: LeafMap<$I, D>, D: Int, $($g)*> MapPairs<F, D> for $I
        where
            $I: Int,
        {
            type S = F::S;
            type D = F::D;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn map_pairs(self, d: D) -> Result<(F::S, F::D), F::Err> {
                F::map(self, d)
            }
        }
    };
}
for_each_int_ctor!(leaf_map_pairs);
macro_rules! tuple_map_pairs {
    ($($T:ident),*) => {
        impl<F: LeafFn, D: Tuple, $($T: IntTuple),*> MapPairs<F, D> for ($($T,)*)
        where
            hlist_ty!($($T),*): MapPairsList<F, D::HList>,
            <hlist_ty!($($T),*) as MapPairsList<F, D::HList>>::Shapes: ToTuple,
            TupleOf<<hlist_ty!($($T),*) as MapPairsList<F, D::HList>>::Shapes>: IntTuple,
            <hlist_ty!($($T),*) as MapPairsList<F, D::HList>>::Strides: ToTuple,
            TupleOf<<hlist_ty!($($T),*) as MapPairsList<F, D::HList>>::Strides>: IntTuple,
        {
            type S = TupleOf<<hlist_ty!($($T),*) as MapPairsList<F, D::HList>>::Shapes>;
            type D = TupleOf<<hlist_ty!($($T),*) as MapPairsList<F, D::HList>>::Strides>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn map_pairs(self, d: D) -> Result<(Self::S, Self::D), F::Err> {
                let (s, d) = self.into_hlist().map_list(d.into_hlist())?;
                Ok((s.into_tuple(), d.into_tuple()))
            }
        }
    };
}
for_each_tuple_arity!(tuple_map_pairs);

#[doc(hidden)]
/// [`MapPairs`] over lists of modes.
pub trait MapPairsList<F: LeafFn, DL> {
    /// The new shapes.
    type Shapes: HList;
    /// The new strides.
    type Strides: HList;
    /// Applies it.
    fn map_list(self, d: DL) -> Result<(Self::Shapes, Self::Strides), F::Err>;
}
impl<F: LeafFn> MapPairsList<F, HNil> for HNil {
    type Shapes = HNil;
    type Strides = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn map_list(self, _: HNil) -> Result<(HNil, HNil), F::Err> {
        Ok((HNil, HNil))
    }
}
impl<F: LeafFn, S: MapPairs<F, D>, ST: MapPairsList<F, DT>, D, DT> MapPairsList<F, HCons<D, DT>>
    for HCons<S, ST>
where
    HCons<S::S, ST::Shapes>: HList,
    HCons<S::D, ST::Strides>: HList,
{
    type Shapes = HCons<S::S, ST::Shapes>;
    type Strides = HCons<S::D, ST::Strides>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn map_list(self, d: HCons<D, DT>) -> Result<(Self::Shapes, Self::Strides), F::Err> {
        let (s0, d0) = self.0.map_pairs(d.0)?;
        let (st, dt) = self.1.map_list(d.1)?;
        Ok((HCons(s0, st), HCons(d0, dt)))
    }
}

/// [`MapPairs`] with a function that cannot fail.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(crate) fn map_pairs_infallible<F, S, D>(
    s: S,
    d: D,
) -> (MappedShape<S, F, D>, MappedStride<S, F, D>)
where
    F: LeafFn<Err = core::convert::Infallible>,
    S: MapPairs<F, D>,
{
    match s.map_pairs(d) {
        Ok(r) => r,
        Err(e) => match e {},
    }
}
