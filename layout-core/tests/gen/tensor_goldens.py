#!/usr/bin/env python3
"""Writes layout-core/tests/generated_tensor_goldens.rs: the tensor-tiling golden cases of
goldens/oracle-cpp-kernel (local_tile, local_partition, inner_partition, outer_partition)
through the typed layer: a tensor over a counting iterator (`N o L`, CuTe's
`counting_iterator<int>` at `N`; a plain layout is a tensor at 0) is tiled or partitioned with
the typed functions, and its printed form must equal what CuTe printed (CuTe prints the
iterator as `counting_iter(N)`, the golden files' expression language as `N`).

    python3 layout-core/tests/gen/tensor_goldens.py     # from the workspace root

Cases taken: every case whose tensor's layout is a plain layout (`S:D` or `N o S:D`), written
with `layout!`; tilers, coordinates and projections are Rust tuples of static integers (`_32`),
`i32` values and `X`; a thread index is an `i32`. Cases left to the runtime layer's oracle test
are listed at the end of the generated file with the reason: swizzled (composed) layouts, whose
slicing with a run-time coordinate the typed layer does not do.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
KERNEL = os.path.join(ROOT, "goldens", "oracle-cpp-kernel")
OUT = os.path.join(ROOT, "layout-core", "tests", "generated_tensor_goldens.rs")
FILES = ["local_tile", "local_partition", "inner_partition", "outer_partition"]


def split_args(text):
    """Top-level comma split of a call's argument list."""
    depth, cur, out = 0, "", []
    for ch in text:
        if ch in "(<[":
            depth += 1
        elif ch in ")>]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return out


def call(expr):
    m = re.match(r"^(\w+)\((.*)\)$", expr)
    return (m.group(1), split_args(m.group(2))) if m else (None, None)


def value(text):
    """A tiler, coordinate or projection in CuTe notation as a Rust expression."""
    pos = 0

    def term():
        nonlocal pos
        if text[pos] == "(":
            pos += 1
            items = []
            while text[pos] != ")":
                items.append(term())
                if text[pos] == ",":
                    pos += 1
            pos += 1
            return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
        m = re.match(r"_?-?\d+|_|X", text[pos:])
        pos += m.end()
        tok = m.group(0)
        if tok in ("_", "X"):
            return "X"
        if tok.startswith("_"):
            n = int(tok[1:])
            if not 0 <= n <= 256:
                raise ValueError(f"static integer {tok} has no short name")
            return f"_{n}"
        return f"{int(tok)}_i32"

    return term()


def tensor(text):
    """`N o S:D` or `S:D` as a typed tensor over a counting iterator; None for composed layouts."""
    m = re.match(r"^(-?\d+) o (.+)$", text)
    origin, layout = (int(m.group(1)), m.group(2)) if m else (0, text)
    if " o " in layout or "Sw<" in layout:
        return None
    return f"make_tensor(counting_iterator({origin}), layout!({layout}))"


def index(text):
    return f"{int(text.lstrip('_'))}_i32"


def emit(expr):
    op, args = call(expr)
    t = tensor(args[0])
    if t is None:
        return None, "a swizzled (composed) layout: the typed layer does not slice those with a run-time coordinate"
    if op in ("local_tile", "inner_partition", "outer_partition") and len(args) == 3:
        f = "local_tile" if op == "local_tile" else op
        return f"{f}(&t, {value(args[1])}, {value(args[2])})", None
    if op == "local_tile" and len(args) == 4:
        return f"local_tile_proj(&t, {value(args[1])}, {value(args[2])}, {value(args[3])})", None
    if op == "local_partition" and len(args) == 3:
        return f"local_partition(&t, layout!({args[1]}), {index(args[2])})", None
    if op == "local_partition" and len(args) == 4:
        return f"local_partition_proj(&t, layout!({args[1]}), {index(args[2])}, {value(args[3])})", None
    return None, f"{op} with {len(args)} arguments"


def cases():
    for stem in FILES:
        name = f"{stem}.jsonl"
        for n, line in enumerate(open(os.path.join(KERNEL, name)), 1):
            if line.strip():
                d = json.loads(line)
                yield f"{name}:{n}", d


def cute_print(expect):
    """The golden's `N o L` as CuTe prints a counting tensor: `counting_iter(N) o L`."""
    m = re.match(r"^(-?\d+) o (.+)$", expect)
    return f"counting_iter({m.group(1)}) o {m.group(2)}" if m else expect


def main():
    out = OUT if len(sys.argv) < 2 else sys.argv[1]
    blocks, skipped = [], []
    for origin, d in cases():
        expr = d["expr"]
        if "expect" not in d:
            skipped.append((origin, expr, "an error case (the typed layer rejects it at compile time)"))
            continue
        body, why = emit(expr)
        if body is None:
            skipped.append((origin, expr, why))
            continue
        t = tensor(call(expr)[1][0])
        blocks.append(
            f"    // {origin}\n"
            f"    {{\n"
            f"        let t = {t};\n"
            f"        k.show({json.dumps(expr)}, {body}, {json.dumps(cute_print(d['expect']))});\n"
            f"    }}"
        )
    left = "\n".join(f"//   {o}: {e}\n//     ({why})" for o, e, why in skipped)
    text = f"""// THIS IS GENERATED CODE by layout-core/tests/gen/tensor_goldens.py: do not edit by hand.
// The tensor-tiling golden cases of goldens/oracle-cpp-kernel through the typed layer: a
// tensor over a counting iterator (`N o L`) is tiled or partitioned with the typed functions,
// and its printed form must equal what CuTe printed.
#![allow(clippy::all)]

use layout_core::layout;
use layout_core::prelude::*;

/// Collects the failures, so a run reports all of them.
#[derive(Default)]
struct Check(Vec<String>, usize);
impl Check {{
    fn show<T: core::fmt::Display>(&mut self, expr: &str, got: T, want: &str) {{
        self.1 += 1;
        let got = got.to_string();
        if got != want {{
            self.0.push(format!("{{expr}}\\n   got: {{got}}\\n  want: {{want}}"));
        }}
    }}
}}

#[test]
fn tensor_goldens_typed() {{
    let mut k = Check::default();
{chr(10).join(blocks)}
    assert!(k.0.is_empty(), "{{}} of {{}} cases failed:\\n{{}}", k.0.len(), k.1, k.0.join("\\n"));
    println!("{{}} typed tensor-tiling cases passed", k.1);
}}

// Left to the runtime layer (tests/tests/oracle.rs):
{left}
"""
    open(out, "w").write(text)
    subprocess.run(["rustfmt", "--edition", "2021", out], check=True)
    print(f"wrote {len(blocks)} cases to {out} ({len(skipped)} left to the runtime layer)")


if __name__ == "__main__":
    main()
