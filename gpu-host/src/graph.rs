//! CUDA graphs: a sequence of launches recorded once and replayed with one call (CuTe DSL's
//! "Using CUDA Graphs"), and the measurement of what that saves per kernel.
//!
//! ```no_run
//! use gpu_host::launch::Module;
//! # fn run(gpu: &Module, k: gpu_kernels::handle::Kernel<()>) -> Result<(), gpu_host::device::GpuError> {
//! // record two launches of `k` (nothing runs yet) ...
//! let graph = gpu.capture(|| {
//!     for _ in 0..2 {
//!         // SAFETY: the kernel takes no arguments and touches no memory.
//!         unsafe { gpu.launch(k, (1, 1, 1), 1, ())? };
//!     }
//!     Ok(())
//! })?;
//! // ... and run them, as often as needed
//! graph.replay()?;
//! gpu.synchronize()?;
//! # Ok(()) }
//! ```

use crate::device::GpuError;
use crate::launch::Module;
use cudarc::driver::sys::{CUgraphInstantiate_flags, CUstreamCaptureMode};
use cudarc::driver::CudaGraph;
use gpu_kernels::handle::Kernel;
use std::time::Instant;

/// A recorded sequence of launches on a module's stream, replayed with [`Graph::replay`].
pub struct Graph {
    graph: CudaGraph,
}

impl Graph {
    /// Queues the whole sequence on the module's stream (asynchronous).
    pub fn replay(&self) -> Result<(), GpuError> {
        Ok(self.graph.launch()?)
    }
}

impl Module {
    /// Records the launches `record` makes on this module's stream into a CUDA graph instead
    /// of running them (CuTe DSL: `with torch.cuda.graph(g): ...`). The kernels' arguments are
    /// recorded by value: buffers must outlive every replay.
    ///
    /// An error inside `record` ends the capture and is returned; the stream is usable again.
    pub fn capture<F>(&self, record: F) -> Result<Graph, GpuError>
    where
        F: FnOnce() -> Result<(), GpuError>,
    {
        self.stream
            .begin_capture(CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)?;
        let recorded = record();
        let ended = self.stream.end_capture(CUgraphInstantiate_flags(0));
        recorded?;
        let graph = ended?.ok_or(GpuError::EmptyCapture)?;
        graph.upload()?;
        Ok(Graph { graph })
    }
}

/// What a launch costs with and without a graph: the median over repetitions of the time per
/// kernel of `launches` back-to-back launches of a kernel that does nothing.
#[derive(Clone, Copy, Debug)]
pub struct LaunchOverhead {
    /// Launches per repetition.
    pub launches: usize,
    /// GPU time per kernel (CUDA events around the launches), launched one by one, in µs.
    pub stream_us: f64,
    /// GPU time per kernel, replayed from a graph, in µs.
    pub graph_us: f64,
    /// Host time per kernel to queue the launches one by one, in µs.
    pub stream_host_us: f64,
    /// Host time per kernel to queue one replay of the graph, in µs.
    pub graph_host_us: f64,
}

/// Median of `v` (sorted in place).
fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// Measures [`LaunchOverhead`] for `kernel` (no arguments, one thread) as CuTe DSL's notebook
/// does: `launches` launches between two events, against one replay of a graph of the same
/// launches; `reps` repetitions after one untimed warm-up of each.
pub fn launch_overhead(
    gpu: &Module,
    kernel: Kernel<()>,
    launches: usize,
    reps: usize,
) -> Result<LaunchOverhead, GpuError> {
    use cudarc::driver::sys::CUevent_flags::CU_EVENT_DEFAULT;
    let launch_all = || -> Result<(), GpuError> {
        for _ in 0..launches {
            // SAFETY: the kernel takes no arguments and touches no memory.
            unsafe { gpu.launch(kernel, (1, 1, 1), 1, ())? };
        }
        Ok(())
    };
    // One launch outside the capture looks the kernel up (no driver lookup while capturing).
    launch_all()?;
    let graph = gpu.capture(launch_all)?;
    let (start, end) = (
        gpu.ctx.new_event(Some(CU_EVENT_DEFAULT))?,
        gpu.ctx.new_event(Some(CU_EVENT_DEFAULT))?,
    );
    let time = |run: &dyn Fn() -> Result<(), GpuError>| -> Result<(f64, f64), GpuError> {
        gpu.synchronize()?;
        start.record(&gpu.stream)?;
        let host = Instant::now();
        run()?;
        let host = host.elapsed().as_secs_f64() * 1e6;
        end.record(&gpu.stream)?;
        end.synchronize()?;
        let device = f64::from(start.elapsed_ms(&end)?) * 1e3;
        Ok((device / launches as f64, host / launches as f64))
    };
    let by_stream = || launch_all();
    let by_graph = || graph.replay();
    time(&by_stream)?;
    time(&by_graph)?;
    let (mut s, mut g, mut sh, mut gh) = (vec![], vec![], vec![], vec![]);
    for _ in 0..reps.max(1) {
        let (d, h) = time(&by_stream)?;
        s.push(d);
        sh.push(h);
        let (d, h) = time(&by_graph)?;
        g.push(d);
        gh.push(h);
    }
    Ok(LaunchOverhead {
        launches,
        stream_us: median(&mut s),
        graph_us: median(&mut g),
        stream_host_us: median(&mut sh),
        graph_host_us: median(&mut gh),
    })
}
