//! `sgemm_sm80` written on the library's atoms: CuTe's tensor-core GEMM tutorial
//! (`examples/cute/tutorial/sgemm_sm80.cu`, `gemm_tn`: 128x128x64 CTA tile, 3-stage `cp.async`
//! pipeline, `Sw<3,3,3>` shared layouts, 2x2 warps of `SM80_16x8x16`, `ldmatrix`) with CuTe's
//! `gemm_device` line by line: tensors over global, shared and register memory, `local_tile`,
//! tiled copies and a tiled MMA, their partitions, `copy`, `gemm` and an `axpby` epilogue. No
//! thread map or address is written by hand: the layouts compute them. It computes what
//! [`super::sgemm_sm80`] computes (whose thread maps and shared offsets are written out), on
//! whole tiles only, as the tutorial: `M`, `N` multiples of 128, `K` of 64.
//!
//! ```text
//! CuTe (gemm_tn, gemm_device)                                        here
//! auto cta_tiler = make_shape(bM, bN, bK);  // (_128,_128,_64)       let cta_tiler = (_128, _128, _64);
//! auto sA = tile_to_shape(swizzle_atom, make_shape(bM,bK,bP));       let s_layout = tile_to_shape(swizzle_atom, (_128, _64, _3));
//! TiledCopy copyA = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{},
//!                     Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{});
//!                                                                    let copy_ab = make_tiled_copy(Copy_Atom::<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>::default(),
//!                                                                                    layout!((_16,_8):(_8,_1)), layout!((_1,_8):(_0,_1)));
//! TiledMMA mmaC = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{},
//!                     Layout<Shape<_2,_2>>{}, Tile<_32,_32,_16>{});   let mma = make_tiled_mma($atom, layout!((_2,_2):(_1,_2)), tile!((_32,_32,_16)));
//! Copy_Atom<SM75_U32x4_LDSM_N, half_t> s2r_atom_A;                   Copy_Atom::<SM75_U32x4_LDSM_N, half_t>::default()
//! Tensor mA = make_tensor(make_gmem_ptr(A), select<0,2>(shape_MNK), dA);
//!                                                                    let m_a = make_tensor(make_gmem_ptr(a), make_layout_with((m, k), (lda, _1)));
//! Tensor gA = local_tile(mA, cta_tiler, cta_coord, Step<_1, X,_1>{});
//!                                                                    let g_a = local_tile_proj(&m_a, cta_tiler, cta_coord, (_1, X, _1));
//! Tensor sA = make_tensor(make_smem_ptr(smem.A.begin()), sA_layout); let s_a = make_tensor(sa, s_layout);
//! Tensor tAgA = thr_copy_a.partition_S(gA);  // (CPY,CPY_M,CPY_K,k) let t_a_g_a = thr_copy.partition_S(&g_a);
//! Tensor tAsA = thr_copy_a.partition_D(sA);  // (CPY,CPY_M,CPY_K,PIPE)
//!                                                                    let mut t_a_s_a = thr_copy.partition_D_mut(&mut s_a_w);
//! copy(copy_a, tAgA(_,_,_,k_tile_next), tAsA(_,_,_,k_pipe));         copy_ab.copy(&t_a_g_a.slice((X, X, X, k_tile_next)), &mut t_a_s_a.slice_mut((X, X, X, k_pipe)));
//! cp_async_fence();                                                  cp_async_fence();
//! Tensor tCgC = thr_mma.partition_C(gC);                             let mut t_c_g_c = thr_mma.partition_C_mut(&mut g_c);
//! Tensor tCrA = thr_mma.partition_fragment_A(sA(_,_,0));             let mut t_c_r_a = thr_mma.partition_fragment_A(&s_a.slice((X, X, 0)));
//! Tensor tCrC = thr_mma.make_fragment_C(tCgC);  clear(tCrC);         let mut t_c_r_c = thr_mma.make_fragment_C(&t_c_g_c); clear(&mut t_c_r_c);
//! TiledCopy s2r_copy_a = make_tiled_copy_A(s2r_atom_a, mma);         let s2r_copy_a = make_tiled_copy_A(s2r_atom, mma);
//! Tensor tXsA = s2r_thr_copy_a.partition_S(sA); // (CPY,MMA_M,MMA_K,PIPE)
//!                                                                    let t_x_s_a = s2r_thr_copy_a.partition_S(&s_a);
//! Tensor tXrA = s2r_thr_copy_a.retile_D(tCrA);                       s2r_thr_copy_a.retile_D(&mut t_c_r_a)  (at each use: a view of tCrA's registers)
//! Tensor tXsA_p = tXsA(_,_,_,smem_pipe_read);                        let mut t_x_s_a_p = t_x_s_a.slice((X, X, X, smem_pipe_read));
//! cp_async_wait<K_PIPE_MAX-2>();  __syncthreads();                   cp_async_wait::<{ STAGES - 2 }>(); block_sync();
//! copy(s2r_atom_a, tXsA_p(_,_,Int<0>{}), tXrA(_,_,Int<0>{}));        s2r_copy_a.copy(&t_x_s_a_p.slice((X, X, 0)), &mut s2r_thr_copy_a.retile_D(&mut t_c_r_a).slice_mut((X, X, 0)));
//! while (k_tile_count > -(K_PIPE_MAX-1))                             while k_tile_count > -(STAGES - 1)
//!   CUTE_UNROLL for (int k_block = 0; k_block < K_BLOCK_MAX; ++k_block)
//!                                                                      for_each_index(k_block_max, |k_block| ..)
//!     gemm(mma, tCrA(_,_,k_block), tCrB(_,_,k_block), tCrC);             mma.gemm(&t_c_r_a.slice((X, X, k_block)), &t_c_r_b.slice((X, X, k_block)), &mut t_c_r_c);
//! axpby(alpha, tCrC, beta, tCgC);                                    axpby_f32(alpha, &t_c_r_c, beta, &mut t_c_g_c);
//! ```
//!
//! Where Rust differs:
//! - CuTe's tensors over shared memory are non-owning pointers, written by the `cp.async` copy
//!   and read by `ldmatrix` in the same loop. Here the written view (`s_a_w`, partitioned with
//!   `partition_D_mut`) and the read view (`s_a`) are two tensors over the same pointer, whose
//!   `unsafe` constructor's contract (no element written and read by two threads between two
//!   barriers) the pipeline keeps, as in CuTe.
//! - `retile_D(tCrA)` borrows `tCrA` mutably, so it is taken at each copy rather than once.
//! - `axpby` computes in `f32` (the kernel's `alpha`, `beta`), converting `C`'s elements
//!   ([`axpby_f32`]); like CuTe's, `C` is not read when `beta` is zero.
//! - `CUTE_UNROLL` loops are `for_each_index` with a closure forced inline on nvptx: the k-block
//!   body is large, and LLVM declines to inline it at its 4 written-out calls otherwise
//!   (the fragments then go to local memory).
//!
//! The PTX has no local memory and no division; its k-tile loop issues what the hand-written
//! kernel's does (128 `mma.sync`, 32 `ldmatrix.x4`, 16 `cp.async`) with more address
//! arithmetic: the swizzle is applied at each shared access, and `f16` accumulators are
//! packed into the `mma.sync` registers at each call (BENCHMARKS.md, "sgemm_sm80 written on
//! layout-core's atoms": 0.95x the hand-written kernel with `f32` accumulators, 0.80x with
//! `f16`, at 5120x5120x4096 on an H200).
//!
//! Entry points (nvptx64, the `entry-points` feature): `sgemm_sm80_atoms_tn_f16` (the tutorial's
//! `SM80_16x8x16_F16F16F16F16_TN`) and `sgemm_sm80_atoms_tn_f32`
//! (`SM80_16x8x16_F32F16F16F32_TN`), with the arguments and launch of `sgemm_sm80_tn_f16` and
//! `sgemm_sm80_tn_f32` ([`super::sgemm_sm80`]: grid `(M / 128, N / 128)`, 128 threads,
//! [`SMEM_BYTES`](super::sgemm_sm80::SMEM_BYTES) of dynamic shared memory).

use gpu_kernels::grid::Grid;
use layout_core::atom::MmaValue;
use layout_core::prelude::*;
use layout_core::tensor::{Elements, ElementsMut, SmemPtr};
use layout_core::{layout, tile};

/// Shared-memory pipeline stages (CuTe's `bP`).
pub const STAGES: i32 = 3;

/// `y(i) = alpha * x(i) + beta * y(i)` in `f32` for every `i`, `y` not read when `beta` is
/// zero: CuTe's `axpby(alpha, tCrC, beta, tCgC)` with `float` scalars and 16- or 32-bit
/// elements.
///
/// ```
/// use gemm_kernels::sgemm_sm80_atoms::axpby_f32;
/// use layout_core::numeric::{f16_from_f32, f16_to_f32};
/// use layout_core::prelude::*;
/// let x = [f16_from_f32(1.0), f16_from_f32(2.0)];
/// let mut y = [f16_from_f32(4.0), f16_from_f32(8.0)];
/// let mut yt = make_tensor(&mut y[..], make_layout(_2));
/// axpby_f32(2.0, &make_tensor(&x[..], make_layout(_2)), 0.5, &mut yt);
/// assert_eq!(y.map(f16_to_f32), [4.0, 8.0]);
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn axpby_f32<T, A, B>(alpha: f32, x: &A, beta: f32, y: &mut B)
where
    T: MmaValue,
    A: Elements<Value = T>,
    B: ElementsMut<Value = T>,
{
    assert_eq!(x.len(), y.len(), "axpby: x and y differ in size");
    let beta_is_zero = beta == 0.0;
    for_each_index(y.size(), |i| {
        if let Some(xi) = x.element(i) {
            let mut v = alpha * xi.to_f32();
            if !beta_is_zero {
                v += beta * y.element(i).map_or(0.0, T::to_f32);
            }
            y.set_element(i, T::from_f32(v));
        }
    });
}

/// CuTe's `gemm_device` of `sgemm_sm80.cu` for the tutorial's `gemm_tn` configuration, with
/// the MMA atom `$atom` whose `C` elements are `$tc`. Expands to the body of an
/// `unsafe fn(g, (m, n, k), alpha, (a, lda), (b, ldb), beta, (c, ldc), (sa, sb))`.
macro_rules! gemm_device {
    ($atom:expr, $tc:ty, $g:expr, ($m:expr, $n:expr, $k:expr), $alpha:expr, ($a:expr, $lda:expr),
     ($b:expr, $ldb:expr), $beta:expr, ($c:expr, $ldc:expr), ($sa:expr, $sb:expr)) => {{
        let (g, m, n, k, alpha, beta) = ($g, $m, $n, $k, $alpha, $beta);
        let ((a, lda), (b, ldb), (c, ldc), (sa, sb)) = (($a, $lda), ($b, $ldb), ($c, $ldc), ($sa, $sb));
        let tid = g.thread as i32;

        // The tutorial's configuration (gemm_tn)
        let cta_tiler = (_128, _128, _64); // (BLK_M, BLK_N, BLK_K)
        let swizzle_atom = composition(
            Swizzle::<_3, _3, _3>::new(),
            Layout::new((_8, (_8, _8)), (_8, (_1, _64))),
        );
        let s_layout = tile_to_shape(swizzle_atom, (_128, _64, _3)); // (BLK_M|N,BLK_K,PIPE)
        let copy_ab = make_tiled_copy(
            Copy_Atom::<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>::default(),
            layout!((_16,_8):(_8,_1)), // thread layout 16x8 k-major
            layout!((_1,_8):(_0,_1)),  // value layout 1x8 k-major
        );
        let mma = make_tiled_mma($atom, layout!((_2,_2):(_1,_2)), tile!((_32, _32, _16)));
        let s2r_atom = Copy_Atom::<SM75_U32x4_LDSM_N, half_t>::default();

        // Full and tiled tensors
        // SAFETY: the caller's contract: A, B and C hold these layouts; the shape is a multiple
        // of the tile, so every tile and partition below lies inside them; each thread writes
        // only its partition of C.
        let (m_a, m_b, mut m_c) = unsafe {
            (
                make_tensor(make_gmem_ptr(a), make_layout_with((m, k), (lda, _1))), // (M,K)
                make_tensor(make_gmem_ptr(b), make_layout_with((n, k), (ldb, _1))), // (N,K)
                make_tensor(make_gmem_ptr(c), make_layout_with((m, n), (_1, ldc))), // (M,N)
            )
        };
        let cta_coord = (g.block as i32, g.block_y as i32, X); // (m,n,k)
        let g_a = local_tile_proj(&m_a, cta_tiler, cta_coord, (_1, X, _1)); // (BLK_M,BLK_K,k)
        let g_b = local_tile_proj(&m_b, cta_tiler, cta_coord, (X, _1, _1)); // (BLK_N,BLK_K,k)
        let mut g_c = local_tile_proj_mut(&mut m_c, cta_tiler, cta_coord, (_1, _1, X)); // (BLK_M,BLK_N)

        // Shared memory buffers: a view written by the cp.async copies and one read by
        // ldmatrix, over the same pointers
        let (s_a, s_b) = (make_tensor(sa, s_layout), make_tensor(sb, s_layout)); // (BLK_M|N,BLK_K,PIPE)
        let (mut s_a_w, mut s_b_w) = (make_tensor(sa, s_layout), make_tensor(sb, s_layout));

        // Partition the copying of A and B tiles across the threads
        let thr_copy = copy_ab.get_slice(tid);
        let t_a_g_a = thr_copy.partition_S(&g_a); // (CPY,CPY_M,CPY_K,k)
        let mut t_a_s_a = thr_copy.partition_D_mut(&mut s_a_w); // (CPY,CPY_M,CPY_K,PIPE)
        let t_b_g_b = thr_copy.partition_S(&g_b); // (CPY,CPY_N,CPY_K,k)
        let mut t_b_s_b = thr_copy.partition_D_mut(&mut s_b_w); // (CPY,CPY_N,CPY_K,PIPE)

        // PREFETCH: async loads for all pipes but the last
        let mut k_tile_count = t_a_g_a.shape().3; // total count of tiles
        let mut k_tile_next = 0; // current tile index in gmem to read from
        for_each_index(_2, #[cfg_attr(target_arch = "nvptx64", inline(always))] #[cfg_attr(not(target_arch = "nvptx64"), inline)] |k_pipe| {
            copy_ab.copy(&t_a_g_a.slice((X, X, X, k_tile_next)), &mut t_a_s_a.slice_mut((X, X, X, k_pipe)));
            copy_ab.copy(&t_b_g_b.slice((X, X, X, k_tile_next)), &mut t_b_s_b.slice_mut((X, X, X, k_pipe)));
            cp_async_fence();
            k_tile_count -= 1;
            if k_tile_count > 0 {
                k_tile_next += 1;
            }
        });

        // A/B partitioning and C accumulators
        let thr_mma = mma.get_slice(tid);
        let mut t_c_g_c = thr_mma.partition_C_mut(&mut g_c); // (MMA,MMA_M,MMA_N)
        let mut t_c_r_a = thr_mma.partition_fragment_A(&s_a.slice((X, X, 0))); // (MMA,MMA_M,MMA_K)
        let mut t_c_r_b = thr_mma.partition_fragment_B(&s_b.slice((X, X, 0))); // (MMA,MMA_N,MMA_K)
        let mut t_c_r_c = thr_mma.make_fragment_C(&t_c_g_c); // (MMA,MMA_M,MMA_N)
        clear(&mut t_c_r_c);

        // Copy atom retiling
        let s2r_copy_a = make_tiled_copy_A(s2r_atom, mma);
        let s2r_thr_copy_a = s2r_copy_a.get_slice(tid);
        let t_x_s_a = s2r_thr_copy_a.partition_S(&s_a); // (CPY,MMA_M,MMA_K,PIPE)
        let s2r_copy_b = make_tiled_copy_B(s2r_atom, mma);
        let s2r_thr_copy_b = s2r_copy_b.get_slice(tid);
        let t_x_s_b = s2r_thr_copy_b.partition_S(&s_b); // (CPY,MMA_N,MMA_K,PIPE)

        let mut smem_pipe_read = 0; // current pipe index in smem to read from
        let mut smem_pipe_write = STAGES - 1; // current pipe index in smem to write to
        // pipe slice
        let mut t_x_s_a_p = t_x_s_a.slice((X, X, X, smem_pipe_read));
        let mut t_x_s_b_p = t_x_s_b.slice((X, X, X, smem_pipe_read));
        let k_block_max = t_c_r_a.shape().2; // size of the register pipeline

        // PREFETCH register pipeline: wait for the first tile, load its first k-block
        cp_async_wait::<{ (STAGES - 2) as u32 }>();
        gpu_kernels::collective::block_sync();
        s2r_copy_a.copy(&t_x_s_a_p.slice((X, X, 0)), &mut s2r_thr_copy_a.retile_D(&mut t_c_r_a).slice_mut((X, X, 0)));
        s2r_copy_b.copy(&t_x_s_b_p.slice((X, X, 0)), &mut s2r_thr_copy_b.retile_D(&mut t_c_r_b).slice_mut((X, X, 0)));

        // PIPELINED MAIN LOOP
        while k_tile_count > -(STAGES - 1) {
            for_each_index(k_block_max, #[cfg_attr(target_arch = "nvptx64", inline(always))] #[cfg_attr(not(target_arch = "nvptx64"), inline)] |k_block| {
                if k_block == k_block_max.value() - 1 {
                    // slice the smem_pipe_read smem, commit it
                    t_x_s_a_p = t_x_s_a.slice((X, X, X, smem_pipe_read));
                    t_x_s_b_p = t_x_s_b.slice((X, X, X, smem_pipe_read));
                    cp_async_wait::<{ (STAGES - 2) as u32 }>();
                    gpu_kernels::collective::block_sync();
                }
                // load A, B shmem->regs for k_block + 1
                let k_block_next = (k_block + 1) % k_block_max.value();
                s2r_copy_a.copy(&t_x_s_a_p.slice((X, X, k_block_next)), &mut s2r_thr_copy_a.retile_D(&mut t_c_r_a).slice_mut((X, X, k_block_next)));
                s2r_copy_b.copy(&t_x_s_b_p.slice((X, X, k_block_next)), &mut s2r_thr_copy_b.retile_D(&mut t_c_r_b).slice_mut((X, X, k_block_next)));
                // copy gmem to smem before computing gemm on each k-pipe
                if k_block == 0 {
                    copy_ab.copy(&t_a_g_a.slice((X, X, X, k_tile_next)), &mut t_a_s_a.slice_mut((X, X, X, smem_pipe_write)));
                    copy_ab.copy(&t_b_g_b.slice((X, X, X, k_tile_next)), &mut t_b_s_b.slice_mut((X, X, X, smem_pipe_write)));
                    cp_async_fence();
                    // advance the gmem tile
                    k_tile_count -= 1;
                    if k_tile_count > 0 {
                        k_tile_next += 1;
                    }
                    // advance the smem pipe
                    smem_pipe_write = smem_pipe_read;
                    smem_pipe_read = if smem_pipe_read == STAGES - 1 { 0 } else { smem_pipe_read + 1 };
                }
                // thread-level register gemm for k_block
                mma.gemm(&t_c_r_a.slice((X, X, k_block)), &t_c_r_b.slice((X, X, k_block)), &mut t_c_r_c);
            });
        }

        // Epilogue
        axpby_f32::<$tc, _, _>(alpha, &t_c_r_c, beta, &mut t_c_g_c);
    }};
}

/// Declares a kernel body on [`gemm_device!`] for one MMA atom.
macro_rules! body {
    ($(#[$doc:meta])* $name:ident, $atom:expr, $tc:ty) => {
        $(#[$doc])*
        ///
        /// # Safety
        /// `a`, `b`, `c` are valid for `(M,K):(ldA,_1)`, `(N,K):(ldB,_1)` of `half_t` and
        /// `(M,N):(_1,ldC)`, `a` and `b` 16-byte aligned with `ldA`, `ldB` multiples of 8;
        /// `M`, `N` are multiples of 128 and `K` a positive multiple of 64 (the grid is
        /// `(M / 128, N / 128)` blocks of 128 threads); `sa` and `sb` are this block's shared
        /// tiles of `128 * 64 * 3` elements each, 128-byte aligned; every thread of the block
        /// runs this body.
        #[allow(clippy::too_many_arguments)]
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        pub unsafe fn $name(
            g: Grid,
            (m, n, k): (i32, i32, i32),
            alpha: f32,
            (a, lda): (*const half_t, i32),
            (b, ldb): (*const half_t, i32),
            beta: f32,
            (c, ldc): (*mut $tc, i32),
            (sa, sb): (SmemPtr<half_t>, SmemPtr<half_t>),
        ) {
            gemm_device!($atom, $tc, g, (m, n, k), alpha, (a, lda), (b, ldb), beta, (c, ldc), (sa, sb))
        }
    };
}

body!(
    /// The tutorial's `gemm_tn`: `SM80_16x8x16_F16F16F16F16_TN`, `C` in `half_t`, for one
    /// thread at `g`.
    gemm_tn_f16,
    SM80_16x8x16_F16F16F16F16_TN,
    half_t
);
body!(
    /// `gemm_tn` with `SM80_16x8x16_F32F16F16F32_TN`: `f32` accumulators and `C`, for one
    /// thread at `g`.
    gemm_tn_f32,
    SM80_16x8x16_F32F16F16F32_TN,
    f32
);

/// The entry points, `name(body, C element)`: the one place their names are written (see
/// [`naive_add_kernels`](gpu_kernels::naive_add_kernels)). Arguments and launch as
/// [`sgemm_sm80_kernels!`](crate::sgemm_sm80_kernels) (whole tiles only).
#[macro_export]
macro_rules! sgemm_sm80_atoms_kernels {
    ($callback:ident) => {
        $callback! {
            sgemm_sm80_atoms_tn_f16($crate::sgemm_sm80_atoms::gemm_tn_f16, layout_core::prelude::half_t);
            sgemm_sm80_atoms_tn_f32($crate::sgemm_sm80_atoms::gemm_tn_f32, f32);
        }
    };
}

#[cfg(all(
    target_arch = "nvptx64",
    feature = "entry-points",
    feature = "sm80-atoms"
))]
mod entry {
    use super::*;
    macro_rules! entries {
        ($($name:ident($body:path, $tc:ty);)*) => {
            $(
            /// Kernel entry point (see the module docs).
            #[no_mangle]
            #[allow(clippy::too_many_arguments)]
            pub unsafe extern "ptx-kernel" fn $name(
                m: i32,
                n: i32,
                k: i32,
                alpha: f32,
                a: *const half_t,
                lda: i32,
                b: *const half_t,
                ldb: i32,
                beta: f32,
                c: *mut $tc,
                ldc: i32,
            ) {
                // CuTe's __launch_bounds__(size(TiledMma{})): 128 threads
                gpu_kernels::launch_bounds!(128);
                let base = gpu_kernels::smem::dynamic_smem_128();
                let stage_elems = 128 * 64 * STAGES as u32;
                // SAFETY: the launch's contract (the module docs): SMEM_BYTES of dynamic shared
                // memory hold the A stages, then the B stages.
                unsafe {
                    let (sa, sb) = (
                        SmemPtr::<half_t>::from_shared_address(base),
                        SmemPtr::<half_t>::from_shared_address(base + 2 * stage_elems),
                    );
                    $body(Grid::current(), (m, n, k), alpha, (a, lda), (b, ldb), beta, (c, ldc), (sa, sb))
                }
            }
            )*
        };
    }
    crate::sgemm_sm80_atoms_kernels!(entries);
}
