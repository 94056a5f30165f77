//! The Turing shared-memory-to-register matrix loads (`ldmatrix`) and the register transpose
//! (`movmatrix`), CuTe's `include/cute/atom/copy_traits_sm75.hpp`: a warp (`ThrID = _32:_1`)
//! loads one, two or four 8x8 matrices of 16-bit elements, each thread giving the address of
//! one 128-bit row. Layouts in bits; `RefLayout` is `DstLayout`.
//!
//! | operation | `SrcLayout` | `DstLayout` |
//! | --- | --- | --- |
//! | [`SM75_U32x1_LDSM_N`] | `((_8,_4),_128):((_128,_0),_1)` | `(_32,_32):(_32,_1)` |
//! | [`SM75_U32x2_LDSM_N`] | `((_16,_2),_128):((_128,_0),_1)` | `(_32,(_32,_2)):(_32,(_1,_1024))` |
//! | [`SM75_U32x4_LDSM_N`] | `(_32,_128):(_128,_1)` | `(_32,(_32,_4)):(_32,(_1,_1024))` |
//! | [`SM75_U16x2_LDSM_T`] | as `U32x1` | `((_4,_8),(_16,_2)):((_256,_16),(_1,_128))` |
//! | [`SM75_U16x4_LDSM_T`] | as `U32x2` | `((_4,_8),(_16,_2,_2)):((_256,_16),(_1,_128,_1024))` |
//! | [`SM75_U16x8_LDSM_T`] | as `U32x4` | `((_4,_8),(_16,_2,_4)):((_256,_16),(_1,_128,_1024))` |
//! | [`SM75_U32x1_MOVM_T`] | `(_32,_32):(_32,_1)` | `(_32,_32):(_32,_1)` |
//!
//! The `_T` loads transpose each 8x8 matrix on the way (`ldmatrix.trans`).
//!
//! ```
//! use layout_core::atom::{half_t, CopyAtom, CopyTraits, Copy_Atom, SM75_U16x2_LDSM_T};
//! use layout_core::prelude::*;
//! assert_eq!(<SM75_U16x2_LDSM_T as CopyTraits>::DstLayout::default().to_string(),
//!            "((_4,_8),(_16,_2)):((_256,_16),(_1,_128))");
//! type A = Copy_Atom<SM75_U16x2_LDSM_T, half_t>;
//! assert_eq!(<A as CopyAtom>::ValLayoutDst::default().to_string(), "((_4,_8),(_1,_2)):((_16,_1),(_1,_8))");
//! ```

use super::copy::{named_unit, CopyTraits};
use crate::int::*;
use crate::layout::Layout;

/// `ThrID` of a warp-wide operation.
pub(crate) type Warp = Layout<_32, _1>;

/// `SrcLayout` of the one-matrix loads: 8 row addresses, given by threads 0-7.
pub(crate) type Src8x128 = Layout<((_8, _4), _128), ((_128, _0), _1)>;
/// `SrcLayout` of the two-matrix loads: 16 row addresses, given by threads 0-15.
pub(crate) type Src16x128 = Layout<((_16, _2), _128), ((_128, _0), _1)>;
/// `SrcLayout` of the four-matrix loads: 32 row addresses, one per thread.
pub(crate) type Src32x128 = Layout<(_32, _128), (_128, _1)>;
/// `DstLayout` of `U32x1_LDSM_N`: each thread receives 32 bits of the matrix.
pub(crate) type Dst32x32 = Layout<(_32, _32), (_32, _1)>;
/// `DstLayout` of `U32x2_LDSM_N`.
pub(crate) type Dst32x32x2 = Layout<(_32, (_32, _2)), (_32, (_1, _1024))>;
/// `DstLayout` of `U32x4_LDSM_N`.
pub(crate) type Dst32x32x4 = Layout<(_32, (_32, _4)), (_32, (_1, _1024))>;
/// `DstLayout` of `U16x2_LDSM_T`: each thread receives two 16-bit values of one column.
pub(crate) type DstT16x2 = Layout<((_4, _8), (_16, _2)), ((_256, _16), (_1, _128))>;
/// `DstLayout` of `U16x4_LDSM_T`.
pub(crate) type DstT16x4 = Layout<((_4, _8), (_16, _2, _2)), ((_256, _16), (_1, _128, _1024))>;
/// `DstLayout` of `U16x8_LDSM_T`.
pub(crate) type DstT16x8 = Layout<((_4, _8), (_16, _2, _4)), ((_256, _16), (_1, _128, _1024))>;

/// A warp-wide copy operation with fixed layouts; `RefLayout` is `$ref`.
macro_rules! warp_copy {
    ($($(#[$doc:meta])* $name:ident: $src:ty => $dst:ty, reference $reference:ty;)*) => {$(
        named_unit! {
            $(#[$doc])*
            $name
        }
        impl CopyTraits for $name {
            type ThrID = super::copy_sm75::Warp;
            type SrcLayout = $src;
            type DstLayout = $dst;
            type RefLayout = $reference;
        }
    )*};
}
pub(crate) use warp_copy;

warp_copy! {
    /// CuTe's `SM75_U32x1_LDSM_N` (`ldmatrix.x1`): one 8x8 matrix of 16-bit elements, each
    /// thread receiving 32 bits. `SrcLayout = ((_8,_4),_128):((_128,_0),_1)`,
    /// `DstLayout = RefLayout = (_32,_32):(_32,_1)`.
    SM75_U32x1_LDSM_N: Src8x128 => Dst32x32, reference Dst32x32;
    /// CuTe's `SM75_U32x2_LDSM_N` (`ldmatrix.x2`): two matrices.
    /// `SrcLayout = ((_16,_2),_128):((_128,_0),_1)`,
    /// `DstLayout = RefLayout = (_32,(_32,_2)):(_32,(_1,_1024))`.
    SM75_U32x2_LDSM_N: Src16x128 => Dst32x32x2, reference Dst32x32x2;
    /// CuTe's `SM75_U32x4_LDSM_N` (`ldmatrix.x4`): four matrices.
    /// `SrcLayout = (_32,_128):(_128,_1)`, `DstLayout = RefLayout = (_32,(_32,_4)):(_32,(_1,_1024))`.
    SM75_U32x4_LDSM_N: Src32x128 => Dst32x32x4, reference Dst32x32x4;
    /// CuTe's `SM75_U16x2_LDSM_T` (`ldmatrix.x1.trans`): one matrix, transposed.
    /// `DstLayout = RefLayout = ((_4,_8),(_16,_2)):((_256,_16),(_1,_128))`.
    SM75_U16x2_LDSM_T: Src8x128 => DstT16x2, reference DstT16x2;
    /// CuTe's `SM75_U16x4_LDSM_T` (`ldmatrix.x2.trans`): two matrices, transposed.
    /// `DstLayout = RefLayout = ((_4,_8),(_16,_2,_2)):((_256,_16),(_1,_128,_1024))`.
    SM75_U16x4_LDSM_T: Src16x128 => DstT16x4, reference DstT16x4;
    /// CuTe's `SM75_U16x8_LDSM_T` (`ldmatrix.x4.trans`): four matrices, transposed.
    /// `DstLayout = RefLayout = ((_4,_8),(_16,_2,_4)):((_256,_16),(_1,_128,_1024))`.
    SM75_U16x8_LDSM_T: Src32x128 => DstT16x8, reference DstT16x8;
    /// CuTe's `SM75_U32x1_MOVM_T` (`movmatrix.trans`): a register transpose of one 8x8 matrix,
    /// `(_32,_32):(_32,_1)` in and out.
    SM75_U32x1_MOVM_T: Dst32x32 => Dst32x32, reference Dst32x32;
}
