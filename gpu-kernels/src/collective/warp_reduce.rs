//! Warp reductions: a value combined across the lanes of a warp by butterfly shuffles
//! (CuTe DSL's `cute.arch.warp_reduction`), of a scalar or, element by element, of a register
//! value ([`TensorSsa`]).
//!
//! Offsets go `group / 2, ..., 2, 1`, and at each step a lane combines its value with its
//! partner's as `op(own, partner)`. Partners combine the same two partial results, so every lane
//! of a group ends with the same bits (`+`, `max`, `min` and `*` are commutative in IEEE
//! arithmetic), and the host emulator, which runs the same steps, gives the bits the GPU gives.
//!
//! A warp reduction over the whole warp uses the member mask of all 32 lanes: lanes that do not
//! exist (a block of 100 threads has 4 lanes in its last warp) or have returned take no part,
//! and what they would contribute is undefined. [`warp_reduction_partial`] reduces over the
//! first lanes of a warp only, which is what [`block_reduction`](super::block_reduction) does
//! in the last warp of such a block.

use super::shuffle::{c_operand, lane_id, shfl_sync, ShflMode, FULL_MASK, WARP_SIZE};
use crate::numeric::Ptx;
use layout_core::numeric::{Arith, BinaryOp, Math};
use layout_core::tensor::{ReductionOp, StaticShape, TensorSsa};

/// The element operation of a reduction.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(crate) const fn binary_of(op: ReductionOp) -> BinaryOp {
    match op {
        ReductionOp::Add => BinaryOp::Add,
        ReductionOp::Mul => BinaryOp::Mul,
        ReductionOp::Max => BinaryOp::Max,
        ReductionOp::Min => BinaryOp::Min,
    }
}

/// One shuffle of a numeric element (its bits, zero-extended to a word).
///
/// # Safety
/// As [`shfl_sync`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn shuffle_element<T: Arith>(x: T, mode: ShflMode, b: u32, c: u32, mask: u32) -> T {
    // SAFETY: the caller's contract.
    T::from_bits(unsafe { shfl_sync(mode, x.to_bits(), b, c, mask) })
}

/// `x` combined over the aligned groups of `threads_in_group` lanes (a power of two, 1 to 32),
/// with arithmetic `M`: the butterfly of the [module docs](self).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(crate) fn butterfly<M: Math, T: Arith>(x: T, op: ReductionOp, threads_in_group: u32) -> T {
    let (op, c) = (binary_of(op), c_operand(ShflMode::Bfly, WARP_SIZE));
    let mut v = x;
    let mut offset = threads_in_group.min(WARP_SIZE) / 2;
    while offset > 0 {
        // SAFETY: the full mask holds the calling lane.
        let partner = unsafe { shuffle_element(v, ShflMode::Bfly, offset, c, FULL_MASK) };
        v = M::binary(op, v, partner);
        offset /= 2;
    }
    v
}

/// The butterfly over the lanes in `mask` (which holds the calling lane `lane`), counting the
/// values of lanes `0..n` only (`n` at least 1, `mask` holding `0..n`): every lane of `mask`
/// gets the reduction of those `n` values. Each step reads the partner by index when the
/// partner is counted, else the lane's own value, so no lane reads outside `mask`. With
/// partners missing, only lane 0 is sure to have combined every counted lane (at offset `o` it
/// takes in the lanes `o..2o`), so a last shuffle hands lane 0's result to the others.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(crate) fn butterfly_first<M: Math, T: Arith>(
    x: T,
    op: ReductionOp,
    n: u32,
    mask: u32,
    lane: u32,
) -> T {
    let (op, c) = (binary_of(op), c_operand(ShflMode::Idx, WARP_SIZE));
    let mut v = x;
    let mut offset = WARP_SIZE / 2;
    while offset > 0 {
        let partner = lane ^ offset;
        let counted = partner < n;
        let source = if counted { partner } else { lane };
        // SAFETY: `source` is the calling lane or a lane of `0..n`, both in `mask`.
        let y = unsafe { shuffle_element(v, ShflMode::Idx, source, c, mask) };
        if counted {
            v = M::binary(op, v, y);
        }
        offset /= 2;
    }
    // SAFETY: lane 0 is in `mask`.
    unsafe { shuffle_element(v, ShflMode::Idx, 0, c, mask) }
}

/// CuTe DSL's `warp_reduction(x, op, threads_in_group)`: `x` combined with `op` over each
/// aligned group of `threads_in_group` lanes (a power of two, 1 to 32), every lane of the group
/// getting the result; the element arithmetic is [`Ptx`]'s (the GPU's instructions).
///
/// Every lane of the warp takes part (see the [module docs](self)).
///
/// ```
/// use gpu_kernels::collective::warp_reduction;
/// use layout_core::tensor::ReductionOp;
/// // a lone thread is a group of one
/// assert_eq!(warp_reduction(3.5_f32, ReductionOp::Add, 1), 3.5);
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn warp_reduction<T: Arith>(x: T, op: ReductionOp, threads_in_group: u32) -> T {
    butterfly::<Ptx, T>(x, op, threads_in_group)
}

/// The sum of `x` over the warp (every lane gets it).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn warp_reduction_sum<T: Arith>(x: T) -> T {
    warp_reduction(x, ReductionOp::Add, WARP_SIZE)
}

/// The largest `x` of the warp (NaN if any is NaN).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn warp_reduction_max<T: Arith>(x: T) -> T {
    warp_reduction(x, ReductionOp::Max, WARP_SIZE)
}

/// The smallest `x` of the warp (NaN if any is NaN).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn warp_reduction_min<T: Arith>(x: T) -> T {
    warp_reduction(x, ReductionOp::Min, WARP_SIZE)
}

/// `x` combined with `op` over the first `lanes` lanes of the warp (1 to 32), which all call
/// it: each of them gets the result. A lane at or past `lanes` gets its own `x` back.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn warp_reduction_partial<T: Arith>(x: T, op: ReductionOp, lanes: u32) -> T {
    let lane = lane_id();
    if lane >= lanes {
        return x;
    }
    if lanes >= WARP_SIZE {
        return butterfly::<Ptx, T>(x, op, WARP_SIZE);
    }
    butterfly_first::<Ptx, T>(x, op, lanes, (1 << lanes) - 1, lane)
}

/// CuTe DSL's `warp_reduction` of a register value: each element combined with `op` across
/// each aligned group of `threads_in_group` lanes (a power of two, 1 to 32), with the value's
/// own arithmetic `M`. Reduce the elements within the thread first with
/// [`TensorSsa::reduce`] for one scalar across the warp.
///
/// ```
/// use gpu_kernels::collective::warp_reduction_ssa;
/// use layout_core::prelude::*;
/// let v = TensorSsa::<f32, _>::from_fn(_4, |i| i as f32);
/// assert_eq!(warp_reduction_ssa(v, ReductionOp::Max, 1).as_slice(), [0.0, 1.0, 2.0, 3.0]);
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn warp_reduction_ssa<T: Arith, S: StaticShape, M: Math>(
    v: TensorSsa<T, S, M>,
    op: ReductionOp,
    threads_in_group: u32,
) -> TensorSsa<T, S, M> {
    v.map(|x| butterfly::<M, T>(x, op, threads_in_group))
}
