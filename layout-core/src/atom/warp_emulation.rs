//! The host side of the warp-wide atoms (`ldmatrix`, `mma.sync`): what they need from an
//! emulator of a thread block, and where they find it.
//!
//! On the GPU a warp-wide atom is one instruction over the registers of 32 lanes. On the host
//! each emulated thread runs on its own, so such an atom asks the warp for the words of every
//! lane ([`WarpEmulator::all_gather`]) and computes its own lane's results from them, through
//! the atom's layouts. A block emulator (`gpu_host::emulate::run_block`) installs a
//! [`WarpEmulator`] once ([`install`]); a warp-wide atom run outside one panics and says so.
//!
//! ```
//! use layout_core::atom::warp_emulation::{install, WarpEmulator};
//! // a one-lane "warp" for illustration: every lane sees its own words
//! fn lane() -> u32 { 0 }
//! fn all_gather(mine: &[u32], all: &mut [u32]) {
//!     for chunk in all.chunks_mut(mine.len()) { chunk.copy_from_slice(mine) }
//! }
//! static ONE_LANE: WarpEmulator = WarpEmulator { lane, all_gather };
//! install(&ONE_LANE);
//! ```

#![allow(unsafe_code)]

use core::sync::atomic::{AtomicPtr, Ordering};

/// A block emulator's entry points for the warp-wide atoms, called from the emulated threads.
pub struct WarpEmulator {
    /// The calling thread's lane in its warp (`threadIdx.x % 32`).
    pub lane: fn() -> u32,
    /// Every lane of the calling thread's warp gives `mine` (the same length in every lane)
    /// and receives the words of all 32 lanes in `all`, lane by lane (`all[l * mine.len()..]`
    /// is lane `l`'s): a warp-synchronous exchange, as `shfl.sync` with the full mask.
    pub all_gather: fn(mine: &[u32], all: &mut [u32]),
}

static EMULATOR: AtomicPtr<WarpEmulator> = AtomicPtr::new(core::ptr::null_mut());

/// Makes `emulator` the one the warp-wide atoms call (installing the same one again changes
/// nothing).
pub fn install(emulator: &'static WarpEmulator) {
    EMULATOR.store(
        (emulator as *const WarpEmulator).cast_mut(),
        Ordering::Release,
    );
}

/// The installed emulator.
///
/// # Panics
/// If none is installed: a warp-wide atom ran on the host outside a block emulator.
#[cfg(not(target_arch = "nvptx64"))]
pub(crate) fn current() -> &'static WarpEmulator {
    let p = EMULATOR.load(Ordering::Acquire);
    assert!(
        !p.is_null(),
        "a warp-wide atom (ldmatrix, mma.sync) ran on the host outside a block emulator: run \
         the kernel body with gpu_host::emulate::run_block or run_grid"
    );
    // SAFETY: the only pointers stored are `&'static WarpEmulator`s (`install`), never freed.
    unsafe { &*p }
}
