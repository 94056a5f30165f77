//! The stride leaf [`ScaledBasis`] and [`StrideLeaf`], the one view the layout algebra takes of
//! a stride leaf: a scale and a basis path ([`NoBasis`] for an integer).

use super::path::{BasisPath, NoBasis};
use crate::hlist::{HCons, HNil};
use crate::int::{Int, IntMul, IntProd, IsZero, IsZeroOut, _1};
use crate::int_tuple::{DynIntTuple, IntTuple};
use core::fmt;
use core::marker::PhantomData;
use typenum::{U0, U1, U2, U3};

/// CuTe's `ScaledBasis<V, N...>`: the unit vector of the coordinate mode at path `P`, scaled
/// by the integer `V` (static or dynamic). Printed `v@n...` innermost first, as CuTe prints
/// it.
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::basis::{ScaledBasis, E0, E1};
/// let e = E1::default();
/// assert_eq!(display(e).to_string(), "_1@1");
/// assert_eq!(display(e.scale(_8)).to_string(), "_8@1");
/// assert_eq!(e.scale(5).value(), 5);
/// assert_eq!(core::mem::size_of::<E0>(), 0); // a static basis stride costs nothing
/// ```
pub struct ScaledBasis<V, P> {
    value: V,
    path: PhantomData<P>,
}

impl<V: Copy, P> Clone for ScaledBasis<V, P> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn clone(&self) -> Self {
        *self
    }
}
impl<V: Copy, P> Copy for ScaledBasis<V, P> {}
impl<V: Default, P> Default for ScaledBasis<V, P> {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn default() -> Self {
        ScaledBasis {
            value: V::default(),
            path: PhantomData,
        }
    }
}
impl<V: PartialEq, P> PartialEq for ScaledBasis<V, P> {
    fn eq(&self, o: &Self) -> bool {
        self.value == o.value
    }
}
impl<V: Eq, P> Eq for ScaledBasis<V, P> {}

impl<V: Int, P: BasisPath> ScaledBasis<V, P> {
    /// The basis vector at path `P` scaled by `v`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn new(v: V) -> Self {
        ScaledBasis {
            value: v,
            path: PhantomData,
        }
    }
    /// The scale, CuTe's `basis_value`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn value(self) -> V {
        self.value
    }
    /// `self * n`, CuTe's `ScaledBasis * n`: the same basis, scale `value * n`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn scale<R: Int>(self, n: R) -> ScaledBasis<IntProd<V, R>, P>
    where
        V: IntMul<R>,
    {
        ScaledBasis::new(self.value.int_mul(n))
    }
}

/// CuTe's `E<0>`: `_1@0`.
pub type E0 = ScaledBasis<_1, HCons<U0, HNil>>;
/// CuTe's `E<1>`: `_1@1`.
pub type E1 = ScaledBasis<_1, HCons<U1, HNil>>;
/// CuTe's `E<2>`: `_1@2`.
pub type E2 = ScaledBasis<_1, HCons<U2, HNil>>;
/// CuTe's `E<3>`: `_1@3`.
pub type E3 = ScaledBasis<_1, HCons<U3, HNil>>;
/// CuTe's `E<N...>` for a path `P`: the unit basis vector `_1@...`.
pub type E<P> = ScaledBasis<_1, P>;

impl<V: Int, P: BasisPath> fmt::Debug for ScaledBasis<V, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::int_tuple::fmt_dyn(self, f)
    }
}

impl<V: Int, P: BasisPath> DynIntTuple for ScaledBasis<V, P> {
    #[inline]
    fn leaf(&self) -> Option<(i32, bool)> {
        Some((self.value.value(), V::STATIC.is_some()))
    }
    #[inline]
    fn rank_dyn(&self) -> usize {
        1
    }
    #[inline]
    fn mode_dyn(&self, _: usize) -> Option<&dyn DynIntTuple> {
        None
    }
    fn fmt_basis(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        P::fmt_suffix(f)
    }
    fn basis_depth(&self) -> usize {
        P::DEPTH
    }
    fn basis_index(&self, k: usize) -> usize {
        P::index(k)
    }
}

/// A scaled basis is a leaf (an "integral" value, as in CuTe): it may stand where a stride
/// leaf stands. Its `size` is its scale (a stride has no use for a size).
#[diagnostic::do_not_recommend]
impl<V: Int, P: BasisPath> IntTuple for ScaledBasis<V, P> {
    const RANK: usize = 1;
    const DEPTH: usize = 0;
    const IS_STATIC: bool = V::STATIC.is_some();
    const IS_INT: bool = true;
    type Size = V;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn size(&self) -> V {
        self.value
    }
}

/// Basis strides take no part in the admissibility conditions (CuTe checks none for them):
/// their leaves are not static integers, and [`ConstLeaves::BASIS`] marks them.
///
/// [`ConstLeaves::BASIS`]: crate::algebra::admissibility::ConstLeaves::BASIS
impl<V: Int, P: BasisPath> crate::algebra::admissibility::ConstLeaves for ScaledBasis<V, P> {
    const LEAVES: Option<crate::algebra::admissibility::Modes> = None;
    const BASIS: bool = true;
}

/// A stride leaf as the layout algebra sees it: a scale ([`StrideLeaf::Value`]) along a basis
/// path ([`StrideLeaf::Path`], [`NoBasis`] for an integer). Integers and [`ScaledBasis`] are
/// stride leaves.
///
/// ```
/// use layout_core::basis::{StrideLeaf, NoBasis, E1};
/// use layout_core::int::_1;
/// static_assertions::assert_type_eq_all!(<i32 as StrideLeaf>::Path, NoBasis);
/// static_assertions::assert_type_eq_all!(<E1 as StrideLeaf>::Value, _1);
/// ```
pub trait StrideLeaf: IntTuple {
    /// The scale.
    type Value: Int;
    /// The basis path.
    type Path: BasisPath;
    /// The scale, CuTe's `basis_value`.
    fn basis_value(self) -> Self::Value;
}
impl<I: Int> StrideLeaf for I {
    type Value = I;
    type Path = NoBasis;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn basis_value(self) -> I {
        self
    }
}
impl<V: Int, P: BasisPath> StrideLeaf for ScaledBasis<V, P> {
    type Value = V;
    type Path = P;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn basis_value(self) -> V {
        self.value
    }
}

/// The stride `r * d` for an integer `r` and a stride leaf `d`: `IntProd<R, D>` for an integer
/// `d`, `(r*v)@p` for `d = v@p` (CuTe's `operator*(A, ScaledBasis)`).
pub type ScaledStride<R, D> =
    <<D as StrideLeaf>::Path as BasisPath>::With<IntProd<R, <D as StrideLeaf>::Value>>;

/// Computes [`ScaledStride`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub(crate) fn scale_stride<R: IntMul<D::Value>, D: StrideLeaf>(r: R, d: D) -> ScaledStride<R, D> {
    <D::Path as BasisPath>::with(r.int_mul(d.basis_value()))
}

/// An integer shape leaf takes a basis stride leaf.
#[diagnostic::do_not_recommend]
impl<A: Int, V, P> crate::layout::CongruentWith<ScaledBasis<V, P>> for A {}

/// Whether a stride leaf is the static integer 0, CuTe's `is_constant<0>` (`filter` drops such
/// modes): `B1` for `_0`, `B0` for every other integer and for every basis stride.
///
/// ```
/// use layout_core::basis::{StrideZero, E0};
/// use layout_core::int::_0;
/// static_assertions::assert_type_eq_all!(<_0 as StrideZero>::Out, typenum::B1);
/// static_assertions::assert_type_eq_all!(<E0 as StrideZero>::Out, typenum::B0);
/// ```
pub trait StrideZero {
    /// `B1` or `B0`.
    type Out: typenum::Bit;
}
impl<I: IsZero> StrideZero for I {
    type Out = IsZeroOut<I>;
}
impl<V, P> StrideZero for ScaledBasis<V, P> {
    type Out = typenum::B0;
}
