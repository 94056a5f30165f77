//! A counting iterator, CuTe's `counting_iterator<int>`: the engine whose element at offset `o`
//! is `origin + o`. A tensor over it shows where each of its coordinates lands in memory, so it
//! is how the tiling and partitioning of a tensor are checked. It prints as CuTe prints it,
//! `counting_iter(42)`, so a tensor over it prints `counting_iter(42) o (4,5):(_1,4)`.
//!
//! ```
//! use layout_core::prelude::*;
//! // CuTe's sgemm_1: thread 234 of the (_32,_8) copy threads over a (_128,_16) tile, rows only
//! let t = make_tensor(counting_iterator(0), make_layout((_128, _16)));
//! let thr = local_partition_proj(&t, make_layout((_32, _8)), 234, (_1, X));
//! assert_eq!(thr.to_string(), "counting_iter(10) o (_4,_16):(_32,_128)");
//! assert_eq!(thr.read((1, 2)), 10 + 32 + 2 * 128);
//! ```

use super::engine::Engine;
use super::slice::{SliceEngine, TileEngine};
use core::fmt;

/// CuTe's `counting_iterator<int>`: the element at offset `o` is `origin + o`; no memory.
/// Made by [`counting_iterator`] (or [`CountingIterator::new`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CountingIterator {
    origin: i32,
}

impl CountingIterator {
    /// The iterator at `origin`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn new(origin: i32) -> Self {
        CountingIterator { origin }
    }
    /// The value at offset 0.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn origin(self) -> i32 {
        self.origin
    }
}

/// CuTe's `counting_iterator<int>(n)`: the counting iterator at `n`.
///
/// ```
/// use layout_core::prelude::*;
/// // CuTe's 0z_tma_tensors.md
/// let a = make_tensor(counting_iterator(42), (4, 5));
/// assert_eq!(a.to_string(), "counting_iter(42) o (4,5):(_1,4)");
/// assert_eq!(a.read((1, 2)), 51);
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub const fn counting_iterator(n: i32) -> CountingIterator {
    CountingIterator::new(n)
}

/// CuTe's `print(counting_iterator)`: `counting_iter(42)`.
impl fmt::Display for CountingIterator {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "counting_iter({})", self.origin)
    }
}

// SAFETY: nothing is read from memory; every offset whose value fits `i32` is admitted.
unsafe impl Engine for CountingIterator {
    type Value = i32;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn admit(&self, index: i64) -> Option<isize> {
        let v = i64::from(self.origin).checked_add(index)?;
        i32::try_from(v).ok()?;
        isize::try_from(index).ok()
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn read(&self, offset: isize) -> i32
    where
        i32: Copy,
    {
        // `admit` made sure the sum fits
        self.origin.wrapping_add(offset as i32)
    }
    fn fmt_engine(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

// SAFETY: nothing is read from memory, so a view of any origin is sound.
unsafe impl SliceEngine for CountingIterator {
    const CHECKS_ORIGIN: bool = false;
    type View<'a> = CountingIterator;
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    unsafe fn view_at(&self, offset: isize) -> Option<CountingIterator> {
        let offset = i32::try_from(offset).ok()?;
        Some(CountingIterator {
            origin: self.origin.checked_add(offset)?,
        })
    }
}
// SAFETY: nothing is read from memory.
unsafe impl TileEngine for CountingIterator {}
