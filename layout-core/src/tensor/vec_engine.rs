//! An owned tensor of any shape on the host: a `Vec` as the engine (the `alloc` feature).
//!
//! CuTe's owning `make_tensor<T>(shape)` holds a register array (`ArrayEngine<T, cosize>`) and
//! requires a static shape (its `static_assert` "Dynamic owning tensors not supported"); here
//! that is [`make_fragment`](super::make_fragment). Host code whose shape is known only at run
//! time allocates instead: [`make_tensor_vec`] owns a `Vec` of `size(shape)` elements, laid out
//! compact column-major, the shape's static leaves kept static. Such a tensor is read, written,
//! sliced, tiled, partitioned and passed to the algorithms (`copy`, `fill`, `clear`, `axpby`,
//! `gemm`) as a tensor over a slice is: every access is checked against the `Vec`'s length.
//!
//! ```
//! use layout_core::prelude::*;
//! let (m, n) = (3, 4); // known at run time
//! let mut t = make_tensor_vec::<f32, _>((m, n));
//! assert_eq!(t.layout().to_string(), "(3,4):(_1,3)");
//! t[(2, 1)] = 1.5;
//! fill(&mut t.slice_mut((X, 3)), 2.0); // column 3
//! assert_eq!(t.engine().as_slice()[5], 1.5);
//! assert_eq!(t.into_vec()[9..], [2.0, 2.0, 2.0]);
//! ```

use super::engine::{
    admit_len, fmt_ptr, BoundedEngine, Engine, EngineMut, RefEngine, RefEngineMut,
};
use super::slice::{SliceEngine, SliceEngineMut};
use super::Tensor;
use crate::int::_1;
use crate::int_tuple::{fmt_dyn, DynIntTuple};
use crate::layout::{make_layout, Layout};
use crate::stride::{Compact, LayoutLeft};
use alloc::vec::Vec;
use core::fmt;

/// Owned storage in a `Vec` (the `alloc` feature): the engine of [`make_tensor_vec`]. Every
/// access through a layout is checked against the `Vec`'s length, so any layout may be paired
/// with it (it is a [`BoundedEngine`]); no method changes its length.
///
/// ```
/// use layout_core::prelude::*;
/// let t = make_tensor_vec::<u8, _>((2, _3));
/// assert_eq!(t.engine().len(), 6);
/// assert_eq!(t.engine().as_slice(), &[0; 6]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VecEngine<T> {
    data: Vec<T>,
}

impl<T> VecEngine<T> {
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
    /// The number of elements.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn len(&self) -> usize {
        self.data.len()
    }
    /// Whether there are no elements (a shape of size 0).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
    /// The elements, giving up the engine.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn into_vec(self) -> Vec<T> {
        self.data
    }
}

// SAFETY: `admit` only returns offsets in `0..len`, elements of the owned `Vec`, whose length
// no method changes.
unsafe impl<T> Engine for VecEngine<T> {
    type Value = T;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn admit(&self, index: i64) -> Option<isize> {
        admit_len(index, self.data.len())
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn read(&self, offset: isize) -> T
    where
        T: Copy,
    {
        // SAFETY: `offset` was admitted: it is in `0..len`.
        unsafe { *self.data.as_ptr().offset(offset) }
    }
    fn fmt_engine(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_ptr(self.data.as_ptr(), f)
    }
}

// SAFETY: as the `Engine` impl; the `Vec` is owned, so `&mut self` allows writes.
unsafe impl<T> EngineMut for VecEngine<T> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn write(&mut self, offset: isize, value: T) {
        // SAFETY: `offset` was admitted: it is in `0..len`.
        unsafe { *self.data.as_mut_ptr().offset(offset) = value }
    }
}

// SAFETY: `read` reads `as_ptr().offset(o)`.
unsafe impl<T> RefEngine for VecEngine<T> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn as_ptr(&self) -> *const T {
        self.data.as_ptr()
    }
}

// SAFETY: as the `EngineMut` impl.
unsafe impl<T> RefEngineMut for VecEngine<T> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn as_mut_ptr(&mut self) -> *mut T {
        self.data.as_mut_ptr()
    }
}

// SAFETY: `admit` checks `0..len` of the `Vec`.
unsafe impl<T> BoundedEngine for VecEngine<T> {}

// SAFETY: origins are checked; the views are slices of the `Vec`, checked on every access.
unsafe impl<T> SliceEngine for VecEngine<T> {
    type View<'a>
        = &'a [T]
    where
        Self: 'a;
    unsafe fn view_at(&self, offset: isize) -> Option<&[T]> {
        self.data.get(usize::try_from(offset).ok()?..)
    }
}

impl<T> SliceEngineMut for VecEngine<T> {
    type ViewMut<'a>
        = &'a mut [T]
    where
        Self: 'a;
    unsafe fn view_mut_at(&mut self, offset: isize) -> Option<&mut [T]> {
        self.data.get_mut(usize::try_from(offset).ok()?..)
    }
}

/// The tensor of [`make_tensor_vec`]: a `Vec` of `T` under the compact column-major layout of
/// the shape `S`; this is an alias, see [`Tensor`].
pub type VecTensorOf<T, S> =
    Tensor<VecEngine<T>, Layout<S, <S as Compact<LayoutLeft, _1>>::Stride>>;

/// An owned tensor of `T::default()` values (zeros for numbers) over the compact column-major
/// layout of `shape`, static or dynamic, in a `Vec` of `size(shape)` elements: CuTe's owning
/// `make_tensor<T>(shape)` for shapes known only at run time, on the host (CuTe allows only
/// static shapes there, which [`make_fragment`](super::make_fragment) holds without
/// allocating). The `alloc` feature.
///
/// `make_tensor` keeps CuTe's two-argument form, storage and layout; this is its owning
/// sibling, as [`make_tensor_ptr`](super::make_tensor_ptr) is its raw-pointer one.
///
/// ```
/// use layout_core::prelude::*;
/// let k = 3; // known at run time
/// let mut a = make_tensor_vec::<f32, _>((_5, k));
/// let mut b = make_tensor_vec::<f32, _>((_4, k)); // static leaves stay static
/// assert_eq!(b.layout().to_string(), "(_4,3):(_1,_4)");
/// for i in 0..5 {
///     for j in 0..k {
///         a[(i, j)] = (i + 10 * j) as f32;
///     }
/// }
/// fill(&mut b, 1.0);
/// let mut c = make_tensor_vec::<f32, _>((_5, _4));
/// gemm(&a, &b, &mut c); // C(m,n) += A(m,k) * B(n,k), M and N static as gemm requires
/// assert_eq!(c.read((2, 3)), 2.0 + 12.0 + 22.0);
/// // tiles and thread partitions are views into the Vec
/// let tile = local_tile(&c, (_2, _2), (1, 0));
/// assert_eq!(tile.read((0, 0)), c.read((2, 0)));
/// ```
///
/// # Panics
/// When a leaf of `shape` is negative or `size(shape)` exceeds `i32::MAX` (the largest index
/// of the typed layer).
#[track_caller]
pub fn make_tensor_vec<T: Default, S: Compact<LayoutLeft, _1>>(shape: S) -> VecTensorOf<T, S> {
    let len = match extent(&shape) {
        Some(n) if n <= i64::from(i32::MAX) => n,
        _ => invalid_shape(&shape),
    };
    let mut data = Vec::new();
    // `extent` is in `0..=i32::MAX`, so it fits a `usize` on every target with an allocator
    data.resize_with(usize::try_from(len).unwrap_or(0), T::default);
    Tensor {
        engine: VecEngine { data },
        layout: make_layout(shape),
    }
}

impl<T, L> Tensor<VecEngine<T>, L> {
    /// The elements in memory order, giving up the tensor (the owning tensor of
    /// [`make_tensor_vec`]).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let mut t = make_tensor_vec::<i32, _>((2, 2));
    /// t[(1, 0)] = 7;
    /// assert_eq!(t.into_vec(), [0, 7, 0, 0]);
    /// ```
    #[inline]
    pub fn into_vec(self) -> Vec<T> {
        self.engine.into_vec()
    }
}

/// The product of the leaves, `None` when a leaf is negative or the product leaves `i64`.
fn extent(t: &dyn DynIntTuple) -> Option<i64> {
    match t.leaf() {
        Some((v, _)) => (v >= 0).then_some(i64::from(v)),
        None => (0..t.rank_dyn()).try_fold(1_i64, |acc, i| {
            let m = t.mode_dyn(i)?;
            acc.checked_mul(extent(m)?)
        }),
    }
}

/// The message of a shape [`make_tensor_vec`] cannot hold.
#[cold]
#[inline(never)]
#[track_caller]
fn invalid_shape(shape: &dyn DynIntTuple) -> ! {
    struct Show<'a>(&'a dyn DynIntTuple);
    impl fmt::Display for Show<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            fmt_dyn(self.0, f)
        }
    }
    panic!(
        "make_tensor_vec: the shape {} has a negative extent or more than i32::MAX elements",
        Show(shape)
    )
}
