//! CuTe's static-value predicates (`is_static`, `is_constant<1>`, `is_constant<0>`,
//! `is_constant<true>`) on integers and booleans, as typenum bits that the algebra branches on
//! at compile time.
//!
//! Each predicate is `B1` only when the fact is *static*: a dynamic `i32` or `bool` is never
//! "the static 1" or "the static `true`", so a decision keyed on these bits never depends on a
//! run-time value.
//!
//! | CuTe | trait | alias |
//! |------|-------|-------|
//! | `is_static<T>` | [`IsStatic`] | [`IsStaticOut`] |
//! | `is_constant<1, T>` | [`IsOne`] | [`IsOneOut`] |
//! | `is_constant<0, T>` | [`IsZero`] | [`IsZeroOut`] |
//! | `is_constant<1, abs(T)>` | [`IsUnit`] | [`IsUnitOut`] |
//! | `is_constant<true, B>` | [`StaticTrue`] | [`StaticTrueOut`] |
//!
//! ```
//! use layout_core::int::{IsOneOut, IsStaticOut, StaticTrueOut, _1, _4};
//! use static_assertions::assert_type_eq_all;
//! use typenum::{B0, B1};
//! assert_type_eq_all!(IsOneOut<_1>, B1);
//! assert_type_eq_all!(IsOneOut<_4>, B0);
//! assert_type_eq_all!(IsOneOut<i32>, B0);
//! assert_type_eq_all!(IsStaticOut<_4>, B1);
//! assert_type_eq_all!(StaticTrueOut<bool>, B0);
//! ```

use super::{Boolean, Int};
use typenum::{Bit, Eq, IsEqual, NInt, NonZero, PInt, Unsigned, B0, B1, U1, Z0};

/// `B1` when `Self` is a static integer (CuTe's `is_static`).
pub trait IsStatic: Int {
    /// `B1` or `B0`.
    type Out: Bit;
}
/// `B1` when `T` is static: `IsStaticOut<T> = <T as IsStatic>::Out`.
pub type IsStaticOut<T> = <T as IsStatic>::Out;

/// `B1` when `Self` is the static integer 1 (CuTe's `is_constant<1, T>`).
pub trait IsOne: Int {
    /// `B1` or `B0`.
    type Out: Bit;
}
/// `B1` when `T` is the static 1: `IsOneOut<T> = <T as IsOne>::Out`.
pub type IsOneOut<T> = <T as IsOne>::Out;

/// `B1` when `Self` is the static integer 0 (CuTe's `is_constant<0, T>`).
pub trait IsZero: Int {
    /// `B1` or `B0`.
    type Out: Bit;
}
/// `B1` when `T` is the static 0: `IsZeroOut<T> = <T as IsZero>::Out`.
pub type IsZeroOut<T> = <T as IsZero>::Out;

/// `B1` when `Self` is the static `1` or `-1` (a unit stride).
pub trait IsUnit: Int {
    /// `B1` or `B0`.
    type Out: Bit;
}
/// `B1` when `T` is the static 1 or -1: `IsUnitOut<T> = <T as IsUnit>::Out`.
pub type IsUnitOut<T> = <T as IsUnit>::Out;

/// `B1` when a [`Boolean`] is the static `true` (CuTe's `is_constant<true, B>`).
pub trait StaticTrue: Boolean {
    /// `B1` or `B0`.
    type Out: Bit;
}
/// `B1` when `B` is the static `true`: `StaticTrueOut<B> = <B as StaticTrue>::Out`.
pub type StaticTrueOut<B> = <B as StaticTrue>::Out;

// ---------------------------------------------------------------------------------------------
// Dynamic integers: nothing is statically known

/// A dynamic integer is not static.
impl IsStatic for i32 {
    type Out = B0;
}
/// A dynamic integer is never the static 1.
impl IsOne for i32 {
    type Out = B0;
}
/// A dynamic integer is never the static 0.
impl IsZero for i32 {
    type Out = B0;
}
/// A dynamic integer is never a static unit.
impl IsUnit for i32 {
    type Out = B0;
}

// ---------------------------------------------------------------------------------------------
// Static integers

/// `_0` is static.
impl IsStatic for Z0 {
    type Out = B1;
}
/// `_0` is not 1.
impl IsOne for Z0 {
    type Out = B0;
}
/// `_0` is 0.
impl IsZero for Z0 {
    type Out = B1;
}
/// `_0` is not a unit.
impl IsUnit for Z0 {
    type Out = B0;
}

/// `_N` (N > 0) is static.
impl<U: Unsigned + NonZero> IsStatic for PInt<U>
where
    PInt<U>: Int,
{
    type Out = B1;
}
/// `_N` is 1 when `N == 1`.
impl<U: Unsigned + NonZero + IsEqual<U1>> IsOne for PInt<U>
where
    PInt<U>: Int,
    Eq<U, U1>: Bit,
{
    type Out = Eq<U, U1>;
}
/// `_N` (N > 0) is not 0.
impl<U: Unsigned + NonZero> IsZero for PInt<U>
where
    PInt<U>: Int,
{
    type Out = B0;
}
/// `_N` is a unit when `N == 1`.
impl<U: Unsigned + NonZero + IsEqual<U1>> IsUnit for PInt<U>
where
    PInt<U>: Int,
    Eq<U, U1>: Bit,
{
    type Out = Eq<U, U1>;
}

/// `_-N` is static.
impl<U: Unsigned + NonZero> IsStatic for NInt<U>
where
    NInt<U>: Int,
{
    type Out = B1;
}
/// `_-N` is not 1.
impl<U: Unsigned + NonZero> IsOne for NInt<U>
where
    NInt<U>: Int,
{
    type Out = B0;
}
/// `_-N` is not 0.
impl<U: Unsigned + NonZero> IsZero for NInt<U>
where
    NInt<U>: Int,
{
    type Out = B0;
}
/// `_-N` is a unit when `N == 1`.
impl<U: Unsigned + NonZero + IsEqual<U1>> IsUnit for NInt<U>
where
    NInt<U>: Int,
    Eq<U, U1>: Bit,
{
    type Out = Eq<U, U1>;
}

// ---------------------------------------------------------------------------------------------
// Booleans

/// A dynamic `bool` is never the static `true`.
impl StaticTrue for bool {
    type Out = B0;
}
/// The static `false`.
impl StaticTrue for B0 {
    type Out = B0;
}
/// The static `true`.
impl StaticTrue for B1 {
    type Out = B1;
}
