//! A kernel over the typed atoms (built only by scripts/atom-ptx-check.sh, for nvptx64): each
//! thread of CuTe's sgemm_sm80 tiled MMA (2x2 `SM80_16x8x16` atoms over a 32x32x16 tile) writes
//! its accumulator elements of a row-major 128x128 C tile, addressed through `thrfrg_C` at its
//! `get_slice` coordinate; then each thread of a 16x8 `cp.async` tiled copy writes its 8 halves
//! of a row-major 64x64 tile through `tidfrg_S`. The index math is static layouts and the thread
//! index: it must leave no `div`/`rem` in the PTX.
#![no_std]
#![feature(abi_ptx, stdarch_nvptx)]
use core::arch::nvptx::*;
use layout_core::prelude::*;
use layout_core::{layout, tile};

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}

/// # Safety
/// `c` holds 128 * 128 floats; launched with 128 threads.
#[no_mangle]
pub unsafe extern "ptx-kernel" fn mma_c_partition(c: *mut f32) {
    let tid = _thread_idx_x() as i32;
    let mma = make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, layout!((_2,_2):(_1,_2)), tile!((_32,_32,_16)));
    // ((ThrV,(ThrM,ThrN)),(FrgV,(RestM,RestN))) of the 128x128 tile
    let frg = mma.thrfrg_C(make_layout_with((_128, _128), LayoutRight));
    let (v, (m, n)) = mma.get_slice(tid).thr_vmn();
    for i in 0..4 {
        for j in 0..4 {
            for k in 0..4 {
                let idx = frg.call(((v, (m, n)), (i, (j, k))));
                // SAFETY: idx < 128 * 128, the kernel's contract.
                *c.offset(idx as isize) = (i + 4 * j) as f32;
            }
        }
    }
}

/// # Safety
/// `s` holds 64 * 64 halves (as u16); launched with 128 threads.
#[no_mangle]
pub unsafe extern "ptx-kernel" fn copy_s_partition(s: *mut u16) {
    let tid = _thread_idx_x() as i32;
    let copy = make_tiled_copy(
        Copy_Atom::<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>::default(),
        layout!((_16,_8):(_8,_1)),
        layout!((_1,_8):(_0,_1)),
    );
    // (thread, value, (RestM,RestN)) of the 64x64 tile
    let frg = copy.tidfrg_S(make_layout_with((_64, _64), LayoutRight));
    let thr = copy.get_slice(tid);
    for v in 0..8 {
        for r in 0..4 {
            let idx = frg.call((thr.thr_idx(), v, (r, 0)));
            // SAFETY: idx < 64 * 64, the kernel's contract.
            *s.offset(idx as isize) = v as u16;
        }
    }
}
