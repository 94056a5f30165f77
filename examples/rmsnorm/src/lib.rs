//! The host side of the RMSNorm example: the reference in `f32`, the kernel's body run by the
//! block emulator on the CPU, and the check of one against the other.

use gpu_host::device::GpuError;
use gpu_host::emulate::{run_grid, AlignedBuffer};
use gpu_host::launch::Module;
use gpu_kernels::grid::Grid;
use gpu_kernels::smem::SmemTile;
pub use rmsnorm_device::{
    f16, rmsnorm_f16_4k_body, rmsnorm_f16_8k_body, rmsnorm_f16_for, threads_for, Ring4k, Ring8k,
    Shared, Weights4k, Weights8k, MAX_N,
};

/// Rows per block when the rows are whole 16-byte vectors (see [`grid_for`]).
pub const ROWS_PER_BLOCK: usize = 4;

/// The grid for `rows` rows of `n` elements on `gpu`, a multiple of 8 blocks (so that every
/// row of a block starts at the same alignment) and never more than `rows`:
/// - rows of whole 16-byte vectors (`n % 8 == 0`): a block for every [`ROWS_PER_BLOCK`] rows,
///   at least as many blocks as the device holds at once. A block's first row waits for its
///   whole load and its last has no next row to overlap; with a few rows each, the blocks
///   that start overlap those that end and the hardware balances the SMs (on an H200, 0.86x a
///   device copy with one resident wave of blocks, 0.93x with four rows a block);
/// - other rows: as many blocks as the device holds at once (each loops over its rows): their
///   weights are read element by element, once per block.
pub fn grid_for(gpu: &Module, rows: usize, n: usize) -> Result<u32, GpuError> {
    let n32 = n as i32;
    let resident = gpu.resident_blocks(rmsnorm_f16_for(n32), threads_for(n32), ring_bytes(n32))?;
    let blocks = if n.is_multiple_of(8) {
        (rows.div_ceil(ROWS_PER_BLOCK) as u32).max(resident)
    } else {
        resident
    };
    Ok((blocks / 8 * 8).max(8).min(rows.max(1) as u32))
}

/// `y = x / sqrt(mean(x²) + eps) * w` per row of `x`, in `f32`, rounded to `f16` at the end.
pub fn reference(x: &[f16], w: &[f16], n: usize, eps: f32) -> Vec<f16> {
    let mut y = Vec::with_capacity(x.len());
    for row in x.chunks(n) {
        let sum: f32 = row.iter().map(|v| v.to_f32() * v.to_f32()).sum();
        let rstd = 1.0 / (sum / n as f32 + eps).sqrt();
        y.extend(
            row.iter()
                .zip(w)
                .map(|(v, w)| f16::from_f32(v.to_f32() * rstd * w.to_f32())),
        );
    }
    y
}

/// The bytes of dynamic shared memory (the block's ring of rows) the entry point for rows of
/// `n` elements is launched with.
pub fn ring_bytes(n: i32) -> u32 {
    (if n <= 4096 {
        SmemTile::<f16, Ring4k>::BYTES
    } else {
        SmemTile::<f16, Ring8k>::BYTES
    }) as u32
}

/// Runs the kernel's body on the CPU over `rows` rows of `n` elements with `blocks` blocks (each
/// block's threads together, with their barriers and shuffles; block `b` takes rows `b`,
/// `b + blocks`, ...), from element `offset` of the buffers, so that rows start at every
/// alignment.
///
/// # Panics
/// When `n` is not in `1..=MAX_N` or `blocks` is 0.
pub fn run_on_cpu(
    x: &[f16],
    w: &[f16],
    n: usize,
    eps: f32,
    offset: usize,
    blocks: u32,
) -> Vec<f16> {
    assert!(blocks > 0, "at least one block");
    assert!((1..=MAX_N as usize).contains(&n), "1 <= n <= {MAX_N}");
    let rows = (x.len() - offset) / n;
    // 16-byte aligned copies of the inputs, so that the vector copies see device-like memory
    let mut xs = AlignedBuffer::new(x.len(), f16::ZERO);
    xs.as_mut_slice().copy_from_slice(x);
    let mut ws = AlignedBuffer::new(w.len(), f16::ZERO);
    ws.as_mut_slice().copy_from_slice(w);
    let mut ys = AlignedBuffer::new(x.len(), f16::ZERO);
    let (xp, wp) = (
        xs.as_slice().as_ptr() as usize,
        ws.as_slice().as_ptr() as usize,
    );
    let yp = ys.as_mut_slice().as_mut_ptr() as usize;
    // the block's shared ring (the blocks run one after another: one buffer serves them all)
    let mut ring = AlignedBuffer::new(SmemTile::<f16, Ring8k>::BYTES / 2, f16::ZERO);
    let rp = ring.as_mut_slice().as_mut_ptr() as usize;
    let mut weights = AlignedBuffer::new(SmemTile::<f32, Weights8k>::BYTES / 4, 0.0f32);
    let sw = weights.as_mut_slice().as_mut_ptr() as usize;
    run_grid((blocks, 1, 1), threads_for(n as i32), |g: Grid| {
        let (x, w, y) = (
            // SAFETY: offset < x.len(), the buffers' length.
            unsafe { (xp as *const f16).add(offset) },
            wp as *const f16,
            // SAFETY: as for x.
            unsafe { (yp as *mut f16).add(offset) },
        );
        let (rows, n) = (rows as i32, n as i32);
        // SAFETY: the buffers hold `offset + rows * n` elements (x, y) and `n` (w), 16-byte
        // aligned at the same offset; the ring and weight buffers hold the larger ones and
        // are this block's; each thread writes only its own elements of its rows.
        unsafe {
            if n <= 4096 {
                let smem = Shared {
                    ring: SmemTile::<f16, Ring4k>::from_host_ptr(rp as *mut f16),
                    weights: SmemTile::<f32, Weights4k>::from_host_ptr(sw as *mut f32),
                };
                rmsnorm_f16_4k_body(g, smem, x, w, y, rows, n, eps)
            } else {
                let smem = Shared {
                    ring: SmemTile::<f16, Ring8k>::from_host_ptr(rp as *mut f16),
                    weights: SmemTile::<f32, Weights8k>::from_host_ptr(sw as *mut f32),
                };
                rmsnorm_f16_8k_body(g, smem, x, w, y, rows, n, eps)
            }
        }
    });
    ys.as_slice()[offset..offset + rows * n].to_vec()
}

/// The largest difference between two `f16` results, in units of the larger value's `f16`
/// spacing (ulps), and where.
pub fn max_ulps(a: &[f16], b: &[f16]) -> (f32, usize) {
    let mut worst = (0.0f32, 0usize);
    for (i, (x, y)) in a.iter().zip(b).enumerate() {
        let (x, y) = (x.to_f32(), y.to_f32());
        let scale = x.abs().max(y.abs()).max(f16::MIN_POSITIVE.to_f32());
        let ulp = f16::EPSILON.to_f32() * scale;
        let d = (x - y).abs() / ulp;
        if d > worst.0 {
            worst = (d, i);
        }
    }
    worst
}

/// Deterministic inputs: `len` values in `[-2, 2)` from a linear congruential sequence.
pub fn inputs(len: usize, seed: u32) -> Vec<f16> {
    let mut s = seed;
    (0..len)
        .map(|_| {
            s = s.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            f16::from_f32((s >> 8) as f32 / (1u32 << 24) as f32 * 4.0 - 2.0)
        })
        .collect()
}
