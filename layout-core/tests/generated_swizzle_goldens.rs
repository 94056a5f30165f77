// THIS IS GENERATED CODE by layout-core/tests/gen/swizzle_goldens.py: do not edit by hand.
// Golden cases of goldens/oracle-cpp-kernel on the swizzles: evaluation, composition, print_layout and get, built as typed values: the printed form,
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
use layout_core::{coord, layout, tile};

fn cases_0(k: &mut Check) {
    // composition-swizzle.jsonl:1
    k.show(
        "composition(((_8,_8),_8):((_64,_8),_1),Sw<1,4,4>)",
        composition(
            layout!(((_8,_8),_8):((_64,_8),_1)),
            Swizzle::<_1, _4, _4>::new(),
        ),
        "Sw<1,2,-2> o _0 o ((_8,_8),_8):((_64,_8),_1)",
        true,
    );
    // composition-swizzle.jsonl:2
    k.show(
        "composition((_16,(_8,_2),_4):(_1,(_16,_128),_256),Sw<2,2,3>)",
        composition(
            layout!((_16,(_8,_2),_4):(_1,(_16,_128),_256)),
            Swizzle::<_2, _2, _3>::new(),
        ),
        "Sw<2,2,3> o _0 o (_16,(_8,_2),_4):(_1,(_16,_128),_256)",
        true,
    );
    // composition-swizzle.jsonl:3
    k.show(
        "composition((_16,_4):(_4,_1),Sw<1,2,1>)",
        composition(layout!((_16,_4):(_4,_1)), Swizzle::<_1, _2, _1>::new()),
        "Sw<1,4,1> o _0 o (_16,_4):(_4,_1)",
        true,
    );
    // composition-swizzle.jsonl:4
    k.show(
        "composition((_2,_4,(_2,_8)):(_64,_16,(_8,_1)),Sw<1,2,3>)",
        composition(
            layout!((_2,_4,(_2,_8)):(_64,_16,(_8,_1))),
            Swizzle::<_1, _2, _3>::new(),
        ),
        "Sw<1,1,-4> o _0 o (_2,_4,(_2,_8)):(_64,_16,(_8,_1))",
        true,
    );
    // composition-swizzle.jsonl:5
    k.show(
        "composition((_2,_8,(_8,_4)):(_1,_2,(_16,_128)),Sw<2,4,4>)",
        composition(
            layout!((_2,_8,(_8,_4)):(_1,_2,(_16,_128))),
            Swizzle::<_2, _4, _4>::new(),
        ),
        "Sw<2,4,4> o _0 o (_2,_8,(_8,_4)):(_1,_2,(_16,_128))",
        true,
    );
    // composition-swizzle.jsonl:6
    k.show(
        "composition((_32,(_2,_2)):(_1,(_32,_64)),Sw<1,0,3>)",
        composition(
            layout!((_32,(_2,_2)):(_1,(_32,_64))),
            Swizzle::<_1, _0, _3>::new(),
        ),
        "Sw<1,0,3> o _0 o (_32,(_2,_2)):(_1,(_32,_64))",
        true,
    );
    // composition-swizzle.jsonl:7
    k.show(
        "composition((_32,_8):(_8,_1),Sw<1,2,3> o _0 o (32,(2,4)):(1,(32,64)))",
        composition(
            layout!((_32,_8):(_8,_1)),
            layout!(Sw<1,2,3> o _0 o (32,(2,4)):(1,(32,64))),
        ),
        "Sw<1,0,-5> o _0 o ((32,1),((1,2),(1,4))):((8,1),((256,1),(512,2)))",
        false,
    );
    // composition-swizzle.jsonl:8
    k.show(
        "composition((_64,_4):(_4,_1),Sw<1,1,1>)",
        composition(layout!((_64,_4):(_4,_1)), Swizzle::<_1, _1, _1>::new()),
        "Sw<1,3,1> o _0 o (_64,_4):(_4,_1)",
        true,
    );
    // composition-swizzle.jsonl:9
    k.show(
        "composition((_8,_4,(_4,_8)):(_1,_8,(_32,_128)),Sw<2,4,3>)",
        composition(
            layout!((_8,_4,(_4,_8)):(_1,_8,(_32,_128))),
            Swizzle::<_2, _4, _3>::new(),
        ),
        "Sw<2,4,3> o _0 o (_8,_4,(_4,_8)):(_1,_8,(_32,_128))",
        true,
    );
    // composition-swizzle.jsonl:10
    k.show(
        "composition(Sw<0,0,1>,(_8,(_8,_8)):(_8,(_1,_64)))",
        compose_swizzle(
            Swizzle::<_0, _0, _1>::new(),
            layout!((_8,(_8,_8)):(_8,(_1,_64))),
        ),
        "(_8,(_8,_8)):(_8,(_1,_64))",
        true,
    );
    // composition-swizzle.jsonl:11
    k.show(
        "composition(Sw<0,0,1>,(_8,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_0, _0, _1>::new(), layout!((_8,_32):(_32,_1))),
        "(_8,_32):(_32,_1)",
        true,
    );
    // composition-swizzle.jsonl:12
    k.show(
        "composition(Sw<0,0,1>,_32:_1)",
        compose_swizzle(Swizzle::<_0, _0, _1>::new(), layout!(_32:_1)),
        "_32:_1",
        true,
    );
    // composition-swizzle.jsonl:13
    k.show(
        "composition(Sw<0,0,2>,(8,(_4,_8)):(_32,(_8,1)))",
        compose_swizzle(
            Swizzle::<_0, _0, _2>::new(),
            layout!((8,(_4,_8)):(_32,(_8,1))),
        ),
        "(8,(_4,_8)):(_32,(_8,1))",
        false,
    );
    // composition-swizzle.jsonl:14
    k.show(
        "composition(Sw<0,0,2>,(_2,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_0, _0, _2>::new(), layout!((_2,_32):(_32,_1))),
        "(_2,_32):(_32,_1)",
        true,
    );
    // composition-swizzle.jsonl:15
    k.show(
        "composition(Sw<0,0,2>,(_8,_16):(_16,_1))",
        compose_swizzle(Swizzle::<_0, _0, _2>::new(), layout!((_8,_16):(_16,_1))),
        "(_8,_16):(_16,_1)",
        true,
    );
    // composition-swizzle.jsonl:16
    k.show(
        "composition(Sw<0,0,2>,(_8,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_0, _0, _2>::new(), layout!((_8,_64):(_64,_1))),
        "(_8,_64):(_64,_1)",
        true,
    );
}

fn cases_1(k: &mut Check) {
    // composition-swizzle.jsonl:17
    k.show(
        "composition(Sw<0,0,3>,(_64,_8):(_1,_64))",
        compose_swizzle(Swizzle::<_0, _0, _3>::new(), layout!((_64,_8):(_1,_64))),
        "(_64,_8):(_1,_64)",
        true,
    );
    // composition-swizzle.jsonl:18
    k.show(
        "composition(Sw<0,0,4>,(_32,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_0, _0, _4>::new(), layout!((_32,_32):(_32,_1))),
        "(_32,_32):(_32,_1)",
        true,
    );
    // composition-swizzle.jsonl:19
    k.show(
        "composition(Sw<0,1,1>,((8,8)):((1,8)))",
        compose_swizzle(Swizzle::<_0, _1, _1>::new(), layout!(((8,8)):((1,8)))),
        "((8,8)):((1,8))",
        false,
    );
    // composition-swizzle.jsonl:20
    k.show(
        "composition(Sw<0,1,3>,(_8,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_0, _1, _3>::new(), layout!((_8,_64):(_64,_1))),
        "(_8,_64):(_64,_1)",
        true,
    );
    // composition-swizzle.jsonl:21
    k.show(
        "composition(Sw<0,2,1>,(_8,(_8,_8)):(_8,(_1,_64)))",
        compose_swizzle(
            Swizzle::<_0, _2, _1>::new(),
            layout!((_8,(_8,_8)):(_8,(_1,_64))),
        ),
        "(_8,(_8,_8)):(_8,(_1,_64))",
        true,
    );
    // composition-swizzle.jsonl:22
    k.show(
        "composition(Sw<0,2,3>,((_4,_4)):((_4,_1)))",
        compose_swizzle(Swizzle::<_0, _2, _3>::new(), layout!(((_4,_4)):((_4,_1)))),
        "((_4,_4)):((_4,_1))",
        true,
    );
    // composition-swizzle.jsonl:23
    k.show(
        "composition(Sw<0,3,2>,(_16,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_0, _3, _2>::new(), layout!((_16,_64):(_64,_1))),
        "(_16,_64):(_64,_1)",
        true,
    );
    // composition-swizzle.jsonl:24
    k.show(
        "composition(Sw<0,3,3>,(_32,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_0, _3, _3>::new(), layout!((_32,_32):(_32,_1))),
        "(_32,_32):(_32,_1)",
        true,
    );
    // composition-swizzle.jsonl:25
    k.show(
        "composition(Sw<0,4,1>,(_8,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_0, _4, _1>::new(), layout!((_8,_32):(_32,_1))),
        "(_8,_32):(_32,_1)",
        true,
    );
    // composition-swizzle.jsonl:26
    k.show(
        "composition(Sw<0,4,3> o smem_ptr[8b](unset) o (_16,_8):(_1,_16),(_16))",
        composition(
            layout!(Sw<0,4,3> o smem_ptr[8b](unset) o (_16,_8):(_1,_16)),
            tile!((_16)),
        ),
        "Sw<0,4,3> o smem_ptr[8b](unset) o (_16):(_1)",
        true,
    );
    // composition-swizzle.jsonl:27
    k.show(
        "composition(Sw<0,4,3>,(_16,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_0, _4, _3>::new(), layout!((_16,_64):(_64,_1))),
        "(_16,_64):(_64,_1)",
        true,
    );
    // composition-swizzle.jsonl:28
    k.show(
        "composition(Sw<0,4,4>,((4,4),(4,4)):((1,_4),(_16,64)))",
        compose_swizzle(
            Swizzle::<_0, _4, _4>::new(),
            layout!(((4,4),(4,4)):((1,_4),(_16,64))),
        ),
        "((4,4),(4,4)):((1,_4),(_16,64))",
        false,
    );
    // composition-swizzle.jsonl:29
    k.show(
        "composition(Sw<0,4,4>,(_32,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_0, _4, _4>::new(), layout!((_32,_32):(_32,_1))),
        "(_32,_32):(_32,_1)",
        true,
    );
    // composition-swizzle.jsonl:30
    k.show(
        "composition(Sw<1,0,1>,(_8,_16):(_16,_1))",
        compose_swizzle(Swizzle::<_1, _0, _1>::new(), layout!((_8,_16):(_16,_1))),
        "Sw<1,0,1> o _0 o (_8,_16):(_16,_1)",
        true,
    );
    // composition-swizzle.jsonl:31
    k.show(
        "composition(Sw<1,0,2>,(_8,(_8,_8)):(_8,(_1,_64)))",
        compose_swizzle(
            Swizzle::<_1, _0, _2>::new(),
            layout!((_8,(_8,_8)):(_8,(_1,_64))),
        ),
        "Sw<1,0,2> o _0 o (_8,(_8,_8)):(_8,(_1,_64))",
        true,
    );
    // composition-swizzle.jsonl:32
    k.show(
        "composition(Sw<1,0,4>,(_4,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_1, _0, _4>::new(), layout!((_4,_32):(_32,_1))),
        "Sw<1,0,4> o _0 o (_4,_32):(_32,_1)",
        true,
    );
}

fn cases_2(k: &mut Check) {
    // composition-swizzle.jsonl:33
    k.show(
        "composition(Sw<1,1,2>,((4,8),32):((1,4),32))",
        compose_swizzle(Swizzle::<_1, _1, _2>::new(), layout!(((4,8),32):((1,4),32))),
        "Sw<1,1,2> o _0 o ((4,8),32):((1,4),32)",
        false,
    );
    // composition-swizzle.jsonl:34
    k.show(
        "composition(Sw<1,1,2>,(_2,_8):(_8,_1))",
        compose_swizzle(Swizzle::<_1, _1, _2>::new(), layout!((_2,_8):(_8,_1))),
        "Sw<1,1,2> o _0 o (_2,_8):(_8,_1)",
        true,
    );
    // composition-swizzle.jsonl:35
    k.show(
        "composition(Sw<1,1,2>,(_8,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_1, _1, _2>::new(), layout!((_8,_64):(_64,_1))),
        "Sw<1,1,2> o _0 o (_8,_64):(_64,_1)",
        true,
    );
    // composition-swizzle.jsonl:36
    k.show(
        "composition(Sw<1,1,3> o _0 o (_64,_8):(_1,_64),_32:_8)",
        composition(layout!(Sw<1,1,3> o _0 o (_64,_8):(_1,_64)), layout!(_32:_8)),
        "Sw<1,1,3> o _0 o _32:_8",
        true,
    );
    // composition-swizzle.jsonl:37
    k.show(
        "composition(Sw<1,1,3>,(_16,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_1, _1, _3>::new(), layout!((_16,_64):(_64,_1))),
        "Sw<1,1,3> o _0 o (_16,_64):(_64,_1)",
        true,
    );
    // composition-swizzle.jsonl:38
    k.show(
        "composition(Sw<1,1,3>,(_64,_8):(_1,_64))",
        compose_swizzle(Swizzle::<_1, _1, _3>::new(), layout!((_64,_8):(_1,_64))),
        "Sw<1,1,3> o _0 o (_64,_8):(_1,_64)",
        true,
    );
    // composition-swizzle.jsonl:39
    k.show(
        "composition(Sw<1,1,4> o _0 o (_8,_32):(_32,_1),(_4:_1,_32:_1))",
        composition(
            layout!(Sw<1,1,4> o _0 o (_8,_32):(_32,_1)),
            tile!((_4:_1,_32:_1)),
        ),
        "Sw<1,1,4> o _0 o (_4,_32):(_32,_1)",
        true,
    );
    // composition-swizzle.jsonl:40
    k.show(
        "composition(Sw<1,2,1> o _0 o ((8,_2),2):((4,1),_2),(_4,_2))",
        composition(
            layout!(Sw<1,2,1> o _0 o ((8,_2),2):((4,1),_2)),
            tile!((_4, _2)),
        ),
        "Sw<1,2,1> o _0 o ((4,1),_2):((4,1),_2)",
        false,
    );
    // composition-swizzle.jsonl:41
    k.show(
        "composition(Sw<1,2,1>,(_4,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_1, _2, _1>::new(), layout!((_4,_32):(_32,_1))),
        "Sw<1,2,1> o _0 o (_4,_32):(_32,_1)",
        true,
    );
    // composition-swizzle.jsonl:42
    k.show(
        "composition(Sw<1,2,1>,(_8,(_8,_4)):(_64,(_8,_1)))",
        compose_swizzle(
            Swizzle::<_1, _2, _1>::new(),
            layout!((_8,(_8,_4)):(_64,(_8,_1))),
        ),
        "Sw<1,2,1> o _0 o (_8,(_8,_4)):(_64,(_8,_1))",
        true,
    );
    // composition-swizzle.jsonl:43
    k.show(
        "composition(Sw<1,2,3>,((8,2),16):((32,16),1))",
        compose_swizzle(
            Swizzle::<_1, _2, _3>::new(),
            layout!(((8,2),16):((32,16),1)),
        ),
        "Sw<1,2,3> o _0 o ((8,2),16):((32,16),1)",
        false,
    );
    // composition-swizzle.jsonl:44
    k.show(
        "composition(Sw<1,3,1>,(_64):(_1))",
        compose_swizzle(Swizzle::<_1, _3, _1>::new(), layout!((_64):(_1))),
        "Sw<1,3,1> o _0 o (_64):(_1)",
        true,
    );
    // composition-swizzle.jsonl:45
    k.show(
        "composition(Sw<1,3,2> o _0 o (_32,(_8,_2)):(_16,(_2,1)),(_1:_1,_2:_1))",
        composition(
            layout!(Sw<1,3,2> o _0 o (_32,(_8,_2)):(_16,(_2,1))),
            tile!((_1:_1,_2:_1)),
        ),
        "Sw<1,3,2> o _0 o (_1,_2):(_16,_2)",
        true,
    );
    // composition-swizzle.jsonl:46
    k.show(
        "composition(Sw<1,3,2>,((_4,_8),_8):((_1,_4),_32))",
        compose_swizzle(
            Swizzle::<_1, _3, _2>::new(),
            layout!(((_4,_8),_8):((_1,_4),_32)),
        ),
        "Sw<1,3,2> o _0 o ((_4,_8),_8):((_1,_4),_32)",
        true,
    );
    // composition-swizzle.jsonl:47
    k.show(
        "composition(Sw<1,3,2>,(_32,(_8,_2)):(_16,(_2,1)))",
        compose_swizzle(
            Swizzle::<_1, _3, _2>::new(),
            layout!((_32,(_8,_2)):(_16,(_2,1))),
        ),
        "Sw<1,3,2> o _0 o (_32,(_8,_2)):(_16,(_2,1))",
        false,
    );
    // composition-swizzle.jsonl:48
    k.show(
        "composition(Sw<1,3,3>,(_2,_2,_64):(_128,_64,_1))",
        compose_swizzle(
            Swizzle::<_1, _3, _3>::new(),
            layout!((_2,_2,_64):(_128,_64,_1)),
        ),
        "Sw<1,3,3> o _0 o (_2,_2,_64):(_128,_64,_1)",
        true,
    );
}

fn cases_3(k: &mut Check) {
    // composition-swizzle.jsonl:49
    k.show(
        "composition(Sw<1,3,3>,(_64,_8):(_1,_64))",
        compose_swizzle(Swizzle::<_1, _3, _3>::new(), layout!((_64,_8):(_1,_64))),
        "Sw<1,3,3> o _0 o (_64,_8):(_1,_64)",
        true,
    );
    // composition-swizzle.jsonl:50
    k.show(
        "composition(Sw<1,3,4>,(_8,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_1, _3, _4>::new(), layout!((_8,_32):(_32,_1))),
        "Sw<1,3,4> o _0 o (_8,_32):(_32,_1)",
        true,
    );
    // composition-swizzle.jsonl:51
    k.show(
        "composition(Sw<1,4,1>,(_8,_16):(_16,_1))",
        compose_swizzle(Swizzle::<_1, _4, _1>::new(), layout!((_8,_16):(_16,_1))),
        "Sw<1,4,1> o _0 o (_8,_16):(_16,_1)",
        true,
    );
    // composition-swizzle.jsonl:52
    k.show(
        "composition(Sw<1,4,3> o _0 o (_8,_64):(_64,_1),(_1,_1))",
        composition(layout!(Sw<1,4,3> o _0 o (_8,_64):(_64,_1)), tile!((_1, _1))),
        "Sw<1,4,3> o _0 o (_1,_1):(_64,_1)",
        true,
    );
    // composition-swizzle.jsonl:53
    k.show(
        "composition(Sw<1,4,3>,(_32,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_1, _4, _3>::new(), layout!((_32,_32):(_32,_1))),
        "Sw<1,4,3> o _0 o (_32,_32):(_32,_1)",
        true,
    );
    // composition-swizzle.jsonl:54
    k.show(
        "composition(Sw<1,4,4> o _0 o (_64,_8):(_1,_64),_256:_1)",
        composition(
            layout!(Sw<1,4,4> o _0 o (_64,_8):(_1,_64)),
            layout!(_256:_1),
        ),
        "Sw<1,4,4> o _0 o _256:_1",
        true,
    );
    // composition-swizzle.jsonl:55
    k.show(
        "composition(Sw<1,4,4>,(_64,_8):(_1,_64))",
        compose_swizzle(Swizzle::<_1, _4, _4>::new(), layout!((_64,_8):(_1,_64))),
        "Sw<1,4,4> o _0 o (_64,_8):(_1,_64)",
        true,
    );
    // composition-swizzle.jsonl:56
    k.show(
        "composition(Sw<2,0,2> o _0 o (_8,_32):(_32,_1),(_1,_32:_1))",
        composition(
            layout!(Sw<2,0,2> o _0 o (_8,_32):(_32,_1)),
            tile!((_1,_32:_1)),
        ),
        "Sw<2,0,2> o _0 o (_1,_32):(_32,_1)",
        true,
    );
    // composition-swizzle.jsonl:57
    k.show(
        "composition(Sw<2,0,3>,(_8,_16):(_16,_1))",
        compose_swizzle(Swizzle::<_2, _0, _3>::new(), layout!((_8,_16):(_16,_1))),
        "Sw<2,0,3> o _0 o (_8,_16):(_16,_1)",
        true,
    );
    // composition-swizzle.jsonl:58
    k.show(
        "composition(Sw<2,0,4> o _0 o (_16,_64):(_64,_1),(_8))",
        composition(layout!(Sw<2,0,4> o _0 o (_16,_64):(_64,_1)), tile!((_8))),
        "Sw<2,0,4> o _0 o (_8):(_64)",
        true,
    );
    // composition-swizzle.jsonl:59
    k.show(
        "composition(Sw<2,0,4>,(_16,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_2, _0, _4>::new(), layout!((_16,_64):(_64,_1))),
        "Sw<2,0,4> o _0 o (_16,_64):(_64,_1)",
        true,
    );
    // composition-swizzle.jsonl:60
    k.show(
        "composition(Sw<2,1,4> o _0 o (_8,(_8,_8)):(_8,(_1,_64)),_256:_2)",
        composition(
            layout!(Sw<2,1,4> o _0 o (_8,(_8,_8)):(_8,(_1,_64))),
            layout!(_256:_2),
        ),
        "Sw<2,1,4> o _0 o (_4,_8,_8):(_16,_1,_64)",
        true,
    );
    // composition-swizzle.jsonl:61
    k.show(
        "composition(Sw<2,2,2> o _0 o ((_8,_2),_8):((_32,_16),_1),_8:_4)",
        composition(
            layout!(Sw<2,2,2> o _0 o ((_8,_2),_8):((_32,_16),_1)),
            layout!(_8:_4),
        ),
        "Sw<2,2,2> o _0 o (_2,_2,_2):(_128,_16,_1)",
        true,
    );
    // composition-swizzle.jsonl:62
    k.show(
        "composition(Sw<2,2,2> o _0 o (64,4):(1,64),(_32:_1))",
        composition(layout!(Sw<2,2,2> o _0 o (64,4):(1,64)), tile!((_32:_1))),
        "Sw<2,2,2> o _0 o (_32):(1)",
        false,
    );
    // composition-swizzle.jsonl:63
    k.show(
        "composition(Sw<2,2,2> o _0 o (_32,_32):(_32,_1),(_1,_32))",
        composition(
            layout!(Sw<2,2,2> o _0 o (_32,_32):(_32,_1)),
            tile!((_1, _32)),
        ),
        "Sw<2,2,2> o _0 o (_1,_32):(_32,_1)",
        true,
    );
    // composition-swizzle.jsonl:64
    k.show(
        "composition(Sw<2,2,2>,(_8,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_2, _2, _2>::new(), layout!((_8,_64):(_64,_1))),
        "Sw<2,2,2> o _0 o (_8,_64):(_64,_1)",
        true,
    );
}

fn cases_4(k: &mut Check) {
    // composition-swizzle.jsonl:65
    k.show(
        "composition(Sw<2,2,3>,(_4,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_2, _2, _3>::new(), layout!((_4,_32):(_32,_1))),
        "Sw<2,2,3> o _0 o (_4,_32):(_32,_1)",
        true,
    );
    // composition-swizzle.jsonl:66
    k.show(
        "composition(Sw<2,2,4> o _0 o (_8,_4):(_1,_8),_1:_1)",
        composition(layout!(Sw<2,2,4> o _0 o (_8,_4):(_1,_8)), layout!(_1:_1)),
        "Sw<2,2,4> o _0 o _1:_1",
        true,
    );
    // composition-swizzle.jsonl:67
    k.show(
        "composition(Sw<2,2,4>,16:1)",
        compose_swizzle(Swizzle::<_2, _2, _4>::new(), layout!(16:1)),
        "Sw<2,2,4> o _0 o 16:1",
        false,
    );
    // composition-swizzle.jsonl:68
    k.show(
        "composition(Sw<2,3,2> o _0 o (_8,_16):(_16,_1),_2:_32)",
        composition(layout!(Sw<2,3,2> o _0 o (_8,_16):(_16,_1)), layout!(_2:_32)),
        "Sw<2,3,2> o _0 o _2:_4",
        true,
    );
    // composition-swizzle.jsonl:69
    k.show(
        "composition(Sw<2,3,2>,(_8,_16):(_16,_1))",
        compose_swizzle(Swizzle::<_2, _3, _2>::new(), layout!((_8,_16):(_16,_1))),
        "Sw<2,3,2> o _0 o (_8,_16):(_16,_1)",
        true,
    );
    // composition-swizzle.jsonl:70
    k.show(
        "composition(Sw<2,3,3> o _0 o (_16,_64):(_64,_1),_64:_4)",
        composition(
            layout!(Sw<2,3,3> o _0 o (_16,_64):(_64,_1)),
            layout!(_64:_4),
        ),
        "Sw<2,3,3> o _0 o (_4,_16):(_256,_1)",
        true,
    );
    // composition-swizzle.jsonl:71
    k.show(
        "composition(Sw<2,3,3>,(_16,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_2, _3, _3>::new(), layout!((_16,_64):(_64,_1))),
        "Sw<2,3,3> o _0 o (_16,_64):(_64,_1)",
        true,
    );
    // composition-swizzle.jsonl:72
    k.show(
        "composition(Sw<2,3,4>,(_8,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_2, _3, _4>::new(), layout!((_8,_32):(_32,_1))),
        "Sw<2,3,4> o _0 o (_8,_32):(_32,_1)",
        true,
    );
    // composition-swizzle.jsonl:73
    k.show(
        "composition(Sw<2,4,2>,(_64,_2):(_1,_64))",
        compose_swizzle(Swizzle::<_2, _4, _2>::new(), layout!((_64,_2):(_1,_64))),
        "Sw<2,4,2> o _0 o (_64,_2):(_1,_64)",
        true,
    );
    // composition-swizzle.jsonl:74
    k.show(
        "composition(Sw<2,4,3> o smem_ptr[8b](unset) o (_64,_8):(_1,_64),_2:_1)",
        composition(
            layout!(Sw<2,4,3> o smem_ptr[8b](unset) o (_64,_8):(_1,_64)),
            layout!(_2:_1),
        ),
        "Sw<2,4,3> o smem_ptr[8b](unset) o _2:_1",
        true,
    );
    // composition-swizzle.jsonl:75
    k.show(
        "composition(Sw<2,4,3> o smem_ptr[8b](unset) o (_8,_64):(_64,_1),_8:_2)",
        composition(
            layout!(Sw<2,4,3> o smem_ptr[8b](unset) o (_8,_64):(_64,_1)),
            layout!(_8:_2),
        ),
        "Sw<2,4,3> o smem_ptr[8b](unset) o (_4,_2):(_128,_1)",
        true,
    );
    // composition-swizzle.jsonl:76
    k.show(
        "composition(Sw<2,4,4> o _0 o ((_8,_4),(_8,_2)):((_8,_64),(_1,_256)),_64:_2)",
        composition(
            layout!(Sw<2,4,4> o _0 o ((_8,_4),(_8,_2)):((_8,_64),(_1,_256))),
            layout!(_64:_2),
        ),
        "Sw<2,4,4> o _0 o (_16,_4):(_16,_1)",
        true,
    );
    // composition-swizzle.jsonl:77
    k.show(
        "composition(Sw<3,1,3>,(_8,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_3, _1, _3>::new(), layout!((_8,_64):(_64,_1))),
        "Sw<3,1,3> o _0 o (_8,_64):(_64,_1)",
        true,
    );
    // composition-swizzle.jsonl:78
    k.show(
        "composition(Sw<3,1,4> o _0 o (4,_64):(64,_1),_8:_1)",
        composition(layout!(Sw<3,1,4> o _0 o (4,_64):(64,_1)), layout!(_8:_1)),
        "Sw<3,1,4> o _0 o (4,2):(64,1)",
        false,
    );
    // composition-swizzle.jsonl:79
    k.show(
        "composition(Sw<3,1,4>,(4,_64):(64,_1))",
        compose_swizzle(Swizzle::<_3, _1, _4>::new(), layout!((4,_64):(64,_1))),
        "Sw<3,1,4> o _0 o (4,_64):(64,_1)",
        false,
    );
    // composition-swizzle.jsonl:80
    k.show(
        "composition(Sw<3,1,4>,(_16,_64):(_64,_1))",
        compose_swizzle(Swizzle::<_3, _1, _4>::new(), layout!((_16,_64):(_64,_1))),
        "Sw<3,1,4> o _0 o (_16,_64):(_64,_1)",
        true,
    );
}

fn cases_5(k: &mut Check) {
    // composition-swizzle.jsonl:81
    k.show(
        "composition(Sw<3,1,4>,(_64,_8):(_1,_64))",
        compose_swizzle(Swizzle::<_3, _1, _4>::new(), layout!((_64,_8):(_1,_64))),
        "Sw<3,1,4> o _0 o (_64,_8):(_1,_64)",
        true,
    );
    // composition-swizzle.jsonl:82
    k.show(
        "composition(Sw<3,2,3>,(_16,_2,(_8,_4)):(_1,_16,(_32,_256)))",
        compose_swizzle(
            Swizzle::<_3, _2, _3>::new(),
            layout!((_16,_2,(_8,_4)):(_1,_16,(_32,_256))),
        ),
        "Sw<3,2,3> o _0 o (_16,_2,(_8,_4)):(_1,_16,(_32,_256))",
        true,
    );
    // composition-swizzle.jsonl:83
    k.show(
        "composition(Sw<3,2,3>,(_8,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_3, _2, _3>::new(), layout!((_8,_32):(_32,_1))),
        "Sw<3,2,3> o _0 o (_8,_32):(_32,_1)",
        true,
    );
    // composition-swizzle.jsonl:84
    k.show(
        "composition(Sw<3,2,4>,(_4,_32):(_32,_1))",
        compose_swizzle(Swizzle::<_3, _2, _4>::new(), layout!((_4,_32):(_32,_1))),
        "Sw<3,2,4> o _0 o (_4,_32):(_32,_1)",
        true,
    );
    // composition-swizzle.jsonl:85
    k.show(
        "composition(Sw<3,2,4>,(_8,_16):(_16,_1))",
        compose_swizzle(Swizzle::<_3, _2, _4>::new(), layout!((_8,_16):(_16,_1))),
        "Sw<3,2,4> o _0 o (_8,_16):(_16,_1)",
        true,
    );
    // composition-swizzle.jsonl:87
    k.show(
        "composition(Sw<3,3,3> o _0 o (_16,_64):(_64,_1),(_8:_1))",
        composition(layout!(Sw<3,3,3> o _0 o (_16,_64):(_64,_1)), tile!((_8:_1))),
        "Sw<3,3,3> o _0 o (_8):(_64)",
        true,
    );
    // composition-swizzle.jsonl:88
    k.show(
        "composition(Sw<3,4,3> o _0 o (_64,_8):(_1,_64),_512:_1)",
        composition(
            layout!(Sw<3,4,3> o _0 o (_64,_8):(_1,_64)),
            layout!(_512:_1),
        ),
        "Sw<3,4,3> o _0 o _512:_1",
        true,
    );
    // composition-swizzle.jsonl:89
    k.show(
        "composition(Sw<3,4,3>,(_64,_8):(_1,_64))",
        compose_swizzle(Swizzle::<_3, _4, _3>::new(), layout!((_64,_8):(_1,_64))),
        "Sw<3,4,3> o _0 o (_64,_8):(_1,_64)",
        true,
    );
    // composition-swizzle.jsonl:90
    k.show(
        "composition(Sw<3,4,4>,(_8,(_8,_8)):(_8,(_1,_64)))",
        compose_swizzle(
            Swizzle::<_3, _4, _4>::new(),
            layout!((_8,(_8,_8)):(_8,(_1,_64))),
        ),
        "Sw<3,4,4> o _0 o (_8,(_8,_8)):(_8,(_1,_64))",
        true,
    );
    // composition-swizzle.jsonl:91
    k.show(
        "composition(_128:_1,Sw<1,4,3> o _0 o ((_2,_8),_8):((_1,_2),_16))",
        composition(
            layout!(_128:_1),
            layout!(Sw<1,4,3> o _0 o ((_2,_8),_8):((_1,_2),_16)),
        ),
        "Sw<1,4,3> o _0 o ((_2,_8),_8):((_1,_2),_16)",
        true,
    );
    // composition-swizzle.jsonl:92
    k.show(
        "composition(_32:_1,Sw<1,2,3> o _0 o (_2,_16):(_16,_1))",
        composition(layout!(_32:_1), layout!(Sw<1,2,3> o _0 o (_2,_16):(_16,_1))),
        "Sw<1,2,3> o _0 o (_2,_16):(_16,_1)",
        true,
    );
    // composition-swizzle.jsonl:93
    k.show(
        "composition(_32:_1,Sw<2,0,3> o _0 o ((_8,_2),_2):((_1,_8),_16))",
        composition(
            layout!(_32:_1),
            layout!(Sw<2,0,3> o _0 o ((_8,_2),_2):((_1,_8),_16)),
        ),
        "Sw<2,0,3> o _0 o ((_8,_2),_2):((_1,_8),_16)",
        true,
    );
    // composition-swizzle.jsonl:94
    k.show(
        "composition(_512:_1,Sw<1,0,3> o _0 o (_16,32):(_1,_16))",
        composition(
            layout!(_512:_1),
            layout!(Sw<1,0,3> o _0 o (_16,32):(_1,_16)),
        ),
        "Sw<1,0,3> o _0 o (_16,32):(_1,_16)",
        false,
    );
    // composition-swizzle.jsonl:95
    k.show(
        "composition(_64:_1,Sw<1,3,1> o _0 o (_64):(_1))",
        composition(layout!(_64:_1), layout!(Sw<1,3,1> o _0 o (_64):(_1))),
        "Sw<1,3,1> o _0 o (_64):(_1)",
        true,
    );
    // composition-swizzle.jsonl:96
    k.show(
        "composition(_6:_1,Sw<1,1,4> o _0 o _6:_1)",
        composition(layout!(_6:_1), layout!(Sw<1,1,4> o _0 o _6:_1)),
        "Sw<1,1,4> o _0 o _6:_1",
        true,
    );
    // eval-swizzle.jsonl:1
    k.value(
        "eval(GMMA::Layout_K_INTER_Atom<float>,(_5,_2))",
        GmmaLayoutKInterAtom::<_32>::default().call(coord!((_5, _2))),
        22,
    );
}

fn cases_6(k: &mut Check) {
    // eval-swizzle.jsonl:2
    k.value(
        "eval(GMMA::Layout_K_INTER_Atom<half_t>,(3,_4))",
        GmmaLayoutKInterAtom::<_16>::default().call(coord!((3, _4))),
        28,
    );
    // eval-swizzle.jsonl:3
    k.value(
        "eval(GMMA::Layout_K_INTER_Atom<uint8_t>,_118)",
        GmmaLayoutKInterAtom::<_8>::default().call(coord!(_118)),
        110,
    );
    // eval-swizzle.jsonl:4
    k.value(
        "eval(GMMA::Layout_K_SW128_Atom<half_t>,(_5,56))",
        GmmaLayoutKSw128Atom::<_16>::default().call(coord!((_5, 56))),
        344,
    );
    // eval-swizzle.jsonl:5
    k.value(
        "eval(GMMA::Layout_K_SW128_Atom<half_t>,_377)",
        GmmaLayoutKSw128Atom::<_16>::default().call(coord!(_377)),
        111,
    );
    // eval-swizzle.jsonl:6
    k.value(
        "eval(GMMA::Layout_K_SW128_Atom<uint8_t>,_7)",
        GmmaLayoutKSw128Atom::<_8>::default().call(coord!(_7)),
        1008,
    );
    // eval-swizzle.jsonl:7
    k.value(
        "eval(GMMA::Layout_K_SW32_Atom<float>,(2,6))",
        GmmaLayoutKSw32Atom::<_32>::default().call(coord!((2, 6))),
        22,
    );
    // eval-swizzle.jsonl:8
    k.value(
        "eval(GMMA::Layout_K_SW32_Atom<half_t>,(_1,_9))",
        GmmaLayoutKSw32Atom::<_16>::default().call(coord!((_1, _9))),
        25,
    );
    // eval-swizzle.jsonl:9
    k.value(
        "eval(GMMA::Layout_K_SW32_Atom<uint8_t>,(7,_11))",
        GmmaLayoutKSw32Atom::<_8>::default().call(coord!((7, _11))),
        251,
    );
    // eval-swizzle.jsonl:10
    k.value(
        "eval(GMMA::Layout_K_SW64_Atom<uint8_t>,(_1,7))",
        GmmaLayoutKSw64Atom::<_8>::default().call(coord!((_1, 7))),
        71,
    );
    // eval-swizzle.jsonl:11
    k.value(
        "eval(GMMA::Layout_MN_INTER_Atom<float>,(_2,1))",
        GmmaLayoutMnInterAtom::<_32>::default().call(coord!((_2, 1))),
        6,
    );
    // eval-swizzle.jsonl:12
    k.value(
        "eval(GMMA::Layout_MN_INTER_Atom<uint8_t>,(12,0))",
        GmmaLayoutMnInterAtom::<_8>::default().call(coord!((12, 0))),
        12,
    );
    // eval-swizzle.jsonl:13
    k.value(
        "eval(GMMA::Layout_MN_SW128_Atom<float>,(23,_7))",
        GmmaLayoutMnSw128Atom::<_32>::default().call(coord!((23, _7))),
        231,
    );
    // eval-swizzle.jsonl:14
    k.value(
        "eval(GMMA::Layout_MN_SW128_Atom<float>,(29,5))",
        GmmaLayoutMnSw128Atom::<_32>::default().call(coord!((29, 5))),
        173,
    );
    // eval-swizzle.jsonl:15
    k.value(
        "eval(GMMA::Layout_MN_SW128_Atom<float>,_244)",
        GmmaLayoutMnSw128Atom::<_32>::default().call(coord!(_244)),
        228,
    );
    // eval-swizzle.jsonl:17
    k.value(
        "eval(GMMA::Layout_MN_SW128_Atom<uint8_t>,(6,5))",
        GmmaLayoutMnSw128Atom::<_8>::default().call(coord!((6, 5))),
        726,
    );
    // eval-swizzle.jsonl:18
    k.value(
        "eval(GMMA::Layout_MN_SW32_Atom<float>,(_4,_4))",
        GmmaLayoutMnSw32Atom::<_32>::default().call(coord!((_4, _4))),
        36,
    );
}

fn cases_7(k: &mut Check) {
    // eval-swizzle.jsonl:19
    k.value(
        "eval(GMMA::Layout_MN_SW32_Atom<half_t>,(1,6))",
        GmmaLayoutMnSw32Atom::<_16>::default().call(coord!((1, 6))),
        97,
    );
    // eval-swizzle.jsonl:21
    k.value(
        "eval(GMMA::Layout_MN_SW32_Atom<half_t>,_18)",
        GmmaLayoutMnSw32Atom::<_16>::default().call(coord!(_18)),
        18,
    );
    // eval-swizzle.jsonl:22
    k.value(
        "eval(GMMA::Layout_MN_SW64_Atom<float>,(6,3))",
        GmmaLayoutMnSw64Atom::<_32>::default().call(coord!((6, 3))),
        54,
    );
    // eval-swizzle.jsonl:23
    k.value(
        "eval(GMMA::Layout_MN_SW64_Atom<float>,_12)",
        GmmaLayoutMnSw64Atom::<_32>::default().call(coord!(_12)),
        12,
    );
    // eval-swizzle.jsonl:24
    k.value(
        "eval(GMMA::Layout_MN_SW64_Atom<half_t>,_158)",
        GmmaLayoutMnSw64Atom::<_16>::default().call(coord!(_158)),
        142,
    );
    // eval-swizzle.jsonl:25
    k.value(
        "eval(GMMA::Layout_MN_SW64_Atom<uint8_t>,(30,5))",
        GmmaLayoutMnSw64Atom::<_8>::default().call(coord!((30, 5))),
        382,
    );
    // eval-swizzle.jsonl:26
    k.value(
        "eval(GMMA::Layout_MN_SW64_Atom<uint8_t>,(49,_4))",
        GmmaLayoutMnSw64Atom::<_8>::default().call(coord!((49, _4))),
        273,
    );
    // eval-swizzle.jsonl:27
    k.value(
        "eval(GMMA::Layout_MN_SW64_Atom<uint8_t>,_316)",
        GmmaLayoutMnSw64Atom::<_8>::default().call(coord!(_316)),
        284,
    );
    // eval-swizzle.jsonl:28
    k.value(
        "eval(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_8,_1),(6,1))",
        layout!(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_8,_1)).call(coord!((6, 1))),
        49,
    );
    // eval-swizzle.jsonl:29
    k.value(
        "eval(Sw<0,4,3> o smem_ptr[32b](unset) o (_4,_8):(_1,_4),28)",
        layout!(Sw<0,4,3> o smem_ptr[32b](unset) o (_4,_8):(_1,_4)).call(coord!(28)),
        28,
    );
    // eval-swizzle.jsonl:30
    k.value(
        "eval(Sw<0,4,3> o smem_ptr[8b](unset) o (_16,_8):(_1,_16),_74)",
        layout!(Sw<0,4,3> o smem_ptr[8b](unset) o (_16,_8):(_1,_16)).call(coord!(_74)),
        74,
    );
    // eval-swizzle.jsonl:31
    k.value(
        "eval(Sw<1,0,1> o _0 o (_16,_4):(_1,_16),(14,1))",
        layout!(Sw<1,0,1> o _0 o (_16,_4):(_1,_16)).call(coord!((14, 1))),
        31,
    );
    // eval-swizzle.jsonl:32
    k.value(
        "eval(Sw<1,0,1> o _0 o (_16,_4):(_1,_16),_51)",
        layout!(Sw<1,0,1> o _0 o (_16,_4):(_1,_16)).call(coord!(_51)),
        50,
    );
    // eval-swizzle.jsonl:33
    k.value(
        "eval(Sw<1,0,1> o _0 o (_4,_32):(_32,_1),_43)",
        layout!(Sw<1,0,1> o _0 o (_4,_32):(_32,_1)).call(coord!(_43)),
        107,
    );
    // eval-swizzle.jsonl:34
    k.value(
        "eval(Sw<1,0,1> o _0 o (_8,_16):(_16,_1),_57)",
        layout!(Sw<1,0,1> o _0 o (_8,_16):(_16,_1)).call(coord!(_57)),
        22,
    );
    // eval-swizzle.jsonl:35
    k.value(
        "eval(Sw<1,0,2> o _0 o (_8,(_8,_8)):(_8,(_1,_64)),(5,(5,4)))",
        layout!(Sw<1,0,2> o _0 o (_8,(_8,_8)):(_8,(_1,_64))).call(coord!((5, (5, 4)))),
        300,
    );
}

fn cases_8(k: &mut Check) {
    // eval-swizzle.jsonl:36
    k.value(
        "eval(Sw<1,0,2> o _0 o _3:_1,0)",
        layout!(Sw<1,0,2> o _0 o _3:_1).call(coord!(0)),
        0,
    );
    // eval-swizzle.jsonl:37
    k.value(
        "eval(Sw<1,0,2> o _0 o _3:_1,2)",
        layout!(Sw<1,0,2> o _0 o _3:_1).call(coord!(2)),
        2,
    );
    // eval-swizzle.jsonl:38
    k.value(
        "eval(Sw<1,0,3> o _0 o (_16,32):(_1,_16),_343)",
        layout!(Sw<1,0,3> o _0 o (_16,32):(_1,_16)).call(coord!(_343)),
        343,
    );
    // eval-swizzle.jsonl:39
    k.value(
        "eval(Sw<1,0,3> o _0 o (_2,_64):(_64,_1),61)",
        layout!(Sw<1,0,3> o _0 o (_2,_64):(_64,_1)).call(coord!(61)),
        95,
    );
    // eval-swizzle.jsonl:40
    k.value(
        "eval(Sw<1,0,3> o _0 o (_32,_32):(_32,_1),(31,0))",
        layout!(Sw<1,0,3> o _0 o (_32,_32):(_32,_1)).call(coord!((31, 0))),
        992,
    );
    // eval-swizzle.jsonl:41
    k.value(
        "eval(Sw<1,0,3> o _0 o (_8,_64):(_64,_1),(_0,_49))",
        layout!(Sw<1,0,3> o _0 o (_8,_64):(_64,_1)).call(coord!((_0, _49))),
        49,
    );
    // eval-swizzle.jsonl:42
    k.value(
        "eval(Sw<1,0,4> o _0 o (_4,_2,_4):(_1,_4,_8),(1,0,2))",
        layout!(Sw<1,0,4> o _0 o (_4,_2,_4):(_1,_4,_8)).call(coord!((1, 0, 2))),
        16,
    );
    // eval-swizzle.jsonl:43
    k.value(
        "eval(Sw<1,0,4> o _0 o (_4,_32):(_32,_1),118)",
        layout!(Sw<1,0,4> o _0 o (_4,_32):(_32,_1)).call(coord!(118)),
        92,
    );
    // eval-swizzle.jsonl:44
    k.value(
        "eval(Sw<1,1,1> o _0 o ((_4,_4)):((_1,_4)),_3)",
        layout!(Sw<1,1,1> o _0 o ((_4,_4)):((_1,_4))).call(coord!(_3)),
        3,
    );
    // eval-swizzle.jsonl:45
    k.value(
        "eval(Sw<1,1,1> o _0 o (_8,_32):(_32,_1),(2,28))",
        layout!(Sw<1,1,1> o _0 o (_8,_32):(_32,_1)).call(coord!((2, 28))),
        94,
    );
    // eval-swizzle.jsonl:46
    k.value(
        "eval(Sw<1,1,2> o _0 o (64):(_1),22)",
        layout!(Sw<1,1,2> o _0 o (64):(_1)).call(coord!(22)),
        22,
    );
    // eval-swizzle.jsonl:47
    k.value(
        "eval(Sw<1,1,2> o _0 o (_2,_8):(_8,_1),(0,4))",
        layout!(Sw<1,1,2> o _0 o (_2,_8):(_8,_1)).call(coord!((0, 4))),
        4,
    );
    // eval-swizzle.jsonl:48
    k.value(
        "eval(Sw<1,1,2> o _0 o (_8,_16):(_16,_1),_59)",
        layout!(Sw<1,1,2> o _0 o (_8,_16):(_16,_1)).call(coord!(_59)),
        55,
    );
    // eval-swizzle.jsonl:49
    k.value(
        "eval(Sw<1,1,3> o _0 o ((_2,_2),_32,(_2,_4)):((_1,_2),_4,(_128,_256)),(1,6,(1,0)))",
        layout!(Sw<1,1,3> o _0 o ((_2,_2),_32,(_2,_4)):((_1,_2),_4,(_128,_256))).call(coord!((
            1,
            6,
            (1, 0)
        ))),
        155,
    );
    // eval-swizzle.jsonl:50
    k.value(
        "eval(Sw<1,1,3> o _0 o ((_2,_2),_32,(_2,_4)):((_1,_2),_4,(_128,_256)),463)",
        layout!(Sw<1,1,3> o _0 o ((_2,_2),_32,(_2,_4)):((_1,_2),_4,(_128,_256))).call(coord!(463)),
        463,
    );
    // eval-swizzle.jsonl:51
    k.value(
        "eval(Sw<1,1,3> o _0 o ((_2,_2),_32,(_2,_4)):((_1,_2),_4,(_128,_256)),_255)",
        layout!(Sw<1,1,3> o _0 o ((_2,_2),_32,(_2,_4)):((_1,_2),_4,(_128,_256))).call(coord!(_255)),
        253,
    );
}

fn cases_9(k: &mut Check) {
    // eval-swizzle.jsonl:52
    k.value(
        "eval(Sw<1,1,3> o _0 o (_16,_64):(_64,_1),(4,11))",
        layout!(Sw<1,1,3> o _0 o (_16,_64):(_64,_1)).call(coord!((4, 11))),
        267,
    );
    // eval-swizzle.jsonl:53
    k.value(
        "eval(Sw<1,1,4> o _0 o ((_4,_2),_16):((_1,_4),_8),((2,0),15))",
        layout!(Sw<1,1,4> o _0 o ((_4,_2),_16):((_1,_4),_8)).call(coord!(((2, 0), 15))),
        120,
    );
    // eval-swizzle.jsonl:54
    k.value(
        "eval(Sw<1,1,4> o _0 o (_32,_32):(_32,_1),(6,24))",
        layout!(Sw<1,1,4> o _0 o (_32,_32):(_32,_1)).call(coord!((6, 24))),
        216,
    );
    // eval-swizzle.jsonl:55
    k.value(
        "eval(Sw<1,1,4> o _0 o _6:_1,0)",
        layout!(Sw<1,1,4> o _0 o _6:_1).call(coord!(0)),
        0,
    );
    // eval-swizzle.jsonl:56
    k.value(
        "eval(Sw<1,1,4> o _0 o _6:_1,1)",
        layout!(Sw<1,1,4> o _0 o _6:_1).call(coord!(1)),
        1,
    );
    // eval-swizzle.jsonl:57
    k.value(
        "eval(Sw<1,2,1> o _0 o (_4,_32):(_32,_1),(_3,_15))",
        layout!(Sw<1,2,1> o _0 o (_4,_32):(_32,_1)).call(coord!((_3, _15))),
        107,
    );
    // eval-swizzle.jsonl:58
    k.value(
        "eval(Sw<1,2,1> o _0 o (_8,_16):(_16,_1),(_2,14))",
        layout!(Sw<1,2,1> o _0 o (_8,_16):(_16,_1)).call(coord!((_2, 14))),
        42,
    );
    // eval-swizzle.jsonl:59
    k.value(
        "eval(Sw<1,2,2> o _0 o (_16,_64):(_64,_1),(15,47))",
        layout!(Sw<1,2,2> o _0 o (_16,_64):(_64,_1)).call(coord!((15, 47))),
        1007,
    );
    // eval-swizzle.jsonl:60
    k.value(
        "eval(Sw<1,2,2> o _0 o (_16,_64):(_64,_1),257)",
        layout!(Sw<1,2,2> o _0 o (_16,_64):(_64,_1)).call(coord!(257)),
        84,
    );
    // eval-swizzle.jsonl:61
    k.value(
        "eval(Sw<1,2,3> o _0 o (_2,_16):(_16,_1),(0,2))",
        layout!(Sw<1,2,3> o _0 o (_2,_16):(_16,_1)).call(coord!((0, 2))),
        2,
    );
    // eval-swizzle.jsonl:62
    k.value(
        "eval(Sw<1,2,3> o _0 o _6:_1,0)",
        layout!(Sw<1,2,3> o _0 o _6:_1).call(coord!(0)),
        0,
    );
    // eval-swizzle.jsonl:63
    k.value(
        "eval(Sw<1,3,1> o _0 o (_64):(_1),(40))",
        layout!(Sw<1,3,1> o _0 o (_64):(_1)).call(coord!((40))),
        40,
    );
    // eval-swizzle.jsonl:64
    k.value(
        "eval(Sw<1,3,1> o _0 o (_64):(_1),_52)",
        layout!(Sw<1,3,1> o _0 o (_64):(_1)).call(coord!(_52)),
        60,
    );
    // eval-swizzle.jsonl:65
    k.value(
        "eval(Sw<1,3,1> o _0 o (_8,_32):(_32,_1),_131)",
        layout!(Sw<1,3,1> o _0 o (_8,_32):(_32,_1)).call(coord!(_131)),
        120,
    );
    // eval-swizzle.jsonl:66
    k.value(
        "eval(Sw<1,3,2> o _0 o ((_4,_8),_8):((_1,_4),_32),((_0,_7),5))",
        layout!(Sw<1,3,2> o _0 o ((_4,_8),_8):((_1,_4),_32)).call(coord!(((_0, _7), 5))),
        180,
    );
    // eval-swizzle.jsonl:67
    k.value(
        "eval(Sw<1,3,2> o _0 o (_32,(_8,_2)):(_16,(_2,1)),462)",
        layout!(Sw<1,3,2> o _0 o (_32,(_8,_2)):(_16,(_2,1))).call(coord!(462)),
        229,
    );
}

fn cases_10(k: &mut Check) {
    // eval-swizzle.jsonl:68
    k.value(
        "eval(Sw<1,3,2> o _0 o (_8,_64):(_64,_1),(6,16))",
        layout!(Sw<1,3,2> o _0 o (_8,_64):(_64,_1)).call(coord!((6, 16))),
        400,
    );
    // eval-swizzle.jsonl:69
    k.value(
        "eval(Sw<1,3,2> o _0 o _6:_1,_2)",
        layout!(Sw<1,3,2> o _0 o _6:_1).call(coord!(_2)),
        2,
    );
    // eval-swizzle.jsonl:70
    k.value(
        "eval(Sw<1,3,3> o _0 o (_16,_64):(_64,_1),(_12,_63))",
        layout!(Sw<1,3,3> o _0 o (_16,_64):(_64,_1)).call(coord!((_12, _63))),
        831,
    );
    // eval-swizzle.jsonl:71
    k.value(
        "eval(Sw<1,3,3> o _0 o (_2,_2,_64):(_128,_64,_1),(1,0,20))",
        layout!(Sw<1,3,3> o _0 o (_2,_2,_64):(_128,_64,_1)).call(coord!((1, 0, 20))),
        148,
    );
    // eval-swizzle.jsonl:72
    k.value(
        "eval(Sw<1,3,4> o _0 o (_4,_16,(2,_4)):(128,_8,(_4,_1)),(1,0,7))",
        layout!(Sw<1,3,4> o _0 o (_4,_16,(2,_4)):(128,_8,(_4,_1))).call(coord!((1, 0, 7))),
        143,
    );
    // eval-swizzle.jsonl:73
    k.value(
        "eval(Sw<1,3,4> o _0 o (_64,_8):(_8,_1),(17,7))",
        layout!(Sw<1,3,4> o _0 o (_64,_8):(_8,_1)).call(coord!((17, 7))),
        135,
    );
    // eval-swizzle.jsonl:74
    k.value(
        "eval(Sw<1,4,1> o _0 o (_4,_32):(_32,_1),(0,15))",
        layout!(Sw<1,4,1> o _0 o (_4,_32):(_32,_1)).call(coord!((0, 15))),
        15,
    );
    // eval-swizzle.jsonl:75
    k.value(
        "eval(Sw<1,4,1> o _0 o (_8,_16):(_16,_1),125)",
        layout!(Sw<1,4,1> o _0 o (_8,_16):(_16,_1)).call(coord!(125)),
        95,
    );
    // eval-swizzle.jsonl:76
    k.value(
        "eval(Sw<1,4,2> o _0 o ((8,8),2):((16,2),1),(5,_1))",
        layout!(Sw<1,4,2> o _0 o ((8,8),2):((16,2),1)).call(coord!((5, _1))),
        65,
    );
    // eval-swizzle.jsonl:77
    k.value(
        "eval(Sw<1,4,2> o _0 o (_16,_64):(_64,_1),_476)",
        layout!(Sw<1,4,2> o _0 o (_16,_64):(_64,_1)).call(coord!(_476)),
        797,
    );
    // eval-swizzle.jsonl:78
    k.value(
        "eval(Sw<1,4,3> o _0 o ((2,2),64):((128,64),1),_5)",
        layout!(Sw<1,4,3> o _0 o ((2,2),64):((128,64),1)).call(coord!(_5)),
        145,
    );
    // eval-swizzle.jsonl:79
    k.value(
        "eval(Sw<1,4,3> o _0 o ((2,2),64):((128,64),1),_62)",
        layout!(Sw<1,4,3> o _0 o ((2,2),64):((128,64),1)).call(coord!(_62)),
        79,
    );
    // eval-swizzle.jsonl:80
    k.value(
        "eval(Sw<1,4,3> o _0 o (_8,_64):(_64,_1),(6,35))",
        layout!(Sw<1,4,3> o _0 o (_8,_64):(_64,_1)).call(coord!((6, 35))),
        435,
    );
    // eval-swizzle.jsonl:81
    k.value(
        "eval(Sw<1,4,3> o _0 o (_8,_64):(_64,_1),413)",
        layout!(Sw<1,4,3> o _0 o (_8,_64):(_64,_1)).call(coord!(413)),
        371,
    );
    // eval-swizzle.jsonl:82
    k.value(
        "eval(Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1),(_3,_6))",
        layout!(Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1)).call(coord!((_3, _6))),
        54,
    );
    // eval-swizzle.jsonl:83
    k.value(
        "eval(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_1,_8),(2,2))",
        layout!(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_1,_8)).call(coord!((2, 2))),
        18,
    );
}

fn cases_11(k: &mut Check) {
    // eval-swizzle.jsonl:84
    k.value(
        "eval(Sw<1,4,3> o smem_ptr[8b](unset) o (_8,_32):(_32,_1),168)",
        layout!(Sw<1,4,3> o smem_ptr[8b](unset) o (_8,_32):(_32,_1)).call(coord!(168)),
        21,
    );
    // eval-swizzle.jsonl:85
    k.value(
        "eval(Sw<1,4,4> o _0 o (_16,_32):(_1,_16),239)",
        layout!(Sw<1,4,4> o _0 o (_16,_32):(_1,_16)).call(coord!(239)),
        239,
    );
    // eval-swizzle.jsonl:86
    k.value(
        "eval(Sw<1,4,4> o _0 o (_4,_32):(_32,_1),115)",
        layout!(Sw<1,4,4> o _0 o (_4,_32):(_32,_1)).call(coord!(115)),
        124,
    );
    // eval-swizzle.jsonl:87
    k.value(
        "eval(Sw<2,0,2> o _0 o (_8,_32):(_32,_1),(_1,_31))",
        layout!(Sw<2,0,2> o _0 o (_8,_32):(_32,_1)).call(coord!((_1, _31))),
        60,
    );
    // eval-swizzle.jsonl:88
    k.value(
        "eval(Sw<2,0,3> o _0 o (_8,_64):(_64,_1),_318)",
        layout!(Sw<2,0,3> o _0 o (_8,_64):(_64,_1)).call(coord!(_318)),
        423,
    );
    // eval-swizzle.jsonl:89
    k.value(
        "eval(Sw<2,0,4> o _0 o (32,(_4,2)):(_8,(_2,1)),_151)",
        layout!(Sw<2,0,4> o _0 o (32,(_4,2)):(_8,(_2,1))).call(coord!(_151)),
        186,
    );
    // eval-swizzle.jsonl:90
    k.value(
        "eval(Sw<2,0,4> o _0 o (_16,_64):(_64,_1),866)",
        layout!(Sw<2,0,4> o _0 o (_16,_64):(_64,_1)).call(coord!(866)),
        181,
    );
    // eval-swizzle.jsonl:91
    k.value(
        "eval(Sw<2,0,4> o _0 o (_16,_64):(_64,_1),_455)",
        layout!(Sw<2,0,4> o _0 o (_16,_64):(_64,_1)).call(coord!(_455)),
        477,
    );
    // eval-swizzle.jsonl:92
    k.value(
        "eval(Sw<2,0,4> o _0 o (_8,(_8,_2)):(_1,(_8,_64)),(2,(0,0)))",
        layout!(Sw<2,0,4> o _0 o (_8,(_8,_2)):(_1,(_8,_64))).call(coord!((2, (0, 0)))),
        2,
    );
    // eval-swizzle.jsonl:93
    k.value(
        "eval(Sw<2,0,4> o _0 o _6:_1,1)",
        layout!(Sw<2,0,4> o _0 o _6:_1).call(coord!(1)),
        1,
    );
    // eval-swizzle.jsonl:94
    k.value(
        "eval(Sw<2,1,2> o _0 o (_32,_32):(_32,_1),(_20,_13))",
        layout!(Sw<2,1,2> o _0 o (_32,_32):(_32,_1)).call(coord!((_20, _13))),
        655,
    );
    // eval-swizzle.jsonl:95
    k.value(
        "eval(Sw<2,1,2> o _0 o (_32,_4):(_1,_32),(_25,_3))",
        layout!(Sw<2,1,2> o _0 o (_32,_4):(_1,_32)).call(coord!((_25, _3))),
        127,
    );
    // eval-swizzle.jsonl:96
    k.value(
        "eval(Sw<2,1,3> o _0 o (_8,_16):(_16,_1),_22)",
        layout!(Sw<2,1,3> o _0 o (_8,_16):(_16,_1)).call(coord!(_22)),
        102,
    );
    // eval-swizzle.jsonl:97
    k.value(
        "eval(Sw<2,1,4> o _0 o (_16,_64):(_64,_1),543)",
        layout!(Sw<2,1,4> o _0 o (_16,_64):(_64,_1)).call(coord!(543)),
        999,
    );
    // eval-swizzle.jsonl:98
    k.value(
        "eval(Sw<2,1,4> o _0 o _7:_1,4)",
        layout!(Sw<2,1,4> o _0 o _7:_1).call(coord!(4)),
        4,
    );
    // eval-swizzle.jsonl:99
    k.value(
        "eval(Sw<2,2,2> o _0 o (_32,_32):(_32,_1),(28,14))",
        layout!(Sw<2,2,2> o _0 o (_32,_32):(_32,_1)).call(coord!((28, 14))),
        910,
    );
}

fn cases_12(k: &mut Check) {
    // eval-swizzle.jsonl:100
    k.value(
        "eval(Sw<2,2,2> o _0 o (_32,_32):(_32,_1),(8,25))",
        layout!(Sw<2,2,2> o _0 o (_32,_32):(_32,_1)).call(coord!((8, 25))),
        285,
    );
    // eval-swizzle.jsonl:101
    k.value(
        "eval(Sw<2,2,2> o _0 o (_8,_64):(_64,_1),93)",
        layout!(Sw<2,2,2> o _0 o (_8,_64):(_64,_1)).call(coord!(93)),
        331,
    );
    // eval-swizzle.jsonl:102
    k.value(
        "eval(Sw<2,2,3> o _0 o (_4,_32):(_32,_1),(3,13))",
        layout!(Sw<2,2,3> o _0 o (_4,_32):(_32,_1)).call(coord!((3, 13))),
        97,
    );
    // eval-swizzle.jsonl:103
    k.value(
        "eval(Sw<2,2,4> o _0 o (_64,_2):(_1,_64),(34,0))",
        layout!(Sw<2,2,4> o _0 o (_64,_2):(_1,_64)).call(coord!((34, 0))),
        34,
    );
    // eval-swizzle.jsonl:104
    k.value(
        "eval(Sw<2,2,4> o _0 o (_8,_32):(_32,_1),86)",
        layout!(Sw<2,2,4> o _0 o (_8,_32):(_32,_1)).call(coord!(86)),
        198,
    );
    // eval-swizzle.jsonl:105
    k.value(
        "eval(Sw<2,2,4> o _0 o 16:1,8)",
        layout!(Sw<2,2,4> o _0 o 16:1).call(coord!(8)),
        8,
    );
    // eval-swizzle.jsonl:106
    k.value(
        "eval(Sw<2,3,3> o _0 o (8,(_8,8)):(1,(_8,_64)),(5,(7,_7)))",
        layout!(Sw<2,3,3> o _0 o (8,(_8,8)):(1,(_8,_64))).call(coord!((5, (7, _7)))),
        485,
    );
    // eval-swizzle.jsonl:107
    k.value(
        "eval(Sw<2,3,4> o _0 o (_32,_32):(_32,_1),_1007)",
        layout!(Sw<2,3,4> o _0 o (_32,_32):(_32,_1)).call(coord!(_1007)),
        487,
    );
    // eval-swizzle.jsonl:108
    k.value(
        "eval(Sw<2,3,4> o _0 o _9:_1,5)",
        layout!(Sw<2,3,4> o _0 o _9:_1).call(coord!(5)),
        5,
    );
    // eval-swizzle.jsonl:109
    k.value(
        "eval(Sw<2,4,2> o _0 o (_64,_2):(_1,_64),(_58,0))",
        layout!(Sw<2,4,2> o _0 o (_64,_2):(_1,_64)).call(coord!((_58, 0))),
        58,
    );
    // eval-swizzle.jsonl:110
    k.value(
        "eval(Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32),8)",
        layout!(Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32)).call(coord!(8)),
        8,
    );
    // eval-swizzle.jsonl:111
    k.value(
        "eval(Sw<2,4,3> o smem_ptr[16b](unset) o (_8,_32):(_32,_1),_28)",
        layout!(Sw<2,4,3> o smem_ptr[16b](unset) o (_8,_32):(_32,_1)).call(coord!(_28)),
        147,
    );
    // eval-swizzle.jsonl:112
    k.value(
        "eval(Sw<2,4,3> o smem_ptr[32b](unset) o (_16,_8):(_1,_16),123)",
        layout!(Sw<2,4,3> o smem_ptr[32b](unset) o (_16,_8):(_1,_16)).call(coord!(123)),
        123,
    );
    // eval-swizzle.jsonl:113
    k.value(
        "eval(Sw<2,4,3> o smem_ptr[32b](unset) o (_8,_16):(_16,_1),(3,3))",
        layout!(Sw<2,4,3> o smem_ptr[32b](unset) o (_8,_16):(_16,_1)).call(coord!((3, 3))),
        51,
    );
    // eval-swizzle.jsonl:114
    k.value(
        "eval(Sw<2,4,4> o _0 o ((_8,_4),(_8,_2)):((_8,_64),(_1,_256)),_326)",
        layout!(Sw<2,4,4> o _0 o ((_8,_4),(_8,_2)):((_8,_64),(_1,_256))).call(coord!(_326)),
        290,
    );
    // eval-swizzle.jsonl:115
    k.value(
        "eval(Sw<2,4,4> o _0 o _10:_1,_4)",
        layout!(Sw<2,4,4> o _0 o _10:_1).call(coord!(_4)),
        4,
    );
}

fn cases_13(k: &mut Check) {
    // eval-swizzle.jsonl:116
    k.value(
        "eval(Sw<3,0,3> o _0 o (_4,_32):(_32,_1),113)",
        layout!(Sw<3,0,3> o _0 o (_4,_32):(_32,_1)).call(coord!(113)),
        59,
    );
    // eval-swizzle.jsonl:117
    k.value(
        "eval(Sw<3,0,3> o _0 o (_4,_32):(_32,_1),32)",
        layout!(Sw<3,0,3> o _0 o (_4,_32):(_32,_1)).call(coord!(32)),
        9,
    );
    // eval-swizzle.jsonl:118
    k.value(
        "eval(Sw<3,0,4> o _0 o (_8,(_8,_8)):(_8,(_1,_64)),_82)",
        layout!(Sw<3,0,4> o _0 o (_8,(_8,_8)):(_8,(_1,_64))).call(coord!(_82)),
        87,
    );
    // eval-swizzle.jsonl:119
    k.value(
        "eval(Sw<3,1,4> o _0 o (_64,_8):(_1,_64),369)",
        layout!(Sw<3,1,4> o _0 o (_64,_8):(_1,_64)).call(coord!(369)),
        375,
    );
    // eval-swizzle.jsonl:120
    k.value(
        "eval(Sw<3,2,3> o _0 o (_8,_32):(_32,_1),(_1,_21))",
        layout!(Sw<3,2,3> o _0 o (_8,_32):(_32,_1)).call(coord!((_1, _21))),
        49,
    );
    // eval-swizzle.jsonl:121
    k.value(
        "eval(Sw<3,2,4> o _0 o ((_8,_8),_16):((_128,_16),_1),302)",
        layout!(Sw<3,2,4> o _0 o ((_8,_8),_16):((_128,_16),_1)).call(coord!(302)),
        832,
    );
    // eval-swizzle.jsonl:122
    k.value(
        "eval(Sw<3,2,4> o _0 o (_4,_32):(_32,_1),_97)",
        layout!(Sw<3,2,4> o _0 o (_4,_32):(_32,_1)).call(coord!(_97)),
        56,
    );
    // eval-swizzle.jsonl:123
    k.value(
        "eval(Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64)),335)",
        layout!(Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64))).call(coord!(335)),
        337,
    );
    // eval-swizzle.jsonl:124
    k.value(
        "eval(Sw<3,3,4> o _0 o (_32,_32):(_32,_1),(28,24))",
        layout!(Sw<3,3,4> o _0 o (_32,_32):(_32,_1)).call(coord!((28, 24))),
        928,
    );
    // eval-swizzle.jsonl:125
    k.value(
        "eval(Sw<3,4,3> o _0 o _10:_1,9)",
        layout!(Sw<3,4,3> o _0 o _10:_1).call(coord!(9)),
        9,
    );
    // eval-swizzle.jsonl:126
    k.value(
        "eval(Sw<3,4,3> o _0 o _10:_1,_1)",
        layout!(Sw<3,4,3> o _0 o _10:_1).call(coord!(_1)),
        1,
    );
    // eval-swizzle.jsonl:127
    k.value(
        "eval(Sw<3,4,3> o smem_ptr[32b](unset) o (_8,_32):(_32,_1),(2,13))",
        layout!(Sw<3,4,3> o smem_ptr[32b](unset) o (_8,_32):(_32,_1)).call(coord!((2, 13))),
        77,
    );
    // eval-swizzle.jsonl:128
    k.value(
        "eval(Sw<3,4,3> o smem_ptr[8b](unset) o (_8,_128):(_128,_1),(_2,_12))",
        layout!(Sw<3,4,3> o smem_ptr[8b](unset) o (_8,_128):(_128,_1)).call(coord!((_2, _12))),
        300,
    );
    // eval-swizzle.jsonl:129
    k.value(
        "eval(Sw<3,4,4> o _0 o (_8,(_8,_8)):(_8,(_1,_64)),420)",
        layout!(Sw<3,4,4> o _0 o (_8,(_8,_8)):(_8,(_1,_64))).call(coord!(420)),
        436,
    );
    // get-swizzle.jsonl:1
    k.show(
        "get(Sw<1,0,4> o _0 o (16,8,8):(1,16,128),1)",
        layout!(Sw<1,0,4> o _0 o (16,8,8):(1,16,128)).get::<1>(),
        "Sw<1,0,4> o _0 o 8:16",
        false,
    );
    // get-swizzle.jsonl:2
    k.show(
        "get(Sw<1,4,3> o _0 o ((_2,_8),_8):((_1,_2),_16),1)",
        layout!(Sw<1,4,3> o _0 o ((_2,_8),_8):((_1,_2),_16)).get::<1>(),
        "Sw<1,4,3> o _0 o _8:_16",
        true,
    );
}

fn cases_14(k: &mut Check) {
    // get-swizzle.jsonl:3
    k.show(
        "get(Sw<2,1,3> o _0 o (_2,(_4,_2)):(_1,(_2,_8)),1)",
        layout!(Sw<2,1,3> o _0 o (_2,(_4,_2)):(_1,(_2,_8))).get::<1>(),
        "Sw<2,1,3> o _0 o (_4,_2):(_2,_8)",
        true,
    );
    // get-swizzle.jsonl:4
    k.show(
        "get(Sw<2,4,3> o _0 o (_16,_64):(_64,_1),1)",
        layout!(Sw<2,4,3> o _0 o (_16,_64):(_64,_1)).get::<1>(),
        "Sw<2,4,3> o _0 o _64:_1",
        true,
    );
    // get-swizzle.jsonl:5
    k.show(
        "get(Sw<3,1,3> o _0 o (_8,_64):(_64,_1),1)",
        layout!(Sw<3,1,3> o _0 o (_8,_64):(_64,_1)).get::<1>(),
        "Sw<3,1,3> o _0 o _64:_1",
        true,
    );
    // get-swizzle.jsonl:6
    k.show(
        "get(Sw<3,1,4> o _0 o (_16,_64):(_64,_1),0)",
        layout!(Sw<3,1,4> o _0 o (_16,_64):(_64,_1)).get::<0>(),
        "Sw<3,1,4> o _0 o _16:_64",
        true,
    );
    // get-swizzle.jsonl:7
    k.show(
        "get(Sw<3,1,4> o _0 o (_64,_8):(_1,_64),0)",
        layout!(Sw<3,1,4> o _0 o (_64,_8):(_1,_64)).get::<0>(),
        "Sw<3,1,4> o _0 o _64:_1",
        true,
    );
    // get-swizzle.jsonl:8
    k.show(
        "get(Sw<3,4,4> o _0 o (_8,_32):(_32,_1),1)",
        layout!(Sw<3,4,4> o _0 o (_8,_32):(_32,_1)).get::<1>(),
        "Sw<3,4,4> o _0 o _32:_1",
        true,
    );
    // print_layout-swizzle.jsonl:1
    k.table("print_layout(Sw<1,0,1> o _0 o (_16,_4):(_1,_16))", &layout!(Sw<1,0,1> o _0 o (_16,_4):(_1,_16)), "Sw<1,0,1> o _0 o (_16,_4):(_1,_16)\n       0    1    2    3 \n    +----+----+----+----+\n 0  |  0 | 16 | 32 | 48 |\n    +----+----+----+----+\n 1  |  1 | 17 | 33 | 49 |\n    +----+----+----+----+\n 2  |  3 | 19 | 35 | 51 |\n    +----+----+----+----+\n 3  |  2 | 18 | 34 | 50 |\n    +----+----+----+----+\n 4  |  4 | 20 | 36 | 52 |\n    +----+----+----+----+\n 5  |  5 | 21 | 37 | 53 |\n    +----+----+----+----+\n 6  |  7 | 23 | 39 | 55 |\n    +----+----+----+----+\n 7  |  6 | 22 | 38 | 54 |\n    +----+----+----+----+\n 8  |  8 | 24 | 40 | 56 |\n    +----+----+----+----+\n 9  |  9 | 25 | 41 | 57 |\n    +----+----+----+----+\n10  | 11 | 27 | 43 | 59 |\n    +----+----+----+----+\n11  | 10 | 26 | 42 | 58 |\n    +----+----+----+----+\n12  | 12 | 28 | 44 | 60 |\n    +----+----+----+----+\n13  | 13 | 29 | 45 | 61 |\n    +----+----+----+----+\n14  | 15 | 31 | 47 | 63 |\n    +----+----+----+----+\n15  | 14 | 30 | 46 | 62 |\n    +----+----+----+----+");
    // print_layout-swizzle.jsonl:2
    k.table("print_layout(Sw<1,1,1> o _0 o (_8,(_8,_8)):(_8,(_1,_64)))", &layout!(Sw<1,1,1> o _0 o (_8,(_8,_8)):(_8,(_1,_64))), "Sw<1,1,1> o _0 o (_8,(_8,_8)):(_8,(_1,_64))\n        0     1     2     3     4     5     6     7     8     9    10    11    12    13    14    15    16    17    18    19    20    21    22    23    24    25    26    27    28    29    30    31    32    33    34    35    36    37    38    39    40    41    42    43    44    45    46    47    48    49    50    51    52    53    54    55    56    57    58    59    60    61    62    63 \n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 0  |   0 |   1 |   2 |   3 |   6 |   7 |   4 |   5 |  64 |  65 |  66 |  67 |  70 |  71 |  68 |  69 | 128 | 129 | 130 | 131 | 134 | 135 | 132 | 133 | 192 | 193 | 194 | 195 | 198 | 199 | 196 | 197 | 256 | 257 | 258 | 259 | 262 | 263 | 260 | 261 | 320 | 321 | 322 | 323 | 326 | 327 | 324 | 325 | 384 | 385 | 386 | 387 | 390 | 391 | 388 | 389 | 448 | 449 | 450 | 451 | 454 | 455 | 452 | 453 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 1  |   8 |   9 |  10 |  11 |  14 |  15 |  12 |  13 |  72 |  73 |  74 |  75 |  78 |  79 |  76 |  77 | 136 | 137 | 138 | 139 | 142 | 143 | 140 | 141 | 200 | 201 | 202 | 203 | 206 | 207 | 204 | 205 | 264 | 265 | 266 | 267 | 270 | 271 | 268 | 269 | 328 | 329 | 330 | 331 | 334 | 335 | 332 | 333 | 392 | 393 | 394 | 395 | 398 | 399 | 396 | 397 | 456 | 457 | 458 | 459 | 462 | 463 | 460 | 461 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 2  |  16 |  17 |  18 |  19 |  22 |  23 |  20 |  21 |  80 |  81 |  82 |  83 |  86 |  87 |  84 |  85 | 144 | 145 | 146 | 147 | 150 | 151 | 148 | 149 | 208 | 209 | 210 | 211 | 214 | 215 | 212 | 213 | 272 | 273 | 274 | 275 | 278 | 279 | 276 | 277 | 336 | 337 | 338 | 339 | 342 | 343 | 340 | 341 | 400 | 401 | 402 | 403 | 406 | 407 | 404 | 405 | 464 | 465 | 466 | 467 | 470 | 471 | 468 | 469 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 3  |  24 |  25 |  26 |  27 |  30 |  31 |  28 |  29 |  88 |  89 |  90 |  91 |  94 |  95 |  92 |  93 | 152 | 153 | 154 | 155 | 158 | 159 | 156 | 157 | 216 | 217 | 218 | 219 | 222 | 223 | 220 | 221 | 280 | 281 | 282 | 283 | 286 | 287 | 284 | 285 | 344 | 345 | 346 | 347 | 350 | 351 | 348 | 349 | 408 | 409 | 410 | 411 | 414 | 415 | 412 | 413 | 472 | 473 | 474 | 475 | 478 | 479 | 476 | 477 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 4  |  32 |  33 |  34 |  35 |  38 |  39 |  36 |  37 |  96 |  97 |  98 |  99 | 102 | 103 | 100 | 101 | 160 | 161 | 162 | 163 | 166 | 167 | 164 | 165 | 224 | 225 | 226 | 227 | 230 | 231 | 228 | 229 | 288 | 289 | 290 | 291 | 294 | 295 | 292 | 293 | 352 | 353 | 354 | 355 | 358 | 359 | 356 | 357 | 416 | 417 | 418 | 419 | 422 | 423 | 420 | 421 | 480 | 481 | 482 | 483 | 486 | 487 | 484 | 485 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 5  |  40 |  41 |  42 |  43 |  46 |  47 |  44 |  45 | 104 | 105 | 106 | 107 | 110 | 111 | 108 | 109 | 168 | 169 | 170 | 171 | 174 | 175 | 172 | 173 | 232 | 233 | 234 | 235 | 238 | 239 | 236 | 237 | 296 | 297 | 298 | 299 | 302 | 303 | 300 | 301 | 360 | 361 | 362 | 363 | 366 | 367 | 364 | 365 | 424 | 425 | 426 | 427 | 430 | 431 | 428 | 429 | 488 | 489 | 490 | 491 | 494 | 495 | 492 | 493 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 6  |  48 |  49 |  50 |  51 |  54 |  55 |  52 |  53 | 112 | 113 | 114 | 115 | 118 | 119 | 116 | 117 | 176 | 177 | 178 | 179 | 182 | 183 | 180 | 181 | 240 | 241 | 242 | 243 | 246 | 247 | 244 | 245 | 304 | 305 | 306 | 307 | 310 | 311 | 308 | 309 | 368 | 369 | 370 | 371 | 374 | 375 | 372 | 373 | 432 | 433 | 434 | 435 | 438 | 439 | 436 | 437 | 496 | 497 | 498 | 499 | 502 | 503 | 500 | 501 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 7  |  56 |  57 |  58 |  59 |  62 |  63 |  60 |  61 | 120 | 121 | 122 | 123 | 126 | 127 | 124 | 125 | 184 | 185 | 186 | 187 | 190 | 191 | 188 | 189 | 248 | 249 | 250 | 251 | 254 | 255 | 252 | 253 | 312 | 313 | 314 | 315 | 318 | 319 | 316 | 317 | 376 | 377 | 378 | 379 | 382 | 383 | 380 | 381 | 440 | 441 | 442 | 443 | 446 | 447 | 444 | 445 | 504 | 505 | 506 | 507 | 510 | 511 | 508 | 509 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+");
    // print_layout-swizzle.jsonl:3
    k.table("print_layout(Sw<1,1,2> o _0 o ((4,8),32):((1,4),32))", &layout!(Sw<1,1,2> o _0 o ((4,8),32):((1,4),32)), "Sw<1,1,2> o _0 o ((4,8),32):((1,4),32)\n         0      1      2      3      4      5      6      7      8      9     10     11     12     13     14     15     16     17     18     19     20     21     22     23     24     25     26     27     28     29     30     31 \n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 0  |    0 |   32 |   64 |   96 |  128 |  160 |  192 |  224 |  256 |  288 |  320 |  352 |  384 |  416 |  448 |  480 |  512 |  544 |  576 |  608 |  640 |  672 |  704 |  736 |  768 |  800 |  832 |  864 |  896 |  928 |  960 |  992 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 1  |    1 |   33 |   65 |   97 |  129 |  161 |  193 |  225 |  257 |  289 |  321 |  353 |  385 |  417 |  449 |  481 |  513 |  545 |  577 |  609 |  641 |  673 |  705 |  737 |  769 |  801 |  833 |  865 |  897 |  929 |  961 |  993 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 2  |    2 |   34 |   66 |   98 |  130 |  162 |  194 |  226 |  258 |  290 |  322 |  354 |  386 |  418 |  450 |  482 |  514 |  546 |  578 |  610 |  642 |  674 |  706 |  738 |  770 |  802 |  834 |  866 |  898 |  930 |  962 |  994 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 3  |    3 |   35 |   67 |   99 |  131 |  163 |  195 |  227 |  259 |  291 |  323 |  355 |  387 |  419 |  451 |  483 |  515 |  547 |  579 |  611 |  643 |  675 |  707 |  739 |  771 |  803 |  835 |  867 |  899 |  931 |  963 |  995 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 4  |    4 |   36 |   68 |  100 |  132 |  164 |  196 |  228 |  260 |  292 |  324 |  356 |  388 |  420 |  452 |  484 |  516 |  548 |  580 |  612 |  644 |  676 |  708 |  740 |  772 |  804 |  836 |  868 |  900 |  932 |  964 |  996 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 5  |    5 |   37 |   69 |  101 |  133 |  165 |  197 |  229 |  261 |  293 |  325 |  357 |  389 |  421 |  453 |  485 |  517 |  549 |  581 |  613 |  645 |  677 |  709 |  741 |  773 |  805 |  837 |  869 |  901 |  933 |  965 |  997 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 6  |    6 |   38 |   70 |  102 |  134 |  166 |  198 |  230 |  262 |  294 |  326 |  358 |  390 |  422 |  454 |  486 |  518 |  550 |  582 |  614 |  646 |  678 |  710 |  742 |  774 |  806 |  838 |  870 |  902 |  934 |  966 |  998 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 7  |    7 |   39 |   71 |  103 |  135 |  167 |  199 |  231 |  263 |  295 |  327 |  359 |  391 |  423 |  455 |  487 |  519 |  551 |  583 |  615 |  647 |  679 |  711 |  743 |  775 |  807 |  839 |  871 |  903 |  935 |  967 |  999 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 8  |   10 |   42 |   74 |  106 |  138 |  170 |  202 |  234 |  266 |  298 |  330 |  362 |  394 |  426 |  458 |  490 |  522 |  554 |  586 |  618 |  650 |  682 |  714 |  746 |  778 |  810 |  842 |  874 |  906 |  938 |  970 | 1002 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 9  |   11 |   43 |   75 |  107 |  139 |  171 |  203 |  235 |  267 |  299 |  331 |  363 |  395 |  427 |  459 |  491 |  523 |  555 |  587 |  619 |  651 |  683 |  715 |  747 |  779 |  811 |  843 |  875 |  907 |  939 |  971 | 1003 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n10  |    8 |   40 |   72 |  104 |  136 |  168 |  200 |  232 |  264 |  296 |  328 |  360 |  392 |  424 |  456 |  488 |  520 |  552 |  584 |  616 |  648 |  680 |  712 |  744 |  776 |  808 |  840 |  872 |  904 |  936 |  968 | 1000 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n11  |    9 |   41 |   73 |  105 |  137 |  169 |  201 |  233 |  265 |  297 |  329 |  361 |  393 |  425 |  457 |  489 |  521 |  553 |  585 |  617 |  649 |  681 |  713 |  745 |  777 |  809 |  841 |  873 |  905 |  937 |  969 | 1001 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n12  |   14 |   46 |   78 |  110 |  142 |  174 |  206 |  238 |  270 |  302 |  334 |  366 |  398 |  430 |  462 |  494 |  526 |  558 |  590 |  622 |  654 |  686 |  718 |  750 |  782 |  814 |  846 |  878 |  910 |  942 |  974 | 1006 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n13  |   15 |   47 |   79 |  111 |  143 |  175 |  207 |  239 |  271 |  303 |  335 |  367 |  399 |  431 |  463 |  495 |  527 |  559 |  591 |  623 |  655 |  687 |  719 |  751 |  783 |  815 |  847 |  879 |  911 |  943 |  975 | 1007 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n14  |   12 |   44 |   76 |  108 |  140 |  172 |  204 |  236 |  268 |  300 |  332 |  364 |  396 |  428 |  460 |  492 |  524 |  556 |  588 |  620 |  652 |  684 |  716 |  748 |  780 |  812 |  844 |  876 |  908 |  940 |  972 | 1004 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n15  |   13 |   45 |   77 |  109 |  141 |  173 |  205 |  237 |  269 |  301 |  333 |  365 |  397 |  429 |  461 |  493 |  525 |  557 |  589 |  621 |  653 |  685 |  717 |  749 |  781 |  813 |  845 |  877 |  909 |  941 |  973 | 1005 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n16  |   16 |   48 |   80 |  112 |  144 |  176 |  208 |  240 |  272 |  304 |  336 |  368 |  400 |  432 |  464 |  496 |  528 |  560 |  592 |  624 |  656 |  688 |  720 |  752 |  784 |  816 |  848 |  880 |  912 |  944 |  976 | 1008 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n17  |   17 |   49 |   81 |  113 |  145 |  177 |  209 |  241 |  273 |  305 |  337 |  369 |  401 |  433 |  465 |  497 |  529 |  561 |  593 |  625 |  657 |  689 |  721 |  753 |  785 |  817 |  849 |  881 |  913 |  945 |  977 | 1009 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n18  |   18 |   50 |   82 |  114 |  146 |  178 |  210 |  242 |  274 |  306 |  338 |  370 |  402 |  434 |  466 |  498 |  530 |  562 |  594 |  626 |  658 |  690 |  722 |  754 |  786 |  818 |  850 |  882 |  914 |  946 |  978 | 1010 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n19  |   19 |   51 |   83 |  115 |  147 |  179 |  211 |  243 |  275 |  307 |  339 |  371 |  403 |  435 |  467 |  499 |  531 |  563 |  595 |  627 |  659 |  691 |  723 |  755 |  787 |  819 |  851 |  883 |  915 |  947 |  979 | 1011 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n20  |   20 |   52 |   84 |  116 |  148 |  180 |  212 |  244 |  276 |  308 |  340 |  372 |  404 |  436 |  468 |  500 |  532 |  564 |  596 |  628 |  660 |  692 |  724 |  756 |  788 |  820 |  852 |  884 |  916 |  948 |  980 | 1012 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n21  |   21 |   53 |   85 |  117 |  149 |  181 |  213 |  245 |  277 |  309 |  341 |  373 |  405 |  437 |  469 |  501 |  533 |  565 |  597 |  629 |  661 |  693 |  725 |  757 |  789 |  821 |  853 |  885 |  917 |  949 |  981 | 1013 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n22  |   22 |   54 |   86 |  118 |  150 |  182 |  214 |  246 |  278 |  310 |  342 |  374 |  406 |  438 |  470 |  502 |  534 |  566 |  598 |  630 |  662 |  694 |  726 |  758 |  790 |  822 |  854 |  886 |  918 |  950 |  982 | 1014 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n23  |   23 |   55 |   87 |  119 |  151 |  183 |  215 |  247 |  279 |  311 |  343 |  375 |  407 |  439 |  471 |  503 |  535 |  567 |  599 |  631 |  663 |  695 |  727 |  759 |  791 |  823 |  855 |  887 |  919 |  951 |  983 | 1015 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n24  |   26 |   58 |   90 |  122 |  154 |  186 |  218 |  250 |  282 |  314 |  346 |  378 |  410 |  442 |  474 |  506 |  538 |  570 |  602 |  634 |  666 |  698 |  730 |  762 |  794 |  826 |  858 |  890 |  922 |  954 |  986 | 1018 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n25  |   27 |   59 |   91 |  123 |  155 |  187 |  219 |  251 |  283 |  315 |  347 |  379 |  411 |  443 |  475 |  507 |  539 |  571 |  603 |  635 |  667 |  699 |  731 |  763 |  795 |  827 |  859 |  891 |  923 |  955 |  987 | 1019 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n26  |   24 |   56 |   88 |  120 |  152 |  184 |  216 |  248 |  280 |  312 |  344 |  376 |  408 |  440 |  472 |  504 |  536 |  568 |  600 |  632 |  664 |  696 |  728 |  760 |  792 |  824 |  856 |  888 |  920 |  952 |  984 | 1016 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n27  |   25 |   57 |   89 |  121 |  153 |  185 |  217 |  249 |  281 |  313 |  345 |  377 |  409 |  441 |  473 |  505 |  537 |  569 |  601 |  633 |  665 |  697 |  729 |  761 |  793 |  825 |  857 |  889 |  921 |  953 |  985 | 1017 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n28  |   30 |   62 |   94 |  126 |  158 |  190 |  222 |  254 |  286 |  318 |  350 |  382 |  414 |  446 |  478 |  510 |  542 |  574 |  606 |  638 |  670 |  702 |  734 |  766 |  798 |  830 |  862 |  894 |  926 |  958 |  990 | 1022 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n29  |   31 |   63 |   95 |  127 |  159 |  191 |  223 |  255 |  287 |  319 |  351 |  383 |  415 |  447 |  479 |  511 |  543 |  575 |  607 |  639 |  671 |  703 |  735 |  767 |  799 |  831 |  863 |  895 |  927 |  959 |  991 | 1023 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n30  |   28 |   60 |   92 |  124 |  156 |  188 |  220 |  252 |  284 |  316 |  348 |  380 |  412 |  444 |  476 |  508 |  540 |  572 |  604 |  636 |  668 |  700 |  732 |  764 |  796 |  828 |  860 |  892 |  924 |  956 |  988 | 1020 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n31  |   29 |   61 |   93 |  125 |  157 |  189 |  221 |  253 |  285 |  317 |  349 |  381 |  413 |  445 |  477 |  509 |  541 |  573 |  605 |  637 |  669 |  701 |  733 |  765 |  797 |  829 |  861 |  893 |  925 |  957 |  989 | 1021 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+");
    // print_layout-swizzle.jsonl:4
    k.table("print_layout(Sw<1,2,3> o _0 o (32,(2,4)):(1,(32,64)))", &layout!(Sw<1,2,3> o _0 o (32,(2,4)):(1,(32,64))), "Sw<1,2,3> o _0 o (32,(2,4)):(1,(32,64))\n        0     1     2     3     4     5     6     7 \n    +-----+-----+-----+-----+-----+-----+-----+-----+\n 0  |   0 |  36 |  64 | 100 | 128 | 164 | 192 | 228 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n 1  |   1 |  37 |  65 | 101 | 129 | 165 | 193 | 229 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n 2  |   2 |  38 |  66 | 102 | 130 | 166 | 194 | 230 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n 3  |   3 |  39 |  67 | 103 | 131 | 167 | 195 | 231 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n 4  |   4 |  32 |  68 |  96 | 132 | 160 | 196 | 224 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n 5  |   5 |  33 |  69 |  97 | 133 | 161 | 197 | 225 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n 6  |   6 |  34 |  70 |  98 | 134 | 162 | 198 | 226 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n 7  |   7 |  35 |  71 |  99 | 135 | 163 | 199 | 227 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n 8  |   8 |  44 |  72 | 108 | 136 | 172 | 200 | 236 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n 9  |   9 |  45 |  73 | 109 | 137 | 173 | 201 | 237 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n10  |  10 |  46 |  74 | 110 | 138 | 174 | 202 | 238 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n11  |  11 |  47 |  75 | 111 | 139 | 175 | 203 | 239 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n12  |  12 |  40 |  76 | 104 | 140 | 168 | 204 | 232 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n13  |  13 |  41 |  77 | 105 | 141 | 169 | 205 | 233 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n14  |  14 |  42 |  78 | 106 | 142 | 170 | 206 | 234 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n15  |  15 |  43 |  79 | 107 | 143 | 171 | 207 | 235 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n16  |  16 |  52 |  80 | 116 | 144 | 180 | 208 | 244 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n17  |  17 |  53 |  81 | 117 | 145 | 181 | 209 | 245 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n18  |  18 |  54 |  82 | 118 | 146 | 182 | 210 | 246 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n19  |  19 |  55 |  83 | 119 | 147 | 183 | 211 | 247 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n20  |  20 |  48 |  84 | 112 | 148 | 176 | 212 | 240 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n21  |  21 |  49 |  85 | 113 | 149 | 177 | 213 | 241 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n22  |  22 |  50 |  86 | 114 | 150 | 178 | 214 | 242 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n23  |  23 |  51 |  87 | 115 | 151 | 179 | 215 | 243 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n24  |  24 |  60 |  88 | 124 | 152 | 188 | 216 | 252 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n25  |  25 |  61 |  89 | 125 | 153 | 189 | 217 | 253 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n26  |  26 |  62 |  90 | 126 | 154 | 190 | 218 | 254 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n27  |  27 |  63 |  91 | 127 | 155 | 191 | 219 | 255 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n28  |  28 |  56 |  92 | 120 | 156 | 184 | 220 | 248 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n29  |  29 |  57 |  93 | 121 | 157 | 185 | 221 | 249 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n30  |  30 |  58 |  94 | 122 | 158 | 186 | 222 | 250 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+\n31  |  31 |  59 |  95 | 123 | 159 | 187 | 223 | 251 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+");
    // print_layout-swizzle.jsonl:5
    k.table("print_layout(Sw<1,4,2> o _0 o (_8,(_8,_8)):(_8,(_1,_64)))", &layout!(Sw<1,4,2> o _0 o (_8,(_8,_8)):(_8,(_1,_64))), "Sw<1,4,2> o _0 o (_8,(_8,_8)):(_8,(_1,_64))\n        0     1     2     3     4     5     6     7     8     9    10    11    12    13    14    15    16    17    18    19    20    21    22    23    24    25    26    27    28    29    30    31    32    33    34    35    36    37    38    39    40    41    42    43    44    45    46    47    48    49    50    51    52    53    54    55    56    57    58    59    60    61    62    63 \n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 0  |   0 |   1 |   2 |   3 |   4 |   5 |   6 |   7 |  80 |  81 |  82 |  83 |  84 |  85 |  86 |  87 | 128 | 129 | 130 | 131 | 132 | 133 | 134 | 135 | 208 | 209 | 210 | 211 | 212 | 213 | 214 | 215 | 256 | 257 | 258 | 259 | 260 | 261 | 262 | 263 | 336 | 337 | 338 | 339 | 340 | 341 | 342 | 343 | 384 | 385 | 386 | 387 | 388 | 389 | 390 | 391 | 464 | 465 | 466 | 467 | 468 | 469 | 470 | 471 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 1  |   8 |   9 |  10 |  11 |  12 |  13 |  14 |  15 |  88 |  89 |  90 |  91 |  92 |  93 |  94 |  95 | 136 | 137 | 138 | 139 | 140 | 141 | 142 | 143 | 216 | 217 | 218 | 219 | 220 | 221 | 222 | 223 | 264 | 265 | 266 | 267 | 268 | 269 | 270 | 271 | 344 | 345 | 346 | 347 | 348 | 349 | 350 | 351 | 392 | 393 | 394 | 395 | 396 | 397 | 398 | 399 | 472 | 473 | 474 | 475 | 476 | 477 | 478 | 479 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 2  |  16 |  17 |  18 |  19 |  20 |  21 |  22 |  23 |  64 |  65 |  66 |  67 |  68 |  69 |  70 |  71 | 144 | 145 | 146 | 147 | 148 | 149 | 150 | 151 | 192 | 193 | 194 | 195 | 196 | 197 | 198 | 199 | 272 | 273 | 274 | 275 | 276 | 277 | 278 | 279 | 320 | 321 | 322 | 323 | 324 | 325 | 326 | 327 | 400 | 401 | 402 | 403 | 404 | 405 | 406 | 407 | 448 | 449 | 450 | 451 | 452 | 453 | 454 | 455 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 3  |  24 |  25 |  26 |  27 |  28 |  29 |  30 |  31 |  72 |  73 |  74 |  75 |  76 |  77 |  78 |  79 | 152 | 153 | 154 | 155 | 156 | 157 | 158 | 159 | 200 | 201 | 202 | 203 | 204 | 205 | 206 | 207 | 280 | 281 | 282 | 283 | 284 | 285 | 286 | 287 | 328 | 329 | 330 | 331 | 332 | 333 | 334 | 335 | 408 | 409 | 410 | 411 | 412 | 413 | 414 | 415 | 456 | 457 | 458 | 459 | 460 | 461 | 462 | 463 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 4  |  32 |  33 |  34 |  35 |  36 |  37 |  38 |  39 | 112 | 113 | 114 | 115 | 116 | 117 | 118 | 119 | 160 | 161 | 162 | 163 | 164 | 165 | 166 | 167 | 240 | 241 | 242 | 243 | 244 | 245 | 246 | 247 | 288 | 289 | 290 | 291 | 292 | 293 | 294 | 295 | 368 | 369 | 370 | 371 | 372 | 373 | 374 | 375 | 416 | 417 | 418 | 419 | 420 | 421 | 422 | 423 | 496 | 497 | 498 | 499 | 500 | 501 | 502 | 503 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 5  |  40 |  41 |  42 |  43 |  44 |  45 |  46 |  47 | 120 | 121 | 122 | 123 | 124 | 125 | 126 | 127 | 168 | 169 | 170 | 171 | 172 | 173 | 174 | 175 | 248 | 249 | 250 | 251 | 252 | 253 | 254 | 255 | 296 | 297 | 298 | 299 | 300 | 301 | 302 | 303 | 376 | 377 | 378 | 379 | 380 | 381 | 382 | 383 | 424 | 425 | 426 | 427 | 428 | 429 | 430 | 431 | 504 | 505 | 506 | 507 | 508 | 509 | 510 | 511 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 6  |  48 |  49 |  50 |  51 |  52 |  53 |  54 |  55 |  96 |  97 |  98 |  99 | 100 | 101 | 102 | 103 | 176 | 177 | 178 | 179 | 180 | 181 | 182 | 183 | 224 | 225 | 226 | 227 | 228 | 229 | 230 | 231 | 304 | 305 | 306 | 307 | 308 | 309 | 310 | 311 | 352 | 353 | 354 | 355 | 356 | 357 | 358 | 359 | 432 | 433 | 434 | 435 | 436 | 437 | 438 | 439 | 480 | 481 | 482 | 483 | 484 | 485 | 486 | 487 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 7  |  56 |  57 |  58 |  59 |  60 |  61 |  62 |  63 | 104 | 105 | 106 | 107 | 108 | 109 | 110 | 111 | 184 | 185 | 186 | 187 | 188 | 189 | 190 | 191 | 232 | 233 | 234 | 235 | 236 | 237 | 238 | 239 | 312 | 313 | 314 | 315 | 316 | 317 | 318 | 319 | 360 | 361 | 362 | 363 | 364 | 365 | 366 | 367 | 440 | 441 | 442 | 443 | 444 | 445 | 446 | 447 | 488 | 489 | 490 | 491 | 492 | 493 | 494 | 495 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+");
    // print_layout-swizzle.jsonl:6
    k.table("print_layout(Sw<2,0,2> o _0 o (_8,(_8,_8)):(_8,(_1,_64)))", &layout!(Sw<2,0,2> o _0 o (_8,(_8,_8)):(_8,(_1,_64))), "Sw<2,0,2> o _0 o (_8,(_8,_8)):(_8,(_1,_64))\n        0     1     2     3     4     5     6     7     8     9    10    11    12    13    14    15    16    17    18    19    20    21    22    23    24    25    26    27    28    29    30    31    32    33    34    35    36    37    38    39    40    41    42    43    44    45    46    47    48    49    50    51    52    53    54    55    56    57    58    59    60    61    62    63 \n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 0  |   0 |   1 |   2 |   3 |   5 |   4 |   7 |   6 |  64 |  65 |  66 |  67 |  69 |  68 |  71 |  70 | 128 | 129 | 130 | 131 | 133 | 132 | 135 | 134 | 192 | 193 | 194 | 195 | 197 | 196 | 199 | 198 | 256 | 257 | 258 | 259 | 261 | 260 | 263 | 262 | 320 | 321 | 322 | 323 | 325 | 324 | 327 | 326 | 384 | 385 | 386 | 387 | 389 | 388 | 391 | 390 | 448 | 449 | 450 | 451 | 453 | 452 | 455 | 454 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 1  |  10 |  11 |   8 |   9 |  15 |  14 |  13 |  12 |  74 |  75 |  72 |  73 |  79 |  78 |  77 |  76 | 138 | 139 | 136 | 137 | 143 | 142 | 141 | 140 | 202 | 203 | 200 | 201 | 207 | 206 | 205 | 204 | 266 | 267 | 264 | 265 | 271 | 270 | 269 | 268 | 330 | 331 | 328 | 329 | 335 | 334 | 333 | 332 | 394 | 395 | 392 | 393 | 399 | 398 | 397 | 396 | 458 | 459 | 456 | 457 | 463 | 462 | 461 | 460 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 2  |  16 |  17 |  18 |  19 |  21 |  20 |  23 |  22 |  80 |  81 |  82 |  83 |  85 |  84 |  87 |  86 | 144 | 145 | 146 | 147 | 149 | 148 | 151 | 150 | 208 | 209 | 210 | 211 | 213 | 212 | 215 | 214 | 272 | 273 | 274 | 275 | 277 | 276 | 279 | 278 | 336 | 337 | 338 | 339 | 341 | 340 | 343 | 342 | 400 | 401 | 402 | 403 | 405 | 404 | 407 | 406 | 464 | 465 | 466 | 467 | 469 | 468 | 471 | 470 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 3  |  26 |  27 |  24 |  25 |  31 |  30 |  29 |  28 |  90 |  91 |  88 |  89 |  95 |  94 |  93 |  92 | 154 | 155 | 152 | 153 | 159 | 158 | 157 | 156 | 218 | 219 | 216 | 217 | 223 | 222 | 221 | 220 | 282 | 283 | 280 | 281 | 287 | 286 | 285 | 284 | 346 | 347 | 344 | 345 | 351 | 350 | 349 | 348 | 410 | 411 | 408 | 409 | 415 | 414 | 413 | 412 | 474 | 475 | 472 | 473 | 479 | 478 | 477 | 476 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 4  |  32 |  33 |  34 |  35 |  37 |  36 |  39 |  38 |  96 |  97 |  98 |  99 | 101 | 100 | 103 | 102 | 160 | 161 | 162 | 163 | 165 | 164 | 167 | 166 | 224 | 225 | 226 | 227 | 229 | 228 | 231 | 230 | 288 | 289 | 290 | 291 | 293 | 292 | 295 | 294 | 352 | 353 | 354 | 355 | 357 | 356 | 359 | 358 | 416 | 417 | 418 | 419 | 421 | 420 | 423 | 422 | 480 | 481 | 482 | 483 | 485 | 484 | 487 | 486 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 5  |  42 |  43 |  40 |  41 |  47 |  46 |  45 |  44 | 106 | 107 | 104 | 105 | 111 | 110 | 109 | 108 | 170 | 171 | 168 | 169 | 175 | 174 | 173 | 172 | 234 | 235 | 232 | 233 | 239 | 238 | 237 | 236 | 298 | 299 | 296 | 297 | 303 | 302 | 301 | 300 | 362 | 363 | 360 | 361 | 367 | 366 | 365 | 364 | 426 | 427 | 424 | 425 | 431 | 430 | 429 | 428 | 490 | 491 | 488 | 489 | 495 | 494 | 493 | 492 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 6  |  48 |  49 |  50 |  51 |  53 |  52 |  55 |  54 | 112 | 113 | 114 | 115 | 117 | 116 | 119 | 118 | 176 | 177 | 178 | 179 | 181 | 180 | 183 | 182 | 240 | 241 | 242 | 243 | 245 | 244 | 247 | 246 | 304 | 305 | 306 | 307 | 309 | 308 | 311 | 310 | 368 | 369 | 370 | 371 | 373 | 372 | 375 | 374 | 432 | 433 | 434 | 435 | 437 | 436 | 439 | 438 | 496 | 497 | 498 | 499 | 501 | 500 | 503 | 502 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 7  |  58 |  59 |  56 |  57 |  63 |  62 |  61 |  60 | 122 | 123 | 120 | 121 | 127 | 126 | 125 | 124 | 186 | 187 | 184 | 185 | 191 | 190 | 189 | 188 | 250 | 251 | 248 | 249 | 255 | 254 | 253 | 252 | 314 | 315 | 312 | 313 | 319 | 318 | 317 | 316 | 378 | 379 | 376 | 377 | 383 | 382 | 381 | 380 | 442 | 443 | 440 | 441 | 447 | 446 | 445 | 444 | 506 | 507 | 504 | 505 | 511 | 510 | 509 | 508 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+");
    // print_layout-swizzle.jsonl:7
    k.table("print_layout(Sw<2,2,2> o _0 o (_32,_32):(_32,_1))", &layout!(Sw<2,2,2> o _0 o (_32,_32):(_32,_1)), "Sw<2,2,2> o _0 o (_32,_32):(_32,_1)\n         0      1      2      3      4      5      6      7      8      9     10     11     12     13     14     15     16     17     18     19     20     21     22     23     24     25     26     27     28     29     30     31 \n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 0  |    0 |    1 |    2 |    3 |    4 |    5 |    6 |    7 |    8 |    9 |   10 |   11 |   12 |   13 |   14 |   15 |   20 |   21 |   22 |   23 |   16 |   17 |   18 |   19 |   28 |   29 |   30 |   31 |   24 |   25 |   26 |   27 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 1  |   40 |   41 |   42 |   43 |   44 |   45 |   46 |   47 |   32 |   33 |   34 |   35 |   36 |   37 |   38 |   39 |   60 |   61 |   62 |   63 |   56 |   57 |   58 |   59 |   52 |   53 |   54 |   55 |   48 |   49 |   50 |   51 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 2  |   64 |   65 |   66 |   67 |   68 |   69 |   70 |   71 |   72 |   73 |   74 |   75 |   76 |   77 |   78 |   79 |   84 |   85 |   86 |   87 |   80 |   81 |   82 |   83 |   92 |   93 |   94 |   95 |   88 |   89 |   90 |   91 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 3  |  104 |  105 |  106 |  107 |  108 |  109 |  110 |  111 |   96 |   97 |   98 |   99 |  100 |  101 |  102 |  103 |  124 |  125 |  126 |  127 |  120 |  121 |  122 |  123 |  116 |  117 |  118 |  119 |  112 |  113 |  114 |  115 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 4  |  128 |  129 |  130 |  131 |  132 |  133 |  134 |  135 |  136 |  137 |  138 |  139 |  140 |  141 |  142 |  143 |  148 |  149 |  150 |  151 |  144 |  145 |  146 |  147 |  156 |  157 |  158 |  159 |  152 |  153 |  154 |  155 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 5  |  168 |  169 |  170 |  171 |  172 |  173 |  174 |  175 |  160 |  161 |  162 |  163 |  164 |  165 |  166 |  167 |  188 |  189 |  190 |  191 |  184 |  185 |  186 |  187 |  180 |  181 |  182 |  183 |  176 |  177 |  178 |  179 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 6  |  192 |  193 |  194 |  195 |  196 |  197 |  198 |  199 |  200 |  201 |  202 |  203 |  204 |  205 |  206 |  207 |  212 |  213 |  214 |  215 |  208 |  209 |  210 |  211 |  220 |  221 |  222 |  223 |  216 |  217 |  218 |  219 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 7  |  232 |  233 |  234 |  235 |  236 |  237 |  238 |  239 |  224 |  225 |  226 |  227 |  228 |  229 |  230 |  231 |  252 |  253 |  254 |  255 |  248 |  249 |  250 |  251 |  244 |  245 |  246 |  247 |  240 |  241 |  242 |  243 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 8  |  256 |  257 |  258 |  259 |  260 |  261 |  262 |  263 |  264 |  265 |  266 |  267 |  268 |  269 |  270 |  271 |  276 |  277 |  278 |  279 |  272 |  273 |  274 |  275 |  284 |  285 |  286 |  287 |  280 |  281 |  282 |  283 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n 9  |  296 |  297 |  298 |  299 |  300 |  301 |  302 |  303 |  288 |  289 |  290 |  291 |  292 |  293 |  294 |  295 |  316 |  317 |  318 |  319 |  312 |  313 |  314 |  315 |  308 |  309 |  310 |  311 |  304 |  305 |  306 |  307 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n10  |  320 |  321 |  322 |  323 |  324 |  325 |  326 |  327 |  328 |  329 |  330 |  331 |  332 |  333 |  334 |  335 |  340 |  341 |  342 |  343 |  336 |  337 |  338 |  339 |  348 |  349 |  350 |  351 |  344 |  345 |  346 |  347 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n11  |  360 |  361 |  362 |  363 |  364 |  365 |  366 |  367 |  352 |  353 |  354 |  355 |  356 |  357 |  358 |  359 |  380 |  381 |  382 |  383 |  376 |  377 |  378 |  379 |  372 |  373 |  374 |  375 |  368 |  369 |  370 |  371 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n12  |  384 |  385 |  386 |  387 |  388 |  389 |  390 |  391 |  392 |  393 |  394 |  395 |  396 |  397 |  398 |  399 |  404 |  405 |  406 |  407 |  400 |  401 |  402 |  403 |  412 |  413 |  414 |  415 |  408 |  409 |  410 |  411 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n13  |  424 |  425 |  426 |  427 |  428 |  429 |  430 |  431 |  416 |  417 |  418 |  419 |  420 |  421 |  422 |  423 |  444 |  445 |  446 |  447 |  440 |  441 |  442 |  443 |  436 |  437 |  438 |  439 |  432 |  433 |  434 |  435 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n14  |  448 |  449 |  450 |  451 |  452 |  453 |  454 |  455 |  456 |  457 |  458 |  459 |  460 |  461 |  462 |  463 |  468 |  469 |  470 |  471 |  464 |  465 |  466 |  467 |  476 |  477 |  478 |  479 |  472 |  473 |  474 |  475 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n15  |  488 |  489 |  490 |  491 |  492 |  493 |  494 |  495 |  480 |  481 |  482 |  483 |  484 |  485 |  486 |  487 |  508 |  509 |  510 |  511 |  504 |  505 |  506 |  507 |  500 |  501 |  502 |  503 |  496 |  497 |  498 |  499 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n16  |  512 |  513 |  514 |  515 |  516 |  517 |  518 |  519 |  520 |  521 |  522 |  523 |  524 |  525 |  526 |  527 |  532 |  533 |  534 |  535 |  528 |  529 |  530 |  531 |  540 |  541 |  542 |  543 |  536 |  537 |  538 |  539 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n17  |  552 |  553 |  554 |  555 |  556 |  557 |  558 |  559 |  544 |  545 |  546 |  547 |  548 |  549 |  550 |  551 |  572 |  573 |  574 |  575 |  568 |  569 |  570 |  571 |  564 |  565 |  566 |  567 |  560 |  561 |  562 |  563 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n18  |  576 |  577 |  578 |  579 |  580 |  581 |  582 |  583 |  584 |  585 |  586 |  587 |  588 |  589 |  590 |  591 |  596 |  597 |  598 |  599 |  592 |  593 |  594 |  595 |  604 |  605 |  606 |  607 |  600 |  601 |  602 |  603 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n19  |  616 |  617 |  618 |  619 |  620 |  621 |  622 |  623 |  608 |  609 |  610 |  611 |  612 |  613 |  614 |  615 |  636 |  637 |  638 |  639 |  632 |  633 |  634 |  635 |  628 |  629 |  630 |  631 |  624 |  625 |  626 |  627 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n20  |  640 |  641 |  642 |  643 |  644 |  645 |  646 |  647 |  648 |  649 |  650 |  651 |  652 |  653 |  654 |  655 |  660 |  661 |  662 |  663 |  656 |  657 |  658 |  659 |  668 |  669 |  670 |  671 |  664 |  665 |  666 |  667 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n21  |  680 |  681 |  682 |  683 |  684 |  685 |  686 |  687 |  672 |  673 |  674 |  675 |  676 |  677 |  678 |  679 |  700 |  701 |  702 |  703 |  696 |  697 |  698 |  699 |  692 |  693 |  694 |  695 |  688 |  689 |  690 |  691 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n22  |  704 |  705 |  706 |  707 |  708 |  709 |  710 |  711 |  712 |  713 |  714 |  715 |  716 |  717 |  718 |  719 |  724 |  725 |  726 |  727 |  720 |  721 |  722 |  723 |  732 |  733 |  734 |  735 |  728 |  729 |  730 |  731 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n23  |  744 |  745 |  746 |  747 |  748 |  749 |  750 |  751 |  736 |  737 |  738 |  739 |  740 |  741 |  742 |  743 |  764 |  765 |  766 |  767 |  760 |  761 |  762 |  763 |  756 |  757 |  758 |  759 |  752 |  753 |  754 |  755 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n24  |  768 |  769 |  770 |  771 |  772 |  773 |  774 |  775 |  776 |  777 |  778 |  779 |  780 |  781 |  782 |  783 |  788 |  789 |  790 |  791 |  784 |  785 |  786 |  787 |  796 |  797 |  798 |  799 |  792 |  793 |  794 |  795 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n25  |  808 |  809 |  810 |  811 |  812 |  813 |  814 |  815 |  800 |  801 |  802 |  803 |  804 |  805 |  806 |  807 |  828 |  829 |  830 |  831 |  824 |  825 |  826 |  827 |  820 |  821 |  822 |  823 |  816 |  817 |  818 |  819 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n26  |  832 |  833 |  834 |  835 |  836 |  837 |  838 |  839 |  840 |  841 |  842 |  843 |  844 |  845 |  846 |  847 |  852 |  853 |  854 |  855 |  848 |  849 |  850 |  851 |  860 |  861 |  862 |  863 |  856 |  857 |  858 |  859 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n27  |  872 |  873 |  874 |  875 |  876 |  877 |  878 |  879 |  864 |  865 |  866 |  867 |  868 |  869 |  870 |  871 |  892 |  893 |  894 |  895 |  888 |  889 |  890 |  891 |  884 |  885 |  886 |  887 |  880 |  881 |  882 |  883 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n28  |  896 |  897 |  898 |  899 |  900 |  901 |  902 |  903 |  904 |  905 |  906 |  907 |  908 |  909 |  910 |  911 |  916 |  917 |  918 |  919 |  912 |  913 |  914 |  915 |  924 |  925 |  926 |  927 |  920 |  921 |  922 |  923 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n29  |  936 |  937 |  938 |  939 |  940 |  941 |  942 |  943 |  928 |  929 |  930 |  931 |  932 |  933 |  934 |  935 |  956 |  957 |  958 |  959 |  952 |  953 |  954 |  955 |  948 |  949 |  950 |  951 |  944 |  945 |  946 |  947 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n30  |  960 |  961 |  962 |  963 |  964 |  965 |  966 |  967 |  968 |  969 |  970 |  971 |  972 |  973 |  974 |  975 |  980 |  981 |  982 |  983 |  976 |  977 |  978 |  979 |  988 |  989 |  990 |  991 |  984 |  985 |  986 |  987 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+\n31  | 1000 | 1001 | 1002 | 1003 | 1004 | 1005 | 1006 | 1007 |  992 |  993 |  994 |  995 |  996 |  997 |  998 |  999 | 1020 | 1021 | 1022 | 1023 | 1016 | 1017 | 1018 | 1019 | 1012 | 1013 | 1014 | 1015 | 1008 | 1009 | 1010 | 1011 |\n    +------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+------+");
    // print_layout-swizzle.jsonl:9
    k.table("print_layout(Sw<2,4,2> o _0 o (_8,_16):(_16,_1))", &layout!(Sw<2,4,2> o _0 o (_8,_16):(_16,_1)), "Sw<2,4,2> o _0 o (_8,_16):(_16,_1)\n        0     1     2     3     4     5     6     7     8     9    10    11    12    13    14    15 \n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 0  |   0 |   1 |   2 |   3 |   4 |   5 |   6 |   7 |   8 |   9 |  10 |  11 |  12 |  13 |  14 |  15 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 1  |  16 |  17 |  18 |  19 |  20 |  21 |  22 |  23 |  24 |  25 |  26 |  27 |  28 |  29 |  30 |  31 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 2  |  32 |  33 |  34 |  35 |  36 |  37 |  38 |  39 |  40 |  41 |  42 |  43 |  44 |  45 |  46 |  47 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 3  |  48 |  49 |  50 |  51 |  52 |  53 |  54 |  55 |  56 |  57 |  58 |  59 |  60 |  61 |  62 |  63 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 4  |  80 |  81 |  82 |  83 |  84 |  85 |  86 |  87 |  88 |  89 |  90 |  91 |  92 |  93 |  94 |  95 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 5  |  64 |  65 |  66 |  67 |  68 |  69 |  70 |  71 |  72 |  73 |  74 |  75 |  76 |  77 |  78 |  79 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 6  | 112 | 113 | 114 | 115 | 116 | 117 | 118 | 119 | 120 | 121 | 122 | 123 | 124 | 125 | 126 | 127 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 7  |  96 |  97 |  98 |  99 | 100 | 101 | 102 | 103 | 104 | 105 | 106 | 107 | 108 | 109 | 110 | 111 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+");
    // print_layout-swizzle.jsonl:10
    k.table("print_layout(Sw<2,4,4> o _0 o (_8,_64):(_64,_1))", &layout!(Sw<2,4,4> o _0 o (_8,_64):(_64,_1)), "Sw<2,4,4> o _0 o (_8,_64):(_64,_1)\n        0     1     2     3     4     5     6     7     8     9    10    11    12    13    14    15    16    17    18    19    20    21    22    23    24    25    26    27    28    29    30    31    32    33    34    35    36    37    38    39    40    41    42    43    44    45    46    47    48    49    50    51    52    53    54    55    56    57    58    59    60    61    62    63 \n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 0  |   0 |   1 |   2 |   3 |   4 |   5 |   6 |   7 |   8 |   9 |  10 |  11 |  12 |  13 |  14 |  15 |  16 |  17 |  18 |  19 |  20 |  21 |  22 |  23 |  24 |  25 |  26 |  27 |  28 |  29 |  30 |  31 |  32 |  33 |  34 |  35 |  36 |  37 |  38 |  39 |  40 |  41 |  42 |  43 |  44 |  45 |  46 |  47 |  48 |  49 |  50 |  51 |  52 |  53 |  54 |  55 |  56 |  57 |  58 |  59 |  60 |  61 |  62 |  63 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 1  |  64 |  65 |  66 |  67 |  68 |  69 |  70 |  71 |  72 |  73 |  74 |  75 |  76 |  77 |  78 |  79 |  80 |  81 |  82 |  83 |  84 |  85 |  86 |  87 |  88 |  89 |  90 |  91 |  92 |  93 |  94 |  95 |  96 |  97 |  98 |  99 | 100 | 101 | 102 | 103 | 104 | 105 | 106 | 107 | 108 | 109 | 110 | 111 | 112 | 113 | 114 | 115 | 116 | 117 | 118 | 119 | 120 | 121 | 122 | 123 | 124 | 125 | 126 | 127 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 2  | 128 | 129 | 130 | 131 | 132 | 133 | 134 | 135 | 136 | 137 | 138 | 139 | 140 | 141 | 142 | 143 | 144 | 145 | 146 | 147 | 148 | 149 | 150 | 151 | 152 | 153 | 154 | 155 | 156 | 157 | 158 | 159 | 160 | 161 | 162 | 163 | 164 | 165 | 166 | 167 | 168 | 169 | 170 | 171 | 172 | 173 | 174 | 175 | 176 | 177 | 178 | 179 | 180 | 181 | 182 | 183 | 184 | 185 | 186 | 187 | 188 | 189 | 190 | 191 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 3  | 192 | 193 | 194 | 195 | 196 | 197 | 198 | 199 | 200 | 201 | 202 | 203 | 204 | 205 | 206 | 207 | 208 | 209 | 210 | 211 | 212 | 213 | 214 | 215 | 216 | 217 | 218 | 219 | 220 | 221 | 222 | 223 | 224 | 225 | 226 | 227 | 228 | 229 | 230 | 231 | 232 | 233 | 234 | 235 | 236 | 237 | 238 | 239 | 240 | 241 | 242 | 243 | 244 | 245 | 246 | 247 | 248 | 249 | 250 | 251 | 252 | 253 | 254 | 255 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 4  | 272 | 273 | 274 | 275 | 276 | 277 | 278 | 279 | 280 | 281 | 282 | 283 | 284 | 285 | 286 | 287 | 256 | 257 | 258 | 259 | 260 | 261 | 262 | 263 | 264 | 265 | 266 | 267 | 268 | 269 | 270 | 271 | 304 | 305 | 306 | 307 | 308 | 309 | 310 | 311 | 312 | 313 | 314 | 315 | 316 | 317 | 318 | 319 | 288 | 289 | 290 | 291 | 292 | 293 | 294 | 295 | 296 | 297 | 298 | 299 | 300 | 301 | 302 | 303 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 5  | 336 | 337 | 338 | 339 | 340 | 341 | 342 | 343 | 344 | 345 | 346 | 347 | 348 | 349 | 350 | 351 | 320 | 321 | 322 | 323 | 324 | 325 | 326 | 327 | 328 | 329 | 330 | 331 | 332 | 333 | 334 | 335 | 368 | 369 | 370 | 371 | 372 | 373 | 374 | 375 | 376 | 377 | 378 | 379 | 380 | 381 | 382 | 383 | 352 | 353 | 354 | 355 | 356 | 357 | 358 | 359 | 360 | 361 | 362 | 363 | 364 | 365 | 366 | 367 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 6  | 400 | 401 | 402 | 403 | 404 | 405 | 406 | 407 | 408 | 409 | 410 | 411 | 412 | 413 | 414 | 415 | 384 | 385 | 386 | 387 | 388 | 389 | 390 | 391 | 392 | 393 | 394 | 395 | 396 | 397 | 398 | 399 | 432 | 433 | 434 | 435 | 436 | 437 | 438 | 439 | 440 | 441 | 442 | 443 | 444 | 445 | 446 | 447 | 416 | 417 | 418 | 419 | 420 | 421 | 422 | 423 | 424 | 425 | 426 | 427 | 428 | 429 | 430 | 431 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 7  | 464 | 465 | 466 | 467 | 468 | 469 | 470 | 471 | 472 | 473 | 474 | 475 | 476 | 477 | 478 | 479 | 448 | 449 | 450 | 451 | 452 | 453 | 454 | 455 | 456 | 457 | 458 | 459 | 460 | 461 | 462 | 463 | 496 | 497 | 498 | 499 | 500 | 501 | 502 | 503 | 504 | 505 | 506 | 507 | 508 | 509 | 510 | 511 | 480 | 481 | 482 | 483 | 484 | 485 | 486 | 487 | 488 | 489 | 490 | 491 | 492 | 493 | 494 | 495 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+");
    // print_layout-swizzle.jsonl:11
    k.table("print_layout(Sw<3,0,4> o _0 o (_8,_32):(_32,_1))", &layout!(Sw<3,0,4> o _0 o (_8,_32):(_32,_1)), "Sw<3,0,4> o _0 o (_8,_32):(_32,_1)\n        0     1     2     3     4     5     6     7     8     9    10    11    12    13    14    15    16    17    18    19    20    21    22    23    24    25    26    27    28    29    30    31 \n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 0  |   0 |   1 |   2 |   3 |   4 |   5 |   6 |   7 |   8 |   9 |  10 |  11 |  12 |  13 |  14 |  15 |  17 |  16 |  19 |  18 |  21 |  20 |  23 |  22 |  25 |  24 |  27 |  26 |  29 |  28 |  31 |  30 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 1  |  34 |  35 |  32 |  33 |  38 |  39 |  36 |  37 |  42 |  43 |  40 |  41 |  46 |  47 |  44 |  45 |  51 |  50 |  49 |  48 |  55 |  54 |  53 |  52 |  59 |  58 |  57 |  56 |  63 |  62 |  61 |  60 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 2  |  68 |  69 |  70 |  71 |  64 |  65 |  66 |  67 |  76 |  77 |  78 |  79 |  72 |  73 |  74 |  75 |  85 |  84 |  87 |  86 |  81 |  80 |  83 |  82 |  93 |  92 |  95 |  94 |  89 |  88 |  91 |  90 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 3  | 102 | 103 | 100 | 101 |  98 |  99 |  96 |  97 | 110 | 111 | 108 | 109 | 106 | 107 | 104 | 105 | 119 | 118 | 117 | 116 | 115 | 114 | 113 | 112 | 127 | 126 | 125 | 124 | 123 | 122 | 121 | 120 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 4  | 128 | 129 | 130 | 131 | 132 | 133 | 134 | 135 | 136 | 137 | 138 | 139 | 140 | 141 | 142 | 143 | 145 | 144 | 147 | 146 | 149 | 148 | 151 | 150 | 153 | 152 | 155 | 154 | 157 | 156 | 159 | 158 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 5  | 162 | 163 | 160 | 161 | 166 | 167 | 164 | 165 | 170 | 171 | 168 | 169 | 174 | 175 | 172 | 173 | 179 | 178 | 177 | 176 | 183 | 182 | 181 | 180 | 187 | 186 | 185 | 184 | 191 | 190 | 189 | 188 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 6  | 196 | 197 | 198 | 199 | 192 | 193 | 194 | 195 | 204 | 205 | 206 | 207 | 200 | 201 | 202 | 203 | 213 | 212 | 215 | 214 | 209 | 208 | 211 | 210 | 221 | 220 | 223 | 222 | 217 | 216 | 219 | 218 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+\n 7  | 230 | 231 | 228 | 229 | 226 | 227 | 224 | 225 | 238 | 239 | 236 | 237 | 234 | 235 | 232 | 233 | 247 | 246 | 245 | 244 | 243 | 242 | 241 | 240 | 255 | 254 | 253 | 252 | 251 | 250 | 249 | 248 |\n    +-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+-----+");
}

#[test]
fn swizzle_goldens_typed() {
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
    cases_10(&mut k);
    cases_11(&mut k);
    cases_12(&mut k);
    cases_13(&mut k);
    cases_14(&mut k);
    k.finish("typed swizzle cases");
}
