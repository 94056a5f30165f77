//! The transpose kernels (`gpu_kernels::kernels::transpose`): their list, launch shape, and a
//! CPU emulation that runs each block's 256 threads concurrently, with a real barrier between
//! the two phases (the threads of a block exchange data through the shared tile, so running
//! them one after another would not be a valid schedule).

use crate::registry::{DType, Launch};
use gpu_kernels::element::F16;
use gpu_kernels::grid::Grid;
use gpu_kernels::kernels::transpose::{grid, transpose, transpose_naive};
use gpu_kernels::mapping::transpose::*;
use gpu_kernels::smem::{SmemElement, SmemTile, TileLayout};
use std::sync::Barrier;

/// The shared tile a transpose kernel goes through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TransposeKind {
    /// The swizzled tile (`Sw<5,0,6>` for f32, `Sw<5,1,5>` for f16): no bank conflicts.
    Swizzled,
    /// The row-major tile: 32-way bank conflicts on the column reads.
    Plain,
    /// The padded tile (one 4-byte word per row).
    Padded,
    /// No shared memory: one element per thread, strided writes.
    Naive,
}

/// One transpose kernel of the PTX.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TransposeSpec {
    /// Entry point name.
    pub name: &'static str,
    /// Element type.
    pub dtype: DType,
    /// Which tile it uses.
    pub kind: TransposeKind,
}

const fn spec(name: &'static str, dtype: DType, kind: TransposeKind) -> TransposeSpec {
    TransposeSpec { name, dtype, kind }
}

/// Every transpose kernel, in the order of `gpu_kernels::kernels::TRANSPOSE_NAMES`.
pub const TRANSPOSES: &[TransposeSpec] = &[
    spec(
        "transpose_swizzled_f32",
        DType::F32,
        TransposeKind::Swizzled,
    ),
    spec("transpose_plain_f32", DType::F32, TransposeKind::Plain),
    spec("transpose_padded_f32", DType::F32, TransposeKind::Padded),
    spec("transpose_naive_f32", DType::F32, TransposeKind::Naive),
    spec(
        "transpose_swizzled_f16",
        DType::F16,
        TransposeKind::Swizzled,
    ),
    spec("transpose_plain_f16", DType::F16, TransposeKind::Plain),
    spec("transpose_padded_f16", DType::F16, TransposeKind::Padded),
    spec("transpose_naive_f16", DType::F16, TransposeKind::Naive),
];

impl TransposeSpec {
    /// The launch for an `m` x `n` input.
    pub fn launch(&self, m: u32, n: u32) -> Launch {
        match self.kind {
            TransposeKind::Naive => Launch {
                grid: (gpu_kernels::mapping::naive::blocks(m * n).max(1), 1),
                block: gpu_kernels::mapping::naive::THREADS,
            },
            _ => Launch {
                grid: grid(m, n),
                block: THREADS,
            },
        }
    }
}

/// A host element of a transpose kernel: `f32`, or `u16` half bits.
pub trait TransposeElement: Copy + Default + Send + Sync + 'static {
    /// The kernel's element type.
    type Kernel: SmemElement;
    /// The kernels' element type tag.
    const DTYPE: DType;
}
impl TransposeElement for f32 {
    type Kernel = f32;
    const DTYPE: DType = DType::F32;
}
impl TransposeElement for u16 {
    type Kernel = F16;
    const DTYPE: DType = DType::F16;
}

/// Raw pointers shared by the emulated threads of one launch.
#[derive(Clone, Copy)]
struct Shared<T>(*mut T);
// SAFETY: the emulated threads follow the kernels' own contract (disjoint writes between
// barriers), which is what the emulation checks.
unsafe impl<T> Send for Shared<T> {}
// SAFETY: as above.
unsafe impl<T> Sync for Shared<T> {}

/// Runs `spec` on the CPU: `y` (`n` x `m`, row-major) = `x^T` for `x` `m` x `n` row-major.
///
/// # Panics
/// If `spec`'s element type is not `E`'s or `x.len() != m * n`.
pub fn emulate<E: TransposeElement>(spec: &TransposeSpec, x: &[E], m: u32, n: u32) -> Vec<E> {
    assert_eq!(spec.dtype, E::DTYPE, "{}: wrong element type", spec.name);
    assert_eq!(x.len(), (m * n) as usize, "x holds m * n elements");
    let mut y = vec![E::default(); x.len()];
    let launch = spec.launch(m, n);
    let (xp, yp) = (
        Shared(x.as_ptr() as *mut E::Kernel),
        Shared(y.as_mut_ptr() as *mut E::Kernel),
    );
    let (m, n) = (m as i32, n as i32);
    match (spec.kind, spec.dtype) {
        (TransposeKind::Naive, _) => {
            for g in Grid::all(launch.grid.0, launch.grid.1, launch.block) {
                // SAFETY: x and y hold m * n elements; E and E::Kernel have one layout.
                unsafe { transpose_naive(g, xp.0 as *const E::Kernel, yp.0, m, n) }
            }
        }
        (TransposeKind::Swizzled, DType::F32) => tiled::<E, SwizzledTileF32>(launch, xp, yp, m, n),
        (TransposeKind::Swizzled, DType::F16) => tiled::<E, SwizzledTileF16>(launch, xp, yp, m, n),
        (TransposeKind::Plain, _) => tiled::<E, RowMajorTile>(launch, xp, yp, m, n),
        (TransposeKind::Padded, DType::F32) => tiled::<E, PaddedTileF32>(launch, xp, yp, m, n),
        (TransposeKind::Padded, DType::F16) => tiled::<E, PaddedTileF16>(launch, xp, yp, m, n),
    }
    y
}

/// One block at a time; the block's threads run concurrently and meet at a `Barrier`.
fn tiled<E: TransposeElement, L: TileLayout>(
    launch: Launch,
    x: Shared<E::Kernel>,
    y: Shared<E::Kernel>,
    m: i32,
    n: i32,
) {
    let (gx, gy) = launch.grid;
    let mut smem = vec![E::Kernel::default(); L::COSIZE];
    for block_y in 0..gy {
        for block in 0..gx {
            let tile = Shared(smem.as_mut_ptr());
            let barrier = Barrier::new(launch.block as usize);
            std::thread::scope(|s| {
                for thread in 0..launch.block {
                    let barrier = &barrier;
                    s.spawn(move || {
                        let g = Grid {
                            block,
                            block_y,
                            thread,
                            grid_dim: gx,
                            grid_dim_y: gy,
                            block_dim: launch.block,
                        };
                        let (x, y, tile) = (x, y, tile);
                        // SAFETY: the tile holds COSIZE elements; x and y hold m * n.
                        unsafe {
                            let smem = SmemTile::<E::Kernel, L>::from_host_ptr(tile.0);
                            transpose(g, x.0 as *const _, y.0, m, n, smem, || {
                                barrier.wait();
                            })
                        }
                    });
                }
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn list_matches_the_kernel_crate() {
        let names: Vec<_> = TRANSPOSES.iter().map(|k| k.name).collect();
        assert_eq!(names, gpu_kernels::kernels::TRANSPOSE_NAMES);
    }
}
