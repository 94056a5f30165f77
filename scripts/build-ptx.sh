#!/usr/bin/env bash
# Builds the gpu-kernels crate to PTX: dist/ptx/kernels_sm90.ptx, dist/ptx/kernels_sm80.ptx.
#
#   scripts/build-ptx.sh            # both architectures
#   PTX_ARCHS=sm_90 scripts/build-ptx.sh
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
out=$root/dist/ptx
mkdir -p "$out"

installed=$(rustup component list --toolchain nightly --installed)
for component in rust-src llvm-tools; do
    if ! grep -q "^$component" <<<"$installed"; then
        echo "build-ptx: installing the nightly's $component" >&2
        rustup component add "$component" --toolchain nightly
    fi
done

echo "build-ptx: building ptx-linker" >&2
(cd "$root" && cargo build --quiet --release -p ptx-linker)
linker=$root/target/release/ptx-linker

for arch in $archs; do
    echo "build-ptx: gpu-kernels for $arch" >&2
    target_dir=$root/target/ptx-$arch
    (cd "$root/gpu-kernels" &&
        CARGO_TARGET_NVPTX64_NVIDIA_CUDA_RUSTFLAGS="-C target-cpu=$arch" \
            cargo +nightly rustc --quiet --release --target nvptx64-nvidia-cuda \
            -Zbuild-std=core --crate-type cdylib --target-dir "$target_dir" \
            -- -C linker="$linker" -C target-cpu="$arch")
    cp "$target_dir/nvptx64-nvidia-cuda/release/gpu_kernels.ptx" "$out/kernels_${arch/_/}.ptx"
    echo "build-ptx: wrote $out/kernels_${arch/_/}.ptx" >&2
done
