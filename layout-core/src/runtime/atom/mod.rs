//! CuTe's MMA and copy atoms, `TiledMMA` and `TiledCopy`, at run time
//! (`include/cute/atom/`): the atoms as data, and the layouts CuTe derives from them.
//!
//! | CuTe | here | evaluator calls |
//! | --- | --- | --- |
//! | `MMA_Traits<OP>`, `MMA_Atom<OP>` | [`MmaAtom`] (`mma.rs`, `mma_sm70.rs`, `mma_sm80.rs`, `mma_sm90.rs`) | `ThrID`, `Shape_MNK`, `ALayout`, `BLayout`, `CLayout` |
//! | `Copy_Traits<OP>` | [`CopyOp`] (`copy.rs`, `copy_sm75.rs`, `copy_sm80.rs`, `copy_sm90.rs`) | `ThrID`, `SrcLayout`, `DstLayout`, `RefLayout` (bits) |
//! | `Copy_Atom<OP,T>` | [`CopyAtom`] | `ValLayoutSrc`, `ValLayoutDst`, `ValLayoutRef` (elements of `T`) |
//! | `make_tiled_mma` | [`TiledMma`] | `get_layoutA_TV`/`B`/`C`, `get_thr_layout_vmnk`, `tile_shape`, `tile_size`, `thr_size`, `partition_shape_A`/`B`/`C` |
//! | `make_tiled_copy`, `make_tiled_copy_A`/`B`/`C` | [`TiledCopy`] | `get_layoutS_TV`, `get_layoutD_TV`, `Tiler_MN`, `TiledLayout_TV` |
//!
//! In the expression language an atom is written as its C++ type name and stands for a
//! default-constructed object:
//!
//! ```
//! use layout_core::runtime::evaluate;
//! let show = |e: &str| evaluate(e).map(|v| v.to_string()).unwrap_or_else(|e| format!("error: {e}"));
//! assert_eq!(show("CLayout(SM80_16x8x8_F16F16F16F16_TN)"), "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))");
//! assert_eq!(show("ValLayoutDst(Copy_Atom<UniversalCopy<uint128_t>,half_t>)"), "(_1,_8):(_0,_1)");
//! assert_eq!(
//!     show("tile_shape(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2,_1):(_1,_2,_0),(_32,_32,_16)))"),
//!     "(_32,_32,_16)"
//! );
//! assert_eq!(
//!     show("Tiler_MN(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>,float>,(_32,_8):(_8,_1),(_1,_1):(_0,_0)))"),
//!     "(_32,_8)"
//! );
//! assert!(show("ThrID(SM80_16x8x99_F16F16F16F16_TN)").contains("known MMA operations: UniversalFMA"));
//! ```
//!
//! As a value of the expression language ([`Atom`]), an atom prints as its type name and a
//! tiled MMA or copy as the call that rebuilds it ([`TiledMma::expression`]:
//! `make_tiled_mma(ATOM,thr_layout_mnk,permutation_mnk)` with CuTe's rank-3 padding, and
//! [`TiledCopy::expression`]: `make_tiled_copy_impl(ATOM,layout_tv,tiler)`), so every printed
//! value can be typed back. The [`TiledMma`] and [`TiledCopy`] themselves print as CuTe's
//! `print` does (`TiledMMA`, `ThrLayoutVMNK: ...`, then the atom's `MMA_Atom` block), and
//! draw as CuTe's `print_latex` does ([`TiledMma::print_latex`], [`TiledCopy::print_latex`],
//! [`MmaAtom::print_latex`]).

mod calls;
mod copy;
mod copy_sm75;
mod copy_sm80;
mod copy_sm90;
mod mma;
mod mma_sm70;
mod mma_sm80;
mod mma_sm90;
mod tiled_copy;
mod tiled_mma;
mod type_name;

pub use copy::{CopyAtom, CopyOp, CopyTraits};
pub use mma::{MmaAtom, MmaTraits};
pub use tiled_copy::TiledCopy;
pub use tiled_mma::{Operand, TiledMma};
pub use type_name::{value_bits, TypeName};

pub(crate) use calls::call;
pub use calls::help;
pub(crate) use type_name::type_name_len;

use super::{Error, Value};
use alloc::format;
use core::fmt;

/// An atom-level value of the expression language.
///
/// ```
/// use layout_core::runtime::atom::Atom;
/// let a = Atom::from_type_name("Copy_Atom<SM75_U32x4_LDSM_N,half_t>").unwrap();
/// assert!(matches!(a, Atom::Copy(_)));
/// assert_eq!(a.to_string(), "Copy_Atom<SM75_U32x4_LDSM_N,half_t>");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Atom {
    /// An MMA operation or `MMA_Atom<OP>`.
    Mma(MmaAtom),
    /// A copy operation (its traits are in bits).
    CopyOp(CopyOp),
    /// `Copy_Atom<OP,T>`.
    Copy(CopyAtom),
    /// The result of `make_tiled_mma`.
    TiledMma(TiledMma),
    /// The result of `make_tiled_copy` and its `_A`/`_B`/`_C` forms.
    TiledCopy(TiledCopy),
}

impl Atom {
    /// The atom a C++ type name stands for: an MMA operation, `MMA_Atom<OP>`, a copy
    /// operation or `Copy_Atom<OP,T>`.
    ///
    /// # Errors
    /// When the name is malformed, names no known atom (the message lists the known MMA and
    /// copy operations), or has template arguments the atom does not accept.
    ///
    /// ```
    /// use layout_core::runtime::atom::Atom;
    /// let a = Atom::from_type_name("MMA_Atom<SM80_16x8x8_F32TF32TF32F32_TN>").unwrap();
    /// assert_eq!(a.to_string(), "MMA_Atom<SM80_16x8x8_F32TF32TF32F32_TN>");
    /// assert!(Atom::from_type_name("SM80_16x8x8_F32TF32TF32F32_NT").is_err());
    /// ```
    pub fn from_type_name(text: &str) -> Result<Atom, Error> {
        let t = TypeName::parse(text).map_err(|m| Error::new("atom", m))?;
        if let Some(r) = copy::lookup_atom(&t) {
            return r.map(Atom::Copy);
        }
        if let Some(r) = mma::lookup(&t) {
            return r.map(Atom::Mma);
        }
        if let Some(r) = copy::lookup(&t) {
            return r.map(Atom::CopyOp);
        }
        Err(Error::new(
            "atom",
            format!(
                "unknown atom `{t}`; known MMA operations: {}; known copy operations: {} \
                 (as Copy_Atom<OP,T> for T = half_t, float, ...)",
                mma::KNOWN,
                copy::KNOWN
            ),
        ))
    }
}

impl fmt::Display for Atom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Atom::Mma(a) => a.fmt(f),
            Atom::CopyOp(a) => a.fmt(f),
            Atom::Copy(a) => a.fmt(f),
            Atom::TiledMma(a) => f.write_str(&a.expression()),
            Atom::TiledCopy(a) => f.write_str(&a.expression()),
        }
    }
}

/// The atom written at the start of `text`, whose identifier is `name_len` bytes long, for
/// the parser: `Some((length, atom))` when the identifier has template arguments or, without a
/// call's parentheses, is written like an atom name; `None` otherwise.
pub(crate) fn atom_at(text: &str, name_len: usize) -> Option<(usize, Result<Value, Error>)> {
    let after = text[name_len..].trim_start_matches(' ');
    let templated = after.starts_with('<');
    if !templated && (after.starts_with('(') || !looks_like_atom(&text[..name_len])) {
        return None;
    }
    let len = type_name_len(text);
    if templated && len == name_len {
        let name = &text[..name_len];
        let e = Error::new(
            "atom",
            format!("unclosed template arguments of `{name}<...>`"),
        );
        return Some((len, Err(e)));
    }
    let atom = Atom::from_type_name(&text[..len]).map(|a| Value::Atom(alloc::boxed::Box::new(a)));
    Some((len, atom))
}

/// Whether a bare identifier (no template arguments, no call) is written like an atom name:
/// the parser reports unknown names of this form with the list of known atoms.
pub(crate) fn looks_like_atom(name: &str) -> bool {
    let arch = name
        .strip_prefix("SM")
        .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()));
    arch || name.starts_with("Universal")
        || name.starts_with("AutoVectorizingCopy")
        || matches!(name, "DefaultCopy" | "MMA_Atom" | "Copy_Atom")
}
