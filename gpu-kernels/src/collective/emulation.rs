//! The host side of the collectives: what an emulator of a thread block provides
//! ([`Emulator`]), and where the collectives find it.
//!
//! On the host a collective cannot exchange values by itself: `gpu_host::emulate::run_block`
//! runs a block's threads concurrently, installs its [`Emulator`] once ([`install`]), and
//! answers each call from the calling thread's block (its thread-local context). A collective
//! called outside such an emulator panics and says so.

use super::shuffle::ShflMode;
use core::sync::atomic::{AtomicPtr, Ordering};

/// A block emulator's entry points, called by the collectives from the emulated threads.
pub struct Emulator {
    /// The calling thread's index in its block and the block's size (`threadIdx.x`,
    /// `blockDim.x`).
    pub position: fn() -> (u32, u32),
    /// `bar.sync` (`wait`) or `bar.arrive` (not `wait`) on barrier `id` for `threads` threads
    /// (`None`: every thread of the block).
    pub barrier: fn(id: u32, threads: Option<u32>, wait: bool),
    /// `shfl.sync.<mode>.b32 d|p, value, b, c, mask` in the calling lane: the word read and the
    /// predicate `p`.
    pub shuffle: fn(mode: ShflMode, value: u32, b: u32, c: u32, mask: u32) -> (u32, bool),
    /// Writes word `index` of the block's reduction scratch (shared by the block's threads).
    pub scratch_store: fn(index: usize, word: u32),
    /// Reads word `index` of the block's reduction scratch.
    pub scratch_load: fn(index: usize) -> u32,
}

static EMULATOR: AtomicPtr<Emulator> = AtomicPtr::new(core::ptr::null_mut());

/// Makes `emulator` the one the collectives call (an emulator installs itself before it runs
/// a block; installing the same one again changes nothing).
pub fn install(emulator: &'static Emulator) {
    EMULATOR.store((emulator as *const Emulator).cast_mut(), Ordering::Release);
}

/// The installed emulator.
///
/// # Panics
/// If none is installed: the kernel body runs outside `gpu_host::emulate::run_block`.
pub fn current() -> &'static Emulator {
    let p = EMULATOR.load(Ordering::Acquire);
    assert!(
        !p.is_null(),
        "a collective (barrier, shuffle, reduction) ran on the host outside a block emulator: \
         run the kernel body with gpu_host::emulate::run_block or run_grid"
    );
    // SAFETY: the only pointers stored are `&'static Emulator`s (`install`), never freed.
    unsafe { &*p }
}
