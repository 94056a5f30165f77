//! Index logic of the kernels: from (block, thread, value) to an element's offset.
//!
//! Each kernel's mapping lives here, apart from its body, so that the host can run exactly the
//! functions the GPU runs (the CPU emulation in `gpu-host`). Every mapping is written as a
//! CuTe layout in its docs; static modes are Rust constants (`_256`), dynamic ones are kernel
//! arguments.

pub mod naive;
pub mod transpose;
pub mod tv;
pub mod vector;
