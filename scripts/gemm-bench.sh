#!/usr/bin/env bash
# GEMM kernels on the GPU: build the bundle here, run it on the GPU machine (CUDA, nvcc, torch;
# no Rust).
#
#   scripts/gemm-bench.sh bundle   # here: PTX (sm_90), CUTLASS headers + tutorials -> dist/gemm/
#   scripts/gemm-bench.sh all      # there: checks, CuTe tutorial vs Rust vs cuBLAS, sanitizers
#
# The CUTLASS sources come from CUTLASS_GIT (a git dir of NVIDIA/cutlass; default: the mirror
# /work/.mirror/NVIDIA+cutlass/repo) or an existing dist/gemm/cutlass. See BENCHMARKS.md, "GEMM".
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bundle=${GEMM_BENCH_DIR:-$root/dist/gemm}

case "${1:-}" in
bundle)
    PTX_ARCHS=sm_90 "$root/scripts/build-ptx.sh"
    mkdir -p "$bundle/cutlass"
    if [[ ! -d "$bundle/cutlass/include/cute" ]]; then
        git --git-dir="${CUTLASS_GIT:-/work/.mirror/NVIDIA+cutlass/repo}" archive HEAD include \
            tools/util/include examples/cute/tutorial | tar -x -C "$bundle/cutlass"
    fi
    cp "$root/dist/ptx/kernels_sm90.ptx" "$root/scripts/gemm_bench.py" \
        "$root/scripts/gemm-bench.sh" "$root/scripts/cuda_driver.py" "$bundle/"
    echo "bundle: $bundle ($(du -sh "$bundle" | cut -f1))"
    ;;
all)
    here=$(cd "$(dirname "$0")" && pwd)
    cd "$here"
    ptxas -arch=sm_90 -v kernels_sm90.ptx -o /dev/null 2>&1 | grep -A2 "sgemm" |
        grep -o "sgemm[a-z0-9_]*'\|Used [0-9]* registers, used [0-9]* barriers, [0-9]* bytes smem\|Used [0-9]* registers[^\n]*" | paste - - || true
    python3 gemm_bench.py
    for tool in memcheck racecheck synccheck; do
        echo "== compute-sanitizer --tool $tool"
        compute-sanitizer --tool "$tool" --kernel-name kns=sgemm --error-exitcode 1 \
            python3 gemm_bench.py --check-only | tail -2
    done
    ;;
*)
    echo "usage: $0 bundle | all" >&2
    exit 2
    ;;
esac
