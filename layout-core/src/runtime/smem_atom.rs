//! The named shared-memory layout atoms: Hopper's GMMA atoms
//! `GMMA::Layout_{K,MN}_{INTER,SW32,SW64,SW128}_Atom<T>` (`include/cute/atom/mma_traits_sm90_gmma.hpp`)
//! and the SM80 swizzled atom of CuTe's `sgemm_sm80` tutorial.
//!
//! Each GMMA atom is defined on bits, `Sw<B,4,3> o smem_ptr[1b](unset) o L_bits`, one 8-row
//! core matrix group of 128, 256, 512 or 1024 bits per row (INTER, SW32, SW64, SW128), and
//! `Layout_..._Atom<T>` is its `upcast` by the width of `T`:
//!
//! | atom | bits layout | `half_t` |
//! | --- | --- | --- |
//! | `K_SW128`  | `Sw<3,4,3> o smem_ptr[1b](unset) o (_8,_1024):(_1024,_1)` | `Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)` |
//! | `MN_SW128` | `Sw<3,4,3> o smem_ptr[1b](unset) o (_1024,_8):(_1,_1024)` | `Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64)` |
//!
//! The swizzle stays in byte units (it acts on the shared-memory address); the flag records the
//! element width the layout waits for.

use super::composed::{ComposedLayout, Offset};
use super::{Error, Int, IntTuple, Layout, Swizzle, Value};
use alloc::format;
use alloc::vec;

/// The width in bits of a CuTe element type name (`half_t`, `float`, `uint8_t`, ...).
///
/// ```
/// use layout_core::runtime::element_bits;
/// assert_eq!(element_bits("half_t"), Some(16));
/// assert_eq!(element_bits("tfloat32_t"), Some(32));
/// assert_eq!(element_bits("vector"), None);
/// ```
pub fn element_bits(name: &str) -> Option<u32> {
    Some(match name {
        "bool" | "uint8_t" | "int8_t" | "float_e4m3_t" | "float_e5m2_t" | "char" => 8,
        "half_t" | "bfloat16_t" | "uint16_t" | "int16_t" => 16,
        "float" | "tfloat32_t" | "uint32_t" | "int32_t" | "int" => 32,
        "double" | "uint64_t" | "int64_t" | "complex<float>" => 64,
        "uint128_t" | "complex<double>" => 128,
        _ => return None,
    })
}

fn leaf(v: i64) -> IntTuple {
    IntTuple::Int(Int::stat(v))
}

/// CuTe's `GMMA::Layout_<major>_<kind>_Atom<T>` for `major` in `K`, `MN`, `kind` in `INTER`,
/// `SW32`, `SW64`, `SW128` and an element type name `T`.
///
/// ```
/// use layout_core::runtime::gmma_layout_atom;
/// assert_eq!(gmma_layout_atom("K", "SW128", "half_t").unwrap().to_string(),
///            "Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)");
/// assert_eq!(gmma_layout_atom("MN", "SW32", "half_t").unwrap().to_string(),
///            "Sw<1,4,3> o smem_ptr[16b](unset) o (_16,_8):(_1,_16)");
/// assert!(gmma_layout_atom("K", "SW16", "half_t").is_err());
/// ```
pub fn gmma_layout_atom(major: &str, kind: &str, element: &str) -> Result<ComposedLayout, Error> {
    let op = "GMMA layout atom";
    let (b, row_bits) = match kind {
        "INTER" => (0, 128),
        "SW32" => (1, 256),
        "SW64" => (2, 512),
        "SW128" => (3, 1024),
        other => {
            return Err(Error::new(
                op,
                format!("unknown atom kind `{other}` (expected INTER, SW32, SW64 or SW128)"),
            ))
        }
    };
    let bits = element_bits(element)
        .ok_or_else(|| Error::new(op, format!("unknown element type `{element}`")))?;
    let row = row_bits / i64::from(bits);
    let layout = match major {
        "K" => Layout::raw(
            IntTuple::Tuple(vec![leaf(8), leaf(row)]),
            IntTuple::Tuple(vec![leaf(row), leaf(1)]),
        ),
        "MN" => Layout::raw(
            IntTuple::Tuple(vec![leaf(row), leaf(8)]),
            IntTuple::Tuple(vec![leaf(1), leaf(row)]),
        ),
        other => {
            return Err(Error::new(
                op,
                format!("unknown major `{other}` (expected K or MN)"),
            ))
        }
    };
    Ok(ComposedLayout {
        swizzle: Swizzle::new(b, 4, 3)?,
        offset: Offset::SmemFlag(bits),
        layout,
    })
}

/// Parses a GMMA atom name after `GMMA::`, e.g. `Layout_K_SW128_Atom` with its element type.
pub(crate) fn gmma_atom_value(name: &str, element: &str) -> Result<Value, Error> {
    let parts: alloc::vec::Vec<&str> = name.split('_').collect();
    match parts.as_slice() {
        ["Layout", major, kind, "Atom"] => {
            gmma_layout_atom(major, kind, element).map(Value::Composed)
        }
        _ => Err(Error::new(
            "GMMA layout atom",
            format!("unknown name `GMMA::{name}` (expected Layout_{{K,MN}}_{{INTER,SW32,SW64,SW128}}_Atom<T>)"),
        )),
    }
}

/// The swizzled shared-memory atom of CuTe's `sgemm_sm80` tutorial:
/// `composition(Swizzle<3,3,3>{}, Layout<Shape<_8,Shape<_8,_8>>, Stride<_8,Stride<_1,_64>>>{})`,
/// an 8 x 64 tile of 16-bit elements, K contiguous in blocks of 8, whose 16-byte rows land in
/// distinct bank groups for both 128-bit `cp.async` writes and `ldmatrix` reads.
///
/// ```
/// use layout_core::runtime::sm80_swizzle_atom;
/// assert_eq!(sm80_swizzle_atom().to_string(), "Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64))");
/// ```
pub fn sm80_swizzle_atom() -> ComposedLayout {
    ComposedLayout {
        swizzle: Swizzle {
            bits: 3,
            base: 3,
            shift: 3,
        },
        offset: Offset::Int(Int::stat(0)),
        layout: Layout::raw(
            IntTuple::Tuple(vec![leaf(8), IntTuple::Tuple(vec![leaf(8), leaf(8)])]),
            IntTuple::Tuple(vec![leaf(8), IntTuple::Tuple(vec![leaf(1), leaf(64)])]),
        ),
    }
}
