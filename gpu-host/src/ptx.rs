//! Building the PTX from a test, and reading it: entry points and the instructions they use.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository root (this crate's parent folder).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from(".."))
}

/// Whether `cargo +nightly` and its `rust-src` and `llvm-tools` components are installed;
/// `Err` says what is missing (the PTX build is then skipped, not attempted).
pub fn nightly_ready() -> Result<(), String> {
    let out = Command::new("rustup")
        .args(["component", "list", "--toolchain", "nightly", "--installed"])
        .output()
        .map_err(|e| format!("rustup is not available ({e})"))?;
    if !out.status.success() {
        return Err("no nightly toolchain installed".to_string());
    }
    let installed = String::from_utf8_lossy(&out.stdout);
    for component in ["rust-src", "llvm-tools"] {
        if !installed.lines().any(|l| l.starts_with(component)) {
            return Err(format!(
                "the nightly's `{component}` component is not installed"
            ));
        }
    }
    Ok(())
}

/// Runs `scripts/build-ptx.sh` for one architecture (`sm_90`), writing into `out_dir`;
/// returns the PTX file's path.
pub fn build(arch: &str, out_dir: &Path) -> Result<PathBuf, String> {
    let root = repo_root();
    let status = Command::new("bash")
        .arg(root.join("scripts/build-ptx.sh"))
        .env("PTX_ARCHS", arch)
        .env("PTX_OUT_DIR", out_dir)
        .env("PTX_NO_INSTALL", "1")
        .status()
        .map_err(|e| format!("cannot run build-ptx.sh: {e}"))?;
    if !status.success() {
        return Err(format!("build-ptx.sh failed ({status})"));
    }
    Ok(out_dir.join(format!("kernels_{}.ptx", arch.replace('_', ""))))
}

/// The `.entry` functions of a PTX module: `(name, text from the signature to its closing brace)`.
pub fn entries(ptx: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut lines = ptx.lines();
    while let Some(line) = lines.next() {
        let Some(rest) = line.trim_start().strip_prefix(".visible .entry ") else {
            continue;
        };
        let name = rest.split('(').next().unwrap_or("").trim().to_string();
        let mut body = String::from(line);
        for line in lines.by_ref() {
            body.push('\n');
            body.push_str(line);
            if line.starts_with('}') {
                break;
            }
        }
        out.push((name, body));
    }
    out
}

/// The instructions of `body` whose opcode starts with one of `opcodes` (e.g. `"div."`),
/// predicate guards (`@%p1`) skipped.
pub fn instructions_named<'a>(body: &'a str, opcodes: &[&str]) -> Vec<&'a str> {
    body.lines()
        .filter(|line| {
            let mut words = line.split_whitespace();
            let mut first = words.next().unwrap_or("");
            if first.starts_with('@') {
                first = words.next().unwrap_or("");
            }
            opcodes.iter().any(|op| first.starts_with(op))
        })
        .map(str::trim)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "\
.visible .entry k1(
\t.param .u32 k1_param_0
)
{
\tdiv.u32 \t%r3, %r1, %r2;
\t@%p1 rem.u32 \t%r4, %r1, %r2;
\tret;
}
.visible .entry k2(
)
{
\tshr.u32 \t%r3, %r1, 13;
}
";

    #[test]
    fn finds_entries_and_divisions() {
        let e = entries(SAMPLE);
        assert_eq!(e.len(), 2);
        assert_eq!(e[0].0, "k1");
        assert_eq!(instructions_named(&e[0].1, &["div.", "rem."]).len(), 2);
        assert!(instructions_named(&e[1].1, &["div.", "rem."]).is_empty());
    }
}
