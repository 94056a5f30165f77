#!/usr/bin/env python3
"""GEMM kernels (Rust PTX) on the GPU next to CuTe C++'s tutorials and cuBLAS, in one run.

Runs from the bundle that `scripts/gemm-bench.sh bundle` makes (dist/gemm/: `kernels_sm90.ptx`,
the CUTLASS headers and tutorials, these scripts); needs python3 with torch, nvcc and the CUDA
driver, no Rust. Steps:
  1. compile CuTe's `sgemm_1.cu` with nvcc (timed) and run it at M N K (its own timing);
  2. check `sgemm_1_nt` against torch (fp32, TF32 off) on a few shapes and random inputs;
  3. time `sgemm_1_nt` and cuBLAS fp32 (`torch.mm`) at M N K, TFLOP/s and ratios.
  --check-only: the checks on small shapes only (for compute-sanitizer).
"""
import argparse
import ctypes
import os
import re
import subprocess
import sys
import time

import torch

from cuda_driver import Driver, time_ms

HERE = os.path.dirname(os.path.abspath(__file__))
CUTLASS = os.path.join(HERE, "cutlass")


def sgemm_1(drv, a_t, b_t, c_t, alpha=1.0, beta=0.0):
    """C (M,N) col-major = alpha * A (M,K) col-major @ B (N,K) col-major ^T + beta * C, on the
    row-major torch tensors a_t (K,M), b_t (K,N), c_t (N,M) (their transposes)."""
    k, m = a_t.shape
    n = b_t.shape[1]
    args = [ctypes.c_int32(m), ctypes.c_int32(n), ctypes.c_int32(k), ctypes.c_float(alpha),
            ctypes.c_uint64(a_t.data_ptr()), ctypes.c_int32(m),
            ctypes.c_uint64(b_t.data_ptr()), ctypes.c_int32(n), ctypes.c_float(beta),
            ctypes.c_uint64(c_t.data_ptr()), ctypes.c_int32(m)]
    drv.launch("sgemm_1_nt", (m // 128, n // 128), 256, args)


def check(drv, shapes):
    failures = 0
    torch.backends.cuda.matmul.allow_tf32 = False
    gen = torch.Generator(device="cuda").manual_seed(11)
    for m, n, k in shapes:
        a_t = torch.rand(k, m, device="cuda", generator=gen) * 2 - 1
        b_t = torch.rand(k, n, device="cuda", generator=gen) * 2 - 1
        c0 = torch.rand(n, m, device="cuda", generator=gen) * 2 - 1
        for alpha, beta in ((1.0, 0.0), (0.5, -2.0)):
            c_t = c0.clone()
            sgemm_1(drv, a_t, b_t, c_t, alpha, beta)
            torch.cuda.synchronize()
            ref = alpha * (b_t.T.double() @ a_t.double()) + beta * c0.double()
            err = ((c_t.double() - ref).abs().max() / (ref.abs().max() + 1e-30)).item()
            ok = err < 1e-5
            failures += not ok
            print(f"check sgemm_1_nt {m}x{n}x{k} alpha={alpha} beta={beta}: "
                  f"max relative error {err:.2e} {'ok' if ok else 'FAIL (tolerance 1e-5)'}",
                  flush=True)
    return failures


def cute_tutorial(name, m, n, k):
    src = os.path.join(CUTLASS, "examples/cute/tutorial", f"{name}.cu")
    exe = os.path.join(HERE, f"{name}_cute")
    t0 = time.time()
    subprocess.run(["nvcc", "-std=c++17", "-O3", "-arch=sm_90", "--expt-relaxed-constexpr",
                    "-I", os.path.join(CUTLASS, "include"),
                    "-I", os.path.join(CUTLASS, "tools/util/include"), src, "-o", exe],
                   check=True, capture_output=True, text=True)
    compile_s = time.time() - t0
    out = subprocess.run([exe, str(m), str(n), str(k)], capture_output=True, text=True,
                         check=True).stdout
    gflops = [float(x) for x in re.findall(r"CUTE_GEMM:\s*\[\s*([0-9.]+)\]GFlop/s", out)]
    return compile_s, max(gflops) / 1000 if gflops else float("nan"), out


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ptx", default=os.path.join(HERE, "kernels_sm90.ptx"))
    p.add_argument("--mnk", default="5120,5120,4096")
    p.add_argument("--reps", type=int, default=20)
    p.add_argument("--check-only", action="store_true")
    args = p.parse_args()
    drv = Driver(args.ptx)
    print(f"torch {torch.__version__}, {torch.cuda.get_device_name(0)}", flush=True)
    small = [(128, 128, 8), (256, 384, 64), (512, 256, 1000)]
    if args.check_only:
        failures = check(drv, small)
        print("ALL CHECKS PASSED" if not failures else f"{failures} CHECK FAILURES")
        return 1 if failures else 0
    m, n, k = (int(x) for x in args.mnk.split(","))
    failures = check(drv, small + [(m, n, k)])
    compile_s, cute_tflops, _ = cute_tutorial("sgemm_1", m, n, k)
    flops = 2.0 * m * n * k
    a_t = torch.rand(k, m, device="cuda")
    b_t = torch.rand(k, n, device="cuda")
    c_t = torch.empty(n, m, device="cuda")
    ours = flops / (time_ms(lambda: sgemm_1(drv, a_t, b_t, c_t), args.reps) * 1e9)
    torch.backends.cuda.matmul.allow_tf32 = False
    a, b = a_t.T, b_t.T
    cublas = flops / (time_ms(lambda: torch.mm(b, a.T, out=c_t), args.reps) * 1e9)
    print(f"\nGEMM {m}x{n}x{k} fp32 NT, TFLOP/s (CuTe's own timer for CuTe; median of "
          f"{args.reps} launches for the others)")
    print(f"{'kernel':28} {'TFLOP/s':>8} {'x CuTe':>7} {'x cuBLAS':>8}")
    for name, t in (("CuTe sgemm_1 (nvcc)", cute_tflops), ("Rust sgemm_1_nt", ours),
                    ("cuBLAS fp32 (torch.mm)", cublas)):
        print(f"{name:28} {t:8.2f} {t / cute_tflops:7.3f} {t / cublas:8.3f}")
    print(f"nvcc compile time of sgemm_1.cu: {compile_s:.1f} s")
    print("ALL CHECKS PASSED" if not failures else f"{failures} CHECK FAILURES")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
