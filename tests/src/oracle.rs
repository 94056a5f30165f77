//! Locating the golden files (`*.jsonl` in the format of `docs/EXPRESSIONS.md`).

use std::path::{Path, PathBuf};

/// The environment variable listing the oracle directories, separated by `:`.
pub const DIRS_VAR: &str = "LAYOUT_ORACLE_DIRS";

/// The oracle directories: those of `LAYOUT_ORACLE_DIRS` when it is set (and not empty),
/// otherwise the repository's own `goldens/oracle`, `goldens/oracle-cpp` and
/// `goldens/oracle-cpp-kernel` (see `goldens/README.md`; files of operations not built yet are
/// skipped by [`not_built`]).
///
/// A directory that does not exist is an error naming it (so that a wrong path cannot pass
/// with zero cases).
///
/// ```
/// // Without the variable the defaults are the repository's goldens.
/// if std::env::var_os(layout_tests::oracle::DIRS_VAR).is_none() {
///     let dirs = layout_tests::oracle::dirs().unwrap();
///     assert!(dirs[0].ends_with("goldens/oracle"));
/// }
/// ```
pub fn dirs() -> Result<Vec<PathBuf>, String> {
    let dirs: Vec<PathBuf> = match std::env::var(DIRS_VAR) {
        Ok(list) if !list.trim().is_empty() => list
            .split(':')
            .filter(|d| !d.is_empty())
            .map(PathBuf::from)
            .collect(),
        _ => {
            let goldens = goldens_root();
            vec![
                goldens.join("oracle"),
                goldens.join("oracle-cpp"),
                goldens.join("oracle-cpp-kernel"),
            ]
        }
    };
    for d in &dirs {
        if !d.is_dir() {
            return Err(format!(
                "oracle directory {} does not exist (set {DIRS_VAR} to a colon-separated list of directories)",
                d.display()
            ));
        }
    }
    Ok(dirs)
}

/// Golden files (by stem) of operations the runtime layer does not evaluate yet; the oracle
/// test skips them with a note naming each. Every operation of the golden suites is built
/// now (the tensor tiling of `oracle-cpp-kernel` was the last), so the list is empty.
pub const NOT_BUILT: &[&str] = &[];

/// Whether a golden file holds cases of an operation in [`NOT_BUILT`].
///
/// ```
/// use std::path::Path;
/// assert!(!layout_tests::oracle::not_built(Path::new("x/local_tile.jsonl")));
/// assert!(!layout_tests::oracle::not_built(Path::new("x/get_layoutA_TV.jsonl")));
/// ```
pub fn not_built(file: &Path) -> bool {
    file.file_stem()
        .and_then(|s| s.to_str())
        .is_some_and(|s| NOT_BUILT.contains(&s))
}

/// The workspace root (the parent of this package's directory).
pub fn workspace_root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.parent().unwrap_or(here).to_path_buf()
}

/// The repository's golden folder, `<workspace>/goldens`.
pub fn goldens_root() -> PathBuf {
    workspace_root().join("goldens")
}

/// The `*.jsonl` files directly inside `dir`, sorted by name.
pub fn jsonl_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl") && p.is_file())
        .collect();
    files.sort();
    Ok(files)
}

/// The name of the outermost call of an expression (`composition` for
/// `composition(A,B)`), or `value` when the expression is not a call.
///
/// ```
/// assert_eq!(layout_tests::oracle::call_name(" size((2,3))"), "size");
/// assert_eq!(layout_tests::oracle::call_name("(2,3):(1,2)"), "value");
/// ```
pub fn call_name(expr: &str) -> &str {
    let e = expr.trim_start();
    let end = e
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(e.len());
    if end > 0 && e[end..].trim_start().starts_with('(') && e.as_bytes()[0].is_ascii_alphabetic() {
        &e[..end]
    } else {
        "value"
    }
}
