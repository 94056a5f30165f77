"""Dry run of the Hopper bench (gemm_bench.py --hopper-only) on a machine with no GPU and no
torch: `torch` is the numpy stand-in beside this file, and the driver checks each launch (block
size against the PTX's .maxntid, shared memory, grid, tensor-map dims, strides and boxes) and
computes the GEMM the launch describes from its raw pointers, so the checks exercise the
script's argument order and operand layouts. Timings are meaningless.

    python3 scripts/dryrun/hopper_bench_dryrun.py dist/gemm [gemm_bench.py options]
"""
import ctypes
import os
import re
import sys
import numpy as np
BUNDLE = sys.argv[1]
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, BUNDLE)
import torch

def view(ptr, dtype, rows, cols, ld):
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
        self.maps = {}
    def tensor_map(self, ptr, dtype, dims, stride_bytes, box, swizzle, elem_bytes):
        assert ptr % 16 == 0 and stride_bytes % 16 == 0, (ptr, stride_bytes)
        assert all(1 <= b <= 256 for b in box) and box[0] * elem_bytes <= 128, box
        assert dtype == 6 and swizzle == 3
        t = (ctypes.c_uint64 * 16)()
        self.maps[ctypes.addressof(t)] = (ptr, tuple(dims), stride_bytes, tuple(box), elem_bytes, t)
        return t
    def split_k_workspace(self, tile_floats):
        return [torch.zeros(132 * tile_floats), torch.zeros(132)]
    def launch(self, name, grid, block, args, smem=0, cluster=None):
        FakeDriver.launches += 1
        assert self.maxntid.get(name) == block, (name, block, self.maxntid.get(name))
        assert smem <= 232448, smem
        v = [a.value if hasattr(a, "value") else ctypes.addressof(a) for a in args]
        m, n, k, alpha = v[:4]
        f16acc = name.endswith(("_f16", "_f32acc"))  # C in f16
        cdt = np.float16 if f16acc else np.float32
        if "tma" in name:
            (pa, dims_a, sa, box_a, e, _), (pb, dims_b, sb, box_b, _, _) = self.maps[v[4]], self.maps[v[5]]
            assert dims_a == (k, m) and dims_b == (k, n), (dims_a, dims_b, m, n, k)
            a = view(pa, np.float16, m, k, sa // e); b = view(pb, np.float16, n, k, sb // e)
            beta, pc, ldc = v[6], v[7], v[8]
            bm, bn = (128, 256) if "_ws_" in name else (128, 128)
            assert box_a == (64, 128) and box_b == (64, bn), (box_a, box_b)
            if "_ws_" in name:
                assert 1 <= grid[0] <= 132 and grid[1] == 1, grid
            else:
                assert grid == (-(-m // bm), -(-n // bn)), grid
        else:
            pa, lda, pb, ldb, beta, pc, ldc = v[4:11]
            if "_tn_" in name:
                a = view(pa, np.float16, m, k, lda); b = view(pb, np.float16, n, k, ldb)
            else:
                a = view(pa, np.float16, k, m, lda).T; b = view(pb, np.float16, k, n, ldb).T
            assert m % 128 == 0 and n % 128 == 0 and k % 64 == 0
            assert grid == (m // 128, n // 128), grid
        assert ldc == m
        c = view(pc, cdt, n, m, ldc)
        ref = alpha * (b.astype(np.float32) @ a.astype(np.float32).T)
        if beta != 0:
            ref = ref + beta * c.astype(np.float32)
        c[...] = ref.astype(cdt)

import gemm_bench_sm90 as g
g.cute_tutorial = lambda name, m, n, k, extra=(): (0.0, 400.0, "")
import gemm_bench
gemm_bench.Driver = FakeDriver
sys.argv = ["gemm_bench.py", "--hopper-only", "--hopper-mnk", "1024,1024,512", "--reps", "2"] + sys.argv[2:]
rc = gemm_bench.main()
print("launches:", FakeDriver.launches, "rc:", rc)
