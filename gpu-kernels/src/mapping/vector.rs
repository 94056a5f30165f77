//! The vectorised kernels' mapping over a contiguous tensor `(n):(_1)`.
//!
//! In 16-byte vectors (`V` elements each: `V = 4` for f32, `8` for f16), a block tile is
//! `256 * U` vectors and a thread's `U` vectors are 256 apart, so that each of the `U` loads of
//! a warp is one contiguous 512-byte run. The layout from (thread, value, tile) to a vector
//! index is fully static in its strides:
//!
//! ```text
//! (_256,U,K):(_1,_256,_256*U)        e.g. U = 4: (_256,_4,K):(_1,_256,_1024)
//! element = vector * V + (0..V)      (V):(_1) inside a vector
//! ```
//!
//! so an index is shifts and adds. Block `b` takes tiles `b, b + grid, b + 2 grid, ...`
//! (grid-stride), and the ragged end that fills no whole tile is done one element per thread,
//! predicated on `i < n`.
//!
//! ```
//! use gpu_kernels::mapping::vector::{Const, PerThread};
//! assert_eq!(<Const<4> as PerThread>::layout(3).to_string(), "(_256,_4,3):(_1,_256,_1024)");
//! ```

use crate::element::Element;
use core::marker::PhantomData;
use layout_core::prelude::*;

/// Threads per block (static).
pub const THREADS: u32 = <_256 as StaticInt>::VALUE as u32;

/// A count known at compile time, as a const generic (for register arrays).
#[derive(Clone, Copy, Debug, Default)]
pub struct Const<const N: usize>;

/// Vectors per thread `U`: its layout `(_256,U,K):(_1,_256,_256*U)` with static `U`.
pub trait PerThread {
    /// The layout type.
    type Layout: core::fmt::Display;
    /// The layout for `tiles` tiles.
    fn layout(tiles: i32) -> Self::Layout;
    /// The vector index of value `u` of `thread` in `tile`.
    fn vector(thread: i32, u: i32, tile: i32) -> i32;
}

macro_rules! per_thread {
    ($n:literal, $u:ident, $tile_stride:ident) => {
        impl PerThread for Const<$n> {
            type Layout = Layout<(_256, $u, i32), (_1, _256, $tile_stride)>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn layout(tiles: i32) -> Self::Layout {
                Layout::new((_256, $u, tiles), (_1, _256, $tile_stride))
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn vector(thread: i32, u: i32, tile: i32) -> i32 {
                Self::layout(0).call((thread, u, tile))
            }
        }
    };
}
per_thread!(1, _1, _256);
per_thread!(2, _2, _512);
per_thread!(4, _4, _1024);
per_thread!(8, _8, _2048);

/// The mapping for element type `T` with `U` vectors per thread in flight.
#[derive(Clone, Copy, Debug, Default)]
pub struct VecTile<T, const U: usize>(PhantomData<T>);

impl<T: Element, const U: usize> VecTile<T, U>
where
    Const<U>: PerThread,
{
    /// Vectors in one block tile: `256 * U`.
    pub const TILE_VECS: u32 = THREADS * U as u32;
    /// Elements in one block tile: `256 * U * V`.
    pub const TILE_ELEMS: u32 = Self::TILE_VECS * T::PER_VEC;

    /// The vector index of value `u` of thread `thread` in tile `tile`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn vector(tile: u32, thread: u32, u: u32) -> u32 {
        <Const<U> as PerThread>::vector(thread as i32, u as i32, tile as i32) as u32
    }

    /// Whole tiles in `n` elements (a division by a static power of two: a shift).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn full_tiles(n: u32) -> u32 {
        n / Self::TILE_ELEMS
    }

    /// The first element of the ragged end.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn tail_start(n: u32) -> u32 {
        Self::full_tiles(n) * Self::TILE_ELEMS
    }

    /// Blocks to launch so that every tile has a block (no grid-stride repeats).
    pub fn blocks_to_cover(n: u32) -> u32 {
        n.div_ceil(Self::TILE_ELEMS).max(1)
    }
}
