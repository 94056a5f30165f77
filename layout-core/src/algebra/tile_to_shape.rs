//! `tile_to_shape(block, target[, order])`: a block layout repeated until it covers a target
//! shape (CuTe's `tile_to_shape`, `layout.hpp`; for a composed layout, `layout_composed.hpp`).
//!
//! | step | CuTe |
//! |------|------|
//! | pad the block to the target's rank `R` with `_1:_0` modes | `append<R>(block)` |
//! | the size of each mode, of the block and of the target | `product_each(shape(..))` |
//! | how often the block repeats in each mode | `ceil_div(target, block)`, which must divide evenly |
//! | the repetitions laid out in `order` (default column-major) | `make_ordered_layout(reps, order)` |
//! | the result | `blocked_product(padded, repetitions)` |
//!
//! A composed layout `A o O o B` tiles its inner layout: `composition(A, O, tile_to_shape(B, ...))`.
//!
//! ```
//! use layout_core::{layout, prelude::*};
//! let t = tile_to_shape(layout!((_8,_8):(_8,_1)), (_32, _32, _2));
//! assert_eq!(t.to_string(), "((_8,_4),(_8,_4),(_1,_2)):((_8,_64),(_1,_256),(_0,_1024))");
//! let r = tile_to_shape_with(layout!((_8,_8):(_8,_1)), (_32, _32, _2), LayoutRight);
//! assert_eq!(r.to_string(), "((_8,_4),(_8,_4),(_1,_2)):((_8,_512),(_1,_128),(_0,_64))");
//! let k = tile_to_shape(GmmaLayoutKSw64Atom::<_16>::default(), (_128, _64, _3));
//! assert_eq!(k.to_string(), "Sw<2,4,3> o smem_ptr[16b](unset) o ((_8,_16),(_32,_2),(_1,_3)):((_32,_256),(_1,_4096),(_0,_8192))");
//! assert_eq!(core::mem::size_of_val(&k), 0);
//! ```

use super::error::{AlgebraError, Checks};
use super::layout_parts::LayoutParts;
use super::mode_list::TopModes;
use super::product::blocked_raked::PadLayout;
use super::product::BlockedProduct;
use super::tv::{ProductEach, ProductEachOf};
use crate::composed::{compose_with, ComposeWith, ComposedLayout, ComposedWith};
use crate::hlist::{HCons, HNil, ToTuple, Tuple, TupleOf};
use crate::int::{
    Int, IntCeilDiv, IntCeilQuot, IntMod, IntRem, IsStatic, IsStaticOut, IsZero, IsZeroOut, _1,
};
use crate::int_tuple::IntTuple;
use crate::layout::{CongruentWith, Layout};
use crate::stride::{Compact, CompactOrder, LayoutLeft, LayoutRight};
use core::ops::BitAnd;
use typenum::{And, B0, B1};

const OP: &str = "tile_to_shape";

/// A block repeated to cover a target shape, CuTe's `tile_to_shape(block, target, order)`.
///
/// # Post-conditions
/// `compatible(target, shape(result))`: mode `i` of the result has `product_each(target)[i]`
/// coordinates, the block's mode `i` inside.
///
/// # Static vs dynamic
/// The result's structure depends only on static facts. The repetition counts are static where
/// both the target's and the block's mode sizes are.
///
/// # Errors
/// A block of higher rank than the target does not compile (`tile_to_shape: Rank of layout must
/// be <= rank of target shape`), nor does a static target mode that the static block mode does
/// not divide (`tile_to_shape: block shape does not divide the target shape`). Where a mode size
/// is dynamic, the division is checked at run time ([`try_tile_to_shape`] returns the error): CuTe
/// rounds the repetitions up there, and its result then does not have the target shape.
///
/// ```
/// use layout_core::{layout, prelude::*};
/// assert_eq!(tile_to_shape(layout!((_2,_4):(_1,_2)), (4, _16)).to_string(),
///            "((_2,2),(_4,_4)):((_1,_8),(_2,16))");
/// assert!(try_tile_to_shape(layout!((_2,_4):(_1,_2)), (5, _16)).is_err());
/// ```
///
/// A target that the block does not divide does not compile:
/// ```compile_fail
/// use layout_core::{layout, prelude::*};
/// let _ = tile_to_shape(layout!((_8,_8):(_8,_1)), (_60, _64));
/// ```
///
/// CuTe: `cute::tile_to_shape`.
#[diagnostic::on_unimplemented(
    message = "tile_to_shape: cannot tile `{Self}` to the shape `{T}` in the order `{Ord}`",
    note = "the block is a layout or a composed layout, the target an IntTuple of at least its rank, the order `LayoutLeft`, `LayoutRight` or a tuple of one integer per target mode"
)]
pub trait TileToShape<T, Ord> {
    /// The tiled layout.
    type Output;
    #[doc(hidden)]
    /// Tiles, recording dynamic precondition failures in `c`.
    fn tile_to_shape_checked(self, target: T, order: Ord, c: &mut Checks) -> Self::Output;
}
/// The result of [`TileToShape`]: `tile_to_shape(L, T, Ord)`, with `Ord` column-major by default.
/// This is an alias; see [`Layout`] for methods.
pub type TiledToShape<L, T, Ord = LayoutLeft> = <L as TileToShape<T, Ord>>::Output;

/// CuTe's `tile_to_shape(block, target)`: the repetitions in column-major order; see
/// [`TileToShape`].
///
/// # Panics
/// When a dynamic mode size of the target is not a multiple of the block's (see
/// [`try_tile_to_shape`]).
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let t = tile_to_shape(layout!(Sw<2,4,4> o _0 o _10:_1), (_20, _4));
/// assert_eq!(t.to_string(), "Sw<2,4,4> o _0 o ((_10,_2),(_1,_4)):((_1,_10),(_0,_20))");
/// ```
#[inline]
#[track_caller]
pub fn tile_to_shape<L: TileToShape<T, LayoutLeft>, T>(block: L, target: T) -> TiledToShape<L, T> {
    match try_tile_to_shape(block, target) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}

/// CuTe's `tile_to_shape(block, target, order)`: the repetitions in the order `order`
/// ([`LayoutLeft`], [`LayoutRight`] or a tuple of one integer per target mode, CuTe's `Step`);
/// see [`TileToShape`].
///
/// # Panics
/// As [`tile_to_shape`].
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let t = tile_to_shape_with(layout!((_4,_2):(_1,_4)), (_12, _2, _2), (_2, _3, _1));
/// assert_eq!(t.to_string(), "((_4,_3),(_2,_1),(_1,_2)):((_1,_16),(_4,_0),(_0,_8))");
/// ```
#[inline]
#[track_caller]
pub fn tile_to_shape_with<L: TileToShape<T, Ord>, T, Ord>(
    block: L,
    target: T,
    order: Ord,
) -> TiledToShape<L, T, Ord> {
    match try_tile_to_shape_with(block, target, order) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}

/// CuTe's `tile_to_shape(block, target)`, returning an error when a dynamic mode size of the
/// target is not a multiple of the block's.
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let e = try_tile_to_shape(layout!((_8):(_1)), (20,)).unwrap_err();
/// assert_eq!(e.to_string(), "tile_to_shape: block mode of size 8 does not divide the target mode of size 20");
/// ```
#[inline]
pub fn try_tile_to_shape<L: TileToShape<T, LayoutLeft>, T>(
    block: L,
    target: T,
) -> Result<TiledToShape<L, T>, AlgebraError> {
    Checks::run(|c| block.tile_to_shape_checked(target, LayoutLeft, c))
}

/// CuTe's `tile_to_shape(block, target, order)`, returning an error when a dynamic mode size of
/// the target is not a multiple of the block's.
///
/// ```
/// use layout_core::{layout, prelude::*};
/// assert!(try_tile_to_shape_with(layout!((_8):(_1)), (24,), LayoutRight).is_ok());
/// ```
#[inline]
pub fn try_tile_to_shape_with<L: TileToShape<T, Ord>, T, Ord>(
    block: L,
    target: T,
    order: Ord,
) -> Result<TiledToShape<L, T, Ord>, AlgebraError> {
    Checks::run(|c| block.tile_to_shape_checked(target, order, c))
}

/// The block `S:D` padded to the rank of the target `T` (CuTe's `append<R>(block)`).
type Padded<S, D, T> = <Layout<S, D> as PadLayout<<T as TopModes<T>>::List>>::Output;
/// `product_each(shape(padded))`.
type BlockSizes<S, D, T> = ProductEachOf<<Padded<S, D, T> as LayoutParts>::S>;
/// `ceil_div(product_each(target), product_each(shape(padded)))`.
type Reps<S, D, T> = <ProductEachOf<T> as TileReps<BlockSizes<S, D, T>>>::Output;
/// The strides of `make_ordered_layout(reps, order)`.
type RepStride<S, D, T, Ord> = <Ord as TileOrder<Reps<S, D, T>>>::Stride;

/// `blocked_product(append<R>(block), make_ordered_layout(reps, order))`.
///
/// The product is selected through `TileBlocked`, keyed on the repetitions' strides: while
/// the order is still an inference variable at a call (`tile_to_shape_with(block, target,
/// order)` type-checks `target` before `order`), the strides are unknown and the product is
/// left for later instead of being explored with an unknown stride, which cost the type checker
/// about 10 s of CPU per call (120 s for a rank-3 target).
impl<S, D, T, Ord> TileToShape<T, Ord> for Layout<S, D>
where
    S: IntTuple + TopModes<D>,
    D: IntTuple,
    T: IntTuple + TopModes<T> + ProductEach,
    Layout<S, D>: PadLayout<<T as TopModes<T>>::List>,
    <Padded<S, D, T> as LayoutParts>::S: ProductEach,
    ProductEachOf<T>: TileReps<BlockSizes<S, D, T>>,
    Ord: TileOrder<Reps<S, D, T>>,
    RepStride<S, D, T, Ord>: TileBlocked<Padded<S, D, T>, Reps<S, D, T>>,
{
    type Output = <RepStride<S, D, T, Ord> as TileBlocked<Padded<S, D, T>, Reps<S, D, T>>>::Output;
    #[inline]
    fn tile_to_shape_checked(self, target: T, _order: Ord, c: &mut Checks) -> Self::Output {
        let padded = self.pad_layout();
        let block_sizes = padded.parts().0.product_each();
        let reps = target.product_each().tile_reps(block_sizes, c);
        Ord::stride_for(reps).tile_blocked(padded, reps, c)
    }
}

#[doc(hidden)]
/// `blocked_product(padded, Reps:Self)`: the product of the padded block `P` and the
/// repetitions `R` laid out with the strides `Self`. Keyed on the strides (see the
/// [`TileToShape`] impl of [`Layout`]).
pub trait TileBlocked<P, R>: Sized {
    /// The product.
    type Output;
    /// Computes it, recording dynamic precondition failures in `c`.
    fn tile_blocked(self, padded: P, reps: R, c: &mut Checks) -> Self::Output;
}
impl<X, P, R> TileBlocked<P, R> for X
where
    X: IntTuple,
    R: IntTuple + CongruentWith<X>,
    P: BlockedProduct<Layout<R, X>>,
{
    type Output = <P as BlockedProduct<Layout<R, X>>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn tile_blocked(self, padded: P, reps: R, c: &mut Checks) -> Self::Output {
        padded.product_checked(Layout::new(reps, self), c)
    }
}

/// `tile_to_shape(A o O o B, ...) = composition(A, O, tile_to_shape(B, ...))`.
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let c = layout!(Sw<1,2,1> o _0 o (_4,_32):(_32,_1));
/// assert_eq!(tile_to_shape(c, (_16, _32, _3)).to_string(),
///            "Sw<1,2,1> o _0 o ((_4,_4),(_32,_1),(_1,_3)):((_32,_128),(_1,_0),(_0,_512))");
/// ```
impl<A: Copy, O: Copy, S: Copy, D: Copy, T, Ord> TileToShape<T, Ord>
    for ComposedLayout<A, O, Layout<S, D>>
where
    Layout<S, D>: TileToShape<T, Ord>,
    A: ComposeWith<O, TiledToShape<Layout<S, D>, T, Ord>>,
{
    type Output = ComposedWith<A, O, TiledToShape<Layout<S, D>, T, Ord>>;
    #[inline]
    fn tile_to_shape_checked(self, target: T, order: Ord, c: &mut Checks) -> Self::Output {
        let (a, o) = (self.layout_a(), self.offset());
        compose_with(
            a,
            o,
            self.layout_b().tile_to_shape_checked(target, order, c),
        )
    }
}

// ---------------------------------------------------------------------------------------------
// the checks

/// `rank(block) <= rank(target)` (`B1`), CuTe's `static_assert`.
#[diagnostic::on_unimplemented(
    message = "tile_to_shape: Rank of layout must be <= rank of target shape",
    note = "the block is padded with `_1:_0` modes up to the target's rank; it cannot have more modes than the target"
)]
pub trait TileToShapeRank {}
impl TileToShapeRank for B1 {}

#[doc(hidden)]
/// `B0` for every block mode size `B`: the rank check of a block mode that the target has no
/// mode for.
pub trait NoTargetMode {
    /// `B0`.
    type Out;
}
impl<B> NoTargetMode for B {
    type Out = B0;
}

/// A static target mode size divisible by the static block mode size (`B1`), CuTe's
/// `evenly_divides` `static_assert`.
#[diagnostic::on_unimplemented(
    message = "tile_to_shape: block shape does not divide the target shape",
    note = "each mode size of the target (product_each(target)) must be a multiple of the block's mode size"
)]
pub trait TileBlockDivides {}
impl TileBlockDivides for B1 {}

#[doc(hidden)]
/// The repetition count of one mode: `ceil_div(t, b)` with `b | t` checked, statically (a
/// compile error) when both sizes are static, at run time otherwise.
pub trait TileRep<B: Int>: Int {
    /// `t / b`.
    type Output: Int;
    /// Divides, recording a failed check in `c`.
    fn tile_rep(self, b: B, c: &mut Checks) -> Self::Output;
}
impl<T, B> TileRep<B> for T
where
    T: Int + IsStatic + IntCeilDiv<B>,
    B: Int + IsStatic,
    IsStaticOut<T>: BitAnd<IsStaticOut<B>>,
    And<IsStaticOut<T>, IsStaticOut<B>>: RepDivides<T, B>,
{
    type Output = IntCeilQuot<T, B>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn tile_rep(self, b: B, c: &mut Checks) -> Self::Output {
        <And<IsStaticOut<T>, IsStaticOut<B>> as RepDivides<T, B>>::check(self, b, c);
        if B::STATIC.is_none() && b.value() == 0 {
            // reported above; compute on without dividing by zero
            return self.int_ceil_div(B::from_value(1));
        }
        self.int_ceil_div(b)
    }
}

#[doc(hidden)]
/// The divisibility check of one mode, keyed on whether both sizes are static.
pub trait RepDivides<T, B> {
    /// Checks `b | t`.
    fn check(t: T, b: B, c: &mut Checks);
}
/// Both static: checked by the type checker.
impl<T: IntRem<B>, B: Int> RepDivides<T, B> for B1
where
    IntMod<T, B>: IsZero,
    IsZeroOut<IntMod<T, B>>: TileBlockDivides,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn check(_: T, _: B, _: &mut Checks) {}
}
/// A dynamic size: checked at run time.
impl<T: Int, B: Int> RepDivides<T, B> for B0 {
    #[inline]
    fn check(t: T, b: B, c: &mut Checks) {
        let (t, b) = (t.value(), b.value());
        if b == 0 || t % b != 0 {
            c.fail(AlgebraError::new(
                OP,
                "block mode of size {0} does not divide the target mode of size {1}",
                [i64::from(b), i64::from(t), 0, 0],
            ));
        }
    }
}

#[doc(hidden)]
/// The repetition counts of every mode, `Self` the target's mode sizes and `B` the block's.
pub trait TileReps<B> {
    /// The tuple of counts.
    type Output: IntTuple;
    /// Computes them.
    fn tile_reps(self, b: B, c: &mut Checks) -> Self::Output;
}
#[doc(hidden)]
/// [`TileReps`] over lists.
pub trait TileRepsList<B> {
    /// The list of counts.
    type Output;
    /// Computes them.
    fn tile_reps_list(self, b: B, c: &mut Checks) -> Self::Output;
}
#[diagnostic::do_not_recommend]
impl TileRepsList<HNil> for HNil {
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn tile_reps_list(self, _: HNil, _: &mut Checks) -> HNil {
        HNil
    }
}
/// The block has a mode beyond the target's last (`rank(block) > rank(target)`): CuTe's rank
/// `static_assert`, [`TileToShapeRank`].
impl<B, BT> TileRepsList<HCons<B, BT>> for HNil
where
    <B as NoTargetMode>::Out: TileToShapeRank,
{
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn tile_reps_list(self, _: HCons<B, BT>, _: &mut Checks) -> HNil {
        HNil
    }
}
impl<T: TileRep<B>, TT: TileRepsList<BT>, B: Int, BT> TileRepsList<HCons<B, BT>> for HCons<T, TT> {
    type Output = HCons<T::Output, TT::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn tile_reps_list(self, b: HCons<B, BT>, c: &mut Checks) -> Self::Output {
        let h = self.0.tile_rep(b.0, c);
        HCons(h, self.1.tile_reps_list(b.1, c))
    }
}
impl<T: Tuple, B: Tuple> TileReps<B> for T
where
    T::HList: TileRepsList<B::HList>,
    <T::HList as TileRepsList<B::HList>>::Output: ToTuple,
    TupleOf<<T::HList as TileRepsList<B::HList>>::Output>: IntTuple,
{
    type Output = TupleOf<<T::HList as TileRepsList<B::HList>>::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn tile_reps(self, b: B, c: &mut Checks) -> Self::Output {
        self.into_hlist()
            .tile_reps_list(b.into_hlist(), c)
            .into_tuple()
    }
}

// ---------------------------------------------------------------------------------------------
// the order of the repetitions

#[doc(hidden)]
/// The strides of `make_ordered_layout(reps, order)` for an order `Self`: [`LayoutLeft`]
/// (CuTe's default `GenColMajor`), [`LayoutRight`], or a tuple (CuTe's `Step`).
#[diagnostic::on_unimplemented(
    message = "tile_to_shape: `{Self}` is not an order for the repetitions `{R}`",
    note = "the order is `LayoutLeft`, `LayoutRight` or a tuple of one integer per target mode"
)]
pub trait TileOrder<R> {
    /// The strides.
    type Stride: IntTuple;
    /// Computes them.
    fn stride_for(reps: R) -> Self::Stride;
}
impl<R: Compact<LayoutLeft, _1>> TileOrder<R> for LayoutLeft {
    type Stride = R::Stride;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn stride_for(reps: R) -> R::Stride {
        reps.compact(_1::default()).0
    }
}
impl<R: Compact<LayoutRight, _1>> TileOrder<R> for LayoutRight {
    type Stride = R::Stride;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn stride_for(reps: R) -> R::Stride {
        reps.compact(_1::default()).0
    }
}
/// A tuple order: CuTe's `compact_order(reps, order)`.
impl<R: CompactOrder<O>, O: Tuple> TileOrder<R> for O {
    type Stride = R::Stride;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn stride_for(reps: R) -> R::Stride {
        reps.compact_order_by()
    }
}
