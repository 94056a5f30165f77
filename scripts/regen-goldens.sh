#!/usr/bin/env bash
# Regenerates the golden files under goldens/ from CuTe C++ (goldens/generator/README.md):
#
#   CUTLASS_DIR=/path/to/cutlass scripts/regen-goldens.sh                 # rewrites all three folders
#   CUTLASS_DIR=/path/to/cutlass scripts/regen-goldens.sh --check         # compares byte for byte instead
#   CUTLASS_DIR=/path/to/cutlass scripts/regen-goldens.sh [--check] goldens/oracle-cpp goldens/oracle-cpp-kernel/eval-swizzle.jsonl
#
# CUTLASS_DIR: a CUTLASS checkout at 7107b05535f8977f5ecb9d01ee203205b1fd9bc4 (its include/ is used).
# CUDA_INCLUDE: CUDA headers for host compilation (default: /usr/local/cuda/include, else the
# headers of PyPI's nvidia-cuda-{runtime,cccl,nvcc}-cu12, fetched once with pip).
# JOBS: parallel compilations (default 2). Needs g++ (12.2 made the committed files) and python3.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
: "${CUTLASS_DIR:?set CUTLASS_DIR to a CUTLASS checkout (commit 7107b0553)}"
CUDA_INCLUDE=$(python3 goldens/generator/cuda_headers.py)
export CUTLASS_DIR CUDA_INCLUDE
exec python3 goldens/generator/gen.py "$@"
