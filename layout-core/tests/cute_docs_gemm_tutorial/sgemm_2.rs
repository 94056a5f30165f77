//! `sgemm_2.cu` of CuTe's tutorial: its `gemm_device` (partitioned by a `TiledCopy` for each of
//! A and B and a `TiledMMA` for C) and the host setups `gemm_nt` and `gemm_tn`.

use super::launch::{launch, DevicePtr, Dim2, Thread};
use layout_core::prelude::*;

/// `gemm_device(shape_MNK, cta_tiler, A, dA, sA_layout, copy_a, B, dB, sB_layout, copy_b, C,
/// dC, sC_layout, mma, alpha, beta)` of `sgemm_2.cu`, run by `thread`.
macro_rules! gemm_device {
    (<$TA:ty, $TB:ty, $TC:ty> $thread:expr;
     $shape_mnk:expr, $cta_tiler:expr,
     $a:expr, $d_a:expr, $s_a_layout:expr, $copy_a:expr,
     $b:expr, $d_b:expr, $s_b_layout:expr, $copy_b:expr,
     $c:expr, $d_c:expr, $s_c_layout:expr, $mma:expr,
     $alpha:expr, $beta:expr) => {{
        let thread: &Thread = $thread;
        let (shape_mnk, cta_tiler) = ($shape_mnk, $cta_tiler);
        let (a, d_a, s_a_layout, copy_a): (*const $TA, _, _, _) = ($a, $d_a, $s_a_layout, $copy_a);
        let (b, d_b, s_b_layout, copy_b): (*const $TB, _, _, _) = ($b, $d_b, $s_b_layout, $copy_b);
        let (c, d_c, s_c_layout, mma): (*mut $TC, _, _, _) = ($c, $d_c, $s_c_layout, $mma);
        let (alpha, beta): ($TC, $TC) = ($alpha, $beta);

        // Preconditions
        assert_eq!(rank(&shape_mnk), 3); // (M, N, K)
        assert_eq!(rank(&cta_tiler), 3); // (BLK_M, BLK_N, BLK_K)

        assert_eq!(copy_a.size(), mma.thr_size()); // NumThreads
        assert_eq!(copy_b.size(), mma.thr_size()); // NumThreads

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

        // Full and tiled tensors
        // SAFETY: as in `sgemm_1.rs`: the launch's contract.
        let (m_a, m_b, m_c) = unsafe {
            (
                make_tensor(make_gmem_ptr(a), make_layout_with(select(shape_mnk, (_0, _2)), d_a)), // (M,K)
                make_tensor(make_gmem_ptr(b), make_layout_with(select(shape_mnk, (_1, _2)), d_b)), // (N,K)
                make_tensor(make_gmem_ptr(c), make_layout_with(select(shape_mnk, (_0, _1)), d_c)), // (M,N)
            )
        };
        let cta_coord = (thread.block_idx.x, thread.block_idx.y, X); // (m,n,k)
        let g_a = local_tile_proj(&m_a, cta_tiler, cta_coord, (_1, X, _1)); // (BLK_M,BLK_K,k)
        let g_b = local_tile_proj(&m_b, cta_tiler, cta_coord, (X, _1, _1)); // (BLK_N,BLK_K,k)
        let g_c = local_tile_proj(&m_c, cta_tiler, cta_coord, (_1, _1, X)); // (BLK_M,BLK_N)

        // Shared memory buffers
        let smem_a = thread.shared_array::<$TA>(cosize(&s_a_layout));
        let smem_b = thread.shared_array::<$TB>(cosize(&s_b_layout));
        // SAFETY: as in `sgemm_1.rs`: the launch's contract.
        let (s_a, s_b) = unsafe {
            (
                make_tensor(make_smem_ptr(smem_a), s_a_layout), // (BLK_M,BLK_K)
                make_tensor(make_smem_ptr(smem_b), s_b_layout), // (BLK_N,BLK_K)
            )
        };

        // Partition the copying of A and B tiles across the threads: a TiledCopy
        let thr_copy_a = copy_a.get_slice(thread.thread_idx.x);
        let t_a_g_a = thr_copy_a.partition_S(&g_a); // (CPY,CPY_M,CPY_K,k)
        let mut t_a_s_a = thr_copy_a.partition_D(&s_a); // (CPY,CPY_M,CPY_K)
        // Allocate registers same shape/layout as partitioned data
        let mut t_a_r_a = make_fragment_like(&t_a_s_a); // (CPY,CPY_M,CPY_K)

        let thr_copy_b = copy_b.get_slice(thread.thread_idx.x);
        let t_b_g_b = thr_copy_b.partition_S(&g_b); // (CPY,CPY_N,CPY_K,k)
        let mut t_b_s_b = thr_copy_b.partition_D(&s_b); // (CPY,CPY_N,CPY_K)
        let mut t_b_r_b = make_fragment_like(&t_b_s_b); // (CPY,CPY_N,CPY_K)

        assert_eq!(size(&t_a_g_a.layout().get::<1>()), size(&t_a_s_a.layout().get::<1>())); // CPY_M
        assert_eq!(size(&t_a_g_a.layout().get::<1>()), size(&t_a_r_a.layout().get::<1>())); // CPY_M
        assert_eq!(size(&t_a_g_a.layout().get::<2>()), size(&t_a_s_a.layout().get::<2>())); // CPY_K
        assert_eq!(size(&t_a_g_a.layout().get::<2>()), size(&t_a_r_a.layout().get::<2>())); // CPY_K
        assert_eq!(size(&t_b_g_b.layout().get::<1>()), size(&t_b_s_b.layout().get::<1>())); // CPY_N
        assert_eq!(size(&t_b_g_b.layout().get::<1>()), size(&t_b_r_b.layout().get::<1>())); // CPY_N
        assert_eq!(size(&t_b_g_b.layout().get::<2>()), size(&t_b_s_b.layout().get::<2>())); // CPY_K
        assert_eq!(size(&t_b_g_b.layout().get::<2>()), size(&t_b_r_b.layout().get::<2>())); // CPY_K

        // Copy gmem to rmem for k_tile=0
        copy_a.copy(&t_a_g_a.slice((X, X, X, 0)), &mut t_a_r_a);
        copy_b.copy(&t_b_g_b.slice((X, X, X, 0)), &mut t_b_r_b);

        // Define A/B partitioning and C accumulators: a TiledMMA
        let thr_mma = mma.get_slice(thread.thread_idx.x);
        let t_c_s_a = thr_mma.partition_A(&s_a); // (MMA,MMA_M,MMA_K)
        let t_c_s_b = thr_mma.partition_B(&s_b); // (MMA,MMA_N,MMA_K)
        let mut t_c_g_c = thr_mma.partition_C(&g_c); // (MMA,MMA_M,MMA_N)

        // Allocate the accumulators -- same size as the projected data
        let mut t_c_r_c = thr_mma.make_fragment_C(&t_c_g_c); // (MMA,MMA_M,MMA_N)

        assert_eq!(shape(&t_c_r_c), shape(&t_c_g_c)); // (MMA,MMA_M,MMA_N)
        assert_eq!(size(&t_c_g_c.layout().get::<1>()), size(&t_c_s_a.layout().get::<1>())); // MMA_M
        assert_eq!(size(&t_c_g_c.layout().get::<2>()), size(&t_c_s_b.layout().get::<1>())); // MMA_N
        assert_eq!(size(&t_c_s_a.layout().get::<2>()), size(&t_c_s_b.layout().get::<2>())); // MMA_K

        // Clear the accumulators
        clear(&mut t_c_r_c);

        // The mainloop: gmem -> rmem -> smem through the TiledCopy partitions, the next k-tile
        // read into registers while the gemm works on smem through the TiledMMA partitions
        let k_tile_max = size(&t_a_g_a.layout().get::<3>()).value();

        for k_tile in 0..k_tile_max {
            // Copy rmem to smem with tA|tB thread-partitioned tensors
            thread.syncthreads(); // all threads have consumed smem
            copy(&t_a_r_a, &mut t_a_s_a);
            copy(&t_b_r_b, &mut t_b_s_b);
            thread.syncthreads(); // all threads have written smem

            // Copy gmem to rmem for k_tile+1 with tA|tB thread-partitioned tensors
            let k_tile_next = if k_tile + 1 < k_tile_max { k_tile + 1 } else { k_tile };
            copy_a.copy(&t_a_g_a.slice((X, X, X, k_tile_next)), &mut t_a_r_a);
            copy_b.copy(&t_b_g_b.slice((X, X, X, k_tile_next)), &mut t_b_r_b);

            // Compute gemm on mma-partitioned smem
            mma.gemm(&t_c_s_a, &t_c_s_b, &mut t_c_r_c);
        }

        // Epilogue
        axpby(alpha, &t_c_r_c, beta, &mut t_c_g_c);
    }};
}

/// `gemm_nt` of `sgemm_2.cu`: 128-bit copies of 4x1 floats along M and N, 16x16x1 FMAs.
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
    let prob_shape = (m, n, k); // (M, N, K)

    // Define NT strides (mixed)
    let d_a = (_1, ld_a); // (dM, dK)
    let d_b = (_1, ld_b); // (dN, dK)
    let d_c = (_1, ld_c); // (dM, dN)

    let (b_m, b_n, b_k) = (_128, _128, _8);
    let cta_tiler = (b_m, b_n, b_k); // (BLK_M, BLK_N, BLK_K)

    // Define the smem layouts (static)
    let s_a = make_layout((b_m, b_k)); // (m,k) -> smem_idx; m-major
    let s_b = make_layout((b_n, b_k)); // (n,k) -> smem_idx; n-major
    let s_c = make_layout((b_m, b_n)); // (m,n) -> smem_idx; m-major

    // Each thread copies 4x1 elements of type TA with one 128-bit copy; 32x8 of these threads.
    let copy_a = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, f32>::default(),
        make_layout((_32, _8)), // Thr layout 32x8 m-major
        make_layout((_4, _1)),  // Val layout  4x1 m-major
    );
    let copy_b = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, f32>::default(),
        make_layout((_32, _8)), // Thr layout 32x8 n-major
        make_layout((_4, _1)),  // Val layout  4x1 n-major
    );

    // A 1x1x1 FMA on TC += TA * TB, repeated 16x16x1 times (m-major): 256 threads.
    let mma_c = make_tiled_mma(
        UniversalFMA::<f32, f32, f32>::default(),
        make_layout((_16, _16, _1)),
        X,
    ); // 16x16x1 UniversalFMA

    let dim_block = mma_c.thr_size().value();
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
            a.get().cast_const(), d_a, s_a, copy_a,
            b.get().cast_const(), d_b, s_b, copy_b,
            c.get(), d_c, s_c, mma_c,
            alpha, beta)
    });
}

/// `gemm_tn` of `sgemm_2.cu`: K-major A and B copied one element per thread by k-major threads
/// into padded M- and N-major smem tiles, 16x16x1 FMAs.
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
    let s_a = make_layout_with((b_m, b_k), (_1, b_m + _1)); // (m,k) -> smem_idx; padded m-major
    let s_b = make_layout_with((b_n, b_k), (_1, b_n + _1)); // (n,k) -> smem_idx; padded n-major
    let s_c = make_layout((b_m, b_n)); // (m,n) -> smem_idx

    // Each thread copies 1x1 elements of type TA; 32x8 of these threads, k-major.
    let copy_a = make_tiled_copy(
        Copy_Atom::<UniversalCopy<f32>, f32>::default(),
        make_layout_with((_32, _8), (_8, _1)), // Thr layout 32x8 k-major
        make_layout((_1, _1)),                 // Val layout  1x1
    );
    let copy_b = make_tiled_copy(
        Copy_Atom::<UniversalCopy<f32>, f32>::default(),
        make_layout_with((_32, _8), (_8, _1)), // Thr layout 32x8 k-major
        make_layout((_1, _1)),                 // Val layout  1x1
    );

    let mma_c = make_tiled_mma(
        UniversalFMA::<f32, f32, f32>::default(),
        make_layout((_16, _16, _1)),
        X,
    ); // 16x16x1 TiledMMA

    let dim_block = mma_c.thr_size().value();
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
            a.get().cast_const(), d_a, s_a, copy_a,
            b.get().cast_const(), d_b, s_b, copy_b,
            c.get(), d_c, s_c, mma_c,
            alpha, beta)
    });
}
