//! Host side of the GPU kernels: a registry of the PTX's kernels, launching with cudarc, and
//! a CPU emulator that runs the kernels' own bodies for every (block, thread).
//!
//! The PTX comes from `scripts/build-ptx.sh` (`dist/ptx/kernels_sm90.ptx`). Tensors cross into
//! a kernel as a device pointer plus the dynamic part of their layout (`m, n, ld` or `n`); the
//! static parts are compiled into the kernel. Without a CUDA driver everything here still
//! builds; [`device::driver_present`] tells the caller to skip device runs.

#![warn(missing_docs)]

/// The CUDA driver crate the launches go through, with its `f16` feature: `CudaSlice<f16>` and
/// `CudaSlice<bf16>` of `layout_core::numeric` upload and download as `CudaSlice<f32>` does.
pub use cudarc;

mod block;
pub mod device;
pub mod dlpack;
pub mod emulate;
pub mod gemm;
pub mod graph;
pub mod launch;
pub mod numeric_check;
pub mod numeric_inputs;
pub mod print;
pub mod ptx;
pub mod registry;
mod timing;
pub mod tma;
pub mod transpose;
