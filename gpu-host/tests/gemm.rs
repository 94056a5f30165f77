//! `sgemm_1`, `sgemm_2`, `sgemm_1_tensor` and `sgemm_2_pipelined` on the CPU (a block's threads
//! concurrent, with its barriers) against a plain triple loop in f64, on several tile counts,
//! depths, alpha and beta, and on ragged shapes (every kernel takes any `M`, `N`, `K`: its
//! edge blocks run CuTe's predicated body); an empty C rejected.

use gpu_host::emulate::AlignedBuffer;
use gpu_host::gemm::{emulate_sgemm, GemmNt, Sgemm};

fn values(len: usize, seed: u64) -> Vec<f32> {
    let mut s = seed;
    (0..len)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            ((s >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0) as f32
        })
        .collect()
}

#[test]
fn sgemm_kernels_match_a_triple_loop() {
    for kernel in [
        Sgemm::V1,
        Sgemm::V2,
        Sgemm::V1Tensor,
        Sgemm::V2Pipelined,
        Sgemm::V2PipelinedWarp,
        Sgemm::V2PipelinedWarpAny,
    ] {
        check(kernel);
    }
}

fn aligned(v: &[f32]) -> AlignedBuffer<f32> {
    let mut out = AlignedBuffer::new(v.len(), 0.0);
    out.as_mut_slice().copy_from_slice(v);
    out
}

fn check(kernel: Sgemm) {
    for (m, n, k, alpha, beta) in [
        (128, 128, 8, 1.0, 0.0),
        (256, 128, 24, 0.5, -1.0),
        (128, 256, 16, 2.0, 0.25),
        (128, 128, 40, 1.0, 1.0),
    ] {
        let a = aligned(&values((m * k) as usize, 1 + m as u64));
        let b = aligned(&values((n * k) as usize, 2 + n as u64));
        check_problem(kernel, (m, n, k, alpha, beta), a.as_slice(), b.as_slice());
    }
}

/// `kernel` on `C = alpha * A * B^T + beta * C` against a triple loop in f64, with A, B, C
/// packed column-major (leading dimensions M, N, M).
fn check_problem(
    kernel: Sgemm,
    (m, n, k, alpha, beta): (u32, u32, u32, f32, f32),
    a: &[f32],
    b: &[f32],
) {
    let p = GemmNt {
        m,
        n,
        k,
        alpha,
        beta,
    };
    let (mu, nu, ku) = (m as usize, n as usize, k as usize);
    let c0 = values(mu * nu, 3 + k as u64);
    let mut c = c0.clone();
    emulate_sgemm(kernel, &p, a, b, &mut c).unwrap();
    for i in 0..mu {
        for j in 0..nu {
            let dot: f64 = (0..ku)
                .map(|l| f64::from(a[i + l * mu]) * f64::from(b[j + l * nu]))
                .sum();
            let want = f64::from(alpha) * dot + f64::from(beta) * f64::from(c0[i + j * mu]);
            let got = f64::from(c[i + j * mu]);
            assert!(
                (got - want).abs() <= 1e-5 * (1.0 + ku as f64),
                "{} {m}x{n}x{k} at ({i},{j}): {got} vs {want}",
                kernel.name()
            );
        }
    }
}

/// Every kernel on ragged shapes: every edge of M, N and K cut, K shorter than a k-tile or 0,
/// a single row or column, packed leading dimensions that are not multiples of 4 (the edge
/// copies read element by element), multiples of 4 with partial tiles (blocks inside C on the
/// kernel's own main loop), and A, B not 16-byte aligned (every block on the predicated path,
/// but for `sgemm_2_pipelined_warp_any_nt`'s own).
#[test]
fn every_sgemm_takes_any_shape() {
    for kernel in Sgemm::ALL {
        for (m, n, k, alpha, beta) in [
            (129, 257, 65, 1.0, 0.0),
            (200, 136, 100, 0.5, -2.0),
            (127, 1, 9, 0.5, -2.0),
            (1, 200, 30, 1.0, 0.0),
            (132, 20, 3, 2.0, 0.25),
            (64, 64, 16, 1.0, 1.0),
            (264, 136, 13, 1.0, 1.0),
            (256, 256, 20, 1.0, 0.0),
            (256, 128, 0, 0.5, -2.0),
            (5, 7, 0, 0.5, -2.0),
        ] {
            let a = aligned(&values((m * k) as usize, 1 + m as u64));
            let b = aligned(&values((n * k) as usize, 2 + n as u64));
            check_problem(kernel, (m, n, k, alpha, beta), a.as_slice(), b.as_slice());
        }
        // A and B one float past a 16-byte boundary
        let (m, n, k) = (136u32, 132u32, 17u32);
        let a = aligned(&values((m * k) as usize + 1, 5));
        let b = aligned(&values((n * k) as usize + 1, 6));
        check_problem(
            kernel,
            (m, n, k, 0.5, -2.0),
            &a.as_slice()[1..],
            &b.as_slice()[1..],
        );
    }
}

#[test]
fn sgemm_rejects_an_empty_c() {
    let p = GemmNt {
        m: 0,
        n: 128,
        k: 8,
        alpha: 1.0,
        beta: 0.0,
    };
    for kernel in Sgemm::ALL {
        let err = emulate_sgemm(kernel, &p, &[], &[0.0; 1024], &mut []);
        let err = err.unwrap_err().to_string();
        assert!(
            err.contains("(M,N,K) = (0,128,8): M and N must be positive"),
            "{err}"
        );
    }
}

/// `sgemm_sm80`'s thread maps are CuTe's: the C, A and B coordinates of every thread and value
/// equal what `get_layoutC_TV` / `get_layoutS_TV(make_tiled_copy_A/B(LDSM_N, mma))` give for the
/// tutorial's `TiledMMA` (evaluated by the runtime layer).
#[test]
fn sgemm_sm80_thread_maps_are_cutes() {
    use gemm_kernels::sgemm_sm80::{ldsm_a, ldsm_b, mma_m, mma_n};
    use layout_core::runtime::evaluate;
    let mma = "make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2,_1):(_1,_2,_0),(_32,_32,_16))";
    let layout = |expr: String| evaluate(&expr).unwrap().to_string();
    let at = |l: &str, t: i32, v: i32| -> i32 {
        evaluate(&format!("eval({l},({t},{v}))"))
            .unwrap()
            .to_string()
            .parse()
            .unwrap()
    };
    let c = layout(format!("get_layoutC_TV({mma})"));
    let sa = layout(format!(
        "get_layoutS_TV(make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N,half_t>,{mma}))"
    ));
    let sb = layout(format!(
        "get_layoutS_TV(make_tiled_copy_B(Copy_Atom<SM75_U32x4_LDSM_N,half_t>,{mma}))"
    ));
    for t in 0..128 {
        // C: value (v0, v1, v3) at row m + 32 * (idx % 32), column from idx / 32
        for (v0, v1, v3) in (0..8).map(|v| (v % 2, (v / 2) % 2, v / 4)) {
            let idx = at(&c, t, v0 + 2 * v1 + 4 * v3);
            assert_eq!(
                (mma_m(t, 0, v1), mma_n::<2>(t, 0, v3) + v0),
                (idx % 32, idx / 32),
                "C, thread {t}"
            );
        }
        // ldmatrix rows: a lane's 8 values are one 16-byte row of the (32,16) tile
        let (ia, ib) = (at(&sa, t, 0), at(&sb, t, 0));
        assert_eq!(ldsm_a(t, 0, 0), (ia % 32, ia / 32), "A, thread {t}");
        assert_eq!(ldsm_b::<2>(t, 0, 0), (ib % 32, ib / 32), "B, thread {t}");
    }
}

/// The shared tiles' offsets are linear in steps of 8 rows (the kernel adds those steps as
/// constants to a lane's row address): for every row, k and stage.
#[test]
fn sgemm_sm80_shared_offsets_step_linearly_in_rows() {
    use gemm_kernels::sgemm_sm80::{row_step_bytes, smem_offset};
    for rows in [8, 16, 32, 64] {
        let step = row_step_bytes(rows) as i32 / 2;
        for stage in 0..3 {
            for row in 0..128 - rows {
                for k in 0..64 {
                    assert_eq!(
                        smem_offset(row + rows, k, stage),
                        smem_offset(row, k, stage) + step,
                        "row {row} + {rows}, k {k}, stage {stage}"
                    );
                    assert_eq!(
                        smem_offset(row, k, stage),
                        smem_offset(row, k, 0) + 8192 * stage
                    );
                }
            }
        }
    }
}

/// The MMA value maps of the pipelined kernels cover the `128 x 128` C tile once, in runs of 4
/// rows and columns starting at multiples of 4 (the 16-byte shared reads); `WarpTiledValues`
/// gives each warp one `32 x 64` block.
#[test]
fn pipelined_value_maps_cover_the_tile_once() {
    use gemm_kernels::sgemm_1::{MmaValues, PermutedValues};
    use gemm_kernels::sgemm_2_pipelined::WarpTiledValues;
    fn cover<P: MmaValues>() -> Vec<(i32, i32, i32)> {
        let mut seen = vec![0u8; 128 * 128];
        let mut owner = Vec::new();
        for t in 0..256 {
            for i in 0..8 {
                for j in 0..8 {
                    let (r, c) = (P::row(t, i), P::col(t, j));
                    assert!(
                        (0..128).contains(&r) && (0..128).contains(&c),
                        "{t} {i} {j}"
                    );
                    seen[(r + 128 * c) as usize] += 1;
                    owner.push((t, r, c));
                }
            }
            for v in [0, 4] {
                assert_eq!(P::row(t, v) % 4, 0);
                assert_eq!(P::col(t, v) % 4, 0);
                for e in 1..4 {
                    assert_eq!(P::row(t, v + e), P::row(t, v) + e);
                    assert_eq!(P::col(t, v + e), P::col(t, v) + e);
                }
            }
        }
        assert!(seen.iter().all(|&n| n == 1));
        owner
    }
    cover::<PermutedValues>();
    for (t, r, c) in cover::<WarpTiledValues>() {
        let warp = t / 32;
        assert_eq!(
            (r / 32, c / 64),
            (warp % 4, warp / 4),
            "thread {t} at ({r},{c})"
        );
    }
}
