//! The static facts of integer leaves and booleans that the algebra branches on.

use crate::int::Boolean;
use crate::int::Int;
use typenum::{Bit, Eq, IsEqual, NInt, NonZero, PInt, Unsigned, B0, B1, U1, Z0};

// ---------------------------------------------------------------------------------------------
// Static facts of integers and booleans (shared by the algebra files of this branch)

#[doc(hidden)]
/// The static facts of an integer leaf that the algebra branches on, as typenum bits.
pub trait LeafFacts: Int {
    /// `B1` when the integer is static.
    type IsStatic: Bit;
    /// `B1` when it is the static `_1`.
    type IsOne: Bit;
    /// `B1` when it is the static `_0`.
    type IsZero: Bit;
    /// `B1` when it is the static `_1` or `_-1`.
    type IsUnit: Bit;
}
impl LeafFacts for i32 {
    type IsStatic = B0;
    type IsOne = B0;
    type IsZero = B0;
    type IsUnit = B0;
}
impl LeafFacts for Z0 {
    type IsStatic = B1;
    type IsOne = B0;
    type IsZero = B1;
    type IsUnit = B0;
}
impl<U: Unsigned + NonZero + IsEqual<U1>> LeafFacts for PInt<U>
where
    PInt<U>: Int,
    Eq<U, U1>: Bit,
{
    type IsStatic = B1;
    type IsOne = Eq<U, U1>;
    type IsZero = B0;
    type IsUnit = Eq<U, U1>;
}
impl<U: Unsigned + NonZero + IsEqual<U1>> LeafFacts for NInt<U>
where
    NInt<U>: Int,
    Eq<U, U1>: Bit,
{
    type IsStatic = B1;
    type IsOne = B0;
    type IsZero = B0;
    type IsUnit = Eq<U, U1>;
}

#[doc(hidden)]
/// CuTe's `is_constant<true, B>`: `B1` for the static `true`, `B0` otherwise.
pub trait BoolIsTrue: Boolean {
    /// `B1` or `B0`.
    type Output: Bit;
}
impl BoolIsTrue for B1 {
    type Output = B1;
}
impl BoolIsTrue for B0 {
    type Output = B0;
}
impl BoolIsTrue for bool {
    type Output = B0;
}
