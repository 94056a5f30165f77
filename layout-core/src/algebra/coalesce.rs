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

#[doc(hidden)]
pub mod bw_coalesce;
mod filter;
mod profile;
mod shape;

#[doc(hidden)]
pub use bw_coalesce::{CoalesceModes, CoalesceModesOut, CoalesceXModes};
pub use filter::*;
pub use profile::*;
#[doc(hidden)]
pub use shape::ShapeCoalesce;

use super::mode_list::{leaf_modes, LeafModes, UnwrapLayout, UnwrapLayoutOut};
use crate::algebra::AlgebraError;
use crate::hlist::HList;
use crate::int_tuple::IntTuple;
use crate::layout::Layout;

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
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
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
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_coalesce<L: Coalesce>(layout: L) -> Result<Coalesced<L>, AlgebraError> {
    Ok(layout.coalesce())
}

/// `coalesce(L)`: the leaf modes of `L` through [`bw_coalesce`](bw_coalesce::CoalesceModes),
/// one mode as an integral layout, several as a flat tuple layout.
impl<S, D> Coalesce for Layout<S, D>
where
    Layout<S, D>: CoalesceList,
    CoalescedList<Layout<S, D>>: UnwrapLayout,
{
    type Output = UnwrapLayoutOut<CoalescedList<Layout<S, D>>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn coalesce(self) -> Self::Output {
        self.coalesce_list().unwrap_layout()
    }
}

#[doc(hidden)]
/// The modes of `coalesce(layout)` as a list of layouts, before they become one layout. The
/// list has any length: a layout with more leaves than a tuple holds can be coalesced as long
/// as the result fits (and `max_common_vector` reads only the first mode).
pub trait CoalesceList {
    /// The coalesced modes, front first.
    type Modes: HList;
    /// Runs `bw_coalesce` on the leaf modes.
    fn coalesce_list(self) -> Self::Modes;
}
#[doc(hidden)]
/// The result of [`CoalesceList`].
pub type CoalescedList<L> = <L as CoalesceList>::Modes;
impl<S: IntTuple + LeafModes<D>, D: IntTuple> CoalesceList for Layout<S, D>
where
    S::List: CoalesceModes,
{
    type Modes = CoalesceModesOut<S::List>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn coalesce_list(self) -> Self::Modes {
        leaf_modes(self).coalesce_modes()
    }
}
