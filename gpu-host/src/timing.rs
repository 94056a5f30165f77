//! Timing launches with CUDA events: [`Module::time`], the way CuTe's tutorials and CuTe DSL's
//! benchmarks time kernels (`cudaEventRecord` before and after, `cudaEventElapsedTime`).

use crate::device::GpuError;
use crate::launch::Module;
use cudarc::driver::sys::CUevent_flags;

impl Module {
    /// Runs `work` (launches on the module's stream) between two CUDA events recorded on the
    /// stream, waits for the second, and returns the milliseconds between them: the device
    /// time of what `work` queued (the events' resolution is about half a microsecond). Launch
    /// a warm-up first when the first launch's start-up cost is not to be counted.
    ///
    /// A [`Module`] exists only with a CUDA driver ([`Module::load`] gives
    /// [`GpuError::NoDriver`] on a machine without one), so CPU code paths never reach here.
    ///
    /// ```no_run
    /// # fn f(gpu: &gpu_host::launch::Module) -> Result<(), gpu_host::device::GpuError> {
    /// let ms = gpu.time(|| {
    ///     // SAFETY: the kernel's contract.
    ///     // unsafe { gpu.launch(KERNEL, grid, block, args) }
    ///     Ok(())
    /// })?;
    /// println!("{ms:.3} ms");
    /// # Ok(()) }
    /// ```
    pub fn time(&self, work: impl FnOnce() -> Result<(), GpuError>) -> Result<f32, GpuError> {
        let start = self.ctx.new_event(Some(CUevent_flags::CU_EVENT_DEFAULT))?;
        let end = self.ctx.new_event(Some(CUevent_flags::CU_EVENT_DEFAULT))?;
        start.record(&self.stream)?;
        work()?;
        end.record(&self.stream)?;
        Ok(start.elapsed_ms(&end)?)
    }
}
