#!/usr/bin/env python3
"""Regenerate golden files from CuTe C++ (see README.md beside this file).

    CUTLASS_DIR=/path/to/cutlass CUDA_INCLUDE=/path/to/cuda/include \
        python3 goldens/generator/gen.py [--check] [--jobs N] [folder|file ...]

Reads the expression lists (the `expr` and `src` of each line of the given `.jsonl` files,
default: the three golden folders), compiles every expression against CuTe with g++ on the
host, runs the program, and writes each file back from what CuTe printed: `expect` for a
result, `expect_error: true` where CuTe stops the compilation through one of its precondition
`static_assert`s, or where `src` ends in `+cute-accepts-inadmissible`.
With --check the files are written under goldens/generator/build/out/ and compared byte for
byte with the committed ones (exit status 1 on any difference).
"""

import argparse
import collections
import concurrent.futures
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import cute_expr  # noqa: E402

INADMISSIBLE = "+cute-accepts-inadmissible"
CASES_PER_TU = 150


class Case:
    def __init__(self, path, idx, obj):
        self.path = path
        self.idx = idx
        self.expr = obj["expr"]
        self.src = obj["src"]
        self.committed = obj
        self.code = None
        self.out = None          # what CuTe printed
        self.error = None        # static_assert message that rejected it
        self.gen_error = None    # a failure of the generator (not a CuTe precondition)


def log(*a):
    print(*a, file=sys.stderr, flush=True)


def compiler_flags(args):
    cutlass = os.environ.get("CUTLASS_DIR")
    if not cutlass:
        sys.exit("CUTLASS_DIR is not set (a CUTLASS checkout, commit 7107b0553)")
    flags = ["-std=c++17", "-O0", "-w", "-I" + os.path.join(cutlass, "include")]
    cuda = os.environ.get("CUDA_INCLUDE")
    if cuda:
        flags.append("-I" + cuda)
    return flags


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)


def build_pch(build, flags):
    """Precompile prelude.hpp, unless the one in `build` was made from the same text and flags."""
    with open(os.path.join(HERE, "prelude.hpp")) as fh:
        key = fh.read() + "\n" + " ".join([args.cxx] + flags)
    cute = os.path.join(os.environ["CUTLASS_DIR"], "include", "cute")
    for dirpath, _, names in sorted(os.walk(cute)):  # a changed checkout rebuilds it
        for n in sorted(names):
            st = os.stat(os.path.join(dirpath, n))
            key += "\n%s %d %d" % (os.path.join(dirpath, n), st.st_size, st.st_mtime_ns)
    stamp = os.path.join(build, "prelude.stamp")
    if os.path.exists(stamp) and os.path.exists(os.path.join(build, "prelude.hpp.gch")):
        with open(stamp) as fh:
            if fh.read() == key:
                return
    shutil.copy(os.path.join(HERE, "prelude.hpp"), os.path.join(build, "prelude.hpp"))
    t = time.time()
    r = run([args.cxx] + flags + ["-x", "c++-header", os.path.join(build, "prelude.hpp"),
                                  "-o", os.path.join(build, "prelude.hpp.gch")])
    if r.returncode != 0:
        sys.exit("the prelude does not compile:\n" + r.stdout[-4000:])
    with open(stamp, "w") as fh:
        fh.write(key)
    log("precompiled header: %.1fs" % (time.time() - t))


def write_tu(path, cases, with_main):
    """One translation unit; returns {line: case} for the lines of each case's function."""
    lines = ['#include "prelude.hpp"', "using namespace cute;", ""]
    where = {}
    for n, c in enumerate(cases):
        start = len(lines) + 1
        body = (["static void case_%d() {" % n] + ["  " + l for l in c.code.split("\n")] + ["}"])
        lines.extend(body)
        for ln in range(start, start + len(body)):
            where[ln] = c
    if with_main:
        lines.append("static void (*const cases[])() = {%s};" %
                     ", ".join("case_%d" % n for n in range(len(cases))))
        lines.append("int main(int argc, char** argv) {")
        lines.append("  int n = sizeof(cases) / sizeof(cases[0]);")
        lines.append("  for (int i = argc > 1 ? std::atoi(argv[1]) : 0; i < n; ++i) {")
        lines.append('    std::printf("\\x02%d\\x03", i); std::fflush(stdout);')
        lines.append("    cases[i]();")
        lines.append('    std::printf("\\x04"); std::fflush(stdout);')
        lines.append("  }")
        lines.append("}")
    else:
        lines.append("int main() {}")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    return where


def failing_cases(output, tu, where):
    """Cases named by the compiler's messages (direct errors or 'required from here')."""
    bad = set()
    pat = re.compile(re.escape(os.path.basename(tu)) + r":(\d+):")
    for m in pat.finditer(output):
        c = where.get(int(m.group(1)))
        if c is not None:
            bad.add(c)
    return bad


def first_error(output):
    for line in output.splitlines():
        if ": error: " in line or ": fatal error: " in line:
            return line
    return None


def classify_alone(c, build, flags):
    """Compile one case by itself: a CuTe static_assert (expect_error) or a generator error."""
    tu = os.path.join(build, "alone_%s_%d.cpp" % (slug(c.path), c.idx))
    write_tu(tu, [c], with_main=False)
    r = run([args.cxx] + flags + ["-fsyntax-only", tu])
    os.remove(tu)
    if r.returncode == 0:
        return "ok"
    err = first_error(r.stdout) or r.stdout[-2000:]
    m = re.search(r"(/cute/[^:]*):\d+:\d+: error: static assertion failed(: (.*))?", err)
    if m:
        c.error = "%s: %s" % (m.group(1).split("/cute/")[-1], m.group(3) or "static_assert")
        return "static_assert"
    c.gen_error = err
    return "other"


def slug(path):
    return re.sub(r"[^A-Za-z0-9]+", "_", os.path.relpath(path, ROOT))


def compile_and_run(tu_id, cases, build, flags):
    """Compile a batch, dropping the cases the compiler rejects, then run it."""
    tu = os.path.join(build, "tu_%s.cpp" % tu_id)
    rejected = []
    live = list(cases)
    exe = tu[:-4]
    attempts = 0
    while live:
        # A full compilation; where the compiler rejects cases it stops before code generation,
        # and the cases its messages name are taken out for the next try.
        where = write_tu(tu, live, with_main=True)
        r = run([args.cxx] + flags + [tu, "-o", exe])
        if r.returncode == 0:
            break
        bad = failing_cases(r.stdout, tu, where)
        if not bad:
            for c in live:
                c.gen_error = "batch failed without naming a case: " + (first_error(r.stdout) or "")
            return rejected, []
        rejected.extend(bad)
        live = [c for c in live if c not in bad]
        attempts += 1
        if attempts >= 2 and len(live) > 8:
            # g++ reports a failing instantiation once, at its first use: cases that share it
            # with a rejected one fail silently and surface one try at a time. Halving the
            # batch keeps each further try small.
            half = len(live) // 2
            rej_a, ok_a = compile_and_run(tu_id + "a", live[:half], build, flags)
            rej_b, ok_b = compile_and_run(tu_id + "b", live[half:], build, flags)
            return rejected + rej_a + rej_b, ok_a + ok_b
    if not live:
        return rejected, []
    start = 0
    while start < len(live):
        p = subprocess.run([exe, str(start)], stdout=subprocess.PIPE)
        out = p.stdout.decode("utf-8", "replace")
        last = start - 1
        for m in re.finditer(r"\x02(\d+)\x03([^\x02\x04]*)\x04", out):
            i = int(m.group(1))
            live[i].out = m.group(2)
            last = i
        if p.returncode == 0:
            break
        crashed = last + 1
        if crashed < len(live):
            live[crashed].gen_error = "crashed at run time (exit %d)" % p.returncode
        start = crashed + 1
    return rejected, live


def result_line(c):
    if c.gen_error is not None:
        return None
    if c.src.endswith(INADMISSIBLE) or c.error is not None:
        obj = {"expr": c.expr, "expect_error": True, "src": c.src}
    else:
        out = c.out
        if out is None:
            return None
        if out.endswith("\n"):
            out = out[:-1]  # print_layout's final newline
        obj = {"expr": c.expr, "expect": out, "src": c.src}
    return json.dumps(obj)


def collect(targets):
    files = []
    for t in targets:
        p = os.path.abspath(t)
        if os.path.isdir(p):
            files.extend(sorted(glob.glob(os.path.join(p, "*.jsonl"))))
        elif os.path.isfile(p):
            files.append(p)
        else:
            sys.exit("no such folder or file: %s" % t)
    return files


def main():
    global args
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("targets", nargs="*")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--jobs", type=int, default=int(os.environ.get("JOBS", "2")))
    ap.add_argument("--cxx", default=os.environ.get("CXX", "g++"))
    ap.add_argument("--build", default=os.path.join(HERE, "build"))
    args = ap.parse_args()
    targets = args.targets or [os.path.join(ROOT, "goldens", d)
                               for d in ("oracle-cpp", "oracle-cpp-kernel", "oracle")]
    files = collect(targets)
    t0 = time.time()
    build = os.path.abspath(args.build)
    os.makedirs(build, exist_ok=True)
    flags = compiler_flags(args)
    build_pch(build, flags)

    per_file = {}
    cases = []
    for f in files:
        lst = []
        with open(f, encoding="utf-8") as fh:
            for i, line in enumerate(fh):
                c = Case(f, i, json.loads(line))
                try:
                    c.code = cute_expr.translate(c.expr)
                except cute_expr.ExprError as e:
                    c.gen_error = "translation: %s" % e
                lst.append(c)
        per_file[f] = lst
        cases.extend(c for c in lst if c.gen_error is None)
    log("%d files, %d cases" % (len(files), sum(len(v) for v in per_file.values())))

    out_root = os.path.join(build, "out") if args.check else None
    report = []
    differing = []
    done = [0]

    def process(f):
        """Compile, classify and run the cases of one file, then write (or check) it."""
        lst = per_file[f]
        rel = os.path.relpath(f, ROOT)
        live = [c for c in lst if c.gen_error is None]
        rejected = []
        for n in range(0, len(live), CASES_PER_TU):
            rej, _ = compile_and_run("%s_%d" % (slug(f), n // CASES_PER_TU),
                                     live[n:n + CASES_PER_TU], build, flags)
            rejected.extend(rej)
        again = [c for c in rejected if classify_alone(c, build, flags) == "ok"]
        if again:  # compiles alone: a batch message named it by mistake; run it by itself
            compile_and_run("%s_again" % slug(f), again, build, flags)
        lines, notes = [], []
        for c in lst:
            line = result_line(c)
            if line is None:
                notes.append("GENERATOR ERROR %s:%d %s\n    %s" % (rel, c.idx + 1, c.expr,
                                                                   c.gen_error))
                continue
            lines.append(line)
            if c.error is not None:
                notes.append("expect_error %s: %s <- %s" % (rel, c.expr, c.error))
            if c.src.endswith(INADMISSIBLE):
                notes.append("inadmissible (CuTe compiles it) %s: %s -> %s" % (
                    rel, c.expr, c.error if c.error else repr(c.out)))
        text = "".join(l + "\n" for l in lines)
        dest = os.path.join(out_root, rel) if out_root else f
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, "w", encoding="utf-8") as fh:
            fh.write(text)
        status = "written"
        if args.check:
            with open(f, encoding="utf-8") as fh:
                committed = fh.read()
            if committed == text:
                status = "identical"
            else:
                old = collections.Counter(committed.splitlines())
                new = collections.Counter(text.splitlines())
                nd = sum((old - new).values())
                status = "DIFFERS: %d of %d committed lines not reproduced" % (
                    nd, sum(old.values()))
                differing.append(rel)
        notes.append("%s %s (%d cases, %d rejected by CuTe)" % (status, rel, len(lst),
                                                                 len(rejected) - len(again)))
        report.extend(notes)
        with open(os.path.join(build, "report.partial.txt"), "a") as fh:
            fh.write("".join(n + "\n" for n in notes))
        done[0] += 1
        for r in notes:
            if not r.startswith(("inadmissible", "expect_error")):
                log(r)
        log("[%d/%d files, %.0fs]" % (done[0], len(files), time.time() - t0))

    # smallest files first, so that a long run has finished files to show early
    order = sorted(files, key=lambda f: len(per_file[f]))
    open(os.path.join(build, "report.partial.txt"), "w").close()
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        for fu in [ex.submit(process, f) for f in order]:
            fu.result()
    with open(os.path.join(build, "report.txt"), "w") as fh:
        fh.write("\n".join(report) + "\n")
    for r in sorted(report):
        if r.startswith(("DIFFERS", "GENERATOR")):
            log(r)
    log("%d files, %d differing; %d generator errors; %.0fs (report: %s)" % (
        len(files), len(differing),
        sum(1 for v in per_file.values() for c in v if c.gen_error is not None),
        time.time() - t0, os.path.join(build, "report.txt")))
    if args.check and differing:
        sys.exit(1)
    if any(c.gen_error is not None for v in per_file.values() for c in v):
        sys.exit(2)


if __name__ == "__main__":
    main()
