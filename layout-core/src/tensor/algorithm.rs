//! Element-wise algorithms over tensors (CuTe's `algorithm/{copy,fill,clear,axpby}.hpp`):
//! every one walks the 1-D index `i` in `0..size` of its tensors, whatever their layouts.
//!
//! | CuTe | here | checked |
//! |------|------|---------|
//! | `copy(src, dst)` | [`copy`], [`try_copy`] | equal sizes; every index in memory |
//! | `copy_if(pred, src, dst)` | [`copy_if`], [`try_copy_if`] | as `copy`, and a predicate tensor's shape (the tensors'; static leaves at compile time) |
//! | `fill(t, v)`, `clear(t)` | [`fill`], [`clear`] (and `try_*`) | every index in memory |
//! | `axpby(a, x, b, y)`: `y = a*x + b*y` (`y = a*x` when `b == 0`) | [`axpby`], [`try_axpby`] | equal sizes; every index in memory |
//!
//! The `try_*` forms return a [`TensorError`]; the plain forms panic with the same message.
//! Elements before the failing one have been written.

use super::engine::{Engine, EngineMut};
use super::predicate::Predicate;
use super::shape_text::ShapeText;
use super::unroll::ForEachIndex;
use super::Tensor;
use crate::int::Int;
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::stride::Crd2Idx;
use core::fmt;
use core::ops::{Add, Mul};

/// Why an element-wise algorithm could not run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TensorError {
    /// Two tensors have different sizes.
    SizeMismatch {
        /// The algorithm (`copy`, `copy_if`, `axpby`).
        op: &'static str,
        /// The first tensor's role and size.
        lhs: (&'static str, i64),
        /// The second tensor's role and size.
        rhs: (&'static str, i64),
    },
    /// A tensor's layout maps 1-D index `index` outside the tensor's memory.
    OutOfBounds {
        /// The algorithm.
        op: &'static str,
        /// The tensor's role (`source`, `destination`, `predicate`, `x`, `y`).
        tensor: &'static str,
        /// The 1-D index.
        index: i64,
    },
    /// A slice's origin (its coordinate with `_` read as `_0`) is outside the tensor's shape
    /// (`offset: None`) or its index `offset` is outside the tensor's memory.
    SliceOutside {
        /// The operation (`slice`, `local_tile`, ...).
        op: &'static str,
        /// The index of the origin, when it is in the shape.
        offset: Option<i64>,
    },
    /// A copy atom's groups of values do not fit a tensor: its size is not a whole number of
    /// groups, or a group's elements are not consecutive in memory (the atom moves `width`
    /// values with one instruction).
    CopyVector {
        /// The algorithm (`copy`, `copy_if`).
        op: &'static str,
        /// The tensor's role (`source`, `destination`).
        tensor: &'static str,
        /// The atom's values per instruction.
        width: i32,
        /// The tensor's size.
        size: i32,
    },
    /// A predicate tensor's shape is not the shape the copy predicates: the source's rest
    /// modes `(CPY_M, CPY_N, ...)` for a copy with an atom (one `bool` per copy), the tensors'
    /// shape for an element-wise one.
    PredicateShape {
        /// The algorithm (`copy_if`, `axpby`).
        op: &'static str,
        /// The predicate tensor's shape.
        predicate: ShapeText,
        /// The shape the copy predicates.
        expected: ShapeText,
    },
    /// A layout operation on the tensor's layout failed (e.g. a divide whose dynamic
    /// preconditions do not hold).
    Algebra(crate::algebra::AlgebraError),
}

impl fmt::Display for TensorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TensorError::SizeMismatch { op, lhs, rhs } => write!(
                f,
                "{op}: the {} has {} elements but the {} has {}",
                lhs.0, lhs.1, rhs.0, rhs.1
            ),
            TensorError::OutOfBounds { op, tensor, index } => write!(
                f,
                "{op}: element {index} of the {tensor} is outside the tensor's memory"
            ),
            TensorError::SliceOutside { op, offset: None } => write!(
                f,
                "{op}: the coordinate (with `_` as 0) is outside the tensor's shape"
            ),
            TensorError::SliceOutside {
                op,
                offset: Some(i),
            } => write!(
                f,
                "{op}: the sub-tensor's origin, index {i}, is outside the tensor's memory"
            ),
            TensorError::CopyVector {
                op,
                tensor,
                width,
                size,
            } => write!(
                f,
                "{op}: the copy atom moves {width} consecutive values per instruction, but the \
                 {tensor}'s {size} elements are not groups of {width} consecutive elements \
                 (mode 0 of a partition must start with the atom's values, along a unit stride)"
            ),
            TensorError::PredicateShape {
                op,
                predicate,
                expected,
            } => write!(
                f,
                "{op}: the predicate's shape {predicate} is not {expected}, the shape the copy \
                 predicates (CuTe's tXpX: the source's rest modes (CPY_M,CPY_N) for a copy with \
                 an atom, one bool per copy; the tensors' shape for an element-wise copy)"
            ),
            TensorError::Algebra(e) => write!(f, "{e}"),
        }
    }
}

impl core::error::Error for TensorError {}

/// A tensor read by 1-D index: the view the element-wise algorithms need.
pub trait Elements {
    /// The element type.
    type Value: Copy;
    /// The type of the shape.
    type Shape: IntTuple;
    /// The type of the size: static when the layout's is, so loops over the elements unroll.
    type Size: ForEachIndex;
    /// The shape, CuTe's `shape(tensor)`.
    fn shape(&self) -> Self::Shape;
    /// The number of elements, CuTe's `size(tensor)`.
    fn size(&self) -> Self::Size;
    /// The number of elements as an `i64`.
    fn len(&self) -> i64 {
        i64::from(self.size().value())
    }
    /// Whether the tensor has no elements.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Element `i`, or `None` when it is outside the tensor or its memory.
    fn element(&self, i: i32) -> Option<Self::Value>;
}

/// A tensor written by 1-D index.
pub trait ElementsMut: Elements {
    /// Writes element `i`, or returns `None` when it is outside the tensor or its memory.
    fn set_element(&mut self, i: i32, v: Self::Value) -> Option<()>;
}

impl<E: Engine, S: IntTuple, D: IntTuple> Elements for Tensor<E, Layout<S, D>>
where
    E::Value: Copy,
    S::Size: ForEachIndex,
    i32: Crd2Idx<S, D>,
{
    type Value = E::Value;
    type Shape = S;
    type Size = S::Size;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn shape(&self) -> S {
        self.layout().shape()
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn size(&self) -> S::Size {
        self.layout().size()
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn element(&self, i: i32) -> Option<E::Value> {
        self.try_read(i)
    }
}

impl<E: EngineMut, S: IntTuple, D: IntTuple> ElementsMut for Tensor<E, Layout<S, D>>
where
    E::Value: Copy,
    S::Size: ForEachIndex,
    i32: Crd2Idx<S, D>,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn set_element(&mut self, i: i32, v: E::Value) -> Option<()> {
        self.try_write(i, v)
    }
}

/// `Ok` when the two `(role, size)` pairs have the same size, else the size mismatch of `op`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(crate) fn same_size(
    op: &'static str,
    a: (&'static str, i64),
    b: (&'static str, i64),
) -> Result<(), TensorError> {
    if a.1 == b.1 {
        Ok(())
    } else {
        Err(TensorError::SizeMismatch { op, lhs: a, rhs: b })
    }
}

/// The error of `op` when index `i` of `tensor` falls outside its memory.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(crate) fn oob(op: &'static str, tensor: &'static str, i: i32) -> TensorError {
    TensorError::OutOfBounds {
        op,
        tensor,
        index: i64::from(i),
    }
}

/// `dst(i) = src(i)` for every `i`, CuTe's `copy(src, dst)` (values convert with `Into`).
///
/// ```
/// use layout_core::prelude::*;
/// let src = [1, 2, 3, 4, 5, 6];
/// let mut dst = [0; 6];
/// let s = make_tensor(&src[..], make_layout((_2, _3)));                    // column-major
/// let mut d = make_tensor(&mut dst[..], make_layout_with((_2, _3), LayoutRight)); // row-major
/// try_copy(&s, &mut d).unwrap();
/// assert_eq!(dst, [1, 3, 5, 2, 4, 6]);
/// ```
///
/// # Errors
/// [`TensorError::SizeMismatch`] when the sizes differ, [`TensorError::OutOfBounds`] when a
/// layout maps an index outside its tensor's memory.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_copy<A: Elements, B: ElementsMut>(src: &A, dst: &mut B) -> Result<(), TensorError>
where
    A::Value: Into<B::Value>,
{
    same_size("copy", ("source", src.len()), ("destination", dst.len()))?;
    dst.size().try_for_each(&mut |i| {
        let v = src.element(i).ok_or(oob("copy", "source", i))?;
        dst.set_element(i, v.into())
            .ok_or(oob("copy", "destination", i))
    })
}

/// [`try_copy`], panicking on error.
///
/// # Panics
/// When [`try_copy`] returns an error (its message).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn copy<A: Elements, B: ElementsMut>(src: &A, dst: &mut B)
where
    A::Value: Into<B::Value>,
{
    if let Err(e) = try_copy(src, dst) {
        panic!("{e}")
    }
}

/// `if pred(i) { dst(i) = src(i) }` for every `i`, CuTe's `copy_if(pred, src, dst)`.
///
/// ```
/// use layout_core::prelude::*;
/// // Predicate from an identity tensor: copy only the coordinates inside a ragged (2, 3) edge.
/// let src = [1, 2, 3, 4, 5, 6, 7, 8];
/// let mut dst = [0; 8];
/// let id = make_identity_tensor((_2, _4));
/// let shape = (2, 3);
/// let s = make_tensor(&src[..], make_layout((_2, _4)));
/// let mut d = make_tensor(&mut dst[..], make_layout((_2, _4)));
/// try_copy_if(&|i: i32| elem_less(&id.call(i), &shape), &s, &mut d).unwrap();
/// assert_eq!(dst, [1, 2, 3, 4, 5, 6, 0, 0]);
/// ```
///
/// # Errors
/// As [`try_copy`]; also [`TensorError::PredicateShape`] when a predicate tensor's (dynamic)
/// shape is not the destination's.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_copy_if<P: Predicate<B::Shape> + ?Sized, A: Elements, B: ElementsMut>(
    pred: &P,
    src: &A,
    dst: &mut B,
) -> Result<(), TensorError>
where
    A::Value: Into<B::Value>,
{
    same_size("copy_if", ("source", src.len()), ("destination", dst.len()))?;
    pred.check_shape("copy_if", &dst.shape())?;
    dst.size().try_for_each(&mut |i| {
        if pred.test(i).ok_or(oob("copy_if", "predicate", i))? {
            let v = src.element(i).ok_or(oob("copy_if", "source", i))?;
            dst.set_element(i, v.into())
                .ok_or(oob("copy_if", "destination", i))?;
        }
        Ok(())
    })
}

/// [`try_copy_if`], panicking on error.
///
/// # Panics
/// When [`try_copy_if`] returns an error (its message).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn copy_if<P: Predicate<B::Shape> + ?Sized, A: Elements, B: ElementsMut>(
    pred: &P,
    src: &A,
    dst: &mut B,
) where
    A::Value: Into<B::Value>,
{
    if let Err(e) = try_copy_if(pred, src, dst) {
        panic!("{e}")
    }
}

/// `t(i) = v` for every `i`, CuTe's `fill(t, v)`.
///
/// ```
/// use layout_core::prelude::*;
/// let mut f = make_fragment::<i32, _>(make_layout((_2, _2)));
/// try_fill(&mut f, 7).unwrap();
/// assert_eq!(f.engine().as_slice(), &[7, 7, 7, 7]);
/// ```
///
/// # Errors
/// [`TensorError::OutOfBounds`] when the layout maps an index outside the tensor's memory.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_fill<B: ElementsMut>(t: &mut B, v: B::Value) -> Result<(), TensorError> {
    t.size()
        .try_for_each(&mut |i| t.set_element(i, v).ok_or(oob("fill", "tensor", i)))
}

/// [`try_fill`], panicking on error.
///
/// # Panics
/// When [`try_fill`] returns an error (its message).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn fill<B: ElementsMut>(t: &mut B, v: B::Value) {
    if let Err(e) = try_fill(t, v) {
        panic!("{e}")
    }
}

/// `t(i) = T::default()` for every `i`, CuTe's `clear(t)`.
///
/// # Errors
/// As [`try_fill`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_clear<B: ElementsMut>(t: &mut B) -> Result<(), TensorError>
where
    B::Value: Default,
{
    try_fill(t, B::Value::default()).map_err(|e| match e {
        TensorError::OutOfBounds { tensor, index, .. } => TensorError::OutOfBounds {
            op: "clear",
            tensor,
            index,
        },
        other => other,
    })
}

/// [`try_clear`], panicking on error.
///
/// # Panics
/// When [`try_clear`] returns an error (its message).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn clear<B: ElementsMut>(t: &mut B)
where
    B::Value: Default,
{
    if let Err(e) = try_clear(t) {
        panic!("{e}")
    }
}

/// `y(i) = alpha * x(i) + beta * y(i)` for every `i` (`y(i) = alpha * x(i)` when `beta` is zero,
/// without reading `y`), CuTe's `axpby(alpha, x, beta, y)`.
///
/// ```
/// use layout_core::prelude::*;
/// let x = [1.0_f32, 2.0, 3.0];
/// let mut y = [10.0_f32, 20.0, 30.0];
/// let xt = make_tensor(&x[..], make_layout(_3));
/// let mut yt = make_tensor(&mut y[..], make_layout(_3));
/// try_axpby(2.0, &xt, 0.5, &mut yt).unwrap();
/// assert_eq!(y, [7.0, 14.0, 21.0]);
/// ```
///
/// # Errors
/// As [`try_copy`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_axpby<T, A, B>(alpha: T, x: &A, beta: T, y: &mut B) -> Result<(), TensorError>
where
    T: Copy + PartialEq + Default + Mul<Output = T> + Add<Output = T>,
    A: Elements<Value = T>,
    B: ElementsMut<Value = T>,
{
    try_axpby_if(&|_: i32| true, alpha, x, beta, y)
}

/// `y(i) = alpha * x(i) + beta * y(i)` where `pred(i)` holds, `y(i)` untouched (not read) where
/// it does not: CuTe's `axpby(alpha, x, beta, y, pred)`, the predicated epilogue of a GEMM whose
/// tile crosses the edge of `C` (`pred` a predicate tensor, e.g. `elem_less` of an identity
/// tensor's coordinates and the shape, or a closure over the 1-D index).
///
/// ```
/// use layout_core::prelude::*;
/// let x = [1.0_f32, 2.0, 3.0];
/// let mut y = [10.0_f32, 20.0, 30.0];
/// let xt = make_tensor(&x[..], make_layout(_3));
/// let mut yt = make_tensor(&mut y[..], make_layout(_3));
/// // only the first two elements lie inside the problem
/// try_axpby_if(&|i: i32| i < 2, 2.0, &xt, 0.5, &mut yt).unwrap();
/// assert_eq!(y, [7.0, 14.0, 30.0]);
/// ```
///
/// # Errors
/// As [`try_copy_if`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_axpby_if<P, T, A, B>(
    pred: &P,
    alpha: T,
    x: &A,
    beta: T,
    y: &mut B,
) -> Result<(), TensorError>
where
    P: Predicate<B::Shape> + ?Sized,
    T: Copy + PartialEq + Default + Mul<Output = T> + Add<Output = T>,
    A: Elements<Value = T>,
    B: ElementsMut<Value = T>,
{
    same_size("axpby", ("x", x.len()), ("y", y.len()))?;
    pred.check_shape("axpby", &y.shape())?;
    let beta_is_zero = beta == T::default();
    y.size().try_for_each(&mut |i| {
        if !pred.test(i).ok_or(oob("axpby", "predicate", i))? {
            return Ok(());
        }
        let xi = x.element(i).ok_or(oob("axpby", "x", i))?;
        let v = if beta_is_zero {
            alpha * xi
        } else {
            alpha * xi + beta * y.element(i).ok_or(oob("axpby", "y", i))?
        };
        y.set_element(i, v).ok_or(oob("axpby", "y", i))
    })
}

/// [`try_axpby`], panicking on error.
///
/// # Panics
/// When [`try_axpby`] returns an error (its message).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn axpby<T, A, B>(alpha: T, x: &A, beta: T, y: &mut B)
where
    T: Copy + PartialEq + Default + Mul<Output = T> + Add<Output = T>,
    A: Elements<Value = T>,
    B: ElementsMut<Value = T>,
{
    if let Err(e) = try_axpby(alpha, x, beta, y) {
        panic!("{e}")
    }
}

/// [`try_axpby_if`], panicking on error.
///
/// # Panics
/// When [`try_axpby_if`] returns an error (its message).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn axpby_if<P, T, A, B>(pred: &P, alpha: T, x: &A, beta: T, y: &mut B)
where
    P: Predicate<B::Shape> + ?Sized,
    T: Copy + PartialEq + Default + Mul<Output = T> + Add<Output = T>,
    A: Elements<Value = T>,
    B: ElementsMut<Value = T>,
{
    if let Err(e) = try_axpby_if(pred, alpha, x, beta, y) {
        panic!("{e}")
    }
}
