//! CuTe's MMA and copy atoms, `TiledMMA` and `TiledCopy` as types (`include/cute/atom/`):
//! every operation is a zero-sized type named as CuTe names it, its traits are associated
//! types, and the layouts CuTe derives from them fold at compile time.
//!
//! (table filled in below)

mod copy;
mod copy_sm75;
mod copy_sm80;
mod copy_sm90;
mod diagnostic;
mod mma;
mod mma_sm70;
mod mma_sm80;
mod mma_sm90;
mod static_layout;
mod tiled_copy;
mod tiled_mma;
mod value_type;

pub use copy::*;
pub use copy_sm75::*;
pub use copy_sm80::*;
pub use copy_sm90::*;
#[doc(hidden)]
pub use diagnostic::{Num, Shown, ShownOf};
pub use mma::*;
pub use mma_sm70::*;
pub use mma_sm80::*;
pub use mma_sm90::*;
#[doc(hidden)]
pub use static_layout::*;
pub use tiled_copy::*;
pub use tiled_mma::*;
pub use value_type::*;
