"""numpy-backed stand-in for the parts of torch the bench scripts use (dry run, no GPU)."""
import numpy as np
__version__ = "fake"
float16 = np.dtype(np.float16); float32 = np.dtype(np.float32); float64 = np.dtype(np.float64)
bfloat16 = np.dtype(np.float16)  # storage stand-in: 2 bytes
uint8 = np.dtype(np.uint8)

class Generator:
    def __init__(self, device=None): self.rng = np.random.default_rng(0)
    def manual_seed(self, s): self.rng = np.random.default_rng(s); return self

_default = Generator()

class Tensor:
    def __init__(self, arr): self.a = arr
    shape = property(lambda self: self.a.shape)
    def stride(self, i): return self.a.strides[i] // self.a.itemsize
    def data_ptr(self): return self.a.__array_interface__["data"][0]
    def element_size(self): return self.a.itemsize
    def to(self, dt):
        if isinstance(dt, str): return self
        return Tensor(self.a.astype(dt))
    def double(self): return Tensor(self.a.astype(np.float64))
    def clone(self): return Tensor(self.a.copy())
    @property
    def T(self): return Tensor(self.a.T)
    def __getitem__(self, idx): return Tensor(self.a[idx])
    def __matmul__(self, o): return Tensor(self.a @ o.a)
    def __mul__(self, o): return Tensor(self.a * (o.a if isinstance(o, Tensor) else o))
    __rmul__ = __mul__
    def __add__(self, o): return Tensor(self.a + (o.a if isinstance(o, Tensor) else o))
    __radd__ = __add__
    def __sub__(self, o): return Tensor(self.a - (o.a if isinstance(o, Tensor) else o))
    def abs(self): return Tensor(np.abs(self.a))
    def max(self): return Tensor(np.array(self.a.max()))
    def any(self): return Tensor(np.array(self.a.any()))
    def item(self): return self.a.item()
    def __truediv__(self, o): return Tensor(self.a / (o.a if isinstance(o, Tensor) else o))

def rand(*shape, device=None, generator=None):
    g = generator or _default
    return Tensor(g.rng.random(shape, dtype=np.float32))
def randint(low, high, shape, device=None, generator=None):
    g = generator or _default
    return Tensor(g.rng.integers(low, high, shape).astype(np.float32))
def empty(*shape, device=None, dtype=np.float32): return Tensor(np.zeros(shape, dtype))
def zeros(*shape, device=None, dtype=np.float32): return Tensor(np.zeros(shape, dtype))
def isnan(t): return Tensor(np.isnan(t.a.astype(np.float32)))
def frombuffer(data, dtype): return Tensor(np.frombuffer(bytes(data), dtype=dtype).copy())
def mm(a, b, out):
    out.a[...] = (a.a.astype(np.float32) @ b.a.astype(np.float32)).astype(out.a.dtype)
    return out

class _Props: multi_processor_count = 132
class _Event:
    def __init__(self, enable_timing=False): pass
    def record(self): pass
    def synchronize(self): pass
    def elapsed_time(self, other): return 1.0
class _Stream: cuda_stream = 0
class cuda:
    Event = _Event
    @staticmethod
    def synchronize(): pass
    @staticmethod
    def get_device_properties(i): return _Props()
    @staticmethod
    def get_device_name(i): return "fake H200"
    @staticmethod
    def current_stream(): return _Stream()
class backends:
    class cuda:
        class matmul: allow_tf32 = False
