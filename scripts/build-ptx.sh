#!/usr/bin/env bash
# Builds the gpu-kernels crate to PTX: dist/ptx/kernels_sm90.ptx, dist/ptx/kernels_sm80.ptx.
#
#   scripts/build-ptx.sh            # both architectures
#   PTX_ARCHS=sm_90 scripts/build-ptx.sh
#   PTX_OUT_DIR=/elsewhere  (default dist/ptx);  PTX_NO_INSTALL=1: fail instead of installing
#
# Needs rustup with a nightly toolchain; installs its rust-src and llvm-tools components if
# missing. The kernels build with
#   cargo +nightly rustc --release --target nvptx64-nvidia-cuda -Zbuild-std=core \
#     --crate-type cdylib -- -C linker=<ptx-linker> -C target-cpu=sm_XX
# where ptx-linker (this workspace, built with the pinned stable toolchain) links rustc's
# bitcode with the nightly's llvm-link / opt / llc. See DESIGN.md, "GPU: what works".
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
archs=${PTX_ARCHS:-"sm_90 sm_80"}
out=${PTX_OUT_DIR:-$root/dist/ptx}
mkdir -p "$out"

installed=$(rustup component list --toolchain nightly --installed)
for component in rust-src llvm-tools; do
    if ! grep -q "^$component" <<<"$installed"; then
        if [[ -n "${PTX_NO_INSTALL:-}" ]]; then
            echo "build-ptx: the nightly's $component is missing" >&2
            exit 1
        fi
        echo "build-ptx: installing the nightly's $component" >&2
        rustup component add "$component" --toolchain nightly
    fi
done

# Run from `cargo test` too: drop what the outer cargo may have put in the environment.
unset RUSTC RUSTC_WRAPPER RUSTFLAGS CARGO_ENCODED_RUSTFLAGS CARGO_BUILD_RUSTFLAGS CARGO_TARGET_DIR
# The nightly's llvm-tools (they must read the nightly's bitcode).
if [[ -z "${PTX_LINKER_LLVM_BIN:-}" ]]; then
    for bin in "$(rustc +nightly --print sysroot)"/lib/rustlib/*/bin; do
        if [[ -x "$bin/llc" ]]; then export PTX_LINKER_LLVM_BIN=$bin; fi
    done
fi

echo "build-ptx: building ptx-linker" >&2
# Its own target folder, so that a `cargo test` running this script does not wait on its lock.
(cd "$root" && cargo build --quiet --release -p ptx-linker --target-dir "$root/target/ptx-linker")
linker=$root/target/ptx-linker/release/ptx-linker

for arch in $archs; do
    echo "build-ptx: gpu-kernels for $arch" >&2
    target_dir=$root/target/ptx-$arch
    # cargo does not see the linker as an input: drop the last link's output so that a new
    # ptx-linker (or new llvm-tools) always relinks.
    rm -f "$target_dir/nvptx64-nvidia-cuda/release/deps/gpu_kernels.ptx"
    (cd "$root/gpu-kernels" &&
        CARGO_TARGET_NVPTX64_NVIDIA_CUDA_RUSTFLAGS="-C target-cpu=$arch" \
            cargo +nightly rustc --quiet --release --target nvptx64-nvidia-cuda \
            -Zbuild-std=core --crate-type cdylib --target-dir "$target_dir" \
            -- -C linker="$linker" -C target-cpu="$arch")
    cp "$target_dir/nvptx64-nvidia-cuda/release/gpu_kernels.ptx" "$out/kernels_${arch/_/}.ptx"
    echo "build-ptx: wrote $out/kernels_${arch/_/}.ptx" >&2
done
