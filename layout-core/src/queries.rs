//! CuTe's queries as free functions, on IntTuples, layouts, composed layouts and tensors alike:
//! `size`, `shape`, `stride`, `cosize`, `rank`, `depth`, `is_static`, `print_layout` (`cute/layout.hpp`,
//! `cute/tensor_impl.hpp`). Each is also a method of the types that have it.
//!
//! ```
//! use layout_core::prelude::*;
//! // CuTe: Layout s2xh4 = make_layout(make_shape(2, make_shape(2,2)), make_stride(4, make_stride(2,1)));
//! let s2xh4 = make_layout_with((2, (2, 2)), (4, (2, 1)));
//! assert_eq!(display(size(&s2xh4)).to_string(), "8");
//! assert_eq!(display(shape(&s2xh4)).to_string(), "(2,(2,2))");
//! assert_eq!(display(stride(&s2xh4)).to_string(), "(4,(2,1))");
//! assert_eq!(display(cosize(&s2xh4)).to_string(), "8");
//! assert_eq!((rank(&s2xh4), depth(&s2xh4)), (2, 2));
//! // size<1>(s2xh4): mode 1 first (CuTe's layout<1>), then the query
//! assert_eq!(display(size(&s2xh4.get::<1>())).to_string(), "4");
//! // the same queries on a shape and on a tensor
//! assert_eq!(display(size(&(_2, _4))).to_string(), "_8");
//! let data = [0_u8; 8];
//! let t = make_tensor(&data[..], s2xh4);
//! assert_eq!((display(size(&t)).to_string(), rank(&t)), ("8".to_string(), 2));
//! ```
//!
//! | CuTe | here |
//! | --- | --- |
//! | `size(x)`, `shape(x)`, `stride(x)`, `cosize(x)`, `rank(x)`, `depth(x)` | [`size`]`(&x)`, [`shape`]`(&x)`, [`stride`]`(&x)`, [`cosize`]`(&x)`, [`rank`]`(&x)`, [`depth`]`(&x)` |
//! | `is_static<decltype(x)>::value` | [`is_static`]`(&x)` (a `const fn`) |
//! | `size<I>(x)`, `shape<I>(x)`, ... | the query on mode `I`: `size(&x.get::<I>())` (Rust has no optional template arguments: `size::<I>` and `size` cannot both be one function) |
//! | `print_layout(layout)` | [`print_layout`]`(&layout)` (a value to print: `println!("{}", ..)`) |

use crate::composed::{ComposedLayout, ComposedOffset, OffsetFn};
use crate::int::{IntAdd, IntDiff, IntSub, _1};
use crate::int_tuple::IntTuple;
use crate::layout::{CosizeOf, Layout};
use crate::stride::{Crd2Idx, Crd2IdxOf};
use crate::tensor::Tensor;

/// What has a shape: an IntTuple (its own shape), a layout, a composed layout, a tensor.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no shape",
    note = "CuTe's size, shape, rank and depth take an IntTuple, a layout, a composed layout or a tensor"
)]
pub trait Shaped {
    /// The shape.
    type Shape: IntTuple;
    /// The shape, CuTe's `shape(x)`.
    fn shape_of(&self) -> Self::Shape;
}

/// What has a layout of strides: a layout or a tensor.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no stride",
    note = "CuTe's stride and cosize take a layout or a tensor"
)]
pub trait Strided: Shaped {
    /// The stride.
    type Stride: IntTuple;
    /// The layout, shape and stride.
    fn layout_of(&self) -> Layout<Self::Shape, Self::Stride>;
}

impl<T: IntTuple> Shaped for T {
    type Shape = T;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_of(&self) -> T {
        *self
    }
}

impl<S: IntTuple, D: IntTuple> Shaped for Layout<S, D> {
    type Shape = S;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_of(&self) -> S {
        self.shape()
    }
}
impl<S: IntTuple, D: IntTuple> Strided for Layout<S, D> {
    type Stride = D;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn layout_of(&self) -> Layout<S, D> {
        *self
    }
}

impl<A: OffsetFn, O: ComposedOffset, S: IntTuple, D: IntTuple> Shaped
    for ComposedLayout<A, O, Layout<S, D>>
{
    type Shape = S;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_of(&self) -> S {
        self.shape()
    }
}

impl<E, S: IntTuple, D: IntTuple> Shaped for Tensor<E, Layout<S, D>> {
    type Shape = S;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape_of(&self) -> S {
        self.shape()
    }
}
impl<E, S: IntTuple, D: IntTuple> Strided for Tensor<E, Layout<S, D>> {
    type Stride = D;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn layout_of(&self) -> Layout<S, D> {
        self.layout()
    }
}

/// CuTe's `size(x)`: the number of coordinates of `x`'s shape (static when the shape is).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn size<X: Shaped + ?Sized>(x: &X) -> <X::Shape as IntTuple>::Size {
    x.shape_of().size()
}

/// CuTe's `shape(x)`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn shape<X: Shaped + ?Sized>(x: &X) -> X::Shape {
    x.shape_of()
}

/// CuTe's `stride(x)` of a layout or a tensor.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn stride<X: Strided + ?Sized>(x: &X) -> X::Stride {
    x.layout_of().stride()
}

/// CuTe's `cosize(x)` of a layout or a tensor: one past the largest index it maps to.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn cosize<X: Strided + ?Sized>(x: &X) -> CosizeOf<X::Shape, X::Stride>
where
    <X::Shape as IntTuple>::Size: IntSub<_1>,
    IntDiff<<X::Shape as IntTuple>::Size, _1>: Crd2Idx<X::Shape, X::Stride>,
    Crd2IdxOf<IntDiff<<X::Shape as IntTuple>::Size, _1>, X::Shape, X::Stride>: IntAdd<_1>,
{
    x.layout_of().cosize()
}

/// CuTe's `rank(x)`: the number of top-level modes of `x`'s shape, as a value.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub const fn rank<X: Shaped + ?Sized>(_: &X) -> usize {
    <X::Shape as IntTuple>::RANK
}

/// CuTe's `depth(x)`: the nesting depth of `x`'s shape (0 for an integer), as a value.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub const fn depth<X: Shaped + ?Sized>(_: &X) -> usize {
    <X::Shape as IntTuple>::DEPTH
}

/// What CuTe's `is_static<T>` is asked of: an IntTuple (every leaf static) or a layout (its
/// shape and its stride).
pub trait IsStatic {
    /// Whether every integer is static.
    const IS_STATIC: bool;
}
impl<T: IntTuple> IsStatic for T {
    const IS_STATIC: bool = T::IS_STATIC;
}
impl<S: IntTuple, D: IntTuple> IsStatic for Layout<S, D> {
    const IS_STATIC: bool = S::IS_STATIC && D::IS_STATIC;
}

/// CuTe's `is_static<T>::value` of a value's type: every integer of an IntTuple, or of a
/// layout's shape and stride, is static (`_N`).
///
/// ```
/// use layout_core::prelude::*;
/// // CuTe's GEMM tutorial: static_assert(is_static<ASmemLayout>::value)
/// let s_a = make_layout((_128, _8));
/// assert!(is_static(&s_a));
/// assert!(!is_static(&make_layout_with((_128, _8), (_1, 130))));
/// assert!(is_static(&(_32, _8)) && !is_static(&(300, _8)));
/// const CHECKED: bool = is_static(&(_32, _8)); // a const fn
/// assert!(CHECKED);
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub const fn is_static<X: IsStatic + ?Sized>(_: &X) -> bool {
    X::IS_STATIC
}

/// CuTe's `print_layout(layout)`: the rank-2 layout as a table, a value to print. Also a
/// method of layouts and composed layouts.
///
/// ```
/// use layout_core::prelude::*;
/// let s2xh4 = make_layout_with((2, (2, 2)), (4, (2, 1)));
/// let table = print_layout(&s2xh4).to_string();
/// assert!(table.starts_with("(2,(2,2)):(4,(2,1))\n"));
/// assert!(table.contains(" 0  | 0 | 2 | 1 | 3 |"));
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn print_layout<S, D>(layout: &Layout<S, D>) -> crate::print::PrintLayout<'_, S, D>
where
    S: IntTuple + crate::layout::RankTwo,
    D: IntTuple,
{
    layout.print_layout()
}
