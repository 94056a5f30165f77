//! Memory-space-tagged pointers, CuTe's `gmem_ptr<T*>` and `smem_ptr<T*>` (`pointer.hpp`):
//! the engines of tensors over global and shared memory, as kernels write them.
//!
//! | CuTe | here | prints |
//! |------|------|--------|
//! | `make_gmem_ptr(A)` | `unsafe` [`make_gmem_ptr`]`(a)` ([`GmemPtr`]) | `gmem_ptr[32b](0x7f42efc00000)` |
//! | `make_smem_ptr(smemA)` | `unsafe` [`make_smem_ptr`]`(p)` on the host, [`SmemPtr::from_shared_address`] in a kernel ([`SmemPtr`]) | `smem_ptr[16b](0x7f4316000000)` |
//! | `make_tensor<T>(layout)` (registers) | [`make_fragment`](super::make_fragment) (an owned [`ArrayEngine`](super::ArrayEngine)) | `ptr[32b](0x7ffd...)` |
//! | `recast_ptr<U>(p)` | [`GmemPtr::recast`], [`SmemPtr::recast`] | |
//!
//! A tagged pointer is a view, as in CuTe: `Copy`, read and written by value, and it cannot know
//! the extent of the memory it points into. Its constructor is therefore `unsafe`, and its
//! contract covers every element accessed through the tensors made from it and from their
//! slices, tiles and partitions (as [`Pin::new_unchecked`](core::pin::Pin::new_unchecked)'s
//! covers what is later done with the pointer): tensor operations over tagged pointers check
//! nothing at run time and cost nothing beyond their index arithmetic.
//!
//! On the GPU (`nvptx64`) a shared-memory pointer is a 32-bit shared-window address, and its
//! elements are read and written with `ld.shared`/`st.shared` (one instruction per element of
//! 1, 2, 4, 8 or 16 bytes); on the host it is a plain pointer into a buffer that stands for the
//! block's shared memory, so kernels run in CPU emulation unchanged.
//!
//! ```
//! use layout_core::prelude::*;
//! let mut a = [0.0_f32; 128];
//! // SAFETY: every tensor below accesses only the 128 floats of `a`, from this thread.
//! let ga = unsafe { make_gmem_ptr(a.as_mut_ptr()) };
//! let gmem_8sx16d = make_tensor(ga, (_8, 16));
//! assert!(gmem_8sx16d.to_string().starts_with("gmem_ptr[32b](0x"));
//! assert!(gmem_8sx16d.to_string().ends_with(") o (_8,16):(_1,_8)"));
//! let mut smem = [0_u16; 32];
//! // SAFETY: the tensor accesses only the 32 elements of `smem`.
//! let s = unsafe { make_smem_ptr(smem.as_mut_ptr()) };
//! let mut smem_4x8_row = make_tensor(s, make_layout_with((_4, _8), LayoutRight));
//! assert!(smem_4x8_row.to_string().starts_with("smem_ptr[16b](0x"));
//! smem_4x8_row.write((1, 2), 7);
//! assert_eq!(smem_4x8_row.read((1, 2)), 7);
//! assert_eq!(smem[10], 7);
//! ```

#[cfg(target_arch = "nvptx64")]
use super::engine::bits_of;
use super::engine::{Engine, EngineMut};
use super::slice::{SliceEngine, SliceEngineMut, TileEngine};
use core::fmt;

#[cfg(target_arch = "nvptx64")]
mod global;
#[cfg(target_arch = "nvptx64")]
pub(super) use global::{global_load, global_store};
#[cfg(target_arch = "nvptx64")]
mod shared;

/// A raw pointer a tagged pointer can be made from: `*mut T` or `*const T` (CuTe's
/// `make_gmem_ptr(T const*)`; writing through one made from `*const T` is the caller's
/// contract, as with `cast_mut`).
pub trait RawPointer: Copy {
    /// The element type.
    type Target;
    /// The pointer as `*mut`.
    fn into_mut(self) -> *mut Self::Target;
}
impl<T> RawPointer for *mut T {
    type Target = T;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn into_mut(self) -> *mut T {
        self
    }
}
impl<T> RawPointer for *const T {
    type Target = T;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn into_mut(self) -> *mut T {
        self.cast_mut()
    }
}

/// A pointer into global memory, CuTe's `gmem_ptr<T*>`: prints `gmem_ptr[32b](0x...)`.
/// Made by `unsafe` [`make_gmem_ptr`].
pub struct GmemPtr<T> {
    ptr: *mut T,
}

impl<T> Clone for GmemPtr<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for GmemPtr<T> {}
impl<T> fmt::Debug for GmemPtr<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
impl<T> PartialEq for GmemPtr<T> {
    fn eq(&self, other: &Self) -> bool {
        core::ptr::eq(self.ptr, other.ptr)
    }
}
impl<T> Eq for GmemPtr<T> {}

/// CuTe's `print(gmem_ptr)`: `gmem_ptr[32b](0x7f42efc00000)`.
impl<T> fmt::Display for GmemPtr<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("gmem_")?;
        super::engine::fmt_ptr(self.ptr.cast_const(), f)
    }
}

/// Tags `ptr` as global memory, CuTe's `make_gmem_ptr(ptr)`: the engine of a tensor over
/// global memory ([`make_tensor`](super::make_tensor)`(make_gmem_ptr(a), layout)`).
///
/// # Safety
/// For as long as any tensor made from the pointer (or from its slices, tiles, partitions,
/// compositions and recasts) is used, every element accessed through them lies in one
/// allocation, aligned for its type, initialised when read, valid for writes when written;
/// and no access races with another (an element written by one thread is neither read nor
/// written by another without a barrier between them). Tensors check nothing at run time:
/// tiles that cross a ragged edge contain coordinates outside the memory, which the kernel
/// must predicate away (an identity tensor and `elem_less`), as in CuTe.
///
/// ```
/// use layout_core::prelude::*;
/// let a = [1.0_f32, 2.0, 3.0, 4.0];
/// // SAFETY: the tensor reads the four floats of `a`.
/// let t = make_tensor(unsafe { make_gmem_ptr(a.as_ptr()) }, make_layout((_2, _2)));
/// assert_eq!(t.read((1, 1)), 4.0);
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn make_gmem_ptr<P: RawPointer>(ptr: P) -> GmemPtr<P::Target> {
    GmemPtr {
        ptr: ptr.into_mut(),
    }
}

impl<T> GmemPtr<T> {
    /// The raw pointer.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn get(self) -> *mut T {
        self.ptr
    }
    /// The pointer moved by `n` elements (wrapping arithmetic: nothing is accessed), CuTe's
    /// `ptr + n`; also `ptr + n` here.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn wrapping_offset(self, n: isize) -> Self {
        GmemPtr {
            ptr: self.ptr.wrapping_offset(n),
        }
    }
    /// The same address as a pointer to `U`, CuTe's `recast_ptr<U>`.
    ///
    /// # Safety
    /// The constructor's contract holds for the elements of type `U` accessed through the
    /// result (in particular, their alignment).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn recast<U>(self) -> GmemPtr<U> {
        GmemPtr {
            ptr: self.ptr.cast(),
        }
    }
}

/// CuTe's `ptr + n`: the pointer moved by `n` elements (nothing is accessed).
impl<T> core::ops::Add<isize> for GmemPtr<T> {
    type Output = Self;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn add(self, n: isize) -> Self {
        self.wrapping_offset(n)
    }
}

/// CuTe's `ptr + n`: the pointer moved by `n` elements (nothing is accessed).
impl<T> core::ops::Add<isize> for SmemPtr<T> {
    type Output = Self;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn add(self, n: isize) -> Self {
        self.wrapping_offset(n)
    }
}

// SAFETY: `admit` accepts every index; the contract of `make_gmem_ptr` covers every element
// that tensors over the pointer access.
unsafe impl<T> Engine for GmemPtr<T> {
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
        // SAFETY: the contract of `make_gmem_ptr`.
        unsafe { self.ptr.wrapping_offset(offset).read() }
    }
    fn fmt_engine(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

// SAFETY: as the `Engine` impl; the contract covers writes.
unsafe impl<T> EngineMut for GmemPtr<T> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn write(&mut self, offset: isize, value: T) {
        // SAFETY: the contract of `make_gmem_ptr`.
        unsafe { self.ptr.wrapping_offset(offset).write(value) }
    }
}

// SAFETY: views of any origin are covered by the contract of `make_gmem_ptr` (it is about the
// elements accessed, not about a layout's domain).
unsafe impl<T> SliceEngine for GmemPtr<T> {
    const CHECKS_ORIGIN: bool = false;
    type View<'a>
        = GmemPtr<T>
    where
        Self: 'a;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn view_at(&self, offset: isize) -> Option<GmemPtr<T>> {
        Some(self.wrapping_offset(offset))
    }
}
impl<T> SliceEngineMut for GmemPtr<T> {
    type ViewMut<'a>
        = GmemPtr<T>
    where
        Self: 'a;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn view_mut_at(&mut self, offset: isize) -> Option<GmemPtr<T>> {
        Some(self.wrapping_offset(offset))
    }
}
// SAFETY: the contract of `make_gmem_ptr` covers every access, whatever the layout.
unsafe impl<T> TileEngine for GmemPtr<T> {}

/// A pointer into a block's shared memory, CuTe's `smem_ptr<T*>`: prints
/// `smem_ptr[16b](0x...)`. On the GPU a 32-bit shared-window address read and written with
/// `ld.shared`/`st.shared`; on the host a plain pointer (CPU emulation). Made by `unsafe`
/// [`make_smem_ptr`] (host) or [`SmemPtr::from_shared_address`] (GPU).
pub struct SmemPtr<T> {
    #[cfg(target_arch = "nvptx64")]
    addr: u32,
    #[cfg(not(target_arch = "nvptx64"))]
    ptr: *mut T,
    #[cfg(target_arch = "nvptx64")]
    _element: core::marker::PhantomData<*mut T>,
}

impl<T> Clone for SmemPtr<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for SmemPtr<T> {}
impl<T> fmt::Debug for SmemPtr<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// CuTe's `print(smem_ptr)`: `smem_ptr[16b](0x7f4316000000)` (on the GPU, the 32-bit
/// shared-window address).
impl<T> fmt::Display for SmemPtr<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("smem_")?;
        #[cfg(not(target_arch = "nvptx64"))]
        {
            super::engine::fmt_ptr(self.ptr.cast_const(), f)
        }
        #[cfg(target_arch = "nvptx64")]
        {
            write!(f, "ptr[{}b](0x{:x})", bits_of::<T>(), self.addr)
        }
    }
}

/// Tags a host pointer as shared memory, CuTe's `make_smem_ptr(ptr)`: on the host (CPU
/// emulation) a block's shared memory is a buffer. In a kernel, use
/// [`SmemPtr::from_shared_address`] with the address of a `.shared` array.
///
/// # Safety
/// As [`make_gmem_ptr`]: every element accessed through tensors made from the pointer lies in
/// the buffer and is aligned, and accesses do not race (between two of the emulator's
/// barriers an element is written by at most one thread and then read by no other).
///
/// ```
/// use layout_core::prelude::*;
/// let mut buf = [0_i32; 8];
/// // SAFETY: the tensor accesses the 8 elements of `buf`.
/// let mut s = make_tensor(unsafe { make_smem_ptr(buf.as_mut_ptr()) }, make_layout((_2, _4)));
/// s.write((1, 3), 5);
/// assert_eq!(buf[7], 5);
/// ```
#[cfg(not(target_arch = "nvptx64"))]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn make_smem_ptr<P: RawPointer>(ptr: P) -> SmemPtr<P::Target> {
    SmemPtr {
        ptr: ptr.into_mut(),
    }
}

impl<T> SmemPtr<T> {
    /// The pointer at the 32-bit shared-window address `addr` (what a kernel's `.shared`
    /// declaration gives, e.g. `gpu_kernels::smem_tile!`).
    ///
    /// Exists on the GPU only (`nvptx64`; documented everywhere).
    ///
    /// # Safety
    /// As [`make_smem_ptr`], for the shared memory at `addr`; elements are 1, 2, 4, 8 or 16
    /// bytes (one `ld.shared`/`st.shared` each).
    #[cfg(any(target_arch = "nvptx64", doc))]
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn from_shared_address(addr: u32) -> Self {
        #[cfg(target_arch = "nvptx64")]
        {
            const { shared::assert_width::<T>() };
            SmemPtr {
                addr,
                _element: core::marker::PhantomData,
            }
        }
        #[cfg(not(target_arch = "nvptx64"))]
        {
            let _ = addr;
            unreachable!("SmemPtr::from_shared_address exists on nvptx64 only")
        }
    }

    /// The host pointer (CPU emulation).
    #[cfg(not(target_arch = "nvptx64"))]
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn get(self) -> *mut T {
        self.ptr
    }

    /// The 32-bit shared-window address.
    #[cfg(target_arch = "nvptx64")]
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn address(self) -> u32 {
        self.addr
    }

    /// The pointer moved by `n` elements (wrapping arithmetic: nothing is accessed), CuTe's
    /// `ptr + n`; also `ptr + n` here.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn wrapping_offset(self, n: isize) -> Self {
        #[cfg(target_arch = "nvptx64")]
        {
            let bytes = (n as i32).wrapping_mul(core::mem::size_of::<T>() as i32);
            SmemPtr {
                addr: self.addr.wrapping_add(bytes as u32),
                _element: core::marker::PhantomData,
            }
        }
        #[cfg(not(target_arch = "nvptx64"))]
        {
            SmemPtr {
                ptr: self.ptr.wrapping_offset(n),
            }
        }
    }

    /// The same address as a pointer to `U`, CuTe's `recast_ptr<U>`.
    ///
    /// # Safety
    /// As [`GmemPtr::recast`].
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn recast<U>(self) -> SmemPtr<U> {
        #[cfg(target_arch = "nvptx64")]
        {
            const { shared::assert_width::<U>() };
            SmemPtr {
                addr: self.addr,
                _element: core::marker::PhantomData,
            }
        }
        #[cfg(not(target_arch = "nvptx64"))]
        {
            SmemPtr {
                ptr: self.ptr.cast(),
            }
        }
    }
}

// SAFETY: `admit` accepts every index; the contract of the constructor covers every element
// that tensors over the pointer access.
unsafe impl<T> Engine for SmemPtr<T> {
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
        #[cfg(target_arch = "nvptx64")]
        // SAFETY: the constructor's contract; the width was checked when it was made.
        unsafe {
            shared::load(self.wrapping_offset(offset).addr)
        }
        #[cfg(not(target_arch = "nvptx64"))]
        // SAFETY: the constructor's contract.
        unsafe {
            self.ptr.wrapping_offset(offset).read()
        }
    }
    fn fmt_engine(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

// SAFETY: as the `Engine` impl; the contract covers writes.
unsafe impl<T> EngineMut for SmemPtr<T> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn write(&mut self, offset: isize, value: T) {
        #[cfg(target_arch = "nvptx64")]
        // SAFETY: the constructor's contract; the width was checked when it was made.
        unsafe {
            shared::store(self.wrapping_offset(offset).addr, value)
        }
        #[cfg(not(target_arch = "nvptx64"))]
        // SAFETY: the constructor's contract.
        unsafe {
            self.ptr.wrapping_offset(offset).write(value)
        }
    }
}

// SAFETY: views of any origin are covered by the constructor's contract.
unsafe impl<T> SliceEngine for SmemPtr<T> {
    const CHECKS_ORIGIN: bool = false;
    type View<'a>
        = SmemPtr<T>
    where
        Self: 'a;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn view_at(&self, offset: isize) -> Option<SmemPtr<T>> {
        Some(self.wrapping_offset(offset))
    }
}
impl<T> SliceEngineMut for SmemPtr<T> {
    type ViewMut<'a>
        = SmemPtr<T>
    where
        Self: 'a;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn view_mut_at(&mut self, offset: isize) -> Option<SmemPtr<T>> {
        Some(self.wrapping_offset(offset))
    }
}
// SAFETY: the constructor's contract covers every access, whatever the layout.
unsafe impl<T> TileEngine for SmemPtr<T> {}
