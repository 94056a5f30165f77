//! `shape_div`: division of shapes (CuTe's `shape_div` in `int_tuple.hpp`).

use super::IntTuple;
use crate::hlist::{HCons, HList, HNil, ToTuple, Tuple, TupleOf};
use crate::int::{Int, IntCeilDiv, IntCeilQuot};

/// CuTe's `shape_div(a, b)`:
///
/// | a | b | result |
/// |---|---|--------|
/// | tuple | tuple | element-wise `shape_div` (same rank) |
/// | tuple | int | fold `b` across `a`: `shape_div((4,5,6),40)` = `(1,1,3)` |
/// | int | tuple | `shape_div(a, product(b))` |
/// | int | int | `ceil_div(a, b)` |
///
/// # Static vs dynamic
/// CuTe requires `a % b == 0 || b % a == 0` for integers; the typed layer checks it when both
/// are static in the algebra that uses it, and the runtime layer for all values.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(display(shape_div((_4, _5, _6), _40)).to_string(), "(_1,_1,_3)");
/// assert_eq!(display(shape_div((_4, 6), (_2, 3))).to_string(), "(_2,2)");
/// ```
pub trait ShapeDiv<B: IntTuple>: IntTuple {
    /// The quotient.
    type Output: IntTuple;
    /// Divides.
    fn shape_div(self, b: B) -> Self::Output;
}
/// The result of [`ShapeDiv`].
pub type ShapeDivided<A, B> = <A as ShapeDiv<B>>::Output;

/// CuTe's `shape_div(a, b)`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn shape_div<A: ShapeDiv<B>, B: IntTuple>(a: A, b: B) -> ShapeDivided<A, B> {
    a.shape_div(b)
}

// int / anything: ceil_div(a, product(b))
impl<A: Int + IntCeilDiv<B::Size>, B: IntTuple> ShapeDiv<B> for A {
    type Output = IntCeilQuot<A, B::Size>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_div(self, b: B) -> Self::Output {
        self.int_ceil_div(b.size())
    }
}

#[doc(hidden)]
/// The right operand's side of `shape_div(tuple, b)`: a fold for an integer, a zip for a tuple.
pub trait ShapeDivOfList<AList> {
    /// The list of quotients.
    type Output: HList;
    /// Divides.
    fn div_list(self, a: AList) -> Self::Output;
}

#[doc(hidden)]
/// The fold of `shape_div(tuple, int)`.
pub trait FoldShapeDiv<Rest> {
    /// The list of quotients.
    type Output: HList;
    /// Divides.
    fn fold_div(self, rest: Rest) -> Self::Output;
}
impl<Rest> FoldShapeDiv<Rest> for HNil {
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn fold_div(self, _: Rest) -> HNil {
        HNil
    }
}
impl<Rest: IntTuple + ShapeDiv<H>, H: IntTuple + ShapeDiv<Rest>, T> FoldShapeDiv<Rest>
    for HCons<H, T>
where
    T: FoldShapeDiv<ShapeDivided<Rest, H>>,
    HCons<ShapeDivided<H, Rest>, T::Output>: HList,
{
    type Output = HCons<ShapeDivided<H, Rest>, T::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn fold_div(self, rest: Rest) -> Self::Output {
        HCons(
            self.0.shape_div(rest),
            self.1.fold_div(rest.shape_div(self.0)),
        )
    }
}
impl<B: Int, AList: FoldShapeDiv<B>> ShapeDivOfList<AList> for B {
    type Output = AList::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn div_list(self, a: AList) -> Self::Output {
        a.fold_div(self)
    }
}

#[doc(hidden)]
/// Element-wise `shape_div` of two lists.
pub trait ZipShapeDiv<BList> {
    /// The list of quotients.
    type Output: HList;
    /// Divides.
    fn zip_div(self, b: BList) -> Self::Output;
}
impl ZipShapeDiv<HNil> for HNil {
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_div(self, _: HNil) -> HNil {
        HNil
    }
}
impl<AH: ShapeDiv<BH>, AT: ZipShapeDiv<BT>, BH: IntTuple, BT> ZipShapeDiv<HCons<BH, BT>>
    for HCons<AH, AT>
where
    HCons<ShapeDivided<AH, BH>, AT::Output>: HList,
{
    type Output = HCons<ShapeDivided<AH, BH>, AT::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_div(self, b: HCons<BH, BT>) -> Self::Output {
        HCons(self.0.shape_div(b.0), self.1.zip_div(b.1))
    }
}

macro_rules! tuple_shape_div {
    ($($T:ident),*) => {
        impl<AList, $($T: IntTuple),*> ShapeDivOfList<AList> for ($($T,)*)
        where
                        AList: ZipShapeDiv<crate::int_tuple::hlist_ty!($($T),*)>,
        {
            type Output = <AList as ZipShapeDiv<crate::int_tuple::hlist_ty!($($T),*)>>::Output;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn div_list(self, a: AList) -> Self::Output {
                a.zip_div(self.into_hlist())
            }
        }
        impl<B: IntTuple, $($T: IntTuple),*> ShapeDiv<B> for ($($T,)*)
        where
            Self: IntTuple,
            B: ShapeDivOfList<crate::int_tuple::hlist_ty!($($T),*)>,
            <B as ShapeDivOfList<crate::int_tuple::hlist_ty!($($T),*)>>::Output: ToTuple,
            TupleOf<<B as ShapeDivOfList<crate::int_tuple::hlist_ty!($($T),*)>>::Output>: IntTuple,
        {
            type Output = TupleOf<<B as ShapeDivOfList<crate::int_tuple::hlist_ty!($($T),*)>>::Output>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn shape_div(self, b: B) -> Self::Output {
                b.div_list(self.into_hlist()).into_tuple()
            }
        }
    };
}
crate::int_tuple::for_each_tuple_arity!(tuple_shape_div);
