//! proptest strategies for values of the expression language.

use layout_core::runtime::{Int, IntTuple, Layout, Value};
use proptest::prelude::*;

/// An integer leaf: static or dynamic, mostly small, sometimes negative or at the extremes.
pub fn int() -> impl Strategy<Value = Int> {
    let value = prop_oneof![
        8 => 0i64..64,
        2 => -64i64..0,
        1 => any::<i64>(),
        1 => Just(i64::MIN),
        1 => Just(i64::MAX),
    ];
    (value, any::<bool>()).prop_map(|(value, is_static)| Int { value, is_static })
}

/// An IntTuple of depth at most 4 (tuples of rank 0 to 4, rank-1 tuples included).
pub fn int_tuple() -> impl Strategy<Value = IntTuple> {
    int()
        .prop_map(IntTuple::Int)
        .prop_recursive(4, 32, 4, |inner| {
            prop::collection::vec(inner, 0..=4).prop_map(IntTuple::Tuple)
        })
}

/// A tuple of the same profile as `t` with fresh leaves.
pub fn congruent_to(t: &IntTuple) -> BoxedStrategy<IntTuple> {
    match t {
        IntTuple::Int(_) => int().prop_map(IntTuple::Int).boxed(),
        IntTuple::Tuple(items) => {
            let parts: Vec<BoxedStrategy<IntTuple>> = items.iter().map(congruent_to).collect();
            parts.prop_map(IntTuple::Tuple).boxed()
        }
    }
}

/// A layout: a random shape and a congruent random stride.
pub fn layout() -> impl Strategy<Value = Layout> {
    int_tuple().prop_flat_map(|shape| {
        let stride = congruent_to(&shape);
        (Just(shape), stride).prop_map(|(shape, stride)| Layout { shape, stride })
    })
}

/// Any value without text: integers, `_`, layouts, stride generators, and tuples of these.
pub fn value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        4 => int().prop_map(Value::Int),
        1 => Just(Value::Underscore),
        2 => layout().prop_map(Value::Layout),
        1 => Just(Value::LayoutLeft),
        1 => Just(Value::LayoutRight),
    ];
    leaf.prop_recursive(4, 32, 4, |inner| {
        prop::collection::vec(inner, 0..=4).prop_map(Value::Tuple)
    })
}

/// Text made of the language's tokens (and a few broken ones), with random spacing: the
/// input of the parser's no-panic property.
pub fn token_soup() -> impl Strategy<Value = String> {
    let token = prop::sample::select(vec![
        "(",
        ")",
        ",",
        ":",
        "_",
        "_4",
        "_-1",
        "-2",
        "0",
        "17",
        "_",
        " ",
        "  ",
        "LayoutLeft",
        "LayoutRight",
        "size",
        "get",
        "rank",
        "slice",
        "flatten",
        "take",
        "group",
        "append",
        "print_layout",
        "composition",
        "-",
        "_-",
        "99999999999999999999",
        "-9223372036854775808",
        "é",
        "\t",
        "x",
        "()",
        "((",
        "))",
    ]);
    prop::collection::vec(token, 0..40).prop_map(|t| t.concat())
}

/// A small, well-formed integer: shapes 1..=8 (sometimes 0), strides 0..=24, static or not.
fn small_int(max: i64) -> impl Strategy<Value = Int> {
    (0..=max, any::<bool>()).prop_map(|(value, is_static)| Int { value, is_static })
}

fn small_tuple(max: i64) -> impl Strategy<Value = IntTuple> {
    small_int(max)
        .prop_map(IntTuple::Int)
        .prop_recursive(3, 12, 4, |inner| {
            prop::collection::vec(inner, 0..=4).prop_map(IntTuple::Tuple)
        })
}

fn congruent_small(t: &IntTuple, max: i64) -> BoxedStrategy<IntTuple> {
    match t {
        IntTuple::Int(_) => small_int(max).prop_map(IntTuple::Int).boxed(),
        IntTuple::Tuple(items) => {
            let parts: Vec<BoxedStrategy<IntTuple>> =
                items.iter().map(|i| congruent_small(i, max)).collect();
            parts.prop_map(IntTuple::Tuple).boxed()
        }
    }
}

/// A layout of the kind CuTe code uses: small shapes (mostly 1 to 8) and small strides, each
/// leaf static or dynamic at random.
pub fn small_layout() -> impl Strategy<Value = Layout> {
    small_tuple(8).prop_flat_map(|shape| {
        let stride = congruent_small(&shape, 24);
        (Just(shape), stride).prop_map(|(shape, stride)| Layout { shape, stride })
    })
}
