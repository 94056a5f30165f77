#!/usr/bin/env bash
# Builds layout-core/tests/ptx/tensor_kernel.rs (a kernel written with the tensor API) to PTX
# and checks that the static-layout index math left no `div`/`rem` instructions:
#
#   scripts/tensor-ptx-check.sh        # prints the PTX path, its size and the check
#
# Uses the nightly as scripts/build-ptx.sh does (rust-src, llvm-tools, the project's
# ptx-linker); the kernel is built as a throw-away crate under target/tensor-ptx.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=$root/target/tensor-ptx
mkdir -p "$work/src"
cp "$root/layout-core/tests/ptx/tensor_kernel.rs" "$work/src/lib.rs"
cat >"$work/Cargo.toml" <<TOML
[package]
name = "tensor-kernel"
version = "0.0.0"
edition = "2021"
publish = false
[lib]
path = "src/lib.rs"
[dependencies]
layout-core = { path = "$root/layout-core", default-features = false }
[profile.release]
opt-level = 3
panic = "abort"
[workspace]
TOML

unset RUSTC RUSTC_WRAPPER RUSTFLAGS CARGO_ENCODED_RUSTFLAGS CARGO_BUILD_RUSTFLAGS CARGO_TARGET_DIR
if [[ -z "${PTX_LINKER_LLVM_BIN:-}" ]]; then
    for bin in "$(rustc +nightly --print sysroot)"/lib/rustlib/*/bin; do
        if [[ -x "$bin/llc" ]]; then export PTX_LINKER_LLVM_BIN=$bin; fi
    done
fi
(cd "$root" && cargo build --quiet --release -p ptx-linker --target-dir "$root/target/ptx-linker")
linker=$root/target/ptx-linker/release/ptx-linker
(cd "$work" && cargo +nightly rustc --quiet --release --target nvptx64-nvidia-cuda \
    -Zbuild-std=core --crate-type cdylib --target-dir "$work/target" \
    -- -C linker="$linker" -C target-cpu=sm_90)
ptx=$work/target/nvptx64-nvidia-cuda/release/tensor_kernel.ptx
echo "tensor-ptx: $ptx ($(wc -l <"$ptx") lines)"
if grep -qE '\b(div|rem)\.' "$ptx"; then
    echo "tensor-ptx: FAIL: div/rem in a static-layout kernel" >&2
    grep -nE '\b(div|rem)\.' "$ptx" >&2
    exit 1
fi
echo "tensor-ptx: ok: no div/rem; $(grep -c 'ld.global' "$ptx") global loads, $(grep -c 'st.global' "$ptx") global stores"
