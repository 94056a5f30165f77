//! The Ampere asynchronous global-to-shared copies (`cp.async`), CuTe's
//! `include/cute/atom/copy_traits_sm80.hpp`: one thread moves one value of 4, 8 or 16 bytes
//! ([`SM80_CP_ASYNC_CACHEALWAYS`], caching in L1 and L2) or of 16 bytes
//! ([`SM80_CP_ASYNC_CACHEGLOBAL`], L2 only); the `_ZFILL` forms write zeros when their
//! predicate is false. In bits: `ThrID = _1:_0`, `SrcLayout = RefLayout = (_1,S):(_0,_1)`,
//! `DstLayout = (_1,D):(_0,_1)`, and `S`, `D` have the same width.
//!
//! ```
//! use layout_core::atom::{half_t, CopyAtom, CopyTraits, Copy_Atom, SM80_CP_ASYNC_CACHEALWAYS};
//! use layout_core::prelude::*;
//! type Op = SM80_CP_ASYNC_CACHEALWAYS<u128>;
//! assert_eq!(<Op as CopyTraits>::SrcLayout::default().to_string(), "(_1,_128):(_0,_1)");
//! assert_eq!(<Copy_Atom<Op, half_t> as CopyAtom>::ValLayoutDst::default().to_string(), "(_1,_8):(_0,_1)");
//! assert_eq!(Op::default().to_string(), "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>");
//! ```
//!
//! `CACHEGLOBAL` moves 16 bytes only:
//! ```compile_fail
//! use layout_core::atom::{CopyTraits, SM80_CP_ASYNC_CACHEGLOBAL};
//! let _ = <SM80_CP_ASYNC_CACHEGLOBAL<u64> as CopyTraits>::SrcLayout::default();
//! ```

use super::copy::{fmt_source_dest, phantom_type, CopyTraits, OneValue};
use super::value_type::ValueBits;
use crate::int::{_0, _1, _128, _32, _64};
use crate::layout::Layout;
use core::fmt;

/// The widths `cp.async` accepts with L1 caching: 4, 8 or 16 bytes, the same for source and
/// destination.
#[diagnostic::on_unimplemented(
    message = "SM80_CP_ASYNC_CACHEALWAYS<{S}, {D}>: cp.async with CACHEALWAYS moves 4, 8 or 16 bytes, the same on both sides",
    note = "use u32, u64 or u128 (sizeof(src_value_type) == sizeof(dst_value_type))"
)]
#[doc(hidden)]
pub trait CacheAlwaysWidth<S, D> {}
impl<S, D> CacheAlwaysWidth<S, D> for (_32, _32) {}
impl<S, D> CacheAlwaysWidth<S, D> for (_64, _64) {}
impl<S, D> CacheAlwaysWidth<S, D> for (_128, _128) {}

/// The width `cp.async` accepts with L2-only caching: 16 bytes on both sides.
#[diagnostic::on_unimplemented(
    message = "SM80_CP_ASYNC_CACHEGLOBAL<{S}, {D}>: cp.async with CACHEGLOBAL moves 16 bytes, the same on both sides",
    note = "use u128"
)]
#[doc(hidden)]
pub trait CacheGlobalWidth<S, D> {}
impl<S, D> CacheGlobalWidth<S, D> for (_128, _128) {}

macro_rules! cp_async {
    ($($(#[$doc:meta])* $name:ident: $Check:ident;)*) => {$(
        phantom_type! {
            $(#[$doc])*
            $name<S, D = S>
        }
        impl<S: ValueBits, D: ValueBits> CopyTraits for $name<S, D>
        where
            (S::Bits, D::Bits): $Check<S, D>,
            OneValue<S::Bits>: crate::layout_like::LayoutLike + Default,
            OneValue<D::Bits>: crate::layout_like::LayoutLike + Default,
        {
            type ThrID = Layout<_1, _0>;
            type SrcLayout = OneValue<S::Bits>;
            type DstLayout = OneValue<D::Bits>;
            type RefLayout = OneValue<S::Bits>;
        }
        impl<S: ValueBits, D: ValueBits> fmt::Display for $name<S, D> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt_source_dest::<S, D>(f, stringify!($name))
            }
        }
    )*};
}

cp_async! {
    /// CuTe's `SM80_CP_ASYNC_CACHEALWAYS<S, D = S>`: `cp.async.ca`, one thread moves one value
    /// of 4, 8 or 16 bytes from global to shared memory, cached in L1 and L2.
    SM80_CP_ASYNC_CACHEALWAYS: CacheAlwaysWidth;
    /// CuTe's `SM80_CP_ASYNC_CACHEALWAYS_ZFILL<S, D = S>`: as
    /// [`SM80_CP_ASYNC_CACHEALWAYS`], writing zeros when the copy's predicate is false.
    SM80_CP_ASYNC_CACHEALWAYS_ZFILL: CacheAlwaysWidth;
    /// CuTe's `SM80_CP_ASYNC_CACHEGLOBAL<S, D = S>`: `cp.async.cg`, one thread moves 16 bytes
    /// from global to shared memory, cached in L2 only.
    SM80_CP_ASYNC_CACHEGLOBAL: CacheGlobalWidth;
    /// CuTe's `SM80_CP_ASYNC_CACHEGLOBAL_ZFILL<S, D = S>`: as [`SM80_CP_ASYNC_CACHEGLOBAL`],
    /// writing zeros when the copy's predicate is false.
    SM80_CP_ASYNC_CACHEGLOBAL_ZFILL: CacheGlobalWidth;
}
