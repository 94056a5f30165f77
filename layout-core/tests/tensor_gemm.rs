//! CuTe's GEMM tutorial (`0x_gemm_tutorial.md`, `sgemm_1.cu`'s `gemm_device`) on the host:
//! global tensors over tagged pointers, `local_tile` with projections, shared tiles in a host
//! buffer, `local_partition` by thread layouts of lower rank than the tiles, register
//! accumulators from `make_tensor_like`, `copy`, `gemm` and `axpby`, checked against a triple
//! loop. A block's threads run phase by phase (all copies, then all products), which is what
//! the tutorial's barriers order. The tile sizes are smaller than the tutorial's so that the
//! test also runs under Miri.

use layout_core::prelude::*;

/// `C = alpha * A * B^T + beta * C` for column-major `A` (M,K), `B` (N,K), `C` (M,N) with the
/// tutorial's NT setup scaled down: CTA tile (_16,_16,_4), thread layouts tA = tB = (_8,_4),
/// tC = (_4,_8) (32 threads).
#[allow(clippy::too_many_arguments)]
fn gemm_nt(m: i32, n: i32, k: i32, alpha: f32, a: &[f32], b: &[f32], beta: f32, c: &mut [f32]) {
    assert!(m % 16 == 0 && n % 16 == 0 && k % 4 == 0);
    assert!(a.len() >= (m * k) as usize && b.len() >= (n * k) as usize);
    assert!(c.len() >= (m * n) as usize);
    let cta_tiler = (_16, _16, _4);
    let (t_a, t_b, t_c) = (
        make_layout((_8, _4)),
        make_layout((_8, _4)),
        make_layout((_4, _8)),
    );
    let mut smem_a = [0.0_f32; 16 * 4];
    let mut smem_b = [0.0_f32; 16 * 4];
    let c_ptr = c.as_mut_ptr();
    for by in 0..n / 16 {
        for bx in 0..m / 16 {
            // SAFETY: the tensors access only elements of `a`, `b` and `c` (M, N, K are multiples
            // of the tile) and of the shared buffers; one thread at a time.
            let (m_a, m_b, m_c, s_a, s_b) = unsafe {
                (
                    make_tensor(make_gmem_ptr(a.as_ptr()), make_layout_with((m, k), (_1, m))),
                    make_tensor(make_gmem_ptr(b.as_ptr()), make_layout_with((n, k), (_1, n))),
                    make_tensor(make_gmem_ptr(c_ptr), make_layout_with((m, n), (_1, m))),
                    make_tensor(make_smem_ptr(smem_a.as_mut_ptr()), make_layout((_16, _4))),
                    make_tensor(make_smem_ptr(smem_b.as_mut_ptr()), make_layout((_16, _4))),
                )
            };
            let cta_coord = (bx, by, X);
            let g_a = local_tile_proj(&m_a, cta_tiler, cta_coord, (_1, X, _1)); // (BLK_M,BLK_K,k)
            let g_b = local_tile_proj(&m_b, cta_tiler, cta_coord, (X, _1, _1)); // (BLK_N,BLK_K,k)
            let g_c = local_tile_proj(&m_c, cta_tiler, cta_coord, (_1, _1, X)); // (BLK_M,BLK_N)
            assert_eq!(
                g_a.layout().to_string(),
                format!("(_16,_4,{}):(_1,{m},{})", k / 4, 4 * m)
            );
            // one accumulator fragment per thread
            let mut acc: Vec<_> = (0..32)
                .map(|tid| {
                    let t_c_g_c = local_partition_proj(&g_c, t_c, tid, (_1, _1));
                    let mut r = make_tensor_like(&t_c_g_c);
                    clear(&mut r);
                    r
                })
                .collect();
            for k_tile in 0..k / 4 {
                for tid in 0..32 {
                    let t_a_g_a = local_partition(&g_a, t_a, tid); // (THR_M,THR_K,k)
                    let mut t_a_s_a = local_partition(&s_a, t_a, tid); // (THR_M,THR_K)
                    let t_b_g_b = local_partition(&g_b, t_b, tid);
                    let mut t_b_s_b = local_partition(&s_b, t_b, tid);
                    assert_eq!(
                        t_a_g_a.layout().to_string(),
                        format!("(_2,_1,{}):(_8,_0,{})", k / 4, 4 * m)
                    );
                    copy(&t_a_g_a.slice((X, X, k_tile)), &mut t_a_s_a);
                    copy(&t_b_g_b.slice((X, X, k_tile)), &mut t_b_s_b);
                }
                // __syncthreads()
                for (tid, r) in (0..32).zip(acc.iter_mut()) {
                    let t_c_s_a = local_partition_proj(&s_a, t_c, tid, (_1, X)); // (THR_M,BLK_K)
                    let t_c_s_b = local_partition_proj(&s_b, t_c, tid, (X, _1)); // (THR_N,BLK_K)
                    assert_eq!(t_c_s_a.layout().to_string(), "(_4,_4):(_4,_16)");
                    gemm(&t_c_s_a, &t_c_s_b, r);
                }
            }
            for (tid, r) in (0..32).zip(acc.iter()) {
                let mut t_c_g_c = local_partition_proj(&g_c, t_c, tid, (_1, _1)); // (THR_M,THR_N)
                axpby(alpha, r, beta, &mut t_c_g_c);
            }
        }
    }
}

fn values(len: usize, seed: u32) -> Vec<f32> {
    let mut s = seed.wrapping_mul(2654435761).max(1);
    (0..len)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            (s % 17) as f32 - 8.0
        })
        .collect()
}

#[test]
fn the_tutorial_gemm_matches_a_triple_loop() {
    let shapes: &[(i32, i32, i32)] = if cfg!(miri) {
        &[(16, 16, 4)]
    } else {
        &[(16, 16, 4), (32, 16, 8), (16, 48, 12), (64, 32, 16)]
    };
    for &(m, n, k) in shapes {
        for (alpha, beta) in [(1.0, 0.0), (0.5, -2.0)] {
            let (mu, nu, ku) = (m as usize, n as usize, k as usize);
            let a = values(mu * ku, 1 + m as u32);
            let b = values(nu * ku, 2 + n as u32);
            let c0 = values(mu * nu, 3 + k as u32);
            let mut c = c0.clone();
            gemm_nt(m, n, k, alpha, &a, &b, beta, &mut c);
            for i in 0..mu {
                for j in 0..nu {
                    let dot: f32 = (0..ku).map(|l| a[i + l * mu] * b[j + l * nu]).sum();
                    // small integers: exact in f32
                    assert_eq!(
                        c[i + j * mu],
                        alpha * dot + beta * c0[i + j * mu],
                        "({i},{j}) of {m}x{n}x{k}"
                    );
                }
            }
        }
    }
}

#[test]
fn gemm_checks_the_shapes() {
    let a = [1.0_f32; 8];
    let ta = make_tensor(&a[..], make_layout((_2, _4)));
    let tb = make_tensor(&a[..], make_layout((_2, _3)));
    let mut c = make_fragment::<f32, _>(make_layout((_2, _2)));
    let e = try_gemm(&ta, &tb, &mut c).unwrap_err();
    assert_eq!(
        e.to_string(),
        "gemm: the mode 1 of A has 4 elements but the mode 1 of B has 3"
    );
}

/// CuTe's sgemm_2 inner step on a tiled MMA's fragments: `gemm(tCrA, tCrB, tCrC)` with
/// `(MMA, MMA_M, MMA_K) x (MMA, MMA_N, MMA_K) => (MMA, MMA_M, MMA_N)` fragments of
/// `UniversalFMA` over a 16x16 thread layout, checked for every thread against the plain sum.
#[test]
fn rank3_fragments_of_a_tiled_mma() {
    use layout_core::layout;
    let mma = make_tiled_mma(
        UniversalFMA::<f32>::default(),
        layout!((_16,_16,_1):(_1,_16,_0)),
        X,
    );
    let a: Vec<f32> = (0..128 * 8).map(|i| (i % 7) as f32 - 3.0).collect();
    let b: Vec<f32> = (0..128 * 8).map(|i| (i % 5) as f32 - 2.0).collect();
    let s_a = make_tensor(&a[..], make_layout((_128, _8))); // (BLK_M, BLK_K)
    let s_b = make_tensor(&b[..], make_layout((_128, _8))); // (BLK_N, BLK_K)
    let c = vec![0.0_f32; 128 * 128];
    let g_c = make_tensor(&c[..], make_layout((_128, _128)));
    let c_c = make_identity_tensor((_128, _128));
    // every thread natively; one under Miri (the same code for each)
    let threads = if cfg!(miri) { 1 } else { 256 };
    for tid in 0..threads {
        let thr_mma = mma.get_slice(tid);
        let (t_cs_a, t_cs_b) = (thr_mma.partition_A(&s_a), thr_mma.partition_B(&s_b));
        let mut t_cr_a = thr_mma.partition_fragment_A(&s_a);
        let mut t_cr_b = thr_mma.partition_fragment_B(&s_b);
        copy(&t_cs_a, &mut t_cr_a);
        copy(&t_cs_b, &mut t_cr_b);
        let mut t_cr_c = thr_mma.partition_fragment_C(&g_c);
        assert_eq!(rank(&t_cr_a), 3);
        gemm(&t_cr_a, &t_cr_b, &mut t_cr_c);
        let t_cc_c = thr_mma.partition_C(&c_c);
        for i in 0..size(&t_cr_c).value() {
            let (m, n) = t_cc_c.call(i);
            let want: f32 = (0..8)
                .map(|k| a[(m + 128 * k) as usize] * b[(n + 128 * k) as usize])
                .sum();
            assert_eq!(t_cr_c[i], want, "thread {tid}, C({m},{n})");
        }
    }
}
