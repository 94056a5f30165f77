//! CuTe's `upcast<N>(Swizzle)` and `downcast<N>(Swizzle)` (`swizzle_layout.hpp`): the swizzle on
//! offsets `N` times coarser or finer, `N` a power of two.
//!
//! | CuTe | result |
//! |------|--------|
//! | `upcast<N>(Sw<B,M,S>)`, `M >= log2(N)` | `Sw<B, M - log2(N), S>` |
//! | `upcast<N>(Sw<B,M,S>)`, `M < log2(N)` | `Sw<max(B + M - log2(N), 0), 0, S>` (the bits below the new element are dropped) |
//! | `downcast<N>(Sw<B,M,S>)` | `Sw<B, M + log2(N), S>` |

use super::Swizzle;
use core::ops::{Add, Sub};
use typenum::{
    Diff, GrEq, IsGreaterOrEqual, Log2, Logarithm2, Max, Maximum, NonZero, PInt, PowerOfTwo, Sum,
    UInt, UTerm, Unsigned, B0, B1, Z0,
};

/// A positive static power of two (`_1`, `_2`, `_4`, ...), the factor of a swizzle's recast,
/// with its base-2 logarithm as a static integer.
#[diagnostic::on_unimplemented(
    message = "upcast/downcast of a swizzle: `{Self}` is not a static power of two",
    note = "CuTe: \"N must be a power of two\"; write `_2`, `_4`, ..."
)]
pub trait PowerOfTwoFactor {
    /// `log2(N)`, a static non-negative integer.
    type Log2;
}
impl<U: Unsigned + NonZero + PowerOfTwo + Logarithm2> PowerOfTwoFactor for PInt<U>
where
    Log2<U>: UnsignedToInt,
{
    type Log2 = <Log2<U> as UnsignedToInt>::Int;
}

#[doc(hidden)]
/// A typenum unsigned integer as the signed static integer of the same value.
pub trait UnsignedToInt {
    /// `Z0` or `PInt<Self>`.
    type Int;
}
impl UnsignedToInt for UTerm {
    type Int = Z0;
}
impl<U: Unsigned, B: typenum::Bit> UnsignedToInt for UInt<U, B> {
    type Int = PInt<UInt<U, B>>;
}

/// CuTe's `upcast<N>(Swizzle<B,M,S>)`.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(<Swizzle<_3, _4, _3> as SwizzleUpcast<_2>>::Output::default().to_string(), "Sw<3,3,3>");
/// assert_eq!(<Swizzle<_3, _4, _3> as SwizzleUpcast<_32>>::Output::default().to_string(), "Sw<2,0,3>");
/// ```
pub trait SwizzleUpcast<N> {
    /// The coarser swizzle.
    type Output: Copy + Default;
}
impl<B, M, S, N> SwizzleUpcast<N> for Swizzle<B, M, S>
where
    N: PowerOfTwoFactor,
    M: Sub<N::Log2>,
    Diff<M, N::Log2>: IsGreaterOrEqual<Z0>,
    GrEq<Diff<M, N::Log2>, Z0>: UpcastBranch<B, Diff<M, N::Log2>, S>,
{
    type Output = <GrEq<Diff<M, N::Log2>, Z0> as UpcastBranch<B, Diff<M, N::Log2>, S>>::Output;
}

#[doc(hidden)]
/// The two branches of `upcast<N>(Swizzle)`, keyed on `M - log2(N) >= 0`.
pub trait UpcastBranch<B, NewM, S> {
    /// The swizzle.
    type Output: Copy + Default;
}
/// `Sw<B, M - log2(N), S>`.
impl<B, NewM, S> UpcastBranch<B, NewM, S> for B1 {
    type Output = Swizzle<B, NewM, S>;
}
/// `Sw<max(B + M - log2(N), 0), 0, S>`.
impl<B: Add<NewM>, NewM, S> UpcastBranch<B, NewM, S> for B0
where
    Sum<B, NewM>: Max<Z0>,
{
    type Output = Swizzle<Maximum<Sum<B, NewM>, Z0>, Z0, S>;
}

/// CuTe's `downcast<N>(Swizzle<B,M,S>) = Sw<B, M + log2(N), S>`.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(<Swizzle<_3, _4, _3> as SwizzleDowncast<_4>>::Output::default().to_string(), "Sw<3,6,3>");
/// ```
pub trait SwizzleDowncast<N> {
    /// The finer swizzle.
    type Output: Copy + Default;
}
impl<B, M: Add<N::Log2>, S, N: PowerOfTwoFactor> SwizzleDowncast<N> for Swizzle<B, M, S> {
    type Output = Swizzle<B, Sum<M, N::Log2>, S>;
}
