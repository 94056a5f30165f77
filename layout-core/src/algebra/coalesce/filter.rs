//! CuTe's `filter(layout)`: `coalesce(filter_zeros(layout))`, and `filter_zeros` on leaf
//! modes (also the first step of `complement`).

use super::bw_coalesce::{CoalesceModes, CoalesceModesOut};
use crate::algebra::mode_list::{leaf_modes, LeafModes, UnwrapLayout, UnwrapLayoutOut};
use crate::algebra::AlgebraError;
use crate::basis::StrideZero;
use crate::hlist::{HCons, HList, HNil};
use crate::int::{Int, _1};
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
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
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
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
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_filter<L: Filter>(layout: L) -> Result<Filtered<L>, AlgebraError> {
    Ok(layout.filter())
}

/// `filter(L)`: the leaf modes of `L`, [`filter_zeros`](FilterZeros), then `bw_coalesce`.
impl<S, D> Filter for Layout<S, D>
where
    S: IntTuple + LeafModes<D>,
    D: IntTuple,
    S::List: FilterZeros,
    FilterZerosOut<S::List>: CoalesceModes,
    CoalesceModesOut<FilterZerosOut<S::List>>: UnwrapLayout,
{
    type Output = UnwrapLayoutOut<CoalesceModesOut<FilterZerosOut<S::List>>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn filter(self) -> Self::Output {
        leaf_modes(self)
            .filter_zeros()
            .coalesce_modes()
            .unwrap_layout()
    }
}

// ---------------------------------------------------------------------------------------------
// filter_zeros

#[doc(hidden)]
/// CuTe's `filter_zeros` on leaf modes: a static `_0` stride gets the shape `_1`.
pub trait FilterZeros {
    /// The filtered modes.
    type Output: HList;
    /// Filters.
    fn filter_zeros(self) -> Self::Output;
}
#[doc(hidden)]
/// The result of [`FilterZeros`].
pub type FilterZerosOut<L> = <L as FilterZeros>::Output;
impl FilterZeros for HNil {
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn filter_zeros(self) -> HNil {
        HNil
    }
}
impl<S: Int, D: StrideZero + crate::int_tuple::IntTuple, T: FilterZeros> FilterZeros
    for HCons<Layout<S, D>, T>
where
    <<D as StrideZero>::Out as FilterZero<S>>::S: crate::layout::CongruentWith<D>,
    <D as StrideZero>::Out: FilterZero<S>,
    HCons<Layout<<<D as StrideZero>::Out as FilterZero<S>>::S, D>, T::Output>: HList,
{
    type Output = HCons<Layout<<<D as StrideZero>::Out as FilterZero<S>>::S, D>, T::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn filter_zeros(self) -> Self::Output {
        let s = <<D as StrideZero>::Out as FilterZero<S>>::filter(self.0.shape());
        HCons(Layout::new(s, self.0.stride()), self.1.filter_zeros())
    }
}
#[doc(hidden)]
/// The shape of one mode after `filter_zeros`, keyed on whether its stride is the static `_0`.
pub trait FilterZero<S> {
    /// The shape.
    type S: Int;
    /// Filters.
    fn filter(s: S) -> Self::S;
}
/// `s:_0 => _1:_0`.
impl<S: Int> FilterZero<S> for B1 {
    type S = _1;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn filter(_: S) -> _1 {
        _1
    }
}
/// `s:d => s:d`.
impl<S: Int> FilterZero<S> for B0 {
    type S = S;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn filter(s: S) -> S {
        s
    }
}
