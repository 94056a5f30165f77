//! `coalesce`, `coalesce` with a profile, and `filter` (CuTe's `layout.hpp`, "Coalesce and
//! Filter"; [02_layout_algebra.md §Coalesce](https://github.com/NVIDIA/cutlass/blob/main/media/docs/cpp/cute/02_layout_algebra.md#coalesce)).
//!
//! `coalesce` walks the flattened modes from the last to the first (CuTe's `bw_coalesce`),
//! keeping a stack whose front is the mode built so far:
//!
//! | front of the result | next mode (to its left) | becomes |
//! |---------------------|-------------------------|---------|
//! | `s0:d0` | `_1:d1` | `s0:d0` (a static `_1` mode is dropped) |
//! | `_1:d0` (only mode) | `s1:d1` | `s1:d1` |
//! | `s0:s1*d1` with `s0` static | `s1:d1` | `s1*s0:d1` (merged) |
//! | `s0:d0` | `s1:d1` | `(s1,s0):(d1,d0)` (prepended) |
//!
//! At the end a single `_1` mode is `_1:_0`, a single mode `s:d` stays an integer layout, and
//! several modes form a flat tuple.
//!
//! # Static vs dynamic
//! Modes merge only when `s1*d1 == d0` is *statically* true and `s0` is static; a `_1` mode is
//! dropped only when it is the static `_1`. A dynamic value therefore never changes the result's
//! rank: `coalesce((2,4):(1,2))` keeps both modes, `coalesce((_2,_4):(_1,_2))` is `_8:_1`.
//!
//! ```
//! use layout_core::prelude::*;
//! assert_eq!(coalesce(Layout::new((_2, (_1, _6)), (_1, (6, _2)))).to_string(), "_12:_1");
//! assert_eq!(coalesce(Layout::new((2, 4), (1, 2))).to_string(), "(2,4):(1,2)");
//! assert_eq!(filter(Layout::new((_6, _7), (_0, _48))).to_string(), "_7:_48");
//! ```

mod facts;
mod filter;
mod profile;

pub use facts::*;
pub use filter::*;
pub use profile::*;

use crate::algebra::AlgebraError;
use crate::hlist::{HCons, HNil, ToTuple, TupleOf};
use crate::int::{Int, IntEq, IntEqual, IntMul, IntProd, _0, _1};
use crate::int_tuple::flatten::Leaves;
use crate::int_tuple::IntTuple;
use crate::layout::{CongruentWith, Layout};
use core::ops::BitAnd;
use typenum::{And, B0, B1};

// ---------------------------------------------------------------------------------------------
// coalesce

/// Merges the modes of a layout that CuTe can prove mergeable, CuTe's `coalesce(layout)`.
///
/// The result is the same function on the layout's domain, with depth at most 1 and the
/// fewest modes CuTe can prove (rewrite rules: `s0:s1*d1 ++ s1:d1 => s1*s0:d1`, static `_1` modes dropped).
///
/// # Post-conditions
/// `size(result) == size(layout)`, `depth(result) <= 1`, and
/// `result(i) == layout(i)` for all `0 <= i < size(layout)`.
///
/// # Static vs dynamic
/// Merging and dropping `_1` modes need static values; dynamic modes are kept apart, so the
/// result's rank depends only on static facts.
///
/// # Examples
/// ```
/// use layout_core::prelude::*;
/// let l = Layout::new((_2, _1, _6), (_1, _6, _2));
/// assert_eq!(coalesce(l).to_string(), "_12:_1");
/// static_assertions::assert_type_eq_all!(Coalesced<Layout<(_2, _4), (_1, _2)>>, Layout<_8, _1>);
/// assert_eq!(coalesce(Layout::new((_3, 5), (_5, _1))).to_string(), "(_3,5):(_5,_1)");
/// assert_eq!(coalesce(Layout::new(_1, _1)).to_string(), "_1:_0");
/// ```
///
/// CuTe: `cute::coalesce`, 02_layout_algebra.md §Coalesce.
#[diagnostic::on_unimplemented(
    message = "coalesce: `{Self}` is not a layout with at least one mode",
    note = "coalesce takes a `Layout<Shape, Stride>` whose shape has at least one integer"
)]
pub trait Coalesce {
    /// The coalesced layout.
    type Output;
    /// Coalesces.
    fn coalesce(self) -> Self::Output;
}
/// The result of [`Coalesce`]: `Coalesced<L> = <L as Coalesce>::Output` (an alias; see
/// [`Layout`] for methods).
pub type Coalesced<L> = <L as Coalesce>::Output;

/// CuTe's `coalesce(layout)`; see [`Coalesce`].
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(coalesce(Layout::new((_2, _4), (_1, _2))).to_string(), "_8:_1");
/// ```
#[inline(always)]
pub fn coalesce<L: Coalesce>(layout: L) -> Coalesced<L> {
    layout.coalesce()
}
/// CuTe's `coalesce(layout)` in the `try_*` form of the algebra: it has no precondition on dynamic values,
/// so it always returns `Ok` (static misuse does not compile).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_coalesce(Layout::new((_2, _4), (_1, _2))).unwrap().to_string(), "_8:_1");
/// ```
#[inline(always)]
pub fn try_coalesce<L: Coalesce>(layout: L) -> Result<Coalesced<L>, AlgebraError> {
    Ok(layout.coalesce())
}

impl<S, D> Coalesce for Layout<S, D>
where
    Layout<S, D>: CoalesceLists,
    CoalescedLists<Layout<S, D>>: CoalesceFinish,
{
    type Output = <CoalescedLists<Layout<S, D>> as CoalesceFinish>::Output;
    #[inline(always)]
    fn coalesce(self) -> Self::Output {
        self.coalesce_lists().finish()
    }
}

#[doc(hidden)]
/// The modes of `coalesce(layout)` as two lists (shapes, strides), before they become a layout.
/// The lists have any length: a layout with more leaves than a tuple holds can be coalesced
/// as long as the result fits (and `max_common_vector` reads only the first mode).
pub trait CoalesceLists {
    /// `(shapes, strides)`, each a list of any length, front first.
    type Modes;
    /// Runs `bw_coalesce`.
    fn coalesce_lists(self) -> Self::Modes;
}
#[doc(hidden)]
/// The result of [`CoalesceLists`].
pub type CoalescedLists<L> = <L as CoalesceLists>::Modes;
impl<S: IntTuple + Leaves, D: IntTuple + Leaves> CoalesceLists for Layout<S, D>
where
    S::List: CoalesceZipRev<D::List, HNil>,
    CoalesceZipRevOut<S::List, D::List>: CoalesceStart,
{
    type Modes = <CoalesceZipRevOut<S::List, D::List> as CoalesceStart>::Output;
    #[inline(always)]
    fn coalesce_lists(self) -> Self::Modes {
        self.shape()
            .leaves()
            .zip_rev(self.stride().leaves(), HNil)
            .start()
    }
}

#[doc(hidden)]
/// Zips the leaves of shape and stride into `(s, d)` pairs, last pair first, onto `Acc`.
pub trait CoalesceZipRev<DL, Acc> {
    /// The reversed list of pairs.
    type Output;
    /// Zips.
    fn zip_rev(self, d: DL, acc: Acc) -> Self::Output;
}
#[doc(hidden)]
/// The result of [`CoalesceZipRev`] onto the empty list.
pub type CoalesceZipRevOut<SL, DL> = <SL as CoalesceZipRev<DL, HNil>>::Output;
impl<Acc> CoalesceZipRev<HNil, Acc> for HNil {
    type Output = Acc;
    #[inline(always)]
    fn zip_rev(self, _: HNil, acc: Acc) -> Acc {
        acc
    }
}
impl<S, ST, D, DT, Acc> CoalesceZipRev<HCons<D, DT>, Acc> for HCons<S, ST>
where
    ST: CoalesceZipRev<DT, HCons<(S, D), Acc>>,
{
    type Output = ST::Output;
    #[inline(always)]
    fn zip_rev(self, d: HCons<D, DT>, acc: Acc) -> Self::Output {
        self.1.zip_rev(d.1, HCons((self.0, d.0), acc))
    }
}

#[doc(hidden)]
/// Starts `bw_coalesce` with the last mode as the front of the result.
#[diagnostic::on_unimplemented(
    message = "coalesce: the layout has no modes to coalesce",
    note = "CuTe's coalesce needs a layout whose flattened shape has rank >= 1"
)]
pub trait CoalesceStart {
    /// The coalesced modes, `(shapes, strides)`.
    type Output;
    /// Runs the fold.
    fn start(self) -> Self::Output;
}
impl<S, D, T> CoalesceStart for HCons<(S, D), T>
where
    T: CoalesceFold<HCons<S, HNil>, HCons<D, HNil>>,
{
    type Output = T::Output;
    #[inline(always)]
    fn start(self) -> Self::Output {
        let (s, d) = self.0;
        self.1.fold(HCons(s, HNil), HCons(d, HNil))
    }
}

#[doc(hidden)]
/// `bw_coalesce` over the remaining modes (last to first), with the result built so far as two
/// lists, front first.
pub trait CoalesceFold<NS, ND> {
    /// The coalesced modes, `(shapes, strides)`.
    type Output;
    /// Folds.
    fn fold(self, ns: NS, nd: ND) -> Self::Output;
}
/// CuTe: `bw_coalesce`, "I == -1" (base case: done).
impl<NS, ND> CoalesceFold<NS, ND> for HNil {
    type Output = (NS, ND);
    #[inline(always)]
    fn fold(self, ns: NS, nd: ND) -> (NS, ND) {
        (ns, nd)
    }
}
impl<S: LeafFacts, D, T, NS, ND> CoalesceFold<NS, ND> for HCons<(S, D), T>
where
    (NS, ND): CoalesceSkipOne<S::IsOne, S, D>,
    T: CoalesceFold<
        <(NS, ND) as CoalesceSkipOne<S::IsOne, S, D>>::Shapes,
        <(NS, ND) as CoalesceSkipOne<S::IsOne, S, D>>::Strides,
    >,
{
    type Output = T::Output;
    #[inline(always)]
    fn fold(self, ns: NS, nd: ND) -> Self::Output {
        let (s, d) = self.0;
        let (ns, nd) = (ns, nd).step(s, d);
        self.1.fold(ns, nd)
    }
}

#[doc(hidden)]
/// One step of `bw_coalesce`, first branch: is the next mode the static `_1`?
pub trait CoalesceSkipOne<Key, S, D> {
    /// The front-first shapes after this step.
    type Shapes;
    /// The front-first strides after this step.
    type Strides;
    /// Applies the step.
    fn step(self, s: S, d: D) -> (Self::Shapes, Self::Strides);
}
/// `s0:d0 ++ _1:d1 => s0:d0` (CuTe: "shape<I>(layout) == _1, skip it and continue").
impl<NS, ND, S, D> CoalesceSkipOne<B1, S, D> for (NS, ND) {
    type Shapes = NS;
    type Strides = ND;
    #[inline(always)]
    fn step(self, _: S, _: D) -> (NS, ND) {
        self
    }
}
impl<NS, ND, S, D> CoalesceSkipOne<B0, S, D> for (NS, ND)
where
    (NS, ND): CoalesceReplaceOne<S, D>,
{
    type Shapes = <(NS, ND) as CoalesceReplaceOne<S, D>>::Shapes;
    type Strides = <(NS, ND) as CoalesceReplaceOne<S, D>>::Strides;
    #[inline(always)]
    fn step(self, s: S, d: D) -> (Self::Shapes, Self::Strides) {
        self.replace_one(s, d)
    }
}

#[doc(hidden)]
/// Second branch: is the result so far the single mode `_1:d0`?
pub trait CoalesceReplaceOne<S, D> {
    /// The front-first shapes after this step.
    type Shapes;
    /// The front-first strides after this step.
    type Strides;
    /// Applies the step.
    fn replace_one(self, s: S, d: D) -> (Self::Shapes, Self::Strides);
}
impl<S0: LeafFacts, D0, S, D> CoalesceReplaceOne<S, D> for (HCons<S0, HNil>, HCons<D0, HNil>)
where
    Self: CoalesceReplaceBy<S0::IsOne, S, D>,
{
    type Shapes = <Self as CoalesceReplaceBy<S0::IsOne, S, D>>::Shapes;
    type Strides = <Self as CoalesceReplaceBy<S0::IsOne, S, D>>::Strides;
    #[inline(always)]
    fn replace_one(self, s: S, d: D) -> (Self::Shapes, Self::Strides) {
        self.replace_by(s, d)
    }
}
impl<S0, S1, ST, D0, D1, DT, S, D> CoalesceReplaceOne<S, D>
    for (HCons<S0, HCons<S1, ST>>, HCons<D0, HCons<D1, DT>>)
where
    Self: CoalesceMerge<S, D>,
{
    type Shapes = <Self as CoalesceMerge<S, D>>::Shapes;
    type Strides = <Self as CoalesceMerge<S, D>>::Strides;
    #[inline(always)]
    fn replace_one(self, s: S, d: D) -> (Self::Shapes, Self::Strides) {
        self.merge(s, d)
    }
}

#[doc(hidden)]
/// The second branch, keyed on whether the single front mode is the static `_1`.
pub trait CoalesceReplaceBy<Key, S, D> {
    /// The front-first shapes after this step.
    type Shapes;
    /// The front-first strides after this step.
    type Strides;
    /// Applies the step.
    fn replace_by(self, s: S, d: D) -> (Self::Shapes, Self::Strides);
}
/// `_1:d0 ++ s1:d1 => s1:d1` (CuTe: "Replace our shape-1 with anything").
impl<S0, D0, S, D> CoalesceReplaceBy<B1, S, D> for (HCons<S0, HNil>, HCons<D0, HNil>) {
    type Shapes = HCons<S, HNil>;
    type Strides = HCons<D, HNil>;
    #[inline(always)]
    fn replace_by(self, s: S, d: D) -> (Self::Shapes, Self::Strides) {
        (HCons(s, HNil), HCons(d, HNil))
    }
}
impl<St: CoalesceMerge<S, D>, S, D> CoalesceReplaceBy<B0, S, D> for St {
    type Shapes = St::Shapes;
    type Strides = St::Strides;
    #[inline(always)]
    fn replace_by(self, s: S, d: D) -> (Self::Shapes, Self::Strides) {
        self.merge(s, d)
    }
}

#[doc(hidden)]
/// Third and fourth branches: merge when `s1*d1 == d0` is statically true and `s0` is static,
/// prepend otherwise.
pub trait CoalesceMerge<S, D> {
    /// The front-first shapes after this step.
    type Shapes;
    /// The front-first strides after this step.
    type Strides;
    /// Applies the step.
    fn merge(self, s: S, d: D) -> (Self::Shapes, Self::Strides);
}
#[doc(hidden)]
/// The merge condition: `is_static<s0> && is_constant<true, s1*d1 == d0>`.
pub type CoalesceMergeKey<S, D, S0, D0> =
    And<<S0 as LeafFacts>::IsStatic, <IntEqual<IntProd<S, D>, D0> as BoolIsTrue>::Output>;
impl<S, D: Int, S0, ST, D0: Int, DT> CoalesceMerge<S, D> for (HCons<S0, ST>, HCons<D0, DT>)
where
    S: IntMul<D>,
    S0: LeafFacts,
    IntProd<S, D>: IntEq<D0>,
    IntEqual<IntProd<S, D>, D0>: BoolIsTrue,
    S0::IsStatic: BitAnd<<IntEqual<IntProd<S, D>, D0> as BoolIsTrue>::Output>,
    Self: CoalesceMergeBy<CoalesceMergeKey<S, D, S0, D0>, S, D>,
{
    type Shapes = <Self as CoalesceMergeBy<CoalesceMergeKey<S, D, S0, D0>, S, D>>::Shapes;
    type Strides = <Self as CoalesceMergeBy<CoalesceMergeKey<S, D, S0, D0>, S, D>>::Strides;
    #[inline(always)]
    fn merge(self, s: S, d: D) -> (Self::Shapes, Self::Strides) {
        self.merge_by(s, d)
    }
}

#[doc(hidden)]
/// The merge branch, keyed on [`CoalesceMergeKey`].
pub trait CoalesceMergeBy<Key, S, D> {
    /// The front-first shapes after this step.
    type Shapes;
    /// The front-first strides after this step.
    type Strides;
    /// Applies the step.
    fn merge_by(self, s: S, d: D) -> (Self::Shapes, Self::Strides);
}
/// `s0:s1*d1 ++ s1:d1 => s1*s0:d1` (CuTe: "Merge modes because the shapes and strides match").
impl<S: IntMul<S0>, D, S0: Int, ST, D0, DT> CoalesceMergeBy<B1, S, D>
    for (HCons<S0, ST>, HCons<D0, DT>)
{
    type Shapes = HCons<IntProd<S, S0>, ST>;
    type Strides = HCons<D, DT>;
    #[inline(always)]
    fn merge_by(self, s: S, d: D) -> (Self::Shapes, Self::Strides) {
        let (HCons(s0, st), HCons(_, dt)) = self;
        (HCons(s.int_mul(s0), st), HCons(d, dt))
    }
}
/// `s0:d0 ++ s1:d1 => (s1,s0):(d1,d0)` (CuTe: "Can't replace or merge, so prepend a new mode").
impl<S, D, NS, ND> CoalesceMergeBy<B0, S, D> for (NS, ND) {
    type Shapes = HCons<S, NS>;
    type Strides = HCons<D, ND>;
    #[inline(always)]
    fn merge_by(self, s: S, d: D) -> (Self::Shapes, Self::Strides) {
        (HCons(s, self.0), HCons(d, self.1))
    }
}

#[doc(hidden)]
/// The end of `bw_coalesce`: the result built so far as a layout.
pub trait CoalesceFinish {
    /// The layout.
    type Output;
    /// Builds it.
    fn finish(self) -> Self::Output;
}
impl<S0: LeafFacts, D0: Int> CoalesceFinish for (HCons<S0, HNil>, HCons<D0, HNil>)
where
    S0::IsOne: CoalesceLeaf<S0, D0>,
{
    type Output = <S0::IsOne as CoalesceLeaf<S0, D0>>::Output;
    #[inline(always)]
    fn finish(self) -> Self::Output {
        <S0::IsOne as CoalesceLeaf<S0, D0>>::leaf((self.0).0, (self.1).0)
    }
}
/// Several modes: a flat tuple layout.
impl<S0, S1, ST, D0, D1, DT> CoalesceFinish for (HCons<S0, HCons<S1, ST>>, HCons<D0, HCons<D1, DT>>)
where
    HCons<S0, HCons<S1, ST>>: ToTuple,
    HCons<D0, HCons<D1, DT>>: ToTuple,
    TupleOf<HCons<S0, HCons<S1, ST>>>: IntTuple + CongruentWith<TupleOf<HCons<D0, HCons<D1, DT>>>>,
    TupleOf<HCons<D0, HCons<D1, DT>>>: IntTuple,
{
    type Output = Layout<TupleOf<HCons<S0, HCons<S1, ST>>>, TupleOf<HCons<D0, HCons<D1, DT>>>>;
    #[inline(always)]
    fn finish(self) -> Self::Output {
        Layout::new(self.0.into_tuple(), self.1.into_tuple())
    }
}

#[doc(hidden)]
/// A single remaining mode, keyed on whether its shape is the static `_1`.
pub trait CoalesceLeaf<S, D> {
    /// The layout.
    type Output;
    /// Builds it.
    fn leaf(s: S, d: D) -> Self::Output;
}
/// `_1:d => _1:_0` (CuTe: `Layout<_1,_0>{}`).
impl<S, D> CoalesceLeaf<S, D> for B1 {
    type Output = Layout<_1, _0>;
    #[inline(always)]
    fn leaf(_: S, _: D) -> Self::Output {
        Layout::new(_1, _0)
    }
}
/// `s:d => s:d`.
impl<S: Int, D: Int> CoalesceLeaf<S, D> for B0 {
    type Output = Layout<S, D>;
    #[inline(always)]
    fn leaf(s: S, d: D) -> Self::Output {
        Layout::new(s, d)
    }
}
