//! `torch_interop`: a Python extension that hands PyTorch tensors to Rust kernels through
//! DLPack, without copies, and hands Rust buffers back the same way (CuTe DSL's
//! `from_dlpack`), with a CUDA-graph launch benchmark and printing from kernels.
//!
//! | Python | what |
//! |--------|------|
//! | `view(t, align=4)` | `t` (any DLPack producer) as our typed view: `{"ptr", "layout", "tensor"}`; a `ValueError` naming the value when it is not a float32 rank-2 tensor on `cuda:0` aligned to `align` bytes |
//! | `scale_into(x, y, alpha)` | `y = alpha * x` on the GPU, in place, for any strides; returns the device pointers the kernel got |
//! | `scale(x, alpha)` | the same into a new `Buffer` of ours, row-major; `torch.from_dlpack(buffer)` sees its memory |
//! | `host_buffer(m, n)` | a host `Buffer` of `0..m*n`, row-major (for `numpy.from_dlpack`, no GPU needed) |
//! | `launch_overhead(launches=100, reps=20)` | per-kernel launch time with and without a CUDA graph (µs) |
//! | `hello(n)`, `hello_emulated(n)` | the printing kernel of my-first-kernel on the GPU (output at the synchronisation), and the text its CPU run prints |
//! | `device_name()` | the GPU |

mod buffer;

use buffer::Buffer;
use dlpark::ffi::{DLDevice, DLDeviceType};
use dlpark::python::consumer::stream;
use dlpark::python::{from_dlpack, DlpackStream, ImportedDlpack, StreamArg};
use gpu_host::dlpack::{buffer_view_mut, DlpackTensor};
use gpu_host::launch::Module;
use gpu_kernels::grid::Grid;
use layout_core::layout::Layout;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::fmt::Display;
use std::sync::{Arc, OnceLock};
use torch_interop_kernels::{hello, HELLO, HELLO_THREADS, HELLO_TILE, NOOP, SCALE_2D, THREADS};

/// The PTX of `kernel/` and of its dependency my-first-kernel-device.
const PTX: &str = include_str!(concat!(env!("OUT_DIR"), "/kernels_sm90.ptx"));

/// A rank-2 layout of dynamic leaves: whatever PyTorch's shape and strides are.
type Dyn2 = (i32, i32);

fn value_error(e: impl Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

fn runtime_error(e: impl Display) -> PyErr {
    PyRuntimeError::new_err(e.to_string())
}

/// The GPU with the PTX loaded, once per process.
fn gpu() -> PyResult<&'static Module> {
    static GPU: OnceLock<Result<Module, String>> = OnceLock::new();
    GPU.get_or_init(|| Module::load(PTX).map_err(|e| e.to_string()))
        .as_ref()
        .map_err(runtime_error)
}

/// Our stream, as a DLPack consumer names it to the producer: PyTorch then orders the stream
/// after the work it queued on its own.
struct OurStream(&'static Module);

// SAFETY: the stream is the module's, alive for the whole process, on the device the CUDA
// tensors are checked to be on; CPU producers get no stream.
unsafe impl DlpackStream for OurStream {
    fn as_python_arg(&self, _py: Python<'_>, device: DLDevice) -> PyResult<StreamArg> {
        Ok(if device.device_type == DLDeviceType::CUDA {
            stream::cuda(self.0.stream().cu_stream().cast())
        } else {
            stream::none()
        })
    }
}

/// Takes a DLPack tensor from any producer (an object with `__dlpack__`, or a capsule).
fn import(obj: &Bound<'_, PyAny>, gpu: Option<&'static Module>) -> PyResult<DlpackTensor> {
    let stream = gpu.map(OurStream);
    let imported = from_dlpack(
        obj.as_borrowed(),
        stream.as_ref().map(|s| s as &dyn DlpackStream),
        None,
    )?;
    Ok(match imported {
        ImportedDlpack::Legacy(m) => m.into(),
        ImportedDlpack::Versioned(m) => m.into(),
    })
}

/// `t` as a read-only float32 rank-2 device view on `cuda:0` whose first element is aligned to
/// `align` bytes: the device pointer, the layout and the tensor as CuTe prints them.
#[pyfunction]
#[pyo3(signature = (t, align = 4))]
fn view<'py>(py: Python<'py>, t: &Bound<'py, PyAny>, align: usize) -> PyResult<Bound<'py, PyDict>> {
    let gpu = gpu().ok();
    let ordinal = gpu.map_or(0, Module::ordinal);
    let tensor = import(t, gpu)?;
    let v = tensor
        .cuda_view::<f32, Dyn2, Dyn2>(ordinal, align)
        .map_err(value_error)?;
    let out = PyDict::new(py);
    out.set_item("ptr", v.engine().addr())?;
    out.set_item("layout", v.layout().to_string())?;
    out.set_item("tensor", v.to_string())?;
    Ok(out)
}

/// `y = alpha * x` for float32 rank-2 CUDA tensors of one shape and any strides, written in
/// place into `y`. Returns the device pointers the kernel was given `(x, y)`.
#[pyfunction]
fn scale_into(x: &Bound<'_, PyAny>, y: &Bound<'_, PyAny>, alpha: f32) -> PyResult<(u64, u64)> {
    let gpu = gpu()?;
    let (xt, mut yt) = (import(x, Some(gpu))?, import(y, Some(gpu))?);
    let xv = xt
        .cuda_view::<f32, Dyn2, Dyn2>(gpu.ordinal(), 4)
        .map_err(value_error)?;
    let mut yv = yt
        .cuda_view_mut::<f32, Dyn2, Dyn2>(gpu.ordinal(), 4)
        .map_err(value_error)?;
    let ((m, n), (ym, yn)) = (xv.shape(), yv.shape());
    if (m, n) != (ym, yn) {
        return Err(value_error(format!(
            "scale_into: x is {}, y is {}: the shapes differ",
            xv.layout(),
            yv.layout()
        )));
    }
    let size = m.checked_mul(n).ok_or_else(|| {
        value_error(format!(
            "scale_into: {m} x {n} elements do not fit an i32 index"
        ))
    })?;
    let ((xs0, xs1), (ys0, ys1)) = (xv.stride(), yv.stride());
    let ptrs = (xv.engine().addr(), yv.engine().addr());
    let blocks = (size as u32).div_ceil(THREADS).clamp(1, 1024);
    // SAFETY: the views' layouts are the tensors' own (DLPack shape and strides), so every
    // index the kernel forms on (m, n) is an element of x or y; m * n fits i32 (checked).
    unsafe {
        gpu.launch(
            SCALE_2D,
            (blocks, 1, 1),
            THREADS,
            (&xv, &xs0, &xs1, &mut yv, &ys0, &ys1, &m, &n, &alpha),
        )
    }
    .map_err(runtime_error)?;
    gpu.synchronize().map_err(runtime_error)?;
    Ok(ptrs)
}

/// `alpha * x` into a new row-major buffer of ours (for `torch.from_dlpack`).
#[pyfunction]
fn scale(x: &Bound<'_, PyAny>, alpha: f32) -> PyResult<Buffer> {
    let gpu = gpu()?;
    let xt = import(x, Some(gpu))?;
    let xv = xt
        .cuda_view::<f32, Dyn2, Dyn2>(gpu.ordinal(), 4)
        .map_err(value_error)?;
    let (m, n) = xv.shape();
    let size = m
        .checked_mul(n)
        .ok_or_else(|| value_error(format!("scale: {m} x {n} elements do not fit an i32 index")))?;
    let mut out = gpu
        .stream()
        .alloc_zeros::<f32>(size as usize)
        .map_err(runtime_error)?;
    let mut yv = buffer_view_mut(&mut out, Layout::new((m, n), (n, 1))).map_err(value_error)?;
    let ((xs0, xs1), (ys0, ys1)) = (xv.stride(), yv.stride());
    let blocks = (size as u32).div_ceil(THREADS).clamp(1, 1024);
    // SAFETY: x's view is its own layout; y's stays inside `out` (checked by the view).
    unsafe {
        gpu.launch(
            SCALE_2D,
            (blocks, 1, 1),
            THREADS,
            (&xv, &xs0, &xs1, &mut yv, &ys0, &ys1, &m, &n, &alpha),
        )
    }
    .map_err(runtime_error)?;
    gpu.synchronize().map_err(runtime_error)?;
    Ok(Buffer::cuda(Arc::new(out), (m, n)))
}

/// A host buffer holding `0, 1, ..., m*n - 1`, row-major `(m, n)`.
#[pyfunction]
fn host_buffer(m: i32, n: i32) -> PyResult<Buffer> {
    let size = m
        .checked_mul(n)
        .filter(|s| *s >= 0)
        .ok_or_else(|| value_error(format!("host_buffer: {m} x {n} is not a size")))?;
    Ok(Buffer::host(
        Arc::new((0..size).map(|i| i as f32).collect()),
        (m, n),
    ))
}

/// Launch time per kernel of `launches` launches of an empty kernel, one by one and replayed
/// from a CUDA graph (median of `reps`), in µs: GPU time (events) and host time to queue.
#[pyfunction]
#[pyo3(signature = (launches = 100, reps = 20))]
fn launch_overhead<'py>(
    py: Python<'py>,
    launches: usize,
    reps: usize,
) -> PyResult<Bound<'py, PyDict>> {
    let gpu = gpu()?;
    let o = gpu_host::graph::launch_overhead(gpu, NOOP, launches, reps).map_err(runtime_error)?;
    let out = PyDict::new(py);
    out.set_item("launches", o.launches)?;
    out.set_item("stream_us", o.stream_us)?;
    out.set_item("graph_us", o.graph_us)?;
    out.set_item("stream_host_us", o.stream_host_us)?;
    out.set_item("graph_host_us", o.graph_host_us)?;
    Ok(out)
}

extern "C" {
    /// C's `fflush`: the driver writes kernel `printf` text through C's buffered `stdout`.
    fn fflush(stream: *mut std::ffi::c_void) -> i32;
}

/// The launch of my-first-kernel's `hello_world` for a problem of `n` elements.
fn hello_grid(n: i32) -> u32 {
    (n.max(1) as u32).div_ceil(HELLO_TILE)
}

/// Runs `hello_world` on the GPU for `n` elements; its text appears on standard output at the
/// synchronisation (flushed before returning).
#[pyfunction]
fn hello_gpu(n: i32) -> PyResult<()> {
    let gpu = gpu()?;
    // SAFETY: `hello_world` reads and writes no memory.
    unsafe { gpu.launch(HELLO, (hello_grid(n), 1, 1), HELLO_THREADS, (&n,)) }
        .map_err(runtime_error)?;
    gpu.synchronize().map_err(runtime_error)?;
    // SAFETY: fflush(NULL) flushes every C output stream.
    unsafe { fflush(std::ptr::null_mut()) };
    Ok(())
}

/// The text `hello_world` prints for `n` elements when its body runs on the CPU, one thread
/// after another.
#[pyfunction]
fn hello_emulated(n: i32) -> String {
    gpu_host::print::capture_prints(|| {
        for g in Grid::all(hello_grid(n), 1, HELLO_THREADS) {
            // SAFETY: `hello` touches no memory.
            unsafe { hello(g, n) }
        }
    })
    .1
}

/// The GPU's name.
#[pyfunction]
fn device_name() -> PyResult<String> {
    gpu()?.device_name().map_err(runtime_error)
}

/// PyTorch tensors to Rust kernels and back through DLPack, without copies; CUDA-graph launch
/// overhead; printing from kernels. See the crate docs (examples/torch-interop/src/lib.rs).
#[pymodule]
fn torch_interop(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(view, m)?)?;
    m.add_function(wrap_pyfunction!(scale_into, m)?)?;
    m.add_function(wrap_pyfunction!(scale, m)?)?;
    m.add_function(wrap_pyfunction!(host_buffer, m)?)?;
    m.add_function(wrap_pyfunction!(launch_overhead, m)?)?;
    m.add_function(wrap_pyfunction!(hello_gpu, m)?)?;
    m.add_function(wrap_pyfunction!(hello_emulated, m)?)?;
    m.add_function(wrap_pyfunction!(device_name, m)?)?;
    m.add_class::<Buffer>()?;
    Ok(())
}
