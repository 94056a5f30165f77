//! The Ampere warp-level MMAs (`mma.sync`), CuTe's `include/cute/atom/mma_traits_sm80.hpp`:
//! 32 threads (`ThrID = _32:_1`), each operation named `SM80_MxNxK_DABC_TN` after its shape and
//! its D, A, B, C value types; the integer ones also come as `..._TN_SATURATE` with the same
//! layouts.
//!
//! | operation | `ALayout` | `BLayout` | `CLayout` |
//! | --- | --- | --- | --- |
//! | `SM80_16x8x8_F16F16F16F16_TN` | `((_4,_8),(_2,_2)):((_32,_1),(_16,_8))` | `((_4,_8),_2):((_16,_1),_8)` | `((_4,_8),(_2,_2)):((_32,_1),(_16,_8))` |
//! | `SM80_16x8x16_F16F16F16F16_TN` | `((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))` | `((_4,_8),(_2,_2)):((_16,_1),(_8,_64))` | same |
//!
//! Operations sharing a shape share their layouts whatever their value types (the traits of
//! `F32F16F16F32` derive from those of `F16F16F16F16` in CuTe); the table below lists each
//! shape once with the value-type codes it comes in.

use super::mma::{decode_types, layout, shape_mnk, MmaTraits};
use super::type_name::TypeName;
use crate::runtime::{Error, Layout};
use alloc::format;
use alloc::string::String;

/// `(T32,V1) -> (M8,K4)`.
const T32_8X4: &str = "((_4,_8),_1):((_8,_1),_0)";
/// `(T32,V2) -> (M8,N8)`, row-major pairs.
const ROW_8X8: &str = "((_4,_8),_2):((_16,_1),_8)";
/// `(T32,V4) -> (M8,N16)`.
const ROW_8X16: &str = "((_4,_8),_4):((_32,_1),_8)";
/// `(T32,V4) -> (M16,N8)`: the accumulator of every 16x8 operation.
const ROW_16X8: &str = "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))";

/// The floating-point codes of the 16x8x8 and 16x8x16 operations.
const HALF_TYPES: &[&str] = &["F16F16F16F16", "F32F16F16F32", "F32BF16BF16F32"];
/// The 8-bit integer codes (signed or unsigned A and B).
const INT8_TYPES: &[&str] = &["S32S8S8S32", "S32S8U8S32", "S32U8S8S32", "S32U8U8S32"];
/// The 4-bit integer codes.
const INT4_TYPES: &[&str] = &["S32S4S4S32", "S32S4U4S32", "S32U4S4S32", "S32U4U4S32"];

/// One shape of operation: its `(M,N,K)`, the value-type codes it comes in, whether a
/// `_SATURATE` twin exists, and its A, B, C layouts.
struct Shape {
    mnk: (i64, i64, i64),
    types: &'static [&'static str],
    saturate: bool,
    a: &'static str,
    b: &'static str,
    c: &'static str,
}

const SHAPES: &[Shape] = &[
    Shape {
        mnk: (16, 8, 8),
        types: HALF_TYPES,
        saturate: false,
        a: ROW_16X8,
        b: ROW_8X8,
        c: ROW_16X8,
    },
    Shape {
        mnk: (16, 8, 16),
        types: HALF_TYPES,
        saturate: false,
        a: "((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))",
        b: "((_4,_8),(_2,_2)):((_16,_1),(_8,_64))",
        c: ROW_16X8,
    },
    Shape {
        mnk: (16, 8, 4),
        types: &["F32TF32TF32F32"],
        saturate: false,
        a: "((_4,_8),_2):((_16,_1),_8)",
        b: T32_8X4,
        c: ROW_16X8,
    },
    Shape {
        mnk: (16, 8, 8),
        types: &["F32TF32TF32F32"],
        saturate: false,
        a: "((_4,_8),(_2,_2)):((_16,_1),(_8,_64))",
        b: "((_4,_8),_2):((_8,_1),_32)",
        c: ROW_16X8,
    },
    Shape {
        mnk: (8, 8, 4),
        types: &["F64F64F64F64", "C64C64C64C64"],
        saturate: false,
        a: T32_8X4,
        b: T32_8X4,
        c: ROW_8X8,
    },
    Shape {
        mnk: (8, 8, 16),
        types: INT8_TYPES,
        saturate: true,
        a: ROW_8X16,
        b: ROW_8X16,
        c: ROW_8X8,
    },
    Shape {
        mnk: (16, 8, 16),
        types: INT8_TYPES,
        saturate: true,
        a: "((_4,_8),(_4,_2)):((_64,_1),(_16,_8))",
        b: ROW_8X16,
        c: ROW_16X8,
    },
    Shape {
        mnk: (16, 8, 32),
        types: INT8_TYPES,
        saturate: true,
        a: "((_4,_8),(_4,_2,_2)):((_64,_1),(_16,_8,_256))",
        b: "((_4,_8),(_4,_2)):((_32,_1),(_8,_128))",
        c: ROW_16X8,
    },
    Shape {
        mnk: (8, 8, 32),
        types: INT4_TYPES,
        saturate: true,
        a: "((_4,_8),(_8)):((_64,_1),(_8))",
        b: "((_4,_8),(_8)):((_64,_1),(_8))",
        c: ROW_8X8,
    },
    Shape {
        mnk: (16, 8, 32),
        types: INT4_TYPES,
        saturate: true,
        a: "((_4,_8),(_8,_2)):((_128,_1),(_16,_8))",
        b: "((_4,_8),(_8)):((_64,_1),(_8))",
        c: ROW_16X8,
    },
    Shape {
        mnk: (16, 8, 64),
        types: INT4_TYPES,
        saturate: true,
        a: "((_4,_8),(_8,_2,_2)):((_128,_1),(_16,_8,_512))",
        b: "((_4,_8),(_8,_2)):((_64,_1),(_8,_256))",
        c: ROW_16X8,
    },
];

/// The traits of an `SM80_...` MMA operation; `None` when the name is not of this family.
pub(crate) fn lookup(t: &TypeName) -> Option<Result<MmaTraits, Error>> {
    let name = t.base();
    let rest = name.strip_prefix("SM80_")?;
    let (rest, saturate) = match rest.strip_suffix("_SATURATE") {
        Some(r) => (r, true),
        None => (rest, false),
    };
    let rest = rest.strip_suffix("_TN")?;
    let (dims, codes) = rest.split_once('_')?;
    let mnk = parse_mnk(dims)?;
    let shape = SHAPES
        .iter()
        .find(|s| s.mnk == mnk && s.types.contains(&codes) && (s.saturate || !saturate))?;
    if !t.args.is_empty() {
        return Some(Err(Error::new(
            "MMA_Atom",
            format!("`{name}` takes no template arguments, got `{t}`"),
        )));
    }
    Some(traits(shape, codes))
}

fn traits(s: &Shape, codes: &str) -> Result<MmaTraits, Error> {
    let types = decode_types(codes, 4).ok_or_else(|| {
        Error::new(
            "atom traits",
            format!("internal: bad value-type codes `{codes}`"),
        )
    })?;
    let [d, a, b, c]: [String; 4] = types.try_into().map_err(|_| {
        Error::new(
            "atom traits",
            format!("internal: bad value-type codes `{codes}`"),
        )
    })?;
    Ok(MmaTraits {
        val_types: [d, a, b, c],
        shape_mnk: shape_mnk(s.mnk.0, s.mnk.1, s.mnk.2),
        thr_id: warp()?,
        a: layout(s.a)?,
        b: layout(s.b)?,
        c: layout(s.c)?,
    })
}

/// `ThrID` of a warp-wide operation.
fn warp() -> Result<Layout, Error> {
    layout("_32:_1")
}

/// `MxNxK` -> `(M,N,K)`.
pub(crate) fn parse_mnk(dims: &str) -> Option<(i64, i64, i64)> {
    let mut it = dims.split('x').map(|d| d.parse::<i64>().ok());
    let (m, n, k) = (it.next()??, it.next()??, it.next()??);
    it.next().is_none().then_some((m, n, k))
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    /// Every table entry parses, and the layouts cover the instruction's tiles: size(ALayout)
    /// is 32 threads times the values each holds, M*K in all.
    #[test]
    fn every_shape_is_consistent() {
        for s in SHAPES {
            for codes in s.types {
                let t = traits(s, codes).unwrap();
                let (m, n, k) = s.mnk;
                let size = |l: &Layout| l.size().unwrap().value;
                assert_eq!(size(&t.a), m * k, "{codes} A");
                assert_eq!(size(&t.b), n * k, "{codes} B");
                assert_eq!(size(&t.c), m * n, "{codes} C");
            }
        }
    }

    /// The layouts of CuTe's documentation (0t_mma_atom.md, the 16x8x8 F16 figure).
    #[test]
    fn documented_layouts() {
        let t = TypeName::parse("SM80_16x8x8_F16F16F16F16_TN").unwrap();
        let tr = lookup(&t).unwrap().unwrap();
        assert_eq!(tr.a.to_string(), "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))");
        assert_eq!(tr.b.to_string(), "((_4,_8),_2):((_16,_1),_8)");
        let sat = TypeName::parse("SM80_16x8x32_S32U8S8S32_TN_SATURATE").unwrap();
        assert_eq!(lookup(&sat).unwrap().unwrap().val_types[1], "uint8_t");
        let no = TypeName::parse("SM80_16x8x16_F16F16F16F16_TN_SATURATE").unwrap();
        assert!(lookup(&no).is_none());
    }
}
