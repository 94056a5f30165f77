//! The page's entry point on hostile text: it always answers with valid JSON, never panics,
//! and finishes. 1000 cases per property by default; set `PROPTEST_CASES` for more.

use layout_playground::respond;
use proptest::prelude::*;

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(1000u32);
    ProptestConfig {
        cases,
        ..ProptestConfig::default()
    }
}

/// The answer parses as a JSON object whose fields are strings, and has a result or an error.
fn check(text: &str) -> Result<(), TestCaseError> {
    let a = respond(text);
    let json: serde_json::Value = serde_json::from_str(&a.to_json())
        .map_err(|e| TestCaseError::fail(format!("{text:?}: invalid JSON: {e}")))?;
    let obj = json.as_object().expect("an object");
    prop_assert!(obj.values().all(serde_json::Value::is_string));
    prop_assert!(a.result.is_some() || a.error.is_some(), "{:?}", text);
    if let Some(svg) = &a.svg {
        prop_assert_eq!(obj["svg"].as_str(), Some(svg.as_str()));
    }
    Ok(())
}

fn soup() -> impl Strategy<Value = String> {
    let token = prop::sample::select(vec![
        "(",
        ")",
        ",",
        ":",
        "_",
        "_4",
        "_2",
        "-3",
        "7",
        " ",
        "print_latex(",
        "print_latex_tv(",
        "bank_color(",
        "make_layout_tv(",
        "make_layout(",
        "logical_divide(",
        "coalesce(",
        "9223372036854775807",
        "_1048576",
        "LayoutRight",
        "\"",
        "\\",
        "\u{0}",
        "é",
        "</svg>",
    ]);
    prop::collection::vec(token, 0..40).prop_map(|t| t.concat())
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn answers_token_soup(text in soup()) {
        check(&text)?;
    }

    #[test]
    fn answers_arbitrary_text(text in any::<String>()) {
        check(&text)?;
    }
}

#[test]
fn answers_hostile_inputs() {
    for text in [
        "(".repeat(100_000),
        "x".repeat(1 << 20),
        "print_latex(make_layout((_100000,_100000)))".to_string(),
        "make_layout((9223372036854775807,9223372036854775807))".to_string(),
        String::new(),
    ] {
        check(&text).unwrap();
    }
}
