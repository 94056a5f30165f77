//! `wgmma_tma_ws_sm90`: a Hopper GEMM past CuTe's tutorials, in the manner of CUTLASS's
//! `KernelTmaWarpSpecializedCooperative`: `C = alpha * A * B^T + beta * C`, `A (M,K):(ldA,_1)`,
//! `B (N,K):(ldB,_1)` (K-major, "TN"), `C (M,N):(_1,ldC)`, 128 x 256 x 64 tiles.
//!
//! | piece | here |
//! | --- | --- |
//! | CTA tile `(_128,_256,_64)`, [`STAGES`] stages | `A` stages [`StageA`] (`tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (_128,_64))`), `B` stages [`StageB`] (`(_256,_64)`) |
//! | producer warpgroup (`warpgroup_reg_dealloc<40>`) | warp 0 issues the TMA loads through one elected lane (`gpu_kernels::arch::tma::load_2d_pair_elected`): one box of `A` and one of `B` a stage, completing on the stage's full barrier with [`TX_BYTES`] |
//! | two consumer warpgroups (`warpgroup_reg_alloc<232>`) | warpgroup `w` computes rows `64 w .. 64 w + 64` of the tile with `wgmma` 64 x 256 x 16 (`SM90_64x256x16_*_SS<K,K>`); one k-tile's batch stays in flight (`warpgroup_wait<1>`) and the stage before it goes back on its empty barrier (256 arrivals) |
//! | `PipelineTmaAsync`, `PipelineState` | full (`TxBarrier`) and empty (`Barrier`) barriers a stage, `PipelineState`; the producer's first pass waits on the empty barriers' parity 1 (free from the start) |
//! | persistent tile scheduler, raster swizzle | [`gpu_kernels::tile_scheduler::tile_coord`]: block `b` of `G` runs tiles `b, b + G, ...` in grouped order; the pipeline runs on across tiles, so the next tile's loads overlap the epilogue |
//! | stream-K for the last wave (CUTLASS's `PersistentTileSchedulerSm90StreamK`, data-parallel + split tail) | [`gpu_kernels::tile_scheduler::WorkList`]: when the tiles leave the last wave partly empty, its tiles are cut into K-slices, one a block, summed in a global workspace ([`gpu_kernels::gmma::split_k`]) by the block that completes the tile, which runs the epilogue |
//! | epilogue through shared memory (CUTLASS's collective epilogue with a staging buffer) | `alpha * acc` through a swizzled 64 x 64 staging tile per consumer warpgroup into 16-byte stores along the columns of `C` (`gpu_kernels::gmma::epilogue::axpby_staged`); blocks at the edges of `C` or with `beta != 0` from registers (`axpby`), predicated on `M` and `N` |
//!
//! TMA reads zeros past the tensors' edges and the epilogue writes only inside `C`: any `M`,
//! `N`, `K` work, with 16-byte aligned `A`, `B` and leading dimensions multiples of 8. Launch:
//! grid `(min(SMs, tiles), 1)` (any size works), [`THREADS`] threads, [`SMEM_BYTES`] of dynamic
//! shared memory, a zeroed workspace of [`gpu_kernels::gmma::split_k::TILE_FLOATS`] `f32` and a zeroed
//! `u32` counter for each of up to `grid` tail tiles (the kernel leaves them zero).

pub use super::wgmma_sm90::StageK as StageA;
use super::wgmma_sm90::{block_bytes, LayoutB};
#[cfg(target_arch = "nvptx64")]
use gpu_kernels::gmma::epilogue::StagedOut;
#[cfg(target_arch = "nvptx64")]
use gpu_kernels::gmma::Accumulator;
use gpu_kernels::gmma::{make_gmma_desc, K};
#[cfg(target_arch = "nvptx64")]
use gpu_kernels::grid::Grid;
#[cfg(target_arch = "nvptx64")]
use gpu_kernels::pipeline::{Barrier, PipelineState, TxBarrier};
use layout_core::prelude::*;

/// CTA tile rows (M): two consumer warpgroups of 64.
pub const BLK_M: i32 = 128;
/// CTA tile columns (N): one `wgmma` 64 x 256 a k-block.
pub const BLK_N: i32 = 256;
/// CTA tile depth (K).
pub const BLK_K: i32 = 64;
/// Shared-memory pipeline stages.
pub const STAGES: u32 = 4;
/// Threads per block: a producer warpgroup and two consumer warpgroups.
pub const THREADS: u32 = 384;
/// Bytes of a stage of `A` (128 x 64 halves).
pub const STAGE_A_BYTES: u32 = (BLK_M * BLK_K * 2) as u32;
/// Bytes of a stage of `B` (256 x 64 halves).
pub const STAGE_B_BYTES: u32 = (BLK_N * BLK_K * 2) as u32;
/// Bytes the TMA copies of one stage deliver: one box of each operand.
pub const TX_BYTES: u32 = STAGE_A_BYTES + STAGE_B_BYTES;
/// Where the consumers' staging tiles of the epilogue start: after the `A` stages, the `B`
/// stages, a full and an empty barrier a stage and a word for the split-K fix-up (16 bytes).
pub const EPILOGUE_OFFSET: u32 = STAGES * TX_BYTES + 2 * 8 * STAGES + 16;
/// Dynamic shared memory of a block: up to [`EPILOGUE_OFFSET`], then a staging tile of
/// [`gpu_kernels::gmma::epilogue::STAGE_BYTES`] for each consumer warpgroup.
pub const SMEM_BYTES: usize =
    EPILOGUE_OFFSET as usize + 2 * gpu_kernels::gmma::epilogue::STAGE_BYTES as usize;
/// Registers a thread of the producer warpgroup keeps (`setmaxnreg.dec`).
pub const PRODUCER_REGS: u32 = 40;
/// Registers a thread of a consumer warpgroup gets (`setmaxnreg.inc`): 40 x 128 + 232 x 256
/// fits the 64 Ki registers of an SM.
pub const CONSUMER_REGS: u32 = 232;

/// The Sw<3,4,3> of the 128-byte GMMA atoms.
type Sw128 = Swizzle<_3, _4, _3>;

/// One stage of `B`, `(n, k) -> element`:
/// `tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (_256,_64))`.
pub type StageB = ComposedLayout<
    Sw128,
    SmemPtrFlag<_16>,
    Layout<((_8, _32), (_64, _1)), ((_64, _512), (_1, _0))>,
>;

/// The descriptors of k-block `kb` of a stage: `A`'s 64 rows of consumer `w` and all 256 rows
/// of `B` (`tCrA(_,w,kb,stage)`, `tCrB(_,_,kb,stage)` of the tiled MMA).
///
/// ```
/// use gemm_kernels::wgmma_tma_ws_sm90::descriptors;
/// // consumer 1's A block starts 64 rows (8 KiB) in; k-block 1 is 32 bytes on
/// let (a, b) = descriptors(0, 0, 1, 1);
/// assert_eq!((a & 0x3fff) << 4, 8192 + 32);
/// assert_eq!((b & 0x3fff) << 4, 32);
/// // SBO 1024 bytes (8 rows of 128 bytes), 128-byte swizzle
/// assert_eq!((b >> 32) & 0x3fff, 1024 >> 4);
/// assert_eq!(b >> 62, 1);
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn descriptors(s_a: u32, s_b: u32, w: i32, kb: i32) -> (u64, u64) {
    let da = make_gmma_desc::<K, _64, StageA>(s_a);
    let db = make_gmma_desc::<K, _256, StageB>(s_b);
    (
        da.advance(block_bytes::<StageA>(w, kb)).0,
        db.advance(StageB::b_bytes(0, 16 * kb)).0,
    )
}

/// The kernel body, for one thread at `g`; `smem` is the shared-window address of the block's
/// [`SMEM_BYTES`] of dynamic shared memory; `tma_a`, `tma_b` the generic addresses of the
/// tensor maps of `A` (boxes of [`StageA`]) and `B` (boxes of [`StageB`]).
///
/// # Safety
/// The tensor maps describe `A (M,K)` and `B (N,K)` of 16-bit elements, K-major, with boxes of
/// the stages and a 128-byte swizzle, stay valid during the launch and are visible to the TMA
/// (kernel parameters, or acquired with `fence_tensormap_acquire` before this body); `c` is
/// valid for `(M,N):(_1,ldC)` of `Acc::Out`; `ws` and `counters` hold a zeroed tile workspace
/// ([`gpu_kernels::gmma::split_k::TILE_FLOATS`] `f32`) and a zeroed counter for each tail tile of
/// [`gpu_kernels::tile_scheduler::WorkList::new`]`(tiles, k_tiles, grid)`, used by no other launch at the same time; every
/// thread of the block ([`THREADS`]) runs this body.
#[cfg(target_arch = "nvptx64")]
#[allow(clippy::too_many_arguments)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn wgmma_tma_ws_sm90<Acc: Accumulator>(
    g: Grid,
    (m, n, k): (i32, i32, i32),
    alpha: f32,
    tma_a: u64,
    tma_b: u64,
    beta: f32,
    (c, ldc): (*mut Acc::Out, i32),
    (ws, counters): (*mut f32, *mut u32),
    smem: u32,
) where
    Acc::Out: StagedOut,
{
    use gpu_kernels::arch::tma::load_2d_pair_elected;
    use gpu_kernels::arch::warpgroup::{warpgroup_reg_alloc, warpgroup_reg_dealloc};
    use gpu_kernels::arch::wgmma::*;
    use gpu_kernels::gmma::{epilogue::axpby_staged, split_k};
    use gpu_kernels::smem::block_sync;
    use gpu_kernels::tile_scheduler::{tile_coord, WorkList};

    if smem % 1024 != 0 {
        // the descriptors' and the TMA boxes' swizzle starts at a 1024-byte boundary
        core::arch::nvptx::trap();
    }
    let thread = g.thread;
    let (s_a, s_b) = (smem, smem + STAGES * STAGE_A_BYTES);
    let bars = smem + STAGES * TX_BYTES;
    let full = |p: u32| TxBarrier(bars + 8 * p);
    let empty = |p: u32| Barrier(bars + 8 * (STAGES + p));
    // a word for the split-K fix-up (split_k::reduce)
    let flag = bars + 16 * STAGES;
    if thread == 0 {
        let mut p = 0;
        while p < STAGES {
            // SAFETY: the barriers lie past the stages in this block's shared memory; nobody
            // uses them before the fence and the barrier below.
            unsafe {
                full(p).init(1);
                empty(p).init(THREADS - 128);
            }
            p += 1;
        }
        gpu_kernels::arch::mbarrier::fence_init();
    }
    block_sync();

    let tiles_m = ((m + BLK_M - 1) / BLK_M) as u32;
    let tiles_n = ((n + BLK_N - 1) / BLK_N) as u32;
    let tiles = tiles_m * tiles_n;
    let k_tiles = ((k + BLK_K - 1) / BLK_K) as u32;
    let work = WorkList::new(tiles, k_tiles, g.grid_dim);
    let warpgroup = thread / 128;

    if warpgroup == 0 {
        // the producer
        warpgroup_reg_dealloc::<PRODUCER_REGS>();
        // warp 0 of the producer warpgroup issues the copies, through one elected lane
        if thread / 32 == 0 {
            let mut write = PipelineState::<STAGES>::new();
            let mut j = 0;
            while let Some(item) = work.item(g.block, j) {
                let (tm, tn) = tile_coord(item.tile, tiles_m, tiles_n);
                let (m0, n0) = ((tm * BLK_M as u32) as i32, (tn * BLK_N as u32) as i32);
                let mut kt = item.k_begin;
                while kt < item.k_end {
                    let s = write.index();
                    // SAFETY: the stage is free once its empty barrier's phase before this one
                    // completed (parity 1 of a fresh barrier counts as complete); the full
                    // barrier then expects this phase's bytes, and the copies land in the
                    // stage's bytes of this block's shared memory.
                    unsafe {
                        empty(s).wait(write.phase() ^ 1);
                        let kc = kt as i32 * BLK_K;
                        load_2d_pair_elected(
                            full(s).0,
                            TX_BYTES,
                            (s_a + s * STAGE_A_BYTES, tma_a, kc, m0),
                            (s_b + s * STAGE_B_BYTES, tma_b, kc, n0),
                        );
                    }
                    write.advance();
                    kt += 1;
                }
                j += 1;
            }
        }
        return;
    }

    // the consumers: warpgroup w = 0, 1 computes rows 64 w .. 64 w + 64 of each tile
    warpgroup_reg_alloc::<CONSUMER_REGS>();
    let w = (warpgroup - 1) as i32;
    let t = (thread % 128) as i32;
    let mut read = PipelineState::<STAGES>::new();
    let mut j = 0;
    while let Some(item) = work.item(g.block, j) {
        let (tm, tn) = tile_coord(item.tile, tiles_m, tiles_n);
        let (m0, n0) = ((tm * BLK_M as u32) as i32, (tn * BLK_N as u32) as i32);
        let mut acc = Acc::zero::<M64N<256>>();
        let (mut kt, mut previous) = (item.k_begin, 0);
        while kt < item.k_end {
            let s = read.index();
            // SAFETY: the barrier was initialised; its phase completes when the copies land.
            unsafe { full(s).wait(read.phase()) };
            warpgroup_fence_operand(&mut acc);
            warpgroup_arrive();
            gpu_kernels::unroll!(kb in 4 => {
                let (da, db) = descriptors(s_a + s * STAGE_A_BYTES, s_b + s * STAGE_B_BYTES, w,
                    kb as i32);
                // SAFETY: the stage's copies completed on its full barrier; the warpgroup's
                // 128 threads issue it together.
                unsafe { Acc::mma_ss::<M64N<256>, K, K>(da, db, &mut acc, 1) };
            });
            warpgroup_commit_batch();
            // keep this k-tile's batch in flight (CUTLASS's K_PIPE_MMAS = 1): the one before
            // it is done, so its stage goes back to the producer
            warpgroup_wait::<1>();
            warpgroup_fence_operand(&mut acc);
            if kt > item.k_begin {
                // SAFETY: every consumer thread arrives once per use of a stage, after the
                // wgmma that read it completed.
                unsafe { empty(previous).arrive() };
            }
            previous = s;
            read.advance();
            kt += 1;
        }
        warpgroup_wait::<0>();
        warpgroup_fence_operand(&mut acc);
        if item.k_end > item.k_begin {
            // SAFETY: as above, for the tile's last stage.
            unsafe { empty(previous).arrive() };
        }
        j += 1;
        if item.slice.is_some() {
            let tail = (item.tile - work.whole) as usize;
            // SAFETY: the launch's workspace holds a zeroed tile and counter for each tail
            // tile (the caller's contract); each of the tile's slices is one block's item.
            let complete = unsafe {
                split_k::reduce::<Acc, M64N<256>>(
                    &mut acc,
                    ws.add(tail * split_k::TILE_FLOATS),
                    counters.add(tail),
                    work.splits,
                    w as usize,
                    t as usize,
                    flag,
                )
            };
            if !complete {
                continue;
            }
        }

        // axpby(alpha, acc, beta, C tile), inside C only, through the warpgroup's staging
        // tile (named barrier 2 + w; the split-K fix-up uses 1)
        let stage = smem + EPILOGUE_OFFSET + w as u32 * gpu_kernels::gmma::epilogue::STAGE_BYTES;
        // SAFETY: c is valid for C (the caller's contract); the staging tile is this
        // warpgroup's.
        unsafe {
            axpby_staged::<Acc, M64N<256>, 4>(
                &acc,
                t,
                (m0 + 64 * w, n0),
                alpha,
                beta,
                (c, ldc),
                (m, n),
                (stage, 2 + w as u32),
            )
        };
    }
}

/// The entry points, `name(accumulator)`: the one place their names are written (see
/// [`naive_add_kernels`](gpu_kernels::naive_add_kernels)). Built for sm_90a only.
#[macro_export]
macro_rules! wgmma_tma_ws_sm90_kernels {
    ($callback:ident) => {
        $callback! {
            wgmma_tma_ws_sm90_tn_f16($crate::gpu_kernels::gmma::F16Acc);
            wgmma_tma_ws_sm90_tn_f32($crate::gpu_kernels::gmma::F32Acc);
            wgmma_tma_ws_sm90_tn_f32acc($crate::gpu_kernels::gmma::F32AccF16Out);
        }
    };
}

#[cfg(all(
    target_arch = "nvptx64",
    target_feature = "sm_90a",
    feature = "entry-points"
))]
mod entry {
    use super::*;
    use gpu_kernels::arch::tensor_map::TensorMapParam;
    macro_rules! entries {
        ($($name:ident($acc:ty);)*) => {
            $(
            /// Kernel entry point (see the module docs): `tma_a`, `tma_b` are the tensor maps,
            /// by value (`__grid_constant__`); `ws`, `counters` the split-K workspace.
            #[no_mangle]
            #[allow(clippy::too_many_arguments)]
            pub unsafe extern "ptx-kernel" fn $name(
                m: i32,
                n: i32,
                k: i32,
                alpha: f32,
                _tma_a: TensorMapParam,
                _tma_b: TensorMapParam,
                beta: f32,
                c: *mut <$acc as Accumulator>::Out,
                ldc: i32,
                ws: *mut f32,
                counters: *mut u32,
            ) {
                // one block an SM (CUTLASS's __launch_bounds__(384, 1))
                gpu_kernels::launch_bounds!(THREADS, 1);
                let tma_a = gpu_kernels::tensor_map_param!($name, 4);
                let tma_b = gpu_kernels::tensor_map_param!($name, 5);
                let smem = gpu_kernels::smem::dynamic_smem_1024();
                let g = Grid::current();
                unsafe {
                    wgmma_tma_ws_sm90::<$acc>(g, (m, n, k), alpha, tma_a, tma_b, beta, (c, ldc),
                        (ws, counters), smem)
                }
            }
            )*
        };
    }
    crate::wgmma_tma_ws_sm90_kernels!(entries);
}
