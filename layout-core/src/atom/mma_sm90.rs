//! The Hopper warpgroup MMAs (`wgmma`), CuTe's `include/cute/atom/mma_traits_sm90_gmma.hpp`
//! and `mma_traits_sm90_gmma_ext.hpp`: 128 threads (`ThrID = _128:_1`), `M = 64`, one
//! operation per `N` (a multiple of 8 up to 256), named `SM90_64xNxK_DAB_SS` (A and B read from
//! shared memory through descriptors) or `..._RS` (A from registers).
//!
//! Each family is one generic type with `N` as its first parameter
//! ([`SM90_64xNx16_F16F16F16_SS<N, MajorA, MajorB>`]), and every CuTe name is an alias of it:
//! `SM90_64x128x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>` is
//! `SM90_64xNx16_F16F16F16_SS<_128, GMMA::Major::K, GMMA::Major::K>`.
//!
//! | trait | layout | |
//! | --- | --- | --- |
//! | `ALayout`, `SS` | `(_128,(_64,_K)):(_0,(_1,_64))` | every thread sees the whole tile (CuTe's `GMMA::ABLayout`) |
//! | `ALayout`, `RS`, 16-bit A | `((_4,_8,_4),(_2,_2,_2)):((_128,_1,_16),(_64,_8,_512))` | CuTe's `GMMA::ALayout_64x16` |
//! | `ALayout`, `RS`, 32-bit A | `((_4,_8,_4),(_2,_2)):((_64,_1,_16),(_8,_256))` | CuTe's `GMMA::ALayout_64x8` |
//! | `BLayout` | `(_128,(_N,_K)):(_0,(_1,_N))` | |
//! | `CLayout` | `((_4,_8,_4),(_2,_2,_N/8)):((_128,_1,_16),(_64,_8,_512))` | CuTe's `GMMA::CLayout_64xN` |
//!
//! The 16-bit operations (`F16F16F16`, `F32F16F16`, `F32BF16BF16`, `K = 16`) take the
//! majorness of A and B as type parameters, [`GMMA::Major::K`] or [`GMMA::Major::MN`]; a
//! register-sourced A must be K-major (CuTe's static assertion in the `RS` operations). The
//! TF32 ones (`F32TF32TF32`, `K = 8`) and the 8-bit ones (`{F16,F32}{E4M3,E5M2}{E4M3,E5M2}` and
//! `S32{S8,U8}{S8,U8}[_SATURATE]`, `K = 32`, `mma_sm90/fp8_int8.rs`) are K-major only and named
//! `..._TN`; the integer ones take `N` = 8, 24 or a multiple of 16.
//!
//! ```
//! use layout_core::atom::{GMMA, MmaTraits, SM90_64x128x16_F16F16F16_SS};
//! use layout_core::prelude::*;
//! type Op = SM90_64x128x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>;
//! assert_eq!(display(<Op as MmaTraits>::Shape_MNK::default()).to_string(), "(_64,_128,_16)");
//! assert_eq!(<Op as MmaTraits>::CLayout::default().to_string(),
//!            "((_4,_8,_4),(_2,_2,_16)):((_128,_1,_16),(_64,_8,_512))");
//! assert_eq!(Op::default().to_string(), "SM90_64x128x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>");
//! ```
//!
//! A register-sourced A that is MN-major does not compile:
//! ```compile_fail
//! use layout_core::atom::{GMMA, MmaTraits, SM90_64x64x16_F16F16F16_RS};
//! type Op = SM90_64x64x16_F16F16F16_RS<GMMA::Major::MN, GMMA::Major::K>;
//! let _ = <Op as MmaTraits>::ALayout::default();
//! ```
#![allow(non_camel_case_types)]

use super::copy::phantom_type;
use super::mma::MmaTraits;
use super::value_type::{bfloat16_t, half_t, tfloat32_t};
use crate::int::*;
use crate::layout::Layout;
use core::fmt;

/// CuTe's `GMMA` namespace: the majorness of a GMMA operand.
#[allow(non_snake_case)]
pub mod GMMA {
    /// CuTe's `GMMA::Major`: how an operand is laid out in shared memory.
    pub mod Major {
        /// CuTe's `GMMA::Major::K`: the operand is K-major (K is the contiguous mode).
        ///
        /// ```
        /// use layout_core::atom::GMMA;
        /// assert_eq!(GMMA::Major::K.to_string(), "GMMA::Major::K");
        /// ```
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct K;
        /// CuTe's `GMMA::Major::MN`: the operand is M-major (A) or N-major (B).
        ///
        /// ```
        /// use layout_core::atom::GMMA;
        /// assert_eq!(GMMA::Major::MN.to_string(), "GMMA::Major::MN");
        /// ```
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct MN;

        impl core::fmt::Display for K {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("GMMA::Major::K")
            }
        }
        impl core::fmt::Display for MN {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("GMMA::Major::MN")
            }
        }
    }
}

/// A GMMA majorness: [`GMMA::Major::K`] or [`GMMA::Major::MN`].
///
/// ```
/// use layout_core::atom::{GmmaMajor, GMMA};
/// fn major<M: GmmaMajor>() -> String { M::default().to_string() }
/// assert_eq!(major::<GMMA::Major::MN>(), "GMMA::Major::MN");
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a GMMA majorness: write GMMA::Major::K or GMMA::Major::MN"
)]
pub trait GmmaMajor: Copy + Default + fmt::Display + 'static {}
impl GmmaMajor for GMMA::Major::K {}
impl GmmaMajor for GMMA::Major::MN {}

/// The majorness of a register-sourced A: K only.
#[diagnostic::on_unimplemented(
    message = "SM90 GMMA _RS: register source operand A must have K major layout, not `{Self}`",
    note = "an A read from registers is laid out as the accumulator; use GMMA::Major::K, or the _SS operation for an MN-major A in shared memory"
)]
#[doc(hidden)]
pub trait RegisterMajorA: GmmaMajor {}
impl RegisterMajorA for GMMA::Major::K {}

/// An `N` extent of the GMMA operations: a multiple of 8 from 8 to 256, with `N/8`, the
/// accumulator's repeat along N.
///
/// ```
/// use layout_core::atom::GmmaN;
/// use layout_core::prelude::*;
/// assert_eq!(<<_96 as GmmaN>::Eighths as StaticInt>::VALUE, 12);
/// ```
#[diagnostic::on_unimplemented(
    message = "SM90 GMMA: N = `{Self}` is not a multiple of 8 from 8 to 256",
    note = "wgmma.m64nNk16 takes N = 8, 16, 24, ..., 256"
)]
pub trait GmmaN: StaticInt + crate::int_tuple::IntTuple {
    /// `N / 8`.
    type Eighths: StaticInt + crate::int_tuple::IntTuple;
}
impl GmmaN for _8 {
    type Eighths = _1;
}
impl GmmaN for _16 {
    type Eighths = _2;
}
impl GmmaN for _24 {
    type Eighths = _3;
}
impl GmmaN for _32 {
    type Eighths = _4;
}
impl GmmaN for _40 {
    type Eighths = _5;
}
impl GmmaN for _48 {
    type Eighths = _6;
}
impl GmmaN for _56 {
    type Eighths = _7;
}
impl GmmaN for _64 {
    type Eighths = _8;
}
impl GmmaN for _72 {
    type Eighths = _9;
}
impl GmmaN for _80 {
    type Eighths = _10;
}
impl GmmaN for _88 {
    type Eighths = _11;
}
impl GmmaN for _96 {
    type Eighths = _12;
}
impl GmmaN for _104 {
    type Eighths = _13;
}
impl GmmaN for _112 {
    type Eighths = _14;
}
impl GmmaN for _120 {
    type Eighths = _15;
}
impl GmmaN for _128 {
    type Eighths = _16;
}
impl GmmaN for _136 {
    type Eighths = _17;
}
impl GmmaN for _144 {
    type Eighths = _18;
}
impl GmmaN for _152 {
    type Eighths = _19;
}
impl GmmaN for _160 {
    type Eighths = _20;
}
impl GmmaN for _168 {
    type Eighths = _21;
}
impl GmmaN for _176 {
    type Eighths = _22;
}
impl GmmaN for _184 {
    type Eighths = _23;
}
impl GmmaN for _192 {
    type Eighths = _24;
}
impl GmmaN for _200 {
    type Eighths = _25;
}
impl GmmaN for _208 {
    type Eighths = _26;
}
impl GmmaN for _216 {
    type Eighths = _27;
}
impl GmmaN for _224 {
    type Eighths = _28;
}
impl GmmaN for _232 {
    type Eighths = _29;
}
impl GmmaN for _240 {
    type Eighths = _30;
}
impl GmmaN for _248 {
    type Eighths = _31;
}
impl GmmaN for _256 {
    type Eighths = _32;
}

/// CuTe's `GMMA::ABLayout<MN, K>`: every thread maps to the origin of the whole shared-memory
/// tile, `(_128,(_MN,_K)):(_0,(_1,_MN))` (an alias; see [`Layout`]).
///
/// ```
/// use layout_core::atom::GmmaSmemLayout;
/// use layout_core::prelude::*;
/// assert_eq!(GmmaSmemLayout::<_64, _16>::default().to_string(), "(_128,(_64,_16)):(_0,(_1,_64))");
/// ```
pub type GmmaSmemLayout<MN, K> = Layout<(_128, (MN, K)), (_0, (_1, MN))>;
/// CuTe's `GMMA::CLayout_64xN`: the 64x8 accumulator pattern of a warpgroup, repeated `N/8`
/// times along N (an alias; see [`Layout`]).
///
/// ```
/// use layout_core::atom::GmmaCLayout;
/// use layout_core::prelude::*;
/// assert_eq!(GmmaCLayout::<_32>::default().to_string(), "((_4,_8,_4),(_2,_2,_4)):((_128,_1,_16),(_64,_8,_512))");
/// ```
pub type GmmaCLayout<N> =
    Layout<((_4, _8, _4), (_2, _2, <N as GmmaN>::Eighths)), ((_128, _1, _16), (_64, _8, _512))>;
/// CuTe's `GMMA::ALayout_64x16`: a register-sourced 64x16 tile of 16-bit A,
/// `((_4,_8,_4),(_2,_2,_2)):((_128,_1,_16),(_64,_8,_512))` (an alias; see [`Layout`]).
///
/// ```
/// use layout_core::atom::GmmaALayout64x16;
/// assert_eq!(GmmaALayout64x16::default().to_string(), "((_4,_8,_4),(_2,_2,_2)):((_128,_1,_16),(_64,_8,_512))");
/// ```
pub type GmmaALayout64x16 =
    Layout<((_4, _8, _4), (_2, _2, _2)), ((_128, _1, _16), (_64, _8, _512))>;
/// CuTe's `GMMA::ALayout_64x8`: a register-sourced 64x8 tile of 32-bit A,
/// `((_4,_8,_4),(_2,_2)):((_64,_1,_16),(_8,_256))` (an alias; see [`Layout`]).
///
/// ```
/// use layout_core::atom::GmmaALayout64x8;
/// assert_eq!(GmmaALayout64x8::default().to_string(), "((_4,_8,_4),(_2,_2)):((_64,_1,_16),(_8,_256))");
/// ```
pub type GmmaALayout64x8 = Layout<((_4, _8, _4), (_2, _2)), ((_64, _1, _16), (_8, _256))>;
/// CuTe's `GMMA::ALayout_64x32`: a register-sourced 64x32 tile of 8-bit A,
/// `((_4,_8,_4),(_4,_2,_2)):((_256,_1,_16),(_64,_8,_1024))` (an alias; see [`Layout`]).
///
/// ```
/// use layout_core::atom::GmmaALayout64x32;
/// assert_eq!(GmmaALayout64x32::default().to_string(), "((_4,_8,_4),(_4,_2,_2)):((_256,_1,_16),(_64,_8,_1024))");
/// ```
pub type GmmaALayout64x32 =
    Layout<((_4, _8, _4), (_4, _2, _2)), ((_256, _1, _16), (_64, _8, _1024))>;
/// `ThrID` of a warpgroup, `_128:_1` (an alias; see [`Layout`]).
///
/// ```
/// use layout_core::atom::Warpgroup;
/// assert_eq!(Warpgroup::default().to_string(), "_128:_1");
/// ```
pub type Warpgroup = Layout<_128, _1>;

/// A 16-bit GMMA family: its generic type, D, A, B, whether A is in registers.
macro_rules! gmma_16bit {
    ($($(#[$doc:meta])* $name:ident: [$D:ty, $A:ty, $B:ty], $codes:literal, $src:literal, $aname:ident $(: $amajor:ident)?;)*) => {$(
        phantom_type! {
            $(#[$doc])*
            $name<N, MajorA, MajorB>
        }
        impl<N: GmmaN, MajorA: GmmaMajor $(+ $amajor)?, MajorB: GmmaMajor> MmaTraits for $name<N, MajorA, MajorB>
        where
            (_64, N, _16): crate::int_tuple::IntTuple + Default,
            GmmaSmemLayout<N, _16>: crate::layout_like::LayoutLike + Default,
            GmmaCLayout<N>: crate::layout_like::LayoutLike + Default,
        {
            type ValTypeD = $D;
            type ValTypeA = $A;
            type ValTypeB = $B;
            type ValTypeC = $D;
            type Shape_MNK = (_64, N, _16);
            type ThrID = Warpgroup;
            type ALayout = gmma_16bit!(@a $aname);
            type BLayout = GmmaSmemLayout<N, _16>;
            type CLayout = GmmaCLayout<N>;
        }
        #[diagnostic::do_not_recommend]
        impl<N, MajorA, MajorB> crate::atom::MmaKind for $name<N, MajorA, MajorB>
        where
            Self: MmaTraits,
        {
            type Kind = crate::atom::IssuedByKernel;
        }
        impl<N: GmmaN, MajorA: GmmaMajor, MajorB: GmmaMajor> fmt::Display for $name<N, MajorA, MajorB> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "SM90_64x{}x16_{}_{}<{},{}>", N::VALUE, $codes, $src, MajorA::default(), MajorB::default())
            }
        }
    )*};
    (@a smem) => { GmmaSmemLayout<_64, _16> };
    (@a regs) => { GmmaALayout64x16 };
}

gmma_16bit! {
    /// CuTe's `SM90_64xNx16_F16F16F16_SS<MajorA, MajorB>` for every `N`: `wgmma` with A and B
    /// in shared memory, `half_t` in and out. `ALayout = (_128,(_64,_16)):(_0,(_1,_64))`,
    /// `BLayout = (_128,(_N,_16)):(_0,(_1,_N))`, `CLayout = GMMA::CLayout_64xN`.
    ///
    /// ```
    /// use layout_core::atom::{GMMA, MmaTraits, SM90_64xNx16_F16F16F16_SS};
    /// use layout_core::prelude::*;
    /// type Op = SM90_64xNx16_F16F16F16_SS<_32, GMMA::Major::K, GMMA::Major::K>;
    /// assert_eq!(<Op as MmaTraits>::BLayout::default().to_string(), "(_128,(_32,_16)):(_0,(_1,_32))");
    /// assert_eq!(Op::default().to_string(), "SM90_64x32x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>");
    /// ```
    SM90_64xNx16_F16F16F16_SS: [half_t, half_t, half_t], "F16F16F16", "SS", smem;
    /// CuTe's `SM90_64xNx16_F16F16F16_RS<MajorA, MajorB>` for every `N`: as the `_SS` one with
    /// A in registers (`ALayout = GMMA::ALayout_64x16`), A K-major.
    ///
    /// ```
    /// use layout_core::atom::{GMMA, MmaTraits, SM90_64xNx16_F16F16F16_RS};
    /// use layout_core::prelude::*;
    /// type Op = SM90_64xNx16_F16F16F16_RS<_64, GMMA::Major::K, GMMA::Major::K>;
    /// assert_eq!(<Op as MmaTraits>::ALayout::default().to_string(),
    ///            "((_4,_8,_4),(_2,_2,_2)):((_128,_1,_16),(_64,_8,_512))");
    /// ```
    SM90_64xNx16_F16F16F16_RS: [half_t, half_t, half_t], "F16F16F16", "RS", regs: RegisterMajorA;
    /// CuTe's `SM90_64xNx16_F32F16F16_SS<MajorA, MajorB>` for every `N`: `half_t` A and B,
    /// `float` accumulators, A and B in shared memory.
    ///
    /// ```
    /// use layout_core::atom::{GMMA, MmaTraits, SM90_64xNx16_F32F16F16_SS};
    /// use layout_core::prelude::*;
    /// type Op = SM90_64xNx16_F32F16F16_SS<_8, GMMA::Major::K, GMMA::Major::K>;
    /// assert_eq!(<Op as MmaTraits>::CLayout::default().to_string(),
    ///            "((_4,_8,_4),(_2,_2,_1)):((_128,_1,_16),(_64,_8,_512))");
    /// ```
    SM90_64xNx16_F32F16F16_SS: [f32, half_t, half_t], "F32F16F16", "SS", smem;
    /// CuTe's `SM90_64xNx16_F32F16F16_RS<MajorA, MajorB>` for every `N`: as the `_SS` one with
    /// A in registers, A K-major.
    ///
    /// ```
    /// use layout_core::atom::{GMMA, MmaTraits, SM90_64xNx16_F32F16F16_RS};
    /// use layout_core::prelude::*;
    /// type Op = SM90_64xNx16_F32F16F16_RS<_256, GMMA::Major::K, GMMA::Major::K>;
    /// assert_eq!(display(<Op as MmaTraits>::Shape_MNK::default()).to_string(), "(_64,_256,_16)");
    /// ```
    SM90_64xNx16_F32F16F16_RS: [f32, half_t, half_t], "F32F16F16", "RS", regs: RegisterMajorA;
    /// CuTe's `SM90_64xNx16_F32BF16BF16_SS<MajorA, MajorB>` for every `N`: `bfloat16_t` A and
    /// B, `float` accumulators, A and B in shared memory.
    ///
    /// ```
    /// use layout_core::atom::{GMMA, MmaTraits, SM90_64xNx16_F32BF16BF16_SS};
    /// use layout_core::prelude::*;
    /// type Op = SM90_64xNx16_F32BF16BF16_SS<_16, GMMA::Major::MN, GMMA::Major::MN>;
    /// assert_eq!(Op::default().to_string(), "SM90_64x16x16_F32BF16BF16_SS<GMMA::Major::MN,GMMA::Major::MN>");
    /// ```
    SM90_64xNx16_F32BF16BF16_SS: [f32, bfloat16_t, bfloat16_t], "F32BF16BF16", "SS", smem;
    /// CuTe's `SM90_64xNx16_F32BF16BF16_RS<MajorA, MajorB>` for every `N`: as the `_SS` one
    /// with A in registers, A K-major.
    ///
    /// ```
    /// use layout_core::atom::{GMMA, MmaTraits, SM90_64xNx16_F32BF16BF16_RS};
    /// use layout_core::prelude::*;
    /// type Op = SM90_64xNx16_F32BF16BF16_RS<_16, GMMA::Major::K, GMMA::Major::MN>;
    /// assert_eq!(<Op as MmaTraits>::BLayout::default().to_string(), "(_128,(_16,_16)):(_0,(_1,_16))");
    /// ```
    SM90_64xNx16_F32BF16BF16_RS: [f32, bfloat16_t, bfloat16_t], "F32BF16BF16", "RS", regs: RegisterMajorA;
}

/// A K-major-only GMMA family (named `..._TN`): its generic type, D, A, B, K, the name's
/// codes, `SS` or `RS`, the suffix after `_TN`, A's layout and the bound on `N`.
macro_rules! gmma_tn {
    ($($(#[$doc:meta])* $name:ident: [$D:ty, $A:ty, $B:ty], $k:ty, $codes:literal, $src:literal, $suffix:literal, $a:ty, $Nb:ident;)*) => {$(
        phantom_type! {
            $(#[$doc])*
            $name<N>
        }
        impl<N: $Nb> MmaTraits for $name<N>
        where
            (_64, N, $k): crate::int_tuple::IntTuple + Default,
            GmmaSmemLayout<N, $k>: crate::layout_like::LayoutLike + Default,
            GmmaCLayout<N>: crate::layout_like::LayoutLike + Default,
        {
            type ValTypeD = $D;
            type ValTypeA = $A;
            type ValTypeB = $B;
            type ValTypeC = $D;
            type Shape_MNK = (_64, N, $k);
            type ThrID = Warpgroup;
            type ALayout = $a;
            type BLayout = GmmaSmemLayout<N, $k>;
            type CLayout = GmmaCLayout<N>;
        }
        #[diagnostic::do_not_recommend]
        impl<N> crate::atom::MmaKind for $name<N>
        where
            Self: MmaTraits,
        {
            type Kind = crate::atom::IssuedByKernel;
        }
        impl<N: $Nb> fmt::Display for $name<N> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "SM90_64x{}x{}_{}_{}_TN{}", N::VALUE, <$k as StaticInt>::VALUE, $codes, $src, $suffix)
            }
        }
    )*};
}

gmma_tn! {
    /// CuTe's `SM90_64xNx8_F32TF32TF32_SS_TN` for every `N`: `tfloat32_t` A and B (K-major,
    /// in shared memory), `float` accumulators. `ALayout = (_128,(_64,_8)):(_0,(_1,_64))`.
    ///
    /// ```
    /// use layout_core::atom::{MmaTraits, SM90_64xNx8_F32TF32TF32_SS_TN};
    /// use layout_core::prelude::*;
    /// type Op = SM90_64xNx8_F32TF32TF32_SS_TN<_24>;
    /// assert_eq!(<Op as MmaTraits>::BLayout::default().to_string(), "(_128,(_24,_8)):(_0,(_1,_24))");
    /// assert_eq!(Op::default().to_string(), "SM90_64x24x8_F32TF32TF32_SS_TN");
    /// ```
    SM90_64xNx8_F32TF32TF32_SS_TN: [f32, tfloat32_t, tfloat32_t], _8, "F32TF32TF32", "SS", "", GmmaSmemLayout<_64, _8>, GmmaN;
    /// CuTe's `SM90_64xNx8_F32TF32TF32_RS_TN` for every `N`: as the `_SS_TN` one with A in
    /// registers (`ALayout = GMMA::ALayout_64x8`).
    ///
    /// ```
    /// use layout_core::atom::{MmaTraits, SM90_64xNx8_F32TF32TF32_RS_TN};
    /// use layout_core::prelude::*;
    /// type Op = SM90_64xNx8_F32TF32TF32_RS_TN<_8>;
    /// assert_eq!(<Op as MmaTraits>::ALayout::default().to_string(), "((_4,_8,_4),(_2,_2)):((_64,_1,_16),(_8,_256))");
    /// ```
    SM90_64xNx8_F32TF32TF32_RS_TN: [f32, tfloat32_t, tfloat32_t], _8, "F32TF32TF32", "RS", "", GmmaALayout64x8, GmmaN;
}

pub(crate) mod fp8_int8;
pub(crate) mod names;
pub(crate) mod names_fp8;
pub(crate) mod names_int8;
pub use fp8_int8::*;
pub use names::*;
pub use names_fp8::*;
pub use names_int8::*;
