//! The GEMM kernels (`gemm_kernels::sgemm_1`, `sgemm_2`, `sgemm_1_tensor`,
//! `sgemm_2_pipelined`): their launch shape, the
//! problems they take, and a CPU emulation (a block's threads concurrent, meeting at its
//! barriers).

use crate::block::{run_blocks, Shared};
use gemm_kernels::sgemm_1::PermutedValues;
use gemm_kernels::sgemm_1::{sgemm_1, SmemA, SmemB, BLK_K, BLK_M, BLK_N, THREADS};
use gemm_kernels::sgemm_1_tensor::sgemm_1_tensor;
use gemm_kernels::sgemm_2::sgemm_2;
use gemm_kernels::sgemm_2_pipelined::{sgemm_2_pipelined, SmemAPipe, SmemBPipe, WarpTiledValues};
use gpu_kernels::kernel_names;
use gpu_kernels::mem::GlobalNc;
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

/// The GEMM kernels of the PTX.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sgemm {
    /// `sgemm_1_nt`.
    V1,
    /// `sgemm_2_nt` (16-byte vector copies: 16-byte aligned A and B).
    V2,
    /// `sgemm_1_tensor_nt`: `sgemm_1` written with tensors, partitions and fragments.
    V1Tensor,
    /// `sgemm_2_pipelined_nt`: `sgemm_2` with two shared pipes and register fragments
    /// pipelined over k-blocks (16-byte aligned A and B).
    V2Pipelined,
    /// `sgemm_2_pipelined_warp_nt`: the same with each warp on a `32 x 64` block of C.
    V2PipelinedWarp,
    /// `sgemm_2_pipelined_warp_any_nt`: the same body with CuTe's predication: any `M`, `N`,
    /// `K`, 4-byte aligned A and B with any leading dimensions.
    V2PipelinedWarpAny,
}

/// The GEMM entry points, in the order of `gemm_kernels::sgemm_kernels!` (the only place their
/// names are written): [`Sgemm::V1`], [`Sgemm::V2`], [`Sgemm::V1Tensor`],
/// [`Sgemm::V2Pipelined`], [`Sgemm::V2PipelinedWarp`], [`Sgemm::V2PipelinedWarpAny`].
pub const GEMM_NAMES: [&str; 6] = gemm_kernels::sgemm_kernels!(kernel_names);

/// The tensor-core GEMM entry points (`mma.sync`), in the order of
/// `gemm_kernels::sgemm_sm80_kernels!`: `f16`, `f32` and `bf16`-input accumulators, then the
/// same three for any `M`, `N`, `K` (`sgemm_sm80_any_tn_*`).
pub const SM80_GEMM_NAMES: [&str; 6] = gemm_kernels::sgemm_sm80_kernels!(kernel_names);

/// The Hopper GEMM entry points (`wgmma`, sm_90a PTX only), in the order of
/// `gemm_kernels::wgmma_sm90_kernels!`: CuTe's `wgmma_sm90` tutorial, TN and NT, as the tutorial
/// waits and pipelined.
pub const SM90_GEMM_NAMES: [&str; 5] = gemm_kernels::wgmma_sm90_kernels!(kernel_names);

/// The TMA Hopper GEMM entry points (sm_90a PTX only), in the order of
/// `gemm_kernels::wgmma_tma_sm90_kernels!`: CuTe's `wgmma_tma_sm90` tutorial (TN), `f16` and
/// `f32` accumulators.
pub const SM90_TMA_GEMM_NAMES: [&str; 2] = gemm_kernels::wgmma_tma_sm90_kernels!(kernel_names);

/// The warp-specialised persistent Hopper GEMM entry points (sm_90a PTX only), in the order of
/// `gemm_kernels::wgmma_tma_ws_sm90_kernels!`: 128 x 256 tiles, a TMA producer warpgroup and two
/// consumer warpgroups; `f16` and `f32` accumulators, and `f32` accumulation with `C` in `f16`.
pub const SM90_WS_GEMM_NAMES: [&str; 3] = gemm_kernels::wgmma_tma_ws_sm90_kernels!(kernel_names);

impl Sgemm {
    /// Every GEMM kernel, in the order of [`GEMM_NAMES`].
    pub const ALL: [Sgemm; 6] = [
        Sgemm::V1,
        Sgemm::V2,
        Sgemm::V1Tensor,
        Sgemm::V2Pipelined,
        Sgemm::V2PipelinedWarp,
        Sgemm::V2PipelinedWarpAny,
    ];

    /// Bytes of each of the kernel's two shared tiles (A and B): the cosize of its tile layout
    /// in floats (`SmemA`, or the two pipes of `SmemAPipe`).
    pub fn tile_bytes(self) -> usize {
        let cosize = match self {
            Sgemm::V1 | Sgemm::V2 | Sgemm::V1Tensor => <SmemA as TileLayout>::COSIZE,
            Sgemm::V2Pipelined | Sgemm::V2PipelinedWarp | Sgemm::V2PipelinedWarpAny => {
                <SmemAPipe as TileLayout>::COSIZE
            }
        };
        cosize * std::mem::size_of::<f32>()
    }

    /// The entry point's name.
    pub fn name(self) -> &'static str {
        match self {
            Sgemm::V1 => GEMM_NAMES[0],
            Sgemm::V2 => GEMM_NAMES[1],
            Sgemm::V1Tensor => GEMM_NAMES[2],
            Sgemm::V2Pipelined => GEMM_NAMES[3],
            Sgemm::V2PipelinedWarp => GEMM_NAMES[4],
            Sgemm::V2PipelinedWarpAny => GEMM_NAMES[5],
        }
    }

    /// Whether the kernel takes any `M`, `N`, `K` (predicated copies and epilogue; any leading
    /// dimensions, 4-byte aligned A and B).
    pub fn predicated(self) -> bool {
        self == Sgemm::V2PipelinedWarpAny
    }

    /// Whether the kernel reads A and B as 16-byte vectors only (16-byte aligned buffers).
    pub fn vector_copies(self) -> bool {
        matches!(
            self,
            Sgemm::V2 | Sgemm::V2Pipelined | Sgemm::V2PipelinedWarp
        )
    }
}

/// A problem a GEMM kernel cannot take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GemmShapeError {
    /// M, N or K is not a multiple of the tile.
    Shape {
        /// `(M, N, K)`.
        mnk: (u32, u32, u32),
    },
    /// A predicated kernel got an empty C (M or N is 0: no block to launch).
    Empty {
        /// `(M, N, K)`.
        mnk: (u32, u32, u32),
    },
    /// `sgemm_2` (or `sgemm_2_pipelined`) got an A or B buffer that is not 16-byte aligned.
    Misaligned,
}

impl fmt::Display for GemmShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GemmShapeError::Shape { mnk: (m, n, k) } => write!(
                f,
                "sgemm: (M,N,K) = ({m},{n},{k}): M and N must be positive multiples of \
                 {BLK_M} and {BLK_N} and K of {BLK_K} (the tutorials' kernels have no \
                 predication)"
            ),
            GemmShapeError::Empty { mnk: (m, n, k) } => write!(
                f,
                "sgemm: (M,N,K) = ({m},{n},{k}): M and N must be positive (no block to launch)"
            ),
            GemmShapeError::Misaligned => {
                write!(
                    f,
                    "sgemm_2: A and B must be 16-byte aligned (128-bit copies)"
                )
            }
        }
    }
}

impl std::error::Error for GemmShapeError {}

impl GemmNt {
    /// Checks the shape for `kernel`: a multiple of the tile, or for a predicated kernel
    /// ([`Sgemm::predicated`]) positive `M` and `N`.
    pub fn validate_for(&self, kernel: Sgemm) -> Result<(), GemmShapeError> {
        if !kernel.predicated() {
            return self.validate();
        }
        if self.m > 0 && self.n > 0 {
            Ok(())
        } else {
            Err(GemmShapeError::Empty {
                mnk: (self.m, self.n, self.k),
            })
        }
    }

    /// Checks the shape against the kernel's tile.
    pub fn validate(&self) -> Result<(), GemmShapeError> {
        let ok = |x: u32, t: i32| x > 0 && x.is_multiple_of(t as u32);
        if ok(self.m, BLK_M) && ok(self.n, BLK_N) && ok(self.k, BLK_K) {
            Ok(())
        } else {
            Err(GemmShapeError::Shape {
                mnk: (self.m, self.n, self.k),
            })
        }
    }

    /// The launch: grid `(ceil(M / 128), ceil(N / 128))`, 256 threads (`(M / 128, N / 128)`
    /// for the shapes the unpredicated kernels take).
    pub fn launch(&self) -> ((u32, u32, u32), u32) {
        let blocks = |x: u32, t: i32| x.div_ceil(t as u32);
        ((blocks(self.m, BLK_M), blocks(self.n, BLK_N), 1), THREADS)
    }
}

/// Runs `kernel` on the CPU on column-major `a` (`M x K`), `b` (`N x K`) and `c` (`M x N`),
/// leading dimensions `M`, `N`, `M`.
pub fn emulate_sgemm(
    kernel: Sgemm,
    p: &GemmNt,
    a: &[f32],
    b: &[f32],
    c: &mut [f32],
) -> Result<(), GemmShapeError> {
    p.validate_for(kernel)?;
    if kernel.vector_copies() && !(a.as_ptr() as usize | b.as_ptr() as usize).is_multiple_of(16) {
        return Err(GemmShapeError::Misaligned);
    }
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
    // one buffer per operand, for the larger of the kernels' tiles (two pipes)
    let cosize_a = <SmemA as TileLayout>::COSIZE.max(<SmemAPipe as TileLayout>::COSIZE);
    let cosize_b = <SmemB as TileLayout>::COSIZE.max(<SmemBPipe as TileLayout>::COSIZE);
    let mut sa = vec![0.0f32; cosize_a];
    let mut sb = vec![0.0f32; cosize_b];
    let (ta, tb) = (Shared(sa.as_mut_ptr()), Shared(sb.as_mut_ptr()));
    let (mi, ni, ki) = (p.m as i32, p.n as i32, p.k as i32);
    run_blocks(grid, threads, |g, sync| {
        let (pa, pb, pc, ta, tb) = (pa, pb, pc, ta, tb);
        // SAFETY: the buffers hold the layouts' elements (checked above), the shape is a
        // multiple of the tile (or the kernel predicated), and the tiles hold their layouts'
        // cosize.
        unsafe {
            let tiles = (
                SmemTile::<f32, SmemA>::from_host_ptr(ta.0),
                SmemTile::<f32, SmemB>::from_host_ptr(tb.0),
            );
            let (a, b) = ((pa.0 as *const f32, mi), (pb.0 as *const f32, ni));
            // the pipelined kernel with values `$values`, predicated or not
            macro_rules! pipelined {
                ($values:ty, $any:literal) => {
                    sgemm_2_pipelined::<$values, GlobalNc, $any>(
                        g,
                        (mi, ni, ki),
                        p.alpha,
                        a,
                        b,
                        p.beta,
                        (pc.0, mi),
                        (
                            SmemTile::<f32, SmemAPipe>::from_host_ptr(ta.0),
                            SmemTile::<f32, SmemBPipe>::from_host_ptr(tb.0),
                        ),
                        sync,
                    )
                };
            }
            match kernel {
                Sgemm::V1 => sgemm_1(
                    g,
                    (mi, ni, ki),
                    p.alpha,
                    a,
                    b,
                    p.beta,
                    (pc.0, mi),
                    tiles,
                    sync,
                ),
                Sgemm::V2 => sgemm_2::<GlobalNc>(
                    g,
                    (mi, ni, ki),
                    p.alpha,
                    a,
                    b,
                    p.beta,
                    (pc.0, mi),
                    tiles,
                    sync,
                ),
                Sgemm::V1Tensor => sgemm_1_tensor(
                    g,
                    (mi, ni, ki),
                    p.alpha,
                    a,
                    b,
                    p.beta,
                    (pc.0, mi),
                    tiles,
                    sync,
                ),
                Sgemm::V2Pipelined => pipelined!(PermutedValues, false),
                Sgemm::V2PipelinedWarp => pipelined!(WarpTiledValues, false),
                Sgemm::V2PipelinedWarpAny => pipelined!(WarpTiledValues, true),
            }
        }
    });
    Ok(())
}
