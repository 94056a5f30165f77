//! Naive element-wise add: one element per thread, `C = A + B`.
//!
//! Thread mapping (see [`crate::mapping::naive`]): `(_256,B):(_1,_256)` gives the linear index
//! `i` of (thread, block); the shape `(M,N)` read with N fastest gives the coordinate
//! `(i / N, i % N)`; the layout `(M,N):(ld,_1)` (shared by A, B and C) gives the offset.
//! Threads with `i >= M * N` do nothing. Launch: `ceil(M*N / 256)` blocks of 256 threads.
//!
//! Arguments: `a, b, c` (pointers), `m, n, ld` (the dynamic part of the layout).

use crate::element::Element;
use crate::grid::Grid;
use crate::mapping::naive::{linear, RowMajor};
use crate::op::Add;

/// The body, for one thread at `g`.
///
/// # Safety
/// `a`, `b` and `c` must be valid for every offset of `(m,n):(ld,1)`, and `c` must not overlap
/// `a` or `b` unless equal.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn naive_add<T: Element>(
    g: Grid,
    a: *const T,
    b: *const T,
    c: *mut T,
    layout: RowMajor,
) {
    let i = linear(g);
    if i < layout.size() {
        let off = layout.offset(layout.coord(i));
        // SAFETY: `off` is the offset of an in-bounds coordinate (the caller's contract).
        unsafe {
            c.add(off)
                .write(T::apply::<Add>(a.add(off).read(), b.add(off).read()))
        }
    }
}

/// The entry points, `name(element type)`: the one place their names are written. Calls
/// `$callback!` with the rows; the PTX build defines each entry point from them and the host's
/// registry (`gpu-host`) describes each one.
#[macro_export]
macro_rules! naive_add_kernels {
    ($callback:ident) => {
        $callback! {
            naive_add_f32(f32);
            naive_add_f16($crate::element::f16);
        }
    };
}

#[cfg(all(target_arch = "nvptx64", feature = "entry-points"))]
mod entry {
    use super::*;

    macro_rules! entries {
        ($($name:ident($t:ty);)*) => {$(
            /// Kernel entry point (see the module docs).
            #[no_mangle]
            pub unsafe extern "ptx-kernel" fn $name(
                a: *const $t,
                b: *const $t,
                c: *mut $t,
                m: i32,
                n: i32,
                ld: i32,
            ) {
                unsafe { naive_add::<$t>(Grid::current(), a, b, c, RowMajor { m, n, ld }) }
            }
        )*};
    }
    crate::naive_add_kernels!(entries);
}
