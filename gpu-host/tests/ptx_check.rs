//! Builds the PTX (when `cargo +nightly` with `rust-src` and `llvm-tools` is installed) and
//! checks it: every registered kernel is an entry point, and kernels whose layouts are static
//! (all but the naive kernel, whose `(M,N)` shape is dynamic and divides) contain no `div` or
//! `rem` instruction; the TV kernels, which call `make_layout_tv` per thread, have exactly as
//! many instructions as their references with the TV layout built from its type; the
//! transpose kernels declare one shared tile of their layout's cosize and one barrier, and (but
//! for the naive one) do not divide; the GEMM kernels declare their two shared tiles and do not
//! divide; the GEMM written the CuTe way (tensors, `local_tile`, `local_partition`, fragments,
//! `copy`, `gemm`, `axpby`: `sgemm_1_tensor_nt`) has at most as many instructions as the
//! same GEMM mapped by hand (`sgemm_1_nt`). Prints a message and passes where the nightly is
//! unavailable, unless `LAYOUT_REQUIRE_PTX` is set (CI
//! sets it after installing the nightly's components): then a missing nightly fails the test.

use gpu_host::gemm::{Sgemm, GEMM_NAMES, SM80_GEMM_NAMES};
use gpu_host::numeric_check::{CheckKind, NUMERIC_CHECKS};
use gpu_host::ptx::{build, build_gemm, entries, instructions_named, nightly_ready, repo_root};
use gpu_host::registry::{Family, KERNELS, REFERENCES, TENSOR_BF16};
use gpu_host::transpose::{TransposeKind, TRANSPOSES};
use gpu_kernels::kernel_names;

/// The PTX builds of the tests share the nested cargo's target folder (and its linker
/// build): one at a time.
static BUILD: std::sync::Mutex<()> = std::sync::Mutex::new(());

#[test]
fn ptx_builds_and_static_kernels_do_not_divide() {
    let _build = BUILD.lock().unwrap_or_else(|e| e.into_inner());
    if let Err(why) = nightly_ready() {
        assert!(
            std::env::var_os("LAYOUT_REQUIRE_PTX").is_none(),
            "LAYOUT_REQUIRE_PTX is set but the PTX cannot be built: {why}"
        );
        eprintln!("skipping the PTX build: {why}");
        return;
    }
    let out = repo_root().join("target").join("ptx-test");
    let ptx = build("sm_90", &out).expect("build-ptx.sh");
    let text = std::fs::read_to_string(&ptx).expect("read the PTX");
    let found = entries(&text);
    let gemm_ptx = build_gemm("sm_90", &out).expect("build the GEMM PTX");
    println!("ptx: left out: {}", gpu_host::ptx::GEMM_LEFT_OUT);
    let gemm_found = entries(&std::fs::read_to_string(&gemm_ptx).expect("read the GEMM PTX"));
    for spec in KERNELS {
        let (_, body) = found
            .iter()
            .find(|(name, _)| name == spec.name)
            .unwrap_or_else(|| panic!("kernel {} missing from {}", spec.name, ptx.display()));
        let divisions = instructions_named(body, &["div.", "rem."]);
        match spec.family {
            Family::Naive => assert!(!divisions.is_empty(), "naive kernel: expected i / N"),
            _ => assert!(
                divisions.is_empty(),
                "{} has static layouts but divides: {divisions:?}",
                spec.name
            ),
        }
        assert!(
            !body.contains(".local"),
            "{} spills registers to local memory",
            spec.name
        );
    }
    // The kernels written with tensors and tiled copies: the interior tile is 16 vector loads
    // per operand and 16 vector stores (UniversalCopy<uint128_t>), no local memory.
    let tensor_kernels = KERNELS
        .iter()
        .filter_map(|k| match k.family {
            Family::Tensor { rows } => Some((k.name, rows as usize)),
            _ => None,
        })
        .chain(TENSOR_BF16.iter().map(|name| (*name, 4)));
    for (name, rows) in tensor_kernels {
        let body = entry_body(&found, name, &ptx);
        let (loads, stores) = (
            body.matches("ld.global.v4.b32").count(),
            body.matches("st.global.v4.b32").count(),
        );
        println!(
            "ptx: {name}: {loads} ld.global.v4.b32, {stores} st.global.v4.b32, {} instructions",
            instruction_count(body)
        );
        assert_eq!(
            (loads, stores),
            (2 * rows, rows),
            "{name}: 16-byte copies of the interior tile"
        );
        assert!(!body.contains(".local"), "{name} uses local memory");
        assert!(
            instructions_named(body, &["div.", "rem."]).is_empty(),
            "{name} divides"
        );
    }
    for reference in REFERENCES {
        let kernel = reference
            .strip_suffix("_type_built")
            .expect("a reference name");
        let (called, built) = (
            entry_body(&found, kernel, &ptx),
            entry_body(&found, reference, &ptx),
        );
        let (n_called, n_built) = (instruction_count(called), instruction_count(built));
        println!("ptx: {kernel}: {n_called} instructions with make_layout_tv per thread, {n_built} type-built");
        assert_eq!(
            n_called, n_built,
            "{kernel} calls make_layout_tv per thread and has {n_called} instructions; type-built: {n_built}"
        );
        assert!(instructions_named(called, &["div.", "rem."]).is_empty());
    }
    for spec in TRANSPOSES {
        let (_, body) = found
            .iter()
            .find(|(name, _)| name == spec.name)
            .unwrap_or_else(|| panic!("kernel {} missing from {}", spec.name, ptx.display()));
        let divisions = instructions_named(body, &["div.", "rem."]);
        assert!(!body.contains(".local"), "{} uses local memory", spec.name);
        let tiles = body.matches(".shared .align 128 .b8 tile[").count();
        if spec.kind == TransposeKind::Naive {
            assert!(!divisions.is_empty(), "naive transpose: expected i / N");
            assert_eq!(tiles, 0, "{} declares shared memory", spec.name);
        } else {
            assert!(divisions.is_empty(), "{} divides: {divisions:?}", spec.name);
            let bytes = spec.tile.expect("a tiled kernel").smem_bytes;
            if spec.dynamic_smem {
                // the tile is the launch-sized dynamic shared memory, checked against its size
                assert_eq!(tiles, 0, "{}: no static tile expected", spec.name);
                assert!(
                    text.contains(".extern .shared .align 128"),
                    "no dynamic shared memory"
                );
                assert!(
                    body.contains("%dynamic_smem_size"),
                    "{}: size unchecked",
                    spec.name
                );
            } else {
                // one tile per kernel, of the bytes its layout's cosize asks for
                assert_eq!(tiles, 1, "{}: one shared tile expected", spec.name);
                assert!(
                    body.contains(&format!("tile[{bytes}]")),
                    "{}: expected a tile of {bytes} bytes",
                    spec.name
                );
            }
            assert_eq!(
                body.matches("bar.sync").count(),
                1,
                "{}: one barrier",
                spec.name
            );
        }
    }
    // the TMA transposes: two boxes loaded, two stored, one 16-byte shared read and write per
    // row of each thread's block, no local memory, no division
    for name in gpu_kernels::transpose_tma_kernels!(kernel_names) {
        let body = entry_body(&found, name, &ptx);
        assert!(!body.contains(".local"), "{name} uses local memory");
        let divisions = instructions_named(body, &["div.", "rem."]);
        assert!(divisions.is_empty(), "{name} divides: {divisions:?}");
        let count = |op: &str| body.matches(op).count();
        let e = if name.ends_with("f32") { 4 } else { 8 };
        assert_eq!(
            (
                count("cp.async.bulk.tensor.2d.shared::cluster.global"),
                count("cp.async.bulk.tensor.2d.global.shared::cta"),
                count("ld.shared.v4.b32"),
                count("st.shared.v4.b32"),
            ),
            (2, 2, e, e),
            "{name}: TMA copies and 16-byte shared accesses"
        );
        assert_tensor_map_params(name, body, &[0, 1]);
    }
    assert_eq!(Sgemm::ALL.map(Sgemm::name), GEMM_NAMES);
    for kernel in Sgemm::ALL {
        let name = kernel.name();
        let body = entry_body(&gemm_found, name, &gemm_ptx);
        assert!(!body.contains(".local"), "{name} uses local memory");
        let divisions = instructions_named(body, &["div.", "rem."]);
        assert!(divisions.is_empty(), "{name} divides: {divisions:?}");
        // sA and sB: (_128,_8):(_1,_128) floats each, or two pipes of them
        let bytes = kernel.tile_bytes();
        let tiles = body
            .matches(&format!(".shared .align 128 .b8 tile[{bytes}]"))
            .count();
        assert_eq!(tiles, 2, "{name}: two {bytes}-byte shared tiles expected");
    }
    for name in SM80_GEMM_NAMES {
        let body = entry_body(&gemm_found, name, &gemm_ptx);
        assert!(!body.contains(".local"), "{name} uses local memory");
        assert!(!body.contains("call"), "{name} calls a function");
        let divisions = instructions_named(body, &["div.", "rem."]);
        assert!(divisions.is_empty(), "{name} divides: {divisions:?}");
        // per k-tile of (_128,_128,_64): 4 k-blocks of 32 (f16: 2x2 warps) or 16 (2x4 warps)
        // mma.sync per warp, 8 or 6 ldmatrix.x4, the cp.async of the next tile
        assert!(
            body.contains("mma.sync.aligned.m16n8k16.row.col"),
            "{name}: no mma.sync"
        );
        assert!(
            body.contains("ldmatrix.sync.aligned.m8n8.x4"),
            "{name}: no ldmatrix"
        );
        assert!(
            body.contains("cp.async.ca.shared.global"),
            "{name}: no cp.async"
        );
        // any shape: the copies take a source size (CuTe's `_ZFILL` atom)
        assert!(
            body.lines()
                .any(|l| l.contains("cp.async.ca.shared.global") && l.contains(", 16, %r")),
            "{name}: no cp.async with a source size (zero fill)"
        );
    }
    // Tensors cost nothing: the tensor-written GEMM against its hand-mapped twin.
    let gemm = |kernel: Sgemm| entry_body(&gemm_found, kernel.name(), &gemm_ptx);
    let (tensor, hand) = (gemm(Sgemm::V1Tensor), gemm(Sgemm::V1));
    let (n_tensor, n_hand) = (instruction_count(tensor), instruction_count(hand));
    println!(
        "ptx: {}: {n_tensor} instructions written with tensors, {}: {n_hand} mapped by hand",
        Sgemm::V1Tensor.name(),
        Sgemm::V1.name()
    );
    assert!(
        n_tensor <= n_hand,
        "{} (tensors) has {n_tensor} instructions, more than {} (by hand, {n_hand})",
        Sgemm::V1Tensor.name(),
        Sgemm::V1.name()
    );
    for op in [
        "ld.shared",
        "st.shared",
        "ld.global",
        "st.global",
        "fma.rn.f32",
    ] {
        assert_eq!(
            tensor.matches(op).count(),
            hand.matches(op).count(),
            "{op}: the tensor-written GEMM must move and multiply exactly what the hand-mapped one does"
        );
    }
    for spec in NUMERIC_CHECKS {
        let body = entry_body(&found, spec.name, &ptx);
        // register values: no local memory, no calls (no panic paths), no integer division
        assert!(!body.contains(".local"), "{} uses local memory", spec.name);
        assert!(!body.contains("call"), "{} calls a function", spec.name);
        let divisions = instructions_named(body, &["div.", "rem."]);
        let float_division = |d: &&str| d.starts_with("div.rn.f32");
        assert!(
            divisions.iter().all(float_division),
            "{} divides integers: {divisions:?}",
            spec.name
        );
        for instruction in numeric_instructions(spec.kind) {
            assert!(
                body.contains(instruction),
                "{}: expected `{instruction}` in its PTX",
                spec.name
            );
        }
    }
    println!(
        "ptx: {} numeric check kernels: no local memory, no calls, their instructions",
        NUMERIC_CHECKS.len()
    );
    assert_eq!(
        found.len(),
        KERNELS.len()
            + TENSOR_BF16.len()
            + REFERENCES.len()
            + TRANSPOSES.len()
            + gpu_kernels::transpose_tma_kernels!(kernel_names).len()
            + NUMERIC_CHECKS.len()
            + CHECKED_ELSEWHERE.len(),
        "unregistered entry points in the PTX"
    );
    for name in CHECKED_ELSEWHERE {
        assert!(
            found.iter().any(|(f, _)| f == name),
            "{name} is not in the PTX"
        );
    }
    assert_eq!(
        gemm_found.len(),
        GEMM_NAMES.len() + SM80_GEMM_NAMES.len(),
        "unregistered entry points in the GEMM PTX"
    );
}

/// Entry points whose PTX has tests of its own: the collectives (`tests/ptx_collectives.rs`)
/// and `load()`'s default math (`tests/ptx_default_math.rs`).
const CHECKED_ELSEWHERE: [&str; 5] = [
    gpu_kernels::kernels::collective_check::COLLECTIVE_KERNELS[0],
    gpu_kernels::kernels::collective_check::COLLECTIVE_KERNELS[1],
    gpu_kernels::kernels::collective_check::COLLECTIVE_KERNELS[2],
    gpu_kernels::kernels::collective_check::COLLECTIVE_KERNELS[3],
    "default_math_f32_f16",
];

/// The PTX instructions (sm_90) a numeric check kernel must contain: `Ptx`'s instruction for
/// each operation (`gpu_kernels::numeric`).
fn numeric_instructions(kind: CheckKind) -> Vec<&'static str> {
    use layout_core::numeric::NumericKind::*;
    match kind {
        CheckKind::Convert { src, dst } => match (src, dst) {
            (F32, F16) => vec!["cvt.rn.f16x2.f32"],
            (F32, BF16) => vec!["cvt.rn.bf16x2.f32"],
            (F32, TF32) => vec!["cvt.rna.tf32.f32"],
            (F32, E4M3) => vec!["cvt.rn.satfinite.e4m3x2.f32"],
            (F32, E5M2) => vec!["cvt.rn.satfinite.e5m2x2.f32"],
            (F16, E4M3) => vec!["cvt.rn.satfinite.e4m3x2.f16x2"],
            (F16, E5M2) => vec!["cvt.rn.satfinite.e5m2x2.f16x2"],
            (E4M3, F16) => vec!["cvt.rn.f16x2.e4m3x2"],
            (E5M2, F16) => vec!["cvt.rn.f16x2.e5m2x2"],
            (E4M3, F32) => vec!["cvt.rn.f16x2.e4m3x2", "cvt.f32.f16"],
            (E5M2, F32) => vec!["cvt.rn.f16x2.e5m2x2", "cvt.f32.f16"],
            (F16, F32) => vec!["cvt.f32.f16"],
            (F16, BF16) => vec!["cvt.f32.f16", "cvt.rn.bf16"],
            _ => vec![],
        },
        CheckKind::Arith(F16) => vec![
            "add.rn.f16x2",
            "sub.rn.f16x2",
            "mul.rn.f16x2",
            "max.NaN.f16x2",
            "min.NaN.f16x2",
        ],
        CheckKind::Arith(BF16) => vec!["fma.rn.bf16x2", "max.NaN.bf16x2", "min.NaN.bf16x2"],
        CheckKind::Arith(_) => vec!["max.NaN.f32", "min.NaN.f32", "div.rn.f32"],
        CheckKind::Math(_) => vec![
            "sqrt.rn.f32",
            "rsqrt.approx.ftz.f32",
            "ex2.approx.ftz.f32",
            "lg2.approx.ftz.f32",
            "tanh.approx.f32",
        ],
        CheckKind::Expr => vec![
            "mul.rn.f16x2",
            "add.rn.f16x2",
            "max.NaN.f32",
            "ex2.approx.ftz.f32",
            "cvt.rn.bf16x2.f32",
        ],
    }
}

/// The instructions of a PTX function body: the statements (`...;`) that are not directives.
fn instruction_count(body: &str) -> usize {
    body.lines()
        .map(str::trim)
        .filter(|l| l.ends_with(';') && !l.starts_with('.') && !l.starts_with("//"))
        .count()
}

/// The sm_90a PTX (the Hopper kernels: `wgmma`, `setmaxnreg` need it): every Hopper GEMM is an
/// entry point with no local memory and no call (a call between `wgmma.fence` and
/// `wgmma.wait_group` serialises every `wgmma`), issuing `wgmma.mma_async`; with a `ptxas` on
/// the machine, each assembles for sm_90a with no spill and no C7510 serialisation warning. The
/// TMA kernels load through `cp.async.bulk.tensor` completing on mbarriers with expected bytes;
/// the warp-specialised ones move registers between warpgroups (`setmaxnreg`).
/// The sm_90 PTX (checked above) has none of them.
#[test]
fn hopper_ptx_assembles_without_calls_or_spills() {
    use gpu_host::gemm::{SM90_GEMM_NAMES, SM90_TMA_GEMM_NAMES, SM90_WS_GEMM_NAMES};
    let _build = BUILD.lock().unwrap_or_else(|e| e.into_inner());
    use gpu_host::ptx::{find_ptxas, ptxas_function_report, ptxas_report};
    if let Err(why) = nightly_ready() {
        assert!(
            std::env::var_os("LAYOUT_REQUIRE_PTX").is_none(),
            "LAYOUT_REQUIRE_PTX is set but the PTX cannot be built: {why}"
        );
        eprintln!("skipping the sm_90a PTX build: {why}");
        return;
    }
    let out = repo_root().join("target").join("ptx-test");
    let ptx = build_gemm("sm_90a", &out).expect("build the sm_90a GEMM PTX");
    let text = std::fs::read_to_string(&ptx).expect("read the PTX");
    assert!(text.contains(".target sm_90a"), "not an sm_90a module");
    let found = entries(&text);
    let tma = || {
        SM90_TMA_GEMM_NAMES
            .iter()
            .chain(&SM90_WS_GEMM_NAMES)
            .copied()
    };
    let names = || SM90_GEMM_NAMES.iter().copied().chain(tma());
    for name in tma() {
        let body = entry_body(&found, name, &ptx);
        for op in [
            "cp.async.bulk.tensor.2d",
            "mbarrier.arrive.expect_tx",
            "mbarrier.try_wait.parity",
        ] {
            assert!(body.contains(op), "{name}: no {op}");
        }
        assert_tensor_map_params(name, body, &[4, 5]);
    }
    for name in SM90_WS_GEMM_NAMES {
        let body = entry_body(&found, name, &ptx);
        assert!(body.contains("setmaxnreg.inc"), "{name}: no setmaxnreg.inc");
        assert!(body.contains("setmaxnreg.dec"), "{name}: no setmaxnreg.dec");
        // the epilogue through the staging tiles: 16-byte loads of columns, 16-byte stores
        assert!(
            body.contains("ld.shared.v4.b32") && body.contains("st.global.v4"),
            "{name}: no staged epilogue"
        );
    }
    for name in names() {
        let body = entry_body(&found, name, &ptx);
        assert!(!body.contains(".local"), "{name} uses local memory");
        assert!(!body.contains("call"), "{name} calls a function");
        let divisions = instructions_named(body, &["div.", "rem."]);
        // the persistent kernels' tile scheduler divides once a tile, outside the main loop
        if !SM90_WS_GEMM_NAMES.contains(&name) {
            assert!(divisions.is_empty(), "{name} divides: {divisions:?}");
        }
        assert!(
            body.contains("wgmma.mma_async.sync.aligned.m64n"),
            "{name}: no wgmma"
        );
        assert!(
            body.contains("wgmma.fence.sync.aligned"),
            "{name}: no wgmma.fence"
        );
    }
    let Some(ptxas) = find_ptxas() else {
        eprintln!("no ptxas on this machine: the sm_90a PTX is not assembled here");
        return;
    };
    let report = ptxas_report(&ptxas, &ptx, "sm_90a")
        .unwrap_or_else(|e| panic!("ptxas rejects {}:\n{e}", ptx.display()));
    for name in names() {
        let mine = ptxas_function_report(&report, name);
        println!(
            "ptxas: {name}: {}",
            mine.lines()
                .filter(|l| l.contains("Used"))
                .collect::<String>()
                .trim()
        );
        assert!(
            !mine.contains("C7510"),
            "{name}: ptxas serialises its wgmma:\n{mine}"
        );
        assert!(
            mine.contains("0 bytes spill stores, 0 bytes spill loads"),
            "{name} spills:\n{mine}"
        );
    }
}

/// The kernel `name` (its PTX `body`, from the signature) takes tensor maps by value as the
/// parameters `params`: each declared 128 bytes, 64-byte aligned (the PTX linker's pass), its
/// address taken with `cvta.param`, and no tensor-map fence (which only maps in global memory
/// need).
fn assert_tensor_map_params(name: &str, body: &str, params: &[usize]) {
    for i in params {
        let decl = format!(".param .align 64 .b8 {name}_param_{i}[128]");
        assert!(body.contains(&decl), "{name}: no `{decl}`");
        let symbol = format!(" {name}_param_{i};");
        assert!(
            body.lines()
                .any(|l| l.contains("mov.b64") && l.contains(&symbol)),
            "{name}: the address of parameter {i} is not taken"
        );
    }
    assert_eq!(
        body.matches("cvta.param.u64").count(),
        params.len(),
        "{name}: one cvta.param per tensor map"
    );
    assert!(
        !body.contains("fence.proxy.tensormap"),
        "{name}: a tensor-map fence on a map passed by value"
    );
}

/// The text of entry `name` among `found` (the entries of the PTX at `ptx`); panics naming both
/// when it is missing.
fn entry_body<'a>(found: &'a [(String, String)], name: &str, ptx: &std::path::Path) -> &'a str {
    found
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, body)| body.as_str())
        .unwrap_or_else(|| panic!("kernel {name} missing from {}", ptx.display()))
}
