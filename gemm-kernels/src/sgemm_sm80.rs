//! `sgemm_sm80`: CuTe's tensor-core GEMM tutorial (`examples/cute/tutorial/sgemm_sm80.cu`,
//! `gemm_tn`): `C = alpha * A * B^T + beta * C` with `A` `(M,K):(ldA,_1)` and `B`
//! `(N,K):(ldB,_1)` in half precision (k-major, "TN"), `C` `(M,N):(_1,ldC)`; `mma.sync`
//! 16x8x16 on the tensor cores, a 3-stage `cp.async` pipeline through swizzled shared memory,
//! `ldmatrix` into registers.
//!
//! | CuTe (`gemm_tn`, `gemm_device`) | here |
//! | --- | --- |
//! | `cta_tiler = (_128,_128,_64)`, `bP = _3` | [`BLK_M`], [`BLK_N`], [`BLK_K`], [`STAGES`] |
//! | `sA = tile_to_shape(Sw<3,3,3> o (_8,(_8,_8)):(_8,(_1,_64)), (_128,_64,_3))`, `sB` alike | [`SmemAB`]: `Sw<3,3,3> o _0 o ((_8,_16),((_8,_8),_1),(_1,_3)):((_8,_512),((_1,_64),_0),(_0,_8192))` |
//! | `make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>, (_16,_8):(_8,_1), (_1,_8))` | [`CopyThreads`]: thread `t` copies the 16-byte chunk `t % 8` of rows `t / 8 + 16 i` |
//! | `make_tiled_mma(SM80_16x8x16_*_TN, Layout<(_2,_2)>, Tile<_32,_32,_16>)` | [`mma_m`], [`mma_n`]: warp `(w % 2, w / 2)` of the 2x2 |
//! | `make_tiled_copy_A/B(Copy_Atom<SM75_U32x4_LDSM_N, half_t>, mma)` | [`ldsm_a`], [`ldsm_b`]: one `ldmatrix.x4` per 16x16 of `A`, per 2 x (8x16) of `B` |
//! | the pipelined main loop (`cp_async_wait<1>`, barrier, `ldmatrix` of the next k-block, `cp.async` of the next k-tile, `gemm`) | `sgemm_sm80` (the body; nvptx64 only) |
//! | `axpby(alpha, tCrC, beta, tCgC)` | the epilogue |
//!
//! The thread-to-data maps are the layouts CuTe's `TiledMMA` and `TiledCopy` compute for this
//! configuration (printed by `layout-cli`, e.g. `get_layoutC_TV(make_tiled_mma(
//! SM80_16x8x16_F16F16F16F16_TN,(_2,_2,_1):(_1,_2,_0),(_32,_32,_16)))` is
//! `((_4,_8,_2,_2),((_2,_2),(_1,_2))):((_64,_1,_16,_256),((_32,_8),(_0,_512)))`), read off as
//! coordinates; the unit tests check them against those layouts.
//!
//! Past the tutorial, `sgemm_sm80_tn_*` take any `M`, `N`, `K` (CuTe's predication, the
//! body's compile-time flag `PRED`; without it the body is the tutorial's, for whole tiles
//! only): a block whose tile lies inside C runs the tutorial's main loop, predicating only the
//! copy of the k-tile that K cuts; at the edges the copies are `copy_if` with the `_ZFILL` atom
//! (`cp.async` with a source size: a chunk's row of the identity tensor over the tile below the
//! residue `M - m0`, its k values read up to `K` and zeros after), and the epilogue writes the
//! values at `row < M && col < N`. They need 16-byte aligned `A`, `B` with `ldA`, `ldB`
//! multiples of 8 (16-byte rows, as `cp.async` of 16 bytes needs: pad the leading dimension of
//! a ragged `K`). Launch: grid `(ceil(M / 128), ceil(N / 128))`, 128 threads, [`SMEM_BYTES`]
//! of dynamic shared memory.
//!
//! ```
//! use gemm_kernels::sgemm_sm80::*;
//! use layout_core::prelude::*;
//! assert_eq!(
//!     SmemAB::default().to_string(),
//!     "Sw<3,3,3> o _0 o ((_8,_16),((_8,_8),_1),(_1,_3)):((_8,_512),((_1,_64),_0),(_0,_8192))"
//! );
//! // thread 37 (warp 1: m half 1): C rows 17 + 32 i and 25 + 32 i; atom 1's columns 18, 19
//! assert_eq!((mma_m(37, 0, 0), mma_m(37, 0, 1)), (17, 25));
//! assert_eq!(mma_n::<2>(37, 0, 1), 18);
//! ```

#[cfg(target_arch = "nvptx64")]
use gpu_kernels::grid::Grid;
#[cfg(target_arch = "nvptx64")]
use gpu_kernels::unroll::unroll;
use layout_core::prelude::*;

/// CTA tile rows (M).
pub const BLK_M: i32 = 128;
/// CTA tile columns (N).
pub const BLK_N: i32 = 128;
/// CTA tile depth (K).
pub const BLK_K: i32 = 64;
/// Shared-memory pipeline stages.
pub const STAGES: i32 = 3;
/// Threads per block of the tutorial's configuration: 4 warps, 2 x 2 over the tile.
pub const THREADS: u32 = 128;
/// Dynamic shared memory of a block: the `A` and `B` stages, 2 bytes per element.
pub const SMEM_BYTES: usize = ((BLK_M + BLK_N) * BLK_K * STAGES) as usize * 2;

/// The shared tiles of `A` and of `B`, `(row, k, stage)` to an element offset:
/// `tile_to_shape(Sw<3,3,3> o (_8,(_8,_8)):(_8,(_1,_64)), (_128,_64,_3))`.
pub type SmemAB = ComposedLayout<
    Swizzle<_3, _3, _3>,
    _0,
    Layout<((_8, _16), ((_8, _8), _1), (_1, _3)), ((_8, _512), ((_1, _64), _0), (_0, _8192))>,
>;

/// The copy threads over a `(_128,_64)` tile in 16-byte chunks: `(_16,_8):(_8,_1)`, thread
/// `t` at row `t / 8`, chunk `t % 8`; 8 chunks each (rows `+ 16 i`).
pub type CopyThreads = Layout<(_16, _8), (_8, _1)>;

/// Element offset of `(row, k)` in stage `stage` of a shared tile.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn smem_offset(row: i32, k: i32, stage: i32) -> i32 {
    SmemAB::default().call((row, k, stage))
}

/// The row of the C value of thread `thread`, in atom `(i, j)` of its warp (`i < 4`: 16 rows
/// each, 32 apart; `j < 8`), value half `h` (`+ 8` rows): from `get_layoutC_TV`, `m = t1 + 16 wm
/// + 8 h + 32 i`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn mma_m(thread: i32, i: i32, h: i32) -> i32 {
    let (t1, wm) = ((thread % 32) / 4, (thread / 32) % 2);
    t1 + 16 * wm + 8 * h + 32 * i
}

/// The first of the two C columns of thread `thread` in atom `(i, j)`, with `WN` warps along
/// N: `n = 2 t0 + 8 wn + 8 WN (j % 2) + 16 WN (j / 2)` (`get_layoutC_TV`; the permutation tile is
/// `16 WN` wide, so each warp's atoms are `8 WN` apart).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn mma_n<const WN: i32>(thread: i32, _i: i32, j: i32) -> i32 {
    let (t0, wn) = (thread % 4, thread / 64);
    2 * t0 + 8 * wn + 8 * WN * (j % 2) + 16 * WN * (j / 2)
}

/// The `(row, k)` whose 16-byte row lane `thread % 32` gives to `ldmatrix.x4` for the `A`
/// fragment of atom row `i`, k-block `kb` (`make_tiled_copy_A(LDSM_N, mma)`'s
/// `((_16,_2,_2,_2),(_8,_1)):((_1,_256,_16,_0),(_32,_0))`: row `l % 16 + 16 wm`, k `8 (l / 16)`).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn ldsm_a(thread: i32, i: i32, kb: i32) -> (i32, i32) {
    let (l, wm) = (thread % 32, (thread / 32) % 2);
    (l % 16 + 16 * wm + 32 * i, 8 * (l / 16) + 16 * kb)
}

/// The `(row, k)` lane `thread % 32` gives to `ldmatrix.x4` for the `B` fragments of atom
/// columns `2 jj`, `2 jj + 1`, k-block `kb`, with `WN` warps along N
/// (`make_tiled_copy_B(LDSM_N, mma)`'s `((_8,_2,_2,_2,_2),(_8,_1)):((_1,_256,_16,_0,_8),(_32,_0))`
/// for `WN = 2`: row `l % 8 + 8 WN (l / 16) + 8 wn`, k `8 ((l / 8) % 2)`).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn ldsm_b<const WN: i32>(thread: i32, jj: i32, kb: i32) -> (i32, i32) {
    let (l, wn) = (thread % 32, thread / 64);
    (
        l % 8 + 8 * WN * (l / 16) + 8 * wn + 16 * WN * jj,
        8 * ((l / 8) % 2) + 16 * kb,
    )
}

mod accumulator;
pub use accumulator::{Accumulator, Bf16F32Acc, F16Acc, F32Acc};

/// The global tensors and the shared tiles of one block: what the copies and the MMA read.
#[cfg(target_arch = "nvptx64")]
#[derive(Clone, Copy)]
struct Operands {
    /// This thread's first chunk of the block's `A` and `B` rows at k-tile 0 (copy pass 0).
    a: *const u16,
    b: *const u16,
    /// The elements between two copy passes (`BLK_M / CP` rows) of `A` and `B`.
    pass_a: isize,
    pass_b: isize,
    /// The shared tiles, and this thread's chunk in stage 0 (copy pass 0), in bytes.
    s_a: u32,
    s_b: u32,
    copy_dst: u32,
    /// This thread's chunk in the tile: its row (copy pass 0) and first k.
    copy_row: i32,
    copy_k: i32,
    /// The `ldmatrix` row of this lane in stage 0, per k-block (atom row / column pair 0).
    ldsm_a: [u32; 4],
    ldsm_b: [u32; 4],
}

/// Bytes of one stage of a shared tile.
#[cfg(target_arch = "nvptx64")]
const STAGE_BYTES: u32 = (BLK_M * BLK_K * 2) as u32;

/// The bytes between the shared-tile offsets of rows `r` and `r + rows` (any `k`, any stage)
/// when `rows` is a multiple of 8: the row mode `(_8,_16):(_8,_512)` then moves by multiples of
/// 512 elements, above the bits the swizzle reads and writes (bits 3..9), so the offset is
/// linear in such steps (`gpu-host`'s tests check it against [`SmemAB`] for every row and k).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn row_step_bytes(rows: i32) -> u32 {
    2 * smem_offset(rows, 0, 0) as u32
}

/// `copy(copy_a, tAgA(_,_,_,k_tile), tAsA(_,_,_,stage))` and the same for `B`, then
/// `cp_async_fence()`: this thread's 8 chunks of each tile. With `pred`, CuTe's
/// `copy_if(copy_a, tApA, ...)` with the `_ZFILL` atom: `res` is the residue `(M - m0, N - n0,
/// K)` of the block's tiles, a chunk's 8 k values are read up to `K`, zeros after, and with
/// `EDGE` (a block at the edge of C) its predicate is also its row (of the identity tensor
/// over the tile) below the residue.
///
/// # Safety
/// The k-tile lies inside `A` and `B` (with `pred`: `A`, `B` are valid for the shape `res`
/// cuts, `ldA`, `ldB` multiples of 8), whose chunks are 16-byte aligned; nobody reads the stage
/// before this group was waited for and a barrier passed.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn copy_tile<const CP: usize, const EDGE: bool>(
    o: &Operands,
    k_tile: i32,
    stage: i32,
    pred: bool,
    (res_m, res_n, k): (i32, i32, i32),
) {
    use gpu_kernels::arch::cp_async::{cp_async_ca_16, cp_async_ca_16_zfill, cp_async_fence};
    let pass = BLK_M / CP as i32;
    let step = row_step_bytes(pass);
    let dst = o.copy_dst + stage as u32 * STAGE_BYTES;
    let k0 = (k_tile * BLK_K) as isize;
    let offsets = |i: usize| {
        (
            o.s_a + dst + i as u32 * step,
            o.s_b + dst + i as u32 * step,
            k0 + i as isize * o.pass_a,
            k0 + i as isize * o.pass_b,
        )
    };
    if pred {
        // bytes of this thread's chunk inside K: 16, fewer in the chunk K cuts, 0 past K
        let k_bytes = (2 * (k - k0 as i32 - o.copy_k)).max(0).min(16) as u32;
        let bytes = |inside: bool| if inside { k_bytes } else { 0 };
        unroll::<CP>(|i| {
            let row = o.copy_row + i as i32 * pass;
            let (dst_a, dst_b, off_a, off_b) = offsets(i);
            let (src_a, src_b) = (o.a.wrapping_offset(off_a), o.b.wrapping_offset(off_b));
            // SAFETY: the caller's contract; a chunk outside is not read.
            unsafe {
                cp_async_ca_16_zfill(dst_a, src_a.cast(), bytes(!EDGE || row < res_m));
                cp_async_ca_16_zfill(dst_b, src_b.cast(), bytes(!EDGE || row < res_n));
            }
        });
    } else {
        unroll::<CP>(|i| {
            let (dst_a, dst_b, off_a, off_b) = offsets(i);
            // SAFETY: the caller's contract.
            unsafe {
                cp_async_ca_16(dst_a, o.a.offset(off_a).cast());
                cp_async_ca_16(dst_b, o.b.offset(off_b).cast());
            }
        });
    }
    cp_async_fence();
}

/// `copy(s2r_atom_a, tXsA_p(_,_,kb), tXrA(_,_,kb))` and the same for `B`: the fragments of
/// k-block `kb` of stage `stage`, 4 `ldmatrix.x4` each.
///
/// # Safety
/// The stage was waited for and a barrier passed; every lane of the warp calls it.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn load_frags<const WN: i32, const NJ2: usize>(
    o: &Operands,
    stage: i32,
    kb: i32,
    ra: &mut [[u32; 4]; 4],
    rb: &mut [[u32; 4]; NJ2],
) {
    use gpu_kernels::arch::ldmatrix::ldsm_x4;
    let stage = stage as u32 * STAGE_BYTES;
    let (row_a, row_b) = (o.ldsm_a[kb as usize] + stage, o.ldsm_b[kb as usize] + stage);
    // atom rows 32 rows apart, atom column pairs 16 WN rows apart
    let (step_a, step_b) = (row_step_bytes(32), row_step_bytes(16 * WN));
    unroll::<4>(|i| {
        // SAFETY: the caller's contract.
        ra[i] = unsafe { ldsm_x4(o.s_a + row_a + i as u32 * step_a) };
    });
    unroll::<NJ2>(|jj| {
        // SAFETY: the caller's contract.
        rb[jj] = unsafe { ldsm_x4(o.s_b + row_b + jj as u32 * step_b) };
    });
}

/// `gemm(mma, tCrA(_,_,kb), tCrB(_,_,kb), tCrC)`: 4 x 8 atoms, rows in order, the columns of
/// every other row backwards (CuTe's serpentine order: consecutive MMAs share a fragment).
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn gemm_frags<Acc: Accumulator, const NJ: usize, const NJ2: usize>(
    fa: &[[u32; 4]; 4],
    fb: &[[u32; 4]; NJ2],
    acc: &mut [[Acc::Frag; NJ]; 4],
) {
    unroll::<4>(|i| {
        unroll::<NJ>(|j| {
            let js = if i % 2 == 1 { NJ - 1 - j } else { j };
            let bf = [fb[js / 2][2 * (js % 2)], fb[js / 2][2 * (js % 2) + 1]];
            acc[i][js] = Acc::mma(fa[i], bf, acc[i][js]);
        });
    });
}

/// The kernel body, for one thread at `g`; `smem` is the shared-window address of the block's
/// [`SMEM_BYTES`] of dynamic shared memory (the `A` stages, then the `B` stages).
///
/// # Safety
/// `a`, `b`, `c` are valid for `(M,K):(ldA,_1)`, `(N,K):(ldB,_1)`, `(M,N):(_1,ldC)` of 16-bit
/// elements (`c`: of `Acc::Out`); `a`, `b` 16-byte aligned with `ldA`, `ldB` multiples of 8;
/// without `PRED`, `M`, `N` multiples of 128 and `K` of 64; with `PRED`, any positive `M`, `N`
/// and `K >= 0` (the grid covers C: `ceil(M / 128) x ceil(N / 128)` blocks); every thread of
/// the block runs this body.
#[cfg(target_arch = "nvptx64")]
#[allow(clippy::too_many_arguments)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn sgemm_sm80<
    Acc: Accumulator,
    const WN: i32,
    const NJ: usize,
    const NJ2: usize,
    const CP: usize,
    const PRED: bool,
>(
    g: Grid,
    (m, n, k): (i32, i32, i32),
    alpha: f32,
    (a, lda): (*const u16, i32),
    (b, ldb): (*const u16, i32),
    beta: f32,
    (c, ldc): (*mut Acc::Out, i32),
    smem: u32,
) {
    let (m0, n0) = (g.block as i32 * BLK_M, g.block_y as i32 * BLK_N);
    let args = ((m, n, k), alpha, (a, lda), (b, ldb), beta, (c, ldc), smem);
    // with PRED, a choice per block (uniform): a block whose tile lies inside C predicates only
    // the copy of the k-tile K cuts, the others every copy and the epilogue
    // SAFETY: the body's contract.
    unsafe {
        if !PRED {
            mainloop::<Acc, WN, NJ, NJ2, CP, false, false>(g, args)
        } else if m - m0 >= BLK_M && n - n0 >= BLK_N {
            mainloop::<Acc, WN, NJ, NJ2, CP, true, false>(g, args)
        } else {
            mainloop::<Acc, WN, NJ, NJ2, CP, true, true>(g, args)
        }
    }
}

/// [`sgemm_sm80`] for one block: `PRED`, any shape (the last k-tile partial, zero-filled past
/// K); `EDGE` (with `PRED`), the block's tile is cut by `M` or `N`: every copy predicated on
/// its rows, the epilogue on the values inside C.
///
/// # Safety
/// As [`sgemm_sm80`]; without `EDGE`, the block's `128 x 128` tile of C lies inside C.
#[cfg(target_arch = "nvptx64")]
#[allow(clippy::type_complexity)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn mainloop<
    Acc: Accumulator,
    const WN: i32,
    const NJ: usize,
    const NJ2: usize,
    const CP: usize,
    const PRED: bool,
    const EDGE: bool,
>(
    g: Grid,
    ((m, n, k), alpha, (a, lda), (b, ldb), beta, (c, ldc), smem): (
        (i32, i32, i32),
        f32,
        (*const u16, i32),
        (*const u16, i32),
        f32,
        (*mut Acc::Out, i32),
        u32,
    ),
) {
    use gpu_kernels::arch::cp_async::cp_async_wait;
    use gpu_kernels::smem::block_sync;
    const {
        assert!(NJ == 16 / WN as usize && NJ2 * 2 == NJ && CP * WN as usize == 16);
    };

    let ma = Layout::new((m, k), (lda, _1)); // (M,K):(ldA,_1)
    let mb = Layout::new((n, k), (ldb, _1)); // (N,K):(ldB,_1)
    let (m0, n0) = (g.block as i32 * BLK_M, g.block_y as i32 * BLK_N);
    let thread = g.thread as i32;
    // the copy threads (64 WN / 8, _8):(_8,_1): row t / 8, chunk t % 8; CP passes
    let (cr, cc) = (thread / 8, (thread % 8) * 8);
    let pass = BLK_M / CP as i32;
    let (ldsm_a_rows, ldsm_b_rows) = (
        [0, 1, 2, 3].map(|kb| {
            let (row, kk) = ldsm_a(thread, 0, kb);
            2 * smem_offset(row, kk, 0) as u32
        }),
        [0, 1, 2, 3].map(|kb| {
            let (row, kk) = ldsm_b::<WN>(thread, 0, kb);
            2 * smem_offset(row, kk, 0) as u32
        }),
    );
    let o = Operands {
        // with PRED the first chunk may lie outside (it is then not read)
        a: if PRED {
            a.wrapping_add(ma.call((m0 + cr, cc)) as usize)
        } else {
            a.add(ma.call((m0 + cr, cc)) as usize)
        },
        b: if PRED {
            b.wrapping_add(mb.call((n0 + cr, cc)) as usize)
        } else {
            b.add(mb.call((n0 + cr, cc)) as usize)
        },
        pass_a: (ma.call((m0 + cr + pass, cc)) - ma.call((m0 + cr, cc))) as isize,
        pass_b: (mb.call((n0 + cr + pass, cc)) - mb.call((n0 + cr, cc))) as isize,
        s_a: smem,
        s_b: smem + STAGE_BYTES * STAGES as u32,
        copy_dst: 2 * smem_offset(cr, cc, 0) as u32,
        copy_row: cr,
        copy_k: cc,
        ldsm_a: ldsm_a_rows,
        ldsm_b: ldsm_b_rows,
    };
    let mc = Layout::new((m, n), (_1, ldc)); // (M,N):(_1,ldC)

    // CuTe's residue_mnk: what of A, B and C lies inside from this block's tile on; with PRED
    // the last k-tile may be partial (zero-filled past K)
    let res = (m - m0, n - n0, k);
    let mut k_tile_count = if PRED {
        (k + BLK_K - 1) / BLK_K
    } else {
        k / BLK_K
    };
    // whether the copy of a k-tile is predicated: at an edge of C always, inside C only the
    // k-tile K cuts (one uniform branch a k-tile)
    let pred = |k_tile: i32| PRED && (EDGE || (k_tile + 1) * BLK_K > k);
    let mut k_tile_next = 0;
    // PREFETCH: every stage but the last
    gpu_kernels::unroll!(stage in 2 => {
        // SAFETY: the body's contract; nothing reads the stages yet.
        unsafe { copy_tile::<CP, EDGE>(&o, k_tile_next, stage as i32, pred(k_tile_next), res) };
        k_tile_count -= 1;
        if k_tile_count > 0 {
            k_tile_next += 1;
        }
    });

    // tCrC, and tCrA / tCrB for two k-blocks (the one multiplied, the one loading)
    let mut acc = [[Acc::zero(); NJ]; 4];
    let mut ra = [[[0u32; 4]; 4]; 2];
    let mut rb = [[[0u32; 4]; NJ2]; 2];
    // smem_pipe_read, smem_pipe_write, and the stage the fragments come from (tXsA_p)
    let mut read_stage = 0;
    let mut write_stage = STAGES - 1;
    let mut frag_stage = read_stage;
    cp_async_wait::<{ (STAGES - 2) as u32 }>();
    block_sync();
    // SAFETY: stage 0 was waited for and the barrier passed.
    unsafe { load_frags::<WN, NJ2>(&o, frag_stage, 0, &mut ra[0], &mut rb[0]) };
    while k_tile_count > -(STAGES - 1) {
        gpu_kernels::unroll!(kb in 4 => {
            if kb == 3 {
                frag_stage = read_stage;
                cp_async_wait::<{ (STAGES - 2) as u32 }>();
                block_sync();
            }
            // shared -> registers for k-block kb + 1
            let next = (kb + 1) % 4;
            // SAFETY: frag_stage was waited for before the last barrier.
            unsafe { load_frags::<WN, NJ2>(&o, frag_stage, next as i32, &mut ra[next % 2], &mut rb[next % 2]) };
            // global -> shared for the next k-tile, once per k-tile
            if kb == 0 {
                // SAFETY: write_stage was last read before the last barrier.
                unsafe { copy_tile::<CP, EDGE>(&o, k_tile_next, write_stage, pred(k_tile_next), res) };
                k_tile_count -= 1;
                if k_tile_count > 0 {
                    k_tile_next += 1;
                }
                write_stage = read_stage;
                read_stage = if read_stage == STAGES - 1 { 0 } else { read_stage + 1 };
            }
            gemm_frags::<Acc, NJ, NJ2>(&ra[kb % 2], &rb[kb % 2], &mut acc);
        });
    }
    // axpby(alpha, tCrC, beta, tCgC)
    gpu_kernels::unroll!(i in 4 => {
        unroll::<NJ>(|j| {
            unroll::<2>(|h| {
                unroll::<2>(|e| {
                    let row = mma_m(thread, i as i32, h as i32);
                    let col = mma_n::<WN>(thread, i as i32, j as i32) + e as i32;
                    // at an edge, CuTe's epilogue predicate: the values inside C only
                    if !EDGE || (row < res.0 && col < res.1) {
                        // SAFETY: (m0 + row, n0 + col) lies inside C.
                        unsafe {
                            let p = c.add(mc.call((m0 + row, n0 + col)) as usize);
                            let old = if beta == 0.0 { 0.0 } else { Acc::read(p.read()) };
                            p.write(Acc::out(alpha * Acc::get(&acc[i][j], h, e) + beta * old));
                        }
                    }
                });
            });
        });
    });
}

/// The entry points, `name(accumulator, WN, NJ, NJ2, CP, PRED)` (`WN` warps along N, so `64 WN`
/// threads; `NJ = 16 / WN` atoms along N per warp, `NJ2 = NJ / 2` `ldmatrix.x4` for `B`, `CP =
/// 16 / WN` copy passes; `PRED`: any `M`, `N`, `K`): the one place their
/// names are written (see [`naive_add_kernels`](gpu_kernels::naive_add_kernels)). All use the tutorial's 2 x 2 warps
/// (128 threads, 64 x 64 of C per warp: 128 `f32` accumulators a thread, 248 registers, no
/// spills); `WN = 4` (2 x 4 warps, 256 threads, 64 x 32 per warp) also builds, and ran 10%
/// slower for the `f32` accumulators on the H200 (one block per SM instead of two).
#[macro_export]
macro_rules! sgemm_sm80_kernels {
    ($callback:ident) => {
        $callback! {
            sgemm_sm80_tn_f16($crate::sgemm_sm80::F16Acc, 2, 8, 4, 8, true);
            sgemm_sm80_tn_f32($crate::sgemm_sm80::F32Acc, 2, 8, 4, 8, true);
            sgemm_sm80_tn_bf16($crate::sgemm_sm80::Bf16F32Acc, 2, 8, 4, 8, true);
        }
    };
}

#[cfg(all(target_arch = "nvptx64", feature = "entry-points"))]
mod entry {
    use super::*;
    macro_rules! entries {
        ($($name:ident($acc:ty, $wn:literal, $nj:literal, $nj2:literal, $cp:literal, $pred:literal);)*) => {
            $(
            /// Kernel entry point (see the module docs).
            #[no_mangle]
            #[allow(clippy::too_many_arguments)]
            pub unsafe extern "ptx-kernel" fn $name(
                m: i32,
                n: i32,
                k: i32,
                alpha: f32,
                a: *const u16,
                lda: i32,
                b: *const u16,
                ldb: i32,
                beta: f32,
                c: *mut <$acc as Accumulator>::Out,
                ldc: i32,
            ) {
                // CuTe's __launch_bounds__(size(TiledMma{})): 64 WN threads
                gpu_kernels::launch_bounds!(64 * $wn);
                let base = gpu_kernels::smem::dynamic_smem_128();
                let g = Grid::current();
                unsafe {
                    sgemm_sm80::<$acc, $wn, $nj, $nj2, $cp, $pred>(g, (m, n, k), alpha, (a, lda),
                        (b, ldb), beta, (c, ldc), base)
                }
            }
            )*
        };
    }
    crate::sgemm_sm80_kernels!(entries);
}
