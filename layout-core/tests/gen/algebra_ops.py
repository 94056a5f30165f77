#!/usr/bin/env python3
"""Differential tests of composition, complement, the inverses, the divides and the products:
typed layer vs runtime layer.

Writes layout-core/tests/generated_<family>.rs from random layouts with random
static/dynamic marks (fixed seed). A case is kept only when the runtime layer (through
`layout-cli -`) accepts it: rejected inputs are mostly static precondition failures, which
are compile errors in the typed layer (covered by the trybuild suite).

Usage (from anywhere; builds layout-cli first):
    python3 layout-core/tests/gen/algebra_ops.py [--check] [FAMILY ...]
(or scripts/regen-tests.sh, which runs every generator). CuTe's own printed results of these
ops (the golden cases) are tested by generated_goldens.rs (goldens.py).
"""
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli import cli_path  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
OUT = os.path.join(ROOT, "layout-core", "tests")

# family -> (ops, number of cases)
FAMILIES = {
    "composition": 260,
    "complement": 200,
    "inverse": 180,
    "divide": 200,
    "product": 200,
}
PER_FN = 40


class Leaf:
    def __init__(self, v, st):
        self.v, self.st = v, st

    def text(self):
        return f"_{self.v}" if self.st else f"{self.v}"

    def rust(self):
        if not self.st:
            return f"{self.v}"
        if self.v <= 256:
            return f"_{self.v}"
        if self.v <= 1024:
            return f"layout_core::typenum::consts::P{self.v}::new()"
        raise TooBig()


class TooBig(Exception):
    pass


def tup_text(t):
    if isinstance(t, Leaf):
        return t.text()
    return "(" + ",".join(tup_text(x) for x in t) + ")"


def tup_rust(t):
    if isinstance(t, Leaf):
        return t.rust()
    inner = ", ".join(tup_rust(x) for x in t)
    return "(" + inner + ("," if len(t) == 1 else "") + ")"


class Lay:
    def __init__(self, s, d):
        self.s, self.d = s, d

    def text(self):
        return tup_text(self.s) + ":" + tup_text(self.d)

    def rust(self):
        return f"Layout::new({tup_rust(self.s)}, {tup_rust(self.d)})"


def leaves(t):
    return [t] if isinstance(t, Leaf) else [l for x in t for l in leaves(x)]


def size(t):
    n = 1
    for l in leaves(t):
        n *= l.v
    return n


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)

    def mark(self, p_static):
        return self.r.random() < p_static

    def shape(self, depth, p_static, vals=(1, 2, 2, 3, 4, 4, 6, 8)):
        r = self.r
        if depth == 0 or r.random() < 0.35:
            return Leaf(r.choice(vals), self.mark(p_static))
        n = r.choice([1, 2, 2, 2, 3])
        return [self.shape(depth - 1, p_static, vals) for _ in range(n)]

    def like(self, shape, f):
        if isinstance(shape, Leaf):
            return f(shape)
        return [self.like(x, f) for x in shape]

    def layout(self, p_static, depth=2, kind=None):
        r = self.r
        s = self.shape(depth, p_static)
        kind = kind or r.choice(["compact", "compact", "random", "rowmajor"])
        ls = leaves(s)
        if kind == "random":
            vals = [0, 1, 1, 2, 3, 4, 6, 8, 12, 16]
            ds = [Leaf(r.choice(vals), self.mark(p_static)) for _ in ls]
        else:
            order = list(range(len(ls)))
            if kind == "rowmajor":
                order.reverse()
            if r.random() < 0.3:
                r.shuffle(order)
            cur = r.choice([1, 1, 1, 2])
            dv = [0] * len(ls)
            for k in order:
                dv[k] = cur
                cur *= ls[k].v
            ds = [Leaf(v, self.mark(p_static)) for v in dv]
        it = iter(ds)
        d = self.like(s, lambda _: next(it))
        return Lay(s, d)

    def tiler(self, a, p_static):
        """A tiler for layout a: a layout, or a tuple of layouts / ints / _ per mode."""
        r = self.r
        if isinstance(a.s, Leaf) or r.random() < 0.4:
            return self.sublayout(size(a.s), p_static)
        n = r.randint(1, len(a.s))
        items = []
        for k in range(n):
            m = size(a.s[k])
            c = r.random()
            if c < 0.15:
                items.append("_")
            elif c < 0.35:
                divs = [x for x in range(1, m + 1) if m % x == 0]
                items.append(Leaf(r.choice(divs), self.mark(p_static)))
            else:
                items.append(self.sublayout(m, p_static))
        return items

    def sublayout(self, n, p_static):
        r = self.r
        divs = [x for x in range(1, n + 1) if n % x == 0]
        k = r.choice(divs)
        stride = r.choice([1, 1, 2, max(1, n // k)])
        if r.random() < 0.3 and k % 2 == 0 and k > 2:
            return Lay([Leaf(2, self.mark(p_static)), Leaf(k // 2, self.mark(p_static))],
                       [Leaf(stride, self.mark(p_static)), Leaf(2 * stride, self.mark(p_static))])
        return Lay(Leaf(k, self.mark(p_static)), Leaf(stride, self.mark(p_static)))


def tiler_text(t):
    if isinstance(t, (Lay, Leaf)):
        return t.text()
    if t == "_":
        return "_"
    return "(" + ",".join(tiler_text(x) for x in t) + ")"


def tiler_rust(t):
    if isinstance(t, (Lay, Leaf)):
        return t.rust()
    if t == "_":
        return "X"
    inner = ", ".join(tiler_rust(x) for x in t)
    return "(" + inner + ("," if len(t) == 1 else "") + ")"


def candidates(family, g):
    r = g.r
    p = r.choice([0.0, 0.5, 0.8, 1.0, 1.0])
    if family == "composition":
        a = g.layout(p)
        if r.random() < 0.6:
            b = g.sublayout(size(a.s), p) if r.random() < 0.5 else g.layout(p, depth=1)
            return (f"composition({a.text()},{b.text()})", f"try_composition({a.rust()}, {b.rust()})")
        t = g.tiler(a, p)
        return (f"composition({a.text()},{tiler_text(t)})", f"try_composition({a.rust()}, {tiler_rust(t)})")
    if family == "complement":
        a = g.layout(p, depth=1)
        if r.random() < 0.3:
            return (f"complement({a.text()})", f"try_complement({a.rust()})")
        m = Leaf(r.choice([8, 16, 24, 32, 48, 64, 96, 128]), g.mark(p))
        return (f"complement({a.text()},{m.text()})", f"try_complement_to({a.rust()}, {m.rust()})")
    if family == "inverse":
        a = g.layout(p)
        op = r.choice(["right_inverse", "left_inverse"])
        return (f"{op}({a.text()})", f"try_{op}({a.rust()})")
    if family == "divide":
        a = g.layout(p)
        op = r.choice(["logical_divide", "zipped_divide", "tiled_divide", "flat_divide"])
        t = g.tiler(a, p)
        return (f"{op}({a.text()},{tiler_text(t)})", f"try_{op}({a.rust()}, {tiler_rust(t)})")
    if family == "product":
        a = g.layout(p, depth=1)
        op = r.choice(["logical_product", "zipped_product", "tiled_product", "flat_product",
                       "blocked_product", "raked_product"])
        if op in ("blocked_product", "raked_product") or r.random() < 0.6:
            b = g.layout(p, depth=1)
            return (f"{op}({a.text()},{b.text()})", f"try_{op}({a.rust()}, {b.rust()})")
        t = g.tiler(a, p)
        t = [x if not isinstance(x, Lay) else g.layout(p, depth=1) for x in t] if isinstance(t, list) else t
        return (f"{op}({a.text()},{tiler_text(t)})", f"try_{op}({a.rust()}, {tiler_rust(t)})")
    raise ValueError(family)


def run_cli(exprs):
    p = subprocess.run([cli_path(), "-"], input="\n".join(exprs) + "\n", capture_output=True, text=True)
    return p.stdout.split("\n")[: len(exprs)]


def generate(family, n, seed):
    g = Gen(seed)
    out, seen = [], set()
    for _ in range(60):
        batch = []
        while len(batch) < 400:
            try:
                e, rs = candidates(family, g)
            except TooBig:
                continue
            if e in seen:
                continue
            seen.add(e)
            batch.append((e, rs))
        res = run_cli([e for e, _ in batch])
        for (e, rs), got in zip(batch, res):
            if not got.startswith("error") and len(out) < n:
                out.append((e, rs))
        if len(out) >= n:
            break
    return out


def render(family, cases):
    lines = [
        "// THIS IS GENERATED CODE by layout-core/tests/gen/algebra_ops.py; do not edit.",
        f"//! Differential tests ({family}): the typed layer prints exactly like the runtime layer.",
        "#![allow(clippy::all)]",
        "use layout_core::prelude::*;",
        "use layout_core::runtime::evaluate;",
        "",
        "#[track_caller]",
        "fn c<T: core::fmt::Display>(typed: Result<T, AlgebraError>, expr: &str) {",
        "    let want = evaluate(expr).map(|v| v.to_string()).map_err(|e| e.to_string());",
        "    let got = typed.map(|v| v.to_string()).map_err(|e| e.to_string());",
        "    assert_eq!(got.ok(), want.ok(), \"{expr}\");",
        "}",
    ]
    for k in range(0, len(cases), PER_FN):
        lines.append("")
        lines.append("#[test]")
        lines.append(f"fn {family}_{k // PER_FN}() {{")
        for e, rs in cases[k:k + PER_FN]:
            lines.append(f"    c({rs}, \"{e}\");")
        lines.append("}")
    return "\n".join(lines) + "\n"


def rustfmt(text):
    p = subprocess.run(["rustfmt", "--edition", "2021", "--emit", "stdout"], input=text,
                       capture_output=True, text=True, check=True)
    return p.stdout


def main():
    check = "--check" in sys.argv
    only = [a for a in sys.argv[1:] if not a.startswith("--")]
    bad = False
    for i, (family, n) in enumerate(FAMILIES.items()):
        if only and family not in only:
            continue
        cases = generate(family, n, 20261122 + i)
        text = rustfmt(render(family, cases))
        path = os.path.join(OUT, f"generated_{family}.rs")
        if check:
            if not os.path.exists(path) or open(path).read() != text:
                print(f"{path} is out of date", file=sys.stderr)
                bad = True
        else:
            with open(path, "w") as f:
                f.write(text)
            print(f"{path}: {len(cases)} cases")
    sys.exit(1 if bad else 0)


# ------------------------------------------------------------------------------------------
# A parser of the expression notation (EXPRESSIONS.md) into Leaf / Lay / lists, used by
# inadmissible.py.


class Parser:
    def __init__(self, text):
        self.t, self.i = text.replace(" ", ""), 0

    def peek(self):
        return self.t[self.i] if self.i < len(self.t) else ""

    def eat(self, c):
        if self.peek() != c:
            raise ValueError(f"expected {c} at {self.i} in {self.t}")
        self.i += 1

    def number(self):
        j = self.i
        if self.peek() == "-":
            self.i += 1
        while self.peek().isdigit():
            self.i += 1
        return int(self.t[j:self.i])

    def primary(self):
        c = self.peek()
        if c == "(":
            self.eat("(")
            items = []
            if self.peek() != ")":
                items.append(self.element())
                while self.peek() == ",":
                    self.eat(",")
                    items.append(self.element())
            self.eat(")")
            return items
        if c == "_":
            self.i += 1
            if self.peek().isdigit() or self.peek() == "-":
                return Leaf(self.number(), True)
            return "_"
        return Leaf(self.number(), False)

    def element(self):
        p = self.primary()
        if self.peek() == ":":
            self.eat(":")
            return Lay(p, self.primary())
        return p

    def call(self):
        j = self.i
        while self.peek().isalpha() or self.peek() == "_":
            self.i += 1
        name = self.t[j:self.i]
        self.eat("(")
        args = [self.element()]
        while self.peek() == ",":
            self.eat(",")
            args.append(self.element())
        self.eat(")")
        return name, args


if __name__ == "__main__":
    main()
