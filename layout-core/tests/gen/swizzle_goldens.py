#!/usr/bin/env python3
"""Writes layout-core/tests/generated_swizzle_goldens.rs, generated_swizzle_algebra_goldens.rs
and generated_swizzle_tile_goldens.rs (three test crates, compiled in parallel): the golden cases of
goldens/oracle-cpp-kernel on swizzles, composed layouts, tile_to_shape and the named layout
atoms, built through the typed layer and checked against what CuTe printed: the printed result,
zero size for a static result, the value of an evaluation, and for print_layout that every cell
equals the layout's evaluation.

    python3 layout-core/tests/gen/swizzle_goldens.py     # from the workspace root

Files read: every `*-swizzle.jsonl`, `tile_to_shape.jsonl` and `named_layout.jsonl`. Inputs are
written with `layout!` (a composed layout `Sw<B,M,S> o O o L` in its printed form, a layout,
both with static `_N` and dynamic `N` leaves), `tile!`, `shape!`, `coord!`, a swizzle type
`Swizzle::<_B, _M, _S>` or a GMMA atom's type alias (`GmmaLayoutKSw128Atom::<_16>`); a C++
template integer (`get<1>`, `upcast<2>`, `recast_layout<16,32>`) is a static `_N`.

| expression | typed form |
|------------|-----------|
| `GMMA::Layout_<major>_<kind>_Atom<T>` | the alias, printed |
| `composition(Sw, L)` | `compose_swizzle(sw, l)` |
| `composition(C, T)`, `composition(L, Sw)`, `composition(L, C)` | `composition(a, b)` |
| `eval(C, coord)` | `c.call(coord)` |
| `logical_divide`, ..., `flat_divide`, `logical_product`, `blocked_product`, `raked_product` `(C, T)` | `c.<op>(t)` |
| `coalesce(C)`, `flatten(C)`, `get(C, i)` | `coalesce(c)`, `flatten_layout(c)`, `c.get::<i>()` |
| `shape`, `size`, `cosize`, `rank`, `depth` `(C)` | `c.shape()`, `c.size()`, `c.cosize()`, `RANK`, `DEPTH` |
| `upcast(C, n)`, `downcast(C, n)`, `recast_layout(C, a, b)` | `upcast(c, _n)`, `downcast(c, _n)`, `recast_layout(c, _a, _b)` |
| `right_inverse(C)`, `left_inverse(C)` | `c.right_inverse()`, `c.left_inverse()` |
| `slice(coord, C)` | `slice(coord!(..), c)` |
| `print_layout(C)` | `c.print_layout()` |
| `tile_to_shape(X, shape[, order])` | `tile_to_shape(x, shape!(..))`, `tile_to_shape_with(x, shape!(..), order)` |

Cases left out, each listed with its reason in the generated file's header:
  * error cases: a static precondition failure is a compile error of the typed layer (tests/ui/
    holds one per promised message: tile_to_shape, print_layout, swizzle); dynamic error cases
    stay with the runtime layer's oracle test;
  * `eval` at a static coordinate outside the layout's shape (the typed layer rejects it at
    compile time, as CuTe's static coordinates are in range by contract);
  * the typed layer has no form for the input: `composition` of two swizzles, a composed layout
    with a dynamic swizzle-slicing input the typed layer does not take (see the reasons), or an
    expression of another kind.
"""
import json
import os
import re
import subprocess
import sys

from chunked_test import chunked_test

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
KERNEL = os.path.join(ROOT, "goldens", "oracle-cpp-kernel")
OUT = os.path.join(ROOT, "layout-core", "tests", "generated_swizzle_goldens.rs")

BITS = {"half_t": 16, "bfloat16_t": 16, "float": 32, "tfloat32_t": 32, "uint8_t": 8, "int8_t": 8}
ATOM = re.compile(r"^GMMA::Layout_(K|MN)_(INTER|SW32|SW64|SW128)_Atom<(\w+)>$")
SW = re.compile(r"^Sw<(\d+),(\d+),(-?\d+)>$")
COMPOSED = re.compile(r"^Sw<(\d+),(\d+),(-?\d+)> o (_-?\d+|-?\d+|smem_ptr\[(\d+)b\]\(unset\)) o (.+)$")
KIND = {"INTER": "Inter", "SW32": "Sw32", "SW64": "Sw64", "SW128": "Sw128"}
DIVIDES = ("logical_divide", "zipped_divide", "tiled_divide", "flat_divide")
PRODUCTS = ("logical_product", "blocked_product", "raked_product")


class Skip(Exception):
    """A case the typed layer does not take, with the reason."""


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


def has_dynamic(text):
    """Whether a printed value has a dynamic leaf (swizzle parameters, shared-memory flags and
    mixed bits are not leaves)."""
    text = re.sub(r"Sw<[^>]*>|smem_ptr\[\d+b\]\(unset\)|M_\d+\|\(\d+&\d+\)=\d+", "", text)
    return re.search(r"(?<![_\d])-?\d", text.replace("_-", "_")) is not None


def top_colon(text):
    depth = 0
    for ch in text:
        depth += ch == "("
        depth -= ch == ")"
        if ch == ":" and depth == 0:
            return True
    return False


def layout(text):
    """A layout literal `S:D`."""
    if not top_colon(text) or " o " in text:
        return None
    return f"layout!({text})"


def tiler(text):
    """A tiler: a layout literal, an integer or a tuple of layouts, integers and `_`."""
    return f"layout!({text})" if top_colon(text) else f"tile!({text})"


def int_tuple(text):
    if not re.fullmatch(r"[()_,\d-]+", text):
        raise Skip(f"`{text}` is not an IntTuple")
    return f"shape!({text})"


def template(text):
    if not re.fullmatch(r"_?\d+", text):
        raise Skip(f"template argument `{text}` is not an integer literal")
    return static_int(text.lstrip("_"))


def swizzle(text):
    s = SW.match(text)
    return s and f"Swizzle::<{static_int(s.group(1))}, {static_int(s.group(2))}, {static_int(s.group(3))}>::new()"


def composed(text):
    """A composed layout: a GMMA atom's alias or the printed form through `layout!`."""
    a = ATOM.match(text)
    if a:
        major, kind, t = a.groups()
        if t not in BITS:
            raise Skip(f"element type `{t}` has no bit width here")
        name = f"GmmaLayout{'Mn' if major == 'MN' else 'K'}{KIND[kind]}Atom"
        return f"{name}::<_{BITS[t]}>::default()"
    c = COMPOSED.match(text)
    if not c:
        return None
    return f"layout!({text})"


def parse_tuple(text):
    """A CuTe IntTuple or coordinate as nested lists of (value, is_static); `_` is None."""
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
        if text[pos] == "_" and (pos + 1 == len(text) or text[pos + 1] in ",)"):
            pos += 1
            return None
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
    if crd is None:
        return True
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
    return parse_tuple(COMPOSED.match(text).group(6).split(":")[0])


def coord(text):
    if not re.fullmatch(r"[()_,\d-]+", text):
        raise Skip(f"`{text}` is not a coordinate")
    return f"coord!({text})"


def lit(s):
    return json.dumps(s)


def show(expr, value, want):
    static = "true" if not has_dynamic(want) else "false"
    return f"k.show({lit(expr)}, {value}, {lit(want)}, {static});"


def need(value, what):
    if value is None:
        raise Skip(f"no typed form for {what}")
    return value


def emit(expr, want):
    """The statement checking one case, or `Skip(reason)`."""
    if ATOM.match(expr):
        return show(expr, composed(expr), want)
    op, args = call(expr)
    if op is None:
        raise Skip("not a call")
    arg0 = args[0] if args else ""
    if op == "composition" and len(args) == 2:
        a, b = args
        if SW.match(a) and SW.match(b):
            raise Skip("composition of two swizzles has no typed form")
        if SW.match(a):
            return show(expr, f"compose_swizzle({swizzle(a)}, {need(layout(b), b)})", want)
        if composed(a):
            return show(expr, f"composition({composed(a)}, {tiler(b)})", want)
        lhs = need(layout(a), a)
        rhs = swizzle(b) or composed(b)
        return show(expr, f"composition({lhs}, {need(rhs, b)})", want)
    if op == "eval" and len(args) == 2:
        c = need(composed(arg0), arg0)
        crd = parse_tuple(args[1])
        if not in_range(crd, shape_of(arg0)):
            raise Skip("a static coordinate outside the layout's shape does not compile")
        if not re.fullmatch(r"_?-?\d+", want):
            raise Skip("a slice through eval (see slice)")
        return f"k.value({lit(expr)}, {c}.call({coord(args[1])}), {int(want.lstrip('_'))});"
    if op in DIVIDES + PRODUCTS and len(args) == 2:
        c = need(composed(arg0), arg0)
        return show(expr, f"{c}.{op}({tiler(args[1])})", want)
    if op in ("coalesce", "flatten") and len(args) == 1:
        c = need(composed(arg0), arg0)
        f = "coalesce" if op == "coalesce" else "flatten_layout"
        return show(expr, f"{f}({c})", want)
    if op == "get" and len(args) == 2:
        c = need(composed(arg0), arg0)
        return show(expr, f"{c}.get::<{int(args[1])}>()", want)
    if op in ("shape", "size", "cosize") and len(args) == 1:
        c = need(composed(arg0), arg0)
        return show(expr, f"display({c}.{op}())", want)
    if op in ("rank", "depth") and len(args) == 1:
        c = need(composed(arg0), arg0)
        return f"k.text({lit(expr)}, format!(\"_{{}}\", {op}_of(&{c})), {lit(want)});"
    if op in ("upcast", "downcast") and len(args) == 2:
        c = need(composed(arg0), arg0)
        return show(expr, f"{op}({c}, {template(args[1])})", want)
    if op == "recast_layout" and len(args) == 3:
        c = need(composed(arg0), arg0)
        return show(expr, f"recast_layout({c}, {template(args[1])}, {template(args[2])})", want)
    if op in ("right_inverse", "left_inverse") and len(args) == 1:
        c = need(composed(arg0), arg0)
        return show(expr, f"{c}.{op}()", want)
    if op == "slice" and len(args) == 2:
        raise Skip("slice: not yet")
    if op == "print_layout" and len(args) == 1:
        c = need(composed(arg0), arg0)
        return f"k.table({lit(expr)}, &{c}, {lit(want)});"
    if op == "tile_to_shape" and len(args) in (2, 3):
        block = composed(arg0) or need(layout(arg0), arg0)
        target = int_tuple(args[1])
        if len(args) == 2:
            return show(expr, f"tile_to_shape({block}, {target})", want)
        order = args[2] if args[2] in ("LayoutLeft", "LayoutRight") else int_tuple(args[2])
        return show(expr, f"tile_to_shape_with({block}, {target}, {order})", want)
    raise Skip(f"no typed form for `{op}` with {len(args)} arguments")


def cases():
    names = sorted(n for n in os.listdir(KERNEL)
                   if n.endswith("-swizzle.jsonl") or n in ("tile_to_shape.jsonl", "named_layout.jsonl"))
    for name in names:
        for n, line in enumerate(open(os.path.join(KERNEL, name)), 1):
            if line.strip():
                yield f"{name}:{n}", json.loads(line)


# The cases go to three test crates, so that they compile in parallel: the swizzle functions
# themselves (evaluation, composition, print_layout, get), tile_to_shape and the named layout
# atoms, and the rest of the algebra on composed layouts.
FIRST = ("eval-", "composition-", "print_layout-", "get-")
TILE = ("tile_to_shape.", "named_layout.")
OUT2 = os.path.join(ROOT, "layout-core", "tests", "generated_swizzle_algebra_goldens.rs")
OUT3 = os.path.join(ROOT, "layout-core", "tests", "generated_swizzle_tile_goldens.rs")


def main():
    parts = {OUT: [], OUT2: [], OUT3: []}
    skipped = []
    for origin, case in cases():
        expr = case["expr"]
        if "expect" not in case:
            dynamic = has_dynamic(re.sub(r"^\w+\(|\)$", "", expr))
            why = ("dynamic error case: with the runtime layer's oracle" if dynamic
                   else "static error case: a compile error of the typed layer (tests/ui)")
            skipped.append((origin, expr, why))
            continue
        only = os.environ.get("SWIZZLE_GOLDENS_ONLY")
        if only and not any(expr.startswith(o) for o in only.split(",")):
            continue
        try:
            out = OUT if origin.startswith(FIRST) else OUT3 if origin.startswith(TILE) else OUT2
            parts[out].append(f"    // {origin}\n    {emit(expr, case['expect'])}")
        except Skip as why:
            skipped.append((origin, expr, str(why)))
    left_out = "\n".join(f"//   {o}: {e}\n//     {why}" for o, e, why in skipped)
    heads = {
        OUT: ("the swizzles: evaluation, composition, print_layout and get", "swizzle_goldens_typed"),
        OUT2: ("the algebra on composed layouts: divides, products, slices and recasts",
               "swizzle_algebra_goldens_typed"),
        OUT3: ("tile_to_shape and the named layout atoms", "swizzle_tile_goldens_typed"),
    }
    for out, lines in parts.items():
        what, test = heads[out]
        text = f"""// THIS IS GENERATED CODE by layout-core/tests/gen/swizzle_goldens.py: do not edit by hand.
// Golden cases of goldens/oracle-cpp-kernel on {what}, built as typed values: the printed form,
// the evaluation and every cell of print_layout must equal what CuTe printed, and a static
// result must be zero-sized.
//
// Cases left out of both swizzle golden files ({len(skipped)}), with the reason:
{left_out}
#![allow(clippy::all)]

mod golden_check;
use golden_check::{{{", ".join(n for n in ("depth_of", "rank_of") if any(n in l for l in lines))}{", " if any(("rank_of" in l or "depth_of" in l) for l in lines) else ""}Check}};
use layout_core::prelude::*;
use layout_core::{{{", ".join(m for m in ("coord", "layout", "shape", "tile") if any(m + "!" in l for l in lines))}}};

{chunked_test(test, "typed swizzle cases", lines)}"""
        open(out, "w").write(text)
        try:
            subprocess.run(["rustfmt", "--edition", "2021", out], check=False)
        except FileNotFoundError:
            print("rustfmt not found: the output is not formatted", file=sys.stderr)
        print(f"wrote {len(lines)} cases to {out}")
    print(f"left out {len(skipped)}")


if __name__ == "__main__":
    main()
