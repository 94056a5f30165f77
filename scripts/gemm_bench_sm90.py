"""The Hopper GEMM kernels (Rust PTX for sm_90a) on the GPU: checks against torch in f64 and
timing next to CuTe's hopper tutorials and cuBLAS f16. Used by gemm_bench.py.

Kernels: the `.entry` lines `wgmma_*` of `gemm_sm90a.ptx`, named
`<kernel>_<tn|nt>_<acc>[_<variant>]`. Their launch geometry (CTA tile, threads, dynamic shared
memory) and, for the TMA kernels, the tensor map box and swizzle come from
`hopper_kernels.json`, which `scripts/gemm-bench.sh bundle` writes with the `hopper-plan`
binary (gpu-host) from the kernels' own constants and stage layouts.
"""
import ctypes
import json
import os
import re

import torch

from cuda_driver import time_ms
from cute_tutorials import HERE, cute_tutorial

# accumulator -> (input dtype, output dtype, tolerance of the largest error relative to the
# largest output: f16 accumulation over K = 8192 rounds to ~1e-2)
SM90_ACC = {"f16": (torch.float16, torch.float16, 5e-2),
            "f32": (torch.float16, torch.float32, 1e-4),
            # f32 accumulation, C in f16 (as cuBLAS's f16 GEMM): C's rounding, 2^-11
            "f32acc": (torch.float16, torch.float16, 2e-3),
            "bf16": (torch.bfloat16, torch.float32, 1e-4)}
# the CuTe tutorial each kernel is timed against: its own port, else the fastest tutorial
CUTE_BASELINE = {"wgmma_tma_ws_sm90": "wgmma_tma_sm90"}
SMALL = [(128, 128, 64), (256, 384, 128), (384, 256, 1024), (128, 256, 192)]
# ragged: every edge of M, N and K cut; K not a multiple of 8 (leading dimensions padded to
# 8 elements, as TMA needs 16-byte strides); a K shorter than the pipeline; one tile
RAGGED = [(200, 136, 100), (129, 257, 65), (1000, 520, 264), (64, 64, 16), (333, 77, 1000),
          (127, 1, 8), (1, 200, 3000), (520, 1000, 40),
          # 19 x 7 = 133 tiles of 128 x 256 on 132 SMs: the persistent kernels cut the one
          # tail tile (at the edges of C) into 4 K-slices
          (2430, 1790, 1000)]
# one large ragged size (not under the sanitizers: slow there)
BIG_RAGGED = [(4999, 5121, 4093)]


def hopper_kernels(ptx_path, plan_path=None):
    """The Hopper GEMM entry points of the sm_90a PTX and their launch plan (a dict by kernel
    from hopper_kernels.json); ([], {}) without the PTX."""
    if not os.path.exists(ptx_path):
        return [], {}
    with open(ptx_path) as f:
        names = sorted(set(re.findall(r"\.entry\s+(wgmma_\w+)\s*\(", f.read())))
    with open(plan_path or os.path.join(HERE, "hopper_kernels.json")) as f:
        plan = json.load(f)
    return names, plan


def sm90_parts(name):
    """`wgmma_sm90_tn_f16_pipelined` -> ("wgmma_sm90", "tn", "f16")."""
    m = re.match(r"(\w+?)_(tn|nt)_(f32acc|f16|f32|bf16)", name)
    return m.group(1), m.group(2), m.group(3)


def sm90_operands(layout, dtype, m, n, k, gen=None, data="uniform"):
    """A and B as torch tensors in the kernel's layout: TN: A (M,K) and B (N,K) row-major
    (K-major), NT: (K,M) and (K,N) row-major (M- and N-major). Leading dimensions are padded to
    multiples of 8 elements (views of wider tensors) where the extent is not. `data`:
    "uniform" in [-1, 1), or "pm1", each value -1 or +1 at random, as CuTe's tutorials fill
    their operands (the tensor cores draw less power on them, so they run faster on a
    power-limited GPU: compare kernels on the same data)."""
    def rand(rows, cols):
        ld = (cols + 7) // 8 * 8
        if data == "pm1":
            full = torch.randint(0, 2, (rows, ld), device="cuda", generator=gen) * 2.0 - 1
        else:
            full = torch.rand(rows, ld, device="cuda", generator=gen) * 2 - 1
        return full.to(dtype)[:, :cols]
    if layout == "tn":
        return rand(m, k), rand(n, k)
    return rand(k, m), rand(k, n)


def sm90_reference(layout, a, b):
    """B A^T in f64 (the row-major (N,M) C)."""
    a64, b64 = a.double(), b.double()
    if layout == "tn":
        return b64 @ a64.T
    return b64.T @ a64


class Sm90Launch:
    """One kernel's launch on given operands: C (M,N) col-major (c_t: row-major (N,M)) =
    alpha * A B^T + beta * C. The TMA kernels' tensor maps are encoded once, here, and passed by
    value."""

    def __init__(self, drv, plan, name, a, b, c_t, m, n, k, cluster=None):
        self.drv, self.name, self.c_t, self.cluster = drv, name, c_t, cluster
        self.kernel, self.layout, _ = sm90_parts(name)
        self.geo = plan[self.kernel]
        self.m, self.n, self.k = m, n, k
        lda, ldb = a.stride(0), b.stride(0)
        tma = self.geo.get("tma")
        if tma is not None:
            if self.layout != "tn":
                raise ValueError(f"{name}: the TMA kernels are K-major (TN) only")
            self.maps = [self._map(t, rows, ld, tma[op])
                         for op, t, rows, ld in (("a", a, m, lda), ("b", b, n, ldb))]
            self.operands = self.maps  # by value
        else:
            self.operands = [ctypes.c_uint64(a.data_ptr()), ctypes.c_int32(lda),
                             ctypes.c_uint64(b.data_ptr()), ctypes.c_int32(ldb)]
        split = self.geo.get("split_k_tile_floats")
        # the persistent kernels' split-K workspace: a zeroed tile of f32 and a zeroed counter
        # for each tail tile (at most one a block); the kernel leaves them zero, so one
        # allocation serves every launch of the driver
        self.workspace = drv.split_k_workspace(split) if split else []
        bm, bn, _ = self.geo["tile"]
        self.grid = ((m + bm - 1) // bm, (n + bn - 1) // bn)
        cx, cy = (cluster or (1, 1))[:2]
        if self.geo["persistent"]:
            # one block an SM at most, walking the tiles (the kernel's tile scheduler)
            sms = torch.cuda.get_device_properties(0).multi_processor_count
            blocks = max(cx, min(sms, self.grid[0] * self.grid[1]) // cx * cx)
            self.grid = (blocks, 1)
        else:
            # whole clusters, as the tutorials round up (the extra blocks' tiles lie outside C)
            self.grid = ((self.grid[0] + cx - 1) // cx * cx, (self.grid[1] + cy - 1) // cy * cy)

    def _map(self, t, rows, ld, tma):
        """The tensor map of a K-major operand (rows, K):(ld,_1): dims (K, rows) innermost
        first, the box and swizzle of the kernel's stage of that operand."""
        return self.drv.tensor_map(t.data_ptr(), tma["dtype"], (self.k, rows),
                                   ld * t.element_size(), tma["box"], tma["swizzle"],
                                   t.element_size())

    def __call__(self, alpha=1.0, beta=0.0):
        args = [ctypes.c_int32(self.m), ctypes.c_int32(self.n), ctypes.c_int32(self.k),
                ctypes.c_float(alpha), *self.operands[:2]]
        if len(self.operands) == 4:
            args += self.operands[2:]
        args += [ctypes.c_float(beta), ctypes.c_uint64(self.c_t.data_ptr()),
                 ctypes.c_int32(self.m)]
        args += [ctypes.c_uint64(t.data_ptr()) for t in self.workspace]
        self.drv.launch(self.name, self.grid, self.geo["threads"], args, self.geo["smem_bytes"],
                        self.cluster)


def fits(kernel, plan, m, n, k):
    """Whether `kernel` takes this size (the tutorial ports need whole tiles)."""
    if plan[kernel]["any_mnk"]:
        return True
    bm, bn, bk = plan[kernel]["tile"]
    return m % bm == 0 and n % bn == 0 and k % bk == 0


def check_sm90(drv, names, plan, shapes):
    failures = 0
    gen = torch.Generator(device="cuda").manual_seed(17)
    for m, n, k in shapes:
        for name in names:
            kernel, layout, acc = sm90_parts(name)
            if not fits(kernel, plan, m, n, k):
                continue
            tin, tout, tol = SM90_ACC[acc]
            a, b = sm90_operands(layout, tin, m, n, k, gen)
            c0 = (torch.rand(n, m, device="cuda", generator=gen) * 2 - 1).to(tout)
            for alpha, beta in ((1.0, 0.0), (0.5, -2.0)):
                c_t = c0.clone()
                Sm90Launch(drv, plan, name, a, b, c_t, m, n, k)(alpha, beta)
                torch.cuda.synchronize()
                ref = alpha * sm90_reference(layout, a, b) + beta * c0.double()
                err = ((c_t.double() - ref).abs().max() / (ref.abs().max() + 1e-30)).item()
                ok = err < tol and not torch.isnan(c_t).any().item()
                failures += not ok
                print(f"check {name} {m}x{n}x{k} alpha={alpha} beta={beta}: max relative "
                      f"error {err:.2e} {'ok' if ok else f'FAIL (tolerance {tol})'}", flush=True)
    return failures


def sm90_gemm_once(drv, names, plan, name, m, n, k):
    """One launch of `name` at M N K (for ncu)."""
    _, layout, acc = sm90_parts(name)
    tin, tout, _ = SM90_ACC[acc]
    a, b = sm90_operands(layout, tin, m, n, k)
    Sm90Launch(drv, plan, name, a, b, torch.empty(n, m, device="cuda", dtype=tout), m, n, k)()


def bench_sm90(drv, names, plan, sizes, reps, datas=("uniform",), clusters=(None,)):
    """The Hopper kernels next to CuTe's tutorial of the same name and layout and cuBLAS f16
    (torch.mm on the same operand layouts), at each size, on each operand distribution of
    `datas` (see `sm90_operands`; CuTe's tutorial always fills its own operands with -1 and +1,
    "pm1") and launched in each cluster shape of `clusters` (None: no cluster). Returns the rows
    (label, TFLOP/s, x CuTe, x cuBLAS); x cuBLAS is against cuBLAS on the same data."""
    rows = []
    for m, n, k in sizes:
        flops = 2.0 * m * n * k
        cute = {}
        for data in datas:
            print(f"\nGEMM {m}x{n}x{k} on Hopper (wgmma), operands {data}, TFLOP/s (CuTe's own "
                  f"timer and its own -1/+1 operands for CuTe; median of {reps} samples of 10 "
                  f"back-to-back launches for the others)")
            print(f"{'kernel':44} {'TFLOP/s':>8} {'x CuTe':>7} {'x cuBLAS':>8}")
            cublas = {}
            for layout in ("tn", "nt"):
                a, b = sm90_operands(layout, torch.float16, m, n, k, data=data)
                out = torch.empty(n, m, device="cuda", dtype=torch.float16)
                if layout == "tn":
                    f = lambda: torch.mm(b, a.T, out=out)
                else:
                    f = lambda: torch.mm(b.T, a, out=out)
                cublas[layout] = flops / (time_ms(f, reps, batch=10) * 1e9)
            for name in names:
                kernel, layout, acc = sm90_parts(name)
                if not fits(kernel, plan, m, n, k):
                    continue
                base = CUTE_BASELINE.get(kernel, kernel)
                if (base, layout) not in cute:
                    _, t, _ = cute_tutorial(f"hopper/{base}", m, n, k,
                                            ["T", "N"] if layout == "tn" else ["N", "T"])
                    cute[(base, layout)] = t
                    label = f"CuTe {base} {layout.upper()} (nvcc)"
                    print(f"{label:44} {t:8.2f} {1.0:7.3f} {t / cublas[layout]:8.3f}")
                    rows.append((f"{m}x{n}x{k} {label}", t, 1.0, t / cublas[layout]))
                tin, tout, _ = SM90_ACC[acc]
                a, b = sm90_operands(layout, tin, m, n, k, data=data)
                c_t = torch.empty(n, m, device="cuda", dtype=tout)
                for cluster in clusters:
                    launch = Sm90Launch(drv, plan, name, a, b, c_t, m, n, k, cluster)
                    t = flops / (time_ms(launch, reps, batch=10) * 1e9)
                    x_cute, x_cublas = t / cute[(base, layout)], t / cublas[layout]
                    label = "Rust " + name + (f" cluster {cluster[0]}x{cluster[1]}" if cluster
                                              else "")
                    print(f"{label:44} {t:8.2f} {x_cute:7.3f} {x_cublas:8.3f}", flush=True)
                    rows.append((f"{m}x{n}x{k} {data} {label}", t, x_cute, x_cublas))
            for layout, t in cublas.items():
                label = f"cuBLAS f16 {layout.upper()} (torch.mm)"
                print(f"{label:44} {t:8.2f} {'':7} {1.0:8.3f}")
    return rows


def interleave_sm90(drv, names, plan, sizes, rounds):
    """Each kernel of `names` against the CuTe tutorial it is compared with, timed the same
    way and in turns: `rounds` times, CuTe's binary (its own timer: one launch, then the mean of
    100 back-to-back launches between two events, on its -1/+1 operands), then ours (one
    launch, then the mean of 100 back-to-back launches, on -1/+1 operands). The GPU runs at its
    power limit, so the two must be timed alike and close together. Prints each round and the
    median ratio; returns the rows (label, median TFLOP/s, median x CuTe)."""
    rows = []
    for m, n, k in sizes:
        flops = 2.0 * m * n * k
        for name in names:
            kernel, layout, acc = sm90_parts(name)
            if not fits(kernel, plan, m, n, k):
                continue
            base = CUTE_BASELINE.get(kernel, kernel)
            tin, tout, _ = SM90_ACC[acc]
            a, b = sm90_operands(layout, tin, m, n, k, data="pm1")
            c_t = torch.empty(n, m, device="cuda", dtype=tout)
            launch = Sm90Launch(drv, plan, name, a, b, c_t, m, n, k)
            print(f"\n{m}x{n}x{k}: {name} and CuTe {base} {layout.upper()} in turns "
                  f"(TFLOP/s, mean of 100 back-to-back launches each)")
            ours, cute = [], []
            for r in range(rounds):
                _, t_cute, _ = cute_tutorial(f"hopper/{base}", m, n, k,
                                             ["T", "N"] if layout == "tn" else ["N", "T"])
                t_ours = flops / (time_ms(launch, 1, warmup=1, batch=100) * 1e9)
                cute.append(t_cute)
                ours.append(t_ours)
                print(f"  round {r + 1}: CuTe {t_cute:7.2f}  ours {t_ours:7.2f}  "
                      f"x CuTe {t_ours / t_cute:.3f}", flush=True)
            ratios = sorted(o / c for o, c in zip(ours, cute))
            med = lambda xs: sorted(xs)[len(xs) // 2]
            print(f"  median: CuTe {med(cute):7.2f}  ours {med(ours):7.2f}  "
                  f"x CuTe {med(ratios):.3f} (rounds {ratios[0]:.3f}-{ratios[-1]:.3f})")
            rows.append((f"{m}x{n}x{k} {name}", med(ours), med(ratios)))
    return rows
