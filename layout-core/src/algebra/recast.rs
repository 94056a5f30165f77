//! `upcast`, `downcast` and `recast_layout`: a layout of elements reinterpreted as a layout of
//! wider or narrower elements (CuTe's `layout.hpp`, "Upcast", "Downcast", "Recast").
//!
//! | CuTe | leaf `s:d` becomes |
//! |------|--------------------|
//! | `upcast<N>`, `d == _0` | `s:_0` |
//! | `upcast<N>`, `d` static | `ceil_div(s, ceil_div(N, abs(d))) : signum(d) * ceil_div(abs(d), N)` |
//! | `upcast<N>`, `d` dynamic | `s : d / N` (checked at run time: `N` must divide `d`) |
//! | `downcast<N>`, `d == _1` or `_-1` | `s * N : d` |
//! | `downcast<N>`, otherwise | `s : d * N` |
//! | `recast_layout<Old, New>` | with `New/Old = num/den` in lowest terms: `downcast<den>(upcast<num>(L))`, each step skipped when its factor is 1 |
//!
//! ```
//! use layout_core::prelude::*;
//! let l = Layout::new((_4, _8), (_1, _4));
//! assert_eq!(upcast(l, _2).to_string(), "(_2,_8):(_1,_2)");
//! assert_eq!(downcast(l, _2).to_string(), "(_8,_8):(_1,_8)");
//! assert_eq!(recast_layout(Layout::new((_2, _8), (_1, _8)), _4, _8).to_string(), "(_1,_8):(_1,_4)");
//! ```

mod downcast;

pub use downcast::*;

use super::error::AlgebraError;
use super::tuple_ops::{LeafFn, LeafMap, MapPairs, MappedShape, MappedStride};
use crate::hlist::{HCons, HNil};
use crate::int::{
    Int, IntCeilDiv, IntCeilQuot, IntDiv, IntGcd, IntGcf, IntMul, IntProd, IntQuot, IsOne,
    IsOneOut, IsZero, IsZeroOut, StaticInt,
};
use crate::int_tuple::flatten::Leaves;
use crate::int_tuple::IntTuple;
use crate::layout::{CongruentWith, Layout};
use core::marker::PhantomData;
use core::ops::BitAnd;
use core::ops::BitOr;
use core::ops::Rem;
use typenum::{And, Bit, Mod, NInt, NonZero, Or, PInt, Unsigned, B0, B1, N1, Z0};

#[doc(hidden)]
/// The factor `N` of `upcast<N>`/`downcast<N>` and the widths of `recast_layout`: a positive
/// static integer.
#[diagnostic::on_unimplemented(
    message = "upcast/downcast/recast_layout: `{Self}` is not a positive static integer",
    note = "the factor is a template argument in CuTe: write `_2`, `_4`, ..."
)]
pub trait RecastFactor: StaticInt {}
impl<U: Unsigned + NonZero> RecastFactor for PInt<U> where PInt<U>: StaticInt {}

fn unwrap_or_panic<T>(r: Result<T, AlgebraError>) -> T {
    match r {
        Ok(v) => v,
        Err(e) => panic!("{e}"),
    }
}

// ---------------------------------------------------------------------------------------------
// upcast

/// Reinterprets a layout of elements as a layout of `N` times wider elements, CuTe's
/// `upcast<N>(layout)`: a stride-1 mode's size is divided by `N`, every other stride is divided
/// by `N`.
///
/// # Static vs dynamic
/// For a static stride the divisibility condition (`d % N == 0 || N % d == 0`) is checked at
/// compile time; a dynamic stride is divided at run time and must be a multiple of `N`.
///
/// # Errors
/// A static stride that fails the divisibility condition does not compile (`upcast:
/// Divisibility condition`). [`try_upcast`] returns an [`AlgebraError`] when a dynamic stride is
/// not a multiple of `N`.
///
/// # Panics
/// [`upcast`] panics where [`try_upcast`] returns an error.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(upcast(Layout::new((6, 8), (_1, 12)), _2).to_string(), "(3,8):(_1,6)");
/// assert_eq!(upcast(Layout::new((5,), (_1,)), _4).to_string(), "(2):(_1)");
/// assert!(try_upcast(Layout::new((2, 4), (_1, 3)), _2).is_err());
/// ```
///
/// A static stride that `N` does not divide (nor divides) does not compile:
/// ```compile_fail
/// use layout_core::prelude::*;
/// let _ = upcast(Layout::new(_8, _3), _2);
/// ```
///
/// CuTe: `cute::upcast`.
pub trait Upcast<N> {
    /// The upcast layout.
    type Output;
    /// Upcasts, or reports a dynamic stride that `N` does not divide.
    fn try_upcast(self) -> Result<Self::Output, AlgebraError>;
}
/// The result of [`Upcast`] (an alias; see [`Layout`] for methods).
pub type Upcasted<L, N> = <L as Upcast<N>>::Output;

/// CuTe's `upcast<N>(layout)`; see [`Upcast`].
///
/// # Panics
/// When a dynamic stride is not a multiple of `N` (see [`try_upcast`]).
#[inline]
pub fn upcast<L: Upcast<N>, N>(layout: L, _n: N) -> Upcasted<L, N> {
    unwrap_or_panic(layout.try_upcast())
}
/// CuTe's `upcast<N>(layout)`, with an error where a dynamic stride is not a multiple of `N`.
///
/// ```
/// use layout_core::prelude::*;
/// let e = try_upcast(Layout::new((2, 4), (_1, 3)), _2).unwrap_err();
/// assert_eq!(e.op, "upcast");
/// ```
#[inline]
pub fn try_upcast<L: Upcast<N>, N>(layout: L, _n: N) -> Result<Upcasted<L, N>, AlgebraError> {
    layout.try_upcast()
}

/// Dispatches on the factor, see [`UpcastBy`].
impl<S, D, N: UpcastBy<S, D>> Upcast<N> for Layout<S, D> {
    type Output = N::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn try_upcast(self) -> Result<Self::Output, AlgebraError> {
        N::upcast_by(self)
    }
}

#[doc(hidden)]
/// `upcast<N>(layout)` seen from the factor `Self`.
pub trait UpcastBy<S, D> {
    /// The upcast layout.
    type Output;
    /// Upcasts.
    fn upcast_by(l: Layout<S, D>) -> Result<Self::Output, AlgebraError>;
}

impl<S, D, N> UpcastBy<S, D> for N
where
    N: RecastFactor,
    S: IntTuple + Leaves,
    D: IntTuple + Leaves,
    S::List: LeavesZipRev<D::List, HNil>,
    LeavesZipRevOut<S::List, D::List>: UpcastAllDivisible<N>,
    <LeavesZipRevOut<S::List, D::List> as UpcastAllDivisible<N>>::Output: UpcastDivisible<S>,
    UpcastGated<S, D, N>: MapPairs<UpcastFn<N>, D>,
    MappedShape<UpcastGated<S, D, N>, UpcastFn<N>, D>:
        CongruentWith<MappedStride<UpcastGated<S, D, N>, UpcastFn<N>, D>>,
{
    type Output = Layout<
        MappedShape<UpcastGated<S, D, N>, UpcastFn<N>, D>,
        MappedStride<UpcastGated<S, D, N>, UpcastFn<N>, D>,
    >;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn upcast_by(l: Layout<S, D>) -> Result<Self::Output, AlgebraError> {
        let gated = <<LeavesZipRevOut<S::List, D::List> as UpcastAllDivisible<N>>::Output as UpcastDivisible<S>>::gate(l.shape());
        let (s, d) = gated.map_pairs(l.stride())?;
        Ok(Layout::new(s, d))
    }
}

#[doc(hidden)]
/// The shape of a layout, once the divisibility condition of `upcast<N>` has passed.
pub type UpcastGated<S, D, N> = <<LeavesZipRevOut<<S as Leaves>::List, <D as Leaves>::List> as UpcastAllDivisible<N>>::Output as UpcastDivisible<S>>::Checked;

#[doc(hidden)]
/// `B1` when every static stride of the list of `(shape, stride)` leaves passes `upcast<N>`'s
/// divisibility condition.
pub trait UpcastAllDivisible<N> {
    /// `B1` or `B0`.
    type Output: Bit;
}
impl<N> UpcastAllDivisible<N> for HNil {
    type Output = B1;
}
impl<S, D: UpcastStrideOk<N>, T: UpcastAllDivisible<N>, N> UpcastAllDivisible<N>
    for HCons<(S, D), T>
where
    D::Output: BitAnd<T::Output>,
    And<D::Output, T::Output>: Bit,
{
    type Output = And<D::Output, T::Output>;
}

#[doc(hidden)]
/// CuTe's divisibility condition for one stride: `B1` for `_0` and dynamic strides, else
/// `d % N == 0 || N % d == 0`.
pub trait UpcastStrideOk<N> {
    /// `B1` or `B0`.
    type Output: Bit;
}
impl<N> UpcastStrideOk<N> for i32 {
    type Output = B1;
}
impl<N> UpcastStrideOk<N> for Z0 {
    type Output = B1;
}
impl<N, U: Unsigned + NonZero> UpcastStrideOk<N> for PInt<U>
where
    PInt<U>: Rem<N>,
    N: Rem<PInt<U>>,
    Mod<PInt<U>, N>: IsZero,
    Mod<N, PInt<U>>: IsZero,
    IsZeroOut<Mod<PInt<U>, N>>: BitOr<IsZeroOut<Mod<N, PInt<U>>>>,
    UpcastCondition<PInt<U>, N>: Bit,
{
    type Output = UpcastCondition<PInt<U>, N>;
}
impl<N, U: Unsigned + NonZero> UpcastStrideOk<N> for NInt<U>
where
    NInt<U>: Rem<N>,
    N: Rem<NInt<U>>,
    Mod<NInt<U>, N>: IsZero,
    Mod<N, NInt<U>>: IsZero,
    IsZeroOut<Mod<NInt<U>, N>>: BitOr<IsZeroOut<Mod<N, NInt<U>>>>,
    UpcastCondition<NInt<U>, N>: Bit,
{
    type Output = UpcastCondition<NInt<U>, N>;
}

#[doc(hidden)]
/// `upcast<N>` on one leaf.
#[derive(Clone, Copy, Debug, Default)]
pub struct UpcastFn<N>(PhantomData<N>);
impl<N> LeafFn for UpcastFn<N> {
    type Err = AlgebraError;
}

#[doc(hidden)]
/// CuTe's static "Divisibility condition" of `upcast`: `d % N == 0 || N % d == 0`.
#[diagnostic::on_unimplemented(
    message = "upcast: Divisibility condition (a static stride and N must divide one another)",
    note = "CuTe requires `stride % N == 0 or N % stride == 0` for every static stride"
)]
pub trait UpcastDivisible<X> {
    /// `X`, once the condition holds.
    type Checked;
    /// Passes `X` through.
    fn gate(x: X) -> Self::Checked;
}
#[diagnostic::do_not_recommend]
impl<X> UpcastDivisible<X> for B1 {
    type Checked = X;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn gate(x: X) -> X {
        x
    }
}

#[doc(hidden)]
/// The divisibility condition of `upcast<N>` for the static stride `D`.
pub type UpcastCondition<D, N> = Or<IsZeroOut<Mod<D, N>>, IsZeroOut<Mod<N, D>>>;

/// `s:_0 => s:_0` (CuTe: "static-0 stride").
impl<S: Int, N> LeafMap<S, Z0> for UpcastFn<N> {
    type S = S;
    type D = Z0;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn map(s: S, d: Z0) -> Result<(S, Z0), AlgebraError> {
        Ok((s, d))
    }
}
/// `s:d => ceil_div(s, ceil_div(N, d)) : ceil_div(d, N)` for a static `d > 0`.
impl<S, N, U> LeafMap<S, PInt<U>> for UpcastFn<N>
where
    U: Unsigned + NonZero,
    PInt<U>: StaticInt + IntCeilDiv<N>,
    N: StaticInt + IntCeilDiv<PInt<U>>,
    S: IntCeilDiv<IntCeilQuot<N, PInt<U>>>,
{
    type S = IntCeilQuot<S, IntCeilQuot<N, PInt<U>>>;
    type D = IntCeilQuot<PInt<U>, N>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn map(s: S, d: PInt<U>) -> Result<(Self::S, Self::D), AlgebraError> {
        let n = N::default();
        Ok((s.int_ceil_div(n.int_ceil_div(d)), d.int_ceil_div(n)))
    }
}
/// `s:d => ceil_div(s, ceil_div(N, -d)) : -ceil_div(-d, N)` for a static `d < 0`.
impl<S, N, U> LeafMap<S, NInt<U>> for UpcastFn<N>
where
    U: Unsigned + NonZero,
    NInt<U>: StaticInt,
    PInt<U>: StaticInt + IntCeilDiv<N>,
    N: StaticInt + IntCeilDiv<PInt<U>>,
    S: IntCeilDiv<IntCeilQuot<N, PInt<U>>>,
    N1: IntMul<IntCeilQuot<PInt<U>, N>>,
{
    type S = IntCeilQuot<S, IntCeilQuot<N, PInt<U>>>;
    type D = IntProd<N1, IntCeilQuot<PInt<U>, N>>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn map(s: S, _: NInt<U>) -> Result<(Self::S, Self::D), AlgebraError> {
        let (n, ad) = (N::default(), PInt::<U>::default());
        Ok((
            s.int_ceil_div(n.int_ceil_div(ad)),
            N1::default().int_mul(ad.int_ceil_div(n)),
        ))
    }
}
/// `s:d => s : d / N` for a dynamic `d` (CuTe assumes `N` divides `d`; checked here).
impl<S: Int, N: StaticInt> LeafMap<S, i32> for UpcastFn<N> {
    type S = S;
    type D = i32;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn map(s: S, d: i32) -> Result<(S, i32), AlgebraError> {
        let n = N::VALUE;
        if d % n != 0 {
            return Err(AlgebraError::new(
                "upcast",
                "divisibility condition: a dynamic stride must be a multiple of N",
                [i64::from(d), i64::from(n), 0, 0],
            ));
        }
        Ok((s, d / n))
    }
}

// ---------------------------------------------------------------------------------------------
// recast_layout

/// Reinterprets a layout of `Old`-bit elements as a layout of `New`-bit elements, CuTe's
/// `recast_layout<OldType, NewType>(layout)` with the types' bit widths: for `New/Old = num/den`
/// in lowest terms, `downcast<den>(upcast<num>(layout))`, skipping a step whose factor is 1.
///
/// # Errors
/// As [`Upcast`] and [`Downcast`]; [`try_recast_layout`] reports a dynamic stride that the
/// upcast factor does not divide.
///
/// # Panics
/// [`recast_layout`] panics where [`try_recast_layout`] returns an error.
///
/// ```
/// use layout_core::prelude::*;
/// let l = Layout::new((_8, _8, _7), (_56, _7, _1));
/// assert_eq!(recast_layout(l, _64, _16).to_string(), "(_8,_8,_28):(_224,_28,_1)");
/// assert_eq!(recast_layout(Layout::new(3, _1), _8, _16).to_string(), "2:_1");
/// ```
///
/// CuTe: `cute::recast_layout`.
pub trait RecastLayout<Old, New> {
    /// The recast layout.
    type Output;
    /// Recasts, or reports a dynamic stride that the upcast factor does not divide.
    fn try_recast_layout(self) -> Result<Self::Output, AlgebraError>;
}
/// The result of [`RecastLayout`] (an alias; see [`Layout`] for methods).
pub type Recast<L, Old, New> = <L as RecastLayout<Old, New>>::Output;

/// CuTe's `recast_layout<OldType, NewType>(layout)` with the bit widths `old` and `new` as static
/// integers; see [`RecastLayout`].
///
/// # Panics
/// When a dynamic stride is not a multiple of the upcast factor (see [`try_recast_layout`]).
#[inline]
pub fn recast_layout<L: RecastLayout<Old, New>, Old, New>(
    layout: L,
    _old: Old,
    _new: New,
) -> Recast<L, Old, New> {
    unwrap_or_panic(layout.try_recast_layout())
}
/// CuTe's `recast_layout`, with an error where a dynamic stride is not a multiple of the upcast
/// factor.
///
/// ```
/// use layout_core::prelude::*;
/// assert!(try_recast_layout(Layout::new((4, 2), (_1, 3)), _8, _16).is_err());
/// ```
#[inline]
pub fn try_recast_layout<L: RecastLayout<Old, New>, Old, New>(
    layout: L,
    _old: Old,
    _new: New,
) -> Result<Recast<L, Old, New>, AlgebraError> {
    layout.try_recast_layout()
}

#[doc(hidden)]
/// `num = New / gcd(New, Old)`.
pub type RecastNum<Old, New> = IntQuot<New, IntGcf<New, Old>>;
#[doc(hidden)]
/// `den = Old / gcd(New, Old)`.
pub type RecastDen<Old, New> = IntQuot<Old, IntGcf<New, Old>>;

impl<S, D, Old, New> RecastLayout<Old, New> for Layout<S, D>
where
    Old: RecastFactor + IntDiv<IntGcf<New, Old>>,
    New: RecastFactor + IntGcd<Old> + IntDiv<IntGcf<New, Old>>,
    RecastNum<Old, New>: IsOne,
    RecastDen<Old, New>: IsOne,
    Layout<S, D>: RecastBy<
        IsOneOut<RecastNum<Old, New>>,
        IsOneOut<RecastDen<Old, New>>,
        RecastNum<Old, New>,
        RecastDen<Old, New>,
    >,
{
    type Output = <Layout<S, D> as RecastBy<
        IsOneOut<RecastNum<Old, New>>,
        IsOneOut<RecastDen<Old, New>>,
        RecastNum<Old, New>,
        RecastDen<Old, New>,
    >>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn try_recast_layout(self) -> Result<Self::Output, AlgebraError> {
        self.recast_by()
    }
}

#[doc(hidden)]
/// `recast_layout`'s four branches, keyed on whether `num` and `den` are 1.
pub trait RecastBy<NumIsOne, DenIsOne, Num, Den> {
    /// The recast layout.
    type Output;
    /// Recasts.
    fn recast_by(self) -> Result<Self::Output, AlgebraError>;
}
/// `num == 1 && den == 1`: the layout itself.
impl<L, Num, Den> RecastBy<B1, B1, Num, Den> for L {
    type Output = L;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn recast_by(self) -> Result<L, AlgebraError> {
        Ok(self)
    }
}
/// `num == 1`: `downcast<den>`.
impl<L: Downcast<Den>, Num, Den> RecastBy<B1, B0, Num, Den> for L {
    type Output = Downcasted<L, Den>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn recast_by(self) -> Result<Self::Output, AlgebraError> {
        Ok(self.downcast())
    }
}
/// `den == 1`: `upcast<num>`.
impl<L: Upcast<Num>, Num, Den> RecastBy<B0, B1, Num, Den> for L {
    type Output = Upcasted<L, Num>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn recast_by(self) -> Result<Self::Output, AlgebraError> {
        self.try_upcast()
    }
}
/// Otherwise `downcast<den>(upcast<num>(layout))`.
impl<L: Upcast<Num>, Num, Den> RecastBy<B0, B0, Num, Den> for L
where
    Upcasted<L, Num>: Downcast<Den>,
{
    type Output = Downcasted<Upcasted<L, Num>, Den>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn recast_by(self) -> Result<Self::Output, AlgebraError> {
        Ok(self.try_upcast()?.downcast())
    }
}

// ---------------------------------------------------------------------------------------------
// leaves zipped in reverse (the order upcast checks them in)

#[doc(hidden)]
/// Zips the leaves of shape and stride into `(s, d)` pairs, last pair first (upcast's check order), onto `Acc`.
pub trait LeavesZipRev<DL, Acc> {
    /// The reversed list of pairs.
    type Output;
    /// Zips.
    fn zip_rev(self, d: DL, acc: Acc) -> Self::Output;
}
#[doc(hidden)]
/// The result of [`LeavesZipRev`] onto the empty list.
pub type LeavesZipRevOut<SL, DL> = <SL as LeavesZipRev<DL, HNil>>::Output;
impl<Acc> LeavesZipRev<HNil, Acc> for HNil {
    type Output = Acc;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_rev(self, _: HNil, acc: Acc) -> Acc {
        acc
    }
}
impl<S, ST, D, DT, Acc> LeavesZipRev<HCons<D, DT>, Acc> for HCons<S, ST>
where
    ST: LeavesZipRev<DT, HCons<(S, D), Acc>>,
{
    type Output = ST::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn zip_rev(self, d: HCons<D, DT>, acc: Acc) -> Self::Output {
        self.1.zip_rev(d.1, HCons((self.0, d.0), acc))
    }
}
