//! Comparisons of integers, static or dynamic: a static result (`B1`/`B0`) when both operands
//! are static, a `bool` otherwise (CuTe's `C<a> < C<b>` is `C<true>`, `C<a> < int` a `bool`).

use super::{Boolean, Int, StaticInt};
use typenum::{
    Eq, Gr, GrEq, IsEqual, IsGreater, IsGreaterOrEqual, IsLess, IsLessOrEqual, IsNotEqual, Le,
    LeEq, NInt, NonZero, NotEq, PInt, Unsigned, Z0,
};

macro_rules! comparison {
    ($(#[$doc:meta])* $Trait:ident :: $method:ident, $Alias:ident, $free:ident, $TnTrait:ident => $TnAlias:ident, $op:tt) => {
        $(#[$doc])*
        pub trait $Trait<R: Int = Self>: Int {
            /// `B1`/`B0` for static operands, `bool` otherwise.
            type Output: Boolean;
            /// Compares the values.
            fn $method(self, rhs: R) -> Self::Output;
        }
        #[doc = concat!("The result type of [`", stringify!($Trait), "`].")]
        pub type $Alias<A, B> = <A as $Trait<B>>::Output;
        #[doc = concat!("The free-function form of [`", stringify!($Trait), "`].")]
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        pub fn $free<A: $Trait<B>, B: Int>(a: A, b: B) -> $Alias<A, B> {
            a.$method(b)
        }
        impl<A: StaticInt + $TnTrait<R>, R: StaticInt> $Trait<R> for A
        where
            $TnAlias<A, R>: Boolean,
        {
            type Output = $TnAlias<A, R>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, _: R) -> Self::Output {
                Default::default()
            }
        }
        impl<A: StaticInt> $Trait<A> for i32 {
            type Output = bool;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, _: A) -> bool {
                self $op A::VALUE
            }
        }
        impl $Trait<i32> for Z0 {
            type Output = bool;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, rhs: i32) -> bool {
                0 $op rhs
            }
        }
        impl<U: Unsigned + NonZero> $Trait<i32> for PInt<U> where PInt<U>: StaticInt {
            type Output = bool;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, rhs: i32) -> bool {
                <Self as StaticInt>::VALUE $op rhs
            }
        }
        impl<U: Unsigned + NonZero> $Trait<i32> for NInt<U> where NInt<U>: StaticInt {
            type Output = bool;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, rhs: i32) -> bool {
                <Self as StaticInt>::VALUE $op rhs
            }
        }
        impl $Trait<i32> for i32 {
            type Output = bool;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, rhs: i32) -> bool {
                self $op rhs
            }
        }
    };
}

comparison!(
    /// `a < b`: static `B1`/`B0` for static operands.
    ///
    /// ```
    /// use layout_core::int::*;
    /// static_assertions::assert_type_eq_all!(IntLess<_2, _3>, typenum::B1);
    /// assert!(int_lt(2, _3));
    /// ```
    IntLt::int_lt, IntLess, int_lt, IsLess => Le, <
);
comparison!(
    /// `a <= b`.
    IntLe::int_le, IntLessEq, int_le, IsLessOrEqual => LeEq, <=
);
comparison!(
    /// `a > b`.
    IntGt::int_gt, IntGreater, int_gt, IsGreater => Gr, >
);
comparison!(
    /// `a >= b`.
    IntGe::int_ge, IntGreaterEq, int_ge, IsGreaterOrEqual => GrEq, >=
);
comparison!(
    /// `a == b`.
    IntEq::int_eq, IntEqual, int_eq, IsEqual => Eq, ==
);
comparison!(
    /// `a != b`.
    IntNe::int_ne, IntNotEqual, int_ne, IsNotEqual => NotEq, !=
);
