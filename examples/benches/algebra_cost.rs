//! Host benchmark of the zero-cost promise: the typed algebra called on static layouts inside
//! the timed loop, against the same layouts built from their types (goal: ratio 1.00).
//!
//! `cargo bench -p layout-examples --bench algebra_cost`
//!
//! Each operation is a pair of functions of `layout-probe` (`<op>_call` runs the algebra, e.g.
//! `logical_divide((_128,_128):(_1,_128), (_32,_64))`, then evaluates the result at a run-time
//! index; `<op>_typed` builds the result from its type and evaluates it the same way), both
//! `#[inline(never)]` so that each is one call per index. The indices (4096, shuffled) go
//! through `black_box`. The pairs are timed in turn, round after round (robust on a shared
//! machine); each keeps its fastest round. `ALGEBRA_COST_ROUNDS` sets the rounds (default 30).

use std::hint::black_box;
use std::time::Instant;

type Probe = fn(i32) -> i32;

const PAIRS: &[(&str, Probe, Probe)] = &[
    (
        "composition",
        layout_probe::composition_call,
        layout_probe::composition_typed,
    ),
    (
        "complement",
        layout_probe::complement_call,
        layout_probe::complement_typed,
    ),
    (
        "right_inverse",
        layout_probe::right_inverse_call,
        layout_probe::right_inverse_typed,
    ),
    (
        "left_inverse",
        layout_probe::left_inverse_call,
        layout_probe::left_inverse_typed,
    ),
    (
        "logical_divide",
        layout_probe::logical_divide_call,
        layout_probe::logical_divide_typed,
    ),
    (
        "zipped_divide",
        layout_probe::zipped_divide_call,
        layout_probe::zipped_divide_typed,
    ),
    (
        "logical_product",
        layout_probe::logical_product_call,
        layout_probe::logical_product_typed,
    ),
    (
        "raked_product",
        layout_probe::raked_product_call,
        layout_probe::raked_product_typed,
    ),
    (
        "make_layout_tv",
        layout_probe::make_layout_tv_call,
        layout_probe::make_layout_tv_typed,
    ),
];

/// Nanoseconds for one pass of `f` over `idx`.
fn pass(f: Probe, idx: &[i32], out: &mut [i32]) -> f64 {
    let f = black_box(f);
    let t = Instant::now();
    for (o, &i) in out.iter_mut().zip(idx) {
        *o = f(i);
    }
    black_box(&mut *out);
    t.elapsed().as_nanos() as f64
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test` runs benches with no such flag: be quick then
    let quick = !std::env::args().any(|a| a == "--bench");
    let rounds: usize = std::env::var("ALGEBRA_COST_ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(if quick { 2 } else { 30 });
    // 4096 indices in a fixed pseudo-random order
    let mut idx: Vec<i32> = (0..4096).collect();
    let mut x: u32 = 0x9e37_79b9;
    for k in (1..idx.len()).rev() {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        idx.swap(k, x as usize % (k + 1));
    }
    let idx = black_box(idx);
    let mut out = vec![0; idx.len()];
    let mut best = vec![(f64::MAX, f64::MAX); PAIRS.len()];
    for _ in 0..rounds {
        for (k, &(_, call, typed)) in PAIRS.iter().enumerate() {
            best[k].0 = best[k].0.min(pass(call, &idx, &mut out));
            best[k].1 = best[k].1.min(pass(typed, &idx, &mut out));
        }
    }
    println!("| operation | called (ns/index) | type-built (ns/index) | ratio |");
    println!("| --- | ---: | ---: | ---: |");
    let n = idx.len() as f64;
    for (k, &(name, call, typed)) in PAIRS.iter().enumerate() {
        assert!(
            idx.iter().all(|&i| call(i) == typed(i)),
            "{name}: results differ"
        );
        let (c, t) = (best[k].0 / n, best[k].1 / n);
        println!("| {name} | {c:.3} | {t:.3} | {:.3} |", c / t);
    }
}
