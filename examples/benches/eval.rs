//! Host benchmark: a static 2-level layout evaluated at run-time coordinates, against the same
//! index arithmetic written by hand (goal: ratio 1.00, the abstraction costs nothing).
//!
//! `cargo bench -p layout-examples --bench eval -- --warm-up-time 1 --measurement-time 3`
//!
//! The layout is `((_4,_8),(_2,_4)):((_16,_1),(_8,_64))`, a bijection onto `[0,256)`. Each
//! benchmark evaluates it at all 256 coordinates; loop bounds go through `black_box`, so the
//! coordinates are run-time values, and the sum goes through `black_box`, so nothing is skipped.
//!
//! * `hier`: natural coordinates `((a,b),(c,d))`: `a*16 + b + c*8 + d*64`.
//! * `1d`: a 1-D index `i`, split colexicographically by the layout (`%` and `/` by static
//!   sizes), against the split written by hand.

use criterion::{criterion_group, criterion_main, Criterion};
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

fn typed_hier_sum(n: [i32; 4]) -> i32 {
    let mut sum = 0;
    for d in 0..n[3] {
        for c in 0..n[2] {
            for b in 0..n[1] {
                for a in 0..n[0] {
                    sum += TILE.call(((a, b), (c, d)));
                }
            }
        }
    }
    sum
}

fn hand_hier_sum(n: [i32; 4]) -> i32 {
    let mut sum = 0;
    for d in 0..n[3] {
        for c in 0..n[2] {
            for b in 0..n[1] {
                for a in 0..n[0] {
                    sum += hand_hier(a, b, c, d);
                }
            }
        }
    }
    sum
}

fn typed_1d_sum(n: i32) -> i32 {
    (0..n).map(|i| TILE.call(i)).sum()
}

fn hand_1d_sum(n: i32) -> i32 {
    (0..n).map(hand_1d).sum()
}

fn bench(c: &mut Criterion) {
    // Same results, so both sides do the same work.
    assert_eq!(typed_hier_sum([4, 8, 2, 4]), hand_hier_sum([4, 8, 2, 4]));
    assert_eq!(typed_1d_sum(Tile::SIZE), hand_1d_sum(Tile::SIZE));
    assert_eq!(core::mem::size_of::<Tile>(), 0);

    let mut g = c.benchmark_group("hier");
    g.bench_function("typed", |bch| {
        bch.iter(|| typed_hier_sum(black_box([4, 8, 2, 4])))
    });
    g.bench_function("hand", |bch| {
        bch.iter(|| hand_hier_sum(black_box([4, 8, 2, 4])))
    });
    g.finish();

    let mut g = c.benchmark_group("1d");
    g.bench_function("typed", |bch| bch.iter(|| typed_1d_sum(black_box(256))));
    g.bench_function("hand", |bch| bch.iter(|| hand_1d_sum(black_box(256))));
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
