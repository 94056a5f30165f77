//! The layout algebra on typed layouts (CuTe's `layout.hpp`), folded at compile time for
//! static layouts.
//!
//! | CuTe | trait | result alias | function |
//! |------|-------|--------------|----------|
//! | `composition(A, B)` | [`Compose`] | [`Composed`] | [`composition`], [`try_composition`] |
//! | `complement(L, M)` / `complement(L)` | [`Complement`] | [`Complemented`] | [`complement_to`], [`complement`] |
//! | `right_inverse(L)` | [`RightInverse`] | [`RightInverseOf`] | [`right_inverse`] |
//! | `left_inverse(L)` | [`LeftInverse`] | [`LeftInverseOf`] | [`left_inverse`] |
//! | `logical_divide(L, T)` | [`LogicalDivide`] | [`LogicalDivided`] | [`logical_divide`] |
//! | `zipped_divide(L, T)` | [`ZippedDivide`] | [`ZippedDivided`] | [`zipped_divide`] |
//! | `tiled_divide(L, T)` | [`TiledDivide`] | [`TiledDivided`] | [`tiled_divide`] |
//! | `flat_divide(L, T)` | [`FlatDivide`] | [`FlatDivided`] | [`flat_divide`] |
//! | `logical_product(A, B)` | [`LogicalProduct`] | [`LogicalProductOf`] | [`logical_product`] |
//! | `zipped_product(A, B)` | [`ZippedProduct`] | [`ZippedProductOf`] | [`zipped_product`] |
//! | `tiled_product(A, B)` | [`TiledProduct`] | [`TiledProductOf`] | [`tiled_product`] |
//! | `flat_product(A, B)` | [`FlatProduct`] | [`FlatProductOf`] | [`flat_product`] |
//! | `blocked_product(A, B)` | [`BlockedProduct`] | [`BlockedProductOf`] | [`blocked_product`] |
//! | `raked_product(A, B)` | [`RakedProduct`] | [`RakedProductOf`] | [`raked_product`] |
//! | `coalesce(L)` | [`Coalesce`] | [`Coalesced`] | [`coalesce`] |
//! | `coalesce(L, profile)` | [`CoalesceWith`] | [`CoalescedWith`] | [`coalesce_with`] |
//! | `filter(L)` | [`Filter`] | [`Filtered`] | [`filter`] |
//! | `append(L, M)`, `prepend(L, M)` | [`Append`], [`Prepend`] | [`Appended`], [`Prepended`] | [`append`], [`prepend`] |
//! | `select<I...>(L)` | [`Select`] | [`Selected`] | [`select`] |
//! | `take<B,E>(L)`, `group<B,E>(L)` | [`Take`], [`Group`] | [`Taken`], [`Grouped`] | [`take`], [`group`] |
//! | `flatten(L)` | [`FlattenLayout`] | [`FlattenedLayout`] | [`flatten_layout`] |
//! | `slice(c, L)` | [`Slice`] | [`Sliced`] | [`slice()`] |
//! | `max_common_vector(A, B)` | [`MaxCommonVector`] | [`MaxCommonVectorOf`] | [`max_common_vector`], [`try_max_common_vector`] |
//! | `max_common_layout(A, B)` | [`MaxCommonLayout`] | [`MaxCommonLayoutOf`] | [`max_common_layout`], [`try_max_common_layout`] |
//! | `upcast<N>(L)`, `downcast<N>(L)` | [`Upcast`], [`Downcast`] | [`Upcasted`], [`Downcasted`] | [`upcast`], [`try_upcast`], [`downcast`] |
//! | `recast_layout<Old,New>(L)` | [`RecastLayout`] | [`Recast`] | [`recast_layout`], [`try_recast_layout`] |
//! | `tile_to_shape(L, shape[, order])` | [`TileToShape`] | [`TiledToShape`] | [`tile_to_shape`], [`tile_to_shape_with`], [`try_tile_to_shape`], [`try_tile_to_shape_with`] |
//!
//! Static facts decide each result's structure; dynamic values flow through run-time arithmetic.
//! Static precondition failures are compile errors naming the operation and the rule; dynamic
//! ones are [`AlgebraError`]s from the `try_*` forms (the plain forms panic with the message).

// Public API modules (their helper traits stay reachable by path for bounds, hidden in docs).
pub mod admissibility;
#[doc(hidden)]
pub mod complement;
#[doc(hidden)]
pub mod composition;
#[doc(hidden)]
pub mod divide;
mod error;
#[doc(hidden)]
pub mod inverse;
#[doc(hidden)]
pub mod product;
mod tiler;

// Private engines ("Ignore me!").
#[doc(hidden)]
pub mod layout_parts;
#[doc(hidden)]
pub mod mode_list;
#[doc(hidden)]
pub mod tile_unzip;

mod coalesce;
mod max_common;
mod recast;
mod replace;
mod slice;
mod tile_to_shape;
mod tuple_ops;
mod tv;

pub use coalesce::*;
pub use max_common::*;
pub use recast::*;
pub use replace::{replace, Replace, ReplaceAt, Replaced};
pub use slice::*;
pub use tile_to_shape::*;
pub use tiler::*;
pub use tuple_ops::*;
pub use tv::*;

pub use complement::{
    complement, complement_to, try_complement, try_complement_to, Complement, Complemented,
    ComplementedSelf,
};
pub use composition::{composition, try_composition, Compose, Composed};
pub use divide::{
    flat_divide, logical_divide, tiled_divide, try_flat_divide, try_logical_divide,
    try_tiled_divide, try_zipped_divide, zipped_divide, FlatDivide, FlatDivided, LogicalDivide,
    LogicalDivided, TiledDivide, TiledDivided, ZippedDivide, ZippedDivided,
};
pub use error::AlgebraError;
#[doc(hidden)]
pub use error::Checks;
pub use inverse::{
    left_inverse, right_inverse, try_left_inverse, try_right_inverse, LeftInverse, LeftInverseOf,
    RightInverse, RightInverseOf,
};
pub use product::{
    blocked_product, flat_product, logical_product, raked_product, tiled_product,
    try_blocked_product, try_flat_product, try_logical_product, try_raked_product,
    try_tiled_product, try_zipped_product, zipped_product, BlockedProduct, BlockedProductOf,
    FlatProduct, FlatProductOf, LogicalProduct, LogicalProductOf, RakedProduct, RakedProductOf,
    TiledProduct, TiledProductOf, ZippedProduct, ZippedProductOf,
};
