//! CuTe's MMA traits (`include/cute/atom/mma_traits.hpp`) at run time: what an MMA operation
//! computes (`Shape_MNK`), which threads take part (`ThrID`) and which thread holds which
//! element of A, B and C (`ALayout`, `BLayout`, `CLayout`, each `(thr,val) -> coord`).
//!
//! The generic `UniversalFMA<D,A,B,C>` (one thread, one value) lives here; the tensor-core
//! families live in `mma_sm80.rs` (`mma.sync`) and `mma_sm90.rs` (`wgmma`).

use super::type_name::{value_bits, TypeName};
use super::{mma_sm70, mma_sm80, mma_sm90};
use crate::runtime::{parse_value, Error, IntTuple, Layout, Value};
use alloc::format;
use alloc::string::{String, ToString};
use core::fmt;

/// The traits of an MMA operation (CuTe's `MMA_Traits<OP>`), layouts in CuTe notation.
///
/// ```
/// use layout_core::runtime::atom::MmaAtom;
/// let a = MmaAtom::from_name("SM80_16x8x8_F16F16F16F16_TN").unwrap();
/// assert_eq!(a.traits.shape_mnk.to_string(), "(_16,_8,_8)");
/// assert_eq!(a.traits.thr_id.to_string(), "_32:_1");
/// assert_eq!(a.traits.c.to_string(), "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))");
/// assert_eq!(a.traits.val_types, ["half_t"; 4]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MmaTraits {
    /// The value types of D, A, B and C (`ValTypeD`, `ValTypeA`, `ValTypeB`, `ValTypeC`).
    pub val_types: [String; 4],
    /// `Shape_MNK`: the `(M,N,K)` extent of one instruction.
    pub shape_mnk: IntTuple,
    /// `ThrID`: logical thread id -> thread index.
    pub thr_id: Layout,
    /// `ALayout`: `(thr,val) -> (m,k)`, the `(m,k)` coordinate as a column-major index.
    pub a: Layout,
    /// `BLayout`: `(thr,val) -> (n,k)`.
    pub b: Layout,
    /// `CLayout`: `(thr,val) -> (m,n)`.
    pub c: Layout,
}

/// An MMA operation by name, or the `MMA_Atom<OP>` wrapping it, with its traits.
///
/// Prints as the type name it was made from:
///
/// ```
/// use layout_core::runtime::atom::MmaAtom;
/// let a = MmaAtom::from_name("MMA_Atom<UniversalFMA<float>>").unwrap();
/// assert_eq!(a.to_string(), "MMA_Atom<UniversalFMA<float>>");
/// assert_eq!(a.traits.a.to_string(), "(_1,_1):(_0,_0)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MmaAtom {
    /// The operation's type name (`SM80_16x8x16_F16F16F16F16_TN`).
    pub op: TypeName,
    /// Whether it was written as `MMA_Atom<OP>`.
    pub wrapped: bool,
    /// Its traits.
    pub traits: MmaTraits,
}

impl MmaAtom {
    /// The MMA operation (or `MMA_Atom<OP>`) named by a type name.
    ///
    /// # Errors
    /// When the name is not an MMA operation CuTe defines traits for (the message lists the
    /// known families), or its template arguments are not valid for it.
    ///
    /// ```
    /// use layout_core::runtime::atom::MmaAtom;
    /// let g = MmaAtom::from_name("SM90_64x32x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>").unwrap();
    /// assert_eq!(g.traits.b.to_string(), "(_128,(_32,_16)):(_0,(_1,_32))");
    /// let e = MmaAtom::from_name("SM90_64x8x16_F16F16F16_RS<GMMA::Major::MN,GMMA::Major::K>");
    /// assert!(e.unwrap_err().to_string().contains("K major"));
    /// ```
    pub fn from_name(text: &str) -> Result<MmaAtom, Error> {
        let t = TypeName::parse(text).map_err(|m| Error::new("MMA_Atom", m))?;
        match lookup(&t) {
            Some(r) => r,
            None => Err(Error::new(
                "MMA_Atom",
                format!("unknown MMA operation `{t}`; known: {KNOWN}"),
            )),
        }
    }
}

impl fmt::Display for MmaAtom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.wrapped {
            write!(f, "MMA_Atom<{}>", self.op)
        } else {
            self.op.fmt(f)
        }
    }
}

impl MmaTraits {
    /// CuTe's `print(MMA_Atom)`: `MMA_Atom` and the `ThrID`, `Shape_MNK`, `LayoutA_TV`,
    /// `LayoutB_TV`, `LayoutC_TV` lines (what `print(TiledMMA)` ends with).
    pub(crate) fn fmt_atom(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "MMA_Atom")?;
        writeln!(f, "  ThrID:      {}", self.thr_id)?;
        writeln!(f, "  Shape_MNK:  {}", self.shape_mnk)?;
        writeln!(f, "  LayoutA_TV: {}", self.a)?;
        writeln!(f, "  LayoutB_TV: {}", self.b)?;
        writeln!(f, "  LayoutC_TV: {}", self.c)
    }
}

impl MmaAtom {
    /// CuTe's `print_latex(mma_atom)`: the LaTeX/TikZ picture of the atom's C, A and B
    /// thread-value layouts, `print_latex(make_tiled_mma(mma_atom))` (see
    /// [`TiledMma::print_latex`](super::TiledMma::print_latex)).
    ///
    /// # Errors
    /// As [`TiledMma::print_latex`](super::TiledMma::print_latex).
    ///
    /// ```
    /// use layout_core::runtime::atom::MmaAtom;
    /// let tex = MmaAtom::from_name("SM80_16x8x8_F16F16F16F16_TN").unwrap().print_latex().unwrap();
    /// assert!(tex.starts_with("% LayoutC: ((_4,_8),((_2,_2),(_1,_1))):((_32,_1),((_16,_8),(_0,_0)))\n"));
    /// ```
    pub fn print_latex(&self) -> Result<String, Error> {
        super::TiledMma::new(self.clone(), None, None)?.print_latex()
    }
}

/// The MMA operation families, for error messages.
pub(crate) const KNOWN: &str = "UniversalFMA<D[,A,B,C]>, MMA_Atom<OP>, \
    SM70_8x8x4_{F16F16F16F16,F32F16F16F32}_{TN,NT,NN,TT}, \
    SM80_MxNxK_DABC_TN[_SATURATE] (16x8x8 and 16x8x16 F16F16F16F16, F32F16F16F32, F32BF16BF16F32; \
    16x8x4 and 16x8x8 F32TF32TF32F32; 8x8x4 F64F64F64F64, C64C64C64C64; 8x8x16, 16x8x16, 16x8x32 \
    S32{S8,U8}{S8,U8}S32; 8x8x32, 16x8x32, 16x8x64 S32{S4,U4}{S4,U4}S32), \
    SM90_64xNxK_DAB_{SS,RS}<GMMA::Major::{K,MN},GMMA::Major::{K,MN}> (F16F16F16, F32F16F16, \
    F32BF16BF16; K=16; N=8..256 by 8) and SM90_64xNxK_DAB_{SS,RS}_TN (F32TF32TF32 K=8; \
    {F16,F32}{E4M3,E5M2}{E4M3,E5M2} and S32{S8,U8}{S8,U8}[_SATURATE] K=32)";

/// The MMA atom a type name stands for: `None` when it names no MMA family at all.
pub(crate) fn lookup(t: &TypeName) -> Option<Result<MmaAtom, Error>> {
    if t.base() == "MMA_Atom" {
        return Some(match t.args.as_slice() {
            [inner] => match lookup(inner) {
                Some(Ok(a)) if !a.wrapped => Ok(MmaAtom { wrapped: true, ..a }),
                Some(Ok(_)) => Err(Error::new(
                    "MMA_Atom",
                    "MMA_Atom<MMA_Atom<...>> is not an MMA operation",
                )),
                Some(Err(e)) => Err(e),
                None => Err(Error::new(
                    "MMA_Atom",
                    format!("unknown MMA operation `{inner}`; known: {KNOWN}"),
                )),
            },
            _ => Err(Error::new(
                "MMA_Atom",
                format!("`{t}` needs one template argument, the MMA operation"),
            )),
        });
    }
    let traits = if t.base() == "UniversalFMA" {
        universal_fma(t)
    } else {
        mma_sm70::lookup(t)
            .or_else(|| mma_sm80::lookup(t))
            .or_else(|| mma_sm90::lookup(t))?
    };
    Some(traits.map(|traits| MmaAtom {
        op: t.clone(),
        wrapped: false,
        traits,
    }))
}

/// `UniversalFMA<D, A = D, B = A, C = D>`: one thread computes one `d = a * b + c`.
fn universal_fma(t: &TypeName) -> Result<MmaTraits, Error> {
    let op = "UniversalFMA";
    if t.args.is_empty() || t.args.len() > 4 {
        return Err(Error::new(
            op,
            format!("`{t}` needs 1 to 4 value types (D, A = D, B = A, C = D)"),
        ));
    }
    for a in &t.args {
        if value_bits(a).is_none() {
            return Err(Error::new(op, format!("unknown value type `{a}` in `{t}`")));
        }
    }
    let name = |k: usize| t.args[k].to_string();
    let d = name(0);
    let a = if t.args.len() > 1 { name(1) } else { d.clone() };
    let b = if t.args.len() > 2 { name(2) } else { a.clone() };
    let c = if t.args.len() > 3 { name(3) } else { d.clone() };
    Ok(MmaTraits {
        val_types: [d, a, b, c],
        shape_mnk: shape_mnk(1, 1, 1),
        thr_id: layout("_1:_0")?,
        a: layout("(_1,_1):(_0,_0)")?,
        b: layout("(_1,_1):(_0,_0)")?,
        c: layout("(_1,_1):(_0,_0)")?,
    })
}

/// A trait layout written in CuTe notation. The tables are constants of this crate; a typo
/// in one is an error naming the text (and a unit test parses every entry).
pub(crate) fn layout(text: &str) -> Result<Layout, Error> {
    match parse_value(text) {
        Ok(Value::Layout(l)) => Ok(l),
        _ => Err(Error::new(
            "atom traits",
            format!("internal: `{text}` is not a layout"),
        )),
    }
}

/// The static shape `(_m,_n,_k)`.
pub(crate) fn shape_mnk(m: i64, n: i64, k: i64) -> IntTuple {
    IntTuple::Tuple([m, n, k].map(IntTuple::stat).to_vec())
}

/// The value type names of the codes in an MMA name (`F16` -> `half_t`, `S8` -> `int8_t`):
/// splits `codes` (`F32BF16BF16F32`) into `n` of them.
pub(crate) fn decode_types(codes: &str, n: usize) -> Option<alloc::vec::Vec<String>> {
    const CODES: [(&str, &str); 14] = [
        ("TF32", "tfloat32_t"),
        ("BF16", "bfloat16_t"),
        ("E4M3", "float_e4m3_t"),
        ("E5M2", "float_e5m2_t"),
        ("C64", "complex<double>"),
        ("F16", "half_t"),
        ("F32", "float"),
        ("F64", "double"),
        ("S32", "int32_t"),
        ("S8", "int8_t"),
        ("U8", "uint8_t"),
        ("S4", "int4b_t"),
        ("U4", "uint4b_t"),
        ("B1", "uint1b_t"),
    ];
    let mut rest = codes;
    let mut out = alloc::vec::Vec::new();
    while !rest.is_empty() {
        let (code, name) = CODES.iter().find(|(c, _)| rest.starts_with(c))?;
        out.push(name.to_string());
        rest = &rest[code.len()..];
    }
    (out.len() == n).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn universal_fma_defaults_follow_cute() {
        let a = MmaAtom::from_name("UniversalFMA<half_t,half_t,half_t,float>").unwrap();
        assert_eq!(a.traits.val_types[3], "float");
        let b = MmaAtom::from_name("UniversalFMA<double>").unwrap();
        assert_eq!(b.traits.val_types, ["double"; 4]);
        assert_eq!(b.traits.thr_id.to_string(), "_1:_0");
        let e = MmaAtom::from_name("UniversalFMA<widget>").unwrap_err();
        assert!(e.to_string().contains("unknown value type `widget`"), "{e}");
    }

    #[test]
    fn unknown_names_list_what_is_known() {
        let e = MmaAtom::from_name("SM61_DP4A").unwrap_err();
        assert!(e.to_string().contains("known: UniversalFMA"), "{e}");
        assert_eq!(decode_types("F32BF16BF16F32", 4).unwrap()[1], "bfloat16_t");
        assert!(decode_types("F32X", 2).is_none());
    }
}
