//! The products: `logical_product(A, B)` and its zipped, tiled, flat, blocked and raked forms
//! (CuTe's `logical_product`, ..., `raked_product`; 02_layout_algebra.md §Product).
//!
//! | CuTe | rule |
//! |------|------|
//! | `logical_product(A, B)` (layout `B`) | `(A, complement(A, size(A)*cosize(B)) o B)` |
//! | `logical_product(A, N)` | `logical_product(A, make_layout(N))` |
//! | `logical_product(A, _)` | `A` |
//! | `logical_product(A, (B0, B1, ...))` | by mode; modes of `A` beyond the tiler are kept |
//! | `zipped_product`, `tiled_product`, `flat_product` | as the divides: `tile_unzip` and unpacking |
//! | `blocked_product(A, B)` | pad both to rank `R = max(rank A, rank B)` with `_1:_0`, then `zip(A, C)` of `(A, C) = logical_product(A, B)` |
//! | `raked_product(A, B)` | the same with `zip(C, A)` |

#[doc(hidden)]
pub mod blocked_raked;

use super::complement::{Complement, HasCosize};
use super::composition::ComposeTiler;
use super::error::{AlgebraError, Checks};
use super::layout_parts::LayoutParts;
use super::mode_list::{MakeLayout, MakeLayoutOut};
use super::tile_unzip::{
    tile_unzip, unpack_flat, unpack_tiled, FirstOf, FlatOf, Rank2, SecondOf, Splice, TiledOf,
    UnzippedOf, Zip2By,
};
use crate::hlist::{Concat, HCons, HNil};
use crate::int::{IntMul, IntProd};
use crate::int_tuple::IntTuple;
use crate::layout::{CongruentWith, Layout};
use blocked_raked::{BlockHalves, ZipWith};
use typenum::B1;

/// A logical product seen from the tiler `Self` (a layout, an integer, `_` or a tuple of
/// those) repeating a block of shape `S` and stride `D`.
#[diagnostic::on_unimplemented(
    message = "logical_product: `{Self}` is not a tiler for a block of shape `{S}`",
    note = "a tiler is a layout, an integer, `_` or a tuple of those with at most rank(A) modes"
)]
pub trait ProductTiler<S, D> {
    /// The product.
    type Output: LayoutParts;
    /// Computes `logical_product(a, self)`.
    fn product_tiler(self, a: Layout<S, D>, c: &mut Checks) -> Self::Output;
}

/// `size(A) * cosize(B)`.
pub type ProductCotarget<S, BS, BD> =
    IntProd<<S as IntTuple>::Size, <Layout<BS, BD> as HasCosize>::Output>;
/// `complement(A, size(A) * cosize(B))`.
pub type ProductRest<S, D, BS, BD> =
    <Layout<S, D> as Complement<ProductCotarget<S, BS, BD>>>::Output;
/// `complement(A, size(A) * cosize(B)) o B`.
pub type ProductTail<S, D, BS, BD> = <Layout<BS, BD> as ComposeTiler<
    <ProductRest<S, D, BS, BD> as LayoutParts>::S,
    <ProductRest<S, D, BS, BD> as LayoutParts>::D,
>>::Output;

/// A layout tiler: `(A, complement(A, size(A)*cosize(B)) o B)`.
impl<S, D, BS, BD> ProductTiler<S, D> for Layout<BS, BD>
where
    S: IntTuple,
    D: IntTuple,
    Layout<BS, BD>: HasCosize,
    S::Size: IntMul<<Layout<BS, BD> as HasCosize>::Output>,
    Layout<S, D>: Complement<ProductCotarget<S, BS, BD>>,
    <ProductRest<S, D, BS, BD> as LayoutParts>::S:
        CongruentWith<<ProductRest<S, D, BS, BD> as LayoutParts>::D>,
    Layout<BS, BD>: ComposeTiler<
        <ProductRest<S, D, BS, BD> as LayoutParts>::S,
        <ProductRest<S, D, BS, BD> as LayoutParts>::D,
    >,
    ProductTail<S, D, BS, BD>: LayoutParts,
    HCons<Layout<S, D>, HCons<ProductTail<S, D, BS, BD>, HNil>>: MakeLayout,
    MakeLayoutOut<HCons<Layout<S, D>, HCons<ProductTail<S, D, BS, BD>, HNil>>>: LayoutParts,
{
    type Output = MakeLayoutOut<HCons<Layout<S, D>, HCons<ProductTail<S, D, BS, BD>, HNil>>>;
    #[inline]
    fn product_tiler(self, a: Layout<S, D>, c: &mut Checks) -> Self::Output {
        let cotarget = a.size().int_mul(self.cosize_of());
        let rest = a.complement_flagged(cotarget, c, false);
        let (rs, rd) = rest.parts();
        let tail = self.compose_tiler(Layout::new(rs, rd), c);
        HCons(a, HCons(tail, HNil)).make_layout()
    }
}

super::tiler::by_mode_tiler!($
    tiler: ProductTiler::product_tiler,
    by_mode: ProductByMode::product_by_mode,
    rank: ProductTilerRank,
    op: "logical_product",
    message: "logical_product: Too many modes in tiler (CuTe: tuple_size<Tiler> <= rank(Layout))",
    note: "a tuple tiler applies mode by mode; it may not have more modes than the block",
);

fn finish<R>(r: R, c: Checks) -> Result<R, AlgebraError> {
    match c.hard {
        Some(e) => Err(e),
        None => Ok(r),
    }
}

macro_rules! product_op {
    (
        $(#[$doc:meta])*
        $Trait:ident, $Alias:ident, $f:ident, $try_f:ident, $name:literal, [$($tb:tt)*],
        out: $Out:ty, bounds: [$($b:tt)*], body: |$l:ident, $t:ident, $c:ident| $body:expr
    ) => {
        $(#[$doc])*
        pub trait $Trait<B> {
            /// The product.
            type Output: LayoutParts;
            #[doc(hidden)]
            /// Multiplies, recording dynamic precondition failures in `c`.
            fn product_checked(self, b: B, c: &mut Checks) -> Self::Output;
        }
        #[doc = concat!("The result of [`", stringify!($Trait), "`]. This is an alias; see [`Layout`] for methods.")]
        pub type $Alias<A, B> = <A as $Trait<B>>::Output;

        impl<S, D, T: Copy $($tb)*> $Trait<T> for Layout<S, D>
        where
            $($b)*
        {
            type Output = $Out;
            #[inline]
            fn product_checked(self, t: T, c: &mut Checks) -> Self::Output {
                let ($l, $t, $c) = (self, t, c);
                $body
            }
        }

    };
}

product_op!(
    /// The product of a block and a tiler, CuTe's `logical_product(A, B)`: `(A, A* o B)` where
    /// `A*` is the complement of `A` in `size(A) * cosize(B)`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let p = logical_product(Layout::new((_2, _2), (_4, _1)), Layout::new(_6, _1));
    /// assert_eq!(p.to_string(), "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))");
    /// ```
    ///
    /// CuTe: `cute::logical_product`, 02_layout_algebra.md §Logical Product.
    LogicalProduct, LogicalProductOf, logical_product, try_logical_product, "logical_product",
    [+ ProductTiler<S, D>],
    out: T::Output, bounds: [], body: |l, t, c| t.product_tiler(l, c)
);

product_op!(
    /// CuTe's `zipped_product(A, B)`: `((block modes...), (product modes...))`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let p = zipped_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3)));
    /// assert_eq!(p.to_string(), "((_2,_2),(_3,_2)):((_1,_2),(_4,_12))");
    /// ```
    ZippedProduct, ZippedProductOf, zipped_product, try_zipped_product, "zipped_product",
    [+ ProductTiler<S, D>],
    out: UnzippedOf<T, T::Output>,
    bounds: [
        <T::Output as LayoutParts>::S: CongruentWith<<T::Output as LayoutParts>::D>,
        T: Zip2By<<T::Output as LayoutParts>::S, <T::Output as LayoutParts>::D>,
        HCons<<T as Zip2By<<T::Output as LayoutParts>::S, <T::Output as LayoutParts>::D>>::First,
            HCons<<T as Zip2By<<T::Output as LayoutParts>::S, <T::Output as LayoutParts>::D>>::Second, HNil>>: MakeLayout,
        UnzippedOf<T, T::Output>: LayoutParts,
    ],
    body: |l, t, c| tile_unzip(t, t.product_tiler(l, c))
);

product_op!(
    /// CuTe's `tiled_product(A, B)`: `((block modes...), product modes...)`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let p = tiled_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3)));
    /// assert_eq!(p.to_string(), "((_2,_2),_3,_2):((_1,_2),_4,_12)");
    /// ```
    TiledProduct, TiledProductOf, tiled_product, try_tiled_product, "tiled_product",
    [],
    out: TiledOf<ZippedProductOf<Layout<S, D>, T>>,
    bounds: [
        Layout<S, D>: ZippedProduct<T>,
        ZippedProductOf<Layout<S, D>, T>: Rank2,
        SecondOf<ZippedProductOf<Layout<S, D>, T>>: Splice,
        HCons<FirstOf<ZippedProductOf<Layout<S, D>, T>>, <SecondOf<ZippedProductOf<Layout<S, D>, T>> as Splice>::Output>: MakeLayout,
        TiledOf<ZippedProductOf<Layout<S, D>, T>>: LayoutParts,
    ],
    body: |l, t, c| unpack_tiled(<Layout<S, D> as ZippedProduct<T>>::product_checked(l, t, c))
);

product_op!(
    /// CuTe's `flat_product(A, B)`: `(block modes..., product modes...)`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let p = flat_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3)));
    /// assert_eq!(p.to_string(), "(_2,_2,_3,_2):(_1,_2,_4,_12)");
    /// ```
    FlatProduct, FlatProductOf, flat_product, try_flat_product, "flat_product",
    [],
    out: FlatOf<ZippedProductOf<Layout<S, D>, T>>,
    bounds: [
        Layout<S, D>: ZippedProduct<T>,
        ZippedProductOf<Layout<S, D>, T>: Rank2,
        FirstOf<ZippedProductOf<Layout<S, D>, T>>: Splice,
        SecondOf<ZippedProductOf<Layout<S, D>, T>>: Splice,
        <FirstOf<ZippedProductOf<Layout<S, D>, T>> as Splice>::Output: Concat<<SecondOf<ZippedProductOf<Layout<S, D>, T>> as Splice>::Output>,
        <<FirstOf<ZippedProductOf<Layout<S, D>, T>> as Splice>::Output as Concat<<SecondOf<ZippedProductOf<Layout<S, D>, T>> as Splice>::Output>>::Output: MakeLayout,
        FlatOf<ZippedProductOf<Layout<S, D>, T>>: LayoutParts,
    ],
    body: |l, t, c| unpack_flat(<Layout<S, D> as ZippedProduct<T>>::product_checked(l, t, c))
);

// ------------------------------------------------------------------------------------------
// blocked_product and raked_product

product_op!(
    /// CuTe's `blocked_product(A, B)`: each mode of `A` repeated by the matching mode of `B`,
    /// block-major; `rank(result) = max(rank(A), rank(B))`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let p = blocked_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _4), (_1, _3)));
    /// assert_eq!(p.to_string(), "((_2,_3),(_2,_4)):((_1,_4),(_2,_12))");
    /// ```
    BlockedProduct, BlockedProductOf, blocked_product, try_blocked_product, "blocked_product",
    [],
    out: <<Layout<S, D> as BlockHalves<T>>::A2 as ZipWith<<Layout<S, D> as BlockHalves<T>>::C>>::Output,
    bounds: [
        Layout<S, D>: BlockHalves<T>,
        <Layout<S, D> as BlockHalves<T>>::A2: ZipWith<<Layout<S, D> as BlockHalves<T>>::C>,
    ],
    body: |l, t, c| {
        let (a2, tail) = l.halves(t, c);
        a2.zip_with(tail)
    }
);

product_op!(
    /// CuTe's `raked_product(A, B)`: like [`blocked_product`], with the blocks interleaved
    /// (`zip(C, A)` instead of `zip(A, C)`).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let p = raked_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _4), (_1, _3)));
    /// assert_eq!(p.to_string(), "((_3,_2),(_4,_2)):((_4,_1),(_12,_2))");
    /// ```
    RakedProduct, RakedProductOf, raked_product, try_raked_product, "raked_product",
    [],
    out: <<Layout<S, D> as BlockHalves<T>>::C as ZipWith<<Layout<S, D> as BlockHalves<T>>::A2>>::Output,
    bounds: [
        Layout<S, D>: BlockHalves<T>,
        <Layout<S, D> as BlockHalves<T>>::C: ZipWith<<Layout<S, D> as BlockHalves<T>>::A2>,
    ],
    body: |l, t, c| {
        let (a2, tail) = l.halves(t, c);
        tail.zip_with(a2)
    }
);

// ------------------------------------------------------------------------------------------
// The free functions

/// CuTe's `logical_product(a, b)`; see [`LogicalProduct`].
///
/// # Panics
/// When a precondition fails on dynamic values, or the input is inadmissible although CuTe
/// accepts it (decided by the closed-form conditions of
/// [`admissibility`](crate::algebra::admissibility), at compile time for static inputs; see [`try_logical_product`]).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(logical_product(Layout::new((_2, _2), (_4, _1)), Layout::new(_6, _1)).to_string(), "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))");
/// ```
#[inline]
#[track_caller]
pub fn logical_product<A: LogicalProduct<T>, T>(a: A, t: T) -> LogicalProductOf<A, T> {
    match try_logical_product(a, t) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}

/// CuTe's `logical_product(a, b)`, returning an error when a precondition fails on dynamic values.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_logical_product(Layout::new((_2, _2), (_4, _1)), Layout::new(_6, _1)).unwrap().to_string(), "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))");
/// ```
#[inline]
pub fn try_logical_product<A: LogicalProduct<T>, T>(
    a: A,
    t: T,
) -> Result<LogicalProductOf<A, T>, AlgebraError> {
    let mut c = Checks::default();
    let r = a.product_checked(t, &mut c);
    finish(r, c)
}

/// CuTe's `zipped_product(a, b)`; see [`ZippedProduct`].
///
/// # Panics
/// When a precondition fails on dynamic values, or the input is inadmissible although CuTe
/// accepts it (decided by the closed-form conditions of
/// [`admissibility`](crate::algebra::admissibility), at compile time for static inputs; see [`try_zipped_product`]).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(zipped_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3))).to_string(), "((_2,_2),(_3,_2)):((_1,_2),(_4,_12))");
/// ```
#[inline]
#[track_caller]
pub fn zipped_product<A: ZippedProduct<T>, T>(a: A, t: T) -> ZippedProductOf<A, T> {
    match try_zipped_product(a, t) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}

/// CuTe's `zipped_product(a, b)`, returning an error when a precondition fails on dynamic values.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_zipped_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3))).unwrap().to_string(), "((_2,_2),(_3,_2)):((_1,_2),(_4,_12))");
/// ```
#[inline]
pub fn try_zipped_product<A: ZippedProduct<T>, T>(
    a: A,
    t: T,
) -> Result<ZippedProductOf<A, T>, AlgebraError> {
    let mut c = Checks::default();
    let r = a.product_checked(t, &mut c);
    finish(r, c)
}

/// CuTe's `tiled_product(a, b)`; see [`TiledProduct`].
///
/// # Panics
/// When a precondition fails on dynamic values, or the input is inadmissible although CuTe
/// accepts it (decided by the closed-form conditions of
/// [`admissibility`](crate::algebra::admissibility), at compile time for static inputs; see [`try_tiled_product`]).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(tiled_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3))).to_string(), "((_2,_2),_3,_2):((_1,_2),_4,_12)");
/// ```
#[inline]
#[track_caller]
pub fn tiled_product<A: TiledProduct<T>, T>(a: A, t: T) -> TiledProductOf<A, T> {
    match try_tiled_product(a, t) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}

/// CuTe's `tiled_product(a, b)`, returning an error when a precondition fails on dynamic values.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_tiled_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3))).unwrap().to_string(), "((_2,_2),_3,_2):((_1,_2),_4,_12)");
/// ```
#[inline]
pub fn try_tiled_product<A: TiledProduct<T>, T>(
    a: A,
    t: T,
) -> Result<TiledProductOf<A, T>, AlgebraError> {
    let mut c = Checks::default();
    let r = a.product_checked(t, &mut c);
    finish(r, c)
}

/// CuTe's `flat_product(a, b)`; see [`FlatProduct`].
///
/// # Panics
/// When a precondition fails on dynamic values, or the input is inadmissible although CuTe
/// accepts it (decided by the closed-form conditions of
/// [`admissibility`](crate::algebra::admissibility), at compile time for static inputs; see [`try_flat_product`]).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(flat_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3))).to_string(), "(_2,_2,_3,_2):(_1,_2,_4,_12)");
/// ```
#[inline]
#[track_caller]
pub fn flat_product<A: FlatProduct<T>, T>(a: A, t: T) -> FlatProductOf<A, T> {
    match try_flat_product(a, t) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}

/// CuTe's `flat_product(a, b)`, returning an error when a precondition fails on dynamic values.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_flat_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3))).unwrap().to_string(), "(_2,_2,_3,_2):(_1,_2,_4,_12)");
/// ```
#[inline]
pub fn try_flat_product<A: FlatProduct<T>, T>(
    a: A,
    t: T,
) -> Result<FlatProductOf<A, T>, AlgebraError> {
    let mut c = Checks::default();
    let r = a.product_checked(t, &mut c);
    finish(r, c)
}

/// CuTe's `blocked_product(a, b)`; see [`BlockedProduct`].
///
/// # Panics
/// When a precondition fails on dynamic values, or the input is inadmissible although CuTe
/// accepts it (decided by the closed-form conditions of
/// [`admissibility`](crate::algebra::admissibility), at compile time for static inputs; see [`try_blocked_product`]).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(blocked_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _4), (_1, _3))).to_string(), "((_2,_3),(_2,_4)):((_1,_4),(_2,_12))");
/// ```
#[inline]
#[track_caller]
pub fn blocked_product<A: BlockedProduct<T>, T>(a: A, t: T) -> BlockedProductOf<A, T> {
    match try_blocked_product(a, t) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}

/// CuTe's `blocked_product(a, b)`, returning an error when a precondition fails on dynamic values.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_blocked_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _4), (_1, _3))).unwrap().to_string(), "((_2,_3),(_2,_4)):((_1,_4),(_2,_12))");
/// ```
#[inline]
pub fn try_blocked_product<A: BlockedProduct<T>, T>(
    a: A,
    t: T,
) -> Result<BlockedProductOf<A, T>, AlgebraError> {
    let mut c = Checks::default();
    let r = a.product_checked(t, &mut c);
    finish(r, c)
}

/// CuTe's `raked_product(a, b)`; see [`RakedProduct`].
///
/// # Panics
/// When a precondition fails on dynamic values, or the input is inadmissible although CuTe
/// accepts it (decided by the closed-form conditions of
/// [`admissibility`](crate::algebra::admissibility), at compile time for static inputs; see [`try_raked_product`]).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(raked_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _4), (_1, _3))).to_string(), "((_3,_2),(_4,_2)):((_4,_1),(_12,_2))");
/// ```
#[inline]
#[track_caller]
pub fn raked_product<A: RakedProduct<T>, T>(a: A, t: T) -> RakedProductOf<A, T> {
    match try_raked_product(a, t) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}

/// CuTe's `raked_product(a, b)`, returning an error when a precondition fails on dynamic values.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_raked_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _4), (_1, _3))).unwrap().to_string(), "((_3,_2),(_4,_2)):((_4,_1),(_12,_2))");
/// ```
#[inline]
pub fn try_raked_product<A: RakedProduct<T>, T>(
    a: A,
    t: T,
) -> Result<RakedProductOf<A, T>, AlgebraError> {
    let mut c = Checks::default();
    let r = a.product_checked(t, &mut c);
    finish(r, c)
}

/// The tiler has at most rank(L) modes (`B1`); `Checked` is the tiler list, through which the
/// rest of the op goes.
#[diagnostic::on_unimplemented(
    message = "logical_product: Too many modes in tiler (CuTe: tuple_size<Tiler> <= rank(Layout))",
    note = "a tuple tiler applies mode by mode; it may not have more modes than the layout"
)]
pub trait ProductTilerRank<TL> {
    /// The tiler list.
    type Checked;
    /// The tiler list.
    fn gate(tl: TL) -> Self::Checked;
}
impl<TL> ProductTilerRank<TL> for B1 {
    type Checked = TL;
    #[inline(always)]
    fn gate(tl: TL) -> TL {
        tl
    }
}
