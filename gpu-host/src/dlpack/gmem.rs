//! Device memory seen from the host: the engine of a device tensor view, CuTe's `gmem_ptr`.

use super::error::DlpackError;
use super::modes::{span, DlpackModes};
use crate::launch::HostArg;
use cudarc::driver::{CudaSlice, DevicePtr, LaunchArgs, PushKernelArg};
use layout_core::layout::{CongruentWith, Layout};
use layout_core::tensor::{make_tensor, BoundedEngine, Engine, RefEngine, Tensor};
use std::fmt;
use std::marker::PhantomData;

/// Global memory of a CUDA device, read-only, borrowed for `'a` (e.g. from a [`DlpackTensor`](super::DlpackTensor)).
///
/// The host cannot read it: a tensor over it admits no index ([`Tensor::get`] is `None`, `t[c]`
/// panics), so safe code never dereferences a device address. It prints as CuTe prints a device
/// tensor's iterator, `gmem_ptr[32b](0x7f1a2c000000)`, and passes to a kernel parameter
/// `*const T` as the device pointer ([`launch`](crate::launch)).
pub struct Gmem<'a, T> {
    addr: u64,
    _memory: PhantomData<&'a T>,
}

/// Global memory of a CUDA device, writable, borrowed exclusively for `'a`: as [`Gmem`], and it
/// passes to a kernel parameter `*mut T` (through `&mut`) or `*const T`.
pub struct GmemMut<'a, T> {
    addr: u64,
    _memory: PhantomData<&'a mut T>,
}

impl<T> Gmem<'_, T> {
    /// The engine at device address `addr`.
    pub(super) fn at(addr: u64) -> Self {
        Gmem {
            addr,
            _memory: PhantomData,
        }
    }
    /// The device address of the first element.
    pub fn addr(&self) -> u64 {
        self.addr
    }
}

impl<T> GmemMut<'_, T> {
    /// The engine at device address `addr`.
    pub(super) fn at(addr: u64) -> Self {
        GmemMut {
            addr,
            _memory: PhantomData,
        }
    }
    /// The device address of the first element.
    pub fn addr(&self) -> u64 {
        self.addr
    }
}

impl<T> fmt::Debug for Gmem<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_gmem::<T>(self.addr, f)
    }
}

impl<T> fmt::Debug for GmemMut<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_gmem::<T>(self.addr, f)
    }
}

/// Checks that `layout` stays inside `buf` and returns the buffer's device address.
fn buffer_addr<T, S: DlpackModes, D: DlpackModes>(
    buf: &CudaSlice<T>,
    layout: &Layout<S, D>,
) -> Result<u64, DlpackError> {
    let needed = span(&layout.shape().values(), &layout.stride().values())?;
    if needed > buf.len() as u64 {
        return Err(DlpackError::BufferTooShort {
            needed,
            len: buf.len(),
        });
    }
    let (addr, _read) = buf.device_ptr(buf.stream());
    Ok(addr)
}

/// A cudarc device buffer viewed through a flat `layout` (non-negative strides, reaching at
/// most `buf.len()` elements: checked), read-only: CuTe's `make_tensor(make_gmem_ptr(p),
/// layout)` on the host side of a launch.
pub fn buffer_view<'a, T, S: DlpackModes + CongruentWith<D>, D: DlpackModes>(
    buf: &'a CudaSlice<T>,
    layout: Layout<S, D>,
) -> Result<Tensor<Gmem<'a, T>, Layout<S, D>>, DlpackError> {
    Ok(make_tensor(Gmem::at(buffer_addr(buf, &layout)?), layout))
}

/// A cudarc device buffer viewed through a flat `layout`, writable (see [`buffer_view`]).
pub fn buffer_view_mut<'a, T, S: DlpackModes + CongruentWith<D>, D: DlpackModes>(
    buf: &'a mut CudaSlice<T>,
    layout: Layout<S, D>,
) -> Result<Tensor<GmemMut<'a, T>, Layout<S, D>>, DlpackError> {
    Ok(make_tensor(GmemMut::at(buffer_addr(buf, &layout)?), layout))
}

/// CuTe's `print(gmem_ptr<T>)`: `gmem_ptr[<bits>b](<address>)`.
fn fmt_gmem<T>(addr: u64, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    write!(f, "gmem_ptr[{}b]({addr:#x})", std::mem::size_of::<T>() * 8)
}

// SAFETY: `admit` returns `None` for every index, so `read` is never called.
unsafe impl<T> Engine for Gmem<'_, T> {
    type Value = T;
    fn admit(&self, _index: i64) -> Option<isize> {
        None
    }
    unsafe fn read(&self, _offset: isize) -> T
    where
        T: Copy,
    {
        unreachable!("device memory: no offset is admitted, so nothing is read on the host")
    }
    fn fmt_engine(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_gmem::<T>(self.addr, f)
    }
}

// SAFETY: `admit` never returns an offset, so it never returns one outside the engine's memory.
unsafe impl<T> BoundedEngine for Gmem<'_, T> {}

// SAFETY: `admit` returns `None` for every index, so no reference is ever made from `as_ptr`.
unsafe impl<T> RefEngine for Gmem<'_, T> {
    fn as_ptr(&self) -> *const T {
        self.addr as *const T
    }
}

// SAFETY: as for `Gmem`: no index is admitted.
unsafe impl<T> Engine for GmemMut<'_, T> {
    type Value = T;
    fn admit(&self, _index: i64) -> Option<isize> {
        None
    }
    unsafe fn read(&self, _offset: isize) -> T
    where
        T: Copy,
    {
        unreachable!("device memory: no offset is admitted, so nothing is read on the host")
    }
    fn fmt_engine(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_gmem::<T>(self.addr, f)
    }
}

// SAFETY: as for `Gmem`.
unsafe impl<T> BoundedEngine for GmemMut<'_, T> {}

// SAFETY: `admit` returns `None` for every index, so no reference is ever made from `as_ptr`.
unsafe impl<T> RefEngine for GmemMut<'_, T> {
    fn as_ptr(&self) -> *const T {
        self.addr as *const T
    }
}

impl<'a, T, L: Copy> HostArg<'a, *const T> for &'a Tensor<Gmem<'_, T>, L> {
    fn push<'b>(self, args: &mut LaunchArgs<'b>)
    where
        'a: 'b,
    {
        args.arg(&self.engine().addr);
    }
}

impl<'a, T, L: Copy> HostArg<'a, *const T> for &'a Tensor<GmemMut<'_, T>, L> {
    fn push<'b>(self, args: &mut LaunchArgs<'b>)
    where
        'a: 'b,
    {
        args.arg(&self.engine().addr);
    }
}

impl<'a, T, L: Copy> HostArg<'a, *mut T> for &'a mut Tensor<GmemMut<'_, T>, L> {
    fn push<'b>(self, args: &mut LaunchArgs<'b>)
    where
        'a: 'b,
    {
        let shared: &'a Tensor<GmemMut<'_, T>, L> = self;
        args.arg(&shared.engine().addr);
    }
}
