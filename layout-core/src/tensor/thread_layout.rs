//! Thread layouts for [`local_partition`](super::local_partition): CuTe's `Layout` of threads,
//! `product_each(shape(thr))` as the tiler and `thr.get_flat_coord(idx)` as a thread's
//! coordinate.
//!
//! ```
//! use layout_core::prelude::*;
//! // CuTe's sgemm_1 (TN): tA = (_32,_8) row-major, thread 9 is (1, 1)
//! let t_a = make_layout_with((_32, _8), LayoutRight);
//! assert_eq!(t_a.flat_coord(9), Some((1, 1)));
//! assert_eq!(display(t_a.tiler()).to_string(), "(_32,_8)");
//! ```

use super::partition_coord::TileUnderscores;
use crate::int::{for_each_int_ctor, Int};
use crate::int_tuple::IntTuple;
use crate::layout::Layout;

/// A thread layout as [`local_partition`](crate::tensor::local_partition) uses it: its shape's top-level mode sizes are the
/// tiler (CuTe's `product_each(shape(thr))`) and a thread index becomes one integer per mode
/// (CuTe's `thr.get_flat_coord(index)`). Flat layouts (every mode an integer) of rank 1 to 4
/// and integer layouts are thread layouts.
pub trait ThreadLayout: Copy {
    /// The tiler: the shape tuple.
    type Tiler: TileUnderscores;
    /// The flat coordinate: one `i32` per mode.
    type Coord: Copy;
    /// The tiler.
    fn tiler(&self) -> Self::Tiler;
    /// The coordinate of thread `index`: per mode `(index / stride) % shape`, and `0` for a mode
    /// of static size `_1` (CuTe's `idx2crd(index, shape, stride)`); `None` when a mode of
    /// another size has stride 0 (CuTe would divide by zero).
    fn flat_coord(&self, index: i32) -> Option<Self::Coord>;
}

/// CuTe's `idx2crd(i, s, d)` for one integer mode.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn mode_coord<S: Int, D: Int>(i: i32, s: S, d: D) -> Option<i32> {
    if S::STATIC == Some(1) {
        return Some(0);
    }
    let q = i.checked_div(d.value())?;
    q.checked_rem(s.value())
}

macro_rules! int_thread_layout {
    ([$($g:tt)*] $S:ty) => {
        /// An integer thread layout `s:d`: the tiler `(s)`.
        impl<D: Int, $($g)*> ThreadLayout for Layout<$S, D>
        where
            $S: Int,
            ($S,): IntTuple,
        {
            type Tiler = ($S,);
            type Coord = (i32,);
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn tiler(&self) -> ($S,) {
                (self.shape(),)
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn flat_coord(&self, index: i32) -> Option<(i32,)> {
                Some((mode_coord(index, self.shape(), self.stride())?,))
            }
        }
    };
}
for_each_int_ctor!(int_thread_layout);

macro_rules! thread_layout {
    ($(($S:ident, $D:ident, $s:ident, $d:ident)),*) => {
        impl<$($S: Int, $D: Int),*> ThreadLayout for Layout<($($S,)*), ($($D,)*)>
        where
            ($($S,)*): IntTuple,
            ($($D,)*): IntTuple,
        {
            type Tiler = ($($S,)*);
            type Coord = ($(thread_layout!(@i32 $S),)*);
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn tiler(&self) -> Self::Tiler {
                self.shape()
            }
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn flat_coord(&self, index: i32) -> Option<Self::Coord> {
                let ($($s,)*) = self.shape();
                let ($($d,)*) = self.stride();
                Some(($(mode_coord(index, $s, $d)?,)*))
            }
        }
    };
    (@i32 $S:ident) => { i32 };
}
thread_layout!((S0, D0, s0, d0));
thread_layout!((S0, D0, s0, d0), (S1, D1, s1, d1));
thread_layout!((S0, D0, s0, d0), (S1, D1, s1, d1), (S2, D2, s2, d2));
thread_layout!(
    (S0, D0, s0, d0),
    (S1, D1, s1, d1),
    (S2, D2, s2, d2),
    (S3, D3, s3, d3)
);
