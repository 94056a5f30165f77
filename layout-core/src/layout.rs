//! `Layout<Shape, Stride>`: a function from coordinates to indices (CuTe's `layout.hpp`).
//!
//! | CuTe | here |
//! |------|------|
//! | `make_layout(shape)` | [`make_layout`] (compact column-major, strides seeded with `_1`) |
//! | `make_layout(shape, stride)` | [`make_layout_with`]`(shape, stride)` or [`Layout::new`] |
//! | `make_layout(shape, LayoutLeft{})` / `LayoutRight{}` | [`make_layout_with`]`(shape, LayoutRight)` |
//! | `make_layout(layout0, layout1, ...)` | [`make_layout_of`]`((layout0, layout1, ...))` |
//! | `Layout<Shape>` (compact column-major stride) | [`LayoutLeftOf`]`<Shape>` |
//! | `shape(l)`, `stride(l)`, `rank(l)`, `depth(l)` | [`Layout::shape`], [`Layout::stride`], [`Layout::RANK`], [`Layout::DEPTH`] |
//! | `size(l)`, `cosize(l)` | [`Layout::size`], [`Layout::cosize`]; static: [`Layout::SIZE`], [`Layout::COSIZE`] |
//! | `layout<I>(l)` / `get<I>(l)` | [`Layout::get`] |
//! | `l(c)` | [`Layout::call`] (an index, a flat or a hierarchical coordinate) |
//!
//! ```
//! use layout_core::prelude::*;
//! let l = make_layout((2, 4));
//! assert_eq!(l.to_string(), "(2,4):(_1,2)");
//! let s = make_layout((_2, _4));
//! assert_eq!(s.to_string(), "(_2,_4):(_1,_2)");
//! assert_eq!(core::mem::size_of_val(&s), 0);
//! const N: i32 = Layout::<(_2, _4), (_1, _2)>::COSIZE;
//! assert_eq!(N, 8);
//! ```

use crate::int::{Int, IntAdd, IntDiff, IntSub, IntSum, StaticInt, _1};
use crate::int_tuple::{fmt_dyn, Get, GetOf, IntTuple};
use crate::stride::{Compact, CompactOrder, Crd2Idx, Crd2IdxOf, LayoutLeft, LayoutRight};
use core::fmt;

mod make_layout_of;
pub use make_layout_of::{
    make_layout_of, LayoutLeftOf, LayoutOfLayouts, LayoutRightOf, MakeLayoutOf,
};

/// A layout: a shape and a stride of the same profile, CuTe's `Layout<Shape, Stride>`.
///
/// A fully static layout is zero-sized; a mixed one stores only its dynamic leaves (`i32`s).
/// As in CuTe, the stride defaults to the compact column-major one of the shape:
/// `Layout<(_2, _4)>` is `Layout<(_2, _4), (_1, _2)>`, and a static layout is its type's
/// `default()` (CuTe's `Layout<Shape<_2,_4>>{}`).
///
/// ```
/// use layout_core::prelude::*;
/// let l = Layout::<(_2, (_2, _3))>::default();
/// assert_eq!(l.to_string(), "(_2,(_2,_3)):(_1,(_2,_4))");
/// assert_eq!(l, make_layout((_2, (_2, _3))));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Layout<S, D = <S as Compact<LayoutLeft, _1>>::Stride> {
    shape: S,
    stride: D,
}

/// Shape and stride have the same profile (CuTe's `congruent`), checked at compile time.
#[diagnostic::on_unimplemented(
    message = "Layout: the shape and the stride are not congruent (CuTe: congruent(shape, stride))",
    label = "shape and stride must have the same nesting of tuples",
    note = "static integers print in typenum binary form: PInt<UInt<UInt<UTerm, B1>, B0>> is _2"
)]
pub trait CongruentWith<D> {}
#[diagnostic::do_not_recommend]
impl<A: Int, B: Int> CongruentWith<B> for A {}

/// A stride type that is congruent with nothing (see the tuple impls of [`CongruentWith`]).
#[doc(hidden)]
pub enum NeverCongruent {}
macro_rules! tuple_congruent {
    ($(($T:ident, $U:ident)),*) => {
        #[diagnostic::do_not_recommend]
        impl<$($T: CongruentWith<$U>, $U),*> CongruentWith<($($U,)*)> for ($($T,)*) {}
        // A second impl for each tuple type, which never applies: with a single candidate, rustc
        // would infer the stride's type from the shape's and report a type mismatch (E0308)
        // instead of this trait's message.
        #[diagnostic::do_not_recommend]
        impl<$($T),*> CongruentWith<NeverCongruent> for ($($T,)*) {}
    };
}
tuple_congruent!();
tuple_congruent!((T0, U0));
tuple_congruent!((T0, U0), (T1, U1));
tuple_congruent!((T0, U0), (T1, U1), (T2, U2));
tuple_congruent!((T0, U0), (T1, U1), (T2, U2), (T3, U3));
tuple_congruent!((T0, U0), (T1, U1), (T2, U2), (T3, U3), (T4, U4));
tuple_congruent!((T0, U0), (T1, U1), (T2, U2), (T3, U3), (T4, U4), (T5, U5));
tuple_congruent!(
    (T0, U0),
    (T1, U1),
    (T2, U2),
    (T3, U3),
    (T4, U4),
    (T5, U5),
    (T6, U6)
);
tuple_congruent!(
    (T0, U0),
    (T1, U1),
    (T2, U2),
    (T3, U3),
    (T4, U4),
    (T5, U5),
    (T6, U6),
    (T7, U7)
);
tuple_congruent!(
    (T0, U0),
    (T1, U1),
    (T2, U2),
    (T3, U3),
    (T4, U4),
    (T5, U5),
    (T6, U6),
    (T7, U7),
    (T8, U8)
);
tuple_congruent!(
    (T0, U0),
    (T1, U1),
    (T2, U2),
    (T3, U3),
    (T4, U4),
    (T5, U5),
    (T6, U6),
    (T7, U7),
    (T8, U8),
    (T9, U9)
);
tuple_congruent!(
    (T0, U0),
    (T1, U1),
    (T2, U2),
    (T3, U3),
    (T4, U4),
    (T5, U5),
    (T6, U6),
    (T7, U7),
    (T8, U8),
    (T9, U9),
    (T10, U10)
);
tuple_congruent!(
    (T0, U0),
    (T1, U1),
    (T2, U2),
    (T3, U3),
    (T4, U4),
    (T5, U5),
    (T6, U6),
    (T7, U7),
    (T8, U8),
    (T9, U9),
    (T10, U10),
    (T11, U11)
);

impl<S: IntTuple, D: IntTuple> Layout<S, D> {
    /// A layout from a shape and a congruent stride, CuTe's `make_layout(shape, stride)`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let l = Layout::new((_2, (2, _2)), (_4, (2, _1)));
    /// assert_eq!(l.to_string(), "(_2,(2,_2)):(_4,(2,_1))");
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn new(shape: S, stride: D) -> Self
    where
        S: CongruentWith<D>,
    {
        Layout { shape, stride }
    }

    /// The number of top-level modes, CuTe's `rank`.
    pub const RANK: usize = S::RANK;
    /// The nesting depth, CuTe's `depth`.
    pub const DEPTH: usize = S::DEPTH;

    /// The shape.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn shape(&self) -> S {
        self.shape
    }
    /// The stride.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn stride(&self) -> D {
        self.stride
    }
    /// The number of coordinates, CuTe's `size` (static when the shape is).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn size(&self) -> S::Size {
        self.shape.size()
    }
    /// The layout's value at a coordinate, CuTe's `layout(c)`: `c` is a 1-D index, a flat
    /// coordinate (one integer per top-level mode) or a hierarchical coordinate.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let l = Layout::new((3, (2, 3)), (3, (12, 1)));
    /// assert_eq!(l.call(16), 17);
    /// assert_eq!(l.call((1, 5)), 17);
    /// assert_eq!(l.call((1, (1, 2))), 17);
    /// // static layout, static coordinate: a static index
    /// let s = make_layout((_2, _4));
    /// static_assertions::assert_type_eq_all!(Crd2IdxOf<(_1, _3), (_2, _4), (_1, _2)>, _7);
    /// assert_eq!(display(s.call((_1, _3))).to_string(), "_7");
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn call<C: Crd2Idx<S, D>>(&self, coord: C) -> Crd2IdxOf<C, S, D> {
        coord.crd2idx(self.shape, self.stride)
    }
    /// One past the largest index, CuTe's `cosize`: `layout(size - 1) + 1`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// assert_eq!(make_layout_with((_2, _4), (_4, _1)).cosize().value(), 8);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn cosize(&self) -> CosizeOf<S, D>
    where
        S::Size: IntSub<_1>,
        IntDiff<S::Size, _1>: Crd2Idx<S, D>,
        Crd2IdxOf<IntDiff<S::Size, _1>, S, D>: IntAdd<_1>,
    {
        self.call(self.size().int_sub(_1)).int_add(_1)
    }
    /// Mode `I` as a layout, CuTe's `layout<I>(l)`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let l = Layout::new((_2, (2, _2)), (_4, (2, _1)));
    /// assert_eq!(l.get::<1>().to_string(), "(2,_2):(2,_1)");
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn get<const I: usize>(&self) -> Layout<GetOf<S, I>, GetOf<D, I>>
    where
        S: Get<I>,
        D: Get<I>,
    {
        Layout {
            shape: self.shape.get(),
            stride: self.stride.get(),
        }
    }
    /// This layout as a CuTe `print_layout` table (rank-2 layouts only).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let l = make_layout_with((2, 3), (1, 2));
    /// assert_eq!(l.print_layout().to_string(), "\
    /// (2,3):(1,2)
    ///       0   1   2
    ///     +---+---+---+
    ///  0  | 0 | 2 | 4 |
    ///     +---+---+---+
    ///  1  | 1 | 3 | 5 |
    ///     +---+---+---+
    /// ".replace("2\n    +", "2 \n    +"));
    /// ```
    pub fn print_layout(&self) -> crate::print::PrintLayout<'_, S, D>
    where
        S: RankTwo,
    {
        crate::print::PrintLayout(self)
    }
}

/// The shape has exactly two top-level modes (CuTe's `rank(layout) == Int<2>{}`), checked at
/// compile time.
#[diagnostic::on_unimplemented(
    message = "print_layout: the layout must have rank 2 (a shape of two modes)",
    label = "print_layout prints a rank-2 table (m, n) -> index",
    note = "group or select modes first, e.g. a rank-3 layout `(a,b,c)` as `(a,(b,c))`"
)]
pub trait RankTwo {}
#[diagnostic::do_not_recommend]
impl<A: IntTuple, B: IntTuple> RankTwo for (A, B) {}

/// The type of [`Layout::cosize`].
pub type CosizeOf<S, D> = IntSum<Crd2IdxOf<IntDiff<<S as IntTuple>::Size, _1>, S, D>, _1>;

/// Compile-time facts of a fully static layout.
impl<S: IntTuple, D: IntTuple> Layout<S, D>
where
    S::Size: StaticInt + IntSub<_1>,
    IntDiff<S::Size, _1>: Crd2Idx<S, D>,
    Crd2IdxOf<IntDiff<S::Size, _1>, S, D>: IntAdd<_1>,
    CosizeOf<S, D>: StaticInt,
{
    /// The size, as a constant.
    pub const SIZE: i32 = <S::Size as StaticInt>::VALUE;
    /// The cosize, as a constant.
    pub const COSIZE: i32 = <CosizeOf<S, D> as StaticInt>::VALUE;
}

/// The layout with compact column-major strides, CuTe's `make_layout(shape)`.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(make_layout((2, 4)).to_string(), "(2,4):(_1,2)");
/// assert_eq!(make_layout((_2, (_1, 4))).to_string(), "(_2,(_1,4)):(_1,(_0,_2))");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn make_layout<S: Compact<LayoutLeft, _1>>(shape: S) -> Layout<S, S::Stride> {
    Layout {
        shape,
        stride: shape.compact(_1).0,
    }
}

/// How the second argument of [`make_layout_with`] gives the stride: an IntTuple congruent with
/// the shape, or a generator ([`LayoutLeft`], [`LayoutRight`]).
#[diagnostic::on_unimplemented(
    message = "make_layout_with: the first argument is not a shape, or the second is not a stride for it",
    label = "the second argument must be a stride congruent with the shape, `LayoutLeft` or `LayoutRight`",
    note = "CuTe's make_layout(shape, stride): the shape is an IntTuple (not a layout), and shape and stride have the same nesting of tuples"
)]
pub trait StrideFor<S> {
    /// The stride.
    type Stride: IntTuple;
    /// Produces the stride for `shape`.
    fn stride_for(self, shape: S) -> Self::Stride;
}
impl<S: IntTuple + CongruentWith<D>, D: IntTuple> StrideFor<S> for D {
    type Stride = D;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn stride_for(self, _: S) -> D {
        self
    }
}
#[diagnostic::do_not_recommend]
impl<S: Compact<LayoutLeft, _1>> StrideFor<S> for LayoutLeft {
    type Stride = S::Stride;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn stride_for(self, shape: S) -> S::Stride {
        shape.compact(_1).0
    }
}
#[diagnostic::do_not_recommend]
impl<S: Compact<LayoutRight, _1>> StrideFor<S> for LayoutRight {
    type Stride = S::Stride;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn stride_for(self, shape: S) -> S::Stride {
        shape.compact(_1).0
    }
}

/// CuTe's `make_layout(shape, stride)`, `make_layout(shape, LayoutLeft{})` and
/// `make_layout(shape, LayoutRight{})`.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(make_layout_with((_2, 4), (4, _1)).to_string(), "(_2,4):(4,_1)");
/// assert_eq!(make_layout_with((_2, 4), LayoutRight).to_string(), "(_2,4):(4,_1)");
/// assert_eq!(make_layout_with((_2, 4), LayoutLeft).to_string(), "(_2,4):(_1,_2)");
/// ```
///
/// The shape is checked through [`StrideFor`]: a congruent stride, `LayoutLeft` and
/// `LayoutRight` all take an IntTuple shape, so one error names a layout passed as the shape.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn make_layout_with<S: Copy, G: StrideFor<S>>(shape: S, stride: G) -> Layout<S, G::Stride> {
    Layout {
        shape,
        stride: stride.stride_for(shape),
    }
}

impl<S: IntTuple, D: IntTuple> fmt::Display for Layout<S, D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_dyn(&self.shape, f)?;
        f.write_str(":")?;
        fmt_dyn(&self.stride, f)
    }
}

/// The compact layout whose strides follow `order`, CuTe's `make_ordered_layout(shape, order)`:
/// the mode with the smallest order has stride `_1`, the next the size of that mode, and so on.
///
/// ```
/// use layout_core::prelude::*;
/// let l = make_ordered_layout((_2, _2, _2, _2), (_0, _2, _3, _1));
/// assert_eq!(l.to_string(), "(_2,_2,_2,_2):(_1,_4,_8,_2)");
/// let l = make_ordered_layout(((3, 2), 8), ((2, 1), _0));
/// assert_eq!(l.to_string(), "((3,2),8):((8,24),_1)");
/// let l = make_ordered_layout((_4, _64), (_1, _0));
/// assert_eq!(l.to_string(), "(_4,_64):(_64,_1)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn make_ordered_layout<S: CompactOrder<O>, O>(shape: S, _order: O) -> Layout<S, S::Stride> {
    Layout {
        shape,
        stride: shape.compact_order_by(),
    }
}
