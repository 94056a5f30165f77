#!/usr/bin/env bash
# GPU benchmark bundle: build here, run on the GPU machine (CUDA + torch, no Rust).
#
#   scripts/gpu-bench.sh bundle     # here: PTX + release gpu-bench + device test -> dist/gpu-bench/
#   scripts/gpu-bench.sh run [args] # there: python3 dist/gpu-bench/gpu_bench.py [args]
#
# The bundle holds gpu-bench (x86-64 Linux, glibc), the PTX, gpu_bench.py and device-test
# (run it as `GPU_KERNELS_PTX=kernels_sm90.ptx ./device-test --nocapture`); copy
# or carry dist/gpu-bench to the GPU machine and run `scripts/gpu-bench.sh run` or the Python
# script directly. See BENCHMARKS.md, "GPU".
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bundle=${GPU_BENCH_DIR:-$root/dist/gpu-bench}

case "${1:-}" in
bundle)
    "$root/scripts/build-ptx.sh"
    (cd "$root" && cargo build --quiet --release -p gpu-host --bin gpu-bench)
    # The device test (gpu-host/tests/device.rs) as a binary: every kernel vs its emulation.
    device_test=$(cd "$root" && cargo test --quiet --release -p gpu-host --test device --no-run \
        --message-format=json | grep -o '"executable":"[^"]*/deps/device-[^"]*"' | tail -1 | cut -d'"' -f4)
    mkdir -p "$bundle"
    cp "$root/target/release/gpu-bench" "$root/dist/ptx/kernels_sm90.ptx" \
        "$root/dist/ptx/kernels_sm80.ptx" "$root/scripts/gpu_bench.py" "$bundle/"
    if [[ -z "$device_test" ]]; then
        echo "bundle: could not find the device test binary" >&2
        exit 1
    fi
    cp "$device_test" "$bundle/device-test"
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
