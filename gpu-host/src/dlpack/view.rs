//! A DLPack tensor received from another framework, and its typed views.

use super::error::{DlpackError, Part};
use super::gmem::{Gmem, GmemMut};
use super::modes::DlpackModes;
use super::Device;
use dlpark::ffi::{DLDeviceType, DLManagedTensor, DLManagedTensorVersioned};
use dlpark::{DlpackElement, DlpackFlags, Managed, TensorRef};
use layout_core::layout::{CongruentWith, Layout};
use layout_core::tensor::{make_tensor, Tensor};

/// A DLPack tensor this side owns until it is dropped (then the producer's deleter runs): the
/// legacy (`DLManagedTensor`) or the versioned ABI (`DLManagedTensorVersioned`).
///
/// Its views borrow it, so the memory outlives them. See the [module docs](super) for the
/// checks a view makes.
pub struct DlpackTensor {
    managed: Owned,
}

enum Owned {
    Legacy(Managed<DLManagedTensor>),
    Versioned(Managed<DLManagedTensorVersioned>),
}

impl From<Managed<DLManagedTensor>> for DlpackTensor {
    fn from(m: Managed<DLManagedTensor>) -> Self {
        DlpackTensor {
            managed: Owned::Legacy(m),
        }
    }
}

impl From<Managed<DLManagedTensorVersioned>> for DlpackTensor {
    fn from(m: Managed<DLManagedTensorVersioned>) -> Self {
        DlpackTensor {
            managed: Owned::Versioned(m),
        }
    }
}

/// What every view checks: element type, device, rank, modes, alignment. Returns the address
/// of the first element and the layout.
fn check<T: DlpackElement, S: DlpackModes + CongruentWith<D>, D: DlpackModes>(
    t: &TensorRef<'_>,
    device: Device,
    align: usize,
) -> Result<(u64, Layout<S, D>), DlpackError> {
    if !t.dtype().is::<T>() {
        return Err(DlpackError::WrongDtype {
            expected: T::DTYPE,
            found: t.dtype(),
        });
    }
    let found = t.device();
    let on_device = match device {
        Device::Cpu => found.device_type == DLDeviceType::CPU,
        Device::Cuda(ordinal) => {
            found.device_type == DLDeviceType::CUDA && found.device_id == ordinal
        }
    };
    if !on_device {
        return Err(DlpackError::WrongDevice {
            expected: device,
            found,
        });
    }
    if t.ndim() != S::MODES || t.ndim() != D::MODES {
        return Err(DlpackError::WrongRank {
            expected: S::MODES,
            found: t.ndim(),
        });
    }
    let shape = S::read(t.shape(), Part::Shape)?;
    let stride = D::read(&t.strides_or_compact()?, Part::Stride)?;
    let data = t.data_ptr() as u64;
    let first = data
        .checked_add(t.byte_offset())
        .ok_or_else(|| DlpackError::Descriptor("data pointer plus byte offset overflows".into()))?;
    let align = align.max(std::mem::align_of::<T>()) as u64;
    if t.num_elements() > 0 && !first.is_multiple_of(align) {
        return Err(DlpackError::Misaligned {
            data,
            byte_offset: t.byte_offset(),
            align: align as usize,
        });
    }
    Ok((first, Layout::new(shape, stride)))
}

/// The elements a host view's slice must hold: the layout's cosize (strides non-negative).
fn host_len(t: &TensorRef<'_>) -> Result<usize, DlpackError> {
    if t.num_elements() == 0 {
        return Ok(0);
    }
    let strides = t.strides_or_compact()?;
    let mut last = 0_i64;
    for (mode, (&s, &d)) in t.shape().iter().zip(strides.iter()).enumerate() {
        if d < 0 {
            return Err(DlpackError::NegativeStride { mode, value: d });
        }
        last = (s - 1)
            .checked_mul(d)
            .and_then(|x| x.checked_add(last))
            .ok_or_else(|| DlpackError::Descriptor("the tensor's span overflows".into()))?;
    }
    usize::try_from(last + 1).map_err(|_| DlpackError::Descriptor("the span overflows".into()))
}

impl DlpackTensor {
    /// The validated descriptor (dlpark's checks of shape, strides and sizes).
    pub fn descriptor(&self) -> Result<TensorRef<'_>, DlpackError> {
        Ok(match &self.managed {
            Owned::Legacy(m) => m.validate()?,
            Owned::Versioned(m) => m.validate()?,
        })
    }

    /// The DLPack flags (empty for the legacy ABI).
    pub fn flags(&self) -> DlpackFlags {
        match &self.managed {
            Owned::Legacy(m) => m.flags(),
            Owned::Versioned(m) => m.flags(),
        }
    }

    /// A read-only view of device memory on CUDA device `ordinal`, whose first element is
    /// aligned to `align` bytes (at least `align_of::<T>()`): CuTe's `from_dlpack`.
    ///
    /// The tensor passes to a kernel's `*const T` parameter; its layout's dynamic leaves pass
    /// as the kernel's `i32` parameters.
    pub fn cuda_view<T: DlpackElement, S: DlpackModes + CongruentWith<D>, D: DlpackModes>(
        &self,
        ordinal: i32,
        align: usize,
    ) -> Result<Tensor<Gmem<'_, T>, Layout<S, D>>, DlpackError> {
        let t = self.descriptor()?;
        let (addr, layout) = check::<T, S, D>(&t, Device::Cuda(ordinal), align)?;
        Ok(make_tensor(Gmem::at(addr), layout))
    }

    /// A writable view of device memory on CUDA device `ordinal` (see
    /// [`cuda_view`](Self::cuda_view)); a `READ_ONLY` tensor is refused.
    pub fn cuda_view_mut<T: DlpackElement, S: DlpackModes + CongruentWith<D>, D: DlpackModes>(
        &mut self,
        ordinal: i32,
        align: usize,
    ) -> Result<Tensor<GmemMut<'_, T>, Layout<S, D>>, DlpackError> {
        if self.flags().contains(DlpackFlags::READ_ONLY) {
            return Err(DlpackError::ReadOnly);
        }
        let t = self.descriptor()?;
        let (addr, layout) = check::<T, S, D>(&t, Device::Cuda(ordinal), align)?;
        Ok(make_tensor(GmemMut::at(addr), layout))
    }

    /// A view of host memory: a tensor over the slice of the layout's cosize, so every access
    /// is checked. Strides must be non-negative.
    ///
    /// # Safety
    /// The descriptor tells the truth: its data pointer plus byte offset addresses the
    /// layout's cosize of initialised `T`, valid for reads while `self` lives and not written
    /// meanwhile (DLPack's contract for a producer, which this side cannot check).
    pub unsafe fn host_view<T: DlpackElement, S: DlpackModes + CongruentWith<D>, D: DlpackModes>(
        &self,
    ) -> Result<Tensor<&[T], Layout<S, D>>, DlpackError> {
        let t = self.descriptor()?;
        let (addr, layout) = check::<T, S, D>(&t, Device::Cpu, 1)?;
        let len = host_len(&t)?;
        let data: &[T] = if len == 0 {
            &[]
        } else {
            // SAFETY: the caller's promise; `check` verified the type and alignment.
            unsafe { std::slice::from_raw_parts(addr as *const T, len) }
        };
        Ok(make_tensor(data, layout))
    }

    /// A writable view of host memory (see [`host_view`](Self::host_view)); a `READ_ONLY`
    /// tensor is refused.
    ///
    /// # Safety
    /// As [`host_view`](Self::host_view), and nothing else reads or writes the memory while the
    /// view lives.
    pub unsafe fn host_view_mut<
        T: DlpackElement,
        S: DlpackModes + CongruentWith<D>,
        D: DlpackModes,
    >(
        &mut self,
    ) -> Result<Tensor<&mut [T], Layout<S, D>>, DlpackError> {
        if self.flags().contains(DlpackFlags::READ_ONLY) {
            return Err(DlpackError::ReadOnly);
        }
        let t = self.descriptor()?;
        let (addr, layout) = check::<T, S, D>(&t, Device::Cpu, 1)?;
        let len = host_len(&t)?;
        let data: &mut [T] = if len == 0 {
            &mut []
        } else {
            // SAFETY: the caller's promise; `check` verified the type and alignment.
            unsafe { std::slice::from_raw_parts_mut(addr as *mut T, len) }
        };
        Ok(make_tensor(data, layout))
    }
}
