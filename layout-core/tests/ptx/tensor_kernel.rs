//! Kernels over the tensor API (built only by scripts/tensor-ptx-check.sh, for nvptx64):
//! `tile_add`: c = a + b over (_16,_256) row-major tiles, one block per tile, 256 threads, 16
//! values each, through pointer tensors, a column slice with `_`, register fragments, `axpby`
//! and `copy`; `vector_copy`: 16-byte copies through `recast::<u128>()` of global tensors.
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

/// A 16-byte vector copy through `recast`: each block copies a (_4,_256) column-major tile of
/// floats, each thread one column of 4 floats as one `u128` (`ld.global.v2.u64` or wider, and
/// the matching store).
///
/// # Safety
/// `a` and `c` hold `gridDim.x * 1024` floats, 16-byte aligned; `c` does not overlap `a`.
#[no_mangle]
pub unsafe extern "ptx-kernel" fn vector_copy(a: *const f32, c: *mut f32) {
    let tid = _thread_idx_x() as i32;
    let bid = _block_idx_x() as i32;
    // SAFETY: the kernel's contract: every tile of 1024 floats is valid, 16-byte aligned memory.
    let (m_a, m_c) = (
        make_tensor(make_gmem_ptr(a), make_layout((_4, _256, 65535))),
        make_tensor(make_gmem_ptr(c), make_layout((_4, _256, 65535))),
    );
    let (g_a, g_c) = (m_a.slice((X, X, bid)), m_c.slice((X, X, bid)));
    // SAFETY: 16-byte aligned (the contract); the stride-1 mode holds 4 floats: (_1,_256):(_1,_1)
    let (v_a, mut v_c) = (g_a.recast::<u128>(), g_c.recast::<u128>());
    let x: u128 = v_a.read((0, tid));
    v_c.write((0, tid), x);
}
