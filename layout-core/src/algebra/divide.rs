//! The divides: `logical_divide(L, T)` and its zipped, tiled and flat forms (CuTe's
//! `logical_divide`, `zipped_divide`, `tiled_divide`, `flat_divide`; 02_layout_algebra.md
//! §Division).
//!
//! | CuTe | rule |
//! |------|------|
//! | `logical_divide(L, T)` (layout `T`) | `L o (T, complement(T, shape(coalesce(L))))` |
//! | `logical_divide(L, N)` | `logical_divide(L, make_layout(N))` |
//! | `logical_divide(L, _)` | `L` |
//! | `logical_divide(L, (T0, T1, ...))` | by mode; modes of `L` beyond the tiler are kept |
//! | `zipped_divide(L, T)` | `((tile modes...), (rest modes...))` (CuTe's `tile_unzip`) |
//! | `tiled_divide(L, T)` | `((tile modes...), rest modes...)` |
//! | `flat_divide(L, T)` | `(tile modes..., rest modes...)` |

use super::coalesce::{CoalesceModes, CoalesceModesOut};
use super::complement::Complement;
use super::composition::ComposeTiler;
use super::error::{AlgebraError, Checks};
use super::layout_parts::LayoutParts;
use super::mode_list::{leaf_modes, LeafModes, MakeLayout, UnwrapLayout, UnwrapLayoutOut};
use super::tile_unzip::{
    tile_unzip, unpack_flat, unpack_tiled, FirstOf, FlatOf, Rank2, SecondOf, Splice, TiledOf,
    UnzippedOf, Zip2By,
};
use crate::hlist::{Concat, HCons, HNil, Tuple};
use crate::int_tuple::IntTuple;
use crate::layout::{CongruentWith, Layout};

/// A logical divide seen from the tiler `Self` (a layout, an integer, `_` or a tuple of those)
/// dividing a layout of shape `S` and stride `D`.
#[diagnostic::on_unimplemented(
    message = "logical_divide: `{Self}` is not a tiler for a layout of shape `{S}`",
    note = "a tiler is a layout, an integer, `_` or a tuple of those with at most rank(L) modes"
)]
pub trait DivideTiler<S, D> {
    /// The divided layout.
    type Output: LayoutParts;
    /// Divides `l` by `self`.
    fn divide_tiler(self, l: Layout<S, D>, c: &mut Checks) -> Self::Output;
}

/// The shape of `coalesce(L)`.
pub type CoalescedShape<S, D> =
    <UnwrapLayoutOut<CoalesceModesOut<<S as LeafModes<D>>::List>> as LayoutParts>::S;
/// `(T, complement(T, shape(coalesce(L))))`.
pub type TileAndRest<S, D, TS, TD> = Layout<
    (TS, <RestOf<S, D, TS, TD> as LayoutParts>::S),
    (TD, <RestOf<S, D, TS, TD> as LayoutParts>::D),
>;
/// `complement(T, shape(coalesce(L)))`.
pub type RestOf<S, D, TS, TD> = <Layout<TS, TD> as Complement<CoalescedShape<S, D>>>::Output;

/// A layout tiler: `L o (T, complement(T, shape(coalesce(L))))`.
impl<S, D, TS, TD> DivideTiler<S, D> for Layout<TS, TD>
where
    S: IntTuple + LeafModes<D>,
    D: IntTuple,
    TS: IntTuple,
    TD: IntTuple,
    S::List: CoalesceModes,
    CoalesceModesOut<S::List>: UnwrapLayout,
    UnwrapLayoutOut<CoalesceModesOut<S::List>>: LayoutParts,
    Layout<TS, TD>: Complement<CoalescedShape<S, D>>,
    (TS, <RestOf<S, D, TS, TD> as LayoutParts>::S):
        IntTuple + CongruentWith<(TD, <RestOf<S, D, TS, TD> as LayoutParts>::D)>,
    (TD, <RestOf<S, D, TS, TD> as LayoutParts>::D): IntTuple,
    TileAndRest<S, D, TS, TD>: ComposeTiler<S, D>,
    <TileAndRest<S, D, TS, TD> as ComposeTiler<S, D>>::Output: LayoutParts,
{
    type Output = <TileAndRest<S, D, TS, TD> as ComposeTiler<S, D>>::Output;
    #[inline]
    fn divide_tiler(self, l: Layout<S, D>, c: &mut Checks) -> Self::Output {
        let target = leaf_modes(l).coalesce_modes().unwrap_layout().parts().0;
        let rest = self.complement_flagged(target, c, false);
        let (rs, rd) = rest.parts();
        let t = Layout::new((self.shape(), rs), (self.stride(), rd));
        t.compose_tiler(l, c)
    }
}

super::tiler::by_mode_tiler!($
    tiler: DivideTiler::divide_tiler,
    by_mode: DivideByMode::divide_by_mode,
    rank: DivideTilerRank,
    op: "logical_divide",
    message: "logical_divide: Too many modes in tiler (CuTe: tuple_size<Tiler> <= rank(Layout))",
    note: "a tuple tiler applies mode by mode; it may not have more modes than the layout",
);

// ------------------------------------------------------------------------------------------
// The public ops

fn finish<R>(r: R, c: Checks) -> Result<R, AlgebraError> {
    match c.hard {
        Some(e) => Err(e),
        None => Ok(r),
    }
}

macro_rules! divide_op {
    (
        $(#[$doc:meta])*
        $Trait:ident, $Alias:ident, $f:ident, $try_f:ident, $name:literal,
        out: $Out:ty, bounds: [$($b:tt)*], body: |$l:ident, $t:ident, $c:ident| $body:expr
    ) => {
        $(#[$doc])*
        pub trait $Trait<T> {
            /// The divided layout.
            type Output: LayoutParts;
            #[doc(hidden)]
            /// Divides, recording dynamic precondition failures in `c`.
            fn divide_checked(self, t: T, c: &mut Checks) -> Self::Output;
        }
        #[doc = concat!("The result of [`", stringify!($Trait), "`]. This is an alias; see [`Layout`] for methods.")]
        pub type $Alias<L, T> = <L as $Trait<T>>::Output;

        impl<S, D, T: Copy + DivideTiler<S, D>> $Trait<T> for Layout<S, D>
        where
            $($b)*
        {
            type Output = $Out;
            #[inline]
            fn divide_checked(self, t: T, c: &mut Checks) -> Self::Output {
                let ($l, $t, $c) = (self, t, c);
                $body
            }
        }

    };
}

divide_op!(
    /// Division by a tiler, CuTe's `logical_divide(L, T)`: `L o (T, T*)` where `T*` is the
    /// complement of the tile in the coalesced shape of `L`.
    ///
    /// # Post-conditions
    /// The first mode of the result is `L o T` (the tile), the second enumerates the tiles.
    ///
    /// # Errors
    /// Static: the complement and composition conditions and a tiler with too many modes are
    /// compile errors. Dynamic: as [`try_composition`](crate::algebra::try_composition).
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let l = Layout::new((_4, _2, _3), (_2, _1, _8));
    /// assert_eq!(logical_divide(l, Layout::new(_4, _2)).to_string(), "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))");
    /// static_assertions::assert_type_eq_all!(
    ///     LogicalDivided<Layout<(_4, _2, _3), (_2, _1, _8)>, Layout<_4, _2>>,
    ///     Layout<((_2, _2), (_2, _3)), ((_4, _1), (_2, _8))>
    /// );
    /// let t = logical_divide(Layout::new((_8, 6), (_1, _8)), (_4, X));
    /// assert_eq!(t.to_string(), "((_4,_2),6):((_1,_4),_8)");
    /// ```
    ///
    /// CuTe: `cute::logical_divide`, 02_layout_algebra.md §Logical Divide.
    LogicalDivide, LogicalDivided, logical_divide, try_logical_divide, "logical_divide",
    out: T::Output, bounds: [], body: |l, t, c| t.divide_tiler(l, c)
);

divide_op!(
    /// CuTe's `zipped_divide(L, T)`: the logical divide with the tile modes gathered into
    /// mode 0 and the rest into mode 1.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let l = Layout::new((_8, _6), (_1, _8));
    /// assert_eq!(zipped_divide(l, (_4, _2)).to_string(), "((_4,_2),(_2,_3)):((_1,_8),(_4,_16))");
    /// ```
    ZippedDivide, ZippedDivided, zipped_divide, try_zipped_divide, "zipped_divide",
    out: UnzippedOf<T, T::Output>,
    bounds: [
        <T::Output as LayoutParts>::S: CongruentWith<<T::Output as LayoutParts>::D>,
        T: Zip2By<<T::Output as LayoutParts>::S, <T::Output as LayoutParts>::D>,
        HCons<<T as Zip2By<<T::Output as LayoutParts>::S, <T::Output as LayoutParts>::D>>::First,
            HCons<<T as Zip2By<<T::Output as LayoutParts>::S, <T::Output as LayoutParts>::D>>::Second, HNil>>: MakeLayout,
        UnzippedOf<T, T::Output>: LayoutParts,
    ],
    body: |l, t, c| tile_unzip(t, t.divide_tiler(l, c))
);

divide_op!(
    /// CuTe's `tiled_divide(L, T)`: like [`zipped_divide`], with the rest modes unpacked:
    /// `((tile), rest0, rest1, ...)`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let l = Layout::new((_8, _6), (_1, _8));
    /// assert_eq!(tiled_divide(l, (_4, _2)).to_string(), "((_4,_2),_2,_3):((_1,_8),_4,_16)");
    /// ```
    TiledDivide, TiledDivided, tiled_divide, try_tiled_divide, "tiled_divide",
    out: TiledOf<ZippedDivided<Layout<S, D>, T>>,
    bounds: [
        Layout<S, D>: ZippedDivide<T>,
        ZippedDivided<Layout<S, D>, T>: Rank2,
        SecondOf<ZippedDivided<Layout<S, D>, T>>: Splice,
        HCons<FirstOf<ZippedDivided<Layout<S, D>, T>>, <SecondOf<ZippedDivided<Layout<S, D>, T>> as Splice>::Output>: MakeLayout,
        TiledOf<ZippedDivided<Layout<S, D>, T>>: LayoutParts,
    ],
    body: |l, t, c| unpack_tiled(<Layout<S, D> as ZippedDivide<T>>::divide_checked(l, t, c))
);

divide_op!(
    /// CuTe's `flat_divide(L, T)`: like [`zipped_divide`], with both modes unpacked:
    /// `(tile0, tile1, ..., rest0, rest1, ...)`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let l = Layout::new((_8, _6), (_1, _8));
    /// assert_eq!(flat_divide(l, (_4, _2)).to_string(), "(_4,_2,_2,_3):(_1,_8,_4,_16)");
    /// ```
    FlatDivide, FlatDivided, flat_divide, try_flat_divide, "flat_divide",
    out: FlatOf<ZippedDivided<Layout<S, D>, T>>,
    bounds: [
        Layout<S, D>: ZippedDivide<T>,
        ZippedDivided<Layout<S, D>, T>: Rank2,
        FirstOf<ZippedDivided<Layout<S, D>, T>>: Splice,
        SecondOf<ZippedDivided<Layout<S, D>, T>>: Splice,
        <FirstOf<ZippedDivided<Layout<S, D>, T>> as Splice>::Output: Concat<<SecondOf<ZippedDivided<Layout<S, D>, T>> as Splice>::Output>,
        <<FirstOf<ZippedDivided<Layout<S, D>, T>> as Splice>::Output as Concat<<SecondOf<ZippedDivided<Layout<S, D>, T>> as Splice>::Output>>::Output: MakeLayout,
        FlatOf<ZippedDivided<Layout<S, D>, T>>: LayoutParts,
    ],
    body: |l, t, c| unpack_flat(<Layout<S, D> as ZippedDivide<T>>::divide_checked(l, t, c))
);

#[allow(unused_imports)]
use Tuple as _;

// ------------------------------------------------------------------------------------------
// The free functions

/// CuTe's `logical_divide(l, tiler)`; see [`LogicalDivide`].
///
/// # Panics
/// When a precondition fails on dynamic values, or the input is inadmissible although CuTe
/// accepts it (decided by the closed-form conditions of
/// [`admissibility`](crate::algebra::admissibility), at compile time for static inputs; see [`try_logical_divide`]).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(logical_divide(Layout::new((_4, _2, _3), (_2, _1, _8)), Layout::new(_4, _2)).to_string(), "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))");
/// ```
#[inline]
#[track_caller]
pub fn logical_divide<L: LogicalDivide<T>, T>(l: L, t: T) -> LogicalDivided<L, T> {
    match try_logical_divide(l, t) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}

/// CuTe's `logical_divide(l, tiler)`, returning an error when a precondition fails on dynamic values.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_logical_divide(Layout::new((_4, _2, _3), (_2, _1, _8)), Layout::new(_4, _2)).unwrap().to_string(), "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))");
/// ```
#[inline]
pub fn try_logical_divide<L: LogicalDivide<T>, T>(
    l: L,
    t: T,
) -> Result<LogicalDivided<L, T>, AlgebraError> {
    let mut c = Checks::default();
    let r = l.divide_checked(t, &mut c);
    finish(r, c)
}

/// CuTe's `zipped_divide(l, tiler)`; see [`ZippedDivide`].
///
/// # Panics
/// When a precondition fails on dynamic values, or the input is inadmissible although CuTe
/// accepts it (decided by the closed-form conditions of
/// [`admissibility`](crate::algebra::admissibility), at compile time for static inputs; see [`try_zipped_divide`]).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(zipped_divide(Layout::new((_8, _6), (_1, _8)), (_4, _2)).to_string(), "((_4,_2),(_2,_3)):((_1,_8),(_4,_16))");
/// ```
#[inline]
#[track_caller]
pub fn zipped_divide<L: ZippedDivide<T>, T>(l: L, t: T) -> ZippedDivided<L, T> {
    match try_zipped_divide(l, t) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}

/// CuTe's `zipped_divide(l, tiler)`, returning an error when a precondition fails on dynamic values.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_zipped_divide(Layout::new((_8, _6), (_1, _8)), (_4, _2)).unwrap().to_string(), "((_4,_2),(_2,_3)):((_1,_8),(_4,_16))");
/// ```
#[inline]
pub fn try_zipped_divide<L: ZippedDivide<T>, T>(
    l: L,
    t: T,
) -> Result<ZippedDivided<L, T>, AlgebraError> {
    let mut c = Checks::default();
    let r = l.divide_checked(t, &mut c);
    finish(r, c)
}

/// CuTe's `tiled_divide(l, tiler)`; see [`TiledDivide`].
///
/// # Panics
/// When a precondition fails on dynamic values, or the input is inadmissible although CuTe
/// accepts it (decided by the closed-form conditions of
/// [`admissibility`](crate::algebra::admissibility), at compile time for static inputs; see [`try_tiled_divide`]).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(tiled_divide(Layout::new((_8, _6), (_1, _8)), (_4, _2)).to_string(), "((_4,_2),_2,_3):((_1,_8),_4,_16)");
/// ```
#[inline]
#[track_caller]
pub fn tiled_divide<L: TiledDivide<T>, T>(l: L, t: T) -> TiledDivided<L, T> {
    match try_tiled_divide(l, t) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}

/// CuTe's `tiled_divide(l, tiler)`, returning an error when a precondition fails on dynamic values.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_tiled_divide(Layout::new((_8, _6), (_1, _8)), (_4, _2)).unwrap().to_string(), "((_4,_2),_2,_3):((_1,_8),_4,_16)");
/// ```
#[inline]
pub fn try_tiled_divide<L: TiledDivide<T>, T>(
    l: L,
    t: T,
) -> Result<TiledDivided<L, T>, AlgebraError> {
    let mut c = Checks::default();
    let r = l.divide_checked(t, &mut c);
    finish(r, c)
}

/// CuTe's `flat_divide(l, tiler)`; see [`FlatDivide`].
///
/// # Panics
/// When a precondition fails on dynamic values, or the input is inadmissible although CuTe
/// accepts it (decided by the closed-form conditions of
/// [`admissibility`](crate::algebra::admissibility), at compile time for static inputs; see [`try_flat_divide`]).
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(flat_divide(Layout::new((_8, _6), (_1, _8)), (_4, _2)).to_string(), "(_4,_2,_2,_3):(_1,_8,_4,_16)");
/// ```
#[inline]
#[track_caller]
pub fn flat_divide<L: FlatDivide<T>, T>(l: L, t: T) -> FlatDivided<L, T> {
    match try_flat_divide(l, t) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    }
}

/// CuTe's `flat_divide(l, tiler)`, returning an error when a precondition fails on dynamic values.
///
/// ```
/// use layout_core::prelude::*;
/// assert_eq!(try_flat_divide(Layout::new((_8, _6), (_1, _8)), (_4, _2)).unwrap().to_string(), "(_4,_2,_2,_3):(_1,_8,_4,_16)");
/// ```
#[inline]
pub fn try_flat_divide<L: FlatDivide<T>, T>(l: L, t: T) -> Result<FlatDivided<L, T>, AlgebraError> {
    let mut c = Checks::default();
    let r = l.divide_checked(t, &mut c);
    finish(r, c)
}

/// The tiler has at most rank(L) modes (`B1`); `Checked` is the tiler list, through which the
/// rest of the op goes.
#[diagnostic::on_unimplemented(
    message = "logical_divide: Too many modes in tiler (CuTe: tuple_size<Tiler> <= rank(Layout))",
    note = "a tuple tiler applies mode by mode; it may not have more modes than the layout"
)]
pub trait DivideTilerRank<TL> {
    /// The tiler list.
    type Checked;
    /// The tiler list.
    fn gate(tl: TL) -> Self::Checked;
}
impl<TL> DivideTilerRank<TL> for typenum::B1 {
    type Checked = TL;
    #[inline(always)]
    fn gate(tl: TL) -> TL {
        tl
    }
}
