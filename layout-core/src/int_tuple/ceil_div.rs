//! `ceil_div`: ceiling division of IntTuples (CuTe's `ceil_div` in `int_tuple.hpp`).

use super::IntTuple;
use crate::hlist::{HCons, HList, HNil, ToTuple, Tuple, TupleOf};
use crate::int::{IntCeilDiv, IntCeilQuot, _1};
use typenum::B0;

/// CuTe's `ceil_div(a, b)`, the number of `b`-sized blocks that cover `a`:
///
/// | a | b | result |
/// |---|---|--------|
/// | tuple | tuple | mode by mode; `b` may have fewer modes than `a`, its missing modes are `_1` |
/// | tuple | int | a fold: mode `i` is `ceil_div(a_i, r_i)` with `r_0 = b` and `r_{i+1} = ceil_div(r_i, a_i)` |
/// | int | tuple | `ceil_div(a, product(b))` |
/// | int | int | `(a + b - _1) / b` |
///
/// A leaf of the result is static exactly when CuTe's is: `(a + b - _1) / b` of two static
/// integers is static, and any dynamic operand makes it dynamic (`ceil_div(_8, 4)` is the
/// dynamic `2`). The fold carries the divisor through the modes as CuTe does, so after a
/// dynamic mode the rest of the divisor, and every later mode, is dynamic.
///
/// ```
/// use layout_core::prelude::*;
/// // int / int
/// assert_eq!(display(ceil_div(_7, _2)).to_string(), "_4");
/// assert_eq!(display(ceil_div(7, _2)).to_string(), "4");
/// // tuple / tuple: the missing mode of `b` is `_1`
/// assert_eq!(display(ceil_div((_7, 9, _5), (_2, 4))).to_string(), "(_4,3,_5)");
/// // tuple / int: the divisor folds through the modes
/// assert_eq!(display(ceil_div((_4, _5, _6), _40)).to_string(), "(_1,_1,_3)");
/// assert_eq!(display(ceil_div((_3, _8), _4)).to_string(), "(_1,_4)");
/// // int / tuple: divided by the product
/// assert_eq!(display(ceil_div(_100, (_3, _4))).to_string(), "_9");
/// ```
///
/// `b` with more modes than `a` does not compile (CuTe's `static_assert` "Mismatched ranks"):
/// ```compile_fail
/// use layout_core::prelude::*;
/// let _ = ceil_div((_8, _8), (_2, _2, _2));
/// ```
///
/// # Panics
/// A dynamic divisor of `0` panics (Rust's `i32` division); a static `_0` does not compile.
#[diagnostic::on_unimplemented(
    message = "ceil_div: `{Self}` cannot be divided by `{B}`",
    note = "CuTe's ceil_div takes two IntTuples; a tuple `b` may not have more modes than a tuple `a` (\"Mismatched ranks\"), and a static divisor must not be `_0`"
)]
pub trait CeilDiv<B: IntTuple>: IntTuple {
    /// The quotient.
    type Output: IntTuple;
    /// Divides, rounding up.
    fn ceil_div(self, b: B) -> Self::Output;
}
/// The result of [`CeilDiv`].
pub type CeilDivided<A, B> = <A as CeilDiv<B>>::Output;

/// CuTe's `ceil_div(a, b)` of two IntTuples; see [`CeilDiv`] for the four cases.
///
/// ```
/// use layout_core::prelude::*;
/// // CuTe's 0x_gemm_tutorial: the grid of a multimodal M = (m0, m1) tiled by (_64, _2)
/// let tiles = ceil_div((1000, 3), (_64, _2));
/// assert_eq!(display(tiles).to_string(), "(16,2)");
/// assert_eq!(size(&tiles), 32);
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn ceil_div<A: CeilDiv<B>, B: IntTuple>(a: A, b: B) -> CeilDivided<A, B> {
    a.ceil_div(b)
}

// int / anything: `ceil_div(a, product(b))`; an integer's product is itself. One impl per
// integer constructor, so that a tuple `a` meets only the tuple impl and a failed inner check
// is reported as itself.
macro_rules! int_ceil_div {
    ([$($g:tt)*] $A:ty) => {
        #[diagnostic::do_not_recommend]
        impl<B: IntTuple, $($g)*> CeilDiv<B> for $A
        where
            $A: IntCeilDiv<B::Size>,
            IntCeilQuot<$A, B::Size>: IntTuple,
        {
            type Output = IntCeilQuot<$A, B::Size>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn ceil_div(self, b: B) -> Self::Output {
                self.int_ceil_div(b.size())
            }
        }
    };
}
crate::int::for_each_int_ctor!(int_ceil_div);

#[doc(hidden)]
/// The right operand's side of `ceil_div(tuple, b)`: a fold for an integer, a zip for a tuple.
pub trait CeilDivOfList<AList> {
    /// The list of quotients.
    type Output: HList;
    /// Divides.
    fn ceil_div_list(self, a: AList) -> Self::Output;
}

#[doc(hidden)]
/// The fold of `ceil_div(tuple, int)`: `Self` the modes of `a`, `Rest` what is left of `b`.
pub trait FoldCeilDiv<Rest> {
    /// The list of quotients.
    type Output: HList;
    /// Divides.
    fn fold_ceil_div(self, rest: Rest) -> Self::Output;
}
impl<Rest> FoldCeilDiv<Rest> for HNil {
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn fold_ceil_div(self, _: Rest) -> HNil {
        HNil
    }
}
impl<Rest: CeilDiv<H>, H: CeilDiv<Rest>, T> FoldCeilDiv<Rest> for HCons<H, T>
where
    T: FoldCeilDiv<CeilDivided<Rest, H>>,
    HCons<CeilDivided<H, Rest>, T::Output>: HList,
{
    type Output = HCons<CeilDivided<H, Rest>, T::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn fold_ceil_div(self, rest: Rest) -> Self::Output {
        HCons(
            self.0.ceil_div(rest),
            self.1.fold_ceil_div(rest.ceil_div(self.0)),
        )
    }
}
macro_rules! int_ceil_div_of_list {
    ([$($g:tt)*] $B:ty) => {
        #[diagnostic::do_not_recommend]
        impl<AList: FoldCeilDiv<$B>, $($g)*> CeilDivOfList<AList> for $B {
            type Output = AList::Output;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn ceil_div_list(self, a: AList) -> Self::Output {
                a.fold_ceil_div(self)
            }
        }
    };
}
crate::int::for_each_int_ctor!(int_ceil_div_of_list);

#[doc(hidden)]
/// Mode-by-mode `ceil_div` of two lists, the missing modes of `BList` read as `_1`.
pub trait ZipCeilDiv<BList> {
    /// The list of quotients.
    type Output: HList;
    /// Divides.
    fn zip_ceil_div(self, b: BList) -> Self::Output;
}
impl ZipCeilDiv<HNil> for HNil {
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_ceil_div(self, _: HNil) -> HNil {
        HNil
    }
}
/// `b` has run out of modes: the rest of `a` is divided by `_1`.
impl<AH: CeilDiv<_1>, AT: ZipCeilDiv<HNil>> ZipCeilDiv<HNil> for HCons<AH, AT>
where
    HCons<CeilDivided<AH, _1>, AT::Output>: HList,
{
    type Output = HCons<CeilDivided<AH, _1>, AT::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_ceil_div(self, _: HNil) -> Self::Output {
        HCons(self.0.ceil_div(_1), self.1.zip_ceil_div(HNil))
    }
}
impl<AH: CeilDiv<BH>, AT: ZipCeilDiv<BT>, BH: IntTuple, BT> ZipCeilDiv<HCons<BH, BT>>
    for HCons<AH, AT>
where
    HCons<CeilDivided<AH, BH>, AT::Output>: HList,
{
    type Output = HCons<CeilDivided<AH, BH>, AT::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_ceil_div(self, b: HCons<BH, BT>) -> Self::Output {
        HCons(self.0.ceil_div(b.0), self.1.zip_ceil_div(b.1))
    }
}
/// `b` has a mode beyond `a`'s last: CuTe's rank `static_assert`, [`CeilDivRank`].
impl<BH, BT> ZipCeilDiv<HCons<BH, BT>> for HNil
where
    <BH as ExtraMode>::Out: CeilDivRank,
{
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_ceil_div(self, _: HCons<BH, BT>) -> HNil {
        HNil
    }
}

/// `rank(b) <= rank(a)` for two tuples (`B1`), CuTe's `static_assert` in `ceil_div`.
#[diagnostic::on_unimplemented(
    message = "ceil_div: Mismatched ranks (CuTe requires rank(a) >= rank(b) when a and b are tuples)",
    note = "the missing modes of `b` are `_1`; `b` cannot have more modes than `a`"
)]
pub trait CeilDivRank {}
impl CeilDivRank for typenum::B1 {}

#[doc(hidden)]
/// `B0` for every mode of `b` that `a` has no mode for: the failed rank check.
pub trait ExtraMode {
    /// `B0`.
    type Out;
}
impl<B> ExtraMode for B {
    type Out = B0;
}

macro_rules! tuple_ceil_div {
    ($($T:ident),*) => {
        impl<AList, $($T: IntTuple),*> CeilDivOfList<AList> for ($($T,)*)
        where
            AList: ZipCeilDiv<crate::int_tuple::hlist_ty!($($T),*)>,
        {
            type Output = <AList as ZipCeilDiv<crate::int_tuple::hlist_ty!($($T),*)>>::Output;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn ceil_div_list(self, a: AList) -> Self::Output {
                a.zip_ceil_div(self.into_hlist())
            }
        }
        impl<B: IntTuple, $($T: IntTuple),*> CeilDiv<B> for ($($T,)*)
        where
            Self: IntTuple,
            B: CeilDivOfList<crate::int_tuple::hlist_ty!($($T),*)>,
            <B as CeilDivOfList<crate::int_tuple::hlist_ty!($($T),*)>>::Output: ToTuple,
            TupleOf<<B as CeilDivOfList<crate::int_tuple::hlist_ty!($($T),*)>>::Output>: IntTuple,
        {
            type Output =
                TupleOf<<B as CeilDivOfList<crate::int_tuple::hlist_ty!($($T),*)>>::Output>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn ceil_div(self, b: B) -> Self::Output {
                b.ceil_div_list(self.into_hlist()).into_tuple()
            }
        }
    };
}
crate::int_tuple::for_each_tuple_arity!(tuple_ceil_div);
