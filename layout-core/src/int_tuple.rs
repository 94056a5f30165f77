//! IntTuple: an integer or a tuple of IntTuples (CuTe's `int_tuple.hpp`).
//!
//! Leaves are [`Int`]s (static typenum integers or dynamic `i32`); tuples are native Rust tuples
//! of rank 0 to 12, nested freely. Printing follows CuTe: `(_2,(4,_1))`, no spaces, and a rank-1
//! tuple keeps its parentheses.
//!
//! | CuTe | here |
//! |------|------|
//! | `rank(t)`, `depth(t)` | [`IntTuple::RANK`], [`IntTuple::DEPTH`], [`rank`], [`depth`] |
//! | `size(t)` / `product(t)` | [`IntTuple::size`] (type [`IntTuple::Size`], static when all leaves are) |
//! | `get<I>(t)` | [`get`]`::<I, _>(t)` / [`Get`] |
//! | `flatten(t)` | [`flatten`] |
//! | `prefix_product(t)` | [`prefix_product`] |
//! | `shape_div(a, b)` | [`shape_div`] |
//! | `ceil_div(a, b)` | [`ceil_div`] |
//! | `elem_less`, `congruent`, `weakly_congruent`, `compatible` | [`elem_less`], ... |
//! | `shape(a) == shape(b)` (typed: static leaves at compile time) | [`ShapeEq`] |
//! | `group_modes<1,R>` of a copy's partition: `CPY` and `(CPY_M, CPY_N, ...)` | [`RestModes`] |
//!
//! ```
//! use layout_core::prelude::*;
//! let t = (_2, (4, _3));
//! assert_eq!(display(t).to_string(), "(_2,(4,_3))");
//! assert_eq!(<(_2, (i32, _3)) as IntTuple>::RANK, 2);
//! assert_eq!(<(_2, (i32, _3)) as IntTuple>::DEPTH, 2);
//! assert_eq!(display(t.size()).to_string(), "24");          // dynamic: a leaf is dynamic
//! assert_eq!(display((_2, _4).size()).to_string(), "_8");   // static
//! ```

use crate::hlist::{HCons, HNil, Tuple};
use crate::int::{Int, IntMul, IntProd, _1};
use core::fmt;

/// Invokes `$m!(T0, ..., Tn)` for every supported tuple arity (0 to 12).
macro_rules! for_each_tuple_arity {
    ($m:ident) => {
        $m!();
        $m!(T0);
        $m!(T0, T1);
        $m!(T0, T1, T2);
        $m!(T0, T1, T2, T3);
        $m!(T0, T1, T2, T3, T4);
        $m!(T0, T1, T2, T3, T4, T5);
        $m!(T0, T1, T2, T3, T4, T5, T6);
        $m!(T0, T1, T2, T3, T4, T5, T6, T7);
        $m!(T0, T1, T2, T3, T4, T5, T6, T7, T8);
        $m!(T0, T1, T2, T3, T4, T5, T6, T7, T8, T9);
        $m!(T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10);
        $m!(T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11);
    };
}
pub(crate) use for_each_tuple_arity;

/// Invokes `$m!(T0, ..., Tn)` for every supported non-empty tuple arity (1 to 12).
macro_rules! for_each_nonempty_tuple_arity {
    ($m:ident) => {
        $m!(T0);
        $m!(T0, T1);
        $m!(T0, T1, T2);
        $m!(T0, T1, T2, T3);
        $m!(T0, T1, T2, T3, T4);
        $m!(T0, T1, T2, T3, T4, T5);
        $m!(T0, T1, T2, T3, T4, T5, T6);
        $m!(T0, T1, T2, T3, T4, T5, T6, T7);
        $m!(T0, T1, T2, T3, T4, T5, T6, T7, T8);
        $m!(T0, T1, T2, T3, T4, T5, T6, T7, T8, T9);
        $m!(T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10);
        $m!(T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11);
    };
}
pub(crate) use for_each_nonempty_tuple_arity;

/// Invokes `$m!((T0, U0), ..., (Tn, Un))` for every supported non-empty tuple arity (1 to 12):
/// each element's type name with its index's name (typenum's `U0`, `U1`, ... where they are in
/// scope, or a second type parameter per element).
macro_rules! for_each_indexed_tuple_arity {
    ($m:ident) => {
        $m!((T0, U0));
        $m!((T0, U0), (T1, U1));
        $m!((T0, U0), (T1, U1), (T2, U2));
        $m!((T0, U0), (T1, U1), (T2, U2), (T3, U3));
        $m!((T0, U0), (T1, U1), (T2, U2), (T3, U3), (T4, U4));
        $m!((T0, U0), (T1, U1), (T2, U2), (T3, U3), (T4, U4), (T5, U5));
        $m!(
            (T0, U0),
            (T1, U1),
            (T2, U2),
            (T3, U3),
            (T4, U4),
            (T5, U5),
            (T6, U6)
        );
        $m!(
            (T0, U0),
            (T1, U1),
            (T2, U2),
            (T3, U3),
            (T4, U4),
            (T5, U5),
            (T6, U6),
            (T7, U7)
        );
        $m!(
            (T0, U0),
            (T1, U1),
            (T2, U2),
            (T3, U3),
            (T4, U4),
            (T5, U5),
            (T6, U6),
            (T7, U7),
            (T8, U8)
        );
        $m!(
            (T0, U0),
            (T1, U1),
            (T2, U2),
            (T3, U3),
            (T4, U4),
            (T5, U5),
            (T6, U6),
            (T7, U7),
            (T8, U8),
            (T9, U9)
        );
        $m!(
            (T0, U0),
            (T1, U1),
            (T2, U2),
            (T3, U3),
            (T4, U4),
            (T5, U5),
            (T6, U6),
            (T7, U7),
            (T8, U8),
            (T9, U9),
            (T10, U10)
        );
        $m!(
            (T0, U0),
            (T1, U1),
            (T2, U2),
            (T3, U3),
            (T4, U4),
            (T5, U5),
            (T6, U6),
            (T7, U7),
            (T8, U8),
            (T9, U9),
            (T10, U10),
            (T11, U11)
        );
    };
}
pub(crate) use for_each_indexed_tuple_arity;

/// The list type of the tuple `(T0, ..., Tn)`: `hlist_ty!(T0, T1)` is `HCons<T0, HCons<T1, HNil>>`.
macro_rules! hlist_ty {
    () => { $crate::hlist::HNil };
    ($H:ident $(, $T:ident)*) => { $crate::hlist::HCons<$H, $crate::int_tuple::hlist_ty!($($T),*)> };
}
pub(crate) use hlist_ty;

mod ceil_div;
pub(crate) mod compare;
mod elem_less;
pub(crate) mod flatten;
mod prefix_product;
pub(crate) mod reflect;
mod rest_modes;
mod shape_div;
mod shape_eq;

pub use ceil_div::{ceil_div, CeilDiv, CeilDivRank, CeilDivided};
pub use compare::{compatible, congruent, elem_less_dyn, weakly_congruent};
pub use elem_less::{elem_less, ElemLess};
pub use flatten::{flatten, Flatten, Flattened};
pub use prefix_product::{prefix_product, PrefixProduct, PrefixProductOf};
pub use rest_modes::{Mode0Of, RestModes, RestOf};
pub use shape_div::{shape_div, ShapeDiv, ShapeDivided};
pub use shape_eq::ShapeEq;

/// An integer or a tuple of IntTuples, static or dynamic per leaf.
#[diagnostic::on_unimplemented(
    message = "not an IntTuple: an IntTuple is an integer (`_N` or `i32`) or a tuple of at most 12 IntTuples",
    note = "IntTuple leaves are static integers (`_4`, typenum `P4`) or `i32`; tuples have rank 0 to 12 at every nesting level (the runtime layer, `layout_core::runtime`, has no limit)"
)]
pub trait IntTuple:
    Copy + fmt::Debug + DynIntTuple + crate::algebra::admissibility::ConstLeaves + 'static
{
    /// The number of top-level modes (1 for an integer), CuTe's `rank`.
    const RANK: usize;
    /// The nesting depth (0 for an integer), CuTe's `depth`.
    const DEPTH: usize;
    /// Whether every leaf is static.
    const IS_STATIC: bool;
    /// Whether this is an integer rather than a tuple.
    const IS_INT: bool;
    /// The type of [`IntTuple::size`]: static exactly when CuTe's `size` is.
    type Size: Int;
    /// The product of all leaves, CuTe's `size`/`product` (`_1` times each leaf, left to right).
    fn size(&self) -> Self::Size;
}

/// Run-time reflection of an IntTuple, used for printing and generic checks.
///
/// Every [`IntTuple`] is one; `&dyn DynIntTuple` walks any IntTuple without knowing its type.
pub trait DynIntTuple {
    /// `Some((value, is_static))` for an integer, `None` for a tuple.
    fn leaf(&self) -> Option<(i32, bool)>;
    /// The number of modes of a tuple (1 for an integer).
    fn rank_dyn(&self) -> usize;
    /// Mode `i` of a tuple; `None` for an integer or when `i` is out of range.
    fn mode_dyn(&self, i: usize) -> Option<&dyn DynIntTuple>;
    /// Prints what follows a leaf's value: `@1@0` for a scaled basis stride
    /// ([`ScaledBasis`](crate::basis::ScaledBasis)), nothing for an integer.
    fn fmt_basis(&self, _f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Ok(())
    }
    /// The depth of a leaf's basis path (0 for an integer).
    fn basis_depth(&self) -> usize {
        0
    }
    /// Index `k` of a leaf's basis path, outermost first (0 for an integer).
    fn basis_index(&self, _k: usize) -> usize {
        0
    }
}

pub use crate::queries::{depth, rank};

/// Formats any IntTuple as CuTe's `print`.
pub(crate) fn fmt_dyn(t: &dyn DynIntTuple, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match t.leaf() {
        Some((v, true)) => {
            write!(f, "_{v}")?;
            t.fmt_basis(f)
        }
        Some((v, false)) => {
            write!(f, "{v}")?;
            t.fmt_basis(f)
        }
        None => {
            f.write_str("(")?;
            for i in 0..t.rank_dyn() {
                if i > 0 {
                    f.write_str(",")?;
                }
                if let Some(m) = t.mode_dyn(i) {
                    fmt_dyn(m, f)?;
                }
            }
            f.write_str(")")
        }
    }
}

impl<I: Int> DynIntTuple for I {
    #[inline]
    fn leaf(&self) -> Option<(i32, bool)> {
        Some((self.value(), I::STATIC.is_some()))
    }
    #[inline]
    fn rank_dyn(&self) -> usize {
        1
    }
    #[inline]
    fn mode_dyn(&self, _: usize) -> Option<&dyn DynIntTuple> {
        None
    }
}

#[diagnostic::do_not_recommend]
impl<I: Int> IntTuple for I {
    const RANK: usize = 1;
    const DEPTH: usize = 0;
    const IS_STATIC: bool = I::STATIC.is_some();
    const IS_INT: bool = true;
    type Size = I;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn size(&self) -> I {
        *self
    }
}

#[doc(hidden)]
/// `Acc * product(h0) * product(h1) * ...` over a list (CuTe's left fold from `_1`).
pub trait HProduct<Acc> {
    /// The product.
    type Output: Int;
    /// Computes it.
    fn product(&self, acc: Acc) -> Self::Output;
}
impl<Acc: Int> HProduct<Acc> for HNil {
    type Output = Acc;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn product(&self, acc: Acc) -> Acc {
        acc
    }
}
impl<Acc: IntMul<H::Size>, H: IntTuple, T: HProduct<IntProd<Acc, H::Size>>> HProduct<Acc>
    for HCons<H, T>
{
    type Output = T::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn product(&self, acc: Acc) -> Self::Output {
        self.1.product(acc.int_mul(self.0.size()))
    }
}

const fn max_of(xs: &[usize]) -> usize {
    let mut m = 0;
    let mut i = 0;
    while i < xs.len() {
        if xs[i] > m {
            m = xs[i];
        }
        i += 1;
    }
    m
}

const fn all_of(xs: &[bool]) -> bool {
    let mut i = 0;
    while i < xs.len() {
        if !xs[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Mode `I` of a tuple, CuTe's `get<I>`.
///
/// ```
/// use layout_core::prelude::*;
/// let t = (_2, (4, _3));
/// assert_eq!(display(get::<1, _>(t)).to_string(), "(4,_3)");
/// ```
#[diagnostic::on_unimplemented(
    message = "get<{I}>: index {I} is out of range for `{Self}`",
    note = "`get::<I>` needs a tuple with more than I modes"
)]
pub trait Get<const I: usize> {
    /// The mode.
    type Output: IntTuple;
    /// Returns mode `I`.
    fn get(self) -> Self::Output;
}
/// The type of mode `I` of `T`.
pub type GetOf<T, const I: usize> = <T as Get<I>>::Output;

/// CuTe's `get<I>(t)`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn get<const I: usize, T: Get<I>>(t: T) -> T::Output {
    t.get()
}
macro_rules! tuple_int_tuple {
    ($($T:ident),*) => {
        #[allow(non_snake_case)]
        impl<$($T: IntTuple),*> DynIntTuple for ($($T,)*) {
            #[inline]
            fn leaf(&self) -> Option<(i32, bool)> {
                None
            }
            #[inline]
            fn rank_dyn(&self) -> usize {
                <[&str]>::len(&[$(stringify!($T)),*])
            }
            #[inline]
            fn mode_dyn(&self, i: usize) -> Option<&dyn DynIntTuple> {
                let ($($T,)*) = self;
                let modes: &[&dyn DynIntTuple] = &[$($T as &dyn DynIntTuple),*];
                modes.get(i).copied()
            }
        }
        #[diagnostic::do_not_recommend]
        impl<$($T: IntTuple),*> IntTuple for ($($T,)*)
        where
            hlist_ty!($($T),*): HProduct<_1>,
        {
            const RANK: usize = <[&str]>::len(&[$(stringify!($T)),*]);
            const DEPTH: usize = 1 + max_of(&[$($T::DEPTH),*]);
            const IS_STATIC: bool = all_of(&[$($T::IS_STATIC),*]);
            const IS_INT: bool = false;
            type Size = <hlist_ty!($($T),*) as HProduct<_1>>::Output;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn size(&self) -> Self::Size {
                self.into_hlist().product(_1)
            }
        }
    };
}
for_each_tuple_arity!(tuple_int_tuple);

macro_rules! tuple_get {
    ($gens:tt $($i:tt => $Ti:ident),*) => {
        $(tuple_get!(@one $gens $i $Ti);)*
    };
    (@one [$($T:ident),*] $i:tt $Ti:ident) => {
        impl<$($T: IntTuple),*> Get<$i> for ($($T,)*) {
            type Output = $Ti;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn get(self) -> $Ti {
                self.$i
            }
        }
    };
}
tuple_get!([T0] 0 => T0);
tuple_get!([T0, T1] 0 => T0, 1 => T1);
tuple_get!([T0, T1, T2] 0 => T0, 1 => T1, 2 => T2);
tuple_get!([T0, T1, T2, T3] 0 => T0, 1 => T1, 2 => T2, 3 => T3);
tuple_get!([T0, T1, T2, T3, T4] 0 => T0, 1 => T1, 2 => T2, 3 => T3, 4 => T4);
tuple_get!([T0, T1, T2, T3, T4, T5] 0 => T0, 1 => T1, 2 => T2, 3 => T3, 4 => T4, 5 => T5);
tuple_get!([T0, T1, T2, T3, T4, T5, T6] 0 => T0, 1 => T1, 2 => T2, 3 => T3, 4 => T4, 5 => T5, 6 => T6);
tuple_get!([T0, T1, T2, T3, T4, T5, T6, T7] 0 => T0, 1 => T1, 2 => T2, 3 => T3, 4 => T4, 5 => T5, 6 => T6, 7 => T7);
tuple_get!([T0, T1, T2, T3, T4, T5, T6, T7, T8] 0 => T0, 1 => T1, 2 => T2, 3 => T3, 4 => T4, 5 => T5, 6 => T6, 7 => T7, 8 => T8);
tuple_get!([T0, T1, T2, T3, T4, T5, T6, T7, T8, T9] 0 => T0, 1 => T1, 2 => T2, 3 => T3, 4 => T4, 5 => T5, 6 => T6, 7 => T7, 8 => T8, 9 => T9);
tuple_get!([T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10] 0 => T0, 1 => T1, 2 => T2, 3 => T3, 4 => T4, 5 => T5, 6 => T6, 7 => T7, 8 => T8, 9 => T9, 10 => T10);
tuple_get!([T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11] 0 => T0, 1 => T1, 2 => T2, 3 => T3, 4 => T4, 5 => T5, 6 => T6, 7 => T7, 8 => T8, 9 => T9, 10 => T10, 11 => T11);
