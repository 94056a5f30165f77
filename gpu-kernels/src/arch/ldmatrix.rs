//! `ldmatrix`: a warp loads 8 x 8 matrices of 16-bit values from shared memory into registers
//! (SM75), the loads of CuTe's `SM75_U32x{1,2,4}_LDSM_N` and `SM75_U16x8_LDSM_T` atoms.
//!
//! Lane `l` gives the shared address of row `l % 8` of matrix `l / 8` (16 contiguous bytes);
//! lane `t` receives, for each matrix `i`, the word holding elements `2 * (t % 4)` and
//! `2 * (t % 4) + 1` of row `t / 4` (`_trans`: of column `t / 4`, rows `2 * (t % 4)`, `+ 1`),
//! in register `i`. CuTe's `SrcLayout`/`DstLayout` of the atoms say the same in layouts:
//! `SM75_U32x4_LDSM_N` `(_32,_128):(_128,_1)` to `(_32,(_32,_4)):(_32,(_1,_1024))` (bits).
//!
//! Every lane of the warp executes the instruction together (`.sync.aligned`).

/// `ldmatrix.sync.aligned.m8n8.x4.shared.b16`: four 8 x 8 matrices, lanes `8i..8i+8` giving
/// the rows of matrix `i`.
///
/// # Safety
/// `row` is a 16-byte aligned shared address of 16 readable bytes; all 32 lanes call it.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn ldsm_x4(row: u32) -> [u32; 4] {
    let (a, b, c, d): (u32, u32, u32, u32);
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!(
            "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {{{a}, {b}, {c}, {d}}}, [{r}];",
            a = out(reg32) a, b = out(reg32) b, c = out(reg32) c, d = out(reg32) d,
            r = in(reg32) row,
            options(readonly, nostack),
        );
    }
    [a, b, c, d]
}

/// `ldmatrix...x4.trans`: as [`ldsm_x4`], each matrix transposed (CuTe's `SM75_U16x8_LDSM_T`).
///
/// # Safety
/// As [`ldsm_x4`].
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn ldsm_x4_trans(row: u32) -> [u32; 4] {
    let (a, b, c, d): (u32, u32, u32, u32);
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!(
            "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {{{a}, {b}, {c}, {d}}}, [{r}];",
            a = out(reg32) a, b = out(reg32) b, c = out(reg32) c, d = out(reg32) d,
            r = in(reg32) row,
            options(readonly, nostack),
        );
    }
    [a, b, c, d]
}

/// `ldmatrix...x2`: two matrices, lanes `0..16` giving the rows (CuTe's `SM75_U32x2_LDSM_N`).
///
/// # Safety
/// As [`ldsm_x4`] (lanes `16..32` give addresses too, which are not read).
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn ldsm_x2(row: u32) -> [u32; 2] {
    let (a, b): (u32, u32);
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!(
            "ldmatrix.sync.aligned.m8n8.x2.shared.b16 {{{a}, {b}}}, [{r}];",
            a = out(reg32) a, b = out(reg32) b, r = in(reg32) row,
            options(readonly, nostack),
        );
    }
    [a, b]
}

/// `ldmatrix...x1`: one matrix, lanes `0..8` giving the rows (CuTe's `SM75_U32x1_LDSM_N`).
///
/// # Safety
/// As [`ldsm_x2`].
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn ldsm_x1(row: u32) -> u32 {
    let a: u32;
    // SAFETY: the caller's contract.
    unsafe {
        core::arch::asm!(
            "ldmatrix.sync.aligned.m8n8.x1.shared.b16 {{{a}}}, [{r}];",
            a = out(reg32) a, r = in(reg32) row,
            options(readonly, nostack),
        );
    }
    a
}
