//! Builds the PTX (when `cargo +nightly` with `rust-src` and `llvm-tools` is installed) and
//! checks it: every registered kernel is an entry point, and kernels whose layouts are static
//! (all but the naive kernel, whose `(M,N)` shape is dynamic and divides) contain no `div` or
//! `rem` instruction; the TV kernels, which call `make_layout_tv` per thread, have exactly as
//! many instructions as their references with the TV layout built from its type; the
//! transpose kernels declare one shared tile of their layout's cosize and one barrier, and (but
//! for the naive one) do not divide; the GEMM kernels declare their two shared tiles and do not
//! divide. Prints a message and passes where the nightly is
//! unavailable, unless `LAYOUT_REQUIRE_PTX` is set (CI
//! sets it after installing the nightly's components): then a missing nightly fails the test.

use gpu_host::gemm::{GEMM_NAMES, SM80_GEMM_NAMES};
use gpu_host::ptx::{build, entries, instructions_named, nightly_ready, repo_root};
use gpu_host::registry::{Family, KERNELS, REFERENCES};
use gpu_host::transpose::{TransposeKind, TRANSPOSES};

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
    for reference in REFERENCES {
        let kernel = reference
            .strip_suffix("_type_built")
            .expect("a reference name");
        let body = |name: &str| {
            found
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, b)| b.clone())
                .unwrap_or_else(|| panic!("{name} missing from the PTX"))
        };
        let (called, built) = (body(kernel), body(reference));
        let (n_called, n_built) = (instruction_count(&called), instruction_count(&built));
        println!("ptx: {kernel}: {n_called} instructions with make_layout_tv per thread, {n_built} type-built");
        assert_eq!(
            n_called, n_built,
            "{kernel} calls make_layout_tv per thread and has {n_called} instructions; type-built: {n_built}"
        );
        assert!(instructions_named(&called, &["div.", "rem."]).is_empty());
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
    for name in GEMM_NAMES {
        let (_, body) = found
            .iter()
            .find(|(n, _)| n == name)
            .unwrap_or_else(|| panic!("kernel {name} missing from {}", ptx.display()));
        assert!(!body.contains(".local"), "{name} uses local memory");
        let divisions = instructions_named(body, &["div.", "rem."]);
        assert!(divisions.is_empty(), "{name} divides: {divisions:?}");
        // sA and sB: (_128,_8):(_1,_128) floats each
        let tiles = body.matches(".shared .align 128 .b8 tile[4096]").count();
        assert_eq!(tiles, 2, "{name}: two 4096-byte shared tiles expected");
    }
    for name in SM80_GEMM_NAMES {
        let (_, body) = found
            .iter()
            .find(|(n, _)| n == name)
            .unwrap_or_else(|| panic!("kernel {name} missing from {}", ptx.display()));
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
    }
    assert_eq!(
        found.len(),
        KERNELS.len()
            + REFERENCES.len()
            + TRANSPOSES.len()
            + GEMM_NAMES.len()
            + SM80_GEMM_NAMES.len(),
        "unregistered entry points in the PTX"
    );
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
/// the machine, each assembles for sm_90a with no spill and no C7510 serialisation warning.
/// The sm_90 PTX (checked above) has none of them.
#[test]
fn hopper_ptx_assembles_without_calls_or_spills() {
    use gpu_host::gemm::SM90_GEMM_NAMES;
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
    let ptx = build("sm_90a", &out).expect("build the sm_90a PTX");
    let text = std::fs::read_to_string(&ptx).expect("read the PTX");
    assert!(text.contains(".target sm_90a"), "not an sm_90a module");
    let found = entries(&text);
    for name in SM90_GEMM_NAMES {
        let (_, body) = found
            .iter()
            .find(|(n, _)| n == name)
            .unwrap_or_else(|| panic!("kernel {name} missing from {}", ptx.display()));
        assert!(!body.contains(".local"), "{name} uses local memory");
        assert!(!body.contains("call"), "{name} calls a function");
        let divisions = instructions_named(body, &["div.", "rem."]);
        assert!(divisions.is_empty(), "{name} divides: {divisions:?}");
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
    for name in SM90_GEMM_NAMES {
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
