//! Copies executed by their atoms (built only by `scripts/tensor-ptx-check.sh
//! layout-core/tests/ptx/copy_kernel.rs`, for nvptx64): a thread's partitions of static tiles
//! moved by `tiled_copy.copy` / `tiled_copy.copy_if` (CuTe's `copy(atom, src, dst)`). The index math is static layouts and the thread
//! index: no `div`/`rem`; `vector_copy` must read and write with 16-byte vector instructions
//! (`ld.global.v4.b32` / `st.global.v4.b32`), `cp_async_copy` must issue `cp.async`.
#![no_std]
#![feature(abi_ptx, stdarch_nvptx)]
use core::arch::nvptx::*;
use layout_core::prelude::*;
use layout_core::layout;

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}

/// CuTe DSL's notebooks' tiled copy: 4x64 threads, 16 rows of 4 floats each, a (_64,_256) tile; the
/// thread's values go through a register fragment and back, doubled.
///
/// # Safety
/// `a` and `c` hold 64 * 256 floats, 16-byte aligned; launched with 256 threads.
#[no_mangle]
pub unsafe extern "ptx-kernel" fn vector_copy(a: *const f32, c: *mut f32) {
    let tid = _thread_idx_x() as i32;
    let copy = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, f32>::default(),
        make_ordered_layout((_4, _64), (_1, _0)),
        make_ordered_layout((_16, _4), (_1, _0)),
    );
    // SAFETY: the kernel's contract.
    let (g_a, mut g_c) = unsafe {
        (
            make_tensor(make_gmem_ptr(a), make_layout_with((_64, _256), LayoutRight)),
            make_tensor(make_gmem_ptr(c), make_layout_with((_64, _256), LayoutRight)),
        )
    };
    let thr = copy.get_slice(tid);
    let t_a = thr.partition_S(&g_a);
    let mut t_c = thr.partition_D_mut(&mut g_c);
    let mut frg = make_fragment_like(&t_a);
    copy.copy(&t_a, &mut frg);
    let v = frg.load();
    frg.store(v + v);
    copy.copy(&frg, &mut t_c);
}

/// The same tile, one float per copy (CPY = 1; each thread's 64 copies are its rest modes
/// `(CPY_M, CPY_N)` = `(_16, _4)`), predicated on the first `n` elements of the tile: CuTe's
/// `tXpX` of the rest modes from an identity tensor partitioned like the data.
///
/// # Safety
/// `a` and `c` hold `n` floats; launched with 256 threads.
#[no_mangle]
pub unsafe extern "ptx-kernel" fn copy_if_edge(a: *const f32, c: *mut f32, n: i32) {
    let tid = _thread_idx_x() as i32;
    let copy = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u32>, f32>::default(),
        make_ordered_layout((_4, _64), (_1, _0)),
        make_layout((_1, _1)),
    );
    let tile = make_layout_with((_64, _256), LayoutRight);
    // SAFETY: the kernel's contract; only predicated elements (index < n) are accessed.
    let (g_a, mut g_c) = unsafe { (make_tensor(make_gmem_ptr(a), tile), make_tensor(make_gmem_ptr(c), tile)) };
    let id = make_tensor(CountingIterator::new(0), tile);
    let thr = copy.get_slice(tid);
    let pred = make_rest_pred(&thr.partition_S(&id), |i: i32| i < n); // tXpX: (_16,_4)
    let t_a = thr.partition_S(&g_a);
    let mut t_c = thr.partition_D_mut(&mut g_c);
    let mut frg = make_fragment_like(&t_a);
    copy.copy_if(&pred, &t_a, &mut frg);
    copy.copy_if(&pred, &frg, &mut t_c);
}

/// CuTe's sgemm_sm80 global-to-shared copy: 16x8 threads, `cp.async` of 8 halves each into
/// a row-major (_16,_64) shared tile at the shared address `s`, then fence and wait.
///
/// # Safety
/// `g` holds 16 * 64 halves, 16-byte aligned; `s` is the shared address of as many;
/// launched with 128 threads.
#[no_mangle]
pub unsafe extern "ptx-kernel" fn cp_async_copy(g: *const half_t, s: u32) {
    let tid = _thread_idx_x() as i32;
    let copy = make_tiled_copy(
        Copy_Atom::<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>::default(),
        layout!((_16, _8):(_8, _1)),
        layout!((_1, _8):(_0, _1)),
    );
    let tile = make_layout_with((_16, _64), LayoutRight);
    // SAFETY: the kernel's contract.
    let (g_t, mut s_t) = unsafe {
        (
            make_tensor(make_gmem_ptr(g), tile),
            make_tensor(SmemPtr::<half_t>::from_shared_address(s), tile),
        )
    };
    let thr = copy.get_slice(tid);
    copy.copy(&thr.partition_S(&g_t), &mut thr.partition_D_mut(&mut s_t));
    layout_core::atom::cp_async_fence();
    layout_core::atom::cp_async_wait::<0>();
}
