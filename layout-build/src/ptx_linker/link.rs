//! The link itself: archives out, bitcode merged, kernels kept, PTX emitted.

use crate::args::LinkArgs;
use crate::tools::Tools;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Bitcode begins with `BC 0xC0DE`, or with the wrapper magic `0x0B17C0DE` (little endian).
fn is_bitcode(path: &Path) -> bool {
    let mut head = [0u8; 4];
    match fs::File::open(path).and_then(|mut f| std::io::Read::read_exact(&mut f, &mut head)) {
        Ok(()) => head == [b'B', b'C', 0xC0, 0xDE] || head == [0xDE, 0xC0, 0x17, 0x0B],
        Err(_) => false,
    }
}

fn is_archive(path: &Path) -> bool {
    let mut head = [0u8; 8];
    match fs::File::open(path).and_then(|mut f| std::io::Read::read_exact(&mut f, &mut head)) {
        Ok(()) => &head == b"!<arch>\n",
        Err(_) => false,
    }
}

/// Runs a tool, turning a failure into a message that shows the command.
fn run(cmd: &mut Command, verbose: bool) -> Result<(), String> {
    if verbose {
        eprintln!("ptx-linker: {cmd:?}");
    }
    let status = cmd
        .status()
        .map_err(|e| format!("cannot start {cmd:?}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{cmd:?} failed ({status})"))
    }
}

/// Extracts an archive's bitcode members into `dir`, returning their paths (sorted).
fn extract(
    tools: &Tools,
    archive: &Path,
    dir: &Path,
    verbose: bool,
) -> Result<Vec<PathBuf>, String> {
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let archive =
        fs::canonicalize(archive).map_err(|e| format!("cannot find {}: {e}", archive.display()))?;
    run(
        Command::new(&tools.ar)
            .arg("x")
            .arg(&archive)
            .current_dir(dir),
        verbose,
    )?;
    let mut members: Vec<PathBuf> = fs::read_dir(dir)
        .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| is_bitcode(p))
        .collect();
    members.sort();
    Ok(members)
}

/// Links `args.inputs` into `args.output` (PTX), working in `work` (created, left for the caller).
pub fn link(args: &LinkArgs, tools: &Tools, work: &Path, verbose: bool) -> Result<(), String> {
    let output = args.output.as_ref().ok_or("no output file")?;
    let cpu = args
        .target_cpu
        .as_deref()
        .ok_or("no `--target-cpu` given: pass `-C target-cpu=sm_XX` to rustc")?;
    fs::create_dir_all(work).map_err(|e| format!("cannot create {}: {e}", work.display()))?;

    // 1. Gather bitcode: objects as they are, archives member by member.
    let mut modules = Vec::new();
    for (i, input) in args.inputs.iter().enumerate() {
        if is_archive(input) {
            modules.extend(extract(
                tools,
                input,
                &work.join(format!("ar{i}")),
                verbose,
            )?);
        } else if is_bitcode(input) {
            modules.push(input.clone());
        } else {
            return Err(format!(
                "{} is neither bitcode nor an archive",
                input.display()
            ));
        }
    }
    if modules.is_empty() {
        return Err("no bitcode to link".to_string());
    }

    // 2. Merge.
    let linked = work.join("linked.bc");
    run(
        Command::new(&tools.link)
            .args(&modules)
            .arg("-o")
            .arg(&linked),
        verbose,
    )?;

    // 3. Keep only the kernels visible, drop the rest of core, optimise.
    let optimised = work.join("optimised.bc");
    let mut keep = OsString::from("--internalize-public-api-list=");
    keep.push(args.exports.join(","));
    let passes = format!(
        "--passes=internalize,globaldce,default<O{}>",
        args.opt_level
    );
    run(
        Command::new(&tools.opt)
            .arg(keep)
            .arg(passes)
            .arg(&linked)
            .arg("-o")
            .arg(&optimised),
        verbose,
    )?;

    // 4. Emit PTX, at PTX ISA `ptx_isa` or the architecture's minimum if newer (sm_90a: 8.3),
    // or newer (llc would pick the oldest the architecture
    // allows, e.g. 7.0 for sm_80, which rejects instructions the kernels' inline PTX uses,
    // such as `ld.global.nc.L1::no_allocate`, from 7.4).
    let llc_level = match args.opt_level.as_str() {
        "s" | "z" => "2",
        level => level,
    };
    run(
        Command::new(&tools.llc)
            .arg("-mtriple=nvptx64-nvidia-cuda")
            .arg(format!("-mcpu={cpu}"))
            .arg(format!("-mattr=+ptx{}", args.ptx_isa.max(min_ptx_isa(cpu))))
            .arg(format!("-O{llc_level}"))
            .arg(&optimised)
            .arg("-o")
            .arg(output),
        verbose,
    )?;

    // 5. Launch bounds the kernels state in their bodies become entry directives; the tensor
    // maps they take by value are declared 64-byte aligned.
    let ptx =
        fs::read_to_string(output).map_err(|e| format!("cannot read {}: {e}", output.display()))?;
    let bounded = crate::tensor_map_param::apply(&crate::launch_bounds::apply(&ptx)?)?;
    if bounded != ptx {
        fs::write(output, bounded)
            .map_err(|e| format!("cannot write {}: {e}", output.display()))?;
    }
    Ok(())
}

/// The oldest PTX ISA (llc's feature digits) an architecture's kernels are emitted at: 83 (PTX
/// 8.3) for `sm_90a` and `sm_90` (8.0 defines `wgmma`, `setmaxnreg` and the TMA copies; 8.3
/// adds the `fence.proxy.tensormap` of `gpu_kernels::arch::fence::fence_tensormap_acquire`, for
/// tensor maps in global memory); 0 for the others (the default applies).
fn min_ptx_isa(cpu: &str) -> u32 {
    match cpu {
        "sm_90a" | "sm_90" => 83,
        _ => 0,
    }
}
