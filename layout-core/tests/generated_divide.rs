// THIS IS GENERATED CODE by layout-core/tests/gen/algebra_ops.py; do not edit.
//! Differential tests (divide): the typed layer prints exactly like the runtime layer.
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
fn divide_0() {
    c(
        try_logical_divide(Layout::new(3, 2), Layout::new(3, 1)),
        "logical_divide(3:2,3:1)",
    );
    c(
        try_tiled_divide(Layout::new((4,), (_1,)), (Layout::new(_2, _2),)),
        "tiled_divide((4):(_1),(_2:_2))",
    );
    c(
        try_tiled_divide(
            Layout::new(((_2, _8), (_3, _2, _6)), ((_1, _2), (_16, _48, _96))),
            Layout::new(_1, _1),
        ),
        "tiled_divide(((_2,_8),(_3,_2,_6)):((_1,_2),(_16,_48,_96)),_1:_1)",
    );
    c(
        try_logical_divide(Layout::new((_6, _3), (_3, _1)), (Layout::new(_2, _3),)),
        "logical_divide((_6,_3):(_3,_1),(_2:_3))",
    );
    c(
        try_flat_divide(Layout::new(_3, _1), Layout::new(_3, _1)),
        "flat_divide(_3:_1,_3:_1)",
    );
    c(
        try_tiled_divide(Layout::new((4, (1,)), (1, (4,))), (Layout::new(2, 2), 1)),
        "tiled_divide((4,(1)):(1,(4)),(2:2,1))",
    );
    c(
        try_logical_divide(Layout::new(_4, _1), Layout::new(_2, _2)),
        "logical_divide(_4:_1,_2:_2)",
    );
    c(
        try_logical_divide(Layout::new(((_2,), _2), ((_8,), _3)), Layout::new(_2, _2)),
        "logical_divide(((_2),_2):((_8),_3),_2:_2)",
    );
    c(
        try_logical_divide(
            Layout::new(((_2, _1), (_3,), (_1, 3)), ((9, _9), (_3,), (_3, _1))),
            (X, Layout::new(_1, _2)),
        ),
        "logical_divide(((_2,_1),(_3),(_1,3)):((9,_9),(_3),(_3,_1)),(_,_1:_2))",
    );
    c(
        try_zipped_divide(Layout::new(_6, _4), Layout::new(_1, _6)),
        "zipped_divide(_6:_4,_1:_6)",
    );
    c(
        try_flat_divide(Layout::new((4,), (_1,)), (_2,)),
        "flat_divide((4):(_1),(_2))",
    );
    c(
        try_flat_divide(Layout::new((_2,), (_1,)), (Layout::new(_2, _1),)),
        "flat_divide((_2):(_1),(_2:_1))",
    );
    c(
        try_zipped_divide(Layout::new(_1, _1), Layout::new(_1, _1)),
        "zipped_divide(_1:_1,_1:_1)",
    );
    c(
        try_logical_divide(Layout::new(_6, _2), Layout::new(1, 2)),
        "logical_divide(_6:_2,1:2)",
    );
    c(
        try_flat_divide(Layout::new((6,), (_1,)), Layout::new(_6, 2)),
        "flat_divide((6):(_1),_6:2)",
    );
    c(
        try_tiled_divide(
            Layout::new((_2, (_2, _4)), (_1, (_2, _4))),
            Layout::new(_2, _1),
        ),
        "tiled_divide((_2,(_2,_4)):(_1,(_2,_4)),_2:_1)",
    );
    c(
        try_zipped_divide(
            Layout::new(
                ((_1, _6, _3), (_4, _2), (_2,)),
                ((_4, _0, _1), (_6, _1), (_3,)),
            ),
            Layout::new(_2, _144),
        ),
        "zipped_divide(((_1,_6,_3),(_4,_2),(_2)):((_4,_0,_1),(_6,_1),(_3)),_2:_144)",
    );
    c(
        try_zipped_divide(Layout::new(_8, _2), Layout::new(_1, 1)),
        "zipped_divide(_8:_2,_1:1)",
    );
    c(
        try_zipped_divide(Layout::new(((_1,),), ((_1,),)), (Layout::new(_1, _1),)),
        "zipped_divide(((_1)):((_1)),(_1:_1))",
    );
    c(
        try_tiled_divide(
            Layout::new(((_3,), (_4, _3)), ((_1,), (_3, _12))),
            Layout::new(_3, _1),
        ),
        "tiled_divide(((_3),(_4,_3)):((_1),(_3,_12)),_3:_1)",
    );
    c(
        try_zipped_divide(
            Layout::new(((_3, _2),), ((_2, _6),)),
            Layout::new((_2, _3), (_1, _2)),
        ),
        "zipped_divide(((_3,_2)):((_2,_6)),(_2,_3):(_1,_2))",
    );
    c(
        try_zipped_divide(Layout::new(_1, _1), Layout::new(_1, 1)),
        "zipped_divide(_1:_1,_1:1)",
    );
    c(
        try_logical_divide(Layout::new(_8, _1), Layout::new(_2, _2)),
        "logical_divide(_8:_1,_2:_2)",
    );
    c(
        try_logical_divide(Layout::new(_1, _1), Layout::new(_1, _1)),
        "logical_divide(_1:_1,_1:_1)",
    );
    c(
        try_logical_divide(Layout::new(_1, _1), Layout::new(_1, _2)),
        "logical_divide(_1:_1,_1:_2)",
    );
    c(
        try_zipped_divide(Layout::new(((_6,), 2), ((_2,), _1)), Layout::new(2, 1)),
        "zipped_divide(((_6),2):((_2),_1),2:1)",
    );
    c(
        try_logical_divide(Layout::new(_2, _6), Layout::new(_1, _2)),
        "logical_divide(_2:_6,_1:_2)",
    );
    c(
        try_tiled_divide(Layout::new(8, 1), Layout::new(1, _8)),
        "tiled_divide(8:1,1:_8)",
    );
    c(
        try_tiled_divide(Layout::new(1, 2), Layout::new(1, 1)),
        "tiled_divide(1:2,1:1)",
    );
    c(
        try_logical_divide(
            Layout::new(((_4, _4), (_3, _2), (_2,)), ((_48, _6), (_2, _24), (_192,))),
            (Layout::new(_16, _1),),
        ),
        "logical_divide(((_4,_4),(_3,_2),(_2)):((_48,_6),(_2,_24),(_192)),(_16:_1))",
    );
    c(
        try_tiled_divide(Layout::new(2, 1), Layout::new(2, 1)),
        "tiled_divide(2:1,2:1)",
    );
    c(
        try_flat_divide(Layout::new(((_2, _4),), ((_1, _2),)), Layout::new(_4, _1)),
        "flat_divide(((_2,_4)):((_1,_2)),_4:_1)",
    );
    c(
        try_logical_divide(
            Layout::new(((_2, _4), _3, _2), ((_2, _4), _16, _1)),
            Layout::new(_2, _24),
        ),
        "logical_divide(((_2,_4),_3,_2):((_2,_4),_16,_1),_2:_24)",
    );
    c(
        try_zipped_divide(Layout::new(_8, 1), Layout::new(2, _2)),
        "zipped_divide(_8:1,2:_2)",
    );
    c(
        try_flat_divide(Layout::new(6, 1), Layout::new(6, 1)),
        "flat_divide(6:1,6:1)",
    );
    c(
        try_zipped_divide(Layout::new(_8, _1), Layout::new(_2, _4)),
        "zipped_divide(_8:_1,_2:_4)",
    );
    c(
        try_logical_divide(Layout::new(2, 2), Layout::new(_1, _2)),
        "logical_divide(2:2,_1:_2)",
    );
    c(
        try_logical_divide(Layout::new((2, (2,)), (2, (1,))), (Layout::new(2, 1),)),
        "logical_divide((2,(2)):(2,(1)),(2:1))",
    );
    c(
        try_tiled_divide(Layout::new(6, _2), Layout::new((2, 3), (_2, _4))),
        "tiled_divide(6:_2,(2,3):(_2,_4))",
    );
    c(
        try_logical_divide(Layout::new(_2, _2), Layout::new(_2, _1)),
        "logical_divide(_2:_2,_2:_1)",
    );
}

#[test]
fn divide_1() {
    c(
        try_zipped_divide(Layout::new(_8, _1), Layout::new(_8, _2)),
        "zipped_divide(_8:_1,_8:_2)",
    );
    c(
        try_zipped_divide(Layout::new(4, 2), Layout::new(1, 1)),
        "zipped_divide(4:2,1:1)",
    );
    c(
        try_logical_divide(Layout::new(((4, _8), _3), ((_1, _4), _32)), (X,)),
        "logical_divide(((4,_8),_3):((_1,_4),_32),(_))",
    );
    c(
        try_logical_divide(Layout::new((8,), (_2,)), (X,)),
        "logical_divide((8):(_2),(_))",
    );
    c(
        try_zipped_divide(Layout::new(_4, _1), Layout::new(_4, _1)),
        "zipped_divide(_4:_1,_4:_1)",
    );
    c(
        try_flat_divide(Layout::new(_4, _1), Layout::new(_1, _1)),
        "flat_divide(_4:_1,_1:_1)",
    );
    c(
        try_tiled_divide(
            Layout::new((_2, _1, (_4, _2)), (_1, _2, (_2, _8))),
            (Layout::new(_2, _1),),
        ),
        "tiled_divide((_2,_1,(_4,_2)):(_1,_2,(_2,_8)),(_2:_1))",
    );
    c(
        try_zipped_divide(Layout::new(_3, _1), Layout::new(_1, _1)),
        "zipped_divide(_3:_1,_1:_1)",
    );
    c(
        try_flat_divide(Layout::new(_4, _1), Layout::new(_1, _2)),
        "flat_divide(_4:_1,_1:_2)",
    );
    c(
        try_flat_divide(
            Layout::new(((6,), (4, 4, 4), (1, 6)), ((768,), (192, 48, 12), (12, 2))),
            Layout::new(24, 96),
        ),
        "flat_divide(((6),(4,4,4),(1,6)):((768),(192,48,12),(12,2)),24:96)",
    );
    c(
        try_tiled_divide(Layout::new(_4, _2), Layout::new(_1, _1)),
        "tiled_divide(_4:_2,_1:_1)",
    );
    c(
        try_zipped_divide(
            Layout::new(((1, 6, 8), 2), ((1, 1, 6), 48)),
            Layout::new(48, 1),
        ),
        "zipped_divide(((1,6,8),2):((1,1,6),48),48:1)",
    );
    c(
        try_zipped_divide(Layout::new(4, 1), Layout::new(1, 1)),
        "zipped_divide(4:1,1:1)",
    );
    c(
        try_logical_divide(Layout::new(_4, _1), Layout::new(_1, _1)),
        "logical_divide(_4:_1,_1:_1)",
    );
    c(
        try_logical_divide(
            Layout::new(
                ((4, 2), (4, 4), (8, 4, 6)),
                ((2, 8), (16, 64), (256, 2048, 8192)),
            ),
            (Layout::new(8, 1), Layout::new(1, 1)),
        ),
        "logical_divide(((4,2),(4,4),(8,4,6)):((2,8),(16,64),(256,2048,8192)),(8:1,1:1))",
    );
    c(
        try_logical_divide(
            Layout::new(
                ((_8, _4, _2), (_4, _2, _2)),
                (
                    (_1, _8, _32),
                    (_64, _256, layout_core::typenum::consts::P512::new()),
                ),
            ),
            Layout::new(_128, _1),
        ),
        "logical_divide(((_8,_4,_2),(_4,_2,_2)):((_1,_8,_32),(_64,_256,_512)),_128:_1)",
    );
    c(
        try_flat_divide(
            Layout::new((_3, (_2, _2, _2)), (_8, (_1, _4, _2))),
            (Layout::new(_3, _2),),
        ),
        "flat_divide((_3,(_2,_2,_2)):(_8,(_1,_4,_2)),(_3:_2))",
    );
    c(
        try_logical_divide(Layout::new(2, 2), Layout::new(2, 1)),
        "logical_divide(2:2,2:1)",
    );
    c(
        try_logical_divide(Layout::new(_1, _2), Layout::new(_1, 1)),
        "logical_divide(_1:_2,_1:1)",
    );
    c(
        try_tiled_divide(Layout::new((_4, _3), (_1, 4)), (_2,)),
        "tiled_divide((_4,_3):(_1,4),(_2))",
    );
    c(
        try_flat_divide(Layout::new(_6, _1), Layout::new(_3, _1)),
        "flat_divide(_6:_1,_3:_1)",
    );
    c(
        try_zipped_divide(Layout::new(((_8, 4),), ((_4, _1),)), Layout::new(_1, 1)),
        "zipped_divide(((_8,4)):((_4,_1)),_1:1)",
    );
    c(
        try_zipped_divide(Layout::new(4, 1), Layout::new(4, 1)),
        "zipped_divide(4:1,4:1)",
    );
    c(
        try_zipped_divide(
            Layout::new(
                ((_4, _1), (_3, _3), (_6, _8)),
                (
                    (
                        layout_core::typenum::consts::P432::new(),
                        layout_core::typenum::consts::P432::new(),
                    ),
                    (_144, _48),
                    (_8, _1),
                ),
            ),
            (Layout::new(_1, _2), X, _6),
        ),
        "zipped_divide(((_4,_1),(_3,_3),(_6,_8)):((_432,_432),(_144,_48),(_8,_1)),(_1:_2,_,_6))",
    );
    c(
        try_logical_divide(Layout::new(4, 1), Layout::new(2, 2)),
        "logical_divide(4:1,2:2)",
    );
    c(
        try_zipped_divide(Layout::new(8, 0), Layout::new(1, 1)),
        "zipped_divide(8:0,1:1)",
    );
    c(
        try_tiled_divide(
            Layout::new(((_3, _1, _1), (_2, _2)), ((_4, _4, _4), (_2, _1))),
            (Layout::new(_1, _3), Layout::new(_1, _4)),
        ),
        "tiled_divide(((_3,_1,_1),(_2,_2)):((_4,_4,_4),(_2,_1)),(_1:_3,_1:_4))",
    );
    c(
        try_flat_divide(
            Layout::new(((6,), (_4,)), ((_4,), (_1,))),
            (Layout::new(2, _2),),
        ),
        "flat_divide(((6),(_4)):((_4),(_1)),(2:_2))",
    );
    c(
        try_logical_divide(Layout::new(_2, _2), Layout::new(_1, _2)),
        "logical_divide(_2:_2,_1:_2)",
    );
    c(
        try_zipped_divide(Layout::new(((2, 4), 1), ((4, 1), 1)), (Layout::new(4, 2),)),
        "zipped_divide(((2,4),1):((4,1),1),(4:2))",
    );
    c(
        try_zipped_divide(Layout::new(_2, _1), Layout::new(2, _1)),
        "zipped_divide(_2:_1,2:_1)",
    );
    c(
        try_tiled_divide(Layout::new(6, 1), Layout::new(6, 1)),
        "tiled_divide(6:1,6:1)",
    );
    c(
        try_flat_divide(
            Layout::new(((_4, _6), (_2,)), ((_2, _8), (_48,))),
            Layout::new(_3, _1),
        ),
        "flat_divide(((_4,_6),(_2)):((_2,_8),(_48)),_3:_1)",
    );
    c(
        try_logical_divide(
            Layout::new((_4, _4, (_2, _1)), (_2, _12, (_1, _12))),
            Layout::new((_2, _4), (_1, _2)),
        ),
        "logical_divide((_4,_4,(_2,_1)):(_2,_12,(_1,_12)),(_2,_4):(_1,_2))",
    );
    c(
        try_logical_divide(Layout::new((_8,), (_1,)), (Layout::new(_1, _2),)),
        "logical_divide((_8):(_1),(_1:_2))",
    );
    c(
        try_tiled_divide(
            Layout::new((_6, (_6, _3, _1)), (_1, (_6, _36, _108))),
            Layout::new(_6, _1),
        ),
        "tiled_divide((_6,(_6,_3,_1)):(_1,(_6,_36,_108)),_6:_1)",
    );
    c(
        try_tiled_divide(Layout::new((_1,), (_1,)), Layout::new(1, _1)),
        "tiled_divide((_1):(_1),1:_1)",
    );
    c(
        try_zipped_divide(
            Layout::new(((2, 8), (3, 6)), ((1, 2), (16, 48))),
            Layout::new(96, 1),
        ),
        "zipped_divide(((2,8),(3,6)):((1,2),(16,48)),96:1)",
    );
    c(
        try_zipped_divide(Layout::new(2, 1), Layout::new(1, _2)),
        "zipped_divide(2:1,1:_2)",
    );
    c(
        try_zipped_divide(
            Layout::new(((_8, 3), (_2, _2)), ((6, 2), (48, 1))),
            (Layout::new(_1, 1),),
        ),
        "zipped_divide(((_8,3),(_2,_2)):((6,2),(48,1)),(_1:1))",
    );
}

#[test]
fn divide_2() {
    c(
        try_logical_divide(Layout::new(_6, _1), Layout::new(1, _6)),
        "logical_divide(_6:_1,1:_6)",
    );
    c(
        try_tiled_divide(Layout::new(_3, 1), Layout::new(_3, _1)),
        "tiled_divide(_3:1,_3:_1)",
    );
    c(
        try_flat_divide(Layout::new(_2, _1), Layout::new(2, _1)),
        "flat_divide(_2:_1,2:_1)",
    );
    c(
        try_tiled_divide(Layout::new((6, _6), (_12, _2)), (1,)),
        "tiled_divide((6,_6):(_12,_2),(1))",
    );
    c(
        try_flat_divide(
            Layout::new(((_6,), (_4,)), ((_4,), (_1,))),
            Layout::new(_8, _3),
        ),
        "flat_divide(((_6),(_4)):((_4),(_1)),_8:_3)",
    );
    c(
        try_tiled_divide(Layout::new(3, 2), Layout::new(1, 2)),
        "tiled_divide(3:2,1:2)",
    );
    c(
        try_logical_divide(
            Layout::new(
                ((_4, _4, _1), (_4, _1), (_6,)),
                ((_16, _3, _1), (_16, _4), (_4,)),
            ),
            (Layout::new(_8, _1), Layout::new(_2, _1)),
        ),
        "logical_divide(((_4,_4,_1),(_4,_1),(_6)):((_16,_3,_1),(_16,_4),(_4)),(_8:_1,_2:_1))",
    );
    c(
        try_logical_divide(Layout::new(_2, _1), Layout::new(_1, _1)),
        "logical_divide(_2:_1,_1:_1)",
    );
    c(
        try_flat_divide(
            Layout::new(((6, 4, 2),), ((4, 1, 12),)),
            (Layout::new(3, 1),),
        ),
        "flat_divide(((6,4,2)):((4,1,12)),(3:1))",
    );
    c(
        try_zipped_divide(Layout::new(((_4, _2), (_4,)), ((_8, _4), (_2,))), (X,)),
        "zipped_divide(((_4,_2),(_4)):((_8,_4),(_2)),(_))",
    );
    c(
        try_logical_divide(Layout::new(_8, _2), Layout::new(4, _1)),
        "logical_divide(_8:_2,4:_1)",
    );
    c(
        try_zipped_divide(
            Layout::new(((_6, _1), _2), ((_1, _6), _6)),
            Layout::new(_3, _1),
        ),
        "zipped_divide(((_6,_1),_2):((_1,_6),_6),_3:_1)",
    );
    c(
        try_flat_divide(Layout::new(2, 1), Layout::new(2, 1)),
        "flat_divide(2:1,2:1)",
    );
    c(
        try_tiled_divide(Layout::new(((_2,),), ((_2,),)), (Layout::new(_2, _2),)),
        "tiled_divide(((_2)):((_2)),(_2:_2))",
    );
    c(
        try_flat_divide(Layout::new(1, _2), Layout::new(1, _1)),
        "flat_divide(1:_2,1:_1)",
    );
    c(
        try_logical_divide(Layout::new((_2,), (_1,)), (Layout::new(2, _1),)),
        "logical_divide((_2):(_1),(2:_1))",
    );
    c(
        try_tiled_divide(
            Layout::new(
                ((_2, _6), (_8, _4), (_1, _1)),
                ((_12, _2), (_1, _0), (_12, _1)),
            ),
            Layout::new(_6, _1),
        ),
        "tiled_divide(((_2,_6),(_8,_4),(_1,_1)):((_12,_2),(_1,_0),(_12,_1)),_6:_1)",
    );
    c(
        try_logical_divide(
            Layout::new(
                (_4, _6, (_3, _8)),
                (layout_core::typenum::consts::P288::new(), _48, (_16, _2)),
            ),
            (_4,),
        ),
        "logical_divide((_4,_6,(_3,_8)):(_288,_48,(_16,_2)),(_4))",
    );
    c(
        try_flat_divide(Layout::new(_8, _2), Layout::new((_2, _4), (_1, _2))),
        "flat_divide(_8:_2,(_2,_4):(_1,_2))",
    );
    c(
        try_tiled_divide(
            Layout::new(((_4, _1), (_8, _4), _3), ((1, _3), (_2, _2), _1)),
            (Layout::new(_1, _1), Layout::new(_4, _1), _3),
        ),
        "tiled_divide(((_4,_1),(_8,_4),_3):((1,_3),(_2,_2),_1),(_1:_1,_4:_1,_3))",
    );
    c(
        try_tiled_divide(
            Layout::new(((_3, _2), _3), ((_1, _3), _6)),
            (Layout::new(_2, _1), Layout::new(_3, _1)),
        ),
        "tiled_divide(((_3,_2),_3):((_1,_3),_6),(_2:_1,_3:_1))",
    );
    c(
        try_logical_divide(Layout::new(3, _1), Layout::new(3, 1)),
        "logical_divide(3:_1,3:1)",
    );
    c(
        try_tiled_divide(Layout::new(_3, _2), Layout::new(_1, _1)),
        "tiled_divide(_3:_2,_1:_1)",
    );
    c(
        try_logical_divide(
            Layout::new(((_4, _6),), ((_12, _2),)),
            (Layout::new((_2, _3), (_2, _4)),),
        ),
        "logical_divide(((_4,_6)):((_12,_2)),((_2,_3):(_2,_4)))",
    );
    c(
        try_flat_divide(Layout::new(2, _1), Layout::new(_2, _2)),
        "flat_divide(2:_1,_2:_2)",
    );
    c(
        try_logical_divide(Layout::new(_2, _1), Layout::new(1, _2)),
        "logical_divide(_2:_1,1:_2)",
    );
    c(
        try_zipped_divide(
            Layout::new(((_1, 1, 2), (_1, _8, 1)), ((16, 16, _8), (_8, 1, _1))),
            (Layout::new(1, _2),),
        ),
        "zipped_divide(((_1,1,2),(_1,_8,1)):((16,16,_8),(_8,1,_1)),(1:_2))",
    );
    c(
        try_flat_divide(
            Layout::new((_6, (_4, _4)), (_16, (_4, _1))),
            Layout::new(_1, _96),
        ),
        "flat_divide((_6,(_4,_4)):(_16,(_4,_1)),_1:_96)",
    );
    c(
        try_flat_divide(
            Layout::new((4, (8, 1), (2, 1, 6)), (6, (6, 1), (16, 6, 4))),
            Layout::new(8, 1),
        ),
        "flat_divide((4,(8,1),(2,1,6)):(6,(6,1),(16,6,4)),8:1)",
    );
    c(
        try_flat_divide(
            Layout::new(((1, 8), 2, (6, 4)), ((384, 48), 24, (4, 1))),
            (8, Layout::new(2, 1), 12),
        ),
        "flat_divide(((1,8),2,(6,4)):((384,48),24,(4,1)),(8,2:1,12))",
    );
    c(
        try_tiled_divide(
            Layout::new(((_2, 6, _8), _8), ((48, _1, 96), _6)),
            Layout::new(_3, _2),
        ),
        "tiled_divide(((_2,6,_8),_8):((48,_1,96),_6),_3:_2)",
    );
    c(
        try_tiled_divide(Layout::new(_4, 1), Layout::new(1, _1)),
        "tiled_divide(_4:1,1:_1)",
    );
    c(
        try_zipped_divide(Layout::new(_4, _1), Layout::new(_1, _1)),
        "zipped_divide(_4:_1,_1:_1)",
    );
    c(
        try_zipped_divide(Layout::new(((_4,),), ((_1,),)), Layout::new(_4, _1)),
        "zipped_divide(((_4)):((_1)),_4:_1)",
    );
    c(
        try_tiled_divide(Layout::new((4, (4, 4)), (16, (4, 1))), (4,)),
        "tiled_divide((4,(4,4)):(16,(4,1)),(4))",
    );
    c(
        try_tiled_divide(
            Layout::new((_4, (_8, _1)), (_1, (_4, _32))),
            Layout::new((_2, _2), (_1, _2)),
        ),
        "tiled_divide((_4,(_8,_1)):(_1,(_4,_32)),(_2,_2):(_1,_2))",
    );
    c(
        try_flat_divide(Layout::new(((_2, _2),), ((_2, _1),)), (_1,)),
        "flat_divide(((_2,_2)):((_2,_1)),(_1))",
    );
    c(
        try_flat_divide(
            Layout::new(((_8, _3, _2), (_2, _8)), ((_2, _16, _48), (96, _192))),
            Layout::new(_256, _3),
        ),
        "flat_divide(((_8,_3,_2),(_2,_8)):((_2,_16,_48),(96,_192)),_256:_3)",
    );
    c(
        try_logical_divide(Layout::new(_2, _2), Layout::new(_2, _2)),
        "logical_divide(_2:_2,_2:_2)",
    );
    c(
        try_flat_divide(
            Layout::new(((3,), (2, 1, 6)), ((1,), (3, 6, 6))),
            (Layout::new(1, 1),),
        ),
        "flat_divide(((3),(2,1,6)):((1),(3,6,6)),(1:1))",
    );
}

#[test]
fn divide_3() {
    c(
        try_flat_divide(Layout::new((1, 1), (2, 2)), (Layout::new(1, 1),)),
        "flat_divide((1,1):(2,2),(1:1))",
    );
    c(
        try_flat_divide(
            Layout::new(((_4, _6), (_8, _2), (_2,)), ((_192, _1), (_12, _96), (_6,))),
            Layout::new(layout_core::typenum::consts::P384::new(), _1),
        ),
        "flat_divide(((_4,_6),(_8,_2),(_2)):((_192,_1),(_12,_96),(_6)),_384:_1)",
    );
    c(
        try_zipped_divide(
            Layout::new(
                ((_8, _2), (_4, 6, _8)),
                (
                    (layout_core::typenum::consts::P384::new(), 192),
                    (_48, _8, _1),
                ),
            ),
            (Layout::new(_1, _1), Layout::new((2, _4), (_1, _2))),
        ),
        "zipped_divide(((_8,_2),(_4,6,_8)):((_384,192),(_48,_8,_1)),(_1:_1,(2,_4):(_1,_2)))",
    );
    c(
        try_tiled_divide(Layout::new((_8,), (1,)), (Layout::new(2, _1),)),
        "tiled_divide((_8):(1),(2:_1))",
    );
    c(
        try_logical_divide(
            Layout::new(((_3,), (2, 2)), ((_2,), (_6, _12))),
            (Layout::new(_1, 1),),
        ),
        "logical_divide(((_3),(2,2)):((_2),(_6,_12)),(_1:1))",
    );
    c(
        try_flat_divide(Layout::new((3,), (_1,)), (Layout::new(3, 1),)),
        "flat_divide((3):(_1),(3:1))",
    );
    c(
        try_tiled_divide(
            Layout::new(((_2, _6),), ((_12, _2),)),
            Layout::new((_2, _3), (_1, _2)),
        ),
        "tiled_divide(((_2,_6)):((_12,_2)),(_2,_3):(_1,_2))",
    );
    c(
        try_flat_divide(Layout::new(_4, _1), Layout::new((2, _2), (_1, _2))),
        "flat_divide(_4:_1,(2,_2):(_1,_2))",
    );
    c(
        try_flat_divide(Layout::new(_2, _1), Layout::new(_2, _1)),
        "flat_divide(_2:_1,_2:_1)",
    );
    c(
        try_flat_divide(
            Layout::new(((_3,), (_6, 4)), ((8,), (_24, _2))),
            Layout::new(_1, _1),
        ),
        "flat_divide(((_3),(_6,4)):((8),(_24,_2)),_1:_1)",
    );
    c(
        try_tiled_divide(
            Layout::new(((_2,), (4, _6)), ((_6,), (_0, _1))),
            (Layout::new(_2, _1),),
        ),
        "tiled_divide(((_2),(4,_6)):((_6),(_0,_1)),(_2:_1))",
    );
    c(
        try_tiled_divide(
            Layout::new(((_2, _6, _1),), ((_0, _16, _12),)),
            (Layout::new(_1, _1),),
        ),
        "tiled_divide(((_2,_6,_1)):((_0,_16,_12)),(_1:_1))",
    );
    c(
        try_flat_divide(
            Layout::new(((_4, _2, _2),), ((_1, _4, _8),)),
            (Layout::new(_1, _1),),
        ),
        "flat_divide(((_4,_2,_2)):((_1,_4,_8)),(_1:_1))",
    );
    c(
        try_flat_divide(
            Layout::new((2, (2, 1)), (1, (2, 4))),
            (Layout::new(1, 2), 2),
        ),
        "flat_divide((2,(2,1)):(1,(2,4)),(1:2,2))",
    );
    c(
        try_flat_divide(
            Layout::new(((_6,), (_4,)), ((_1,), (_6,))),
            (Layout::new(_1, _6), _1),
        ),
        "flat_divide(((_6),(_4)):((_1),(_6)),(_1:_6,_1))",
    );
    c(
        try_zipped_divide(
            Layout::new(((_2,), _8), ((_1,), _2)),
            (_2, Layout::new(_8, _2)),
        ),
        "zipped_divide(((_2),_8):((_1),_2),(_2,_8:_2))",
    );
    c(
        try_flat_divide(
            Layout::new(((2, _4), _8), ((_32, _1), _4)),
            (X, Layout::new(_4, _2)),
        ),
        "flat_divide(((2,_4),_8):((_32,_1),_4),(_,_4:_2))",
    );
    c(
        try_zipped_divide(Layout::new(_3, _1), Layout::new(_1, _3)),
        "zipped_divide(_3:_1,_1:_3)",
    );
    c(
        try_logical_divide(Layout::new(_4, 6), Layout::new((2, 2), (_1, _2))),
        "logical_divide(_4:6,(2,2):(_1,_2))",
    );
    c(
        try_tiled_divide(
            Layout::new(
                ((_4, _8), (_6, _4)),
                ((layout_core::typenum::consts::P384::new(), _48), (_8, _2)),
            ),
            (Layout::new(_2, _2), _2),
        ),
        "tiled_divide(((_4,_8),(_6,_4)):((_384,_48),(_8,_2)),(_2:_2,_2))",
    );
    c(
        try_logical_divide(Layout::new(1, _2), Layout::new(_1, 1)),
        "logical_divide(1:_2,_1:1)",
    );
    c(
        try_flat_divide(Layout::new(3, _6), Layout::new(1, _1)),
        "flat_divide(3:_6,1:_1)",
    );
    c(
        try_logical_divide(Layout::new(_6, _6), Layout::new(_1, _1)),
        "logical_divide(_6:_6,_1:_1)",
    );
    c(
        try_tiled_divide(
            Layout::new((_3, (_4, _8)), (_3, (_12, _6))),
            (Layout::new(_1, _2),),
        ),
        "tiled_divide((_3,(_4,_8)):(_3,(_12,_6)),(_1:_2))",
    );
    c(
        try_flat_divide(Layout::new(_2, 2), Layout::new(_2, _1)),
        "flat_divide(_2:2,_2:_1)",
    );
    c(
        try_flat_divide(
            Layout::new(((_4,), (_6, _3)), ((_6,), (_0, _0))),
            (_2, Layout::new(_3, _6)),
        ),
        "flat_divide(((_4),(_6,_3)):((_6),(_0,_0)),(_2,_3:_6))",
    );
    c(
        try_logical_divide(Layout::new(((4, 1, 2), 8), ((2, 128, 8), 16)), (X,)),
        "logical_divide(((4,1,2),8):((2,128,8),16),(_))",
    );
    c(
        try_flat_divide(
            Layout::new(((2, _2), (_6, _1, _1)), ((_6, _1), (_8, _8, _12))),
            (Layout::new(1, _1),),
        ),
        "flat_divide(((2,_2),(_6,_1,_1)):((_6,_1),(_8,_8,_12)),(1:_1))",
    );
    c(
        try_logical_divide(Layout::new((2, 2), (0, 3)), (2, Layout::new(_2, _1))),
        "logical_divide((2,2):(0,3),(2,_2:_1))",
    );
    c(
        try_zipped_divide(Layout::new(1, 1), Layout::new(1, 1)),
        "zipped_divide(1:1,1:1)",
    );
    c(
        try_flat_divide(Layout::new(_2, _0), Layout::new(_1, _1)),
        "flat_divide(_2:_0,_1:_1)",
    );
    c(
        try_flat_divide(Layout::new(((4,),), ((_1,),)), (Layout::new(_2, _1),)),
        "flat_divide(((4)):((_1)),(_2:_1))",
    );
    c(
        try_logical_divide(
            Layout::new(((3, _1), (1,)), ((_0, 8), (_0,))),
            (Layout::new(3, 1), Layout::new(_1, 1)),
        ),
        "logical_divide(((3,_1),(1)):((_0,8),(_0)),(3:1,_1:1))",
    );
    c(
        try_tiled_divide(Layout::new(_4, 2), Layout::new(_2, _2)),
        "tiled_divide(_4:2,_2:_2)",
    );
    c(
        try_zipped_divide(Layout::new((_1, _4), (_1, 1)), Layout::new(_2, _2)),
        "zipped_divide((_1,_4):(_1,1),_2:_2)",
    );
    c(try_zipped_divide(Layout::new(((_1, _6), (_4, _2, _3), (_2, _3)), ((_2, _2), (_12, _48, _96), (layout_core::typenum::consts::P288::new(), layout_core::typenum::consts::P576::new()))), (Layout::new(_3, _1), Layout::new(_4, _2), Layout::new((_2, _3), (_1, _2)))), "zipped_divide(((_1,_6),(_4,_2,_3),(_2,_3)):((_2,_2),(_12,_48,_96),(_288,_576)),(_3:_1,_4:_2,(_2,_3):(_1,_2)))");
    c(
        try_logical_divide(
            Layout::new(((_2, _2), (_6,)), ((_1, _2), (_4,))),
            Layout::new((_2, _3), (_1, _2)),
        ),
        "logical_divide(((_2,_2),(_6)):((_1,_2),(_4)),(_2,_3):(_1,_2))",
    );
    c(
        try_logical_divide(
            Layout::new(((_2, _4, _6), _1, _4), ((_1, _2, _8), _48, _48)),
            Layout::new((_2, _8), (_12, _24)),
        ),
        "logical_divide(((_2,_4,_6),_1,_4):((_1,_2,_8),_48,_48),(_2,_8):(_12,_24))",
    );
    c(
        try_flat_divide(Layout::new(_4, _1), Layout::new(_2, _2)),
        "flat_divide(_4:_1,_2:_2)",
    );
    c(
        try_flat_divide(Layout::new(((_4,),), ((_1,),)), (Layout::new(_2, _2),)),
        "flat_divide(((_4)):((_1)),(_2:_2))",
    );
}

#[test]
fn divide_4() {
    c(
        try_tiled_divide(Layout::new(_6, _6), Layout::new(_3, _1)),
        "tiled_divide(_6:_6,_3:_1)",
    );
    c(
        try_flat_divide(Layout::new(((_6, _3), _1), ((_1, _6), _18)), (_9,)),
        "flat_divide(((_6,_3),_1):((_1,_6),_18),(_9))",
    );
    c(
        try_tiled_divide(Layout::new(((4, _4),), ((1, _4),)), (_2,)),
        "tiled_divide(((4,_4)):((1,_4)),(_2))",
    );
    c(
        try_logical_divide(Layout::new(_8, _1), Layout::new(_1, _8)),
        "logical_divide(_8:_1,_1:_8)",
    );
    c(
        try_zipped_divide(Layout::new(((4, 6), 2), ((4, 3), 12)), (4,)),
        "zipped_divide(((4,6),2):((4,3),12),(4))",
    );
    c(
        try_tiled_divide(Layout::new(_4, _1), Layout::new(_2, _1)),
        "tiled_divide(_4:_1,_2:_1)",
    );
    c(
        try_logical_divide(
            Layout::new(((_8,), _4), ((_4,), _1)),
            (Layout::new(_2, _1), X),
        ),
        "logical_divide(((_8),_4):((_4),_1),(_2:_1,_))",
    );
    c(
        try_logical_divide(Layout::new(_2, _8), Layout::new(_1, _1)),
        "logical_divide(_2:_8,_1:_1)",
    );
    c(
        try_flat_divide(Layout::new((2, _4), (12, _16)), Layout::new(_2, _2)),
        "flat_divide((2,_4):(12,_16),_2:_2)",
    );
    c(
        try_logical_divide(
            Layout::new(((8, 3, 1), 3), ((0, 16, 6), 2)),
            Layout::new(2, 2),
        ),
        "logical_divide(((8,3,1),3):((0,16,6),2),2:2)",
    );
    c(
        try_tiled_divide(
            Layout::new(((_4, _2), 2), ((_2, _8), _16)),
            Layout::new(_4, 1),
        ),
        "tiled_divide(((_4,_2),2):((_2,_8),_16),_4:1)",
    );
    c(
        try_zipped_divide(
            Layout::new(((_8, 2), (_2, _2, 4)), ((_1, _6), (_2, 16, 0))),
            (Layout::new(8, _1),),
        ),
        "zipped_divide(((_8,2),(_2,_2,4)):((_1,_6),(_2,16,0)),(8:_1))",
    );
    c(
        try_flat_divide(Layout::new((_8,), (_12,)), (Layout::new(_8, _1),)),
        "flat_divide((_8):(_12),(_8:_1))",
    );
    c(
        try_zipped_divide(
            Layout::new(((_3, _1), (_2, _8)), ((_2, _1), (_2, _0))),
            Layout::new(_3, _1),
        ),
        "zipped_divide(((_3,_1),(_2,_8)):((_2,_1),(_2,_0)),_3:_1)",
    );
    c(
        try_tiled_divide(
            Layout::new(((_3, _8), (_1, _4), _8), ((_1, _3), (_24, _24), _96)),
            Layout::new(_128, _1),
        ),
        "tiled_divide(((_3,_8),(_1,_4),_8):((_1,_3),(_24,_24),_96),_128:_1)",
    );
    c(
        try_logical_divide(Layout::new(((_8, _6),), ((_12, _2),)), Layout::new(_48, _1)),
        "logical_divide(((_8,_6)):((_12,_2)),_48:_1)",
    );
    c(
        try_flat_divide(Layout::new(4, _1), Layout::new(_2, _1)),
        "flat_divide(4:_1,_2:_1)",
    );
    c(
        try_flat_divide(Layout::new(_1, _12), Layout::new(_1, _1)),
        "flat_divide(_1:_12,_1:_1)",
    );
    c(
        try_logical_divide(Layout::new((_8,), (_1,)), Layout::new(_1, _1)),
        "logical_divide((_8):(_1),_1:_1)",
    );
    c(
        try_flat_divide(
            Layout::new(((_6, _4), (_4, _3), _6), ((_2, _1), (_1, _8), _0)),
            (Layout::new((_2, _6), (_1, _2)),),
        ),
        "flat_divide(((_6,_4),(_4,_3),_6):((_2,_1),(_1,_8),_0),((_2,_6):(_1,_2)))",
    );
    c(
        try_zipped_divide(
            Layout::new(((_4, _2), 2, 2), ((_0, _4), _8, 3)),
            (_1, Layout::new(_2, 1), Layout::new(1, 1)),
        ),
        "zipped_divide(((_4,_2),2,2):((_0,_4),_8,3),(_1,_2:1,1:1))",
    );
    c(
        try_tiled_divide(Layout::new(_2, _1), Layout::new(_2, _2)),
        "tiled_divide(_2:_1,_2:_2)",
    );
    c(
        try_logical_divide(Layout::new(_4, _1), Layout::new(_2, _1)),
        "logical_divide(_4:_1,_2:_1)",
    );
    c(
        try_flat_divide(
            Layout::new((_1, (_8, _1)), (_1, (_1, _8))),
            (Layout::new(_1, _1), X),
        ),
        "flat_divide((_1,(_8,_1)):(_1,(_1,_8)),(_1:_1,_))",
    );
    c(
        try_zipped_divide(Layout::new((_4, 4, 1), (_4, _1, 3)), Layout::new(_1, 1)),
        "zipped_divide((_4,4,1):(_4,_1,3),_1:1)",
    );
    c(
        try_logical_divide(
            Layout::new(((_4, _1), _8), ((_0, _1), _6)),
            Layout::new(_4, _2),
        ),
        "logical_divide(((_4,_1),_8):((_0,_1),_6),_4:_2)",
    );
    c(
        try_flat_divide(Layout::new(((_6,), _6), ((_6,), _1)), Layout::new(_6, _6)),
        "flat_divide(((_6),_6):((_6),_1),_6:_6)",
    );
    c(
        try_logical_divide(
            Layout::new((_4, (_4, _1)), (_1, (_4, _16))),
            Layout::new(_8, _2),
        ),
        "logical_divide((_4,(_4,_1)):(_1,(_4,_16)),_8:_2)",
    );
    c(
        try_logical_divide(
            Layout::new((6, (4, _1, _8)), (_12, (8, _12, _2))),
            (Layout::new(_6, 2), Layout::new(_2, 1)),
        ),
        "logical_divide((6,(4,_1,_8)):(_12,(8,_12,_2)),(_6:2,_2:1))",
    );
    c(
        try_tiled_divide(
            Layout::new((2, (2, 3)), (6, (3, 1))),
            (Layout::new(2, 1), Layout::new(6, 2)),
        ),
        "tiled_divide((2,(2,3)):(6,(3,1)),(2:1,6:2))",
    );
    c(
        try_flat_divide(
            Layout::new(((3, _6), (2, _8)), ((192, _16), (96, 2))),
            (Layout::new(3, _1),),
        ),
        "flat_divide(((3,_6),(2,_8)):((192,_16),(96,2)),(3:_1))",
    );
    c(
        try_zipped_divide(Layout::new(_2, 1), Layout::new(_1, 1)),
        "zipped_divide(_2:1,_1:1)",
    );
    c(
        try_logical_divide(
            Layout::new(((_1, _2), (_6, _3)), ((_3, _2), (_3, _12))),
            (Layout::new(_2, _1),),
        ),
        "logical_divide(((_1,_2),(_6,_3)):((_3,_2),(_3,_12)),(_2:_1))",
    );
    c(
        try_logical_divide(
            Layout::new((6, (3, _2, 8)), (2, (0, _0, _8))),
            (Layout::new(1, _1), 3),
        ),
        "logical_divide((6,(3,_2,8)):(2,(0,_0,_8)),(1:_1,3))",
    );
    c(
        try_flat_divide(Layout::new(((2, _4),), ((_1, 2),)), (X,)),
        "flat_divide(((2,_4)):((_1,2)),(_))",
    );
    c(
        try_flat_divide(
            Layout::new(((_2, _2),), ((_1, _2),)),
            (Layout::new(_4, _1),),
        ),
        "flat_divide(((_2,_2)):((_1,_2)),(_4:_1))",
    );
    c(
        try_zipped_divide(Layout::new(((2, 1), 4), ((1, 1), 1)), Layout::new(4, 2)),
        "zipped_divide(((2,1),4):((1,1),1),4:2)",
    );
    c(
        try_logical_divide(Layout::new(((_6, _6, _1),), ((_1, _6, _36),)), (X,)),
        "logical_divide(((_6,_6,_1)):((_1,_6,_36)),(_))",
    );
    c(
        try_tiled_divide(Layout::new(_4, _1), Layout::new((_2, _2), (_1, _2))),
        "tiled_divide(_4:_1,(_2,_2):(_1,_2))",
    );
    c(
        try_tiled_divide(
            Layout::new(((4, 6), (_6, _3)), ((16, 6), (6, _12))),
            Layout::new(_3, 144),
        ),
        "tiled_divide(((4,6),(_6,_3)):((16,6),(6,_12)),_3:144)",
    );
}
