//! `right_inverse(L)` and `left_inverse(L)` (CuTe's `right_inverse`/`left_inverse`,
//! 02_layout_algebra.md §Inverse).
//!
//! Both coalesce `L`, take the exclusive prefix product of its shape, and visit the modes in
//! order of increasing (static) stride, exactly as CuTe's compile-time exchange sort does:
//!
//! | | visits | keeps a mode `s:d` when | appends |
//! |-|--------|------------------------|---------|
//! | `right_inverse` | modes with a static stride | `d` equals the running `curr` (static) | `s : prefix`, `curr = s*d` |
//! | `left_inverse` | all modes (strides must be static) | `d` is not `_0` | `d / size(result) : prefix` |

#[doc(hidden)]
pub mod stride_sort;

use super::admissibility::{self, const_modes, push_leaf_modes, Modes, PushModes};
use super::coalesce::{CoalesceModes, CoalesceModesOut};
use super::error::{AlgebraError, Checks};
use super::layout_parts::LayoutParts;
use super::mode_list::{leaf_modes, LeafModes, UnwrapLayout, UnwrapLayoutOut};
use crate::hlist::{Concat, HCons, HList, HNil};
use crate::int::{Int, IntDiv, IntEq, IntEqual, IntMul, IntProd, IntQuot, StaticInt, _0, _1};
use crate::int::{IsStatic, IsZero, IsZeroOut, StaticTrue};
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use core::ops::Rem;
use stride_sort::{Elt, ExchangeSort, FilterStatic, WithPrefix};
use typenum::{Eq, IsEqual, Mod, B0, B1, Z0};

/// The right inverse of a layout, CuTe's `right_inverse(L)`.
///
/// # Post-conditions
/// `L(R(i)) == i` for all `i < size(R)`; `composition(L, R)` is identical to
/// `make_layout(shape(R))`.
///
/// # Static vs dynamic
/// Only modes with static strides are considered (CuTe sorts them at compile time); a
/// dynamic shape makes the running stride dynamic, after which nothing more is appended.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(right_inverse(Layout::new((_4, _2), (_2, _1))).to_string(), "(_2,_4):(_4,_1)");
/// assert_eq!(right_inverse(Layout::new((4, _2), (_2, _1))).to_string(), "(_2,4):(4,_1)");
/// ```
///
/// CuTe: `cute::right_inverse`, 02_layout_algebra.md §Inverse.
pub trait RightInverse {
    /// The right inverse.
    type Output: LayoutParts;
    /// Computes it.
    fn right_inverse(self) -> Self::Output;
}
/// The result of [`RightInverse`]. This is an alias; see [`Layout`] for methods.
pub type RightInverseOf<L> = <L as RightInverse>::Output;

/// CuTe's `right_inverse(l)`.
#[inline]
pub fn right_inverse<L: RightInverse>(l: L) -> RightInverseOf<L> {
    l.right_inverse()
}

/// CuTe's `right_inverse(l)`; it cannot fail, the `Result` keeps the `try_*` family uniform.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_right_inverse(Layout::new(_4, _0)).unwrap().to_string(), "_1:_0");
/// ```
#[inline]
pub fn try_right_inverse<L: RightInverse>(l: L) -> Result<RightInverseOf<L>, AlgebraError> {
    Ok(l.right_inverse())
}

/// The coalesced modes of a layout, each with its prefix product.
pub type PreparedOf<S, D> = <CoalesceModesOut<<S as LeafModes<D>>::List> as WithPrefix<_1>>::Output;

impl<S, D> RightInverse for Layout<S, D>
where
    S: IntTuple + LeafModes<D>,
    D: IntTuple,
    S::List: CoalesceModes,
    CoalesceModesOut<S::List>: WithPrefix<_1>,
    PreparedOf<S, D>: FilterStatic,
    <PreparedOf<S, D> as FilterStatic>::Output: ExchangeSort,
    <<PreparedOf<S, D> as FilterStatic>::Output as ExchangeSort>::Output:
        RightFold<HCons<Layout<_1, _0>, HNil>, _1>,
    RightOut<S, D>: CoalesceModes,
    CoalesceModesOut<RightOut<S, D>>: UnwrapLayout,
    UnwrapLayoutOut<CoalesceModesOut<RightOut<S, D>>>: LayoutParts,
{
    type Output = UnwrapLayoutOut<CoalesceModesOut<RightOut<S, D>>>;
    #[inline]
    fn right_inverse(self) -> Self::Output {
        let sorted = leaf_modes(self)
            .coalesce_modes()
            .with_prefix(_1::default())
            .filter_static()
            .exchange_sort();
        let init = HCons(Layout::new(_1::default(), _0::default()), HNil);
        sorted
            .right_fold(init, _1::default())
            .coalesce_modes()
            .unwrap_layout()
    }
}
/// The modes of the right inverse before coalescing.
pub type RightOut<S, D> =
    <<<PreparedOf<S, D> as FilterStatic>::Output as ExchangeSort>::Output as RightFold<
        HCons<Layout<_1, _0>, HNil>,
        _1,
    >>::Output;

/// The left inverse of a layout, CuTe's `left_inverse(L)`.
///
/// # Post-conditions
/// `L(R(L(i))) == L(i)` for all `i < size(L)` (so `R(L(i)) == i` for an injective `L`).
///
/// # Errors
/// Static: a dynamic stride ("Left inverse requires static strides") and the divisibility
/// condition are compile errors naming `left_inverse`. A result that is not a left inverse
/// (dynamic shapes, or static ones CuTe accepts although `L` is not injective) is an
/// [`AlgebraError`] of [`try_left_inverse`].
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(left_inverse(Layout::new((_4, _2), (_2, _1))).to_string(), "(_2,_4):(_4,_1)");
/// assert_eq!(left_inverse(Layout::new(_4, _2)).to_string(), "(_2,_4):(_0,_1)");
/// ```
///
/// CuTe: `cute::left_inverse`, 02_layout_algebra.md §Inverse.
pub trait LeftInverse {
    /// The left inverse.
    type Output: LayoutParts;
    #[doc(hidden)]
    /// Computes it, recording a failed post-condition in `c`.
    fn left_inverse_checked(self, c: &mut Checks) -> Self::Output;
}
/// The result of [`LeftInverse`]. This is an alias; see [`Layout`] for methods.
pub type LeftInverseOf<L> = <L as LeftInverse>::Output;

/// CuTe's `left_inverse(l)`.
///
/// # Panics
/// When `l` has no left inverse that the type checker could rule out (see [`try_left_inverse`]).
#[inline]
#[track_caller]
pub fn left_inverse<L: LeftInverse>(l: L) -> LeftInverseOf<L> {
    match try_left_inverse(l) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}

/// CuTe's `left_inverse(l)`, returning an error when `l` has no left inverse (checked point by
/// point, static shapes included: CuTe accepts some non-injective static layouts).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_left_inverse(Layout::new((4, 2), (_1, _4))).unwrap().to_string(), "(_4,2):(_1,4)");
/// ```
#[inline]
pub fn try_left_inverse<L: LeftInverse>(l: L) -> Result<LeftInverseOf<L>, AlgebraError> {
    Checks::run(|c| l.left_inverse_checked(c))
}

impl<S, D> LeftInverse for Layout<S, D>
where
    S: IntTuple + LeafModes<D>,
    D: IntTuple,
    S::List: CoalesceModes,
    CoalesceModesOut<S::List>: AllStaticStridesLI + PushModes,
    Checked<S, D>: WithPrefix<_1>,
    <Checked<S, D> as WithPrefix<_1>>::Output: ExchangeSort,
    <<Checked<S, D> as WithPrefix<_1>>::Output as ExchangeSort>::Output: LeftFold<HNil, _0, _1>,
    LeftOut<S, D>: CoalesceModes,
    CoalesceModesOut<LeftOut<S, D>>: UnwrapLayout,
    UnwrapLayoutOut<CoalesceModesOut<LeftOut<S, D>>>: LayoutParts,
{
    type Output = UnwrapLayoutOut<CoalesceModesOut<LeftOut<S, D>>>;
    #[inline]
    fn left_inverse_checked(self, c: &mut Checks) -> Self::Output {
        let sorted = leaf_modes(self)
            .coalesce_modes()
            .checked()
            .with_prefix(_1::default())
            .exchange_sort();
        let r = sorted
            .left_fold(HNil, _0::default(), _1::default())
            .coalesce_modes()
            .unwrap_layout();
        // CuTe accepts some static layouts that have no left inverse: decided in closed form,
        // at compile time for static layouts
        type V<S, D, R> = StaticVerdict<S, D, <R as LayoutParts>::S, <R as LayoutParts>::D>;
        let admissible = match V::<S, D, Self::Output>::VERDICT {
            Some(verdict) => verdict,
            None => {
                let (mut cm, mut lm, mut rm) = (Modes::new(), Modes::new(), Modes::new());
                leaf_modes(self).coalesce_modes().push_modes(&mut cm);
                push_leaf_modes(&self.shape(), &self.stride(), &mut lm);
                let (rs, rd) = r.parts();
                push_leaf_modes(&rs, &rd, &mut rm);
                admissibility::left_inverse(cm.as_slice(), lm.as_slice(), rm.as_slice())
            }
        };
        if let Err(e) = admissible {
            c.fail(e);
        }
        r
    }
}
/// Whether the left inverse `RS:RD` of a static `S:D` is one, decided at compile time (`None`
/// for a dynamic value).
struct StaticVerdict<S, D, RS, RD>(core::marker::PhantomData<(S, D, RS, RD)>);
impl<S: IntTuple, D: IntTuple, RS: IntTuple, RD: IntTuple> StaticVerdict<S, D, RS, RD> {
    const VERDICT: Option<Result<(), AlgebraError>> = match (
        const_modes(S::LEAVES, D::LEAVES),
        const_modes(RS::LEAVES, RD::LEAVES),
    ) {
        (Some(l), Some(r)) => Some(admissibility::left_inverse(
            l.filtered().as_slice(),
            l.as_slice(),
            r.as_slice(),
        )),
        _ => None,
    };
}

/// The modes of the left inverse before coalescing.
pub type LeftOut<S, D> =
    <<<Checked<S, D> as WithPrefix<_1>>::Output as ExchangeSort>::Output as LeftFold<
        HNil,
        _0,
        _1,
    >>::Output;
/// The coalesced modes, once their strides are known to be static.
pub type Checked<S, D> =
    <CoalesceModesOut<<S as LeafModes<D>>::List> as AllStaticStridesLI>::Checked;

// ------------------------------------------------------------------------------------------
// right_inverse's fold

/// The fold of `right_inverse` over the sorted modes: `Res` the result modes, `Curr` the
/// running stride.
pub trait RightFold<Res, Curr> {
    /// The result modes.
    type Output: HList;
    /// Folds.
    fn right_fold(self, res: Res, curr: Curr) -> Self::Output;
}
impl<Res: HList, Curr> RightFold<Res, Curr> for HNil {
    type Output = Res;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn right_fold(self, res: Res, _: Curr) -> Res {
        res
    }
}
impl<S, D, P, T, Res, Curr> RightFold<Res, Curr> for HCons<Elt<S, D, P>, T>
where
    Curr: IntEq<D>,
    D: Int,
    IntEqual<Curr, D>: StaticTrue,
    <IntEqual<Curr, D> as StaticTrue>::Out: RightStep<Elt<S, D, P>, T, Res, Curr>,
{
    type Output =
        <<IntEqual<Curr, D> as StaticTrue>::Out as RightStep<Elt<S, D, P>, T, Res, Curr>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn right_fold(self, res: Res, curr: Curr) -> Self::Output {
        <<IntEqual<Curr, D> as StaticTrue>::Out as RightStep<Elt<S, D, P>, T, Res, Curr>>::right_step(
            self.0, self.1, res, curr,
        )
    }
}
/// `B1` (`d` is the static `curr`): append `s : prefix`, `curr = s * d`; `B0`: skip.
pub trait RightStep<E, T, Res, Curr> {
    /// The result modes.
    type Output: HList;
    /// Steps.
    fn right_step(e: E, t: T, res: Res, curr: Curr) -> Self::Output;
}
impl<S, D, P, T, Res, Curr> RightStep<Elt<S, D, P>, T, Res, Curr> for B1
where
    S: IntMul<D>,
    D: Int,
    P: Int,
    Res: Concat<HCons<Layout<S, P>, HNil>>,
    T: RightFold<<Res as Concat<HCons<Layout<S, P>, HNil>>>::Output, IntProd<S, D>>,
{
    type Output =
        <T as RightFold<<Res as Concat<HCons<Layout<S, P>, HNil>>>::Output, IntProd<S, D>>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn right_step(e: Elt<S, D, P>, t: T, res: Res, _: Curr) -> Self::Output {
        let res = res.concat(HCons(Layout::new(e.0, e.2), HNil));
        t.right_fold(res, e.0.int_mul(e.1))
    }
}
impl<E, T: RightFold<Res, Curr>, Res, Curr> RightStep<E, T, Res, Curr> for B0 {
    type Output = T::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn right_step(_: E, t: T, res: Res, curr: Curr) -> Self::Output {
        t.right_fold(res, curr)
    }
}

// ------------------------------------------------------------------------------------------
// left_inverse's fold

/// Every stride of the coalesced layout is static; `Checked` is the list itself (the rest of
/// the computation goes through it, so that a failed check is the only error reported).
pub trait AllStaticStridesLI {
    /// The same list.
    type Checked;
    /// The same list.
    fn checked(self) -> Self::Checked;
}
impl AllStaticStridesLI for HNil {
    type Checked = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn checked(self) -> HNil {
        HNil
    }
}
impl<S: Int, D: Int + IsStatic, T: AllStaticStridesLI> AllStaticStridesLI for HCons<Layout<S, D>, T>
where
    <D as IsStatic>::Out: LeftInverseStaticStride<D>,
{
    type Checked =
        HCons<Layout<S, <<D as IsStatic>::Out as LeftInverseStaticStride<D>>::Out>, T::Checked>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn checked(self) -> Self::Checked {
        HCons(
            Layout::new(self.0.shape(), Default::default()),
            self.1.checked(),
        )
    }
}

/// A static stride, as `left_inverse` requires.
#[diagnostic::on_unimplemented(
    message = "left_inverse: Left inverse requires static strides",
    note = "CuTe sorts the strides of the coalesced layout at compile time"
)]
pub trait LeftInverseStaticStride<D> {
    /// The stride.
    type Out: StaticInt;
}
impl<D: StaticInt> LeftInverseStaticStride<D> for B1 {
    type Out = D;
}

/// `stride % size(result) == 0` holds (`B1`).
#[diagnostic::on_unimplemented(
    message = "left_inverse: Left inverse divisibility condition fails (stride % size(result) == 0)",
    note = "each stride, in increasing order, must be a multiple of the size covered by the smaller ones"
)]
pub trait LeftInverseDivisible {}
impl LeftInverseDivisible for B1 {}

/// The fold of `left_inverse` over the sorted modes: `Res` the result modes, `Pd` the stride
/// waiting for the next shape (`_0` at first), `Sz` the size of the result so far.
pub trait LeftFold<Res, Pd, Sz> {
    /// The result modes (the last one added).
    type Output: HList;
    /// Folds.
    fn left_fold(self, res: Res, pd: Pd, sz: Sz) -> Self::Output;
}
/// The last mode: also appends its shape with the waiting stride.
impl<S: Copy, D, P, Res, Pd, Sz> LeftFold<Res, Pd, Sz> for HCons<Elt<S, D, P>, HNil>
where
    D: IsZero,
    IsZeroOut<D>: LeftStep<Elt<S, D, P>, HNil, Res, Pd, Sz, S>,
{
    type Output = <IsZeroOut<D> as LeftStep<Elt<S, D, P>, HNil, Res, Pd, Sz, S>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn left_fold(self, res: Res, pd: Pd, sz: Sz) -> Self::Output {
        let last = self.0 .0;
        <IsZeroOut<D> as LeftStep<Elt<S, D, P>, HNil, Res, Pd, Sz, S>>::left_step(
            self.0, HNil, res, pd, sz, last,
        )
    }
}
impl<S: Copy, D, P, X, T, Res, Pd, Sz> LeftFold<Res, Pd, Sz> for HCons<Elt<S, D, P>, HCons<X, T>>
where
    D: IsZero,
    IsZeroOut<D>: LeftStep<Elt<S, D, P>, HCons<X, T>, Res, Pd, Sz, S>,
{
    type Output = <IsZeroOut<D> as LeftStep<Elt<S, D, P>, HCons<X, T>, Res, Pd, Sz, S>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn left_fold(self, res: Res, pd: Pd, sz: Sz) -> Self::Output {
        let here = self.0 .0;
        <IsZeroOut<D> as LeftStep<Elt<S, D, P>, HCons<X, T>, Res, Pd, Sz, S>>::left_step(
            self.0, self.1, res, pd, sz, here,
        )
    }
}
/// `B1` (stride `_0`): skip; `B0`: append `d / size : waiting stride`. At the end of the list
/// (`T = HNil`) the last shape `L` is appended with the waiting stride.
pub trait LeftStep<E, T, Res, Pd, Sz, L> {
    /// The result modes.
    type Output: HList;
    /// Steps.
    fn left_step(e: E, t: T, res: Res, pd: Pd, sz: Sz, last: L) -> Self::Output;
}
impl<E, T: LeftContinue<Res, Pd, Sz, L>, Res, Pd, Sz, L> LeftStep<E, T, Res, Pd, Sz, L> for B1 {
    type Output = T::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn left_step(_: E, t: T, res: Res, pd: Pd, sz: Sz, last: L) -> Self::Output {
        t.left_continue(res, pd, sz, last)
    }
}
impl<S, D, P, T, Res, Pd, Sz, L> LeftStep<Elt<S, D, P>, T, Res, Pd, Sz, L> for B0
where
    D: StaticInt + IntDiv<Sz> + Rem<Sz>,
    Sz: StaticInt + IntMul<IntQuot<D, Sz>>,
    Mod<D, Sz>: IsEqual<Z0>,
    Eq<Mod<D, Sz>, Z0>: LeftInverseDivisible,
    P: Int,
    Pd: Int,
    Res: Concat<HCons<Layout<IntQuot<D, Sz>, Pd>, HNil>>,
    T: LeftContinue<
        <Res as Concat<HCons<Layout<IntQuot<D, Sz>, Pd>, HNil>>>::Output,
        P,
        IntProd<Sz, IntQuot<D, Sz>>,
        L,
    >,
{
    type Output = <T as LeftContinue<
        <Res as Concat<HCons<Layout<IntQuot<D, Sz>, Pd>, HNil>>>::Output,
        P,
        IntProd<Sz, IntQuot<D, Sz>>,
        L,
    >>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn left_step(e: Elt<S, D, P>, t: T, res: Res, pd: Pd, sz: Sz, last: L) -> Self::Output {
        let s = e.1.int_div(sz);
        let res = res.concat(HCons(Layout::new(s, pd), HNil));
        t.left_continue(res, e.2, sz.int_mul(s), last)
    }
}
/// Continues the fold on the tail, or finishes with `last : waiting stride`.
pub trait LeftContinue<Res, Pd, Sz, L> {
    /// The result modes.
    type Output: HList;
    /// Continues.
    fn left_continue(self, res: Res, pd: Pd, sz: Sz, last: L) -> Self::Output;
}
impl<Res, Pd: Int, Sz, L: Int> LeftContinue<Res, Pd, Sz, L> for HNil
where
    Res: Concat<HCons<Layout<L, Pd>, HNil>>,
    <Res as Concat<HCons<Layout<L, Pd>, HNil>>>::Output: HList,
{
    type Output = <Res as Concat<HCons<Layout<L, Pd>, HNil>>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn left_continue(self, res: Res, pd: Pd, _: Sz, last: L) -> Self::Output {
        res.concat(HCons(Layout::new(last, pd), HNil))
    }
}
impl<X, T, Res, Pd, Sz, L> LeftContinue<Res, Pd, Sz, L> for HCons<X, T>
where
    Self: LeftFold<Res, Pd, Sz>,
{
    type Output = <Self as LeftFold<Res, Pd, Sz>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn left_continue(self, res: Res, pd: Pd, sz: Sz, _: L) -> Self::Output {
        self.left_fold(res, pd, sz)
    }
}
