// THIS IS GENERATED CODE by layout-core/tests/gen/atom_goldens.py: do not edit by hand.
// Golden cases of goldens/oracle-cpp-kernel on MMA and copy atoms and tiled copies, built with the typed layer: the printed
// result must equal what CuTe printed and be zero-sized. Cases CuTe rejects are compile-time
// assertions that the typed form does not implement its trait.
//
// Cases not typed (of both atom golden files):
// (none: every input is static)
#![allow(clippy::all)]

mod golden_check;
use golden_check::Check;
use layout_core::atom::*;
use layout_core::prelude::*;
use layout_core::{layout, tile, Layout};
use static_assertions::assert_not_impl_any;

// Cases CuTe rejects: the typed form does not implement its trait (14).
// ThrID.jsonl:2: ThrID(Copy_Atom<SM75_U16x4_LDSM_T,float>)
assert_not_impl_any!(Copy_Atom<SM75_U16x4_LDSM_T, f32>: CopyAtom);
// ValLayoutSrc.jsonl:1: ValLayoutSrc(Copy_Atom<SM75_U16x8_LDSM_T,float>)
assert_not_impl_any!(Copy_Atom<SM75_U16x8_LDSM_T, f32>: CopyAtom);
// ValLayoutDst.jsonl:1: ValLayoutDst(Copy_Atom<SM75_U16x2_LDSM_T,float>)
assert_not_impl_any!(Copy_Atom<SM75_U16x2_LDSM_T, f32>: CopyAtom);
// ValLayoutRef.jsonl:1: ValLayoutRef(Copy_Atom<SM75_U16x2_LDSM_T,float>)
assert_not_impl_any!(Copy_Atom<SM75_U16x2_LDSM_T, f32>: CopyAtom);
// ValLayoutRef.jsonl:2: ValLayoutRef(Copy_Atom<SM75_U16x4_LDSM_T,float>)
assert_not_impl_any!(Copy_Atom<SM75_U16x4_LDSM_T, f32>: CopyAtom);
// get_layoutS_TV.jsonl:5: get_layoutS_TV(make_tiled_copy(Copy_Atom<SM75_U32x4_LDSM_N,half_t>,(_1,_32):(_32,_1),(_2,_2):(_2,_1)))
assert_not_impl_any!(TiledCopyOf<Copy_Atom<SM75_U32x4_LDSM_N, half_t>, Layout![(_1,_32):(_32,_1)], Layout![(_2,_2):(_2,_1)]>: TiledCopyCore);
// get_layoutS_TV.jsonl:8: get_layoutS_TV(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>,(_8,_16):(_16,_1),(_2,_2):(_2,_1)))
assert_not_impl_any!(TiledCopyOf<Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>, Layout![(_8,_16):(_16,_1)], Layout![(_2,_2):(_2,_1)]>: TiledCopyCore);
// get_layoutS_TV.jsonl:10: get_layoutS_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>,half_t>,(_2,_128):(_1,_2),(_1,_4):(_1,_1)))
assert_not_impl_any!(TiledCopyOf<Copy_Atom<UniversalCopy<u128>, half_t>, Layout![(_2,_128):(_1,_2)], Layout![(_1,_4):(_1,_1)]>: TiledCopyCore);
// get_layoutS_TV.jsonl:20: get_layoutS_TV(make_tiled_copy_B(Copy_Atom<SM75_U32x2_LDSM_N,half_t>,make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN,(_1,_1,_1):(_1,_1,_1),(_32,_8,_8))))
assert_not_impl_any!(TiledCopy<Copy_Atom<SM75_U32x2_LDSM_N, half_t>, LayoutB_TV<TiledMmaOf<SM80_16x8x8_F16F16F16F16_TN, Layout![(_1,_1,_1):(_1,_1,_1)], (_32, _8, _8)>>, Picked<OperandB, TileShapeMNK<TiledMmaOf<SM80_16x8x8_F16F16F16F16_TN, Layout![(_1,_1,_1):(_1,_1,_1)], (_32, _8, _8)>>>>: TiledCopyCore);
// get_layoutD_TV.jsonl:4: get_layoutD_TV(make_tiled_copy(Copy_Atom<SM75_U16x8_LDSM_T,float>,(_64,_1):(_1,_64),(_3,_1):(_1,_3)))
assert_not_impl_any!(TiledCopyOf<Copy_Atom<SM75_U16x8_LDSM_T, f32>, Layout![(_64,_1):(_1,_64)], Layout![(_3,_1):(_1,_3)]>: TiledCopyCore);
// get_layoutD_TV.jsonl:15: get_layoutD_TV(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>,(_8,_16):(_16,_1),(_2,_2):(_2,_1)))
assert_not_impl_any!(TiledCopyOf<Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>, Layout![(_8,_16):(_16,_1)], Layout![(_2,_2):(_2,_1)]>: TiledCopyCore);
// get_layoutD_TV.jsonl:27: get_layoutD_TV(make_tiled_copy_B(Copy_Atom<SM75_U32x2_LDSM_N,half_t>,make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN,(_1,_1,_1):(_1,_1,_1),(_32,_8,_8))))
assert_not_impl_any!(TiledCopy<Copy_Atom<SM75_U32x2_LDSM_N, half_t>, LayoutB_TV<TiledMmaOf<SM80_16x8x8_F16F16F16F16_TN, Layout![(_1,_1,_1):(_1,_1,_1)], (_32, _8, _8)>>, Picked<OperandB, TileShapeMNK<TiledMmaOf<SM80_16x8x8_F16F16F16F16_TN, Layout![(_1,_1,_1):(_1,_1,_1)], (_32, _8, _8)>>>>: TiledCopyCore);
// Tiler_MN.jsonl:12: Tiler_MN(make_tiled_copy_B(Copy_Atom<SM75_U32x4_LDSM_N,half_t>,make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN,(_4,_2,_1):(_1,_4,_8),(_128,_16,_16))))
assert_not_impl_any!(TiledCopy<Copy_Atom<SM75_U32x4_LDSM_N, half_t>, LayoutB_TV<TiledMmaOf<SM80_16x8x16_F32F16F16F32_TN, Layout![(_4,_2,_1):(_1,_4,_8)], (_128, _16, _16)>>, Picked<OperandB, TileShapeMNK<TiledMmaOf<SM80_16x8x16_F32F16F16F32_TN, Layout![(_4,_2,_1):(_1,_4,_8)], (_128, _16, _16)>>>>: TiledCopyCore);
// TiledLayout_TV.jsonl:11: TiledLayout_TV(make_tiled_copy_B(Copy_Atom<SM75_U32x2_LDSM_N,half_t>,make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN,(_1,_1,_1):(_1,_1,_1),(_32,_8,_8))))
assert_not_impl_any!(TiledCopy<Copy_Atom<SM75_U32x2_LDSM_N, half_t>, LayoutB_TV<TiledMmaOf<SM80_16x8x8_F16F16F16F16_TN, Layout![(_1,_1,_1):(_1,_1,_1)], (_32, _8, _8)>>, Picked<OperandB, TileShapeMNK<TiledMmaOf<SM80_16x8x8_F16F16F16F16_TN, Layout![(_1,_1,_1):(_1,_1,_1)], (_32, _8, _8)>>>>: TiledCopyCore);

fn cases_0(k: &mut Check) {
    // ThrID.jsonl:1
    k.show(
        "ThrID(Copy_Atom<SM75_U16x2_LDSM_T,half_t>)",
        <Copy_Atom<SM75_U16x2_LDSM_T, half_t> as CopyAtom>::ThrID::default(),
        "_32:_1",
        true,
    );
    // ThrID.jsonl:3
    k.show(
        "ThrID(Copy_Atom<SM75_U32x1_LDSM_N,half_t>)",
        <Copy_Atom<SM75_U32x1_LDSM_N, half_t> as CopyAtom>::ThrID::default(),
        "_32:_1",
        true,
    );
    // ThrID.jsonl:4
    k.show(
        "ThrID(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>)",
        <Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t> as CopyAtom>::ThrID::default(),
        "_1:_0",
        true,
    );
    // ThrID.jsonl:5
    k.show(
        "ThrID(Copy_Atom<UniversalCopy<uint128_t>,float>)",
        <Copy_Atom<UniversalCopy<u128>, f32> as CopyAtom>::ThrID::default(),
        "_1:_0",
        true,
    );
    // ThrID.jsonl:6
    k.show(
        "ThrID(Copy_Atom<UniversalCopy<uint128_t>,half_t>)",
        <Copy_Atom<UniversalCopy<u128>, half_t> as CopyAtom>::ThrID::default(),
        "_1:_0",
        true,
    );
    // ThrID.jsonl:7
    k.show(
        "ThrID(SM75_U16x4_LDSM_T)",
        <SM75_U16x4_LDSM_T as CopyTraits>::ThrID::default(),
        "_32:_1",
        true,
    );
    // ThrID.jsonl:8
    k.show(
        "ThrID(SM75_U16x8_LDSM_T)",
        <SM75_U16x8_LDSM_T as CopyTraits>::ThrID::default(),
        "_32:_1",
        true,
    );
    // ThrID.jsonl:9
    k.show(
        "ThrID(SM75_U32x1_LDSM_N)",
        <SM75_U32x1_LDSM_N as CopyTraits>::ThrID::default(),
        "_32:_1",
        true,
    );
    // ThrID.jsonl:10
    k.show(
        "ThrID(SM75_U32x2_LDSM_N)",
        <SM75_U32x2_LDSM_N as CopyTraits>::ThrID::default(),
        "_32:_1",
        true,
    );
    // ThrID.jsonl:11
    k.show(
        "ThrID(SM90_64x256x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>)",
        <SM90_64x256x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::ThrID::default(
        ),
        "_128:_1",
        true,
    );
    // ThrID.jsonl:12
    k.show(
        "ThrID(SM90_64x256x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>)",
        <SM90_64x256x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::ThrID::default(
        ),
        "_128:_1",
        true,
    );
    // ThrID.jsonl:13
    k.show(
        "ThrID(SM90_64x32x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>)",
        <SM90_64x32x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::ThrID::default(),
        "_128:_1",
        true,
    );
    // ThrID.jsonl:14
    k.show(
        "ThrID(SM90_64x32x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>)",
        <SM90_64x32x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::ThrID::default(),
        "_128:_1",
        true,
    );
    // ThrID.jsonl:15
    k.show(
        "ThrID(UniversalCopy<uint64_t>)",
        <UniversalCopy<u64> as CopyTraits>::ThrID::default(),
        "_1:_0",
        true,
    );
    // Shape_MNK.jsonl:1
    k.show(
        "Shape_MNK(SM80_16x8x16_F16F16F16F16_TN)",
        display(<SM80_16x8x16_F16F16F16F16_TN as MmaTraits>::Shape_MNK::default()),
        "(_16,_8,_16)",
        true,
    );
    // Shape_MNK.jsonl:2
    k.show(
        "Shape_MNK(SM80_16x8x16_F32F16F16F32_TN)",
        display(<SM80_16x8x16_F32F16F16F32_TN as MmaTraits>::Shape_MNK::default()),
        "(_16,_8,_16)",
        true,
    );
}

fn cases_1(k: &mut Check) {
    // Shape_MNK.jsonl:3
    k.show(
        "Shape_MNK(SM80_16x8x32_S32S8S8S32_TN)",
        display(<SM80_16x8x32_S32S8S8S32_TN as MmaTraits>::Shape_MNK::default()),
        "(_16,_8,_32)",
        true,
    );
    // Shape_MNK.jsonl:4
    k.show("Shape_MNK(SM90_64x128x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>)", display(<SM90_64x128x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::Shape_MNK::default()), "(_64,_128,_16)", true);
    // Shape_MNK.jsonl:5
    k.show("Shape_MNK(SM90_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>)", display(<SM90_64x16x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::Shape_MNK::default()), "(_64,_16,_16)", true);
    // Shape_MNK.jsonl:6
    k.show("Shape_MNK(SM90_64x256x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>)", display(<SM90_64x256x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::Shape_MNK::default()), "(_64,_256,_16)", true);
    // Shape_MNK.jsonl:7
    k.show("Shape_MNK(SM90_64x256x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>)", display(<SM90_64x256x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::Shape_MNK::default()), "(_64,_256,_16)", true);
    // Shape_MNK.jsonl:8
    k.show("Shape_MNK(SM90_64x256x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>)", display(<SM90_64x256x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::Shape_MNK::default()), "(_64,_256,_16)", true);
    // Shape_MNK.jsonl:9
    k.show("Shape_MNK(SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN,GMMA::Major::MN>)", display(<SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN, GMMA::Major::MN> as MmaTraits>::Shape_MNK::default()), "(_64,_64,_16)", true);
    // Shape_MNK.jsonl:10
    k.show("Shape_MNK(SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>)", display(<SM90_64x64x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::Shape_MNK::default()), "(_64,_64,_16)", true);
    // Shape_MNK.jsonl:11
    k.show("Shape_MNK(SM90_64x8x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>)", display(<SM90_64x8x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::Shape_MNK::default()), "(_64,_8,_16)", true);
    // Shape_MNK.jsonl:12
    k.show("Shape_MNK(SM90_64x8x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>)", display(<SM90_64x8x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::Shape_MNK::default()), "(_64,_8,_16)", true);
    // ALayout.jsonl:1
    k.show(
        "ALayout(SM80_16x8x16_F16F16F16F16_TN)",
        <SM80_16x8x16_F16F16F16F16_TN as MmaTraits>::ALayout::default(),
        "((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))",
        true,
    );
    // ALayout.jsonl:2
    k.show("ALayout(SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN,GMMA::Major::MN>)", <SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN, GMMA::Major::MN> as MmaTraits>::ALayout::default(), "(_128,(_64,_16)):(_0,(_1,_64))", true);
    // ALayout.jsonl:3
    k.show(
        "ALayout(SM90_64x64x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>)",
        <SM90_64x64x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::ALayout::default(
        ),
        "((_4,_8,_4),(_2,_2,_2)):((_128,_1,_16),(_64,_8,_512))",
        true,
    );
    // ALayout.jsonl:4
    k.show(
        "ALayout(SM90_64x8x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>)",
        <SM90_64x8x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::ALayout::default(
        ),
        "(_128,(_64,_16)):(_0,(_1,_64))",
        true,
    );
    // ALayout.jsonl:5
    k.show(
        "ALayout(UniversalFMA<float>)",
        <UniversalFMA<f32> as MmaTraits>::ALayout::default(),
        "(_1,_1):(_0,_0)",
        true,
    );
    // BLayout.jsonl:1
    k.show(
        "BLayout(SM90_64x16x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>)",
        <SM90_64x16x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::BLayout::default(
        ),
        "(_128,(_16,_16)):(_0,(_1,_16))",
        true,
    );
}

fn cases_2(k: &mut Check) {
    // BLayout.jsonl:2
    k.show("BLayout(SM90_64x256x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>)", <SM90_64x256x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::BLayout::default(), "(_128,(_256,_16)):(_0,(_1,_256))", true);
    // BLayout.jsonl:3
    k.show("BLayout(SM90_64x256x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>)", <SM90_64x256x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::BLayout::default(), "(_128,(_256,_16)):(_0,(_1,_256))", true);
    // BLayout.jsonl:4
    k.show(
        "BLayout(SM90_64x32x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>)",
        <SM90_64x32x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::BLayout::default(
        ),
        "(_128,(_32,_16)):(_0,(_1,_32))",
        true,
    );
    // BLayout.jsonl:5
    k.show(
        "BLayout(SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>)",
        <SM90_64x64x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::BLayout::default(
        ),
        "(_128,(_64,_16)):(_0,(_1,_64))",
        true,
    );
    // BLayout.jsonl:6
    k.show(
        "BLayout(UniversalFMA<float>)",
        <UniversalFMA<f32> as MmaTraits>::BLayout::default(),
        "(_1,_1):(_0,_0)",
        true,
    );
    // CLayout.jsonl:1
    k.show(
        "CLayout(SM80_16x8x16_F32BF16BF16F32_TN)",
        <SM80_16x8x16_F32BF16BF16F32_TN as MmaTraits>::CLayout::default(),
        "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))",
        true,
    );
    // CLayout.jsonl:2
    k.show(
        "CLayout(SM80_16x8x16_F32F16F16F32_TN)",
        <SM80_16x8x16_F32F16F16F32_TN as MmaTraits>::CLayout::default(),
        "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))",
        true,
    );
    // CLayout.jsonl:3
    k.show(
        "CLayout(SM80_16x8x8_F16F16F16F16_TN)",
        <SM80_16x8x8_F16F16F16F16_TN as MmaTraits>::CLayout::default(),
        "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))",
        true,
    );
    // CLayout.jsonl:4
    k.show("CLayout(SM90_64x128x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>)", <SM90_64x128x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::CLayout::default(), "((_4,_8,_4),(_2,_2,_16)):((_128,_1,_16),(_64,_8,_512))", true);
    // CLayout.jsonl:5
    k.show("CLayout(SM90_64x128x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>)", <SM90_64x128x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::CLayout::default(), "((_4,_8,_4),(_2,_2,_16)):((_128,_1,_16),(_64,_8,_512))", true);
    // CLayout.jsonl:6
    k.show(
        "CLayout(SM90_64x16x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>)",
        <SM90_64x16x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::CLayout::default(
        ),
        "((_4,_8,_4),(_2,_2,_2)):((_128,_1,_16),(_64,_8,_512))",
        true,
    );
    // CLayout.jsonl:7
    k.show(
        "CLayout(SM90_64x32x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>)",
        <SM90_64x32x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K> as MmaTraits>::CLayout::default(
        ),
        "((_4,_8,_4),(_2,_2,_4)):((_128,_1,_16),(_64,_8,_512))",
        true,
    );
    // SrcLayout.jsonl:1
    k.show(
        "SrcLayout(SM75_U16x2_LDSM_T)",
        <SM75_U16x2_LDSM_T as CopyTraits>::SrcLayout::default(),
        "((_8,_4),_128):((_128,_0),_1)",
        true,
    );
    // SrcLayout.jsonl:2
    k.show(
        "SrcLayout(SM75_U32x1_LDSM_N)",
        <SM75_U32x1_LDSM_N as CopyTraits>::SrcLayout::default(),
        "((_8,_4),_128):((_128,_0),_1)",
        true,
    );
    // SrcLayout.jsonl:3
    k.show(
        "SrcLayout(SM75_U32x2_LDSM_N)",
        <SM75_U32x2_LDSM_N as CopyTraits>::SrcLayout::default(),
        "((_16,_2),_128):((_128,_0),_1)",
        true,
    );
    // SrcLayout.jsonl:4
    k.show(
        "SrcLayout(SM80_CP_ASYNC_CACHEALWAYS<uint128_t>)",
        <SM80_CP_ASYNC_CACHEALWAYS<u128> as CopyTraits>::SrcLayout::default(),
        "(_1,_128):(_0,_1)",
        true,
    );
}

fn cases_3(k: &mut Check) {
    // DstLayout.jsonl:1
    k.show(
        "DstLayout(SM75_U16x2_LDSM_T)",
        <SM75_U16x2_LDSM_T as CopyTraits>::DstLayout::default(),
        "((_4,_8),(_16,_2)):((_256,_16),(_1,_128))",
        true,
    );
    // DstLayout.jsonl:2
    k.show(
        "DstLayout(SM75_U16x4_LDSM_T)",
        <SM75_U16x4_LDSM_T as CopyTraits>::DstLayout::default(),
        "((_4,_8),(_16,_2,_2)):((_256,_16),(_1,_128,_1024))",
        true,
    );
    // DstLayout.jsonl:3
    k.show(
        "DstLayout(SM75_U16x8_LDSM_T)",
        <SM75_U16x8_LDSM_T as CopyTraits>::DstLayout::default(),
        "((_4,_8),(_16,_2,_4)):((_256,_16),(_1,_128,_1024))",
        true,
    );
    // DstLayout.jsonl:4
    k.show(
        "DstLayout(SM75_U32x4_LDSM_N)",
        <SM75_U32x4_LDSM_N as CopyTraits>::DstLayout::default(),
        "(_32,(_32,_4)):(_32,(_1,_1024))",
        true,
    );
    // DstLayout.jsonl:5
    k.show(
        "DstLayout(UniversalCopy<uint128_t>)",
        <UniversalCopy<u128> as CopyTraits>::DstLayout::default(),
        "(_1,_128):(_0,_1)",
        true,
    );
    // DstLayout.jsonl:6
    k.show(
        "DstLayout(UniversalCopy<uint32_t>)",
        <UniversalCopy<u32> as CopyTraits>::DstLayout::default(),
        "(_1,_32):(_0,_1)",
        true,
    );
    // DstLayout.jsonl:7
    k.show(
        "DstLayout(UniversalCopy<uint64_t>)",
        <UniversalCopy<u64> as CopyTraits>::DstLayout::default(),
        "(_1,_64):(_0,_1)",
        true,
    );
    // RefLayout.jsonl:1
    k.show(
        "RefLayout(SM75_U32x4_LDSM_N)",
        <SM75_U32x4_LDSM_N as CopyTraits>::RefLayout::default(),
        "(_32,(_32,_4)):(_32,(_1,_1024))",
        true,
    );
    // RefLayout.jsonl:2
    k.show(
        "RefLayout(SM80_CP_ASYNC_CACHEALWAYS<uint128_t>)",
        <SM80_CP_ASYNC_CACHEALWAYS<u128> as CopyTraits>::RefLayout::default(),
        "(_1,_128):(_0,_1)",
        true,
    );
    // RefLayout.jsonl:3
    k.show(
        "RefLayout(UniversalCopy<uint128_t>)",
        <UniversalCopy<u128> as CopyTraits>::RefLayout::default(),
        "(_1,_128):(_0,_1)",
        true,
    );
    // RefLayout.jsonl:4
    k.show(
        "RefLayout(UniversalCopy<uint32_t>)",
        <UniversalCopy<u32> as CopyTraits>::RefLayout::default(),
        "(_1,_32):(_0,_1)",
        true,
    );
    // ValLayoutSrc.jsonl:2
    k.show(
        "ValLayoutSrc(Copy_Atom<SM75_U32x1_LDSM_N,float>)",
        <Copy_Atom<SM75_U32x1_LDSM_N, f32> as CopyAtom>::ValLayoutSrc::default(),
        "((_8,_4),_4):((_4,_0),_1)",
        true,
    );
    // ValLayoutSrc.jsonl:3
    k.show(
        "ValLayoutSrc(Copy_Atom<SM75_U32x4_LDSM_N,half_t>)",
        <Copy_Atom<SM75_U32x4_LDSM_N, half_t> as CopyAtom>::ValLayoutSrc::default(),
        "(_32,_8):(_8,_1)",
        true,
    );
    // ValLayoutSrc.jsonl:4
    k.show(
        "ValLayoutSrc(Copy_Atom<UniversalCopy<uint32_t>,half_t>)",
        <Copy_Atom<UniversalCopy<u32>, half_t> as CopyAtom>::ValLayoutSrc::default(),
        "(_1,_2):(_0,_1)",
        true,
    );
    // ValLayoutDst.jsonl:2
    k.show(
        "ValLayoutDst(Copy_Atom<SM75_U32x1_LDSM_N,float>)",
        <Copy_Atom<SM75_U32x1_LDSM_N, f32> as CopyAtom>::ValLayoutDst::default(),
        "(_32,_1):(_1,_1)",
        true,
    );
    // ValLayoutDst.jsonl:3
    k.show(
        "ValLayoutDst(Copy_Atom<SM75_U32x2_LDSM_N,half_t>)",
        <Copy_Atom<SM75_U32x2_LDSM_N, half_t> as CopyAtom>::ValLayoutDst::default(),
        "(_32,(_2,_2)):(_2,(_1,_64))",
        true,
    );
}

fn cases_4(k: &mut Check) {
    // ValLayoutDst.jsonl:4
    k.show(
        "ValLayoutDst(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>)",
        <Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t> as CopyAtom>::ValLayoutDst::default(),
        "(_1,_8):(_0,_1)",
        true,
    );
    // ValLayoutDst.jsonl:5
    k.show(
        "ValLayoutDst(Copy_Atom<UniversalCopy<uint128_t>,half_t>)",
        <Copy_Atom<UniversalCopy<u128>, half_t> as CopyAtom>::ValLayoutDst::default(),
        "(_1,_8):(_0,_1)",
        true,
    );
    // ValLayoutDst.jsonl:6
    k.show(
        "ValLayoutDst(Copy_Atom<UniversalCopy<uint64_t>,half_t>)",
        <Copy_Atom<UniversalCopy<u64>, half_t> as CopyAtom>::ValLayoutDst::default(),
        "(_1,_4):(_0,_1)",
        true,
    );
    // ValLayoutRef.jsonl:3
    k.show(
        "ValLayoutRef(Copy_Atom<SM75_U16x4_LDSM_T,half_t>)",
        <Copy_Atom<SM75_U16x4_LDSM_T, half_t> as CopyAtom>::ValLayoutRef::default(),
        "((_4,_8),(_1,_2,_2)):((_16,_1),(_1,_8,_64))",
        true,
    );
    // ValLayoutRef.jsonl:4
    k.show(
        "ValLayoutRef(Copy_Atom<SM75_U32x1_LDSM_N,float>)",
        <Copy_Atom<SM75_U32x1_LDSM_N, f32> as CopyAtom>::ValLayoutRef::default(),
        "(_32,_1):(_1,_1)",
        true,
    );
    // ValLayoutRef.jsonl:5
    k.show(
        "ValLayoutRef(Copy_Atom<SM75_U32x2_LDSM_N,float>)",
        <Copy_Atom<SM75_U32x2_LDSM_N, f32> as CopyAtom>::ValLayoutRef::default(),
        "(_32,(_1,_2)):(_1,(_1,_32))",
        true,
    );
    // ValLayoutRef.jsonl:6
    k.show(
        "ValLayoutRef(Copy_Atom<SM75_U32x4_LDSM_N,float>)",
        <Copy_Atom<SM75_U32x4_LDSM_N, f32> as CopyAtom>::ValLayoutRef::default(),
        "(_32,(_1,_4)):(_1,(_1,_32))",
        true,
    );
    // ValLayoutRef.jsonl:7
    k.show(
        "ValLayoutRef(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>)",
        <Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t> as CopyAtom>::ValLayoutRef::default(),
        "(_1,_8):(_0,_1)",
        true,
    );
    // get_layoutS_TV.jsonl:1
    k.show("get_layoutS_TV(make_tiled_copy(Copy_Atom<SM75_U16x2_LDSM_T,half_t>,(_2,_16):(_16,_1),(_4,_1):(_1,_1)))", make_tiled_copy(<Copy_Atom<SM75_U16x2_LDSM_T, half_t>>::default(), layout!((_2,_16):(_16,_1)), layout!((_4,_1):(_1,_1))).get_layoutS_TV(), "((_2,_4,_4),((_4,_2),_2)):((_1,_8,_0),((_32,_4),_2))", true);
    // get_layoutS_TV.jsonl:2
    k.show("get_layoutS_TV(make_tiled_copy(Copy_Atom<SM75_U16x4_LDSM_T,half_t>,(_32,_2):(_2,_1),(_1,_8):(_8,_1)))", make_tiled_copy(<Copy_Atom<SM75_U16x4_LDSM_T, half_t>>::default(), layout!((_32,_2):(_2,_1)), layout!((_1,_8):(_8,_1))).get_layoutS_TV(), "((_2,_2,_2,_2,_2,_2),(_8,_2)):((_32,_256,_1,_64,_0,_16),(_2,_128))", true);
    // get_layoutS_TV.jsonl:3
    k.show("get_layoutS_TV(make_tiled_copy(Copy_Atom<SM75_U32x1_LDSM_N,float>,(_1,_32):(_32,_1),(_1,_1):(_1,_1)))", make_tiled_copy(<Copy_Atom<SM75_U32x1_LDSM_N, f32>>::default(), layout!((_1,_32):(_32,_1)), layout!((_1,_1):(_1,_1))).get_layoutS_TV(), "((_8,_4),(_4,_1)):((_4,_0),(_1,_0))", true);
    // get_layoutS_TV.jsonl:4
    k.show("get_layoutS_TV(make_tiled_copy(Copy_Atom<SM75_U32x1_LDSM_N,float>,(_2,_64):(_1,_2),(_2,_1):(_1,_1)))", make_tiled_copy(<Copy_Atom<SM75_U32x1_LDSM_N, f32>>::default(), layout!((_2,_64):(_1,_2)), layout!((_2,_1):(_1,_1))).get_layoutS_TV(), "((_8,_4,_4),(_4,_2)):((_8,_0,_64),(_2,_1))", true);
    // get_layoutS_TV.jsonl:6
    k.show("get_layoutS_TV(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,float>,(_32,_8):(_1,_32),(_4,_1):(_1,_0)))", make_tiled_copy(<Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<u128>, f32>>::default(), layout!((_32,_8):(_1,_32)), layout!((_4,_1):(_1,_0))).get_layoutS_TV(), "(_256,(_4,_1)):(_4,(_1,_0))", true);
    // get_layoutS_TV.jsonl:7
    k.show("get_layoutS_TV(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>,(_32,_4):(_4,_1),(_1,_8):(_0,_1)))", make_tiled_copy(<Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>>::default(), layout!((_32,_4):(_4,_1)), layout!((_1,_8):(_0,_1))).get_layoutS_TV(), "((_4,_32),(_8,_1)):((_256,_1),(_32,_0))", true);
    // get_layoutS_TV.jsonl:9
    k.show("get_layoutS_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>,half_t>,(_1,_64):(_64,_1),(_8,_2):(_1,_8)))", make_tiled_copy(<Copy_Atom<UniversalCopy<u128>, half_t>>::default(), layout!((_1,_64):(_64,_1)), layout!((_8,_2):(_1,_8))).get_layoutS_TV(), "(_64,(_8,_2)):(_16,(_1,_8))", true);
    // get_layoutS_TV.jsonl:11
    k.show("get_layoutS_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>,half_t>,(_8,_8):(_8,_1),(_4,_2):(_2,_1)))", make_tiled_copy(<Copy_Atom<UniversalCopy<u128>, half_t>>::default(), layout!((_8,_8):(_8,_1)), layout!((_4,_2):(_2,_1))).get_layoutS_TV(), "((_8,_8),((_2,_4),_1)):((_64,_4),((_32,_1),_0))", true);
}

fn cases_5(k: &mut Check) {
    // get_layoutS_TV.jsonl:12
    k.show("get_layoutS_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>,float>,(_128,_1):(_1,_128),(_1,_1):(_1,_1)))", make_tiled_copy(<Copy_Atom<UniversalCopy<u32>, f32>>::default(), layout!((_128,_1):(_1,_128)), layout!((_1,_1):(_1,_1))).get_layoutS_TV(), "(_128,(_1,_1)):(_1,(_0,_0))", true);
    // get_layoutS_TV.jsonl:13
    k.show("get_layoutS_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>,float>,(_32,_8):(_8,_1),(_1,_1):(_0,_0)))", make_tiled_copy(<Copy_Atom<UniversalCopy<u32>, f32>>::default(), layout!((_32,_8):(_8,_1)), layout!((_1,_1):(_0,_0))).get_layoutS_TV(), "((_8,_32),(_1,_1)):((_32,_1),(_0,_0))", true);
    // get_layoutS_TV.jsonl:14
    k.show("get_layoutS_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint64_t>,half_t>,(_4,_64):(_1,_4),(_4,_1):(_1,_4)))", make_tiled_copy(<Copy_Atom<UniversalCopy<u64>, half_t>>::default(), layout!((_4,_64):(_1,_4)), layout!((_4,_1):(_1,_4))).get_layoutS_TV(), "(_256,(_4,_1)):(_4,(_1,_0))", true);
    // get_layoutS_TV.jsonl:15
    k.show("get_layoutS_TV(make_tiled_copy_A(Copy_Atom<SM75_U32x2_LDSM_N,half_t>,make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN,(_2,_1,_1):(_1,_2,_2),(_32,_8,_8))))", make_tiled_copy_A(<Copy_Atom<SM75_U32x2_LDSM_N, half_t>>::default(), make_tiled_mma(<SM80_16x8x8_F16F16F16F16_TN>::default(), layout!((_2,_1,_1):(_1,_2,_2)), tile!((_32,_8,_8)))).get_layoutS_TV(), "((_16,_2,_2),(_8,_1)):((_1,_0,_16),(_32,_0))", true);
    // get_layoutS_TV.jsonl:16
    k.show("get_layoutS_TV(make_tiled_copy_A(Copy_Atom<UniversalCopy<uint32_t>,float>,make_tiled_mma(UniversalFMA<float>,(_16,_16,_1):(_1,_16,_256))))", make_tiled_copy_A(<Copy_Atom<UniversalCopy<u32>, f32>>::default(), make_tiled_mma(<UniversalFMA<f32>>::default(), layout!((_16,_16,_1):(_1,_16,_256)), X)).get_layoutS_TV(), "((_16,_16),(_1,_1)):((_1,_0),(_0,_0))", true);
    // get_layoutS_TV.jsonl:17
    k.show("get_layoutS_TV(make_tiled_copy_A(Copy_Atom<UniversalCopy<uint32_t>,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2):(_1,_2),(_32,_32,_16))))", make_tiled_copy_A(<Copy_Atom<UniversalCopy<u32>, half_t>>::default(), make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_2,_2):(_1,_2)), tile!((_32,_32,_16)))).get_layoutS_TV(), "((_4,_8,_2,_2),(_2,(_2,_2))):((_64,_1,_16,_0),(_32,(_8,_256)))", true);
    // get_layoutS_TV.jsonl:18
    k.show("get_layoutS_TV(make_tiled_copy_A(Copy_Atom<UniversalCopy<uint32_t>,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_4,_2,_1):(_1,_4,_8),(_128,_32,_16))))", make_tiled_copy_A(<Copy_Atom<UniversalCopy<u32>, half_t>>::default(), make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_4,_2,_1):(_1,_4,_8)), tile!((_128,_32,_16)))).get_layoutS_TV(), "((_4,_8,_4,_2),(_2,(_2,_2,_2))):((_256,_1,_16,_0),(_128,(_8,_1024,_64)))", true);
    // get_layoutS_TV.jsonl:19
    k.show("get_layoutS_TV(make_tiled_copy_B(Copy_Atom<SM75_U16x8_LDSM_T,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2):(_1,_2),(_32,_32,_16))))", make_tiled_copy_B(<Copy_Atom<SM75_U16x8_LDSM_T, half_t>>::default(), make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_2,_2):(_1,_2)), tile!((_32,_32,_16)))).get_layoutS_TV(), "((_16,_2,_2,_2),(_8,_1)):((_32,_16,_0,_8),(_1,_0))", true);
    // get_layoutS_TV.jsonl:21
    k.show("get_layoutS_TV(make_tiled_copy_C(Copy_Atom<UniversalCopy<uint32_t>,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2):(_1,_2),(_32,_32,_16))))", make_tiled_copy_C(<Copy_Atom<UniversalCopy<u32>, half_t>>::default(), make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_2,_2):(_1,_2)), tile!((_32,_32,_16)))).get_layoutS_TV(), "((_4,_8,_2,_2),(_2,(_2,_2))):((_64,_1,_16,_256),(_32,(_8,_512)))", true);
    // get_layoutS_TV.jsonl:22
    k.show("get_layoutS_TV(make_tiled_copy_C(Copy_Atom<UniversalCopy<uint64_t>,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_1,_1,_1):(_1,_1,_1),(_16,_16,_16))))", make_tiled_copy_C(<Copy_Atom<UniversalCopy<u64>, half_t>>::default(), make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_1,_1,_1):(_1,_1,_1)), tile!((_16,_16,_16)))).get_layoutS_TV(), "((_4,_8),((_2,_2),_2)):((_32,_1),((_16,_8),_128))", true);
    // get_layoutD_TV.jsonl:1
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<SM75_U16x2_LDSM_T,half_t>,(_2,_16):(_16,_1),(_4,_1):(_1,_1)))", make_tiled_copy(<Copy_Atom<SM75_U16x2_LDSM_T, half_t>>::default(), layout!((_2,_16):(_16,_1)), layout!((_4,_1):(_1,_1))).get_layoutD_TV(), "((_16,_2),(_2,_2)):((_8,_4),(_1,_2))", true);
    // get_layoutD_TV.jsonl:2
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<SM75_U16x2_LDSM_T,half_t>,(_32,_4):(_4,_1),(_2,_1):(_1,_2)))", make_tiled_copy(<Copy_Atom<SM75_U16x2_LDSM_T, half_t>>::default(), layout!((_32,_4):(_4,_1)), layout!((_2,_1):(_1,_2))).get_layoutD_TV(), "((_4,_32),(_2,_1)):((_64,_2),(_1,_0))", true);
    // get_layoutD_TV.jsonl:3
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<SM75_U16x4_LDSM_T,half_t>,(_32,_2):(_2,_1),(_1,_8):(_8,_1)))", make_tiled_copy(<Copy_Atom<SM75_U16x4_LDSM_T, half_t>>::default(), layout!((_32,_2):(_2,_1)), layout!((_1,_8):(_8,_1))).get_layoutD_TV(), "((_2,_32),(_4,_2)):((_256,_1),(_32,_128))", true);
    // get_layoutD_TV.jsonl:5
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<SM75_U32x1_LDSM_N,half_t>,(_16,_4):(_1,_16),(_4,_1):(_1,_4)))", make_tiled_copy(<Copy_Atom<SM75_U32x1_LDSM_N, half_t>>::default(), layout!((_16,_4):(_1,_16)), layout!((_4,_1):(_1,_4))).get_layoutD_TV(), "(_64,(_2,_2)):(_4,(_1,_2))", true);
    // get_layoutD_TV.jsonl:6
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<SM75_U32x1_LDSM_N,half_t>,(_4,_16):(_16,_1),(_4,_1):(_1,_4)))", make_tiled_copy(<Copy_Atom<SM75_U32x1_LDSM_N, half_t>>::default(), layout!((_4,_16):(_16,_1)), layout!((_4,_1):(_1,_4))).get_layoutD_TV(), "((_16,_4),(_2,_2)):((_16,_4),(_1,_2))", true);
    // get_layoutD_TV.jsonl:7
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<SM75_U32x2_LDSM_N,float>,(_8,_4):(_1,_8),(_1,_4):(_4,_1)))", make_tiled_copy(<Copy_Atom<SM75_U32x2_LDSM_N, f32>>::default(), layout!((_8,_4):(_1,_8)), layout!((_1,_4):(_4,_1))).get_layoutD_TV(), "((_8,_4),(_2,_2)):((_1,_32),(_8,_16))", true);
}

fn cases_6(k: &mut Check) {
    // get_layoutD_TV.jsonl:8
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<SM75_U32x2_LDSM_N,float>,(_8,_4):(_4,_1),(_4,_1):(_1,_1)))", make_tiled_copy(<Copy_Atom<SM75_U32x2_LDSM_N, f32>>::default(), layout!((_8,_4):(_4,_1)), layout!((_4,_1):(_1,_1))).get_layoutD_TV(), "((_4,_8),(_2,_2)):((_32,_4),(_1,_2))", true);
    // get_layoutD_TV.jsonl:9
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<SM75_U32x4_LDSM_N,float>,(_1,_128):(_1,_1),(_1,_4):(_1,_1)))", make_tiled_copy(<Copy_Atom<SM75_U32x4_LDSM_N, f32>>::default(), layout!((_1,_128):(_1,_1)), layout!((_1,_4):(_1,_1))).get_layoutD_TV(), "(_128,(_4,_1)):(_4,(_1,_0))", true);
    // get_layoutD_TV.jsonl:10
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<SM75_U32x4_LDSM_N,float>,(_64,_2):(_2,_1),(_2,_2):(_1,_2)))", make_tiled_copy(<Copy_Atom<SM75_U32x4_LDSM_N, f32>>::default(), layout!((_64,_2):(_2,_1)), layout!((_2,_2):(_1,_2))).get_layoutD_TV(), "((_2,_64),((_2,_2),_1)):((_256,_2),((_1,_128),_0))", true);
    // get_layoutD_TV.jsonl:11
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<SM75_U32x4_LDSM_N,half_t>,(_8,_4):(_4,_1),(_1,_8):(_8,_1)))", make_tiled_copy(<Copy_Atom<SM75_U32x4_LDSM_N, half_t>>::default(), layout!((_8,_4):(_4,_1)), layout!((_1,_8):(_8,_1))).get_layoutD_TV(), "((_4,_8),(_8,_1)):((_64,_1),(_8,_0))", true);
    // get_layoutD_TV.jsonl:12
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>,(_16,_8):(_8,_1),(_1,_8):(_0,_1)))", make_tiled_copy(<Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>>::default(), layout!((_16,_8):(_8,_1)), layout!((_1,_8):(_0,_1))).get_layoutD_TV(), "((_8,_16),(_8,_1)):((_128,_1),(_16,_0))", true);
    // get_layoutD_TV.jsonl:13
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>,(_32,_1):(_1,_1),(_2,_4):(_1,_2)))", make_tiled_copy(<Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>>::default(), layout!((_32,_1):(_1,_1)), layout!((_2,_4):(_1,_2))).get_layoutD_TV(), "(_32,((_2,_4),_1)):(_2,((_1,_64),_0))", true);
    // get_layoutD_TV.jsonl:14
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>,(_32,_4):(_4,_1),(_1,_8):(_0,_1)))", make_tiled_copy(<Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>>::default(), layout!((_32,_4):(_4,_1)), layout!((_1,_8):(_0,_1))).get_layoutD_TV(), "((_4,_32),(_8,_1)):((_256,_1),(_32,_0))", true);
    // get_layoutD_TV.jsonl:16
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>,half_t>,(_1,_64):(_64,_1),(_8,_2):(_1,_8)))", make_tiled_copy(<Copy_Atom<UniversalCopy<u128>, half_t>>::default(), layout!((_1,_64):(_64,_1)), layout!((_8,_2):(_1,_8))).get_layoutD_TV(), "(_64,(_8,_2)):(_16,(_1,_8))", true);
    // get_layoutD_TV.jsonl:17
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>,float>,(_128,_1):(_1,_128),(_1,_1):(_1,_1)))", make_tiled_copy(<Copy_Atom<UniversalCopy<u32>, f32>>::default(), layout!((_128,_1):(_1,_128)), layout!((_1,_1):(_1,_1))).get_layoutD_TV(), "(_128,(_1,_1)):(_1,(_0,_0))", true);
    // get_layoutD_TV.jsonl:18
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>,float>,(_32,_8):(_8,_1),(_1,_1):(_0,_0)))", make_tiled_copy(<Copy_Atom<UniversalCopy<u32>, f32>>::default(), layout!((_32,_8):(_8,_1)), layout!((_1,_1):(_0,_0))).get_layoutD_TV(), "((_8,_32),(_1,_1)):((_32,_1),(_0,_0))", true);
    // get_layoutD_TV.jsonl:19
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>,float>,(_8,_4):(_4,_1),(_1,_1):(_1,_1)))", make_tiled_copy(<Copy_Atom<UniversalCopy<u32>, f32>>::default(), layout!((_8,_4):(_4,_1)), layout!((_1,_1):(_1,_1))).get_layoutD_TV(), "((_4,_8),(_1,_1)):((_8,_1),(_0,_0))", true);
    // get_layoutD_TV.jsonl:20
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>,half_t>,(_8,_32):(_32,_1),(_2,_2):(_1,_2)))", make_tiled_copy(<Copy_Atom<UniversalCopy<u32>, half_t>>::default(), layout!((_8,_32):(_32,_1)), layout!((_2,_2):(_1,_2))).get_layoutD_TV(), "((_32,_8),(_2,_2)):((_32,_2),(_1,_16))", true);
    // get_layoutD_TV.jsonl:21
    k.show("get_layoutD_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint64_t>,float>,(_2,_128):(_128,_1),(_2,_1):(_1,_1)))", make_tiled_copy(<Copy_Atom<UniversalCopy<u64>, f32>>::default(), layout!((_2,_128):(_128,_1)), layout!((_2,_1):(_1,_1))).get_layoutD_TV(), "((_128,_2),(_2,_1)):((_4,_2),(_1,_0))", true);
    // get_layoutD_TV.jsonl:22
    k.show("get_layoutD_TV(make_tiled_copy_A(Copy_Atom<SM75_U32x1_LDSM_N,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2,_1):(_1,_2,_4),(_64,_16,_16))))", make_tiled_copy_A(<Copy_Atom<SM75_U32x1_LDSM_N, half_t>>::default(), make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!((_64,_16,_16)))).get_layoutD_TV(), "((_4,_8,_2,_2),(_2,(_2,_2,_2))):((_128,_1,_16,_0),(_64,(_8,_512,_32)))", true);
    // get_layoutD_TV.jsonl:23
    k.show("get_layoutD_TV(make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_1,_1):(_1,_2,_2),(_64,_8,_16))))", make_tiled_copy_A(<Copy_Atom<SM75_U32x4_LDSM_N, half_t>>::default(), make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_2,_1,_1):(_1,_2,_2)), tile!((_64,_8,_16)))).get_layoutD_TV(), "((_4,_8,_2),((_2,_2,_2),_2)):((_128,_1,_16),((_64,_8,_512),_32))", true);
    // get_layoutD_TV.jsonl:24
    k.show("get_layoutD_TV(make_tiled_copy_B(Copy_Atom<SM75_U16x2_LDSM_T,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2):(_1,_2),(_32,_32,_16))))", make_tiled_copy_B(<Copy_Atom<SM75_U16x2_LDSM_T, half_t>>::default(), make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_2,_2):(_1,_2)), tile!((_32,_32,_16)))).get_layoutD_TV(), "((_4,_8,_2,_2),(_2,(_2,_2))):((_64,_1,_0,_8),(_32,(_256,_16)))", true);
}

fn cases_7(k: &mut Check) {
    // get_layoutD_TV.jsonl:25
    k.show("get_layoutD_TV(make_tiled_copy_B(Copy_Atom<SM75_U16x8_LDSM_T,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2):(_1,_2),(_32,_32,_16))))", make_tiled_copy_B(<Copy_Atom<SM75_U16x8_LDSM_T, half_t>>::default(), make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_2,_2):(_1,_2)), tile!((_32,_32,_16)))).get_layoutD_TV(), "((_4,_8,_2,_2),((_2,_2,_2),_1)):((_64,_1,_0,_8),((_32,_256,_16),_0))", true);
    // get_layoutD_TV.jsonl:26
    k.show("get_layoutD_TV(make_tiled_copy_B(Copy_Atom<SM75_U32x1_LDSM_N,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2):(_1,_2),(_32,_32,_16))))", make_tiled_copy_B(<Copy_Atom<SM75_U32x1_LDSM_N, half_t>>::default(), make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_2,_2):(_1,_2)), tile!((_32,_32,_16)))).get_layoutD_TV(), "((_4,_8,_2,_2),(_2,(_2,_2))):((_64,_1,_0,_8),(_32,(_256,_16)))", true);
    // get_layoutD_TV.jsonl:28
    k.show("get_layoutD_TV(make_tiled_copy_B(Copy_Atom<SM75_U32x4_LDSM_N,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2):(_1,_2),(_32,_32,_16))))", make_tiled_copy_B(<Copy_Atom<SM75_U32x4_LDSM_N, half_t>>::default(), make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_2,_2):(_1,_2)), tile!((_32,_32,_16)))).get_layoutD_TV(), "((_4,_8,_2,_2),((_2,_2,_2),_1)):((_64,_1,_0,_8),((_32,_256,_16),_0))", true);
    // get_layoutD_TV.jsonl:29
    k.show("get_layoutD_TV(make_tiled_copy_C(Copy_Atom<UniversalCopy<uint64_t>,half_t>,make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN,(_2,_2,_1):(_1,_2,_4),(_32,_16,_16))))", make_tiled_copy_C(<Copy_Atom<UniversalCopy<u64>, half_t>>::default(), make_tiled_mma(<SM80_16x8x16_F32F16F16F32_TN>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!((_32,_16,_16)))).get_layoutD_TV(), "((_4,_8,_2,_2),((_2,_2),_1)):((_64,_1,_16,_256),((_32,_8),_0))", true);
    // Tiler_MN.jsonl:1
    k.show("Tiler_MN(make_tiled_copy(Copy_Atom<SM75_U32x1_LDSM_N,float>,(_1,_32):(_32,_1),(_1,_1):(_1,_1)))", display(make_tiled_copy(<Copy_Atom<SM75_U32x1_LDSM_N, f32>>::default(), layout!((_1,_32):(_32,_1)), layout!((_1,_1):(_1,_1))).tiler_mn()), "(_1,_32)", true);
    // Tiler_MN.jsonl:2
    k.show("Tiler_MN(make_tiled_copy(Copy_Atom<SM75_U32x1_LDSM_N,float>,(_128,_1):(_1,_1),(_1,_1):(_1,_1)))", display(make_tiled_copy(<Copy_Atom<SM75_U32x1_LDSM_N, f32>>::default(), layout!((_128,_1):(_1,_1)), layout!((_1,_1):(_1,_1))).tiler_mn()), "(_128,_1)", true);
    // Tiler_MN.jsonl:3
    k.show("Tiler_MN(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,float>,(_64,_4):(_1,_64),(_4,_1):(_1,_1)))", display(make_tiled_copy(<Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<u128>, f32>>::default(), layout!((_64,_4):(_1,_64)), layout!((_4,_1):(_1,_1))).tiler_mn()), "(_256,_4)", true);
    // Tiler_MN.jsonl:4
    k.show("Tiler_MN(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>,(_16,_8):(_8,_1),(_1,_8):(_0,_1)))", display(make_tiled_copy(<Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>>::default(), layout!((_16,_8):(_8,_1)), layout!((_1,_8):(_0,_1))).tiler_mn()), "(_16,_64)", true);
    // Tiler_MN.jsonl:5
    k.show("Tiler_MN(make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>,half_t>,(_8,_8):(_8,_1),(_4,_2):(_2,_1)))", display(make_tiled_copy(<Copy_Atom<UniversalCopy<u128>, half_t>>::default(), layout!((_8,_8):(_8,_1)), layout!((_4,_2):(_2,_1))).tiler_mn()), "(_32,_16)", true);
    // Tiler_MN.jsonl:6
    k.show("Tiler_MN(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>,float>,(_32,_8):(_8,_1),(_1,_1):(_0,_0)))", display(make_tiled_copy(<Copy_Atom<UniversalCopy<u32>, f32>>::default(), layout!((_32,_8):(_8,_1)), layout!((_1,_1):(_0,_0))).tiler_mn()), "(_32,_8)", true);
    // Tiler_MN.jsonl:7
    k.show("Tiler_MN(make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_1,_1):(_1,_2,_2),(_64,_8,_16))))", display(make_tiled_copy_A(<Copy_Atom<SM75_U32x4_LDSM_N, half_t>>::default(), make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_2,_1,_1):(_1,_2,_2)), tile!((_64,_8,_16)))).tiler_mn()), "(_64,_16)", true);
    // Tiler_MN.jsonl:8
    k.show("Tiler_MN(make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2):(_1,_2),(_32,_32,_16))))", display(make_tiled_copy_A(<Copy_Atom<SM75_U32x4_LDSM_N, half_t>>::default(), make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_2,_2):(_1,_2)), tile!((_32,_32,_16)))).tiler_mn()), "(_32,_16)", true);
    // Tiler_MN.jsonl:9
    k.show("Tiler_MN(make_tiled_copy_A(Copy_Atom<UniversalCopy<uint32_t>,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_4,_2,_1):(_1,_4,_8),(_128,_32,_16))))", display(make_tiled_copy_A(<Copy_Atom<UniversalCopy<u32>, half_t>>::default(), make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_4,_2,_1):(_1,_4,_8)), tile!((_128,_32,_16)))).tiler_mn()), "(_128,_16)", true);
    // Tiler_MN.jsonl:10
    k.show("Tiler_MN(make_tiled_copy_B(Copy_Atom<SM75_U16x4_LDSM_T,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2):(_1,_2),(_32,_32,_16))))", display(make_tiled_copy_B(<Copy_Atom<SM75_U16x4_LDSM_T, half_t>>::default(), make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_2,_2):(_1,_2)), tile!((_32,_32,_16)))).tiler_mn()), "(_32,_16)", true);
    // Tiler_MN.jsonl:11
    k.show("Tiler_MN(make_tiled_copy_B(Copy_Atom<SM75_U32x1_LDSM_N,half_t>,make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN,(_1,_2,_1):(_1,_1,_2),(_32,_16,_8))))", display(make_tiled_copy_B(<Copy_Atom<SM75_U32x1_LDSM_N, half_t>>::default(), make_tiled_mma(<SM80_16x8x8_F16F16F16F16_TN>::default(), layout!((_1,_2,_1):(_1,_1,_2)), tile!((_32,_16,_8)))).tiler_mn()), "(_16,_8)", true);
    // TiledLayout_TV.jsonl:1
    k.show("TiledLayout_TV(make_tiled_copy(Copy_Atom<SM75_U32x1_LDSM_N,float>,(_128,_1):(_1,_1),(_1,_1):(_1,_1)))", make_tiled_copy(<Copy_Atom<SM75_U32x1_LDSM_N, f32>>::default(), layout!((_128,_1):(_1,_1)), layout!((_1,_1):(_1,_1))).tiled_layout_tv(), "(_128,_1):(_1,_0)", true);
}

fn cases_8(k: &mut Check) {
    // TiledLayout_TV.jsonl:2
    k.show("TiledLayout_TV(make_tiled_copy(Copy_Atom<SM75_U32x1_LDSM_N,half_t>,(_16,_4):(_1,_16),(_4,_1):(_1,_4)))", make_tiled_copy(<Copy_Atom<SM75_U32x1_LDSM_N, half_t>>::default(), layout!((_16,_4):(_1,_16)), layout!((_4,_1):(_1,_4))).tiled_layout_tv(), "(_64,_4):(_4,_1)", true);
    // TiledLayout_TV.jsonl:3
    k.show("TiledLayout_TV(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>,(_64,_2):(_2,_1),(_2,_8):(_8,_1)))", make_tiled_copy(<Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<u128>, half_t>>::default(), layout!((_64,_2):(_2,_1)), layout!((_2,_8):(_8,_1))).tiled_layout_tv(), "((_2,_64),(_8,_2)):((_1024,_2),(_128,_1))", true);
    // TiledLayout_TV.jsonl:4
    k.show("TiledLayout_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>,float>,(_32,_8):(_1,_32),(_4,_1):(_1,_0)))", make_tiled_copy(<Copy_Atom<UniversalCopy<u128>, f32>>::default(), layout!((_32,_8):(_1,_32)), layout!((_4,_1):(_1,_0))).tiled_layout_tv(), "(_256,_4):(_4,_1)", true);
    // TiledLayout_TV.jsonl:5
    k.show("TiledLayout_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>,half_t>,(_128,_2):(_1,_128),(_1,_2):(_2,_1)))", make_tiled_copy(<Copy_Atom<UniversalCopy<u32>, half_t>>::default(), layout!((_128,_2):(_1,_128)), layout!((_1,_2):(_2,_1))).tiled_layout_tv(), "((_128,_2),_2):((_1,_256),_128)", true);
    // TiledLayout_TV.jsonl:6
    k.show("TiledLayout_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>,half_t>,(_4,_16):(_1,_4),(_1,_4):(_4,_1)))", make_tiled_copy(<Copy_Atom<UniversalCopy<u32>, half_t>>::default(), layout!((_4,_16):(_1,_4)), layout!((_1,_4):(_4,_1))).tiled_layout_tv(), "((_4,_16),_4):((_1,_16),_4)", true);
    // TiledLayout_TV.jsonl:7
    k.show("TiledLayout_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>,half_t>,(_64,_1):(_1,_1),(_2,_1):(_1,_2)))", make_tiled_copy(<Copy_Atom<UniversalCopy<u32>, half_t>>::default(), layout!((_64,_1):(_1,_1)), layout!((_2,_1):(_1,_2))).tiled_layout_tv(), "(_64,_2):(_2,_1)", true);
    // TiledLayout_TV.jsonl:8
    k.show("TiledLayout_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint64_t>,float>,(_2,_128):(_128,_1),(_2,_1):(_1,_1)))", make_tiled_copy(<Copy_Atom<UniversalCopy<u64>, f32>>::default(), layout!((_2,_128):(_128,_1)), layout!((_2,_1):(_1,_1))).tiled_layout_tv(), "((_128,_2),_2):((_4,_2),_1)", true);
    // TiledLayout_TV.jsonl:9
    k.show("TiledLayout_TV(make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N,half_t>,make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_1,_1):(_1,_2,_2),(_64,_8,_16))))", make_tiled_copy_A(<Copy_Atom<SM75_U32x4_LDSM_N, half_t>>::default(), make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_2,_1,_1):(_1,_2,_2)), tile!((_64,_8,_16)))).tiled_layout_tv(), "((_4,_8,_2),((_2,_2,_2),(_2,_1))):((_128,_1,_16),((_64,_8,_512),(_32,_0)))", true);
    // TiledLayout_TV.jsonl:10
    k.show("TiledLayout_TV(make_tiled_copy_A(Copy_Atom<UniversalCopy<uint32_t>,float>,make_tiled_mma(UniversalFMA<float>,(_16,_16,_1):(_1,_16,_256))))", make_tiled_copy_A(<Copy_Atom<UniversalCopy<u32>, f32>>::default(), make_tiled_mma(<UniversalFMA<f32>>::default(), layout!((_16,_16,_1):(_1,_16,_256)), X)).tiled_layout_tv(), "((_16,_16),(_1,(_1,_1))):((_1,_0),(_0,(_0,_0)))", true);
}

#[test]
fn atom_goldens_typed() {
    let mut k = Check::default();
    cases_0(&mut k);
    cases_1(&mut k);
    cases_2(&mut k);
    cases_3(&mut k);
    cases_4(&mut k);
    cases_5(&mut k);
    cases_6(&mut k);
    cases_7(&mut k);
    cases_8(&mut k);
    k.finish("typed atom cases");
}
