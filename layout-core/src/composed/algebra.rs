//! The algebra of a composed layout `A o O o B` that acts on the inner layout `B` and rebuilds
//! the result with CuTe's three-argument composition (`layout_composed.hpp`):
//! `op(A o O o B, ...) = composition(A, O, op(B, ...))`.
//!
//! | CuTe | here |
//! |------|------|
//! | `composition(C, T)` | [`Compose`] (so [`composition`](crate::algebra::composition)) |
//! | `coalesce(C)`, `coalesce(C, profile)` | [`Coalesce`], [`CoalesceWith`] |
//! | `flatten(C)`, `take<B,E>(C)`, `group<B,E>(C)` | [`FlattenLayout`], [`Take`], [`Group`] |
//! | `logical_divide(C, T)`, ..., `raked_product(C, T)` | methods of the same names |
//!
//! The divides and products are methods: their traits ([`LogicalDivide`], ...) describe
//! results with a stride, which a composed layout does not have (CuTe deletes its `stride`).

use super::compose_with::{compose_with, ComposeWith, ComposedWith};
use super::ComposedLayout;
use crate::algebra::{
    blocked_product, coalesce, coalesce_with, flat_divide, flat_product, flatten_layout,
    logical_divide, logical_product, raked_product, tiled_divide, tiled_product, zipped_divide,
    zipped_product, AlgebraError, BlockedProduct, BlockedProductOf, Checks, Coalesce, CoalesceWith,
    Coalesced, CoalescedWith, Compose, Composed, FlatDivide, FlatDivided, FlatProduct,
    FlatProductOf, FlattenLayout, FlattenedLayout, Group, Grouped, LogicalDivide, LogicalDivided,
    LogicalProduct, LogicalProductOf, RakedProduct, RakedProductOf, Take, Taken, TiledDivide,
    TiledDivided, TiledProduct, TiledProductOf, ZippedDivide, ZippedDivided, ZippedProduct,
    ZippedProductOf,
};
use crate::layout::Layout;

/// `(A o O o B) o T => composition(A, O, B o T)`: CuTe composes the inner layout.
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let c = compose_swizzle(Swizzle::<_2, _3, _3>::new(), layout!((_16, _64):(_64, _1)));
/// assert_eq!(composition(c, layout!(_64:_4)).to_string(), "Sw<2,3,3> o _0 o (_4,_16):(_256,_1)");
/// ```
impl<A: Copy, O: Copy, S, D, T> Compose<T> for ComposedLayout<A, O, Layout<S, D>>
where
    Layout<S, D>: Compose<T>,
    A: ComposeWith<O, Composed<Layout<S, D>, T>>,
{
    type Output = ComposedWith<A, O, Composed<Layout<S, D>, T>>;
    #[inline]
    fn compose_checked(self, t: T, c: &mut Checks) -> Self::Output {
        compose_with(self.a, self.offset, self.layout.compose_checked(t, c))
    }
}

/// `coalesce(A o O o B) = composition(A, O, coalesce(B))`.
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let c = coalesce(layout!(Sw<2,4,3> o smem_ptr[8b](unset) o (_64,_8):(_1,_64)));
/// assert_eq!(c.to_string(), "Sw<2,4,3> o smem_ptr[8b](unset) o _512:_1");
/// ```
impl<A: Copy, O: Copy, S, D> Coalesce for ComposedLayout<A, O, Layout<S, D>>
where
    Layout<S, D>: Coalesce,
    A: ComposeWith<O, Coalesced<Layout<S, D>>>,
{
    type Output = ComposedWith<A, O, Coalesced<Layout<S, D>>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn coalesce(self) -> Self::Output {
        compose_with(self.a, self.offset, coalesce(self.layout))
    }
}

/// `coalesce(A o O o B, profile) = composition(A, O, coalesce(B, profile))`.
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let c = coalesce_with(layout!(Sw<1,2,3> o _0 o ((_2,_4),_8):((_1,_2),_8)), (_1, _1));
/// assert_eq!(c.to_string(), "Sw<1,2,3> o _0 o (_8,_8):(_1,_8)");
/// ```
impl<A: Copy, O: Copy, S, D, P> CoalesceWith<P> for ComposedLayout<A, O, Layout<S, D>>
where
    Layout<S, D>: CoalesceWith<P>,
    A: ComposeWith<O, CoalescedWith<Layout<S, D>, P>>,
{
    type Output = ComposedWith<A, O, CoalescedWith<Layout<S, D>, P>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn coalesce_with(self, profile: P) -> Self::Output {
        compose_with(self.a, self.offset, coalesce_with(self.layout, profile))
    }
}

/// `flatten(A o O o B) = composition(A, O, flatten(B))`.
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let c = flatten_layout(layout!(Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64))));
/// assert_eq!(c.to_string(), "Sw<3,3,3> o _0 o (_8,_8,_8):(_8,_1,_64)");
/// ```
impl<A: Copy, O: Copy, S, D> FlattenLayout for ComposedLayout<A, O, Layout<S, D>>
where
    Layout<S, D>: FlattenLayout,
    A: ComposeWith<O, FlattenedLayout<Layout<S, D>>>,
{
    type Output = ComposedWith<A, O, FlattenedLayout<Layout<S, D>>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn flatten(self) -> Self::Output {
        compose_with(self.a, self.offset, flatten_layout(self.layout))
    }
}

/// `take<B,E>(A o O o L) = composition(A, O, take<B,E>(L))`.
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let c = take(layout!(Sw<3,3,3> o _0 o (_8,_8,_2):(_8,_1,_64)), _0, _2);
/// assert_eq!(c.to_string(), "Sw<3,3,3> o _0 o (_8,_8):(_8,_1)");
/// ```
impl<A: Copy, O: Copy, S, D, Bg, E> Take<Bg, E> for ComposedLayout<A, O, Layout<S, D>>
where
    Layout<S, D>: Take<Bg, E>,
    A: ComposeWith<O, Taken<Layout<S, D>, Bg, E>>,
{
    type Output = ComposedWith<A, O, Taken<Layout<S, D>, Bg, E>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn take(self) -> Self::Output {
        compose_with(self.a, self.offset, Take::<Bg, E>::take(self.layout))
    }
}

/// `group<B,E>(A o O o L) = composition(A, O, group<B,E>(L))`.
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let c = group(layout!(Sw<3,3,3> o _0 o (_8,_8,_2):(_8,_1,_64)), _1, _3);
/// assert_eq!(c.to_string(), "Sw<3,3,3> o _0 o (_8,(_8,_2)):(_8,(_1,_64))");
/// ```
impl<A: Copy, O: Copy, S, D, Bg, E> Group<Bg, E> for ComposedLayout<A, O, Layout<S, D>>
where
    Layout<S, D>: Group<Bg, E>,
    A: ComposeWith<O, Grouped<Layout<S, D>, Bg, E>>,
{
    type Output = ComposedWith<A, O, Grouped<Layout<S, D>, Bg, E>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn group(self) -> Self::Output {
        compose_with(self.a, self.offset, Group::<Bg, E>::group(self.layout))
    }
}

macro_rules! on_inner_methods {
    ($($(#[$doc:meta])* $method:ident, $Trait:ident, $Alias:ident, $f:ident;)*) => {
        impl<A: Copy, O: Copy, S, D> ComposedLayout<A, O, Layout<S, D>> {
            $(
                $(#[$doc])*
                ///
                /// # Panics
                #[doc = concat!("When [`", stringify!($f), "`](crate::algebra::", stringify!($f), ") panics on `B` (a precondition that fails on dynamic values); [`try_map_layout_b`](Self::try_map_layout_b) with the `try_` form returns the error instead.")]
                #[inline]
                #[track_caller]
                pub fn $method<T>(self, t: T) -> ComposedWith<A, O, $Alias<Layout<S, D>, T>>
                where
                    Layout<S, D>: $Trait<T>,
                    A: ComposeWith<O, $Alias<Layout<S, D>, T>>,
                {
                    compose_with(self.a, self.offset, $f(self.layout, t))
                }
            )*
        }
    };
}

on_inner_methods! {
    /// CuTe's `logical_divide(A o O o B, t) = composition(A, O, logical_divide(B, t))`.
    ///
    /// ```
    /// use layout_core::{layout, tile, prelude::*};
    /// let c = layout!(Sw<2,1,4> o _0 o (_16,_16):(_16,_1)).logical_divide(tile!((_4:_4)));
    /// assert_eq!(c.to_string(), "Sw<2,1,4> o _0 o ((_4,_4),_16):((_64,_16),_1)");
    /// ```
    logical_divide, LogicalDivide, LogicalDivided, logical_divide;
    /// CuTe's `zipped_divide(A o O o B, t) = composition(A, O, zipped_divide(B, t))`.
    ///
    /// ```
    /// use layout_core::{tile, prelude::*};
    /// let c = GmmaLayoutKSw32Atom::<_32>::default().zipped_divide(tile!((_4, _2)));
    /// assert_eq!(c.to_string(), "Sw<1,4,3> o smem_ptr[32b](unset) o ((_4,_2),(_2,_4)):((_8,_1),(_32,_2))");
    /// ```
    zipped_divide, ZippedDivide, ZippedDivided, zipped_divide;
    /// CuTe's `tiled_divide(A o O o B, t) = composition(A, O, tiled_divide(B, t))`.
    ///
    /// ```
    /// use layout_core::{layout, tile, prelude::*};
    /// let c = layout!(Sw<1,4,3> o _0 o (_8,_64):(_64,_1)).tiled_divide(tile!((_2)));
    /// assert_eq!(c.to_string(), "Sw<1,4,3> o _0 o ((_2),_4,_64):((_64),_128,_1)");
    /// ```
    tiled_divide, TiledDivide, TiledDivided, tiled_divide;
    /// CuTe's `flat_divide(A o O o B, t) = composition(A, O, flat_divide(B, t))`.
    ///
    /// ```
    /// use layout_core::{layout, tile, prelude::*};
    /// let c = layout!(Sw<3,4,3> o smem_ptr[8b](unset) o (_128,_8):(_1,_128));
    /// assert_eq!(c.flat_divide(tile!((_32:_1, _4:_1))).to_string(),
    ///            "Sw<3,4,3> o smem_ptr[8b](unset) o (_32,_4,_4,_2):(_1,_128,_32,_512)");
    /// ```
    flat_divide, FlatDivide, FlatDivided, flat_divide;
    /// CuTe's `logical_product(A o O o B, t) = composition(A, O, logical_product(B, t))`.
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = layout!(Sw<1,4,2> o _0 o _16:_1).logical_product(layout!(_3:_1));
    /// assert_eq!(c.to_string(), "Sw<1,4,2> o _0 o (_16,_3):(_1,_16)");
    /// ```
    logical_product, LogicalProduct, LogicalProductOf, logical_product;
    /// CuTe's `zipped_product(A o O o B, t) = composition(A, O, zipped_product(B, t))`.
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = layout!(Sw<1,2,3> o _0 o (_2,_2):(_1,_2)).zipped_product(layout!((_3,_2):(_1,_3)));
    /// assert_eq!(c.to_string(), "Sw<1,2,3> o _0 o ((_2,_2),(_3,_2)):((_1,_2),(_4,_12))");
    /// ```
    zipped_product, ZippedProduct, ZippedProductOf, zipped_product;
    /// CuTe's `tiled_product(A o O o B, t) = composition(A, O, tiled_product(B, t))`.
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = layout!(Sw<1,2,3> o _0 o (_2,_2):(_1,_2)).tiled_product(layout!((_3,_2):(_1,_3)));
    /// assert_eq!(c.to_string(), "Sw<1,2,3> o _0 o ((_2,_2),_3,_2):((_1,_2),_4,_12)");
    /// ```
    tiled_product, TiledProduct, TiledProductOf, tiled_product;
    /// CuTe's `flat_product(A o O o B, t) = composition(A, O, flat_product(B, t))`.
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = layout!(Sw<1,2,3> o _0 o (_2,_2):(_1,_2)).flat_product(layout!((_3,_2):(_1,_3)));
    /// assert_eq!(c.to_string(), "Sw<1,2,3> o _0 o (_2,_2,_3,_2):(_1,_2,_4,_12)");
    /// ```
    flat_product, FlatProduct, FlatProductOf, flat_product;
    /// CuTe's `blocked_product(A o O o B, t) = composition(A, O, blocked_product(B, t))`.
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = layout!(Sw<2,2,2> o _0 o (_8,_64):(_64,_1)).blocked_product(layout!((_2,_3):(_3,_1)));
    /// assert_eq!(c.to_string(), "Sw<2,2,2> o _0 o ((_8,_2),(_64,_3)):((_64,_1536),(_1,_512))");
    /// ```
    blocked_product, BlockedProduct, BlockedProductOf, blocked_product;
    /// CuTe's `raked_product(A o O o B, t) = composition(A, O, raked_product(B, t))`.
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = layout!(Sw<3,4,3> o _0 o (_64,_8):(_1,_64)).raked_product(layout!((_2,_2):(_1,_2)));
    /// assert_eq!(c.to_string(), "Sw<3,4,3> o _0 o ((_2,_64),(_2,_8)):((_512,_1),(_1024,_64))");
    /// ```
    raked_product, RakedProduct, RakedProductOf, raked_product;
}

impl<A: Copy, O: Copy, L: Copy> ComposedLayout<A, O, L> {
    /// `composition(A, O, f(B))`: any operation on the inner layout, rebuilt around the result
    /// as CuTe's operations on composed layouts do.
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = layout!(Sw<3,3,3> o _0 o (_8,_64):(_64,_1));
    /// assert_eq!(c.map_layout_b(|b| select(b, (_1, _0))).to_string(), "Sw<3,3,3> o _0 o (_64,_8):(_1,_64)");
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn map_layout_b<R, F: FnOnce(L) -> R>(self, f: F) -> ComposedWith<A, O, R>
    where
        A: ComposeWith<O, R>,
    {
        compose_with(self.a, self.offset, f(self.layout))
    }

    /// `composition(A, O, f(B)?)`: [`map_layout_b`](Self::map_layout_b) with a `try_` form of
    /// the algebra, returning its error.
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = layout!(Sw<1,2,3> o _0 o (_8):(_1));
    /// let t = c.try_map_layout_b(|b| try_tile_to_shape(b, (24,))).unwrap();
    /// assert_eq!(t.to_string(), "Sw<1,2,3> o _0 o ((_8,3)):((_1,_8))");
    /// assert!(c.try_map_layout_b(|b| try_tile_to_shape(b, (20,))).is_err());
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn try_map_layout_b<R, F: FnOnce(L) -> Result<R, AlgebraError>>(
        self,
        f: F,
    ) -> Result<ComposedWith<A, O, R>, AlgebraError>
    where
        A: ComposeWith<O, R>,
    {
        Ok(compose_with(self.a, self.offset, f(self.layout)?))
    }
}
