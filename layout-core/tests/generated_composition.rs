// THIS IS GENERATED CODE by layout-core/tests/gen/algebra_ops.py; do not edit.
//! Differential tests (composition): the typed layer prints exactly like the runtime layer.
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
fn composition_0() {
    c(
        try_composition(
            Layout::new(((_1,), (_6, _8)), ((_3,), (_3, _12))),
            Layout::new(_12, _2),
        ),
        "composition(((_1),(_6,_8)):((_3),(_3,_12)),_12:_2)",
    );
    c(
        try_composition(Layout::new(_3, _2), Layout::new(_3, _1)),
        "composition(_3:_2,_3:_1)",
    );
    c(
        try_composition(Layout::new(_2, _1), Layout::new(_2, _2)),
        "composition(_2:_1,_2:_2)",
    );
    c(
        try_composition(Layout::new(_6, 2), Layout::new((_6, 2), (_1, _16))),
        "composition(_6:2,(_6,2):(_1,_16))",
    );
    c(
        try_composition(Layout::new(_4, _2), Layout::new(_2, 1)),
        "composition(_4:_2,_2:1)",
    );
    c(
        try_composition(Layout::new((_4,), (_2,)), Layout::new(_1, _2)),
        "composition((_4):(_2),_1:_2)",
    );
    c(
        try_composition(
            Layout::new(((_1, _2, _1), _1), ((_2, _1, _2), _1)),
            Layout::new((_8,), (_2,)),
        ),
        "composition(((_1,_2,_1),_1):((_2,_1,_2),_1),(_8):(_2))",
    );
    c(
        try_composition(Layout::new(((_8, _3),), ((_6, _2),)), Layout::new(_2, _2)),
        "composition(((_8,_3)):((_6,_2)),_2:_2)",
    );
    c(
        try_composition(Layout::new(_4, _16), Layout::new(_1, _2)),
        "composition(_4:_16,_1:_2)",
    );
    c(
        try_composition(Layout::new(((2,),), ((_1,),)), (Layout::new(1, 2),)),
        "composition(((2)):((_1)),(1:2))",
    );
    c(
        try_composition(Layout::new(2, 1), Layout::new(1, 2)),
        "composition(2:1,1:2)",
    );
    c(
        try_composition(Layout::new(((_1, _3),), ((_1, _1),)), Layout::new(_1, _1)),
        "composition(((_1,_3)):((_1,_1)),_1:_1)",
    );
    c(
        try_composition(
            Layout::new(((4, 8), (3,)), ((6, 1), (_1,))),
            Layout::new(_4, _2),
        ),
        "composition(((4,8),(3)):((6,1),(_1)),_4:_2)",
    );
    c(
        try_composition(Layout::new(_8, _1), Layout::new(_4, _1)),
        "composition(_8:_1,_4:_1)",
    );
    c(
        try_composition(
            Layout::new(((_8,), (_4, _3)), ((_1,), (_8, _32))),
            Layout::new(_96, _1),
        ),
        "composition(((_8),(_4,_3)):((_1),(_8,_32)),_96:_1)",
    );
    c(
        try_composition(Layout::new(4, 1), Layout::new((2, 2), (1, 2))),
        "composition(4:1,(2,2):(1,2))",
    );
    c(
        try_composition(Layout::new(_2, 1), Layout::new(6, _1)),
        "composition(_2:1,6:_1)",
    );
    c(
        try_composition(
            Layout::new((_2, (_4, _4), _4), (_1, (_12, _3), _1)),
            Layout::new(_1, _1),
        ),
        "composition((_2,(_4,_4),_4):(_1,(_12,_3),_1),_1:_1)",
    );
    c(
        try_composition(Layout::new(_8, _1), Layout::new(_1, _1)),
        "composition(_8:_1,_1:_1)",
    );
    c(
        try_composition(Layout::new(_4, _6), Layout::new(_1, _1)),
        "composition(_4:_6,_1:_1)",
    );
    c(
        try_composition(Layout::new(2, _1), Layout::new(_1, 1)),
        "composition(2:_1,_1:1)",
    );
    c(
        try_composition(Layout::new((3,), (1,)), (Layout::new(1, 2),)),
        "composition((3):(1),(1:2))",
    );
    c(
        try_composition(Layout::new(2, 2), Layout::new(_1, _1)),
        "composition(2:2,_1:_1)",
    );
    c(
        try_composition(
            Layout::new(((_2, 3, _4), (_3, 4)), ((_1, _2, _6), (_24, _72))),
            Layout::new(_144, _2),
        ),
        "composition(((_2,3,_4),(_3,4)):((_1,_2,_6),(_24,_72)),_144:_2)",
    );
    c(
        try_composition(
            Layout::new((_8, _6), (_4, _8)),
            Layout::new((_4, _2), (_1, _16)),
        ),
        "composition((_8,_6):(_4,_8),(_4,_2):(_1,_16))",
    );
    c(
        try_composition(Layout::new((_8,), (_2,)), (Layout::new(_1, _1),)),
        "composition((_8):(_2),(_1:_1))",
    );
    c(
        try_composition(
            Layout::new(((_2, 4, 2), _1), ((_2, _8, 4), _8)),
            (Layout::new(1, 1),),
        ),
        "composition(((_2,4,2),_1):((_2,_8,4),_8),(1:1))",
    );
    c(
        try_composition(Layout::new(_2, _2), Layout::new(_2, _1)),
        "composition(_2:_2,_2:_1)",
    );
    c(
        try_composition(
            Layout::new((2, (4, 2), (2,)), (2, (8, 1), (4,))),
            Layout::new(4, 1),
        ),
        "composition((2,(4,2),(2)):(2,(8,1),(4)),4:1)",
    );
    c(
        try_composition(Layout::new(((_4, 2),), ((_4, _8),)), (Layout::new(_2, _2),)),
        "composition(((_4,2)):((_4,_8)),(_2:_2))",
    );
    c(
        try_composition(Layout::new(((_4, 4),), ((_4, _1),)), (Layout::new(_1, _2),)),
        "composition(((_4,4)):((_4,_1)),(_1:_2))",
    );
    c(
        try_composition(Layout::new(_2, 1), Layout::new(_3, _1)),
        "composition(_2:1,_3:_1)",
    );
    c(
        try_composition(
            Layout::new(((_2, _6), (2, _1, _6)), ((_4, _4), (6, _8, _4))),
            Layout::new((_2, _4), (_1, _2)),
        ),
        "composition(((_2,_6),(2,_1,_6)):((_4,_4),(6,_8,_4)),(_2,_4):(_1,_2))",
    );
    c(
        try_composition(
            Layout::new(((4, _2, 3),), ((12, 2, _4),)),
            (Layout::new(_24, 1),),
        ),
        "composition(((4,_2,3)):((12,2,_4)),(_24:1))",
    );
    c(
        try_composition(Layout::new(_2, _1), Layout::new(_1, _2)),
        "composition(_2:_1,_1:_2)",
    );
    c(
        try_composition(Layout::new(_1, _1), Layout::new(1, _1)),
        "composition(_1:_1,1:_1)",
    );
    c(
        try_composition(Layout::new((4, _4), (_2, 8)), (Layout::new(_1, _1),)),
        "composition((4,_4):(_2,8),(_1:_1))",
    );
    c(
        try_composition(
            Layout::new(((8, 6), (6, 4), (3,)), ((432, 72), (12, 3), (1,))),
            Layout::new((1,), (2,)),
        ),
        "composition(((8,6),(6,4),(3)):((432,72),(12,3),(1)),(1):(2))",
    );
    c(
        try_composition(Layout::new(_2, _1), Layout::new((_2, _3), (_3, _1))),
        "composition(_2:_1,(_2,_3):(_3,_1))",
    );
    c(
        try_composition(Layout::new(_1, _2), Layout::new(_3, _2)),
        "composition(_1:_2,_3:_2)",
    );
}

#[test]
fn composition_1() {
    c(
        try_composition(Layout::new(_4, _2), Layout::new((_3,), (_6,))),
        "composition(_4:_2,(_3):(_6))",
    );
    c(
        try_composition(Layout::new(((_8,), (_6,)), ((_6,), (_2,))), (_2, _6)),
        "composition(((_8),(_6)):((_6),(_2)),(_2,_6))",
    );
    c(
        try_composition(Layout::new(_8, _2), Layout::new(_8, _1)),
        "composition(_8:_2,_8:_1)",
    );
    c(
        try_composition(Layout::new(((_4, _4),), ((1, 4),)), (Layout::new(16, _1),)),
        "composition(((_4,_4)):((1,4)),(16:_1))",
    );
    c(
        try_composition(Layout::new(((_2,),), ((_1,),)), Layout::new(_2, _2)),
        "composition(((_2)):((_1)),_2:_2)",
    );
    c(
        try_composition(Layout::new((4, (6,)), (1, (4,))), (1,)),
        "composition((4,(6)):(1,(4)),(1))",
    );
    c(
        try_composition(
            Layout::new(((_4, _2),), ((_2, _8),)),
            Layout::new((_1, _1), (_1, _1)),
        ),
        "composition(((_4,_2)):((_2,_8)),(_1,_1):(_1,_1))",
    );
    c(
        try_composition(Layout::new(_4, _1), Layout::new(_2, _1)),
        "composition(_4:_1,_2:_1)",
    );
    c(
        try_composition(Layout::new((_1, _2), (2, 1)), Layout::new(2, _2)),
        "composition((_1,_2):(2,1),2:_2)",
    );
    c(
        try_composition(
            Layout::new(((_1, _2), (_2, _4)), ((_1, _1), (_2, _4))),
            Layout::new(_2, _1),
        ),
        "composition(((_1,_2),(_2,_4)):((_1,_1),(_2,_4)),_2:_1)",
    );
    c(
        try_composition(
            Layout::new(((8, 1), _3, 8), ((1, _8), 8, 24)),
            Layout::new(_3, _1),
        ),
        "composition(((8,1),_3,8):((1,_8),8,24),_3:_1)",
    );
    c(
        try_composition(Layout::new(((1, 8), (4,)), ((1, 1), (8,))), (X,)),
        "composition(((1,8),(4)):((1,1),(8)),(_))",
    );
    c(
        try_composition(Layout::new(_3, _1), Layout::new(_3, _2)),
        "composition(_3:_1,_3:_2)",
    );
    c(
        try_composition(
            Layout::new(((_4, 1), (4,), (_4,)), ((_1, _4), (_4,), (16,))),
            Layout::new(_8, _8),
        ),
        "composition(((_4,1),(4),(_4)):((_1,_4),(_4),(16)),_8:_8)",
    );
    c(
        try_composition(
            Layout::new(((1, 2), (2, 6)), ((4, 4), (0, _8))),
            Layout::new(_4, _2),
        ),
        "composition(((1,2),(2,6)):((4,4),(0,_8)),_4:_2)",
    );
    c(
        try_composition(Layout::new(((1,),), ((1,),)), Layout::new(1, 1)),
        "composition(((1)):((1)),1:1)",
    );
    c(
        try_composition(
            Layout::new(((_2, _2), (_1, _6, _8)), ((192, _96), (_96, _16, _2))),
            Layout::new((_2, _8), (_1, _2)),
        ),
        "composition(((_2,_2),(_1,_6,_8)):((192,_96),(_96,_16,_2)),(_2,_8):(_1,_2))",
    );
    c(
        try_composition(Layout::new(_3, _1), Layout::new(_3, _1)),
        "composition(_3:_1,_3:_1)",
    );
    c(
        try_composition(
            Layout::new((_1, _6, (_8, _4)), (_6, _1, (_6, _48))),
            (_1, Layout::new(_6, _1), Layout::new(_4, _2)),
        ),
        "composition((_1,_6,(_8,_4)):(_6,_1,(_6,_48)),(_1,_6:_1,_4:_2))",
    );
    c(
        try_composition(Layout::new(4, _16), Layout::new((2, _2), (_1, _2))),
        "composition(4:_16,(2,_2):(_1,_2))",
    );
    c(
        try_composition(Layout::new(_1, 12), Layout::new(1, _2)),
        "composition(_1:12,1:_2)",
    );
    c(
        try_composition(Layout::new(_4, _1), Layout::new((_6, 4, _6), (_1, 4, 8))),
        "composition(_4:_1,(_6,4,_6):(_1,4,8))",
    );
    c(
        try_composition(Layout::new(3, 1), Layout::new(1, 3)),
        "composition(3:1,1:3)",
    );
    c(
        try_composition(Layout::new(_2, _2), Layout::new(_1, _1)),
        "composition(_2:_2,_1:_1)",
    );
    c(
        try_composition(Layout::new(_1, _1), Layout::new(1, 1)),
        "composition(_1:_1,1:1)",
    );
    c(
        try_composition(
            Layout::new(((_2,), (_8, _2), _2), ((_32,), (_4, _2), _1)),
            Layout::new((_4, _1, _1), (_2, _8, _8)),
        ),
        "composition(((_2),(_8,_2),_2):((_32),(_4,_2),_1),(_4,_1,_1):(_2,_8,_8))",
    );
    c(
        try_composition(
            Layout::new((_2, (_3, _6, _1)), (_1, (_2, _6, _36))),
            Layout::new(_12, _2),
        ),
        "composition((_2,(_3,_6,_1)):(_1,(_2,_6,_36)),_12:_2)",
    );
    c(
        try_composition(Layout::new(_4, _1), Layout::new(_1, _2)),
        "composition(_4:_1,_1:_2)",
    );
    c(
        try_composition(
            Layout::new(((_2, 2, _4), 4), ((_2, _1, _16), _4)),
            Layout::new(_1, 64),
        ),
        "composition(((_2,2,_4),4):((_2,_1,_16),_4),_1:64)",
    );
    c(
        try_composition(Layout::new((2, 2), (1, 2)), Layout::new((1, 4), (1, 1))),
        "composition((2,2):(1,2),(1,4):(1,1))",
    );
    c(
        try_composition(Layout::new(2, 3), Layout::new(2, 1)),
        "composition(2:3,2:1)",
    );
    c(
        try_composition(Layout::new(_3, _2), Layout::new(_1, _2)),
        "composition(_3:_2,_1:_2)",
    );
    c(
        try_composition(Layout::new(_2, _1), Layout::new(_1, _1)),
        "composition(_2:_1,_1:_1)",
    );
    c(
        try_composition(
            Layout::new(((_1, _4),), ((_1, _1),)),
            Layout::new((_8, _2), (_12, _12)),
        ),
        "composition(((_1,_4)):((_1,_1)),(_8,_2):(_12,_12))",
    );
    c(
        try_composition(
            Layout::new((_6, (_6, _2, _3)), (_6, (_1, _16, _16))),
            Layout::new(_12, _1),
        ),
        "composition((_6,(_6,_2,_3)):(_6,(_1,_16,_16)),_12:_1)",
    );
    c(
        try_composition(Layout::new(8, _1), Layout::new((_4, 4), (_1, _4))),
        "composition(8:_1,(_4,4):(_1,_4))",
    );
    c(
        try_composition(
            Layout::new(((3,), (4, 2), 4), ((4,), (4, 0), 2)),
            Layout::new(32, 3),
        ),
        "composition(((3),(4,2),4):((4),(4,0),2),32:3)",
    );
    c(
        try_composition(
            Layout::new((_6, (2, _2), 4), (1, (6, _12), 24)),
            Layout::new(_24, 1),
        ),
        "composition((_6,(2,_2),4):(1,(6,_12),24),_24:1)",
    );
    c(
        try_composition(Layout::new((_3, (_6,)), (_16, (_0,))), (_3,)),
        "composition((_3,(_6)):(_16,(_0)),(_3))",
    );
    c(
        try_composition(Layout::new((2, (4,)), (8, (3,))), Layout::new(4, 2)),
        "composition((2,(4)):(8,(3)),4:2)",
    );
}

#[test]
fn composition_2() {
    c(
        try_composition(
            Layout::new(
                ((_2, _3), (_4, _6, _1)),
                (
                    (_2, _4),
                    (_12, _48, layout_core::typenum::consts::P288::new()),
                ),
            ),
            Layout::new(_16, _9),
        ),
        "composition(((_2,_3),(_4,_6,_1)):((_2,_4),(_12,_48,_288)),_16:_9)",
    );
    c(
        try_composition(Layout::new(_1, _1), Layout::new((_1, _8), (_1, _1))),
        "composition(_1:_1,(_1,_8):(_1,_1))",
    );
    c(
        try_composition(Layout::new((8, 1), (1, 16)), Layout::new(4, 1)),
        "composition((8,1):(1,16),4:1)",
    );
    c(
        try_composition(
            Layout::new(((_2, _3), 1), ((_3, _4), 1)),
            Layout::new(_4, _1),
        ),
        "composition(((_2,_3),1):((_3,_4),1),_4:_1)",
    );
    c(
        try_composition(Layout::new((_4, _6), (_1, _4)), Layout::new(_2, _1)),
        "composition((_4,_6):(_1,_4),_2:_1)",
    );
    c(
        try_composition(
            Layout::new(((_2, _2), _2), ((_4, _1), _2)),
            Layout::new(_4, _2),
        ),
        "composition(((_2,_2),_2):((_4,_1),_2),_4:_2)",
    );
    c(
        try_composition(Layout::new(6, 1), Layout::new(1, 1)),
        "composition(6:1,1:1)",
    );
    c(
        try_composition(
            Layout::new((_8, (_4, _1, _2)), (_1, (8, _32, _32))),
            Layout::new((_2, _8), (_1, _2)),
        ),
        "composition((_8,(_4,_1,_2)):(_1,(8,_32,_32)),(_2,_8):(_1,_2))",
    );
    c(
        try_composition(
            Layout::new((_3, (_3, _4, _4)), (96, (_32, 8, 2))),
            Layout::new(_16, _9),
        ),
        "composition((_3,(_3,_4,_4)):(96,(_32,8,2)),_16:_9)",
    );
    c(
        try_composition(
            Layout::new(((4,), 3, 2), ((_1,), 4, _12)),
            (Layout::new(_4, 1),),
        ),
        "composition(((4),3,2):((_1),4,_12),(_4:1))",
    );
    c(
        try_composition(
            Layout::new(((4,), 2, 8), ((1,), 4, 8)),
            Layout::new((2, 2), (1, 2)),
        ),
        "composition(((4),2,8):((1),4,8),(2,2):(1,2))",
    );
    c(
        try_composition(Layout::new((_6,), (_16,)), Layout::new(_1, _6)),
        "composition((_6):(_16),_1:_6)",
    );
    c(
        try_composition(Layout::new(_1, _4), Layout::new(_1, _1)),
        "composition(_1:_4,_1:_1)",
    );
    c(
        try_composition(
            Layout::new(((_2, _6), (_3, _2, _8)), ((_8, _0), (_8, _2, _0))),
            Layout::new((_2,), (_1,)),
        ),
        "composition(((_2,_6),(_3,_2,_8)):((_8,_0),(_8,_2,_0)),(_2):(_1))",
    );
    c(
        try_composition(Layout::new(_3, 1), Layout::new(3, _1)),
        "composition(_3:1,3:_1)",
    );
    c(
        try_composition(Layout::new(4, _2), Layout::new(_2, _12)),
        "composition(4:_2,_2:_12)",
    );
    c(
        try_composition(Layout::new(_6, _1), Layout::new(_2, _2)),
        "composition(_6:_1,_2:_2)",
    );
    c(
        try_composition(Layout::new(_1, _1), Layout::new(_1, _1)),
        "composition(_1:_1,_1:_1)",
    );
    c(
        try_composition(Layout::new(8, 1), Layout::new((3, 1), (2, 2))),
        "composition(8:1,(3,1):(2,2))",
    );
    c(
        try_composition(Layout::new(((_4, _4),), ((_1, 4),)), Layout::new(_2, _1)),
        "composition(((_4,_4)):((_1,4)),_2:_1)",
    );
    c(
        try_composition(
            Layout::new((_8, (_8,), (_3, _2)), (_1, (_8,), (_64, _192))),
            Layout::new(_16, _1),
        ),
        "composition((_8,(_8),(_3,_2)):(_1,(_8),(_64,_192)),_16:_1)",
    );
    c(
        try_composition(
            Layout::new(((_1,),), ((_2,),)),
            Layout::new((_2, _6), (_16, _3)),
        ),
        "composition(((_1)):((_2)),(_2,_6):(_16,_3))",
    );
    c(
        try_composition(Layout::new(_4, _1), Layout::new(_4, _1)),
        "composition(_4:_1,_4:_1)",
    );
    c(
        try_composition(Layout::new(((_8,),), ((_1,),)), (Layout::new(_2, 1),)),
        "composition(((_8)):((_1)),(_2:1))",
    );
    c(
        try_composition(Layout::new(3, 1), Layout::new(1, 2)),
        "composition(3:1,1:2)",
    );
    c(
        try_composition(Layout::new(((2, 3),), ((2, 4),)), Layout::new(6, 1)),
        "composition(((2,3)):((2,4)),6:1)",
    );
    c(
        try_composition(Layout::new(((_2,), _2), ((_1,), _2)), (_1,)),
        "composition(((_2),_2):((_1),_2),(_1))",
    );
    c(
        try_composition(
            Layout::new((2, (2, 2)), (1, (2, 4))),
            Layout::new((2, 4), (16, 4)),
        ),
        "composition((2,(2,2)):(1,(2,4)),(2,4):(16,4))",
    );
    c(
        try_composition(Layout::new(_4, _12), Layout::new(_1, _4)),
        "composition(_4:_12,_1:_4)",
    );
    c(
        try_composition(Layout::new(_1, _1), Layout::new((_4,), (1,))),
        "composition(_1:_1,(_4):(1))",
    );
    c(
        try_composition(
            Layout::new(((1,), (3, 3), (1, 2)), ((2,), (2, 6), (18, 18))),
            Layout::new(6, 1),
        ),
        "composition(((1),(3,3),(1,2)):((2),(2,6),(18,18)),6:1)",
    );
    c(
        try_composition(Layout::new((_2, _2), (_2, _1)), Layout::new(_2, _1)),
        "composition((_2,_2):(_2,_1),_2:_1)",
    );
    c(
        try_composition(Layout::new(_6, _4), Layout::new(_3, _2)),
        "composition(_6:_4,_3:_2)",
    );
    c(
        try_composition(Layout::new((_2, _1), (_2, 4)), Layout::new((_4,), (_2,))),
        "composition((_2,_1):(_2,4),(_4):(_2))",
    );
    c(
        try_composition(Layout::new(_3, _2), Layout::new((_2, _8), (_2, _4))),
        "composition(_3:_2,(_2,_8):(_2,_4))",
    );
    c(
        try_composition(
            Layout::new(
                ((_8, _6), (_6, _8)),
                ((_1, _8), (_48, layout_core::typenum::consts::P288::new())),
            ),
            (Layout::new(48, _1),),
        ),
        "composition(((_8,_6),(_6,_8)):((_1,_8),(_48,_288)),(48:_1))",
    );
    c(
        try_composition(
            Layout::new(
                (_8, _4, (_3, _1, _2)),
                (
                    _8,
                    _2,
                    (_64, layout_core::typenum::consts::P384::new(), _192),
                ),
            ),
            Layout::new((_1, _8), (_16, _2)),
        ),
        "composition((_8,_4,(_3,_1,_2)):(_8,_2,(_64,_384,_192)),(_1,_8):(_16,_2))",
    );
    c(
        try_composition(
            Layout::new(((2, 2),), ((1, 2),)),
            Layout::new((4, 1), (6, 8)),
        ),
        "composition(((2,2)):((1,2)),(4,1):(6,8))",
    );
    c(
        try_composition(Layout::new(3, 16), Layout::new((8, 2), (1, 8))),
        "composition(3:16,(8,2):(1,8))",
    );
    c(
        try_composition(Layout::new(_6, _1), Layout::new(_6, _1)),
        "composition(_6:_1,_6:_1)",
    );
}

#[test]
fn composition_3() {
    c(
        try_composition(Layout::new(_1, _1), Layout::new((_4, _4, _1), (_4, _1, _1))),
        "composition(_1:_1,(_4,_4,_1):(_4,_1,_1))",
    );
    c(
        try_composition(
            Layout::new(((_1, _8), _4), ((1, _1), _6)),
            Layout::new(_4, _2),
        ),
        "composition(((_1,_8),_4):((1,_1),_6),_4:_2)",
    );
    c(
        try_composition(Layout::new(3, 1), Layout::new((8, 2), (0, 8))),
        "composition(3:1,(8,2):(0,8))",
    );
    c(
        try_composition(Layout::new(2, 1), Layout::new(1, 1)),
        "composition(2:1,1:1)",
    );
    c(
        try_composition(Layout::new((_6, _8), (_1, _6)), Layout::new((_4,), (_1,))),
        "composition((_6,_8):(_1,_6),(_4):(_1))",
    );
    c(
        try_composition(Layout::new(4, _2), Layout::new(_4, 1)),
        "composition(4:_2,_4:1)",
    );
    c(
        try_composition(
            Layout::new((_2, (_6, _8)), (_2, (_4, _24))),
            Layout::new(_2, _2),
        ),
        "composition((_2,(_6,_8)):(_2,(_4,_24)),_2:_2)",
    );
    c(
        try_composition(Layout::new(1, 2), Layout::new(1, 1)),
        "composition(1:2,1:1)",
    );
    c(
        try_composition(Layout::new((_8,), (_1,)), Layout::new((_2,), (_1,))),
        "composition((_8):(_1),(_2):(_1))",
    );
    c(
        try_composition(
            Layout::new(((4, 1, 3),), ((1, 12, 4),)),
            (Layout::new(1, 2),),
        ),
        "composition(((4,1,3)):((1,12,4)),(1:2))",
    );
    c(
        try_composition(
            Layout::new((_2, (_6,), (_6, _2)), (_72, (_12,), (_2, _1))),
            Layout::new(_144, _1),
        ),
        "composition((_2,(_6),(_6,_2)):(_72,(_12),(_2,_1)),_144:_1)",
    );
    c(
        try_composition(Layout::new(_6, _8), Layout::new(_3, _1)),
        "composition(_6:_8,_3:_1)",
    );
    c(
        try_composition(Layout::new((_3, (1,)), (4, (16,))), (Layout::new(1, _1), X)),
        "composition((_3,(1)):(4,(16)),(1:_1,_))",
    );
    c(
        try_composition(
            Layout::new((4, 3), (3, 1)),
            Layout::new((2, _6, 2), (_1, _2, 12)),
        ),
        "composition((4,3):(3,1),(2,_6,2):(_1,_2,12))",
    );
    c(
        try_composition(
            Layout::new((4, (8, 4, 4)), (1, (4, 32, 128))),
            (Layout::new(4, 1), Layout::new(32, 2)),
        ),
        "composition((4,(8,4,4)):(1,(4,32,128)),(4:1,32:2))",
    );
    c(
        try_composition(
            Layout::new((_2, (_1, _2, _6)), (_12, (_12, _6, _1))),
            (Layout::new(_1, _1),),
        ),
        "composition((_2,(_1,_2,_6)):(_12,(_12,_6,_1)),(_1:_1))",
    );
    c(
        try_composition(Layout::new(8, 2), Layout::new(2, 1)),
        "composition(8:2,2:1)",
    );
    c(
        try_composition(Layout::new(_2, _1), Layout::new(_2, _1)),
        "composition(_2:_1,_2:_1)",
    );
    c(
        try_composition(
            Layout::new(((_4, 8, _2), (4, 8), _1), ((_1, _4, _32), (64, _256), 2048)),
            Layout::new(2048, _1),
        ),
        "composition(((_4,8,_2),(4,8),_1):((_1,_4,_32),(64,_256),2048),2048:_1)",
    );
    c(
        try_composition(Layout::new(4, 1), Layout::new(2, 1)),
        "composition(4:1,2:1)",
    );
    c(
        try_composition(
            Layout::new(((4, 4, 4), (1, 2)), ((1, 4, 16), (64, 64))),
            (1, Layout::new(2, 2)),
        ),
        "composition(((4,4,4),(1,2)):((1,4,16),(64,64)),(1,2:2))",
    );
    c(
        try_composition(
            Layout::new(((_3,), (_8, _3)), ((_2,), (_12, _1))),
            Layout::new(_1, _2),
        ),
        "composition(((_3),(_8,_3)):((_2),(_12,_1)),_1:_2)",
    );
    c(
        try_composition(Layout::new((_2,), (1,)), Layout::new((_1, 4), (1, _1))),
        "composition((_2):(1),(_1,4):(1,_1))",
    );
    c(
        try_composition(Layout::new(((_4,),), ((_2,),)), Layout::new(_6, _2)),
        "composition(((_4)):((_2)),_6:_2)",
    );
    c(
        try_composition(
            Layout::new(((3, 4), (2, 8)), ((2, 6), (24, 48))),
            Layout::new(192, 1),
        ),
        "composition(((3,4),(2,8)):((2,6),(24,48)),192:1)",
    );
    c(
        try_composition(
            Layout::new(((_2, _8, _4),), ((_2, _4, 32),)),
            Layout::new(16, 4),
        ),
        "composition(((_2,_8,_4)):((_2,_4,32)),16:4)",
    );
    c(
        try_composition(Layout::new(((_2, _2),), ((_1, _16),)), Layout::new(_1, _1)),
        "composition(((_2,_2)):((_1,_16)),_1:_1)",
    );
    c(
        try_composition(
            Layout::new(((_2, 6, _4), (4, 6)), ((288, 48, 12), (576, _2))),
            (Layout::new((2, 12), (_1, 2)), Layout::new(_3, 8)),
        ),
        "composition(((_2,6,_4),(4,6)):((288,48,12),(576,_2)),((2,12):(_1,2),_3:8))",
    );
    c(
        try_composition(Layout::new(2, 2), Layout::new((4, 3, 4), (1, 1, 3))),
        "composition(2:2,(4,3,4):(1,1,3))",
    );
    c(
        try_composition(
            Layout::new(((3, 1), 6), ((1, 4), 2)),
            (Layout::new(3, 1), 1),
        ),
        "composition(((3,1),6):((1,4),2),(3:1,1))",
    );
    c(
        try_composition(Layout::new(_2, _2), Layout::new((_1, _4), (_2, _2))),
        "composition(_2:_2,(_1,_4):(_2,_2))",
    );
    c(
        try_composition(Layout::new(_8, _3), Layout::new((_2, _2), (_2, _4))),
        "composition(_8:_3,(_2,_2):(_2,_4))",
    );
    c(
        try_composition(
            Layout::new((6, (3,)), (1, (6,))),
            (Layout::new(6, 1), Layout::new(3, 1)),
        ),
        "composition((6,(3)):(1,(6)),(6:1,3:1))",
    );
    c(
        try_composition(Layout::new(_6, _1), Layout::new((_2, _4), (_4, _0))),
        "composition(_6:_1,(_2,_4):(_4,_0))",
    );
    c(
        try_composition(Layout::new(3, 3), Layout::new(1, 2)),
        "composition(3:3,1:2)",
    );
    c(
        try_composition(Layout::new((1, (6,)), (1, (1,))), (Layout::new(1, 1),)),
        "composition((1,(6)):(1,(1)),(1:1))",
    );
    c(
        try_composition(
            Layout::new(((_8, _8, _2), (_1,)), ((_1, _8, _64), (_128,))),
            Layout::new(_1, _1),
        ),
        "composition(((_8,_8,_2),(_1)):((_1,_8,_64),(_128)),_1:_1)",
    );
    c(
        try_composition(Layout::new((8, (1, 4)), (8, (8, 2))), Layout::new(8, 4)),
        "composition((8,(1,4)):(8,(8,2)),8:4)",
    );
    c(
        try_composition(Layout::new(_4, _1), Layout::new(_2, _2)),
        "composition(_4:_1,_2:_2)",
    );
    c(
        try_composition(Layout::new(_2, _3), Layout::new(_1, _1)),
        "composition(_2:_3,_1:_1)",
    );
}

#[test]
fn composition_4() {
    c(
        try_composition(Layout::new(1, 1), Layout::new(1, 2)),
        "composition(1:1,1:2)",
    );
    c(
        try_composition(
            Layout::new(((8, _2, _4), (_4, _2, 2)), ((_1, _8, 16), (64, 256, 512))),
            Layout::new(_1, _1),
        ),
        "composition(((8,_2,_4),(_4,_2,2)):((_1,_8,16),(64,256,512)),_1:_1)",
    );
    c(
        try_composition(Layout::new(_2, _2), Layout::new((_2, _6), (_6, _1))),
        "composition(_2:_2,(_2,_6):(_6,_1))",
    );
    c(
        try_composition(Layout::new((2,), (1,)), Layout::new(8, 12)),
        "composition((2):(1),8:12)",
    );
    c(
        try_composition(
            Layout::new(((_2, 1), (_2,)), ((_2, _8), (0,))),
            (Layout::new(_1, _1),),
        ),
        "composition(((_2,1),(_2)):((_2,_8),(0)),(_1:_1))",
    );
    c(
        try_composition(
            Layout::new(((_6, _8), _4), ((_1, _24), _6)),
            Layout::new(_4, _1),
        ),
        "composition(((_6,_8),_4):((_1,_24),_6),_4:_1)",
    );
    c(
        try_composition(
            Layout::new(((2,), (3, 6)), ((6,), (1, 1))),
            (Layout::new(1, 2), Layout::new(2, 2)),
        ),
        "composition(((2),(3,6)):((6),(1,1)),(1:2,2:2))",
    );
    c(
        try_composition(Layout::new(_6, _2), Layout::new((_8, _4), (1, _8))),
        "composition(_6:_2,(_8,_4):(1,_8))",
    );
    c(
        try_composition(Layout::new((_3,), (_1,)), Layout::new((_8, _3), (_6, _2))),
        "composition((_3):(_1),(_8,_3):(_6,_2))",
    );
    c(
        try_composition(
            Layout::new(((_8, _4), (_3, _6)), ((_4, _1), (_32, _96))),
            (Layout::new((_2, _8), (_2, _4)),),
        ),
        "composition(((_8,_4),(_3,_6)):((_4,_1),(_32,_96)),((_2,_8):(_2,_4)))",
    );
    c(
        try_composition(Layout::new((4,), (2,)), (Layout::new(2, 2),)),
        "composition((4):(2),(2:2))",
    );
    c(
        try_composition(Layout::new(((_4,),), ((_1,),)), Layout::new(_4, _1)),
        "composition(((_4)):((_1)),_4:_1)",
    );
    c(
        try_composition(Layout::new((2,), (1,)), Layout::new(2, 3)),
        "composition((2):(1),2:3)",
    );
    c(
        try_composition(
            Layout::new((_2, (_1, 1)), (_1, (_2, _8))),
            (Layout::new(2, 2),),
        ),
        "composition((_2,(_1,1)):(_1,(_2,_8)),(2:2))",
    );
    c(
        try_composition(
            Layout::new((2, (4,), _4), (_32, (8,), _2)),
            Layout::new(_2, _16),
        ),
        "composition((2,(4),_4):(_32,(8),_2),_2:_16)",
    );
    c(
        try_composition(Layout::new((_1, (_2,)), (_2, (1,))), (Layout::new(_1, 2),)),
        "composition((_1,(_2)):(_2,(1)),(_1:2))",
    );
    c(
        try_composition(Layout::new(((_8, _1),), ((_1, _8),)), Layout::new(_2, _2)),
        "composition(((_8,_1)):((_1,_8)),_2:_2)",
    );
    c(
        try_composition(
            Layout::new(((_2, _2), (4,), (6,)), ((1, 8), (6,), (12,))),
            (2, Layout::new(_1, _2), X),
        ),
        "composition(((_2,_2),(4),(6)):((1,8),(6),(12)),(2,_1:_2,_))",
    );
    c(
        try_composition(Layout::new(3, 1), Layout::new(3, 1)),
        "composition(3:1,3:1)",
    );
    c(
        try_composition(Layout::new(((8,),), ((_1,),)), Layout::new(_1, 2)),
        "composition(((8)):((_1)),_1:2)",
    );
    c(
        try_composition(Layout::new(_3, _0), Layout::new(_1, _2)),
        "composition(_3:_0,_1:_2)",
    );
    c(
        try_composition(Layout::new(_3, _12), Layout::new(_1, _1)),
        "composition(_3:_12,_1:_1)",
    );
    c(
        try_composition(Layout::new((_1, 1), (_1, _1)), (X, _1)),
        "composition((_1,1):(_1,_1),(_,_1))",
    );
    c(
        try_composition(Layout::new(1, 1), Layout::new(1, 1)),
        "composition(1:1,1:1)",
    );
    c(
        try_composition(Layout::new((2, 2), (1, 2)), Layout::new(1, 1)),
        "composition((2,2):(1,2),1:1)",
    );
    c(
        try_composition(
            Layout::new(
                ((_3, _4), (_6, 2, 3), (_2, 2, _4)),
                ((2304, 576), (_96, _48, _16), (8, _4, 1)),
            ),
            Layout::new(_2, _2),
        ),
        "composition(((_3,_4),(_6,2,3),(_2,2,_4)):((2304,576),(_96,_48,_16),(8,_4,1)),_2:_2)",
    );
    c(
        try_composition(Layout::new(((_4,),), ((_2,),)), Layout::new(_4, _1)),
        "composition(((_4)):((_2)),_4:_1)",
    );
    c(
        try_composition(
            Layout::new(((_1, _4, 6), (_2, _4)), ((24, _24, _1), (96, 6))),
            Layout::new((8, _1), (_1, _1)),
        ),
        "composition(((_1,_4,6),(_2,_4)):((24,_24,_1),(96,6)),(8,_1):(_1,_1))",
    );
    c(
        try_composition(
            Layout::new(((_4,), (_3, _6), _4), ((_8,), (_6, _1), _6)),
            Layout::new(_2, _1),
        ),
        "composition(((_4),(_3,_6),_4):((_8),(_6,_1),_6),_2:_1)",
    );
    c(
        try_composition(Layout::new(4, _4), Layout::new((4, _2, _6), (_1, _4, _8))),
        "composition(4:_4,(4,_2,_6):(_1,_4,_8))",
    );
    c(
        try_composition(Layout::new(1, 0), Layout::new(1, 1)),
        "composition(1:0,1:1)",
    );
    c(
        try_composition(Layout::new(((_4,),), ((_1,),)), Layout::new(_1, _1)),
        "composition(((_4)):((_1)),_1:_1)",
    );
    c(
        try_composition(Layout::new(_3, _3), Layout::new(_1, _3)),
        "composition(_3:_3,_1:_3)",
    );
    c(
        try_composition(
            Layout::new((4, (8, _6)), (8, (1, _32))),
            Layout::new(_2, _96),
        ),
        "composition((4,(8,_6)):(8,(1,_32)),_2:_96)",
    );
    c(
        try_composition(Layout::new(8, _2), Layout::new(2, _1)),
        "composition(8:_2,2:_1)",
    );
    c(
        try_composition(
            Layout::new(((_2, _2), (_2, _8), (_4,)), ((_1, _2), (_4, _8), (_64,))),
            Layout::new(_6, _0),
        ),
        "composition(((_2,_2),(_2,_8),(_4)):((_1,_2),(_4,_8),(_64)),_6:_0)",
    );
    c(
        try_composition(
            Layout::new(((_6, _2), (_2, _6), _3), ((_1, _6), (_12, _24), _144)),
            Layout::new(_9, _1),
        ),
        "composition(((_6,_2),(_2,_6),_3):((_1,_6),(_12,_24),_144),_9:_1)",
    );
    c(
        try_composition(
            Layout::new(
                ((8, 2, 4), (8, 6, 8), 4),
                ((48, 1, 384), (1536, 2, 12288), 12),
            ),
            Layout::new(3072, 32),
        ),
        "composition(((8,2,4),(8,6,8),4):((48,1,384),(1536,2,12288),12),3072:32)",
    );
    c(
        try_composition(
            Layout::new((2, (8, 8, 4)), (1, (2, 16, 128))),
            Layout::new((2, 8), (1, 2)),
        ),
        "composition((2,(8,8,4)):(1,(2,16,128)),(2,8):(1,2))",
    );
    c(
        try_composition(Layout::new(_2, _2), Layout::new(_1, 1)),
        "composition(_2:_2,_1:1)",
    );
}

#[test]
fn composition_5() {
    c(
        try_composition(
            Layout::new(((_4, _6), (_8, _4)), ((_1, _4), (_24, _192))),
            (Layout::new(_1, _24),),
        ),
        "composition(((_4,_6),(_8,_4)):((_1,_4),(_24,_192)),(_1:_24))",
    );
    c(
        try_composition(Layout::new(6, 1), Layout::new(_2, 8)),
        "composition(6:1,_2:8)",
    );
    c(
        try_composition(Layout::new((2, 2), (_1, _12)), (X,)),
        "composition((2,2):(_1,_12),(_))",
    );
    c(
        try_composition(
            Layout::new(((4, 8, 4), (8, 4)), ((2, 8, 64), (256, 2048))),
            (Layout::new(128, 1),),
        ),
        "composition(((4,8,4),(8,4)):((2,8,64),(256,2048)),(128:1))",
    );
    c(
        try_composition(
            Layout::new(((_4, _6), _1, _6), ((_1, _24), _1, _4)),
            (Layout::new(_6, _4),),
        ),
        "composition(((_4,_6),_1,_6):((_1,_24),_1,_4),(_6:_4))",
    );
    c(
        try_composition(
            Layout::new(((_2, _8),), ((_3, _3),)),
            Layout::new((_1,), (_1,)),
        ),
        "composition(((_2,_8)):((_3,_3)),(_1):(_1))",
    );
    c(
        try_composition(
            Layout::new(((_6, _3), _4), ((_2, _12), _36)),
            (X, Layout::new(_4, _1)),
        ),
        "composition(((_6,_3),_4):((_2,_12),_36),(_,_4:_1))",
    );
    c(
        try_composition(Layout::new(((6,), 4), ((_4,), _1)), Layout::new(_12, 1)),
        "composition(((6),4):((_4),_1),_12:1)",
    );
    c(
        try_composition(Layout::new(8, 16), Layout::new(8, 2)),
        "composition(8:16,8:2)",
    );
    c(
        try_composition(Layout::new(((_1,),), ((_1,),)), Layout::new(_3, _1)),
        "composition(((_1)):((_1)),_3:_1)",
    );
    c(
        try_composition(
            Layout::new((_2, (_1, 4)), (2, (2, 4))),
            Layout::new((_1, 6), (_1, _1)),
        ),
        "composition((_2,(_1,4)):(2,(2,4)),(_1,6):(_1,_1))",
    );
    c(
        try_composition(
            Layout::new(((8, 4), (1, 3)), ((0, 0), (1, 3))),
            Layout::new((4, 4), (4, 4)),
        ),
        "composition(((8,4),(1,3)):((0,0),(1,3)),(4,4):(4,4))",
    );
    c(
        try_composition(
            Layout::new(((_3, _2), (_3, _4)), ((_3, _9), (_1, _18))),
            Layout::new(_4, _1),
        ),
        "composition(((_3,_2),(_3,_4)):((_3,_9),(_1,_18)),_4:_1)",
    );
    c(
        try_composition(
            Layout::new(((4, 8, 8), (2, 2)), ((2, 8, 64), (512, 1024))),
            Layout::new(2, 512),
        ),
        "composition(((4,8,8),(2,2)):((2,8,64),(512,1024)),2:512)",
    );
    c(
        try_composition(Layout::new(_6, _1), Layout::new(_4, _1)),
        "composition(_6:_1,_4:_1)",
    );
    c(
        try_composition(
            Layout::new(((_2,), (_6, _2)), ((_12,), (_2, _1))),
            Layout::new(_12, _1),
        ),
        "composition(((_2),(_6,_2)):((_12),(_2,_1)),_12:_1)",
    );
    c(
        try_composition(
            Layout::new(((_2,), (_3, _1)), ((_0,), (_1, _3))),
            Layout::new((_4, _2), (_0, _4)),
        ),
        "composition(((_2),(_3,_1)):((_0),(_1,_3)),(_4,_2):(_0,_4))",
    );
    c(
        try_composition(Layout::new((_3,), (_8,)), Layout::new(_3, _1)),
        "composition((_3):(_8),_3:_1)",
    );
    c(
        try_composition(Layout::new(((8, 4),), ((1, 8),)), Layout::new(2, 1)),
        "composition(((8,4)):((1,8)),2:1)",
    );
    c(
        try_composition(Layout::new(((_2, _4),), ((_2, _4),)), (4,)),
        "composition(((_2,_4)):((_2,_4)),(4))",
    );
    c(
        try_composition(
            Layout::new((_8, (_6, _8, _4)), (_48, (1, _6, 384))),
            Layout::new(_2, _1),
        ),
        "composition((_8,(_6,_8,_4)):(_48,(1,_6,384)),_2:_1)",
    );
    c(
        try_composition(Layout::new(_3, _6), Layout::new(_4, _1)),
        "composition(_3:_6,_4:_1)",
    );
    c(
        try_composition(Layout::new((2, (3,), (2, 4)), (4, (8,), (3, 4))), (2,)),
        "composition((2,(3),(2,4)):(4,(8),(3,4)),(2))",
    );
    c(
        try_composition(Layout::new(((_4,), _4), ((_8,), _2)), Layout::new(_1, _16)),
        "composition(((_4),_4):((_8),_2),_1:_16)",
    );
    c(
        try_composition(
            Layout::new(((_8, 1), _2), ((_4, _4), _2)),
            Layout::new(_16, 1),
        ),
        "composition(((_8,1),_2):((_4,_4),_2),_16:1)",
    );
    c(
        try_composition(
            Layout::new(((_3, _8), (_8, _4)), ((_1, _1), (_2, _16))),
            Layout::new(_3, _1),
        ),
        "composition(((_3,_8),(_8,_4)):((_1,_1),(_2,_16)),_3:_1)",
    );
    c(
        try_composition(Layout::new(2, 1), Layout::new(2, 2)),
        "composition(2:1,2:2)",
    );
    c(
        try_composition(
            Layout::new(((_2,),), ((_1,),)),
            Layout::new((_2, 4), (_1, _2)),
        ),
        "composition(((_2)):((_1)),(_2,4):(_1,_2))",
    );
    c(
        try_composition(Layout::new((_4,), (_1,)), Layout::new(_1, _2)),
        "composition((_4):(_1),_1:_2)",
    );
    c(
        try_composition(Layout::new(_3, _1), Layout::new(_1, _1)),
        "composition(_3:_1,_1:_1)",
    );
    c(
        try_composition(Layout::new(((2, 1, 2),), ((2, 4, 4),)), Layout::new(1, 4)),
        "composition(((2,1,2)):((2,4,4)),1:4)",
    );
    c(
        try_composition(Layout::new(((1, 1), 3), ((1, 12), 12)), (X, X)),
        "composition(((1,1),3):((1,12),12),(_,_))",
    );
    c(
        try_composition(Layout::new(((_8, _2),), ((_3, _1),)), Layout::new(_1, _1)),
        "composition(((_8,_2)):((_3,_1)),_1:_1)",
    );
    c(
        try_composition(Layout::new((_6,), (_1,)), Layout::new((_2, _3), (_2, 4))),
        "composition((_6):(_1),(_2,_3):(_2,4))",
    );
    c(
        try_composition(Layout::new(_1, 0), Layout::new(1, _1)),
        "composition(_1:0,1:_1)",
    );
    c(
        try_composition(
            Layout::new(((_6, _6, _3), (_2, 4)), ((_144, _24, _8), (_4, 1))),
            Layout::new(_1, 2),
        ),
        "composition(((_6,_6,_3),(_2,4)):((_144,_24,_8),(_4,1)),_1:2)",
    );
    c(
        try_composition(
            Layout::new(((_4,), _4, (3, _2)), ((_12,), _0, (_8, 1))),
            Layout::new(_6, _2),
        ),
        "composition(((_4),_4,(3,_2)):((_12),_0,(_8,1)),_6:_2)",
    );
    c(
        try_composition(Layout::new((_4,), (_1,)), Layout::new(2, 1)),
        "composition((_4):(_1),2:1)",
    );
    c(
        try_composition(Layout::new(2, 1), Layout::new(1, _2)),
        "composition(2:1,1:_2)",
    );
    c(
        try_composition(
            Layout::new((_1, (_4, _2)), (_1, (_1, 4))),
            Layout::new(2, 1),
        ),
        "composition((_1,(_4,_2)):(_1,(_1,4)),2:1)",
    );
}

#[test]
fn composition_6() {
    c(
        try_composition(Layout::new(((_1,), _4), ((_4,), _1)), Layout::new(_2, 1)),
        "composition(((_1),_4):((_4),_1),_2:1)",
    );
    c(
        try_composition(Layout::new(((_6,), _4), ((_1,), _6)), Layout::new(_4, _2)),
        "composition(((_6),_4):((_1),_6),_4:_2)",
    );
    c(
        try_composition(
            Layout::new(((_4, _2), (_2, _4)), ((_16, _8), (_1, _8))),
            Layout::new(_2, _1),
        ),
        "composition(((_4,_2),(_2,_4)):((_16,_8),(_1,_8)),_2:_1)",
    );
    c(
        try_composition(Layout::new(((_2, _8),), ((_1, _2),)), Layout::new(_4, _1)),
        "composition(((_2,_8)):((_1,_2)),_4:_1)",
    );
    c(
        try_composition(Layout::new(_8, _0), Layout::new((_3, _3, _4), (1, _12, 3))),
        "composition(_8:_0,(_3,_3,_4):(1,_12,3))",
    );
    c(
        try_composition(
            Layout::new(
                ((_6, _1, _2), (_3, _1, _1)),
                ((_1, _6, _6), (_12, _36, _36)),
            ),
            Layout::new((_4, _2), (_2, _2)),
        ),
        "composition(((_6,_1,_2),(_3,_1,_1)):((_1,_6,_6),(_12,_36,_36)),(_4,_2):(_2,_2))",
    );
    c(
        try_composition(
            Layout::new(((_2, _1), (_4, _4)), ((1, _2), (_2, _8))),
            Layout::new(_8, 1),
        ),
        "composition(((_2,_1),(_4,_4)):((1,_2),(_2,_8)),_8:1)",
    );
    c(
        try_composition(Layout::new((_2, _4), (_2, _4)), Layout::new(_4, _1)),
        "composition((_2,_4):(_2,_4),_4:_1)",
    );
    c(
        try_composition(
            Layout::new(
                ((_1, _1), (_1, _1), (_2, _3)),
                ((_12, _12), (_12, _12), (_6, _2)),
            ),
            Layout::new(_6, _1),
        ),
        "composition(((_1,_1),(_1,_1),(_2,_3)):((_12,_12),(_12,_12),(_6,_2)),_6:_1)",
    );
    c(
        try_composition(Layout::new(2, _1), Layout::new(_1, _2)),
        "composition(2:_1,_1:_2)",
    );
    c(
        try_composition(
            Layout::new(
                ((_4, _2, _2), (_4, _4), _4),
                (
                    (_2, _8, _16),
                    (_32, _128),
                    layout_core::typenum::consts::P512::new(),
                ),
            ),
            Layout::new(_256, _4),
        ),
        "composition(((_4,_2,_2),(_4,_4),_4):((_2,_8,_16),(_32,_128),_512),_256:_4)",
    );
    c(
        try_composition(
            Layout::new(((_4, _2), _4), ((_8, _1), _2)),
            Layout::new((_8, _4), (_1, _8)),
        ),
        "composition(((_4,_2),_4):((_8,_1),_2),(_8,_4):(_1,_8))",
    );
    c(
        try_composition(
            Layout::new((_8, (_2, _2)), (1, (_8, _16))),
            (Layout::new(_8, _1),),
        ),
        "composition((_8,(_2,_2)):(1,(_8,_16)),(_8:_1))",
    );
    c(
        try_composition(Layout::new(((6, 1),), ((1, 6),)), (Layout::new(2, 1),)),
        "composition(((6,1)):((1,6)),(2:1))",
    );
    c(
        try_composition(
            Layout::new((2, (3, _6), (_4,)), (18, (_6, 1), (_36,))),
            Layout::new(_1, 1),
        ),
        "composition((2,(3,_6),(_4)):(18,(_6,1),(_36)),_1:1)",
    );
    c(
        try_composition(
            Layout::new((3, (2,)), (1, (3,))),
            (Layout::new(3, 1), Layout::new(1, 1)),
        ),
        "composition((3,(2)):(1,(3)),(3:1,1:1))",
    );
    c(
        try_composition(Layout::new(((4, _3),), ((_1, _4),)), Layout::new(3, 1)),
        "composition(((4,_3)):((_1,_4)),3:1)",
    );
    c(
        try_composition(Layout::new(_6, _1), Layout::new(_1, _1)),
        "composition(_6:_1,_1:_1)",
    );
    c(
        try_composition(
            Layout::new((_6, (_2, _4, _3)), (_1, (_6, _12, _48))),
            Layout::new((_1,), (_8,)),
        ),
        "composition((_6,(_2,_4,_3)):(_1,(_6,_12,_48)),(_1):(_8))",
    );
    c(
        try_composition(
            Layout::new((4, (_8,)), (8, (_1,))),
            Layout::new((1, _8), (_1, 1)),
        ),
        "composition((4,(_8)):(8,(_1)),(1,_8):(_1,1))",
    );
}
