//! The oracle: every golden case of the `*.jsonl` files under the directories of
//! `LAYOUT_ORACLE_DIRS` (default the repository's `goldens/oracle`, `goldens/oracle-cpp` and
//! `goldens/oracle-cpp-kernel`), evaluated with
//! the runtime layer and compared with what CuTe C++ printed. Files of operations not built yet
//! (`layout_tests::oracle::NOT_BUILT`) are skipped with a note.
//!
//! Run with `cargo test -p layout-tests --test oracle -- --nocapture` to see the per-op table.

use layout_core::runtime::evaluate;
use layout_tests::cases::read_cases;
use layout_tests::oracle::{call_name, dirs, jsonl_files, not_built};
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// What the evaluator produced: `Ok(printed)`, `Err(error message)`, or a panic.
fn run(expr: &str) -> Result<String, String> {
    match catch_unwind(AssertUnwindSafe(|| evaluate(expr))) {
        Ok(Ok(v)) => Ok(v.to_string()),
        Ok(Err(e)) => Err(format!("error: {e}")),
        Err(_) => Err("PANIC".to_string()),
    }
}

#[test]
fn oracle() {
    let dirs = dirs().unwrap_or_else(|e| panic!("{e}"));
    // Panics are reported as failures; keep their messages out of the report.
    std::panic::set_hook(Box::new(|_| {}));
    let mut table: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut failures = Vec::new();
    let mut total = 0;
    for dir in &dirs {
        let files = jsonl_files(dir).unwrap_or_else(|e| panic!("{e}"));
        assert!(!files.is_empty(), "no *.jsonl files in {}", dir.display());
        let (skipped, files): (Vec<_>, Vec<_>) = files.into_iter().partition(|f| not_built(f));
        if !skipped.is_empty() {
            let names: Vec<String> = skipped
                .iter()
                .filter_map(|f| f.file_stem().and_then(|s| s.to_str()).map(String::from))
                .collect();
            println!(
                "note: skipping {} golden files of operations not built yet in {}: {}",
                names.len(),
                dir.display(),
                names.join(", ")
            );
        }
        for file in files {
            let stem = file
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or("?")
                .to_string();
            for case in read_cases(&file).unwrap_or_else(|e| panic!("{e}")) {
                total += 1;
                let op = if stem.is_empty() {
                    call_name(&case.expr).to_string()
                } else {
                    stem.clone()
                };
                let got = run(&case.expr);
                let ok = match (&case.expect, &got) {
                    (Some(want), Ok(out)) => want == out,
                    (None, Err(e)) => e != "PANIC",
                    _ => false,
                };
                let entry = table.entry(op).or_default();
                entry.1 += 1;
                if ok {
                    entry.0 += 1;
                } else {
                    let want = case
                        .expect
                        .clone()
                        .unwrap_or_else(|| "an error".to_string());
                    let got = got.unwrap_or_else(|e| e);
                    failures.push(format!(
                        "FAIL {}\n  expr:     {}\n  expected: {}\n  actual:   {}",
                        case.origin, case.expr, want, got
                    ));
                }
            }
        }
    }
    let _ = std::panic::take_hook();
    for f in &failures {
        println!("{f}");
    }
    println!("\n{:<22} {:>7} {:>7}", "op", "passed", "total");
    for (op, (pass, all)) in &table {
        let mark = if pass == all { "" } else { "  <--" };
        println!("{op:<22} {pass:>7} {all:>7}{mark}");
    }
    let passed = total - failures.len();
    println!("{:<22} {passed:>7} {total:>7}", "TOTAL");
    assert!(total > 0, "no oracle cases found in {dirs:?}");
    assert!(
        failures.is_empty(),
        "{} of {total} oracle cases failed",
        failures.len()
    );
}
