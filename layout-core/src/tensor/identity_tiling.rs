//! Tiling, partitioning, composing and slicing identity tensors: the layout algebra on the
//! basis-stride layout, and slices that move the origin (the [`ArithTuple`] engine) by the
//! layout's value at the slice's first coordinate, as CuTe's `ArithmeticTupleIterator` does.
//!
//! ```
//! use layout_core::prelude::*;
//! // CuTe's predicated-copy idiom: the identity tensor is partitioned exactly as the data
//! let id = make_identity_tensor((10, 20));
//! let cta = id.local_tile((_4, _8), (2, 1));      // the block's tile
//! assert_eq!(cta.to_string(), "ArithTuple(8,8) o (_4,_8):(_1@0,_1@1)");
//! let mine = cta.local_partition(make_layout((_2, _4)), 5); // thread (1, 2)
//! assert_eq!(mine.to_string(), "ArithTuple(9,10) o (_2,_2):(_2@0,_4@1)");
//! assert_eq!(mine.call((1, 1)), (11, 14));
//! assert!(!elem_less(&mine.call((1, 1)), &(10, 20))); // row 11 is outside the problem
//! ```

use super::algorithm::TensorError;
use super::domain::InDomain;
use super::identity::{ArithTuple, ArithValue};
use super::partition_coord::{InnerCoord, OuterCoord, PadUnderscores, TileModes, Underscores};
use super::slice::ZeroUnderscores;
use super::thread_layout::ThreadLayout;
use super::Tensor;
use crate::algebra::{
    try_composition, try_logical_divide, try_zipped_divide, AlgebraError, Compose, Composed,
    LogicalDivide, LogicalDivided, Slice, Sliced, ZippedDivide, ZippedDivided,
};
use crate::basis::EvalBasis;
use crate::hlist::HNil;
use crate::int_tuple::IntTuple;
use crate::layout::Layout;

/// A slice of an identity tensor (a coordinate with `_`): the sub-tensor whose origin is moved
/// by the value at the coordinate with `_` read as `_0`. Implemented by identity tensors over
/// any layout; `slice` and `try_slice` of an identity tensor are its front ends.
pub trait SliceIdentity<C> {
    /// The sliced identity tensor.
    type Output;
    /// Slices; when `checked`, fails if the coordinate (with `_` read as `_0`) is outside the
    /// shape.
    ///
    /// # Errors
    /// [`TensorError::SliceOutside`].
    fn try_slice_identity(
        &self,
        c: C,
        op: &'static str,
        checked: bool,
    ) -> Result<Self::Output, TensorError>;
}

impl<O, S, D, C> SliceIdentity<C> for Tensor<ArithTuple<O>, Layout<S, D>>
where
    O: IntTuple + EvalBasis<HNil, C::Output, S, D>,
    S: IntTuple,
    D: IntTuple,
    C: ZeroUnderscores,
    C::Output: InDomain<S>,
    Layout<S, D>: Slice<C>,
{
    type Output = Tensor<ArithTuple<ArithValue<O, C::Output, S, D>>, Sliced<C, Layout<S, D>>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn try_slice_identity(
        &self,
        c: C,
        op: &'static str,
        checked: bool,
    ) -> Result<Self::Output, TensorError> {
        let first = c.zero_underscores();
        if checked && !first.in_domain(&self.layout.shape()) {
            return Err(TensorError::SliceOutside { op, offset: None });
        }
        Ok(Tensor {
            engine: ArithTuple {
                origin: self.call(first),
            },
            layout: self.layout.slice(c),
        })
    }
}

/// The result of slicing an identity tensor `T` at `C`.
pub type SlicedIdentity<T, C> = <T as SliceIdentity<C>>::Output;

#[track_caller]
fn unwrap<T, E: core::fmt::Display>(r: Result<T, E>) -> T {
    r.unwrap_or_else(|e| panic!("{e}"))
}

impl<O: IntTuple, S: IntTuple, D: IntTuple> Tensor<ArithTuple<O>, Layout<S, D>> {
    /// CuTe's `composition(tensor, b)`: the origin stays, the layout is composed.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let id = make_identity_tensor((_4, _8));
    /// assert_eq!(id.compose(Layout::new(_8, _4)).to_string(), "ArithTuple(_0,_0) o _8:_1@1");
    /// ```
    ///
    /// # Errors
    /// The composition's [`AlgebraError`] (dynamic shapes with a zero mode).
    #[allow(clippy::type_complexity)]
    pub fn try_compose<B>(
        self,
        b: B,
    ) -> Result<Tensor<ArithTuple<O>, Composed<Layout<S, D>, B>>, AlgebraError>
    where
        Layout<S, D>: Compose<B>,
    {
        Ok(Tensor {
            layout: try_composition(self.layout, b)?,
            engine: self.engine,
        })
    }
    /// [`try_compose`](Self::try_compose), panicking on error.
    ///
    /// # Panics
    /// When a precondition fails on dynamic values.
    #[track_caller]
    pub fn compose<B>(self, b: B) -> Tensor<ArithTuple<O>, Composed<Layout<S, D>, B>>
    where
        Layout<S, D>: Compose<B>,
    {
        unwrap(self.try_compose(b))
    }
    /// CuTe's `zipped_divide(tensor, tiler)`: `((tile), (rest))`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let id = make_identity_tensor((_8, _8)).zipped_divide((_4, _2));
    /// assert_eq!(id.to_string(), "ArithTuple(_0,_0) o ((_4,_2),(_2,_4)):((_1@0,_1@1),(_4@0,_2@1))");
    /// ```
    ///
    /// # Panics
    /// When a precondition fails on dynamic values.
    #[track_caller]
    pub fn zipped_divide<T>(self, tiler: T) -> Tensor<ArithTuple<O>, ZippedDivided<Layout<S, D>, T>>
    where
        Layout<S, D>: ZippedDivide<T>,
    {
        Tensor {
            layout: unwrap(try_zipped_divide(self.layout, tiler)),
            engine: self.engine,
        }
    }
    /// CuTe's `logical_divide(tensor, tiler)`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let id = make_identity_tensor((_8, _4)).logical_divide((_2, _4));
    /// assert_eq!(id.layout().to_string(), "((_2,_4),(_4,_1)):((_1@0,_2@0),(_1@1,_0))");
    /// ```
    ///
    /// # Panics
    /// When a precondition fails on dynamic values.
    #[track_caller]
    pub fn logical_divide<T>(
        self,
        tiler: T,
    ) -> Tensor<ArithTuple<O>, LogicalDivided<Layout<S, D>, T>>
    where
        Layout<S, D>: LogicalDivide<T>,
    {
        Tensor {
            layout: unwrap(try_logical_divide(self.layout, tiler)),
            engine: self.engine,
        }
    }
    /// CuTe's `tensor(c)` with `_` in `c`: the sub-tensor of the modes marked `_`, its origin
    /// moved to the value at `c` (with `_` read as `_0`).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let id = make_identity_tensor((4, 5));
    /// let col = id.slice((X, 3));
    /// assert_eq!(col.to_string(), "ArithTuple(_0,3) o (4):(_1@0)");
    /// assert_eq!(col.call(2), (2, 3));
    /// assert!(id.try_slice((X, 5)).is_err());
    /// ```
    ///
    /// # Errors
    /// [`TensorError::SliceOutside`] when that coordinate is outside the shape.
    pub fn try_slice<C>(&self, c: C) -> Result<SlicedIdentity<Self, C>, TensorError>
    where
        Self: SliceIdentity<C>,
    {
        self.try_slice_identity(c, "slice", true)
    }
    /// [`try_slice`](Self::try_slice) without the domain check: an identity tensor has no
    /// memory, so a slice at a coordinate outside the shape is harmless; its values are
    /// coordinates outside the shape, which `elem_less(coord, shape)` predicates away (CuTe
    /// checks nothing either). Costs no compare in a kernel.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn slice<C>(&self, c: C) -> SlicedIdentity<Self, C>
    where
        Self: SliceIdentity<C>,
    {
        match self.try_slice_identity(c, "slice", false) {
            Ok(t) => t,
            Err(_) => unreachable!("an unchecked identity slice does not fail"),
        }
    }
    /// CuTe's `local_tile(tensor, tiler, coord)`: the tile at `coord` of
    /// `zipped_divide(tensor, tiler)`, its origin moved to the tile's first coordinate. Tiles
    /// over a ragged edge keep their full shape; their coordinates beyond the shape are what
    /// `elem_less(coord, shape)` predicates away.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let id = make_identity_tensor((10, 20));
    /// let cta = id.local_tile((_4, _8), (2, 1));
    /// assert_eq!(cta.to_string(), "ArithTuple(8,8) o (_4,_8):(_1@0,_1@1)");
    /// assert_eq!(cta.call((3, 7)), (11, 15));
    /// ```
    ///
    /// Like [`slice`](Self::slice), `coord` is not checked against the number of tiles.
    ///
    /// # Panics
    /// When the divide fails on dynamic values (a zero extent).
    #[track_caller]
    #[allow(clippy::type_complexity)]
    pub fn local_tile<T, C>(
        &self,
        tiler: T,
        coord: C,
    ) -> SlicedIdentity<
        Tensor<ArithTuple<O>, ZippedDivided<Layout<S, D>, T>>,
        InnerCoord<ZippedDivided<Layout<S, D>, T>, C>,
    >
    where
        Layout<S, D>: ZippedDivide<T>,
        ZippedDivided<Layout<S, D>, T>: TileModes,
        C: PadUnderscores<<ZippedDivided<Layout<S, D>, T> as TileModes>::Rest>,
        Tensor<ArithTuple<O>, ZippedDivided<Layout<S, D>, T>>:
            SliceIdentity<InnerCoord<ZippedDivided<Layout<S, D>, T>, C>>,
    {
        let divided = self.zipped_divide(tiler);
        let c = (
            <<ZippedDivided<Layout<S, D>, T> as TileModes>::Tile as Underscores>::underscores(),
            coord.pad(),
        );
        match divided.try_slice_identity(c, "local_tile", false) {
            Ok(t) => t,
            Err(_) => unreachable!("an unchecked identity slice does not fail"),
        }
    }
    /// CuTe's `local_partition(tensor, thr_layout, index)`: thread `index` of a thread layout
    /// takes one element of every tile of the thread layout's shape,
    /// `outer_partition(tensor, shape(thr), thr.get_flat_coord(index))`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let id = make_identity_tensor((_4, _8));
    /// let mine = id.local_partition(make_layout((_2, _4)), 3); // thread (1, 1)
    /// assert_eq!(mine.to_string(), "ArithTuple(1,1) o (_2,_2):(_2@0,_4@1)");
    /// ```
    ///
    /// # Panics
    /// When the divide fails on dynamic values (a zero extent) or `index` is outside the
    /// thread layout.
    #[track_caller]
    #[allow(clippy::type_complexity)]
    pub fn local_partition<Thr>(
        &self,
        thr_layout: Thr,
        index: i32,
    ) -> SlicedIdentity<
        Tensor<ArithTuple<O>, ZippedDivided<Layout<S, D>, Thr::Tiler>>,
        OuterCoord<ZippedDivided<Layout<S, D>, Thr::Tiler>, Thr::Coord>,
    >
    where
        Thr: ThreadLayout,
        Layout<S, D>: ZippedDivide<Thr::Tiler>,
        ZippedDivided<Layout<S, D>, Thr::Tiler>: TileModes,
        Thr::Coord: PadUnderscores<<ZippedDivided<Layout<S, D>, Thr::Tiler> as TileModes>::Tile>,
        Tensor<ArithTuple<O>, ZippedDivided<Layout<S, D>, Thr::Tiler>>:
            SliceIdentity<OuterCoord<ZippedDivided<Layout<S, D>, Thr::Tiler>, Thr::Coord>>,
    {
        let op = "local_partition";
        let Some(coord) = thr_layout.flat_coord(index) else {
            panic!("{}", TensorError::SliceOutside { op, offset: None })
        };
        let divided = self.zipped_divide(thr_layout.tiler());
        let c = (
            coord.pad(),
            <<ZippedDivided<Layout<S, D>, Thr::Tiler> as TileModes>::Rest as Underscores>::underscores(),
        );
        match divided.try_slice_identity(c, op, false) {
            Ok(t) => t,
            Err(_) => unreachable!("an unchecked identity slice does not fail"),
        }
    }
}
