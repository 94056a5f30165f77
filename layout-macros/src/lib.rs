//! Implementation detail of `layout-core`: the proc macros behind `layout!`, `shape!`,
//! `stride!`, `coord!`, `tile!`, `Layout!`, `Shape!`, `Stride!` and `cute!`.
//!
//! Use them through `layout-core` (`layout_core::layout!` ...), whose `macro_rules!` façades
//! pass `$crate` as the first tokens (`$crate ; <notation>`), so the expansion names
//! `layout-core` correctly wherever it is used. Parsing is in the `parse` module (plain Rust
//! over `proc_macro2`, unit-tested), expansion in `expand` (literals and types) and `cute`
//! (expressions: each call becomes the typed free function with CuTe's name).
#![deny(missing_docs)]

mod composed;
mod cute;
mod expand;
mod parse;

use expand::{expand, Which};
use proc_macro::TokenStream;

/// A layout value in CuTe notation: `layout_impl!($crate; (_2,_4):(_1,_2))`.
#[proc_macro]
pub fn layout_impl(input: TokenStream) -> TokenStream {
    expand(Which::Layout, input.into()).into()
}

/// An IntTuple value (a shape or a stride): `int_tuple_impl!($crate; (_2,(4,_3)))`.
#[proc_macro]
pub fn int_tuple_impl(input: TokenStream) -> TokenStream {
    expand(Which::IntTuple, input.into()).into()
}

/// A coordinate value, which may hold `_`: `coord_impl!($crate; (_1,_))`.
#[proc_macro]
pub fn coord_impl(input: TokenStream) -> TokenStream {
    expand(Which::Coord, input.into()).into()
}

/// A tiler value (a tuple of layouts, integers and `_`): `tile_impl!($crate; (_3:_1,_))`.
#[proc_macro]
pub fn tile_impl(input: TokenStream) -> TokenStream {
    expand(Which::Tile, input.into()).into()
}

/// A layout type: `layout_type_impl!($crate; (_2,i32):(_1,_2))`.
#[proc_macro]
pub fn layout_type_impl(input: TokenStream) -> TokenStream {
    expand(Which::LayoutType, input.into()).into()
}

/// An IntTuple type: `int_tuple_type_impl!($crate; (_2,i32))`.
#[proc_macro]
pub fn int_tuple_type_impl(input: TokenStream) -> TokenStream {
    expand(Which::IntTupleType, input.into()).into()
}

/// An expression of the layout algebra evaluated through the typed layer:
/// `cute_impl!($crate; composition((_6,_2):(_8,_2), (_4,_3):(_3,_1)))`.
#[proc_macro]
pub fn cute_impl(input: TokenStream) -> TokenStream {
    expand(Which::Cute, input.into()).into()
}
