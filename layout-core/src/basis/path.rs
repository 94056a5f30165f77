//! Basis paths: the mode indices `N...` of CuTe's `E<N...>`, outermost first, as a type-level
//! list of typenum unsigned integers (`HCons<U0, HCons<U1, HNil>>` is `E<0,1>`); [`NoBasis`] is
//! the path of an integer stride.

use crate::hlist::{HCons, HNil};
use crate::int::Int;
use core::fmt;
use typenum::{Bit, IsEqual, Unsigned, B0, B1};

use super::leaf::{ScaledBasis, StrideLeaf};

/// The path of a stride leaf: [`NoBasis`] for an integer, a non-empty list of mode indices for
/// a [`ScaledBasis`]. `With<V>` rebuilds a stride of this path with the scale `V`.
///
/// ```
/// use layout_core::basis::{BasisPath, E1};
/// use layout_core::hlist::{HCons, HNil};
/// use layout_core::int::_4;
/// use typenum::U1;
/// type P = HCons<U1, HNil>;
/// static_assertions::assert_type_eq_all!(<P as BasisPath>::With<_4>, layout_core::basis::ScaledBasis<_4, P>);
/// assert_eq!(<P as BasisPath>::DEPTH, 1);
/// ```
pub trait BasisPath: Copy + Default + fmt::Debug + 'static {
    /// The number of indices (0 for [`NoBasis`]).
    const DEPTH: usize;
    /// A stride of this path with scale `V`.
    type With<V: Int>: StrideLeaf<Value = V, Path = Self>;
    /// Builds it.
    fn with<V: Int>(v: V) -> Self::With<V>;
    /// Index `k` of the path (outermost first).
    fn index(k: usize) -> usize;
    /// Prints `@i` for each index, innermost first (CuTe's order).
    fn fmt_suffix(f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for k in (0..Self::DEPTH).rev() {
            write!(f, "@{}", Self::index(k))?;
        }
        Ok(())
    }
}

/// The path of an integer stride: no basis.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NoBasis;

impl BasisPath for NoBasis {
    const DEPTH: usize = 0;
    type With<V: Int> = V;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn with<V: Int>(v: V) -> V {
        v
    }
    fn index(_: usize) -> usize {
        0
    }
}

impl<N: Unsigned + Copy + Default + fmt::Debug + 'static, T: ListPath> BasisPath for HCons<N, T> {
    const DEPTH: usize = 1 + T::LEN;
    type With<V: Int> = ScaledBasis<V, Self>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn with<V: Int>(v: V) -> ScaledBasis<V, Self> {
        ScaledBasis::new(v)
    }
    fn index(k: usize) -> usize {
        if k == 0 {
            N::USIZE
        } else {
            T::at(k - 1)
        }
    }
}

#[doc(hidden)]
/// A possibly empty list of indices (the tail of a path).
pub trait ListPath: Copy + Default + fmt::Debug + 'static {
    /// The length.
    const LEN: usize;
    /// Index `k`.
    fn at(k: usize) -> usize;
}
impl ListPath for HNil {
    const LEN: usize = 0;
    fn at(_: usize) -> usize {
        0
    }
}
impl<N: Unsigned + Copy + Default + fmt::Debug + 'static, T: ListPath> ListPath for HCons<N, T> {
    const LEN: usize = 1 + T::LEN;
    fn at(k: usize) -> usize {
        if k == 0 {
            N::USIZE
        } else {
            T::at(k - 1)
        }
    }
}

/// Whether two paths are equal, as a type-level bit (`B1`/`B0`): CuTe's basis comparison.
///
/// ```
/// use layout_core::basis::{PathEqOut, NoBasis};
/// use layout_core::hlist::{HCons, HNil};
/// use typenum::{B0, B1, U0, U1};
/// static_assertions::assert_type_eq_all!(PathEqOut<HCons<U0, HNil>, HCons<U0, HNil>>, B1);
/// static_assertions::assert_type_eq_all!(PathEqOut<HCons<U0, HNil>, HCons<U1, HNil>>, B0);
/// static_assertions::assert_type_eq_all!(PathEqOut<NoBasis, HCons<U1, HNil>>, B0);
/// ```
pub trait PathEq<Q> {
    /// `B1` when equal.
    type Out: Bit;
}
/// The result of [`PathEq`].
pub type PathEqOut<P, Q> = <P as PathEq<Q>>::Out;

impl PathEq<NoBasis> for NoBasis {
    type Out = B1;
}
impl<N, T> PathEq<HCons<N, T>> for NoBasis {
    type Out = B0;
}
impl<N, T> PathEq<NoBasis> for HCons<N, T> {
    type Out = B0;
}
impl PathEq<HNil> for HNil {
    type Out = B1;
}
impl<N, T> PathEq<HCons<N, T>> for HNil {
    type Out = B0;
}
impl<N, T> PathEq<HNil> for HCons<N, T> {
    type Out = B0;
}
impl<N: IsEqual<M>, M, T: PathEq<U>, U> PathEq<HCons<M, U>> for HCons<N, T>
where
    <N as IsEqual<M>>::Output: core::ops::BitAnd<<T as PathEq<U>>::Out>,
    typenum::And<<N as IsEqual<M>>::Output, <T as PathEq<U>>::Out>: Bit,
{
    type Out = typenum::And<<N as IsEqual<M>>::Output, <T as PathEq<U>>::Out>;
}
