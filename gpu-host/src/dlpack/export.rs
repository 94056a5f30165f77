//! Our buffers as DLPack tensors: the consumer (PyTorch's `from_dlpack`, ...) sees the same
//! memory, and its deleter releases our share of it.

use super::error::DlpackError;
use super::modes::{span, DlpackModes};
use super::Device;
use cudarc::driver::{CudaSlice, DevicePtr, DeviceRepr};
use dlpark::metadata::Dynamic;
use dlpark::{DlpackElement, DlpackFlags, Managed, ManagedTensorBase, OpaqueContext};
use layout_core::layout::Layout;
use std::sync::Arc;

/// Builds the managed tensor over `data` (`len` elements of `T` on `device`), owned by `owner`;
/// `read_only` sets the flag `READ_ONLY` (the versioned ABI's; the legacy ABI has no flags).
///
/// # Safety
/// `data` addresses `len` initialised elements of `T` on `device` that stay valid, and are not
/// freed, while `owner` lives.
unsafe fn managed<M, T, S, D, O>(
    owner: O,
    data: u64,
    len: usize,
    device: Device,
    layout: Layout<S, D>,
    read_only: bool,
) -> Result<Managed<M>, DlpackError>
where
    M: ManagedTensorBase,
    T: DlpackElement,
    S: DlpackModes,
    D: DlpackModes,
    O: OpaqueContext,
{
    let (shape, stride) = (layout.shape().values(), layout.stride().values());
    let needed = span(&shape, &stride)?;
    if needed > len as u64 {
        return Err(DlpackError::BufferTooShort { needed, len });
    }
    let mut init = Dynamic::new(shape, stride)
        .initialize_as::<M>(owner)
        .map_err(|e| DlpackError::Export(e.to_string()))?;
    init.set_data(data as *mut std::ffi::c_void)
        .set_dtype(T::DTYPE)
        .set_device(device.to_dlpack());
    if read_only {
        init.set_flags(DlpackFlags::READ_ONLY)?;
    }
    // SAFETY: data, dtype, device, shape and explicit strides describe `len >= cosize`
    // elements that `owner` (now the managed tensor's context) keeps alive.
    Ok(unsafe { init.finish() })
}

/// Our device buffer as a DLPack tensor on its device, viewed through `layout` (strides
/// non-negative, reaching at most `buf.len()` elements). The managed tensor holds a clone of
/// `buf`, so the memory lives until the consumer's deleter has run; export the same buffer
/// as often as needed. `M` picks the ABI: `DLManagedTensorVersioned` or the legacy
/// `DLManagedTensor`.
///
/// The buffer's stream is synchronised first, so the data is ready on any stream the
/// consumer uses. The consumer may write through the tensor (no `READ_ONLY` flag).
pub fn export_cuda<M, T, S, D>(
    buf: Arc<CudaSlice<T>>,
    layout: Layout<S, D>,
) -> Result<Managed<M>, DlpackError>
where
    M: ManagedTensorBase,
    T: DlpackElement + DeviceRepr,
    S: DlpackModes,
    D: DlpackModes,
{
    let stream = buf.stream().clone();
    stream
        .synchronize()
        .map_err(|e| DlpackError::Export(format!("synchronising the buffer's stream: {e:?}")))?;
    let (ptr, _read) = buf.device_ptr(&stream);
    let device = Device::Cuda(buf.ordinal() as i32);
    let len = buf.len();
    // SAFETY: `ptr` is the device allocation of `buf`'s `len` elements, kept alive by the clone
    // of `buf` that becomes the tensor's context.
    unsafe { managed::<M, T, S, D, _>(buf.clone(), ptr, len, device, layout, false) }
}

/// A host buffer as a DLPack tensor on the CPU (see [`export_cuda`]); the managed tensor holds a
/// clone of `data` and is `READ_ONLY` (the vector is shared; with the legacy ABI, which has no
/// flags, the consumer must not write either).
pub fn export_host<M, T, S, D>(
    data: Arc<Vec<T>>,
    layout: Layout<S, D>,
) -> Result<Managed<M>, DlpackError>
where
    M: ManagedTensorBase,
    T: DlpackElement + Send + Sync,
    S: DlpackModes,
    D: DlpackModes,
{
    let (ptr, len) = (data.as_ptr() as u64, data.len());
    // SAFETY: `ptr` addresses the vector's `len` elements, kept alive by the clone that becomes
    // the tensor's context; the tensor is READ_ONLY, as the vector is shared.
    unsafe { managed::<M, T, S, D, _>(data, ptr, len, Device::Cpu, layout, true) }
}
