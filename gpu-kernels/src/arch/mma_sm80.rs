//! `mma.sync.aligned.m16n8k16.row.col`: a warp multiplies a 16 x 16 `A` by a 16 x 8 `B` into a
//! 16 x 8 accumulator (SM80), the instruction of CuTe's `SM80_16x8x16_*_TN` atoms.
//!
//! Fragments, as CuTe's `MMA_Traits` give them (`ALayout`
//! `((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))`, `BLayout` `((_4,_8),(_2,_2)):((_16,_1),(_8,_64))`,
//! `CLayout` `((_4,_8),(_2,_2)):((_32,_1),(_16,_8))`): with `t0 = lane % 4`, `t1 = lane / 4`,
//! `A` word `i` holds `(m, k..k+2)` with `m = t1 + 8 (i % 2)`, `k = 2 t0 + 8 (i / 2)`; `B` word
//! `i` holds `(n, k..k+2)` with `n = t1`, `k = 2 t0 + 8 i`; the accumulator holds `(m, n..n+2)`
//! with `m = t1 + 8 h`, `n = 2 t0` (`f16`: word `h`; `f32`: values `2h`, `2h + 1`).

/// `SM80_16x8x16_F16F16F16F16_TN`: `d = a * b + c` in `f16` (`.f16.f16.f16.f16`).
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn mma_16x8x16_f16(a: [u32; 4], b: [u32; 2], c: [u32; 2]) -> [u32; 2] {
    let (d0, d1): (u32, u32);
    // SAFETY: register arithmetic of the whole warp; no memory.
    unsafe {
        core::arch::asm!(
            "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {{{d0}, {d1}}}, \
             {{{a0}, {a1}, {a2}, {a3}}}, {{{b0}, {b1}}}, {{{c0}, {c1}}};",
            d0 = out(reg32) d0, d1 = out(reg32) d1,
            a0 = in(reg32) a[0], a1 = in(reg32) a[1], a2 = in(reg32) a[2], a3 = in(reg32) a[3],
            b0 = in(reg32) b[0], b1 = in(reg32) b[1],
            c0 = in(reg32) c[0], c1 = in(reg32) c[1],
            options(pure, nomem, nostack),
        );
    }
    [d0, d1]
}

/// `SM80_16x8x16_F32F16F16F32_TN`: `d = a * b + c`, `f16` inputs, `f32` accumulator.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn mma_16x8x16_f32_f16(a: [u32; 4], b: [u32; 2], c: [f32; 4]) -> [f32; 4] {
    mma_f32::<false>(a, b, c)
}

/// `SM80_16x8x16_F32BF16BF16F32_TN`: `d = a * b + c`, `bf16` inputs, `f32` accumulator.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn mma_16x8x16_f32_bf16(a: [u32; 4], b: [u32; 2], c: [f32; 4]) -> [f32; 4] {
    mma_f32::<true>(a, b, c)
}

#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn mma_f32<const BF16: bool>(a: [u32; 4], b: [u32; 2], c: [f32; 4]) -> [f32; 4] {
    let (d0, d1, d2, d3): (f32, f32, f32, f32);
    macro_rules! mma {
        ($ty:literal) => {
            // SAFETY: register arithmetic of the whole warp; no memory.
            unsafe {
                core::arch::asm!(
                    concat!("mma.sync.aligned.m16n8k16.row.col.f32.", $ty, ".", $ty, ".f32 ",
                        "{{{d0}, {d1}, {d2}, {d3}}}, {{{a0}, {a1}, {a2}, {a3}}}, ",
                        "{{{b0}, {b1}}}, {{{c0}, {c1}, {c2}, {c3}}};"),
                    d0 = out(reg32) d0, d1 = out(reg32) d1, d2 = out(reg32) d2, d3 = out(reg32) d3,
                    a0 = in(reg32) a[0], a1 = in(reg32) a[1], a2 = in(reg32) a[2],
                    a3 = in(reg32) a[3], b0 = in(reg32) b[0], b1 = in(reg32) b[1],
                    c0 = in(reg32) c[0], c1 = in(reg32) c[1], c2 = in(reg32) c[2],
                    c3 = in(reg32) c[3],
                    options(pure, nomem, nostack),
                )
            }
        };
    }
    if BF16 {
        mma!("bf16")
    } else {
        mma!("f16")
    }
    [d0, d1, d2, d3]
}
