//! **Ignore me!** The private engine shared by composition, complement and the inverses: a layout
//! as a list of modes, CuTe's `bw_coalesce` fold on such lists, type-level predicates on
//! integers, and run-time evaluation of any layout through reflection (for post-condition checks).
#![doc(hidden)]

use crate::hlist::{Concat, HCons, HList, HNil, Tuple};
use crate::int::{Int, StaticInt, _1};
use crate::int_tuple::{for_each_tuple_arity, hlist_ty, IntTuple};
use crate::layout::{CongruentWith, Layout};
use typenum::{Eq, IsEqual, NInt, NonZero, PInt, Unsigned, B0, B1, U1, Z0};

pub use super::bw::{CoalesceModes, CoalesceModesOut, CoalesceXModes};

// ------------------------------------------------------------------------------------------
// Type-level predicates on integers

/// `B1` when `Self` is the static integer 1 (CuTe's `is_constant<1, T>`).
pub trait IsOne {
    /// `B1` or `B0`.
    type Out;
}
impl IsOne for i32 {
    type Out = B0;
}
impl IsOne for Z0 {
    type Out = B0;
}
impl<U: Unsigned + NonZero> IsOne for NInt<U> {
    type Out = B0;
}
impl<U: Unsigned + NonZero + IsEqual<U1>> IsOne for PInt<U> {
    type Out = Eq<U, U1>;
}
/// `B1` when `T` is the static 1.
pub type IsOneOut<T> = <T as IsOne>::Out;

/// `B1` when `Self` is the static integer 0 (CuTe's `is_constant<0, T>`).
pub trait IsZero {
    /// `B1` or `B0`.
    type Out;
}
impl IsZero for i32 {
    type Out = B0;
}
impl IsZero for Z0 {
    type Out = B1;
}
impl<U: Unsigned + NonZero> IsZero for NInt<U> {
    type Out = B0;
}
impl<U: Unsigned + NonZero> IsZero for PInt<U> {
    type Out = B0;
}
/// `B1` when `T` is the static 0.
pub type IsZeroOut<T> = <T as IsZero>::Out;

/// `B1` when `Self` is static (CuTe's `is_static`).
pub trait IsStatic {
    /// `B1` or `B0`.
    type Out;
}
impl IsStatic for i32 {
    type Out = B0;
}
impl IsStatic for Z0 {
    type Out = B1;
}
impl<U: Unsigned + NonZero> IsStatic for NInt<U> {
    type Out = B1;
}
impl<U: Unsigned + NonZero> IsStatic for PInt<U> {
    type Out = B1;
}

/// `B1` when a [`Boolean`](crate::int::Boolean) is the static `true` (CuTe's `is_constant<true, T>`).
pub trait StaticTrue {
    /// `B1` or `B0`.
    type Out;
}
impl StaticTrue for bool {
    type Out = B0;
}
impl StaticTrue for B0 {
    type Out = B0;
}
impl StaticTrue for B1 {
    type Out = B1;
}

/// CuTe's `signum`: static for a static integer.
pub trait Signum: Int {
    /// -1, 0 or 1.
    type Out: Int;
    /// The value.
    fn signum(self) -> Self::Out;
}
impl Signum for i32 {
    type Out = i32;
    #[inline(always)]
    fn signum(self) -> i32 {
        i32::signum(self)
    }
}
impl Signum for Z0 {
    type Out = Z0;
    #[inline(always)]
    fn signum(self) -> Z0 {
        Z0::new()
    }
}
impl<U: Unsigned + NonZero> Signum for PInt<U>
where
    PInt<U>: StaticInt,
{
    type Out = _1;
    #[inline(always)]
    fn signum(self) -> _1 {
        _1::default()
    }
}
impl<U: Unsigned + NonZero> Signum for NInt<U>
where
    NInt<U>: StaticInt,
{
    type Out = crate::int::_m1;
    #[inline(always)]
    fn signum(self) -> Self::Out {
        Default::default()
    }
}

// ------------------------------------------------------------------------------------------
// Layouts as lists of modes

/// The leaf modes of a layout (shape `Self`, stride `D`), left to right, as a list of
/// `Layout<s, d>` with integer `s` and `d`.
pub trait LeafModes<D> {
    /// The list.
    type List: HList;
    /// Collects the modes.
    fn leaf_modes(self, d: D) -> Self::List;
}
impl<S: Int, D: Int> LeafModes<D> for S {
    type List = HCons<Layout<S, D>, HNil>;
    #[inline(always)]
    fn leaf_modes(self, d: D) -> Self::List {
        HCons(Layout::new(self, d), HNil)
    }
}
/// [`LeafModes`] over lists of shapes and strides.
pub trait ListLeafModes<DL> {
    /// The list.
    type List: HList;
    /// Collects the modes.
    fn list_leaf_modes(self, d: DL) -> Self::List;
}
impl ListLeafModes<HNil> for HNil {
    type List = HNil;
    #[inline(always)]
    fn list_leaf_modes(self, _: HNil) -> HNil {
        HNil
    }
}
impl<S0: LeafModes<D0>, ST: ListLeafModes<DT>, D0, DT> ListLeafModes<HCons<D0, DT>>
    for HCons<S0, ST>
where
    S0::List: Concat<ST::List>,
    <S0::List as Concat<ST::List>>::Output: HList,
{
    type List = <S0::List as Concat<ST::List>>::Output;
    #[inline(always)]
    fn list_leaf_modes(self, d: HCons<D0, DT>) -> Self::List {
        self.0.leaf_modes(d.0).concat(self.1.list_leaf_modes(d.1))
    }
}

/// The top-level modes of a layout (shape `Self`, stride `D`) as a list of layouts; an
/// integer-shaped layout is its own single mode (CuTe's `get<0>` of an integral layout).
pub trait TopModes<D> {
    /// The list.
    type List: HList;
    /// Collects the modes.
    fn top_modes(self, d: D) -> Self::List;
}
impl<S: Int, D: Int> TopModes<D> for S {
    type List = HCons<Layout<S, D>, HNil>;
    #[inline(always)]
    fn top_modes(self, d: D) -> Self::List {
        HCons(Layout::new(self, d), HNil)
    }
}
/// [`TopModes`] over lists.
pub trait ListTopModes<DL> {
    /// The list.
    type List: HList;
    /// Collects the modes.
    fn list_top_modes(self, d: DL) -> Self::List;
}
impl ListTopModes<HNil> for HNil {
    type List = HNil;
    #[inline(always)]
    fn list_top_modes(self, _: HNil) -> HNil {
        HNil
    }
}
impl<S0: IntTuple + CongruentWith<D0>, ST: ListTopModes<DT>, D0: IntTuple, DT>
    ListTopModes<HCons<D0, DT>> for HCons<S0, ST>
where
    HCons<Layout<S0, D0>, ST::List>: HList,
{
    type List = HCons<Layout<S0, D0>, ST::List>;
    #[inline(always)]
    fn list_top_modes(self, d: HCons<D0, DT>) -> Self::List {
        HCons(Layout::new(self.0, d.0), self.1.list_top_modes(d.1))
    }
}

macro_rules! tuple_modes {
    ($($T:ident),*) => {
        impl<D: Tuple, $($T: Copy),*> LeafModes<D> for ($($T,)*)
        where
            hlist_ty!($($T),*): ListLeafModes<D::HList>,
        {
            type List = <hlist_ty!($($T),*) as ListLeafModes<D::HList>>::List;
            #[inline(always)]
            fn leaf_modes(self, d: D) -> Self::List {
                self.into_hlist().list_leaf_modes(d.into_hlist())
            }
        }
        impl<D: Tuple, $($T: Copy),*> TopModes<D> for ($($T,)*)
        where
            hlist_ty!($($T),*): ListTopModes<D::HList>,
        {
            type List = <hlist_ty!($($T),*) as ListTopModes<D::HList>>::List;
            #[inline(always)]
            fn top_modes(self, d: D) -> Self::List {
                self.into_hlist().list_top_modes(d.into_hlist())
            }
        }
    };
}
for_each_tuple_arity!(tuple_modes);

/// The leaf modes of a layout.
pub type LeafModesOf<S, D> = <S as LeafModes<D>>::List;
/// The top-level modes of a layout.
pub type TopModesOf<S, D> = <S as TopModes<D>>::List;

/// The leaf modes of `l`.
#[inline(always)]
pub fn leaf_modes<S: IntTuple + LeafModes<D>, D: IntTuple>(l: Layout<S, D>) -> S::List {
    l.shape().leaf_modes(l.stride())
}
/// The top-level modes of `l`.
#[inline(always)]
pub fn top_modes<S: IntTuple + TopModes<D>, D: IntTuple>(l: Layout<S, D>) -> S::List {
    l.shape().top_modes(l.stride())
}

/// CuTe's `make_layout(L0, L1, ...)`: a list of layouts becomes the layout whose modes they
/// are (a one-element list gives a rank-1 layout `(s):(d)`).
pub trait MakeLayout {
    /// The layout.
    type Output;
    /// Builds it.
    fn make_layout(self) -> Self::Output;
}
/// The result of [`MakeLayout`].
pub type MakeLayoutOut<L> = <L as MakeLayout>::Output;

macro_rules! make_layout_ty {
    () => { HNil };
    (($S:ident, $D:ident) $(, ($ST:ident, $DT:ident))*) => {
        HCons<Layout<$S, $D>, make_layout_ty!($(($ST, $DT)),*)>
    };
}
macro_rules! make_layout_val {
    () => { HNil };
    ($l:ident $(, $lt:ident)*) => { HCons($l, make_layout_val!($($lt),*)) };
}
macro_rules! tuple_make_layout {
    ($(($S:ident, $D:ident, $l:ident)),*) => {
        impl<$($S: IntTuple, $D: IntTuple),*> MakeLayout for make_layout_ty!($(($S, $D)),*)
        where
            ($($S,)*): IntTuple + CongruentWith<($($D,)*)>,
            ($($D,)*): IntTuple,
        {
            type Output = Layout<($($S,)*), ($($D,)*)>;
            #[inline(always)]
            #[allow(clippy::unused_unit)]
            fn make_layout(self) -> Self::Output {
                let make_layout_val!($($l),*) = self;
                Layout::new(($($l.shape(),)*), ($($l.stride(),)*))
            }
        }
    };
}
tuple_make_layout!();
tuple_make_layout!((S0, D0, l0));
tuple_make_layout!((S0, D0, l0), (S1, D1, l1));
tuple_make_layout!((S0, D0, l0), (S1, D1, l1), (S2, D2, l2));
tuple_make_layout!((S0, D0, l0), (S1, D1, l1), (S2, D2, l2), (S3, D3, l3));
tuple_make_layout!(
    (S0, D0, l0),
    (S1, D1, l1),
    (S2, D2, l2),
    (S3, D3, l3),
    (S4, D4, l4)
);
tuple_make_layout!(
    (S0, D0, l0),
    (S1, D1, l1),
    (S2, D2, l2),
    (S3, D3, l3),
    (S4, D4, l4),
    (S5, D5, l5)
);
tuple_make_layout!(
    (S0, D0, l0),
    (S1, D1, l1),
    (S2, D2, l2),
    (S3, D3, l3),
    (S4, D4, l4),
    (S5, D5, l5),
    (S6, D6, l6)
);
tuple_make_layout!(
    (S0, D0, l0),
    (S1, D1, l1),
    (S2, D2, l2),
    (S3, D3, l3),
    (S4, D4, l4),
    (S5, D5, l5),
    (S6, D6, l6),
    (S7, D7, l7)
);
tuple_make_layout!(
    (S0, D0, l0),
    (S1, D1, l1),
    (S2, D2, l2),
    (S3, D3, l3),
    (S4, D4, l4),
    (S5, D5, l5),
    (S6, D6, l6),
    (S7, D7, l7),
    (S8, D8, l8)
);
tuple_make_layout!(
    (S0, D0, l0),
    (S1, D1, l1),
    (S2, D2, l2),
    (S3, D3, l3),
    (S4, D4, l4),
    (S5, D5, l5),
    (S6, D6, l6),
    (S7, D7, l7),
    (S8, D8, l8),
    (S9, D9, l9)
);
tuple_make_layout!(
    (S0, D0, l0),
    (S1, D1, l1),
    (S2, D2, l2),
    (S3, D3, l3),
    (S4, D4, l4),
    (S5, D5, l5),
    (S6, D6, l6),
    (S7, D7, l7),
    (S8, D8, l8),
    (S9, D9, l9),
    (S10, D10, l10)
);
tuple_make_layout!(
    (S0, D0, l0),
    (S1, D1, l1),
    (S2, D2, l2),
    (S3, D3, l3),
    (S4, D4, l4),
    (S5, D5, l5),
    (S6, D6, l6),
    (S7, D7, l7),
    (S8, D8, l8),
    (S9, D9, l9),
    (S10, D10, l10),
    (S11, D11, l11)
);

/// CuTe's `unwrap` of a list of layouts: one layout stays itself, several make a tuple layout.
pub trait UnwrapLayout {
    /// The layout.
    type Output;
    /// Builds it.
    fn unwrap_layout(self) -> Self::Output;
}
impl<L> UnwrapLayout for HCons<L, HNil> {
    type Output = L;
    #[inline(always)]
    fn unwrap_layout(self) -> L {
        self.0
    }
}
impl<L0, L1, T> UnwrapLayout for HCons<L0, HCons<L1, T>>
where
    HCons<L0, HCons<L1, T>>: MakeLayout,
{
    type Output = MakeLayoutOut<Self>;
    #[inline(always)]
    fn unwrap_layout(self) -> Self::Output {
        self.make_layout()
    }
}
/// The result of [`UnwrapLayout`].
pub type UnwrapLayoutOut<L> = <L as UnwrapLayout>::Output;

// ------------------------------------------------------------------------------------------
// Run-time reflection of layouts (for post-condition checks)

/// A layout's shape and stride, for code that is generic over the layout type.
pub trait LayoutParts: Copy {
    /// The shape.
    type S: IntTuple;
    /// The stride.
    type D: IntTuple;
    /// The shape and the stride.
    fn parts(&self) -> (Self::S, Self::D);
}
impl<S: IntTuple, D: IntTuple> LayoutParts for Layout<S, D> {
    type S = S;
    type D = D;
    #[inline(always)]
    fn parts(&self) -> (S, D) {
        (self.shape(), self.stride())
    }
}

/// Invokes `$m!([generics] Type)` for each integer constructor (`i32`, `Z0`, `PInt<U>`,
/// `NInt<U>`), so that an impl for "any integer" does not also match every other type during
/// impl selection (which would hide the precise error of a failed check).
macro_rules! for_each_int_ctor {
    ($m:ident) => {
        $m!([] i32);
        $m!([] typenum::Z0);
        $m!([U: typenum::Unsigned + typenum::NonZero] typenum::PInt<U>);
        $m!([U: typenum::Unsigned + typenum::NonZero] typenum::NInt<U>);
    };
}
pub(crate) use for_each_int_ctor;

/// `B1` when the list `Self` (a tiler's modes) is no longer than the list `M` (a layout's).
pub trait TilerLenLe<M> {
    /// `B1` or `B0`.
    type Out;
}
impl<M> TilerLenLe<M> for HNil {
    type Out = B1;
}
impl<T, TT> TilerLenLe<HNil> for HCons<T, TT> {
    type Out = B0;
}
impl<T, TT: TilerLenLe<MT>, M, MT> TilerLenLe<HCons<M, MT>> for HCons<T, TT> {
    type Out = TT::Out;
}

/// Replaces dynamic zeros by ones (after an error was recorded for them), so that the rest of
/// a computation never divides by zero.
pub trait NoZeros: Copy {
    /// Replaces.
    fn no_zeros(self) -> Self;
}
impl<I: Int> NoZeros for I {
    #[inline(always)]
    fn no_zeros(self) -> Self {
        if I::STATIC.is_none() && self.value() == 0 {
            I::from_value(1)
        } else {
            self
        }
    }
}
/// [`NoZeros`] on the shapes of a list of leaf modes.
pub trait NoZeroShapes: Copy {
    /// Replaces.
    fn no_zero_shapes(self) -> Self;
}
impl NoZeroShapes for HNil {
    #[inline(always)]
    fn no_zero_shapes(self) -> Self {
        self
    }
}
impl<S: Int, D: Int, T: NoZeroShapes> NoZeroShapes for HCons<Layout<S, D>, T> {
    #[inline(always)]
    fn no_zero_shapes(self) -> Self {
        HCons(
            Layout::new(self.0.shape().no_zeros(), self.0.stride()),
            self.1.no_zero_shapes(),
        )
    }
}
macro_rules! tuple_no_zeros {
    ($($T:ident),*) => {
        #[allow(non_snake_case)]
        impl<$($T: NoZeros),*> NoZeros for ($($T,)*) {
            #[inline(always)]
            #[allow(clippy::unused_unit)]
            fn no_zeros(self) -> Self {
                let ($($T,)*) = self;
                ($($T.no_zeros(),)*)
            }
        }
    };
}
for_each_tuple_arity!(tuple_no_zeros);
