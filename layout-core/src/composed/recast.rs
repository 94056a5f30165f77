//! `upcast`, `downcast` and `recast_layout` of a composed layout (`layout_composed.hpp`,
//! `pointer_flagged.hpp`, `swizzle.hpp`): each part is rescaled.
//!
//! | offset `O` | `upcast<N>(Sw o O o L)` | `downcast<N>(Sw o O o L)` |
//! |------------|-------------------------|---------------------------|
//! | an integer | `composition(upcast<N>(Sw), O / N, upcast<N>(L))` | `composition(downcast<N>(Sw), O * N, downcast<N>(L))` |
//! | `smem_ptr[Bb](unset)` | `Sw o smem_ptr[(B*N)b](unset) o upcast<N>(L)` | `Sw o smem_ptr[(B/N)b](unset) o downcast<N>(L)` |
//!
//! With a shared-memory flag the swizzle stays as it is: it acts on byte addresses of the
//! shared-memory pointer the layout waits for; only the element width changes. `recast_layout`
//! is `downcast<den>(upcast<num>(C))` as for layouts.
//!
//! The result stays composed even where the swizzle drops to no bits with a zero offset
//! (`upcast<2>(Sw<1,0,4> o _0 o L) = Sw<0,0,4> o _0 o upcast<2>(L)`): CuTe rescales a static
//! offset to an unsigned `C<0u>`, which its identity case `composition(Swizzle<0,M,S>, Int<0>, L)`
//! does not match, so the swizzle is kept in print and type.

use super::{ComposedLayout, SmemPtrFlag};
use crate::algebra::{
    AlgebraError, Downcast, Downcasted, RecastBy, RecastDen, RecastFactor, RecastLayout, RecastNum,
    Upcast, Upcasted,
};
use crate::int::{
    Int, IntDiv, IntGcd, IntGcf, IntMod, IntMul, IntProd, IntQuot, IntRem, IsOne, IsOneOut, IsZero,
    IsZeroOut,
};
use crate::layout::Layout;
use crate::swizzle::{SwizzleDowncast, SwizzleUpcast};
use core::ops::{Div, Mul};
use typenum::{NInt, NonZero, PInt, Prod, Quot, Unsigned, B1, Z0};

/// `upcast<N>(A o O o L)`: with an integer offset `composition(upcast<N>(A), O / N,
/// upcast<N>(L))`; with a shared-memory flag `A o smem_ptr[(B*N)b](unset) o upcast<N>(L)`.
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let c = upcast(layout!(Sw<2,1,4> o _0 o (_16,_16):(_16,_1)), _4);
/// assert_eq!(c.to_string(), "Sw<1,0,4> o _0 o (_16,_4):(_4,_1)");
/// assert_eq!(upcast(c, _2).to_string(), "Sw<0,0,4> o _0 o (_16,_2):(_2,_1)");
/// let g = upcast(GmmaLayoutKSw128Atom::<_8>::default(), _2);
/// assert_eq!(g.to_string(), "Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)");
/// ```
impl<A, O, S, D, N> Upcast<N> for ComposedLayout<A, O, Layout<S, D>>
where
    Layout<S, D>: Upcast<N>,
    O: OffsetUpcast<A, N>,
    O::A: Copy,
    O::O: Copy,
{
    type Output = ComposedLayout<O::A, O::O, Upcasted<Layout<S, D>, N>>;
    #[inline]
    fn try_upcast(self) -> Result<Self::Output, AlgebraError> {
        let (a, o) = self.offset.upcast_offset(self.a)?;
        Ok(ComposedLayout::new(a, o, self.layout.try_upcast()?))
    }
}

/// `downcast<N>(A o O o L)`: with an integer offset `composition(downcast<N>(A), O * N,
/// downcast<N>(L))`; with a shared-memory flag `A o smem_ptr[(B/N)b](unset) o downcast<N>(L)`.
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let c = downcast(layout!(Sw<3,2,3> o _0 o (_32,_32):(_32,_1)), _2);
/// assert_eq!(c.to_string(), "Sw<3,3,3> o _0 o (_32,_64):(_64,_1)");
/// let g = downcast(GmmaLayoutKSw128Atom::<_16>::default(), _2);
/// assert_eq!(g.to_string(), "Sw<3,4,3> o smem_ptr[8b](unset) o (_8,_128):(_128,_1)");
/// ```
impl<A, O, S, D, N> Downcast<N> for ComposedLayout<A, O, Layout<S, D>>
where
    Layout<S, D>: Downcast<N>,
    O: OffsetDowncast<A, N>,
    O::A: Copy,
    O::O: Copy,
{
    type Output = ComposedLayout<O::A, O::O, Downcasted<Layout<S, D>, N>>;
    #[inline]
    fn downcast(self) -> Self::Output {
        let (a, o) = self.offset.downcast_offset(self.a);
        ComposedLayout::new(a, o, self.layout.downcast())
    }
}

/// `recast_layout<Old, New>(A o O o L)`: with `New/Old = num/den` in lowest terms,
/// `downcast<den>(upcast<num>(C))`, each step skipped when its factor is 1.
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let c = layout!(Sw<1,4,2> o _0 o (_8,(_8,_8)):(_8,(_1,_64)));
/// assert_eq!(recast_layout(c, _8, _16).to_string(), "Sw<1,3,2> o _0 o (_8,(_4,_8)):(_4,(_1,_32))");
/// let s = layout!(Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1));
/// assert_eq!(recast_layout(s, _16, _32).to_string(), "Sw<3,4,3> o smem_ptr[32b](unset) o (_8,_32):(_32,_1)");
/// ```
impl<A, O, S, D, Old, New> RecastLayout<Old, New> for ComposedLayout<A, O, Layout<S, D>>
where
    Old: RecastFactor + IntDiv<IntGcf<New, Old>>,
    New: RecastFactor + IntGcd<Old> + IntDiv<IntGcf<New, Old>>,
    RecastNum<Old, New>: IsOne,
    RecastDen<Old, New>: IsOne,
    Self: RecastBy<
        IsOneOut<RecastNum<Old, New>>,
        IsOneOut<RecastDen<Old, New>>,
        RecastNum<Old, New>,
        RecastDen<Old, New>,
    >,
{
    type Output = <Self as RecastBy<
        IsOneOut<RecastNum<Old, New>>,
        IsOneOut<RecastDen<Old, New>>,
        RecastNum<Old, New>,
        RecastDen<Old, New>,
    >>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn try_recast_layout(self) -> Result<Self::Output, AlgebraError> {
        self.recast_by()
    }
}

// ---------------------------------------------------------------------------------------------
// the offset and the swizzle

#[doc(hidden)]
/// `upcast<N>` of the offset `Self` and of the swizzle `A` it goes with.
pub trait OffsetUpcast<A, N> {
    /// The swizzle.
    type A;
    /// The offset.
    type O;
    /// Rescales, or reports a dynamic offset that `N` does not divide.
    fn upcast_offset(self, a: A) -> Result<(Self::A, Self::O), AlgebraError>;
}
#[doc(hidden)]
/// `downcast<N>` of the offset `Self` and of the swizzle `A` it goes with.
pub trait OffsetDowncast<A, N> {
    /// The swizzle.
    type A;
    /// The offset.
    type O;
    /// Rescales.
    fn downcast_offset(self, a: A) -> (Self::A, Self::O);
}

/// A shared-memory flag records the new element width; the swizzle (on bytes) is kept.
impl<A, Bits: Mul<N>, N> OffsetUpcast<A, N> for SmemPtrFlag<Bits> {
    type A = A;
    type O = SmemPtrFlag<Prod<Bits, N>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn upcast_offset(self, a: A) -> Result<(A, Self::O), AlgebraError> {
        Ok((a, SmemPtrFlag::default()))
    }
}
/// A shared-memory flag records the new element width; the swizzle (on bytes) is kept.
impl<A, Bits: Div<N>, N> OffsetDowncast<A, N> for SmemPtrFlag<Bits> {
    type A = A;
    type O = SmemPtrFlag<Quot<Bits, N>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn downcast_offset(self, a: A) -> (A, Self::O) {
        (a, SmemPtrFlag::default())
    }
}

/// A static offset that `upcast<N>` divides (CuTe's `safe_div` `static_assert`).
#[diagnostic::on_unimplemented(
    message = "upcast: the offset of the composed layout is not divisible by the factor",
    note = "CuTe's upcast<N> divides the offset by N (`safe_div`), which must be exact"
)]
pub trait UpcastOffsetDivides {}
impl UpcastOffsetDivides for B1 {}

macro_rules! int_offset_recast {
    ($([$($g:tt)*] $O:ty, $check:ident;)*) => {$(
        /// An integer offset: `O / N`, the swizzle upcast.
        impl<A: SwizzleUpcast<N>, N: RecastFactor, $($g)*> OffsetUpcast<A, N> for $O
        where
            $O: IntDiv<N> + IntRem<N>,
            IntMod<$O, N>: IsZero,
            int_offset_recast!(@bound $check, $O, N): UpcastOffsetDivides,
        {
            type A = A::Output;
            type O = IntQuot<$O, N>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn upcast_offset(self, _: A) -> Result<(A::Output, Self::O), AlgebraError> {
                let n = N::default();
                if <$O as Int>::STATIC.is_none() && self.value() % n.value() != 0 {
                    return Err(AlgebraError::new(
                        "upcast",
                        "the offset {0} of the composed layout is not a multiple of {1}",
                        [i64::from(self.value()), i64::from(n.value()), 0, 0],
                    ));
                }
                Ok((A::Output::default(), self.int_div(n)))
            }
        }
        /// An integer offset: `O * N`, the swizzle downcast.
        impl<A: SwizzleDowncast<N>, N: RecastFactor, $($g)*> OffsetDowncast<A, N> for $O
        where
            $O: IntMul<N>,
        {
            type A = A::Output;
            type O = IntProd<$O, N>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn downcast_offset(self, _: A) -> (A::Output, Self::O) {
                (A::Output::default(), self.int_mul(N::default()))
            }
        }
    )*};
    (@bound static, $O:ty, $N:ident) => { IsZeroOut<IntMod<$O, $N>> };
    (@bound dynamic, $O:ty, $N:ident) => { B1 };
}
int_offset_recast! {
    [] Z0, static;
    [U: Unsigned + NonZero] PInt<U>, static;
    [U: Unsigned + NonZero] NInt<U>, static;
    [] i32, dynamic;
}
