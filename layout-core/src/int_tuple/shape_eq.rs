//! Whether two shapes are the same, CuTe's `shape(a) == shape(b)` on typed IntTuples: the
//! check of a predicate tensor's shape against the shape a predicated copy needs. Two static
//! leaves must be the same type (a mismatch is a compile error); a dynamic leaf is compared at
//! run time; a leaf against a tuple, or tuples of different ranks, do not compile.

use crate::int::Int;
use typenum::{NInt, NonZero, PInt, Unsigned, Z0};

/// `self` and `B` are the same shape: congruent, with equal leaves (static leaves checked at
/// compile time, dynamic ones by [`ShapeEq::shape_eq`]).
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::int_tuple::ShapeEq;
/// assert!((_4, (_2, 3)).shape_eq(&(_4, (_2, 3))));
/// assert!(!(_4, 5).shape_eq(&(_4, 6)));
/// ```
///
/// ```compile_fail
/// use layout_core::prelude::*;
/// use layout_core::int_tuple::ShapeEq;
/// (_4, _2).shape_eq(&(_2, _4)); // static leaves differ
/// ```
#[diagnostic::on_unimplemented(
    message = "copy_if: the predicate's shape `{Self}` is not `{B}`, the shape the copy predicates",
    label = "the predicate tensor's shape",
    note = "CuTe's copy_if(copy_atom, tXpX, tXsX, tXdX) takes one bool per atom call: tXpX has the source's rest modes, (CPY_M,CPY_N) for a source (CPY,CPY_M,CPY_N) (make it with `make_rest_pred(&tXcX, |c| ...)`); the element-wise copy_if(pred, src, dst) takes the tensors' shape"
)]
pub trait ShapeEq<B> {
    /// Whether the dynamic leaves are equal too (static ones are, by the impl's existence).
    fn shape_eq(&self, b: &B) -> bool;
}

impl<B: Int> ShapeEq<B> for i32 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_eq(&self, b: &B) -> bool {
        *self == b.value()
    }
}
impl ShapeEq<i32> for Z0 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_eq(&self, b: &i32) -> bool {
        *b == 0
    }
}
impl ShapeEq<Z0> for Z0 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_eq(&self, _: &Z0) -> bool {
        true
    }
}
impl<U: Unsigned + NonZero> ShapeEq<i32> for PInt<U>
where
    PInt<U>: Int,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_eq(&self, b: &i32) -> bool {
        self.value() == *b
    }
}
impl<U: Unsigned + NonZero> ShapeEq<PInt<U>> for PInt<U> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_eq(&self, _: &PInt<U>) -> bool {
        true
    }
}
impl<U: Unsigned + NonZero> ShapeEq<i32> for NInt<U>
where
    NInt<U>: Int,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_eq(&self, b: &i32) -> bool {
        self.value() == *b
    }
}
impl<U: Unsigned + NonZero> ShapeEq<NInt<U>> for NInt<U> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_eq(&self, _: &NInt<U>) -> bool {
        true
    }
}

macro_rules! tuple_shape_eq {
    ($(($A:ident, $B:ident, $i:tt)),*) => {
        impl<$($A: ShapeEq<$B>, $B),*> ShapeEq<($($B,)*)> for ($($A,)*) {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            #[allow(unused_variables)]
            fn shape_eq(&self, b: &($($B,)*)) -> bool {
                true $(&& self.$i.shape_eq(&b.$i))*
            }
        }
    };
}
tuple_shape_eq!();
tuple_shape_eq!((A0, B0, 0));
tuple_shape_eq!((A0, B0, 0), (A1, B1, 1));
tuple_shape_eq!((A0, B0, 0), (A1, B1, 1), (A2, B2, 2));
tuple_shape_eq!((A0, B0, 0), (A1, B1, 1), (A2, B2, 2), (A3, B3, 3));
tuple_shape_eq!(
    (A0, B0, 0),
    (A1, B1, 1),
    (A2, B2, 2),
    (A3, B3, 3),
    (A4, B4, 4)
);
tuple_shape_eq!(
    (A0, B0, 0),
    (A1, B1, 1),
    (A2, B2, 2),
    (A3, B3, 3),
    (A4, B4, 4),
    (A5, B5, 5)
);
tuple_shape_eq!(
    (A0, B0, 0),
    (A1, B1, 1),
    (A2, B2, 2),
    (A3, B3, 3),
    (A4, B4, 4),
    (A5, B5, 5),
    (A6, B6, 6)
);
tuple_shape_eq!(
    (A0, B0, 0),
    (A1, B1, 1),
    (A2, B2, 2),
    (A3, B3, 3),
    (A4, B4, 4),
    (A5, B5, 5),
    (A6, B6, 6),
    (A7, B7, 7)
);
