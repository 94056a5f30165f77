//! Element-wise GPU kernels written in plain Rust and compiled to PTX.
//!
//! The crate is `#![no_std]` and builds two ways:
//! - for `nvptx64-nvidia-cuda` with the nightly (`scripts/build-ptx.sh`): each kernel gets an
//!   `extern "ptx-kernel"` entry point ([`kernels`]) that reads its block and thread ids and
//!   calls the kernel's body;
//! - for the host with the stable toolchain: the same bodies, index logic ([`mapping`]) and
//!   element arithmetic ([`element`], [`op`]) are plain functions, which `gpu-host` runs for every
//!   (block, thread) pair to check them on the CPU.
//!
//! A tensor crosses the kernel boundary as a pointer plus the dynamic part of its layout; the
//! static parts (threads per block, vector width, values per thread) are constants and type
//! parameters of the kernel, so their index math folds at compile time.
#![no_std]
#![cfg_attr(
    target_arch = "nvptx64",
    feature(
        stdarch_nvptx,
        asm_experimental_arch,
        core_intrinsics,
        gpu_intrinsics,
        gpu_launch_sized_workgroup_mem
    )
)]
// `core::intrinsics::gpu::gpu_launch_sized_workgroup_mem` (dynamic shared memory) has no
// stable wrapper yet.
#![cfg_attr(
    all(target_arch = "nvptx64", feature = "entry-points"),
    feature(abi_ptx)
)]
#![cfg_attr(target_arch = "nvptx64", allow(internal_features))]
#![warn(missing_docs)]

pub mod arch;
pub mod collective;
pub mod element;
pub mod gmma;
pub mod grid;
pub mod handle;
pub mod kernels;
pub mod mapping;
pub mod mem;
pub mod numeric;
pub mod op;
pub mod pipeline;
pub mod print;
pub mod smem;
pub mod tile_scheduler;
pub mod unroll;

#[cfg(target_arch = "nvptx64")]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    // SAFETY: `trap` aborts the kernel; nothing runs after it.
    unsafe { core::arch::nvptx::trap() }
}
