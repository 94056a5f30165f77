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

mod steps;
pub use steps::*;

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
        if c.verify && dynamic && !(check_nonzero_shape(&self.shape()) && check_nonzero_shape(&m)) {
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
            None if !c.verify => Ok(()),
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
                None if !c.verify => Ok(()),
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
    Checks::run(|c| l.complement_checked(m, c))
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
        crate::int_tuple::reflect::dyn_size(m),
    )
}
