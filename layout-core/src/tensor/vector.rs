//! Whole vectors through an engine: the accesses a copy atom's instruction makes (CuTe's
//! `recast<uint128_t>(src)` before `UniversalCopy<uint128_t>::copy`). A vector is `R` bits
//! (`u8`, `u16`, `u32`, `u64`, `u128`): the consecutive elements from one offset read as one
//! value.
//!
//! | engine | a vector access is |
//! |--------|--------------------|
//! | [`GmemPtr`] | one `ld.global` / `st.global` of the vector's width (`.v4.b32` for 128 bits) on the GPU |
//! | [`SmemPtr`] | one `ld.shared` / `st.shared` of the vector's width on the GPU |
//! | registers ([`ArrayEngine`]), slices, owned `Vec`s ([`VecEngine`](super::VecEngine)), [`PtrEngine`], [`PtrView`] | the elements moved one by one (registers have no vectors; LLVM keeps them in registers) |
//!
//! On the host every access is plain memory traffic, so kernels run in CPU emulation; builds
//! with debug assertions check there that a global or shared vector is aligned to its width,
//! as the GPU requires (a misaligned vector access faults on the GPU).
//!
//! ```
//! use layout_core::prelude::*;
//! use layout_core::tensor::VectorEngine;
//! let a: [u16; 8] = [1, 2, 3, 4, 5, 6, 7, 8];
//! let e = &a[..];
//! // SAFETY: elements 2..4 are in the slice.
//! let v: u32 = unsafe { e.load_vector(2) };
//! let b = v.to_ne_bytes();
//! assert_eq!([u16::from_ne_bytes([b[0], b[1]]), u16::from_ne_bytes([b[2], b[3]])], [3, 4]);
//! ```

use super::engine::{ArrayEngine, Engine, EngineMut, PtrEngine, PtrView};
use super::pointer::{GmemPtr, SmemPtr};
use core::mem::{size_of, MaybeUninit};
use generic_array::ArrayLength;

mod sealed {
    pub trait Sealed {}
}

/// The value of one copy instruction: `u8`, `u16`, `u32`, `u64` or `u128` (CuTe's
/// `uint8_t` ... `uint128_t` register types), or a primitive integer or float of those widths
/// (CuTe's `UniversalCopy<TA>` of the GEMM tutorial, `TA = float`): the instruction moves the
/// bits, whatever their type.
///
/// ```
/// use layout_core::tensor::CopyBits;
/// fn bytes<R: CopyBits>() -> usize { core::mem::size_of::<R>() }
/// assert_eq!((bytes::<u128>(), bytes::<f32>()), (16, 4));
/// ```
pub trait CopyBits: Copy + Default + sealed::Sealed + 'static {}
macro_rules! copy_bits {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl CopyBits for $t {}
    )*};
}
copy_bits!(u8, u16, u32, u64, u128, i8, i16, i32, i64, f32, f64);

/// An engine read by whole vectors.
///
/// # Safety
/// `load_vector` reads exactly the elements `offset .. offset + size_of::<R>() / size_of::<Value>()`
/// and nothing else.
pub unsafe trait VectorEngine: Engine {
    /// The elements from `offset` on, `size_of::<R>()` bytes of them, as one `R`.
    ///
    /// # Safety
    /// `size_of::<Self::Value>()` divides `size_of::<R>()`; every element of the vector was
    /// admitted ([`Engine::admit`]); for global and shared memory the first is aligned to
    /// `size_of::<R>()` bytes.
    unsafe fn load_vector<R: CopyBits>(&self, offset: isize) -> R;
}

/// An engine written by whole vectors.
///
/// # Safety
/// `store_vector` writes exactly the elements of the vector and nothing else.
pub unsafe trait VectorEngineMut: VectorEngine + EngineMut {
    /// Writes `v` over the elements from `offset` on.
    ///
    /// # Safety
    /// As [`VectorEngine::load_vector`], for writes.
    unsafe fn store_vector<R: CopyBits>(&mut self, offset: isize, v: R);
}

/// The number of elements of `T` in a vector `R`, checked at compile time.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
const fn lanes<T, R>() -> usize {
    assert!(
        size_of::<T>() != 0 && size_of::<R>().is_multiple_of(size_of::<T>()),
        "copy: the atom's vector is not a whole number of the tensor's elements"
    );
    size_of::<R>() / size_of::<T>()
}

/// Reads the vector element by element.
///
/// # Safety
/// As [`VectorEngine::load_vector`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn gather<E: Engine, R: CopyBits>(e: &E, offset: isize) -> R
where
    E::Value: Copy,
{
    let n = const { lanes::<E::Value, R>() };
    let mut r = MaybeUninit::<R>::zeroed();
    let p = r.as_mut_ptr().cast::<E::Value>();
    for i in 0..n {
        // SAFETY: the caller admitted every element; `p.add(i)` lies inside `r`.
        unsafe { p.add(i).write_unaligned(e.read(offset + i as isize)) }
    }
    // SAFETY: every byte was written (zeroed, then every element).
    unsafe { r.assume_init() }
}

/// Writes the vector element by element.
///
/// # Safety
/// As [`VectorEngineMut::store_vector`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
unsafe fn scatter<E: EngineMut, R: CopyBits>(e: &mut E, offset: isize, v: R)
where
    E::Value: Copy,
{
    let n = const { lanes::<E::Value, R>() };
    let p = (&v as *const R).cast::<E::Value>();
    for i in 0..n {
        // SAFETY: the caller admitted every element; `p.add(i)` lies inside `v`, whose bits
        // are elements of the same type (they were read from such elements or computed as them).
        unsafe { e.write(offset + i as isize, p.add(i).read_unaligned()) }
    }
}

macro_rules! elementwise {
    ($([$($g:tt)*] $E:ty;)*) => {$(
        // SAFETY: `gather` reads exactly the vector's elements.
        unsafe impl<$($g)*> VectorEngine for $E {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn load_vector<R: CopyBits>(&self, offset: isize) -> R {
                // SAFETY: the caller's contract.
                unsafe { gather(self, offset) }
            }
        }
    )*};
}
macro_rules! elementwise_mut {
    ($([$($g:tt)*] $E:ty;)*) => {$(
        // SAFETY: `scatter` writes exactly the vector's elements.
        unsafe impl<$($g)*> VectorEngineMut for $E {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn store_vector<R: CopyBits>(&mut self, offset: isize, v: R) {
                // SAFETY: the caller's contract.
                unsafe { scatter(self, offset, v) }
            }
        }
    )*};
}
elementwise! {
    [T: Copy] &[T];
    [T: Copy] &mut [T];
    [T: Copy, N: ArrayLength] ArrayEngine<T, N>;
    ['a, T: Copy] PtrEngine<'a, T>;
    ['a, T: Copy] PtrView<'a, T>;
}
elementwise_mut! {
    [T: Copy] &mut [T];
    [T: Copy, N: ArrayLength] ArrayEngine<T, N>;
    ['a, T: Copy] PtrEngine<'a, T>;
}
#[cfg(feature = "alloc")]
elementwise! {
    [T: Copy] super::VecEngine<T>;
}
#[cfg(feature = "alloc")]
elementwise_mut! {
    [T: Copy] super::VecEngine<T>;
}

/// Host builds with debug assertions: a vector of global or shared memory must be aligned to
/// its width, as on the GPU.
#[cfg(not(target_arch = "nvptx64"))]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn check_aligned<R>(p: *const u8) {
    debug_assert!(
        (p as usize).is_multiple_of(size_of::<R>()),
        "copy: a {}-byte vector at {p:p} is not aligned to {} bytes (the GPU would fault)",
        size_of::<R>(),
        size_of::<R>()
    );
}

// SAFETY: one access of `size_of::<R>()` bytes at the vector's first element.
unsafe impl<T: Copy> VectorEngine for GmemPtr<T> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn load_vector<R: CopyBits>(&self, offset: isize) -> R {
        let _ = const { lanes::<T, R>() };
        let p = self.get().wrapping_offset(offset).cast_const().cast::<u8>();
        #[cfg(target_arch = "nvptx64")]
        // SAFETY: the caller's contract (admitted, aligned).
        unsafe {
            super::pointer::global_load::<R>(p)
        }
        #[cfg(not(target_arch = "nvptx64"))]
        {
            check_aligned::<R>(p);
            // SAFETY: the caller's contract (admitted elements).
            unsafe { p.cast::<R>().read_unaligned() }
        }
    }
}
// SAFETY: one access of `size_of::<R>()` bytes at the vector's first element.
unsafe impl<T: Copy> VectorEngineMut for GmemPtr<T> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn store_vector<R: CopyBits>(&mut self, offset: isize, v: R) {
        let _ = const { lanes::<T, R>() };
        let p = self.get().wrapping_offset(offset).cast::<u8>();
        #[cfg(target_arch = "nvptx64")]
        // SAFETY: the caller's contract (admitted, aligned).
        unsafe {
            super::pointer::global_store::<R>(p, v)
        }
        #[cfg(not(target_arch = "nvptx64"))]
        {
            check_aligned::<R>(p);
            // SAFETY: the caller's contract (admitted elements).
            unsafe { p.cast::<R>().write_unaligned(v) }
        }
    }
}

// SAFETY: one access of `size_of::<R>()` bytes at the vector's first element.
unsafe impl<T: Copy> VectorEngine for SmemPtr<T> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn load_vector<R: CopyBits>(&self, offset: isize) -> R {
        let _ = const { lanes::<T, R>() };
        let p = self.wrapping_offset(offset);
        #[cfg(target_arch = "nvptx64")]
        // SAFETY: the caller's contract; `R` is 1 to 16 bytes, one `ld.shared`.
        unsafe {
            p.recast::<R>().read(0)
        }
        #[cfg(not(target_arch = "nvptx64"))]
        {
            let q = p.get().cast_const().cast::<u8>();
            check_aligned::<R>(q);
            // SAFETY: the caller's contract (admitted elements).
            unsafe { q.cast::<R>().read_unaligned() }
        }
    }
}
// SAFETY: one access of `size_of::<R>()` bytes at the vector's first element.
unsafe impl<T: Copy> VectorEngineMut for SmemPtr<T> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn store_vector<R: CopyBits>(&mut self, offset: isize, v: R) {
        let _ = const { lanes::<T, R>() };
        let p = self.wrapping_offset(offset);
        #[cfg(target_arch = "nvptx64")]
        // SAFETY: the caller's contract; `R` is 1 to 16 bytes, one `st.shared`.
        unsafe {
            p.recast::<R>().write(0, v)
        }
        #[cfg(not(target_arch = "nvptx64"))]
        {
            let q = p.get().cast::<u8>();
            check_aligned::<R>(q);
            // SAFETY: the caller's contract (admitted elements).
            unsafe { q.cast::<R>().write_unaligned(v) }
        }
    }
}
