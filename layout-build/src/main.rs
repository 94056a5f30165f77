//! `cute-layout-build`: the library's PTX build from a shell.
//!
//! ```text
//! cute-layout-build --crate DIR [--arch sm_90]... [--out DIR] [--target-dir DIR]
//!                   [--name STEM] [--toolchain NAME] [--install] [--verbose]
//! ```
//!
//! Writes `<out>/<stem>_sm90.ptx` per architecture (default `--arch sm_90 --arch sm_80`,
//! `--out .`) and prints each path. `--install` runs the `rustup` command that a missing
//! toolchain component calls for, then builds.

use cute_layout_build::{BuildError, PtxBuild};
use std::process::{Command, ExitCode};

const USAGE: &str = "usage: cute-layout-build --crate DIR [--arch sm_90]... [--out DIR] \
                     [--target-dir DIR] [--name STEM] [--toolchain NAME] [--install] [--verbose]";

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("cute-layout-build: error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let (mut krate, mut archs, mut install, mut verbose) = (None, Vec::new(), false, false);
    let (mut out, mut target_dir, mut stem, mut toolchain) = (None, None, None, None);
    while let Some(flag) = args.next() {
        let mut value = || {
            args.next()
                .ok_or(format!("`{flag}` needs a value\n{USAGE}"))
        };
        match flag.as_str() {
            "--crate" => krate = Some(value()?),
            // `--arch "sm_90 sm_80"` and `--arch sm_90,sm_80` too (PTX_ARCHS in the scripts)
            "--arch" => archs.extend(
                value()?
                    .split([' ', ','])
                    .filter(|a| !a.is_empty())
                    .map(String::from),
            ),
            "--out" => out = Some(value()?),
            "--target-dir" => target_dir = Some(value()?),
            "--name" => stem = Some(value()?),
            "--toolchain" => toolchain = Some(value()?),
            "--install" => install = true,
            "--verbose" | "-v" => verbose = true,
            "--help" | "-h" => {
                println!("{USAGE}");
                return Ok(());
            }
            other => return Err(format!("unknown argument `{other}`\n{USAGE}")),
        }
    }
    let krate = krate.ok_or(format!("--crate is required\n{USAGE}"))?;
    let mut build = PtxBuild::new(krate)
        .out_dir(out.unwrap_or_else(|| ".".to_string()))
        .verbose(verbose);
    if let Some(dir) = target_dir {
        build = build.target_dir(dir);
    }
    if let Some(stem) = stem {
        build = build.file_stem(stem);
    }
    if let Some(name) = toolchain {
        build = build.toolchain(name);
    }
    if archs.is_empty() {
        archs = vec!["sm_90".to_string(), "sm_80".to_string()];
    }
    for arch in archs {
        build = build.arch(arch);
    }
    let built = match build.build() {
        // At most two rounds: the toolchain, then its components.
        Err(BuildError::Toolchain { command, .. }) if install => {
            install_with(&command)?;
            match build.build() {
                Err(BuildError::Toolchain { command, .. }) => {
                    install_with(&command)?;
                    build.build()
                }
                other => other,
            }
        }
        other => other,
    }
    .map_err(|e| e.to_string())?;
    for ptx in built {
        println!("{}", ptx.path.display());
    }
    Ok(())
}

/// Runs a `rustup ...` command named by [`BuildError::Toolchain`].
fn install_with(command: &str) -> Result<(), String> {
    let words: Vec<&str> = command.split_whitespace().collect();
    if words.first() != Some(&"rustup") {
        return Err(format!("install it by hand: `{command}`"));
    }
    eprintln!("cute-layout-build: running `{command}`");
    let status = Command::new("rustup")
        .args(&words[1..])
        .status()
        .map_err(|e| format!("cannot run `{command}`: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{command}` failed ({status})"))
    }
}
