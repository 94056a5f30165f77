//! CuTe's `ComposedLayout<A, O, B>` in the typed layer (`include/cute/layout_composed.hpp`,
//! `swizzle_layout.hpp`): the function `c -> A(O + B(c))`, printed `A o O o B`, zero-sized when
//! all three parts are.
//!
//! `A` is a [`Swizzle`], `O` an integer (static `_0`, `_8`, or dynamic `i32`), a
//! [`SmemPtrFlag`] or [`MixedBits`](crate::swizzle::MixedBits), `B` a [`Layout`] that gives the domain. The algebra applies
//! to `B` and rebuilds the composed layout with CuTe's three-argument composition
//! ([`compose_with`]), which drops an identity swizzle `Sw<0,M,S>` with a static `_0` offset.
//! Results are types, so on static inputs everything folds at compile time.
//!
//! | CuTe on `C = A o O o B` | here |
//! |------|------|
//! | `C(c)`, `C(c)` with `_` in `c` | [`ComposedLayout::call`], [`slice`](crate::algebra::slice()) |
//! | `shape`, `size`, `cosize`, `rank`, `depth`, `get<I>` | [`ComposedLayout::shape`], [`size`](ComposedLayout::size), [`cosize`](ComposedLayout::cosize), [`RANK`](ComposedLayout::RANK), [`DEPTH`](ComposedLayout::DEPTH), [`get`](ComposedLayout::get) |
//! | `composition(C, T)`, `coalesce`, `flatten`, `take`, `group` | [`composition`](crate::algebra::composition), [`coalesce`](crate::algebra::coalesce), [`flatten_layout`](crate::algebra::flatten_layout), [`take`](crate::algebra::take), [`group`](crate::algebra::group) |
//! | divides, products, inverses | methods: [`ComposedLayout::logical_divide`], ..., [`ComposedLayout::raked_product`], [`ComposedLayout::right_inverse`] |
//! | `tile_to_shape(C, shape[, order])` | [`tile_to_shape`](crate::algebra::tile_to_shape), [`tile_to_shape_with`](crate::algebra::tile_to_shape_with) |
//! | `upcast<N>`, `downcast<N>`, `recast_layout<Old,New>` | [`upcast`](crate::algebra::upcast), [`downcast`](crate::algebra::downcast), [`recast_layout`](crate::algebra::recast_layout) |
//! | `print_layout(C)` | [`ComposedLayout::print_layout`] |
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

mod algebra;
mod atoms;
mod compose_with;
mod inverse;
mod layout_then_swizzle;
mod print_layout;
mod recast;

pub use atoms::*;
pub use compose_with::{compose_with, ComposeWith, ComposedWith};
#[doc(hidden)]
pub use layout_then_swizzle::EvalAt;
pub use layout_then_swizzle::StaticZeroOffset;
pub use print_layout::PrintComposedLayout;
pub use recast::UpcastOffsetDivides;
#[doc(hidden)]
pub use recast::{OffsetDowncast, OffsetUpcast};

use crate::int::{Int, IntAdd, IntDiff, IntSub, StaticInt, _1};
use crate::int_tuple::{Get, GetOf, IntTuple};
use crate::layout::{CosizeOf, Layout};
use crate::print::display;
use crate::stride::{Crd2Idx, Crd2IdxOf};
use crate::swizzle::{Swizzle, SwizzleParams};
use core::fmt;
use core::marker::PhantomData;

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
impl<N: StaticInt> fmt::Debug for SmemPtrFlag<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// What can stand as the offset `O` of a composed layout: an integer, a [`SmemPtrFlag`] or
/// [`MixedBits`](crate::swizzle::MixedBits).
pub trait ComposedOffset: Copy {
    /// Whether the offset is fully static (its value is then known at compile time).
    const IS_STATIC: bool;
    /// For CuTe's `smem_ptr_flag_bits<N>`, the element width `N` in bits: the swizzle then
    /// acts on the byte address of a pointer to such elements, not on the element index (CuTe's
    /// `swizzle_ptr`). 0 for every other offset.
    const SMEM_PTR_BITS: u32 = 0;
    /// The offset's value (a shared-memory flag is 0).
    fn offset_value(self) -> i32;
    /// Prints the offset as CuTe does.
    fn fmt_offset(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}
impl<I: Int + IntTuple> ComposedOffset for I {
    const IS_STATIC: bool = I::STATIC.is_some();
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn offset_value(self) -> i32 {
        self.value()
    }
    fn fmt_offset(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&display(*self), f)
    }
}
impl<N: StaticInt> ComposedOffset for SmemPtrFlag<N> {
    const IS_STATIC: bool = true;
    const SMEM_PTR_BITS: u32 = N::VALUE as u32;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn offset_value(self) -> i32 {
        0
    }
    fn fmt_offset(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl<SB: typenum::Unsigned, FB: typenum::Unsigned> ComposedOffset
    for crate::swizzle::MixedBits<SB, FB>
{
    const IS_STATIC: bool = false;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn offset_value(self) -> i32 {
        self.value() as i32
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
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn apply_to(self, x: i32) -> i32 {
        self.apply(x)
    }
}

/// CuTe's `ComposedLayout<A, O, B>`: `c -> A(O + B(c))`.
///
/// Build one with [`compose_swizzle`](crate::swizzle::compose_swizzle), [`compose_with`],
/// `layout!(Sw<B,M,S> o O o shape:stride)` or a named atom ([`Sm80SwizzleAtom`],
/// [`GmmaLayoutKSw128Atom`], ...).
///
/// ```
/// use layout_core::{layout, prelude::*};
/// let c = layout!(Sw<1,0,1> o _0 o (_16,_4):(_1,_16));
/// assert_eq!(c.to_string(), "Sw<1,0,1> o _0 o (_16,_4):(_1,_16)");
/// assert_eq!(c.call((_2, _0)), 3);
/// ```
#[derive(Clone, Copy, Default)]
pub struct ComposedLayout<A, O, L> {
    a: A,
    offset: O,
    layout: L,
}

impl<A, O, L> ComposedLayout<A, O, L> {
    /// CuTe's `make_composed_layout(a, o, b)` (no simplification; [`compose_with`] drops an
    /// identity swizzle as CuTe's `composition(a, o, b)` does).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let c = ComposedLayout::new(Swizzle::<_0, _4, _3>::new(), _0, make_layout(_8));
    /// assert_eq!(c.to_string(), "Sw<0,4,3> o _0 o _8:_1");
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn new(a: A, offset: O, layout: L) -> Self {
        ComposedLayout { a, offset, layout }
    }
    /// `A`, CuTe's `layout_a()`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn layout_a(&self) -> A
    where
        A: Copy,
    {
        self.a
    }
    /// `O`, CuTe's `offset()`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn offset(&self) -> O
    where
        O: Copy,
    {
        self.offset
    }
    /// `B`, CuTe's `layout_b()`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn layout_b(&self) -> L
    where
        L: Copy,
    {
        self.layout
    }
}

impl<A: OffsetFn, O: ComposedOffset, S: IntTuple, D: IntTuple> ComposedLayout<A, O, Layout<S, D>> {
    /// The number of top-level modes of `B`, CuTe's `rank`.
    ///
    /// ```
    /// use layout_core::{prelude::*, Layout};
    /// assert_eq!(<Layout![Sw<1,2,1> o _0 o (_4,_32):(_32,_1)]>::RANK, 2);
    /// ```
    pub const RANK: usize = S::RANK;
    /// The nesting depth of `B`, CuTe's `depth`.
    ///
    /// ```
    /// use layout_core::{prelude::*, Layout};
    /// assert_eq!(<Layout![Sw<2,4,3> o _0 o ((_2,_4),_64):((_256,_64),_1)]>::DEPTH, 2);
    /// ```
    pub const DEPTH: usize = S::DEPTH;

    /// CuTe's `(A o O o B)(c) = A(O + B(c))` for a coordinate of `B`.
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = compose_swizzle(Swizzle::<_1, _0, _1>::new(), layout!((_16, _4):(_1, _16)));
    /// assert_eq!(c.call(_51), 50);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn call<C: Crd2Idx<S, D>>(&self, coord: C) -> i32 {
        let inner = self.layout.call(coord).value();
        self.a.apply_to(self.offset.offset_value() + inner)
    }
    /// CuTe's `shape`: the shape of `B`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// assert_eq!(display(GmmaLayoutMnSw32Atom::<_16>::default().shape()).to_string(), "(_16,_8)");
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn shape(&self) -> S {
        self.layout.shape()
    }
    /// CuTe's `size`: the size of `B` (static when `B`'s shape is).
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = layout!(Sw<1,4,3> o _0 o ((_2,_8),_8):((_1,_2),_16));
    /// assert_eq!(display(c.size()).to_string(), "_128");
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn size(&self) -> S::Size {
        self.layout.size()
    }
    /// CuTe's `cosize` of a swizzled layout: the cosize of `B`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// assert_eq!(display(GmmaLayoutKSw64Atom::<_16>::default().cosize()).to_string(), "_256");
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn cosize(&self) -> CosizeOf<S, D>
    where
        S::Size: IntSub<_1>,
        IntDiff<S::Size, _1>: Crd2Idx<S, D>,
        Crd2IdxOf<IntDiff<S::Size, _1>, S, D>: IntAdd<_1>,
    {
        self.layout.cosize()
    }
    /// Mode `I`, CuTe's `get<I>(C)`: `A o O o get<I>(B)`, through [`compose_with`] (an identity
    /// swizzle with a static zero offset leaves the plain mode).
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = layout!(Sw<2,1,3> o _0 o (_2,(_4,_2)):(_1,(_2,_8)));
    /// assert_eq!(c.get::<1>().to_string(), "Sw<2,1,3> o _0 o (_4,_2):(_2,_8)");
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn get<const I: usize>(&self) -> ComposedWith<A, O, Layout<GetOf<S, I>, GetOf<D, I>>>
    where
        S: Get<I>,
        D: Get<I>,
        A: ComposeWith<O, Layout<GetOf<S, I>, GetOf<D, I>>>,
    {
        compose_with(self.a, self.offset, self.layout.get::<I>())
    }
    /// This layout as a CuTe `print_layout` table (rank-2 `B` only): cell `(m, n)` holds
    /// `A(O + B(m, n))`, exactly what [`call`](Self::call) gives; see [`PrintComposedLayout`].
    ///
    /// ```
    /// use layout_core::{layout, prelude::*};
    /// let c = layout!(Sw<1,0,1> o _0 o (_4,_2):(_1,_4));
    /// let table = [
    ///     "Sw<1,0,1> o _0 o (_4,_2):(_1,_4)",
    ///     "      0   1 ",
    ///     "    +---+---+",
    ///     " 0  | 0 | 4 |",
    ///     "    +---+---+",
    ///     " 1  | 1 | 5 |",
    ///     "    +---+---+",
    ///     " 2  | 3 | 7 |",
    ///     "    +---+---+",
    ///     " 3  | 2 | 6 |",
    ///     "    +---+---+",
    ///     "",
    /// ];
    /// assert_eq!(c.print_layout().to_string(), table.join("\n"));
    /// ```
    pub fn print_layout(&self) -> PrintComposedLayout<'_, A, O, S, D>
    where
        S: crate::layout::RankTwo,
    {
        PrintComposedLayout(self)
    }
}

/// Compile-time facts of a fully static composed layout.
impl<A: OffsetFn, O: ComposedOffset, S: IntTuple, D: IntTuple> ComposedLayout<A, O, Layout<S, D>>
where
    S::Size: StaticInt + IntSub<_1>,
    IntDiff<S::Size, _1>: Crd2Idx<S, D>,
    Crd2IdxOf<IntDiff<S::Size, _1>, S, D>: IntAdd<_1>,
    CosizeOf<S, D>: StaticInt,
{
    /// The size of `B`, as a constant.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// assert_eq!(Sm80SwizzleAtom::SIZE, 512);
    /// ```
    pub const SIZE: i32 = <S::Size as StaticInt>::VALUE;
    /// The cosize of `B`, as a constant.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// assert_eq!(GmmaLayoutKSw64Atom::<_16>::COSIZE, 256);
    /// ```
    pub const COSIZE: i32 = <CosizeOf<S, D> as StaticInt>::VALUE;
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
