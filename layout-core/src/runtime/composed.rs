//! CuTe's `ComposedLayout<A, O, B>` with a swizzle `A` (`include/cute/layout_composed.hpp`,
//! `swizzle_layout.hpp`): the function `c -> A(O + B(c))`, printed `A o O o B`.
//!
//! | form | meaning |
//! | --- | --- |
//! | `Sw<3,3,3> o _0 o (_8,_64):(_64,_1)` | `c -> Sw(0 + L(c))` |
//! | `Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)` | offset 0, waiting for a 16-bit shared-memory pointer (the GMMA atoms) |
//! | `Sw<3,3,3> o M_0\|(64&448)=64 o L` | offset with static and run-time bits (a run-time slice) |
//!
//! Most operations apply to the inner layout `B` (its shape is the domain) and rebuild the
//! composed layout around the result with CuTe's three-argument `composition(A, O, B)`, which
//! drops an identity swizzle (`Sw<0,M,S>`) with a static zero offset: see [`compose3`].

use super::mixed_bits::Bits;
use super::{Error, Int, IntTuple, Layout, MixedBits, Swizzle, Value};
use alloc::format;
use core::fmt;

pub(crate) mod calls;
mod slice;

pub(crate) use slice::reach;

pub use slice::{slice_and_offset_composed, slice_composed};

/// The offset `O` of a composed layout.
///
/// ```
/// use layout_core::runtime::{evaluate, Value};
/// let Value::Composed(c) = evaluate("slice((_,3),Sw<1,4,3> o smem_ptr[16b](unset) o (_16,_8):(_1,_16))").unwrap() else { panic!() };
/// assert_eq!(c.offset.to_string(), "48");
/// assert!(!c.offset.is_static_zero());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Offset {
    /// An integer offset, static (`_8`) or dynamic (`8`).
    Int(Int),
    /// CuTe's `smem_ptr_flag_bits<N>`: a static zero recording the element width in bits of the
    /// shared-memory pointer the layout waits for; prints `smem_ptr[Nb](unset)`.
    SmemFlag(u32),
    /// Static and run-time bits (CuTe's `MixedBits`).
    Mixed(MixedBits),
}

impl Offset {
    /// The offset as a number (`smem_ptr[..](unset)` is a static 0).
    pub fn value(self) -> Int {
        match self {
            Offset::Int(i) => i,
            Offset::SmemFlag(_) => Int::stat(0),
            Offset::Mixed(m) => Int::dynamic(m.value()),
        }
    }
    /// CuTe's `is_constant<0, O>`: a static zero (the shared-memory flag included).
    pub fn is_static_zero(self) -> bool {
        match self {
            Offset::Int(i) => i.is_constant(0),
            Offset::SmemFlag(_) => true,
            Offset::Mixed(_) => false,
        }
    }
    /// The offset as swizzle-slicing bits.
    pub(crate) fn bits(self) -> Bits {
        match self {
            Offset::Mixed(m) => Bits::Mixed(m),
            other => Bits::Int(other.value()),
        }
    }
    pub(crate) fn from_bits(b: Bits) -> Offset {
        match b {
            Bits::Int(i) => Offset::Int(i),
            Bits::Mixed(m) => Offset::Mixed(m),
        }
    }
}

impl fmt::Display for Offset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Offset::Int(i) => i.fmt(f),
            Offset::SmemFlag(b) => write!(f, "smem_ptr[{b}b](unset)"),
            Offset::Mixed(m) => m.fmt(f),
        }
    }
}

/// CuTe's `ComposedLayout<Swizzle<B,M,S>, O, Layout>`: `c -> Sw(O + L(c))`.
///
/// ```
/// use layout_core::runtime::{evaluate, parse_value, Value};
/// let Value::Composed(c) = evaluate("composition(Sw<3,3,3>, (_8,(_8,_8)):(_8,(_1,_64)))").unwrap() else { panic!() };
/// assert_eq!(c.to_string(), "Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64))");
/// let at = |crd: &str| c.eval_index(&parse_value(crd).unwrap().to_int_tuple().unwrap()).unwrap().value;
/// // Row 1, column 0: L = 8, then bits 3..5 ^= bits 6..8 (clear) -> 8.  Row 0, column 8: L = 64 -> 72.
/// assert_eq!(at("(1,0)"), 8);
/// assert_eq!(at("(0,8)"), 72);
/// assert_eq!(c.size().unwrap().to_string(), "_512");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ComposedLayout {
    /// `A`: the swizzle applied last.
    pub swizzle: Swizzle,
    /// `O`: the offset added to the inner layout's index.
    pub offset: Offset,
    /// `B`: the inner layout, which gives the domain.
    pub layout: Layout,
}

/// CuTe's `composition(Sw, O, L)`: the composed layout `Sw o O o L`, or `L` itself when the
/// swizzle is the identity (`B == 0`) and the offset is a static `_0` (not a shared-memory flag).
///
/// ```
/// use layout_core::runtime::{compose3, parse_value, Int, Offset, Swizzle, Value};
/// let Value::Layout(l) = parse_value("(_8,_8):(_8,_1)").unwrap() else { panic!() };
/// let id = Swizzle::new(0, 4, 3).unwrap();
/// assert_eq!(compose3(id, Offset::Int(Int::stat(0)), l.clone()).to_string(), "(_8,_8):(_8,_1)");
/// assert_eq!(compose3(id, Offset::SmemFlag(16), l).to_string(), "Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_8,_1)");
/// ```
pub fn compose3(swizzle: Swizzle, offset: Offset, layout: Layout) -> Value {
    if swizzle.is_identity() && offset == Offset::Int(Int::stat(0)) {
        return Value::Layout(layout);
    }
    Value::Composed(ComposedLayout {
        swizzle,
        offset,
        layout,
    })
}

impl ComposedLayout {
    /// CuTe's `size`: the size of the inner layout.
    pub fn size(&self) -> Result<Int, Error> {
        self.layout.size()
    }
    /// CuTe's `cosize` of a swizzled layout: the cosize of the inner layout.
    pub fn cosize(&self) -> Result<Int, Error> {
        self.layout.cosize()
    }
    /// CuTe's `(A o O o B)(c) = A(O + B(c))` for a coordinate without `_`; static when the
    /// offset and `B(c)` are.
    pub fn eval_index(&self, coord: &IntTuple) -> Result<Int, Error> {
        let inner = self.layout.eval(coord)?;
        let at = self.offset.value().try_add(inner)?;
        Ok(Int::with(self.swizzle.apply(at.value), at.is_static))
    }
}

impl fmt::Display for ComposedLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} o {} o {}", self.swizzle, self.offset, self.layout)
    }
}

/// Builds the value `A o O o B` from three parsed parts, as the parser does for the printed form.
pub(crate) fn from_parts(
    a: &Value,
    o: Offset,
    b: &Value,
) -> Result<ComposedLayout, alloc::string::String> {
    let swizzle = match a {
        Value::Swizzle(s) => *s,
        other => {
            return Err(format!(
                "the left part of `A o O o B` must be a swizzle Sw<B,M,S>, got {other}"
            ))
        }
    };
    let layout = match b {
        Value::Layout(l) => l.clone(),
        other => {
            return Err(format!(
                "the right part of `A o O o B` must be a layout, got {other}"
            ))
        }
    };
    Ok(ComposedLayout {
        swizzle,
        offset: o,
        layout,
    })
}
