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
//! Like the tutorial, the body [`sgemm_1_tensor`] needs whole tiles (`M` and `N` multiples of
//! 128, `K` a multiple of 8); [`sgemm_1_tensor_pred`] is the same kernel with CuTe's
//! predication, for any shape, and the entry point `sgemm_1_tensor_nt` (`sgemm_1_nt`'s
//! arguments and launch) runs the one or the other per block ([`whole_tile_or_pred`]).

use super::sgemm_1::{fma, SmemA, SmemB, BLK_K, BLK_M, BLK_N};
use super::sgemm_2::vector_aligned;
use gpu_kernels::grid::Grid;
use gpu_kernels::smem::{SmemTile, TileLayout};
use layout_core::prelude::*;
use layout_core::tensor::SmemPtr;

/// The kernel body, for one thread at `g`; `sync` is the block's barrier.
///
/// # Safety
/// As [`super::sgemm_1::sgemm_1`]: `a`, `b`, `c` are valid for the layouts `(M,K):(_1,ldA)`,
/// `(N,K):(_1,ldB)`, `(M,N):(_1,ldC)`; `M`, `N` are multiples of 128 and `K` of 8; `sa` and
/// `sb` are this block's tiles; every thread of the block runs this body with the same `sync`.
#[allow(clippy::too_many_arguments)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
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

/// [`sgemm_1_tensor`] for any shape, with CuTe's predication (`0y_predication.md`): identity
/// tensors over the tiles (static shapes), partitioned exactly like the data, so each thread
/// holds the coordinates of the elements it copies (`tAcA`, `tBcB`, `tCcC`); a copy is made
/// where the coordinate lies below the tile's residue (`elem_less(tAcA(i), (M - m0, K - k0))`,
/// CuTe's `copy_if(tApA, ...)`), the shared tile cleared first so that the rest reads as
/// zeros, and the epilogue is `axpby` under the same predicate on `tCcC`. `K` need not be a multiple of 8:
/// the last k-tile's columns past `K` are zeros like the rows past `M`.
///
/// ```text
/// CuTe (predication)                                           here
/// Tensor cA = make_identity_tensor(shape(sA));                 let c_s_a = make_identity_tensor((_128, _8));
/// Tensor tAcA = local_partition(cA, tA, tid);                  let t_a_c_a = c_s_a.local_partition(t_a, tid);
/// tApA(i) = elem_less(tAcA(i), residue)                       |i| elem_less(&t_a_c_a.call(i), &(m - m0, k - k0))
/// copy_if(tApA, tAgA(_,_,k_tile), tAsA);                       copy_if(&pred_a, &t_a_g_a.slice((X, X, k_tile)), &mut t_a_s_a);
/// axpby(alpha, tCrC, beta, tCgC, tCpC);                        axpby_if(&pred_c, alpha, &t_c_r_c, beta, &mut t_c_g_c);
/// ```
///
/// # Safety
/// `a`, `b`, `c` are valid for the layouts `(M,K):(_1,ldA)`, `(N,K):(_1,ldB)`,
/// `(M,N):(_1,ldC)` with `M`, `N` positive and `K >= 0` (any sizes; the grid covers C with
/// `ceil(M / 128) x ceil(N / 128)` blocks); `sa` and `sb` point to this block's shared tiles of
/// [`SmemA`] and [`SmemB`] (4 KiB each, or the first stage of larger tiles); every thread of the
/// block runs this body with the same `sync`.
#[allow(clippy::too_many_arguments)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn sgemm_1_tensor_pred(
    g: Grid,
    (m, n, k): (i32, i32, i32),
    alpha: f32,
    (a, lda): (*const f32, i32),
    (b, ldb): (*const f32, i32),
    beta: f32,
    (c, ldc): (*mut f32, i32),
    (sa, sb): (SmemPtr<f32>, SmemPtr<f32>),
    sync: impl Fn(),
) {
    // Full and tiled tensors, and the identity tensors of their coordinates.
    // SAFETY: the caller's contract: the tensors' tiles reach past the problem at its edges,
    // but every access below is predicated on its coordinate lying inside it, and each thread
    // writes only its own partition of C.
    let (m_a, m_b, m_c) = unsafe {
        (
            // (K = 0 tiled as one column that the predicates mask: C = beta * C)
            make_tensor(make_gmem_ptr(a), make_layout_with((m, k.max(1)), (_1, lda))), // (M,K)
            make_tensor(make_gmem_ptr(b), make_layout_with((n, k.max(1)), (_1, ldb))), // (N,K)
            make_tensor(make_gmem_ptr(c), make_layout_with((m, n), (_1, ldc))),        // (M,N)
        )
    };
    let cta_tiler = (_128, _128, _8); // (BLK_M, BLK_N, BLK_K)
    let cta_coord = (g.block as i32, g.block_y as i32, X); // (m,n,k)
    let g_a = local_tile_proj(&m_a, cta_tiler, cta_coord, (_1, X, _1)); // (BLK_M,BLK_K,k)
    let g_b = local_tile_proj(&m_b, cta_tiler, cta_coord, (X, _1, _1)); // (BLK_N,BLK_K,k)
    let g_c = local_tile_proj(&m_c, cta_tiler, cta_coord, (_1, _1, X)); // (BLK_M,BLK_N)
                                                                        // The identity tensors of the tiles (static shapes, CuTe's predication): a coordinate
                                                                        // inside the tile is inside the problem when it is below the tile's residue.
    let (m0, n0) = (g.block as i32 * BLK_M, g.block_y as i32 * BLK_N);
    let c_s_a = make_identity_tensor((_128, _8)); // (BLK_M,BLK_K) -> (m,k)
    let c_s_b = make_identity_tensor((_128, _8)); // (BLK_N,BLK_K) -> (n,k)
    let c_g_c = make_identity_tensor((_128, _128)); // (BLK_M,BLK_N) -> (m,n)

    // Shared memory buffers: before each first barrier a thread writes only its copy
    // partition, after it every thread only reads (the caller's pointers hold the tiles).
    let (s_a, s_b) = (
        make_tensor(sa, SmemA::default()), // (BLK_M,BLK_K)
        make_tensor(sb, SmemB::default()), // (BLK_N,BLK_K)
    );

    let t_a = make_layout((_32, _8)); // (m,k) -> thr_idx
    let t_b = make_layout((_32, _8)); // (n,k) -> thr_idx
    let t_c = make_layout((_16, _16)); // (m,n) -> thr_idx
    let tid = g.thread as i32;

    // The copies' partitions of the data and of its coordinates.
    let t_a_g_a = local_partition(&g_a, t_a, tid); // (THR_M,THR_K,k)
    let t_a_c_a = c_s_a.local_partition(t_a, tid); // (THR_M,THR_K) -> (m,k)
    let mut t_a_s_a = local_partition(&s_a, t_a, tid); // (THR_M,THR_K)
    let t_b_g_b = local_partition(&g_b, t_b, tid); // (THR_N,THR_K,k)
    let t_b_c_b = c_s_b.local_partition(t_b, tid); // (THR_N,THR_K) -> (n,k)
    let mut t_b_s_b = local_partition(&s_b, t_b, tid); // (THR_N,THR_K)

    let t_c_s_a = local_partition_proj(&s_a, t_c, tid, (_1, X)); // (THR_M,BLK_K)
    let t_c_s_b = local_partition_proj(&s_b, t_c, tid, (X, _1)); // (THR_N,BLK_K)
    let mut t_c_g_c = local_partition_proj(&g_c, t_c, tid, (_1, _1)); // (THR_M,THR_N)
    let t_c_c_c = c_g_c.local_partition(t_c, tid); // (THR_M,THR_N) -> (m,n)

    let mut t_c_r_c = make_tensor_like(&t_c_g_c); // (THR_M,THR_N)
    clear(&mut t_c_r_c);

    let k_tile_max = (k + BLK_K - 1) / BLK_K; // ceil(K / BLK_K), 0 when K = 0
    for k_tile in 0..k_tile_max {
        // tApA, tBpB: the coordinates below the residue; zeros elsewhere.
        let res_k = k - k_tile * BLK_K;
        let (res_a, res_b) = ((m - m0, res_k), (n - n0, res_k));
        clear(&mut t_a_s_a);
        clear(&mut t_b_s_b);
        copy_if(
            &|i: i32| elem_less(&t_a_c_a.call(i), &res_a),
            &t_a_g_a.slice((X, X, k_tile)),
            &mut t_a_s_a,
        );
        copy_if(
            &|i: i32| elem_less(&t_b_c_b.call(i), &res_b),
            &t_b_g_b.slice((X, X, k_tile)),
            &mut t_b_s_b,
        );
        sync(); // wait for all threads to write to smem

        gemm_with(&t_c_s_a, &t_c_s_b, &mut t_c_r_c, fma);
        sync(); // wait for all threads to read from smem
    }

    // Epilogue: only the values inside C.
    axpby_if(
        &|i: i32| elem_less(&t_c_c_c.call(i), &(m - m0, n - n0)),
        alpha,
        &t_c_r_c,
        beta,
        &mut t_c_g_c,
    );
}

/// Whether the block at `g` takes a whole-tile GEMM body: its C tile lies inside C, `K` is a
/// positive multiple of the k-tile (the tutorials' bodies read k-tile 0 before their loop, so
/// `K = 0` goes to the predicated body), and `A`, `B` are 16-byte aligned with leading dimensions that are
/// multiples of 4 (what the 16-byte copies of `sgemm_2` need). The choice is the block's own
/// (uniform: no divergence).
///
/// ```
/// use gemm_kernels::sgemm_1_tensor::takes_whole_tile;
/// use gpu_kernels::grid::Grid;
/// let g = |block, block_y| Grid {
///     block, block_y, block_z: 0, thread: 0, grid_dim: 2, grid_dim_y: 2, grid_dim_z: 1, block_dim: 256,
/// };
/// let (a, b) = ((0x100usize as *const f32, 256), (0x200usize as *const f32, 200));
/// assert!(takes_whole_tile(g(1, 0), (256, 200, 64), a, b));
/// assert!(!takes_whole_tile(g(1, 1), (256, 200, 64), a, b)); // rows 128..256 of 200
/// assert!(!takes_whole_tile(g(0, 0), (256, 200, 60), a, b)); // K = 60
/// assert!(!takes_whole_tile(g(0, 0), (256, 200, 0), a, b)); // K = 0: nothing to read
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn takes_whole_tile(
    g: Grid,
    (m, n, k): (i32, i32, i32),
    (a, lda): (*const f32, i32),
    (b, ldb): (*const f32, i32),
) -> bool {
    let (m_end, n_end) = ((g.block as i32 + 1) * BLK_M, (g.block_y as i32 + 1) * BLK_N);
    m_end <= m
        && n_end <= n
        && k >= BLK_K
        && k % BLK_K == 0
        && vector_aligned(a, lda)
        && vector_aligned(b, ldb)
}

/// A whole-tile GEMM body on any shape: `whole` (a body with [`sgemm_1`]'s signature over this
/// block's tiles, e.g. CuTe's `sgemm_1` or `sgemm_2` as the tutorials write them) on the blocks
/// that [`takes_whole_tile`], and [`sgemm_1_tensor_pred`] (CuTe's predication) over the first
/// `SmemA`/`SmemB` stage of the same tiles on the others. Each path is compiled on its own, so
/// the interior blocks run the tutorial's code as it is. `whole` is the whole-tile body called
/// on this block's arguments (the same `a`, `b`, `c`, tiles and barrier).
///
/// # Safety
/// As [`sgemm_1_tensor_pred`]; `whole` is sound to run on a block whose tile lies inside the
/// problem with the alignment [`takes_whole_tile`] checks, and `sa`, `sb` hold at least
/// [`SmemA`] and [`SmemB`]'s cosize.
///
/// [`sgemm_1`]: super::sgemm_1::sgemm_1
#[allow(clippy::too_many_arguments)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn whole_tile_or_pred<SA: TileLayout, SB: TileLayout>(
    g: Grid,
    (m, n, k): (i32, i32, i32),
    alpha: f32,
    a: (*const f32, i32),
    b: (*const f32, i32),
    beta: f32,
    c: (*mut f32, i32),
    (sa, sb): (SmemTile<f32, SA>, SmemTile<f32, SB>),
    sync: impl Fn(),
    whole: impl FnOnce(),
) {
    const {
        assert!(
            SA::COSIZE >= <SmemA as TileLayout>::COSIZE
                && SB::COSIZE >= <SmemB as TileLayout>::COSIZE,
            "the edge path needs a (_128,_8) stage of each shared tile"
        )
    };
    if takes_whole_tile(g, (m, n, k), a, b) {
        whole()
    } else {
        // SAFETY: the caller's contract; the tiles hold a (_128,_8) stage each.
        unsafe {
            sgemm_1_tensor_pred(
                g,
                (m, n, k),
                alpha,
                a,
                b,
                beta,
                c,
                (sa.ptr(), sb.ptr()),
                sync,
            )
        }
    }
}
