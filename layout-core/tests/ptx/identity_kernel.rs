//! Kernels that predicate with identity tensors (built only by scripts/tensor-ptx-check.sh, for
//! nvptx64): the coordinate math of a static identity tensor must fold to adds and shifts, with
//! no `div`/`rem` left.
//!
//! `tile_predicated_copy`: CuTe's `local_tile` + `local_partition` of a static (_64,_512) identity
//! tensor next to the data, each value copied when `elem_less(coord, (m, n))`.
//! `tv_predicated_copy`: CuTe DSL's notebooks' idiom: `zipped_divide` by the tiler, slice by block,
//! composition with a TV layout, slice by thread, predicate from the identity tensor.
#![no_std]
#![feature(abi_ptx, stdarch_nvptx)]
use core::arch::nvptx::*;
use layout_core::prelude::*;

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}

/// # Safety
/// `a` and `c` hold 64 x 512 floats (column-major, leading dimension 64); `c` does not overlap
/// `a`; launched with a (4, 4) grid of 128 threads.
#[no_mangle]
pub unsafe extern "ptx-kernel" fn tile_predicated_copy(a: *const f32, c: *mut f32, m: i32, n: i32) {
    let tid = _thread_idx_x() as i32;
    let (bx, by) = (_block_idx_x() as i32, _block_idx_y() as i32);
    let layout = make_layout((_64, _512));
    // SAFETY: the kernel's contract: both buffers hold the whole (_64,_512) layout.
    let m_a = make_tensor(make_gmem_ptr(a), layout);
    let mut m_c = make_tensor(make_gmem_ptr(c as *const f32), layout);
    let id = make_identity_tensor((_64, _512));
    let thr = make_layout((_4, _32));
    let g_a = local_tile(&m_a, (_16, _128), (bx, by));
    let mut g_c = local_tile_mut(&mut m_c, (_16, _128), (bx, by));
    let c_id = id.local_tile((_16, _128), (bx, by));
    let t_a = local_partition(&g_a, thr, tid);
    let mut t_c = local_partition_mut(&mut g_c, thr, tid);
    let t_id = c_id.local_partition(thr, tid);
    for v in 0..16 {
        if elem_less(&t_id.call(v), &(m, n)) {
            t_c.write(v, t_a.read(v));
        }
    }
}

/// # Safety
/// `a` and `c` hold 64 x 512 floats (row-major); `c` does not overlap `a`; launched with 1024
/// blocks of 8 threads.
#[no_mangle]
pub unsafe extern "ptx-kernel" fn tv_predicated_copy(a: *const f32, c: *mut f32, m: i32, n: i32) {
    let tid = _thread_idx_x() as i32;
    let bid = _block_idx_x() as i32;
    let layout = make_layout_with((_64, _512), LayoutRight);
    let tv = Layout::new(((_4, _2), (_2, _2)), ((_8, _2), (_4, _1)));
    // SAFETY: the kernel's contract.
    let g_a = make_tensor(make_gmem_ptr(a), layout).zipped_divide((_4, _8));
    let mut g_c = make_tensor(make_gmem_ptr(c as *const f32), layout).zipped_divide((_4, _8));
    let c_id = make_identity_tensor((_64, _512)).zipped_divide((_4, _8));
    let blk_a = g_a.slice(((X, X), bid)).compose(tv);
    let mut blk_c = g_c.slice_mut(((X, X), bid)).compose(tv);
    let blk_id = c_id.slice(((X, X), bid)).compose(tv);
    let thr_a = blk_a.slice((tid, X));
    let mut thr_c = blk_c.slice_mut((tid, X));
    let thr_id = blk_id.slice((tid, X));
    for v in 0..4 {
        if elem_less(&thr_id.call(v), &(m, n)) {
            thr_c.write(v, thr_a.read(v));
        }
    }
}
