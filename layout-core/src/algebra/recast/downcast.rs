//! `downcast<N>(layout)`.

use super::RecastFactor;
use crate::algebra::tuple_ops::{LeafFn, LeafMap, MapPairs, MappedShape, MappedStride};
use crate::algebra::AlgebraError;
use crate::hlist::{HCons, HNil};
use crate::int::{Int, IntMul, IntProd, StaticInt};
use crate::int::{IsOne, IsOneOut, IsUnit, IsUnitOut};
use crate::int_tuple::flatten::Leaves;
use crate::int_tuple::IntTuple;
use crate::layout::{CongruentWith, Layout};
use core::marker::PhantomData;
use core::ops::BitOr;
use typenum::{Bit, Or, B0, B1};

// ---------------------------------------------------------------------------------------------
// downcast

/// Reinterprets a layout of elements as a layout of `N` times narrower elements, CuTe's
/// `downcast<N>(layout)`: a mode of stride `_1` (or `_-1`) gets `N` times the size, every other
/// stride is multiplied by `N`.
///
/// # Errors
/// A layout without a static `_1` stride does not compile (`downcast: requires adjacent
/// elements`).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(downcast(Layout::new((_3, _8, 6), (_1, _3, _24)), _8).to_string(), "(_24,_8,6):(_1,_24,_192)");
/// assert_eq!(downcast(Layout::new(5, _1), _4).to_string(), "20:_1");
/// ```
///
/// A layout without a static `_1` stride does not compile:
/// ```compile_fail
/// use layout_core::prelude::*;
/// let _ = downcast(Layout::new((6, 3), (_7, 42)), _2);
/// ```
///
/// CuTe: `cute::downcast`.
pub trait Downcast<N> {
    /// The downcast layout.
    type Output;
    /// Downcasts.
    fn downcast(self) -> Self::Output;
}
/// The result of [`Downcast`] (an alias; see [`Layout`] for methods).
pub type Downcasted<L, N> = <L as Downcast<N>>::Output;

/// CuTe's `downcast<N>(layout)`; see [`Downcast`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn downcast<L: Downcast<N>, N>(layout: L, _n: N) -> Downcasted<L, N> {
    layout.downcast()
}
/// CuTe's `downcast<N>(layout)` in the `try_*` form of the algebra: it has no precondition on dynamic values,
/// so it always returns `Ok` (static misuse does not compile).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_downcast(Layout::new(5, _1), _4).unwrap().to_string(), "20:_1");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_downcast<L: Downcast<N>, N>(layout: L, _n: N) -> Result<Downcasted<L, N>, AlgebraError> {
    Ok(layout.downcast())
}

#[doc(hidden)]
/// CuTe's `has_int1<Stride>`: `B1` when some leaf of the list is the static `_1`.
pub trait DowncastHasOne {
    /// `B1` or `B0`.
    type Output: Bit;
}
impl DowncastHasOne for HNil {
    type Output = B0;
}
impl<H: IsOne, T: DowncastHasOne> DowncastHasOne for HCons<H, T>
where
    IsOneOut<H>: BitOr<T::Output>,
    Or<IsOneOut<H>, T::Output>: Bit,
{
    type Output = Or<IsOneOut<H>, T::Output>;
}

#[doc(hidden)]
/// CuTe's static check of `downcast`: the stride has a static `_1` leaf.
#[diagnostic::on_unimplemented(
    message = "downcast: requires adjacent elements (the layout has no static `_1` stride)",
    note = "CuTe's downcast<N> requires `has_int1<Stride>`: some stride leaf must be `_1`"
)]
pub trait DowncastAdjacent<X> {
    /// `X`, once the condition holds.
    type Checked;
    /// Passes `X` through.
    fn gate(x: X) -> Self::Checked;
}
#[diagnostic::do_not_recommend]
impl<X> DowncastAdjacent<X> for B1 {
    type Checked = X;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn gate(x: X) -> X {
        x
    }
}

#[doc(hidden)]
/// The shape of a layout, once `downcast`'s check has passed.
pub type DowncastGated<S, D> =
    <<<D as Leaves>::List as DowncastHasOne>::Output as DowncastAdjacent<S>>::Checked;

/// Dispatches on the factor, see [`DowncastBy`].
impl<S, D, N: DowncastBy<S, D>> Downcast<N> for Layout<S, D> {
    type Output = N::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn downcast(self) -> Self::Output {
        N::downcast_by(self)
    }
}

#[doc(hidden)]
/// `downcast<N>(layout)` seen from the factor `Self`.
pub trait DowncastBy<S, D> {
    /// The downcast layout.
    type Output;
    /// Downcasts.
    fn downcast_by(l: Layout<S, D>) -> Self::Output;
}

impl<S, D, N> DowncastBy<S, D> for N
where
    N: RecastFactor,
    S: IntTuple,
    D: IntTuple + Leaves,
    D::List: DowncastHasOne,
    <D::List as DowncastHasOne>::Output: DowncastAdjacent<S>,
    DowncastGated<S, D>: MapPairs<DowncastFn<N>, D>,
    MappedShape<DowncastGated<S, D>, DowncastFn<N>, D>:
        CongruentWith<MappedStride<DowncastGated<S, D>, DowncastFn<N>, D>>,
{
    type Output = Layout<
        MappedShape<DowncastGated<S, D>, DowncastFn<N>, D>,
        MappedStride<DowncastGated<S, D>, DowncastFn<N>, D>,
    >;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn downcast_by(l: Layout<S, D>) -> Self::Output {
        let gated = <<D::List as DowncastHasOne>::Output as DowncastAdjacent<S>>::gate(l.shape());
        let (s, d) = crate::algebra::tuple_ops::map_pairs_infallible::<DowncastFn<N>, _, D>(
            gated,
            l.stride(),
        );
        Layout::new(s, d)
    }
}

#[doc(hidden)]
/// `downcast<N>` on one leaf.
#[derive(Clone, Copy, Debug, Default)]
pub struct DowncastFn<N>(PhantomData<N>);
impl<N> LeafFn for DowncastFn<N> {
    type Err = core::convert::Infallible;
}
impl<S, D: IsUnit, N> LeafMap<S, D> for DowncastFn<N>
where
    IsUnitOut<D>: DowncastLeafBy<S, D, N>,
{
    type S = <IsUnitOut<D> as DowncastLeafBy<S, D, N>>::S;
    type D = <IsUnitOut<D> as DowncastLeafBy<S, D, N>>::D;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn map(s: S, d: D) -> Result<(Self::S, Self::D), Self::Err> {
        Ok(<IsUnitOut<D> as DowncastLeafBy<S, D, N>>::apply(s, d))
    }
}
#[doc(hidden)]
/// `downcast<N>` on one leaf, keyed on whether the stride is the static `_1` or `_-1`.
pub trait DowncastLeafBy<S, D, N> {
    /// The new shape.
    type S: Int;
    /// The new stride.
    type D: Int;
    /// Applies it.
    fn apply(s: S, d: D) -> (Self::S, Self::D);
}
/// `s:_1 => s*N:_1` and `s:_-1 => s*N:_-1`.
impl<S: IntMul<N>, D: Int, N: StaticInt> DowncastLeafBy<S, D, N> for B1 {
    type S = IntProd<S, N>;
    type D = D;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn apply(s: S, d: D) -> (Self::S, D) {
        (s.int_mul(N::default()), d)
    }
}
/// `s:d => s:d*N`.
impl<S: Int, D: IntMul<N>, N: StaticInt> DowncastLeafBy<S, D, N> for B0 {
    type S = S;
    type D = IntProd<D, N>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn apply(s: S, d: D) -> (S, Self::D) {
        (s, d.int_mul(N::default()))
    }
}
