#!/usr/bin/env python3
"""`sgemm_sm80_atoms_tn_*` (CuTe's sgemm_sm80 tutorial written on layout-core's atoms) next to
the hand-written `sgemm_sm80_tn_*` with the same accumulator, both from one PTX, from the bundle
that `scripts/gemm-bench.sh atoms-bundle` makes (gemm_sm80.ptx and the GEMM bench's scripts;
`scripts/gemm-bench.sh atoms` runs it there with ptxas, ncu and compute-sanitizer).

  python3 sm80_atoms_bench.py              # checks (torch, f64), then TFLOP/s at --mnk sizes
  python3 sm80_atoms_bench.py --check-only # the small checks (for compute-sanitizer)
  python3 sm80_atoms_bench.py --once       # each kernel 3 times at the first size (for ncu)

Timing: the GEMM bench's timer (`time_ms`: median of --reps launches, CUDA events), the two
kernels of a pair timed in turns, --rounds times, the best median kept.
"""
import argparse
import os
import sys

import torch

from cuda_driver import Driver, time_ms
from cute_tutorials import HERE
from gemm_bench import SM80, block_threads, check_sm80, sgemm_sm80

PAIRS = [("sgemm_sm80_atoms_tn_f16", "sgemm_sm80_tn_f16"),
         ("sgemm_sm80_atoms_tn_f32", "sgemm_sm80_tn_f32")]


def operands(name, m, n, k):
    tin, tout, _ = SM80[name.rsplit("_", 1)[1]]
    a = (torch.rand(m, k, device="cuda") * 2 - 1).to(tin)
    b = (torch.rand(n, k, device="cuda") * 2 - 1).to(tin)
    return a, b, torch.zeros(n, m, device="cuda", dtype=tout)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ptx", default=os.path.join(HERE, "gemm_sm80.ptx"))
    p.add_argument("--mnk", nargs="*", default=["5120,5120,4096", "2048,2048,2048"])
    p.add_argument("--reps", type=int, default=50)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--check-only", action="store_true")
    p.add_argument("--once", action="store_true")
    args = p.parse_args()
    drv = Driver(args.ptx)
    drv.threads = block_threads(args.ptx)
    sizes = [tuple(int(x) for x in s.split(",")) for s in args.mnk]
    names = [x for pair in PAIRS for x in pair]
    if args.once:
        m, n, k = sizes[0]
        for name in names:
            a, b, c = operands(name, m, n, k)
            for _ in range(3):
                sgemm_sm80(drv, name, a, b, c)
        torch.cuda.synchronize()
        return 0
    print(f"torch {torch.__version__}, {torch.cuda.get_device_name(0)}", flush=True)
    drv.tc_kernels = names
    failures = check_sm80(drv, [(128, 128, 64), (256, 384, 128), (512, 256, 1024)])
    if args.check_only:
        print("ALL CHECKS PASSED" if not failures else f"{failures} CHECK FAILURES")
        return 1 if failures else 0
    failures += check_sm80(drv, sizes[:1])
    rows = []
    for m, n, k in sizes:
        flops = 2.0 * m * n * k
        for pair in PAIRS:
            best = {}
            ops = {name: operands(name, m, n, k) for name in pair}
            for _ in range(args.rounds):
                for name in pair:
                    a, b, c = ops[name]
                    t = time_ms(lambda: sgemm_sm80(drv, name, a, b, c), args.reps)
                    best[name] = min(best.get(name, t), t)
            for name in pair:
                rows.append((f"{m}x{n}x{k}", name, best[name], flops / (best[name] * 1e9),
                             best[pair[1]] / best[name]))
    print(f"\n{'size':16} {'kernel':26} {'ms':>8} {'TFLOP/s':>8} {'x hand':>7}")
    for size, name, ms, tf, ratio in rows:
        print(f"{size:16} {name:26} {ms:8.4f} {tf:8.1f} {ratio:7.3f}")
    print("ALL CHECKS PASSED" if not failures else f"{failures} CHECK FAILURES")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
