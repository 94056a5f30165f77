#!/usr/bin/env bash
# Runs the tensor tests under Miri (the module with `unsafe` code: layout-core/src/tensor*):
#
#   scripts/miri.sh                  # every layout-core/tests/tensor_*.rs and the tensor doc tests
#   scripts/miri.sh tensor_access    # one test file
#
# Needs rustup with a nightly toolchain; installs its miri and rust-src components if missing
# (MIRI_NO_INSTALL=1: fail instead). Miri runs with isolation disabled only because proptest
# reads the environment and the clock; the tests touch no files. Its own target folder keeps
# it from waiting on (or invalidating) the stable build's.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
installed=$(rustup component list --toolchain nightly --installed)
for component in miri rust-src; do
    if ! grep -q "^$component" <<<"$installed"; then
        if [[ -n "${MIRI_NO_INSTALL:-}" ]]; then
            echo "miri: the nightly's $component is missing" >&2
            exit 1
        fi
        echo "miri: installing the nightly's $component" >&2
        rustup component add "$component" --toolchain nightly
    fi
done

unset RUSTC RUSTC_WRAPPER RUSTFLAGS CARGO_ENCODED_RUSTFLAGS CARGO_BUILD_RUSTFLAGS
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$root/target/miri}
export MIRIFLAGS=${MIRIFLAGS:-"-Zmiri-disable-isolation"}

cd "$root"
if [[ $# -gt 0 ]]; then
    tests=("$@")
else
    tests=()
    for f in layout-core/tests/tensor_*.rs; do
        tests+=("$(basename "$f" .rs)")
    done
fi
args=()
for t in "${tests[@]}"; do
    args+=(--test "$t")
done
echo "miri: ${tests[*]}" >&2
cargo +nightly miri test -p layout-core "${args[@]}"
if [[ $# -eq 0 ]]; then
    echo "miri: tensor doc tests" >&2
    cargo +nightly miri test -p layout-core --doc tensor
fi
