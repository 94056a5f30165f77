#!/usr/bin/env bash
# The tests of the code with `unsafe` (tensor engines and pointers, slices, tiles, fragments,
# owned `Vec` tensors, register values, the copies of tiled copy atoms in
# tests/tiled_copy_exec.rs) under Miri, which reports undefined behaviour on the paths the tests
# take. Bounded in time: property tests run few cases (PROPTEST_CASES, default 2).
#
#   scripts/miri.sh            # installs the nightly's miri component if missing
#
# Needs rustup with the nightly toolchain (CI installs it for the PTX build).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
rustup component add miri --toolchain nightly >/dev/null 2>&1 || rustup component add miri --toolchain nightly
cargo +nightly miri setup >/dev/null
tests=()
for t in layout-core/tests/tensor_*.rs layout-core/tests/tiled_copy_*.rs; do
    [[ -e "$t" ]] && tests+=(--test "$(basename "$t" .rs)")
done
# isolation off: proptest reads the working directory for its regression files
export MIRIFLAGS="${MIRIFLAGS:--Zmiri-disable-isolation}"
export PROPTEST_CASES="${PROPTEST_CASES:-2}"
cargo +nightly miri test -q -p layout-core --lib tensor
cargo +nightly miri test -q -p layout-core "${tests[@]}"
