//! A kernel's register values compute with the GPU's instructions by default: `t.load()` in
//! `default_math_f32_f16` compiles to the same instructions as `t.load_with(Ptx)` in
//! `numeric_check`'s `cvt_f32_f16` (packed `cvt.rn.f16x2.f32`, no software rounding), and on the
//! host the same body rounds as `f16::from_f32`. The PTX part is skipped (with a message)
//! without the nightly, unless `LAYOUT_REQUIRE_PTX` is set.

use gpu_host::ptx::{build, entries, instructions_named, nightly_ready, repo_root};
use gpu_kernels::grid::Grid;
use gpu_kernels::kernels::default_math::narrow;
use layout_core::numeric::f16;

/// The instructions of an entry's body (lines ending in `;` that are not declarations).
fn instructions(body: &str) -> usize {
    body.lines()
        .map(str::trim)
        .filter(|l| l.ends_with(';') && !l.starts_with('.') && !l.starts_with("//"))
        .count()
}

#[test]
fn load_without_a_math_rounds_as_the_host_does() {
    let n = 2048;
    let x: Vec<f32> = (0..n).map(|i| (i as f32 - 1000.0) * 0.3337).collect();
    let mut y = vec![f16::ZERO; n];
    for g in Grid::all(2, 1, 128) {
        // SAFETY: x and y hold n elements, a multiple of 8.
        unsafe { narrow(g, x.as_ptr(), y.as_mut_ptr(), n as i32) }
    }
    for (a, b) in x.iter().zip(&y) {
        assert_eq!(b.to_bits(), f16::from_f32(*a).to_bits(), "{a}");
    }
}

#[test]
fn load_without_a_math_compiles_to_the_gpu_conversions() {
    if let Err(why) = nightly_ready() {
        assert!(
            std::env::var_os("LAYOUT_REQUIRE_PTX").is_none(),
            "LAYOUT_REQUIRE_PTX is set but the PTX cannot be built: {why}"
        );
        eprintln!("skipping the PTX build: {why}");
        return;
    }
    let out = repo_root().join("target").join("ptx-test-default-math");
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
    let (default, explicit) = (body("default_math_f32_f16"), body("cvt_f32_f16"));
    assert_eq!(instructions_named(default, &["cvt.rn.f16x2.f32"]).len(), 4);
    assert_eq!(
        instructions(default),
        instructions(explicit),
        "load() and load_with(Ptx) differ:\n{default}\n{explicit}"
    );
    assert!(!default.contains(".local"));
}
