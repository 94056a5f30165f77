//! `filter(layout)`: `coalesce(filter_zeros(layout))`.

use super::{Coalesce, Coalesced, LeafFacts};
use crate::algebra::AlgebraError;
use crate::int::{Int, _1};
use crate::int_tuple::IntTuple;
use crate::layout::{CongruentWith, Layout};
use typenum::{B0, B1};

// ---------------------------------------------------------------------------------------------
// filter

/// Removes the modes of static stride `_0` and static size `_1` and coalesces, CuTe's
/// `filter(layout)`: `coalesce(filter_zeros(layout))`, where `filter_zeros` gives every mode of
/// static stride `_0` the shape `_1`. A layout with nothing left is `_1:_0`.
///
/// # Static vs dynamic
/// Only a static `_0` stride is removed; a dynamic stride `0` is kept (CuTe cannot know it).
///
/// # Examples
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(filter(Layout::new((_4, (_8, _8)), (_16, (_0, _12)))).to_string(), "(_4,_8):(_16,_12)");
/// assert_eq!(filter(Layout::new((3, _1, 1), (1, _24, _32))).to_string(), "(3,1):(1,_32)");
/// assert_eq!(filter(Layout::new(_5, _0)).to_string(), "_1:_0");
/// ```
///
/// CuTe: `cute::filter`, 02_layout_algebra.md §Coalesce.
pub trait Filter {
    /// The filtered layout.
    type Output;
    /// Filters.
    fn filter(self) -> Self::Output;
}
/// The result of [`Filter`] (an alias; see [`Layout`] for methods).
pub type Filtered<L> = <L as Filter>::Output;

/// CuTe's `filter(layout)`; see [`Filter`].
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(filter(Layout::new((_6, _7), (_0, _48))).to_string(), "_7:_48");
/// ```
#[inline(always)]
pub fn filter<L: Filter>(layout: L) -> Filtered<L> {
    layout.filter()
}
/// CuTe's `filter(layout)` in the `try_*` form of the algebra: it has no precondition on dynamic values,
/// so it always returns `Ok` (static misuse does not compile).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_filter(Layout::new((_6, _7), (_0, _48))).unwrap().to_string(), "_7:_48");
/// ```
#[inline(always)]
pub fn try_filter<L: Filter>(layout: L) -> Result<Filtered<L>, AlgebraError> {
    Ok(layout.filter())
}

impl<S, D> Filter for Layout<S, D>
where
    S: IntTuple + crate::algebra::structure::MapPairs<FilterZerosFn, D>,
    D: IntTuple,
    Layout<crate::algebra::structure::MappedShape<S, FilterZerosFn, D>, D>: Coalesce,
    crate::algebra::structure::MappedShape<S, FilterZerosFn, D>: IntTuple + CongruentWith<D>,
{
    type Output = Coalesced<Layout<crate::algebra::structure::MappedShape<S, FilterZerosFn, D>, D>>;
    #[inline(always)]
    fn filter(self) -> Self::Output {
        let (s, _) = crate::algebra::structure::map_pairs_infallible::<FilterZerosFn, S, D>(
            self.shape(),
            self.stride(),
        );
        Layout::new(s, self.stride()).coalesce()
    }
}

#[doc(hidden)]
/// CuTe's `filter_zeros` on one mode: a static `_0` stride makes the shape `_1`.
#[derive(Clone, Copy, Debug, Default)]
pub struct FilterZerosFn;
impl crate::algebra::structure::LeafFn for FilterZerosFn {
    type Err = core::convert::Infallible;
}
impl<S: Int, D: LeafFacts> crate::algebra::structure::LeafMap<S, D> for FilterZerosFn
where
    D::IsZero: FilterZerosBy<S>,
{
    type S = <D::IsZero as FilterZerosBy<S>>::Output;
    type D = D;
    #[inline(always)]
    fn map(s: S, d: D) -> Result<(Self::S, D), Self::Err> {
        Ok((<D::IsZero as FilterZerosBy<S>>::pick(s), d))
    }
}
#[doc(hidden)]
/// The shape of one mode after `filter_zeros`, keyed on whether the stride is the static `_0`.
pub trait FilterZerosBy<S> {
    /// The shape.
    type Output: Int;
    /// Picks it.
    fn pick(s: S) -> Self::Output;
}
/// `s:_0 => _1:_0`.
impl<S> FilterZerosBy<S> for B1 {
    type Output = _1;
    #[inline(always)]
    fn pick(_: S) -> _1 {
        _1
    }
}
/// `s:d => s:d`.
impl<S: Int> FilterZerosBy<S> for B0 {
    type Output = S;
    #[inline(always)]
    fn pick(s: S) -> S {
        s
    }
}
