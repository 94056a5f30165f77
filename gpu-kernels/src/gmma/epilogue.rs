//! The epilogue of the GMMA kernels: CuTe's `axpby(alpha, tCrC, beta, tCgC)` for one
//! accumulator fragment of a warpgroup's `wgmma` 64 x N, from registers to a column-major `C`.
//!
//! Value `v` of thread `t` sits at `(row0, col0) + acc_mn(t, v)` (the C layout
//! `((_4,_8,_4),(_2,_2,N/8)):((_128,_1,_16),(_64,_8,_512))` read off as coordinates). A block
//! that lies inside `C` with `beta == 0` is written without a test per value and without
//! reading `C` (ptxas then emits an address, a conversion and a store per value); any other
//! block tests each value against `(M, N)` and reads `C` only where `beta != 0`.
//!
//! ```
//! use gpu_kernels::gmma::acc_mn;
//! // thread 37 (warp 1, lane 5), value 5: row 16 + 1, column 2 + 1 + 8
//! assert_eq!(acc_mn(37, 5), (17, 11));
//! ```

#[cfg(target_arch = "nvptx64")]
use crate::arch::wgmma::Wgmma;
#[cfg(target_arch = "nvptx64")]
use crate::gmma::{acc_mn, Accumulator};
use layout_core::prelude::{
    ComposedLayout, Layout, SmemPtrFlag, Swizzle, _1, _16, _3, _32, _4, _64,
};

/// Writes `alpha * acc + beta * C` over the 64 x `S::N` block of `C (M,N):(_1,ldC)` at
/// `(row0, col0)`, for thread `t` (0..128) of the warpgroup that holds `acc`; values outside
/// `(M, N)` are skipped. `CHUNKS` is `S::N / 64` (the values of a thread in runs of 32, each
/// run written out), checked at compile time.
///
/// # Safety
/// `c` is valid for reads and writes of `(M,N):(_1,ldC)` elements of `Acc::Out`.
#[cfg(target_arch = "nvptx64")]
#[allow(clippy::too_many_arguments)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn axpby<Acc: Accumulator, S: Wgmma, const CHUNKS: usize>(
    acc: &Acc::Frag<S>,
    t: i32,
    (row0, col0): (i32, i32),
    alpha: f32,
    beta: f32,
    (c, ldc): (*mut Acc::Out, i32),
    (m, n): (i32, i32),
) {
    const {
        assert!(
            CHUNKS * 64 == S::N && CHUNKS <= 4,
            "axpby: CHUNKS must be N / 64, N at most 256"
        )
    };
    // uniform over the warpgroup: a block inside C with beta = 0 needs no test and no read
    let args = (t, (row0, col0), alpha, beta, (c, ldc), (m, n));
    if beta == 0.0 && row0 + 64 <= m && col0 + S::N as i32 <= n {
        // SAFETY: as this function's; the block lies inside C.
        unsafe { axpby_runs::<Acc, S, CHUNKS, false>(acc, args) }
    } else {
        // SAFETY: as this function's.
        unsafe { axpby_runs::<Acc, S, CHUNKS, true>(acc, args) }
    }
}

/// The arguments of [`axpby`] after the fragment.
#[cfg(target_arch = "nvptx64")]
type Args<T> = (i32, (i32, i32), f32, f32, (*mut T, i32), (i32, i32));

/// The values of [`axpby`] in runs of 32, written out (a loop over the runs would index the
/// fragment at run time, which puts it in local memory; so would a closure over the runs
/// that LLVM leaves uninlined). `TEST`: test each value against `(M, N)` and read `C` where
/// `beta != 0`; without it the block must lie inside `C` and `beta` be 0.
///
/// # Safety
/// As [`axpby`], and the block inside `C` with `beta == 0` where `!TEST`.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn axpby_runs<Acc: Accumulator, S: Wgmma, const CHUNKS: usize, const TEST: bool>(
    acc: &Acc::Frag<S>,
    args: Args<Acc::Out>,
) {
    // SAFETY (all runs): as this function's.
    unsafe {
        axpby_run::<Acc, S, TEST>(acc, 0, args);
        if CHUNKS >= 2 {
            axpby_run::<Acc, S, TEST>(acc, 1, args);
        }
        if CHUNKS >= 4 {
            axpby_run::<Acc, S, TEST>(acc, 2, args);
            axpby_run::<Acc, S, TEST>(acc, 3, args);
        }
    }
}

/// Run `h` of [`axpby_runs`]: values `32 h .. 32 h + 32`, written out.
///
/// # Safety
/// As [`axpby_runs`].
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn axpby_run<Acc: Accumulator, S: Wgmma, const TEST: bool>(
    acc: &Acc::Frag<S>,
    h: usize,
    args: Args<Acc::Out>,
) {
    crate::unroll::unroll::<32>(|u| {
        // SAFETY: as this function's.
        unsafe { axpby_value::<Acc, S, TEST>(acc, 32 * h + u, args) }
    });
}

/// Value `v` of [`axpby_run`] (a function of its own, always inlined, so that the closure
/// that unrolls the values stays small enough for LLVM to inline).
///
/// # Safety
/// As [`axpby_runs`].
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn axpby_value<Acc: Accumulator, S: Wgmma, const TEST: bool>(
    acc: &Acc::Frag<S>,
    v: usize,
    (t, (row0, col0), alpha, beta, (c, ldc), (m, n)): Args<Acc::Out>,
) {
    use layout_core::prelude::*;
    let (mm, nn) = acc_mn(t, v as i32);
    let (row, col) = (row0 + mm, col0 + nn);
    if !TEST || (row < m && col < n) {
        let mc = Layout::new((m, n), (_1, ldc)); // (M,N):(_1,ldC)
                                                 // SAFETY: (row, col) lies inside C.
        unsafe {
            let p = c.add(mc.call((row, col)) as usize);
            let x = alpha * Acc::get::<S>(acc, v);
            p.write(Acc::out(if TEST && beta != 0.0 {
                x + beta * Acc::read(p.read())
            } else {
                x
            }));
        }
    }
}

/// An output element of the epilogue through shared memory ([`axpby_staged`]), with the layout
/// of its staging tile: `(column, row)` of a 64 x 64 block of `C`, a column's 64 elements
/// contiguous (as in the column-major `C`), the 16-byte chunks of column `j` XORed with
/// `j % 8` (`Sw<3,4,S>` on byte addresses, `S` = log2 of a column's bytes). A warp's stores of
/// one accumulator value (8 rows of 4 columns two apart) and its 16-byte loads (the chunks of
/// columns) then touch each bank once per phase (`gpu-host/tests/gemm_epilogue.rs`).
///
/// ```
/// use gpu_kernels::gmma::epilogue::StagedOut;
/// use layout_core::prelude::*;
/// assert_eq!(<u16 as StagedOut>::Stage::default().to_string(),
///            "Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_64):(_64,_1)");
/// assert_eq!(<f32 as StagedOut>::Stage::default().to_string(),
///            "Sw<3,4,4> o smem_ptr[32b](unset) o (_64,_64):(_64,_1)");
/// ```
pub trait StagedOut: crate::smem::SmemElement {
    /// The staging tile, `(column, row)`.
    type Stage: crate::smem::TileLayout + Default;
}

/// The staging tile of an element of `Bits` bits whose columns span `2^S` bytes.
type StageOf<S, Bits> =
    ComposedLayout<Swizzle<_3, _4, S>, SmemPtrFlag<Bits>, Layout<(_64, _64), (_64, _1)>>;

impl StagedOut for u16 {
    type Stage = StageOf<_3, _16>;
}

impl StagedOut for f32 {
    type Stage = StageOf<_4, _32>;
}

/// Bytes of one warpgroup's staging tile for [`axpby_staged`] (the widest output, `f32`).
pub const STAGE_BYTES: u32 = 64 * 64 * 4;

/// [`axpby`] through shared memory (the epilogue of CUTLASS's collective with a staging
/// buffer): for a block inside `C` with `beta == 0` and 16-byte aligned columns, each run of
/// 64 columns goes from the fragment into the warpgroup's staging tile (`stage`, the shared
/// address of [`STAGE_BYTES`], 16-byte aligned; layout [`StagedOut::Stage`]), a barrier of the
/// warpgroup's 128 threads (named barrier `bar`), then out as 16-byte stores along the columns
/// of `C` (each column's 128 or 256 bytes written whole by consecutive threads), and a barrier
/// before the next run reuses the tile. Writing the fragment straight to `C` instead stores its
/// values one by one (a thread's neighbouring values lie in different columns). Any other block
/// goes through [`axpby`].
///
/// # Safety
/// As [`axpby`]; `stage` is this warpgroup's alone during the call, and `bar` is a named
/// barrier (1..16) no other threads use meanwhile; all 128 threads of the warpgroup call it.
#[cfg(target_arch = "nvptx64")]
#[allow(clippy::too_many_arguments)]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn axpby_staged<Acc: Accumulator, S: Wgmma, const CHUNKS: usize>(
    acc: &Acc::Frag<S>,
    t: i32,
    (row0, col0): (i32, i32),
    alpha: f32,
    beta: f32,
    (c, ldc): (*mut Acc::Out, i32),
    (m, n): (i32, i32),
    (stage, bar): (u32, u32),
) where
    Acc::Out: StagedOut,
{
    let bytes = core::mem::size_of::<Acc::Out>();
    let aligned = (c as usize).is_multiple_of(16) && (ldc as usize * bytes).is_multiple_of(16);
    if !(beta == 0.0 && aligned && row0 + 64 <= m && col0 + S::N as i32 <= n) {
        // SAFETY: as this function's.
        return unsafe {
            axpby::<Acc, S, CHUNKS>(acc, t, (row0, col0), alpha, beta, (c, ldc), (m, n))
        };
    }
    let args = (t, (row0, col0), alpha, (c, ldc), (stage, bar));
    // SAFETY (all runs): as this function's; the block lies inside C, beta is 0.
    unsafe {
        staged_run::<Acc, S>(acc, 0, args);
        if CHUNKS >= 2 {
            staged_run::<Acc, S>(acc, 1, args);
        }
        if CHUNKS >= 4 {
            staged_run::<Acc, S>(acc, 2, args);
            staged_run::<Acc, S>(acc, 3, args);
        }
    }
}

/// The arguments of [`staged_run`] after the fragment and the run.
#[cfg(target_arch = "nvptx64")]
type StagedArgs<T> = (i32, (i32, i32), f32, (*mut T, i32), (u32, u32));

/// Run `h` of [`axpby_staged`]: columns `64 h .. 64 h + 64` of the block (the fragment's values
/// `32 h .. 32 h + 32`) through the staging tile.
///
/// # Safety
/// As [`axpby_staged`], on its unpredicated path.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn staged_run<Acc: Accumulator, S: Wgmma>(
    acc: &Acc::Frag<S>,
    h: usize,
    (t, (row0, col0), alpha, (c, ldc), (stage, bar)): StagedArgs<Acc::Out>,
) where
    Acc::Out: StagedOut,
{
    use crate::smem::SmemTile;
    use layout_core::prelude::*;
    // SAFETY: the caller's stage, 16-byte aligned, STAGE_BYTES long (the tile's cosize at most).
    let tile: SmemTile<Acc::Out, <Acc::Out as StagedOut>::Stage> =
        unsafe { SmemTile::from_shared_address(stage) };
    crate::unroll::unroll::<32>(|u| {
        let v = 32 * h + u;
        let (mm, nn) = acc_mn(t, v as i32);
        // SAFETY: each (row, column) of the run is one value of one thread of the warpgroup.
        unsafe {
            tile.write(
                (nn - 64 * h as i32, mm),
                Acc::out(alpha * Acc::get::<S>(acc, v)),
            )
        };
    });
    named_barrier(bar);
    // 16-byte chunks: E elements of a column; the tile's 64 x 64 / E chunks, 128 threads
    let e = (16 / core::mem::size_of::<Acc::Out>()) as i32;
    let per_column = 64 / e;
    let mc = Layout::new((64, S::N as i32), (_1, ldc)); // the block of C, (64,N):(_1,ldC)
    crate::unroll::unroll::<8>(|i| {
        if (i as i32) < 64 * per_column / 128 {
            let q = t + 128 * i as i32;
            let (col, row) = (q / per_column, e * (q % per_column));
            // SAFETY: written before the barrier; the chunk is E contiguous elements of a
            // column, inside C (the block lies inside C, its columns 16-byte aligned).
            unsafe {
                let v = tile.read_chunk((col, row));
                let p = c.add((mc.call((row, col + 64 * h as i32)) + row0 + col0 * ldc) as usize);
                p.cast::<crate::mem::Vec16>().write(v);
            }
        }
    });
    named_barrier(bar);
}

/// `bar.sync bar, 128`: the named barrier `bar` of one warpgroup's 128 threads.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn named_barrier(bar: u32) {
    // SAFETY: a barrier; the caller's warpgroup all arrive at it.
    unsafe { core::arch::asm!("bar.sync {b}, 128;", b = in(reg32) bar, options(nostack)) }
}
