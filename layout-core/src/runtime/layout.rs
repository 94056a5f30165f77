//! The runtime Layout: a shape and a stride of the same profile.

use super::IntTuple;
use core::fmt;

/// CuTe's `Layout<Shape, Stride>` at run time. Prints as `shape:stride`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    /// The shape.
    pub shape: IntTuple,
    /// The stride, congruent with the shape.
    pub stride: IntTuple,
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.shape, self.stride)
    }
}
