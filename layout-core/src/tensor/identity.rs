//! Identity (coordinate) tensors, CuTe's `make_identity_tensor(shape)`: a counting engine
//! ([`ArithTuple`], CuTe's `ArithmeticTupleIterator`) composed with the layout
//! `shape : make_basis_like(shape)`, whose strides are the unit basis vectors `_1@0`, `_1@1`,
//! ... ([`ScaledBasis`](crate::basis::ScaledBasis), CuTe's `E<i...>`). Its value at a
//! coordinate `c` is the origin plus the layout's value at `c`: for a fresh identity tensor the
//! natural (hierarchical) coordinate of `c` in `shape`.
//!
//! The layout is an ordinary [`Layout`] with basis strides, so the identity tensor is tiled,
//! divided, composed and sliced by the same layout algebra as a data tensor; slicing moves the
//! origin (CuTe's `ArithTuple(4,8)`). CuTe DSL's notebooks' predicate idiom:
//!
//! ```
//! use layout_core::prelude::*;
//! let id = make_identity_tensor((5, 9));  // a ragged (5, 9) problem
//! assert_eq!(id.to_string(), "ArithTuple(_0,_0) o (5,9):(_1@0,_1@1)");
//! let tiled = id.zipped_divide((_4, _8));
//! assert_eq!(tiled.to_string(), "ArithTuple(_0,_0) o ((_4,_8),(2,2)):((_1@0,_1@1),(_4@0,_8@1))");
//! let blk = tiled.slice(((X, X), 3)); // tile (1, 1)
//! assert_eq!(blk.to_string(), "ArithTuple(4,8) o (_4,_8):(_1@0,_1@1)");
//! assert_eq!(blk.call((2, 0)), (6, 8)); // outside the (5, 9) problem:
//! assert!(!elem_less(&blk.call((2, 0)), &(5, 9)));
//! // composed with a TV layout and sliced at (tid, _)
//! let tv = Layout::new(((_4, _2), (_2, _2)), ((_8, _2), (_4, _1)));
//! let thr = blk.compose(tv).slice((1, X));
//! assert_eq!(thr.to_string(), "ArithTuple(4,10) o ((_2,_2)):((_1@1,_1@0))");
//! assert_eq!(thr.call(0), (4, 10));
//! ```

use super::domain::InDomain;
use super::Tensor;
use crate::basis::{make_basis_like, ArithAdd, BasisLike, BasisLikeOf, EvalBasis};
use crate::hlist::HNil;
use crate::int::{Int, _0};
use crate::int_tuple::{fmt_dyn, IntTuple};
use crate::layout::{CongruentWith, Layout};
use core::fmt;
use core::ops::{Add, Deref};

/// The counting engine of identity tensors, CuTe's `ArithmeticTupleIterator`: it holds an
/// origin coordinate (all `_0` for [`make_identity_tensor`]) and "dereferences" to coordinates.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ArithTuple<O> {
    pub(super) origin: O,
}

impl<O: IntTuple> ArithTuple<O> {
    /// The origin coordinate (the value at coordinate 0).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let id = make_identity_tensor((_4, 8)).local_tile((_2, _4), (1, 1));
    /// assert_eq!(id.engine().origin(), (2, 4));
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn origin(&self) -> O {
        self.origin
    }
}

/// CuTe's `print(ArithmeticTupleIterator)`: `ArithTuple(_0,_0)`.
impl<O: IntTuple> fmt::Display for ArithTuple<O> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ArithTuple")?;
        fmt_dyn(&self.origin, f)
    }
}

/// CuTe's `make_inttuple_iter(a, b, ...)`: the coordinate iterator at `(a, b, ...)` (CuTe's
/// `ArithmeticTupleIterator`), written with one tuple argument. It offsets by a congruent
/// tuple (`iter + (x, y, ...)`, leaf by leaf, static where both leaves are) and dereferences
/// to its coordinate (`*iter`); a tensor over it with basis strides is a tensor of TMA
/// coordinates.
///
/// ```
/// use layout_core::prelude::*;
/// // CuTe's 0z_tma_tensors.md
/// let citer_1 = make_inttuple_iter((42, _2, _7));
/// let citer_2 = citer_1 + (_0, 5, _2);
/// assert_eq!(display(*citer_2).to_string(), "(42,7,_9)");
/// assert_eq!(citer_2.to_string(), "ArithTuple(42,7,_9)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn make_inttuple_iter<O: IntTuple>(coord: O) -> ArithTuple<O> {
    ArithTuple { origin: coord }
}

/// CuTe's `ArithmeticTupleIterator + tuple`: the iterator at the sum of the coordinates.
impl<O: ArithAdd<B>, B> Add<B> for ArithTuple<O> {
    type Output = ArithTuple<O::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn add(self, offset: B) -> Self::Output {
        ArithTuple {
            origin: self.origin.arith_add(offset),
        }
    }
}

/// CuTe's `*iter`: the iterator's coordinate.
impl<O> Deref for ArithTuple<O> {
    type Target = O;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn deref(&self) -> &O {
        &self.origin
    }
}

/// The all-`_0` tuple congruent with a shape (CuTe's `coprofile` of `make_identity_layout`):
/// the origin of an identity tensor.
pub trait Coprofile: IntTuple {
    /// `_0` for an integer, a tuple of the modes' zeros for a tuple.
    type Zeros: IntTuple;
    /// The zeros.
    fn zeros(&self) -> Self::Zeros;
}
impl<I: Int> Coprofile for I {
    type Zeros = _0;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zeros(&self) -> _0 {
        _0
    }
}
macro_rules! tuple_coprofile {
    ($($T:ident),*) => {
        #[allow(non_snake_case, clippy::unused_unit)]
        impl<$($T: Coprofile),*> Coprofile for ($($T,)*)
        where
            Self: IntTuple,
            ($($T::Zeros,)*): IntTuple,
        {
            type Zeros = ($($T::Zeros,)*);
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn zeros(&self) -> Self::Zeros {
                let ($($T,)*) = self;
                ($($T.zeros(),)*)
            }
        }
    };
}
crate::int_tuple::for_each_tuple_arity!(tuple_coprofile);

/// The tensor made by [`make_identity_tensor`]; this is an alias, see [`Tensor`].
pub type IdentityTensor<S> = Tensor<ArithTuple<<S as Coprofile>::Zeros>, Layout<S, BasisLikeOf<S>>>;

/// The identity tensor of a shape, CuTe's `make_identity_tensor(shape)`: its value at every
/// coordinate is that coordinate, in the shape's natural (hierarchical) form. Nothing is stored
/// but the dynamic leaves of the shape.
///
/// ```
/// use layout_core::prelude::*;
/// let id = make_identity_tensor((_2, _3));
/// assert_eq!(id.to_string(), "ArithTuple(_0,_0) o (_2,_3):(_1@0,_1@1)");
/// assert_eq!(core::mem::size_of_val(&id), 0);
/// assert_eq!(display(id.call(5)).to_string(), "(1,2)");
/// assert_eq!(display(id.call((_1, _2))).to_string(), "(_1,_2)"); // static in, static out
/// assert_eq!(id.get((2, 0)), None);
/// let nested = make_identity_tensor(((_2, 3), 4));
/// assert_eq!(nested.to_string(), "ArithTuple((_0,_0),_0) o ((_2,3),4):((_1@0@0,_1@1@0),_1@1)");
/// assert_eq!(display(nested.call(9)).to_string(), "((1,1),1)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn make_identity_tensor<S>(shape: S) -> IdentityTensor<S>
where
    S: Coprofile + BasisLike<HNil> + CongruentWith<BasisLikeOf<S>>,
{
    Tensor {
        engine: ArithTuple {
            origin: shape.zeros(),
        },
        layout: Layout::new(shape, make_basis_like(shape)),
    }
}

/// The value of an identity tensor with origin `O` over `S : D` at the coordinate `C`.
pub type ArithValue<O, C, S, D> = <O as EvalBasis<HNil, C, S, D>>::Output;

impl<O: IntTuple, S: IntTuple, D: IntTuple> Tensor<ArithTuple<O>, Layout<S, D>> {
    /// The coordinate at `c` (a 1-D index, a flat or a hierarchical coordinate), CuTe's
    /// `tensor(c)`: the origin plus the layout's value at `c`. Nothing is read, so no check is
    /// needed; see [`get`](#method.get-1) for a domain check. A static coordinate of a static
    /// tensor gives a static coordinate: the arithmetic folds at compile time.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let id = make_identity_tensor((4, 5));
    /// assert_eq!(id.call((2, 3)), (2, 3));
    /// assert_eq!(id.call(9), (1, 2));
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn call<C>(&self, c: C) -> ArithValue<O, C, S, D>
    where
        O: EvalBasis<HNil, C, S, D>,
    {
        let stride = self.layout.stride();
        self.engine
            .origin
            .eval_basis(c, self.layout.shape(), &stride)
    }
    /// The coordinate at `c`, or `None` when `c` is outside the layout's domain.
    #[inline]
    pub fn get<C: InDomain<S>>(&self, c: C) -> Option<ArithValue<O, C, S, D>>
    where
        O: EvalBasis<HNil, C, S, D>,
    {
        if c.in_domain(&self.layout.shape()) {
            Some(self.call(c))
        } else {
            None
        }
    }
}

/// CuTe's `print(tensor)`: `ArithTuple(_0,_0) o (4,5):(_1@0,_1@1)`.
impl<O: IntTuple, S: IntTuple, D: IntTuple> fmt::Display for Tensor<ArithTuple<O>, Layout<S, D>> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} o {}", self.engine, self.layout)
    }
}
