//! The Hopper register-to-shared-memory matrix stores (`stmatrix`), CuTe's
//! `include/cute/atom/copy_traits_sm90.hpp`: each `SM90_..._STSM_...` is the `ldmatrix` of the
//! same shape run backwards: its `SrcLayout` is the load's `DstLayout`, its `DstLayout` the
//! load's `SrcLayout`, and `RefLayout` is the source.
//!
//! | operation | `SrcLayout` = `RefLayout` | `DstLayout` |
//! | --- | --- | --- |
//! | [`SM90_U32x1_STSM_N`] | `(_32,_32):(_32,_1)` | `((_8,_4),_128):((_128,_0),_1)` |
//! | [`SM90_U32x2_STSM_N`] | `(_32,(_32,_2)):(_32,(_1,_1024))` | `((_16,_2),_128):((_128,_0),_1)` |
//! | [`SM90_U32x4_STSM_N`] | `(_32,(_32,_4)):(_32,(_1,_1024))` | `(_32,_128):(_128,_1)` |
//! | [`SM90_U16x2_STSM_T`] | `((_4,_8),(_16,_2)):((_256,_16),(_1,_128))` | as `U32x1` |
//! | [`SM90_U16x4_STSM_T`] | `((_4,_8),(_16,_2,_2)):((_256,_16),(_1,_128,_1024))` | as `U32x2` |
//! | [`SM90_U16x8_STSM_T`] | `((_4,_8),(_16,_2,_4)):((_256,_16),(_1,_128,_1024))` | as `U32x4` |
//!
//! ```
//! use layout_core::atom::{CopyTraits, SM90_U32x4_STSM_N};
//! assert_eq!(<SM90_U32x4_STSM_N as CopyTraits>::SrcLayout::default().to_string(), "(_32,(_32,_4)):(_32,(_1,_1024))");
//! assert_eq!(<SM90_U32x4_STSM_N as CopyTraits>::DstLayout::default().to_string(), "(_32,_128):(_128,_1)");
//! ```

use super::copy::{named_unit, CopyTraits};
use super::copy_sm75::{
    warp_copy, Dst32x32, Dst32x32x2, Dst32x32x4, DstT16x2, DstT16x4, DstT16x8, Src16x128,
    Src32x128, Src8x128,
};

warp_copy! {
    /// CuTe's `SM90_U32x1_STSM_N` (`stmatrix.x1`): the store of one 8x8 matrix,
    /// [`SM75_U32x1_LDSM_N`](super::SM75_U32x1_LDSM_N) backwards.
    SM90_U32x1_STSM_N: Dst32x32 => Src8x128, reference Dst32x32;
    /// CuTe's `SM90_U32x2_STSM_N` (`stmatrix.x2`): two matrices.
    SM90_U32x2_STSM_N: Dst32x32x2 => Src16x128, reference Dst32x32x2;
    /// CuTe's `SM90_U32x4_STSM_N` (`stmatrix.x4`): four matrices.
    SM90_U32x4_STSM_N: Dst32x32x4 => Src32x128, reference Dst32x32x4;
    /// CuTe's `SM90_U16x2_STSM_T` (`stmatrix.x1.trans`): one matrix, transposed.
    SM90_U16x2_STSM_T: DstT16x2 => Src8x128, reference DstT16x2;
    /// CuTe's `SM90_U16x4_STSM_T` (`stmatrix.x2.trans`): two matrices, transposed.
    SM90_U16x4_STSM_T: DstT16x4 => Src16x128, reference DstT16x4;
    /// CuTe's `SM90_U16x8_STSM_T` (`stmatrix.x4.trans`): four matrices, transposed.
    SM90_U16x8_STSM_T: DstT16x8 => Src32x128, reference DstT16x8;
}
