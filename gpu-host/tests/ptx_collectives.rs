//! The collectives in PTX (`gpu_kernels::kernels::collective_check`, built for sm_90 when
//! `cargo +nightly` with `rust-src` and `llvm-tools` is installed): shuffles are single
//! `shfl.sync` instructions of the right mode (a 64-bit value two), the block reductions take
//! their scratch from a `.shared` array of one word per warp and element and meet at two
//! `bar.sync 0`, the named barriers are `bar.arrive 1` / `bar.sync 1`, and nothing spills to
//! local memory or divides integers. Skipped (with a message) without the nightly, unless
//! `LAYOUT_REQUIRE_PTX` is set.

use gpu_host::ptx::{build, entries, instructions_named, nightly_ready, repo_root};
use gpu_kernels::kernels::collective_check::COLLECTIVE_KERNELS;

/// Occurrences of instructions starting with `opcode` in `body`.
fn count(body: &str, opcode: &str) -> usize {
    instructions_named(body, &[opcode]).len()
}

#[test]
fn collectives_compile_to_shuffles_barriers_and_shared_scratch() {
    if let Err(why) = nightly_ready() {
        assert!(
            std::env::var_os("LAYOUT_REQUIRE_PTX").is_none(),
            "LAYOUT_REQUIRE_PTX is set but the PTX cannot be built: {why}"
        );
        eprintln!("skipping the PTX build: {why}");
        return;
    }
    let out = repo_root().join("target").join("ptx-test-collectives");
    let ptx = build("sm_90", &out).expect("build the gpu-kernels PTX");
    let text = std::fs::read_to_string(&ptx).expect("read the PTX");
    let found = entries(&text);
    let body = |name: &str| -> &str {
        found
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, b)| b.as_str())
            .unwrap_or_else(|| panic!("kernel {name} missing from {}", ptx.display()))
    };
    for name in COLLECTIVE_KERNELS {
        let b = body(name);
        assert!(!b.contains(".local"), "{name} uses local memory");
        let divisions = instructions_named(b, &["div.s", "div.u", "rem."]);
        assert!(divisions.is_empty(), "{name} divides: {divisions:?}");
        println!("ptx: {name}: {} shfl.sync", count(b, "shfl.sync"));
    }

    let shuffles = body("collective_shuffles_u32");
    assert_eq!(
        count(shuffles, "shfl.sync.bfly.b32"),
        3,
        "one for u32, two for u64"
    );
    assert_eq!(count(shuffles, "shfl.sync.up.b32"), 1);
    assert_eq!(count(shuffles, "shfl.sync.down.b32"), 1);
    assert_eq!(count(shuffles, "shfl.sync.idx.b32"), 2);
    assert_eq!(count(shuffles, "bar."), 0, "shuffles need no barrier");

    // a scalar: the whole-warp butterfly (5 steps), the partial warp's (5 steps and a
    // broadcast), 32 words of scratch, two barriers
    let rms = body("collective_rmsnorm_f32");
    assert_eq!(count(rms, "shfl.sync.bfly.b32"), 5);
    assert_eq!(count(rms, "shfl.sync.idx.b32"), 6);
    assert_eq!(count(rms, "bar.sync"), 2);
    assert!(rms.contains(".shared .align 16 .b8 reduction_scratch[128];"));

    // 8 halves: 8 times the scalar's shuffles, 32 * 8 words of scratch
    let max = body("collective_block_max_f16");
    assert_eq!(count(max, "shfl.sync.bfly.b32"), 40);
    assert_eq!(count(max, "shfl.sync.idx.b32"), 48);
    assert_eq!(count(max, "bar.sync"), 2);
    assert!(max.contains(".shared .align 16 .b8 reduction_scratch[1024];"));

    let handoff = body("collective_named_barrier_f32");
    let lines = |prefix: &str| {
        handoff
            .lines()
            .filter(|l| l.trim().starts_with(prefix))
            .count()
    };
    assert_eq!(lines("bar.arrive 1,"), 1);
    assert_eq!(lines("bar.sync 1,"), 1);
    assert_eq!(count(handoff, "shfl.sync"), 0);
}
