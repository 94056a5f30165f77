//! The GPU's numeric instructions as a [`Math`]: [`Ptx`], the default [`Math`] of register
//! values on nvptx64 ([`DefaultMath`](super::DefaultMath)).
//!
//! On nvptx64, each operation that has one PTX instruction uses it through inline assembly;
//! everything else (and everything on the host, where the CPU emulation of the kernels runs)
//! is [`Soft`](super::Soft), the portable definition. The two agree bit for bit
//! but for the approximate math functions (see the [`Math`] table); the
//! device check (`numeric_check` kernels, `scripts/numeric_check.py`) compares them on a GPU.
//!
//! | operation | instruction | needs |
//! |-----------|-------------|-------|
//! | `f32` → `f16`, pairs | `cvt.rn.f16.f32`, `cvt.rn.f16x2.f32` | sm_53, sm_80 |
//! | `f32` → `bf16`, pairs | `cvt.rn.bf16.f32`, `cvt.rn.bf16x2.f32` | sm_80 |
//! | `f32` → `tf32` | `cvt.rna.tf32.f32` | sm_80 |
//! | `f32` → `e4m3`/`e5m2` pairs | `cvt.rn.satfinite.e4m3x2.f32`, `...e5m2x2.f32` | sm_89 |
//! | `f16` pairs → `e4m3`/`e5m2` pairs | `cvt.rn.satfinite.e4m3x2.f16x2`, ... | sm_89 |
//! | `e4m3`/`e5m2` pairs → `f16` pairs | `cvt.rn.f16x2.e4m3x2`, `cvt.rn.f16x2.e5m2x2` | sm_89 |
//! | `f16` → `f32` | `cvt.f32.f16` | sm_53 |
//! | `f16` pairs: `+ - *`, `max`, `min` | `add.rn.f16x2`, `sub.rn.f16x2`, `mul.rn.f16x2`, `max.NaN.f16x2`, `min.NaN.f16x2` (single halves: `add.rn.f16`, ...) | sm_80 |
//! | `bf16` pairs: `+ - *`, `max`, `min` | `fma.rn.bf16x2` (`a*1+b`, `b*-1+a`, `a*b-0`), `max.NaN.bf16x2`, `min.NaN.bf16x2` (single: `fma.rn.bf16`, ...) | sm_80 |
//! | `f32` `max`, `min` | `max.NaN.f32`, `min.NaN.f32` | sm_80 |
//! | `sqrt`, `rsqrt`, `exp2`, `log2`, `tanh` | `sqrt.rn.f32`, `rsqrt.approx.ftz.f32`, `ex2.approx.ftz.f32`, `lg2.approx.ftz.f32`, `tanh.approx.f32` | sm_75 |
//!
//! `exp(x)` is `ex2.approx.ftz(x * log2 e)` and `log(x)` is `lg2.approx.ftz(x) * ln 2`, as
//! CuTe DSL's `fastmath` forms. The 8-bit conversions need sm_89: the sm_80 PTX computes them
//! with the portable code. Other pairs of types convert through `f32`, each half by its
//! instruction; a 16- or 8-bit float's math function is the `f32` function between two
//! conversions; division of halves is the `f32` quotient rounded (correctly rounded).
//!
//! ```
//! use layout_core::numeric::{e4m3, f16, BinaryOp, Math, Ptx};
//! // on the host, Ptx computes as Soft: what the device check compares the GPU against
//! let x: e4m3 = Ptx::convert(300.0_f32);
//! assert_eq!(x.to_f32(), 288.0);
//! let s = Ptx::binary2(BinaryOp::Add, [f16::from_f32(1.0); 2], [f16::from_f32(0.5); 2]);
//! assert_eq!(s, [f16::from_f32(1.5); 2]);
//! ```

// Inline PTX (nvptx64 only): each instruction is register arithmetic.
#![allow(unsafe_code)]

use super::Math;
#[cfg(target_arch = "nvptx64")]
use super::{Arith, BinaryOp, CmpOp, Numeric, UnaryOp};

/// Element arithmetic with the GPU's instructions (on nvptx64), [`Soft`]'s elsewhere: the
/// [`Math`] a kernel's register-fragment values use (`tensor.load_with(Ptx)`).
///
/// [`Soft`]: super::Soft
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ptx;

#[cfg(not(target_arch = "nvptx64"))]
impl Math for Ptx {}

#[cfg(target_arch = "nvptx64")]
impl Math for Ptx {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn convert<S: Numeric, D: Numeric>(x: S) -> D {
        device::convert::<S, D>(x)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn convert2<S: Numeric, D: Numeric>(x: [S; 2]) -> [D; 2] {
        device::convert2::<S, D>(x)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn binary<T: Arith>(op: BinaryOp, a: T, b: T) -> T {
        device::binary(op, a, b)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn binary2<T: Arith>(op: BinaryOp, a: [T; 2], b: [T; 2]) -> [T; 2] {
        device::binary2(op, a, b)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn fma<T: Arith>(a: T, b: T, c: T) -> T {
        device::fma(a, b, c)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn unary<T: Arith>(op: UnaryOp, x: T) -> T {
        device::unary(op, x)
    }
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn compare<T: Numeric>(op: CmpOp, a: T, b: T) -> bool {
        device::compare(op, a, b)
    }
}

#[cfg(target_arch = "nvptx64")]
mod device {
    use super::Ptx;
    use crate::numeric::{
        convert as soft_convert, Arith, BinaryOp, CmpOp, Math, Numeric, NumericKind, Soft, UnaryOp,
    };
    use core::arch::asm;
    use NumericKind::{BF16, E4M3, E5M2, F16, F32};

    /// Whether this PTX has the 8-bit float conversions (sm_89 and newer).
    const FP8: bool = cfg!(target_feature = "sm_89");

    /// One PTX instruction `$op d, a;` on registers.
    macro_rules! un {
        ($op:literal, $dreg:ident: $dt:ty, $areg:ident: $a:expr) => {{
            let d: $dt;
            // SAFETY: register-only arithmetic.
            unsafe {
                asm!(concat!($op, " {d}, {a};"), d = out($dreg) d, a = in($areg) $a,
                    options(pure, nomem, nostack))
            }
            d
        }};
    }
    /// One PTX instruction `$op d, a, b;` on registers.
    macro_rules! bin {
        ($op:literal, $reg:ident: $dt:ty, $a:expr, $b:expr) => {{
            let d: $dt;
            // SAFETY: register-only arithmetic.
            unsafe {
                asm!(concat!($op, " {d}, {a}, {b};"), d = out($reg) d, a = in($reg) $a,
                    b = in($reg) $b, options(pure, nomem, nostack))
            }
            d
        }};
        ($op:literal, $dreg:ident: $dt:ty, $areg:ident, $a:expr, $b:expr) => {{
            let d: $dt;
            // SAFETY: register-only arithmetic.
            unsafe {
                asm!(concat!($op, " {d}, {a}, {b};"), d = out($dreg) d, a = in($areg) $a,
                    b = in($areg) $b, options(pure, nomem, nostack))
            }
            d
        }};
    }
    /// One PTX instruction `$op d, a, b, c;` on registers.
    macro_rules! fma {
        ($op:literal, $reg:ident: $dt:ty, $a:expr, $b:expr, $c:expr) => {{
            let d: $dt;
            // SAFETY: register-only arithmetic.
            unsafe {
                asm!(concat!($op, " {d}, {a}, {b}, {c};"), d = out($reg) d, a = in($reg) $a,
                    b = in($reg) $b, c = in($reg) $c, options(pure, nomem, nostack))
            }
            d
        }};
    }

    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn f32_of<T: Numeric>(x: T) -> f32 {
        f32::from_bits(x.to_bits())
    }

    /// Two 16-bit elements as one word, element 0 in the low half.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn pack<T: Numeric>(x: [T; 2]) -> u32 {
        (x[0].to_bits() & 0xffff) | (x[1].to_bits() << 16)
    }

    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn unpack<T: Numeric>(w: u32) -> [T; 2] {
        [T::from_bits(w & 0xffff), T::from_bits(w >> 16)]
    }

    /// `x` converted by one instruction, when there is one for `S -> D`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn convert_hw<S: Numeric, D: Numeric>(x: S) -> Option<D> {
        let d = match (S::KIND, D::KIND) {
            (F32, F16) => u32::from(un!("cvt.rn.f16.f32", reg16: u16, reg32: f32_of(x))),
            (F32, BF16) => u32::from(un!("cvt.rn.bf16.f32", reg16: u16, reg32: f32_of(x))),
            (F32, NumericKind::TF32) => un!("cvt.rna.tf32.f32", reg32: u32, reg32: f32_of(x)),
            (F16, F32) => {
                let h = x.to_bits() as u16;
                un!("cvt.f32.f16", reg32: f32, reg16: h).to_bits()
            }
            (F32, E4M3 | E5M2) | (F16, E4M3 | E5M2) | (E4M3 | E5M2, F16) if FP8 => {
                return Some(convert2::<S, D>([x, x])[0]);
            }
            _ => return None,
        };
        Some(D::from_bits(d))
    }

    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn convert<S: Numeric, D: Numeric>(x: S) -> D {
        if S::KIND == D::KIND {
            return D::from_bits(x.to_bits());
        }
        if let Some(d) = convert_hw::<S, D>(x) {
            return d;
        }
        match (S::KIND, D::KIND) {
            // through f32 (exact), each half by its instruction
            (E4M3 | E5M2, F32) if FP8 => {
                convert::<f32, D>(convert::<crate::numeric::f16, f32>(convert::<
                    S,
                    crate::numeric::f16,
                >(x)))
            }
            (s, d) if s.is_float() && d.is_float() && s != F32 && d != F32 => {
                convert::<f32, D>(convert::<S, f32>(x))
            }
            _ => soft_convert(x),
        }
    }

    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn convert2<S: Numeric, D: Numeric>(x: [S; 2]) -> [D; 2] {
        let w: u32 = match (S::KIND, D::KIND) {
            // `cvt.*x2.f32 d, a, b` puts a in the upper half: a is element 1
            (F32, F16) => bin!("cvt.rn.f16x2.f32", reg32: u32, f32_of(x[1]), f32_of(x[0])),
            (F32, BF16) => bin!("cvt.rn.bf16x2.f32", reg32: u32, f32_of(x[1]), f32_of(x[0])),
            (F32, E4M3) if FP8 => {
                let d = bin!("cvt.rn.satfinite.e4m3x2.f32", reg16: u16, reg32, f32_of(x[1]), f32_of(x[0]));
                return [
                    D::from_bits(u32::from(d) & 0xff),
                    D::from_bits(u32::from(d) >> 8),
                ];
            }
            (F32, E5M2) if FP8 => {
                let d = bin!("cvt.rn.satfinite.e5m2x2.f32", reg16: u16, reg32, f32_of(x[1]), f32_of(x[0]));
                return [
                    D::from_bits(u32::from(d) & 0xff),
                    D::from_bits(u32::from(d) >> 8),
                ];
            }
            (F16, E4M3) if FP8 => {
                let d = un!("cvt.rn.satfinite.e4m3x2.f16x2", reg16: u16, reg32: pack(x));
                return [
                    D::from_bits(u32::from(d) & 0xff),
                    D::from_bits(u32::from(d) >> 8),
                ];
            }
            (F16, E5M2) if FP8 => {
                let d = un!("cvt.rn.satfinite.e5m2x2.f16x2", reg16: u16, reg32: pack(x));
                return [
                    D::from_bits(u32::from(d) & 0xff),
                    D::from_bits(u32::from(d) >> 8),
                ];
            }
            (E4M3, F16) if FP8 => {
                let b = (x[0].to_bits() | (x[1].to_bits() << 8)) as u16;
                un!("cvt.rn.f16x2.e4m3x2", reg32: u32, reg16: b)
            }
            (E5M2, F16) if FP8 => {
                let b = (x[0].to_bits() | (x[1].to_bits() << 8)) as u16;
                un!("cvt.rn.f16x2.e5m2x2", reg32: u32, reg16: b)
            }
            (E4M3 | E5M2, F32) if FP8 => {
                let h: [crate::numeric::f16; 2] = convert2::<S, crate::numeric::f16>(x);
                return [convert::<_, D>(h[0]), convert::<_, D>(h[1])];
            }
            _ => return [convert::<S, D>(x[0]), convert::<S, D>(x[1])],
        };
        unpack(w)
    }

    /// `op` on two `f16x2` words.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn f16x2(op: BinaryOp, a: u32, b: u32) -> Option<u32> {
        Some(match op {
            BinaryOp::Add => bin!("add.rn.f16x2", reg32: u32, a, b),
            BinaryOp::Sub => bin!("sub.rn.f16x2", reg32: u32, a, b),
            BinaryOp::Mul => bin!("mul.rn.f16x2", reg32: u32, a, b),
            BinaryOp::Max => bin!("max.NaN.f16x2", reg32: u32, a, b),
            BinaryOp::Min => bin!("min.NaN.f16x2", reg32: u32, a, b),
            BinaryOp::Div => return None,
        })
    }

    /// `op` on two `bf16x2` words (`+ - *` as one fused multiply-add: one rounding).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bf16x2(op: BinaryOp, a: u32, b: u32) -> Option<u32> {
        const ONE: u32 = 0x3f80_3f80;
        const MINUS_ONE: u32 = 0xbf80_bf80;
        const MINUS_ZERO: u32 = 0x8000_8000;
        Some(match op {
            BinaryOp::Add => fma!("fma.rn.bf16x2", reg32: u32, a, ONE, b),
            BinaryOp::Sub => fma!("fma.rn.bf16x2", reg32: u32, b, MINUS_ONE, a),
            BinaryOp::Mul => fma!("fma.rn.bf16x2", reg32: u32, a, b, MINUS_ZERO),
            BinaryOp::Max => bin!("max.NaN.bf16x2", reg32: u32, a, b),
            BinaryOp::Min => bin!("min.NaN.bf16x2", reg32: u32, a, b),
            BinaryOp::Div => return None,
        })
    }

    /// `op` on two halves.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn f16x1(op: BinaryOp, a: u16, b: u16) -> Option<u16> {
        Some(match op {
            BinaryOp::Add => bin!("add.rn.f16", reg16: u16, a, b),
            BinaryOp::Sub => bin!("sub.rn.f16", reg16: u16, a, b),
            BinaryOp::Mul => bin!("mul.rn.f16", reg16: u16, a, b),
            BinaryOp::Max => bin!("max.NaN.f16", reg16: u16, a, b),
            BinaryOp::Min => bin!("min.NaN.f16", reg16: u16, a, b),
            BinaryOp::Div => return None,
        })
    }

    /// `op` on two bfloat16s (`+ - *` as one fused multiply-add).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn bf16x1(op: BinaryOp, a: u16, b: u16) -> Option<u16> {
        const ONE: u16 = 0x3f80;
        const MINUS_ONE: u16 = 0xbf80;
        const MINUS_ZERO: u16 = 0x8000;
        Some(match op {
            BinaryOp::Add => fma!("fma.rn.bf16", reg16: u16, a, ONE, b),
            BinaryOp::Sub => fma!("fma.rn.bf16", reg16: u16, b, MINUS_ONE, a),
            BinaryOp::Mul => fma!("fma.rn.bf16", reg16: u16, a, b, MINUS_ZERO),
            BinaryOp::Max => bin!("max.NaN.bf16", reg16: u16, a, b),
            BinaryOp::Min => bin!("min.NaN.bf16", reg16: u16, a, b),
            BinaryOp::Div => return None,
        })
    }

    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn binary2<T: Arith>(op: BinaryOp, a: [T; 2], b: [T; 2]) -> [T; 2] {
        let w = match T::KIND {
            F16 => f16x2(op, pack(a), pack(b)),
            BF16 => bf16x2(op, pack(a), pack(b)),
            _ => None,
        };
        match w {
            Some(w) => unpack(w),
            None => [binary(op, a[0], b[0]), binary(op, a[1], b[1])],
        }
    }

    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn binary<T: Arith>(op: BinaryOp, a: T, b: T) -> T {
        match (T::KIND, op) {
            (F32, BinaryOp::Max) => {
                T::from_bits(bin!("max.NaN.f32", reg32: u32, a.to_bits(), b.to_bits()))
            }
            (F32, BinaryOp::Min) => {
                T::from_bits(bin!("min.NaN.f32", reg32: u32, a.to_bits(), b.to_bits()))
            }
            (F16 | BF16, BinaryOp::Div) => {
                let q = convert::<T, f32>(a) / convert::<T, f32>(b);
                convert::<f32, T>(q)
            }
            // (division took the arm above: the instructions cover the other operations)
            (F16, _) => T::from_bits(
                f16x1(op, a.to_bits() as u16, b.to_bits() as u16)
                    .unwrap_or(0)
                    .into(),
            ),
            (BF16, _) => T::from_bits(
                bf16x1(op, a.to_bits() as u16, b.to_bits() as u16)
                    .unwrap_or(0)
                    .into(),
            ),
            (k, _) if k.is_float() && k != F32 => {
                let r = Soft::binary(op, convert::<T, f32>(a), convert::<T, f32>(b));
                convert::<f32, T>(r)
            }
            _ => Soft::binary(op, a, b),
        }
    }

    /// `a * b + c`: `fma.rn.f32` for `f32` (one rounding, as `libm::fmaf`); the other types as
    /// [`Soft`] computes them (other floats through an `f32` fused multiply-add, rounded once to
    /// the type, so host and GPU agree).
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn fma<T: Arith>(a: T, b: T, c: T) -> T {
        match T::KIND {
            F32 => {
                let d: u32;
                // SAFETY: register-only arithmetic.
                unsafe {
                    asm!("fma.rn.f32 {d}, {a}, {b}, {c};", d = out(reg32) d,
                        a = in(reg32) a.to_bits(), b = in(reg32) b.to_bits(),
                        c = in(reg32) c.to_bits(), options(pure, nomem, nostack))
                }
                T::from_bits(d)
            }
            k if k.is_float() => {
                let r = fma(
                    convert::<T, f32>(a),
                    convert::<T, f32>(b),
                    convert::<T, f32>(c),
                );
                convert::<f32, T>(r)
            }
            _ => Soft::fma(a, b, c),
        }
    }

    /// A math function of `f32` by its instruction.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn f32_unary(op: UnaryOp, x: f32) -> f32 {
        match op {
            UnaryOp::Sqrt => un!("sqrt.rn.f32", reg32: f32, reg32: x),
            UnaryOp::Rsqrt => un!("rsqrt.approx.ftz.f32", reg32: f32, reg32: x),
            UnaryOp::Exp => {
                un!("ex2.approx.ftz.f32", reg32: f32, reg32: x * core::f32::consts::LOG2_E)
            }
            UnaryOp::Exp2 => un!("ex2.approx.ftz.f32", reg32: f32, reg32: x),
            UnaryOp::Log => {
                un!("lg2.approx.ftz.f32", reg32: f32, reg32: x) * core::f32::consts::LN_2
            }
            UnaryOp::Log2 => un!("lg2.approx.ftz.f32", reg32: f32, reg32: x),
            UnaryOp::Tanh => un!("tanh.approx.f32", reg32: f32, reg32: x),
            UnaryOp::Neg | UnaryOp::Abs => Soft::unary(op, x),
        }
    }

    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn unary<T: Arith>(op: UnaryOp, x: T) -> T {
        match (T::KIND, op) {
            (_, UnaryOp::Neg | UnaryOp::Abs) => Soft::unary(op, x),
            (F32, _) => T::from_bits(f32_unary(op, f32_of(x)).to_bits()),
            (k, _) if k.is_float() => convert::<f32, T>(f32_unary(op, convert::<T, f32>(x))),
            _ => Soft::unary(op, x),
        }
    }

    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn compare<T: Numeric>(op: CmpOp, a: T, b: T) -> bool {
        if T::KIND.is_float() && T::KIND != F32 {
            <Ptx as Math>::compare(op, convert::<T, f32>(a), convert::<T, f32>(b))
        } else {
            Soft::compare(op, a, b)
        }
    }
}
