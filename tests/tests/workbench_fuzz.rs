//! Hostile text through the pictures and the explanations: they return errors, never panic,
//! and finish (deep nesting, huge numbers, huge shapes are refused before any allocation).
//!
//! 2000 cases per property by default, a few seconds in CI; set `PROPTEST_CASES` for a longer
//! run.

use layout_core::runtime::draw::{picture_of, render, Format};
use layout_core::runtime::explain::explain;
use layout_tests::gen;
use proptest::prelude::*;

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(2000u32);
    ProptestConfig {
        cases,
        ..ProptestConfig::default()
    }
}

/// Runs text through every entry point of the pictures and the explanations.
fn exercise(text: &str) {
    if let Ok(p) = picture_of(text) {
        for f in [Format::Ascii, Format::Svg, Format::Tikz] {
            assert!(!render(&p, f).is_empty());
        }
    }
    if let Ok(e) = explain(text) {
        let _ = e.to_string();
    }
}

/// The language's tokens, the picture calls and a few broken ones, in random order.
fn soup() -> impl Strategy<Value = String> {
    let token = prop::sample::select(vec![
        "(",
        ")",
        ",",
        ":",
        "_",
        "_4",
        "_2",
        "_-1",
        "-2",
        "0",
        "3",
        "_0",
        " ",
        "print_latex(",
        "print_latex_tv(",
        "print_svg(",
        "print_layout(",
        "bank_color(",
        "make_layout_tv(",
        "make_layout(",
        "TikzColor_White()",
        "composition(",
        "logical_divide(",
        "raked_product(",
        "complement(",
        "right_inverse(",
        "coalesce(",
        "9223372036854775807",
        "_9223372036854775807",
        "-9223372036854775808",
        "_1048576",
        "LayoutRight",
        "é",
        "$1",
    ]);
    prop::collection::vec(token, 0..48).prop_map(|t| t.concat())
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn pictures_and_explanations_never_panic_on_token_soup(text in soup()) {
        exercise(&text);
    }

    #[test]
    fn pictures_and_explanations_never_panic_on_the_parser_soup(text in gen::token_soup()) {
        exercise(&text);
    }

    #[test]
    fn never_panic_on_arbitrary_text(text in any::<String>()) {
        exercise(&text);
    }

    #[test]
    fn every_layout_draws_or_says_why(l in gen::layout()) {
        for expr in [
            l.to_string(),
            format!("print_latex({l}, bank_color(2))"),
            format!("print_latex_tv({l}, (_8,_8))"),
            format!("logical_divide({l}, (_2,_2))"),
        ] {
            exercise(&expr);
        }
    }
}

#[test]
fn hostile_inputs_are_errors() {
    let deep = format!(
        "print_latex({}_1{})",
        "(".repeat(100_000),
        ")".repeat(100_000)
    );
    for text in [
        deep.as_str(),
        "print_latex(make_layout((_1000000000,_1000000000)))",
        "print_latex((9223372036854775807,9223372036854775807):(1,1))",
        "print_latex_tv(make_layout((_1048576,_1048576)), (_2,_2))",
        "print_latex_tv((_2,_2):(_1,_2), (9223372036854775807,9223372036854775807))",
        "print_latex((_2,_2):(_9223372036854775807,_9223372036854775807))",
        "print_latex(_4:_1, bank_color(-1))",
        "print_latex(_4:_1, bank_color(_9223372036854775807))",
        "make_layout_tv(make_layout((_1048576,_1048576)), make_layout((_1048576,_1048576)))",
    ] {
        exercise(text);
        if text != "print_latex(_4:_1, bank_color(_9223372036854775807))" {
            assert!(picture_of(text).is_err(), "{}", &text[..text.len().min(80)]);
        }
    }
    // a huge element size is legal: banks are computed without overflow
    assert!(picture_of("print_latex(_4:_1, bank_color(_9223372036854775807))").is_ok());
}
