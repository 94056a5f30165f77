//! `y = alpha * x`, tiled with a thread-value layout, as a GPU kernel and a CPU function.
#![no_std]
#![cfg_attr(target_arch = "nvptx64", feature(abi_ptx))]

use gpu_kernels::grid::Grid;
use gpu_kernels::print::{print_layout, print_tensor};
use layout_core::prelude::*;

/// Threads per block.
pub const THREADS: u32 = 128;
/// Elements per block: 128 threads, 8 values each.
pub const TILE: u32 = 1024;

/// `y[i] = alpha * x[i]` for `i < n`, for the thread at `g`. The TV layout `(_128,_8):(_1,_128)`
/// sends value `v` of thread `t` to element `t + 128 v` of the block's tile (a warp touches 32
/// neighbours), and `(_1024,B):(_1,_1024)` sends (tile element, block) to `i`.
///
/// # Safety
/// `x` and `y` hold `n` elements.
pub unsafe fn scale(g: Grid, x: *const f32, y: *mut f32, alpha: f32, n: i32) {
    let tv = make_layout((_128, _8));
    let tiles = make_layout((_1024, g.grid_dim as i32));
    for v in 0..8 {
        let i = tiles.call((tv.call((g.thread as i32, v)), g.block as i32));
        if i < n {
            // SAFETY: i < n.
            unsafe { *y.add(i as usize) = alpha * *x.add(i as usize) }
        }
    }
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
