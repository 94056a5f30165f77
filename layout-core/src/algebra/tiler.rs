//! Tilers: the second argument of `composition`, the divides and the products.
//!
//! A tiler is a [`Layout`](crate::Layout), an integer `N` (the layout `N:_1`), the underscore
//! [`Underscore`] (CuTe's `_`: "leave this mode"), or a tuple of tilers applied mode by mode.

/// CuTe's `_` (`cute::Underscore`): "all of this mode" in slices, "leave this mode" in tilers.
///
/// ```
/// use layout_core::algebra::{Underscore, X};
/// assert_eq!(X, Underscore);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Underscore;

/// The value of [`Underscore`], as CuTe's `X` (`cute::_` in C++).
pub const X: Underscore = Underscore;
