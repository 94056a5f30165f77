#!/usr/bin/env python3
"""Writes layout-core/tests/generated_layout_ops.rs: differential cases of the typed layer's
coalesce, filter, structural ops (append, prepend, select, take, group, flatten), slice, recast
and max_common_vector/max_common_layout against the runtime layer.

Each case builds a random layout with random static/dynamic marks, applies one operation
through the typed layer and through the runtime layer (the reference), and compares the
printed results. Only inputs that CuTe accepts statically are generated (a static
precondition failure would not compile); dynamic failures are compared as errors.

Run from anywhere:  python3 layout-core/tests/gen/layout_ops.py
(or scripts/regen-tests.sh, which runs every generator)
"""
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli import cli_path  # noqa: E402

SEED = 20261122
CASES_PER_FN = 40
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "generated_layout_ops.rs")

NAMED_NEG = 32
NAMED_POS = set(range(0, 257)) | {2 ** k for k in range(9, 20)}


class Leaf:
    def __init__(self, v, st):
        self.v, self.st = v, st


def rust_static(v):
    if v in NAMED_POS:
        return "_%d" % v
    if -NAMED_NEG <= v < 0:
        return "_m%d" % -v
    u = "UTerm"
    for bit in bin(abs(v))[2:]:
        u = "UInt<%s, B%s>" % (u, bit)
    return "s::<%s<%s>>()" % ("PInt" if v > 0 else "NInt", u)


def rust(t):
    """A tree of Leaf / tuples / '_' as a Rust expression."""
    if t == "_":
        return "X"
    if isinstance(t, Leaf):
        return rust_static(t.v) if t.st else str(t.v)
    if len(t) == 1:
        return "(%s,)" % rust(t[0])
    return "(%s)" % ", ".join(rust(x) for x in t)


def text(t):
    """The same tree in the expression language."""
    if t == "_":
        return "_"
    if isinstance(t, Leaf):
        return ("_%d" if t.st else "%d") % t.v
    return "(%s)" % ",".join(text(x) for x in t)


def leaves(t):
    if isinstance(t, Leaf):
        return [t]
    out = []
    for x in t:
        out += leaves(x)
    return out


def modes(t):
    return [t] if isinstance(t, Leaf) else list(t)


class Gen:
    def __init__(self, rng):
        self.r = rng

    def mark(self, v, p_static=0.6):
        return Leaf(v, self.r.random() < p_static)

    def shape(self, depth=2, max_rank=4):
        r = self.r
        if depth == 0 or r.random() < 0.35:
            return self.mark(r.choice([1, 1, 2, 2, 3, 4, 4, 5, 6, 7, 8]))
        return tuple(self.shape(depth - 1, 3) for _ in range(r.randint(1, max_rank)))

    def stride_for(self, shape):
        """A stride congruent with `shape`: compact (col- or row-major), with random tweaks."""
        r = self.r
        ls = leaves(shape)
        order = list(range(len(ls)))
        kind = r.random()
        if kind < 0.25:
            r.shuffle(order)
        elif kind < 0.4:
            order.reverse()
        vals = [0] * len(ls)
        cur = 1
        for i in order:
            vals[i] = cur
            cur *= ls[i].v
        if r.random() < 0.3:
            vals = [r.choice([0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32]) for _ in ls]
        if r.random() < 0.1:
            vals = [v if r.random() < 0.8 else -r.choice([1, 2, 4]) for v in vals]
        it = iter(vals)

        def build(s):
            if isinstance(s, Leaf):
                return self.mark(next(it))
            return tuple(build(x) for x in s)

        return build(shape)

    def layout(self, depth=2, max_rank=4, max_leaves=8):
        while True:
            s = self.shape(depth, max_rank)
            if len(leaves(s)) <= max_leaves:
                return s, self.stride_for(s)


def lay_rust(l):
    return "Layout::new(%s, %s)" % (rust(l[0]), rust(l[1]))


def lay_text(l):
    return "%s:%s" % (text(l[0]), text(l[1]))


def idx(i):
    return "_%d" % i


def main():
    rng = random.Random(SEED)
    g = Gen(rng)
    cases = []  # (typed rust expression producing a String, runtime expression)

    def plain(typed, expr):
        cases.append(("c(&%s, %r);" % (typed, expr)))

    def fallible(typed, expr):
        cases.append(("cr(%s, %r);" % (typed, expr)))

    for _ in range(220):
        l = g.layout(3, 4)
        plain("coalesce(%s)" % lay_rust(l), "coalesce(%s)" % lay_text(l))
    for _ in range(90):
        l = g.layout(2, 4)
        prof = profile(g, l[0])
        plain("coalesce_with(%s, %s)" % (lay_rust(l), rust(prof)),
              "coalesce(%s,%s)" % (lay_text(l), text(prof)))
    for _ in range(160):
        l = g.layout(3, 4)
        plain("filter(%s)" % lay_rust(l), "filter(%s)" % lay_text(l))
    for op in ("append", "prepend"):
        for _ in range(60):
            a, b = g.layout(2, 3), g.layout(1, 2)
            plain("%s(%s, %s)" % (op, lay_rust(a), lay_rust(b)),
                  "%s(%s,%s)" % (op, lay_text(a), lay_text(b)))
    for _ in range(80):
        l = g.layout(2, 4)
        r = len(modes(l[0]))
        ix = [rng.randrange(r) for _ in range(rng.randint(1, 4))]
        plain("select(%s, (%s,))" % (lay_rust(l), ", ".join(idx(i) for i in ix)),
              "select(%s,(%s))" % (lay_text(l), ",".join(str(i) for i in ix)))
    for _ in range(80):
        l = g.layout(2, 4)
        r = len(modes(l[0]))
        b = rng.randrange(r)
        e = rng.randint(b + 1, r)
        plain("take(%s, %s, %s)" % (lay_rust(l), idx(b), idx(e)),
              "take(%s,%d,%d)" % (lay_text(l), b, e))
    for _ in range(80):
        l = g.layout(2, 4)
        r = len(modes(l[0]))
        b = rng.randint(0, r)
        e = rng.randint(b, r)
        plain("group(%s, %s, %s)" % (lay_rust(l), idx(b), idx(e)),
              "group(%s,%d,%d)" % (lay_text(l), b, e))
    for _ in range(60):
        l = g.layout(3, 3)
        plain("flatten_layout(%s)" % lay_rust(l), "flatten(%s)" % lay_text(l))
    for _ in range(130):
        l = g.layout(3, 4)
        c = coord(g, l[0], top=True)
        plain("slice(%s, %s)" % (rust(c), lay_rust(l)), "slice(%s,%s)" % (text(c), lay_text(l)))
    n_up = 0
    while n_up < 110:
        l = g.layout(2, 4)
        n = rng.choice([2, 2, 4, 8])
        if not upcast_ok(l, n):
            continue
        n_up += 1
        fallible("try_upcast(%s, _%d)" % (lay_rust(l), n), "upcast(%s,%d)" % (lay_text(l), n))
    n_down = 0
    while n_down < 90:
        l = g.layout(2, 4)
        if not any(x.st and x.v == 1 for x in leaves(l[1])):
            continue
        n = rng.choice([2, 4, 8])
        n_down += 1
        plain("downcast(%s, _%d)" % (lay_rust(l), n), "downcast(%s,%d)" % (lay_text(l), n))
    n_re = 0
    while n_re < 90:
        l = g.layout(2, 4)
        old, new = rng.choice([8, 16, 32, 64]), rng.choice([4, 8, 16, 32, 64])
        if not recast_ok(l, old, new):
            continue
        n_re += 1
        fallible("try_recast_layout(%s, _%d, _%d)" % (lay_rust(l), old, new),
                 "recast_layout(%s,%d,%d)" % (lay_text(l), old, new))
    n_vec = 0
    while n_vec < 140:
        a = g.layout(2, 3, 6)
        b = similar(g, a)
        op = "max_common_vector" if n_vec % 2 == 0 else "max_common_layout"
        expr = "%s(%s,%s)" % (op, lay_text(a), lay_text(b))
        if runtime(expr).startswith("error"):
            continue  # composition errors: static ones would not compile
        n_vec += 1
        typed = "try_%s(%s, %s)" % (op, lay_rust(a), lay_rust(b))
        if op == "max_common_vector":
            typed += ".map(display)"
        fallible(typed, expr)
    write(cases)


def similar(g, a):
    """A layout like `a` (same shape, often the same strides) with fresh static/dynamic marks."""
    r = g.r
    s = remark(g, a[0], 0.8)
    if r.random() < 0.6:
        return s, remark(g, a[1], 0.8)
    return s, g.stride_for(s)


def remark(g, t, p_static):
    if isinstance(t, Leaf):
        return Leaf(t.v, t.st if g.r.random() < 0.7 else g.r.random() < p_static)
    return tuple(remark(g, x, p_static) for x in t)


def runtime(expr):
    """The runtime layer's answer (the layout-cli binary of this workspace)."""
    p = subprocess.run([cli_path(), expr], capture_output=True, text=True)
    return (p.stdout + p.stderr).strip()


def profile(g, shape):
    """A coalesce profile for `shape`: an integer, or a tuple of rank <= rank(shape)."""
    r = g.r
    if r.random() < 0.25:
        return g.mark(r.choice([1, 2]))
    ms = modes(shape)
    k = r.randint(1, len(ms))
    out = []
    for m in ms[:k]:
        if isinstance(m, tuple) and r.random() < 0.4:
            out.append(profile(g, m))
        else:
            out.append(g.mark(1))
    return tuple(out)


def coord(g, shape, top=False):
    """A slice coordinate with `_` for `shape`."""
    r = g.r
    x = r.random()
    if top and x < 0.08:
        return "_"
    if top and x < 0.14:
        return g.mark(0)
    if isinstance(shape, Leaf):
        return "_" if r.random() < 0.5 else g.mark(r.randrange(max(shape.v, 1)))
    if not top and x < 0.3:
        return "_"
    if not top and x < 0.45:
        return g.mark(0)
    return tuple(coord(g, m) for m in shape)


def up_leaf(s, d, n):
    if d.st and d.v == 0:
        return s, d
    if d.st:
        a = abs(d.v)
        q = -(-n // a)
        ns = Leaf(-(-s.v // q), s.st)
        sign = 1 if d.v > 0 else -1
        return ns, Leaf(sign * (-(-a // n)), True)
    return s, Leaf(d.v // n if d.v % n == 0 else d.v, False)


def upcast_ok(l, n):
    return all(d.v % n == 0 or n % abs(d.v) == 0
               for d in leaves(l[1]) if d.st and d.v != 0)


def recast_ok(l, old, new):
    from math import gcd
    g = gcd(new, old)
    num, den = new // g, old // g
    if num != 1:
        if not upcast_ok(l, num):
            return False
        strides = [up_leaf(s, d, num)[1] for s, d in zip(leaves(l[0]), leaves(l[1]))]
    else:
        strides = leaves(l[1])
    if den != 1:
        return any(d.st and d.v == 1 for d in strides)
    return True


HEADER = """// THIS IS GENERATED CODE by layout-core/tests/gen/layout_ops.py (seed {seed}); do not edit.
//! Differential tests of the typed layer against the runtime layer: {n} random cases
//! (coalesce, coalesce with a profile, filter, append, prepend, select, take, group, flatten,
//! slice, upcast, downcast, recast_layout, max_common_vector, max_common_layout) with random
//! static/dynamic marks.
#![allow(clippy::all)]

use layout_core::prelude::*;
use layout_core::runtime::evaluate;
#[allow(unused_imports)]
use layout_core::typenum::{{NInt, PInt, UInt, UTerm, B0, B1}};

/// A static integer value from its typenum type.
#[allow(dead_code)]
fn s<T: Default>() -> T {{
    T::default()
}}

/// The runtime layer's printed result, or `error` when it rejects the input.
fn rt(expr: &str) -> String {{
    match evaluate(expr) {{
        Ok(v) => v.to_string(),
        Err(_) => "error".to_string(),
    }}
}}

/// Checks a typed result against the runtime layer (through `dyn Display`, so that each case
/// only instantiates the operation itself).
fn c(typed: &dyn core::fmt::Display, expr: &str) {{
    assert_eq!(typed.to_string(), rt(expr), "{{expr}}");
}}

/// Checks a fallible typed result: an error must be an error of the runtime layer too.
#[allow(dead_code)]
fn cr<T: core::fmt::Display>(r: Result<T, AlgebraError>, expr: &str) {{
    match r {{
        Ok(v) => c(&v, expr),
        Err(_) => assert_eq!("error", rt(expr), "{{expr}}"),
    }}
}}
"""


def write(cases):
    out = [HEADER.format(seed=SEED, n=len(cases))]
    for k in range(0, len(cases), CASES_PER_FN):
        out.append("\n#[test]\nfn cases_%03d() {\n" % (k // CASES_PER_FN))
        for case in cases[k:k + CASES_PER_FN]:
            out.append("    %s\n" % case)
        out.append("}\n")
    src = "".join(out).replace("'", '"')
    with open(OUT, "w") as f:
        f.write(src)
    subprocess.run(["rustfmt", "--edition", "2021", OUT], check=True)
    print("wrote %d cases to %s" % (len(cases), os.path.normpath(OUT)))


if __name__ == "__main__":
    main()
