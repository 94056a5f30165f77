//! `sgemm_2`: CuTe's second GEMM tutorial (`examples/cute/tutorial/sgemm_2.cu`, the NT case):
//! `sgemm_1`'s tiles and layouts, with a TiledCopy of 128-bit vectors and a register prefetch
//! of the next k-tile while the current one is multiplied.
//!
//! | CuTe (`gemm_nt`, `gemm_device`) | here |
//! | --- | --- |
//! | `make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, float>, Layout<(_32,_8)>, Layout<(_4,_1)>)` | [`copy_vector`]: `make_layout_tv((_32,_8):(_1,_32), (_4,_1):(_1,_0))`, one 16-byte vector per thread and tile |
//! | `make_tiled_mma(UniversalFMA<float>, Layout<(_16,_16,_1)>)` | the same `(_16,_16)` threads with the permutation tile `(_16,_4,_2):(_4,_1,_64)` on M and N ([`super::sgemm_1::PermutedValues`]): each thread's 8 rows come in two runs of 4, read from shared memory as two 16-byte vectors per operand and k step instead of 8 single words (the tutorial's layout, [`super::sgemm_1::TutorialValues`], is `sgemm_1`'s) |
//! | `copy(copy_a, tAgA(_,_,_,0), tArA)` before the loop | the prefetch of k-tile 0 |
//! | per k-tile: sync, `copy(tArA, tAsA)`, sync, prefetch of `k_tile_next`, `gemm(mma, ...)` | the main loop of [`sgemm_2`] |
//!
//! The body needs whole tiles (`M`, `N` multiples of 128, `K` of 8) and `ldA`, `ldB` multiples
//! of 4 with 16-byte aligned `A`, `B`; the entry point `sgemm_2_nt` (`sgemm_1_nt`'s arguments
//! and launch) takes any shape and alignment, its other blocks on CuTe's predicated
//! [`sgemm_1_tensor_pred`](crate::sgemm_1_tensor::sgemm_1_tensor_pred).
//!
//! ```
//! use gemm_kernels::sgemm_2::copy_vector;
//! use layout_core::prelude::*;
//! let (tiler, tv) = make_layout_tv(make_layout((_32, _8)), make_layout((_4, _1)));
//! assert_eq!((display(tiler).to_string(), tv.to_string()), ("(_128,_8)".into(), "(_256,_4):(_4,_1)".into()));
//! // thread 37 copies rows 20..24 of column 1 of the A tile as one vector
//! assert_eq!(copy_vector(37), (20, 1));
//! ```

use super::sgemm_1::{axpby_tile, gemm_tiles, PermutedValues, SmemA, SmemB, BLK_K, BLK_M, BLK_N};
use gpu_kernels::grid::Grid;
use gpu_kernels::mem::{Access, Vec16};
use gpu_kernels::smem::SmemTile;
use layout_core::prelude::*;

/// Whether the operand at `p` with leading dimension `ld` (floats) can be copied in the
/// 16-byte vectors of [`copy_vector`]: `p` 16-byte aligned and `ld` a multiple of 4, so that
/// every column starts on a 16-byte boundary.
///
/// ```
/// use gemm_kernels::sgemm_2::vector_aligned;
/// assert!(vector_aligned(0x100 as *const f32, 256));
/// assert!(!vector_aligned(0x104 as *const f32, 256)); // one float off
/// assert!(!vector_aligned(0x100 as *const f32, 130)); // column 1 at byte 520
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn vector_aligned(p: *const f32, ld: i32) -> bool {
    (p as usize).is_multiple_of(16) && ld % 4 == 0
}

/// The tile coordinate `(row, k)` of the first element of the 16-byte vector that thread
/// `thread` copies: `idx2crd(tv(thread, 0), tiler)` of the tiled copy's
/// `make_layout_tv(thr, val)`, whose tiler is `(_128,_8)` and TV layout `(_256,_4):(_4,_1)`
/// (thread `t` owns the 4 consecutive tile indices from `4t`).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn copy_vector(thread: i32) -> (i32, i32) {
    let (tiler, tv) = make_layout_tv(make_layout((_32, _8)), make_layout((_4, _1)));
    let (r, k) = idx2crd(tv.call((thread, _0)), tiler);
    (r.value(), k.value())
}

/// The kernel body, for one thread at `g`; `sync` is the block's barrier.
///
/// # Safety
/// As [`super::sgemm_1::sgemm_1`], and `A`, `B` 16-byte aligned with `ldA`, `ldB` multiples
/// of 4. `Ld` is how the 16-byte vectors are read ([`gpu_kernels::mem::NoAllocate`] in the kernel).
#[allow(clippy::too_many_arguments)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn sgemm_2<Ld: Access>(
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
    let ma = Layout::new((m, k), (_1, lda));
    let mb = Layout::new((n, k), (_1, ldb));
    let mc = Layout::new((m, n), (_1, ldc));
    let (m0, n0) = (g.block as i32 * BLK_M, g.block_y as i32 * BLK_N);
    let thread = g.thread as i32;
    let (vr, vk) = copy_vector(thread);
    // tArA, tBrB: one vector each; copy(copy_a, tAgA(_,_,_,k_tile), tArA)
    let load = |k_tile: i32| -> (Vec16, Vec16) {
        let k0 = k_tile * BLK_K;
        // SAFETY: the tile lies inside A and B; the vectors are 16-byte aligned.
        unsafe {
            (
                Ld::load(a.add(ma.call((m0 + vr, k0 + vk)) as usize).cast()),
                Ld::load(b.add(mb.call((n0 + vr, k0 + vk)) as usize).cast()),
            )
        }
    };
    let k_tiles = k / BLK_K;
    let (mut ra, mut rb) = load(0);
    let mut acc = [[0.0f32; 8]; 8]; // tCrC
    for k_tile in 0..k_tiles {
        sync(); // every thread is done reading the shared tiles
                // SAFETY: this thread owns its vector of each tile before the barrier; the tiles
                // keep the vector's 4 rows contiguous and 16-byte aligned (stride _1 along M).
        unsafe {
            sa.write_chunk((vr, vk), ra);
            sb.write_chunk((vr, vk), rb);
        }
        // The prefetch of the next k-tile is issued before the barrier (CuTe issues it just
        // after): ptxas keeps a load that carries an L1 cache qualifier (`Ld` is `NoAllocate`)
        // on its side of a barrier, so the loads stay in flight during the k steps below;
        // a plain or `.nc` load it sinks past them to the end of the iteration.
        (ra, rb) = load(if k_tile + 1 < k_tiles {
            k_tile + 1
        } else {
            k_tile
        });
        sync();
        // gemm(mma, tCsA, tCsB, tCrC), the k steps written out
        // SAFETY: after the barrier the tiles are written; nobody writes.
        unsafe { gemm_tiles::<PermutedValues, true>(thread, &sa, &sb, &mut acc) };
    }
    // axpby(alpha, tCrC, beta, tCgC)
    // SAFETY: the C tile lies inside C.
    unsafe { axpby_tile::<PermutedValues>(thread, alpha, &acc, beta, c, mc, (m0, n0)) };
}
