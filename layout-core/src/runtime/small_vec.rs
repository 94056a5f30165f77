//! A short list of `Copy` values kept inline up to `N` elements, on the heap beyond: the
//! scratch lists of the algebra (leaf modes, coalesced modes) without an allocation each.

use alloc::vec::Vec;
use core::ops::{Deref, DerefMut};

/// A vector of `Copy` values stored inline while it holds at most `N` of them.
///
/// Dereferences to a slice. The inline storage is filled with a placeholder value given at
/// construction (no `unsafe`), so `N` should stay small.
#[derive(Clone, Debug)]
pub(crate) struct SmallVec<T: Copy, const N: usize> {
    len: usize,
    inline: [T; N],
    /// All the elements once there are more than `N`; empty before.
    heap: Vec<T>,
}

impl<T: Copy, const N: usize> SmallVec<T, N> {
    /// An empty list; `fill` is only a placeholder for the unused inline slots.
    #[inline]
    pub(crate) fn new(fill: T) -> Self {
        SmallVec {
            len: 0,
            inline: [fill; N],
            heap: Vec::new(),
        }
    }

    /// Appends `x`.
    #[inline]
    pub(crate) fn push(&mut self, x: T) {
        if self.len < N {
            self.inline[self.len] = x;
        } else {
            if self.len == N {
                self.heap.reserve(2 * N + 1);
                self.heap.extend_from_slice(&self.inline);
            }
            self.heap.push(x);
        }
        self.len += 1;
    }

    /// Appends every value of `items`.
    #[inline]
    pub(crate) fn extend_from_slice(&mut self, items: &[T]) {
        for &x in items {
            self.push(x);
        }
    }

    /// Keeps the first `len` elements (no-op when there are not more).
    #[inline]
    pub(crate) fn truncate(&mut self, len: usize) {
        if len >= self.len {
            return;
        }
        if self.len > N {
            if len <= N {
                self.inline[..len].copy_from_slice(&self.heap[..len]);
                self.heap.clear();
            } else {
                self.heap.truncate(len);
            }
        }
        self.len = len;
    }
}

impl<T: Copy, const N: usize> Deref for SmallVec<T, N> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        if self.len <= N {
            &self.inline[..self.len]
        } else {
            &self.heap
        }
    }
}

impl<T: Copy, const N: usize> DerefMut for SmallVec<T, N> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        if self.len <= N {
            &mut self.inline[..self.len]
        } else {
            &mut self.heap
        }
    }
}

#[cfg(test)]
mod tests {
    use super::SmallVec;

    #[test]
    fn inline_then_heap_then_inline() {
        let mut v: SmallVec<i32, 2> = SmallVec::new(0);
        assert!(v.is_empty());
        v.push(1);
        v.push(2);
        assert_eq!(&*v, &[1, 2]);
        v.push(3);
        v.extend_from_slice(&[4, 5]);
        assert_eq!(&*v, &[1, 2, 3, 4, 5]);
        v.reverse();
        assert_eq!(&*v, &[5, 4, 3, 2, 1]);
        v.truncate(2);
        assert_eq!(&*v, &[5, 4]);
        v.push(7);
        assert_eq!(&*v, &[5, 4, 7]);
        let mut x = SmallVec::<i32, 2>::new(0);
        x.extend_from_slice(&[1, 2, 3, 4]);
        x.truncate(3);
        assert_eq!(&*x, &[1, 2, 3]);
        x.truncate(1);
        assert_eq!(&*x, &[1]);
        x.push(5);
        assert_eq!(&*x, &[1, 5]);
    }
}
