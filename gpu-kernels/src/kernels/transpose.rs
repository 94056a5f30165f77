//! `transpose`: `y = x^T` through a shared tile, with the layouts of
//! [`crate::mapping::transpose`].
//!
//! In CuTe terms: `x` is the tensor `(M,N):(N,_1)` and `y` the tensor `(M,N):(_1,M)` (the
//! transpose is a copy between two layouts of one shape). Both are tiled by `(_64,_64)`; block
//! `(bx, by)` takes tile `(by, bx)`. Each thread copies its `ReadThreads` partition of the `x`
//! tile into the shared tile, the block waits at the barrier, and each thread copies its
//! `WriteThreads` partition of the shared tile into the `y` tile.
//!
//! **Whole-tile dispatch** (as the GEMMs dispatch whole tiles): each phase is written out once
//! per case, and a block takes one case, uniformly. Interior tiles move whole 4-byte words
//! with no predicate; edge tiles (ragged `M`, `N`) mask each element with `row < M && column <
//! N` (CuTe's `copy_if` over the identity tensor, read as coordinates).
//!
//! **Stores from sector boundaries.** A warp that stores 128 bytes of a row of `y` starting
//! inside a 32-byte sector writes two partial sectors, which the L2 merges at a cost: with
//! `M` odd (rows of `y` start anywhere) the transpose ran at 0.65-0.72x a device copy, against
//! 0.88x with only the rows of `x` (the loads) misaligned (BENCHMARKS.md). So where the rows
//! of `y` do not start on sector boundaries ("sheared": `M` not a multiple of `H`, the
//! elements of a sector, or `y` itself inside a sector), block `(i, j)` stores, for each row
//! `c` of `y`, the 64 elements from the sector boundary at or before its tile, `t(c) < H`
//! elements early: every warp stores whole sectors. The elements that come early are the `H`
//! rows of `x` above the tile (the halo, read too: the shared tile is `(64 + H, 64)`); the last
//! tile row also stores the ends of `y`'s rows (the tail, up to `H - 1` elements). For `f16`
//! the rows of `y` then start at different rows of the shared tile, so a word of `y` is read
//! as two elements (the 2 x 2 register transpose of the aligned case needs two neighbouring
//! columns of `y`'s rows to start at the same row of the tile, and with `M` odd they never do).
//!
//! **f16 rows of `x` between words** (odd `N`, or `x` itself between words): an interior
//! warp reads its row as the aligned words at or before its elements and funnel-shifts each
//! with the next lane's (`shfl.down`); the row's last lane takes its second element from a
//! load all lanes make at one address.
//!
//! **f16 tiles along the rows of y** (`transpose_along_y`): an interior `f16` tile with
//! sheared rows of `y`, `M` odd and rows of `x` between words reads `x` in aligned 16-byte
//! chunks, puts each element at its place along its row of `y` in the shared tile, and stores
//! 16-byte chunks from there: the global side moves whole aligned vectors, the shared side
//! takes the unaligned part (one 2-byte store per element). 8191x8193 went from 0.70x to 0.82x a device copy (BENCHMARKS.md).
//!
//! TMA cannot take these shapes: a tensor map's global strides must be multiples of 16 bytes
//! (`cuTensorMapEncodeTiled`), and a row of 8193 `f32` (32772 bytes) or `f16` (16386) is not;
//! `transpose_tma` takes the shapes whose rows are.
//!
//! The shared tile's layout is the kernel's type parameter: swizzled
//! (`transpose_swizzled_<type>`), row-major (`transpose_plain_<type>`, 32-way bank conflicts on
//! the column reads) or padded (`transpose_padded_<type>`). `transpose_naive_<type>` uses no
//! shared memory: one element per thread, reads along rows, writes strided by `M`.
//!
//! Arguments: `x, y` (pointers), `m, n` (the dynamic part of the layouts). Launch: grid
//! [`grid`] (`(G, ceil(N / 64), ceil(M / 64 / G))`: tiles in groups of `G` tile rows, chosen
//! at launch; [`COLUMN_ORDER`], one group, is the fastest), 256 threads per block; the naive
//! kernel `(ceil(M * N / 256), 1, 1)`.

use crate::collective::shuffle::{c_operand, shfl_sync, ShflMode, FULL_MASK};
use crate::element::f16;
use crate::grid::Grid;
use crate::mapping::naive::RowMajor;
use crate::mapping::transpose::{partition_coord, TransposeTile};
use crate::smem::{SmemElement, SmemTile, TileLayout};
use crate::unroll::unroll;
use layout_core::prelude::*;

/// An element type of the transpose: its bits, and how many make a 4-byte word.
pub trait TransposeElement: SmemElement {
    /// Elements per word (`4 / size_of::<Self>()`).
    const V: usize;
    /// The element's bits, in the low bits of a word.
    fn bits(self) -> u32;
    /// The element whose bits are the low bits of `w`.
    fn from_bits(w: u32) -> Self;
}

impl TransposeElement for f32 {
    const V: usize = 1;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bits(self) -> u32 {
        self.to_bits()
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_bits(w: u32) -> f32 {
        f32::from_bits(w)
    }
}

impl TransposeElement for f16 {
    const V: usize = 2;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bits(self) -> u32 {
        u32::from(self.to_bits())
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_bits(w: u32) -> f16 {
        f16::from_bits(w as u16)
    }
}

/// The 2 x 2 block of 16-bit elements held in two words (word `i`: row `i`) transposed:
/// word `j` of the result holds column `j` (two byte permutes).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(crate) fn transpose_2x2(w: [u32; 2]) -> [u32; 2] {
    [
        (w[0] & 0xffff) | (w[1] << 16),
        (w[0] >> 16) | (w[1] & 0xffff_0000),
    ]
}

/// The tile-to-tile body, for one thread at `g`: the block's tile `Tl` of `x` through the
/// shared tile (layout `L`) into `y`; `sync` is the block's barrier. `WORDS` is `Tl::WORDS`
/// and `HALO` is `Tl::HALO_WORDS` (the words a thread holds).
///
/// Whole-tile dispatch: each phase is written out for each case a block can be in (an interior
/// tile with no predicate or an edge tile masking each element; rows of `y` stored from sector
/// boundaries or not; f16 rows of `x` that start between words or not), and the block takes
/// one, uniformly.
///
/// # Safety
/// `x` must be valid for reads of `m * n` elements and `y` for writes of `m * n` elements, not
/// overlapping; `smem` is this block's tile, `(Tl::M + Tl::H, Tl::N)`, whose layout keeps each
/// row's words whole (`V` consecutive, aligned offsets); every thread of the block runs this
/// body with the same `sync`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn transpose<T, Tl, L, const WORDS: usize, const HALO: usize>(
    g: Grid,
    x: *const T,
    y: *mut T,
    m: i32,
    n: i32,
    smem: SmemTile<T, L>,
    sync: impl Fn(),
) where
    T: TransposeElement,
    Tl: TransposeTile,
    L: TileLayout,
{
    const {
        assert!(WORDS == Tl::WORDS && HALO == Tl::HALO_WORDS && T::V == Tl::V && T::V <= 2);
        assert!(
            Tl::H as usize * core::mem::size_of::<T>() == 32,
            "the halo is one sector"
        );
    };
    // Tiles in groups of G tile rows (the launch grid is `(G, tiles_n, ceil(tiles_m / G))`):
    // the tile row is `(blockIdx.x, blockIdx.z)` through `(G, groups):(_1, G)`, the tile
    // column `blockIdx.y`. The launch order (x fastest) walks G tile rows column by column.
    let tile_row = Layout::new(
        (g.grid_dim as i32, g.grid_dim_z as i32),
        (_1, g.grid_dim as i32),
    )
    .call((g.block as i32, g.block_z as i32));
    let (m0, n0) = (tile_row * Tl::M, g.block_y as i32 * Tl::N);
    if m0 >= m {
        return; // past the last tile row (the last group is short): the whole block leaves
    }
    let size = core::mem::size_of::<T>();
    let h = Tl::H;
    let b = Block {
        x,
        y,
        m,
        n,
        m0,
        n0,
        thread: g.thread as i32,
        // where y starts inside its 32-byte sector, and x inside its word (in elements)
        y_phase: (y as usize / size) as i32 & (h - 1),
        x_phase: (x as usize / size) as i32,
        last_row: m0 + Tl::M >= m,
        smem,
    };
    // Rows of y that start inside their sectors: some t(c) > 0 (see `Block::t`).
    let sheared = b.y_phase != 0 || m & (h - 1) != 0;
    // f16 rows of x that start between words (odd N, or x itself between words).
    let between = T::V == 2 && (b.x_phase | n) & 1 != 0;
    let interior = n0 + Tl::N <= n
        && m0 + Tl::M <= m
        && (!sheared || (m0 >= h && !b.last_row))
        && !(between && m0 == 0 && n0 == 0); // the word before x(0, 0) is not x's

    // f16 interior tiles with M odd, y's rows inside sectors and x's between words: the tile
    // along y's rows (with x's rows on words, the tile along x's rows is faster: 0.84-0.87x
    // against 0.80x at 8193x8192).
    let along_y = between && interior && sheared && m & 1 != 0;

    // SAFETY (all calls): the caller's contract; each variant's own conditions are the ones
    // just computed (interior, between, sheared).
    unsafe {
        match (interior, between, sheared) {
            _ if along_y => b.read_along_y::<Tl>(),
            (true, false, false) => b.read::<Tl, WORDS, HALO, true, false, false>(),
            (true, false, true) => b.read::<Tl, WORDS, HALO, true, false, true>(),
            (true, true, false) => b.read::<Tl, WORDS, HALO, true, true, false>(),
            (true, true, true) => b.read::<Tl, WORDS, HALO, true, true, true>(),
            (false, _, false) => b.read::<Tl, WORDS, HALO, false, false, false>(),
            (false, _, true) => b.read::<Tl, WORDS, HALO, false, false, true>(),
        }
    }
    sync();
    // SAFETY: as above, after the barrier.
    unsafe {
        match (interior, sheared) {
            _ if along_y => b.write_along_y::<Tl>(),
            (true, false) => b.write::<Tl, WORDS, true, false>(),
            (true, true) => b.write::<Tl, WORDS, true, true>(),
            (false, false) => b.write::<Tl, WORDS, false, false>(),
            (false, true) => b.write::<Tl, WORDS, false, true>(),
        }
    }
}

/// One block of the tiled transpose: the tensors, its tile's origin, and its shared tile
/// (shared row `H + r` holds row `m0 + r` of x, `r` from `-H`).
pub(super) struct Block<T, L> {
    pub(super) x: *const T,
    pub(super) y: *mut T,
    m: i32,
    n: i32,
    m0: i32,
    n0: i32,
    pub(super) thread: i32,
    y_phase: i32,
    pub(super) x_phase: i32,
    last_row: bool,
    pub(super) smem: SmemTile<T, L>,
}

impl<T: TransposeElement, L: TileLayout> Block<T, L> {
    /// The offset in x of tile coordinate `(r, c)`: `x` is `(M,N):(N,_1)`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub(super) fn x_at(&self, r: i32, c: i32) -> usize {
        Layout::new((self.m, self.n), (self.n, _1)).call((self.m0 + r, self.n0 + c)) as usize
    }

    /// The offset in y of tile coordinate `(r, c)`: `y` is `(M,N):(_1,M)`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub(super) fn y_at(&self, r: i32, c: i32) -> usize {
        Layout::new((self.m, self.n), (_1, self.m)).call((self.m0 + r, self.n0 + c)) as usize
    }

    /// Whether tile coordinate `(r, c)` is inside the `(M, N)` problem.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn inside(&self, r: i32, c: i32) -> bool {
        self.m0 + r >= 0 && self.m0 + r < self.m && self.n0 + c < self.n
    }

    /// Row `n0 + c` of y is stored from x row `m0 - t(c)`, the sector boundary of y's row at
    /// or before `m0` (`t(c) < H`; 0 for every row unless `SHEARED`).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub(super) fn t<const SHEARED: bool>(&self, h: i32, c: i32) -> i32 {
        if SHEARED {
            (self.y_phase + (self.n0 + c).wrapping_mul(self.m)) & (h - 1)
        } else {
            0
        }
    }

    /// 1 if the f16 row `m0 + r` of x starts between words, else 0.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn odd(&self, r: i32) -> i32 {
        (self.x_phase + (self.m0 + r).wrapping_mul(self.n)) & 1
    }

    /// The loads of word `(r, c)` of x (`c` a multiple of V): the word, or (`BETWEEN`) the
    /// aligned word at or before it and the row's element `N - 1` of the tile (for its last
    /// lane); an edge tile reads the elements inside x.
    ///
    /// # Safety
    /// `INTERIOR`: the tile's words (and, for `BETWEEN`, the word before each) lie inside x.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn load<const INTERIOR: bool, const BETWEEN: bool>(
        &self,
        tile_n: i32,
        r: i32,
        c: i32,
    ) -> (u32, u32) {
        let x = self.x;
        if !INTERIOR {
            let mut w = 0;
            for e in 0..T::V as i32 {
                if self.inside(r, c + e) {
                    // SAFETY: the coordinate is inside x.
                    let bits = unsafe { x.add(self.x_at(r, c + e)).read() }.bits();
                    w |= bits << (e * 32 / T::V as i32);
                }
            }
            (w, 0)
        } else if BETWEEN {
            // SAFETY: the word starts at (r, c) or one element before, on a word boundary,
            // inside x; the row's last element of the tile is inside x (one address for the
            // whole warp).
            unsafe {
                let a = x
                    .add(self.x_at(r, c) - self.odd(r) as usize)
                    .cast::<u32>()
                    .read();
                (a, x.add(self.x_at(r, tile_n - 1)).read().bits())
            }
        } else {
            // SAFETY: the word is inside x and aligned (its row starts on a word).
            (unsafe { x.add(self.x_at(r, c)).cast::<u32>().read() }, 0)
        }
    }

    /// Word `(r, c)` of x from its loads (after every load of the phase is in flight): a row
    /// between words takes the high half of its aligned word and the low half of the next
    /// lane's (the last lane: the row's last element).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn funnel<const BETWEEN: bool>(&self, r: i32, (a, e): (u32, u32)) -> u32 {
        if BETWEEN {
            // SAFETY: every lane of the warp runs this (the block's variant is uniform).
            let next = unsafe {
                shfl_sync(
                    ShflMode::Down,
                    a,
                    1,
                    c_operand(ShflMode::Down, 32),
                    FULL_MASK,
                )
            };
            let hi = if self.thread & 31 == 31 {
                e
            } else {
                next & 0xffff
            };
            if self.odd(r) != 0 {
                (a >> 16) | (hi << 16)
            } else {
                a
            }
        } else {
            a
        }
    }

    /// The read phase: the x tile (and its halo when `SHEARED`) -> registers -> shared tile,
    /// every load in flight before the first store.
    ///
    /// # Safety
    /// As [`transpose`]; the block is in the case the parameters name.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn read<
        Tl: TransposeTile,
        const WORDS: usize,
        const HALO: usize,
        const INTERIOR: bool,
        const BETWEEN: bool,
        const SHEARED: bool,
    >(
        &self,
    ) {
        let (v, h) = (T::V as i32, Tl::H);
        let mut w = [(0u32, 0u32); WORDS];
        let mut halo = [(0u32, 0u32); HALO];
        unroll::<WORDS>(|k| {
            let (r, cw) = partition_coord::<Tl::Read>(self.thread, k as i32);
            // SAFETY: the variant's contract.
            w[k] = unsafe { self.load::<INTERIOR, BETWEEN>(Tl::N, r, cw * v) };
        });
        if SHEARED {
            unroll::<HALO>(|k| {
                let (r, cw) = partition_coord::<Tl::Halo>(self.thread, k as i32);
                // SAFETY: the variant's contract (the halo rows are inside x when INTERIOR).
                halo[k] = unsafe { self.load::<INTERIOR, BETWEEN>(Tl::N, r - h, cw * v) };
            });
        }
        unroll::<WORDS>(|k| {
            let (r, cw) = partition_coord::<Tl::Read>(self.thread, k as i32);
            let word = self.funnel::<BETWEEN>(r, w[k]);
            // SAFETY: this thread owns its read partition before the barrier.
            unsafe { self.smem.write_word((h + r, cw * v), word) };
        });
        if SHEARED {
            unroll::<HALO>(|k| {
                let (r, cw) = partition_coord::<Tl::Halo>(self.thread, k as i32);
                let word = self.funnel::<BETWEEN>(r - h, halo[k]);
                // SAFETY: as above, the halo rows.
                unsafe { self.smem.write_word((r, cw * v), word) };
            });
        }
    }

    /// The write phase: shared tile -> registers -> y. Word k of this thread: column `c` of
    /// the tile, the V elements from index `i` of y's row `c`, which starts `t(c)` rows above
    /// the tile; the last tile row (`SHEARED`) also writes the ends of y's rows below the tile.
    ///
    /// # Safety
    /// As [`transpose`], after the barrier; the block is in the case the parameters name.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn write<
        Tl: TransposeTile,
        const WORDS: usize,
        const INTERIOR: bool,
        const SHEARED: bool,
    >(
        &self,
    ) {
        let (v, h) = (T::V as i32, Tl::H);
        let (y, smem) = (self.y, self.smem);
        let word = |k: usize| {
            let (rb, cb) = partition_coord::<Tl::Write>(self.thread, (k / T::V) as i32);
            (rb * v, cb * v + (k % T::V) as i32)
        };
        let mut w = [0u32; WORDS];
        unroll::<WORDS>(|k| {
            let (i, c) = word(k);
            let r = h - self.t::<SHEARED>(h, c) + i;
            // SAFETY: after the barrier every element the block writes was written; nobody
            // writes. Rows stay inside the tile: r is in H - t(c) .. H - t(c) + M.
            unsafe {
                if T::V == 1 {
                    w[k] = smem.read_word((r, c));
                } else if SHEARED {
                    // the rows of y start at different rows of the tile: two element reads
                    w[k] = smem.read((r, c)).bits() | smem.read((r + 1, c)).bits() << 16;
                } else if k % 2 == 1 {
                    let c = c - 1;
                    let [c0, c1] =
                        transpose_2x2([smem.read_word((r, c)), smem.read_word((r + 1, c))]);
                    w[k - 1] = c0;
                    w[k] = c1;
                }
            }
        });
        unroll::<WORDS>(|k| {
            let (i, c) = word(k);
            let r = i - self.t::<SHEARED>(h, c);
            if INTERIOR {
                // SAFETY: an interior tile; the word is aligned (it starts V * k elements
                // after a sector boundary of y's row).
                unsafe { y.add(self.y_at(r, c)).cast::<u32>().write(w[k]) };
            } else {
                for e in 0..v {
                    if self.inside(r + e, c) {
                        let bits = w[k] >> (e * 32 / v);
                        // SAFETY: the coordinate is inside y.
                        unsafe { y.add(self.y_at(r + e, c)).write(T::from_bits(bits)) };
                    }
                }
            }
        });
        if SHEARED && self.last_row {
            for k in 0..Tl::TAIL {
                let (dr, c) = partition_coord::<Tl::Tail>(self.thread, k as i32);
                let r = Tl::M + dr; // shared row r: x row m0 - H + r, index r - H + t(c)
                if r + self.t::<SHEARED>(h, c) >= Tl::M + h && self.inside(r - h, c) {
                    // SAFETY: the element was read from x before the barrier; inside y.
                    unsafe { y.add(self.y_at(r - h, c)).write(smem.read((r, c))) };
                }
            }
        }
    }
}

/// The naive transpose: one element per thread, `i` walking `x` row by row.
///
/// # Safety
/// As [`transpose`] (no shared memory).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn transpose_naive<T: Copy>(g: Grid, x: *const T, y: *mut T, m: i32, n: i32) {
    let shape = RowMajor { m, n, ld: n };
    let i = crate::mapping::naive::linear(g);
    if i < m * n {
        let (r, c) = shape.coord(i);
        let gy = Layout::new((m, n), (_1, m));
        // SAFETY: (r, c) is inside both tensors.
        unsafe {
            y.add(gy.call((r, c)) as usize)
                .write(x.add(shape.offset((r, c))).read())
        }
    }
}

/// `group` for [`grid`]: all the tile rows in one group, so consecutive blocks walk down a
/// tile column of `x` and write adjacent tiles along the rows of `y`: the fastest order measured
/// (BENCHMARKS.md, "transpose through a swizzled shared tile"; tile rows one after another read
/// adjacent tiles of `x` but write tiles 64 rows of `y` apart).
pub const COLUMN_ORDER: u32 = 0;

/// The launch grid `(G, tiles_n, ceil(tiles_m / G))` of a tiled kernel with tile `Tl` for an
/// `m` x `n` input, in groups of `group` tile rows (1: tile rows one after another;
/// [`COLUMN_ORDER`]: one group of all of them).
///
/// ```
/// use gpu_kernels::kernels::transpose::{grid, COLUMN_ORDER};
/// use gpu_kernels::mapping::transpose::TileF32; // (_64,_64) tiles
/// assert_eq!(grid::<TileF32>(8192, 4096, COLUMN_ORDER), (128, 64, 1));
/// assert_eq!(grid::<TileF32>(8192, 4096, 1), (1, 64, 128));
/// assert_eq!(grid::<TileF32>(8192, 4096, 3), (3, 64, 43));
/// ```
pub fn grid<Tl: TransposeTile>(m: u32, n: u32, group: u32) -> (u32, u32, u32) {
    grid_of_tiles((Tl::M as u32, Tl::N as u32), m, n, group)
}

/// [`grid`] for a tile of `(tile_m, tile_n)` elements given as values.
pub fn grid_of_tiles((tile_m, tile_n): (u32, u32), m: u32, n: u32, group: u32) -> (u32, u32, u32) {
    let tiles_m = m.div_ceil(tile_m).max(1);
    let group = if group == COLUMN_ORDER {
        tiles_m
    } else {
        group.min(tiles_m)
    };
    (group, n.div_ceil(tile_n).max(1), tiles_m.div_ceil(group))
}

/// The entry points: `name(tiled element, tile, shared layout)`, `name(dynamic element, tile,
/// shared layout)` (the tile in launch-sized dynamic shared memory) and `name(naive element)`;
/// the one place their names are written (see [`naive_add_kernels`](crate::naive_add_kernels)).
#[macro_export]
macro_rules! transpose_kernels {
    ($callback:ident) => {
        $callback! {
            transpose_swizzled_f32(tiled f32, $crate::mapping::transpose::TileF32, Swizzled);
            transpose_plain_f32(tiled f32, $crate::mapping::transpose::TileF32, Plain);
            transpose_padded_f32(tiled f32, $crate::mapping::transpose::TileF32, Padded);
            transpose_naive_f32(naive f32);
            transpose_swizzled_f16(tiled $crate::element::f16, $crate::mapping::transpose::TileF16, Swizzled);
            transpose_plain_f16(tiled $crate::element::f16, $crate::mapping::transpose::TileF16, Plain);
            transpose_padded_f16(tiled $crate::element::f16, $crate::mapping::transpose::TileF16, Padded);
            transpose_naive_f16(naive $crate::element::f16);
            transpose_dynamic_f32(dynamic f32, $crate::mapping::transpose::TileF32, Swizzled);
        }
    };
}

#[cfg(all(target_arch = "nvptx64", feature = "entry-points"))]
mod entry {
    use super::*;
    use crate::smem::block_sync;

    macro_rules! entry {
        ($name:ident, tiled $t:ty, $tile:ty, $layout:ident) => {
            /// Kernel entry point (see the module docs).
            #[no_mangle]
            pub unsafe extern "ptx-kernel" fn $name(x: *const $t, y: *mut $t, m: i32, n: i32) {
                type L = <$tile as TransposeTile>::$layout;
                const WORDS: usize = <$tile as TransposeTile>::WORDS;
                const HALO: usize = <$tile as TransposeTile>::HALO_WORDS;
                let smem = crate::smem_tile!($t, L);
                let g = Grid::current();
                unsafe { transpose::<$t, $tile, L, WORDS, HALO>(g, x, y, m, n, smem, block_sync) }
            }
        };
        // The tile in dynamic shared memory: launch with at least `SmemTile::<T, L>::BYTES`
        // bytes of it; with fewer, every block traps before touching memory.
        ($name:ident, dynamic $t:ty, $tile:ty, $layout:ident) => {
            /// Kernel entry point (see the module docs): the tile in dynamic shared memory.
            #[no_mangle]
            pub unsafe extern "ptx-kernel" fn $name(x: *const $t, y: *mut $t, m: i32, n: i32) {
                type L = <$tile as TransposeTile>::$layout;
                const WORDS: usize = <$tile as TransposeTile>::WORDS;
                const HALO: usize = <$tile as TransposeTile>::HALO_WORDS;
                let Some(smem) = SmemTile::<$t, L>::launch_sized() else {
                    // SAFETY: aborts the kernel.
                    unsafe { core::arch::nvptx::trap() }
                };
                let g = Grid::current();
                unsafe { transpose::<$t, $tile, L, WORDS, HALO>(g, x, y, m, n, smem, block_sync) }
            }
        };
        ($name:ident, naive $t:ty) => {
            /// Kernel entry point (see the module docs).
            #[no_mangle]
            pub unsafe extern "ptx-kernel" fn $name(x: *const $t, y: *mut $t, m: i32, n: i32) {
                unsafe { transpose_naive::<$t>(Grid::current(), x, y, m, n) }
            }
        };
    }
    macro_rules! entries {
        ($($name:ident($($row:tt)*);)*) => {
            $(entry!($name, $($row)*);)*
        };
    }
    crate::transpose_kernels!(entries);
}
