//! `wgmma_sm90`: CuTe's first Hopper tutorial (`examples/cute/tutorial/hopper/wgmma_sm90.cu`):
//! `C = alpha * A * B^T + beta * C` in half precision with one warpgroup per 128 x 128 tile,
//! `cp.async` copies into 128-byte-swizzled shared memory and `wgmma` 64 x 64 x 16 reading it
//! through descriptors. `TN`: `A (M,K):(ldA,_1)`, `B (N,K):(ldB,_1)` (K-major); `NT`:
//! `A (M,K):(_1,ldA)`, `B (N,K):(_1,ldB)` (M- and N-major); `C (M,N):(_1,ldC)`.
//!
//! | CuTe (`gemm_tn` / `gemm_nt`, `gemm_device`) | here |
//! | --- | --- |
//! | `cta_tiler = (_128,_128,_64)`, `bP = _3` | [`BLK_M`], [`BLK_N`], [`BLK_K`], [`STAGES`] |
//! | `sA = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (bM,bK,bP))` (TN) | [`SmemK`]; one stage [`StageK`] |
//! | `sA = tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>, (bM,bK,bP))` (NT) | [`SmemMn`]; one stage [`StageMn`] |
//! | `make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, T>, (_16,_8):(_8,_1), (_1,_8))` (TN) | [`Operand::copy_coord`] for [`K`]: row `t / 8 + 16 i`, k `8 (t % 8)` |
//! | `make_tiled_copy(..., (_16,_8), (_8,_1))` (NT) | [`Operand::copy_coord`] for [`MN`]: m `8 (t % 16)`, k `t / 16 + 8 i` |
//! | `make_tiled_mma(SM90_64x64x16_F16F16F16_SS<Major,Major>{})`, `tCrA`/`tCrB` descriptor fragments | `gemm_stage`: 2 x 2 atoms, descriptors from `make_gmma_desc` |
//! | `warpgroup_fence_operand`, `warpgroup_arrive`, `gemm`, `warpgroup_commit_batch`, `warpgroup_wait<0>` | the same names in [`gpu_kernels::arch::wgmma`] |
//! | `axpby(alpha, tCrC, beta, tCgC)` | the epilogue, `gpu_kernels::gmma::epilogue::axpby` (nvptx64) |
//!
//! The tutorial's main loop issues the copy of k-tile `k + 2`, waits for *all* copies
//! (`cp_async_wait<0>`) and computes k-tile `k`. Its `wgmma`s then read shared memory that
//! other threads' `cp.async` wrote with no barrier and no proxy fence between (a race the
//! tutorial gets away with); here each thread fences (`fence.proxy.async.shared::cta`) and the
//! warpgroup meets at a barrier before the `wgmma`s. The `_pipelined` entry points wait only for
//! k-tile `k` (`cp_async_wait<1>`), so the copies of `k + 1` and `k + 2` overlap the `wgmma`s of
//! `k`.
//!
//! Like the tutorial it needs `M` and `N` multiples of 128, `K` a multiple of 64, 16-byte
//! aligned `A` and `B` with leading dimensions multiples of 8. Launch: grid `(M / 128, N / 128)`,
//! [`THREADS`] threads, [`SMEM_BYTES`] of dynamic shared memory (its start is 1024-byte aligned:
//! the kernel traps otherwise).
//!
//! ```
//! use gpu_kernels::gmma::K;
//! use gemm_kernels::wgmma_sm90::*;
//! use layout_core::prelude::*;
//! assert_eq!(SmemK::default().to_string(),
//!     "Sw<3,4,3> o smem_ptr[16b](unset) o ((_8,_16),(_64,_1),(_1,_3)):((_64,_512),(_1,_0),(_0,_8192))");
//! // thread 9 copies row 1, k 8..16 (TN): 16 bytes at byte 144 of the tile, swizzled to 128
//! assert_eq!(<K as Operand>::copy_coord(9), (1, 8));
//! assert_eq!(<K as Operand>::smem_bytes(1, 8), 128);
//! ```

#[cfg(target_arch = "nvptx64")]
use gpu_kernels::gmma::Accumulator;
#[cfg(target_arch = "nvptx64")]
use gpu_kernels::gmma::{epilogue::axpby, make_gmma_desc};
use gpu_kernels::gmma::{GmmaLayout, Major, K, MN};
#[cfg(target_arch = "nvptx64")]
use gpu_kernels::grid::Grid;
use layout_core::prelude::*;

/// CTA tile rows (M).
pub const BLK_M: i32 = 128;
/// CTA tile columns (N).
pub const BLK_N: i32 = 128;
/// CTA tile depth (K).
pub const BLK_K: i32 = 64;
/// Shared-memory pipeline stages.
pub const STAGES: i32 = 3;
/// Threads per block: one warpgroup.
pub const THREADS: u32 = 128;
/// Bytes of one stage of one operand's tile.
pub const STAGE_BYTES: u32 = (BLK_M * BLK_K * 2) as u32;
/// Dynamic shared memory of a block: the `A` stages, then the `B` stages.
pub const SMEM_BYTES: usize = 2 * STAGES as usize * STAGE_BYTES as usize;

/// The `Sw<3,4,3>` of the 128-byte GMMA atoms, applied to byte addresses (CuTe's
/// `smem_ptr_flag`: the swizzle acts on the pointer).
type Sw128 = Swizzle<_3, _4, _3>;

/// The K-major shared tiles of `A` and `B` (`TN`), `(row, k, stage) -> element`:
/// `tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (_128,_64,_3))`.
pub type SmemK = ComposedLayout<
    Sw128,
    SmemPtrFlag<_16>,
    Layout<((_8, _16), (_64, _1), (_1, _3)), ((_64, _512), (_1, _0), (_0, _8192))>,
>;
/// One stage of [`SmemK`]: `tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (_128,_64))`.
pub type StageK = ComposedLayout<
    Sw128,
    SmemPtrFlag<_16>,
    Layout<((_8, _16), (_64, _1)), ((_64, _512), (_1, _0))>,
>;
/// The M/N-major shared tiles (`NT`):
/// `tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>, (_128,_64,_3))`.
pub type SmemMn = ComposedLayout<
    Sw128,
    SmemPtrFlag<_16>,
    Layout<((_64, _2), (_8, _8), (_1, _3)), ((_1, _512), (_64, _1024), (_0, _8192))>,
>;
/// One stage of [`SmemMn`].
pub type StageMn = ComposedLayout<
    Sw128,
    SmemPtrFlag<_16>,
    Layout<((_64, _2), (_8, _8)), ((_1, _512), (_64, _1024))>,
>;

/// How an operand of majorness `Self` is laid out and copied: its shared stage, its global
/// layout, and the tutorial's `cp.async` thread map (8 passes of 16 bytes a thread per tile).
pub trait Operand: Major {
    /// One stage of the shared tile, `(row, k) -> element`; a GMMA descriptor expresses its
    /// 64-row blocks.
    type Stage: GmmaLayout<Self, _64> + LayoutB + Default;
    /// The `(row, k)` of thread `t`'s first 16-byte chunk.
    fn copy_coord(t: i32) -> (i32, i32);
    /// The `(row, k)` between two of a thread's chunks (the copy's passes).
    const PASS: (i32, i32);
    /// The element offset of `(row, k)` in the global operand of leading dimension `ld`.
    fn gmem(row: i32, k: i32, ld: i32) -> isize;
    /// The byte offset of `(row, k)` in a stage (swizzled), from a 1024-byte aligned start.
    fn smem_bytes(row: i32, k: i32) -> u32;
}

impl Operand for K {
    type Stage = StageK;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn copy_coord(t: i32) -> (i32, i32) {
        // (_16,_8):(_8,_1) threads, (_1,_8) values
        (t / 8, 8 * (t % 8))
    }
    const PASS: (i32, i32) = (16, 0);
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn gmem(row: i32, k: i32, ld: i32) -> isize {
        Layout::new((i32::MAX, i32::MAX), (ld, _1)).call((row, k)) as isize
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn smem_bytes(row: i32, k: i32) -> u32 {
        let l = StageK::default().layout_b();
        Sw128::new().apply(2 * l.call((row, k))) as u32
    }
}

impl Operand for MN {
    type Stage = StageMn;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn copy_coord(t: i32) -> (i32, i32) {
        // (_16,_8):(_1,_16) threads, (_8,_1) values
        (8 * (t % 16), t / 16)
    }
    const PASS: (i32, i32) = (0, 8);
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn gmem(row: i32, k: i32, ld: i32) -> isize {
        Layout::new((i32::MAX, i32::MAX), (_1, ld)).call((row, k)) as isize
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn smem_bytes(row: i32, k: i32) -> u32 {
        let l = StageMn::default().layout_b();
        Sw128::new().apply(2 * l.call((row, k))) as u32
    }
}

/// The byte offset (no swizzle) of the 64-row block `i`, k-block `kb` in a stage of `L`: where
/// its descriptor starts.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn block_bytes<L: Default + LayoutB>(i: i32, kb: i32) -> u32 {
    L::b_bytes(64 * i, 16 * kb)
}

/// The un-swizzled part `B` of a composed shared layout, in bytes of 16-bit elements.
pub trait LayoutB {
    /// `2 B(row, k)`.
    fn b_bytes(row: i32, k: i32) -> u32;
}
impl<A, O, S: IntTuple + Default, D: IntTuple + Default> LayoutB
    for ComposedLayout<A, O, Layout<S, D>>
where
    (i32, i32): Crd2Idx<S, D>,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn b_bytes(row: i32, k: i32) -> u32 {
        2 * Layout::<S, D>::default().call((row, k)).value() as u32
    }
}

/// This thread's copies: where its chunks are read and written.
#[cfg(target_arch = "nvptx64")]
#[derive(Clone, Copy)]
struct Copies {
    /// The first chunk of `A` and `B` at k-tile 0.
    a: *const u16,
    b: *const u16,
    /// Elements between two passes and two k-tiles.
    pass_a: isize,
    pass_b: isize,
    tile_a: isize,
    tile_b: isize,
    /// Shared addresses of the first chunk in stage 0, and the bytes between two passes.
    dst_a: u32,
    dst_b: u32,
    step_a: u32,
    step_b: u32,
}

/// `copy(copy_a, tAgA(_,_,_,k_tile), tAsA(_,_,_,stage))`, the same for `B`, then
/// `cp_async_fence()`: 8 chunks of each tile.
///
/// # Safety
/// The k-tile lies inside `A` and `B`; nobody reads the stage until this group was waited for
/// and the block met at a barrier.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn copy_tile(c: &Copies, k_tile: i32, stage: u32) {
    use gpu_kernels::arch::cp_async::cp_async_ca_16;
    let (ga, gb) = (k_tile as isize * c.tile_a, k_tile as isize * c.tile_b);
    let off = stage * STAGE_BYTES;
    gpu_kernels::unroll!(i in 8 => {
        // SAFETY: the caller's contract.
        unsafe {
            cp_async_ca_16(c.dst_a + off + i as u32 * c.step_a,
                c.a.offset(ga + i as isize * c.pass_a).cast());
            cp_async_ca_16(c.dst_b + off + i as u32 * c.step_b,
                c.b.offset(gb + i as isize * c.pass_b).cast());
        }
    });
}

/// `gemm(mma, tCrA(_,_,_,stage), tCrB(_,_,_,stage), tCrC)` between `warpgroup_arrive` and
/// `warpgroup_commit_batch`: 4 k-blocks of 2 x 2 `wgmma` 64 x 64 x 16 on the stage at `s_a`,
/// `s_b` (shared addresses).
///
/// # Safety
/// The warpgroup's 128 threads call it together; the stage's tiles are written and visible to
/// the async proxy; the caller waits for the batch before touching `acc` or the stage.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn gemm_stage<Acc: Accumulator, MA: Operand, MB: Operand>(
    s_a: u32,
    s_b: u32,
    acc: &mut [[Acc::Frag<gpu_kernels::arch::wgmma::M64N<64>>; 2]; 2],
) {
    use gpu_kernels::arch::wgmma::M64N;
    let da = make_gmma_desc::<MA, _64, MA::Stage>(s_a);
    let db = make_gmma_desc::<MB, _64, MB::Stage>(s_b);
    gpu_kernels::unroll!(kb in 4 => {
        gpu_kernels::unroll!(i in 2 => {
            gpu_kernels::unroll!(j in 2 => {
                let a = da.advance(block_bytes::<MA::Stage>(i as i32, kb as i32)).0;
                let b = db.advance(block_bytes::<MB::Stage>(j as i32, kb as i32)).0;
                // SAFETY: the caller's contract.
                unsafe { Acc::mma_ss::<M64N<64>, MA, MB>(a, b, &mut acc[i][j], 1) };
            });
        });
    });
}

/// The kernel body, for one thread at `g`; `smem` is the shared-window address of the block's
/// [`SMEM_BYTES`] of dynamic shared memory. `PIPELINED`: wait for k-tile `k` only, not for every
/// copy in flight.
///
/// # Safety
/// `a`, `b`, `c` are valid for `A`, `B` (16-bit elements) and `C` (`Acc::Out`) of the layouts
/// the operands' majorness gives; `M`, `N` multiples of 128, `K` of 64; `a`, `b` 16-byte
/// aligned with leading dimensions multiples of 8; every thread of the block runs this body.
#[cfg(target_arch = "nvptx64")]
#[allow(clippy::too_many_arguments)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn wgmma_sm90<Acc: Accumulator, MA: Operand, MB: Operand, const PIPELINED: bool>(
    g: Grid,
    (m, n, k): (i32, i32, i32),
    alpha: f32,
    (a, lda): (*const u16, i32),
    (b, ldb): (*const u16, i32),
    beta: f32,
    (c, ldc): (*mut Acc::Out, i32),
    smem: u32,
) {
    use gpu_kernels::arch::cp_async::{cp_async_fence, cp_async_wait};
    use gpu_kernels::arch::fence::fence_view_async_shared;
    use gpu_kernels::arch::wgmma::*;
    use gpu_kernels::smem::block_sync;

    if smem % 1024 != 0 {
        // the descriptors' base offset 0 assumes the swizzle pattern starts at 1024 bytes
        core::arch::nvptx::trap();
    }
    let thread = g.thread as i32;
    let (m0, n0) = (g.block as i32 * BLK_M, g.block_y as i32 * BLK_N);
    let (s_a, s_b) = (smem, smem + STAGES as u32 * STAGE_BYTES);
    let ((ra, ka), (rb, kb)) = (MA::copy_coord(thread), MB::copy_coord(thread));
    let cp = Copies {
        a: a.offset(MA::gmem(m0 + ra, ka, lda)),
        b: b.offset(MB::gmem(n0 + rb, kb, ldb)),
        pass_a: MA::gmem(MA::PASS.0, MA::PASS.1, lda),
        pass_b: MB::gmem(MB::PASS.0, MB::PASS.1, ldb),
        tile_a: MA::gmem(0, BLK_K, lda),
        tile_b: MB::gmem(0, BLK_K, ldb),
        dst_a: s_a + MA::smem_bytes(ra, ka),
        dst_b: s_b + MB::smem_bytes(rb, kb),
        step_a: MA::smem_bytes(MA::PASS.0, MA::PASS.1),
        step_b: MB::smem_bytes(MB::PASS.0, MB::PASS.1),
    };
    let k_tiles = k / BLK_K;

    // PREFETCH: all stages but the last (tiles past the end are not read; their groups are empty)
    gpu_kernels::unroll!(s in 2 => {
        if (s as i32) < k_tiles {
            // SAFETY: the tile is inside A and B; nothing reads the stage yet.
            unsafe { copy_tile(&cp, s as i32, s as u32) };
        }
        cp_async_fence();
    });
    let mut acc = [[Acc::zero::<M64N<64>>(); 2]; 2];
    block_sync();

    let (mut read, mut write) = (0u32, STAGES as u32 - 1);
    let mut k_tile = 0;
    while k_tile < k_tiles {
        if PIPELINED {
            // k-tile k landed (only k + 1 may be in flight); after the barrier every thread is
            // done with k - 1, whose stage the copy of k + 2 overwrites
            cp_async_wait::<1>();
            fence_view_async_shared();
            block_sync();
            if k_tile + 2 < k_tiles {
                // SAFETY: the tile is inside A and B; its stage was last read at k - 1.
                unsafe { copy_tile(&cp, k_tile + 2, write) };
            }
            cp_async_fence();
        } else {
            // the tutorial: copy k + 2 (the last tile again past the end), wait for everything
            let next = if k_tile + 2 < k_tiles {
                k_tile + 2
            } else {
                k_tiles - 1
            };
            // SAFETY: the tile is inside A and B; its stage was last read at k - 1, and every
            // thread's wgmma of k - 1 completed before it left the last barrier.
            unsafe { copy_tile(&cp, next, write) };
            cp_async_fence();
            cp_async_wait::<0>();
            fence_view_async_shared();
            block_sync();
        }
        write = if write == STAGES as u32 - 1 {
            0
        } else {
            write + 1
        };

        gpu_kernels::unroll!(i in 2 => { gpu_kernels::unroll!(j in 2 => { warpgroup_fence_operand(&mut acc[i][j]); }); });
        warpgroup_arrive();
        // SAFETY: the stage was written and made visible to the async proxy before the barrier.
        unsafe {
            gemm_stage::<Acc, MA, MB>(s_a + read * STAGE_BYTES, s_b + read * STAGE_BYTES, &mut acc)
        };
        warpgroup_commit_batch();
        warpgroup_wait::<0>();
        gpu_kernels::unroll!(i in 2 => { gpu_kernels::unroll!(j in 2 => { warpgroup_fence_operand(&mut acc[i][j]); }); });

        read = if read == STAGES as u32 - 1 {
            0
        } else {
            read + 1
        };
        k_tile += 1;
    }
    if !PIPELINED {
        // the copies of the last tile past the end are still in flight
        cp_async_wait::<0>();
    }

    // axpby(alpha, tCrC, beta, tCgC)
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

/// The entry points, `name(accumulator, A's majorness, B's majorness, pipelined)`: the one
/// place their names are written (see [`naive_add_kernels`](gpu_kernels::naive_add_kernels)). Built
/// for sm_90a only (`wgmma`).
#[macro_export]
macro_rules! wgmma_sm90_kernels {
    ($callback:ident) => {
        $callback! {
            wgmma_sm90_tn_f16($crate::gpu_kernels::gmma::F16Acc, $crate::gpu_kernels::gmma::K, $crate::gpu_kernels::gmma::K, false);
            wgmma_sm90_nt_f16($crate::gpu_kernels::gmma::F16Acc, $crate::gpu_kernels::gmma::MN, $crate::gpu_kernels::gmma::MN, false);
            wgmma_sm90_tn_f16_pipelined($crate::gpu_kernels::gmma::F16Acc, $crate::gpu_kernels::gmma::K, $crate::gpu_kernels::gmma::K, true);
            wgmma_sm90_nt_f16_pipelined($crate::gpu_kernels::gmma::F16Acc, $crate::gpu_kernels::gmma::MN, $crate::gpu_kernels::gmma::MN, true);
            wgmma_sm90_tn_f32_pipelined($crate::gpu_kernels::gmma::F32Acc, $crate::gpu_kernels::gmma::K, $crate::gpu_kernels::gmma::K, true);
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
    macro_rules! entries {
        ($($name:ident($acc:ty, $ma:ty, $mb:ty, $pipelined:literal);)*) => {
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
                // CuTe's __launch_bounds__(size(TiledMma{})): one warpgroup
                gpu_kernels::launch_bounds!(THREADS);
                let smem = gpu_kernels::smem::dynamic_smem_1024();
                let g = Grid::current();
                unsafe {
                    wgmma_sm90::<$acc, $ma, $mb, $pipelined>(g, (m, n, k), alpha, (a, lda),
                        (b, ldb), beta, (c, ldc), smem)
                }
            }
            )*
        };
    }
    crate::wgmma_sm90_kernels!(entries);
}
