//! The thread-value (TV) mapping of `elementwise_apply`, after the seed's tutorial.
//!
//! Built with CuTe DSL's `make_layout_tv` ([`layout_core::prelude::make_layout_tv`]) from
//! the seed's layouts (see [`TvLayout::layout_tv`]).
//! Threads `(4,64):(64,1)` (64 threads along a row, 4 such groups down the rows) and, per
//! thread, values `(16,V):(V,1)` (16 rows of one 16-byte vector: `V = 16 / sizeof(T)`).
//! CuTe's `make_layout_tv(thr, val)` (a raked product) gives the block tile `(_64,_64*V)` and
//! the TV layout, from (thread, value) to the tile's column-major index `row + 64 * column`:
//!
//! ```text
//! ((_64,_4),(V,_16)):((_64*V,_16),(_64,_1))
//! f32: ((_64,_4),(_4,_16)):((_256,_16),(_64,_1))    tile (_64,_256)
//! f16: ((_64,_4),(_8,_16)):((_512,_16),(_64,_1))    tile (_64,_512)
//! ```
//!
//! A tile index goes back to `(row, column)` through `idx2crd` on the static tile shape (a mask
//! and a shift), then to memory through the matrix's `(M,N):(ld,_1)`. Each warp reads 32
//! neighbouring vectors of one row (512 contiguous bytes) and each thread owns 16 rows of one
//! vector. Blocks tile the matrix with `blockIdx.x` along columns and `blockIdx.y` along rows.
//! The linear block id `bx + by * gridDim.x` thus walks the tiles row-major: the seed's
//! `remap_block` (the rest mode `(M/64, N/64V)` transposed) with no extra index math.
//! Everything here is static; only the matrix's `(M,N):(ld,_1)` is dynamic, and elements
//! outside it are masked (ragged edges).
//!
//! ```
//! use gpu_kernels::element::f16;
//! use gpu_kernels::mapping::tv::TvLayout;
//! assert_eq!(<f32 as TvLayout>::tv().to_string(), "((_64,_4),(_4,_16)):((_256,_16),(_64,_1))");
//! assert_eq!(<f16 as TvLayout>::tile_coord(65, 9), (17, 9));
//! let (tiler, tv) = <f16 as TvLayout>::layout_tv();
//! assert_eq!(layout_core::prelude::display(tiler).to_string(), "(_64,_512)");
//! assert_eq!(tv.to_string(), "((_64,_4),(_8,_16)):((_512,_16),(_64,_1))");
//! ```

use crate::element::{f16, Element};
use core::marker::PhantomData;
use layout_core::algebra::layout_parts::LayoutParts;
use layout_core::prelude::*;

/// Threads per block: the thread layout `(4,64):(64,1)`.
pub const THREADS: u32 = 256;
/// Rows of values per thread.
pub const VAL_ROWS: u32 = 16;

/// The seed's thread layout: `make_ordered_layout((_4,_64),(_1,_0))`, i.e. `(_4,_64):(_64,_1)`.
pub type ThrLayout = Layout<(_4, _64), <(_4, _64) as CompactOrder<(_1, _0)>>::Stride>;
/// The seed's value layout in bytes: `make_ordered_layout((_16,_16),(_1,_0))`.
pub type ValBytes = Layout<(_16, _16), <(_16, _16) as CompactOrder<(_1, _0)>>::Stride>;
/// The value layout recast from 8-bit to `Bits`-bit elements (`(_16,V):(V,_1)`).
pub type ValLayout<Bits> = Recast<ValBytes, _8, Bits>;
/// `make_layout_tv(thr, val)`'s TV layout for `Bits`-bit elements.
pub type TvOf<Bits> = layout_core::algebra::TvLayout<
    (_4, _64),
    <(_4, _64) as CompactOrder<(_1, _0)>>::Stride,
    <ValLayout<Bits> as LayoutParts>::S,
    <ValLayout<Bits> as LayoutParts>::D,
>;
/// `make_layout_tv(thr, val)`'s tiler for `Bits`-bit elements (`(_64,_64*V)`).
pub type TilerOf<Bits> = TvTiler<
    (_4, _64),
    <(_4, _64) as CompactOrder<(_1, _0)>>::Stride,
    <ValLayout<Bits> as LayoutParts>::S,
    <ValLayout<Bits> as LayoutParts>::D,
>;

/// The TV layout of an element type, built by `make_layout_tv` (all static).
pub trait TvLayout: Element {
    /// The TV layout's type.
    type Tv: core::fmt::Display;
    /// The tiler's type (the block tile's shape).
    type Tiler;
    /// `make_layout_tv(make_ordered_layout((_4,_64),(_1,_0)),
    /// recast_layout(make_ordered_layout((_16,_16),(_1,_0)), _8, bits))`.
    fn layout_tv() -> (Self::Tiler, Self::Tv);
    /// The TV layout.
    fn tv() -> Self::Tv {
        Self::layout_tv().1
    }
    /// The tile coordinate `(row, column)` of value `value` of thread `thread`, through
    /// `make_layout_tv` called here, per thread, as CuTe DSL's notebooks' kernel does: its layouts are
    /// static, so the call folds at compile time.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn tile_coord(thread: i32, value: i32) -> (i32, i32) {
        let (tiler, tv) = Self::layout_tv();
        Self::coord_in(tiler, tv, thread, value)
    }
    /// [`tile_coord`](Self::tile_coord) with the TV layout and tiler built from their types:
    /// the reference that the PTX check compares the per-thread `make_layout_tv` against.
    fn tile_coord_type_built(thread: i32, value: i32) -> (i32, i32);
    /// `idx2crd(tv(thread, value), tiler)` as `(row, column)`.
    fn coord_in(tiler: Self::Tiler, tv: Self::Tv, thread: i32, value: i32) -> (i32, i32);
}

macro_rules! tv_layout {
    ($t:ty, $bits:ident) => {
        impl TvLayout for $t {
            type Tv = TvOf<$bits>;
            type Tiler = TilerOf<$bits>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn layout_tv() -> (Self::Tiler, Self::Tv) {
                let thr = make_ordered_layout((_4, _64), (_1, _0));
                let val = recast_layout(make_ordered_layout((_16, _16), (_1, _0)), _8, $bits);
                make_layout_tv(thr, val)
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn tile_coord_type_built(thread: i32, value: i32) -> (i32, i32) {
                Self::coord_in(
                    <TilerOf<$bits>>::default(),
                    <TvOf<$bits>>::default(),
                    thread,
                    value,
                )
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn coord_in(tiler: Self::Tiler, tv: Self::Tv, thread: i32, value: i32) -> (i32, i32) {
                let (row, col) = idx2crd(tv.call((thread, value)), tiler);
                (row.value() as i32, col.value() as i32)
            }
        }
    };
}
tv_layout!(f32, _32);
tv_layout!(f16, _16);

/// The TV mapping for element type `T`.
#[derive(Clone, Copy, Debug, Default)]
pub struct TvTile<T>(PhantomData<T>);

impl<T: TvLayout> TvTile<T> {
    /// Tile rows: 4 thread rows x 16 value rows.
    pub const TILE_M: u32 = 4 * VAL_ROWS;
    /// Tile columns: 64 threads x `V` (256 for f32, 512 for f16).
    pub const TILE_N: u32 = 64 * T::PER_VEC;

    /// The tile coordinate `(row, column)` of value `(vm, vn)` of thread `thread`; the value
    /// index is `vm * V + vn`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn coord(thread: u32, vm: u32, vn: u32) -> (i32, i32) {
        T::tile_coord(thread as i32, (vm * T::PER_VEC + vn) as i32)
    }

    /// [`coord`](Self::coord) through the type-built TV layout (the PTX check's reference).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn coord_type_built(thread: u32, vm: u32, vn: u32) -> (i32, i32) {
        T::tile_coord_type_built(thread as i32, (vm * T::PER_VEC + vn) as i32)
    }

    /// The matrix coordinate of the tile's first element for block `(bx, by)`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn tile_origin(bx: u32, by: u32) -> (i32, i32) {
        ((by * Self::TILE_M) as i32, (bx * Self::TILE_N) as i32)
    }

    /// The launch grid `(x, y)` for an `m` x `n` matrix with row stride `ld`: a contiguous
    /// matrix (`ld == n`) is coalesced to one vector of `m * n` elements, one tile of
    /// `TILE_M * TILE_N` consecutive elements per block; any other is tiled in two dimensions.
    pub fn grid(m: u32, n: u32, ld: u32) -> (u32, u32) {
        if ld == n {
            let size = u64::from(m) * u64::from(n);
            let tile = u64::from(Self::TILE_M * Self::TILE_N);
            (size.div_ceil(tile).max(1) as u32, 1)
        } else {
            (
                n.div_ceil(Self::TILE_N).max(1),
                m.div_ceil(Self::TILE_M).max(1),
            )
        }
    }
}
