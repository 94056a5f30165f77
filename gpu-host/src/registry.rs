//! Every kernel in the PTX, with what the host needs to launch it: element type, operation,
//! thread mapping family, and the launch shape that mapping expects.

use crate::emulate::HostElement;
use gpu_kernels::element::{f16, Element};
use gpu_kernels::kernel_names;
use gpu_kernels::kernels::tensor_apply::{Rows, TensorApply, R16, R4};
use gpu_kernels::mapping::{naive, tv::TvTile, vector::VecTile};
use gpu_kernels::mem::Access;
use gpu_kernels::op::BinaryOp;
use std::fmt;

/// Element type of a kernel's tensors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DType {
    /// `f32` (`torch.float32`).
    F32,
    /// IEEE half, as `u16` bits (`torch.float16`).
    F16,
}

impl DType {
    /// Bytes per element.
    pub fn size(self) -> usize {
        match self {
            DType::F32 => 4,
            DType::F16 => 2,
        }
    }

    /// `"f32"` or `"f16"`.
    pub fn name(self) -> &'static str {
        match self {
            DType::F32 => "f32",
            DType::F16 => "f16",
        }
    }

    /// Parses `"f32"` / `"f16"`.
    pub fn parse(s: &str) -> Option<DType> {
        match s {
            "f32" => Some(DType::F32),
            "f16" => Some(DType::F16),
            _ => None,
        }
    }
}

/// The element-wise operation a kernel applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpKind {
    /// `a + b`.
    Add,
    /// `a * b`.
    Mul,
    /// `max(a * b, 0)`.
    MulRelu,
}

/// How a kernel maps threads to elements (see `gpu_kernels::mapping`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// One element per thread over `(M,N):(ld,_1)`; arguments `(a, b, c, m, n, ld)`.
    Naive,
    /// 16-byte vectors, `per_thread` in flight, grid-stride over `(n):(_1)`; arguments
    /// `(a, b, c, n)`.
    Vector {
        /// Vectors per thread per tile (`U`).
        per_thread: u32,
        /// How the 16-byte vectors are read and written.
        access: AccessKind,
    },
    /// The seed's TV layout over `(M,N):(ld,_1)`; arguments `(a, b, c, m, n, ld)`.
    Tv,
    /// Written with tensors, a tiled copy and fragments (`gpu_kernels::kernels::tensor_apply`)
    /// over a contiguous `(M*N):(_1)`; arguments `(a, b, c, total)`.
    Tensor {
        /// Rows of 16 bytes per thread (16: CuTe DSL's notebooks' TV layout, or 4).
        rows: u32,
    },
}

/// How a vector kernel reads and writes memory (`gpu_kernels::mem`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessKind {
    /// Inline `ld.global.nc.v4` / `st.global.v4`.
    GlobalNc,
    /// Plain Rust reads and writes.
    Generic,
    /// Inline `ld.global.nc.L1::no_allocate.v4` / `st.global.cs.v4`.
    Streaming,
}

/// One kernel of the PTX.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelSpec {
    /// Entry point name.
    pub name: &'static str,
    /// Element type.
    pub dtype: DType,
    /// Operation.
    pub op: OpKind,
    /// Thread mapping.
    pub family: Family,
}

const fn spec(name: &'static str, dtype: DType, op: OpKind, family: Family) -> KernelSpec {
    KernelSpec {
        name,
        dtype,
        op,
        family,
    }
}

const fn vector(per_thread: u32, access: AccessKind) -> Family {
    Family::Vector { per_thread, access }
}

/// The [`OpKind`] of a kernel operation type (`gpu_kernels::op`).
pub trait KnownOp: BinaryOp {
    /// Its kind.
    const KIND: OpKind;
}

impl KnownOp for gpu_kernels::op::Add {
    const KIND: OpKind = OpKind::Add;
}
impl KnownOp for gpu_kernels::op::Mul {
    const KIND: OpKind = OpKind::Mul;
}
impl KnownOp for gpu_kernels::op::MulRelu {
    const KIND: OpKind = OpKind::MulRelu;
}

/// The [`AccessKind`] of a memory access type (`gpu_kernels::mem`).
pub trait KnownAccess: Access {
    /// Its kind.
    const KIND: AccessKind;
}

impl KnownAccess for gpu_kernels::mem::GlobalNc {
    const KIND: AccessKind = AccessKind::GlobalNc;
}
impl KnownAccess for gpu_kernels::mem::Generic {
    const KIND: AccessKind = AccessKind::Generic;
}
impl KnownAccess for gpu_kernels::mem::Streaming {
    const KIND: AccessKind = AccessKind::Streaming;
}

// The descriptions, from the kernel crate's tables (the only place the names are written).
macro_rules! naive_specs {
    ($($name:ident($t:ty);)*) => {
        [$(spec(stringify!($name), <$t as HostElement>::DTYPE, OpKind::Add, Family::Naive)),*]
    };
}
macro_rules! vector_specs {
    ($($name:ident($t:ty, $access:ty, $u:literal);)*) => {
        [$(spec(
            stringify!($name),
            <$t as HostElement>::DTYPE,
            OpKind::Add,
            vector($u, <$access as KnownAccess>::KIND),
        )),*]
    };
}
macro_rules! tv_specs {
    ($($name:ident($t:ty, $op:ty);)*) => {
        [$(spec(stringify!($name), <$t as HostElement>::DTYPE, <$op as KnownOp>::KIND, Family::Tv)),*]
    };
}

const NAIVE: &[KernelSpec] = &gpu_kernels::naive_add_kernels!(naive_specs);
const VECTOR: &[KernelSpec] = &gpu_kernels::vectorized_add_kernels!(vector_specs);
const TV: &[KernelSpec] = &gpu_kernels::elementwise_apply_kernels!(tv_specs);
macro_rules! tensor_specs {
    ($($name:ident($t:ty, $op:ty, $rows:ty);)*) => {
        [$(spec(
            stringify!($name),
            <$t as HostElement>::DTYPE,
            <$op as KnownOp>::KIND,
            Family::Tensor { rows: <$rows as Rows>::ROWS },
        )),*]
    };
}
const TENSOR: &[KernelSpec] = &gpu_kernels::tensor_apply_kernels!(tensor_specs);
const PARTS: [&[KernelSpec]; 4] = [NAIVE, VECTOR, TV, TENSOR];

/// `parts` one after another (`N` is their total length).
const fn concat<const N: usize>(parts: [&[KernelSpec]; 4]) -> [KernelSpec; N] {
    let mut out = [spec("", DType::F32, OpKind::Add, Family::Naive); N];
    let (mut i, mut k) = (0, 0);
    while i < parts.len() {
        let mut j = 0;
        while j < parts[i].len() {
            out[k] = parts[i][j];
            (j, k) = (j + 1, k + 1);
        }
        i += 1;
    }
    assert!(k == N, "N is the parts' total length");
    out
}

/// Every element-wise kernel: the naive, vector, TV and tensor kernels, in the order of their
/// tables (`gpu_kernels::naive_add_kernels!`, `vectorized_add_kernels!`,
/// `elementwise_apply_kernels!`, `tensor_apply_kernels!`).
pub const KERNELS: &[KernelSpec] =
    &concat::<{ NAIVE.len() + VECTOR.len() + TV.len() + TENSOR.len() }>(PARTS);

/// The reference entry points (`gpu_kernels::elementwise_apply_references!`): each is
/// `<kernel>_type_built`, the kernel `<kernel>` with its TV layout built from its type,
/// compiled for the PTX check only.
pub const REFERENCES: &[&str] = &gpu_kernels::elementwise_apply_references!(kernel_names);

/// The `bf16` kernels written with tensors (`gpu_kernels::tensor_apply_bf16_kernels!`): in the
/// PTX and emulated (`gpu-host/tests/tensor_kernels.rs`), not yet in [`KERNELS`], whose element
/// types are `f32` and `f16`.
pub const TENSOR_BF16: &[&str] = &gpu_kernels::tensor_apply_bf16_kernels!(kernel_names);

/// Looks a kernel up by entry point name.
pub fn find(name: &str) -> Option<&'static KernelSpec> {
    KERNELS.iter().find(|k| k.name == name)
}

/// How many blocks a vector kernel gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GridChoice {
    /// One block per tile (no grid-stride repeats).
    Cover,
    /// Exactly this many blocks (grid-stride over the tiles).
    Fixed(u32),
}

/// A problem: an `m` x `n` matrix with row stride `ld` (all three tensors alike).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Rows.
    pub m: u32,
    /// Columns.
    pub n: u32,
    /// Row stride in elements (`>= n`).
    pub ld: u32,
}

/// A problem the kernels cannot take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProblemError {
    /// `ld < n`.
    StrideTooSmall {
        /// Columns.
        n: u32,
        /// Row stride.
        ld: u32,
    },
    /// The buffer extent `(m - 1) * ld + n` does not fit the kernels' 32-bit index math.
    TooLarge {
        /// Elements spanned.
        span: u64,
    },
    /// A vector kernel needs a contiguous tensor (`ld == n`).
    NotContiguous,
    /// A grid dimension over CUDA's limit.
    GridTooLarge {
        /// Blocks asked for.
        blocks: u64,
    },
    /// A fixed grid of zero blocks.
    EmptyGrid,
}

impl fmt::Display for ProblemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProblemError::StrideTooSmall { n, ld } => {
                write!(f, "row stride {ld} is smaller than the row length {n}")
            }
            ProblemError::TooLarge { span } => {
                write!(
                    f,
                    "{span} elements exceed the kernels' index range (2^31 - 1)"
                )
            }
            ProblemError::NotContiguous => {
                write!(f, "vector kernels need a contiguous tensor (ld == n)")
            }
            ProblemError::GridTooLarge { blocks } => {
                write!(f, "{blocks} blocks exceed CUDA's grid limit")
            }
            ProblemError::EmptyGrid => write!(f, "a grid of zero blocks"),
        }
    }
}

impl std::error::Error for ProblemError {}

impl Problem {
    /// A contiguous `m` x `n` problem (`ld = n`).
    pub fn contiguous(m: u32, n: u32) -> Problem {
        Problem { m, n, ld: n }
    }

    /// Elements a buffer must hold: `(m - 1) * ld + n` (0 for an empty problem).
    pub fn span(self) -> u64 {
        if self.m == 0 || self.n == 0 {
            0
        } else {
            u64::from(self.m - 1) * u64::from(self.ld) + u64::from(self.n)
        }
    }

    /// Checks the problem against the kernels' limits.
    pub fn validate(self) -> Result<(), ProblemError> {
        if self.ld < self.n {
            return Err(ProblemError::StrideTooSmall {
                n: self.n,
                ld: self.ld,
            });
        }
        let span = self.span();
        if span > i32::MAX as u64 {
            return Err(ProblemError::TooLarge { span });
        }
        Ok(())
    }
}

/// Grid and block dimensions for a launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Launch {
    /// `(gridDim.x, gridDim.y)`.
    pub grid: (u32, u32),
    /// `blockDim.x`.
    pub block: u32,
}

fn vector_cover<T: Element>(per_thread: u32, size: u32) -> u32 {
    match per_thread {
        1 => VecTile::<T, 1>::blocks_to_cover(size),
        2 => VecTile::<T, 2>::blocks_to_cover(size),
        4 => VecTile::<T, 4>::blocks_to_cover(size),
        _ => VecTile::<T, 8>::blocks_to_cover(size),
    }
}

impl KernelSpec {
    /// The launch this kernel needs for `problem`.
    pub fn launch(&self, problem: Problem, grid: GridChoice) -> Result<Launch, ProblemError> {
        problem.validate()?;
        let size = problem.m * problem.n;
        let launch = match self.family {
            Family::Naive => Launch {
                grid: (naive::blocks(size).max(1), 1),
                block: naive::THREADS,
            },
            Family::Vector { per_thread, .. } => {
                if problem.ld != problem.n && problem.m > 1 {
                    return Err(ProblemError::NotContiguous);
                }
                let blocks = match (grid, self.dtype) {
                    (GridChoice::Fixed(0), _) => return Err(ProblemError::EmptyGrid),
                    (GridChoice::Fixed(g), _) => g,
                    (GridChoice::Cover, DType::F32) => vector_cover::<f32>(per_thread, size),
                    (GridChoice::Cover, DType::F16) => vector_cover::<f16>(per_thread, size),
                };
                Launch {
                    grid: (blocks, 1),
                    block: gpu_kernels::mapping::vector::THREADS,
                }
            }
            Family::Tensor { rows } => {
                if problem.ld != problem.n && problem.m > 1 {
                    return Err(ProblemError::NotContiguous);
                }
                let tile = match (self.dtype, rows) {
                    (DType::F32, 16) => f32::tile::<R16>(),
                    (DType::F32, _) => f32::tile::<R4>(),
                    (DType::F16, 16) => f16::tile::<R16>(),
                    (DType::F16, _) => f16::tile::<R4>(),
                };
                // The kernel's indices reach the end of the last tile.
                let reach = u64::from(size) + u64::from(tile);
                if reach > i32::MAX as u64 {
                    return Err(ProblemError::TooLarge { span: reach });
                }
                Launch {
                    grid: (size.div_ceil(tile).max(1), 1),
                    block: gpu_kernels::mapping::tv::THREADS,
                }
            }
            Family::Tv => {
                let (x, y) = match self.dtype {
                    DType::F32 => TvTile::<f32>::grid(problem.m, problem.n, problem.ld),
                    DType::F16 => TvTile::<f16>::grid(problem.m, problem.n, problem.ld),
                };
                if y > 65535 {
                    return Err(ProblemError::GridTooLarge { blocks: y.into() });
                }
                Launch {
                    grid: (x, y),
                    block: gpu_kernels::mapping::tv::THREADS,
                }
            }
        };
        Ok(launch)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptions_follow_the_kernel_tables() {
        let names: std::collections::BTreeSet<_> = KERNELS.iter().map(|k| k.name).collect();
        assert_eq!(names.len(), KERNELS.len(), "a name registered twice");
        for k in KERNELS {
            let (kernel, rest) = k.name.split_once('_').unwrap();
            assert!(rest.contains(k.dtype.name()), "{}: {:?}", k.name, k.dtype);
            match k.family {
                Family::Naive => assert_eq!(kernel, "naive"),
                Family::Vector { per_thread, .. } => {
                    assert!(rest.contains(&format!("_u{per_thread}")), "{}", k.name)
                }
                Family::Tv => assert_eq!(kernel, "apply"),
                Family::Tensor { rows } => {
                    assert_eq!(kernel, "tensor");
                    assert_eq!(rest.ends_with("_r16"), rows == 16, "{}", k.name);
                }
            }
        }
        for reference in REFERENCES {
            let kernel = reference.strip_suffix("_type_built").unwrap();
            assert!(find(kernel).is_some(), "{reference} mirrors no kernel");
        }
    }

    /// The contiguous f16 kernel with 4 vectors per thread in flight (non-temporal loads).
    fn f16_four_vectors() -> &'static KernelSpec {
        KERNELS
            .iter()
            .find(|k| k.dtype == DType::F16 && k.family == vector(4, AccessKind::GlobalNc))
            .unwrap()
    }

    #[test]
    fn rejects_bad_problems() {
        let k = f16_four_vectors();
        assert_eq!(
            Problem { m: 2, n: 8, ld: 4 }.validate(),
            Err(ProblemError::StrideTooSmall { n: 8, ld: 4 })
        );
        assert!(matches!(
            Problem::contiguous(65536, 65536).validate(),
            Err(ProblemError::TooLarge { .. })
        ));
        assert_eq!(
            k.launch(Problem { m: 2, n: 8, ld: 16 }, GridChoice::Cover),
            Err(ProblemError::NotContiguous)
        );
        assert_eq!(
            k.launch(Problem::contiguous(2, 8), GridChoice::Fixed(0)),
            Err(ProblemError::EmptyGrid)
        );
        let launch = k
            .launch(Problem::contiguous(16384, 8192), GridChoice::Cover)
            .unwrap();
        assert_eq!(
            launch,
            Launch {
                grid: (16384, 1),
                block: 256
            }
        );
    }
}
