//! Tilers and the underscore: CuTe's `_` (`Underscore`, also named `X`) and the tuples of
//! layouts, integers and `_` that composition, divides, products and slices accept.
//!
//! | CuTe | here | prints |
//! |------|------|--------|
//! | `cute::_`, `cute::X` (`Underscore`) | [`Underscore`], the value [`X`] | `_` |
//! | a tiler `(L0, 4, _)` | a Rust tuple of [`Tiler`] modes: `(Layout<..>, i32, Underscore)` | |
//!
//! In a slice coordinate `_` keeps a mode ("all of this mode"); in a tiler it leaves a mode of
//! the layout untouched. `_` cannot be a Rust value name, so its value is [`X`] (CuTe's own
//! alias for `_`).
//!
//! ```
//! use layout_core::algebra::{Underscore, X};
//! assert_eq!(X.to_string(), "_");
//! assert_eq!(core::mem::size_of::<Underscore>(), 0);
//! ```

use crate::int::Int;
use crate::int_tuple::{for_each_nonempty_tuple_arity, IntTuple};
use crate::layout::Layout;
use core::fmt;

/// CuTe's `_` (`cute::Underscore`): "all of this mode" in a slice coordinate, "leave this
/// mode" in a tiler. A zero-sized unit type; its value is [`X`].
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::algebra::{slice, X};
/// let l = make_layout((_2, _3, _4));
/// assert_eq!(slice((X, 1, X), l).to_string(), "(_2,_4):(_1,_6)");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Underscore;

/// The value of CuTe's `_` (CuTe's alias `X`), of type [`Underscore`].
pub const X: Underscore = Underscore;

impl fmt::Display for Underscore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("_")
    }
}

/// A tiler or one of its modes: a [`Layout`], an integer (meaning the layout `N:_1`), the
/// underscore [`Underscore`], or a tuple of tilers (CuTe's `Tiler` concept).
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::algebra::{Tiler, Underscore};
/// fn is_tiler<T: Tiler>(_: T) {}
/// is_tiler((make_layout(_4), 3, Underscore));
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a tiler (a layout, an integer, `_` or a tuple of them)",
    note = "a tiler mode is a `Layout`, an integer `_N`/`i32` (meaning `N:_1`) or `Underscore`"
)]
pub trait Tiler: Copy {
    /// Whether this tiler is a single mode (a layout, integer or `_`) rather than a tuple.
    const IS_MODE: bool;
}

impl<I: Int> Tiler for I {
    const IS_MODE: bool = true;
}
impl Tiler for Underscore {
    const IS_MODE: bool = true;
}
impl<S: IntTuple, D: IntTuple> Tiler for Layout<S, D> {
    const IS_MODE: bool = true;
}
impl Tiler for () {
    const IS_MODE: bool = false;
}
macro_rules! tuple_tiler {
    ($($T:ident),*) => {
        impl<$($T: Tiler),*> Tiler for ($($T,)*) {
            const IS_MODE: bool = false;
        }
    };
}
for_each_nonempty_tuple_arity!(tuple_tiler);
