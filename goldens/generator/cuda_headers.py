#!/usr/bin/env python3
"""Print a folder of CUDA headers for host compilation of CuTe with g++.

CuTe's headers include `cuda_runtime_api.h` and libcu++ (`cuda/std/...`) even when no device
code is compiled. A CUDA toolkit's `include/` folder serves; without one, the headers of three
PyPI packages (runtime API, CCCL, and nvcc's `crt/`) are downloaded with pip once and unpacked
into goldens/generator/build/cuda-include.
"""

import os
import subprocess
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGES = ["nvidia-cuda-runtime-cu12==12.9.79", "nvidia-cuda-cccl-cu12==12.9.27",
            "nvidia-cuda-nvcc-cu12==12.9.86"]


def main():
    for cand in (os.environ.get("CUDA_INCLUDE"), "/usr/local/cuda/include"):
        if cand and os.path.isfile(os.path.join(cand, "cuda_runtime_api.h")):
            print(cand)
            return
    dest = os.path.join(HERE, "build", "cuda-include")
    stamp = os.path.join(dest, ".complete")
    if not os.path.exists(stamp):
        wheels = os.path.join(HERE, "build", "cuda-wheels")
        os.makedirs(wheels, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", wheels]
                       + PACKAGES, check=True, stdout=sys.stderr)
        os.makedirs(dest, exist_ok=True)
        for w in sorted(os.listdir(wheels)):
            if not w.endswith(".whl"):
                continue
            with zipfile.ZipFile(os.path.join(wheels, w)) as z:
                for n in z.namelist():
                    parts = n.split("/")
                    if "include" in parts[:-1] and not n.endswith("/"):
                        rel = "/".join(parts[parts.index("include") + 1:])
                        if rel == "__init__.py":
                            continue
                        out = os.path.join(dest, rel)
                        os.makedirs(os.path.dirname(out), exist_ok=True)
                        with z.open(n) as src, open(out, "wb") as dst:
                            dst.write(src.read())
        open(stamp, "w").close()
    print(dest)


if __name__ == "__main__":
    main()
