//! CuTe's `elem_less(a, b)` on typed IntTuples: the predicate of predicated copies,
//! `elem_less(coord, shape)`. Typed, so it inlines to one compare per leaf (and folds for
//! static leaves) in kernels.

use crate::hlist::{HCons, HNil, Tuple};
use crate::int::Int;

/// Element-wise `a < b` on congruent prefixes, CuTe's `elem_less`: every mode of `a` is less
/// than the matching mode of `b`; if `b` has fewer modes than `a`, false; extra modes of `b`
/// are ignored. Used for predication: `elem_less(coord, shape)`.
///
/// ```
/// use layout_core::prelude::*;
/// assert!(elem_less(&(1, 2), &(_2, _3)));
/// assert!(!elem_less(&(2, 2), &(_2, _3)));
/// assert!(elem_less(&(1,), &(2, 0)));   // extra modes of b are ignored
/// assert!(!elem_less(&(1, 1), &(2,)));  // b has fewer modes
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn elem_less<A: ElemLess<B>, B>(a: &A, b: &B) -> bool {
    a.elem_less(b)
}

/// The typed form of [`elem_less`]: implemented for integers against integers and for tuples
/// against tuples.
#[diagnostic::on_unimplemented(
    message = "elem_less: `{Self}` cannot be compared with `{B}`",
    note = "elem_less compares an integer with an integer, or a tuple with a tuple of at least as many modes"
)]
pub trait ElemLess<B> {
    /// `self < b` element-wise.
    fn elem_less(&self, b: &B) -> bool;
}

macro_rules! int_elem_less {
    ([$($g:tt)*] $A:ty) => {
        impl<B: Int, $($g)*> ElemLess<B> for $A where $A: Int {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn elem_less(&self, b: &B) -> bool {
                self.value() < b.value()
            }
        }
    };
}
crate::int::for_each_int_ctor!(int_elem_less);

#[doc(hidden)]
/// [`ElemLess`] over lists.
pub trait ListLess<B> {
    /// `self < b` element-wise on the prefix.
    fn list_less(&self, b: &B) -> bool;
}
impl<B> ListLess<B> for HNil {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn list_less(&self, _: &B) -> bool {
        true
    }
}
impl<A0, AT> ListLess<HNil> for HCons<A0, AT> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn list_less(&self, _: &HNil) -> bool {
        false
    }
}
impl<A0: ElemLess<B0>, AT: ListLess<BT>, B0, BT> ListLess<HCons<B0, BT>> for HCons<A0, AT> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn list_less(&self, b: &HCons<B0, BT>) -> bool {
        self.0.elem_less(&b.0) && self.1.list_less(&b.1)
    }
}

macro_rules! tuple_elem_less {
    ($($T:ident),*) => {
        impl<B: Tuple, $($T),*> ElemLess<B> for ($($T,)*)
        where
            ($($T,)*): Tuple,
            <($($T,)*) as Tuple>::HList: ListLess<B::HList>,
        {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn elem_less(&self, b: &B) -> bool {
                self.into_hlist().list_less(&b.into_hlist())
            }
        }
    };
}
tuple_elem_less!();
tuple_elem_less!(T0);
tuple_elem_less!(T0, T1);
tuple_elem_less!(T0, T1, T2);
tuple_elem_less!(T0, T1, T2, T3);
tuple_elem_less!(T0, T1, T2, T3, T4);
tuple_elem_less!(T0, T1, T2, T3, T4, T5);
tuple_elem_less!(T0, T1, T2, T3, T4, T5, T6);
tuple_elem_less!(T0, T1, T2, T3, T4, T5, T6, T7);
tuple_elem_less!(T0, T1, T2, T3, T4, T5, T6, T7, T8);
tuple_elem_less!(T0, T1, T2, T3, T4, T5, T6, T7, T8, T9);
tuple_elem_less!(T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10);
tuple_elem_less!(T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11);
