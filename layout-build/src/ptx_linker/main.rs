//! `ptx-linker`: the linker rustc calls for `nvptx64-nvidia-cuda` (`-C linker=ptx-linker`).
//!
//! It receives rustc's `llbc`-flavour arguments (see [`args`]) and drives the nightly's
//! llvm-tools: `llvm-ar x` (rlibs) → `llvm-link` → `opt` (internalise all but the exported
//! kernels, then optimise) → `llc -mcpu=sm_XX` (PTX) → launch bounds the kernels state in
//! their bodies moved into entry directives ([`launch_bounds`]) → the tensor maps they take
//! by value declared 64-byte aligned ([`tensor_map_param`]).
//!
//! Environment: `PTX_LINKER_LLVM_BIN` (the tools' folder; default: found through
//! `rustc --print sysroot`), `PTX_LINKER_PTX_ISA` (PTX ISA version as digits, default 78),
//! `PTX_LINKER_VERBOSE=1` (print each command),
//! `PTX_LINKER_KEEP=1` (keep the intermediate files next to the output).

#![warn(missing_docs)]

mod args;
mod entries;
mod launch_bounds;
mod link;
mod tensor_map_param;
mod tools;

use std::process::ExitCode;

fn main() -> ExitCode {
    match real_main() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("ptx-linker: error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn real_main() -> Result<(), String> {
    let raw = args::expand_response_files(std::env::args().skip(1))
        .map_err(|e| format!("cannot read a response file: {e}"))?;
    let mut parsed = args::parse(raw).map_err(|e| e.to_string())?;
    if let Some(isa) = std::env::var_os("PTX_LINKER_PTX_ISA") {
        let isa = isa.to_string_lossy();
        parsed.ptx_isa = isa
            .parse()
            .map_err(|_| format!("PTX_LINKER_PTX_ISA: expected digits like 78, got `{isa}`"))?;
    }
    let tools = tools::find()?;
    let verbose = std::env::var_os("PTX_LINKER_VERBOSE").is_some_and(|v| v == "1");
    let keep = std::env::var_os("PTX_LINKER_KEEP").is_some_and(|v| v == "1");
    let output = parsed.output.clone().ok_or("no output file")?;
    let mut work = output.clone().into_os_string();
    work.push(".link.d");
    let work = std::path::PathBuf::from(work);
    let _ = std::fs::remove_dir_all(&work);
    let result = link::link(&parsed, &tools, &work, verbose);
    if !keep {
        let _ = std::fs::remove_dir_all(&work);
    }
    result
}
