//! The command line that rustc hands to a linker of the `llbc` flavour.
//!
//! rustc's nvptx64 target calls its linker with bitcode objects, `.rlib` archives holding
//! more bitcode, the symbols to keep (`--export-symbol NAME`, once per kernel), the GPU
//! architecture (`--target-cpu sm_XX`), an optimisation level (`-O0` .. `-O3`, `-Os`, `-Oz`)
//! and the output path (`-o FILE.ptx`). A few more flags (`-L DIR`, `--target TRIPLE`,
//! `--debug`) carry nothing this linker needs and are accepted and ignored.

use std::fmt;
use std::path::PathBuf;

/// Everything the link needs, read from rustc's arguments.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct LinkArgs {
    /// Bitcode objects and archives, in the order given.
    pub inputs: Vec<PathBuf>,
    /// Symbols that stay visible (the kernels); everything else is internalised.
    pub exports: Vec<String>,
    /// The GPU architecture for `llc -mcpu`, e.g. `sm_90`.
    pub target_cpu: Option<String>,
    /// The optimisation level, without the `-O` (`0`, `1`, `2`, `3`, `s`, `z`).
    pub opt_level: String,
    /// Where the PTX goes.
    pub output: Option<PathBuf>,
    /// The PTX ISA version to emit, as llc's feature digits (`78` is PTX 7.8). Not a rustc
    /// argument: set by [`DEFAULT_PTX_ISA`] or the `PTX_LINKER_PTX_ISA` variable.
    pub ptx_isa: u32,
}

/// PTX ISA 7.8 (CUDA 11.8): the default for sm_90, and what the kernels' inline PTX needs on
/// older architectures too.
pub const DEFAULT_PTX_ISA: u32 = 78;

/// A command line this linker does not understand.
#[derive(Debug, PartialEq, Eq)]
pub enum ArgError {
    /// A flag that needs a value came last.
    MissingValue(String),
    /// A flag this linker does not know (its arity is unknown, so guessing would be unsafe).
    UnknownFlag(String),
    /// An optimisation level other than 0-3, s, z.
    BadOptLevel(String),
    /// No `-o` was given.
    NoOutput,
}

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArgError::MissingValue(flag) => write!(f, "flag `{flag}` needs a value"),
            ArgError::UnknownFlag(flag) => write!(f, "unknown flag `{flag}`"),
            ArgError::BadOptLevel(level) => write!(f, "unknown optimisation level `-O{level}`"),
            ArgError::NoOutput => write!(f, "no output file given (`-o FILE`)"),
        }
    }
}

impl std::error::Error for ArgError {}

/// Parses rustc's linker arguments (response files already expanded).
pub fn parse<I: IntoIterator<Item = String>>(args: I) -> Result<LinkArgs, ArgError> {
    let mut out = LinkArgs {
        opt_level: "3".to_string(),
        ptx_isa: DEFAULT_PTX_ISA,
        ..LinkArgs::default()
    };
    let mut it = args.into_iter();
    while let Some(arg) = it.next() {
        let mut value = |flag: &str| it.next().ok_or_else(|| ArgError::MissingValue(flag.into()));
        match arg.as_str() {
            "--export-symbol" => out.exports.push(value("--export-symbol")?),
            "--target-cpu" => out.target_cpu = Some(value("--target-cpu")?),
            "-o" => out.output = Some(PathBuf::from(value("-o")?)),
            "-L" | "--target" => {
                value(&arg)?;
            }
            "--debug" => {}
            level if level.starts_with("-O") => {
                let level = &level[2..];
                if !matches!(level, "0" | "1" | "2" | "3" | "s" | "z") {
                    return Err(ArgError::BadOptLevel(level.to_string()));
                }
                out.opt_level = level.to_string();
            }
            flag if flag.starts_with('-') => return Err(ArgError::UnknownFlag(flag.to_string())),
            _ => out.inputs.push(PathBuf::from(arg)),
        }
    }
    if out.output.is_none() {
        return Err(ArgError::NoOutput);
    }
    Ok(out)
}

/// Expands `@file` response files: one argument per line.
pub fn expand_response_files<I: IntoIterator<Item = String>>(
    args: I,
) -> std::io::Result<Vec<String>> {
    let mut out = Vec::new();
    for arg in args {
        match arg.strip_prefix('@') {
            Some(path) => {
                let text = std::fs::read_to_string(path)?;
                out.extend(text.lines().filter(|l| !l.is_empty()).map(String::from));
            }
            None => out.push(arg),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn parses_what_rustc_sends() {
        let args = strings(&[
            "--export-symbol",
            "add_f32",
            "k.rcgu.o",
            "libcore.rlib",
            "-L",
            "/some/dir",
            "--target",
            "nvptx64-nvidia-cuda",
            "--target-cpu",
            "sm_90",
            "-o",
            "out.ptx",
            "-O3",
            "--debug",
        ]);
        let parsed = parse(args).unwrap();
        assert_eq!(parsed.exports, vec!["add_f32"]);
        assert_eq!(parsed.inputs.len(), 2);
        assert_eq!(parsed.target_cpu.as_deref(), Some("sm_90"));
        assert_eq!(parsed.opt_level, "3");
        assert_eq!(parsed.output, Some(PathBuf::from("out.ptx")));
    }

    #[test]
    fn rejects_what_it_does_not_know() {
        assert_eq!(
            parse(strings(&["-o", "x", "--frobnicate"])),
            Err(ArgError::UnknownFlag("--frobnicate".into()))
        );
        assert_eq!(
            parse(strings(&["-o"])),
            Err(ArgError::MissingValue("-o".into()))
        );
        assert_eq!(parse(strings(&["a.o"])), Err(ArgError::NoOutput));
        assert_eq!(
            parse(strings(&["-o", "x", "-O9"])),
            Err(ArgError::BadOptLevel("9".into()))
        );
    }
}
