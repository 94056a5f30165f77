//! Broadcast of register values, CuTe DSL's rule: the shorter shape is padded with `_1` modes
//! at the end; each pair of top-level modes is equal (kept), or one has size 1 (the other is
//! kept, the size-1 mode repeated along it).
//!
//! | `A` | `B` | `Broadcast<A, B>` |
//! |-----|-----|-------------------|
//! | `(_4,_3)` | `(_4,_3)` | `(_4,_3)` |
//! | `(_4,_1)` | `(_4,_3)` | `(_4,_3)` |
//! | `(_1,_3)` | `(_4,_1)` | `(_4,_3)` |
//! | `(_4)` | `(_4,_3)` | `(_4,_3)` (padded: `(_4,_1)`) |
//! | `_4` | `_4` | `_4` (two integer shapes stay an integer) |
//! | `(_1,(_2,_2))` | `(_8,(_2,_2))` | `(_8,(_2,_2))` |
//! | `(_4,_3)` | `(_4,_2)` | compile error: sizes 3 and 2, neither 1 |
//! | `((_2,_3),_1)` | `((_3,_2),_1)` | compile error: same size, different shapes |

use super::shape::{stride_of, StaticShape, MAX_MODES};
use super::unroll::Unroll;
use super::TensorSsa;
use crate::hlist::{HCons, HNil, ToTuple};
use crate::int::{IsOne, IsOneOut, _1};
use crate::numeric::{Math, Numeric};
use typenum::{Eq, IsEqual, B0, B1};

/// The shape two values broadcast to (the rule of [`crate::tensor::ssa`]); `Output` is it.
///
/// ```
/// use layout_core::prelude::*;
/// use static_assertions::assert_type_eq_all;
/// assert_type_eq_all!(Broadcast<(_1, _3), (_4, _1)>, (_4, _3));
/// assert_type_eq_all!(Broadcast<(_4,), (_4, _3)>, (_4, _3));
/// assert_type_eq_all!(Broadcast<_4, _4>, _4);
/// ```
#[diagnostic::on_unimplemented(
    message = "broadcast: the shapes `{Self}` and `{Rhs}` do not broadcast",
    note = "CuTe DSL's rule: pad the shorter shape with `_1` at the end; each pair of modes must be equal or one of them of size 1"
)]
pub trait BroadcastShape<Rhs: StaticShape>: StaticShape {
    /// The common shape.
    type Output: StaticShape;
}

/// The shape `A` and `B` broadcast to: `Broadcast<A, B> = <A as BroadcastShape<B>>::Output`.
pub type Broadcast<A, B> = <A as BroadcastShape<B>>::Output;

impl<A: StaticShape, B: StaticShape> BroadcastShape<B> for A
where
    A::Modes: ZipModes<B::Modes>,
    (A::IsInt, B::IsInt): ShapeOfModes<<A::Modes as ZipModes<B::Modes>>::Output>,
{
    type Output =
        <(A::IsInt, B::IsInt) as ShapeOfModes<<A::Modes as ZipModes<B::Modes>>::Output>>::Output;
}

/// A static shape whose values combine with values of the same shape by `+ - * /`: every
/// [`StaticShape`] (up to 12 modes); the bound generic code over register values writes (the
/// operators accept any two shapes that [`BroadcastShape`], which generic code cannot prove
/// for a shape parameter by itself).
///
/// ```
/// use layout_core::prelude::*;
/// fn axpy<S: SsaShape>(a: f32, x: TensorSsa<f32, S>, y: TensorSsa<f32, S>) -> TensorSsa<f32, S> {
///     x * a + y
/// }
/// let r = axpy(2.0, TensorSsa::full((_2, _2), 1.0), TensorSsa::full((_2, _2), 0.5));
/// assert_eq!(r.as_slice(), [2.5; 4]);
/// ```
pub trait SsaShape: StaticShape + BroadcastShape<Self, Output = Self> {}
impl<S: StaticShape + BroadcastShape<S, Output = S>> SsaShape for S {}

/// Pairs the mode lists, padding the shorter with `_1`, broadcasting each pair.
#[doc(hidden)]
pub trait ZipModes<Rhs> {
    type Output;
}
impl ZipModes<HNil> for HNil {
    type Output = HNil;
}
impl<A: BroadcastMode<_1>, TA: ZipModes<HNil>> ZipModes<HNil> for HCons<A, TA> {
    type Output = HCons<A::Output, TA::Output>;
}
impl<B, TB> ZipModes<HCons<B, TB>> for HNil
where
    _1: BroadcastMode<B>,
    HNil: ZipModes<TB>,
{
    type Output = HCons<<_1 as BroadcastMode<B>>::Output, <HNil as ZipModes<TB>>::Output>;
}
impl<A: BroadcastMode<B>, TA: ZipModes<TB>, B, TB> ZipModes<HCons<B, TB>> for HCons<A, TA> {
    type Output = HCons<A::Output, TA::Output>;
}

/// The broadcast shape from its mode list: an integer when both shapes were integers.
#[doc(hidden)]
pub trait ShapeOfModes<L> {
    type Output: StaticShape;
}
impl<X: StaticShape> ShapeOfModes<HCons<X, HNil>> for (B1, B1) {
    type Output = X;
}
impl<I, L: ToTuple> ShapeOfModes<L> for (B0, I)
where
    L::Tuple: StaticShape,
{
    type Output = L::Tuple;
}
impl<L: ToTuple> ShapeOfModes<L> for (B1, B0)
where
    L::Tuple: StaticShape,
{
    type Output = L::Tuple;
}

/// One pair of top-level modes broadcast.
#[doc(hidden)]
pub trait BroadcastMode<B> {
    type Output;
}
impl<A: StaticShape, B: StaticShape> BroadcastMode<B> for A
where
    A::Size: IsEqual<B::Size> + IsOne,
    B::Size: IsOne,
    (Eq<A::Size, B::Size>, IsOneOut<A::Size>, IsOneOut<B::Size>): PickMode<A, B>,
{
    type Output =
        <(Eq<A::Size, B::Size>, IsOneOut<A::Size>, IsOneOut<B::Size>) as PickMode<A, B>>::Output;
}

/// The kept mode, keyed on (equal sizes, `A` has size 1, `B` has size 1).
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "broadcast: modes `{A}` and `{B}` differ in size and neither has size 1",
    note = "CuTe DSL's rule: each pair of modes must be equal or one of them of size 1 (static integers print in typenum form: PInt<UInt<UInt<UTerm, B1>, B0>> is _2)"
)]
pub trait PickMode<A, B> {
    type Output;
}
impl<A: SameMode<B>, B, X, Y> PickMode<A, B> for (B1, X, Y) {
    type Output = A;
}
impl<A, B, Y> PickMode<A, B> for (B0, B1, Y) {
    type Output = B;
}
impl<A, B> PickMode<A, B> for (B0, B0, B1) {
    type Output = A;
}

/// Two modes of one size broadcast only when they are the same shape.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "broadcast: modes `{Self}` and `{B}` have the same size but different shapes",
    note = "a nested mode broadcasts as a whole: equal modes, or one of size 1"
)]
pub trait SameMode<B> {}
impl<A> SameMode<A> for A {}

impl<T: Numeric, S: StaticShape, M: Math> TensorSsa<T, S, M> {
    /// The value repeated along the modes of size 1 (and the missing trailing modes) of
    /// `shape`, CuTe DSL's `broadcast_to`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let row = TensorSsa::<f32, _>::from_fn((_1, _3), |i| i as f32);
    /// let grid = row.broadcast_to((_4, _3));
    /// // column-major (4,3): each row is [0, 1, 2]
    /// assert_eq!(grid.get(0), Some(0.0));
    /// assert_eq!(grid.get(4), Some(1.0)); // (0, 1)
    /// assert_eq!(grid.get(7), Some(1.0)); // (3, 1)
    /// ```
    ///
    /// A mode of another size than 1 cannot grow:
    /// ```compile_fail
    /// use layout_core::prelude::*;
    /// let v = TensorSsa::<f32, _>::full((_2, _3), 1.0).broadcast_to((_4, _3));
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn broadcast_to<R: StaticShape>(self, _shape: R) -> TensorSsa<T, R, M>
    where
        S: BroadcastShape<R, Output = R>,
    {
        self.broadcast_into()
    }

    /// The value as a value of shape `R`, which `S` broadcasts to (checked by the callers'
    /// bounds): element `i` of the result is the element of `self` at the coordinate of `i`
    /// with every size-1 mode's coordinate 0.
    ///
    /// Both shapes are types, so the index map is constant ([`BroadcastSteps`], evaluated at
    /// compile time) and each element's index is a constant: a value of the same size (same shape, or only size-1 modes
    /// added) is its elements in order, any other broadcast a fixed gather of them; straight-line
    /// code either way, with no index arithmetic left.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub(super) fn broadcast_into<R: StaticShape>(self) -> TensorSsa<T, R, M> {
        if const { S::SIZE == R::SIZE } {
            // Equal sizes: every mode of `R` that is not 1 is the same mode of `S`, so the
            // 1-D orders agree element for element.
            TensorSsa::generate(R::default(), |i| self.data[i])
        } else {
            let steps = const { BroadcastSteps::of(&S::MODES, &R::MODES) };
            TensorSsa::generate(R::default(), |i| self.data[steps.index(i)])
        }
    }
}

/// The index map of a broadcast from modes `src` to modes `dst`, as constants: each
/// destination mode's size and 1-D step, and the step its coordinate takes in the source (0
/// for a size-1 source mode, which repeats).
#[derive(Clone, Copy)]
struct BroadcastSteps {
    dst: [usize; MAX_MODES],
    dst_step: [usize; MAX_MODES],
    src_step: [usize; MAX_MODES],
}

impl BroadcastSteps {
    /// The steps of the broadcast from modes `src` to modes `dst` (evaluated at compile time).
    const fn of(src: &[usize; MAX_MODES], dst: &[usize; MAX_MODES]) -> Self {
        let mut steps = BroadcastSteps {
            dst: *dst,
            dst_step: [0; MAX_MODES],
            src_step: [0; MAX_MODES],
        };
        let mut k = 0;
        while k < MAX_MODES {
            steps.dst_step[k] = stride_of(dst, k);
            if src[k] != 1 {
                steps.src_step[k] = stride_of(src, k);
            }
            k += 1;
        }
        steps
    }

    /// The source 1-D index of destination element `i`: a sum over the modes written out by
    /// [`Unroll`] (no loop), so a constant `i` folds it to a constant.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn index(&self, i: usize) -> usize {
        let mut j = 0;
        <typenum::U12 as Unroll>::each(0, &mut |k| {
            if self.src_step[k] != 0 {
                j += i / self.dst_step[k] % self.dst[k] * self.src_step[k];
            }
        });
        j
    }
}

const _: () = assert!(<typenum::U12 as typenum::Unsigned>::USIZE == MAX_MODES);

#[cfg(test)]
mod tests {
    use super::*;

    fn index(i: usize, src: &[usize], dst: &[usize]) -> usize {
        let pad = |m: &[usize]| {
            let mut a = [1; MAX_MODES];
            a[..m.len()].copy_from_slice(m);
            a
        };
        BroadcastSteps::of(&pad(src), &pad(dst)).index(i)
    }

    #[test]
    fn index_of_a_broadcast_element() {
        // (1,3) -> (4,3): element (r, c) reads element c
        for i in 0..12 {
            assert_eq!(index(i, &[1, 3], &[4, 3]), i / 4);
        }
        // (4,1) -> (4,3): element (r, c) reads element r
        for i in 0..12 {
            assert_eq!(index(i, &[4, 1], &[4, 3]), i % 4);
        }
        // (4) -> (4,3): the missing mode is a size-1 mode
        for i in 0..12 {
            assert_eq!(index(i, &[4], &[4, 3]), i % 4);
        }
        // (2,1,3) -> (2,5,3): element (a, b, c) reads element (a, c)
        for i in 0..30 {
            assert_eq!(index(i, &[2, 1, 3], &[2, 5, 3]), i % 2 + 2 * (i / 10));
        }
        // same shape: the identity
        for i in 0..24 {
            assert_eq!(index(i, &[2, 3, 4], &[2, 3, 4]), i);
        }
    }
}
