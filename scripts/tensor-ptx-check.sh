#!/usr/bin/env bash
# Builds layout-core/tests/ptx/tensor_kernel.rs (kernels written with the tensor API) to PTX
# and checks that the static-layout index math left no `div`/`rem` instructions and that a
# tensor recast to `u128` is read and written with 16-byte vector instructions:
#
#   scripts/tensor-ptx-check.sh        # prints the PTX path, its size and the check
#   scripts/tensor-ptx-check.sh layout-core/tests/ptx/atom_kernel.rs   # another kernel file
#   scripts/tensor-ptx-check.sh layout-core/tests/ptx/copy_kernel.rs   # copies run by their atoms
#   scripts/tensor-ptx-check.sh layout-core/tests/ptx/ssa_kernel.rs    # register values, shape x op
#   scripts/tensor-ptx-check.sh layout-core/tests/ptx/mma_kernel.rs    # ldmatrix + retile + mma.sync
#
# A kernel file whose entries come in pairs `X` and `X__flat` (ssa_kernel.rs: an operation on
# values of some static shape, and the same operation on the values reshaped to the flat `_N`)
# is also checked pair by pair: each `X` has no `div`/`rem`, no local memory, and no more
# instructions than `X__flat`; the table (instructions, div/rem, local bytes, PTX bytes of
# each kernel against its flat twin) is printed and left in target/ptx-check/<name>/matrix.txt.
#
# Uses the nightly as scripts/build-ptx.sh does (the `cute-layout-build` binary: rust-src,
# llvm-tools, the project's ptx-linker); the kernel is built as a throw-away crate under target/ptx-check/<name>.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
kernel=${1:-layout-core/tests/ptx/tensor_kernel.rs}
name=$(basename "$kernel" .rs | tr '_' '-')
work=$root/target/ptx-check/$name
mkdir -p "$work/src"
cp "$root/$kernel" "$work/src/lib.rs"
cat >"$work/Cargo.toml" <<TOML
[package]
name = "$name"
version = "0.0.0"
edition = "2021"
publish = false
[lib]
path = "src/lib.rs"
[dependencies]
layout-core = { path = "$root/layout-core", default-features = false }
[profile.release]
opt-level = 3
panic = "abort"
[workspace]
TOML

target=${CARGO_TARGET_DIR:-$root/target}
ptx=$(cd "$root" && cargo run --quiet --release -p cute-layout-build --bin cute-layout-build -- \
    --crate "$work" --arch sm_90 --out "$work" --target-dir "$target/cute-layout-build")
echo "$name: $ptx ($(wc -l <"$ptx") lines)"
if grep -qE '^\.(visible )?\.entry [A-Za-z0-9_]+__flat\(' "$ptx"; then
    # Per entry: instructions (predicated or not; not directives, labels or braces), div/rem,
    # .local bytes, body bytes; then each X against X__flat.
    if ! awk '
        /^\.(visible )?\.entry / {
            match($0, /\.entry [A-Za-z0-9_]+/)
            name = substr($0, RSTART + 7, RLENGTH - 7)
            body = 1; names[++count] = name; ins[name] = 0; dr[name] = 0; loc[name] = 0; size[name] = 0
            next
        }
        body && /^}/ { body = 0; next }
        body {
            size[name] += length($0) + 1
            line = $0; sub(/^[ \t]+/, "", line)
            if (line ~ /^\.local/ && match(line, /\[[0-9]+\]/)) loc[name] += substr(line, RSTART + 1, RLENGTH - 2)
            if (line ~ /^(@!?%p[0-9]+[ \t]+)?[a-z]/ && line ~ /;$/) ins[name]++
            if (line ~ /(^|[ \t])(div|rem)\./) dr[name]++
        }
        END {
            printf "%-28s %8s %8s %8s %8s %9s %9s\n", "kernel", "instr", "flat", "div/rem", "local", "bytes", "flat"
            bad = 0; pairs = 0
            for (i = 1; i <= count; i++) {
                x = names[i]; f = x "__flat"
                if (x ~ /__flat$/ || !(f in ins)) continue
                pairs++
                verdict = ""
                if (dr[x] > 0 || dr[f] > 0) verdict = verdict " div/rem"
                if (loc[x] > 0 || loc[f] > 0) verdict = verdict " local"
                if (ins[x] > ins[f]) verdict = verdict " more-than-flat"
                if (verdict != "") bad++
                printf "%-28s %8d %8d %8d %8d %9d %9d%s\n", x, ins[x], ins[f], dr[x], loc[x], size[x], size[f], (verdict == "" ? "" : "  FAIL:" verdict)
            }
            printf "%d pairs, %d failing\n", pairs, bad
            exit bad > 0 || pairs == 0
        }' "$ptx" | tee "$work/matrix.txt"; then
        echo "$name: FAIL: a kernel on a shaped value is not the straight-line code of its flat twin (table above, $work/matrix.txt)" >&2
        exit 1
    fi
    matrix_note="; $(tail -1 "$work/matrix.txt"): each as its flat twin"
fi
if grep -qE '\b(div|rem)\.' "$ptx"; then
    echo "$name: FAIL: div/rem in a static-layout kernel" >&2
    grep -nE '\b(div|rem)\.' "$ptx" >&2
    exit 1
fi
if grep -q '\.entry vector_copy' "$ptx"; then
    vector=$(awk '/\.entry vector_copy/,/^}/' "$ptx")
    if ! grep -qE 'ld\.global\.(v2\.(b|u)64|v4\.(b|u)32)' <<<"$vector" || ! grep -qE 'st\.global\.(v2\.(b|u)64|v4\.(b|u)32)' <<<"$vector"; then
        echo "$name: FAIL: vector_copy's recast::<u128>() accesses are not 16-byte vector instructions" >&2
        grep -nE '(ld|st)\.global' <<<"$vector" >&2
        exit 1
    fi
    vector_note="; vector_copy: 16-byte accesses"
fi
if grep -q '\.entry cp_async_copy' "$ptx"; then
    if ! awk '/\.entry cp_async_copy/,/^}/' "$ptx" | grep -q 'cp\.async\.ca\.shared\.global'; then
        echo "$name: FAIL: cp_async_copy issues no cp.async" >&2
        exit 1
    fi
    vector_note="${vector_note:-}; cp_async_copy: cp.async"
fi
if grep -q '\.entry mma_register_path' "$ptx"; then
    body=$(awk '/\.entry mma_register_path/,/^}/' "$ptx")
    ldsm=$(grep -c 'ldmatrix\.sync\.aligned\.m8n8\.x4' <<<"$body" || true)
    mmas=$(grep -c 'mma\.sync\.aligned\.m16n8k16' <<<"$body" || true)
    if [[ $ldsm -ne 8 || $mmas -ne 16 ]]; then
        echo "$name: FAIL: mma_register_path issues $ldsm ldmatrix.x4 and $mmas mma.sync (want 8 and 16)" >&2
        exit 1
    fi
    vector_note="${vector_note:-}; mma_register_path: $ldsm ldmatrix.x4, $mmas mma.sync, $(grep -cE '^\s+[a-z@]' <<<"$body") lines"
fi
for entry in sm80_tile_plain sm80_tile_swizzled; do
    grep -q "\.entry $entry(" "$ptx" || continue
    body=$(awk "/\\.entry $entry\\(/,/^}/" "$ptx")
    ldsm=$(grep -c 'ldmatrix\.sync\.aligned\.m8n8\.x4' <<<"$body" || true)
    mmas=$(grep -c 'mma\.sync\.aligned\.m16n8k16' <<<"$body" || true)
    cps=$(grep -c 'cp\.async\.ca\.shared\.global' <<<"$body" || true)
    if [[ $ldsm -ne 16 || $mmas -ne 32 || $cps -ne 8 ]]; then
        echo "$name: FAIL: $entry issues $cps cp.async, $ldsm ldmatrix.x4, $mmas mma.sync (want 8, 16, 32)" >&2
        exit 1
    fi
    vector_note="${vector_note:-}; $entry: 8 cp.async, 16 ldmatrix.x4, 32 mma.sync, $(grep -cE '^\s+[a-z@]' <<<"$body") lines"
done
if grep -q '\.local' "$ptx"; then
    echo "$name: FAIL: local memory in the PTX (a register fragment indexed at run time)" >&2
    exit 1
fi
echo "$name: ok: no div/rem; $(grep -c 'ld.global' "$ptx") global loads, $(grep -c 'st.global' "$ptx") global stores${vector_note:-}${matrix_note:-}"
