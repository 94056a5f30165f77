"""The CUDA driver API through ctypes, inside torch's context: load a PTX module, launch its
kernels on torch's current stream with ctypes arguments (the Rust kernels' PTX needs no Rust
on the GPU machine). Used by transpose_bench.py and gemm_bench.py."""
import ctypes

import torch

# CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
_CLUSTER_DIMENSION = 4


class _LaunchAttribute(ctypes.Structure):
    """CUlaunchAttribute: an id, padding, and a 64-byte union (here the cluster's x, y, z)."""
    _fields_ = [("id", ctypes.c_int), ("pad", ctypes.c_char * 4),
                ("value", ctypes.c_uint32 * 16)]


class _LaunchConfig(ctypes.Structure):
    """CUlaunchConfig of cuLaunchKernelEx."""
    _fields_ = [("grid", ctypes.c_uint * 3), ("block", ctypes.c_uint * 3),
                ("shared_mem_bytes", ctypes.c_uint), ("stream", ctypes.c_void_p),
                ("attrs", ctypes.POINTER(_LaunchAttribute)), ("num_attrs", ctypes.c_uint)]


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

    def launch(self, name, grid, block, args, smem=0, cluster=None):
        """`args`: ctypes values in the kernel's parameter order (pointers as c_uint64, tensor
        maps as `tensor_map`'s arrays).
        More than 48 KiB of dynamic shared memory is allowed for the kernel first. `cluster`:
        thread-block cluster dimensions (x, y, z) (cuLaunchKernelEx; the grid must be a
        multiple of them), as CuTe's hopper tutorials launch."""
        params = (ctypes.c_void_p * len(args))(*[ctypes.cast(ctypes.byref(a), ctypes.c_void_p)
                                                 for a in args])
        if smem > 48 * 1024 and (name, "smem") not in self.functions:
            # CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
            self.check(self.cuda.cuFuncSetAttribute(self.function(name), 8, smem),
                       f"cuFuncSetAttribute({name}, {smem} bytes of shared memory)")
            self.functions[(name, "smem")] = smem
        stream = ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
        grid = tuple(grid) + (1,) * (3 - len(grid))
        if cluster is None:
            self.check(self.cuda.cuLaunchKernel(self.function(name), *grid, block, 1, 1,
                                                smem, stream, params, None), f"launch {name}")
            return
        attr = _LaunchAttribute(id=_CLUSTER_DIMENSION)
        attr.value[0], attr.value[1], attr.value[2] = tuple(cluster) + (1,) * (3 - len(cluster))
        config = _LaunchConfig((ctypes.c_uint * 3)(*grid), (ctypes.c_uint * 3)(block, 1, 1), smem,
                               stream, ctypes.pointer(attr), 1)
        self.check(self.cuda.cuLaunchKernelEx(ctypes.byref(config), self.function(name), params,
                                              None), f"launch {name} in clusters of {cluster}")

    def split_k_workspace(self, tile_floats):
        """The split-K workspace of the persistent GEMMs: zeroed `f32` tiles of `tile_floats`
        values and zeroed `u32` counters, one for each block of a full grid (one block an SM),
        allocated once (the kernels leave them zero)."""
        if getattr(self, "_split_k", None) is None:
            sms = torch.cuda.get_device_properties(0).multi_processor_count
            self._split_k = [torch.zeros(sms * tile_floats, device="cuda", dtype=torch.float32),
                             torch.zeros(sms, device="cuda", dtype=torch.int32)]
        return self._split_k

    def tensor_map(self, ptr, dtype, dims, stride_bytes, box, swizzle, elem_bytes):
        """A rank-2 TMA tensor map (`cuTensorMapEncodeTiled`): its 128 bytes as a ctypes
        array, which a launch passes by value (the kernels' `TensorMapParam`, CUDA's
        `__grid_constant__` parameter). `dims` and `box` innermost first, `stride_bytes` between two outer indices;
        `dtype` and `swizzle` are the driver's enum values; no interleave, L2 promotion 128
        bytes, zeros read past the edges. On drivers up to 13.1, bit 21 of word 1 is cleared
        for tensors under 128 KiB, as CuTe does after the encode (a driver workaround)."""
        raw = ctypes.create_string_buffer(128 + 64)
        addr = (ctypes.addressof(raw) + 63) // 64 * 64  # the map is 64-byte aligned
        u64, u32 = ctypes.c_uint64, ctypes.c_uint32
        self.check(self.cuda.cuTensorMapEncodeTiled(
            ctypes.c_void_p(addr), ctypes.c_int(dtype), u32(2), ctypes.c_void_p(ptr),
            (u64 * 2)(*dims), (u64 * 1)(stride_bytes), (u32 * 2)(*box), (u32 * 2)(1, 1),
            ctypes.c_int(0), ctypes.c_int(swizzle), ctypes.c_int(2), ctypes.c_int(0)),
            f"cuTensorMapEncodeTiled(dims {tuple(dims)}, stride {stride_bytes} B, box {tuple(box)})")
        version = ctypes.c_int()
        self.check(self.cuda.cuDriverGetVersion(ctypes.byref(version)), "cuDriverGetVersion")
        words = (u64 * 16).from_address(addr)
        if version.value <= 13010 and (dims[1] - 1) * stride_bytes + dims[0] * elem_bytes < 131072:
            words[1] &= ~(1 << 21)
        return (u64 * 16)(*words)


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
