//! CuTe's `gemm(mma, A, B, C)` with an atom that holds several values per thread (the
//! tensor-core atoms, [`MmaCall`]): mode 0 of each tensor is the atom's values (CuTe's `MMA`
//! mode of `partition_A/B/C` and `partition_fragment_*`), and the atom is called once per
//! `(m, n, k)` on them (`algorithm/gemm.hpp`, dispatches 1, 4 and 5):
//!
//! | ranks of A, B, C | form | calls |
//! |------------------|------|-------|
//! | 1, 1, 1 | `(V) x (V) => (V)` | one |
//! | 2, 2, 3 | `(V,M) x (V,N) => (V,M,N)` | `M x N`, in CuTe's serpentine order |
//! | 3, 3, 3 | `(V,M,K) x (V,N,K) => (V,M,N)` | `K x M x N`: the `(V,M) x (V,N)` form for every `k` |
//!
//! The serpentine order is CuTe's: columns `n` in order, the rows of every other column
//! backwards, so that consecutive calls share a fragment. `V` of each tensor is the atom's
//! number of values of that operand (8, 4 and 4 for `SM80_16x8x16`), and the tensors hold the
//! atom's value types; both are checked (statically for static layouts).

use super::mma_call::MmaCall;
use crate::int::Int;
use crate::tensor::algorithm::{oob, same_size};
use crate::tensor::{
    ForEachIndex, GemmShape, GemmTensor, GemmTensorMut, IndexFn, Rank1, Rank2, Rank3, TensorError,
};

/// The ranks of `(A, B, C)` that CuTe's `gemm` takes with a multi-value atom: `(1, 1, 1)`,
/// `(2, 2, 3)` and `(3, 3, 3)`.
#[diagnostic::on_unimplemented(
    message = "gemm: operands of ranks `{Self}` (A, B, C) match no form of gemm with an MMA atom",
    note = "with a tensor-core atom, mode 0 of each tensor is the atom's values: (V) x (V) => (V), (V,M) x (V,N) => (V,M,N), (V,M,K) x (V,N,K) => (V,M,N)"
)]
pub trait AtomGemmForm {}
#[diagnostic::do_not_recommend]
impl AtomGemmForm for (Rank1, Rank1, Rank1) {}
#[diagnostic::do_not_recommend]
impl AtomGemmForm for (Rank2, Rank2, Rank3) {}
#[diagnostic::do_not_recommend]
impl AtomGemmForm for (Rank3, Rank3, Rank3) {}
/// A rank no tensor has: with a second candidate for `(Rank2, Rank2, _)` the compiler does not
/// pick `(Rank2, Rank2, Rank3)` for every `(Rank2, Rank2, C)`, so a wrong `C` reports the
/// trait's own message instead of a rank mismatch.
#[doc(hidden)]
pub enum NoRank {}
#[doc(hidden)]
#[diagnostic::do_not_recommend]
impl AtomGemmForm for (Rank2, Rank2, NoRank) {}
#[doc(hidden)]
#[diagnostic::do_not_recommend]
impl AtomGemmForm for (Rank3, Rank3, NoRank) {}
#[doc(hidden)]
#[diagnostic::do_not_recommend]
impl AtomGemmForm for (Rank1, Rank1, NoRank) {}

/// The rank marker of a tensor's shape.
type RankOf<T> = <<T as GemmTensor>::Shape as GemmShape>::Rank;

/// The operands of `gemm(mma, A, B, C)` with the multi-value atom `Op`: three tensors of one
/// of the forms of [`AtomGemmForm`] holding the atom's value types.
pub trait AtomGemmOperands<Op, B, C> {
    /// `C += A * B`, one call of `Op` per `(m, n, k)`.
    ///
    /// # Errors
    /// [`TensorError::SizeMismatch`] when a mode 0 is not the atom's values or the `M`, `N` or
    /// `K` modes disagree; [`TensorError::OutOfBounds`] when a layout maps outside its memory.
    fn try_atom_gemm(&self, b: &B, c: &mut C) -> Result<(), TensorError>;
}

/// `Some` of the value, or the out-of-bounds error of `tensor` at mode-1 index `i`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn at<T>(v: Option<T>, tensor: &'static str, i: i32) -> Result<T, TensorError> {
    v.ok_or(oob("gemm", tensor, i))
}

/// Checks that two mode sizes agree.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn agree(what: (&'static str, i32), other: (&'static str, i32)) -> Result<(), TensorError> {
    same_size(
        "gemm",
        (what.0, i64::from(what.1)),
        (other.0, i64::from(other.1)),
    )
}

/// One call of the atom and the loops around it. Each level is a type whose `call_at` is
/// `inline(always)` on nvptx ([`IndexFn`]), so that the `K x M x N` calls are written out in a
/// kernel whatever their number (a closure called that often may stay a function, and its
/// fragments then live in local memory).
struct Calls<'x, Op: MmaCall, A, B, C> {
    a: &'x A,
    b: &'x B,
    c: &'x mut C,
    frags: (Op::FragA, Op::FragB, Op::FragC),
    rows: i32,
    k: i32,
    n: i32,
}

impl<Op, A, B, C> Calls<'_, Op, A, B, C>
where
    Op: MmaCall,
    Op::ValTypeC: Copy,
    A: GemmTensor<Value = Op::ValTypeA>,
    B: GemmTensor<Value = Op::ValTypeB>,
    C: GemmTensorMut<Value = Op::ValTypeC>,
{
    /// The atom on `A(_,m,k)`, `B(_,n,k)`, `C(_,m,n)`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn call(&mut self, m: i32) -> Result<(), TensorError> {
        let (n, k) = (self.n, self.k);
        // CuTe's serpentine order: every other column's rows backwards
        let m = if n & 1 == 1 { self.rows - 1 - m } else { m };
        let (fa, fb, fc) = &mut self.frags;
        for (v, x) in fa.as_mut().iter_mut().enumerate() {
            *x = at(self.a.read_at((v as i32, m, k)), "A", m)?;
        }
        for (v, x) in fb.as_mut().iter_mut().enumerate() {
            *x = at(self.b.read_at((v as i32, n, k)), "B", n)?;
        }
        for (v, x) in fc.as_mut().iter_mut().enumerate() {
            *x = at(self.c.read_at((v as i32, m, n)), "C", m)?;
        }
        Op::call(fa, fb, fc);
        for (v, x) in fc.as_ref().iter().enumerate() {
            at(self.c.write_at((v as i32, m, n), *x), "C", m)?;
        }
        Ok(())
    }
}

/// The `M` loop of one column `n` and k-block `k`.
struct RowLoop<'y, 'x, Op: MmaCall, A, B, C>(&'y mut Calls<'x, Op, A, B, C>);
/// The `N` loop of one k-block, over the `M` loops (`MS`: the type of `M`).
struct ColumnLoop<'y, 'x, Op: MmaCall, A, B, C, MS>(&'y mut Calls<'x, Op, A, B, C>, MS);
/// The `K` loop, over the `N` loops (`NS`, `MS`: the types of `N` and `M`).
struct KLoop<'y, 'x, Op: MmaCall, A, B, C, NS, MS>(&'y mut Calls<'x, Op, A, B, C>, NS, MS);

impl<Op, A, B, C> IndexFn<TensorError> for RowLoop<'_, '_, Op, A, B, C>
where
    Op: MmaCall,
    Op::ValTypeC: Copy,
    A: GemmTensor<Value = Op::ValTypeA>,
    B: GemmTensor<Value = Op::ValTypeB>,
    C: GemmTensorMut<Value = Op::ValTypeC>,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn call_at(&mut self, m: i32) -> Result<(), TensorError> {
        self.0.call(m)
    }
}
impl<Op, A, B, C, MS: ForEachIndex> IndexFn<TensorError> for ColumnLoop<'_, '_, Op, A, B, C, MS>
where
    Op: MmaCall,
    Op::ValTypeC: Copy,
    A: GemmTensor<Value = Op::ValTypeA>,
    B: GemmTensor<Value = Op::ValTypeB>,
    C: GemmTensorMut<Value = Op::ValTypeC>,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn call_at(&mut self, n: i32) -> Result<(), TensorError> {
        self.0.n = n;
        self.1.try_for_each(&mut RowLoop(&mut *self.0))
    }
}
impl<Op, A, B, C, NS: ForEachIndex, MS: ForEachIndex> IndexFn<TensorError>
    for KLoop<'_, '_, Op, A, B, C, NS, MS>
where
    Op: MmaCall,
    Op::ValTypeC: Copy,
    A: GemmTensor<Value = Op::ValTypeA>,
    B: GemmTensor<Value = Op::ValTypeB>,
    C: GemmTensorMut<Value = Op::ValTypeC>,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn call_at(&mut self, k: i32) -> Result<(), TensorError> {
        self.0.k = k;
        self.1.try_for_each(&mut ColumnLoop(&mut *self.0, self.2))
    }
}

impl<Op, A, B, C> AtomGemmOperands<Op, B, C> for A
where
    Op: MmaCall,
    A: GemmTensor<Value = Op::ValTypeA>,
    B: GemmTensor<Value = Op::ValTypeB>,
    C: GemmTensorMut<Value = Op::ValTypeC>,
    Op::ValTypeA: Copy,
    Op::ValTypeB: Copy,
    Op::ValTypeC: Copy,
    (RankOf<A>, RankOf<B>, RankOf<C>): AtomGemmForm,
    <A::Shape as GemmShape>::Size1: ForEachIndex,
    <A::Shape as GemmShape>::Size2: ForEachIndex,
    <B::Shape as GemmShape>::Size1: ForEachIndex,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn try_atom_gemm(&self, b: &B, c: &mut C) -> Result<(), TensorError> {
        let (sa, sb, sc) = (
            self.gemm_shape().sizes(),
            b.gemm_shape().sizes(),
            c.gemm_shape().sizes(),
        );
        let frags = Op::fragments();
        let (na, nb, nc) = (
            frags.0.as_ref().len() as i32,
            frags.1.as_ref().len() as i32,
            frags.2.as_ref().len() as i32,
        );
        agree(("mode 0 of A", sa.0.value()), ("atom's A fragment", na))?;
        agree(("mode 0 of B", sb.0.value()), ("atom's B fragment", nb))?;
        agree(("mode 0 of C", sc.0.value()), ("atom's C fragment", nc))?;
        agree(("mode 1 of A", sa.1.value()), ("mode 1 of C", sc.1.value()))?;
        agree(("mode 1 of B", sb.1.value()), ("mode 2 of C", sc.2.value()))?;
        agree(("mode 2 of A", sa.2.value()), ("mode 2 of B", sb.2.value()))?;
        let mut calls = Calls::<Op, A, B, C> {
            a: self,
            b,
            c,
            frags,
            rows: sa.1.value(),
            k: 0,
            n: 0,
        };
        sa.2.try_for_each(&mut KLoop(&mut calls, sb.1, sa.1))
    }
}
