//! The Ampere asynchronous global-to-shared copies (`cp.async`), CuTe's
//! `include/cute/atom/copy_traits_sm80.hpp`: one thread moves one value of 4, 8 or 16 bytes
//! (`SM80_CP_ASYNC_CACHEALWAYS<S,D>`, caching in L1 and L2) or of 16 bytes
//! (`SM80_CP_ASYNC_CACHEGLOBAL<S,D>`, L2 only); the `_ZFILL` forms write zeros when their
//! predicate is false. In bits, `ThrID = _1:_0`, `SrcLayout = RefLayout = (_1,_S):(_0,_1)`,
//! `DstLayout = (_1,_D):(_0,_1)`; `S` and `D` must have the same width.
//!
//! ```
//! use layout_core::runtime::atom::CopyOp;
//! let op = CopyOp::from_name("SM80_CP_ASYNC_CACHEALWAYS<uint128_t>").unwrap();
//! assert_eq!(op.traits.src.to_string(), "(_1,_128):(_0,_1)");
//! assert!(CopyOp::from_name("SM80_CP_ASYNC_CACHEGLOBAL<uint64_t>").is_err());
//! ```

use super::copy::{one_thread, source_and_dest, CopyTraits};
use super::type_name::TypeName;
use crate::runtime::Error;

/// The traits of an `SM80_CP_ASYNC_...` operation; `None` when the name is not of this
/// family.
pub(crate) fn lookup(t: &TypeName) -> Option<Result<CopyTraits, Error>> {
    let always = match t.base() {
        "SM80_CP_ASYNC_CACHEALWAYS" | "SM80_CP_ASYNC_CACHEALWAYS_ZFILL" => true,
        "SM80_CP_ASYNC_CACHEGLOBAL" | "SM80_CP_ASYNC_CACHEGLOBAL_ZFILL" => false,
        _ => return None,
    };
    let widths = source_and_dest(t, |s, d| {
        if s != d {
            Err("cp.async requires sizeof(src_value_type) == sizeof(dst_value_type)")
        } else if always && !matches!(s, 32 | 64 | 128) {
            Err("cp.async with CACHEALWAYS moves 4, 8 or 16 bytes")
        } else if !always && s != 128 {
            Err("cp.async with CACHEGLOBAL moves 16 bytes")
        } else {
            Ok(())
        }
    });
    Some(widths.and_then(|(s, d)| one_thread(s, d)))
}
