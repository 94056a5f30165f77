//! CuTe's `gemm(A, B, C)` on rank-2 and rank-3 tensors (`algorithm/gemm.hpp`, the `(M,K) x
//! (N,K) => (M,N)` and `(V,M,K) x (V,N,K) => (V,M,N)` dispatches): `C(m,n) += A(m,k) * B(n,k)`
//! for every `k`, `m`, `n` (and every `v`). As in CuTe, each `k`-slice of `A` and `B` is first
//! copied into registers (an owned fragment of `M`, resp. `N`, values), so every element of
//! shared memory is read once per `k`; then the `M x N` products accumulate into `C`. The `M`
//! and `N` loops over static extents of at most 64 are written out (the fragments stay in
//! registers); the `k` loop is a loop.
//!
//! | CuTe | here |
//! |------|------|
//! | `gemm(tCsA, tCsB, tCrC)` (`UniversalFMA`: `c += a * b`) | [`gemm`] |
//! | `gemm(tCrA, tCrB, tCrC)` on `(V,M,K) x (V,N,K) => (V,M,N)` fragments | [`gemm`] ([`GemmOperands`]) |
//! | `gemm(mma, tCsA, tCsB, tCrC)` with another multiply-accumulate | [`gemm_with`]`(a, b, c, \|a, b, c\| ..)` |
//!
//! ```
//! use layout_core::prelude::*;
//! let a = [1.0_f32, 2.0, 3.0, 4.0, 5.0, 6.0]; // (M,K) = (2,3), column-major
//! let b = [1.0_f32, 0.0, 1.0, 1.0, 0.0, 2.0]; // (N,K) = (2,3)
//! let ta = make_tensor(&a[..], make_layout((_2, _3)));
//! let tb = make_tensor(&b[..], make_layout((_2, _3)));
//! let mut c = make_fragment::<f32, _>(make_layout((_2, _2)));
//! gemm(&ta, &tb, &mut c);
//! // C(0,0) = 1*1 + 3*1 + 5*0, C(1,1) = 2*0 + 4*1 + 6*2
//! assert_eq!((c[(0, 0)], c[(1, 1)]), (4.0, 16.0));
//! ```

use super::algorithm::TensorError;
use super::domain::InDomain;
use super::engine::{Engine, EngineMut, StaticLength};
use super::unroll::ForEachIndex;
use super::Tensor;
use crate::int::Int;
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::stride::Crd2Idx;
use core::ops::{Add, Mul};
use generic_array::{ArrayLength, GenericArray};

/// A rank-2 tensor read by `(row, column)`: what [`gemm`] multiplies.
pub trait Matrix {
    /// The element type.
    type Value: Copy + Default;
    /// The type of the number of rows (static when the layout's mode 0 is).
    type Rows: ForEachIndex + StaticLength;
    /// The type of the number of columns.
    type Cols: ForEachIndex;
    /// The number of rows, `size<0>(tensor)`.
    fn rows(&self) -> Self::Rows;
    /// The number of columns, `size<1>(tensor)`.
    fn cols(&self) -> Self::Cols;
    /// The element at `(m, k)`, or `None` outside the tensor or its memory.
    fn at(&self, m: i32, k: i32) -> Option<Self::Value>;
}

/// A rank-2 tensor written by `(row, column)`.
pub trait MatrixMut: Matrix {
    /// Writes the element at `(m, n)`, or returns `None` outside the tensor or its memory.
    fn set_at(&mut self, m: i32, n: i32, v: Self::Value) -> Option<()>;
}

impl<E, S0, S1, D0, D1> Matrix for Tensor<E, Layout<(S0, S1), (D0, D1)>>
where
    E: Engine,
    E::Value: Copy + Default,
    S0: IntTuple,
    S1: IntTuple,
    (S0, S1): IntTuple,
    (D0, D1): IntTuple,
    S0::Size: ForEachIndex + StaticLength,
    S1::Size: ForEachIndex,
    (i32, i32): Crd2Idx<(S0, S1), (D0, D1)> + InDomain<(S0, S1)>,
{
    type Value = E::Value;
    type Rows = S0::Size;
    type Cols = S1::Size;
    #[inline(always)]
    fn rows(&self) -> S0::Size {
        self.shape().0.size()
    }
    #[inline(always)]
    fn cols(&self) -> S1::Size {
        self.shape().1.size()
    }
    #[inline(always)]
    fn at(&self, m: i32, k: i32) -> Option<E::Value> {
        self.try_read((m, k))
    }
}

impl<E, S0, S1, D0, D1> MatrixMut for Tensor<E, Layout<(S0, S1), (D0, D1)>>
where
    E: EngineMut,
    Self: Matrix<Value = E::Value>,
    (S0, S1): IntTuple,
    (D0, D1): IntTuple,
    (i32, i32): Crd2Idx<(S0, S1), (D0, D1)> + InDomain<(S0, S1)>,
{
    #[inline(always)]
    fn set_at(&mut self, m: i32, n: i32, v: E::Value) -> Option<()> {
        self.try_write((m, n), v)
    }
}

fn mismatch(what: (&'static str, i64), other: (&'static str, i64)) -> TensorError {
    TensorError::SizeMismatch {
        op: "gemm",
        lhs: what,
        rhs: other,
    }
}

fn oob(tensor: &'static str, index: i32) -> TensorError {
    TensorError::OutOfBounds {
        op: "gemm",
        tensor,
        index: i64::from(index),
    }
}

/// The operands CuTe's `gemm` dispatches on, by rank: `(M,K) x (N,K) => (M,N)` (rank-2
/// [`Matrix`] tensors) and `(V,M,K) x (V,N,K) => (V,M,N)` (rank-3 tensors, a tiled MMA's
/// fragments: every `v` a rank-2 product).
#[diagnostic::on_unimplemented(
    message = "gemm: `{Self}`, `{B}` and `{C}` are not (M,K) x (N,K) => (M,N) or (V,M,K) x (V,N,K) => (V,M,N) tensors",
    note = "CuTe's gemm(A, B, C) takes rank-2 or rank-3 operands here; the (V) x (V) and (M) x (N) forms are not implemented"
)]
pub trait GemmOperands<B, C> {
    /// The element type of `A`.
    type ValA: Copy;
    /// The element type of `B`.
    type ValB: Copy;
    /// The element type of `C`.
    type ValC: Copy;
    /// `C += A * B` with the multiply-accumulate `mac`.
    ///
    /// # Errors
    /// As [`try_gemm`].
    fn try_gemm_by<F: Fn(Self::ValA, Self::ValB, Self::ValC) -> Self::ValC>(
        &self,
        b: &B,
        c: &mut C,
        mac: F,
    ) -> Result<(), TensorError>;
}

impl<A: Matrix, B: Matrix, C: MatrixMut> GemmOperands<B, C> for A {
    type ValA = A::Value;
    type ValB = B::Value;
    type ValC = C::Value;
    #[inline(always)]
    fn try_gemm_by<F: Fn(A::Value, B::Value, C::Value) -> C::Value>(
        &self,
        b: &B,
        c: &mut C,
        mac: F,
    ) -> Result<(), TensorError> {
        gemm_rank2(self, b, c, mac)
    }
}

/// [`try_gemm`] with the multiply-accumulate `mac(a, b, c)` (an MMA's `d = a * b + c`, e.g. a
/// fused multiply-add).
///
/// # Errors
/// As [`try_gemm`].
#[inline(always)]
pub fn try_gemm_with<A, B, C, F>(a: &A, b: &B, c: &mut C, mac: F) -> Result<(), TensorError>
where
    A: GemmOperands<B, C>,
    F: Fn(A::ValA, A::ValB, A::ValC) -> A::ValC,
{
    a.try_gemm_by(b, c, mac)
}

/// The `(M,K) x (N,K) => (M,N)` product.
#[inline(always)]
fn gemm_rank2<A, B, C, F>(a: &A, b: &B, c: &mut C, mac: F) -> Result<(), TensorError>
where
    A: Matrix,
    B: Matrix,
    C: MatrixMut,
    F: Fn(A::Value, B::Value, C::Value) -> C::Value,
{
    let size = |n: i32| i64::from(n);
    let (m, n, k) = (
        size(c.rows().value()),
        size(c.cols().value()),
        size(a.cols().value()),
    );
    if size(a.rows().value()) != m {
        return Err(mismatch(
            ("mode 0 of A", size(a.rows().value())),
            ("mode 0 of C", m),
        ));
    }
    if size(b.rows().value()) != n {
        return Err(mismatch(
            ("mode 0 of B", size(b.rows().value())),
            ("mode 1 of C", n),
        ));
    }
    if size(b.cols().value()) != k {
        return Err(mismatch(
            ("mode 1 of A", k),
            ("mode 1 of B", size(b.cols().value())),
        ));
    }
    let (rows_a, rows_b, rows_c) = (a.rows(), b.rows(), c.rows());
    let cols_c = c.cols();
    // The k-loop is a loop (the compiler may unroll it); the M and N loops are written out.
    for kk in 0..a.cols().value() {
        k_slice::<_, _, <A::Rows as StaticLength>::Len, <B::Rows as StaticLength>::Len>(
            (rows_a, rows_b),
            (rows_c, cols_c),
            |i| a.at(i, kk),
            |j| b.at(j, kk),
            |i, j, x, y| {
                let acc = c.at(i, j)?;
                c.set_at(i, j, mac(x, y, acc))
            },
        )?;
    }
    Ok(())
}

/// One `k`-slice of a product: `copy(A(_,k), rA)`, `copy(B(_,k), rB)` into registers, then
/// `update(i, j, rA(i), rB(j))` for every `(i, j)` of `C` (`C(i,j) = mac(rA(i), rB(j), C(i,j))`).
#[inline(always)]
fn k_slice<VA, VB, NA, NB>(
    (rows_a, rows_b): (impl ForEachIndex, impl ForEachIndex),
    (rows_c, cols_c): (impl ForEachIndex, impl ForEachIndex),
    read_a: impl Fn(i32) -> Option<VA>,
    read_b: impl Fn(i32) -> Option<VB>,
    mut update: impl FnMut(i32, i32, VA, VB) -> Option<()>,
) -> Result<(), TensorError>
where
    VA: Copy + Default,
    VB: Copy + Default,
    NA: ArrayLength,
    NB: ArrayLength,
{
    let mut ra = GenericArray::<VA, NA>::default();
    let mut rb = GenericArray::<VB, NB>::default();
    rows_a.try_for_each(&mut |i| {
        let slot = ra.get_mut(i as usize).ok_or(oob("A", i))?;
        *slot = read_a(i).ok_or(oob("A", i))?;
        Ok(())
    })?;
    rows_b.try_for_each(&mut |j| {
        let slot = rb.get_mut(j as usize).ok_or(oob("B", j))?;
        *slot = read_b(j).ok_or(oob("B", j))?;
        Ok(())
    })?;
    rows_c.try_for_each(&mut |i| {
        let x = *ra.get(i as usize).ok_or(oob("A", i))?;
        cols_c.try_for_each(&mut |j| {
            let y = *rb.get(j as usize).ok_or(oob("B", j))?;
            update(i, j, x, y).ok_or(oob("C", i))
        })
    })
}

/// [`try_gemm_with`], panicking on error.
///
/// # Panics
/// When [`try_gemm_with`] returns an error (its message).
#[inline(always)]
#[track_caller]
pub fn gemm_with<A, B, C, F>(a: &A, b: &B, c: &mut C, mac: F)
where
    A: GemmOperands<B, C>,
    F: Fn(A::ValA, A::ValB, A::ValC) -> A::ValC,
{
    if let Err(e) = try_gemm_with(a, b, c, mac) {
        panic!("{e}")
    }
}

/// CuTe's `gemm(A, B, C)`: `C(m,n) += A(m,k) * B(n,k)` for `A` of shape `(M,K)`, `B` of shape
/// `(N,K)` and `C` of shape `(M,N)` (the row counts `M` and `N` of `A` and `B` static: the
/// register fragments of each `k`-slice are sized by them).
///
/// # Errors
/// [`TensorError::SizeMismatch`] when the shapes do not agree, [`TensorError::OutOfBounds`]
/// when a layout maps an element outside its tensor's memory.
#[inline(always)]
pub fn try_gemm<A, B, C>(a: &A, b: &B, c: &mut C) -> Result<(), TensorError>
where
    A: GemmOperands<
        B,
        C,
        ValB = <A as GemmOperands<B, C>>::ValA,
        ValC = <A as GemmOperands<B, C>>::ValA,
    >,
    A::ValA: Mul<Output = A::ValA> + Add<Output = A::ValA>,
{
    try_gemm_with(a, b, c, |x, y, acc| acc + x * y)
}

/// [`try_gemm`], panicking on error.
///
/// # Panics
/// When [`try_gemm`] returns an error (its message).
#[inline(always)]
#[track_caller]
pub fn gemm<A, B, C>(a: &A, b: &B, c: &mut C)
where
    A: GemmOperands<
        B,
        C,
        ValB = <A as GemmOperands<B, C>>::ValA,
        ValC = <A as GemmOperands<B, C>>::ValA,
    >,
    A::ValA: Mul<Output = A::ValA> + Add<Output = A::ValA>,
{
    if let Err(e) = try_gemm(a, b, c) {
        panic!("{e}")
    }
}

/// `(V,M,K) x (V,N,K) => (V,M,N)`: the rank-2 product for every `v` of the first mode (CuTe's
/// dispatch of a tiled MMA's fragments; with `UniversalFMA` the first mode has one value).
///
/// ```
/// use layout_core::prelude::*;
/// // (V,M,K) = (1,2,3), (V,N,K) = (1,2,3): the rank-2 example of the module, with V = 1
/// let a = [1.0_f32, 2.0, 3.0, 4.0, 5.0, 6.0];
/// let b = [1.0_f32, 0.0, 1.0, 1.0, 0.0, 2.0];
/// let ta = make_tensor(&a[..], make_layout((_1, _2, _3)));
/// let tb = make_tensor(&b[..], make_layout((_1, _2, _3)));
/// let mut c = make_fragment::<f32, _>(make_layout((_1, _2, _2)));
/// gemm(&ta, &tb, &mut c);
/// assert_eq!((c[(0, 0, 0)], c[(0, 1, 1)]), (4.0, 16.0));
/// ```
impl<
        EA,
        SA0,
        SA1,
        SA2,
        DA0,
        DA1,
        DA2,
        EB,
        SB0,
        SB1,
        SB2,
        DB0,
        DB1,
        DB2,
        EC,
        SC0,
        SC1,
        SC2,
        DC0,
        DC1,
        DC2,
    >
    GemmOperands<
        Tensor<EB, Layout<(SB0, SB1, SB2), (DB0, DB1, DB2)>>,
        Tensor<EC, Layout<(SC0, SC1, SC2), (DC0, DC1, DC2)>>,
    > for Tensor<EA, Layout<(SA0, SA1, SA2), (DA0, DA1, DA2)>>
where
    EA: Engine,
    EA::Value: Copy + Default,
    EB: Engine,
    EB::Value: Copy + Default,
    EC: EngineMut,
    EC::Value: Copy,
    SA0: IntTuple,
    SA1: IntTuple,
    SA2: IntTuple,
    SB1: IntTuple,
    SC0: IntTuple,
    SC2: IntTuple,
    SB0: IntTuple,
    SB2: IntTuple,
    SC1: IntTuple,
    (SA0, SA1, SA2): IntTuple,
    (DA0, DA1, DA2): IntTuple,
    (SB0, SB1, SB2): IntTuple,
    (DB0, DB1, DB2): IntTuple,
    (SC0, SC1, SC2): IntTuple,
    (DC0, DC1, DC2): IntTuple,
    SA1::Size: ForEachIndex + StaticLength,
    SB1::Size: ForEachIndex + StaticLength,
    (i32, i32, i32): Crd2Idx<(SA0, SA1, SA2), (DA0, DA1, DA2)>
        + InDomain<(SA0, SA1, SA2)>
        + Crd2Idx<(SB0, SB1, SB2), (DB0, DB1, DB2)>
        + InDomain<(SB0, SB1, SB2)>
        + Crd2Idx<(SC0, SC1, SC2), (DC0, DC1, DC2)>
        + InDomain<(SC0, SC1, SC2)>,
{
    type ValA = EA::Value;
    type ValB = EB::Value;
    type ValC = EC::Value;
    #[inline(always)]
    fn try_gemm_by<F: Fn(EA::Value, EB::Value, EC::Value) -> EC::Value>(
        &self,
        b: &Tensor<EB, Layout<(SB0, SB1, SB2), (DB0, DB1, DB2)>>,
        c: &mut Tensor<EC, Layout<(SC0, SC1, SC2), (DC0, DC1, DC2)>>,
        mac: F,
    ) -> Result<(), TensorError> {
        let a = self;
        let size = |n: i32| i64::from(n);
        let (sa, sb, sc) = (a.shape(), b.shape(), c.shape());
        let (v, m, n, k) = (
            sc.0.size().value(),
            sc.1.size().value(),
            sc.2.size().value(),
            sa.2.size().value(),
        );
        let checks = [
            (("mode 0 of A", sa.0.size().value()), ("mode 0 of C", v)),
            (("mode 0 of B", sb.0.size().value()), ("mode 0 of C", v)),
            (("mode 1 of A", sa.1.size().value()), ("mode 1 of C", m)),
            (("mode 1 of B", sb.1.size().value()), ("mode 2 of C", n)),
            (("mode 2 of B", sb.2.size().value()), ("mode 2 of A", k)),
        ];
        for ((what, x), (other, y)) in checks {
            if x != y {
                return Err(mismatch((what, size(x)), (other, size(y))));
            }
        }
        let (rows_a, rows_b) = (sa.1.size(), sb.1.size());
        for vv in 0..v {
            for kk in 0..k {
                k_slice::<_, _, <SA1::Size as StaticLength>::Len, <SB1::Size as StaticLength>::Len>(
                    (rows_a, rows_b),
                    (rows_a, rows_b),
                    |i| a.try_read((vv, i, kk)),
                    |j| b.try_read((vv, j, kk)),
                    |i, j, x, y| {
                        let acc = c.try_read((vv, i, j))?;
                        c.try_write((vv, i, j), mac(x, y, acc))
                    },
                )?;
            }
        }
        Ok(())
    }
}
