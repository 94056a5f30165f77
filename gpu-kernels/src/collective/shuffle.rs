//! Warp shuffles: `shfl.sync.{up,down,bfly,idx}.b32`, CUDA's `__shfl_*_sync`.
//!
//! A shuffle reads a 32-bit register of another lane of the warp. Its operands follow PTX:
//! `b` is the lane offset, XOR mask or source lane, and `c` packs the segment mask and the
//! clamp, `c = ((32 - width) << 8) | clamp` ([`c_operand`]): the warp is cut into segments of
//! `width` lanes (a power of two up to 32), and a lane reads only inside its segment; a source
//! past the segment's end (or before its start for `up`) reads the lane's own value.
//! [`source_lane`] is that rule, computed.
//!
//! Values wider than a word move as several words ([`Shuffle`]): `u64`, `i64` and `f64` as
//! two, pairs of halves (`[f16; 2]`, `[bf16; 2]`) packed in one; the 8- and 16-bit types as one
//! word each.
//!
//! # Member masks
//! Every lane of `mask` that has not exited executes the same shuffle with the same mask; the
//! value read from a lane outside `mask`, or from an exited one, is undefined (any bits; every
//! type here is valid for any bits). The calling lane must be in `mask`, which is why the
//! functions that take a mask are `unsafe`; [`FULL_MASK`] always holds the caller, and the
//! warp reductions ([`warp_reduction`](super::warp_reduce::warp_reduction)) are safe.
//!
//! ```
//! use gpu_kernels::collective::shuffle::{c_operand, source_lane, ShflMode};
//! // __shfl_xor_sync(mask, v, 1, 8) in lane 9: segment 8..16, reads lane 8
//! assert_eq!(source_lane(ShflMode::Bfly, 9, 1, c_operand(ShflMode::Bfly, 8)), (8, true));
//! // __shfl_up_sync(mask, v, 2, 8) in lane 9: lane 7 is in another segment, own value
//! assert_eq!(source_lane(ShflMode::Up, 9, 2, c_operand(ShflMode::Up, 8)), (9, false));
//! // __shfl_sync(mask, v, 3, 16) in lane 20: lane 3 of its segment of 16
//! assert_eq!(source_lane(ShflMode::Idx, 20, 3, c_operand(ShflMode::Idx, 16)), (19, true));
//! ```

use layout_core::numeric::{bf16, e4m3, e5m2, f16, tf32};

/// Lanes of a warp.
pub const WARP_SIZE: u32 = 32;
/// Every lane of the warp, the member mask of a whole warp.
pub const FULL_MASK: u32 = u32::MAX;

/// A shuffle's mode: how `b` names the source lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShflMode {
    /// `shfl.sync.up`: lane `lane - b`.
    Up,
    /// `shfl.sync.down`: lane `lane + b`.
    Down,
    /// `shfl.sync.bfly`: lane `lane ^ b`.
    Bfly,
    /// `shfl.sync.idx`: lane `b` of the caller's segment.
    Idx,
}

/// The `c` operand CUDA's `__shfl_*_sync` pass for segments of `width` lanes: the segment
/// mask `32 - width` in bits 8..13, and the clamp 31 (0 for `up`).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub const fn c_operand(mode: ShflMode, width: u32) -> u32 {
    let segment = (WARP_SIZE.wrapping_sub(width) & 0x1f) << 8;
    match mode {
        ShflMode::Up => segment,
        _ => segment | 0x1f,
    }
}

/// The lane a shuffle in `lane` reads, and the predicate (whether the source was in range; if
/// not, the source is `lane` itself): PTX's definition of `shfl.sync`.
pub const fn source_lane(mode: ShflMode, lane: u32, b: u32, c: u32) -> (u32, bool) {
    let lane = lane & 0x1f;
    let b = b & 0x1f;
    let clamp = c & 0x1f;
    let segmask = (c >> 8) & 0x1f;
    let max_lane = (lane & segmask) | (clamp & !segmask);
    let min_lane = lane & segmask;
    let (j, ok) = match mode {
        ShflMode::Up => {
            let j = lane as i32 - b as i32;
            (j, j >= max_lane as i32)
        }
        ShflMode::Down => {
            let j = (lane + b) as i32;
            (j, j <= max_lane as i32)
        }
        ShflMode::Bfly => {
            let j = (lane ^ b) as i32;
            (j, j <= max_lane as i32)
        }
        ShflMode::Idx => {
            let j = (min_lane | (b & !segmask)) as i32;
            (j, j <= max_lane as i32)
        }
    };
    if ok {
        (j as u32, true)
    } else {
        (lane, false)
    }
}

/// `shfl.sync.<mode>.b32 d, value, b, c, mask`: the word `value` of the lane
/// [`source_lane`] names.
///
/// # Safety
/// The calling lane is in `mask` (see the [module docs](self)).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn shfl_sync(mode: ShflMode, value: u32, b: u32, c: u32, mask: u32) -> u32 {
    #[cfg(target_arch = "nvptx64")]
    {
        let d: u32;
        macro_rules! shfl {
            ($m:literal) => {
                // SAFETY: the caller's contract; registers only.
                unsafe {
                    core::arch::asm!(
                        concat!("shfl.sync.", $m, ".b32 {d}, {a}, {b}, {c}, {m};"),
                        d = out(reg32) d, a = in(reg32) value, b = in(reg32) b,
                        c = in(reg32) c, m = in(reg32) mask,
                        options(nomem, nostack),
                    )
                }
            };
        }
        match mode {
            ShflMode::Up => shfl!("up"),
            ShflMode::Down => shfl!("down"),
            ShflMode::Bfly => shfl!("bfly"),
            ShflMode::Idx => shfl!("idx"),
        }
        d
    }
    #[cfg(not(target_arch = "nvptx64"))]
    {
        (super::emulation::current().shuffle)(mode, value, b, c, mask).0
    }
}

/// `shfl.sync.<mode>.b32 d|p, value, b, c, mask`: as [`shfl_sync`], with the predicate (the
/// source lane was in range).
///
/// # Safety
/// As [`shfl_sync`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn shfl_sync_pred(mode: ShflMode, value: u32, b: u32, c: u32, mask: u32) -> (u32, bool) {
    #[cfg(target_arch = "nvptx64")]
    {
        let (d, p): (u32, u32);
        macro_rules! shfl {
            ($m:literal) => {
                // SAFETY: the caller's contract; registers only.
                unsafe {
                    core::arch::asm!(
                        concat!("{{ .reg .pred p; shfl.sync.", $m,
                            ".b32 {d}|p, {a}, {b}, {c}, {m}; selp.u32 {p}, 1, 0, p; }}"),
                        d = out(reg32) d, p = out(reg32) p, a = in(reg32) value,
                        b = in(reg32) b, c = in(reg32) c, m = in(reg32) mask,
                        options(nomem, nostack),
                    )
                }
            };
        }
        match mode {
            ShflMode::Up => shfl!("up"),
            ShflMode::Down => shfl!("down"),
            ShflMode::Bfly => shfl!("bfly"),
            ShflMode::Idx => shfl!("idx"),
        }
        (d, p != 0)
    }
    #[cfg(not(target_arch = "nvptx64"))]
    {
        (super::emulation::current().shuffle)(mode, value, b, c, mask)
    }
}

/// A value a shuffle moves: as one 32-bit word or as several.
pub trait Shuffle: Copy {
    /// The value of the lane `mode`, `b` and `c` name ([`source_lane`]), one `shfl.sync` per
    /// word.
    ///
    /// # Safety
    /// As [`shfl_sync`].
    unsafe fn shuffle(self, mode: ShflMode, b: u32, c: u32, mask: u32) -> Self;
}

macro_rules! one_word {
    ($($t:ty: $to:expr, $from:expr;)*) => {$(
        impl Shuffle for $t {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn shuffle(self, mode: ShflMode, b: u32, c: u32, mask: u32) -> Self {
                // SAFETY: the caller's contract.
                let w = unsafe { shfl_sync(mode, $to(self), b, c, mask) };
                $from(w)
            }
        }
    )*};
}

one_word! {
    u32: |x: u32| x, |w: u32| w;
    i32: |x: i32| x as u32, |w: u32| w as i32;
    f32: f32::to_bits, f32::from_bits;
    u16: u32::from, |w: u32| w as u16;
    i16: |x: i16| x as u16 as u32, |w: u32| w as u16 as i16;
    u8: u32::from, |w: u32| w as u8;
    i8: |x: i8| x as u8 as u32, |w: u32| w as u8 as i8;
    f16: |x: f16| u32::from(x.to_bits()), |w: u32| f16::from_bits(w as u16);
    bf16: |x: bf16| u32::from(x.to_bits()), |w: u32| bf16::from_bits(w as u16);
    tf32: |x: tf32| x.to_bits(), tf32::from_bits;
    e4m3: |x: e4m3| u32::from(x.to_bits()), |w: u32| e4m3::from_bits(w as u8);
    e5m2: |x: e5m2| u32::from(x.to_bits()), |w: u32| e5m2::from_bits(w as u8);
    [f16; 2]: |x: [f16; 2]| u32::from(x[0].to_bits()) | u32::from(x[1].to_bits()) << 16,
        |w: u32| [f16::from_bits(w as u16), f16::from_bits((w >> 16) as u16)];
    [bf16; 2]: |x: [bf16; 2]| u32::from(x[0].to_bits()) | u32::from(x[1].to_bits()) << 16,
        |w: u32| [bf16::from_bits(w as u16), bf16::from_bits((w >> 16) as u16)];
}

macro_rules! two_words {
    ($($t:ty: $to:expr, $from:expr;)*) => {$(
        impl Shuffle for $t {
            #[cfg_attr(target_arch = "nvptx64", inline(always))]
            #[cfg_attr(not(target_arch = "nvptx64"), inline)]
            unsafe fn shuffle(self, mode: ShflMode, b: u32, c: u32, mask: u32) -> Self {
                let bits: u64 = $to(self);
                // SAFETY: the caller's contract.
                let (lo, hi) = unsafe {
                    (
                        shfl_sync(mode, bits as u32, b, c, mask),
                        shfl_sync(mode, (bits >> 32) as u32, b, c, mask),
                    )
                };
                $from(u64::from(lo) | u64::from(hi) << 32)
            }
        }
    )*};
}

two_words! {
    u64: |x: u64| x, |w: u64| w;
    i64: |x: i64| x as u64, |w: u64| w as i64;
    f64: f64::to_bits, f64::from_bits;
}

/// CUDA's `__shfl_xor_sync(mask, value, lane_mask, width)`: the value of lane
/// `lane ^ lane_mask` of the caller's segment of `width` lanes (its own past the segment).
///
/// # Safety
/// The calling lane is in `mask` (see the [module docs](self)).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn shfl_bfly<T: Shuffle>(mask: u32, value: T, lane_mask: u32, width: u32) -> T {
    // SAFETY: the caller's contract.
    unsafe {
        value.shuffle(
            ShflMode::Bfly,
            lane_mask,
            c_operand(ShflMode::Bfly, width),
            mask,
        )
    }
}

/// CUDA's `__shfl_up_sync(mask, value, delta, width)`: the value of lane `lane - delta`, or the
/// caller's own when that lies before its segment of `width` lanes.
///
/// # Safety
/// As [`shfl_bfly`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn shfl_up<T: Shuffle>(mask: u32, value: T, delta: u32, width: u32) -> T {
    // SAFETY: the caller's contract.
    unsafe { value.shuffle(ShflMode::Up, delta, c_operand(ShflMode::Up, width), mask) }
}

/// CUDA's `__shfl_down_sync(mask, value, delta, width)`: the value of lane `lane + delta`, or
/// the caller's own when that lies past its segment of `width` lanes.
///
/// # Safety
/// As [`shfl_bfly`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn shfl_down<T: Shuffle>(mask: u32, value: T, delta: u32, width: u32) -> T {
    // SAFETY: the caller's contract.
    unsafe {
        value.shuffle(
            ShflMode::Down,
            delta,
            c_operand(ShflMode::Down, width),
            mask,
        )
    }
}

/// CUDA's `__shfl_sync(mask, value, src_lane, width)`: the value of lane `src_lane % width` of
/// the caller's segment of `width` lanes.
///
/// # Safety
/// As [`shfl_bfly`].
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub unsafe fn shfl_idx<T: Shuffle>(mask: u32, value: T, src_lane: u32, width: u32) -> T {
    // SAFETY: the caller's contract.
    unsafe {
        value.shuffle(
            ShflMode::Idx,
            src_lane,
            c_operand(ShflMode::Idx, width),
            mask,
        )
    }
}

/// The calling thread's lane in its warp (`%laneid`; on the host, its thread index modulo 32).
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn lane_id() -> u32 {
    #[cfg(target_arch = "nvptx64")]
    {
        let lane: u32;
        // SAFETY: reads a special register.
        unsafe {
            core::arch::asm!("mov.u32 {l}, %laneid;", l = out(reg32) lane,
                options(pure, nomem, nostack));
        }
        lane
    }
    #[cfg(not(target_arch = "nvptx64"))]
    {
        (super::emulation::current().position)().0 % WARP_SIZE
    }
}
