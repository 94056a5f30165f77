//! The predicates of CuTe's `copy_if` and `axpby(.., pred)`, at the granularity the copy
//! needs: one `bool` per element for the element-wise algorithms ([`Predicate`]: a tensor of
//! the tensors' shape, or a closure of the 1-D element index), one per copy for a copy with an
//! atom ([`PredicateTensor`]: a tensor of the source's rest modes, CuTe's `tXpX`). A static
//! shape that differs does not compile; a dynamic one is a [`TensorError::PredicateShape`].

use super::algorithm::TensorError;
use super::engine::Engine;
use super::shape_text::ShapeText;
use super::Tensor;
use crate::int_tuple::{IntTuple, ShapeEq};
use crate::layout::Layout;
use crate::stride::Crd2Idx;

/// A tensor of `bool`s of shape `S`, the predicate of a copy with an atom (CuTe's `tXpX`, `S`
/// the source's rest modes `(CPY_M, CPY_N, ...)`: one entry per copy) and of the element-wise
/// algorithms (`S` the tensors' shape). Static leaves of the shape must be `S`'s (checked at
/// compile time); dynamic ones are compared by [`PredicateTensor::check_shape`].
#[diagnostic::on_unimplemented(
    message = "copy_if: the predicate is not a tensor of bools of the shape the copy predicates (CuTe's tXpX: the source's rest modes (CPY_M,CPY_N) for a source (CPY,CPY_M,CPY_N), one bool per copy)",
    label = "not tXpX",
    note = "make it from the coordinates partitioned like the data: `make_rest_pred(&tXcX, |c| elem_less(&c, &shape))`; the element-wise copy_if(pred, src, dst) takes the tensors' shape"
)]
pub trait PredicateTensor<S> {
    /// The predicate at 1-D index `i`, `None` when `i` is outside the tensor's memory.
    fn test(&self, i: i32) -> Option<bool>;
    /// `Ok` when the tensor's shape is `shape`.
    ///
    /// # Errors
    /// [`TensorError::PredicateShape`] when a dynamic leaf differs.
    fn check_shape(&self, op: &'static str, shape: &S) -> Result<(), TensorError>;
}

#[diagnostic::do_not_recommend]
impl<E: Engine, PS: IntTuple, PD: IntTuple, S: IntTuple> PredicateTensor<S>
    for Tensor<E, Layout<PS, PD>>
where
    i32: Crd2Idx<PS, PD>,
    PS: ShapeEq<S>,
    E::Value: Copy + Into<bool>,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn test(&self, i: i32) -> Option<bool> {
        self.try_read(i).map(Into::into)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn check_shape(&self, op: &'static str, shape: &S) -> Result<(), TensorError> {
        let own = self.layout().shape();
        if own.shape_eq(shape) {
            Ok(())
        } else {
            Err(TensorError::PredicateShape {
                op,
                predicate: ShapeText::of(&own),
                expected: ShapeText::of(shape),
            })
        }
    }
}

/// A predicate of the element-wise [`copy_if`](super::copy_if) and
/// [`axpby_if`](super::axpby_if) for tensors of shape `S`: a [`PredicateTensor`] of shape `S`
/// (CuTe's `tXpX` made like the data), or a closure of the 1-D element index (called once per
/// element, so it has the copy's granularity). The copies with an atom take a
/// [`PredicateTensor`] of the source's rest modes instead
/// ([`atom::algorithm::copy_if`](crate::atom::algorithm::copy_if)).
#[diagnostic::on_unimplemented(
    message = "copy_if: the predicate is neither a tensor of bools of the tensors' shape nor a closure of the element index",
    label = "not a predicate of the elements",
    note = "CuTe's copy_if(pred, src, dst) reads pred(i) for every element i: a tensor of the destination's shape (tXpX made like the data), or `|i: i32| ...`"
)]
pub trait Predicate<S> {
    /// The predicate at 1-D index `i`, `None` when `i` is outside a predicate tensor's memory.
    fn test(&self, i: i32) -> Option<bool>;
    /// `Ok` when the predicate fits tensors of shape `shape`.
    ///
    /// # Errors
    /// [`TensorError::PredicateShape`] when a predicate tensor's shape is not `shape`.
    fn check_shape(&self, op: &'static str, shape: &S) -> Result<(), TensorError>;
}

impl<F: Fn(i32) -> bool, S> Predicate<S> for F {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn test(&self, i: i32) -> Option<bool> {
        Some(self(i))
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn check_shape(&self, _: &'static str, _: &S) -> Result<(), TensorError> {
        Ok(())
    }
}

#[diagnostic::do_not_recommend]
impl<E: Engine, L, S> Predicate<S> for Tensor<E, L>
where
    Tensor<E, L>: PredicateTensor<S>,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn test(&self, i: i32) -> Option<bool> {
        PredicateTensor::test(self, i)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn check_shape(&self, op: &'static str, shape: &S) -> Result<(), TensorError> {
        PredicateTensor::check_shape(self, op, shape)
    }
}
