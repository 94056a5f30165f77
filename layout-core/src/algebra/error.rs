//! The error of the typed algebra when a precondition fails on dynamic values.
//!
//! Static violations are compile errors (check traits with `#[diagnostic::on_unimplemented]`);
//! a precondition that involves a run-time value is checked at run time: each op has a `try_*`
//! form returning `Result<_, AlgebraError>`, and the plain form panics with the same message.

use core::fmt;

/// A precondition of a layout-algebra operation failed on dynamic values.
///
/// It names the operation (CuTe's function name), the rule in CuTe's terms, and up to four
/// offending values (unused slots are 0).
///
/// ```
/// use layout_core::algebra::AlgebraError;
/// let e = AlgebraError { op: "composition", rule: "stride divisibility condition", values: [3, 2, 0, 0] };
/// assert_eq!(e.to_string(), "composition: stride divisibility condition (values 3, 2, 0, 0)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlgebraError {
    /// The operation, as CuTe names it (`composition`, `complement`, ...).
    pub op: &'static str,
    /// The rule that failed, in CuTe's terms.
    pub rule: &'static str,
    /// The offending values.
    pub values: [i32; 4],
}

impl AlgebraError {
    /// An error of `op` breaking `rule` for `values`.
    ///
    /// ```
    /// use layout_core::algebra::AlgebraError;
    /// let e = AlgebraError::new("complement", "non-injective layout", [2, 0, 0, 0]);
    /// assert_eq!(e.op, "complement");
    /// ```
    pub const fn new(op: &'static str, rule: &'static str, values: [i32; 4]) -> Self {
        AlgebraError { op, rule, values }
    }
}

impl fmt::Display for AlgebraError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c, d] = self.values;
        write!(f, "{}: {} (values {a}, {b}, {c}, {d})", self.op, self.rule)
    }
}

impl core::error::Error for AlgebraError {}

/// What a value computation found while running: a definite error (`hard`), or a dynamic
/// divisibility condition that failed (`soft`, CuTe does not check it) and that makes the
/// result an error only if the result is not the mathematical one.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Checks {
    /// A definite error.
    pub hard: Option<AlgebraError>,
    /// A failed dynamic divisibility condition.
    pub soft: Option<AlgebraError>,
}

impl Checks {
    /// Records a definite error (the first one wins).
    #[inline]
    pub fn fail(&mut self, e: AlgebraError) {
        if self.hard.is_none() {
            self.hard = Some(e);
        }
    }
    /// Records a failed dynamic condition (the first one wins).
    #[inline]
    pub fn soft(&mut self, e: AlgebraError) {
        if self.soft.is_none() {
            self.soft = Some(e);
        }
    }
}
