//! Every compile-fail snapshot of the workspace (`*.stderr` under a `tests/ui` folder of any
//! crate) is at most [`MAX_STDERR_LINES`] lines long: a diagnostic that says what is wrong in
//! CuTe's terms fits on one screen.

use std::path::{Path, PathBuf};

/// The longest compile error a snapshot may hold, in lines.
const MAX_STDERR_LINES: usize = 25;

/// The `.stderr` files below `dir`, skipping build output.
fn snapshots(dir: &Path, inside_ui: bool, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        let path = entry.path();
        let name = entry.file_name();
        if path.is_dir() {
            if name == "target" || name == ".git" || name == "node_modules" {
                continue;
            }
            let ui = inside_ui || (name == "ui" && dir.ends_with("tests"));
            snapshots(&path, ui, found);
        } else if inside_ui && path.extension().is_some_and(|e| e == "stderr") {
            found.push(path);
        }
    }
}

#[test]
fn ui_snapshots_are_short() {
    let root = layout_tests::oracle::workspace_root();
    let mut found = Vec::new();
    snapshots(&root, false, &mut found);
    assert!(
        found.len() >= 60,
        "found only {} snapshots under {}",
        found.len(),
        root.display()
    );
    let long: Vec<String> = found
        .iter()
        .filter_map(|path| {
            let lines = std::fs::read_to_string(path).ok()?.lines().count();
            (lines > MAX_STDERR_LINES).then(|| format!("{} ({lines} lines)", path.display()))
        })
        .collect();
    assert!(
        long.is_empty(),
        "snapshots over {MAX_STDERR_LINES} lines:\n{}",
        long.join("\n")
    );
}
