//! `complement(L, M)`: the layout of the part of the codomain `[0, M)` that `L` does not reach,
//! ordered and disjoint from `L` (CuTe's `complement`, 02_layout_algebra.md §Complement).
//!
//! | step | CuTe |
//! |------|------|
//! | `filter(L)` | drop static stride-`_0` and size-`_1` modes, coalesce |
//! | a single stride-`_0` mode | `make_layout(coalesce(M))` |
//! | otherwise | repeatedly take the mode of smallest stride `d`: shape `d / last`, stride `last`; then the rest `coalesce(ceil_div(M, d*s))` with compact strides, and coalesce the whole |
//!
//! CuTe sorts the strides at compile time, so a layout of rank > 1 (after filtering) needs
//! static strides: "Dynamic-stride complement only for rank-1 layouts".

use super::admissibility::{self, const_modes, push_leaf_modes, Modes, PushModes};
use super::coalesce::{CoalesceModes, CoalesceModesOut};
use super::coalesce::{FilterZeros, ShapeCoalesce};
use super::composition::check_nonzero_shape;
use super::error::{AlgebraError, Checks};
use super::error::{NoZeroShapes, NoZeros};
use super::layout_parts::LayoutParts;
use super::mode_list::{leaf_modes, LeafModes, UnwrapLayout, UnwrapLayoutOut};
use crate::hlist::{Concat, HCons, HNil};
use crate::int::{Int, IntDiv, IntMul, IntProd, IntQuot, StaticInt, _1};
use crate::int::{IsStatic, IsZero, IsZeroOut};
use crate::int_tuple::{IntTuple, ShapeDiv, ShapeDivided};
use crate::layout::{make_layout, CosizeOf, Layout};
use crate::stride::{Compact, Crd2Idx, Crd2IdxOf, LayoutLeft};
use typenum::{Eq, IsEqual, Min, Minimum, B0, B1};

const OP: &str = "complement";

/// The complement of a layout for a cotarget `M` (an integer or a shape), CuTe's
/// `complement(L, M)`.
///
/// # Post-conditions
/// `size(R) >= M / size(filter(L))`; `R(i-1) < R(i)`; `R(i) != L(j)` for `i >= 1`; and
/// `cosize((L, R)) >= size(M)`.
///
/// # Static vs dynamic
/// Static strides and shapes give a static result (a type). A layout of rank > 1 after
/// filtering must have static strides (a compile error otherwise, as CuTe).
///
/// # Errors
/// Static: a non-injective layout and a dynamic stride at rank > 1 are compile errors naming
/// `complement`. Dynamic: a zero mode, a non-injective layout, or a result that is not a
/// complement (the closed-form conditions of [`admissibility::complement`], decided at
/// compile time for static inputs) are [`AlgebraError`]s.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(complement_to(Layout::new(_4, _2), _24).to_string(), "(_2,_3):(_1,_8)");
/// assert_eq!(complement_to(Layout::new((_2, _2), (_1, _6)), _24).to_string(), "(_3,_2):(_2,_12)");
/// assert_eq!(complement_to(Layout::new(4, 2), 24).to_string(), "(2,3):(_1,8)");
/// assert_eq!(complement(Layout::new((_4, _6), (_1, _8))).to_string(), "_2:_4");
/// ```
///
/// CuTe: `cute::complement`, 02_layout_algebra.md §Complement.
#[diagnostic::on_unimplemented(
    message = "complement: `{Self}` has no complement for the cotarget `{M}`",
    note = "the cotarget is an integer or a shape; the layout must be injective"
)]
pub trait Complement<M>: Sized {
    /// The complement.
    type Output: LayoutParts;
    #[doc(hidden)]
    /// Computes it, recording dynamic precondition failures in `c`.
    fn complement_checked(self, m: M, c: &mut Checks) -> Self::Output {
        self.complement_flagged(m, c, true)
    }
    #[doc(hidden)]
    /// Computes it; `cover` also checks `cosize((L, R)) >= size(M)` (the divides and products
    /// check their results as functions instead).
    fn complement_flagged(self, m: M, c: &mut Checks, cover: bool) -> Self::Output;
}
/// The result of [`Complement`]. This is an alias; see [`Layout`] for methods.
pub type Complemented<L, M> = <L as Complement<M>>::Output;

/// The filtered modes of a layout (CuTe's `filter`: static stride-0 modes get shape `_1`, then
/// coalesce).
pub type FilteredModes<S, D> = CoalesceModesOut<<LeafModesOf0<S, D> as FilterZeros>::Output>;
type LeafModesOf0<S, D> = <S as LeafModes<D>>::List;

impl<S, D, M> Complement<M> for Layout<S, D>
where
    S: IntTuple + LeafModes<D>,
    D: IntTuple,
    M: IntTuple + NoZeros,
    S::List: NoZeroShapes + FilterZeros,
    <S::List as FilterZeros>::Output: CoalesceModes + Copy,
    FilteredModes<S, D>: ComplementFiltered<M> + PushModes,
{
    type Output = <FilteredModes<S, D> as ComplementFiltered<M>>::Output;
    #[inline]
    fn complement_flagged(self, m: M, c: &mut Checks, cover: bool) -> Self::Output {
        let dynamic = !(S::IS_STATIC && M::IS_STATIC);
        if dynamic && !(check_nonzero_shape(&self.shape()) && check_nonzero_shape(&m)) {
            // a zero would make CuTe divide by zero: report it, and compute with ones instead
            c.fail(AlgebraError::new(
                OP,
                "a shape or the cotarget has a zero mode",
                [0; 4],
            ));
        }
        let zeros_out = leaf_modes(self).no_zero_shapes().filter_zeros();
        type V<S, D, M, R> = StaticVerdict<S, D, M, <R as LayoutParts>::S, <R as LayoutParts>::D>;
        // the closed-form condition first: its message names what fails
        let admissible = match V::<S, D, M, Self::Output>::VERDICT {
            Some((verdict, _)) => verdict,
            None => dynamic_admissible(&zeros_out.coalesce_modes()),
        };
        if let Err(e) = admissible {
            c.fail(e);
        }
        let r = zeros_out
            .coalesce_modes()
            .complement_filtered(m.no_zeros(), c);
        if cover && c.hard.is_none() {
            let covers = match V::<S, D, M, Self::Output>::VERDICT {
                Some((_, verdict)) => verdict,
                None => dynamic_covers(&self, &m, &r),
            };
            if let Err(e) = covers {
                c.fail(e);
            }
        }
        r
    }
}

/// CuTe's `complement(l, cotarget)`.
///
/// # Panics
/// When a precondition fails on dynamic values, or the input is inadmissible although CuTe
/// accepts it (decided by the closed-form conditions of
/// [`admissibility`](crate::algebra::admissibility), at compile time for static inputs; see [`try_complement_to`]).
#[inline]
#[track_caller]
pub fn complement_to<L: Complement<M>, M>(l: L, m: M) -> Complemented<L, M> {
    match try_complement_to(l, m) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}

/// CuTe's `complement(l, cotarget)`, returning an error when a precondition fails on dynamic
/// values.
///
/// ```
/// use layout_core::prelude::*;
/// assert!(try_complement_to(Layout::new(4, 0), 8).is_err()); // dynamic stride 0: not injective
/// ```
#[inline]
pub fn try_complement_to<L: Complement<M>, M>(
    l: L,
    m: M,
) -> Result<Complemented<L, M>, AlgebraError> {
    let mut c = Checks::default();
    let r = l.complement_checked(m, &mut c);
    match c.hard {
        Some(e) => Err(e),
        None => Ok(r),
    }
}

/// The cotarget of the one-argument `complement(L)`: `cosize(filter(L))`.
pub trait DefaultCotarget {
    /// The cotarget.
    type Output: IntTuple;
    /// Computes it.
    fn default_cotarget(&self) -> Self::Output;
}
impl<S, D> DefaultCotarget for Layout<S, D>
where
    S: IntTuple + LeafModes<D>,
    D: IntTuple,
    S::List: FilterZeros,
    <S::List as FilterZeros>::Output: CoalesceModes,
    FilteredModes<S, D>: UnwrapLayout,
    UnwrapLayoutOut<FilteredModes<S, D>>: HasCosize,
{
    type Output = <UnwrapLayoutOut<FilteredModes<S, D>> as HasCosize>::Output;
    #[inline]
    fn default_cotarget(&self) -> Self::Output {
        leaf_modes(*self)
            .filter_zeros()
            .coalesce_modes()
            .unwrap_layout()
            .cosize_of()
    }
}

/// A layout's `cosize`.
pub trait HasCosize {
    /// The cosize.
    type Output: Int;
    /// Computes it.
    fn cosize_of(&self) -> Self::Output;
}
impl<S: IntTuple, D: IntTuple> HasCosize for Layout<S, D>
where
    S::Size: crate::int::IntSub<_1>,
    crate::int::IntDiff<S::Size, _1>: Crd2Idx<S, D>,
    Crd2IdxOf<crate::int::IntDiff<S::Size, _1>, S, D>: crate::int::IntAdd<_1>,
{
    type Output = CosizeOf<S, D>;
    #[inline]
    fn cosize_of(&self) -> Self::Output {
        self.cosize()
    }
}

/// The result of CuTe's one-argument `complement(L)`.
pub type ComplementedSelf<L> = Complemented<L, <L as DefaultCotarget>::Output>;

/// CuTe's `complement(l)`: the cotarget is `cosize(filter(l))`.
///
/// # Panics
/// When a precondition fails on dynamic values, or the input is inadmissible although CuTe
/// accepts it (decided by the closed-form conditions of
/// [`admissibility`](crate::algebra::admissibility), at compile time for static inputs; see [`try_complement`]).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(complement(Layout::new((_2, _2), (_1, _6))).to_string(), "_3:_2");
/// ```
#[inline]
#[track_caller]
pub fn complement<L: DefaultCotarget + Complement<<L as DefaultCotarget>::Output>>(
    l: L,
) -> ComplementedSelf<L> {
    let m = l.default_cotarget();
    complement_to(l, m)
}

/// CuTe's `complement(l)`, returning an error when a precondition fails on dynamic values.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_complement(Layout::new(4, 2)).unwrap().to_string(), "(2,1):(_1,8)");
/// ```
#[inline]
pub fn try_complement<L: DefaultCotarget + Complement<<L as DefaultCotarget>::Output>>(
    l: L,
) -> Result<ComplementedSelf<L>, AlgebraError> {
    let m = l.default_cotarget();
    try_complement_to(l, m)
}

/// The admissibility of `complement(S:D, M)` with the result `RS:RD`, decided at compile time
/// for static inputs: (the complement condition, the covering condition); `None` when a value
/// is dynamic (then it is decided at run time, in O(rank)).
struct StaticVerdict<S, D, M, RS, RD>(core::marker::PhantomData<(S, D, M, RS, RD)>);
type Verdict = (Result<(), AlgebraError>, Result<(), AlgebraError>);
impl<S: IntTuple, D: IntTuple, M: IntTuple, RS: IntTuple, RD: IntTuple>
    StaticVerdict<S, D, M, RS, RD>
{
    const VERDICT: Option<Verdict> = match (
        const_modes(S::LEAVES, D::LEAVES),
        const_modes(RS::LEAVES, RD::LEAVES),
        M::LEAVES,
    ) {
        (Some(l), Some(r), Some(m)) => Some((
            admissibility::complement(l.filtered().as_slice()),
            admissibility::complement_covers(l.as_slice(), r.as_slice(), m.product()),
        )),
        _ => None,
    };
}

/// The complement condition at run time, in O(rank), from the modes `f` of CuTe's `filter(L)`.
fn dynamic_admissible<F: PushModes>(f: &F) -> Result<(), AlgebraError> {
    let mut fm = Modes::new();
    f.push_modes(&mut fm);
    admissibility::complement(fm.as_slice())
}

/// The covering condition at run time, in O(rank), for the layout `l`, the cotarget `m` and
/// the result `r`.
fn dynamic_covers<L: LayoutParts, M: IntTuple, R: LayoutParts>(
    l: &L,
    m: &M,
    r: &R,
) -> Result<(), AlgebraError> {
    let (mut lm, mut rm) = (Modes::new(), Modes::new());
    let ((ls, ld), (rs, rd)) = (l.parts(), r.parts());
    push_leaf_modes(&ls, &ld, &mut lm);
    push_leaf_modes(&rs, &rd, &mut rm);
    admissibility::complement_covers(
        lm.as_slice(),
        rm.as_slice(),
        super::layout_parts::dyn_size(m),
    )
}

// ------------------------------------------------------------------------------------------
// detail::complement on the filtered modes

/// CuTe's `detail::complement(shape, stride, cotarget)` on the filtered modes `Self`.
pub trait ComplementFiltered<M> {
    /// The complement.
    type Output: LayoutParts;
    /// Computes it.
    fn complement_filtered(self, m: M, c: &mut Checks) -> Self::Output;
}
/// A single mode: "Special case for irreducible rank-1 stride-0 layout", or the general case.
impl<S: Int, D: Int + IsZero, M> ComplementFiltered<M> for HCons<Layout<S, D>, HNil>
where
    IsZeroOut<D>: ComplementSingle<S, D, M>,
{
    type Output = <IsZeroOut<D> as ComplementSingle<S, D, M>>::Output;
    #[inline(always)]
    fn complement_filtered(self, m: M, c: &mut Checks) -> Self::Output {
        <IsZeroOut<D> as ComplementSingle<S, D, M>>::complement_single(self, m, c)
    }
}
/// Rank > 1: static strides, then the fold.
impl<M0, M1, T, M> ComplementFiltered<M> for HCons<M0, HCons<M1, T>>
where
    Self: AllStaticStrides,
    <Self as AllStaticStrides>::Checked: ComplementSteps<HNil, _1, M>,
{
    type Output = <<Self as AllStaticStrides>::Checked as ComplementSteps<HNil, _1, M>>::Output;
    #[inline(always)]
    fn complement_filtered(self, m: M, c: &mut Checks) -> Self::Output {
        self.checked().complement_steps(HNil, _1::default(), m, c)
    }
}

/// `B1`: `make_layout(coalesce(M))`; `B0`: the general case with no fold step.
pub trait ComplementSingle<S, D, M> {
    /// The complement.
    type Output: LayoutParts;
    /// Computes it.
    fn complement_single(l: HCons<Layout<S, D>, HNil>, m: M, c: &mut Checks) -> Self::Output;
}
impl<S, D, M: IntTuple + ShapeCoalesce> ComplementSingle<S, D, M> for B1
where
    M::Output: Compact<LayoutLeft, _1>,
{
    type Output = Layout<M::Output, <M::Output as Compact<LayoutLeft, _1>>::Stride>;
    #[inline(always)]
    fn complement_single(_: HCons<Layout<S, D>, HNil>, m: M, _: &mut Checks) -> Self::Output {
        make_layout(m.shape_coalesce())
    }
}
impl<S, D, M> ComplementSingle<S, D, M> for B0
where
    HCons<Layout<S, D>, HNil>: ComplementSteps<HNil, _1, M>,
{
    type Output = <HCons<Layout<S, D>, HNil> as ComplementSteps<HNil, _1, M>>::Output;
    #[inline(always)]
    fn complement_single(l: HCons<Layout<S, D>, HNil>, m: M, c: &mut Checks) -> Self::Output {
        l.complement_steps(HNil, _1::default(), m, c)
    }
}

/// Every stride of the filtered layout is static (CuTe sorts them at compile time);
/// `Checked` is the list itself, through which the rest of the computation goes.
pub trait AllStaticStrides {
    /// The same list.
    type Checked;
    /// The same list.
    fn checked(self) -> Self::Checked;
}
impl AllStaticStrides for HNil {
    type Checked = HNil;
    #[inline(always)]
    fn checked(self) -> HNil {
        HNil
    }
}
impl<S: Int, D: Int + IsStatic, T: AllStaticStrides> AllStaticStrides for HCons<Layout<S, D>, T>
where
    <D as IsStatic>::Out: StaticStride<D>,
{
    type Checked = HCons<Layout<S, <<D as IsStatic>::Out as StaticStride<D>>::Out>, T::Checked>;
    #[inline(always)]
    fn checked(self) -> Self::Checked {
        HCons(
            Layout::new(self.0.shape(), Default::default()),
            self.1.checked(),
        )
    }
}

/// A static stride.
#[diagnostic::on_unimplemented(
    message = "complement: Dynamic-stride complement only for rank-1 layouts",
    note = "after filtering, a layout of rank > 1 needs static strides (CuTe sorts them at compile time)"
)]
pub trait StaticStride<D> {
    /// The stride.
    type Out: StaticInt;
}
impl<D: StaticInt> StaticStride<D> for B1 {
    type Out = D;
}

/// The new shape `min_stride / last_stride` is not the static 0.
#[diagnostic::on_unimplemented(
    message = "complement: Non-injective Layout detected in complement",
    note = "a stride is smaller than the extent of the modes below it, so two coordinates map to one index"
)]
pub trait Injective {}
impl Injective for B0 {}

/// The fold of `detail::complement` over the remaining modes `Self`: `Res` are the result
/// modes so far, `Last` the last result stride.
pub trait ComplementSteps<Res, Last, M> {
    /// The complement.
    type Output: LayoutParts;
    /// Folds.
    fn complement_steps(self, res: Res, last: Last, m: M, c: &mut Checks) -> Self::Output;
}

/// `d / last` with a check for a dynamic zero divisor.
#[inline(always)]
fn div_checked<A: IntDiv<B>, B: Int>(a: A, b: B, c: &mut Checks) -> IntQuot<A, B> {
    if b.value() == 0 {
        c.fail(AlgebraError::new(
            OP,
            "division by zero",
            [i64::from(a.value()), 0, 0, 0],
        ));
        return Default::default();
    }
    a.int_div(b)
}

/// A fold step: take the mode of smallest (static) stride.
impl<X0, X1, T, Res, Last, M> ComplementSteps<Res, Last, M> for HCons<X0, HCons<X1, T>>
where
    Self: MinStride + RemoveFirstStride<<Self as MinStride>::Min>,
    <Self as MinStride>::Min: StaticInt + IntDiv<Last> + IntMul<RemovedShape<Self>>,
    Last: Int,
    IntQuot<<Self as MinStride>::Min, Last>: IsZero,
    IsZeroOut<IntQuot<<Self as MinStride>::Min, Last>>: Injective,
    Res: Concat<HCons<Layout<IntQuot<<Self as MinStride>::Min, Last>, Last>, HNil>>,
    RemovedRest<Self>: ComplementSteps<
        <Res as Concat<HCons<Layout<IntQuot<<Self as MinStride>::Min, Last>, Last>, HNil>>>::Output,
        IntProd<<Self as MinStride>::Min, RemovedShape<Self>>,
        M,
    >,
{
    type Output = <RemovedRest<Self> as ComplementSteps<
        <Res as Concat<HCons<Layout<IntQuot<<Self as MinStride>::Min, Last>, Last>, HNil>>>::Output,
        IntProd<<Self as MinStride>::Min, RemovedShape<Self>>,
        M,
    >>::Output;
    #[inline(always)]
    fn complement_steps(self, res: Res, last: Last, m: M, c: &mut Checks) -> Self::Output {
        let min = <Self as MinStride>::Min::default();
        let (shape, rest) = self.remove_first_stride();
        let new_shape = div_checked(min, last, c);
        if new_shape.value() == 0 {
            c.fail(AlgebraError::new(
                OP,
                "non-injective layout",
                [i64::from(min.value()), i64::from(last.value()), 0, 0],
            ));
        }
        let res = res.concat(HCons(Layout::new(new_shape, last), HNil));
        rest.complement_steps(res, min.int_mul(shape), m, c)
    }
}

/// The last mode: append it, then the rest `coalesce(ceil_div(M, d*s))` with compact strides
/// seeded with `d*s`, and coalesce everything.
impl<S, D, Res, Last, M> ComplementSteps<Res, Last, M> for HCons<Layout<S, D>, HNil>
where
    S: Int,
    D: Int + IntDiv<Last> + IntMul<S>,
    Last: Int,
    M: ShapeDiv<IntProd<D, S>>,
    ShapeDivided<M, IntProd<D, S>>: ShapeCoalesce,
    <ShapeDivided<M, IntProd<D, S>> as ShapeCoalesce>::Output: Compact<LayoutLeft, IntProd<D, S>>,
    IntQuot<D, Last>: IsZero,
    IsZeroOut<IntQuot<D, Last>>: Injective,
    Res: Concat<HCons<Layout<IntQuot<D, Last>, Last>, HNil>>,
    RestShape<M, D, S>: LeafModes<RestStride<M, D, S>>,
    <Res as Concat<HCons<Layout<IntQuot<D, Last>, Last>, HNil>>>::Output:
        Concat<<RestShape<M, D, S> as LeafModes<RestStride<M, D, S>>>::List>,
    AllModes<Res, Last, M, D, S>: CoalesceModes,
    CoalesceModesOut<AllModes<Res, Last, M, D, S>>: UnwrapLayout,
    UnwrapLayoutOut<CoalesceModesOut<AllModes<Res, Last, M, D, S>>>: LayoutParts,
{
    type Output = UnwrapLayoutOut<CoalesceModesOut<AllModes<Res, Last, M, D, S>>>;
    #[inline(always)]
    fn complement_steps(self, res: Res, last: Last, m: M, c: &mut Checks) -> Self::Output {
        let (s, d) = (self.0.shape(), self.0.stride());
        let new_shape = div_checked(d, last, c);
        if new_shape.value() == 0 {
            c.fail(AlgebraError::new(
                OP,
                "non-injective layout",
                [i64::from(d.value()), i64::from(last.value()), 0, 0],
            ));
        }
        let res = res.concat(HCons(Layout::new(new_shape, last), HNil));
        let mut new_stride = d.int_mul(s);
        if new_stride.value() == 0 {
            c.fail(AlgebraError::new(
                OP,
                "division by zero",
                [i64::from(d.value()), i64::from(s.value()), 0, 0],
            ));
            new_stride = Int::from_value(1);
        }
        let rest_shape = m.shape_div(new_stride).shape_coalesce();
        let rest_stride = rest_shape.compact(new_stride).0;
        let all = res.concat(rest_shape.leaf_modes(rest_stride));
        all.coalesce_modes().unwrap_layout()
    }
}
/// `coalesce(ceil_div(M, d*s))`.
pub type RestShape<M, D, S> = <ShapeDivided<M, IntProd<D, S>> as ShapeCoalesce>::Output;
/// `compact_major<LayoutLeft>(rest_shape, d*s)`.
pub type RestStride<M, D, S> = <RestShape<M, D, S> as Compact<LayoutLeft, IntProd<D, S>>>::Stride;
/// The result modes followed by the rest modes.
pub type AllModes<Res, Last, M, D, S> =
    <<Res as Concat<HCons<Layout<IntQuot<D, Last>, Last>, HNil>>>::Output as Concat<
        <RestShape<M, D, S> as LeafModes<RestStride<M, D, S>>>::List,
    >>::Output;

// ------------------------------------------------------------------------------------------
// Smallest static stride, and removing its first mode

/// The smallest stride of a list of modes (all static).
pub trait MinStride {
    /// The minimum.
    type Min;
}
impl<S, D> MinStride for HCons<Layout<S, D>, HNil> {
    type Min = D;
}
impl<S, D: Min<<HCons<X, T> as MinStride>::Min>, X, T> MinStride
    for HCons<Layout<S, D>, HCons<X, T>>
where
    HCons<X, T>: MinStride,
{
    type Min = Minimum<D, <HCons<X, T> as MinStride>::Min>;
}

/// Removes the first mode whose stride is `K` (CuTe's `find` then `remove`), returning its
/// shape and the other modes.
pub trait RemoveFirstStride<K> {
    /// The removed mode's shape.
    type Shape: Int;
    /// The other modes.
    type Rest;
    /// Removes it.
    fn remove_first_stride(self) -> (Self::Shape, Self::Rest);
}
/// The shape of the removed mode.
pub type RemovedShape<L> = <L as RemoveFirstStride<<L as MinStride>::Min>>::Shape;
/// The modes left after the removal.
pub type RemovedRest<L> = <L as RemoveFirstStride<<L as MinStride>::Min>>::Rest;
impl<K, S: Int, D: IsEqual<K>, T> RemoveFirstStride<K> for HCons<Layout<S, D>, T>
where
    Eq<D, K>: RemoveIf<K, S, D, T>,
{
    type Shape = <Eq<D, K> as RemoveIf<K, S, D, T>>::Shape;
    type Rest = <Eq<D, K> as RemoveIf<K, S, D, T>>::Rest;
    #[inline(always)]
    fn remove_first_stride(self) -> (Self::Shape, Self::Rest) {
        <Eq<D, K> as RemoveIf<K, S, D, T>>::remove_if(self)
    }
}
/// `B1`: this mode; `B0`: search the tail.
pub trait RemoveIf<K, S, D, T> {
    /// The removed mode's shape.
    type Shape: Int;
    /// The other modes.
    type Rest;
    /// Removes it.
    fn remove_if(l: HCons<Layout<S, D>, T>) -> (Self::Shape, Self::Rest);
}
impl<K, S: Int, D: Int, T> RemoveIf<K, S, D, T> for B1 {
    type Shape = S;
    type Rest = T;
    #[inline(always)]
    fn remove_if(l: HCons<Layout<S, D>, T>) -> (S, T) {
        (l.0.shape(), l.1)
    }
}
impl<K, S, D, T: RemoveFirstStride<K>> RemoveIf<K, S, D, T> for B0 {
    type Shape = T::Shape;
    type Rest = HCons<Layout<S, D>, T::Rest>;
    #[inline(always)]
    fn remove_if(l: HCons<Layout<S, D>, T>) -> (Self::Shape, Self::Rest) {
        let (s, rest) = l.1.remove_first_stride();
        (s, HCons(l.0, rest))
    }
}
