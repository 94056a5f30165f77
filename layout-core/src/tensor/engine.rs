//! Engines: where a tensor's elements live (CuTe's `ViewEngine`, `ArrayEngine`).
//!
//! | engine | CuTe | elements | length known | made by |
//! |--------|------|----------|--------------|---------|
//! | `&[T]`, `&mut [T]` | `ViewEngine<T*>` over existing memory | by reference | yes | [`make_tensor`] |
//! | [`ArrayEngine<T, N>`] | `ArrayEngine<T, N>` (registers) | by reference | yes, `N = cosize` | [`make_fragment`], [`make_rmem_tensor`], [`make_tensor_like`](super::make_tensor_like) |
//! | [`VecEngine<T>`](super::VecEngine) (the `alloc` feature) | none: CuTe's owning tensors are static | by reference | yes, `size(shape)` | [`make_tensor_vec`](super::make_tensor_vec) |
//! | [`GmemPtr<T>`], [`SmemPtr<T>`] | `ViewEngine<gmem_ptr<T*>>`, `ViewEngine<smem_ptr<T*>>` | by value | no | [`make_tensor`] of `unsafe` [`make_gmem_ptr`](super::make_gmem_ptr), [`make_smem_ptr`](super::make_smem_ptr) |
//! | [`CountingIterator`] | `ViewEngine<counting_iterator<int>>` | by value (`origin + index`) | no memory | [`make_tensor`] |
//! | [`PtrEngine<'a, T>`](PtrEngine) | `ViewEngine<T*>` (memory borrowed for `'a`) | by reference | no | `unsafe` [`make_tensor_ptr`] |
//!
//! Every engine is read (and, for [`EngineMut`], written) by value at an offset: that is all a
//! shared-memory pointer offers on a GPU (`ld.shared`/`st.shared`). Engines whose elements
//! are addressable also lend references ([`RefEngine`]): `tensor[c]`, `get`, `get_mut`.

use super::Tensor;
use crate::int::{IntAdd, IntDiff, IntSub, _1};
use crate::int_tuple::IntTuple;
use crate::layout::{CosizeOf, Layout};
use crate::stride::{Crd2Idx, Crd2IdxOf};
use core::fmt;
use core::marker::PhantomData;
use generic_array::{ArrayLength, GenericArray};
use typenum::{NonZero, PInt, Unsigned, U0, Z0};

#[cfg(doc)]
use super::{CountingIterator, GmemPtr, SmemPtr};

/// Memory (or a generator) a tensor reads through: the offsets it admits and the element at
/// an offset, by value.
///
/// # Safety
/// An implementation guarantees that whenever `admit(i)` returns `Some(o)`, `read(o)` (and,
/// for [`EngineMut`], `write(o, _)`) accesses an initialised, aligned element that is valid for
/// reads while `&self` is borrowed (and for writes while `&mut self` is) — either because `o` is
/// within the engine's own memory, or, for an engine that cannot know its length (the view
/// pointers), because its `unsafe` constructor's contract covers every element the tensors
/// over it access.
pub unsafe trait Engine {
    /// The element type.
    type Value;
    /// `Some(offset)` when the index may be accessed, `None` otherwise.
    fn admit(&self, index: i64) -> Option<isize>;
    /// The element at `offset`, by value.
    ///
    /// # Safety
    /// `offset` was returned by [`Engine::admit`].
    unsafe fn read(&self, offset: isize) -> Self::Value
    where
        Self::Value: Copy;
    /// Prints the engine as CuTe prints the tensor's iterator: `ptr[32b](0x7f42efc00000)`.
    fn fmt_engine(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

/// An engine a tensor can also write through.
///
/// # Safety
/// As [`Engine`], for writes.
pub unsafe trait EngineMut: Engine {
    /// Writes `value` at `offset`.
    ///
    /// # Safety
    /// `offset` was returned by [`Engine::admit`].
    unsafe fn write(&mut self, offset: isize, value: Self::Value);
}

/// An engine whose elements are addressable: tensors over it lend references (`tensor[c]`,
/// [`Tensor::get`]).
///
/// # Safety
/// As [`Engine`]: whenever `admit(i)` returns `Some(o)`, `as_ptr().offset(o)` points to the
/// element `read(o)` reads, valid for reads while `&self` is borrowed.
pub unsafe trait RefEngine: Engine {
    /// The base pointer (offset 0).
    fn as_ptr(&self) -> *const Self::Value;
}

/// An addressable engine that lends mutable references.
///
/// # Safety
/// As [`RefEngine`], for writes through `as_mut_ptr` while `&mut self` is borrowed.
pub unsafe trait RefEngineMut: RefEngine + EngineMut {
    /// The base pointer (offset 0), for writing.
    fn as_mut_ptr(&mut self) -> *mut Self::Value;
}

/// An engine that knows its memory: `admit` accepts only offsets of its own elements, so any
/// layout may be paired with it safely.
///
/// # Safety
/// `admit(i)` returns `Some(o)` only when `o` is an element of the engine's own memory.
pub unsafe trait BoundedEngine: Engine {}

// SAFETY: `admit` checks `0..len` of the slice.
unsafe impl<T> BoundedEngine for &[T] {}
// SAFETY: `admit` checks `0..len` of the slice.
unsafe impl<T> BoundedEngine for &mut [T] {}
// SAFETY: `admit` checks `0..N` of the array.
unsafe impl<T, N: ArrayLength> BoundedEngine for ArrayEngine<T, N> {}

/// CuTe's `print(T const*)`: `ptr[<bits>b](<address>)`, `(nil)` for a null pointer as glibc.
/// The width is CuTe's `sizeof_bits<T>` ([`bits_of`]).
pub(super) fn fmt_ptr<T>(p: *const T, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    write!(f, "ptr[{}b](", bits_of::<T>())?;
    if p.is_null() {
        f.write_str("(nil))")
    } else {
        write!(f, "{p:p})")
    }
}

/// CuTe's `sizeof_bits<T>`: 8 bits per byte, except `bool`, which is 1 bit.
pub(super) fn bits_of<T>() -> usize {
    if core::any::type_name::<T>() == "bool" {
        1
    } else {
        core::mem::size_of::<T>() * 8
    }
}

/// `Some(index)` when `index` is in `0..len`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(super) fn admit_len(index: i64, len: usize) -> Option<isize> {
    let i = usize::try_from(index).ok()?;
    if i < len {
        isize::try_from(i).ok()
    } else {
        None
    }
}

// SAFETY: `admit` only returns offsets in `0..len`, elements of the borrowed slice.
unsafe impl<T> Engine for &[T] {
    type Value = T;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn admit(&self, index: i64) -> Option<isize> {
        admit_len(index, self.len())
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn read(&self, offset: isize) -> T
    where
        T: Copy,
    {
        // SAFETY: `offset` was admitted: it is in `0..len`.
        unsafe { *<[T]>::as_ptr(self).offset(offset) }
    }
    fn fmt_engine(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_ptr(<[T]>::as_ptr(self), f)
    }
}

// SAFETY: `read` reads `as_ptr().offset(o)`; the slice is borrowed.
unsafe impl<T> RefEngine for &[T] {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn as_ptr(&self) -> *const T {
        <[T]>::as_ptr(self)
    }
}

// SAFETY: `admit` only returns offsets in `0..len`, elements of the borrowed slice.
unsafe impl<T> Engine for &mut [T] {
    type Value = T;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn admit(&self, index: i64) -> Option<isize> {
        admit_len(index, self.len())
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn read(&self, offset: isize) -> T
    where
        T: Copy,
    {
        // SAFETY: `offset` was admitted: it is in `0..len`.
        unsafe { *<[T]>::as_ptr(self).offset(offset) }
    }
    fn fmt_engine(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_ptr(<[T]>::as_ptr(self), f)
    }
}

// SAFETY: `read` reads `as_ptr().offset(o)`; the slice is borrowed.
unsafe impl<T> RefEngine for &mut [T] {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn as_ptr(&self) -> *const T {
        <[T]>::as_ptr(self)
    }
}

// SAFETY: as the `Engine` impl; the slice is borrowed mutably, so writes are allowed.
unsafe impl<T> EngineMut for &mut [T] {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn write(&mut self, offset: isize, value: T) {
        // SAFETY: `offset` was admitted: it is in `0..len`.
        unsafe { *<[T]>::as_mut_ptr(self).offset(offset) = value }
    }
}

// SAFETY: as the `EngineMut` impl.
unsafe impl<T> RefEngineMut for &mut [T] {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn as_mut_ptr(&mut self) -> *mut T {
        <[T]>::as_mut_ptr(self)
    }
}

/// Owned storage of `N` elements (CuTe's `ArrayEngine<T, N>`): a register fragment when used in
/// a kernel. Exactly `N * size_of::<T>()` bytes.
#[derive(Debug, PartialEq, Eq)]
pub struct ArrayEngine<T, N: ArrayLength> {
    data: GenericArray<T, N>,
}

impl<T: Clone, N: ArrayLength> Clone for ArrayEngine<T, N> {
    fn clone(&self) -> Self {
        ArrayEngine {
            data: self.data.clone(),
        }
    }
}

impl<T, N: ArrayLength> ArrayEngine<T, N> {
    /// The elements in memory order.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn as_slice(&self) -> &[T] {
        &self.data
    }
    /// The elements in memory order, mutably.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.data
    }
}

// SAFETY: `admit` only returns offsets in `0..N`, elements of the owned array.
unsafe impl<T, N: ArrayLength> Engine for ArrayEngine<T, N> {
    type Value = T;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn admit(&self, index: i64) -> Option<isize> {
        admit_len(index, N::USIZE)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn read(&self, offset: isize) -> T
    where
        T: Copy,
    {
        // SAFETY: `offset` was admitted: it is in `0..N`.
        unsafe { *self.data.as_ptr().offset(offset) }
    }
    fn fmt_engine(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_ptr(self.data.as_ptr(), f)
    }
}

// SAFETY: as the `Engine` impl; the array is owned, so `&mut self` allows writes.
unsafe impl<T, N: ArrayLength> EngineMut for ArrayEngine<T, N> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn write(&mut self, offset: isize, value: T) {
        // SAFETY: `offset` was admitted: it is in `0..N`.
        unsafe { *self.data.as_mut_ptr().offset(offset) = value }
    }
}

// SAFETY: `read` reads `as_ptr().offset(o)`.
unsafe impl<T, N: ArrayLength> RefEngine for ArrayEngine<T, N> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn as_ptr(&self) -> *const T {
        self.data.as_ptr()
    }
}

// SAFETY: as the `EngineMut` impl.
unsafe impl<T, N: ArrayLength> RefEngineMut for ArrayEngine<T, N> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn as_mut_ptr(&mut self) -> *mut T {
        self.data.as_mut_ptr()
    }
}

/// A static cosize as an array length (typenum's unsigned form of `_N`).
#[diagnostic::on_unimplemented(
    message = "make_fragment: the layout's cosize `{Self}` is not a static integer",
    label = "owned (register) tensors are sized at compile time",
    note = "use a layout whose shape and stride are all static, e.g. `make_layout((_4, _8))`; view dynamic layouts over memory with `make_tensor`, or (the `alloc` feature) own a dynamic shape with `make_tensor_vec`"
)]
pub trait StaticLength {
    /// The length.
    type Len: ArrayLength;
}
#[diagnostic::do_not_recommend]
impl<U: Unsigned + NonZero + ArrayLength> StaticLength for PInt<U> {
    type Len = U;
}
#[diagnostic::do_not_recommend]
impl StaticLength for Z0 {
    type Len = U0;
}

/// A layout whose cosize is static: the number of elements of its owned storage.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a layout with a static cosize",
    label = "owned storage needs a layout of static cosize",
    note = "make_fragment takes a layout: CuTe's `make_tensor<T>(shape)` is `make_fragment::<T, _>(make_layout(shape))`"
)]
pub trait CosizeLength {
    /// `cosize(layout)` as an array length.
    type Len: ArrayLength;
}
#[diagnostic::do_not_recommend]
impl<S: IntTuple, D: IntTuple> CosizeLength for Layout<S, D>
where
    S::Size: IntSub<_1>,
    IntDiff<S::Size, _1>: Crd2Idx<S, D>,
    Crd2IdxOf<IntDiff<S::Size, _1>, S, D>: IntAdd<_1>,
    CosizeOf<S, D>: StaticLength,
{
    type Len = <CosizeOf<S, D> as StaticLength>::Len;
}

/// An owned tensor with layout `L` (a register fragment); this is an alias, see [`Tensor`].
pub type FragmentOf<T, L> = Tensor<ArrayEngine<T, <L as CosizeLength>::Len>, L>;

/// What the second argument of [`make_tensor`] may be: a layout, or a shape (CuTe's
/// `make_tensor(ptr, shape)`: the compact column-major layout of the shape).
#[diagnostic::on_unimplemented(
    message = "make_tensor: `{Self}` is neither a layout nor a shape",
    note = "pass a layout (`make_layout_with(shape, stride)`) or a shape (`(_4, 8)`, compact column-major)"
)]
pub trait IntoLayout {
    /// The layout.
    type Layout: Copy;
    /// The layout itself, or the compact column-major layout of a shape.
    fn into_layout(self) -> Self::Layout;
}
impl<S: IntTuple, D: IntTuple> IntoLayout for Layout<S, D> {
    type Layout = Self;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn into_layout(self) -> Self {
        self
    }
}
impl<S: crate::stride::Compact<crate::stride::LayoutLeft, _1>> IntoLayout for S {
    type Layout = Layout<S, S::Stride>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn into_layout(self) -> Self::Layout {
        crate::layout::make_layout(self)
    }
}

/// A tensor over an engine that may be paired with any layout, CuTe's
/// `make_tensor(ptr, layout)` and `make_tensor(ptr, shape)`: a slice (`&[T]`, `&mut [T]`,
/// every access checked against its length), a view pointer ([`GmemPtr`], [`SmemPtr`], whose
/// `unsafe` constructor's contract covers the accesses) or a [`CountingIterator`]. Raw
/// pointers borrowed for a lifetime go through `unsafe` [`make_tensor_ptr`].
///
/// ```
/// use layout_core::prelude::*;
/// let data = [1.0_f32; 40];
/// let t = make_tensor(&data[..], make_layout_with((8, 5), (5, 1)));
/// assert_eq!(t.layout().to_string(), "(8,5):(5,1)");
/// assert_eq!(t[(7, 4)], 1.0);
/// // CuTe 03_tensor.md: `make_tensor(A, Int<8>{})`, a shape instead of a layout
/// let t8 = make_tensor(&data[..], _8);
/// assert_eq!(t8.layout().to_string(), "_8:_1");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn make_tensor<E: TensorIterator, L: TensorLayout<E>>(
    engine: E,
    layout: L,
) -> Tensor<L::Engine, L::Layout> {
    let (engine, layout) = layout.into_parts(engine);
    Tensor { engine, layout }
}

/// What [`make_tensor`] pairs with an iterator: a layout or a shape ([`IntoLayout`]), or, over
/// a shared pointer, a swizzled layout `Swizzle<B,M,S> o offset o layout`, whose swizzle moves
/// into the engine ([`SwizzlePtr`](super::SwizzlePtr), CuTe's `swizzle_ptr`).
pub trait TensorLayout<E> {
    /// The tensor's engine.
    type Engine;
    /// The tensor's layout.
    type Layout: Copy;
    /// The engine and the layout.
    fn into_parts(self, engine: E) -> (Self::Engine, Self::Layout);
}
impl<E, L: IntoLayout> TensorLayout<E> for L {
    type Engine = E;
    type Layout = L::Layout;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn into_parts(self, engine: E) -> (E, L::Layout) {
        (engine, self.into_layout())
    }
}
impl<T, B, M, S, O, Sh, D> TensorLayout<super::SmemPtr<T>>
    for crate::composed::ComposedLayout<crate::swizzle::Swizzle<B, M, S>, O, Layout<Sh, D>>
where
    B: crate::int::StaticInt,
    M: crate::int::StaticInt,
    S: crate::int::StaticInt,
    (B, M, S): crate::swizzle::SwizzleParams,
    O: crate::composed::ComposedOffset,
    Sh: IntTuple,
    D: IntTuple,
{
    type Engine = super::SwizzlePtr<T, B, M, S>;
    type Layout = Layout<Sh, D>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn into_parts(self, engine: super::SmemPtr<T>) -> (Self::Engine, Layout<Sh, D>) {
        (
            super::SwizzlePtr::new(engine, self.offset().offset_value()),
            self.layout_b(),
        )
    }
}

/// What [`make_tensor`] views through a layout, CuTe's iterators: memory and tagged pointers,
/// a [`CountingIterator`](super::CountingIterator) (every engine that may be tiled and
/// partitioned, [`TileEngine`](super::TileEngine)), or the coordinate iterator
/// [`ArithTuple`](super::ArithTuple) of [`make_inttuple_iter`](super::make_inttuple_iter).
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::basis::{E0, E1};
/// // CuTe's 0z_tma_tensors.md: a tensor of TMA coordinates
/// let b = make_tensor(make_inttuple_iter((0, 0)), make_layout_with((4, 5), (E1::default(), E0::default())));
/// assert_eq!(b.to_string(), "ArithTuple(0,0) o (4,5):(_1@1,_1@0)");
/// assert_eq!(b.call((3, 1)), (1, 3));
/// ```
pub trait TensorIterator {}
impl<E: super::slice::TileEngine> TensorIterator for E {}
impl<O> TensorIterator for super::ArithTuple<O> {}

/// An owned tensor of `T::default()` values whose storage is the static cosize of `layout`,
/// CuTe's `make_tensor<T>(layout)` / `make_fragment_like`: a register fragment in a kernel.
///
/// ```
/// use layout_core::prelude::*;
/// let mut f = make_fragment::<f32, _>(make_layout_with((_4, _8), (_32, _2)));
/// // cosize((_4,_8):(_32,_2)) = 3*32 + 7*2 + 1 = 111 elements, nothing else
/// assert_eq!(core::mem::size_of_val(&f), 111 * 4);
/// f[(3, 7)] = 1.5;
/// assert_eq!(f.engine().as_slice()[3 * 32 + 7 * 2], 1.5);
/// ```
///
/// A layout with a dynamic leaf has no static cosize and is rejected at compile time:
/// ```compile_fail
/// use layout_core::prelude::*;
/// let f = make_fragment::<f32, _>(make_layout((_4, 8)));
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn make_fragment<T: Default, L: CosizeLength>(layout: L) -> FragmentOf<T, L> {
    Tensor {
        engine: ArrayEngine {
            data: GenericArray::default(),
        },
        layout,
    }
}

/// CuTe's `make_rmem_tensor<T>(layout)`: the same as [`make_fragment`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn make_rmem_tensor<T: Default, L: CosizeLength>(layout: L) -> FragmentOf<T, L> {
    make_fragment(layout)
}

/// A raw pointer engine (device or host memory the tensor does not own or borrow), CuTe's
/// `ViewEngine<T*>`. Made only by the `unsafe` [`make_tensor_ptr`]; neither `Clone` nor `Copy`,
/// so two tensors never share one engine.
///
/// `'a` bounds the tensor's use of the memory: [`make_tensor_ptr`] lets the caller choose it
/// (often `'static` in a kernel); a sub-tensor borrows its parent.
#[derive(Debug)]
pub struct PtrEngine<'a, T> {
    ptr: *mut T,
    _memory: PhantomData<&'a mut T>,
}

impl<'a, T> PtrEngine<'a, T> {
    /// The engine at `ptr`; the caller upholds [`make_tensor_ptr`]'s contract for the layout it
    /// is used with.
    pub(super) fn at(ptr: *mut T) -> Self {
        PtrEngine {
            ptr,
            _memory: PhantomData,
        }
    }
}

/// A read-only raw pointer engine: what a shared borrow of a [`PtrEngine`] tensor slices into.
/// `Copy`, like a shared reference.
#[derive(Debug)]
pub struct PtrView<'a, T> {
    ptr: *const T,
    _memory: PhantomData<&'a T>,
}
impl<T> Clone for PtrView<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for PtrView<'_, T> {}

impl<'a, T> PtrView<'a, T> {
    /// The view at `ptr`; the caller upholds [`make_tensor_ptr`]'s contract (for reads).
    pub(super) fn at(ptr: *const T) -> Self {
        PtrView {
            ptr,
            _memory: PhantomData,
        }
    }
}

// SAFETY: `admit` accepts any index; a `PtrView` is only made by slicing a `PtrEngine` tensor at
// an in-domain coordinate, with the sliced layout, whose domain maps into the parent's.
unsafe impl<T> Engine for PtrView<'_, T> {
    type Value = T;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn admit(&self, index: i64) -> Option<isize> {
        isize::try_from(index).ok()
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn read(&self, offset: isize) -> T
    where
        T: Copy,
    {
        // SAFETY: tensors admit only the indices of in-domain coordinates, which the contract
        // of `make_tensor_ptr` makes valid memory.
        unsafe { *self.ptr.offset(offset) }
    }
    fn fmt_engine(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_ptr(self.ptr, f)
    }
}

// SAFETY: `read` reads `as_ptr().offset(o)`.
unsafe impl<T> RefEngine for PtrView<'_, T> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn as_ptr(&self) -> *const T {
        self.ptr
    }
}

// SAFETY: `admit` accepts any index; tensors call it only for coordinates in their layout's
// domain, and the contract of `make_tensor_ptr` makes every such index valid memory.
unsafe impl<T> Engine for PtrEngine<'_, T> {
    type Value = T;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn admit(&self, index: i64) -> Option<isize> {
        isize::try_from(index).ok()
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn read(&self, offset: isize) -> T
    where
        T: Copy,
    {
        // SAFETY: as for `PtrView`.
        unsafe { *self.ptr.offset(offset) }
    }
    fn fmt_engine(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_ptr(self.ptr, f)
    }
}

// SAFETY: as the `Engine` impl; the contract of `make_tensor_ptr` covers writes.
unsafe impl<T> EngineMut for PtrEngine<'_, T> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn write(&mut self, offset: isize, value: T) {
        // SAFETY: as `read`; the contract covers writes.
        unsafe { *self.ptr.offset(offset) = value }
    }
}

// SAFETY: `read` reads `as_ptr().offset(o)`.
unsafe impl<T> RefEngine for PtrEngine<'_, T> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn as_ptr(&self) -> *const T {
        self.ptr
    }
}

// SAFETY: as the `EngineMut` impl.
unsafe impl<T> RefEngineMut for PtrEngine<'_, T> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn as_mut_ptr(&mut self) -> *mut T {
        self.ptr
    }
}

/// A tensor over a raw pointer (e.g. global memory in a kernel), CuTe's `make_tensor(ptr, layout)`.
///
/// Safe accessors check only that a coordinate lies in the layout's domain: the pointer's
/// extent is the caller's promise.
///
/// # Safety
/// For as long as the returned tensor is used (at most `'a`):
/// * for every coordinate `c` in the domain of `layout`, `ptr.offset(layout(c))` lies in one
///   allocation, is aligned for `T` and initialised, and is valid for reads (and for writes if
///   the tensor is used mutably: `get_mut`, `tensor[c] = ..`, `copy`, `fill`, ...);
/// * no other access conflicts with the tensor's: nothing else writes those elements while the
///   tensor reads them, and nothing else reads or writes an element while the tensor writes it
///   (on a GPU: threads partition the elements they write).
///
/// ```
/// use layout_core::prelude::*;
/// let mut buf = [0_i32; 8];
/// // SAFETY: `buf` holds the 8 elements of (_2,_4):(_1,_2) and is only used through `t`.
/// let mut t = unsafe { make_tensor_ptr(buf.as_mut_ptr(), make_layout((_2, _4))) };
/// t[(1, 3)] = 5;
/// assert_eq!(t.get((2, 0)), None);
/// assert_eq!(buf[7], 5);
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn make_tensor_ptr<'a, T, S: IntTuple, D: IntTuple>(
    ptr: *mut T,
    layout: Layout<S, D>,
) -> Tensor<PtrEngine<'a, T>, Layout<S, D>> {
    Tensor {
        engine: PtrEngine::at(ptr),
        layout,
    }
}
