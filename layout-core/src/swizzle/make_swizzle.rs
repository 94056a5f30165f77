//! CuTe's `make_swizzle<Y, Z>()` (`swizzle.hpp`): the swizzle whose masks are `Y` (the bits
//! read) and `Z` (the bits flipped), computed by the type checker from static masks; and the
//! masks of a swizzle as types ([`SwizzleMasks`]).
//!
//! | masks | swizzle |
//! |-------|---------|
//! | `B = popcount(Y) = popcount(Z)` | `Sw<B, min(tz(Y), tz(Z)), tz(Y) - tz(Z)>` (`tz`: trailing zeros) |
//! | `Y = Z = 0` | `Sw<0,0,0>`, the identity |
//!
//! Masks that no swizzle has (different bit counts, bits that are not two runs of `B` bits
//! `|S| >= B` apart) do not compile.
//!
//! ```
//! use layout_core::prelude::*;
//! use layout_core::typenum::{U8, U4, U192, U6};
//! assert_eq!(<MakeSwizzleOf<U8, U4>>::default().to_string(), "Sw<1,2,1>");
//! assert_eq!(<MakeSwizzleOf<U192, U6>>::default().to_string(), "Sw<2,1,5>");
//! ```
//!
//! <details><summary>How it folds at compile time</summary>
//!
//! A mask is read from its lowest bit: the trailing zeros are counted, then the run of ones,
//! and what is left must be zero. Each step is a trait implemented once per constructor of
//! typenum's unsigned integers (`UTerm`, `UInt<U, B0>`, `UInt<U, B1>`) with a signed counter,
//! so that a bound on a type parameter never makes the type checker search typenum's
//! arithmetic impls. The masks of `Sw<B,M,S>` are built the same way: `B` ones, then shifted.
//! </details>

use super::{Swizzle, SwizzleParams};
use core::ops::{Add, Sub};
use typenum::{
    Diff, Eq, IsEqual, Max, Maximum, Min, Minimum, NonZero, PInt, Sum, UInt, UTerm, Unsigned, B0,
    B1, P1, Z0,
};

#[doc(hidden)]
/// Counts the trailing zeros of a mask onto the counter `Acc`; `Rest` is the mask from its
/// lowest set bit on. The zero mask counts 0 (CuTe's `countr_zero(0) % 32`).
pub trait TrailingZerosAcc<Acc> {
    /// The count.
    type Tz;
    /// The mask without its trailing zeros.
    type Rest;
}
impl<Acc> TrailingZerosAcc<Acc> for UTerm {
    type Tz = Z0;
    type Rest = UTerm;
}
impl<U, Acc> TrailingZerosAcc<Acc> for UInt<U, B1> {
    type Tz = Acc;
    type Rest = UInt<U, B1>;
}
impl<U: TrailingZerosAcc<Sum<Acc, P1>>, Acc: Add<P1>> TrailingZerosAcc<Acc> for UInt<U, B0> {
    type Tz = U::Tz;
    type Rest = U::Rest;
}

#[doc(hidden)]
/// Counts the run of ones at the bottom of a mask onto `Acc`; `Rest` is what follows it.
pub trait OnesAcc<Acc> {
    /// The length of the run.
    type Len;
    /// The mask above the run.
    type Rest;
}
impl<Acc> OnesAcc<Acc> for UTerm {
    type Len = Acc;
    type Rest = UTerm;
}
impl<U, Acc> OnesAcc<Acc> for UInt<U, B0> {
    type Len = Acc;
    type Rest = UInt<U, B0>;
}
impl<U: OnesAcc<Sum<Acc, P1>>, Acc: Add<P1>> OnesAcc<Acc> for UInt<U, B1> {
    type Len = U::Len;
    type Rest = U::Rest;
}

#[doc(hidden)]
/// `B1` for the zero mask.
pub trait EmptyMask {
    /// `B1` or `B0`.
    type Out;
}
impl EmptyMask for UTerm {
    type Out = B1;
}
impl<U, B> EmptyMask for UInt<U, B> {
    type Out = B0;
}

#[doc(hidden)]
/// A mask read as `Len` ones after `Tz` zeros (signed static integers); `IsRun` is `B1` when
/// nothing follows the run.
pub trait MaskRun {
    /// The trailing zeros.
    type Tz;
    /// The number of ones.
    type Len;
    /// `B1` when the mask is zero or one run of ones.
    type IsRun;
}
impl<Y> MaskRun for Y
where
    Y: TrailingZerosAcc<Z0>,
    Y::Rest: OnesAcc<Z0>,
    <Y::Rest as OnesAcc<Z0>>::Rest: EmptyMask,
{
    type Tz = Y::Tz;
    type Len = <Y::Rest as OnesAcc<Z0>>::Len;
    type IsRun = <<Y::Rest as OnesAcc<Z0>>::Rest as EmptyMask>::Out;
}

/// The check `popcount(Y) == popcount(Z)` of `make_swizzle<Y, Z>`.
#[diagnostic::on_unimplemented(
    message = "make_swizzle: Number of bits in Y and Z don't match",
    note = "composition(layout, swizzle): the layout maps the swizzle's masks to values that no swizzle has"
)]
pub trait SwizzleMaskBitsMatch {}
impl SwizzleMaskBitsMatch for B1 {}

/// The check that `Y` and `Z` are each one run of bits, as the masks of `Sw<B,M,S>` are.
#[diagnostic::on_unimplemented(
    message = "make_swizzle: the masks Y and Z are not two runs of bits of one swizzle",
    note = "composition(layout, swizzle): the layout maps the swizzle's masks to values that no swizzle has"
)]
pub trait SwizzleMaskRuns {}
impl SwizzleMaskRuns for B1 {}

/// CuTe's `make_swizzle<Y, Z>()` for static masks `Self = Y` and `Z` (typenum unsigned
/// integers).
pub trait MakeSwizzle<Z> {
    /// The swizzle.
    type Output: Copy + Default;
}
/// The swizzle of masks `Y` and `Z`, CuTe's `make_swizzle<Y, Z>()`.
pub type MakeSwizzleOf<Y, Z> = <Y as MakeSwizzle<Z>>::Output;

/// `Sw<popcount(Y), min(tz(Y), tz(Z)), tz(Y) - tz(Z)>`.
impl<Y, Z> MakeSwizzle<Z> for Y
where
    Y: MaskRun,
    Z: MaskRun,
    Y::IsRun: SwizzleMaskRuns,
    Z::IsRun: SwizzleMaskRuns,
    Y::Len: IsEqual<Z::Len>,
    Eq<Y::Len, Z::Len>: SwizzleMaskBitsMatch,
    Y::Tz: Min<Z::Tz> + Sub<Z::Tz>,
    (Y::Len, Minimum<Y::Tz, Z::Tz>, Diff<Y::Tz, Z::Tz>): SwizzleParams,
{
    type Output = Swizzle<Y::Len, Minimum<Y::Tz, Z::Tz>, Diff<Y::Tz, Z::Tz>>;
}

/// A static non-negative integer as the typenum unsigned integer of the same value.
pub trait IntToUnsigned {
    /// `U0` for `Z0`, `U` for `PInt<U>`.
    type Output: Unsigned;
}
impl IntToUnsigned for Z0 {
    type Output = UTerm;
}
impl<U: Unsigned + NonZero> IntToUnsigned for PInt<U> {
    type Output = U;
}

#[doc(hidden)]
/// `2^Self - 1` (a run of `Self` ones) as a typenum unsigned integer.
pub trait OnesMask {
    /// The mask.
    type Out;
}
impl OnesMask for Z0 {
    type Out = UTerm;
}
impl<U: Unsigned + NonZero> OnesMask for PInt<U>
where
    PInt<U>: Sub<P1>,
    Diff<PInt<U>, P1>: OnesMask,
{
    type Out = UInt<<Diff<PInt<U>, P1> as OnesMask>::Out, B1>;
}

#[doc(hidden)]
/// `X << 1` for a typenum unsigned `Self` (zero stays `UTerm`).
pub trait Double {
    /// The doubled value.
    type Out;
}
impl Double for UTerm {
    type Out = UTerm;
}
impl<U, B> Double for UInt<U, B> {
    type Out = UInt<UInt<U, B>, B0>;
}

#[doc(hidden)]
/// `X << Self` for a static non-negative shift `Self`.
pub trait ShiftUp<X> {
    /// The shifted value.
    type Out;
}
impl<X> ShiftUp<X> for Z0 {
    type Out = X;
}
impl<U: Unsigned + NonZero, X: Double> ShiftUp<X> for PInt<U>
where
    PInt<U>: Sub<P1>,
    Diff<PInt<U>, P1>: ShiftUp<X::Out>,
{
    type Out = <Diff<PInt<U>, P1> as ShiftUp<X::Out>>::Out;
}

/// The masks of `Sw<B,M,S>` as types: `Y = (2^B-1) << (M + max(0,S))` (the bits read) and
/// `Z = (2^B-1) << (M - min(0,S))` (the bits flipped), typenum unsigned integers.
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::typenum::Unsigned;
/// type Sw = Swizzle<_3, _3, _3>;
/// assert_eq!(<<Sw as SwizzleMasks>::Y as Unsigned>::U32, 0b111_000_000);
/// assert_eq!(<<Sw as SwizzleMasks>::Z as Unsigned>::U32, 0b111_000);
/// ```
pub trait SwizzleMasks {
    /// CuTe's `yyy_msk`.
    type Y: Unsigned;
    /// CuTe's `zzz_msk`.
    type Z: Unsigned;
}
impl<B, M, S> SwizzleMasks for Swizzle<B, M, S>
where
    B: OnesMask,
    S: Max<Z0> + Min<Z0>,
    M: Add<Maximum<S, Z0>> + Sub<Minimum<S, Z0>>,
    Sum<M, Maximum<S, Z0>>: ShiftUp<B::Out>,
    Diff<M, Minimum<S, Z0>>: ShiftUp<B::Out>,
    <Sum<M, Maximum<S, Z0>> as ShiftUp<B::Out>>::Out: Unsigned,
    <Diff<M, Minimum<S, Z0>> as ShiftUp<B::Out>>::Out: Unsigned,
{
    type Y = <Sum<M, Maximum<S, Z0>> as ShiftUp<B::Out>>::Out;
    type Z = <Diff<M, Minimum<S, Z0>> as ShiftUp<B::Out>>::Out;
}
