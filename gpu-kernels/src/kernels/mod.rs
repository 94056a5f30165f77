//! The kernels, one per file: a generic body (a plain `unsafe fn` taking a [`Grid`]) and, on
//! nvptx64, `#[no_mangle] extern "ptx-kernel"` entry points for each instantiation.
//!
//! Entry point names are `<kernel>_<op>_<type>[_<variant>]`. Each kernel file writes them once,
//! in a table macro (`naive_add_kernels!`, `vectorized_add_kernels!`,
//! `elementwise_apply_kernels!`, `elementwise_apply_references!`, `transpose_kernels!`,
//! `numeric_check_kernels!`; the GEMM kernels' tables are in the `gemm-kernels` crate) that calls a callback macro with one row per entry point: the file's
//! nvptx64 `entry` module defines the entry points from it, and the host (`gpu-host`'s
//! registry) builds its descriptions from it. [`kernel_names`](crate::kernel_names) turns a
//! table into its names.
//!
//! [`Grid`]: crate::grid::Grid

pub mod collective_check;
pub mod default_math;
pub mod elementwise_apply;
pub mod naive_add;
pub mod numeric_check;
pub mod tensor_apply;
pub mod transpose;
mod transpose_along_y;
pub mod transpose_tma;
pub mod vectorized_add;

/// The names of a kernel table's rows as an array of `&str`: a callback for the tables
/// ([`naive_add_kernels`](crate::naive_add_kernels) and the others), e.g.
/// `gpu_kernels::sgemm_kernels!(kernel_names)`.
///
/// ```
/// use gpu_kernels::kernel_names;
/// const TRANSPOSES: [&str; 9] = gpu_kernels::transpose_kernels!(kernel_names);
/// assert!(TRANSPOSES.iter().all(|name| name.starts_with("transpose_")));
/// ```
#[macro_export]
macro_rules! kernel_names {
    ($($name:ident($($row:tt)*);)*) => {
        [$(stringify!($name)),*]
    };
}
