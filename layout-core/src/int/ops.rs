//! Mixed static/dynamic integer arithmetic (nalgebra's `DimAdd`/`DimSum` pattern).
//!
//! One trait per operation, each with an alias naming its result:
//!
//! | operation | trait | alias | free function |
//! |-----------|-------|-------|---------------|
//! | `a + b` | [`IntAdd`] | [`IntSum`] | [`int_add`] |
//! | `a - b` | [`IntSub`] | [`IntDiff`] | [`int_sub`] |
//! | `a * b` | [`IntMul`] | [`IntProd`] | [`int_mul`] |
//! | `a / b` (truncating, as C++) | [`IntDiv`] | [`IntQuot`] | [`int_div`] |
//! | `a % b` (sign of `a`, as C++) | [`IntRem`] | [`IntMod`] | [`int_rem`] |
//! | `min(a, b)` | [`IntMin`] | [`IntMinimum`] | [`int_min`] |
//! | `max(a, b)` | [`IntMax`] | [`IntMaximum`] | [`int_max`] |
//! | `gcd(a, b)` (CuTe's Euclid loop) | [`IntGcd`] | [`IntGcf`] | [`int_gcd`] |
//! | `lcm(a, b)` = `(a / gcd(a, b)) * b` | [`IntLcm`] | [`IntLcmOf`] | [`int_lcm`] |
//! | `ceil_div(a, b)` = `(a + b - 1) / b` | [`IntCeilDiv`] | [`IntCeilQuot`] | [`ceil_div`] |
//! | `abs(a)` | [`IntAbs`] | [`IntAbsOf`] | [`int_abs`] |
//! | `a < b`, `a <= b`, `a > b`, `a >= b`, `a == b`, `a != b` | [`IntLt`], [`IntLe`], [`IntGt`], [`IntGe`], [`IntEq`], [`IntNe`] | [`IntLess`], ... | [`int_lt`], ... |
//!
//! Static op static is static (computed by typenum at compile time); an operation with a
//! dynamic operand is dynamic, except where CuTe knows the result anyway: `_0 * d = _0`,
//! `d * _0 = _0`, `_0 / d = _0`, `_0 % d = _0`, `d % _1 = _0`, `d % _-1 = _0`.
//!
//! # Panics
//! Dynamic division or remainder by zero panics, as Rust's `i32` operators do (CuTe: undefined
//! behaviour). Static division by zero does not compile.

use super::{Int, StaticInt};
use core::ops::{Add, Div, Mul, Rem, Sub};
use typenum::{
    Abs, AbsVal, Diff, Eq, IsEqual, Max, Maximum, Min, Minimum, Mod, NInt, NonZero, PInt, Prod,
    Quot, Sum, Unsigned, B0, B1, U1, Z0,
};

/// Computes a dynamic result, or the static one without evaluating anything.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn out<O: Int>(f: impl FnOnce() -> i32) -> O {
    if O::STATIC.is_some() {
        O::default()
    } else {
        O::from_value(f())
    }
}

macro_rules! binary_op {
    (
        $(#[$doc:meta])* $Trait:ident :: $method:ident, $Alias:ident, $free:ident,
        static: $TnTrait:ident => $TnAlias:ident,
        zero_lhs: $ZL:ty, zero_rhs: $ZR:ty, dyn: $f:expr
    ) => {
        $(#[$doc])*
        #[diagnostic::on_unimplemented(
            message = "`{Self}` and `{R}` cannot be combined by this integer operation",
            note = "static integers print in typenum binary form: PInt<UInt<UInt<UTerm, B1>, B0>> is _2"
        )]
        pub trait $Trait<R: Int = Self>: Int {
            /// The result: static when CuTe's is static.
            type Output: Int;
            /// Applies the operation to the values.
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

        // static op static: computed by typenum
        impl<R: StaticInt> $Trait<R> for Z0
        where
            Z0: $TnTrait<R>,
            $TnAlias<Z0, R>: StaticInt,
        {
            type Output = $TnAlias<Z0, R>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, _: R) -> Self::Output {
                Default::default()
            }
        }
        impl<U, R: StaticInt> $Trait<R> for PInt<U>
        where
            U: Unsigned + NonZero,
            PInt<U>: StaticInt + $TnTrait<R>,
            $TnAlias<PInt<U>, R>: StaticInt,
        {
            type Output = $TnAlias<PInt<U>, R>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, _: R) -> Self::Output {
                Default::default()
            }
        }
        impl<U, R: StaticInt> $Trait<R> for NInt<U>
        where
            U: Unsigned + NonZero,
            NInt<U>: StaticInt + $TnTrait<R>,
            $TnAlias<NInt<U>, R>: StaticInt,
        {
            type Output = $TnAlias<NInt<U>, R>;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, _: R) -> Self::Output {
                Default::default()
            }
        }
        // static op dynamic
        impl $Trait<i32> for Z0 {
            type Output = $ZL;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, rhs: i32) -> $ZL {
                out(|| $f(0, rhs))
            }
        }
        impl<U: Unsigned + NonZero> $Trait<i32> for PInt<U>
        where
            PInt<U>: StaticInt,
        {
            type Output = i32;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, rhs: i32) -> i32 {
                $f(<Self as StaticInt>::VALUE, rhs)
            }
        }
        impl<U: Unsigned + NonZero> $Trait<i32> for NInt<U>
        where
            NInt<U>: StaticInt,
        {
            type Output = i32;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, rhs: i32) -> i32 {
                $f(<Self as StaticInt>::VALUE, rhs)
            }
        }
        // dynamic op static
        impl $Trait<Z0> for i32 {
            type Output = $ZR;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, _: Z0) -> $ZR {
                out(|| $f(self, 0))
            }
        }
        binary_op!(@dyn_nonzero $Trait :: $method, $f, PInt);
        binary_op!(@dyn_nonzero $Trait :: $method, $f, NInt);
        // dynamic op dynamic
        impl $Trait<i32> for i32 {
            type Output = i32;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, rhs: i32) -> i32 {
                $f(self, rhs)
            }
        }
    };
    (@dyn_nonzero $Trait:ident :: $method:ident, $f:expr, $Ctor:ident) => {
        impl<U: Unsigned + NonZero> $Trait<$Ctor<U>> for i32
        where
            $Ctor<U>: StaticInt,
        {
            type Output = i32;
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn $method(self, _: $Ctor<U>) -> i32 {
                $f(self, <$Ctor<U> as StaticInt>::VALUE)
            }
        }
    };
}

binary_op!(
    /// `a + b`.
    ///
    /// ```
    /// use layout_core::int::*;
    /// static_assertions::assert_type_eq_all!(IntSum<_2, _3>, _5);
    /// assert_eq!(int_add(_2, 3).value(), 5);
    /// ```
    IntAdd::int_add, IntSum, int_add,
    static: Add => Sum, zero_lhs: i32, zero_rhs: i32, dyn: |a: i32, b: i32| a + b
);
binary_op!(
    /// `a - b`.
    ///
    /// ```
    /// use layout_core::int::*;
    /// static_assertions::assert_type_eq_all!(IntDiff<_2, _3>, _m1);
    /// assert_eq!(int_sub(7, _3).value(), 4);
    /// ```
    IntSub::int_sub, IntDiff, int_sub,
    static: Sub => Diff, zero_lhs: i32, zero_rhs: i32, dyn: |a: i32, b: i32| a - b
);
binary_op!(
    /// `a * b`; `_0` times anything is `_0`, as in CuTe.
    ///
    /// ```
    /// use layout_core::int::*;
    /// static_assertions::assert_type_eq_all!(IntProd<_4, _3>, _12);
    /// static_assertions::assert_type_eq_all!(IntProd<i32, _0>, _0);
    /// assert_eq!(int_mul(7, _3).value(), 21);
    /// ```
    IntMul::int_mul, IntProd, int_mul,
    static: Mul => Prod, zero_lhs: Z0, zero_rhs: Z0, dyn: |a: i32, b: i32| a * b
);
binary_op!(
    /// `a / b`, truncating toward zero as C++; `_0 / d` is `_0`, as in CuTe.
    ///
    /// ```
    /// use layout_core::int::*;
    /// static_assertions::assert_type_eq_all!(IntQuot<_12, _4>, _3);
    /// static_assertions::assert_type_eq_all!(IntQuot<_0, i32>, _0);
    /// assert_eq!(int_div(-7, _2).value(), -3);
    /// ```
    IntDiv::int_div, IntQuot, int_div,
    static: Div => Quot, zero_lhs: Z0, zero_rhs: i32, dyn: |a: i32, b: i32| a / b
);
binary_op!(
    /// `min(a, b)`.
    ///
    /// ```
    /// use layout_core::int::*;
    /// static_assertions::assert_type_eq_all!(IntMinimum<_12, _4>, _4);
    /// assert_eq!(int_min(3, _4).value(), 3);
    /// ```
    IntMin::int_min, IntMinimum, int_min,
    static: Min => Minimum, zero_lhs: i32, zero_rhs: i32, dyn: |a: i32, b: i32| a.min(b)
);
binary_op!(
    /// `max(a, b)`.
    ///
    /// ```
    /// use layout_core::int::*;
    /// static_assertions::assert_type_eq_all!(IntMaximum<_12, _4>, _12);
    /// assert_eq!(int_max(3, _4).value(), 4);
    /// ```
    IntMax::int_max, IntMaximum, int_max,
    static: Max => Maximum, zero_lhs: i32, zero_rhs: i32, dyn: |a: i32, b: i32| a.max(b)
);
binary_op!(
    /// `gcd(a, b)` by CuTe's Euclid loop (for negative arguments the sign follows that loop).
    ///
    /// ```
    /// use layout_core::int::*;
    /// static_assertions::assert_type_eq_all!(IntGcf<_12, _8>, _4);
    /// assert_eq!(int_gcd(12, _8).value(), 4);
    /// ```
    IntGcd::int_gcd, IntGcf, int_gcd,
    static: CuteGcd => CuteGcdOut, zero_lhs: i32, zero_rhs: i32, dyn: dyn_gcd
);

/// CuTe's `gcd` loop on values: `gcd(t, u) = if t == 0 { u } else { gcd(u % t, t) }`.
#[inline]
pub(crate) const fn dyn_gcd(mut t: i32, mut u: i32) -> i32 {
    loop {
        if t == 0 {
            return u;
        }
        u %= t;
        if u == 0 {
            return t;
        }
        t %= u;
    }
}

#[doc(hidden)]
/// Type-level CuTe gcd: `G(0, u) = u`, `G(t, u) = G(u % t, t)`.
pub trait CuteGcd<R> {
    /// The gcd.
    type Output;
}
#[doc(hidden)]
pub type CuteGcdOut<A, B> = <A as CuteGcd<B>>::Output;
impl<R> CuteGcd<R> for Z0 {
    type Output = R;
}
impl<U: Unsigned + NonZero, R: Rem<PInt<U>>> CuteGcd<R> for PInt<U>
where
    Mod<R, PInt<U>>: CuteGcd<PInt<U>>,
{
    type Output = CuteGcdOut<Mod<R, PInt<U>>, PInt<U>>;
}
impl<U: Unsigned + NonZero, R: Rem<NInt<U>>> CuteGcd<R> for NInt<U>
where
    Mod<R, NInt<U>>: CuteGcd<NInt<U>>,
{
    type Output = CuteGcdOut<Mod<R, NInt<U>>, NInt<U>>;
}

/// `a % b`, with the sign of `a` as C++; `_0 % d`, `d % _1` and `d % _-1` are `_0`, as in CuTe.
///
/// ```
/// use layout_core::int::*;
/// static_assertions::assert_type_eq_all!(IntMod<_7, _4>, _3);
/// static_assertions::assert_type_eq_all!(IntMod<i32, _1>, _0);
/// assert_eq!(int_rem(7, _4).value(), 3);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` and `{R}` cannot be combined by `%` as integers",
    note = "a static divisor must not be `_0`"
)]
pub trait IntRem<R: Int = Self>: Int {
    /// The result: static when CuTe's is static.
    type Output: Int;
    /// Applies the operation to the values.
    fn int_rem(self, rhs: R) -> Self::Output;
}
/// The result type of [`IntRem`].
pub type IntMod<A, B> = <A as IntRem<B>>::Output;
/// The free-function form of [`IntRem`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn int_rem<A: IntRem<B>, B: Int>(a: A, b: B) -> IntMod<A, B> {
    a.int_rem(b)
}
impl<A: StaticInt + Rem<R>, R: StaticInt> IntRem<R> for A
where
    Mod<A, R>: StaticInt,
{
    type Output = Mod<A, R>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn int_rem(self, _: R) -> Self::Output {
        Default::default()
    }
}
impl IntRem<i32> for Z0 {
    type Output = Z0;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn int_rem(self, _: i32) -> Z0 {
        Z0::new()
    }
}
impl<U: Unsigned + NonZero> IntRem<i32> for PInt<U>
where
    PInt<U>: StaticInt,
{
    type Output = i32;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn int_rem(self, rhs: i32) -> i32 {
        <Self as StaticInt>::VALUE % rhs
    }
}
impl<U: Unsigned + NonZero> IntRem<i32> for NInt<U>
where
    NInt<U>: StaticInt,
{
    type Output = i32;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn int_rem(self, rhs: i32) -> i32 {
        <Self as StaticInt>::VALUE % rhs
    }
}
impl<U: Unsigned + NonZero + IsEqual<U1>> IntRem<PInt<U>> for i32
where
    PInt<U>: StaticInt,
    Eq<U, U1>: RemByStatic,
{
    type Output = <Eq<U, U1> as RemByStatic>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn int_rem(self, _: PInt<U>) -> Self::Output {
        out(|| self % <PInt<U> as StaticInt>::VALUE)
    }
}
impl<U: Unsigned + NonZero + IsEqual<U1>> IntRem<NInt<U>> for i32
where
    NInt<U>: StaticInt,
    Eq<U, U1>: RemByStatic,
{
    type Output = <Eq<U, U1> as RemByStatic>::Output;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn int_rem(self, _: NInt<U>) -> Self::Output {
        out(|| self % <NInt<U> as StaticInt>::VALUE)
    }
}
impl IntRem<i32> for i32 {
    type Output = i32;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn int_rem(self, rhs: i32) -> i32 {
        self % rhs
    }
}
#[doc(hidden)]
/// `d % s` is `_0` when `|s| == 1` (`B1`), dynamic otherwise.
pub trait RemByStatic {
    /// The result type.
    type Output: Int;
}
impl RemByStatic for B1 {
    type Output = Z0;
}
impl RemByStatic for B0 {
    type Output = i32;
}

/// `lcm(a, b) = (a / gcd(a, b)) * b`, as CuTe: static only when both operands are.
///
/// ```
/// use layout_core::int::*;
/// static_assertions::assert_type_eq_all!(IntLcmOf<_4, _6>, _12);
/// assert_eq!(int_lcm(4, _6).value(), 12);
/// static_assertions::assert_type_eq_all!(IntLcmOf<_0, i32>, i32);
/// ```
pub trait IntLcm<R: Int = Self>: Int {
    /// The result.
    type Output: Int;
    /// Applies the operation.
    fn int_lcm(self, rhs: R) -> Self::Output;
}
/// The result type of [`IntLcm`].
pub type IntLcmOf<A, B> = <A as IntLcm<B>>::Output;
// static, static: computed by the type checker
impl<A: StaticInt + IntGcd<B> + IntDiv<IntGcf<A, B>>, B: StaticInt> IntLcm<B> for A
where
    IntQuot<A, IntGcf<A, B>>: IntMul<B>,
    IntProd<IntQuot<A, IntGcf<A, B>>, B>: StaticInt,
{
    type Output = IntProd<IntQuot<A, IntGcf<A, B>>, B>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn int_lcm(self, _: B) -> Self::Output {
        Default::default()
    }
}
// anything with a dynamic operand is dynamic (CuTe's `lcm(C<t>, int)` returns `int`)
impl<A: StaticInt> IntLcm<i32> for A {
    type Output = i32;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn int_lcm(self, rhs: i32) -> i32 {
        dyn_lcm(A::VALUE, rhs)
    }
}
impl<B: StaticInt> IntLcm<B> for i32 {
    type Output = i32;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn int_lcm(self, _: B) -> i32 {
        dyn_lcm(self, B::VALUE)
    }
}
impl IntLcm<i32> for i32 {
    type Output = i32;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn int_lcm(self, rhs: i32) -> i32 {
        dyn_lcm(self, rhs)
    }
}
/// CuTe's `lcm(t, u) = (t / gcd(t, u)) * u` on values.
#[inline]
const fn dyn_lcm(t: i32, u: i32) -> i32 {
    (t / dyn_gcd(t, u)) * u
}
/// The free-function form of [`IntLcm`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn int_lcm<A: IntLcm<B>, B: Int>(a: A, b: B) -> IntLcmOf<A, B> {
    a.int_lcm(b)
}

/// `ceil_div(a, b) = (a + b - _1) / b`, as CuTe (for positive `b`).
///
/// ```
/// use layout_core::int::*;
/// static_assertions::assert_type_eq_all!(IntCeilQuot<_7, _2>, _4);
/// assert_eq!(ceil_div(7, _2).value(), 4);
/// ```
pub trait IntCeilDiv<R: Int = Self>: Int {
    /// The result.
    type Output: Int;
    /// Applies the operation.
    fn int_ceil_div(self, rhs: R) -> Self::Output;
}
/// The result type of [`IntCeilDiv`].
pub type IntCeilQuot<A, B> = <A as IntCeilDiv<B>>::Output;
impl<A: IntAdd<B>, B: Int> IntCeilDiv<B> for A
where
    IntSum<A, B>: IntSub<U1Int>,
    IntDiff<IntSum<A, B>, U1Int>: IntDiv<B>,
{
    type Output = IntQuot<IntDiff<IntSum<A, B>, U1Int>, B>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn int_ceil_div(self, rhs: B) -> Self::Output {
        int_div(int_sub(int_add(self, rhs), U1Int::default()), rhs)
    }
}
/// The free-function form of [`IntCeilDiv`] is CuTe's `ceil_div` of IntTuples, whose
/// int / int case it is: [`crate::int_tuple::ceil_div`].
pub use crate::int_tuple::ceil_div;
type U1Int = PInt<U1>;

/// `abs(a)`.
///
/// ```
/// use layout_core::int::*;
/// static_assertions::assert_type_eq_all!(IntAbsOf<_m3>, _3);
/// assert_eq!(int_abs(-3).value(), 3);
/// ```
pub trait IntAbs: Int {
    /// The result.
    type Output: Int;
    /// Applies the operation.
    fn int_abs(self) -> Self::Output;
}
/// The result type of [`IntAbs`].
pub type IntAbsOf<A> = <A as IntAbs>::Output;
impl<A: StaticInt + Abs> IntAbs for A
where
    AbsVal<A>: StaticInt,
{
    type Output = AbsVal<A>;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn int_abs(self) -> Self::Output {
        Default::default()
    }
}
impl IntAbs for i32 {
    type Output = i32;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn int_abs(self) -> i32 {
        self.abs()
    }
}
/// The free-function form of [`IntAbs`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn int_abs<A: IntAbs>(a: A) -> IntAbsOf<A> {
    a.int_abs()
}
