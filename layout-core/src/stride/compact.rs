//! Compact strides: `LayoutLeft` (column-major) and `LayoutRight` (row-major), as CuTe's
//! `compact_major`.
//!
//! Strides are seeded with a static `_1` and multiplied by each mode's size in turn; a mode of
//! static size `_1` gets the static stride `_0` (CuTe: "if current is dynamic, this could save a
//! reg"). `LayoutLeft` walks the modes first to last, `LayoutRight` last to first, recursively.

use crate::hlist::{HCons, HList, HNil, ReverseInto, Reversed, ToTuple, Tuple, TupleOf};
use crate::int::{Int, IntMul, IntProd, IsOne, IsOneOut, _1};
use crate::int_tuple::{for_each_nonempty_tuple_arity, hlist_ty, IntTuple};
use typenum::{B0, B1, Z0};

/// The stride generator for compact column-major layouts (CuTe's `LayoutLeft`, `GenColMajor`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LayoutLeft;

/// The stride generator for compact row-major layouts (CuTe's `LayoutRight`, `GenRowMajor`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LayoutRight;

#[doc(hidden)]
/// The compact stride of one integer mode, chosen by whether it is the static 1.
pub trait CompactLeaf<S, Cur> {
    /// The stride.
    type Stride: Int;
    /// The running product after this mode.
    type Next: Int;
    /// Computes both.
    fn compact_leaf(s: S, cur: Cur) -> (Self::Stride, Self::Next);
}
impl<S, Cur: Int> CompactLeaf<S, Cur> for B1 {
    type Stride = Z0;
    type Next = Cur;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compact_leaf(_: S, cur: Cur) -> (Z0, Cur) {
        (Z0::new(), cur)
    }
}
impl<S: Int, Cur: IntMul<S>> CompactLeaf<S, Cur> for B0 {
    type Stride = Cur;
    type Next = IntProd<Cur, S>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compact_leaf(s: S, cur: Cur) -> (Cur, Self::Next) {
        (cur, cur.int_mul(s))
    }
}

/// Compact strides of a shape in a major order `M` ([`LayoutLeft`] or [`LayoutRight`]),
/// seeded with `Cur`.
#[diagnostic::on_unimplemented(
    message = "not a shape: a shape is an integer (`_N` or `i32`) or a tuple of at most 12 shapes",
    label = "a compact (LayoutLeft/LayoutRight) stride is made for a shape",
    note = "make_layout(shape) and make_layout_with(shape, LayoutLeft/LayoutRight) take a shape (tuples of rank 0 to 12 at every level); CuTe's make_layout(l0, l1, ...) of layouts is make_layout_of((l0, l1, ...)) here, its make_layout(shape, stride) is make_layout_with(shape, stride)"
)]
pub trait Compact<M, Cur>: IntTuple {
    /// The strides, congruent with `Self`.
    type Stride: IntTuple;
    /// `Cur` times the size of `Self`.
    type Next: Int;
    /// Computes both.
    fn compact(self, cur: Cur) -> (Self::Stride, Self::Next);
}

#[diagnostic::do_not_recommend]
impl<M, S: IsOne, Cur: Int> Compact<M, Cur> for S
where
    IsOneOut<S>: CompactLeaf<S, Cur>,
{
    type Stride = <IsOneOut<S> as CompactLeaf<S, Cur>>::Stride;
    type Next = <IsOneOut<S> as CompactLeaf<S, Cur>>::Next;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compact(self, cur: Cur) -> (Self::Stride, Self::Next) {
        <IsOneOut<S> as CompactLeaf<S, Cur>>::compact_leaf(self, cur)
    }
}

#[doc(hidden)]
/// Folds `Compact` over a list, prepending each result to `Acc` (so the output list is in the
/// reverse of the visiting order).
pub trait CompactFold<M, Cur, Acc> {
    /// The strides (reversed visiting order, followed by `Acc`).
    type Output: HList;
    /// The running product after the list.
    type Next: Int;
    /// Computes both.
    fn compact_fold(self, cur: Cur, acc: Acc) -> (Self::Output, Self::Next);
}
impl<M, Cur: Int, Acc: HList> CompactFold<M, Cur, Acc> for HNil {
    type Output = Acc;
    type Next = Cur;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compact_fold(self, cur: Cur, acc: Acc) -> (Acc, Cur) {
        (acc, cur)
    }
}
impl<M, Cur, Acc, H: Compact<M, Cur>, T> CompactFold<M, Cur, Acc> for HCons<H, T>
where
    T: CompactFold<M, H::Next, HCons<H::Stride, Acc>>,
{
    type Output = T::Output;
    type Next = T::Next;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compact_fold(self, cur: Cur, acc: Acc) -> (Self::Output, Self::Next) {
        let (d, next) = self.0.compact(cur);
        self.1.compact_fold(next, HCons(d, acc))
    }
}

macro_rules! tuple_compact {
    ($($T:ident),*) => {
        // LayoutLeft: visit first to last, then reverse the prepended results
        #[diagnostic::do_not_recommend]
        impl<Cur: Int, $($T: IntTuple),*> Compact<LayoutLeft, Cur> for ($($T,)*)
        where
            Self: IntTuple,
            hlist_ty!($($T),*): CompactFold<LayoutLeft, Cur, HNil>,
            <hlist_ty!($($T),*) as CompactFold<LayoutLeft, Cur, HNil>>::Output: ReverseInto<HNil>,
            Reversed<<hlist_ty!($($T),*) as CompactFold<LayoutLeft, Cur, HNil>>::Output>: HList,
            Reversed<<hlist_ty!($($T),*) as CompactFold<LayoutLeft, Cur, HNil>>::Output>: ToTuple,
            TupleOf<Reversed<<hlist_ty!($($T),*) as CompactFold<LayoutLeft, Cur, HNil>>::Output>>: IntTuple,
        {
            type Stride = TupleOf<Reversed<<hlist_ty!($($T),*) as CompactFold<LayoutLeft, Cur, HNil>>::Output>>;
            type Next = <hlist_ty!($($T),*) as CompactFold<LayoutLeft, Cur, HNil>>::Next;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn compact(self, cur: Cur) -> (Self::Stride, Self::Next) {
                let (l, next) = self.into_hlist().compact_fold(cur, HNil);
                (l.reverse_into(HNil).into_tuple(), next)
            }
        }
        // LayoutRight: visit last to first; prepending restores the original order
        #[diagnostic::do_not_recommend]
        impl<Cur: Int, $($T: IntTuple),*> Compact<LayoutRight, Cur> for ($($T,)*)
        where
            Self: IntTuple,
            hlist_ty!($($T),*): ReverseInto<HNil>,
            Reversed<hlist_ty!($($T),*)>: CompactFold<LayoutRight, Cur, HNil>,
            <Reversed<hlist_ty!($($T),*)> as CompactFold<LayoutRight, Cur, HNil>>::Output: ToTuple,
            TupleOf<<Reversed<hlist_ty!($($T),*)> as CompactFold<LayoutRight, Cur, HNil>>::Output>: IntTuple,
        {
            type Stride = TupleOf<<Reversed<hlist_ty!($($T),*)> as CompactFold<LayoutRight, Cur, HNil>>::Output>;
            type Next = <Reversed<hlist_ty!($($T),*)> as CompactFold<LayoutRight, Cur, HNil>>::Next;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn compact(self, cur: Cur) -> (Self::Stride, Self::Next) {
                let (l, next) = self.into_hlist().reverse_into(HNil).compact_fold(cur, HNil);
                (l.into_tuple(), next)
            }
        }
    };
}
for_each_nonempty_tuple_arity!(tuple_compact);

/// The empty shape has empty strides.
#[diagnostic::do_not_recommend]
impl<M, Cur: Int> Compact<M, Cur> for () {
    type Stride = ();
    type Next = Cur;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compact(self, cur: Cur) -> ((), Cur) {
        ((), cur)
    }
}

/// The compact strides of `S` in major order `M`, seeded with `_1`.
pub type CompactStride<S, M> = <S as Compact<M, crate::int::_1>>::Stride;

/// CuTe's `compact_col_major(shape)`: `LayoutLeft` strides.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(display(compact_col_major((2, 4))).to_string(), "(_1,2)");
/// assert_eq!(display(compact_col_major((_2, (_1, _4)))).to_string(), "(_1,(_0,_2))");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn compact_col_major<S: Compact<LayoutLeft, _1>>(shape: S) -> S::Stride {
    shape.compact(_1).0
}

/// CuTe's `compact_row_major(shape)`: `LayoutRight` strides.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(display(compact_row_major((_2, _4))).to_string(), "(_4,_1)");
/// assert_eq!(display(compact_row_major((_2, 4))).to_string(), "(4,_1)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn compact_row_major<S: Compact<LayoutRight, _1>>(shape: S) -> S::Stride {
    shape.compact(_1).0
}

#[allow(unused_imports)]
use Tuple as _;
