"""FlashAttention-2 forward on the SM80 atoms (gemm-kernels/src/flash_attn_sm80.rs) on the GPU:
checks against torch's attention computed in f32, then forward TFLOP/s next to torch's SDPA
flash backend (FlashAttention-2 itself) and cuDNN backend, timed in the same run.

    python3 attention_bench.py PTX [--check-only] [--seqlens 512,1024,...] [--reps N]

PTX: the gemm-kernels PTX for sm_80 (scripts/build-ptx.sh), which runs on sm_80 and newer.
The setup is the FlashAttention-3 paper's: batch * seqlen = 16k tokens, hidden 2048
(heads = 2048 / head dim), f16; TFLOP/s = 4 B H Sq Sk D, halved for causal."""
import argparse
import ctypes
import math
import sys

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

sys.path.insert(0, __import__("os").path.dirname(__file__))
from cuda_driver import Driver, time_ms  # noqa: E402

# name, head dim, kBlockM, kBlockN, dynamic shared memory (flash_fwd_sm80_kernels!)
KERNELS = {64: ("flash_fwd_sm80_hd64_f16", 128, 128, 49152),
           128: ("flash_fwd_sm80_hd128_f16", 128, 64, 65536)}


def ours(drv, q, k, v, causal, scale):
    """O, LSE of the Rust kernel: q (B, Sq, H, D), k, v (B, Sk, Hk, D), contiguous f16."""
    b, sq, h, d = q.shape
    sk, hk = k.shape[1], k.shape[2]
    name, bm, bn, smem = KERNELS[d]
    assert sq % bm == 0 and sk % bn == 0, "the kernel takes whole blocks"
    o = torch.empty_like(q)
    lse = torch.empty((b, h, sq), device=q.device, dtype=torch.float32)
    args = [ctypes.c_uint64(t.data_ptr()) for t in (q, k, v, o, lse)]
    args += [ctypes.c_int32(sq), ctypes.c_int32(sk), ctypes.c_int32(h), ctypes.c_int32(hk),
             ctypes.c_float(scale), ctypes.c_uint32(1 if causal else 0)]
    drv.launch(name, (sq // bm, b, h), 128, args, smem=smem)
    return o, lse


def reference(q, k, v, causal, scale):
    """torch's attention in f32 (the math backend), bottom-right causal, and the LSE."""
    b, sq, h, d = q.shape
    sk, hk = k.shape[1], k.shape[2]
    qf, kf, vf = (t.float().transpose(1, 2) for t in (q, k, v))
    kf = kf.repeat_interleave(h // hk, dim=1)
    vf = vf.repeat_interleave(h // hk, dim=1)
    s = torch.matmul(qf, kf.transpose(-1, -2)) * scale
    if causal:
        i = torch.arange(sq, device=q.device)[:, None]
        j = torch.arange(sk, device=q.device)[None, :]
        s = s.masked_fill(j > i + sk - sq, float("-inf"))
    lse = torch.logsumexp(s, dim=-1)
    o = torch.matmul(torch.softmax(s, dim=-1), vf).transpose(1, 2)
    return o, lse


def torch_sdpa(q, k, v, causal, backend):
    with sdpa_kernel(backend):
        return F.scaled_dot_product_attention(q.transpose(1, 2), k.transpose(1, 2),
                                              v.transpose(1, 2), is_causal=causal,
                                              enable_gqa=k.shape[2] != q.shape[2])


def check(drv):
    torch.manual_seed(0)
    rows = []
    for d in (64, 128):
        for causal in (False, True):
            for (b, sq, sk, h, hk) in ((2, 128, 128, 4, 4), (1, 256, 512, 8, 2), (1, 512, 256, 4, 1)):
                if causal and sq > sk:
                    continue
                q = torch.randn(b, sq, h, d, device="cuda", dtype=torch.float16)
                k = torch.randn(b, sk, hk, d, device="cuda", dtype=torch.float16)
                v = torch.randn(b, sk, hk, d, device="cuda", dtype=torch.float16)
                scale = 1.0 / math.sqrt(d)
                o, lse = ours(drv, q, k, v, causal, scale)
                ro, rlse = reference(q, k, v, causal, scale)
                err = (o.float() - ro).abs().max().item()
                lse_err = (lse - rlse).abs().max().item()
                # torch's own f16 flash backend against the same reference (causal there is
                # top-left aligned, so only where Sq == Sk)
                if not causal or sq == sk:
                    fo = torch_sdpa(q, k, v, causal, SDPBackend.FLASH_ATTENTION).transpose(1, 2)
                    ferr = (fo.float() - ro).abs().max().item()
                else:
                    ferr = float("nan")
                ok = err <= max(2 * ferr, 2e-3) if ferr == ferr else err <= 4e-3
                ok = ok and lse_err <= 1e-3
                rows.append((d, causal, (b, sq, sk, h, hk), err, ferr, lse_err, ok))
    print(f"{'hd':>3} {'causal':>6} {'(B,Sq,Sk,H,Hk)':>22} {'err':>9} {'flash err':>9} {'lse err':>9}  ok")
    for d, causal, shape, err, ferr, lse_err, ok in rows:
        print(f"{d:>3} {str(causal):>6} {str(shape):>22} {err:9.2e} {ferr:9.2e} {lse_err:9.2e}  {ok}")
    return all(r[-1] for r in rows)


def bench(drv, seqlens, reps):
    print(f"{'hd':>3} {'causal':>6} {'seqlen':>6} {'ours':>8} {'flash':>8} {'cudnn':>8} {'vs flash':>8}   TFLOP/s")
    for d in (64, 128):
        h = 2048 // d
        for causal in (False, True):
            for s in seqlens:
                b = max(1, 16384 // s)
                q = torch.randn(b, s, h, d, device="cuda", dtype=torch.float16)
                k = torch.randn(b, s, h, d, device="cuda", dtype=torch.float16)
                v = torch.randn(b, s, h, d, device="cuda", dtype=torch.float16)
                scale = 1.0 / math.sqrt(d)
                flops = 4 * b * h * s * s * d / (2 if causal else 1)
                t_ours = time_ms(lambda: ours(drv, q, k, v, causal, scale), reps)
                t_fl = time_ms(lambda: torch_sdpa(q, k, v, causal, SDPBackend.FLASH_ATTENTION), reps)
                try:
                    t_cd = time_ms(lambda: torch_sdpa(q, k, v, causal, SDPBackend.CUDNN_ATTENTION), reps)
                except RuntimeError:
                    t_cd = float("nan")
                tf = lambda t: flops / t / 1e9
                print(f"{d:>3} {str(causal):>6} {s:>6} {tf(t_ours):8.1f} {tf(t_fl):8.1f} {tf(t_cd):8.1f} "
                      f"{t_fl / t_ours:8.3f}x")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ptx")
    ap.add_argument("--check-only", action="store_true")
    ap.add_argument("--seqlens", default="512,1024,2048,4096,8192,16384")
    ap.add_argument("--reps", type=int, default=20)
    args = ap.parse_args()
    drv = Driver(args.ptx)
    ok = check(drv)
    print("checks:", "pass" if ok else "FAIL")
    if not args.check_only:
        bench(drv, [int(s) for s in args.seqlens.split(",")], args.reps)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
