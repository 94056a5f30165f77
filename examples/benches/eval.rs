//! Host benchmark: a static 2-level layout evaluated at run-time coordinates, against the same
//! index arithmetic written by hand (goal: ratio 1.00, the abstraction costs nothing).
//!
//! `cargo bench -p layout-examples --bench eval -- --warm-up-time 1 --measurement-time 3`
//!
//! The layout is `((_4,_8),(_2,_4)):((_16,_1),(_8,_64))`, a bijection onto `[0,256)`. Each
//! benchmark evaluates it at all 256 coordinates, read in a shuffled order from a slice that goes
//! through `black_box` (so they are run-time values the compiler cannot fold or sum in closed
//! form), and writes the 256 indices to an output slice that goes through `black_box` too.
//!
//! Instruction counts (deterministic, for a loaded machine): build with `cargo bench --no-run`,
//! then run the bench binary under `valgrind --tool=callgrind` with
//! `EVAL_COUNT_INSTRUCTIONS=1`, which calls each kernel exactly 1000 times;
//! `callgrind_annotate` lists the instructions of each kernel function.
//!
//! Interleaved timing (robust on a shared machine): `EVAL_INTERLEAVED=1 cargo bench -p
//! layout-examples --bench eval` times the kernels in turn and keeps each one's fastest round.
//!
//! * `hier`: natural coordinates `((a,b),(c,d))`: `a*16 + b + c*8 + d*64`.
//! * `1d`: a 1-D index `i`, split colexicographically by the layout (`%` and `/` by static
//!   sizes), against the split written by hand twice: `hand` splits the flat shape
//!   `(4,8,2,4)` (what a person writes), `hand_cute_order` splits the two top-level modes first
//!   and then each mode, which is CuTe's (and this library's) order of operations.

use criterion::{criterion_group, Criterion};
use layout_core::prelude::*;
use std::hint::black_box;

/// The benchmarked layout: zero-sized, every leaf static.
type Tile = Layout<((_4, _8), (_2, _4)), ((_16, _1), (_8, _64))>;
const TILE: Tile = Layout::new(((_4, _8), (_2, _4)), ((_16, _1), (_8, _64)));

/// The layout at a natural coordinate, by hand.
#[inline(always)]
fn hand_hier(a: i32, b: i32, c: i32, d: i32) -> i32 {
    a * 16 + b + c * 8 + d * 64
}

/// The layout at a 1-D index, by hand: split `i` over the shape (4, 8, 2, 4), then dot with the
/// strides (16, 1, 8, 64).
#[inline(always)]
fn hand_1d(i: i32) -> i32 {
    let (a, r) = (i % 4, i / 4);
    let (b, r) = (r % 8, r / 8);
    let (c, d) = (r % 2, r / 2);
    a * 16 + b + c * 8 + d * 64
}

/// The layout at a 1-D index, by hand, in CuTe's order: split `i` over the two top-level modes
/// first (`i % 32`, `i / 32`), then each mode over its own sub-modes, and sum per mode.
#[inline(always)]
fn hand_1d_cute(i: i32) -> i32 {
    let (m0, m1) = (i % 32, i / 32);
    let (a, b) = (m0 % 4, m0 / 4);
    let (c, d) = (m1 % 2, m1 / 2);
    (a * 16 + b) + (c * 8 + d * 64)
}

#[inline(never)]
fn typed_hier(coords: &[[i32; 4]], out: &mut [i32]) {
    for (o, &[a, b, c, d]) in out.iter_mut().zip(coords) {
        *o = TILE.call(((a, b), (c, d)));
    }
}

#[inline(never)]
fn hand_hier_all(coords: &[[i32; 4]], out: &mut [i32]) {
    for (o, &[a, b, c, d]) in out.iter_mut().zip(coords) {
        *o = hand_hier(a, b, c, d);
    }
}

#[inline(never)]
fn typed_1d(idx: &[i32], out: &mut [i32]) {
    for (o, &i) in out.iter_mut().zip(idx) {
        *o = TILE.call(i);
    }
}

#[inline(never)]
fn hand_1d_all(idx: &[i32], out: &mut [i32]) {
    for (o, &i) in out.iter_mut().zip(idx) {
        *o = hand_1d(i);
    }
}

#[inline(never)]
fn hand_1d_cute_all(idx: &[i32], out: &mut [i32]) {
    for (o, &i) in out.iter_mut().zip(idx) {
        *o = hand_1d_cute(i);
    }
}

/// The 1-D indices `0..256` in a fixed shuffled order (a multiplicative permutation mod 256).
fn shuffled() -> Vec<i32> {
    (0..Tile::SIZE)
        .map(|k| (k * 97 + 31) % Tile::SIZE)
        .collect()
}

/// The natural coordinate of a 1-D index.
fn natural(i: i32) -> [i32; 4] {
    [i % 4, (i / 4) % 8, (i / 32) % 2, i / 64]
}

fn bench(c: &mut Criterion) {
    let idx = shuffled();
    let coords: Vec<[i32; 4]> = idx.iter().map(|&i| natural(i)).collect();
    let (mut typed, mut hand) = (vec![0; idx.len()], vec![0; idx.len()]);
    // Same results, so both sides do the same work.
    typed_hier(&coords, &mut typed);
    hand_hier_all(&coords, &mut hand);
    assert_eq!(typed, hand);
    typed_1d(&idx, &mut typed);
    hand_1d_all(&idx, &mut hand);
    assert_eq!(typed, hand);
    hand_1d_cute_all(&idx, &mut hand);
    assert_eq!(typed, hand);
    assert_eq!(core::mem::size_of::<Tile>(), 0);

    let mut out = vec![0; idx.len()];
    let mut g = c.benchmark_group("hier");
    g.bench_function("typed", |bch| {
        bch.iter(|| typed_hier(black_box(&coords), black_box(&mut out)))
    });
    g.bench_function("hand", |bch| {
        bch.iter(|| hand_hier_all(black_box(&coords), black_box(&mut out)))
    });
    g.finish();

    let mut g = c.benchmark_group("1d");
    g.bench_function("typed", |bch| {
        bch.iter(|| typed_1d(black_box(&idx), black_box(&mut out)))
    });
    g.bench_function("hand", |bch| {
        bch.iter(|| hand_1d_all(black_box(&idx), black_box(&mut out)))
    });
    g.bench_function("hand_cute_order", |bch| {
        bch.iter(|| hand_1d_cute_all(black_box(&idx), black_box(&mut out)))
    });
    g.finish();
}

/// Calls each kernel exactly `CALLS` times, for an instruction count under callgrind (see the
/// module docs): the counts do not depend on the load of a shared machine.
fn count_instructions() {
    const CALLS: usize = 1000;
    let idx = shuffled();
    let coords: Vec<[i32; 4]> = idx.iter().map(|&i| natural(i)).collect();
    let mut out = vec![0; idx.len()];
    for _ in 0..CALLS {
        typed_hier(black_box(&coords), black_box(&mut out));
        hand_hier_all(black_box(&coords), black_box(&mut out));
        typed_1d(black_box(&idx), black_box(&mut out));
        hand_1d_all(black_box(&idx), black_box(&mut out));
        hand_1d_cute_all(black_box(&idx), black_box(&mut out));
    }
}

/// Times the kernels in turn, many short rounds, and keeps each kernel's fastest round: on a
/// shared machine the minimum is the run least disturbed by other work, and interleaving gives
/// every kernel the same conditions. Prints nanoseconds per call (256 evaluations) and ratios.
fn interleaved() {
    const ROUNDS: usize = 3000;
    const REPS: u32 = 64;
    let idx = shuffled();
    let coords: Vec<[i32; 4]> = idx.iter().map(|&i| natural(i)).collect();
    let mut out = vec![0; idx.len()];
    type Kernel<'a> = (&'a str, Box<dyn FnMut(&mut [i32]) + 'a>);
    let mut kernels: Vec<Kernel<'_>> = vec![
        (
            "hier/typed",
            Box::new(|o| typed_hier(black_box(&coords), o)),
        ),
        (
            "hier/hand",
            Box::new(|o| hand_hier_all(black_box(&coords), o)),
        ),
        ("1d/typed", Box::new(|o| typed_1d(black_box(&idx), o))),
        ("1d/hand", Box::new(|o| hand_1d_all(black_box(&idx), o))),
        (
            "1d/hand_cute_order",
            Box::new(|o| hand_1d_cute_all(black_box(&idx), o)),
        ),
    ];
    let mut best = vec![f64::INFINITY; kernels.len()];
    for _ in 0..ROUNDS {
        for (k, (_, f)) in kernels.iter_mut().enumerate() {
            let start = std::time::Instant::now();
            for _ in 0..REPS {
                f(black_box(&mut out));
            }
            let ns = start.elapsed().as_nanos() as f64 / f64::from(REPS);
            best[k] = best[k].min(ns);
        }
    }
    for ((name, _), ns) in kernels.iter().zip(&best) {
        println!("{name:<20} {ns:8.1} ns (fastest of {ROUNDS} rounds)");
    }
    println!("ratio hier typed/hand            {:.3}", best[0] / best[1]);
    println!("ratio 1d typed/hand_cute_order   {:.3}", best[2] / best[4]);
    println!("ratio 1d typed/hand              {:.3}", best[2] / best[3]);
}

criterion_group!(benches, bench);

fn main() {
    if std::env::var_os("EVAL_COUNT_INSTRUCTIONS").is_some() {
        count_instructions();
        return;
    }
    if std::env::var_os("EVAL_INTERLEAVED").is_some() {
        interleaved();
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
