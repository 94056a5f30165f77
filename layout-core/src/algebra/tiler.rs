//! Tilers and the underscore: CuTe's `_` (`Underscore`, also named `X`) and the tuples of
//! layouts, integers and `_` that composition, divides, products and slices accept.
//!
//! | CuTe | here | prints |
//! |------|------|--------|
//! | `cute::_`, `cute::X` (`Underscore`) | [`Underscore`], the value [`X`] | `_` |
//! | a tiler `(L0, 4, _)` | a Rust tuple of [`Tiler`] modes: `(Layout<..>, i32, Underscore)` | |
//!
//! In a slice coordinate `_` keeps a mode ("all of this mode"); in a tiler it leaves a mode of
//! the layout untouched. `_` cannot be a Rust value name, so its value is [`X`] (CuTe's own
//! alias for `_`).
//!
//! ```
//! use layout_core::algebra::{Underscore, X};
//! assert_eq!(X.to_string(), "_");
//! assert_eq!(core::mem::size_of::<Underscore>(), 0);
//! ```

use crate::int::Int;
use crate::int_tuple::{for_each_nonempty_tuple_arity, IntTuple};
use crate::layout::Layout;
use core::fmt;

/// CuTe's `_` (`cute::Underscore`): "all of this mode" in a slice coordinate, "leave this
/// mode" in a tiler. A zero-sized unit type; its value is [`X`].
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::algebra::{slice, X};
/// let l = make_layout((_2, _3, _4));
/// assert_eq!(slice((X, 1, X), l).to_string(), "(_2,_4):(_1,_6)");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Underscore;

/// The value of CuTe's `_` (CuTe's alias `X`), of type [`Underscore`].
pub const X: Underscore = Underscore;

impl fmt::Display for Underscore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("_")
    }
}

/// A tiler or one of its modes: a [`Layout`], an integer (meaning the layout `N:_1`), the
/// underscore [`Underscore`], or a tuple of tilers (CuTe's `Tiler` concept).
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::algebra::{Tiler, Underscore};
/// fn is_tiler<T: Tiler>(_: T) {}
/// is_tiler((make_layout(_4), 3, Underscore));
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a tiler (a layout, an integer, `_` or a tuple of them)",
    note = "a tiler mode is a `Layout`, an integer `_N`/`i32` (meaning `N:_1`) or `Underscore`"
)]
pub trait Tiler: Copy {
    /// Whether this tiler is a single mode (a layout, integer or `_`) rather than a tuple.
    const IS_MODE: bool;
}

impl<I: Int> Tiler for I {
    const IS_MODE: bool = true;
}
impl Tiler for Underscore {
    const IS_MODE: bool = true;
}
impl<S: IntTuple, D: IntTuple> Tiler for Layout<S, D> {
    const IS_MODE: bool = true;
}
impl Tiler for () {
    const IS_MODE: bool = false;
}
macro_rules! tuple_tiler {
    ($($T:ident),*) => {
        impl<$($T: Tiler),*> Tiler for ($($T,)*) {
            const IS_MODE: bool = false;
        }
    };
}
for_each_nonempty_tuple_arity!(tuple_tiler);

// ---------------------------------------------------------------------------------------------
// Tilers applied by mode, shared by the divides and the products

/// The tiler dispatch of an op that takes a tiler (the divides and the products): an integer
/// tiler `N` is `make_layout(N)`, `_` leaves the layout as it is, and a tuple tiler applies
/// mode by mode after CuTe's rank check `tuple_size<Tiler> <= rank(Layout)`; modes of the layout
/// beyond the tiler are kept. The op writes its layout-tiler impl and its rank-check trait
/// (whose message names the op) itself. The first token is `$`, for the helper macros that
/// this one defines.
macro_rules! by_mode_tiler {
    (
        $d:tt
        tiler: $Tiler:ident :: $tile:ident,
        by_mode: $ByMode:ident :: $by_mode:ident,
        rank: $Rank:ident,
        op: $op:literal,
        message: $message:literal,
        note: $note:literal $(,)?
    ) => {
        macro_rules! by_mode_int_tiler {
            ([$d ($d g:tt)*] $d I:ty) => {
                #[doc = concat!("An integer tiler: `", $op, "(L, make_layout(N))`.")]
                impl<S, D, $d ($d g)*> $Tiler<S, D> for $d I
                where
                    $d I: $crate::int::Int + $crate::stride::Compact<$crate::stride::LayoutLeft, $crate::int::_1>,
                    $crate::layout::Layout<$d I, <$d I as $crate::stride::Compact<$crate::stride::LayoutLeft, $crate::int::_1>>::Stride>: $Tiler<S, D>,
                {
                    type Output = <$crate::layout::Layout<$d I, <$d I as $crate::stride::Compact<$crate::stride::LayoutLeft, $crate::int::_1>>::Stride> as $Tiler<S, D>>::Output;
                    #[inline]
                    fn $tile(self, l: $crate::layout::Layout<S, D>, c: &mut $crate::algebra::Checks) -> Self::Output {
                        $crate::layout::make_layout(self).$tile(l, c)
                    }
                }
            };
        }
        $crate::int::for_each_int_ctor!(by_mode_int_tiler);

        /// `_` leaves the layout as it is.
        impl<S: $crate::int_tuple::IntTuple, D: $crate::int_tuple::IntTuple> $Tiler<S, D>
            for $crate::algebra::Underscore
        {
            type Output = $crate::layout::Layout<S, D>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $tile(self, l: $crate::layout::Layout<S, D>, _: &mut $crate::algebra::Checks) -> Self::Output {
                l
            }
        }

        #[doc = concat!("The tiler's modes applied to the modes of the layout (the list `M`) by `", $op, "`; the modes beyond the tiler are kept.")]
        #[diagnostic::on_unimplemented(message = $message, note = $note)]
        pub trait $ByMode<M> {
            /// The list of result modes.
            type Output: $crate::hlist::HList;
            /// Applies the tiler's modes.
            fn $by_mode(self, m: M, c: &mut $crate::algebra::Checks) -> Self::Output;
        }
        /// No tiler modes left: the remaining modes are kept.
        impl<M: $crate::hlist::HList> $ByMode<M> for $crate::hlist::HNil {
            type Output = M;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $by_mode(self, m: M, _: &mut $crate::algebra::Checks) -> M {
                m
            }
        }
        /// The first tiler mode applied to the first mode of the layout.
        impl<MS, MD, MT, T: $Tiler<MS, MD>, TT: $ByMode<MT>>
            $ByMode<$crate::hlist::HCons<$crate::layout::Layout<MS, MD>, MT>>
            for $crate::hlist::HCons<T, TT>
        where
            $crate::hlist::HCons<T::Output, TT::Output>: $crate::hlist::HList,
        {
            type Output = $crate::hlist::HCons<T::Output, TT::Output>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $by_mode(
                self,
                m: $crate::hlist::HCons<$crate::layout::Layout<MS, MD>, MT>,
                c: &mut $crate::algebra::Checks,
            ) -> Self::Output {
                let h = self.0.$tile(m.0, c);
                $crate::hlist::HCons(h, self.1.$by_mode(m.1, c))
            }
        }

        macro_rules! by_mode_tuple_tiler {
            ($d ($d T:ident),*) => {
                /// A tuple tiler: by mode.
                impl<S: $crate::int_tuple::IntTuple + $crate::algebra::mode_list::TopModes<D>, D: $crate::int_tuple::IntTuple, $d ($d T: Copy),*> $Tiler<S, D> for ($d ($d T,)*)
                where
                    $crate::int_tuple::hlist_ty!($d ($d T),*): $crate::algebra::mode_list::TilerLenLe<S::List>,
                    <$crate::int_tuple::hlist_ty!($d ($d T),*) as $crate::algebra::mode_list::TilerLenLe<S::List>>::Out: $Rank<$crate::int_tuple::hlist_ty!($d ($d T),*)>,
                    <<$crate::int_tuple::hlist_ty!($d ($d T),*) as $crate::algebra::mode_list::TilerLenLe<S::List>>::Out as $Rank<$crate::int_tuple::hlist_ty!($d ($d T),*)>>::Checked: $ByMode<S::List>,
                    <<<$crate::int_tuple::hlist_ty!($d ($d T),*) as $crate::algebra::mode_list::TilerLenLe<S::List>>::Out as $Rank<$crate::int_tuple::hlist_ty!($d ($d T),*)>>::Checked as $ByMode<S::List>>::Output: $crate::algebra::mode_list::MakeLayout,
                    $crate::algebra::mode_list::MakeLayoutOut<<<<$crate::int_tuple::hlist_ty!($d ($d T),*) as $crate::algebra::mode_list::TilerLenLe<S::List>>::Out as $Rank<$crate::int_tuple::hlist_ty!($d ($d T),*)>>::Checked as $ByMode<S::List>>::Output>: $crate::algebra::layout_parts::LayoutParts,
                {
                    type Output = $crate::algebra::mode_list::MakeLayoutOut<<<<$crate::int_tuple::hlist_ty!($d ($d T),*) as $crate::algebra::mode_list::TilerLenLe<S::List>>::Out as $Rank<$crate::int_tuple::hlist_ty!($d ($d T),*)>>::Checked as $ByMode<S::List>>::Output>;
                    #[inline]
                    fn $tile(self, l: $crate::layout::Layout<S, D>, c: &mut $crate::algebra::Checks) -> Self::Output {
                        use $crate::algebra::mode_list::MakeLayout as _;
                        use $crate::hlist::Tuple as _;
                        <<$crate::int_tuple::hlist_ty!($d ($d T),*) as $crate::algebra::mode_list::TilerLenLe<S::List>>::Out as $Rank<$crate::int_tuple::hlist_ty!($d ($d T),*)>>::gate(self.into_hlist()).$by_mode($crate::algebra::mode_list::top_modes(l), c).make_layout()
                    }
                }
            };
        }
        $crate::int_tuple::for_each_nonempty_tuple_arity!(by_mode_tuple_tiler);
    };
}
pub(crate) use by_mode_tiler;

// ---------------------------------------------------------------------------------------------
// The public form of a divide or product, shared by the divides and the products

/// One public form of a divide or a product (`logical_divide`, `zipped_product`, ...): its
/// trait, implemented once on `Layout<S, D>` with the given result type, bounds and body; its
/// result alias; the plain function (panics on a failed dynamic precondition) and the `try_`
/// function (returns the error). `examples` are the two functions' doc-test lines.
macro_rules! tiler_op {
    (
        $(#[$doc:meta])*
        $Trait:ident, $Alias:ident, $f:ident, $try_f:ident, $name:literal,
        checked: $checked:ident, tiler_bound: [$($tb:tt)*],
        out: $Out:ty, bounds: [$($b:tt)*], body: |$l:ident, $t:ident, $c:ident| $body:expr,
        examples: [$ex:literal, $try_ex:literal $(,)?] $(,)?
    ) => {
        $(#[$doc])*
        #[diagnostic::on_unimplemented(
            message = "`{Self}` is not a layout: the free divides and products take layouts",
            label = "a layout goes here",
            note = "a tensor's divides are its methods: CuTe's `logical_divide(tensor, tiler)` is `tensor.logical_divide(tiler)` (also zipped_, tiled_, flat_divide)"
        )]
        pub trait $Trait<T> {
            /// The result layout.
            type Output: LayoutParts;
            #[doc(hidden)]
            /// Computes, recording dynamic precondition failures in `c`.
            fn $checked(self, t: T, c: &mut Checks) -> Self::Output;
        }
        #[doc = concat!("The result of [`", stringify!($Trait), "`]. This is an alias; see [`Layout`] for methods.")]
        pub type $Alias<L, T> = <L as $Trait<T>>::Output;

        #[diagnostic::do_not_recommend]
        impl<S, D, T: Copy $($tb)*> $Trait<T> for Layout<S, D>
        where
            $($b)*
        {
            type Output = $Out;
            #[inline]
            fn $checked(self, t: T, c: &mut Checks) -> Self::Output {
                let ($l, $t, $c) = (self, t, c);
                $body
            }
        }

        #[doc = concat!("CuTe's `", $name, "(l, tiler)`; see [`", stringify!($Trait), "`].")]
        ///
        /// # Panics
        /// When a precondition fails on dynamic values, or the input is inadmissible although
        /// CuTe accepts it (decided by the closed-form conditions of
        /// [`admissibility`](crate::algebra::admissibility), at compile time for static inputs;
        #[doc = concat!("see [`", stringify!($try_f), "`]).")]
        ///
        #[doc = concat!("```\nuse layout_core::prelude::*;\n", $ex, "\n```")]
        #[inline]
        #[track_caller]
        pub fn $f<L: $Trait<T>, T>(l: L, t: T) -> $Alias<L, T> {
            match $try_f(l, t) {
                Ok(r) => r,
                Err(e) => panic!("{e}"),
            }
        }

        #[doc = concat!("CuTe's `", $name, "(l, tiler)`, returning an error when a precondition fails on dynamic values.")]
        ///
        #[doc = concat!("```\nuse layout_core::prelude::*;\n", $try_ex, "\n```")]
        #[inline]
        pub fn $try_f<L: $Trait<T>, T>(l: L, t: T) -> Result<$Alias<L, T>, AlgebraError> {
            Checks::run(|c| l.$checked(t, c))
        }
    };
}
pub(crate) use tiler_op;
