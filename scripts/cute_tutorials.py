"""CuTe's C++ tutorials (examples/cute/tutorial) as the benchmarks' baselines: the binaries
`scripts/gemm-bench.sh bundle` built beside this file, else compiled here with nvcc."""
import os
import re
import subprocess
import time

HERE = os.path.dirname(os.path.abspath(__file__))
CUTLASS = os.path.join(HERE, "cutlass")


def cute_tutorial(name, m, n, k, extra=()):
    """Runs CuTe's tutorial `name` (e.g. `sgemm_2`, `hopper/wgmma_tma_sm90`) at M N K: the
    binary the bundle built (`<basename>_cute`, with its compile time in `<basename>_cute.seconds`)
    if there is one, else compiled here with nvcc (timed). Returns (compile seconds, the best
    TFLOP/s its own timer printed, its output)."""
    src = os.path.join(CUTLASS, "examples/cute/tutorial", f"{name}.cu")
    exe = os.path.join(HERE, f"{os.path.basename(name)}_cute")
    arch = (["-gencode=arch=compute_90a,code=sm_90a"] if name.startswith("hopper/")
            else ["-arch=sm_90"])
    if os.path.exists(exe) and os.path.exists(exe + ".seconds"):
        with open(exe + ".seconds") as f:
            compile_s = float(f.read())
    else:
        t0 = time.time()
        subprocess.run(["nvcc", "-std=c++17", "-O3", *arch, "--expt-relaxed-constexpr",
                        "-I", os.path.join(CUTLASS, "include"),
                        "-I", os.path.join(CUTLASS, "tools/util/include"), src, "-o", exe],
                       check=True, capture_output=True, text=True)
        compile_s = time.time() - t0
    out = subprocess.run([exe, str(m), str(n), str(k), *extra], capture_output=True, text=True,
                         check=True).stdout
    gflops = [float(x) for x in re.findall(r"CUTE_GEMM:\s*\[\s*([0-9.]+)\]GFlop/s", out)]
    return compile_s, max(gflops) / 1000 if gflops else float("nan"), out
