#!/usr/bin/env bash
# Regenerates every generated test file of the workspace (each starts with
# `// THIS IS GENERATED CODE by <generator>; do not edit`):
#
#   scripts/regen-tests.sh            # rewrites them in place
#   scripts/regen-tests.sh --check    # then fails if any differs from the committed version
#
# Generators (layout-core/tests/gen/):
#   goldens.py      -> generated_goldens.rs       CuTe C++'s golden cases through `cute!`
#   layout_ops.py   -> generated_layout_ops.rs    coalesce, filter, structure, slice, recast: typed vs runtime
#   algebra_ops.py  -> generated_{composition,complement,inverse,divide,product}.rs: typed vs runtime
#   inadmissible.py -> generated_inadmissible.rs  inputs CuTe accepts although inadmissible
#   tensor_goldens.py -> generated_tensor_goldens.rs  tensor tiling (local_tile, local_partition, ...) of goldens/oracle-cpp-kernel, typed
#   swizzle_goldens.py -> generated_swizzle{,_algebra,_tile}_goldens.rs  swizzles, composed layouts, tile_to_shape, GMMA atoms of goldens/oracle-cpp-kernel, typed
#   atom_goldens.py -> generated_{atom,tiled_mma}_goldens.rs  atoms, tiled MMAs and tiled copies (goldens/oracle-cpp-kernel) through layout_core::atom
# The golden cases are read from goldens/oracle-cpp (and goldens/oracle for the
# inadmissible ones); LAYOUT_ORACLE_DIRS is ignored so that the output
# does not depend on the caller's environment. Needs python3, rustfmt and cargo (the
# differential generators ask this workspace's layout-cli for the runtime layer's answer).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
gen=layout-core/tests/gen

env -u LAYOUT_ORACLE_DIRS -u GOLDEN_OPS python3 "$gen/goldens.py"
python3 "$gen/layout_ops.py"
python3 "$gen/algebra_ops.py"
python3 "$gen/inadmissible.py"
python3 "$gen/tensor_goldens.py"
python3 "$gen/swizzle_goldens.py"
python3 "$gen/atom_goldens.py"

if [[ "${1:-}" == "--check" ]]; then
    untracked=$(git ls-files --others --exclude-standard -- layout-core/tests)
    if [[ -n "$untracked" ]]; then
        echo "regen-tests: generated files not committed:" >&2
        echo "$untracked" >&2
        exit 1
    fi
    if ! git diff --exit-code --stat -- layout-core/tests; then
        echo "regen-tests: generated tests are out of date: run scripts/regen-tests.sh and commit" >&2
        exit 1
    fi
    echo "regen-tests: every generated file is current"
fi
