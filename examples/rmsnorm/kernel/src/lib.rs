//! RMSNorm forward, `y = x / sqrt(mean(x²) + eps) * w` over each row of a row-major `(M, N)`
//! matrix of `f16` or `bf16`, one row per block of [`threads_for`] threads: a kernel author's second
//! kernel, a reduction, written the CuTe way.
//!
//! | step | CuTe | here |
//! | --- | --- | --- |
//! | the row as a tensor | `make_tensor(make_gmem_ptr(x + row*N), make_layout(N))` | `m_x`: the row's body `(_8, V):(_1,_8)`, 16-byte vectors |
//! | the copy | `make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>,T>{}, (_1,_256), (_8,_1))` | the same: each thread one 16-byte vector per copy |
//! | the block's tile, the thread's share | `local_tile`, `thr_copy.partition_S(gX)` | `((_8,_1),_1,_2)`: two vectors a block's width apart |
//! | predication | `tXpX(r) = elem_less(tXcX(_,r), N)` per copy | [`make_rest_pred`]: a copy runs only if all its 8 values are in the row |
//! | the last, partial vector | element copies | `copy_if` with one `bool` per element, only for that vector |
//! | the math | `frg.load()`, `.to<float>()`, reductions | [`TensorSsa`](layout_core::tensor::TensorSsa): `(x * x).sum()` |
//! | across the block | `warp_reduction` + shared memory | [`block_reduction_sum`] |
//!
//! The rows are not 16-byte aligned when `N` is not a multiple of 8 (row `r` starts at element
//! `r*N`): each row is split into a head of fewer than 8 elements before its first 16-byte
//! boundary, taken by threads `0..head` one element each, and a body of whole vectors and at most
//! one partial vector at the end. Every access is inside the row: the vector copies are
//! predicated per copy, the partial vector and the head per element. The weight `w` is read in
//! vectors when the body's first weight is 16-byte aligned (every row of an `N` that is a
//! multiple of 8), element by element otherwise (it is the same `N` values for every row, so
//! those reads hit the cache).
//!
//! Rows of up to [`MAX_N`] elements: 256 or 512 threads x 2 vectors x 8 values hold a row in
//! registers (`rmsnorm_*_4k` for rows of up to 4096, `rmsnorm_*_8k` up to 8192), so `x` is read
//! from memory once; the weights are loaded with `x`, before the reduction.

#![no_std]
#![cfg_attr(target_arch = "nvptx64", feature(abi_ptx))]

use gpu_kernels::collective::block_reduction_sum;
use gpu_kernels::grid::Grid;
use gpu_kernels::numeric::Ptx;
use layout_core::numeric::UnaryOp;
pub use layout_core::numeric::{bf16, f16};

/// The longest row: 512 threads, 2 vectors of 8 values each.
pub const MAX_N: i32 = 8192;

/// Threads per block (one row per block) of the entry point for rows of `n` elements: 256 up
/// to 4096, 512 up to [`MAX_N`]; each thread holds two 16-byte vectors of the row.
pub fn threads_for(n: i32) -> u32 {
    if n <= 4096 {
        256
    } else {
        512
    }
}

/// Writes the kernel body for one element type and row capacity: `$name(g, x, w, y, n, eps)`,
/// the row's body held as `$tile` 16-byte vectors (`$threads` threads x `$tile / $threads`
/// copies each).
macro_rules! rmsnorm_body {
    ($(#[$doc:meta])* $name:ident, $T:ty, $threads:ty, $tile:ty) => {
        $(#[$doc])*
        ///
        /// # Safety
        /// `x` and `y` hold `grid_dim * n` elements, `w` holds `n`, `1 <= n <= 8 * $tile`; `x` and
        /// `y` have the same address modulo 16 and every pointer is 2-byte aligned; `y` does
        /// not overlap `x` or `w`. Launched with `$threads` threads per block, one block per row.
        #[inline(always)]
        pub unsafe fn $name(g: Grid, x: *const $T, w: *const $T, y: *mut $T, n: i32, eps: f32) {
            use layout_core::prelude::*;

            let tid = g.thread as i32;
            // SAFETY: row `g.block` is inside x and y (the contract).
            let (x_row, y_row) = unsafe {
                let e0 = g.block as usize * n as usize;
                (x.add(e0), y.add(e0))
            };
            // The head: the elements before the row's first 16-byte boundary (x and y agree).
            let head = ((((16 - x_row as usize % 16) % 16) / 2) as i32).min(n);
            let body = n - head;
            let vectors = ((body + 7) / 8).max(1); // a view of at least one vector: its copies are predicated off

            // `$threads` threads, each copying one 16-byte vector per copy, `$tile / $threads`
            // copies each.
            let atom = Copy_Atom::<UniversalCopy<u128>, $T>::default();
            let thr_layout = make_layout((_1, <$threads>::default()));
            let copy = make_tiled_copy(atom, thr_layout, make_layout((_8, _1)));
            let tiler = (_8, <$tile>::default()); // the row's body: `$tile` vectors of 8
            let view = make_layout((_8, vectors)); // element (v, k) is body element v + 8k
            // SAFETY: every access below is predicated to the body, the head or the weight's n
            // elements: the vector copies by `vec_in`, the partial vector and the head per element.
            let (m_x, mut m_y, m_w, m_xh, mut m_yh, m_wh) = unsafe {
                (
                    make_tensor(make_gmem_ptr(x_row.add(head as usize)), view),
                    make_tensor(make_gmem_ptr(y_row.add(head as usize)), view),
                    make_tensor(make_gmem_ptr(w.add(head as usize)), view),
                    make_tensor(make_gmem_ptr(x_row), make_layout(_8)),
                    make_tensor(make_gmem_ptr(y_row), make_layout(_8)),
                    make_tensor(make_gmem_ptr(w), make_layout(_8)),
                )
            };
            let m_c = make_tensor(CountingIterator::new(0), view); // body element indices
            let g_x = local_tile(&m_x, tiler, (0, 0));
            let g_w = local_tile(&m_w, tiler, (0, 0));
            let g_c = local_tile(&m_c, tiler, (0, 0));
            let mut g_y = local_tile_mut(&mut m_y, tiler, (0, 0));

            let thr = copy.get_slice(tid);
            let t_x = thr.partition_S(&g_x); // ((_8,_1),_1,_2)
            let t_w = thr.partition_S(&g_w);
            let t_c = thr.partition_S(&g_c);
            let mut t_y = thr.partition_D_mut(&mut g_y);
            // tXpX: a copy runs only when its 8 values are in the body
            let vec_in = make_rest_pred(&t_c, |c: i32| c < body); // (_1,_2)
            // the partial last vector of the body, element by element
            let partial = |i: i32| t_c.read(i) < body && !vec_in.read(i / 8);
            let ragged = body % 8 != 0;

            let mut f_x = make_fragment_like(&t_x);
            fill(&mut f_x, <$T>::default());
            copy.copy_if(&vec_in, &t_x, &mut f_x);
            if ragged {
                copy_if(&partial, &t_x, &mut f_x);
            }
            // the weights, loaded with x so that their latency is not added after the reduction
            let mut f_w = make_fragment_like(&t_w);
            fill(&mut f_w, <$T>::default());
            if (w as usize + 2 * head as usize) % 16 == 0 {
                copy.copy_if(&vec_in, &t_w, &mut f_w);
                if ragged {
                    copy_if(&partial, &t_w, &mut f_w);
                }
            } else {
                copy_if(&|i: i32| t_c.read(i) < body, &t_w, &mut f_w);
            }
            let in_head = tid < head;
            let x_head = if in_head { Ptx::convert::<$T, f32>(m_xh.read(tid)) } else { 0.0 };
            let w_head = if in_head { Ptx::convert::<$T, f32>(m_wh.read(tid)) } else { 0.0 };

            // mean(x²) over the row: each thread's sum, then the block's
            let xv = f_x.load_with(Ptx).to::<f32>();
            let sum = block_reduction_sum((xv * xv).sum() + x_head * x_head);
            let rstd = Ptx::unary(UnaryOp::Rsqrt, sum / n as f32 + eps);


            let mut f_y = make_fragment_like(&t_y);
            f_y.store((xv * rstd * f_w.load_with(Ptx).to::<f32>()).to::<$T>());
            copy.copy_if(&vec_in, &f_y, &mut t_y);
            if ragged {
                copy_if(&partial, &f_y, &mut t_y);
            }
            if in_head {
                m_yh.write(tid, Ptx::convert::<f32, $T>(x_head * rstd * w_head));
            }
        }
    };
}

rmsnorm_body! {
    /// RMSNorm of one `f16` row of up to 4096 elements (the block's) for the thread at `g`.
    rmsnorm_f16_4k_body, f16, layout_core::int::_256, layout_core::int::_512
}
rmsnorm_body! {
    /// RMSNorm of one `f16` row of up to [`MAX_N`] elements (the block's) for the thread at `g`.
    rmsnorm_f16_8k_body, f16, layout_core::int::_512, layout_core::int::_1024
}
rmsnorm_body! {
    /// RMSNorm of one `bf16` row of up to 4096 elements (the block's) for the thread at `g`.
    rmsnorm_bf16_4k_body, bf16, layout_core::int::_256, layout_core::int::_512
}
rmsnorm_body! {
    /// RMSNorm of one `bf16` row of up to [`MAX_N`] elements (the block's) for the thread at `g`.
    rmsnorm_bf16_8k_body, bf16, layout_core::int::_512, layout_core::int::_1024
}

gpu_kernels::kernel! {
    /// RMSNorm of `M` rows of at most 4096 `f16`: `M` blocks of [`threads_for`]`(n)` threads.
    pub RMSNORM_F16_4K = rmsnorm_f16_4k(x: *const f16, w: *const f16, y: *mut f16, n: i32, eps: f32) => rmsnorm_f16_4k_body;
}
gpu_kernels::kernel! {
    /// RMSNorm of `M` rows of at most [`MAX_N`] `f16`: `M` blocks of [`threads_for`]`(n)` threads.
    pub RMSNORM_F16_8K = rmsnorm_f16_8k(x: *const f16, w: *const f16, y: *mut f16, n: i32, eps: f32) => rmsnorm_f16_8k_body;
}
gpu_kernels::kernel! {
    /// RMSNorm of `M` rows of at most 4096 `bf16`: `M` blocks of [`threads_for`]`(n)` threads.
    pub RMSNORM_BF16_4K = rmsnorm_bf16_4k(x: *const bf16, w: *const bf16, y: *mut bf16, n: i32, eps: f32) => rmsnorm_bf16_4k_body;
}
gpu_kernels::kernel! {
    /// RMSNorm of `M` rows of at most [`MAX_N`] `bf16`: `M` blocks of [`threads_for`]`(n)` threads.
    pub RMSNORM_BF16_8K = rmsnorm_bf16_8k(x: *const bf16, w: *const bf16, y: *mut bf16, n: i32, eps: f32) => rmsnorm_bf16_8k_body;
}

/// The `f16` entry point for rows of `n` elements: the smallest that holds them.
pub fn rmsnorm_f16_for(
    n: i32,
) -> gpu_kernels::handle::Kernel<(*const f16, *const f16, *mut f16, i32, f32)> {
    if n <= 4096 {
        RMSNORM_F16_4K
    } else {
        RMSNORM_F16_8K
    }
}
