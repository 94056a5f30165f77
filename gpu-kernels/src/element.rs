//! Element types the kernels are generic over: `f32`, and [`f16`](struct@f16) (the `half` crate's, through
//! `layout_core::numeric`: IEEE binary16, `torch.float16` memory bit for bit).

use crate::mem::Vec16;
use crate::op::BinaryOp;
pub use layout_core::numeric::f16;

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
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn apply<Op: BinaryOp>(a: f32, b: f32) -> f32 {
        Op::f32(a, b)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn apply_vec<Op: BinaryOp>(a: Vec16, b: Vec16) -> Vec16 {
        let lane = |i: usize| Op::f32(f32::from_bits(a.0[i]), f32::from_bits(b.0[i])).to_bits();
        Vec16([lane(0), lane(1), lane(2), lane(3)])
    }
}

/// A word of two halves (element 0 in the low half), as the packed `f16x2` instructions read it.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn halves(w: u32) -> [f16; 2] {
    [f16::from_bits(w as u16), f16::from_bits((w >> 16) as u16)]
}

#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn word(h: [f16; 2]) -> u32 {
    u32::from(h[0].to_bits()) | (u32::from(h[1].to_bits()) << 16)
}

impl Element for f16 {
    const PER_VEC: u32 = 8;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn apply<Op: BinaryOp>(a: f16, b: f16) -> f16 {
        Op::f16(a, b)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn apply_vec<Op: BinaryOp>(a: Vec16, b: Vec16) -> Vec16 {
        let pair = |i: usize| word(Op::f16x2(halves(a.0[i]), halves(b.0[i])));
        Vec16([pair(0), pair(1), pair(2), pair(3)])
    }
}
