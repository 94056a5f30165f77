//! `sgemm_2` pipelined: CuTe's second GEMM tutorial (`examples/cute/tutorial/sgemm_2.cu`, NT)
//! with the main loop of its `sgemm_sm80.cu`: two shared stages, so each k-tile needs one
//! barrier instead of two, and the next k-block's fragments read from shared memory while the
//! current k-block's FMAs run.
//!
//! | CuTe | here |
//! | --- | --- |
//! | `sgemm_2`'s tiled copy `(_32,_8)` threads x `(_4,_1)` values of `uint128_t` | [`super::sgemm_2::copy_vector`]: one 16-byte vector per thread, operand and k-tile, staged in registers (`tArA`, `tBrB`) |
//! | `sA = tile_to_shape(..., (bM,bK,bP))`, `bP = _2` | [`SmemAPipe`], [`SmemBPipe`]: `(_128,(_8,_2)):(_1,(_128,_1024))`, the k column `k + 8 p` of pipe `p` |
//! | `sgemm_2`'s `TiledMMA` (`UniversalFMA`, `(_16,_16)` threads, permuted values) | [`super::sgemm_1::PermutedValues`]: two 16-byte vectors per operand and k-block |
//! | `tCrA`, `tCrB` `(MMA,MMA_M,K_BLOCK_MAX)` | two register fragments of 8 + 8 values, k-blocks alternating between them |
//! | `smem_pipe_read`, `smem_pipe_write` | `pipe` and `pipe ^ 1` |
//! | per k-block: at `K_BLOCK_MAX - 1` sync (and switch pipes), copy k-block `k_block + 1` shared -> registers, at `k_block == 0` the k-tile's copy, `gemm` | the main loop of [`sgemm_2_pipelined`]; the k-tile's copy is `sgemm_2`'s: global -> registers once per k-tile, registers -> the write pipe just before the k-tile's one barrier |
//!
//! Without its `PRED` flag the body needs what `sgemm_2` needs (whole tiles, `ldA`, `ldB`
//! multiples of 4, 16-byte aligned `A`, `B`); the entry points `sgemm_2_pipelined_nt` and
//! `sgemm_2_pipelined_warp_nt` (`sgemm_1_nt`'s arguments and launch, 16 KiB of shared memory)
//! take any shape, their other blocks on CuTe's predicated
//! [`sgemm_1_tensor_pred`](crate::sgemm_1_tensor::sgemm_1_tensor_pred) over the first pipe.
//!
//! `sgemm_2_pipelined_warp_any_nt` takes any `M`, `N`, `K`, any `ldA >= M`, `ldB >= N` and
//! 4-byte aligned `A`, `B`: the same body with CuTe's predication (a compile-time flag). The
//! k-tiles are aligned to the end of K, so only k-tile 0 is partial (its columns before 0 read
//! as zeros: the K residue first, as CUTLASS's mainloop takes it). A block whose tile lies
//! inside C (16-byte aligned operands, `ldA`, `ldB` multiples of 4) runs the unpredicated
//! kernel's main loop and epilogue (predicating only the first copy when K is not a multiple of
//! 8); a block at the edge compares each copy
//! element's row, as a coordinate of the identity tensor over the tile, with the residue
//! `M - m0` (`N - n0`), reads element by element (zeros outside), and its epilogue writes the
//! values at `row < M && col < N`. Launch: grid `(ceil(M / 128), ceil(N / 128))`, 2 blocks per
//! SM (128 registers, as the unpredicated kernel).
//!
//! ```
//! use gemm_kernels::sgemm_2_pipelined::SmemAPipe;
//! use gpu_kernels::smem::TileLayout;
//! use layout_core::prelude::*;
//! assert_eq!(SmemAPipe::default().to_string(), "(_128,(_8,_2)):(_1,(_128,_1024))");
//! // row 5 of k column 3 in pipe 1: column 3 + 8 * 1
//! assert_eq!(<SmemAPipe as TileLayout>::offset((5, 11)), 5 + 3 * 128 + 1024);
//! assert_eq!(<SmemAPipe as TileLayout>::COSIZE, 2048);
//! ```

use super::sgemm_1::{axpby_tile, axpby_tile_if, fma, MmaValues, BLK_K, BLK_M, BLK_N};
use super::sgemm_2::{copy_vector, vector_aligned};
use gpu_kernels::grid::Grid;
use gpu_kernels::mem::{Access, Vec16};
use gpu_kernels::smem::SmemTile;
use gpu_kernels::unroll::unroll;
use layout_core::prelude::*;

/// The shared A tiles, m-major, two pipes: `(_128,(_8,_2)):(_1,(_128,_1024))`.
pub type SmemAPipe = Layout<(_128, (_8, _2)), (_1, (_128, _1024))>;
/// The shared B tiles, n-major, two pipes: `(_128,(_8,_2)):(_1,(_128,_1024))`.
pub type SmemBPipe = Layout<(_128, (_8, _2)), (_1, (_128, _1024))>;

/// The MMA threads of [`WarpTiledValues`] over the C tile, `(m,n) -> thread`:
/// `((_4,_4),(_8,_2)):((_1,_32),(_4,_128))`; a warp's 32 lanes are `4 x 8` threads of the
/// `(_16,_16)` grid, its 8 warps `4 x 2`.
pub type WarpMmaThreads = Layout<((_4, _4), (_8, _2)), ((_1, _32), (_4, _128))>;

/// The `TiledMMA` of `UniversalFMA` over [`WarpMmaThreads`] with the permutation tile
/// `(((_4,_4),_4,_2):((_4,_32),_1,_16), ((_8,_2),_4,_2):((_4,_64),_1,_32))`: thread
/// `((lm,wm),(ln,wn))` holds rows `4 lm + 32 wm + i % 4 + 16 (i / 4)` and columns
/// `4 ln + 64 wn + j % 4 + 32 (j / 4)`. Each warp computes a `32 x 64` block of C (CUTLASS's
/// SIMT warp tile), so a warp's 16-byte shared reads of a k-block cover 64 bytes of `sA` and
/// 128 of `sB` (the `(_16,_16):(_1,_16)` threads of [`PermutedValues`](super::sgemm_1::PermutedValues): 256 and 16).
///
/// ```
/// use gemm_kernels::sgemm_1::MmaValues;
/// use gemm_kernels::sgemm_2_pipelined::WarpTiledValues;
/// // lane 5 of warp 6: (lm, ln) = (1, 1), (wm, wn) = (2, 1)
/// let t = 6 * 32 + 5;
/// assert_eq!((WarpTiledValues::row(t, 0), WarpTiledValues::row(t, 5)), (68, 85));
/// assert_eq!((WarpTiledValues::col(t, 0), WarpTiledValues::col(t, 7)), (68, 103));
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct WarpTiledValues;

impl WarpTiledValues {
    /// `(tm, tn)`: the coordinate of `thread` in the `(_16,_16)` grid of [`WarpMmaThreads`]
    /// (its right inverse, then `idx2crd`).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn coord(thread: i32) -> (i32, i32) {
        let thr = WarpMmaThreads::default();
        let (tm, tn) = idx2crd(right_inverse(thr).call(thread), (_16, _16));
        (tm.value(), tn.value())
    }
}

impl MmaValues for WarpTiledValues {
    const RUN: usize = 4;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn row(thread: i32, i: i32) -> i32 {
        let tm = Self::coord(thread).0;
        4 * (tm % 4) + 32 * (tm / 4) + i % 4 + 16 * (i / 4)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn col(thread: i32, j: i32) -> i32 {
        let tn = Self::coord(thread).1;
        4 * (tn % 8) + 64 * (tn / 8) + j % 4 + 32 * (j / 4)
    }
}

/// One k-block's register fragments of a thread: its 8 rows of A and 8 columns of B.
type Fragment = ([f32; 8], [f32; 8]);

/// Copies k-block `kk` of pipe `pipe` from the shared tiles into a thread's fragments
/// (CuTe's `copy(s2r_atom, tXsA_p(_,_,k_block), tXrA(_,_,k_block))`): two 16-byte vectors per
/// operand (`P::RUN` is 4).
///
/// # Safety
/// The pipe was written before the last barrier and nobody writes it now.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn copy_fragment<P: MmaValues>(
    thread: i32,
    sa: &SmemTile<f32, SmemAPipe>,
    sb: &SmemTile<f32, SmemBPipe>,
    pipe: i32,
    kk: i32,
) -> Fragment {
    let (mut ra, mut rb) = ([0.0f32; 8], [0.0f32; 8]);
    let col = kk + BLK_K * pipe;
    unroll::<2>(|v| {
        // SAFETY: the caller's contract; a run of 4 rows starts at a multiple of 4.
        let (va, vb) = unsafe {
            (
                sa.read_chunk((P::row(thread, 4 * v as i32), col)),
                sb.read_chunk((P::col(thread, 4 * v as i32), col)),
            )
        };
        unroll::<4>(|e| {
            ra[4 * v + e] = f32::from_bits(va.0[e]);
            rb[4 * v + e] = f32::from_bits(vb.0[e]);
        });
    });
    (ra, rb)
}

/// `gemm(mma, tCrA(_,_,k_block), tCrB(_,_,k_block), tCrC)` for one k-block: the outer product
/// of the fragments into the `(_8,_8)` accumulators, in CuTe's order for 32-bit values (rows in
/// pairs, columns forwards for one pair and backwards for the next).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn mma_fragment((ra, rb): &Fragment, acc: &mut [[f32; 8]; 8]) {
    unroll::<4>(|ip| {
        unroll::<8>(|j| {
            let js = if ip % 2 == 1 { 7 - j } else { j };
            unroll::<2>(|h| {
                let i = 2 * ip + h;
                acc[i][js] = fma(ra[i], rb[js], acc[i][js]);
            });
        })
    });
}

/// One thread's 4-row vector of an `(R,K):(_1,ld)` operand at `p` (row `row`, column `col`),
/// under CuTe's predicates (`copy_if`): rows `>= R` and a column outside `0..K` read as zeros
/// (the k-tiles are aligned to the end of K, so only the first one starts before column 0, and
/// none passes K unless K is 0). `whole`:
/// the 4 rows lie inside the operand and the vector is 16-byte aligned, so it is read as one
/// vector; otherwise element by element.
///
/// # Safety
/// `p` points at `(row, col)` of an operand valid for `(R,K):(_1,ld)` (it is dereferenced only
/// inside); `whole` is true only as said above.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn copy_vector_if<Ld: Access>(
    p: *const f32,
    (row, rows): (i32, i32),
    (col, cols): (i32, i32),
    whole: bool,
) -> Vec16 {
    let mut v = Vec16([0; 4]);
    if col >= 0 && col < cols {
        if whole {
            // SAFETY: the caller's contract: 4 rows inside, 16-byte aligned.
            v = unsafe { Ld::load(p.cast()) };
        } else {
            unroll::<4>(|e| {
                if row + (e as i32) < rows {
                    // SAFETY: row + e < R and 0 <= col < K.
                    v.0[e] = unsafe { p.add(e).read() }.to_bits();
                }
            });
        }
    }
    v
}

/// The kernel body, for one thread at `g`; `sync` is the block's barrier.
///
/// Without `PRED`, `sgemm_2`'s main loop over whole tiles. With `PRED` (any shape), CuTe's
/// predication: the k-tiles are aligned to the end of K (k-tile `t` covers columns `8 t - pad`
/// to `8 t - pad + 8`, `pad = 8 ceil(K / 8) - K`), so only k-tile 0 is partial, and its columns
/// before 0 are zeros, as CuTe's CUTLASS mainloop handles the K residue first; a block whose
/// tile lies inside C, of 16-byte aligned operands, with more than one k-tile, runs the
/// unpredicated kernel's main loop and epilogue as they are when K is a multiple of the k-tile,
/// and otherwise predicates only the first copy (a choice per block, uniform: each path is
/// compiled on its own, so the interior's registers are those of the unpredicated kernel and
/// its loop has the same instructions); the other blocks compare each copy vector's rows, as
/// coordinates of the identity tensor over the tile, with the residue `M - m0` (`N - n0`) and
/// read them element by element, and the epilogue writes the values at `row < M && col < N`.
///
/// # Safety
/// Without `PRED`, as [`super::sgemm_2::sgemm_2`] (`A`, `B` 16-byte aligned with `ldA`, `ldB`
/// multiples of 4, the shape a multiple of the tile); with `PRED`, any positive `M`, `N`, any
/// `K >= 0` and 4-byte aligned `A`, `B` with `ldA >= M`, `ldB >= N` (the grid covers C with
/// `ceil(M / 128) x ceil(N / 128)` blocks); `sa`, `sb` this block's two-pipe tiles.
/// `Ld` is how the 16-byte vectors are read ([`gpu_kernels::mem::NoAllocate`] in the kernel), `P`
/// the MMA's values of each thread ([`PermutedValues`](super::sgemm_1::PermutedValues) or
/// [`WarpTiledValues`]; runs of 4).
#[allow(clippy::too_many_arguments)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn sgemm_2_pipelined<P: MmaValues, Ld: Access, const PRED: bool>(
    g: Grid,
    (m, n, k): (i32, i32, i32),
    alpha: f32,
    (a, lda): (*const f32, i32),
    (b, ldb): (*const f32, i32),
    beta: f32,
    (c, ldc): (*mut f32, i32),
    tiles: (SmemTile<f32, SmemAPipe>, SmemTile<f32, SmemBPipe>),
    sync: impl Fn(),
) {
    const { assert!(P::RUN == 4, "the fragments are read as 16-byte vectors") };
    let mc = Layout::new((m, n), (_1, ldc));
    let (m0, n0) = (g.block as i32 * BLK_M, g.block_y as i32 * BLK_N);
    let thread = g.thread as i32;
    // the main loop with the block's flags (`PRED`, `EDGE`), on the same arguments in each case
    macro_rules! mainloop {
        ($pred:literal, $edge:literal) => {
            mainloop::<P, Ld, $pred, $edge>(
                thread,
                (m0, n0),
                (m, n, k),
                (a, lda),
                (b, ldb),
                tiles,
                sync,
            )
        };
    }
    if PRED {
        // CuTe's residue_mnk, and the block's choice of main loop and epilogue
        let (res_m, res_n) = (m - m0, n - n0);
        let inside = res_m >= BLK_M && res_n >= BLK_N && k > BLK_K;
        if inside && vector_aligned(a, lda) && vector_aligned(b, ldb) {
            // SAFETY: the body's contract; the tile lies inside A, B and C, the vectors are
            // 16-byte aligned (with K a multiple of the k-tile, no k-tile is partial: the
            // unpredicated kernel's main loop and epilogue, as they are).
            unsafe {
                let acc = if k % BLK_K == 0 {
                    mainloop!(false, false)
                } else {
                    mainloop!(true, false)
                };
                axpby_tile::<P>(thread, alpha, &acc, beta, c, mc, (m0, n0));
            }
        } else {
            // SAFETY: the body's contract; the values written are those inside C.
            unsafe {
                let acc = mainloop!(true, true);
                axpby_tile_if::<P>(thread, alpha, &acc, beta, c, mc, (m0, n0), (res_m, res_n));
            }
        }
    } else {
        // SAFETY: the body's contract; the C tile lies inside C.
        unsafe {
            let acc = mainloop!(false, false);
            axpby_tile::<P>(thread, alpha, &acc, beta, c, mc, (m0, n0));
        }
    }
}

/// The main loop of [`sgemm_2_pipelined`] for the block at `(m0, n0)`: the accumulators
/// (`tCrC`). `PRED`: the k-tiles are aligned to the end of K and k-tile 0's columns before 0
/// are zeros; `EDGE`: every copy is predicated on the rows (`PRED` only).
///
/// # Safety
/// As [`sgemm_2_pipelined`]; without `EDGE` the block's A and B tiles lie inside A and B and
/// are 16-byte aligned, and with `PRED` there are at least 2 k-tiles.
#[allow(clippy::too_many_arguments)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn mainloop<P: MmaValues, Ld: Access, const PRED: bool, const EDGE: bool>(
    thread: i32,
    (m0, n0): (i32, i32),
    (m, n, k): (i32, i32, i32),
    (a, lda): (*const f32, i32),
    (b, ldb): (*const f32, i32),
    (sa, sb): (SmemTile<f32, SmemAPipe>, SmemTile<f32, SmemBPipe>),
    sync: impl Fn(),
) -> [[f32; 8]; 8] {
    let ma = Layout::new((m, k), (_1, lda));
    let mb = Layout::new((n, k), (_1, ldb));
    let (vr, vk) = copy_vector(thread);
    // the k-tiles, and with PRED the columns before 0 of k-tile 0
    let (k_tiles, pad) = if PRED {
        let k_tiles = (k + BLK_K - 1) / BLK_K;
        (k_tiles, k_tiles * BLK_K - k)
    } else {
        (k / BLK_K, 0)
    };
    // tArA, tBrB: one vector each; copy(copy_a, tAgA(_,_,_,k_tile), tArA) (`first`: the
    // prologue's copy of k-tile 0)
    let load = |k_tile: i32, first: bool| -> (Vec16, Vec16) {
        let col = k_tile * BLK_K + vk - pad;
        let (pa, pb) = (
            a.wrapping_add(ma.call((m0 + vr, col)) as usize),
            b.wrapping_add(mb.call((n0 + vr, col)) as usize),
        );
        if EDGE || (PRED && first) {
            // at an edge element by element (CuTe's predicate tensors `tApA`, `tBpB`: the rows
            // of the identity tensor over the tile below the residue; vectors there would need
            // more registers than the 128 of 2 blocks per SM), inside one vector
            // SAFETY: copy_vector_if reads inside the operands only; inside C the vectors lie
            // inside A and B and are 16-byte aligned.
            unsafe {
                (
                    copy_vector_if::<Ld>(pa, (m0 + vr, m), (col, k), !EDGE),
                    copy_vector_if::<Ld>(pb, (n0 + vr, n), (col, k), !EDGE),
                )
            }
        } else {
            // SAFETY: the tile lies inside A and B; the vectors are 16-byte aligned.
            unsafe {
                (
                    Ld::load(a.add(ma.call((m0 + vr, col)) as usize).cast()),
                    Ld::load(b.add(mb.call((n0 + vr, col)) as usize).cast()),
                )
            }
        }
    };
    // copy(tArA, tAsA(_,_,_,pipe)): this thread's vector of each operand into a pipe.
    let store = |pipe: i32, (ra, rb): (Vec16, Vec16)| {
        // SAFETY: this thread owns its vector of the pipe in this phase (every thread finished
        // reading the pipe before the last barrier); the tiles keep the vector's 4 rows
        // contiguous and 16-byte aligned (stride _1 along M).
        unsafe {
            sa.write_chunk((vr, vk + BLK_K * pipe), ra);
            sb.write_chunk((vr, vk + BLK_K * pipe), rb);
        }
    };
    let next = |k_tile: i32| {
        if k_tile + 1 < k_tiles {
            k_tile + 1
        } else {
            k_tile
        }
    };

    // Prologue: k-tile 0 into pipe 0, k-tile 1 into registers, k-block 0 into fragments.
    store(0, load(0, true));
    let mut staged = load(next(0), false);
    sync();
    let mut pipe = 0;
    // SAFETY: pipe 0 was written before the barrier.
    let mut frag = [unsafe { copy_fragment::<P>(thread, &sa, &sb, pipe, 0) }; 2];
    let mut acc = [[0.0f32; 8]; 8]; // tCrC

    for k_tile in 0..k_tiles {
        unroll::<{ BLK_K as usize }>(|kb| {
            if kb == BLK_K as usize - 1 {
                // The staged k-tile into the other pipe, whose last reader (k-block 7 of the
                // previous k-tile) finished before the previous barrier; the prefetch of the
                // k-tile after it is issued before this k-tile's one barrier (ptxas keeps a
                // load with an L1 qualifier on its side of a barrier: see `sgemm_2`).
                store(pipe ^ 1, staged);
                staged = load(next(next(k_tile)), false);
                sync();
                pipe ^= 1;
            }
            // k-block kb + 1 (k-block 0 of the next pipe after the barrier) into the other
            // fragment while this k-block's FMAs run.
            let kb_next = (kb as i32 + 1) % BLK_K;
            // SAFETY: the pipe read was written before the last barrier; its next writer
            // waits for the next barrier.
            frag[(kb + 1) % 2] = unsafe { copy_fragment::<P>(thread, &sa, &sb, pipe, kb_next) };
            mma_fragment(&frag[kb % 2], &mut acc);
        });
    }
    acc
}
