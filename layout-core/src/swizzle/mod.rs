//! CuTe's `Swizzle<B,M,S>` in the typed layer (`include/cute/swizzle.hpp`): a zero-sized
//! bit-permuting involution on offsets, printed `Sw<B,M,S>`.
//!
//! ```text
//!   offset bits:   ... Y Y Y ... Z Z Z m m m m        (S > 0: the YYY bits sit S above the ZZZ bits)
//!                      ^-B-^     ^-B-^ ^---M---^
//!   Sw(x) = x ^ ((x & Y) >> S)                        ZZZ ^= YYY
//!   Y = (2^B - 1) << (M + max(0, S))    Z = (2^B - 1) << (M - min(0, S))
//! ```
//!
//! `B`, `M` and `S` are static integers (`_3`, `_0`, `_m2`, ...); `B >= 0`, `M >= 0` and
//! `|S| >= B` are trait bounds ([`SwizzleParams`]), so a malformed swizzle does not compile.
//! The masks are associated constants: applying a swizzle is two shifts, an `and` and an `xor`.
//!
//! ```
//! use layout_core::prelude::*;
//! let sw = Swizzle::<_3, _3, _3>::new();
//! assert_eq!(sw.to_string(), "Sw<3,3,3>");
//! assert_eq!(sw.apply(0b1_000_000), 0b1_001_000);
//! assert_eq!(core::mem::size_of_val(&sw), 0);
//! ```
//! ```compile_fail
//! use layout_core::prelude::*;
//! let bad = Swizzle::<_3, _3, _2>::new(); // |S| < B
//! ```

mod make_swizzle;
mod mixed_bits;
mod recast;

#[doc(hidden)]
pub use make_swizzle::{Double, EmptyMask, MaskRun, OnesAcc, OnesMask, ShiftUp, TrailingZerosAcc};
pub use make_swizzle::{
    IntToUnsigned, MakeSwizzle, MakeSwizzleOf, SwizzleMaskBitsMatch, SwizzleMaskRuns, SwizzleMasks,
};
pub use mixed_bits::MixedBits;
pub use recast::{PowerOfTwoFactor, SwizzleDowncast, SwizzleUpcast};
#[doc(hidden)]
pub use recast::{UnsignedToInt, UpcastBranch};

use crate::composed::{ComposeWith, ComposedWith};
use crate::int::{StaticInt, _0};
use crate::layout::Layout;
use core::fmt;
use core::marker::PhantomData;
use typenum::{Abs, GrEq, Integer, IsGreaterOrEqual, True};

/// The conditions on `Swizzle<B,M,S>`: `B >= 0`, `M >= 0`, `|S| >= B`, each checked by a
/// trait with its own message ([`SwizzleShiftCoversBits`], [`SwizzleNonNegative`]).
pub trait SwizzleParams {}

/// The check `|S| >= B` of `Swizzle<B,M,S>`, implemented for typenum's `True` only.
#[diagnostic::on_unimplemented(
    message = "Swizzle<B,M,S>: |S| >= B is required (the Y and Z masks of B bits would overlap)",
    note = "static integers print in typenum form: PInt<UInt<UInt<UTerm, B1>, B1>> = 3"
)]
pub trait SwizzleShiftCoversBits {}
impl SwizzleShiftCoversBits for True {}

/// The check `B >= 0` and `M >= 0` of `Swizzle<B,M,S>`, implemented for typenum's `True` only.
#[diagnostic::on_unimplemented(
    message = "Swizzle<B,M,S>: B >= 0 and M >= 0 are required",
    note = "static integers print in typenum form: NInt<UInt<UTerm, B1>> = -1"
)]
pub trait SwizzleNonNegative {}
impl SwizzleNonNegative for True {}

impl<B, M, S> SwizzleParams for (B, M, S)
where
    B: StaticInt + Integer + IsGreaterOrEqual<_0>,
    M: StaticInt + Integer + IsGreaterOrEqual<_0>,
    S: StaticInt + Integer + Abs,
    <S as Abs>::Output: IsGreaterOrEqual<B>,
    GrEq<B, _0>: SwizzleNonNegative,
    GrEq<M, _0>: SwizzleNonNegative,
    GrEq<<S as Abs>::Output, B>: SwizzleShiftCoversBits,
{
}

/// CuTe's `Swizzle<B,M,S>`: `x -> x ^ ((x & Y) >> S)`, zero-sized, its own inverse.
///
/// See the [module documentation](self) for the masks.
pub struct Swizzle<B, M, S>(PhantomData<(B, M, S)>);

impl<B, M, S> Clone for Swizzle<B, M, S> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<B, M, S> Copy for Swizzle<B, M, S> {}
impl<B, M, S> Default for Swizzle<B, M, S> {
    fn default() -> Self {
        Swizzle(PhantomData)
    }
}
impl<B, M, S> fmt::Debug for Swizzle<B, M, S>
where
    (B, M, S): SwizzleParams,
    B: StaticInt,
    M: StaticInt,
    S: StaticInt,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl<B: StaticInt, M: StaticInt, S: StaticInt> Swizzle<B, M, S> {
    /// `B`: the number of bits in each mask.
    pub const BITS: i32 = B::VALUE;
    /// `M`: the number of low bits kept constant.
    pub const BASE: i32 = M::VALUE;
    /// `S`: the distance from the `Y` mask down to the `Z` mask (negative: up).
    pub const SHIFT: i32 = S::VALUE;
    /// CuTe's `yyy_msk`: the bits that are read.
    pub const YYY_MASK: i32 = ((1 << B::VALUE) - 1) << (M::VALUE + max0(S::VALUE));
    /// CuTe's `zzz_msk`: the bits that are flipped.
    pub const ZZZ_MASK: i32 = ((1 << B::VALUE) - 1) << (M::VALUE - min0(S::VALUE));

    /// The swizzle (a zero-sized value).
    pub const fn new() -> Self
    where
        (B, M, S): SwizzleParams,
    {
        Swizzle(PhantomData)
    }

    /// `Sw(x) = x ^ ((x & Y) >> S)` (a left shift for negative `S`).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let sw = Swizzle::<_1, _2, _m2>::new(); // Y = bit 2, Z = bit 4
    /// assert_eq!(sw.apply(0b00100), 0b10100);
    /// assert_eq!(sw.apply(sw.apply(13)), 13);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn apply(self, x: i32) -> i32
    where
        (B, M, S): SwizzleParams,
    {
        let y = x & Self::YYY_MASK;
        if S::VALUE >= 0 {
            x ^ (y >> S::VALUE)
        } else {
            x ^ (y << -S::VALUE)
        }
    }
}

const fn max0(x: i32) -> i32 {
    if x > 0 {
        x
    } else {
        0
    }
}
const fn min0(x: i32) -> i32 {
    if x < 0 {
        x
    } else {
        0
    }
}

impl<B: StaticInt, M: StaticInt, S: StaticInt> fmt::Display for Swizzle<B, M, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sw<{},{},{}>", B::VALUE, M::VALUE, S::VALUE)
    }
}

/// CuTe's `composition(Swizzle, Layout)`: the composed layout `Sw o _0 o L`, or `L` itself for
/// the identity swizzle `Sw<0,M,S>` (CuTe's "ignore identity case").
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let l = layout!((_8, (_8, _8)):(_8, (_1, _64)));
/// let c = compose_swizzle(Swizzle::<_3, _3, _3>::new(), l);
/// assert_eq!(c.to_string(), "Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64))");
/// assert_eq!(core::mem::size_of_val(&c), 0);
/// let same = compose_swizzle(Swizzle::<_0, _4, _3>::new(), l);
/// assert_eq!(same.to_string(), "(_8,(_8,_8)):(_8,(_1,_64))");
/// ```
#[diagnostic::on_unimplemented(
    message = "composition: a swizzle composes with a layout, got `{L}`"
)]
pub trait SwizzleCompose<L> {
    /// `Sw o _0 o L`, or `L` for an identity swizzle.
    type Output: Copy;
    /// Composes.
    fn swizzle_compose(self, l: L) -> Self::Output;
}

/// The result of [`SwizzleCompose`]. This is an alias; see [`ComposedLayout`](crate::composed::ComposedLayout).
pub type SwizzleComposed<Sw, L> = <Sw as SwizzleCompose<L>>::Output;

/// `Sw<B,M,S> o _0 o L` through CuTe's three-argument composition ([`ComposeWith`]).
impl<B, M, S, Sh: Copy, D: Copy> SwizzleCompose<Layout<Sh, D>> for Swizzle<B, M, S>
where
    Swizzle<B, M, S>: ComposeWith<_0, Layout<Sh, D>>,
{
    type Output = ComposedWith<Self, _0, Layout<Sh, D>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn swizzle_compose(self, l: Layout<Sh, D>) -> Self::Output {
        self.compose_with(_0::default(), l)
    }
}

/// CuTe's `composition(Swizzle<B,M,S>{}, layout)`: the free function
/// [`composition`](crate::algebra::composition) takes a swizzle as its first argument too.
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let sw = Swizzle::<_3, _3, _3>::new();
/// let c = composition(sw, layout!((_8,_64):(_64,_1)));
/// assert_eq!(c.to_string(), "Sw<3,3,3> o _0 o (_8,_64):(_64,_1)");
/// ```
impl<B, M, S, Sh: Copy, D: Copy> crate::algebra::Compose<Layout<Sh, D>> for Swizzle<B, M, S>
where
    Swizzle<B, M, S>: SwizzleCompose<Layout<Sh, D>>,
    SwizzleComposed<Swizzle<B, M, S>, Layout<Sh, D>>: Copy,
{
    type Output = SwizzleComposed<Self, Layout<Sh, D>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compose_checked(self, l: Layout<Sh, D>, _: &mut crate::algebra::Checks) -> Self::Output {
        self.swizzle_compose(l)
    }
}

/// CuTe's `composition(Swizzle<B,M,S>{}, layout)` (see [`SwizzleCompose`]); the same as
/// [`composition`](crate::algebra::composition)`(sw, layout)`.
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let c = compose_swizzle(Swizzle::<_2, _2, _3>::new(), layout!((_4,_32):(_32,_1)));
/// assert_eq!(c.to_string(), "Sw<2,2,3> o _0 o (_4,_32):(_32,_1)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn compose_swizzle<Sw: SwizzleCompose<L>, L>(sw: Sw, l: L) -> SwizzleComposed<Sw, L> {
    sw.swizzle_compose(l)
}
