//! CuTe's `TiledCopy` (`include/cute/atom/copy_atom.hpp`) as a type: a copy atom laid over a
//! tile by a thread-value layout `TiledLayout_TV: (thread, value) -> coord` of the tile
//! `Tiler_MN`. Everything is static, so a `TiledCopy` is zero-sized and its layouts are types.
//!
//! | CuTe | here |
//! |------|------|
//! | `make_tiled_copy(atom, thr_layout, val_layout)` | [`make_tiled_copy`] |
//! | `make_tiled_copy_impl(atom, layout_tv, tiler)` | [`make_tiled_copy_impl`], [`make_tiled_copy_tv`] |
//! | `make_tiled_copy_A/B/C(atom, mma)` | [`make_tiled_copy_A`], [`make_tiled_copy_B`], [`make_tiled_copy_C`] |
//! | `TiledCopy::Tiler_MN`, `TiledCopy::TiledLayout_TV` | [`TiledCopy::tiler_mn`], [`TiledCopy::tiled_layout_tv`] |
//! | `get_layoutS_TV()`, `get_layoutD_TV()` | [`TiledCopy::get_layoutS_TV`], [`TiledCopy::get_layoutD_TV`] |
//! | `tidfrg_S(T)`, `tidfrg_D(T)` | [`TiledCopy::tidfrg_S`], [`TiledCopy::tidfrg_D`] |
//! | `size(tiled_copy)` (`TiledNumThr`) | [`TiledCopy::size`] |
//! | `get_slice(thr_idx)` -> `ThrCopy` | [`TiledCopy::get_slice`] -> [`ThrCopy`] |
//!
//! A tiled copy uses whole atoms: its thread mode and value mode split into the atom's threads
//! and values (its vector width), checked at compile time with a message that names the atom,
//! the width and the mode (see [`make_tiled_copy`]).
//!
//! ```
//! use layout_core::atom::{make_tiled_copy, Copy_Atom, UniversalCopy};
//! use layout_core::prelude::*;
//! use layout_core::layout;
//! // CuTe's sgemm_2: 32x8 threads, each copying 4 floats (one 128-bit vector) down M
//! let copy = make_tiled_copy(Copy_Atom::<UniversalCopy<u128>, f32>::default(),
//!                            layout!((_32,_8):(_1,_32)), layout!((_4,_1):(_1,_0)));
//! assert_eq!(display(copy.tiler_mn()).to_string(), "(_128,_8)");
//! assert_eq!(copy.tiled_layout_tv().to_string(), "(_256,_4):(_4,_1)");
//! assert_eq!(copy.get_layoutS_TV().to_string(), "(_256,(_4,_1)):(_4,(_1,_0))");
//! assert_eq!(core::mem::size_of_val(&copy), 0);
//! ```

mod engine;
mod partition;
mod retile;
mod vector_width;

#[doc(hidden)]
pub use engine::*;
pub use partition::{PartitionD, PartitionDMut, PartitionS, PartitionSMut, ThrCoord};
#[doc(hidden)]
pub use retile::*;
#[doc(hidden)]
pub use vector_width::*;

use super::copy::{fmt_copy_atom, phantom_type, CopyAtom};
use super::static_layout::StaticTuple;
use super::tiled_mma::{
    LayoutTv, LayoutTvOf, OperandA, OperandB, OperandC, PickModes, Picked, TiledMmaCore,
};
use crate::algebra::layout_parts::LayoutParts;
use crate::algebra::{
    try_make_layout_tv, AlgebraError, Compose, LayoutMn, ProductEach, RakedProduct, RightInverse,
    RightInverseOf, TvDomain, TvLayout, TvShape, TvTiler,
};
use crate::int::_1;
use crate::int_tuple::{Get, GetOf, IntTuple};
use crate::layout::Layout;
use crate::layout_like::LayoutLike;
use crate::print::display;
use crate::stride::{Compact, LayoutLeft};
use core::fmt;

phantom_type! {
    /// CuTe's `TiledCopy<Copy_Atom, LayoutCopy_TV, ShapeTiler_MN>`: the copy atom `Atom` tiled
    /// by `LayoutTV` (`(thread, value) -> coord`, CuTe's `TiledLayout_TV`) over a tile of shape
    /// `TilerMN` (CuTe's `Tiler_MN`). Made by [`make_tiled_copy`] and its twins; zero-sized.
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_copy, Copy_Atom, UniversalCopy};
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let copy = make_tiled_copy(Copy_Atom::<UniversalCopy<u32>, f32>::default(),
    ///                            layout!((_32,_8):(_8,_1)), layout!((_1,_1):(_0,_0)));
    /// assert_eq!(copy.tiled_layout_tv().to_string(), "((_8,_32),_1):((_32,_1),_0)");
    /// assert_eq!(display(copy.tiler_mn()).to_string(), "(_32,_8)");
    /// ```
    TiledCopy<Atom, LayoutTV, TilerMN>
}

/// CuTe's `print(TiledCopy)`: `TiledCopy`, its `Tiler_MN` and `TiledLayout_TV`, then the
/// atom's `Copy_Atom` block; every line ends with a newline, as CuTe's does.
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::layout;
/// let copy = make_tiled_copy(Copy_Atom::<UniversalCopy<u32>, f32>::default(),
///                            layout!((_32,_8):(_8,_1)), layout!((_1,_1):(_0,_0)));
/// assert_eq!(copy.to_string(), "\
/// TiledCopy
///   Tiler_MN:       (_32,_8)
///   TiledLayout_TV: ((_8,_32),_1):((_32,_1),_0)
/// Copy_Atom
///   ThrID:        _1:_0
///   ValLayoutSrc: (_1,_1):(_0,_1)
///   ValLayoutDst: (_1,_1):(_0,_1)
///   ValLayoutRef: (_1,_1):(_0,_1)
///   ValueType:    32b
/// ");
/// ```
impl<A: CopyAtom, L: LayoutLike + Default, T: IntTuple + Default> fmt::Display
    for TiledCopy<A, L, T>
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "TiledCopy")?;
        writeln!(f, "  Tiler_MN:       {}", display(T::default()))?;
        writeln!(f, "  TiledLayout_TV: {}", L::default())?;
        fmt_copy_atom::<A>(f)
    }
}

fn unwrap<T>(r: Result<T, AlgebraError>) -> T {
    match r {
        Ok(v) => v,
        Err(e) => panic!("{e}"),
    }
}

/// The tiled copy [`make_tiled_copy`] makes of an atom, a thread layout and a value layout
/// (an alias; see [`TiledCopy`]).
///
/// ```
/// use layout_core::atom::{Copy_Atom, TiledCopyOf, UniversalCopy};
/// use layout_core::Layout;
/// type C = TiledCopyOf<Copy_Atom<UniversalCopy<u32>, f32>, Layout![(_32,_8):(_8,_1)], Layout![(_1,_1):(_0,_0)]>;
/// assert_eq!(C::default().tiled_layout_tv().to_string(), "((_8,_32),_1):((_32,_1),_0)");
/// ```
pub type TiledCopyOf<A, Thr, Val> = TiledCopy<
    A,
    TvLayout<
        <Thr as LayoutLike>::Shape,
        <Thr as LayoutLike>::Stride,
        <Val as LayoutLike>::Shape,
        <Val as LayoutLike>::Stride,
    >,
    TvTiler<
        <Thr as LayoutLike>::Shape,
        <Thr as LayoutLike>::Stride,
        <Val as LayoutLike>::Shape,
        <Val as LayoutLike>::Stride,
    >,
>;

/// CuTe's `make_tiled_copy(copy_atom, thr_layout, val_layout)`: threads laid out by
/// `thr_layout: (m,n) -> thread`, each with a block of values `val_layout: (m,n) -> value`.
///
/// `layout_mn = raked_product(thr_layout, val_layout)`; `TiledLayout_TV =
/// right_inverse(layout_mn)` with the shape `(size(thr_layout), size(val_layout))`;
/// `Tiler_MN = product_each(shape(layout_mn))` (the steps of
/// [`make_layout_tv`](crate::algebra::make_layout_tv)).
///
/// # Errors
/// Dynamic layouts do not compile (a tiled copy is a type). Neither does a tiled copy that
/// does not use whole atoms: the atom's threads must split the thread mode and its values
/// per thread (its vector width) must split each thread's values, e.g. 8 halves per
/// `UniversalCopy<u128>` against 4 values per thread (CuTe: "TiledCopy uses too few vals for
/// selected CopyAtom" or "Static shape_div failure").
///
/// # Panics
/// Where the algebra finds a step inadmissible (decided at compile time for these static
/// layouts; see [`try_make_layout_tv`]).
///
/// ```
/// use layout_core::atom::{half_t, make_tiled_copy, Copy_Atom, SM80_CP_ASYNC_CACHEALWAYS};
/// use layout_core::prelude::*;
/// use layout_core::layout;
/// // CuTe's sgemm_sm80: 16x8 threads, 8 halves (16 bytes) each, along N
/// let copy = make_tiled_copy(Copy_Atom::<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>::default(),
///                            layout!((_16,_8):(_8,_1)), layout!((_1,_8):(_0,_1)));
/// assert_eq!(display(copy.tiler_mn()).to_string(), "(_16,_64)");
/// assert_eq!(display(copy.size()).to_string(), "_128");
/// ```
///
/// ```compile_fail
/// use layout_core::atom::{half_t, make_tiled_copy, Copy_Atom, UniversalCopy};
/// use layout_core::layout;
/// // 8 halves per atom, 4 values per thread
/// let _ = make_tiled_copy(Copy_Atom::<UniversalCopy<u128>, half_t>::default(),
///                         layout!((_32,_8):(_8,_1)), layout!((_1,_4):(_4,_1)));
/// ```
///
/// CuTe: `cute::make_tiled_copy`, 0t_mma_atom.md / 0x_gemm_tutorial.md.
#[allow(clippy::type_complexity)]
#[inline]
pub fn make_tiled_copy<A, TS, TD, VS, VD>(
    _copy_atom: A,
    thr_layout: Layout<TS, TD>,
    val_layout: Layout<VS, VD>,
) -> TiledCopyOf<A, Layout<TS, TD>, Layout<VS, VD>>
where
    A: CopyAtom,
    TS: IntTuple + StaticTuple,
    TD: IntTuple + StaticTuple,
    VS: IntTuple + StaticTuple,
    VD: IntTuple + StaticTuple,
    Layout<TS, TD>: RakedProduct<Layout<VS, VD>>,
    LayoutMn<TS, TD, VS, VD>: RightInverse,
    <LayoutMn<TS, TD, VS, VD> as LayoutParts>::S: ProductEach,
    TvShape<TS, VS>: Compact<LayoutLeft, _1>,
    RightInverseOf<LayoutMn<TS, TD, VS, VD>>: Compose<TvDomain<TS, VS>>,
    TiledCopyOf<A, Layout<TS, TD>, Layout<VS, VD>>: TiledCopyCore,
{
    let _ = unwrap(try_make_layout_tv(thr_layout, val_layout));
    TiledCopy::default()
}

/// CuTe's `make_tiled_copy_impl(copy_atom, layout_tv, tiler)`: a tiled copy from its TV layout
/// `(thread, value) -> coord` (static, rank 2) and the shape of its tile.
///
/// # Errors
/// As [`make_tiled_copy`]: the atom must split the TV layout's modes into whole atoms.
///
/// ```
/// use layout_core::atom::{half_t, make_tiled_copy_impl, Copy_Atom, UniversalCopy};
/// use layout_core::prelude::*;
/// use layout_core::layout;
/// let copy = make_tiled_copy_impl(Copy_Atom::<UniversalCopy<u64>, half_t>::default(),
///                                 layout!((_32,_4):(_4,_1)), (_128,));
/// assert_eq!(copy.get_layoutD_TV().to_string(), "(_32,(_4,_1)):(_4,(_1,_0))");
/// ```
#[inline]
pub fn make_tiled_copy_impl<A, L, T>(_copy_atom: A, _layout_tv: L, _tiler: T) -> TiledCopy<A, L, T>
where
    A: CopyAtom,
    L: StaticLayout,
    T: IntTuple + StaticTuple,
    TiledCopy<A, L, T>: TiledCopyCore,
{
    TiledCopy::default()
}

/// [`make_tiled_copy_impl`] under the name of its form: a copy atom, a TV layout and a tiler
/// (CuTe DSL's `make_tiled_copy(atom, layout_tv, tiler_mn)`).
///
/// ```
/// use layout_core::atom::{make_tiled_copy_tv, Copy_Atom, UniversalCopy};
/// use layout_core::prelude::*;
/// use layout_core::layout;
/// let copy = make_tiled_copy_tv(Copy_Atom::<UniversalCopy<u32>, f32>::default(),
///                               layout!((_64,_2):(_2,_1)), (_128,));
/// assert_eq!(copy.tiled_layout_tv().to_string(), "(_64,_2):(_2,_1)");
/// ```
#[inline]
pub fn make_tiled_copy_tv<A, L, T>(copy_atom: A, layout_tv: L, tiler: T) -> TiledCopy<A, L, T>
where
    A: CopyAtom,
    L: StaticLayout,
    T: IntTuple + StaticTuple,
    TiledCopy<A, L, T>: TiledCopyCore,
{
    make_tiled_copy_impl(copy_atom, layout_tv, tiler)
}

/// A static layout (every shape and stride integer static): the TV layout of
/// [`make_tiled_copy_impl`].
///
/// ```
/// use layout_core::atom::StaticLayout;
/// use layout_core::layout;
/// fn is_static<L: StaticLayout>(_: L) {}
/// is_static(layout!((_32,_4):(_4,_1)));
/// ```
pub trait StaticLayout: LayoutLike + Default {}
impl<S: IntTuple + StaticTuple, D: IntTuple + StaticTuple> StaticLayout for Layout<S, D> where
    Layout<S, D>: Default
{
}

/// CuTe's `make_tiled_copy_A(copy_atom, mma)`: the atom laid over the MMA's A tile,
/// `(tile_size<0>, tile_size<2>)`, with the MMA's `get_layoutA_TV()`.
///
/// ```
/// use layout_core::atom::*;
/// use layout_core::prelude::*;
/// use layout_core::{layout, tile};
/// let mma = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, layout!((_2,_2):(_1,_2)), tile!((_32,_32,_16)));
/// let copy = make_tiled_copy_A(Copy_Atom::<SM75_U32x4_LDSM_N, half_t>::default(), mma);
/// assert_eq!(display(copy.tiler_mn()).to_string(), "(_32,_16)");
/// assert_eq!(copy.get_layoutD_TV().to_string(),
///            "((_4,_8,_2,_2),((_2,_2,_2),_1)):((_64,_1,_16,_0),((_32,_8,_256),_0))");
/// ```
#[allow(non_snake_case)]
#[inline]
pub fn make_tiled_copy_A<A, M>(
    _copy_atom: A,
    mma: M,
) -> TiledCopy<A, LayoutTvOf<M, OperandA>, Picked<OperandA, M::TileShape>>
where
    A: CopyAtom,
    M: TiledMmaCore + LayoutTv<OperandA>,
    OperandA: PickModes<M::TileShape>,
    TiledCopy<A, LayoutTvOf<M, OperandA>, Picked<OperandA, M::TileShape>>: TiledCopyCore,
{
    let _ = unwrap(<M as LayoutTv<OperandA>>::layout_tv());
    let _ = mma;
    TiledCopy::default()
}

/// CuTe's `make_tiled_copy_B(copy_atom, mma)`: the atom laid over the MMA's B tile,
/// `(tile_size<1>, tile_size<2>)`, with the MMA's `get_layoutB_TV()`.
///
/// ```
/// use layout_core::atom::*;
/// use layout_core::prelude::*;
/// use layout_core::{layout, tile};
/// let mma = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, layout!((_2,_2):(_1,_2)), tile!((_32,_32,_16)));
/// let copy = make_tiled_copy_B(Copy_Atom::<SM75_U16x4_LDSM_T, half_t>::default(), mma);
/// assert_eq!(display(copy.tiler_mn()).to_string(), "(_32,_16)");
/// ```
#[allow(non_snake_case)]
#[inline]
pub fn make_tiled_copy_B<A, M>(
    _copy_atom: A,
    mma: M,
) -> TiledCopy<A, LayoutTvOf<M, OperandB>, Picked<OperandB, M::TileShape>>
where
    A: CopyAtom,
    M: TiledMmaCore + LayoutTv<OperandB>,
    OperandB: PickModes<M::TileShape>,
    TiledCopy<A, LayoutTvOf<M, OperandB>, Picked<OperandB, M::TileShape>>: TiledCopyCore,
{
    let _ = unwrap(<M as LayoutTv<OperandB>>::layout_tv());
    let _ = mma;
    TiledCopy::default()
}

/// CuTe's `make_tiled_copy_C(copy_atom, mma)`: the atom laid over the MMA's C tile,
/// `(tile_size<0>, tile_size<1>)`, with the MMA's `get_layoutC_TV()`.
///
/// ```
/// use layout_core::atom::*;
/// use layout_core::prelude::*;
/// use layout_core::layout;
/// let mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, layout!((_2,_2):(_1,_2)), X);
/// let copy = make_tiled_copy_C(Copy_Atom::<UniversalCopy<u32>, f32>::default(), mma);
/// assert_eq!(display(copy.tiler_mn()).to_string(), "(_32,_16)");
/// assert_eq!(display(copy.size()).to_string(), "_128");
/// ```
#[allow(non_snake_case)]
#[inline]
pub fn make_tiled_copy_C<A, M>(
    _copy_atom: A,
    mma: M,
) -> TiledCopy<A, LayoutTvOf<M, OperandC>, Picked<OperandC, M::TileShape>>
where
    A: CopyAtom,
    M: TiledMmaCore + LayoutTv<OperandC>,
    OperandC: PickModes<M::TileShape>,
    TiledCopy<A, LayoutTvOf<M, OperandC>, Picked<OperandC, M::TileShape>>: TiledCopyCore,
{
    let _ = unwrap(<M as LayoutTv<OperandC>>::layout_tv());
    let _ = mma;
    TiledCopy::default()
}

/// The type of [`TiledCopy::get_layoutS_TV`]: the layout as a type (this is an alias; see
/// [`Layout`](struct@crate::Layout)).
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::Layout;
/// type C = TiledCopyOf<Copy_Atom<UniversalCopy<u128>, f32>, Layout![(_32,_8):(_1,_32)], Layout![(_4,_1):(_1,_0)]>;
/// assert_eq!(LayoutS_TV::<C>::default().to_string(), "(_256,(_4,_1)):(_4,(_1,_0))");
/// ```
#[allow(non_camel_case_types)]
pub type LayoutS_TV<C> = CopyLayoutTvOf<C, Source>;
/// The type of [`TiledCopy::get_layoutD_TV`] (an alias; see [`Layout`](struct@crate::Layout)).
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::Layout;
/// type C = TiledCopyOf<Copy_Atom<SM75_U32x1_LDSM_N, half_t>, Layout![(_16,_4):(_1,_16)], Layout![(_4,_1):(_1,_4)]>;
/// assert_eq!(LayoutD_TV::<C>::default().to_string(), "(_64,(_2,_2)):(_4,(_1,_2))");
/// ```
#[allow(non_camel_case_types)]
pub type LayoutD_TV<C> = CopyLayoutTvOf<C, Destination>;

/// The members of a tiled copy (CuTe's `TiledCopy` methods), folded at compile time.
///
/// # Panics
/// The layout methods panic where a step of the algebra finds its input inadmissible (decided
/// at compile time for these static layouts: a tiled copy that works once works always).
#[allow(non_snake_case)]
impl<A, L, T> TiledCopy<A, L, T>
where
    Self: TiledCopyCore,
    L: Default,
    T: Default,
{
    /// CuTe's `TiledCopy::Tiler_MN`: the shape of the tile the tiled copy moves.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let copy = make_tiled_copy(Copy_Atom::<UniversalCopy<u128>, half_t>::default(),
    ///                            layout!((_8,_8):(_8,_1)), layout!((_4,_2):(_2,_1)));
    /// assert_eq!(display(copy.tiler_mn()).to_string(), "(_32,_16)");
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn tiler_mn(&self) -> T {
        T::default()
    }

    /// CuTe's `TiledCopy::TiledLayout_TV`: `(thread, value) -> coord` in the tile
    /// (column-major).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let copy = make_tiled_copy(Copy_Atom::<UniversalCopy<u32>, half_t>::default(),
    ///                            layout!((_4,_16):(_1,_4)), layout!((_1,_4):(_4,_1)));
    /// assert_eq!(copy.tiled_layout_tv().to_string(), "((_4,_16),_4):((_1,_16),_4)");
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn tiled_layout_tv(&self) -> L {
        L::default()
    }

    /// CuTe's `size(tiled_copy)` (`TiledNumThr`): the number of threads, `size<0>(TiledLayout_TV)`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let copy = make_tiled_copy(Copy_Atom::<UniversalCopy<u32>, f32>::default(),
    ///                            layout!((_32,_8):(_8,_1)), layout!((_1,_1):(_0,_0)));
    /// assert_eq!(display(copy.size()).to_string(), "_256");
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn size(&self) -> <GetOf<<L as LayoutLike>::Shape, 0> as IntTuple>::Size
    where
        L: LayoutLike,
        L::Shape: Get<0>,
    {
        LayoutLike::shape(&L::default()).get().size()
    }

    /// CuTe's `tile_size<I>(tiled_copy)`: mode `I` of `Tiler_MN`.
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_copy, Copy_Atom, UniversalCopy};
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let copy = make_tiled_copy(Copy_Atom::<UniversalCopy<u32>, f32>::default(),
    ///                            layout!((_32,_8):(_8,_1)), layout!((_1,_1):(_0,_0)));
    /// assert_eq!(display(copy.tile_size::<1>()).to_string(), "_8");
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn tile_size<const I: usize>(&self) -> GetOf<T, I>
    where
        T: Get<I>,
    {
        T::default().get()
    }

    /// CuTe's `get_layoutS_TV()`: `(source thread, source value) -> coord` in the tile.
    ///
    /// ```
    /// use layout_core::atom::{half_t, make_tiled_copy, Copy_Atom, SM75_U32x1_LDSM_N};
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let copy = make_tiled_copy(Copy_Atom::<SM75_U32x1_LDSM_N, half_t>::default(),
    ///                            layout!((_16,_4):(_1,_16)), layout!((_4,_1):(_1,_4)));
    /// assert_eq!(copy.get_layoutS_TV().to_string(), "((_8,_4,_2),((_2,_4),_2)):((_16,_0,_128),((_1,_4),_2))");
    /// ```
    #[inline]
    pub fn get_layoutS_TV(&self) -> LayoutS_TV<Self>
    where
        Self: CopyLayoutTv<Source>,
    {
        unwrap(<Self as CopyLayoutTv<Source>>::layout_tv())
    }

    /// CuTe's `get_layoutD_TV()`: `(destination thread, destination value) -> coord`.
    ///
    /// ```
    /// use layout_core::atom::{half_t, make_tiled_copy, Copy_Atom, SM75_U32x1_LDSM_N};
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let copy = make_tiled_copy(Copy_Atom::<SM75_U32x1_LDSM_N, half_t>::default(),
    ///                            layout!((_16,_4):(_1,_16)), layout!((_4,_1):(_1,_4)));
    /// assert_eq!(copy.get_layoutD_TV().to_string(), "(_64,(_2,_2)):(_4,(_1,_2))");
    /// ```
    #[inline]
    pub fn get_layoutD_TV(&self) -> LayoutD_TV<Self>
    where
        Self: CopyLayoutTv<Destination>,
    {
        unwrap(<Self as CopyLayoutTv<Destination>>::layout_tv())
    }

    /// CuTe's `tidfrg_S(T)`: a source tensor's layout `T` of shape `(M,N,...)` as
    /// `(thread, value, (RestM,RestN,...))`, threads and values in the source's order; a
    /// thread's partition (CuTe's `partition_S`) is this sliced at `(thr_idx, _, (_,_,...))`.
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_copy, Copy_Atom, UniversalCopy};
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let copy = make_tiled_copy(Copy_Atom::<UniversalCopy<u128>, f32>::default(),
    ///                            layout!((_32,_8):(_1,_32)), layout!((_4,_1):(_1,_0)));
    /// // a 256x16 column-major tile: 2x2 copies of the 128x8 tile per thread
    /// assert_eq!(copy.tidfrg_S(make_layout((_256, _16))).to_string(),
    ///            "((_32,_8),(_4,_1),(_2,_2)):((_4,_256),(_1,_0),(_128,_2048))");
    /// ```
    #[inline]
    pub fn tidfrg_S<U>(&self, stensor: U) -> TidFrgOf<Self, Source, U>
    where
        Self: TidFrg<Source, U>,
    {
        unwrap(<Self as TidFrg<Source, U>>::tidfrg(stensor, true))
    }

    /// CuTe's `tidfrg_D(T)`: as [`TiledCopy::tidfrg_S`], in the destination's thread and value
    /// order (CuTe's `partition_D`).
    ///
    /// ```
    /// use layout_core::atom::{half_t, make_tiled_copy, Copy_Atom, SM75_U32x1_LDSM_N};
    /// use layout_core::prelude::*;
    /// use layout_core::layout;
    /// let copy = make_tiled_copy(Copy_Atom::<SM75_U32x1_LDSM_N, half_t>::default(),
    ///                            layout!((_16,_4):(_1,_16)), layout!((_4,_1):(_1,_4)));
    /// assert_eq!(copy.tidfrg_D(make_layout((_64, _4))).to_string(),
    ///            "(_64,(_2,_2),(_1,_1)):(_4,(_1,_2),(_0,_0))");
    /// ```
    #[inline]
    pub fn tidfrg_D<U>(&self, dtensor: U) -> TidFrgOf<Self, Destination, U>
    where
        Self: TidFrg<Destination, U>,
    {
        unwrap(<Self as TidFrg<Destination, U>>::tidfrg(dtensor, true))
    }

    /// CuTe's `get_slice(thr_idx)` (and `get_thread_slice`): the thread's view of the tiled
    /// copy, holding its index (see [`ThrCopy`]).
    ///
    /// ```
    /// use layout_core::atom::{make_tiled_copy, Copy_Atom, UniversalCopy};
    /// use layout_core::layout;
    /// let copy = make_tiled_copy(Copy_Atom::<UniversalCopy<u32>, f32>::default(),
    ///                            layout!((_32,_8):(_8,_1)), layout!((_1,_1):(_0,_0)));
    /// assert_eq!(copy.get_slice(77).thr_idx(), 77);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn get_slice(&self, thr_idx: i32) -> ThrCopy<Self> {
        ThrCopy {
            thr_idx,
            copy: *self,
        }
    }
}

/// CuTe's `ThrCopy`: one thread's slice of a tiled copy `C`, holding the thread index.
///
/// The partitioning of tensors by it is built on [`TiledCopy::tidfrg_S`] and
/// [`TiledCopy::tidfrg_D`]: CuTe's `partition_S(T)` is `tidfrg_S(layout(T))` sliced at
/// `(thr_idx, _, (_,_,...))` (one `_` per mode of `T`), over `T`'s data; `partition_D` the same
/// with `tidfrg_D`.
///
/// ```
/// use layout_core::atom::{make_tiled_copy, Copy_Atom, UniversalCopy};
/// use layout_core::prelude::*;
/// use layout_core::layout;
/// let copy = make_tiled_copy(Copy_Atom::<UniversalCopy<u32>, f32>::default(),
///                            layout!((_32,_8):(_8,_1)), layout!((_1,_1):(_0,_0)));
/// let thr = copy.get_slice(9);
/// assert_eq!(thr.thr_idx(), 9);
/// // (thread, value, rest) of a 64x16 tile: thread 9 starts at (9 / 8, 9 % 8) of the 32x8 tile
/// let frg = thr.tiled_copy().tidfrg_S(make_layout((_64, _16)));
/// assert_eq!(frg.call((9, 0, (0, 0))), 1 + 64 * 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThrCopy<C> {
    thr_idx: i32,
    copy: C,
}

impl<C: Copy> ThrCopy<C> {
    /// The thread index (CuTe's `thr_idx_`); example at [`ThrCopy`].
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn thr_idx(&self) -> i32 {
        self.thr_idx
    }
    /// The tiled copy; example at [`ThrCopy`].
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn tiled_copy(&self) -> C {
        self.copy
    }
}
