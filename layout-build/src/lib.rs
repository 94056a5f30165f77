//! Compiles a Rust GPU kernel crate to PTX, from a host crate's `build.rs` or from a shell.
//!
//! A kernel crate is a `#![no_std]` library whose kernels are `#[no_mangle] extern
//! "ptx-kernel" fn`s. Rust has no prebuilt `core` for `nvptx64-nvidia-cuda` and no linker for
//! it on stable, so the build is, for each GPU architecture asked for:
//!
//! ```text
//! cargo +nightly rustc --release --target nvptx64-nvidia-cuda -Zbuild-std=core \
//!     --crate-type cdylib -- -C linker=<ptx-linker> -C target-cpu=sm_90
//! ```
//!
//! where `ptx-linker` is this crate's linker (compiled from the source it carries, see
//! `src/ptx_linker/`): it links rustc's bitcode with the nightly's `llvm-link`, internalises all
//! but the kernels, optimises with `opt` and emits PTX with `llc -mcpu=sm_90`. The nested cargo
//! uses its own target folder, so it never waits on the lock of the cargo that runs the build
//! script.
//!
//! # In a build script
//!
//! ```no_run
//! // build.rs of the host crate (its `fn main`); the kernel crate is in `kernel/`
//! cute_layout_build::PtxBuild::new("kernel")
//!     .arch("sm_80")
//!     .arch("sm_90")
//!     .build_script();
//! ```
//!
//! writes `$OUT_DIR/<lib name>_sm80.ptx` and `$OUT_DIR/<lib name>_sm90.ptx`, which the host
//! embeds with `include_str!(concat!(env!("OUT_DIR"), "/kernel_sm90.ptx"))`, and tells cargo
//! to rerun it when a source file of the kernel crate or of its path dependencies changes.
//!
//! # Toolchain
//!
//! The nightly toolchain with its `rust-src` and `llvm-tools` components. When one is missing
//! the build fails with [`BuildError::Toolchain`], whose message is the `rustup` command to run
//! (e.g. `rustup component add rust-src llvm-tools --toolchain nightly`).

#![warn(missing_docs)]

mod depinfo;
mod linker;
pub mod toolchain;

use std::fmt;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Why a PTX build failed.
pub enum BuildError {
    /// The nightly or one of its components is missing: `command` installs it.
    Toolchain {
        /// What is missing.
        what: String,
        /// The command that installs it.
        command: String,
    },
    /// A build was asked for with no architecture, or a malformed one.
    Arch(String),
    /// [`PtxBuild::build_script`] outside a build script (no `OUT_DIR`).
    NotInBuildScript,
    /// A file operation failed.
    Io {
        /// What was being done.
        context: String,
        /// The error.
        error: std::io::Error,
    },
    /// A command failed (its own output went to stderr).
    Command {
        /// What the command was for.
        what: String,
        /// The command line.
        command: String,
        /// Its exit status.
        status: String,
    },
    /// The build succeeded but left no single `.ptx` file where expected.
    NoPtx {
        /// The folder searched.
        dir: PathBuf,
    },
}

impl BuildError {
    fn io(context: impl Into<String>, error: std::io::Error) -> BuildError {
        BuildError::Io {
            context: context.into(),
            error,
        }
    }
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Toolchain { what, command } => {
                write!(f, "cannot build PTX: {what}; run `{command}`")
            }
            BuildError::Arch(why) => write!(f, "{why}"),
            BuildError::NotInBuildScript => write!(
                f,
                "OUT_DIR is not set: build_script() runs from build.rs (use build() elsewhere)"
            ),
            BuildError::Io { context, error } => write!(f, "{context}: {error}"),
            BuildError::Command {
                what,
                command,
                status,
            } => write!(f, "{what} failed ({status}): {command}"),
            BuildError::NoPtx { dir } => {
                write!(f, "the build left no single .ptx file in {}", dir.display())
            }
        }
    }
}

/// Shows the message, so that `.expect(..)` and `?` in `main` read well.
impl fmt::Debug for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for BuildError {}

/// One PTX file written by a build.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ptx {
    /// The architecture, as given (`sm_90`).
    pub arch: String,
    /// Where the PTX was written: `<out>/<stem>_sm90.ptx`.
    pub path: PathBuf,
    /// The source files it was built from (the kernel crate's and its path dependencies').
    pub sources: Vec<PathBuf>,
}

/// A PTX build of one kernel crate for some architectures.
#[derive(Clone, Debug)]
pub struct PtxBuild {
    krate: PathBuf,
    archs: Vec<String>,
    out_dir: Option<PathBuf>,
    target_dir: Option<PathBuf>,
    stem: Option<String>,
    toolchain: String,
    verbose: bool,
    /// `Some(features)`: the crate's default features off, these on.
    features: Option<Vec<String>>,
}

/// The file name of the PTX for `arch`: `<stem>_sm90.ptx` for `sm_90`.
pub fn ptx_file_name(stem: &str, arch: &str) -> String {
    format!("{stem}_{}.ptx", arch.replace('_', ""))
}

impl PtxBuild {
    /// A build of the kernel crate in folder `krate` (relative paths: to the current folder,
    /// or in a build script to the host crate's manifest folder).
    pub fn new(krate: impl Into<PathBuf>) -> PtxBuild {
        PtxBuild {
            krate: krate.into(),
            archs: Vec::new(),
            out_dir: None,
            target_dir: None,
            stem: None,
            toolchain: "nightly".to_string(),
            verbose: false,
            features: None,
        }
    }

    /// Adds a GPU architecture (`sm_80`, `sm_90`, ...): `llc -mcpu` and rustc's `target-cpu`.
    pub fn arch(mut self, arch: impl Into<String>) -> PtxBuild {
        self.archs.push(arch.into());
        self
    }

    /// Where the PTX files go (default in a build script: `OUT_DIR`).
    pub fn out_dir(mut self, dir: impl Into<PathBuf>) -> PtxBuild {
        self.out_dir = Some(dir.into());
        self
    }

    /// The nested cargo's target folder (one sub-folder per architecture). Default: beside the
    /// outer build's (`target/<profile>/cute-layout-build`) in a build script, otherwise
    /// `target/cute-layout-build` in the kernel crate.
    pub fn target_dir(mut self, dir: impl Into<PathBuf>) -> PtxBuild {
        self.target_dir = Some(dir.into());
        self
    }

    /// The PTX files' name before `_sm90.ptx` (default: the kernel crate's library name).
    pub fn file_stem(mut self, stem: impl Into<String>) -> PtxBuild {
        self.stem = Some(stem.into());
        self
    }

    /// Builds the kernel crate with its default features off and `features` on (cargo's
    /// `--no-default-features --features ..`): a build of some of its entry points.
    pub fn only_features<S: Into<String>>(
        mut self,
        features: impl IntoIterator<Item = S>,
    ) -> PtxBuild {
        self.features = Some(features.into_iter().map(Into::into).collect());
        self
    }

    /// The toolchain for `rustup run` (default `nightly`; a dated one pins the build).
    pub fn toolchain(mut self, name: impl Into<String>) -> PtxBuild {
        self.toolchain = name.into();
        self
    }

    /// Lets the nested cargo print its progress (default: quiet but for errors).
    pub fn verbose(mut self, on: bool) -> PtxBuild {
        self.verbose = on;
        self
    }

    /// The build from a build script: relative paths against `CARGO_MANIFEST_DIR`, PTX into
    /// `OUT_DIR`, and `cargo:rerun-if-changed` for every source file the kernels were built
    /// from (and the kernel crate's manifest), so cargo reruns it exactly when they change.
    ///
    /// On failure the build script ends there, as a failed compilation does: the kernel
    /// crate's compiler errors have gone to standard error as rustc printed them, and cargo
    /// shows one line saying what failed (`cargo::error=`), with no panic and no backtrace
    /// (exit status 1). [`try_build_script`](Self::try_build_script) returns the error instead.
    pub fn build_script(self) -> Vec<Ptx> {
        match self.try_build_script() {
            Ok(built) => built,
            Err(e) => {
                println!("cargo::error={}", build_script_error(&e));
                std::process::exit(1);
            }
        }
    }

    /// [`build_script`](Self::build_script), returning the error instead of ending the build
    /// script.
    pub fn try_build_script(mut self) -> Result<Vec<Ptx>, BuildError> {
        let out = PathBuf::from(std::env::var_os("OUT_DIR").ok_or(BuildError::NotInBuildScript)?);
        if let Some(manifest) = std::env::var_os("CARGO_MANIFEST_DIR") {
            self.krate = Path::new(&manifest).join(&self.krate);
        }
        self.out_dir.get_or_insert_with(|| out.clone());
        self.target_dir
            .get_or_insert_with(|| default_target_dir_from_out_dir(&out));
        println!("cargo:rerun-if-env-changed=PTX_LINKER_LLVM_BIN");
        for file in ["Cargo.toml", "Cargo.lock", "src"] {
            println!("cargo:rerun-if-changed={}", self.krate.join(file).display());
        }
        let built = self.build()?;
        let mut seen = std::collections::BTreeSet::new();
        for source in built.iter().flat_map(|p| &p.sources) {
            if seen.insert(source) {
                println!("cargo:rerun-if-changed={}", source.display());
            }
        }
        Ok(built)
    }

    /// Builds the PTX for every architecture; returns the files written.
    pub fn build(&self) -> Result<Vec<Ptx>, BuildError> {
        if self.archs.is_empty() {
            return Err(BuildError::Arch(
                "no architecture asked for: add one with .arch(\"sm_90\")".to_string(),
            ));
        }
        for arch in &self.archs {
            let digits = arch.strip_prefix("sm_").unwrap_or("");
            let valid = !digits.is_empty()
                && digits.chars().next().is_some_and(|c| c.is_ascii_digit())
                && digits.chars().all(|c| c.is_ascii_alphanumeric());
            if !valid {
                return Err(BuildError::Arch(format!(
                    "`{arch}` is not a GPU architecture like sm_80 or sm_90a"
                )));
            }
        }
        let nightly = toolchain::check(&self.toolchain)?;
        let target_dir = match &self.target_dir {
            Some(dir) => dir.clone(),
            None => self.krate.join("target").join("cute-layout-build"),
        };
        let out_dir = self.out_dir.clone().unwrap_or_else(|| PathBuf::from("."));
        std::fs::create_dir_all(&out_dir)
            .map_err(|e| BuildError::io(format!("creating {}", out_dir.display()), e))?;
        let linker = linker::ensure(&target_dir)?;
        self.archs
            .iter()
            .map(|arch| self.build_arch(arch, &nightly, &linker, &target_dir, &out_dir))
            .collect()
    }

    fn build_arch(
        &self,
        arch: &str,
        nightly: &toolchain::Nightly,
        linker: &Path,
        target_dir: &Path,
        out_dir: &Path,
    ) -> Result<Ptx, BuildError> {
        let target = target_dir.join(arch);
        let release = target.join("nvptx64-nvidia-cuda").join("release");
        // cargo does not see the linker as an input: when the linker or the LLVM tools it runs
        // changed since the last build in this folder, drop the last link's output so that it
        // relinks; otherwise an unchanged crate is not linked again.
        let stamp_file = target.join("linker-stamp");
        let stamp = linker_stamp(linker, &nightly.llvm_bin);
        if std::fs::read_to_string(&stamp_file).ok().as_deref() != Some(stamp.as_str()) {
            remove_ptx(&release)?;
            remove_ptx(&release.join("deps"))?;
        }
        let mut cmd = Command::new("rustup");
        cmd.args(["run", &nightly.name, "cargo", "rustc", "--release"])
            .args(["--target", "nvptx64-nvidia-cuda", "-Zbuild-std=core"])
            .args(["--crate-type", "cdylib", "--target-dir"])
            .arg(&target)
            .current_dir(&self.krate);
        if let Some(features) = &self.features {
            cmd.arg("--no-default-features");
            if !features.is_empty() {
                cmd.args(["--features", &features.join(",")]);
            }
        }
        if !self.verbose {
            cmd.arg("--quiet");
        }
        cmd.arg("--")
            .arg(format!("-Clinker={}", linker.display()))
            .arg(format!("-Ctarget-cpu={arch}"));
        // What the outer cargo (or the caller) set would steer the nested one to the outer's
        // toolchain, flags or target folder.
        for var in [
            "RUSTC",
            "RUSTC_WRAPPER",
            "RUSTC_WORKSPACE_WRAPPER",
            "RUSTDOC",
            "RUSTFLAGS",
            "CARGO_ENCODED_RUSTFLAGS",
            "CARGO_BUILD_RUSTFLAGS",
            "CARGO_TARGET_DIR",
            "CARGO_BUILD_TARGET_DIR",
            "CARGO_BUILD_TARGET",
            "CARGO",
            "RUSTUP_TOOLCHAIN",
        ] {
            cmd.env_remove(var);
        }
        cmd.env(
            "CARGO_TARGET_NVPTX64_NVIDIA_CUDA_RUSTFLAGS",
            format!("-Ctarget-cpu={arch}"),
        )
        .env("PTX_LINKER_LLVM_BIN", &nightly.llvm_bin)
        .env("RUSTUP_AUTO_INSTALL", "0");
        let status = cmd
            .status()
            .map_err(|e| BuildError::io("running `rustup run nightly cargo`", e))?;
        if !status.success() {
            return Err(BuildError::Command {
                what: format!("building {} for {arch}", self.krate.display()),
                command: format!("{cmd:?}"),
                status: status.to_string(),
            });
        }
        std::fs::create_dir_all(&target)
            .and_then(|()| std::fs::write(&stamp_file, &stamp))
            .map_err(|e| BuildError::io(format!("writing {}", stamp_file.display()), e))?;
        // Several crates may share the folder: this crate's PTX is the one named after its
        // library (the only one when the name cannot be read).
        let built = match library_name(&self.krate) {
            Some(name) => Some(release.join(format!("{name}.ptx")))
                .filter(|p| p.is_file())
                .ok_or_else(|| BuildError::NoPtx {
                    dir: release.clone(),
                })?,
            None => single_ptx(&release)?,
        };
        let lib_name = built
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let stem = self.stem.clone().unwrap_or_else(|| lib_name.clone());
        let path = out_dir.join(ptx_file_name(&stem, arch));
        std::fs::copy(&built, &path)
            .map_err(|e| BuildError::io(format!("copying to {}", path.display()), e))?;
        let sources = depinfo::sources(&release.join(format!("{lib_name}.d")), &nightly.sysroot);
        Ok(Ptx {
            arch: arch.to_string(),
            path,
            sources,
        })
    }
}

/// The one line a failed build script shows: for a compilation, what failed and where its
/// errors are (the command line is of no help there); otherwise the error.
fn build_script_error(e: &BuildError) -> String {
    match e {
        BuildError::Command { what, status, .. } => {
            format!(
                "{what} failed ({status}); the compiler's errors are in the build script's \
                 stderr below"
            )
        }
        other => other.to_string(),
    }
}

/// `<target>/<profile>/cute-layout-ptx` for `OUT_DIR = <target>/<profile>/build/<pkg>/out`
/// (shared by every package and rebuild, so `core` is compiled once); else `OUT_DIR/...`. Not
/// `cute-layout-build`: a workspace that builds this crate's binary has that file there.
fn default_target_dir_from_out_dir(out: &Path) -> PathBuf {
    const DIR: &str = "cute-layout-ptx";
    let build = out.parent().and_then(Path::parent);
    match build {
        Some(b) if b.file_name().is_some_and(|n| n == "build") => {
            b.parent().map_or_else(|| out.join(DIR), |p| p.join(DIR))
        }
        _ => out.join(DIR),
    }
}

/// The library name of the crate in `krate` (its `[lib] name`, else its package name with `-`
/// as `_`), read from its `Cargo.toml` line by line; `None` if it cannot be read.
fn library_name(krate: &Path) -> Option<String> {
    let manifest = std::fs::read_to_string(krate.join("Cargo.toml")).ok()?;
    let (mut section, mut package, mut lib) = (String::new(), None, None);
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            section = line.to_string();
            continue;
        }
        let Some(value) = line
            .strip_prefix("name")
            .map(str::trim_start)
            .and_then(|rest| rest.strip_prefix('='))
            .map(|v| v.trim().trim_matches('"').to_string())
        else {
            continue;
        };
        match section.as_str() {
            "[package]" => package = package.or(Some(value)),
            "[lib]" => lib = lib.or(Some(value)),
            _ => {}
        }
    }
    lib.or(package).map(|n| n.replace('-', "_"))
}

fn ptx_files(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "ptx") && p.is_file())
                .collect()
        })
        .unwrap_or_default()
}

/// What identifies the link step's tools: the linker binary (its path, size and modification
/// time) and the LLVM tools' folder.
fn linker_stamp(linker: &Path, llvm_bin: &Path) -> String {
    let meta = std::fs::metadata(linker).ok();
    let size = meta.as_ref().map(|m| m.len()).unwrap_or_default();
    let modified = meta.and_then(|m| m.modified().ok());
    format!(
        "{}\n{size}\n{modified:?}\n{}\n",
        linker.display(),
        llvm_bin.display()
    )
}

fn remove_ptx(dir: &Path) -> Result<(), BuildError> {
    for file in ptx_files(dir) {
        std::fs::remove_file(&file)
            .map_err(|e| BuildError::io(format!("removing {}", file.display()), e))?;
    }
    Ok(())
}

fn single_ptx(dir: &Path) -> Result<PathBuf, BuildError> {
    let mut files = ptx_files(dir);
    match files.len() {
        1 => Ok(files.remove(0)),
        _ => Err(BuildError::NoPtx {
            dir: dir.to_path_buf(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_library_name_comes_from_the_manifest() {
        let dir =
            std::env::temp_dir().join(format!("cute-layout-build-name-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let write = |text: &str| std::fs::write(dir.join("Cargo.toml"), text).unwrap();
        write("[package]\nname = \"gemm-kernels\"\nversion = \"0.1.0\"\n[lib]\npath = \"src/lib.rs\"\n");
        assert_eq!(library_name(&dir).as_deref(), Some("gemm_kernels"));
        write(
            "[package]\nname = \"a-b\"\n[dependencies]\nname = \"x\"\n[lib]\nname = \"kernels\"\n",
        );
        assert_eq!(library_name(&dir).as_deref(), Some("kernels"));
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(library_name(&dir), None);
    }

    #[test]
    fn file_names_and_target_folders() {
        assert_eq!(ptx_file_name("kernels", "sm_90"), "kernels_sm90.ptx");
        assert_eq!(
            default_target_dir_from_out_dir(Path::new("/t/debug/build/host-1234/out")),
            PathBuf::from("/t/debug/cute-layout-ptx")
        );
        assert_eq!(
            default_target_dir_from_out_dir(Path::new("/elsewhere/out")),
            PathBuf::from("/elsewhere/out/cute-layout-ptx")
        );
    }

    #[test]
    fn a_failed_compilation_is_one_line_without_the_command() {
        let e = BuildError::Command {
            what: "building kernel for sm_90".to_string(),
            command: "\"rustup\" \"run\" \"nightly\" \"cargo\" \"rustc\"".to_string(),
            status: "exit status: 101".to_string(),
        };
        let line = build_script_error(&e);
        assert_eq!(
            line,
            "building kernel for sm_90 failed (exit status: 101); the compiler's errors are in the \
             build script's stderr below"
        );
        assert!(!line.contains('\n') && !line.contains("rustup"));
        let other = build_script_error(&BuildError::NotInBuildScript);
        assert!(other.starts_with("OUT_DIR is not set"), "{other}");
    }

    #[test]
    fn architectures_are_checked_before_anything_runs() {
        let err = PtxBuild::new("k").build().unwrap_err();
        assert!(err.to_string().contains("no architecture"), "{err}");
        let err = PtxBuild::new("k").arch("90").build().unwrap_err();
        assert!(
            err.to_string().contains("`90` is not a GPU architecture"),
            "{err}"
        );
    }
}
