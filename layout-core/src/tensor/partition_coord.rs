//! The coordinates the partitions slice with (CuTe's `tensor_impl.hpp`): `(repeat<R0>(_),
//! append<R1>(coord, _))` for `inner_partition` / `local_tile`, `(append<R0>(coord, _),
//! repeat<R1>(_))` for `outer_partition` / `local_partition`, where `R0` and `R1` are the ranks
//! of the tile and rest modes of `zipped_divide(tensor, tiler)`.
//!
//! | CuTe | here |
//! |------|------|
//! | `repeat<rank(mode)>(_)` | [`Underscores`] (`_` for a rank-1 mode, `(_,..,_)` otherwise) |
//! | `append<R>(coord, _)` | [`PadUnderscores`] (a tuple coordinate padded with `_`; an integer stays) |
//! | the two modes of `zipped_divide(L, T)` | [`TileModes`], [`InnerCoord`], [`OuterCoord`] |
//!
//! ```
//! use layout_core::prelude::*;
//! // a rank-2 coordinate into a rank-3 rest mode keeps the third mode whole
//! let c: (i32, i32, Underscore) = PadUnderscores::<(i32, i32, i32)>::pad((1, 2));
//! assert_eq!(display(c.zero_underscores()).to_string(), "(1,2,_0)");
//! ```

use super::domain::InDomain;
use super::slice::ZeroUnderscores;
use crate::algebra::{Slice, Tiler, Underscore};
use crate::hlist::{HCons, HNil, ToTuple, Tuple, TupleOf};
use crate::int::{for_each_int_ctor, Int};
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::stride::Crd2Idx;

/// CuTe's `repeat<rank(s)>(_)` for a mode of shape `Self`: `_` for an integer or a rank-1
/// tuple, `(_,..,_)` of its rank otherwise (the coordinate that keeps the whole mode).
pub trait Underscores {
    /// The underscores.
    type Output: Copy;
    /// The underscores.
    fn underscores() -> Self::Output;
}
macro_rules! int_underscores {
    ([$($g:tt)*] $T:ty) => {
        impl<$($g)*> Underscores for $T {
            type Output = Underscore;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn underscores() -> Underscore {
                Underscore
            }
        }
    };
}
for_each_int_ctor!(int_underscores);
impl<T0> Underscores for (T0,) {
    type Output = Underscore;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn underscores() -> Underscore {
        Underscore
    }
}
macro_rules! tuple_underscores {
    ($($T:ident),*) => {
        impl<T0, T1, $($T),*> Underscores for (T0, T1, $($T,)*) {
            type Output = (Underscore, Underscore, $(tuple_underscores!(@u $T),)*);
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn underscores() -> Self::Output {
                (Underscore, Underscore, $(tuple_underscores!(@v $T),)*)
            }
        }
    };
    (@u $T:ident) => { Underscore };
    (@v $T:ident) => { Underscore };
}
tuple_underscores!();
tuple_underscores!(T2);
tuple_underscores!(T2, T3);
tuple_underscores!(T2, T3, T4);
tuple_underscores!(T2, T3, T4, T5);
tuple_underscores!(T2, T3, T4, T5, T6);
tuple_underscores!(T2, T3, T4, T5, T6, T7);

/// A tuple tiler's modes as underscores: `(_,_,...)` of the tiler's rank, CuTe's
/// `repeat<rank(tiler)>(_)` (the coordinate that keeps a whole tile).
pub trait TileUnderscores: Tiler {
    /// One `_` per mode of the tiler.
    type Output: Copy;
    /// The underscores.
    fn underscores(&self) -> Self::Output;
}
macro_rules! tuple_tile_underscores {
    ($($T:ident),*) => {
        impl<$($T: Tiler),*> TileUnderscores for ($($T,)*) {
            type Output = ($(tuple_tile_underscores!(@u $T),)*);
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn underscores(&self) -> Self::Output {
                ($(tuple_tile_underscores!(@v $T),)*)
            }
        }
    };
    (@u $T:ident) => { Underscore };
    (@v $T:ident) => { Underscore };
}
crate::int_tuple::for_each_nonempty_tuple_arity!(tuple_tile_underscores);

#[doc(hidden)]
/// A list of coordinates padded with `_` to the length of the list `SL` of shapes.
pub trait PadList<SL> {
    /// The padded list.
    type Output;
    /// Pads.
    fn pad_list(self) -> Self::Output;
}
impl PadList<HNil> for HNil {
    type Output = HNil;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn pad_list(self) -> HNil {
        HNil
    }
}
impl<S, ST> PadList<HCons<S, ST>> for HNil
where
    HNil: PadList<ST>,
{
    type Output = HCons<Underscore, <HNil as PadList<ST>>::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn pad_list(self) -> Self::Output {
        HCons(Underscore, HNil.pad_list())
    }
}
impl<C, CT: PadList<ST>, S, ST> PadList<HCons<S, ST>> for HCons<C, CT> {
    type Output = HCons<C, CT::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn pad_list(self) -> Self::Output {
        HCons(self.0, self.1.pad_list())
    }
}

/// CuTe's `append<rank(S)>(coord, _)` for a coordinate into a mode of shape `S`: a tuple
/// coordinate padded with `_` to the mode's rank; an integer (or `_`) stays as it is.
#[diagnostic::on_unimplemented(
    message = "partition: coordinate `{Self}` has more modes than the mode `{S}` it indexes",
    note = "a tuple coordinate may have fewer modes than the mode it indexes (the rest are kept whole, as `_`), never more"
)]
pub trait PadUnderscores<S> {
    /// The padded coordinate.
    type Output: Copy;
    /// Pads.
    fn pad(self) -> Self::Output;
}
macro_rules! int_pad {
    ([$($g:tt)*] $T:ty) => {
        impl<S, $($g)*> PadUnderscores<S> for $T {
            type Output = $T;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn pad(self) -> $T {
                self
            }
        }
    };
}
for_each_int_ctor!(int_pad);
impl<S> PadUnderscores<S> for Underscore {
    type Output = Underscore;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn pad(self) -> Underscore {
        Underscore
    }
}
/// The shapes of a mode as a list: its modes for a tuple, itself for an integer.
pub trait ModeList {
    /// The list.
    type List;
}
macro_rules! int_mode_list {
    ([$($g:tt)*] $T:ty) => {
        impl<$($g)*> ModeList for $T {
            type List = HCons<$T, HNil>;
        }
    };
}
for_each_int_ctor!(int_mode_list);
macro_rules! tuple_pad {
    ($($T:ident),*) => {
        impl<$($T),*> ModeList for ($($T,)*)
        where
            ($($T,)*): Tuple,
        {
            type List = <($($T,)*) as Tuple>::HList;
        }
        impl<S: ModeList, $($T: Copy),*> PadUnderscores<S> for ($($T,)*)
        where
            ($($T,)*): Tuple,
            <($($T,)*) as Tuple>::HList: PadList<S::List>,
            <<($($T,)*) as Tuple>::HList as PadList<S::List>>::Output: ToTuple,
        {
            type Output = TupleOf<<<($($T,)*) as Tuple>::HList as PadList<S::List>>::Output>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn pad(self) -> Self::Output {
                self.into_hlist().pad_list().into_tuple()
            }
        }
    };
}
crate::int_tuple::for_each_nonempty_tuple_arity!(tuple_pad);

/// The two modes of a zipped-divided layout `((tile), (rest))`: their shapes.
pub trait TileModes {
    /// The shape of the tile mode.
    type Tile: Underscores;
    /// The shape of the rest mode.
    type Rest: Underscores;
}
impl<S0: Underscores, S1: Underscores, D0, D1> TileModes for Layout<(S0, S1), (D0, D1)> {
    type Tile = S0;
    type Rest = S1;
}

/// The coordinate `(_..., coord)` of [`inner_partition`](crate::tensor::inner_partition) into `zipped_divide(L, T)`.
pub type InnerCoord<Z, C> = (
    <<Z as TileModes>::Tile as Underscores>::Output,
    <C as PadUnderscores<<Z as TileModes>::Rest>>::Output,
);
/// The coordinate `(coord, _...)` of [`outer_partition`](crate::tensor::tile::outer_partition) into `zipped_divide(L, T)`.
pub type OuterCoord<Z, C> = (
    <C as PadUnderscores<<Z as TileModes>::Tile>>::Output,
    <<Z as TileModes>::Rest as Underscores>::Output,
);

/// A coordinate's index in a layout when it lies in the layout's domain (a helper bound of the
/// partitions).
pub trait SliceAt<L> {
    /// `Some(layout(c))` when `c` is in the domain.
    fn index_in(self, layout: &L) -> Option<i64>;
    /// `layout(c)`, unchecked.
    fn index_of(self, layout: &L) -> i64;
}
impl<C: InDomain<S> + Crd2Idx<S, D>, S: IntTuple, D: IntTuple> SliceAt<Layout<S, D>> for C {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn index_in(self, layout: &Layout<S, D>) -> Option<i64> {
        self.in_domain(&layout.shape())
            .then(|| i64::from(layout.call(self).value()))
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn index_of(self, layout: &Layout<S, D>) -> i64 {
        i64::from(layout.call(self).value())
    }
}

/// A layout sliced at a coordinate with `_`: the umbrella bound of the partitions (the slice
/// exists and the origin, the coordinate with `_` read as `_0`, has an index).
pub trait Partition<C>: Slice<C> + Copy {
    /// The index of the origin: `None` when `checked` and the origin is outside the domain.
    fn origin(&self, c: C, checked: bool) -> Option<i64>;
}
impl<L: Slice<C> + Copy, C: ZeroUnderscores> Partition<C> for L
where
    C::Output: SliceAt<L>,
{
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn origin(&self, c: C, checked: bool) -> Option<i64> {
        let o = c.zero_underscores();
        if checked {
            o.index_in(self)
        } else {
            Some(o.index_of(self))
        }
    }
}
