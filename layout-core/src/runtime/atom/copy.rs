//! CuTe's copy traits and copy atoms (`include/cute/atom/copy_traits.hpp`, `copy_atom.hpp`)
//! at run time.
//!
//! A copy operation's traits are in bits: `SrcLayout`, `DstLayout` and `RefLayout` map a
//! `(thread, value)` pair to a bit of the data the operation moves, and `ThrID` maps the
//! logical thread to a thread index. `Copy_Atom<OP,T>` recasts them to elements of `T`
//! (`ValLayoutSrc = recast_layout<uint1_t,T>(SrcLayout)`, ...), and is valid only when each
//! recast layout still has `size(ThrID)` threads.
//!
//! The generic operations live here (`UniversalCopy<S,D>`, `AutoVectorizingCopy...`); the
//! architecture families live in `copy_sm75.rs` (`ldmatrix`), `copy_sm80.rs` (`cp.async`) and
//! `copy_sm90.rs` (`stmatrix`).

use super::mma::layout;
use super::type_name::{value_bits, TypeName};
use super::{copy_sm75, copy_sm80, copy_sm90};
use crate::runtime::algebra::recast::recast_layout;
use crate::runtime::{Error, Layout};
use alloc::format;
use core::fmt;

/// The traits of a copy operation (CuTe's `Copy_Traits<OP>`), layouts in bits.
///
/// ```
/// use layout_core::runtime::atom::CopyOp;
/// let t = CopyOp::from_name("SM75_U32x4_LDSM_N").unwrap().traits;
/// assert_eq!(t.thr_id.to_string(), "_32:_1");
/// assert_eq!(t.src.to_string(), "(_32,_128):(_128,_1)");
/// assert_eq!(t.dst.to_string(), "(_32,(_32,_4)):(_32,(_1,_1024))");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CopyTraits {
    /// `ThrID`: logical thread id -> thread index.
    pub thr_id: Layout,
    /// `SrcLayout`: `(src thread, src value) -> bit`.
    pub src: Layout,
    /// `DstLayout`: `(dst thread, dst value) -> bit`.
    pub dst: Layout,
    /// `RefLayout`: `(thread, value) -> bit` of the reference the tiled copy is laid out by.
    pub reference: Layout,
}

/// A copy operation by name, with its traits.
///
/// ```
/// use layout_core::runtime::atom::CopyOp;
/// let op = CopyOp::from_name("UniversalCopy<uint64_t>").unwrap();
/// assert_eq!(op.to_string(), "UniversalCopy<uint64_t>");
/// assert_eq!(op.traits.dst.to_string(), "(_1,_64):(_0,_1)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CopyOp {
    /// The operation's type name.
    pub op: TypeName,
    /// Its traits.
    pub traits: CopyTraits,
}

impl CopyOp {
    /// The copy operation named by a type name.
    ///
    /// # Errors
    /// When the name is not a copy operation CuTe defines traits for (the message lists the
    /// known ones), or its template arguments are not valid for it.
    ///
    /// ```
    /// use layout_core::runtime::atom::CopyOp;
    /// let e = CopyOp::from_name("SM75_U64x1_LDSM_N").unwrap_err();
    /// assert!(e.to_string().contains("known: UniversalCopy<S[,D]>"));
    /// ```
    pub fn from_name(text: &str) -> Result<CopyOp, Error> {
        let t = TypeName::parse(text).map_err(|m| Error::new("Copy_Atom", m))?;
        lookup(&t).unwrap_or_else(|| Err(unknown(&t)))
    }
}

impl fmt::Display for CopyOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.op.fmt(f)
    }
}

/// `Copy_Atom<OP,T>`: a copy operation moving elements of type `T`, its bit layouts recast
/// to `T`.
///
/// ```
/// use layout_core::runtime::atom::CopyAtom;
/// let a = CopyAtom::from_name("Copy_Atom<SM75_U32x1_LDSM_N,half_t>").unwrap();
/// assert_eq!(a.val_dst.to_string(), "(_32,_2):(_2,_1)");
/// assert_eq!(a.to_string(), "Copy_Atom<SM75_U32x1_LDSM_N,half_t>");
/// assert!(CopyAtom::from_name("Copy_Atom<SM75_U16x2_LDSM_T,float>").is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CopyAtom {
    /// The operation.
    pub op: CopyOp,
    /// The element type `T`.
    pub val_type: TypeName,
    /// `ValLayoutSrc`: `(src thread, src value) -> element`.
    pub val_src: Layout,
    /// `ValLayoutDst`: `(dst thread, dst value) -> element`.
    pub val_dst: Layout,
    /// `ValLayoutRef`: `(thread, value) -> element`.
    pub val_ref: Layout,
}

impl CopyAtom {
    /// `Copy_Atom<OP,T>` written as a type name.
    ///
    /// # Errors
    /// When the name is not `Copy_Atom<OP,T>` of a known operation and value type, or the
    /// operation cannot move `T` (see [`CopyAtom::new`]); example at [`CopyAtom`].
    pub fn from_name(text: &str) -> Result<CopyAtom, Error> {
        let t = TypeName::parse(text).map_err(|m| Error::new("Copy_Atom", m))?;
        match lookup_atom(&t) {
            Some(r) => r,
            None => Err(Error::new(
                "Copy_Atom",
                format!("`{t}` is not Copy_Atom<OP,T>"),
            )),
        }
    }

    /// `Copy_Atom<op, T>` for an element type `T` of `bits` bits: the traits recast from bits
    /// to elements with `recast_layout`.
    ///
    /// # Errors
    /// When a recast layout does not keep `size(ThrID)` threads (CuTe's static assertion
    /// "CopyOperation is not valid for Src of ValType"), or the recast itself fails.
    ///
    /// ```
    /// use layout_core::runtime::atom::{CopyAtom, CopyOp, TypeName};
    /// let op = CopyOp::from_name("SM75_U32x4_LDSM_N").unwrap();
    /// let a = CopyAtom::new(op, TypeName::plain("half_t"), 16).unwrap();
    /// assert_eq!(a.val_src.to_string(), "(_32,_8):(_8,_1)"); // each thread's 8 halves
    /// ```
    pub fn new(op: CopyOp, val_type: TypeName, bits: u32) -> Result<CopyAtom, Error> {
        let name = format!("Copy_Atom<{op},{val_type}>");
        let threads = op.traits.thr_id.size()?;
        let recast = |what: &str, l: &Layout| -> Result<Layout, Error> {
            let r = recast_layout(l, 1, i64::from(bits))
                .map_err(|e| Error::new("Copy_Atom", format!("{name}: {e}")))?;
            let got = r.mode(0).and_then(|m| m.size())?;
            if got.value != threads.value {
                return Err(Error::new(
                    "Copy_Atom",
                    format!(
                        "{name}: the operation is not valid for {what} of {val_type}: \
                         {what}Layout recast to {bits}-bit elements is {r}, whose {got} threads \
                         are not the {threads} of ThrID {}",
                        op.traits.thr_id
                    ),
                ));
            }
            Ok(r)
        };
        let val_src = recast("Src", &op.traits.src)?;
        let val_dst = recast("Dst", &op.traits.dst)?;
        let val_ref = recast("Ref", &op.traits.reference)?;
        Ok(CopyAtom {
            op,
            val_type,
            val_src,
            val_dst,
            val_ref,
        })
    }
}

impl fmt::Display for CopyAtom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Copy_Atom<{},{}>", self.op, self.val_type)
    }
}

impl CopyAtom {
    /// CuTe's `print(Copy_Atom)`: `Copy_Atom` and the `ThrID`, `ValLayoutSrc`,
    /// `ValLayoutDst`, `ValLayoutRef` and `ValueType` (in bits) lines (what `print(TiledCopy)`
    /// ends with).
    pub(crate) fn fmt_atom(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Copy_Atom")?;
        writeln!(f, "  ThrID:        {}", self.op.traits.thr_id)?;
        writeln!(f, "  ValLayoutSrc: {}", self.val_src)?;
        writeln!(f, "  ValLayoutDst: {}", self.val_dst)?;
        writeln!(f, "  ValLayoutRef: {}", self.val_ref)?;
        match value_bits(&self.val_type) {
            Some(bits) => writeln!(f, "  ValueType:    {bits}b"),
            None => writeln!(f, "  ValueType:    {}", self.val_type),
        }
    }
}

/// The copy operations CuTe defines traits for, for error messages.
pub(crate) const KNOWN: &str = "UniversalCopy<S[,D]> (S, D of 8 bits or more), \
    AutoVectorizingCopyWithAssumedAlignment<8|16|32|64|128>, AutoVectorizingCopy, DefaultCopy, \
    SM75_U32x{1,2,4}_LDSM_N, SM75_U16x{2,4,8}_LDSM_T, SM75_U32x1_MOVM_T, \
    SM80_CP_ASYNC_CACHEALWAYS[_ZFILL]<S[,D]> (4, 8 or 16 bytes), \
    SM80_CP_ASYNC_CACHEGLOBAL[_ZFILL]<S[,D]> (16 bytes), \
    SM90_U32x{1,2,4}_STSM_N, SM90_U16x{2,4,8}_STSM_T";

fn unknown(t: &TypeName) -> Error {
    Error::new(
        "Copy_Atom",
        format!("unknown copy operation `{t}`; known: {KNOWN}"),
    )
}

/// The copy operation a type name stands for: `None` when it names no copy family.
pub(crate) fn lookup(t: &TypeName) -> Option<Result<CopyOp, Error>> {
    let traits = universal(t)
        .or_else(|| copy_sm75::lookup(t))
        .or_else(|| copy_sm80::lookup(t))
        .or_else(|| copy_sm90::lookup(t))?;
    Some(traits.map(|traits| CopyOp {
        op: t.clone(),
        traits,
    }))
}

/// `Copy_Atom<OP,T>` from its type name; `None` when the name is not `Copy_Atom`.
pub(crate) fn lookup_atom(t: &TypeName) -> Option<Result<CopyAtom, Error>> {
    if t.base() != "Copy_Atom" {
        return None;
    }
    let [op, val] = t.args.as_slice() else {
        return Some(Err(Error::new(
            "Copy_Atom",
            format!("`{t}` needs two template arguments: Copy_Atom<OP,T>"),
        )));
    };
    let op = match lookup(op) {
        Some(Ok(op)) => op,
        Some(Err(e)) => return Some(Err(e)),
        None => return Some(Err(unknown(op))),
    };
    let Some(bits) = value_bits(val) else {
        return Some(Err(Error::new(
            "Copy_Atom",
            format!("unknown value type `{val}` in `{t}`"),
        )));
    };
    Some(CopyAtom::new(op, val.clone(), bits))
}

/// One thread moving one `S` and writing one `D`: `(_1,_bits):(_0,_1)` in bits.
pub(crate) fn one_thread(src_bits: u32, dst_bits: u32) -> Result<CopyTraits, Error> {
    let src = layout(&format!("(_1,_{src_bits}):(_0,_1)"))?;
    Ok(CopyTraits {
        thr_id: layout("_1:_0")?,
        dst: layout(&format!("(_1,_{dst_bits}):(_0,_1)"))?,
        reference: src.clone(),
        src,
    })
}

/// The value widths of `OP<S, D = S>`, checked by `ok` (which names the rule on failure).
pub(crate) fn source_and_dest(
    t: &TypeName,
    ok: impl Fn(u32, u32) -> Result<(), &'static str>,
) -> Result<(u32, u32), Error> {
    let op = "Copy_Atom";
    let (s, d) = match t.args.as_slice() {
        [s] => (s, s),
        [s, d] => (s, d),
        _ => {
            return Err(Error::new(
                op,
                format!("`{t}` needs one or two value types: {}<S[,D]>", t.base()),
            ))
        }
    };
    let bits = |v: &TypeName| {
        value_bits(v).ok_or_else(|| Error::new(op, format!("unknown value type `{v}` in `{t}`")))
    };
    let (sb, db) = (bits(s)?, bits(d)?);
    ok(sb, db).map_err(|rule| Error::new(op, format!("`{t}`: {rule}")))?;
    Ok((sb, db))
}

/// `UniversalCopy<S,D>` and the auto-vectorizing placeholders (one thread, one value).
fn universal(t: &TypeName) -> Option<Result<CopyTraits, Error>> {
    let max_vec = |t: &TypeName| -> Result<u32, Error> {
        let bits = match t.args.as_slice() {
            [] => 128,
            [n] => n.name.parse::<u32>().unwrap_or(0),
            _ => 0,
        };
        if matches!(bits, 8 | 16 | 32 | 64 | 128) {
            Ok(bits)
        } else {
            Err(Error::new(
                "Copy_Atom",
                format!("`{t}`: MaxVecBits must be 8, 16, 32, 64 or 128"),
            ))
        }
    };
    let no_args = |t: &TypeName| {
        t.args
            .is_empty()
            .then_some(())
            .ok_or_else(|| Error::new("Copy_Atom", format!("`{t}` takes no template arguments")))
    };
    Some(match t.base() {
        "UniversalCopy" => source_and_dest(t, |s, d| {
            (s >= 8 && d >= 8)
                .then_some(())
                .ok_or("UniversalCopy needs value types of at least 8 bits")
        })
        .and_then(|(s, d)| one_thread(s, d)),
        "AutoVectorizingCopyWithAssumedAlignment" => max_vec(t).and_then(|_| placeholder()),
        "AutoVectorizingCopy" | "DefaultCopy" => no_args(t).and_then(|()| placeholder()),
        _ => return None,
    })
}

/// The auto-vectorizing copies: the copy algorithm picks the width, so the traits are
/// `(_1,_1):(_0,_0)` throughout.
fn placeholder() -> Result<CopyTraits, Error> {
    let unit = layout("(_1,_1):(_0,_0)")?;
    Ok(CopyTraits {
        thr_id: layout("_1:_0")?,
        src: unit.clone(),
        dst: unit.clone(),
        reference: unit,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn universal_copies() {
        let op = CopyOp::from_name("UniversalCopy<uint32_t,uint128_t>").unwrap();
        assert_eq!(op.traits.src.to_string(), "(_1,_32):(_0,_1)");
        assert_eq!(op.traits.dst.to_string(), "(_1,_128):(_0,_1)");
        let e = CopyOp::from_name("UniversalCopy<uint1_t>").unwrap_err();
        assert!(e.to_string().contains("at least 8 bits"), "{e}");
        let d = CopyOp::from_name("DefaultCopy").unwrap();
        assert_eq!(d.traits.src.to_string(), "(_1,_1):(_0,_0)");
        let e = CopyOp::from_name("SM75_U64x1_LDSM_N").unwrap_err();
        assert!(e.to_string().contains("known: UniversalCopy"), "{e}");
    }

    #[test]
    fn atoms_recast_to_their_value_type() {
        let a = CopyAtom::from_name("Copy_Atom<UniversalCopy<uint128_t>,half_t>").unwrap();
        assert_eq!(a.val_src.to_string(), "(_1,_8):(_0,_1)");
        let e = CopyAtom::from_name("Copy_Atom<SM75_U16x4_LDSM_T,float>").unwrap_err();
        assert!(e.to_string().contains("not valid for Dst of float"), "{e}");
        let e = CopyAtom::from_name("Copy_Atom<UniversalCopy<uint32_t>,widget>").unwrap_err();
        assert!(e.to_string().contains("unknown value type `widget`"), "{e}");
    }
}
