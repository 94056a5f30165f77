//! A partition's modes split as CuTe's copy algorithms read them: mode 0 (`CPY`, the values
//! of one copy) and the rest modes (`CPY_M, CPY_N, ...`, one copy each), as
//! `group_modes<1,R>` of `copy_if(copy_atom, pred, src, dst)` groups them.

use super::IntTuple;

/// Mode 0 and the rest modes of a shape: `(CPY, CPY_M, CPY_N)` splits into `CPY` and
/// `(CPY_M, CPY_N)`; an integer (a rank-1 shape) into itself and `()`, one copy.
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::int_tuple::RestModes;
/// let s = ((_4, _2), _3, 5);
/// assert_eq!(display(s.rest()).to_string(), "(_3,5)");
/// assert_eq!(display(s.mode0()).to_string(), "(_4,_2)");
/// assert_eq!(display(_8.rest()).to_string(), "()");
/// ```
#[diagnostic::on_unimplemented(
    message = "copy_if: `{Self}` is not a partition (CPY, CPY_M, ...): a tuple of 1 to 8 modes or an integer",
    note = "the predicated atom copy reads mode 0 as the values of one copy and the other modes as the copies"
)]
pub trait RestModes: IntTuple {
    /// Mode 0, CuTe's `CPY`.
    type Mode0: IntTuple;
    /// The rest modes as a tuple, CuTe's `(CPY_M, CPY_N, ...)`.
    type Rest: IntTuple;
    /// Mode 0.
    fn mode0(&self) -> Self::Mode0;
    /// The rest modes.
    fn rest(&self) -> Self::Rest;
}

/// The rest modes of the shape `S`.
pub type RestOf<S> = <S as RestModes>::Rest;
/// Mode 0 of the shape `S`.
pub type Mode0Of<S> = <S as RestModes>::Mode0;

macro_rules! int_rest_modes {
    ([$($g:tt)*] $I:ty) => {
        impl<$($g)*> RestModes for $I
        where
            $I: crate::int::Int,
        {
            type Mode0 = $I;
            type Rest = ();
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn mode0(&self) -> $I {
                *self
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn rest(&self) {}
        }
    };
}
crate::int::for_each_int_ctor!(int_rest_modes);

macro_rules! tuple_rest_modes {
    ($T0:ident $(, ($T:ident, $i:tt))*) => {
        impl<$T0: IntTuple $(, $T: IntTuple)*> RestModes for ($T0, $($T,)*)
        where
            ($T0, $($T,)*): IntTuple,
            ($($T,)*): IntTuple,
        {
            type Mode0 = $T0;
            type Rest = ($($T,)*);
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn mode0(&self) -> $T0 {
                self.0
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            #[allow(clippy::unused_unit)]
            fn rest(&self) -> ($($T,)*) {
                ($(self.$i,)*)
            }
        }
    };
}
tuple_rest_modes!(T0);
tuple_rest_modes!(T0, (T1, 1));
tuple_rest_modes!(T0, (T1, 1), (T2, 2));
tuple_rest_modes!(T0, (T1, 1), (T2, 2), (T3, 3));
tuple_rest_modes!(T0, (T1, 1), (T2, 2), (T3, 3), (T4, 4));
tuple_rest_modes!(T0, (T1, 1), (T2, 2), (T3, 3), (T4, 4), (T5, 5));
tuple_rest_modes!(T0, (T1, 1), (T2, 2), (T3, 3), (T4, 4), (T5, 5), (T6, 6));
tuple_rest_modes!(
    T0,
    (T1, 1),
    (T2, 2),
    (T3, 3),
    (T4, 4),
    (T5, 5),
    (T6, 6),
    (T7, 7)
);
