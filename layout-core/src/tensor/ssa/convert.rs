//! Conversion of register values to another element type (CuTe DSL's `TensorSSA.to`), by
//! [`Math::convert2`] on pairs of elements: one packed `cvt` instruction per pair on the GPU
//! (`cvt.rn.f16x2.f32`, `cvt.rn.satfinite.e4m3x2.f32`, ...).

use super::shape::StaticShape;
use super::TensorSsa;
use crate::numeric::{Math, Numeric};

impl<T: Numeric, S: StaticShape, M: Math> TensorSsa<T, S, M> {
    /// Every element converted to `D` with CuTe's rounding ([`crate::numeric::convert`]).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let v = TensorSsa::<f32, _>::from_fn(_4, |i| [0.1, 500.0, -1e9, f32::NAN][i]);
    /// let f8 = v.to::<e4m3>();
    /// assert_eq!(f8.to_string(), "tensor_value<vector<4xf8E4M3FN> o _4>");
    /// assert_eq!(f8.to::<f32>().as_slice()[..3], [0.1015625, 448.0, -448.0]); // satfinite
    /// assert!(f8.as_slice()[3].is_nan());
    /// assert_eq!(TensorSsa::<i32, _>::full(_2, 300).to::<i8>().as_slice(), [44, 44]);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn to<D: Numeric>(self) -> TensorSsa<D, S, M> {
        self.map_pairs(|_, pair| M::convert2(pair), |_, x| M::convert(x))
    }
}
