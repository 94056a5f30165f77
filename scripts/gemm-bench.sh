#!/usr/bin/env bash
# GEMM kernels on the GPU: build the bundle here, run it on the GPU machine (CUDA, nvcc, torch;
# no Rust).
#
#   scripts/gemm-bench.sh bundle   # here: PTX (sm_90, sm_90a), CUTLASS headers + tutorials -> dist/gemm/
#   scripts/gemm-bench.sh all      # there: checks, CuTe tutorial vs Rust vs cuBLAS, sanitizers
#   scripts/gemm-bench.sh hopper   # there: the Hopper kernels only: ptxas report, checks
#                                  # (random, ragged), TFLOP/s vs CuTe's hopper tutorials and cuBLAS
#   scripts/gemm-bench.sh hopper-sanitize [tool..]  # there: compute-sanitizer on the Hopper checks
#   scripts/gemm-bench.sh ncu      # there: Nsight Compute (stall reasons) on ours and CuTe's
#   scripts/gemm-bench.sh ragged   # there: the SIMT and tensor-core kernels (all take any M, N,
#                                  # K): ptxas report, checks (small, ragged), TFLOP/s
#   scripts/gemm-bench.sh ragged-sanitize [tool..]  # there: compute-sanitizer on their checks
#   scripts/gemm-bench.sh atoms-bundle  # here: gemm_sm80.ptx + scripts -> dist/sm80-atoms/
#   scripts/gemm-bench.sh atoms    # there: sgemm_sm80_atoms_tn_* (on layout-core's atoms) next
#                                  # to sgemm_sm80_tn_*: ptxas, memcheck, ncu, checks, TFLOP/s
#
# The CUTLASS sources come from CUTLASS_DIR (a checkout; default /opt/cutlass when it exists),
# else CUTLASS_GIT (a git dir of NVIDIA/cutlass; default: the mirror
# /work/.mirror/NVIDIA+cutlass/repo), or an existing dist/gemm/cutlass. The tutorials are built
# with NVCC (default: nvcc on the PATH, else /opt/cuda13/nvidia/cu13/bin/nvcc). See
# BENCHMARKS.md, "GEMM".
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bundle=${GEMM_BENCH_DIR:-$root/dist/gemm}

case "${1:-}" in
bundle)
    PTX_CRATES=gemm-kernels PTX_ARCHS="sm_90 sm_90a" "$root/scripts/build-ptx.sh"
    mkdir -p "$bundle/cutlass"
    cutlass_dir=${CUTLASS_DIR:-/opt/cutlass}
    if [[ ! -d "$bundle/cutlass/include/cute" && -d "$cutlass_dir/include/cute" ]]; then
        (cd "$cutlass_dir" && tar -c include tools/util/include examples/cute/tutorial) |
            tar -x -C "$bundle/cutlass"
    elif [[ ! -d "$bundle/cutlass/include/cute" ]]; then
        git --git-dir="${CUTLASS_GIT:-/work/.mirror/NVIDIA+cutlass/repo}" archive HEAD include \
            tools/util/include examples/cute/tutorial | tar -x -C "$bundle/cutlass"
    fi
    # The CuTe tutorials, compiled here when an nvcc is on the PATH (the GPU machine then
    # runs them as they are; otherwise gemm_bench.py compiles them there). The compile time
    # is kept beside each binary.
    nvcc=${NVCC:-$(command -v nvcc || echo /opt/cuda13/nvidia/cu13/bin/nvcc)}
    if [[ -x $nvcc ]]; then
        cccl=$(dirname "$nvcc")/../include/cccl
        for t in sgemm_1 sgemm_2 sgemm_sm80 hopper/wgmma_sm90 hopper/wgmma_tma_sm90; do
            arch=-arch=sm_90
            [[ $t == hopper/* ]] && arch=-gencode=arch=compute_90a,code=sm_90a
            exe="$bundle/$(basename "$t")_cute"
            [[ -x $exe && $exe -nt "$bundle/cutlass/include/cute/tensor.hpp" ]] && continue
            start=$(date +%s.%N)
            "$nvcc" -std=c++17 -O3 "$arch" --expt-relaxed-constexpr \
                -I "$bundle/cutlass/include" -I "$bundle/cutlass/tools/util/include" \
                ${cccl:+-I "$cccl"} "$bundle/cutlass/examples/cute/tutorial/$t.cu" \
                -o "$exe" 2>/dev/null
            echo "$(date +%s.%N) - $start" | bc >"$exe.seconds"
        done
    fi
    # the Hopper kernels' launch geometry and tensor-map boxes, from their Rust constants
    (cd "$root" && cargo run --quiet --release -p gpu-host --bin hopper-plan) \
        >"$bundle/hopper_kernels.json"
    cp "$root/dist/ptx/gemm_sm90.ptx" "$root/dist/ptx/gemm_sm90a.ptx" "$root/scripts/gemm_bench.py" \
        "$root/scripts/gemm_bench_sm90.py" "$root/scripts/cute_tutorials.py" \
        "$root/scripts/gemm-bench.sh" "$root/scripts/cuda_driver.py" "$bundle/"
    echo "bundle: $bundle ($(du -sh "$bundle" | cut -f1))"
    ;;
all)
    here=$(cd "$(dirname "$0")" && pwd)
    cd "$here"
    ptxas -arch=sm_90 -v gemm_sm90.ptx -o /dev/null 2>&1 | grep -A2 "sgemm" |
        grep -o "sgemm[a-z0-9_]*'\|Used [0-9]* registers, used [0-9]* barriers, [0-9]* bytes smem\|Used [0-9]* registers[^\n]*" | paste - - || true
    ptxas -arch=sm_90a -v gemm_sm90a.ptx -o /dev/null 2>&1 | grep -A3 "wgmma\|C75" |
        grep -o "wgmma[a-z0-9_]*'\|Used [0-9]* registers, used [0-9]* barriers\|C75[0-9]*" | paste - - || true
    python3 gemm_bench.py
    for tool in memcheck racecheck synccheck; do
        echo "== compute-sanitizer --tool $tool"
        compute-sanitizer --tool "$tool" --kernel-name kns=sgemm --error-exitcode 1 \
            python3 gemm_bench.py --check-only | tail -2
        compute-sanitizer --tool "$tool" --kernel-name kns=wgmma --error-exitcode 1 \
            python3 gemm_bench.py --hopper-only --check-only | tail -2
    done
    ;;
hopper)
    # The Hopper kernels alone: ptxas report (registers, spills, C7510), checks on random and
    # ragged sizes, timing against CuTe's hopper tutorials and cuBLAS f16 at 5120x5120x4096 and
    # 8192^3 (other sizes: hopper --hopper-mnk M,N,K ...).
    here=$(cd "$(dirname "$0")" && pwd)
    cd "$here"
    ptxas -arch=sm_90a -v gemm_sm90a.ptx -o /dev/null 2>&1 | grep -A3 "wgmma\|C75" |
        grep -o "wgmma[a-z0-9_]*'\|Used [0-9]* registers, used [0-9]* barriers\|[0-9]* bytes spill stores\|C75[0-9]*" | paste - - - || true
    python3 gemm_bench.py --hopper-only "${@:2}"
    ;;
hopper-sanitize)
    # compute-sanitizer on the Hopper kernels' small and ragged checks: the tools named after
    # the mode (default memcheck racecheck synccheck initcheck), each to sanitize-<tool>.log;
    # prints each tool's summary (and the log's end when it fails), exits 1 if any failed.
    here=$(cd "$(dirname "$0")" && pwd)
    cd "$here"
    tools=("${@:2}")
    [[ ${#tools[@]} -gt 0 ]] || tools=(memcheck racecheck synccheck initcheck)
    status=0
    for tool in "${tools[@]}"; do
        echo "== compute-sanitizer --tool $tool"
        if compute-sanitizer --tool "$tool" --kernel-name kns=wgmma --error-exitcode 1 \
            python3 gemm_bench.py --hopper-only --check-only >"sanitize-$tool.log" 2>&1; then
            grep -E "ERROR SUMMARY|CHECKS PASSED|CHECK FAILURES" "sanitize-$tool.log" || tail -2 "sanitize-$tool.log"
        else
            status=1
            tail -40 "sanitize-$tool.log"
        fi
    done
    exit $status
    ;;
ragged)
    # The SIMT and tensor-core kernels (every one takes any M, N, K): ptxas report, checks
    # against torch in f64 (small, ragged: ANY_RAGGED and ANY_BIG_RAGGED in gemm_bench.py),
    # TFLOP/s at --mnk (default 5120x5120x4096) next to CuTe's tutorials.
    here=$(cd "$(dirname "$0")" && pwd)
    cd "$here"
    ptxas -arch=sm_90 -v gemm_sm90.ptx -o /dev/null 2>&1 | grep -A3 "sgemm" |
        grep -o "sgemm[a-z0-9_]*'\|Used [0-9]* registers\|[0-9]* bytes spill stores" | paste - - - || true
    status=0
    python3 gemm_bench.py --simt-only "${@:2}" || status=1
    python3 gemm_bench.py --sm80-only "${@:2}" || status=1
    exit $status
    ;;
ragged-sanitize)
    # compute-sanitizer on the checks (small and ragged sizes) of the SIMT and tensor-core kernels:
    # the tools named after the mode (default memcheck racecheck synccheck initcheck), each to
    # sanitize-any-<tool>.log; prints each tool's summary (the log's end when it fails).
    here=$(cd "$(dirname "$0")" && pwd)
    cd "$here"
    tools=("${@:2}")
    [[ ${#tools[@]} -gt 0 ]] || tools=(memcheck racecheck synccheck initcheck)
    status=0
    for tool in "${tools[@]}"; do
        echo "== compute-sanitizer --tool $tool"
        if compute-sanitizer --tool "$tool" --kernel-name kns=sgemm --error-exitcode 1 \
            python3 gemm_bench.py --check-only --only sgemm_ >"sanitize-any-$tool.log" 2>&1; then
            grep -E "ERROR SUMMARY|CHECKS PASSED|CHECK FAILURES" "sanitize-any-$tool.log" || tail -2 "sanitize-any-$tool.log"
        else
            status=1
            tail -40 "sanitize-any-$tool.log"
        fi
    done
    exit $status
    ;;
atoms-bundle)
    # Both tensor-core GEMMs from one PTX (sm_80, JIT-compiled for the GPU at hand), so that
    # the times compare 1:1; no CUTLASS headers.
    out=${GEMM_ATOMS_DIR:-$root/dist/sm80-atoms}
    PTX_CRATES=gemm-kernels PTX_ARCHS=sm_80 "$root/scripts/build-ptx.sh"
    mkdir -p "$out"
    cp "$root/dist/ptx/gemm_sm80.ptx" "$root/scripts/sm80_atoms_bench.py" "$root/scripts/gemm_bench.py" \
        "$root/scripts/gemm_bench_sm90.py" "$root/scripts/cute_tutorials.py" \
        "$root/scripts/cuda_driver.py" "$root/scripts/gemm-bench.sh" "$out/"
    echo "bundle: $out ($(du -sh "$out" | cut -f1))"
    ;;
atoms)
    # ptxas report (registers, spills) of both, memcheck on the small checks, one ncu
    # gpu__time_duration per launch at the first size, then the checks and the table.
    here=$(cd "$(dirname "$0")" && pwd)
    cd "$here"
    ptxas -arch=sm_90 -v gemm_sm80.ptx -o /dev/null 2>&1 | grep -A3 "sgemm_sm80_\(atoms_\)\?tn_f" |
        grep -o "sgemm[a-z0-9_]*'\|Used [0-9]* registers\|[0-9]* bytes spill stores" | paste - - - || true
    echo "== compute-sanitizer --tool memcheck"
    compute-sanitizer --tool memcheck --kernel-name kns=sgemm_sm80 --error-exitcode 1 \
        python3 sm80_atoms_bench.py --check-only 2>&1 | grep -E "ERROR SUMMARY|CHECKS PASSED|CHECK FAILURES|FAIL" || true
    if command -v ncu >/dev/null; then
        echo "== ncu --metrics gpu__time_duration.sum (3 launches each, ${2:-5120,5120,4096})"
        ncu --metrics gpu__time_duration.sum --kernel-name regex:sgemm_sm80 \
            python3 sm80_atoms_bench.py --once --mnk "${2:-5120,5120,4096}" 2>&1 |
            grep -E "^  sgemm_sm80|gpu__time_duration" | paste - - | awk '{print $1, $NF, $(NF-1)}' || true
    fi
    python3 sm80_atoms_bench.py
    ;;
ncu)
    # Nsight Compute on one launch of each kernel at 2048^3 (ours and CuTe's tutorials):
    # time, registers, issue rate and the warp stall reasons.
    here=$(cd "$(dirname "$0")" && pwd)
    cd "$here"
    sections="--section SpeedOfLight --section WarpStateStats --section SchedulerStats --section LaunchStats"
    for k in $(grep -oE "\.entry (sgemm_[a-z0-9_]*(_nt|_tn_f16)|wgmma_[a-z0-9_]*)" gemm_sm90.ptx gemm_sm90a.ptx | cut -d' ' -f2); do
        ncu --clock-control none --kernel-name "$k" $sections python3 gemm_bench.py --once "$k" --mnk 2048,2048,2048 \
            | grep -E "^  [a-z]|Duration|Registers Per|Issued Ipc|No Eligible|Stall|cycles per|Warp Cycles|Achieved Occ|Compute \(SM\)|Memory Throughput" || true
    done
    for t in sgemm_1 sgemm_2 sgemm_sm80 wgmma_sm90 wgmma_tma_sm90; do
        [[ -x ${t}_cute ]] || continue
        args="2048 2048 2048"; [[ $t == sgemm_1 || $t == sgemm_2 ]] || args="2048 2048 2048 T N"
        ncu --clock-control none --launch-count 1 --kernel-name regex:gemm_device $sections \
            ./${t}_cute $args \
            | grep -E "^  [a-z]|Duration|Registers Per|Issued Ipc|No Eligible|Stall|cycles per|Warp Cycles|Achieved Occ|Compute \(SM\)|Memory Throughput" || true
    done
    ;;
*)
    echo "usage: $0 bundle | all | atoms-bundle | atoms | hopper [gemm_bench.py options] | hopper-sanitize | ragged [gemm_bench.py options] | ragged-sanitize [tool..] | ncu" >&2
    exit 2
    ;;
esac
