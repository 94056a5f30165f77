//! The kernels, one per file: a generic body (a plain `unsafe fn` taking a [`Grid`]) and, on
//! nvptx64, `#[no_mangle] extern "ptx-kernel"` entry points for each instantiation.
//!
//! Entry point names are `<kernel>_<op>_<type>[_<variant>]`; [`NAMES`] lists them all, in the
//! order the host's registry expects.
//!
//! [`Grid`]: crate::grid::Grid

pub mod elementwise_apply;
pub mod naive_add;
pub mod sgemm_1;
pub mod sgemm_2;
pub mod transpose;
pub mod vectorized_add;

/// Reference entry points, compiled for the PTX check only (not launched): each is
/// `<kernel>_type_built`, the kernel `<kernel>` with its static layouts built from their types
/// instead of computed by the algebra in the kernel.
pub const REFERENCE_NAMES: &[&str] = &["apply_add_f32_type_built", "apply_add_f16_type_built"];

/// Every exported kernel name.
pub const NAMES: &[&str] = &[
    "naive_add_f32",
    "naive_add_f16",
    "vadd_f32_u1",
    "vadd_f32_u2",
    "vadd_f32_u4",
    "vadd_f32_u8",
    "vadd_f32_u4_generic",
    "vadd_f32_u4_stream",
    "vadd_f16_u1",
    "vadd_f16_u2",
    "vadd_f16_u4",
    "vadd_f16_u8",
    "vadd_f16_u4_generic",
    "vadd_f16_u4_stream",
    "apply_add_f32",
    "apply_mul_f32",
    "apply_mul_relu_f32",
    "apply_add_f16",
    "apply_mul_f16",
    "apply_mul_relu_f16",
];

/// The transpose kernels (`transpose`): arguments `(x, y, m, n)`, launched on their own (not
/// element-wise, so not in [`NAMES`]).
pub const TRANSPOSE_NAMES: &[&str] = &[
    "transpose_swizzled_f32",
    "transpose_plain_f32",
    "transpose_padded_f32",
    "transpose_naive_f32",
    "transpose_swizzled_f16",
    "transpose_plain_f16",
    "transpose_padded_f16",
    "transpose_naive_f16",
    "transpose_dynamic_f32",
];

/// The GEMM kernels (`sgemm_1`, `sgemm_2`): arguments `(m, n, k, alpha, a, lda, b, ldb, beta,
/// c, ldc)`, launched on their own.
pub const GEMM_NAMES: &[&str] = &["sgemm_1_nt", "sgemm_2_nt"];
