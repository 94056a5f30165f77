//! CuTe's `MMA_Atom::call` for the warp-wide tensor-core atoms (`mma_unpack` in
//! `atom/mma_traits.hpp`): one `mma.sync` over this thread's values of `A`, `B` and `C`, the
//! `V` modes of the atom's `ALayout`, `BLayout` and `CLayout`.
//!
//! | CuTe | here |
//! |------|------|
//! | `MMA_Atom<OP>::call(D, A, B, C)` (`D == C`) | [`MmaCall::call`]`(&a, &b, &mut c)` |
//! | `mma_unpack`: the values recast to the instruction's registers | pairs of 16-bit values packed into one 32-bit register, in `V` order |
//! | `gemm(mma, A, B, C)` with a tensor-core atom | [`gemm`](super::algorithm::gemm) (`mma_gemm.rs`) |
//!
//! | atom | instruction | values of A, B, C per thread |
//! |------|-------------|-----------------------------:|
//! | `SM80_16x8x16_F32F16F16F32_TN`, `..._F32BF16BF16F32_TN` | `mma.sync.aligned.m16n8k16.row.col.f32.{f16,bf16}.{f16,bf16}.f32` | 8, 4, 4 |
//! | `SM80_16x8x16_F16F16F16F16_TN` | `mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16` | 8, 4, 4 |
//! | `SM80_16x8x8_F32F16F16F32_TN`, `..._F32BF16BF16F32_TN` | `mma.sync.aligned.m16n8k8.row.col.f32.{f16,bf16}.{f16,bf16}.f32` | 4, 2, 4 |
//! | `SM80_16x8x8_F16F16F16F16_TN` | `mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16` | 4, 2, 4 |
//!
//! On the GPU every lane of the warp calls the atom together (it is one instruction of the
//! warp). On the host the kernel body runs in a block emulator (`gpu_host::emulate`): the lanes
//! exchange their `A` and `B` values ([`warp_emulation`](super::warp_emulation)) and each
//! computes its own values of `D` from the atom's layouts, in `f32` (the products of 16-bit
//! values are exact in `f32`; the sums may round in another order than the tensor cores').

#![allow(unsafe_code)]
#![deny(clippy::undocumented_unsafe_blocks)]

use super::mma::MmaTraits;
use super::mma_sm80::*;
use super::value_type::{bfloat16_t, half_t};
#[cfg(not(target_arch = "nvptx64"))]
use crate::layout_like::LayoutLike;

/// A value an `mma.sync` multiplies or accumulates: its bits in a 32-bit word and its value in
/// `f32` (the host emulation's arithmetic).
pub trait MmaValue: Copy + Default {
    /// The bits, in the low bits of a word.
    fn to_word(self) -> u32;
    /// The value of the low bits of `w`.
    fn from_word(w: u32) -> Self;
    /// The value in `f32`.
    fn to_f32(self) -> f32;
    /// `x` rounded to this type (to nearest even).
    fn from_f32(x: f32) -> Self;
}

impl MmaValue for half_t {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_word(self) -> u32 {
        u32::from(self.to_bits())
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_word(w: u32) -> Self {
        half_t::from_bits(w as u16)
    }
    // on the GPU one `cvt` each (the portable forms are a dozen instructions and branches
    // per value: an epilogue converts 128 of them)
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_f32(self) -> f32 {
        #[cfg(target_arch = "nvptx64")]
        {
            let out: f32;
            // SAFETY: a register conversion.
            unsafe {
                core::arch::asm!("cvt.f32.f16 {o}, {h};", o = out(reg32) out,
                    h = in(reg16) self.to_bits(), options(pure, nomem, nostack));
            }
            out
        }
        #[cfg(not(target_arch = "nvptx64"))]
        {
            crate::numeric::f16_to_f32(self)
        }
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_f32(x: f32) -> Self {
        #[cfg(target_arch = "nvptx64")]
        {
            let h: u16;
            // SAFETY: a register conversion (round to nearest even, as the portable form).
            unsafe {
                core::arch::asm!("cvt.rn.f16.f32 {h}, {x};", h = out(reg16) h,
                    x = in(reg32) x, options(pure, nomem, nostack));
            }
            half_t::from_bits(h)
        }
        #[cfg(not(target_arch = "nvptx64"))]
        {
            crate::numeric::f16_from_f32(x)
        }
    }
}
impl MmaValue for bfloat16_t {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_word(self) -> u32 {
        u32::from(self.to_bits())
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_word(w: u32) -> Self {
        bfloat16_t::from_bits(w as u16)
    }
    fn to_f32(self) -> f32 {
        crate::numeric::bf16_to_f32(self)
    }
    fn from_f32(x: f32) -> Self {
        crate::numeric::bf16_from_f32(x)
    }
}
impl MmaValue for f32 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn to_word(self) -> u32 {
        self.to_bits()
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn from_word(w: u32) -> Self {
        f32::from_bits(w)
    }
    fn to_f32(self) -> f32 {
        self
    }
    fn from_f32(x: f32) -> Self {
        x
    }
}

/// An MMA atom whose instruction a thread issues over its own values (CuTe's
/// `MMA_Atom::call`): `c = a * b + c` for this thread's values of `A`, `B` and `C`, in the
/// order of the `V` modes of `ALayout`, `BLayout` and `CLayout`. The warp-wide atoms are
/// called by every lane of the warp together.
///
/// ```
/// use layout_core::atom::{MmaCall, SM80_16x8x16_F32F16F16F32_TN};
/// // this thread's 8 values of A, 4 of B and 4 of the accumulator
/// let (a, b, c) = <SM80_16x8x16_F32F16F16F32_TN as MmaCall>::fragments();
/// assert_eq!((a.len(), b.len(), c.len()), (8, 4, 4));
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an MMA atom a thread can call",
    note = "the atoms that run are UniversalFMA and the SM80 f16/bf16 mma.sync atoms (SM80_16x8x16_* and SM80_16x8x8_* with F32 or F16 accumulators)"
)]
pub trait MmaCall: MmaTraits {
    /// This thread's values of `A` for one instruction.
    type FragA: Copy + Default + AsRef<[Self::ValTypeA]> + AsMut<[Self::ValTypeA]>;
    /// This thread's values of `B`.
    type FragB: Copy + Default + AsRef<[Self::ValTypeB]> + AsMut<[Self::ValTypeB]>;
    /// This thread's values of the accumulator `C` (and of `D`).
    type FragC: Copy + Default + AsRef<[Self::ValTypeC]> + AsMut<[Self::ValTypeC]>;
    /// `c = a * b + c` over the warp (or the thread, for a one-thread atom).
    fn call(a: &Self::FragA, b: &Self::FragB, c: &mut Self::FragC);
    /// Zeroed values of `A`, `B` and `C` (their lengths are the atom's values per thread).
    fn fragments() -> (Self::FragA, Self::FragB, Self::FragC) {
        Default::default()
    }
}

/// Packs pairs of 16-bit values into 32-bit registers, in order.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn pack<T: MmaValue, const N: usize>(v: &[T]) -> [u32; N] {
    let mut r = [0_u32; N];
    let mut i = 0;
    while i < N {
        r[i] = v[2 * i].to_word() | (v[2 * i + 1].to_word() << 16);
        i += 1;
    }
    r
}

/// Unpacks 32-bit registers of 16-bit value pairs.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn unpack<T: MmaValue>(r: &[u32], v: &mut [T]) {
    let mut i = 0;
    while i < r.len() {
        v[2 * i] = T::from_word(r[i] & 0xffff);
        v[2 * i + 1] = T::from_word(r[i] >> 16);
        i += 1;
    }
}

/// The host emulation of one warp-wide MMA of shape `(m, n, k)` with layouts of `Op`: the
/// lanes exchange their values of `A` and `B`, and this lane computes its values of `C`.
#[cfg(not(target_arch = "nvptx64"))]
fn emulate<Op: MmaTraits, A: MmaValue, B: MmaValue, C: MmaValue>(
    (m, n, k): (usize, usize, usize),
    a: &[A],
    b: &[B],
    c: &mut [C],
) {
    let em = super::warp_emulation::current();
    let (na, nb) = (a.len(), b.len());
    let words = na + nb;
    let mut mine = [0_u32; 16];
    for (w, x) in mine.iter_mut().zip(a.iter().map(|x| x.to_word())) {
        *w = x;
    }
    for (w, x) in mine[na..].iter_mut().zip(b.iter().map(|x| x.to_word())) {
        *w = x;
    }
    let mut all = [0_u32; 32 * 16];
    (em.all_gather)(&mine[..words], &mut all[..32 * words]);
    // A as (m, k) -> value and B as (n, k) -> value, column-major
    let (mut ta, mut tb) = ([0.0_f32; 256], [0.0_f32; 256]);
    let (la, lb, lc) = (
        Op::ALayout::default(),
        Op::BLayout::default(),
        Op::CLayout::default(),
    );
    for t in 0..32_usize {
        let lane = &all[t * words..(t + 1) * words];
        for (v, w) in lane[..na].iter().enumerate() {
            ta[la.eval_mn(t as i64, v as i64) as usize] = A::from_word(*w).to_f32();
        }
        for (v, w) in lane[na..].iter().enumerate() {
            tb[lb.eval_mn(t as i64, v as i64) as usize] = B::from_word(*w).to_f32();
        }
    }
    let lane = i64::from((em.lane)());
    for (v, cv) in c.iter_mut().enumerate() {
        let idx = lc.eval_mn(lane, v as i64) as usize;
        let (row, col) = (idx % m, idx / m);
        let dot: f32 = (0..k).map(|kk| ta[row + m * kk] * tb[col + n * kk]).sum();
        *cv = C::from_f32(cv.to_f32() + dot);
    }
}

/// `mma.sync.aligned.<shape>.row.col` with `f32` accumulators: `$a` registers of `A`, `$b` of
/// `B`, 4 of `C`.
macro_rules! mma_f32_asm {
    ($name:ident, $shape:literal, $ty:literal, [$($a:ident),*], [$($b:ident),*]) => {
        #[cfg(target_arch = "nvptx64")]
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        fn $name(a: &[u32], b: &[u32], c: &mut [f32]) {
            let [$($a),*] = a else { unreachable!() };
            let [$($b),*] = b else { unreachable!() };
            let (d0, d1, d2, d3): (f32, f32, f32, f32);
            // SAFETY: register arithmetic of the whole warp; no memory.
            unsafe {
                core::arch::asm!(
                    concat!("mma.sync.aligned.", $shape, ".row.col.f32.", $ty, ".", $ty, ".f32 ",
                        "{{{d0}, {d1}, {d2}, {d3}}}, {{", mma_f32_asm!(@list $($a),*), "}}, {{",
                        mma_f32_asm!(@list $($b),*), "}}, {{{c0}, {c1}, {c2}, {c3}}};"),
                    d0 = out(reg32) d0, d1 = out(reg32) d1, d2 = out(reg32) d2, d3 = out(reg32) d3,
                    $($a = in(reg32) *$a,)* $($b = in(reg32) *$b,)*
                    c0 = in(reg32) c[0], c1 = in(reg32) c[1], c2 = in(reg32) c[2],
                    c3 = in(reg32) c[3],
                    options(pure, nomem, nostack),
                );
            }
            c.copy_from_slice(&[d0, d1, d2, d3]);
        }
    };
    (@list $first:ident $(, $rest:ident)*) => {
        concat!("{", stringify!($first), "}" $(, ", {", stringify!($rest), "}")*)
    };
}

/// `mma.sync.aligned.<shape>.row.col.f16.f16.f16.f16`: `$a` registers of `A`, `$b` of `B`, 2 of
/// `C` (4 values).
macro_rules! mma_f16_asm {
    ($name:ident, $shape:literal, [$($a:ident),*], [$($b:ident),*]) => {
        #[cfg(target_arch = "nvptx64")]
        #[cfg_attr(target_arch = "nvptx64", inline(always))]
        #[cfg_attr(not(target_arch = "nvptx64"), inline)]
        fn $name(a: &[u32], b: &[u32], c: &mut [u32]) {
            let [$($a),*] = a else { unreachable!() };
            let [$($b),*] = b else { unreachable!() };
            let (d0, d1): (u32, u32);
            // SAFETY: register arithmetic of the whole warp; no memory.
            unsafe {
                core::arch::asm!(
                    concat!("mma.sync.aligned.", $shape, ".row.col.f16.f16.f16.f16 ",
                        "{{{d0}, {d1}}}, {{", mma_f32_asm!(@list $($a),*), "}}, {{",
                        mma_f32_asm!(@list $($b),*), "}}, {{{c0}, {c1}}};"),
                    d0 = out(reg32) d0, d1 = out(reg32) d1,
                    $($a = in(reg32) *$a,)* $($b = in(reg32) *$b,)*
                    c0 = in(reg32) c[0], c1 = in(reg32) c[1],
                    options(pure, nomem, nostack),
                );
            }
            c.copy_from_slice(&[d0, d1]);
        }
    };
}

mma_f32_asm!(
    m16n8k16_f32_f16,
    "m16n8k16",
    "f16",
    [a0, a1, a2, a3],
    [b0, b1]
);
mma_f32_asm!(
    m16n8k16_f32_bf16,
    "m16n8k16",
    "bf16",
    [a0, a1, a2, a3],
    [b0, b1]
);
mma_f32_asm!(m16n8k8_f32_f16, "m16n8k8", "f16", [a0, a1], [b0]);
mma_f32_asm!(m16n8k8_f32_bf16, "m16n8k8", "bf16", [a0, a1], [b0]);
mma_f16_asm!(m16n8k16_f16, "m16n8k16", [a0, a1, a2, a3], [b0, b1]);
mma_f16_asm!(m16n8k8_f16, "m16n8k8", [a0, a1], [b0]);

/// [`MmaCall`] of the SM80 16-bit atoms: `(M, N, K)`, the value types, the values per thread
/// and the instruction (with `f32` or packed `f16` accumulators).
macro_rules! sm80_call {
    ($($Op:ident: ($m:literal, $n:literal, $k:literal), $A:ty, $C:ty, [$na:literal, $nb:literal, $nc:literal], $asm:ident, $acc:ident;)*) => {$(
        #[diagnostic::do_not_recommend]
        impl super::mma_gemm::MmaKind for $Op {
            type Kind = super::mma_gemm::PerAtom;
        }
        impl MmaCall for $Op {
            type FragA = [$A; $na];
            type FragB = [$A; $nb];
            type FragC = [$C; $nc];
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn call(a: &[$A; $na], b: &[$A; $nb], c: &mut [$C; $nc]) {
                #[cfg(target_arch = "nvptx64")]
                {
                    let (ra, rb) = (pack::<$A, { $na / 2 }>(a), pack::<$A, { $nb / 2 }>(b));
                    sm80_call!(@$acc $asm, ra, rb, c);
                }
                #[cfg(not(target_arch = "nvptx64"))]
                emulate::<$Op, $A, $A, $C>(($m, $n, $k), a, b, c);
            }
        }
    )*};
    (@f32 $asm:ident, $ra:ident, $rb:ident, $c:ident) => {
        $asm(&$ra, &$rb, $c)
    };
    (@f16 $asm:ident, $ra:ident, $rb:ident, $c:ident) => {{
        let mut rc = pack::<half_t, 2>($c);
        $asm(&$ra, &$rb, &mut rc);
        unpack(&rc, $c);
    }};
}

sm80_call! {
    SM80_16x8x16_F32F16F16F32_TN: (16, 8, 16), half_t, f32, [8, 4, 4], m16n8k16_f32_f16, f32;
    SM80_16x8x16_F32BF16BF16F32_TN: (16, 8, 16), bfloat16_t, f32, [8, 4, 4], m16n8k16_f32_bf16, f32;
    SM80_16x8x16_F16F16F16F16_TN: (16, 8, 16), half_t, half_t, [8, 4, 4], m16n8k16_f16, f16;
    SM80_16x8x8_F32F16F16F32_TN: (16, 8, 8), half_t, f32, [4, 2, 4], m16n8k8_f32_f16, f32;
    SM80_16x8x8_F32BF16BF16F32_TN: (16, 8, 8), bfloat16_t, f32, [4, 2, 4], m16n8k8_f32_bf16, f32;
    SM80_16x8x8_F16F16F16F16_TN: (16, 8, 8), half_t, half_t, [4, 2, 4], m16n8k8_f16, f16;
}
