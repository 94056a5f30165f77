//! CuTe's `ComposedLayout<A, O, B>` in the typed layer (`include/cute/layout_composed.hpp`):
//! the function `c -> A(O + B(c))`, printed `A o O o B`, zero-sized when all three parts are.
//!
//! `A` is a [`Swizzle`], `O` an integer (static `_0`, `_8`, or dynamic `i32`) or a
//! [`SmemPtrFlag`], `B` a [`Layout`] that gives the domain. The algebra applies to `B`
//! (CuTe's `composition(a.layout_a(), a.offset(), op(a.layout_b(), ...))`); its results are
//! types, so on static inputs everything folds at compile time.
//!
//! ```
//! use layout_core::prelude::*;
//! let atom = Sm80SwizzleAtom::default();
//! assert_eq!(atom.to_string(), "Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64))");
//! assert_eq!(core::mem::size_of_val(&atom), 0);
//! assert_eq!(atom.call((_0, _8)), 72); // L = 64, then bits 3..5 ^= bits 6..8
//! let k128 = GmmaLayoutKSw128Atom::<_16>::default();
//! assert_eq!(k128.to_string(), "Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)");
//! ```
//!
//! `layout!` and `Layout!` take the printed form:
//!
//! ```
//! use layout_core::{layout, prelude::*, Layout};
//! let c = layout!(Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64)));
//! static_assertions::assert_type_eq_all!(Layout![Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64))], Sm80SwizzleAtom);
//! assert_eq!(c.to_string(), "Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64))");
//! let k = layout!(Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1));
//! assert_eq!(k.to_string(), GmmaLayoutKSw128Atom::<_16>::default().to_string());
//! let d = layout!(Sw<1,2,-2> o 40 o (_8,_8):(_8,_1));
//! assert_eq!(d.to_string(), "Sw<1,2,-2> o 40 o (_8,_8):(_8,_1)");
//! ```
//! ```compile_fail
//! let bad = layout_core::layout!(Sw<3,3,2> o _0 o (_8,_8):(_8,_1)); // |S| < B
//! ```

use crate::algebra::{
    blocked_product, coalesce, flat_divide, flatten_layout, logical_divide, logical_product,
    raked_product, tiled_divide, zipped_divide, BlockedProduct, BlockedProductOf, Coalesce,
    Coalesced, Compose, Composed, FlatDivide, FlatDivided, FlattenLayout, FlattenedLayout,
    LogicalDivide, LogicalDivided, LogicalProduct, LogicalProductOf, RakedProduct, RakedProductOf,
    TiledDivide, TiledDivided, ZippedDivide, ZippedDivided,
};
use crate::int::{Int, IntAdd, IntDiff, IntSub, StaticInt, _0, _1, _1024, _3, _4, _8};
use crate::int_tuple::IntTuple;
use crate::layout::{CosizeOf, Layout};
use crate::print::display;
use crate::stride::{Crd2Idx, Crd2IdxOf};
use crate::swizzle::{Swizzle, SwizzleParams};
use core::fmt;
use core::marker::PhantomData;
use typenum::Quot;

/// CuTe's `smem_ptr_flag_bits<N>`: a static zero offset recording that the layout waits for a
/// shared-memory pointer to `N`-bit elements; prints `smem_ptr[Nb](unset)`.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(SmemPtrFlag::<_16>::default().to_string(), "smem_ptr[16b](unset)");
/// ```
pub struct SmemPtrFlag<N>(PhantomData<N>);

impl<N> Clone for SmemPtrFlag<N> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<N> Copy for SmemPtrFlag<N> {}
impl<N> Default for SmemPtrFlag<N> {
    fn default() -> Self {
        SmemPtrFlag(PhantomData)
    }
}
impl<N: StaticInt> fmt::Display for SmemPtrFlag<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "smem_ptr[{}b](unset)", N::VALUE)
    }
}

/// What can stand as the offset `O` of a composed layout: an integer or a [`SmemPtrFlag`].
pub trait ComposedOffset: Copy {
    /// The offset's value (a shared-memory flag is 0).
    fn offset_value(self) -> i32;
    /// Prints the offset as CuTe does.
    fn fmt_offset(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}
impl<I: Int + IntTuple> ComposedOffset for I {
    fn offset_value(self) -> i32 {
        self.value()
    }
    fn fmt_offset(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&display(*self), f)
    }
}
impl<N: StaticInt> ComposedOffset for SmemPtrFlag<N> {
    fn offset_value(self) -> i32 {
        0
    }
    fn fmt_offset(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A function on offsets that can be the outer part `A` of a composed layout.
pub trait OffsetFn: Copy + fmt::Display {
    /// The function's value at an offset.
    fn apply_to(self, x: i32) -> i32;
}
impl<B: StaticInt, M: StaticInt, S: StaticInt> OffsetFn for Swizzle<B, M, S>
where
    (B, M, S): SwizzleParams,
{
    #[inline(always)]
    fn apply_to(self, x: i32) -> i32 {
        self.apply(x)
    }
}

/// CuTe's `ComposedLayout<A, O, B>`: `c -> A(O + B(c))`.
#[derive(Clone, Copy, Default)]
pub struct ComposedLayout<A, O, L> {
    a: A,
    offset: O,
    layout: L,
}

impl<A, O, L> ComposedLayout<A, O, L> {
    /// CuTe's `make_composed_layout(a, o, b)` (no simplification).
    #[inline(always)]
    pub const fn new(a: A, offset: O, layout: L) -> Self {
        ComposedLayout { a, offset, layout }
    }
    /// `A`, CuTe's `layout_a()`.
    #[inline(always)]
    pub fn layout_a(&self) -> A
    where
        A: Copy,
    {
        self.a
    }
    /// `O`, CuTe's `offset()`.
    #[inline(always)]
    pub fn offset(&self) -> O
    where
        O: Copy,
    {
        self.offset
    }
    /// `B`, CuTe's `layout_b()`.
    #[inline(always)]
    pub fn layout_b(&self) -> L
    where
        L: Copy,
    {
        self.layout
    }
}

impl<A: OffsetFn, O: ComposedOffset, S: IntTuple, D: IntTuple> ComposedLayout<A, O, Layout<S, D>> {
    /// CuTe's `(A o O o B)(c) = A(O + B(c))` for a coordinate of `B`.
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = compose_swizzle(Swizzle::<_1, _0, _1>::new(), layout!((_16, _4):(_1, _16)));
    /// assert_eq!(c.call(_51), 50);
    /// ```
    #[inline(always)]
    pub fn call<C: Crd2Idx<S, D>>(&self, coord: C) -> i32 {
        let inner = self.layout.call(coord).value();
        self.a.apply_to(self.offset.offset_value() + inner)
    }
    /// CuTe's `size`: the size of `B`.
    #[inline(always)]
    pub fn size(&self) -> S::Size {
        self.layout.size()
    }
    /// CuTe's `shape`: the shape of `B`.
    #[inline(always)]
    pub fn shape(&self) -> S {
        self.layout.shape()
    }
    /// CuTe's `cosize` of a swizzled layout: the cosize of `B`.
    #[inline(always)]
    pub fn cosize(&self) -> CosizeOf<S, D>
    where
        S::Size: IntSub<_1>,
        IntDiff<S::Size, _1>: Crd2Idx<S, D>,
        Crd2IdxOf<IntDiff<S::Size, _1>, S, D>: IntAdd<_1>,
    {
        self.layout.cosize()
    }
    /// CuTe's `logical_divide` of a composed layout: `A o O o logical_divide(B, t)`.
    #[inline]
    pub fn logical_divide<T>(self, t: T) -> ComposedLayout<A, O, LogicalDivided<Layout<S, D>, T>>
    where
        Layout<S, D>: LogicalDivide<T>,
    {
        ComposedLayout::new(self.a, self.offset, logical_divide(self.layout, t))
    }
    /// CuTe's `zipped_divide` of a composed layout: `A o O o zipped_divide(B, t)`.
    #[inline]
    pub fn zipped_divide<T>(self, t: T) -> ComposedLayout<A, O, ZippedDivided<Layout<S, D>, T>>
    where
        Layout<S, D>: ZippedDivide<T>,
    {
        ComposedLayout::new(self.a, self.offset, zipped_divide(self.layout, t))
    }
    /// CuTe's `tiled_divide` of a composed layout: `A o O o tiled_divide(B, t)`.
    #[inline]
    pub fn tiled_divide<T>(self, t: T) -> ComposedLayout<A, O, TiledDivided<Layout<S, D>, T>>
    where
        Layout<S, D>: TiledDivide<T>,
    {
        ComposedLayout::new(self.a, self.offset, tiled_divide(self.layout, t))
    }
    /// CuTe's `flat_divide` of a composed layout: `A o O o flat_divide(B, t)`.
    #[inline]
    pub fn flat_divide<T>(self, t: T) -> ComposedLayout<A, O, FlatDivided<Layout<S, D>, T>>
    where
        Layout<S, D>: FlatDivide<T>,
    {
        ComposedLayout::new(self.a, self.offset, flat_divide(self.layout, t))
    }
    /// CuTe's `logical_product` of a composed layout: `A o O o logical_product(B, t)`.
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = layout!(Sw<1,4,2> o _0 o _16:_1).logical_product(layout!(_3:_1));
    /// assert_eq!(c.to_string(), "Sw<1,4,2> o _0 o (_16,_3):(_1,_16)");
    /// ```
    #[inline]
    pub fn logical_product<T>(self, t: T) -> ComposedLayout<A, O, LogicalProductOf<Layout<S, D>, T>>
    where
        Layout<S, D>: LogicalProduct<T>,
    {
        ComposedLayout::new(self.a, self.offset, logical_product(self.layout, t))
    }
    /// CuTe's `blocked_product` of a composed layout: `A o O o blocked_product(B, t)`.
    #[inline]
    pub fn blocked_product<T>(self, t: T) -> ComposedLayout<A, O, BlockedProductOf<Layout<S, D>, T>>
    where
        Layout<S, D>: BlockedProduct<T>,
    {
        ComposedLayout::new(self.a, self.offset, blocked_product(self.layout, t))
    }
    /// CuTe's `raked_product` of a composed layout: `A o O o raked_product(B, t)`.
    #[inline]
    pub fn raked_product<T>(self, t: T) -> ComposedLayout<A, O, RakedProductOf<Layout<S, D>, T>>
    where
        Layout<S, D>: RakedProduct<T>,
    {
        ComposedLayout::new(self.a, self.offset, raked_product(self.layout, t))
    }
    /// CuTe's `coalesce` of a composed layout: `A o O o coalesce(B)`.
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = layout!(Sw<2,4,3> o smem_ptr[8b](unset) o (_64,_8):(_1,_64)).coalesce();
    /// assert_eq!(c.to_string(), "Sw<2,4,3> o smem_ptr[8b](unset) o _512:_1");
    /// ```
    #[inline]
    pub fn coalesce(self) -> ComposedLayout<A, O, Coalesced<Layout<S, D>>>
    where
        Layout<S, D>: Coalesce,
    {
        ComposedLayout::new(self.a, self.offset, coalesce(self.layout))
    }
    /// CuTe's `flatten` of a composed layout: `A o O o flatten(B)`.
    #[inline]
    pub fn flatten(self) -> ComposedLayout<A, O, FlattenedLayout<Layout<S, D>>>
    where
        Layout<S, D>: FlattenLayout,
    {
        ComposedLayout::new(self.a, self.offset, flatten_layout(self.layout))
    }
}

/// `(A o O o B) o T => A o O o (B o T)`: CuTe composes the inner layout.
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let c = compose_swizzle(Swizzle::<_2, _3, _3>::new(), layout!((_16, _64):(_64, _1)));
/// assert_eq!(composition(c, layout!(_64:_4)).to_string(), "Sw<2,3,3> o _0 o (_4,_16):(_256,_1)");
/// ```
impl<A: Copy, O: Copy, S, D, T> Compose<T> for ComposedLayout<A, O, Layout<S, D>>
where
    Layout<S, D>: Compose<T>,
{
    type Output = ComposedLayout<A, O, Composed<Layout<S, D>, T>>;
    #[inline]
    fn compose_checked(self, t: T, c: &mut crate::algebra::Checks) -> Self::Output {
        ComposedLayout::new(self.a, self.offset, self.layout.compose_checked(t, c))
    }
}

impl<A: fmt::Display, O: ComposedOffset, L: fmt::Display> fmt::Display for ComposedLayout<A, O, L> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} o ", self.a)?;
        self.offset.fmt_offset(f)?;
        write!(f, " o {}", self.layout)
    }
}

impl<A: fmt::Display, O: ComposedOffset, L: fmt::Display> fmt::Debug for ComposedLayout<A, O, L> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The swizzled shared-memory atom of CuTe's `sgemm_sm80` tutorial:
/// `Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64))`, an 8 x 64 tile of 16-bit elements. This is
/// an alias; see [`ComposedLayout`] for methods.
pub type Sm80SwizzleAtom =
    ComposedLayout<Swizzle<_3, _3, _3>, _0, Layout<(_8, (_8, _8)), (_8, (_1, crate::int::_64))>>;

/// The row length in elements of a GMMA atom of `R` bits per row and `N`-bit elements.
type Row<R, N> = Quot<R, N>;

macro_rules! gmma_atoms {
    ($($(#[$doc:meta])* $name:ident = $b:ty, $bits:ty, $major:ident;)*) => {$(
        $(#[$doc])*
        ///
        /// `N` is the element width in bits (`_16` for `half_t`). This is an alias; see
        /// [`ComposedLayout`] for methods.
        pub type $name<N> = gmma_atoms!(@layout $major, $b, $bits, N);
    )*};
    (@layout K, $b:ty, $bits:ty, $n:ident) => {
        ComposedLayout<Swizzle<$b, _4, _3>, SmemPtrFlag<$n>, Layout<(_8, Row<$bits, $n>), (Row<$bits, $n>, _1)>>
    };
    (@layout MN, $b:ty, $bits:ty, $n:ident) => {
        ComposedLayout<Swizzle<$b, _4, _3>, SmemPtrFlag<$n>, Layout<(Row<$bits, $n>, _8), (_1, Row<$bits, $n>)>>
    };
}

type Bits128 = crate::int::_128;
type Bits256 = crate::int::_256;
type Bits512 = crate::int::_512;

gmma_atoms! {
    /// CuTe's `GMMA::Layout_K_INTER_Atom<T>`: `Sw<0,4,3> o smem_ptr[Nb](unset) o (_8,128/N):(128/N,_1)`.
    GmmaLayoutKInterAtom = _0, Bits128, K;
    /// CuTe's `GMMA::Layout_K_SW32_Atom<T>`: `Sw<1,4,3> o smem_ptr[Nb](unset) o (_8,256/N):(256/N,_1)`.
    GmmaLayoutKSw32Atom = _1, Bits256, K;
    /// CuTe's `GMMA::Layout_K_SW64_Atom<T>`: `Sw<2,4,3> o smem_ptr[Nb](unset) o (_8,512/N):(512/N,_1)`.
    GmmaLayoutKSw64Atom = crate::int::_2, Bits512, K;
    /// CuTe's `GMMA::Layout_K_SW128_Atom<T>`: `Sw<3,4,3> o smem_ptr[Nb](unset) o (_8,1024/N):(1024/N,_1)`.
    GmmaLayoutKSw128Atom = _3, _1024, K;
    /// CuTe's `GMMA::Layout_MN_INTER_Atom<T>`: `Sw<0,4,3> o smem_ptr[Nb](unset) o (128/N,_8):(_1,128/N)`.
    GmmaLayoutMnInterAtom = _0, Bits128, MN;
    /// CuTe's `GMMA::Layout_MN_SW32_Atom<T>`: `Sw<1,4,3> o smem_ptr[Nb](unset) o (256/N,_8):(_1,256/N)`.
    GmmaLayoutMnSw32Atom = _1, Bits256, MN;
    /// CuTe's `GMMA::Layout_MN_SW64_Atom<T>`: `Sw<2,4,3> o smem_ptr[Nb](unset) o (512/N,_8):(_1,512/N)`.
    GmmaLayoutMnSw64Atom = crate::int::_2, Bits512, MN;
    /// CuTe's `GMMA::Layout_MN_SW128_Atom<T>`: `Sw<3,4,3> o smem_ptr[Nb](unset) o (1024/N,_8):(_1,1024/N)`.
    GmmaLayoutMnSw128Atom = _3, _1024, MN;
}
