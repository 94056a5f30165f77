//! The integer rules of the typed layer, checked as types and as values.
//!
//! * Static op static is a static type holding C++'s value (truncating `/`, `%` with the sign of
//!   the dividend, CuTe's `gcd` loop, `lcm = (a / gcd(a, b)) * b`, `ceil_div = (a + b - 1) / b`).
//! * Anything touching a dynamic value is `i32`, except CuTe's special cases
//!   (`integral_constant.hpp`, "Mixed static-dynamic special cases"): `_0 * d`, `d * _0`,
//!   `_0 / d`, `_0 % d`, `d % _1`, `d % _-1` are `_0`.
//! * Every mixed form computes the same value as the all-dynamic form.

use layout_core::int::*;
use static_assertions::{assert_impl_all, assert_not_impl_any, assert_type_eq_all};
use typenum::{B0, B1};

// ------------------------------------------------------------ static op static is static

assert_type_eq_all!(IntSum<_2, _3>, _5);
assert_type_eq_all!(IntSum<_2, _m3>, _m1);
assert_type_eq_all!(IntDiff<_2, _3>, _m1);
assert_type_eq_all!(IntProd<_4, _3>, _12);
assert_type_eq_all!(IntProd<_m4, _3>, _m12);
assert_type_eq_all!(IntQuot<_12, _4>, _3);
assert_type_eq_all!(IntQuot<_7, _2>, _3);
assert_type_eq_all!(IntQuot<_m7, _2>, _m3); // truncation toward zero, as C++
assert_type_eq_all!(IntMod<_7, _4>, _3);
assert_type_eq_all!(IntMod<_m7, _2>, _m1); // the sign of the dividend, as C++
assert_type_eq_all!(IntMod<_7, _m2>, _1);
assert_type_eq_all!(IntMinimum<_12, _4>, _4);
assert_type_eq_all!(IntMaximum<_12, _4>, _12);
assert_type_eq_all!(IntGcf<_12, _8>, _4);
assert_type_eq_all!(IntGcf<_0, _8>, _8);
assert_type_eq_all!(IntGcf<_8, _0>, _8);
assert_type_eq_all!(IntLcmOf<_4, _6>, _12);
assert_type_eq_all!(IntCeilQuot<_7, _2>, _4);
assert_type_eq_all!(IntCeilQuot<_8, _2>, _4);
assert_type_eq_all!(IntAbsOf<_m3>, _3);
assert_type_eq_all!(IntLess<_2, _3>, B1);
assert_type_eq_all!(IntLess<_3, _3>, B0);
assert_type_eq_all!(IntEqual<_3, _3>, B1);
assert_type_eq_all!(IntGreaterEq<_2, _3>, B0);

// ------------------------------------------------------------ CuTe's special cases

assert_type_eq_all!(IntProd<_0, i32>, _0);
assert_type_eq_all!(IntProd<i32, _0>, _0);
assert_type_eq_all!(IntQuot<_0, i32>, _0);
assert_type_eq_all!(IntMod<_0, i32>, _0);
assert_type_eq_all!(IntMod<i32, _1>, _0);
assert_type_eq_all!(IntMod<i32, _m1>, _0);

// ------------------------------------------------------------ otherwise dynamic

assert_type_eq_all!(IntSum<_0, i32>, i32);
assert_type_eq_all!(IntSum<i32, _0>, i32);
assert_type_eq_all!(IntProd<_1, i32>, i32);
assert_type_eq_all!(IntProd<i32, _1>, i32);
assert_type_eq_all!(IntProd<_2, i32>, i32);
assert_type_eq_all!(IntQuot<i32, _0>, i32); // (dynamic division by _0: a run-time error)
assert_type_eq_all!(IntQuot<i32, _1>, i32);
assert_type_eq_all!(IntMod<i32, _2>, i32);
assert_type_eq_all!(IntMod<_2, i32>, i32);
assert_type_eq_all!(IntMinimum<_0, i32>, i32);
assert_type_eq_all!(IntGcf<_0, i32>, i32);
assert_type_eq_all!(IntGcf<i32, _1>, i32);
assert_type_eq_all!(IntCeilQuot<_0, i32>, i32);
assert_type_eq_all!(IntCeilQuot<i32, _1>, i32);
assert_type_eq_all!(IntAbsOf<i32>, i32);
assert_type_eq_all!(IntLess<i32, _3>, bool);
assert_type_eq_all!(IntLess<_3, i32>, bool);

// ------------------------------------------------------------ the Int trait

assert_impl_all!(_0: Int, StaticInt, Copy, Default);
assert_impl_all!(_m32: Int, StaticInt);
assert_impl_all!(i32: Int);
assert_not_impl_any!(i32: StaticInt);
assert_not_impl_any!(i64: Int);
assert_not_impl_any!(usize: Int);
const _: () = assert!(<_1024 as StaticInt>::VALUE == 1024);
const _: () = assert!(core::mem::size_of::<_4>() == 0);

#[test]
fn int_reflection() {
    assert_eq!(<_4 as Int>::STATIC, Some(4));
    assert_eq!(<_m3 as Int>::STATIC, Some(-3));
    assert_eq!(<_0 as Int>::STATIC, Some(0));
    assert_eq!(<i32 as Int>::STATIC, None);
    assert_eq!(_12.value(), 12);
    assert_eq!(_m1.value(), -1);
    assert_eq!(i32::from_value(9), 9);
    assert_eq!(<_4 as Int>::from_value(4).value(), 4);
}

// ------------------------------------------------------------ values agree in every form

/// CuTe's gcd loop (numeric/math.hpp), on values.
fn cute_gcd(mut t: i32, mut u: i32) -> i32 {
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

/// Checks one operation on the static pair `($a, $b)`: the static result's value, and the value
/// of the static/dynamic, dynamic/static and dynamic/dynamic forms, against `$expect(a, b)`.
macro_rules! agree {
    ($a:ident, $b:ident, $Alias:ident, $f:ident, $expect:expr) => {{
        let (a, b) = ($a.value(), $b.value());
        let want: i32 = $expect(a, b);
        let name = concat!(
            stringify!($f),
            "(",
            stringify!($a),
            ", ",
            stringify!($b),
            ")"
        );
        assert_eq!(<$Alias<$a, $b> as Int>::STATIC, Some(want), "{name} static");
        assert_eq!($f($a, $b).value(), want, "{name}");
        assert_eq!($f($a, b).value(), want, "{name} static, dynamic");
        assert_eq!($f(a, $b).value(), want, "{name} dynamic, static");
        assert_eq!($f(a, b).value(), want, "{name} dynamic, dynamic");
    }};
}

/// The operations defined on every pair: `+ - * min max gcd` and the comparisons.
macro_rules! any_pair {
    ($a:ident, $b:ident) => {{
        let (a, b) = ($a.value(), $b.value());
        agree!($a, $b, IntSum, int_add, |x, y| x + y);
        agree!($a, $b, IntDiff, int_sub, |x, y| x - y);
        agree!($a, $b, IntProd, int_mul, |x, y| x * y);
        agree!($a, $b, IntMinimum, int_min, |x: i32, y| x.min(y));
        agree!($a, $b, IntMaximum, int_max, |x: i32, y| x.max(y));
        agree!($a, $b, IntGcf, int_gcd, cute_gcd);
        assert_eq!(int_lt($a, $b).value(), a < b);
        assert_eq!(int_lt(a, $b), a < b);
        assert_eq!(int_le($a, b), a <= b);
        assert_eq!(int_eq($a, $b).value(), a == b);
        assert_eq!(int_ne(a, $b), a != b);
        assert_eq!(int_gt(a, b), a > b);
        assert_eq!(int_ge($a, $b).value(), a >= b);
    }};
}

/// `/` and `%` (a static divisor `_0` does not compile).
macro_rules! nonzero_divisor {
    ($a:ident, $b:ident) => {{
        agree!($a, $b, IntQuot, int_div, |x, y| x / y);
        agree!($a, $b, IntMod, int_rem, |x, y| x % y);
    }};
}

/// `lcm` (CuTe: "of two positive integers") and `ceil_div` (a positive divisor).
macro_rules! positive_pair {
    ($a:ident, $b:ident) => {{
        agree!($a, $b, IntLcmOf, int_lcm, |x, y| (x / cute_gcd(x, y)) * y);
        agree!($a, $b, IntCeilQuot, ceil_div, |x, y| (x + y - 1) / y);
    }};
}

/// `$m!(a, b)` for every `a` of the first list and `b` of the second.
macro_rules! cross {
    ($m:ident; $($a:ident),* ; $bs:tt) => {
        $(cross!(@row $m; $a ; $bs);)*
    };
    (@row $m:ident; $a:ident ; [$($b:ident),*]) => {
        $($m!($a, $b);)*
    };
}

#[test]
fn static_dynamic_and_mixed_forms_agree() {
    cross!(any_pair; _m6, _m4, _m1, _0, _1, _2, _3, _4, _12; [_m4, _m1, _0, _1, _2, _3, _6, _8]);
    cross!(nonzero_divisor; _m6, _m4, _m1, _0, _1, _2, _3, _4, _12; [_m4, _m1, _1, _2, _3, _8]);
    cross!(positive_pair; _1, _2, _3, _4, _6, _12; [_1, _2, _3, _4, _8]);
}

#[test]
fn abs_agrees() {
    assert_eq!(int_abs(_m7).value(), 7);
    assert_eq!(int_abs(-7).value(), 7);
    assert_eq!(<IntAbsOf<_m7> as StaticInt>::VALUE, 7);
    assert_eq!(int_abs(_0).value(), 0);
}

#[test]
fn special_cases_skip_the_dynamic_operand() {
    // `_0 * d` is `_0` whatever `d` is, without computing with it
    assert_eq!(int_mul(_0, i32::MAX).value(), 0);
    assert_eq!(int_mul(i32::MIN, _0).value(), 0);
    assert_eq!(int_rem(i32::MIN, _m1).value(), 0);
    assert_eq!(int_rem(-5, _1).value(), 0);
    assert_eq!(int_div(_0, 7).value(), 0);
    assert_eq!(int_rem(_0, -7).value(), 0);
}
