//! The GEMM kernels (`gpu_kernels::kernels::sgemm_1`): their launch shape, the problems they
//! take, and a CPU emulation (a block's threads concurrent, meeting at its barriers).

use crate::block::{run_blocks, Shared};
use gpu_kernels::kernels::sgemm_1::{sgemm_1, SmemA, SmemB, BLK_K, BLK_M, BLK_N, THREADS};
use gpu_kernels::smem::{SmemTile, TileLayout};
use std::fmt;

/// An NT GEMM problem: `C (M,N):(_1,ldC) = alpha * A (M,K):(_1,ldA) * B (N,K):(_1,ldB)^T +
/// beta * C`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GemmNt {
    /// Rows of A and C.
    pub m: u32,
    /// Rows of B, columns of C.
    pub n: u32,
    /// Columns of A and B.
    pub k: u32,
    /// `alpha`.
    pub alpha: f32,
    /// `beta`.
    pub beta: f32,
}

/// A problem `sgemm_1` cannot take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GemmShapeError {
    /// `(M, N, K)`.
    pub mnk: (u32, u32, u32),
}

impl fmt::Display for GemmShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (m, n, k) = self.mnk;
        write!(
            f,
            "sgemm_1: (M,N,K) = ({m},{n},{k}): M and N must be positive multiples of \
             {BLK_M} and {BLK_N} and K of {BLK_K} (the tutorial's kernel has no predication)"
        )
    }
}

impl std::error::Error for GemmShapeError {}

impl GemmNt {
    /// Checks the shape against the kernel's tile.
    pub fn validate(&self) -> Result<(), GemmShapeError> {
        let ok = |x: u32, t: i32| x > 0 && x % t as u32 == 0;
        if ok(self.m, BLK_M) && ok(self.n, BLK_N) && ok(self.k, BLK_K) {
            Ok(())
        } else {
            Err(GemmShapeError {
                mnk: (self.m, self.n, self.k),
            })
        }
    }

    /// The launch: grid `(M / 128, N / 128)`, 256 threads.
    pub fn launch(&self) -> ((u32, u32, u32), u32) {
        ((self.m / BLK_M as u32, self.n / BLK_N as u32, 1), THREADS)
    }
}

/// Runs `sgemm_1_nt` on the CPU on column-major `a` (`M x K`), `b` (`N x K`) and `c`
/// (`M x N`), leading dimensions `M`, `N`, `M`.
pub fn emulate_sgemm_1(
    p: &GemmNt,
    a: &[f32],
    b: &[f32],
    c: &mut [f32],
) -> Result<(), GemmShapeError> {
    p.validate()?;
    let (m, n, k) = (p.m as usize, p.n as usize, p.k as usize);
    assert!(
        a.len() >= m * k && b.len() >= n * k && c.len() >= m * n,
        "buffers too short"
    );
    let (grid, threads) = p.launch();
    let (pa, pb, pc) = (
        Shared(a.as_ptr() as *mut f32),
        Shared(b.as_ptr() as *mut f32),
        Shared(c.as_mut_ptr()),
    );
    let mut sa = vec![0.0f32; <SmemA as TileLayout>::COSIZE];
    let mut sb = vec![0.0f32; <SmemB as TileLayout>::COSIZE];
    let (ta, tb) = (Shared(sa.as_mut_ptr()), Shared(sb.as_mut_ptr()));
    let (mi, ni, ki) = (p.m as i32, p.n as i32, p.k as i32);
    run_blocks(grid, threads, |g, sync| {
        let (pa, pb, pc, ta, tb) = (pa, pb, pc, ta, tb);
        // SAFETY: the buffers hold the layouts' elements (checked above), the shape is a
        // multiple of the tile, and the tiles hold their layouts' cosize.
        unsafe {
            let tiles = (
                SmemTile::<f32, SmemA>::from_host_ptr(ta.0),
                SmemTile::<f32, SmemB>::from_host_ptr(tb.0),
            );
            sgemm_1(
                g,
                (mi, ni, ki),
                p.alpha,
                (pa.0 as *const f32, mi),
                (pb.0 as *const f32, ni),
                p.beta,
                (pc.0, mi),
                tiles,
                sync,
            )
        }
    });
    Ok(())
}
