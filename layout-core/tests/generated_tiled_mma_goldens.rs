// THIS IS GENERATED CODE by layout-core/tests/gen/atom_goldens.py: do not edit by hand.
// Golden cases of goldens/oracle-cpp-kernel on tiled MMAs, built with the typed layer: the printed
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
use layout_core::{layout, shape, tile};

// Cases CuTe rejects: the typed form does not implement its trait (0).

fn cases_0(k: &mut Check) {
    // get_layoutA_TV.jsonl:1
    k.show("get_layoutA_TV(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_4,_2,_2):(_2,_1,_8)))", make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_4,_2,_2):(_2,_1,_8)), X).get_layoutA_TV(), "(((_4,_8),_2,_4,_2),((_2,_2,_2),(_1,_1))):(((_128,_1),_0,_16,_1024),((_64,_8,_512),(_0,_0)))", true);
    // get_layoutA_TV.jsonl:2
    k.show(
        "get_layoutA_TV(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_4,_4,_1):(_4,_1,_16)))",
        make_tiled_mma(
            <SM80_16x8x16_F16F16F16F16_TN>::default(),
            layout!((_4,_4,_1):(_4,_1,_16)),
            X,
        )
        .get_layoutA_TV(),
        "(((_4,_8),_4,_4),((_2,_2,_2),(_1,_1))):(((_128,_1),_0,_16),((_64,_8,_512),(_0,_0)))",
        true,
    );
    // get_layoutA_TV.jsonl:3
    k.show(
        "get_layoutA_TV(make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN))",
        make_tiled_mma(<SM80_16x8x8_F16F16F16F16_TN>::default(), X, X).get_layoutA_TV(),
        "((_4,_8),((_2,_2),(_1,_1))):((_32,_1),((_16,_8),(_0,_0)))",
        true,
    );
    // get_layoutA_TV.jsonl:4
    k.show("get_layoutA_TV(make_tiled_mma(SM90_64x128x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_2,_1,_4)))", make_tiled_mma(<SM90_64x128x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_2,_1,_4)), X).get_layoutA_TV(), "((_128,_2,_2),((_64,_16),(_1,_1))):((_0,_0,_64),((_1,_128),(_0,_0)))", true);
    // get_layoutA_TV.jsonl:5
    k.show("get_layoutA_TV(make_tiled_mma(SM90_64x128x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_1,_2,_1):(_2,_1,_2),(_,_512,(_8,_2):(_2,_1))))", make_tiled_mma(<SM90_64x128x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_2,_1):(_2,_1,_2)), tile!((_,_512,(_8,_2):(_2,_1)))).get_layoutA_TV(), "((_4,_8,_4,_2),((_2,_2,_2),(_1,_1))):((_256,_1,_16,_0),((_128,_8,_64),(_0,_0)))", true);
    // get_layoutA_TV.jsonl:6
    k.show("get_layoutA_TV(make_tiled_mma(SM90_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1)))", make_tiled_mma(<SM90_64x16x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), X).get_layoutA_TV(), "((_4,_8,_4),((_2,_2,_2),(_1,_1))):((_128,_1,_16),((_64,_8,_512),(_0,_0)))", true);
    // get_layoutA_TV.jsonl:7
    k.show("get_layoutA_TV(make_tiled_mma(SM90_64x16x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1),((_32,_2):(_1,_32),_,(_16):(_1))))", make_tiled_mma(<SM90_64x16x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), tile!(((_32,_2):(_1,_32),_,(_16):(_1)))).get_layoutA_TV(), "(_128,((_64,_16),(_1,_1))):(_0,((_1,_64),(_0,_0)))", true);
    // get_layoutA_TV.jsonl:8
    k.show("get_layoutA_TV(make_tiled_mma(SM90_64x16x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_2,_1,_4),((_64,_2):(_2,_1),_,(_4,_4):(_4,_1))))", make_tiled_mma(<SM90_64x16x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_2,_1,_4)), tile!(((_64,_2):(_2,_1),_,(_4,_4):(_4,_1)))).get_layoutA_TV(), "((_128,_2,_2),((_64,(_4,_4)),(_1,_1))):((_0,_0,_1),((_2,(_512,_128)),(_0,_0)))", true);
    // get_layoutA_TV.jsonl:9
    k.show(
        "get_layoutA_TV(make_tiled_mma(SM90_64x16x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>))",
        make_tiled_mma(
            <SM90_64x16x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(),
            X,
            X,
        )
        .get_layoutA_TV(),
        "((_4,_8,_4),((_2,_2,_2),(_1,_1))):((_128,_1,_16),((_64,_8,_512),(_0,_0)))",
        true,
    );
    // get_layoutA_TV.jsonl:10
    k.show("get_layoutA_TV(make_tiled_mma(SM90_64x32x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4),(_128,(_8,_16):(_16,_1),_32)))", make_tiled_mma(<SM90_64x32x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!((_128,(_8,_16):(_16,_1),_32))).get_layoutA_TV(), "((_4,_8,_8,_2),((_2,_2,_2),(_1,_2))):((_256,_1,_16,_0),((_128,_8,_1024),(_0,_2048)))", true);
    // get_layoutA_TV.jsonl:11
    k.show("get_layoutA_TV(make_tiled_mma(SM90_64x32x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_4,_1,_1):(_1,_4,_4)))", make_tiled_mma(<SM90_64x32x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_4,_1,_1):(_1,_4,_4)), X).get_layoutA_TV(), "((_4,_8,_16),((_2,_2,_2),(_1,_1))):((_512,_1,_16),((_256,_8,_2048),(_0,_0)))", true);
    // get_layoutA_TV.jsonl:12
    k.show("get_layoutA_TV(make_tiled_mma(SM90_64x32x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_1):(_1,_1),(_64,(_2,_4,_8):(_32,_1,_4),(_2,_2,_4):(_4,_8,_1))))", make_tiled_mma(<SM90_64x32x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1):(_1,_1)), tile!((_64,(_2,_4,_8):(_32,_1,_4),(_2,_2,_4):(_4,_8,_1)))).get_layoutA_TV(), "(_128,((_64,(_4,_4)),(_1,_1))):(_0,((_1,(_256,_64)),(_0,_0)))", true);
    // get_layoutA_TV.jsonl:13
    k.show(
        "get_layoutA_TV(make_tiled_mma(SM90_64x32x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>))",
        make_tiled_mma(
            <SM90_64x32x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(),
            X,
            X,
        )
        .get_layoutA_TV(),
        "((_4,_8,_4),((_2,_2,_2),(_1,_1))):((_128,_1,_16),((_64,_8,_512),(_0,_0)))",
        true,
    );
    // get_layoutA_TV.jsonl:14
    k.show("get_layoutA_TV(make_tiled_mma(SM90_64x64x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_1,_1):(_1,_2,_2)))", make_tiled_mma(<SM90_64x64x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_1,_1):(_1,_2,_2)), X).get_layoutA_TV(), "((_4,_8,_8),((_2,_2,_2),(_1,_1))):((_256,_1,_16),((_128,_8,_1024),(_0,_0)))", true);
    // get_layoutA_TV.jsonl:15
    k.show("get_layoutA_TV(make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN,GMMA::Major::MN>))", make_tiled_mma(<SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN, GMMA::Major::MN>>::default(), X, X).get_layoutA_TV(), "(_128,((_64,_16),(_1,_1))):(_0,((_1,_64),(_0,_0)))", true);
    // get_layoutA_TV.jsonl:16
    k.show("get_layoutA_TV(make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN,GMMA::Major::MN>,(_2,_1):(_1,_2)))", make_tiled_mma(<SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN, GMMA::Major::MN>>::default(), layout!((_2,_1):(_1,_2)), X).get_layoutA_TV(), "((_128,_2),((_64,_16),(_1,_1))):((_0,_64),((_1,_128),(_0,_0)))", true);
}

fn cases_1(k: &mut Check) {
    // get_layoutA_TV.jsonl:17
    k.show("get_layoutA_TV(make_tiled_mma(SM90_64x8x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4),(_,(_16):(_1),_16)))", make_tiled_mma(<SM90_64x8x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!((_,(_16):(_1),_16))).get_layoutA_TV(), "((_4,_8,_8,_2),((_2,_2,_2),(_1,_1))):((_256,_1,_16,_0),((_128,_8,_1024),(_0,_0)))", true);
    // get_layoutA_TV.jsonl:18
    k.show("get_layoutA_TV(make_tiled_mma(SM90_64x8x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_4,_1,_1):(_1,_1,_4)))", make_tiled_mma(<SM90_64x8x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_4,_1,_1):(_1,_1,_4)), X).get_layoutA_TV(), "((_4,_8,_16),((_2,_2,_2),(_1,_1))):((_512,_1,_16),((_256,_8,_2048),(_0,_0)))", true);
    // get_layoutB_TV.jsonl:1
    k.show("get_layoutB_TV(make_tiled_mma(MMA_Atom<SM80_16x8x16_F16F16F16F16_TN>,(_2,_2,_1):(_1,_2,_0)))", make_tiled_mma(<MMA_Atom<SM80_16x8x16_F16F16F16F16_TN>>::default(), layout!((_2,_2,_1):(_1,_2,_0)), X).get_layoutB_TV(), "((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_32,_1,_0,_8),((_16,_128),(_0,_0)))", true);
    // get_layoutB_TV.jsonl:2
    k.show(
        "get_layoutB_TV(make_tiled_mma(MMA_Atom<UniversalFMA<float>>,(_8,_8,_1):(_1,_8,_0)))",
        make_tiled_mma(
            <MMA_Atom<UniversalFMA<f32>>>::default(),
            layout!((_8,_8,_1):(_1,_8,_0)),
            X,
        )
        .get_layoutB_TV(),
        "((_8,_8),(_1,(_1,_1))):((_0,_1),(_0,(_0,_0)))",
        true,
    );
    // get_layoutB_TV.jsonl:3
    k.show(
        "get_layoutB_TV(make_tiled_mma(SM80_16x8x16_F32BF16BF16F32_TN))",
        make_tiled_mma(<SM80_16x8x16_F32BF16BF16F32_TN>::default(), X, X).get_layoutB_TV(),
        "((_4,_8),((_2,_2),(_1,_1))):((_16,_1),((_8,_64),(_0,_0)))",
        true,
    );
    // get_layoutB_TV.jsonl:4
    k.show("get_layoutB_TV(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN,(_2,_1,_1):(_1,_2,_2),(_32,_8,_32)))", make_tiled_mma(<SM80_16x8x16_F32F16F16F32_TN>::default(), layout!((_2,_1,_1):(_1,_2,_2)), tile!((_32,_8,_32))).get_layoutB_TV(), "((_4,_8,_2),((_2,_2),(_1,_2))):((_16,_1,_0),((_8,_64),(_0,_128)))", true);
    // get_layoutB_TV.jsonl:5
    k.show(
        "get_layoutB_TV(make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN,(_4,_4):(_1,_4)))",
        make_tiled_mma(
            <SM80_16x8x8_F32TF32TF32F32_TN>::default(),
            layout!((_4,_4):(_1,_4)),
            X,
        )
        .get_layoutB_TV(),
        "((_4,_8,_4,_4),(_2,(_1,_1))):((_32,_1,_0,_8),(_128,(_0,_0)))",
        true,
    );
    // get_layoutB_TV.jsonl:6
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x128x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_2,_1,_1):(_1,_0,_0)))", make_tiled_mma(<SM90_64x128x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_1,_1):(_1,_0,_0)), X).get_layoutB_TV(), "(_256,((_128,_16),(_1,_1))):(_0,((_1,_128),(_0,_0)))", true);
    // get_layoutB_TV.jsonl:7
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x128x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_4,_1,_1):(_1,_1,_4),(_256,_256,_)))", make_tiled_mma(<SM90_64x128x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_4,_1,_1):(_1,_1,_4)), tile!((_256,_256,_))).get_layoutB_TV(), "(_512,((_128,_16),(_2,_1))):(_0,((_1,_256),(_128,_0)))", true);
    // get_layoutB_TV.jsonl:8
    k.show(
        "get_layoutB_TV(make_tiled_mma(SM90_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>))",
        make_tiled_mma(
            <SM90_64x16x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(),
            X,
            X,
        )
        .get_layoutB_TV(),
        "(_128,((_16,_16),(_1,_1))):(_0,((_1,_16),(_0,_0)))",
        true,
    );
    // get_layoutB_TV.jsonl:9
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1)))", make_tiled_mma(<SM90_64x16x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), X).get_layoutB_TV(), "(_128,((_16,_16),(_1,_1))):(_0,((_1,_16),(_0,_0)))", true);
    // get_layoutB_TV.jsonl:10
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_4,_1,_1):(_1,_4,_4),(_,_32,_)))", make_tiled_mma(<SM90_64x16x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_4,_1,_1):(_1,_4,_4)), tile!((_,_32,_))).get_layoutB_TV(), "(_512,((_16,_16),(_2,_1))):(_0,((_1,_32),(_16,_0)))", true);
    // get_layoutB_TV.jsonl:11
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x16x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_1,_1):(_1,_2,_2)))", make_tiled_mma(<SM90_64x16x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_1,_1):(_1,_2,_2)), X).get_layoutB_TV(), "(_256,((_16,_16),(_1,_1))):(_0,((_1,_16),(_0,_0)))", true);
    // get_layoutB_TV.jsonl:12
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x16x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_2,_1):(_1,_1,_2)))", make_tiled_mma(<SM90_64x16x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_2,_1):(_1,_1,_2)), X).get_layoutB_TV(), "((_128,_2),((_16,_16),(_1,_1))):((_0,_16),((_1,_32),(_0,_0)))", true);
    // get_layoutB_TV.jsonl:13
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x256x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_1,_1):(_1,_2,_2),(_128,(_256):(_1),_16)))", make_tiled_mma(<SM90_64x256x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_1,_1):(_1,_2,_2)), tile!((_128,(_256):(_1),_16))).get_layoutB_TV(), "(_256,((_256,_16),(_1,_1))):(_0,((_1,_256),(_0,_0)))", true);
    // get_layoutB_TV.jsonl:14
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x256x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_2,_1,_4),(_128,(_512,_2):(_1,_512),_)))", make_tiled_mma(<SM90_64x256x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_2,_1,_4)), tile!((_128,(_512,_2):(_1,_512),_))).get_layoutB_TV(), "((_128,_2,_2),((_256,_16),(_2,_1))):((_0,_256,_0),((_1,_1024),(_512,_0)))", true);
}

fn cases_2(k: &mut Check) {
    // get_layoutB_TV.jsonl:15
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x32x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4)))", make_tiled_mma(<SM90_64x32x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), X).get_layoutB_TV(), "((_256,_2),((_32,_16),(_1,_1))):((_0,_32),((_1,_64),(_0,_0)))", true);
    // get_layoutB_TV.jsonl:16
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x32x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4),(_128,(_8,_16):(_16,_1),_32)))", make_tiled_mma(<SM90_64x32x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!((_128,(_8,_16):(_16,_1),_32))).get_layoutB_TV(), "((_256,_2),(((_8,_4),_16),(_2,_2))):((_0,_4),(((_16,_1),_128),(_8,_2048)))", true);
    // get_layoutB_TV.jsonl:17
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x32x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4)))", make_tiled_mma(<SM90_64x32x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), X).get_layoutB_TV(), "((_256,_2),((_32,_16),(_1,_1))):((_0,_32),((_1,_64),(_0,_0)))", true);
    // get_layoutB_TV.jsonl:18
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x32x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_4,_1):(_1,_4),(_512,_,_32)))", make_tiled_mma(<SM90_64x32x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_4,_1):(_1,_4)), tile!((_512,_,_32))).get_layoutB_TV(), "(_512,((_32,_16),(_1,_2))):(_0,((_1,_32),(_0,_512)))", true);
    // get_layoutB_TV.jsonl:19
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x64x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_1,_1):(_1,_2,_2)))", make_tiled_mma(<SM90_64x64x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_1,_1):(_1,_2,_2)), X).get_layoutB_TV(), "(_256,((_64,_16),(_1,_1))):(_0,((_1,_64),(_0,_0)))", true);
    // get_layoutB_TV.jsonl:20
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_1):(_1,_1),((_8,_4,_2):(_2,_16,_1),(_64,_2):(_2,_1),_32)))", make_tiled_mma(<SM90_64x64x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1):(_1,_1)), tile!(((_8,_4,_2):(_2,_16,_1),(_64,_2):(_2,_1),_32))).get_layoutB_TV(), "(_128,((_64,_16),(_2,_2))):(_0,((_2,_128),(_1,_2048)))", true);
    // get_layoutB_TV.jsonl:21
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN,GMMA::Major::MN>))", make_tiled_mma(<SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN, GMMA::Major::MN>>::default(), X, X).get_layoutB_TV(), "(_128,((_64,_16),(_1,_1))):(_0,((_1,_64),(_0,_0)))", true);
    // get_layoutB_TV.jsonl:22
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN,GMMA::Major::MN>,(_2,_1):(_1,_2)))", make_tiled_mma(<SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN, GMMA::Major::MN>>::default(), layout!((_2,_1):(_1,_2)), X).get_layoutB_TV(), "(_256,((_64,_16),(_1,_1))):(_0,((_1,_64),(_0,_0)))", true);
    // get_layoutB_TV.jsonl:23
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN,GMMA::Major::MN>,(_2,_2,_1):(_2,_1,_4),(_256,(_64,_2):(_1,_64),_)))", make_tiled_mma(<SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN, GMMA::Major::MN>>::default(), layout!((_2,_2,_1):(_2,_1,_4)), tile!((_256,(_64,_2):(_1,_64),_))).get_layoutB_TV(), "((_128,_2,_2),((_64,_16),(_1,_1))):((_0,_64,_0),((_1,_128),(_0,_0)))", true);
    // get_layoutB_TV.jsonl:24
    k.show(
        "get_layoutB_TV(make_tiled_mma(SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>))",
        make_tiled_mma(
            <SM90_64x64x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(),
            X,
            X,
        )
        .get_layoutB_TV(),
        "(_128,((_64,_16),(_1,_1))):(_0,((_1,_64),(_0,_0)))",
        true,
    );
    // get_layoutB_TV.jsonl:25
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x8x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1)))", make_tiled_mma(<SM90_64x8x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), X).get_layoutB_TV(), "(_128,((_8,_16),(_1,_1))):(_0,((_1,_8),(_0,_0)))", true);
    // get_layoutB_TV.jsonl:26
    k.show(
        "get_layoutB_TV(make_tiled_mma(SM90_64x8x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>))",
        make_tiled_mma(
            <SM90_64x8x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(),
            X,
            X,
        )
        .get_layoutB_TV(),
        "(_128,((_8,_16),(_1,_1))):(_0,((_1,_8),(_0,_0)))",
        true,
    );
    // get_layoutB_TV.jsonl:27
    k.show("get_layoutB_TV(make_tiled_mma(SM90_64x8x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4),(_128,_16,_)))", make_tiled_mma(<SM90_64x8x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!((_128,_16,_))).get_layoutB_TV(), "((_256,_2),((_8,_16),(_1,_1))):((_0,_8),((_1,_16),(_0,_0)))", true);
    // get_layoutC_TV.jsonl:1
    k.show("get_layoutC_TV(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN,(_2,_1,_1):(_1,_2,_2),(_32,_8,_32)))", make_tiled_mma(<SM80_16x8x16_F32F16F16F32_TN>::default(), layout!((_2,_1,_1):(_1,_2,_2)), tile!((_32,_8,_32))).get_layoutC_TV(), "((_4,_8,_2),((_2,_2),(_1,_1))):((_64,_1,_16),((_32,_8),(_0,_0)))", true);
    // get_layoutC_TV.jsonl:2
    k.show("get_layoutC_TV(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN,(_4,_2,_1):(_1,_4,_8),((_2,_16,_2):(_32,_1,_16),_32,(_4,_4):(_1,_4))))", make_tiled_mma(<SM80_16x8x16_F32F16F16F32_TN>::default(), layout!((_4,_2,_1):(_1,_4,_8)), tile!(((_2,_16,_2):(_32,_1,_16),_32,(_4,_4):(_1,_4)))).get_layoutC_TV(), "((_4,_2,_4,_4,_2),((_2,_2),(_1,_2))):((_128,_32,_1,_8,_512),((_64,_4),(_0,_1024)))", true);
    // get_layoutC_TV.jsonl:3
    k.show(
        "get_layoutC_TV(make_tiled_mma(SM80_16x8x32_S32S8S8S32_TN))",
        make_tiled_mma(<SM80_16x8x32_S32S8S8S32_TN>::default(), X, X).get_layoutC_TV(),
        "((_4,_8),((_2,_2),(_1,_1))):((_32,_1),((_16,_8),(_0,_0)))",
        true,
    );
}

fn cases_3(k: &mut Check) {
    // get_layoutC_TV.jsonl:4
    k.show(
        "get_layoutC_TV(make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN))",
        make_tiled_mma(<SM80_16x8x8_F16F16F16F16_TN>::default(), X, X).get_layoutC_TV(),
        "((_4,_8),((_2,_2),(_1,_1))):((_32,_1),((_16,_8),(_0,_0)))",
        true,
    );
    // get_layoutC_TV.jsonl:5
    k.show(
        "get_layoutC_TV(make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN))",
        make_tiled_mma(<SM80_16x8x8_F32TF32TF32F32_TN>::default(), X, X).get_layoutC_TV(),
        "((_4,_8),((_2,_2),(_1,_1))):((_32,_1),((_16,_8),(_0,_0)))",
        true,
    );
    // get_layoutC_TV.jsonl:6
    k.show("get_layoutC_TV(make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN,(_4,_2,_1):(_1,_4,_8),(_,_,_8)))", make_tiled_mma(<SM80_16x8x8_F32TF32TF32F32_TN>::default(), layout!((_4,_2,_1):(_1,_4,_8)), tile!((_,_,_8))).get_layoutC_TV(), "((_4,_8,_4,_2),((_2,_2),(_1,_1))):((_128,_1,_16,_512),((_64,_8),(_0,_0)))", true);
    // get_layoutC_TV.jsonl:7
    k.show("get_layoutC_TV(make_tiled_mma(SM90_64x128x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1)))", make_tiled_mma(<SM90_64x128x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), X).get_layoutC_TV(), "((_4,_8,_4),((_2,_2,_16),(_1,_1))):((_128,_1,_16),((_64,_8,_512),(_0,_0)))", true);
    // get_layoutC_TV.jsonl:8
    k.show("get_layoutC_TV(make_tiled_mma(SM90_64x128x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_2,_1,_4)))", make_tiled_mma(<SM90_64x128x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_2,_1,_4)), X).get_layoutC_TV(), "(((_4,_8,_4),_2,_2),((_2,_2,_16),(_1,_1))):(((_256,_1,_16),_16384,_64),((_128,_8,_1024),(_0,_0)))", true);
    // get_layoutC_TV.jsonl:9
    k.show("get_layoutC_TV(make_tiled_mma(SM90_64x128x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_4,_1):(_1,_4)))", make_tiled_mma(<SM90_64x128x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_4,_1):(_1,_4)), X).get_layoutC_TV(), "((_4,_8,_16),((_2,_2,_16),(_1,_1))):((_512,_1,_16),((_256,_8,_2048),(_0,_0)))", true);
    // get_layoutC_TV.jsonl:10
    k.show("get_layoutC_TV(make_tiled_mma(SM90_64x128x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>))", make_tiled_mma(<SM90_64x128x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), X, X).get_layoutC_TV(), "((_4,_8,_4),((_2,_2,_16),(_1,_1))):((_128,_1,_16),((_64,_8,_512),(_0,_0)))", true);
    // get_layoutC_TV.jsonl:11
    k.show("get_layoutC_TV(make_tiled_mma(SM90_64x128x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_4,_1,_1):(_1,_1,_4),(_,(_8,_16):(_1,_8),_16)))", make_tiled_mma(<SM90_64x128x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_4,_1,_1):(_1,_1,_4)), tile!((_,(_8,_16):(_1,_8),_16))).get_layoutC_TV(), "((_4,_8,_16),((_2,_2,_16),(_1,_1))):((_512,_1,_16),((_256,_8,_2048),(_0,_0)))", true);
    // get_layoutC_TV.jsonl:12
    k.show("get_layoutC_TV(make_tiled_mma(SM90_64x16x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1),((_32,_2):(_1,_32),_,(_16):(_1))))", make_tiled_mma(<SM90_64x16x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), tile!(((_32,_2):(_1,_32),_,(_16):(_1)))).get_layoutC_TV(), "((_4,_8,_4),((_2,_2,_2),(_1,_1))):((_128,_1,_16),((_64,_8,_512),(_0,_0)))", true);
    // get_layoutC_TV.jsonl:13
    k.show("get_layoutC_TV(make_tiled_mma(SM90_64x16x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4),((_16,_8):(_1,_16),_64,_16)))", make_tiled_mma(<SM90_64x16x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!(((_16,_8):(_1,_16),_64,_16))).get_layoutC_TV(), "((_4,_8,_8,_2),((_2,_2,_2),(_1,_2))):((_256,_1,_16,_2048),((_128,_8,_1024),(_0,_4096)))", true);
    // get_layoutC_TV.jsonl:14
    k.show("get_layoutC_TV(make_tiled_mma(SM90_64x256x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>))", make_tiled_mma(<SM90_64x256x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), X, X).get_layoutC_TV(), "((_4,_8,_4),((_2,_2,_32),(_1,_1))):((_128,_1,_16),((_64,_8,_512),(_0,_0)))", true);
    // get_layoutC_TV.jsonl:15
    k.show("get_layoutC_TV(make_tiled_mma(SM90_64x256x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>))", make_tiled_mma(<SM90_64x256x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), X, X).get_layoutC_TV(), "((_4,_8,_4),((_2,_2,_32),(_1,_1))):((_128,_1,_16),((_64,_8,_512),(_0,_0)))", true);
    // get_layoutC_TV.jsonl:16
    k.show("get_layoutC_TV(make_tiled_mma(SM90_64x256x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_2,_1,_4),(_128,(_2,_16,_16):(_16,_1,_32),_)))", make_tiled_mma(<SM90_64x256x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_2,_1,_4)), tile!((_128,(_2,_16,_16):(_16,_1,_32),_))).get_layoutC_TV(), "(((_4,_8,_4),_2,_2),((_2,_2,(_4,_8)),(_1,_1))):(((_128,_1,_16),_32768,_64),((_2048,_8,(_512,_4096)),(_0,_0)))", true);
    // get_layoutC_TV.jsonl:17
    k.show("get_layoutC_TV(make_tiled_mma(SM90_64x32x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4)))", make_tiled_mma(<SM90_64x32x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), X).get_layoutC_TV(), "((_4,_8,_8,_2),((_2,_2,_4),(_1,_1))):((_256,_1,_16,_4096),((_128,_8,_1024),(_0,_0)))", true);
    // get_layoutC_TV.jsonl:18
    k.show(
        "get_layoutC_TV(make_tiled_mma(SM90_64x32x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>))",
        make_tiled_mma(
            <SM90_64x32x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(),
            X,
            X,
        )
        .get_layoutC_TV(),
        "((_4,_8,_4),((_2,_2,_4),(_1,_1))):((_128,_1,_16),((_64,_8,_512),(_0,_0)))",
        true,
    );
    // get_layoutC_TV.jsonl:19
    k.show("get_layoutC_TV(make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_1):(_1,_1),((_8,_4,_2):(_2,_16,_1),(_64,_2):(_2,_1),_32)))", make_tiled_mma(<SM90_64x64x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1):(_1,_1)), tile!(((_8,_4,_2):(_2,_16,_1),(_64,_2):(_2,_1),_32))).get_layoutC_TV(), "((_4,_8,_2,_2),((_2,_2,_8),(_1,_2))):((_256,_2,_32,_1),((_128,_16,_1024),(_0,_64)))", true);
}

fn cases_4(k: &mut Check) {
    // get_layoutC_TV.jsonl:20
    k.show("get_layoutC_TV(make_tiled_mma(SM90_64x8x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1),(_64,_8,_)))", make_tiled_mma(<SM90_64x8x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), tile!((_64,_8,_))).get_layoutC_TV(), "((_4,_8,_4),((_2,_2,_1),(_1,_1))):((_128,_1,_16),((_64,_8,_512),(_0,_0)))", true);
    // get_layoutC_TV.jsonl:21
    k.show("get_layoutC_TV(make_tiled_mma(SM90_64x8x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_2,_1,_1):(_1,_1,_2),(_128,_16,(_4,_4):(_1,_4))))", make_tiled_mma(<SM90_64x8x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_1,_1):(_1,_1,_2)), tile!((_128,_16,(_4,_4):(_1,_4)))).get_layoutC_TV(), "((_4,_8,_8),((_2,_2,_1),(_1,_2))):((_256,_1,_16),((_128,_8,_1024),(_0,_1024)))", true);
    // get_layoutC_TV.jsonl:22
    k.show(
        "get_layoutC_TV(make_tiled_mma(SM90_64x8x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>))",
        make_tiled_mma(
            <SM90_64x8x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(),
            X,
            X,
        )
        .get_layoutC_TV(),
        "((_4,_8,_4),((_2,_2,_1),(_1,_1))):((_128,_1,_16),((_64,_8,_512),(_0,_0)))",
        true,
    );
    // get_thr_layout_vmnk.jsonl:1
    k.show("get_thr_layout_vmnk(make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN,(_4,_2,_1):(_1,_4,_8),(_,_,_8)))", make_tiled_mma(<SM80_16x8x8_F32TF32TF32F32_TN>::default(), layout!((_4,_2,_1):(_1,_4,_8)), tile!((_,_,_8))).get_thr_layout_vmnk(), "(_32,_4,_2,_1):(_1,_32,_128,_256)", true);
    // get_thr_layout_vmnk.jsonl:2
    k.show("get_thr_layout_vmnk(make_tiled_mma(SM90_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_4,_1,_1):(_1,_4,_4),(_,_32,_)))", make_tiled_mma(<SM90_64x16x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_4,_1,_1):(_1,_4,_4)), tile!((_,_32,_))).get_thr_layout_vmnk(), "(_128,_4,_1,_1):(_1,_128,_512,_512)", true);
    // get_thr_layout_vmnk.jsonl:3
    k.show("get_thr_layout_vmnk(make_tiled_mma(SM90_64x16x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1),((_32,_2):(_1,_32),_,(_16):(_1))))", make_tiled_mma(<SM90_64x16x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), tile!(((_32,_2):(_1,_32),_,(_16):(_1)))).get_thr_layout_vmnk(), "(_128,_1,_1,_1):(_1,_0,_0,_0)", true);
    // get_thr_layout_vmnk.jsonl:4
    k.show("get_thr_layout_vmnk(make_tiled_mma(SM90_64x16x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4),((_16,_8):(_1,_16),_64,_16)))", make_tiled_mma(<SM90_64x16x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!(((_16,_8):(_1,_16),_64,_16))).get_thr_layout_vmnk(), "(_128,_2,_2,_1):(_1,_128,_256,_512)", true);
    // get_thr_layout_vmnk.jsonl:5
    k.show("get_thr_layout_vmnk(make_tiled_mma(SM90_64x16x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_2,_1):(_1,_1,_2)))", make_tiled_mma(<SM90_64x16x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_2,_1):(_1,_1,_2)), X).get_thr_layout_vmnk(), "(_128,_1,_2,_1):(_1,_128,_128,_256)", true);
    // get_thr_layout_vmnk.jsonl:6
    k.show("get_thr_layout_vmnk(make_tiled_mma(SM90_64x32x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>))", make_tiled_mma(<SM90_64x32x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), X, X).get_thr_layout_vmnk(), "(_128,_1,_1,_1):(_1,_0,_0,_0)", true);
    // get_thr_layout_vmnk.jsonl:7
    k.show("get_thr_layout_vmnk(make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>))", make_tiled_mma(<SM90_64x64x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), X, X).get_thr_layout_vmnk(), "(_128,_1,_1,_1):(_1,_0,_0,_0)", true);
    // get_thr_layout_vmnk.jsonl:8
    k.show("get_thr_layout_vmnk(make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_1):(_1,_1),((_8,_4,_2):(_2,_16,_1),(_64,_2):(_2,_1),_32)))", make_tiled_mma(<SM90_64x64x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1):(_1,_1)), tile!(((_8,_4,_2):(_2,_16,_1),(_64,_2):(_2,_1),_32))).get_thr_layout_vmnk(), "(_128,_1,_1,_1):(_1,_0,_0,_0)", true);
    // get_thr_layout_vmnk.jsonl:9
    k.show("get_thr_layout_vmnk(make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN,GMMA::Major::MN>,(_2,_2,_1):(_2,_1,_4),(_256,(_64,_2):(_1,_64),_)))", make_tiled_mma(<SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN, GMMA::Major::MN>>::default(), layout!((_2,_2,_1):(_2,_1,_4)), tile!((_256,(_64,_2):(_1,_64),_))).get_thr_layout_vmnk(), "(_128,_2,_2,_1):(_1,_256,_128,_512)", true);
    // get_thr_layout_vmnk.jsonl:10
    k.show("get_thr_layout_vmnk(make_tiled_mma(SM90_64x8x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_4,_1,_1):(_1,_4,_4),(_512,(_2,_4):(_4,_1),_)))", make_tiled_mma(<SM90_64x8x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_4,_1,_1):(_1,_4,_4)), tile!((_512,(_2,_4):(_4,_1),_))).get_thr_layout_vmnk(), "(_128,_4,_1,_1):(_1,_128,_512,_512)", true);
    // get_thr_layout_vmnk.jsonl:11
    k.show("get_thr_layout_vmnk(make_tiled_mma(SM90_64x8x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>))", make_tiled_mma(<SM90_64x8x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), X, X).get_thr_layout_vmnk(), "(_128,_1,_1,_1):(_1,_0,_0,_0)", true);
    // get_thr_layout_vmnk.jsonl:12
    k.show("get_thr_layout_vmnk(make_tiled_mma(SM90_64x8x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_2,_1,_1):(_1,_1,_2),(_128,_16,(_4,_4):(_1,_4))))", make_tiled_mma(<SM90_64x8x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_1,_1):(_1,_1,_2)), tile!((_128,_16,(_4,_4):(_1,_4)))).get_thr_layout_vmnk(), "(_128,_2,_1,_1):(_1,_128,_128,_256)", true);
    // tile_shape.jsonl:1
    k.show(
        "tile_shape(make_tiled_mma(MMA_Atom<UniversalFMA<float>>,(_8,_8,_1):(_1,_8,_0)))",
        display(
            make_tiled_mma(
                <MMA_Atom<UniversalFMA<f32>>>::default(),
                layout!((_8,_8,_1):(_1,_8,_0)),
                X,
            )
            .tile_shape(),
        ),
        "(_8,_8,_1)",
        true,
    );
}

fn cases_5(k: &mut Check) {
    // tile_shape.jsonl:2
    k.show(
        "tile_shape(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_4,_2,_2):(_2,_1,_8)))",
        display(
            make_tiled_mma(
                <SM80_16x8x16_F16F16F16F16_TN>::default(),
                layout!((_4,_2,_2):(_2,_1,_8)),
                X,
            )
            .tile_shape(),
        ),
        "(_64,_16,_32)",
        true,
    );
    // tile_shape.jsonl:3
    k.show(
        "tile_shape(make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN,(_4,_2,_1):(_1,_4,_8),(_,_,_8)))",
        display(
            make_tiled_mma(
                <SM80_16x8x8_F32TF32TF32F32_TN>::default(),
                layout!((_4,_2,_1):(_1,_4,_8)),
                tile!((_, _, _8)),
            )
            .tile_shape(),
        ),
        "(_64,_16,_8)",
        true,
    );
    // tile_shape.jsonl:4
    k.show(
        "tile_shape(make_tiled_mma(SM90_64x128x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>))",
        display(
            make_tiled_mma(
                <SM90_64x128x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(),
                X,
                X,
            )
            .tile_shape(),
        ),
        "(_64,_128,_16)",
        true,
    );
    // tile_shape.jsonl:5
    k.show("tile_shape(make_tiled_mma(SM90_64x128x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4),(_128,_,_)))", display(make_tiled_mma(<SM90_64x128x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!((_128,_,_))).tile_shape()), "(_128,_256,_16)", true);
    // tile_shape.jsonl:6
    k.show("tile_shape(make_tiled_mma(SM90_64x128x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_4,_1,_1):(_1,_1,_4),(_,(_8,_16):(_1,_8),_16)))", display(make_tiled_mma(<SM90_64x128x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_4,_1,_1):(_1,_1,_4)), tile!((_,(_8,_16):(_1,_8),_16))).tile_shape()), "(_256,_128,_16)", true);
    // tile_shape.jsonl:7
    k.show(
        "tile_shape(make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>))",
        display(
            make_tiled_mma(
                <SM90_64x128x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(),
                X,
                X,
            )
            .tile_shape(),
        ),
        "(_64,_128,_16)",
        true,
    );
    // tile_shape.jsonl:8
    k.show("tile_shape(make_tiled_mma(SM90_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_2,_1,_4)))", display(make_tiled_mma(<SM90_64x16x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_2,_1,_4)), X).tile_shape()), "(_128,_32,_16)", true);
    // tile_shape.jsonl:9
    k.show("tile_shape(make_tiled_mma(SM90_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_2,_1,_4),(_256,_32,(_8,_2):(_2,_1))))", display(make_tiled_mma(<SM90_64x16x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_2,_1,_4)), tile!((_256,_32,(_8,_2):(_2,_1)))).tile_shape()), "(_256,_32,_16)", true);
    // tile_shape.jsonl:10
    k.show("tile_shape(make_tiled_mma(SM90_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_4,_1,_1):(_1,_4,_4),(_,_32,_)))", display(make_tiled_mma(<SM90_64x16x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_4,_1,_1):(_1,_4,_4)), tile!((_,_32,_))).tile_shape()), "(_256,_32,_16)", true);
    // tile_shape.jsonl:11
    k.show("tile_shape(make_tiled_mma(SM90_64x16x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_1,_1):(_1,_2,_2)))", display(make_tiled_mma(<SM90_64x16x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_1,_1):(_1,_2,_2)), X).tile_shape()), "(_128,_16,_16)", true);
    // tile_shape.jsonl:12
    k.show(
        "tile_shape(make_tiled_mma(SM90_64x256x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>))",
        display(
            make_tiled_mma(
                <SM90_64x256x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(),
                X,
                X,
            )
            .tile_shape(),
        ),
        "(_64,_256,_16)",
        true,
    );
    // tile_shape.jsonl:13
    k.show("tile_shape(make_tiled_mma(SM90_64x32x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1),((_64):(_1),_32,_32)))", display(make_tiled_mma(<SM90_64x32x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), tile!(((_64):(_1),_32,_32))).tile_shape()), "(_64,_32,_32)", true);
    // tile_shape.jsonl:14
    k.show("tile_shape(make_tiled_mma(SM90_64x32x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4)))", display(make_tiled_mma(<SM90_64x32x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), X).tile_shape()), "(_128,_64,_16)", true);
    // tile_shape.jsonl:15
    k.show(
        "tile_shape(make_tiled_mma(SM90_64x32x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>))",
        display(
            make_tiled_mma(
                <SM90_64x32x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(),
                X,
                X,
            )
            .tile_shape(),
        ),
        "(_64,_32,_16)",
        true,
    );
    // tile_shape.jsonl:16
    k.show("tile_shape(make_tiled_mma(SM90_64x32x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_1):(_1,_1),(_64,(_2,_4,_8):(_32,_1,_4),(_2,_2,_4):(_4,_8,_1))))", display(make_tiled_mma(<SM90_64x32x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1):(_1,_1)), tile!((_64,(_2,_4,_8):(_32,_1,_4),(_2,_2,_4):(_4,_8,_1)))).tile_shape()), "(_64,_64,_16)", true);
    // tile_shape.jsonl:17
    k.show("tile_shape(make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_1):(_1,_1),((_8,_4,_2):(_2,_16,_1),(_64,_2):(_2,_1),_32)))", display(make_tiled_mma(<SM90_64x64x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1):(_1,_1)), tile!(((_8,_4,_2):(_2,_16,_1),(_64,_2):(_2,_1),_32))).tile_shape()), "(_64,_128,_32)", true);
}

fn cases_6(k: &mut Check) {
    // tile_shape.jsonl:18
    k.show("tile_shape(make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_2,_1):(_2,_1,_2),(_64,_,(_4,_2,_4):(_8,_4,_1))))", display(make_tiled_mma(<SM90_64x64x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_2,_1):(_2,_1,_2)), tile!((_64,_,(_4,_2,_4):(_8,_4,_1)))).tile_shape()), "(_64,_128,_32)", true);
    // tile_shape.jsonl:19
    k.show("tile_shape(make_tiled_mma(SM90_64x8x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_1):(_1,_2),(_,(_8):(_1),_16)))", display(make_tiled_mma(<SM90_64x8x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_1):(_1,_2)), tile!((_,(_8):(_1),_16))).tile_shape()), "(_128,_8,_16)", true);
    // tile_shape.jsonl:20
    k.show("tile_shape(make_tiled_mma(SM90_64x8x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_2,_1,_1):(_1,_1,_2),(_128,_16,(_4,_4):(_1,_4))))", display(make_tiled_mma(<SM90_64x8x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_1,_1):(_1,_1,_2)), tile!((_128,_16,(_4,_4):(_1,_4)))).tile_shape()), "(_128,_16,_16)", true);
    // tile_shape.jsonl:21
    k.show("tile_shape(make_tiled_mma(SM90_64x8x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_4,_1,_1):(_1,_1,_4)))", display(make_tiled_mma(<SM90_64x8x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_4,_1,_1):(_1,_1,_4)), X).tile_shape()), "(_256,_8,_16)", true);
    // tile_shape.jsonl:22
    k.show("tile_shape(make_tiled_mma(SM90_64x8x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4),(_128,_16,_)))", display(make_tiled_mma(<SM90_64x8x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!((_128,_16,_))).tile_shape()), "(_128,_16,_16)", true);
    // tile_size.jsonl:1
    k.show(
        "tile_size(make_tiled_mma(MMA_Atom<SM80_16x8x16_F16F16F16F16_TN>,(_2,_2,_1):(_1,_2,_0)),0)",
        display(
            make_tiled_mma(
                <MMA_Atom<SM80_16x8x16_F16F16F16F16_TN>>::default(),
                layout!((_2,_2,_1):(_1,_2,_0)),
                X,
            )
            .tile_size::<0>(),
        ),
        "_32",
        true,
    );
    // tile_size.jsonl:2
    k.show("tile_size(make_tiled_mma(SM90_64x128x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1)),0)", display(make_tiled_mma(<SM90_64x128x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), X).tile_size::<0>()), "_64", true);
    // tile_size.jsonl:3
    k.show("tile_size(make_tiled_mma(SM90_64x128x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4),(_128,_,_)),1)", display(make_tiled_mma(<SM90_64x128x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!((_128,_,_))).tile_size::<1>()), "_256", true);
    // tile_size.jsonl:4
    k.show("tile_size(make_tiled_mma(SM90_64x128x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_2,_1):(_1,_1,_2),(_64,(_16,_32):(_1,_16),(_8,_2):(_1,_8))),1)", display(make_tiled_mma(<SM90_64x128x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_2,_1):(_1,_1,_2)), tile!((_64,(_16,_32):(_1,_16),(_8,_2):(_1,_8)))).tile_size::<1>()), "_512", true);
    // tile_size.jsonl:5
    k.show("tile_size(make_tiled_mma(SM90_64x128x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_4,_1,_1):(_1,_1,_4),(_,(_8,_16):(_1,_8),_16)),0)", display(make_tiled_mma(<SM90_64x128x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_4,_1,_1):(_1,_1,_4)), tile!((_,(_8,_16):(_1,_8),_16))).tile_size::<0>()), "_256", true);
    // tile_size.jsonl:6
    k.show(
        "tile_size(make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>),1)",
        display(
            make_tiled_mma(
                <SM90_64x128x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(),
                X,
                X,
            )
            .tile_size::<1>(),
        ),
        "_128",
        true,
    );
    // tile_size.jsonl:7
    k.show("tile_size(make_tiled_mma(SM90_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1)),0)", display(make_tiled_mma(<SM90_64x16x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), X).tile_size::<0>()), "_64", true);
    // tile_size.jsonl:8
    k.show("tile_size(make_tiled_mma(SM90_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_2,_1,_4),(_256,_32,(_8,_2):(_2,_1))),1)", display(make_tiled_mma(<SM90_64x16x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_2,_1,_4)), tile!((_256,_32,(_8,_2):(_2,_1)))).tile_size::<1>()), "_32", true);
    // tile_size.jsonl:9
    k.show("tile_size(make_tiled_mma(SM90_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_4,_1,_1):(_1,_4,_4),(_,_32,_)),0)", display(make_tiled_mma(<SM90_64x16x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_4,_1,_1):(_1,_4,_4)), tile!((_,_32,_))).tile_size::<0>()), "_256", true);
    // tile_size.jsonl:10
    k.show("tile_size(make_tiled_mma(SM90_64x16x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1),((_16,_2,_2):(_4,_1,_2),_,_16)),1)", display(make_tiled_mma(<SM90_64x16x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), tile!(((_16,_2,_2):(_4,_1,_2),_,_16))).tile_size::<1>()), "_16", true);
    // tile_size.jsonl:11
    k.show("tile_size(make_tiled_mma(SM90_64x16x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1),((_32,_2):(_1,_32),_,(_16):(_1))),1)", display(make_tiled_mma(<SM90_64x16x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), tile!(((_32,_2):(_1,_32),_,(_16):(_1)))).tile_size::<1>()), "_16", true);
}

fn cases_7(k: &mut Check) {
    // tile_size.jsonl:12
    k.show("tile_size(make_tiled_mma(SM90_64x16x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4),((_16,_8):(_1,_16),_64,_16)),1)", display(make_tiled_mma(<SM90_64x16x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!(((_16,_8):(_1,_16),_64,_16))).tile_size::<1>()), "_64", true);
    // tile_size.jsonl:13
    k.show("tile_size(make_tiled_mma(SM90_64x16x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_2,_1):(_1,_1,_2)),2)", display(make_tiled_mma(<SM90_64x16x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_2,_1):(_1,_1,_2)), X).tile_size::<2>()), "_16", true);
    // tile_size.jsonl:14
    k.show("tile_size(make_tiled_mma(SM90_64x32x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4),(_128,(_8,_16):(_16,_1),_32)),0)", display(make_tiled_mma(<SM90_64x32x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!((_128,(_8,_16):(_16,_1),_32))).tile_size::<0>()), "_128", true);
    // tile_size.jsonl:15
    k.show("tile_size(make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_1):(_1,_1),((_8,_4,_2):(_2,_16,_1),(_64,_2):(_2,_1),_32)),0)", display(make_tiled_mma(<SM90_64x64x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1):(_1,_1)), tile!(((_8,_4,_2):(_2,_16,_1),(_64,_2):(_2,_1),_32))).tile_size::<0>()), "_64", true);
    // tile_size.jsonl:16
    k.show("tile_size(make_tiled_mma(SM90_64x8x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_4,_1,_1):(_1,_4,_4),(_512,(_2,_4):(_4,_1),_)),0)", display(make_tiled_mma(<SM90_64x8x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_4,_1,_1):(_1,_4,_4)), tile!((_512,(_2,_4):(_4,_1),_))).tile_size::<0>()), "_512", true);
    // tile_size.jsonl:17
    k.show("tile_size(make_tiled_mma(SM90_64x8x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4),(_128,_16,_)),1)", display(make_tiled_mma(<SM90_64x8x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!((_128,_16,_))).tile_size::<1>()), "_16", true);
    // thr_size.jsonl:1
    k.show(
        "thr_size(make_tiled_mma(MMA_Atom<UniversalFMA<float>>,(_8,_8,_1):(_1,_8,_0)))",
        display(
            make_tiled_mma(
                <MMA_Atom<UniversalFMA<f32>>>::default(),
                layout!((_8,_8,_1):(_1,_8,_0)),
                X,
            )
            .thr_size(),
        ),
        "_64",
        true,
    );
    // thr_size.jsonl:2
    k.show(
        "thr_size(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_2,_2):(_1,_2),(_32,_32,_16)))",
        display(
            make_tiled_mma(
                <SM80_16x8x16_F16F16F16F16_TN>::default(),
                layout!((_2,_2):(_1,_2)),
                tile!((_32, _32, _16)),
            )
            .thr_size(),
        ),
        "_128",
        true,
    );
    // thr_size.jsonl:3
    k.show(
        "thr_size(make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN))",
        display(make_tiled_mma(<SM80_16x8x8_F16F16F16F16_TN>::default(), X, X).thr_size()),
        "_32",
        true,
    );
    // thr_size.jsonl:4
    k.show(
        "thr_size(make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN,(_4,_4):(_1,_4)))",
        display(
            make_tiled_mma(
                <SM80_16x8x8_F32TF32TF32F32_TN>::default(),
                layout!((_4,_4):(_1,_4)),
                X,
            )
            .thr_size(),
        ),
        "_512",
        true,
    );
    // thr_size.jsonl:5
    k.show("thr_size(make_tiled_mma(SM90_64x128x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1)))", display(make_tiled_mma(<SM90_64x128x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), X).thr_size()), "_128", true);
    // thr_size.jsonl:6
    k.show("thr_size(make_tiled_mma(SM90_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1)))", display(make_tiled_mma(<SM90_64x16x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), X).thr_size()), "_128", true);
    // thr_size.jsonl:7
    k.show("thr_size(make_tiled_mma(SM90_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_2,_1,_4)))", display(make_tiled_mma(<SM90_64x16x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_2,_1,_4)), X).thr_size()), "_512", true);
    // thr_size.jsonl:8
    k.show("thr_size(make_tiled_mma(SM90_64x16x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1),((_16,_2,_2):(_4,_1,_2),_,_16)))", display(make_tiled_mma(<SM90_64x16x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), tile!(((_16,_2,_2):(_4,_1,_2),_,_16))).thr_size()), "_128", true);
    // thr_size.jsonl:9
    k.show("thr_size(make_tiled_mma(SM90_64x256x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_2,_1,_4),(_128,(_512,_2):(_1,_512),_)))", display(make_tiled_mma(<SM90_64x256x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_2,_1,_4)), tile!((_128,(_512,_2):(_1,_512),_))).thr_size()), "_512", true);
    // thr_size.jsonl:10
    k.show("thr_size(make_tiled_mma(SM90_64x32x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_1):(_1,_1),(_64,(_2,_4,_8):(_32,_1,_4),(_2,_2,_4):(_4,_8,_1))))", display(make_tiled_mma(<SM90_64x32x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1):(_1,_1)), tile!((_64,(_2,_4,_8):(_32,_1,_4),(_2,_2,_4):(_4,_8,_1)))).thr_size()), "_128", true);
}

fn cases_8(k: &mut Check) {
    // thr_size.jsonl:11
    k.show(
        "thr_size(make_tiled_mma(SM90_64x64x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>))",
        display(
            make_tiled_mma(
                <SM90_64x64x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(),
                X,
                X,
            )
            .thr_size(),
        ),
        "_128",
        true,
    );
    // thr_size.jsonl:12
    k.show("thr_size(make_tiled_mma(SM90_64x64x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_1,_1):(_1,_2,_2)))", display(make_tiled_mma(<SM90_64x64x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_1,_1):(_1,_2,_2)), X).thr_size()), "_256", true);
    // thr_size.jsonl:13
    k.show(
        "thr_size(make_tiled_mma(SM90_64x64x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>))",
        display(
            make_tiled_mma(
                <SM90_64x64x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(),
                X,
                X,
            )
            .thr_size(),
        ),
        "_128",
        true,
    );
    // thr_size.jsonl:14
    k.show("thr_size(make_tiled_mma(SM90_64x8x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4),(_,(_16):(_1),_16)))", display(make_tiled_mma(<SM90_64x8x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!((_,(_16):(_1),_16))).thr_size()), "_512", true);
    // thr_size.jsonl:15
    k.show("thr_size(make_tiled_mma(SM90_64x8x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4),(_,(_4,_4,_2):(_2,_8,_1),(_16):(_1))))", display(make_tiled_mma(<SM90_64x8x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!((_,(_4,_4,_2):(_2,_8,_1),(_16):(_1)))).thr_size()), "_512", true);
    // thr_size.jsonl:16
    k.show(
        "thr_size(make_tiled_mma(UniversalFMA<float>))",
        display(make_tiled_mma(<UniversalFMA<f32>>::default(), X, X).thr_size()),
        "_1",
        true,
    );
    // partition_shape_A.jsonl:1
    k.show("partition_shape_A(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN,(_4,_2,_2):(_2,_1,_8)),(_128,_128))", display(make_tiled_mma(<SM80_16x8x16_F16F16F16F16_TN>::default(), layout!((_4,_2,_2):(_2,_1,_8)), X).partition_shape_A(shape!((_128,_128)))), "((_2,_2,_2),_2,_4)", true);
    // partition_shape_A.jsonl:2
    k.show("partition_shape_A(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN,(_4,_2,_1):(_1,_4,_8),((_2,_16,_2):(_32,_1,_16),_32,(_4,_4):(_1,_4))),(_128,_128))", display(make_tiled_mma(<SM80_16x8x16_F32F16F16F32_TN>::default(), layout!((_4,_2,_1):(_1,_4,_8)), tile!(((_2,_16,_2):(_32,_1,_16),_32,(_4,_4):(_1,_4)))).partition_shape_A(shape!((_128,_128)))), "((_2,_2,_2),_2,_8)", true);
    // partition_shape_A.jsonl:3
    k.show("partition_shape_A(make_tiled_mma(SM90_64x128x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_4,_1,_1):(_1,_1,_4),(_256,_256,_)),(_512,_128))", display(make_tiled_mma(<SM90_64x128x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_4,_1,_1):(_1,_1,_4)), tile!((_256,_256,_))).partition_shape_A(shape!((_512,_128)))), "((_2,_2,_2),_2,_8)", true);
    // partition_shape_A.jsonl:4
    k.show("partition_shape_A(make_tiled_mma(SM90_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1)),(_512,_128))", display(make_tiled_mma(<SM90_64x16x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), X).partition_shape_A(shape!((_512,_128)))), "((_2,_2,_2),_8,_8)", true);
    // partition_shape_A.jsonl:5
    k.show("partition_shape_A(make_tiled_mma(SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_2,_1,_1):(_1,_2,_2),(_,(_8,_2,_4):(_4,_32,_1),_32)),(_512,_128))", display(make_tiled_mma(<SM90_64x64x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_1,_1):(_1,_2,_2)), tile!((_,(_8,_2,_4):(_4,_32,_1),_32))).partition_shape_A(shape!((_512,_128)))), "((_64,_16),_4,_8)", true);
    // partition_shape_A.jsonl:6
    k.show("partition_shape_A(make_tiled_mma(SM90_64x8x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_1,_1):(_1,_2,_2),(_,_8,_16)),(_512,_128))", display(make_tiled_mma(<SM90_64x8x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_1,_1):(_1,_2,_2)), tile!((_,_8,_16))).partition_shape_A(shape!((_512,_128)))), "((_2,_2,_2),_4,_8)", true);
    // partition_shape_A.jsonl:7
    k.show("partition_shape_A(make_tiled_mma(SM90_64x8x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4),(_,(_16):(_1),_16)),(_512,_128))", display(make_tiled_mma(<SM90_64x8x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!((_,(_16):(_1),_16))).partition_shape_A(shape!((_512,_128)))), "((_2,_2,_2),_4,_8)", true);
    // partition_shape_B.jsonl:1
    k.show("partition_shape_B(make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN,(_4,_2,_1):(_1,_4,_8),(_,_,_8)),(_64,_64))", display(make_tiled_mma(<SM80_16x8x8_F32TF32TF32F32_TN>::default(), layout!((_4,_2,_1):(_1,_4,_8)), tile!((_,_,_8))).partition_shape_B(shape!((_64,_64)))), "(_2,_4,_8)", true);
    // partition_shape_B.jsonl:2
    k.show("partition_shape_B(make_tiled_mma(SM80_16x8x8_F32TF32TF32F32_TN,(_4,_4):(_1,_4)),(_64,_64))", display(make_tiled_mma(<SM80_16x8x8_F32TF32TF32F32_TN>::default(), layout!((_4,_4):(_1,_4)), X).partition_shape_B(shape!((_64,_64)))), "(_2,_2,_8)", true);
    // partition_shape_B.jsonl:3
    k.show("partition_shape_B(make_tiled_mma(SM90_64x128x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1)),(_1024,_128))", display(make_tiled_mma(<SM90_64x128x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), X).partition_shape_B(shape!((_1024,_128)))), "((_128,_16),_8,_8)", true);
}

fn cases_9(k: &mut Check) {
    // partition_shape_B.jsonl:4
    k.show("partition_shape_B(make_tiled_mma(SM90_64x128x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_2,_1):(_1,_1,_2),(_64,(_16,_32):(_1,_16),(_8,_2):(_1,_8))),(_1024,_128))", display(make_tiled_mma(<SM90_64x128x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_2,_1):(_1,_1,_2)), tile!((_64,(_16,_32):(_1,_16),(_8,_2):(_1,_8)))).partition_shape_B(shape!((_1024,_128)))), "((_128,_16),_4,_8)", true);
    // partition_shape_B.jsonl:5
    k.show("partition_shape_B(make_tiled_mma(SM90_64x16x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_2,_1,_4),(_256,_32,(_8,_2):(_2,_1))),(_128,_128))", display(make_tiled_mma(<SM90_64x16x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_2,_1,_4)), tile!((_256,_32,(_8,_2):(_2,_1)))).partition_shape_B(shape!((_128,_128)))), "((_16,(_8,_2)),_4,_8)", true);
    // partition_shape_B.jsonl:6
    k.show("partition_shape_B(make_tiled_mma(SM90_64x64x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_1,_1):(_1,_1)),(_512,_128))", display(make_tiled_mma(<SM90_64x64x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1):(_1,_1)), X).partition_shape_B(shape!((_512,_128)))), "((_64,_16),_8,_8)", true);
    // partition_shape_B.jsonl:7
    k.show("partition_shape_B(make_tiled_mma(SM90_64x8x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1),(_64,_8,_)),(_64,_128))", display(make_tiled_mma(<SM90_64x8x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), tile!((_64,_8,_))).partition_shape_B(shape!((_64,_128)))), "((_8,_16),_8,_8)", true);
    // partition_shape_B.jsonl:8
    k.show("partition_shape_B(make_tiled_mma(SM90_64x8x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_1,_1,_1):(_1,_1,_1)),(_64,_128))", display(make_tiled_mma(<SM90_64x8x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_1,_1,_1):(_1,_1,_1)), X).partition_shape_B(shape!((_64,_128)))), "((_8,_16),_8,_8)", true);
    // partition_shape_C.jsonl:1
    k.show("partition_shape_C(make_tiled_mma(SM90_64x128x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_2,_1,_4)),(_512,_1024))", display(make_tiled_mma(<SM90_64x128x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_2,_1,_4)), X).partition_shape_C(shape!((_512,_1024)))), "((_2,_2,_16),_4,_4)", true);
    // partition_shape_C.jsonl:2
    k.show("partition_shape_C(make_tiled_mma(SM90_64x128x16_F32F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_4,_1,_1):(_1,_1,_4),(_,(_8,_16):(_1,_8),_16)),(_512,_1024))", display(make_tiled_mma(<SM90_64x128x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_4,_1,_1):(_1,_1,_4)), tile!((_,(_8,_16):(_1,_8),_16))).partition_shape_C(shape!((_512,_1024)))), "((_2,_2,_16),_2,_8)", true);
    // partition_shape_C.jsonl:3
    k.show("partition_shape_C(make_tiled_mma(SM90_64x64x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_1,_1):(_1,_2,_2)),(_512,_512))", display(make_tiled_mma(<SM90_64x64x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_1,_1):(_1,_2,_2)), X).partition_shape_C(shape!((_512,_512)))), "((_2,_2,_8),_4,_8)", true);
    // partition_shape_C.jsonl:4
    k.show("partition_shape_C(make_tiled_mma(SM90_64x8x16_F16F16F16_RS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4),(_,(_4,_4,_2):(_2,_8,_1),(_16):(_1))),(_512,_64))", display(make_tiled_mma(<SM90_64x8x16_F16F16F16_RS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!((_,(_4,_4,_2):(_2,_8,_1),(_16):(_1)))).partition_shape_C(shape!((_512,_64)))), "((_2,_2,_1),_4,(_2,_2))", true);
    // partition_shape_C.jsonl:5
    k.show("partition_shape_C(make_tiled_mma(SM90_64x8x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>,(_2,_2,_1):(_1,_2,_4),(_128,_16,_)),(_512,_64))", display(make_tiled_mma(<SM90_64x8x16_F32F16F16_SS<GMMA::Major::K, GMMA::Major::K>>::default(), layout!((_2,_2,_1):(_1,_2,_4)), tile!((_128,_16,_))).partition_shape_C(shape!((_512,_64)))), "((_2,_2,_1),_4,_4)", true);
}

#[test]
fn tiled_mma_goldens_typed() {
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
    cases_9(&mut k);
    k.finish("typed tiled MMA cases");
}
