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
use super::tile_unzip::{FlatOf, TileUnzip, TiledOf, UnpackFlat, UnpackTiled};
use crate::hlist::{HCons, HNil};
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

super::tiler::tiler_op!(
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
    checked: product_checked, tiler_bound: [+ ProductTiler<S, D>],
    out: T::Output, bounds: [], body: |l, t, c| t.product_tiler(l, c),
    examples: [
        r#"assert_eq!(logical_product(Layout::new((_2, _2), (_4, _1)), Layout::new(_6, _1)).to_string(), "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))");"#,
        r#"assert_eq!(try_logical_product(Layout::new((_2, _2), (_4, _1)), Layout::new(_6, _1)).unwrap().to_string(), "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))");"#,
    ],
);

super::tiler::tiler_op!(
    /// CuTe's `zipped_product(A, B)`: `((block modes...), (product modes...))`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let p = zipped_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3)));
    /// assert_eq!(p.to_string(), "((_2,_2),(_3,_2)):((_1,_2),(_4,_12))");
    /// ```
    ZippedProduct, ZippedProductOf, zipped_product, try_zipped_product, "zipped_product",
    checked: product_checked, tiler_bound: [+ ProductTiler<S, D>],
    out: <T::Output as TileUnzip<T>>::Output,
    bounds: [T::Output: TileUnzip<T>],
    body: |l, t, c| t.product_tiler(l, c).tile_unzip(t),
    examples: [
        r#"assert_eq!(zipped_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3))).to_string(), "((_2,_2),(_3,_2)):((_1,_2),(_4,_12))");"#,
        r#"assert_eq!(try_zipped_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3))).unwrap().to_string(), "((_2,_2),(_3,_2)):((_1,_2),(_4,_12))");"#,
    ],
);

super::tiler::tiler_op!(
    /// CuTe's `tiled_product(A, B)`: `((block modes...), product modes...)`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let p = tiled_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3)));
    /// assert_eq!(p.to_string(), "((_2,_2),_3,_2):((_1,_2),_4,_12)");
    /// ```
    TiledProduct, TiledProductOf, tiled_product, try_tiled_product, "tiled_product",
    checked: product_checked, tiler_bound: [],
    out: TiledOf<ZippedProductOf<Layout<S, D>, T>>,
    bounds: [Layout<S, D>: ZippedProduct<T>, ZippedProductOf<Layout<S, D>, T>: UnpackTiled],
    body: |l, t, c| <Layout<S, D> as ZippedProduct<T>>::product_checked(l, t, c).unpack_tiled(),
    examples: [
        r#"assert_eq!(tiled_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3))).to_string(), "((_2,_2),_3,_2):((_1,_2),_4,_12)");"#,
        r#"assert_eq!(try_tiled_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3))).unwrap().to_string(), "((_2,_2),_3,_2):((_1,_2),_4,_12)");"#,
    ],
);

super::tiler::tiler_op!(
    /// CuTe's `flat_product(A, B)`: `(block modes..., product modes...)`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let p = flat_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3)));
    /// assert_eq!(p.to_string(), "(_2,_2,_3,_2):(_1,_2,_4,_12)");
    /// ```
    FlatProduct, FlatProductOf, flat_product, try_flat_product, "flat_product",
    checked: product_checked, tiler_bound: [],
    out: FlatOf<ZippedProductOf<Layout<S, D>, T>>,
    bounds: [Layout<S, D>: ZippedProduct<T>, ZippedProductOf<Layout<S, D>, T>: UnpackFlat],
    body: |l, t, c| <Layout<S, D> as ZippedProduct<T>>::product_checked(l, t, c).unpack_flat(),
    examples: [
        r#"assert_eq!(flat_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3))).to_string(), "(_2,_2,_3,_2):(_1,_2,_4,_12)");"#,
        r#"assert_eq!(try_flat_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _2), (_1, _3))).unwrap().to_string(), "(_2,_2,_3,_2):(_1,_2,_4,_12)");"#,
    ],
);

// ------------------------------------------------------------------------------------------
// blocked_product and raked_product

super::tiler::tiler_op!(
    /// CuTe's `blocked_product(A, B)`: each mode of `A` repeated by the matching mode of `B`,
    /// block-major; `rank(result) = max(rank(A), rank(B))`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let p = blocked_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _4), (_1, _3)));
    /// assert_eq!(p.to_string(), "((_2,_3),(_2,_4)):((_1,_4),(_2,_12))");
    /// ```
    BlockedProduct, BlockedProductOf, blocked_product, try_blocked_product, "blocked_product",
    checked: product_checked, tiler_bound: [],
    out: <<Layout<S, D> as BlockHalves<T>>::A2 as ZipWith<<Layout<S, D> as BlockHalves<T>>::C>>::Output,
    bounds: [
        Layout<S, D>: BlockHalves<T>,
        <Layout<S, D> as BlockHalves<T>>::A2: ZipWith<<Layout<S, D> as BlockHalves<T>>::C>,
    ],
    body: |l, t, c| {
        let (a2, tail) = l.halves(t, c);
        a2.zip_with(tail)
    },
    examples: [
        r#"assert_eq!(blocked_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _4), (_1, _3))).to_string(), "((_2,_3),(_2,_4)):((_1,_4),(_2,_12))");"#,
        r#"assert_eq!(try_blocked_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _4), (_1, _3))).unwrap().to_string(), "((_2,_3),(_2,_4)):((_1,_4),(_2,_12))");"#,
    ],
);

super::tiler::tiler_op!(
    /// CuTe's `raked_product(A, B)`: like [`blocked_product`], with the blocks interleaved
    /// (`zip(C, A)` instead of `zip(A, C)`).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let p = raked_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _4), (_1, _3)));
    /// assert_eq!(p.to_string(), "((_3,_2),(_4,_2)):((_4,_1),(_12,_2))");
    /// ```
    RakedProduct, RakedProductOf, raked_product, try_raked_product, "raked_product",
    checked: product_checked, tiler_bound: [],
    out: <<Layout<S, D> as BlockHalves<T>>::C as ZipWith<<Layout<S, D> as BlockHalves<T>>::A2>>::Output,
    bounds: [
        Layout<S, D>: BlockHalves<T>,
        <Layout<S, D> as BlockHalves<T>>::C: ZipWith<<Layout<S, D> as BlockHalves<T>>::A2>,
    ],
    body: |l, t, c| {
        let (a2, tail) = l.halves(t, c);
        tail.zip_with(a2)
    },
    examples: [
        r#"assert_eq!(raked_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _4), (_1, _3))).to_string(), "((_3,_2),(_4,_2)):((_4,_1),(_12,_2))");"#,
        r#"assert_eq!(try_raked_product(Layout::new((_2, _2), (_1, _2)), Layout::new((_3, _4), (_1, _3))).unwrap().to_string(), "((_3,_2),(_4,_2)):((_4,_1),(_12,_2))");"#,
    ],
);

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
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn gate(tl: TL) -> TL {
        tl
    }
}
