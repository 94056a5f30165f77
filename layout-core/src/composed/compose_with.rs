//! CuTe's three-argument `composition(A, O, B)` (`layout_composed.hpp`, with the identity case
//! of `swizzle_layout.hpp`): the composed layout `A o O o B`, or `B` itself when `A` is the
//! identity swizzle `Sw<0,M,S>` and `O` is the static `_0`.
//!
//! | `A` | `O` | result |
//! |-----|-----|--------|
//! | `Sw<0,M,S>` | `_0` | `B` |
//! | `Sw<0,M,S>` | `_N` (N != 0), `i32`, `smem_ptr[..](unset)`, mixed bits | `Sw<0,M,S> o O o B` |
//! | `Sw<B,M,S>`, `B > 0` | any | `Sw<B,M,S> o O o B` |
//!
//! A shared-memory flag is a static zero, but CuTe keeps it (it records the element width the
//! layout waits for), so an identity swizzle with a flag stays composed.

use super::{ComposedLayout, SmemPtrFlag};
use crate::swizzle::Swizzle;
use typenum::{NInt, NonZero, PInt, Unsigned, Z0};

/// CuTe's `composition(A, O, B)`: `A o O o B`, simplified to `B` for an identity swizzle with a
/// static zero offset. Every operation on a composed layout rebuilds its result with it.
///
/// ```
/// use layout_core::prelude::*;
/// let l = make_layout((_8, _8));
/// let c = compose_with(Swizzle::<_3, _3, _3>::new(), _0, l);
/// assert_eq!(c.to_string(), "Sw<3,3,3> o _0 o (_8,_8):(_1,_8)");
/// let same = compose_with(Swizzle::<_0, _4, _3>::new(), _0, l);
/// assert_eq!(same.to_string(), "(_8,_8):(_1,_8)");
/// let kept = compose_with(Swizzle::<_0, _4, _3>::new(), SmemPtrFlag::<_16>::default(), l);
/// assert_eq!(kept.to_string(), "Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8)");
/// ```
#[diagnostic::on_unimplemented(
    message = "composition(A, O, B): `{Self}` is not a swizzle that composes with the offset `{O}`",
    note = "A is a `Swizzle<B, M, S>`; O is an integer, `SmemPtrFlag<N>` or `MixedBits<S, F>`"
)]
pub trait ComposeWith<O, L> {
    /// `A o O o B`, or `B`.
    type Output: Copy;
    /// Composes.
    fn compose_with(self, offset: O, l: L) -> Self::Output;
}

/// The result of [`ComposeWith`]: a [`ComposedLayout`] or, for the identity case, the layout.
/// This is an alias; see [`ComposedLayout`] for methods.
pub type ComposedWith<A, O, L> = <A as ComposeWith<O, L>>::Output;

/// CuTe's `composition(a, offset, b)`; see [`ComposeWith`].
///
/// ```
/// use layout_core::prelude::*;
/// let c = compose_with(Swizzle::<_1, _4, _3>::new(), 48, make_layout(_16));
/// assert_eq!(c.to_string(), "Sw<1,4,3> o 48 o _16:_1");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn compose_with<A: ComposeWith<O, L>, O, L>(a: A, offset: O, l: L) -> ComposedWith<A, O, L> {
    a.compose_with(offset, l)
}

/// `Sw<0,M,S> o _0 o L => L` (CuTe: "ignore identity case").
impl<M, S, L: Copy> ComposeWith<Z0, L> for Swizzle<Z0, M, S> {
    type Output = L;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compose_with(self, _: Z0, l: L) -> L {
        l
    }
}

macro_rules! identity_kept {
    ($([$($g:tt)*] $O:ty;)*) => {$(
        /// `Sw<0,M,S> o O o L` with an offset that is not the static `_0`: kept.
        impl<M, S, L: Copy, $($g)*> ComposeWith<$O, L> for Swizzle<Z0, M, S> {
            type Output = ComposedLayout<Self, $O, L>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn compose_with(self, offset: $O, l: L) -> Self::Output {
                ComposedLayout::new(self, offset, l)
            }
        }
    )*};
}
identity_kept! {
    [] i32;
    [U: Unsigned + NonZero] PInt<U>;
    [U: Unsigned + NonZero] NInt<U>;
    [N] SmemPtrFlag<N>;
    [SB, FB] crate::swizzle::MixedBits<SB, FB>;
}

/// `Sw<B,M,S> o O o L` for `B > 0`.
impl<U: Unsigned + NonZero, M, S, O: Copy, L: Copy> ComposeWith<O, L> for Swizzle<PInt<U>, M, S> {
    type Output = ComposedLayout<Self, O, L>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compose_with(self, offset: O, l: L) -> Self::Output {
        ComposedLayout::new(self, offset, l)
    }
}
