//! Thread-value (TV) layouts: CuTe DSL's `make_layout_tv(thr_layout, val_layout)` and the
//! `product_each` it uses for the tiler.
//!
//! See [`make_layout_tv`].

use super::composition::{try_composition, Compose, Composed};
use super::error::AlgebraError;
use super::inverse::{right_inverse, RightInverse, RightInverseOf};
use super::layout_parts::LayoutParts;
use super::product::{try_raked_product, RakedProduct, RakedProductOf};
use crate::int::{Int, _1};
use crate::int_tuple::IntTuple;
use crate::layout::{make_layout, Layout};
use crate::stride::{Compact, LayoutLeft};

/// CuTe's `product_each(t)`: the size of each top-level mode, as a tuple (an integer is
/// wrapped first, so its result is a 1-tuple).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(display(product_each(((_2, _4), 3, (_8, 2)))).to_string(), "(_8,3,16)");
/// assert_eq!(display(product_each(_5)).to_string(), "(_5)");
/// ```
pub trait ProductEach: IntTuple {
    /// The tuple of mode sizes.
    type Output: IntTuple;
    /// Computes it.
    fn product_each(self) -> Self::Output;
}
/// The result of [`ProductEach`].
pub type ProductEachOf<T> = <T as ProductEach>::Output;

/// CuTe's `product_each(t)`; see [`ProductEach`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn product_each<T: ProductEach>(t: T) -> ProductEachOf<T> {
    t.product_each()
}

impl<I: Int> ProductEach for I
where
    (I,): IntTuple,
{
    type Output = (I,);
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn product_each(self) -> (I,) {
        (self,)
    }
}

macro_rules! product_each_tuple {
    ($($T:ident),*) => {
        #[allow(non_snake_case)]
        impl<$($T: IntTuple),*> ProductEach for ($($T,)*)
        where
            ($($T,)*): IntTuple,
            ($($T::Size,)*): IntTuple,
        {
            type Output = ($($T::Size,)*);
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn product_each(self) -> Self::Output {
                let ($($T,)*) = self;
                ($($T.size(),)*)
            }
        }
    };
}
crate::int_tuple::for_each_nonempty_tuple_arity!(product_each_tuple);

/// The shape `(size(thr), size(val))` of a TV layout's domain.
pub type TvShape<TS, VS> = (<TS as IntTuple>::Size, <VS as IntTuple>::Size);
/// The compact column-major layout of [`TvShape`].
pub type TvDomain<TS, VS> =
    Layout<TvShape<TS, VS>, <TvShape<TS, VS> as Compact<LayoutLeft, _1>>::Stride>;
/// The raked product `layout_mn` of a thread and a value layout.
pub type LayoutMn<TS, TD, VS, VD> = RakedProductOf<Layout<TS, TD>, Layout<VS, VD>>;
/// The tiler of [`make_layout_tv`]: `product_each(shape(layout_mn))`.
pub type TvTiler<TS, TD, VS, VD> = ProductEachOf<<LayoutMn<TS, TD, VS, VD> as LayoutParts>::S>;
/// The TV layout of [`make_layout_tv`]: `(thread, value)` to the tile's column-major index.
pub type TvLayout<TS, TD, VS, VD> =
    Composed<RightInverseOf<LayoutMn<TS, TD, VS, VD>>, TvDomain<TS, VS>>;

/// CuTe DSL's `make_layout_tv(thr_layout, val_layout)`, returning `(tiler_mn, layout_tv)`; see
/// [`make_layout_tv`].
///
/// # Errors
/// The [`AlgebraError`] of the raked product or of the composition when a precondition fails
/// on dynamic values (static layouts are checked at compile time).
#[allow(clippy::type_complexity)]
pub fn try_make_layout_tv<TS, TD, VS, VD>(
    thr_layout: Layout<TS, TD>,
    val_layout: Layout<VS, VD>,
) -> Result<(TvTiler<TS, TD, VS, VD>, TvLayout<TS, TD, VS, VD>), AlgebraError>
where
    TS: IntTuple,
    TD: IntTuple,
    VS: IntTuple,
    VD: IntTuple,
    Layout<TS, TD>: RakedProduct<Layout<VS, VD>>,
    LayoutMn<TS, TD, VS, VD>: RightInverse,
    <LayoutMn<TS, TD, VS, VD> as LayoutParts>::S: ProductEach,
    TvShape<TS, VS>: Compact<LayoutLeft, _1>,
    RightInverseOf<LayoutMn<TS, TD, VS, VD>>: Compose<TvDomain<TS, VS>>,
{
    let layout_mn = try_raked_product(thr_layout, val_layout)?;
    let domain = make_layout((thr_layout.size(), val_layout.size()));
    let layout_tv = try_composition(right_inverse(layout_mn), domain)?;
    Ok((product_each(layout_mn.parts().0), layout_tv))
}

/// CuTe DSL's `make_layout_tv(thr_layout, val_layout)`, returning `(tiler_mn, layout_tv)`.
///
/// A TV layout maps `(thread index, value index)` to a coordinate of a tile (CuTe DSL,
/// CuTe DSL's notebook "TV Layout"). `make_layout_tv` builds it from a layout of threads and a layout of
/// values per thread:
///
/// 1. `layout_mn = raked_product(thr_layout, val_layout)`: the tile, each thread's values raked
///    across it (a `(M, N)` coordinate to a `(thread, value)` index);
/// 2. `layout_tv = composition(right_inverse(layout_mn), make_layout((size(thr), size(val))))`:
///    the inverse direction, `(thread, value)` to the tile's column-major index;
/// 3. `tiler_mn = product_each(shape(layout_mn))`: the tile's extent in each mode.
///
/// ```
/// use layout_core::prelude::*;
/// // CuTe DSL's notebooks: 4x64 threads (row-major), 16 rows of 16 bytes each, recast to 16-bit elements
/// let thr = make_ordered_layout((_4, _64), (_1, _0));
/// let val = recast_layout(make_ordered_layout((_16, _16), (_1, _0)), _8, _16);
/// assert_eq!(val.to_string(), "(_16,_8):(_8,_1)");
/// let (tiler, tv) = make_layout_tv(thr, val);
/// assert_eq!(display(tiler).to_string(), "(_64,_512)");
/// assert_eq!(tv.to_string(), "((_64,_4),(_8,_16)):((_512,_16),(_64,_1))");
/// // the (16,256) tile of the walk-through: 4x32 threads, 4x8 values each
/// let (tiler, tv) = make_layout_tv(make_ordered_layout((_4, _32), (_1, _0)), make_ordered_layout((_4, _8), (_1, _0)));
/// assert_eq!(display(tiler).to_string(), "(_16,_256)");
/// assert_eq!(tv.to_string(), "((_32,_4),(_8,_4)):((_128,_4),(_16,_1))");
/// ```
///
/// # Panics
/// When a precondition fails on dynamic values (see [`try_make_layout_tv`]).
#[allow(clippy::type_complexity)]
#[track_caller]
pub fn make_layout_tv<TS, TD, VS, VD>(
    thr_layout: Layout<TS, TD>,
    val_layout: Layout<VS, VD>,
) -> (TvTiler<TS, TD, VS, VD>, TvLayout<TS, TD, VS, VD>)
where
    TS: IntTuple,
    TD: IntTuple,
    VS: IntTuple,
    VD: IntTuple,
    Layout<TS, TD>: RakedProduct<Layout<VS, VD>>,
    LayoutMn<TS, TD, VS, VD>: RightInverse,
    <LayoutMn<TS, TD, VS, VD> as LayoutParts>::S: ProductEach,
    TvShape<TS, VS>: Compact<LayoutLeft, _1>,
    RightInverseOf<LayoutMn<TS, TD, VS, VD>>: Compose<TvDomain<TS, VS>>,
{
    match try_make_layout_tv(thr_layout, val_layout) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}
