//! Binary operations a kernel applies element by element ("user ops").
//!
//! An operation says what it does to a pair of `f32`, a pair of halves, and two packed half
//! pairs (`f16x2`: one instruction on the GPU). Its arithmetic is [`Ptx`]'s: the GPU's
//! instructions in the PTX, the same numbers computed portably on the host. New operations are
//! new zero-sized types implementing [`BinaryOp`].

use crate::element::f16;
use crate::numeric::Ptx;
use layout_core::numeric::{BinaryOp as Op, Math};

/// An element-wise binary operation, as a type (kernels are monomorphised over it).
pub trait BinaryOp: Copy + 'static {
    /// The operation on single precision values.
    fn f32(a: f32, b: f32) -> f32;
    /// The operation on two halves.
    fn f16(a: f16, b: f16) -> f16;
    /// The operation on both lanes of two half pairs.
    fn f16x2(a: [f16; 2], b: [f16; 2]) -> [f16; 2];
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
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn f32(a: f32, b: f32) -> f32 {
        a + b
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn f16(a: f16, b: f16) -> f16 {
        Ptx::binary(Op::Add, a, b)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn f16x2(a: [f16; 2], b: [f16; 2]) -> [f16; 2] {
        Ptx::binary2(Op::Add, a, b)
    }
}

impl BinaryOp for Mul {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn f32(a: f32, b: f32) -> f32 {
        a * b
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn f16(a: f16, b: f16) -> f16 {
        Ptx::binary(Op::Mul, a, b)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn f16x2(a: [f16; 2], b: [f16; 2]) -> [f16; 2] {
        Ptx::binary2(Op::Mul, a, b)
    }
}

impl BinaryOp for MulRelu {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn f32(a: f32, b: f32) -> f32 {
        (a * b).max(0.0)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn f16(a: f16, b: f16) -> f16 {
        Ptx::binary(Op::Max, Ptx::binary(Op::Mul, a, b), f16::ZERO)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn f16x2(a: [f16; 2], b: [f16; 2]) -> [f16; 2] {
        Ptx::binary2(Op::Max, Ptx::binary2(Op::Mul, a, b), [f16::ZERO; 2])
    }
}
