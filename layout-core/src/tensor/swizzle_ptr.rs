//! A swizzled shared-memory tensor's engine, CuTe's `swizzle_ptr` (`pointer_swizzle.hpp`):
//! `make_tensor(make_smem_ptr(p), composition(Swizzle<B,M,S>{}, layout))` keeps the plain
//! `layout` and moves the swizzle into the engine, so that the tensor tiles, partitions and
//! slices as any other (the algebra acts on `layout`), and every access lands on the swizzled
//! offset: element `i` of the engine is element `Sw(origin + i)` of the shared buffer, where
//! `origin` is the offset of the view in the unswizzled layout (0 for the whole tensor).
//!
//! | CuTe | here |
//! |------|------|
//! | `make_tensor(make_smem_ptr(p), composition(Swizzle<B,M,S>{}, o, layout))` | [`make_tensor`](super::make_tensor)`(smem_ptr, composed)`: a tensor of engine [`SwizzlePtr`] and layout `layout` |
//! | `as_position_independent_swizzle_tensor` | the same engine: the origin of a view travels with it |
//!
//! ```
//! use layout_core::prelude::*;
//! let mut buf = [0_u16; 64];
//! // SAFETY: the tensor accesses the 64 elements of `buf`.
//! let ptr = unsafe { make_smem_ptr(buf.as_mut_ptr()) };
//! let sw = composition(Swizzle::<_1, _0, _3>::new(), make_layout_with((_8, _8), LayoutRight));
//! let mut t = make_tensor(ptr, sw);
//! assert_eq!(t.layout().to_string(), "(_8,_8):(_8,_1)");
//! t.write((1, 0), 7); // offset 8, bit 3 set: Sw<1,0,3> flips bit 0
//! assert_eq!(buf[9], 7);
//! let row = t.slice((1, Underscore)); // the view keeps its origin, 8
//! assert_eq!(row.read(0), 7);
//! ```

#![allow(unsafe_code)]
#![deny(clippy::undocumented_unsafe_blocks)]

use super::engine::{Engine, EngineMut};
use super::slice::{SliceEngine, SliceEngineMut, TileEngine};
use super::vector::{CopyBits, VectorEngine, VectorEngineMut};
use super::SmemPtr;
use crate::int::StaticInt;
use crate::swizzle::{Swizzle, SwizzleParams};
use core::fmt;

/// A pointer into shared memory whose element `i` is the buffer's element
/// `Sw(origin + i)`, CuTe's `swizzle_ptr`: the engine of a swizzled shared-memory tensor (see
/// the module docs). Made by [`make_tensor`](super::make_tensor) of a [`SmemPtr`] and a
/// composed layout `Swizzle<B,M,S> o offset o layout`.
pub struct SwizzlePtr<T, B, M, S> {
    base: SmemPtr<T>,
    origin: i32,
    swizzle: Swizzle<B, M, S>,
}

impl<T, B, M, S> Clone for SwizzlePtr<T, B, M, S> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T, B, M, S> Copy for SwizzlePtr<T, B, M, S> {}

impl<T, B: StaticInt, M: StaticInt, S: StaticInt> SwizzlePtr<T, B, M, S>
where
    (B, M, S): SwizzleParams,
{
    /// The engine of the buffer at `base` viewed from the unswizzled offset `origin`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub(crate) fn new(base: SmemPtr<T>, origin: i32) -> Self {
        SwizzlePtr {
            base,
            origin,
            swizzle: Swizzle::new(),
        }
    }

    /// The buffer's element of the unswizzled offset `o`: `Sw(o)`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn physical(&self, o: isize) -> SmemPtr<T> {
        self.base
            .wrapping_offset(self.swizzle.apply(o as i32) as isize)
    }

    /// The unswizzled offset `o`, which the swizzle takes as 32 bits. On the host `None` when
    /// it does not fit; on the GPU an offset of an element of shared memory (at most 228 KiB,
    /// the shared pointer's contract) always fits, so it is neither checked nor truncated
    /// here: a check is a branch at every access of a fragment copy, and a truncation hides
    /// from LLVM that the offsets of a vector's elements are consecutive.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn offset(o: i64) -> Option<isize> {
        #[cfg(not(target_arch = "nvptx64"))]
        {
            i32::try_from(o).ok().map(|o| o as isize)
        }
        #[cfg(target_arch = "nvptx64")]
        {
            Some(o as isize)
        }
    }

    /// The elements of one vector access of `lanes` elements at the unswizzled offset `o` are
    /// consecutive in the buffer: `lanes` divides `2^M` (the swizzle keeps the low `M` bits)
    /// and `o` is a multiple of `lanes`. Checked on the host; on the GPU part of the shared
    /// pointer's contract, as the alignment of the access is.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn check_vector(o: isize, lanes: usize) {
        const { assert!(M::VALUE >= 0) };
        assert!(
            lanes <= 1 << M::VALUE,
            "a vector of {lanes} elements of a swizzled tensor whose swizzle keeps only {} \
             consecutive elements",
            1 << M::VALUE
        );
        #[cfg(not(target_arch = "nvptx64"))]
        assert!(
            o % lanes as isize == 0,
            "a vector access of a swizzled tensor at offset {o}, not a multiple of its {lanes} \
             elements"
        );
        #[cfg(target_arch = "nvptx64")]
        let _ = o;
    }
}

/// CuTe's `print(swizzle_ptr)`: the swizzle, then the pointer of the view's origin.
impl<T, B: StaticInt, M: StaticInt, S: StaticInt> fmt::Display for SwizzlePtr<T, B, M, S>
where
    (B, M, S): SwizzleParams,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}_", self.swizzle)?;
        fmt::Display::fmt(&self.base.wrapping_offset(self.origin as isize), f)
    }
}
impl<T, B: StaticInt, M: StaticInt, S: StaticInt> fmt::Debug for SwizzlePtr<T, B, M, S>
where
    (B, M, S): SwizzleParams,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

// SAFETY: the engine's offsets are unswizzled offsets from the buffer's start; every access
// goes to the buffer element `Sw(offset)`, and the contract of the shared pointer's
// constructor covers every element that tensors over it access (the swizzled tensor's
// elements, by `make_tensor`'s documentation).
unsafe impl<T, B: StaticInt, M: StaticInt, S: StaticInt> Engine for SwizzlePtr<T, B, M, S>
where
    (B, M, S): SwizzleParams,
{
    type Value = T;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn admit(&self, index: i64) -> Option<isize> {
        Self::offset(i64::from(self.origin) + index)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn read(&self, offset: isize) -> T
    where
        T: Copy,
    {
        // SAFETY: `offset` was admitted: the contract of the shared pointer covers `Sw(offset)`.
        unsafe { self.physical(offset).read(0) }
    }
    fn fmt_engine(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

// SAFETY: as `Engine`, for writes.
unsafe impl<T, B: StaticInt, M: StaticInt, S: StaticInt> EngineMut for SwizzlePtr<T, B, M, S>
where
    (B, M, S): SwizzleParams,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn write(&mut self, offset: isize, value: T) {
        // SAFETY: `offset` was admitted.
        unsafe { self.physical(offset).write(0, value) }
    }
}

// SAFETY: views are covered by the shared pointer's contract whatever their origin; a view
// starts at the unswizzled offset `admit` returned.
unsafe impl<T, B: StaticInt, M: StaticInt, S: StaticInt> SliceEngine for SwizzlePtr<T, B, M, S>
where
    (B, M, S): SwizzleParams,
{
    const CHECKS_ORIGIN: bool = false;
    type View<'a>
        = Self
    where
        Self: 'a;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn view_at(&self, offset: isize) -> Option<Self> {
        Some(SwizzlePtr::new(
            self.base,
            Self::offset(offset as i64)? as i32,
        ))
    }
}
impl<T, B: StaticInt, M: StaticInt, S: StaticInt> SliceEngineMut for SwizzlePtr<T, B, M, S>
where
    (B, M, S): SwizzleParams,
{
    type ViewMut<'a>
        = Self
    where
        Self: 'a;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn view_mut_at(&mut self, offset: isize) -> Option<Self> {
        // SAFETY: as `view_at`.
        unsafe { self.view_at(offset) }
    }
}
// SAFETY: the shared pointer's contract covers every access, whatever the layout.
unsafe impl<T, B: StaticInt, M: StaticInt, S: StaticInt> TileEngine for SwizzlePtr<T, B, M, S> where
    (B, M, S): SwizzleParams
{
}

// SAFETY: the vector's elements are consecutive unswizzled offsets (the copy algorithms check
// it), which the swizzle keeps consecutive in the buffer (`check_vector`).
unsafe impl<T: Copy, B: StaticInt, M: StaticInt, S: StaticInt> VectorEngine
    for SwizzlePtr<T, B, M, S>
where
    (B, M, S): SwizzleParams,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn load_vector<R: CopyBits>(&self, offset: isize) -> R {
        Self::check_vector(
            offset,
            core::mem::size_of::<R>() / core::mem::size_of::<T>(),
        );
        // SAFETY: the caller's contract; the vector's buffer elements are consecutive.
        unsafe { self.physical(offset).load_vector::<R>(0) }
    }
}
// SAFETY: as `VectorEngine`, for writes.
unsafe impl<T: Copy, B: StaticInt, M: StaticInt, S: StaticInt> VectorEngineMut
    for SwizzlePtr<T, B, M, S>
where
    (B, M, S): SwizzleParams,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn store_vector<R: CopyBits>(&mut self, offset: isize, v: R) {
        Self::check_vector(
            offset,
            core::mem::size_of::<R>() / core::mem::size_of::<T>(),
        );
        // SAFETY: the caller's contract; the vector's buffer elements are consecutive.
        unsafe { self.physical(offset).store_vector::<R>(0, v) }
    }
}

/// An engine over shared memory: what the shared-memory instructions (`cp.async`,
/// `ldmatrix`) address. [`SmemPtr`] and [`SwizzlePtr`].
pub trait SharedEngine: Engine {
    /// The shared pointer of the first element of a vector of `lanes` elements at an admitted
    /// offset (whose elements are consecutive in the engine).
    fn shared_at(&self, offset: isize, lanes: usize) -> SmemPtr<Self::Value>;
}
impl<T> SharedEngine for SmemPtr<T> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shared_at(&self, offset: isize, _lanes: usize) -> SmemPtr<T> {
        self.wrapping_offset(offset)
    }
}
impl<T, B: StaticInt, M: StaticInt, S: StaticInt> SharedEngine for SwizzlePtr<T, B, M, S>
where
    (B, M, S): SwizzleParams,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shared_at(&self, offset: isize, lanes: usize) -> SmemPtr<T> {
        Self::check_vector(offset, lanes);
        self.physical(offset)
    }
}
