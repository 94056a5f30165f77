//! Math functions of register values (CuTe DSL's `cute.math`): each element's `f32` value
//! through [`Math::unary`], rounded back to the element type.
//!
//! With `gpu_kernels::numeric::Ptx` they are the GPU's fast instructions, as CuTe DSL's
//! `fastmath=True` forms (`exp(x)` is `ex2.approx.ftz(x * log2 e)`); [`Soft`](crate::numeric::Soft)
//! computes the same formulas portably: see the agreement column of the `Math` table in
//! [`crate::numeric`].

use super::shape::StaticShape;
use super::TensorSsa;
use crate::numeric::{Float, Math, UnaryOp};

macro_rules! unary_math {
    ($($method:ident $op:ident $what:literal $example:literal;)*) => {$(
        #[doc = concat!($what, ", element by element.")]
        ///
        /// ```
        /// use layout_core::prelude::*;
        #[doc = $example]
        /// ```
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        pub fn $method(self) -> Self {
            self.map(|x| M::unary(UnaryOp::$op, x))
        }
    )*};
}

impl<T: Float, S: StaticShape, M: Math> TensorSsa<T, S, M> {
    unary_math! {
        sqrt Sqrt "The square root (correctly rounded)"
            "assert_eq!(TensorSsa::<f32, _>::full(_3, 4.0).sqrt().as_slice(), [2.0; 3]);";
        rsqrt Rsqrt "`1 / sqrt(x)` (approximate)"
            "assert!((TensorSsa::<f32, _>::full(_1, 4.0).rsqrt().sum() - 0.5).abs() < 1e-6);";
        exp Exp "`e^x` (approximate: `2^(x * log2 e)`)"
            "assert!((TensorSsa::<f32, _>::full(_1, 1.0).exp().sum() - core::f32::consts::E).abs() < 1e-6);";
        exp2 Exp2 "`2^x` (approximate)"
            "assert_eq!(TensorSsa::<f32, _>::full(_3, 4.0).exp2().as_slice(), [16.0; 3]);";
        log Log "The natural logarithm (approximate: `log2(x) * ln 2`)"
            "assert!(TensorSsa::<f32, _>::full(_1, 1.0).log().sum().abs() < 1e-7);";
        log2 Log2 "The base-2 logarithm (approximate)"
            "assert_eq!(TensorSsa::<bf16, _>::full(_2, bf16::from_f32(8.0)).log2().to::<f32>().as_slice(), [3.0; 2]);";
        tanh Tanh "The hyperbolic tangent (approximate: `2^-10` absolute on the GPU)"
            "assert_eq!(TensorSsa::<f16, _>::full(_1, f16::ZERO).tanh().sum(), f16::ZERO);";
    }
}
