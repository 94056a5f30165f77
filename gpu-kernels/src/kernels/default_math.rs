//! `default_math_f32_f16`: `numeric_check`'s `cvt_f32_f16` written without naming a [`Math`]
//! (`t.load()` instead of `t.load_with(Ptx)`). In a kernel a register value's default `Math`
//! is [`Ptx`](crate::numeric::Ptx) (`layout_core::numeric::DefaultMath`), so both compile to the
//! same `cvt.rn.f16x2.f32` instructions; the PTX check compares the two entry points.
//!
//! Thread mapping and launch as `numeric_check`'s: thread `t` of block `b` converts the 8
//! elements of tile `b * 128 + t`.
//!
//! [`Math`]: layout_core::numeric::Math

use crate::grid::Grid;
use crate::kernels::numeric_check::TILE;
use layout_core::numeric::f16;
use layout_core::prelude::*;

/// `y = x` rounded to `f16`, a tile of eight per thread, through `load()`.
///
/// # Safety
/// `x` and `y` hold `n` elements (`n` a multiple of 8) and do not overlap.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn narrow(g: Grid, x: *const f32, y: *mut f16, n: i32) {
    let tile = (g.block * g.block_dim + g.thread) as i32;
    if tile >= n / TILE {
        return;
    }
    let off = tile as isize * TILE as isize;
    // SAFETY: the tile's eight elements lie inside the `n` the caller guarantees.
    let (src, mut dst) = unsafe {
        (
            make_tensor_ptr(x.offset(off).cast_mut(), make_layout(_8)),
            make_tensor_ptr(y.offset(off), make_layout(_8)),
        )
    };
    dst.store(src.load().to::<f16>());
}

#[cfg(any(not(target_arch = "nvptx64"), feature = "entry-points"))]
crate::kernel! {
    /// `y = x` rounded to `f16` through `load()` ([`narrow`]).
    pub DEFAULT_MATH_F32_F16 = default_math_f32_f16(x: *const f32, y: *mut f16, n: i32) => narrow;
}
