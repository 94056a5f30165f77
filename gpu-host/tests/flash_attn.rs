//! FlashAttention-2's forward kernel body (`gemm_kernels::flash_attn_sm80`) run in the block
//! emulator on small whole-block problems, checked against attention computed in `f64` from the
//! same `f16` inputs: non-causal and causal (bottom-right aligned), grouped-query heads.
//!
//! The body runs with 64x32 blocks of head dim 64 (`kBlockM` 64: one MMA tile of the 4 warps
//! along M; `kBlockN` 32: two k-blocks of `P V`), not the GPU entry points' 128x128 and
//! 128x64: the same code on smaller fragments, which the host compiler optimises in a fraction
//! of the time (the GPU configurations are checked on the GPU, `scripts/attention_bench.py`).

use gpu_host::emulate::run_grid;
use layout_core::numeric::f16;
use layout_core::prelude::*;
use std::sync::Mutex;

/// Problem sizes: batch, query and key lengths, heads of Q and of K/V (head dim 64).
#[derive(Clone, Copy)]
struct Problem {
    b: usize,
    sq: usize,
    sk: usize,
    h: usize,
    hk: usize,
}
const D: usize = 64;
/// The blocks of queries and keys (`kBlockM`, `kBlockN`).
const BM: usize = 64;
const BN: usize = 32;

/// Deterministic values in [-1, 1).
fn values(n: usize, salt: u64) -> Vec<f16> {
    let mut x = salt.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            f16::from_f32(((x >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0) as f32)
        })
        .collect()
}

/// `O = softmax(Q K^T * scale) V` and the log-sum-exp, in f64.
fn reference(
    p: Problem,
    q: &[f16],
    k: &[f16],
    v: &[f16],
    scale: f64,
    causal: bool,
) -> (Vec<f64>, Vec<f64>) {
    let mut o = vec![0.0; p.b * p.sq * p.h * D];
    let mut lse = vec![0.0; p.b * p.h * p.sq];
    let at = |s: usize, hh: usize, n: usize, heads: usize, b: usize| ((b * n + s) * heads + hh) * D;
    for b in 0..p.b {
        for h in 0..p.h {
            let hk = h / (p.h / p.hk);
            for i in 0..p.sq {
                let limit = i as i64 + p.sk as i64 - p.sq as i64; // causal: keys j <= limit
                let scores: Vec<f64> = (0..p.sk)
                    .map(|j| {
                        if causal && j as i64 > limit {
                            f64::NEG_INFINITY
                        } else {
                            let (qi, kj) = (at(i, h, p.sq, p.h, b), at(j, hk, p.sk, p.hk, b));
                            (0..D)
                                .map(|d| q[qi + d].to_f64() * k[kj + d].to_f64())
                                .sum::<f64>()
                                * scale
                        }
                    })
                    .collect();
                let m = scores.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
                let w: Vec<f64> = scores.iter().map(|s| (s - m).exp()).collect();
                let sum: f64 = w.iter().sum();
                lse[(b * p.h + h) * p.sq + i] = m + sum.ln();
                for d in 0..D {
                    o[at(i, h, p.sq, p.h, b) + d] = (0..p.sk)
                        .map(|j| w[j] * v[at(j, hk, p.sk, p.hk, b) + d].to_f64())
                        .sum::<f64>()
                        / sum;
                }
            }
        }
    }
    (o, lse)
}

fn run(p: Problem, causal: bool) {
    let q = values(p.b * p.sq * p.h * D, 1);
    let k = values(p.b * p.sk * p.hk * D, 2);
    let v = values(p.b * p.sk * p.hk * D, 3);
    let scale = 1.0 / (D as f32).sqrt();
    let o = Mutex::new(vec![f16::ZERO; q.len()]);
    let lse = Mutex::new(vec![0.0_f32; p.b * p.h * p.sq]);
    let (o_at, lse_at) = (
        o.lock().unwrap().as_mut_ptr() as usize,
        lse.lock().unwrap().as_mut_ptr() as usize,
    );
    let smem = Mutex::new(vec![f16::ZERO; (BM + 2 * BN) * D]);
    let smem_at = smem.lock().unwrap().as_mut_ptr() as usize;
    let sizes = (p.sq as i32, p.sk as i32, p.h as i32, p.hk as i32);
    run_grid(((p.sq / BM) as u32, p.b as u32, p.h as u32), 128, |g| {
        // SAFETY: the buffers hold the problem's tensors; blocks run one after another, so the
        // shared buffer is one block's at a time.
        let smem = unsafe { make_smem_ptr(smem_at as *mut f16) };
        gemm_kernels::flash_fwd_body!(
            (_64, _64, _32, _1, _4, _8, _4, 2),
            g,
            q.as_ptr(),
            k.as_ptr(),
            v.as_ptr(),
            o_at as *mut f16,
            lse_at as *mut f32,
            sizes,
            scale,
            causal,
            smem
        );
    });
    let (want_o, want_lse) = reference(p, &q, &k, &v, f64::from(scale), causal);
    let o = o.lock().unwrap();
    let err = o
        .iter()
        .zip(&want_o)
        .map(|(x, y)| (x.to_f64() - y).abs())
        .fold(0.0, f64::max);
    let lse = lse.lock().unwrap();
    let lse_err = lse
        .iter()
        .zip(&want_lse)
        .map(|(x, y)| (f64::from(*x) - y).abs())
        .fold(0.0, f64::max);
    assert!(err < 4e-3, "largest error of O {err}");
    assert!(lse_err < 1e-3, "largest error of LSE {lse_err}");
}

#[test]
fn hd64_non_causal_gqa() {
    run(
        Problem {
            b: 1,
            sq: 128,
            sk: 192,
            h: 2,
            hk: 1,
        },
        false,
    );
}

#[test]
fn hd64_causal_bottom_right() {
    run(
        Problem {
            b: 1,
            sq: 128,
            sk: 256,
            h: 1,
            hk: 1,
        },
        true,
    );
}
