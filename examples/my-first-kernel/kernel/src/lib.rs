//! `y = alpha * x` with tensors and a tiled copy, as a GPU kernel and a CPU function.
#![no_std]
#![cfg_attr(target_arch = "nvptx64", feature(abi_ptx))]

use gpu_kernels::grid::Grid;
use gpu_kernels::print::{print_layout, print_tensor};
use layout_core::prelude::*;

/// Threads per block.
pub const THREADS: u32 = 128;
/// Elements per block: 128 threads, 8 values each.
pub const TILE: u32 = 1024;

/// `y[i] = alpha * x[i]` for `i < n`, for the thread at `g`, the CuTe way: the vectors as
/// tensors, the block's tile of `TILE` elements (`local_tile`), a tiled copy of 128 threads
/// with one float per copy, each thread's partitions `(CPY, CPY_M, CPY_N)` = `(_1, _8, _1)`
/// (its 8 copies in the rest modes), a register fragment, `copy_if` predicated by CuTe's
/// `tXpX` (one bool per copy, from an identity tensor partitioned like the data: the last
/// tile is ragged), the math on the loaded fragment, and `copy_if` back.
///
/// # Safety
/// `x` and `y` hold `n` elements.
pub unsafe fn scale(g: Grid, x: *const f32, y: *mut f32, alpha: f32, n: i32) {
    // SAFETY: only elements below `n` are accessed (the copies are predicated).
    let (m_x, mut m_y) = unsafe {
        (
            make_tensor(make_gmem_ptr(x), make_layout((n, _1))),
            make_tensor(make_gmem_ptr(y), make_layout((n, _1))),
        )
    };
    let m_id = make_tensor(CountingIterator::new(0), make_layout((n, _1))); // i -> i
    let tiler = (_1024, _1); // TILE elements per block
    let bid = (g.block as i32, 0);
    let (g_x, g_id) = (local_tile(&m_x, tiler, bid), local_tile(&m_id, tiler, bid));
    let mut g_y = local_tile_mut(&mut m_y, tiler, bid);
    // 128 threads, one float per copy: the 1024-element tile is 8 copies per thread
    let atom = Copy_Atom::<UniversalCopy<u32>, f32>::default();
    let copy = make_tiled_copy(atom, make_layout((_128, _1)), make_layout((_1, _1)));
    let thr = copy.get_slice(g.thread as i32);
    let (t_x, t_id) = (thr.partition_S(&g_x), thr.partition_S(&g_id)); // (CPY, CPY_M, CPY_N)
    let mut t_y = thr.partition_D_mut(&mut g_y);
    let pred = make_rest_pred(&t_id, |i: i32| i < n); // tXpX (CPY_M, CPY_N): elem_less(coord, shape)
    let mut frg = make_fragment_like(&t_x);
    copy.copy_if(&pred, &t_x, &mut frg);
    frg.store(frg.load() * alpha);
    copy.copy_if(&pred, &frg, &mut t_y);
}

gpu_kernels::kernel! {
    /// `scale` as a kernel: `ceil(n / TILE)` blocks of `THREADS` threads.
    pub SCALE = scale_f32(x: *const f32, y: *mut f32, alpha: f32, n: i32) => scale;
}

/// Threads that print their slice of the TV layout in [`hello`].
pub const PRINTING: u32 = 4;

/// Thread 0 prints "Hello world", the tile layout (whose number of tiles is dynamic), the TV
/// layout of the printing threads as a `print_layout` table (the index of each (thread,
/// value)) and the `print_tensor` of its coordinates; threads 0 to 3 of the first and the last
/// block print their slice of the TV layout: the coordinates of `0..n` their values touch (the
/// identity tensor of the problem, tiled, composed with the TV layout, sliced at the thread).
/// Lines do not mix: each `vprintf` carries whole lines.
///
/// # Safety
/// None beyond a launch of `THREADS` threads (the TV layout has 128 threads).
pub unsafe fn hello(g: Grid, n: i32) {
    let tv = make_layout((_128, _8));
    let tiles = make_layout((_1024, g.grid_dim as i32));
    if g.block == 0 && g.thread == 0 {
        gpu_kernels::printf!("Hello world");
        gpu_kernels::printf!("tiles: {}  tv: {}", tiles, tv);
        let printing = PRINTING as i32; // a dynamic count
        print_layout(&Layout::new((printing, _8), (_1, _128)));
        print_tensor(&make_identity_tensor((printing, _8)));
    }
    if g.thread < PRINTING && (g.block == 0 || g.block + 1 == g.grid_dim) {
        let id = make_identity_tensor((n,));
        let block = id.zipped_divide((_1024,)).slice((X, g.block as i32));
        let mine = block.compose(tv).slice((g.thread as i32, X));
        gpu_kernels::printf!("block {} thread {}: {}", g.block, g.thread, mine);
    }
}

gpu_kernels::kernel! {
    /// `hello` as a kernel: `ceil(n / TILE)` blocks of `THREADS` threads.
    pub HELLO = hello_world(n: i32) => hello;
}
