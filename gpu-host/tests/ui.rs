//! Compile-fail tests: the promised diagnostics of the kernel-side types, one file per error
//! under `tests/ui/<concept>/<kebab-error>.rs` with its `.stderr` snapshot (pinned to the
//! workspace's stable toolchain); regenerate with
//! `TRYBUILD=overwrite cargo test -p gpu-host --test ui`.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/**/*.rs");
}

/// The longest compile error a snapshot may hold, in lines: a diagnostic that says what is wrong
/// in CuTe's terms fits on one screen.
const MAX_STDERR_LINES: usize = 25;

/// Every `.stderr` snapshot under `tests/ui` is at most [`MAX_STDERR_LINES`] lines long.
#[test]
fn ui_snapshots_are_short() {
    fn walk(dir: &std::path::Path, long: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).expect("tests/ui is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                walk(&path, long);
            } else if path.extension().is_some_and(|e| e == "stderr") {
                let text = std::fs::read_to_string(&path).expect("a snapshot is text");
                let lines = text.lines().count();
                if lines > MAX_STDERR_LINES {
                    long.push(format!("{} ({lines} lines)", path.display()));
                }
            }
        }
    }
    let ui = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ui");
    let mut long = Vec::new();
    walk(&ui, &mut long);
    assert!(
        long.is_empty(),
        "snapshots over {MAX_STDERR_LINES} lines:\n{}",
        long.join("\n")
    );
}
