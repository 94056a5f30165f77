//! `prefix_product`: the exclusive prefix product of an IntTuple (pycute's `prefix_product`).

use super::IntTuple;
use crate::hlist::{HCons, HList, HNil, ToTuple, Tuple, TupleOf};
use crate::int::{Int, IntMul, IntProd, _1};

/// The exclusive prefix product of an IntTuple, seeded with `Init`: each leaf is replaced by
/// `Init` times the product of all leaves before it (colexicographic order). The result has the
/// same profile; it is the compact column-major stride without CuTe's `_0` for size-1 modes
/// (see [`compact_col_major`](crate::stride::compact_col_major) for that one).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(display(prefix_product((_2, (_3, 4), _5))).to_string(), "(_1,(_2,_6),24)");
/// ```
pub trait PrefixProduct<Init: Int>: IntTuple {
    /// The prefix products, same profile as `Self`.
    type Output: IntTuple;
    /// `Init * product(self)`: the seed for what comes next.
    type Next: Int;
    /// Computes both.
    fn prefix_product_from(self, init: Init) -> (Self::Output, Self::Next);
}
/// The result of [`PrefixProduct`] seeded with `_1`.
pub type PrefixProductOf<T> = <T as PrefixProduct<_1>>::Output;

/// The exclusive prefix product of `t`, seeded with `_1`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn prefix_product<T: PrefixProduct<_1>>(t: T) -> PrefixProductOf<T> {
    t.prefix_product_from(_1).0
}

impl<I: Int, Init: IntMul<I>> PrefixProduct<Init> for I {
    type Output = Init;
    type Next = IntProd<Init, I>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn prefix_product_from(self, init: Init) -> (Init, Self::Next) {
        (init, init.int_mul(self))
    }
}

#[doc(hidden)]
/// Prefix products over a list of IntTuples.
pub trait HPrefixProduct<Init> {
    /// The list of results.
    type Output: HList;
    /// The running product after the list.
    type Next: Int;
    /// Computes both.
    fn hprefix(self, init: Init) -> (Self::Output, Self::Next);
}
impl<Init: Int> HPrefixProduct<Init> for HNil {
    type Output = HNil;
    type Next = Init;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn hprefix(self, init: Init) -> (HNil, Init) {
        (HNil, init)
    }
}
impl<Init: Int, H: PrefixProduct<Init>, T: HPrefixProduct<H::Next>> HPrefixProduct<Init>
    for HCons<H, T>
where
    HCons<H::Output, T::Output>: HList,
{
    type Output = HCons<H::Output, T::Output>;
    type Next = T::Next;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn hprefix(self, init: Init) -> (Self::Output, Self::Next) {
        let (h, next) = self.0.prefix_product_from(init);
        let (t, last) = self.1.hprefix(next);
        (HCons(h, t), last)
    }
}

macro_rules! tuple_prefix {
    ($($T:ident),*) => {
        impl<Init: Int, $($T: IntTuple),*> PrefixProduct<Init> for ($($T,)*)
        where
            Self: IntTuple,
            crate::int_tuple::hlist_ty!($($T),*): HPrefixProduct<Init>,
            <crate::int_tuple::hlist_ty!($($T),*) as HPrefixProduct<Init>>::Output: ToTuple,
            TupleOf<<crate::int_tuple::hlist_ty!($($T),*) as HPrefixProduct<Init>>::Output>: IntTuple,
        {
            type Output = TupleOf<<crate::int_tuple::hlist_ty!($($T),*) as HPrefixProduct<Init>>::Output>;
            type Next = <crate::int_tuple::hlist_ty!($($T),*) as HPrefixProduct<Init>>::Next;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn prefix_product_from(self, init: Init) -> (Self::Output, Self::Next) {
                let (l, next) = self.into_hlist().hprefix(init);
                (l.into_tuple(), next)
            }
        }
    };
}
crate::int_tuple::for_each_tuple_arity!(tuple_prefix);
