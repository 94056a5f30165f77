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

/// Writes `alpha * acc + beta * C` over the 64 x `S::N` block of `C (M,N):(_1,ldC)` at
/// `(row0, col0)`, for thread `t` (0..128) of the warpgroup that holds `acc`; values outside
/// `(M, N)` are skipped. `CHUNKS` is `S::N / 64` (the values of a thread in runs of 32, each
/// run written out), checked at compile time.
///
/// # Safety
/// `c` is valid for reads and writes of `(M,N):(_1,ldC)` elements of `Acc::Out`.
#[cfg(target_arch = "nvptx64")]
#[allow(clippy::too_many_arguments)]
#[inline(always)]
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
#[inline(always)]
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
#[inline(always)]
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
#[inline(always)]
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
