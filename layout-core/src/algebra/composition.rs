//! `composition(A, B)`: the layout `R` with `R(c) = A(B(c))` (CuTe's `composition`,
//! 02_layout_algebra.md §Composition).
//!
//! | `B` | result |
//! |-----|--------|
//! | a layout | `composition_impl(coalesce_x(A), shape(B), stride(B))` |
//! | an integer `N` | `A o N:_1` |
//! | `_` | `A` |
//! | a tuple of tilers | `(A0 o B0, A1 o B1, ...)`: mode by mode; modes of `A` beyond the tiler are dropped |
//!
//! `composition_impl` distributes over a tuple right-hand side, keeps a static `_0` stride
//! (`s:_0`), multiplies strides for an integral left-hand side, and otherwise folds over the
//! left-hand modes, dividing the right-hand stride and shape through them, exactly as CuTe.

use super::error::{AlgebraError, Checks};
use super::flat::{
    leaf_modes, top_modes, CoalesceXModes, IsOne, IsOneOut, IsZero, IsZeroOut, LayoutParts,
    LeafModes, MakeLayout, MakeLayoutOut, Signum, TilerLenLe, TopModes, UnwrapLayout,
    UnwrapLayoutOut, CHECK_LIMIT,
};
use super::tiler::Underscore;
use crate::hlist::{Concat, HCons, HList, HNil, Tuple};
use crate::int::{
    Int, IntAbs, IntAbsOf, IntCeilDiv, IntCeilQuot, IntDiv, IntMin, IntMinimum, IntMul, IntProd,
    IntQuot, StaticInt, _1,
};
use crate::int_tuple::{for_each_nonempty_tuple_arity, hlist_ty, IntTuple};
use crate::layout::Layout;
use core::ops::{BitOr, Rem};
use typenum::{Eq, IsEqual, IsLess, Le, Mod, Or, B0, B1, Z0};

/// Composition with a layout or a tiler, CuTe's `composition(A, B)`.
///
/// # Post-conditions
/// `compatible(B, R)`, and `R(c) == A(B(c))` for every coordinate `c` of `B`.
///
/// # Static vs dynamic
/// The result's structure depends only on static facts (CuTe's `if constexpr` branches);
/// dynamic values flow through run-time arithmetic. With dynamic values CuTe cannot prove that
/// a mode has size 1, so it keeps it: `(6,2):(8,2) o (4,3):(3,1)` is `((2,2),(3,1)):((24,2),(8,2))`
/// while the static form is `((_2,_2),_3):((_24,_2),_8)`.
///
/// # Errors
/// Static: the stride and shape divisibility conditions are checked by the type checker (a
/// compile error naming `composition`), as is a tiler with more modes than `A`. Dynamic: a
/// failed divisibility condition makes [`try_composition`] return an error if the result is
/// not `A o B` (checked point by point), and so does a zero in a shape.
///
/// ```
/// use layout_core::prelude::*;
/// let a = Layout::new((_6, _2), (_8, _2));
/// let b = Layout::new((_4, _3), (_3, _1));
/// assert_eq!(composition(a, b).to_string(), "((_2,_2),_3):((_24,_2),_8)");
/// // the result of a static composition is a type
/// static_assertions::assert_type_eq_all!(
///     Composed<Layout<(_6, _2), (_8, _2)>, Layout<(_4, _3), (_3, _1)>>,
///     Layout<((_2, _2), _3), ((_24, _2), _8)>
/// );
/// let d = composition(Layout::new((6, 2), (8, 2)), Layout::new((4, 3), (3, 1)));
/// assert_eq!(d.to_string(), "((2,2),(3,1)):((24,2),(8,2))");
/// ```
///
/// CuTe: `cute::composition`, 02_layout_algebra.md §Composition.
#[diagnostic::on_unimplemented(
    message = "composition: `{Self}` cannot be composed with `{B}`",
    note = "B is a layout, an integer, `_` or a tuple of those with at most rank(A) modes"
)]
pub trait Compose<B> {
    /// The composed layout.
    type Output: Copy;
    #[doc(hidden)]
    /// Composes, recording dynamic precondition failures in `c`.
    fn compose_checked(self, b: B, c: &mut Checks) -> Self::Output;
}
/// The result of [`Compose`]: `A o B`. This is an alias; see [`Layout`] for methods.
pub type Composed<A, B> = <A as Compose<B>>::Output;

/// CuTe's `composition(a, b)`.
///
/// # Panics
/// When a precondition fails on dynamic values (see [`try_composition`]).
///
/// ```
/// use layout_core::prelude::*;
/// let l = composition(Layout::new((_4, _2), (_2, _1)), (_2, _1));
/// assert_eq!(l.to_string(), "(_2,_1):(_2,_1)");
/// ```
#[inline]
#[track_caller]
pub fn composition<A: Compose<B>, B>(a: A, b: B) -> Composed<A, B> {
    match try_composition(a, b) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}

/// CuTe's `composition(a, b)`, returning an error when a precondition fails on dynamic values.
///
/// ```
/// use layout_core::prelude::*;
/// assert!(try_composition(Layout::new(6, 2), Layout::new(2, 1)).is_ok());
/// // 3:3 over (4,6):(1,4) fails the shape divisibility condition, and the result would be wrong
/// assert!(try_composition(Layout::new((4, 6), (1, 4)), Layout::new(3, 3)).is_err());
/// ```
#[inline]
pub fn try_composition<A: Compose<B>, B>(a: A, b: B) -> Result<Composed<A, B>, AlgebraError> {
    let mut c = Checks::default();
    let r = a.compose_checked(b, &mut c);
    match (c.hard, c.soft) {
        (Some(e), _) | (None, Some(e)) => Err(e),
        (None, None) => Ok(r),
    }
}

const OP: &str = "composition";

/// Checks that no shape leaf is zero (a zero mode makes CuTe divide by zero).
pub(crate) fn check_nonzero_shape(s: &dyn crate::int_tuple::DynIntTuple) -> bool {
    match s.leaf() {
        Some((v, _)) => v != 0,
        None => (0..s.rank_dyn())
            .filter_map(|i| s.mode_dyn(i))
            .all(check_nonzero_shape),
    }
}

/// `R(i) == A(B(i))` for every `i` of `B`'s domain (points where `B(i) < 0` are skipped);
/// turns a recorded soft failure into an error if the result is wrong or too large to verify.
fn verify<A: LayoutParts, B: LayoutParts, R: LayoutParts>(a: &A, b: &B, r: &R, c: &mut Checks) {
    let Some(soft) = c.soft.take() else { return };
    let n = b.size_dyn();
    if !(0..=CHECK_LIMIT).contains(&n) {
        c.fail(soft);
        return;
    }
    for i in 0..n {
        let bi = b.eval_dyn(i);
        if bi >= 0 && a.eval_dyn(bi) != r.eval_dyn(i) {
            c.fail(soft);
            return;
        }
    }
}

// ------------------------------------------------------------------------------------------
// Compose impls: layout, integer, underscore, tuple tilers

/// Every `A o B` goes through the tiler `B` ([`ComposeTiler`]), so that rustc never searches
/// impls while `B` is still unknown.
impl<S, D, B: ComposeTiler<S, D>> Compose<B> for Layout<S, D> {
    type Output = B::Output;
    #[inline(always)]
    fn compose_checked(self, b: B, c: &mut Checks) -> Self::Output {
        b.compose_tiler(self, c)
    }
}

/// `A o B` seen from the tiler `B` (a layout, an integer, `_` or a tuple of those).
#[diagnostic::on_unimplemented(
    message = "composition: `{Self}` is not a layout or a tiler for a layout of shape `{S}`",
    note = "a tiler is a layout, an integer, `_` or a tuple of those with at most rank(A) modes"
)]
pub trait ComposeTiler<S, D> {
    /// The composed layout.
    type Output: Copy;
    /// Composes `a o self`.
    fn compose_tiler(self, a: Layout<S, D>, c: &mut Checks) -> Self::Output;
}

/// `A o B` for a layout `B`: `composition_impl(coalesce_x(A), shape(B), stride(B))`.
impl<S, D, S2, D2> ComposeTiler<S, D> for Layout<S2, D2>
where
    S: IntTuple + LeafModes<D>,
    D: IntTuple,
    S2: IntTuple + ComposeImpl<D2, <S::List as CoalesceXModes>::Output>,
    D2: IntTuple,
    S::List: CoalesceXModes,
{
    type Output = ComposeImplOut<S2, D2, <S::List as CoalesceXModes>::Output>;
    #[inline]
    fn compose_tiler(self, a: Layout<S, D>, c: &mut Checks) -> Self::Output {
        if !check_nonzero_shape(&a.shape()) || !check_nonzero_shape(&self.shape()) {
            c.fail(AlgebraError::new(OP, "a shape has a zero mode", [0; 4]));
        }
        let mut local = Checks::default();
        let flat = leaf_modes(a).coalesce_x_modes();
        let r = self.shape().compose_impl(self.stride(), flat, &mut local);
        if local.hard.is_none() {
            verify(&a, &self, &r, &mut local);
        }
        if let Some(e) = local.hard {
            c.fail(e);
        }
        r
    }
}

macro_rules! int_compose {
    ([$($g:tt)*] $I:ty) => {
        /// `A o N` for an integer `N`: `A o N:_1`.
        impl<S, D, $($g)*> ComposeTiler<S, D> for $I
        where
            $I: Int,
            Layout<$I, _1>: ComposeTiler<S, D>,
        {
            type Output = <Layout<$I, _1> as ComposeTiler<S, D>>::Output;
            #[inline]
            fn compose_tiler(self, a: Layout<S, D>, c: &mut Checks) -> Self::Output {
                Layout::new(self, _1::default()).compose_tiler(a, c)
            }
        }
    };
}
super::flat::for_each_int_ctor!(int_compose);

/// `A o _` is `A`.
impl<S: Copy, D: Copy> ComposeTiler<S, D> for Underscore {
    type Output = Layout<S, D>;
    #[inline(always)]
    fn compose_tiler(self, a: Layout<S, D>, _: &mut Checks) -> Layout<S, D> {
        a
    }
}

/// The tiler's modes composed with the modes of `A`, one by one; modes of `A` beyond the
/// tiler are dropped (CuTe: "Drop any modes of lhs that aren't hit by rhs"). `Self` is the
/// list of tiler modes, `M` the list of modes of `A`.
#[diagnostic::on_unimplemented(
    message = "composition: too many modes in tiler (CuTe: tuple_size<Tiler> <= rank(Layout))",
    note = "a tuple tiler applies mode by mode; it may not have more modes than the layout"
)]
pub trait ComposeByMode<M> {
    /// The list of composed modes.
    type Output: HList;
    /// Composes.
    fn compose_by_mode(self, m: M, c: &mut Checks) -> Self::Output;
}
impl<M: HList> ComposeByMode<M> for HNil {
    type Output = HNil;
    #[inline(always)]
    fn compose_by_mode(self, _: M, _: &mut Checks) -> HNil {
        HNil
    }
}
impl<MS, MD, MT, T: ComposeTiler<MS, MD>, TT: ComposeByMode<MT>>
    ComposeByMode<HCons<Layout<MS, MD>, MT>> for HCons<T, TT>
where
    HCons<T::Output, TT::Output>: HList,
{
    type Output = HCons<T::Output, TT::Output>;
    #[inline(always)]
    fn compose_by_mode(self, m: HCons<Layout<MS, MD>, MT>, c: &mut Checks) -> Self::Output {
        let h = self.0.compose_tiler(m.0, c);
        HCons(h, self.1.compose_by_mode(m.1, c))
    }
}

macro_rules! tuple_compose {
    ($($T:ident),*) => {
        /// `A o (B0, B1, ...)`: mode by mode.
        impl<S: IntTuple, D: IntTuple, $($T: Copy),*> ComposeTiler<S, D> for ($($T,)*)
        where
            S: TopModes<D>,
            hlist_ty!($($T),*): TilerLenLe<S::List>,
            <hlist_ty!($($T),*) as TilerLenLe<S::List>>::Out: ComposeTilerRank<hlist_ty!($($T),*)>,
            <<hlist_ty!($($T),*) as TilerLenLe<S::List>>::Out as ComposeTilerRank<hlist_ty!($($T),*)>>::Checked: ComposeByMode<S::List>,
            <<<hlist_ty!($($T),*) as TilerLenLe<S::List>>::Out as ComposeTilerRank<hlist_ty!($($T),*)>>::Checked as ComposeByMode<S::List>>::Output: MakeLayout,
            MakeLayoutOut<<<<hlist_ty!($($T),*) as TilerLenLe<S::List>>::Out as ComposeTilerRank<hlist_ty!($($T),*)>>::Checked as ComposeByMode<S::List>>::Output>: Copy,
        {
            type Output = MakeLayoutOut<<<<hlist_ty!($($T),*) as TilerLenLe<S::List>>::Out as ComposeTilerRank<hlist_ty!($($T),*)>>::Checked as ComposeByMode<S::List>>::Output>;
            #[inline]
            fn compose_tiler(self, a: Layout<S, D>, c: &mut Checks) -> Self::Output {
                <<hlist_ty!($($T),*) as TilerLenLe<S::List>>::Out as ComposeTilerRank<hlist_ty!($($T),*)>>::gate(self.into_hlist()).compose_by_mode(top_modes(a), c).make_layout()
            }
        }
    };
}
for_each_nonempty_tuple_arity!(tuple_compose);

// ------------------------------------------------------------------------------------------
// composition_impl

/// CuTe's `detail::composition_impl(lhs_shape, lhs_stride, rhs_shape, rhs_stride)`, seen from
/// the right-hand shape `Self` with stride `RD`; the left-hand side `L` is its list of coalesced
/// modes.
pub trait ComposeImpl<RD, L> {
    /// The composed layout.
    type Output: LayoutParts;
    /// Composes.
    fn compose_impl(self, rd: RD, l: L, c: &mut Checks) -> Self::Output;
}
/// The result of [`ComposeImpl`].
pub type ComposeImplOut<RS, RD, L> = <RS as ComposeImpl<RD, L>>::Output;

macro_rules! int_compose_impl {
    ([$($g:tt)*] $RS:ty) => {
        /// Integral right-hand side: dispatch on "static stride `_0`".
        impl<L, RD: Int + IsZero, $($g)*> ComposeImpl<RD, L> for $RS
        where
            $RS: Int,
            IsZeroOut<RD>: ComposeLeaf<L, $RS, RD>,
        {
            type Output = <IsZeroOut<RD> as ComposeLeaf<L, $RS, RD>>::Output;
            #[inline(always)]
            fn compose_impl(self, rd: RD, l: L, c: &mut Checks) -> Self::Output {
                <IsZeroOut<RD> as ComposeLeaf<L, $RS, RD>>::compose_leaf(l, self, rd, c)
            }
        }
    };
}
super::flat::for_each_int_ctor!(int_compose_impl);

/// Right-distributivity over a tuple right-hand side: `Self` is the list of shapes, `DL` the
/// list of strides.
pub trait ComposeEach<DL, L> {
    /// The list of composed modes.
    type Output: HList;
    /// Composes.
    fn compose_each(self, d: DL, l: L, c: &mut Checks) -> Self::Output;
}
impl<L> ComposeEach<HNil, L> for HNil {
    type Output = HNil;
    #[inline(always)]
    fn compose_each(self, _: HNil, _: L, _: &mut Checks) -> HNil {
        HNil
    }
}
impl<L: Copy, S0: ComposeImpl<D0, L>, ST: ComposeEach<DT, L>, D0, DT> ComposeEach<HCons<D0, DT>, L>
    for HCons<S0, ST>
where
    HCons<S0::Output, ST::Output>: HList,
{
    type Output = HCons<S0::Output, ST::Output>;
    #[inline(always)]
    fn compose_each(self, d: HCons<D0, DT>, l: L, c: &mut Checks) -> Self::Output {
        let h = self.0.compose_impl(d.0, l, c);
        HCons(h, self.1.compose_each(d.1, l, c))
    }
}

macro_rules! tuple_compose_impl {
    ($($T:ident),*) => {
        /// Tuple right-hand side: `(A o B0, A o B1, ...)`.
        impl<L: Copy, RD: Tuple, $($T: Copy),*> ComposeImpl<RD, L> for ($($T,)*)
        where
            hlist_ty!($($T),*): ComposeEach<RD::HList, L>,
            <hlist_ty!($($T),*) as ComposeEach<RD::HList, L>>::Output: MakeLayout,
            MakeLayoutOut<<hlist_ty!($($T),*) as ComposeEach<RD::HList, L>>::Output>: LayoutParts,
        {
            type Output = MakeLayoutOut<<hlist_ty!($($T),*) as ComposeEach<RD::HList, L>>::Output>;
            #[inline(always)]
            fn compose_impl(self, rd: RD, l: L, c: &mut Checks) -> Self::Output {
                self.into_hlist().compose_each(rd.into_hlist(), l, c).make_layout()
            }
        }
    };
}
crate::int_tuple::for_each_tuple_arity!(tuple_compose_impl);

/// `B1`: "Special case shortcut for any RHS static stride-0": `s:_0`.
/// `B0`: an integral or a tuple left-hand side.
pub trait ComposeLeaf<L, RS, RD> {
    /// The composed layout.
    type Output: LayoutParts;
    /// Composes.
    fn compose_leaf(l: L, rs: RS, rd: RD, c: &mut Checks) -> Self::Output;
}
impl<L, RS: Int, RD: Int> ComposeLeaf<L, RS, RD> for B1 {
    type Output = Layout<RS, RD>;
    #[inline(always)]
    fn compose_leaf(_: L, rs: RS, rd: RD, _: &mut Checks) -> Self::Output {
        Layout::new(rs, rd)
    }
}
impl<L: ComposeGeneral<RS, RD>, RS, RD> ComposeLeaf<L, RS, RD> for B0 {
    type Output = L::Output;
    #[inline(always)]
    fn compose_leaf(l: L, rs: RS, rd: RD, c: &mut Checks) -> Self::Output {
        l.compose_general(rs, rd, c)
    }
}

/// An integral right-hand side `rs:rd` (`rd` not the static `_0`) against the left-hand modes.
pub trait ComposeGeneral<RS, RD> {
    /// The composed layout.
    type Output: LayoutParts;
    /// Composes.
    fn compose_general(self, rs: RS, rd: RD, c: &mut Checks) -> Self::Output;
}
/// "Special case shortcut for any LHS integral shape": `rs : rd * d`.
impl<LS: Int, LD: Int, RS: Int, RD: IntMul<LD>> ComposeGeneral<RS, RD>
    for HCons<Layout<LS, LD>, HNil>
{
    type Output = Layout<RS, IntProd<RD, LD>>;
    #[inline(always)]
    fn compose_general(self, rs: RS, rd: RD, _: &mut Checks) -> Self::Output {
        Layout::new(rs, rd.int_mul(self.0.stride()))
    }
}
/// "General case: LHS tuple, RHS integral": the fold.
impl<M0, M1, T, RS, RD> ComposeGeneral<RS, RD> for HCons<M0, HCons<M1, T>>
where
    Self: CompFold<HNil, RS, RD>,
{
    type Output = <Self as CompFold<HNil, RS, RD>>::Output;
    #[inline(always)]
    fn compose_general(self, rs: RS, rd: RD, c: &mut Checks) -> Self::Output {
        self.comp_fold(HNil, rs, rd, c)
    }
}

// ------------------------------------------------------------------------------------------
// The fold over the left-hand modes

/// One left-hand mode `cs:cd` of the fold, with the result so far (`Acc`) and the rest of the
/// right-hand side (`rest_shape : rest_stride`).
pub trait CompFold<Acc, RS, RD> {
    /// The composed layout.
    type Output: LayoutParts;
    /// Folds.
    fn comp_fold(self, acc: Acc, rs: RS, rd: RD, c: &mut Checks) -> Self::Output;
}

/// `ceil(curr_shape / abs(rest_stride))`.
pub type NextShape<CS, RD> = IntCeilQuot<CS, IntAbsOf<RD>>;
/// `ceil(abs(rest_stride) / curr_shape) * signum(rest_stride)`.
pub type NextStride<CS, RD> = IntProd<IntCeilQuot<IntAbsOf<RD>, CS>, <RD as Signum>::Out>;

/// The last left-hand mode: finish.
impl<CS: Int, CD, Acc, RS, RD: IntMul<CD>> CompFold<Acc, RS, RD> for HCons<Layout<CS, CD>, HNil>
where
    CD: Int,
    Acc: CompFinish<RS, IntProd<RD, CD>>,
{
    type Output = Acc::Output;
    #[inline(always)]
    fn comp_fold(self, acc: Acc, rs: RS, rd: RD, _: &mut Checks) -> Self::Output {
        acc.comp_finish(rs, rd.int_mul(self.0.stride()))
    }
}

/// A left-hand mode that is not the last: one step of CuTe's fold.
impl<CS, CD, N, T, Acc, RS, RD> CompFold<Acc, RS, RD> for HCons<Layout<CS, CD>, HCons<N, T>>
where
    CS: Int + IntCeilDiv<IntAbsOf<RD>>,
    CD: Int,
    RS: Int + IsOne,
    RD: Int + IntAbs + Signum + StrideDivisibilityCheck<CS>,
    IntAbsOf<RD>: IntCeilDiv<CS>,
    IntCeilQuot<IntAbsOf<RD>, CS>: IntMul<<RD as Signum>::Out>,
    NextShape<CS, RD>: IsOne,
    IsOneOut<NextShape<CS, RD>>: BitOr<IsOneOut<RS>>,
    Or<IsOneOut<NextShape<CS, RD>>, IsOneOut<RS>>:
        CompStep<Acc, RS, RD, CS, CD, NextShape<CS, RD>, NextStride<CS, RD>, HCons<N, T>>,
{
    type Output = <Or<IsOneOut<NextShape<CS, RD>>, IsOneOut<RS>> as CompStep<
        Acc,
        RS,
        RD,
        CS,
        CD,
        NextShape<CS, RD>,
        NextStride<CS, RD>,
        HCons<N, T>,
    >>::Output;
    #[inline(always)]
    fn comp_fold(self, acc: Acc, rs: RS, rd: RD, c: &mut Checks) -> Self::Output {
        let (cs, cd) = (self.0.shape(), self.0.stride());
        let (csv, rdv) = (cs.value(), rd.value());
        if csv == 0 {
            c.fail(AlgebraError::new(
                OP,
                "a shape has a zero mode",
                [csv, rdv, 0, 0],
            ));
        } else if !(rdv.wrapping_rem(csv) == 0 || rdv < csv) {
            c.soft(AlgebraError::new(
                OP,
                "stride divisibility condition fails (rest_stride % curr_shape == 0 or rest_stride < curr_shape)",
                [rdv, csv, 0, 0],
            ));
        }
        let abs = rd.int_abs();
        let next_s = guarded_ceil_div(cs, abs, c);
        let next_d = guarded_ceil_div(abs, cs, c).int_mul(rd.signum());
        <Or<IsOneOut<NextShape<CS, RD>>, IsOneOut<RS>> as CompStep<
            Acc,
            RS,
            RD,
            CS,
            CD,
            NextShape<CS, RD>,
            NextStride<CS, RD>,
            HCons<N, T>,
        >>::comp_step(acc, rs, rd, cd, next_s, next_d, self.1, c)
    }
}

/// `ceil_div(a, b)`, recording an error instead of dividing by a dynamic zero.
#[inline(always)]
pub(crate) fn guarded_ceil_div<A: IntCeilDiv<B>, B: Int>(
    a: A,
    b: B,
    c: &mut Checks,
) -> IntCeilQuot<A, B> {
    if b.value() == 0 {
        c.fail(AlgebraError::new(
            OP,
            "division by zero",
            [a.value(), 0, 0, 0],
        ));
        return Default::default();
    }
    a.int_ceil_div(b)
}

/// The branch of a fold step: `B1` when `next_shape` or `rest_shape` is the static 1 (only
/// the stride advances), `B0` otherwise (a new mode `min(next_shape, rest_shape)`).
#[allow(clippy::too_many_arguments)]
pub trait CompStep<Acc, RS, RD, CS, CD, NS, ND, Tail> {
    /// The composed layout.
    type Output: LayoutParts;
    /// Steps and continues the fold.
    fn comp_step(
        acc: Acc,
        rs: RS,
        rd: RD,
        cd: CD,
        ns: NS,
        nd: ND,
        tail: Tail,
        c: &mut Checks,
    ) -> Self::Output;
}
impl<Acc, RS, RD, CS, CD, NS, ND, Tail> CompStep<Acc, RS, RD, CS, CD, NS, ND, Tail> for B1
where
    Tail: CompFold<Acc, RS, ND>,
{
    type Output = Tail::Output;
    #[inline(always)]
    fn comp_step(
        acc: Acc,
        rs: RS,
        _: RD,
        _: CD,
        _: NS,
        nd: ND,
        tail: Tail,
        c: &mut Checks,
    ) -> Self::Output {
        tail.comp_fold(acc, rs, nd, c)
    }
}
impl<Acc, RS, RD, CS, CD, NS, ND, Tail> CompStep<Acc, RS, RD, CS, CD, NS, ND, Tail> for B0
where
    NS: IntMin<RS>,
    RS: Int + IntDiv<IntMinimum<NS, RS>> + ShapeDivisibilityCheck<IntMinimum<NS, RS>>,
    RD: IntMul<CD>,
    CD: Int,
    Acc: Concat<HCons<Layout<IntMinimum<NS, RS>, IntProd<RD, CD>>, HNil>>,
    Tail: CompFold<
        <Acc as Concat<HCons<Layout<IntMinimum<NS, RS>, IntProd<RD, CD>>, HNil>>>::Output,
        IntQuot<RS, IntMinimum<NS, RS>>,
        ND,
    >,
{
    type Output = <Tail as CompFold<
        <Acc as Concat<HCons<Layout<IntMinimum<NS, RS>, IntProd<RD, CD>>, HNil>>>::Output,
        IntQuot<RS, IntMinimum<NS, RS>>,
        ND,
    >>::Output;
    #[inline(always)]
    fn comp_step(
        acc: Acc,
        rs: RS,
        rd: RD,
        cd: CD,
        ns: NS,
        nd: ND,
        tail: Tail,
        c: &mut Checks,
    ) -> Self::Output {
        let new_s = ns.int_min(rs);
        let (nv, rv) = (new_s.value(), rs.value());
        let rest = if nv == 0 {
            c.fail(AlgebraError::new(OP, "zero-sized mode", [rv, 0, 0, 0]));
            Default::default()
        } else {
            if rv % nv != 0 {
                c.soft(AlgebraError::new(
                    OP,
                    "shape divisibility condition fails (rest_shape % new_shape == 0)",
                    [rv, nv, 0, 0],
                ));
            }
            rs.int_div(new_s)
        };
        let acc = acc.concat(HCons(Layout::new(new_s, rd.int_mul(cd)), HNil));
        tail.comp_fold(acc, rest, nd, c)
    }
}

/// The end of the fold: `rest_shape : rest_stride * last_stride` alone if nothing was
/// appended, the appended modes (unwrapped) if `rest_shape` is the static 1, otherwise the
/// appended modes followed by the rest.
pub trait CompFinish<RS, LD> {
    /// The composed layout.
    type Output: LayoutParts;
    /// Finishes.
    fn comp_finish(self, rs: RS, ld: LD) -> Self::Output;
}
impl<RS: IntTuple + crate::layout::CongruentWith<LD>, LD: IntTuple> CompFinish<RS, LD> for HNil {
    type Output = Layout<RS, LD>;
    #[inline(always)]
    fn comp_finish(self, rs: RS, ld: LD) -> Self::Output {
        Layout::new(rs, ld)
    }
}
impl<H, T, RS: IsOne, LD> CompFinish<RS, LD> for HCons<H, T>
where
    IsOneOut<RS>: CompFinishIf<Self, RS, LD>,
{
    type Output = <IsOneOut<RS> as CompFinishIf<Self, RS, LD>>::Output;
    #[inline(always)]
    fn comp_finish(self, rs: RS, ld: LD) -> Self::Output {
        <IsOneOut<RS> as CompFinishIf<Self, RS, LD>>::comp_finish_if(self, rs, ld)
    }
}
/// `B1`: `unwrap(result)`; `B0`: `append(result, rest)`.
pub trait CompFinishIf<Acc, RS, LD> {
    /// The composed layout.
    type Output: LayoutParts;
    /// Finishes.
    fn comp_finish_if(acc: Acc, rs: RS, ld: LD) -> Self::Output;
}
impl<Acc: UnwrapLayout, RS, LD> CompFinishIf<Acc, RS, LD> for B1
where
    UnwrapLayoutOut<Acc>: LayoutParts,
{
    type Output = UnwrapLayoutOut<Acc>;
    #[inline(always)]
    fn comp_finish_if(acc: Acc, _: RS, _: LD) -> Self::Output {
        acc.unwrap_layout()
    }
}
impl<Acc, RS: Int, LD: Int> CompFinishIf<Acc, RS, LD> for B0
where
    Acc: Concat<HCons<Layout<RS, LD>, HNil>>,
    <Acc as Concat<HCons<Layout<RS, LD>, HNil>>>::Output: MakeLayout,
    MakeLayoutOut<<Acc as Concat<HCons<Layout<RS, LD>, HNil>>>::Output>: LayoutParts,
{
    type Output = MakeLayoutOut<<Acc as Concat<HCons<Layout<RS, LD>, HNil>>>::Output>;
    #[inline(always)]
    fn comp_finish_if(acc: Acc, rs: RS, ld: LD) -> Self::Output {
        acc.concat(HCons(Layout::new(rs, ld), HNil)).make_layout()
    }
}

// ------------------------------------------------------------------------------------------
// Static divisibility conditions

/// The stride divisibility condition holds (`B1`).
#[diagnostic::on_unimplemented(
    message = "composition: stride divisibility condition fails (CuTe: \"Stride Divisibility Condition\": rest_stride % curr_shape == 0 or rest_stride < curr_shape)",
    note = "a static stride of the right-hand layout must divide, or be smaller than, each left-hand mode it crosses"
)]
pub trait StrideDivisible {}
impl StrideDivisible for B1 {}

/// CuTe checks the stride divisibility condition when `curr_shape` and `rest_stride` are both
/// static; `Self` is `rest_stride`.
pub trait StrideDivisibilityCheck<CS> {}
impl<CS: Int> StrideDivisibilityCheck<CS> for i32 {}
impl<RD: StaticInt> StrideDivisibilityCheck<i32> for RD {}
impl<RD, CS> StrideDivisibilityCheck<CS> for RD
where
    RD: StaticInt + Rem<CS> + IsLess<CS>,
    CS: StaticInt,
    Mod<RD, CS>: IsEqual<Z0>,
    Eq<Mod<RD, CS>, Z0>: BitOr<Le<RD, CS>>,
    Or<Eq<Mod<RD, CS>, Z0>, Le<RD, CS>>: StrideDivisible,
{
}

/// The shape divisibility condition holds (`B1`).
#[diagnostic::on_unimplemented(
    message = "composition: shape divisibility condition fails (CuTe: \"Shape Divisibility Condition\": rest_shape % new_shape == 0)",
    note = "the static shape of the right-hand layout must be divisible by the left-hand mode sizes it spans"
)]
pub trait ShapeDivisible {}
impl ShapeDivisible for B1 {}

/// CuTe checks the shape divisibility condition when `new_shape` and `rest_shape` are both
/// static; `Self` is `rest_shape`.
pub trait ShapeDivisibilityCheck<NS> {}
impl<NS: Int> ShapeDivisibilityCheck<NS> for i32 {}
impl<RS: StaticInt> ShapeDivisibilityCheck<i32> for RS {}
impl<RS, NS> ShapeDivisibilityCheck<NS> for RS
where
    RS: StaticInt + Rem<NS>,
    NS: StaticInt,
    Mod<RS, NS>: IsEqual<Z0>,
    Eq<Mod<RS, NS>, Z0>: ShapeDivisible,
{
}

/// The tiler has at most rank(L) modes (`B1`); `Checked` is the tiler list, through which the
/// rest of the op goes.
#[diagnostic::on_unimplemented(
    message = "composition: Too many modes in tiler (CuTe: tuple_size<Tiler> <= rank(Layout))",
    note = "a tuple tiler applies mode by mode; it may not have more modes than the layout"
)]
pub trait ComposeTilerRank<TL> {
    /// The tiler list.
    type Checked;
    /// The tiler list.
    fn gate(tl: TL) -> Self::Checked;
}
impl<TL> ComposeTilerRank<TL> for B1 {
    type Checked = TL;
    #[inline(always)]
    fn gate(tl: TL) -> TL {
        tl
    }
}
