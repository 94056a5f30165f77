//! Identity (coordinate) tensors that can be composed, divided, tiled and sliced like any
//! tensor: [`CoordTensor`], from [`make_coord_tensor`] (or an identity tensor's
//! [`to_coord_tensor`](Tensor::to_coord_tensor)).
//!
//! CuTe's identity tensor has the strides `_1@0, _1@1, ...` (`ScaledBasis`); every layout
//! operation only multiplies, splits and sums strides, so a stride is always `c@k` and an
//! offset a coordinate vector. Here a coordinate vector `(x0, x1, ...)` of a flat shape of rank
//! `r` is carried in one integer `x0 + x1*B + x2*B^2 + ...` with the static base `B` (`2^15` for
//! rank 2, `2^10` for rank 3), so the typed layout algebra applies unchanged and the strides stay
//! static where CuTe's are. This is exact as long as every coordinate the tensor can produce is
//! below `B` in all but the last mode (the shape is checked when the tensor is made: each such
//! extent must be at most `B/2`, which leaves room for a ragged last tile) and the whole value
//! fits `i32`. The engine ([`Counting`]) holds the origin vector; the value at `c` is
//! `origin + L(c)`, decoded.
//!
//! ```
//! use layout_core::prelude::*;
//! // seed 004: the coordinate tensor of a ragged (5, 9) problem, tiled by (_4, _8)
//! let id = make_coord_tensor((5, 9)).unwrap();
//! assert_eq!(id.to_string(), "ArithTuple(_0,_0) o (5,9):(_1@0,_1@1)");
//! let tiled = id.zipped_divide((_4, _8));
//! assert_eq!(tiled.to_string(), "ArithTuple(_0,_0) o ((_4,_8),(2,2)):((_1@0,_1@1),(_4@0,_8@1))");
//! let blk = tiled.slice(((X, X), 3)); // tile (1, 1)
//! assert_eq!(blk.to_string(), "ArithTuple(4,8) o (_4,_8):(_1@0,_1@1)");
//! assert_eq!(blk.call((2, 0)), (6, 8)); // outside the (5, 9) problem:
//! assert!(!elem_less(&blk.call((2, 0)), &(5, 9)));
//! // composed with a TV layout and sliced at (tid, _)
//! let tv = Layout::new(((_4, _2), (_2, _2)), ((_8, _2), (_4, _1)));
//! let thr = blk.compose(tv).slice((1, X));
//! assert_eq!(thr.call(0), (4, 10));
//! ```

use super::algorithm::TensorError;
use super::domain::InDomain;
use super::identity::{ArithTuple, IdentityLayout};
use super::partition_coord::{SliceAt, TileUnderscores};
use super::slice::ZeroUnderscores;
use super::Tensor;
use crate::algebra::{
    try_composition, try_logical_divide, try_zipped_divide, AlgebraError, Compose, Composed,
    LogicalDivide, LogicalDivided, Slice, Sliced, ZippedDivide, ZippedDivided,
};
use crate::int::{Int, _1, _1024, _32768};
use crate::int_tuple::{DynIntTuple, IntTuple};
use crate::layout::{CongruentWith, Layout};
use crate::stride::Crd2Idx;
use core::fmt;

/// A flat shape of rank 1 to 3 whose coordinates can be carried in one integer (see the module
/// docs).
pub trait CoordShape: IntTuple {
    /// The strides `(_1, B, B^2, ...)`: CuTe's `(_1@0, _1@1, ...)`.
    type Stride: IntTuple;
    /// The coordinate vector: one `i32` per mode.
    type Coord: Copy + fmt::Debug + PartialEq;
    /// The base `B`.
    const BASE: i64;
    /// The strides.
    fn basis() -> Self::Stride;
    /// Splits an encoded value into its coordinate vector.
    fn decode(v: i64) -> Self::Coord;
}

/// The digit `k` of `v` in base `b` (the last digit takes the rest).
#[inline(always)]
fn digit(v: i64, b: i64, k: u32, last: bool) -> i32 {
    let q = v / b.pow(k);
    (if last { q } else { q % b }) as i32
}

impl<S0: Int> CoordShape for (S0,)
where
    Self: IntTuple,
{
    type Stride = (_1,);
    type Coord = (i32,);
    const BASE: i64 = 1 << 30;
    #[inline(always)]
    fn basis() -> (_1,) {
        (_1,)
    }
    #[inline(always)]
    fn decode(v: i64) -> (i32,) {
        (v as i32,)
    }
}
impl<S0: Int, S1: Int> CoordShape for (S0, S1)
where
    Self: IntTuple,
{
    type Stride = (_1, _32768);
    type Coord = (i32, i32);
    const BASE: i64 = 1 << 15;
    #[inline(always)]
    fn basis() -> Self::Stride {
        (_1, _32768)
    }
    #[inline(always)]
    fn decode(v: i64) -> (i32, i32) {
        let b = Self::BASE;
        (digit(v, b, 0, false), digit(v, b, 1, true))
    }
}
impl<S0: Int, S1: Int, S2: Int> CoordShape for (S0, S1, S2)
where
    Self: IntTuple,
{
    type Stride = (_1, _1024, crate::int::IntProd<_1024, _1024>);
    type Coord = (i32, i32, i32);
    const BASE: i64 = 1 << 10;
    #[inline(always)]
    fn basis() -> Self::Stride {
        (_1, _1024, Default::default())
    }
    #[inline(always)]
    fn decode(v: i64) -> (i32, i32, i32) {
        let b = Self::BASE;
        (
            digit(v, b, 0, false),
            digit(v, b, 1, false),
            digit(v, b, 2, true),
        )
    }
}

/// The counting engine of a [`CoordTensor`], CuTe's `ArithmeticTupleIterator`: the origin
/// coordinate (encoded) of a shape of type `R` (the original identity shape).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counting<R> {
    origin: i64,
    moved: bool,
    _shape: core::marker::PhantomData<R>,
}

impl<R: CoordShape> Counting<R> {
    /// The origin coordinate (the value at coordinate 0).
    #[inline(always)]
    pub fn origin(&self) -> R::Coord {
        R::decode(self.origin)
    }
}

/// `ArithTuple(_0,_0)` before any slice, `ArithTuple(4,8)` after one (CuTe's origin becomes
/// dynamic when sliced at a run-time coordinate).
impl<R: CoordShape> fmt::Display for Counting<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ArithTuple(")?;
        for k in 0..<R as IntTuple>::RANK {
            if k > 0 {
                f.write_str(",")?;
            }
            if self.moved {
                let last = k + 1 == <R as IntTuple>::RANK;
                write!(f, "{}", digit(self.origin, R::BASE, k as u32, last))?;
            } else {
                f.write_str("_0")?;
            }
        }
        f.write_str(")")
    }
}

/// A coordinate tensor: [`Counting`] composed with a layout whose strides encode CuTe's
/// `c@k`; this is an alias, see [`Tensor`].
pub type CoordTensor<R, S, D> = Tensor<Counting<R>, Layout<S, D>>;

/// CuTe's `make_identity_tensor(shape)` for a flat shape of rank 1 to 3, in the form that can be
/// composed, divided and sliced (see the module docs).
///
/// # Errors
/// [`TensorError::OutOfBounds`] (with the offending extent as `index`) when a mode other than
/// the last is larger than `B/2`, or the whole coordinate range does not fit `i32`.
pub fn make_coord_tensor<R: CoordShape + CongruentWith<R::Stride>>(
    shape: R,
) -> Result<CoordTensor<R, R, R::Stride>, TensorError> {
    let too_big = |index| TensorError::OutOfBounds {
        op: "make_coord_tensor",
        tensor: "identity",
        index,
    };
    let mut top = 1_i64;
    for k in 0..<R as IntTuple>::RANK {
        let e = shape
            .mode_dyn(k)
            .and_then(|m| m.leaf())
            .map_or(0, |l| i64::from(l.0));
        if e < 0 || (k + 1 < <R as IntTuple>::RANK && e > R::BASE / 2) {
            return Err(too_big(e));
        }
        if k + 1 == <R as IntTuple>::RANK {
            top = (2 * e + 1).saturating_mul(R::BASE.pow(k as u32));
        }
    }
    if top > i64::from(i32::MAX) {
        return Err(too_big(top));
    }
    Ok(Tensor {
        engine: Counting {
            origin: 0,
            moved: false,
            _shape: core::marker::PhantomData,
        },
        layout: Layout::new(shape, R::basis()),
    })
}

impl<O: IntTuple, S: CoordShape + CongruentWith<S::Stride>>
    Tensor<ArithTuple<O>, IdentityLayout<S>>
{
    /// This identity tensor in the form that can be composed, divided and sliced
    /// ([`make_coord_tensor`] of its shape).
    ///
    /// # Errors
    /// As [`make_coord_tensor`].
    pub fn to_coord_tensor(&self) -> Result<CoordTensor<S, S, S::Stride>, TensorError> {
        make_coord_tensor(self.shape())
    }
}

impl<R: CoordShape, S: IntTuple, D: IntTuple> Tensor<Counting<R>, Layout<S, D>> {
    /// The coordinate at `c` (a 1-D index, a flat or a hierarchical coordinate): the origin
    /// plus the layout's value, decoded. Nothing is read, so no check is needed.
    #[inline(always)]
    pub fn call<C: Crd2Idx<S, D>>(&self, c: C) -> R::Coord {
        R::decode(self.engine.origin + i64::from(self.layout.call(c).value()))
    }
    /// The coordinate at `c`, or `None` when `c` is outside the layout's domain.
    #[inline]
    pub fn get<C: Crd2Idx<S, D> + InDomain<S>>(&self, c: C) -> Option<R::Coord> {
        c.in_domain(&self.layout.shape()).then(|| self.call(c))
    }

    /// CuTe's `composition(tensor, b)`.
    ///
    /// # Errors
    /// The composition's [`AlgebraError`].
    #[allow(clippy::type_complexity)]
    pub fn try_compose<B>(
        self,
        b: B,
    ) -> Result<Tensor<Counting<R>, Composed<Layout<S, D>, B>>, AlgebraError>
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
    /// # Panics
    /// When a precondition fails on dynamic values.
    #[track_caller]
    pub fn compose<B>(self, b: B) -> Tensor<Counting<R>, Composed<Layout<S, D>, B>>
    where
        Layout<S, D>: Compose<B>,
    {
        self.try_compose(b).unwrap_or_else(|e| panic!("{e}"))
    }
    /// CuTe's `zipped_divide(tensor, tiler)`.
    ///
    /// # Panics
    /// When a precondition fails on dynamic values.
    #[track_caller]
    pub fn zipped_divide<T>(self, tiler: T) -> Tensor<Counting<R>, ZippedDivided<Layout<S, D>, T>>
    where
        Layout<S, D>: ZippedDivide<T>,
    {
        let layout = try_zipped_divide(self.layout, tiler).unwrap_or_else(|e| panic!("{e}"));
        Tensor {
            layout,
            engine: self.engine,
        }
    }
    /// CuTe's `logical_divide(tensor, tiler)`.
    ///
    /// # Panics
    /// When a precondition fails on dynamic values.
    #[track_caller]
    pub fn logical_divide<T>(self, tiler: T) -> Tensor<Counting<R>, LogicalDivided<Layout<S, D>, T>>
    where
        Layout<S, D>: LogicalDivide<T>,
    {
        let layout = try_logical_divide(self.layout, tiler).unwrap_or_else(|e| panic!("{e}"));
        Tensor {
            layout,
            engine: self.engine,
        }
    }
    /// CuTe's `tensor(c)` with `_` in `c`: the sub-tensor whose origin is moved by the
    /// coordinate (with `_` read as `_0`).
    ///
    /// # Errors
    /// [`TensorError::SliceOutside`] when that coordinate is outside the shape.
    #[allow(clippy::type_complexity)]
    pub fn try_slice<C>(
        &self,
        c: C,
    ) -> Result<Tensor<Counting<R>, Sliced<C, Layout<S, D>>>, TensorError>
    where
        C: ZeroUnderscores,
        C::Output: Crd2Idx<S, D> + InDomain<S>,
        Layout<S, D>: Slice<C>,
    {
        let origin = c.zero_underscores();
        if !origin.in_domain(&self.layout.shape()) {
            return Err(TensorError::SliceOutside {
                op: "slice",
                offset: None,
            });
        }
        let moved = i64::from(self.layout.call(origin).value());
        Ok(Tensor {
            engine: Counting {
                origin: self.engine.origin + moved,
                moved: true,
                _shape: core::marker::PhantomData,
            },
            layout: self.layout.slice(c),
        })
    }
    /// [`Tensor::try_slice`], panicking on error.
    ///
    /// # Panics
    /// When the coordinate (with `_` read as `_0`) is outside the shape.
    #[track_caller]
    pub fn slice<C>(&self, c: C) -> Tensor<Counting<R>, Sliced<C, Layout<S, D>>>
    where
        C: ZeroUnderscores,
        C::Output: Crd2Idx<S, D> + InDomain<S>,
        Layout<S, D>: Slice<C>,
    {
        self.try_slice(c).unwrap_or_else(|e| panic!("{e}"))
    }
}

impl<R: CoordShape, S: IntTuple, D: IntTuple> Tensor<Counting<R>, Layout<S, D>> {
    /// CuTe's `local_tile(tensor, tiler, coord)` of a coordinate tensor: the tile at `coord` of
    /// `zipped_divide(tensor, tiler)`, its origin moved to the tile's first coordinate. Tiles
    /// over a ragged edge keep their full shape; their coordinates beyond the shape are what
    /// `elem_less(coord, shape)` predicates away.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let id = make_coord_tensor((10, 20)).unwrap();
    /// let cta = id.local_tile((_4, _8), (2, 1));
    /// assert_eq!(cta.to_string(), "ArithTuple(8,8) o (_4,_8):(_1@0,_1@1)");
    /// assert_eq!(cta.call((3, 7)), (11, 15));
    /// ```
    ///
    /// # Panics
    /// When the divide fails on dynamic values or `coord` is outside the tiles.
    #[track_caller]
    #[allow(clippy::type_complexity)]
    pub fn local_tile<T, C>(
        &self,
        tiler: T,
        coord: C,
    ) -> Tensor<Counting<R>, Sliced<(T::Output, C), ZippedDivided<Layout<S, D>, T>>>
    where
        T: TileUnderscores,
        Layout<S, D>: ZippedDivide<T>,
        ZippedDivided<Layout<S, D>, T>: Slice<(T::Output, C)>,
        (T::Output, C): ZeroUnderscores,
        <(T::Output, C) as ZeroUnderscores>::Output: SliceAt<ZippedDivided<Layout<S, D>, T>>,
    {
        let divided = try_zipped_divide(self.layout, tiler).unwrap_or_else(|e| panic!("{e}"));
        let c = (tiler.underscores(), coord);
        let Some(index) = c.zero_underscores().index_in(&divided) else {
            panic!(
                "{}",
                TensorError::SliceOutside {
                    op: "local_tile",
                    offset: None
                }
            )
        };
        Tensor {
            engine: Counting {
                origin: self.engine.origin + index,
                moved: true,
                _shape: core::marker::PhantomData,
            },
            layout: divided.slice(c),
        }
    }
}

/// Prints an encoded stride tree as CuTe's `ScaledBasis` strides (`_4@0`, `_8@1`, `_0`).
fn fmt_strides<R: CoordShape>(d: &dyn DynIntTuple, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    if let Some((v, is_static)) = d.leaf() {
        let v = i64::from(v);
        let us = if is_static { "_" } else { "" };
        if v == 0 {
            return write!(f, "{us}0");
        }
        let mut k = <R as IntTuple>::RANK - 1;
        while k > 0 && v % R::BASE.pow(k as u32) != 0 {
            k -= 1;
        }
        return write!(f, "{us}{}@{k}", v / R::BASE.pow(k as u32));
    }
    f.write_str("(")?;
    for i in 0..d.rank_dyn() {
        if i > 0 {
            f.write_str(",")?;
        }
        if let Some(m) = d.mode_dyn(i) {
            fmt_strides::<R>(m, f)?;
        }
    }
    f.write_str(")")
}

/// CuTe's `print(tensor)`: `ArithTuple(4,8) o (_4,_8):(_1@0,_1@1)`.
impl<R: CoordShape, S: IntTuple, D: IntTuple> fmt::Display for Tensor<Counting<R>, Layout<S, D>> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} o ", self.engine)?;
        crate::int_tuple::fmt_dyn(&self.layout.shape(), f)?;
        f.write_str(":")?;
        fmt_strides::<R>(&self.layout.stride(), f)
    }
}
