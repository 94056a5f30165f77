//! Numeric types (CuTe's `cute/numeric/numeric_types.hpp` over `cutlass/{half,bfloat16,tfloat32,float8}.h`,
//! CuTe DSL's `cutlass.Float16`, ...): storage, conversions rounded as the GPU rounds them, and
//! the element arithmetic of register-fragment values ([`TensorSsa`](crate::tensor::TensorSsa)).
//!
//! | CuTe C++ | CuTe DSL | MLIR | here | bits | torch |
//! |----------|----------|------|------|------|-------|
//! | `float` | `Float32` | `f32` | `f32` | 32 | `torch.float32` |
//! | `half_t` | `Float16` | `f16` | [`f16`](struct@f16) (the `half` crate's) | 16 | `torch.float16` |
//! | `bfloat16_t` | `BFloat16` | `bf16` | [`bf16`] (the `half` crate's) | 16 | `torch.bfloat16` |
//! | `tfloat32_t` | `TFloat32` | `tf32` | [`tf32`] | 32 | `torch.float32` with the low 13 bits 0 |
//! | `float_e4m3_t` | `Float8E4M3FN` | `f8E4M3FN` | [`e4m3`] | 8 | `torch.float8_e4m3fn` |
//! | `float_e5m2_t` | `Float8E5M2` | `f8E5M2` | [`e5m2`] | 8 | `torch.float8_e5m2` |
//! | `int8_t` | `Int8` | `i8` | `i8` | 8 | `torch.int8` |
//! | `int32_t` | `Int32` | `i32` | `i32` | 32 | `torch.int32` |
//! | `bool` | `Boolean` | `i1` | `bool` | 1 (a byte in memory) | `torch.bool` |
//!
//! The CuTe names are aliases ([`half_t`], [`bfloat16_t`], [`tfloat32_t`], [`float_e4m3_t`],
//! [`float_e5m2_t`]), and [`Numeric::NAME`] is the CuTe name. Elements print as CuTe prints them:
//! `print(x)` is `%f` ([`Numeric::to_f32`] then `{:.6}`; the types defined here implement
//! `Display` that way), and `print_tensor` uses CuTe's `pretty_print` (`%8.2f` for the 16- and
//! 8-bit floats, `%10.2e` for `tfloat32_t`).
//!
//! # Conversions from `f32`: the GPU's rounding, written once
//! Each conversion is a Rust function that returns, bit for bit, what the PTX instruction CuTe
//! uses returns; the GPU kernels use the instruction itself (`gpu_kernels::numeric::Ptx`) and
//! their device check compares the two.
//!
//! | to | PTX (CuTe's conversion) | rounding | too large | NaN |
//! |----|-------------------------|----------|-----------|-----|
//! | [`f16`](struct@f16) | `cvt.rn.f16.f32` | nearest, ties to even | `±inf` (from 65520 up) | `0x7fff` |
//! | [`bf16`] | `cvt.rn.bf16.f32` | nearest, ties to even | `±inf` | `0x7fff` |
//! | [`tf32`] | `cvt.rna.tf32.f32` | nearest, ties away from zero, on the 13 low mantissa bits | `±inf` | its bits, 13 low ones cleared |
//! | [`e4m3`] | `cvt.rn.satfinite.e4m3x2.f32` | nearest, ties to even | `±448` (satfinite, also for `±inf`) | `0x7f` |
//! | [`e5m2`] | `cvt.rn.satfinite.e5m2x2.f32` | nearest, ties to even | `±57344` (satfinite, also for `±inf`) | `0x7f` |
//! | `i8`, `i32` | `cvt.rzi.sat` (Rust's `as`) | toward zero | saturates | `0` |
//!
//! The 8-bit floats also have the non-saturating forms of the OCP standard and of torch
//! ([`e4m3::from_f32_nosat`]: too large is NaN; [`e5m2::from_f32_nosat`]: too large is `±inf`).
//! Widening to `f32` is exact; a NaN becomes the canonical `0x7fffffff`, as `cvt.f32.f16`
//! does (`bf16` widens by a shift, as CUDA's `__bfloat162float`, and keeps the NaN's bits).
//! Between two other types a conversion goes through `f32`, which is exact for every float
//! here; `i32` to a narrow float rounds once (through a round-to-odd `f32`).
//!
//! ```
//! use layout_core::numeric::*;
//! assert_eq!(f16_from_f32(1.0 + 2f32.powi(-11)).to_bits(), 0x3c00);   // a tie: to even
//! assert_eq!(bf16_from_f32(f32::NAN).to_bits(), 0x7fff);
//! assert_eq!(tf32::from_f32(1.0 + 2f32.powi(-11)).to_f32(), 1.0 + 2f32.powi(-10)); // ties away
//! assert_eq!(e4m3::from_f32(1000.0).to_f32(), 448.0);                    // satfinite
//! assert!(e4m3::from_f32_nosat(1000.0).is_nan());
//! assert_eq!(e5m2::from_f32(f32::INFINITY).to_f32(), 57344.0);
//! assert_eq!(<e4m3 as Numeric>::NAME, "float_e4m3_t");
//! assert_eq!(e4m3::from_f32(0.3).to_string(), "0.312500");              // CuTe's print: %f
//! ```
//!
//! # Arithmetic
//! [`Math`] is how element arithmetic, math functions and conversions are carried out: [`Soft`]
//! is portable Rust (the reference, and what the host runs); `gpu_kernels::numeric::Ptx` uses
//! PTX instructions on the GPU (`add.rn.f16x2`, `cvt.rn.satfinite.e4m3x2.f32`, `ex2.approx`,
//! ...) and [`Soft`] elsewhere. Register values that name no `Math` use [`DefaultMath`]: `Ptx`
//! on the GPU, `Soft` on the host. Arithmetic on a 16- or 8-bit float or on [`tf32`] is the `f32`
//! operation rounded to the type (for `f16`, `bf16` and the 8-bit floats that is the correctly
//! rounded result, as the GPU's `add.rn.f16` gives: `f32` has more than twice their precision).

mod convert;
mod float8;
mod half;
mod integer;
mod math;
mod ptx;
mod tfloat32;

pub use self::half::{bf16, bf16_from_f32, bf16_to_f32, f16, f16_from_f32, f16_to_f32};
pub use convert::convert;
pub use float8::{e4m3, e5m2};
pub use math::{BinaryOp, CmpOp, Math, Soft, UnaryOp};
pub use ptx::Ptx;

/// The [`Math`] of register values that name none: [`TensorSsa`](crate::tensor::TensorSsa)'s
/// default, what [`Tensor::load`](crate::tensor::Tensor::load) gives. On the GPU (nvptx64) it is
/// [`Ptx`], the GPU's instructions (`cvt.rn.f16x2.f32`, `add.rn.f16x2`, ...), so a kernel's
/// `t.load()` computes as `t.load_with(Ptx)` does; elsewhere [`Soft`], the portable reference
/// (on the host `Ptx` computes as `Soft` too).
#[cfg(target_arch = "nvptx64")]
pub type DefaultMath = Ptx;
/// The [`Math`] of register values that name none: [`TensorSsa`](crate::tensor::TensorSsa)'s
/// default, what [`Tensor::load`](crate::tensor::Tensor::load) gives. On the GPU (nvptx64) it is
/// [`Ptx`], the GPU's instructions (`cvt.rn.f16x2.f32`, `add.rn.f16x2`, ...), so a kernel's
/// `t.load()` computes as `t.load_with(Ptx)` does; elsewhere [`Soft`], the portable reference
/// (on the host `Ptx` computes as `Soft` too).
#[cfg(not(target_arch = "nvptx64"))]
pub type DefaultMath = Soft;
pub use tfloat32::tf32;

use crate::tensor::PrettyPrint;
use core::fmt;

/// CuTe's `cutlass::half_t`: IEEE binary16 (this is an alias, see [`f16`](struct@f16)).
#[allow(non_camel_case_types)]
pub type half_t = f16;
/// CuTe's `cutlass::bfloat16_t`: bfloat16 (this is an alias, see [`bf16`]).
#[allow(non_camel_case_types)]
pub type bfloat16_t = bf16;
/// CuTe's `cutlass::tfloat32_t` (this is an alias, see [`tf32`]).
#[allow(non_camel_case_types)]
pub type tfloat32_t = tf32;
/// CuTe's `cutlass::float_e4m3_t` (this is an alias, see [`e4m3`]).
#[allow(non_camel_case_types)]
pub type float_e4m3_t = e4m3;
/// CuTe's `cutlass::float_e5m2_t` (this is an alias, see [`e5m2`]).
#[allow(non_camel_case_types)]
pub type float_e5m2_t = e5m2;

/// Which numeric type a [`Numeric`] is: the key on which conversions and arithmetic dispatch
/// (a constant, so the dispatch folds at compile time).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NumericKind {
    /// `bool`.
    Bool,
    /// `i8`.
    I8,
    /// `i32`.
    I32,
    /// [`f16`](struct@f16).
    F16,
    /// [`bf16`].
    BF16,
    /// [`tf32`].
    TF32,
    /// [`e4m3`].
    E4M3,
    /// [`e5m2`].
    E5M2,
    /// `f32`.
    F32,
}

impl NumericKind {
    /// CuTe C++'s name of the type: `half_t`, `float_e4m3_t`, ...
    ///
    /// ```
    /// use layout_core::numeric::NumericKind;
    /// assert_eq!(NumericKind::BF16.cute_name(), "bfloat16_t");
    /// ```
    pub const fn cute_name(self) -> &'static str {
        match self {
            NumericKind::Bool => "bool",
            NumericKind::I8 => "int8_t",
            NumericKind::I32 => "int32_t",
            NumericKind::F16 => "half_t",
            NumericKind::BF16 => "bfloat16_t",
            NumericKind::TF32 => "tfloat32_t",
            NumericKind::E4M3 => "float_e4m3_t",
            NumericKind::E5M2 => "float_e5m2_t",
            NumericKind::F32 => "float",
        }
    }

    /// CuTe DSL's class name: `Float16`, `Float8E4M3FN`, ...
    ///
    /// ```
    /// use layout_core::numeric::NumericKind;
    /// assert_eq!(NumericKind::TF32.dsl_name(), "TFloat32");
    /// ```
    pub const fn dsl_name(self) -> &'static str {
        match self {
            NumericKind::Bool => "Boolean",
            NumericKind::I8 => "Int8",
            NumericKind::I32 => "Int32",
            NumericKind::F16 => "Float16",
            NumericKind::BF16 => "BFloat16",
            NumericKind::TF32 => "TFloat32",
            NumericKind::E4M3 => "Float8E4M3FN",
            NumericKind::E5M2 => "Float8E5M2",
            NumericKind::F32 => "Float32",
        }
    }

    /// The MLIR element type CuTe DSL prints in a value's type (`vector<12xf32>`).
    ///
    /// ```
    /// use layout_core::numeric::NumericKind;
    /// assert_eq!(NumericKind::E4M3.mlir_name(), "f8E4M3FN");
    /// ```
    pub const fn mlir_name(self) -> &'static str {
        match self {
            NumericKind::Bool => "i1",
            NumericKind::I8 => "i8",
            NumericKind::I32 => "i32",
            NumericKind::F16 => "f16",
            NumericKind::BF16 => "bf16",
            NumericKind::TF32 => "tf32",
            NumericKind::E4M3 => "f8E4M3FN",
            NumericKind::E5M2 => "f8E5M2",
            NumericKind::F32 => "f32",
        }
    }

    /// CuTe's `sizeof_bits`: the width of the value (1 for `bool`).
    ///
    /// ```
    /// use layout_core::numeric::NumericKind;
    /// assert_eq!(NumericKind::E5M2.bits(), 8);
    /// assert_eq!(NumericKind::TF32.bits(), 32);
    /// ```
    pub const fn bits(self) -> u32 {
        match self {
            NumericKind::Bool => 1,
            NumericKind::I8 | NumericKind::E4M3 | NumericKind::E5M2 => 8,
            NumericKind::F16 | NumericKind::BF16 => 16,
            NumericKind::I32 | NumericKind::TF32 | NumericKind::F32 => 32,
        }
    }

    /// Whether the type is a floating-point type.
    ///
    /// ```
    /// use layout_core::numeric::NumericKind;
    /// assert!(NumericKind::E4M3.is_float() && !NumericKind::I8.is_float());
    /// ```
    pub const fn is_float(self) -> bool {
        !matches!(self, NumericKind::Bool | NumericKind::I8 | NumericKind::I32)
    }
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for bool {}
    impl Sealed for i8 {}
    impl Sealed for i32 {}
    impl Sealed for f32 {}
    impl Sealed for super::f16 {}
    impl Sealed for super::bf16 {}
    impl Sealed for super::tf32 {}
    impl Sealed for super::e4m3 {}
    impl Sealed for super::e5m2 {}
}

/// A numeric element type of tensors and register-fragment values: one of the table in the
/// [module docs](self). Sealed.
///
/// ```
/// use layout_core::numeric::{f16, Numeric};
/// let h = f16::from_f32(1.5);
/// assert_eq!(<f16 as Numeric>::NAME, "half_t");
/// assert_eq!(Numeric::to_bits(h), 0x3e00);
/// assert_eq!(<f16 as Numeric>::from_bits(0x3e00), h);
/// assert_eq!(Numeric::to_f32(h), 1.5);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a numeric element type",
    note = "the element types are f32, f16, bf16, tf32, e4m3, e5m2 (layout_core::numeric), i8, i32 and bool"
)]
pub trait Numeric:
    Copy + Default + PartialEq + fmt::Debug + PrettyPrint + Send + Sync + 'static + sealed::Sealed
{
    /// Which type this is.
    const KIND: NumericKind;
    /// CuTe C++'s name of the type (`half_t`, ...).
    const NAME: &'static str = Self::KIND.cute_name();
    /// The raw bits, zero-extended (`bool`: 0 or 1).
    fn to_bits(self) -> u32;
    /// The value of raw bits; only the low [`NumericKind::bits`] are read (`bool`: bit 0).
    fn from_bits(bits: u32) -> Self;
    /// The value as an `f32`: exact for the floats (a NaN is the canonical `0x7fffffff`, but
    /// for `bf16`, which widens by a shift); `i32` rounds to nearest even; `bool` is 0 or 1.
    fn to_f32(self) -> f32;
    /// CuTe's conversion from `float` (see the [module docs](self) for each type's rounding);
    /// integers as Rust's `as` (toward zero, saturating, NaN to 0); `bool` is `x != 0`.
    fn from_f32(x: f32) -> Self;
}

/// A numeric type with arithmetic (`+ - * /`, `max`, `min`): every [`Numeric`] but `bool`.
///
/// ```
/// use layout_core::prelude::*;
/// fn double<T: Arith, S: SsaShape>(v: TensorSsa<T, S>) -> TensorSsa<T, S> {
///     v.clone() + v // (generic code clones; a value of a concrete shape is `Copy`)
/// }
/// assert_eq!(double(TensorSsa::full(_2, 3_i8)).as_slice(), [6, 6]);
/// ```
pub trait Arith: Numeric {}

/// A floating-point [`Numeric`]: the math functions (`exp`, `sqrt`, ...) apply to it, computed
/// in `f32` and rounded back.
///
/// ```
/// use layout_core::prelude::*;
/// fn softplus<T: Float, S: StaticShape>(v: TensorSsa<T, S>) -> TensorSsa<T, S> {
///     (v.exp() + T::from_f32(1.0)).log()
/// }
/// let y = softplus(TensorSsa::full(_2, f16::ZERO)); // ln 2
/// assert_eq!(y.get(0), Some(f16::from_f32(core::f32::consts::LN_2)));
/// ```
pub trait Float: Arith {}

impl Arith for i8 {}
impl Arith for i32 {}
impl Arith for f32 {}
impl Arith for f16 {}
impl Arith for bf16 {}
impl Arith for tf32 {}
impl Arith for e4m3 {}
impl Arith for e5m2 {}
impl Float for f32 {}
impl Float for f16 {}
impl Float for bf16 {}
impl Float for tf32 {}
impl Float for e4m3 {}
impl Float for e5m2 {}

impl Numeric for f32 {
    const KIND: NumericKind = NumericKind::F32;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_bits(self) -> u32 {
        f32::to_bits(self)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_bits(bits: u32) -> f32 {
        f32::from_bits(bits)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_f32(self) -> f32 {
        self
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_f32(x: f32) -> f32 {
        x
    }
}

/// Writes `v` as C's `%<width>.<prec>f` (`nan`, `-nan`, `inf` as glibc): CuTe's `print` and
/// `pretty_print` of the floats.
pub(crate) fn fmt_c_fixed(
    v: f32,
    prec: usize,
    width: usize,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    if v.is_nan() {
        let text = if v.is_sign_negative() { "-nan" } else { "nan" };
        write!(f, "{text:>width$}")
    } else {
        write!(f, "{:>width$.prec$}", f64::from(v))
    }
}
