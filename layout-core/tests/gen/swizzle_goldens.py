#!/usr/bin/env python3
"""Writes layout-core/tests/generated_swizzle_goldens.rs: the golden cases of
../shared/oracle-cpp-kernel on swizzles and composed layouts that the typed layer can
express statically, checked through typed values (printed form, evaluation, zero size).

    python3 layout-core/tests/gen/swizzle_goldens.py     # from the workspace root

Cases taken (all others are left to the runtime layer's oracle test):
  * composition(Sw<B,M,S>, L)            with L all static       -> compose_swizzle(..)
  * composition(C, L)                    C, L all static          -> composition(c, l)
  * logical/zipped/tiled/flat_divide(C, L) with a layout tiler    -> c.<op>(l)
  * eval(C, coord)                       C static, coord without _ -> c.call(coord) == value
  * GMMA::Layout_<major>_<kind>_Atom<T>  (named_layout)            -> printed form
where C is `Sw<B,M,S> o O o L` with O = _N or smem_ptr[Nb](unset), written as `layout!(C)`,
or a GMMA atom name, written as its type alias (`GmmaLayoutKSw128Atom::<_16>`).
"""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
KERNEL = os.path.join(ROOT, "..", "shared", "oracle-cpp-kernel")
OUT = os.path.join(ROOT, "layout-core", "tests", "generated_swizzle_goldens.rs")

BITS = {"half_t": 16, "bfloat16_t": 16, "float": 32, "tfloat32_t": 32, "uint8_t": 8, "int8_t": 8}
ATOM = re.compile(r"^GMMA::Layout_(K|MN)_(INTER|SW32|SW64|SW128)_Atom<(\w+)>$")
SW = re.compile(r"^Sw<(\d+),(\d+),(-?\d+)>$")
COMPOSED = re.compile(r"^Sw<(\d+),(\d+),(-?\d+)> o (_-?\d+|smem_ptr\[(\d+)b\]\(unset\)) o (.+)$")
TYPE = {"INTER": "Inter", "SW32": "Sw32", "SW64": "Sw64", "SW128": "Sw128"}


def static_int(n):
    n = int(n)
    return f"_m{-n}" if n < 0 else f"_{n}"


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


def static_layout(text):
    """A layout literal whose leaves are all static, for layout!(..)."""
    if ":" not in text or re.search(r"(?<![_\d-])-?\d", text.replace("_-", "_")):
        return None
    return f"layout!({text})"


def tiler(text):
    """A static tiler: a layout literal or a tuple of layouts, integers and `_`."""
    if re.search(r"(?<![_\d-])-?\d", text.replace("_-", "_")):
        return None
    depth, top_colon = 0, False
    for ch in text:
        depth += ch == "("
        depth -= ch == ")"
        top_colon |= ch == ":" and depth == 0
    return f"layout!({text})" if top_colon else f"tile!({text})"


def parse_tuple(text):
    """A CuTe IntTuple as nested lists of (value, is_static)."""
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
            return items
        m = re.match(r"(_?)(-?\d+)", text[pos:])
        pos += m.end()
        return (int(m.group(2)), m.group(1) == "_")

    return term()


def size(shape):
    if isinstance(shape, list):
        out = 1
        for s in shape:
            out *= size(s)
        return out
    return shape[0]


def in_range(crd, shape):
    """The typed layer rejects static coordinate leaves outside their static shape."""
    if isinstance(crd, list):
        return isinstance(shape, list) and len(crd) == len(shape) and all(
            in_range(c, s) for c, s in zip(crd, shape))
    value, static = crd
    return not static or value < size(shape)


def shape_of(text):
    a = ATOM.match(text)
    if a:
        major, kind, t = a.groups()
        row = {"INTER": 128, "SW32": 256, "SW64": 512, "SW128": 1024}[kind] // BITS[t]
        return [(8, True), (row, True)] if major == "K" else [(row, True), (8, True)]
    c = COMPOSED.match(text)
    return parse_tuple(c.group(6).split(":")[0])


def swizzle(b, m, s):
    return f"Swizzle::<{static_int(b)}, {static_int(m)}, {static_int(s)}>::new()"


def composed(text):
    a = ATOM.match(text)
    if a and a.group(3) in BITS:
        major, kind, t = a.groups()
        name = f"GmmaLayout{major.capitalize() if major == 'MN' else major}{TYPE[kind]}Atom"
        name = name.replace("Mn", "Mn")
        return f"{name}::<_{BITS[t]}>::default()"
    c = COMPOSED.match(text)
    if not c:
        return None
    if static_layout(c.group(6)) is None:
        return None
    # The printed form, through `layout!`.
    return f"layout!({text})"


def rust_coord(text):
    if re.search(r"(^|[(,])_(?=[,)]|$)", text):
        return None
    return f"coord!({text})"


def cases():
    for name in sorted(os.listdir(KERNEL)):
        if not name.endswith(".jsonl"):
            continue
        for n, line in enumerate(open(os.path.join(KERNEL, name)), 1):
            if line.strip():
                d = json.loads(line)
                if "expect" in d:
                    yield f"{name}:{n}", d["expr"], d["expect"]


def emit(origin, expr, want):
    if ATOM.match(expr):
        c = composed(expr)
        return c and f"k.show({json.dumps(expr)}, {c}, {json.dumps(want)});"
    op, args = call(expr)
    if op == "composition" and len(args) == 2:
        s = SW.match(args[0])
        lay = static_layout(args[1])
        if s and lay and ":" in want and "smem" not in want:
            return f"k.show({json.dumps(expr)}, compose_swizzle({swizzle(*s.groups())}, {lay}), {json.dumps(want)});"
        c = composed(args[0])
        t = tiler(args[1])
        if c and t:
            return f"k.show({json.dumps(expr)}, composition({c}, {t}), {json.dumps(want)});"
    if op in ("logical_divide", "zipped_divide", "tiled_divide", "flat_divide") and len(args) == 2:
        c = composed(args[0])
        t = tiler(args[1])
        if c and t:
            return f"k.show({json.dumps(expr)}, {c}.{op}({t}), {json.dumps(want)});"
    if op == "eval" and len(args) == 2:
        c = composed(args[0])
        crd = rust_coord(args[1])
        if c and crd and re.fullmatch(r"_?-?\d+", want) and in_range(parse_tuple(args[1]), shape_of(args[0])):
            return f"k.value({json.dumps(expr)}, {c}.call({crd}), {int(want.lstrip('_'))});"
    return None


def main():
    out = OUT if len(sys.argv) < 2 else sys.argv[1]
    lines = []
    for origin, expr, want in cases():
        stmt = emit(origin, expr, want)
        if stmt:
            lines.append(f"    // {origin}\n    {stmt}")
    body = "\n".join(lines)
    text = f"""// THIS IS GENERATED CODE by layout-core/tests/gen/swizzle_goldens.py: do not edit by hand.
// Golden cases of ../shared/oracle-cpp-kernel on swizzles and composed layouts, built as typed
// (static, zero-sized) values: printed form and evaluation must equal what CuTe printed.
#![allow(clippy::all)]

use layout_core::{{coord, layout, tile}};
use layout_core::prelude::*;

/// Collects the failures, so a run reports all of them.
#[derive(Default)]
struct Check(Vec<String>, usize);
impl Check {{
    fn show<T: core::fmt::Display>(&mut self, expr: &str, got: T, want: &str) {{
        self.1 += 1;
        if core::mem::size_of_val(&got) != 0 {{
            self.0.push(format!("{{expr}}: a static result must be zero-sized"));
        }}
        let got = got.to_string();
        if got != want {{
            self.0.push(format!("{{expr}}\\n   got: {{got}}\\n  want: {{want}}"));
        }}
    }}
    fn value(&mut self, expr: &str, got: i32, want: i32) {{
        self.1 += 1;
        if got != want {{
            self.0.push(format!("{{expr}}\\n   got: {{got}}\\n  want: {{want}}"));
        }}
    }}
}}

#[test]
fn swizzle_goldens_typed() {{
    let mut k = Check::default();
{body}
    assert!(k.0.is_empty(), "{{}} of {{}} cases failed:\\n{{}}", k.0.len(), k.1, k.0.join("\\n"));
    println!("{{}} typed swizzle cases passed", k.1);
}}
"""
    open(out, "w").write(text)
    print(f"wrote {len(lines)} cases to {out}")


if __name__ == "__main__":
    main()
