//! Building the PTX from a test, and reading it: entry points and the instructions they use.

use std::path::{Path, PathBuf};

/// The repository root (this crate's parent folder).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from(".."))
}

/// Whether `cargo +nightly` and its `rust-src` and `llvm-tools` components are installed;
/// `Err` says what is missing and the `rustup` command that installs it (the PTX build is then
/// skipped, not attempted).
pub fn nightly_ready() -> Result<(), String> {
    cute_layout_build::toolchain::check("nightly")
        .map(drop)
        .map_err(|e| e.to_string())
}

/// Builds `gpu-kernels` for one architecture (`sm_90`) with `cute-layout-build` (as
/// `scripts/build-ptx.sh` does), writing `kernels_sm90.ptx` into `out_dir`; returns its path.
/// The nested cargo's target folder is `$CARGO_TARGET_DIR/cute-layout-build` (default
/// `target/`), apart from the calling cargo's.
pub fn build(arch: &str, out_dir: &Path) -> Result<PathBuf, String> {
    build_crate("gpu-kernels", "kernels", arch, out_dir, None)
}

/// Builds `gemm-kernels` (the GEMM kernels) as [`build`] builds `gpu-kernels`, writing
/// `gemm_sm90.ptx` (for `sm_90`) into `out_dir`; returns its path. Its feature `entry-points`
/// only: the entry points of the features `attention` (FlashAttention-2) and `sm80-atoms`
/// (sgemm_sm80 on the atoms) are left out, [`GEMM_LEFT_OUT`] says why.
pub fn build_gemm(arch: &str, out_dir: &Path) -> Result<PathBuf, String> {
    build_crate(
        "gemm-kernels",
        "gemm",
        arch,
        out_dir,
        Some(&["entry-points"]),
    )
}

/// What [`build_gemm`] leaves out, and why.
pub const GEMM_LEFT_OUT: &str = "the entry points of gemm-kernels' features `attention` \
    (FlashAttention-2) and `sm80-atoms` (sgemm_sm80 on the atoms) are not built here: they take \
    about 25 minutes of CPU to optimise (BENCHMARKS.md, \"Build times\"), more than CI's budget; \
    scripts/build-ptx.sh builds them (the GPU runs use that PTX)";

/// Builds the kernel crate in the repository folder `krate` for `arch`, writing
/// `<stem>_<arch without '_'>.ptx` into `out_dir`; `features`: only these (default features
/// off).
fn build_crate(
    krate: &str,
    stem: &str,
    arch: &str,
    out_dir: &Path,
    features: Option<&[&str]>,
) -> Result<PathBuf, String> {
    let root = repo_root();
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"));
    let mut build = cute_layout_build::PtxBuild::new(root.join(krate));
    if let Some(features) = features {
        build = build.only_features(features.iter().copied());
    }
    let built = build
        .arch(arch)
        .out_dir(out_dir)
        .target_dir(target.join("cute-layout-build"))
        .file_stem(stem)
        .build()
        .map_err(|e| e.to_string())?;
    built
        .into_iter()
        .next()
        .map(|ptx| ptx.path)
        .ok_or_else(|| "no PTX built".to_string())
}

/// `ptxas`, if one is installed: `$PTXAS`, else `ptxas` on the `PATH`, else the CUDA 13
/// toolkit at `/opt/cuda13/nvidia/cu13/bin` or `/usr/local/cuda/bin`.
pub fn find_ptxas() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("PTXAS") {
        return Some(PathBuf::from(p));
    }
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|d| d.join("ptxas"))
            .find(|p| p.is_file())
    });
    on_path.or_else(|| {
        [
            "/opt/cuda13/nvidia/cu13/bin/ptxas",
            "/usr/local/cuda/bin/ptxas",
        ]
        .into_iter()
        .map(PathBuf::from)
        .find(|p| p.is_file())
    })
}

/// Assembles `ptx` for `arch` with `ptxas -v` (the cubin is discarded); returns its report
/// (registers, spills, warnings such as C7510) or why it failed.
pub fn ptxas_report(ptxas: &Path, ptx: &Path, arch: &str) -> Result<String, String> {
    let out = std::process::Command::new(ptxas)
        .arg(format!("-arch={arch}"))
        .arg("-v")
        .arg(ptx)
        .arg("-o")
        .arg("/dev/null")
        .output()
        .map_err(|e| format!("running {}: {e}", ptxas.display()))?;
    let text =
        String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    if out.status.success() {
        Ok(text)
    } else {
        Err(text)
    }
}

/// The lines of a `ptxas -v` report about function `name` (its properties and usage), and the
/// warnings that name it.
pub fn ptxas_function_report(report: &str, name: &str) -> String {
    let mut out = String::new();
    let mut current = false;
    for line in report.lines() {
        if line.contains("Compiling entry function") || line.contains("Function properties for") {
            current = line.contains(&format!("'{name}'")) || line.ends_with(&format!(" {name}"));
        } else if line.contains(&format!("'{name}'")) {
            out.push_str(line);
            out.push('\n');
            continue;
        }
        if current {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
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
