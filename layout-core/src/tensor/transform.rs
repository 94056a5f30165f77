//! CuTe's `for_each` and `transform` (`algorithm/tensor_algorithms.hpp`): a function applied to
//! every element, walking the 1-D index `i` in `0..size` of the tensors whatever their layouts
//! (written out for a static size of at most 64, as CuTe's `CUTE_UNROLL`).
//!
//! | CuTe | here |
//! |------|------|
//! | `for_each(t, op)`: `op(t(i))` | [`for_each`] (and [`try_for_each`]) |
//! | `transform(t, op)`: `t(i) = op(t(i))` | [`transform`] (and [`try_transform`]) |
//! | `transform(in, out, op)`: `out(i) = op(in(i))` | [`transform_to`] (and `try_`) |
//! | `transform(in1, in2, out, op)`: `out(i) = op(in1(i), in2(i))` | [`transform_binary_to`] (and `try_`) |
//!
//! Rust has one arity per function, so the forms with an output tensor have names of their own.
//! CuTe reads as many elements as the input has; here the tensors' sizes must agree. The
//! `try_*` forms return a [`TensorError`]; the plain forms panic with the same message.

use super::algorithm::{oob, same_size, Elements, ElementsMut, TensorError};
use super::unroll::ForEachIndex;

/// `op(t(i))` for every `i`, CuTe's `for_each(t, op)`.
///
/// # Errors
/// [`TensorError::OutOfBounds`] when the layout maps an index outside the tensor's memory.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_for_each<A: Elements, F: FnMut(A::Value)>(t: &A, mut op: F) -> Result<(), TensorError> {
    t.size().try_for_each(&mut |i| {
        op(t.element(i).ok_or(oob("for_each", "tensor", i))?);
        Ok(())
    })
}

/// [`try_for_each`], panicking on error.
///
/// ```
/// use layout_core::prelude::*;
/// let data = [3, 1, 4, 1, 5, 9];
/// let t = make_tensor(&data[..], make_layout_with((_2, _3), LayoutRight)); // rows of 3
/// let mut seen = Vec::new();
/// for_each(&t, |x| seen.push(x)); // column-major order of the coordinates
/// assert_eq!(seen, [3, 1, 1, 5, 4, 9]);
/// ```
///
/// # Panics
/// When [`try_for_each`] returns an error (its message).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn for_each<A: Elements, F: FnMut(A::Value)>(t: &A, op: F) {
    if let Err(e) = try_for_each(t, op) {
        panic!("{e}")
    }
}

/// `t(i) = op(t(i))` for every `i`, CuTe's `transform(t, op)`.
///
/// # Errors
/// [`TensorError::OutOfBounds`] when the layout maps an index outside the tensor's memory.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_transform<B, F>(t: &mut B, mut op: F) -> Result<(), TensorError>
where
    B: ElementsMut,
    F: FnMut(B::Value) -> B::Value,
{
    t.size().try_for_each(&mut |i| {
        let v = t.element(i).ok_or(oob("transform", "tensor", i))?;
        t.set_element(i, op(v)).ok_or(oob("transform", "tensor", i))
    })
}

/// [`try_transform`], panicking on error.
///
/// ```
/// use layout_core::prelude::*;
/// let mut f = make_fragment::<i32, _>(make_layout(_4));
/// fill(&mut f, 3);
/// transform(&mut f, |x| x * x);
/// assert_eq!(f.engine().as_slice(), &[9, 9, 9, 9]);
/// ```
///
/// # Panics
/// When [`try_transform`] returns an error (its message).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn transform<B, F>(t: &mut B, op: F)
where
    B: ElementsMut,
    F: FnMut(B::Value) -> B::Value,
{
    if let Err(e) = try_transform(t, op) {
        panic!("{e}")
    }
}

/// `out(i) = op(in(i))` for every `i`, CuTe's `transform(tensor_in, tensor_out, op)`.
///
/// ```
/// use layout_core::prelude::*;
/// let x = [1.0_f32, 2.0, 3.0];
/// let mut y = make_fragment::<f32, _>(make_layout(_3));
/// try_transform_to(&make_tensor(&x[..], make_layout(_3)), &mut y, |v| -v).unwrap();
/// assert_eq!(y.engine().as_slice(), &[-1.0, -2.0, -3.0]);
/// ```
///
/// # Errors
/// [`TensorError::SizeMismatch`] when the sizes differ, [`TensorError::OutOfBounds`] when a
/// layout maps an index outside its tensor's memory.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_transform_to<A, B, F>(input: &A, out: &mut B, mut op: F) -> Result<(), TensorError>
where
    A: Elements,
    B: ElementsMut,
    F: FnMut(A::Value) -> B::Value,
{
    same_size("transform", ("input", input.len()), ("output", out.len()))?;
    out.size().try_for_each(&mut |i| {
        let v = input.element(i).ok_or(oob("transform", "input", i))?;
        out.set_element(i, op(v))
            .ok_or(oob("transform", "output", i))
    })
}

/// [`try_transform_to`], panicking on error.
///
/// # Panics
/// When [`try_transform_to`] returns an error (its message).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn transform_to<A, B, F>(input: &A, out: &mut B, op: F)
where
    A: Elements,
    B: ElementsMut,
    F: FnMut(A::Value) -> B::Value,
{
    if let Err(e) = try_transform_to(input, out, op) {
        panic!("{e}")
    }
}

/// `out(i) = op(in1(i), in2(i))` for every `i`, CuTe's `transform(tensor_in1, tensor_in2,
/// tensor_out, op)`.
///
/// ```
/// use layout_core::prelude::*;
/// let (a, b) = ([1, 2, 3, 4], [10, 20, 30, 40]);
/// let ta = make_tensor(&a[..], make_layout((_2, _2)));
/// let tb = make_tensor(&b[..], make_layout_with((_2, _2), LayoutRight)); // the transpose
/// let mut c = make_fragment::<i32, _>(make_layout((_2, _2)));
/// try_transform_binary_to(&ta, &tb, &mut c, |x, y| x + y).unwrap();
/// assert_eq!(c.engine().as_slice(), &[11, 32, 23, 44]);
/// ```
///
/// # Errors
/// As [`try_transform_to`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_transform_binary_to<A, B, C, F>(
    in1: &A,
    in2: &B,
    out: &mut C,
    mut op: F,
) -> Result<(), TensorError>
where
    A: Elements,
    B: Elements,
    C: ElementsMut,
    F: FnMut(A::Value, B::Value) -> C::Value,
{
    same_size("transform", ("input 1", in1.len()), ("output", out.len()))?;
    same_size("transform", ("input 2", in2.len()), ("output", out.len()))?;
    out.size().try_for_each(&mut |i| {
        let x = in1.element(i).ok_or(oob("transform", "input 1", i))?;
        let y = in2.element(i).ok_or(oob("transform", "input 2", i))?;
        out.set_element(i, op(x, y))
            .ok_or(oob("transform", "output", i))
    })
}

/// [`try_transform_binary_to`], panicking on error.
///
/// # Panics
/// When [`try_transform_binary_to`] returns an error (its message).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
#[track_caller]
pub fn transform_binary_to<A, B, C, F>(in1: &A, in2: &B, out: &mut C, op: F)
where
    A: Elements,
    B: Elements,
    C: ElementsMut,
    F: FnMut(A::Value, B::Value) -> C::Value,
{
    if let Err(e) = try_transform_binary_to(in1, in2, out, op) {
        panic!("{e}")
    }
}
