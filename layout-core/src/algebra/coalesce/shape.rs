//! **Ignore me!** CuTe's `coalesce(shape)`: flatten, then multiply adjacent leaves that are both
//! static or both dynamic (used by `complement` for the rest of the cotarget).
#![doc(hidden)]

use crate::hlist::{HCons, HNil, ReverseInto, Reversed, ToTuple, TupleOf};
use crate::int::{Int, IntMul, IntProd, IsStatic, IsStaticOut};
use crate::int_tuple::flatten::Leaves;
use crate::int_tuple::IntTuple;
use typenum::{Eq, IsEqual, B0, B1};

/// CuTe's `coalesce(shape)`: flatten, then multiply adjacent leaves that are both static or
/// both dynamic; one leaf left is an integer.
pub trait ShapeCoalesce: IntTuple {
    /// The coalesced shape.
    type Output: IntTuple;
    /// Coalesces.
    fn shape_coalesce(self) -> Self::Output;
}
impl<T: IntTuple + Leaves> ShapeCoalesce for T
where
    T::List: ShapeFoldStart,
{
    type Output = <T::List as ShapeFoldStart>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_coalesce(self) -> Self::Output {
        self.leaves().shape_fold_start()
    }
}
/// The fold of [`ShapeCoalesce`], started with the first leaf.
pub trait ShapeFoldStart {
    /// The coalesced shape.
    type Output: IntTuple;
    /// Folds.
    fn shape_fold_start(self) -> Self::Output;
}
impl<H, T: ShapeFold<HCons<H, HNil>>> ShapeFoldStart for HCons<H, T> {
    type Output = T::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_fold_start(self) -> Self::Output {
        self.1.shape_fold(HCons(self.0, HNil))
    }
}
/// One leaf of [`ShapeCoalesce`]; the state is the result reversed (back first).
pub trait ShapeFold<St> {
    /// The coalesced shape.
    type Output: IntTuple;
    /// Folds.
    fn shape_fold(self, st: St) -> Self::Output;
}
impl<B, T> ShapeFold<HCons<B, T>> for HNil
where
    HCons<B, T>: ReverseInto<HNil>,
    Reversed<HCons<B, T>>: ShapeUnwrap,
{
    type Output = <Reversed<HCons<B, T>> as ShapeUnwrap>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_fold(self, st: HCons<B, T>) -> Self::Output {
        st.reverse_into(HNil).shape_unwrap()
    }
}
impl<A: IsStatic, AT, B: IsStatic, T> ShapeFold<HCons<B, T>> for HCons<A, AT>
where
    IsStaticOut<B>: IsEqual<IsStaticOut<A>>,
    Eq<IsStaticOut<B>, IsStaticOut<A>>: ShapeMerge<A, B, T>,
    AT: ShapeFold<<Eq<IsStaticOut<B>, IsStaticOut<A>> as ShapeMerge<A, B, T>>::Output>,
{
    type Output = <AT as ShapeFold<
        <Eq<IsStaticOut<B>, IsStaticOut<A>> as ShapeMerge<A, B, T>>::Output,
    >>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_fold(self, st: HCons<B, T>) -> Self::Output {
        let st = <Eq<IsStaticOut<B>, IsStaticOut<A>> as ShapeMerge<A, B, T>>::merge(self.0, st);
        self.1.shape_fold(st)
    }
}
/// `B1`: replace the back by `back * a`; `B0`: append `a`.
pub trait ShapeMerge<A, B, T> {
    /// The new state.
    type Output;
    /// Merges.
    fn merge(a: A, st: HCons<B, T>) -> Self::Output;
}
impl<A: Int, B: IntMul<A>, T> ShapeMerge<A, B, T> for B1 {
    type Output = HCons<IntProd<B, A>, T>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn merge(a: A, st: HCons<B, T>) -> Self::Output {
        HCons(st.0.int_mul(a), st.1)
    }
}
impl<A, B, T> ShapeMerge<A, B, T> for B0 {
    type Output = HCons<A, HCons<B, T>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn merge(a: A, st: HCons<B, T>) -> Self::Output {
        HCons(a, st)
    }
}
/// One leaf is an integer, several a tuple.
pub trait ShapeUnwrap {
    /// The shape.
    type Output: IntTuple;
    /// Unwraps.
    fn shape_unwrap(self) -> Self::Output;
}
impl<A: Int> ShapeUnwrap for HCons<A, HNil> {
    type Output = A;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_unwrap(self) -> A {
        self.0
    }
}
impl<A0, A1, T> ShapeUnwrap for HCons<A0, HCons<A1, T>>
where
    Self: ToTuple,
    TupleOf<Self>: IntTuple,
{
    type Output = TupleOf<Self>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_unwrap(self) -> Self::Output {
        self.into_tuple()
    }
}
