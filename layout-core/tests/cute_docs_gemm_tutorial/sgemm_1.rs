//! `sgemm_1.cu` of CuTe's tutorial: its `gemm_device` (partitioned by the thread layouts `tA`,
//! `tB` and `tC`) and the host setups `gemm_nt` and `gemm_tn`; and the document's `gett`, a
//! GETT through the same `gemm_device`.

use super::launch::{launch, DevicePtr, Dim2, Thread};
use layout_core::prelude::*;

/// `gemm_device(shape_MNK, cta_tiler, A, dA, sA_layout, tA, B, dB, sB_layout, tB, C, dC,
/// sC_layout, tC, alpha, beta)` of `sgemm_1.cu`, run by `thread`.
macro_rules! gemm_device {
    (<$TA:ty, $TB:ty, $TC:ty> $thread:expr;
     $shape_mnk:expr, $cta_tiler:expr,
     $a:expr, $d_a:expr, $s_a_layout:expr, $t_a:expr,
     $b:expr, $d_b:expr, $s_b_layout:expr, $t_b:expr,
     $c:expr, $d_c:expr, $s_c_layout:expr, $t_c:expr,
     $alpha:expr, $beta:expr) => {{
        let thread: &Thread = $thread;
        let (shape_mnk, cta_tiler) = ($shape_mnk, $cta_tiler);
        let (a, d_a, s_a_layout, t_a): (*const $TA, _, _, _) = ($a, $d_a, $s_a_layout, $t_a);
        let (b, d_b, s_b_layout, t_b): (*const $TB, _, _, _) = ($b, $d_b, $s_b_layout, $t_b);
        let (c, d_c, s_c_layout, t_c): (*mut $TC, _, _, _) = ($c, $d_c, $s_c_layout, $t_c);
        let (alpha, beta): ($TC, $TC) = ($alpha, $beta);

        // Preconditions
        assert_eq!(rank(&shape_mnk), 3); // (M, N, K)
        assert_eq!(rank(&cta_tiler), 3); // (BLK_M, BLK_N, BLK_K)

        assert!(is_static(&t_a));
        assert!(is_static(&t_b));
        assert!(is_static(&t_c));

        assert_eq!(size(&t_a), size(&t_b)); // NumThreads
        assert_eq!(size(&t_c), size(&t_a)); // NumThreads

        assert_eq!(size(&get::<0, _>(cta_tiler)) % size(&t_a.get::<0>()), _0); // BLK_M / THR_M
        assert_eq!(size(&get::<2, _>(cta_tiler)) % size(&t_a.get::<1>()), _0); // BLK_K / THR_K
        assert_eq!(size(&get::<1, _>(cta_tiler)) % size(&t_b.get::<0>()), _0); // BLK_N / THR_N
        assert_eq!(size(&get::<2, _>(cta_tiler)) % size(&t_b.get::<1>()), _0); // BLK_K / THR_K
        assert_eq!(size(&get::<0, _>(cta_tiler)) % size(&t_c.get::<0>()), _0); // BLK_M / THR_M
        assert_eq!(size(&get::<1, _>(cta_tiler)) % size(&t_c.get::<1>()), _0); // BLK_N / THR_N

        assert!(is_static(&s_a_layout));
        assert!(is_static(&s_b_layout));
        assert!(is_static(&s_c_layout));

        assert_eq!(size(&s_a_layout.get::<0>()), size(&get::<0, _>(cta_tiler))); // BLK_M
        assert_eq!(size(&s_c_layout.get::<0>()), size(&get::<0, _>(cta_tiler))); // BLK_M
        assert_eq!(size(&s_b_layout.get::<0>()), size(&get::<1, _>(cta_tiler))); // BLK_N
        assert_eq!(size(&s_c_layout.get::<1>()), size(&get::<1, _>(cta_tiler))); // BLK_N
        assert_eq!(size(&s_a_layout.get::<1>()), size(&get::<2, _>(cta_tiler))); // BLK_K
        assert_eq!(size(&s_b_layout.get::<1>()), size(&get::<2, _>(cta_tiler))); // BLK_K

        assert!(congruent(&select(shape_mnk, (_0, _2)), &d_a)); // dA strides for shape MK
        assert!(congruent(&select(shape_mnk, (_1, _2)), &d_b)); // dB strides for shape NK
        assert!(congruent(&select(shape_mnk, (_0, _1)), &d_c)); // dC strides for shape MN

        // Represent the full tensors
        // SAFETY: the launch's contract: A, B and C hold the (M,K), (N,K) and (M,N) tensors of
        // these strides, whole tiles of the CTA tiler; each thread writes only its part of C.
        let (m_a, m_b, m_c) = unsafe {
            (
                make_tensor(make_gmem_ptr(a), make_layout_with(select(shape_mnk, (_0, _2)), d_a)), // (M,K)
                make_tensor(make_gmem_ptr(b), make_layout_with(select(shape_mnk, (_1, _2)), d_b)), // (N,K)
                make_tensor(make_gmem_ptr(c), make_layout_with(select(shape_mnk, (_0, _1)), d_c)), // (M,N)
            )
        };

        // Get the appropriate blocks for this threadblock
        let cta_coord = (thread.block_idx.x, thread.block_idx.y, X); // (m,n,k)
        let g_a = local_tile_proj(&m_a, cta_tiler, cta_coord, (_1, X, _1)); // (BLK_M,BLK_K,k)
        let g_b = local_tile_proj(&m_b, cta_tiler, cta_coord, (X, _1, _1)); // (BLK_N,BLK_K,k)
        let g_c = local_tile_proj(&m_c, cta_tiler, cta_coord, (_1, _1, X)); // (BLK_M,BLK_N)

        // Shared memory buffers
        let smem_a = thread.shared_array::<$TA>(cosize(&s_a_layout));
        let smem_b = thread.shared_array::<$TB>(cosize(&s_b_layout));
        // SAFETY: the block's shared arrays; before the first barrier of a k-tile a thread writes
        // only its copy partition (disjoint across threads), after it every thread only reads.
        let (s_a, s_b) = unsafe {
            (
                make_tensor(make_smem_ptr(smem_a), s_a_layout), // (BLK_M,BLK_K)
                make_tensor(make_smem_ptr(smem_b), s_b_layout), // (BLK_N,BLK_K)
            )
        };

        // Partition the copying of A and B tiles across the threads
        let t_a_g_a = local_partition(&g_a, t_a, thread.thread_idx.x); // (THR_M,THR_K,k)
        let mut t_a_s_a = local_partition(&s_a, t_a, thread.thread_idx.x); // (THR_M,THR_K)

        let t_b_g_b = local_partition(&g_b, t_b, thread.thread_idx.x); // (THR_N,THR_K,k)
        let mut t_b_s_b = local_partition(&s_b, t_b, thread.thread_idx.x); // (THR_N,THR_K)

        assert_eq!(size(&t_a_g_a.layout().get::<0>()), size(&t_a_s_a.layout().get::<0>())); // THR_M
        assert_eq!(size(&t_a_g_a.layout().get::<1>()), size(&t_a_s_a.layout().get::<1>())); // THR_K
        assert_eq!(size(&t_b_g_b.layout().get::<0>()), size(&t_b_s_b.layout().get::<0>())); // THR_N
        assert_eq!(size(&t_b_g_b.layout().get::<1>()), size(&t_b_s_b.layout().get::<1>())); // THR_K

        // Partition sA (M,K) by the rows of tC
        let t_c_s_a = local_partition_proj(&s_a, t_c, thread.thread_idx.x, (_1, X)); // (THR_M,BLK_K)
        // Partition sB (N,K) by the cols of tC
        let t_c_s_b = local_partition_proj(&s_b, t_c, thread.thread_idx.x, (X, _1)); // (THR_N,BLK_K)
        // Partition gC (M,N) by the tile of tC
        let mut t_c_g_c = local_partition_proj(&g_c, t_c, thread.thread_idx.x, (_1, _1)); // (THR_M,THR_N)

        // Allocate the accumulators -- same shape/layout as the partitioned data
        let mut t_c_r_c = make_tensor_like(&t_c_g_c); // (THR_M,THR_N)

        assert_eq!(size(&t_c_r_c.layout().get::<0>()), size(&t_c_g_c.layout().get::<0>())); // THR_M
        assert_eq!(size(&t_c_r_c.layout().get::<0>()), size(&t_c_s_a.layout().get::<0>())); // THR_M
        assert_eq!(size(&t_c_r_c.layout().get::<1>()), size(&t_c_g_c.layout().get::<1>())); // THR_N
        assert_eq!(size(&t_c_r_c.layout().get::<1>()), size(&t_c_s_b.layout().get::<0>())); // THR_N
        assert_eq!(size(&t_c_s_a.layout().get::<1>()), size(&t_c_s_b.layout().get::<1>())); // BLK_K

        // Clear the accumulators
        clear(&mut t_c_r_c);

        // The mainloop: copy(.) through the tA|tB partitions, gemm(.) through the tC ones
        let k_tile_max = size(&t_a_g_a.layout().get::<2>()).value();

        for k_tile in 0..k_tile_max {
            // Copy gmem to smem with tA|tB thread-partitioned tensors
            copy(&t_a_g_a.slice((X, X, k_tile)), &mut t_a_s_a); // A (THR_M,THR_K) -> (THR_M,THR_K)
            copy(&t_b_g_b.slice((X, X, k_tile)), &mut t_b_s_b); // B (THR_N,THR_K) -> (THR_N,THR_K)

            cp_async_fence(); // the end of (potential) cp.async instructions
            cp_async_wait::<0>(); // wait for all (potential) cp.async instructions
            thread.syncthreads(); // all threads have written smem

            // Compute gemm on tC thread-partitioned smem
            gemm(&t_c_s_a, &t_c_s_b, &mut t_c_r_c); // (THR_M,THR_N) += (THR_M,BLK_K) * (THR_N,BLK_K)
            thread.syncthreads(); // all threads have read smem
        }

        // Epilogue
        axpby(alpha, &t_c_r_c, beta, &mut t_c_g_c);
    }};
}

/// `gemm_nt` of `sgemm_1.cu`: M-major A, N-major B.
#[allow(clippy::too_many_arguments)]
pub(crate) fn gemm_nt(
    m: i32,
    n: i32,
    k: i32,
    alpha: f32,
    a: *const f32,
    ld_a: i32,
    b: *const f32,
    ld_b: i32,
    beta: f32,
    c: *mut f32,
    ld_c: i32,
) {
    // Define shapes (dynamic)
    let prob_shape = (m, n, k); // (M, N, K)

    // Define NT strides (mixed)
    let d_a = (_1, ld_a); // (dM, dK)
    let d_b = (_1, ld_b); // (dN, dK)
    let d_c = (_1, ld_c); // (dM, dN)

    // Define CTA tile sizes (static)
    let (b_m, b_n, b_k) = (_128, _128, _8);
    let cta_tiler = (b_m, b_n, b_k); // (BLK_M, BLK_N, BLK_K)

    // Define the smem layouts (static)
    let s_a = make_layout((b_m, b_k)); // (m,k) -> smem_idx; m-major
    let s_b = make_layout((b_n, b_k)); // (n,k) -> smem_idx; n-major
    let s_c = make_layout((b_m, b_n)); // (m,n) -> smem_idx; m-major

    // Define the thread layouts (static)
    let t_a = make_layout((_32, _8)); // (m,k) -> thr_idx
    let t_b = make_layout((_32, _8)); // (n,k) -> thr_idx
    let t_c = make_layout((_16, _16)); // (m,n) -> thr_idx; m-major

    let dim_block = size(&t_c).value();
    let dim_grid = Dim2 {
        x: ceil_div(m, b_m),
        y: ceil_div(n, b_n),
    };
    let (a, b, c) = (
        DevicePtr(a.cast_mut()),
        DevicePtr(b.cast_mut()),
        DevicePtr(c),
    );
    launch(dim_grid, dim_block, |thread| {
        gemm_device!(<f32, f32, f32> thread;
            prob_shape, cta_tiler,
            a.get().cast_const(), d_a, s_a, t_a,
            b.get().cast_const(), d_b, s_b, t_b,
            c.get(), d_c, s_c, t_c,
            alpha, beta)
    });
}

/// `gemm_tn` of `sgemm_1.cu`: K-major A and B, K-major smem and thread layouts.
#[allow(clippy::too_many_arguments)]
pub(crate) fn gemm_tn(
    m: i32,
    n: i32,
    k: i32,
    alpha: f32,
    a: *const f32,
    ld_a: i32,
    b: *const f32,
    ld_b: i32,
    beta: f32,
    c: *mut f32,
    ld_c: i32,
) {
    let prob_shape = (m, n, k); // (M, N, K)

    // Define TN strides (mixed)
    let d_a = (ld_a, _1); // (dM, dK)
    let d_b = (ld_b, _1); // (dN, dK)
    let d_c = (_1, ld_c); // (dM, dN)

    let (b_m, b_n, b_k) = (_128, _128, _8);
    let cta_tiler = (b_m, b_n, b_k); // (BLK_M, BLK_N, BLK_K)

    // Define the smem layouts (static)
    let s_a = make_layout_with((b_m, b_k), LayoutRight); // (m,k) -> smem_idx; k-major
    let s_b = make_layout_with((b_n, b_k), LayoutRight); // (n,k) -> smem_idx; k-major
    let s_c = make_layout((b_m, b_n)); // (m,n) -> smem_idx; m-major

    // Define the thread layouts (static)
    let t_a = make_layout_with((_32, _8), LayoutRight); // (m,k) -> thr_idx; k-major
    let t_b = make_layout_with((_32, _8), LayoutRight); // (n,k) -> thr_idx; k-major
    let t_c = make_layout((_16, _16)); // (m,n) -> thr_idx; m-major

    let dim_block = size(&t_c).value();
    let dim_grid = Dim2 {
        x: ceil_div(m, b_m),
        y: ceil_div(n, b_n),
    };
    let (a, b, c) = (
        DevicePtr(a.cast_mut()),
        DevicePtr(b.cast_mut()),
        DevicePtr(c),
    );
    launch(dim_grid, dim_block, |thread| {
        gemm_device!(<f32, f32, f32> thread;
            prob_shape, cta_tiler,
            a.get().cast_const(), d_a, s_a, t_a,
            b.get().cast_const(), d_b, s_b, t_b,
            c.get(), d_c, s_c, t_c,
            alpha, beta)
    });
}

/// `gett` of the document: a GETT with two m-modes through `sgemm_1.cu`'s `gemm_device`
/// unchanged. A and C are m0-major.
#[allow(clippy::too_many_arguments)]
pub(crate) fn gett(
    (m0, m1, n, k): (i32, i32, i32, i32),
    alpha: f32,
    (a, ld_a_m1, ld_a_k): (*const f32, i32, i32), // m0-major
    (b, ld_b_k): (*const f32, i32),
    beta: f32,
    (c, ld_c_m1, ld_c_n): (*mut f32, i32, i32), // m0-major
) {
    // Define shapes (dynamic)
    let m = (m0, m1); // (m0,m1)-multimode M
    let prob_shape = (m, n, k); // (M, N, K)

    // Define NT strides (mixed)
    let d_a = ((_1, ld_a_m1), ld_a_k); // (dM, dK)
    let d_b = (_1, ld_b_k); // (dN, dK)
    let d_c = ((_1, ld_c_m1), ld_c_n); // (dM, dN)

    // Define CTA tile sizes (static)
    let b_m = (_64, _2); // Take _64 elements from m0 and _2 elements from m1
    let b_n = _128;
    let b_k = _8;
    let cta_tiler = (b_m, b_n, b_k); // (BLK_M, BLK_N, BLK_K)

    // Define the smem layouts (static)
    let s_a = make_layout((b_m, b_k)); // (m,k) -> smem_idx; m-major
    let s_b = make_layout((b_n, b_k)); // (n,k) -> smem_idx; n-major
    let s_c = make_layout((b_m, b_n)); // (m,n) -> smem_idx; m-major

    // Define the thread layouts (static)
    let t_a = make_layout((_32, _8)); // (m,k) -> thr_idx
    let t_b = make_layout((_32, _8)); // (n,k) -> thr_idx
    let t_c = make_layout((_16, _16)); // (m,n) -> thr_idx

    let dim_block = size(&t_c).value();
    let dim_grid = Dim2 {
        x: size(&ceil_div(m, b_m)),
        y: size(&ceil_div(n, b_n)),
    };
    let (a, b, c) = (
        DevicePtr(a.cast_mut()),
        DevicePtr(b.cast_mut()),
        DevicePtr(c),
    );
    launch(dim_grid, dim_block, |thread| {
        gemm_device!(<f32, f32, f32> thread;
            prob_shape, cta_tiler,
            a.get().cast_const(), d_a, s_a, t_a,
            b.get().cast_const(), d_b, s_b, t_b,
            c.get(), d_c, s_c, t_c,
            alpha, beta)
    });
}
