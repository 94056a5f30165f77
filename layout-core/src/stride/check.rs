//! The static checks of `crd2idx`, as trait bounds whose messages rustc shows:
//! - profile: a tuple coordinate needs a tuple shape of the same rank ([`Crd2IdxProfile`]);
//! - range: a static coordinate leaf against a static shape leaf must satisfy
//!   `0 <= coord < shape` ([`Crd2IdxInRange`]), gated so that it applies only when both leaves
//!   are static; a dynamic coordinate or a dynamic shape leaf is not checked (as in CuTe).

use crate::hlist::{HCons, HList, HNil, Tuple};
use crate::int_tuple::{for_each_tuple_arity, hlist_ty};
use typenum::{Integer, IsLess, Le, NInt, NonZero, PInt, Unsigned, B0, B1, Z0};

/// `B1` when the coordinate leaf `Self` is in range for the shape leaf `S`, or when either is
/// dynamic; `B0` when both are static and `Self` is out of range.
#[doc(hidden)]
pub trait CoordRangeFlag<S> {
    /// `B1` or `B0`.
    type Out;
}

/// A dynamic coordinate is not checked.
impl<S> CoordRangeFlag<S> for i32 {
    type Out = B1;
}

macro_rules! static_coord {
    ([$($g:tt)*] $C:ty, $Static:ty) => {
        /// A static coordinate against a dynamic shape leaf is not checked.
        impl<$($g)*> CoordRangeFlag<i32> for $C {
            type Out = B1;
        }
        /// A static coordinate against a static zero shape: never in range.
        impl<$($g)*> CoordRangeFlag<Z0> for $C {
            type Out = B0;
        }
        /// A static coordinate against a static negative shape: never in range.
        impl<$($g)* V: Unsigned + NonZero> CoordRangeFlag<NInt<V>> for $C {
            type Out = B0;
        }
        /// A static coordinate against a static positive shape: `coord < shape` (the coordinate
        /// is non-negative here).
        impl<$($g)* V: Unsigned + NonZero> CoordRangeFlag<PInt<V>> for $C
        where
            $C: IsLess<PInt<V>> + Integer,
        {
            type Out = $Static;
        }
    };
}
static_coord!([] Z0, Le<Z0, PInt<V>>);
static_coord!([U: Unsigned + NonZero,] PInt<U>, Le<PInt<U>, PInt<V>>);

/// A negative static coordinate is out of range, whatever the static shape; against a dynamic
/// shape leaf it is not checked.
impl<U: Unsigned + NonZero> CoordRangeFlag<i32> for NInt<U> {
    type Out = B1;
}
impl<U: Unsigned + NonZero> CoordRangeFlag<Z0> for NInt<U> {
    type Out = B0;
}
impl<U: Unsigned + NonZero, V: Unsigned + NonZero> CoordRangeFlag<PInt<V>> for NInt<U> {
    type Out = B0;
}
impl<U: Unsigned + NonZero, V: Unsigned + NonZero> CoordRangeFlag<NInt<V>> for NInt<U> {
    type Out = B0;
}

/// Implemented by `B1` only: the innermost check of `crd2idx`'s range rule, so that its message
/// is the one rustc shows. `C` is the coordinate leaf, `S` the shape leaf.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "crd2idx: static coordinate `{C}` is out of range for static shape `{S}` (the rule: 0 <= coord < shape)",
    note = "a static coordinate leaf must be smaller than its static shape leaf; an integer coordinate against a tuple shape is split colexicographically, the last mode taking what is left"
)]
pub trait Crd2IdxInRange<C, S> {}
impl<C, S> Crd2IdxInRange<C, S> for B1 {}

/// `B1` when the lists `Self` and `M` have the same length, `B0` otherwise.
#[doc(hidden)]
pub trait SameLen<M> {
    /// `B1` or `B0`.
    type Out;
}
impl SameLen<HNil> for HNil {
    type Out = B1;
}
impl<M, MT> SameLen<HCons<M, MT>> for HNil {
    type Out = B0;
}
impl<T, TT> SameLen<HNil> for HCons<T, TT> {
    type Out = B0;
}
impl<T, TT: SameLen<MT>, M, MT> SameLen<HCons<M, MT>> for HCons<T, TT> {
    type Out = TT::Out;
}

/// `B1` when the shape `Self` is a tuple of the same rank as the tuple coordinate whose modes
/// are the list `CL`, `B0` otherwise (an integer shape, or another rank).
#[doc(hidden)]
pub trait CoordProfileFlag<CL> {
    /// `B1` or `B0`.
    type Out;
}
macro_rules! int_not_tuple {
    ([$($g:tt)*] $I:ty) => {
        impl<CL, $($g)*> CoordProfileFlag<CL> for $I {
            type Out = B0;
        }
    };
}
int_not_tuple!([] i32);
int_not_tuple!([] Z0);
int_not_tuple!([U: Unsigned + NonZero] PInt<U>);
int_not_tuple!([U: Unsigned + NonZero] NInt<U>);
macro_rules! tuple_profile {
    ($($T:ident),*) => {
        impl<CL, $($T),*> CoordProfileFlag<CL> for ($($T,)*)
        where
            hlist_ty!($($T),*): SameLen<CL>,
        {
            type Out = <hlist_ty!($($T),*) as SameLen<CL>>::Out;
        }
    };
}
for_each_tuple_arity!(tuple_profile);

/// Implemented by `B1` only: the profile check of a tuple coordinate `C` against the shape `S`
/// (with stride `D`), so that its message is the one rustc shows. Gives shape and stride as
/// lists.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "crd2idx: the tuple coordinate `{C}` does not have the profile of shape `{S}` (the rule: a tuple coordinate needs a tuple shape of the same rank)",
    note = "a coordinate is an integer or a tuple with the same rank as the shape, mode by mode"
)]
pub trait Crd2IdxProfile<C, S, D> {
    /// The shape as a list.
    type SList: HList;
    /// The stride as a list.
    type DList: HList;
    /// Shape and stride as lists.
    fn lists(s: S, d: D) -> (Self::SList, Self::DList);
}
impl<C, S: Tuple, D: Tuple> Crd2IdxProfile<C, S, D> for B1 {
    type SList = S::HList;
    type DList = D::HList;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn lists(s: S, d: D) -> (S::HList, D::HList) {
        (s.into_hlist(), d.into_hlist())
    }
}
