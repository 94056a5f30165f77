"""The CUDA driver API through ctypes, inside torch's context: load a PTX module, launch its
kernels on torch's current stream with ctypes arguments (the Rust kernels' PTX needs no Rust
on the GPU machine). Used by transpose_bench.py and gemm_bench.py."""
import ctypes

import torch


class Driver:
    def __init__(self, ptx_path):
        self.cuda = ctypes.CDLL("libcuda.so.1")
        torch.zeros(1, device="cuda")  # makes torch's primary context current
        with open(ptx_path, "rb") as f:
            ptx = f.read() + b"\0"
        self.module = ctypes.c_void_p()
        self.check(self.cuda.cuModuleLoadData(ctypes.byref(self.module), ptx), "cuModuleLoadData")
        self.functions = {}

    def check(self, result, what):
        if result != 0:
            name = ctypes.c_char_p()
            self.cuda.cuGetErrorName(result, ctypes.byref(name))
            raise RuntimeError(f"{what} failed: {name.value.decode() if name.value else result}")

    def function(self, name):
        if name not in self.functions:
            fn = ctypes.c_void_p()
            self.check(self.cuda.cuModuleGetFunction(ctypes.byref(fn), self.module, name.encode()),
                       f"cuModuleGetFunction({name})")
            self.functions[name] = fn
        return self.functions[name]

    def launch(self, name, grid, block, args, smem=0):
        """`args`: ctypes values in the kernel's parameter order (pointers as c_uint64).
        More than 48 KiB of dynamic shared memory is allowed for the kernel first."""
        params = (ctypes.c_void_p * len(args))(*[ctypes.cast(ctypes.byref(a), ctypes.c_void_p)
                                                 for a in args])
        if smem > 48 * 1024 and (name, "smem") not in self.functions:
            # CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
            self.check(self.cuda.cuFuncSetAttribute(self.function(name), 8, smem),
                       f"cuFuncSetAttribute({name}, {smem} bytes of shared memory)")
            self.functions[(name, "smem")] = smem
        stream = ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
        grid = tuple(grid) + (1,) * (3 - len(grid))
        self.check(self.cuda.cuLaunchKernel(self.function(name), *grid, block, 1, 1,
                                            smem, stream, params, None), f"launch {name}")


def time_ms(fn, reps, warmup=5, batch=1):
    """Median time of `reps` samples of `fn` in milliseconds (CUDA events); a sample times
    `batch` calls back to back and counts their mean (batch > 1 hides the host's launch time
    behind the previous launch, as CuTe's own timer does over its 100 launches)."""
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(reps):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(batch):
            fn()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) / batch)
    return sorted(times)[len(times) // 2]
