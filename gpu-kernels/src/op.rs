//! Binary operations a kernel applies element by element ("user ops").
//!
//! An operation says what it does to a pair of `f32`, a pair of halves, and a pair of packed
//! half pairs (`f16x2`, two lanes of a 32-bit word: one instruction on the GPU). New operations
//! are new zero-sized types implementing [`BinaryOp`].

use crate::half::{self, HalfOp};

/// An element-wise binary operation, as a type (kernels are monomorphised over it).
pub trait BinaryOp: Copy + 'static {
    /// The operation on single precision values.
    fn f32(a: f32, b: f32) -> f32;
    /// The operation on two halves (raw bits).
    fn f16(a: u16, b: u16) -> u16;
    /// The operation on both lanes of two packed half pairs.
    fn f16x2(a: u32, b: u32) -> u32;
}

/// `a + b`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Add;

/// `a * b`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Mul;

/// `max(a * b, 0)`: a product followed by a ReLU (the product rounded first, as in two ops).
#[derive(Clone, Copy, Debug, Default)]
pub struct MulRelu;

impl BinaryOp for Add {
    #[inline(always)]
    fn f32(a: f32, b: f32) -> f32 {
        a + b
    }
    #[inline(always)]
    fn f16(a: u16, b: u16) -> u16 {
        half::op(HalfOp::Add, a, b)
    }
    #[inline(always)]
    fn f16x2(a: u32, b: u32) -> u32 {
        half::op2(HalfOp::Add, a, b)
    }
}

impl BinaryOp for Mul {
    #[inline(always)]
    fn f32(a: f32, b: f32) -> f32 {
        a * b
    }
    #[inline(always)]
    fn f16(a: u16, b: u16) -> u16 {
        half::op(HalfOp::Mul, a, b)
    }
    #[inline(always)]
    fn f16x2(a: u32, b: u32) -> u32 {
        half::op2(HalfOp::Mul, a, b)
    }
}

impl BinaryOp for MulRelu {
    #[inline(always)]
    fn f32(a: f32, b: f32) -> f32 {
        (a * b).max(0.0)
    }
    #[inline(always)]
    fn f16(a: u16, b: u16) -> u16 {
        half::op(HalfOp::Max, half::op(HalfOp::Mul, a, b), 0)
    }
    #[inline(always)]
    fn f16x2(a: u32, b: u32) -> u32 {
        half::op2(HalfOp::Max, half::op2(HalfOp::Mul, a, b), 0)
    }
}
