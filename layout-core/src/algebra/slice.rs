//! `slice(coord, layout)`: the layout of the modes a coordinate marks with `_` (CuTe's
//! `layout.hpp` "Slice and Dice a layout" and `underscore.hpp`).
//!
//! | coordinate | result |
//! |------------|--------|
//! | `_` | the whole layout |
//! | an integer | the empty layout `():()` |
//! | a tuple | the modes paired with a `_` at any depth, in order, as one flat tuple |
//!
//! A tuple coordinate must have the rank of the layout's (sub)shape it is paired with.
//!
//! ```
//! use layout_core::prelude::*;
//! let l = Layout::new((_2, _3, _4, (_5, _6)), (_1, _2, _6, (_24, _120)));
//! assert_eq!(slice((X, 1, X, (X, 2)), l).to_string(), "(_2,_4,_5):(_1,_6,_24)");
//! assert_eq!(slice((X, 1, X, X), l).to_string(), "(_2,_4,(_5,_6)):(_1,_6,(_24,_120))");
//! assert_eq!(slice(1, l).to_string(), "():()");
//! ```

use super::tiler::Underscore;
use super::tuple_ops::{FromModes, FromModesOut, ModesLen};
use crate::algebra::AlgebraError;
use crate::hlist::{Concat, HCons, HNil, Tuple};
use crate::int::for_each_int_ctor;
use crate::int::Int;
use crate::int_tuple::{for_each_tuple_arity, hlist_ty, IntTuple};
use crate::layout::Layout;
use typenum::{Eq, IsEqual, B0, B1};

/// The layout of the modes of `Self` that the coordinate `C` marks with `_`, CuTe's
/// `slice(c, layout)`.
///
/// # Static vs dynamic
/// Which modes are kept depends only on where `_` is; the coordinate's integers are ignored,
/// so they may be static or dynamic.
///
/// # Errors
/// A tuple coordinate paired with an integer mode, or with a tuple of another rank, does not
/// compile (`slice: ...`).
///
/// ```
/// use layout_core::prelude::*;
/// let l = Layout::new((_8, (_6, _1)), (_6, (_1, _6)));
/// assert_eq!(slice((X, (X, _0)), l).to_string(), "(_8,_6):(_6,_1)");
/// assert_eq!(slice(X, l).to_string(), "(_8,(_6,_1)):(_6,(_1,_6))");
/// ```
///
/// A coordinate of the wrong rank does not compile:
/// ```compile_fail
/// use layout_core::prelude::*;
/// let _ = slice((X, 1, 2), Layout::new((_8, _6), (_6, _1)));
/// ```
///
/// CuTe: `cute::slice`.
pub trait Slice<C> {
    /// The sliced layout.
    type Output;
    /// Slices.
    fn slice(self, coord: C) -> Self::Output;
}
/// The result of [`Slice`]: `Sliced<C, L>` is `slice(c, l)` for a coordinate of type `C` and a
/// layout of type `L` (an alias; see [`Layout`] for methods).
pub type Sliced<C, L> = <L as Slice<C>>::Output;

/// CuTe's `slice(coord, layout)`; see [`Slice`].
///
/// ```
/// use layout_core::prelude::*;
/// let l = Layout::new((_7, 8, _6, _4), (8, 56, 448, _8));
/// assert_eq!(slice((X, 4, 4, X), l).to_string(), "(_7,_4):(8,_8)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn slice<C, L: Slice<C>>(coord: C, layout: L) -> Sliced<C, L> {
    layout.slice(coord)
}
/// CuTe's `slice(coord, layout)` in the `try_*` form of the algebra: it has no precondition on dynamic values,
/// so it always returns `Ok` (static misuse does not compile).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_slice((X, 1), Layout::new((_4, 8), (_1, _4))).unwrap().to_string(), "(_4):(_1)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_slice<C, L: Slice<C>>(coord: C, layout: L) -> Result<Sliced<C, L>, AlgebraError> {
    Ok(layout.slice(coord))
}

/// Dispatches on the coordinate (`_`, an integer or a tuple), see [`SliceCoord`].
impl<S, D, C: SliceCoord<S, D>> Slice<C> for Layout<S, D> {
    type Output = C::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn slice(self, coord: C) -> Self::Output {
        coord.slice_layout(self)
    }
}

#[doc(hidden)]
/// `slice(coord, layout)` keyed on the coordinate (so that its type is known before an impl is
/// chosen).
pub trait SliceCoord<S, D> {
    /// The sliced layout.
    type Output;
    /// Slices `layout`.
    fn slice_layout(self, layout: Layout<S, D>) -> Self::Output;
}
/// `slice(_, L) = L`.
impl<S: IntTuple, D: IntTuple> SliceCoord<S, D> for Underscore {
    type Output = Layout<S, D>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn slice_layout(self, layout: Layout<S, D>) -> Self::Output {
        layout
    }
}
macro_rules! int_slice_coord {
    ([$($g:tt)*] $I:ty) => {
        /// `slice(i, L) = ():()` for an integer `i`.
        impl<S, D, $($g)*> SliceCoord<S, D> for $I
        where
            $I: Int,
        {
            type Output = Layout<(), ()>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn slice_layout(self, _: Layout<S, D>) -> Self::Output {
                Layout::new((), ())
            }
        }
    };
}
for_each_int_ctor!(int_slice_coord);

macro_rules! tuple_slice {
    ($($T:ident),*) => {
        /// A tuple coordinate: the modes paired with `_`, flattened into one tuple.
        impl<S, D, $($T: Copy),*> SliceCoord<S, D> for ($($T,)*)
        where
            S: IntTuple,
            D: IntTuple,
            hlist_ty!($($T),*): SliceTupleLift<S, D>,
            <hlist_ty!($($T),*) as SliceTupleLift<S, D>>::Output: FromModes,
        {
            type Output = FromModesOut<<hlist_ty!($($T),*) as SliceTupleLift<S, D>>::Output>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn slice_layout(self, layout: Layout<S, D>) -> Self::Output {
                self.into_hlist().lift_tuple(layout.shape(), layout.stride()).into_layout()
            }
        }
    };
}
for_each_tuple_arity!(tuple_slice);

#[doc(hidden)]
/// `B1` for a tuple shape, `B0` for an integer one.
pub trait SliceShapeKind {
    /// `B1` or `B0`.
    type Kind;
}
macro_rules! int_shape_kind {
    ([$($g:tt)*] $I:ty) => {
        impl<$($g)*> SliceShapeKind for $I {
            type Kind = B0;
        }
    };
}
for_each_int_ctor!(int_shape_kind);
macro_rules! tuple_shape_kind {
    ($($T:ident),*) => {
        impl<$($T),*> SliceShapeKind for ($($T,)*) {
            type Kind = B1;
        }
    };
}
for_each_tuple_arity!(tuple_shape_kind);

#[doc(hidden)]
/// A tuple coordinate needs a tuple mode: passes the mode `X` through for `B1`.
#[diagnostic::on_unimplemented(
    message = "slice: a tuple coordinate is paired with an integer mode of the layout",
    note = "CuTe requires each tuple in the coordinate to slice a tuple mode of the same rank"
)]
pub trait SliceTupleMode<X> {
    /// `X`, once the check has passed.
    type Checked;
    /// Passes `X` through.
    fn gate(x: X) -> Self::Checked;
}
impl<X> SliceTupleMode<X> for B1 {
    type Checked = X;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn gate(x: X) -> X {
        x
    }
}

#[doc(hidden)]
/// A tuple coordinate needs the rank of its mode: passes the coordinate `X` through for `B1`.
#[diagnostic::on_unimplemented(
    message = "slice: the coordinate and the layout mode it slices have different ranks",
    note = "CuTe's slice requires rank(coord) == rank(mode) for every tuple in the coordinate"
)]
pub trait SliceRankMatch<X> {
    /// `X`, once the check has passed.
    type Checked;
    /// Passes `X` through.
    fn gate(x: X) -> Self::Checked;
}
impl<X> SliceRankMatch<X> for B1 {
    type Checked = X;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn gate(x: X) -> X {
        x
    }
}

#[doc(hidden)]
/// The mode `S` once it is known to be a tuple.
pub type SliceTupleOf<S> = <<S as SliceShapeKind>::Kind as SliceTupleMode<S>>::Checked;
#[doc(hidden)]
/// `B1` when the coordinate list `CL` has as many modes as the tuple mode `S`.
pub type SliceRanksEq<CL, S, D> =
    Eq<<CL as ModesLen>::Len, <<SliceTupleOf<S> as SliceModes<D>>::Shapes as ModesLen>::Len>;
#[doc(hidden)]
/// The coordinate list `CL` once its rank is checked against `S`.
pub type SliceCheckedCoord<CL, S, D> = <SliceRanksEq<CL, S, D> as SliceRankMatch<CL>>::Checked;

#[doc(hidden)]
/// A tuple coordinate (as the list `Self`) against the mode `S:D`: checks that `S` is a tuple
/// of the same rank, then keeps the modes marked `_`.
pub trait SliceTupleLift<S, D> {
    /// The kept `(shape, stride)` modes.
    type Output;
    /// Keeps them.
    fn lift_tuple(self, s: S, d: D) -> Self::Output;
}
impl<CL, S, D> SliceTupleLift<S, D> for CL
where
    CL: ModesLen,
    S: SliceShapeKind,
    S::Kind: SliceTupleMode<S>,
    SliceTupleOf<S>: SliceModes<D>,
    <SliceTupleOf<S> as SliceModes<D>>::Shapes: ModesLen,
    CL::Len: IsEqual<<<SliceTupleOf<S> as SliceModes<D>>::Shapes as ModesLen>::Len>,
    SliceRanksEq<CL, S, D>: SliceRankMatch<CL>,
    SliceCheckedCoord<CL, S, D>: SliceLift<
        <SliceTupleOf<S> as SliceModes<D>>::Shapes,
        <SliceTupleOf<S> as SliceModes<D>>::Strides,
    >,
{
    type Output = <SliceCheckedCoord<CL, S, D> as SliceLift<
        <SliceTupleOf<S> as SliceModes<D>>::Shapes,
        <SliceTupleOf<S> as SliceModes<D>>::Strides,
    >>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn lift_tuple(self, s: S, d: D) -> Self::Output {
        let s = <S::Kind as SliceTupleMode<S>>::gate(s);
        let (sl, dl) = s.slice_modes(d);
        <SliceRanksEq<CL, S, D> as SliceRankMatch<CL>>::gate(self).lift(sl, dl)
    }
}

#[doc(hidden)]
/// The modes of a tuple shape `Self` and its stride `D` as two lists (for a tuple coordinate).
pub trait SliceModes<D> {
    /// The list of shapes.
    type Shapes;
    /// The list of strides.
    type Strides;
    /// Splits.
    fn slice_modes(self, d: D) -> (Self::Shapes, Self::Strides);
}
macro_rules! tuple_slice_modes {
    ($($T:ident),*) => {
        impl<D: Tuple, $($T: IntTuple),*> SliceModes<D> for ($($T,)*) {
            type Shapes = hlist_ty!($($T),*);
            type Strides = D::HList;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn slice_modes(self, d: D) -> (Self::Shapes, Self::Strides) {
                (self.into_hlist(), d.into_hlist())
            }
        }
    };
}
for_each_tuple_arity!(tuple_slice_modes);

#[doc(hidden)]
/// CuTe's `lift_slice` over a list of coordinates against lists of shapes and strides: the
/// concatenation of the kept `(shape, stride)` modes.
pub trait SliceLift<SL, DL> {
    /// The kept `(shape, stride)` modes.
    type Output;
    /// Keeps them.
    fn lift(self, s: SL, d: DL) -> Self::Output;
}
impl SliceLift<HNil, HNil> for HNil {
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn lift(self, _: HNil, _: HNil) -> HNil {
        HNil
    }
}
impl<C, CT, S, ST, D, DT> SliceLift<HCons<S, ST>, HCons<D, DT>> for HCons<C, CT>
where
    C: SliceOne<S, D>,
    CT: SliceLift<ST, DT>,
    C::Output: Concat<CT::Output>,
{
    type Output = <C::Output as Concat<CT::Output>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn lift(self, s: HCons<S, ST>, d: HCons<D, DT>) -> Self::Output {
        let here = self.0.slice_one(s.0, d.0);
        here.concat(self.1.lift(s.1, d.1))
    }
}

#[doc(hidden)]
/// CuTe's `lift_slice` for one coordinate mode `Self` against the mode `S:D`.
pub trait SliceOne<S, D> {
    /// The kept modes, as a list.
    type Output;
    /// Keeps them.
    fn slice_one(self, s: S, d: D) -> Self::Output;
}
/// `_` keeps the mode.
impl<S, D> SliceOne<S, D> for Underscore {
    type Output = HCons<(S, D), HNil>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn slice_one(self, s: S, d: D) -> Self::Output {
        HCons((s, d), HNil)
    }
}
macro_rules! int_slice_one {
    ([$($g:tt)*] $I:ty) => {
        /// An integer keeps nothing.
        impl<S, D, $($g)*> SliceOne<S, D> for $I
        where
            $I: Int,
        {
            type Output = HNil;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn slice_one(self, _: S, _: D) -> HNil {
                HNil
            }
        }
    };
}
for_each_int_ctor!(int_slice_one);

macro_rules! tuple_slice_one {
    ($($T:ident),*) => {
        /// A tuple recurses into the mode, which must be a tuple of the same rank.
        impl<S, D, $($T: Copy),*> SliceOne<S, D> for ($($T,)*)
        where
            hlist_ty!($($T),*): SliceTupleLift<S, D>,
        {
            type Output = <hlist_ty!($($T),*) as SliceTupleLift<S, D>>::Output;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn slice_one(self, s: S, d: D) -> Self::Output {
                self.into_hlist().lift_tuple(s, d)
            }
        }
    };
}
for_each_tuple_arity!(tuple_slice_one);
