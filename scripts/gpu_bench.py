#!/usr/bin/env python3
"""GPU check and benchmark of the Rust PTX kernels, against torch, on the GPU machine.

Runs from the bundle that `scripts/gpu-bench.sh bundle` makes (dist/gpu-bench/: the
host binary `gpu-bench`, `kernels_sm90.ptx`, this file); needs python3 with torch and CUDA,
no Rust. Steps:
  1. correctness: for f16 and f32 and a few shapes (ragged ones included), fresh random
     inputs from torch; `gpu-bench check` runs every kernel (output poisoned first) and each
     output must equal torch's result exactly (a + b, a * b, relu(a * b));
  2. bandwidth at M x N (default 16384 x 8192): `gpu-bench bench` (which re-checks every
     kernel against a host reference on fresh random data, then times it with CUDA events),
     and torch.add and a device-to-device copy (Tensor.copy_) timed the same way in the same
     run; a table of GB/s (bytes read + written over the median time) and ratios comes last.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
DTYPES = {"f16": torch.float16, "f32": torch.float32}
NP_DTYPES = {"f16": np.float16, "f32": np.float32}


def run_bin(args, cmd):
    out = subprocess.run([args.bin, *cmd], capture_output=True, text=True)
    sys.stderr.write(out.stderr)
    if out.returncode != 0:
        raise SystemExit(f"gpu-bench {cmd[0]} failed ({out.returncode}):\n{out.stdout[-2000:]}")
    return [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]


def torch_ref(op, a, b):
    if op == "Add":
        return a + b
    if op == "Mul":
        return a * b
    if op == "MulRelu":
        return torch.relu(a * b)
    raise ValueError(op)


def check(args, dtype, shapes, tmp):
    failures = 0
    gen = torch.Generator().manual_seed(time.time_ns() % (1 << 62))
    for m, n in shapes:
        a = torch.randn(m, n, generator=gen, dtype=torch.float32).to(DTYPES[dtype])
        b = torch.randn(m, n, generator=gen, dtype=torch.float32).to(DTYPES[dtype])
        pa, pb = os.path.join(tmp, "a.bin"), os.path.join(tmp, "b.bin")
        a.numpy().tofile(pa)
        b.numpy().tofile(pb)
        outdir = os.path.join(tmp, f"out_{dtype}_{m}x{n}")
        results = run_bin(args, ["check", "--ptx", args.ptx, "--dtype", dtype, "--m", str(m),
                                 "--n", str(n), "--a", pa, "--b", pb, "--out", outdir])
        ac, bc = a.cuda(), b.cuda()
        for r in results:
            got = torch.from_numpy(np.fromfile(r["file"], dtype=NP_DTYPES[dtype])).cuda()
            ref = torch_ref(r["op"], ac, bc).reshape(-1)
            bad = int((got != ref).sum().item())  # NaN (poison left) never equals
            if bad:
                failures += 1
                print(f"CHECK FAIL {dtype} {m}x{n} {r['kernel']}: {bad} of {m * n} differ")
            os.remove(r["file"])
        print(f"check {dtype} {m}x{n}: {len(results)} kernel runs, "
              f"{'all exact' if not failures else 'FAILURES'}", flush=True)
    return failures


def time_torch(fn, warmup, reps):
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(reps):
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return sorted(times)[len(times) // 2]


def bench(args, dtype):
    m, n = args.m, args.n
    rows = run_bin(args, ["bench", "--ptx", args.ptx, "--dtype", dtype, "--m", str(m),
                          "--n", str(n), "--reps", str(args.reps)])
    a = torch.randn(m, n, device="cuda", dtype=DTYPES[dtype])
    b = torch.randn(m, n, device="cuda", dtype=DTYPES[dtype])
    c = torch.empty_like(a)
    nbytes = a.numel() * a.element_size()
    t_add = time_torch(lambda: torch.add(a, b, out=c), 5, args.reps)
    t_copy = time_torch(lambda: c.copy_(a), 5, args.reps)
    torch_rows = [
        {"dtype": dtype, "kernel": "torch.add", "op": "Add", "median_ms": t_add,
         "gbps": 3 * nbytes / (t_add * 1e6), "mismatches": 0},
        {"dtype": dtype, "kernel": "torch copy_", "op": "Copy", "median_ms": t_copy,
         "gbps": 2 * nbytes / (t_copy * 1e6), "mismatches": 0},
    ]
    del a, b, c
    torch.cuda.empty_cache()
    return torch_rows + rows


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--bin", default=os.path.join(HERE, "gpu-bench"))
    p.add_argument("--ptx", default=os.path.join(HERE, "kernels_sm90.ptx"))
    p.add_argument("--m", type=int, default=16384)
    p.add_argument("--n", type=int, default=8192)
    p.add_argument("--reps", type=int, default=50)
    p.add_argument("--rounds", type=int, default=2,
                   help="bench rounds (fresh inputs each); the table shows their median and spread")
    p.add_argument("--json", default=None, help="also write all rows here")
    args = p.parse_args()

    print(f"torch {torch.__version__}, {torch.cuda.get_device_name(0)}", flush=True)
    shapes = [(1000, 1337), (67, 100003), (512, 4096), (1, 7)]
    failures = 0
    with tempfile.TemporaryDirectory(dir="/dev/shm" if os.path.isdir("/dev/shm") else None) as tmp:
        for dtype in ("f16", "f32"):
            failures += check(args, dtype, shapes, tmp)

    raw = []
    for r in range(args.rounds):
        for dtype in ("f16", "f32"):
            raw += [dict(row, round=r) for row in bench(args, dtype)]
    if args.json:
        with open(args.json, "w") as f:
            json.dump(raw, f, indent=1)
    # One row per (dtype, kernel): median time over rounds, spread = (max - min) / median GB/s.
    rows, seen = [], {}
    for row in raw:
        key = (row["dtype"], row["kernel"])
        if key not in seen:
            seen[key] = dict(row, all_gbps=[], all_ms=[], mismatches=0)
            rows.append(seen[key])
        seen[key]["all_gbps"].append(row["gbps"])
        seen[key]["all_ms"].append(row["median_ms"])
        seen[key]["mismatches"] += row["mismatches"]
    for row in rows:
        row["median_ms"] = sorted(row["all_ms"])[len(row["all_ms"]) // 2]
        row["gbps"] = sorted(row["all_gbps"])[len(row["all_gbps"]) // 2]
        row["spread"] = (max(row["all_gbps"]) - min(row["all_gbps"])) / row["gbps"]

    print(f"\nbandwidth, {args.m}x{args.n}, median of {args.reps} launches, {args.rounds} rounds "
          f"(GB/s = bytes read + written / time; spread = (max - min) / median over rounds)")
    print(f"{'dtype':5} {'kernel':26} {'ms':>8} {'GB/s':>7} {'spread':>6} {'x add':>6} {'x copy':>6} check")
    best = {}
    for dtype in ("f16", "f32"):
        sel = [r for r in rows if r["dtype"] == dtype]
        add = next(r["gbps"] for r in sel if r["kernel"] == "torch.add")
        copy = next(r["gbps"] for r in sel if r["kernel"] == "torch copy_")
        for r in sel:
            ok = "ok" if r["mismatches"] == 0 else f"BAD {r['mismatches']}"
            print(f"{dtype:5} {r['kernel']:26} {r['median_ms']:8.4f} {r['gbps']:7.0f} "
                  f"{r['spread']:6.3f} {r['gbps'] / add:6.3f} {r['gbps'] / copy:6.3f} {ok}")
            failures += r["mismatches"] != 0
            if r["op"] == "Add" and not r["kernel"].startswith("torch"):
                if r["gbps"] > best.get(dtype, (None, 0))[1]:
                    best[dtype] = (r["kernel"], r["gbps"], r["gbps"] / add)
    for dtype, (name, gbps, ratio) in best.items():
        print(f"best add {dtype}: {name} {gbps:.0f} GB/s = {ratio:.3f}x torch.add")
    print("ALL CHECKS PASSED" if failures == 0 else f"{failures} CHECK FAILURES")
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
