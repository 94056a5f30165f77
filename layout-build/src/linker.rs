//! The project's PTX linker, compiled from the source this crate carries.
//!
//! rustc's nvptx64 target hands its bitcode to a linker of the `llbc` flavour; ours
//! (`src/ptx_linker/`, also this crate's `ptx-linker` binary) links it with the nightly's
//! llvm-tools. A build script cannot depend on a binary, so the library writes the linker's
//! source next to the kernels' target folder and compiles it with `rustc` (a few seconds,
//! once per linker version: the folder is named after a hash of the source).

use crate::BuildError;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The linker's source files, `(file name, text)`; `main.rs` is the crate root.
const SOURCES: [(&str, &str); 7] = [
    ("main.rs", include_str!("ptx_linker/main.rs")),
    ("args.rs", include_str!("ptx_linker/args.rs")),
    ("entries.rs", include_str!("ptx_linker/entries.rs")),
    (
        "launch_bounds.rs",
        include_str!("ptx_linker/launch_bounds.rs"),
    ),
    ("link.rs", include_str!("ptx_linker/link.rs")),
    (
        "tensor_map_param.rs",
        include_str!("ptx_linker/tensor_map_param.rs"),
    ),
    ("tools.rs", include_str!("ptx_linker/tools.rs")),
];

/// The compiled linker under `target_dir`, compiling it first when needed (with `$RUSTC`, as
/// cargo sets it for build scripts, or `rustc`).
pub fn ensure(target_dir: &Path) -> Result<PathBuf, BuildError> {
    let mut hasher = DefaultHasher::new();
    SOURCES.hash(&mut hasher);
    let dir = target_dir.join(format!("ptx-linker-{:016x}", hasher.finish()));
    let exe = dir.join(format!("ptx-linker{}", std::env::consts::EXE_SUFFIX));
    if exe.is_file() {
        return Ok(exe);
    }
    let src = dir.join("src");
    std::fs::create_dir_all(&src)
        .map_err(|e| BuildError::io(format!("creating {}", src.display()), e))?;
    for (name, text) in SOURCES {
        let path = src.join(name);
        std::fs::write(&path, text)
            .map_err(|e| BuildError::io(format!("writing {}", path.display()), e))?;
    }
    // Compile to a private name, then rename: a concurrent build never runs a half-written file.
    let partial = dir.join(format!("ptx-linker.{}.partial", std::process::id()));
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let mut cmd = Command::new(rustc);
    cmd.args([
        "--edition",
        "2021",
        "-O",
        "--crate-type",
        "bin",
        "--crate-name",
        "ptx_linker",
    ])
    .arg(src.join("main.rs"))
    .arg("-o")
    .arg(&partial);
    let status = cmd
        .status()
        .map_err(|e| BuildError::io("running rustc for the ptx-linker", e))?;
    if !status.success() {
        return Err(BuildError::Command {
            what: "compiling the ptx-linker".to_string(),
            command: format!("{cmd:?}"),
            status: status.to_string(),
        });
    }
    std::fs::rename(&partial, &exe)
        .map_err(|e| BuildError::io(format!("renaming to {}", exe.display()), e))?;
    Ok(exe)
}
