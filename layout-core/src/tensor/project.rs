//! CuTe's projections (`Step<_1, X, _1>`): a tuple of `_1` (keep this mode) and `X` (drop it),
//! applied with `dice` to a tiler, a coordinate or a thread layout, so that one tiler serves
//! several tensors that each use only some of its modes (CuTe's `local_tile(tensor, tiler,
//! coord, proj)` and `local_partition(tensor, thr_layout, index, proj)`).
//!
//! ```
//! use layout_core::prelude::*;
//! // CuTe: local_tile(dataA, Shape<_32,_64,_4>{}, make_coord(bx, by, _), Step<_1, X,_1>{})
//! let data: Vec<i32> = (0..64 * 16).collect();
//! let a = make_tensor(&data[..], make_layout((64, 16))); // (M,K)
//! let cta_tiler = (_32, _64, _4);
//! let cta_coord = (1, 0, X);
//! let cta_a = local_tile_proj(&a, cta_tiler, cta_coord, (_1, X, _1)); // (_32,_4,k)
//! assert_eq!(cta_a.layout().to_string(), "(_32,_4,4):(_1,64,256)");
//! assert_eq!(cta_a[(3, 2, 1)], a[(32 + 3, 4 + 2)]);
//! assert_eq!(display(dice((_1, X, _1), cta_tiler)).to_string(), "(_32,_4)");
//! ```

use super::algorithm::TensorError;
use super::local_tiling::{LocalPartitionOf, LocalTileOf};
use super::partition_coord::{InnerCoord, OuterCoord, PadUnderscores, Partition, TileModes};
use super::slice::{SliceEngine, SliceEngineMut, TileEngine};
use super::thread_layout::ThreadLayout;
use super::tile::{
    local_partition_mut, local_tile_mut, try_local_partition, try_local_tile, LocalPartition,
    LocalPartitionMut, LocalTile, LocalTileMut,
};
use super::Tensor;
use crate::algebra::{Underscore, ZippedDivide, ZippedDivided};
use crate::hlist::{HCons, HList, HNil, ToTuple, Tuple, TupleOf};
use crate::int::_1;
use crate::int_tuple::IntTuple;
use crate::layout::{CongruentWith, Layout};

/// A projection diced over a list: `_1` keeps the matching element, `X` drops it (the list
/// engine of [`Dice`]).
pub trait DiceList<L> {
    /// The kept elements.
    type Output: HList;
    /// Keeps the elements whose step is `_1`.
    fn dice_list(self, l: L) -> Self::Output;
}
impl DiceList<HNil> for HNil {
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn dice_list(self, _: HNil) -> HNil {
        HNil
    }
}
impl<Ps: DiceList<Ts>, H: Copy, Ts> DiceList<HCons<H, Ts>> for HCons<_1, Ps>
where
    HCons<H, Ps::Output>: HList,
{
    type Output = HCons<H, Ps::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn dice_list(self, l: HCons<H, Ts>) -> Self::Output {
        HCons(l.0, self.1.dice_list(l.1))
    }
}
impl<Ps: DiceList<Ts>, H, Ts> DiceList<HCons<H, Ts>> for HCons<Underscore, Ps> {
    type Output = Ps::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn dice_list(self, l: HCons<H, Ts>) -> Self::Output {
        self.1.dice_list(l.1)
    }
}

/// CuTe's `dice(proj, t)` for a projection tuple of `_1` and `X` and a tuple `t` of the same
/// rank: the modes of `t` whose step is `_1`, in order.
pub trait Dice<T> {
    /// The kept modes.
    type Output: Copy;
    /// Keeps the modes of `t` whose step is `_1`.
    fn dice(self, t: T) -> Self::Output;
}
impl<P: Tuple, T: Tuple> Dice<T> for P
where
    P::HList: DiceList<T::HList>,
    <P::HList as DiceList<T::HList>>::Output: ToTuple,
{
    type Output = TupleOf<<P::HList as DiceList<T::HList>>::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn dice(self, t: T) -> Self::Output {
        self.into_hlist().dice_list(t.into_hlist()).into_tuple()
    }
}

/// The result of [`dice`]; this is an alias.
pub type Diced<P, T> = <P as Dice<T>>::Output;

/// CuTe's `dice(proj, t)`: the modes of the tuple `t` whose step in `proj` is `_1`.
///
/// ```
/// use layout_core::prelude::*;
/// let t = (_32, 64, _4);
/// assert_eq!(display(dice((_1, _1, X), t)).to_string(), "(_32,64)");
/// assert_eq!(display(dice((X, _1, _1), t)).to_string(), "(64,_4)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn dice<P: Dice<T>, T>(proj: P, t: T) -> Diced<P, T> {
    proj.dice(t)
}

/// CuTe's `dice(proj, layout)` of a thread layout: shape and stride diced alike.
///
/// ```
/// use layout_core::prelude::*;
/// let thr = Layout::new((_2, _16, _1), (_16, _1, _0));
/// assert_eq!(dice_layout((_1, X, _1), thr).to_string(), "(_2,_1):(_16,_0)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn dice_layout<P, S, D>(proj: P, layout: Layout<S, D>) -> Layout<Diced<P, S>, Diced<P, D>>
where
    P: Dice<S> + Dice<D> + Copy,
    S: IntTuple,
    D: IntTuple,
    Diced<P, S>: IntTuple + CongruentWith<Diced<P, D>>,
    Diced<P, D>: IntTuple,
{
    Layout::new(proj.dice(layout.shape()), proj.dice(layout.stride()))
}

/// The tile of [`local_tile_proj`]; this is an alias, see [`Tensor`].
pub type LocalTileProj<'a, E, L, T, C, P> = LocalTile<'a, E, L, Diced<P, T>, Diced<P, C>>;

/// CuTe's `local_tile(tensor, tiler, coord, proj)`: [`try_local_tile`] of the tiler and the
/// coordinate diced by the projection (`local_tile(tensor, dice(proj, tiler), dice(proj,
/// coord))`). A coordinate mode `X` keeps all tiles of that mode.
///
/// # Errors
/// As [`try_local_tile`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[allow(clippy::type_complexity)]
pub fn try_local_tile_proj<'a, E, S, D, T, C, P>(
    tensor: &'a Tensor<E, Layout<S, D>>,
    tiler: T,
    coord: C,
    proj: P,
) -> Result<LocalTileProj<'a, E, Layout<S, D>, T, C, P>, TensorError>
where
    E: TileEngine + SliceEngine,
    S: IntTuple,
    D: IntTuple,
    P: Dice<T> + Dice<C> + Copy,
    Layout<S, D>: ZippedDivide<Diced<P, T>>,
    ZippedDivided<Layout<S, D>, Diced<P, T>>:
        TileModes + Partition<InnerCoord<ZippedDivided<Layout<S, D>, Diced<P, T>>, Diced<P, C>>>,
    Diced<P, C>: PadUnderscores<<ZippedDivided<Layout<S, D>, Diced<P, T>> as TileModes>::Rest>,
{
    try_local_tile(tensor, proj.dice(tiler), proj.dice(coord))
}

/// [`try_local_tile_proj`], panicking on error.
///
/// # Panics
/// When [`try_local_tile_proj`] returns an error (its message).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn local_tile_proj<'a, X, T, C, P>(
    tensor: &'a X,
    tiler: T,
    coord: C,
    proj: P,
) -> <X as LocalTileOf<'a, Diced<P, T>, Diced<P, C>>>::Output
where
    X: LocalTileOf<'a, Diced<P, T>, Diced<P, C>>,
    P: Dice<T> + Dice<C> + Copy,
{
    tensor.local_tile_of(proj.dice(tiler), proj.dice(coord))
}

/// [`local_tile_proj`] of a mutable tensor (see [`local_tile_mut`]).
///
/// # Panics
/// As [`local_tile_proj`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
#[allow(clippy::type_complexity)]
pub fn local_tile_proj_mut<'a, E, S, D, T, C, P>(
    tensor: &'a mut Tensor<E, Layout<S, D>>,
    tiler: T,
    coord: C,
    proj: P,
) -> LocalTileMut<'a, E, Layout<S, D>, Diced<P, T>, Diced<P, C>>
where
    E: TileEngine + SliceEngineMut,
    S: IntTuple,
    D: IntTuple,
    P: Dice<T> + Dice<C> + Copy,
    Layout<S, D>: ZippedDivide<Diced<P, T>>,
    ZippedDivided<Layout<S, D>, Diced<P, T>>:
        TileModes + Partition<InnerCoord<ZippedDivided<Layout<S, D>, Diced<P, T>>, Diced<P, C>>>,
    Diced<P, C>: PadUnderscores<<ZippedDivided<Layout<S, D>, Diced<P, T>> as TileModes>::Rest>,
{
    local_tile_mut(tensor, proj.dice(tiler), proj.dice(coord))
}

/// The thread layout diced by a projection (a helper alias of [`local_partition_proj`]).
pub type DicedLayout<P, S, D> = Layout<Diced<P, S>, Diced<P, D>>;

/// The partition of [`local_partition_proj`]; this is an alias, see [`Tensor`].
pub type LocalPartitionProj<'a, E, L, P, TS, TD> = LocalPartition<'a, E, L, DicedLayout<P, TS, TD>>;

/// CuTe's `local_partition(tensor, thr_layout, index, proj)`: [`try_local_partition`] with the
/// thread layout diced by the projection (`local_partition(tensor, dice(proj, thr_layout),
/// index)`): the thread's coordinate is taken in the diced layout.
///
/// ```
/// use layout_core::prelude::*;
/// // CuTe: thr_layout = Layout<Shape<_2,_16,_1>, Stride<_16,_1,_0>>
/// let thr = Layout::new((_2, _16, _1), (_16, _1, _0));
/// let a_data: Vec<i32> = (0..8 * 32).collect();
/// let a = make_tensor(&a_data[..], make_layout((8, 32))); // (M,K)
/// let thr_a = local_partition_proj(&a, thr, 21, (_1, X, _1)); // (M/2,K/1)
/// assert_eq!(thr_a.layout().to_string(), "(4,32):(_2,8)");
/// assert_eq!(thr_a[(0, 0)], a[(1, 0)]); // thread 21 is row 1 of the (_2,_1) diced layout
/// let c_data: Vec<i32> = (0..8 * 32).collect();
/// let c = make_tensor(&c_data[..], make_layout((8, 32))); // (M,N)
/// let thr_c = local_partition_proj(&c, thr, 21, (_1, _1, X)); // (M/2,N/16)
/// assert_eq!(thr_c.layout().to_string(), "(4,2):(_2,128)");
/// assert_eq!(thr_c[(0, 0)], c[(1, 5)]); // thread 21 is (1, 5) of (_2,_16):(_16,_1)
/// ```
///
/// # Errors
/// As [`try_local_partition`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[allow(clippy::type_complexity)]
pub fn try_local_partition_proj<'a, E, S, D, TS, TD, P>(
    tensor: &'a Tensor<E, Layout<S, D>>,
    thr_layout: Layout<TS, TD>,
    index: i32,
    proj: P,
) -> Result<LocalPartitionProj<'a, E, Layout<S, D>, P, TS, TD>, TensorError>
where
    E: TileEngine + SliceEngine,
    S: IntTuple,
    D: IntTuple,
    TS: IntTuple,
    TD: IntTuple,
    P: Dice<TS> + Dice<TD> + Copy,
    Diced<P, TS>: IntTuple + CongruentWith<Diced<P, TD>>,
    Diced<P, TD>: IntTuple,
    DicedLayout<P, TS, TD>: ThreadLayout,
    Layout<S, D>: ZippedDivide<<DicedLayout<P, TS, TD> as ThreadLayout>::Tiler>,
    ZippedDivided<Layout<S, D>, <DicedLayout<P, TS, TD> as ThreadLayout>::Tiler>: TileModes
        + Partition<
            OuterCoord<
                ZippedDivided<Layout<S, D>, <DicedLayout<P, TS, TD> as ThreadLayout>::Tiler>,
                <DicedLayout<P, TS, TD> as ThreadLayout>::Coord,
            >,
        >,
    <DicedLayout<P, TS, TD> as ThreadLayout>::Coord: PadUnderscores<
        <ZippedDivided<Layout<S, D>, <DicedLayout<P, TS, TD> as ThreadLayout>::Tiler> as TileModes>::Tile,
    >,
{
    try_local_partition(tensor, dice_layout(proj, thr_layout), index)
}

/// [`try_local_partition_proj`], panicking on error.
///
/// # Panics
/// When [`try_local_partition_proj`] returns an error (its message).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn local_partition_proj<'a, X, TS, TD, P>(
    tensor: &'a X,
    thr_layout: Layout<TS, TD>,
    index: i32,
    proj: P,
) -> <X as LocalPartitionOf<'a, DicedLayout<P, TS, TD>>>::Output
where
    X: LocalPartitionOf<'a, DicedLayout<P, TS, TD>>,
    TS: IntTuple,
    TD: IntTuple,
    P: Dice<TS> + Dice<TD> + Copy,
    Diced<P, TS>: IntTuple + CongruentWith<Diced<P, TD>>,
    Diced<P, TD>: IntTuple,
{
    tensor.local_partition_of(dice_layout(proj, thr_layout), index)
}

/// [`local_partition_proj`] of a mutable tensor (see [`local_partition_mut`]).
///
/// # Panics
/// As [`local_partition_proj`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
#[allow(clippy::type_complexity)]
pub fn local_partition_proj_mut<'a, E, S, D, TS, TD, P>(
    tensor: &'a mut Tensor<E, Layout<S, D>>,
    thr_layout: Layout<TS, TD>,
    index: i32,
    proj: P,
) -> LocalPartitionMut<'a, E, Layout<S, D>, DicedLayout<P, TS, TD>>
where
    E: TileEngine + SliceEngineMut,
    S: IntTuple,
    D: IntTuple,
    TS: IntTuple,
    TD: IntTuple,
    P: Dice<TS> + Dice<TD> + Copy,
    Diced<P, TS>: IntTuple + CongruentWith<Diced<P, TD>>,
    Diced<P, TD>: IntTuple,
    DicedLayout<P, TS, TD>: ThreadLayout,
    Layout<S, D>: ZippedDivide<<DicedLayout<P, TS, TD> as ThreadLayout>::Tiler>,
    ZippedDivided<Layout<S, D>, <DicedLayout<P, TS, TD> as ThreadLayout>::Tiler>: TileModes
        + Partition<
            OuterCoord<
                ZippedDivided<Layout<S, D>, <DicedLayout<P, TS, TD> as ThreadLayout>::Tiler>,
                <DicedLayout<P, TS, TD> as ThreadLayout>::Coord,
            >,
        >,
    <DicedLayout<P, TS, TD> as ThreadLayout>::Coord: PadUnderscores<
        <ZippedDivided<Layout<S, D>, <DicedLayout<P, TS, TD> as ThreadLayout>::Tiler> as TileModes>::Tile,
    >,
{
    local_partition_mut(tensor, dice_layout(proj, thr_layout), index)
}
