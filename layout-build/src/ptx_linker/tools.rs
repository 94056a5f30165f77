//! Finding the LLVM tools (`llvm-ar`, `llvm-link`, `opt`, `llc`) of the nightly's `llvm-tools`.
//!
//! Search order: the directory in `PTX_LINKER_LLVM_BIN`; otherwise
//! `$(rustc --print sysroot)/lib/rustlib/*/bin`, asking the `rustc` that invoked us (rustup
//! passes `RUSTUP_TOOLCHAIN` down to the linker, so this is the nightly that built the kernels
//! and its tools read its bitcode).

use std::path::{Path, PathBuf};
use std::process::Command;

/// Paths of the four tools the link uses.
#[derive(Debug, Clone)]
pub struct Tools {
    /// `llvm-ar`: extracts `.rlib` members.
    pub ar: PathBuf,
    /// `llvm-link`: merges bitcode modules.
    pub link: PathBuf,
    /// `opt`: internalises and optimises.
    pub opt: PathBuf,
    /// `llc`: emits PTX.
    pub llc: PathBuf,
}

/// Where the tools live, or why they could not be found.
pub fn find() -> Result<Tools, String> {
    let dir = match std::env::var_os("PTX_LINKER_LLVM_BIN") {
        Some(dir) => PathBuf::from(dir),
        None => sysroot_tool_dir()?,
    };
    let tool = |name: &str| -> Result<PathBuf, String> {
        let path = dir.join(name);
        if path.is_file() {
            Ok(path)
        } else {
            Err(format!(
                "`{name}` not found in {}; install it with \
                 `rustup component add llvm-tools --toolchain nightly`",
                dir.display()
            ))
        }
    };
    Ok(Tools {
        ar: tool("llvm-ar")?,
        link: tool("llvm-link")?,
        opt: tool("opt")?,
        llc: tool("llc")?,
    })
}

/// `$(rustc --print sysroot)/lib/rustlib/<host>/bin`: the first such folder holding `llc`.
fn sysroot_tool_dir() -> Result<PathBuf, String> {
    let out = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .map_err(|e| format!("cannot run `rustc --print sysroot`: {e}"))?;
    if !out.status.success() {
        return Err("`rustc --print sysroot` failed".to_string());
    }
    let sysroot = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let rustlib = Path::new(&sysroot).join("lib").join("rustlib");
    let entries = std::fs::read_dir(&rustlib)
        .map_err(|e| format!("cannot read {}: {e}", rustlib.display()))?;
    entries
        .filter_map(Result::ok)
        .map(|entry| entry.path().join("bin"))
        .find(|bin| bin.join("llc").is_file())
        .ok_or_else(|| {
            format!(
                "no llvm-tools under {}; install them with \
                 `rustup component add llvm-tools --toolchain nightly`",
                rustlib.display()
            )
        })
}
