//! The `f16` transpose's tiles laid out along the rows of `y` (see `kernels::transpose`): for
//! an interior tile whose rows of `y` start inside sectors with `M` odd and whose rows of `x`
//! start between words, both phases move 16-byte chunks of global memory and the shared tile
//! ([`AlongYF16`]: row `c` of `y` from its sector boundary, element `j`) takes the unaligned
//! part.
//!
//! Read phase: each row of the tile and of its halo (`x` rows `m0 - H .. m0 + 64`) is read as
//! the 9 aligned 16-byte chunks from the 16-byte boundary at or before its first element
//! (`p < 8` elements early, whatever `N` and `x`'s alignment), and each element
//! `x(m0 + r, n0 + c)` with `0 <= c < 64` goes to `(c, j = r + t(c))` when `0 <= j < 64`. Write phase: each
//! thread moves chunks of the shared tile to `y`, one `ld.shared.v4` and one `st.global.v4`
//! for 8 elements, from the sector boundary of the row (16-byte aligned).
//!
//! Every element of the shared tile is written by one thread: `(c, j)` by the thread that read
//! `x(m0 + j - t(c), n0 + c)`, a row of the tile or of its halo (`-t(c) <= j - t(c) < 64`).
//! The rows from `64 - t(c)` on belong to the next tile row's block (its halo).

use super::transpose::{Block, TransposeElement};
use crate::mapping::transpose::{
    partition_coord, AlongYF16, AlongYRead, AlongYWrite, TransposeTile,
};
use crate::mem::{Access, GlobalNc, Vec16};
use crate::smem::TileLayout;
use crate::unroll::unroll;

/// Elements of `f16` in a 16-byte chunk.
const CHUNK: i32 = 8;
/// Chunks each thread stores: the `(64, 64)` tile in chunks of 8 over 256 threads.
const CHUNKS: usize = 2;
/// Chunks each thread loads: 80 rows (the tile and its 16-row halo) of 9 chunks over 256
/// threads, at most 3 each ([`AlongYRead`] for chunks 0-7, then chunk 8 of row `t - 144`).
const LOADS: usize = 3;

impl<T: TransposeElement, L: TileLayout> Block<T, L> {
    /// The read phase into the along-y tile (module docs): every load in flight before the
    /// first store.
    ///
    /// # Safety
    /// An interior tile whose rows of `x` from `m0 - H` to `m0 + 63` are inside `x` and not the
    /// last (every chunk lies inside `x`); `f16` (`T::V == 2`).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub(super) unsafe fn read_along_y<Tl: TransposeTile>(&self) {
        const {
            // (the f32 instantiation compiles but is never taken: `along_y` needs V = 2)
            assert!(Tl::V != 2 || (Tl::M == 64 && Tl::N == 64 && Tl::H == 16));
            assert!(Tl::THREADS == 256);
        };
        let h = Tl::H;
        let tile = self.smem.relayout::<AlongYF16>();
        // (row from -H, chunk); rows past the tile are no chunk
        let chunk = |k: usize| {
            let (q, r) = partition_coord::<AlongYRead>(self.thread, k as i32);
            if k + 1 < LOADS || r < Tl::M + h {
                (r - h, q)
            } else {
                (self.thread - 128 - h, 8)
            }
        };
        let mut v = [Vec16::default(); LOADS];
        let mut c0 = [0i32; LOADS];
        unroll::<LOADS>(|k| {
            let (r, q) = chunk(k);
            if r < Tl::M {
                let a = self.x_at(r, 0);
                let p = self.x_phase.wrapping_add(a as i32) & (CHUNK - 1);
                c0[k] = q * CHUNK - p;
                // SAFETY: the 16-byte boundary at or before the row's first element of the
                // tile, plus q chunks: aligned, and inside x (the caller's contract: the
                // row's 72 elements from there end before x's last row).
                let at = (a as isize + c0[k] as isize) as usize;
                v[k] = unsafe { GlobalNc::load(self.x.add(at).cast::<Vec16>()) };
            }
        });
        unroll::<LOADS>(|k| {
            let (r, _) = chunk(k);
            if r < Tl::M {
                unroll::<{ CHUNK as usize }>(|e| {
                    let c = c0[k] + e as i32;
                    let j = r + self.t::<true>(h, c);
                    if (c as u32) < Tl::N as u32 && (j as u32) < Tl::M as u32 {
                        let (word, half) = (e / T::V, e % T::V);
                        let bits = v[k].0[word] >> (half * 32 / T::V);
                        // SAFETY: (c, j) is inside the tile and only this thread writes it
                        // (module docs).
                        unsafe { tile.write((c, j), T::from_bits(bits)) };
                    }
                });
            }
        });
    }

    /// The write phase from the along-y tile: each thread's chunks `(q, c)` ([`AlongYWrite`])
    /// to row `n0 + c` of y, elements `8q - t(c)..` from the tile's start: 16-byte aligned
    /// (from a sector boundary), one vector store each.
    ///
    /// # Safety
    /// After the barrier that ends [`read_along_y`](Self::read_along_y)'s phase; an interior
    /// tile (every chunk lies inside y).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub(super) unsafe fn write_along_y<Tl: TransposeTile>(&self) {
        const {
            assert!(Tl::V != 2 || (Tl::M == 64 && Tl::N == 64));
            assert!(CHUNKS * CHUNK as usize * Tl::THREADS as usize == 64 * 64);
        };
        let tile = self.smem.relayout::<AlongYF16>();
        let mut v = [Vec16::default(); CHUNKS];
        unroll::<CHUNKS>(|k| {
            let (q, c) = partition_coord::<AlongYWrite>(self.thread, k as i32);
            // SAFETY: every element of the tile was written before the barrier (module docs).
            v[k] = unsafe { tile.read_chunk((c, q * CHUNK)) };
        });
        unroll::<CHUNKS>(|k| {
            let (q, c) = partition_coord::<AlongYWrite>(self.thread, k as i32);
            let at = self.y_at(q * CHUNK - self.t::<true>(Tl::H, c), c);
            // SAFETY: inside y (an interior tile); 16-byte aligned: the row's sector boundary
            // plus 8q elements.
            unsafe { GlobalNc::store(self.y.add(at).cast::<Vec16>(), v[k]) };
        });
    }
}
