//! Coordinates to indices and back, and compact strides (CuTe's `stride.hpp`).
//!
//! | CuTe | here |
//! |------|------|
//! | `crd2idx(c, shape, stride)` | [`crd2idx`], trait [`Crd2Idx`] |
//! | `idx2crd(i, shape)` | [`idx2crd`], trait [`Idx2Crd`] |
//! | `compact_col_major(shape)` (`LayoutLeft`) | [`compact_col_major`] |
//! | `compact_row_major(shape)` (`LayoutRight`) | [`compact_row_major`] |
//!
//! `crd2idx` accepts a 1-D index, a flat coordinate or a hierarchical one:
//! `op((c,C), (s,S), (d,D)) = op(c, s, d) + op(C, S, D)`; an integer coordinate against a tuple
//! shape is split colexicographically (`i % size(s0)`, `i / size(s0)`, ...), the last mode taking
//! what is left.

use crate::hlist::{HCons, HList, HNil, ToTuple, Tuple, TupleOf};
use crate::int::for_each_int_ctor;
use crate::int::{Int, IntAdd, IntDiv, IntMod, IntMul, IntProd, IntQuot, IntRem, IntSum};
use crate::int_tuple::{for_each_tuple_arity, hlist_ty, IntTuple};

mod check;
mod compact;
mod order;
#[doc(hidden)]
pub use check::{CoordProfileFlag, CoordRangeFlag, Crd2IdxInRange, Crd2IdxProfile, SameLen};
pub use compact::{
    compact_col_major, compact_row_major, Compact, CompactStride, LayoutLeft, LayoutRight,
};
pub use order::{compact_order, CompactOrder, CompactOrderOf};

/// Maps a coordinate to an index through a shape and a stride, CuTe's `crd2idx`.
///
/// `Self` is the coordinate: an integer (a 1-D or per-mode index) or a tuple of coordinates.
/// A static coordinate on a static layout gives a static index type.
///
/// Static checks (compile errors naming `crd2idx`): a tuple coordinate needs a tuple shape of the
/// same profile, and a static coordinate leaf must be in `[0, shape)` for a static shape leaf
/// (an integer coordinate against a tuple shape is split colexicographically first, the last
/// mode taking what is left). Dynamic leaves are not range-checked, as in CuTe.
///
/// ```
/// use layout_core::prelude::*;
/// // (3,(2,3)):(3,(12,1)) from the seed tutorial
/// let (s, d) = ((3, (2, 3)), (3, (12, 1)));
/// assert_eq!(crd2idx(16, s, d).value(), 17);
/// assert_eq!(crd2idx((1, 5), s, d).value(), 17);
/// assert_eq!(crd2idx((1, (1, 2)), s, d).value(), 17);
/// static_assertions::assert_type_eq_all!(Crd2IdxOf<_3, (_2, _4), (_1, _2)>, _3);
/// ```
#[diagnostic::on_unimplemented(
    message = "crd2idx: coordinate `{Self}` does not fit shape `{S}` with stride `{D}`",
    note = "a coordinate is an integer or a tuple with the same rank as the shape, mode by mode"
)]
pub trait Crd2Idx<S, D> {
    /// The index type: static when coordinate, shape and stride make it so.
    type Output: Int;
    /// Computes the index.
    fn crd2idx(self, shape: S, stride: D) -> Self::Output;
}
/// The index type of [`Crd2Idx`].
pub type Crd2IdxOf<C, S, D> = <C as Crd2Idx<S, D>>::Output;

/// CuTe's `crd2idx(coord, shape, stride)`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn crd2idx<C: Crd2Idx<S, D>, S, D>(coord: C, shape: S, stride: D) -> Crd2IdxOf<C, S, D> {
    coord.crd2idx(shape, stride)
}

#[doc(hidden)]
/// An integer coordinate against shape `Self`: `c * d` for an integer shape, the colexicographic
/// split for a tuple shape.
pub trait IntCoordIdx<C, D> {
    /// The index.
    type Output: Int;
    /// Computes it.
    fn int_coord_idx(self, c: C, d: D) -> Self::Output;
}
macro_rules! int_shape_coord_idx {
    ([$($g:tt)*] $S:ty) => {
        /// An integer coordinate against an integer shape: `c * d`, after the range check
        /// `0 <= c < s` when both are static.
        impl<C: IntMul<D> + CoordRangeFlag<$S>, D: Int, $($g)*> IntCoordIdx<C, D> for $S
        where
            $S: Int,
            <C as CoordRangeFlag<$S>>::Out: Crd2IdxInRange<C, $S>,
        {
            type Output = IntProd<C, D>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn int_coord_idx(self, c: C, d: D) -> Self::Output {
                c.int_mul(d)
            }
        }
    };
}
for_each_int_ctor!(int_shape_coord_idx);

#[doc(hidden)]
/// The colexicographic split of an integer coordinate over lists of shapes and strides.
pub trait SplitIdx<C, DList> {
    /// The index.
    type Output: Int;
    /// Computes it.
    fn split_idx(self, c: C, d: DList) -> Self::Output;
}
// last mode: takes the whole remaining coordinate
impl<C: Crd2Idx<S0, D0>, S0, D0> SplitIdx<C, HCons<D0, HNil>> for HCons<S0, HNil> {
    type Output = Crd2IdxOf<C, S0, D0>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn split_idx(self, c: C, d: HCons<D0, HNil>) -> Self::Output {
        c.crd2idx(self.0, d.0)
    }
}
// general mode: (c / size(s0), c % size(s0))
impl<C, S0, S1, ST, D0, DT> SplitIdx<C, HCons<D0, DT>> for HCons<S0, HCons<S1, ST>>
where
    S0: IntTuple,
    C: IntRem<S0::Size> + IntDiv<S0::Size>,
    IntMod<C, S0::Size>: Crd2Idx<S0, D0>,
    HCons<S1, ST>: SplitIdx<IntQuot<C, S0::Size>, DT>,
    Crd2IdxOf<IntMod<C, S0::Size>, S0, D0>:
        IntAdd<<HCons<S1, ST> as SplitIdx<IntQuot<C, S0::Size>, DT>>::Output>,
{
    type Output = IntSum<
        Crd2IdxOf<IntMod<C, S0::Size>, S0, D0>,
        <HCons<S1, ST> as SplitIdx<IntQuot<C, S0::Size>, DT>>::Output,
    >;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn split_idx(self, c: C, d: HCons<D0, DT>) -> Self::Output {
        let s = self.0.size();
        let here = c.int_rem(s).crd2idx(self.0, d.0);
        here.int_add(self.1.split_idx(c.int_div(s), d.1))
    }
}

#[doc(hidden)]
/// Sum of per-mode indices of a tuple coordinate (CuTe's left fold `(... + x)`).
pub trait ZipIdx<SList, DList, Acc> {
    /// The index.
    type Output: Int;
    /// Computes it.
    fn zip_idx(self, s: SList, d: DList, acc: Acc) -> Self::Output;
}
impl<Acc: Int> ZipIdx<HNil, HNil, Acc> for HNil {
    type Output = Acc;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_idx(self, _: HNil, _: HNil, acc: Acc) -> Acc {
        acc
    }
}
impl<C0, CT, S0, ST, D0, DT, Acc> ZipIdx<HCons<S0, ST>, HCons<D0, DT>, Acc> for HCons<C0, CT>
where
    C0: Crd2Idx<S0, D0>,
    Acc: IntAdd<Crd2IdxOf<C0, S0, D0>>,
    CT: ZipIdx<ST, DT, IntSum<Acc, Crd2IdxOf<C0, S0, D0>>>,
{
    type Output = CT::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_idx(self, s: HCons<S0, ST>, d: HCons<D0, DT>, acc: Acc) -> Self::Output {
        let here = self.0.crd2idx(s.0, d.0);
        self.1.zip_idx(s.1, d.1, acc.int_add(here))
    }
}

macro_rules! int_crd2idx {
    ([$($g:tt)*] $C:ty) => {
        /// An integer coordinate: a 1-D index split over the shape (see [`IntCoordIdx`]).
        impl<S: IntCoordIdx<$C, D>, D, $($g)*> Crd2Idx<S, D> for $C
        where
            $C: Int,
        {
            type Output = S::Output;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn crd2idx(self, shape: S, stride: D) -> Self::Output {
                shape.int_coord_idx(self, stride)
            }
        }
    };
}
for_each_int_ctor!(int_crd2idx);

macro_rules! tuple_crd2idx {
    () => {};
    ($T0:ident $(, $T:ident)*) => {
        // integer coordinate, tuple shape: the colexicographic split
        impl<C: Int, D: Tuple, $T0: Copy, $($T: Copy),*> IntCoordIdx<C, D> for ($T0, $($T,)*)
        where
            hlist_ty!($T0 $(, $T)*): SplitIdx<C, D::HList>,
        {
            type Output = <hlist_ty!($T0 $(, $T)*) as SplitIdx<C, D::HList>>::Output;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn int_coord_idx(self, c: C, d: D) -> Self::Output {
                self.into_hlist().split_idx(c, d.into_hlist())
            }
        }
        // tuple coordinate, tuple shape: sum over modes, starting from the first mode's index
        impl<S: CoordProfileFlag<hlist_ty!($T0 $(, $T)*)>, D, $T0: Copy, $($T: Copy),*> Crd2Idx<S, D> for ($T0, $($T,)*)
        where
            <S as CoordProfileFlag<hlist_ty!($T0 $(, $T)*)>>::Out: Crd2IdxProfile<Self, S, D>,
            <<S as CoordProfileFlag<hlist_ty!($T0 $(, $T)*)>>::Out as Crd2IdxProfile<Self, S, D>>::SList: SplitFirst,
            <<S as CoordProfileFlag<hlist_ty!($T0 $(, $T)*)>>::Out as Crd2IdxProfile<Self, S, D>>::DList: SplitFirst,
            $T0: Crd2Idx<<<<S as CoordProfileFlag<hlist_ty!($T0 $(, $T)*)>>::Out as Crd2IdxProfile<Self, S, D>>::SList as SplitFirst>::Head, <<<S as CoordProfileFlag<hlist_ty!($T0 $(, $T)*)>>::Out as Crd2IdxProfile<Self, S, D>>::DList as SplitFirst>::Head>,
            hlist_ty!($($T),*): ZipIdx<
                <<<S as CoordProfileFlag<hlist_ty!($T0 $(, $T)*)>>::Out as Crd2IdxProfile<Self, S, D>>::SList as SplitFirst>::Tail,
                <<<S as CoordProfileFlag<hlist_ty!($T0 $(, $T)*)>>::Out as Crd2IdxProfile<Self, S, D>>::DList as SplitFirst>::Tail,
                Crd2IdxOf<$T0, <<<S as CoordProfileFlag<hlist_ty!($T0 $(, $T)*)>>::Out as Crd2IdxProfile<Self, S, D>>::SList as SplitFirst>::Head, <<<S as CoordProfileFlag<hlist_ty!($T0 $(, $T)*)>>::Out as Crd2IdxProfile<Self, S, D>>::DList as SplitFirst>::Head>,
            >,
        {
            type Output = <hlist_ty!($($T),*) as ZipIdx<
                <<<S as CoordProfileFlag<hlist_ty!($T0 $(, $T)*)>>::Out as Crd2IdxProfile<Self, S, D>>::SList as SplitFirst>::Tail,
                <<<S as CoordProfileFlag<hlist_ty!($T0 $(, $T)*)>>::Out as Crd2IdxProfile<Self, S, D>>::DList as SplitFirst>::Tail,
                Crd2IdxOf<$T0, <<<S as CoordProfileFlag<hlist_ty!($T0 $(, $T)*)>>::Out as Crd2IdxProfile<Self, S, D>>::SList as SplitFirst>::Head, <<<S as CoordProfileFlag<hlist_ty!($T0 $(, $T)*)>>::Out as Crd2IdxProfile<Self, S, D>>::DList as SplitFirst>::Head>,
            >>::Output;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn crd2idx(self, shape: S, stride: D) -> Self::Output {
                let HCons(c0, ct) = self.into_hlist();
                let (sl, dl) = <<S as CoordProfileFlag<hlist_ty!($T0 $(, $T)*)>>::Out as Crd2IdxProfile<Self, S, D>>::lists(shape, stride);
                let (s0, st) = sl.split_first();
                let (d0, dt) = dl.split_first();
                ct.zip_idx(st, dt, c0.crd2idx(s0, d0))
            }
        }
    };
}
for_each_tuple_arity!(tuple_crd2idx);

#[doc(hidden)]
/// A non-empty list split into head and tail.
pub trait SplitFirst {
    /// The head.
    type Head;
    /// The tail.
    type Tail;
    /// Splits.
    fn split_first(self) -> (Self::Head, Self::Tail);
}
impl<H, T> SplitFirst for HCons<H, T> {
    type Head = H;
    type Tail = T;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn split_first(self) -> (H, T) {
        (self.0, self.1)
    }
}

/// Maps an index to a coordinate of a shape, CuTe's `idx2crd(idx, shape)`.
///
/// An integer index against a tuple shape is split colexicographically, the last mode taking
/// what is left (so out-of-range indices land in the last mode, as in CuTe). A size-1 static mode
/// gets the static coordinate `_0` (`i % _1 = _0`).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(display(idx2crd(16, (3, (2, 3)))).to_string(), "(1,(1,2))");
/// assert_eq!(display(idx2crd(_5, (_2, _4))).to_string(), "(_1,_2)");
/// ```
#[diagnostic::on_unimplemented(
    message = "idx2crd: index `{Self}` does not fit shape `{S}`",
    note = "an index is an integer, or a tuple with the same rank as the shape"
)]
pub trait Idx2Crd<S> {
    /// The coordinate: congruent to the shape.
    type Output: IntTuple;
    /// Computes the coordinate.
    fn idx2crd(self, shape: S) -> Self::Output;
}
/// The coordinate type of [`Idx2Crd`].
pub type Idx2CrdOf<I, S> = <I as Idx2Crd<S>>::Output;

/// CuTe's `idx2crd(idx, shape)`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn idx2crd<I: Idx2Crd<S>, S>(idx: I, shape: S) -> Idx2CrdOf<I, S> {
    idx.idx2crd(shape)
}

#[doc(hidden)]
/// An integer index split over shape `Self`.
pub trait SplitCrd<I> {
    /// The coordinate.
    type Output: IntTuple;
    /// Computes it.
    fn split_crd(self, i: I) -> Self::Output;
}
impl<S: Int, I: Int> SplitCrd<I> for S {
    type Output = I;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn split_crd(self, i: I) -> I {
        i
    }
}
#[doc(hidden)]
/// The colexicographic split of an index over a list of shapes.
pub trait SplitCrdList<I> {
    /// The list of coordinates.
    type Output: HList;
    /// Computes it.
    fn split_crd_list(self, i: I) -> Self::Output;
}
impl<I, S0: SplitCrd<I>> SplitCrdList<I> for HCons<S0, HNil> {
    type Output = HCons<S0::Output, HNil>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn split_crd_list(self, i: I) -> Self::Output {
        HCons(self.0.split_crd(i), HNil)
    }
}
impl<I, S0, S1, ST> SplitCrdList<I> for HCons<S0, HCons<S1, ST>>
where
    S0: IntTuple + SplitCrd<IntMod<I, S0::Size>>,
    I: IntRem<S0::Size> + IntDiv<S0::Size>,
    HCons<S1, ST>: SplitCrdList<IntQuot<I, S0::Size>>,
    HCons<S0::Output, <HCons<S1, ST> as SplitCrdList<IntQuot<I, S0::Size>>>::Output>: HList,
{
    type Output = HCons<S0::Output, <HCons<S1, ST> as SplitCrdList<IntQuot<I, S0::Size>>>::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn split_crd_list(self, i: I) -> Self::Output {
        let s = self.0.size();
        HCons(
            self.0.split_crd(i.int_rem(s)),
            self.1.split_crd_list(i.int_div(s)),
        )
    }
}

impl<I: Int, S: SplitCrd<I>> Idx2Crd<S> for I {
    type Output = S::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn idx2crd(self, shape: S) -> Self::Output {
        shape.split_crd(self)
    }
}

#[doc(hidden)]
/// Mode-by-mode `idx2crd` of a tuple index against a tuple shape.
pub trait ZipCrd<SList> {
    /// The list of coordinates.
    type Output: HList;
    /// Computes it.
    fn zip_crd(self, s: SList) -> Self::Output;
}
impl ZipCrd<HNil> for HNil {
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_crd(self, _: HNil) -> HNil {
        HNil
    }
}
impl<I0: Idx2Crd<S0>, IT: ZipCrd<ST>, S0, ST> ZipCrd<HCons<S0, ST>> for HCons<I0, IT>
where
    HCons<I0::Output, IT::Output>: HList,
{
    type Output = HCons<I0::Output, IT::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_crd(self, s: HCons<S0, ST>) -> Self::Output {
        HCons(self.0.idx2crd(s.0), self.1.zip_crd(s.1))
    }
}

macro_rules! tuple_idx2crd {
    ($($T:ident),*) => {
        impl<I, $($T: Copy),*> SplitCrd<I> for ($($T,)*)
        where
            hlist_ty!($($T),*): SplitCrdList<I>,
            <hlist_ty!($($T),*) as SplitCrdList<I>>::Output: ToTuple,
            TupleOf<<hlist_ty!($($T),*) as SplitCrdList<I>>::Output>: IntTuple,
        {
            type Output = TupleOf<<hlist_ty!($($T),*) as SplitCrdList<I>>::Output>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn split_crd(self, i: I) -> Self::Output {
                self.into_hlist().split_crd_list(i).into_tuple()
            }
        }
        impl<S: Tuple, $($T: Copy),*> Idx2Crd<S> for ($($T,)*)
        where
            hlist_ty!($($T),*): ZipCrd<S::HList>,
            <hlist_ty!($($T),*) as ZipCrd<S::HList>>::Output: ToTuple,
            TupleOf<<hlist_ty!($($T),*) as ZipCrd<S::HList>>::Output>: IntTuple,
        {
            type Output = TupleOf<<hlist_ty!($($T),*) as ZipCrd<S::HList>>::Output>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn idx2crd(self, shape: S) -> Self::Output {
                self.into_hlist().zip_crd(shape.into_hlist()).into_tuple()
            }
        }
    };
}
for_each_tuple_arity!(tuple_idx2crd);
