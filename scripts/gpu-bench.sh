#!/usr/bin/env bash
# GPU benchmark bundle: build here, run on the GPU machine (CUDA + torch, no Rust).
#
#   scripts/gpu-bench.sh bundle     # here: PTX (sm_90) + release gpu-bench -> dist/gpu-bench/
#   scripts/gpu-bench.sh run [args] # there: python3 dist/gpu-bench/gpu_bench.py [args]
#
# The bundle holds gpu-bench (x86-64 Linux, glibc), kernels_sm90.ptx and gpu_bench.py; copy
# or carry dist/gpu-bench to the GPU machine and run `scripts/gpu-bench.sh run` or the Python
# script directly. See BENCHMARKS.md, "GPU".
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bundle=${GPU_BENCH_DIR:-$root/dist/gpu-bench}

case "${1:-}" in
bundle)
    PTX_ARCHS=sm_90 "$root/scripts/build-ptx.sh"
    (cd "$root" && cargo build --quiet --release -p gpu-host --bin gpu-bench)
    mkdir -p "$bundle"
    cp "$root/target/release/gpu-bench" "$root/dist/ptx/kernels_sm90.ptx" \
        "$root/scripts/gpu_bench.py" "$bundle/"
    echo "bundle: $bundle ($(du -sh "$bundle" | cut -f1))"
    ;;
run)
    shift
    exec python3 "$bundle/gpu_bench.py" "$@"
    ;;
*)
    echo "usage: $0 bundle | run [gpu_bench.py args]" >&2
    exit 2
    ;;
esac
