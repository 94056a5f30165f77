//! Rearranging the modes of a layout: `append`, `prepend`, `select`, `take`, `group` and
//! `flatten` (CuTe's `layout.hpp`, "Operations to manipulate Layouts like a tuple of pairs").
//!
//! Each is the tuple operation applied to the shape and to the stride; a layout with an
//! integer shape counts as a rank-1 tuple whose only mode is itself (CuTe's `get<0>(x) == x`).
//! Indices are static integers (`_0`, `_2`), as CuTe's template arguments are.
//!
//! | CuTe | here | example |
//! |------|------|---------|
//! | `append(L, M)` | [`append`]`(l, m)` | `append(_5:_2, _5:_1)` = `(_5,_5):(_2,_1)` |
//! | `prepend(L, M)` | [`prepend`]`(l, m)` | `prepend(8:_3, 2:_4)` = `(2,8):(_4,_3)` |
//! | `select<I...>(L)` | [`select`]`(l, (_1, _0))` | `select((6,8):(1,_6), (1,0))` = `(8,6):(_6,1)` |
//! | `take<B,E>(L)` | [`take`]`(l, _1, _3)` | modes `[B, E)` |
//! | `group<B,E>(L)` | [`group`]`(l, _1, _3)` | modes `[B, E)` replaced by one mode |
//! | `flatten(L)` | [`flatten_layout`]`(l)` or `l.flatten()` | `((_2,_3),_5):((_1,_2),_6)` → `(_2,_3,_5):(_1,_2,_6)` |
//!
//! # Errors
//! Static index errors do not compile: `select: index out of range`, `take: empty range`,
//! `take: range out of bounds`, `group: range out of bounds`.
//!
//! ```
//! use layout_core::prelude::*;
//! let l = Layout::new((_2, _3, _5, _7), (_1, _2, _6, _30));
//! assert_eq!(take(l, _1, _4).to_string(), "(_3,_5,_7):(_2,_6,_30)");
//! assert_eq!(group(l, _1, _3).to_string(), "(_2,(_3,_5),_7):(_1,(_2,_6),_30)");
//! ```

use crate::hlist::{Concat, HCons, HList, HNil, Tuple, TupleOf};
use crate::int::Int;
use crate::int_tuple::{for_each_tuple_arity, hlist_ty, Flatten, Flattened, IntTuple};
use crate::layout::{CongruentWith, Layout};
use core::ops::Sub;
use typenum::{Diff, IsLess, IsLessOrEqual, Le, LeEq, NonZero, PInt, Unsigned, B1, P1, Z0};

// ---------------------------------------------------------------------------------------------
// Modes of a layout as a list of (shape, stride) pairs, and back

#[doc(hidden)]
/// The modes of a layout as a list of `(shape, stride)` pairs (an integer-shaped layout is its
/// own only mode).
pub trait ModesOf {
    /// The list of pairs.
    type Modes: Copy;
    /// Splits the layout into its modes.
    fn modes(self) -> Self::Modes;
}
#[doc(hidden)]
/// The result of [`ModesOf`].
pub type ModesOut<L> = <L as ModesOf>::Modes;
impl<S: IntTuple + ShapeModes<D>, D: IntTuple> ModesOf for Layout<S, D> {
    type Modes = S::Modes;
    #[inline(always)]
    fn modes(self) -> Self::Modes {
        self.shape().shape_modes(self.stride())
    }
}

#[doc(hidden)]
/// The modes of shape `Self` paired with those of stride `D`.
pub trait ShapeModes<D> {
    /// The list of pairs.
    type Modes: Copy;
    /// Pairs them.
    fn shape_modes(self, d: D) -> Self::Modes;
}
impl<I: Int, D: Copy> ShapeModes<D> for I {
    type Modes = HCons<(I, D), HNil>;
    #[inline(always)]
    fn shape_modes(self, d: D) -> Self::Modes {
        HCons((self, d), HNil)
    }
}
macro_rules! tuple_shape_modes {
    ($($T:ident),*) => {
        impl<D: Tuple, $($T: IntTuple),*> ShapeModes<D> for ($($T,)*)
        where
            hlist_ty!($($T),*): ModesZip<D::HList>,
        {
            type Modes = <hlist_ty!($($T),*) as ModesZip<D::HList>>::Output;
            #[inline(always)]
            fn shape_modes(self, d: D) -> Self::Modes {
                self.into_hlist().zip_modes(d.into_hlist())
            }
        }
    };
}
for_each_tuple_arity!(tuple_shape_modes);

#[doc(hidden)]
/// Zips a list of shapes with a list of strides into `(shape, stride)` pairs.
pub trait ModesZip<DL> {
    /// The list of pairs.
    type Output: Copy;
    /// Zips.
    fn zip_modes(self, d: DL) -> Self::Output;
}
impl ModesZip<HNil> for HNil {
    type Output = HNil;
    #[inline(always)]
    fn zip_modes(self, _: HNil) -> HNil {
        HNil
    }
}
impl<S: Copy, ST: ModesZip<DT>, D: Copy, DT> ModesZip<HCons<D, DT>> for HCons<S, ST> {
    type Output = HCons<(S, D), ST::Output>;
    #[inline(always)]
    fn zip_modes(self, d: HCons<D, DT>) -> Self::Output {
        HCons((self.0, d.0), self.1.zip_modes(d.1))
    }
}

#[doc(hidden)]
/// A list of `(shape, stride)` modes as the layout of a tuple shape and a tuple stride.
pub trait FromModes {
    /// The layout.
    type Output;
    /// Builds it.
    fn into_layout(self) -> Self::Output;
}
#[doc(hidden)]
/// The result of [`FromModes`].
pub type FromModesOut<ML> = <ML as FromModes>::Output;
impl<ML: UnzipModes> FromModes for ML
where
    TupleOf<ML::Shapes>: IntTuple + CongruentWith<TupleOf<ML::Strides>>,
    TupleOf<ML::Strides>: IntTuple,
{
    type Output = Layout<TupleOf<ML::Shapes>, TupleOf<ML::Strides>>;
    #[inline(always)]
    fn into_layout(self) -> Self::Output {
        let (s, d) = self.unzip_modes();
        Layout::new(s.into_tuple(), d.into_tuple())
    }
}

#[doc(hidden)]
/// Splits a list of `(shape, stride)` pairs into a list of shapes and a list of strides.
pub trait UnzipModes {
    /// The shapes.
    type Shapes: HList;
    /// The strides.
    type Strides: HList;
    /// Splits.
    fn unzip_modes(self) -> (Self::Shapes, Self::Strides);
}
impl UnzipModes for HNil {
    type Shapes = HNil;
    type Strides = HNil;
    #[inline(always)]
    fn unzip_modes(self) -> (HNil, HNil) {
        (HNil, HNil)
    }
}
impl<S, D, T: UnzipModes> UnzipModes for HCons<(S, D), T>
where
    HCons<S, T::Shapes>: HList,
    HCons<D, T::Strides>: HList,
{
    type Shapes = HCons<S, T::Shapes>;
    type Strides = HCons<D, T::Strides>;
    #[inline(always)]
    fn unzip_modes(self) -> (Self::Shapes, Self::Strides) {
        let (s, d) = self.1.unzip_modes();
        (HCons((self.0).0, s), HCons((self.0).1, d))
    }
}

// ---------------------------------------------------------------------------------------------
// A map over the (shape, stride) leaves of a layout, keeping its profile

#[doc(hidden)]
/// A function on the `(shape, stride)` leaves of a layout (a zero-sized marker type).
pub trait LeafFn {
    /// The error a leaf can report (`Infallible` when none).
    type Err;
}
#[doc(hidden)]
/// The function of [`LeafFn`] on one leaf `s:d`.
pub trait LeafMap<S, D>: LeafFn {
    /// The new shape.
    type S: Int;
    /// The new stride.
    type D: Int;
    /// Applies it.
    fn map(s: S, d: D) -> Result<(Self::S, Self::D), Self::Err>;
}

#[doc(hidden)]
/// Applies `F` to every leaf of shape `Self` and stride `D` (CuTe's `transform_layout`).
pub trait MapPairs<F: LeafFn, D> {
    /// The new shape.
    type S: IntTuple;
    /// The new stride.
    type D: IntTuple;
    /// Applies it.
    fn map_pairs(self, d: D) -> Result<(Self::S, Self::D), F::Err>;
}
#[doc(hidden)]
/// The shape after [`MapPairs`].
pub type MappedShape<S, F, D> = <S as MapPairs<F, D>>::S;
#[doc(hidden)]
/// The stride after [`MapPairs`].
pub type MappedStride<S, F, D> = <S as MapPairs<F, D>>::D;

impl<F: LeafMap<S, D>, S: Int, D: Int> MapPairs<F, D> for S {
    type S = F::S;
    type D = F::D;
    #[inline(always)]
    fn map_pairs(self, d: D) -> Result<(F::S, F::D), F::Err> {
        F::map(self, d)
    }
}
macro_rules! tuple_map_pairs {
    ($($T:ident),*) => {
        impl<F: LeafFn, D: Tuple, $($T: IntTuple),*> MapPairs<F, D> for ($($T,)*)
        where
            hlist_ty!($($T),*): MapPairsList<F, D::HList>,
            TupleOf<<hlist_ty!($($T),*) as MapPairsList<F, D::HList>>::Shapes>: IntTuple,
            TupleOf<<hlist_ty!($($T),*) as MapPairsList<F, D::HList>>::Strides>: IntTuple,
        {
            type S = TupleOf<<hlist_ty!($($T),*) as MapPairsList<F, D::HList>>::Shapes>;
            type D = TupleOf<<hlist_ty!($($T),*) as MapPairsList<F, D::HList>>::Strides>;
            #[inline(always)]
            fn map_pairs(self, d: D) -> Result<(Self::S, Self::D), F::Err> {
                let (s, d) = self.into_hlist().map_list(d.into_hlist())?;
                Ok((s.into_tuple(), d.into_tuple()))
            }
        }
    };
}
for_each_tuple_arity!(tuple_map_pairs);

#[doc(hidden)]
/// [`MapPairs`] over lists of modes.
pub trait MapPairsList<F: LeafFn, DL> {
    /// The new shapes.
    type Shapes: HList;
    /// The new strides.
    type Strides: HList;
    /// Applies it.
    fn map_list(self, d: DL) -> Result<(Self::Shapes, Self::Strides), F::Err>;
}
impl<F: LeafFn> MapPairsList<F, HNil> for HNil {
    type Shapes = HNil;
    type Strides = HNil;
    #[inline(always)]
    fn map_list(self, _: HNil) -> Result<(HNil, HNil), F::Err> {
        Ok((HNil, HNil))
    }
}
impl<F: LeafFn, S: MapPairs<F, D>, ST: MapPairsList<F, DT>, D, DT> MapPairsList<F, HCons<D, DT>>
    for HCons<S, ST>
where
    HCons<S::S, ST::Shapes>: HList,
    HCons<S::D, ST::Strides>: HList,
{
    type Shapes = HCons<S::S, ST::Shapes>;
    type Strides = HCons<S::D, ST::Strides>;
    #[inline(always)]
    fn map_list(self, d: HCons<D, DT>) -> Result<(Self::Shapes, Self::Strides), F::Err> {
        let (s0, d0) = self.0.map_pairs(d.0)?;
        let (st, dt) = self.1.map_list(d.1)?;
        Ok((HCons(s0, st), HCons(d0, dt)))
    }
}

/// [`MapPairs`] with a function that cannot fail.
#[inline(always)]
pub(crate) fn map_pairs_infallible<F, S, D>(
    s: S,
    d: D,
) -> (MappedShape<S, F, D>, MappedStride<S, F, D>)
where
    F: LeafFn<Err = core::convert::Infallible>,
    S: MapPairs<F, D>,
{
    match s.map_pairs(d) {
        Ok(r) => r,
        Err(e) => match e {},
    }
}

// ---------------------------------------------------------------------------------------------
// append, prepend

/// Adds a layout as a new last mode, CuTe's `append(layout, x)`.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(append(Layout::new(_5, _2), Layout::new(_5, _1)).to_string(), "(_5,_5):(_2,_1)");
/// let l = Layout::new((_2, _2), (_32, _1));
/// assert_eq!(append(l, Layout::new(_8, _1)).to_string(), "(_2,_2,_8):(_32,_1,_1)");
/// ```
///
/// CuTe: `cute::append`.
pub trait Append<M> {
    /// The layout with the new mode.
    type Output;
    /// Appends.
    fn append(self, m: M) -> Self::Output;
}
/// The result of [`Append`] (an alias; see [`Layout`] for methods).
pub type Appended<L, M> = <L as Append<M>>::Output;
/// CuTe's `append(layout, x)`; see [`Append`].
#[inline(always)]
pub fn append<L: Append<M>, M>(layout: L, m: M) -> Appended<L, M> {
    layout.append(m)
}
impl<S: IntTuple, D: IntTuple, MS: IntTuple, MD: IntTuple> Append<Layout<MS, MD>> for Layout<S, D>
where
    Layout<S, D>: ModesOf,
    ModesOut<Layout<S, D>>: Concat<HCons<(MS, MD), HNil>>,
    <ModesOut<Layout<S, D>> as Concat<HCons<(MS, MD), HNil>>>::Output: FromModes,
{
    type Output = FromModesOut<<ModesOut<Layout<S, D>> as Concat<HCons<(MS, MD), HNil>>>::Output>;
    #[inline(always)]
    fn append(self, m: Layout<MS, MD>) -> Self::Output {
        let tail = HCons((m.shape(), m.stride()), HNil);
        self.modes().concat(tail).into_layout()
    }
}

/// Adds a layout as a new first mode, CuTe's `prepend(layout, x)`.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(prepend(Layout::new(8, _3), Layout::new(2, _4)).to_string(), "(2,8):(_4,_3)");
/// ```
///
/// CuTe: `cute::prepend`.
pub trait Prepend<M> {
    /// The layout with the new mode.
    type Output;
    /// Prepends.
    fn prepend(self, m: M) -> Self::Output;
}
/// The result of [`Prepend`] (an alias; see [`Layout`] for methods).
pub type Prepended<L, M> = <L as Prepend<M>>::Output;
/// CuTe's `prepend(layout, x)`; see [`Prepend`].
#[inline(always)]
pub fn prepend<L: Prepend<M>, M>(layout: L, m: M) -> Prepended<L, M> {
    layout.prepend(m)
}
impl<S: IntTuple, D: IntTuple, MS: IntTuple, MD: IntTuple> Prepend<Layout<MS, MD>> for Layout<S, D>
where
    Layout<S, D>: ModesOf,
    HCons<(MS, MD), ModesOut<Layout<S, D>>>: FromModes,
{
    type Output = FromModesOut<HCons<(MS, MD), ModesOut<Layout<S, D>>>>;
    #[inline(always)]
    fn prepend(self, m: Layout<MS, MD>) -> Self::Output {
        HCons((m.shape(), m.stride()), self.modes()).into_layout()
    }
}

// ---------------------------------------------------------------------------------------------
// Static list indexing and ranges (one trait per op, so each error names its op)

macro_rules! list_index {
    ($(#[$doc:meta])* $At:ident, $msg:literal, $note:literal) => {
        $(#[$doc])*
        #[doc(hidden)]
        #[diagnostic::on_unimplemented(message = $msg, note = $note)]
        pub trait $At<I> {
            /// The element.
            type Output: Copy;
            /// Returns it.
            fn at(self) -> Self::Output;
        }
        impl<H: Copy, T> $At<Z0> for HCons<H, T> {
            type Output = H;
            #[inline(always)]
            fn at(self) -> H {
                self.0
            }
        }
        impl<H, T, U> $At<PInt<U>> for HCons<H, T>
        where
            U: Unsigned + NonZero,
            PInt<U>: Sub<P1>,
            T: $At<Diff<PInt<U>, P1>>,
        {
            type Output = T::Output;
            #[inline(always)]
            fn at(self) -> Self::Output {
                self.1.at()
            }
        }
    };
}

macro_rules! list_range {
    ($Drop:ident, $Prefix:ident, $msg:literal, $note:literal) => {
        #[doc(hidden)]
        /// The list without its first `N` elements.
        #[diagnostic::on_unimplemented(message = $msg, note = $note)]
        pub trait $Drop<N> {
            /// The rest of the list.
            type Output;
            /// Drops the elements.
            fn drop_front(self) -> Self::Output;
        }
        impl<L> $Drop<Z0> for L {
            type Output = L;
            #[inline(always)]
            fn drop_front(self) -> L {
                self
            }
        }
        impl<H, T, U> $Drop<PInt<U>> for HCons<H, T>
        where
            U: Unsigned + NonZero,
            PInt<U>: Sub<P1>,
            T: $Drop<Diff<PInt<U>, P1>>,
        {
            type Output = T::Output;
            #[inline(always)]
            fn drop_front(self) -> Self::Output {
                self.1.drop_front()
            }
        }
        #[doc(hidden)]
        /// The first `N` elements of the list.
        #[diagnostic::on_unimplemented(message = $msg, note = $note)]
        pub trait $Prefix<N> {
            /// The first elements.
            type Output;
            /// Takes them.
            fn prefix(self) -> Self::Output;
        }
        impl<L> $Prefix<Z0> for L {
            type Output = HNil;
            #[inline(always)]
            fn prefix(self) -> HNil {
                HNil
            }
        }
        impl<H, T, U> $Prefix<PInt<U>> for HCons<H, T>
        where
            U: Unsigned + NonZero,
            PInt<U>: Sub<P1>,
            T: $Prefix<Diff<PInt<U>, P1>>,
        {
            type Output = HCons<H, T::Output>;
            #[inline(always)]
            fn prefix(self) -> Self::Output {
                HCons(self.0, self.1.prefix())
            }
        }
    };
}

list_index!(
    /// Mode `I` of a list of modes, for `select`.
    SelectAt,
    "select: index `{I}` is out of range for the layout",
    "CuTe requires every index of select<I...> to be in [0, rank(layout))"
);
list_range!(
    TakeDrop,
    TakePrefix,
    "take: the range is out of bounds for the layout",
    "CuTe requires 0 <= B < E <= rank(layout) for take<B,E>"
);
list_range!(
    GroupDrop,
    GroupPrefix,
    "group: the range is out of bounds for the layout",
    "CuTe requires 0 <= B <= E <= rank(layout) for group<B,E>"
);

// ---------------------------------------------------------------------------------------------
// select

/// The layout of the modes at the given indices, CuTe's `select<I...>(layout)`; an index may
/// repeat.
///
/// ```
/// use layout_core::prelude::*;
/// let l = Layout::new((6, 8), (1, _6));
/// assert_eq!(select(l, (_1, _0)).to_string(), "(8,6):(_6,1)");
/// assert_eq!(select(Layout::new((_8, _8, _4), (_0, _8, _4)), (_2, _2)).to_string(), "(_4,_4):(_4,_4)");
/// ```
///
/// An index out of range does not compile:
/// ```compile_fail
/// use layout_core::prelude::*;
/// let _ = select(Layout::new((6, 8), (1, _6)), (_2,));
/// ```
///
/// CuTe: `cute::select`.
pub trait Select<I> {
    /// The layout of the selected modes.
    type Output;
    /// Selects.
    fn select(self, indices: I) -> Self::Output;
}
/// The result of [`Select`] (an alias; see [`Layout`] for methods).
pub type Selected<L, I> = <L as Select<I>>::Output;
/// CuTe's `select<I...>(layout)` with the indices as a tuple of static integers; see [`Select`].
#[inline(always)]
pub fn select<L: Select<I>, I>(layout: L, indices: I) -> Selected<L, I> {
    layout.select(indices)
}
impl<S, D, I> Select<I> for Layout<S, D>
where
    I: Tuple,
    Layout<S, D>: ModesOf,
    I::HList: SelectList<ModesOut<Layout<S, D>>>,
    <I::HList as SelectList<ModesOut<Layout<S, D>>>>::Output: FromModes,
{
    type Output = FromModesOut<<I::HList as SelectList<ModesOut<Layout<S, D>>>>::Output>;
    #[inline(always)]
    fn select(self, indices: I) -> Self::Output {
        indices.into_hlist().select_list(self.modes()).into_layout()
    }
}

#[doc(hidden)]
/// The modes of `ML` at each index of the list `Self`.
pub trait SelectList<ML> {
    /// The selected modes.
    type Output;
    /// Selects.
    fn select_list(self, modes: ML) -> Self::Output;
}
impl<ML> SelectList<ML> for HNil {
    type Output = HNil;
    #[inline(always)]
    fn select_list(self, _: ML) -> HNil {
        HNil
    }
}
impl<I, IT: SelectList<ML>, ML: Copy + SelectAt<I>> SelectList<ML> for HCons<I, IT> {
    type Output = HCons<ML::Output, IT::Output>;
    #[inline(always)]
    fn select_list(self, modes: ML) -> Self::Output {
        HCons(modes.at(), self.1.select_list(modes))
    }
}

// ---------------------------------------------------------------------------------------------
// take

/// The layout of the modes `[B, E)`, CuTe's `take<B,E>(layout)`.
///
/// # Errors
/// `B >= E` does not compile (`take: empty range`), nor `E > rank` (`take: the range is out
/// of bounds`).
///
/// ```
/// use layout_core::prelude::*;
/// let l = Layout::new((_8, (7, _1, _1), _2), (_2, (16, _2, _2), _1));
/// assert_eq!(take(l, _1, _3).to_string(), "((7,_1,_1),_2):((16,_2,_2),_1)");
/// assert_eq!(take(Layout::new((_1, _6), (6, 1)), _1, _2).to_string(), "(_6):(1)");
/// ```
///
/// CuTe: `cute::take`.
pub trait Take<B, E> {
    /// The layout of the modes `[B, E)`.
    type Output;
    /// Takes the modes.
    fn take(self) -> Self::Output;
}
/// The result of [`Take`] (an alias; see [`Layout`] for methods).
pub type Taken<L, B, E> = <L as Take<B, E>>::Output;
/// CuTe's `take<B,E>(layout)` with `B` and `E` as static integers; see [`Take`].
#[inline(always)]
pub fn take<L: Take<B, E>, B, E>(layout: L, _begin: B, _end: E) -> Taken<L, B, E> {
    layout.take()
}

#[doc(hidden)]
/// `B < E`, the non-empty range `take` requires.
#[diagnostic::on_unimplemented(
    message = "take: empty range (B must be less than E)",
    note = "CuTe requires B < E for take<B,E> on a layout"
)]
pub trait TakeNonEmpty {}
impl TakeNonEmpty for B1 {}

impl<S, D, B, E> Take<B, E> for Layout<S, D>
where
    B: IsLess<E> + Int,
    E: Sub<B> + Int,
    Le<B, E>: TakeNonEmpty,
    Layout<S, D>: ModesOf,
    ModesOut<Layout<S, D>>: TakeDrop<B>,
    <ModesOut<Layout<S, D>> as TakeDrop<B>>::Output: TakePrefix<Diff<E, B>>,
    <<ModesOut<Layout<S, D>> as TakeDrop<B>>::Output as TakePrefix<Diff<E, B>>>::Output: FromModes,
{
    type Output = FromModesOut<
        <<ModesOut<Layout<S, D>> as TakeDrop<B>>::Output as TakePrefix<Diff<E, B>>>::Output,
    >;
    #[inline(always)]
    fn take(self) -> Self::Output {
        let rest = TakeDrop::<B>::drop_front(self.modes());
        TakePrefix::<Diff<E, B>>::prefix(rest).into_layout()
    }
}

// ---------------------------------------------------------------------------------------------
// group

/// The modes `[B, E)` of a layout grouped into one mode, CuTe's `group<B,E>(layout)`
/// (`B == E` groups nothing).
///
/// # Errors
/// `B > E` or `E > rank` does not compile (`group: ...`).
///
/// ```
/// use layout_core::prelude::*;
/// let l = Layout::new((2, _4, 3, 1), (_12, _3, _1, 3));
/// assert_eq!(group(l, _1, _3).to_string(), "(2,(_4,3),1):(_12,(_3,_1),3)");
/// assert_eq!(group(Layout::new(8, 1), _0, _1).to_string(), "((8)):((1))");
/// ```
///
/// CuTe: `cute::group`.
pub trait Group<B, E> {
    /// The grouped layout.
    type Output;
    /// Groups.
    fn group(self) -> Self::Output;
}
/// The result of [`Group`] (an alias; see [`Layout`] for methods).
pub type Grouped<L, B, E> = <L as Group<B, E>>::Output;
/// CuTe's `group<B,E>(layout)` with `B` and `E` as static integers; see [`Group`].
#[inline(always)]
pub fn group<L: Group<B, E>, B, E>(layout: L, _begin: B, _end: E) -> Grouped<L, B, E> {
    layout.group()
}

#[doc(hidden)]
/// `B <= E`, the ordered range `group` requires.
#[diagnostic::on_unimplemented(
    message = "group: the range is reversed (B must not exceed E)",
    note = "CuTe requires B <= E for group<B,E>"
)]
pub trait GroupOrdered {}
impl GroupOrdered for B1 {}

#[doc(hidden)]
/// The grouped mode of `group`, keyed on the number of modes grouped: none for `_0`.
pub trait GroupMid {
    /// A list of zero or one mode.
    type Output;
    /// Builds it.
    fn group_mid(self) -> Self::Output;
}
impl GroupMid for HNil {
    type Output = HNil;
    #[inline(always)]
    fn group_mid(self) -> HNil {
        HNil
    }
}
impl<H, T> GroupMid for HCons<H, T>
where
    HCons<H, T>: UnzipModes,
{
    type Output = HCons<
        (
            TupleOf<<HCons<H, T> as UnzipModes>::Shapes>,
            TupleOf<<HCons<H, T> as UnzipModes>::Strides>,
        ),
        HNil,
    >;
    #[inline(always)]
    fn group_mid(self) -> Self::Output {
        let (s, d) = self.unzip_modes();
        HCons((s.into_tuple(), d.into_tuple()), HNil)
    }
}

#[doc(hidden)]
/// The modes from `B` on, split at `N = E - B`: `[group of the first N] ++ the rest`.
pub trait GroupTail<N> {
    /// The list of modes.
    type Output;
    /// Splits and groups.
    fn group_tail(self) -> Self::Output;
}
#[doc(hidden)]
/// The result of [`GroupTail`].
pub type GroupTailOut<R, N> = <R as GroupTail<N>>::Output;
impl<R: GroupPrefix<N> + GroupDrop<N> + Copy, N> GroupTail<N> for R
where
    <R as GroupPrefix<N>>::Output: GroupMid,
    <<R as GroupPrefix<N>>::Output as GroupMid>::Output: Concat<<R as GroupDrop<N>>::Output>,
{
    type Output = <<<R as GroupPrefix<N>>::Output as GroupMid>::Output as Concat<
        <R as GroupDrop<N>>::Output,
    >>::Output;
    #[inline(always)]
    fn group_tail(self) -> Self::Output {
        let mid = GroupPrefix::<N>::prefix(self).group_mid();
        mid.concat(GroupDrop::<N>::drop_front(self))
    }
}

#[doc(hidden)]
/// The modes of `group<B,E>`: `take<0,B> ++ [group of take<B,E>] ++ take<E,rank>`.
pub type GroupModes<ML, B, E> = <<ML as GroupPrefix<B>>::Output as Concat<
    GroupTailOut<<ML as GroupDrop<B>>::Output, Diff<E, B>>,
>>::Output;

impl<S, D, B, E> Group<B, E> for Layout<S, D>
where
    B: IsLessOrEqual<E> + Int,
    E: Sub<B> + Int,
    LeEq<B, E>: GroupOrdered,
    Layout<S, D>: ModesOf,
    ModesOut<Layout<S, D>>: GroupPrefix<B> + GroupDrop<B>,
    <ModesOut<Layout<S, D>> as GroupDrop<B>>::Output: GroupTail<Diff<E, B>>,
    <ModesOut<Layout<S, D>> as GroupPrefix<B>>::Output:
        Concat<GroupTailOut<<ModesOut<Layout<S, D>> as GroupDrop<B>>::Output, Diff<E, B>>>,
    GroupModes<ModesOut<Layout<S, D>>, B, E>: FromModes,
{
    type Output = FromModesOut<GroupModes<ModesOut<Layout<S, D>>, B, E>>;
    #[inline(always)]
    fn group(self) -> Self::Output {
        let modes = self.modes();
        let front = GroupPrefix::<B>::prefix(modes);
        let tail = GroupDrop::<B>::drop_front(modes).group_tail();
        front.concat(tail).into_layout()
    }
}

// ---------------------------------------------------------------------------------------------
// flatten

/// The layout with depth at most 1, CuTe's `flatten(layout)`: `make_layout(flatten(shape),
/// flatten(stride))`. An integer-shaped layout stays as it is.
///
/// The method is named `flatten` like [`Flatten::flatten`] on IntTuples, so `x.flatten()`
/// works on both.
///
/// ```
/// use layout_core::prelude::*;
/// let l = Layout::new(((_2, _3), _5, _7), ((_1, _2), _6, _30));
/// assert_eq!(l.flatten().to_string(), "(_2,_3,_5,_7):(_1,_2,_6,_30)");
/// assert_eq!(flatten_layout(Layout::new(2, 6)).to_string(), "2:6");
/// ```
///
/// CuTe: `cute::flatten`.
pub trait FlattenLayout {
    /// The flat layout.
    type Output;
    /// Flattens.
    fn flatten(self) -> Self::Output;
}
/// The result of [`FlattenLayout`] (an alias; see [`Layout`] for methods).
pub type FlattenedLayout<L> = <L as FlattenLayout>::Output;
/// CuTe's `flatten(layout)`; see [`FlattenLayout`].
#[inline(always)]
pub fn flatten_layout<L: FlattenLayout>(layout: L) -> FlattenedLayout<L> {
    layout.flatten()
}
impl<S: Flatten, D: Flatten> FlattenLayout for Layout<S, D>
where
    Flattened<S>: CongruentWith<Flattened<D>>,
{
    type Output = Layout<Flattened<S>, Flattened<D>>;
    #[inline(always)]
    fn flatten(self) -> Self::Output {
        Layout::new(
            Flatten::flatten(self.shape()),
            Flatten::flatten(self.stride()),
        )
    }
}
