//! The five forms CuTe's `gemm(A, B, C)` dispatches on, chosen by the ranks of the three
//! tensors (`algorithm/gemm.hpp`; `04_algorithms.md`, "What `gemm` computes"):
//!
//! | ranks of A, B, C | form | `C +=` |
//! |------------------|------|--------|
//! | 1, 1, 1 | `(V) x (V) => (V)` | `A(v) * B(v)`, element-wise |
//! | 1, 1, 2 | `(M) x (N) => (M,N)` | `A(m) * B(n)`, the outer product |
//! | 2, 2, 2 | `(M,K) x (N,K) => (M,N)` | `A(m,k) * B(n,k)` summed over `k` |
//! | 2, 2, 3 | `(V,M) x (V,N) => (V,M,N)` | `A(v,m) * B(v,n)`, a batch of outer products |
//! | 3, 3, 3 | `(V,M,K) x (V,N,K) => (V,M,N)` | `A(v,m,k) * B(v,n,k)` summed over `k` |
//!
//! Each form is the last one with modes of size 1 left out, so one product routine runs them
//! all: a [`GemmForm`] says where each operand's `(v, m|n, k)` lies in its own modes, and which
//! of its modes are `V`, `M`, `N` and `K`. Any other triple of ranks does not compile, with a
//! message naming the ranks and the five forms.

use super::algorithm::{same_size, TensorError};
use super::domain::InDomain;
use super::engine::{Engine, EngineMut, StaticLength};
use super::unroll::ForEachIndex;
use super::Tensor;
use crate::int::{Int, _1};
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::stride::Crd2Idx;

/// A tensor of rank 1, the rank of a [`GemmShape`] (printed in the diagnostics of `gemm`).
#[derive(Clone, Copy, Debug, Default)]
pub struct Rank1;
/// A tensor of rank 2, the rank of a [`GemmShape`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Rank2;
/// A tensor of rank 3, the rank of a [`GemmShape`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Rank3;

/// The shape of a `gemm` operand: rank 1, 2 or 3, read through a coordinate `(c0, c1, c2)`
/// whose modes past the rank are 0 (and have size `_1`).
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::tensor::GemmShape;
/// assert_eq!(display((_4, 3).sizes()).to_string(), "(_4,3,_1)");
/// assert_eq!(<(_4, i32) as GemmShape>::coord((2, 1, 0)), (2, 1));
/// ```
#[diagnostic::on_unimplemented(
    message = "gemm: a tensor of shape `{Self}` is not an operand of gemm",
    note = "CuTe's gemm takes tensors of rank 1, 2 or 3: (V) x (V) => (V), (M) x (N) => (M,N), (M,K) x (N,K) => (M,N), (V,M) x (V,N) => (V,M,N), (V,M,K) x (V,N,K) => (V,M,N)"
)]
pub trait GemmShape: IntTuple {
    /// The rank: [`Rank1`], [`Rank2`] or [`Rank3`].
    type Rank;
    /// The coordinate type of the tensor: `i32`, `(i32, i32)` or `(i32, i32, i32)`.
    type Coord: Copy;
    /// The type of the size of mode 0.
    type Size0: Int;
    /// The type of the size of mode 1 (`_1` past the rank).
    type Size1: Int;
    /// The type of the size of mode 2 (`_1` past the rank).
    type Size2: Int;
    /// The sizes of the three modes, `_1` past the rank.
    fn sizes(&self) -> (Self::Size0, Self::Size1, Self::Size2);
    /// The tensor's coordinate of `(c0, c1, c2)` (the modes past the rank left out).
    fn coord(c: (i32, i32, i32)) -> Self::Coord;
}

impl<C: Int + IntTuple> GemmShape for C {
    type Rank = Rank1;
    type Coord = i32;
    type Size0 = C::Size;
    type Size1 = _1;
    type Size2 = _1;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn sizes(&self) -> (C::Size, _1, _1) {
        (self.size(), _1::default(), _1::default())
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn coord(c: (i32, i32, i32)) -> i32 {
        c.0
    }
}

impl<S0: IntTuple> GemmShape for (S0,)
where
    (S0,): IntTuple,
{
    type Rank = Rank1;
    type Coord = i32;
    type Size0 = S0::Size;
    type Size1 = _1;
    type Size2 = _1;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn sizes(&self) -> (S0::Size, _1, _1) {
        (self.0.size(), _1::default(), _1::default())
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn coord(c: (i32, i32, i32)) -> i32 {
        c.0
    }
}

impl<S0: IntTuple, S1: IntTuple> GemmShape for (S0, S1)
where
    (S0, S1): IntTuple,
{
    type Rank = Rank2;
    type Coord = (i32, i32);
    type Size0 = S0::Size;
    type Size1 = S1::Size;
    type Size2 = _1;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn sizes(&self) -> (S0::Size, S1::Size, _1) {
        (self.0.size(), self.1.size(), _1::default())
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn coord(c: (i32, i32, i32)) -> (i32, i32) {
        (c.0, c.1)
    }
}

impl<S0: IntTuple, S1: IntTuple, S2: IntTuple> GemmShape for (S0, S1, S2)
where
    (S0, S1, S2): IntTuple,
{
    type Rank = Rank3;
    type Coord = (i32, i32, i32);
    type Size0 = S0::Size;
    type Size1 = S1::Size;
    type Size2 = S2::Size;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn sizes(&self) -> (S0::Size, S1::Size, S2::Size) {
        (self.0.size(), self.1.size(), self.2.size())
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn coord(c: (i32, i32, i32)) -> (i32, i32, i32) {
        c
    }
}

/// A tensor read as a `gemm` operand: its [`GemmShape`] and its elements at `(c0, c1, c2)`.
pub trait GemmTensor {
    /// The element type.
    type Value: Copy;
    /// The shape.
    type Shape: GemmShape;
    /// The shape, CuTe's `shape(tensor)`.
    fn gemm_shape(&self) -> Self::Shape;
    /// The element at `(c0, c1, c2)` (modes past the rank 0), or `None` outside the tensor or
    /// its memory.
    fn read_at(&self, c: (i32, i32, i32)) -> Option<Self::Value>;
}

/// A tensor written as the accumulator `C` of `gemm`.
pub trait GemmTensorMut: GemmTensor {
    /// Writes the element at `(c0, c1, c2)`, or returns `None` outside the tensor or its memory.
    fn write_at(&mut self, c: (i32, i32, i32), v: Self::Value) -> Option<()>;
}

impl<E: Engine, S: GemmShape, D: IntTuple> GemmTensor for Tensor<E, Layout<S, D>>
where
    E::Value: Copy,
    S::Coord: Crd2Idx<S, D> + InDomain<S>,
{
    type Value = E::Value;
    type Shape = S;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn gemm_shape(&self) -> S {
        self.shape()
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn read_at(&self, c: (i32, i32, i32)) -> Option<E::Value> {
        self.try_read(S::coord(c))
    }
}

impl<E: EngineMut, S: GemmShape, D: IntTuple> GemmTensorMut for Tensor<E, Layout<S, D>>
where
    E::Value: Copy,
    S::Coord: Crd2Idx<S, D> + InDomain<S>,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn write_at(&mut self, c: (i32, i32, i32), v: E::Value) -> Option<()> {
        self.try_write(S::coord(c), v)
    }
}

/// The extents of a product after its checks: `V` (a loop, written out when static), `M` and
/// `N` (static: they size the register fragments of a `k`-slice), and `K`.
pub struct GemmExtents<V, M, N> {
    /// The size of the `V` mode (`_1` for the forms without one).
    pub v: V,
    /// The size of the `M` mode.
    pub m: M,
    /// The size of the `N` mode.
    pub n: N,
    /// The size of the `K` mode (1 for the forms without one).
    pub k: i32,
}

/// One of CuTe's five forms of `gemm`, implemented on the ranks `(A, B, C)` of its operands
/// (`(Rank2, Rank2, Rank2)` is `(M,K) x (N,K) => (M,N)`): its size checks, its extents and where
/// `(v, m, k)`, `(v, n, k)` and `(v, m, n)` lie in the modes of `A`, `B` and `C`.
#[diagnostic::on_unimplemented(
    message = "gemm: operands of ranks `{Self}` (A, B, C) match none of CuTe's forms",
    note = "the forms are (V) x (V) => (V), (M) x (N) => (M,N), (M,K) x (N,K) => (M,N), (V,M) x (V,N) => (V,M,N) and (V,M,K) x (V,N,K) => (V,M,N): ranks (1,1,1), (1,1,2), (2,2,2), (2,2,3), (3,3,3)"
)]
pub trait GemmForm<SA: GemmShape, SB: GemmShape, SC: GemmShape> {
    /// The type of the `V` extent.
    type V: ForEachIndex;
    /// The type of the `M` extent (static).
    type M: ForEachIndex + StaticLength;
    /// The type of the `N` extent (static).
    type N: ForEachIndex + StaticLength;
    /// Checks that the modes agree and returns the extents.
    ///
    /// # Errors
    /// [`TensorError::SizeMismatch`] naming the first two modes that differ.
    #[allow(clippy::type_complexity)]
    fn extents(
        a: &SA,
        b: &SB,
        c: &SC,
    ) -> Result<GemmExtents<Self::V, Self::M, Self::N>, TensorError>;
    /// The coordinate of `A` of `(v, m, k)`.
    fn a_at(v: i32, m: i32, k: i32) -> (i32, i32, i32);
    /// The coordinate of `B` of `(v, n, k)`.
    fn b_at(v: i32, n: i32, k: i32) -> (i32, i32, i32);
    /// The coordinate of `C` of `(v, m, n)`.
    fn c_at(v: i32, m: i32, n: i32) -> (i32, i32, i32);
}

/// Checks that two modes have the same size: `(role, size)` each. One call per pair, so that
/// each check folds on its own in a kernel (a loop over an array of pairs would keep the array
/// in local memory).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn agree(
    (what, x): (&'static str, i32),
    (other, y): (&'static str, i32),
) -> Result<(), TensorError> {
    same_size("gemm", (what, i64::from(x)), (other, i64::from(y)))
}

/// `(V) x (V) => (V)`: `C(v) += A(v) * B(v)`.
impl<SA, SB, SC> GemmForm<SA, SB, SC> for (Rank1, Rank1, Rank1)
where
    SA: GemmShape,
    SB: GemmShape,
    SC: GemmShape,
    SC::Size0: ForEachIndex,
{
    type V = SC::Size0;
    type M = _1;
    type N = _1;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn extents(a: &SA, b: &SB, c: &SC) -> Result<GemmExtents<SC::Size0, _1, _1>, TensorError> {
        let (a, b, c) = (a.sizes(), b.sizes(), c.sizes());
        agree(("mode 0 of A", a.0.value()), ("mode 0 of C", c.0.value()))?;
        agree(("mode 0 of B", b.0.value()), ("mode 0 of C", c.0.value()))?;
        Ok(GemmExtents {
            v: c.0,
            m: _1::default(),
            n: _1::default(),
            k: 1,
        })
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn a_at(v: i32, _: i32, _: i32) -> (i32, i32, i32) {
        (v, 0, 0)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn b_at(v: i32, _: i32, _: i32) -> (i32, i32, i32) {
        (v, 0, 0)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn c_at(v: i32, _: i32, _: i32) -> (i32, i32, i32) {
        (v, 0, 0)
    }
}

/// `(M) x (N) => (M,N)`: `C(m,n) += A(m) * B(n)`.
impl<SA, SB, SC> GemmForm<SA, SB, SC> for (Rank1, Rank1, Rank2)
where
    SA: GemmShape,
    SB: GemmShape,
    SC: GemmShape,
    SA::Size0: ForEachIndex + StaticLength,
    SB::Size0: ForEachIndex + StaticLength,
{
    type V = _1;
    type M = SA::Size0;
    type N = SB::Size0;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn extents(
        a: &SA,
        b: &SB,
        c: &SC,
    ) -> Result<GemmExtents<_1, SA::Size0, SB::Size0>, TensorError> {
        let (a, b, c) = (a.sizes(), b.sizes(), c.sizes());
        agree(("mode 0 of A", a.0.value()), ("mode 0 of C", c.0.value()))?;
        agree(("mode 0 of B", b.0.value()), ("mode 1 of C", c.1.value()))?;
        Ok(GemmExtents {
            v: _1::default(),
            m: a.0,
            n: b.0,
            k: 1,
        })
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn a_at(_: i32, m: i32, _: i32) -> (i32, i32, i32) {
        (m, 0, 0)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn b_at(_: i32, n: i32, _: i32) -> (i32, i32, i32) {
        (n, 0, 0)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn c_at(_: i32, m: i32, n: i32) -> (i32, i32, i32) {
        (m, n, 0)
    }
}

/// `(M,K) x (N,K) => (M,N)`: `C(m,n) += A(m,k) * B(n,k)`.
impl<SA, SB, SC> GemmForm<SA, SB, SC> for (Rank2, Rank2, Rank2)
where
    SA: GemmShape,
    SB: GemmShape,
    SC: GemmShape,
    SA::Size0: ForEachIndex + StaticLength,
    SB::Size0: ForEachIndex + StaticLength,
{
    type V = _1;
    type M = SA::Size0;
    type N = SB::Size0;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn extents(
        a: &SA,
        b: &SB,
        c: &SC,
    ) -> Result<GemmExtents<_1, SA::Size0, SB::Size0>, TensorError> {
        let (a, b, c) = (a.sizes(), b.sizes(), c.sizes());
        agree(("mode 0 of A", a.0.value()), ("mode 0 of C", c.0.value()))?;
        agree(("mode 0 of B", b.0.value()), ("mode 1 of C", c.1.value()))?;
        agree(("mode 1 of A", a.1.value()), ("mode 1 of B", b.1.value()))?;
        Ok(GemmExtents {
            v: _1::default(),
            m: a.0,
            n: b.0,
            k: a.1.value(),
        })
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn a_at(_: i32, m: i32, k: i32) -> (i32, i32, i32) {
        (m, k, 0)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn b_at(_: i32, n: i32, k: i32) -> (i32, i32, i32) {
        (n, k, 0)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn c_at(_: i32, m: i32, n: i32) -> (i32, i32, i32) {
        (m, n, 0)
    }
}

/// `(V,M) x (V,N) => (V,M,N)`: `C(v,m,n) += A(v,m) * B(v,n)`.
impl<SA, SB, SC> GemmForm<SA, SB, SC> for (Rank2, Rank2, Rank3)
where
    SA: GemmShape,
    SB: GemmShape,
    SC: GemmShape,
    SC::Size0: ForEachIndex,
    SA::Size1: ForEachIndex + StaticLength,
    SB::Size1: ForEachIndex + StaticLength,
{
    type V = SC::Size0;
    type M = SA::Size1;
    type N = SB::Size1;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn extents(
        a: &SA,
        b: &SB,
        c: &SC,
    ) -> Result<GemmExtents<SC::Size0, SA::Size1, SB::Size1>, TensorError> {
        let (a, b, c) = (a.sizes(), b.sizes(), c.sizes());
        agree(("mode 0 of A", a.0.value()), ("mode 0 of C", c.0.value()))?;
        agree(("mode 0 of B", b.0.value()), ("mode 0 of C", c.0.value()))?;
        agree(("mode 1 of A", a.1.value()), ("mode 1 of C", c.1.value()))?;
        agree(("mode 1 of B", b.1.value()), ("mode 2 of C", c.2.value()))?;
        Ok(GemmExtents {
            v: c.0,
            m: a.1,
            n: b.1,
            k: 1,
        })
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn a_at(v: i32, m: i32, _: i32) -> (i32, i32, i32) {
        (v, m, 0)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn b_at(v: i32, n: i32, _: i32) -> (i32, i32, i32) {
        (v, n, 0)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn c_at(v: i32, m: i32, n: i32) -> (i32, i32, i32) {
        (v, m, n)
    }
}

/// `(V,M,K) x (V,N,K) => (V,M,N)`: `C(v,m,n) += A(v,m,k) * B(v,n,k)`.
impl<SA, SB, SC> GemmForm<SA, SB, SC> for (Rank3, Rank3, Rank3)
where
    SA: GemmShape,
    SB: GemmShape,
    SC: GemmShape,
    SC::Size0: ForEachIndex,
    SA::Size1: ForEachIndex + StaticLength,
    SB::Size1: ForEachIndex + StaticLength,
{
    type V = SC::Size0;
    type M = SA::Size1;
    type N = SB::Size1;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn extents(
        a: &SA,
        b: &SB,
        c: &SC,
    ) -> Result<GemmExtents<SC::Size0, SA::Size1, SB::Size1>, TensorError> {
        let (a, b, c) = (a.sizes(), b.sizes(), c.sizes());
        agree(("mode 0 of A", a.0.value()), ("mode 0 of C", c.0.value()))?;
        agree(("mode 0 of B", b.0.value()), ("mode 0 of C", c.0.value()))?;
        agree(("mode 1 of A", a.1.value()), ("mode 1 of C", c.1.value()))?;
        agree(("mode 1 of B", b.1.value()), ("mode 2 of C", c.2.value()))?;
        agree(("mode 2 of B", b.2.value()), ("mode 2 of A", a.2.value()))?;
        Ok(GemmExtents {
            v: c.0,
            m: a.1,
            n: b.1,
            k: a.2.value(),
        })
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn a_at(v: i32, m: i32, k: i32) -> (i32, i32, i32) {
        (v, m, k)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn b_at(v: i32, n: i32, k: i32) -> (i32, i32, i32) {
        (v, n, k)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn c_at(v: i32, m: i32, n: i32) -> (i32, i32, i32) {
        (v, m, n)
    }
}
