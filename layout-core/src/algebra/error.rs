//! The error of the typed algebra when a precondition fails on dynamic values.
//!
//! Static violations are compile errors (check traits with `#[diagnostic::on_unimplemented]`);
//! a precondition that involves a run-time value is checked at run time: each op has a `try_*`
//! form returning `Result<_, AlgebraError>`, and the plain form panics with the same message.

use crate::hlist::{HCons, HNil};
use crate::int::Int;
use crate::int_tuple::for_each_tuple_arity;
use crate::layout::Layout;
use core::fmt;

/// A precondition of a layout-algebra operation failed on dynamic values.
///
/// It names the operation (CuTe's function name), the rule in CuTe's terms, and up to four
/// offending values (unused slots are 0). The rule may refer to the values as `{0}` .. `{3}`:
/// the message shows them in place; a rule without such references is followed by the values.
///
/// ```
/// use layout_core::algebra::AlgebraError;
/// let e = AlgebraError::new(
///     "complement",
///     "stride {0} is not a multiple of {1}, the extent of the modes sorted below it",
///     [61, 64, 0, 0],
/// );
/// assert_eq!(
///     e.to_string(),
///     "complement: stride 61 is not a multiple of 64, the extent of the modes sorted below it"
/// );
/// let e = AlgebraError { op: "composition", rule: "division by zero", values: [3, 0, 0, 0] };
/// assert_eq!(e.to_string(), "composition: division by zero (values 3, 0, 0, 0)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlgebraError {
    /// The operation, as CuTe names it (`composition`, `complement`, ...).
    pub op: &'static str,
    /// The rule that failed, in CuTe's terms.
    pub rule: &'static str,
    /// The offending values.
    pub values: [i64; 4],
}

impl AlgebraError {
    /// An error of `op` breaking `rule` for `values`.
    ///
    /// ```
    /// use layout_core::algebra::AlgebraError;
    /// let e = AlgebraError::new("complement", "non-injective layout", [2, 0, 0, 0]);
    /// assert_eq!(e.op, "complement");
    /// ```
    pub const fn new(op: &'static str, rule: &'static str, values: [i64; 4]) -> Self {
        AlgebraError { op, rule, values }
    }
}

impl fmt::Display for AlgebraError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.op)?;
        let mut rest = self.rule;
        let mut referred = false;
        while let Some(open) = rest.find('{') {
            let slot = rest.as_bytes().get(open + 1).map(|b| b.wrapping_sub(b'0'));
            match (slot, rest.as_bytes().get(open + 2)) {
                (Some(k @ 0..=3), Some(b'}')) => {
                    write!(f, "{}{}", &rest[..open], self.values[usize::from(k)])?;
                    rest = &rest[open + 3..];
                    referred = true;
                }
                _ => {
                    f.write_str(&rest[..=open])?;
                    rest = &rest[open + 1..];
                }
            }
        }
        f.write_str(rest)?;
        if !referred {
            let [a, b, c, d] = self.values;
            write!(f, " (values {a}, {b}, {c}, {d})")?;
        }
        Ok(())
    }
}

impl core::error::Error for AlgebraError {}

/// What a value computation found while running: the first definite error, if any.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checks {
    /// A definite error.
    pub hard: Option<AlgebraError>,
    /// Whether the closed-form admissibility conditions are evaluated on dynamic values
    /// (`false` only in [`Checks::unverified`]).
    pub verify: bool,
}

impl Default for Checks {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn default() -> Self {
        Checks {
            hard: None,
            verify: true,
        }
    }
}

impl Checks {
    /// Records a definite error (the first one wins).
    #[inline]
    pub fn fail(&mut self, e: AlgebraError) {
        if self.hard.is_none() {
            self.hard = Some(e);
        }
    }

    /// Runs a computation without evaluating the admissibility conditions on dynamic values
    /// and returns its result whatever it records: CuTe's unchecked algebra, for callers whose
    /// own contract covers the result (tiling view-pointer tensors in release builds).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn unverified<R>(f: impl FnOnce(&mut Checks) -> R) -> R {
        let mut c = Checks {
            hard: None,
            verify: false,
        };
        f(&mut c)
    }

    /// [`Checks::run`] when `verify`, else [`Checks::unverified`]: the layout operations of a
    /// tiling or thread partition, verified or not by the policy of the tensor's engine.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn run_if<R>(verify: bool, f: impl FnOnce(&mut Checks) -> R) -> Result<R, AlgebraError> {
        if verify {
            Checks::run(f)
        } else {
            Ok(Checks::unverified(f))
        }
    }

    /// Runs a computation that records its dynamic precondition failures, and returns its
    /// result or the first failure: the body of every `try_*` form of the algebra.
    #[inline]
    pub fn run<R>(f: impl FnOnce(&mut Checks) -> R) -> Result<R, AlgebraError> {
        let mut c = Checks::default();
        let r = f(&mut c);
        match c.hard {
            Some(e) => Err(e),
            None => Ok(r),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// after a recorded error: compute on with ones instead of dynamic zeros

/// Replaces dynamic zeros by ones (after an error was recorded for them), so that the rest of
/// a computation never divides by zero.
pub trait NoZeros: Copy {
    /// Replaces.
    fn no_zeros(self) -> Self;
}
impl<I: Int> NoZeros for I {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn no_zeros(self) -> Self {
        if I::STATIC.is_none() && self.value() == 0 {
            I::from_value(1)
        } else {
            self
        }
    }
}
/// [`NoZeros`] on the shapes of a list of leaf modes.
pub trait NoZeroShapes: Copy {
    /// Replaces.
    fn no_zero_shapes(self) -> Self;
}
impl NoZeroShapes for HNil {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn no_zero_shapes(self) -> Self {
        self
    }
}
impl<S: Int, D: Int, T: NoZeroShapes> NoZeroShapes for HCons<Layout<S, D>, T> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn no_zero_shapes(self) -> Self {
        HCons(
            Layout::new(self.0.shape().no_zeros(), self.0.stride()),
            self.1.no_zero_shapes(),
        )
    }
}
macro_rules! tuple_no_zeros {
    ($($T:ident),*) => {
        #[allow(non_snake_case)]
        impl<$($T: NoZeros),*> NoZeros for ($($T,)*) {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            #[allow(clippy::unused_unit)]
            fn no_zeros(self) -> Self {
                let ($($T,)*) = self;
                ($($T.no_zeros(),)*)
            }
        }
    };
}
for_each_tuple_arity!(tuple_no_zeros);
