// THIS IS GENERATED CODE by layout-core/tests/gen/tensor_goldens.py: do not edit by hand.
// The tensor-tiling golden cases of goldens/oracle-cpp-kernel through the typed layer: a
// tensor over a counting iterator (`N o L`) is tiled or partitioned with the typed functions,
// and its printed form must equal what CuTe printed.
#![allow(clippy::all)]

use layout_core::layout;
use layout_core::prelude::*;

/// Collects the failures, so a run reports all of them.
#[derive(Default)]
struct Check(Vec<String>, usize);
impl Check {
    fn show<T: core::fmt::Display>(&mut self, expr: &str, got: T, want: &str) {
        self.1 += 1;
        let got = got.to_string();
        if got != want {
            self.0
                .push(format!("{expr}\n   got: {got}\n  want: {want}"));
        }
    }
}

#[test]
fn tensor_goldens_typed() {
    let mut k = Check::default();
    // local_tile.jsonl:1
    {
        let t = make_tensor(counting_iterator(0), layout!((160,192):(192,_1)));
        k.show(
            "local_tile((160,192):(192,_1),(_32,_32,_64),(_2,_5,_0),(_1,_1,X))",
            local_tile_proj(&t, (_32, _32, _64), (_2, _5, _0), (_1, _1, X)),
            "counting_iter(12448) o (_32,_32):(192,_1)",
        );
    }
    // local_tile.jsonl:2
    {
        let t = make_tensor(counting_iterator(0), layout!((160,48):(48,_1)));
        k.show(
            "local_tile((160,48):(48,_1),(_32,_32,_16),(_1,_3,_),(X,_1,_1))",
            local_tile_proj(&t, (_32, _32, _16), (_1, _3, X), (X, _1, _1)),
            "counting_iter(4608) o (_32,_16,3):(48,_1,_16)",
        );
    }
    // local_tile.jsonl:3
    {
        let t = make_tensor(counting_iterator(0), layout!((384,256):(_1,384)));
        k.show(
            "local_tile((384,256):(_1,384),(_64,_64),(0,1))",
            local_tile(&t, (_64, _64), (0_i32, 1_i32)),
            "counting_iter(24576) o (_64,_64):(_1,384)",
        );
    }
    // local_tile.jsonl:4
    {
        let t = make_tensor(counting_iterator(0), layout!((384,256):(_1,384)));
        k.show(
            "local_tile((384,256):(_1,384),(_64,_64,_32),(0,1,_),(_1,_1,X))",
            local_tile_proj(&t, (_64, _64, _32), (0_i32, 1_i32, X), (_1, _1, X)),
            "counting_iter(24576) o (_64,_64):(_1,384)",
        );
    }
    // local_tile.jsonl:5
    {
        let t = make_tensor(counting_iterator(0), layout!((64,256):(_1,64)));
        k.show(
            "local_tile((64,256):(_1,64),(_64,_64,_32),(0,4,_),(_1,X,_1))",
            local_tile_proj(&t, (_64, _64, _32), (0_i32, 4_i32, X), (_1, X, _1)),
            "counting_iter(0) o (_64,_32,8):(_1,64,2048)",
        );
    }
    // local_tile.jsonl:6
    {
        let t = make_tensor(counting_iterator(0), layout!((640,384):(_1,640)));
        k.show(
            "local_tile((640,384):(_1,640),(_128,_64,_8),(2,4,0),(_1,_1,X))",
            local_tile_proj(&t, (_128, _64, _8), (2_i32, 4_i32, 0_i32), (_1, _1, X)),
            "counting_iter(164096) o (_128,_64):(_1,640)",
        );
    }
    // local_tile.jsonl:7
    {
        let t = make_tensor(counting_iterator(0), layout!((96,16):(_1,96)));
        k.show(
            "local_tile((96,16):(_1,96),(_32,_32,_8),(2,3,_),(_1,X,_1))",
            local_tile_proj(&t, (_32, _32, _8), (2_i32, 3_i32, X), (_1, X, _1)),
            "counting_iter(64) o (_32,_8,2):(_1,96,768)",
        );
    }
    // local_tile.jsonl:8
    {
        let t = make_tensor(counting_iterator(0), layout!((_128,_192):(_1,_128)));
        k.show(
            "local_tile((_128,_192):(_1,_128),(_64,_64,_32),(0,1,_),(_1,_1,X))",
            local_tile_proj(&t, (_64, _64, _32), (0_i32, 1_i32, X), (_1, _1, X)),
            "counting_iter(8192) o (_64,_64):(_1,_128)",
        );
    }
    // local_tile.jsonl:9
    {
        let t = make_tensor(counting_iterator(0), layout!((_256,_16):(_16,_1)));
        k.show(
            "local_tile((_256,_16):(_16,_1),(_128,_128,_16),(1,0,_),(X,_1,_1))",
            local_tile_proj(&t, (_128, _128, _16), (1_i32, 0_i32, X), (X, _1, _1)),
            "counting_iter(0) o (_128,_16,_1):(_16,_1,_0)",
        );
    }
    // local_tile.jsonl:10
    {
        let t = make_tensor(counting_iterator(0), layout!((_512,_768):(_1,_512)));
        k.show(
            "local_tile((_512,_768):(_1,_512),(_128,_128,_16),(3,1,_),(_1,_1,X))",
            local_tile_proj(&t, (_128, _128, _16), (3_i32, 1_i32, X), (_1, _1, X)),
            "counting_iter(65920) o (_128,_128):(_1,_512)",
        );
    }
    // local_tile.jsonl:11
    {
        let t = make_tensor(counting_iterator(0), layout!((_96,_32):(_1,_96)));
        k.show(
            "local_tile((_96,_32):(_1,_96),(_16,_16,_16),(0,5,_),(_1,X,_1))",
            local_tile_proj(&t, (_16, _16, _16), (0_i32, 5_i32, X), (_1, X, _1)),
            "counting_iter(0) o (_16,_16,_2):(_1,_96,_1536)",
        );
    }
    // local_partition.jsonl:1
    {
        let t = make_tensor(counting_iterator(0), layout!((_128,_16):(_1,_128)));
        k.show(
            "local_partition((_128,_16):(_1,_128),(_32,_8):(_1,_32),234,(_1,X))",
            local_partition_proj(&t, layout!((_32,_8):(_1,_32)), 234_i32, (_1, X)),
            "counting_iter(10) o (_4,_16):(_32,_128)",
        );
    }
    // local_partition.jsonl:2
    {
        let t = make_tensor(counting_iterator(0), layout!((_128,_16):(_1,_128)));
        k.show(
            "local_partition((_128,_16):(_1,_128),(_8,_32):(_1,_8),112,(X,_1))",
            local_partition_proj(&t, layout!((_8,_32):(_1,_8)), 112_i32, (X, _1)),
            "counting_iter(14) o (_4,_16):(_32,_128)",
        );
    }
    // local_partition.jsonl:3
    {
        let t = make_tensor(counting_iterator(0), layout!((_128,_32):(_1,_128)));
        k.show(
            "local_partition((_128,_32):(_1,_128),(_16,_8):(_8,_1),_102)",
            local_partition(&t, layout!((_16,_8):(_8,_1)), 102_i32),
            "counting_iter(780) o (_8,_4):(_16,_1024)",
        );
    }
    // local_partition.jsonl:4
    {
        let t = make_tensor(counting_iterator(0), layout!((_16,_16):(_1,_16)));
        k.show(
            "local_partition((_16,_16):(_1,_16),(_16,_8):(_1,_16),65,(X,_1))",
            local_partition_proj(&t, layout!((_16,_8):(_1,_16)), 65_i32, (X, _1)),
            "counting_iter(4) o (_2,_16):(_8,_16)",
        );
    }
    // local_partition.jsonl:5
    {
        let t = make_tensor(counting_iterator(0), layout!((_256,_8):(_1,_256)));
        k.show(
            "local_partition((_256,_8):(_1,_256),(_32,_8):(_1,_32),80)",
            local_partition(&t, layout!((_32,_8):(_1,_32)), 80_i32),
            "counting_iter(528) o (_8,_1):(_32,_0)",
        );
    }
    // local_partition.jsonl:6
    {
        let t = make_tensor(counting_iterator(0), layout!((_32,_128,_3):(_1,_32,_4096)));
        k.show(
            "local_partition((_32,_128,_3):(_1,_32,_4096),(_8,_32):(_1,_8),201)",
            local_partition(&t, layout!((_8,_32):(_1,_8)), 201_i32),
            "counting_iter(801) o (_4,_4,_3):(_8,_1024,_4096)",
        );
    }
    // local_partition.jsonl:7
    {
        let t = make_tensor(counting_iterator(0), layout!((_32,_16):(_1,_32)));
        k.show(
            "local_partition((_32,_16):(_1,_32),(_16,_8):(_1,_16),108,(_1,X))",
            local_partition_proj(&t, layout!((_16,_8):(_1,_16)), 108_i32, (_1, X)),
            "counting_iter(12) o (_2,_16):(_16,_32)",
        );
    }
    // local_partition.jsonl:8
    {
        let t = make_tensor(counting_iterator(0), layout!((_32,_16):(_1,_32)));
        k.show(
            "local_partition((_32,_16):(_1,_32),(_8,_32):(_1,_8),85,(_1,X))",
            local_partition_proj(&t, layout!((_8,_32):(_1,_8)), 85_i32, (_1, X)),
            "counting_iter(5) o (_4,_16):(_8,_32)",
        );
    }
    // local_partition.jsonl:9
    {
        let t = make_tensor(counting_iterator(0), layout!((_32,_32):(_1,_32)));
        k.show(
            "local_partition((_32,_32):(_1,_32),(_16,_16):(_1,_16),223)",
            local_partition(&t, layout!((_16,_16):(_1,_16)), 223_i32),
            "counting_iter(431) o (_2,_2):(_16,_512)",
        );
    }
    // local_partition.jsonl:10
    {
        let t = make_tensor(counting_iterator(0), layout!((_32,_32):(_1,_32)));
        k.show(
            "local_partition((_32,_32):(_1,_32),(_16,_8):(_8,_1),87)",
            local_partition(&t, layout!((_16,_8):(_8,_1)), 87_i32),
            "counting_iter(234) o (_2,_4):(_16,_256)",
        );
    }
    // local_partition.jsonl:11
    {
        let t = make_tensor(counting_iterator(0), layout!((_32,_8):(_1,_33)));
        k.show(
            "local_partition((_32,_8):(_1,_33),(_16,_8):(_8,_1),11)",
            local_partition(&t, layout!((_16,_8):(_8,_1)), 11_i32),
            "counting_iter(100) o (_2,_1):(_16,_0)",
        );
    }
    // local_partition.jsonl:12
    {
        let t = make_tensor(counting_iterator(0), layout!((_64,_16):(_1,_64)));
        k.show(
            "local_partition((_64,_16):(_1,_64),(_32,_8):(_1,_32),75,(_1,X))",
            local_partition_proj(&t, layout!((_32,_8):(_1,_32)), 75_i32, (_1, X)),
            "counting_iter(11) o (_2,_16):(_32,_64)",
        );
    }
    // local_partition.jsonl:13
    {
        let t = make_tensor(counting_iterator(0), layout!((_64,_32):(_1,_64)));
        k.show(
            "local_partition((_64,_32):(_1,_64),(_16,_16):(_1,_16),_254,(_1,_1))",
            local_partition_proj(&t, layout!((_16,_16):(_1,_16)), 254_i32, (_1, _1)),
            "counting_iter(974) o (_4,_2):(_16,_1024)",
        );
    }
    // local_partition.jsonl:14
    {
        let t = make_tensor(counting_iterator(0), layout!((_64,_32):(_1,_64)));
        k.show(
            "local_partition((_64,_32):(_1,_64),(_2,_16,_1):(_16,_1,_0),0,(_1,X,_1))",
            local_partition_proj(&t, layout!((_2,_16,_1):(_16,_1,_0)), 0_i32, (_1, X, _1)),
            "counting_iter(0) o (_32,_32):(_2,_64)",
        );
    }
    // local_partition.jsonl:15
    {
        let t = make_tensor(counting_iterator(0), layout!((_64,_32,_2):(_1,_64,_2048)));
        k.show(
            "local_partition((_64,_32,_2):(_1,_64,_2048),(_32,_8):(_1,_32),106)",
            local_partition(&t, layout!((_32,_8):(_1,_32)), 106_i32),
            "counting_iter(202) o (_2,_4,_2):(_32,_512,_2048)",
        );
    }
    // local_partition.jsonl:16
    {
        let t = make_tensor(counting_iterator(0), layout!((_64,_64):(_1,_64)));
        k.show(
            "local_partition((_64,_64):(_1,_64),(_16,_16):(_1,_16),190)",
            local_partition(&t, layout!((_16,_16):(_1,_16)), 190_i32),
            "counting_iter(718) o (_4,_4):(_16,_1024)",
        );
    }
    // local_partition.jsonl:17
    {
        let t = make_tensor(counting_iterator(0), layout!((_64,_64):(_1,_64)));
        k.show(
            "local_partition((_64,_64):(_1,_64),(_2,_16,_1):(_16,_1,_0),_31,(_1,_1,X))",
            local_partition_proj(&t, layout!((_2,_16,_1):(_16,_1,_0)), 31_i32, (_1, _1, X)),
            "counting_iter(961) o (_32,_4):(_2,_1024)",
        );
    }
    // local_partition.jsonl:18
    {
        let t = make_tensor(counting_iterator(0), layout!((_64,_8):(_1,_64)));
        k.show(
            "local_partition((_64,_8):(_1,_64),(_8,_32):(_1,_8),147,(X,_1))",
            local_partition_proj(&t, layout!((_8,_32):(_1,_8)), 147_i32, (X, _1)),
            "counting_iter(18) o (_2,_8):(_32,_64)",
        );
    }
    // local_partition.jsonl:19
    {
        let t = make_tensor(counting_iterator(1040), layout!((_128,_8):(_1,640)));
        k.show(
            "local_partition(1040 o (_128,_8):(_1,640),(_32,_8):(_8,_1),3)",
            local_partition(&t, layout!((_32,_8):(_8,_1)), 3_i32),
            "counting_iter(2960) o (_4,_1):(_32,_0)",
        );
    }
    // local_partition.jsonl:20
    {
        let t = make_tensor(counting_iterator(528), layout!((_128,_8,4):(_1,512,4096)));
        k.show(
            "local_partition(528 o (_128,_8,4):(_1,512,4096),(_32,_8):(_1,_32),_255)",
            local_partition(&t, layout!((_32,_8):(_1,_32)), 255_i32),
            "counting_iter(4143) o (_4,_1,4):(_32,_0,4096)",
        );
    }
    // inner_partition.jsonl:1
    {
        let t = make_tensor(counting_iterator(0), layout!((16,16):(_1,_16)));
        k.show(
            "inner_partition((16,16):(_1,_16),(_8,_1),2)",
            inner_partition(&t, (_8, _1), 2_i32),
            "counting_iter(16) o (_8,_1):(_1,_0)",
        );
    }
    // inner_partition.jsonl:2
    {
        let t = make_tensor(counting_iterator(0), layout!((_16,_32):(32,1)));
        k.show(
            "inner_partition((_16,_32):(32,1),(_1,_32),(15,0))",
            inner_partition(&t, (_1, _32), (15_i32, 0_i32)),
            "counting_iter(480) o (_1,_32):(_0,1)",
        );
    }
    // inner_partition.jsonl:3
    {
        let t = make_tensor(counting_iterator(0), layout!((_16,_8):(1,_16)));
        k.show(
            "inner_partition((_16,_8):(1,_16),(_1,_2),(9,0))",
            inner_partition(&t, (_1, _2), (9_i32, 0_i32)),
            "counting_iter(9) o (_1,_2):(_0,_16)",
        );
    }
    // inner_partition.jsonl:4
    {
        let t = make_tensor(counting_iterator(0), layout!((_32,_16):(_16,1)));
        k.show(
            "inner_partition((_32,_16):(_16,1),(_16,_1),(_1,_12))",
            inner_partition(&t, (_16, _1), (_1, _12)),
            "counting_iter(268) o (_16,_1):(_16,_0)",
        );
    }
    // inner_partition.jsonl:5
    {
        let t = make_tensor(counting_iterator(0), layout!((_32,_32):(_1,_32)));
        k.show(
            "inner_partition((_32,_32):(_1,_32),(_16,_2),(1,15))",
            inner_partition(&t, (_16, _2), (1_i32, 15_i32)),
            "counting_iter(976) o (_16,_2):(_1,_32)",
        );
    }
    // outer_partition.jsonl:1
    {
        let t = make_tensor(counting_iterator(0), layout!((_64,16):(16,_1)));
        k.show(
            "outer_partition((_64,16):(16,_1),(_64,_8),9)",
            outer_partition(&t, (_64, _8), 9_i32),
            "counting_iter(144) o (_1,2):(_0,_8)",
        );
    }
    // outer_partition.jsonl:2
    {
        let t = make_tensor(counting_iterator(0), layout!((_8,32):(_32,1)));
        k.show(
            "outer_partition((_8,32):(_32,1),(_1,_32),(0,26))",
            outer_partition(&t, (_1, _32), (0_i32, 26_i32)),
            "counting_iter(26) o (_8,1):(_32,32)",
        );
    }
    assert!(
        k.0.is_empty(),
        "{} of {} cases failed:\n{}",
        k.0.len(),
        k.1,
        k.0.join("\n")
    );
    println!("{} typed tensor-tiling cases passed", k.1);
}

// Left to the runtime layer (tests/tests/oracle.rs):
//   local_tile.jsonl:12: local_tile(Sw<3,3,3> o _0 o ((_8,_16),((_8,_8),_1)):((_64,_512),((_1,_8),_0)),(_32,_16),(3,_))
//     (a swizzled (composed) layout: the typed layer does not slice those with a run-time coordinate)
//   local_partition.jsonl:21: local_partition(Sw<3,3,3> o _0 o ((_8,_16),((_8,_8),_1)):((_64,_512),((_1,_8),_0)),(_16,_8):(_8,_1),0)
//     (a swizzled (composed) layout: the typed layer does not slice those with a run-time coordinate)
//   local_partition.jsonl:22: local_partition(Sw<3,3,3> o _0 o ((_8,_16),((_8,_8),_1)):((_64,_512),((_1,_8),_0)),(_16,_8):(_8,_1),1)
//     (a swizzled (composed) layout: the typed layer does not slice those with a run-time coordinate)
//   local_partition.jsonl:23: local_partition(Sw<3,3,3> o _0 o ((_8,_16),((_8,_8),_1)):((_64,_512),((_1,_8),_0)),(_16,_8):(_8,_1),33)
//     (a swizzled (composed) layout: the typed layer does not slice those with a run-time coordinate)
