//! Compile-fail tests: the promised diagnostics of the kernel-side types, one file per error
//! under `tests/ui/<concept>/<kebab-error>.rs` with its `.stderr` snapshot (pinned to the
//! workspace's stable toolchain); regenerate with
//! `TRYBUILD=overwrite cargo test -p gpu-host --test ui`.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/**/*.rs");
}
