#!/usr/bin/env bash
# Builds the kernel crates to PTX: gpu-kernels (element-wise, transpose, numeric checks) to
# dist/ptx/kernels_sm90.ptx and kernels_sm80.ptx, gemm-kernels (the GEMMs) to dist/ptx/gemm_sm90.ptx
# and gemm_sm80.ptx (`PTX_ARCHS=sm_90a`: kernels_sm90a.ptx and gemm_sm90a.ptx, with the Hopper GEMMs).
#
#   scripts/build-ptx.sh            # both architectures
#   PTX_ARCHS=sm_90 scripts/build-ptx.sh
#   PTX_CRATES=gemm-kernels scripts/build-ptx.sh   # one crate (default: gpu-kernels gemm-kernels)
#   PTX_OUT_DIR=/elsewhere  (default dist/ptx);  PTX_NO_INSTALL=1: fail instead of installing
#
# A wrapper over the `cute-layout-build` binary (layout-build/): the same build a host crate's
# build.rs runs through `cute_layout_build::PtxBuild`, i.e. for each architecture
#   cargo +nightly rustc --release --target nvptx64-nvidia-cuda -Zbuild-std=core \
#     --crate-type cdylib -- -C linker=<ptx-linker> -C target-cpu=sm_XX
# Needs rustup with a nightly toolchain; installs its rust-src and llvm-tools components if
# missing (unless PTX_NO_INSTALL is set). See docs/DESIGN.md, "GPU: what works".
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
target=${CARGO_TARGET_DIR:-$root/target}
install=--install
if [[ -n "${PTX_NO_INSTALL:-}" ]]; then install=; fi

cd "$root"
for krate in ${PTX_CRATES:-gpu-kernels gemm-kernels}; do
    case $krate in
        gpu-kernels) name=kernels ;;
        gemm-kernels) name=gemm ;;
        *) echo "build-ptx.sh: unknown kernel crate $krate (gpu-kernels, gemm-kernels)" >&2; exit 2 ;;
    esac
    cargo run --quiet --release -p cute-layout-build --bin cute-layout-build -- \
        --crate "$root/$krate" --name "$name" --arch "${PTX_ARCHS:-sm_90 sm_80}" \
        --out "${PTX_OUT_DIR:-$root/dist/ptx}" --target-dir "$target/cute-layout-build" $install
done
