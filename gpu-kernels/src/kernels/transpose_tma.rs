//! `transpose_tma`: `y = x^T` with the tiles moved by the tensor memory accelerator (TMA,
//! sm_90): one instruction per 128-byte-wide box loads the block's tile of `x` into swizzled
//! shared memory, the threads transpose it into a second swizzled tile, and one instruction per
//! box stores that tile into `y`.
//!
//! In CuTe terms (as `transpose`): `x` is `(M,N):(N,_1)`, `y` is `x^T` row-major. Both shared
//! tiles are `tile_to_shape(GMMA::Layout_K_SW128_Atom<T>, tile)`: rows of 128 bytes, the
//! 16-byte chunks of row `r` XORed with `r % 8` (`Sw<3,4,3>` on byte addresses), which is the
//! TMA's 128-byte swizzle. The `x` tile is [`TmaTile::XStage`] (`(TM,TN)`), the `y` tile
//! [`TmaTile::YStage`] (`(TN,TM)`); the host builds one tensor map for each from these layouts
//! (`gpu_host::tma::plan_tma`: boxes 128 bytes wide, `TM` / `TN` rows).
//!
//! Between the two copies each thread moves one `E x E` block of elements (`E` = 16 bytes of
//! them: 4 `f32`, 8 `f16`): `E` 16-byte reads along the rows of the `x` tile, a transpose in
//! registers, `E` 16-byte writes along the rows of the `y` tile. Which block a thread takes is
//! the swizzled layout [`BlockThreads`], `Sw<3,0,4> o _0 o ((_8,_8),(_2,_2)):((_16,_1),(_8,_128))`
//! into the `(_16,_16)` blocks (column-major): the 8 threads of a quarter warp (the threads of
//! one 16-byte access phase) take 8 blocks on a diagonal, different in both their block row and
//! block column, so both the reads and the writes of a phase touch 8 different chunk positions
//! of their rows: no bank conflicts against the TMA's fixed swizzle (a plain thread layout
//! cannot do that: a phase along a row conflicts on the writes, one along a column on the
//! reads).
//!
//! TMA zero-fills the parts of a load box outside `x` and drops the parts of a store box
//! outside `y`, so any `M` and `N` work with no predicate in the kernel; TMA needs row pitches
//! of a multiple of 16 bytes (`N` and `M` multiples of `E`) and 16-byte aligned tensors (the
//! host reports the shapes it cannot describe; `transpose_swizzled` takes those). That rule is
//! `cuTensorMapEncodeTiled`'s: every global stride a multiple of 16 bytes, the global address
//! 16-byte aligned. An 8191 x 8193 problem has no such map: a row of `x` is 8193 elements
//! (32772 bytes in `f32`, 16386 in `f16`) and a row of `y` 8191. (A set of maps, one per
//! residue of the row index modulo `E`, each with stride `E` rows, its base rounded down to
//! 16 bytes and its columns shifted to match, would be legal; it is not built: a tile would
//! take `E` boxes per side, and its stores would still start inside 32-byte sectors of `y`'s
//! rows, the partial-sector stores that `transpose` avoids by shearing its stores, which a
//! box, one start for all its rows, cannot do.)
//!
//! Arguments: `tma_x, tma_y`, the two tensor maps by value (CUDA's `__grid_constant__`
//! parameters, [`crate::arch::tensor_map`]: the TMA reads them where the launch put them, with
//! no fence).
//! Launch: grid `(ceil(M / TM), ceil(N / TN))` (block `(i, j)` takes tile `(i, j)` of `x`:
//! consecutive blocks walk down a tile column of `x` and store adjacent tiles of a row of
//! `y`), [`TmaTile::THREADS`] threads, at least [`TmaTile::SMEM_BYTES`] of dynamic shared
//! memory (fewer: every block traps).
//!
//! ```
//! use gpu_kernels::kernels::transpose_tma::*;
//! use layout_core::prelude::*;
//! assert_eq!(BlockThreads::default().to_string(),
//!            "Sw<3,0,4> o _0 o ((_8,_8),(_2,_2)):((_16,_1),(_8,_128))");
//! assert_eq!(<TmaTileF32 as TmaTile>::XStage::default().to_string(),
//!            "Sw<3,4,3> o smem_ptr[32b](unset) o ((_8,_8),(_32,_2)):((_32,_256),(_1,_2048))");
//! // thread 9 (lane 1 of the second phase): block row 1 ^ 1 = 0, block column 1
//! assert_eq!(block_of(9), (0, 1));
//! assert_eq!(block_of(10), (3, 2));
//! ```

use crate::element::f16;
use crate::kernels::transpose::{transpose_2x2, TransposeElement};
use crate::mem::Vec16;
use crate::smem::{SmemElement, SmemTile, TileLayout};
use layout_core::prelude::*;

/// The threads' blocks: thread `t` moves block `(i % 16, i / 16)` of the `(_16,_16)` blocks of
/// `E x E` elements, `i = BlockThreads(t)`. Before the swizzle, thread `t = (l, q, s)` (lane
/// `l` of phase `q` of 64 threads, sub-tile `s`) is at block row `q`, block column `l` of its
/// sub-tile of 8 x 8 blocks; `Sw<3,0,4>` XORs the block column into the block row.
pub type BlockThreads =
    ComposedLayout<Swizzle<_3, _0, _4>, _0, Layout<((_8, _8), (_2, _2)), ((_16, _1), (_8, _128))>>;

/// The block `(block row, block column)` thread `thread` moves (see [`BlockThreads`]).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn block_of(thread: i32) -> (i32, i32) {
    let i = BlockThreads::default().call(thread);
    (i % 16, i / 16)
}

/// An element of the TMA transpose: how `E` rows of 16 bytes (`E x E` elements) transpose in
/// registers.
pub trait ChunkTranspose<const E: usize>: TransposeElement + SmemElement {
    /// Chunk `k` of the result is column `k` of the block whose row `i` is `rows[i]`.
    fn transpose_chunks(rows: [Vec16; E]) -> [Vec16; E];
}

impl ChunkTranspose<4> for f32 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn transpose_chunks(rows: [Vec16; 4]) -> [Vec16; 4] {
        core::array::from_fn(|k| Vec16(core::array::from_fn(|i| rows[i].0[k])))
    }
}

impl ChunkTranspose<8> for f16 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn transpose_chunks(rows: [Vec16; 8]) -> [Vec16; 8] {
        // word j of column k: rows 2j and 2j + 1 of that column, from the words k / 2 of the
        // two rows (a 2 x 2 block transposed by two byte permutes)
        core::array::from_fn(|k| {
            Vec16(core::array::from_fn(|j| {
                transpose_2x2([rows[2 * j].0[k / 2], rows[2 * j + 1].0[k / 2]])[k % 2]
            }))
        })
    }
}

/// A block tile of the TMA transpose.
pub trait TmaTile: Copy + Default + 'static {
    /// The element (`ChunkTranspose<E>`).
    type T: TransposeElement + SmemElement;
    /// Elements per 16-byte chunk: the side of a thread's block.
    const E: usize;
    /// Rows of the `x` tile.
    const TM: i32;
    /// Columns of the `x` tile.
    const TN: i32;
    /// Threads per block: one `E x E` block each.
    const THREADS: u32;
    /// The `x` tile, `(TM,TN)`: `tile_to_shape(GMMA::Layout_K_SW128_Atom<T>, (TM,TN))`.
    type XStage: TileLayout;
    /// The `y` tile, `(TN,TM)`: `tile_to_shape(GMMA::Layout_K_SW128_Atom<T>, (TN,TM))`.
    type YStage: TileLayout;
    /// Bytes of one tile.
    const TILE_BYTES: u32 = (Self::TM * Self::TN) as u32 * core::mem::size_of::<Self::T>() as u32;
    /// Dynamic shared memory a block needs: the two tiles and the load's `mbarrier`.
    const SMEM_BYTES: u32 = 2 * Self::TILE_BYTES + 8;
}

macro_rules! tma_tile {
    ($(#[$doc:meta])* $name:ident, $t:ty, $bits:ty, $e:literal, ($tm:ty, $tn:ty)) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name;
        impl TmaTile for $name {
            type T = $t;
            const E: usize = $e;
            const TM: i32 = <$tm as StaticInt>::VALUE;
            const TN: i32 = <$tn as StaticInt>::VALUE;
            const THREADS: u32 = 256;
            type XStage = TiledToShape<GmmaLayoutKSw128Atom<$bits>, ($tm, $tn)>;
            type YStage = TiledToShape<GmmaLayoutKSw128Atom<$bits>, ($tn, $tm)>;
        }
    };
}

tma_tile!(
    /// `f32`: a `(_64,_64)` tile (16 KiB), blocks of 4 x 4, 256 threads.
    TmaTileF32, f32, _32, 4, (_64, _64)
);
tma_tile!(
    /// `f16`: a `(_128,_128)` tile (32 KiB), blocks of 8 x 8, 256 threads.
    TmaTileF16, f16, _16, 8, (_128, _128)
);

/// One thread's part of the transpose between the two copies: its block of the `x` tile
/// (`E` chunk reads) into the `y` tile (`E` chunk writes), transposed.
///
/// # Safety
/// Every element of `xs` was written (and is visible to this thread); this thread owns its
/// block of `ys` in this phase (each thread of the block a different one: [`BlockThreads`] is
/// a bijection of the `THREADS` threads onto the blocks).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn transpose_block<Tl: TmaTile, const E: usize>(
    thread: i32,
    xs: SmemTile<Tl::T, Tl::XStage>,
    ys: SmemTile<Tl::T, Tl::YStage>,
) where
    Tl::T: ChunkTranspose<E>,
{
    const { assert!(E == Tl::E) };
    let e = E as i32;
    let (rb, cb) = block_of(thread);
    // SAFETY: the caller's contract; chunks are whole 16-byte runs of a row of either tile.
    let rows: [Vec16; E] =
        core::array::from_fn(|i| unsafe { xs.read_chunk((e * rb + i as i32, e * cb)) });
    let cols = <Tl::T as ChunkTranspose<E>>::transpose_chunks(rows);
    crate::unroll::unroll::<E>(|k| {
        // SAFETY: as above; row e * cb + k of y is column e * cb + k of x.
        unsafe { ys.write_chunk((e * cb + k as i32, e * rb), cols[k]) };
    });
}

/// The kernel body, for one thread at `g`: the block's tile of `x` by TMA into the `x` tile,
/// [`transpose_block`], the `y` tile by TMA into `y`. `smem` is the shared-window address of
/// the block's dynamic shared memory, `smem_bytes` its size.
///
/// # Safety
/// `tma_x` and `tma_y` are the generic addresses of tensor maps (unchanged during the launch
/// and visible to the TMA: kernel parameters, or acquired with `fence_tensormap_acquire`) of
/// `x (M,N)` and `y (N,M)` with the element type `Tl::T`, 128-byte swizzle and the boxes of
/// [`TmaTile::XStage`] / [`TmaTile::YStage`] (the host's `plan_tma` of them), whose tensors do
/// not overlap; every thread of the block runs this body.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn transpose_tma<Tl: TmaTile, const E: usize>(
    g: crate::grid::Grid,
    tma_x: u64,
    tma_y: u64,
    smem: u32,
    smem_bytes: u32,
) where
    Tl::T: ChunkTranspose<E>,
{
    use crate::arch::{fence, tma};
    use crate::pipeline::TxBarrier;
    use crate::smem::block_sync;
    if smem % 1024 != 0 || smem_bytes < Tl::SMEM_BYTES {
        // the 128-byte swizzle starts at a 1024-byte boundary; the tiles must fit
        core::arch::nvptx::trap();
    }
    // the boxes: 128 bytes (W elements) wide, the tile's rows high, side by side
    let w = (128 / core::mem::size_of::<Tl::T>()) as i32;
    let (x_box, y_box) = (Tl::TM as u32 * 128, Tl::TN as u32 * 128);
    let (sx, sy) = (smem, smem + Tl::TILE_BYTES);
    let full = TxBarrier(smem + 2 * Tl::TILE_BYTES);
    // block x walks down a tile column of x: consecutive blocks store adjacent tiles along the
    // rows of y (the faster order: BENCHMARKS.md, "transpose through a swizzled shared tile")
    let (m0, n0) = (g.block as i32 * Tl::TM, g.block_y as i32 * Tl::TN);
    let leader = g.thread == 0;
    if leader {
        // SAFETY: the barrier lies past the tiles; nobody uses it before the barrier below.
        unsafe {
            full.init(1);
            crate::arch::mbarrier::fence_init();
        }
    }
    block_sync();
    if leader {
        // SAFETY: the x tile is this block's and unused until the phase completes; the phase
        // expects the tile's bytes, which the TN / W boxes deliver.
        unsafe {
            full.arrive_and_expect_tx(Tl::TILE_BYTES);
            for b in 0..Tl::TN / w {
                tma::load_2d(tma_x, full.0, sx + b as u32 * x_box, n0 + b * w, m0);
            }
        }
    }
    // SAFETY: the phase completes when the boxes landed.
    unsafe { full.wait(0) };
    // SAFETY: the x tile is complete and visible to every thread after the wait; each thread
    // writes its own block of the y tile.
    unsafe {
        transpose_block::<Tl, E>(
            g.thread as i32,
            SmemTile::from_shared_address(sx),
            SmemTile::from_shared_address(sy),
        )
    };
    // the y tile's generic writes, then the TMA (async proxy) reads it
    fence::fence_view_async_shared();
    block_sync();
    if leader {
        // SAFETY: the y tile is complete; it stays untouched until the stores read it.
        unsafe {
            for b in 0..Tl::TM / w {
                tma::store_2d(tma_y, sy + b as u32 * y_box, m0 + b * w, n0);
            }
        }
        tma::store_commit();
        // the block's shared memory must outlive the stores' reads of it
        tma::store_wait_read::<0>();
    }
}

/// The entry points, `name(tile)`: the one place their names are written (see
/// [`naive_add_kernels`](crate::naive_add_kernels)). Built for sm_90 and later (TMA).
#[macro_export]
macro_rules! transpose_tma_kernels {
    ($callback:ident) => {
        $callback! {
            transpose_tma_f32($crate::kernels::transpose_tma::TmaTileF32, 4);
            transpose_tma_f16($crate::kernels::transpose_tma::TmaTileF16, 8);
        }
    };
}

#[cfg(all(
    target_arch = "nvptx64",
    any(target_feature = "sm_90", target_feature = "sm_90a"),
    feature = "entry-points"
))]
mod entry {
    use super::*;
    use crate::arch::tensor_map::TensorMapParam;
    macro_rules! entries {
        ($($name:ident($tile:ty, $e:literal);)*) => {
            $(
            /// Kernel entry point (see the module docs): the tensor maps of `x` and `y`,
            /// by value (`__grid_constant__`).
            #[no_mangle]
            pub unsafe extern "ptx-kernel" fn $name(_tma_x: TensorMapParam, _tma_y: TensorMapParam) {
                let (tma_x, tma_y) =
                    (crate::tensor_map_param!($name, 0), crate::tensor_map_param!($name, 1));
                let (smem, bytes) =
                    (crate::smem::dynamic_smem_1024(), crate::smem::dynamic_smem_size());
                // SAFETY: the launch's contract (module docs).
                unsafe {
                    transpose_tma::<$tile, $e>(
                        crate::grid::Grid::current(), tma_x, tma_y, smem, bytes)
                }
            }
            )*
        };
    }
    crate::transpose_tma_kernels!(entries);
}
