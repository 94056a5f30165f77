//! Reductions of register values (CuTe DSL's `TensorSSA.reduce`): over every element to a
//! scalar, or over one top-level mode to a value with that mode removed.
//!
//! | CuTe DSL | here | result |
//! |----------|------|--------|
//! | `v.reduce(op, init, reduction_profile=0)` | [`v.reduce(op, init)`](TensorSsa::reduce) | `T` |
//! | `v.reduce(op, init, reduction_profile=(None, 1))` on `(M,N)` | [`v.reduce_mode::<1>(op, init)`](TensorSsa::reduce_mode) | shape `(M)` |
//! | `v.reduce(op, init, reduction_profile=(1, None))` on `(M,N)` | `v.reduce_mode::<0>(op, init)` | shape `(N)` |
//!
//! Each result folds `init` and then the elements in their 1-D order, one at a time, with
//! [`Math::binary`]: the order is part of the definition, so host and GPU agree bit for bit.
//! `Max`/`Min` propagate NaN (CuTe DSL's `MAXIMUMF`/`MINIMUMF`).

use super::shape::{stride_of, StaticShape};
use super::unroll::Unroll;
use super::TensorSsa;
use crate::hlist::{HCons, ToTuple};
use crate::numeric::{Arith, BinaryOp, Math};
use core::marker::PhantomData;

/// A reduction's operation, CuTe DSL's `cute.ReductionOp`.
///
/// ```
/// use layout_core::prelude::*;
/// let v = TensorSsa::from_fn(_4, |i| i as f32 + 1.0);
/// assert_eq!(v.reduce(ReductionOp::Mul, 1.0), 24.0);
/// assert_eq!(v.reduce(ReductionOp::Min, f32::INFINITY), 1.0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReductionOp {
    /// `ReductionOp.ADD`: the sum.
    Add,
    /// `ReductionOp.MUL`: the product.
    Mul,
    /// `ReductionOp.MAX`: the largest (NaN if any is NaN).
    Max,
    /// `ReductionOp.MIN`: the smallest (NaN if any is NaN).
    Min,
}

impl ReductionOp {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    const fn binary(self) -> BinaryOp {
        match self {
            ReductionOp::Add => BinaryOp::Add,
            ReductionOp::Mul => BinaryOp::Mul,
            ReductionOp::Max => BinaryOp::Max,
            ReductionOp::Min => BinaryOp::Min,
        }
    }
}

/// A shape with top-level mode `I` removed (the shape of [`TensorSsa::reduce_mode`]'s result).
///
/// ```
/// use layout_core::prelude::*;
/// use static_assertions::assert_type_eq_all;
/// assert_type_eq_all!(ModeRemoved<(_4, _3), 1>, (_4,));
/// assert_type_eq_all!(ModeRemoved<(_2, (_2, _2), _5), 1>, (_2, _5));
/// assert_type_eq_all!(ModeRemoved<_8, 0>, ());
/// ```
pub trait RemoveMode<const I: usize>: StaticShape {
    /// The remaining shape.
    type Output: StaticShape;
}

/// `S` without mode `I`: `ModeRemoved<S, I> = <S as RemoveMode<I>>::Output`.
pub type ModeRemoved<S, const I: usize> = <S as RemoveMode<I>>::Output;

impl<S: StaticShape, const I: usize> RemoveMode<I> for S
where
    ModeIndex<I>: ListIndex,
    S::Modes: RemoveAt<<ModeIndex<I> as ListIndex>::Index>,
    <S::Modes as RemoveAt<<ModeIndex<I> as ListIndex>::Index>>::Output: ToTuple,
    ListTuple<S::Modes, I>: StaticShape,
{
    type Output = ListTuple<S::Modes, I>;
}

type ListTuple<L, const I: usize> =
    <<L as RemoveAt<<ModeIndex<I> as ListIndex>::Index>>::Output as ToTuple>::Tuple;

/// A mode index as a type.
#[doc(hidden)]
pub struct ModeIndex<const I: usize>;

/// The list position of a mode index: `Here`, `There<Here>`, ...
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "reduce_mode: mode index {Self} is out of range",
    note = "shapes have at most 12 top-level modes"
)]
pub trait ListIndex {
    type Index;
}

/// The first element of a list.
#[doc(hidden)]
pub struct Here;
/// The element after position `I`.
#[doc(hidden)]
pub struct There<I>(PhantomData<I>);

macro_rules! list_index {
    ($($i:literal => $t:ty;)*) => {$(
        impl ListIndex for ModeIndex<$i> {
            type Index = $t;
        }
    )*};
}
list_index! {
    0 => Here;
    1 => There<Here>;
    2 => There<There<Here>>;
    3 => There<There<There<Here>>>;
    4 => There<There<There<There<Here>>>>;
    5 => There<There<There<There<There<Here>>>>>;
    6 => There<There<There<There<There<There<Here>>>>>>;
    7 => There<There<There<There<There<There<There<Here>>>>>>>;
    8 => There<There<There<There<There<There<There<There<Here>>>>>>>>;
    9 => There<There<There<There<There<There<There<There<There<Here>>>>>>>>>;
    10 => There<There<There<There<There<There<There<There<There<There<Here>>>>>>>>>>;
    11 => There<There<There<There<There<There<There<There<There<There<There<Here>>>>>>>>>>>;
}

/// A list without the element at position `I`.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "reduce_mode: the shape has no mode at this index",
    note = "reduce_mode::<I> removes top-level mode I of the value's shape; an integer shape has one mode, 0"
)]
pub trait RemoveAt<I> {
    type Output;
}
impl<H, T> RemoveAt<Here> for HCons<H, T> {
    type Output = T;
}
impl<H, T: RemoveAt<I>, I> RemoveAt<There<I>> for HCons<H, T> {
    type Output = HCons<H, T::Output>;
}
impl<T: Arith, S: StaticShape, M: Math> TensorSsa<T, S, M> {
    /// Every element folded into `init` with `op`, in the 1-D order (CuTe DSL's
    /// `reduce(op, init, reduction_profile=0)`).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let v = TensorSsa::<f32, _>::from_fn((_2, _3), |i| [1.0, 4.0, 2.0, 5.0, 3.0, 6.0][i]);
    /// assert_eq!(v.reduce(ReductionOp::Add, 0.0), 21.0);
    /// assert_eq!(v.reduce(ReductionOp::Max, f32::NEG_INFINITY), 6.0);
    /// assert_eq!(v.reduce(ReductionOp::Mul, 1.0), 720.0);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn reduce(self, op: ReductionOp, init: T) -> T {
        let mut acc = init;
        S::Len::each(0, &mut |i| acc = M::binary(op.binary(), acc, self.data[i]));
        acc
    }

    /// `init + Σ self[i] * other[i]`: fused multiply-adds ([`Math::fma`]) folded in the 1-D
    /// order, one per element: a dot product as `nvcc` compiles `acc += a * b` (contracted to
    /// `fma`), where `(a * b).sum()` rounds each product before adding it.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let v = TensorSsa::<f32, _>::from_fn((_2, _2), |i| i as f32 + 1.0);
    /// assert_eq!(v.dot(v, 0.0), 30.0); // 1 + 4 + 9 + 16
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn dot(self, other: Self, init: T) -> T {
        let mut acc = init;
        S::Len::each(0, &mut |i| acc = M::fma(self.data[i], other.data[i], acc));
        acc
    }

    /// The sum of the elements (from zero, in the 1-D order).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// assert_eq!(TensorSsa::<i32, _>::from_fn(_5, |i| i as i32).sum(), 10);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn sum(self) -> T {
        self.reduce(ReductionOp::Add, T::default())
    }

    /// Mode `I` folded away: element `j` of the result is `init` folded with the elements of
    /// `self` along mode `I` at the other modes' coordinates of `j` (CuTe DSL's `reduce` with
    /// the profile that marks mode `I`).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// // the seed's [[1, 2, 3], [4, 5, 6]] (row-major data, a (2,3) value)
    /// let v = TensorSsa::<f32, _>::from_fn((_2, _3), |i| [1.0, 4.0, 2.0, 5.0, 3.0, 6.0][i]);
    /// let rows = v.reduce_mode::<1>(ReductionOp::Add, 0.0); // profile (None, 1)
    /// assert_eq!(rows.to_string(), "tensor_value<vector<2xf32> o (_2)>");
    /// assert_eq!(rows.as_slice(), [6.0, 15.0]);
    /// let cols = v.reduce_mode::<0>(ReductionOp::Add, 1.0); // profile (1, None), init 1
    /// assert_eq!(cols.as_slice(), [6.0, 8.0, 10.0]);
    /// ```
    ///
    /// The mode must exist:
    /// ```compile_fail
    /// use layout_core::prelude::*;
    /// let v = TensorSsa::<f32, _>::full((_2, _3), 1.0).reduce_mode::<2>(ReductionOp::Add, 0.0);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn reduce_mode<const I: usize>(
        self,
        op: ReductionOp,
        init: T,
    ) -> TensorSsa<T, ModeRemoved<S, I>, M>
    where
        S: RemoveMode<I>,
    {
        // Constants: with the unrolled loop's constant `i`, `j` is a constant too.
        let (step, size) = const { (stride_of(&S::MODES, I), S::MODES[I]) };
        let mut out = TensorSsa::<T, ModeRemoved<S, I>, M>::splat(init);
        S::Len::each(0, &mut |i| {
            let j = i % step + step * (i / (step * size));
            out.data[j] = M::binary(op.binary(), out.data[j], self.data[i]);
        });
        out
    }

    /// The sums along mode `I` (`reduce_mode::<I>(ReductionOp::Add, 0)`).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let v = TensorSsa::<i32, _>::from_fn((_2, _3), |i| i as i32);
    /// assert_eq!(v.sum_mode::<0>().as_slice(), [1, 5, 9]);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn sum_mode<const I: usize>(self) -> TensorSsa<T, ModeRemoved<S, I>, M>
    where
        S: RemoveMode<I>,
    {
        self.reduce_mode::<I>(ReductionOp::Add, T::default())
    }
}
