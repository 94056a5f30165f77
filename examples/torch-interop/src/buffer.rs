//! A buffer of ours that Python frameworks import through DLPack (`torch.from_dlpack(b)`,
//! `numpy.from_dlpack(b)`): each `__dlpack__` call exports a fresh managed tensor that keeps
//! the buffer alive until the consumer's deleter runs.

use cudarc::driver::CudaSlice;
use dlpark::ffi::{DLDevice, DLManagedTensor, DLManagedTensorVersioned};
use dlpark::python::{export_dlpack, DlpackExporter, ExportRequest};
use dlpark::{DlpackFlags, Managed, ManagedTensorBase};
use gpu_host::dlpack::{export_cuda, export_host, Device};
use layout_core::layout::Layout;
use pyo3::prelude::*;
use std::sync::Arc;

/// Where the elements are.
enum Storage {
    Cuda(Arc<CudaSlice<f32>>),
    Host(Arc<Vec<f32>>),
}

/// A float32 `(m, n)` row-major buffer owned by Rust, on the GPU or on the host.
#[pyclass(frozen, module = "torch_interop")]
pub struct Buffer {
    storage: Storage,
    layout: Layout<(i32, i32), (i32, i32)>,
}

impl Buffer {
    /// A device buffer of `m * n` elements viewed row-major.
    pub fn cuda(data: Arc<CudaSlice<f32>>, (m, n): (i32, i32)) -> Buffer {
        Buffer {
            storage: Storage::Cuda(data),
            layout: Layout::new((m, n), (n, 1)),
        }
    }

    /// A host buffer of `m * n` elements viewed row-major.
    pub fn host(data: Arc<Vec<f32>>, (m, n): (i32, i32)) -> Buffer {
        Buffer {
            storage: Storage::Host(data),
            layout: Layout::new((m, n), (n, 1)),
        }
    }

    fn export<M: ManagedTensorBase>(&self) -> PyResult<Managed<M>> {
        match &self.storage {
            Storage::Cuda(d) => export_cuda::<M, f32, _, _>(d.clone(), self.layout),
            Storage::Host(d) => export_host::<M, f32, _, _>(d.clone(), self.layout),
        }
        .map_err(super::value_error)
    }

    fn where_(&self) -> Device {
        match &self.storage {
            Storage::Cuda(d) => Device::Cuda(d.ordinal() as i32),
            Storage::Host(_) => Device::Cpu,
        }
    }

    fn addr(&self) -> u64 {
        match &self.storage {
            Storage::Cuda(d) => {
                let stream = d.stream().clone();
                let (ptr, _read) = cudarc::driver::DevicePtr::device_ptr(&**d, &stream);
                ptr
            }
            Storage::Host(d) => d.as_ptr() as u64,
        }
    }
}

impl DlpackExporter for Buffer {
    fn device(&self) -> DLDevice {
        self.where_().to_dlpack()
    }

    fn flags(&self) -> DlpackFlags {
        match self.storage {
            Storage::Cuda(_) => DlpackFlags::empty(),
            Storage::Host(_) => DlpackFlags::READ_ONLY,
        }
    }

    fn prepare_export(&self, _py: Python<'_>, _request: &ExportRequest<'_>) -> PyResult<()> {
        // `export_cuda` synchronises the buffer's stream: the data is ready on every stream.
        Ok(())
    }

    fn export_legacy(&self, _py: Python<'_>) -> PyResult<Managed<DLManagedTensor>> {
        self.export()
    }

    fn export_versioned(&self, _py: Python<'_>) -> PyResult<Managed<DLManagedTensorVersioned>> {
        self.export()
    }
}

#[pymethods]
impl Buffer {
    /// The DLPack protocol: a capsule holding a fresh managed tensor over this buffer.
    #[pyo3(signature = (*, stream = None, max_version = None, dl_device = None, copy = None))]
    fn __dlpack__<'py>(
        &self,
        py: Python<'py>,
        stream: Option<Bound<'py, PyAny>>,
        max_version: Option<(u32, u32)>,
        dl_device: Option<(u32, i32)>,
        copy: Option<bool>,
    ) -> PyResult<Py<PyAny>> {
        let request = ExportRequest::parse(stream.as_ref(), max_version, dl_device, copy)?;
        export_dlpack(self, py, request)
    }

    /// The DLPack protocol: `(device type, ordinal)`.
    fn __dlpack_device__(&self) -> (u32, i32) {
        self.device().into()
    }

    /// The address of the first element (a device pointer for a GPU buffer).
    #[getter]
    fn ptr(&self) -> u64 {
        self.addr()
    }

    /// The layout, as CuTe prints it: `(m,n):(n,1)`.
    #[getter]
    fn layout(&self) -> String {
        self.layout.to_string()
    }

    fn __repr__(&self) -> String {
        let (kind, dev) = match self.where_() {
            Device::Cpu => ("ptr", "cpu".to_string()),
            Device::Cuda(o) => ("gmem_ptr", format!("cuda:{o}")),
        };
        format!(
            "Buffer({kind}[32b]({:#x}) o {}, device={dev})",
            self.addr(),
            self.layout
        )
    }
}
