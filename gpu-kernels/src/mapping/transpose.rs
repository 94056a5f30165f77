//! The transpose's layouts: the block tile, the two thread partitions, and the shared tiles.
//!
//! The transpose copies a row-major `(M,N):(N,_1)` tensor `x` into a tensor `y` of the same
//! shape whose layout is column-major, `(M,N):(_1,M)`: `y` holds `x^T` row-major. A block moves
//! one `(_64,_64)` tile. It reads the tile with threads laid along the rows of `x`
//! ([`ReadThreads`], `(_8,_32):(_32,_1)`: 32 neighbouring threads read 32 neighbouring elements
//! of a row) into shared memory, waits at the barrier, and writes it with threads laid along the
//! columns ([`WriteThreads`], `(_32,_8):(_1,_32)`: 32 neighbouring threads write 32 neighbouring
//! elements of a row of `y`). Each thread owns 16 values in each phase (CuTe's
//! `local_partition` of the tile by the thread layout, [`partition_coord`]).
//!
//! The reading warp writes a row of the shared tile, the writing warp reads a column of it. In
//! a row-major tile a column lies in one bank: 32 threads, 32 wavefronts. The swizzles here XOR
//! the row into the bank bits (for `f32`, `Sw<5,0,6>`: row bits 6..11 into offset bits 0..5;
//! for `f16`, two elements per 4-byte bank, `Sw<5,1,5>`), so both a row and a column of the
//! tile touch 32 different banks; the padded tiles (`(_64,_64):(_64+pad,_1)`, one bank of
//! padding per row) do the same at the cost of 64 extra words. `layout-cli` shows it:
//! `bank_conflicts(Sw<5,0,6> o _0 o (_64,_64):(_64,_1), (_32,_1):(_64,_0), 4)`.
//!
//! ```
//! use gpu_kernels::mapping::transpose::*;
//! use layout_core::prelude::*;
//! assert_eq!(ReadThreads::default().to_string(), "(_8,_32):(_32,_1)");
//! // thread 33 reads row 1 + 8i, column 1 + 32j: value 9 is (i, j) = (1, 1)
//! assert_eq!(partition_coord::<ReadPartition>(33, 9), (9, 33));
//! // thread 33 writes row 1 + 32i, column 1 + 8j of the tile (a column of y's rows)
//! assert_eq!(partition_coord::<WritePartition>(33, 1), (33, 1));
//! ```

use layout_core::prelude::*;

/// Threads per block.
pub const THREADS: u32 = 256;
/// Values each thread moves per phase.
pub const VALUES: usize = 16;
/// Tile rows (along M).
pub const TILE_M: i32 = 64;
/// Tile columns (along N).
pub const TILE_N: i32 = 64;

/// Reading threads over the tile: `(_8,_32):(_32,_1)`, thread `t` at `(t / 32, t % 32)`.
pub type ReadThreads = Layout<(_8, _32), (_32, _1)>;
/// A reading thread's values: `(_8,_2)`, the tile shape divided by the thread shape.
pub type ReadValues = (_8, _2);
/// Writing threads over the tile: `(_32,_8):(_1,_32)`, thread `t` at `(t % 32, t / 32)`.
pub type WriteThreads = Layout<(_32, _8), (_1, _32)>;
/// A writing thread's values: `(_2,_8)`.
pub type WriteValues = (_2, _8);

/// The row-major shared tile `(_64,_64):(_64,_1)` (bank conflicts on the column reads).
pub type RowMajorTile = Layout<(_64, _64), (_64, _1)>;
/// `f32`: the row-major tile swizzled, `Sw<5,0,6> o _0 o (_64,_64):(_64,_1)`.
pub type SwizzledTileF32 = ComposedLayout<Swizzle<_5, _0, _6>, _0, RowMajorTile>;
/// `f16`: the row-major tile swizzled, `Sw<5,1,5> o _0 o (_64,_64):(_64,_1)`.
pub type SwizzledTileF16 = ComposedLayout<Swizzle<_5, _1, _5>, _0, RowMajorTile>;
/// `f32`: one word of padding per row, `(_64,_64):(_65,_1)`.
pub type PaddedTileF32 = Layout<(_64, _64), (_65, _1)>;
/// `f16`: one word (two elements) of padding per row, `(_64,_64):(_66,_1)`.
pub type PaddedTileF16 = Layout<(_64, _64), (_66, _1)>;

/// CuTe's `local_partition(tile, Thr{}, thread)` read as coordinates, for a thread layout `Thr`
/// and the value shape `Val` (the tile shape divided by the thread shape).
pub trait Partition {
    /// The tile coordinate `(row, column)` of value `value` of thread `thread`: the thread's
    /// coordinate is `idx2crd(right_inverse(Thr)(thread), shape(Thr))` (CuTe's
    /// `get_flat_coord`); the value's coordinate in `Val` is scaled by the thread shape and
    /// added. All static: shifts and masks.
    fn coord(thread: i32, value: i32) -> (i32, i32);
}

/// The partition of a tile by the thread layout `Thr`, with `Val` values per thread.
#[derive(Clone, Copy, Debug, Default)]
pub struct ThreadPartition<Thr, Val>(core::marker::PhantomData<(Thr, Val)>);

macro_rules! partition {
    ($thr:ty, $val:ty) => {
        impl Partition for ThreadPartition<$thr, $val> {
            #[inline(always)]
            fn coord(thread: i32, value: i32) -> (i32, i32) {
                let thr = <$thr>::default();
                let (tr, tc) = idx2crd(right_inverse(thr).call(thread), thr.shape());
                let (vr, vc) = idx2crd(value, <$val>::default());
                let (sm, sn) = thr.shape();
                (
                    tr.value() + sm.value() * vr.value(),
                    tc.value() + sn.value() * vc.value(),
                )
            }
        }
    };
}
partition!(ReadThreads, ReadValues);
partition!(WriteThreads, WriteValues);

/// The reading threads' partition of the tile.
pub type ReadPartition = ThreadPartition<ReadThreads, ReadValues>;
/// The writing threads' partition of the tile.
pub type WritePartition = ThreadPartition<WriteThreads, WriteValues>;

/// CuTe's `local_partition` coordinate of value `value` of thread `thread` under `P`.
#[inline(always)]
pub fn partition_coord<P: Partition>(thread: i32, value: i32) -> (i32, i32) {
    P::coord(thread, value)
}
