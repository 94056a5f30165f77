//! CuTe's `make_basis_like(shape)`: the unit basis strides of a shape, `_1@i` for top-level mode
//! `i`, `_1@j@i` for mode `j` of mode `i`, ... (an integer shape has the stride `_1`).

use super::leaf::ScaledBasis;
use crate::hlist::{Concat, HCons, HNil};
use crate::int::{Int, _1};
use crate::int_tuple::IntTuple;
use typenum::{U0, U1, U10, U11, U2, U3, U4, U5, U6, U7, U8, U9};

/// The basis strides of a shape under a path prefix `P` (outermost first).
pub trait BasisLike<P>: IntTuple {
    /// The strides, congruent with the shape.
    type Output: IntTuple;
    /// Builds them.
    fn basis_like(&self) -> Self::Output;
}
/// The strides [`make_basis_like`] gives for shape `S`.
pub type BasisLikeOf<S> = <S as BasisLike<HNil>>::Output;

#[doc(hidden)]
/// The unit stride at a path: `_1` for the empty path, `_1@...` otherwise.
pub trait UnitAt {
    /// The stride.
    type Unit: IntTuple + Default;
}
impl UnitAt for HNil {
    type Unit = _1;
}
impl<N, T> UnitAt for HCons<N, T>
where
    ScaledBasis<_1, HCons<N, T>>: IntTuple,
{
    type Unit = ScaledBasis<_1, HCons<N, T>>;
}

impl<I: Int, P: UnitAt> BasisLike<P> for I {
    type Output = P::Unit;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn basis_like(&self) -> P::Unit {
        P::Unit::default()
    }
}

macro_rules! tuple_basis_like {
    ($(($T:ident, $U:ident)),*) => {
        #[allow(non_snake_case, unused_variables, clippy::unused_unit)]
        impl<P, $($T),*> BasisLike<P> for ($($T,)*)
        where
            Self: IntTuple,
            $(P: Concat<HCons<$U, HNil>>, $T: BasisLike<<P as Concat<HCons<$U, HNil>>>::Output>,)*
            ($(<$T as BasisLike<<P as Concat<HCons<$U, HNil>>>::Output>>::Output,)*): IntTuple,
        {
            type Output = ($(<$T as BasisLike<<P as Concat<HCons<$U, HNil>>>::Output>>::Output,)*);
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn basis_like(&self) -> Self::Output {
                let ($($T,)*) = self;
                ($($T.basis_like(),)*)
            }
        }
    };
}
tuple_basis_like!();
crate::int_tuple::for_each_indexed_tuple_arity!(tuple_basis_like);

/// CuTe's `make_basis_like(shape)`: the strides of the identity layout of `shape`, which maps
/// every coordinate of `shape` to itself.
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::basis::make_basis_like;
/// assert_eq!(display(make_basis_like((4, _8))).to_string(), "(_1@0,_1@1)");
/// assert_eq!(display(make_basis_like(((_2, 3), 4))).to_string(), "((_1@0@0,_1@1@0),_1@1)");
/// assert_eq!(display(make_basis_like(6)).to_string(), "_1");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn make_basis_like<S: BasisLike<HNil>>(shape: S) -> BasisLikeOf<S> {
    shape.basis_like()
}
