//! GEMM kernels written in plain Rust on typed layouts and compiled to PTX: CuTe's GEMM
//! tutorials ported (`sgemm_1`, `sgemm_2`, `sgemm_sm80`, `wgmma_sm90`, `wgmma_tma_sm90`) and the
//! kernels beyond them (pipelined SIMT, any `M, N, K`, warp-specialised Hopper kernels with a
//! persistent tile scheduler and stream-K).
//!
//! Each kernel is a file: a generic body (a plain `unsafe fn` taking a
//! [`Grid`](gpu_kernels::grid::Grid)) and, on nvptx64 with the `entry-points` feature, the
//! `#[no_mangle] extern "ptx-kernel"` entry points of its table macro (`sgemm_kernels!`,
//! `sgemm_sm80_kernels!`, `wgmma_sm90_kernels!`, `wgmma_tma_sm90_kernels!`,
//! `wgmma_tma_ws_sm90_kernels!`), which the host (`gpu-host`) reads too. The building blocks
//! (shared memory, the `arch` instructions, GMMA descriptors, pipelines, tile schedulers) are in
//! [`gpu_kernels`]; this crate holds only kernels, so that editing one rebuilds only them
//! (`scripts/build-ptx.sh` writes `dist/ptx/gemm_sm90.ptx`, `gemm_sm80.ptx`, `gemm_sm90a.ptx`).
//!
//! ```
//! use gemm_kernels::sgemm_1::SmemA;
//! assert_eq!(SmemA::default().to_string(), "(_128,_8):(_1,_128)");
//! const GEMMS: [&str; 6] = gemm_kernels::sgemm_kernels!(kernel_names);
//! # use gpu_kernels::kernel_names;
//! assert!(GEMMS.iter().all(|name| name.starts_with("sgemm_")));
//! ```
#![no_std]
#![cfg_attr(
    target_arch = "nvptx64",
    feature(
        abi_ptx,
        stdarch_nvptx,
        asm_experimental_arch,
        core_intrinsics,
        gpu_intrinsics,
        gpu_launch_sized_workgroup_mem
    )
)]
#![cfg_attr(target_arch = "nvptx64", allow(internal_features))]
#![warn(missing_docs)]

/// The building blocks, for the table macros' paths (`$crate::gpu_kernels::...`).
#[doc(hidden)]
pub use gpu_kernels;

pub mod flash_attn_sm80;
pub mod sgemm_1;
pub mod sgemm_1_tensor;
pub mod sgemm_2;
pub mod sgemm_2_pipelined;
pub mod sgemm_sm80;
pub mod sgemm_sm80_atoms;
pub mod wgmma_sm90;
pub mod wgmma_tma_sm90;
pub mod wgmma_tma_ws_sm90;
