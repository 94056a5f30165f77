//! Comparisons of register values (boolean values, CuTe DSL's `v < w`, ...), selection
//! (`cute.where`), and the logic of boolean values (`&`, `|`, `^`, `!`).
//!
//! The right operand is a value of the same shape or a scalar of the element type
//! ([`Operand`]). Comparisons are IEEE's: with a NaN every one is false but `not_equal`.

use super::shape::StaticShape;
use super::TensorSsa;
use crate::numeric::{CmpOp, Math, Numeric};
use core::ops::{BitAnd, BitOr, BitXor, Not};

/// A right operand of an element-wise operation on values of shape `S`: a value of that shape,
/// or a scalar `T` (repeated, CuTe DSL's promotion of a `Numeric` to a `TensorSSA`).
///
/// ```
/// use layout_core::prelude::*;
/// let v = TensorSsa::<f32, _>::from_fn(_3, |i| i as f32);
/// assert_eq!(v.less(1.0).as_slice(), [true, false, false]);
/// assert_eq!(v.less(v * 2.0).as_slice(), [false, true, true]);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an operand for values of shape `{S}` and element type `{T}`",
    label = "expected a value of the same shape and element type, or a scalar of the element type",
    note = "convert with `.to::<T>()` first; broadcast with `.broadcast_to(shape)`"
)]
pub trait Operand<T: Numeric, S: StaticShape, M: Math> {
    /// The operand as a value of shape `S`.
    fn into_value(self) -> TensorSsa<T, S, M>;
}

impl<T: Numeric, S: StaticShape, M: Math> Operand<T, S, M> for T {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn into_value(self) -> TensorSsa<T, S, M> {
        TensorSsa::splat(self)
    }
}

impl<T: Numeric, S: StaticShape, M: Math> Operand<T, S, M> for TensorSsa<T, S, M> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn into_value(self) -> TensorSsa<T, S, M> {
        self
    }
}

macro_rules! comparisons {
    ($($method:ident $op:ident $sym:literal;)*) => {$(
        #[doc = concat!("`v ", $sym, " w` element by element: a boolean value.")]
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        pub fn $method(self, rhs: impl Operand<T, S, M>) -> TensorSsa<bool, S, M> {
            let b = rhs.into_value();
            TensorSsa::generate(S::default(), |i| M::compare(CmpOp::$op, self.data[i], b.data[i]))
        }
    )*};
}

impl<T: Numeric, S: StaticShape, M: Math> TensorSsa<T, S, M> {
    comparisons! {
        less Lt "<";
        less_equal Le "<=";
        greater Gt ">";
        greater_equal Ge ">=";
        equal Eq "==";
        not_equal Ne "!=";
    }
}

impl<S: StaticShape, M: Math> TensorSsa<bool, S, M> {
    /// Element `i` of `x` where this is true, of `y` where false (CuTe DSL's
    /// `cute.where(self, x, y)`); `x` and `y` are values of this shape or scalars.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// // the seed's mul_relu: where(t > 0, t, 0)
    /// let t = TensorSsa::<f16, _>::from_fn(_4, |i| f16::from_f32(i as f32 - 1.5));
    /// let relu = t.greater(f16::ZERO).select(t, f16::ZERO);
    /// assert_eq!(relu.to::<f32>().as_slice(), [0.0, 0.0, 0.5, 1.5]);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn select<T: Numeric>(
        self,
        x: impl Operand<T, S, M>,
        y: impl Operand<T, S, M>,
    ) -> TensorSsa<T, S, M> {
        let (x, y) = (x.into_value(), y.into_value());
        TensorSsa::generate(S::default(), |i| {
            if self.data[i] {
                x.data[i]
            } else {
                y.data[i]
            }
        })
    }

    /// Whether any element is true.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let v = TensorSsa::<i32, _>::from_fn(_4, |i| i as i32);
    /// assert!(v.equal(3).any() && !v.greater(3).any());
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn any(&self) -> bool {
        self.data.iter().any(|&b| b)
    }

    /// Whether every element is true.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn all(&self) -> bool {
        self.data.iter().all(|&b| b)
    }
}

/// CuTe DSL's `cute.where(cond, x, y)`: element `i` of `x` where `cond` is true, of `y` where
/// false ([`TensorSsa::select`]).
///
/// ```
/// use layout_core::prelude::*;
/// let v = TensorSsa::<i32, _>::from_fn((_2, _2), |i| i as i32);
/// assert_eq!(where_(v.less(2), v, -1).as_slice(), [0, 1, -1, -1]);
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn where_<T: Numeric, S: StaticShape, M: Math>(
    cond: TensorSsa<bool, S, M>,
    x: impl Operand<T, S, M>,
    y: impl Operand<T, S, M>,
) -> TensorSsa<T, S, M> {
    cond.select(x, y)
}

macro_rules! logic {
    ($($Trait:ident $method:ident $sym:tt;)*) => {$(
        #[doc = concat!("`a ", stringify!($sym), " b` element by element (booleans).")]
        impl<S: StaticShape, M: Math, R: Operand<bool, S, M>> $Trait<R> for TensorSsa<bool, S, M> {
            type Output = Self;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, rhs: R) -> Self {
                let b = rhs.into_value();
                TensorSsa::generate(S::default(), |i| self.data[i] $sym b.data[i])
            }
        }
    )*};
}
logic! {
    BitAnd bitand &;
    BitOr bitor |;
    BitXor bitxor ^;
}

/// `!v` element by element (booleans).
///
/// ```
/// use layout_core::prelude::*;
/// let v = TensorSsa::<f32, _>::from_fn(_3, |i| i as f32);
/// let inside = v.greater_equal(1.0) & v.less(2.0);
/// assert_eq!((!inside).as_slice(), [true, false, true]);
/// ```
impl<S: StaticShape, M: Math> Not for TensorSsa<bool, S, M> {
    type Output = Self;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn not(self) -> Self {
        self.map(|b| !b)
    }
}
