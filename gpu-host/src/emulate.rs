//! Runs a kernel's body on the CPU, once for every (block, thread) of its launch; kernels whose
//! threads meet at barriers or exchange values (`gpu_kernels::collective`) run through
//! [`run_block`] and [`run_grid`], which run a block's threads concurrently.
//!
//! The bodies are the very functions the PTX entry points call (`gpu_kernels::kernels`), with
//! the same index logic (`gpu_kernels::mapping`); only the [`Grid`] comes from a loop instead of
//! the special registers, and the element arithmetic is the portable one (`gpu_kernels::numeric::Ptx`
//! computes as `layout_core::numeric::Soft` on the host). Threads run one after another, which is a valid schedule for these
//! kernels (no thread reads what another writes).

pub mod block_emulator;

pub use block_emulator::{run_block, run_grid, MAX_BLOCK_THREADS};

use crate::registry::{AccessKind, DType, Family, GridChoice, KernelSpec, Launch, OpKind, Problem};
use gpu_kernels::element::{f16, Element};
use gpu_kernels::grid::Grid;
use gpu_kernels::kernels::tensor_apply::{FragmentOp, TensorApply, R16, R4};
use gpu_kernels::kernels::{elementwise_apply, naive_add, vectorized_add};
use gpu_kernels::mapping::naive::RowMajor;
use gpu_kernels::mapping::tv::TvLayout;
use gpu_kernels::mem::{Generic, GlobalNc, Streaming, Vec16};
use gpu_kernels::op::{Add, BinaryOp, Mul, MulRelu};
use std::fmt;

/// Why an emulation did not run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EmulateError {
    /// The problem or grid is not valid for this kernel.
    Problem(crate::registry::ProblemError),
    /// The element type of the buffers is not the kernel's.
    WrongType {
        /// The kernel's element type.
        kernel: DType,
    },
    /// A buffer is shorter than the problem's span.
    BufferTooShort {
        /// Elements needed.
        needed: u64,
        /// Elements given.
        given: usize,
    },
    /// A vector kernel got a buffer that is not 16-byte aligned (use [`AlignedBuffer`]).
    Misaligned,
}

impl fmt::Display for EmulateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EmulateError::Problem(e) => write!(f, "{e}"),
            EmulateError::WrongType { kernel } => {
                write!(f, "buffers do not hold {} elements", kernel.name())
            }
            EmulateError::BufferTooShort { needed, given } => {
                write!(f, "buffer of {given} elements, problem spans {needed}")
            }
            EmulateError::Misaligned => write!(f, "vector kernels need 16-byte aligned buffers"),
        }
    }
}

impl std::error::Error for EmulateError {}

/// A host buffer of `T` aligned to 16 bytes, as device allocations are (vector kernels
/// read 16-byte vectors).
pub struct AlignedBuffer<T> {
    storage: Vec<Vec16>,
    len: usize,
    _elem: std::marker::PhantomData<T>,
}

impl<T: HostElement> AlignedBuffer<T> {
    /// `len` copies of `fill`.
    pub fn new(len: usize, fill: T) -> AlignedBuffer<T> {
        let bytes = len * std::mem::size_of::<T>();
        let mut buf = AlignedBuffer {
            storage: vec![Vec16::default(); bytes.div_ceil(16)],
            len,
            _elem: std::marker::PhantomData,
        };
        buf.as_mut_slice().fill(fill);
        buf
    }

    /// The elements.
    pub fn as_slice(&self) -> &[T] {
        // SAFETY: the storage holds at least `len * size_of::<T>()` bytes, aligned to 16, and
        // `T` (f32 or f16) is valid for any bits.
        unsafe { std::slice::from_raw_parts(self.storage.as_ptr().cast(), self.len) }
    }

    /// The elements, mutably.
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        // SAFETY: as in `as_slice`, and `&mut self` is exclusive.
        unsafe { std::slice::from_raw_parts_mut(self.storage.as_mut_ptr().cast(), self.len) }
    }
}

/// An element type the emulator can run, tied to its [`DType`].
pub trait HostElement: TvLayout + TensorApply {
    /// The matching kernel element type.
    const DTYPE: DType;
}

impl HostElement for f32 {
    const DTYPE: DType = DType::F32;
}

impl HostElement for f16 {
    const DTYPE: DType = DType::F16;
}

/// Runs `spec` over `problem` on the CPU: `c = op(a, b)` for every element, through the kernel's
/// own body and index logic, for every (block, thread) of the launch `grid` gives.
pub fn emulate<T: HostElement>(
    spec: &KernelSpec,
    problem: Problem,
    grid: GridChoice,
    a: &[T],
    b: &[T],
    c: &mut [T],
) -> Result<Launch, EmulateError> {
    if spec.dtype != T::DTYPE {
        return Err(EmulateError::WrongType { kernel: spec.dtype });
    }
    let launch = spec.launch(problem, grid).map_err(EmulateError::Problem)?;
    let needed = problem.span();
    for given in [a.len(), b.len(), c.len()] {
        if (given as u64) < needed {
            return Err(EmulateError::BufferTooShort { needed, given });
        }
    }
    let misaligned = (a.as_ptr() as usize | b.as_ptr() as usize | c.as_ptr() as usize) & 15 != 0;
    if misaligned && matches!(spec.family, Family::Vector { .. }) {
        return Err(EmulateError::Misaligned);
    }
    match spec.op {
        OpKind::Add => run::<T, Add>(spec, problem, launch, a, b, c),
        OpKind::Mul => run::<T, Mul>(spec, problem, launch, a, b, c),
        OpKind::MulRelu => run::<T, MulRelu>(spec, problem, launch, a, b, c),
    }
    Ok(launch)
}

fn run<T: TvLayout + TensorApply, Op: BinaryOp + FragmentOp>(
    spec: &KernelSpec,
    problem: Problem,
    launch: Launch,
    a: &[T],
    b: &[T],
    c: &mut [T],
) {
    let (pa, pb, pc) = (a.as_ptr(), b.as_ptr(), c.as_mut_ptr());
    // In range: `emulate` validated the problem (span <= i32::MAX).
    let layout = RowMajor {
        m: problem.m as i32,
        n: problem.n as i32,
        ld: problem.ld as i32,
    };
    let size = problem.m * problem.n;
    for g in Grid::all(launch.grid.0, launch.grid.1, launch.block) {
        // SAFETY: the buffers span the problem and vector kernels get 16-byte aligned,
        // contiguous buffers (both checked by `emulate`).
        unsafe {
            match spec.family {
                Family::Naive => {
                    debug_assert_eq!(spec.op, OpKind::Add);
                    naive_add::naive_add::<T>(g, pa, pb, pc, layout)
                }
                Family::Tv => elementwise_apply::tv_apply::<T, Op, false>(g, pa, pb, pc, layout),
                Family::Tensor { rows: 16 } => {
                    T::tensor_apply::<Op, R16>(g, pa, pb, pc, size as i32)
                }
                Family::Tensor { .. } => T::tensor_apply::<Op, R4>(g, pa, pb, pc, size as i32),
                Family::Vector { per_thread, access } => {
                    vector::<T, Op>(per_thread, access, g, pa, pb, pc, size)
                }
            }
        }
    }
}

/// Dispatches the vector body on its static parameters.
///
/// # Safety
/// As `vectorized_add::vector_apply`.
unsafe fn vector<T: Element, Op: BinaryOp>(
    per_thread: u32,
    access: AccessKind,
    g: Grid,
    a: *const T,
    b: *const T,
    c: *mut T,
    n: u32,
) {
    use vectorized_add::vector_apply as v;
    // SAFETY: forwarded.
    unsafe {
        match (per_thread, access) {
            (4, AccessKind::Generic) => v::<T, Op, Generic, 4>(g, a, b, c, n),
            (4, AccessKind::Streaming) => v::<T, Op, Streaming, 4>(g, a, b, c, n),
            (1, _) => v::<T, Op, GlobalNc, 1>(g, a, b, c, n),
            (2, _) => v::<T, Op, GlobalNc, 2>(g, a, b, c, n),
            (4, _) => v::<T, Op, GlobalNc, 4>(g, a, b, c, n),
            _ => v::<T, Op, GlobalNc, 8>(g, a, b, c, n),
        }
    }
}
