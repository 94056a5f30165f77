//! Every kernel in the PTX, with what the host needs to launch it: element type, operation,
//! thread mapping family, and the launch shape that mapping expects.

use gpu_kernels::element::{Element, F16};
use gpu_kernels::mapping::{naive, tv::TvTile, vector::VecTile};
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

const NC: AccessKind = AccessKind::GlobalNc;
const GENERIC: AccessKind = AccessKind::Generic;
const STREAM: AccessKind = AccessKind::Streaming;

use DType::{F16 as H, F32 as S};
use OpKind::{Add, Mul, MulRelu};

/// Every kernel, in the order of `gpu_kernels::kernels::NAMES`.
pub const KERNELS: &[KernelSpec] = &[
    spec("naive_add_f32", S, Add, Family::Naive),
    spec("naive_add_f16", H, Add, Family::Naive),
    spec("vadd_f32_u1", S, Add, vector(1, NC)),
    spec("vadd_f32_u2", S, Add, vector(2, NC)),
    spec("vadd_f32_u4", S, Add, vector(4, NC)),
    spec("vadd_f32_u8", S, Add, vector(8, NC)),
    spec("vadd_f32_u4_generic", S, Add, vector(4, GENERIC)),
    spec("vadd_f32_u4_stream", S, Add, vector(4, STREAM)),
    spec("vadd_f16_u1", H, Add, vector(1, NC)),
    spec("vadd_f16_u2", H, Add, vector(2, NC)),
    spec("vadd_f16_u4", H, Add, vector(4, NC)),
    spec("vadd_f16_u8", H, Add, vector(8, NC)),
    spec("vadd_f16_u4_generic", H, Add, vector(4, GENERIC)),
    spec("vadd_f16_u4_stream", H, Add, vector(4, STREAM)),
    spec("apply_add_f32", S, Add, Family::Tv),
    spec("apply_mul_f32", S, Mul, Family::Tv),
    spec("apply_mul_relu_f32", S, MulRelu, Family::Tv),
    spec("apply_add_f16", H, Add, Family::Tv),
    spec("apply_mul_f16", H, Mul, Family::Tv),
    spec("apply_mul_relu_f16", H, MulRelu, Family::Tv),
];

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
                    (GridChoice::Cover, DType::F16) => vector_cover::<F16>(per_thread, size),
                };
                Launch {
                    grid: (blocks, 1),
                    block: gpu_kernels::mapping::vector::THREADS,
                }
            }
            Family::Tv => {
                let (x, y) = match self.dtype {
                    DType::F32 => TvTile::<f32>::grid(problem.m, problem.n, problem.ld),
                    DType::F16 => TvTile::<F16>::grid(problem.m, problem.n, problem.ld),
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
    fn registry_matches_the_kernel_crate() {
        let names: Vec<_> = KERNELS.iter().map(|k| k.name).collect();
        assert_eq!(names, gpu_kernels::kernels::NAMES);
    }

    #[test]
    fn rejects_bad_problems() {
        let k = find("vadd_f16_u4").unwrap();
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
