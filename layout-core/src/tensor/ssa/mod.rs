//! Register values: CuTe DSL's `TensorSSA`, a tensor's elements loaded into an owned value of
//! static shape, combined element by element, reduced, converted and stored back.
//!
//! | CuTe DSL | here |
//! |----------|------|
//! | `v = t.load()`, `t.store(v)` | [`Tensor::load`](super::Tensor::load), [`Tensor::load_with`](super::Tensor::load_with)`(Ptx)`, [`Tensor::store`](super::Tensor::store) |
//! | `v + w`, `v - 1.0`, `2.0 * v`, `v / w`, `-v` | the operators: value with value (broadcast) or with a scalar of the element type |
//! | `v < w`, `v == 0.0`, ... | [`less`](TensorSsa::less), [`less_equal`](TensorSsa::less_equal), [`greater`](TensorSsa::greater), [`greater_equal`](TensorSsa::greater_equal), [`equal`](TensorSsa::equal), [`not_equal`](TensorSsa::not_equal): boolean values |
//! | `cute.where(c, x, y)` | [`where_`]`(c, x, y)`, [`c.select(x, y)`](TensorSsa::select) |
//! | `cute.math.exp(v, fastmath=True)`, `sqrt`, `exp2`, `log`, `log2`, `rsqrt`, `tanh`, `abs` | [`exp`](TensorSsa::exp), [`sqrt`](TensorSsa::sqrt), ... |
//! | `cute.where(v > w, v, w)` | [`max`](TensorSsa::max), [`min`](TensorSsa::min) |
//! | `v.reduce(ReductionOp.ADD, 0.0, reduction_profile=0)` | [`reduce`](TensorSsa::reduce)`(ReductionOp::Add, 0.0)`, [`sum`](TensorSsa::sum) |
//! | `v.reduce(op, init, reduction_profile=(None, 1))` | [`reduce_mode::<1>`](TensorSsa::reduce_mode)`(op, init)` |
//! | `v.broadcast_to((4, 3))` | [`broadcast_to`](TensorSsa::broadcast_to)`((_4, _3))` |
//! | `v.to(cutlass.Float16)` | [`to::<f16>()`](TensorSsa::to) |
//! | `v.reshape(shape)` | [`reshape`](TensorSsa::reshape) |
//! | `cute.full(shape, x, dtype)`, `cute.full_like(v, x)` | [`TensorSsa::full`], [`full_like`](TensorSsa::full_like) |
//! | `print(v)` | `Display`: `tensor_value<vector<12xf32> o (_3,_4)>` |
//! | `cute.print_tensor(v)` | [`print_tensor`](crate::tensor::print_tensor)`(&v)` |
//!
//! A value's elements are in the order of the tensor's 1-D index (CuTe's colexicographic
//! order): element `i` of `t.load()` is `t(i)`. Its shape is a type ([`StaticShape`]), so shape
//! mistakes are compile errors, and every element loop is written out at compile time
//! ([`Unroll`]): in a kernel a value lives in registers, no loops and no local memory.
//!
//! # Arithmetic
//! Each value carries a [`Math`] (a type parameter, [`DefaultMath`] unless chosen: [`Soft`](crate::numeric::Soft) on
//! the host, the GPU's instructions in a kernel): how its element
//! arithmetic is computed. `gpu_kernels::numeric::Ptx` uses the GPU's instructions (packed
//! `add.rn.f16x2` for pairs of halves, `cvt.rn.satfinite.e4m3x2.f32` for conversions, ...);
//! kernels load with `t.load_with(Ptx)`. Operations combine values of the same element type
//! and `Math`; convert with [`to`](TensorSsa::to) first (CuTe DSL promotes implicitly).
//!
//! # Broadcast
//! CuTe DSL's rule (NumPy's, with CuTe's modes appended on the right): the shorter shape is
//! padded with `_1` modes at the end; then each pair of top-level modes must be equal, or one
//! of them must have size 1, which is repeated along the other. `(_4,_1)` with `(_4,_3)` is
//! `(_4,_3)`; `(_1,_3)` with `(_4,_1)` is `(_4,_3)`; `(_4,)` with `(_4,_3)` is `(_4,_3)`.
//! A nested mode broadcasts as a whole. Anything else is a compile error.
//! The shapes are types, so the index map of a broadcast is a compile-time constant: in a
//! kernel a broadcast is register moves, and an operation on two values of one shape (nested or
//! not) is the element-by-element operation on their registers, as on the flat `_N`.
//!
//! ```
//! use layout_core::prelude::*;
//! // The seed's element-wise add: load two fragments, add, store.
//! let mut a = make_fragment::<f32, _>(make_layout((_3, _4)));
//! let mut b = make_fragment::<f32, _>(make_layout((_3, _4)));
//! fill(&mut a, 1.0);
//! fill(&mut b, 2.0);
//! let (va, vb) = (a.load(), b.load());
//! assert_eq!(va.to_string(), "tensor_value<vector<12xf32> o (_3,_4)>");
//! let mut c = make_fragment::<f32, _>(make_layout((_3, _4)));
//! c.store(va + vb * 0.5);
//! assert!(c.load().as_slice().iter().all(|&x| x == 2.0));
//!
//! // Broadcast, reduce, convert.
//! let row = TensorSsa::<f32, _>::from_fn((_1, _3), |i| i as f32);      // [[0, 1, 2]]
//! let col = TensorSsa::<f32, _>::from_fn((_4, _1), |i| i as f32);      // [[0], [1], [2], [3]]
//! let grid = row + col;                                                  // (4,3)
//! assert_eq!(grid.to_string(), "tensor_value<vector<12xf32> o (_4,_3)>");
//! assert_eq!(grid.sum(), 30.0);
//! let per_row = grid.reduce_mode::<1>(ReductionOp::Add, 0.0);           // (4,): 3 + 3i
//! assert_eq!(per_row.as_slice(), [3.0, 6.0, 9.0, 12.0]);
//! let h = per_row.to::<f16>();
//! assert_eq!(h.to_string(), "tensor_value<vector<4xf16> o (_4)>");
//! ```
//!
//! Shapes that do not broadcast are rejected at compile time:
//! ```compile_fail
//! use layout_core::prelude::*;
//! let a = TensorSsa::<f32, _>::full((_4, _3), 1.0);
//! let b = TensorSsa::<f32, _>::full((_4, _2), 1.0);
//! let c = a + b; // modes of size 3 and 2
//! ```

mod arith;
mod broadcast;
mod compare;
mod convert;
mod load_store;
mod math;
mod reduce;
mod shape;
mod unroll;

pub use broadcast::{Broadcast, BroadcastShape, SsaShape};
pub use compare::{where_, Operand};
pub use load_store::SameShape;
pub use reduce::{ModeRemoved, ReductionOp, RemoveMode};
pub use shape::{StaticShape, MAX_MODES};
pub use unroll::Unroll;

use super::print::PrintTensorBody;
use crate::int::_1;
use crate::layout::{make_layout, Layout};
use crate::numeric::{DefaultMath, Math, Numeric};
use crate::stride::{Compact, LayoutLeft};
use core::fmt;
use core::marker::PhantomData;
use generic_array::GenericArray;

/// A register value: the elements of a tensor of static shape `S`, owned, in the tensor's 1-D
/// order, with element type `T` and element arithmetic `M` (CuTe DSL's `TensorSSA`). See the
/// [module docs](self).
///
/// ```
/// use layout_core::prelude::*;
/// let v = TensorSsa::<i32, _>::from_fn((_2, _3), |i| i as i32);
/// assert_eq!(v.as_slice(), [0, 1, 2, 3, 4, 5]);
/// assert_eq!((v * 10 + 1).get(5), Some(51));
/// assert_eq!(core::mem::size_of_val(&v), 6 * 4); // the elements, nothing else
/// ```
pub struct TensorSsa<T: Numeric, S: StaticShape, M: Math = DefaultMath> {
    data: GenericArray<T, S::Len>,
    meta: PhantomData<(S, M)>,
}

impl<T: Numeric, S: StaticShape, M: Math> Clone for TensorSsa<T, S, M> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn clone(&self) -> Self {
        TensorSsa {
            data: self.data.clone(),
            meta: PhantomData,
        }
    }
}

impl<T: Numeric, S: StaticShape, M: Math> Copy for TensorSsa<T, S, M> where
    GenericArray<T, S::Len>: Copy
{
}

impl<T: Numeric, S: StaticShape, M: Math> PartialEq for TensorSsa<T, S, M> {
    /// Element by element, with the element type's `==` (IEEE for floats).
    fn eq(&self, other: &Self) -> bool {
        self.data == other.data
    }
}

impl<T: Numeric, S: StaticShape, M: Math> fmt::Debug for TensorSsa<T, S, M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self} ")?;
        f.debug_list().entries(self.data.iter()).finish()
    }
}

/// CuTe DSL's `print(v)`: `tensor_value<vector<N x elem> o shape>`.
impl<T: Numeric, S: StaticShape, M: Math> fmt::Display for TensorSsa<T, S, M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "tensor_value<vector<{}x{}> o {}>",
            S::SIZE,
            T::KIND.mlir_name(),
            crate::print::display(S::default())
        )
    }
}

/// CuTe DSL's `print_tensor(v)`: the elements in CuTe's `print_tensor` formats, as a tensor of
/// the value's shape with the compact column-major layout.
///
/// ```
/// use layout_core::prelude::*;
/// let v = TensorSsa::<i32, _>::from_fn((_2, _3), |i| i as i32);
/// assert_eq!(print_tensor(&v).to_string(), "\
/// tensor_value<vector<6xi32> o (_2,_3)>:
///     0    2    4
///     1    3    5
/// ");
/// ```
impl<T: Numeric, S: StaticShape + Compact<LayoutLeft, _1>, M: Math> PrintTensorBody
    for TensorSsa<T, S, M>
where
    for<'a> super::Tensor<&'a [T], Layout<S, S::Stride>>: PrintTensorBody,
{
    fn fmt_body(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        super::make_tensor(&self.data[..], make_layout(S::default())).fmt_body(f)
    }
}

impl<T: Numeric, S: StaticShape> TensorSsa<T, S> {
    /// The value whose element `i` is `f(i)`, computed with [`DefaultMath`] (give it another `Math`
    /// with [`with_math`](TensorSsa::with_math)).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let v = TensorSsa::from_fn(_4, |i| i as f32 * 0.5);
    /// assert_eq!(v.as_slice(), [0.0, 0.5, 1.0, 1.5]);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn from_fn(shape: S, f: impl FnMut(usize) -> T) -> Self {
        Self::generate(shape, f)
    }

    /// Every element `value`, CuTe DSL's `cute.full(shape, value)` (computed with [`DefaultMath`]).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let v = TensorSsa::full((_2, _2), f16::from_f32(1.5));
    /// assert_eq!(v.sum().to_f32(), 6.0);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn full(shape: S, value: T) -> Self {
        Self::generate(shape, |_| value)
    }
}

impl<T: Numeric, S: StaticShape, M: Math> TensorSsa<T, S, M> {
    /// The value whose element `i` is `f(i)`, with any `Math`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub(crate) fn generate(_shape: S, mut f: impl FnMut(usize) -> T) -> Self {
        let mut data = GenericArray::<T, S::Len>::default();
        S::Len::each(0, &mut |i| data[i] = f(i));
        TensorSsa {
            data,
            meta: PhantomData,
        }
    }

    /// A value of this shape with every element `value`, in this value's `Math`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub(crate) fn splat(value: T) -> Self {
        Self::generate(S::default(), |_| value)
    }

    /// A value of this shape (and `Math`) with every element `value`, CuTe DSL's `full_like`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let v = TensorSsa::<f32, _>::from_fn(_3, |i| i as f32);
    /// assert_eq!(v.full_like(7_i8).as_slice(), [7, 7, 7]);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn full_like<U: Numeric>(&self, value: U) -> TensorSsa<U, S, M> {
        TensorSsa::generate(S::default(), |_| value)
    }

    /// The elements, in the 1-D (colexicographic) order of the shape.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn as_slice(&self) -> &[T] {
        &self.data
    }

    /// Element `i` of the 1-D order, or `None` past the end.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn get(&self, i: usize) -> Option<T> {
        self.data.get(i).copied()
    }

    /// The shape (a zero-sized value: every leaf is static).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn shape(&self) -> S {
        S::default()
    }

    /// The same elements computed with another [`Math`] (e.g. `gpu_kernels::numeric::Ptx`).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let v = TensorSsa::<f32, _>::full(_2, 1.0).with_math(Soft);
    /// assert_eq!(v.sum(), 2.0);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn with_math<M2: Math>(self, _math: M2) -> TensorSsa<T, S, M2> {
        TensorSsa {
            data: self.data,
            meta: PhantomData,
        }
    }

    /// `f` applied to every element.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let v = TensorSsa::<i32, _>::from_fn(_4, |i| i as i32);
    /// assert_eq!(v.map(|x| x % 2 == 0).as_slice(), [true, false, true, false]);
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn map<U: Numeric>(self, mut f: impl FnMut(T) -> U) -> TensorSsa<U, S, M> {
        TensorSsa::generate(S::default(), |i| f(self.data[i]))
    }

    /// `f(i, [x_i, x_{i+1}])` for the pairs of elements (`i` = 0, 2, 4, ...; an odd last
    /// element alone, by `g(i, x_i)`): the form of the GPU's packed instructions.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub(crate) fn map_pairs<U: Numeric>(
        self,
        mut f: impl FnMut(usize, [T; 2]) -> [U; 2],
        mut g: impl FnMut(usize, T) -> U,
    ) -> TensorSsa<U, S, M> {
        let mut data = GenericArray::<U, S::Len>::default();
        S::Len::each(0, &mut |i| {
            if i % 2 == 0 {
                if i + 1 < S::SIZE {
                    let r = f(i, [self.data[i], self.data[i + 1]]);
                    data[i] = r[0];
                    data[i + 1] = r[1];
                } else {
                    data[i] = g(i, self.data[i]);
                }
            }
        });
        TensorSsa {
            data,
            meta: PhantomData,
        }
    }

    /// The same elements with another shape of the same size, CuTe DSL's `reshape` (the 1-D
    /// order is kept).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let v = TensorSsa::<i32, _>::from_fn((_2, _3), |i| i as i32).reshape((_3, _2));
    /// assert_eq!(v.to_string(), "tensor_value<vector<6xi32> o (_3,_2)>");
    /// ```
    ///
    /// The sizes must be equal:
    /// ```compile_fail
    /// use layout_core::prelude::*;
    /// let v = TensorSsa::<i32, _>::full((_2, _3), 0).reshape((_4, _2));
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn reshape<S2: StaticShape<Len = S::Len>>(self, _shape: S2) -> TensorSsa<T, S2, M> {
        TensorSsa {
            data: self.data,
            meta: PhantomData,
        }
    }
}
