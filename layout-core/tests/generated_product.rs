// THIS IS GENERATED CODE by layout-core/tests/gen/algebra_ops.py; do not edit.
//! Differential tests (product): the typed layer prints exactly like the runtime layer.
#![allow(clippy::all)]
use layout_core::prelude::*;
use layout_core::runtime::evaluate;

#[track_caller]
fn c<T: core::fmt::Display>(typed: Result<T, AlgebraError>, expr: &str) {
    let want = evaluate(expr)
        .map(|v| v.to_string())
        .map_err(|e| e.to_string());
    let got = typed.map(|v| v.to_string()).map_err(|e| e.to_string());
    assert_eq!(got.ok(), want.ok(), "{expr}");
}

#[test]
fn product_0() {
    c(
        try_flat_product(
            Layout::new((_2, _4, _4), (_2, _1, _16)),
            (Layout::new((_4, _4), (_0, _4)),),
        ),
        "flat_product((_2,_4,_4):(_2,_1,_16),((_4,_4):(_0,_4)))",
    );
    c(
        try_blocked_product(Layout::new(4, _1), Layout::new((2, _1), (_1, 2))),
        "blocked_product(4:_1,(2,_1):(_1,2))",
    );
    c(
        try_tiled_product(
            Layout::new((_2, _6), (_6, _1)),
            Layout::new((_2, _3), (_1, _2)),
        ),
        "tiled_product((_2,_6):(_6,_1),(_2,_3):(_1,_2))",
    );
    c(
        try_tiled_product(Layout::new(_3, _2), Layout::new((_4, 8, _4), (_1, _4, _32))),
        "tiled_product(_3:_2,(_4,8,_4):(_1,_4,_32))",
    );
    c(
        try_blocked_product(Layout::new(2, 1), Layout::new((2, 6), (12, 2))),
        "blocked_product(2:1,(2,6):(12,2))",
    );
    c(
        try_tiled_product(
            Layout::new((_4, _8), (_16, _2)),
            Layout::new((_8, _2), (_16, _6)),
        ),
        "tiled_product((_4,_8):(_16,_2),(_8,_2):(_16,_6))",
    );
    c(
        try_flat_product(Layout::new(_4, _1), Layout::new(4, _1)),
        "flat_product(_4:_1,4:_1)",
    );
    c(
        try_zipped_product(Layout::new(_2, _1), Layout::new(_1, _1)),
        "zipped_product(_2:_1,_1:_1)",
    );
    c(
        try_blocked_product(Layout::new(8, 2), Layout::new(6, _1)),
        "blocked_product(8:2,6:_1)",
    );
    c(
        try_flat_product(Layout::new(2, 1), Layout::new((3, 4, 2), (1, 3, 12))),
        "flat_product(2:1,(3,4,2):(1,3,12))",
    );
    c(
        try_blocked_product(Layout::new(_4, _1), Layout::new(_2, _2)),
        "blocked_product(_4:_1,_2:_2)",
    );
    c(
        try_tiled_product(Layout::new(_1, _1), Layout::new((_8,), (_8,))),
        "tiled_product(_1:_1,(_8):(_8))",
    );
    c(
        try_tiled_product(Layout::new(_3, _1), Layout::new(_1, _1)),
        "tiled_product(_3:_1,_1:_1)",
    );
    c(
        try_raked_product(Layout::new(1, 1), Layout::new((8, 1), (1, 8))),
        "raked_product(1:1,(8,1):(1,8))",
    );
    c(
        try_raked_product(Layout::new((_1, _2), (_1, 1)), Layout::new(_8, _1)),
        "raked_product((_1,_2):(_1,1),_8:_1)",
    );
    c(
        try_logical_product(
            Layout::new((_6, 2, 2), (_2, _12, _1)),
            Layout::new((4, _6), (_6, _1)),
        ),
        "logical_product((_6,2,2):(_2,_12,_1),(4,_6):(_6,_1))",
    );
    c(
        try_tiled_product(Layout::new(_6, _1), Layout::new(_1, _1)),
        "tiled_product(_6:_1,_1:_1)",
    );
    c(
        try_logical_product(Layout::new(4, 2), Layout::new(_2, _2)),
        "logical_product(4:2,_2:_2)",
    );
    c(
        try_blocked_product(
            Layout::new(_8, _1),
            Layout::new((_8, _8, _8), (_1, _8, _64)),
        ),
        "blocked_product(_8:_1,(_8,_8,_8):(_1,_8,_64))",
    );
    c(
        try_flat_product(
            Layout::new((_1, _8), (_8, _1)),
            Layout::new((_2, _4), (_2, _4)),
        ),
        "flat_product((_1,_8):(_8,_1),(_2,_4):(_2,_4))",
    );
    c(
        try_logical_product(
            Layout::new((_4, 2, _6), (_1, _4, _8)),
            Layout::new((3, _2), (_2, _1)),
        ),
        "logical_product((_4,2,_6):(_1,_4,_8),(3,_2):(_2,_1))",
    );
    c(
        try_tiled_product(Layout::new((_1, _4), (_4, _1)), Layout::new((_8,), (_2,))),
        "tiled_product((_1,_4):(_4,_1),(_8):(_2))",
    );
    c(
        try_raked_product(
            Layout::new((_3, _1, _4), (_4, _4, _1)),
            Layout::new((_4,), (_1,)),
        ),
        "raked_product((_3,_1,_4):(_4,_4,_1),(_4):(_1))",
    );
    c(
        try_blocked_product(Layout::new((_4, _8), (_8, _1)), Layout::new(_1, _12)),
        "blocked_product((_4,_8):(_8,_1),_1:_12)",
    );
    c(
        try_raked_product(Layout::new(_3, _1), Layout::new((_2, _2), (_12, _16))),
        "raked_product(_3:_1,(_2,_2):(_12,_16))",
    );
    c(
        try_tiled_product(Layout::new(4, 1), Layout::new((8, 4, 2), (1, 8, 32))),
        "tiled_product(4:1,(8,4,2):(1,8,32))",
    );
    c(
        try_raked_product(Layout::new((8,), (_1,)), Layout::new((_2, _2), (4, 2))),
        "raked_product((8):(_1),(_2,_2):(4,2))",
    );
    c(
        try_logical_product(Layout::new(4, 1), Layout::new(6, 2)),
        "logical_product(4:1,6:2)",
    );
    c(
        try_raked_product(Layout::new((_1, _6), (_12, _2)), Layout::new(_1, _1)),
        "raked_product((_1,_6):(_12,_2),_1:_1)",
    );
    c(
        try_tiled_product(Layout::new(_6, _2), Layout::new(_2, _2)),
        "tiled_product(_6:_2,_2:_2)",
    );
    c(
        try_tiled_product(Layout::new((_4,), (_1,)), Layout::new(_2, _1)),
        "tiled_product((_4):(_1),_2:_1)",
    );
    c(
        try_logical_product(Layout::new(_6, 1), Layout::new((_4, _2), (4, 2))),
        "logical_product(_6:1,(_4,_2):(4,2))",
    );
    c(
        try_blocked_product(Layout::new(_1, _2), Layout::new(_2, _2)),
        "blocked_product(_1:_2,_2:_2)",
    );
    c(
        try_tiled_product(Layout::new((_2,), (_1,)), Layout::new(_8, _2)),
        "tiled_product((_2):(_1),_8:_2)",
    );
    c(
        try_blocked_product(Layout::new(_8, 1), Layout::new(2, _4)),
        "blocked_product(_8:1,2:_4)",
    );
    c(
        try_blocked_product(Layout::new(_1, 1), Layout::new(2, _1)),
        "blocked_product(_1:1,2:_1)",
    );
    c(
        try_raked_product(Layout::new((_2, _2), (_1, _2)), Layout::new(_8, _1)),
        "raked_product((_2,_2):(_1,_2),_8:_1)",
    );
    c(
        try_blocked_product(Layout::new(_4, _2), Layout::new((_4, _2), (_1, _4))),
        "blocked_product(_4:_2,(_4,_2):(_1,_4))",
    );
    c(
        try_raked_product(Layout::new(3, 16), Layout::new(_1, 2)),
        "raked_product(3:16,_1:2)",
    );
    c(
        try_blocked_product(
            Layout::new((_4, _2), (_2, _1)),
            Layout::new((_2, _2), (_0, _0)),
        ),
        "blocked_product((_4,_2):(_2,_1),(_2,_2):(_0,_0))",
    );
}

#[test]
fn product_1() {
    c(
        try_zipped_product(Layout::new((_4, _4), (_1, _4)), Layout::new((_4,), (_1,))),
        "zipped_product((_4,_4):(_1,_4),(_4):(_1))",
    );
    c(
        try_zipped_product(
            Layout::new((_1, _6), (_12, _2)),
            Layout::new((_8, _3), (_1, _8)),
        ),
        "zipped_product((_1,_6):(_12,_2),(_8,_3):(_1,_8))",
    );
    c(
        try_blocked_product(Layout::new((6,), (_1,)), Layout::new((_6, 3), (_6, 2))),
        "blocked_product((6):(_1),(_6,3):(_6,2))",
    );
    c(
        try_tiled_product(Layout::new(_2, _2), Layout::new(_2, _1)),
        "tiled_product(_2:_2,_2:_1)",
    );
    c(
        try_blocked_product(Layout::new((_3,), (_1,)), Layout::new((6,), (1,))),
        "blocked_product((_3):(_1),(6):(1))",
    );
    c(
        try_tiled_product(Layout::new(4, 2), Layout::new(4, 1)),
        "tiled_product(4:2,4:1)",
    );
    c(
        try_flat_product(Layout::new(6, 1), Layout::new(6, 2)),
        "flat_product(6:1,6:2)",
    );
    c(
        try_blocked_product(
            Layout::new((_6, _2), (_2, _12)),
            Layout::new((1, _3, 4), (12, _4, 1)),
        ),
        "blocked_product((_6,_2):(_2,_12),(1,_3,4):(12,_4,1))",
    );
    c(
        try_blocked_product(
            Layout::new(_1, _1),
            Layout::new((_3, _4, _3), (_1, _3, _12)),
        ),
        "blocked_product(_1:_1,(_3,_4,_3):(_1,_3,_12))",
    );
    c(
        try_tiled_product(Layout::new((_2, 8), (_1, _2)), Layout::new((_2,), (_2,))),
        "tiled_product((_2,8):(_1,_2),(_2):(_2))",
    );
    c(
        try_logical_product(Layout::new(_6, _16), Layout::new((_4, _4), (_1, _4))),
        "logical_product(_6:_16,(_4,_4):(_1,_4))",
    );
    c(
        try_blocked_product(Layout::new(2, 1), Layout::new(8, 1)),
        "blocked_product(2:1,8:1)",
    );
    c(
        try_tiled_product(Layout::new((_6,), (_1,)), Layout::new(_4, _1)),
        "tiled_product((_6):(_1),_4:_1)",
    );
    c(
        try_zipped_product(Layout::new(_1, _1), Layout::new(1, 1)),
        "zipped_product(_1:_1,1:1)",
    );
    c(
        try_zipped_product(Layout::new(_2, _1), Layout::new((_4, _3), (_3, _1))),
        "zipped_product(_2:_1,(_4,_3):(_3,_1))",
    );
    c(
        try_tiled_product(Layout::new((_2,), (_12,)), Layout::new((_2, 1), (1, 1))),
        "tiled_product((_2):(_12),(_2,1):(1,1))",
    );
    c(
        try_zipped_product(Layout::new(_6, _1), Layout::new((_8, _2), (_2, _16))),
        "zipped_product(_6:_1,(_8,_2):(_2,_16))",
    );
    c(
        try_blocked_product(Layout::new(_8, _1), Layout::new(4, _6)),
        "blocked_product(_8:_1,4:_6)",
    );
    c(
        try_blocked_product(Layout::new(_3, _1), Layout::new((_6, _1), (_2, _1))),
        "blocked_product(_3:_1,(_6,_1):(_2,_1))",
    );
    c(
        try_flat_product(Layout::new(_6, _2), Layout::new(_6, _2)),
        "flat_product(_6:_2,_6:_2)",
    );
    c(
        try_tiled_product(Layout::new((_2, _4), (_1, _2)), Layout::new(_1, _2)),
        "tiled_product((_2,_4):(_1,_2),_1:_2)",
    );
    c(
        try_flat_product(Layout::new(_4, _0), Layout::new(_6, _1)),
        "flat_product(_4:_0,_6:_1)",
    );
    c(
        try_tiled_product(Layout::new(_4, _1), Layout::new((_6, 8), (3, _1))),
        "tiled_product(_4:_1,(_6,8):(3,_1))",
    );
    c(
        try_zipped_product(Layout::new((_2,), (_2,)), Layout::new((3,), (_4,))),
        "zipped_product((_2):(_2),(3):(_4))",
    );
    c(
        try_zipped_product(Layout::new(2, 4), Layout::new((1, 1), (2, 2))),
        "zipped_product(2:4,(1,1):(2,2))",
    );
    c(
        try_blocked_product(Layout::new((_4, _2), (_2, _8)), Layout::new(_6, _1)),
        "blocked_product((_4,_2):(_2,_8),_6:_1)",
    );
    c(
        try_raked_product(
            Layout::new((_6, _6, 4), (_1, _6, _36)),
            Layout::new((_2, _8), (_1, _2)),
        ),
        "raked_product((_6,_6,4):(_1,_6,_36),(_2,_8):(_1,_2))",
    );
    c(
        try_zipped_product(Layout::new(_4, _1), Layout::new((_4, 8), (_1, _4))),
        "zipped_product(_4:_1,(_4,8):(_1,_4))",
    );
    c(
        try_raked_product(Layout::new((_4,), (_1,)), Layout::new((_2,), (_1,))),
        "raked_product((_4):(_1),(_2):(_1))",
    );
    c(
        try_zipped_product(Layout::new((_1, _2), (_2, _1)), Layout::new(_8, _1)),
        "zipped_product((_1,_2):(_2,_1),_8:_1)",
    );
    c(
        try_zipped_product(
            Layout::new((_8, _2), (_2, _16)),
            Layout::new((_4, _3), (_2, _8)),
        ),
        "zipped_product((_8,_2):(_2,_16),(_4,_3):(_2,_8))",
    );
    c(
        try_blocked_product(Layout::new((_8, _2), (_4, _2)), Layout::new(_4, _1)),
        "blocked_product((_8,_2):(_4,_2),_4:_1)",
    );
    c(
        try_blocked_product(Layout::new((_4,), (_1,)), Layout::new((_8,), (_2,))),
        "blocked_product((_4):(_1),(_8):(_2))",
    );
    c(
        try_raked_product(Layout::new((4,), (1,)), Layout::new((2, 1, 6), (1, 2, 2))),
        "raked_product((4):(1),(2,1,6):(1,2,2))",
    );
    c(
        try_blocked_product(Layout::new((_8, _2), (_2, _16)), Layout::new(_6, _1)),
        "blocked_product((_8,_2):(_2,_16),_6:_1)",
    );
    c(
        try_raked_product(Layout::new((_4, _4), (_4, _1)), Layout::new(_3, _1)),
        "raked_product((_4,_4):(_4,_1),_3:_1)",
    );
    c(
        try_flat_product(Layout::new((_2,), (1,)), Layout::new(_1, _1)),
        "flat_product((_2):(1),_1:_1)",
    );
    c(
        try_blocked_product(Layout::new(_2, _8), Layout::new((2, 4), (1, _2))),
        "blocked_product(_2:_8,(2,4):(1,_2))",
    );
    c(
        try_zipped_product(Layout::new(_1, _1), Layout::new(_1, _2)),
        "zipped_product(_1:_1,_1:_2)",
    );
    c(
        try_logical_product(
            Layout::new((_8, _3, _1), (_3, _1, _1)),
            Layout::new((_6,), (_1,)),
        ),
        "logical_product((_8,_3,_1):(_3,_1,_1),(_6):(_1))",
    );
}

#[test]
fn product_2() {
    c(
        try_logical_product(Layout::new(_1, 1), Layout::new(_2, _1)),
        "logical_product(_1:1,_2:_1)",
    );
    c(
        try_flat_product(Layout::new(4, 1), Layout::new((1, 4), (4, 1))),
        "flat_product(4:1,(1,4):(4,1))",
    );
    c(
        try_logical_product(Layout::new(_3, _16), Layout::new((_2,), (_3,))),
        "logical_product(_3:_16,(_2):(_3))",
    );
    c(
        try_zipped_product(Layout::new((_4,), (_1,)), Layout::new((_1, _2), (_0, _6))),
        "zipped_product((_4):(_1),(_1,_2):(_0,_6))",
    );
    c(
        try_raked_product(
            Layout::new((_4, _3), (_1, _4)),
            Layout::new((_6, _2), (_12, _16)),
        ),
        "raked_product((_4,_3):(_1,_4),(_6,_2):(_12,_16))",
    );
    c(
        try_logical_product(Layout::new(_6, _1), Layout::new(_6, _1)),
        "logical_product(_6:_1,_6:_1)",
    );
    c(
        try_blocked_product(Layout::new(_2, _1), Layout::new((_1, _4, _8), (_1, _1, _4))),
        "blocked_product(_2:_1,(_1,_4,_8):(_1,_1,_4))",
    );
    c(
        try_flat_product(
            Layout::new((2, _2), (2, _1)),
            (Layout::new(_4, _1), Layout::new(_4, _1)),
        ),
        "flat_product((2,_2):(2,_1),(_4:_1,_4:_1))",
    );
    c(
        try_flat_product(Layout::new((_4, _1), (1, _1)), Layout::new((6,), (1,))),
        "flat_product((_4,_1):(1,_1),(6):(1))",
    );
    c(
        try_tiled_product(Layout::new(4, 2), Layout::new((1, 8), (8, 1))),
        "tiled_product(4:2,(1,8):(8,1))",
    );
    c(
        try_zipped_product(
            Layout::new((_4, _8, _1), (_1, _4, _32)),
            Layout::new(_3, _1),
        ),
        "zipped_product((_4,_8,_1):(_1,_4,_32),_3:_1)",
    );
    c(
        try_raked_product(Layout::new((4,), (_1,)), Layout::new((_8, _3), (_1, _8))),
        "raked_product((4):(_1),(_8,_3):(_1,_8))",
    );
    c(
        try_zipped_product(Layout::new(_3, _1), Layout::new(_3, _2)),
        "zipped_product(_3:_1,_3:_2)",
    );
    c(
        try_raked_product(
            Layout::new((_1, _4), (_2, _2)),
            Layout::new((_2, _2, _8), (_12, _12, _4)),
        ),
        "raked_product((_1,_4):(_2,_2),(_2,_2,_8):(_12,_12,_4))",
    );
    c(
        try_zipped_product(Layout::new((_6, _2), (_1, _6)), Layout::new(_3, _3)),
        "zipped_product((_6,_2):(_1,_6),_3:_3)",
    );
    c(
        try_raked_product(
            Layout::new((_8, _3), (_3, _1)),
            Layout::new((_8, _4, _4), (_1, _8, _32)),
        ),
        "raked_product((_8,_3):(_3,_1),(_8,_4,_4):(_1,_8,_32))",
    );
    c(
        try_tiled_product(Layout::new(4, 16), Layout::new(_1, _4)),
        "tiled_product(4:16,_1:_4)",
    );
    c(
        try_logical_product(
            Layout::new(_2, _2),
            Layout::new((_4, _2, _4), (_1, _16, _4)),
        ),
        "logical_product(_2:_2,(_4,_2,_4):(_1,_16,_4))",
    );
    c(
        try_flat_product(Layout::new(_2, _1), Layout::new(_2, _2)),
        "flat_product(_2:_1,_2:_2)",
    );
    c(
        try_logical_product(
            Layout::new((_6, _4), (_4, _1)),
            Layout::new((_6, _8), (_1, _6)),
        ),
        "logical_product((_6,_4):(_4,_1),(_6,_8):(_1,_6))",
    );
    c(
        try_blocked_product(
            Layout::new((8, _8, 4), (_0, _4, _1)),
            Layout::new((_1, 6), (_1, _1)),
        ),
        "blocked_product((8,_8,4):(_0,_4,_1),(_1,6):(_1,_1))",
    );
    c(
        try_blocked_product(Layout::new(4, 1), Layout::new(3, 1)),
        "blocked_product(4:1,3:1)",
    );
    c(
        try_raked_product(Layout::new((_4, 8), (_4, _16)), Layout::new((_2,), (_1,))),
        "raked_product((_4,8):(_4,_16),(_2):(_1))",
    );
    c(
        try_tiled_product(Layout::new(_3, _1), Layout::new(_3, _1)),
        "tiled_product(_3:_1,_3:_1)",
    );
    c(
        try_tiled_product(Layout::new(_2, 1), Layout::new(2, _1)),
        "tiled_product(_2:1,2:_1)",
    );
    c(
        try_logical_product(Layout::new(_2, _1), Layout::new(_2, _1)),
        "logical_product(_2:_1,_2:_1)",
    );
    c(
        try_tiled_product(Layout::new(_6, _1), Layout::new((_2, _2), (_2, _4))),
        "tiled_product(_6:_1,(_2,_2):(_2,_4))",
    );
    c(
        try_blocked_product(Layout::new(_4, _2), Layout::new(_1, _2)),
        "blocked_product(_4:_2,_1:_2)",
    );
    c(
        try_zipped_product(Layout::new(_6, _1), Layout::new((_8, _8), (2, 16))),
        "zipped_product(_6:_1,(_8,_8):(2,16))",
    );
    c(
        try_blocked_product(Layout::new(_3, _1), Layout::new(_3, 1)),
        "blocked_product(_3:_1,_3:1)",
    );
    c(
        try_zipped_product(Layout::new(_2, _1), Layout::new(_2, _1)),
        "zipped_product(_2:_1,_2:_1)",
    );
    c(
        try_flat_product(Layout::new(1, 1), Layout::new((_4, _2), (4, 2))),
        "flat_product(1:1,(_4,_2):(4,2))",
    );
    c(
        try_flat_product(Layout::new(_1, 1), Layout::new((_4,), (_1,))),
        "flat_product(_1:1,(_4):(_1))",
    );
    c(
        try_raked_product(Layout::new(_8, _1), Layout::new((_1, _8), (_4, _12))),
        "raked_product(_8:_1,(_1,_8):(_4,_12))",
    );
    c(
        try_blocked_product(Layout::new(_4, _1), Layout::new((_6, _3), (_1, _6))),
        "blocked_product(_4:_1,(_6,_3):(_1,_6))",
    );
    c(
        try_blocked_product(Layout::new((4, _8), (_8, _1)), Layout::new(_4, 0)),
        "blocked_product((4,_8):(_8,_1),_4:0)",
    );
    c(
        try_logical_product(Layout::new((_3, _3, _8), (_1, 0, 16)), (X,)),
        "logical_product((_3,_3,_8):(_1,0,16),(_))",
    );
    c(
        try_raked_product(Layout::new(_1, _2), Layout::new((_2, 1), (_1, _1))),
        "raked_product(_1:_2,(_2,1):(_1,_1))",
    );
    c(
        try_blocked_product(Layout::new(2, _1), Layout::new(_2, _1)),
        "blocked_product(2:_1,_2:_1)",
    );
    c(
        try_blocked_product(Layout::new(_6, _1), Layout::new(_1, _1)),
        "blocked_product(_6:_1,_1:_1)",
    );
}

#[test]
fn product_3() {
    c(
        try_zipped_product(
            Layout::new((_4, _2), (_1, _4)),
            Layout::new((_2, _4), (_2, _4)),
        ),
        "zipped_product((_4,_2):(_1,_4),(_2,_4):(_2,_4))",
    );
    c(
        try_zipped_product(Layout::new(_4, _2), Layout::new(_1, _1)),
        "zipped_product(_4:_2,_1:_1)",
    );
    c(
        try_tiled_product(Layout::new(_8, _1), Layout::new((_2, _2), (_2, _4))),
        "tiled_product(_8:_1,(_2,_2):(_2,_4))",
    );
    c(
        try_tiled_product(Layout::new((2,), (1,)), Layout::new((6, 2), (1, 6))),
        "tiled_product((2):(1),(6,2):(1,6))",
    );
    c(
        try_tiled_product(Layout::new((_6, _6), (_1, _8)), (Layout::new(_4, _2),)),
        "tiled_product((_6,_6):(_1,_8),(_4:_2))",
    );
    c(
        try_zipped_product(Layout::new(_2, _1), Layout::new((_2, _8), (_1, _2))),
        "zipped_product(_2:_1,(_2,_8):(_1,_2))",
    );
    c(
        try_raked_product(Layout::new((_4, _8), (_1, _4)), Layout::new(_4, _1)),
        "raked_product((_4,_8):(_1,_4),_4:_1)",
    );
    c(
        try_blocked_product(Layout::new((_4, _1, _2), (_1, 4, _4)), Layout::new(6, _3)),
        "blocked_product((_4,_1,_2):(_1,4,_4),6:_3)",
    );
    c(
        try_tiled_product(Layout::new((2,), (_4,)), (Layout::new(_1, _1),)),
        "tiled_product((2):(_4),(_1:_1))",
    );
    c(
        try_zipped_product(Layout::new((_4, _1), (_1, 1)), Layout::new(_2, _1)),
        "zipped_product((_4,_1):(_1,1),_2:_1)",
    );
    c(
        try_flat_product(
            Layout::new((_2, _2), (_1, _2)),
            (
                Layout::new((_2, _2), (_1, _2)),
                Layout::new((_4, _6), (_2, _16)),
            ),
        ),
        "flat_product((_2,_2):(_1,_2),((_2,_2):(_1,_2),(_4,_6):(_2,_16)))",
    );
    c(
        try_blocked_product(Layout::new(_3, _2), Layout::new((_6, _4), (_1, _6))),
        "blocked_product(_3:_2,(_6,_4):(_1,_6))",
    );
    c(
        try_zipped_product(Layout::new(_3, _1), Layout::new((_8, _4), (_8, _2))),
        "zipped_product(_3:_1,(_8,_4):(_8,_2))",
    );
    c(
        try_blocked_product(
            Layout::new((_2, _4), (_1, _2)),
            Layout::new((_1, _1), (_1, _1)),
        ),
        "blocked_product((_2,_4):(_1,_2),(_1,_1):(_1,_1))",
    );
    c(
        try_blocked_product(
            Layout::new((_2, _8), (_1, _2)),
            Layout::new((_8, _2), (2, _4)),
        ),
        "blocked_product((_2,_8):(_1,_2),(_8,_2):(2,_4))",
    );
    c(
        try_tiled_product(Layout::new((2, 4), (4, 1)), (Layout::new((2, 4), (2, 4)),)),
        "tiled_product((2,4):(4,1),((2,4):(2,4)))",
    );
    c(
        try_flat_product(Layout::new((_2, _1), (_2, _4)), Layout::new(4, _1)),
        "flat_product((_2,_1):(_2,_4),4:_1)",
    );
    c(
        try_logical_product(Layout::new((_3, _4, _4), (_0, _4, _1)), Layout::new(_8, _1)),
        "logical_product((_3,_4,_4):(_0,_4,_1),_8:_1)",
    );
    c(
        try_raked_product(Layout::new(8, 1), Layout::new((2, 2), (8, 16))),
        "raked_product(8:1,(2,2):(8,16))",
    );
    c(
        try_zipped_product(Layout::new((_1, _2, _2), (_1, _1, _2)), Layout::new(_4, 1)),
        "zipped_product((_1,_2,_2):(_1,_1,_2),_4:1)",
    );
    c(
        try_flat_product(Layout::new((_8, _4), (_1, _8)), Layout::new((_2,), (_2,))),
        "flat_product((_8,_4):(_1,_8),(_2):(_2))",
    );
    c(
        try_logical_product(
            Layout::new((_2, _4, _3), (_1, _6, _2)),
            Layout::new((_6, _8), (_16, _3)),
        ),
        "logical_product((_2,_4,_3):(_1,_6,_2),(_6,_8):(_16,_3))",
    );
    c(
        try_zipped_product(Layout::new((8,), (_1,)), Layout::new(1, _2)),
        "zipped_product((8):(_1),1:_2)",
    );
    c(
        try_logical_product(
            Layout::new((_3, _2), (_2, _1)),
            Layout::new((_4, _4), (_8, _2)),
        ),
        "logical_product((_3,_2):(_2,_1),(_4,_4):(_8,_2))",
    );
    c(
        try_flat_product(Layout::new(_3, _1), Layout::new(_4, _2)),
        "flat_product(_3:_1,_4:_2)",
    );
    c(
        try_tiled_product(Layout::new(_2, _2), Layout::new(_1, _1)),
        "tiled_product(_2:_2,_1:_1)",
    );
    c(
        try_zipped_product(Layout::new(_3, _1), Layout::new(_1, _3)),
        "zipped_product(_3:_1,_1:_3)",
    );
    c(
        try_blocked_product(Layout::new((_3, _2), (_2, _1)), Layout::new((_2,), (_3,))),
        "blocked_product((_3,_2):(_2,_1),(_2):(_3))",
    );
    c(
        try_flat_product(Layout::new((_2, _2), (_2, _4)), Layout::new((_2,), (_16,))),
        "flat_product((_2,_2):(_2,_4),(_2):(_16))",
    );
    c(
        try_tiled_product(Layout::new((_2,), (2,)), Layout::new((8, 2), (_2, _1))),
        "tiled_product((_2):(2),(8,2):(_2,_1))",
    );
    c(
        try_zipped_product(Layout::new(_4, _1), Layout::new(_1, _1)),
        "zipped_product(_4:_1,_1:_1)",
    );
    c(
        try_logical_product(Layout::new((_8,), (_1,)), Layout::new(2, 2)),
        "logical_product((_8):(_1),2:2)",
    );
    c(
        try_logical_product(Layout::new(4, 16), Layout::new((2, 4), (2, 4))),
        "logical_product(4:16,(2,4):(2,4))",
    );
    c(
        try_raked_product(Layout::new(_8, _1), Layout::new((_2, _2), (_0, _1))),
        "raked_product(_8:_1,(_2,_2):(_0,_1))",
    );
    c(
        try_zipped_product(Layout::new(8, 1), Layout::new((3,), (1,))),
        "zipped_product(8:1,(3):(1))",
    );
    c(
        try_zipped_product(
            Layout::new((8, 1), (1, 8)),
            (Layout::new(1, 1), Layout::new((4, 6, 2), (1, 8, 4))),
        ),
        "zipped_product((8,1):(1,8),(1:1,(4,6,2):(1,8,4)))",
    );
    c(
        try_logical_product(
            Layout::new((_8, _4, _1), (_4, _1, _4)),
            Layout::new((_6, _1), (_2, _2)),
        ),
        "logical_product((_8,_4,_1):(_4,_1,_4),(_6,_1):(_2,_2))",
    );
    c(
        try_logical_product(Layout::new(_4, _1), Layout::new(_2, _1)),
        "logical_product(_4:_1,_2:_1)",
    );
    c(
        try_raked_product(Layout::new(_8, 1), Layout::new((6, _3, 4), (_12, _4, 1))),
        "raked_product(_8:1,(6,_3,4):(_12,_4,1))",
    );
    c(
        try_blocked_product(Layout::new(4, 1), Layout::new((8, 1), (1, 1))),
        "blocked_product(4:1,(8,1):(1,1))",
    );
}

#[test]
fn product_4() {
    c(
        try_zipped_product(
            Layout::new((3, 1, 4), (4, 12, 1)),
            (
                Layout::new((4, 2, 4), (16, 2, 4)),
                Layout::new((2, 4), (1, 2)),
            ),
        ),
        "zipped_product((3,1,4):(4,12,1),((4,2,4):(16,2,4),(2,4):(1,2)))",
    );
    c(
        try_blocked_product(Layout::new(2, 1), Layout::new((3, 6), (6, 1))),
        "blocked_product(2:1,(3,6):(6,1))",
    );
    c(
        try_tiled_product(
            Layout::new((_4,), (_2,)),
            (Layout::new((_2, _8), (_6, _6)),),
        ),
        "tiled_product((_4):(_2),((_2,_8):(_6,_6)))",
    );
    c(
        try_tiled_product(
            Layout::new((_6, _6, _2), (_1, _12, _6)),
            Layout::new(_3, _1),
        ),
        "tiled_product((_6,_6,_2):(_1,_12,_6),_3:_1)",
    );
    c(
        try_logical_product(Layout::new((_3, _3), (_1, _3)), Layout::new(_1, _9)),
        "logical_product((_3,_3):(_1,_3),_1:_9)",
    );
    c(
        try_tiled_product(Layout::new((_3,), (1,)), Layout::new(_1, _1)),
        "tiled_product((_3):(1),_1:_1)",
    );
    c(
        try_flat_product(Layout::new((_2,), (_2,)), Layout::new((_2, _2), (_2, _1))),
        "flat_product((_2):(_2),(_2,_2):(_2,_1))",
    );
    c(
        try_blocked_product(Layout::new((_2, _3), (_3, _1)), Layout::new(_4, _1)),
        "blocked_product((_2,_3):(_3,_1),_4:_1)",
    );
    c(
        try_blocked_product(Layout::new(_4, _1), Layout::new((_2, _2), (_2, _1))),
        "blocked_product(_4:_1,(_2,_2):(_2,_1))",
    );
    c(
        try_zipped_product(Layout::new(_4, _2), Layout::new(1, _4)),
        "zipped_product(_4:_2,1:_4)",
    );
    c(
        try_zipped_product(Layout::new(_8, _2), Layout::new(_1, _1)),
        "zipped_product(_8:_2,_1:_1)",
    );
    c(
        try_logical_product(Layout::new(_1, _1), Layout::new(_1, _1)),
        "logical_product(_1:_1,_1:_1)",
    );
    c(
        try_zipped_product(Layout::new((_8, _8), (_1, _8)), Layout::new(_32, _2)),
        "zipped_product((_8,_8):(_1,_8),_32:_2)",
    );
    c(
        try_zipped_product(Layout::new((_2, _3), (_12, _1)), Layout::new(_2, _1)),
        "zipped_product((_2,_3):(_12,_1),_2:_1)",
    );
    c(
        try_blocked_product(Layout::new(_3, _2), Layout::new(_1, _1)),
        "blocked_product(_3:_2,_1:_1)",
    );
    c(
        try_blocked_product(
            Layout::new((_4, _2), (_2, _1)),
            Layout::new((_6, _4), (_1, _6)),
        ),
        "blocked_product((_4,_2):(_2,_1),(_6,_4):(_1,_6))",
    );
    c(
        try_tiled_product(Layout::new((_3, _3, _2), (_1, _3, _9)), Layout::new(3, _1)),
        "tiled_product((_3,_3,_2):(_1,_3,_9),3:_1)",
    );
    c(
        try_logical_product(Layout::new(_8, _1), Layout::new(_2, _1)),
        "logical_product(_8:_1,_2:_1)",
    );
    c(
        try_flat_product(Layout::new(2, 2), Layout::new(4, 1)),
        "flat_product(2:2,4:1)",
    );
    c(
        try_logical_product(Layout::new(_8, _12), Layout::new(_1, _1)),
        "logical_product(_8:_12,_1:_1)",
    );
    c(
        try_raked_product(Layout::new((_4,), (_2,)), Layout::new((_4, _2), (_1, _4))),
        "raked_product((_4):(_2),(_4,_2):(_1,_4))",
    );
    c(
        try_raked_product(Layout::new(_8, _1), Layout::new((_2, _2), (_1, _2))),
        "raked_product(_8:_1,(_2,_2):(_1,_2))",
    );
    c(
        try_logical_product(Layout::new(_3, _1), Layout::new((_2, _4), (1, _1))),
        "logical_product(_3:_1,(_2,_4):(1,_1))",
    );
    c(
        try_logical_product(Layout::new((_8,), (_1,)), Layout::new((_4,), (_2,))),
        "logical_product((_8):(_1),(_4):(_2))",
    );
    c(
        try_logical_product(Layout::new(_8, _1), Layout::new(_2, _2)),
        "logical_product(_8:_1,_2:_2)",
    );
    c(
        try_raked_product(Layout::new(2, _2), Layout::new((_4, _2), (2, 8))),
        "raked_product(2:_2,(_4,_2):(2,8))",
    );
    c(
        try_tiled_product(Layout::new(_4, _2), Layout::new(_1, _1)),
        "tiled_product(_4:_2,_1:_1)",
    );
    c(
        try_logical_product(Layout::new((2, _4), (_1, _2)), Layout::new(_1, 2)),
        "logical_product((2,_4):(_1,_2),_1:2)",
    );
    c(
        try_tiled_product(Layout::new(_2, _1), Layout::new(_1, _1)),
        "tiled_product(_2:_1,_1:_1)",
    );
    c(
        try_blocked_product(Layout::new((_8, _1), (_1, _8)), Layout::new(_8, _2)),
        "blocked_product((_8,_1):(_1,_8),_8:_2)",
    );
    c(
        try_blocked_product(
            Layout::new((_8, _4, _3), (_1, _8, _32)),
            Layout::new((_2, _3), (_1, 2)),
        ),
        "blocked_product((_8,_4,_3):(_1,_8,_32),(_2,_3):(_1,2))",
    );
    c(
        try_logical_product(Layout::new((_4, _8), (_8, _1)), Layout::new((_3,), (_2,))),
        "logical_product((_4,_8):(_8,_1),(_3):(_2))",
    );
    c(
        try_logical_product(
            Layout::new((_2, _3, _4), (_12, _4, _1)),
            Layout::new((_6, _1), (_0, _6)),
        ),
        "logical_product((_2,_3,_4):(_12,_4,_1),(_6,_1):(_0,_6))",
    );
    c(
        try_logical_product(Layout::new((1, 8), (_8, 1)), (X, Layout::new(_6, _1))),
        "logical_product((1,8):(_8,1),(_,_6:_1))",
    );
    c(
        try_blocked_product(Layout::new(_2, _1), Layout::new(_1, _4)),
        "blocked_product(_2:_1,_1:_4)",
    );
    c(
        try_logical_product(Layout::new((_8, _1), (_1, _8)), Layout::new(_2, _1)),
        "logical_product((_8,_1):(_1,_8),_2:_1)",
    );
    c(
        try_flat_product(
            Layout::new((_1, _2), (_6, _4)),
            (Layout::new((_6, _2), (_3, _16)),),
        ),
        "flat_product((_1,_2):(_6,_4),((_6,_2):(_3,_16)))",
    );
    c(
        try_tiled_product(Layout::new((2, 2), (_2, 1)), (Layout::new(_4, _1),)),
        "tiled_product((2,2):(_2,1),(_4:_1))",
    );
    c(
        try_raked_product(
            Layout::new((_6, _1), (_2, _2)),
            Layout::new((_8, _2), (_2, _16)),
        ),
        "raked_product((_6,_1):(_2,_2),(_8,_2):(_2,_16))",
    );
    c(
        try_raked_product(Layout::new(_8, _1), Layout::new(1, 1)),
        "raked_product(_8:_1,1:1)",
    );
}
