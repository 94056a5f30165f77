//! The layout algebra on typed layouts (CuTe's `layout.hpp`), folded at compile time for
//! static layouts.
//!
//! (Module file of branch `a1`, declaring only A1's modules; branch `a2` owns the full one.)
//!
//! | CuTe | trait | result alias | function |
//! |------|-------|--------------|----------|
//! | `coalesce(L)` | [`Coalesce`] | [`Coalesced`] | [`coalesce`] |
//! | `coalesce(L, profile)` | [`CoalesceWith`] | [`CoalescedWith`] | [`coalesce_with`] |
//! | `filter(L)` | [`Filter`] | [`Filtered`] | [`filter`] |
//! | `append(L, M)`, `prepend(L, M)` | [`Append`], [`Prepend`] | [`Appended`], [`Prepended`] | [`append`], [`prepend`] |
//! | `select<I...>(L)` | [`Select`] | [`Selected`] | [`select`] |
//! | `take<B,E>(L)`, `group<B,E>(L)` | [`Take`], [`Group`] | [`Taken`], [`Grouped`] | [`take`], [`group`] |
//! | `flatten(L)` | [`FlattenLayout`] | [`FlattenedLayout`] | [`flatten_layout`] |
//! | `slice(c, L)` | [`Slice`] | [`Sliced`] | [`slice`] |
//! | `upcast<N>(L)`, `downcast<N>(L)` | [`Upcast`], [`Downcast`] | [`Upcasted`], [`Downcasted`] | [`upcast`], [`downcast`] |
//! | `recast_layout<Old,New>(L)` | [`RecastLayout`] | [`Recast`] | [`recast_layout`] |

mod coalesce;
mod error;
mod recast;
mod slice;
mod structure;
mod tiler;

pub use coalesce::*;
pub use error::AlgebraError;
#[doc(hidden)]
pub use error::Checks;
pub use recast::*;
pub use slice::*;
pub use structure::*;
pub use tiler::*;
