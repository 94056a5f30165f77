"""Dry run of the SIMT and tensor-core GEMM checks of gemm_bench.py (`--simt-only` or
`--sm80-only`, with --only) on a machine with no GPU and no torch: `torch` is the numpy
stand-in beside this file, and the driver checks each launch against the kernel's contract
(block size against the PTX's .maxntid, grid: the tiles rounded up (every kernel takes any
M, N, K); leading dimensions: at least the extent, multiples of 8 and 16-byte aligned A and B
for the tensor-core ones)
and computes the GEMM the launch describes from its raw pointers, so the checks exercise the
script's argument order and operand layouts. Timings are meaningless; the large sizes are
replaced by small ones.

    python3 scripts/dryrun/sgemm_bench_dryrun.py dist/gemm --sm80-only
    python3 scripts/dryrun/sgemm_bench_dryrun.py dist/gemm --simt-only --only warp
"""
import ctypes
import os
import re
import sys

import numpy as np

BUNDLE = sys.argv[1]
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, BUNDLE)
import torch  # noqa: E402  (the stand-in)


def view(ptr, dtype, rows, cols, ld):
    """The (rows, cols) row-major matrix of leading dimension ld at ptr."""
    n = (rows - 1) * ld + cols
    buf = (ctypes.c_byte * (n * np.dtype(dtype).itemsize)).from_address(ptr)
    flat = np.frombuffer(buf, dtype=dtype)
    return np.lib.stride_tricks.as_strided(flat, (rows, cols), (ld * flat.itemsize, flat.itemsize))


class FakeDriver:
    launches = 0

    def __init__(self, ptx):
        text = open(ptx).read()
        self.maxntid = {m.group(1): int(m.group(2)) for m in re.finditer(
            r"\.entry\s+(\w+)\s*\([^)]*\)[^\n]*\n\.maxntid\s+(\d+)", text)}

    def launch(self, name, grid, block, args, smem=0, cluster=None):
        FakeDriver.launches += 1
        assert self.maxntid.get(name) == block, (name, block, self.maxntid.get(name))
        m, n, k, alpha, pa, lda, pb, ldb, beta, pc, ldc = [a.value for a in args]
        blocks = lambda x: -(-x // 128)
        assert grid == (blocks(m), blocks(n)), (name, grid, m, n)
        if name.startswith("sgemm_sm80"):
            assert lda % 8 == 0 and ldb % 8 == 0 and pa % 16 == 0 and pb % 16 == 0
            assert lda >= k and ldb >= k and ldc >= m
            assert smem == (128 + 128) * 64 * 3 * 2
            tin = np.float16  # the stand-in's bf16 is f16 storage
            a, b = view(pa, tin, m, k, lda), view(pb, tin, n, k, ldb)
            cdt = np.float16 if name.endswith("_f16") else np.float32
        else:
            assert lda >= m and ldb >= n and ldc >= m
            a, b = view(pa, np.float32, k, m, lda).T, view(pb, np.float32, k, n, ldb).T
            cdt = np.float32
        c = view(pc, cdt, n, m, ldc)
        ref = alpha * (b.astype(np.float64) @ a.astype(np.float64).T)
        if beta != 0:
            ref = ref + beta * c.astype(np.float64)
        c[...] = ref.astype(cdt)


import gemm_bench  # noqa: E402

gemm_bench.cute_tutorial = lambda name, m, n, k, extra=(): (0.0, 40.0, "")
gemm_bench.Driver = FakeDriver
gemm_bench.ANY_BIG_RAGGED = [(333, 261, 203)]
sys.argv = ["gemm_bench.py", "--mnk", "256,256,128", "--reps", "2"] + sys.argv[2:]
rc = gemm_bench.main()
print("launches:", FakeDriver.launches, "rc:", rc)
sys.exit(rc)
