//! The free functions `local_tile`, `inner_partition` and `local_partition` over every tensor
//! CuTe's take: a tensor over memory (the tile is a view of it) and an identity tensor (the tile
//! moves its origin), as in CuTe's predication idiom, where the same calls partition the data
//! and its coordinates:
//!
//! ```
//! use layout_core::prelude::*;
//! let data: Vec<f32> = (0..10 * 20).map(|i| i as f32).collect();
//! let m_a = make_tensor(&data[..], make_layout((10, 20)));
//! let c_a = make_identity_tensor((10, 20));
//! // CuTe: gA = local_tile(mA, cta_tiler, cta_coord); cA = local_tile(cA, cta_tiler, cta_coord)
//! let g_a = local_tile(&m_a, (_4, _8), (2, 1));
//! let g_c = local_tile(&c_a, (_4, _8), (2, 1));
//! // CuTe: tAgA = local_partition(gA, tA, tid); tAcA = local_partition(gC, tA, tid)
//! let t_a = local_partition(&g_a, make_layout((_2, _4)), 5);
//! let t_c = local_partition(&g_c, make_layout((_2, _4)), 5);
//! assert_eq!(t_c.to_string(), "ArithTuple(9,10) o (_2,_2):(_2@0,_4@1)");
//! assert_eq!(t_a[(0, 1)], data[9 + 10 * 14]); // column-major: element (9, 14)
//! assert_eq!(t_c.call((0, 1)), (9, 14));
//! ```
//!
//! | CuTe | here |
//! | --- | --- |
//! | `local_tile(tensor, tiler, coord)`, `inner_partition` | [`local_tile`], [`inner_partition`] |
//! | `local_partition(tensor, thr_layout, idx)` | [`local_partition`] |
//!
//! The `Result`-returning forms ([`try_local_tile`](super::try_local_tile),
//! [`try_local_partition`](super::try_local_partition)) and the writable ones
//! ([`local_tile_mut`](super::local_tile_mut), [`local_partition_mut`](super::local_partition_mut))
//! take tensors over memory (an identity tensor's tiles cannot fail and are not written).

use super::identity::ArithTuple;
use super::identity_tiling::{SliceIdentity, SlicedIdentity};
use super::partition_coord::{InnerCoord, OuterCoord, PadUnderscores, Partition, TileModes};
use super::slice::{SliceEngine, TileEngine};
use super::thread_layout::ThreadLayout;
use super::tile::{try_local_partition, try_local_tile, unwrap, LocalPartition, LocalTile};
use super::Tensor;
use crate::algebra::{ZippedDivide, ZippedDivided};
use crate::int_tuple::IntTuple;
use crate::layout::Layout;

/// A tensor [`local_tile`] takes: one over memory, or an identity tensor.
#[diagnostic::on_unimplemented(
    message = "local_tile: the tensor cannot be tiled by this tiler at this coordinate",
    note = "local_tile takes a tensor over memory or an identity tensor, a tiler of at most its rank (CuTe: tuple_size<Tiler> <= rank(Layout)) and a tile coordinate of at most the tiles' rank"
)]
pub trait LocalTileOf<'a, T, C> {
    /// The tile.
    type Output;
    /// CuTe's `local_tile(self, tiler, coord)`.
    fn local_tile_of(&'a self, tiler: T, coord: C) -> Self::Output;
}

/// A tensor [`local_partition`] takes: one over memory, or an identity tensor.
#[diagnostic::on_unimplemented(
    message = "local_partition: the tensor cannot be partitioned by this thread layout",
    note = "local_partition takes a tensor over memory or an identity tensor and a thread layout of at most its rank (CuTe: rank(thr_layout) <= rank(tensor))"
)]
pub trait LocalPartitionOf<'a, Thr> {
    /// The thread's partition.
    type Output;
    /// CuTe's `local_partition(self, thr_layout, index)`.
    fn local_partition_of(&'a self, thr_layout: Thr, index: i32) -> Self::Output;
}

#[diagnostic::do_not_recommend]
impl<'a, E, S, D, T, C> LocalTileOf<'a, T, C> for Tensor<E, Layout<S, D>>
where
    E: TileEngine + SliceEngine + 'a,
    S: IntTuple,
    D: IntTuple,
    Layout<S, D>: ZippedDivide<T>,
    ZippedDivided<Layout<S, D>, T>:
        TileModes + Partition<InnerCoord<ZippedDivided<Layout<S, D>, T>, C>>,
    C: PadUnderscores<<ZippedDivided<Layout<S, D>, T> as TileModes>::Rest>,
{
    type Output = LocalTile<'a, E, Layout<S, D>, T, C>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    #[track_caller]
    fn local_tile_of(&'a self, tiler: T, coord: C) -> Self::Output {
        unwrap(try_local_tile(self, tiler, coord))
    }
}

#[diagnostic::do_not_recommend]
impl<'a, O, S, D, T, C> LocalTileOf<'a, T, C> for Tensor<ArithTuple<O>, Layout<S, D>>
where
    O: IntTuple,
    S: IntTuple,
    D: IntTuple,
    Layout<S, D>: ZippedDivide<T>,
    ZippedDivided<Layout<S, D>, T>: TileModes,
    C: PadUnderscores<<ZippedDivided<Layout<S, D>, T> as TileModes>::Rest>,
    Tensor<ArithTuple<O>, ZippedDivided<Layout<S, D>, T>>:
        SliceIdentity<InnerCoord<ZippedDivided<Layout<S, D>, T>, C>>,
{
    type Output = SlicedIdentity<
        Tensor<ArithTuple<O>, ZippedDivided<Layout<S, D>, T>>,
        InnerCoord<ZippedDivided<Layout<S, D>, T>, C>,
    >;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    #[track_caller]
    fn local_tile_of(&'a self, tiler: T, coord: C) -> Self::Output {
        self.local_tile(tiler, coord)
    }
}

#[diagnostic::do_not_recommend]
impl<'a, E, S, D, Thr> LocalPartitionOf<'a, Thr> for Tensor<E, Layout<S, D>>
where
    E: TileEngine + SliceEngine + 'a,
    S: IntTuple,
    D: IntTuple,
    Thr: ThreadLayout,
    Layout<S, D>: ZippedDivide<Thr::Tiler>,
    ZippedDivided<Layout<S, D>, Thr::Tiler>:
        TileModes + Partition<OuterCoord<ZippedDivided<Layout<S, D>, Thr::Tiler>, Thr::Coord>>,
    Thr::Coord: PadUnderscores<<ZippedDivided<Layout<S, D>, Thr::Tiler> as TileModes>::Tile>,
{
    type Output = LocalPartition<'a, E, Layout<S, D>, Thr>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    #[track_caller]
    fn local_partition_of(&'a self, thr_layout: Thr, index: i32) -> Self::Output {
        unwrap(try_local_partition(self, thr_layout, index))
    }
}

#[diagnostic::do_not_recommend]
impl<'a, O, S, D, Thr> LocalPartitionOf<'a, Thr> for Tensor<ArithTuple<O>, Layout<S, D>>
where
    O: IntTuple,
    S: IntTuple,
    D: IntTuple,
    Thr: ThreadLayout,
    Layout<S, D>: ZippedDivide<Thr::Tiler>,
    ZippedDivided<Layout<S, D>, Thr::Tiler>: TileModes,
    Thr::Coord: PadUnderscores<<ZippedDivided<Layout<S, D>, Thr::Tiler> as TileModes>::Tile>,
    Tensor<ArithTuple<O>, ZippedDivided<Layout<S, D>, Thr::Tiler>>:
        SliceIdentity<OuterCoord<ZippedDivided<Layout<S, D>, Thr::Tiler>, Thr::Coord>>,
{
    type Output = SlicedIdentity<
        Tensor<ArithTuple<O>, ZippedDivided<Layout<S, D>, Thr::Tiler>>,
        OuterCoord<ZippedDivided<Layout<S, D>, Thr::Tiler>, Thr::Coord>,
    >;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    #[track_caller]
    fn local_partition_of(&'a self, thr_layout: Thr, index: i32) -> Self::Output {
        self.local_partition(thr_layout, index)
    }
}

/// CuTe's `local_tile(tensor, tiler, coord)` (= `inner_partition`): the tile at `coord` of the
/// tensor divided by a tiler, `zipped_divide(tensor, tiler)((_,..,_), coord)`, for a tensor over
/// memory (a view; [`try_local_tile`](super::try_local_tile) returns its errors) or an identity
/// tensor (its origin moved to the tile's first coordinate). `coord` is an integer (a 1-D index
/// over the tiles) or a tuple, which may have fewer modes than the tiles (the others are kept:
/// `(bx, by)` over `(BLK_M, BLK_N, k)` tiles gives `(BLK_M, BLK_N, k)`). A tile that crosses a
/// ragged edge keeps its full shape: predicate its elements outside the tensor with an identity
/// tensor tiled the same way.
///
/// ```
/// use layout_core::prelude::*;
/// let data: Vec<i32> = (0..64).collect();
/// let a = make_tensor(&data[..], make_layout((_8, _8)));
/// let tile = local_tile(&a, (_4, _4), (1, 0));
/// assert_eq!(tile[(0, 0)], 4);
/// let c = local_tile(&make_identity_tensor((_8, _8)), (_4, _4), (1, 0));
/// assert_eq!(c.call((0, 0)), (4, 0));
/// ```
///
/// # Panics
/// When the divide fails on dynamic values, or, for engines that check origins, when `coord`
/// is outside the tiles.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn local_tile<'a, X, T, C>(tensor: &'a X, tiler: T, coord: C) -> X::Output
where
    X: LocalTileOf<'a, T, C>,
{
    tensor.local_tile_of(tiler, coord)
}

/// CuTe's `inner_partition(tensor, tiler, coord)`: the same as [`local_tile`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn inner_partition<'a, X, T, C>(tensor: &'a X, tiler: T, coord: C) -> X::Output
where
    X: LocalTileOf<'a, T, C>,
{
    local_tile(tensor, tiler, coord)
}

/// CuTe's `local_partition(tensor, thr_layout, index)`: thread `index` of a thread layout takes
/// one element of every tile of the thread layout's shape,
/// `outer_partition(tensor, shape(thr), thr.get_flat_coord(index))`, for a tensor over memory
/// ([`try_local_partition`](super::try_local_partition) returns its errors) or an identity
/// tensor. The thread layout may have a lower rank than the tensor (CuTe's sgemm_1: a rank-2
/// `tA` over the rank-3 `gA`): the tensor's other modes are kept whole.
///
/// ```
/// use layout_core::prelude::*;
/// // CuTe: local_partition(data, Layout<Shape<_2,_16>>{}, thr_idx): (16,64) -> (8,4)
/// let data: Vec<i32> = (0..16 * 64).collect();
/// let t = make_tensor(&data[..], make_layout((16, 64)));
/// let thr = local_partition(&t, make_layout((_2, _16)), 5); // thread 5 is (1, 2)
/// assert_eq!(thr.layout().to_string(), "(8,4):(_2,256)");
/// assert_eq!(thr[(3, 1)], t[(1 + 2 * 3, 2 + 16 * 1)]);
/// // the same partition of the coordinates
/// let c = local_partition(&make_identity_tensor((16, 64)), make_layout((_2, _16)), 5);
/// assert_eq!(c.call((3, 1)), (1 + 2 * 3, 2 + 16 * 1));
/// ```
///
/// # Panics
/// When the divide fails on dynamic values, or `index` is outside the thread layout.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn local_partition<'a, X, Thr>(tensor: &'a X, thr_layout: Thr, index: i32) -> X::Output
where
    X: LocalPartitionOf<'a, Thr>,
{
    tensor.local_partition_of(thr_layout, index)
}
