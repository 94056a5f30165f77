//! CuTe's `replace<I>(layout, x)`: the layout with its top-level mode `I` replaced by the layout
//! `x`, the index a static integer (`replace(layout, _2, x)`).
//!
//! ```
//! use layout_core::prelude::*;
//! let (a, b) = (Layout::new(_3, _1), Layout::new(_4, _3));
//! let c = append(append(a, b), append(a, b));
//! assert_eq!(c.to_string(), "(_3,_4,(_3,_4)):(_1,_3,(_1,_3))");
//! assert_eq!(replace(c, _2, b).to_string(), "(_3,_4,_4):(_1,_3,_3)");
//! assert_eq!(replace(c, _0, Layout::new(8, 2)).to_string(), "(8,_4,(_3,_4)):(2,_3,(_1,_3))");
//! ```
//!
//! An index past the last mode does not compile:
//! ```compile_fail
//! use layout_core::prelude::*;
//! let _ = replace(make_layout((_2, _3)), _2, Layout::new(_4, _1));
//! ```

use super::tuple_ops::{FromModes, FromModesOut, ModesOf, ModesOut};
use crate::hlist::HCons;
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use core::ops::Sub;
use typenum::{Diff, NonZero, PInt, Unsigned, P1, Z0};

/// The layout with mode `I` replaced, CuTe's `replace<I>(layout, x)`; see [`replace`].
#[diagnostic::on_unimplemented(
    message = "replace: mode `{I}` cannot be replaced in this layout by `{X}`",
    note = "CuTe's replace<I>(layout, x) needs 0 <= I < rank(layout) and x a layout"
)]
pub trait Replace<I, X> {
    /// The layout with the new mode.
    type Output;
    /// Replaces.
    fn replace(self, x: X) -> Self::Output;
}
/// The result of [`Replace`] (an alias; see [`Layout`] for methods).
pub type Replaced<L, I, X> = <L as Replace<I, X>>::Output;

/// CuTe's `replace<I>(layout, x)` with the index as a static integer; see [`Replace`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn replace<L: Replace<I, X>, I, X>(layout: L, _index: I, x: X) -> Replaced<L, I, X> {
    layout.replace(x)
}

impl<S: IntTuple, D: IntTuple, I, XS: IntTuple, XD: IntTuple> Replace<I, Layout<XS, XD>>
    for Layout<S, D>
where
    Layout<S, D>: ModesOf,
    ModesOut<Layout<S, D>>: ReplaceAt<I, (XS, XD)>,
    <ModesOut<Layout<S, D>> as ReplaceAt<I, (XS, XD)>>::Output: FromModes,
{
    type Output = FromModesOut<<ModesOut<Layout<S, D>> as ReplaceAt<I, (XS, XD)>>::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn replace(self, x: Layout<XS, XD>) -> Self::Output {
        self.modes()
            .replace_at((x.shape(), x.stride()))
            .into_layout()
    }
}

#[doc(hidden)]
/// Element `I` of a list replaced by `X`.
pub trait ReplaceAt<I, X> {
    /// The list.
    type Output;
    /// Replaces.
    fn replace_at(self, x: X) -> Self::Output;
}
impl<H, T, X> ReplaceAt<Z0, X> for HCons<H, T> {
    type Output = HCons<X, T>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn replace_at(self, x: X) -> Self::Output {
        HCons(x, self.1)
    }
}
impl<H, T, X, U: Unsigned + NonZero> ReplaceAt<PInt<U>, X> for HCons<H, T>
where
    PInt<U>: Sub<P1>,
    T: ReplaceAt<Diff<PInt<U>, P1>, X>,
{
    type Output = HCons<H, T::Output>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn replace_at(self, x: X) -> Self::Output {
        HCons(self.0, self.1.replace_at(x))
    }
}
