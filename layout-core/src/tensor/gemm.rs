//! CuTe's `gemm(A, B, C)` on rank-2 tensors (`algorithm/gemm.hpp`, the `(M,K) x (N,K) =>
//! (M,N)` dispatch): `C(m,n) += A(m,k) * B(n,k)` for every `k`, `m`, `n`. As in CuTe, each
//! `k`-slice of `A` and `B` is first copied into registers (an owned fragment of `M`, resp.
//! `N`, values), so every element of shared memory is read once per `k`; then the `M x N`
//! products accumulate into `C`. The `M` and `N` loops over static extents of at most 64 are
//! written out (the fragments stay in registers); the `k` loop is a loop.
//!
//! | CuTe | here |
//! |------|------|
//! | `gemm(tCsA, tCsB, tCrC)` (`UniversalFMA`: `c += a * b`) | [`gemm`] |
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
use generic_array::GenericArray;

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

/// [`try_gemm`] with the multiply-accumulate `mac(a, b, c)` (an MMA's `d = a * b + c`, e.g. a
/// fused multiply-add).
///
/// # Errors
/// As [`try_gemm`].
#[inline(always)]
pub fn try_gemm_with<A, B, C, F>(a: &A, b: &B, c: &mut C, mac: F) -> Result<(), TensorError>
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
        // copy(A(_,k), rA); copy(B(_,k), rB)
        let mut ra = GenericArray::<A::Value, <A::Rows as StaticLength>::Len>::default();
        let mut rb = GenericArray::<B::Value, <B::Rows as StaticLength>::Len>::default();
        rows_a.try_for_each(&mut |i| {
            let slot = ra.get_mut(i as usize).ok_or(oob("A", i))?;
            *slot = a.at(i, kk).ok_or(oob("A", i))?;
            Ok(())
        })?;
        rows_b.try_for_each(&mut |j| {
            let slot = rb.get_mut(j as usize).ok_or(oob("B", j))?;
            *slot = b.at(j, kk).ok_or(oob("B", j))?;
            Ok(())
        })?;
        rows_c.try_for_each(&mut |i| {
            let x = *ra.get(i as usize).ok_or(oob("A", i))?;
            cols_c.try_for_each(&mut |j| {
                let y = *rb.get(j as usize).ok_or(oob("B", j))?;
                let acc = c.at(i, j).ok_or(oob("C", i))?;
                c.set_at(i, j, mac(x, y, acc)).ok_or(oob("C", i))
            })
        })?;
    }
    Ok(())
}

/// [`try_gemm_with`], panicking on error.
///
/// # Panics
/// When [`try_gemm_with`] returns an error (its message).
#[inline(always)]
#[track_caller]
pub fn gemm_with<A, B, C, F>(a: &A, b: &B, c: &mut C, mac: F)
where
    A: Matrix,
    B: Matrix,
    C: MatrixMut,
    F: Fn(A::Value, B::Value, C::Value) -> C::Value,
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
    A: Matrix,
    B: Matrix<Value = A::Value>,
    C: MatrixMut<Value = A::Value>,
    A::Value: Mul<Output = A::Value> + Add<Output = A::Value>,
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
    A: Matrix,
    B: Matrix<Value = A::Value>,
    C: MatrixMut<Value = A::Value>,
    A::Value: Mul<Output = A::Value> + Add<Output = A::Value>,
{
    if let Err(e) = try_gemm(a, b, c) {
        panic!("{e}")
    }
}
