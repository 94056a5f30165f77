//! CuTe's `gemm(mma, A, B, C)` (`algorithm/gemm.hpp`): the product of `gemm(A, B, C)` (any of
//! its five forms, [`GemmForm`](crate::tensor::GemmForm)) with the instruction of an MMA atom,
//! a tiled MMA or a thread's slice of one (CuTe's `TiledMMA` and `ThrMMA` are `MMA_Atom`s).
//!
//! | CuTe | here |
//! |------|------|
//! | `gemm(mma, A, B, C)` | [`gemm`]`(&mma, &a, &b, &mut c)` (this module, `atom::algorithm::gemm`), or the method `mma.gemm(&a, &b, &mut c)` of [`MMA_Atom`], [`TiledMMA`] and [`ThrMMA`] (and `try_` forms) |
//! | `MMA_Atom<UniversalFMA<T>>::call`: `d = a * b + c` | [`ScalarMma::fma`] |
//!
//! Rust has no overloading, so as for `copy(copy_atom, src, dst)` the form with an atom is a
//! method, and the free function lives out of the glob imports (`tensor::gemm` is the form
//! without). Two kinds of atoms run ([`MmaKind`]):
//!
//! - one value per thread ([`PerValue`]): `UniversalFMA`, whose instruction is the arithmetic of
//!   its types, in CuTe's five forms of `gemm(A, B, C)`;
//! - several values per thread ([`PerAtom`]): the SM80 16-bit `mma.sync` atoms
//!   ([`MmaCall`](super::MmaCall)), called once per `(m, n, k)` on mode 0 of each tensor, the
//!   atom's values (`atom_gemm.rs`). In a kernel every lane of the warp calls `gemm` together;
//!   on the host the kernel body runs in a block emulator (`gpu_host::emulate`).
//!
//! The `wgmma` atoms are issued by their kernels through `gpu_kernels::gmma`; `gemm` with one
//! does not compile.
//!
//! ```
//! use layout_core::prelude::*;
//! use layout_core::atom::algorithm;
//! use layout_core::layout;
//! // CuTe's sgemm_2: 16x16 threads, one FMA each; thread 17 computes C(1,1), C(1,17), ...
//! let mma = make_tiled_mma(UniversalFMA::<f32>::default(), layout!((_16,_16,_1):(_1,_16,_0)), X);
//! let a: Vec<f32> = (0..32 * 4).map(|i| i as f32).collect();
//! let s_a = make_tensor(&a[..], make_layout((_32, _4))); // (BLK_M,BLK_K)
//! let s_b = make_tensor(&a[..], make_layout((_32, _4))); // (BLK_N,BLK_K)
//! let thr_mma = mma.get_slice(17);
//! let t_c_s_a = thr_mma.partition_A(&s_a); // (MMA,MMA_M,MMA_K)
//! let t_c_s_b = thr_mma.partition_B(&s_b); // (MMA,MMA_N,MMA_K)
//! let mut t_c_r_c = make_fragment::<f32, _>(make_layout((_1, _2, _2))); // (MMA,MMA_M,MMA_N)
//! algorithm::gemm(&mma, &t_c_s_a, &t_c_s_b, &mut t_c_r_c); // or mma.gemm(..)
//! let dot = |m: usize, n: usize| (0..4).map(|k| a[m + 32 * k] * a[n + 32 * k]).sum::<f32>();
//! assert_eq!(t_c_r_c[(0, 1, 1)], dot(17, 17));
//! assert_eq!(t_c_r_c[(0, 0, 1)], dot(1, 17));
//! ```
//!
//! A `wgmma` atom does not compile:
//! ```compile_fail
//! use layout_core::prelude::*;
//! use layout_core::atom::algorithm;
//! use layout_core::atom::{GMMA, SM90_64x8x16_F32F16F16_SS};
//! let atom = SM90_64x8x16_F32F16F16_SS::<GMMA::Major::K, GMMA::Major::K>::default();
//! let mma = make_tiled_mma(atom, X, X);
//! let a = [half_t::default(); 4];
//! let ta = make_tensor(&a[..], make_layout((_2, _2)));
//! let mut c = make_fragment::<f32, _>(make_layout((_2, _2)));
//! algorithm::gemm(&mma, &ta, &ta, &mut c);
//! ```

use super::atom_gemm::AtomGemmOperands;
use super::mma::{MMA_Atom, MmaTraits, UniversalFMA};
use super::mma_call::MmaCall;
use super::tiled_mma::{ThrMMA, TiledMMA};
use super::value_type::ValueBits;
use crate::tensor::{try_gemm_with, GemmOperands, TensorError};
use core::ops::{Add, Mul};

/// An MMA of one value per thread that runs here, on the host and in a kernel alike: CuTe's
/// `MMA_Atom::call` of a one-value atom, `d = a * b + c` with the accumulator type for `d`
/// (what `gemm(mma, A, B, C)` writes back into `C`).
///
/// ```
/// use layout_core::atom::{ScalarMma, UniversalFMA};
/// assert_eq!(UniversalFMA::<f32>::fma(2.0, 3.0, 1.0), 7.0);
/// assert_eq!(UniversalFMA::<i32>::fma(2, 3, 1), 7);
/// ```
#[diagnostic::on_unimplemented(
    message = "gemm: `{Self}` is not an MMA of one value per thread that runs here",
    note = "gemm(mma, A, B, C) runs UniversalFMA<T> (d = a * b + c, accumulating in T); a tensor-core atom (mma.sync, wgmma) is one instruction of a warp or warpgroup over all of its threads' registers: a kernel issues it itself, through inline PTX"
)]
pub trait ScalarMma: MmaTraits {
    /// `d = a * b + c`.
    fn fma(a: Self::ValTypeA, b: Self::ValTypeB, c: Self::ValTypeC) -> Self::ValTypeC;
}

#[diagnostic::do_not_recommend]
impl<T, A, B> ScalarMma for UniversalFMA<T, A, B, T>
where
    T: ValueBits + Copy + Add<Output = T>,
    A: ValueBits + Copy + Mul<B, Output = T>,
    B: ValueBits + Copy,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn fma(a: A, b: B, c: T) -> T {
        a * b + c
    }
}

#[diagnostic::do_not_recommend]
impl<Op: ScalarMma> ScalarMma for MMA_Atom<Op> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn fma(a: Op::ValTypeA, b: Op::ValTypeB, c: Op::ValTypeC) -> Op::ValTypeC {
        Op::fma(a, b, c)
    }
}

/// An MMA atom, a tiled MMA or a thread's slice of one: what [`gemm`] runs with.
pub trait HasMmaAtom {
    /// The atom (an MMA operation or `MMA_Atom<Op>`).
    type Atom: MmaTraits;
}
impl<Op: MmaTraits> HasMmaAtom for MMA_Atom<Op> {
    type Atom = Op;
}
impl<A: MmaTraits, L, P> HasMmaAtom for TiledMMA<A, L, P> {
    type Atom = A;
}
impl<M: HasMmaAtom> HasMmaAtom for ThrMMA<M> {
    type Atom = M::Atom;
}

/// [`MmaKind::Kind`] of the atoms of one value per thread ([`ScalarMma`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct PerValue;
/// [`MmaKind::Kind`] of the atoms of several values per thread ([`MmaCall`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct PerAtom;

/// [`MmaKind::Kind`] of the `wgmma` atoms: a warpgroup's instruction on shared-memory
/// descriptors, issued by its kernel (`gpu_kernels::gmma`); `gemm` does not run it.
#[derive(Clone, Copy, Debug, Default)]
pub struct IssuedByKernel;

/// How [`gemm`] runs an atom: [`PerValue`] (one multiply-accumulate per element) or
/// [`PerAtom`] (one call of the atom per `(m, n, k)` over mode 0 of each tensor);
/// [`IssuedByKernel`] for the atoms it does not run.
///
/// ```
/// use layout_core::atom::{MmaKind, PerAtom, PerValue, UniversalFMA, SM80_16x8x16_F32F16F16F32_TN};
/// fn kind<M: MmaKind>() -> &'static str { core::any::type_name::<M::Kind>() }
/// assert!(kind::<UniversalFMA<f32>>().ends_with("PerValue"));
/// assert!(kind::<SM80_16x8x16_F32F16F16F32_TN>().ends_with("PerAtom"));
/// ```
#[diagnostic::on_unimplemented(
    message = "gemm: `{Self}` is not an MMA atom that gemm runs",
    note = "gemm(mma, A, B, C) runs UniversalFMA and the SM80 16-bit mma.sync atoms (SM80_16x8x16_*, SM80_16x8x8_* with F32 or F16 accumulators); a wgmma atom is issued by its kernel through gpu_kernels::gmma"
)]
pub trait MmaKind: MmaTraits {
    /// [`PerValue`] or [`PerAtom`].
    type Kind;
}
#[diagnostic::do_not_recommend]
impl<T, A, B> MmaKind for UniversalFMA<T, A, B, T>
where
    Self: MmaTraits,
{
    type Kind = PerValue;
}

/// The kind of the atom of `M`.
type KindOf<M> = <<M as HasMmaAtom>::Atom as MmaKind>::Kind;

/// Tensors `gemm(mma, A, B, C)` runs on with an atom `Op` of kind `Kind` (implemented on `A`).
#[diagnostic::on_unimplemented(
    message = "gemm: `{Op}` is not an MMA atom that gemm runs on these operands",
    note = "gemm(mma, A, B, C) runs UniversalFMA (CuTe's five forms) and the SM80 16-bit mma.sync atoms ((V) x (V) => (V), (V,M) x (V,N) => (V,M,N), (V,M,K) x (V,N,K) => (V,M,N)); a wgmma atom is issued by its kernel through gpu_kernels::gmma"
)]
pub trait GemmWithAtom<Kind, Op, B, C> {
    /// `C += A * B` with the atom.
    ///
    /// # Errors
    /// As [`try_gemm`].
    fn try_gemm_with_atom(&self, b: &B, c: &mut C) -> Result<(), TensorError>;
}

impl<Op, A, B, C> GemmWithAtom<PerValue, Op, B, C> for A
where
    Op: ScalarMma,
    A: GemmOperands<B, C, ValA = Op::ValTypeA, ValB = Op::ValTypeB, ValC = Op::ValTypeC>,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn try_gemm_with_atom(&self, b: &B, c: &mut C) -> Result<(), TensorError> {
        try_gemm_with(self, b, c, Op::fma)
    }
}

impl<Op, A, B, C> GemmWithAtom<PerAtom, Op, B, C> for A
where
    Op: MmaCall,
    A: AtomGemmOperands<Op, B, C>,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn try_gemm_with_atom(&self, b: &B, c: &mut C) -> Result<(), TensorError> {
        self.try_atom_gemm(b, c)
    }
}

/// CuTe's `gemm(mma, A, B, C)`: `C += A * B` with the atom's instruction. With a one-value
/// atom, in the form the ranks choose (as [`tensor::gemm`](crate::tensor::gemm)), each
/// multiply-accumulate the atom's ([`ScalarMma::fma`]); with a tensor-core atom, one call of
/// the atom per `(m, n, k)` on mode 0 of each tensor (`atom_gemm.rs`; every lane of the warp
/// calls it). The tensors hold the atom's value types. `mma` is an MMA atom, a tiled MMA or a
/// thread's slice. Example in the module docs.
///
/// # Errors
/// As [`tensor::try_gemm`](crate::tensor::try_gemm); with a tensor-core atom also when a mode
/// 0 is not the atom's number of values of that operand.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_gemm<M, A, B, C>(mma: &M, a: &A, b: &B, c: &mut C) -> Result<(), TensorError>
where
    M: HasMmaAtom,
    M::Atom: MmaKind,
    A: GemmWithAtom<KindOf<M>, M::Atom, B, C>,
{
    let _ = mma;
    a.try_gemm_with_atom(b, c)
}

/// [`try_gemm`], panicking on error.
///
/// # Panics
/// When [`try_gemm`] returns an error (its message).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn gemm<M, A, B, C>(mma: &M, a: &A, b: &B, c: &mut C)
where
    M: HasMmaAtom,
    M::Atom: MmaKind,
    A: GemmWithAtom<KindOf<M>, M::Atom, B, C>,
{
    if let Err(e) = try_gemm(mma, a, b, c) {
        panic!("{e}")
    }
}

/// The methods `gemm` and `try_gemm` of an MMA atom, a tiled MMA and a thread slice.
macro_rules! gemm_methods {
    ($([$($g:ident),*] $T:ty;)*) => {$(
        impl<$($g),*> $T
        where
            Self: HasMmaAtom,
        {
            /// CuTe's `gemm(mma, A, B, C)` with this atom, tiled MMA or thread slice:
            /// [`gemm`](fn@gemm).
            ///
            /// ```
            /// use layout_core::prelude::*;
            /// let mma = MMA_Atom::<UniversalFMA<f32>>::default();
            /// let x = [1.0_f32, 2.0];
            /// let a = make_tensor(&x[..], make_layout(_2)); // (M)
            /// let b = make_tensor(&x[..], make_layout(_2)); // (N)
            /// let mut c = make_fragment::<f32, _>(make_layout((_2, _2)));
            /// mma.gemm(&a, &b, &mut c); // (M) x (N) => (M,N)
            /// assert_eq!(c.engine().as_slice(), &[1.0, 2.0, 2.0, 4.0]);
            /// ```
            ///
            /// # Panics
            /// As [`gemm`](fn@gemm).
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            #[track_caller]
            pub fn gemm<A, B, C>(&self, a: &A, b: &B, c: &mut C)
            where
                <Self as HasMmaAtom>::Atom: MmaKind,
                A: GemmWithAtom<KindOf<Self>, <Self as HasMmaAtom>::Atom, B, C>,
            {
                gemm(self, a, b, c)
            }

            /// [`try_gemm`] with this atom, tiled MMA or thread slice; example at the method
            /// `gemm`.
            ///
            /// # Errors
            /// As [`try_gemm`].
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            pub fn try_gemm<A, B, C>(&self, a: &A, b: &B, c: &mut C) -> Result<(), TensorError>
            where
                <Self as HasMmaAtom>::Atom: MmaKind,
                A: GemmWithAtom<KindOf<Self>, <Self as HasMmaAtom>::Atom, B, C>,
            {
                try_gemm(self, a, b, c)
            }
        }
    )*};
}
gemm_methods! {
    [Op] MMA_Atom<Op>;
    [Atom, L, P] TiledMMA<Atom, L, P>;
    [M] ThrMMA<M>;
}
