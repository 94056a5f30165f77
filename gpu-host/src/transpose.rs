//! The transpose kernels (`gpu_kernels::kernels::transpose`): their list, launch shape, and a
//! CPU emulation that runs each block's 256 threads concurrently, with a real barrier between
//! the two phases (the threads of a block exchange data through the shared tile, so running
//! them one after another would not be a valid schedule).

use crate::block::{run_blocks, Shared};
use crate::emulate::HostElement;
use crate::registry::DType;
use gpu_kernels::element::f16;
use gpu_kernels::grid::Grid;
use gpu_kernels::kernels::transpose::TransposeElement as KernelElement;
use gpu_kernels::kernels::transpose::{transpose, transpose_naive};
use gpu_kernels::mapping::transpose::*;
use gpu_kernels::smem::{SmemTile, TileLayout};

/// The shared tile a transpose kernel goes through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TransposeKind {
    /// A swizzled tile: no bank conflicts.
    Swizzled,
    /// The row-major tile: 32-way bank conflicts on the column reads.
    Plain,
    /// A padded tile (one element per row).
    Padded,
    /// No shared memory: one element per thread, strided writes.
    Naive,
}

/// A tiled kernel's block: tile shape and threads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileDims {
    /// Tile rows.
    pub m: u32,
    /// Tile columns.
    pub n: u32,
    /// Threads per block.
    pub threads: u32,
    /// Bytes of the shared tile (its layout's cosize times the element size).
    pub smem_bytes: usize,
}

/// Runs one tiled kernel on the CPU (see [`emulate`]).
type RunTiled = fn(TransposeLaunch, *mut u8, *mut u8, i32, i32);

/// One transpose kernel of the PTX.
#[derive(Clone, Copy, Debug)]
pub struct TransposeSpec {
    /// Entry point name.
    pub name: &'static str,
    /// Element type.
    pub dtype: DType,
    /// Which tile it uses.
    pub kind: TransposeKind,
    /// The block tile (`None` for the naive kernel).
    pub tile: Option<TileDims>,
    /// Whether the tile lives in dynamic shared memory (launch with `tile.smem_bytes`).
    pub dynamic_smem: bool,
    run: Option<RunTiled>,
}

macro_rules! tiled {
    ($name:expr, $t:ty, $tile:ty, $kind:ident, $dynamic:literal) => {
        TransposeSpec {
            name: $name,
            dynamic_smem: $dynamic,
            dtype: <$t as HostElement>::DTYPE,
            kind: TransposeKind::$kind,
            tile: Some(TileDims {
                m: <$tile as TransposeTile>::M as u32,
                n: <$tile as TransposeTile>::N as u32,
                threads: <$tile as TransposeTile>::THREADS,
                smem_bytes: SmemTile::<$t, <$tile as TransposeTile>::$kind>::BYTES,
            }),
            run: Some(
                tiled::<
                    $t,
                    $tile,
                    <$tile as TransposeTile>::$kind,
                    { <$tile as TransposeTile>::WORDS },
                    { <$tile as TransposeTile>::HALO_WORDS },
                >,
            ),
        }
    };
}

const fn naive(name: &'static str, dtype: DType) -> TransposeSpec {
    TransposeSpec {
        name,
        dtype,
        kind: TransposeKind::Naive,
        tile: None,
        dynamic_smem: false,
        run: None,
    }
}

// One description per row of the kernel crate's table (the only place the names are written).
macro_rules! transpose_spec {
    ($name:ident, tiled $t:ty, $tile:ty, $kind:ident) => {
        tiled!(stringify!($name), $t, $tile, $kind, false)
    };
    ($name:ident, dynamic $t:ty, $tile:ty, $kind:ident) => {
        tiled!(stringify!($name), $t, $tile, $kind, true)
    };
    ($name:ident, naive $t:ty) => {
        naive(stringify!($name), <$t as HostElement>::DTYPE)
    };
}
macro_rules! transpose_specs {
    ($($name:ident($($row:tt)*);)*) => {
        [$(transpose_spec!($name, $($row)*)),*]
    };
}

/// Every transpose kernel, in the order of `gpu_kernels::transpose_kernels!`.
pub const TRANSPOSES: &[TransposeSpec] = &gpu_kernels::transpose_kernels!(transpose_specs);

/// Grid and block dimensions of a transpose launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TransposeLaunch {
    /// `gridDim`.
    pub grid: (u32, u32, u32),
    /// `blockDim.x`.
    pub block: u32,
}

impl TransposeSpec {
    /// The launch for an `m` x `n` input, tiles in groups of `group` tile rows
    /// (`gpu_kernels::kernels::transpose::COLUMN_ORDER`: one group of all of them).
    pub fn launch(&self, m: u32, n: u32, group: u32) -> TransposeLaunch {
        match self.tile {
            None => TransposeLaunch {
                grid: (gpu_kernels::mapping::naive::blocks(m * n).max(1), 1, 1),
                block: gpu_kernels::mapping::naive::THREADS,
            },
            Some(t) => TransposeLaunch {
                grid: gpu_kernels::kernels::transpose::grid_of_tiles((t.m, t.n), m, n, group),
                block: t.threads,
            },
        }
    }
}

/// A host element of a transpose kernel: `f32`, or `u16` half bits.
pub trait TransposeElement: Copy + Default + Send + Sync + 'static {
    /// The kernel's element type.
    type Kernel: KernelElement;
    /// The kernels' element type tag.
    const DTYPE: DType;
}
impl TransposeElement for f32 {
    type Kernel = f32;
    const DTYPE: DType = DType::F32;
}
impl TransposeElement for u16 {
    type Kernel = f16;
    const DTYPE: DType = DType::F16;
}

/// Runs `spec` on the CPU: `y` (`n` x `m`, row-major) = `x^T` for `x` `m` x `n` row-major,
/// tiles in groups of `group` tile rows.
///
/// # Panics
/// If `spec`'s element type is not `E`'s or `x.len() != m * n`.
pub fn emulate<E: TransposeElement>(
    spec: &TransposeSpec,
    x: &[E],
    m: u32,
    n: u32,
    group: u32,
) -> Vec<E> {
    assert_eq!(spec.dtype, E::DTYPE, "{}: wrong element type", spec.name);
    assert_eq!(x.len(), (m * n) as usize, "x holds m * n elements");
    // 16-byte aligned copies, as device allocations are (the kernels' vector paths need it).
    let words = size_of_val(x).div_ceil(16);
    let (mut xa, mut ya) = (vec![0u128; words], vec![0u128; words]);
    // SAFETY: xa holds at least x.len() elements of E (a plain-data element type).
    unsafe { std::ptr::copy_nonoverlapping(x.as_ptr(), xa.as_mut_ptr().cast::<E>(), x.len()) };
    let launch = spec.launch(m, n, group);
    let (xp, yp) = (
        xa.as_mut_ptr() as *mut E::Kernel,
        ya.as_mut_ptr() as *mut E::Kernel,
    );
    let (m, n) = (m as i32, n as i32);
    match spec.run {
        None => {
            for g in Grid::all(launch.grid.0, launch.grid.1, launch.block) {
                debug_assert_eq!(launch.grid.2, 1);
                // SAFETY: x and y hold m * n elements; E and E::Kernel have one layout.
                unsafe { transpose_naive(g, xp as *const E::Kernel, yp, m, n) }
            }
        }
        Some(run) => run(launch, xp.cast(), yp.cast(), m, n),
    }
    let mut y = vec![E::default(); x.len()];
    // SAFETY: ya holds at least y.len() elements of E.
    unsafe { std::ptr::copy_nonoverlapping(ya.as_ptr().cast::<E>(), y.as_mut_ptr(), y.len()) };
    y
}

/// The tiled kernel on the CPU: one block at a time, its threads concurrent (see
/// [`crate::block`]), the shared tile a host buffer reused by every block.
fn tiled<
    K: KernelElement,
    Tl: TransposeTile,
    L: TileLayout,
    const WORDS: usize,
    const HALO: usize,
>(
    launch: TransposeLaunch,
    x: *mut u8,
    y: *mut u8,
    m: i32,
    n: i32,
) {
    let (x, y) = (Shared(x.cast::<K>()), Shared(y.cast::<K>()));
    let mut smem = vec![K::default(); L::COSIZE];
    let tile = Shared(smem.as_mut_ptr());
    run_blocks(launch.grid, launch.block, |g, sync| {
        let (x, y, tile) = (x, y, tile);
        // SAFETY: the tile holds COSIZE elements; x and y hold m * n.
        unsafe {
            let smem = SmemTile::<K, L>::from_host_ptr(tile.0);
            transpose::<K, Tl, L, WORDS, HALO>(g, x.0, y.0, m, n, smem, sync)
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptions_follow_the_kernel_table() {
        for spec in TRANSPOSES {
            assert!(spec.name.ends_with(spec.dtype.name()), "{}", spec.name);
            let kind = format!("{:?}", spec.kind).to_lowercase();
            let named = spec.name.contains(&kind) || spec.dynamic_smem;
            assert!(named, "{}: {:?}", spec.name, spec.kind);
        }
    }
}
