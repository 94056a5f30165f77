//! Where a thread sits in the launch: its block, its thread, and the launch's extents (x only).

/// One thread's position in a launch (CUDA's `blockIdx`, `threadIdx.x`, `gridDim`,
/// `blockDim.x`): blocks in up to three dimensions, threads in one.
///
/// On the GPU `Grid::current` (nvptx64 only) reads the special registers; on the host an emulator builds one
/// value per (block, thread) pair and calls the kernel body with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    /// `blockIdx.x`.
    pub block: u32,
    /// `blockIdx.y`.
    pub block_y: u32,
    /// `blockIdx.z`.
    pub block_z: u32,
    /// `threadIdx.x`.
    pub thread: u32,
    /// `gridDim.x`.
    pub grid_dim: u32,
    /// `gridDim.y`.
    pub grid_dim_y: u32,
    /// `gridDim.z`.
    pub grid_dim_z: u32,
    /// `blockDim.x`.
    pub block_dim: u32,
}

impl Grid {
    /// The calling thread's position, read from the PTX special registers.
    #[cfg(target_arch = "nvptx64")]
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn current() -> Grid {
        use core::arch::nvptx::*;
        // SAFETY: reading special registers has no side effects.
        unsafe {
            Grid {
                block: _block_idx_x() as u32,
                block_y: _block_idx_y() as u32,
                block_z: _block_idx_z() as u32,
                thread: _thread_idx_x() as u32,
                grid_dim: _grid_dim_x() as u32,
                grid_dim_y: _grid_dim_y() as u32,
                grid_dim_z: _grid_dim_z() as u32,
                block_dim: _block_dim_x() as u32,
            }
        }
    }

    /// Every position of a `grid_dim` x `grid_dim_y` launch of `block_dim` threads, in
    /// launch order (for emulating a kernel on the host).
    pub fn all(grid_dim: u32, grid_dim_y: u32, block_dim: u32) -> impl Iterator<Item = Grid> {
        (0..grid_dim_y).flat_map(move |block_y| {
            (0..grid_dim).flat_map(move |block| {
                (0..block_dim).map(move |thread| Grid {
                    block,
                    block_y,
                    block_z: 0,
                    thread,
                    grid_dim,
                    grid_dim_y,
                    grid_dim_z: 1,
                    block_dim,
                })
            })
        })
    }
}
