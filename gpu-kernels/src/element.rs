//! Element types the kernels are generic over: `f32`, and [`F16`] (half precision as raw bits).

use crate::mem::Vec16;
use crate::op::BinaryOp;

/// Half precision carried as its IEEE binary16 bits (`torch.float16` memory, bit for bit).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(transparent)]
pub struct F16(pub u16);

/// An element a kernel can load, store and combine with a [`BinaryOp`].
pub trait Element: Copy + 'static {
    /// Elements per 16-byte vector (the widest single load or store: 128 bits).
    const PER_VEC: u32;
    /// Applies `Op` to one pair of elements.
    fn apply<Op: BinaryOp>(a: Self, b: Self) -> Self;
    /// Applies `Op` lane by lane to two 16-byte vectors of elements.
    fn apply_vec<Op: BinaryOp>(a: Vec16, b: Vec16) -> Vec16;
}

impl Element for f32 {
    const PER_VEC: u32 = 4;
    #[inline(always)]
    fn apply<Op: BinaryOp>(a: f32, b: f32) -> f32 {
        Op::f32(a, b)
    }
    #[inline(always)]
    fn apply_vec<Op: BinaryOp>(a: Vec16, b: Vec16) -> Vec16 {
        let lane = |i: usize| Op::f32(f32::from_bits(a.0[i]), f32::from_bits(b.0[i])).to_bits();
        Vec16([lane(0), lane(1), lane(2), lane(3)])
    }
}

impl Element for F16 {
    const PER_VEC: u32 = 8;
    #[inline(always)]
    fn apply<Op: BinaryOp>(a: F16, b: F16) -> F16 {
        F16(Op::f16(a.0, b.0))
    }
    #[inline(always)]
    fn apply_vec<Op: BinaryOp>(a: Vec16, b: Vec16) -> Vec16 {
        let pair = |i: usize| Op::f16x2(a.0[i], b.0[i]);
        Vec16([pair(0), pair(1), pair(2), pair(3)])
    }
}
