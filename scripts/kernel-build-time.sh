#!/usr/bin/env bash
# How long the kernel crates take to build to PTX, cold and warm, next to nvcc on CuTe's tutorial.
#
#   scripts/kernel-build-time.sh            # gemm-kernels and gpu-kernels, sm_90 and sm_90a
#
# cold: a new target folder (the nightly's core, layout-core, gpu-kernels, the PTX linker and the
# crate, everything built from source); warm: the crate's source touched and built again, its
# dependencies built (what a kernel author waits for after an edit). Each build is one
# `cute-layout-build` run, as scripts/build-ptx.sh does it. nvcc (on the PATH, or NVCC, or the CUDA
# 13 toolkit at /opt/cuda13) compiles CUTLASS's examples/cute/tutorial/sgemm_sm80.cu from
# CUTLASS_DIR (default /opt/cutlass) when both are there. Prints a table; BENCHMARKS.md, "GEMM".
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
cargo build --quiet --release -p cute-layout-build --bin cute-layout-build
tool=$root/target/release/cute-layout-build
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

seconds() { # seconds COMMAND...: runs it quietly, prints the wall time
    local start end
    start=$(date +%s.%N)
    "$@" >"$work/log" 2>&1 || { cat "$work/log" >&2; exit 1; }
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}
build() { # build CRATE NAME ARCH TARGET_DIR
    seconds "$tool" --crate "$root/$1" --name "$2" --arch "$3" --out "$work/ptx" --target-dir "$4"
}

rows=()
cold_dir=$work/cold
for arch in sm_90 sm_90a; do
    rows+=("gemm-kernels | $arch | cold | $(build gemm-kernels gemm "$arch" "$cold_dir/$arch")")
done
for crate in gemm-kernels gpu-kernels; do
    name=gemm; [[ $crate == gpu-kernels ]] && name=kernels
    for arch in sm_90 sm_90a; do
        build "$crate" "$name" "$arch" "$cold_dir/$arch" >/dev/null # dependencies in place
        for round in 1 2; do
            touch "$root/$crate/src/lib.rs"
            rows+=("$crate | $arch | warm ($round) | $(build "$crate" "$name" "$arch" "$cold_dir/$arch")")
        done
    done
done

nvcc=${NVCC:-$(command -v nvcc || echo /opt/cuda13/nvidia/cu13/bin/nvcc)}
cutlass=${CUTLASS_DIR:-/opt/cutlass}
if [[ -x $nvcc && -f $cutlass/examples/cute/tutorial/sgemm_sm80.cu ]]; then
    cccl=$(dirname "$nvcc")/../include/cccl
    for t in sgemm_sm80 sgemm_2; do
        rows+=("nvcc $t.cu | sm_90 | one file | $(seconds "$nvcc" -std=c++17 -O3 -arch=sm_90 \
            --expt-relaxed-constexpr -I "$cutlass/include" -I "$cutlass/tools/util/include" \
            -I "$cccl" "$cutlass/examples/cute/tutorial/$t.cu" -o "$work/$t")")
    done
else
    echo "no nvcc or no CUTLASS at $cutlass: nvcc is not timed here" >&2
fi

echo "machine: $(nproc) cores, $(rustc +nightly --version)"
echo "| crate | arch | build | seconds |"
echo "| --- | --- | --- | ---: |"
for row in "${rows[@]}"; do
    IFS='|' read -r a b c d <<<"$row"
    printf '| %s | %s | %s | %.1f |\n' "$(echo $a)" "$(echo $b)" "$(echo $c)" "$d"
done
