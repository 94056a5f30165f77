//! Kernels the PyTorch extension launches: `scale_2d` on tensors PyTorch owns (any strides),
//! and `noop` for measuring launch overhead. The printing kernel `hello_world` comes from
//! `my-first-kernel-device`, a dependency, and is compiled into the same PTX.
#![no_std]
#![cfg_attr(target_arch = "nvptx64", feature(abi_ptx))]

use gpu_kernels::grid::Grid;
use layout_core::prelude::*;

pub use my_first_kernel_device::{hello, HELLO, THREADS as HELLO_THREADS, TILE as HELLO_TILE};

/// Threads per block of `scale_2d`.
pub const THREADS: u32 = 256;

/// `y(c) = alpha * x(c)` for every coordinate `c` of two `(m, n)` tensors with layouts
/// `(m,n):(xs0,xs1)` and `(m,n):(ys0,ys1)`: whatever strides PyTorch hands over (row-major,
/// transposed, sliced) are the tensors' layouts, so no copy makes them contiguous first. Each
/// thread takes the 1-D indices `i, i + T, ...` (`T` threads in the grid); the layout turns an
/// index into a coordinate (CuTe's colexicographic order) and the coordinate into an offset.
///
/// # Safety
/// `x` and `y` hold every element their layouts reach on `(m, n)`; `m * n` fits `i32`.
#[allow(clippy::too_many_arguments)]
pub unsafe fn scale_2d(
    g: Grid,
    x: *const f32,
    xs0: i32,
    xs1: i32,
    y: *mut f32,
    ys0: i32,
    ys1: i32,
    m: i32,
    n: i32,
    alpha: f32,
) {
    // SAFETY: the caller's contract covers every index of both layouts on (m, n).
    let x = unsafe { make_tensor_ptr(x.cast_mut(), Layout::new((m, n), (xs0, xs1))) };
    let mut y = unsafe { make_tensor_ptr(y, Layout::new((m, n), (ys0, ys1))) };
    let threads = (g.grid_dim * g.block_dim) as i32;
    let mut i = (g.block * g.block_dim + g.thread) as i32;
    while i < m * n {
        // SAFETY: 0 <= i < m * n, the tensors' size.
        unsafe { *y.get_unchecked_mut(i) = alpha * *x.get_unchecked(i) };
        i += threads;
    }
}

/// Does nothing: the cost of a launch alone.
///
/// # Safety
/// None.
pub unsafe fn noop(_g: Grid) {}

gpu_kernels::kernel! {
    /// `scale_2d` as a kernel: any grid of `THREADS` threads (grid-stride).
    pub SCALE_2D = scale_2d_f32(
        x: *const f32, xs0: i32, xs1: i32,
        y: *mut f32, ys0: i32, ys1: i32,
        m: i32, n: i32, alpha: f32
    ) => scale_2d;
}

gpu_kernels::kernel! {
    /// `noop` as a kernel: one thread is enough.
    pub NOOP = noop_kernel() => noop;
}
