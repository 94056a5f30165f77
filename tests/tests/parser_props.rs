//! Properties of the parser: it never panics, and printing then parsing is the identity.
//!
//! At least 1000 cases per property; set `PROPTEST_CASES` for more.

use layout_core::runtime::{evaluate, parse_value, Value};
use layout_tests::gen;
use proptest::prelude::*;

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

/// Parses `text`; a success must print canonically and re-parse to the same value.
fn check_parse(text: &str) -> Result<(), TestCaseError> {
    if let Ok(v) = parse_value(text) {
        let printed = v.to_string();
        prop_assert!(!printed.contains(' '), "output with a space: {printed:?}");
        let again = parse_value(&printed);
        prop_assert_eq!(
            again.as_ref().ok(),
            Some(&v),
            "{:?} printed as {:?}",
            text,
            printed
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn never_panics_on_arbitrary_text(text in any::<String>()) {
        check_parse(&text)?;
    }

    #[test]
    fn never_panics_on_token_soup(text in gen::token_soup()) {
        check_parse(&text)?;
        let _ = evaluate(&text);
    }

    #[test]
    fn values_round_trip(v in gen::value()) {
        let printed = v.to_string();
        let parsed = parse_value(&printed);
        prop_assert_eq!(parsed.as_ref().ok(), Some(&v), "{} did not parse back: {:?}", printed, parsed);
        prop_assert_eq!(parsed.map(|p| p.to_string()).ok(), Some(printed));
    }

    #[test]
    fn layouts_round_trip_with_spaces(l in gen::layout(), spaces in prop::collection::vec(0usize..3, 64)) {
        let printed = l.to_string();
        // Put spaces between tokens (never inside `_N` or `-N`).
        let mut spaced = String::new();
        let mut k = 0;
        for c in printed.chars() {
            if matches!(c, '(' | ')' | ',' | ':') {
                spaced.push_str(&" ".repeat(spaces[k % spaces.len()]));
                spaced.push(c);
                spaced.push_str(&" ".repeat(spaces[(k + 1) % spaces.len()]));
                k += 2;
            } else {
                spaced.push(c);
            }
        }
        prop_assert_eq!(parse_value(&spaced).ok(), Some(Value::Layout(l)));
        let evaluated = evaluate(&spaced).map(|v| v.to_string()).ok();
        prop_assert_eq!(evaluated, Some(printed));
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    for text in [
        "(".repeat(1 << 16),
        "size(".repeat(1 << 16),
        format!("{}1{}", "(".repeat(5000), ")".repeat(5000)),
    ] {
        let e = evaluate(&text).unwrap_err().to_string();
        assert!(e.starts_with("parse: at "), "{e}");
    }
}
