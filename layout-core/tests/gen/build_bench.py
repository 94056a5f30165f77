#!/usr/bin/env python3
"""Build-time benchmark of the typed layer: a throwaway crate of N static `cute!` calls.

Usage (from the repository root, after `cargo build -p layout-cli`):

    python3 layout-core/tests/gen/build_bench.py [--n 200] [--ops composition,logical_divide]

It draws random fully static layouts (fixed seed), keeps the calls the runtime layer accepts
(`target/debug/layout-cli -`), writes a crate under `target/build-bench/` whose `src/lib.rs`
holds one function per call (`cute!(op(A, B)).to_string()` plus a zero-size assertion), and
times `cargo check` and `cargo build` of that crate alone (layout-core already built, incremental compilation off
so every call is checked again), wall and CPU seconds. The
numbers go to BENCHMARKS.md ("Build times") by hand, with the machine.
"""

import argparse
import os
import random
import resource
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", "..", ".."))


def rand_layout(rng, max_rank=3):
    """A random static layout `(_s0,...):(_d0,...)`, rank 1..max_rank, one level of nesting."""
    rank = rng.randint(1, max_rank)
    shapes = [rng.choice([2, 2, 3, 4, 4, 6, 8]) for _ in range(rank)]
    order = list(range(rank))
    rng.shuffle(order)
    strides, acc = [0] * rank, 1
    for i in order:
        strides[i] = acc * rng.choice([1, 1, 1, 2])
        acc = strides[i] * shapes[i]
    if rank == 1:
        return f"_{shapes[0]}:_{strides[0]}"
    s = ",".join(f"_{x}" for x in shapes)
    d = ",".join(f"_{x}" for x in strides)
    return f"({s}):({d})"


def candidates(rng, ops):
    while True:
        op = rng.choice(ops)
        a = rand_layout(rng)
        b = rand_layout(rng, 2)
        yield f"{op}({a},{b})"


def accepted(exprs):
    cli = os.path.join(REPO, "target", "debug", "layout-cli")
    out = subprocess.run(
        [cli, "-"], input="\n".join(exprs) + "\n", capture_output=True, text=True
    ).stdout.splitlines()
    return [e for e, r in zip(exprs, out) if not r.startswith("error")]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=200)
    ap.add_argument("--ops", default="composition,logical_divide")
    ap.add_argument("--seed", type=int, default=20261122)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    ops = args.ops.split(",")
    gen = candidates(rng, ops)
    chosen, seen = [], set()
    while len(chosen) < args.n:
        batch = [next(gen) for _ in range(4 * args.n)]
        for e in accepted(batch):
            if e not in seen and len(chosen) < args.n:
                seen.add(e)
                chosen.append(e)
    crate = os.path.join(REPO, "target", "build-bench")
    os.makedirs(os.path.join(crate, "src"), exist_ok=True)
    with open(os.path.join(crate, "Cargo.toml"), "w") as f:
        f.write(
            '[package]\nname = "build-bench"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n'
            f'[dependencies]\nlayout-core = {{ path = "{os.path.join(REPO, "layout-core")}" }}\n\n'
            "[workspace]\n"
        )
    lines = [
        "// THIS IS GENERATED CODE by layout-core/tests/gen/build_bench.py",
        '#![recursion_limit = "256"]',
        "use layout_core::cute;",
    ]
    for i, e in enumerate(chosen):
        lines += [
            f"/// `{e}`",
            f"pub fn case_{i}() -> String {{",
            f"    let r = cute!({e});",
            "    assert_eq!(core::mem::size_of_val(&r), 0);",
            "    r.to_string()",
            "}",
        ]
    with open(os.path.join(crate, "src", "lib.rs"), "w") as f:
        f.write("\n".join(lines) + "\n")
    # no incremental cache: touching lib.rs must re-check every call
    env = dict(os.environ, CARGO_TARGET_DIR=os.path.join(REPO, "target"), CARGO_INCREMENTAL="0")
    counts = {op: sum(e.startswith(op + "(") for e in chosen) for op in ops}
    print(f"{len(chosen)} static calls {counts}")
    rc = 0
    for cmd in ("check", "build"):
        # build the dependencies first, then time the crate alone (touching lib.rs)
        subprocess.run(["cargo", cmd, "--quiet"], cwd=crate, env=env, check=False)
        os.utime(os.path.join(crate, "src", "lib.rs"))
        t0, c0 = time.time(), resource.getrusage(resource.RUSAGE_CHILDREN)
        r = subprocess.run(["cargo", cmd, "--quiet"], cwd=crate, env=env)
        dt, c1 = time.time() - t0, resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (c1.ru_utime - c0.ru_utime) + (c1.ru_stime - c0.ru_stime)
        status = "ok" if r.returncode == 0 else f"FAILED (rc {r.returncode})"
        print(f"  cargo {cmd} (debug, not incremental) of the crate: {dt:.1f} s wall, {cpu:.1f} s CPU, {status}")
        rc = rc or r.returncode
    sys.exit(rc)


if __name__ == "__main__":
    main()
