//! `sgemm_1` written the CuTe way: CuTe's first GEMM tutorial (`examples/cute/tutorial/sgemm_1.cu`,
//! `gemm_device` with `gemm_nt`'s layouts) line by line, with tensors over global, shared and
//! register memory, `local_tile` by the CTA tiler, `local_partition` by thread layouts,
//! fragments, `copy`, `gemm` and `axpby`. It computes what [`super::sgemm_1`] computes (the
//! same tiles and thread partitions, mapped there by hand), and `gpu-host`'s PTX check holds it
//! to at most as many PTX instructions.
//!
//! ```text
//! CuTe (gemm_device)                                          here
//! Tensor mA = make_tensor(make_gmem_ptr(A), (M,K), dA);       let m_a = make_tensor(unsafe { make_gmem_ptr(a) }, make_layout_with((m, k), (_1, lda)));
//! auto cta_coord = make_coord(blockIdx.x, blockIdx.y, _);     let cta_coord = (g.block as i32, g.block_y as i32, X);
//! Tensor gA = local_tile(mA, cta_tiler, cta_coord, Step<_1, X,_1>{});   let g_a = local_tile_proj(&m_a, cta_tiler, cta_coord, (_1, X, _1));
//! Tensor sA = make_tensor(make_smem_ptr(smemA), sA_layout);   let s_a = make_tensor(unsafe { sa.ptr() }, s_a_layout);
//! Tensor tAgA = local_partition(gA, tA, threadIdx.x);         let t_a_g_a = local_partition(&g_a, t_a, tid);
//! Tensor tCsA = local_partition(sA, tC, threadIdx.x, Step<_1, X>{});    let t_c_s_a = local_partition_proj(&s_a, t_c, tid, (_1, X));
//! Tensor tCrC = make_tensor_like(tCgC);                       let mut t_c_r_c = make_tensor_like(&t_c_g_c);
//! copy(tAgA(_,_,k_tile), tAsA);                               copy(&t_a_g_a.slice((X, X, k_tile)), &mut t_a_s_a);
//! gemm(tCsA, tCsB, tCrC);                                     gemm_with(&t_c_s_a, &t_c_s_b, &mut t_c_r_c, fma);
//! axpby(alpha, tCrC, beta, tCgC);                             axpby(alpha, &t_c_r_c, beta, &mut t_c_g_c);
//! ```
//!
//! Like the tutorial, the kernel needs `M` and `N` multiples of 128 and `K` a multiple of 8
//! (no predication). Entry point `sgemm_1_tensor_nt` with `sgemm_1_nt`'s arguments and launch.

use super::sgemm_1::{fma, SmemA, SmemB};
use gpu_kernels::grid::Grid;
use gpu_kernels::smem::SmemTile;
use layout_core::prelude::*;

/// The kernel body, for one thread at `g`; `sync` is the block's barrier.
///
/// # Safety
/// As [`super::sgemm_1::sgemm_1`]: `a`, `b`, `c` are valid for the layouts `(M,K):(_1,ldA)`,
/// `(N,K):(_1,ldB)`, `(M,N):(_1,ldC)`; `M`, `N` are multiples of 128 and `K` of 8; `sa` and
/// `sb` are this block's tiles; every thread of the block runs this body with the same `sync`.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
pub unsafe fn sgemm_1_tensor(
    g: Grid,
    (m, n, k): (i32, i32, i32),
    alpha: f32,
    (a, lda): (*const f32, i32),
    (b, ldb): (*const f32, i32),
    beta: f32,
    (c, ldc): (*mut f32, i32),
    (sa, sb): (SmemTile<f32, SmemA>, SmemTile<f32, SmemB>),
    sync: impl Fn(),
) {
    // Full and tiled tensors.
    // SAFETY: the caller's contract: the tensors below and their tiles and partitions access
    // only elements of A, B and C (the shape is a multiple of the tile: no ragged tiles), and
    // each thread writes only its own partition of C.
    let (m_a, m_b, m_c) = unsafe {
        (
            make_tensor(make_gmem_ptr(a), make_layout_with((m, k), (_1, lda))), // (M,K)
            make_tensor(make_gmem_ptr(b), make_layout_with((n, k), (_1, ldb))), // (N,K)
            make_tensor(make_gmem_ptr(c), make_layout_with((m, n), (_1, ldc))), // (M,N)
        )
    };
    let cta_tiler = (_128, _128, _8); // (BLK_M, BLK_N, BLK_K)
    let cta_coord = (g.block as i32, g.block_y as i32, X); // (m,n,k)
    let g_a = local_tile_proj(&m_a, cta_tiler, cta_coord, (_1, X, _1)); // (BLK_M,BLK_K,k)
    let g_b = local_tile_proj(&m_b, cta_tiler, cta_coord, (X, _1, _1)); // (BLK_N,BLK_K,k)
    let g_c = local_tile_proj(&m_c, cta_tiler, cta_coord, (_1, _1, X)); // (BLK_M,BLK_N)

    // Shared memory buffers.
    // SAFETY: the tiles are this block's; before each first barrier a thread writes only its
    // copy partition (tAsA, tBsB: disjoint across threads), after it every thread only reads.
    let (s_a, s_b) = unsafe {
        (
            make_tensor(sa.ptr(), SmemA::default()), // (BLK_M,BLK_K)
            make_tensor(sb.ptr(), SmemB::default()), // (BLK_N,BLK_K)
        )
    };

    // The thread layouts: tA, tB raked over the copies, tC over the MMA.
    let t_a = make_layout((_32, _8)); // (m,k) -> thr_idx
    let t_b = make_layout((_32, _8)); // (n,k) -> thr_idx
    let t_c = make_layout((_16, _16)); // (m,n) -> thr_idx
    let tid = g.thread as i32;

    // Partition the copying of A and B tiles across the threads.
    let t_a_g_a = local_partition(&g_a, t_a, tid); // (THR_M,THR_K,k)
    let mut t_a_s_a = local_partition(&s_a, t_a, tid); // (THR_M,THR_K)
    let t_b_g_b = local_partition(&g_b, t_b, tid); // (THR_N,THR_K,k)
    let mut t_b_s_b = local_partition(&s_b, t_b, tid); // (THR_N,THR_K)

    // Partition sA (BLK_M, BLK_K) by the rows of tC, sB by its columns, gC by its tile.
    let t_c_s_a = local_partition_proj(&s_a, t_c, tid, (_1, X)); // (THR_M,BLK_K)
    let t_c_s_b = local_partition_proj(&s_b, t_c, tid, (X, _1)); // (THR_N,BLK_K)
    let mut t_c_g_c = local_partition_proj(&g_c, t_c, tid, (_1, _1)); // (THR_M,THR_N)

    // The accumulators: the shape and order of the partitioned data, in registers.
    let mut t_c_r_c = make_tensor_like(&t_c_g_c); // (THR_M,THR_N)
    clear(&mut t_c_r_c);

    let k_tile_max = t_a_g_a.shape().2;
    for k_tile in 0..k_tile_max {
        // Copy gmem to smem with the tA|tB thread-partitioned tensors.
        copy(&t_a_g_a.slice((X, X, k_tile)), &mut t_a_s_a); // (THR_M,THR_K)
        copy(&t_b_g_b.slice((X, X, k_tile)), &mut t_b_s_b); // (THR_N,THR_K)
        sync(); // wait for all threads to write to smem

        // Compute gemm on the tC thread-partitioned smem.
        gemm_with(&t_c_s_a, &t_c_s_b, &mut t_c_r_c, fma); // (THR_M,THR_N) += (THR_M,BLK_K) * (THR_N,BLK_K)
        sync(); // wait for all threads to read from smem
    }

    // Epilogue.
    axpby(alpha, &t_c_r_c, beta, &mut t_c_g_c);
}
