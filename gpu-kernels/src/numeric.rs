//! The GPU's numeric instructions as a [`Math`](layout_core::numeric::Math): [`Ptx`]
//! (`layout_core::numeric::Ptx`, re-exported here with the numeric types).
//!
//! On nvptx64, each operation that has one PTX instruction uses it through inline assembly
//! (`cvt.rn.f16x2.f32`, `add.rn.f16x2`, `ex2.approx.ftz.f32`, ...; the table is
//! [`Ptx`]'s); everything else, and everything on the host, is the portable definition
//! (`layout_core::numeric::Soft`). `Ptx` is also the default arithmetic of register values in a
//! kernel (`layout_core::numeric::DefaultMath`): `t.load()` there computes as
//! `t.load_with(Ptx)`.
//!
//! ```
//! use gpu_kernels::numeric::Ptx;
//! use layout_core::numeric::{e4m3, f16, BinaryOp, Math};
//! // on the host, Ptx computes as Soft: what the device check compares the GPU against
//! let x: e4m3 = Ptx::convert(300.0_f32);
//! assert_eq!(x.to_f32(), 288.0);
//! let s = Ptx::binary2(BinaryOp::Add, [f16::from_f32(1.0); 2], [f16::from_f32(0.5); 2]);
//! assert_eq!(s, [f16::from_f32(1.5); 2]);
//! ```

pub use layout_core::numeric::{bf16, e4m3, e5m2, f16, tf32, Ptx};
