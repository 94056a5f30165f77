//! `wgmma`: the warpgroup MMAs of Hopper (sm_90a), the instructions of CuTe's
//! `SM90_64xNx16_*_SS` and `_RS` atoms (`include/cute/arch/mma_sm90_gmma.hpp`), and the
//! fences and groups around them (`warpgroup_arrive`, `warpgroup_commit_batch`,
//! `warpgroup_wait<N>`, `warpgroup_fence_operand`).
//!
//! A warpgroup (4 consecutive warps, the first one's index a multiple of 4) computes
//! `D (64 x N) = A (64 x 16) * B (16 x N) + scale_d * D` in one instruction; A and B are read
//! from shared memory through 64-bit matrix descriptors ([`crate::gmma::GmmaDesc`]), or A from
//! registers (`RS`). The accumulator is `N / 2` `f32` (or `N / 4` words of two `f16`) per
//! thread, laid out as CuTe's `CLayout_64xN`, `((_4,_8,_4),(_2,_2,N/8)):((_128,_1,_16),(_64,_8,_512))`:
//! with `lane = t0 + 4 t1`, warp `w`, value `v0 + 2 v1 + 4 v2` is `(m, n) = (t1 + 16 w + 8 v1,
//! 2 t0 + v0 + 8 v2)` ([`crate::gmma::acc_mn`]).
//!
//! The instructions are asynchronous: a batch of them starts after `warpgroup_arrive`
//! (`wgmma.fence`), is closed by `warpgroup_commit_batch`, and its results (and its reads of
//! shared memory) are complete only after `warpgroup_wait`. Between the arrive and the wait
//! the accumulator registers belong to the tensor cores: [`warpgroup_fence_operand`] keeps the
//! compiler from moving other uses of them into that window. Nothing between `wgmma.fence` and
//! `wgmma.wait_group` may be a function call (ptxas then serialises every `wgmma` of the kernel,
//! warning C7510): these functions are all `inline(always)` on nvptx, and kernels keep panics and
//! bounds checks out of the region.
//!
//! | CuTe | here |
//! | --- | --- |
//! | `warpgroup_arrive()` | `warpgroup_arrive` |
//! | `warpgroup_commit_batch()` | `warpgroup_commit_batch` |
//! | `warpgroup_wait<N>()` | `warpgroup_wait::<N>` |
//! | `warpgroup_fence_operand(tCrC)` | [`warpgroup_fence_operand`] |
//! | `SM90_64x128x16_F32F16F16_SS<tnspA,tnspB>::fma(desc_a, desc_b, d.., scale_D)` | [`Wgmma::ss_f32::<false, TA, TB>`](Wgmma::ss_f32) on [`M64N<128>`] |
//! | `SM90_64x128x16_F32BF16BF16_SS<..>::fma` | [`Wgmma::ss_f32::<true, TA, TB>`](Wgmma::ss_f32) |
//! | `SM90_64x128x16_F16F16F16_SS<..>::fma` | [`Wgmma::ss_f16`] |
//! | `SM90_64x128x16_*_RS<..>::fma(a0..a3, desc_b, d.., scale_D)` | [`Wgmma::rs_f32`], [`Wgmma::rs_f16`] |
//!
//! `TA`, `TB` are the transpose immediates: `0` for a K-major operand (`GMMA::Major::K`), `1`
//! for an MN-major one (`GMMA::Major::MN`), as [`crate::gmma::Major::TNSP`] gives them.
//!
//! ```
//! use gpu_kernels::arch::wgmma::{M64N, Wgmma};
//! // 64 x 256 x 16 with f32 accumulators: 128 registers a thread
//! assert_eq!(<M64N<256> as Wgmma>::N, 256);
//! assert_eq!(core::mem::size_of::<<M64N<256> as Wgmma>::F32>(), 128 * 4);
//! assert_eq!(core::mem::size_of::<<M64N<8> as Wgmma>::F16>(), 2 * 4);
//! ```

use crate::gmma::Major;

/// CuTe's `warpgroup_arrive()`: `wgmma.fence.sync.aligned`, before the first `wgmma` of a batch
/// and whenever the accumulators or an `RS` A operand were written by other instructions.
/// Every thread of the warpgroup calls it.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn warpgroup_arrive() {
    // SAFETY: a fence of the warpgroup's registers and shared memory; orders, accesses nothing.
    unsafe { core::arch::asm!("wgmma.fence.sync.aligned;", options(nostack)) }
}

/// CuTe's `warpgroup_commit_batch()`: `wgmma.commit_group.sync.aligned`, closes the batch of
/// `wgmma` issued since the last one.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn warpgroup_commit_batch() {
    // SAFETY: closes a group; accesses nothing.
    unsafe { core::arch::asm!("wgmma.commit_group.sync.aligned;", options(nostack)) }
}

/// CuTe's `warpgroup_wait<N>()`: `wgmma.wait_group.sync.aligned N`, waits until at most `N`
/// (0 to 7) committed batches are in flight; the accumulators and the shared memory of the
/// finished ones are then the thread's again.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn warpgroup_wait<const N: u32>() {
    const { assert!(N <= 7, "wgmma.wait_group takes 0 to 7") };
    // SAFETY: waits; accesses nothing.
    unsafe { core::arch::asm!("wgmma.wait_group.sync.aligned {n};", n = const N, options(nostack)) }
}

/// Registers the tensor cores read and write asynchronously: a value, or a [`Wgmma`]
/// accumulator (fenced in one `asm!`, so the array never needs an address).
pub trait FenceOperand {
    /// CuTe's `warpgroup_fence_operand`: an empty `asm!` that reads and writes each register,
    /// so the compiler neither moves its other uses across this point nor spills it here.
    fn fence(&mut self);
}

impl FenceOperand for u32 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn fence(&mut self) {
        #[cfg(target_arch = "nvptx64")]
        // SAFETY: an empty instruction string with one register operand.
        unsafe {
            core::arch::asm!("// fence {r}", r = inout(reg32) * self, options(nostack))
        }
    }
}

impl FenceOperand for f32 {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn fence(&mut self) {
        #[cfg(target_arch = "nvptx64")]
        // SAFETY: an empty instruction string with one register operand.
        unsafe {
            core::arch::asm!("// fence {r}", r = inout(reg32) * self, options(nostack))
        }
    }
}

/// CuTe's `warpgroup_fence_operand(frg)` on every register of `x`.
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn warpgroup_fence_operand<T: FenceOperand>(x: &mut T) {
    x.fence();
}

/// The `wgmma` shape `64 x N x 16` (`N` a multiple of 8 up to 256): implements [`Wgmma`].
#[derive(Clone, Copy, Debug, Default)]
pub struct M64N<const N: usize>;

/// The `wgmma.mma_async` instructions of one shape `64 x N x 16` with 16-bit inputs.
///
/// Every function is `unsafe`: all 128 threads of a warpgroup call it together (convergent,
/// `.sync.aligned`), between `warpgroup_arrive` and `warpgroup_commit_batch`; the
/// descriptors describe shared memory this warpgroup may read until it waited for the batch
/// (`warpgroup_wait`), and nothing touches `d` before that wait. `scale_d` is 0 (`D = A B`)
/// or 1 (`D = A B + D`).
pub trait Wgmma {
    /// `N`.
    const N: usize;
    /// The `f32` accumulator of a thread: `[f32; N / 2]`.
    type F32: Copy + AsRef<[f32]> + AsMut<[f32]> + FenceOperand;
    /// The `f16` accumulator of a thread: `[u32; N / 4]`, two halves a word (low first).
    type F16: Copy + AsRef<[u32]> + AsMut<[u32]> + FenceOperand;
    /// A zero `f32` accumulator.
    const F32_ZERO: Self::F32;
    /// A zero `f16` accumulator.
    const F16_ZERO: Self::F16;
    /// `wgmma.mma_async.sync.aligned.m64nNk16.f32.{f16,bf16}.{f16,bf16}` (`BF16`), A and B from
    /// shared memory; `TA`, `TB`: transpose (1 for MN-major). CuTe's
    /// `SM90_64xNx16_F32F16F16_SS` and `SM90_64xNx16_F32BF16BF16_SS`.
    ///
    /// # Safety
    /// See the trait.
    unsafe fn ss_f32<const BF16: bool, TA: Major, TB: Major>(
        a: u64,
        b: u64,
        d: &mut Self::F32,
        scale_d: u32,
    );
    /// `wgmma.mma_async.sync.aligned.m64nNk16.f16.f16.f16`, A and B from shared memory
    /// (CuTe's `SM90_64xNx16_F16F16F16_SS`).
    ///
    /// # Safety
    /// See the trait.
    unsafe fn ss_f16<TA: Major, TB: Major>(a: u64, b: u64, d: &mut Self::F16, scale_d: u32);
    /// As [`Wgmma::ss_f32`] with A from registers (K-major; CuTe's `ALayout_64x16`:
    /// `((_4,_8,_4),(_2,_2,_2)):((_128,_1,_16),(_64,_8,_512))`, 4 words a thread). CuTe's
    /// `SM90_64xNx16_F32F16F16_RS`.
    ///
    /// # Safety
    /// See the trait; `a` was written before the `warpgroup_arrive` of this batch.
    unsafe fn rs_f32<const BF16: bool, TB: Major>(
        a: [u32; 4],
        b: u64,
        d: &mut Self::F32,
        scale_d: u32,
    );
    /// As [`Wgmma::ss_f16`] with A from registers (CuTe's `SM90_64xNx16_F16F16F16_RS`).
    ///
    /// # Safety
    /// See [`Wgmma::rs_f32`].
    unsafe fn rs_f16<TB: Major>(a: [u32; 4], b: u64, d: &mut Self::F16, scale_d: u32);
}

/// One `wgmma.mma_async` with its accumulator operands: `$g` registers for each eighth of N
/// (4 `f32` or 2 `f16` words), the first eighth written out, the others listed in `[$e]`;
/// `$tail` the operands after the accumulator list (`{scale_d}` names the scale-d register).
#[cfg_attr(not(target_arch = "nvptx64"), allow(unused_macros))]
macro_rules! wgmma_asm {
    (@skip $e:literal $s:literal) => { $s };
    (
        $op:expr, $d:ident, [$($e:literal)*], 4, $tail:literal, {$($ops:tt)*}
    ) => {
        core::arch::asm!(
            concat!(
                "{{ .reg .pred p; setp.ne.b32 p, {scale_d}, 0; ", $op, " {{{}, {}, {}, {}",
                $(wgmma_asm!(@skip $e ", {}, {}, {}, {}"),)* "}}, ",
                $tail, " }}"
            ),
            inout(reg32) $d[0], inout(reg32) $d[1], inout(reg32) $d[2], inout(reg32) $d[3],
            $(
                inout(reg32) $d[4 * $e], inout(reg32) $d[4 * $e + 1],
                inout(reg32) $d[4 * $e + 2], inout(reg32) $d[4 * $e + 3],
            )*
            $($ops)*
            options(nostack),
        )
    };
    (
        $op:expr, $d:ident, [$($e:literal)*], 2, $tail:literal, {$($ops:tt)*}
    ) => {
        core::arch::asm!(
            concat!(
                "{{ .reg .pred p; setp.ne.b32 p, {scale_d}, 0; ", $op, " {{{}, {}",
                $(wgmma_asm!(@skip $e ", {}, {}"),)* "}}, ",
                $tail, " }}"
            ),
            inout(reg32) $d[0], inout(reg32) $d[1],
            $(inout(reg32) $d[2 * $e], inout(reg32) $d[2 * $e + 1],)*
            $($ops)*
            options(nostack),
        )
    };
}

/// `FenceOperand` for an accumulator array of `$g` registers an eighth of N.
macro_rules! fence_array {
    ($n:literal, $ty:ty, $d:ident, [$($e:literal)*], 4) => {
        impl FenceOperand for [$ty; $n / 2] {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn fence(&mut self) {
                #[cfg(target_arch = "nvptx64")]
                let $d = self;
                #[cfg(target_arch = "nvptx64")]
                // SAFETY: an empty instruction string with register operands.
                unsafe {
                    core::arch::asm!(
                        concat!("// fence {} {} {} {}", $(wgmma_asm!(@skip $e " {} {} {} {}"),)*),
                        inout(reg32) $d[0], inout(reg32) $d[1], inout(reg32) $d[2],
                        inout(reg32) $d[3],
                        $(
                            inout(reg32) $d[4 * $e], inout(reg32) $d[4 * $e + 1],
                            inout(reg32) $d[4 * $e + 2], inout(reg32) $d[4 * $e + 3],
                        )*
                        options(nostack),
                    )
                }
            }
        }
    };
    ($n:literal, $ty:ty, $d:ident, [$($e:literal)*], 2) => {
        impl FenceOperand for [$ty; $n / 4] {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            fn fence(&mut self) {
                #[cfg(target_arch = "nvptx64")]
                let $d = self;
                #[cfg(target_arch = "nvptx64")]
                // SAFETY: an empty instruction string with register operands.
                unsafe {
                    core::arch::asm!(
                        concat!("// fence {} {}", $(wgmma_asm!(@skip $e " {} {}"),)*),
                        inout(reg32) $d[0], inout(reg32) $d[1],
                        $(inout(reg32) $d[2 * $e], inout(reg32) $d[2 * $e + 1],)*
                        options(nostack),
                    )
                }
            }
        }
    };
}

/// The `SS` instruction with `f32` accumulators for `$ty` inputs (`"f16"`, `"bf16"`).
#[cfg_attr(not(target_arch = "nvptx64"), allow(unused_macros))]
macro_rules! wgmma_ss_f32 {
    ($n:literal, [$($e:literal)*], $ty:literal, $a:ident, $b:ident, $d:ident, $s:ident) => {
        // SAFETY: the caller's contract.
        unsafe {
            wgmma_asm!(
                concat!("wgmma.mma_async.sync.aligned.m64n", $n, "k16.f32.", $ty, ".", $ty),
                $d, [$($e)*], 4, "{da}, {db}, p, 1, 1, {ta}, {tb};", {
                da = in(reg64) $a, db = in(reg64) $b, scale_d = in(reg32) $s,
                ta = const TA::TNSP, tb = const TB::TNSP,
                }
            )
        }
    };
}

/// The `RS` instruction with `f32` accumulators for `$ty` inputs.
#[cfg_attr(not(target_arch = "nvptx64"), allow(unused_macros))]
macro_rules! wgmma_rs_f32 {
    ($n:literal, [$($e:literal)*], $ty:literal, $a:ident, $b:ident, $d:ident, $s:ident) => {
        // SAFETY: the caller's contract.
        unsafe {
            wgmma_asm!(
                concat!("wgmma.mma_async.sync.aligned.m64n", $n, "k16.f32.", $ty, ".", $ty),
                $d, [$($e)*], 4, "{{{a0}, {a1}, {a2}, {a3}}}, {db}, p, 1, 1, {tb};", {
                a0 = in(reg32) $a[0], a1 = in(reg32) $a[1], a2 = in(reg32) $a[2],
                a3 = in(reg32) $a[3], db = in(reg64) $b, scale_d = in(reg32) $s,
                tb = const TB::TNSP,
                }
            )
        }
    };
}

/// One [`Wgmma`] impl for `M64N<$n>`; `[$e]` the eighths of N after the first.
macro_rules! wgmma_shape {
    ($n:literal, [$($e:literal)*]) => {
        fence_array!($n, f32, d, [$($e)*], 4);
        fence_array!($n, u32, d, [$($e)*], 2);
        impl Wgmma for M64N<$n> {
            const N: usize = $n;
            type F32 = [f32; $n / 2];
            type F16 = [u32; $n / 4];
            const F32_ZERO: [f32; $n / 2] = [0.0; $n / 2];
            const F16_ZERO: [u32; $n / 4] = [0; $n / 4];

            #[cfg(target_arch = "nvptx64")]
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn ss_f32<const BF16: bool, TA: Major, TB: Major>(
                a: u64, b: u64, d: &mut [f32; $n / 2], scale_d: u32,
            ) {
                if BF16 {
                    wgmma_ss_f32!($n, [$($e)*], "bf16", a, b, d, scale_d)
                } else {
                    wgmma_ss_f32!($n, [$($e)*], "f16", a, b, d, scale_d)
                }
            }

            #[cfg(target_arch = "nvptx64")]
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn ss_f16<TA: Major, TB: Major>(
                a: u64, b: u64, d: &mut [u32; $n / 4], scale_d: u32,
            ) {
                // SAFETY: the caller's contract.
                unsafe {
                    wgmma_asm!(
                        concat!("wgmma.mma_async.sync.aligned.m64n", $n, "k16.f16.f16.f16"),
                        d, [$($e)*], 2, "{da}, {db}, p, 1, 1, {ta}, {tb};", {
                        da = in(reg64) a, db = in(reg64) b, scale_d = in(reg32) scale_d,
                        ta = const TA::TNSP, tb = const TB::TNSP,
                        }
                    )
                }
            }

            #[cfg(target_arch = "nvptx64")]
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn rs_f32<const BF16: bool, TB: Major>(
                a: [u32; 4], b: u64, d: &mut [f32; $n / 2], scale_d: u32,
            ) {
                if BF16 {
                    wgmma_rs_f32!($n, [$($e)*], "bf16", a, b, d, scale_d)
                } else {
                    wgmma_rs_f32!($n, [$($e)*], "f16", a, b, d, scale_d)
                }
            }

            #[cfg(target_arch = "nvptx64")]
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn rs_f16<TB: Major>(a: [u32; 4], b: u64, d: &mut [u32; $n / 4], scale_d: u32) {
                // SAFETY: the caller's contract.
                unsafe {
                    wgmma_asm!(
                        concat!("wgmma.mma_async.sync.aligned.m64n", $n, "k16.f16.f16.f16"),
                        d, [$($e)*], 2, "{{{a0}, {a1}, {a2}, {a3}}}, {db}, p, 1, 1, {tb};", {
                        a0 = in(reg32) a[0], a1 = in(reg32) a[1], a2 = in(reg32) a[2],
                        a3 = in(reg32) a[3], db = in(reg64) b, scale_d = in(reg32) scale_d,
                        tb = const TB::TNSP,
                        }
                    )
                }
            }

            #[cfg(not(target_arch = "nvptx64"))]
            unsafe fn ss_f32<const BF16: bool, TA: Major, TB: Major>(
                _: u64, _: u64, _: &mut [f32; $n / 2], _: u32,
            ) {
                unreachable!("wgmma runs on the GPU only")
            }
            #[cfg(not(target_arch = "nvptx64"))]
            unsafe fn ss_f16<TA: Major, TB: Major>(
                _: u64, _: u64, _: &mut [u32; $n / 4], _: u32,
            ) {
                unreachable!("wgmma runs on the GPU only")
            }
            #[cfg(not(target_arch = "nvptx64"))]
            unsafe fn rs_f32<const BF16: bool, TB: Major>(
                _: [u32; 4], _: u64, _: &mut [f32; $n / 2], _: u32,
            ) {
                unreachable!("wgmma runs on the GPU only")
            }
            #[cfg(not(target_arch = "nvptx64"))]
            unsafe fn rs_f16<TB: Major>(_: [u32; 4], _: u64, _: &mut [u32; $n / 4], _: u32) {
                unreachable!("wgmma runs on the GPU only")
            }
        }
    };
}

/// [`wgmma_shape`] for N = 8, 16, ..., 256: each step adds one eighth.
macro_rules! wgmma_shapes {
    ([$($done:literal)*] $n:literal $($rest:tt)*) => {
        wgmma_shape!($n, [$($done)*]);
        wgmma_shapes!(@next [$($done)*] $($rest)*);
    };
    (@next [$($done:literal)*] $e:literal => $($rest:tt)*) => {
        wgmma_shapes!([$($done)* $e] $($rest)*);
    };
    (@next [$($done:literal)*]) => {};
}

wgmma_shapes! {
    [] 8 1 => 16 2 => 24 3 => 32 4 => 40 5 => 48 6 => 56 7 => 64 8 => 72 9 => 80 10 => 88
    11 => 96 12 => 104 13 => 112 14 => 120 15 => 128 16 => 136 17 => 144 18 => 152 19 => 160
    20 => 168 21 => 176 22 => 184 23 => 192 24 => 200 25 => 208 26 => 216 27 => 224 28 => 232
    29 => 240 30 => 248 31 => 256
}
