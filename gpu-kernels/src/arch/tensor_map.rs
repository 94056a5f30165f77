//! Tensor maps passed by value as kernel parameters: CuTe's `CUTE_GRID_CONSTANT TmaDescriptor
//! const tma` (CUDA's `const __grid_constant__ CUtensorMap`).
//!
//! A tensor map the TMA reads from kernel parameter space needs no fence: the launch writes
//! it, and the tensormap proxy sees it as written. A map in global memory (the kernel gets its
//! address, [`fence_tensormap_acquire`](super::fence::fence_tensormap_acquire)) must be acquired
//! by each block before its first TMA instruction, which costs about a microsecond a block.
//!
//! Stock rustc gives no access to a parameter's own address: taking `&param` copies the
//! parameter into local memory (rust#117271 for the by-value aggregate ABI; LLVM keeps a
//! parameter in place only for `__grid_constant__`, which rustc cannot state). So the kernel
//! takes a [`TensorMapParam`] it never reads, and [`tensor_map_param!`](crate::tensor_map_param)
//! names the parameter in PTX (`mov.b64` of the symbol `<kernel>_param_<i>`, `cvta.param`):
//! the generic address of the 128 bytes as the launch placed them. TMA wants that address
//! 64-byte aligned, and rustc declares the parameter with its type's alignment of 16 (it
//! rejects more for kernel parameters), so the macro also writes a marker comment that the
//! project's PTX linker (`cute-layout-build`) turns into `.param .align 64` on that
//! parameter; it rejects a marker that names no 128-byte parameter of the kernel it sits in.
//!
//! | CuTe | here |
//! | --- | --- |
//! | `CUTE_GRID_CONSTANT TmaA const tma_a` (parameter) | `tma_a: TensorMapParam` |
//! | `tma_a.get_tma_descriptor()` | `tensor_map_param!(kernel, 0)` |
//!
//! On the host, the launch passes the map's 128 bytes as that parameter (the driver copies
//! them; the host buffer needs no particular alignment).

/// The 128 bytes of a CUDA tensor map (`CUtensorMap`), as a kernel parameter. The kernel never
/// reads it as a value: [`tensor_map_param!`](crate::tensor_map_param) gives its address.
///
/// ```
/// use gpu_kernels::arch::tensor_map::TensorMapParam;
/// assert_eq!(core::mem::size_of::<TensorMapParam>(), 128);
/// assert_eq!(core::mem::align_of::<TensorMapParam>(), 16); // 64 in the PTX (the linker)
/// ```
#[repr(C, align(16))]
#[derive(Clone, Copy, Debug)]
pub struct TensorMapParam(pub [u64; 16]);

/// The marker comment [`tensor_map_param!`](crate::tensor_map_param) leaves in a kernel's PTX,
/// followed by the parameter's symbol: the PTX linker aligns that parameter to 64 bytes.
pub const MARKER: &str = "// cute-tensor-map-param ";

/// The generic address (`u64`) of the tensor map passed as parameter `index` (counted from 0)
/// of the entry point `kernel`, which declares it as a [`TensorMapParam`]: CuTe's
/// `tma.get_tma_descriptor()` on a `CUTE_GRID_CONSTANT` parameter. Use it inside the entry
/// point (the PTX symbol is the entry's parameter), nvptx64 only.
///
/// ```ignore
/// #[no_mangle]
/// pub unsafe extern "ptx-kernel" fn copy_tile(_tma_x: TensorMapParam, y: *mut f32) {
///     let tma_x = gpu_kernels::tensor_map_param!(copy_tile, 0);
///     // ... gpu_kernels::arch::tma::load_2d(tma_x, bar, dst, c0, c1) ...
/// }
/// ```
#[macro_export]
macro_rules! tensor_map_param {
    ($kernel:ident, $index:literal) => {{
        let address: u64;
        // SAFETY: reads the address of a kernel parameter; no memory is accessed.
        unsafe {
            core::arch::asm!(
                concat!(
                    "// cute-tensor-map-param ", stringify!($kernel), "_param_", stringify!($index),
                    "\n\tmov.b64 {a}, ", stringify!($kernel), "_param_", stringify!($index), ";",
                    "\n\tcvta.param.u64 {a}, {a};"
                ),
                a = out(reg64) address,
                options(pure, nomem, nostack, preserves_flags)
            )
        };
        address
    }};
}
