//! `wgmma_tma_sm90`: CuTe's second Hopper tutorial
//! (`examples/cute/tutorial/hopper/wgmma_tma_sm90.cu`), `gemm_tn`: the tiles of `A (M,K):(ldA,_1)`
//! and `B (N,K):(ldB,_1)` come into 128-byte-swizzled shared memory by TMA, one instruction per
//! operand and stage, completing on an `mbarrier`; one warpgroup computes a 128 x 128 tile of
//! `C (M,N):(_1,ldC)` with `wgmma` 64 x 64 x 16 as in [`wgmma_sm90`](super::wgmma_sm90).
//!
//! | CuTe (`gemm_tn`, `gemm_device`) | here |
//! | --- | --- |
//! | `sA = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (bM,bK,bP))` | [`SmemK`], one stage [`StageK`] |
//! | `make_tma_atom(SM90_TMA_LOAD{}, mA, sA(_,_,0), (bM,bK))` (host) | `gpu_host::tma::make_tma_load::<StageK>`: a tensor map, passed by value |
//! | `SharedStorage { A, B, tma_barrier[bP], mma_barrier[bP] }` | [`SMEM_BYTES`]: the stages, then the barriers |
//! | `CUTLASS_GRID_CONSTANT TmaA const tma_a` (a `__grid_constant__` parameter) | `_tma_a: TensorMapParam`, its address `gpu_kernels::tensor_map_param!` (no fence: the launch wrote it) |
//! | `ClusterTransactionBarrier::init(&producer_mbar[pipe], 1)`, `ClusterBarrier::init(&consumer_mbar[pipe], 128)` | `TxBarrier::init`, `Barrier::init` |
//! | `arrive_and_expect_tx(.., tma_transaction_bytes)`, `copy(tma_a.with(producer_mbar[pipe]), tAgA(_,k_tile), tAsA(_,pipe))` | `gpu_kernels::arch::tma::load_2d_pair_elected` (warp 0, one elected lane) |
//! | `PipelineState<K_PIPE_MAX>` write and read states | `PipelineState` |
//! | `ProducerBarType::wait`, `gemm`, `ConsumerBarType::arrive`, the producer's `ConsumerBarType::wait` | the main loop of `wgmma_tma_sm90` |
//! | `axpby(alpha, tCrC, beta, tCgC)` (unpredicated) | `gpu_kernels::gmma::epilogue::axpby` (nvptx64), predicated on `M` and `N` at the edges of `C` |
//!
//! TMA reads zeros past the tensor's edges, and the epilogue writes only inside `C`, so unlike
//! the tutorial any `M`, `N` and `K` work (as the fix NVIDIA/cutlass#2945 does, no copy is
//! issued for a k-tile that does not exist). `A` and `B` need 16-byte aligned starts and leading
//! dimensions that are multiples of 8 (TMA strides are multiples of 16 bytes). Launch: grid
//! `(ceil(M / 128), ceil(N / 128))`, [`THREADS`] threads, [`SMEM_BYTES`] of dynamic shared
//! memory; no cluster (the tutorial launches clusters of 2 without multicast, which changes
//! nothing for a CTA).

pub use super::wgmma_sm90::{SmemK, StageK, BLK_K, BLK_M, BLK_N, STAGES, STAGE_BYTES, THREADS};
#[cfg(target_arch = "nvptx64")]
use gpu_kernels::gmma::Accumulator;
#[cfg(target_arch = "nvptx64")]
use gpu_kernels::grid::Grid;
#[cfg(target_arch = "nvptx64")]
use gpu_kernels::pipeline::{Barrier, PipelineState, TxBarrier};

/// Bytes of the barriers: a full and an empty `mbarrier` per stage.
pub const BARRIER_BYTES: usize = 2 * 8 * STAGES as usize;
/// Dynamic shared memory of a block: the `A` stages, the `B` stages, the barriers.
pub const SMEM_BYTES: usize = 2 * STAGES as usize * STAGE_BYTES as usize + BARRIER_BYTES;
/// Bytes the TMA copies of one stage deliver (CuTe's `tma_transaction_bytes`): one box of
/// each operand.
pub const TX_BYTES: u32 = 2 * STAGE_BYTES;

/// The kernel body, for one thread at `g`; `smem` is the shared-window address of the block's
/// [`SMEM_BYTES`] of dynamic shared memory; `tma_a`, `tma_b` the generic addresses of the tensor
/// maps of `A` and `B` (boxes of [`StageK`]: 64 k by 128 rows, 128-byte swizzle).
///
/// # Safety
/// The tensor maps describe `A (M,K)` and `B (N,K)` of 16-bit elements, K-major, with boxes of
/// [`StageK`], stay valid (and unchanged) during the launch and are visible to the TMA (kernel
/// parameters, or acquired with `fence_tensormap_acquire` before this body); `c` is valid for
/// `(M,N):(_1,ldC)` of `Acc::Out`; every thread of the block runs this body.
#[cfg(target_arch = "nvptx64")]
#[allow(clippy::too_many_arguments)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn wgmma_tma_sm90<Acc: Accumulator>(
    g: Grid,
    (m, n, k): (i32, i32, i32),
    alpha: f32,
    tma_a: u64,
    tma_b: u64,
    beta: f32,
    (c, ldc): (*mut Acc::Out, i32),
    smem: u32,
) {
    use super::wgmma_sm90::gemm_stage;
    use gpu_kernels::arch::tma::load_2d_pair_elected;
    use gpu_kernels::arch::warpgroup::elect_one_sync;
    use gpu_kernels::arch::wgmma::*;
    use gpu_kernels::gmma::{epilogue::axpby, K};
    use gpu_kernels::smem::block_sync;

    if smem % 1024 != 0 {
        // the descriptors' and the TMA boxes' swizzle starts at a 1024-byte boundary
        core::arch::nvptx::trap();
    }
    let thread = g.thread as i32;
    let (m0, n0) = (g.block as i32 * BLK_M, g.block_y as i32 * BLK_N);
    let (s_a, s_b) = (smem, smem + STAGES as u32 * STAGE_BYTES);
    let bars = smem + 2 * STAGES as u32 * STAGE_BYTES;
    let full = |p: u32| TxBarrier(bars + 8 * p);
    let empty = |p: u32| Barrier(bars + 8 * (STAGES as u32 + p));
    // warp 0's elected lane initialises the barriers; warp 0 issues the copies
    let warp0 = thread / 32 == 0;
    if warp0 && elect_one_sync() {
        gpu_kernels::unroll!(p in 3 => {
            // SAFETY: the barriers lie past the stages in this block's shared memory; nobody
            // uses them before the fence and the barrier below.
            unsafe {
                full(p as u32).init(1);
                empty(p as u32).init(THREADS);
            }
        });
        gpu_kernels::arch::mbarrier::fence_init();
    }
    block_sync();

    let k_tiles = (k + BLK_K - 1) / BLK_K;
    let mut k_tile_count = k_tiles;
    let mut k_tile = 0;
    // warp 0 issues the copies of a stage, through one elected lane (CuTe's `warp_idx == 0 &&
    // lane_predicate`, written so that ptxas sees the election)
    // SAFETY (its callers): the stage is free (never filled, or its empty barrier's phase
    // completed) and its full barrier expects this phase's bytes; all of warp 0 calls it.
    let issue = |stage: u32, k_tile: i32| unsafe {
        let k = k_tile * BLK_K;
        load_2d_pair_elected(
            full(stage).0,
            TX_BYTES,
            (s_a + stage * STAGE_BYTES, tma_a, k, m0),
            (s_b + stage * STAGE_BYTES, tma_b, k, n0),
        );
    };
    // PREFETCH: every stage
    gpu_kernels::unroll!(p in 3 => {
        if warp0 && k_tile_count > 0 {
            issue(p as u32, k_tile);
        }
        k_tile_count -= 1;
        k_tile += 1;
    });

    let mut acc = [[Acc::zero::<M64N<64>>(); 2]; 2];
    let mut write_state = PipelineState::<3>::new();
    let mut read_state = PipelineState::<3>::new();
    while k_tile_count > -STAGES {
        let read = read_state.index();
        // SAFETY: the barrier was initialised; its phase completes when the copies land.
        unsafe { full(read).wait(read_state.phase()) };
        gpu_kernels::unroll!(i in 2 => { gpu_kernels::unroll!(j in 2 => { warpgroup_fence_operand(&mut acc[i][j]); }); });
        warpgroup_arrive();
        // SAFETY: the stage's copies completed on its full barrier.
        unsafe {
            gemm_stage::<Acc, K, K>(s_a + read * STAGE_BYTES, s_b + read * STAGE_BYTES, &mut acc)
        };
        warpgroup_commit_batch();
        warpgroup_wait::<0>();
        gpu_kernels::unroll!(i in 2 => { gpu_kernels::unroll!(j in 2 => { warpgroup_fence_operand(&mut acc[i][j]); }); });
        // SAFETY: every thread arrives once a phase, after its wgmma finished reading.
        unsafe { empty(read).arrive() };
        read_state.advance();

        if warp0 && k_tile_count > 0 {
            let write = write_state.index();
            // SAFETY: the phase completes when every thread finished reading the stage.
            unsafe { empty(write).wait(write_state.phase()) };
            issue(write, k_tile);
            write_state.advance();
        }
        k_tile_count -= 1;
        k_tile += 1;
    }

    // axpby(alpha, tCrC, beta, tCgC), inside C only
    gpu_kernels::unroll!(i in 2 => {
        gpu_kernels::unroll!(j in 2 => {
            let at = (m0 + 64 * i as i32, n0 + 64 * j as i32);
            // SAFETY: c is valid for C (the caller's contract).
            unsafe {
                axpby::<Acc, M64N<64>, 1>(&acc[i][j], thread, at, alpha, beta, (c, ldc), (m, n))
            };
        });
    });
}

/// The entry points, `name(accumulator)`: the one place their names are written (see
/// [`naive_add_kernels`](gpu_kernels::naive_add_kernels)). Built for sm_90a only.
#[macro_export]
macro_rules! wgmma_tma_sm90_kernels {
    ($callback:ident) => {
        $callback! {
            wgmma_tma_sm90_tn_f16($crate::gpu_kernels::gmma::F16Acc);
            wgmma_tma_sm90_tn_f32($crate::gpu_kernels::gmma::F32Acc);
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
            /// by value (`__grid_constant__`).
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
            ) {
                // CuTe's __launch_bounds__(size(TiledMma{})): one warpgroup
                gpu_kernels::launch_bounds!(THREADS);
                let tma_a = gpu_kernels::tensor_map_param!($name, 4);
                let tma_b = gpu_kernels::tensor_map_param!($name, 5);
                let smem = gpu_kernels::smem::dynamic_smem_1024();
                let g = Grid::current();
                unsafe {
                    wgmma_tma_sm90::<$acc>(g, (m, n, k), alpha, tma_a, tma_b, beta, (c, ldc), smem)
                }
            }
            )*
        };
    }
    crate::wgmma_tma_sm90_kernels!(entries);
}
