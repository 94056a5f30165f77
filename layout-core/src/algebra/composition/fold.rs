//! CuTe's `detail::composition_impl`: the right-hand side distributes over its modes, a static
//! `_0` stride is kept, an integral left-hand side multiplies the stride, and otherwise a fold
//! over the left-hand modes divides the right-hand stride and shape through them, with CuTe's
//! stride and shape divisibility conditions (static: compile errors; dynamic: recorded).

use crate::algebra::error::{AlgebraError, Checks};
use crate::algebra::layout_parts::LayoutParts;
use crate::algebra::mode_list::{MakeLayout, MakeLayoutOut, UnwrapLayout, UnwrapLayoutOut};
use crate::basis::scale_stride;
use crate::basis::{ScaledStride, StrideLeaf};
use crate::hlist::{Concat, HCons, HList, HNil, Tuple};
use crate::int::{
    Int, IntAbs, IntAbsOf, IntCeilDiv, IntCeilQuot, IntDiv, IntMin, IntMinimum, IntMul, IntProd,
    IntQuot, StaticInt,
};
use crate::int::{IsOne, IsOneOut, IsZero, IsZeroOut, Signum};
use crate::int_tuple::{hlist_ty, IntTuple};
use crate::layout::Layout;
use core::ops::{BitOr, Rem};
use typenum::{Eq, IsEqual, IsLess, Le, Mod, Or, B0, B1, Z0};

const OP: &str = "composition";

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
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn compose_impl(self, rd: RD, l: L, c: &mut Checks) -> Self::Output {
                <IsZeroOut<RD> as ComposeLeaf<L, $RS, RD>>::compose_leaf(l, self, rd, c)
            }
        }
    };
}
crate::int::for_each_int_ctor!(int_compose_impl);

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
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
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
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
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
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
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
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compose_leaf(_: L, rs: RS, rd: RD, _: &mut Checks) -> Self::Output {
        Layout::new(rs, rd)
    }
}
impl<L: ComposeGeneral<RS, RD>, RS, RD> ComposeLeaf<L, RS, RD> for B0 {
    type Output = L::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
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
impl<LS: Int, LD: StrideLeaf, RS: Int, RD: IntMul<LD::Value>> ComposeGeneral<RS, RD>
    for HCons<Layout<LS, LD>, HNil>
where
    RS: crate::layout::CongruentWith<ScaledStride<RD, LD>>,
{
    type Output = Layout<RS, ScaledStride<RD, LD>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compose_general(self, rs: RS, rd: RD, _: &mut Checks) -> Self::Output {
        Layout::new(rs, scale_stride(rd, self.0.stride()))
    }
}
/// "General case: LHS tuple, RHS integral": the fold.
impl<M0, M1, T, RS, RD> ComposeGeneral<RS, RD> for HCons<M0, HCons<M1, T>>
where
    Self: CompFold<HNil, RS, RD>,
{
    type Output = <Self as CompFold<HNil, RS, RD>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
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
impl<CS: Int, CD, Acc, RS, RD: IntMul<CD::Value>> CompFold<Acc, RS, RD>
    for HCons<Layout<CS, CD>, HNil>
where
    CD: StrideLeaf,
    Acc: CompFinish<RS, ScaledStride<RD, CD>>,
{
    type Output = Acc::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn comp_fold(self, acc: Acc, rs: RS, rd: RD, _: &mut Checks) -> Self::Output {
        acc.comp_finish(rs, scale_stride(rd, self.0.stride()))
    }
}

/// A left-hand mode that is not the last: one step of CuTe's fold.
impl<CS, CD, N, T, Acc, RS, RD> CompFold<Acc, RS, RD> for HCons<Layout<CS, CD>, HCons<N, T>>
where
    CS: Int + IntCeilDiv<IntAbsOf<RD>>,
    CD: StrideLeaf,
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
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn comp_fold(self, acc: Acc, rs: RS, rd: RD, c: &mut Checks) -> Self::Output {
        let (cs, cd) = (self.0.shape(), self.0.stride());
        let (csv, rdv) = (cs.value(), rd.value());
        if csv == 0 {
            c.fail(AlgebraError::new(
                OP,
                "a shape has a zero mode",
                [i64::from(csv), i64::from(rdv), 0, 0],
            ));
        }
        // (dynamic divisibility conditions are decided by `admissibility::composition`)
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
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(crate) fn guarded_ceil_div<A: IntCeilDiv<B>, B: Int>(
    a: A,
    b: B,
    c: &mut Checks,
) -> IntCeilQuot<A, B> {
    if b.value() == 0 {
        c.fail(AlgebraError::new(
            OP,
            "division by zero",
            [i64::from(a.value()), 0, 0, 0],
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
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
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
    RD: IntMul<CD::Value>,
    CD: StrideLeaf,
    IntMinimum<NS, RS>: crate::layout::CongruentWith<ScaledStride<RD, CD>>,
    Acc: Concat<HCons<Layout<IntMinimum<NS, RS>, ScaledStride<RD, CD>>, HNil>>,
    Tail: CompFold<
        <Acc as Concat<HCons<Layout<IntMinimum<NS, RS>, ScaledStride<RD, CD>>, HNil>>>::Output,
        IntQuot<RS, IntMinimum<NS, RS>>,
        ND,
    >,
{
    type Output = <Tail as CompFold<
        <Acc as Concat<HCons<Layout<IntMinimum<NS, RS>, ScaledStride<RD, CD>>, HNil>>>::Output,
        IntQuot<RS, IntMinimum<NS, RS>>,
        ND,
    >>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
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
            c.fail(AlgebraError::new(
                OP,
                "zero-sized mode",
                [i64::from(rv), 0, 0, 0],
            ));
            Default::default()
        } else {
            rs.int_div(new_s)
        };
        let acc = acc.concat(HCons(Layout::new(new_s, scale_stride(rd, cd)), HNil));
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
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn comp_finish(self, rs: RS, ld: LD) -> Self::Output {
        Layout::new(rs, ld)
    }
}
impl<H, T, RS: IsOne, LD> CompFinish<RS, LD> for HCons<H, T>
where
    IsOneOut<RS>: CompFinishIf<Self, RS, LD>,
{
    type Output = <IsOneOut<RS> as CompFinishIf<Self, RS, LD>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
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
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn comp_finish_if(acc: Acc, _: RS, _: LD) -> Self::Output {
        acc.unwrap_layout()
    }
}
impl<Acc, RS: Int + crate::layout::CongruentWith<LD>, LD: StrideLeaf> CompFinishIf<Acc, RS, LD>
    for B0
where
    Acc: Concat<HCons<Layout<RS, LD>, HNil>>,
    <Acc as Concat<HCons<Layout<RS, LD>, HNil>>>::Output: MakeLayout,
    MakeLayoutOut<<Acc as Concat<HCons<Layout<RS, LD>, HNil>>>::Output>: LayoutParts,
{
    type Output = MakeLayoutOut<<Acc as Concat<HCons<Layout<RS, LD>, HNil>>>::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
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
