//! `coalesce(layout, profile)`: coalesce at the terminals of a profile.

use super::{Coalesce, Coalesced};
use crate::algebra::tuple_ops::{FromModes, FromModesOut, ModesOf, ModesOut};
use crate::algebra::AlgebraError;
use crate::hlist::{HCons, HNil, Tuple};
use crate::int::Int;
use crate::int_tuple::IntTuple;
use crate::layout::{CongruentWith, Layout};

// ---------------------------------------------------------------------------------------------
// coalesce with a profile

/// Coalesces each mode of a layout at the terminals of a profile, CuTe's
/// `coalesce(layout, trg_profile)`.
///
/// An integer profile coalesces the whole layout; a tuple profile of rank `r` coalesces mode
/// `i < r` with the profile's mode `i` and keeps the modes beyond `r` unchanged. Only the
/// profile's structure matters, not its values.
///
/// # Errors
/// A profile with more modes than the layout does not compile
/// (`coalesce: the profile has more modes than the layout`).
///
/// # Examples
/// ```
/// use layout_core::prelude::*;
/// let l = Layout::new((_2, (_1, _6)), (_1, (_6, _2)));
/// assert_eq!(coalesce_with(l, (_1, _1)).to_string(), "(_2,_6):(_1,_2)");
/// assert_eq!(coalesce_with(l, _1).to_string(), "_12:_1");
/// ```
///
/// CuTe: `cute::coalesce(layout, trg_profile)`, 02_layout_algebra.md §Coalesce.
pub trait CoalesceWith<P> {
    /// The coalesced layout.
    type Output;
    /// Coalesces by the profile.
    fn coalesce_with(self, profile: P) -> Self::Output;
}
/// The result of [`CoalesceWith`] (an alias; see [`Layout`] for methods).
pub type CoalescedWith<L, P> = <L as CoalesceWith<P>>::Output;

/// CuTe's `coalesce(layout, trg_profile)`; see [`CoalesceWith`].
///
/// ```
/// use layout_core::prelude::*;
/// let l = Layout::new(((_2, _4), _3), ((_1, _2), _8));
/// assert_eq!(coalesce_with(l, (_1,)).to_string(), "(_8,_3):(_1,_8)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn coalesce_with<L: CoalesceWith<P>, P>(layout: L, profile: P) -> CoalescedWith<L, P> {
    layout.coalesce_with(profile)
}
/// CuTe's `coalesce(layout, profile)` in the `try_*` form of the algebra: it has no precondition on dynamic values,
/// so it always returns `Ok` (static misuse does not compile).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_coalesce_with(Layout::new((_2, _4), (_1, _2)), (_1, _1)).unwrap().to_string(), "(_2,_4):(_1,_2)");
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn try_coalesce_with<L: CoalesceWith<P>, P>(
    layout: L,
    profile: P,
) -> Result<CoalescedWith<L, P>, AlgebraError> {
    Ok(layout.coalesce_with(profile))
}

/// Dispatches on the profile (an integer or a tuple), see [`CoalesceProfile`].
impl<S, D, P: CoalesceProfile<S, D>> CoalesceWith<P> for Layout<S, D> {
    type Output = P::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn coalesce_with(self, profile: P) -> Self::Output {
        profile.coalesce_layout(self)
    }
}

#[doc(hidden)]
/// `coalesce(layout, profile)` keyed on the profile (so that the profile's type is known before
/// an impl is chosen).
pub trait CoalesceProfile<S, D> {
    /// The coalesced layout.
    type Output;
    /// Coalesces `layout` by this profile.
    fn coalesce_layout(self, layout: Layout<S, D>) -> Self::Output;
}
macro_rules! int_coalesce_with {
    ([$($g:tt)*] $P:ty) => {
        /// An integer profile: coalesce the whole layout.
        impl<S, D, $($g)*> CoalesceProfile<S, D> for $P
        where
            $P: Int,
            Layout<S, D>: Coalesce,
        {
            type Output = Coalesced<Layout<S, D>>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn coalesce_layout(self, layout: Layout<S, D>) -> Self::Output {
                layout.coalesce()
            }
        }
    };
}
crate::int::for_each_int_ctor!(int_coalesce_with);

macro_rules! tuple_coalesce_with {
    ($($T:ident),*) => {
        /// A tuple profile: coalesce mode by mode (CuTe's `transform_layout`).
        impl<S, D, $($T: Copy),*> CoalesceProfile<S, D> for ($($T,)*)
        where
            Layout<S, D>: ModesOf,
            ModesOut<Layout<S, D>>: CoalesceByModes<crate::int_tuple::hlist_ty!($($T),*)>,
            CoalesceByModesOut<ModesOut<Layout<S, D>>, crate::int_tuple::hlist_ty!($($T),*)>:
                FromModes,
        {
            type Output = FromModesOut<
                CoalesceByModesOut<ModesOut<Layout<S, D>>, crate::int_tuple::hlist_ty!($($T),*)>,
            >;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn coalesce_layout(self, layout: Layout<S, D>) -> Self::Output {
                layout.modes().coalesce_by_modes(self.into_hlist()).into_layout()
            }
        }
    };
}
crate::int_tuple::for_each_tuple_arity!(tuple_coalesce_with);

#[doc(hidden)]
/// Coalesces the list of modes `Self` by the list of profile modes `PL`.
#[diagnostic::on_unimplemented(
    message = "coalesce: the profile has more modes than the layout",
    note = "CuTe requires rank(profile) <= rank(layout)"
)]
pub trait CoalesceByModes<PL> {
    /// The list of coalesced modes.
    type Output;
    /// Coalesces.
    fn coalesce_by_modes(self, profile: PL) -> Self::Output;
}
#[doc(hidden)]
/// The result of [`CoalesceByModes`].
pub type CoalesceByModesOut<ML, PL> = <ML as CoalesceByModes<PL>>::Output;
/// The profile is used up: the remaining modes are kept.
impl<ML> CoalesceByModes<HNil> for ML {
    type Output = ML;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn coalesce_by_modes(self, _: HNil) -> ML {
        self
    }
}
impl<S, D, MT, P, PT> CoalesceByModes<HCons<P, PT>> for HCons<(S, D), MT>
where
    S: IntTuple + CongruentWith<D>,
    D: IntTuple,
    Layout<S, D>: CoalesceWith<P>,
    CoalescedWith<Layout<S, D>, P>: ModeOfLayout,
    MT: CoalesceByModes<PT>,
{
    type Output = HCons<<CoalescedWith<Layout<S, D>, P> as ModeOfLayout>::Mode, MT::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn coalesce_by_modes(self, profile: HCons<P, PT>) -> Self::Output {
        let (s, d) = self.0;
        let m = Layout::new(s, d).coalesce_with(profile.0).into_mode();
        HCons(m, self.1.coalesce_by_modes(profile.1))
    }
}

#[doc(hidden)]
/// A layout as one mode `(shape, stride)` of a bigger layout.
pub trait ModeOfLayout {
    /// The `(shape, stride)` pair.
    type Mode;
    /// Splits the layout.
    fn into_mode(self) -> Self::Mode;
}
impl<S: IntTuple, D: IntTuple> ModeOfLayout for Layout<S, D> {
    type Mode = (S, D);
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn into_mode(self) -> (S, D) {
        (self.shape(), self.stride())
    }
}
