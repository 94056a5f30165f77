//! The transpose's layouts: the block tile, the two thread partitions, and the shared tiles.
//!
//! The transpose copies a row-major `(M,N):(N,_1)` tensor `x` into a tensor `y` of the same
//! shape whose layout is column-major, `(M,N):(_1,M)`: `y` holds `x^T` row-major. A block moves
//! one `(_64,_64)` tile in 4-byte words of `V` elements (`V = 1` for `f32`, `V = 2` for `f16`).
//! It reads the tile with threads laid along the rows of `x` ([`ReadThreads`],
//! `(_8,_32):(_32,_1)` over the `(_64,_64/V)` words: 32 neighbouring threads read 128
//! neighbouring bytes of a row) into shared memory, waits at the barrier, and writes it with
//! threads laid along the columns ([`WriteThreads`], `(_32,_8):(_1,_32)` over the
//! `(_64/V,_64/V)` blocks of `V` x `V` elements: a thread reads the `V` words of its block
//! from `V` rows of the shared tile, transposes them in registers, and writes `V` words to `V`
//! rows of `y`; 32 neighbouring threads write 128 neighbouring bytes of each). Each thread
//! moves 16 elements in each phase (CuTe's `local_partition` of the tile by the thread
//! layout, [`partition_coord`]).
//!
//! The shared tile has `H` more rows above the block's tile (`H`: the elements of a 32-byte
//! sector, 8 `f32` or 16 `f16`), `(_72,_64)` / `(_80,_64)`: the halo a block reads when it
//! stores the rows of `y` from sector boundaries (see `kernels::transpose`). The halo's words
//! are read by the same threads ([`TransposeTile::Halo`]); the last tile row's tail, the `H`
//! rows below the tile, is written by [`TailThreadsF32`] / [`TailThreadsF16`].
//!
//! The reading warp writes a row of the shared tile, the writing warp reads a column of words
//! (`V` of them, one row apart). In a row-major tile a column lies in one bank: 32 threads,
//! 32 wavefronts. The swizzles XOR the row into the bank bits so that both accesses touch 32
//! different banks: `f32` `Sw<5,0,6>` (row bits 6..11 into offset bits 0..5); `f16`
//! `Sw<5,1,6>` (a warp reads every second row: row bits 7..12 into offset bits 1..6, bit 0
//! untouched so words stay whole). Both stay conflict-free for any 32 consecutive rows (32
//! rows from any start, or every second of 64), which is what the stores from sector
//! boundaries read. Padding does it for `f32` (`(_72,_64):(_65,_1)`), but not for `f16`,
//! whose word rows must stay aligned (`(_80,_64):(_66,_1)`: 2 wavefronts per column read). Both swizzles are what `layout-cli`'s finder proposes for these accesses:
//! `find_swizzle((_64,_64):(_64,_1), (_32,_1):(_64,_0), (_32,_1):(_1,_0), 4)` is
//! `(Sw<5,0,6>)`, `find_swizzle((_64,_64):(_64,_1), (_32,_2):(_128,_64), (_32,_2):(_2,_64), 2)`
//! is `(Sw<5,1,6>)`.
//!
//! ```
//! use gpu_kernels::mapping::transpose::*;
//! use layout_core::prelude::*;
//! assert_eq!(ReadThreads::default().to_string(), "(_8,_32):(_32,_1)");
//! type R = <TileF32 as TransposeTile>::Read;
//! type W = <TileF32 as TransposeTile>::Write;
//! // thread 33 reads row 1 + 8i, column 1 + 32j: value 9 is (i, j) = (1, 1)
//! assert_eq!(partition_coord::<R>(33, 9), (9, 33));
//! // thread 33 writes row 1 + 32i, column 1 + 8j of the tile (a column of y's rows)
//! assert_eq!(partition_coord::<W>(33, 1), (33, 1));
//! // f16: word 3 of thread 33 is the word (1 + 8 * 3, 1) of the (_64,_32) words
//! assert_eq!(partition_coord::<<TileF16 as TransposeTile>::Read>(33, 3), (25, 1));
//! // and when writing, block 3 of thread 33 is the block (1, 1 + 8 * 3) of the (_32,_32) blocks
//! assert_eq!(partition_coord::<<TileF16 as TransposeTile>::Write>(33, 3), (1, 25));
//! assert_eq!(
//!     <TileF16 as TransposeTile>::Swizzled::default().to_string(),
//!     "Sw<5,1,6> o _0 o (_80,_64):(_64,_1)"
//! );
//! // the tail below the last tile row: thread 9 at row 1, columns 1 and 33
//! assert_eq!(partition_coord::<<TileF32 as TransposeTile>::Tail>(9, 1), (1, 33));
//! ```

use crate::smem::TileLayout;
use layout_core::prelude::*;

/// Reading threads over the tile's words: `(_8,_32):(_32,_1)`, thread `t` at
/// `(t / 32, t % 32)`.
pub type ReadThreads = Layout<(_8, _32), (_32, _1)>;
/// Writing threads over the tile's blocks: `(_32,_8):(_1,_32)`, thread `t` at
/// `(t % 32, t / 32)`.
pub type WriteThreads = Layout<(_32, _8), (_1, _32)>;

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
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
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
/// Threads of the last tile row's tail (f32): `(_8,_32):(_1,_8)` over the `(_8,_64)` elements
/// below the tile, thread `t` at `(t % 8, t / 8)`.
pub type TailThreadsF32 = Layout<(_8, _32), (_1, _8)>;
/// Threads of the last tile row's tail (f16): `(_16,_16):(_1,_16)` over the `(_16,_64)`
/// elements below the tile, thread `t` at `(t % 16, t / 16)`.
pub type TailThreadsF16 = Layout<(_16, _16), (_1, _16)>;

/// A block tile of the transpose: its shape, its vector width, its threads, the thread
/// partitions and its shared layouts.
///
/// The shared tile has `H` rows above the block's `(M, N)` tile (`H`: the elements of a
/// 32-byte sector). Where the rows of `y` do not start on sector boundaries, each block writes,
/// for every row `c` of `y`, the `M` elements from the sector boundary at or before its tile
/// (`t_c < H` elements early) instead of the tile's own `M`: every store covers whole sectors.
/// The `H` rows above the tile (the halo) hold the elements that come early.
pub trait TransposeTile: Copy + Default + 'static {
    /// Rows (along M).
    const M: i32;
    /// Columns (along N).
    const N: i32;
    /// Elements per 4-byte word.
    const V: usize;
    /// Rows of the halo above the tile: the elements of a 32-byte sector.
    const H: i32;
    /// Threads per block.
    const THREADS: u32;
    /// Words each thread moves per phase: `M * N / V / THREADS`.
    const WORDS: usize;
    /// Words of the halo each thread reads: `H * N / V / THREADS`.
    const HALO_WORDS: usize;
    /// Elements of the tail each thread writes: `H * N / THREADS`.
    const TAIL: usize;
    /// The reading threads' partition of the `(M, N/V)` words (a word: `V` elements of a row).
    type Read: Partition;
    /// The reading threads' partition of the halo's `(H, N/V)` words.
    type Halo: Partition;
    /// The writing threads' partition of the `(M/V, N/V)` blocks (a block: `V` x `V`
    /// elements, `V` words of `x`, transposed in registers into `V` words of `y`).
    type Write: Partition;
    /// The last tile row's partition of the `(H, N)` elements below its tile (the ends of
    /// `y`'s rows when they are written from sector boundaries).
    type Tail: Partition;
    /// The row-major shared tile, `(M + H, N)` (bank conflicts on the column reads).
    type Plain: TileLayout;
    /// The row-major tile swizzled so that rows and columns are conflict-free.
    type Swizzled: TileLayout;
    /// The row-major tile padded at the end of each row.
    type Padded: TileLayout;
}

macro_rules! tile {
    ($(#[$doc:meta])* $name:ident, ($m:ty, $n:ty), $v:literal, $h:ty, $sm:ty, $threads:literal,
     ($rthr:ty, $read:ty, $halo:ty), ($wthr:ty, $write:ty), ($tthr:ty, $tail:ty),
     $sw:ty, $pad:ty) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name;
        impl TransposeTile for $name {
            const M: i32 = <$m as StaticInt>::VALUE;
            const N: i32 = <$n as StaticInt>::VALUE;
            const V: usize = $v;
            const H: i32 = <$h as StaticInt>::VALUE;
            const THREADS: u32 = $threads;
            const WORDS: usize = (Self::M * Self::N) as usize / $v / $threads;
            const HALO_WORDS: usize = (Self::H * Self::N) as usize / $v / $threads;
            const TAIL: usize = (Self::H * Self::N) as usize / $threads;
            type Read = ThreadPartition<$rthr, $read>;
            type Halo = ThreadPartition<$rthr, $halo>;
            type Write = ThreadPartition<$wthr, $write>;
            type Tail = ThreadPartition<$tthr, $tail>;
            type Plain = Layout<($sm, $n), ($n, _1)>;
            type Swizzled = ComposedLayout<$sw, _0, Layout<($sm, $n), ($n, _1)>>;
            type Padded = Layout<($sm, $n), ($pad, _1)>;
        }
    };
}

partition!(ReadThreads, (_8, _2));
partition!(ReadThreads, (_8, _1));
partition!(ReadThreads, (_1, _2));
partition!(ReadThreads, (_2, _1));
partition!(WriteThreads, (_2, _8));
partition!(WriteThreads, (_1, _4));
partition!(TailThreadsF32, (_1, _2));
partition!(TailThreadsF16, (_1, _4));
partition!(ChunkThreads, (_1, _3));

tile!(
    /// `f32`: a `(_64,_64)` tile of 256 threads, one element per word, a halo of 8 rows;
    /// reading threads own `(_8,_2)` words (`(_1,_2)` of the halo), writing threads `(_2,_8)`
    /// (1 x 1 blocks); `Sw<5,0,6>`, padded `(_72,_64):(_65,_1)`.
    TileF32, (_64, _64), 1, _8, _72, 256, (ReadThreads, (_8, _2), (_1, _2)),
    (WriteThreads, (_2, _8)), (TailThreadsF32, (_1, _2)), Swizzle<_5, _0, _6>, _65
);
tile!(
    /// `f16`: a `(_64,_64)` tile of 256 threads, two elements per word, a halo of 16 rows;
    /// reading threads own `(_8,_1)` of the `(_64,_32)` words (`(_2,_1)` of the halo), writing
    /// threads `(_1,_4)` of the `(_32,_32)` 2 x 2 blocks; `Sw<5,1,6>`, padded
    /// `(_80,_64):(_66,_1)` (rows stay word-aligned).
    TileF16, (_64, _64), 2, _16, _80, 256, (ReadThreads, (_8, _1), (_2, _1)),
    (WriteThreads, (_1, _4)), (TailThreadsF16, (_1, _4)), Swizzle<_5, _1, _6>, _66
);

/// The `f16` shared tile laid out along the rows of `y` (see `kernels::transpose`, "f16 tiles
/// along the rows of y"): `(c, j)`, row `n0 + c` of `y` and its element `j` from the sector
/// boundary at or before the block's tile, `(_64,_64):(_64,_1)` swizzled by `Sw<2,4,6>` (bits
/// 4-5 of `j` XOR bits 4-5 of `c`). A reading warp ([`AlongYRead`]: 4 rows of 8 chunks)
/// stores element `e` of each chunk at `j = r + t(c)`: in a row, 8 columns 8 apart, whose `j`
/// alternate between two values 8 apart when `M` is odd (`t(c + 8) = t(c) + 8 mod 16`), and
/// which the swizzle spreads over the four 8-bank groups; the 4 rows are neighbouring `j`. No
/// conflicts for odd `M` (a model of every store of 8191x8193 and other odd shapes; measured:
/// 0.22M conflicts in 4.7M wavefronts, the edge tiles included). The 8-element chunks stay
/// whole (16-byte reads, a permutation of the chunks of a column: no conflicts either).
///
/// ```
/// use gpu_kernels::mapping::transpose::*;
/// use gpu_kernels::smem::TileLayout;
/// // element 17 of row 16 of y: chunk bits (16) XOR column bits (16)
/// assert_eq!(<AlongYF16 as TileLayout>::offset((16, 17)), 16 * 64 + 1);
/// // thread 9 stores chunk 1 of rows 1 and 33 of y
/// assert_eq!(partition_coord::<AlongYWrite>(9, 1), (1, 33));
/// ```
pub type AlongYF16 = ComposedLayout<Swizzle<_2, _4, _6>, _0, Layout<(_64, _64), (_64, _1)>>;
/// Threads over 16-byte chunks of rows: `(_8,_32):(_1,_8)`, thread `t` at `(t % 8, t / 8)`
/// (chunk, row): 8 threads move 128 neighbouring bytes of a row, a warp 4 rows.
pub type ChunkThreads = Layout<(_8, _32), (_1, _8)>;
/// Threads storing the along-`y` tile: [`ChunkThreads`] over its `(_8,_64)` chunks (chunk, row
/// of `y`), two rows of `y` each.
pub type AlongYWrite = ThreadPartition<ChunkThreads, (_1, _2)>;
/// Threads loading the aligned chunks of the rows of `x` (chunk, row from the halo's first):
/// [`ChunkThreads`], three rows each (the third only for threads below 128: 80 rows).
pub type AlongYRead = ThreadPartition<ChunkThreads, (_1, _3)>;

/// CuTe's `local_partition` coordinate of value `value` of thread `thread` under `P`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn partition_coord<P: Partition>(thread: i32, value: i32) -> (i32, i32) {
    P::coord(thread, value)
}
