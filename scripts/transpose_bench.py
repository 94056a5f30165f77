#!/usr/bin/env python3
"""Transpose kernels (Rust PTX) on the GPU: correctness, bandwidth against torch, bank conflicts.

Runs from the bundle that `scripts/transpose-bench.sh bundle` makes (dist/transpose/:
`kernels_sm90.ptx`, `layout-cli`, this file); needs python3 with torch and the CUDA driver, no
Rust. The PTX is loaded with the driver API (ctypes on libcuda) into torch's context and the
kernels are launched on torch's stream on torch tensors. Modes:
  (default)      check every kernel on small, ragged and large shapes (bit-exact against
                 `x.t()`), then time them at 8192x8192 and 8191x8193 next to torch's
                 `out.copy_(x.t())` and a device copy `out.copy_(x)`, in the same run;
  --check-only   the checks on small shapes only (for compute-sanitizer);
  --ncu          launch each shared-memory kernel once at 1024x1024 and print the bank-conflict
                 model's prediction (`layout-cli bank_conflicts`) for that launch; run under
                 `ncu --metrics ...` to compare (scripts/transpose-bench.sh ncu).
"""
import argparse
import ctypes
import os
import subprocess
import sys

import torch

from cuda_driver import Driver, time_ms

HERE = os.path.dirname(os.path.abspath(__file__))
DTYPES = {"f32": torch.float32, "f16": torch.float16}
KINDS = ("tma", "swizzled", "plain", "padded", "naive", "dynamic")
ONLY = {"dynamic": "f32"}  # kernels of one element type
# The TMA kernels (gpu-kernels/src/kernels/transpose_tma.rs): the block tile (TM, TN), the
# driver's data type, and the dynamic shared memory (both tiles and an mbarrier). Their tensor
# maps are the host's TMA plan of the tiles (`gpu_host::tma::plan_tma`, checked in
# gpu-host/tests/transpose_tma.rs): boxes 128 bytes wide (innermost first) and TM (x) / TN (y)
# rows high, the 128-byte swizzle.
TMA = {"f32": {"tile": (64, 64), "cu_dtype": 7, "bytes": 4},
       "f16": {"tile": (128, 128), "cu_dtype": 6, "bytes": 2}}
CU_SWIZZLE_128B = 3
BATCH = 10  # launches per timed sample (see `bench`)
TILE = 64  # the block tile is (64, 64) for both types (gpu-kernels/src/mapping/transpose.rs)
GROUPS = (1,)  # tile rows per group in the launch order (the kernels' grid.x; 0: all)


SMEM = {
    ("swizzled", "f32"): "Sw<5,0,6> o _0 o (_64,_64):(_64,_1)",
    ("plain", "f32"): "(_64,_64):(_64,_1)",
    ("padded", "f32"): "(_64,_64):(_65,_1)",
    ("swizzled", "f16"): "Sw<5,1,6> o _0 o (_64,_64):(_64,_1)",
    ("plain", "f16"): "(_64,_64):(_64,_1)",
    ("padded", "f16"): "(_64,_64):(_66,_1)",
}
# One shared-memory instruction of a warp (a 4-byte word per thread), as a TV layout into the
# tile's column-major index `row + 64 * column`: f32, thread t at (0, t) (writes) and (t, 0)
# (reads); f16, thread t at (0, 2t), (0, 2t + 1) and (2t, 0), (2t, 1) (a word of two elements;
# the second read, at row 2t + 1, touches the same banks).
ROW_ACCESS = {"f32": "(_32,_1):(_64,_0)", "f16": "(_32,_2):(_128,_64)"}
COLUMN_ACCESS = {"f32": "(_32,_1):(_1,_0)", "f16": "(_32,_2):(_2,_64)"}


DYNAMIC_SMEM = 72 * 64 * 4  # the dynamic kernel's tile: the f32 swizzled tile's bytes (and halo)


def tma_fits(dtype, x, y):
    """Whether TMA can describe both tensors: 16-byte aligned, rows a multiple of 16 bytes."""
    b = TMA[dtype]["bytes"]
    m, n = x.shape
    return (m * b) % 16 == 0 and (n * b) % 16 == 0 and x.data_ptr() % 16 == 0 \
        and y.data_ptr() % 16 == 0


_MAPS = {}


def tma_maps(drv, dtype, x, y):
    """The tensor maps of x (M,N) and y (N,M) for the TMA kernel (made once per pair)."""
    key = (dtype, x.data_ptr(), y.data_ptr(), tuple(x.shape))
    if key not in _MAPS:
        t = TMA[dtype]
        (tm, tn), b = t["tile"], t["bytes"]
        m, n = x.shape
        _MAPS[key] = [drv.tensor_map(ptr, t["cu_dtype"], dims, dims[0] * b, (128 // b, rows),
                                     CU_SWIZZLE_128B, b)
                      for ptr, dims, rows in ((x.data_ptr(), (n, m), tm),
                                              (y.data_ptr(), (m, n), tn))]
    return _MAPS[key]


def order(group):
    """The launch order `group` names."""
    return "column order" if group == 0 else f"groups of {group} tile rows"


def launch_shape(kind, m, n, group):
    if kind == "tma":
        raise ValueError("the TMA kernel's launch is run_kernel's (a grid of tiles)")
    if kind == "naive":
        return (max(1, -(-m * n // 256)), 1, 1), 256
    tiles_m = max(1, -(-m // TILE))
    # 0 (gpu_kernels' COLUMN_ORDER): one group of all the tile rows
    group = tiles_m if group == 0 else max(1, min(group, tiles_m))
    return (group, max(1, -(-n // TILE)), -(-tiles_m // group)), 256


def run_kernel(drv, kind, dtype, x, y, group):
    m, n = x.shape
    if kind == "tma":
        tm, tn = TMA[dtype]["tile"]
        mx, my = tma_maps(drv, dtype, x, y)
        args = [mx, my]  # by value
        tile_bytes = tm * tn * TMA[dtype]["bytes"]
        tiles = (-(-m // tm), -(-n // tn))  # (x: down the tile columns, y)
        drv.launch(f"transpose_tma_{dtype}", tiles, 256, args, 2 * tile_bytes + 8)
        return
    grid, block = launch_shape(kind, m, n, group)
    args = [ctypes.c_uint64(x.data_ptr()), ctypes.c_uint64(y.data_ptr()),
            ctypes.c_int32(m), ctypes.c_int32(n)]
    drv.launch(f"transpose_{kind}_{dtype}", grid, block, args,
               DYNAMIC_SMEM if kind == "dynamic" else 0)


def check(drv, shapes, group, offsets=(0,)):
    """Each kernel against `x.t()`, bit for bit, with `x` and `y` starting `offset` elements
    into their buffers (1: rows of `y` that start inside a sector whatever M is, f16 rows of `x`
    that start between words) and `offset` poisoned elements on either side of `y`, which
    must stay untouched."""
    failures = 0
    gen = torch.Generator(device="cuda").manual_seed(7)
    for dtype in DTYPES:
        bits = torch.int16 if dtype == "f16" else torch.int32
        for m, n in shapes:
            for off in offsets:
                xb = torch.randn(m * n + off, device="cuda", dtype=DTYPES[dtype], generator=gen)
                x = xb[off:].view(m, n)
                ref = x.t().contiguous()
                skipped, ran = [], 0
                for kind in KINDS:
                    if ONLY.get(kind, dtype) != dtype:
                        continue
                    yb = torch.full((n * m + 2 * off,), float("nan"), device="cuda",
                                    dtype=DTYPES[dtype])
                    y = yb[off:off + n * m].view(n, m)
                    if kind == "tma" and not tma_fits(dtype, x, y):
                        skipped.append(kind)
                        continue
                    ran += 1
                    run_kernel(drv, kind, dtype, x, y, group)
                    torch.cuda.synchronize()
                    bad = int((y.view(bits) != ref.view(bits)).sum())
                    guard = torch.cat([yb[:off], yb[off + n * m:]])
                    bad += int((guard.view(bits) != torch.full_like(guard, float("nan"))
                                .view(bits)).sum())
                    if bad:
                        failures += 1
                        print(f"CHECK FAIL transpose_{kind}_{dtype} {m}x{n} (offset {off}): "
                              f"{bad} of {m * n} differ")
                note = (" (not tma: TMA needs rows of a multiple of 16 bytes)" if skipped else "")
                print(f"check {dtype} {m}x{n} offset {off} ({order(group)}): "
                      f"{ran} kernels{note}, "
                      f"{'all exact' if not failures else 'FAILURES'}", flush=True)
    return failures


def bench(drv, shapes, reps, group, rounds, kinds=KINDS):
    """Each round times every entry once (median of `reps` samples, each the mean of `BATCH`
    launches back to back between two CUDA events: the host's time to launch, which differs
    between torch's C++ and this script's ctypes launches, hides behind the previous launch, as
    in a real stream of kernels); a row is the median of
    its rounds, so a slow spell of the machine shifts one round, not one kernel."""
    rows = []
    for dtype in DTYPES:
        for m, n in shapes:
            x = torch.randn(m, n, device="cuda", dtype=DTYPES[dtype])
            y = torch.empty(n, m, device="cuda", dtype=DTYPES[dtype])
            same = torch.empty_like(x)
            nbytes = 2 * x.numel() * x.element_size()
            entries = [("device copy", lambda: same.copy_(x)),
                       ("torch copy_(x.t())", lambda: y.copy_(x.t()))]
            entries += [(f"transpose_{k}_{dtype}",
                         (lambda k=k: run_kernel(drv, k, dtype, x, y, group))) for k in kinds
                        if ONLY.get(k, dtype) == dtype
                        and (k != "tma" or tma_fits(dtype, x, y))]
            entries += [(f"transpose_swizzled_{dtype} g{g}",
                         (lambda g=g: run_kernel(drv, "swizzled", dtype, x, y, g)))
                        for g in GROUPS if g != group and "swizzled" in kinds]
            times = {name: [] for name, _ in entries}
            for _ in range(rounds):
                for name, fn in entries:
                    times[name].append(time_ms(fn, reps, batch=BATCH))
            for name, _ in entries:
                ms = sorted(times[name])[len(times[name]) // 2]
                rows.append({"dtype": dtype, "shape": f"{m}x{n}", "kernel": name, "ms": ms,
                             "gbps": nbytes / (ms * 1e6),
                             "spread": (max(times[name]) - min(times[name])) / ms})
            del x, y, same
            torch.cuda.empty_cache()
    return rows


def predicted(cli, kind, dtype, access):
    text = subprocess.run([cli, f"bank_conflicts({SMEM[(kind, dtype)]}, {access}, "
                                f"{4 if dtype == 'f32' else 2})"],
                          capture_output=True, text=True, check=True).stdout
    fields = dict(part.strip().split(": ") for part in text.split("(")[0].split(",") if ": " in part)
    return int(fields["wavefronts"]), int(fields["conflicts"])


def ncu_mode(drv, cli):
    m = n = 1024
    print(f"bank-conflict model, one launch per kernel at {m}x{n} (each 4-byte word written "
          "and read once, by one thread of a 32-thread shared-memory instruction)")
    print(f"{'kernel':24} {'st wavefronts':>13} {'st conflicts':>12} "
          f"{'ld wavefronts':>13} {'ld conflicts':>12}")
    for dtype in DTYPES:
        x = torch.randn(m, n, device="cuda", dtype=DTYPES[dtype])
        y = torch.empty(n, m, device="cuda", dtype=DTYPES[dtype])
        for kind in [k for k in KINDS if (k, dtype) in SMEM]:
            # one instruction of 32 threads per 32 words and phase
            accesses = m * n // (32 if dtype == "f32" else 64)
            st = predicted(cli, kind, dtype, ROW_ACCESS[dtype])
            ld = predicted(cli, kind, dtype, COLUMN_ACCESS[dtype])
            print(f"transpose_{kind}_{dtype:4} {st[0] * accesses:13} {st[1] * accesses:12} "
                  f"{ld[0] * accesses:13} {ld[1] * accesses:12}", flush=True)
            run_kernel(drv, kind, dtype, x, y, 1)
            torch.cuda.synchronize()


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ptx", default=os.path.join(HERE, "kernels_sm90.ptx"))
    p.add_argument("--cli", default=os.path.join(HERE, "layout-cli"))
    p.add_argument("--reps", type=int, default=20)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--check-only", action="store_true")
    p.add_argument("--too-little-smem", action="store_true",
                   help="launch the dynamic kernel with 16 bytes of dynamic shared memory: it "
                        "must trap (run last: a trap ends the CUDA context)")
    p.add_argument("--once", action="store_true",
                   help="launch each kernel of --kinds once at each of --shapes (for ncu)")
    p.add_argument("--shapes", default="8192x8192,8191x8193",
                   help="the timed shapes, MxN, comma-separated")
    p.add_argument("--kinds", default=",".join(KINDS),
                   help="the timed kernels (of " + ", ".join(KINDS) + "), comma-separated")
    p.add_argument("--no-check", action="store_true", help="time only")
    p.add_argument("--ncu", action="store_true")
    p.add_argument("--group", type=int, default=0,
                   help="tile rows per group in the launch order (grid.x; 0, the default: one "
                        "group of all of them, column order); the bench also times the "
                        "swizzled kernel with the other groups of GROUPS")
    args = p.parse_args()
    drv = Driver(args.ptx)
    if args.ncu:
        ncu_mode(drv, args.cli)
        return 0
    if args.too_little_smem:
        x = torch.randn(256, 256, device="cuda")
        y = torch.zeros_like(x)
        grid, block = launch_shape("dynamic", 256, 256, 1)
        try:
            args = [ctypes.c_uint64(x.data_ptr()), ctypes.c_uint64(y.data_ptr()),
                    ctypes.c_int32(256), ctypes.c_int32(256)]
            drv.launch("transpose_dynamic_f32", grid, block, args, 16)
            torch.cuda.synchronize()
        except Exception as e:  # the trap surfaces at the launch or at the synchronisation
            print(f"dynamic kernel with 16 bytes of shared memory: trapped ({str(e)[:80]})")
            return 0
        print("dynamic kernel with 16 bytes of shared memory: DID NOT TRAP")
        return 1
    shapes = [tuple(int(v) for v in s.split("x")) for s in args.shapes.split(",")]
    kinds = tuple(args.kinds.split(","))
    if args.once:
        for dtype in DTYPES:
            for m, n in shapes:
                x = torch.randn(m, n, device="cuda", dtype=DTYPES[dtype])
                y = torch.empty(n, m, device="cuda", dtype=DTYPES[dtype])
                for kind in kinds:
                    if ONLY.get(kind, dtype) == dtype and (kind != "tma"
                                                                or tma_fits(dtype, x, y)):
                        run_kernel(drv, kind, dtype, x, y, args.group)
                torch.cuda.synchronize()
        return 0
    print(f"torch {torch.__version__}, {torch.cuda.get_device_name(0)}", flush=True)
    # the last four shapes: ragged for the tiles, rows a multiple of 16 bytes (TMA)
    small = [(67, 130), (129, 63), (1, 1), (3, 200), (256, 256), (1000, 1337),
             (72, 136), (8, 200), (1000, 1336), (136, 8), (257, 200), (264, 136)]
    large = [(8192, 8192), (8191, 8193)]
    failures = 0
    checked = small if args.check_only else small + large + [(8184, 8200)]
    for group in () if args.no_check else (1, 3, args.group):
        failures += check(drv, checked, group)
        failures += check(drv, small, group, offsets=(1,))
    if args.check_only:
        print("ALL CHECKS PASSED" if not failures else f"{failures} CHECK FAILURES")
        return 1 if failures else 0
    rows = bench(drv, shapes, args.reps, args.group, args.rounds, kinds)
    print(f"\ntranspose bandwidth: median over {args.rounds} rounds of the median of "
          f"{args.reps} samples of {BATCH} back-to-back launches; tiles in {order(args.group)} unless named gN "
          "(GB/s = bytes read + written / time; spread = (max - min) / median over rounds)")
    print(f"{'dtype':5} {'shape':10} {'kernel':24} {'ms':>8} {'GB/s':>7} {'spread':>6} "
          f"{'x copy':>7} {'x torch.t':>9}")
    for dtype in DTYPES:
        for shape in dict.fromkeys(r["shape"] for r in rows):
            sel = [r for r in rows if r["dtype"] == dtype and r["shape"] == shape]
            copy = next(r["gbps"] for r in sel if r["kernel"] == "device copy")
            tt = next(r["gbps"] for r in sel if r["kernel"].startswith("torch"))
            for r in sel:
                print(f"{dtype:5} {shape:10} {r['kernel']:24} {r['ms']:8.4f} {r['gbps']:7.0f} "
                      f"{r['spread']:6.3f} {r['gbps'] / copy:7.3f} {r['gbps'] / tt:9.2f}")
    print("ALL CHECKS PASSED" if not failures else f"{failures} CHECK FAILURES")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
