"""The extension without a GPU or torch (CI): our DLPack export and import through Python
capsules, their errors, and the printing kernel through the CPU emulation; with NumPy, the
zero-copy round trip.

    python3 host_check.py DIR [--no-gpu]   # DIR holds torch_interop.abi3.so
"""
import sys

sys.path.insert(0, sys.argv[1])
import torch_interop as ti  # noqa: E402


def raises(exc, fn, needle):
    try:
        fn()
    except exc as e:
        assert needle in str(e), f"{exc.__name__}: {e!r} lacks {needle!r}"
        print(f"ok: {exc.__name__}: {e}")
        return
    raise AssertionError(f"expected {exc.__name__} containing {needle!r}")


b = ti.host_buffer(2, 3)
assert b.layout == "(2,3):(3,1)", b.layout
assert repr(b).startswith("Buffer(ptr[32b](0x") and repr(b).endswith("o (2,3):(3,1), device=cpu)")
assert b.__dlpack_device__() == (1, 0)
# Our exporter into our importer: a host tensor is not a device view.
raises(ValueError, lambda: ti.view(b), "the tensor is on cpu, the view wants cuda:0")
# Every __dlpack__ call is a fresh single-use capsule; copies are refused (zero-copy only).
capsule = b.__dlpack__(max_version=(1, 0))
assert type(capsule).__name__ == "PyCapsule"
raises(ValueError, lambda: ti.view(capsule), "the view wants cuda:0")
raises(Exception, lambda: ti.view(capsule), "consumed")  # a capsule is single-use
raises(BufferError, lambda: b.__dlpack__(copy=True), "zero-copy")
if "--no-gpu" in sys.argv:
    raises(RuntimeError, ti.device_name, "no CUDA driver")

text = ti.hello_emulated(3000)
lines = text.splitlines()
assert lines[:3] == [
    "Hello world",
    "tiles: (_1024,3):(_1,_1024)  tv: (_128,_8):(_1,_128)",
    "(4,_8):(_1,_128)",
], lines[:3]
assert "block 0 thread 0: ArithTuple(0) o (_8):(_128@0)" in lines
assert lines[-1] == "block 2 thread 3: ArithTuple(2051) o (_8):(_128@0)", lines[-1]
print(f"ok: hello_emulated prints {len(lines)} lines")

try:
    import numpy as np
except ImportError:
    print("NumPy not installed: skipping the NumPy round trip")
    sys.exit(0)
a = np.from_dlpack(b)
assert a.ctypes.data == b.ptr, "numpy sees our memory"
assert a.tolist() == [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]
assert not a.flags.writeable, "a shared host buffer is exported READ_ONLY"
del b
assert a.sum() == 15.0, "the memory lives on with the NumPy array"
raises(ValueError, lambda: ti.view(np.zeros((2, 3))), "holds float64 elements")
raises(ValueError, lambda: ti.view(np.zeros((2, 3), np.float32)), "is on cpu")
print("ok: NumPy round trip without copies")
