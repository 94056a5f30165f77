// THIS IS GENERATED CODE by layout-core/tests/gen/algebra_ops.py; do not edit.
//! Differential tests (inverse): the typed layer prints exactly like the runtime layer.
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
fn inverse_0() {
    c(
        try_right_inverse(Layout::new(_1, _2)),
        "right_inverse(_1:_2)",
    );
    c(
        try_right_inverse(Layout::new(
            ((_3, _3), _3, (_3, _2)),
            ((_54, _18), _6, (_2, _1)),
        )),
        "right_inverse(((_3,_3),_3,(_3,_2)):((_54,_18),_6,(_2,_1)))",
    );
    c(try_left_inverse(Layout::new(_4, _1)), "left_inverse(_4:_1)");
    c(
        try_left_inverse(Layout::new(((_3, _3),), ((_1, _3),))),
        "left_inverse(((_3,_3)):((_1,_3)))",
    );
    c(
        try_right_inverse(Layout::new((_2, (_2, _2)), (_4, (_2, _8)))),
        "right_inverse((_2,(_2,_2)):(_4,(_2,_8)))",
    );
    c(
        try_right_inverse(Layout::new(
            ((_3, _1, _2), (_4, _3)),
            ((_2, _6, _6), (_12, _48)),
        )),
        "right_inverse(((_3,_1,_2),(_4,_3)):((_2,_6,_6),(_12,_48)))",
    );
    c(
        try_left_inverse(Layout::new(((_3, _4),), ((_1, _3),))),
        "left_inverse(((_3,_4)):((_1,_3)))",
    );
    c(try_left_inverse(Layout::new(_8, _1)), "left_inverse(_8:_1)");
    c(try_right_inverse(Layout::new(_6, 1)), "right_inverse(_6:1)");
    c(
        try_right_inverse(Layout::new(_8, _2)),
        "right_inverse(_8:_2)",
    );
    c(
        try_right_inverse(Layout::new(((_3,),), ((_1,),))),
        "right_inverse(((_3)):((_1)))",
    );
    c(try_right_inverse(Layout::new(_4, 2)), "right_inverse(_4:2)");
    c(try_left_inverse(Layout::new(3, _8)), "left_inverse(3:_8)");
    c(
        try_right_inverse(Layout::new(
            ((_2, _2, _2), (_3,), _1),
            ((_1, _2, _4), (8,), 24),
        )),
        "right_inverse(((_2,_2,_2),(_3),_1):((_1,_2,_4),(8),24))",
    );
    c(
        try_right_inverse(Layout::new(
            ((_1, _2, _2), (_2, _2)),
            ((_1, _1, _2), (_4, _8)),
        )),
        "right_inverse(((_1,_2,_2),(_2,_2)):((_1,_1,_2),(_4,_8)))",
    );
    c(
        try_left_inverse(Layout::new(((_2, _8), (_1, _3)), ((_1, _2), (_16, _16)))),
        "left_inverse(((_2,_8),(_1,_3)):((_1,_2),(_16,_16)))",
    );
    c(
        try_right_inverse(Layout::new((_1, (_6, _3, _1)), (_0, (_3, _16, _8)))),
        "right_inverse((_1,(_6,_3,_1)):(_0,(_3,_16,_8)))",
    );
    c(try_right_inverse(Layout::new(_2, 2)), "right_inverse(_2:2)");
    c(
        try_left_inverse(Layout::new(((_1,), _4), ((_2,), _2))),
        "left_inverse(((_1),_4):((_2),_2))",
    );
    c(
        try_right_inverse(Layout::new((6, (_4, _8)), (3, (2, 6)))),
        "right_inverse((6,(_4,_8)):(3,(2,6)))",
    );
    c(
        try_right_inverse(Layout::new(_8, _1)),
        "right_inverse(_8:_1)",
    );
    c(
        try_right_inverse(Layout::new(((_4, _6),), ((_8, _3),))),
        "right_inverse(((_4,_6)):((_8,_3)))",
    );
    c(
        try_right_inverse(Layout::new(
            ((_8, _8, _1), (_2, _8)),
            ((_2, _16, _128), (_128, _256)),
        )),
        "right_inverse(((_8,_8,_1),(_2,_8)):((_2,_16,_128),(_128,_256)))",
    );
    c(
        try_left_inverse(Layout::new(
            ((_8, _3), (_4, _2, _2)),
            ((_1, _8), (_24, _96, _192)),
        )),
        "left_inverse(((_8,_3),(_4,_2,_2)):((_1,_8),(_24,_96,_192)))",
    );
    c(
        try_right_inverse(Layout::new(((4,), (_2,)), ((_2,), (_8,)))),
        "right_inverse(((4),(_2)):((_2),(_8)))",
    );
    c(
        try_left_inverse(Layout::new((_3, _1), (_1, _12))),
        "left_inverse((_3,_1):(_1,_12))",
    );
    c(
        try_right_inverse(Layout::new(((_8,), (_2, _4)), ((_1,), (_8, _16)))),
        "right_inverse(((_8),(_2,_4)):((_1),(_8,_16)))",
    );
    c(
        try_right_inverse(Layout::new(_3, _1)),
        "right_inverse(_3:_1)",
    );
    c(
        try_right_inverse(Layout::new(((_2, _2), _8), ((_32, _16), _2))),
        "right_inverse(((_2,_2),_8):((_32,_16),_2))",
    );
    c(
        try_right_inverse(Layout::new(((4, 4), (2, 8), 4), ((1, 4), (16, 32), 256))),
        "right_inverse(((4,4),(2,8),4):((1,4),(16,32),256))",
    );
    c(
        try_left_inverse(Layout::new((_6, (_3, _1)), (_1, (_6, _18)))),
        "left_inverse((_6,(_3,_1)):(_1,(_6,_18)))",
    );
    c(
        try_left_inverse(Layout::new(((_4, _4),), ((_4, _1),))),
        "left_inverse(((_4,_4)):((_4,_1)))",
    );
    c(
        try_right_inverse(Layout::new((_8, (_4, _8, _3)), (_1, (_8, _32, _256)))),
        "right_inverse((_8,(_4,_8,_3)):(_1,(_8,_32,_256)))",
    );
    c(try_right_inverse(Layout::new(3, 1)), "right_inverse(3:1)");
    c(
        try_left_inverse(Layout::new((_2, _3), (_2, _4))),
        "left_inverse((_2,_3):(_2,_4))",
    );
    c(
        try_left_inverse(Layout::new(((_4, _3), _4), ((_12, _4), _1))),
        "left_inverse(((_4,_3),_4):((_12,_4),_1))",
    );
    c(
        try_right_inverse(Layout::new(((_1, _4), (_8,)), ((_32, _8), (_1,)))),
        "right_inverse(((_1,_4),(_8)):((_32,_8),(_1)))",
    );
    c(
        try_right_inverse(Layout::new((_8, _8), (_8, _1))),
        "right_inverse((_8,_8):(_8,_1))",
    );
    c(
        try_left_inverse(Layout::new(((_8, _2), _2), ((_1, _8), _16))),
        "left_inverse(((_8,_2),_2):((_1,_8),_16))",
    );
    c(try_right_inverse(Layout::new(8, 1)), "right_inverse(8:1)");
}

#[test]
fn inverse_1() {
    c(
        try_right_inverse(Layout::new(
            ((_6, _4, _3), (_6, _6)),
            (
                (layout_core::typenum::consts::P864::new(), _216, _72),
                (_12, _2),
            ),
        )),
        "right_inverse(((_6,_4,_3),(_6,_6)):((_864,_216,_72),(_12,_2)))",
    );
    c(
        try_left_inverse(Layout::new((_4, _4), (_4, _1))),
        "left_inverse((_4,_4):(_4,_1))",
    );
    c(
        try_left_inverse(Layout::new((_8, (_2,), (_2, _2)), (_2, (_16,), (_32, _64)))),
        "left_inverse((_8,(_2),(_2,_2)):(_2,(_16),(_32,_64)))",
    );
    c(
        try_right_inverse(Layout::new((_3, (_4,)), (2, (6,)))),
        "right_inverse((_3,(_4)):(2,(6)))",
    );
    c(
        try_right_inverse(Layout::new(_6, _12)),
        "right_inverse(_6:_12)",
    );
    c(
        try_right_inverse(Layout::new(((_8,), (_1, _8)), ((_8,), (_8, _1)))),
        "right_inverse(((_8),(_1,_8)):((_8),(_8,_1)))",
    );
    c(
        try_right_inverse(Layout::new(
            ((4, _2, 3), (2, _4), (4,)),
            ((_1, _4, _8), (24, 48), (192,)),
        )),
        "right_inverse(((4,_2,3),(2,_4),(4)):((_1,_4,_8),(24,48),(192)))",
    );
    c(
        try_right_inverse(Layout::new((_1, (4,)), (_4, (_1,)))),
        "right_inverse((_1,(4)):(_4,(_1)))",
    );
    c(
        try_left_inverse(Layout::new((_2, (_4, _4)), (_16, (_0, _4)))),
        "left_inverse((_2,(_4,_4)):(_16,(_0,_4)))",
    );
    c(
        try_right_inverse(Layout::new(((_8, 4), 2), ((2, _16), _64))),
        "right_inverse(((_8,4),2):((2,_16),_64))",
    );
    c(
        try_right_inverse(Layout::new(((_1, _8, _4), _4), ((_64, _2, _64), _16))),
        "right_inverse(((_1,_8,_4),_4):((_64,_2,_64),_16))",
    );
    c(
        try_right_inverse(Layout::new((_2,), (_0,))),
        "right_inverse((_2):(_0))",
    );
    c(try_left_inverse(Layout::new(_2, _1)), "left_inverse(_2:_1)");
    c(
        try_right_inverse(Layout::new((_2,), (_1,))),
        "right_inverse((_2):(_1))",
    );
    c(
        try_right_inverse(Layout::new((2, 2), (2, 1))),
        "right_inverse((2,2):(2,1))",
    );
    c(
        try_left_inverse(Layout::new((_2, _1, (_1, _2)), (_1, _4, (_1, _4)))),
        "left_inverse((_2,_1,(_1,_2)):(_1,_4,(_1,_4)))",
    );
    c(
        try_left_inverse(Layout::new(
            ((_2, _1), (_1, _3), _4),
            ((_12, _12), (_1, _4), _1),
        )),
        "left_inverse(((_2,_1),(_1,_3),_4):((_12,_12),(_1,_4),_1))",
    );
    c(try_left_inverse(Layout::new(_4, _2)), "left_inverse(_4:_2)");
    c(try_right_inverse(Layout::new(_6, 2)), "right_inverse(_6:2)");
    c(
        try_right_inverse(Layout::new((_6, _2), (_1, _6))),
        "right_inverse((_6,_2):(_1,_6))",
    );
    c(try_left_inverse(Layout::new(_6, _1)), "left_inverse(_6:_1)");
    c(
        try_left_inverse(Layout::new(((_4, _1), (_4, _3)), ((_16, _8), (_0, _1)))),
        "left_inverse(((_4,_1),(_4,_3)):((_16,_8),(_0,_1)))",
    );
    c(
        try_left_inverse(Layout::new(((_6,),), ((_0,),))),
        "left_inverse(((_6)):((_0)))",
    );
    c(
        try_right_inverse(Layout::new(((_1, _2), _6), ((_12, _1), _2))),
        "right_inverse(((_1,_2),_6):((_12,_1),_2))",
    );
    c(
        try_right_inverse(Layout::new((_6, (_3, _8)), (_2, (_4, _2)))),
        "right_inverse((_6,(_3,_8)):(_2,(_4,_2)))",
    );
    c(
        try_right_inverse(Layout::new(((3, 2, 4), _2), ((_3, _4, _16), _1))),
        "right_inverse(((3,2,4),_2):((_3,_4,_16),_1))",
    );
    c(
        try_right_inverse(Layout::new(
            ((_1, _3), (_8, _6), _2),
            ((1, _1), (_4, 8), _3),
        )),
        "right_inverse(((_1,_3),(_8,_6),_2):((1,_1),(_4,8),_3))",
    );
    c(
        try_left_inverse(Layout::new(
            ((_8, _4, _4), (_4, _8)),
            (
                (_1, _8, _32),
                (_128, layout_core::typenum::consts::P512::new()),
            ),
        )),
        "left_inverse(((_8,_4,_4),(_4,_8)):((_1,_8,_32),(_128,_512)))",
    );
    c(try_left_inverse(Layout::new(4, _1)), "left_inverse(4:_1)");
    c(
        try_left_inverse(Layout::new((_8, (_6, _4)), (_1, (_8, _48)))),
        "left_inverse((_8,(_6,_4)):(_1,(_8,_48)))",
    );
    c(try_right_inverse(Layout::new(4, 4)), "right_inverse(4:4)");
    c(
        try_right_inverse(Layout::new(_2, _1)),
        "right_inverse(_2:_1)",
    );
    c(
        try_left_inverse(Layout::new(((_4, _1), (_1, _4)), ((_4, _4), (_16, _1)))),
        "left_inverse(((_4,_1),(_1,_4)):((_4,_4),(_16,_1)))",
    );
    c(
        try_right_inverse(Layout::new(((_8, _4), (_4, _1)), ((_1, _8), (_32, _128)))),
        "right_inverse(((_8,_4),(_4,_1)):((_1,_8),(_32,_128)))",
    );
    c(
        try_right_inverse(Layout::new(
            (_4, (_6, _1), (_6, _1, _2)),
            (_144, (_24, _24), (_4, _4, _2)),
        )),
        "right_inverse((_4,(_6,_1),(_6,_1,_2)):(_144,(_24,_24),(_4,_4,_2)))",
    );
    c(
        try_right_inverse(Layout::new(
            ((_4, _4, _3), (_1, _1, _1)),
            ((_1, _4, _12), (_8, _1, _12)),
        )),
        "right_inverse(((_4,_4,_3),(_1,_1,_1)):((_1,_4,_12),(_8,_1,_12)))",
    );
    c(try_left_inverse(Layout::new(_1, _1)), "left_inverse(_1:_1)");
    c(
        try_left_inverse(Layout::new(((_3,), _4, (_1, _4)), ((_6,), _0, (_8, _1)))),
        "left_inverse(((_3),_4,(_1,_4)):((_6),_0,(_8,_1)))",
    );
    c(
        try_left_inverse(Layout::new((_2,), (_1,))),
        "left_inverse((_2):(_1))",
    );
    c(
        try_right_inverse(Layout::new(((1, 1), 2), ((1, 1), 1))),
        "right_inverse(((1,1),2):((1,1),1))",
    );
}

#[test]
fn inverse_2() {
    c(
        try_right_inverse(Layout::new((_3, (4, _8)), (_32, (_8, _1)))),
        "right_inverse((_3,(4,_8)):(_32,(_8,_1)))",
    );
    c(
        try_left_inverse(Layout::new(
            ((_4, _3), _4, (_6, _2, _3)),
            (
                (_1, _4),
                _12,
                (
                    _48,
                    layout_core::typenum::consts::P288::new(),
                    layout_core::typenum::consts::P576::new(),
                ),
            ),
        )),
        "left_inverse(((_4,_3),_4,(_6,_2,_3)):((_1,_4),_12,(_48,_288,_576)))",
    );
    c(
        try_left_inverse(Layout::new((_6, (_8, _1)), (_12, (_1, _2)))),
        "left_inverse((_6,(_8,_1)):(_12,(_1,_2)))",
    );
    c(
        try_right_inverse(Layout::new(_4, _2)),
        "right_inverse(_4:_2)",
    );
    c(try_left_inverse(Layout::new(_2, _0)), "left_inverse(_2:_0)");
    c(
        try_right_inverse(Layout::new((8, 3), (1, 8))),
        "right_inverse((8,3):(1,8))",
    );
    c(try_left_inverse(Layout::new(4, _2)), "left_inverse(4:_2)");
    c(
        try_right_inverse(Layout::new(((1, 1), (2, 1)), ((1, 4), (4, 0)))),
        "right_inverse(((1,1),(2,1)):((1,4),(4,0)))",
    );
    c(
        try_left_inverse(Layout::new((_6, _8, _2), (_12, _6, _12))),
        "left_inverse((_6,_8,_2):(_12,_6,_12))",
    );
    c(
        try_left_inverse(Layout::new(((_8, _6, _3),), ((_2, _16, _96),))),
        "left_inverse(((_8,_6,_3)):((_2,_16,_96)))",
    );
    c(
        try_right_inverse(Layout::new(((1, _6), (8, _4)), ((_1, _1), (6, _48)))),
        "right_inverse(((1,_6),(8,_4)):((_1,_1),(6,_48)))",
    );
    c(try_left_inverse(Layout::new(_3, _1)), "left_inverse(_3:_1)");
    c(
        try_right_inverse(Layout::new(((_2, _4), (_4,)), ((_1, _2), (_8,)))),
        "right_inverse(((_2,_4),(_4)):((_1,_2),(_8)))",
    );
    c(
        try_right_inverse(Layout::new(
            ((_1, _2, _8), (_4, _2)),
            ((_1, 1, 2), (_16, _64)),
        )),
        "right_inverse(((_1,_2,_8),(_4,_2)):((_1,1,2),(_16,_64)))",
    );
    c(
        try_right_inverse(Layout::new(((_6, _4), (_2, _3)), ((_1, _12), (_6, _48)))),
        "right_inverse(((_6,_4),(_2,_3)):((_1,_12),(_6,_48)))",
    );
    c(
        try_right_inverse(Layout::new((1, (_4, _3)), (0, (_8, 12)))),
        "right_inverse((1,(_4,_3)):(0,(_8,12)))",
    );
    c(try_right_inverse(Layout::new(6, 1)), "right_inverse(6:1)");
    c(
        try_right_inverse(Layout::new(((_6, _1), (_6, _2)), ((_16, _6), (_16, _2)))),
        "right_inverse(((_6,_1),(_6,_2)):((_16,_6),(_16,_2)))",
    );
    c(
        try_left_inverse(Layout::new(
            ((_8,), (_4, _4, _2)),
            ((_2,), (_16, _64, _256)),
        )),
        "left_inverse(((_8),(_4,_4,_2)):((_2),(_16,_64,_256)))",
    );
    c(
        try_right_inverse(Layout::new(
            ((_3, _2), (_2, _4), (_6, 1)),
            ((_12, _1), (_2, 12), (_8, _4)),
        )),
        "right_inverse(((_3,_2),(_2,_4),(_6,1)):((_12,_1),(_2,12),(_8,_4)))",
    );
    c(try_right_inverse(Layout::new(_3, 1)), "right_inverse(_3:1)");
    c(
        try_right_inverse(Layout::new((_1, (_1, _4, _2)), (_16, (_16, _4, _2)))),
        "right_inverse((_1,(_1,_4,_2)):(_16,(_16,_4,_2)))",
    );
    c(
        try_left_inverse(Layout::new((_2, (_1, 2), _2), (_2, (4, _4), _8))),
        "left_inverse((_2,(_1,2),_2):(_2,(4,_4),_8))",
    );
    c(
        try_left_inverse(Layout::new(((_6, _1), _8), ((_2, _12), _12))),
        "left_inverse(((_6,_1),_8):((_2,_12),_12))",
    );
    c(
        try_left_inverse(Layout::new((_2, _8), (_2, _4))),
        "left_inverse((_2,_8):(_2,_4))",
    );
    c(
        try_right_inverse(Layout::new(_4, _1)),
        "right_inverse(_4:_1)",
    );
    c(
        try_right_inverse(Layout::new(((1, 3),), ((_1, 1),))),
        "right_inverse(((1,3)):((_1,1)))",
    );
    c(
        try_left_inverse(Layout::new((_1, (_3, _2, _6), _4), (_1, (_48, _4, _8), _1))),
        "left_inverse((_1,(_3,_2,_6),_4):(_1,(_48,_4,_8),_1))",
    );
    c(
        try_right_inverse(Layout::new(((_4, _8),), ((_8, _1),))),
        "right_inverse(((_4,_8)):((_8,_1)))",
    );
    c(try_right_inverse(Layout::new(4, 1)), "right_inverse(4:1)");
    c(
        try_left_inverse(Layout::new(((_3, _1), (_4, _1)), ((_1, _3), (_3, _12)))),
        "left_inverse(((_3,_1),(_4,_1)):((_1,_3),(_3,_12)))",
    );
    c(
        try_left_inverse(Layout::new((_1, 1), (_1, _1))),
        "left_inverse((_1,1):(_1,_1))",
    );
    c(try_left_inverse(Layout::new(1, _1)), "left_inverse(1:_1)");
    c(try_right_inverse(Layout::new(3, _1)), "right_inverse(3:_1)");
    c(
        try_right_inverse(Layout::new(((4,),), ((2,),))),
        "right_inverse(((4)):((2)))",
    );
    c(
        try_left_inverse(Layout::new(((_3, _2),), ((_2, _1),))),
        "left_inverse(((_3,_2)):((_2,_1)))",
    );
    c(
        try_right_inverse(Layout::new(_4, 12)),
        "right_inverse(_4:12)",
    );
    c(
        try_right_inverse(Layout::new(((_6, 2), (4,)), ((16, 8), (_2,)))),
        "right_inverse(((_6,2),(4)):((16,8),(_2)))",
    );
    c(
        try_left_inverse(Layout::new(((_4, _2),), ((_1, _4),))),
        "left_inverse(((_4,_2)):((_1,_4)))",
    );
    c(
        try_right_inverse(Layout::new((_2, (4, 4, _8)), (_1, (_2, _8, _32)))),
        "right_inverse((_2,(4,4,_8)):(_1,(_2,_8,_32)))",
    );
}

#[test]
fn inverse_3() {
    c(
        try_left_inverse(Layout::new(((_3, _2, _6),), ((_6, _18, _1),))),
        "left_inverse(((_3,_2,_6)):((_6,_18,_1)))",
    );
    c(
        try_right_inverse(Layout::new(((2, _6), _4, (8,)), ((_192, _32), _8, (1,)))),
        "right_inverse(((2,_6),_4,(8)):((_192,_32),_8,(1)))",
    );
    c(
        try_left_inverse(Layout::new((_3, _4), (_0, _4))),
        "left_inverse((_3,_4):(_0,_4))",
    );
    c(
        try_left_inverse(Layout::new((_3, (_2,)), (_1, (_3,)))),
        "left_inverse((_3,(_2)):(_1,(_3)))",
    );
    c(
        try_left_inverse(Layout::new((_4, (_2, _4), _8), (_64, (_32, _8), _1))),
        "left_inverse((_4,(_2,_4),_8):(_64,(_32,_8),_1))",
    );
    c(
        try_right_inverse(Layout::new(
            (_2, _8, (_1, _2, _4)),
            (_6, _0, (_16, _16, _1)),
        )),
        "right_inverse((_2,_8,(_1,_2,_4)):(_6,_0,(_16,_16,_1)))",
    );
    c(
        try_right_inverse(Layout::new((_1, (_2, _6)), (_2, (2, 4)))),
        "right_inverse((_1,(_2,_6)):(_2,(2,4)))",
    );
    c(
        try_right_inverse(Layout::new((_8, (_2, _2, _2)), (_1, (_8, _16, _32)))),
        "right_inverse((_8,(_2,_2,_2)):(_1,(_8,_16,_32)))",
    );
    c(
        try_left_inverse(Layout::new(((_2, _3), 4), ((_12, _4), _1))),
        "left_inverse(((_2,_3),4):((_12,_4),_1))",
    );
    c(
        try_left_inverse(Layout::new(((_1,), _1, _6), ((_1,), _1, _1))),
        "left_inverse(((_1),_1,_6):((_1),_1,_1))",
    );
    c(
        try_right_inverse(Layout::new(((_4,), (_2, _6)), ((_12,), (_6, _1)))),
        "right_inverse(((_4),(_2,_6)):((_12),(_6,_1)))",
    );
    c(try_right_inverse(Layout::new(_4, 1)), "right_inverse(_4:1)");
    c(
        try_right_inverse(Layout::new(((_4, _6), _2), ((_1, _12), _6))),
        "right_inverse(((_4,_6),_2):((_1,_12),_6))",
    );
    c(
        try_right_inverse(Layout::new(((_2, _2), (_2, _2)), ((_8, _1), (_4, _2)))),
        "right_inverse(((_2,_2),(_2,_2)):((_8,_1),(_4,_2)))",
    );
    c(try_right_inverse(Layout::new(3, 2)), "right_inverse(3:2)");
    c(
        try_right_inverse(Layout::new((_4,), (_1,))),
        "right_inverse((_4):(_1))",
    );
    c(
        try_right_inverse(Layout::new(
            ((3, 2), (1,), (2, 3)),
            ((2, 6), (12,), (12, 24)),
        )),
        "right_inverse(((3,2),(1),(2,3)):((2,6),(12),(12,24)))",
    );
    c(
        try_right_inverse(Layout::new((2, (4, 8, 4), 4), (1, (2, 8, 64), 256))),
        "right_inverse((2,(4,8,4),4):(1,(2,8,64),256))",
    );
    c(
        try_right_inverse(Layout::new(((_2, _1), (_2, _6)), ((3, _3), (_0, _1)))),
        "right_inverse(((_2,_1),(_2,_6)):((3,_3),(_0,_1)))",
    );
    c(try_right_inverse(Layout::new(4, _1)), "right_inverse(4:_1)");
    c(try_right_inverse(Layout::new(6, _1)), "right_inverse(6:_1)");
    c(
        try_right_inverse(Layout::new(((_8, _6), _4), ((2, 16), _96))),
        "right_inverse(((_8,_6),_4):((2,16),_96))",
    );
    c(
        try_left_inverse(Layout::new((_3, _8), (_8, _1))),
        "left_inverse((_3,_8):(_8,_1))",
    );
    c(
        try_right_inverse(Layout::new((_3, _2), (_4, _2))),
        "right_inverse((_3,_2):(_4,_2))",
    );
    c(
        try_left_inverse(Layout::new((_6,), (_1,))),
        "left_inverse((_6):(_1))",
    );
    c(
        try_right_inverse(Layout::new(((_1, _4, _1),), ((1, _1, _1),))),
        "right_inverse(((_1,_4,_1)):((1,_1,_1)))",
    );
    c(
        try_right_inverse(Layout::new((_3, (_8, _2, _8)), (_1, (_3, _24, _48)))),
        "right_inverse((_3,(_8,_2,_8)):(_1,(_3,_24,_48)))",
    );
    c(
        try_right_inverse(Layout::new((_1, _4), (_16, _1))),
        "right_inverse((_1,_4):(_16,_1))",
    );
    c(
        try_right_inverse(Layout::new(((_3, _6), (_2, _4)), ((_4, _48), (_2, _12)))),
        "right_inverse(((_3,_6),(_2,_4)):((_4,_48),(_2,_12)))",
    );
    c(try_right_inverse(Layout::new(2, 1)), "right_inverse(2:1)");
    c(
        try_right_inverse(Layout::new(_6, _1)),
        "right_inverse(_6:_1)",
    );
    c(
        try_right_inverse(Layout::new(
            ((_3, _4, _4), (_4, _3)),
            ((_16, _4, _48), (_1, _192)),
        )),
        "right_inverse(((_3,_4,_4),(_4,_3)):((_16,_4,_48),(_1,_192)))",
    );
    c(try_left_inverse(Layout::new(_2, _8)), "left_inverse(_2:_8)");
    c(
        try_left_inverse(Layout::new((_2, (_6, _2)), (_2, (_4, _1)))),
        "left_inverse((_2,(_6,_2)):(_2,(_4,_1)))",
    );
    c(
        try_right_inverse(Layout::new(((4,),), ((6,),))),
        "right_inverse(((4)):((6)))",
    );
    c(
        try_right_inverse(Layout::new((4, 4), (1, 4))),
        "right_inverse((4,4):(1,4))",
    );
    c(
        try_right_inverse(Layout::new(((_6, _6),), ((_1, _6),))),
        "right_inverse(((_6,_6)):((_1,_6)))",
    );
    c(
        try_right_inverse(Layout::new((_2, (_3, _2)), (_0, (_12, 1)))),
        "right_inverse((_2,(_3,_2)):(_0,(_12,1)))",
    );
    c(
        try_left_inverse(Layout::new(((_1,),), ((1,),))),
        "left_inverse(((_1)):((1)))",
    );
    c(
        try_right_inverse(Layout::new(((2, _6),), ((6, _1),))),
        "right_inverse(((2,_6)):((6,_1)))",
    );
}

#[test]
fn inverse_4() {
    c(
        try_left_inverse(Layout::new(((_6, _3), _4), ((_4, _24), _1))),
        "left_inverse(((_6,_3),_4):((_4,_24),_1))",
    );
    c(
        try_right_inverse(Layout::new(_2, _16)),
        "right_inverse(_2:_16)",
    );
    c(
        try_right_inverse(Layout::new((_2, _4, (_6, _2)), (_48, _12, (_2, _1)))),
        "right_inverse((_2,_4,(_6,_2)):(_48,_12,(_2,_1)))",
    );
    c(
        try_right_inverse(Layout::new(((_4, _2), _4), ((_8, _4), 1))),
        "right_inverse(((_4,_2),_4):((_8,_4),1))",
    );
    c(
        try_right_inverse(Layout::new(((_8, 2), (_8,)), ((8, _4), (_1,)))),
        "right_inverse(((_8,2),(_8)):((8,_4),(_1)))",
    );
    c(try_right_inverse(Layout::new(4, 2)), "right_inverse(4:2)");
    c(try_right_inverse(Layout::new(4, _4)), "right_inverse(4:_4)");
    c(
        try_right_inverse(Layout::new(((_4, _3, _3), (_4,)), ((_1, _1, _1), (_1,)))),
        "right_inverse(((_4,_3,_3),(_4)):((_1,_1,_1),(_1)))",
    );
    c(
        try_right_inverse(Layout::new((_1, (_4,)), (_2, (_2,)))),
        "right_inverse((_1,(_4)):(_2,(_2)))",
    );
    c(
        try_right_inverse(Layout::new(((_2,), _6), ((_2,), _4))),
        "right_inverse(((_2),_6):((_2),_4))",
    );
    c(
        try_left_inverse(Layout::new(((_1, _3, _8),), ((24, _8, _1),))),
        "left_inverse(((_1,_3,_8)):((24,_8,_1)))",
    );
    c(
        try_right_inverse(Layout::new(_1, _8)),
        "right_inverse(_1:_8)",
    );
    c(
        try_left_inverse(Layout::new(((2, 3, _1), _4), ((_6, _2, 6), _12))),
        "left_inverse(((2,3,_1),_4):((_6,_2,6),_12))",
    );
    c(
        try_right_inverse(Layout::new(((_4,),), ((_2,),))),
        "right_inverse(((_4)):((_2)))",
    );
    c(
        try_left_inverse(Layout::new((4, _1), (_2, _8))),
        "left_inverse((4,_1):(_2,_8))",
    );
    c(
        try_right_inverse(Layout::new((3, (8, 3, 4)), (12, (36, 1, 3)))),
        "right_inverse((3,(8,3,4)):(12,(36,1,3)))",
    );
    c(
        try_left_inverse(Layout::new(((_2,), _3), ((_1,), _2))),
        "left_inverse(((_2),_3):((_1),_2))",
    );
    c(
        try_right_inverse(Layout::new(((4, _3),), ((3, _1),))),
        "right_inverse(((4,_3)):((3,_1)))",
    );
    c(
        try_right_inverse(Layout::new(((_4, _1), (_1, _3)), ((_2, _8), (_8, _8)))),
        "right_inverse(((_4,_1),(_1,_3)):((_2,_8),(_8,_8)))",
    );
    c(
        try_right_inverse(Layout::new(((_8,),), ((_2,),))),
        "right_inverse(((_8)):((_2)))",
    );
}
