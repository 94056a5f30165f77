//! `flatten`: the leaves of an IntTuple as a flat tuple.

use super::IntTuple;
use crate::hlist::{Concat, HCons, HList, HNil, ToTuple, Tuple, TupleOf};
use crate::int::Int;

/// CuTe's `flatten`: an integer stays an integer; a tuple becomes the flat tuple of its leaves.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(display(flatten((_2, ((3, _4), _5)))).to_string(), "(_2,3,_4,_5)");
/// assert_eq!(display(flatten(_7)).to_string(), "_7");
/// ```
#[diagnostic::on_unimplemented(
    message = "flatten: not an IntTuple with at most 12 leaves",
    note = "the flat result is a tuple of rank 0 to 12; a layout flattens with `flatten_layout(layout)`"
)]
pub trait Flatten: IntTuple {
    /// The flattened IntTuple.
    type Output: IntTuple;
    /// Flattens.
    fn flatten(self) -> Self::Output;
}
/// The result of [`Flatten`].
pub type Flattened<T> = <T as Flatten>::Output;

/// CuTe's `flatten(t)`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn flatten<T: Flatten>(t: T) -> Flattened<T> {
    t.flatten()
}

#[doc(hidden)]
/// The leaves of an IntTuple as a list.
pub trait Leaves {
    /// The list of leaves.
    type List: HList;
    /// Collects the leaves.
    fn leaves(self) -> Self::List;
}
impl<I: Int> Leaves for I {
    type List = HCons<I, HNil>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn leaves(self) -> Self::List {
        HCons(self, HNil)
    }
}
#[doc(hidden)]
/// The leaves of each element of a list, concatenated.
pub trait ListLeaves {
    /// The list of leaves.
    type List: HList;
    /// Collects the leaves.
    fn list_leaves(self) -> Self::List;
}
impl ListLeaves for HNil {
    type List = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn list_leaves(self) -> HNil {
        HNil
    }
}
impl<H: Leaves, T: ListLeaves> ListLeaves for HCons<H, T>
where
    H::List: Concat<T::List>,
    <H::List as Concat<T::List>>::Output: HList,
{
    type List = <H::List as Concat<T::List>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn list_leaves(self) -> Self::List {
        self.0.leaves().concat(self.1.list_leaves())
    }
}

#[diagnostic::do_not_recommend]
impl<I: Int> Flatten for I {
    type Output = I;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn flatten(self) -> I {
        self
    }
}

macro_rules! tuple_flatten {
    ($($T:ident),*) => {
        impl<$($T: IntTuple),*> Leaves for ($($T,)*)
        where
                        crate::int_tuple::hlist_ty!($($T),*): ListLeaves,
        {
            type List = <crate::int_tuple::hlist_ty!($($T),*) as ListLeaves>::List;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn leaves(self) -> Self::List {
                self.into_hlist().list_leaves()
            }
        }
        #[diagnostic::do_not_recommend]
        impl<$($T: IntTuple),*> Flatten for ($($T,)*)
        where
            Self: IntTuple + Leaves,
            <Self as Leaves>::List: ToTuple,
            TupleOf<<Self as Leaves>::List>: IntTuple,
        {
            type Output = TupleOf<<Self as Leaves>::List>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn flatten(self) -> Self::Output {
                self.leaves().into_tuple()
            }
        }
    };
}

crate::int_tuple::for_each_tuple_arity!(tuple_flatten);
