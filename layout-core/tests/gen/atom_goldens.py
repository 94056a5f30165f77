#!/usr/bin/env python3
"""Writes layout-core/tests/generated_atom_goldens.rs and generated_tiled_mma_goldens.rs (two
test crates, compiled in parallel): the golden cases of
goldens/oracle-cpp-kernel on MMA and copy atoms, tiled MMAs and tiled copies, built with the
typed layer (layout_core::atom): every printed result must equal what CuTe printed, and every
result must be zero-sized (all of these are static).

    python3 layout-core/tests/gen/atom_goldens.py     # from the workspace root

Operations (one golden file each):
  ThrID, Shape_MNK, ALayout, BLayout, CLayout            <OP as MmaTraits>::X / <OP as CopyTraits>::X
  SrcLayout, DstLayout, RefLayout                        <OP as CopyTraits>::X (bits)
  ValLayoutSrc, ValLayoutDst, ValLayoutRef               <Copy_Atom<OP,T> as CopyAtom>::X
  get_layoutA/B/C_TV, get_thr_layout_vmnk, tile_shape,   methods of make_tiled_mma(..)
  tile_size, thr_size, partition_shape_A/B/C
  get_layoutS/D_TV, Tiler_MN, TiledLayout_TV             methods of make_tiled_copy(..),
                                                         make_tiled_copy_A/B/C(..)
Cases CuTe rejects (`expect_error`) do not compile in the typed layer; each becomes a
compile-time assertion that the type does not implement its trait
(`static_assertions::assert_not_impl_any!`): `Copy_Atom<OP,T>: CopyAtom` for an atom that cannot
move `T`, `OP: CopyTraits` / `OP: MmaTraits` for an operation with template arguments it does
not take, `TiledCopy<..>: TiledCopyCore` for a tiled copy that does not use whole atoms. A
rejected tiled MMA is listed as not typed: the typed layer rejects it either at compile time
(a trait bound) or, for an inadmissible step of the algebra, with a panic, and which one is not
known from the case.

Cases that cannot be typed (a dynamic integer, a name the typed layer does not define, a
permutation mode that is a tuple, a rejected tiled MMA) are listed with the reason in the
output's header, as are the entries of UNTYPED; with the current golden files there are none.
"""
import json
import os
import re
import subprocess
import sys

from chunked_test import chunked_test

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
KERNEL = os.path.join(ROOT, "goldens", "oracle-cpp-kernel")
OUT = os.path.join(ROOT, "layout-core", "tests", "generated_atom_goldens.rs")

ATOM_OPS = ["ThrID", "Shape_MNK", "ALayout", "BLayout", "CLayout", "SrcLayout", "DstLayout",
            "RefLayout", "ValLayoutSrc", "ValLayoutDst", "ValLayoutRef"]
MMA_OPS = ["get_layoutA_TV", "get_layoutB_TV", "get_layoutC_TV", "get_thr_layout_vmnk",
           "tile_shape", "tile_size", "thr_size", "partition_shape_A", "partition_shape_B",
           "partition_shape_C"]
COPY_OPS = ["get_layoutS_TV", "get_layoutD_TV", "Tiler_MN", "TiledLayout_TV"]

# C++ value types -> Rust
VALUE_TYPES = {
    "float": "f32", "double": "f64", "half_t": "half_t", "bfloat16_t": "bfloat16_t",
    "tfloat32_t": "tfloat32_t", "uint8_t": "u8", "uint16_t": "u16", "uint32_t": "u32",
    "uint64_t": "u64", "uint128_t": "u128", "int8_t": "i8", "int16_t": "i16", "int32_t": "i32",
    "int64_t": "i64", "float_e4m3_t": "float_e4m3_t", "float_e5m2_t": "float_e5m2_t",
    "int4b_t": "int4b_t", "uint4b_t": "uint4b_t", "uint1b_t": "uint1b_t",
    "complex<double>": "complex<f64>", "complex<float>": "complex<f32>",
}
COPY_FAMILY = re.compile(r"^(UniversalCopy|AutoVectorizing|DefaultCopy|SM75_U|SM80_CP_ASYNC|SM90_U)")

# (origin, expression) -> why the case is not typed; empty while every input is static.
UNTYPED = {}

# The names the typed layer defines (operations, atoms, markers), read from its sources: a
# golden case naming anything else is listed as not typed instead of becoming a compile error.
ATOM_SRC = os.path.join(ROOT, "layout-core", "src", "atom")


def defined_names():
    names = set()
    for dirpath, _, files in os.walk(ATOM_SRC):
        for f in files:
            if f.endswith(".rs"):
                text = open(os.path.join(dirpath, f)).read()
                names.update(re.findall(r"\b(SM\d+_\w+|Universal\w+|AutoVectorizing\w+|DefaultCopy|MMA_Atom|Copy_Atom)\b", text))
    return names


DEFINED = defined_names()


class Untyped(Exception):
    pass


def split_args(text, open_="(<", close=")>"):
    """Top-level comma split."""
    depth, cur, out = 0, "", []
    for ch in text:
        if ch in open_:
            depth += 1
        elif ch in close:
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return [a.strip() for a in out]


def call(expr):
    m = re.match(r"^(\w+)\((.*)\)$", expr, re.S)
    if not m:
        raise Untyped(f"not a call: {expr}")
    return m.group(1), split_args(m.group(2))


def type_name(text):
    """A C++ type name (`Copy_Atom<UniversalCopy<uint128_t>,half_t>`) as a Rust type."""
    text = text.strip()
    if text in VALUE_TYPES:
        return VALUE_TYPES[text]
    if text.startswith("GMMA::Major::"):
        return text
    m = re.match(r"^([\w:]+)(?:<(.*)>)?$", text, re.S)
    if not m:
        raise Untyped(f"not a type name: {text}")
    name, args = m.group(1), m.group(2)
    if name not in DEFINED:
        raise Untyped(f"no typed form of `{name}`")
    if args is None:
        return name
    return f"{name}<{', '.join(type_name(a) for a in split_args(args, '<(', '>)'))}>"


def value(text):
    return f"<{type_name(text)}>::default()"


def static_text(text):
    """Every integer of a layout or tuple literal is static (`_N`)."""
    if re.search(r"(?<![_\d-])-?\d", text.replace("_-", "_")):
        raise Untyped(f"dynamic integer in {text}")
    return text


def layout_arg(text):
    return f"layout!({static_text(text)})"


def tile_arg(text):
    return f"tile!({static_text(text)})"


def is_copy_op(name):
    return bool(COPY_FAMILY.match(name))


def tiled_mma(text):
    op, args = call(text)
    if op != "make_tiled_mma" or not 1 <= len(args) <= 3:
        raise Untyped(f"not make_tiled_mma: {text}")
    if len(args) > 2:
        perm = args[2]
        if not (perm.startswith("(") and perm.endswith(")")):
            raise Untyped(f"the permutation {perm} is not a tuple of modes")
        for m in split_args(perm[1:-1], "(", ")"):
            if m.startswith("(") and ":" not in m:
                raise Untyped(f"the permutation mode {m} is a tuple, not `_`, an integer or a layout")
    atom = value(args[0])
    layout = layout_arg(args[1]) if len(args) > 1 else "X"
    perm = tile_arg(args[2]) if len(args) > 2 else "X"
    return f"make_tiled_mma({atom}, {layout}, {perm})"


def tiled_copy(text):
    op, args = call(text)
    if op == "make_tiled_copy" and len(args) == 3:
        return f"make_tiled_copy({value(args[0])}, {layout_arg(args[1])}, {layout_arg(args[2])})"
    if op in ("make_tiled_copy_A", "make_tiled_copy_B", "make_tiled_copy_C") and len(args) == 2:
        return f"{op}({value(args[0])}, {tiled_mma(args[1])})"
    raise Untyped(f"not a tiled copy: {text}")


def typed(expr):
    """(rust expression, whether the result is an IntTuple) of a golden expression."""
    op, args = call(expr)
    if op in ATOM_OPS:
        (arg,) = args
        t = type_name(arg)
        if arg.startswith("Copy_Atom<"):
            trait = "CopyAtom"
        elif is_copy_op(arg):
            trait = "CopyTraits"
        else:
            trait = "MmaTraits"
        return f"<{t} as {trait}>::{op}::default()", op == "Shape_MNK"
    if op in MMA_OPS:
        mma = tiled_mma(args[0])
        if op == "tile_size":
            return f"{mma}.tile_size::<{int(args[1])}>()", True
        if op.startswith("partition_shape_"):
            return f"{mma}.{op}(shape!({static_text(args[1])}))", True
        return f"{mma}.{op}()", op in ("tile_shape", "thr_size")
    if op in COPY_OPS:
        copy = tiled_copy(args[0])
        method = {"Tiler_MN": "tiler_mn", "TiledLayout_TV": "tiled_layout_tv"}.get(op, op)
        return f"{copy}.{method}()", op == "Tiler_MN"
    raise Untyped(f"unknown operation {op}")


def rejected(expr):
    """The compile-time assertion that an `expect_error` case does not type."""
    op, args = call(expr)
    if op in ATOM_OPS:
        trait = ("CopyAtom" if args[0].startswith("Copy_Atom<")
                 else "CopyTraits" if is_copy_op(args[0]) else "MmaTraits")
        return f"assert_not_impl_any!({type_name(args[0])}: {trait});"
    if op in COPY_OPS:
        inner, iargs = call(args[0])
        atom = type_name(iargs[0])
        if inner == "make_tiled_copy":
            thr, val = (f"Layout![{static_text(a)}]" for a in iargs[1:])
            return f"assert_not_impl_any!(TiledCopyOf<{atom}, {thr}, {val}>: TiledCopyCore);"
        operand = inner[-1]
        mma = tiled_mma_type(iargs[1])
        return (f"assert_not_impl_any!(TiledCopy<{atom}, Layout{operand}_TV<{mma}>, "
                f"Picked<Operand{operand}, TileShapeMNK<{mma}>>>: TiledCopyCore);")
    raise Untyped("a rejected tiled MMA (compile error or panic, see the module doc)")


def tiled_mma_type(text):
    """The type `make_tiled_mma(..)` returns (for the assertions on rejected cases)."""
    return f"TiledMmaOf<{type_name(call(text)[1][0])}, {mma_layout_type(text)}, {mma_perm_type(text)}>"


def mma_layout_type(text):
    args = call(text)[1]
    return f"Layout![{static_text(args[1])}]" if len(args) > 1 else "Underscore"


def mma_perm_type(text):
    """The type of a permutation `(_,_512,(_8,_2):(_2,_1))`: a tuple of `Underscore`, `_N` and
    `Layout![..]`."""
    args = call(text)[1]
    if len(args) < 3:
        return "Underscore"
    perm = static_text(args[2])
    if not (perm.startswith("(") and perm.endswith(")")) or ":" in split_args(perm[1:-1], "(", ")")[0] and False:
        raise Untyped(f"permutation {perm} is not a tuple")
    modes = []
    for m in split_args(perm[1:-1], "(", ")"):
        if m == "_":
            modes.append("Underscore")
        elif re.fullmatch(r"_\d+", m):
            modes.append(m)
        else:
            modes.append(f"Layout![{m}]")
    return "(" + ", ".join(modes) + ("," if len(modes) == 1 else "") + ")"


def cases():
    for op in ATOM_OPS + MMA_OPS + COPY_OPS:
        name = f"{op}.jsonl"
        for n, line in enumerate(open(os.path.join(KERNEL, name)), 1):
            if line.strip():
                yield f"{name}:{n}", json.loads(line)


# The cases go to two test crates, so that they compile in parallel: the atoms and tiled
# copies, and the tiled MMAs.
OUT2 = os.path.join(ROOT, "layout-core", "tests", "generated_tiled_mma_goldens.rs")


def main():
    parts = {OUT: ([], []), OUT2: ([], [])}
    untyped = []
    for origin, case in cases():
        expr = case["expr"]
        out = OUT2 if origin.split(".")[0] in MMA_OPS else OUT
        shown, rejects = parts[out]
        try:
            if case.get("expect_error"):
                rejects.append(f"// {origin}: {expr}\n{rejected(expr)}")
            else:
                rust, is_tuple = typed(expr)
                got = f"display({rust})" if is_tuple else rust
                shown.append(f"    // {origin}\n    k.show({json.dumps(expr)}, {got}, {json.dumps(case['expect'])}, true);")
        except Untyped as e:
            untyped.append(f"// {origin}: {expr}: {e}")
    for (origin, expr), why in sorted(UNTYPED.items()):
        untyped.append(f"// {origin}: {expr}: {why}")
    untyped_text = "\n".join(untyped) if untyped else "// (none: every input is static)"
    heads = {
        OUT: ("MMA and copy atoms and tiled copies", "atom_goldens_typed", "typed atom cases"),
        OUT2: ("tiled MMAs", "tiled_mma_goldens_typed", "typed tiled MMA cases"),
    }
    for out, (shown, rejects) in parts.items():
        what, test, cases_name = heads[out]
        text = f"""// THIS IS GENERATED CODE by layout-core/tests/gen/atom_goldens.py: do not edit by hand.
// Golden cases of goldens/oracle-cpp-kernel on {what}, built with the typed layer: the printed
// result must equal what CuTe printed and be zero-sized. Cases CuTe rejects are compile-time
// assertions that the typed form does not implement its trait.
//
// Cases not typed (of both atom golden files):
{untyped_text}
#![allow(clippy::all)]

mod golden_check;
use golden_check::Check;
use layout_core::atom::*;
use layout_core::prelude::*;
use layout_core::{{{", ".join(m for m in ("layout", "shape", "tile", "Layout") if any(m + "!" in l for l in shown + rejects))}}};
{"use static_assertions::assert_not_impl_any;" if rejects else ""}

// Cases CuTe rejects: the typed form does not implement its trait ({len(rejects)}).
{chr(10).join(rejects)}

{chunked_test(test, cases_name, shown)}"""
        open(out, "w").write(text)
        try:
            subprocess.run(["rustfmt", "--edition", "2021", out], check=True)
        except FileNotFoundError:
            print("rustfmt not found: the output is not formatted", file=sys.stderr)
        print(f"wrote {len(shown)} cases and {len(rejects)} rejected cases to {out}"
              + (f"; {len(untyped)} not typed" if untyped else ""))


if __name__ == "__main__":
    main()
