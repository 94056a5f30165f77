//! The GEMM kernels (`gemm_kernels::sgemm_1`, `sgemm_2`, `sgemm_1_tensor`,
//! `sgemm_2_pipelined`): their launch shape, the
//! problems they take, and a CPU emulation (a block's threads concurrent, meeting at its
//! barriers).

use crate::block::{run_blocks, Shared};
use gemm_kernels::sgemm_1::PermutedValues;
use gemm_kernels::sgemm_1::{sgemm_1, SmemA, SmemB, BLK_M, BLK_N, THREADS};
use gemm_kernels::sgemm_1_tensor::{sgemm_1_tensor, whole_tile_or_pred};
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

/// The GEMM kernels of the PTX. Every one takes any `M`, `N`, `K` and 4-byte aligned A and B
/// with any leading dimensions: the blocks whose tile lies inside the problem (16-byte aligned
/// operands, K a multiple of 8) run the kernel's body as the tutorials write it, the other
/// blocks CuTe's predicated `sgemm_1_tensor_pred`; [`Sgemm::V2PipelinedWarpAny`] predicates
/// its edge blocks itself.
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
    /// `sgemm_2_pipelined_warp_any_nt`: the same body with its own predication (the K residue
    /// first, edge blocks element by element, as CUTLASS's mainloop).
    V2PipelinedWarpAny,
}

/// The GEMM entry points, in the order of `gemm_kernels::sgemm_kernels!` (the only place their
/// names are written): [`Sgemm::V1`], [`Sgemm::V2`], [`Sgemm::V1Tensor`],
/// [`Sgemm::V2Pipelined`], [`Sgemm::V2PipelinedWarp`], [`Sgemm::V2PipelinedWarpAny`].
pub const GEMM_NAMES: [&str; 6] = gemm_kernels::sgemm_kernels!(kernel_names);

/// The tensor-core GEMM entry points (`mma.sync`), in the order of
/// `gemm_kernels::sgemm_sm80_kernels!`: `f16`, `f32` and `bf16`-input accumulators, for any `M`,
/// `N`, `K`.
pub const SM80_GEMM_NAMES: [&str; 3] = gemm_kernels::sgemm_sm80_kernels!(kernel_names);

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

    /// Whether the kernel predicates its edge blocks itself (the others run CuTe's predicated
    /// `sgemm_1_tensor_pred` there).
    pub fn own_predication(self) -> bool {
        self == Sgemm::V2PipelinedWarpAny
    }
}

/// A problem the GEMM kernels cannot take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GemmShapeError {
    /// C is empty (M or N is 0: no block to launch).
    Empty {
        /// `(M, N, K)`.
        mnk: (u32, u32, u32),
    },
}

impl fmt::Display for GemmShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GemmShapeError::Empty { mnk: (m, n, k) } => write!(
                f,
                "sgemm: (M,N,K) = ({m},{n},{k}): M and N must be positive (no block to launch)"
            ),
        }
    }
}

impl std::error::Error for GemmShapeError {}

impl GemmNt {
    /// Checks the shape: any positive `M` and `N`, any `K` (the kernels predicate the blocks
    /// at the edges of C and the k-tile that K cuts).
    pub fn validate(&self) -> Result<(), GemmShapeError> {
        if self.m > 0 && self.n > 0 {
            Ok(())
        } else {
            Err(GemmShapeError::Empty {
                mnk: (self.m, self.n, self.k),
            })
        }
    }

    /// The launch: grid `(ceil(M / 128), ceil(N / 128))`, 256 threads.
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
            let pipes = (
                SmemTile::<f32, SmemAPipe>::from_host_ptr(ta.0),
                SmemTile::<f32, SmemBPipe>::from_host_ptr(tb.0),
            );
            let (mnk, a, b, c) = (
                (mi, ni, ki),
                (pa.0 as *const f32, mi),
                (pb.0 as *const f32, ni),
                (pc.0, mi),
            );
            let (alpha, beta) = (p.alpha, p.beta);
            // what the entry points run: `$body` over `$tiles` on the blocks inside the
            // problem, CuTe's predicated body on the others (`gemm_kernels::sgemm_kernels!`)
            macro_rules! whole_or_pred {
                ($body:expr, $tiles:expr) => {
                    whole_tile_or_pred(g, mnk, alpha, a, b, beta, c, $tiles, sync, || {
                        $body(g, mnk, alpha, a, b, beta, c, $tiles, sync)
                    })
                };
            }
            match kernel {
                Sgemm::V1 => whole_or_pred!(sgemm_1, tiles),
                Sgemm::V2 => whole_or_pred!(sgemm_2::<GlobalNc>, tiles),
                Sgemm::V1Tensor => whole_or_pred!(sgemm_1_tensor, tiles),
                Sgemm::V2Pipelined => {
                    whole_or_pred!(sgemm_2_pipelined::<PermutedValues, GlobalNc, false>, pipes)
                }
                Sgemm::V2PipelinedWarp => {
                    whole_or_pred!(sgemm_2_pipelined::<WarpTiledValues, GlobalNc, false>, pipes)
                }
                Sgemm::V2PipelinedWarpAny => sgemm_2_pipelined::<WarpTiledValues, GlobalNc, true>(
                    g, mnk, alpha, a, b, beta, c, pipes, sync,
                ),
            }
        }
    });
    Ok(())
}
