//! CuTe DSL's notebooks' TV-layout walk-through on typed layouts and tensors, and its element-wise add run
//! on the CPU: `cargo run --example tv_layout`.
//!
//! A TV layout maps `(thread, value)` to a coordinate of a tile. [`walkthrough`] builds the
//! seed's layouts with [`make_layout_tv`], composes a block of a row-major tensor with one, and
//! slices out single threads. [`elementwise_add`] then runs the seed's whole kernel: every
//! (block, thread) pair reads and writes its elements through the typed TV partition, each value
//! predicated with `elem_less(coord, shape)` so that shapes that are not multiples of the tile
//! work, and the result is compared with a plain loop.
//!
//! ```
//! let s = layout_examples::tv_layout::walkthrough();
//! assert!(s.to_string().contains("((_32,_4),(_8,_4)):((_128,_4),(_16,_1))"));
//! let r = layout_examples::tv_layout::elementwise_add(100, 700).unwrap();
//! assert_eq!((r.blocks, r.written), (4, 100 * 700));
//! ```

use crate::{step, Section};
use layout_core::prelude::*;

/// The walk-through as a tour section: the TV layouts of CuTe DSL's notebooks, a block composed with one,
/// and per-thread slices.
pub fn walkthrough() -> Section {
    let mut s = Section::new(
        "004",
        "TV layouts with make_layout_tv (typed)",
        "make_layout_tv(thr, val) = (product_each(shape(mn)), right_inverse(mn) o \
         make_layout((size(thr), size(val)))) with mn = raked_product(thr, val).",
    );
    // the walk-through's (16,256) tile: 4x32 threads (row-major), each 4x8 values (row-major)
    step!(s, "thr_layout = cute.make_ordered_layout((4, 32), order=(1, 0))",
        let thr = make_ordered_layout((_4, _32), (_1, _0)));
    step!(s, "val_layout = cute.make_ordered_layout((4, 8), order=(1, 0))",
        let val = make_ordered_layout((_4, _8), (_1, _0)));
    let (tiler, tv) = make_layout_tv(thr, val);
    s.push(
        "tiler_mn, tv_layout = cute.make_layout_tv(thr_layout, val_layout)",
        "let (tiler, tv) = make_layout_tv(thr, val);",
        format!("tiler = {}\ntv    = {tv}", display(tiler)),
    )
    .note("the seed's walk-through shows ((32,4),(8,4)):((128,4),(16,1)) (no `_`: DSL print)");
    // a (256,512) row-major tensor, tiled per block
    let data: Vec<i32> = (0..256 * 512).collect();
    let m_a = make_tensor(&data[..], make_layout_with((256, 512), LayoutRight));
    let g_a = m_a.zipped_divide(tiler);
    s.push(
        "gA = cute.zipped_divide(mA, tiler_mn)",
        "let g_a = m_a.zipped_divide(tiler);",
        g_a.layout(),
    )
    .note("the seed prints ((16,256),(16,2)):((512,1),(8192,256))");
    let blk = g_a.slice(((X, X), 1));
    s.push(
        "blkA = gA[((None, None), 1)]",
        "let blk = g_a.slice(((X, X), 1));",
        format!("{}  (starts at element {})", blk.layout(), blk[0]),
    );
    let tidfrg = blk.compose(tv);
    s.push(
        "tidfrgA = cute.composition(blkA, tv_layout)",
        "let tidfrg = blk.compose(tv);",
        tidfrg.layout(),
    )
    .note("the seed prints ((32,4),(8,4)):((8,2048),(1,512))");
    let mut lines = Vec::new();
    for tid in [0, 1, 31, 32, 127] {
        let thr_a = tidfrg.slice((tid, X));
        let first: Vec<String> = (0..4)
            .map(|v| {
                let e = thr_a[v];
                format!("({},{})", e / 512, e % 512)
            })
            .collect();
        lines.push(format!(
            "tid {tid:>3}: {}  values 0..4 at (row,col) of mA {}",
            thr_a.layout(),
            first.join(" ")
        ));
    }
    s.push(
        "thrA = tidfrgA[(tidx, None)]",
        "tidfrg.slice((tid, X))",
        lines.join("\n"),
    );
    // the kernel's own configuration: 16 bytes per row per thread, recast to 16-bit elements
    step!(s, "thr_layout = cute.make_ordered_layout((4, 64), order=(1, 0))",
        let thr = make_ordered_layout((_4, _64), (_1, _0)));
    step!(s, "val_layout = cute.recast_layout(16, 8, cute.make_ordered_layout((16, 16), order=(1, 0)))",
        let val = recast_layout(make_ordered_layout((_16, _16), (_1, _0)), _8, _16));
    let (tiler, tv) = make_layout_tv(thr, val);
    s.push(
        "tiler_mn, tv_layout = cute.make_layout_tv(thr_layout, val_layout)",
        "let (tiler, tv) = make_layout_tv(thr, val);",
        format!("tiler = {}\ntv    = {tv}", display(tiler)),
    );
    s
}

/// What [`elementwise_add`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddReport {
    /// The number of thread blocks (tiles).
    pub blocks: i32,
    /// Threads per block.
    pub threads: i32,
    /// Values per thread.
    pub values: i32,
    /// Elements written (each predicated-on value once).
    pub written: usize,
    /// Values predicated off (outside the ragged edge).
    pub masked: usize,
}

/// CuTe DSL's notebooks' element-wise add `C = A + B` of two row-major `(m, n)` tensors of 16-bit elements
/// (`i16` here; the seed uses `float16`), with the seed's TV layout and tiler: every block
/// slices its tile out of `zipped_divide(tensor, tiler)`, composes it with the TV layout, and
/// every thread slices `(tid, _)` and adds the values whose coordinate is inside `(m, n)`.
///
/// # Errors
/// A message when the shape is not positive or the result differs from a plain loop.
pub fn elementwise_add(m: i32, n: i32) -> Result<AddReport, String> {
    if m <= 0 || n <= 0 {
        return Err(format!(
            "elementwise_add: the shape ({m},{n}) is not positive"
        ));
    }
    let thr = make_ordered_layout((_4, _64), (_1, _0));
    let val = recast_layout(make_ordered_layout((_16, _16), (_1, _0)), _8, _16);
    let (tiler, tv) = make_layout_tv(thr, val);
    let shape = (m, n);
    let len = (m as usize) * (n as usize);
    let a: Vec<i16> = (0..len).map(|i| (i % 1000) as i16).collect();
    let b: Vec<i16> = (0..len).map(|i| ((i * 7) % 2000) as i16 - 1000).collect();
    let mut c = vec![0_i16; len];

    let g_a = make_tensor(&a[..], make_layout_with(shape, LayoutRight)).zipped_divide(tiler);
    let g_b = make_tensor(&b[..], make_layout_with(shape, LayoutRight)).zipped_divide(tiler);
    let mut g_c =
        make_tensor(&mut c[..], make_layout_with(shape, LayoutRight)).zipped_divide(tiler);
    // CuTe DSL's notebooks' `zipped_divide(make_identity_tensor(shape), tiler)`
    let c_crd = make_identity_tensor(shape).zipped_divide(tiler);

    let blocks = g_c.layout().shape().1.size().value();
    let (threads, values) = (thr.size().value(), val.size().value());
    let (mut written, mut masked) = (0, 0);
    for bidx in 0..blocks {
        let blk_a = g_a.slice(((X, X), bidx)).compose(tv);
        let blk_b = g_b.slice(((X, X), bidx)).compose(tv);
        let mut blk_c = g_c.slice_mut(((X, X), bidx)).compose(tv);
        let blk_crd = c_crd.slice(((X, X), bidx)).compose(tv);
        for tid in 0..threads {
            let thr_crd = blk_crd.slice((tid, X));
            let pred: Vec<bool> = (0..values)
                .map(|v| elem_less(&thr_crd.call(v), &shape))
                .collect();
            if !pred[0] {
                // the first value is the thread's smallest row and column: nothing to do
                if pred.iter().any(|&p| p) {
                    return Err(format!("thread {tid} of block {bidx}: value 0 is masked"));
                }
                masked += pred.len();
                continue;
            }
            let thr_a = blk_a.slice((tid, X));
            let thr_b = blk_b.slice((tid, X));
            let mut thr_c = blk_c.slice_mut((tid, X));
            for (v, &p) in (0..values).zip(&pred) {
                if p {
                    thr_c[v] = thr_a[v] + thr_b[v];
                    written += 1;
                } else {
                    masked += 1;
                }
            }
        }
    }
    let expect: Vec<i16> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    if c != expect || written != len {
        return Err(format!(
            "elementwise_add({m},{n}): the TV-partitioned result differs from a plain loop"
        ));
    }
    Ok(AddReport {
        blocks,
        threads,
        values,
        written,
        masked,
    })
}
