#!/usr/bin/env python3
"""PyTorch tensors through Rust kernels on the GPU machine (built here by
scripts/torch-interop.sh bundle; needs torch with CUDA, no Rust).

Checks, in order, and prints a table last (exit status 1 if a check fails):
1. zero-copy import: torch tensors (row-major, transposed, sliced) become typed views whose
   device pointer is the tensor's data_ptr() and whose layout is CuTe's reading of the strides;
2. a Rust kernel (scale_2d) computes y = alpha * x in place on torch memory, any strides;
3. export: a Rust buffer comes back through torch.from_dlpack with the same device pointer;
4. rejections: wrong dtype, CPU tensor, misaligned first element, wrong rank, shape mismatch
   raise ValueError with the message of the Rust side;
5. CUDA graphs: launch overhead per kernel with and without a graph (µs);
6. printing from a kernel: my-first-kernel's hello_world (printf!, print_layout, print_tensor)
   on the GPU prints the same lines as its body run on the CPU (line order across threads is
   the hardware's, so lines are compared as multisets; thread 0's lines keep their order).

    python3 torch_interop.py [--no-bench]
"""
import os
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)

import torch  # noqa: E402
import torch_interop as ti  # noqa: E402

rows = []  # (check, result, ok)


def record(name, ok, detail):
    rows.append((name, detail, ok))
    print(f"[{'ok' if ok else 'FAIL'}] {name}: {detail}", flush=True)


def expect_error(name, fn, needle):
    try:
        fn()
    except ValueError as e:
        record(name, needle in str(e), f"ValueError: {e}")
        return
    record(name, False, "accepted (expected a ValueError)")


def capture_stdout_fd(fn):
    """Runs fn with file descriptor 1 redirected to a file (the CUDA driver writes kernel printf
    text there); returns the text."""
    sys.stdout.flush()
    saved = os.dup(1)
    with tempfile.TemporaryFile(mode="w+b") as f:
        os.dup2(f.fileno(), 1)
        try:
            fn()
        finally:
            os.dup2(saved, 1)
            os.close(saved)
        f.seek(0)
        return f.read().decode()


def run_section(name, fn):
    """Runs one section; an unexpected exception fails it and the run goes on."""
    try:
        fn()
    except Exception as e:  # noqa: BLE001 - reported in the table
        record(name, False, f"{type(e).__name__}: {e}")


def imports(cuda):
    x = torch.arange(12, dtype=torch.float32, device=cuda).reshape(4, 3)
    v = ti.view(x)
    record("import row-major (4,3)", v["ptr"] == x.data_ptr() and v["layout"] == "(4,3):(3,1)",
           f"{v['tensor']}; data_ptr {x.data_ptr():#x}")
    v = ti.view(x.t())
    record("import transposed", v["ptr"] == x.data_ptr() and v["layout"] == "(3,4):(1,3)",
           v["tensor"])
    big = torch.zeros(8, 10, dtype=torch.float32, device=cuda)
    s = big[1::2, 2:5]
    v = ti.view(s)
    record("import strided slice", v["ptr"] == s.data_ptr() and v["layout"] == "(4,3):(20,1)",
           f"{v['tensor']}; offset {(s.data_ptr() - big.data_ptr()) // 4} elements")


def kernels(cuda):
    x = torch.arange(12, dtype=torch.float32, device=cuda).reshape(4, 3)
    y = torch.full((4, 3), -1.0, device=cuda)
    px, py = ti.scale_into(x, y, 2.5)
    record("scale_into row-major", px == x.data_ptr() and py == y.data_ptr()
           and torch.equal(y, 2.5 * x), f"pointers equal, y == 2.5 * x: {y.tolist()[1]}")
    a = torch.randn(48, 64, device=cuda)
    at = a.t()  # (64, 48) with strides (1, 64)
    b = torch.empty(64, 48, device=cuda)
    ti.scale_into(at, b, -1.0)
    record("scale_into transposed input", torch.equal(b, -at), "b == -a.t() (no copy of a.t())")
    big = torch.zeros(8, 10, dtype=torch.float32, device=cuda)
    ti.scale_into(x, big[1::2, 2:5], 3.0)
    expected = torch.zeros(8, 10, device=cuda)
    expected[1::2, 2:5] = 3.0 * x
    record("scale_into strided output", torch.equal(big, expected),
           "only big[1::2, 2:5] written")


def exports(cuda):
    x = torch.arange(12, dtype=torch.float32, device=cuda).reshape(4, 3)
    buf = ti.scale(x, 2.0)
    t = torch.from_dlpack(buf)
    record("export to torch.from_dlpack", t.data_ptr() == buf.ptr and torch.equal(t, 2.0 * x)
           and t.device == cuda, f"{buf!r} -> torch {tuple(t.shape)} {t.stride()}")
    del buf
    torch.cuda.synchronize()
    t.add_(1.0)  # the memory lives on with the torch tensor; torch may write to it
    record("exported memory outlives the Buffer", torch.equal(t, 2.0 * x + 1.0),
           "t += 1 after del")


def rejections(cuda):
    x = torch.arange(12, dtype=torch.float32, device=cuda).reshape(4, 3)
    expect_error("reject float64", lambda: ti.view(x.double()),
                 "holds float64 elements, the view wants float32")
    expect_error("reject CPU tensor", lambda: ti.view(x.cpu()),
                 "is on cpu, the view wants cuda:0")
    mis = torch.arange(33, dtype=torch.float32, device=cuda)[1:].reshape(4, 8)
    expect_error("reject misaligned (16-byte view)", lambda: ti.view(mis, align=16),
                 "is not aligned to 16 bytes")
    record("accept the same at 4 bytes", ti.view(mis, align=4)["ptr"] == mis.data_ptr(),
           f"data_ptr % 16 = {mis.data_ptr() % 16}")
    expect_error("reject rank 3", lambda: ti.view(x.reshape(2, 2, 3)),
                 "has 3 modes, the view's layout has 2")
    expect_error("reject shape mismatch", lambda: ti.scale_into(x, x.t().contiguous(), 1.0),
                 "the shapes differ")


def graphs():
    for launches in (100, 1000):
        o = ti.launch_overhead(launches, 20)
        # A measurement, not a check: recorded as it comes.
        record(f"launch overhead, {launches} launches", True,
               f"stream {o['stream_us']:.2f} us/kernel (host {o['stream_host_us']:.2f}), "
               f"graph {o['graph_us']:.2f} us/kernel (host {o['graph_host_us']:.3f}), "
               f"{o['stream_us'] / o['graph_us']:.1f}x")


def printing():
    n = 3000
    device_text = capture_stdout_fd(lambda: ti.hello_gpu(n))
    host_text = ti.hello_emulated(n)
    print("--- hello_world on the GPU:\n" + device_text + "---", flush=True)
    dev_lines, host_lines = device_text.splitlines(), host_text.splitlines()
    # Thread 0 of block 0 prints everything but the "block ..." lines, in order.
    dev_first = [line for line in dev_lines if not line.startswith("block ")]
    host_first = [line for line in host_lines if not line.startswith("block ")]
    record("device print == host print", sorted(dev_lines) == sorted(host_lines)
           and dev_first == host_first,
           f"{len(dev_lines)} lines (printf, print_layout, print_tensor), same text")
    if sorted(dev_lines) != sorted(host_lines):
        print("--- the CPU emulation printed:\n" + host_text + "---", flush=True)


def main():
    cuda = torch.device("cuda:0")
    print(f"torch {torch.__version__}, {torch.cuda.get_device_name(0)}; "
          f"Rust side sees {ti.device_name()}", flush=True)
    run_section("zero-copy import", lambda: imports(cuda))
    run_section("Rust kernel on torch memory", lambda: kernels(cuda))
    run_section("export to torch", lambda: exports(cuda))
    run_section("rejections", lambda: rejections(cuda))
    if "--no-bench" not in sys.argv:
        run_section("CUDA graphs", graphs)
    run_section("printing from a kernel", printing)

    print()
    print("| check | result |")
    print("|---|---|")
    for name, detail, ok in rows:
        print(f"| {'' if ok else 'FAIL: '}{name} | {detail} |")
    failed = [name for name, _, ok in rows if not ok]
    print(f"\n{len(rows) - len(failed)}/{len(rows)} checks passed"
          + (f"; failed: {', '.join(failed)}" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
