// THIS IS GENERATED CODE by layout-core/tests/gen/swizzle_goldens.py: do not edit by hand.
// Golden cases of goldens/oracle-cpp-kernel on the algebra on composed layouts: divides, products, slices and recasts, built as typed values: the printed form,
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
use golden_check::{depth_of, rank_of, Check};
use layout_core::prelude::*;
use layout_core::{layout, tile};

fn cases_0(k: &mut Check) {
    // blocked_product-swizzle.jsonl:1
    k.show(
        "blocked_product(Sw<0,4,3> o smem_ptr[8b](unset) o (_8,_16):(_16,_1),(_2,_2):(_1,_2))",
        layout!(Sw<0,4,3> o smem_ptr[8b](unset) o (_8,_16):(_16,_1))
            .blocked_product(layout!((_2,_2):(_1,_2))),
        "Sw<0,4,3> o smem_ptr[8b](unset) o ((_8,_2),(_16,_2)):((_16,_128),(_1,_256))",
        true,
    );
    // blocked_product-swizzle.jsonl:2
    k.show(
        "blocked_product(Sw<1,0,2> o _0 o (_8,_64):(_1,_8),(_1,_4):(_0,_1))",
        layout!(Sw<1,0,2> o _0 o (_8,_64):(_1,_8)).blocked_product(layout!((_1,_4):(_0,_1))),
        "Sw<1,0,2> o _0 o ((_8,_1),(_64,_4)):((_1,_0),(_8,_512))",
        true,
    );
    // blocked_product-swizzle.jsonl:3
    k.show(
        "blocked_product(Sw<1,1,4> o _0 o ((_4,_2),_16):((_1,_4),_8),(_2,_2):(_1,_2))",
        layout!(Sw<1,1,4> o _0 o ((_4,_2),_16):((_1,_4),_8))
            .blocked_product(layout!((_2,_2):(_1,_2))),
        "Sw<1,1,4> o _0 o (((_4,_2),_2),(_16,_2)):(((_1,_4),_128),(_8,_256))",
        true,
    );
    // blocked_product-swizzle.jsonl:4
    k.show(
        "blocked_product(Sw<1,3,4> o _0 o (_32,_32):(_32,_1),(_1,_4):(_0,_1))",
        layout!(Sw<1,3,4> o _0 o (_32,_32):(_32,_1)).blocked_product(layout!((_1,_4):(_0,_1))),
        "Sw<1,3,4> o _0 o ((_32,_1),(_32,_4)):((_32,_0),(_1,_1024))",
        true,
    );
    // blocked_product-swizzle.jsonl:5
    k.show(
        "blocked_product(Sw<1,3,4> o _0 o (_64,_8):(_8,_1),(_2,_3):(_3,_1))",
        layout!(Sw<1,3,4> o _0 o (_64,_8):(_8,_1)).blocked_product(layout!((_2,_3):(_3,_1))),
        "Sw<1,3,4> o _0 o ((_64,_2),(_8,_3)):((_8,_1536),(_1,_512))",
        true,
    );
    // blocked_product-swizzle.jsonl:6
    k.show(
        "blocked_product(Sw<2,2,2> o _0 o (_8,_64):(_64,_1),(_2,_3):(_3,_1))",
        layout!(Sw<2,2,2> o _0 o (_8,_64):(_64,_1)).blocked_product(layout!((_2,_3):(_3,_1))),
        "Sw<2,2,2> o _0 o ((_8,_2),(_64,_3)):((_64,_1536),(_1,_512))",
        true,
    );
    // blocked_product-swizzle.jsonl:7
    k.show(
        "blocked_product(Sw<3,3,4> o _0 o (_64,_4):(_4,_1),(_2,_3):(_3,_1))",
        layout!(Sw<3,3,4> o _0 o (_64,_4):(_4,_1)).blocked_product(layout!((_2,_3):(_3,_1))),
        "Sw<3,3,4> o _0 o ((_64,_2),(_4,_3)):((_4,_768),(_1,_256))",
        true,
    );
    // coalesce-swizzle.jsonl:1
    k.show(
        "coalesce(Sw<2,4,3> o smem_ptr[8b](unset) o (_64,_8):(_1,_64))",
        coalesce(layout!(Sw<2,4,3> o smem_ptr[8b](unset) o (_64,_8):(_1,_64))),
        "Sw<2,4,3> o smem_ptr[8b](unset) o _512:_1",
        true,
    );
    // coalesce-swizzle.jsonl:2
    k.show(
        "coalesce(Sw<3,2,3> o _0 o (_32,_32):(_32,_1))",
        coalesce(layout!(Sw<3,2,3> o _0 o (_32,_32):(_32,_1))),
        "Sw<3,2,3> o _0 o (_32,_32):(_32,_1)",
        true,
    );
    // coalesce-swizzle.jsonl:3
    k.show(
        "coalesce(Sw<3,2,3> o _0 o (_8,_32):(_32,_1))",
        coalesce(layout!(Sw<3,2,3> o _0 o (_8,_32):(_32,_1))),
        "Sw<3,2,3> o _0 o (_8,_32):(_32,_1)",
        true,
    );
    // cosize-swizzle.jsonl:1
    k.show(
        "cosize(GMMA::Layout_K_SW64_Atom<half_t>)",
        display(GmmaLayoutKSw64Atom::<_16>::default().cosize()),
        "_256",
        true,
    );
    // cosize-swizzle.jsonl:2
    k.show(
        "cosize(Sw<1,0,3> o _0 o (_16,32):(_1,_16))",
        display(layout!(Sw<1,0,3> o _0 o (_16,32):(_1,_16)).cosize()),
        "512",
        false,
    );
    // cosize-swizzle.jsonl:3
    k.show(
        "cosize(Sw<1,2,1> o _0 o ((8,_2),2):((4,1),_2))",
        display(layout!(Sw<1,2,1> o _0 o ((8,_2),2):((4,1),_2)).cosize()),
        "32",
        false,
    );
    // cosize-swizzle.jsonl:4
    k.show(
        "cosize(Sw<1,3,1> o _0 o (_64):(_1))",
        display(layout!(Sw<1,3,1> o _0 o (_64):(_1)).cosize()),
        "_64",
        true,
    );
    // cosize-swizzle.jsonl:5
    k.show(
        "cosize(Sw<2,4,2> o _0 o (_8,_16):(_16,_1))",
        display(layout!(Sw<2,4,2> o _0 o (_8,_16):(_16,_1)).cosize()),
        "_128",
        true,
    );
    // depth-swizzle.jsonl:1
    k.text(
        "depth(Sw<1,2,3> o _0 o (32,(2,4)):(1,(32,64)))",
        format!(
            "_{}",
            depth_of(&layout!(Sw<1,2,3> o _0 o (32,(2,4)):(1,(32,64))))
        ),
        "_2",
    );
}

fn cases_1(k: &mut Check) {
    // depth-swizzle.jsonl:2
    k.text(
        "depth(Sw<2,4,3> o _0 o ((_2,_4),_64):((_256,_64),_1))",
        format!(
            "_{}",
            depth_of(&layout!(Sw<2,4,3> o _0 o ((_2,_4),_64):((_256,_64),_1)))
        ),
        "_2",
    );
    // downcast-swizzle.jsonl:1
    k.show(
        "downcast(GMMA::Layout_K_SW128_Atom<half_t>,2)",
        downcast(GmmaLayoutKSw128Atom::<_16>::default(), _2),
        "Sw<3,4,3> o smem_ptr[8b](unset) o (_8,_128):(_128,_1)",
        true,
    );
    // downcast-swizzle.jsonl:2
    k.show(
        "downcast(GMMA::Layout_K_SW32_Atom<uint8_t>,2)",
        downcast(GmmaLayoutKSw32Atom::<_8>::default(), _2),
        "Sw<1,4,3> o smem_ptr[4b](unset) o (_8,_64):(_64,_1)",
        true,
    );
    // downcast-swizzle.jsonl:3
    k.show(
        "downcast(GMMA::Layout_K_SW64_Atom<uint8_t>,2)",
        downcast(GmmaLayoutKSw64Atom::<_8>::default(), _2),
        "Sw<2,4,3> o smem_ptr[4b](unset) o (_8,_128):(_128,_1)",
        true,
    );
    // downcast-swizzle.jsonl:4
    k.show(
        "downcast(GMMA::Layout_MN_SW32_Atom<half_t>,2)",
        downcast(GmmaLayoutMnSw32Atom::<_16>::default(), _2),
        "Sw<1,4,3> o smem_ptr[8b](unset) o (_32,_8):(_1,_32)",
        true,
    );
    // downcast-swizzle.jsonl:5
    k.show(
        "downcast(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8),2)",
        downcast(
            layout!(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8)),
            _2,
        ),
        "Sw<0,4,3> o smem_ptr[8b](unset) o (_16,_8):(_1,_16)",
        true,
    );
    // downcast-swizzle.jsonl:6
    k.show(
        "downcast(Sw<0,4,3> o smem_ptr[32b](unset) o (_8,_4):(_4,_1),2)",
        downcast(
            layout!(Sw<0,4,3> o smem_ptr[32b](unset) o (_8,_4):(_4,_1)),
            _2,
        ),
        "Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_8,_1)",
        true,
    );
    // downcast-swizzle.jsonl:7
    k.show(
        "downcast(Sw<0,4,3> o smem_ptr[32b](unset) o (_8,_4):(_4,_1),4)",
        downcast(
            layout!(Sw<0,4,3> o smem_ptr[32b](unset) o (_8,_4):(_4,_1)),
            _4,
        ),
        "Sw<0,4,3> o smem_ptr[8b](unset) o (_8,_16):(_16,_1)",
        true,
    );
    // downcast-swizzle.jsonl:8
    k.show(
        "downcast(Sw<0,4,3> o smem_ptr[8b](unset) o (_8,_16):(_16,_1),2)",
        downcast(
            layout!(Sw<0,4,3> o smem_ptr[8b](unset) o (_8,_16):(_16,_1)),
            _2,
        ),
        "Sw<0,4,3> o smem_ptr[4b](unset) o (_8,_32):(_32,_1)",
        true,
    );
    // downcast-swizzle.jsonl:9
    k.show(
        "downcast(Sw<1,0,1> o _0 o (_16,_4):(_1,_16),2)",
        downcast(layout!(Sw<1,0,1> o _0 o (_16,_4):(_1,_16)), _2),
        "Sw<1,1,1> o _0 o (_32,_4):(_1,_32)",
        true,
    );
    // downcast-swizzle.jsonl:10
    k.show(
        "downcast(Sw<1,2,4> o _0 o _64:_1,2)",
        downcast(layout!(Sw<1,2,4> o _0 o _64:_1), _2),
        "Sw<1,3,4> o _0 o _128:_1",
        true,
    );
    // downcast-swizzle.jsonl:11
    k.show(
        "downcast(Sw<1,3,2> o _0 o _6:_1,2)",
        downcast(layout!(Sw<1,3,2> o _0 o _6:_1), _2),
        "Sw<1,4,2> o _0 o _12:_1",
        true,
    );
    // downcast-swizzle.jsonl:12
    k.show(
        "downcast(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_1,_8),2)",
        downcast(
            layout!(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_1,_8)),
            _2,
        ),
        "Sw<1,4,3> o smem_ptr[16b](unset) o (_16,_8):(_1,_16)",
        true,
    );
    // downcast-swizzle.jsonl:13
    k.show(
        "downcast(Sw<2,3,2> o _0 o (_64):(_1),4)",
        downcast(layout!(Sw<2,3,2> o _0 o (_64):(_1)), _4),
        "Sw<2,5,2> o _0 o (_256):(_1)",
        true,
    );
    // downcast-swizzle.jsonl:14
    k.show(
        "downcast(Sw<2,4,3> o smem_ptr[8b](unset) o (_8,_64):(_64,_1),2)",
        downcast(
            layout!(Sw<2,4,3> o smem_ptr[8b](unset) o (_8,_64):(_64,_1)),
            _2,
        ),
        "Sw<2,4,3> o smem_ptr[4b](unset) o (_8,_128):(_128,_1)",
        true,
    );
    // downcast-swizzle.jsonl:15
    k.show(
        "downcast(Sw<3,2,3> o _0 o (_32,_32):(_32,_1),2)",
        downcast(layout!(Sw<3,2,3> o _0 o (_32,_32):(_32,_1)), _2),
        "Sw<3,3,3> o _0 o (_32,_64):(_64,_1)",
        true,
    );
}

fn cases_2(k: &mut Check) {
    // downcast-swizzle.jsonl:17
    k.show(
        "downcast(Sw<3,4,3> o _0 o (_8,_32):(_32,_1),2)",
        downcast(layout!(Sw<3,4,3> o _0 o (_8,_32):(_32,_1)), _2),
        "Sw<3,5,3> o _0 o (_8,_64):(_64,_1)",
        true,
    );
    // downcast-swizzle.jsonl:18
    k.show(
        "downcast(Sw<3,4,3> o smem_ptr[8b](unset) o (_8,_128):(_128,_1),2)",
        downcast(
            layout!(Sw<3,4,3> o smem_ptr[8b](unset) o (_8,_128):(_128,_1)),
            _2,
        ),
        "Sw<3,4,3> o smem_ptr[4b](unset) o (_8,_256):(_256,_1)",
        true,
    );
    // downcast-swizzle.jsonl:19
    k.show(
        "downcast(Sw<3,4,4> o _0 o (_8,_32):(_32,_1),4)",
        downcast(layout!(Sw<3,4,4> o _0 o (_8,_32):(_32,_1)), _4),
        "Sw<3,6,4> o _0 o (_8,_128):(_128,_1)",
        true,
    );
    // flat_divide-swizzle.jsonl:1
    k.show(
        "flat_divide(Sw<1,2,4> o _0 o (_4,_32):(_32,_1),(_1:_1))",
        layout!(Sw<1,2,4> o _0 o (_4,_32):(_32,_1)).flat_divide(tile!((_1:_1))),
        "Sw<1,2,4> o _0 o ((_1),_4,_32):((_32),_32,_1)",
        true,
    );
    // flat_divide-swizzle.jsonl:2
    k.show(
        "flat_divide(Sw<1,4,2> o _0 o _16:_1,(_16))",
        layout!(Sw<1,4,2> o _0 o _16:_1).flat_divide(tile!((_16))),
        "Sw<1,4,2> o _0 o ((_16),(_1)):((_1),(_0))",
        true,
    );
    // flat_divide-swizzle.jsonl:3
    k.show(
        "flat_divide(Sw<3,4,3> o smem_ptr[8b](unset) o (_128,_8):(_1,_128),(_32:_1,_4:_1))",
        layout!(Sw<3,4,3> o smem_ptr[8b](unset) o (_128,_8):(_1,_128))
            .flat_divide(tile!((_32:_1,_4:_1))),
        "Sw<3,4,3> o smem_ptr[8b](unset) o (_32,_4,_4,_2):(_1,_128,_32,_512)",
        true,
    );
    // flatten-swizzle.jsonl:1
    k.show(
        "flatten(Sw<1,3,2> o _0 o _6:_1)",
        flatten_layout(layout!(Sw<1,3,2> o _0 o _6:_1)),
        "Sw<1,3,2> o _0 o _6:_1",
        true,
    );
    // flatten-swizzle.jsonl:2
    k.show(
        "flatten(Sw<1,4,4> o _0 o (_4,_32):(_32,_1))",
        flatten_layout(layout!(Sw<1,4,4> o _0 o (_4,_32):(_32,_1))),
        "Sw<1,4,4> o _0 o (_4,_32):(_32,_1)",
        true,
    );
    // flatten-swizzle.jsonl:3
    k.show(
        "flatten(Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64)))",
        flatten_layout(layout!(Sw<3,3,3> o _0 o (_8,(_8,_8)):(_8,(_1,_64)))),
        "Sw<3,3,3> o _0 o (_8,_8,_8):(_8,_1,_64)",
        true,
    );
    // flatten-swizzle.jsonl:4
    k.show(
        "flatten(Sw<3,4,3> o _0 o _10:_1)",
        flatten_layout(layout!(Sw<3,4,3> o _0 o _10:_1)),
        "Sw<3,4,3> o _0 o _10:_1",
        true,
    );
    // left_inverse-swizzle.jsonl:1
    k.show(
        "left_inverse(Sw<1,0,1> o _0 o (_4,_32):(_32,_1))",
        layout!(Sw<1,0,1> o _0 o (_4,_32):(_32,_1)).left_inverse(),
        "Sw<1,2,1> o _0 o (_32,_4):(_4,_1)",
        true,
    );
    // left_inverse-swizzle.jsonl:2
    k.show(
        "left_inverse(Sw<1,1,3> o _0 o (_64,_8):(_1,_64))",
        layout!(Sw<1,1,3> o _0 o (_64,_8):(_1,_64)).left_inverse(),
        "Sw<1,1,3> o _0 o _512:_1",
        true,
    );
    // logical_divide-swizzle.jsonl:1
    k.show(
        "logical_divide(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8),(_4,_8))",
        layout!(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8)).logical_divide(tile!((_4, _8))),
        "Sw<0,4,3> o smem_ptr[16b](unset) o ((_4,_2),(_8,_1)):((_1,_4),(_8,_0))",
        true,
    );
    // logical_divide-swizzle.jsonl:2
    k.show(
        "logical_divide(Sw<0,4,3> o smem_ptr[32b](unset) o (_4,_8):(_1,_4),(_2:_1))",
        layout!(Sw<0,4,3> o smem_ptr[32b](unset) o (_4,_8):(_1,_4)).logical_divide(tile!((_2:_1))),
        "Sw<0,4,3> o smem_ptr[32b](unset) o ((_2,_2),_8):((_1,_2),_4)",
        true,
    );
    // logical_divide-swizzle.jsonl:3
    k.show(
        "logical_divide(Sw<1,3,1> o _0 o (_64):(_1),(_16:_4))",
        layout!(Sw<1,3,1> o _0 o (_64):(_1)).logical_divide(tile!((_16:_4))),
        "Sw<1,3,1> o _0 o ((_16,_4)):((_4,_1))",
        true,
    );
    // logical_divide-swizzle.jsonl:4
    k.show(
        "logical_divide(Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1),(_4,_8))",
        layout!(Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1))
            .logical_divide(tile!((_4, _8))),
        "Sw<1,4,3> o smem_ptr[16b](unset) o ((_4,_2),(_8,_2)):((_16,_64),(_1,_8))",
        true,
    );
}

fn cases_3(k: &mut Check) {
    // logical_divide-swizzle.jsonl:5
    k.show(
        "logical_divide(Sw<1,4,4> o _0 o (_16,_32):(_1,_16),(_1:_1))",
        layout!(Sw<1,4,4> o _0 o (_16,_32):(_1,_16)).logical_divide(tile!((_1:_1))),
        "Sw<1,4,4> o _0 o ((_1,_16),_32):((_1,_1),_16)",
        true,
    );
    // logical_divide-swizzle.jsonl:6
    k.show(
        "logical_divide(Sw<2,1,4> o _0 o (_16,_16):(_16,_1),(_4:_4))",
        layout!(Sw<2,1,4> o _0 o (_16,_16):(_16,_1)).logical_divide(tile!((_4:_4))),
        "Sw<2,1,4> o _0 o ((_4,_4),_16):((_64,_16),_1)",
        true,
    );
    // logical_divide-swizzle.jsonl:7
    k.show(
        "logical_divide(Sw<2,2,3> o _0 o (_16,_2):(_2,_1),(_16:_1,_1))",
        layout!(Sw<2,2,3> o _0 o (_16,_2):(_2,_1)).logical_divide(tile!((_16:_1,_1))),
        "Sw<2,2,3> o _0 o ((_16,_1),(_1,_2)):((_2,_0),(_0,_1))",
        true,
    );
    // logical_divide-swizzle.jsonl:8
    k.show(
        "logical_divide(Sw<2,4,2> o _0 o (_4,_32):(_32,_1),(_1,_16:_1))",
        layout!(Sw<2,4,2> o _0 o (_4,_32):(_32,_1)).logical_divide(tile!((_1,_16:_1))),
        "Sw<2,4,2> o _0 o ((_1,_4),(_16,_2)):((_0,_32),(_1,_16))",
        true,
    );
    // logical_divide-swizzle.jsonl:9
    k.show(
        "logical_divide(Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32),(_4,_8))",
        layout!(Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32))
            .logical_divide(tile!((_4, _8))),
        "Sw<2,4,3> o smem_ptr[16b](unset) o ((_4,_8),(_8,_1)):((_1,_4),(_32,_0))",
        true,
    );
    // logical_divide-swizzle.jsonl:10
    k.show(
        "logical_divide(Sw<2,4,3> o smem_ptr[32b](unset) o (_16,_8):(_1,_16),(_4,_8))",
        layout!(Sw<2,4,3> o smem_ptr[32b](unset) o (_16,_8):(_1,_16))
            .logical_divide(tile!((_4, _8))),
        "Sw<2,4,3> o smem_ptr[32b](unset) o ((_4,_4),(_8,_1)):((_1,_4),(_16,_0))",
        true,
    );
    // logical_divide-swizzle.jsonl:11
    k.show(
        "logical_divide(Sw<3,3,4> o _0 o (_8,_64):(_64,_1),(_8,_4))",
        layout!(Sw<3,3,4> o _0 o (_8,_64):(_64,_1)).logical_divide(tile!((_8, _4))),
        "Sw<3,3,4> o _0 o ((_8,_1),(_4,_16)):((_64,_0),(_1,_4))",
        true,
    );
    // logical_product-swizzle.jsonl:1
    k.show(
        "logical_product(Sw<1,0,2> o _0 o _3:_1,_2:_1)",
        layout!(Sw<1,0,2> o _0 o _3:_1).logical_product(layout!(_2:_1)),
        "Sw<1,0,2> o _0 o (_3,_2):(_1,_3)",
        true,
    );
    // logical_product-swizzle.jsonl:2
    k.show(
        "logical_product(Sw<1,0,3> o _0 o (_32,_32):(_32,_1),(_2,_1):(_1,_0))",
        layout!(Sw<1,0,3> o _0 o (_32,_32):(_32,_1)).logical_product(layout!((_2,_1):(_1,_0))),
        "Sw<1,0,3> o _0 o ((_32,_32),(_2,_1)):((_32,_1),(_1024,_0))",
        true,
    );
    // logical_product-swizzle.jsonl:3
    k.show(
        "logical_product(Sw<1,3,1> o _0 o (_8,_32):(_32,_1),(_2,_1):(_1,_0))",
        layout!(Sw<1,3,1> o _0 o (_8,_32):(_32,_1)).logical_product(layout!((_2,_1):(_1,_0))),
        "Sw<1,3,1> o _0 o ((_8,_32),(_2,_1)):((_32,_1),(_256,_0))",
        true,
    );
    // logical_product-swizzle.jsonl:4
    k.show(
        "logical_product(Sw<1,4,2> o _0 o _16:_1,_3:_1)",
        layout!(Sw<1,4,2> o _0 o _16:_1).logical_product(layout!(_3:_1)),
        "Sw<1,4,2> o _0 o (_16,_3):(_1,_16)",
        true,
    );
    // logical_product-swizzle.jsonl:6
    k.show(
        "logical_product(Sw<2,2,4> o _0 o _8:_1,_2:_1)",
        layout!(Sw<2,2,4> o _0 o _8:_1).logical_product(layout!(_2:_1)),
        "Sw<2,2,4> o _0 o (_8,_2):(_1,_8)",
        true,
    );
    // logical_product-swizzle.jsonl:7
    k.show(
        "logical_product(Sw<3,2,3> o _0 o (_8,_32):(_32,_1),(_2,_2):(_1,_2))",
        layout!(Sw<3,2,3> o _0 o (_8,_32):(_32,_1)).logical_product(layout!((_2,_2):(_1,_2))),
        "Sw<3,2,3> o _0 o ((_8,_32),(_2,_2)):((_32,_1),(_256,_512))",
        true,
    );
    // raked_product-swizzle.jsonl:1
    k.show(
        "raked_product(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_8,_1),(_2,_2):(_1,_2))",
        layout!(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_8,_1))
            .raked_product(layout!((_2,_2):(_1,_2))),
        "Sw<0,4,3> o smem_ptr[16b](unset) o ((_2,_8),(_2,_8)):((_64,_8),(_128,_1))",
        true,
    );
    // raked_product-swizzle.jsonl:2
    k.show(
        "raked_product(Sw<1,1,2> o _0 o (_16):(1),(_2):(_1))",
        layout!(Sw<1,1,2> o _0 o (_16):(1)).raked_product(layout!((_2):(_1))),
        "Sw<1,1,2> o _0 o (((1,2),_16)):(((_1,16),1))",
        false,
    );
    // raked_product-swizzle.jsonl:3
    k.show(
        "raked_product(Sw<1,2,4> o _0 o _64:_1,_2:_1)",
        layout!(Sw<1,2,4> o _0 o _64:_1).raked_product(layout!(_2:_1)),
        "Sw<1,2,4> o _0 o ((_2,_64)):((_64,_1))",
        true,
    );
}

fn cases_4(k: &mut Check) {
    // raked_product-swizzle.jsonl:4
    k.show(
        "raked_product(Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1),(_2,_1):(_1,_0))",
        layout!(Sw<1,4,3> o smem_ptr[16b](unset) o (_8,_16):(_16,_1))
            .raked_product(layout!((_2,_1):(_1,_0))),
        "Sw<1,4,3> o smem_ptr[16b](unset) o ((_2,_8),(_1,_16)):((_128,_16),(_0,_1))",
        true,
    );
    // raked_product-swizzle.jsonl:5
    k.show(
        "raked_product(Sw<3,1,4> o _0 o (_16,_64):(_64,_1),_2:_1)",
        layout!(Sw<3,1,4> o _0 o (_16,_64):(_64,_1)).raked_product(layout!(_2:_1)),
        "Sw<3,1,4> o _0 o ((_2,_16),(_1,_64)):((_1024,_64),(_0,_1))",
        true,
    );
    // raked_product-swizzle.jsonl:6
    k.show(
        "raked_product(Sw<3,4,3> o _0 o (_64,_8):(_1,_64),(_2,_2):(_1,_2))",
        layout!(Sw<3,4,3> o _0 o (_64,_8):(_1,_64)).raked_product(layout!((_2,_2):(_1,_2))),
        "Sw<3,4,3> o _0 o ((_2,_64),(_2,_8)):((_512,_1),(_1024,_64))",
        true,
    );
    // rank-swizzle.jsonl:1
    k.text(
        "rank(Sw<1,2,1> o _0 o (_4,_32):(_32,_1))",
        format!("_{}", rank_of(&layout!(Sw<1,2,1> o _0 o (_4,_32):(_32,_1)))),
        "_2",
    );
    // rank-swizzle.jsonl:2
    k.text(
        "rank(Sw<3,4,4> o _0 o ((_8,_4)):((_1,_8)))",
        format!(
            "_{}",
            rank_of(&layout!(Sw<3,4,4> o _0 o ((_8,_4)):((_1,_8))))
        ),
        "_1",
    );
    // recast_layout-swizzle.jsonl:1
    k.show(
        "recast_layout(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8),16,32)",
        recast_layout(
            layout!(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8)),
            _16,
            _32,
        ),
        "Sw<0,4,3> o smem_ptr[32b](unset) o (_4,_8):(_1,_4)",
        true,
    );
    // recast_layout-swizzle.jsonl:2
    k.show(
        "recast_layout(Sw<1,3,3> o _0 o ((_4,_2),_4):((2,_1),8),32,8)",
        recast_layout(layout!(Sw<1,3,3> o _0 o ((_4,_2),_4):((2,_1),8)), _32, _8),
        "Sw<1,5,3> o _0 o ((_4,_8),_4):((8,_1),32)",
        false,
    );
    // recast_layout-swizzle.jsonl:3
    k.show(
        "recast_layout(Sw<1,4,2> o _0 o (_8,(_8,_8)):(_8,(_1,_64)),8,16)",
        recast_layout(
            layout!(Sw<1,4,2> o _0 o (_8,(_8,_8)):(_8,(_1,_64))),
            _8,
            _16,
        ),
        "Sw<1,3,2> o _0 o (_8,(_4,_8)):(_4,(_1,_32))",
        true,
    );
    // recast_layout-swizzle.jsonl:4
    k.show(
        "recast_layout(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_1,_8),16,32)",
        recast_layout(
            layout!(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_1,_8)),
            _16,
            _32,
        ),
        "Sw<1,4,3> o smem_ptr[64b](unset) o (_4,_8):(_1,_4)",
        true,
    );
    // recast_layout-swizzle.jsonl:5
    k.show(
        "recast_layout(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_8,_1),16,32)",
        recast_layout(
            layout!(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_8,_1)),
            _16,
            _32,
        ),
        "Sw<1,4,3> o smem_ptr[64b](unset) o (_8,_4):(_4,_1)",
        true,
    );
    // recast_layout-swizzle.jsonl:6
    k.show(
        "recast_layout(Sw<2,2,3> o _0 o (_4,_32):(_32,_1),16,16)",
        recast_layout(layout!(Sw<2,2,3> o _0 o (_4,_32):(_32,_1)), _16, _16),
        "Sw<2,2,3> o _0 o (_4,_32):(_32,_1)",
        true,
    );
    // recast_layout-swizzle.jsonl:7
    k.show(
        "recast_layout(Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1),16,32)",
        recast_layout(
            layout!(Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)),
            _16,
            _32,
        ),
        "Sw<3,4,3> o smem_ptr[32b](unset) o (_8,_32):(_32,_1)",
        true,
    );
    // recast_layout-swizzle.jsonl:8
    k.show(
        "recast_layout(Sw<3,4,3> o smem_ptr[32b](unset) o (_32,_8):(_1,_32),16,32)",
        recast_layout(
            layout!(Sw<3,4,3> o smem_ptr[32b](unset) o (_32,_8):(_1,_32)),
            _16,
            _32,
        ),
        "Sw<3,4,3> o smem_ptr[64b](unset) o (_16,_8):(_1,_16)",
        true,
    );
    // right_inverse-swizzle.jsonl:1
    k.show(
        "right_inverse(Sw<1,0,3> o _0 o (_8,_64):(_64,_1))",
        layout!(Sw<1,0,3> o _0 o (_8,_64):(_64,_1)).right_inverse(),
        "Sw<1,3,3> o _0 o (_64,_8):(_8,_1)",
        true,
    );
    // right_inverse-swizzle.jsonl:2
    k.show(
        "right_inverse(Sw<1,4,1> o _0 o (_8,_16):(_16,_1))",
        layout!(Sw<1,4,1> o _0 o (_8,_16):(_16,_1)).right_inverse(),
        "Sw<1,0,1> o _0 o (_16,_8):(_8,_1)",
        true,
    );
    // shape-swizzle.jsonl:1
    k.show(
        "shape(GMMA::Layout_MN_SW32_Atom<half_t>)",
        display(GmmaLayoutMnSw32Atom::<_16>::default().shape()),
        "(_16,_8)",
        true,
    );
}

fn cases_5(k: &mut Check) {
    // shape-swizzle.jsonl:2
    k.show(
        "shape(Sw<2,0,3> o _0 o ((_8,_2),_2):((_1,_8),_16))",
        display(layout!(Sw<2,0,3> o _0 o ((_8,_2),_2):((_1,_8),_16)).shape()),
        "((_8,_2),_2)",
        true,
    );
    // shape-swizzle.jsonl:3
    k.show(
        "shape(Sw<2,0,4> o _0 o (_16,_64):(_64,_1))",
        display(layout!(Sw<2,0,4> o _0 o (_16,_64):(_64,_1)).shape()),
        "(_16,_64)",
        true,
    );
    // shape-swizzle.jsonl:4
    k.show(
        "shape(Sw<3,3,4> o _0 o (_32,_32):(_32,_1))",
        display(layout!(Sw<3,3,4> o _0 o (_32,_32):(_32,_1)).shape()),
        "(_32,_32)",
        true,
    );
    // size-swizzle.jsonl:1
    k.show(
        "size(Sw<1,4,3> o _0 o ((_2,_8),_8):((_1,_2),_16))",
        display(layout!(Sw<1,4,3> o _0 o ((_2,_8),_8):((_1,_2),_16)).size()),
        "_128",
        true,
    );
    // size-swizzle.jsonl:2
    k.show(
        "size(Sw<1,4,4> o _0 o (_16,_32):(_1,_16))",
        display(layout!(Sw<1,4,4> o _0 o (_16,_32):(_1,_16)).size()),
        "_512",
        true,
    );
    // tiled_divide-swizzle.jsonl:1
    k.show(
        "tiled_divide(Sw<0,4,3> o smem_ptr[8b](unset) o (_8,_16):(_16,_1),(_2:_1,_2:_1))",
        layout!(Sw<0,4,3> o smem_ptr[8b](unset) o (_8,_16):(_16,_1))
            .tiled_divide(tile!((_2:_1,_2:_1))),
        "Sw<0,4,3> o smem_ptr[8b](unset) o ((_2,_2),_4,_8):((_16,_1),_32,_2)",
        true,
    );
    // tiled_divide-swizzle.jsonl:2
    k.show(
        "tiled_divide(Sw<1,0,3> o _0 o ((_8,_8),_2):((_1,_8),_64),(_4))",
        layout!(Sw<1,0,3> o _0 o ((_8,_8),_2):((_1,_8),_64)).tiled_divide(tile!((_4))),
        "Sw<1,0,3> o _0 o ((_4),_16,_2):((_1),_4,_64)",
        true,
    );
    // tiled_divide-swizzle.jsonl:3
    k.show(
        "tiled_divide(Sw<1,2,1> o _0 o (_8,(_8,_4)):(_64,(_8,_1)),(_8,_8:_1))",
        layout!(Sw<1,2,1> o _0 o (_8,(_8,_4)):(_64,(_8,_1))).tiled_divide(tile!((_8,_8:_1))),
        "Sw<1,2,1> o _0 o ((_8,_8),_1,_4):((_64,_8),_0,_1)",
        true,
    );
    // tiled_divide-swizzle.jsonl:4
    k.show(
        "tiled_divide(Sw<1,3,2> o _0 o (_32,(_8,_2)):(_16,(_2,1)),(_2:_1))",
        layout!(Sw<1,3,2> o _0 o (_32,(_8,_2)):(_16,(_2,1))).tiled_divide(tile!((_2:_1))),
        "Sw<1,3,2> o _0 o ((_2),_16,(_8,_2)):((_16),_32,(_2,1))",
        false,
    );
    // tiled_divide-swizzle.jsonl:5
    k.show(
        "tiled_divide(Sw<1,4,2> o _0 o ((8,8),2):((16,2),1),(_64:_1))",
        layout!(Sw<1,4,2> o _0 o ((8,8),2):((16,2),1)).tiled_divide(tile!((_64:_1))),
        "Sw<1,4,2> o _0 o (((8,8)),(1,1),2):(((16,2)),(1024,16),1)",
        false,
    );
    // tiled_divide-swizzle.jsonl:6
    k.show(
        "tiled_divide(Sw<1,4,3> o _0 o (_8,_64):(_64,_1),(_2))",
        layout!(Sw<1,4,3> o _0 o (_8,_64):(_64,_1)).tiled_divide(tile!((_2))),
        "Sw<1,4,3> o _0 o ((_2),_4,_64):((_64),_128,_1)",
        true,
    );
    // tiled_divide-swizzle.jsonl:7
    k.show(
        "tiled_divide(Sw<2,0,3> o _0 o (_8,_16):(_16,_1),(_4:_2,_8:_2))",
        layout!(Sw<2,0,3> o _0 o (_8,_16):(_16,_1)).tiled_divide(tile!((_4:_2,_8:_2))),
        "Sw<2,0,3> o _0 o ((_4,_8),_2,_2):((_32,_2),_16,_1)",
        true,
    );
    // tiled_divide-swizzle.jsonl:8
    k.show(
        "tiled_divide(Sw<2,2,3> o _0 o (_4,_32):(_32,_1),(_1))",
        layout!(Sw<2,2,3> o _0 o (_4,_32):(_32,_1)).tiled_divide(tile!((_1))),
        "Sw<2,2,3> o _0 o ((_1),_4,_32):((_0),_32,_1)",
        true,
    );
    // tiled_divide-swizzle.jsonl:9
    k.show(
        "tiled_divide(Sw<3,0,4> o _0 o (_8,_32):(_32,_1),(_2))",
        layout!(Sw<3,0,4> o _0 o (_8,_32):(_32,_1)).tiled_divide(tile!((_2))),
        "Sw<3,0,4> o _0 o ((_2),_4,_32):((_32),_64,_1)",
        true,
    );
    // tiled_divide-swizzle.jsonl:10
    k.show(
        "tiled_divide(Sw<3,4,3> o _0 o (_4,_32):(_32,_1),(_4:_1))",
        layout!(Sw<3,4,3> o _0 o (_4,_32):(_32,_1)).tiled_divide(tile!((_4:_1))),
        "Sw<3,4,3> o _0 o ((_4),_1,_32):((_32),_0,_1)",
        true,
    );
    // upcast-swizzle.jsonl:1
    k.show(
        "upcast(GMMA::Layout_K_INTER_Atom<uint8_t>,2)",
        upcast(GmmaLayoutKInterAtom::<_8>::default(), _2),
        "Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_8,_1)",
        true,
    );
}

fn cases_6(k: &mut Check) {
    // upcast-swizzle.jsonl:2
    k.show(
        "upcast(GMMA::Layout_K_SW128_Atom<uint8_t>,2)",
        upcast(GmmaLayoutKSw128Atom::<_8>::default(), _2),
        "Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)",
        true,
    );
    // upcast-swizzle.jsonl:3
    k.show(
        "upcast(GMMA::Layout_K_SW32_Atom<half_t>,2)",
        upcast(GmmaLayoutKSw32Atom::<_16>::default(), _2),
        "Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_8,_1)",
        true,
    );
    // upcast-swizzle.jsonl:4
    k.show(
        "upcast(GMMA::Layout_K_SW64_Atom<float>,2)",
        upcast(GmmaLayoutKSw64Atom::<_32>::default(), _2),
        "Sw<2,4,3> o smem_ptr[64b](unset) o (_8,_8):(_8,_1)",
        true,
    );
    // upcast-swizzle.jsonl:5
    k.show(
        "upcast(GMMA::Layout_MN_INTER_Atom<float>,2)",
        upcast(GmmaLayoutMnInterAtom::<_32>::default(), _2),
        "Sw<0,4,3> o smem_ptr[64b](unset) o (_2,_8):(_1,_2)",
        true,
    );
    // upcast-swizzle.jsonl:6
    k.show(
        "upcast(GMMA::Layout_MN_INTER_Atom<uint8_t>,2)",
        upcast(GmmaLayoutMnInterAtom::<_8>::default(), _2),
        "Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8)",
        true,
    );
    // upcast-swizzle.jsonl:7
    k.show(
        "upcast(GMMA::Layout_MN_SW128_Atom<float>,2)",
        upcast(GmmaLayoutMnSw128Atom::<_32>::default(), _2),
        "Sw<3,4,3> o smem_ptr[64b](unset) o (_16,_8):(_1,_16)",
        true,
    );
    // upcast-swizzle.jsonl:8
    k.show(
        "upcast(GMMA::Layout_MN_SW32_Atom<uint8_t>,2)",
        upcast(GmmaLayoutMnSw32Atom::<_8>::default(), _2),
        "Sw<1,4,3> o smem_ptr[16b](unset) o (_16,_8):(_1,_16)",
        true,
    );
    // upcast-swizzle.jsonl:9
    k.show(
        "upcast(GMMA::Layout_MN_SW64_Atom<float>,2)",
        upcast(GmmaLayoutMnSw64Atom::<_32>::default(), _2),
        "Sw<2,4,3> o smem_ptr[64b](unset) o (_8,_8):(_1,_8)",
        true,
    );
    // upcast-swizzle.jsonl:10
    k.show(
        "upcast(GMMA::Layout_MN_SW64_Atom<uint8_t>,2)",
        upcast(GmmaLayoutMnSw64Atom::<_8>::default(), _2),
        "Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32)",
        true,
    );
    // upcast-swizzle.jsonl:11
    k.show(
        "upcast(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8),2)",
        upcast(
            layout!(Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_1,_8)),
            _2,
        ),
        "Sw<0,4,3> o smem_ptr[32b](unset) o (_4,_8):(_1,_4)",
        true,
    );
    // upcast-swizzle.jsonl:12
    k.show(
        "upcast(Sw<0,4,3> o smem_ptr[8b](unset) o (_16,_8):(_1,_16),4)",
        upcast(
            layout!(Sw<0,4,3> o smem_ptr[8b](unset) o (_16,_8):(_1,_16)),
            _4,
        ),
        "Sw<0,4,3> o smem_ptr[32b](unset) o (_4,_8):(_1,_4)",
        true,
    );
    // upcast-swizzle.jsonl:13
    k.show(
        "upcast(Sw<1,4,1> o _0 o _6:_1,2)",
        upcast(layout!(Sw<1,4,1> o _0 o _6:_1), _2),
        "Sw<1,3,1> o _0 o _3:_1",
        true,
    );
    // upcast-swizzle.jsonl:14
    k.show(
        "upcast(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_8,_1),2)",
        upcast(
            layout!(Sw<1,4,3> o smem_ptr[32b](unset) o (_8,_8):(_8,_1)),
            _2,
        ),
        "Sw<1,4,3> o smem_ptr[64b](unset) o (_8,_4):(_4,_1)",
        true,
    );
    // upcast-swizzle.jsonl:15
    k.show(
        "upcast(Sw<2,1,2> o _0 o (_8,_32):(_32,_1),2)",
        upcast(layout!(Sw<2,1,2> o _0 o (_8,_32):(_32,_1)), _2),
        "Sw<2,0,2> o _0 o (_8,_16):(_16,_1)",
        true,
    );
    // upcast-swizzle.jsonl:16
    k.show(
        "upcast(Sw<2,1,4> o _0 o (_16,_16):(_16,_1),4)",
        upcast(layout!(Sw<2,1,4> o _0 o (_16,_16):(_16,_1)), _4),
        "Sw<1,0,4> o _0 o (_16,_4):(_4,_1)",
        true,
    );
    // upcast-swizzle.jsonl:17
    k.show(
        "upcast(Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32),2)",
        upcast(
            layout!(Sw<2,4,3> o smem_ptr[16b](unset) o (_32,_8):(_1,_32)),
            _2,
        ),
        "Sw<2,4,3> o smem_ptr[32b](unset) o (_16,_8):(_1,_16)",
        true,
    );
}

fn cases_7(k: &mut Check) {
    // upcast-swizzle.jsonl:18
    k.show(
        "upcast(Sw<2,4,3> o smem_ptr[32b](unset) o (_8,_16):(_16,_1),2)",
        upcast(
            layout!(Sw<2,4,3> o smem_ptr[32b](unset) o (_8,_16):(_16,_1)),
            _2,
        ),
        "Sw<2,4,3> o smem_ptr[64b](unset) o (_8,_8):(_8,_1)",
        true,
    );
    // upcast-swizzle.jsonl:19
    k.show(
        "upcast(Sw<2,4,3> o smem_ptr[8b](unset) o (_8,_64):(_64,_1),2)",
        upcast(
            layout!(Sw<2,4,3> o smem_ptr[8b](unset) o (_8,_64):(_64,_1)),
            _2,
        ),
        "Sw<2,4,3> o smem_ptr[16b](unset) o (_8,_32):(_32,_1)",
        true,
    );
    // upcast-swizzle.jsonl:20
    k.show(
        "upcast(Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64),2)",
        upcast(
            layout!(Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64)),
            _2,
        ),
        "Sw<3,4,3> o smem_ptr[32b](unset) o (_32,_8):(_1,_32)",
        true,
    );
    // upcast-swizzle.jsonl:21
    k.show(
        "upcast(Sw<3,4,3> o smem_ptr[32b](unset) o (_32,_8):(_1,_32),2)",
        upcast(
            layout!(Sw<3,4,3> o smem_ptr[32b](unset) o (_32,_8):(_1,_32)),
            _2,
        ),
        "Sw<3,4,3> o smem_ptr[64b](unset) o (_16,_8):(_1,_16)",
        true,
    );
    // zipped_divide-swizzle.jsonl:1
    k.show(
        "zipped_divide(GMMA::Layout_K_SW128_Atom<float>,(_4,_8))",
        GmmaLayoutKSw128Atom::<_32>::default().zipped_divide(tile!((_4, _8))),
        "Sw<3,4,3> o smem_ptr[32b](unset) o ((_4,_8),(_2,_4)):((_32,_1),(_128,_8))",
        true,
    );
    // zipped_divide-swizzle.jsonl:2
    k.show(
        "zipped_divide(GMMA::Layout_K_SW32_Atom<float>,(_4,_2))",
        GmmaLayoutKSw32Atom::<_32>::default().zipped_divide(tile!((_4, _2))),
        "Sw<1,4,3> o smem_ptr[32b](unset) o ((_4,_2),(_2,_4)):((_8,_1),(_32,_2))",
        true,
    );
    // zipped_divide-swizzle.jsonl:3
    k.show(
        "zipped_divide(GMMA::Layout_K_SW64_Atom<float>,(_4,_4))",
        GmmaLayoutKSw64Atom::<_32>::default().zipped_divide(tile!((_4, _4))),
        "Sw<2,4,3> o smem_ptr[32b](unset) o ((_4,_4),(_2,_4)):((_16,_1),(_64,_4))",
        true,
    );
    // zipped_divide-swizzle.jsonl:4
    k.show(
        "zipped_divide(GMMA::Layout_MN_SW128_Atom<half_t>,(_32,_2))",
        GmmaLayoutMnSw128Atom::<_16>::default().zipped_divide(tile!((_32, _2))),
        "Sw<3,4,3> o smem_ptr[16b](unset) o ((_32,_2),(_2,_4)):((_1,_64),(_32,_128))",
        true,
    );
    // zipped_divide-swizzle.jsonl:5
    k.show(
        "zipped_divide(GMMA::Layout_MN_SW128_Atom<uint8_t>,(_64,_2))",
        GmmaLayoutMnSw128Atom::<_8>::default().zipped_divide(tile!((_64, _2))),
        "Sw<3,4,3> o smem_ptr[8b](unset) o ((_64,_2),(_2,_4)):((_1,_128),(_64,_256))",
        true,
    );
    // zipped_divide-swizzle.jsonl:6
    k.show(
        "zipped_divide(GMMA::Layout_MN_SW32_Atom<uint8_t>,(_16,_2))",
        GmmaLayoutMnSw32Atom::<_8>::default().zipped_divide(tile!((_16, _2))),
        "Sw<1,4,3> o smem_ptr[8b](unset) o ((_16,_2),(_2,_4)):((_1,_32),(_16,_64))",
        true,
    );
    // zipped_divide-swizzle.jsonl:7
    k.show(
        "zipped_divide(Sw<1,0,2> o _0 o (_8,_64):(_1,_8),(_4))",
        layout!(Sw<1,0,2> o _0 o (_8,_64):(_1,_8)).zipped_divide(tile!((_4))),
        "Sw<1,0,2> o _0 o ((_4),(_2,_64)):((_1),(_4,_8))",
        true,
    );
    // zipped_divide-swizzle.jsonl:8
    k.show(
        "zipped_divide(Sw<1,1,3> o _0 o (_16,_64):(_64,_1),(_1:_1,_8:_1))",
        layout!(Sw<1,1,3> o _0 o (_16,_64):(_64,_1)).zipped_divide(tile!((_1:_1,_8:_1))),
        "Sw<1,1,3> o _0 o ((_1,_8),(_16,_8)):((_64,_1),(_64,_8))",
        true,
    );
    // zipped_divide-swizzle.jsonl:9
    k.show(
        "zipped_divide(Sw<1,2,3> o _0 o (_32,_32):(_32,_1),(_32))",
        layout!(Sw<1,2,3> o _0 o (_32,_32):(_32,_1)).zipped_divide(tile!((_32))),
        "Sw<1,2,3> o _0 o ((_32),(_1,_32)):((_32),(_0,_1))",
        true,
    );
    // zipped_divide-swizzle.jsonl:10
    k.show(
        "zipped_divide(Sw<1,3,2> o _0 o (_8,_64):(_64,_1),(_1:_1))",
        layout!(Sw<1,3,2> o _0 o (_8,_64):(_64,_1)).zipped_divide(tile!((_1:_1))),
        "Sw<1,3,2> o _0 o ((_1),(_8,_64)):((_64),(_64,_1))",
        true,
    );
    // zipped_divide-swizzle.jsonl:11
    k.show(
        "zipped_divide(Sw<1,4,3> o _0 o ((2,2),64):((128,64),1),(_1:_1,_2))",
        layout!(Sw<1,4,3> o _0 o ((2,2),64):((128,64),1)).zipped_divide(tile!((_1:_1,_2))),
        "Sw<1,4,3> o _0 o ((_1,_2),((2,2),32)):((64,1),((128,64),2))",
        false,
    );
    // zipped_divide-swizzle.jsonl:12
    k.show(
        "zipped_divide(Sw<3,0,4> o _0 o (_8,(_2,_4)):(_8,(_4,_1)),(_2,_1:_1))",
        layout!(Sw<3,0,4> o _0 o (_8,(_2,_4)):(_8,(_4,_1))).zipped_divide(tile!((_2,_1:_1))),
        "Sw<3,0,4> o _0 o ((_2,_1),(_4,(_2,_4))):((_8,_1),(_16,(_4,_1)))",
        true,
    );
}

fn cases_8(k: &mut Check) {
    // zipped_divide-swizzle.jsonl:13
    k.show(
        "zipped_divide(Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64),(_8:_8))",
        layout!(Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64)).zipped_divide(tile!((_8:_8))),
        "Sw<3,4,3> o smem_ptr[16b](unset) o ((_8),(_8,_8)):((_8),(_1,_64))",
        true,
    );
}

#[test]
fn swizzle_algebra_goldens_typed() {
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
    k.finish("typed swizzle cases");
}
