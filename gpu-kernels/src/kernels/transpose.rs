//! `transpose`: `y = x^T` through a shared tile, with the layouts of
//! [`crate::mapping::transpose`].
//!
//! In CuTe terms: `x` is the tensor `(M,N):(N,_1)` and `y` the tensor `(M,N):(_1,M)` (the
//! transpose is a copy between two layouts of one shape). Both are tiled by `(_64,_64)`; block
//! `(bx, by)` takes tile `(by, bx)`. Each thread copies its `ReadThreads` partition of the `x`
//! tile into the shared tile, the block waits at the barrier, and each thread copies its
//! `WriteThreads` partition of the shared tile into the `y` tile. Interior tiles go unmasked;
//! edge tiles (ragged `M`, `N`) mask each element with `row < M && column < N`.
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
    #[inline(always)]
    fn bits(self) -> u32 {
        self.to_bits()
    }
    #[inline(always)]
    fn from_bits(w: u32) -> f32 {
        f32::from_bits(w)
    }
}

impl TransposeElement for f16 {
    const V: usize = 2;
    #[inline(always)]
    fn bits(self) -> u32 {
        u32::from(self.to_bits())
    }
    #[inline(always)]
    fn from_bits(w: u32) -> f16 {
        f16::from_bits(w as u16)
    }
}

/// The 2 x 2 block of 16-bit elements held in two words (word `i`: row `i`) transposed:
/// word `j` of the result holds column `j` (two byte permutes).
#[inline(always)]
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
/// # Safety
/// `x` must be valid for reads of `m * n` elements and `y` for writes of `m * n` elements, not
/// overlapping; `smem` is this block's tile, `(Tl::M + Tl::H, Tl::N)`, whose layout keeps each
/// row's words whole (`V` consecutive, aligned offsets); every thread of the block runs this
/// body with the same `sync`.
#[inline(always)]
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
        assert!(Tl::H as usize * core::mem::size_of::<T>() == 32, "the halo is one sector");
    };
    let (v, h) = (T::V as i32, Tl::H);
    let gx = Layout::new((m, n), (n, _1)); // x: (M,N):(N,_1)
    let gy = Layout::new((m, n), (_1, m)); // y: (M,N):(_1,M)
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
    let thread = g.thread as i32;
    // Where the rows of y start inside their 32-byte sectors: row c of y is written from
    // tile row m0 - t(c) (the sector boundary at or before m0), `t(c) < H`; t = 0 for all
    // rows when M is a multiple of H and y starts on a sector ("sheared": some t(c) > 0).
    let sector = h - 1; // H is a power of two: the element index modulo H is a mask
    let y_phase = (y as usize / core::mem::size_of::<T>()) as i32 & sector;
    let sheared = y_phase != 0 || m & sector != 0;
    let t = |c: i32| (y_phase + (n0 + c).wrapping_mul(m)) & sector;
    // f16 rows of x that start between words (odd N, or x itself between words): such a
    // row's word at (r, c) is the aligned word before it funnel-shifted with the next lane's
    // (the lanes of a warp read one row); the row's last lane reads its second element alone.
    let x_phase = (x as usize / core::mem::size_of::<T>()) as i32;
    let between = v == 2 && (x_phase | n) & 1 != 0;
    let odd = |r: i32| if between { (x_phase + (m0 + r).wrapping_mul(n)) & 1 } else { 0 };
    let last_lane = thread & 31 == 31;
    // Whole-tile dispatch: an interior tile (its rows, its halo when sheared, the rows of y it
    // writes all inside) moves whole words with no predicate; an edge tile masks each element.
    let last_row = m0 + Tl::M >= m;
    let interior = n0 + Tl::N <= n
        && m0 + Tl::M <= m
        && (!sheared || (m0 >= h && !last_row))
        && !(between && m0 == 0 && n0 == 0); // the word before x(0, 0) is not x's
    let inside = |r: i32, c: i32| m0 + r >= 0 && m0 + r < m && n0 + c < n;
    // One word of x at tile coordinate (r, c) (c a multiple of V, r from -H): the V elements
    // along the row of x.
    let x_at = |r: i32, c: i32| gx.call((m0 + r, n0 + c)) as usize;
    let y_at = |r: i32, c: i32| gy.call((m0 + r, n0 + c)) as usize;
    // The loads of word (r, c): the aligned word at or before it, and (last lane of a row
    // between words) its second element.
    let load = |r: i32, c: i32| -> (u32, u32) {
        if interior {
            let p = odd(r);
            // SAFETY: an interior tile: the word starts at (r, c) or one element before it,
            // inside x, on a word boundary.
            let a = unsafe { x.add(x_at(r, c) - p as usize).cast::<u32>().read() };
            let e = if p != 0 && last_lane {
                // SAFETY: inside the tile.
                unsafe { x.add(x_at(r, c + 1)).read() }.bits()
            } else {
                0
            };
            (a, e)
        } else {
            let mut w = 0;
            for e in 0..v {
                if inside(r, c + e) {
                    // SAFETY: the coordinate is inside x.
                    let bits = unsafe { x.add(x_at(r, c + e)).read() }.bits();
                    w |= bits << (e * 32 / v);
                }
            }
            (w, 0)
        }
    };
    // The word (r, c) from the loads (after all of them are in flight).
    let funnel = |r: i32, (a, e): (u32, u32)| -> u32 {
        if interior && odd(r) != 0 {
            // SAFETY: every lane of the warp is here: the row, and so `odd`, is the warp's.
            let next = unsafe { shfl_sync(ShflMode::Down, a, 1, c_operand(ShflMode::Down, 32), FULL_MASK) };
            let hi = if last_lane { e } else { next & 0xffff };
            (a >> 16) | (hi << 16)
        } else {
            a
        }
    };

    // x tile (and its halo) -> registers -> shared tile (all loads in flight before the
    // first store). Shared row H + r holds x row m0 + r.
    let mut w = [(0u32, 0u32); WORDS];
    let mut halo = [(0u32, 0u32); HALO];
    unroll::<WORDS>(|k| {
        let (r, cw) = partition_coord::<Tl::Read>(thread, k as i32);
        w[k] = load(r, cw * v);
    });
    if sheared {
        unroll::<HALO>(|k| {
            let (r, cw) = partition_coord::<Tl::Halo>(thread, k as i32);
            halo[k] = load(r - h, cw * v);
        });
    }
    unroll::<WORDS>(|k| {
        let (r, cw) = partition_coord::<Tl::Read>(thread, k as i32);
        let word = funnel(r, w[k]);
        // SAFETY: this thread owns its read partition before the barrier.
        unsafe { smem.write_word((h + r, cw * v), word) };
    });
    if sheared {
        unroll::<HALO>(|k| {
            let (r, cw) = partition_coord::<Tl::Halo>(thread, k as i32);
            let word = funnel(r - h, halo[k]);
            // SAFETY: as above, the halo rows.
            unsafe { smem.write_word((r, cw * v), word) };
        });
    }
    sync();
    // shared tile -> registers -> y. Word k of this thread: column c of the tile, the V
    // elements from run index i of y's row c, which starts t(c) rows above the tile.
    let word = |k: usize| {
        let (rb, cb) = partition_coord::<Tl::Write>(thread, (k / T::V) as i32);
        (rb * v, cb * v + (k % T::V) as i32)
    };
    let mut w = [0u32; WORDS];
    unroll::<WORDS>(|k| {
        let (i, c) = word(k);
        let r = h - t(c) + i;
        // SAFETY: after the barrier every element the block writes was written; nobody
        // writes. Rows stay inside the tile: r is in H - t(c) .. H - t(c) + M.
        unsafe {
            if T::V == 1 {
                w[k] = smem.read_word((r, c));
            } else if sheared {
                // the rows of y start at different rows of the tile: two element reads
                w[k] = smem.read((r, c)).bits() | smem.read((r + 1, c)).bits() << 16;
            } else if k % 2 == 1 {
                let c = c - 1;
                let [c0, c1] = transpose_2x2([smem.read_word((r, c)), smem.read_word((r + 1, c))]);
                w[k - 1] = c0;
                w[k] = c1;
            }
        }
    });
    unroll::<WORDS>(|k| {
        let (i, c) = word(k);
        let r = i - t(c);
        if interior {
            // SAFETY: an interior tile; the word is aligned (it starts V * k elements after
            // a sector boundary of y's row).
            unsafe { y.add(y_at(r, c)).cast::<u32>().write(w[k]) };
        } else {
            for e in 0..v {
                if inside(r + e, c) {
                    let bits = w[k] >> (e * 32 / v);
                    // SAFETY: the coordinate is inside y.
                    unsafe { y.add(y_at(r + e, c)).write(T::from_bits(bits)) };
                }
            }
        }
    });
    // The last tile row, sheared: the ends of y's rows, below the tile (run indices from M).
    if sheared && last_row {
        for k in 0..Tl::TAIL {
            let (dr, c) = partition_coord::<Tl::Tail>(thread, k as i32);
            let r = Tl::M + dr; // shared row r: x row m0 - H + r, run index r - H + t(c)
            if r + t(c) >= Tl::M + h && inside(r - h, c) {
                // SAFETY: the element was read from x before the barrier; inside y.
                unsafe { y.add(y_at(r - h, c)).write(smem.read((r, c))) };
            }
        }
    }
}

/// The naive transpose: one element per thread, `i` walking `x` row by row.
///
/// # Safety
/// As [`transpose`] (no shared memory).
#[inline(always)]
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
            transpose_swizzled_tall_f16(tiled $crate::element::f16, $crate::mapping::transpose::TileF16Tall, Swizzled);
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
