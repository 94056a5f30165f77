//! `Tensor = Engine o Layout` (CuTe's `tensor_impl.hpp`, `03_tensor.md`): memory (or a counting
//! iterator) viewed through a layout, `T(c) = *(E + L(c))`.
//!
//! | CuTe | here |
//! |------|------|
//! | `make_tensor(ptr, layout)`, `make_tensor(ptr, shape)` over existing memory | [`make_tensor`]`(&slice, layout_or_shape)`, [`make_tensor`]`(&mut slice, ..)`, `unsafe` [`make_tensor_ptr`]`(ptr, layout)` |
//! | `make_gmem_ptr(A)`, `make_smem_ptr(smemA)` (tagged iterators) | `unsafe` [`make_gmem_ptr`], [`make_smem_ptr`] / [`SmemPtr::from_shared_address`] ([`GmemPtr`], [`SmemPtr`]), then [`make_tensor`] |
//! | `make_tensor<T>(static_layout)`, `make_rmem_tensor<T>` | [`make_fragment`]`::<T, _>(layout)`, [`make_rmem_tensor`] (owned, [`ArrayEngine`]) |
//! | `make_tensor<T>(shape)` of a shape known at run time (CuTe: static shapes only) | `make_tensor_vec::<T, _>(shape)` (the `alloc` feature: owned, a `Vec` in `VecEngine`) |
//! | `make_tensor_like(t)`, `make_fragment_like(t)` | [`make_tensor_like`], [`make_fragment_like`] |
//! | `recast<U>(tensor)` | `unsafe` [`Tensor::recast`] |
//! | `make_tensor(counting_iterator<int>(n), layout)` | [`make_tensor`]`(`[`counting_iterator`]`(n), layout)`, printed `counting_iter(n) o layout` |
//! | `make_inttuple_iter(a, b, ...)`, `iter + tuple`, `*iter`, `make_tensor(iter, shape, stride)` | [`make_inttuple_iter`]`((a, b, ...))` ([`ArithTuple`]), `iter + tuple`, `*iter`, [`make_tensor`]`(iter, make_layout_with(shape, stride))` |
//! | `make_identity_tensor(shape)` | [`make_identity_tensor`] (counting engine [`ArithTuple`], layout `shape : make_basis_like(shape)` with [`ScaledBasis`](crate::basis::ScaledBasis) strides); tiled, composed and sliced by the same algebra |
//! | `tensor(c)` (read, write) | [`Tensor::read`], [`Tensor::write`] (every engine, by value), [`Tensor::get`], [`Tensor::get_mut`], `tensor[c]` (engines with references) |
//! | `tensor(c)` with `_` in `c` (slicing) | [`Tensor::slice`], [`Tensor::slice_mut`] (and `try_*`) |
//! | `composition`, `logical_divide`, `zipped_divide`, `tiled_divide`, `flat_divide` of a tensor | [`Tensor::compose`], [`Tensor::zipped_divide`], ... |
//! | `local_tile(tensor, tiler, coord)` (`inner_partition`), `outer_partition`, `local_partition(tensor, thr_layout, idx)` | [`local_tile`], [`inner_partition`], [`outer_partition`], [`local_partition`]; writable: [`local_tile_mut`], [`local_partition_mut`] |
//! | the same with a projection `Step<_1, X, _1>{}`, `dice(proj, t)` | [`local_tile_proj`], [`local_partition_proj`] with `(_1, X, _1)`, [`dice`] |
//! | `copy`, `copy_if`, `fill`, `clear`, `axpby` (with or without a predicate), `gemm` (its five forms, [`GemmForm`]) | [`copy`], [`copy_if`], [`fill`], [`clear`], [`axpby`], [`axpby_if`], [`gemm`] (and `try_*` forms) |
//! | `for_each(t, op)`, `transform(t, op)`, `transform(in, out, op)`, `transform(in1, in2, out, op)` | [`for_each`], [`transform`], [`transform_to`], [`transform_binary_to`] (and `try_*` forms) |
//! | `print(tensor)`, `print_tensor(tensor)` | `Display`, [`print_tensor`] |
//! | CuTe DSL's `tensor.load()`, `TensorSSA` arithmetic, `tensor.store(v)` | [`Tensor::load`], [`TensorSsa`], [`Tensor::store`] ([`ssa`]) |
//!
//! Kernels are written with these, as CuTe's tutorials are (`gemm_kernels::sgemm_1_tensor`
//! is `sgemm_1.cu` line by line): global tensors over [`GmemPtr`], shared tiles over
//! [`SmemPtr`], register fragments, `local_tile` by the CTA tiler, `local_partition` by thread
//! layouts, `copy` and `gemm`. Static parts fold at compile time, and over view pointers the
//! tiling checks nothing at run time: such a kernel compiles to no more PTX than the same kernel
//! mapped by hand (`gpu-host`'s PTX check).
//!
//! Identity tensors are tiled, partitioned and sliced like data tensors (`zipped_divide`,
//! `local_tile`, `local_partition`, composition with a TV layout, slices), through the layout
//! algebra on their basis strides (`_1@0`, `_4@1`, ...); a slice moves the tensor's origin.
//!
//! A coordinate is a 1-D index, a flat coordinate (one integer per top-level mode) or a
//! hierarchical one, exactly as for [`Layout::call`].
//!
//! # Safety model
//! Safe accessors check that the coordinate lies in the layout's domain (every integer of it
//! non-negative and below the size of the mode it indexes) and, for engines that know their
//! length (slices, owned arrays), that the index the layout produces lies in `0..len`.
//!
//! Engines that cannot know their length are made by `unsafe` constructors. The tagged view
//! pointers ([`make_gmem_ptr`], [`make_smem_ptr`]) are CuTe's views: their contract covers every
//! element accessed through the tensors made from them and from their slices, tiles and
//! partitions (a contract on later use, like `Pin::new_unchecked`'s), so that tiling and
//! partitioning them costs nothing at run time; in builds with debug assertions (tests, CPU
//! emulation) the algebra's dynamic preconditions are still verified. The raw pointer engine of
//! [`make_tensor_ptr`] covers only its layout's domain: it can be sliced but not re-laid-out.
//! The unchecked accessors ([`Tensor::get_unchecked`], [`Tensor::read_unchecked`], ...) are for
//! kernels that have proved the bounds otherwise.
//!
//! ```
//! use layout_core::prelude::*;
//! let mut data = [0_i32; 6];
//! let mut t = make_tensor(&mut data[..], make_layout_with((_2, _3), LayoutRight));
//! t[(1, 2)] = 7;                  // row 1, column 2 of a row-major 2x3 tensor
//! assert_eq!(t.get(5), Some(&7));  // 1-D index 5 is (1, 2)
//! assert_eq!(t.get((2, 0)), None); // outside the shape
//! assert_eq!(data, [0, 0, 0, 0, 0, 7]);
//!
//! // A register fragment: owned storage sized by the static layout's cosize.
//! let f = make_fragment::<f32, _>(make_layout((_4, _8)));
//! assert_eq!(core::mem::size_of_val(&f), 4 * 32);
//!
//! // Global memory through a tagged pointer, tiled by a CTA tiler (CuTe's 0x_gemm_tutorial).
//! let a = vec![0.0_f32; 64 * 16];
//! // SAFETY: the tensors read only elements of `a`.
//! let m_a = make_tensor(unsafe { make_gmem_ptr(a.as_ptr()) }, make_layout_with((64, 16), (_1, 64)));
//! let g_a = local_tile_proj(&m_a, (_32, _32, _4), (1, 0, X), (_1, X, _1)); // (BLK_M,BLK_K,k)
//! assert_eq!(g_a.layout().to_string(), "(_32,_4,4):(_1,64,256)");
//! let t_a_g_a = local_partition(&g_a, make_layout((_8, _4)), 9); // (THR_M,THR_K,k)
//! assert_eq!(t_a_g_a.layout().to_string(), "(_4,_1,4):(_8,_0,256)");
//!
//! let id = make_identity_tensor((4, 5));
//! assert_eq!(id.to_string(), "ArithTuple(_0,_0) o (4,5):(_1@0,_1@1)");
//! assert_eq!(display(id.call(7)).to_string(), "(3,1)");
//! ```
#![allow(unsafe_code)]
#![deny(clippy::undocumented_unsafe_blocks)]

pub(crate) mod algorithm;
mod counting_iterator;
mod domain;
mod engine;
mod gemm;
mod gemm_form;
mod identity;
mod identity_print;
mod identity_tiling;
mod like;
mod local_tiling;
mod partition_coord;
mod partition_engine;
mod pointer;
mod predicate;
mod pretty;
mod print;
mod project;
mod recast;
mod shape_text;
mod slice;
pub mod ssa;
mod swizzle_ptr;
mod thread_layout;
mod tile;
mod transform;
mod unroll;
#[cfg(feature = "alloc")]
mod vec_engine;
mod vector;

pub use algorithm::{
    axpby, axpby_if, clear, copy, copy_if, fill, try_axpby, try_axpby_if, try_clear, try_copy,
    try_copy_if, try_fill, Elements, ElementsMut, TensorError,
};
pub use counting_iterator::{counting_iterator, CountingIterator};
pub use domain::InDomain;
pub use engine::{
    make_fragment, make_rmem_tensor, make_tensor, make_tensor_ptr, ArrayEngine, BoundedEngine,
    CosizeLength, Engine, EngineMut, FragmentOf, IntoLayout, PtrEngine, PtrView, RefEngine,
    RefEngineMut, StaticLength, TensorIterator, TensorLayout,
};
pub use gemm::{gemm, gemm_with, try_gemm, try_gemm_with, GemmOperands};
pub use gemm_form::{
    GemmExtents, GemmForm, GemmShape, GemmTensor, GemmTensorMut, Rank1, Rank2, Rank3,
};
pub use identity::{
    make_identity_tensor, make_inttuple_iter, ArithTuple, ArithValue, Coprofile, IdentityTensor,
};
pub use identity_tiling::{SliceIdentity, SlicedIdentity};
pub use like::{
    make_fragment_layout, make_fragment_like, make_layout_like, make_tensor_like, FilterZeros,
    FragmentLayout, FragmentLike, LayoutLikeOf, TensorLike,
};
pub use local_tiling::{
    inner_partition, local_partition, local_tile, LocalPartitionOf, LocalTileOf,
};
pub use partition_coord::{
    InnerCoord, ModeList, OuterCoord, PadList, PadUnderscores, Partition, SliceAt, TileModes,
    TileUnderscores, Underscores,
};
pub use partition_engine::PartitionEngine;
#[cfg(not(target_arch = "nvptx64"))]
pub use pointer::make_smem_ptr;
pub use pointer::{make_gmem_ptr, GmemPtr, RawPointer, SmemPtr};
pub use predicate::{Predicate, PredicateTensor};
pub(crate) use pretty::fmt_c_exp;
pub use pretty::PrettyPrint;
pub use print::{print_tensor, PrintTensor, PrintTensorBody};
pub use project::{
    dice, dice_layout, local_partition_proj, local_partition_proj_mut, local_tile_proj,
    local_tile_proj_mut, try_local_partition_proj, try_local_tile_proj, Dice, DiceList, Diced,
    DicedLayout, LocalPartitionProj, LocalTileProj,
};
pub use recast::{RecastEngine, Recasted, SizeofBits};
pub use shape_text::ShapeText;
pub use slice::{
    SliceEngine, SliceEngineMut, SubTensor, SubTensorMut, TileEngine, ZeroUnderscores,
};
pub use ssa::{
    where_, Broadcast, BroadcastShape, ModeRemoved, Operand, ReductionOp, RemoveMode, SameShape,
    SsaShape, StaticShape, TensorSsa, Unroll, MAX_MODES,
};
pub use swizzle_ptr::{SharedEngine, SwizzlePtr};
pub use thread_layout::ThreadLayout;
pub use tile::{
    local_partition_mut, local_tile_mut, outer_partition, try_local_partition, try_local_tile,
    LocalPartition, LocalPartitionMut, LocalTile, LocalTileMut, OuterPartition,
};
pub(crate) use tile::{relayout, relayout_mut, view_mut};
pub use transform::{
    for_each, transform, transform_binary_to, transform_to, try_for_each, try_transform,
    try_transform_binary_to, try_transform_to,
};
pub(crate) use unroll::Unrolled;
pub use unroll::{for_each_index, ForEachIndex, IndexFn};
#[cfg(feature = "alloc")]
pub use vec_engine::{make_tensor_vec, VecEngine, VecTensorOf};
pub use vector::{CopyBits, VectorEngine, VectorEngineMut};

use crate::int::Int;
use crate::int_tuple::{fmt_dyn, DynIntTuple, IntTuple};
use crate::layout::Layout;
use crate::stride::Crd2Idx;
use core::fmt;
use core::ops::{Index, IndexMut};

/// A tensor: an engine (memory or a counting iterator) composed with a layout, CuTe's
/// `Tensor<Engine, Layout>`.
///
/// A tensor over a static layout stores only its engine (the layout is zero-sized); a view
/// stores a slice or pointer plus the dynamic leaves of its layout.
///
/// ```
/// use layout_core::prelude::*;
/// let data = [10, 11, 12, 13, 14, 15];
/// let t = make_tensor(&data[..], make_layout((2, 3)));
/// assert_eq!(t[(1, 1)], 13);
/// assert_eq!(t.layout().to_string(), "(2,3):(_1,2)");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tensor<E, L> {
    engine: E,
    layout: L,
}

impl<E, L: Copy> Tensor<E, L> {
    /// The engine (the memory view, owned array, pointer or counting iterator).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn engine(&self) -> &E {
        &self.engine
    }
    /// The engine, writable (the copy algorithm writes through it).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub(crate) fn engine_mut(&mut self) -> &mut E {
        &mut self.engine
    }
    /// The layout, CuTe's `tensor.layout()`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn layout(&self) -> L {
        self.layout
    }
}

impl<E, S: IntTuple, D: IntTuple> Tensor<E, Layout<S, D>> {
    /// The shape of the layout.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn shape(&self) -> S {
        self.layout.shape()
    }
    /// The stride of the layout.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn stride(&self) -> D {
        self.layout.stride()
    }
    /// The number of coordinates, CuTe's `size(tensor)` (static when the shape is).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn size(&self) -> S::Size {
        self.layout.size()
    }
}

impl<E: Engine, S: IntTuple, D: IntTuple> Tensor<E, Layout<S, D>> {
    /// The offset of `c` into the engine when `c` is in the domain and the offset is admitted
    /// by the engine.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn checked_offset<C: Crd2Idx<S, D> + InDomain<S>>(&self, c: C) -> Option<isize> {
        if !c.in_domain(&self.layout.shape()) {
            return None;
        }
        self.engine.admit(i64::from(self.layout.call(c).value()))
    }

    /// The element at coordinate `c`, by value (CuTe's `tensor(c)` read), or `None` when `c`
    /// is outside the layout's domain or its index is outside the engine's memory. Every
    /// engine is read this way, shared memory on a GPU included.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let t = make_tensor(CountingIterator::new(100), make_layout((_4, 3)));
    /// assert_eq!(t.try_read((1, 2)), Some(109));
    /// assert_eq!(t.try_read((4, 0)), None);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn try_read<C: Crd2Idx<S, D> + InDomain<S>>(&self, c: C) -> Option<E::Value>
    where
        E::Value: Copy,
    {
        let off = self.checked_offset(c)?;
        // SAFETY: `off` was admitted by the engine.
        Some(unsafe { self.engine.read(off) })
    }

    /// The element at coordinate `c`, by value.
    ///
    /// # Panics
    /// When `c` is outside the layout's domain or its index outside the engine's memory (the
    /// message names the coordinate and the layout).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    #[track_caller]
    pub fn read<C: Crd2Idx<S, D> + InDomain<S> + IntTuple>(&self, c: C) -> E::Value
    where
        E::Value: Copy,
    {
        match self.try_read(c) {
            Some(v) => v,
            None => out_of_bounds(&c, &self.shape(), &self.stride()),
        }
    }

    /// The element at coordinate `c`, by value, without any check.
    ///
    /// # Safety
    /// `c` lies in the layout's domain and the engine admits its index (for slices and owned
    /// arrays: in `0..len`; view pointers admit every index).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn read_unchecked<C: Crd2Idx<S, D>>(&self, c: C) -> E::Value
    where
        E::Value: Copy,
    {
        let off = self.layout.call(c).value() as isize;
        // SAFETY: the caller's contract.
        unsafe { self.engine.read(off) }
    }
}

impl<E: EngineMut, S: IntTuple, D: IntTuple> Tensor<E, Layout<S, D>> {
    /// Writes `v` at coordinate `c` (CuTe's `tensor(c) = v`), or returns `None` when `c` is
    /// outside the layout's domain or its index outside the engine's memory.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn try_write<C: Crd2Idx<S, D> + InDomain<S>>(&mut self, c: C, v: E::Value) -> Option<()> {
        let off = self.checked_offset(c)?;
        // SAFETY: `off` was admitted by the engine.
        unsafe { self.engine.write(off, v) };
        Some(())
    }

    /// Writes `v` at coordinate `c`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let mut data = [0_u8; 6];
    /// let mut t = make_tensor(&mut data[..], make_layout_with((_2, _3), LayoutRight));
    /// t.write((1, 0), 9);
    /// assert_eq!(data, [0, 0, 0, 9, 0, 0]);
    /// ```
    ///
    /// # Panics
    /// As [`Tensor::read`].
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    #[track_caller]
    pub fn write<C: Crd2Idx<S, D> + InDomain<S> + IntTuple>(&mut self, c: C, v: E::Value) {
        let (shape, stride) = (self.shape(), self.stride());
        if self.try_write(c, v).is_none() {
            out_of_bounds(&c, &shape, &stride)
        }
    }

    /// Writes `v` at coordinate `c` without any check.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let mut data = [0; 6];
    /// let mut t = make_tensor(&mut data[..], make_layout((_2, _3)));
    /// // SAFETY: (1, 2) is in the shape and its index, 5, is inside the 6 elements.
    /// unsafe { t.write_unchecked((1, 2), 7) };
    /// assert_eq!(data, [0, 0, 0, 0, 0, 7]);
    /// ```
    ///
    /// # Safety
    /// As [`Tensor::read_unchecked`].
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn write_unchecked<C: Crd2Idx<S, D>>(&mut self, c: C, v: E::Value) {
        let off = self.layout.call(c).value() as isize;
        // SAFETY: the caller's contract.
        unsafe { self.engine.write(off, v) }
    }
}

impl<E: RefEngine, S: IntTuple, D: IntTuple> Tensor<E, Layout<S, D>> {
    /// The element at coordinate `c` (a 1-D index, a flat or a hierarchical coordinate), or
    /// `None` when `c` is outside the layout's domain or its index is outside the engine's memory.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let data = [0, 1, 2, 3, 4, 5, 6, 7];
    /// let t = make_tensor(&data[..], Layout::new((_2, (2, _2)), (_4, (1, _2))));
    /// assert_eq!(t.get(3), Some(&5));           // 1-D index
    /// assert_eq!(t.get((1, 1)), Some(&5));      // flat coordinate
    /// assert_eq!(t.get((1, (1, 0))), Some(&5)); // hierarchical coordinate
    /// assert_eq!(t.get((0, 4)), None);          // mode 1 has size 4
    /// assert_eq!(t.get(-1), None);
    /// ```
    #[inline]
    pub fn get<C: Crd2Idx<S, D> + InDomain<S>>(&self, c: C) -> Option<&E::Value> {
        let off = self.checked_offset(c)?;
        // SAFETY: `admit` returned `off` only when `as_ptr().offset(off)` is an element of the
        // engine's memory (within its length, or, for the raw pointer engine, by the contract of
        // `make_tensor_ptr` since `c` is in the layout's domain); `&self` keeps it borrowed.
        Some(unsafe { &*self.engine.as_ptr().offset(off) })
    }

    /// The element at coordinate `c` without any check, CuTe's `tensor(c)`.
    ///
    /// # Safety
    /// `c` must lie in the layout's domain and the layout's index of `c` must be an element of
    /// the engine's memory (for slices and owned arrays: in `0..len`).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn get_unchecked<C: Crd2Idx<S, D>>(&self, c: C) -> &E::Value {
        let off = self.layout.call(c).value() as isize;
        // SAFETY: the caller guarantees that `off` addresses an element of the engine's memory.
        unsafe { &*self.engine.as_ptr().offset(off) }
    }
}

impl<E: RefEngineMut, S: IntTuple, D: IntTuple> Tensor<E, Layout<S, D>> {
    /// The element at coordinate `c`, mutably, or `None` when `c` is outside the layout's
    /// domain or its index is outside the engine's memory.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let mut data = [0_u8; 4];
    /// let mut t = make_tensor(&mut data[..], make_layout((_2, _2)));
    /// *t.get_mut((1, 1)).unwrap() = 9;
    /// assert!(t.get_mut((2, 0)).is_none());
    /// assert_eq!(data, [0, 0, 0, 9]);
    /// ```
    #[inline]
    pub fn get_mut<C: Crd2Idx<S, D> + InDomain<S>>(&mut self, c: C) -> Option<&mut E::Value> {
        let off = self.checked_offset(c)?;
        // SAFETY: as in `get`; `&mut self` borrows the engine exclusively, so the returned
        // reference is the only live access to this element through this tensor.
        Some(unsafe { &mut *self.engine.as_mut_ptr().offset(off) })
    }

    /// The element at coordinate `c`, mutably, without any check.
    ///
    /// # Safety
    /// As [`Tensor::get_unchecked`].
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn get_unchecked_mut<C: Crd2Idx<S, D>>(&mut self, c: C) -> &mut E::Value {
        let off = self.layout.call(c).value() as isize;
        // SAFETY: the caller guarantees that `off` addresses an element of the engine's memory;
        // `&mut self` borrows the engine exclusively.
        unsafe { &mut *self.engine.as_mut_ptr().offset(off) }
    }
}

/// Writes the message of a failed checked access.
#[cold]
#[inline(never)]
#[track_caller]
fn out_of_bounds(c: &dyn DynIntTuple, shape: &dyn DynIntTuple, stride: &dyn DynIntTuple) -> ! {
    struct Show<'a>(&'a dyn DynIntTuple);
    impl fmt::Display for Show<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            fmt_dyn(self.0, f)
        }
    }
    panic!(
        "tensor index out of bounds: coordinate {} is outside the domain of layout {}:{} or its index is outside the tensor's memory",
        Show(c),
        Show(shape),
        Show(stride)
    )
}

/// `tensor[c]`: the element at coordinate `c`.
///
/// # Panics
/// When `c` is outside the layout's domain or its index is outside the engine's memory (the
/// message names the coordinate and the layout). Use [`Tensor::get`] for an `Option`.
impl<E: RefEngine, S: IntTuple, D: IntTuple, C: Crd2Idx<S, D> + InDomain<S> + IntTuple> Index<C>
    for Tensor<E, Layout<S, D>>
{
    type Output = E::Value;
    #[inline]
    #[track_caller]
    fn index(&self, c: C) -> &E::Value {
        match self.get(c) {
            Some(v) => v,
            None => out_of_bounds(&c, &self.shape(), &self.stride()),
        }
    }
}

/// `tensor[c] = v`: the element at coordinate `c`, mutably.
///
/// # Panics
/// As [`Index`]: when `c` is outside the domain or its index outside the memory.
impl<E: RefEngineMut, S: IntTuple, D: IntTuple, C: Crd2Idx<S, D> + InDomain<S> + IntTuple>
    IndexMut<C> for Tensor<E, Layout<S, D>>
{
    #[inline]
    #[track_caller]
    fn index_mut(&mut self, c: C) -> &mut E::Value {
        let (shape, stride) = (self.shape(), self.stride());
        match self.get_mut(c) {
            Some(v) => v,
            None => out_of_bounds(&c, &shape, &stride),
        }
    }
}

/// CuTe's `print(tensor)`: `<engine> o <layout>`, e.g. `ptr[32b](0x7f42efc00000) o (_4,_8):(_1,_4)`.
impl<E: Engine, S: IntTuple, D: IntTuple> fmt::Display for Tensor<E, Layout<S, D>> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.engine.fmt_engine(f)?;
        write!(f, " o {}", self.layout)
    }
}
