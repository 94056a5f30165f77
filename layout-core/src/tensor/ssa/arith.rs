//! Element-wise arithmetic of register values: `+ - * /` between values (broadcast to their
//! common shape) or with a scalar of the element type on either side, `-v`, and the
//! element-wise `max`/`min`.
//!
//! Pairs of elements go through [`Math::binary2`] (one `add.rn.f16x2`-like instruction per
//! pair on the GPU), an odd last element through [`Math::binary`].

use super::broadcast::{Broadcast, BroadcastShape};
use super::compare::Operand;
use super::shape::StaticShape;
use super::TensorSsa;
use crate::numeric::{bf16, e4m3, e5m2, f16, tf32, Arith, BinaryOp, Math, UnaryOp};
use core::ops::{Add, Div, Mul, Neg, Sub};

impl<T: Arith, S: StaticShape, M: Math> TensorSsa<T, S, M> {
    /// `op` element by element with a value of the same shape.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub(super) fn zip_op(self, op: BinaryOp, rhs: Self) -> Self {
        let b = &rhs.data;
        self.map_pairs(
            |i, pair| M::binary2(op, pair, [b[i], b[i + 1]]),
            |i, x| M::binary(op, x, b[i]),
        )
    }

    /// The element-wise larger of `self` and `rhs` (a value of the same shape or a scalar):
    /// NaN when either is NaN, `+0` over `-0` (IEEE `maximum`, CuTe DSL's `max`).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let v = TensorSsa::<f32, _>::from_fn(_4, |i| i as f32 - 1.5);
    /// assert_eq!(v.max(0.0).as_slice(), [0.0, 0.0, 0.5, 1.5]); // a ReLU
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn max(self, rhs: impl Operand<T, S, M>) -> Self {
        self.zip_op(BinaryOp::Max, rhs.into_value())
    }

    /// The element-wise smaller of `self` and `rhs`: NaN when either is NaN, `-0` under `+0`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let v = TensorSsa::<i32, _>::from_fn(_4, |i| i as i32);
    /// assert_eq!(v.min(2).as_slice(), [0, 1, 2, 2]);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn min(self, rhs: impl Operand<T, S, M>) -> Self {
        self.zip_op(BinaryOp::Min, rhs.into_value())
    }

    /// `|x|` element by element (the sign bit cleared; integers wrap).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let v = TensorSsa::<bf16, _>::full(_2, bf16::from_f32(-2.5));
    /// assert_eq!(v.abs().get(1), Some(bf16::from_f32(2.5)));
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn abs(self) -> Self {
        self.map(|x| M::unary(UnaryOp::Abs, x))
    }
}

macro_rules! binary_ops {
    ($($Trait:ident $method:ident $op:ident $sym:literal;)*) => {$(
        #[doc = concat!("`v ", $sym, " w` element by element, both broadcast to their common shape.")]
        impl<T: Arith, S1: StaticShape, S2: StaticShape, M: Math> $Trait<TensorSsa<T, S2, M>>
            for TensorSsa<T, S1, M>
        where
            S1: BroadcastShape<S2>,
        {
            type Output = TensorSsa<T, Broadcast<S1, S2>, M>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, rhs: TensorSsa<T, S2, M>) -> Self::Output {
                let a: Self::Output = self.broadcast_into();
                a.zip_op(BinaryOp::$op, rhs.broadcast_into())
            }
        }

        #[doc = concat!("`v ", $sym, " x`: the scalar with every element.")]
        impl<T: Arith, S: StaticShape, M: Math> $Trait<T> for TensorSsa<T, S, M> {
            type Output = TensorSsa<T, S, M>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, rhs: T) -> Self::Output {
                self.zip_op(BinaryOp::$op, TensorSsa::splat(rhs))
            }
        }
    )*};
}

binary_ops! {
    Add add Add "+";
    Sub sub Sub "-";
    Mul mul Mul "*";
    Div div Div "/";
}

/// `x op v` for a scalar of each element type on the left.
macro_rules! scalar_lhs {
    ($($t:ty),*) => {$(
        impl<S: StaticShape, M: Math> Add<TensorSsa<$t, S, M>> for $t {
            type Output = TensorSsa<$t, S, M>;
            /// `x + v`: the scalar with every element.
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn add(self, rhs: TensorSsa<$t, S, M>) -> Self::Output {
                TensorSsa::splat(self).zip_op(BinaryOp::Add, rhs)
            }
        }
        impl<S: StaticShape, M: Math> Sub<TensorSsa<$t, S, M>> for $t {
            type Output = TensorSsa<$t, S, M>;
            /// `x - v`: the scalar with every element.
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn sub(self, rhs: TensorSsa<$t, S, M>) -> Self::Output {
                TensorSsa::splat(self).zip_op(BinaryOp::Sub, rhs)
            }
        }
        impl<S: StaticShape, M: Math> Mul<TensorSsa<$t, S, M>> for $t {
            type Output = TensorSsa<$t, S, M>;
            /// `x * v`: the scalar with every element.
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn mul(self, rhs: TensorSsa<$t, S, M>) -> Self::Output {
                TensorSsa::splat(self).zip_op(BinaryOp::Mul, rhs)
            }
        }
        impl<S: StaticShape, M: Math> Div<TensorSsa<$t, S, M>> for $t {
            type Output = TensorSsa<$t, S, M>;
            /// `x / v`: the scalar with every element.
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn div(self, rhs: TensorSsa<$t, S, M>) -> Self::Output {
                TensorSsa::splat(self).zip_op(BinaryOp::Div, rhs)
            }
        }
    )*};
}
scalar_lhs!(f32, f16, bf16, tf32, e4m3, e5m2, i8, i32);

/// `-v` element by element (the sign bit flipped; integers wrap).
///
/// ```
/// use layout_core::prelude::*;
/// let v = TensorSsa::<f32, _>::from_fn(_2, |i| i as f32);
/// assert_eq!((-v).as_slice()[1], -1.0);
/// assert!((-v).as_slice()[0].is_sign_negative()); // -0
/// assert_eq!((1.0 - v).as_slice(), [1.0, 0.0]);
/// ```
impl<T: Arith, S: StaticShape, M: Math> Neg for TensorSsa<T, S, M> {
    type Output = Self;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn neg(self) -> Self {
        self.map(|x| M::unary(UnaryOp::Neg, x))
    }
}
