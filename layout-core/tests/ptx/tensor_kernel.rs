//! A kernel over the tensor API (built only by scripts/tensor-ptx-check.sh, for nvptx64):
//! c = a + b over (_16,_256) row-major tiles, one block per tile, 256 threads, 16 values each,
//! through pointer tensors, a column slice with `_`, register fragments, `axpby` and `copy`.
#![no_std]
#![feature(abi_ptx, stdarch_nvptx)]
use layout_core::prelude::*;
use core::arch::nvptx::*;

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}

/// # Safety
/// `a`, `b`, `c` hold `gridDim.x * 4096` floats; `c` does not overlap `a` or `b`.
#[no_mangle]
pub unsafe extern "ptx-kernel" fn tile_add(a: *mut f32, b: *mut f32, c: *mut f32) {
    let tid = _thread_idx_x() as i32;
    let bid = _block_idx_x() as i32;
    let layout = make_layout_with((_16, _256), LayoutRight);
    let base = bid as isize * 4096;
    // SAFETY: the kernel's contract: each block's tile of 4096 floats is valid memory.
    let ta = make_tensor_ptr(a.offset(base), layout);
    let tb = make_tensor_ptr(b.offset(base), layout);
    let mut tc = make_tensor_ptr(c.offset(base), layout);
    let mut fa = make_fragment::<f32, _>(make_layout(_16));
    let mut fb = make_fragment::<f32, _>(make_layout(_16));
    for i in 0..16 {
        fa[i] = *ta.get_unchecked((i, tid));
        fb[i] = *tb.get_unchecked((i, tid));
    }
    axpby(1.0, &fa, 1.0, &mut fb);
    let mut col = tc.slice_mut((X, tid));
    copy(&fb, &mut col);
}
