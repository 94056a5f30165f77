//! CuTe's `ceil_div` of IntTuples (`int_tuple.hpp`) in the typed layer and in the runtime layer:
//!
//! * tuple / tuple: mode by mode, the missing modes of `b` read as `_1`;
//! * tuple / int: a fold, mode `i` is `ceil_div(a_i, r_i)` with `r_0 = b` and
//!   `r_{i+1} = ceil_div(r_i, a_i)`;
//! * int / tuple: `ceil_div(a, product(b))`;
//! * int / int: `(a + b - _1) / b`, static exactly when both operands are.
//!
//! The expected strings are computed by hand from CuTe's code; both layers must print them,
//! static leaves as `_N` and dynamic ones as `N`, so the two layers agree on values and on
//! which leaves are static.

use layout_core::prelude::*;
use layout_core::runtime::{self, parse_value};
use static_assertions::assert_type_eq_all;

/// The runtime IntTuple that prints as `text`.
fn rt(text: &str) -> runtime::IntTuple {
    parse_value(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .to_int_tuple()
        .unwrap_or_else(|| panic!("{text} is not an IntTuple"))
}

/// `ceil_div(a, b)` in both layers, each checked against `want`.
macro_rules! agree {
    ($a:expr, $b:expr => $want:literal) => {{
        let (a, b) = ($a, $b);
        let (ta, tb) = (display(a).to_string(), display(b).to_string());
        let typed = display(ceil_div(a, b)).to_string();
        let dynamic = rt(&ta).ceil_div(&rt(&tb)).unwrap().to_string();
        assert_eq!(typed, $want, "typed ceil_div({ta}, {tb})");
        assert_eq!(dynamic, $want, "runtime ceil_div({ta}, {tb})");
    }};
}

// ------------------------------------------------------------ result types

// int / int
assert_type_eq_all!(CeilDivided<_7, _2>, _4);
assert_type_eq_all!(CeilDivided<i32, _2>, i32);
assert_type_eq_all!(CeilDivided<_7, i32>, i32);
assert_type_eq_all!(CeilDivided<_0, i32>, i32); // (_0 + d - _1) / d: no special case applies
                                                // int / tuple: the product of `b`
assert_type_eq_all!(CeilDivided<_100, (_3, _4)>, _9);
assert_type_eq_all!(CeilDivided<_100, (_3, i32)>, i32);
assert_type_eq_all!(CeilDivided<_5, ()>, _5);
// tuple / int: the fold
assert_type_eq_all!(CeilDivided<(_4, _5, _6), _40>, (_1, _1, _3));
assert_type_eq_all!(CeilDivided<(_8, i32), _4>, (_2, i32));
assert_type_eq_all!(CeilDivided<(i32, _8), _4>, (i32, i32)); // the rest of the divisor is dynamic
assert_type_eq_all!(CeilDivided<((_4, _3), _5), _8>, ((_1, _2), _5));
assert_type_eq_all!(CeilDivided<(), _4>, ());
// tuple / tuple
assert_type_eq_all!(CeilDivided<(_7, i32, _5), (_2, i32)>, (_4, i32, _5));
assert_type_eq_all!(CeilDivided<(i32, _5), (_2,)>, (i32, _5));
assert_type_eq_all!(CeilDivided<(_12, _5), ((_2, _3), _2)>, (_2, _3));
assert_type_eq_all!(CeilDivided<((_8, _6),), ((_3, _4),)>, ((_3, _2),));
assert_type_eq_all!(CeilDivided<((_4, _3), _5), (_2,)>, ((_2, _3), _5));
assert_type_eq_all!(CeilDivided<(), ()>, ());

#[test]
fn int_by_int() {
    agree!(_7, _2 => "_4");
    agree!(_8, _2 => "_4");
    agree!(_1, _8 => "_1");
    agree!(7, _2 => "4");
    agree!(_7, 2 => "4");
    agree!(7, 2 => "4");
    agree!(_0, 5 => "0");
    agree!(0, _5 => "0");
}

#[test]
fn int_by_tuple() {
    agree!(_100, (_3, _4) => "_9");
    agree!(_100, (_3, 4) => "9");
    agree!(10, (_3, _4) => "1");
    agree!(_24, ((_2, _3), _4) => "_1");
    agree!(_5, () => "_5");
    agree!(5, () => "5");
}

#[test]
fn tuple_by_int() {
    // r: 40 -> ceil(40/4) = 10 -> ceil(10/5) = 2
    agree!((_4, _5, _6), _40 => "(_1,_1,_3)");
    // r: 4 -> ceil(4/6) = 1
    agree!((_6, _4), _4 => "(_2,_4)");
    // r: 4 -> ceil(4/3) = 2: CuTe's fold, not ceil(24/4) = 6 blocks
    agree!((_3, _8), _4 => "(_1,_4)");
    agree!((_8, 9), _4 => "(_2,9)");
    agree!((8, _9), _4 => "(2,9)");
    agree!((_8, _9), 4 => "(2,9)");
    // a tuple mode is divided by the rest (a fold of its own), the rest by its product
    agree!(((_4, _3), _5), _8 => "((_1,_2),_5)");
    agree!(((4, _3), _5), _8 => "((1,2),5)");
    agree!((), _4 => "()");
    agree!((_256,), 7 => "(37)");
}

#[test]
fn tuple_by_tuple() {
    agree!((_7, 9, _5), (_2, 4) => "(_4,3,_5)");
    agree!((9, _5), (_2,) => "(5,_5)");
    agree!((_12, _5), ((_2, _3), _2) => "(_2,_3)");
    agree!(((_8, _6),), ((_3, _4),) => "((_3,_2))");
    agree!(((_4, _3), _5), (_2,) => "((_2,_3),_5)");
    agree!(((_4, 3), _5), (_2, 2) => "((_2,3),3)");
    agree!((1000, 3), (_64, _2) => "(16,2)");
    agree!((_2, _3), () => "(_2,_3)");
    agree!((), () => "()");
}

/// Every dynamic value from 1 to 9 in a few mixed shapes: the typed result (static parts from
/// the type checker, dynamic ones computed) prints as the runtime layer's.
#[test]
fn mixed_leaves_over_values() {
    for x in 1..=9 {
        for y in 1..=9 {
            for z in 1..=9 {
                agree_dyn((x, _4, y), z);
                agree_dyn((x, _4, y), _3);
                agree_dyn((_6, (x, _2), y), (z, _4));
                agree_dyn((_6, (x, _2), y), ((z, _2), y, _3));
                agree_dyn(x, (y, _3));
                agree_dyn(_20, (y, (z, _2)));
                agree_dyn((x, (y, _5)), _7);
            }
        }
    }
}

fn agree_dyn<A: CeilDiv<B>, B: IntTuple>(a: A, b: B) {
    let (ta, tb) = (display(a).to_string(), display(b).to_string());
    let typed = display(ceil_div(a, b)).to_string();
    let dynamic = rt(&ta).ceil_div(&rt(&tb)).unwrap().to_string();
    assert_eq!(typed, dynamic, "ceil_div({ta}, {tb})");
}

/// The runtime layer reports `b` with more modes than `a` (the typed layer does not compile
/// it: `tests/ui/ceil_div/mismatched-ranks.rs`).
#[test]
fn runtime_rank_error() {
    let e = rt("(8,8)").ceil_div(&rt("(2,2,2)")).unwrap_err();
    assert!(e.to_string().contains("mismatched ranks"), "{e}");
}
