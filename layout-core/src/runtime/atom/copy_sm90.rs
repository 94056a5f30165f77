//! The Hopper register-to-shared-memory matrix stores (`stmatrix`), CuTe's
//! `include/cute/atom/copy_traits_sm90.hpp`: each `SM90_..._STSM_...` is the `ldmatrix` of the
//! same shape run backwards, its `SrcLayout` the load's `DstLayout` and its `DstLayout` the
//! load's `SrcLayout`; `RefLayout` is the source.
//!
//! ```
//! use layout_core::runtime::atom::CopyOp;
//! let st = CopyOp::from_name("SM90_U32x4_STSM_N").unwrap().traits;
//! assert_eq!(st.src.to_string(), "(_32,(_32,_4)):(_32,(_1,_1024))");
//! assert_eq!(st.dst.to_string(), "(_32,_128):(_128,_1)");
//! ```

use super::copy::CopyTraits;
use super::copy_sm75::LDSM;
use super::mma::layout;
use super::type_name::TypeName;
use crate::runtime::Error;
use alloc::format;
use alloc::string::String;

/// The traits of an `SM90_..._STSM_...` operation; `None` when the name is not of this family.
pub(crate) fn lookup(t: &TypeName) -> Option<Result<CopyTraits, Error>> {
    let shape = t.base().strip_prefix("SM90_")?;
    let load = match shape {
        "U32x1_STSM_N" | "U32x2_STSM_N" | "U32x4_STSM_N" | "U16x2_STSM_T" | "U16x4_STSM_T"
        | "U16x8_STSM_T" => String::from("SM75_") + &shape.replace("STSM", "LDSM"),
        _ => return None,
    };
    let (_, load_src, load_dst) = LDSM.iter().find(|(name, _, _)| *name == load)?;
    if !t.args.is_empty() {
        return Some(Err(Error::new(
            "Copy_Atom",
            format!("`{}` takes no template arguments, got `{t}`", t.base()),
        )));
    }
    let traits = || -> Result<CopyTraits, Error> {
        let src = layout(load_dst)?;
        Ok(CopyTraits {
            thr_id: layout("_32:_1")?,
            dst: layout(load_src)?,
            reference: src.clone(),
            src,
        })
    };
    Some(traits())
}
