//! CuTe's layout algebra in Rust: static layouts are types, dynamic values are `i32` leaves.
//!
//! A [`Layout`](struct@Layout) maps coordinates to indices through a shape and a stride, exactly as CuTe's
//! `cute::Layout`. Each integer leaf is either **static** (a zero-sized typenum type such as
//! [`_4`](type@int::_4), printed `_4`) or **dynamic** (an `i32`, printed `4`); results are static
//! exactly where CuTe's are, and a fully static layout is zero-sized with its size and cosize
//! available as constants.
//!
//! ```
//! use layout_core::prelude::*;
//!
//! // CuTe: make_layout(make_shape(_2{}, 4))  ->  (_2,4):(_1,_2)
//! let l = make_layout((_2, 4));
//! assert_eq!(l.to_string(), "(_2,4):(_1,_2)");
//! assert_eq!(l.call((1, 3)), 7);
//!
//! // A fully static layout costs nothing: it is a type.
//! type S = Layout<(_2, (_2, _2)), (_4, (_2, _1))>;
//! assert_eq!(core::mem::size_of::<S>(), 0);
//! const COSIZE: i32 = S::COSIZE;
//! assert_eq!(COSIZE, 8);
//! ```
//!
//! Modules, one concept each: [`int`] (static/dynamic integers and their arithmetic),
//! [`int_tuple`] (IntTuple operations), [`stride`](mod@stride) (crd2idx, idx2crd, compact strides),
//! [`layout`](mod@layout) (the `Layout` type), [`layout_like`] (the bound of generic code over
//! layouts), [`print`] (CuTe's `print` and `print_layout`), and with the
//! `alloc` feature [`runtime`] (layouts known only at run time, and the whole algebra).
#![no_std]
// Shared-memory accesses are inline PTX (`tensor::SmemPtr`): only the nvptx64 build, which
// needs the nightly anyway, uses this feature; the host build is stable Rust.
#![cfg_attr(target_arch = "nvptx64", feature(asm_experimental_arch))]
#![deny(missing_docs)]
#![deny(unsafe_code)]

#[cfg(feature = "alloc")]
extern crate alloc;

pub mod algebra;
pub mod atom;
pub mod basis;
pub mod composed;
#[doc(hidden)]
pub mod hlist;
pub mod int;
pub mod int_tuple;
pub mod layout;
pub mod layout_like;
mod macros;
pub mod numeric;
pub mod print;
pub mod queries;
pub mod stride;
pub mod swizzle;
pub mod tensor;

pub use int_tuple::{DynIntTuple, IntTuple};
pub use layout::{make_layout, make_layout_of, make_layout_with, make_ordered_layout, Layout};
pub use layout_like::LayoutLike;
#[doc(hidden)]
pub use macros::__private;

/// Everything a user calls, in scope with `use layout_core::prelude::*;`: the functions, their
/// traits and result aliases, the types, the static integers, and the atoms (every copy and MMA
/// operation by CuTe's name, `Copy_Atom`, `MMA_Atom`, `make_tiled_mma`, `make_tiled_copy`, ...). Helper traits of the
/// type-level engine (`#[doc(hidden)]`) are not here; generic code names a layout's parts
/// through [`LayoutLike`].
pub mod prelude {
    pub use crate::algebra::{
        append, blocked_product, coalesce, coalesce_with, complement, complement_to, composition,
        downcast, filter, flat_divide, flat_product, flatten_layout, group, left_inverse,
        logical_divide, logical_product, make_layout_tv, max_common_layout, max_common_vector,
        prepend, product_each, raked_product, recast_layout, replace, right_inverse, select, slice,
        take, tile_to_shape, tile_to_shape_with, tiled_divide, tiled_product, try_append,
        try_blocked_product, try_coalesce, try_coalesce_with, try_complement, try_complement_to,
        try_composition, try_downcast, try_filter, try_flat_divide, try_flat_product,
        try_flatten_layout, try_group, try_left_inverse, try_logical_divide, try_logical_product,
        try_make_layout_tv, try_max_common_layout, try_max_common_vector, try_prepend,
        try_raked_product, try_recast_layout, try_right_inverse, try_select, try_slice, try_take,
        try_tile_to_shape, try_tile_to_shape_with, try_tiled_divide, try_tiled_product, try_upcast,
        try_zipped_divide, try_zipped_product, upcast, zipped_divide, zipped_product, AlgebraError,
        Append, Appended, BlockedProduct, BlockedProductOf, Coalesce, CoalesceWith, Coalesced,
        CoalescedWith, Complement, Complemented, ComplementedSelf, Compose, Composed, Downcast,
        Downcasted, Filter, Filtered, FlatDivide, FlatDivided, FlatProduct, FlatProductOf,
        FlattenLayout, FlattenedLayout, Group, Grouped, LayoutMn, LeftInverse, LeftInverseOf,
        LogicalDivide, LogicalDivided, LogicalProduct, LogicalProductOf, MaxCommonLayout,
        MaxCommonLayoutOf, MaxCommonVector, MaxCommonVectorOf, Prepend, Prepended, ProductEach,
        ProductEachOf, RakedProduct, RakedProductOf, Recast, RecastLayout, Replace, Replaced,
        RightInverse, RightInverseOf, Select, Selected, Slice, Sliced, Take, Taken, TileToShape,
        TiledDivide, TiledDivided, TiledProduct, TiledProductOf, TiledToShape, Tiler, TvDomain,
        TvLayout, TvShape, TvTiler, Underscore, Upcast, Upcasted, ZippedDivide, ZippedDivided,
        ZippedProduct, ZippedProductOf, X,
    };
    pub use crate::atom::mma_sm80::*;
    pub use crate::atom::mma_sm90::fp8_int8::{
        GmmaNInt8, SM90_64xNx32_F16E4M3E4M3_RS_TN, SM90_64xNx32_F16E4M3E4M3_SS_TN,
        SM90_64xNx32_F16E4M3E5M2_RS_TN, SM90_64xNx32_F16E4M3E5M2_SS_TN,
        SM90_64xNx32_F16E5M2E4M3_RS_TN, SM90_64xNx32_F16E5M2E4M3_SS_TN,
        SM90_64xNx32_F16E5M2E5M2_RS_TN, SM90_64xNx32_F16E5M2E5M2_SS_TN,
        SM90_64xNx32_F32E4M3E4M3_RS_TN, SM90_64xNx32_F32E4M3E4M3_SS_TN,
        SM90_64xNx32_F32E4M3E5M2_RS_TN, SM90_64xNx32_F32E4M3E5M2_SS_TN,
        SM90_64xNx32_F32E5M2E4M3_RS_TN, SM90_64xNx32_F32E5M2E4M3_SS_TN,
        SM90_64xNx32_F32E5M2E5M2_RS_TN, SM90_64xNx32_F32E5M2E5M2_SS_TN, SM90_64xNx32_S32S8S8_RS_TN,
        SM90_64xNx32_S32S8S8_RS_TN_SATURATE, SM90_64xNx32_S32S8S8_SS_TN,
        SM90_64xNx32_S32S8S8_SS_TN_SATURATE, SM90_64xNx32_S32S8U8_RS_TN,
        SM90_64xNx32_S32S8U8_RS_TN_SATURATE, SM90_64xNx32_S32S8U8_SS_TN,
        SM90_64xNx32_S32S8U8_SS_TN_SATURATE, SM90_64xNx32_S32U8S8_RS_TN,
        SM90_64xNx32_S32U8S8_RS_TN_SATURATE, SM90_64xNx32_S32U8S8_SS_TN,
        SM90_64xNx32_S32U8S8_SS_TN_SATURATE, SM90_64xNx32_S32U8U8_RS_TN,
        SM90_64xNx32_S32U8U8_RS_TN_SATURATE, SM90_64xNx32_S32U8U8_SS_TN,
        SM90_64xNx32_S32U8U8_SS_TN_SATURATE,
    };
    pub use crate::atom::mma_sm90::names::*;
    pub use crate::atom::mma_sm90::names_fp8::*;
    pub use crate::atom::mma_sm90::names_int8::*;
    pub use crate::atom::mma_sm90::{
        GmmaMajor, GmmaN, SM90_64xNx16_F16F16F16_RS, SM90_64xNx16_F16F16F16_SS,
        SM90_64xNx16_F32BF16BF16_RS, SM90_64xNx16_F32BF16BF16_SS, SM90_64xNx16_F32F16F16_RS,
        SM90_64xNx16_F32F16F16_SS, SM90_64xNx8_F32TF32TF32_RS_TN, SM90_64xNx8_F32TF32TF32_SS_TN,
        GMMA,
    };
    pub use crate::atom::{
        complex, cp_async_fence, cp_async_wait, int4b_t, make_rest_pred, make_tiled_copy,
        make_tiled_copy_A, make_tiled_copy_B, make_tiled_copy_C, make_tiled_copy_impl,
        make_tiled_copy_tv, make_tiled_mma, uint1b_t, uint4b_t, AutoVectorizingCopy,
        AutoVectorizingCopyWithAssumedAlignment, CopyAtom, CopyTraits, Copy_Atom, DefaultCopy,
        LayoutA_TV, LayoutB_TV, LayoutC_TV, LayoutD_TV, LayoutS_TV, MMA_Atom, MmaTraits,
        SM70_8x8x4_F16F16F16F16_NN, SM70_8x8x4_F16F16F16F16_NT, SM70_8x8x4_F16F16F16F16_TN,
        SM70_8x8x4_F16F16F16F16_TT, SM70_8x8x4_F32F16F16F32_NN, SM70_8x8x4_F32F16F16F32_NT,
        SM70_8x8x4_F32F16F16F32_TN, SM70_8x8x4_F32F16F16F32_TT, SM75_U16x2_LDSM_T,
        SM75_U16x4_LDSM_T, SM75_U16x8_LDSM_T, SM75_U32x1_LDSM_N, SM75_U32x1_MOVM_T,
        SM75_U32x2_LDSM_N, SM75_U32x4_LDSM_N, SM90_U16x2_STSM_T, SM90_U16x4_STSM_T,
        SM90_U16x8_STSM_T, SM90_U32x1_STSM_N, SM90_U32x2_STSM_N, SM90_U32x4_STSM_N, ThrCopy,
        ThrLayoutVMNK, ThrMMA, TileShapeMNK, TiledCopy, TiledCopyOf, TiledMMA, TiledMmaOf,
        UniversalCopy, UniversalFMA, ValueBits, SM80_CP_ASYNC_CACHEALWAYS,
        SM80_CP_ASYNC_CACHEALWAYS_ZFILL, SM80_CP_ASYNC_CACHEGLOBAL,
        SM80_CP_ASYNC_CACHEGLOBAL_ZFILL,
    };
    #[cfg(feature = "alloc")]
    pub use crate::atom::{print_latex, PrintLatex};
    pub use crate::composed::*;
    pub use crate::int::*;
    pub use crate::int_tuple::{
        ceil_div, compatible, congruent, elem_less, flatten, get, prefix_product, shape_div,
        weakly_congruent, CeilDiv, CeilDivided, DynIntTuple, ElemLess, Flatten, Flattened, Get,
        GetOf, IntTuple, PrefixProduct, PrefixProductOf, ShapeDiv, ShapeDivided,
    };
    pub use crate::layout::{
        make_layout, make_layout_of, make_layout_with, make_ordered_layout, CongruentWith,
        CosizeOf, Layout, LayoutLeftOf, LayoutOfLayouts, LayoutRightOf, MakeLayoutOf, RankTwo,
        StrideFor,
    };
    pub use crate::layout_like::LayoutLike;
    pub use crate::numeric::{
        bf16, bfloat16_t, e4m3, e5m2, f16, float_e4m3_t, float_e5m2_t, half_t, tf32, tfloat32_t,
        Arith, Float, Math, Numeric, Soft,
    };
    pub use crate::print::display;
    pub use crate::queries::{
        cosize, depth, is_static, print_layout, rank, shape, size, stride, IsStatic, Shaped,
        Strided,
    };
    pub use crate::stride::{
        compact_col_major, compact_order, compact_row_major, crd2idx, idx2crd, Compact,
        CompactOrder, CompactOrderOf, CompactStride, Crd2Idx, Crd2IdxOf, Idx2Crd, Idx2CrdOf,
        LayoutLeft, LayoutRight,
    };
    pub use crate::swizzle::*;
    pub use crate::tensor::*;
}

#[cfg(feature = "alloc")]
pub mod runtime;

pub use typenum;
