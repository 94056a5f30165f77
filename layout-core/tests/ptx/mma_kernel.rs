//! The register path of CuTe's `sgemm_sm80` written with the library's atoms (built only by
//! `scripts/tensor-ptx-check.sh layout-core/tests/ptx/mma_kernel.rs`, for nvptx64): `ldmatrix`
//! from shared memory through `make_tiled_copy_A/B` and `retile_D` into the fragments of
//! `partition_fragment_A/B`, then `gemm(mma, ...)` on the tensor cores, k-block by k-block. The
//! check: no `div`/`rem`, no local memory, and exactly the instructions the tile needs (8
//! `ldmatrix.x4` and 16 `mma.sync` per thread for a 64x64x32 tile on 2x2 warps).
#![no_std]
#![feature(abi_ptx, stdarch_nvptx)]
use core::arch::nvptx::*;
use layout_core::atom::algorithm;
use layout_core::prelude::*;
use layout_core::{layout, tile};

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}

/// `C = A B^T` of a 64x64x32 tile: `A` `(64,32)` and `B` `(64,32)` k-major in shared memory at
/// `s_a`, `s_b`; `C` `(64,64)` column-major in global memory.
///
/// # Safety
/// `s_a`, `s_b` are shared addresses of 64 * 32 halves each, 16-byte aligned; `c` holds 64 * 64
/// floats; launched with 128 threads.
#[no_mangle]
pub unsafe extern "ptx-kernel" fn mma_register_path(s_a: u32, s_b: u32, c: *mut f32) {
    let tid = _thread_idx_x() as i32;
    let mma = make_tiled_mma(
        SM80_16x8x16_F32F16F16F32_TN,
        layout!((_2,_2):(_1,_2)),
        tile!((_32,_32,_16)),
    );
    let k_major = make_layout_with((_64, _32), LayoutRight);
    // SAFETY: the kernel's contract.
    let (sa, sb, mut gc) = unsafe {
        (
            make_tensor(SmemPtr::<half_t>::from_shared_address(s_a), k_major),
            make_tensor(SmemPtr::<half_t>::from_shared_address(s_b), k_major),
            make_tensor(make_gmem_ptr(c), make_layout((_64, _64))),
        )
    };
    let thr = mma.get_slice(tid);
    let mut t_c_r_a = thr.partition_fragment_A(&sa); // (MMA,MMA_M,MMA_K)
    let mut t_c_r_b = thr.partition_fragment_B(&sb); // (MMA,MMA_N,MMA_K)
    let mut acc = thr.partition_fragment_C(&gc); // (MMA,MMA_M,MMA_N)
    clear(&mut acc);
    let s2r_a = make_tiled_copy_A(Copy_Atom::<SM75_U32x4_LDSM_N, half_t>::default(), mma);
    let s2r_b = make_tiled_copy_B(Copy_Atom::<SM75_U32x4_LDSM_N, half_t>::default(), mma);
    let (thr_a, thr_b) = (s2r_a.get_slice(tid), s2r_b.get_slice(tid));
    let (t_x_s_a, t_x_s_b) = (thr_a.partition_S(&sa), thr_b.partition_S(&sb)); // (CPY,CPY_M,CPY_K)
    for_each_index(t_c_r_a.shape().2, |k| {
        algorithm::copy(
            &s2r_a,
            &t_x_s_a.slice((Underscore, Underscore, k)),
            &mut thr_a.retile_D(&mut t_c_r_a).slice_mut((Underscore, Underscore, k)),
        );
        algorithm::copy(
            &s2r_b,
            &t_x_s_b.slice((Underscore, Underscore, k)),
            &mut thr_b.retile_D(&mut t_c_r_b).slice_mut((Underscore, Underscore, k)),
        );
        algorithm::gemm(
            &mma,
            &t_c_r_a.slice((Underscore, Underscore, k)),
            &t_c_r_b.slice((Underscore, Underscore, k)),
            &mut acc,
        );
    });
    copy(&acc, &mut thr.partition_C_mut(&mut gc));
}

/// The body of [`sm80_tile_swizzled`] and [`sm80_tile_plain`]: `cp.async` of a 64x64 tile of
/// `A` and of `B` into shared memory laid out by `$s_layout`, a barrier, then `ldmatrix` +
/// `retile_D` + `gemm(mma)` over the 4 k-blocks; `C` stored through `partition_C`.
macro_rules! sm80_tile {
    ($g:expr, $s:expr, $c:expr, $s_layout:expr) => {{
    let (g, s, c, s_layout) = ($g, $s, $c, $s_layout);
    let tid = _thread_idx_x() as i32;
    let k_major = make_layout_with((_64, _64), LayoutRight);
    // SAFETY: the kernel's contract.
    let (g_a, g_b, mut s_a, mut s_b, mut gc) = unsafe {
        (
            make_tensor(make_gmem_ptr(g.0), k_major),
            make_tensor(make_gmem_ptr(g.1), k_major),
            make_tensor(SmemPtr::<half_t>::from_shared_address(s.0), s_layout),
            make_tensor(SmemPtr::<half_t>::from_shared_address(s.1), s_layout),
            make_tensor(make_gmem_ptr(c), make_layout((_64, _64))),
        )
    };
    let g2s = make_tiled_copy(
        Copy_Atom::<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>::default(),
        layout!((_16,_8):(_8,_1)),
        layout!((_1,_8):(_0,_1)),
    );
    let thr_g2s = g2s.get_slice(tid);
    g2s.copy(&thr_g2s.partition_S(&g_a), &mut thr_g2s.partition_D_mut(&mut s_a));
    g2s.copy(&thr_g2s.partition_S(&g_b), &mut thr_g2s.partition_D_mut(&mut s_b));
    layout_core::atom::cp_async_fence();
    layout_core::atom::cp_async_wait::<0>();
    _syncthreads();

    let mma = make_tiled_mma(
        SM80_16x8x16_F32F16F16F32_TN,
        layout!((_2,_2):(_1,_2)),
        tile!((_32,_32,_16)),
    );
    let thr = mma.get_slice(tid);
    let mut t_c_r_a = thr.partition_fragment_A(&s_a);
    let mut t_c_r_b = thr.partition_fragment_B(&s_b);
    let mut acc = thr.partition_fragment_C(&gc);
    clear(&mut acc);
    let s2r_a = make_tiled_copy_A(Copy_Atom::<SM75_U32x4_LDSM_N, half_t>::default(), mma);
    let s2r_b = make_tiled_copy_B(Copy_Atom::<SM75_U32x4_LDSM_N, half_t>::default(), mma);
    let (thr_a, thr_b) = (s2r_a.get_slice(tid), s2r_b.get_slice(tid));
    let (t_x_s_a, t_x_s_b) = (thr_a.partition_S(&s_a), thr_b.partition_S(&s_b));
    for_each_index(t_c_r_a.shape().2, |k| {
        s2r_a.copy(
            &t_x_s_a.slice((Underscore, Underscore, k)),
            &mut thr_a.retile_D(&mut t_c_r_a).slice_mut((Underscore, Underscore, k)),
        );
        s2r_b.copy(
            &t_x_s_b.slice((Underscore, Underscore, k)),
            &mut thr_b.retile_D(&mut t_c_r_b).slice_mut((Underscore, Underscore, k)),
        );
        algorithm::gemm(
            &mma,
            &t_c_r_a.slice((Underscore, Underscore, k)),
            &t_c_r_b.slice((Underscore, Underscore, k)),
            &mut acc,
        );
    });
    copy(&acc, &mut thr.partition_C_mut(&mut gc));
    }};
}

/// [`sm80_tile!`] with CuTe's swizzled shared layout
/// `tile_to_shape(Sw<3,3,3> o (_8,(_8,_8)):(_8,(_1,_64)), (_64,_64))`.
///
/// # Safety
/// `a`, `b` hold 64 * 64 halves (16-byte aligned), `s_a`, `s_b` are shared addresses of as
/// many; `c` holds 64 * 64 floats; launched with 128 threads.
#[no_mangle]
pub unsafe extern "ptx-kernel" fn sm80_tile_swizzled(
    a: *const half_t,
    b: *const half_t,
    s_a: u32,
    s_b: u32,
    c: *mut f32,
) {
    let s_layout = tile_to_shape(
        composition(Swizzle::<_3, _3, _3>::new(), Layout::new((_8, (_8, _8)), (_8, (_1, _64)))),
        (_64, _64),
    );
    sm80_tile!((a, b), (s_a, s_b), c, s_layout)
}

/// [`sm80_tile!`] with the plain k-major shared layout `(_64,_64):(_64,_1)` (bank conflicts;
/// the instruction count the swizzled form is compared with).
///
/// # Safety
/// As [`sm80_tile_swizzled`].
#[no_mangle]
pub unsafe extern "ptx-kernel" fn sm80_tile_plain(
    a: *const half_t,
    b: *const half_t,
    s_a: u32,
    s_b: u32,
    c: *mut f32,
) {
    sm80_tile!((a, b), (s_a, s_b), c, make_layout_with((_64, _64), LayoutRight))
}
