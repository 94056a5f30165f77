//! [`LayoutLike`]: the one bound a generic function over layouts asks for.
//!
//! CuTe's generic code takes `Layout<Shape, Stride> const&` and calls `size<0>(layout)`,
//! `layout(m, n)`, `print(layout)`. Here a function takes `L: LayoutLike` and calls
//! [`mode_size`](LayoutLike::mode_size), [`eval_mn`](LayoutLike::eval_mn) and `{}`; the shape
//! and stride types are named [`LayoutLike::Shape`] and [`LayoutLike::Stride`].
//!
//! | CuTe | `L: LayoutLike` |
//! |------|-----------------|
//! | `Shape`, `Stride` (the template parameters) | `L::Shape`, `L::Stride` |
//! | `shape(layout)`, `stride(layout)` | [`shape`](LayoutLike::shape), [`stride`](LayoutLike::stride) |
//! | `rank(layout)` | [`rank`](LayoutLike::rank) |
//! | `size(layout)`, `size<I>(layout)` | [`size`](LayoutLike::size), [`mode_size`](LayoutLike::mode_size)`(I)` |
//! | `layout(i)`, `layout(m, n)` | [`eval`](LayoutLike::eval), [`eval_mn`](LayoutLike::eval_mn) |
//! | `print(layout)` | `{}` (`Display`), `display(layout.shape())` |
//!
//! CuTe's `print2D` (01_layout.md), with that single bound:
//!
//! ```
//! use layout_core::prelude::*;
//! use std::fmt::Write;
//!
//! fn print2d<L: LayoutLike>(layout: L) -> String {
//!     let mut out = String::new();
//!     for m in 0..layout.mode_size(0) {
//!         for n in 0..layout.mode_size(1) {
//!             write!(out, "{:3}  ", layout.eval_mn(m, n)).unwrap();
//!         }
//!         out.push('\n');
//!     }
//!     out
//! }
//!
//! // CuTe: make_layout(make_shape(2, make_shape(2, 2)), make_stride(4, make_stride(2, 1)))
//! let s2xh4 = Layout::new((2, (2, 2)), (4, (2, 1)));
//! assert_eq!(s2xh4.to_string(), "(2,(2,2)):(4,(2,1))");
//! assert_eq!(print2d(s2xh4), "  0    2    1    3  \n  4    6    5    7  \n");
//! // CuTe: make_layout(make_shape(Int<2>{}, 4), make_stride(Int<12>{}, Int<1>{}))
//! let s2xd4_a = Layout::new((_2, 4), (_12, _1));
//! assert_eq!(s2xd4_a.to_string(), "(_2,4):(_12,_1)");
//! assert_eq!(print2d(s2xd4_a), "  0    1    2    3  \n 12   13   14   15  \n");
//! ```

use crate::int_tuple::reflect::{dyn_eval, dyn_size};
use crate::int_tuple::{DynIntTuple, IntTuple};
use crate::layout::Layout;
use core::fmt;

/// A layout, for code that is generic over the layout type: CuTe's `Layout<Shape, Stride>`
/// template parameter, with its parts, its rank and size, and its value at an index or at an
/// `(m, n)` coordinate. Every [`Layout`] is one.
///
/// The run-time view (sizes and values as `i64`) serves generic code such as printing; the
/// typed methods of [`Layout`] (static results for static layouts) are unchanged.
///
/// ```
/// use layout_core::prelude::*;
/// fn describe<L: LayoutLike>(l: L) -> String {
///     format!("{l}: rank {}, size {}, shape {}", l.rank(), l.size(), display(l.shape()))
/// }
/// assert_eq!(describe(make_layout((_2, 4))), "(_2,4):(_1,_2): rank 2, size 8, shape (_2,4)");
/// ```
pub trait LayoutLike: Copy + fmt::Display {
    /// The shape's type (CuTe's `Shape`).
    type Shape: IntTuple;
    /// The stride's type (CuTe's `Stride`).
    type Stride: IntTuple;
    /// The shape, CuTe's `shape(layout)`.
    fn shape(&self) -> Self::Shape;
    /// The stride, CuTe's `stride(layout)`.
    fn stride(&self) -> Self::Stride;
    /// The number of top-level modes, CuTe's `rank(layout)` (1 for an integer shape).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// assert_eq!(LayoutLike::rank(&make_layout((_2, (2, _2)))), 2);
    /// ```
    fn rank(&self) -> usize {
        <Self::Shape as IntTuple>::RANK
    }
    /// The number of coordinates, CuTe's `size(layout)`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// assert_eq!(LayoutLike::size(&make_layout((_2, (2, _2)))), 8);
    /// ```
    fn size(&self) -> i64 {
        dyn_size(&self.shape())
    }
    /// The size of mode `i`, CuTe's `size<I>(layout)`; mode 0 of an integer shape is the
    /// integer itself.
    ///
    /// # Panics
    /// When `i >= rank` (CuTe does not compile `size<I>` there).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let l = make_layout((_2, (3, _2)));
    /// assert_eq!((l.mode_size(0), l.mode_size(1)), (2, 6));
    /// ```
    fn mode_size(&self, i: usize) -> i64 {
        let s = self.shape();
        dyn_size(mode(&s, i, "mode_size"))
    }
    /// The layout's value at a 1-D index, CuTe's `layout(i)`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// assert_eq!(make_layout_with((_2, 4), (_12, _1)).eval(5), 14);
    /// ```
    fn eval(&self, i: i64) -> i64 {
        dyn_eval(&self.shape(), &self.stride(), i)
    }
    /// The layout's value at the coordinate `(m, n)` of a rank-2 layout, CuTe's `layout(m, n)`:
    /// `m` indexes mode 0 and `n` mode 1, each split colexicographically inside its mode.
    ///
    /// # Panics
    /// When the layout's rank is not 2 (CuTe does not compile `layout(m, n)` there).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let l = Layout::new((2, (2, 2)), (4, (2, 1)));
    /// assert_eq!(l.eval_mn(1, 2), 5);
    /// ```
    fn eval_mn(&self, m: i64, n: i64) -> i64 {
        assert!(
            self.rank() == 2,
            "layout(m, n): the layout {self} has rank {}, not 2",
            self.rank()
        );
        let (s, d) = (self.shape(), self.stride());
        dyn_eval(mode(&s, 0, "eval_mn"), mode(&d, 0, "eval_mn"), m)
            + dyn_eval(mode(&s, 1, "eval_mn"), mode(&d, 1, "eval_mn"), n)
    }
}

/// Mode `i` of an IntTuple (an integer is its own mode 0).
fn mode<'a>(t: &'a dyn DynIntTuple, i: usize, op: &str) -> &'a dyn DynIntTuple {
    if t.leaf().is_some() && i == 0 {
        return t;
    }
    match t.mode_dyn(i) {
        Some(m) if t.leaf().is_none() => m,
        _ => panic!("{op}: mode {i} of a layout of rank {}", t.rank_dyn()),
    }
}

impl<S: IntTuple, D: IntTuple> LayoutLike for Layout<S, D> {
    type Shape = S;
    type Stride = D;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape(&self) -> S {
        Layout::shape(self)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn stride(&self) -> D {
        Layout::stride(self)
    }
}
