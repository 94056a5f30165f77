#!/usr/bin/env python3
"""GEMM kernels (Rust PTX) on the GPU next to CuTe C++'s tutorials and cuBLAS, in one run.

Runs from the bundle that `scripts/gemm-bench.sh bundle` makes (dist/gemm/: `gemm_sm90.ptx`,
the CUTLASS headers and tutorials, these scripts); needs python3 with torch, nvcc and the CUDA
driver, no Rust. Steps:
  1. check `sgemm_1_nt` and `sgemm_2_nt` against torch in f64 on a few shapes;
  2. compile CuTe's `sgemm_1.cu` and `sgemm_2.cu` with nvcc (timed) and run them at M N K
     (their own timer); time our kernels and cuBLAS fp32 (`torch.mm`, TF32 off) at M N K.
  3. the Hopper kernels of `gemm_sm90a.ptx` (`wgmma_*`, gemm_bench_sm90.py): checked
     against torch in f64 on small shapes and, for those that take any size, ragged ones;
     then timed next to CuTe's `hopper/<kernel>.cu` (same layout: TN or NT) and cuBLAS f16 at
     each `--hopper-mnk` size.
  Every SIMT and tensor-core kernel takes any M, N, K (whole tiles on the tutorial's code, the
  edge blocks predicated), so all are also checked on ragged sizes (ANY_RAGGED, and
  ANY_BIG_RAGGED outside --check-only); sgemm_2_pipelined_warp_any_nt (its own predication,
  the K residue first) is timed next to its twin sgemm_2_pipelined_warp_nt.
  --check-only: the checks on small and ragged shapes only (for compute-sanitizer).
  --simt-only: steps 1 and 2 only (no tensor-core or Hopper kernel); --only REGEX: of the SIMT
  and tensor-core kernels, those whose name matches, and no Hopper kernel (e.g. `--simt-only --only sgemm_2`: the
  checks and the timing of the sgemm_2 kernels next to CuTe's sgemm_2 and cuBLAS).
  --sm80-only: the tensor-core kernels (sgemm_sm80_*) only: checks, ragged checks, timing.
"""
import argparse
import ctypes
import os
import re
import sys

import torch

from cuda_driver import Driver, time_ms
from cute_tutorials import HERE, cute_tutorial
from gemm_bench_sm90 import (BIG_RAGGED, RAGGED, SMALL, bench_sm90, check_sm90, hopper_kernels,
                             interleave_sm90, sm90_gemm_once)


def gemm_kernels(ptx_path):
    """The SIMT GEMM entry points of the PTX (`sgemm_*_nt`) and the tensor-core ones
    (`sgemm_sm80_tn_*`), read from its `.entry` lines: the kernels are named once, in
    gpu-kernels, and this script follows."""
    with open(ptx_path) as f:
        text = f.read()
    names = sorted(set(re.findall(r"\.entry\s+(sgemm_\w+_nt)\s*\(", text)))
    tc = sorted(set(re.findall(r"\.entry\s+(sgemm_sm80_(?:any_)?tn_\w+)\s*\(", text)))
    if not names:
        sys.exit(f"no sgemm_*_nt entry point in {ptx_path}")
    return names, tc


# The tensor-core kernels by accumulator (gemm-kernels/src/sgemm_sm80.rs, the rows of
# `sgemm_sm80_kernels!`): input and output dtypes, tolerance of the largest error relative to
# the largest output (f16 accumulation over K = 4096 rounds to ~1e-2). Threads per block come
# from the kernel's `.maxntid` in the PTX (its launch bounds).
SM80 = {"f16": (torch.float16, torch.float16, 5e-2),
        "f32": (torch.float16, torch.float32, 1e-4),
        "bf16": (torch.bfloat16, torch.float32, 1e-4)}


def block_threads(ptx_path):
    """Each entry point's `.maxntid` (its launch bounds) in the PTX."""
    with open(ptx_path) as f:
        text = f.read()
    return {m.group(1): int(m.group(2)) for m in
            re.finditer(r"\.entry\s+(\w+)\s*\([^)]*\)[^\n]*\n\.maxntid\s+(\d+)", text)}
SM80_SMEM = (128 + 128) * 64 * 3 * 2  # SMEM_BYTES: 3 stages of the A and B tiles


def takes_any_shape(name):
    """The kernels that take any M, N, K: every SIMT and tensor-core kernel (`sgemm_*`)."""
    return name.startswith("sgemm_")


def twin(name):
    """The kernel a `_any_` one is timed next to (the same body, its edges predicated by CuTe's
    `sgemm_1_tensor_pred` instead of its own predication); a name without `_any_` has none."""
    return name.replace("_any_", "_") if "_any_" in name else None


def blocks(x):
    """CTA tiles of 128 over an extent (the last one partial on ragged shapes)."""
    return (x + 127) // 128


def padded(rows, cols, align, gen, dtype):
    """A (rows, cols) row-major tensor, uniform in [-1, 1), whose leading dimension is `cols`
    rounded up to `align` elements (a view of a wider tensor): the tensor-core kernels' cp.async
    of 16-byte rows needs ldA, ldB multiples of 8."""
    ld = (cols + align - 1) // align * align
    return (torch.rand(rows, ld, device="cuda", generator=gen) * 2 - 1).to(dtype)[:, :cols]


# Ragged sizes (every kernel): every edge of M, N and K cut, K not a multiple of the
# k-tile (8 or 64), shorter than one or 0, a single row or column, M a multiple of 4 with partial
# tiles; one large ragged size outside --check-only (slow under the sanitizers).
ANY_RAGGED = [(129, 257, 65), (1000, 520, 264), (127, 1, 9), (200, 136, 100), (1, 200, 3000),
              (333, 77, 1000), (64, 64, 16), (520, 1000, 40), (5, 7, 3), (256, 128, 0)]
ANY_BIG_RAGGED = [(4999, 5121, 4093)]


def sgemm_sm80(drv, name, a, b, c_t, alpha=1.0, beta=0.0):
    """C (M,N) col-major = alpha * A (M,K) row-major @ B (N,K) row-major ^T + beta * C, with
    c_t the row-major (N,M) torch tensor of C's memory."""
    m, k = a.shape
    n = b.shape[0]
    assert a.stride(1) == 1 and b.stride(1) == 1 and c_t.stride(1) == 1
    assert a.stride(0) % 8 == 0 and b.stride(0) % 8 == 0, "ldA, ldB: multiples of 8"
    threads = drv.threads[name]
    args = [ctypes.c_int32(m), ctypes.c_int32(n), ctypes.c_int32(k), ctypes.c_float(alpha),
            ctypes.c_uint64(a.data_ptr()), ctypes.c_int32(a.stride(0)),
            ctypes.c_uint64(b.data_ptr()), ctypes.c_int32(b.stride(0)), ctypes.c_float(beta),
            ctypes.c_uint64(c_t.data_ptr()), ctypes.c_int32(c_t.stride(0))]
    drv.launch(name, (blocks(m), blocks(n)), threads, args, SM80_SMEM)


def check_sm80(drv, shapes, any_shape=False):
    """The tensor-core kernels against torch in f64; `any_shape`: those that take any shape (on
    ragged shapes; A and B with leading dimensions padded to 8)."""
    failures = 0
    gen = torch.Generator(device="cuda").manual_seed(13)
    kernels = [k for k in drv.tc_kernels if takes_any_shape(k) or not any_shape]
    # K = 0 (C = beta * C) only for the SIMT kernels: an operand with no column has no 16-byte
    # rows for the tensor-core kernels' leading dimensions
    for m, n, k in [s for s in shapes if s[2] > 0]:
        for name in kernels:
            tin, tout, tol = SM80[name.rsplit("_", 1)[1]]
            a = padded(m, k, 8, gen, tin)
            b = padded(n, k, 8, gen, tin)
            c0 = (torch.rand(n, m, device="cuda", generator=gen) * 2 - 1).to(tout)
            for alpha, beta in ((1.0, 0.0), (0.5, -2.0)):
                c_t = c0.clone()
                sgemm_sm80(drv, name, a, b, c_t, alpha, beta)
                torch.cuda.synchronize()
                ref = alpha * (b.double() @ a.double().T) + beta * c0.double()
                err = ((c_t.double() - ref).abs().max() / (ref.abs().max() + 1e-30)).item()
                ok = err < tol and not torch.isnan(c_t).any().item()
                failures += not ok
                print(f"check {name} {m}x{n}x{k} alpha={alpha} beta={beta}: max relative "
                      f"error {err:.2e} {'ok' if ok else f'FAIL (tolerance {tol})'}", flush=True)
    return failures


def sgemm(drv, name, a_t, b_t, c_t, alpha=1.0, beta=0.0):
    """C (M,N) col-major = alpha * A (M,K) col-major @ B (N,K) col-major ^T + beta * C, on the
    row-major torch tensors a_t (K,M), b_t (K,N), c_t (N,M) (their transposes)."""
    k, m = a_t.shape
    n = b_t.shape[1]
    args = [ctypes.c_int32(m), ctypes.c_int32(n), ctypes.c_int32(k), ctypes.c_float(alpha),
            ctypes.c_uint64(a_t.data_ptr()), ctypes.c_int32(a_t.stride(0)),
            ctypes.c_uint64(b_t.data_ptr()), ctypes.c_int32(b_t.stride(0)), ctypes.c_float(beta),
            ctypes.c_uint64(c_t.data_ptr()), ctypes.c_int32(c_t.stride(0))]
    drv.launch(name, (blocks(m), blocks(n)), 256, args)


def check(drv, shapes, any_shape=False):
    """The SIMT kernels against torch in f64; `any_shape`: those that take any shape (on ragged
    shapes, packed: leading dimensions M and N, not multiples of 4)."""
    kernels = [k for k in drv.kernels if takes_any_shape(k) or not any_shape]
    failures = 0
    torch.backends.cuda.matmul.allow_tf32 = False
    gen = torch.Generator(device="cuda").manual_seed(11)
    for m, n, k in shapes:
        a_t = torch.rand(k, m, device="cuda", generator=gen) * 2 - 1
        b_t = torch.rand(k, n, device="cuda", generator=gen) * 2 - 1
        c0 = torch.rand(n, m, device="cuda", generator=gen) * 2 - 1
        for name in kernels:
            for alpha, beta in ((1.0, 0.0), (0.5, -2.0)):
                c_t = c0.clone()
                sgemm(drv, name, a_t, b_t, c_t, alpha, beta)
                torch.cuda.synchronize()
                ref = alpha * (b_t.T.double() @ a_t.double()) + beta * c0.double()
                err = ((c_t.double() - ref).abs().max() / (ref.abs().max() + 1e-30)).item()
                ok = err < 1e-5
                failures += not ok
                print(f"check {name} {m}x{n}x{k} alpha={alpha} beta={beta}: max relative "
                      f"error {err:.2e} {'ok' if ok else 'FAIL (tolerance 1e-5)'}", flush=True)
    return failures


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ptx", default=os.path.join(HERE, "gemm_sm90.ptx"))
    p.add_argument("--mnk", default="5120,5120,4096")
    p.add_argument("--reps", type=int, default=20)
    p.add_argument("--check-only", action="store_true")
    p.add_argument("--once", default=None, help="launch this kernel once at --mnk (for ncu)")
    p.add_argument("--ptx90a", default=os.path.join(HERE, "gemm_sm90a.ptx"))
    p.add_argument("--hopper-mnk", nargs="*", default=["5120,5120,4096", "8192,8192,8192"],
                   help="sizes the Hopper kernels are timed at")
    p.add_argument("--hopper-only", action="store_true",
                   help="only the Hopper kernels (checks and timing)")
    p.add_argument("--hopper-kernels", default=None,
                   help="a regular expression: time only the Hopper kernels it matches")
    p.add_argument("--hopper-data", nargs="*", default=["uniform", "pm1"],
                   help="operand distributions the Hopper kernels are timed on (uniform, pm1)")
    p.add_argument("--hopper-cluster", nargs="*", default=["1x1"],
                   help="cluster shapes the Hopper kernels are launched in (1x1: none), e.g. 2x1")
    p.add_argument("--hopper-interleave", type=int, default=0, metavar="ROUNDS",
                   help="instead of the table: each Hopper kernel and its CuTe tutorial timed "
                   "alike (mean of 100 back-to-back launches, -1/+1 operands), in turns, ROUNDS "
                   "times")
    p.add_argument("--skip-checks", action="store_true",
                   help="time without the Hopper checks (they ran in an earlier call)")
    p.add_argument("--simt-only", action="store_true",
                   help="only the SIMT kernels (sgemm_*_nt): no tensor-core or Hopper kernel")
    p.add_argument("--only", default=None, metavar="REGEX",
                   help="only the SIMT and tensor-core kernels whose name matches REGEX "
                   "(re.search)")
    p.add_argument("--sm80-only", action="store_true",
                   help="only the tensor-core kernels (sgemm_sm80_*): checks and timing")
    args = p.parse_args()
    drv = Driver(args.ptx)
    drv.kernels, drv.tc_kernels = gemm_kernels(args.ptx)
    if args.only:
        drv.kernels = [k for k in drv.kernels if re.search(args.only, k)]
        drv.tc_kernels = [k for k in drv.tc_kernels if re.search(args.only, k)]
        if not drv.kernels and not drv.tc_kernels:
            sys.exit(f"no sgemm_* entry point matches {args.only!r}")
    drv.threads = block_threads(args.ptx)
    if args.simt_only:
        drv.tc_kernels = []
    if args.sm80_only:
        return sm80_only(drv, args)
    hopper, plan = ([], {}) if args.simt_only or args.only else hopper_kernels(args.ptx90a)
    if hopper:
        drv90 = Driver(args.ptx90a)
    hopper_small = SMALL + RAGGED
    if args.hopper_only:
        if not hopper:
            sys.exit(f"no Hopper kernel in {args.ptx90a}")
        print(f"torch {torch.__version__}, {torch.cuda.get_device_name(0)}", flush=True)
        if args.hopper_kernels:
            hopper = [h for h in hopper if re.search(args.hopper_kernels, h)]
        failures = 0 if args.skip_checks else check_sm90(drv90, hopper, plan, hopper_small)
        if not args.check_only:
            sizes = [tuple(int(x) for x in s.split(",")) for s in args.hopper_mnk]
            if not args.skip_checks:
                failures += check_sm90(drv90, hopper, plan, sizes[:1] + BIG_RAGGED)
            clusters = [None if c == "1x1" else tuple(int(x) for x in c.split("x"))
                        for c in args.hopper_cluster]
            if args.hopper_interleave:
                interleave_sm90(drv90, hopper, plan, sizes, args.hopper_interleave)
            else:
                bench_sm90(drv90, hopper, plan, sizes, args.reps, args.hopper_data, clusters)
        print("ALL CHECKS PASSED" if not failures else f"{failures} CHECK FAILURES")
        return 1 if failures else 0
    print(f"torch {torch.__version__}, {torch.cuda.get_device_name(0)}", flush=True)
    small = [(128, 128, 8), (256, 384, 64), (512, 256, 1000)]
    tc_small = [(128, 128, 64), (256, 384, 128), (512, 256, 1024)]
    if args.check_only:
        failures = check(drv, small) + check_sm80(drv, tc_small)
        failures += check(drv, ANY_RAGGED, True) + check_sm80(drv, ANY_RAGGED, True)
        if hopper:
            failures += check_sm90(drv90, hopper, plan, hopper_small)
        print("ALL CHECKS PASSED" if not failures else f"{failures} CHECK FAILURES")
        return 1 if failures else 0
    m, n, k = (int(x) for x in args.mnk.split(","))
    if args.once:
        if args.once.startswith("wgmma"):
            sm90_gemm_once(drv90, hopper, plan, args.once, m, n, k)
        elif args.once.startswith("sgemm_sm80"):
            tin, tout, _ = SM80[args.once.rsplit("_", 1)[1]]
            a, b = torch.rand(m, k, device="cuda").to(tin), torch.rand(n, k, device="cuda").to(tin)
            sgemm_sm80(drv, args.once, a, b, torch.empty(n, m, device="cuda", dtype=tout))
        else:
            a_t, b_t = torch.rand(k, m, device="cuda"), torch.rand(k, n, device="cuda")
            sgemm(drv, args.once, a_t, b_t, torch.empty(n, m, device="cuda"))
        torch.cuda.synchronize()
        return 0
    failures = check(drv, small + [(m, n, k)])
    failures += check(drv, ANY_RAGGED + ANY_BIG_RAGGED, True)
    flops = 2.0 * m * n * k
    a_t = torch.rand(k, m, device="cuda")
    b_t = torch.rand(k, n, device="cuda")
    c_t = torch.empty(n, m, device="cuda")
    torch.backends.cuda.matmul.allow_tf32 = False
    cublas = flops / (time_ms(lambda: torch.mm(b_t.T, a_t, out=c_t), args.reps) * 1e9)
    print(f"\nGEMM {m}x{n}x{k} fp32 NT, TFLOP/s (CuTe's own timer for CuTe; median of "
          f"{args.reps} launches for the others)")
    print(f"{'kernel':34} {'TFLOP/s':>8} {'x CuTe':>7} {'x cuBLAS':>8}")
    cute_runs, timed = {}, {}
    for name in drv.kernels:
        tutorial = "sgemm_1" if name.startswith("sgemm_1") else "sgemm_2"
        if tutorial not in cute_runs:
            cute_runs[tutorial] = cute_tutorial(tutorial, m, n, k)
        compile_s, cute, _ = cute_runs[tutorial]
        ours = flops / (time_ms(lambda: sgemm(drv, name, a_t, b_t, c_t), args.reps) * 1e9)
        for label, t in ((f"CuTe {tutorial} (nvcc)", cute), (f"Rust {name}", ours)):
            print(f"{label:34} {t:8.2f} {t / cute:7.3f} {t / cublas:8.3f}")
        print(f"  (nvcc compile time of {tutorial}.cu: {compile_s:.1f} s)")
        timed[name] = ours
    for name in drv.kernels:
        if twin(name) in timed:
            print(f"{name}: {timed[name] / timed[twin(name)]:.3f}x {twin(name)} (same run)")
    print(f"{'cuBLAS fp32 (torch.mm)':34} {cublas:8.2f} {'':7} {1.0:8.3f}")
    if drv.tc_kernels:
        failures += check_sm80(drv, tc_small + [(m, n, k)])
        failures += check_sm80(drv, ANY_RAGGED + ANY_BIG_RAGGED, True)
        failures += bench_sm80(drv, m, n, k, args.reps)
    if hopper:
        sizes = [tuple(int(x) for x in s.split(",")) for s in args.hopper_mnk]
        failures += check_sm90(drv90, hopper, plan, hopper_small + sizes[:1] + BIG_RAGGED)
        bench_sm90(drv90, hopper, plan, sizes, args.reps)
    print("ALL CHECKS PASSED" if not failures else f"{failures} CHECK FAILURES")
    return 1 if failures else 0


def bench_sm80(drv, m, n, k, reps):
    """The tensor-core kernels next to CuTe's `sgemm_sm80` (TN, f16) and cuBLAS (torch) in f16
    and bf16, at M N K."""
    flops = 2.0 * m * n * k
    print(f"\nGEMM {m}x{n}x{k} TN on the tensor cores (mma.sync), TFLOP/s (CuTe's own timer "
          f"for CuTe; median of {reps} launches for the others)")
    print(f"{'kernel':28} {'TFLOP/s':>8} {'x CuTe':>7} {'x cuBLAS':>8}")
    _, cute, _ = cute_tutorial("sgemm_sm80", m, n, k, ["T", "N"])
    cublas = {}
    for dt, label in ((torch.float16, "f16"), (torch.bfloat16, "bf16")):
        a, b = torch.rand(m, k, device="cuda").to(dt), torch.rand(n, k, device="cuda").to(dt)
        out = torch.empty(m, n, device="cuda", dtype=dt)
        cublas[label] = flops / (time_ms(lambda: torch.mm(a, b.T, out=out), reps) * 1e9)
    print(f"{'CuTe sgemm_sm80 (f16, nvcc)':28} {cute:8.2f} {1.0:7.3f} {cute / cublas['f16']:8.3f}")
    timed = {}
    for name in drv.tc_kernels:
        acc = name.rsplit("_", 1)[1]
        tin, tout, _ = SM80[acc]
        a, b = torch.rand(m, k, device="cuda").to(tin), torch.rand(n, k, device="cuda").to(tin)
        c_t = torch.empty(n, m, device="cuda", dtype=tout)
        t = flops / (time_ms(lambda: sgemm_sm80(drv, name, a, b, c_t), reps) * 1e9)
        ref = cublas["bf16" if acc == "bf16" else "f16"]
        print(f"{'Rust ' + name:28} {t:8.2f} {t / cute:7.3f} {t / ref:8.3f}")
        timed[name] = t
    for name in drv.tc_kernels:
        if twin(name) in timed:
            print(f"{name}: {timed[name] / timed[twin(name)]:.3f}x {twin(name)} (same run)")
    for label, t in cublas.items():
        print(f"{'cuBLAS ' + label + ' (torch.mm)':28} {t:8.2f} {t / cute:7.3f} {1.0:8.3f}")
    return 0


def sm80_only(drv, args):
    """--sm80-only: the tensor-core kernels' checks (small, ragged for the `_any_` ones; with
    --check-only no large size) and their timing at --mnk."""
    if not drv.tc_kernels:
        sys.exit("no sgemm_sm80_* entry point selected")
    print(f"torch {torch.__version__}, {torch.cuda.get_device_name(0)}", flush=True)
    tc_small = [(128, 128, 64), (256, 384, 128), (512, 256, 1024)]
    failures = check_sm80(drv, tc_small) + check_sm80(drv, ANY_RAGGED, True)
    if not args.check_only:
        m, n, k = (int(x) for x in args.mnk.split(","))
        failures += check_sm80(drv, [(m, n, k)]) + check_sm80(drv, ANY_BIG_RAGGED, True)
        failures += bench_sm80(drv, m, n, k, args.reps)
    print("ALL CHECKS PASSED" if not failures else f"{failures} CHECK FAILURES")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
