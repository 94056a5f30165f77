#!/usr/bin/env python3
"""Numeric device check of the Rust PTX: the `numeric_check` kernels (conversions, packed
f16x2/bf16x2 arithmetic, math functions, a TensorSSA expression) run on the GPU and compared
bit for bit with (1) the same Rust code run on the CPU with the portable arithmetic (the
`numeric-check` binary: the host and the device must agree) and (2) torch.

Runs from the bundle `scripts/numeric-check.sh bundle` makes (dist/numeric-check/:
`kernels_sm90.ptx`, `numeric-check`, this file, `cuda_driver.py`); needs python3 with torch,
numpy and a CUDA driver, no Rust. Steps:
  1. `numeric-check emulate --out TMP`: every kernel's inputs (every 8- and 16-bit code, every
     rounding tie and boundary, specials, random bits) and its CPU outputs, with a manifest;
  2. each kernel launched on the same inputs (outputs poisoned with all-ones bits first);
  3. device vs CPU: bit for bit (NaN bits included, but for f32 arithmetic whose NaN bits Rust
     leaves unspecified), except the approximate functions (exp, exp2, log, log2, rsqrt, tanh,
     and the bfloat16 result of the expression), within the tolerances of layout_core::numeric;
  4. device vs torch: conversions (float16, bfloat16, float8_e4m3fn and float8_e5m2 with the
     satfinite clamp CuTe uses, tf32 by rounding the bits, int8 in range), arithmetic, sqrt and
     the expression bit for bit with NaN == NaN (torch's NaN bits are its own); the other
     math functions within tolerance.
Prints one line per kernel and output, then PASS or FAIL; exit status 1 on a failure.
Options: --quick (a slice of each array, for compute-sanitizer), --dry-run (no GPU: the CPU
outputs stand in for the device's and torch runs on the CPU; checks this script itself).
"""
import argparse
import ctypes
import json
import os
import subprocess
import sys
import tempfile

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
WIDTH = {"float32": 4, "tf32": 4, "int32": 4, "float16": 2, "bfloat16": 2,
         "float8_e4m3fn": 1, "float8_e5m2": 1, "int8": 1}
UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32}
TORCH_INT = {1: torch.uint8, 2: torch.int16, 4: torch.int32}
NP_SIGNED = {1: np.uint8, 2: np.int16, 4: np.int32}
TORCH = {"float32": torch.float32, "tf32": torch.float32, "float16": torch.float16,
         "bfloat16": torch.bfloat16, "float8_e4m3fn": torch.float8_e4m3fn,
         "float8_e5m2": torch.float8_e5m2, "int8": torch.int8, "int32": torch.int32}
SATURATE = {"float8_e4m3fn": 448.0, "float8_e5m2": 57344.0}
# layout_core::numeric's Math table: how far the approximate functions may be from the portable
# ones (and from the exact functions): (relative, absolute)
TOL = {"exp": (2.0 ** -21, 0.0), "exp2": (2.0 ** -21, 0.0), "rsqrt": (2.0 ** -21, 0.0),
       "log": (2.0 ** -21, 2.0 ** -21), "log2": (2.0 ** -21, 2.0 ** -21),
       "tanh": (0.0, 2.0 ** -10), "sqrt": (0.0, 0.0)}
TINY = 2.0 ** -126  # .ftz flushes results below this to zero


def values(bits, dtype):
    """The float64 values of raw bits of `dtype` (NaN where NaN)."""
    with np.errstate(invalid="ignore"):
        return _values(bits, dtype)


def _values(bits, dtype):
    if dtype in ("float32", "tf32"):
        masked = bits if dtype == "float32" else np.where(
            (bits & 0x7fffffff) > 0x7f800000, bits, bits & 0xffffe000).astype(np.uint32)
        return masked.view(np.float32).astype(np.float64)
    if dtype == "float16":
        return bits.view(np.float16).astype(np.float64)
    if dtype == "bfloat16":
        return (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    if dtype in SATURATE:
        table = torch.arange(256, dtype=torch.uint8).view(TORCH[dtype]).float().numpy()
        return table[bits].astype(np.float64)
    if dtype == "int8":
        return bits.view(np.int8).astype(np.float64)
    raise ValueError(dtype)


def to_torch(bits, dtype, device):
    """Raw bits as a typed torch tensor (tf32 as float32)."""
    w = WIDTH[dtype]
    t = torch.from_numpy(np.ascontiguousarray(bits).view(NP_SIGNED[w])).to(device)
    return t.view(TORCH[dtype])


def to_bits(t, dtype):
    """A typed torch tensor as raw unsigned bits (numpy)."""
    w = WIDTH[dtype]
    return t.contiguous().view(TORCH_INT[w]).cpu().numpy().view(UINT[w])


def compare(dev, ref, dtype, mode, nan_bits=True, loose_zeros=False):
    """(failures, notes): `mode` is "exact", ("ulp", k) or ("tol", rel, abs) (rel may be an
    array). `nan_bits`: NaNs must have the same bits (else NaN == NaN). `loose_zeros`: a zero
    matches a zero of the other sign, and a flushed result (.ftz) matches a subnormal."""
    dv, rv = values(dev, dtype), values(ref, dtype)
    both_nan = np.isnan(dv) & np.isnan(rv)
    same_bits = dev == ref
    notes = []
    if mode == "exact":
        ok = same_bits | both_nan
    elif mode[0] == "ulp":
        # the ordered integers of two finite values of one sign differ by the ulps between them
        w = WIDTH[dtype]
        di, ri = dev.astype(np.int64), ref.astype(np.int64)
        sign = 1 << (8 * w - 1)
        same_sign = (di & sign) == (ri & sign)
        ok = same_bits | both_nan | (same_sign & np.isfinite(dv) & np.isfinite(rv)
                                     & (np.abs(di - ri) <= mode[1]))
    else:
        rel, ab = mode[1], mode[2]
        with np.errstate(invalid="ignore", over="ignore"):
            close = np.abs(dv - rv) <= ab + rel * np.abs(rv)
        ok = same_bits | both_nan | (dv == rv) | close
    if loose_zeros:
        zeros = (dv == 0) & (rv == 0) & ~same_bits
        flushed = ((dv == 0) & (np.abs(rv) < TINY)) | ((rv == 0) & (np.abs(dv) < TINY))
        if zeros.any():
            notes.append(f"{int(zeros.sum())} zeros of the other sign (allowed)")
        if (flushed & ~ok).any():
            notes.append(f"{int((flushed & ~ok).sum())} subnormals flushed (.ftz, allowed)")
        ok |= zeros | flushed
    nan_diff = both_nan & ~same_bits
    if nan_diff.any():
        if nan_bits:
            ok &= ~nan_diff
            notes.append(f"{int(nan_diff.sum())} NaNs with other bits")
        else:
            notes.append(f"{int(nan_diff.sum())} NaNs with other bits (not compared)")
    failures = int((~ok).sum())
    if failures:
        bad = np.flatnonzero(~ok)[:4]
        notes.append("first: " + ", ".join(
            f"[{i}] {int(dev[i]):#x}/{int(ref[i]):#x}" for i in bad))
    return failures, notes


def load(tmp, entry, key):
    return [(b, np.fromfile(os.path.join(tmp, b["file"]), dtype=UINT[WIDTH[b["dtype"]]]))
            for b in entry[key]]


def truncate(entry, inputs, outputs, m):
    """The check on the first `m` elements: its inputs, and its CPU outputs cut to match (the
    arithmetic and math outputs are blocks of `n` per operation)."""
    n, blocks = entry["n"], max(1, len(entry["ops"]))
    entry = dict(entry, n=m)
    per_thread = 32 if entry["kind"] == "expr" else 8
    entry["grid"] = max(1, -(-(m // per_thread) // entry["block"]))
    inputs = [(b, bits[:m]) for b, bits in inputs]
    cut = []
    for b, bits in outputs:
        if b["role"] == "rowmax":
            cut.append((b, bits[:m // 8]))
        else:
            cut.append((b, np.concatenate([bits[k * n:k * n + m] for k in range(blocks)])))
    return entry, inputs, cut


def run_device(drv, entry, inputs, outputs):
    """Launches the kernel on the inputs; returns the outputs' bits."""
    ins = [to_torch(bits, b["dtype"], "cuda") for b, bits in inputs]
    outs = []
    for b, bits in outputs:
        w = WIDTH[b["dtype"]]
        # poison: all-ones bits, so an element the kernel misses cannot pass
        outs.append(torch.full((len(bits),), 255 if w == 1 else -1, dtype=TORCH_INT[w],
                               device="cuda"))
    args = [ctypes.c_uint64(t.data_ptr()) for t in ins + outs] + [ctypes.c_int32(entry["n"])]
    drv.launch(entry["kernel"], (entry["grid"], 1, 1), entry["block"], args)
    torch.cuda.synchronize()
    return [o.cpu().numpy().view(UINT[WIDTH[b["dtype"]]]) for (b, _), o in zip(outputs, outs)]


def torch_convert(x, src, dst):
    """torch's conversion of typed `x` with CuTe's rounding: satfinite for the 8-bit floats,
    round-to-nearest-away on 13 bits for tf32, a NaN truncated (returned as bits)."""
    if dst == "tf32":
        b = x.view(torch.int32).to(torch.int64) & 0xffffffff
        finite = (b & 0x7f800000) != 0x7f800000
        # infinities and NaNs lose their 13 low bits unrounded (cvt.rna.tf32.f32 on the GPU)
        r = torch.where(finite, (b + 0x1000) & 0xffffe000, b & 0xffffe000)
        return (r & 0xffffffff).to(torch.int64).cpu().numpy().astype(np.uint32)
    f = x.float()
    if dst in SATURATE:
        f = f.clamp(-SATURATE[dst], SATURATE[dst])
    if dst == "int8":
        return to_bits(f.to(torch.int8), dst)
    return to_bits(f.to(TORCH[dst]), dst)


def torch_reference(entry, inputs, device):
    """torch's outputs for the kernel's inputs (bits per output, mode of comparison)."""
    kind = entry["kind"]
    typed = [to_torch(bits, b["dtype"], device) for b, bits in inputs]
    n = len(inputs[0][1])
    if kind == "convert":
        return [torch_convert(typed[0], entry["src"], entry["dst"])]
    if kind == "arith":
        a, b = typed
        outs = [a + b, a - b, a * b, a / b, torch.maximum(a, b), torch.minimum(a, b)]
        return [np.concatenate([to_bits(o, entry["type"]) for o in outs])]
    if kind == "math":
        x = typed[0]
        f = x.float()
        outs = [torch.sqrt(f), torch.rsqrt(f), torch.exp(f), torch.exp2(f), torch.log(f),
                torch.log2(f), torch.tanh(f)]
        return [np.concatenate([to_bits(o.to(TORCH[entry["type"]]), entry["type"])
                                for o in outs])]
    if kind == "expr":
        a, b = typed
        s = a * b + a
        r = s.float().view(-1, 8)
        rowmax = r.amax(dim=1)
        y = torch.exp(r - rowmax[:, None]).to(torch.bfloat16).reshape(-1)
        return [to_bits(y, "bfloat16"), to_bits(rowmax, "float32")]
    raise ValueError(kind)


def modes(entry, out_index, against):
    """The comparisons of an output: a list of (label, slice, dtype, mode, nan_bits)."""
    kind, dtype = entry["kind"], entry["outputs"][out_index]["dtype"]
    n = entry["n"]
    if kind in ("arith", "math"):
        rows = []
        for k, op in enumerate(entry["ops"]):
            sl = slice(k * n, (k + 1) * n)
            if kind == "arith":
                mode = "exact"
                nan_bits = against == "host" and dtype != "float32"
            elif op == "sqrt":
                # correctly rounded: the GPU's sqrt.rn and the host's agree; torch's CPU sqrt
                # (the --dry-run) may be an ulp off
                mode, nan_bits = ("exact" if against == "host" else ("ulp", 1)), against == "host"
            elif dtype == "float32":
                mode, nan_bits = ("tol",) + TOL[op], False
            else:
                # a half result of an f32 function within tolerance: one ulp apart at most
                mode, nan_bits = ("ulp", 1 if op != "tanh" else 2), False
            rows.append((op, sl, dtype, mode, nan_bits))
        return rows
    if kind == "expr" and entry["outputs"][out_index]["role"] == "y":
        return [("y", slice(None), dtype, ("ulp", 1), False)]
    return [(entry["outputs"][out_index]["role"], slice(None), dtype, "exact",
             against == "host")]


def torch_mask(entry, inputs, label, n):
    """Elements torch is compared on: int8 conversions in range; the .ftz functions away from
    subnormal inputs and results."""
    x = values(inputs[0][1], inputs[0][0]["dtype"])
    if entry["kind"] == "convert" and entry["dst"] == "int8":
        return np.abs(x) < 127.5
    if entry["kind"] == "math" and label in ("rsqrt", "log", "log2", "exp", "exp2"):
        with np.errstate(over="ignore", invalid="ignore"):
            sub = (x != 0) & (np.abs(x) < TINY)
            if label in ("exp", "exp2"):
                y = np.exp2(x * (1.4426950408889634 if label == "exp" else 1.0))
                sub |= (y != 0) & (y < 2 * TINY)
        return ~sub
    return np.ones(n, dtype=bool)


def check_kernel(drv, tmp, entry, args):
    inputs, outputs = load(tmp, entry, "inputs"), load(tmp, entry, "outputs")
    if args.quick:
        entry, inputs, outputs = truncate(entry, inputs, outputs, min(entry["n"], 8192))
    dev = [bits for _, bits in outputs] if args.dry_run else run_device(drv, entry, inputs,
                                                                        outputs)
    refs = torch_reference(entry, inputs, "cpu" if args.dry_run else "cuda")
    failures = 0
    for k, (b, host_bits) in enumerate(outputs):
        for against, ref in (("host", host_bits), ("torch", refs[k])):
            for label, sl, dtype, mode, nan_bits in modes(entry, k, against):
                d, r = dev[k][sl], ref[sl]
                if against == "torch":
                    mask = torch_mask(entry, inputs, label, len(d))
                    d, r = d[mask], r[mask]
                    if isinstance(mode, tuple) and mode[0] == "tol":
                        # against the exact function: the device's error and the host's; exp's
                        # argument x * log2(e) is rounded to f32 (error |x| * 2^-24 in 2^x)
                        rel = 2 * mode[1] + 2.0 ** -23
                        if label == "exp":
                            x = values(inputs[0][1], inputs[0][0]["dtype"])[mask]
                            rel = rel + np.abs(x) * 2.0 ** -23
                        mode = ("tol", rel, 2 * mode[2])
                f, notes = compare(d, r, dtype, mode, nan_bits, loose_zeros=against == "torch")
                failures += f
                status = "ok" if not f else f"FAIL ({f} of {len(d)})"
                print(f"{entry['kernel']:14} {b['role']:6} {label:6} vs {against:5} "
                      f"{len(d):8} {status}{'; ' + '; '.join(notes) if notes else ''}",
                      flush=True)
    return failures


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ptx", default=os.path.join(HERE, "kernels_sm90.ptx"))
    p.add_argument("--bin", default=os.path.join(HERE, "numeric-check"))
    p.add_argument("--only", help="comma-separated kernel names")
    p.add_argument("--keep", help="write the CPU arrays here (kept) instead of a temporary dir")
    p.add_argument("--quick", action="store_true", help="the first 8192 elements of each array")
    p.add_argument("--dry-run", action="store_true",
                   help="no GPU: the CPU outputs stand in for the device's (checks the script)")
    args = p.parse_args()
    tmp_ctx = tempfile.TemporaryDirectory() if not args.keep else None
    tmp = args.keep or tmp_ctx.name
    cmd = [args.bin, "emulate", "--out", tmp] + (["--only", args.only] if args.only else [])
    subprocess.run(cmd, check=True)
    with open(os.path.join(tmp, "manifest.json")) as f:
        manifest = json.load(f)
    drv = None
    if not args.dry_run:
        from cuda_driver import Driver
        drv = Driver(args.ptx)
        print(f"torch {torch.__version__}, {torch.cuda.get_device_name(0)}, {args.ptx}")
    failures = 0
    for entry in manifest:
        failures += check_kernel(drv, tmp, entry, args)
    print("PASS" if not failures else f"FAIL: {failures} elements differ")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
