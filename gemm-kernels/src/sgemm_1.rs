//! `sgemm_1`: CuTe's first GEMM tutorial (`examples/cute/tutorial/sgemm_1.cu`, the NT case),
//! `C = alpha * A * B^T + beta * C` in `f32`, ported with the same layouts and structure.
//!
//! | CuTe (`gemm_nt`) | here |
//! | --- | --- |
//! | `mA = make_tensor(A, (M,K), (_1,ldA))` | [`a_layout`]: `(M,K):(_1,ldA)` |
//! | `mB = make_tensor(B, (N,K), (_1,ldB))` | [`b_layout`]: `(N,K):(_1,ldB)` |
//! | `mC = make_tensor(C, (M,N), (_1,ldC))` | [`c_layout`]: `(M,N):(_1,ldC)` |
//! | `cta_tiler = (_128,_128,_8)` | [`BLK_M`], [`BLK_N`], [`BLK_K`] |
//! | `sA = make_layout((_128,_8))`, `sB` alike | [`SmemA`], [`SmemB`]: `(_128,_8):(_1,_128)` |
//! | `tA = make_layout((_32,_8))`, `tB` alike | [`CopyThreads`]: `(_32,_8):(_1,_32)` |
//! | `tC = make_layout((_16,_16))` | [`MmaThreads`]: `(_16,_16):(_1,_16)` |
//! | `local_tile(mA, cta_tiler, (bx,by,_), Step<_1,X,_1>)` | the tile origin `(bx * 128, k * 8)` |
//! | `local_partition(gA, tA, tid)`: `(_4,_1)` per thread | [`copy_coord`] |
//! | `local_partition(sA, tC, tid, Step<_1,X>)`: `(_8,_8)` | [`mma_coord`] (rows) |
//! | `local_partition(sB, tC, tid, Step<X,_1>)`: `(_8,_8)` | [`mma_coord`] (columns) |
//! | `copy`, `__syncthreads`, `gemm`, `__syncthreads` per k-tile | the main loop of [`sgemm_1`] |
//! | `axpby(alpha, tCrC, beta, tCgC)` | the epilogue |
//!
//! Like the tutorial, the body [`sgemm_1`] needs whole tiles: `M` and `N` multiples of 128 and
//! `K` a multiple of 8. The entry point takes any shape: the blocks whose tile lies inside the
//! problem run the body as it is, the others CuTe's predicated
//! [`sgemm_1_tensor_pred`](crate::sgemm_1_tensor::sgemm_1_tensor_pred) (as every entry point of
//! [`sgemm_kernels!`](crate::sgemm_kernels) does). Entry point `sgemm_1_nt(m, n, k, alpha, a,
//! lda, b, ldb, beta, c, ldc)`; launch: grid `(ceil(M / 128), ceil(N / 128))`, 256 threads.
//!
//! ```
//! use gemm_kernels::sgemm_1::*;
//! assert_eq!(SmemA::default().to_string(), "(_128,_8):(_1,_128)");
//! assert_eq!(CopyThreads::default().to_string(), "(_32,_8):(_1,_32)");
//! // thread 37 copies rows 5, 37, 69, 101 of column 1 of the A tile
//! assert_eq!(copy_coord(37, 2), (69, 1));
//! // and computes rows 5 + 16i, columns 2 + 16j of the C tile
//! assert_eq!(mma_coord(37, 1, 3), (21, 50));
//! ```

use gpu_kernels::grid::Grid;
use gpu_kernels::smem::SmemTile;
use gpu_kernels::unroll::unroll;
use layout_core::prelude::*;

/// Tile rows (M).
pub const BLK_M: i32 = 128;
/// Tile columns (N).
pub const BLK_N: i32 = 128;
/// Tile depth (K).
pub const BLK_K: i32 = 8;
/// Threads per block.
pub const THREADS: u32 = 256;

/// The shared A tile, m-major: `(_128,_8):(_1,_128)`.
pub type SmemA = Layout<(_128, _8), (_1, _128)>;
/// The shared B tile, n-major: `(_128,_8):(_1,_128)`.
pub type SmemB = Layout<(_128, _8), (_1, _128)>;
/// The copy threads over an A or B tile: `(_32,_8):(_1,_32)`.
pub type CopyThreads = Layout<(_32, _8), (_1, _32)>;
/// The MMA threads over the C tile: `(_16,_16):(_1,_16)`.
pub type MmaThreads = Layout<(_16, _16), (_1, _16)>;

/// `(M,K):(_1,ldA)`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn a_layout(m: i32, k: i32, lda: i32) -> Layout<(i32, i32), (_1, i32)> {
    Layout::new((m, k), (_1, lda))
}
/// `(N,K):(_1,ldB)`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn b_layout(n: i32, k: i32, ldb: i32) -> Layout<(i32, i32), (_1, i32)> {
    Layout::new((n, k), (_1, ldb))
}
/// `(M,N):(_1,ldC)`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn c_layout(m: i32, n: i32, ldc: i32) -> Layout<(i32, i32), (_1, i32)> {
    Layout::new((m, n), (_1, ldc))
}

/// `local_partition(tile, CopyThreads{}, thread)`, value `i` of the thread's `(_4,_1)`: the
/// tile coordinate `(row, k)`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn copy_coord(thread: i32, i: i32) -> (i32, i32) {
    let thr = CopyThreads::default();
    let (tm, tk) = idx2crd(right_inverse(thr).call(thread), thr.shape());
    let (sm, _) = thr.shape();
    (tm.value() + sm.value() * i, tk.value())
}

/// `local_partition(tile, MmaThreads{}, thread)` of the C tile, value `(i, j)` of the
/// thread's `(_8,_8)`: the tile coordinate `(row, column)`; its row is the thread's row of
/// `tCsA` (projection `Step<_1,X>`), its column the row of `tCsB` (`Step<X,_1>`).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn mma_coord(thread: i32, i: i32, j: i32) -> (i32, i32) {
    let thr = MmaThreads::default();
    let (tm, tn) = idx2crd(right_inverse(thr).call(thread), thr.shape());
    let (sm, sn) = thr.shape();
    (tm.value() + sm.value() * i, tn.value() + sn.value() * j)
}

/// How a `TiledMMA` of `UniversalFMA` over `(_16,_16)` threads gives each thread its `(_8,_8)`
/// values of the `(_128,_128)` C tile: value `(i, j)` of thread `t` at `(row(t, i), col(t, j))`,
/// rows and columns in runs of `RUN` consecutive values (read from the shared tiles as
/// `RUN`-element vectors).
pub trait MmaValues {
    /// Consecutive rows (and columns) per run: 1 or 4.
    const RUN: usize;
    /// The tile row of value row `i` of thread `thread`.
    fn row(thread: i32, i: i32) -> i32;
    /// The tile column of value column `j` of thread `thread`.
    fn col(thread: i32, j: i32) -> i32;
}

/// The tutorials' `make_tiled_mma(UniversalFMA<float>, Layout<(_16,_16,_1)>)`: thread `(tm, tn)`
/// holds rows `tm + 16 i`, columns `tn + 16 j` ([`mma_coord`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct TutorialValues;

impl MmaValues for TutorialValues {
    const RUN: usize = 1;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn row(thread: i32, i: i32) -> i32 {
        mma_coord(thread, i, 0).0
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn col(thread: i32, j: i32) -> i32 {
        mma_coord(thread, 0, j).1
    }
}

/// The same `TiledMMA` with the permutation tile `((_16,_4,_2):(_4,_1,_64), (_16,_4,_2):(_4,_1,_64))`
/// (CuTe's `Tile<...>` argument): thread `(tm, tn)` holds rows `4 tm + i % 4 + 64 (i / 4)`,
/// columns alike, so its values of `sA` and `sB` come as two 16-byte vectors each per k step.
/// `layout-cli` gives its C layout as
/// `((_16,_16),(_1,((_4,_2),(_4,_2)))):((_4,_512),(_0,((_1,_64),(_128,_8192))))`.
#[derive(Clone, Copy, Debug, Default)]
pub struct PermutedValues;

impl MmaValues for PermutedValues {
    const RUN: usize = 4;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn row(thread: i32, i: i32) -> i32 {
        let tm = mma_coord(thread, 0, 0).0;
        4 * tm + i % 4 + 64 * (i / 4)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn col(thread: i32, j: i32) -> i32 {
        let tn = mma_coord(thread, 0, 0).1;
        4 * tn + j % 4 + 64 * (j / 4)
    }
}

/// `a * b + c` rounded once: `fma.rn.f32` on the GPU (what CuTe's `UniversalFMA` compiles to);
/// on the host, `a * b + c` (rounded twice: the emulation compares with a tolerance).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn fma(a: f32, b: f32, c: f32) -> f32 {
    #[cfg(target_arch = "nvptx64")]
    {
        // LLVM's fma: `fma.rn.f32` in the PTX
        core::intrinsics::fmaf32(a, b, c)
    }
    #[cfg(not(target_arch = "nvptx64"))]
    {
        a * b + c
    }
}

/// The kernel body, for one thread at `g`; `sync` is the block's barrier.
///
/// # Safety
/// `a`, `b`, `c` are valid for the layouts `(M,K):(_1,ldA)`, `(N,K):(_1,ldB)`,
/// `(M,N):(_1,ldC)`; `M`, `N` are multiples of 128 and `K` of 8; `sa` and `sb` are this
/// block's tiles; every thread of the block runs this body with the same `sync`.
#[allow(clippy::too_many_arguments)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn sgemm_1(
    g: Grid,
    (m, n, k): (i32, i32, i32),
    alpha: f32,
    (a, lda): (*const f32, i32),
    (b, ldb): (*const f32, i32),
    beta: f32,
    (c, ldc): (*mut f32, i32),
    (sa, sb): (SmemTile<f32, SmemA>, SmemTile<f32, SmemB>),
    sync: impl Fn(),
) {
    let (ma, mb, mc) = (
        a_layout(m, k, lda),
        b_layout(n, k, ldb),
        c_layout(m, n, ldc),
    );
    let (m0, n0) = (g.block as i32 * BLK_M, g.block_y as i32 * BLK_N);
    let thread = g.thread as i32;
    let mut acc = [[0.0f32; 8]; 8]; // tCrC: (_8,_8)
    for k_tile in 0..k / BLK_K {
        let k0 = k_tile * BLK_K;
        // copy(tAgA(_,_,k_tile), tAsA); copy(tBgB(_,_,k_tile), tBsB)
        let mut va = [0.0f32; 4];
        let mut vb = [0.0f32; 4];
        unroll::<4>(|i| {
            let (r, kk) = copy_coord(thread, i as i32);
            // SAFETY: M, N multiples of 128 and K of 8: the tile lies inside A and B.
            unsafe {
                va[i] = a.add(ma.call((m0 + r, k0 + kk)) as usize).read();
                vb[i] = b.add(mb.call((n0 + r, k0 + kk)) as usize).read();
            }
        });
        unroll::<4>(|i| {
            let rk = copy_coord(thread, i as i32);
            // SAFETY: this thread owns its copy partition before the barrier.
            unsafe {
                sa.write(rk, va[i]);
                sb.write(rk, vb[i]);
            }
        });
        sync();
        // gemm(tCsA, tCsB, tCrC)
        // SAFETY: after the barrier the tiles are written; nobody writes.
        unsafe { gemm_tiles::<TutorialValues, false>(thread, &sa, &sb, &mut acc) };
        sync();
    }
    // axpby(alpha, tCrC, beta, tCgC)
    // SAFETY: the C tile lies inside C.
    unsafe { axpby_tile::<TutorialValues>(thread, alpha, &acc, beta, c, mc, (m0, n0)) };
}

/// CuTe's `gemm(tCsA, tCsB, tCrC)` on one pair of shared tiles: for each `k` of the tile,
/// the thread's 8 rows of `sA` and 8 rows of `sB` (the `P` partition with the projections
/// `Step<_1,X>` and `Step<X,_1>`) multiplied into its `(_8,_8)` accumulators. `UNROLL` writes
/// the `BLK_K` k steps out (as CuTe's `CUTE_UNROLL` does) instead of looping over them.
///
/// # Safety
/// The tiles were written before the last barrier and nobody writes them now.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn gemm_tiles<P: MmaValues, const UNROLL: bool>(
    thread: i32,
    sa: &SmemTile<f32, SmemA>,
    sb: &SmemTile<f32, SmemB>,
    acc: &mut [[f32; 8]; 8],
) {
    let mut k_step = |kk: i32| {
        let (mut ra, mut rb) = ([0.0f32; 8], [0.0f32; 8]);
        if P::RUN == 4 {
            // two 16-byte vectors of each tile (rows 4 tm .. 4 tm + 4, and 64 further)
            unroll::<2>(|v| {
                // SAFETY: the caller's contract; a run of 4 rows starts at a multiple of 4.
                let (va, vb) = unsafe {
                    (
                        sa.read_chunk((P::row(thread, 4 * v as i32), kk)),
                        sb.read_chunk((P::col(thread, 4 * v as i32), kk)),
                    )
                };
                unroll::<4>(|e| {
                    ra[4 * v + e] = f32::from_bits(va.0[e]);
                    rb[4 * v + e] = f32::from_bits(vb.0[e]);
                });
            });
        }
        // CuTe's order for 32-bit values (`gemm.hpp`, "kinked serpentine"): rows in pairs,
        // the columns forwards for one pair and backwards for the next, so consecutive FMAs
        // share an operand; single values are read from the shared tiles where they are first
        // used, so the reads of a k step spread over its FMAs
        unroll::<4>(|ip| {
            if P::RUN == 1 {
                unroll::<2>(|h| {
                    // SAFETY: the caller's contract.
                    ra[2 * ip + h] = unsafe { sa.read((P::row(thread, (2 * ip + h) as i32), kk)) };
                });
            }
            unroll::<8>(|j| {
                let js = if ip % 2 == 1 { 7 - j } else { j };
                if P::RUN == 1 && ip == 0 {
                    // SAFETY: the caller's contract.
                    rb[js] = unsafe { sb.read((P::col(thread, js as i32), kk)) };
                }
                unroll::<2>(|h| {
                    let i = 2 * ip + h;
                    acc[i][js] = fma(ra[i], rb[js], acc[i][js]);
                });
            })
        });
    };
    if UNROLL {
        unroll::<{ BLK_K as usize }>(|kk| k_step(kk as i32));
    } else {
        for kk in 0..BLK_K {
            k_step(kk);
        }
    }
}

/// CuTe's `axpby(alpha, tCrC, beta, tCgC)`: the thread's `(_8,_8)` accumulators (the `P`
/// partition) into the C tile at `(m0, n0)` of `mC` (`C` is not read when `beta` is 0).
///
/// # Safety
/// The C tile lies inside `c`'s layout `mc`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn axpby_tile<P: MmaValues>(
    thread: i32,
    alpha: f32,
    acc: &[[f32; 8]; 8],
    beta: f32,
    c: *mut f32,
    mc: Layout<(i32, i32), (_1, i32)>,
    (m0, n0): (i32, i32),
) {
    unroll::<8>(|i| {
        unroll::<8>(|j| {
            let (r, col) = (P::row(thread, i as i32), P::col(thread, j as i32));
            // SAFETY: the caller's contract.
            unsafe {
                let p = c.add(mc.call((m0 + r, n0 + col)) as usize);
                let old = if beta == 0.0 { 0.0 } else { p.read() };
                p.write(alpha * acc[i][j] + beta * old);
            }
        })
    });
}

/// [`axpby_tile`] under CuTe's epilogue predicate: only the values at `row < M`, `col < N`,
/// with `(res_m, res_n) = (M - m0, N - n0)` the residue of the C tile at `(m0, n0)`.
///
/// # Safety
/// `c` is valid for `mc` over the `M x N` values of C.
#[allow(clippy::too_many_arguments)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn axpby_tile_if<P: MmaValues>(
    thread: i32,
    alpha: f32,
    acc: &[[f32; 8]; 8],
    beta: f32,
    c: *mut f32,
    mc: Layout<(i32, i32), (_1, i32)>,
    (m0, n0): (i32, i32),
    (res_m, res_n): (i32, i32),
) {
    unroll::<8>(|i| {
        unroll::<8>(|j| {
            let (r, col) = (P::row(thread, i as i32), P::col(thread, j as i32));
            if r < res_m && col < res_n {
                // SAFETY: (m0 + r, n0 + col) lies inside C.
                unsafe {
                    let p = c.add(mc.call((m0 + r, n0 + col)) as usize);
                    let old = if beta == 0.0 { 0.0 } else { p.read() };
                    p.write(alpha * acc[i][j] + beta * old);
                }
            }
        })
    });
}

/// Writes the `extern "ptx-kernel"` entry point `$name(m, n, k, alpha, a, lda, b, ldb, beta,
/// c, ldc)` of a GEMM body with `sgemm_1`'s signature: declares the two shared tiles (layouts
/// `$sa`, `$sb`) and runs `$body` with the block barrier, on any shape: a whole-tile body on the
/// blocks inside the problem and CuTe's predicated `sgemm_1_tensor_pred` on the others
/// ([`whole_tile_or_pred`](crate::sgemm_1_tensor::whole_tile_or_pred)), a `predicated` body
/// (one with its own predication) on every block.
#[cfg(all(target_arch = "nvptx64", feature = "entry-points"))]
macro_rules! sgemm_entry {
    ($name:ident(predicated $body:expr, $sa:ty, $sb:ty $(, $min_blocks:literal)?)) => {
        $crate::sgemm_1::sgemm_entry!(@ $name, $sa, $sb, $($min_blocks)?,
            |g, mnk, alpha, a, b, beta, c, tiles, sync| {
                // SAFETY: the kernel's contract; the body takes any shape.
                unsafe { $body(g, mnk, alpha, a, b, beta, c, tiles, sync) }
            });
    };
    ($name:ident($body:expr, $sa:ty, $sb:ty $(, $min_blocks:literal)?)) => {
        $crate::sgemm_1::sgemm_entry!(@ $name, $sa, $sb, $($min_blocks)?,
            |g, mnk, alpha, a, b, beta, c, tiles, sync| {
                // SAFETY: called on the blocks that take a whole tile.
                let whole = || unsafe { $body(g, mnk, alpha, a, b, beta, c, tiles, sync) };
                // SAFETY: the kernel's contract; whole tiles run `$body` as it is, the other
                // blocks the predicated body.
                unsafe {
                    $crate::sgemm_1_tensor::whole_tile_or_pred(
                        g, mnk, alpha, a, b, beta, c, tiles, sync, whole,
                    )
                }
            });
    };
    (@ $name:ident, $sa:ty, $sb:ty, $($min_blocks:literal)?,
        |$g:ident, $mnk:ident, $alpha:ident, $a:ident, $b:ident, $beta:ident, $c:ident, $tiles:ident, $sync:ident| $run:block) => {
        /// Kernel entry point (see the module docs).
        #[no_mangle]
        #[allow(clippy::too_many_arguments)]
        pub unsafe extern "ptx-kernel" fn $name(
            m: i32,
            n: i32,
            k: i32,
            alpha: f32,
            a: *const f32,
            lda: i32,
            b: *const f32,
            ldb: i32,
            beta: f32,
            c: *mut f32,
            ldc: i32,
        ) {
            use $crate::sgemm_1::THREADS;
            // CuTe's __launch_bounds__(size(CThreadLayout{})): 256 threads
            $crate::gpu_kernels::launch_bounds!(THREADS $(, $min_blocks)?);
            let sa = $crate::gpu_kernels::smem_tile!(f32, $sa);
            let sb = $crate::gpu_kernels::smem_tile!(f32, $sb);
            let $g = $crate::gpu_kernels::grid::Grid::current();
            let $sync = $crate::gpu_kernels::smem::block_sync;
            let ($mnk, $alpha, $beta, $tiles) = ((m, n, k), alpha, beta, (sa, sb));
            let ($a, $b, $c) = ((a, lda), (b, ldb), (c, ldc));
            $run
        }
    };
}
#[cfg(all(target_arch = "nvptx64", feature = "entry-points"))]
pub(crate) use sgemm_entry;

/// The GEMM entry points, `name([predicated] body, A tile layout, B tile layout[, min blocks
/// per SM])` (a body with [`sgemm_1`]'s signature over shared tiles of those layouts, for whole
/// tiles, the other blocks taking CuTe's predicated `sgemm_1_tensor_pred`; or, marked
/// `predicated`, a body that takes any shape itself; the last argument is
/// CUDA's `__launch_bounds__(256, min)`: the predicated kernel asks for 2 blocks per SM, the
/// occupancy of its unpredicated twin, so that its edge blocks' extra registers do not halve
/// it): the one place their names are written (see [`naive_add_kernels`](gpu_kernels::naive_add_kernels)).
#[macro_export]
macro_rules! sgemm_kernels {
    ($callback:ident) => {
        $callback! {
            sgemm_1_nt(
                $crate::sgemm_1::sgemm_1,
                $crate::sgemm_1::SmemA,
                $crate::sgemm_1::SmemB
            );
            sgemm_2_nt(
                $crate::sgemm_2::sgemm_2::<$crate::gpu_kernels::mem::NoAllocate>,
                $crate::sgemm_1::SmemA,
                $crate::sgemm_1::SmemB
            );
            sgemm_1_tensor_nt(
                $crate::sgemm_1_tensor::sgemm_1_tensor,
                $crate::sgemm_1::SmemA,
                $crate::sgemm_1::SmemB
            );
            sgemm_2_pipelined_nt(
                $crate::sgemm_2_pipelined::sgemm_2_pipelined::<
                    $crate::sgemm_1::PermutedValues,
                    $crate::gpu_kernels::mem::NoAllocate,
                    false,
                >,
                $crate::sgemm_2_pipelined::SmemAPipe,
                $crate::sgemm_2_pipelined::SmemBPipe
            );
            sgemm_2_pipelined_warp_nt(
                $crate::sgemm_2_pipelined::sgemm_2_pipelined::<
                    $crate::sgemm_2_pipelined::WarpTiledValues,
                    $crate::gpu_kernels::mem::NoAllocate,
                    false,
                >,
                $crate::sgemm_2_pipelined::SmemAPipe,
                $crate::sgemm_2_pipelined::SmemBPipe
            );
            sgemm_2_pipelined_warp_any_nt(
                predicated $crate::sgemm_2_pipelined::sgemm_2_pipelined::<
                    $crate::sgemm_2_pipelined::WarpTiledValues,
                    $crate::gpu_kernels::mem::NoAllocate,
                    true,
                >,
                $crate::sgemm_2_pipelined::SmemAPipe,
                $crate::sgemm_2_pipelined::SmemBPipe,
                2
            );
        }
    };
}

#[cfg(all(target_arch = "nvptx64", feature = "entry-points"))]
mod entry {
    macro_rules! entries {
        ($($name:ident($($row:tt)*);)*) => {
            $(super::sgemm_entry!($name($($row)*));)*
        };
    }
    crate::sgemm_kernels!(entries);
}
