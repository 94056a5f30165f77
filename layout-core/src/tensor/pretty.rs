//! CuTe's `pretty_print` of one tensor element (`util/print.hpp`), used by `print_tensor`.
//!
//! | type | CuTe format | example |
//! |------|-------------|---------|
//! | `bool` | `%3d` | `  1` |
//! | `i32`, `u32` | `%5d` | `   42` |
//! | `i64`, `isize`, `u64`, `usize` | `%5lld`, `%5llu` | `   42` |
//! | `i8`, `u8`, `i16`, `u16` | two spaces, then `%d` | `  42` |
//! | `f32` | `%10.2e` | `  1.50e+00` |
//! | `f64` | `%11.3e` | `  1.500e+00` |

use core::fmt::{self, Write};

/// How one element prints in [`print_tensor`](super::print_tensor), as CuTe's `pretty_print`.
///
/// ```
/// use layout_core::prelude::*;
/// struct P<T>(T);
/// impl<T: PrettyPrint> core::fmt::Display for P<T> {
///     fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { self.0.pretty_print(f) }
/// }
/// assert_eq!(P(42_i32).to_string(), "   42");
/// assert_eq!(P(1.5_f32).to_string(), "  1.50e+00");
/// assert_eq!(P(-0.000123_f64).to_string(), " -1.230e-04");
/// assert_eq!(P(true).to_string(), "  1");
/// ```
pub trait PrettyPrint {
    /// Writes the element.
    fn pretty_print(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

impl<T: PrettyPrint + ?Sized> PrettyPrint for &T {
    fn pretty_print(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).pretty_print(f)
    }
}

impl PrettyPrint for bool {
    fn pretty_print(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:>3}", i32::from(*self))
    }
}
impl PrettyPrint for i32 {
    fn pretty_print(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:>5}")
    }
}
impl PrettyPrint for u32 {
    /// CuTe prints `uint32_t` with `%5d`, so values above `i32::MAX` print negative.
    fn pretty_print(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:>5}", *self as i32)
    }
}
macro_rules! wide5 {
    ($($t:ty),*) => {$(
        impl PrettyPrint for $t {
            fn pretty_print(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{self:>5}")
            }
        }
    )*};
}
wide5!(i64, u64, isize, usize);
macro_rules! small {
    ($($t:ty),*) => {$(
        impl PrettyPrint for $t {
            fn pretty_print(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "  {self}")
            }
        }
    )*};
}
small!(i8, u8, i16, u16);
impl PrettyPrint for f32 {
    fn pretty_print(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // the sign is read before widening: a NaN's sign is not kept by conversions
        fmt_c_exp(self.is_sign_negative(), f64::from(*self), 2, 10, f)
    }
}
impl PrettyPrint for f64 {
    fn pretty_print(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_c_exp(self.is_sign_negative(), *self, 3, 11, f)
    }
}

/// A small stack buffer for formatting without an allocator.
struct Buf {
    bytes: [u8; 40],
    len: usize,
}
impl Write for Buf {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        if end > self.bytes.len() {
            return Err(fmt::Error);
        }
        self.bytes[self.len..end].copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// C's `%<width>.<prec>e`: `d.ddde±XX`, at least two exponent digits, right-aligned;
/// `nan`/`-nan`, `inf`/`-inf` as glibc. Rounding is Rust's exact round-half-to-even, as glibc's.
/// `negative` is the sign of the value as stored (for a NaN, its sign bit).
pub(crate) fn fmt_c_exp(
    negative: bool,
    v: f64,
    prec: usize,
    width: usize,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    let sign = if negative { "-" } else { "" };
    let mut body = Buf {
        bytes: [0; 40],
        len: 0,
    };
    if v.is_nan() {
        body.write_str("nan")?;
    } else if v.is_infinite() {
        body.write_str("inf")?;
    } else {
        // Rust writes `1.50e0` / `1.50e-5`; C writes `1.50e+00` / `1.50e-05`.
        let mut raw = Buf {
            bytes: [0; 40],
            len: 0,
        };
        write!(raw, "{:.*e}", prec, v.abs())?;
        let s = core::str::from_utf8(&raw.bytes[..raw.len]).map_err(|_| fmt::Error)?;
        let (mantissa, exp) = s.split_once('e').ok_or(fmt::Error)?;
        let (esign, digits) = match exp.strip_prefix('-') {
            Some(d) => ('-', d),
            None => ('+', exp),
        };
        write!(body, "{mantissa}e{esign}{digits:0>2}")?;
    }
    let text = core::str::from_utf8(&body.bytes[..body.len]).map_err(|_| fmt::Error)?;
    let len = sign.len() + text.len();
    for _ in len..width {
        f.write_char(' ')?;
    }
    f.write_str(sign)?;
    f.write_str(text)
}
