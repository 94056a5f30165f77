//! CuTe's layout algebra in Rust: static layouts are types, dynamic values are `i32` leaves.
//!
//! A [`Layout`](struct@Layout) maps coordinates to indices through a shape and a stride, exactly as CuTe's
//! `cute::Layout`. Each integer leaf is either **static** (a zero-sized typenum type such as
//! [`_4`](type@int::_4), printed `_4`) or **dynamic** (an `i32`, printed `4`); results are static
//! exactly where CuTe's are, and a fully static layout is zero-sized with its size and cosize
//! available as constants.
//!
//! ```
//! use layout_core::prelude::*;
//!
//! // CuTe: make_layout(make_shape(_2{}, 4))  ->  (_2,4):(_1,_2)
//! let l = make_layout((_2, 4));
//! assert_eq!(l.to_string(), "(_2,4):(_1,_2)");
//! assert_eq!(l.call((1, 3)), 7);
//!
//! // A fully static layout costs nothing: it is a type.
//! type S = Layout<(_2, (_2, _2)), (_4, (_2, _1))>;
//! assert_eq!(core::mem::size_of::<S>(), 0);
//! const COSIZE: i32 = S::COSIZE;
//! assert_eq!(COSIZE, 8);
//! ```
//!
//! Modules, one concept each: [`int`] (static/dynamic integers and their arithmetic),
//! [`int_tuple`] (IntTuple operations), [`stride`](mod@stride) (crd2idx, idx2crd, compact strides),
//! [`layout`](mod@layout) (the `Layout` type), [`layout_like`] (the bound of generic code over
//! layouts), [`print`] (CuTe's `print` and `print_layout`), and with the
//! `alloc` feature [`runtime`] (layouts known only at run time, and the whole algebra).
#![no_std]
#![deny(missing_docs)]
#![deny(unsafe_code)]

#[cfg(feature = "alloc")]
extern crate alloc;

pub mod algebra;
#[doc(hidden)]
pub mod hlist;
pub mod int;
pub mod int_tuple;
pub mod layout;
pub mod layout_like;
mod macros;
pub mod print;
pub mod stride;
pub mod tensor;

pub use int_tuple::{DynIntTuple, IntTuple};
pub use layout::{make_layout, make_layout_of, make_layout_with, make_ordered_layout, Layout};
pub use layout_like::LayoutLike;
#[doc(hidden)]
pub use macros::__private;

/// Everything a user needs in scope: `use layout_core::prelude::*;`.
pub mod prelude {
    pub use crate::algebra::*;
    pub use crate::int::*;
    pub use crate::int_tuple::*;
    pub use crate::layout::*;
    pub use crate::layout_like::LayoutLike;
    pub use crate::print::display;
    pub use crate::stride::*;
    pub use crate::tensor::*;
}

#[cfg(feature = "alloc")]
pub mod runtime;

pub use typenum;
