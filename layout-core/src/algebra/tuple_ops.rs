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
//! | `select<I...>(L)`, `select<I...>(t)` of an IntTuple | [`select`]`(l, (_1, _0))` | `select((6,8):(1,_6), (1,0))` = `(8,6):(_6,1)`; `select((M,N,K), (0,2))` = `(M,K)` |
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

use crate::algebra::AlgebraError;
use crate::hlist::{Concat, HCons, HNil, ToTuple, Tuple, TupleOf};
use crate::int::Int;
use crate::int_tuple::{Flatten, Flattened, IntTuple};
use crate::layout::{CongruentWith, Layout};
use core::ops::{BitAnd, Sub};
mod mode_pairs;
mod range_checks;
mod select_shape;
mod transform_leaf;

pub use mode_pairs::*;
pub use range_checks::*;
pub use transform_leaf::*;

use typenum::{And, Diff, GrEq, IsGreaterOrEqual, IsLess, IsLessOrEqual, Le, LeEq, Z0};

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
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn append<L: Append<M>, M>(layout: L, m: M) -> Appended<L, M> {
    layout.append(m)
}
/// CuTe's `append(layout, x)` in the `try_*` form of the algebra: it has no precondition on dynamic values,
/// so it always returns `Ok` (static misuse does not compile).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_append(Layout::new(_5, _2), Layout::new(_5, _1)).unwrap().to_string(), "(_5,_5):(_2,_1)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_append<L: Append<M>, M>(layout: L, m: M) -> Result<Appended<L, M>, AlgebraError> {
    Ok(layout.append(m))
}
impl<S: IntTuple, D: IntTuple, MS: IntTuple, MD: IntTuple> Append<Layout<MS, MD>> for Layout<S, D>
where
    Layout<S, D>: ModesOf,
    ModesOut<Layout<S, D>>: Concat<HCons<(MS, MD), HNil>>,
    <ModesOut<Layout<S, D>> as Concat<HCons<(MS, MD), HNil>>>::Output: FromModes,
{
    type Output = FromModesOut<<ModesOut<Layout<S, D>> as Concat<HCons<(MS, MD), HNil>>>::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
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
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn prepend<L: Prepend<M>, M>(layout: L, m: M) -> Prepended<L, M> {
    layout.prepend(m)
}
/// CuTe's `prepend(layout, x)` in the `try_*` form of the algebra: it has no precondition on dynamic values,
/// so it always returns `Ok` (static misuse does not compile).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_prepend(Layout::new(8, _3), Layout::new(2, _4)).unwrap().to_string(), "(2,8):(_4,_3)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_prepend<L: Prepend<M>, M>(layout: L, m: M) -> Result<Prepended<L, M>, AlgebraError> {
    Ok(layout.prepend(m))
}
impl<S: IntTuple, D: IntTuple, MS: IntTuple, MD: IntTuple> Prepend<Layout<MS, MD>> for Layout<S, D>
where
    Layout<S, D>: ModesOf,
    HCons<(MS, MD), ModesOut<Layout<S, D>>>: FromModes,
{
    type Output = FromModesOut<HCons<(MS, MD), ModesOut<Layout<S, D>>>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn prepend(self, m: Layout<MS, MD>) -> Self::Output {
        HCons((m.shape(), m.stride()), self.modes()).into_layout()
    }
}

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
#[diagnostic::on_unimplemented(
    message = "select: index out of range (CuTe requires 0 <= I < rank(layout))",
    label = "select<I...> picks the modes I... of a layout or a tuple",
    note = "the indices are a tuple of static integers, each below the rank"
)]
pub trait Select<I> {
    /// The layout of the selected modes.
    type Output;
    /// Selects.
    fn select(self, indices: I) -> Self::Output;
}
/// The result of [`Select`] (an alias; see [`Layout`] for methods).
pub type Selected<L, I> = <L as Select<I>>::Output;
/// CuTe's `select<I...>(layout)` with the indices as a tuple of static integers; see [`Select`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn select<L: Select<I>, I>(layout: L, indices: I) -> Selected<L, I> {
    layout.select(indices)
}
/// CuTe's `select<I...>(layout)` in the `try_*` form of the algebra: it has no precondition on dynamic values,
/// so it always returns `Ok` (static misuse does not compile).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_select(Layout::new((6, 8), (1, _6)), (_1,)).unwrap().to_string(), "(8):(_6)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_select<L: Select<I>, I>(layout: L, indices: I) -> Result<Selected<L, I>, AlgebraError> {
    Ok(layout.select(indices))
}
/// Dispatches on the indices, see [`SelectFrom`].
#[diagnostic::do_not_recommend]
impl<S, D, I: SelectFrom<S, D>> Select<I> for Layout<S, D> {
    type Output = I::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn select(self, indices: I) -> Self::Output {
        indices.select_from(self)
    }
}

#[doc(hidden)]
/// `select<I...>(layout)` seen from the tuple of indices `Self`.
pub trait SelectFrom<S, D> {
    /// The layout of the selected modes.
    type Output;
    /// Selects.
    fn select_from(self, l: Layout<S, D>) -> Self::Output;
}
impl<S, D, I> SelectFrom<S, D> for I
where
    I: Tuple,
    Layout<S, D>: ModesOf,
    I::HList: SelectList<ModesOut<Layout<S, D>>>,
    <I::HList as SelectList<ModesOut<Layout<S, D>>>>::Output: FromModes,
{
    type Output = FromModesOut<<I::HList as SelectList<ModesOut<Layout<S, D>>>>::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn select_from(self, l: Layout<S, D>) -> Self::Output {
        self.into_hlist().select_list(l.modes()).into_layout()
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
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn select_list(self, _: ML) -> HNil {
        HNil
    }
}
impl<I, IT: SelectList<ML>, ML: Copy + ModesLen> SelectList<ML> for HCons<I, IT>
where
    I: IsGreaterOrEqual<Z0> + IsLess<ML::Len>,
    GrEq<I, Z0>: BitAnd<Le<I, ML::Len>>,
    And<GrEq<I, Z0>, Le<I, ML::Len>>: SelectInRange<ML>,
    <And<GrEq<I, Z0>, Le<I, ML::Len>> as SelectInRange<ML>>::Checked: SelectAt<I>,
{
    type Output = HCons<
        <<And<GrEq<I, Z0>, Le<I, ML::Len>> as SelectInRange<ML>>::Checked as SelectAt<I>>::Output,
        IT::Output,
    >;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn select_list(self, modes: ML) -> Self::Output {
        let m = <And<GrEq<I, Z0>, Le<I, ML::Len>> as SelectInRange<ML>>::gate(modes);
        HCons(m.at(), self.1.select_list(modes))
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
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn take<L: Take<B, E>, B, E>(layout: L, _begin: B, _end: E) -> Taken<L, B, E> {
    layout.take()
}
/// CuTe's `take<B,E>(layout)` in the `try_*` form of the algebra: it has no precondition on dynamic values,
/// so it always returns `Ok` (static misuse does not compile).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_take(Layout::new((6, 8), (1, _6)), _0, _1).unwrap().to_string(), "(6):(1)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_take<L: Take<B, E>, B, E>(
    layout: L,
    _begin: B,
    _end: E,
) -> Result<Taken<L, B, E>, AlgebraError> {
    Ok(layout.take())
}

#[doc(hidden)]
/// `0 <= B < E`.
pub type TakeRangeOk<B, E> = And<GrEq<B, Z0>, Le<B, E>>;
#[doc(hidden)]
/// The modes of `L`, once `take<B,E>`'s checks have passed.
pub type TakeChecked<L, B, E> = <LeEq<E, RankOf<L>> as TakeInBounds<
    <TakeRangeOk<B, E> as TakeNonEmpty<ModesOut<L>>>::Checked,
>>::Checked;

/// Dispatches on the begin index, see [`TakeFrom`].
impl<S, D, B: TakeFrom<E, S, D>, E> Take<B, E> for Layout<S, D> {
    type Output = B::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn take(self) -> Self::Output {
        B::take_from(self)
    }
}

#[doc(hidden)]
/// `take<B,E>(layout)` seen from the begin index `Self`.
pub trait TakeFrom<E, S, D> {
    /// The layout of the modes `[B, E)`.
    type Output;
    /// Takes them.
    fn take_from(l: Layout<S, D>) -> Self::Output;
}

impl<S, D, B, E> TakeFrom<E, S, D> for B
where
    B: Int + IsLess<E> + IsGreaterOrEqual<Z0>,
    GrEq<B, Z0>: BitAnd<Le<B, E>>,
    E: Int + Sub<B> + IsLessOrEqual<RankOf<Layout<S, D>>>,
    Layout<S, D>: ModesOf,
    ModesOut<Layout<S, D>>: ModesLen,
    TakeRangeOk<B, E>: TakeNonEmpty<ModesOut<Layout<S, D>>>,
    LeEq<E, RankOf<Layout<S, D>>>:
        TakeInBounds<<TakeRangeOk<B, E> as TakeNonEmpty<ModesOut<Layout<S, D>>>>::Checked>,
    TakeChecked<Layout<S, D>, B, E>: TakeDrop<B>,
    <TakeChecked<Layout<S, D>, B, E> as TakeDrop<B>>::Output: TakePrefix<Diff<E, B>>,
    <<TakeChecked<Layout<S, D>, B, E> as TakeDrop<B>>::Output as TakePrefix<Diff<E, B>>>::Output:
        FromModes,
{
    type Output = FromModesOut<
        <<TakeChecked<Layout<S, D>, B, E> as TakeDrop<B>>::Output as TakePrefix<Diff<E, B>>>::Output,
    >;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn take_from(l: Layout<S, D>) -> Self::Output {
        let m = <TakeRangeOk<B, E> as TakeNonEmpty<_>>::gate(l.modes());
        let m = <LeEq<E, RankOf<Layout<S, D>>> as TakeInBounds<_>>::gate(m);
        let rest = TakeDrop::<B>::drop_front(m);
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
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn group<L: Group<B, E>, B, E>(layout: L, _begin: B, _end: E) -> Grouped<L, B, E> {
    layout.group()
}
/// CuTe's `group<B,E>(layout)` in the `try_*` form of the algebra: it has no precondition on dynamic values,
/// so it always returns `Ok` (static misuse does not compile).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_group(Layout::new((6, 8), (1, _6)), _0, _2).unwrap().to_string(), "((6,8)):((1,_6))");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_group<L: Group<B, E>, B, E>(
    layout: L,
    _begin: B,
    _end: E,
) -> Result<Grouped<L, B, E>, AlgebraError> {
    Ok(layout.group())
}

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
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn group_mid(self) -> HNil {
        HNil
    }
}
impl<H, T> GroupMid for HCons<H, T>
where
    HCons<H, T>: UnzipModes,
    <HCons<H, T> as UnzipModes>::Shapes: ToTuple,
    <HCons<H, T> as UnzipModes>::Strides: ToTuple,
{
    type Output = HCons<
        (
            TupleOf<<HCons<H, T> as UnzipModes>::Shapes>,
            TupleOf<<HCons<H, T> as UnzipModes>::Strides>,
        ),
        HNil,
    >;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
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
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
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

#[doc(hidden)]
/// `0 <= B <= E`.
pub type GroupRangeOk<B, E> = And<GrEq<B, Z0>, LeEq<B, E>>;
#[doc(hidden)]
/// The modes of `L`, once `group<B,E>`'s checks have passed.
pub type GroupChecked<L, B, E> = <LeEq<E, RankOf<L>> as GroupInBounds<
    <GroupRangeOk<B, E> as GroupOrdered<ModesOut<L>>>::Checked,
>>::Checked;

/// Dispatches on the begin index, see [`GroupFrom`].
impl<S, D, B: GroupFrom<E, S, D>, E> Group<B, E> for Layout<S, D> {
    type Output = B::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn group(self) -> Self::Output {
        B::group_from(self)
    }
}

#[doc(hidden)]
/// `group<B,E>(layout)` seen from the begin index `Self`.
pub trait GroupFrom<E, S, D> {
    /// The grouped layout.
    type Output;
    /// Groups.
    fn group_from(l: Layout<S, D>) -> Self::Output;
}

impl<S, D, B, E> GroupFrom<E, S, D> for B
where
    B: Int + IsLessOrEqual<E> + IsGreaterOrEqual<Z0>,
    GrEq<B, Z0>: BitAnd<LeEq<B, E>>,
    E: Int + Sub<B> + IsLessOrEqual<RankOf<Layout<S, D>>>,
    Layout<S, D>: ModesOf,
    ModesOut<Layout<S, D>>: ModesLen,
    GroupRangeOk<B, E>: GroupOrdered<ModesOut<Layout<S, D>>>,
    LeEq<E, RankOf<Layout<S, D>>>:
        GroupInBounds<<GroupRangeOk<B, E> as GroupOrdered<ModesOut<Layout<S, D>>>>::Checked>,
    GroupChecked<Layout<S, D>, B, E>: GroupPrefix<B> + GroupDrop<B> + Copy,
    <GroupChecked<Layout<S, D>, B, E> as GroupDrop<B>>::Output: GroupTail<Diff<E, B>>,
    <GroupChecked<Layout<S, D>, B, E> as GroupPrefix<B>>::Output: Concat<
        GroupTailOut<<GroupChecked<Layout<S, D>, B, E> as GroupDrop<B>>::Output, Diff<E, B>>,
    >,
    GroupModes<GroupChecked<Layout<S, D>, B, E>, B, E>: FromModes,
{
    type Output = FromModesOut<GroupModes<GroupChecked<Layout<S, D>, B, E>, B, E>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn group_from(l: Layout<S, D>) -> Self::Output {
        let m = <GroupRangeOk<B, E> as GroupOrdered<_>>::gate(l.modes());
        let modes = <LeEq<E, RankOf<Layout<S, D>>> as GroupInBounds<_>>::gate(m);
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
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn flatten_layout<L: FlattenLayout>(layout: L) -> FlattenedLayout<L> {
    layout.flatten()
}
/// CuTe's `flatten(layout)` in the `try_*` form of the algebra: it has no precondition on dynamic values,
/// so it always returns `Ok` (static misuse does not compile).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_flatten_layout(Layout::new(((2, _3),), ((1, 2),))).unwrap().to_string(), "(2,_3):(1,2)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_flatten_layout<L: FlattenLayout>(layout: L) -> Result<FlattenedLayout<L>, AlgebraError> {
    Ok(layout.flatten())
}
impl<S: Flatten, D: Flatten> FlattenLayout for Layout<S, D>
where
    Flattened<S>: CongruentWith<Flattened<D>>,
{
    type Output = Layout<Flattened<S>, Flattened<D>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn flatten(self) -> Self::Output {
        Layout::new(
            Flatten::flatten(self.shape()),
            Flatten::flatten(self.stride()),
        )
    }
}
