//! The Volta quad-pair MMAs, CuTe's `include/cute/atom/mma_traits_sm70.hpp`:
//! `SM70_8x8x4_{F16F16F16F16,F32F16F16F32}_{TN,NT,NN,TT}`, each computed by a quad pair
//! (threads 0-3 and 16-19 of a warp: `ThrID = (_4,_2):(_1,_16)`), `Shape_MNK = (_8,_8,_4)`.
//!
//! The letters give the majorness of A and B:
//!
//! | | A | B |
//! | --- | --- | --- |
//! | `(_8,_4):(_1,_8)` (row) | `T` | `N` |
//! | `((_4,_2),_4):((_8,_4),_1)` (column) | `N` | `T` |
//!
//! C is `(_8,_8):(_1,_8)` for 16-bit accumulators and
//! `((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32))` for 32-bit ones (CuTe's
//! `0t_mma_atom.md` derives both).
//!
//! ```
//! use layout_core::atom::{MmaTraits, SM70_8x8x4_F32F16F16F32_NT};
//! type Op = SM70_8x8x4_F32F16F16F32_NT;
//! assert_eq!(<Op as MmaTraits>::ThrID::default().to_string(), "(_4,_2):(_1,_16)");
//! assert_eq!(<Op as MmaTraits>::ALayout::default().to_string(), "((_4,_2),_4):((_8,_4),_1)");
//! ```
#![allow(non_camel_case_types)]

use super::mma::mma_op;
use super::value_type::half_t;
use crate::int::*;
use crate::layout::Layout;

/// `ThrID`: the quad pair, threads 0-3 and 16-19.
type QuadPair = Layout<(_4, _2), (_1, _16)>;
/// `(T8,V4) -> (M8,K4)`, A row-major (`T`) or B row-major (`N`).
type Row8x4 = Layout<(_8, _4), (_1, _8)>;
/// `(T8,V4) -> (M8,K4)`, A column-major (`N`) or B column-major (`T`).
type Col8x4 = Layout<((_4, _2), _4), ((_8, _4), _1)>;
/// The 16-bit accumulator.
type C16 = Layout<(_8, _8), (_1, _8)>;
/// The 32-bit accumulator.
type C32 = Layout<((_2, _2, _2), (_2, _2, _2)), ((_1, _16, _4), (_8, _2, _32))>;

mma_op! {
    /// CuTe's `SM70_8x8x4_F16F16F16F16_TN`: `ALayout = BLayout = (_8,_4):(_1,_8)`, `CLayout = (_8,_8):(_1,_8)`.
    SM70_8x8x4_F16F16F16F16_TN: [half_t, half_t, half_t, half_t], shape (_8, _8, _4), thr QuadPair,
        a Row8x4, b Row8x4, c C16;
    /// CuTe's `SM70_8x8x4_F16F16F16F16_NT`: `ALayout = BLayout = ((_4,_2),_4):((_8,_4),_1)`, `CLayout = (_8,_8):(_1,_8)`.
    SM70_8x8x4_F16F16F16F16_NT: [half_t, half_t, half_t, half_t], shape (_8, _8, _4), thr QuadPair,
        a Col8x4, b Col8x4, c C16;
    /// CuTe's `SM70_8x8x4_F16F16F16F16_NN`: `ALayout = ((_4,_2),_4):((_8,_4),_1)`, `BLayout = (_8,_4):(_1,_8)`.
    SM70_8x8x4_F16F16F16F16_NN: [half_t, half_t, half_t, half_t], shape (_8, _8, _4), thr QuadPair,
        a Col8x4, b Row8x4, c C16;
    /// CuTe's `SM70_8x8x4_F16F16F16F16_TT`: `ALayout = (_8,_4):(_1,_8)`, `BLayout = ((_4,_2),_4):((_8,_4),_1)`.
    SM70_8x8x4_F16F16F16F16_TT: [half_t, half_t, half_t, half_t], shape (_8, _8, _4), thr QuadPair,
        a Row8x4, b Col8x4, c C16;
    /// CuTe's `SM70_8x8x4_F32F16F16F32_TN`: as the F16 one, `CLayout = ((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32))`.
    SM70_8x8x4_F32F16F16F32_TN: [f32, half_t, half_t, f32], shape (_8, _8, _4), thr QuadPair,
        a Row8x4, b Row8x4, c C32;
    /// CuTe's `SM70_8x8x4_F32F16F16F32_NT`: `ALayout = BLayout = ((_4,_2),_4):((_8,_4),_1)`.
    SM70_8x8x4_F32F16F16F32_NT: [f32, half_t, half_t, f32], shape (_8, _8, _4), thr QuadPair,
        a Col8x4, b Col8x4, c C32;
    /// CuTe's `SM70_8x8x4_F32F16F16F32_NN`: `ALayout = ((_4,_2),_4):((_8,_4),_1)`, `BLayout = (_8,_4):(_1,_8)`.
    SM70_8x8x4_F32F16F16F32_NN: [f32, half_t, half_t, f32], shape (_8, _8, _4), thr QuadPair,
        a Col8x4, b Row8x4, c C32;
    /// CuTe's `SM70_8x8x4_F32F16F16F32_TT`: `ALayout = (_8,_4):(_1,_8)`, `BLayout = ((_4,_2),_4):((_8,_4),_1)`.
    SM70_8x8x4_F32F16F16F32_TT: [f32, half_t, half_t, f32], shape (_8, _8, _4), thr QuadPair,
        a Row8x4, b Col8x4, c C32;
}
