#!/usr/bin/env python3
"""Times pycute (the Python reference implementation of CuTe's layout algebra) on the golden
suite, per operation kind, to compare with the Rust runtime algebra (`oracle-bench`).

    python3 scripts/bench_runtime.py --pycute /path/to/cutlass/python [--rounds N] [--warmup N]
        [--json OUT] [--timed-exprs OUT] [--rust-json RUST.json] [DIR ...]
    python3 scripts/bench_runtime.py --compare PYCUTE.json RUST.json

pycute is not on PyPI: it is the `python/pycute` folder of NVIDIA CUTLASS; `--pycute` names the
directory that contains the `pycute` package. Every `*.jsonl` file in the directories (default
`goldens/oracle` and `goldens/oracle-cpp`, or `LAYOUT_ORACLE_DIRS`, as for the oracle test)
is read; each expression is parsed first and translated into one pycute call; then only the
calls are timed (warm-up rounds, then timed rounds; per op the fastest round, or with `--stat
median` the median; the garbage collector is off while timing, as `timeit` does). Batches are
timed on the thread's CPU-time clock (`--clock cpu`, the default: time while other processes
run is not counted) or on the wall clock (`--clock wall`); the whole pass is given in both.
Static/dynamic marks are dropped (pycute has only ints) and `_` becomes None. Cases pycute
cannot express (an op it lacks, `LayoutRight`, a nested call) are skipped and counted. A call
that raises is timed like any other (CuTe's errors are results too).

`--timed-exprs` writes the expressions that were timed, one per line (for `oracle-bench
--only`); `--rust-json` reads `oracle-bench --json` output and prints the side-by-side table
(markdown) instead of the pycute table; `--compare` prints that table from two saved results.
"""

import argparse
import gc
import json
import operator
import os
import sys
import time
from pathlib import Path

# ----------------------------------------------------------------------------------------------
# The expression language (docs/EXPRESSIONS.md) into Python values for pycute


class Call:
    """A call `name(args)` of the expression language."""

    def __init__(self, name, args):
        self.name, self.args = name, args


LAYOUT_LEFT, LAYOUT_RIGHT = "LayoutLeft", "LayoutRight"


class Parser:
    """Recursive descent over the grammar of the expression language; `_N` and `N` both become
    ints, `_` becomes None, `S:D` a pycute Layout, a tuple a Python tuple."""

    def __init__(self, text, layout_cls):
        self.s, self.i, self.layout = text, 0, layout_cls

    def fail(self, what):
        raise ValueError(f"at {self.i}: expected {what} in {self.s!r}")

    def peek(self):
        while self.i < len(self.s) and self.s[self.i].isspace():
            self.i += 1
        return self.s[self.i] if self.i < len(self.s) else ""

    def eat(self, c):
        if self.peek() != c:
            self.fail(repr(c))
        self.i += 1

    def parse(self):
        e = self.expr()
        if self.peek():
            self.fail("end of input")
        return e

    def expr(self):
        t = self.term()
        if self.peek() == ":":
            self.i += 1
            d = self.term()
            if isinstance(t, Call) or isinstance(d, Call):
                raise ValueError("a layout built from calls")
            return self.layout(t, d)
        return t

    def items(self):
        self.eat("(")
        out = []
        if self.peek() == ")":
            self.i += 1
            return out
        while True:
            out.append(self.expr())
            c = self.peek()
            self.i += 1
            if c == ")":
                return out
            if c != ",":
                self.i -= 1
                self.fail("',' or ')'")

    def term(self):
        c = self.peek()
        if c == "(":
            return tuple(self.items())
        if c == "_":
            self.i += 1
            nxt = self.s[self.i:self.i + 1]
            if nxt == "-" or nxt.isdigit():
                return self.number()
            return None
        if c == "-" or c.isdigit():
            return self.number()
        if c.isalpha():
            j = self.i
            while self.i < len(self.s) and (self.s[self.i].isalnum() or self.s[self.i] == "_"):
                self.i += 1
            name = self.s[j:self.i]
            if name in (LAYOUT_LEFT, LAYOUT_RIGHT):
                return name
            if self.peek() != "(":
                self.fail("'(' after a name")
            return Call(name, self.items())
        self.fail("a value")

    def number(self):
        j = self.i
        if self.s[self.i] == "-":
            self.i += 1
        while self.i < len(self.s) and self.s[self.i].isdigit():
            self.i += 1
        if j == self.i or self.s[j:self.i] == "-":
            self.fail("digits")
        return int(self.s[j:self.i])


# ----------------------------------------------------------------------------------------------
# One pycute call per case


class Skip(Exception):
    """The case has no pycute equivalent."""


def translate(call, pc):
    """(function, args) of the pycute call for a parsed top-level call; raises Skip."""
    name, a = call.name, call.args
    is_layout = pc.is_layout

    def nested(x):
        if isinstance(x, Call):
            return True
        return isinstance(x, tuple) and any(nested(y) for y in x)

    if any(nested(x) for x in a):
        raise Skip("nested call")
    if any(isinstance(x, str) for x in a) and name != "make_layout":
        raise Skip("LayoutLeft/LayoutRight argument")
    n = len(a)

    def need(cond):
        if not cond:
            raise Skip(f"{name}: argument form pycute lacks")

    if name in ("composition", "logical_divide", "zipped_divide", "tiled_divide",
                "logical_product", "zipped_product", "tiled_product"):
        need(n == 2 and is_layout(a[0]))
        return getattr(pc, name), (a[0], a[1])
    if name in ("right_inverse", "left_inverse", "cosize"):
        need(n == 1 and is_layout(a[0]))
        return getattr(pc, name), (a[0],)
    if name in ("coalesce", "filter"):
        need(n in (1, 2) and is_layout(a[0]))
        return getattr(pc, name), tuple(a)
    if name == "complement":
        need(n in (1, 2) and is_layout(a[0]))
        if n == 1:  # CuTe: complement(L) = complement(L, cosize(L)); pycute's default is 1
            return complement_cosize, (a[0],)
        cot = a[1] if isinstance(a[1], int) else pc.product(a[1])
        return pc.complement, (a[0], cot)
    if name == "size":
        need(n == 1)
        return pc.size, (a[0],)
    if name == "rank":  # pycute's rank is len(); an integer has none
        need(n == 1 and (is_layout(a[0]) or isinstance(a[0], tuple)))
        return len, (a[0],)
    if name in ("shape", "stride"):
        need(n == 1 and is_layout(a[0]))
        return operator.attrgetter(name), (a[0],)
    if name == "get":
        need(n >= 2 and (is_layout(a[0]) or isinstance(a[0], tuple))
             and all(isinstance(i, int) for i in a[1:]))
        if n == 2:
            return operator.getitem, (a[0], a[1])
        return get_path, tuple(a)
    if name == "flatten":
        need(n == 1)
        return (flatten_layout if is_layout(a[0]) else pc.flatten), (a[0],)
    if name in ("crd2idx", "idx2crd"):
        need(n in (2, 3))
        return getattr(pc, name), tuple(a)
    if name == "eval":  # L(c)
        need(n >= 2 and is_layout(a[0]))
        return a[0].__call__, tuple(a[1:])
    if name == "slice":
        need(n == 2)
        if is_layout(a[1]):
            if pc.has_none(a[0]):
                return a[1].__call__, (a[0],)
            return slice_layout, (a[0], a[1])
        return pc.slice_, (a[0], a[1])
    if name == "make_layout":
        if n == 2 and isinstance(a[1], str) and a[1] == LAYOUT_LEFT:
            return pc.Layout, (a[0],)
        if any(isinstance(x, str) for x in a):
            raise Skip("make_layout: pycute has no LayoutRight")
        if all(is_layout(x) for x in a):
            return pc.make_layout, tuple(a)
        need(n in (1, 2) and not any(is_layout(x) for x in a))
        return pc.Layout, tuple(a)
    raise Skip(f"pycute has no {name}")


PC = None  # the pycute module, once imported


def complement_cosize(layout):
    return PC.complement(layout, PC.cosize(layout))


def get_path(x, *idx):
    for i in idx:
        x = x[i]
    return x


def flatten_layout(layout):
    return PC.Layout(PC.flatten(layout.shape), PC.flatten(layout.stride))


def slice_layout(crd, layout):
    return PC.Layout(PC.slice_(crd, layout.shape), PC.slice_(crd, layout.stride))


def normalize(text):
    """A printed result without static marks and spaces, 1-tuples as CuTe writes them."""
    return text.replace(" ", "").replace("_", "").replace(",)", ")")


def agrees(result, expect):
    """Whether pycute's result (or exception) is the golden one once static marks are dropped."""
    if isinstance(result, BaseException):
        return expect is None
    return expect is not None and normalize(str(result)) == normalize(expect)


# ----------------------------------------------------------------------------------------------
# The suite


def default_dirs():
    """The oracle test's rule: LAYOUT_ORACLE_DIRS, else goldens/oracle{,-cpp} of the workspace."""
    env = os.environ.get("LAYOUT_ORACLE_DIRS", "")
    if env.strip():
        return [Path(d) for d in env.split(":") if d]
    goldens = Path(__file__).resolve().parent.parent / "goldens"
    return [goldens / "oracle", goldens / "oracle-cpp"]


def load(dirs):
    """[(op, expr, expect or None)] of every *.jsonl directly inside each directory."""
    cases = []
    for d in dirs:
        if not d.is_dir():
            sys.exit(f"bench_runtime: oracle directory {d} does not exist")
        files = sorted(p for p in d.iterdir() if p.suffix == ".jsonl" and p.is_file())
        if not files:
            sys.exit(f"bench_runtime: no *.jsonl files in {d}")
        for f in files:
            for k, line in enumerate(f.read_text().splitlines()):
                if not line.strip():
                    continue
                try:
                    case = json.loads(line)
                    expr = case["expr"]
                except (ValueError, KeyError, TypeError) as e:
                    sys.exit(f"bench_runtime: {f}:{k + 1}: bad case: {e}")
                op = f.stem or expr.split("(")[0].strip()
                cases.append((op, expr, case.get("expect")))
    return cases


def import_pycute(path):
    if path is None:
        sys.exit("bench_runtime: --pycute PATH is required (the directory holding the `pycute` "
                 "package, i.e. CUTLASS's python/ folder; pycute is not on PyPI)")
    if not (Path(path) / "pycute" / "__init__.py").is_file():
        sys.exit(f"bench_runtime: no pycute package in {path} (expected {path}/pycute/__init__.py; "
                 "pass the python/ folder of a CUTLASS checkout with --pycute)")
    sys.path.insert(0, str(Path(path).resolve()))
    import pycute  # noqa: E402 (the path is only known now)
    return pycute


class OpRun:
    """One op: its translated calls, what the check found, and the timings."""

    def __init__(self):
        self.calls, self.exprs = [], []
        self.cases = self.skipped = self.raised = self.agree = 0
        self.skip_reasons = {}
        self.ns = []


def run_batch(calls, clock=time.thread_time_ns):
    t0 = clock()
    for f, a in calls:
        try:
            f(*a)
        except Exception:  # pycute asserts on inadmissible input; CuTe's errors are results too
            pass
    return clock() - t0


def median(v):
    s = sorted(v)
    return s[len(s) // 2] if s else 0


def bench(cases, pc, rounds, warmup, clock):
    ops = {}
    for op, expr, expect in cases:
        r = ops.setdefault(op, OpRun())
        r.cases += 1
        try:
            parsed = Parser(expr, pc.Layout).parse()
            if not isinstance(parsed, Call):
                raise Skip("not a call")
            f, a = translate(parsed, pc)
        except (Skip, ValueError) as e:
            r.skipped += 1
            r.skip_reasons[str(e)] = r.skip_reasons.get(str(e), 0) + 1
            continue
        try:
            result = f(*a)
        except Exception as e:
            result = e
            r.raised += 1
        r.agree += agrees(result, expect)
        r.calls.append((f, a))
        r.exprs.append(expr)
    passes, passes_cpu = [], []
    gc_was_on = gc.isenabled()
    gc.disable()
    try:
        for k in range(warmup + rounds):
            for r in ops.values():
                t = run_batch(r.calls, clock)
                if k >= warmup:
                    r.ns.append(t)
            w, c = time.perf_counter_ns(), time.thread_time_ns()
            for r in ops.values():
                run_batch(r.calls)
            if k >= warmup:
                passes.append(time.perf_counter_ns() - w)
                passes_cpu.append(time.thread_time_ns() - c)
    finally:
        if gc_was_on:
            gc.enable()
    return ops, passes, passes_cpu


def report_json(ops, passes, passes_cpu, dirs, rounds, warmup, stat, clock):
    pick = median if stat == "median" else min
    out = {"tool": "bench_runtime.py", "dirs": [str(d) for d in dirs], "rounds": rounds,
           "warmup": warmup, "python": sys.version.split()[0], "stat": stat, "clock": clock,
           "statistic": f"{stat} over rounds of the calls only", "ops": {}}
    for op, r in sorted(ops.items()):
        timed = len(r.calls)
        out["ops"][op] = {"cases": r.cases, "timed": timed, "skipped": r.skipped,
                          "skip_reasons": r.skip_reasons, "raised": r.raised, "agree": r.agree,
                          "ns_per_case": pick(r.ns) / timed if timed else None}
    out["timed"] = sum(len(r.calls) for r in ops.values())
    out["pass_median_ns"] = median(passes)
    out["pass_min_ns"] = min(passes) if passes else 0
    out["pass_cpu_min_ns"] = min(passes_cpu) if passes_cpu else 0
    return out


def print_pycute(res):
    print(f"pycute (Python {res['python']}): per op the {res['stat']} of {res['rounds']} rounds "
          f"({res['clock']} clock) after {res['warmup']} warm-up; calls only")
    print(f"\n{'op':<22} {'cases':>6} {'timed':>6} {'skipped':>7} {'raised':>6} "
          f"{'=golden':>7} {'ns/case':>10}")
    for op, r in res["ops"].items():
        ns = f"{r['ns_per_case']:.0f}" if r["ns_per_case"] is not None else "-"
        print(f"{op:<22} {r['cases']:>6} {r['timed']:>6} {r['skipped']:>7} {r['raised']:>6} "
              f"{r['agree']:>7} {ns:>10}")
    ms = {k: res[k] / 1e6 for k in ("pass_median_ns", "pass_min_ns", "pass_cpu_min_ns")}
    print(f"\none pass over the {res['timed']} timed cases: wall {ms['pass_median_ns']:.2f} ms "
          f"(median; min {ms['pass_min_ns']:.2f} ms), CPU {ms['pass_cpu_min_ns']:.2f} ms (min)")


def ratio(a, b):
    """a / b, with two significant digits below 10."""
    r = a / b if b > 0 else float("inf")
    return f"{r:.2g}x" if r < 10 else f"{r:.0f}x"


def print_side_by_side(py, rust):
    """Markdown table: only ops both ran; totals weight each op by its pycute-timed cases."""
    print("| op | cases | Rust eval ns/case | Rust parse+eval ns/case | pycute ns/case "
          "| pycute / Rust eval | pycute / Rust parse+eval |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    tot = {"n": 0, "eval": 0.0, "full": 0.0, "py": 0.0}
    mismatched = []
    for op, p in py["ops"].items():
        r = rust["ops"].get(op)
        if not p["timed"] or r is None or not r["cases"]:
            continue
        if r["cases"] != p["timed"]:
            mismatched.append(f"{op} (Rust {r['cases']}, pycute {p['timed']})")
        n, ev, full, pyns = p["timed"], r["eval_ns_per_case"], r["parse_eval_ns_per_case"], \
            p["ns_per_case"]
        print(f"| `{op}` | {n} | {ev:.0f} | {full:.0f} | {pyns:.0f} | {ratio(pyns, ev)} "
              f"| {ratio(pyns, full)} |")
        tot["n"] += n
        tot["eval"] += ev * n
        tot["full"] += full * n
        tot["py"] += pyns * n
    if tot["n"]:
        n = tot["n"]
        print(f"| **total** | {n} | {tot['eval'] / n:.0f} | {tot['full'] / n:.0f} "
              f"| {tot['py'] / n:.0f} | **{ratio(tot['py'], tot['eval'])}** "
              f"| **{ratio(tot['py'], tot['full'])}** |")
    print(f"\none pass over these cases, CPU time (fastest round): Rust evaluate (parse+eval) "
          f"{rust['pass_cpu_min_ns'] / 1e6:.2f} ms, "
          f"pycute calls {py['pass_cpu_min_ns'] / 1e6:.2f} ms; "
          f"wall (median round): {rust['pass_median_ns'] / 1e6:.2f} ms and "
          f"{py['pass_median_ns'] / 1e6:.2f} ms")
    for key in ("stat", "clock"):
        if py.get(key) != rust.get(key):
            print(f"note: different {key} (pycute {py.get(key)}, Rust {rust.get(key)})")
    if mismatched:
        print("note: case counts differ (run oracle-bench with --only): " + ", ".join(mismatched))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dirs", nargs="*", type=Path, help="oracle directories (default: the oracle "
                    "test's: LAYOUT_ORACLE_DIRS or goldens/oracle and goldens/oracle-cpp)")
    ap.add_argument("--pycute", help="directory containing the pycute package (CUTLASS python/)")
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--stat", choices=("min", "median"), default="min",
                    help="per op, the fastest round (default) or the median round")
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                    help="time batches on the thread's CPU clock (default) or the wall clock")
    ap.add_argument("--json", help="write the pycute results as JSON to this file")
    ap.add_argument("--timed-exprs", help="write the timed expressions, one per line, here")
    ap.add_argument("--rust-json", help="oracle-bench --json output: print the side-by-side table")
    ap.add_argument("--compare", nargs=2, metavar=("PYCUTE_JSON", "RUST_JSON"),
                    help="print the side-by-side table of saved --json results and exit")
    args = ap.parse_args()
    if args.compare:
        py, rust = (json.loads(Path(f).read_text()) for f in args.compare)
        print_side_by_side(py, rust)
        return
    global PC
    PC = import_pycute(args.pycute)
    dirs = args.dirs or default_dirs()
    clock = time.thread_time_ns if args.clock == "cpu" else time.perf_counter_ns
    rounds, warmup = max(args.rounds, 1), max(args.warmup, 0)
    ops, passes, passes_cpu = bench(load(dirs), PC, rounds, warmup, clock)
    res = report_json(ops, passes, passes_cpu, dirs, rounds, warmup, args.stat, args.clock)
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=1) + "\n")
    if args.timed_exprs:
        Path(args.timed_exprs).write_text("".join(e + "\n" for r in ops.values()
                                                  for e in r.exprs))
    if args.rust_json:
        print_side_by_side(res, json.loads(Path(args.rust_json).read_text()))
    else:
        print_pycute(res)


if __name__ == "__main__":
    main()
