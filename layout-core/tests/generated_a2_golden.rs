// THIS IS GENERATED CODE by layout-core/tests/gen/a2_gen.py; do not edit.
//! Golden cases (CuTe C++'s printed results) of the A2 ops through the typed layer.
#![allow(clippy::all)]
use layout_core::prelude::*;
use layout_core::runtime::evaluate;

#[track_caller]
fn g<T: core::fmt::Display>(typed: Result<T, AlgebraError>, expr: &str, expect: &str) {
    let got = typed.map(|v| v.to_string()).map_err(|e| e.to_string());
    assert_eq!(got.as_deref(), Ok(expect), "typed {expr}");
    let rt = evaluate(expr)
        .map(|v| v.to_string())
        .map_err(|e| e.to_string());
    assert_eq!(rt.as_deref(), Ok(expect), "runtime {expr}");
}

#[test]
fn golden_0() {
    g(
        try_composition(
            Layout::new(((1,), _8), ((_24,), _16)),
            Layout::new((_2, _8), (_6, _16)),
        ),
        "composition(((1),_8):((_24),_16),(_2,_8):(_6,_16))",
        "((1,2),(1,8)):((_144,96),(_384,256))",
    );
    g(
        try_composition(Layout::new(((2, 5),), ((1, 2),)), Layout::new((1,), (1,))),
        "composition(((2,5)):((1,2)),(1):(1))",
        "((1,1)):((1,2))",
    );
    g(
        try_composition(Layout::new(((2, _7, 5),), ((_7, 1, _14),)), (X,)),
        "composition(((2,_7,5)):((_7,1,_14)),(_))",
        "((2,_7,5)):((_7,1,_14))",
    );
    g(
        try_composition(
            Layout::new(((5, _3), (6,), 3), ((_6, _30), (_1,), 90)),
            (_5, X),
        ),
        "composition(((5,_3),(6),3):((_6,_30),(_1),90),(_5,_))",
        "((5,1),(6)):((_6,30),(_1))",
    );
    g(
        try_composition(Layout::new(((_1, _1), _7, _2), ((_2, _2), _2, _1)), (X, X)),
        "composition(((_1,_1),_7,_2):((_2,_2),_2,_1),(_,_))",
        "((_1,_1),_7):((_2,_2),_2)",
    );
    g(
        try_composition(
            Layout::new(((_3, _3), _3), ((_12, _1), _36)),
            (Layout::new(_1, _1), Layout::new((_3,), (_1,))),
        ),
        "composition(((_3,_3),_3):((_12,_1),_36),(_1:_1,(_3):(_1)))",
        "(_1,(_3)):(_1,(_36))",
    );
    g(
        try_composition(
            Layout::new(((_4, _2), _3, _6), ((_96, _1), _96, _2)),
            (
                Layout::new((_8, _3), (_1, _8)),
                Layout::new((_3,), (_1,)),
                _6,
            ),
        ),
        "composition(((_4,_2),_3,_6):((_96,_1),_96,_2),((_8,_3):(_1,_8),(_3):(_1),_6))",
        "(((_4,_2),_3),(_3),_6):(((_96,_1),_2),(_96),_2)",
    );
    g(
        try_composition(Layout::new((10, 2), (16, 4)), Layout::new((5, 4), (1, 5))),
        "composition((10,2):(16,4),(5,4):(1,5))",
        "((5,1),(2,2)):((16,4),(80,4))",
    );
    g(
        try_composition(Layout::new((2,), (_1,)), Layout::new((1,), (_1,))),
        "composition((2):(_1),(1):(_1))",
        "(1):(_1)",
    );
    g(
        try_composition(
            Layout::new((2, 1, 4), (_1, 1, 2)),
            Layout::new((_3, _1), (12, _3)),
        ),
        "composition((2,1,4):(_1,1,2),(_3,_1):(12,_3))",
        "((1,1,3),_1):((12,6,12),4)",
    );
    g(
        try_composition(Layout::new((4, _5), (_5, _1)), (_1, _5)),
        "composition((4,_5):(_5,_1),(_1,_5))",
        "(_1,_5):(_5,_1)",
    );
    g(
        try_composition(
            Layout::new((48, 24, 5), (_1, 128, 3072)),
            Layout::new(32, _1),
        ),
        "composition((48,24,5):(_1,128,3072),32:_1)",
        "(32,1,1):(_1,128,3072)",
    );
    g(
        try_composition(Layout::new((7, 6, 8), (48, 1, 6)), (Layout::new(7, _1),)),
        "composition((7,6,8):(48,1,6),(7:_1))",
        "(7):(48)",
    );
    g(
        try_composition(
            Layout::new((_1,), (_1,)),
            Layout::new(((_4, _3),), ((_1, _4),)),
        ),
        "composition((_1):(_1),((_4,_3)):((_1,_4)))",
        "((_4,_3)):((_1,_4))",
    );
    g(
        try_composition(
            Layout::new(
                (_1, (_2, _4)),
                (_0, (_m1, layout_core::typenum::consts::P512::new())),
            ),
            Layout::new(_2, _m1),
        ),
        "composition((_1,(_2,_4)):(_0,(_-1,_512)),_2:_-1)",
        "_2:_1",
    );
    g(
        try_composition(
            Layout::new(
                (_1, (_2, _4)),
                (_0, (_m1, layout_core::typenum::consts::P512::new())),
            ),
            Layout::new(_4, _m1),
        ),
        "composition((_1,(_2,_4)):(_0,(_-1,_512)),_4:_-1)",
        "(_2,_2):(_1,_-512)",
    );
    g(
        try_composition(
            Layout::new((_1, _7, _5, _4), (_140, _4, _28, _1)),
            Layout::new(_6, _3),
        ),
        "composition((_1,_7,_5,_4):(_140,_4,_28,_1),_6:_3)",
        "_6:_12",
    );
    g(
        try_composition(Layout::new((_1, _8), (_16, 1)), Layout::new((_3,), (1,))),
        "composition((_1,_8):(_16,1),(_3):(1))",
        "(_3):(1)",
    );
    g(
        try_composition(Layout::new((_12,), (_1,)), Layout::new((_4, _3), (_1, _4))),
        "composition((_12):(_1),(_4,_3):(_1,_4))",
        "(_4,_3):(_1,_4)",
    );
    g(
        try_composition(Layout::new((_12,), (_2,)), Layout::new((_4, _3), (_1, _4))),
        "composition((_12):(_2),(_4,_3):(_1,_4))",
        "(_4,_3):(_2,_8)",
    );
    g(
        try_composition(
            Layout::new((_2, (5, 5), 4, 5), (_1, (0, _4), 6, _6)),
            (Layout::new((_2,), (1,)),),
        ),
        "composition((_2,(5,5),4,5):(_1,(0,_4),6,_6),((_2):(1)))",
        "((_2)):((1))",
    );
    g(
        try_composition(Layout::new((_2, _1), (_24, _6)), Layout::new(_1, _2)),
        "composition((_2,_1):(_24,_6),_1:_2)",
        "_1:_6",
    );
    g(
        try_composition(
            Layout::new((_2, _8), (_8, _1)),
            Layout::new((_4, _6), (_6, _1)),
        ),
        "composition((_2,_8):(_8,_1),(_4,_6):(_6,_1))",
        "(_4,(_2,_3)):(_3,(_8,_1))",
    );
    g(
        try_composition(Layout::new((_4,), (_1,)), (Layout::new(_1, _2),)),
        "composition((_4):(_1),(_1:_2))",
        "(_1):(_2)",
    );
    g(
        try_composition(Layout::new((_4,), (_1,)), Layout::new((_2,), (_1,))),
        "composition((_4):(_1),(_2):(_1))",
        "(_2):(_1)",
    );
    g(
        try_composition(Layout::new((_4,), (_1,)), Layout::new((_4,), (_m1,))),
        "composition((_4):(_1),(_4):(_-1))",
        "(_4):(_-1)",
    );
    g(
        try_composition(Layout::new((_4,), (_1,)), Layout::new((_4,), (_0,))),
        "composition((_4):(_1),(_4):(_0))",
        "(_4):(_0)",
    );
    g(
        try_composition(Layout::new((_4,), (_1,)), Layout::new((_4,), (_1,))),
        "composition((_4):(_1),(_4):(_1))",
        "(_4):(_1)",
    );
    g(
        try_composition(Layout::new((_4,), (_2,)), Layout::new((_2,), (_1,))),
        "composition((_4):(_2),(_2):(_1))",
        "(_2):(_2)",
    );
    g(
        try_composition(
            Layout::new((_4, (_7, _5, _7)), (_1, (_140, _28, _4))),
            Layout::new(_4, _1),
        ),
        "composition((_4,(_7,_5,_7)):(_1,(_140,_28,_4)),_4:_1)",
        "_4:_1",
    );
    g(
        try_composition(
            Layout::new((_4, _3), (_1, _4)),
            Layout::new((_4, _3), (_1, _4)),
        ),
        "composition((_4,_3):(_1,_4),(_4,_3):(_1,_4))",
        "(_4,_3):(_1,_4)",
    );
    g(
        try_composition(
            Layout::new((_4, _3), (_1, _4)),
            Layout::new((_4, _3), (_3, _1)),
        ),
        "composition((_4,_3):(_1,_4),(_4,_3):(_3,_1))",
        "(_4,_3):(_3,_1)",
    );
    g(
        try_composition(Layout::new((_4, _3), (_3, _1)), Layout::new((_24,), (_1,))),
        "composition((_4,_3):(_3,_1),(_24):(_1))",
        "((_4,_6)):((_3,_1))",
    );
    g(
        try_composition(
            Layout::new((_4, _3), (_3, _1)),
            Layout::new((_4, _3), (_1, _4)),
        ),
        "composition((_4,_3):(_3,_1),(_4,_3):(_1,_4))",
        "(_4,_3):(_3,_1)",
    );
    g(
        try_composition(
            Layout::new((_4, _4), (_m1, _1)),
            Layout::new((_2, _4, _2), (_1, _4, _2)),
        ),
        "composition((_4,_4):(_-1,_1),(_2,_4,_2):(_1,_4,_2))",
        "(_2,_4,_2):(_-1,_1,_-2)",
    );
    g(
        try_composition(Layout::new((_4, _6, _8), (_1, _4, _7)), Layout::new(_6, _1)),
        "composition((_4,_6,_8):(_1,_4,_7),_6:_1)",
        "_6:_1",
    );
    g(
        try_composition(
            Layout::new((_4, _8, _2), (_24, _1, _1)),
            Layout::new((_32,), (_1,)),
        ),
        "composition((_4,_8,_2):(_24,_1,_1),(_32):(_1))",
        "((_4,_8)):((_24,_1))",
    );
    g(
        try_composition(Layout::new((_5, 6), (1, 4)), Layout::new(1, _1)),
        "composition((_5,6):(1,4),1:_1)",
        "(1,1):(1,4)",
    );
    g(
        try_composition(Layout::new((_5, _8), (_8, _3)), (_5,)),
        "composition((_5,_8):(_8,_3),(_5))",
        "(_5):(_8)",
    );
    g(
        try_composition(
            Layout::new((_6, (_1, _4, _5)), (_20, (_1, _1, _4))),
            (Layout::new(_3, _1), X),
        ),
        "composition((_6,(_1,_4,_5)):(_20,(_1,_1,_4)),(_3:_1,_))",
        "(_3,(_1,_4,_5)):(_20,(_1,_1,_4))",
    );
}

#[test]
fn golden_1() {
    g(
        try_composition(
            Layout::new((_6, _2), (_8, _2)),
            Layout::new((_4, _3), (_3, _1)),
        ),
        "composition((_6,_2):(_8,_2),(_4,_3):(_3,_1))",
        "((_2,_2),_3):((_24,_2),_8)",
    );
    g(
        try_composition(
            Layout::new((_7, (8, _4), 8), (_8, (56, 448), 1)),
            Layout::new(16, _112),
        ),
        "composition((_7,(8,_4),8):(_8,(56,448),1),16:_112)",
        "(1,2,8):(896,896,1)",
    );
    g(
        try_composition(
            Layout::new((_8, (_2, _8, _5), _3, _1), (_2, (_1, _240, _48), _16, _2)),
            (_8,),
        ),
        "composition((_8,(_2,_8,_5),_3,_1):(_2,(_1,_240,_48),_16,_2),(_8))",
        "(_8):(_2)",
    );
    g(
        try_composition(
            Layout::new((_8, _8), (_1, _8)),
            Layout::new(((_2, _2, _2), (_2, _2, _2)), ((_1, _16, _4), (_8, _2, _32))),
        ),
        "composition((_8,_8):(_1,_8),((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32)))",
        "((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32))",
    );
    g(
        try_composition(
            Layout::new((_8, _8), (_8, _1)),
            Layout::new(((_2, _2, _2), (_2, _2, _2)), ((_1, _16, _4), (_8, _2, _32))),
        ),
        "composition((_8,_8):(_8,_1),((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32)))",
        "((_2,_2,_2),(_2,_2,_2)):((_8,_2,_32),(_1,_16,_4))",
    );
    g(
        try_composition(Layout::new((_8, _8), (_8, _1)), Layout::new(_2, _3)),
        "composition((_8,_8):(_8,_1),_2:_3)",
        "_2:_24",
    );
    g(
        try_composition(
            Layout::new((_9, (_4, _8)), (_59, (_13, _1))),
            (Layout::new(_3, _3), Layout::new((_2, _4), (_1, _8))),
        ),
        "composition((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8)))",
        "(_3,(_2,_4)):(_177,(_13,_2))",
    );
    g(
        try_composition(Layout::new(12, 1), Layout::new(_4, 1)),
        "composition(12:1,_4:1)",
        "_4:1",
    );
    g(
        try_composition(Layout::new(3, _1), Layout::new(_4, _1)),
        "composition(3:_1,_4:_1)",
        "_4:_1",
    );
    g(
        try_composition(Layout::new(5, _1), Layout::new((5,), (1,))),
        "composition(5:_1,(5):(1))",
        "(5):(1)",
    );
    g(
        try_composition(Layout::new(_1, _0), Layout::new(_1, _0)),
        "composition(_1:_0,_1:_0)",
        "_1:_0",
    );
    g(
        try_composition(Layout::new(_1, _0), Layout::new(_1, _1)),
        "composition(_1:_0,_1:_1)",
        "_1:_0",
    );
    g(
        try_composition(Layout::new(_1, _1), Layout::new(_1, _1)),
        "composition(_1:_1,_1:_1)",
        "_1:_1",
    );
    g(
        try_composition(Layout::new(_6, _8), Layout::new((_2,), (_1,))),
        "composition(_6:_8,(_2):(_1))",
        "(_2):(_8)",
    );
    g(
        try_complement_to(Layout::new((2,), (1,)), 24),
        "complement((2):(1),24)",
        "(1,12):(_1,2)",
    );
    g(
        try_complement_to(Layout::new((2, 2), (_2, _1)), 56),
        "complement((2,2):(_2,_1),56)",
        "(1,14):(2,4)",
    );
    g(
        try_complement(Layout::new((3, 6), (_1, _10))),
        "complement((3,6):(_1,_10))",
        "(3,1):(3,60)",
    );
    g(
        try_complement(Layout::new((3, 6), (_1, _3))),
        "complement((3,6):(_1,_3))",
        "(1,1):(3,18)",
    );
    g(
        try_complement_to(Layout::new((3, 6, 5), (_6, _1, _144)), 720),
        "complement((3,6,5):(_6,_1,_144),720)",
        "(1,8,1):(6,18,720)",
    );
    g(
        try_complement(Layout::new((3, _3, _7), (_7, _147, _21))),
        "complement((3,_3,_7):(_7,_147,_21))",
        "(_7,1,1):(_1,21,_441)",
    );
    g(
        try_complement_to(Layout::new((6, 3, 4), (_12, _1, _3)), (_72, 1)),
        "complement((6,3,4):(_12,_1,_3),(_72,1))",
        "(1,1,1):(3,12,72)",
    );
    g(
        try_complement(Layout::new((_2, _3), (_1, _2))),
        "complement((_2,_3):(_1,_2))",
        "_1:_0",
    );
    g(
        try_complement(Layout::new((_4, _2), (_1, _10))),
        "complement((_4,_2):(_1,_10))",
        "_2:_4",
    );
    g(
        try_complement_to(Layout::new((_6, _6, _5), (_6, _1, _36)), _13),
        "complement((_6,_6,_5):(_6,_1,_36),_13)",
        "_1:_0",
    );
    g(
        try_complement(Layout::new((_8,), (1,))),
        "complement((_8):(1))",
        "(1,1):(_1,8)",
    );
    g(
        try_complement_to(Layout::new((_8,), (_3,)), _168),
        "complement((_8):(_3),_168)",
        "(_3,_7):(_1,_24)",
    );
    g(
        try_complement(Layout::new((_8, _1, _1), (_16, _0, _16))),
        "complement((_8,_1,_1):(_16,_0,_16))",
        "_16:_1",
    );
    g(
        try_complement_to(Layout::new(12, 2), 1),
        "complement(12:2,1)",
        "(2,1):(_1,24)",
    );
    g(
        try_complement_to(Layout::new(12, 2), 128),
        "complement(12:2,128)",
        "(2,6):(_1,24)",
    );
    g(
        try_complement_to(Layout::new(12, _2), 128),
        "complement(12:_2,128)",
        "(_2,6):(_1,24)",
    );
    g(
        try_complement_to(Layout::new(12, _2), 53),
        "complement(12:_2,53)",
        "(_2,3):(_1,24)",
    );
    g(
        try_complement(Layout::new(8, 9)),
        "complement(8:9)",
        "(9,1):(_1,72)",
    );
    g(
        try_complement_to(Layout::new(_1, _0), (_2, 2)),
        "complement(_1:_0,(_2,2))",
        "(_2,2):(_1,_2)",
    );
    g(
        try_complement(Layout::new(_1, _1)),
        "complement(_1:_1)",
        "_1:_0",
    );
    g(
        try_complement_to(Layout::new(_1, _2), _8),
        "complement(_1:_2,_8)",
        "_8:_1",
    );
    g(
        try_complement_to(Layout::new(_4, _2), 28),
        "complement(_4:_2,28)",
        "(_2,4):(_1,_8)",
    );
    g(
        try_complement(Layout::new(_6, _1)),
        "complement(_6:_1)",
        "_1:_0",
    );
    g(
        try_complement(Layout::new(_7, _1)),
        "complement(_7:_1)",
        "_1:_0",
    );
    g(
        try_complement_to(Layout::new(_8, _8), (_2, _32)),
        "complement(_8:_8,(_2,_32))",
        "_8:_1",
    );
    g(
        try_right_inverse(Layout::new(((_1,), _6), ((_48,), 2))),
        "right_inverse(((_1),_6):((_48),2))",
        "_1:_0",
    );
}

#[test]
fn golden_2() {
    g(
        try_right_inverse(Layout::new((1, (2,)), (_6, (2,)))),
        "right_inverse((1,(2)):(_6,(2)))",
        "_1:_0",
    );
    g(
        try_right_inverse(Layout::new((2, 4), (4, _1))),
        "right_inverse((2,4):(4,_1))",
        "4:2",
    );
    g(
        try_right_inverse(Layout::new((5, 8), (8, 1))),
        "right_inverse((5,8):(8,1))",
        "_1:_0",
    );
    g(
        try_right_inverse(Layout::new((6,), (1,))),
        "right_inverse((6):(1))",
        "_1:_0",
    );
    g(
        try_right_inverse(Layout::new((_1,), (_1,))),
        "right_inverse((_1):(_1))",
        "_1:_0",
    );
    g(
        try_right_inverse(Layout::new((_2, _4), (4, _1))),
        "right_inverse((_2,_4):(4,_1))",
        "_4:_2",
    );
    g(
        try_right_inverse(Layout::new((_2, _4, _6), (_4, _1, _8))),
        "right_inverse((_2,_4,_6):(_4,_1,_8))",
        "(_4,_2,_6):(_2,_1,_8)",
    );
    g(
        try_right_inverse(Layout::new((_3, _4), (4, _1))),
        "right_inverse((_3,_4):(4,_1))",
        "_4:_3",
    );
    g(
        try_right_inverse(Layout::new((_3, _5), (_40, _4))),
        "right_inverse((_3,_5):(_40,_4))",
        "_1:_0",
    );
    g(
        try_right_inverse(Layout::new((_4,), (_2,))),
        "right_inverse((_4):(_2))",
        "_1:_0",
    );
    g(
        try_right_inverse(Layout::new((_4, _2), (_1, 4))),
        "right_inverse((_4,_2):(_1,4))",
        "_4:_1",
    );
    g(
        try_right_inverse(Layout::new((_5,), (_4,))),
        "right_inverse((_5):(_4))",
        "_1:_0",
    );
    g(
        try_right_inverse(Layout::new((_5, _6, _4), (_1, _5, _30))),
        "right_inverse((_5,_6,_4):(_1,_5,_30))",
        "_120:_1",
    );
    g(
        try_right_inverse(Layout::new((_6,), (_1,))),
        "right_inverse((_6):(_1))",
        "_6:_1",
    );
    g(
        try_right_inverse(Layout::new((_8,), (_1,))),
        "right_inverse((_8):(_1))",
        "_8:_1",
    );
    g(
        try_right_inverse(Layout::new(4, _2)),
        "right_inverse(4:_2)",
        "_1:_0",
    );
    g(
        try_right_inverse(Layout::new(8, 1)),
        "right_inverse(8:1)",
        "_1:_0",
    );
    g(
        try_left_inverse(Layout::new(((1, _3), (5, 2)), ((_1, _10), (_1, _5)))),
        "left_inverse(((1,_3),(5,2)):((_1,_10),(_1,_5)))",
        "(_5,_2,_3):(3,15,1)",
    );
    g(
        try_left_inverse(Layout::new(((_3, _7),), ((_0, _0),))),
        "left_inverse(((_3,_7)):((_0,_0)))",
        "_21:_0",
    );
    g(
        try_left_inverse(Layout::new(((_32, _4), (_8, _4)), ((_128, _4), (_16, _1)))),
        "left_inverse(((_32,_4),(_8,_4)):((_128,_4),(_16,_1)))",
        "(_4,_32,_32):(_1024,_32,_1)",
    );
    g(
        try_left_inverse(Layout::new(((_6,), _2, 2, _3), ((_2,), _12, _1, _24))),
        "left_inverse(((_6),_2,2,_3):((_2),_12,_1,_24))",
        "(_2,_12,_3):(_12,_1,24)",
    );
    g(
        try_left_inverse(Layout::new((7,), (_1,))),
        "left_inverse((7):(_1))",
        "7:_1",
    );
    g(
        try_left_inverse(Layout::new((7, 7, (8, _1)), (_56, _8, (_1, _8)))),
        "left_inverse((7,7,(8,_1)):(_56,_8,(_1,_8)))",
        "(_8,_7,7):(49,7,_1)",
    );
    g(
        try_left_inverse(Layout::new((_2, _2, _2), (_4, _0, _1))),
        "left_inverse((_2,_2,_2):(_4,_0,_1))",
        "(_4,_2):(_4,_1)",
    );
    g(
        try_left_inverse(Layout::new((_2, _4, _6), (_1, _2, _8))),
        "left_inverse((_2,_4,_6):(_1,_2,_8))",
        "_48:_1",
    );
    g(
        try_left_inverse(Layout::new((_3, 7), (_7, _1))),
        "left_inverse((_3,7):(_7,_1))",
        "(_7,_3):(_3,_1)",
    );
    g(
        try_left_inverse(Layout::new((_4, _5), (_4, _16))),
        "left_inverse((_4,_5):(_4,_16))",
        "(_4,_20):(_0,_1)",
    );
    g(
        try_left_inverse(Layout::new((_4, _6, _8), (_4, _128, _16))),
        "left_inverse((_4,_6,_8):(_4,_128,_16))",
        "(_4,_4,_8,_6):(_0,_1,_24,_4)",
    );
    g(
        try_left_inverse(Layout::new((_7, (_8,)), (_1, (_7,)))),
        "left_inverse((_7,(_8)):(_1,(_7)))",
        "_56:_1",
    );
    g(
        try_left_inverse(Layout::new(
            (_7, _1, (_2, _3, _3), _1),
            (_3, _3, (_21, _1, _42), _21),
        )),
        "left_inverse((_7,_1,(_2,_3,_3),_1):(_3,_3,(_21,_1,_42),_21))",
        "(_3,_14,_3):(_14,_1,_42)",
    );
    g(
        try_left_inverse(Layout::new((_8, _4), (_1, _8))),
        "left_inverse((_8,_4):(_1,_8))",
        "_32:_1",
    );
    g(
        try_left_inverse(Layout::new(_1, _8)),
        "left_inverse(_1:_8)",
        "_1:_0",
    );
    g(
        try_left_inverse(Layout::new(_2, _1)),
        "left_inverse(_2:_1)",
        "_2:_1",
    );
    g(
        try_logical_divide(Layout::new(((2, 8),), ((_1, 2),)), ((2, 8),)),
        "logical_divide(((2,8)):((_1,2)),((2,8)))",
        "(((2,1),(8,1))):(((_1,2),(2,16)))",
    );
    g(
        try_logical_divide(
            Layout::new(((_2, (_4, _2)),), ((_1, (_2, _8)),)),
            ((_2, (_4, _2)),),
        ),
        "logical_divide(((_2,(_4,_2))):((_1,(_2,_8))),((_2,(_4,_2))))",
        "(((_2,_1),((_4,_1),(_2,_1)))):(((_1,_0),((_2,_0),(_8,_0))))",
    );
    g(
        try_logical_divide(
            Layout::new(((_2, (_4, _2)),), ((_1, (_2, _8)),)),
            ((_2, _8),),
        ),
        "logical_divide(((_2,(_4,_2))):((_1,(_2,_8))),((_2,_8)))",
        "(((_2,_1),(_8,_1))):(((_1,_0),(_2,_0)))",
    );
    g(
        try_logical_divide(Layout::new(((_2, _8),), ((_1, _2),)), ((_2, _8),)),
        "logical_divide(((_2,_8)):((_1,_2)),((_2,_8)))",
        "(((_2,_1),(_8,_1))):(((_1,_0),(_2,_0)))",
    );
    g(
        try_logical_divide(
            Layout::new(((_4, 6), _8), ((_64, _64), 8)),
            Layout::new((_1, 2), (_2, _1)),
        ),
        "logical_divide(((_4,6),_8):((_64,_64),8),(_1,2):(_2,_1))",
        "((_1,(2,1,1)),(2,6,8)):((8,(_64,_64,8)),(128,64,8))",
    );
    g(
        try_logical_divide(
            Layout::new(((_6, 4), 2), ((32, _1), _48)),
            (Layout::new(6, _1),),
        ),
        "logical_divide(((_6,4),2):((32,_1),_48),(6:_1))",
        "(((6,1),(1,4)),2):(((32,_1),(192,1)),_48)",
    );
    g(
        try_logical_divide(
            Layout::new(((_7,), _6, _7), ((_64,), _32, _64)),
            (_7, _1, X),
        ),
        "logical_divide(((_7),_6,_7):((_64),_32,_64),(_7,_1,_))",
        "((_7,_1),(_1,_6),_7):((_64,_0),(_0,_32),_64)",
    );
}

#[test]
fn golden_3() {
    g(
        try_logical_divide(Layout::new((128, 4, 3), (1, 512, 0)), Layout::new(_32, _1)),
        "logical_divide((128,4,3):(1,512,0),_32:_1)",
        "((32,1,1),(4,4,3)):((1,512,0),(32,512,0))",
    );
    g(
        try_logical_divide(Layout::new((16,), (_1,)), 8),
        "logical_divide((16):(_1),8)",
        "(8,2):(_1,8)",
    );
    g(
        try_logical_divide(Layout::new((2, (7, 5)), (2, (4, 28))), (X,)),
        "logical_divide((2,(7,5)):(2,(4,28)),(_))",
        "(2,(7,5)):(2,(4,28))",
    );
    g(
        try_logical_divide(Layout::new((3, 4), (4, _1)), (X, Layout::new(4, _1))),
        "logical_divide((3,4):(4,_1),(_,4:_1))",
        "(3,(4,1)):(4,(_1,4))",
    );
    g(
        try_logical_divide(Layout::new((3, 7), (2, 1)), Layout::new((5,), (48,))),
        "logical_divide((3,7):(2,1),(5):(48))",
        "(((1,5)),((3,16),(1,1))):(((96,16)),((2,1),(480,80)))",
    );
    g(
        try_logical_divide(Layout::new((8, _1), (2, _16)), (X,)),
        "logical_divide((8,_1):(2,_16),(_))",
        "(8,_1):(2,_16)",
    );
    g(
        try_logical_divide(
            Layout::new(
                (_1, (_7,), (_4, _4, _4)),
                (
                    layout_core::typenum::consts::P448::new(),
                    (_1,),
                    (28, 112, _7),
                ),
            ),
            (1, _1, X),
        ),
        "logical_divide((_1,(_7),(_4,_4,_4)):(_448,(_1),(28,112,_7)),(1,_1,_))",
        "((1,1),(_1,_7),(_4,_4,_4)):((_448,448),(_0,_1),(28,112,_7))",
    );
    g(
        try_logical_divide(
            Layout::new((_1, _2, _5, (_1,)), (_5, _5, _1, (_10,))),
            (Layout::new((_6, _6), (_0, _1)), _2),
        ),
        "logical_divide((_1,_2,_5,(_1)):(_5,_5,_1,(_10)),((_6,_6):(_0,_1),_2))",
        "(((_6,_6),_1),(_2,_1),_5,(_1)):(((_0,_5),_0),(_5,_0),_1,(_10))",
    );
    g(
        try_logical_divide(Layout::new((_16,), (_1,)), _16),
        "logical_divide((_16):(_1),_16)",
        "(_16,_1):(_1,_0)",
    );
    g(
        try_logical_divide(Layout::new((_16,), (_1,)), _8),
        "logical_divide((_16):(_1),_8)",
        "(_8,_2):(_1,_8)",
    );
    g(
        try_logical_divide(Layout::new((_2, _4), (_1, _2)), Layout::new(_4, _2)),
        "logical_divide((_2,_4):(_1,_2),_4:_2)",
        "(_4,_2):(_2,_1)",
    );
    g(
        try_logical_divide(Layout::new((_4, _1), (_1, _1)), Layout::new(_2, _2)),
        "logical_divide((_4,_1):(_1,_1),_2:_2)",
        "(_2,_2):(_2,_1)",
    );
    g(
        try_logical_divide(
            Layout::new((_4, _5, (_5,), _7), (_1, _4, (_140,), _20)),
            Layout::new((_5,), (_1,)),
        ),
        "logical_divide((_4,_5,(_5),_7):(_1,_4,(_140),_20),(_5):(_1))",
        "((_5),(_4,_5,_7)):((_1),(_5,_140,_20))",
    );
    g(
        try_logical_divide(
            Layout::new((_7, (_8, _8)), (_1, (_7, _56))),
            Layout::new((_2, _28), (_1, _2)),
        ),
        "logical_divide((_7,(_8,_8)):(_1,(_7,_56)),(_2,_28):(_1,_2))",
        "((_2,_28),_8):((_1,_2),_56)",
    );
    g(
        try_logical_divide(
            Layout::new((_9, (_4, _8)), (_59, (_13, _1))),
            (Layout::new(_3, _3), Layout::new((_2, _4), (_1, _8))),
        ),
        "logical_divide((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8)))",
        "((_3,_3),((_2,_4),(_2,_2))):((_177,_59),((_13,_2),(_26,_1)))",
    );
    g(
        try_logical_divide(Layout::new(16, _1), (16,)),
        "logical_divide(16:_1,(16))",
        "((16,1)):((_1,16))",
    );
    g(
        try_logical_divide(Layout::new(16, _1), 8),
        "logical_divide(16:_1,8)",
        "(8,2):(_1,8)",
    );
    g(
        try_logical_divide(Layout::new(2, 1), Layout::new((1,), (_1,))),
        "logical_divide(2:1,(1):(_1))",
        "((1),2):((1),1)",
    );
    g(
        try_logical_divide(Layout::new(2, _1), Layout::new(_32, _1)),
        "logical_divide(2:_1,_32:_1)",
        "(_32,1):(_1,_32)",
    );
    g(
        try_logical_divide(Layout::new(48, _1), Layout::new(_32, _1)),
        "logical_divide(48:_1,_32:_1)",
        "(_32,2):(_1,_32)",
    );
    g(
        try_logical_divide(Layout::new(_16, _1), (_16,)),
        "logical_divide(_16:_1,(_16))",
        "((_16,_1)):((_1,_0))",
    );
    g(
        try_logical_divide(Layout::new(_16, _1), _16),
        "logical_divide(_16:_1,_16)",
        "(_16,_1):(_1,_0)",
    );
    g(
        try_logical_divide(Layout::new(_16, _1), _8),
        "logical_divide(_16:_1,_8)",
        "(_8,_2):(_1,_8)",
    );
    g(
        try_logical_divide(Layout::new(_1, _0), Layout::new(_1, _1)),
        "logical_divide(_1:_0,_1:_1)",
        "(_1,_1):(_0,_0)",
    );
    g(
        try_logical_divide(Layout::new(_6, _1), Layout::new((_2, _3), (_3, _1))),
        "logical_divide(_6:_1,(_2,_3):(_3,_1))",
        "((_2,_3),_1):((_3,_1),_0)",
    );
    g(
        try_logical_divide(Layout::new(_6, _1), Layout::new(_2, _1)),
        "logical_divide(_6:_1,_2:_1)",
        "(_2,_3):(_1,_2)",
    );
    g(
        try_logical_divide(Layout::new(_7, 1), Layout::new((_7,), (_1,))),
        "logical_divide(_7:1,(_7):(_1))",
        "((_7),_1):((1),_0)",
    );
    g(
        try_logical_divide(Layout::new(_8, _1), _8),
        "logical_divide(_8:_1,_8)",
        "(_8,_1):(_1,_0)",
    );
    g(
        try_zipped_divide(
            Layout::new(((3, 1), 2), ((1, 1), 3)),
            Layout::new((1,), (_1,)),
        ),
        "zipped_divide(((3,1),2):((1,1),3),(1):(_1))",
        "(((1,1,1)),(3,1,2)):(((1,1,3)),(1,1,3))",
    );
    g(
        try_zipped_divide(
            Layout::new(((8, 8), _3, _1, (7, _7)), ((6, 6), 1, 64, (_24, 12))),
            Layout::new((4, _1), (_1, _4)),
        ),
        "zipped_divide(((8,8),_3,_1,(7,_7)):((6,6),1,64,(_24,12)),(4,_1):(_1,_4))",
        "(((4,1,1,1,1),_1),(2,8,3,7,7)):(((6,6,1,24,12),12),(24,6,1,24,12))",
    );
    g(
        try_zipped_divide(Layout::new(((_7,), _4, _8), ((_1,), _224, _14)), (_7,)),
        "zipped_divide(((_7),_4,_8):((_1),_224,_14),(_7))",
        "((_7),(_1,_4,_8)):((_1),(_0,_224,_14))",
    );
    g(
        try_zipped_divide(Layout::new((2048, 2048), (2048, 1)), (_1, _4)),
        "zipped_divide((2048,2048):(2048,1),(_1,_4))",
        "((_1,_4),(2048,512)):((_0,1),(2048,4))",
    );
    g(
        try_zipped_divide(
            Layout::new((3, 3, 5, 3), (1, 9, 27, 3)),
            Layout::new(1, _135),
        ),
        "zipped_divide((3,3,5,3):(1,9,27,3),1:_135)",
        "((1,1,1,1),((3,3,5,3),(1,1,1,1))):((135,405,405,9),((1,9,27,3),(135,405,405,9)))",
    );
    g(
        try_zipped_divide(Layout::new((3, _8), (_8, _1)), (_1, Layout::new(_6, _1))),
        "zipped_divide((3,_8):(_8,_1),(_1,_6:_1))",
        "((_1,_6),(3,_2)):((_0,_1),(_8,_6))",
    );
    g(
        try_zipped_divide(Layout::new((5, _1), (_2, 1)), Layout::new((5,), (_1,))),
        "zipped_divide((5,_1):(_2,1),(5):(_1))",
        "(((5,1)),(1,1)):(((_2,1)),(10,1))",
    );
    g(
        try_zipped_divide(Layout::new((_1, _7, _6), (84, _2, 14)), Layout::new(_1, _3)),
        "zipped_divide((_1,_7,_6):(84,_2,14),_1:_3)",
        "(_1,(_7,_6)):(14,(_2,14))",
    );
    g(
        try_zipped_divide(Layout::new((_2, 1), (1, 2)), Layout::new(2, _1)),
        "zipped_divide((_2,1):(1,2),2:_1)",
        "((2,1),(1,1)):((1,2),(2,2))",
    );
    g(
        try_zipped_divide(
            Layout::new((_2, _6, (_2,)), (_12, _8, (_8,))),
            (Layout::new(_7, _1),),
        ),
        "zipped_divide((_2,_6,(_2)):(_12,_8,(_8)),(_7:_1))",
        "((_7),(_1,_6,(_2))):((_12),(_0,_8,(_8)))",
    );
    g(
        try_zipped_divide(Layout::new((_4, _3, (7, _2)), (_42, 7, (1, 21))), (1,)),
        "zipped_divide((_4,_3,(7,_2)):(_42,7,(1,21)),(1))",
        "((1),(4,_3,(7,_2))):((_42),(42,7,(1,21)))",
    );
    g(
        try_zipped_divide(Layout::new((_8, _2, 5), (_20, 6, _12)), Layout::new(4, _4)),
        "zipped_divide((_8,_2,5):(_20,6,_12),4:_4)",
        "((2,2,1),(_4,(1,1,5))):((_80,6,_12),(_20,(320,12,12)))",
    );
}

#[test]
fn golden_4() {
    g(
        try_zipped_divide(
            Layout::new((_9, (_4, _8)), (_59, (_13, _1))),
            (Layout::new(_3, _3), Layout::new((_2, _4), (_1, _8))),
        ),
        "zipped_divide((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8)))",
        "((_3,(_2,_4)),(_3,(_2,_2))):((_177,(_13,_2)),(_59,(_26,_1)))",
    );
    g(
        try_zipped_divide(Layout::new(7, _8), (Layout::new((_7,), (_1,)),)),
        "zipped_divide(7:_8,((_7):(_1)))",
        "(((_7)),(1)):(((_8)),(_56))",
    );
    g(
        try_zipped_divide(Layout::new(8, _16), Layout::new((2,), (_1,))),
        "zipped_divide(8:_16,(2):(_1))",
        "((2),4):((_16),32)",
    );
    g(
        try_zipped_divide(Layout::new(_8, 1), Layout::new((_1,), (_1,))),
        "zipped_divide(_8:1,(_1):(_1))",
        "((_1),_8):((1),1)",
    );
    g(
        try_tiled_divide(
            Layout::new(((5, 8), (3, 1)), ((3, 15), (1, 3))),
            (1, Layout::new(3, _1)),
        ),
        "tiled_divide(((5,8),(3,1)):((3,15),(1,3)),(1,3:_1))",
        "(((1,1),(3,1)),(5,8),(1,1)):(((3,15),(1,3)),(3,15),(3,3))",
    );
    g(
        try_tiled_divide(
            Layout::new(((8,), 3, _3), ((_3,), 24, _1)),
            Layout::new(_2, _1),
        ),
        "tiled_divide(((8),3,_3):((_3),24,_1),_2:_1)",
        "((2,1,1),4,3,3):((_3,24,1),_6,24,1)",
    );
    g(
        try_tiled_divide(
            Layout::new((3, 3, 5), (3, 1, 9)),
            (Layout::new((_1,), (_1,)), Layout::new((_4,), (_1,))),
        ),
        "tiled_divide((3,3,5):(3,1,9),((_1):(_1),(_4):(_1)))",
        "(((_1),(_4)),3,1,5):(((3),(1)),3,4,9)",
    );
    g(try_tiled_divide(Layout::new((8, (2, 1), 6), (2, (8, 1), 128)), Layout::new((8, 4), (_1, _8))), "tiled_divide((8,(2,1),6):(2,(8,1),128),(8,4):(_1,_8))", "(((8,1,1,1),(1,2,1,2)),(1,1,1,1),(1,1,1,3)):(((2,8,1,128),(16,8,1,128)),(16,8,1,128),(64,32,2,256))");
    g(
        try_tiled_divide(Layout::new((8, 1), (1, 6)), (1,)),
        "tiled_divide((8,1):(1,6),(1))",
        "((1),8,1):((1),1,6)",
    );
    g(
        try_tiled_divide(
            Layout::new((_3, _1, _5), (_1, _1, _3)),
            (Layout::new(_3, _1), _1),
        ),
        "tiled_divide((_3,_1,_5):(_1,_1,_3),(_3:_1,_1))",
        "((_3,_1),_1,_1,_5):((_1,_0),_0,_0,_3)",
    );
    g(
        try_tiled_divide(Layout::new((_3, _2), (_2, _48)), Layout::new(_6, _1)),
        "tiled_divide((_3,_2):(_2,_48),_6:_1)",
        "((_3,_2),_1):((_2,_48),_0)",
    );
    g(
        try_tiled_divide(
            Layout::new((_3, _6, (_2, _6, _6)), (_1, _216, (_18, _36, 3))),
            (_1,),
        ),
        "tiled_divide((_3,_6,(_2,_6,_6)):(_1,_216,(_18,_36,3)),(_1))",
        "((_1),_3,_6,(_2,_6,_6)):((_0),_1,_216,(_18,_36,3))",
    );
    g(
        try_tiled_divide(
            Layout::new((_4, (_6, _6)), (_72, (_48, _4))),
            (Layout::new((_8, _1), (_1, _16)),),
        ),
        "tiled_divide((_4,(_6,_6)):(_72,(_48,_4)),((_8,_1):(_1,_16)))",
        "(((_8,_1)),_1,(_6,_6)):(((_72,_1152)),_0,(_48,_4))",
    );
    g(
        try_tiled_divide(
            Layout::new((_4, _8, (1, _4)), (32, _24, (_2, _24))),
            Layout::new(4, _1),
        ),
        "tiled_divide((_4,_8,(1,_4)):(32,_24,(_2,_24)),4:_1)",
        "((4,1,1,1),1,8,1,4):((32,_24,_2,24),128,24,2,24)",
    );
    g(
        try_tiled_divide(Layout::new(_1, _1), Layout::new(_1, _1)),
        "tiled_divide(_1:_1,_1:_1)",
        "(_1,_1):(_1,_0)",
    );
    g(
        try_tiled_divide(Layout::new(_5, _1), (5,)),
        "tiled_divide(_5:_1,(5))",
        "((5),(1)):((_1),(5))",
    );
    g(
        try_flat_divide(
            Layout::new(((_7, _1), _6), ((_48, _84), _4)),
            (Layout::new((_1,), (_1,)),),
        ),
        "flat_divide(((_7,_1),_6):((_48,_84),_4),((_1):(_1)))",
        "(((_1)),_7,_6):(((_84)),_48,_4)",
    );
    g(
        try_flat_divide(
            Layout::new(
                ((_8, _3), _6, _4, _3),
                (
                    (_72, layout_core::typenum::consts::P576::new()),
                    _12,
                    _3,
                    _1,
                ),
            ),
            (Layout::new((_2, _2), (_1, _2)), Layout::new(_1, _6), _4),
        ),
        "flat_divide(((_8,_3),_6,_4,_3):((_72,_576),_12,_3,_1),((_2,_2):(_1,_2),_1:_6,_4))",
        "((_2,_2),_1,_4,_6,_6,_1,_3):((_72,_144),_72,_3,_288,_12,_0,_1)",
    );
    g(
        try_flat_divide(Layout::new((1,), (48,)), (_1,)),
        "flat_divide((1):(48),(_1))",
        "((_1),(1)):((_0),(48))",
    );
    g(
        try_flat_divide(Layout::new((8, 7), (7, 1)), Layout::new((2, 2), (_2, _1))),
        "flat_divide((8,7):(7,1),(2,2):(_2,_1))",
        "((2,1),(2,1),(1,1),(2,7)):((14,1),(7,1),(14,1),(28,1))",
    );
    g(
        try_flat_divide(
            Layout::new((_4, _2, _1, _7), (_0, _3, _1, _1)),
            Layout::new((_8,), (_1,)),
        ),
        "flat_divide((_4,_2,_1,_7):(_0,_3,_1,_1),(_8):(_1))",
        "(((_4,_2)),_7):(((_0,_3)),_1)",
    );
    g(
        try_flat_divide(Layout::new((_6, _6), (_32, _1)), Layout::new((_3,), (_48,))),
        "flat_divide((_6,_6):(_32,_1),(_3):(_48))",
        "((_3),_6,_8):((_8),_32,_1)",
    );
    g(
        try_flat_divide(
            Layout::new((_8,), (_1,)),
            (Layout::new((_4, _2), (_2, _1)),),
        ),
        "flat_divide((_8):(_1),((_4,_2):(_2,_1)))",
        "(((_4,_2)),(_1)):(((_2,_1)),(_0))",
    );
    g(
        try_flat_divide(
            Layout::new((_9, (_4, _8)), (_59, (_13, _1))),
            (Layout::new(_3, _3), Layout::new((_2, _4), (_1, _8))),
        ),
        "flat_divide((_9,(_4,_8)):(_59,(_13,_1)),(_3:_3,(_2,_4):(_1,_8)))",
        "(_3,(_2,_4),_3,(_2,_2)):(_177,(_13,_2),_59,(_26,_1))",
    );
    g(
        try_flat_divide(Layout::new(2, 1), (Layout::new(1, _2),)),
        "flat_divide(2:1,(1:_2))",
        "((1),((_2,1))):((2),((1,2)))",
    );
    g(
        try_flat_divide(Layout::new(_1, _1), Layout::new(_6, _1)),
        "flat_divide(_1:_1,_6:_1)",
        "(_6,_1):(_1,_0)",
    );
    g(
        try_flat_divide(Layout::new(_5, _1), (_1,)),
        "flat_divide(_5:_1,(_1))",
        "((_1),(_5)):((_0),(_1))",
    );
    g(
        try_flat_divide(Layout::new(_6, 2), Layout::new((7,), (24,))),
        "flat_divide(_6:2,(7):(24))",
        "((7),24,1):((48),2,336)",
    );
    g(
        try_logical_product(
            Layout::new(((_4, _2),), ((_1, _16),)),
            Layout::new((_4, _4), (_1, _4)),
        ),
        "logical_product(((_4,_2)):((_1,_16)),(_4,_4):(_1,_4))",
        "(((_4,_2)),(_4,_4)):(((_1,_16)),(_4,_32))",
    );
    g(
        try_logical_product(
            Layout::new(((_4, _6),), ((_1, _6),)),
            Layout::new((_3,), (_1,)),
        ),
        "logical_product(((_4,_6)):((_1,_6)),(_3):(_1))",
        "(((_4,_6)),(_3)):(((_1,_6)),(_36))",
    );
    g(
        try_logical_product(
            Layout::new((2,), (_1,)),
            Layout::new((3, (3, 1)), (3, (1, 3))),
        ),
        "logical_product((2):(_1),(3,(3,1)):(3,(1,3)))",
        "((2),(3,(3,1))):((_1),(6,(2,6)))",
    );
    g(
        try_logical_product(
            Layout::new((2, 1), (_1, _8)),
            (Layout::new((_1, 5), (4, 48)), X),
        ),
        "logical_product((2,1):(_1,_8),((_1,5):(4,48),_))",
        "((2,(_1,5)),1):((_1,(8,96)),_8)",
    );
    g(
        try_logical_product(Layout::new((2, 4), (_0, _1)), Layout::new((3, 4), (12, 48))),
        "logical_product((2,4):(_0,_1),(3,4):(12,48))",
        "((2,4),(3,4)):((_0,_1),(48,192))",
    );
    g(
        try_logical_product(Layout::new((3, 4, 1), (_1, _3, _12)), (X,)),
        "logical_product((3,4,1):(_1,_3,_12),(_))",
        "(3,4,1):(_1,_3,_12)",
    );
    g(
        try_logical_product(
            Layout::new((4, (_4, _1)), (_1, (_4, _16))),
            Layout::new(_4, 1),
        ),
        "logical_product((4,(_4,_1)):(_1,(_4,_16)),_4:1)",
        "((4,(_4,_1)),(1,4)):((_1,(_4,_16)),(4,16))",
    );
    g(
        try_logical_product(Layout::new((4, 4), (_32, _8)), (Layout::new(_4, 1),)),
        "logical_product((4,4):(_32,_8),(_4:1))",
        "((4,(4,1)),4):((_32,(1,128)),_8)",
    );
    g(
        try_logical_product(Layout::new((_1,), (_1,)), (X,)),
        "logical_product((_1):(_1),(_))",
        "(_1):(_1)",
    );
    g(
        try_logical_product(Layout::new((_1, _1), (_32, _32)), (_1,)),
        "logical_product((_1,_1):(_32,_32),(_1))",
        "((_1,_1),_1):((_32,_0),_32)",
    );
    g(
        try_logical_product(
            Layout::new((_1, _4), (_2, _2)),
            (Layout::new((_1,), (_1,)),),
        ),
        "logical_product((_1,_4):(_2,_2),((_1):(_1)))",
        "((_1,(_1)),_4):((_2,(_0)),_2)",
    );
    g(
        try_logical_product(
            Layout::new((_2,), (_64,)),
            Layout::new((1, 1, _2), (2, 2, _1)),
        ),
        "logical_product((_2):(_64),(1,1,_2):(2,2,_1))",
        "((_2),((1,1),(1,1),_2)):((_64),((2,128),(2,128),_1))",
    );
}

#[test]
fn golden_5() {
    g(
        try_logical_product(
            Layout::new((_2, _1), (_1, _1)),
            Layout::new((_1, 3, 2), (_4, 24, 3)),
        ),
        "logical_product((_2,_1):(_1,_1),(_1,3,2):(_4,24,3))",
        "((_2,_1),(_1,3,2)):((_1,_1),(_8,48,6))",
    );
    g(
        try_logical_product(Layout::new((_2, _2), (_4, _1)), Layout::new(_6, _1)),
        "logical_product((_2,_2):(_4,_1),_6:_1)",
        "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))",
    );
    g(
        try_logical_product(Layout::new((_2, _3), (_18, _1)), (X,)),
        "logical_product((_2,_3):(_18,_1),(_))",
        "(_2,_3):(_18,_1)",
    );
    g(
        try_logical_product(Layout::new((_2, _4), (_8, _16)), (X, Layout::new(_2, _1))),
        "logical_product((_2,_4):(_8,_16),(_,_2:_1))",
        "(_2,(_4,_2)):(_8,(_16,_1))",
    );
    g(
        try_logical_product(Layout::new((_3,), (_1,)), Layout::new((_2, _4), (_1, _2))),
        "logical_product((_3):(_1),(_2,_4):(_1,_2))",
        "((_3),(_2,_4)):((_1),(_3,_6))",
    );
    g(
        try_logical_product(Layout::new((_3,), (_2,)), Layout::new((_4,), (_1,))),
        "logical_product((_3):(_2),(_4):(_1))",
        "((_3),((_2,_2))):((_2),((_1,_6)))",
    );
    g(
        try_logical_product(Layout::new((_3,), (_32,)), Layout::new((_128,), (_1,))),
        "logical_product((_3):(_32),(_128):(_1))",
        "((_3),((_32,_4))):((_32),((_1,_96)))",
    );
    g(
        try_logical_product(Layout::new((_3,), (_32,)), Layout::new((_32,), (_1,))),
        "logical_product((_3):(_32),(_32):(_1))",
        "((_3),(_32)):((_32),(_1))",
    );
    g(
        try_logical_product(Layout::new((_3,), (_32,)), Layout::new((_8, _8), (_8, _1))),
        "logical_product((_3):(_32),(_8,_8):(_8,_1))",
        "((_3),((_4,_2),_8)):((_32),((_8,_96),_1))",
    );
    g(
        try_logical_product(
            Layout::new((_4,), (_1,)),
            Layout::new((_2, _3, (_1, _3)), (_9, _1, (_9, _3))),
        ),
        "logical_product((_4):(_1),(_2,_3,(_1,_3)):(_9,_1,(_9,_3)))",
        "((_4),(_2,_3,(_1,_3))):((_1),(_36,_4,(_36,_12)))",
    );
    g(
        try_logical_product(Layout::new((_4,), (_2,)), _6),
        "logical_product((_4):(_2),_6)",
        "((_4),(_2,_3)):((_2),(_1,_8))",
    );
    g(
        try_logical_product(Layout::new((_4, _2), (_1, _4)), Layout::new((4,), (16,))),
        "logical_product((_4,_2):(_1,_4),(4):(16))",
        "((_4,_2),(4)):((_1,_4),(128))",
    );
    g(
        try_logical_product(
            Layout::new((_8, (_2, _2)), (_1, (_8, _16))),
            Layout::new((_4,), (_2,)),
        ),
        "logical_product((_8,(_2,_2)):(_1,(_8,_16)),(_4):(_2))",
        "((_8,(_2,_2)),(_4)):((_1,(_8,_16)),(_64))",
    );
    g(
        try_logical_product(Layout::new(1, _2), (1,)),
        "logical_product(1:_2,(1))",
        "((1,(1,1))):((_2,(_1,2)))",
    );
    g(
        try_logical_product(Layout::new(1, _2), (Layout::new(1, 1),)),
        "logical_product(1:_2,(1:1))",
        "((1,(1,1))):((_2,(1,2)))",
    );
    g(
        try_logical_product(Layout::new(2, _2), Layout::new((4,), (1,))),
        "logical_product(2:_2,(4):(1))",
        "(2,((2,2))):(_2,((1,4)))",
    );
    g(
        try_logical_product(Layout::new(3, _1), (Layout::new((1,), (1,)),)),
        "logical_product(3:_1,((1):(1)))",
        "((3,(1))):((_1,(3)))",
    );
    g(
        try_logical_product(Layout::new(_1, _1), Layout::new(_1, _1)),
        "logical_product(_1:_1,_1:_1)",
        "(_1,_1):(_1,_0)",
    );
    g(
        try_logical_product(Layout::new(_1, _2), (_1,)),
        "logical_product(_1:_2,(_1))",
        "((_1,_1)):((_2,_0))",
    );
    g(
        try_logical_product(Layout::new(_2, _6), (1,)),
        "logical_product(_2:_6,(1))",
        "((_2,(1,1))):((_6,(_1,_12)))",
    );
    g(
        try_logical_product(Layout::new(_3, _1), (_3,)),
        "logical_product(_3:_1,(_3))",
        "((_3,_3)):((_1,_3))",
    );
    g(
        try_logical_product(Layout::new(_3, _1), Layout::new(_4, _0)),
        "logical_product(_3:_1,_4:_0)",
        "(_3,_4):(_1,_0)",
    );
    g(
        try_zipped_product(Layout::new((1,), (_1,)), _5),
        "zipped_product((1):(_1),_5)",
        "((1),_5):((_1),1)",
    );
    g(
        try_zipped_product(
            Layout::new((2, _1, 4), (_4, _4, _1)),
            Layout::new((_3, _1, 4), (_1, 1, 3)),
        ),
        "zipped_product((2,_1,4):(_4,_4,_1),(_3,_1,4):(_1,1,3))",
        "((2,_1,4),((1,3),_1,(1,4))):((_4,_4,_1),((4,8),8,(12,24)))",
    );
    g(
        try_zipped_product(Layout::new((_1, _2, _4), (_8, _1, _2)), _2),
        "zipped_product((_1,_2,_4):(_8,_1,_2),_2)",
        "((_1,_2,_4),_2):((_8,_1,_2),_8)",
    );
    g(
        try_zipped_product(Layout::new((_1, _3), (_1, _1)), Layout::new((_2,), (_1,))),
        "zipped_product((_1,_3):(_1,_1),(_2):(_1))",
        "((_1,_3),(_2)):((_1,_1),(_3))",
    );
    g(
        try_zipped_product(Layout::new((_1, _4), (_1, _8)), Layout::new(_3, _0)),
        "zipped_product((_1,_4):(_1,_8),_3:_0)",
        "((_1,_4),_3):((_1,_8),_0)",
    );
    g(
        try_zipped_product(Layout::new((_1, _4), (_4, _1)), (_1,)),
        "zipped_product((_1,_4):(_4,_1),(_1))",
        "((_1),(_1,_4)):((_4),(_0,_1))",
    );
    g(
        try_zipped_product(Layout::new(4, _64), _4),
        "zipped_product(4:_64,_4)",
        "(4,_4):(_64,_1)",
    );
    g(
        try_zipped_product(Layout::new(_1, _1), Layout::new((_2, _2, _4), (_1, _2, _4))),
        "zipped_product(_1:_1,(_2,_2,_4):(_1,_2,_4))",
        "(_1,(_2,_2,_4)):(_1,(_1,_2,_4))",
    );
    g(
        try_tiled_product(Layout::new((1,), (16,)), Layout::new((4, _3), (_3, _1))),
        "tiled_product((1):(16),(4,_3):(_3,_1))",
        "((1),(4,1),(3,1)):((16),(_3,16),(_1,16))",
    );
    g(
        try_tiled_product(
            Layout::new((1,), (_4,)),
            Layout::new((_4, 2, 3), (24, _24, _1)),
        ),
        "tiled_product((1):(_4),(_4,2,3):(24,_24,_1))",
        "((1),(1,4),2,(3,1)):((_4),(24,24),24,(_1,4))",
    );
    g(
        try_tiled_product(Layout::new((3, 4), (_4, _1)), (3, 1)),
        "tiled_product((3,4):(_4,_1),(3,1))",
        "((3,4),(3,1),1):((_4,_1),(_1,12),4)",
    );
    g(
        try_tiled_product(Layout::new((4, 2), (_1, _4)), (2,)),
        "tiled_product((4,2):(_1,_4),(2))",
        "((4),2,2):((_1),4,_4)",
    );
    g(
        try_tiled_product(
            Layout::new((_1, 3), (_1, _1)),
            Layout::new(((4, 1, 4),), ((1, _4, 4),)),
        ),
        "tiled_product((_1,3):(_1,_1),((4,1,4)):((1,_4,4)))",
        "((_1,3),((4,1,4))):((_1,_1),((3,12,12)))",
    );
    g(
        try_tiled_product(Layout::new((_1, 3), (_1, _1)), (Layout::new(5, 48),)),
        "tiled_product((_1,3):(_1,_1),(5:48))",
        "((_1),5,3):((_1),48,_1)",
    );
    g(
        try_tiled_product(
            Layout::new((_1, _1, _3), (_24, _8, _2)),
            Layout::new((_4,), (_1,)),
        ),
        "tiled_product((_1,_1,_3):(_24,_8,_2),(_4):(_1))",
        "((_1,_1,_3),((_2,_2))):((_24,_8,_2),((_1,_6)))",
    );
    g(
        try_tiled_product(Layout::new((_1, _2), (_24, _3)), (1, _1)),
        "tiled_product((_1,_2):(_24,_3),(1,_1))",
        "((_1,_2),1,_1):((_24,_3),_1,_0)",
    );
    g(
        try_tiled_product(
            Layout::new((_2, _3), (_3, _1)),
            Layout::new((_2, _3), (_3, _1)),
        ),
        "tiled_product((_2,_3):(_3,_1),(_2,_3):(_3,_1))",
        "((_2,_3),_2,_3):((_3,_1),_18,_6)",
    );
    g(
        try_tiled_product(
            Layout::new((_2, _5), (_5, _1)),
            Layout::new((_3, _4), (_1, _3)),
        ),
        "tiled_product((_2,_5):(_5,_1),(_3,_4):(_1,_3))",
        "((_2,_5),_3,_4):((_5,_1),_10,_30)",
    );
}

#[test]
fn golden_6() {
    g(
        try_tiled_product(Layout::new((_3, _1), (_1, _3)), _6),
        "tiled_product((_3,_1):(_1,_3),_6)",
        "((_3,_1),_6):((_1,_3),_3)",
    );
    g(
        try_tiled_product(Layout::new((_3, _3), (_3, _1)), Layout::new((_3,), (_1,))),
        "tiled_product((_3,_3):(_3,_1),(_3):(_1))",
        "((_3,_3),(_3)):((_3,_1),(_9))",
    );
    g(
        try_tiled_product(Layout::new((_4, 2), (_2, _1)), 1),
        "tiled_product((_4,2):(_2,_1),1)",
        "((_4,2),1,1):((_2,_1),2,8)",
    );
    g(
        try_tiled_product(Layout::new((_4, _3), (_12, _1)), (_1,)),
        "tiled_product((_4,_3):(_12,_1),(_1))",
        "((_4),_1,_3):((_12),_0,_1)",
    );
    g(
        try_flat_product(Layout::new((1, 1), (_1, _0)), (1,)),
        "flat_product((1,1):(_1,_0),(1))",
        "((1),1,1):((_1),1,_0)",
    );
    g(
        try_flat_product(
            Layout::new((2, _4, 3), (_12, _3, _1)),
            Layout::new((2, _2, _1), (_2, _1, _1)),
        ),
        "flat_product((2,_4,3):(_12,_3,_1),(2,_2,_1):(_2,_1,_1))",
        "(2,_4,3,(1,2),(1,2),_1):(_12,_3,_1,(6,48),(3,24),24)",
    );
    g(
        try_flat_product(Layout::new((_1,), (_1,)), (Layout::new(_1, _1),)),
        "flat_product((_1):(_1),(_1:_1))",
        "((_1),(_1)):((_1),(_0))",
    );
    g(
        try_flat_product(Layout::new((_1,), (_64,)), Layout::new(_2, _34)),
        "flat_product((_1):(_64),_2:_34)",
        "((_1),_2):((_64),_34)",
    );
    g(
        try_flat_product(Layout::new((_3,), (_1,)), Layout::new((4,), (4,))),
        "flat_product((_3):(_1),(4):(4))",
        "((_3),(4)):((_1),(12))",
    );
    g(
        try_flat_product(Layout::new((_4,), (_1,)), (_1,)),
        "flat_product((_4):(_1),(_1))",
        "((_4),(_1)):((_1),(_0))",
    );
    g(
        try_flat_product(Layout::new(_4, _1), (Layout::new(_2, _4),)),
        "flat_product(_4:_1,(_2:_4))",
        "((_4),(_2)):((_1),(_16))",
    );
    g(
        try_blocked_product(
            Layout::new(((1, 4), 1), ((_16, _56), _48)),
            Layout::new(3, 1),
        ),
        "blocked_product(((1,4),1):((_16,_56),_48),3:1)",
        "(((1,4),(3,1,1,1)),(1,_1)):(((_16,_56),(1,16,48,224)),(_48,_0))",
    );
    g(
        try_blocked_product(
            Layout::new(((2, 2), (_4, _2, 4), 2), ((_8, _64), (_16, _1, _2), _128)),
            Layout::new(_1, 1),
        ),
        "blocked_product(((2,2),(_4,_2,4),2):((_8,_64),(_16,_1,_2),_128),_1:1)",
        "(((2,2),_1),((_4,_2,4),_1),(2,_1)):(((_8,_64),256),((_16,_1,_2),_0),(_128,_0))",
    );
    g(
        try_blocked_product(
            Layout::new(((_3, _4, _2), _1), ((_8, _1, _4), _4)),
            Layout::new((4, 2), (1, _4)),
        ),
        "blocked_product(((_3,_4,_2),_1):((_8,_1,_4),_4),(4,2):(1,_4))",
        "(((_3,_4,_2),4),(_1,2)):(((_8,_1,_4),24),(_4,_96))",
    );
    g(
        try_blocked_product(
            Layout::new((1, 1, (1, 4)), (_4, _4, (_1, _1))),
            Layout::new((2, 4), (4, 1)),
        ),
        "blocked_product((1,1,(1,4)):(_4,_4,(_1,_1)),(2,4):(4,1))",
        "((1,(1,1,1,2)),(1,(1,1,1,4)),((1,4),_1)):((_4,(4,16,16,16)),(_4,(1,4,4,4)),((_1,_1),_0))",
    );
    g(
        try_blocked_product(
            Layout::new((4,), (_1,)),
            Layout::new((4, (2, 4, 2), _1), (4, (2, 16, 1), 16)),
        ),
        "blocked_product((4):(_1),(4,(2,4,2),_1):(4,(2,16,1),16))",
        "((4,4),(_1,(2,4,2)),(_1,_1)):((_1,16),(_0,(8,64,4)),(_0,64))",
    );
    g(
        try_blocked_product(Layout::new((4,), (_1,)), Layout::new((_3,), (1,))),
        "blocked_product((4):(_1),(_3):(1))",
        "((4,_3)):((_1,4))",
    );
    g(
        try_blocked_product(Layout::new((_2, 2), (_16, _2)), Layout::new(2, _1)),
        "blocked_product((_2,2):(_16,_2),2:_1)",
        "((_2,(2,1,1)),(2,_1)):((_16,(_1,4,32)),(_2,_0))",
    );
    g(
        try_blocked_product(
            Layout::new((_2, _4, _2), (_1, _4, _0)),
            Layout::new((_2, _2, _3), (_1, _2, _4)),
        ),
        "blocked_product((_2,_4,_2):(_1,_4,_0),(_2,_2,_3):(_1,_2,_4))",
        "((_2,_2),(_4,_2),(_2,_3)):((_1,_2),(_4,_16),(_0,_32))",
    );
    g(
        try_blocked_product(
            Layout::new((_2, _5), (_5, _1)),
            Layout::new((_3, _4), (_1, _3)),
        ),
        "blocked_product((_2,_5):(_5,_1),(_3,_4):(_1,_3))",
        "((_2,_3),(_5,_4)):((_5,_10),(_1,_30))",
    );
    g(
        try_blocked_product(Layout::new((_4, _4), (_0, _4)), Layout::new((_3,), (_4,))),
        "blocked_product((_4,_4):(_0,_4),(_3):(_4))",
        "((_4,_3),(_4,_1)):((_0,_16),(_4,_0))",
    );
    g(
        try_blocked_product(Layout::new(_3, _1), Layout::new(_3, _1)),
        "blocked_product(_3:_1,_3:_1)",
        "((_3,_3)):((_1,_3))",
    );
    g(
        try_raked_product(Layout::new(((_4,), _3), ((_21,), _6)), Layout::new(_3, _2)),
        "raked_product(((_4),_3):((_21),_6),_3:_2)",
        "((_3,(_4)),(_1,_3)):((_2,(_21)),(_0,_6))",
    );
    g(
        try_raked_product(
            Layout::new((1, (_3, _1)), (_8, (_1, _6))),
            Layout::new((_1, 1), (_1, _1)),
        ),
        "raked_product((1,(_3,_1)):(_8,(_1,_6)),(_1,1):(_1,_1))",
        "((_1,1),((1,1),(_3,_1))):((8,_8),((_3,8),(_1,_6)))",
    );
    g(
        try_raked_product(
            Layout::new((1, _2), (_2, _1)),
            Layout::new((4, (_2, _3)), (24, (_1, 16))),
        ),
        "raked_product((1,_2):(_2,_1),(4,(_2,_3)):(24,(_1,16)))",
        "((4,1),((_2,_3),_2)):((48,_2),((2,32),_1))",
    );
    g(try_raked_product(Layout::new((3, 4, _2), (_64, _4, _2)), Layout::new(((2, _4, _4), 3), ((16, 4, _1), 32))), "raked_product((3,4,_2):(_64,_4,_2),((2,_4,_4),3):((16,4,_1),32))", "((((1,1,2),(1,2,2),(_2,2,1)),3),((1,1,3),4),(_1,_2)):((((16,128,384),(4,32,192),(_1,16,192)),_64),((32,256,768),_4),(_0,_2))");
    g(
        try_raked_product(Layout::new((3, _1), (_4, _6)), Layout::new((_1,), (1,))),
        "raked_product((3,_1):(_4,_6),(_1):(1))",
        "((_1,3),(_1,_1)):((12,_4),(_0,_6))",
    );
    g(
        try_raked_product(Layout::new((_2,), (24,)), Layout::new((3,), (1,))),
        "raked_product((_2):(24),(3):(1))",
        "(((3,1),_2)):(((1,48),24))",
    );
    g(
        try_raked_product(
            Layout::new((_2, (_4, _4)), (_1, (_2, _8))),
            Layout::new(_4, _1),
        ),
        "raked_product((_2,(_4,_4)):(_1,(_2,_8)),_4:_1)",
        "((_4,_2),(_1,(_4,_4))):((_32,_1),(_0,(_2,_8)))",
    );
    g(
        try_raked_product(Layout::new((_2, 2), (_1, _2)), Layout::new((4, 3), (1, _3))),
        "raked_product((_2,2):(_1,_2),(4,3):(1,_3))",
        "((4,_2),(3,2)):((4,_1),(12,_2))",
    );
    g(
        try_raked_product(
            Layout::new((_3, _4), (_1, _3)),
            Layout::new((_1, _1), (_1, _1)),
        ),
        "raked_product((_3,_4):(_1,_3),(_1,_1):(_1,_1))",
        "((_1,_3),(_1,_4)):((_0,_1),(_0,_3))",
    );
    g(
        try_raked_product(Layout::new(_1, _8), Layout::new((_3, _2, _2), (_4, _1, _2))),
        "raked_product(_1:_8,(_3,_2,_2):(_4,_1,_2))",
        "((_3,_1),(_2,_1),(_2,_1)):((_4,_8),(_1,_0),(_2,_0))",
    );
    g(
        try_raked_product(Layout::new(_3, _1), Layout::new((_4, _4), (_2, _6))),
        "raked_product(_3:_1,(_4,_4):(_2,_6))",
        "((_4,_3),(_4,_1)):((_6,_1),(_18,_0))",
    );
}
