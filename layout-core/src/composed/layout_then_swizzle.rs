//! A swizzle on the right of a composition (`swizzle_layout.hpp`, `layout_composed.hpp`):
//!
//! | CuTe | result |
//! |------|--------|
//! | `composition(L, Sw)` | `Sw' o _0 o L` with `Sw' = make_swizzle<L(Y), L(Z)>` (`Y`, `Z`: the masks of `Sw`) |
//! | `composition(L, Sw o O o B)`, `O` a static zero | `composition(composition(L, Sw), B)` |
//!
//! CuTe returns `Sw' o L` without checking that it is the function `L o Sw`. Here the result is
//! returned only when the two are equal on the domain of `L`, by one of two sufficient
//! conditions: `Sw` does not act below `size(L)` and `Sw'` does not act on the indices `L`
//! reaches; or `L` is bitwise linear on the offsets it sees (power-of-two modes whose bit images
//! are disjoint) and `L(Sw(2^b)) == Sw'(L(2^b))` for every bit `b`. The condition is decided at
//! compile time (`L` is static: CuTe computes `Sw'` at compile time); the `try_` forms return
//! the error, the plain forms panic with it.

use super::compose_with::{compose_with, ComposeWith, ComposedWith};
use super::{ComposedLayout, SmemPtrFlag};
use crate::algebra::admissibility::{const_modes, Mode};
use crate::algebra::composition::ComposeTiler;
use crate::algebra::mode_list::LeafModes;
use crate::algebra::{AlgebraError, Checks, Compose, Composed};
use crate::hlist::{HCons, HNil};
use crate::int::{StaticInt, _0};
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::swizzle::{IntToUnsigned, MakeSwizzle, Swizzle, SwizzleMasks, UnsignedToInt};
use core::marker::PhantomData;
use core::ops::{Add, Div, Mul, Rem};
use typenum::{Mod, Prod, Quot, Sum, Z0};

const OP: &str = "composition";

#[doc(hidden)]
/// The value of a static layout (its leaf modes, `Self`) at a static index `X`, CuTe's
/// `layout(x)` for an integral `x`: the last mode takes what the others leave, so `x` may lie
/// beyond the layout's size.
#[diagnostic::on_unimplemented(
    message = "composition(layout, swizzle): the layout must be static (CuTe computes the new swizzle at compile time)",
    note = "the layout's shape and stride leaves must all be static integers (`_N`)"
)]
pub trait EvalAt<X> {
    /// `layout(x)`.
    type Output;
}
/// The last mode: `x * d`.
impl<X: Mul<D>, S, D> EvalAt<X> for HCons<Layout<S, D>, HNil> {
    type Output = Prod<X, D>;
}
/// `(x % s) * d + rest(x / s)`.
impl<X, S, D, H, T> EvalAt<X> for HCons<Layout<S, D>, HCons<H, T>>
where
    X: Rem<S> + Div<S>,
    Mod<X, S>: Mul<D>,
    HCons<H, T>: EvalAt<Quot<X, S>>,
    Prod<Mod<X, S>, D>: Add<<HCons<H, T> as EvalAt<Quot<X, S>>>::Output>,
{
    type Output = Sum<Prod<Mod<X, S>, D>, <HCons<H, T> as EvalAt<Quot<X, S>>>::Output>;
}

/// `composition(L, Sw) = Sw' o _0 o L` with `Sw' = make_swizzle<L(Y), L(Z)>`, when that is the
/// function `L o Sw` (see the [module documentation](self)).
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let c = composition(layout!((_16,_4):(_4,_1)), Swizzle::<_1, _2, _1>::new());
/// assert_eq!(c.to_string(), "Sw<1,4,1> o _0 o (_16,_4):(_4,_1)");
/// let d = composition(layout!(((_8,_8),_8):((_64,_8),_1)), Swizzle::<_1, _4, _4>::new());
/// assert_eq!(d.to_string(), "Sw<1,2,-2> o _0 o ((_8,_8),_8):((_64,_8),_1)");
/// ```
impl<S, D, B, M, Sh, Y, Z, IY, IZ, LY, LZ, UY, UZ, NewSw> ComposeTiler<S, D> for Swizzle<B, M, Sh>
where
    S: IntTuple + LeafModes<D>,
    D: IntTuple,
    B: StaticInt,
    M: StaticInt,
    Sh: StaticInt,
    Swizzle<B, M, Sh>: SwizzleMasks<Y = Y, Z = Z>,
    Y: UnsignedToInt<Int = IY>,
    Z: UnsignedToInt<Int = IZ>,
    S::List: EvalAt<IY, Output = LY> + EvalAt<IZ, Output = LZ>,
    LY: IntToUnsigned<Output = UY>,
    LZ: IntToUnsigned<Output = UZ>,
    UY: MakeSwizzle<UZ, Output = NewSw>,
    NewSw: ComposeWith<_0, Layout<S, D>> + Default,
{
    type Output = ComposedWith<NewSw, _0, Layout<S, D>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compose_tiler(self, a: Layout<S, D>, c: &mut Checks) -> Self::Output {
        if let Some(e) = Verdict::<S, D, B, M, Sh>::LAYOUT_THEN_SWIZZLE {
            c.fail(e);
        }
        compose_with(NewSw::default(), _0::default(), a)
    }
}

/// An offset that is a static zero: `_0` or a shared-memory flag (CuTe's `offset == Int<0>{}`).
#[diagnostic::on_unimplemented(
    message = "composition(layout, composed layout): Require offset == 0",
    note = "a composed layout on the right of a composition must have a static zero offset (`_0` or `smem_ptr[..](unset)`)"
)]
pub trait StaticZeroOffset {}
impl StaticZeroOffset for Z0 {}
impl<N> StaticZeroOffset for SmemPtrFlag<N> {}

/// `composition(L, Sw o O o B) = composition(composition(L, Sw), B)` for a static zero `O`.
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let c = composition(layout!(_32:_1), layout!(Sw<1,2,3> o _0 o (_2,_16):(_16,_1)));
/// assert_eq!(c.to_string(), "Sw<1,2,3> o _0 o (_2,_16):(_16,_1)");
/// ```
impl<S, D, A, O, BS, BD> ComposeTiler<S, D> for ComposedLayout<A, O, Layout<BS, BD>>
where
    O: StaticZeroOffset,
    A: ComposeTiler<S, D>,
    A::Output: Compose<Layout<BS, BD>>,
{
    type Output = Composed<A::Output, Layout<BS, BD>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compose_tiler(self, a: Layout<S, D>, c: &mut Checks) -> Self::Output {
        self.a.compose_tiler(a, c).compose_checked(self.layout, c)
    }
}

/// The condition of `composition(L, Sw)` for a static layout `S:D` and `Sw<B,M,Sh>`, decided at
/// compile time.
pub(crate) struct Verdict<S, D, B, M, Sh>(PhantomData<(S, D, B, M, Sh)>);
impl<S: IntTuple, D: IntTuple, B: StaticInt, M: StaticInt, Sh: StaticInt> Verdict<S, D, B, M, Sh> {
    /// `None` when `Sw' o L` is `L o Sw` (or the layout is not static: then the type checker
    /// has already refused it).
    pub(crate) const LAYOUT_THEN_SWIZZLE: Option<AlgebraError> =
        match const_modes(S::LEAVES, D::LEAVES) {
            Some(m) => layout_then_swizzle(
                m.as_slice(),
                Bits::new(B::VALUE as i64, M::VALUE as i64, Sh::VALUE as i64),
            ),
            None => None,
        };
}

/// A swizzle's parameters, for the conditions evaluated in `const` contexts.
#[derive(Clone, Copy)]
pub(crate) struct Bits {
    y: i64,
    z: i64,
    shift: i64,
}
impl Bits {
    pub(crate) const fn new(b: i64, m: i64, s: i64) -> Bits {
        let run = (1i64 << b) - 1;
        Bits {
            y: run << (m + if s > 0 { s } else { 0 }),
            z: run << (m - if s < 0 { s } else { 0 }),
            shift: s,
        }
    }
    /// `make_swizzle<y, z>` (the masks are known to be a swizzle's).
    const fn from_masks(y: i64, z: i64) -> Bits {
        Bits {
            y,
            z,
            shift: y.trailing_zeros() as i64 - z.trailing_zeros() as i64,
        }
    }
    pub(crate) const fn apply(self, x: i64) -> i64 {
        let y = x & self.y;
        if self.shift >= 0 {
            x ^ (y >> self.shift)
        } else {
            x ^ (y << -self.shift)
        }
    }
    pub(crate) const fn yyy(self) -> i64 {
        self.y
    }
    pub(crate) const fn zzz(self) -> i64 {
        self.z
    }
}

/// `layout(x)` over leaf modes, the last mode unbounded.
pub(crate) const fn eval_at(modes: &[Mode], mut x: i64) -> i64 {
    let mut acc = 0;
    let mut i = 0;
    while i < modes.len() {
        let Mode { shape, stride } = modes[i];
        if i + 1 == modes.len() || shape == 0 {
            return acc + x * stride;
        }
        acc += (x % shape) * stride;
        x /= shape;
        i += 1;
    }
    acc
}

/// The bits the indices `k * d`, `0 <= k < s`, can set: from `d`'s lowest bit up to the
/// largest index's highest bit.
pub(crate) const fn reach(s: i64, d: i64) -> i64 {
    let d = d.saturating_abs();
    let top = if s > 1 { (s - 1).saturating_mul(d) } else { 0 };
    if top == 0 {
        return 0;
    }
    let below_top = i64::MAX >> (top.leading_zeros() - 1);
    let low = d & d.wrapping_neg();
    below_top & !(low - 1)
}

/// All ones up to the highest bit of `n - 1` (0 for `n <= 1`).
pub(crate) const fn below(n: i64) -> i64 {
    if n <= 1 {
        0
    } else {
        i64::MAX >> ((n - 1).leading_zeros() - 1)
    }
}

/// The size of a list of leaf modes.
pub(crate) const fn size_of(modes: &[Mode]) -> i64 {
    let mut n = 1i64;
    let mut i = 0;
    while i < modes.len() {
        n = n.saturating_mul(modes[i].shape);
        i += 1;
    }
    n
}

/// `None` when `make_swizzle<L(Y), L(Z)> o L` is `L o Sw` on the domain of `L`.
pub(crate) const fn layout_then_swizzle(modes: &[Mode], sw: Bits) -> Option<AlgebraError> {
    let new = Bits::from_masks(eval_at(modes, sw.yyy()), eval_at(modes, sw.zzz()));
    let size = size_of(modes);
    if sw.yyy() & below(size) == 0 {
        // Sw is the identity on the domain of L, so L o Sw is L: Sw' must not move an index
        // that L reaches.
        let mut reached = 0i64;
        let mut i = 0;
        while i < modes.len() {
            reached |= reach(modes[i].shape, modes[i].stride);
            i += 1;
        }
        if reached & new.yyy() != 0 {
            return Some(AlgebraError::new(
                OP,
                "L o Sw is L (Sw does not act below size(L) = {0}), but Sw' o L is not: L reaches the bits {1}, which Sw' reads (mask {2})",
                [size, reached, new.yyy(), 0],
            ));
        }
        return None;
    }
    let code = sw.yyy() | sw.zzz();
    let top = if size - 1 > code { size - 1 } else { code };
    let nbits = 64 - top.leading_zeros() as i64;
    // Every mode before the one holding the top bit has a power-of-two extent.
    let mut extent: i64 = 1;
    let mut k = 0;
    while k < modes.len() {
        if k + 1 == modes.len() || extent >= (1i64 << nbits) {
            break;
        }
        let m = modes[k].shape;
        if m <= 0 || m.count_ones() != 1 {
            return Some(AlgebraError::new(
                OP,
                "L o Sw is not a swizzled layout: the mode extent {0} of L is not a power of two, so L is not bitwise linear",
                [m, 0, 0, 0],
            ));
        }
        extent = extent.saturating_mul(m);
        k += 1;
    }
    let mut seen = 0i64;
    let mut b = 0;
    while b < nbits {
        let img = eval_at(modes, 1i64 << b);
        if img < 0 || img & seen != 0 {
            return Some(AlgebraError::new(
                OP,
                "L o Sw is not a swizzled layout: L maps bit {0} to {1}, which overlaps the images of lower bits",
                [b, img, 0, 0],
            ));
        }
        seen |= img;
        let lhs = eval_at(modes, sw.apply(1i64 << b));
        let rhs = new.apply(img);
        if lhs != rhs {
            return Some(AlgebraError::new(
                OP,
                "L o Sw is not Sw' o L: at offset {0} they give {1} and {2}",
                [1i64 << b, lhs, rhs, 0],
            ));
        }
        b += 1;
    }
    None
}
