//! A run-time integer that remembers whether it is static.

use core::fmt;

/// An integer leaf of the runtime layer: a value and whether CuTe would know it statically.
///
/// Prints as CuTe prints: `_4` when static, `4` when dynamic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Int {
    /// The value.
    pub value: i64,
    /// `true` for CuTe's `Int<N>` (printed `_N`), `false` for a run-time `int`.
    pub is_static: bool,
}

impl Int {
    /// A static integer (`_N`).
    pub const fn stat(value: i64) -> Self {
        Int { value, is_static: true }
    }
    /// A dynamic integer (`N`).
    pub const fn dynamic(value: i64) -> Self {
        Int { value, is_static: false }
    }
}

impl fmt::Display for Int {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_static {
            write!(f, "_{}", self.value)
        } else {
            write!(f, "{}", self.value)
        }
    }
}
