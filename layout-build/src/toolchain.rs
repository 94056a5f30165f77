//! The nightly toolchain a PTX build needs, and the exact `rustup` command for what is missing.
//!
//! The kernels compile with `cargo +nightly ... -Zbuild-std=core --target nvptx64-nvidia-cuda`:
//! that needs the nightly itself, its `rust-src` component (the source of `core`, built for
//! the GPU) and its `llvm-tools` component (`llvm-link`, `opt`, `llc`, which the project's
//! linker drives). The nvptx64 `rust-std` is not needed (nor downloadable): `core` is built.

use crate::BuildError;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The components of the nightly that a PTX build uses.
pub const COMPONENTS: [&str; 2] = ["rust-src", "llvm-tools"];

/// What a ready nightly provides.
#[derive(Clone, Debug)]
pub struct Nightly {
    /// The toolchain's name for `rustup run` (`nightly` unless set otherwise).
    pub name: String,
    /// `rustc --print sysroot`.
    pub sysroot: PathBuf,
    /// The folder holding `llvm-link`, `opt` and `llc` (from `llvm-tools`).
    pub llvm_bin: PathBuf,
}

/// The `rustup` command that installs toolchain `name` with the PTX build's components.
pub fn install_command(name: &str) -> String {
    format!(
        "rustup toolchain install {name} --profile minimal --component {}",
        COMPONENTS.join(",")
    )
}

/// The `rustup` command that adds `components` to toolchain `name`.
pub fn add_components_command(name: &str, components: &[&str]) -> String {
    format!(
        "rustup component add {} --toolchain {name}",
        components.join(" ")
    )
}

fn missing(what: String, command: String) -> BuildError {
    BuildError::Toolchain { what, command }
}

/// Checks that toolchain `name` and its [`COMPONENTS`] are installed; the error names the
/// `rustup` command that fixes what is missing.
pub fn check(name: &str) -> Result<Nightly, BuildError> {
    // Never download here: a missing toolchain is reported with the command that installs it.
    let rustup = |args: &[&str]| {
        Command::new("rustup")
            .args(args)
            .env("RUSTUP_AUTO_INSTALL", "0")
            .output()
    };
    let version = rustup(&["run", name, "rustc", "--version"]).map_err(|e| {
        missing(
            format!("`rustup` cannot be run ({e}); the PTX build uses rustup's {name} toolchain"),
            "curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh".to_string(),
        )
    })?;
    if !version.status.success() {
        return Err(missing(
            format!("the `{name}` toolchain is not installed"),
            install_command(name),
        ));
    }
    let listed = rustup(&["component", "list", "--toolchain", name, "--installed"])
        .map_err(|e| BuildError::io("running `rustup component list`", e))?;
    let installed = String::from_utf8_lossy(&listed.stdout);
    let absent: Vec<&str> = COMPONENTS
        .iter()
        .copied()
        .filter(|c| !installed.lines().any(|l| l.starts_with(c)))
        .collect();
    if !absent.is_empty() {
        return Err(missing(
            format!(
                "the `{name}` toolchain lacks the component(s) {}",
                absent.join(", ")
            ),
            add_components_command(name, &absent),
        ));
    }
    let sysroot = rustup(&["run", name, "rustc", "--print", "sysroot"])
        .map_err(|e| BuildError::io("running `rustc --print sysroot`", e))?;
    let sysroot = PathBuf::from(String::from_utf8_lossy(&sysroot.stdout).trim());
    let llvm_bin = llvm_bin(&sysroot).ok_or_else(|| {
        missing(
            format!(
                "no `llc` under {}/lib/rustlib/*/bin although `llvm-tools` is listed",
                sysroot.display()
            ),
            add_components_command(name, &["llvm-tools"]),
        )
    })?;
    Ok(Nightly {
        name: name.to_string(),
        sysroot,
        llvm_bin,
    })
}

/// `<sysroot>/lib/rustlib/<host>/bin`: the first such folder holding `llc`, or the folder in
/// `PTX_LINKER_LLVM_BIN` when that is set.
fn llvm_bin(sysroot: &Path) -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("PTX_LINKER_LLVM_BIN") {
        return Some(PathBuf::from(dir));
    }
    let llc = format!("llc{}", std::env::consts::EXE_SUFFIX);
    std::fs::read_dir(sysroot.join("lib").join("rustlib"))
        .ok()?
        .filter_map(Result::ok)
        .map(|entry| entry.path().join("bin"))
        .find(|bin| bin.join(&llc).is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_name_toolchain_and_components() {
        assert_eq!(
            install_command("nightly"),
            "rustup toolchain install nightly --profile minimal --component rust-src,llvm-tools"
        );
        assert_eq!(
            add_components_command("nightly", &["llvm-tools"]),
            "rustup component add llvm-tools --toolchain nightly"
        );
    }

    #[test]
    fn a_toolchain_that_does_not_exist_names_the_install_command() {
        let Err(BuildError::Toolchain { command, .. }) = check("no-such-toolchain-xyz") else {
            panic!("expected a toolchain error");
        };
        // rustup absent: the rustup installer; present: the toolchain install
        assert!(command.contains("rustup"), "{command}");
    }
}
