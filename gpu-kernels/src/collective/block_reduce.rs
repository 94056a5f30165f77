//! Block reductions: a value combined across every thread of the block, each thread getting
//! the result (the sum of squares of an RMSNorm row, a softmax's row maximum).
//!
//! Three steps, with two barriers:
//! 1. each warp reduces its lanes' values by shuffles ([`super::warp_reduce`]; the last warp
//!    of a block whose size is not a multiple of 32 over its lanes only);
//! 2. lane 0 of warp `w` writes the warp's result to word `w` of a shared scratch, and the block
//!    meets at a barrier;
//! 3. every thread folds the warps' results in warp order, `op(op(r0, r1), r2) ...`, and the
//!    block meets again (so that a following reduction may write the scratch).
//!
//! The scratch is one 32-bit word per warp and element (32 warps at most: `128 * N` bytes for a
//! value of `N` elements), declared by the reduction itself in the calling kernel's PTX
//! (`.shared`), so a kernel needs no shared memory of its own for it. On the host it is the
//! emulator's (`gpu_host::emulate`).
//!
//! Every thread of the block calls the reduction, outside thread-dependent branches, as for
//! [`block_sync`]. Blocks are one-dimensional (threads along `x`).

use super::barrier::block_sync;
use super::shuffle::WARP_SIZE;
use super::warp_reduce::{binary_of, butterfly, butterfly_first};
use crate::numeric::Ptx;
use layout_core::numeric::{Arith, Math};
use layout_core::tensor::{ReductionOp, StaticShape, TensorSsa, Unroll};

/// The calling thread's index in the block and the block's size (`%tid.x`, `%ntid.x`).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn position() -> (u32, u32) {
    #[cfg(target_arch = "nvptx64")]
    {
        let (thread, block_dim): (u32, u32);
        // SAFETY: reads special registers.
        unsafe {
            core::arch::asm!("mov.u32 {t}, %tid.x; mov.u32 {n}, %ntid.x;",
                t = out(reg32) thread, n = out(reg32) block_dim,
                options(pure, nomem, nostack));
        }
        (thread, block_dim)
    }
    #[cfg(not(target_arch = "nvptx64"))]
    {
        (super::emulation::current().position)()
    }
}

/// Most elements a register value reduced across the block may have (its scratch is then
/// 8 KiB).
pub const MAX_BLOCK_REDUCTION_ELEMENTS: usize = 64;

/// The block's reduction scratch: `32 * elements` 32-bit words, word `32 e + w` holding element
/// `e` of warp `w`.
#[derive(Clone, Copy)]
struct Scratch {
    #[cfg(target_arch = "nvptx64")]
    base: u32,
}

impl Scratch {
    /// Declares the scratch for values of `elements` elements (on the GPU a `.shared` array in
    /// the calling kernel, of the power of two of words at or above `32 * elements`; the
    /// choice folds at compile time).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn declare(elements: usize) -> Self {
        #[cfg(target_arch = "nvptx64")]
        {
            let base: u32;
            macro_rules! declare {
                ($bytes:literal) => {
                    // SAFETY: declares a fresh `.shared` array (scoped to this block of PTX)
                    // and reads its address; no memory is touched.
                    unsafe {
                        core::arch::asm!(
                            concat!("{{ .shared .align 16 .b8 reduction_scratch[", $bytes,
                                "]; mov.u32 {base}, reduction_scratch; }}"),
                            base = out(reg32) base,
                            options(nomem, nostack),
                        )
                    }
                };
            }
            match elements {
                0..=1 => declare!("128"),
                2 => declare!("256"),
                3..=4 => declare!("512"),
                5..=8 => declare!("1024"),
                9..=16 => declare!("2048"),
                17..=32 => declare!("4096"),
                _ => declare!("8192"),
            }
            Scratch { base }
        }
        #[cfg(not(target_arch = "nvptx64"))]
        {
            let _ = elements;
            Scratch {}
        }
    }

    /// Writes word `index`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn store(self, index: usize, word: u32) {
        #[cfg(target_arch = "nvptx64")]
        // SAFETY: the word lies inside the array `declare` declared; the reduction's barriers
        // order the accesses (one writer per word between two barriers).
        unsafe {
            core::arch::asm!("st.shared.b32 [{a}], {v};", a = in(reg32) self.base + 4 * index as u32,
                v = in(reg32) word, options(nostack));
        }
        #[cfg(not(target_arch = "nvptx64"))]
        (super::emulation::current().scratch_store)(index, word)
    }

    /// Reads word `index`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn load(self, index: usize) -> u32 {
        #[cfg(target_arch = "nvptx64")]
        {
            let word: u32;
            // SAFETY: as in `store`.
            unsafe {
                core::arch::asm!("ld.shared.b32 {v}, [{a}];", a = in(reg32) self.base + 4 * index as u32,
                    v = out(reg32) word, options(readonly, nostack));
            }
            word
        }
        #[cfg(not(target_arch = "nvptx64"))]
        {
            (super::emulation::current().scratch_load)(index)
        }
    }
}

/// The block reduction of the [module docs](self), of each element of `v` (arithmetic `M`).
/// `THREADS` is the block's size when the caller knows it (then the loops over warps are
/// unrolled and the partial warp's path is compiled only when `THREADS % 32 != 0`), 0 for a
/// size read at run time.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn reduce_block<T: Arith, S: StaticShape, M: Math, const THREADS: u32>(
    v: TensorSsa<T, S, M>,
    op: ReductionOp,
) -> TensorSsa<T, S, M> {
    const {
        assert!(
            S::SIZE <= MAX_BLOCK_REDUCTION_ELEMENTS,
            "a block reduction takes values of at most 64 elements"
        );
        assert!(THREADS <= 1024, "a block has at most 1024 threads");
    };
    let (thread, launched) = position();
    let block_dim = if THREADS == 0 {
        launched
    } else {
        if launched != THREADS {
            panic!("the block reduction is for another block size than the launch's");
        }
        THREADS
    };
    let (warp, lane) = (thread / WARP_SIZE, thread % WARP_SIZE);
    let lanes = (block_dim - warp * WARP_SIZE).min(WARP_SIZE);
    // 1. across the warp
    let whole_warps = THREADS != 0 && THREADS.is_multiple_of(WARP_SIZE);
    let partial = if whole_warps || lanes == WARP_SIZE {
        v.map(|x| butterfly::<M, T>(x, op, WARP_SIZE))
    } else {
        let mask = (1u32 << lanes) - 1;
        v.map(|x| butterfly_first::<M, T>(x, op, lanes, mask, lane))
    };
    // 2. one word per warp and element
    let scratch = Scratch::declare(S::SIZE);
    if lane == 0 {
        S::Len::each(0, &mut |e| {
            scratch.store(
                e * WARP_SIZE as usize + warp as usize,
                partial.as_slice()[e].to_bits(),
            )
        });
    }
    block_sync();
    // 3. the warps' results in warp order
    let warps = block_dim.div_ceil(WARP_SIZE) as usize;
    let bop = binary_of(op);
    let total = TensorSsa::from_fn(S::default(), |e| {
        let word = |w: usize| T::from_bits(scratch.load(e * WARP_SIZE as usize + w));
        let mut r = word(0);
        for w in 1..warps {
            r = M::binary(bop, r, word(w));
        }
        r
    });
    block_sync();
    total.with_math(M::default())
}

/// `x` combined with `op` over every thread of the block, each thread getting the result; the
/// element arithmetic is [`Ptx`]'s. See the [module docs](self) for the order of the
/// operations and the scratch.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn block_reduction<T: Arith>(x: T, op: ReductionOp) -> T {
    let v = TensorSsa::from_fn(layout_core::int::_1, |_| x).with_math(Ptx);
    reduce_block::<T, _, Ptx, 0>(v, op).as_slice()[0]
}

/// The sum of `x` over the block.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn block_reduction_sum<T: Arith>(x: T) -> T {
    block_reduction(x, ReductionOp::Add)
}

/// The largest `x` of the block (NaN if any is NaN).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn block_reduction_max<T: Arith>(x: T) -> T {
    block_reduction(x, ReductionOp::Max)
}

/// The smallest `x` of the block (NaN if any is NaN).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn block_reduction_min<T: Arith>(x: T) -> T {
    block_reduction(x, ReductionOp::Min)
}

/// Each element of `v` combined with `op` over every thread of the block (at most
/// [`MAX_BLOCK_REDUCTION_ELEMENTS`] elements; more is a compile error), with the value's own
/// arithmetic `M`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn block_reduction_ssa<T: Arith, S: StaticShape, M: Math>(
    v: TensorSsa<T, S, M>,
    op: ReductionOp,
) -> TensorSsa<T, S, M> {
    reduce_block::<T, S, M, 0>(v, op)
}

/// [`block_reduction`] for blocks of exactly `THREADS` threads (CUB's
/// `BlockReduce<T, BLOCK_THREADS>`): the same result, with the loop over the warps' partial
/// results unrolled. A launch with another block size traps (a panic in the emulator).
///
/// ```
/// use gpu_kernels::collective::block_reduction_sum_of;
/// # fn body() -> f32 {
/// let total = block_reduction_sum_of::<256, f32>(1.0); // 256 in a block of 256 threads
/// # total }
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn block_reduction_of<const THREADS: u32, T: Arith>(x: T, op: ReductionOp) -> T {
    let v = TensorSsa::from_fn(layout_core::int::_1, |_| x).with_math(Ptx);
    reduce_block::<T, _, Ptx, THREADS>(v, op).as_slice()[0]
}

/// [`block_reduction_sum`] for blocks of exactly `THREADS` threads ([`block_reduction_of`]).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn block_reduction_sum_of<const THREADS: u32, T: Arith>(x: T) -> T {
    block_reduction_of::<THREADS, T>(x, ReductionOp::Add)
}
