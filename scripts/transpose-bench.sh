#!/usr/bin/env bash
# Transpose kernels on the GPU: build the bundle here, run it on the GPU machine (CUDA, torch,
# Nsight Compute; no Rust).
#
#   scripts/transpose-bench.sh bundle   # here: PTX (sm_90) + release layout-cli -> dist/transpose/
#   scripts/transpose-bench.sh all [ARGS]   # there: checks + bandwidth (ARGS go to
#                                       # transpose_bench.py, e.g. --shapes 8191x8193),
#                                       # compute-sanitizer (memcheck, racecheck, synccheck),
#                                       # ncu bank conflicts
#
# See BENCHMARKS.md, "Transpose through shared memory".
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bundle=${TRANSPOSE_BENCH_DIR:-$root/dist/transpose}

case "${1:-}" in
bundle)
    PTX_ARCHS=sm_90 "$root/scripts/build-ptx.sh"
    (cd "$root" && cargo build --quiet --release -p layout-cli)
    mkdir -p "$bundle"
    cp "$root/dist/ptx/kernels_sm90.ptx" "$root/target/release/layout-cli" \
        "$root/scripts/transpose_bench.py" "$root/scripts/transpose-bench.sh" \
        "$root/scripts/cuda_driver.py" "$bundle/"
    echo "bundle: $bundle ($(du -sh "$bundle" | cut -f1))"
    ;;
all)
    here=$(cd "$(dirname "$0")" && pwd)
    cd "$here"
    shift
    python3 transpose_bench.py "$@"
    for tool in memcheck racecheck synccheck; do
        echo "== compute-sanitizer --tool $tool"
        compute-sanitizer --tool "$tool" --kernel-name kns=transpose --error-exitcode 1 \
            python3 transpose_bench.py --check-only | tail -3
    done
    echo "== too little dynamic shared memory"
    python3 transpose_bench.py --too-little-smem
    echo "== ncu: shared-memory wavefronts and bank conflicts, measured"
    metrics=l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum
    metrics+=,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum
    metrics+=,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum
    metrics+=,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum
    ncu --kernel-name regex:transpose --metrics "$metrics" python3 transpose_bench.py --ncu \
        | grep -E "transpose_|l1tex|model|kernel " | grep -v "^==PROF=="
    ;;
*)
    echo "usage: $0 bundle | all" >&2
    exit 2
    ;;
esac
