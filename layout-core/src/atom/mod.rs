//! CuTe's MMA and copy atoms, `TiledMMA` and `TiledCopy` as types (`include/cute/atom/`):
//! every operation is a zero-sized type named as CuTe names it, its traits are associated
//! types, and the layouts CuTe derives from them are types too, folded by the type checker.
//! A tiled MMA or tiled copy is zero-sized and costs nothing at run time; its layouts print
//! exactly as CuTe prints them. The runtime layer's twin is
//! [`runtime::atom`](crate::runtime::atom) (layouts as data, the same semantics).
//!
//! | CuTe | here | file |
//! | --- | --- | --- |
//! | `float`, `half_t`, `uint128_t`, ... (`sizeof_bits<T>`) | `f32`, [`half_t`], `u128`, ... ([`ValueBits`]) | `value_type.rs` |
//! | `Copy_Traits<OP>::ThrID`, `SrcLayout`, `DstLayout`, `RefLayout` | [`CopyTraits`] on the operation | `copy.rs` |
//! | `UniversalCopy<S,D>`, `AutoVectorizingCopy...`, `DefaultCopy` | [`UniversalCopy<S,D>`], [`AutoVectorizingCopyWithAssumedAlignment<N>`], [`DefaultCopy`] | `copy.rs` |
//! | `SM75_U32x{1,2,4}_LDSM_N`, `SM75_U16x{2,4,8}_LDSM_T`, `SM75_U32x1_MOVM_T` | [`SM75_U32x4_LDSM_N`], ... | `copy_sm75.rs` |
//! | `SM80_CP_ASYNC_CACHEALWAYS<S,D>`, `..._CACHEGLOBAL<S,D>`, `_ZFILL` | [`SM80_CP_ASYNC_CACHEALWAYS<S,D>`], ... | `copy_sm80.rs` |
//! | `SM90_U32x{1,2,4}_STSM_N`, `SM90_U16x{2,4,8}_STSM_T` | [`SM90_U32x4_STSM_N`], ... | `copy_sm90.rs` |
//! | `Copy_Atom<OP,T>` (`ValLayoutSrc/Dst/Ref`, recast to `T`) | [`Copy_Atom<Op,T>`] with [`CopyAtom`] | `copy.rs` |
//! | `MMA_Traits<OP>` (`ValTypeD/A/B/C`, `Shape_MNK`, `ThrID`, `ALayout`, `BLayout`, `CLayout`) | [`MmaTraits`] on the operation | `mma.rs` |
//! | `MMA_Atom<OP>`, `UniversalFMA<D,A,B,C>` | [`MMA_Atom<Op>`], [`UniversalFMA<D,A,B,C>`] | `mma.rs` |
//! | `SM70_8x8x4_{F16F16F16F16,F32F16F16F32}_{TN,NT,NN,TT}` | [`SM70_8x8x4_F32F16F16F32_NT`], ... | `mma_sm70.rs` |
//! | `SM80_16x8x16_F16F16F16F16_TN` and every `SM80_MxNxK_DABC_TN[_SATURATE]` | [`SM80_16x8x16_F16F16F16F16_TN`], ... | `mma_sm80.rs` |
//! | `SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>` (every N, `_SS`/`_RS`, F16/F32/BF16, TF32, FP8 and 8-bit integer `_TN`) | [`SM90_64x128x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>`](SM90_64x128x16_F32F16F16_SS), generic [`SM90_64xNx16_F32F16F16_SS<N,A,B>`] | `mma_sm90.rs`, `mma_sm90/` |
//! | `make_tiled_mma(atom, atom_layout, permutation)`, `TiledMMA`, `ThrMMA` | [`make_tiled_mma`], [`TiledMMA`], [`ThrMMA`] | `tiled_mma.rs` |
//! | `make_tiled_copy`, `make_tiled_copy_impl`, `make_tiled_copy_A/B/C`, `TiledCopy`, `ThrCopy` | [`make_tiled_copy`], [`make_tiled_copy_impl`] ([`make_tiled_copy_tv`]), [`make_tiled_copy_A`], ..., [`TiledCopy`], [`ThrCopy`] | `tiled_copy.rs` |
//! | `thr_copy.partition_S(T)`, `partition_D(T)` | [`ThrCopy::partition_S`], [`ThrCopy::partition_D`] (`_mut` forms writable) | `tiled_copy/partition.rs` |
//! | `copy(copy_atom, src, dst)`, `copy_if(copy_atom, pred, src, dst)` (`algorithm/copy.hpp`) | `tiled_copy.copy(&src, &mut dst)`, `tiled_copy.copy_if(&pred, &src, &mut dst)` (methods of [`Copy_Atom`], [`TiledCopy`], [`ThrCopy`]), or [`algorithm::copy`], [`algorithm::copy_if`] | `algorithm.rs` |
//! | `gemm(mma, A, B, C)` (`algorithm/gemm.hpp`) with a one-value atom (`UniversalFMA`), tiled MMA or thread slice | `mma.gemm(&a, &b, &mut c)` (a method of [`MMA_Atom`], [`TiledMMA`], [`ThrMMA`]), or [`algorithm::gemm`] ([`ScalarMma`]) | `mma_gemm.rs` |
//! | `Copy_Traits<OP>::copy`, `cp_async_fence`, `cp_async_wait<N>` | [`CopyInstruction`], [`cp_async_fence`], [`cp_async_wait`] | `copy_instruction.rs` |
//! | `print(mma_atom)`, `print(tiled_mma)`, `print(copy_atom)`, `print(tiled_copy)` | `Display` of [`MMA_Atom`], [`TiledMMA`], [`Copy_Atom`], [`TiledCopy`] (CuTe's blocks, line for line; an operation prints its name) | `mma.rs`, `tiled_mma.rs`, `copy.rs`, `tiled_copy.rs` |
//! | `print_latex(mma_atom)`, `print_latex(tiled_mma)`, `print_latex(tiled_copy)` | `print_latex` (feature `alloc`), [`PrintLatex`] | `print_latex.rs` |
//!
//! CuTe's default arguments of `make_tiled_mma` are written `X` (CuTe's `_`); the members that
//! CuTe spells as types are methods returning zero-sized values (`TiledCopy::Tiler_MN` is
//! [`TiledCopy::tiler_mn`]) and type aliases ([`LayoutC_TV<M>`], [`TiledMmaOf`], [`TiledCopyOf`]).
//!
//! ```
//! use layout_core::prelude::*;
//! use layout_core::{layout, tile};
//! // CuTe's sgemm_sm80: 2x2 mma.sync atoms, ldmatrix for A and B, cp.async for the tiles
//! let mma = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, layout!((_2,_2):(_1,_2)), tile!((_32,_32,_16)));
//! assert_eq!(display(mma.thr_size()).to_string(), "_128");
//! let s2r_a = make_tiled_copy_A(Copy_Atom::<SM75_U32x4_LDSM_N, half_t>::default(), mma);
//! assert_eq!(display(s2r_a.tiler_mn()).to_string(), "(_32,_16)");
//! let g2s = make_tiled_copy(Copy_Atom::<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>::default(),
//!                           layout!((_16,_8):(_8,_1)), layout!((_1,_8):(_0,_1)));
//! assert_eq!(display(g2s.tiler_mn()).to_string(), "(_16,_64)");
//! // all of it is types: zero-sized values
//! assert_eq!(core::mem::size_of_val(&(mma, s2r_a, g2s, mma.get_layoutC_TV())), 0);
//! ```
//!
//! Misuse is a compile error that says what is wrong in CuTe's terms: an atom that cannot move
//! its value type (`Copy_Atom<SM75_U16x8_LDSM_T, f32>: CopyOperation is not valid for Dst of
//! ValType`), a tiled copy that does not use whole atoms (`TiledCopy: Copy_Atom<UniversalCopy<u128>,
//! half_t> moves Num<8> values per thread (its vector width), which do not split the values
//! `Num<4>` of each thread into whole vectors`), a dynamic layout of atoms, an MN-major register
//! A of a GMMA. Integers in these messages are written `Num<N>`.

pub mod algorithm;
mod atom_gemm;
pub(crate) mod copy;
mod copy_if_elements;
mod copy_instruction;
mod copy_ldmatrix;
pub(crate) mod copy_sm75;
pub(crate) mod copy_sm80;
pub(crate) mod copy_sm90;
mod diagnostic;
mod each_group;
pub(crate) mod mma;
mod mma_call;
mod mma_gemm;
pub(crate) mod mma_sm70;
pub(crate) mod mma_sm80;
pub(crate) mod mma_sm90;
#[cfg(feature = "alloc")]
mod print_latex;
mod rest_pred;
mod static_layout;
mod tiled_copy;
mod tiled_mma;
pub(crate) mod value_type;
pub mod warp_emulation;

pub use algorithm::{CopiesOf, EachGroup, GroupsOf, HasCopyAtom, NumValOf, SizeOf};
pub use atom_gemm::{AtomGemmForm, AtomGemmOperands};
pub use copy::*;
pub use copy_instruction::{cp_async_fence, cp_async_wait, CopyInstruction};
pub use copy_ldmatrix::LdsmValue;
pub use copy_sm75::*;
pub use copy_sm80::*;
pub use copy_sm90::*;
#[doc(hidden)]
pub use diagnostic::{Num, Shown, ShownOf};
pub use mma::*;
pub use mma_call::{MmaCall, MmaValue};
pub use mma_gemm::{
    GemmWithAtom, HasMmaAtom, IssuedByKernel, MmaKind, PerAtom, PerValue, ScalarMma,
};
pub use mma_sm70::*;
pub use mma_sm80::*;
pub use mma_sm90::*;
#[cfg(feature = "alloc")]
pub use print_latex::{print_latex, PrintLatex};
pub use rest_pred::{make_rest_pred, RestPred, RestPredLayout};
#[doc(hidden)]
pub use static_layout::*;
pub use tiled_copy::*;
pub use tiled_mma::*;
pub use value_type::*;
