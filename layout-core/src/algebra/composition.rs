//! `composition(A, B)`: the layout `R` with `R(c) = A(B(c))` (CuTe's `composition`,
//! 02_layout_algebra.md §Composition).
//!
//! | `B` | result |
//! |-----|--------|
//! | a layout | `composition_impl(coalesce_x(A), shape(B), stride(B))` |
//! | an integer `N` | `A o N:_1` |
//! | `_` | `A` |
//! | a tuple of tilers | `(A0 o B0, A1 o B1, ...)`: mode by mode; modes of `A` beyond the tiler are dropped |
//!
//! `composition_impl` distributes over a tuple right-hand side, keeps a static `_0` stride
//! (`s:_0`), multiplies strides for an integral left-hand side, and otherwise folds over the
//! left-hand modes, dividing the right-hand stride and shape through them, exactly as CuTe.

#[doc(hidden)]
pub mod fold;

use super::admissibility::{self, const_modes, push_leaf_modes, Modes, PushModes};
use super::coalesce::CoalesceXModes;
use super::error::{AlgebraError, Checks};
use super::mode_list::{
    leaf_modes, top_modes, LeafModes, MakeLayout, MakeLayoutOut, TilerLenLe, TopModes,
};
use super::tiler::Underscore;
use crate::hlist::{HCons, HList, HNil, Tuple};
use crate::int::{Int, _1};
use crate::int_tuple::{for_each_nonempty_tuple_arity, hlist_ty, IntTuple};
use crate::layout::Layout;
use fold::{ComposeImpl, ComposeImplOut};

/// Composition with a layout or a tiler, CuTe's `composition(A, B)`.
///
/// # Post-conditions
/// `compatible(B, R)`, and `R(c) == A(B(c))` for every coordinate `c` of `B`.
///
/// # Static vs dynamic
/// The result's structure depends only on static facts (CuTe's `if constexpr` branches);
/// dynamic values flow through run-time arithmetic. With dynamic values CuTe cannot prove that
/// a mode has size 1, so it keeps it: `(6,2):(8,2) o (4,3):(3,1)` is `((2,2),(3,1)):((24,2),(8,2))`
/// while the static form is `((_2,_2),_3):((_24,_2),_8)`.
///
/// # Errors
/// Static: CuTe's stride and shape divisibility conditions are checked by the type checker (a
/// compile error naming `composition`), as is a tiler with more modes than `A`. Every input is
/// also checked against the closed-form admissibility conditions of
/// [`admissibility::composition`] (divisibility as the mathematics needs it, disjoint images
/// of `B`'s modes): an input that fails them (dynamic values, or static ones CuTe accepts
/// although its result is not `A o B`, e.g. `((_8,_2)):((_3,_0))` o `((_4,_4)):((_0,_5))`) is
/// an error naming the condition and the values, and so is a zero in a shape. For static
/// inputs the condition is decided at compile time: it costs nothing at run time.
///
/// ```
/// use layout_core::prelude::*;
/// let a = Layout::new((_6, _2), (_8, _2));
/// let b = Layout::new((_4, _3), (_3, _1));
/// assert_eq!(composition(a, b).to_string(), "((_2,_2),_3):((_24,_2),_8)");
/// // the result of a static composition is a type
/// static_assertions::assert_type_eq_all!(
///     Composed<Layout<(_6, _2), (_8, _2)>, Layout<(_4, _3), (_3, _1)>>,
///     Layout<((_2, _2), _3), ((_24, _2), _8)>
/// );
/// let d = composition(Layout::new((6, 2), (8, 2)), Layout::new((4, 3), (3, 1)));
/// assert_eq!(d.to_string(), "((2,2),(3,1)):((24,2),(8,2))");
/// ```
///
/// CuTe: `cute::composition`, 02_layout_algebra.md §Composition.
#[diagnostic::on_unimplemented(
    message = "composition: `{Self}` cannot be composed with `{B}`",
    note = "B is a layout, an integer, `_` or a tuple of those with at most rank(A) modes"
)]
pub trait Compose<B> {
    /// The composed layout.
    type Output: Copy;
    #[doc(hidden)]
    /// Composes, recording dynamic precondition failures in `c`.
    fn compose_checked(self, b: B, c: &mut Checks) -> Self::Output;
}
/// The result of [`Compose`]: `A o B`. This is an alias; see [`Layout`] for methods.
pub type Composed<A, B> = <A as Compose<B>>::Output;

/// CuTe's `composition(a, b)`.
///
/// # Panics
/// When a precondition fails on dynamic values, or the input is inadmissible although CuTe
/// accepts it (decided by the closed-form conditions of
/// [`admissibility`](crate::algebra::admissibility), at compile time for static inputs; see [`try_composition`]).
///
/// ```
/// use layout_core::prelude::*;
/// let l = composition(Layout::new((_4, _2), (_2, _1)), (_2, _1));
/// assert_eq!(l.to_string(), "(_2,_1):(_2,_1)");
/// ```
#[inline]
#[track_caller]
pub fn composition<A: Compose<B>, B>(a: A, b: B) -> Composed<A, B> {
    match try_composition(a, b) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}

/// CuTe's `composition(a, b)`, returning an error when a precondition fails on dynamic values.
///
/// ```
/// use layout_core::prelude::*;
/// assert!(try_composition(Layout::new(6, 2), Layout::new(2, 1)).is_ok());
/// // 3:3 over (4,6):(1,4) fails the shape divisibility condition, and the result would be wrong
/// assert!(try_composition(Layout::new((4, 6), (1, 4)), Layout::new(3, 3)).is_err());
/// ```
#[inline]
pub fn try_composition<A: Compose<B>, B>(a: A, b: B) -> Result<Composed<A, B>, AlgebraError> {
    Checks::run(|c| a.compose_checked(b, c))
}

const OP: &str = "composition";

/// Checks that no shape leaf is zero (a zero mode makes CuTe divide by zero).
pub(crate) fn check_nonzero_shape(s: &dyn crate::int_tuple::DynIntTuple) -> bool {
    match s.leaf() {
        Some((v, _)) => v != 0,
        None => (0..s.rank_dyn())
            .filter_map(|i| s.mode_dyn(i))
            .all(check_nonzero_shape),
    }
}

/// The admissibility of `A o B` for static `S:D` and `S2:D2`, decided at compile time (`None`
/// when a leaf is dynamic: then it is decided at run time, in O(rank)).
struct StaticVerdict<S, D, S2, D2>(core::marker::PhantomData<(S, D, S2, D2)>);
impl<S: IntTuple, D: IntTuple, S2: IntTuple, D2: IntTuple> StaticVerdict<S, D, S2, D2> {
    const VERDICT: Option<Result<(), AlgebraError>> = match (
        const_modes(S::LEAVES, D::LEAVES),
        const_modes(S2::LEAVES, D2::LEAVES),
    ) {
        (Some(a), Some(b)) => Some(admissibility::composition(
            a.coalesced_x().as_slice(),
            b.as_slice(),
        )),
        _ => None,
    };
}

// ------------------------------------------------------------------------------------------
// Compose impls: layout, integer, underscore, tuple tilers

/// Every `A o B` goes through the tiler `B` ([`ComposeTiler`]), so that rustc never searches
/// impls while `B` is still unknown.
impl<S, D, B: ComposeTiler<S, D>> Compose<B> for Layout<S, D> {
    type Output = B::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compose_checked(self, b: B, c: &mut Checks) -> Self::Output {
        b.compose_tiler(self, c)
    }
}

/// `A o B` seen from the tiler `B` (a layout, an integer, `_` or a tuple of those).
#[diagnostic::on_unimplemented(
    message = "composition: `{Self}` is not a layout or a tiler for a layout of shape `{S}`",
    note = "a tiler is a layout, an integer, `_` or a tuple of those with at most rank(A) modes"
)]
pub trait ComposeTiler<S, D> {
    /// The composed layout.
    type Output: Copy;
    /// Composes `a o self`.
    fn compose_tiler(self, a: Layout<S, D>, c: &mut Checks) -> Self::Output;
}

/// `A o B` for a layout `B`: `composition_impl(coalesce_x(A), shape(B), stride(B))`.
impl<S, D, S2, D2> ComposeTiler<S, D> for Layout<S2, D2>
where
    S: IntTuple + LeafModes<D>,
    D: IntTuple,
    S2: IntTuple + ComposeImpl<D2, <S::List as CoalesceXModes>::Output>,
    D2: IntTuple,
    S::List: CoalesceXModes,
    <S::List as CoalesceXModes>::Output: PushModes,
{
    type Output = ComposeImplOut<S2, D2, <S::List as CoalesceXModes>::Output>;
    #[inline]
    fn compose_tiler(self, a: Layout<S, D>, c: &mut Checks) -> Self::Output {
        // (zero static shapes are compile errors: this check runs for dynamic ones only)
        let dynamic = !(S::IS_STATIC && S2::IS_STATIC);
        if c.verify
            && dynamic
            && !(check_nonzero_shape(&a.shape()) && check_nonzero_shape(&self.shape()))
        {
            c.fail(AlgebraError::new(OP, "a shape has a zero mode", [0; 4]));
        }
        let flat = leaf_modes(a).coalesce_x_modes();
        // (basis strides map into a coordinate space: CuTe checks nothing there, nor do we)
        let admissible = match StaticVerdict::<S, D, S2, D2>::VERDICT {
            _ if <D as admissibility::ConstLeaves>::BASIS => Ok(()),
            Some(verdict) => verdict,
            None if !c.verify => Ok(()),
            None => {
                let (mut am, mut bm) = (Modes::new(), Modes::new());
                flat.push_modes(&mut am);
                push_leaf_modes(&self.shape(), &self.stride(), &mut bm);
                admissibility::composition(am.as_slice(), bm.as_slice())
            }
        };
        let mut local = Checks {
            verify: c.verify,
            ..Checks::default()
        };
        let r = self.shape().compose_impl(self.stride(), flat, &mut local);
        if let Some(e) = local.hard {
            c.fail(e);
        } else if let Err(e) = admissible {
            c.fail(e);
        }
        r
    }
}

macro_rules! int_compose {
    ([$($g:tt)*] $I:ty) => {
        /// `A o N` for an integer `N`: `A o N:_1`.
        impl<S, D, $($g)*> ComposeTiler<S, D> for $I
        where
            $I: Int,
            Layout<$I, _1>: ComposeTiler<S, D>,
        {
            type Output = <Layout<$I, _1> as ComposeTiler<S, D>>::Output;
            #[inline]
            fn compose_tiler(self, a: Layout<S, D>, c: &mut Checks) -> Self::Output {
                Layout::new(self, _1::default()).compose_tiler(a, c)
            }
        }
    };
}
crate::int::for_each_int_ctor!(int_compose);

/// `A o _` is `A`.
impl<S: Copy, D: Copy> ComposeTiler<S, D> for Underscore {
    type Output = Layout<S, D>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compose_tiler(self, a: Layout<S, D>, _: &mut Checks) -> Layout<S, D> {
        a
    }
}

/// The tiler's modes composed with the modes of `A`, one by one; modes of `A` beyond the
/// tiler are dropped (CuTe: "Drop any modes of lhs that aren't hit by rhs"). `Self` is the
/// list of tiler modes, `M` the list of modes of `A`.
#[diagnostic::on_unimplemented(
    message = "composition: too many modes in tiler (CuTe: tuple_size<Tiler> <= rank(Layout))",
    note = "a tuple tiler applies mode by mode; it may not have more modes than the layout"
)]
pub trait ComposeByMode<M> {
    /// The list of composed modes.
    type Output: HList;
    /// Composes.
    fn compose_by_mode(self, m: M, c: &mut Checks) -> Self::Output;
}
impl<M: HList> ComposeByMode<M> for HNil {
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compose_by_mode(self, _: M, _: &mut Checks) -> HNil {
        HNil
    }
}
impl<MS, MD, MT, T: ComposeTiler<MS, MD>, TT: ComposeByMode<MT>>
    ComposeByMode<HCons<Layout<MS, MD>, MT>> for HCons<T, TT>
where
    HCons<T::Output, TT::Output>: HList,
{
    type Output = HCons<T::Output, TT::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compose_by_mode(self, m: HCons<Layout<MS, MD>, MT>, c: &mut Checks) -> Self::Output {
        let h = self.0.compose_tiler(m.0, c);
        HCons(h, self.1.compose_by_mode(m.1, c))
    }
}

macro_rules! tuple_compose {
    ($($T:ident),*) => {
        /// `A o (B0, B1, ...)`: mode by mode.
        impl<S: IntTuple, D: IntTuple, $($T: Copy),*> ComposeTiler<S, D> for ($($T,)*)
        where
            S: TopModes<D>,
            hlist_ty!($($T),*): TilerLenLe<S::List>,
            <hlist_ty!($($T),*) as TilerLenLe<S::List>>::Out: ComposeTilerRank<hlist_ty!($($T),*)>,
            <<hlist_ty!($($T),*) as TilerLenLe<S::List>>::Out as ComposeTilerRank<hlist_ty!($($T),*)>>::Checked: ComposeByMode<S::List>,
            <<<hlist_ty!($($T),*) as TilerLenLe<S::List>>::Out as ComposeTilerRank<hlist_ty!($($T),*)>>::Checked as ComposeByMode<S::List>>::Output: MakeLayout,
            MakeLayoutOut<<<<hlist_ty!($($T),*) as TilerLenLe<S::List>>::Out as ComposeTilerRank<hlist_ty!($($T),*)>>::Checked as ComposeByMode<S::List>>::Output>: Copy,
        {
            type Output = MakeLayoutOut<<<<hlist_ty!($($T),*) as TilerLenLe<S::List>>::Out as ComposeTilerRank<hlist_ty!($($T),*)>>::Checked as ComposeByMode<S::List>>::Output>;
            #[inline]
            fn compose_tiler(self, a: Layout<S, D>, c: &mut Checks) -> Self::Output {
                <<hlist_ty!($($T),*) as TilerLenLe<S::List>>::Out as ComposeTilerRank<hlist_ty!($($T),*)>>::gate(self.into_hlist()).compose_by_mode(top_modes(a), c).make_layout()
            }
        }
    };
}
for_each_nonempty_tuple_arity!(tuple_compose);

/// The tiler has at most rank(L) modes (`B1`); `Checked` is the tiler list, through which the
/// rest of the op goes.
#[diagnostic::on_unimplemented(
    message = "composition: Too many modes in tiler (CuTe: tuple_size<Tiler> <= rank(Layout))",
    note = "a tuple tiler applies mode by mode; it may not have more modes than the layout"
)]
pub trait ComposeTilerRank<TL> {
    /// The tiler list.
    type Checked;
    /// The tiler list.
    fn gate(tl: TL) -> Self::Checked;
}
impl<TL> ComposeTilerRank<TL> for typenum::B1 {
    type Checked = TL;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn gate(tl: TL) -> TL {
        tl
    }
}
