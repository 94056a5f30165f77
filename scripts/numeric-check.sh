#!/usr/bin/env bash
# Numeric device check: build the bundle here, run it on the GPU machine (CUDA driver, torch,
# numpy; no Rust).
#
#   scripts/numeric-check.sh bundle     # here: PTX (sm_90) + release numeric-check -> dist/numeric-check/
#   scripts/numeric-check.sh run [args] # there, from the bundle: python3 numeric_check.py [args]
#   scripts/numeric-check.sh sanitize   # there: compute-sanitizer memcheck on the --quick check
#
# The check compares every numeric_check kernel (conversions f32 <-> f16/bf16/tf32/e4m3/e5m2,
# packed f16x2/bf16x2 arithmetic, math functions, a TensorSsa expression) bit for bit with the
# same Rust code run on the CPU and with torch; see scripts/numeric_check.py. Exit status 1 on a
# difference.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
bundle=${NUMERIC_CHECK_DIR:-$root/dist/numeric-check}

case "${1:-}" in
bundle)
    PTX_ARCHS=sm_90 "$root/scripts/build-ptx.sh"
    (cd "$root" && cargo build --quiet --release -p gpu-host --bin numeric-check)
    mkdir -p "$bundle"
    cp "$root/dist/ptx/kernels_sm90.ptx" "$root/target/release/numeric-check" \
        "$root/scripts/numeric_check.py" "$root/scripts/cuda_driver.py" \
        "$root/scripts/numeric-check.sh" "$bundle/"
    echo "bundle: $bundle ($(du -sh "$bundle" | cut -f1))"
    ;;
run)
    shift
    cd "$here"
    exec python3 numeric_check.py "$@"
    ;;
sanitize)
    cd "$here"
    exec compute-sanitizer --tool memcheck --error-exitcode 1 python3 numeric_check.py --quick
    ;;
*)
    echo "usage: $0 bundle | run [numeric_check.py args] | sanitize" >&2
    exit 2
    ;;
esac
