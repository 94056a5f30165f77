//! `gemm_kernels::sgemm_sm80_atoms` (CuTe's `sgemm_sm80` tutorial written on the library's
//! atoms: `cp.async` into swizzled shared stages, `ldmatrix`, `mma.sync`) run in the block
//! emulator, block after block, on whole-tile shapes, against a plain loop.

use gemm_kernels::sgemm_sm80_atoms::{gemm_tn_f16, gemm_tn_f32, STAGES};
use gpu_host::emulate::run_block;
use layout_core::numeric::{f16, f16_to_f32};
use layout_core::prelude::*;

/// Shared elements of one operand: `128 x 64` per stage.
const SMEM_ELEMS: usize = 128 * 64 * STAGES as usize;

/// Small integers in `-2..=2`, exact in `f16` and in every sum below (`|sum| <= 4 K`).
fn value(i: usize, salt: usize) -> f32 {
    ((i * 7 + salt * 13 + i / 61) % 5) as f32 - 2.0
}

/// A 16-byte aligned buffer of `len` halves (`cp.async` copies 16-byte vectors).
struct Halves {
    storage: Vec<u128>,
    len: usize,
}

impl Halves {
    fn new(values: impl Iterator<Item = f32>, len: usize) -> Halves {
        let mut h = Halves {
            storage: vec![0; len.div_ceil(8)],
            len,
        };
        for (slot, x) in h.as_mut_slice().iter_mut().zip(values) {
            *slot = f16::from_f32(x);
        }
        h
    }
    fn as_mut_slice(&mut self) -> &mut [f16] {
        // SAFETY: `storage` holds at least `len` halves, aligned to 16 bytes.
        unsafe { std::slice::from_raw_parts_mut(self.storage.as_mut_ptr().cast(), self.len) }
    }
    fn ptr(&self) -> *const f16 {
        self.storage.as_ptr().cast()
    }
}

/// A raw pointer the emulated threads share.
#[derive(Clone, Copy)]
struct Ptr<T>(*mut T);
// SAFETY: the kernel's contract: each thread writes its own elements of C and of the shared
// stages between barriers.
unsafe impl<T> Send for Ptr<T> {}
// SAFETY: as above.
unsafe impl<T> Sync for Ptr<T> {}

impl<T> Ptr<T> {
    /// The pointer (a method, so that closures capture the whole `Ptr`).
    fn get(self) -> *mut T {
        self.0
    }
}

/// Runs `body` on every block of an `(M / 128, N / 128)` grid of 128 threads, each block with
/// its own zeroed shared stages of `A` and `B`.
fn run_grid(
    (m, n): (usize, usize),
    body: impl Fn(gpu_kernels::grid::Grid, (SmemPtr<f16>, SmemPtr<f16>)) + Sync,
) {
    let grid = ((m / 128) as u32, (n / 128) as u32, 1);
    for by in 0..grid.1 {
        for bx in 0..grid.0 {
            let mut smem = vec![0u128; 2 * SMEM_ELEMS / 8];
            let s = Ptr(smem.as_mut_ptr().cast::<f16>());
            run_block((bx, by, 0), grid, 128, |g| {
                let s = s.get();
                // SAFETY: the two halves of `smem` hold the A and B stages (the body's
                // contract: 128 * 64 * 3 halves each, 16-byte aligned).
                let ptrs = unsafe { (make_smem_ptr(s), make_smem_ptr(s.add(SMEM_ELEMS))) };
                body(g, ptrs);
            });
        }
    }
}

/// `(A, B, C0, want)` of an `M x N x K` problem: `A (M,K):(K,1)`, `B (N,K):(K,1)`, `C
/// (M,N):(1,M)`, `want = alpha A B^T + beta C0`.
fn problem(
    (m, n, k): (usize, usize, usize),
    alpha: f32,
    beta: f32,
) -> (Halves, Halves, Vec<f32>, Vec<f32>) {
    let a = Halves::new((0..m * k).map(|i| value(i, 1)), m * k);
    let b = Halves::new((0..n * k).map(|i| value(i, 2)), n * k);
    let c0: Vec<f32> = (0..m * n).map(|i| value(i, 3)).collect();
    let mut want = vec![0.0; m * n];
    for i in 0..m {
        for j in 0..n {
            let dot: f32 = (0..k)
                .map(|l| value(i * k + l, 1) * value(j * k + l, 2))
                .sum();
            want[i + m * j] = alpha * dot + beta * c0[i + m * j];
        }
    }
    (a, b, c0, want)
}

/// A body of the kernel: `gemm_tn_f32` or `gemm_tn_f16` (`C` and the accumulators in `T`).
type Body<T> = unsafe fn(
    gpu_kernels::grid::Grid,
    (i32, i32, i32),
    f32,
    (*const f16, i32),
    (*const f16, i32),
    f32,
    (*mut T, i32),
    (SmemPtr<f16>, SmemPtr<f16>),
);

/// Runs `body` on an `M x N x K` problem with `C` in `T` (`to_c` and `from_c` convert) and
/// compares with the plain loop. The values are integers below 2048 in magnitude: exact in
/// `f16` and `f32`.
fn check<T: Copy>(
    body: Body<T>,
    (to_c, from_c): (fn(f32) -> T, fn(T) -> f32),
    (m, n, k): (usize, usize, usize),
    alpha: f32,
    beta: f32,
) {
    let (a, b, c0, want) = problem((m, n, k), alpha, beta);
    let mut c: Vec<T> = c0.iter().map(|&x| to_c(x)).collect();
    let (pa, pb, pc) = (
        Ptr(a.ptr() as *mut f16),
        Ptr(b.ptr() as *mut f16),
        Ptr(c.as_mut_ptr()),
    );
    let mnk = (m as i32, n as i32, k as i32);
    run_grid((m, n), |g, s| {
        let (pa, pb, pc) = (pa, pb, pc);
        // SAFETY: A, B, C hold the problem's layouts; whole tiles; every thread runs the body.
        unsafe {
            body(
                g,
                mnk,
                alpha,
                (pa.0, mnk.2),
                (pb.0, mnk.2),
                beta,
                (pc.0, mnk.0),
                s,
            )
        }
    });
    let got: Vec<f32> = c.iter().map(|&x| from_c(x)).collect();
    assert_eq!(got, want, "{m}x{n}x{k} alpha {alpha} beta {beta}");
}

/// `C` in `f32`.
const F32: (fn(f32) -> f32, fn(f32) -> f32) = (|x| x, |x| x);
/// `C` in `f16`.
const F16: (fn(f32) -> f16, fn(f16) -> f32) = (f16::from_f32, f16_to_f32);

#[test]
fn f32_accumulators_one_block_two_k_tiles() {
    check(gemm_tn_f32, F32, (128, 128, 128), 1.0, 0.0);
}

#[test]
fn f32_accumulators_two_blocks_three_k_tiles_alpha_beta() {
    check(gemm_tn_f32, F32, (256, 128, 192), 0.5, -2.0);
}

#[test]
fn f16_accumulators_blocks_along_n_four_k_tiles() {
    check(gemm_tn_f16, F16, (128, 256, 256), 1.0, 0.0);
}

#[test]
fn f16_accumulators_alpha_beta() {
    check(gemm_tn_f16, F16, (128, 128, 64), 2.0, 1.0);
}
