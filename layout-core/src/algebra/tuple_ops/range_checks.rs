//! CuTe's `select<I...>`, `take<B,E>` and `group<B,E>` index checks: static list indexing and
//! ranges, one check trait per op, so each error names its op.

use super::mode_pairs::ModesOut;
use crate::hlist::{HCons, HNil};
use core::ops::{Add, Sub};
use typenum::{Diff, NonZero, PInt, Sum, Unsigned, B1, P1, Z0};

// ---------------------------------------------------------------------------------------------
// Static list indexing and ranges (one trait per op, so each error names its op)

macro_rules! list_index {
    ($(#[$doc:meta])* $At:ident, $msg:literal, $note:literal) => {
        $(#[$doc])*
        #[doc(hidden)]
        #[diagnostic::on_unimplemented(message = $msg, note = $note)]
        pub trait $At<I> {
            /// The element.
            type Output: Copy;
            /// Returns it.
            fn at(self) -> Self::Output;
        }
        impl<H: Copy, T> $At<Z0> for HCons<H, T> {
            type Output = H;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn at(self) -> H {
                self.0
            }
        }
        impl<H, T, U> $At<PInt<U>> for HCons<H, T>
        where
            U: Unsigned + NonZero,
            PInt<U>: Sub<P1>,
            T: $At<Diff<PInt<U>, P1>>,
        {
            type Output = T::Output;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn at(self) -> Self::Output {
                self.1.at()
            }
        }
    };
}

macro_rules! list_range {
    ($Drop:ident, $Prefix:ident, $msg:literal, $note:literal) => {
        #[doc(hidden)]
        /// The list without its first `N` elements.
        #[diagnostic::on_unimplemented(message = $msg, note = $note)]
        pub trait $Drop<N> {
            /// The rest of the list.
            type Output;
            /// Drops the elements.
            fn drop_front(self) -> Self::Output;
        }
        impl<L> $Drop<Z0> for L {
            type Output = L;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn drop_front(self) -> L {
                self
            }
        }
        impl<H, T, U> $Drop<PInt<U>> for HCons<H, T>
        where
            U: Unsigned + NonZero,
            PInt<U>: Sub<P1>,
            T: $Drop<Diff<PInt<U>, P1>>,
        {
            type Output = T::Output;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn drop_front(self) -> Self::Output {
                self.1.drop_front()
            }
        }
        #[doc(hidden)]
        /// The first `N` elements of the list.
        #[diagnostic::on_unimplemented(message = $msg, note = $note)]
        pub trait $Prefix<N> {
            /// The first elements.
            type Output;
            /// Takes them.
            fn prefix(self) -> Self::Output;
        }
        impl<L> $Prefix<Z0> for L {
            type Output = HNil;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn prefix(self) -> HNil {
                HNil
            }
        }
        impl<H, T, U> $Prefix<PInt<U>> for HCons<H, T>
        where
            U: Unsigned + NonZero,
            PInt<U>: Sub<P1>,
            T: $Prefix<Diff<PInt<U>, P1>>,
        {
            type Output = HCons<H, T::Output>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn prefix(self) -> Self::Output {
                HCons(self.0, self.1.prefix())
            }
        }
    };
}

list_index!(
    /// Mode `I` of a list of modes, for `select`.
    SelectAt,
    "select: index `{I}` is out of range for the layout",
    "CuTe requires every index of select<I...> to be in [0, rank(layout))"
);
list_range!(
    TakeDrop,
    TakePrefix,
    "take: the range is out of bounds for the layout",
    "CuTe requires 0 <= B < E <= rank(layout) for take<B,E>"
);
list_range!(
    GroupDrop,
    GroupPrefix,
    "group: the range is out of bounds for the layout",
    "CuTe requires 0 <= B <= E <= rank(layout) for group<B,E>"
);

#[doc(hidden)]
/// `0 <= B < E` for `take<B,E>`. Passes `X` through when the check (a typenum bit) is `B1`; the rest of the op goes
/// through `Checked`, so a failed check is reported once.
#[diagnostic::on_unimplemented(
    message = "take: empty range (CuTe requires 0 <= B < E)",
    note = "take<B,E> on a layout keeps the modes [B, E), which must not be empty"
)]
pub trait TakeNonEmpty<X> {
    /// `X`, once the check has passed.
    type Checked;
    /// Passes `X` through.
    fn gate(x: X) -> Self::Checked;
}
#[diagnostic::do_not_recommend]
impl<X> TakeNonEmpty<X> for B1 {
    type Checked = X;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn gate(x: X) -> X {
        x
    }
}

#[doc(hidden)]
/// `E <= rank` for `take<B,E>`. Passes `X` through when the check (a typenum bit) is `B1`; the rest of the op goes
/// through `Checked`, so a failed check is reported once.
#[diagnostic::on_unimplemented(
    message = "take: range out of bounds (CuTe requires E <= rank(layout))",
    note = "take<B,E> keeps the modes [B, E) of the layout"
)]
pub trait TakeInBounds<X> {
    /// `X`, once the check has passed.
    type Checked;
    /// Passes `X` through.
    fn gate(x: X) -> Self::Checked;
}
#[diagnostic::do_not_recommend]
impl<X> TakeInBounds<X> for B1 {
    type Checked = X;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn gate(x: X) -> X {
        x
    }
}

#[doc(hidden)]
/// `0 <= B <= E` for `group<B,E>`. Passes `X` through when the check (a typenum bit) is `B1`; the rest of the op goes
/// through `Checked`, so a failed check is reported once.
#[diagnostic::on_unimplemented(
    message = "group: the range is reversed (CuTe requires 0 <= B <= E)",
    note = "group<B,E> groups the modes [B, E) of the layout"
)]
pub trait GroupOrdered<X> {
    /// `X`, once the check has passed.
    type Checked;
    /// Passes `X` through.
    fn gate(x: X) -> Self::Checked;
}
#[diagnostic::do_not_recommend]
impl<X> GroupOrdered<X> for B1 {
    type Checked = X;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn gate(x: X) -> X {
        x
    }
}

#[doc(hidden)]
/// `E <= rank` for `group<B,E>`. Passes `X` through when the check (a typenum bit) is `B1`; the rest of the op goes
/// through `Checked`, so a failed check is reported once.
#[diagnostic::on_unimplemented(
    message = "group: range out of bounds (CuTe requires E <= rank(layout))",
    note = "group<B,E> groups the modes [B, E) of the layout"
)]
pub trait GroupInBounds<X> {
    /// `X`, once the check has passed.
    type Checked;
    /// Passes `X` through.
    fn gate(x: X) -> Self::Checked;
}
#[diagnostic::do_not_recommend]
impl<X> GroupInBounds<X> for B1 {
    type Checked = X;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn gate(x: X) -> X {
        x
    }
}

#[doc(hidden)]
/// `0 <= I < rank` for an index of `select`. Passes `X` through when the check (a typenum bit) is `B1`; the rest of the op goes
/// through `Checked`, so a failed check is reported once.
#[diagnostic::on_unimplemented(
    message = "select: index out of range (CuTe requires 0 <= I < rank(layout))",
    note = "select<I...> picks the modes I... of the layout"
)]
pub trait SelectInRange<X> {
    /// `X`, once the check has passed.
    type Checked;
    /// Passes `X` through.
    fn gate(x: X) -> Self::Checked;
}
#[diagnostic::do_not_recommend]
impl<X> SelectInRange<X> for B1 {
    type Checked = X;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn gate(x: X) -> X {
        x
    }
}

#[doc(hidden)]
/// The number of modes of a list, as a typenum integer.
pub trait ModesLen {
    /// `Z0`, `P1`, ...
    type Len;
}
impl ModesLen for HNil {
    type Len = Z0;
}
impl<H, T: ModesLen> ModesLen for HCons<H, T>
where
    T::Len: Add<P1>,
{
    type Len = Sum<T::Len, P1>;
}
#[doc(hidden)]
/// The number of modes of a layout.
pub type RankOf<L> = <ModesOut<L> as ModesLen>::Len;
