//! `max_common_vector` and `max_common_layout`: how many contiguous elements two layouts map
//! alike (CuTe's `layout.hpp`, "Max Common Layout").
//!
//! Both compute `common = coalesce(composition(a, right_inverse(b)))` and keep its first mode
//! only when CuTe can prove it is a contiguous vector: a static shape with the static stride
//! `_1`.
//!
//! | CuTe | first mode of `common` is `s:_1` with `s` static | otherwise |
//! |------|---------------------------------------------------|-----------|
//! | `max_common_vector(a, b)` | `s` | `_1` |
//! | `max_common_layout(a, b)` | `composition(right_inverse(b), s:_1)` | `_1:_0` |
//!
//! ```
//! use layout_core::prelude::*;
//! let a = Layout::new((_4, _8), (_1, _4));
//! assert_eq!(display(max_common_vector(a, a)).to_string(), "_32");
//! assert_eq!(max_common_layout(a, a).to_string(), "_32:_1");
//! assert_eq!(display(max_common_vector(a, Layout::new((_4, _8), (_8, _1)))).to_string(), "_1");
//! ```

use super::coalesce::{CoalesceList, CoalescedList};
use super::composition::{try_composition, Compose, Composed};
use super::error::AlgebraError;
use super::inverse::{try_right_inverse, RightInverse, RightInverseOf};
use crate::hlist::HCons;
use crate::int::{Int, _0, _1};
use crate::int::{IsOne, IsOneOut, IsStatic, IsStaticOut};
use crate::int_tuple::IntTuple;
use crate::layout::{CongruentWith, Layout};
use core::ops::BitAnd;
use typenum::{And, B0, B1};

#[doc(hidden)]
/// The first mode `S0:D0` of the coalesced common layout, and whether CuTe keeps it: `B1` when
/// `S0` is static and `D0` is the static `_1`. Read from the coalesced modes as lists, so the
/// common layout may have more modes than a tuple holds.
pub trait CommonFirst {
    /// The first shape.
    type S: Int;
    /// The first stride.
    type D: Int;
    /// `B1` when the first mode is a static contiguous vector.
    type Keep;
    /// The first mode.
    fn first(self) -> (Self::S, Self::D);
}
impl<S0: IsStatic, D0: IsOne, T> CommonFirst for HCons<Layout<S0, D0>, T>
where
    IsStaticOut<S0>: BitAnd<IsOneOut<D0>>,
{
    type S = S0;
    type D = D0;
    type Keep = And<IsStaticOut<S0>, IsOneOut<D0>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn first(self) -> (S0, D0) {
        (self.0.shape(), self.0.stride())
    }
}

#[doc(hidden)]
/// `common = coalesce(composition(a, right_inverse(b)))`, as its list of modes.
pub type CommonOf<A, B> = CoalescedList<Composed<A, RightInverseOf<B>>>;

#[doc(hidden)]
/// The two layouts `right_inverse(b)` and `common`, or the error of the composition.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn common<A, B>(a: A, b: B) -> Result<(RightInverseOf<B>, CommonOf<A, B>), AlgebraError>
where
    B: RightInverse,
    A: Compose<RightInverseOf<B>>,
    Composed<A, RightInverseOf<B>>: CoalesceList,
{
    let inv_b = try_right_inverse(b)?;
    let common = try_composition(a, inv_b)?.coalesce_list();
    Ok((inv_b, common))
}

/// The number of contiguous elements that two layouts map alike, CuTe's
/// `max_common_vector(a, b)`: an `N` such that `a(b.get_1d_coord(n)) == n` for `0 <= n < N`.
///
/// # Static vs dynamic
/// The result is always static: `_1` unless CuTe can prove a longer static contiguous vector.
///
/// # Errors
/// [`try_max_common_vector`] reports a composition that fails on dynamic values.
///
/// # Panics
/// [`max_common_vector`] panics where [`try_max_common_vector`] returns an error.
///
/// ```
/// use layout_core::prelude::*;
/// let a = Layout::new((_6, _7, _7), (_7, _1, _42));
/// let b = Layout::new((_6, _7, 7), (_7, _1, _42));
/// assert_eq!(display(max_common_vector(a, b)).to_string(), "_42");
/// assert_eq!(display(max_common_vector(Layout::new((4, 6), (1, 4)), Layout::new((4, 6), (1, 4)))).to_string(), "_1");
/// ```
///
/// CuTe: `cute::max_common_vector`.
pub trait MaxCommonVector<B> {
    /// The length of the common vector (a static integer).
    type Output: Int;
    /// Computes it, or reports a composition that fails on dynamic values.
    fn try_max_common_vector(self, b: B) -> Result<Self::Output, AlgebraError>;
}
/// The result of [`MaxCommonVector`].
pub type MaxCommonVectorOf<A, B> = <A as MaxCommonVector<B>>::Output;

/// CuTe's `max_common_vector(a, b)`; see [`MaxCommonVector`].
///
/// # Panics
/// When the composition fails on dynamic values (see [`try_max_common_vector`]).
#[inline]
pub fn max_common_vector<A: MaxCommonVector<B>, B>(a: A, b: B) -> MaxCommonVectorOf<A, B> {
    match a.try_max_common_vector(b) {
        Ok(v) => v,
        Err(e) => panic!("{e}"),
    }
}
/// CuTe's `max_common_vector(a, b)`, with an error where the composition fails on dynamic values.
///
/// ```
/// use layout_core::prelude::*;
/// let a = Layout::new((_2, _3), (_1, _2));
/// assert_eq!(display(try_max_common_vector(a, a).unwrap()).to_string(), "_6");
/// ```
#[inline]
pub fn try_max_common_vector<A: MaxCommonVector<B>, B>(
    a: A,
    b: B,
) -> Result<MaxCommonVectorOf<A, B>, AlgebraError> {
    a.try_max_common_vector(b)
}

impl<SA, DA, SB, DB> MaxCommonVector<Layout<SB, DB>> for Layout<SA, DA>
where
    Layout<SB, DB>: RightInverse,
    Layout<SA, DA>: Compose<RightInverseOf<Layout<SB, DB>>>,
    Composed<Layout<SA, DA>, RightInverseOf<Layout<SB, DB>>>: CoalesceList,
    CommonOf<Layout<SA, DA>, Layout<SB, DB>>: CommonFirst,
    <CommonOf<Layout<SA, DA>, Layout<SB, DB>> as CommonFirst>::Keep:
        MaxCommonVectorBy<<CommonOf<Layout<SA, DA>, Layout<SB, DB>> as CommonFirst>::S>,
{
    type Output =
        <<CommonOf<Layout<SA, DA>, Layout<SB, DB>> as CommonFirst>::Keep as MaxCommonVectorBy<
            <CommonOf<Layout<SA, DA>, Layout<SB, DB>> as CommonFirst>::S,
        >>::Output;
    #[inline]
    fn try_max_common_vector(self, b: Layout<SB, DB>) -> Result<Self::Output, AlgebraError> {
        let (_, common) = common(self, b)?;
        let (s0, _) = common.first();
        Ok(<<CommonOf<Layout<SA, DA>, Layout<SB, DB>> as CommonFirst>::Keep as MaxCommonVectorBy<
            _,
        >>::pick(s0))
    }
}

#[doc(hidden)]
/// `max_common_vector`'s two branches, keyed on [`CommonFirst::Keep`].
pub trait MaxCommonVectorBy<S> {
    /// The vector length.
    type Output: Int;
    /// Picks it.
    fn pick(s: S) -> Self::Output;
}
/// "Truncate to the size of the contiguous vector (static stride-1 mode)": `shape<0>(common)`.
impl<S: Int> MaxCommonVectorBy<S> for B1 {
    type Output = S;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn pick(s: S) -> S {
        s
    }
}
/// Otherwise `_1`.
impl<S> MaxCommonVectorBy<S> for B0 {
    type Output = _1;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn pick(_: S) -> _1 {
        _1
    }
}

/// The layout of the contiguous elements that two layouts map alike, in `b`'s coordinates,
/// CuTe's `max_common_layout(a, b)`: `R` with `a(R(i)) == i` and `b(R(i)) == i` for
/// `0 <= i < size(R)`.
///
/// # Static vs dynamic
/// `_1:_0` unless CuTe can prove a static contiguous vector of more than one element.
///
/// # Errors
/// [`try_max_common_layout`] reports a composition that fails on dynamic values.
///
/// # Panics
/// [`max_common_layout`] panics where [`try_max_common_layout`] returns an error.
///
/// ```
/// use layout_core::prelude::*;
/// let a = Layout::new((_5, (_8, _3)), (_1, (_15, _5)));
/// assert_eq!(max_common_layout(a, a).to_string(), "(_5,_3,_8):(_1,_40,_5)");
/// assert_eq!(max_common_layout(Layout::new(7, 1), Layout::new(_7, 1)).to_string(), "_1:_0");
/// ```
///
/// CuTe: `cute::max_common_layout`.
pub trait MaxCommonLayout<B> {
    /// The common layout.
    type Output;
    /// Computes it, or reports a composition that fails on dynamic values.
    fn try_max_common_layout(self, b: B) -> Result<Self::Output, AlgebraError>;
}
/// The result of [`MaxCommonLayout`] (an alias; see [`Layout`] for methods).
pub type MaxCommonLayoutOf<A, B> = <A as MaxCommonLayout<B>>::Output;

/// CuTe's `max_common_layout(a, b)`; see [`MaxCommonLayout`].
///
/// # Panics
/// When a composition fails on dynamic values (see [`try_max_common_layout`]).
#[inline]
pub fn max_common_layout<A: MaxCommonLayout<B>, B>(a: A, b: B) -> MaxCommonLayoutOf<A, B> {
    match a.try_max_common_layout(b) {
        Ok(v) => v,
        Err(e) => panic!("{e}"),
    }
}
/// CuTe's `max_common_layout(a, b)`, with an error where a composition fails on dynamic values.
///
/// ```
/// use layout_core::prelude::*;
/// let a = Layout::new(_6, _1);
/// assert_eq!(try_max_common_layout(a, a).unwrap().to_string(), "_6:_1");
/// ```
#[inline]
pub fn try_max_common_layout<A: MaxCommonLayout<B>, B>(
    a: A,
    b: B,
) -> Result<MaxCommonLayoutOf<A, B>, AlgebraError> {
    a.try_max_common_layout(b)
}

#[doc(hidden)]
/// The first mode of the common layout of `A` and `B`.
pub type CommonFirstOf<A, B> = (
    <CommonOf<A, B> as CommonFirst>::S,
    <CommonOf<A, B> as CommonFirst>::D,
);

impl<SA, DA, SB, DB> MaxCommonLayout<Layout<SB, DB>> for Layout<SA, DA>
where
    Layout<SB, DB>: RightInverse,
    Layout<SA, DA>: Compose<RightInverseOf<Layout<SB, DB>>>,
    Composed<Layout<SA, DA>, RightInverseOf<Layout<SB, DB>>>: CoalesceList,
    CommonOf<Layout<SA, DA>, Layout<SB, DB>>: CommonFirst,
    <CommonOf<Layout<SA, DA>, Layout<SB, DB>> as CommonFirst>::Keep: MaxCommonLayoutBy<
        RightInverseOf<Layout<SB, DB>>,
        CommonFirstOf<Layout<SA, DA>, Layout<SB, DB>>,
    >,
{
    type Output =
        <<CommonOf<Layout<SA, DA>, Layout<SB, DB>> as CommonFirst>::Keep as MaxCommonLayoutBy<
            RightInverseOf<Layout<SB, DB>>,
            CommonFirstOf<Layout<SA, DA>, Layout<SB, DB>>,
        >>::Output;
    #[inline]
    fn try_max_common_layout(self, b: Layout<SB, DB>) -> Result<Self::Output, AlgebraError> {
        let (inv_b, common) = common(self, b)?;
        <<CommonOf<Layout<SA, DA>, Layout<SB, DB>> as CommonFirst>::Keep as MaxCommonLayoutBy<
            _,
            _,
        >>::pick(inv_b, common.first())
    }
}

#[doc(hidden)]
/// `max_common_layout`'s two branches, keyed on [`CommonFirst::Keep`].
pub trait MaxCommonLayoutBy<Inv, First> {
    /// The common layout.
    type Output;
    /// Builds it.
    fn pick(inv_b: Inv, first: First) -> Result<Self::Output, AlgebraError>;
}
/// "Truncate to the size of the contiguous vector": `composition(inv_b, layout<0>(common))`.
impl<Inv, S0, D0> MaxCommonLayoutBy<Inv, (S0, D0)> for B1
where
    S0: IntTuple + CongruentWith<D0>,
    D0: IntTuple,
    Inv: Compose<Layout<S0, D0>>,
{
    type Output = Composed<Inv, Layout<S0, D0>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn pick(inv_b: Inv, (s0, d0): (S0, D0)) -> Result<Self::Output, AlgebraError> {
        try_composition(inv_b, Layout::new(s0, d0))
    }
}
/// Otherwise `_1:_0`.
impl<Inv, First> MaxCommonLayoutBy<Inv, First> for B0 {
    type Output = Layout<_1, _0>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn pick(_: Inv, _: First) -> Result<Self::Output, AlgebraError> {
        Ok(Layout::new(_1, _0))
    }
}
