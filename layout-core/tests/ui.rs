//! Compile-fail tests: every promised diagnostic of the typed layer, one file per error under
//! `tests/ui/<op>/<kebab-error>.rs` with its `.stderr` snapshot (at most 25 lines, checked for
//! every crate by `tests/tests/ui_snapshots.rs`). The snapshots are pinned to the workspace's
//! stable toolchain (`rust-toolchain.toml`); regenerate them with
//! `TRYBUILD=overwrite cargo test -p layout-core --test ui`.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/**/*.rs");
}
