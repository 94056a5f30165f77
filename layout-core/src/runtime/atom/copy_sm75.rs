//! The Turing shared-memory-to-register matrix loads (`ldmatrix`), CuTe's
//! `include/cute/atom/copy_traits_sm75.hpp`: a warp (`ThrID = _32:_1`) loads one, two or four
//! 8x8 matrices of 16-bit elements, each thread giving the address of one 128-bit row.
//!
//! | operation | `SrcLayout` (bits) | `DstLayout` = `RefLayout` (bits) |
//! | --- | --- | --- |
//! | `SM75_U32x1_LDSM_N` | `((_8,_4),_128):((_128,_0),_1)` | `(_32,_32):(_32,_1)` |
//! | `SM75_U32x2_LDSM_N` | `((_16,_2),_128):((_128,_0),_1)` | `(_32,(_32,_2)):(_32,(_1,_1024))` |
//! | `SM75_U32x4_LDSM_N` | `(_32,_128):(_128,_1)` | `(_32,(_32,_4)):(_32,(_1,_1024))` |
//! | `SM75_U16x2_LDSM_T` | as `U32x1` | `((_4,_8),(_16,_2)):((_256,_16),(_1,_128))` |
//! | `SM75_U16x4_LDSM_T` | as `U32x2` | `((_4,_8),(_16,_2,_2)):((_256,_16),(_1,_128,_1024))` |
//! | `SM75_U16x8_LDSM_T` | as `U32x4` | `((_4,_8),(_16,_2,_4)):((_256,_16),(_1,_128,_1024))` |
//!
//! The `_T` forms transpose each 8x8 matrix on the way (`ldmatrix.trans`). `SM75_U32x1_MOVM_T`
//! (`movmatrix`, a register transpose) maps `(_32,_32):(_32,_1)` to itself.

use super::copy::CopyTraits;
use super::mma::layout;
use super::type_name::TypeName;
use crate::runtime::Error;
use alloc::format;

/// `(name, SrcLayout, DstLayout)`, in bits; `RefLayout` is `DstLayout`.
pub(crate) const LDSM: [(&str, &str, &str); 7] = [
    (
        "SM75_U32x1_LDSM_N",
        "((_8,_4),_128):((_128,_0),_1)",
        "(_32,_32):(_32,_1)",
    ),
    (
        "SM75_U32x2_LDSM_N",
        "((_16,_2),_128):((_128,_0),_1)",
        "(_32,(_32,_2)):(_32,(_1,_1024))",
    ),
    (
        "SM75_U32x4_LDSM_N",
        "(_32,_128):(_128,_1)",
        "(_32,(_32,_4)):(_32,(_1,_1024))",
    ),
    (
        "SM75_U16x2_LDSM_T",
        "((_8,_4),_128):((_128,_0),_1)",
        "((_4,_8),(_16,_2)):((_256,_16),(_1,_128))",
    ),
    (
        "SM75_U16x4_LDSM_T",
        "((_16,_2),_128):((_128,_0),_1)",
        "((_4,_8),(_16,_2,_2)):((_256,_16),(_1,_128,_1024))",
    ),
    (
        "SM75_U16x8_LDSM_T",
        "(_32,_128):(_128,_1)",
        "((_4,_8),(_16,_2,_4)):((_256,_16),(_1,_128,_1024))",
    ),
    (
        "SM75_U32x1_MOVM_T",
        "(_32,_32):(_32,_1)",
        "(_32,_32):(_32,_1)",
    ),
];

/// The traits of an `SM75_...` copy operation; `None` when the name is not of this family.
pub(crate) fn lookup(t: &TypeName) -> Option<Result<CopyTraits, Error>> {
    let (_, src, dst) = LDSM.iter().find(|(name, _, _)| *name == t.base())?;
    if !t.args.is_empty() {
        return Some(Err(Error::new(
            "Copy_Atom",
            format!("`{}` takes no template arguments, got `{t}`", t.base()),
        )));
    }
    Some(warp_traits(src, dst))
}

/// A warp-wide operation: `ThrID = _32:_1`, `RefLayout = DstLayout`.
fn warp_traits(src: &str, dst: &str) -> Result<CopyTraits, Error> {
    let dst = layout(dst)?;
    Ok(CopyTraits {
        thr_id: layout("_32:_1")?,
        src: layout(src)?,
        reference: dst.clone(),
        dst,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every operation moves the same bits in and out: the source's addresses (threads giving
    /// no address repeat another's, stride 0) cover exactly the bits the 32 threads receive.
    #[test]
    fn sources_and_destinations_move_the_same_bits() {
        for (name, src, dst) in LDSM {
            let t = lookup(&TypeName::plain(name)).unwrap().unwrap();
            let (s, d) = (t.src.cosize().unwrap().value, t.dst.size().unwrap().value);
            assert_eq!(s, d, "{name}");
            assert_eq!(
                t.dst.mode(0).unwrap().size().unwrap().value,
                32,
                "{name} {src} {dst}"
            );
        }
    }
}
