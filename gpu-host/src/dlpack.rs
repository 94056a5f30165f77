//! DLPack: tensors of other frameworks (PyTorch, JAX, CuPy, NumPy, ...) in, our buffers out,
//! without copies. CuTe DSL's `from_dlpack`.
//!
//! A DLPack tensor ([`DlpackTensor`], from a [`dlpark`] managed tensor) becomes a typed
//! [`Tensor`](layout_core::tensor::Tensor) view whose layout is CuTe's reading of the DLPack
//! shape and strides, mode for mode: a PyTorch `(4, 3)` row-major tensor is `(4,3):(3,1)`, its
//! transpose `(3,4):(1,3)`. The view's type says what the kernel needs, and everything else is
//! an error naming the value, never a panic:
//!
//! * the element type (`T`, checked against the DLPack dtype),
//! * the device (`cpu`, or `cuda:N` with the ordinal the kernel runs on),
//! * the rank and each mode: a dynamic leaf (`i32`) takes any value that fits `i32`, a static
//!   one (`_1`) only its own value, so `Layout<(i32, i32), (i32, _1)>` accepts exactly the
//!   tensors whose last mode is contiguous,
//! * the alignment of the first element (data pointer plus byte offset) to the bytes the kernel
//!   reads at once (at least `align_of::<T>()`),
//! * for writable views, the DLPack `READ_ONLY` flag.
//!
//! A device view is a tensor over [`Gmem`] (CuTe's `gmem_ptr`): the host cannot read it (every
//! access is `None`), it prints as CuTe prints a device tensor, and it passes to a kernel as its
//! device pointer ([`launch`](crate::launch)); [`buffer_view`] views a cudarc buffer the same
//! way. Our buffers leave as DLPack tensors through [`export_cuda`] and [`export_host`]; the
//! consumer's deleter drops them.
//!
//! ```
//! use dlpark::ffi::DLManagedTensorVersioned;
//! use gpu_host::dlpack::{export_host, DlpackTensor};
//! use layout_core::prelude::*;
//! use std::sync::Arc;
//!
//! // A row-major 2x3 host buffer, exported and imported again as a typed view.
//! let data = Arc::new(vec![0.0_f32, 1.0, 2.0, 3.0, 4.0, 5.0]);
//! let managed = export_host::<DLManagedTensorVersioned, _, _, _>(
//!     data.clone(),
//!     Layout::new((2, 3), (3, _1)),
//! )
//! .unwrap();
//! let tensor = DlpackTensor::from(managed);
//! // SAFETY: the tensor was exported from `data`, which it keeps alive.
//! let view = unsafe { tensor.host_view::<f32, (i32, i32), (i32, _1)>() }.unwrap();
//! assert_eq!(view.layout().to_string(), "(2,3):(3,_1)");
//! assert_eq!(view[(1, 2)], 5.0);
//! assert_eq!(view.engine().as_ptr(), data.as_ptr()); // no copy
//! // the wrong element type, rank, device or a static mode that does not fit: errors
//! let err = unsafe { tensor.host_view::<f64, (i32, i32), (i32, i32)>() }.unwrap_err();
//! assert_eq!(err.to_string(), "DLPack view: the tensor holds float32 elements, the view wants float64");
//! let err = unsafe { tensor.host_view::<f32, (i32, i32), (_1, i32)>() }.unwrap_err();
//! assert_eq!(err.to_string(), "DLPack view: mode 0 of the stride is 3, the view's layout says _1");
//! let err = tensor.cuda_view::<f32, (i32, i32), (i32, i32)>(0, 16).unwrap_err();
//! assert_eq!(err.to_string(), "DLPack view: the tensor is on cpu, the view wants cuda:0");
//! ```

mod error;
mod export;
mod gmem;
mod modes;
mod view;

pub use error::{DlpackError, Part};
pub use export::{export_cuda, export_host};
pub use gmem::{buffer_view, buffer_view_mut, Gmem, GmemMut};
pub use modes::DlpackModes;
pub use view::DlpackTensor;

use dlpark::ffi::{DLDataType, DLDataTypeCode, DLDevice, DLDeviceType};
use std::fmt;

/// Where a view wants its tensor's memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Device {
    /// Host memory (DLPack `kDLCPU`).
    Cpu,
    /// Memory of the CUDA device with this ordinal (DLPack `kDLCUDA`).
    Cuda(i32),
}

impl Device {
    /// The DLPack device.
    pub fn to_dlpack(self) -> DLDevice {
        match self {
            Device::Cpu => DLDevice::CPU,
            Device::Cuda(ordinal) => DLDevice::cuda(ordinal),
        }
    }
}

impl fmt::Display for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_device(self.to_dlpack(), f)
    }
}

/// A DLPack device as PyTorch names it: `cpu`, `cuda:0`, ...; other kinds by their DLPack name.
pub(crate) fn fmt_device(d: DLDevice, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let name = match d.device_type {
        DLDeviceType::CPU => return f.write_str("cpu"),
        DLDeviceType::CUDA => "cuda",
        DLDeviceType::CUDAHOST => return f.write_str("cuda pinned host memory"),
        DLDeviceType::CUDAMANAGED => return f.write_str("cuda managed memory"),
        DLDeviceType::ROCM => "rocm",
        DLDeviceType::METAL => "metal",
        DLDeviceType::VULKAN => "vulkan",
        DLDeviceType::OPENCL => "opencl",
        DLDeviceType::ONEAPI => "oneapi",
        DLDeviceType(other) => return write!(f, "DLPack device type {other}:{}", d.device_id),
    };
    write!(f, "{name}:{}", d.device_id)
}

/// A DLPack data type as PyTorch and NumPy name it: `float32`, `int64`, `bfloat16`, ...
pub(crate) fn fmt_dtype(t: DLDataType, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let bits = t.bits;
    match t.code {
        DLDataTypeCode::INT => write!(f, "int{bits}")?,
        DLDataTypeCode::UINT => write!(f, "uint{bits}")?,
        DLDataTypeCode::FLOAT => write!(f, "float{bits}")?,
        DLDataTypeCode::BFLOAT => write!(f, "bfloat{bits}")?,
        DLDataTypeCode::COMPLEX => write!(f, "complex{bits}")?,
        DLDataTypeCode::BOOL => f.write_str("bool")?,
        DLDataTypeCode(code) => write!(f, "DLPack type code {code} of {bits} bits")?,
    }
    if t.lanes != 1 {
        write!(f, "x{}", t.lanes)?;
    }
    Ok(())
}

/// A [`Display`](fmt::Display) form of a DLPack data type ([`fmt_dtype`]).
pub(crate) struct DtypeName(pub DLDataType);

impl fmt::Display for DtypeName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_dtype(self.0, f)
    }
}

/// A [`Display`](fmt::Display) form of a DLPack device ([`fmt_device`]).
pub(crate) struct DeviceName(pub DLDevice);

impl fmt::Display for DeviceName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_device(self.0, f)
    }
}
