//! Tiling tensors: composition and the divides apply to a tensor's layout and keep its engine
//! (CuTe's `composition(Tensor, Tiler)`, `logical_divide(Tensor, Tiler)`, ...); `local_tile`
//! divides and slices out one tile (CuTe's `inner_partition`).
//!
//! | CuTe | here |
//! |------|------|
//! | `composition(tensor, tiler)` | [`Tensor::compose`], [`Tensor::try_compose`] |
//! | `logical_divide`, `zipped_divide`, `tiled_divide`, `flat_divide` `(tensor, tiler)` | the methods of the same names (and `try_*`) |
//! | `local_tile(tensor, tiler, coord)` | [`local_tile`], [`try_local_tile`] |
//!
//! These are for tensors whose engine knows its memory ([`BoundedEngine`]: slices and owned
//! fragments), so a new layout can never reach outside it. A raw-pointer tensor has no such
//! check: tile its layout first, then build the tensor with `make_tensor_ptr` under its contract.
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
//! ```

use super::algorithm::TensorError;
use super::domain::InDomain;
use super::engine::BoundedEngine;
use super::slice::{SliceEngine, SubTensor, ZeroUnderscores};
use super::Tensor;
use crate::algebra::{
    try_composition, try_flat_divide, try_logical_divide, try_tiled_divide, try_zipped_divide,
    AlgebraError, Compose, Composed, FlatDivide, FlatDivided, LogicalDivide, LogicalDivided, Slice,
    TiledDivide, TiledDivided, Tiler, Underscore, ZippedDivide, ZippedDivided,
};
use crate::int::Int;
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::stride::Crd2Idx;

macro_rules! tensor_divide {
    ($(#[$doc:meta])* $name:ident, $try_name:ident, $try_f:ident, $Trait:ident, $Alias:ident, $cute:literal) => {
        #[doc = concat!("CuTe's `", $cute, "(tensor, tiler)`: the same engine, the layout divided (see [`", stringify!($Trait), "`]).")]
        ///
        /// # Errors
        /// The layout operation's [`AlgebraError`] when a precondition fails on dynamic values.
        #[inline]
        pub fn $try_name<T>(self, tiler: T) -> Result<Tensor<E, $Alias<Layout<S, D>, T>>, AlgebraError>
        where
            Layout<S, D>: $Trait<T>,
        {
            Ok(Tensor {
                layout: $try_f(self.layout, tiler)?,
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

impl<E: BoundedEngine, S: IntTuple, D: IntTuple> Tensor<E, Layout<S, D>> {
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
        Ok(Tensor {
            layout: try_composition(self.layout, b)?,
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
        try_logical_divide,
        LogicalDivide,
        LogicalDivided,
        "logical_divide"
    );
    tensor_divide!(
        zipped_divide,
        try_zipped_divide,
        try_zipped_divide,
        ZippedDivide,
        ZippedDivided,
        "zipped_divide"
    );
    tensor_divide!(
        tiled_divide,
        try_tiled_divide,
        try_tiled_divide,
        TiledDivide,
        TiledDivided,
        "tiled_divide"
    );
    tensor_divide!(
        flat_divide,
        try_flat_divide,
        try_flat_divide,
        FlatDivide,
        FlatDivided,
        "flat_divide"
    );
}

/// A tuple tiler's modes as underscores: `(_,_,...)` of the tiler's rank, CuTe's
/// `repeat<rank(tiler)>(_)` (the coordinate that keeps a whole tile).
pub trait TileUnderscores: Tiler {
    /// One `_` per mode of the tiler.
    type Output: Copy;
    /// The underscores.
    fn underscores(&self) -> Self::Output;
}
macro_rules! tuple_underscores {
    ($($T:ident),*) => {
        impl<$($T: Tiler),*> TileUnderscores for ($($T,)*) {
            type Output = ($(tuple_underscores!(@u $T),)*);
            #[inline(always)]
            fn underscores(&self) -> Self::Output {
                ($(tuple_underscores!(@v $T),)*)
            }
        }
    };
    (@u $T:ident) => { Underscore };
    (@v $T:ident) => { Underscore };
}
crate::int_tuple::for_each_nonempty_tuple_arity!(tuple_underscores);

/// The tile of `local_tile(tensor, tiler, coord)`; this is an alias, see [`Tensor`].
pub type LocalTile<'a, E, S, D, T, C> =
    SubTensor<'a, E, (<T as TileUnderscores>::Output, C), ZippedDivided<Layout<S, D>, T>>;

/// CuTe's `local_tile(tensor, tiler, coord)` (`inner_partition`): the tile at `coord` of the
/// tensor divided by a tuple tiler: `zipped_divide(tensor, tiler)((_,..,_), coord)`. `coord`
/// is an integer (a 1-D index over the tiles) or a coordinate of full rank over the tiles.
/// A tile that crosses a ragged edge keeps its full shape; its elements outside the tensor's
/// memory read as `None` (predicate them with an identity tensor).
///
/// # Errors
/// The divide's [`AlgebraError`] (as a [`TensorError::Algebra`]), or
/// [`TensorError::SliceOutside`] when `coord` is outside the tiles.
pub fn try_local_tile<'a, E, S, D, T, C>(
    tensor: &'a Tensor<E, Layout<S, D>>,
    tiler: T,
    coord: C,
) -> Result<LocalTile<'a, E, S, D, T, C>, TensorError>
where
    E: BoundedEngine + SliceEngine,
    S: IntTuple,
    D: IntTuple,
    T: TileUnderscores,
    Layout<S, D>: ZippedDivide<T>,
    ZippedDivided<Layout<S, D>, T>: Slice<(T::Output, C)>,
    (T::Output, C): ZeroUnderscores,
    <(T::Output, C) as ZeroUnderscores>::Output: SliceAt<ZippedDivided<Layout<S, D>, T>>,
{
    let divided = try_zipped_divide(tensor.layout, tiler).map_err(TensorError::Algebra)?;
    let c = (tiler.underscores(), coord);
    let origin = c.zero_underscores();
    let index = origin.index_in(&divided).ok_or(TensorError::SliceOutside {
        op: "local_tile",
        offset: None,
    })?;
    let outside = TensorError::SliceOutside {
        op: "local_tile",
        offset: Some(index),
    };
    let offset = tensor.engine.admit(index).ok_or(outside)?;
    // SAFETY: the engine is bounded: its views admit only their own elements, whatever layout
    // they are paired with.
    let engine = unsafe { tensor.engine.view_at(offset) }.ok_or(outside)?;
    Ok(Tensor {
        engine,
        layout: divided.slice(c),
    })
}

/// [`try_local_tile`], panicking on error.
///
/// # Panics
/// When [`try_local_tile`] returns an error (its message).
#[track_caller]
pub fn local_tile<'a, E, S, D, T, C>(
    tensor: &'a Tensor<E, Layout<S, D>>,
    tiler: T,
    coord: C,
) -> LocalTile<'a, E, S, D, T, C>
where
    E: BoundedEngine + SliceEngine,
    S: IntTuple,
    D: IntTuple,
    T: TileUnderscores,
    Layout<S, D>: ZippedDivide<T>,
    ZippedDivided<Layout<S, D>, T>: Slice<(T::Output, C)>,
    (T::Output, C): ZeroUnderscores,
    <(T::Output, C) as ZeroUnderscores>::Output: SliceAt<ZippedDivided<Layout<S, D>, T>>,
{
    match try_local_tile(tensor, tiler, coord) {
        Ok(t) => t,
        Err(e) => panic!("{e}"),
    }
}

/// A coordinate's index in a layout when it lies in the layout's domain (a helper bound of
/// [`local_tile`]).
pub trait SliceAt<L> {
    /// `Some(layout(c))` when `c` is in the domain.
    fn index_in(self, layout: &L) -> Option<i64>;
}
impl<C: InDomain<S> + Crd2Idx<S, D>, S: IntTuple, D: IntTuple> SliceAt<Layout<S, D>> for C {
    #[inline(always)]
    fn index_in(self, layout: &Layout<S, D>) -> Option<i64> {
        self.in_domain(&layout.shape())
            .then(|| i64::from(layout.call(self).value()))
    }
}

/// A flat thread layout (every mode an integer), as [`local_partition`] uses it: its shape is
/// the tiler (CuTe's `product_each(shape(tile))`) and a thread index becomes a flat coordinate
/// (CuTe's `tile.get_flat_coord(index)`).
pub trait ThreadLayout: Copy {
    /// The tiler: the shape tuple.
    type Tiler: TileUnderscores;
    /// The flat coordinate: one `i32` per mode.
    type Coord: Copy;
    /// The tiler.
    fn tiler(&self) -> Self::Tiler;
    /// The coordinate of thread `index`: per mode `(index / stride) % shape`, and `0` for a mode
    /// of static size `_1` (CuTe's `idx2crd(index, shape, stride)`); `None` when a mode of
    /// another size has stride 0 (CuTe would divide by zero).
    fn flat_coord(&self, index: i32) -> Option<Self::Coord>;
}

/// CuTe's `idx2crd(i, s, d)` for one integer mode.
#[inline(always)]
fn mode_coord<S: Int, D: Int>(i: i32, s: S, d: D) -> Option<i32> {
    if S::STATIC == Some(1) {
        return Some(0);
    }
    let q = i.checked_div(d.value())?;
    q.checked_rem(s.value())
}

macro_rules! thread_layout {
    ($(($S:ident, $D:ident, $s:ident, $d:ident)),*) => {
        impl<$($S: Int, $D: Int),*> ThreadLayout for Layout<($($S,)*), ($($D,)*)>
        where
            ($($S,)*): IntTuple,
            ($($D,)*): IntTuple,
        {
            type Tiler = ($($S,)*);
            type Coord = ($(thread_layout!(@i32 $S),)*);
            #[inline(always)]
            fn tiler(&self) -> Self::Tiler {
                self.shape()
            }
            #[inline(always)]
            fn flat_coord(&self, index: i32) -> Option<Self::Coord> {
                let ($($s,)*) = self.shape();
                let ($($d,)*) = self.stride();
                Some(($(mode_coord(index, $s, $d)?,)*))
            }
        }
    };
    (@i32 $S:ident) => { i32 };
}
thread_layout!((S0, D0, s0, d0));
thread_layout!((S0, D0, s0, d0), (S1, D1, s1, d1));
thread_layout!((S0, D0, s0, d0), (S1, D1, s1, d1), (S2, D2, s2, d2));
thread_layout!(
    (S0, D0, s0, d0),
    (S1, D1, s1, d1),
    (S2, D2, s2, d2),
    (S3, D3, s3, d3)
);

/// The partition of `local_partition(tensor, thr_layout, index)`; this is an alias, see
/// [`Tensor`].
pub type LocalPartition<'a, E, S, D, L> = SubTensor<
    'a,
    E,
    (
        <L as ThreadLayout>::Coord,
        <<L as ThreadLayout>::Tiler as TileUnderscores>::Output,
    ),
    ZippedDivided<Layout<S, D>, <L as ThreadLayout>::Tiler>,
>;

/// CuTe's `local_partition(tensor, thr_layout, index)` (`outer_partition`): thread `index` of a
/// flat thread layout takes one element of every tile of the thread layout's shape:
/// `zipped_divide(tensor, shape(thr))(thr.get_flat_coord(index), (_,..,_))`. The thread layout
/// has the tensor's rank.
///
/// ```
/// use layout_core::prelude::*;
/// // CuTe: local_partition(data, Layout<Shape<_2,_16>>{}, thr_idx): (16,64) -> (8,4)
/// let data: Vec<i32> = (0..16 * 64).collect();
/// let t = make_tensor(&data[..], make_layout((16, 64)));
/// let thr = local_partition(&t, make_layout((_2, _16)), 5); // thread 5 is (1, 2)
/// assert_eq!(thr.layout().to_string(), "(8,4):(_2,256)");
/// assert_eq!(thr[(3, 1)], t[(1 + 2 * 3, 2 + 16 * 1)]);
/// ```
///
/// # Errors
/// As [`try_local_tile`]; also [`TensorError::SliceOutside`] when the thread layout has a
/// dynamic zero stride.
pub fn try_local_partition<'a, E, S, D, L>(
    tensor: &'a Tensor<E, Layout<S, D>>,
    thr_layout: L,
    index: i32,
) -> Result<LocalPartition<'a, E, S, D, L>, TensorError>
where
    E: BoundedEngine + SliceEngine,
    S: IntTuple,
    D: IntTuple,
    L: ThreadLayout,
    Layout<S, D>: ZippedDivide<L::Tiler>,
    ZippedDivided<Layout<S, D>, L::Tiler>: Slice<(L::Coord, <L::Tiler as TileUnderscores>::Output)>,
    (L::Coord, <L::Tiler as TileUnderscores>::Output): ZeroUnderscores,
    <(L::Coord, <L::Tiler as TileUnderscores>::Output) as ZeroUnderscores>::Output:
        SliceAt<ZippedDivided<Layout<S, D>, L::Tiler>>,
{
    let outside = |offset| TensorError::SliceOutside {
        op: "local_partition",
        offset,
    };
    let tiler = thr_layout.tiler();
    let divided = try_zipped_divide(tensor.layout, tiler).map_err(TensorError::Algebra)?;
    let coord = thr_layout.flat_coord(index).ok_or(outside(None))?;
    let c = (coord, tiler.underscores());
    let index = c
        .zero_underscores()
        .index_in(&divided)
        .ok_or(outside(None))?;
    let offset = tensor.engine.admit(index).ok_or(outside(Some(index)))?;
    // SAFETY: the engine is bounded: its views admit only their own elements, whatever layout
    // they are paired with.
    let engine = unsafe { tensor.engine.view_at(offset) }.ok_or(outside(Some(index)))?;
    Ok(Tensor {
        engine,
        layout: divided.slice(c),
    })
}

/// [`try_local_partition`], panicking on error.
///
/// # Panics
/// When [`try_local_partition`] returns an error (its message).
#[track_caller]
pub fn local_partition<'a, E, S, D, L>(
    tensor: &'a Tensor<E, Layout<S, D>>,
    thr_layout: L,
    index: i32,
) -> LocalPartition<'a, E, S, D, L>
where
    E: BoundedEngine + SliceEngine,
    S: IntTuple,
    D: IntTuple,
    L: ThreadLayout,
    Layout<S, D>: ZippedDivide<L::Tiler>,
    ZippedDivided<Layout<S, D>, L::Tiler>: Slice<(L::Coord, <L::Tiler as TileUnderscores>::Output)>,
    (L::Coord, <L::Tiler as TileUnderscores>::Output): ZeroUnderscores,
    <(L::Coord, <L::Tiler as TileUnderscores>::Output) as ZeroUnderscores>::Output:
        SliceAt<ZippedDivided<Layout<S, D>, L::Tiler>>,
{
    match try_local_partition(tensor, thr_layout, index) {
        Ok(t) => t,
        Err(e) => panic!("{e}"),
    }
}
