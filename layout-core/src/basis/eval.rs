//! Evaluating a layout with basis strides: the coordinate it maps a coordinate to, CuTe's
//! `layout(c)` for such a layout (an `ArithmeticTuple`).
//!
//! Evaluation is linear in the strides, so coordinate component `p` (a basis path) of `L(c)`
//! is the integer layout `shape : project_p(stride)` at `c`, where `project_p` keeps the
//! scale of every stride along `p` and makes every other stride `_0` ([`ProjectOnto`]). That
//! reuses the integer `crd2idx` unchanged: static coordinates on static layouts give static
//! components, and `_0` strides fold away.

use super::leaf::ScaledBasis;
use super::path::{BasisPath, PathEq};
use crate::hlist::{Concat, HCons, HNil};
use crate::int::{Int, IntAdd, IntSum, _0};
use crate::int_tuple::IntTuple;
use crate::stride::{Crd2Idx, Crd2IdxOf};
use typenum::{U0, U1, U10, U11, U2, U3, U4, U5, U6, U7, U8, U9};

/// The integer strides of coordinate component `P` (a path, outermost first; `HNil` for an
/// integer coordinate): a stride leaf along `P` keeps its scale, every other leaf is `_0`.
/// Integer stride leaves count as the empty path.
pub trait ProjectOnto<P>: IntTuple {
    /// The projected strides (congruent with `Self`).
    type Output: IntTuple;
    /// Projects.
    fn project(&self) -> Self::Output;
}
/// The result of [`ProjectOnto`].
pub type ProjectedOf<D, P> = <D as ProjectOnto<P>>::Output;

#[doc(hidden)]
/// Keeps a scale (`B1`) or makes it `_0` (`B0`).
pub trait Keep<V> {
    /// The kept scale.
    type Output: Int;
    /// Keeps it.
    fn keep(v: V) -> Self::Output;
}
impl<V: Int> Keep<V> for typenum::B1 {
    type Output = V;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn keep(v: V) -> V {
        v
    }
}
impl<V: Int> Keep<V> for typenum::B0 {
    type Output = _0;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn keep(_: V) -> _0 {
        _0::default()
    }
}

macro_rules! int_project {
    ([$($g:tt)*] $I:ty) => {
        impl<P, $($g)*> ProjectOnto<P> for $I
        where
            $I: Int,
            HNil: PathEq<P>,
            <HNil as PathEq<P>>::Out: Keep<$I>,
        {
            type Output = <<HNil as PathEq<P>>::Out as Keep<$I>>::Output;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn project(&self) -> Self::Output {
                <<HNil as PathEq<P>>::Out as Keep<$I>>::keep(*self)
            }
        }
    };
}
crate::int::for_each_int_ctor!(int_project);

impl<P, V: Int, Q: BasisPath + PathEq<P>> ProjectOnto<P> for ScaledBasis<V, Q>
where
    <Q as PathEq<P>>::Out: Keep<V>,
{
    type Output = <<Q as PathEq<P>>::Out as Keep<V>>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn project(&self) -> Self::Output {
        <<Q as PathEq<P>>::Out as Keep<V>>::keep(self.value())
    }
}

macro_rules! tuple_project {
    ($($T:ident),*) => {
        #[allow(non_snake_case, clippy::unused_unit)]
        impl<P, $($T: ProjectOnto<P>),*> ProjectOnto<P> for ($($T,)*)
        where
            Self: IntTuple,
            ($($T::Output,)*): IntTuple,
        {
            type Output = ($($T::Output,)*);
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn project(&self) -> Self::Output {
                let ($($T,)*) = self;
                ($($T.project(),)*)
            }
        }
    };
}
crate::int_tuple::for_each_tuple_arity!(tuple_project);

/// `origin + L(c)` for the layout `S : D` with basis strides, component by component: `Self`
/// is the origin (the value at coordinate 0), whose profile gives the components; `P` is the
/// path of `Self` within the whole origin (`HNil` at the top).
pub trait EvalBasis<P, C, S, D> {
    /// The coordinate (congruent with the origin).
    type Output: IntTuple;
    /// Evaluates.
    fn eval_basis(self, c: C, s: S, d: &D) -> Self::Output;
}

macro_rules! int_eval {
    ([$($g:tt)*] $I:ty) => {
        impl<P, C: Crd2Idx<S, ProjectedOf<D, P>>, S, D: ProjectOnto<P>, $($g)*> EvalBasis<P, C, S, D> for $I
        where
            $I: Int + IntAdd<Crd2IdxOf<C, S, ProjectedOf<D, P>>>,
        {
            type Output = IntSum<$I, Crd2IdxOf<C, S, ProjectedOf<D, P>>>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn eval_basis(self, c: C, s: S, d: &D) -> Self::Output {
                self.int_add(c.crd2idx(s, d.project()))
            }
        }
    };
}
crate::int::for_each_int_ctor!(int_eval);

macro_rules! tuple_eval {
    ($(($T:ident, $U:ident)),*) => {
        #[allow(non_snake_case)]
        impl<P, C: Copy, S: Copy, D, $($T),*> EvalBasis<P, C, S, D> for ($($T,)*)
        where
            $(P: Concat<HCons<$U, HNil>>, $T: EvalBasis<<P as Concat<HCons<$U, HNil>>>::Output, C, S, D>,)*
            ($(<$T as EvalBasis<<P as Concat<HCons<$U, HNil>>>::Output, C, S, D>>::Output,)*): IntTuple,
        {
            type Output = ($(<$T as EvalBasis<<P as Concat<HCons<$U, HNil>>>::Output, C, S, D>>::Output,)*);
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn eval_basis(self, c: C, s: S, d: &D) -> Self::Output {
                let ($($T,)*) = self;
                ($($T.eval_basis(c, s, d),)*)
            }
        }
    };
}
crate::int_tuple::for_each_indexed_tuple_arity!(tuple_eval);
