//! `sgemm_1`, `sgemm_2` and `sgemm_1_tensor` on the CPU (a block's threads concurrent, with its barriers) against a plain
//! triple loop in f64, on several tile counts, depths, alpha and beta; bad shapes rejected.

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
    for kernel in [Sgemm::V1, Sgemm::V2, Sgemm::V1Tensor] {
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
    ] {
        let p = GemmNt {
            m,
            n,
            k,
            alpha,
            beta,
        };
        let (mu, nu, ku) = (m as usize, n as usize, k as usize);
        let a = aligned(&values(mu * ku, 1 + m as u64));
        let b = aligned(&values(nu * ku, 2 + n as u64));
        let (a, b) = (a.as_slice(), b.as_slice());
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
}

#[test]
fn sgemm_rejects_problems_it_cannot_take() {
    let p = GemmNt {
        m: 100,
        n: 128,
        k: 8,
        alpha: 1.0,
        beta: 0.0,
    };
    let err = emulate_sgemm(Sgemm::V1, &p, &[0.0; 800], &[0.0; 1024], &mut [0.0; 12800]);
    let err = err.unwrap_err();
    assert!(err.to_string().contains("(M,N,K) = (100,128,8)"), "{err}");
    let p = GemmNt { m: 128, ..p };
    let a = AlignedBuffer::new(1025, 0.0f32);
    let b = AlignedBuffer::new(1024, 0.0f32);
    let err = emulate_sgemm(
        Sgemm::V2,
        &p,
        &a.as_slice()[1..],
        b.as_slice(),
        &mut [0.0; 16384],
    );
    assert_eq!(err.unwrap_err(), gpu_host::gemm::GemmShapeError::Misaligned);
}
