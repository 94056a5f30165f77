//! The host's CUDA launch for the GEMM tutorial's port: every thread of a block on an OS thread
//! of its own, the block's threads concurrently, `__syncthreads()` a barrier of the block,
//! static `__shared__` arrays carved from the block's shared memory, and global memory 16-byte
//! aligned as `cudaMalloc`'s.

use layout_core::prelude::*;
use std::cell::Cell;
use std::sync::{Condvar, Mutex, MutexGuard};

/// CUDA's `dim3` of the two dimensions the tutorial uses.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Dim2 {
    pub(crate) x: i32,
    pub(crate) y: i32,
}

/// CUDA's `threadIdx` of a one-dimensional block.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Dim1 {
    pub(crate) x: i32,
}

/// The barrier of a block: every thread that has not returned arrives; a thread that panics
/// releases the others, which panic too (instead of waiting for it forever).
struct BlockBarrier {
    state: Mutex<BarrierState>,
    wake: Condvar,
}

/// The count of the barrier's current phase.
struct BarrierState {
    live: usize,
    arrived: usize,
    phase: u64,
    failed: bool,
}

impl BlockBarrier {
    fn new(threads: usize) -> BlockBarrier {
        BlockBarrier {
            state: Mutex::new(BarrierState {
                live: threads,
                arrived: 0,
                phase: 0,
                failed: false,
            }),
            wake: Condvar::new(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, BarrierState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Completes the phase when every live thread has arrived.
    fn release_if_complete(&self, s: &mut BarrierState) {
        if s.arrived > 0 && s.arrived == s.live {
            s.arrived = 0;
            s.phase += 1;
            self.wake.notify_all();
        }
    }

    /// `__syncthreads()`.
    fn wait(&self) {
        let mut s = self.lock();
        assert!(!s.failed, "another thread of the block panicked");
        s.arrived += 1;
        let phase = s.phase;
        self.release_if_complete(&mut s);
        while s.phase == phase && !s.failed {
            s = self.wake.wait(s).unwrap_or_else(|e| e.into_inner());
        }
        assert!(!s.failed, "another thread of the block panicked");
    }

    /// A thread returns (or panics): the barrier no longer waits for it.
    fn leave(&self, panicked: bool) {
        let mut s = self.lock();
        s.live -= 1;
        s.failed |= panicked;
        self.release_if_complete(&mut s);
        self.wake.notify_all();
    }
}

/// Leaves the barrier when the thread's body ends, by return or by panic.
struct Leave<'a>(&'a BlockBarrier);
impl Drop for Leave<'_> {
    fn drop(&mut self) {
        self.0.leave(std::thread::panicking());
    }
}

/// Bytes of shared memory per block: CUDA's limit for static `__shared__` arrays (16-byte
/// aligned, for the 128-bit copies).
const SHARED_BYTES: usize = 48 * 1024;

/// A pointer handed to every thread (a kernel's pointer arguments, the block's shared memory).
#[derive(Clone, Copy)]
pub(crate) struct DevicePtr<T>(pub(crate) *mut T);
// SAFETY: the kernels' threads access the memory behind these pointers in disjoint parts or in
// phases ordered by the block's barrier (the tutorial's contract).
unsafe impl<T> Send for DevicePtr<T> {}
// SAFETY: as above.
unsafe impl<T> Sync for DevicePtr<T> {}
impl<T> DevicePtr<T> {
    pub(crate) fn get(self) -> *mut T {
        self.0
    }
}

/// One thread of a launch: CUDA's built-in indices, its block's barrier and shared memory.
pub(crate) struct Thread<'a> {
    pub(crate) block_idx: Dim2,
    pub(crate) thread_idx: Dim1,
    barrier: &'a BlockBarrier,
    shared: DevicePtr<u128>,
    /// The next free byte of shared memory for this thread's `__shared__` arrays.
    cursor: Cell<usize>,
}

impl Thread<'_> {
    /// CuTe's `thread0()`: thread 0 of block 0.
    pub(crate) fn thread0(&self) -> bool {
        self.thread_idx.x == 0 && self.block_idx.x == 0 && self.block_idx.y == 0
    }

    /// `__syncthreads()`.
    pub(crate) fn syncthreads(&self) {
        self.barrier.wait()
    }

    /// `__shared__ T name[len]`: the next `len` elements of the block's shared memory (every
    /// thread declares the same arrays in the same order, so they get the same addresses).
    pub(crate) fn shared_array<T>(&self, len: impl Int) -> *mut T {
        let align = std::mem::align_of::<T>();
        assert!(align <= 16);
        let start = self.cursor.get().next_multiple_of(align);
        let end = start + std::mem::size_of::<T>() * len.value() as usize;
        assert!(
            end <= SHARED_BYTES,
            "more than {SHARED_BYTES} bytes of shared memory"
        );
        self.cursor.set(end);
        // SAFETY: `start..end` lies in the block's arena of `SHARED_BYTES` bytes.
        unsafe { self.shared.0.cast::<u8>().add(start).cast::<T>() }
    }
}

/// `kernel<<<grid, block_dim>>>()`: the blocks one after another (one valid schedule), the
/// threads of a block concurrently.
pub(crate) fn launch(grid: Dim2, block_dim: i32, kernel: impl Fn(&Thread) + Sync) {
    for y in 0..grid.y {
        for x in 0..grid.x {
            let mut arena = vec![0_u128; SHARED_BYTES / 16];
            let shared = DevicePtr(arena.as_mut_ptr());
            let barrier = BlockBarrier::new(block_dim as usize);
            std::thread::scope(|s| {
                for t in 0..block_dim {
                    let (kernel, barrier) = (&kernel, &barrier);
                    s.spawn(move || {
                        let _leave = Leave(barrier);
                        kernel(&Thread {
                            block_idx: Dim2 { x, y },
                            thread_idx: Dim1 { x: t },
                            barrier,
                            shared,
                            cursor: Cell::new(0),
                        })
                    });
                }
            });
            drop(arena);
        }
    }
}

/// Global memory: `f32` values, 16-byte aligned as `cudaMalloc`'s (the 128-bit copies need it).
pub(crate) struct Global {
    words: Vec<u128>,
    len: usize,
}

impl Global {
    /// `len` small integers (exact in `f32` sums), from `seed`.
    pub(crate) fn values(len: usize, seed: u32) -> Global {
        let mut g = Global {
            words: vec![0; len.div_ceil(4)],
            len,
        };
        let mut s = seed.wrapping_mul(2_654_435_761).max(1);
        for v in g.as_mut_slice() {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            *v = (s % 7) as f32 - 3.0;
        }
        g
    }
    pub(crate) fn as_slice(&self) -> &[f32] {
        // SAFETY: `words` holds `4 * words.len() >= len` floats.
        unsafe { std::slice::from_raw_parts(self.words.as_ptr().cast(), self.len) }
    }
    fn as_mut_slice(&mut self) -> &mut [f32] {
        // SAFETY: as above.
        unsafe { std::slice::from_raw_parts_mut(self.words.as_mut_ptr().cast(), self.len) }
    }
    pub(crate) fn ptr(&self) -> *const f32 {
        self.words.as_ptr().cast()
    }
    pub(crate) fn mut_ptr(&mut self) -> *mut f32 {
        self.words.as_mut_ptr().cast()
    }
}
