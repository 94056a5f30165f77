#!/usr/bin/env bash
# The runtime algebra against pycute, per operation kind, on the golden suite.
#
#   scripts/bench-runtime.sh [--pycute PATH] [--rounds N] [--stat min|median] [--clock cpu|wall] [DIR ...]
#
# PATH is the directory that holds the `pycute` package (CUTLASS's python/ folder; pycute is
# not on PyPI); default $PYCUTE_PATH, else /tmp/cutlass/python. DIRs default to the oracle
# test's (LAYOUT_ORACLE_DIRS, else goldens/oracle and goldens/oracle-cpp). Per op, the
# fastest of N timed rounds (default 20) is kept, or the median with --stat median; batches are
# timed on each process's thread CPU clock (default), or the wall clock with --clock wall.
# Builds oracle-bench (release; set ORACLE_BENCH to use a prebuilt one), times pycute on the
# cases it can express, times Rust on the same cases (oracle-bench --only), and prints one
# side-by-side table (markdown), then Rust alone on the whole suite.
# See BENCHMARKS.md, "Runtime algebra vs pycute".
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pycute=${PYCUTE_PATH:-/tmp/cutlass/python}
rounds=20
stat=min
clock=cpu
dirs=()
while [[ $# -gt 0 ]]; do
    case "$1" in
    --pycute) pycute=${2:?--pycute needs a path}; shift 2 ;;
    --rounds) rounds=${2:?--rounds needs a number}; shift 2 ;;
    --stat) stat=${2:?--stat needs min or median}; shift 2 ;;
    --clock) clock=${2:?--clock needs cpu or wall}; shift 2 ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) dirs+=("$1"); shift ;;
    esac
done
if [[ ! -f "$pycute/pycute/__init__.py" ]]; then
    echo "bench-runtime: no pycute package under $pycute (pass --pycute PATH, the python/ folder of a CUTLASS checkout)" >&2
    exit 2
fi
bench=${ORACLE_BENCH:-}
if [[ -z "$bench" ]]; then
    (cd "$root" && cargo build --quiet --release -p layout-tests --bin oracle-bench)
    bench="$root/target/release/oracle-bench"
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

python3 "$root/scripts/bench_runtime.py" --pycute "$pycute" --rounds "$rounds" --stat "$stat" --clock "$clock" \
    --json "$tmp/pycute.json" --timed-exprs "$tmp/timed.txt" "${dirs[@]}" >/dev/null
"$bench" --rounds "$rounds" --stat "$stat" --clock "$clock" --json --only "$tmp/timed.txt" "${dirs[@]}" >"$tmp/rust.json"
python=$(python3 -c 'import sys; print(sys.version.split()[0])')
cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')
echo "Runtime algebra (Rust, release) vs pycute (Python $python) on the golden cases pycute can"
echo "express; ns per case, per op the $stat of $rounds rounds ($clock clock); $(nproc) cores, $cpu"
echo
python3 "$root/scripts/bench_runtime.py" --compare "$tmp/pycute.json" "$tmp/rust.json"
echo
echo "Rust alone, the whole suite:"
"$bench" --rounds "$rounds" --stat "$stat" --clock "$clock" "${dirs[@]}"
