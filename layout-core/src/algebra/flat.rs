//! **Ignore me!** The private engine shared by composition, complement and the inverses: a layout
//! as a list of modes, CuTe's `bw_coalesce` fold on such lists, type-level predicates on
//! integers, and run-time evaluation of any layout through reflection (for post-condition checks).
#![doc(hidden)]

use crate::hlist::{Concat, HCons, HList, HNil, Tuple, TupleOf};
use crate::int::Int;
use crate::int_tuple::{for_each_tuple_arity, hlist_ty, DynIntTuple, IntTuple};
use crate::layout::{CongruentWith, Layout};
use typenum::{B0, B1};

pub use super::coalesce::{CoalesceModes, CoalesceModesOut, CoalesceXModes};

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

/// A list of layouts with its shapes and strides split into two lists.
pub trait SplitModes {
    /// The shapes.
    type Shapes;
    /// The strides.
    type Strides;
    /// Splits.
    fn split_modes(self) -> (Self::Shapes, Self::Strides);
}
impl SplitModes for HNil {
    type Shapes = HNil;
    type Strides = HNil;
    #[inline(always)]
    fn split_modes(self) -> (HNil, HNil) {
        (HNil, HNil)
    }
}
impl<S: IntTuple, D: IntTuple, T: SplitModes> SplitModes for HCons<Layout<S, D>, T> {
    type Shapes = HCons<S, T::Shapes>;
    type Strides = HCons<D, T::Strides>;
    #[inline(always)]
    fn split_modes(self) -> (Self::Shapes, Self::Strides) {
        let (ss, ds) = self.1.split_modes();
        (HCons(self.0.shape(), ss), HCons(self.0.stride(), ds))
    }
}
/// `make_layout(L0, L1, ...) = (s0, s1, ...):(d0, d1, ...)`.
impl<L: SplitModes> MakeLayout for L
where
    L::Shapes: HList,
    L::Strides: HList,
    TupleOf<L::Shapes>: IntTuple + CongruentWith<TupleOf<L::Strides>>,
    TupleOf<L::Strides>: IntTuple,
{
    type Output = Layout<TupleOf<L::Shapes>, TupleOf<L::Strides>>;
    #[inline(always)]
    fn make_layout(self) -> Self::Output {
        let (s, d) = self.split_modes();
        Layout::new(s.into_tuple(), d.into_tuple())
    }
}

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
    /// `L(i)` for a 1-D index.
    fn eval_dyn(&self, i: i64) -> i64 {
        let (s, d) = self.parts();
        dyn_eval(&s, &d, i)
    }
    /// The size, in `i64`.
    fn size_dyn(&self) -> i64 {
        dyn_size(&self.parts().0)
    }
}
impl<S: IntTuple, D: IntTuple> LayoutParts for Layout<S, D> {
    type S = S;
    type D = D;
    #[inline(always)]
    fn parts(&self) -> (S, D) {
        (self.shape(), self.stride())
    }
}

/// The size of an IntTuple, in `i64`.
pub fn dyn_size(t: &dyn DynIntTuple) -> i64 {
    match t.leaf() {
        Some((v, _)) => i64::from(v),
        None => (0..t.rank_dyn())
            .filter_map(|i| t.mode_dyn(i))
            .map(dyn_size)
            .product(),
    }
}

/// `L(i)` for a 1-D index `i` (colexicographic split, the last mode taking the rest).
pub fn dyn_eval(s: &dyn DynIntTuple, d: &dyn DynIntTuple, i: i64) -> i64 {
    match (s.leaf(), d.leaf()) {
        (Some(_), Some((dv, _))) => i * i64::from(dv),
        _ => {
            let r = s.rank_dyn();
            let mut rest = i;
            let mut acc = 0;
            for k in 0..r {
                let (Some(sk), Some(dk)) = (s.mode_dyn(k), d.mode_dyn(k)) else {
                    return acc;
                };
                if k + 1 == r {
                    acc += dyn_eval(sk, dk, rest);
                } else {
                    let n = dyn_size(sk);
                    if n == 0 {
                        return acc;
                    }
                    acc += dyn_eval(sk, dk, rest % n);
                    rest /= n;
                }
            }
            acc
        }
    }
}

/// The most points a post-condition check enumerates.
pub const CHECK_LIMIT: i64 = 1 << 16;

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
