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
use super::mode_list::{leaf_modes, LeafModes, UnwrapLayout, UnwrapLayoutOut};
use super::tile_unzip::{FlatOf, TileUnzip, TiledOf, UnpackFlat, UnpackTiled};
use crate::hlist::Tuple;
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

super::tiler::tiler_op!(
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
    checked: divide_checked, tiler_bound: [+ DivideTiler<S, D>],
    out: T::Output, bounds: [], body: |l, t, c| t.divide_tiler(l, c),
    examples: [
        r#"assert_eq!(logical_divide(Layout::new((_4, _2, _3), (_2, _1, _8)), Layout::new(_4, _2)).to_string(), "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))");"#,
        r#"assert_eq!(try_logical_divide(Layout::new((_4, _2, _3), (_2, _1, _8)), Layout::new(_4, _2)).unwrap().to_string(), "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))");"#,
    ],
);

super::tiler::tiler_op!(
    /// CuTe's `zipped_divide(L, T)`: the logical divide with the tile modes gathered into
    /// mode 0 and the rest into mode 1.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let l = Layout::new((_8, _6), (_1, _8));
    /// assert_eq!(zipped_divide(l, (_4, _2)).to_string(), "((_4,_2),(_2,_3)):((_1,_8),(_4,_16))");
    /// ```
    ZippedDivide, ZippedDivided, zipped_divide, try_zipped_divide, "zipped_divide",
    checked: divide_checked, tiler_bound: [+ DivideTiler<S, D>],
    out: <T::Output as TileUnzip<T>>::Output,
    bounds: [T::Output: TileUnzip<T>],
    body: |l, t, c| t.divide_tiler(l, c).tile_unzip(t),
    examples: [
        r#"assert_eq!(zipped_divide(Layout::new((_8, _6), (_1, _8)), (_4, _2)).to_string(), "((_4,_2),(_2,_3)):((_1,_8),(_4,_16))");"#,
        r#"assert_eq!(try_zipped_divide(Layout::new((_8, _6), (_1, _8)), (_4, _2)).unwrap().to_string(), "((_4,_2),(_2,_3)):((_1,_8),(_4,_16))");"#,
    ],
);

super::tiler::tiler_op!(
    /// CuTe's `tiled_divide(L, T)`: like [`zipped_divide`], with the rest modes unpacked:
    /// `((tile), rest0, rest1, ...)`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let l = Layout::new((_8, _6), (_1, _8));
    /// assert_eq!(tiled_divide(l, (_4, _2)).to_string(), "((_4,_2),_2,_3):((_1,_8),_4,_16)");
    /// ```
    TiledDivide, TiledDivided, tiled_divide, try_tiled_divide, "tiled_divide",
    checked: divide_checked, tiler_bound: [+ DivideTiler<S, D>],
    out: TiledOf<ZippedDivided<Layout<S, D>, T>>,
    bounds: [Layout<S, D>: ZippedDivide<T>, ZippedDivided<Layout<S, D>, T>: UnpackTiled],
    body: |l, t, c| <Layout<S, D> as ZippedDivide<T>>::divide_checked(l, t, c).unpack_tiled(),
    examples: [
        r#"assert_eq!(tiled_divide(Layout::new((_8, _6), (_1, _8)), (_4, _2)).to_string(), "((_4,_2),_2,_3):((_1,_8),_4,_16)");"#,
        r#"assert_eq!(try_tiled_divide(Layout::new((_8, _6), (_1, _8)), (_4, _2)).unwrap().to_string(), "((_4,_2),_2,_3):((_1,_8),_4,_16)");"#,
    ],
);

super::tiler::tiler_op!(
    /// CuTe's `flat_divide(L, T)`: like [`zipped_divide`], with both modes unpacked:
    /// `(tile0, tile1, ..., rest0, rest1, ...)`.
    ///
    /// ```
    /// use layout_core::prelude::*;
    /// let l = Layout::new((_8, _6), (_1, _8));
    /// assert_eq!(flat_divide(l, (_4, _2)).to_string(), "(_4,_2,_2,_3):(_1,_8,_4,_16)");
    /// ```
    FlatDivide, FlatDivided, flat_divide, try_flat_divide, "flat_divide",
    checked: divide_checked, tiler_bound: [+ DivideTiler<S, D>],
    out: FlatOf<ZippedDivided<Layout<S, D>, T>>,
    bounds: [Layout<S, D>: ZippedDivide<T>, ZippedDivided<Layout<S, D>, T>: UnpackFlat],
    body: |l, t, c| <Layout<S, D> as ZippedDivide<T>>::divide_checked(l, t, c).unpack_flat(),
    examples: [
        r#"assert_eq!(flat_divide(Layout::new((_8, _6), (_1, _8)), (_4, _2)).to_string(), "(_4,_2,_2,_3):(_1,_8,_4,_16)");"#,
        r#"assert_eq!(try_flat_divide(Layout::new((_8, _6), (_1, _8)), (_4, _2)).unwrap().to_string(), "(_4,_2,_2,_3):(_1,_8,_4,_16)");"#,
    ],
);

#[allow(unused_imports)]
use Tuple as _;

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
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn gate(tl: TL) -> TL {
        tl
    }
}
