//! CuTe's `gemm(A, B, C)` (`algorithm/gemm.hpp`): `C += A * B` in each of CuTe's five forms,
//! chosen by the ranks of the tensors ([`GemmForm`]): `(V) x (V) => (V)`, `(M) x (N) => (M,N)`,
//! `(M,K) x (N,K) => (M,N)`, `(V,M) x (V,N) => (V,M,N)` and `(V,M,K) x (V,N,K) => (V,M,N)`.
//! Every form is the last one with modes of size 1 left out, and one routine computes them all:
//! for every `v` and every `k`, the `k`-slice of `A` and of `B` is first copied into registers
//! (an owned fragment of `M`, resp. `N`, values, as CuTe's shared-memory `gemm` copies into
//! `make_fragment_A/B`), so every element is read once per `k`; then the `M x N` products
//! accumulate into `C`. The `M` and `N` loops over static extents of at most 256 are written out
//! (the fragments stay in registers), as is a static `V`; the `k` loop is a loop.
//!
//! | CuTe | here |
//! |------|------|
//! | `gemm(A, B, C)` (the default `UniversalFMA`: `c = a * b + c`) | [`gemm`], [`try_gemm`] |
//! | `gemm(mma, A, B, C)` with an MMA atom, tiled MMA or thread slice | [`atom::algorithm::gemm`](crate::atom::algorithm::gemm), `mma.gemm(&a, &b, &mut c)` |
//! | `gemm(mma, A, B, C)` with a multiply-accumulate of one's own | [`gemm_with`]`(a, b, c, \|a, b, c\| ..)` |
//!
//! CuTe's `UniversalFMA` holds one value per thread, so CuTe compiles the `V` forms only for
//! `V = 1` with it (`mma_unpack` checks the register count); here `V` may be any size, each `v`
//! its own product, the formula `04_algorithms.md` gives (`C_v += A_v B_v`). CuTe checks the
//! sizes of the modes at compile time; here they are checked when they are dynamic too (a
//! [`TensorError`]), and `M` and `N` must be static (they size the register fragments).
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
//!
//! // (M) x (N) => (M,N): the outer product of two vectors
//! let x = make_tensor(&a[..2], make_layout(_2));
//! let y = make_tensor(&a[2..5], make_layout(_3));
//! let mut xy = make_fragment::<f32, _>(make_layout((_2, _3)));
//! gemm(&x, &y, &mut xy);
//! assert_eq!(xy[(1, 2)], 2.0 * 5.0);
//! ```

use super::algorithm::{oob, TensorError};
use super::engine::StaticLength;
use super::gemm_form::{GemmExtents, GemmForm, GemmShape, GemmTensor, GemmTensorMut};
use super::unroll::ForEachIndex;
use core::ops::{Add, Mul};
use generic_array::{ArrayLength, GenericArray};

/// The rank marker of a tensor's shape ([`GemmShape::Rank`]).
type RankOf<T> = <<T as GemmTensor>::Shape as GemmShape>::Rank;
/// The form of `gemm(A, B, C)`: its operands' ranks.
type FormOf<A, B, C> = (RankOf<A>, RankOf<B>, RankOf<C>);

/// The operands of CuTe's `gemm(A, B, C)`: three tensors whose ranks are one of CuTe's five
/// forms ([`GemmForm`]), `A` and `B` of element types that fill register fragments.
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

impl<A, B, C> GemmOperands<B, C> for A
where
    A: GemmTensor,
    B: GemmTensor,
    C: GemmTensorMut,
    A::Value: Default,
    B::Value: Default,
    FormOf<A, B, C>: GemmForm<A::Shape, B::Shape, C::Shape>,
{
    type ValA = A::Value;
    type ValB = B::Value;
    type ValC = C::Value;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn try_gemm_by<F: Fn(A::Value, B::Value, C::Value) -> C::Value>(
        &self,
        b: &B,
        c: &mut C,
        mac: F,
    ) -> Result<(), TensorError> {
        product::<FormOf<A, B, C>, _, _, _, _>(self, b, c, mac)
    }
}

/// The product of one form: for every `v` and `k`, one [`k_slice`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn product<Form, A, B, C, F>(a: &A, b: &B, c: &mut C, mac: F) -> Result<(), TensorError>
where
    A: GemmTensor,
    B: GemmTensor,
    C: GemmTensorMut,
    A::Value: Default,
    B::Value: Default,
    Form: GemmForm<A::Shape, B::Shape, C::Shape>,
    F: Fn(A::Value, B::Value, C::Value) -> C::Value,
{
    let GemmExtents { v, m, n, k } =
        Form::extents(&a.gemm_shape(), &b.gemm_shape(), &c.gemm_shape())?;
    v.try_for_each(&mut |vv| {
        // The k-loop is a loop (the compiler may unroll it); the M and N loops are written out.
        for kk in 0..k {
            k_slice::<_, _, <Form::M as StaticLength>::Len, <Form::N as StaticLength>::Len>(
                (m, n),
                |i| a.read_at(Form::a_at(vv, i, kk)),
                |j| b.read_at(Form::b_at(vv, j, kk)),
                |i, j, x, y| {
                    let at = Form::c_at(vv, i, j);
                    let acc = c.read_at(at)?;
                    c.write_at(at, mac(x, y, acc))
                },
            )?;
        }
        Ok(())
    })
}

/// One `k`-slice of a product: `copy(A(_,k), rA)`, `copy(B(_,k), rB)` into registers, then
/// `update(i, j, rA(i), rB(j))` for every `(i, j)` of the `M x N` tile of `C`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn k_slice<VA, VB, NA, NB>(
    (rows_a, rows_b): (impl ForEachIndex, impl ForEachIndex),
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
        let slot = ra.get_mut(i as usize).ok_or(oob("gemm", "A", i))?;
        *slot = read_a(i).ok_or(oob("gemm", "A", i))?;
        Ok(())
    })?;
    rows_b.try_for_each(&mut |j| {
        let slot = rb.get_mut(j as usize).ok_or(oob("gemm", "B", j))?;
        *slot = read_b(j).ok_or(oob("gemm", "B", j))?;
        Ok(())
    })?;
    rows_a.try_for_each(&mut |i| {
        let x = *ra.get(i as usize).ok_or(oob("gemm", "A", i))?;
        rows_b.try_for_each(&mut |j| {
            let y = *rb.get(j as usize).ok_or(oob("gemm", "B", j))?;
            update(i, j, x, y).ok_or(oob("gemm", "C", i))
        })
    })
}

/// [`try_gemm`] with the multiply-accumulate `mac(a, b, c)` (an MMA's `d = a * b + c`, e.g. a
/// fused multiply-add).
///
/// ```
/// use layout_core::prelude::*;
/// let a = [1.0_f32, 2.0, 3.0];
/// let ta = make_tensor(&a[..], make_layout(_3));
/// let mut c = make_fragment::<f32, _>(make_layout(_3));
/// fill(&mut c, 1.0);
/// // (V) x (V) => (V) with a fused multiply-add
/// try_gemm_with(&ta, &ta, &mut c, |a, b, c: f32| a.mul_add(b, c)).unwrap();
/// assert_eq!(c.engine().as_slice(), &[2.0, 5.0, 10.0]);
/// ```
///
/// # Errors
/// As [`try_gemm`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_gemm_with<A, B, C, F>(a: &A, b: &B, c: &mut C, mac: F) -> Result<(), TensorError>
where
    A: GemmOperands<B, C>,
    F: Fn(A::ValA, A::ValB, A::ValC) -> A::ValC,
{
    a.try_gemm_by(b, c, mac)
}

/// [`try_gemm_with`], panicking on error.
///
/// # Panics
/// When [`try_gemm_with`] returns an error (its message).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
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

/// CuTe's `gemm(A, B, C)`: `C += A * B` in the form the ranks of the tensors choose (see the
/// module docs): `C(m,n) += A(m,k) * B(n,k)` for `A` of shape `(M,K)`, `B` of shape `(N,K)`
/// and `C` of shape `(M,N)`; with a leading `V` mode, the same for every `v`; without `K`, the
/// outer product. The `M` and `N` modes are static (the register fragments of each `k`-slice
/// are sized by them).
///
/// ```
/// use layout_core::prelude::*;
/// // (V,M) x (V,N) => (V,M,N): two outer products of (2) x (2)
/// let a = [1, 2, 3, 4]; // A(v,m) = a[v + 2 m]
/// let b = [1, 10, 100, 1000];
/// let ta = make_tensor(&a[..], make_layout((_2, _2)));
/// let tb = make_tensor(&b[..], make_layout((_2, _2)));
/// let mut c = make_fragment::<i32, _>(make_layout((_2, _2, _2)));
/// try_gemm(&ta, &tb, &mut c).unwrap();
/// assert_eq!(c[(1, 1, 1)], 4 * 1000); // A(1,1) * B(1,1)
/// assert_eq!(c[(0, 1, 0)], 3 * 1); // A(0,1) * B(0,0)
/// ```
///
/// # Errors
/// [`TensorError::SizeMismatch`] when the modes do not agree, [`TensorError::OutOfBounds`]
/// when a layout maps an element outside its tensor's memory. Ranks that are none of the five
/// forms do not compile (`gemm: operands of ranks ... match none of CuTe's forms`).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
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
    try_gemm_with(a, b, c, |x, y, acc| x * y + acc)
}

/// [`try_gemm`], panicking on error.
///
/// # Panics
/// When [`try_gemm`] returns an error (its message).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
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
