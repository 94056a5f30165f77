//! Host side of the GPU kernels: a registry of the PTX's kernels, launching with cudarc, and
//! a CPU emulator that runs the kernels' own bodies for every (block, thread).
//!
//! The PTX comes from `scripts/build-ptx.sh` (`dist/ptx/kernels_sm90.ptx`). Tensors cross into
//! a kernel as a device pointer plus the dynamic part of their layout (`m, n, ld` or `n`); the
//! static parts are compiled into the kernel. Without a CUDA driver everything here still
//! builds; [`device::driver_present`] tells the caller to skip device runs.

#![warn(missing_docs)]

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
pub mod tma;
pub mod transpose;
