//! The typed layer's tuple limit: every tuple (shape, stride, coordinate, mode) holds 0 to 12
//! elements at every nesting level. Intermediate results are lists of any length, so an
//! operation whose result fits compiles even when its inputs have more than 12 leaves in all.
//! Past the limit the error names it (`tests/ui/limits/`).
//! Each case is compared with the runtime layer, which has no limit.

use layout_core::cute;
use layout_core::prelude::*;
use layout_core::runtime::evaluate;

fn rt(expr: &str) -> String {
    match evaluate(expr) {
        Ok(v) => v.to_string(),
        Err(e) => format!("error: {e}"),
    }
}

/// `max_common_vector` of a rank-3 layout with 5 leaves and dynamic values against an
/// all-static rank-3 layout with 5 leaves: the composition `a o right_inverse(b)` is a rank-4
/// layout of rank-5 modes (20 leaves), and its coalesced form keeps all 20 modes apart (they
/// are dynamic). Only its first mode decides the result.
#[test]
fn max_common_vector_over_twenty_leaves() {
    let e = "max_common_vector((2,3,(_2,_7,_7)):(_42,_1,(_3,84,_6)),(_2,_3,(_2,_7,_7)):(_42,_1,(_3,_84,_6)))";
    let r = cute!(max_common_vector((2,3,(_2,_7,_7)):(_42,_1,(_3,84,_6)), (_2,_3,(_2,_7,_7)):(_42,_1,(_3,_84,_6))));
    assert_eq!(r.to_string(), "_1");
    assert_eq!(r.to_string(), rt(e));
    let e = "max_common_layout((2,3,(_2,_7,_7)):(_42,_1,(_3,84,_6)),(_2,_3,(_2,_7,_7)):(_42,_1,(_3,_84,_6)))";
    let r = cute!(max_common_layout((2,3,(_2,_7,_7)):(_42,_1,(_3,84,_6)), (_2,_3,(_2,_7,_7)):(_42,_1,(_3,_84,_6))));
    assert_eq!(r.to_string(), "_1:_0");
    assert_eq!(r.to_string(), rt(e));
}

/// The coalesced common layout has 13 modes, one more than a tuple holds; its first mode
/// `_2:_1` is a static contiguous vector.
#[test]
fn max_common_vector_with_thirteen_common_modes() {
    let e = "max_common_vector((_2,3,(_2,_7,_7)):(_1,2,(_6,_12,_84)),(_2,_3,(_2,_7,_7)):(_1,_14,(_42,_2,_84)))";
    let r = cute!(max_common_vector((_2,3,(_2,_7,_7)):(_1,2,(_6,_12,_84)), (_2,_3,(_2,_7,_7)):(_1,_14,(_42,_2,_84))));
    assert_eq!(r.to_string(), "_2");
    assert_eq!(r.to_string(), rt(e));
    let e = "max_common_layout((_2,3,(_2,_7,_7)):(_1,2,(_6,_12,_84)),(_2,_3,(_2,_7,_7)):(_1,_14,(_42,_2,_84)))";
    let r = cute!(max_common_layout((_2,3,(_2,_7,_7)):(_1,2,(_6,_12,_84)), (_2,_3,(_2,_7,_7)):(_1,_14,(_42,_2,_84))));
    assert_eq!(r.to_string(), "_2:_1");
    assert_eq!(r.to_string(), rt(e));
}

/// The fully static form folds to a type: `_588`, zero-sized.
#[test]
fn max_common_vector_static() {
    let r = cute!(max_common_vector((_2,_3,(_2,_7,_7)):(_42,_1,(_3,_84,_6)), (_2,_3,(_2,_7,_7)):(_42,_1,(_3,_84,_6))));
    assert_eq!(r.to_string(), "_588");
    assert_eq!(core::mem::size_of_val(&r), 0);
}

/// Twelve modes whose last mode has twelve modes (23 leaves): the limit holds at every level,
/// and operations whose results fit work on it.
#[test]
fn twelve_modes_at_two_levels() {
    let l = Layout::new(
        (
            _2,
            _2,
            _2,
            _2,
            _2,
            _2,
            _2,
            _2,
            _2,
            _2,
            _2,
            (_1, _1, _1, _1, _1, _1, _1, _1, _1, _1, _1, _2),
        ),
        (
            _1,
            _2,
            _4,
            _8,
            _16,
            _32,
            _64,
            _128,
            _256,
            _512,
            _1024,
            (_0, _0, _0, _0, _0, _0, _0, _0, _0, _0, _0, _2048),
        ),
    );
    let text = "(_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,(_1,_1,_1,_1,_1,_1,_1,_1,_1,_1,_1,_2)):(_1,_2,_4,_8,_16,_32,_64,_128,_256,_512,_1024,(_0,_0,_0,_0,_0,_0,_0,_0,_0,_0,_0,_2048))";
    assert_eq!(l.to_string(), text);
    assert_eq!(display(l.size()).to_string(), rt(&format!("size({text})")));
    assert_eq!(coalesce(l).to_string(), rt(&format!("coalesce({text})")));
    assert_eq!(filter(l).to_string(), rt(&format!("filter({text})")));
    assert_eq!(
        composition(l, Layout::new(_64, _2)).to_string(),
        rt(&format!("composition({text},_64:_2)"))
    );
    assert_eq!(
        logical_divide(l, Layout::new(_8, _1)).to_string(),
        rt(&format!("logical_divide({text},_8:_1)"))
    );
    assert_eq!(l.call(4095).to_string(), rt(&format!("eval({text},4095)")));
    assert_eq!(core::mem::size_of_val(&coalesce(l)), 0);
}
