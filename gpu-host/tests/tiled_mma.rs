//! CuTe's `gemm(tiled_mma, A, B, C)` with the SM80 `mma.sync` atoms, run in the block emulator:
//! every thread partitions the tiles with its slice of the tiled MMA and calls `gemm`; the warps'
//! lanes exchange their values as the instruction does. Checked against a plain loop.

use gpu_host::emulate::run_block;
use layout_core::atom::algorithm;
use layout_core::numeric::{bf16, f16, f16_to_f32};
use layout_core::prelude::*;
use layout_core::{layout, tile};
use std::sync::Mutex;

/// Small integers (exact in f16 and bf16 and in every f32 sum below).
fn value(i: usize, salt: usize) -> f32 {
    ((i * 7 + salt * 13) % 9) as f32 - 4.0
}

/// `C(m,n) = sum_k A(m,k) B(n,k)` for `A` `(M,K):(K,1)` and `B` `(N,K):(K,1)`.
fn reference(a: &[f32], b: &[f32], (m, n, k): (usize, usize, usize)) -> Vec<f32> {
    let mut c = vec![0.0; m * n];
    for i in 0..m {
        for j in 0..n {
            c[i + m * j] = (0..k).map(|l| a[i * k + l] * b[j * k + l]).sum();
        }
    }
    c
}

#[test]
fn sm80_16x8x16_f32_f16_2x2_warps_32x32x32() {
    const M: usize = 32;
    const N: usize = 32;
    const K: usize = 32;
    let af: Vec<f32> = (0..M * K).map(|i| value(i, 1)).collect();
    let bf: Vec<f32> = (0..N * K).map(|i| value(i, 2)).collect();
    let a: Vec<f16> = af.iter().map(|&x| f16::from_f32(x)).collect();
    let b: Vec<f16> = bf.iter().map(|&x| f16::from_f32(x)).collect();
    let c = Mutex::new(vec![f32::NAN; M * N]);
    run_block((0, 0, 0), (1, 1, 1), 128, |g| {
        let mma = make_tiled_mma(
            SM80_16x8x16_F32F16F16F32_TN,
            layout!((_2,_2):(_1,_2)),
            tile!((_32, _32, _16)),
        );
        let ga = make_tensor(&a[..], make_layout_with((_32, _32), LayoutRight)); // (M,K)
        let gb = make_tensor(&b[..], make_layout_with((_32, _32), LayoutRight)); // (N,K)
        let thr = mma.get_slice(g.thread as i32);
        let t_a = thr.partition_A(&ga); // (MMA,MMA_M,MMA_K)
        let t_b = thr.partition_B(&gb); // (MMA,MMA_N,MMA_K)
        let mut acc = make_fragment::<f32, _>(make_layout((_4, _1, _2))); // (MMA,MMA_M,MMA_N)
        algorithm::gemm(&mma, &t_a, &t_b, &mut acc);
        // write back through the C partition of a (M,N) column-major view
        let mut out = c.lock().unwrap();
        let mut gc = make_tensor(&mut out[..], make_layout((_32, _32)));
        let mut t_c = thr.partition_C_mut(&mut gc);
        copy(&acc, &mut t_c);
    });
    let want = reference(&af, &bf, (M, N, K));
    assert_eq!(*c.lock().unwrap(), want);
}

#[test]
fn sm80_16x8x8_f16_accumulator_and_bf16_one_warp() {
    // one warp, one atom each: 16x8x8 with f16 accumulators, 16x8x16 with bf16 inputs
    let af: Vec<f32> = (0..16 * 16).map(|i| value(i, 3)).collect();
    let bf: Vec<f32> = (0..8 * 16).map(|i| value(i, 4)).collect();
    let a16: Vec<f16> = af.iter().map(|&x| f16::from_f32(x)).collect();
    let b16: Vec<f16> = bf.iter().map(|&x| f16::from_f32(x)).collect();
    let abf: Vec<bf16> = af.iter().map(|&x| bf16::from_f32(x)).collect();
    let bbf: Vec<bf16> = bf.iter().map(|&x| bf16::from_f32(x)).collect();
    let (c16, cbf) = (
        Mutex::new(vec![0.0_f32; 16 * 8]),
        Mutex::new(vec![0.0; 16 * 8]),
    );
    run_block((0, 0, 0), (1, 1, 1), 32, |g| {
        let t = g.thread as i32;
        // f16 accumulators, K = 8: the first 8 k of each row
        let mma = make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN, X, X);
        let ga = make_tensor(&a16[..], Layout::new((_16, _8), (_16, _1)));
        let gb = make_tensor(&b16[..], Layout::new((_8, _8), (_16, _1)));
        let thr = mma.get_slice(t);
        let (t_a, t_b) = (thr.partition_A(&ga), thr.partition_B(&gb));
        let mut acc = make_fragment::<f16, _>(make_layout((_4, _1, _1)));
        algorithm::gemm(&mma, &t_a, &t_b, &mut acc);
        let mut out = c16.lock().unwrap();
        let mut gc = make_tensor(&mut out[..], make_layout((_16, _8)));
        let mut t_c = thr.partition_C_mut(&mut gc);
        for v in 0..4 {
            t_c.write(v, f16_to_f32(acc.read(v)));
        }
        drop(out);
        // bf16 inputs, K = 16
        let mma = make_tiled_mma(SM80_16x8x16_F32BF16BF16F32_TN, X, X);
        let ga = make_tensor(&abf[..], Layout::new((_16, _16), (_16, _1)));
        let gb = make_tensor(&bbf[..], Layout::new((_8, _16), (_16, _1)));
        let thr = mma.get_slice(t);
        let mut acc = make_fragment::<f32, _>(make_layout((_4, _1, _1)));
        algorithm::gemm(&mma, &thr.partition_A(&ga), &thr.partition_B(&gb), &mut acc);
        let mut out = cbf.lock().unwrap();
        let mut gc = make_tensor(&mut out[..], make_layout((_16, _8)));
        copy(&acc, &mut thr.partition_C_mut(&mut gc));
    });
    let mut want8 = vec![0.0_f32; 16 * 8];
    let mut want16 = vec![0.0_f32; 16 * 8];
    for i in 0..16 {
        for j in 0..8 {
            want8[i + 16 * j] = (0..8).map(|l| af[i * 16 + l] * bf[j * 16 + l]).sum();
            want16[i + 16 * j] = (0..16).map(|l| af[i * 16 + l] * bf[j * 16 + l]).sum();
        }
    }
    assert_eq!(*c16.lock().unwrap(), want8);
    assert_eq!(*cbf.lock().unwrap(), want16);
}

#[test]
fn a_mode_0_that_is_not_the_atoms_values_is_an_error() {
    run_block((0, 0, 0), (1, 1, 1), 32, |_| {
        let a = [f16::from_f32(1.0); 16];
        let ta = make_tensor(&a[..], make_layout((_4, _2, _2))); // V = 4, the atom's A has 8
        let tb = make_tensor(&a[..], make_layout((_4, _2, _2)));
        let mut c = make_fragment::<f32, _>(make_layout((_4, _2, _2)));
        let mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, X, X);
        let e = algorithm::try_gemm(&mma, &ta, &tb, &mut c).unwrap_err();
        assert_eq!(
            e.to_string(),
            "gemm: the mode 0 of A has 4 elements but the atom's A fragment has 8"
        );
    });
}

/// The sm80 GEMM's register path, CuTe's `sgemm_sm80` `gemm_device` inner loop: `ldmatrix`
/// through `make_tiled_copy_A/B` and `retile_D` into the MMA's fragments, then
/// `gemm(mma, ...)`. `A` is k-major (`ldmatrix`), `B` either k-major (`ldmatrix`) or n-major
/// (`ldmatrix.trans`, as attention reads `V`).
fn ldsm_gemm(b_n_major: bool) {
    const M: usize = 64;
    const N: usize = 64;
    const K: usize = 32;
    let af: Vec<f32> = (0..M * K).map(|i| value(i, 5)).collect();
    let bf: Vec<f32> = (0..N * K).map(|i| value(i, 6)).collect();
    let a: Vec<f16> = af.iter().map(|&x| f16::from_f32(x)).collect();
    // B(n, k) at n * K + k (k-major) or at k * N + n (n-major)
    let b: Vec<f16> = (0..N * K)
        .map(|i| {
            let (n, k) = if b_n_major {
                (i % N, i / N)
            } else {
                (i / K, i % K)
            };
            f16::from_f32(bf[n * K + k])
        })
        .collect();
    let (mut sa, mut sb) = (a.clone(), b.clone());
    let c = Mutex::new(vec![f32::NAN; M * N]);
    let (pa, pb) = (sa.as_mut_ptr() as usize, sb.as_mut_ptr() as usize);
    run_block((0, 0, 0), (1, 1, 1), 128, |g| {
        let t = g.thread as i32;
        let mma = make_tiled_mma(
            SM80_16x8x16_F32F16F16F32_TN,
            layout!((_2,_2):(_1,_2)),
            tile!((_32, _32, _16)),
        );
        // SAFETY: the tensors below access the M*K and N*K elements of `sa` and `sb`, which
        // no thread writes.
        let (ptr_a, ptr_b) =
            unsafe { (make_smem_ptr(pa as *mut f16), make_smem_ptr(pb as *mut f16)) };
        let s_a = make_tensor(ptr_a, make_layout_with((_64, _32), LayoutRight)); // (M,K)
        let thr = mma.get_slice(t);
        let mut acc = make_fragment::<f32, _>(make_layout((_4, _2, _4)));
        let mut t_c_r_a = thr.partition_fragment_A(&s_a); // (MMA,MMA_M,MMA_K)
        let s2r_a = make_tiled_copy_A(Copy_Atom::<SM75_U32x4_LDSM_N, half_t>::default(), mma);
        let thr_a = s2r_a.get_slice(t);
        algorithm::copy(
            &s2r_a,
            &thr_a.partition_S(&s_a),
            &mut thr_a.retile_D(&mut t_c_r_a),
        );
        if b_n_major {
            let s_b = make_tensor(ptr_b, make_layout((_64, _32))); // (N,K):(_1,N)
            let mut t_c_r_b = thr.partition_fragment_B(&s_b);
            let s2r_b = make_tiled_copy_B(Copy_Atom::<SM75_U16x8_LDSM_T, half_t>::default(), mma);
            let thr_b = s2r_b.get_slice(t);
            algorithm::copy(
                &s2r_b,
                &thr_b.partition_S(&s_b),
                &mut thr_b.retile_D(&mut t_c_r_b),
            );
            algorithm::gemm(&mma, &t_c_r_a, &t_c_r_b, &mut acc);
        } else {
            let s_b = make_tensor(ptr_b, make_layout_with((_64, _32), LayoutRight)); // (N,K)
            let mut t_c_r_b = thr.partition_fragment_B(&s_b);
            let s2r_b = make_tiled_copy_B(Copy_Atom::<SM75_U32x4_LDSM_N, half_t>::default(), mma);
            let thr_b = s2r_b.get_slice(t);
            algorithm::copy(
                &s2r_b,
                &thr_b.partition_S(&s_b),
                &mut thr_b.retile_D(&mut t_c_r_b),
            );
            algorithm::gemm(&mma, &t_c_r_a, &t_c_r_b, &mut acc);
        }
        let mut out = c.lock().unwrap();
        let mut gc = make_tensor(&mut out[..], make_layout((_64, _64)));
        copy(&acc, &mut thr.partition_C_mut(&mut gc));
    });
    assert_eq!(*c.lock().unwrap(), reference(&af, &bf, (M, N, K)));
}

#[test]
fn ldmatrix_retile_gemm_k_major_b() {
    ldsm_gemm(false);
}

#[test]
fn ldmatrix_trans_retile_gemm_n_major_b() {
    ldsm_gemm(true);
}

/// CuTe's `sgemm_sm80` data path on one 64x64x64 tile: `cp.async` of `A` and `B` into swizzled
/// shared memory (`tile_to_shape(Sw<3,3,3> o (_8,(_8,_8)):(_8,(_1,_64)), (_64,_64))`), a
/// barrier, then `ldmatrix` + `retile_D` + `gemm(mma)` k-block by k-block. The swizzle lives in
/// the shared tensors' engine; the result is the plain product.
#[test]
fn cp_async_swizzled_smem_ldmatrix_gemm() {
    const M: usize = 64;
    const K: usize = 64;
    let af: Vec<f32> = (0..M * K).map(|i| value(i, 7)).collect();
    let bf: Vec<f32> = (0..M * K).map(|i| value(i, 8)).collect();
    let a: Vec<f16> = af.iter().map(|&x| f16::from_f32(x)).collect();
    let b: Vec<f16> = bf.iter().map(|&x| f16::from_f32(x)).collect();
    let mut smem = vec![f16::ZERO; 2 * M * K];
    let smem_at = smem.as_mut_ptr() as usize;
    let c = Mutex::new(vec![f32::NAN; M * M]);
    run_block((0, 0, 0), (1, 1, 1), 128, |g| {
        let t = g.thread as i32;
        let s_layout = tile_to_shape(
            composition(
                Swizzle::<_3, _3, _3>::new(),
                Layout::new((_8, (_8, _8)), (_8, (_1, _64))),
            ),
            (_64, _64),
        );
        let k_major = make_layout_with((_64, _64), LayoutRight);
        // SAFETY: `a`, `b` hold 64 * 64 halves each, read only; the shared tensors cover the
        // two halves of `smem`, each element written by one thread before the barrier.
        let (g_a, g_b, mut s_a, mut s_b) = unsafe {
            let s = smem_at as *mut f16;
            (
                make_tensor(make_gmem_ptr(a.as_ptr()), k_major),
                make_tensor(make_gmem_ptr(b.as_ptr()), k_major),
                make_tensor(make_smem_ptr(s), s_layout),
                make_tensor(make_smem_ptr(s.add(M * K)), s_layout),
            )
        };
        let g2s = make_tiled_copy(
            Copy_Atom::<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>::default(),
            layout!((_16,_8):(_8,_1)),
            layout!((_1,_8):(_0,_1)),
        );
        let thr_g2s = g2s.get_slice(t);
        g2s.copy(
            &thr_g2s.partition_S(&g_a),
            &mut thr_g2s.partition_D_mut(&mut s_a),
        );
        g2s.copy(
            &thr_g2s.partition_S(&g_b),
            &mut thr_g2s.partition_D_mut(&mut s_b),
        );
        cp_async_fence();
        cp_async_wait::<0>();
        gpu_kernels::collective::block_sync();

        let mma = make_tiled_mma(
            SM80_16x8x16_F32F16F16F32_TN,
            layout!((_2,_2):(_1,_2)),
            tile!((_32, _32, _16)),
        );
        let thr = mma.get_slice(t);
        let mut t_c_r_a = thr.partition_fragment_A(&s_a);
        let mut t_c_r_b = thr.partition_fragment_B(&s_b);
        let mut acc = make_fragment::<f32, _>(make_layout((_4, _2, _4)));
        let s2r_a = make_tiled_copy_A(Copy_Atom::<SM75_U32x4_LDSM_N, half_t>::default(), mma);
        let s2r_b = make_tiled_copy_B(Copy_Atom::<SM75_U32x4_LDSM_N, half_t>::default(), mma);
        let (thr_a, thr_b) = (s2r_a.get_slice(t), s2r_b.get_slice(t));
        let (t_x_s_a, t_x_s_b) = (thr_a.partition_S(&s_a), thr_b.partition_S(&s_b));
        for_each_index(t_c_r_a.shape().2, |k| {
            s2r_a.copy(
                &t_x_s_a.slice((Underscore, Underscore, k)),
                &mut thr_a
                    .retile_D(&mut t_c_r_a)
                    .slice_mut((Underscore, Underscore, k)),
            );
            s2r_b.copy(
                &t_x_s_b.slice((Underscore, Underscore, k)),
                &mut thr_b
                    .retile_D(&mut t_c_r_b)
                    .slice_mut((Underscore, Underscore, k)),
            );
            algorithm::gemm(
                &mma,
                &t_c_r_a.slice((Underscore, Underscore, k)),
                &t_c_r_b.slice((Underscore, Underscore, k)),
                &mut acc,
            );
        });
        let mut out = c.lock().unwrap();
        let mut gc = make_tensor(&mut out[..], make_layout((_64, _64)));
        copy(&acc, &mut thr.partition_C_mut(&mut gc));
    });
    assert_eq!(*c.lock().unwrap(), reference(&af, &bf, (M, M, K)));
    // the swizzle moved the data: shared row 1 is not the plain row 1
    assert_ne!(&smem[64..128], &a[64..128]);
}
