//! Scaled basis strides, CuTe's `ScaledBasis<T, N...>` (`arithmetic_tuple.hpp`): a stride that
//! is not an integer but a unit vector `E<N...>` of a coordinate space, scaled by an integer.
//!
//! `_1@0` is the unit vector of mode 0, `(1,0,...)`; `_4@1` is `(0,4,0,...)`; `_1@1@0` is
//! CuTe's `E<0,1>`: mode 1 of mode 0, `((0,1),0,...)` (printed innermost first, as CuTe prints
//! it). A layout whose strides are scaled bases maps coordinates to coordinates: the identity
//! layout `make_layout(shape, make_basis_like(shape))` ([`make_basis_like`]) maps every
//! coordinate to itself, and is the layout of
//! [`make_identity_tensor`](crate::tensor::make_identity_tensor).
//!
//! | CuTe | here | prints |
//! |------|------|--------|
//! | `E<0>{}`, `E<1>{}` | [`E0`], [`E1`] (`ScaledBasis<_1, HCons<U0, HNil>>`, ...) | `_1@0`, `_1@1` |
//! | `E<0,1>{}` | `ScaledBasis<_1, HCons<U0, HCons<U1, HNil>>>` | `_1@1@0` |
//! | `4 * E<1>{}` | [`ScaledBasis::scale`] | `4@1` (dynamic scale) |
//! | `make_basis_like(shape)` | [`make_basis_like`] | `(_1@0,_1@1)` |
//! | `ArithmeticTuple` `+`, `* n` | [`arith_add`], [`arith_scale`] on coordinate tuples | `(11,22)` |
//!
//! The layout algebra multiplies, compares and coalesces such strides as CuTe does: an integer
//! times `v@p` is `(n*v)@p`; `s*(v@p) == w@q` only when `p == q` (so modes along different
//! coordinates never merge, and a basis stride never equals an integer); composition with an
//! integer layout on the right scales them.
//!
//! ```
//! use layout_core::prelude::*;
//! use layout_core::basis::{make_basis_like, E0, E1};
//! assert_eq!(display(E1::default()).to_string(), "_1@1");
//! assert_eq!(display(E0::default().scale(_4)).to_string(), "_4@0");
//! assert_eq!(display(E0::default().scale(3)).to_string(), "3@0");
//! let id = Layout::new((_4, _8), make_basis_like((_4, _8)));
//! assert_eq!(id.to_string(), "(_4,_8):(_1@0,_1@1)");
//! let nested = make_basis_like(((_2, 3), 4));
//! assert_eq!(display(nested).to_string(), "((_1@0@0,_1@1@0),_1@1)");
//! ```

mod arith;
mod eval;
mod leaf;
mod like;
mod path;

pub use arith::{arith_add, arith_scale, ArithAdd, ArithScale};
pub use eval::{EvalBasis, ProjectOnto, ProjectedOf};
pub(crate) use leaf::scale_stride;
pub use leaf::{ScaledBasis, ScaledStride, StrideLeaf, StrideZero, E, E0, E1, E2, E3};
pub use like::{make_basis_like, BasisLike, BasisLikeOf};
pub use path::{BasisPath, NoBasis, PathEq, PathEqOut};
