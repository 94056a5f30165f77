#!/usr/bin/env bash
# PyTorch <-> Rust kernels through DLPack: build the bundle here, run it on the GPU machine
# (Python 3.9+ with torch and CUDA; no Rust there).
#
#   scripts/torch-interop.sh bundle   # here: the extension (abi3) + my-first-kernel -> dist/torch-interop/
#   scripts/torch-interop.sh run      # there: python3 torch_interop.py (checks, graph benchmark, printing; table last)
#   scripts/torch-interop.sh all      # there: run, then my-first-kernel on the GPU, then compute-sanitizer memcheck
#   scripts/torch-interop.sh rmsnorm  # there: the RMSNorm example's check and benchmark against torch, sanitizers
#
# The extension is examples/torch-interop (pyo3, abi3: one .so for every CPython >= 3.9; cudarc
# loads the CUDA driver at run time). See README.md, "PyTorch tensors in and out".
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

case "${1:-}" in
bundle)
    root=$(cd "$here/.." && pwd)
    bundle=${TORCH_INTEROP_DIR:-$root/dist/torch-interop}
    (cd "$root/examples/torch-interop" && cargo build --quiet --release)
    (cd "$root/examples/my-first-kernel" && cargo build --quiet --release)
    (cd "$root/examples/rmsnorm" && cargo build --quiet --release)
    mkdir -p "$bundle"
    cp "$root/examples/torch-interop/target/release/libtorch_interop.so" \
        "$bundle/torch_interop.abi3.so"
    cp "$root/examples/my-first-kernel/target/release/my-first-kernel" \
        "$root/examples/rmsnorm/target/release/rmsnorm" "$here/rmsnorm_torch.py" \
        "$here/torch_interop.py" "$here/torch-interop.sh" "$bundle/"
    echo "bundle: $bundle ($(du -sh "$bundle" | cut -f1))"
    ;;
run)
    cd "$here"
    PYTHONUNBUFFERED=1 python3 torch_interop.py "${@:2}"
    ;;
all)
    cd "$here"
    status=0
    PYTHONUNBUFFERED=1 python3 torch_interop.py || status=$?
    echo "== my-first-kernel on the GPU (scale, then hello_world's printf)"
    ./my-first-kernel || status=$?
    echo "== compute-sanitizer memcheck (the Rust kernels on torch memory; no benchmark)"
    compute-sanitizer --tool memcheck --error-exitcode 1 \
        python3 torch_interop.py --no-bench 2>&1 | tail -4 || status=$?
    exit "$status"
    ;;
rmsnorm)
    cd "$here"
    status=0
    echo "== RMSNorm: check against the f32 reference"
    ./rmsnorm || status=$?
    for tool in memcheck racecheck synccheck; do
        echo "== compute-sanitizer $tool"
        compute-sanitizer --tool "$tool" --error-exitcode 1 ./rmsnorm 2>&1 | tail -2 || status=$?
    done
    echo "== RMSNorm against torch.nn.functional.rms_norm and a device copy"
    ./rmsnorm --bench --json >rmsnorm.json && PYTHONUNBUFFERED=1 python3 rmsnorm_torch.py rmsnorm.json \
        || status=$?
    exit "$status"
    ;;
*)
    echo "usage: $0 bundle | run [--no-bench] | all | rmsnorm" >&2
    exit 2
    ;;
esac
