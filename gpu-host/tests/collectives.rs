//! The collectives of `gpu_kernels::collective` on the CPU emulator (`gpu_host::emulate`):
//! block reductions over block sizes that are not multiples of 32, shuffles with widths and
//! member masks, barriers between phases, named barriers, and the `collective_check` kernels'
//! bodies, each against a plain loop; and the emulator's errors for what the GPU leaves
//! undefined.

use gpu_host::emulate::{run_block, run_grid};
use gpu_kernels::collective::shuffle::{shfl_bfly, shfl_down, shfl_idx, shfl_up, FULL_MASK};
use gpu_kernels::collective::*;
use gpu_kernels::kernels::collective_check::{
    block_max, named_barrier_handoff, rmsnorm, shuffles, BLOCK_MAX_ELEMENTS, SHUFFLE_OUTPUTS,
};
use layout_core::numeric::{bf16, f16};
use layout_core::prelude::*;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;

/// Per thread of a block of `threads`, what `f(thread)` returned.
fn per_thread<T: Copy + Default + Send>(threads: u32, f: impl Fn(u32) -> T + Sync) -> Vec<T> {
    let out = Mutex::new(vec![T::default(); threads as usize]);
    run_block((0, 0, 0), (1, 1, 1), threads, |g| {
        let v = f(g.thread);
        out.lock().unwrap()[g.thread as usize] = v;
    });
    out.into_inner().unwrap()
}

/// A value of thread `t` with no pattern a wrong lane could match by chance.
fn value(t: u32) -> i32 {
    (t as i32 * 7919) % 1009 - 500
}

#[test]
fn block_reductions_equal_a_loop_for_any_block_size() {
    for threads in [1, 2, 31, 32, 33, 63, 100, 127, 257] {
        let expect_sum: i32 = (0..threads).map(value).sum();
        let expect_max = (0..threads).map(value).max().unwrap();
        let expect_min = (0..threads).map(value).min().unwrap();
        let got = per_thread(threads, |t| {
            let x = value(t);
            (
                block_reduction_sum(x),
                block_reduction_max(x),
                block_reduction_min(x),
            )
        });
        for (t, r) in got.iter().enumerate() {
            assert_eq!(
                *r,
                (expect_sum, expect_max, expect_min),
                "{threads} threads, thread {t}"
            );
        }
    }
}

#[test]
fn static_size_block_reductions_equal_the_dynamic_ones() {
    fn check<const THREADS: u32>() {
        let got = per_thread(THREADS, |t| {
            let x = value(t);
            (
                block_reduction_sum_of::<THREADS, i32>(x),
                block_reduction_of::<THREADS, i32>(x, ReductionOp::Max),
            )
        });
        let expect = (
            (0..THREADS).map(value).sum::<i32>(),
            (0..THREADS).map(value).max().unwrap(),
        );
        assert!(got.iter().all(|r| *r == expect), "{THREADS}: {got:?}");
    }
    check::<1>();
    check::<32>();
    check::<100>();
    check::<128>();
    check::<256>();
    let msg = panic_message(|| {
        run_block((0, 0, 0), (1, 1, 1), 64, |_| {
            let _ = block_reduction_sum_of::<128, i32>(1);
        })
    });
    assert!(msg.contains("for another block size"), "{msg}");
}

#[test]
fn float_block_reductions_are_exact_on_exact_data_and_equal_in_every_thread() {
    // quarters: every partial sum is exact, so any order gives the loop's sum
    let x = |t: u32| (value(t) as f32) * 0.25;
    for threads in [45, 96, 161] {
        let expect: f32 = (0..threads).map(x).sum();
        let got = per_thread(threads, |t| block_reduction_sum(x(t)).to_bits());
        assert!(
            got.iter().all(|&b| b == expect.to_bits()),
            "{threads}: {got:?}"
        );
        let maxes = per_thread(threads, |t| {
            block_reduction_max(f16::from_f32(x(t))).to_bits()
        });
        let expect = (0..threads).map(x).fold(f32::MIN, f32::max);
        assert!(maxes.iter().all(|&b| b == f16::from_f32(expect).to_bits()));
    }
}

#[test]
fn register_values_reduce_element_wise_across_the_block() {
    let threads = 70;
    let got = per_thread(threads, |t| {
        let v = TensorSsa::<i32, _>::from_fn(_3, |i| value(t * 3 + i as u32));
        let s = block_reduction_ssa(v, ReductionOp::Add);
        let m = block_reduction_ssa(v, ReductionOp::Max);
        let (s, m) = (s.as_slice(), m.as_slice());
        [s[0], s[1], s[2], m[0], m[1], m[2]]
    });
    let col = |i: u32| (0..threads).map(move |t| value(t * 3 + i));
    let expect = [
        col(0).sum(),
        col(1).sum(),
        col(2).sum(),
        col(0).max().unwrap(),
        col(1).max().unwrap(),
        col(2).max().unwrap(),
    ];
    assert!(
        got.iter().all(|r| *r == expect),
        "{:?} vs {expect:?}",
        got[0]
    );
}

#[test]
fn warp_reductions_cover_their_groups() {
    let got = per_thread(64, |t| {
        let x = value(t);
        [
            warp_reduction_sum(x),
            warp_reduction(x, ReductionOp::Max, 8),
            warp_reduction_partial(x, ReductionOp::Add, 5),
        ]
    });
    for t in 0..64u32 {
        let warp = t / 32 * 32;
        let group = t / 8 * 8;
        let lane = t % 32;
        let partial = if lane < 5 {
            (warp..warp + 5).map(value).sum()
        } else {
            value(t)
        };
        let expect = [
            (warp..warp + 32).map(value).sum(),
            (group..group + 8).map(value).max().unwrap(),
            partial,
        ];
        assert_eq!(got[t as usize], expect, "thread {t}");
    }
    let v = per_thread(32, |t| {
        let v = TensorSsa::<f32, _>::from_fn(_2, |i| (t * 2 + i as u32) as f32);
        let r = warp_reduction_ssa(v, ReductionOp::Min, 4);
        [r.as_slice()[0], r.as_slice()[1]]
    });
    for t in 0..32 {
        let g = t / 4 * 4;
        assert_eq!(v[t as usize], [(g * 2) as f32, (g * 2 + 1) as f32]);
    }
}

#[test]
fn shuffles_follow_the_cuda_definitions() {
    let threads = 64;
    let got = per_thread(threads, |t| {
        let v = value(t) as u32;
        // SAFETY: the full mask holds every lane; the masked shuffle runs in the even lanes,
        // with the mask of the even lanes.
        unsafe {
            let lane = lane_id();
            [
                shfl_bfly(FULL_MASK, v, 6, 32),
                shfl_bfly(FULL_MASK, v, 3, 4),
                shfl_up(FULL_MASK, v, 5, 16),
                shfl_down(FULL_MASK, v, 1, 8),
                shfl_idx(FULL_MASK, v, 9, 16),
                if lane.is_multiple_of(2) {
                    shfl_idx(0x5555_5555, v, 30 - lane, 32)
                } else {
                    0
                },
            ]
        }
    });
    let v = |t: u32| value(t) as u32;
    for t in 0..threads {
        let (warp, lane) = (t / 32 * 32, t % 32);
        let seg = |w: u32| warp + lane / w * w;
        let expect = [
            v(warp + (lane ^ 6)),
            v(warp + (lane ^ 3)),
            if lane % 16 >= 5 { v(t - 5) } else { v(t) },
            if lane % 8 + 1 < 8 { v(t + 1) } else { v(t) },
            v(seg(16) + 9),
            if lane.is_multiple_of(2) {
                v(warp + 30 - lane)
            } else {
                0
            },
        ];
        assert_eq!(got[t as usize], expect, "thread {t}");
    }
}

#[test]
fn wide_and_packed_values_shuffle_word_by_word() {
    let got = per_thread(32, |t| {
        let wide = (u64::from(t) << 40) | u64::from(t * 3);
        let pair = [f16::from_f32(t as f32), f16::from_f32(-(t as f32))];
        let bpair = [bf16::from_f32(t as f32 * 2.0), bf16::from_f32(0.5)];
        // SAFETY: the full mask holds every lane.
        unsafe {
            (
                shfl_down(FULL_MASK, wide, 4, 32),
                shfl_bfly(FULL_MASK, f64::from(t) * 1.5, 16, 32),
                shfl_idx(FULL_MASK, pair, 31 - t, 32),
                shfl_up(FULL_MASK, bpair, 1, 32),
            )
        }
    });
    for t in 0..32u32 {
        let src = if t + 4 < 32 { t + 4 } else { t };
        let (w, d, p, b) = got[t as usize];
        assert_eq!(w, (u64::from(src) << 40) | u64::from(src * 3));
        assert_eq!(d, f64::from(t ^ 16) * 1.5);
        let s = 31 - t;
        assert_eq!(p, [f16::from_f32(s as f32), f16::from_f32(-(s as f32))]);
        let u = t.saturating_sub(1);
        assert_eq!(b, [bf16::from_f32(u as f32 * 2.0), bf16::from_f32(0.5)]);
    }
}

#[test]
fn barriers_order_the_phases_of_a_block() {
    // each phase: thread t reads what its neighbour wrote in the phase before
    let threads = 77;
    let cells: Vec<AtomicU32> = (0..threads).map(AtomicU32::new).collect();
    run_block((0, 0, 0), (1, 1, 1), threads, |g| {
        let t = g.thread as usize;
        for _ in 0..5 {
            let right = cells[(t + 1) % threads as usize].load(Ordering::Relaxed);
            block_sync();
            cells[t].store(right + 1000, Ordering::Relaxed);
            block_sync();
        }
    });
    for (t, c) in cells.iter().enumerate() {
        assert_eq!(
            c.load(Ordering::Relaxed),
            ((t + 5) % threads as usize) as u32 + 5000
        );
    }
}

#[test]
fn returned_threads_count_as_arrived_at_block_sync() {
    let seen = AtomicU32::new(0);
    run_block((0, 0, 0), (1, 1, 1), 40, |g| {
        if g.thread >= 30 {
            return;
        }
        seen.fetch_add(1, Ordering::Relaxed);
        block_sync();
        assert_eq!(seen.load(Ordering::Relaxed), 30);
    });
}

#[test]
fn collective_check_kernels_equal_plain_loops() {
    // RMSNorm: 3 rows of 300, blocks of 100 threads (a warp of 4 lanes)
    let (rows, n, eps) = (3u32, 300i32, 0.5f32);
    let x: Vec<f32> = (0..rows * n as u32)
        .map(|i| ((i % 13) as f32 - 6.0) * 0.5)
        .collect();
    let mut y = vec![0.0f32; x.len()];
    let (xp, yp) = (x.as_ptr() as usize, y.as_mut_ptr() as usize);
    run_grid((rows, 1, 1), 100, |g| {
        // SAFETY: x and y hold rows * n elements.
        unsafe { rmsnorm(g, xp as *const f32, yp as *mut f32, n, eps) }
    });
    for (r, row) in x.chunks(n as usize).enumerate() {
        let mean = row.iter().map(|v| v * v).sum::<f32>() / n as f32;
        let scale = 1.0 / (mean + eps).sqrt();
        for (i, v) in row.iter().enumerate() {
            let got = y[r * n as usize + i];
            assert!(
                (got - v * scale).abs() <= 1e-6 * (v * scale).abs().max(1.0),
                "{r} {i}"
            );
        }
    }

    // shuffles: 2 blocks of 64
    let threads = 128usize;
    let xs: Vec<u32> = (0..threads as u32).map(|t| value(t) as u32).collect();
    let mut ys = vec![0u32; SHUFFLE_OUTPUTS * threads];
    let (xp, yp) = (xs.as_ptr() as usize, ys.as_mut_ptr() as usize);
    run_grid((2, 1, 1), 64, |g| {
        // SAFETY: xs and ys hold the words of 128 threads; the warps are whole.
        unsafe { shuffles(g, xp as *const u32, yp as *mut u32) }
    });
    for i in 0..threads {
        let (warp, lane) = (i / 32 * 32, i % 32);
        let v = |j: usize| xs[j];
        let wide = |j: usize| v(j) ^ !v(j);
        let expect = [
            v(warp + (lane ^ 5)),
            if lane % 16 >= 3 { v(i - 3) } else { v(i) },
            if lane % 8 + 2 < 8 { v(i + 2) } else { v(i) },
            v(warp + 7),
            if lane.is_multiple_of(2) {
                v(warp + (lane + 2) % 32)
            } else {
                v(i)
            },
            wide(warp + (lane ^ 1)),
        ];
        let got: Vec<u32> = (0..SHUFFLE_OUTPUTS).map(|k| ys[k * threads + i]).collect();
        assert_eq!(got, expect, "thread {i}");
    }

    // block maximum of 8 halves per thread: 2 blocks of 50
    let (blocks, bd) = (2usize, 50usize);
    let hx: Vec<f16> = (0..blocks * bd * BLOCK_MAX_ELEMENTS)
        .map(|i| f16::from_f32(value(i as u32) as f32))
        .collect();
    let mut hy = vec![f16::ZERO; blocks * BLOCK_MAX_ELEMENTS];
    let (xp, yp) = (hx.as_ptr() as usize, hy.as_mut_ptr() as usize);
    run_grid((blocks as u32, 1, 1), bd as u32, |g| {
        // SAFETY: hx and hy hold the halves of 2 blocks of 50 threads.
        unsafe { block_max(g, xp as *const f16, yp as *mut f16) }
    });
    for b in 0..blocks {
        for e in 0..BLOCK_MAX_ELEMENTS {
            let m = (0..bd)
                .map(|t| hx[((b * bd + t) * BLOCK_MAX_ELEMENTS) + e].to_f32())
                .fold(f32::MIN, f32::max);
            assert_eq!(
                hy[b * BLOCK_MAX_ELEMENTS + e].to_f32(),
                m,
                "block {b} element {e}"
            );
        }
    }

    // named barrier handoff: 3 blocks of 64
    let fx: Vec<f32> = (0..192).map(|i| i as f32).collect();
    let mut fy = vec![0.0f32; 192];
    let (xp, yp) = (fx.as_ptr() as usize, fy.as_mut_ptr() as usize);
    run_grid((3, 1, 1), 64, |g| {
        // SAFETY: fx and fy hold 3 blocks of 64.
        unsafe { named_barrier_handoff(g, xp as *const f32, yp as *mut f32) }
    });
    for (i, y) in fy.iter().enumerate() {
        let expect = if i % 64 < 32 {
            2.0 * i as f32
        } else {
            2.0 * (i - 32) as f32 + 1.0
        };
        assert_eq!(*y, expect, "element {i}");
    }
}

/// The message of the panic `f` raises.
fn panic_message(f: impl FnOnce() + std::panic::UnwindSafe) -> String {
    let err = std::panic::catch_unwind(f).expect_err("expected a panic");
    err.downcast_ref::<String>()
        .cloned()
        .or_else(|| err.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default()
}

#[test]
fn reading_a_returned_lane_is_an_error() {
    let msg = panic_message(|| {
        run_block((0, 0, 0), (1, 1, 1), 36, |_| {
            // 4 lanes in the last warp: lane 3 reads lane 7, which does not exist
            let _ = warp_reduction_sum(1u32 as i32);
        })
    });
    assert!(msg.contains("has returned or does not exist"), "{msg}");
}

#[test]
fn a_lane_outside_its_mask_is_an_error() {
    let msg = panic_message(|| {
        run_block((0, 0, 0), (1, 1, 1), 32, |g| {
            // SAFETY: none; the emulator reports the broken contract.
            let _ = unsafe { shfl_idx(0xffff, g.thread, 0, 32) };
        })
    });
    assert!(msg.contains("does not hold the calling lane"), "{msg}");
}

#[test]
fn a_barrier_that_cannot_complete_is_a_deadlock() {
    let msg = panic_message(|| {
        run_block((0, 0, 0), (1, 1, 1), 64, |g| {
            if g.thread < 32 {
                named_barrier_sync::<2>(64);
            }
        })
    });
    assert!(msg.contains("deadlock"), "{msg}");
    let msg = panic_message(|| {
        run_block((0, 0, 0), (1, 1, 1), 64, |_| named_barrier_sync::<3>(48));
    });
    assert!(msg.contains("multiple of the warp size"), "{msg}");
}

#[test]
fn a_thread_panic_stops_the_block_and_is_passed_on() {
    let msg = panic_message(|| {
        run_block((0, 0, 0), (1, 1, 1), 40, |g| {
            assert!(g.thread != 17, "thread 17 gives up");
            block_sync();
        })
    });
    assert_eq!(msg, "thread 17 gives up");
}
