//! Compile-fail tests of the macros' own diagnostics: malformed notation is an error on the
//! offending token, and one mistake gives one error (a stub value follows it).
//! The `.stderr` snapshots are pinned to the workspace toolchain (rust-toolchain.toml);
//! refresh them with `TRYBUILD=overwrite cargo test -p layout-macros --test ui`.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
