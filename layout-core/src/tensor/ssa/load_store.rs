//! `tensor.load()` and `tensor.store(value)`: a tensor of static shape read into a register
//! value ([`TensorSsa`]) and written back, element `i` of the value at the tensor's 1-D
//! index `i`, whatever its layout (strides may be dynamic: a thread's partition of global
//! memory loads as well as a fragment).

use super::shape::StaticShape;
use super::unroll::Unroll;
use super::TensorSsa;
use crate::int::Int;
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::numeric::{DefaultMath, Math, Numeric};
use crate::stride::Crd2Idx;
use crate::tensor::{Engine, EngineMut, Tensor};

impl<E: Engine, S: IntTuple, D: IntTuple> Tensor<E, Layout<S, D>> {
    /// The engine offset of 1-D index `i` (`i < size`, in the domain by construction).
    ///
    /// # Panics
    /// When the engine does not admit the offset (its memory does not hold the element).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    #[track_caller]
    fn element(&self, i: usize) -> isize
    where
        i32: Crd2Idx<S, D>,
    {
        let index = self.layout.call(i as i32).value();
        match self.engine.admit(i64::from(index)) {
            Some(off) => off,
            None => super::super::out_of_bounds(&(i as i32), &self.shape(), &self.stride()),
        }
    }
}

/// The check of [`Tensor::store`]: a value is stored into a tensor of its own shape.
///
/// ```
/// use layout_core::prelude::*;
/// fn same<A: SameShape<B>, B>() {}
/// same::<(_2, _3), (_2, _3)>();
/// ```
#[diagnostic::on_unimplemented(
    message = "store: the value's shape `{Self}` is not the tensor's shape `{S}`",
    note = "give the value the tensor's shape with `.reshape(shape)` (same size, same 1-D order) or `.broadcast_to(shape)`; static integers print in typenum form (PInt<UInt<UInt<UTerm, B1>, B0>> is _2)"
)]
pub trait SameShape<S> {}
impl<S> SameShape<S> for S {}

impl<E: Engine, S: IntTuple, D: IntTuple> Tensor<E, Layout<S, D>> {
    /// The elements as a register value computed with
    /// [`DefaultMath`] (the GPU's instructions on nvptx64, `Soft`
    /// on the host), CuTe DSL's `tensor.load()` (use [`Tensor::load_with`] to choose the
    /// [`Math`]).
    ///
    /// # Panics
    /// When the tensor's memory does not hold an element of its layout (a slice too short);
    /// never for a fragment, whose storage is its layout's cosize.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let data = [1.0_f32, 2.0, 3.0, 4.0, 5.0, 6.0];
    /// let t = make_tensor(&data[..], make_layout_with((_2, _3), LayoutRight));
    /// let v = t.load(); // element i at 1-D index i: column-major order over (2,3)
    /// assert_eq!(v.as_slice(), [1.0, 4.0, 2.0, 5.0, 3.0, 6.0]);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    #[track_caller]
    pub fn load(&self) -> TensorSsa<E::Value, S>
    where
        S: StaticShape,
        E::Value: Numeric,
        i32: Crd2Idx<S, D>,
    {
        self.load_with(DefaultMath::default())
    }

    /// The elements as a register value computed with `math` (in a kernel,
    /// `gpu_kernels::numeric::Ptx`).
    ///
    /// # Panics
    /// As [`Tensor::load`].
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let f = make_fragment::<f16, _>(make_layout(_8));
    /// let v = f.load_with(Soft);
    /// assert_eq!(v.to_string(), "tensor_value<vector<8xf16> o _8>");
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    #[track_caller]
    pub fn load_with<M: Math>(&self, _math: M) -> TensorSsa<E::Value, S, M>
    where
        S: StaticShape,
        E::Value: Numeric,
        i32: Crd2Idx<S, D>,
    {
        TensorSsa::generate(S::default(), |i| {
            // SAFETY: `element` returns an offset the engine admits.
            unsafe { self.engine.read(self.element(i)) }
        })
    }
}

impl<E: EngineMut, S: IntTuple, D: IntTuple> Tensor<E, Layout<S, D>> {
    /// Writes a register value of the tensor's shape, CuTe DSL's `tensor.store(value)`.
    ///
    /// # Panics
    /// As [`Tensor::load`].
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let mut out = [0_i8; 6];
    /// let mut t = make_tensor(&mut out[..], make_layout_with((_2, _3), LayoutRight));
    /// t.store(TensorSsa::<i8, _>::from_fn((_2, _3), |i| i as i8));
    /// assert_eq!(out, [0, 2, 4, 1, 3, 5]);
    /// ```
    ///
    /// The shapes must be equal:
    /// ```compile_fail
    /// use layout_core::prelude::*;
    /// let mut f = make_fragment::<f32, _>(make_layout((_2, _3)));
    /// f.store(TensorSsa::<f32, _>::full((_3, _2), 0.0));
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    #[track_caller]
    pub fn store<S2: StaticShape + SameShape<S>, M: Math>(
        &mut self,
        value: TensorSsa<E::Value, S2, M>,
    ) where
        S: StaticShape,
        E::Value: Numeric,
        i32: Crd2Idx<S, D>,
    {
        S::Len::each(0, &mut |i| {
            let off = self.element(i);
            // SAFETY: `element` returns an offset the engine admits, and `&mut self` borrows
            // the engine exclusively.
            unsafe { self.engine.write(off, value.data[i]) }
        });
    }
}
