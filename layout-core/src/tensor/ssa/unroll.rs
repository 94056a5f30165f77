//! Loops over a static length, written out at compile time: the element loops of register
//! values ([`TensorSsa`](super::TensorSsa)) never exist as loops, so every index is a
//! constant and the values stay in registers (no local memory on the GPU).

use typenum::{UInt, UTerm, Unsigned, B0, B1};

/// A typenum length whose loop `each` is written out call by call: `N` calls of `f` with the
/// constants `base .. base + N`, in order, through `log2(N)` levels of inlined calls.
///
/// ```
/// use layout_core::tensor::Unroll;
/// let mut seen = Vec::new();
/// <typenum::U5 as Unroll>::each(10, &mut |i| seen.push(i));
/// assert_eq!(seen, [10, 11, 12, 13, 14]);
/// ```
pub trait Unroll: Unsigned {
    /// Calls `f(base)`, `f(base + 1)`, ..., `f(base + N - 1)`.
    fn each<F: FnMut(usize)>(base: usize, f: &mut F);
}

impl Unroll for UTerm {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn each<F: FnMut(usize)>(_: usize, _: &mut F) {}
}

/// `2N` calls: two runs of `N`.
impl<N: Unroll> Unroll for UInt<N, B0> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn each<F: FnMut(usize)>(base: usize, f: &mut F) {
        N::each(base, f);
        N::each(base + N::USIZE, f);
    }
}

/// `2N + 1` calls: two runs of `N`, then one.
impl<N: Unroll> Unroll for UInt<N, B1> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn each<F: FnMut(usize)>(base: usize, f: &mut F) {
        N::each(base, f);
        N::each(base + N::USIZE, f);
        f(base + 2 * N::USIZE);
    }
}
