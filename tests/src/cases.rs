//! Reading golden cases: one JSON object per line, in the format of `docs/EXPRESSIONS.md`
//! (`{"expr": ..., "expect": ...}` or `{"expr": ..., "expect_error": true}`).

use crate::oracle::{call_name, jsonl_files, not_built};
use serde_json::Value as Json;
use std::path::{Path, PathBuf};

/// One golden case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The expression, as written in the file.
    pub expr: String,
    /// What CuTe prints; `None` when the case expects an error.
    pub expect: Option<String>,
    /// `file:line`, for reports.
    pub origin: String,
}

/// The cases of one `*.jsonl` file, in file order; blank lines are skipped.
///
/// A line that is not a JSON object with a string `expr` and exactly one of a string
/// `expect` or `"expect_error": true` is an error naming the file and line.
///
/// ```
/// let dir = std::env::temp_dir().join(format!("layout-cases-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir).unwrap();
/// let file = dir.join("size.jsonl");
/// std::fs::write(&file, "{\"expr\": \"size(_4:_1)\", \"expect\": \"_4\"}\n\n\
///                        {\"expr\": \"get((8,4),2)\", \"expect_error\": true}\n").unwrap();
/// let cases = layout_tests::cases::read_cases(&file).unwrap();
/// assert_eq!(cases.len(), 2);
/// assert_eq!(cases[0].expect.as_deref(), Some("_4"));
/// assert_eq!(cases[1].expect, None);
/// assert!(cases[1].origin.ends_with("size.jsonl:3"));
/// std::fs::remove_dir_all(&dir).unwrap();
/// ```
pub fn read_cases(path: &Path) -> Result<Vec<Case>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut cases = Vec::new();
    for (k, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let origin = format!("{}:{}", path.display(), k + 1);
        let json: Json =
            serde_json::from_str(line).map_err(|e| format!("{origin}: bad JSON: {e}"))?;
        let expr = json["expr"]
            .as_str()
            .ok_or_else(|| format!("{origin}: no \"expr\""))?
            .to_string();
        let expect = match (json.get("expect"), json.get("expect_error")) {
            (Some(Json::String(s)), None) => Some(s.clone()),
            (None, Some(Json::Bool(true))) => None,
            _ => {
                return Err(format!(
                    "{origin}: needs exactly one of \"expect\" or \"expect_error\": true"
                ))
            }
        };
        cases.push(Case {
            expr,
            expect,
            origin,
        });
    }
    Ok(cases)
}

/// The op a case is counted under: the stem of its file (`composition` for
/// `composition.jsonl`), or the outermost call of the expression when the stem is empty.
/// This is the rule of the oracle test.
///
/// ```
/// use std::path::Path;
/// use layout_tests::cases::op_name;
/// assert_eq!(op_name(Path::new("x/coalesce.jsonl"), "size(4)"), "coalesce");
/// ```
pub fn op_name(file: &Path, expr: &str) -> String {
    let stem = file.file_stem().and_then(|s| s.to_str()).unwrap_or("?");
    if stem.is_empty() {
        call_name(expr).to_string()
    } else {
        stem.to_string()
    }
}

/// Every case of every `*.jsonl` file directly inside each of `dirs`, with the op it is
/// counted under (see [`op_name`]); directories in the order given, files sorted by name.
///
/// A directory without any `*.jsonl` file is an error, so that a wrong path cannot pass with
/// zero cases. Files of operations not built yet ([`not_built`]) are left out.
pub fn load_suite(dirs: &[PathBuf]) -> Result<Vec<(String, Case)>, String> {
    let mut all = Vec::new();
    for dir in dirs {
        let files = jsonl_files(dir)?;
        if files.is_empty() {
            return Err(format!("no *.jsonl files in {}", dir.display()));
        }
        for file in files.into_iter().filter(|f| !not_built(f)) {
            for case in read_cases(&file)? {
                all.push((op_name(&file, &case.expr), case));
            }
        }
    }
    Ok(all)
}
