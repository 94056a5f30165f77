//! Typed launches of any kernel crate's PTX: a [`Kernel`] handle (written by
//! `gpu_kernels::kernel!` with its entry point) and host arguments checked against its
//! parameter types at compile time: `&CudaSlice<T>` for `*const T`, `&mut CudaSlice<T>` for
//! `*mut T`, `&T` for a scalar `T`. `T` may be `f16` or `bf16` (cudarc's `f16` feature); the
//! 8-bit floats and `tf32` travel as their bits (`CudaSlice<u8>`, `CudaSlice<u32>`).

use crate::device::{driver_present, GpuError};
use cudarc::driver::{
    CudaContext, CudaFunction, CudaModule, CudaSlice, CudaStream, LaunchArgs, LaunchConfig,
    PushKernelArg,
};
use gpu_kernels::handle::Kernel;
use layout_core::numeric::{bf16, e4m3, e5m2, f16, tf32};
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::Mutex;

/// A host value that passes as a kernel parameter of type `P`.
pub trait HostArg<'a, P> {
    /// Adds it to the launch's arguments.
    fn push<'b>(self, args: &mut LaunchArgs<'b>)
    where
        'a: 'b;
}

impl<'a, T> HostArg<'a, *const T> for &'a CudaSlice<T> {
    fn push<'b>(self, args: &mut LaunchArgs<'b>)
    where
        'a: 'b,
    {
        args.arg(self);
    }
}

impl<'a, T> HostArg<'a, *mut T> for &'a mut CudaSlice<T> {
    fn push<'b>(self, args: &mut LaunchArgs<'b>)
    where
        'a: 'b,
    {
        args.arg(self);
    }
}

macro_rules! scalar_args {
    ($($t:ty),*) => {$(
        impl<'a> HostArg<'a, $t> for &'a $t {
            fn push<'b>(self, args: &mut LaunchArgs<'b>)
            where
                'a: 'b,
            {
                args.arg(self);
            }
        }
    )*};
}
scalar_args!(f32, f64, i32, u32, i64, u64, f16, bf16);

/// The 8-bit floats and `tf32` are not `DeviceRepr` (their types are layout-core's): their
/// buffers hold the bits (`CudaSlice<u8>`, `CudaSlice<u32>`; `Numeric::to_bits` on upload,
/// `from_bits` on download) and pass for the kernels' pointers to them.
macro_rules! bits_args {
    ($($t:ty: $bits:ty),*) => {$(
        impl<'a> HostArg<'a, *const $t> for &'a CudaSlice<$bits> {
            fn push<'b>(self, args: &mut LaunchArgs<'b>)
            where
                'a: 'b,
            {
                args.arg(self);
            }
        }
        impl<'a> HostArg<'a, *mut $t> for &'a mut CudaSlice<$bits> {
            fn push<'b>(self, args: &mut LaunchArgs<'b>)
            where
                'a: 'b,
            {
                args.arg(self);
            }
        }
    )*};
}
bits_args!(e4m3: u8, e5m2: u8, tf32: u32);

/// A tuple of host arguments for a kernel with parameter tuple `P`.
pub trait HostArgs<'a, P> {
    /// Adds them to the launch's arguments, in order.
    fn push_all<'b>(self, args: &mut LaunchArgs<'b>)
    where
        'a: 'b;
}

macro_rules! host_args {
    ($($h:ident: $p:ident),*) => {
        impl<'a, $($p, $h: HostArg<'a, $p>),*> HostArgs<'a, ($($p,)*)> for ($($h,)*) {
            #[allow(non_snake_case)]
            fn push_all<'b>(self, args: &mut LaunchArgs<'b>)
            where
                'a: 'b,
            {
                let ($($h,)*) = self;
                $($h.push(args);)*
            }
        }
    };
}
impl<'a> HostArgs<'a, ()> for () {
    fn push_all<'b>(self, _args: &mut LaunchArgs<'b>)
    where
        'a: 'b,
    {
    }
}
host_args!(H1: P1);
host_args!(H1: P1, H2: P2);
host_args!(H1: P1, H2: P2, H3: P3);
host_args!(H1: P1, H2: P2, H3: P3, H4: P4);
host_args!(H1: P1, H2: P2, H3: P3, H4: P4, H5: P5);
host_args!(H1: P1, H2: P2, H3: P3, H4: P4, H5: P5, H6: P6);
host_args!(H1: P1, H2: P2, H3: P3, H4: P4, H5: P5, H6: P6, H7: P7);
host_args!(H1: P1, H2: P2, H3: P3, H4: P4, H5: P5, H6: P6, H7: P7, H8: P8);
host_args!(H1: P1, H2: P2, H3: P3, H4: P4, H5: P5, H6: P6, H7: P7, H8: P8, H9: P9);
host_args!(H1: P1, H2: P2, H3: P3, H4: P4, H5: P5, H6: P6, H7: P7, H8: P8, H9: P9, H10: P10);
host_args!(
    H1: P1, H2: P2, H3: P3, H4: P4, H5: P5, H6: P6, H7: P7, H8: P8, H9: P9, H10: P10, H11: P11
);
host_args!(
    H1: P1, H2: P2, H3: P3, H4: P4, H5: P5, H6: P6, H7: P7, H8: P8, H9: P9, H10: P10, H11: P11,
    H12: P12
);

/// The per-thread stack a module that prints from its kernels gets (`CU_LIMIT_STACK_SIZE`):
/// formatting (`gpu_kernels::print`) needs more than the driver's default 1 KiB.
pub const PRINTING_STACK_BYTES: usize = 4096;

/// A PTX module loaded on device 0, with the stream its launches go to.
///
/// The stream is the module's own (not the legacy default stream), so its launches can be
/// captured into a CUDA graph ([`Module::capture`]). It does not wait for work other
/// libraries queue on their streams: order it with events, or synchronise (a DLPack import
/// passes this stream to the producer, which then orders it after its own work).
pub struct Module {
    pub(crate) ctx: Arc<CudaContext>,
    pub(crate) stream: Arc<CudaStream>,
    module: Arc<CudaModule>,
    /// The entry points looked up so far (a launch then makes no driver call but the launch),
    /// with the dynamic shared memory each is allowed.
    functions: Mutex<HashMap<&'static str, (CudaFunction, u32)>>,
}

impl Module {
    /// Opens device 0 and loads `ptx` (e.g. `include_str!` of a `cute-layout-build` output).
    pub fn load(ptx: &str) -> Result<Module, GpuError> {
        if !driver_present() {
            return Err(GpuError::NoDriver);
        }
        let ctx = CudaContext::new(0)?;
        // One stream carries every launch and copy of the module, so cudarc's tracking of
        // which stream last touched a buffer (events recorded around each launch) is not
        // needed; without it, launches can be captured into a graph.
        // SAFETY: all work on the module's buffers goes through this one stream.
        unsafe { ctx.disable_event_tracking() };
        let stream = ctx.new_stream()?;
        if ptx.contains("vprintf") {
            // A kernel that prints (gpu_kernels::print) calls through core::fmt's function
            // pointers, so ptxas cannot bound its stack, and the driver gives each thread its
            // default 1 KiB, which formatting overruns (an illegal address). The stack grows
            // for every resident thread of the device: 4 KiB each.
            ctx.bind_to_thread()?;
            cudarc::driver::result::ctx::set_limit(
                cudarc::driver::sys::CUlimit::CU_LIMIT_STACK_SIZE,
                PRINTING_STACK_BYTES,
            )?;
        }
        let module = ctx.load_module(cudarc::nvrtc::Ptx::from_src(ptx))?;
        Ok(Module {
            ctx,
            stream,
            module,
            functions: Mutex::new(HashMap::new()),
        })
    }

    /// The entry point `name`, looked up once, allowed at least `shared_bytes` of dynamic
    /// shared memory (`CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`, set when it grows: the
    /// default allows 48 KiB of static and dynamic shared memory together).
    fn function(&self, name: &'static str, shared_bytes: u32) -> Result<CudaFunction, GpuError> {
        use cudarc::driver::sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES;
        let mut functions = self.functions.lock().unwrap_or_else(|e| e.into_inner());
        let (f, allowed) = match functions.get_mut(name) {
            Some(entry) => entry,
            None => {
                let f = self
                    .module
                    .load_function(name)
                    .map_err(|_| GpuError::UnknownKernel(name.to_string()))?;
                functions.entry(name).or_insert((f, 0))
            }
        };
        if shared_bytes > *allowed {
            f.set_attribute(
                CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                shared_bytes as i32,
            )?;
            *allowed = shared_bytes;
        }
        Ok(f.clone())
    }

    /// The device's name.
    pub fn device_name(&self) -> Result<String, GpuError> {
        Ok(self.ctx.name()?)
    }

    /// The stream every launch goes to (copy buffers with it).
    pub fn stream(&self) -> &Arc<CudaStream> {
        &self.stream
    }

    /// The device's ordinal (as DLPack names devices: `cuda:0`).
    pub fn ordinal(&self) -> i32 {
        self.ctx.ordinal() as i32
    }

    /// Waits for everything queued on the module's stream; kernel `printf` text appears here.
    pub fn synchronize(&self) -> Result<(), GpuError> {
        Ok(self.stream.synchronize()?)
    }

    /// How many blocks of `block` threads with `shared_bytes` of dynamic shared memory each
    /// the whole device holds at once: the driver's occupancy
    /// (`cuOccupancyMaxActiveBlocksPerMultiprocessor`) times the multiprocessors. The grid of
    /// a persistent kernel, whose blocks loop over the work (CUTLASS sizes its persistent
    /// schedulers' grids the same way).
    pub fn resident_blocks<P>(
        &self,
        kernel: Kernel<P>,
        block: u32,
        shared_bytes: u32,
    ) -> Result<u32, GpuError> {
        use cudarc::driver::sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT;
        let func = self.function(kernel.name(), shared_bytes)?;
        let per_sm = func.occupancy_max_active_blocks_per_multiprocessor(
            block,
            shared_bytes as usize,
            None,
        )?;
        let sms = self
            .ctx
            .attribute(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)? as u32;
        Ok(per_sm * sms)
    }

    /// Launches `kernel` on a `grid` of `block` threads, with `args` (their types checked
    /// against the kernel's parameters). Asynchronous.
    ///
    /// # Safety
    /// The kernel's own contract: e.g. its buffers hold every element its launch touches.
    pub unsafe fn launch<'a, P, A: HostArgs<'a, P>>(
        &self,
        kernel: Kernel<P>,
        grid: (u32, u32, u32),
        block: u32,
        args: A,
    ) -> Result<(), GpuError> {
        // SAFETY: the caller's contract.
        unsafe { self.launch_with_shared(kernel, grid, block, 0, args) }
    }

    /// [`launch`](Self::launch) with `shared_bytes` of dynamic shared memory per block (CUDA's
    /// third launch parameter; a kernel takes it with `SmemTile::launch_sized`). The kernel is
    /// first allowed that much (`CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`: the default
    /// allows 48 KiB of static and dynamic shared memory together).
    ///
    /// # Safety
    /// As [`launch`](Self::launch).
    pub unsafe fn launch_with_shared<'a, P, A: HostArgs<'a, P>>(
        &self,
        kernel: Kernel<P>,
        grid: (u32, u32, u32),
        block: u32,
        shared_bytes: u32,
        args: A,
    ) -> Result<(), GpuError> {
        let func = self.function(kernel.name(), shared_bytes)?;
        let mut builder = self.stream.launch_builder(&func);
        args.push_all(&mut builder);
        let cfg = LaunchConfig {
            grid_dim: grid,
            block_dim: (block, 1, 1),
            shared_mem_bytes: shared_bytes,
        };
        // SAFETY: the arguments match the entry point's parameters (one macro wrote both the
        // handle and the entry point); the rest is the caller's contract.
        unsafe { builder.launch(cfg) }?;
        Ok(())
    }
}
