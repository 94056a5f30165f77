//! Tiling and partitioning tensors (CuTe's `tensor_impl.hpp`): composition and the divides
//! apply to a tensor's layout and keep its engine; the partitions divide and slice out one
//! piece.
//!
//! | CuTe | here |
//! |------|------|
//! | `composition(tensor, tiler)` | [`Tensor::compose`], [`Tensor::try_compose`] |
//! | `logical_divide`, `zipped_divide`, `tiled_divide`, `flat_divide` `(tensor, tiler)` | the methods of the same names (and `try_*`) |
//! | `local_tile(tensor, tiler, coord)` = `inner_partition`: `zipped_divide(tensor, tiler)((_,..,_), coord)` | [`local_tile`], [`try_local_tile`], [`local_tile_mut`], [`inner_partition`] |
//! | `outer_partition(tensor, tiler, coord)`: `zipped_divide(tensor, tiler)(coord, (_,..,_))` | [`outer_partition`] |
//! | `local_partition(tensor, thr_layout, idx)`: `outer_partition(tensor, product_each(shape(thr)), thr.get_flat_coord(idx))` | [`local_partition`], [`try_local_partition`], [`local_partition_mut`] |
//!
//! A tuple coordinate of lower rank than the mode it indexes is padded with `_` (CuTe's
//! `append<R>(coord, _)`), so a thread layout of rank 2 partitions a tensor of rank 3: the
//! third mode is kept whole. These operations apply to tensors over engines that may be paired
//! with any layout ([`TileEngine`]: slices and owned fragments, whose every access is checked;
//! view pointers, whose constructor's contract covers the accesses; counting iterators). Over
//! view pointers nothing is checked at run time: the operations cost their index arithmetic
//! only. Over the others, the origin's coordinate is checked to lie in the tensor's domain.
//!
//! ```
//! use layout_core::prelude::*;
//! // CuTe 03_tensor.md: an (8,24) tensor tiled by (_4,_8)
//! let data: Vec<i32> = (0..8 * 24).collect();
//! let a = make_tensor(&data[..], make_layout((8, 24)));
//! let tiled = make_tensor(&data[..], make_layout((8, 24))).zipped_divide((_4, _8));
//! assert_eq!(tiled.layout().to_string(), "((_4,_8),(2,3)):((_1,8),(_4,64))");
//! let cta = local_tile(&a, (_4, _8), (1, 2));
//! assert_eq!(cta.layout().to_string(), "(_4,_8):(_1,8)");
//! assert_eq!(cta[(0, 0)], 4 + 8 * 16);
//! let thr = outer_partition(&a, (_4, _8), (3, 5)); // element (3, 5) of every tile
//! assert_eq!(thr.layout().to_string(), "(2,3):(_4,64)");
//! ```

use super::algorithm::TensorError;
use super::partition_coord::{
    InnerCoord, OuterCoord, PadUnderscores, Partition, TileModes, Underscores,
};
use super::slice::{SliceEngine, SliceEngineMut, TileEngine};
use super::thread_layout::ThreadLayout;
use super::Tensor;
#[cfg(doc)]
use super::{inner_partition, local_partition, local_tile};
use crate::algebra::{
    AlgebraError, Checks, Compose, Composed, FlatDivide, FlatDivided, LogicalDivide,
    LogicalDivided, Sliced, TiledDivide, TiledDivided, ZippedDivide, ZippedDivided,
};
use crate::int_tuple::IntTuple;
use crate::layout::Layout;

macro_rules! tensor_divide {
    ($(#[$doc:meta])* $name:ident, $try_name:ident, $Trait:ident, $Alias:ident, $cute:literal) => {
        #[doc = concat!("CuTe's `", $cute, "(tensor, tiler)`: the same engine, the layout divided (see [`", stringify!($Trait), "`]).")]
        ///
        /// # Errors
        /// The layout operation's [`AlgebraError`] when a precondition fails on dynamic values.
        #[inline]
        pub fn $try_name<T>(self, tiler: T) -> Result<Tensor<E, $Alias<Layout<S, D>, T>>, AlgebraError>
        where
            Layout<S, D>: $Trait<T>,
        {
            let layout = self.layout;
            Ok(Tensor {
                layout: tiling::<E, _>(|c| <Layout<S, D> as $Trait<T>>::divide_checked(layout, tiler, c))?,
                engine: self.engine,
            })
        }
        #[doc = concat!("[`Tensor::", stringify!($try_name), "`], panicking on error.")]
        ///
        /// # Panics
        /// When a precondition fails on dynamic values (the layout operation's message).
        $(#[$doc])*
        #[inline]
        #[track_caller]
        pub fn $name<T>(self, tiler: T) -> Tensor<E, $Alias<Layout<S, D>, T>>
        where
            Layout<S, D>: $Trait<T>,
        {
            match self.$try_name(tiler) {
                Ok(t) => t,
                Err(e) => panic!("{e}"),
            }
        }
    };
}

impl<E: TileEngine + SliceEngine, S: IntTuple, D: IntTuple> Tensor<E, Layout<S, D>> {
    /// CuTe's `composition(tensor, tiler)`: the same engine, the layout composed with a layout
    /// or tiler (see [`Compose`]).
    ///
    /// # Errors
    /// The composition's [`AlgebraError`] when a precondition fails on dynamic values.
    #[inline]
    #[allow(clippy::type_complexity)]
    pub fn try_compose<B>(self, b: B) -> Result<Tensor<E, Composed<Layout<S, D>, B>>, AlgebraError>
    where
        Layout<S, D>: Compose<B>,
    {
        let layout = self.layout;
        Ok(Tensor {
            layout: tiling::<E, _>(|c| layout.compose_checked(b, c))?,
            engine: self.engine,
        })
    }
    /// [`Tensor::try_compose`], panicking on error.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// // CuTe 03_tensor.md: a 4x8 row-major tensor composed with an (8,4) TV layout
    /// let data: Vec<f32> = (0..32).map(|i| i as f32).collect();
    /// let a = make_tensor(&data[..], make_layout_with((_4, _8), LayoutRight));
    /// let tv_layout = Layout::new(((_2, _4), (_2, _2)), ((_8, _1), (_4, _16)));
    /// let tv = a.compose(tv_layout);
    /// let v = tv.slice((3, X)); // thread 3's four values: (1,2), (1,3), (1,6), (1,7)
    /// assert_eq!(v.layout().to_string(), "((_2,_2)):((_1,_4))");
    /// assert_eq!((0..4).map(|i| v[i]).collect::<Vec<_>>(), [10.0, 11.0, 14.0, 15.0]);
    /// ```
    ///
    /// # Panics
    /// When a precondition fails on dynamic values (the composition's message).
    #[inline]
    #[track_caller]
    pub fn compose<B>(self, b: B) -> Tensor<E, Composed<Layout<S, D>, B>>
    where
        Layout<S, D>: Compose<B>,
    {
        match self.try_compose(b) {
            Ok(t) => t,
            Err(e) => panic!("{e}"),
        }
    }

    tensor_divide!(
        logical_divide,
        try_logical_divide,
        LogicalDivide,
        LogicalDivided,
        "logical_divide"
    );
    tensor_divide!(
        zipped_divide,
        try_zipped_divide,
        ZippedDivide,
        ZippedDivided,
        "zipped_divide"
    );
    tensor_divide!(
        tiled_divide,
        try_tiled_divide,
        TiledDivide,
        TiledDivided,
        "tiled_divide"
    );
    tensor_divide!(
        flat_divide,
        try_flat_divide,
        FlatDivide,
        FlatDivided,
        "flat_divide"
    );
}

/// Runs the layout operation of a tiling: verified (the algebra's `try_` form, its dynamic
/// preconditions checked) for engines that check origins and in builds with debug assertions
/// (tests, emulation); unverified (CuTe's unchecked algebra, at no cost) for view pointers in
/// release builds, whose constructor's contract covers every access through the result.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn tiling<E: SliceEngine, R>(f: impl FnOnce(&mut Checks) -> R) -> Result<R, AlgebraError> {
    if E::CHECKS_ORIGIN || cfg!(debug_assertions) {
        Checks::run(f)
    } else {
        Ok(Checks::unverified(f))
    }
}

/// `zipped_divide(layout, tiler)` for a tensor over `E` (see [`tiling`]).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn divide<E: SliceEngine, L: ZippedDivide<T>, T>(
    l: L,
    t: T,
) -> Result<ZippedDivided<L, T>, TensorError> {
    tiling::<E, _>(|c| ZippedDivide::divide_checked(l, t, c)).map_err(TensorError::Algebra)
}

/// The view of `engine` at the origin of `c` in `layout`, with the sliced layout.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(crate) fn view<'a, E: TileEngine + SliceEngine, L: Partition<C>, C: Copy>(
    engine: &'a E,
    layout: L,
    c: C,
    op: &'static str,
) -> Result<Tensor<E::View<'a>, Sliced<C, L>>, TensorError> {
    let outside = |offset| TensorError::SliceOutside { op, offset };
    let index = layout.origin(c, E::CHECKS_ORIGIN).ok_or(outside(None))?;
    let offset = engine.admit(index).ok_or(outside(Some(index)))?;
    // SAFETY: `offset` was admitted for the origin's index (in the domain when the engine checks
    // origins), and the engine is a `TileEngine`: any layout may be paired with its views.
    let engine = unsafe { engine.view_at(offset) }.ok_or(outside(Some(index)))?;
    Ok(Tensor {
        engine,
        layout: layout.slice(c),
    })
}

/// [`view`], writable.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(crate) fn view_mut<'a, E: TileEngine + SliceEngineMut, L: Partition<C>, C: Copy>(
    engine: &'a mut E,
    layout: L,
    c: C,
    op: &'static str,
) -> Result<Tensor<E::ViewMut<'a>, Sliced<C, L>>, TensorError> {
    let outside = |offset| TensorError::SliceOutside { op, offset };
    let index = layout.origin(c, E::CHECKS_ORIGIN).ok_or(outside(None))?;
    let offset = engine.admit(index).ok_or(outside(Some(index)))?;
    // SAFETY: as in `view`; `&mut` borrows the engine while the view lives.
    let engine = unsafe { engine.view_mut_at(offset) }.ok_or(outside(Some(index)))?;
    Ok(Tensor {
        engine,
        layout: layout.slice(c),
    })
}

/// The whole engine of a tensor seen through another layout (CuTe's `make_tensor(t.data(),
/// layout)`): sound for any layout, because the engine is a [`TileEngine`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(crate) fn relayout<E: TileEngine + SliceEngine, L>(
    engine: &E,
    layout: L,
) -> Tensor<E::View<'_>, L> {
    // SAFETY: offset 0 is the engine's own origin; a `TileEngine`'s views pair with any layout.
    let engine = unsafe { engine.view_at(0) }.expect("an engine admits its origin");
    Tensor { engine, layout }
}

/// [`relayout`], writable.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(crate) fn relayout_mut<E: TileEngine + SliceEngineMut, L>(
    engine: &mut E,
    layout: L,
) -> Tensor<E::ViewMut<'_>, L> {
    // SAFETY: as in `relayout`; `&mut` borrows the engine while the view lives.
    let engine = unsafe { engine.view_mut_at(0) }.expect("an engine admits its origin");
    Tensor { engine, layout }
}

impl<E: TileEngine + SliceEngine, L: Copy> Tensor<E, L> {
    /// CuTe's `make_tensor(t.data(), layout)`: the tensor's memory seen through another layout
    /// (a fragment's registers in another order, CuTe's `convert_layout_acc_Aregs`), as a view.
    /// Every access stays checked against the memory (or covered by its pointer's contract).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let mut acc = make_fragment::<f32, _>(make_layout((_2, _4)));
    /// acc.write((1, 2), 5.0);
    /// let rows_first = acc.with_layout(make_layout_with((_4, _2), (_2, _1)));
    /// assert_eq!(rows_first.read((2, 1)), 5.0);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn with_layout<L2>(&self, layout: L2) -> Tensor<E::View<'_>, L2> {
        relayout(&self.engine, layout)
    }
}

impl<E: TileEngine + SliceEngineMut, L: Copy> Tensor<E, L> {
    /// [`Tensor::with_layout`], writable.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let mut acc = make_fragment::<f32, _>(make_layout((_2, _4)));
    /// acc.with_layout_mut(make_layout_with((_4, _2), (_2, _1))).write((2, 1), 7.0);
    /// assert_eq!(acc.read((1, 2)), 7.0);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn with_layout_mut<L2>(&mut self, layout: L2) -> Tensor<E::ViewMut<'_>, L2> {
        relayout_mut(&mut self.engine, layout)
    }
}

/// The value, or a panic with the error's message (the panicking forms of the `try_*` calls).
pub(crate) fn unwrap<T>(r: Result<T, TensorError>) -> T {
    match r {
        Ok(t) => t,
        Err(e) => panic!("{e}"),
    }
}

// ------------------------------------------------------------------------------------------
// inner_partition / local_tile

/// The tile of `local_tile(tensor, tiler, coord)`; this is an alias, see [`Tensor`].
pub type LocalTile<'a, E, L, T, C> = Tensor<
    <E as SliceEngine>::View<'a>,
    Sliced<InnerCoord<ZippedDivided<L, T>, C>, ZippedDivided<L, T>>,
>;
/// The tile of [`local_tile_mut`]; this is an alias, see [`Tensor`].
pub type LocalTileMut<'a, E, L, T, C> = Tensor<
    <E as SliceEngineMut>::ViewMut<'a>,
    Sliced<InnerCoord<ZippedDivided<L, T>, C>, ZippedDivided<L, T>>,
>;

/// CuTe's `local_tile(tensor, tiler, coord)` (= `inner_partition`): the tile at `coord` of the
/// tensor divided by a tiler, `zipped_divide(tensor, tiler)((_,..,_), coord)`. `coord` is an
/// integer (a 1-D index over the tiles) or a tuple, which may have fewer modes than the tiles
/// (the others are kept: `(bx, by)` over `(BLK_M, BLK_N, k)` tiles gives `(BLK_M, BLK_N, k)`).
/// A tile that crosses a ragged edge keeps its full shape: predicate its elements outside the
/// tensor with an identity tensor.
///
/// # Errors
/// The divide's [`AlgebraError`] (as a [`TensorError::Algebra`]), or, for engines that check
/// origins, [`TensorError::SliceOutside`] when `coord` is outside the tiles.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[allow(clippy::type_complexity)]
pub fn try_local_tile<'a, E, S, D, T, C>(
    tensor: &'a Tensor<E, Layout<S, D>>,
    tiler: T,
    coord: C,
) -> Result<LocalTile<'a, E, Layout<S, D>, T, C>, TensorError>
where
    E: TileEngine + SliceEngine,
    S: IntTuple,
    D: IntTuple,
    Layout<S, D>: ZippedDivide<T>,
    ZippedDivided<Layout<S, D>, T>:
        TileModes + Partition<InnerCoord<ZippedDivided<Layout<S, D>, T>, C>>,
    C: PadUnderscores<<ZippedDivided<Layout<S, D>, T> as TileModes>::Rest>,
{
    let divided = divide::<E, _, _>(tensor.layout, tiler)?;
    let c = (
        <<ZippedDivided<Layout<S, D>, T> as TileModes>::Tile as Underscores>::underscores(),
        coord.pad(),
    );
    view(&tensor.engine, divided, c, "local_tile")
}

/// [`local_tile`] of a mutable tensor: the tile is writable (for slices and owned fragments a
/// `&mut` view; view pointers are writable anyway).
///
/// ```
/// use layout_core::prelude::*;
/// let mut data = [0; 64];
/// let mut t = make_tensor(&mut data[..], make_layout((_8, _8)));
/// let mut tile = local_tile_mut(&mut t, (_4, _4), (1, 1));
/// fill(&mut tile, 1);
/// assert_eq!(data[4 + 8 * 4], 1);
/// assert_eq!(data.iter().sum::<i32>(), 16);
/// ```
///
/// # Panics
/// As [`local_tile`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn local_tile_mut<'a, E, S, D, T, C>(
    tensor: &'a mut Tensor<E, Layout<S, D>>,
    tiler: T,
    coord: C,
) -> LocalTileMut<'a, E, Layout<S, D>, T, C>
where
    E: TileEngine + SliceEngineMut,
    S: IntTuple,
    D: IntTuple,
    Layout<S, D>: ZippedDivide<T>,
    ZippedDivided<Layout<S, D>, T>:
        TileModes + Partition<InnerCoord<ZippedDivided<Layout<S, D>, T>, C>>,
    C: PadUnderscores<<ZippedDivided<Layout<S, D>, T> as TileModes>::Rest>,
{
    let divided = unwrap(divide::<E, _, _>(tensor.layout, tiler));
    let c = (
        <<ZippedDivided<Layout<S, D>, T> as TileModes>::Tile as Underscores>::underscores(),
        coord.pad(),
    );
    unwrap(view_mut(&mut tensor.engine, divided, c, "local_tile"))
}

// ------------------------------------------------------------------------------------------
// outer_partition / local_partition

/// The partition of `outer_partition(tensor, tiler, coord)`; this is an alias, see [`Tensor`].
pub type OuterPartition<'a, E, L, T, C> = Tensor<
    <E as SliceEngine>::View<'a>,
    Sliced<OuterCoord<ZippedDivided<L, T>, C>, ZippedDivided<L, T>>,
>;

/// CuTe's `outer_partition(tensor, tiler, coord)`: element `coord` of every tile,
/// `zipped_divide(tensor, tiler)(coord, (_,..,_))` (a tuple `coord` of lower rank than the tile
/// is padded with `_`).
///
/// # Panics
/// When the divide fails on dynamic values, or, for engines that check origins, when `coord`
/// is outside the tile.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn outer_partition<'a, E, S, D, T, C>(
    tensor: &'a Tensor<E, Layout<S, D>>,
    tiler: T,
    coord: C,
) -> OuterPartition<'a, E, Layout<S, D>, T, C>
where
    E: TileEngine + SliceEngine,
    S: IntTuple,
    D: IntTuple,
    Layout<S, D>: ZippedDivide<T>,
    ZippedDivided<Layout<S, D>, T>:
        TileModes + Partition<OuterCoord<ZippedDivided<Layout<S, D>, T>, C>>,
    C: PadUnderscores<<ZippedDivided<Layout<S, D>, T> as TileModes>::Tile>,
{
    let divided = unwrap(divide::<E, _, _>(tensor.layout, tiler));
    let c = (
        coord.pad(),
        <<ZippedDivided<Layout<S, D>, T> as TileModes>::Rest as Underscores>::underscores(),
    );
    unwrap(view(&tensor.engine, divided, c, "outer_partition"))
}

/// The partition of `local_partition(tensor, thr_layout, index)`; this is an alias, see
/// [`Tensor`].
pub type LocalPartition<'a, E, L, Thr> =
    OuterPartition<'a, E, L, <Thr as ThreadLayout>::Tiler, <Thr as ThreadLayout>::Coord>;
/// The partition of [`local_partition_mut`]; this is an alias, see [`Tensor`].
pub type LocalPartitionMut<'a, E, L, Thr> = Tensor<
    <E as SliceEngineMut>::ViewMut<'a>,
    Sliced<
        OuterCoord<ZippedDivided<L, <Thr as ThreadLayout>::Tiler>, <Thr as ThreadLayout>::Coord>,
        ZippedDivided<L, <Thr as ThreadLayout>::Tiler>,
    >,
>;

/// CuTe's `local_partition(tensor, thr_layout, index)`: thread `index` of a thread layout takes
/// one element of every tile of the thread layout's shape,
/// `outer_partition(tensor, shape(thr), thr.get_flat_coord(index))`. The thread layout may have
/// a lower rank than the tensor (CuTe's sgemm_1: a rank-2 `tA` over the rank-3 `gA`): the
/// tensor's other modes are kept whole.
///
/// ```
/// use layout_core::prelude::*;
/// // CuTe: local_partition(data, Layout<Shape<_2,_16>>{}, thr_idx): (16,64) -> (8,4)
/// let data: Vec<i32> = (0..16 * 64).collect();
/// let t = make_tensor(&data[..], make_layout((16, 64)));
/// let thr = local_partition(&t, make_layout((_2, _16)), 5); // thread 5 is (1, 2)
/// assert_eq!(thr.layout().to_string(), "(8,4):(_2,256)");
/// assert_eq!(thr[(3, 1)], t[(1 + 2 * 3, 2 + 16 * 1)]);
/// // CuTe sgemm_1: tAgA = local_partition(gA, tA, tid), gA (_128,_8,k), tA (_32,_8)
/// let g = make_tensor(CountingIterator::new(0), make_layout((_128, _8, 4)));
/// let tag_a = local_partition(&g, make_layout((_32, _8)), 37);
/// assert_eq!(tag_a.to_string(), "counting_iter(133) o (_4,_1,4):(_32,_0,_1024)");
/// ```
///
/// # Errors
/// As [`try_local_tile`]; also [`TensorError::SliceOutside`] when the thread layout has a
/// dynamic zero stride.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[allow(clippy::type_complexity)]
pub fn try_local_partition<'a, E, S, D, Thr>(
    tensor: &'a Tensor<E, Layout<S, D>>,
    thr_layout: Thr,
    index: i32,
) -> Result<LocalPartition<'a, E, Layout<S, D>, Thr>, TensorError>
where
    E: TileEngine + SliceEngine,
    S: IntTuple,
    D: IntTuple,
    Thr: ThreadLayout,
    Layout<S, D>: ZippedDivide<Thr::Tiler>,
    ZippedDivided<Layout<S, D>, Thr::Tiler>:
        TileModes + Partition<OuterCoord<ZippedDivided<Layout<S, D>, Thr::Tiler>, Thr::Coord>>,
    Thr::Coord: PadUnderscores<<ZippedDivided<Layout<S, D>, Thr::Tiler> as TileModes>::Tile>,
{
    let outside = TensorError::SliceOutside {
        op: "local_partition",
        offset: None,
    };
    let coord = thr_layout.flat_coord(index).ok_or(outside)?;
    let divided = divide::<E, _, _>(tensor.layout, thr_layout.tiler())?;
    let c = (
        coord.pad(),
        <<ZippedDivided<Layout<S, D>, Thr::Tiler> as TileModes>::Rest as Underscores>::underscores(
        ),
    );
    view(&tensor.engine, divided, c, "local_partition")
}

/// [`local_partition`] of a mutable tensor: the partition is writable (CuTe's sgemm_1 copies
/// global tiles into its shared-memory partition `tAsA`).
///
/// ```
/// use layout_core::prelude::*;
/// let mut data = [0; 32];
/// let mut t = make_tensor(&mut data[..], make_layout((_4, _8)));
/// let mut mine = local_partition_mut(&mut t, make_layout((_2, _2)), 3); // thread (1, 1)
/// fill(&mut mine, 7);
/// assert_eq!(data.iter().filter(|&&x| x == 7).count(), 8);
/// assert_eq!(data[1 + 4], 7);
/// ```
///
/// # Panics
/// As [`local_partition`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn local_partition_mut<'a, E, S, D, Thr>(
    tensor: &'a mut Tensor<E, Layout<S, D>>,
    thr_layout: Thr,
    index: i32,
) -> LocalPartitionMut<'a, E, Layout<S, D>, Thr>
where
    E: TileEngine + SliceEngineMut,
    S: IntTuple,
    D: IntTuple,
    Thr: ThreadLayout,
    Layout<S, D>: ZippedDivide<Thr::Tiler>,
    ZippedDivided<Layout<S, D>, Thr::Tiler>:
        TileModes + Partition<OuterCoord<ZippedDivided<Layout<S, D>, Thr::Tiler>, Thr::Coord>>,
    Thr::Coord: PadUnderscores<<ZippedDivided<Layout<S, D>, Thr::Tiler> as TileModes>::Tile>,
{
    let outside = TensorError::SliceOutside {
        op: "local_partition",
        offset: None,
    };
    let coord = unwrap(thr_layout.flat_coord(index).ok_or(outside));
    let divided = unwrap(divide::<E, _, _>(tensor.layout, thr_layout.tiler()));
    let c = (
        coord.pad(),
        <<ZippedDivided<Layout<S, D>, Thr::Tiler> as TileModes>::Rest as Underscores>::underscores(
        ),
    );
    unwrap(view_mut(&mut tensor.engine, divided, c, "local_partition"))
}
