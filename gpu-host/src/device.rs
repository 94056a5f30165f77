//! Loading the PTX and launching kernels with cudarc.
//!
//! cudarc loads the CUDA driver at run time (`dynamic-loading`), so this crate builds and its
//! tests run on machines without CUDA: [`driver_present`] says whether a device run can be
//! attempted, and [`Gpu::open`] reports [`GpuError::NoDriver`] instead of panicking.

use crate::registry::{DType, Family, GridChoice, KernelSpec, Launch, Problem, ProblemError};
use cudarc::driver::{
    CudaContext, CudaModule, CudaSlice, CudaStream, DeviceRepr, DriverError, LaunchConfig,
    PushKernelArg,
};
use std::fmt;
use std::path::Path;
use std::sync::Arc;

/// Whether the CUDA driver library can be loaded on this machine.
pub fn driver_present() -> bool {
    // SAFETY: only tries to open the driver library by name.
    unsafe { cudarc::driver::sys::is_culib_present() }
}

/// What went wrong on the device side.
#[derive(Debug)]
pub enum GpuError {
    /// No CUDA driver library on this machine.
    NoDriver,
    /// A CUDA driver call failed.
    Driver(DriverError),
    /// The PTX file could not be read.
    Ptx(String),
    /// A kernel name missing from the registry or the module.
    UnknownKernel(String),
    /// The problem does not suit the kernel.
    Problem(ProblemError),
    /// The buffers' element type is not the kernel's.
    WrongType {
        /// The kernel's element type.
        kernel: DType,
    },
    /// A stream capture that recorded nothing (no launch inside `Module::capture`).
    EmptyCapture,
    /// A device buffer shorter than the problem's span.
    BufferTooShort {
        /// Elements needed.
        needed: u64,
        /// Elements given.
        given: usize,
    },
}

impl fmt::Display for GpuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GpuError::NoDriver => write!(f, "no CUDA driver on this machine"),
            GpuError::Driver(e) => write!(f, "CUDA driver error: {e:?}"),
            GpuError::Ptx(e) => write!(f, "cannot read the PTX: {e}"),
            GpuError::UnknownKernel(name) => write!(f, "unknown kernel `{name}`"),
            GpuError::Problem(e) => write!(f, "{e}"),
            GpuError::WrongType { kernel } => {
                write!(f, "buffers do not hold {} elements", kernel.name())
            }
            GpuError::EmptyCapture => write!(f, "the stream capture recorded no graph"),
            GpuError::BufferTooShort { needed, given } => {
                write!(
                    f,
                    "device buffer of {given} elements, problem spans {needed}"
                )
            }
        }
    }
}

impl std::error::Error for GpuError {}

impl From<DriverError> for GpuError {
    fn from(e: DriverError) -> GpuError {
        GpuError::Driver(e)
    }
}

/// A device element type: `f32`, or `u16` holding half bits.
pub trait DeviceElement: DeviceRepr + Copy + Default + Unpin + 'static {
    /// The matching kernel element type.
    const DTYPE: DType;
}

impl DeviceElement for f32 {
    const DTYPE: DType = DType::F32;
}

impl DeviceElement for u16 {
    const DTYPE: DType = DType::F16;
}

/// A device with the kernels' PTX loaded.
pub struct Gpu {
    ctx: Arc<CudaContext>,
    stream: Arc<CudaStream>,
    module: Arc<CudaModule>,
}

impl Gpu {
    /// Opens device 0 and loads the PTX at `ptx`.
    pub fn open(ptx: &Path) -> Result<Gpu, GpuError> {
        if !driver_present() {
            return Err(GpuError::NoDriver);
        }
        let text = std::fs::read_to_string(ptx)
            .map_err(|e| GpuError::Ptx(format!("{}: {e}", ptx.display())))?;
        let ctx = CudaContext::new(0)?;
        let stream = ctx.default_stream();
        let module = ctx.load_module(cudarc::nvrtc::Ptx::from_src(text))?;
        Ok(Gpu {
            ctx,
            stream,
            module,
        })
    }

    /// The context.
    pub fn context(&self) -> &Arc<CudaContext> {
        &self.ctx
    }

    /// The stream every launch goes to.
    pub fn stream(&self) -> &Arc<CudaStream> {
        &self.stream
    }

    /// The device's name.
    pub fn name(&self) -> Result<String, GpuError> {
        Ok(self.ctx.name()?)
    }

    /// Number of multiprocessors.
    pub fn multiprocessors(&self) -> Result<u32, GpuError> {
        use cudarc::driver::sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT;
        Ok(self
            .ctx
            .attribute(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)? as u32)
    }

    /// Registers per thread and local (spill) bytes of a kernel, as the driver compiled it.
    pub fn resources(&self, name: &str) -> Result<(i32, i32), GpuError> {
        let func = self
            .module
            .load_function(name)
            .map_err(|_| GpuError::UnknownKernel(name.to_string()))?;
        Ok((func.num_regs()?, func.local_size_bytes()?))
    }

    /// Launches `spec` on `problem`: `c = op(a, b)`. Asynchronous; errors of the launch itself
    /// are returned, errors during the kernel show at the next synchronisation.
    pub fn launch<E: DeviceElement>(
        &self,
        spec: &KernelSpec,
        problem: Problem,
        grid: GridChoice,
        a: &CudaSlice<E>,
        b: &CudaSlice<E>,
        c: &mut CudaSlice<E>,
    ) -> Result<Launch, GpuError> {
        if spec.dtype != E::DTYPE {
            return Err(GpuError::WrongType { kernel: spec.dtype });
        }
        let launch = spec.launch(problem, grid).map_err(GpuError::Problem)?;
        let needed = problem.span();
        for given in [a.len(), b.len(), c.len()] {
            if (given as u64) < needed {
                return Err(GpuError::BufferTooShort { needed, given });
            }
        }
        let func = self
            .module
            .load_function(spec.name)
            .map_err(|_| GpuError::UnknownKernel(spec.name.to_string()))?;
        let cfg = LaunchConfig {
            grid_dim: (launch.grid.0, launch.grid.1, 1),
            block_dim: (launch.block, 1, 1),
            shared_mem_bytes: 0,
        };
        // The layout's dynamic part: `(M,N):(ld,_1)` as i32 (validated: span <= i32::MAX), or
        // the size of `(n):(_1)`.
        let (m, n, ld) = (problem.m as i32, problem.n as i32, problem.ld as i32);
        let size = problem.m * problem.n;
        let total = size as i32; // validated: size + tile <= i32::MAX
        let mut args = self.stream.launch_builder(&func);
        args.arg(a).arg(b).arg(c);
        match spec.family {
            Family::Naive | Family::Tv => {
                args.arg(&m).arg(&n).arg(&ld);
            }
            Family::Vector { .. } => {
                args.arg(&size);
            }
            Family::Tensor { .. } => {
                args.arg(&total);
            }
        }
        // SAFETY: the argument list matches the entry point's signature (see the registry),
        // the buffers span the problem and are device allocations (256-byte aligned).
        unsafe { args.launch(cfg) }?;
        Ok(launch)
    }

    /// Times `f` (which enqueues work on [`Gpu::stream`]) `reps` times after `warmup` untimed
    /// calls, each call between two events; returns the times in milliseconds.
    pub fn time<F>(&self, warmup: usize, reps: usize, mut f: F) -> Result<Vec<f32>, GpuError>
    where
        F: FnMut() -> Result<(), GpuError>,
    {
        use cudarc::driver::sys::CUevent_flags::CU_EVENT_DEFAULT;
        for _ in 0..warmup {
            f()?;
        }
        let mut times = Vec::with_capacity(reps);
        for _ in 0..reps {
            let start = self.ctx.new_event(Some(CU_EVENT_DEFAULT))?;
            let end = self.ctx.new_event(Some(CU_EVENT_DEFAULT))?;
            start.record(&self.stream)?;
            f()?;
            end.record(&self.stream)?;
            end.synchronize()?;
            times.push(start.elapsed_ms(&end)?);
        }
        Ok(times)
    }
}
