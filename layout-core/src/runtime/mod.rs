//! The runtime layer: layouts whose structure is known only at run time.
//!
//! Every leaf carries its value *and* whether it is static (CuTe's `Int<N>`, printed `_N`) or
//! dynamic (CuTe's `int`, printed `N`). The whole algebra is implemented here with CuTe's rules
//! for propagating static-ness, so that a result prints exactly as CuTe prints it. This layer
//! powers `layout-cli` and is the reference the typed layer is tested against.

pub(crate) mod algebra;
mod error;
mod int;
mod tuple;
mod layout;
mod value;

pub use error::Error;
pub use int::Int;
pub use layout::Layout;
pub use tuple::IntTuple;
pub use value::Value;
