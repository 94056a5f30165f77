//! RMSNorm forward, `y = x / sqrt(mean(x²) + eps) * w` over each row of a row-major `(M, N)`
//! matrix of `f16` or `bf16`: a kernel author's second kernel, a reduction, written the CuTe way.
//!
//! Blocks of [`threads_for`] threads loop over the rows (with a grid of `G` blocks, block `b`
//! takes rows `b`, `b + G`, `b + 2G`, ...; any grid works, the host picks a few rows a block).
//! Each block keeps the next rows' loads in flight, `cp.async` into a ring of shared-memory
//! stages, while it reduces and stores the current row, so that memory stays busy through the
//! reductions.
//!
//! | step | CuTe | here |
//! | --- | --- | --- |
//! | the row as a tensor | `make_tensor(make_gmem_ptr(x + row*N), make_layout(N))` | the row's whole vectors, `(_8, V):(_1,_8)` |
//! | global to shared | `make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL_ZFILL<uint128_t>,T>{}, (_1,_128), (_8,_1))`, `copy_if(tiled_copy, tXpX, tXgX, tXsX)`, `cp_async_fence()` | `fetch`: one row into stage `k % STAGES` of the ring `(_8, TILE, STAGES)`, one group per row |
//! | predication | `tXpX(r) = elem_less(tXcX(0,r), N)` | [`make_rest_pred`]: a copy runs only when its 8 values are whole-vector elements; the others are zero-filled |
//! | the pipeline | `cp_async_wait<STAGES-1>()` before reading the oldest stage | the row `STAGES - 1` ahead issued, then the oldest group awaited; each thread reads only the stage elements it copied, so no barrier |
//! | shared to registers | `copy(tiled_copy, tXsX, tXrX)` | `copy.copy(&t_s, &mut f_x)`: 16-byte `ld.shared` |
//! | the math | `frg.load()`, `.to<float>()`, `acc += x * x` (contracted to `fma`) | [`TensorSsa`](layout_core::tensor::TensorSsa): `xv.dot(xv, ..)`, fused multiply-adds |
//! | across the block | CUB's `BlockReduce<float, THREADS>` | [`block_reduction_sum_of`]`::<THREADS>` |
//! | the weights | loaded once per block, kept in shared memory as `float` | `s_w`, read back with `UniversalCopy<uint128_t>` of `float` |
//! | registers to global | `copy_if(tiled_copy, tXpX, tXrY, tXgY)` | `copy.copy_if(&vec_in, &f_y, &mut t_y)` |
//!
//! Rows whose length is not a multiple of 8 are not 16-byte aligned (row `r` starts at element
//! `r*N`): each row is split into a head of fewer than 8 elements before its first 16-byte
//! boundary, its whole vectors, and a tail of fewer than 8 elements after them. Thread `t` takes
//! head element `t` and tail element `t` as scalars (read one row ahead); everything else moves
//! in 16-byte copies, predicated per copy, so every access is inside the row. The weights are
//! read in vectors when the first whole vector's weight is 16-byte aligned, element by element
//! otherwise; every row of a block has the same head when the grid is a multiple of 8 blocks,
//! and the weights are reloaded only when it changes.
//!
//! Rows of up to [`MAX_N`] elements: 128 or 256 threads x 4 vectors x 8 values
//! (`rmsnorm_*_4k` for rows of up to 4096, `rmsnorm_*_8k` up to 8192).

#![no_std]
#![cfg_attr(target_arch = "nvptx64", feature(abi_ptx))]

use gpu_kernels::collective::block_reduction_sum_of;
use gpu_kernels::grid::Grid;
use gpu_kernels::numeric::Ptx;
use gpu_kernels::smem::SmemTile;
use layout_core::atom::{cp_async_fence, cp_async_wait};
use layout_core::numeric::UnaryOp;
pub use layout_core::numeric::{bf16, f16};

/// The longest row: 256 threads, 4 vectors of 8 values each.
pub const MAX_N: i32 = 8192;

/// Threads per block of the entry point for rows of `n` elements: 128 up to 4096, 256 up to
/// [`MAX_N`]; each thread holds four 16-byte vectors of a row.
pub fn threads_for(n: i32) -> u32 {
    if n <= 4096 {
        128
    } else {
        256
    }
}

/// Writes the kernel body for one element type and row capacity:
/// `$name(g, smem, x, w, y, rows, n, eps)`, each row's whole vectors held as `$tile` 16-byte
/// vectors (`$threads` threads x `$tile / $threads` copies each), `$stages` rows in a
/// shared-memory ring.
macro_rules! rmsnorm_body {
    ($(#[$doc:meta])* $name:ident / $entry:ident, $T:ty, $threads:ty, $tile:ty, $stages:ty, $bounds:expr) => {
        /// The entry point's body: the block's ring in dynamic shared memory, its weights in
        /// static shared memory, then
        #[doc = concat!("[`", stringify!($name), "`].")]
        ///
        /// # Safety
        #[doc = concat!("As [`", stringify!($name), "`].")]
        #[cfg(target_arch = "nvptx64")]
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        unsafe fn $entry(g: Grid, x: *const $T, w: *const $T, y: *mut $T, rows: i32, n: i32, eps: f32) {
            // the ring in dynamic shared memory: a launch that gives too little traps here
            let Some(ring) = (unsafe { SmemTile::launch_sized() }) else {
                panic!("launch with the ring's bytes of dynamic shared memory")
            };
            // SAFETY: the caller's contract; the ring and the weights are this block's and
            // used only here.
            unsafe { $name(g, Shared { ring, weights: SmemTile::declare() }, x, w, y, rows, n, eps) }
        }

        $(#[$doc])*
        ///
        /// # Safety
        /// `x` and `y` hold `rows * n` elements, `w` holds `n`, `1 <= n <= 8 * $tile`; `x` and
        /// `y` have the same address modulo 16 and every pointer is 2-byte aligned; `y` does
        /// not overlap `x` or `w`; `smem` is the block's and nothing else uses it. Launched with
        /// `$threads` threads per block and any number of blocks: block `b` normalises rows
        /// `b`, `b + grid_dim`, `b + 2 grid_dim`, ...
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        #[allow(clippy::too_many_arguments)] // the entry point's six, the position, the block's memory
        pub unsafe fn $name(
            g: Grid,
            smem: Shared<$T, RowRing<$tile, $stages>, RowRing<$tile, layout_core::int::_1>>,
            x: *const $T,
            w: *const $T,
            y: *mut $T,
            rows: i32,
            n: i32,
            eps: f32,
        ) {
            use layout_core::prelude::*;
            // CUDA's __launch_bounds__: registers for this many blocks of `$threads` on an SM
            gpu_kernels::launch_bounds!($bounds.0, $bounds.1);

            let tid = g.thread as i32;
            let stride = g.grid_dim as i32;
            let first = g.block as i32;
            if first >= rows {
                return;
            }
            // `$threads` threads, each moving one 16-byte vector per copy, `$tile / $threads`
            // copies each: global to shared with `cp.async` (L2 only), shared to registers and
            // registers to global with 16-byte loads and stores.
            let thr_layout = make_layout((_1, <$threads>::default()));
            let val_layout = make_layout((_8, _1));
            let fetch = make_tiled_copy(
                Copy_Atom::<SM80_CP_ASYNC_CACHEGLOBAL_ZFILL<u128>, $T>::default(),
                thr_layout,
                val_layout,
            );
            let copy = make_tiled_copy(Copy_Atom::<UniversalCopy<u128>, $T>::default(), thr_layout, val_layout);
            // the weights in shared memory as f32: 16-byte copies of 4 values, 8 values a copy
            let copy_w = make_tiled_copy(Copy_Atom::<UniversalCopy<u128>, f32>::default(), thr_layout, val_layout);
            let (thr_fetch, thr, thr_w) = (fetch.get_slice(tid), copy.get_slice(tid), copy_w.get_slice(tid));
            let tiler = (_8, <$tile>::default()); // a row's whole vectors: `$tile` vectors of 8
            // The ring: `$stages` rows' whole vectors, `(_8, $tile, $stages)`; row `k` of the
            // block goes to stage `k % $stages`.
            let stages = <$stages as layout_core::int::StaticInt>::VALUE as i32;
            // SAFETY: each thread writes (cp.async) and reads only its own partition of a stage
            // (the same tiled-copy slice), so no element is shared between threads.
            let mut s_ring = unsafe { make_tensor(smem.ring.ptr(), RingView::<$tile, $stages>::default()) };

            // Row `r`: its first element, its head (the elements before its first 16-byte
            // boundary; x and y agree) and its whole vectors' elements; its tail is the last
            // `n - head - vec_len < 8` elements.
            // Rows of a multiple of 8 elements from a 16-byte aligned `x` all start on a 16-byte
            // boundary: no head, no tail (a uniform branch; the common case).
            let aligned = n % 8 == 0 && x as usize % 16 == 0;
            let split = |r: i32| {
                let e0 = r as usize * n as usize;
                if aligned {
                    return (e0, 0, n);
                }
                let addr = (x as usize).wrapping_add(e0 * core::mem::size_of::<$T>());
                let head = ((((16 - addr % 16) % 16) / 2) as i32).min(n);
                (e0, head, (n - head) / 8 * 8)
            };
            // element (v, k) of the whole vectors is element v + 8k
            let view = |len: i32| make_layout((_8, (len / 8).max(1)));
            let counting = |len: i32| make_tensor(CountingIterator::new(0), view(len));
            // Thread `t` takes head element `t` and tail element `t`, when there are that many.
            let scalars = |head: i32, vec_len: i32| (tid < head, tid < n - head - vec_len);
            let whole = |len: i32| {
                let c = counting(len);
                let g_c = local_tile(&c, tiler, (0, 0));
                // tXpX: a copy runs only when its 8 values are whole-vector elements
                make_rest_pred(&thr.partition_S(&g_c), |c: i32| c < len) // (_1, $tile / $threads)
            };

            // Row `r`'s whole vectors into stage `k % $stages` (cp.async, one group), zeros
            // elsewhere in the stage (all of it when `r` is past the last row).
            let fetch_row = |ring: &mut Tensor<SmemPtr<$T>, RingView<$tile, $stages>>, k: i32, r: i32| {
                let live = r < rows;
                let (e0, head, vec_len) = split(if live { r } else { first });
                // SAFETY: the copies are predicated to the row's whole vectors.
                let m_x = unsafe { make_tensor(make_gmem_ptr(x.add(e0 + head as usize)), view(vec_len)) };
                let g_x = local_tile(&m_x, tiler, (0, 0));
                let mut s_x = ring.slice_mut((X, X, k % stages));
                let (t_x, mut t_s) = (thr_fetch.partition_S(&g_x), thr_fetch.partition_D_mut(&mut s_x));
                fetch.copy_if(&whole(if live { vec_len } else { 0 }), &t_x, &mut t_s);
                cp_async_fence();
            };
            // Row `r`'s head and tail elements of this thread (0 where it has none), as loaded:
            // converted only where they are used, so that the loads stay in flight meanwhile.
            let read_scalars = |r: i32| {
                let zero = <$T>::default();
                if r >= rows {
                    return (zero, zero);
                }
                let (e0, head, vec_len) = split(r);
                // SAFETY: read only at the row's head and tail elements.
                let m = unsafe { make_tensor(make_gmem_ptr(x.add(e0)), make_layout(n)) };
                let (h, t) = scalars(head, vec_len);
                (if h { m.read(tid) } else { zero }, if t { m.read(head + vec_len + tid) } else { zero })
            };
            // The weights for rows with a head of `head` elements into the shared row `s_w`,
            // laid out as the rows' whole vectors (in vectors when they are 16-byte aligned,
            // element by element otherwise); returns this thread's head and tail weights.
            // SAFETY: as for the ring, each thread writes and reads only its own partition.
            let mut s_w = unsafe { make_tensor(smem.weights.ptr(), make_layout((_8, <$tile>::default()))) };
            let load_w = |s_w: &mut Tensor<SmemPtr<f32>, Layout<(_8, $tile), (_1, _8)>>, head: i32| {
                let vec_len = (n - head) / 8 * 8;
                // SAFETY: predicated to the `n` weights as the rows' accesses are to the row.
                let (m_w, m_ws) = unsafe {
                    (
                        make_tensor(make_gmem_ptr(w.add(head as usize)), view(vec_len)),
                        make_tensor(make_gmem_ptr(w), make_layout(n)),
                    )
                };
                let c = counting(vec_len);
                let (g_w, g_c) = (local_tile(&m_w, tiler, (0, 0)), local_tile(&c, tiler, (0, 0)));
                let (t_w, t_c) = (thr.partition_S(&g_w), thr.partition_S(&g_c));
                let mut f_w = make_fragment_like(&t_w);
                fill(&mut f_w, <$T>::default());
                if (w as usize + 2 * head as usize) % 16 == 0 {
                    copy.copy_if(&whole(vec_len), &t_w, &mut f_w);
                } else {
                    copy_if(&|i: i32| t_c.read(i) < vec_len, &t_w, &mut f_w);
                }
                // converted once, zeros past the whole vectors
                let mut t_sw = thr_w.partition_D_mut(s_w);
                let shape = t_sw.shape();
                t_sw.store(f_w.load_with(Ptx).to::<f32>().reshape(shape));
                let (h, t) = scalars(head, vec_len);
                let read = |i: i32| Ptx::convert::<$T, f32>(m_ws.read(i));
                (if h { read(tid) } else { 0.0 }, if t { read(head + vec_len + tid) } else { 0.0 })
            };

            let inv_n = 1.0 / n as f32;
            // the ring's first rows in flight
            for k in 0..stages - 1 {
                fetch_row(&mut s_ring, k, first + k * stride);
            }
            let (mut x_h, mut x_t) = read_scalars(first);
            // The weights stay in registers for every row of the block with the same head (all
            // of them when the grid is a multiple of 8 blocks).
            let (mut w_for, mut w_h, mut w_t) = (-1, 0.0, 0.0); // loaded in the first iteration
            let mut k = 0;
            loop {
                let r = first + k * stride;
                let (e0, head, vec_len) = split(r);
                if head != w_for {
                    (w_h, w_t) = load_w(&mut s_w, head);
                    w_for = head;
                }
                // the row `$stages - 1` ahead into the ring, the next row's scalars into registers
                fetch_row(&mut s_ring, k + stages - 1, r + (stages - 1) * stride);
                let (x_h_next, x_t_next) = read_scalars(r + stride);
                // this row's copies (the oldest group in flight) are done
                cp_async_wait_stages::<$stages>();

                // the thread's share of the stage: its own copies, zeros where they were
                // predicated off (the copies zero-fill)
                let s_x = s_ring.slice((X, X, k % stages));
                let t_s = thr.partition_S(&s_x);
                let mut f_x = make_fragment_like(&t_s);
                copy.copy(&t_s, &mut f_x);
                let vec_in = whole(vec_len);

                // mean(x²) over the row: each thread's sum, then the block's
                let xv = f_x.load_with(Ptx).to::<f32>();
                let (h32, t32) = (Ptx::convert::<$T, f32>(x_h), Ptx::convert::<$T, f32>(x_t));
                let sum = block_reduction_sum_of::<{ $bounds.0 }, f32>(xv.dot(xv, h32 * h32 + t32 * t32));
                let rstd = Ptx::unary(UnaryOp::Rsqrt, sum * inv_n + eps);

                // SAFETY: predicated as the loads are.
                let (mut m_y, mut m_ys) = unsafe {
                    (
                        make_tensor(make_gmem_ptr(y.add(e0 + head as usize)), view(vec_len)),
                        make_tensor(make_gmem_ptr(y.add(e0)), make_layout(n)),
                    )
                };
                let mut g_y = local_tile_mut(&mut m_y, tiler, (0, 0));
                let mut t_y = thr.partition_D_mut(&mut g_y);
                // the weights from shared memory (f32, zeros past the whole vectors)
                let t_sw = thr_w.partition_S(&s_w);
                let mut f_w = make_fragment_like(&t_sw);
                copy_w.copy(&t_sw, &mut f_w);
                let mut f_y = make_fragment_like(&t_y);
                f_y.store((xv * rstd * f_w.load_with(Ptx).reshape(xv.shape())).to::<$T>());
                copy.copy_if(&vec_in, &f_y, &mut t_y);
                let (h, t) = scalars(head, vec_len);
                if h {
                    m_ys.write(tid, Ptx::convert::<f32, $T>(h32 * rstd * w_h));
                }
                if t {
                    m_ys.write(head + vec_len + tid, Ptx::convert::<f32, $T>(t32 * rstd * w_t));
                }

                if r + stride >= rows {
                    break;
                }
                k += 1;
                (x_h, x_t) = (x_h_next, x_t_next);
            }
        }
    };
}

/// `cp_async_wait::<STAGES - 1>()`: the oldest of `STAGES` groups in flight is done.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn cp_async_wait_stages<S: layout_core::int::StaticInt>() {
    match S::VALUE {
        2 => cp_async_wait::<1>(),
        3 => cp_async_wait::<2>(),
        4 => cp_async_wait::<3>(),
        _ => cp_async_wait::<0>(),
    }
}

/// The shared ring of a block as a tile: `Stages` rows' whole vectors of `8 * Tile` elements,
/// one column per row (the kernel views it as `(_8, Tile, Stages)`).
pub type RowRing<Tile, Stages> = layout_core::layout::Layout<
    (
        layout_core::int::IntProd<layout_core::int::_8, Tile>,
        Stages,
    ),
    (
        layout_core::int::_1,
        layout_core::int::IntProd<layout_core::int::_8, Tile>,
    ),
>;

/// The block's shared memory (CuTe's `SharedStorage`): the ring of rows and the weights.
pub struct Shared<T, Ring, Weights> {
    /// The ring of rows' whole vectors ([`RowRing`]; in dynamic shared memory on the GPU).
    pub ring: SmemTile<T, Ring>,
    /// The weights, converted to `f32` once per block (a [`RowRing`] of one row).
    pub weights: SmemTile<f32, Weights>,
}

/// The ring as the kernel views it: `(_8, Tile, Stages)`, column-major (stage `s` is
/// `ring(_, _, s)`, a row's whole vectors).
pub type RingView<Tile, Stages> = layout_core::layout::Layout<
    (layout_core::int::_8, Tile, Stages),
    (
        layout_core::int::_1,
        layout_core::int::_8,
        layout_core::int::IntProd<layout_core::int::_8, Tile>,
    ),
>;

/// The shared weights of the entry points for rows of up to 4096 elements.
pub type Weights4k = RowRing<layout_core::int::_512, layout_core::int::_1>;
/// The shared weights of the entry points for rows of up to [`MAX_N`] elements.
pub type Weights8k = RowRing<layout_core::int::_1024, layout_core::int::_1>;
/// The shared ring of the entry points for rows of up to 4096 elements: 3 rows of 4096.
pub type Ring4k = RowRing<layout_core::int::_512, layout_core::int::_3>;
/// The shared ring of the entry points for rows of up to [`MAX_N`] elements: 3 rows of 8192.
pub type Ring8k = RowRing<layout_core::int::_1024, layout_core::int::_3>;

rmsnorm_body! {
    /// RMSNorm of `f16` rows of up to 4096 elements (the block's) for the thread at `g`.
    rmsnorm_f16_4k_body / rmsnorm_f16_4k_entry, f16, layout_core::int::_128, layout_core::int::_512, layout_core::int::_3, (128, 5)
}
rmsnorm_body! {
    /// RMSNorm of `f16` rows of up to [`MAX_N`] elements (the block's) for the thread at `g`.
    rmsnorm_f16_8k_body / rmsnorm_f16_8k_entry, f16, layout_core::int::_256, layout_core::int::_1024, layout_core::int::_3, (256, 2)
}
rmsnorm_body! {
    /// RMSNorm of `bf16` rows of up to 4096 elements (the block's) for the thread at `g`.
    rmsnorm_bf16_4k_body / rmsnorm_bf16_4k_entry, bf16, layout_core::int::_128, layout_core::int::_512, layout_core::int::_3, (128, 5)
}
rmsnorm_body! {
    /// RMSNorm of `bf16` rows of up to [`MAX_N`] elements (the block's) for the thread at `g`.
    rmsnorm_bf16_8k_body / rmsnorm_bf16_8k_entry, bf16, layout_core::int::_256, layout_core::int::_1024, layout_core::int::_3, (256, 2)
}

gpu_kernels::kernel! {
    /// RMSNorm of `rows` rows of at most 4096 `f16`: any grid of [`threads_for`]`(n)`-thread
    /// blocks, with `SmemTile::<f16, Ring4k>::BYTES` of dynamic shared memory each.
    pub RMSNORM_F16_4K = rmsnorm_f16_4k(x: *const f16, w: *const f16, y: *mut f16, rows: i32, n: i32, eps: f32) => rmsnorm_f16_4k_entry;
}
gpu_kernels::kernel! {
    /// RMSNorm of `rows` rows of at most [`MAX_N`] `f16`: any grid of [`threads_for`]`(n)`-thread
    /// blocks, with `SmemTile::<f16, Ring8k>::BYTES` of dynamic shared memory each.
    pub RMSNORM_F16_8K = rmsnorm_f16_8k(x: *const f16, w: *const f16, y: *mut f16, rows: i32, n: i32, eps: f32) => rmsnorm_f16_8k_entry;
}
gpu_kernels::kernel! {
    /// RMSNorm of `rows` rows of at most 4096 `bf16`: as [`RMSNORM_F16_4K`].
    pub RMSNORM_BF16_4K = rmsnorm_bf16_4k(x: *const bf16, w: *const bf16, y: *mut bf16, rows: i32, n: i32, eps: f32) => rmsnorm_bf16_4k_entry;
}
gpu_kernels::kernel! {
    /// RMSNorm of `rows` rows of at most [`MAX_N`] `bf16`: as [`RMSNORM_F16_8K`].
    pub RMSNORM_BF16_8K = rmsnorm_bf16_8k(x: *const bf16, w: *const bf16, y: *mut bf16, rows: i32, n: i32, eps: f32) => rmsnorm_bf16_8k_entry;
}

/// The `f16` entry point for rows of `n` elements: the smallest that holds them.
pub fn rmsnorm_f16_for(
    n: i32,
) -> gpu_kernels::handle::Kernel<(*const f16, *const f16, *mut f16, i32, i32, f32)> {
    if n <= 4096 {
        RMSNORM_F16_4K
    } else {
        RMSNORM_F16_8K
    }
}
