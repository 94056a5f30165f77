//! Identity (coordinate) tensors, CuTe's `make_identity_tensor(shape)`: a counting engine
//! ([`ArithTuple`], CuTe's `ArithmeticTupleIterator`) composed with the layout
//! `shape : make_basis_like(shape)`, whose strides are the unit basis elements `_1@0`, `_1@1`, ...
//! (CuTe's `ScaledBasis`, `E<i...>`). Its value at a coordinate `c` is the natural
//! (hierarchical) coordinate of `c` in `shape`: `I(c) = idx2crd(c, shape)`.
//!
//! ```
//! use layout_core::prelude::*;
//! let id = make_identity_tensor((4, 5));
//! assert_eq!(id.to_string(), "ArithTuple(_0,_0) o (4,5):(_1@0,_1@1)");
//! assert_eq!(display(id.call((2, 3))).to_string(), "(2,3)");
//! assert_eq!(display(id.call(9)).to_string(), "(1,2)");
//! let nested = make_identity_tensor(((_2, 3), 4));
//! assert_eq!(nested.to_string(), "ArithTuple((_0,_0),_0) o ((_2,3),4):((_1@0@0,_1@1@0),_1@1)");
//! // Predication at a ragged edge: is the coordinate inside the (3, 5) problem?
//! assert!(elem_less(&id.call((2, 3)), &(3, 5)));
//! assert!(!elem_less(&id.call((3, 0)), &(3, 5)));
//! ```

use super::domain::InDomain;
use super::Tensor;
use crate::int::{Int, _0};
use crate::int_tuple::reflect::dyn_size;
use crate::int_tuple::{fmt_dyn, DynIntTuple, IntTuple};
use crate::stride::{Idx2Crd, Idx2CrdOf};
use core::fmt;

/// The counting engine of identity tensors, CuTe's `ArithmeticTupleIterator`: it holds an
/// origin coordinate (all `_0` for [`make_identity_tensor`]) and "dereferences" to coordinates.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ArithTuple<O> {
    origin: O,
}

impl<O: IntTuple> ArithTuple<O> {
    /// The origin coordinate (the value at coordinate 0).
    #[inline(always)]
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

/// The layout of an identity tensor: `shape : make_basis_like(shape)`, printed as CuTe prints
/// it (`(4,5):(_1@0,_1@1)`; an integer shape has the stride `_1`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct IdentityLayout<S> {
    shape: S,
}

impl<S: IntTuple> IdentityLayout<S> {
    /// The shape.
    #[inline(always)]
    pub fn shape(&self) -> S {
        self.shape
    }
}

impl<S: IntTuple> fmt::Display for IdentityLayout<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_dyn(&self.shape, f)?;
        f.write_str(":")?;
        let mut path = [0_usize; MAX_DEPTH];
        fmt_basis(&self.shape, &mut path, 0, f)
    }
}

/// The deepest nesting printed for a basis path (IntTuples nest far less in practice).
const MAX_DEPTH: usize = 32;

/// Prints `make_basis_like(s)` under `path`: a leaf is `_1` followed by the path innermost
/// first (CuTe prints `E<0,1>` as `_1@1@0`).
fn fmt_basis(
    s: &dyn DynIntTuple,
    path: &mut [usize; MAX_DEPTH],
    depth: usize,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    if s.leaf().is_some() {
        f.write_str("_1")?;
        for p in path[..depth].iter().rev() {
            write!(f, "@{p}")?;
        }
        return Ok(());
    }
    f.write_str("(")?;
    for i in 0..s.rank_dyn() {
        if i > 0 {
            f.write_str(",")?;
        }
        if let (Some(m), true) = (s.mode_dyn(i), depth < MAX_DEPTH) {
            path[depth] = i;
            fmt_basis(m, path, depth + 1, f)?;
        }
    }
    f.write_str(")")
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
    #[inline(always)]
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
            #[inline(always)]
            fn zeros(&self) -> Self::Zeros {
                let ($($T,)*) = self;
                ($($T.zeros(),)*)
            }
        }
    };
}
crate::int_tuple::for_each_tuple_arity!(tuple_coprofile);

/// The tensor made by [`make_identity_tensor`]; this is an alias, see [`Tensor`].
pub type IdentityTensor<S> = Tensor<ArithTuple<<S as Coprofile>::Zeros>, IdentityLayout<S>>;

/// The identity tensor of a shape, CuTe's `make_identity_tensor(shape)`: its value at every
/// coordinate is that coordinate, in the shape's natural (hierarchical) form. Nothing is stored
/// but the dynamic leaves of the shape.
///
/// ```
/// use layout_core::prelude::*;
/// let id = make_identity_tensor((_2, _3));
/// assert_eq!(core::mem::size_of_val(&id), 0);
/// assert_eq!(display(id.call(5)).to_string(), "(1,2)");
/// assert_eq!(display(id.call((_1, _2))).to_string(), "(_1,_2)"); // static in, static out
/// assert_eq!(id.get((2, 0)), None);
/// ```
#[inline(always)]
pub fn make_identity_tensor<S: Coprofile>(shape: S) -> IdentityTensor<S> {
    Tensor {
        engine: ArithTuple {
            origin: shape.zeros(),
        },
        layout: IdentityLayout { shape },
    }
}

impl<O: IntTuple, S: IntTuple> Tensor<ArithTuple<O>, IdentityLayout<S>> {
    /// The shape.
    #[inline(always)]
    pub fn shape(&self) -> S {
        self.layout.shape
    }
    /// The number of coordinates (static when the shape is).
    #[inline(always)]
    pub fn size(&self) -> S::Size {
        self.layout.shape.size()
    }
    /// The coordinate at `c` (a 1-D index, a flat or a hierarchical coordinate), CuTe's
    /// `tensor(c)`: the natural coordinate `idx2crd(c, shape)`. Nothing is read, so no check is
    /// needed; see [`Tensor::get`](#method.get-1) for a domain check.
    #[inline(always)]
    pub fn call<C: Idx2Crd<S>>(&self, c: C) -> Idx2CrdOf<C, S> {
        c.idx2crd(self.layout.shape)
    }
    /// The coordinate at `c`, or `None` when `c` is outside the shape.
    #[inline]
    pub fn get<C: Idx2Crd<S> + InDomain<S>>(&self, c: C) -> Option<Idx2CrdOf<C, S>> {
        if c.in_domain(&self.layout.shape) {
            Some(self.call(c))
        } else {
            None
        }
    }
}

/// CuTe's `print(tensor)`: `ArithTuple(_0,_0) o (4,5):(_1@0,_1@1)`.
impl<O: IntTuple, S: IntTuple> fmt::Display for Tensor<ArithTuple<O>, IdentityLayout<S>> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} o {}", self.engine, self.layout)
    }
}

/// A piece of a coordinate while splitting an index over a shape: the static `_0` (what CuTe's
/// `i % _1` yields) or a dynamic value.
#[derive(Clone, Copy)]
pub(super) enum Piece {
    /// The static `_0`.
    Zero,
    /// A dynamic value.
    Dyn(i64),
}

/// Whether every leaf of `t` is static.
fn all_static(t: &dyn DynIntTuple) -> bool {
    match t.leaf() {
        Some((_, s)) => s,
        None => (0..t.rank_dyn()).all(|i| t.mode_dyn(i).is_some_and(all_static)),
    }
}

/// Prints the natural coordinate of the index `c` in shape `s` as CuTe prints the value of an
/// identity tensor at a run-time index: colexicographic split, the last mode taking the rest;
/// `c % _1` is the static `_0` and stays `_0` below.
pub(super) fn fmt_natural(
    s: &dyn DynIntTuple,
    c: Piece,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    if s.leaf().is_some() {
        return match c {
            Piece::Zero => f.write_str("_0"),
            Piece::Dyn(v) => write!(f, "{v}"),
        };
    }
    f.write_str("(")?;
    let r = s.rank_dyn();
    let mut rest = c;
    for i in 0..r {
        if i > 0 {
            f.write_str(",")?;
        }
        let Some(m) = s.mode_dyn(i) else { continue };
        if i + 1 == r {
            fmt_natural(m, rest, f)?;
            continue;
        }
        let size = dyn_size(m);
        let (here, next) = match rest {
            Piece::Zero => (Piece::Zero, Piece::Zero),
            Piece::Dyn(v) if size == 0 => (Piece::Dyn(v), Piece::Dyn(0)),
            Piece::Dyn(v) if size.abs() == 1 && all_static(m) => {
                (Piece::Zero, Piece::Dyn(v / size))
            }
            Piece::Dyn(v) => (Piece::Dyn(v % size), Piece::Dyn(v / size)),
        };
        fmt_natural(m, here, f)?;
        rest = next;
    }
    f.write_str(")")
}
