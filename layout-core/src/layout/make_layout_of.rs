//! CuTe's `make_layout(layout0, layout1, ...)`: layouts become the modes of one layout, and
//! `Layout<Shape>` with CuTe's default (compact column-major) stride.
//!
//! | CuTe | here |
//! |------|------|
//! | `make_layout(Layout<_2,_1>{}, Layout<_3,_2>{})` | [`make_layout_of`]`((l0, l1))` |
//! | `Layout<Shape<_2,_4>>` (stride `LayoutLeft::Apply<Shape>`) | [`LayoutLeftOf`]`<(_2, _4)>` |
//! | `Layout<Shape, LayoutRight::Apply<Shape>>` | [`LayoutRightOf`]`<(_2, _4)>` |
//!
//! ```
//! use layout_core::prelude::*;
//! let l = make_layout_of((Layout::new(_2, _1), Layout::new(_3, _2)));
//! assert_eq!(l.to_string(), "(_2,_3):(_1,_2)");
//! assert_eq!(LayoutLeftOf::<(_2, _4)>::default().to_string(), "(_2,_4):(_1,_2)");
//! ```

use super::{CongruentWith, Layout};
use crate::int_tuple::{for_each_nonempty_tuple_arity, IntTuple};
use crate::layout_like::LayoutLike;
use crate::stride::{CompactStride, LayoutLeft, LayoutRight};

/// The layout whose modes are the given layouts, CuTe's variadic `make_layout(l0, l1, ...)`:
/// shape `(shape(l0), shape(l1), ...)` and stride `(stride(l0), stride(l1), ...)`.
/// Implemented for tuples of 1 to 12 layouts.
///
/// ```
/// use layout_core::prelude::*;
/// let a = make_layout((_2, 3));
/// let b = Layout::new(_4, _6);
/// assert_eq!(make_layout_of((a, b)).to_string(), "((_2,3),_4):((_1,_2),_6)");
/// assert_eq!(make_layout_of((b,)).to_string(), "(_4):(_6)");
/// static_assertions::assert_type_eq_all!(
///     LayoutOfLayouts<(Layout<_2, _1>, Layout<_3, _2>)>,
///     Layout<(_2, _3), (_1, _2)>
/// );
/// ```
///
/// CuTe: `cute::make_layout(Layout const&...)`, 01_layout.md §Layout construction.
#[diagnostic::on_unimplemented(
    message = "make_layout_of: `{Self}` is not a tuple of 1 to 12 layouts",
    note = "CuTe's make_layout(l0, l1, ...) is make_layout_of((l0, l1, ...)); make_layout(shape) takes a shape"
)]
pub trait MakeLayoutOf {
    /// The concatenated layout.
    type Output: LayoutLike;
    /// Builds it.
    fn make_layout_of(self) -> Self::Output;
}
/// The result of [`MakeLayoutOf`] (an alias; see [`Layout`] for methods).
pub type LayoutOfLayouts<T> = <T as MakeLayoutOf>::Output;

/// CuTe's `make_layout(l0, l1, ...)`; see [`MakeLayoutOf`].
///
/// ```
/// use layout_core::prelude::*;
/// let l = make_layout_of((Layout::new(_2, _1), Layout::new(_3, _2)));
/// assert_eq!(l.to_string(), "(_2,_3):(_1,_2)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn make_layout_of<T: MakeLayoutOf>(layouts: T) -> LayoutOfLayouts<T> {
    layouts.make_layout_of()
}

macro_rules! tuple_make_layout_of {
    ($($T:ident),*) => {
        impl<$($T: LayoutLike),*> MakeLayoutOf for ($($T,)*)
        where
            ($($T::Shape,)*): IntTuple + CongruentWith<($($T::Stride,)*)>,
            ($($T::Stride,)*): IntTuple,
        {
            type Output = Layout<($($T::Shape,)*), ($($T::Stride,)*)>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            #[allow(non_snake_case)]
            fn make_layout_of(self) -> Self::Output {
                let ($($T,)*) = self;
                Layout::new(($(LayoutLike::shape(&$T),)*), ($(LayoutLike::stride(&$T),)*))
            }
        }
    };
}
for_each_nonempty_tuple_arity!(tuple_make_layout_of);

/// The layout of shape `S` with compact column-major strides, CuTe's `Layout<Shape>` (whose
/// default stride is `LayoutLeft::Apply<Shape>`): the type of [`make_layout`](crate::make_layout)`(s)`.
/// An alias; see [`Layout`] for methods.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(LayoutLeftOf::<(_2, _4)>::default().to_string(), "(_2,_4):(_1,_2)");
/// static_assertions::assert_type_eq_all!(LayoutLeftOf<(_2, _4)>, Layout<(_2, _4), (_1, _2)>);
/// let l: LayoutLeftOf<(_2, i32)> = make_layout((_2, 4));
/// assert_eq!(l.to_string(), "(_2,4):(_1,_2)");
/// ```
pub type LayoutLeftOf<S> = Layout<S, CompactStride<S, LayoutLeft>>;

/// The layout of shape `S` with compact row-major strides, CuTe's
/// `Layout<Shape, LayoutRight::Apply<Shape>>`: the type of
/// [`make_layout_with`](crate::make_layout_with)`(s, LayoutRight)`. An alias; see [`Layout`]
/// for methods.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(LayoutRightOf::<(_2, _4)>::default().to_string(), "(_2,_4):(_4,_1)");
/// ```
pub type LayoutRightOf<S> = Layout<S, CompactStride<S, LayoutRight>>;
