//! `compact_order`: compact strides following an order of the modes (CuTe's `compact_order`,
//! behind `make_ordered_layout`).
//!
//! Each leaf of the order ranks a mode (or a sub-tuple) of the shape: the mode with the smallest
//! order gets stride `_1`, the next the product of the sizes before it, and so on. As in CuTe,
//! dynamic order values cannot be compared at compile time, so they are replaced by static ranks
//! after the largest static one, in position order: `(2,3,0,1)` with all-dynamic values is
//! plain column-major.

use super::compact::Compact;
use super::LayoutLeft;
use crate::hlist::{Concat, HCons, HList, HNil, ToTuple, Tuple, TupleOf};
use crate::int::{Int, IntMul, IntProd, StaticInt, _1};
use crate::int_tuple::flatten::Leaves;
use crate::int_tuple::{for_each_nonempty_tuple_arity, hlist_ty, IntTuple};
use core::ops::Add;
use typenum::{IsLess, Le, Max, Maximum, NInt, NonZero, PInt, Sum, Unsigned, B0, B1, P1, Z0};

#[doc(hidden)]
/// The largest static leaf of an order (starting from `_0`), as CuTe's fold.
pub trait MaxStaticOrder<Acc> {
    /// The maximum.
    type Output;
}
impl<Acc> MaxStaticOrder<Acc> for i32 {
    type Output = Acc;
}
impl<Acc: Max<Z0>> MaxStaticOrder<Acc> for Z0 {
    type Output = Maximum<Acc, Z0>;
}
impl<Acc: Max<PInt<U>>, U: Unsigned + NonZero> MaxStaticOrder<Acc> for PInt<U> {
    type Output = Maximum<Acc, PInt<U>>;
}
impl<Acc: Max<NInt<U>>, U: Unsigned + NonZero> MaxStaticOrder<Acc> for NInt<U> {
    type Output = Maximum<Acc, NInt<U>>;
}
#[doc(hidden)]
/// [`MaxStaticOrder`] over a list.
pub trait MaxStaticOrderList<Acc> {
    /// The maximum.
    type Output;
}
impl<Acc> MaxStaticOrderList<Acc> for HNil {
    type Output = Acc;
}
impl<Acc, H: MaxStaticOrder<Acc>, T: MaxStaticOrderList<H::Output>> MaxStaticOrderList<Acc>
    for HCons<H, T>
{
    type Output = T::Output;
}

#[doc(hidden)]
/// Replaces dynamic order leaves by `Base + position` and collects `(size, order)` reference
/// pairs and the normalised order. `Pos` counts flat leaves.
pub trait NormOrder<S, Base, Pos> {
    /// The order with only static leaves, same profile.
    type Order: IntTuple;
    /// The flat list of `(size of the sub-shape, order)` pairs.
    type Ref: HList;
    /// The position after this order.
    type Next;
    /// The reference pairs' values (run-time sizes of the sub-shapes).
    fn refs(shape: S) -> Self::Ref;
}
macro_rules! norm_static_leaf {
    ($($Ctor:ident),*) => {$(
        impl<S: IntTuple, Base, Pos: Add<P1>, U: Unsigned + NonZero> NormOrder<S, Base, Pos> for $Ctor<U>
        where
            $Ctor<U>: StaticInt,
        {
            type Order = $Ctor<U>;
            type Ref = HCons<(S::Size, $Ctor<U>), HNil>;
            type Next = Sum<Pos, P1>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn refs(shape: S) -> Self::Ref {
                HCons((shape.size(), Default::default()), HNil)
            }
        }
    )*};
}
norm_static_leaf!(PInt, NInt);
impl<S: IntTuple, Base, Pos: Add<P1>> NormOrder<S, Base, Pos> for Z0 {
    type Order = Z0;
    type Ref = HCons<(S::Size, Z0), HNil>;
    type Next = Sum<Pos, P1>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn refs(shape: S) -> Self::Ref {
        HCons((shape.size(), Z0::new()), HNil)
    }
}
impl<S: IntTuple, Base: Add<Pos>, Pos: Add<P1>> NormOrder<S, Base, Pos> for i32
where
    Sum<Base, Pos>: StaticInt,
{
    type Order = Sum<Base, Pos>;
    type Ref = HCons<(S::Size, Sum<Base, Pos>), HNil>;
    type Next = Sum<Pos, P1>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn refs(shape: S) -> Self::Ref {
        HCons((shape.size(), Default::default()), HNil)
    }
}
#[doc(hidden)]
/// [`NormOrder`] over zipped lists of orders and shapes.
pub trait NormOrderList<SList, Base, Pos> {
    /// The normalised orders.
    type Order: HList;
    /// The reference pairs.
    type Ref: HList;
    /// The position after the list.
    type Next;
    /// The reference pairs' values.
    fn refs_list(shapes: SList) -> Self::Ref;
}
impl<Base, Pos> NormOrderList<HNil, Base, Pos> for HNil {
    type Order = HNil;
    type Ref = HNil;
    type Next = Pos;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn refs_list(_: HNil) -> HNil {
        HNil
    }
}
impl<OH, OT, SH, ST, Base, Pos> NormOrderList<HCons<SH, ST>, Base, Pos> for HCons<OH, OT>
where
    OH: NormOrder<SH, Base, Pos>,
    OT: NormOrderList<ST, Base, OH::Next>,
    HCons<OH::Order, OT::Order>: HList,
    OH::Ref: Concat<OT::Ref>,
    <OH::Ref as Concat<OT::Ref>>::Output: HList,
{
    type Order = HCons<OH::Order, OT::Order>;
    type Ref = <OH::Ref as Concat<OT::Ref>>::Output;
    type Next = OT::Next;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn refs_list(shapes: HCons<SH, ST>) -> Self::Ref {
        OH::refs(shapes.0).concat(OT::refs_list(shapes.1))
    }
}

#[doc(hidden)]
/// `_1 * (o_k < O ? s_k : _1) * ...` over the reference pairs: the first stride of the mode
/// ranked `O`.
pub trait StrideStart<O, Acc> {
    /// The starting stride.
    type Output: Int;
    /// Computes it.
    fn stride_start(acc: Acc, sizes: &Self) -> Self::Output;
}
impl<O, Acc: Int> StrideStart<O, Acc> for HNil {
    type Output = Acc;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn stride_start(acc: Acc, _: &Self) -> Acc {
        acc
    }
}
impl<O, Acc, Sz: Int, Ok: IsLess<O>, T> StrideStart<O, Acc> for HCons<(Sz, Ok), T>
where
    Le<Ok, O>: PickFactor<Sz>,
    Acc: IntMul<<Le<Ok, O> as PickFactor<Sz>>::Output>,
    T: StrideStart<O, IntProd<Acc, <Le<Ok, O> as PickFactor<Sz>>::Output>>,
{
    type Output = T::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn stride_start(acc: Acc, l: &Self) -> Self::Output {
        let f = <Le<Ok, O> as PickFactor<Sz>>::pick((l.0).0);
        T::stride_start(acc.int_mul(f), &l.1)
    }
}
#[doc(hidden)]
/// `s` when the order is smaller (`B1`), `_1` otherwise.
pub trait PickFactor<Sz> {
    /// The factor.
    type Output: Int;
    /// Picks it.
    fn pick(s: Sz) -> Self::Output;
}
impl<Sz: Int> PickFactor<Sz> for B1 {
    type Output = Sz;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn pick(s: Sz) -> Sz {
        s
    }
}
impl<Sz: Int> PickFactor<Sz> for B0 {
    type Output = crate::int::_1;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn pick(_: Sz) -> Self::Output {
        _1
    }
}

/// The strides of shape `Self` ordered by the normalised order `O`, given the reference pairs.
pub trait OrderedStride<O, Ref>: IntTuple {
    /// The strides, congruent with the shape.
    type Stride: IntTuple;
    /// Computes them (`sizes` holds the run-time sizes of the reference pairs).
    fn ordered_stride(self, sizes: &Ref) -> Self::Stride;
}
impl<S, Ref, O> OrderedStride<O, Ref> for S
where
    S: OrderedStrideBy<O, Ref>,
{
    type Stride = S::Stride;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn ordered_stride(self, sizes: &Ref) -> Self::Stride {
        self.ordered_stride_by(sizes)
    }
}
#[doc(hidden)]
/// Dispatch of [`OrderedStride`] on whether the order is a leaf or a tuple.
pub trait OrderedStrideBy<O, Ref>: IntTuple {
    /// The strides.
    type Stride: IntTuple;
    /// Computes them.
    fn ordered_stride_by(self, sizes: &Ref) -> Self::Stride;
}
impl<S, O: StaticInt, Ref> OrderedStrideBy<O, Ref> for S
where
    Ref: StrideStart<O, _1>,
    S: Compact<LayoutLeft, <Ref as StrideStart<O, _1>>::Output>,
{
    type Stride = <S as Compact<LayoutLeft, <Ref as StrideStart<O, _1>>::Output>>::Stride;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn ordered_stride_by(self, sizes: &Ref) -> Self::Stride {
        self.compact(Ref::stride_start(_1, sizes)).0
    }
}

#[doc(hidden)]
/// Mode-by-mode [`OrderedStride`] of a shape list against an order list.
pub trait ZipOrdered<OList, Ref> {
    /// The strides.
    type Output: HList;
    /// Computes them.
    fn zip_ordered(self, sizes: &Ref) -> Self::Output;
}
impl<Ref> ZipOrdered<HNil, Ref> for HNil {
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_ordered(self, _: &Ref) -> HNil {
        HNil
    }
}
impl<SH: OrderedStride<OH, Ref>, ST: ZipOrdered<OT, Ref>, OH, OT, Ref>
    ZipOrdered<HCons<OH, OT>, Ref> for HCons<SH, ST>
where
    HCons<SH::Stride, ST::Output>: HList,
{
    type Output = HCons<SH::Stride, ST::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_ordered(self, sizes: &Ref) -> Self::Output {
        HCons(self.0.ordered_stride(sizes), self.1.zip_ordered(sizes))
    }
}

macro_rules! tuple_order {
    ($($T:ident),*) => {
        impl<S: Tuple, Base, Pos, $($T: IntTuple),*> NormOrder<S, Base, Pos> for ($($T,)*)
        where
            hlist_ty!($($T),*): NormOrderList<S::HList, Base, Pos>,
            <hlist_ty!($($T),*) as NormOrderList<S::HList, Base, Pos>>::Order: ToTuple,
            TupleOf<<hlist_ty!($($T),*) as NormOrderList<S::HList, Base, Pos>>::Order>: IntTuple,
        {
            type Order = TupleOf<<hlist_ty!($($T),*) as NormOrderList<S::HList, Base, Pos>>::Order>;
            type Ref = <hlist_ty!($($T),*) as NormOrderList<S::HList, Base, Pos>>::Ref;
            type Next = <hlist_ty!($($T),*) as NormOrderList<S::HList, Base, Pos>>::Next;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn refs(shape: S) -> Self::Ref {
                <hlist_ty!($($T),*) as NormOrderList<S::HList, Base, Pos>>::refs_list(shape.into_hlist())
            }
        }
        impl<S: IntTuple + Tuple, Ref, $($T),*> OrderedStrideBy<($($T,)*), Ref> for S
        where
            S::HList: ZipOrdered<hlist_ty!($($T),*), Ref>,
            <S::HList as ZipOrdered<hlist_ty!($($T),*), Ref>>::Output: ToTuple,
            TupleOf<<S::HList as ZipOrdered<hlist_ty!($($T),*), Ref>>::Output>: IntTuple,
        {
            type Stride = TupleOf<<S::HList as ZipOrdered<hlist_ty!($($T),*), Ref>>::Output>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn ordered_stride_by(self, sizes: &Ref) -> Self::Stride {
                self.into_hlist().zip_ordered(sizes).into_tuple()
            }
        }
    };
}
for_each_nonempty_tuple_arity!(tuple_order);

/// The base rank given to dynamic order leaves: one past the largest static leaf (from `_0`).
pub type DynOrderBase<O> = Sum<<<O as Leaves>::List as MaxStaticOrderList<Z0>>::Output, P1>;

/// Compact strides of shape `Self` following an order `O` (CuTe's `compact_order`); an umbrella
/// over the type-level steps, so callers write one bound.
#[diagnostic::on_unimplemented(
    message = "make_ordered_layout: order `{O}` does not fit shape `{Self}`",
    note = "the order must be weakly congruent with the shape: one integer per mode or sub-tuple"
)]
pub trait CompactOrder<O>: IntTuple {
    /// The strides, congruent with the shape.
    type Stride: IntTuple;
    /// Computes them.
    fn compact_order_by(self) -> Self::Stride;
}
impl<S: IntTuple, O> CompactOrder<O> for S
where
    O: Leaves + NormOrder<S, DynOrderBase<O>, Z0>,
    <O as Leaves>::List: MaxStaticOrderList<Z0>,
    <<O as Leaves>::List as MaxStaticOrderList<Z0>>::Output: Add<P1>,
    S: OrderedStride<
        <O as NormOrder<S, DynOrderBase<O>, Z0>>::Order,
        <O as NormOrder<S, DynOrderBase<O>, Z0>>::Ref,
    >,
{
    type Stride = <S as OrderedStride<
        <O as NormOrder<S, DynOrderBase<O>, Z0>>::Order,
        <O as NormOrder<S, DynOrderBase<O>, Z0>>::Ref,
    >>::Stride;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compact_order_by(self) -> Self::Stride {
        let refs = <O as NormOrder<S, DynOrderBase<O>, Z0>>::refs(self);
        self.ordered_stride(&refs)
    }
}

/// The stride type of [`compact_order`].
pub type CompactOrderOf<S, O> = <S as CompactOrder<O>>::Stride;

/// The compact strides of `shape` in the order `order`, CuTe's `compact_order(shape, order)`.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(display(compact_order((_2, _2, _2, _2), (_0, _2, _3, _1))).to_string(), "(_1,_4,_8,_2)");
/// // dynamic order values rank after the static ones, by position (CuTe's documented example)
/// assert_eq!(display(compact_order((2, 3, 4, 5), (_2, 67, 42, _50))).to_string(), "(_1,10,30,2)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn compact_order<S: CompactOrder<O>, O>(shape: S, _order: O) -> S::Stride {
    shape.compact_order_by()
}
