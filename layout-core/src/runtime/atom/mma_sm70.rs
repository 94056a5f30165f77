//! The Volta quad-pair MMAs, CuTe's `include/cute/atom/mma_traits_sm70.hpp`:
//! `SM70_8x8x4_{F16F16F16F16,F32F16F16F32}_{TN,NT,NN,TT}`, each computed by a quad pair
//! (threads 0-3 and 16-19 of a warp: `ThrID = (_4,_2):(_1,_16)`).
//!
//! The letters give the majorness of A and B (`T`: K-major A / `N`: K-major B read as rows):
//!
//! | | A (`T` / `N`) | B (`N` / `T`) |
//! | --- | --- | --- |
//! | row (`SM70_8x4_Row`) | `(_8,_4):(_1,_8)` when A is `T` | when B is `N` |
//! | column (`SM70_8x4_Col`) | `((_4,_2),_4):((_8,_4),_1)` when A is `N` | when B is `T` |
//!
//! C is `(_8,_8):(_1,_8)` for 16-bit accumulators and
//! `((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32))` for 32-bit ones (CuTe's
//! `0t_mma_atom.md` derives both).

use super::mma::{decode_types, layout, shape_mnk, MmaTraits};
use super::type_name::TypeName;
use crate::runtime::Error;
use alloc::format;
use alloc::string::String;

const QUAD_PAIR: &str = "(_4,_2):(_1,_16)";
const ROW_8X4: &str = "(_8,_4):(_1,_8)";
const COL_8X4: &str = "((_4,_2),_4):((_8,_4),_1)";
const C_16B: &str = "(_8,_8):(_1,_8)";
const C_32B: &str = "((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32))";

/// The traits of an `SM70_...` MMA operation; `None` when the name is not of this family.
pub(crate) fn lookup(t: &TypeName) -> Option<Result<MmaTraits, Error>> {
    let rest = t.base().strip_prefix("SM70_8x8x4_")?;
    let (codes, majors) = rest.split_once('_')?;
    let c = match codes {
        "F16F16F16F16" => C_16B,
        "F32F16F16F32" => C_32B,
        _ => return None,
    };
    let (a, b) = match majors {
        "TN" => (ROW_8X4, ROW_8X4),
        "NT" => (COL_8X4, COL_8X4),
        "NN" => (COL_8X4, ROW_8X4),
        "TT" => (ROW_8X4, COL_8X4),
        _ => return None,
    };
    if !t.args.is_empty() {
        return Some(Err(Error::new(
            "MMA_Atom",
            format!("`{}` takes no template arguments, got `{t}`", t.base()),
        )));
    }
    Some(traits(codes, a, b, c))
}

fn traits(codes: &str, a: &str, b: &str, c: &str) -> Result<MmaTraits, Error> {
    let bad = || {
        Error::new(
            "atom traits",
            format!("internal: bad value-type codes `{codes}`"),
        )
    };
    let types = decode_types(codes, 4).ok_or_else(bad)?;
    let val_types: [String; 4] = types.try_into().map_err(|_| bad())?;
    Ok(MmaTraits {
        val_types,
        shape_mnk: shape_mnk(8, 8, 4),
        thr_id: layout(QUAD_PAIR)?,
        a: layout(a)?,
        b: layout(b)?,
        c: layout(c)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    /// `0t_mma_atom.md`: the NT atom's A layout, "(T0, V0) to (T1, V0) is a stride of 1".
    #[test]
    fn documented_layouts() {
        let t = TypeName::parse("SM70_8x8x4_F32F16F16F32_NT").unwrap();
        let tr = lookup(&t).unwrap().unwrap();
        assert_eq!(tr.a.to_string(), "((_4,_2),_4):((_8,_4),_1)");
        assert_eq!(tr.thr_id.to_string(), "(_4,_2):(_1,_16)");
        assert_eq!(tr.c.size().unwrap().value, 64);
        assert!(lookup(&TypeName::parse("SM70_8x8x4_F32F16F16F32_XX").unwrap()).is_none());
    }
}
