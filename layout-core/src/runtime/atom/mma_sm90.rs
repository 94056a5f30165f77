//! The Hopper warpgroup MMAs (`wgmma`), CuTe's `include/cute/atom/mma_traits_sm90_gmma.hpp`
//! and `mma_traits_sm90_gmma_ext.hpp`: 128 threads (`ThrID = _128:_1`), `M = 64`, one
//! operation per `N` (a multiple of 8 up to 256), named `SM90_64xNxK_DAB_SS` (A and B read from
//! shared memory through descriptors) or `..._RS` (A from registers).
//!
//! The layouts follow from the name (CuTe's `GMMA::ABLayout`, `ALayout_64xK`, `CLayout_64xN`):
//!
//! | trait | layout | |
//! | --- | --- | --- |
//! | `ALayout`, `SS` | `(_128,(_64,_K)):(_0,(_1,_64))` | every thread sees the whole tile |
//! | `ALayout`, `RS` | `((_4,_8,_4),(_2,_2,_2)):((_128,_1,_16),(_64,_8,_512))` | registers, 16-bit A; see `rs_a_layout` |
//! | `BLayout` | `(_128,(_N,_K)):(_0,(_1,_N))` | |
//! | `CLayout` | `((_4,_8,_4),(_2,_2,_N/8)):((_128,_1,_16),(_64,_8,_512))` | 64xN accumulators |
//!
//! The 16-bit operations (`F16F16F16`, `F32F16F16`, `F32BF16BF16`, `K = 16`) take the
//! majorness of A and B as template arguments, `<GMMA::Major::K, GMMA::Major::MN>`, then two
//! optional `GMMA::ScaleIn`s; the others (`F32TF32TF32` with `K = 8`, the 8-bit float and
//! integer ones with `K = 32`) are K-major only, named `..._TN`, and take only the scales.
//! A register-sourced A must be K-major (CuTe's static assertion in the `RS` operations).

use super::mma::{decode_types, layout, shape_mnk, MmaTraits};
use super::mma_sm80::parse_mnk;
use super::type_name::TypeName;
use crate::runtime::{Error, Layout};
use alloc::format;
use alloc::string::String;

/// One row of the GMMA families: the value-type codes, K, whether the name carries the
/// majorness template arguments (else it ends in `_TN`), whether a `_SATURATE` twin exists,
/// and the width of A's elements (which picks the register layout of `RS`).
struct Family {
    codes: &'static [&'static str],
    k: i64,
    majors: bool,
    saturate: bool,
    a_bits: i64,
}

const FAMILIES: &[Family] = &[
    Family {
        codes: &["F16F16F16", "F32F16F16", "F32BF16BF16"],
        k: 16,
        majors: true,
        saturate: false,
        a_bits: 16,
    },
    Family {
        codes: &["F32TF32TF32"],
        k: 8,
        majors: false,
        saturate: false,
        a_bits: 32,
    },
    Family {
        codes: &[
            "F16E4M3E4M3",
            "F16E4M3E5M2",
            "F16E5M2E4M3",
            "F16E5M2E5M2",
            "F32E4M3E4M3",
            "F32E4M3E5M2",
            "F32E5M2E4M3",
            "F32E5M2E5M2",
        ],
        k: 32,
        majors: false,
        saturate: false,
        a_bits: 8,
    },
    Family {
        codes: &["S32S8S8", "S32S8U8", "S32U8S8", "S32U8U8"],
        k: 32,
        majors: false,
        saturate: true,
        a_bits: 8,
    },
];

/// The traits of an `SM90_64xNxK_...` GMMA operation; `None` when the name is not of this
/// family.
pub(crate) fn lookup(t: &TypeName) -> Option<Result<MmaTraits, Error>> {
    let name = t.base();
    let rest = name.strip_prefix("SM90_")?;
    let (dims, rest) = rest.split_once('_')?;
    let (m, n, k) = parse_mnk(dims)?;
    let (codes, rest) = rest.split_once('_')?;
    let family = FAMILIES.iter().find(|f| f.codes.contains(&codes))?;
    let (source, suffix) = match rest.split_once('_') {
        Some((s, x)) => (s, x),
        None => (rest, ""),
    };
    let register_a = match source {
        "SS" => false,
        "RS" => true,
        _ => return None,
    };
    let suffix_ok = match (family.majors, suffix) {
        (true, "") | (false, "TN") => true,
        (false, "TN_SATURATE") => family.saturate,
        _ => false,
    };
    if !suffix_ok || m != 64 || k != family.k || !valid_n(n, family) {
        return None;
    }
    Some(check_args(t, family, register_a).and_then(|()| traits(family, codes, n, register_a)))
}

/// The `N` extents CuTe defines: multiples of 8 up to 256; for the 8-bit integer operations
/// 8, 24 and the multiples of 16.
fn valid_n(n: i64, f: &Family) -> bool {
    let step_ok = if f.saturate {
        n == 8 || n == 24 || n % 16 == 0
    } else {
        n % 8 == 0
    };
    (8..=256).contains(&n) && step_ok
}

/// The template arguments: `<GMMA::Major, GMMA::Major[, GMMA::ScaleIn[, GMMA::ScaleIn]]>` with
/// majors, `[<GMMA::ScaleIn[, GMMA::ScaleIn]>]` without.
fn check_args(t: &TypeName, f: &Family, register_a: bool) -> Result<(), Error> {
    let op = "MMA_Atom";
    let (majors, scales) = if f.majors {
        if t.args.len() < 2 {
            return Err(Error::new(
                op,
                format!(
                    "`{t}` needs the majorness of A and B: `{}<GMMA::Major::K,GMMA::Major::K>`",
                    t.base()
                ),
            ));
        }
        t.args.split_at(2)
    } else {
        t.args.split_at(0)
    };
    for m in majors {
        if !matches!(gmma_enum(m, "Major"), Some("K" | "MN")) {
            return Err(Error::new(
                op,
                format!("`{m}` in `{t}` is not GMMA::Major::K or GMMA::Major::MN"),
            ));
        }
    }
    if scales.len() > 2 {
        return Err(Error::new(
            op,
            format!("`{t}` has too many template arguments"),
        ));
    }
    for s in scales {
        if !matches!(gmma_enum(s, "ScaleIn"), Some("One" | "Neg")) {
            return Err(Error::new(
                op,
                format!("`{s}` in `{t}` is not GMMA::ScaleIn::One or GMMA::ScaleIn::Neg"),
            ));
        }
    }
    if register_a && majors.first().and_then(|m| gmma_enum(m, "Major")) == Some("MN") {
        return Err(Error::new(
            op,
            format!("`{t}`: register source operand A must have K major layout"),
        ));
    }
    Ok(())
}

/// `GMMA::<kind>::<value>` (also under `SM90::` or `cute::`) -> `value`.
fn gmma_enum<'a>(t: &'a TypeName, kind: &str) -> Option<&'a str> {
    if !t.args.is_empty() {
        return None;
    }
    let name = t.base();
    let name = name.strip_prefix("SM90::").unwrap_or(name);
    name.strip_prefix("GMMA::")?
        .strip_prefix(kind)?
        .strip_prefix("::")
}

fn traits(f: &Family, codes: &str, n: i64, register_a: bool) -> Result<MmaTraits, Error> {
    let bad = || {
        Error::new(
            "atom traits",
            format!("internal: bad value-type codes `{codes}`"),
        )
    };
    let types = decode_types(codes, 3).ok_or_else(bad)?;
    let [d, a, b]: [String; 3] = types.try_into().map_err(|_| bad())?;
    let a_layout = if register_a {
        rs_a_layout(f.a_bits)?
    } else {
        smem_layout(64, f.k)?
    };
    Ok(MmaTraits {
        val_types: [d.clone(), a, b, d],
        shape_mnk: shape_mnk(64, n, f.k),
        thr_id: layout("_128:_1")?,
        a: a_layout,
        b: smem_layout(n, f.k)?,
        c: c_layout(n)?,
    })
}

/// CuTe's `GMMA::ABLayout<MN, K>`: every thread maps to the origin of the whole `MN x K`
/// shared-memory tile, `(_128,(_MN,_K)):(_0,(_1,_MN))`.
fn smem_layout(mn: i64, k: i64) -> Result<Layout, Error> {
    layout(&format!("(_128,(_{mn},_{k})):(_0,(_1,_{mn}))"))
}

/// CuTe's `GMMA::CLayout_64xN`: the 64x8 accumulator pattern of a warpgroup, repeated `N/8`
/// times along N.
fn c_layout(n: i64) -> Result<Layout, Error> {
    layout(&format!(
        "((_4,_8,_4),(_2,_2,_{})):((_128,_1,_16),(_64,_8,_512))",
        n / 8
    ))
}

/// CuTe's register-sourced A layouts `GMMA::ALayout_64x8` (32-bit A), `ALayout_64x16`
/// (16-bit) and `ALayout_64x32` (8-bit): a 64 x (256 bits) tile of A in the accumulator's
/// thread order.
fn rs_a_layout(a_bits: i64) -> Result<Layout, Error> {
    layout(match a_bits {
        32 => "((_4,_8,_4),(_2,_2)):((_64,_1,_16),(_8,_256))",
        16 => "((_4,_8,_4),(_2,_2,_2)):((_128,_1,_16),(_64,_8,_512))",
        _ => "((_4,_8,_4),(_4,_2,_2)):((_256,_1,_16),(_64,_8,_1024))",
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    fn traits_of(name: &str) -> Result<MmaTraits, Error> {
        lookup(&TypeName::parse(name).unwrap()).unwrap()
    }

    /// `0t_mma_atom.md`: the 64x128 accumulator layout and the shared-memory A layout.
    #[test]
    fn documented_layouts() {
        let t = traits_of("SM90_64x128x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>").unwrap();
        assert_eq!(
            t.c.to_string(),
            "((_4,_8,_4),(_2,_2,_16)):((_128,_1,_16),(_64,_8,_512))"
        );
        assert_eq!(t.a.to_string(), "(_128,(_64,_16)):(_0,(_1,_64))");
    }

    #[test]
    fn names_and_arguments() {
        let tf32 = traits_of("SM90_64x24x8_F32TF32TF32_RS_TN").unwrap();
        assert_eq!(tf32.a.size().unwrap().value, 64 * 8);
        assert_eq!(tf32.val_types[1], "tfloat32_t");
        let s8 = traits_of("SM90_64x48x32_S32S8U8_SS_TN_SATURATE").unwrap();
        assert_eq!(s8.shape_mnk.to_string(), "(_64,_48,_32)");
        let rs8 = traits_of("SM90_64x8x32_F32E4M3E5M2_RS_TN").unwrap();
        assert_eq!(rs8.a.size().unwrap().value, 64 * 32);
        let no_major = traits_of("SM90_64x8x16_F16F16F16_SS").unwrap_err();
        assert!(
            no_major.to_string().contains("needs the majorness"),
            "{no_major}"
        );
        let mn_rs =
            traits_of("SM90_64x8x16_F16F16F16_RS<GMMA::Major::MN,GMMA::Major::K>").unwrap_err();
        assert!(mn_rs.to_string().contains("K major"), "{mn_rs}");
        for absent in [
            "SM90_64x40x32_S32S8S8_SS_TN",
            "SM90_64x8x16_F16F16F16_SS_TN",
        ] {
            assert!(
                lookup(&TypeName::parse(absent).unwrap()).is_none(),
                "{absent}"
            );
        }
    }
}
