//! The value types atoms move and multiply, with their widths in bits (CuTe's
//! `sizeof_bits<T>`): Rust's integers and floats, and zero-sized markers for CuTe's numeric
//! types that Rust lacks.
//!
//! | CuTe | here | bits |
//! |------|------|-----:|
//! | `float`, `double` | `f32`, `f64` | 32, 64 |
//! | `uint8_t` ... `uint128_t`, `int8_t` ... `int64_t` | `u8` ... `u128`, `i8` ... `i64` | 8 ... 128 |
//! | `half_t`, `bfloat16_t` | [`half_t`], [`bfloat16_t`] (the numeric types [`f16`](struct@crate::numeric::f16), [`bf16`](crate::numeric::bf16)) | 16 |
//! | `tfloat32_t` | [`tfloat32_t`] ([`tf32`](crate::numeric::tf32)) | 32 |
//! | `float_e4m3_t`, `float_e5m2_t` | [`float_e4m3_t`], [`float_e5m2_t`] ([`e4m3`](crate::numeric::e4m3), [`e5m2`](crate::numeric::e5m2)) | 8 |
//! | `int4b_t`, `uint4b_t`, `uint1b_t` | [`int4b_t`], [`uint4b_t`], [`uint1b_t`] | 4, 4, 1 |
//! | `complex<double>` | [`complex`]`<f64>` | 128 |
//!
//! The floating-point types are [`crate::numeric`]'s, with their arithmetic and conversions; the
//! sub-byte integers and `complex` are markers that only name a width (a layout of `int4b_t`
//! values is a layout of 4-bit elements).
//!
//! ```
//! use layout_core::atom::{half_t, ValueBits};
//! use layout_core::prelude::*;
//! assert_eq!(<half_t as ValueBits>::NAME, "half_t");
//! assert_eq!(<<half_t as ValueBits>::Bits as StaticInt>::VALUE, 16);
//! assert_eq!(<u128 as ValueBits>::NAME, "uint128_t");
//! ```
#![allow(non_camel_case_types)]

use crate::int::{StaticInt, _1, _128, _16, _32, _4, _64, _8};
use crate::int_tuple::IntTuple;
use core::marker::PhantomData;

/// A value type of an atom: its width in bits as a static integer and its CuTe name.
///
/// ```
/// use layout_core::atom::ValueBits;
/// use layout_core::prelude::*;
/// assert_eq!(<<f32 as ValueBits>::Bits as StaticInt>::VALUE, 32);
/// assert_eq!(<f32 as ValueBits>::NAME, "float");
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a value type of an atom (no `ValueBits` width)",
    note = "value types are f32, f64, u8..u128, i8..i64, the numeric types half_t, bfloat16_t, tfloat32_t, float_e4m3_t, float_e5m2_t and the markers int4b_t, uint4b_t, uint1b_t, complex<T> of layout_core::atom"
)]
pub trait ValueBits: 'static {
    /// The width in bits (CuTe's `sizeof_bits<T>`), a static integer: `_16` for `half_t`.
    type Bits: StaticInt + IntTuple;
    /// The type's name in CuTe (`half_t`, `float`, `uint128_t`), as atoms print it.
    const NAME: &'static str;
}

macro_rules! value_bits {
    ($($T:ty => $bits:ty, $name:literal;)*) => {$(
        impl ValueBits for $T {
            type Bits = $bits;
            const NAME: &'static str = $name;
        }
    )*};
}

value_bits! {
    f32 => _32, "float";
    f64 => _64, "double";
    u8 => _8, "uint8_t";
    u16 => _16, "uint16_t";
    u32 => _32, "uint32_t";
    u64 => _64, "uint64_t";
    u128 => _128, "uint128_t";
    i8 => _8, "int8_t";
    i16 => _16, "int16_t";
    i32 => _32, "int32_t";
    i64 => _64, "int64_t";
    crate::numeric::f16 => _16, "half_t";
    crate::numeric::bf16 => _16, "bfloat16_t";
    crate::numeric::tf32 => _32, "tfloat32_t";
    crate::numeric::e4m3 => _8, "float_e4m3_t";
    crate::numeric::e5m2 => _8, "float_e5m2_t";
}

pub use crate::numeric::{bfloat16_t, float_e4m3_t, float_e5m2_t, half_t, tfloat32_t};

macro_rules! markers {
    ($($(#[$doc:meta])* $name:ident => $bits:ty;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $name;
        impl ValueBits for $name {
            type Bits = $bits;
            const NAME: &'static str = stringify!($name);
        }
    )*};
}

markers! {
    /// CuTe's `int4b_t`: a signed 4-bit integer (a width marker).
    ///
    /// ```
    /// use layout_core::atom::{int4b_t, ValueBits};
    /// assert_eq!(<int4b_t as ValueBits>::NAME, "int4b_t");
    /// ```
    int4b_t => _4;
    /// CuTe's `uint4b_t`: an unsigned 4-bit integer (a width marker).
    ///
    /// ```
    /// use layout_core::atom::{uint4b_t, ValueBits};
    /// assert_eq!(<uint4b_t as ValueBits>::NAME, "uint4b_t");
    /// ```
    uint4b_t => _4;
    /// CuTe's `uint1b_t`: one bit (a width marker).
    ///
    /// ```
    /// use layout_core::atom::{uint1b_t, ValueBits};
    /// assert_eq!(<uint1b_t as ValueBits>::NAME, "uint1b_t");
    /// ```
    uint1b_t => _1;
}

/// CuTe's `complex<T>`: a pair of `T` (a width marker: twice the bits of `T`).
///
/// ```
/// use layout_core::atom::{complex, ValueBits};
/// use layout_core::prelude::*;
/// assert_eq!(<complex<f64> as ValueBits>::NAME, "complex<double>");
/// assert_eq!(<<complex<f64> as ValueBits>::Bits as StaticInt>::VALUE, 128);
/// ```
pub struct complex<T>(PhantomData<fn() -> T>);

impl<T> Clone for complex<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for complex<T> {}
impl<T> Default for complex<T> {
    fn default() -> Self {
        complex(PhantomData)
    }
}
impl<T> core::fmt::Debug for complex<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("complex")
    }
}

impl ValueBits for complex<f64> {
    type Bits = _128;
    const NAME: &'static str = "complex<double>";
}
impl ValueBits for complex<f32> {
    type Bits = _64;
    const NAME: &'static str = "complex<float>";
}
