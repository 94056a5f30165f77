//! The evaluator never panics: every operation of EXPRESSIONS.md called with random arguments
//! (layouts, integers at the extremes, tuples, `_`) returns a value or an error.
//!
//! At least 1000 cases per property; set `PROPTEST_CASES` for more.

use layout_core::runtime::{evaluate, Value};
use layout_tests::gen;
use proptest::prelude::*;

const OPS: &[&str] = &[
    "size",
    "cosize",
    "rank",
    "depth",
    "shape",
    "stride",
    "get",
    "flatten",
    "make_layout",
    "make_ordered_layout",
    "crd2idx",
    "idx2crd",
    "eval",
    "slice",
    "coalesce",
    "filter",
    "composition",
    "complement",
    "right_inverse",
    "left_inverse",
    "logical_divide",
    "zipped_divide",
    "tiled_divide",
    "flat_divide",
    "logical_product",
    "zipped_product",
    "tiled_product",
    "flat_product",
    "blocked_product",
    "raked_product",
    "max_common_vector",
    "max_common_layout",
    "upcast",
    "downcast",
    "recast_layout",
    "append",
    "prepend",
    "select",
    "take",
    "group",
    "replace",
    "print_layout",
];

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(1000u32);
    ProptestConfig {
        cases: cases.max(1000),
        ..ProptestConfig::default()
    }
}

/// An argument: mostly small layouts and integers, sometimes anything.
fn arg() -> impl Strategy<Value = Value> {
    prop_oneof![
        6 => gen::small_layout().prop_map(Value::Layout),
        1 => gen::layout().prop_map(Value::Layout),
        1 => prop::collection::vec(gen::small_layout().prop_map(Value::Layout), 0..3).prop_map(Value::Tuple),
        3 => (-3i64..9, any::<bool>()).prop_map(|(v, s)| Value::Int(layout_core::runtime::Int { value: v, is_static: s })),
        2 => gen::value(),
    ]
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn evaluator_never_panics(op in prop::sample::select(OPS), args in prop::collection::vec(arg(), 0..4)) {
        let text = format!(
            "{op}({})",
            args.iter().map(|a| a.to_string()).collect::<Vec<_>>().join(",")
        );
        let _ = evaluate(&text);
    }
}
