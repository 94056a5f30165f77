//! The error type of the runtime layer.

use alloc::string::String;
use core::fmt;

/// An operation of the runtime layer could not be carried out.
///
/// The error names the operation (CuTe's function name, e.g. `composition`) and says which rule
/// failed for which values, e.g. `composition: stride divisibility condition fails: ...`.
///
/// ```
/// use layout_core::runtime::evaluate;
/// let e = evaluate("take((_2,_3,_5):(_1,_2,_6),1,4)").unwrap_err();
/// assert_eq!(e.op, "take");
/// assert_eq!(e.to_string(), "take: range [1,4) out of bounds for rank 3");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// The operation that failed, as CuTe names it (`composition`, `parse`, ...).
    pub op: String,
    /// What went wrong, naming the rule and the offending values.
    pub message: String,
}

impl Error {
    /// An error of operation `op` with a message; it prints as `op: message`.
    ///
    /// ```
    /// use layout_core::runtime::Error;
    /// assert_eq!(Error::new("get", "index 3 out of range for rank 2").to_string(), "get: index 3 out of range for rank 2");
    /// ```
    pub fn new(op: impl Into<String>, message: impl Into<String>) -> Self {
        Error {
            op: op.into(),
            message: message.into(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.op, self.message)
    }
}

impl core::error::Error for Error {}
