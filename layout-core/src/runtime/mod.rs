//! The runtime layer: layouts whose structure is known only at run time.
//!
//! Every leaf carries its value *and* whether it is static (CuTe's `Int<N>`, printed `_N`) or
//! dynamic (CuTe's `int`, printed `N`). The whole algebra is implemented here with CuTe's rules
//! for propagating static-ness, so that a result prints exactly as CuTe prints it. This layer
//! powers `layout-cli` and is the reference the typed layer is tested against.
//!
//! The entry point for text is [`evaluate`]:
//!
//! ```
//! use layout_core::runtime::evaluate;
//! assert_eq!(evaluate("flatten(((_2,_3),_5):((_1,_2),_6))").unwrap().to_string(), "(_2,_3,_5):(_1,_2,_6)");
//! ```

pub mod algebra;
mod args;
pub mod atom;
mod bank;
mod calc;
mod composed;
pub mod draw;
mod error;
pub mod explain;
mod int;
mod layout;
mod mixed_bits;
mod parse;
mod print_layout;
mod small_vec;
mod smem_atom;
mod swizzle;
pub mod tensor;
mod tuple;
mod value;

pub use algebra::tv::{make_layout_tv, make_layout_tv_steps, TvSteps};
pub use bank::{bank_conflicts, bank_wavefronts, find_swizzle, BankReport};
pub use calc::evaluate;
pub use composed::{compose3, slice_and_offset_composed, slice_composed, ComposedLayout, Offset};
pub use error::Error;
pub use int::Int;
pub use layout::Layout;
/// The operation table: every call of the expression language (see [`ops::OPS`]).
pub use layout_ops as ops;
pub use mixed_bits::{Bits, MixedBits};
pub use parse::{parse_value, MAX_DEPTH};
pub use print_layout::print_layout;
pub use smem_atom::{element_bits, gmma_layout_atom, sm80_swizzle_atom};
pub use swizzle::Swizzle;
pub use tuple::IntTuple;
pub use value::Value;
