//! The zero-cost promise, checked on machine code: the typed algebra called on static layouts
//! compiles to what the layout built from its type compiles to.
//!
//! `layout-probe` (tests/probe) holds pairs of functions, `<op>_call` (the algebra called on
//! static layouts, then evaluated at a run-time index) and `<op>_typed` (the result built from
//! its type, evaluated the same way). This test compiles that crate in release mode to x86-64
//! assembly and checks each pair: the `_call` function makes no call and has no loop, and its
//! instruction count equals the `_typed` one's.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

const OPS: &[&str] = &[
    "composition",
    "complement",
    "right_inverse",
    "left_inverse",
    "logical_divide",
    "zipped_divide",
    "logical_product",
    "raked_product",
    "make_layout_tv",
];

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .expect("the tests package lives in the workspace")
}

/// Builds the probe crate's assembly and returns its text.
fn probe_assembly() -> String {
    let root = repo_root();
    let target = root.join("target").join("zero-cost-probe");
    let status = Command::new(env!("CARGO"))
        .current_dir(&root)
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .env_remove("CARGO_BUILD_RUSTFLAGS")
        .args([
            "rustc",
            "--quiet",
            "--release",
            "-p",
            "layout-probe",
            "--lib",
        ])
        .arg("--target-dir")
        .arg(&target)
        .args(["--", "--emit=asm", "-C", "codegen-units=1"])
        .status()
        .expect("run cargo");
    assert!(status.success(), "building the probe failed: {status}");
    let deps = target.join("release").join("deps");
    let asm = std::fs::read_dir(&deps)
        .expect("the probe's deps folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.extension().is_some_and(|x| x == "s")
                && p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("layout_probe"))
        })
        .max_by_key(|p| p.metadata().and_then(|m| m.modified()).ok())
        .expect("the probe's assembly file");
    std::fs::read_to_string(asm).expect("read the assembly")
}

/// One function's instructions (mnemonic and operands).
#[derive(Debug, Default)]
struct Body {
    instructions: Vec<String>,
}

/// The bodies of the global functions of an AT&T-syntax assembly file, by name.
fn functions(asm: &str) -> BTreeMap<String, Body> {
    let mut out: BTreeMap<String, Body> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in asm.lines() {
        if let Some(label) = line.strip_suffix(':') {
            if label.starts_with(".Lfunc_end") {
                current = None;
            } else if label.starts_with('.') {
                // a local label: see `label_positions`
            } else if !label.starts_with(|c: char| c.is_whitespace()) {
                current = Some(label.to_string());
                out.entry(label.to_string()).or_default();
            }
            continue;
        }
        let Some(name) = &current else { continue };
        let text = line.trim();
        if text.is_empty() || text.starts_with('.') || text.starts_with('#') {
            continue;
        }
        let text = text.split('#').next().unwrap_or("").trim().to_string();
        out.entry(name.clone()).or_default().instructions.push(text);
    }
    out
}

/// Calls, and jumps out of the function (tail calls), in a body.
fn calls(body: &Body) -> Vec<String> {
    let mut bad = Vec::new();
    for (k, ins) in body.instructions.iter().enumerate() {
        let mut words = ins.split_whitespace();
        let op = words.next().unwrap_or("");
        let target = words.next().unwrap_or("");
        if op.starts_with("call") {
            bad.push(format!("call at {k}: {ins}"));
        } else if op.starts_with('j') && !target.starts_with(".L") {
            bad.push(format!("jump out of the function at {k}: {ins}"));
        }
    }
    bad
}

/// The positions of local labels relative to the instructions of each function, to tell
/// backward jumps: a label at position `p` precedes instruction `p`.
fn label_positions(asm: &str, name: &str) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    let mut inside = false;
    let mut count = 0;
    for line in asm.lines() {
        if let Some(label) = line.strip_suffix(':') {
            if label == name {
                inside = true;
                continue;
            }
            if inside && label.starts_with(".Lfunc_end") {
                break;
            }
            if inside && label.starts_with('.') {
                out.insert(label.to_string(), count);
            }
            continue;
        }
        let text = line.trim();
        if inside && !(text.is_empty() || text.starts_with('.') || text.starts_with('#')) {
            count += 1;
        }
    }
    out
}

#[test]
fn static_algebra_compiles_to_the_type_built_layout() {
    let asm = probe_assembly();
    let funcs = functions(&asm);
    let mut report = Vec::new();
    let mut failures = Vec::new();
    for op in OPS {
        let (call, typed) = (format!("{op}_call"), format!("{op}_typed"));
        let (Some(c), Some(t)) = (funcs.get(&call), funcs.get(&typed)) else {
            panic!("{call} or {typed} missing from the probe's assembly");
        };
        let positions = label_positions(&asm, &call);
        let mut bad = calls(c);
        for (k, ins) in c.instructions.iter().enumerate() {
            let mut words = ins.split_whitespace();
            let op = words.next().unwrap_or("");
            let target = words.next().unwrap_or("");
            if op.starts_with('j') && positions.get(target).is_some_and(|&p| p <= k) {
                bad.push(format!("backward jump (a loop) at {k}: {ins}"));
            }
        }
        report.push(format!(
            "{op:>16}: {} instructions called, {} type-built",
            c.instructions.len(),
            t.instructions.len()
        ));
        if !bad.is_empty() {
            failures.push(format!("{call}: {bad:?}"));
        }
        if c.instructions.len() != t.instructions.len() {
            failures.push(format!(
                "{call} has {} instructions, {typed} {}:\n{}\n---\n{}",
                c.instructions.len(),
                t.instructions.len(),
                c.instructions.join("\n"),
                t.instructions.join("\n")
            ));
        }
    }
    println!("{}", report.join("\n"));
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
