// THIS IS GENERATED CODE by layout-core/tests/gen/swizzle_goldens.py: do not edit by hand.
// Golden cases of goldens/oracle-cpp-kernel on tile_to_shape and the named layout atoms, built as typed values: the printed form,
// the evaluation and every cell of print_layout must equal what CuTe printed, and a static
// result must be zero-sized.
//
// Cases left out of both swizzle golden files (46), with the reason:
//   composition-swizzle.jsonl:86: composition(Sw<3,3,2>,(_8,_64):(_64,_1))
//     static error case: a compile error of the typed layer (tests/ui)
//   downcast-swizzle.jsonl:16: downcast(Sw<3,3,4> o _0 o ((2,2),32):((2,1),4),4)
//     dynamic error case: with the runtime layer's oracle
//   eval-swizzle.jsonl:16: eval(GMMA::Layout_MN_SW128_Atom<half_t>,(_1,_9))
//     a static coordinate outside the layout's shape does not compile
//   eval-swizzle.jsonl:20: eval(GMMA::Layout_MN_SW32_Atom<half_t>,(_1,_9))
//     a static coordinate outside the layout's shape does not compile
//   left_inverse-swizzle.jsonl:3: left_inverse(Sw<1,2,3> o _0 o ((8,2),16):((32,16),1))
//     dynamic error case: with the runtime layer's oracle
//   logical_product-swizzle.jsonl:5: logical_product(Sw<1,4,3> o _0 o ((2,2),64):((128,64),1),(_1,_4):(_0,_1))
//     dynamic error case: with the runtime layer's oracle
//   print_layout-swizzle.jsonl:8: print_layout(Sw<2,2,2> o _0 o _64:_1)
//     static error case: a compile error of the typed layer (tests/ui)
//   print_layout-swizzle.jsonl:12: print_layout(Sw<3,3,3> o _0 o (_8,_8,_2):(_8,_1,_64))
//     static error case: a compile error of the typed layer (tests/ui)
//   slice-swizzle.jsonl:1: slice((1,_,_),Sw<3,3,3> o _0 o (_8,_64,_3):(_64,_1,_512))
//     slice: not yet
//   slice-swizzle.jsonl:2: slice((2,_),Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8))
//     slice: not yet
//   slice-swizzle.jsonl:3: slice((2,_),Sw<1,4,3> o smem_ptr[16b](unset) o (_16,_8):(_1,_16))
//     slice: not yet
//   slice-swizzle.jsonl:4: slice((2,_),Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_1,_8))
//     slice: not yet
//   slice-swizzle.jsonl:5: slice((2,_),Sw<2,4,3> o smem_ptr[32b](unset) o (_16,_8):(_1,_16))
//     slice: not yet
//   slice-swizzle.jsonl:6: slice((2,_),Sw<2,4,3> o smem_ptr[32b](unset) o (_8,_16):(_16,_1))
//     slice: not yet
//   slice-swizzle.jsonl:7: slice((2,_),Sw<2,4,3> o smem_ptr[8b](unset) o (_64,_8):(_1,_64))
//     slice: not yet
//   slice-swizzle.jsonl:8: slice((2,_),Sw<2,4,3> o smem_ptr[8b](unset) o (_8,_64):(_64,_1))
//     slice: not yet
//   slice-swizzle.jsonl:9: slice((2,_),Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64))
//     slice: not yet
//   slice-swizzle.jsonl:10: slice((5,_,2),Sw<3,4,3> o _0 o (_8,_8,_8):(_64,_1,_8))
//     slice: not yet
//   slice-swizzle.jsonl:11: slice((_,13),Sw<1,3,2> o _0 o (_8,_16):(_16,_1))
//     slice: not yet
//   slice-swizzle.jsonl:12: slice((_,14),Sw<2,0,4> o _0 o (_16,_64):(_64,_1))
//     slice: not yet
//   slice-swizzle.jsonl:13: slice((_,27),Sw<1,2,1> o _0 o (_4,_32):(_32,_1))
//     slice: not yet
//   slice-swizzle.jsonl:14: slice((_,3),Sw<1,4,3> o smem_ptr[16b](unset) o (_16,_8):(_1,_16))
//     slice: not yet
//   slice-swizzle.jsonl:15: slice((_,3),Sw<1,4,3> o smem_ptr[8b](unset) o (_32,_8):(_1,_32))
//     slice: not yet
//   slice-swizzle.jsonl:16: slice((_,3),Sw<2,4,3> o smem_ptr[32b](unset) o (_16,_8):(_1,_16))
//     slice: not yet
//   slice-swizzle.jsonl:17: slice((_,3),Sw<2,4,3> o smem_ptr[8b](unset) o (_64,_8):(_1,_64))
//     slice: not yet
//   slice-swizzle.jsonl:18: slice((_,4),Sw<1,3,3> o _0 o (_64,_8):(_1,_64))
//     slice: not yet
//   slice-swizzle.jsonl:19: slice((_,_,2),Sw<2,3,3> o _0 o (_8,_32,_4):(_32,_1,_256))
//     slice: not yet
//   slice-swizzle.jsonl:20: slice((_,_,_1,_),Sw<3,3,3> o _0 o (_8,_8,_2,_4):(_64,_1,_8,_16))
//     slice: not yet
//   slice-swizzle.jsonl:21: slice((_,_0),Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8))
//     slice: not yet
//   slice-swizzle.jsonl:22: slice((_,_0),Sw<0,4,3> o smem_ptr[8b](unset) o (_16,_8):(_1,_16))
//     slice: not yet
//   slice-swizzle.jsonl:23: slice((_,_0),Sw<0,4,3> o smem_ptr[8b](unset) o (_8,_16):(_16,_1))
//     slice: not yet
//   slice-swizzle.jsonl:24: slice((_,_0),Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_1,_8))
//     slice: not yet
//   slice-swizzle.jsonl:25: slice((_,_0),Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_8,_1))
//     slice: not yet
//   slice-swizzle.jsonl:26: slice((_,_0),Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32))
//     slice: not yet
//   slice-swizzle.jsonl:27: slice((_,_0),Sw<2,4,3> o smem_ptr[8b](unset) o (_8,_64):(_64,_1))
//     slice: not yet
//   slice-swizzle.jsonl:28: slice((_,_0),Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64))
//     slice: not yet
//   slice-swizzle.jsonl:29: slice((_,_0),Sw<3,4,3> o smem_ptr[32b](unset) o (_32,_8):(_1,_32))
//     slice: not yet
//   slice-swizzle.jsonl:30: slice((_,_3,_),Sw<2,3,3> o _0 o (_8,_32,_4):(_32,_1,_256))
//     slice: not yet
//   slice-swizzle.jsonl:31: slice((_0,_),Sw<2,0,2> o _0 o ((_4,_8),_2):((_1,_4),_32))
//     slice: not yet
//   slice-swizzle.jsonl:32: slice((_0,_),Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1))
//     slice: not yet
//   slice-swizzle.jsonl:33: slice((_6,_),Sw<3,0,4> o _0 o (_8,_32):(_32,_1))
//     slice: not yet
//   tile_to_shape.jsonl:4: tile_to_shape((_2,_2):(2,_1),(_4,_8,_3))
//     dynamic error case: with the runtime layer's oracle
//   tile_to_shape.jsonl:16: tile_to_shape(GMMA::Layout_MN_SW128_Atom<uint8_t>,(_64,_64))
//     dynamic error case: with the runtime layer's oracle
//   tile_to_shape.jsonl:54: tile_to_shape(Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64)),(_128,_32,_2))
//     static error case: a compile error of the typed layer (tests/ui)
//   tile_to_shape.jsonl:55: tile_to_shape(Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64)),(_60,_64))
//     static error case: a compile error of the typed layer (tests/ui)
//   tile_to_shape.jsonl:60: tile_to_shape(Sw<3,4,3> o smem_ptr[8b](unset) o (_128,_8):(_1,_128),(_64,_128,_2))
//     static error case: a compile error of the typed layer (tests/ui)
#![allow(clippy::all)]

mod golden_check;
use golden_check::Check;
use layout_core::prelude::*;
use layout_core::{layout, shape};

fn cases_0(k: &mut Check) {
    // named_layout.jsonl:1
    k.show(
        "GMMA::Layout_K_INTER_Atom<float>",
        GmmaLayoutKInterAtom::<_32>::default(),
        "Sw<0,4,3> o smem_ptr[32b](unset) o (_8,_4):(_4,_1)",
        true,
    );
    // named_layout.jsonl:2
    k.show(
        "GMMA::Layout_K_SW128_Atom<float>",
        GmmaLayoutKSw128Atom::<_32>::default(),
        "Sw<3,4,3> o smem_ptr[32b](unset) o (_8,_32):(_32,_1)",
        true,
    );
    // named_layout.jsonl:3
    k.show(
        "GMMA::Layout_K_SW128_Atom<half_t>",
        GmmaLayoutKSw128Atom::<_16>::default(),
        "Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)",
        true,
    );
    // named_layout.jsonl:4
    k.show(
        "GMMA::Layout_K_SW64_Atom<uint8_t>",
        GmmaLayoutKSw64Atom::<_8>::default(),
        "Sw<2,4,3> o smem_ptr[8b](unset) o (_8,_64):(_64,_1)",
        true,
    );
    // named_layout.jsonl:5
    k.show(
        "GMMA::Layout_MN_INTER_Atom<half_t>",
        GmmaLayoutMnInterAtom::<_16>::default(),
        "Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8)",
        true,
    );
    // named_layout.jsonl:6
    k.show(
        "GMMA::Layout_MN_SW128_Atom<half_t>",
        GmmaLayoutMnSw128Atom::<_16>::default(),
        "Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64)",
        true,
    );
    // named_layout.jsonl:7
    k.show(
        "GMMA::Layout_MN_SW64_Atom<half_t>",
        GmmaLayoutMnSw64Atom::<_16>::default(),
        "Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32)",
        true,
    );
    // tile_to_shape.jsonl:1
    k.show(
        "tile_to_shape((3,_1):(_1,_1),(3,_3,3),(_2,_3,_1))",
        tile_to_shape_with(
            layout!((3,_1):(_1,_1)),
            shape!((3, _3, 3)),
            shape!((_2, _3, _1)),
        ),
        "((3,1),(_1,_3),(_1,3)):((_1,9),(_1,9),(_0,3))",
        false,
    );
    // tile_to_shape.jsonl:2
    k.show(
        "tile_to_shape((_1,_3,_2):(_6,_2,_1),(_4,_3,_8))",
        tile_to_shape(layout!((_1,_3,_2):(_6,_2,_1)), shape!((_4, _3, _8))),
        "((_1,_4),(_3,_1),(_2,_4)):((_6,_6),(_2,_0),(_1,_24))",
        true,
    );
    // tile_to_shape.jsonl:3
    k.show(
        "tile_to_shape((_1,_4):(_4,_1),(_3,_4,_3))",
        tile_to_shape(layout!((_1,_4):(_4,_1)), shape!((_3, _4, _3))),
        "((_1,_3),(_4,_1),(_1,_3)):((_4,_4),(_1,_0),(_0,_12))",
        true,
    );
    // tile_to_shape.jsonl:5
    k.show(
        "tile_to_shape((_2,_4):(_1,_2),(4,_16))",
        tile_to_shape(layout!((_2,_4):(_1,_2)), shape!((4, _16))),
        "((_2,2),(_4,_4)):((_1,_8),(_2,16))",
        false,
    );
    // tile_to_shape.jsonl:6
    k.show(
        "tile_to_shape((_3):(_1),_3)",
        tile_to_shape(layout!((_3):(_1)), shape!(_3)),
        "((_3,_1)):((_1,_0))",
        true,
    );
    // tile_to_shape.jsonl:7
    k.show(
        "tile_to_shape((_4,_2):(_1,_4),(_12,_2,_2),(_2,_3,_1))",
        tile_to_shape_with(
            layout!((_4,_2):(_1,_4)),
            shape!((_12, _2, _2)),
            shape!((_2, _3, _1)),
        ),
        "((_4,_3),(_2,_1),(_1,_2)):((_1,_16),(_4,_0),(_0,_8))",
        true,
    );
    // tile_to_shape.jsonl:8
    k.show(
        "tile_to_shape((_4,_3):(_1,_4),(_4,_3),(_2,_1))",
        tile_to_shape_with(layout!((_4,_3):(_1,_4)), shape!((_4, _3)), shape!((_2, _1))),
        "((_4,_1),(_3,_1)):((_1,_0),(_4,_0))",
        true,
    );
    // tile_to_shape.jsonl:9
    k.show(
        "tile_to_shape((_8):(_1),(24))",
        tile_to_shape(layout!((_8):(_1)), shape!((24))),
        "((_8,3)):((_1,_8))",
        false,
    );
    // tile_to_shape.jsonl:10
    k.show(
        "tile_to_shape((_8):(_1),_16)",
        tile_to_shape(layout!((_8):(_1)), shape!(_16)),
        "((_8,_2)):((_1,_8))",
        true,
    );
}

fn cases_1(k: &mut Check) {
    // tile_to_shape.jsonl:11
    k.show(
        "tile_to_shape((_8,_8):(_8,_1),(_32,_32,_2),LayoutRight)",
        tile_to_shape_with(
            layout!((_8,_8):(_8,_1)),
            shape!((_32, _32, _2)),
            LayoutRight,
        ),
        "((_8,_4),(_8,_4),(_1,_2)):((_8,_512),(_1,_128),(_0,_64))",
        true,
    );
    // tile_to_shape.jsonl:12
    k.show(
        "tile_to_shape((_8,_8,_8):(_64,_8,_1),(32,8,32,3))",
        tile_to_shape(layout!((_8,_8,_8):(_64,_8,_1)), shape!((32, 8, 32, 3))),
        "((_8,4),(_8,1),(_8,4),(_1,3)):((_64,_512),(_8,2048),(_1,2048),(_0,8192))",
        false,
    );
    // tile_to_shape.jsonl:13
    k.show("tile_to_shape(GMMA::Layout_K_INTER_Atom<half_t>,(_128,_64,_3))", tile_to_shape(GmmaLayoutKInterAtom::<_16>::default(), shape!((_128,_64,_3))), "Sw<0,4,3> o smem_ptr[16b](unset) o ((_8,_16),(_8,_8),(_1,_3)):((_8,_64),(_1,_1024),(_0,_8192))", true);
    // tile_to_shape.jsonl:14
    k.show("tile_to_shape(GMMA::Layout_K_SW64_Atom<half_t>,(_128,_64,_3))", tile_to_shape(GmmaLayoutKSw64Atom::<_16>::default(), shape!((_128,_64,_3))), "Sw<2,4,3> o smem_ptr[16b](unset) o ((_8,_16),(_32,_2),(_1,_3)):((_32,_256),(_1,_4096),(_0,_8192))", true);
    // tile_to_shape.jsonl:15
    k.show("tile_to_shape(GMMA::Layout_MN_INTER_Atom<half_t>,(_128,_64,_3))", tile_to_shape(GmmaLayoutMnInterAtom::<_16>::default(), shape!((_128,_64,_3))), "Sw<0,4,3> o smem_ptr[16b](unset) o ((_8,_16),(_8,_8),(_1,_3)):((_1,_64),(_8,_1024),(_0,_8192))", true);
    // tile_to_shape.jsonl:17
    k.show(
        "tile_to_shape(GMMA::Layout_MN_SW32_Atom<float>,(_64,_64))",
        tile_to_shape(GmmaLayoutMnSw32Atom::<_32>::default(), shape!((_64, _64))),
        "Sw<1,4,3> o smem_ptr[32b](unset) o ((_8,_8),(_8,_8)):((_1,_64),(_8,_512))",
        true,
    );
    // tile_to_shape.jsonl:18
    k.show("tile_to_shape(GMMA::Layout_MN_SW32_Atom<half_t>,(_128,_64,_3))", tile_to_shape(GmmaLayoutMnSw32Atom::<_16>::default(), shape!((_128,_64,_3))), "Sw<1,4,3> o smem_ptr[16b](unset) o ((_16,_8),(_8,_8),(_1,_3)):((_1,_128),(_16,_1024),(_0,_8192))", true);
    // tile_to_shape.jsonl:19
    k.show(
        "tile_to_shape(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8),(128,64))",
        tile_to_shape(
            layout!(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8)),
            shape!((128, 64)),
        ),
        "Sw<0,4,3> o smem_ptr[16b](unset) o ((_8,16),(_8,8)):((_1,_64),(_8,1024))",
        false,
    );
    // tile_to_shape.jsonl:20
    k.show("tile_to_shape(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8),(_128,_64,_3))", tile_to_shape(layout!(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8)), shape!((_128,_64,_3))), "Sw<0,4,3> o smem_ptr[16b](unset) o ((_8,_16),(_8,_8),(_1,_3)):((_1,_64),(_8,_1024),(_0,_8192))", true);
    // tile_to_shape.jsonl:21
    k.show("tile_to_shape(Sw<0,4,3> o smem_ptr[32b](unset) o (_4,_8):(_1,_4),(_64,_128,_2))", tile_to_shape(layout!(Sw<0,4,3> o smem_ptr[32b](unset) o (_4,_8):(_1,_4)), shape!((_64,_128,_2))), "Sw<0,4,3> o smem_ptr[32b](unset) o ((_4,_16),(_8,_16),(_1,_2)):((_1,_32),(_4,_512),(_0,_8192))", true);
    // tile_to_shape.jsonl:22
    k.show(
        "tile_to_shape(Sw<0,4,3> o smem_ptr[32b](unset) o (_8,_4):(_4,_1),(128,64))",
        tile_to_shape(
            layout!(Sw<0,4,3> o smem_ptr[32b](unset) o (_8,_4):(_4,_1)),
            shape!((128, 64)),
        ),
        "Sw<0,4,3> o smem_ptr[32b](unset) o ((_8,16),(_4,16)):((_4,_32),(_1,512))",
        false,
    );
    // tile_to_shape.jsonl:23
    k.show("tile_to_shape(Sw<0,4,3> o smem_ptr[32b](unset) o (_8,_4):(_4,_1),(_128,_64,_3))", tile_to_shape(layout!(Sw<0,4,3> o smem_ptr[32b](unset) o (_8,_4):(_4,_1)), shape!((_128,_64,_3))), "Sw<0,4,3> o smem_ptr[32b](unset) o ((_8,_16),(_4,_16),(_1,_3)):((_4,_32),(_1,_512),(_0,_8192))", true);
    // tile_to_shape.jsonl:24
    k.show("tile_to_shape(Sw<0,4,3> o smem_ptr[32b](unset) o (_8,_4):(_4,_1),(_128,_64,_4),(_2,_1,_3))", tile_to_shape_with(layout!(Sw<0,4,3> o smem_ptr[32b](unset) o (_8,_4):(_4,_1)), shape!((_128,_64,_4)), shape!((_2,_1,_3))), "Sw<0,4,3> o smem_ptr[32b](unset) o ((_8,_16),(_4,_16),(_1,_4)):((_4,_512),(_1,_32),(_0,_8192))", true);
    // tile_to_shape.jsonl:25
    k.show(
        "tile_to_shape(Sw<0,4,3> o smem_ptr[32b](unset) o (_8,_4):(_4,_1),(_256,_128))",
        tile_to_shape(
            layout!(Sw<0,4,3> o smem_ptr[32b](unset) o (_8,_4):(_4,_1)),
            shape!((_256, _128)),
        ),
        "Sw<0,4,3> o smem_ptr[32b](unset) o ((_8,_32),(_4,_32)):((_4,_32),(_1,_1024))",
        true,
    );
    // tile_to_shape.jsonl:26
    k.show(
        "tile_to_shape(Sw<0,4,3> o smem_ptr[8b](unset) o (_16,_8):(_1,_16),(_256,_128))",
        tile_to_shape(
            layout!(Sw<0,4,3> o smem_ptr[8b](unset) o (_16,_8):(_1,_16)),
            shape!((_256, _128)),
        ),
        "Sw<0,4,3> o smem_ptr[8b](unset) o ((_16,_16),(_8,_16)):((_1,_128),(_16,_2048))",
        true,
    );
    // tile_to_shape.jsonl:27
    k.show(
        "tile_to_shape(Sw<0,4,3> o smem_ptr[8b](unset) o (_16,_8):(_1,_16),(_64,_64))",
        tile_to_shape(
            layout!(Sw<0,4,3> o smem_ptr[8b](unset) o (_16,_8):(_1,_16)),
            shape!((_64, _64)),
        ),
        "Sw<0,4,3> o smem_ptr[8b](unset) o ((_16,_4),(_8,_8)):((_1,_128),(_16,_512))",
        true,
    );
}

fn cases_2(k: &mut Check) {
    // tile_to_shape.jsonl:28
    k.show("tile_to_shape(Sw<0,4,3> o smem_ptr[8b](unset) o (_8,_16):(_16,_1),(_128,_64,_4),(_2,_1,_3))", tile_to_shape_with(layout!(Sw<0,4,3> o smem_ptr[8b](unset) o (_8,_16):(_16,_1)), shape!((_128,_64,_4)), shape!((_2,_1,_3))), "Sw<0,4,3> o smem_ptr[8b](unset) o ((_8,_16),(_16,_4),(_1,_4)):((_16,_512),(_1,_128),(_0,_8192))", true);
    // tile_to_shape.jsonl:29
    k.show(
        "tile_to_shape(Sw<0,4,3> o smem_ptr[8b](unset) o (_8,_16):(_16,_1),(_256,_128))",
        tile_to_shape(
            layout!(Sw<0,4,3> o smem_ptr[8b](unset) o (_8,_16):(_16,_1)),
            shape!((_256, _128)),
        ),
        "Sw<0,4,3> o smem_ptr[8b](unset) o ((_8,_32),(_16,_8)):((_16,_128),(_1,_4096))",
        true,
    );
    // tile_to_shape.jsonl:30
    k.show(
        "tile_to_shape(Sw<1,2,1> o _0 o (_4,_32):(_32,_1),(_16,_32,_3))",
        tile_to_shape(
            layout!(Sw<1,2,1> o _0 o (_4,_32):(_32,_1)),
            shape!((_16, _32, _3)),
        ),
        "Sw<1,2,1> o _0 o ((_4,_4),(_32,_1),(_1,_3)):((_32,_128),(_1,_0),(_0,_512))",
        true,
    );
    // tile_to_shape.jsonl:31
    k.show(
        "tile_to_shape(Sw<1,3,2> o _0 o ((_4,_8),_8):((_1,_4),_32),(_32,_8))",
        tile_to_shape(
            layout!(Sw<1,3,2> o _0 o ((_4,_8),_8):((_1,_4),_32)),
            shape!((_32, _8)),
        ),
        "Sw<1,3,2> o _0 o (((_4,_8),_1),(_8,_1)):(((_1,_4),_0),(_32,_0))",
        true,
    );
    // tile_to_shape.jsonl:32
    k.show(
        "tile_to_shape(Sw<1,4,1> o _0 o (_32,_4):(_1,_32),(_32,_4,_3))",
        tile_to_shape(
            layout!(Sw<1,4,1> o _0 o (_32,_4):(_1,_32)),
            shape!((_32, _4, _3)),
        ),
        "Sw<1,4,1> o _0 o ((_32,_1),(_4,_1),(_1,_3)):((_1,_0),(_32,_0),(_0,_128))",
        true,
    );
    // tile_to_shape.jsonl:33
    k.show("tile_to_shape(Sw<1,4,3> o smem_ptr[16b](unset) o (_16,_8):(_1,_16),(_128,_64,_3))", tile_to_shape(layout!(Sw<1,4,3> o smem_ptr[16b](unset) o (_16,_8):(_1,_16)), shape!((_128,_64,_3))), "Sw<1,4,3> o smem_ptr[16b](unset) o ((_16,_8),(_8,_8),(_1,_3)):((_1,_128),(_16,_1024),(_0,_8192))", true);
    // tile_to_shape.jsonl:34
    k.show(
        "tile_to_shape(Sw<1,4,3> o smem_ptr[16b](unset) o (_16,_8):(_1,_16),(_64,_64))",
        tile_to_shape(
            layout!(Sw<1,4,3> o smem_ptr[16b](unset) o (_16,_8):(_1,_16)),
            shape!((_64, _64)),
        ),
        "Sw<1,4,3> o smem_ptr[16b](unset) o ((_16,_4),(_8,_8)):((_1,_128),(_16,_512))",
        true,
    );
    // tile_to_shape.jsonl:35
    k.show(
        "tile_to_shape(Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1),(128,64))",
        tile_to_shape(
            layout!(Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1)),
            shape!((128, 64)),
        ),
        "Sw<1,4,3> o smem_ptr[16b](unset) o ((_8,16),(_16,4)):((_16,_128),(_1,2048))",
        false,
    );
    // tile_to_shape.jsonl:36
    k.show(
        "tile_to_shape(Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1),(_64,_64))",
        tile_to_shape(
            layout!(Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1)),
            shape!((_64, _64)),
        ),
        "Sw<1,4,3> o smem_ptr[16b](unset) o ((_8,_8),(_16,_4)):((_16,_128),(_1,_1024))",
        true,
    );
    // tile_to_shape.jsonl:37
    k.show("tile_to_shape(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_1,_8),(_128,_64,_3))", tile_to_shape(layout!(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_1,_8)), shape!((_128,_64,_3))), "Sw<1,4,3> o smem_ptr[32b](unset) o ((_8,_16),(_8,_8),(_1,_3)):((_1,_64),(_8,_1024),(_0,_8192))", true);
    // tile_to_shape.jsonl:38
    k.show(
        "tile_to_shape(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_8,_1),(128,64))",
        tile_to_shape(
            layout!(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_8,_1)),
            shape!((128, 64)),
        ),
        "Sw<1,4,3> o smem_ptr[32b](unset) o ((_8,16),(_8,8)):((_8,_64),(_1,1024))",
        false,
    );
    // tile_to_shape.jsonl:39
    k.show("tile_to_shape(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_8,_1),(_128,_64,_3))", tile_to_shape(layout!(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_8,_1)), shape!((_128,_64,_3))), "Sw<1,4,3> o smem_ptr[32b](unset) o ((_8,_16),(_8,_8),(_1,_3)):((_8,_64),(_1,_1024),(_0,_8192))", true);
    // tile_to_shape.jsonl:40
    k.show(
        "tile_to_shape(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_8,_1),(_64,_64))",
        tile_to_shape(
            layout!(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_8,_1)),
            shape!((_64, _64)),
        ),
        "Sw<1,4,3> o smem_ptr[32b](unset) o ((_8,_8),(_8,_8)):((_8,_64),(_1,_512))",
        true,
    );
    // tile_to_shape.jsonl:41
    k.show("tile_to_shape(Sw<1,4,3> o smem_ptr[8b](unset) o (_8,_32):(_32,_1),(_128,_64,_4),(_2,_1,_3))", tile_to_shape_with(layout!(Sw<1,4,3> o smem_ptr[8b](unset) o (_8,_32):(_32,_1)), shape!((_128,_64,_4)), shape!((_2,_1,_3))), "Sw<1,4,3> o smem_ptr[8b](unset) o ((_8,_16),(_32,_2),(_1,_4)):((_32,_512),(_1,_256),(_0,_8192))", true);
    // tile_to_shape.jsonl:42
    k.show("tile_to_shape(Sw<1,4,3> o smem_ptr[8b](unset) o (_8,_32):(_32,_1),(_64,_128,_2))", tile_to_shape(layout!(Sw<1,4,3> o smem_ptr[8b](unset) o (_8,_32):(_32,_1)), shape!((_64,_128,_2))), "Sw<1,4,3> o smem_ptr[8b](unset) o ((_8,_8),(_32,_4),(_1,_2)):((_32,_256),(_1,_2048),(_0,_8192))", true);
    // tile_to_shape.jsonl:43
    k.show(
        "tile_to_shape(Sw<2,1,4> o _0 o (_8,(_8,_8)):(_8,(_1,_64)),(_16,_256,_3))",
        tile_to_shape(
            layout!(Sw<2,1,4> o _0 o (_8,(_8,_8)):(_8,(_1,_64))),
            shape!((_16, _256, _3)),
        ),
        "Sw<2,1,4> o _0 o ((_8,_2),((_8,_8),_4),(_1,_3)):((_8,_512),((_1,_64),_1024),(_0,_4096))",
        true,
    );
}

fn cases_3(k: &mut Check) {
    // tile_to_shape.jsonl:44
    k.show(
        "tile_to_shape(Sw<2,2,4> o _0 o (_64,_2):(_1,_64),(_256,_2),(_2,_1))",
        tile_to_shape_with(
            layout!(Sw<2,2,4> o _0 o (_64,_2):(_1,_64)),
            shape!((_256, _2)),
            shape!((_2, _1)),
        ),
        "Sw<2,2,4> o _0 o ((_64,_4),(_2,_1)):((_1,_128),(_64,_0))",
        true,
    );
    // tile_to_shape.jsonl:45
    k.show(
        "tile_to_shape(Sw<2,3,3> o _0 o (_64,_8):(_1,_64),(64,16,4))",
        tile_to_shape(
            layout!(Sw<2,3,3> o _0 o (_64,_8):(_1,_64)),
            shape!((64, 16, 4)),
        ),
        "Sw<2,3,3> o _0 o ((_64,1),(_8,2),(_1,4)):((_1,_512),(_64,512),(_0,1024))",
        false,
    );
    // tile_to_shape.jsonl:46
    k.show(
        "tile_to_shape(Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32),(_256,_128))",
        tile_to_shape(
            layout!(Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32)),
            shape!((_256, _128)),
        ),
        "Sw<2,4,3> o smem_ptr[16b](unset) o ((_32,_8),(_8,_16)):((_1,_256),(_32,_2048))",
        true,
    );
    // tile_to_shape.jsonl:47
    k.show("tile_to_shape(Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32),(_64,_128,_2))", tile_to_shape(layout!(Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32)), shape!((_64,_128,_2))), "Sw<2,4,3> o smem_ptr[16b](unset) o ((_32,_2),(_8,_16),(_1,_2)):((_1,_256),(_32,_512),(_0,_8192))", true);
    // tile_to_shape.jsonl:48
    k.show(
        "tile_to_shape(Sw<2,4,3> o smem_ptr[32b](unset) o (_16,_8):(_1,_16),(_256,_128))",
        tile_to_shape(
            layout!(Sw<2,4,3> o smem_ptr[32b](unset) o (_16,_8):(_1,_16)),
            shape!((_256, _128)),
        ),
        "Sw<2,4,3> o smem_ptr[32b](unset) o ((_16,_16),(_8,_16)):((_1,_128),(_16,_2048))",
        true,
    );
    // tile_to_shape.jsonl:49
    k.show("tile_to_shape(Sw<2,4,3> o smem_ptr[32b](unset) o (_16,_8):(_1,_16),(_64,_128,_2))", tile_to_shape(layout!(Sw<2,4,3> o smem_ptr[32b](unset) o (_16,_8):(_1,_16)), shape!((_64,_128,_2))), "Sw<2,4,3> o smem_ptr[32b](unset) o ((_16,_4),(_8,_16),(_1,_2)):((_1,_128),(_16,_512),(_0,_8192))", true);
    // tile_to_shape.jsonl:50
    k.show("tile_to_shape(Sw<2,4,3> o smem_ptr[8b](unset) o (_8,_64):(_64,_1),(_128,_64,_3))", tile_to_shape(layout!(Sw<2,4,3> o smem_ptr[8b](unset) o (_8,_64):(_64,_1)), shape!((_128,_64,_3))), "Sw<2,4,3> o smem_ptr[8b](unset) o ((_8,_16),(_64,_1),(_1,_3)):((_64,_512),(_1,_0),(_0,_8192))", true);
    // tile_to_shape.jsonl:51
    k.show(
        "tile_to_shape(Sw<2,4,4> o _0 o _10:_1,(_20,_4))",
        tile_to_shape(layout!(Sw<2,4,4> o _0 o _10:_1), shape!((_20, _4))),
        "Sw<2,4,4> o _0 o ((_10,_2),(_1,_4)):((_1,_10),(_0,_20))",
        true,
    );
    // tile_to_shape.jsonl:52
    k.show(
        "tile_to_shape(Sw<3,1,3> o _0 o _7:_1,(_7))",
        tile_to_shape(layout!(Sw<3,1,3> o _0 o _7:_1), shape!((_7))),
        "Sw<3,1,3> o _0 o ((_7,(_1))):((_1,(_0)))",
        true,
    );
    // tile_to_shape.jsonl:53
    k.show("tile_to_shape(Sw<3,2,3> o _0 o (_16,_2,(_8,_4)):(_1,_16,(_32,_256)),(_32,_2,_128,_2))", tile_to_shape(layout!(Sw<3,2,3> o _0 o (_16,_2,(_8,_4)):(_1,_16,(_32,_256))), shape!((_32,_2,_128,_2))), "Sw<3,2,3> o _0 o ((_16,_2),(_2,_1),((_8,_4),_4),(_1,_2)):((_1,_1024),(_16,_0),((_32,_256),_2048),(_0,_8192))", true);
    // tile_to_shape.jsonl:56
    k.show("tile_to_shape(Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64),(_128,_64,_3))", tile_to_shape(layout!(Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64)), shape!((_128,_64,_3))), "Sw<3,4,3> o smem_ptr[16b](unset) o ((_64,_2),(_8,_8),(_1,_3)):((_1,_512),(_64,_1024),(_0,_8192))", true);
    // tile_to_shape.jsonl:57
    k.show(
        "tile_to_shape(Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1),(_64,_64))",
        tile_to_shape(
            layout!(Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)),
            shape!((_64, _64)),
        ),
        "Sw<3,4,3> o smem_ptr[16b](unset) o ((_8,_8),(_64,_1)):((_64,_512),(_1,_0))",
        true,
    );
    // tile_to_shape.jsonl:58
    k.show("tile_to_shape(Sw<3,4,3> o smem_ptr[32b](unset) o (_32,_8):(_1,_32),(_128,_64,_4),(_2,_1,_3))", tile_to_shape_with(layout!(Sw<3,4,3> o smem_ptr[32b](unset) o (_32,_8):(_1,_32)), shape!((_128,_64,_4)), shape!((_2,_1,_3))), "Sw<3,4,3> o smem_ptr[32b](unset) o ((_32,_4),(_8,_8),(_1,_4)):((_1,_2048),(_32,_256),(_0,_8192))", true);
    // tile_to_shape.jsonl:59
    k.show("tile_to_shape(Sw<3,4,3> o smem_ptr[8b](unset) o (_128,_8):(_1,_128),(_128,_64,_4),(_2,_1,_3))", tile_to_shape_with(layout!(Sw<3,4,3> o smem_ptr[8b](unset) o (_128,_8):(_1,_128)), shape!((_128,_64,_4)), shape!((_2,_1,_3))), "Sw<3,4,3> o smem_ptr[8b](unset) o ((_128,_1),(_8,_8),(_1,_4)):((_1,_0),(_128,_1024),(_0,_8192))", true);
    // tile_to_shape.jsonl:61
    k.show(
        "tile_to_shape(Sw<3,4,3> o smem_ptr[8b](unset) o (_8,_128):(_128,_1),(_256,_128))",
        tile_to_shape(
            layout!(Sw<3,4,3> o smem_ptr[8b](unset) o (_8,_128):(_128,_1)),
            shape!((_256, _128)),
        ),
        "Sw<3,4,3> o smem_ptr[8b](unset) o ((_8,_32),(_128,_1)):((_128,_1024),(_1,_0))",
        true,
    );
}

#[test]
fn swizzle_tile_goldens_typed() {
    let mut k = Check::default();
    cases_0(&mut k);
    cases_1(&mut k);
    cases_2(&mut k);
    cases_3(&mut k);
    k.finish("typed swizzle cases");
}
