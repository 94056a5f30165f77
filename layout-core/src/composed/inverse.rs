//! `right_inverse` and `left_inverse` of a swizzled layout (`swizzle_layout.hpp`): with a static
//! zero offset, `inverse(Sw o _0 o L) = composition(inverse(L), Sw)`, a swizzled layout again
//! (see [`composition(L, Sw)`](super::layout_then_swizzle)). A non-zero offset gives CuTe a
//! layout followed by an offset and a swizzle, which a composed layout cannot express: it does
//! not compile here ([`StaticZeroOffset`]).
//!
//! `(Sw o L) o (inv(L) o Sw)` is the identity on `[0, n)` (`n = size(inv(L))`) only if `Sw` maps
//! `[0, n)` into itself; where it does not, CuTe's result is not a right inverse, and
//! [`try_right_inverse`](ComposedLayout::try_right_inverse) returns an error (decided at
//! compile time for static layouts).

use super::layout_then_swizzle::{below, size_of, Bits, StaticZeroOffset};
use super::ComposedLayout;
use crate::algebra::admissibility::const_modes;
use crate::algebra::layout_parts::LayoutParts;
use crate::algebra::{
    AlgebraError, Checks, Compose, Composed, LeftInverse, LeftInverseOf, RightInverse,
    RightInverseOf,
};
use crate::int::StaticInt;
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::swizzle::Swizzle;
use core::marker::PhantomData;

/// `composition(right_inverse(L), Sw)`: the right inverse of `Sw o _0 o L`.
type SwizzledRightInverse<S, D, B, M, Sh> =
    Composed<RightInverseOf<Layout<S, D>>, Swizzle<B, M, Sh>>;
/// `composition(left_inverse(L), Sw)`: the left inverse of `Sw o _0 o L`.
type SwizzledLeftInverse<S, D, B, M, Sh> = Composed<LeftInverseOf<Layout<S, D>>, Swizzle<B, M, Sh>>;

impl<B: StaticInt, M: StaticInt, Sh: StaticInt, O, S, D>
    ComposedLayout<Swizzle<B, M, Sh>, O, Layout<S, D>>
where
    O: StaticZeroOffset,
    S: IntTuple,
    D: IntTuple,
{
    /// CuTe's `right_inverse(Sw o _0 o L) = composition(right_inverse(L), Sw)`.
    ///
    /// # Panics
    /// Where [`try_right_inverse`](Self::try_right_inverse) returns an error.
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = layout!(Sw<1,0,3> o _0 o (_8,_64):(_64,_1));
    /// assert_eq!(c.right_inverse().to_string(), "Sw<1,3,3> o _0 o (_64,_8):(_8,_1)");
    /// ```
    #[inline]
    #[track_caller]
    pub fn right_inverse(self) -> Composed<RightInverseOf<Layout<S, D>>, Swizzle<B, M, Sh>>
    where
        Layout<S, D>: RightInverse,
        RightInverseOf<Layout<S, D>>: Compose<Swizzle<B, M, Sh>>,
    {
        match self.try_right_inverse() {
            Ok(r) => r,
            Err(e) => panic!("{e}"),
        }
    }

    /// CuTe's `right_inverse` of a swizzled layout, returning an error where CuTe's result is
    /// not a right inverse (the swizzle maps indices below `size(right_inverse(L))` beyond it,
    /// or `composition(right_inverse(L), Sw)` is not the composed function).
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = layout!(Sw<1,4,1> o _0 o (_8,_16):(_16,_1));
    /// assert_eq!(c.try_right_inverse().unwrap().to_string(), "Sw<1,0,1> o _0 o (_16,_8):(_8,_1)");
    /// ```
    #[inline]
    pub fn try_right_inverse(self) -> Result<SwizzledRightInverse<S, D, B, M, Sh>, AlgebraError>
    where
        Layout<S, D>: RightInverse,
        RightInverseOf<Layout<S, D>>: Compose<Swizzle<B, M, Sh>>,
    {
        type Inv<S, D> = RightInverseOf<Layout<S, D>>;
        if let Some(e) = RightInverseVerdict::<
            <Inv<S, D> as LayoutParts>::S,
            <Inv<S, D> as LayoutParts>::D,
            B,
            M,
            Sh,
        >::VERDICT
        {
            return Err(e);
        }
        let inv = self.layout.right_inverse();
        Checks::run(|c| inv.compose_checked(self.a, c))
    }

    /// CuTe's `left_inverse(Sw o _0 o L) = composition(left_inverse(L), Sw)`.
    ///
    /// # Panics
    /// Where [`try_left_inverse`](Self::try_left_inverse) returns an error.
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = layout!(Sw<1,0,1> o _0 o (_4,_32):(_32,_1));
    /// assert_eq!(c.left_inverse().to_string(), "Sw<1,2,1> o _0 o (_32,_4):(_4,_1)");
    /// ```
    #[inline]
    #[track_caller]
    pub fn left_inverse(self) -> Composed<LeftInverseOf<Layout<S, D>>, Swizzle<B, M, Sh>>
    where
        Layout<S, D>: LeftInverse,
        LeftInverseOf<Layout<S, D>>: Compose<Swizzle<B, M, Sh>>,
    {
        match self.try_left_inverse() {
            Ok(r) => r,
            Err(e) => panic!("{e}"),
        }
    }

    /// CuTe's `left_inverse` of a swizzled layout, returning an error where `L` has no left
    /// inverse or `composition(left_inverse(L), Sw)` is not the composed function.
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = layout!(Sw<1,1,3> o _0 o (_64,_8):(_1,_64));
    /// assert_eq!(c.try_left_inverse().unwrap().to_string(), "Sw<1,1,3> o _0 o _512:_1");
    /// ```
    #[inline]
    pub fn try_left_inverse(self) -> Result<SwizzledLeftInverse<S, D, B, M, Sh>, AlgebraError>
    where
        Layout<S, D>: LeftInverse,
        LeftInverseOf<Layout<S, D>>: Compose<Swizzle<B, M, Sh>>,
    {
        Checks::run(|c| {
            let inv = self.layout.left_inverse_checked(c);
            inv.compose_checked(self.a, c)
        })
    }
}

/// The condition under which `right_inverse(L) o Sw` is a right inverse of `Sw o L`, for the
/// static inverse `IS:ID` and `Sw<B,M,Sh>`.
pub(crate) struct RightInverseVerdict<IS, ID, B, M, Sh>(PhantomData<(IS, ID, B, M, Sh)>);
impl<IS: IntTuple, ID: IntTuple, B: StaticInt, M: StaticInt, Sh: StaticInt>
    RightInverseVerdict<IS, ID, B, M, Sh>
{
    pub(crate) const VERDICT: Option<AlgebraError> = match const_modes(IS::LEAVES, ID::LEAVES) {
        Some(m) => right_inverse_acts(
            size_of(m.as_slice()),
            Bits::new(B::VALUE as i64, M::VALUE as i64, Sh::VALUE as i64),
        ),
        None => None,
    };
}

/// `Some` when `Sw` maps an index below `n` to one at or above it.
pub(crate) const fn right_inverse_acts(n: i64, sw: Bits) -> Option<AlgebraError> {
    let acts = sw.yyy() & below(n) != 0;
    let pow2 = n > 0 && n.count_ones() == 1;
    if acts && !(pow2 && sw.zzz() < n) {
        return Some(AlgebraError::new(
            "right_inverse",
            "the swizzle (mask {0}) maps indices below {1} = size(right_inverse(L)) to indices at or above it, so right_inverse(L) o Sw is not a right inverse",
            [sw.yyy(), n, 0, 0],
        ));
    }
    None
}
