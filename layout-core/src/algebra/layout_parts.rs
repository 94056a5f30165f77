//! The shape and stride types of a typed layout, named by the algebra's own bounds. Generic user
//! code asks for [`LayoutLike`](crate::LayoutLike) instead, which documents the same parts for
//! users (`LayoutLike::Shape`, `LayoutLike::Stride`).
#![doc(hidden)]

use crate::int_tuple::IntTuple;
use crate::layout::Layout;

/// A layout's shape and stride, for code that is generic over the layout type.
pub trait LayoutParts: Copy {
    /// The shape.
    type S: IntTuple;
    /// The stride.
    type D: IntTuple;
    /// The shape and the stride.
    fn parts(&self) -> (Self::S, Self::D);
}
impl<S: IntTuple, D: IntTuple> LayoutParts for Layout<S, D> {
    type S = S;
    type D = D;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn parts(&self) -> (S, D) {
        (self.shape(), self.stride())
    }
}
