//! How element arithmetic is carried out: the [`Math`] trait, its portable implementation
//! [`Soft`], and the operations it dispatches on.
//!
//! | operation | `Soft` (portable Rust, the reference) | `gpu_kernels::numeric::Ptx` on the GPU | agreement |
//! |-----------|----------------------------------------|------------------------------------------|-----------|
//! | `+ - *` on `f16`/`bf16` pairs | the `f32` result rounded to the type | `add.rn.f16x2`, `fma.rn.bf16x2`, ... | bit for bit |
//! | `/` on `f16`/`bf16` | the `f32` quotient rounded | the same in `f32` | bit for bit |
//! | `max`, `min` | NaN if either is NaN, `-0 < +0` (IEEE `maximum`) | `max.NaN.f32`, `max.NaN.f16x2`, ... | bit for bit |
//! | conversions | [`convert`](super::convert) | `cvt.rn.f16x2.f32`, `cvt.rn.satfinite.e4m3x2.f32`, `cvt.rna.tf32.f32`, ... | bit for bit |
//! | `sqrt` | correctly rounded | `sqrt.rn.f32` | bit for bit |
//! | `exp(x)` | `exp2(x * log2(e))`, subnormal results flushed | `ex2.approx.ftz.f32` of the same product | relative `2^-21` |
//! | `exp2`, `rsqrt` | `libm`, flushed as `.ftz` | `ex2.approx.ftz.f32`, `rsqrt.approx.ftz.f32` | relative `2^-21` |
//! | `log2`, `log` (`log2(x) * ln 2`) | `libm`, subnormal inputs flushed | `lg2.approx.ftz.f32` | absolute `2^-21`, or relative `2^-21` |
//! | `tanh` | `libm` | `tanh.approx.f32` | absolute `2^-10` |
//!
//! `f32` arithmetic is Rust's (IEEE, to nearest even; the GPU's `add.f32` etc. give the same
//! numbers; the bits of a NaN result follow the machine, as for any Rust `f32`).
//!
//! The agreement column is between the two implementations. Against the exact functions the
//! approximations are as CuTe DSL's `fastmath` forms: `exp(x)` rounds `x * log2 e` to `f32`
//! first, which adds up to `|x| * 2^-24` to its relative error; the `.ftz` forms give 0 for
//! subnormal results (and read subnormal inputs as 0).

use super::{convert, Arith, Numeric, NumericKind};
use core::fmt;

/// An element-wise binary operation.
///
/// ```
/// use layout_core::numeric::{BinaryOp, Math, Soft};
/// assert_eq!(Soft::binary(BinaryOp::Min, 2.0_f32, -0.5), -0.5);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    /// `a + b`.
    Add,
    /// `a - b`.
    Sub,
    /// `a * b`.
    Mul,
    /// `a / b` (an integer divided by 0 is 0; `MIN / -1` wraps).
    Div,
    /// The larger; NaN when either is NaN; `max(-0, +0)` is `+0`.
    Max,
    /// The smaller; NaN when either is NaN; `min(-0, +0)` is `-0`.
    Min,
}

/// An element-wise unary operation (the math functions are computed in `f32`).
///
/// ```
/// use layout_core::numeric::{Math, Soft, UnaryOp};
/// assert_eq!(Soft::unary(UnaryOp::Exp2, 3.0_f32), 8.0);
/// assert_eq!(Soft::unary(UnaryOp::Abs, i8::MIN), i8::MIN); // wraps
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    /// `-x`: the sign bit flipped (integers wrap).
    Neg,
    /// `|x|`: the sign bit cleared (integers wrap).
    Abs,
    /// `sqrt(x)`, correctly rounded.
    Sqrt,
    /// `1 / sqrt(x)`, approximate.
    Rsqrt,
    /// `e^x`, approximate (CuTe DSL's `exp` with `fastmath`).
    Exp,
    /// `2^x`, approximate.
    Exp2,
    /// `ln x`, approximate.
    Log,
    /// `log2 x`, approximate.
    Log2,
    /// `tanh x`, approximate.
    Tanh,
}

/// An element-wise comparison (IEEE: every comparison with a NaN is false but `Ne`).
///
/// ```
/// use layout_core::numeric::{CmpOp, Math, Soft};
/// assert!(Soft::compare(CmpOp::Ne, f32::NAN, f32::NAN));
/// assert!(!Soft::compare(CmpOp::Eq, f32::NAN, f32::NAN));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    /// `a < b`.
    Lt,
    /// `a <= b`.
    Le,
    /// `a > b`.
    Gt,
    /// `a >= b`.
    Ge,
    /// `a == b`.
    Eq,
    /// `a != b`.
    Ne,
}

/// How element arithmetic, math functions and conversions are computed: every method has the
/// portable definition ([`Soft`]'s) as its default, and an implementation overrides those it
/// computes with faster instructions (`gpu_kernels::numeric::Ptx` on the GPU). Register
/// fragment values ([`TensorSsa`](crate::tensor::TensorSsa)) carry their `Math` as a type.
///
/// ```
/// use layout_core::numeric::{BinaryOp, Math, Soft, UnaryOp, f16};
/// let (a, b) = (f16::from_f32(1.5), f16::from_f32(2.25));
/// assert_eq!(Soft::binary(BinaryOp::Mul, a, b).to_f32(), 3.375);
/// assert_eq!(Soft::binary2(BinaryOp::Add, [a, b], [b, a]), [f16::from_f32(3.75); 2]);
/// assert_eq!(Soft::unary(UnaryOp::Sqrt, 2.25_f32), 1.5);
/// let h: f16 = Soft::convert(0.1_f32);
/// assert_eq!(h.to_bits(), 0x2e66);
/// ```
pub trait Math: Copy + Default + fmt::Debug + Send + Sync + 'static {
    /// `x` converted to `D` ([`convert`]).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn convert<S: Numeric, D: Numeric>(x: S) -> D {
        convert(x)
    }
    /// Both elements of a pair converted to `D` (one packed instruction on the GPU).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn convert2<S: Numeric, D: Numeric>(x: [S; 2]) -> [D; 2] {
        [Self::convert(x[0]), Self::convert(x[1])]
    }
    /// `op(a, b)`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn binary<T: Arith>(op: BinaryOp, a: T, b: T) -> T {
        soft_binary(op, a, b)
    }
    /// `op` on both elements of two pairs (one packed instruction on the GPU for `f16`, `bf16`).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn binary2<T: Arith>(op: BinaryOp, a: [T; 2], b: [T; 2]) -> [T; 2] {
        [Self::binary(op, a[0], b[0]), Self::binary(op, a[1], b[1])]
    }
    /// `a * b + c` with one rounding for `f32` (a fused multiply-add: `fma.rn.f32` on the GPU,
    /// `libm::fmaf` on the host, equal bit for bit); other floats compute it in `f32` and round
    /// to the type; integers wrap.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn fma<T: Arith>(a: T, b: T, c: T) -> T {
        soft_fma(a, b, c)
    }
    /// `op(x)`: `Neg` and `Abs` on the type; the math functions on `x` as `f32`, rounded back.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn unary<T: Arith>(op: UnaryOp, x: T) -> T {
        soft_unary(op, x)
    }
    /// `op(a, b)`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compare<T: Numeric>(op: CmpOp, a: T, b: T) -> bool {
        soft_compare(op, a, b)
    }
}

/// Portable element arithmetic: the reference definition of every [`Math`] operation, and what
/// the host computes.
///
/// ```
/// use layout_core::numeric::{BinaryOp, Math, Soft, e4m3};
/// // e4m3 arithmetic is f32 arithmetic rounded (satfinite) to e4m3, as CUTLASS's operator+
/// let x = Soft::binary(BinaryOp::Add, e4m3::from_f32(448.0), e4m3::from_f32(448.0));
/// assert_eq!(x.to_f32(), 448.0);
/// assert!(Soft::binary(BinaryOp::Max, f32::NAN, 1.0).is_nan());
/// assert_eq!(Soft::binary(BinaryOp::Div, 7_i32, 0), 0);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Soft;

impl Math for Soft {}

/// The value of an integer or `bool` element.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn int_value<T: Numeric>(x: T) -> i32 {
    match T::KIND {
        NumericKind::I8 => x.to_bits() as u8 as i8 as i32,
        _ => x.to_bits() as i32,
    }
}

/// IEEE 754-2019 `maximum`: NaN (canonical) if either is NaN, `+0` over `-0`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn maximum(a: f32, b: f32) -> f32 {
    if a.is_nan() || b.is_nan() {
        f32::from_bits(0x7fff_ffff)
    } else if a > b || (a == b && b.is_sign_negative()) {
        a
    } else {
        b
    }
}

/// IEEE 754-2019 `minimum`: NaN (canonical) if either is NaN, `-0` under `+0`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn minimum(a: f32, b: f32) -> f32 {
    if a.is_nan() || b.is_nan() {
        f32::from_bits(0x7fff_ffff)
    } else if a < b || (a == b && a.is_sign_negative()) {
        a
    } else {
        b
    }
}

#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn f32_binary(op: BinaryOp, a: f32, b: f32) -> f32 {
    match op {
        BinaryOp::Add => a + b,
        BinaryOp::Sub => a - b,
        BinaryOp::Mul => a * b,
        BinaryOp::Div => a / b,
        BinaryOp::Max => maximum(a, b),
        BinaryOp::Min => minimum(a, b),
    }
}

/// [`Soft`]'s `op(a, b)`: integers wrap, floats compute in `f32` and round to the type.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn soft_binary<T: Arith>(op: BinaryOp, a: T, b: T) -> T {
    if T::KIND.is_float() {
        return T::from_f32(f32_binary(op, a.to_f32(), b.to_f32()));
    }
    let (x, y) = (int_value(a), int_value(b));
    let r = match op {
        BinaryOp::Add => x.wrapping_add(y),
        BinaryOp::Sub => x.wrapping_sub(y),
        BinaryOp::Mul => x.wrapping_mul(y),
        BinaryOp::Div if y == 0 => 0,
        BinaryOp::Div => x.wrapping_div(y),
        BinaryOp::Max => x.max(y),
        BinaryOp::Min => x.min(y),
    };
    T::from_bits(r as u32)
}

/// [`Soft`]'s `a * b + c`: floats as one `f32` fused multiply-add rounded to the type,
/// integers wrapping.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(crate) fn soft_fma<T: Arith>(a: T, b: T, c: T) -> T {
    if T::KIND.is_float() {
        return T::from_f32(libm::fmaf(a.to_f32(), b.to_f32(), c.to_f32()));
    }
    let r = int_value(a)
        .wrapping_mul(int_value(b))
        .wrapping_add(int_value(c));
    T::from_bits(r as u32)
}

/// A subnormal `x` flushed to zero of its sign (PTX's `.ftz`).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn flush(x: f32) -> f32 {
    if x.is_subnormal() {
        f32::from_bits(x.to_bits() & 0x8000_0000)
    } else {
        x
    }
}

/// A NaN as the GPU's arithmetic returns it, `0x7fffffff`; other values as they are.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn canonical(x: f32) -> f32 {
    if x.is_nan() {
        f32::from_bits(0x7fff_ffff)
    } else {
        x
    }
}

/// [`Soft`]'s math functions on `f32`, with the flushing of the GPU's `.ftz` instructions.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn f32_unary(op: UnaryOp, x: f32) -> f32 {
    match op {
        UnaryOp::Neg => f32::from_bits(x.to_bits() ^ 0x8000_0000),
        UnaryOp::Abs => f32::from_bits(x.to_bits() & 0x7fff_ffff),
        // a NaN result is the GPU's canonical NaN (`sqrt.rn.f32` of a negative or a NaN)
        UnaryOp::Sqrt => canonical(libm::sqrtf(x)),
        UnaryOp::Rsqrt => (1.0 / libm::sqrt(f64::from(flush(x)))) as f32,
        UnaryOp::Exp => flush(libm::exp2f(x * core::f32::consts::LOG2_E)),
        UnaryOp::Exp2 => flush(libm::exp2f(flush(x))),
        UnaryOp::Log => libm::log2f(flush(x)) * core::f32::consts::LN_2,
        UnaryOp::Log2 => libm::log2f(flush(x)),
        UnaryOp::Tanh => libm::tanhf(x),
    }
}

/// [`Soft`]'s `op(x)`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn soft_unary<T: Arith>(op: UnaryOp, x: T) -> T {
    if T::KIND.is_float() {
        // negation and absolute value act on the sign bit (a NaN keeps its other bits)
        let sign = 1 << (T::KIND.bits() - 1);
        return match op {
            UnaryOp::Neg => T::from_bits(x.to_bits() ^ sign),
            UnaryOp::Abs => T::from_bits(x.to_bits() & !sign),
            _ => T::from_f32(f32_unary(op, x.to_f32())),
        };
    }
    let v = int_value(x);
    let r = match op {
        UnaryOp::Neg => v.wrapping_neg(),
        UnaryOp::Abs => v.wrapping_abs(),
        _ => f32_unary(op, v as f32) as i32,
    };
    T::from_bits(r as u32)
}

/// [`Soft`]'s comparison: floats by value (exact in `f32`), integers and `bool` as integers.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn soft_compare<T: Numeric>(op: CmpOp, a: T, b: T) -> bool {
    if T::KIND.is_float() {
        let (x, y) = (a.to_f32(), b.to_f32());
        match op {
            CmpOp::Lt => x < y,
            CmpOp::Le => x <= y,
            CmpOp::Gt => x > y,
            CmpOp::Ge => x >= y,
            CmpOp::Eq => x == y,
            CmpOp::Ne => x != y,
        }
    } else {
        let (x, y) = (int_value(a), int_value(b));
        match op {
            CmpOp::Lt => x < y,
            CmpOp::Le => x <= y,
            CmpOp::Gt => x > y,
            CmpOp::Ge => x >= y,
            CmpOp::Eq => x == y,
            CmpOp::Ne => x != y,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::numeric::{bf16, f16};

    #[test]
    fn half_arithmetic_is_correctly_rounded() {
        // the exact sum of two halves fits an f64: rounding it once is the reference
        let halves = [
            0x0001u16, 0x03ff, 0x0400, 0x3c00, 0x3c01, 0x7bff, 0xfbff, 0x8001, 0x1234,
        ];
        for &a in &halves {
            for &b in &halves {
                let (x, y) = (f16::from_bits(a), f16::from_bits(b));
                let exact = f64::from(x.to_f32()) + f64::from(y.to_f32());
                let got = soft_binary(BinaryOp::Add, x, y);
                assert_eq!(
                    got.to_bits(),
                    f16::from_f64(exact).to_bits(),
                    "{a:#x} + {b:#x}"
                );
                let exact = f64::from(x.to_f32()) * f64::from(y.to_f32());
                let got = soft_binary(BinaryOp::Mul, x, y);
                assert_eq!(
                    got.to_bits(),
                    f16::from_f64(exact).to_bits(),
                    "{a:#x} * {b:#x}"
                );
            }
        }
    }

    #[test]
    fn max_and_min_order_zeros_and_propagate_nan() {
        assert_eq!(maximum(-0.0, 0.0).to_bits(), 0);
        assert_eq!(maximum(0.0, -0.0).to_bits(), 0);
        assert_eq!(minimum(0.0, -0.0).to_bits(), 0x8000_0000);
        assert_eq!(minimum(-0.0, 0.0).to_bits(), 0x8000_0000);
        let nan = soft_binary(BinaryOp::Min, bf16::from_f32(1.0), bf16::from_bits(0x7fc1));
        assert_eq!(nan.to_bits(), 0x7fff);
    }

    #[test]
    fn flushing_follows_ftz() {
        assert_eq!(f32_unary(UnaryOp::Exp2, -130.0), 0.0); // 2^-130 is subnormal
        assert_eq!(f32_unary(UnaryOp::Log2, 1e-40), f32::NEG_INFINITY);
        assert_eq!(f32_unary(UnaryOp::Rsqrt, -1e-40), f32::NEG_INFINITY);
        assert_eq!(f32_unary(UnaryOp::Exp, 0.0), 1.0);
    }
}
