// THIS IS GENERATED CODE by layout-core/tests/gen/algebra_ops.py; do not edit.
//! Differential tests (complement): the typed layer prints exactly like the runtime layer.
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
fn complement_0() {
    c(
        try_complement(Layout::new((_2, _2), (_2, _1))),
        "complement((_2,_2):(_2,_1))",
    );
    c(
        try_complement_to(Layout::new((_8, _4), (_8, _2)), _48),
        "complement((_8,_4):(_8,_2),_48)",
    );
    c(
        try_complement_to(Layout::new(_6, 2), 48),
        "complement(_6:2,48)",
    );
    c(
        try_complement_to(Layout::new(_2, _1), _32),
        "complement(_2:_1,_32)",
    );
    c(try_complement(Layout::new(_4, 4)), "complement(_4:4)");
    c(
        try_complement_to(Layout::new((_6, _2, _1), (_12, _1, _2)), _16),
        "complement((_6,_2,_1):(_12,_1,_2),_16)",
    );
    c(try_complement(Layout::new(_3, _1)), "complement(_3:_1)");
    c(
        try_complement(Layout::new((_2, _3), (_1, _2))),
        "complement((_2,_3):(_1,_2))",
    );
    c(
        try_complement_to(Layout::new(_4, _2), _64),
        "complement(_4:_2,_64)",
    );
    c(
        try_complement(Layout::new((_8, _4), (_8, _1))),
        "complement((_8,_4):(_8,_1))",
    );
    c(
        try_complement_to(Layout::new((_1, _2), (_1, 1)), 32),
        "complement((_1,_2):(_1,1),32)",
    );
    c(try_complement_to(Layout::new(8, 1), 8), "complement(8:1,8)");
    c(
        try_complement_to(Layout::new(2, 2), 64),
        "complement(2:2,64)",
    );
    c(
        try_complement_to(Layout::new(2, 1), _48),
        "complement(2:1,_48)",
    );
    c(
        try_complement_to(Layout::new((_1, _4, _3), (_1, _1, _4)), _8),
        "complement((_1,_4,_3):(_1,_1,_4),_8)",
    );
    c(try_complement(Layout::new(4, _1)), "complement(4:_1)");
    c(
        try_complement_to(Layout::new((2, _3, _3), (_1, _2, _6)), _16),
        "complement((2,_3,_3):(_1,_2,_6),_16)",
    );
    c(
        try_complement_to(Layout::new((_8, _6, _6), (_1, _48, _8)), _128),
        "complement((_8,_6,_6):(_1,_48,_8),_128)",
    );
    c(
        try_complement_to(Layout::new((6,), (1,)), 16),
        "complement((6):(1),16)",
    );
    c(
        try_complement_to(Layout::new(_4, _1), _48),
        "complement(_4:_1,_48)",
    );
    c(
        try_complement_to(Layout::new(6, 1), _8),
        "complement(6:1,_8)",
    );
    c(
        try_complement(Layout::new((_3, _2), (_16, _1))),
        "complement((_3,_2):(_16,_1))",
    );
    c(try_complement(Layout::new(_1, 1)), "complement(_1:1)");
    c(
        try_complement_to(Layout::new((_6, _6, _6), (_36, _6, _1)), _48),
        "complement((_6,_6,_6):(_36,_6,_1),_48)",
    );
    c(try_complement(Layout::new(_2, _1)), "complement(_2:_1)");
    c(
        try_complement_to(Layout::new(_8, _1), _96),
        "complement(_8:_1,_96)",
    );
    c(
        try_complement_to(Layout::new(1, 1), 128),
        "complement(1:1,128)",
    );
    c(
        try_complement_to(Layout::new((_4,), (_1,)), _16),
        "complement((_4):(_1),_16)",
    );
    c(
        try_complement_to(Layout::new(_8, _1), _24),
        "complement(_8:_1,_24)",
    );
    c(
        try_complement_to(Layout::new(6, _2), 64),
        "complement(6:_2,64)",
    );
    c(
        try_complement_to(Layout::new(6, 1), 128),
        "complement(6:1,128)",
    );
    c(
        try_complement(Layout::new((_4,), (_2,))),
        "complement((_4):(_2))",
    );
    c(
        try_complement_to(Layout::new((_1, _2), (_6, _16)), _96),
        "complement((_1,_2):(_6,_16),_96)",
    );
    c(
        try_complement_to(Layout::new(_2, _2), _8),
        "complement(_2:_2,_8)",
    );
    c(
        try_complement_to(Layout::new(_2, _1), _48),
        "complement(_2:_1,_48)",
    );
    c(
        try_complement_to(Layout::new((_2,), (_1,)), _48),
        "complement((_2):(_1),_48)",
    );
    c(try_complement(Layout::new(6, 1)), "complement(6:1)");
    c(
        try_complement_to(Layout::new(_2, _1), _24),
        "complement(_2:_1,_24)",
    );
    c(
        try_complement_to(Layout::new(1, 4), 64),
        "complement(1:4,64)",
    );
    c(
        try_complement_to(Layout::new(4, 1), 96),
        "complement(4:1,96)",
    );
}

#[test]
fn complement_1() {
    c(
        try_complement(Layout::new((_2, _1, _8), (_1, _2, _2))),
        "complement((_2,_1,_8):(_1,_2,_2))",
    );
    c(
        try_complement(Layout::new((_6, _2, _1), (_2, _1, _12))),
        "complement((_6,_2,_1):(_2,_1,_12))",
    );
    c(
        try_complement_to(Layout::new(_3, _1), _128),
        "complement(_3:_1,_128)",
    );
    c(
        try_complement(Layout::new((_4, _6), (_3, _12))),
        "complement((_4,_6):(_3,_12))",
    );
    c(try_complement(Layout::new(_4, _1)), "complement(_4:_1)");
    c(
        try_complement_to(Layout::new(_1, _4), _8),
        "complement(_1:_4,_8)",
    );
    c(
        try_complement_to(Layout::new((_8,), (2,)), 8),
        "complement((_8):(2),8)",
    );
    c(
        try_complement_to(Layout::new(_3, _2), _32),
        "complement(_3:_2,_32)",
    );
    c(
        try_complement(Layout::new((2,), (1,))),
        "complement((2):(1))",
    );
    c(
        try_complement_to(Layout::new(6, _12), _48),
        "complement(6:_12,_48)",
    );
    c(
        try_complement_to(Layout::new(2, 1), 64),
        "complement(2:1,64)",
    );
    c(
        try_complement_to(Layout::new((_4, _4, _3), (_1, _4, _16)), _24),
        "complement((_4,_4,_3):(_1,_4,_16),_24)",
    );
    c(
        try_complement_to(Layout::new(_2, _1), _96),
        "complement(_2:_1,_96)",
    );
    c(
        try_complement_to(Layout::new((_6, _2), (_2, _1)), 24),
        "complement((_6,_2):(_2,_1),24)",
    );
    c(
        try_complement(Layout::new((_2, 1, 1), (_6, _1, _4))),
        "complement((_2,1,1):(_6,_1,_4))",
    );
    c(
        try_complement_to(Layout::new((2,), (1,)), 64),
        "complement((2):(1),64)",
    );
    c(
        try_complement_to(Layout::new(3, 1), _16),
        "complement(3:1,_16)",
    );
    c(
        try_complement_to(Layout::new((_2,), (_1,)), _64),
        "complement((_2):(_1),_64)",
    );
    c(
        try_complement_to(Layout::new((2, _4), (_0, _1)), 8),
        "complement((2,_4):(_0,_1),8)",
    );
    c(
        try_complement_to(Layout::new((_6,), (1,)), 24),
        "complement((_6):(1),24)",
    );
    c(
        try_complement_to(Layout::new(8, 1), 128),
        "complement(8:1,128)",
    );
    c(
        try_complement_to(Layout::new((4,), (1,)), _128),
        "complement((4):(1),_128)",
    );
    c(
        try_complement_to(Layout::new((_4, _8), (_1, _12)), _24),
        "complement((_4,_8):(_1,_12),_24)",
    );
    c(
        try_complement_to(Layout::new(8, 1), 32),
        "complement(8:1,32)",
    );
    c(
        try_complement_to(Layout::new((_8, 8), (_1, _8)), _128),
        "complement((_8,8):(_1,_8),_128)",
    );
    c(
        try_complement_to(Layout::new((_6,), (_1,)), _128),
        "complement((_6):(_1),_128)",
    );
    c(try_complement(Layout::new(_8, 1)), "complement(_8:1)");
    c(
        try_complement(Layout::new((_1,), (_0,))),
        "complement((_1):(_0))",
    );
    c(
        try_complement_to(Layout::new(_1, _2), _32),
        "complement(_1:_2,_32)",
    );
    c(try_complement(Layout::new(_1, _1)), "complement(_1:_1)");
    c(
        try_complement_to(Layout::new((2,), (12,)), 64),
        "complement((2):(12),64)",
    );
    c(
        try_complement(Layout::new((_1, _1), (_2, _2))),
        "complement((_1,_1):(_2,_2))",
    );
    c(
        try_complement_to(Layout::new(_4, _2), _48),
        "complement(_4:_2,_48)",
    );
    c(try_complement(Layout::new(_6, _1)), "complement(_6:_1)");
    c(
        try_complement_to(Layout::new((_4,), (1,)), 32),
        "complement((_4):(1),32)",
    );
    c(
        try_complement_to(Layout::new(4, _12), 8),
        "complement(4:_12,8)",
    );
    c(
        try_complement_to(Layout::new((_2,), (_2,)), _128),
        "complement((_2):(_2),_128)",
    );
    c(
        try_complement_to(Layout::new(4, 1), 128),
        "complement(4:1,128)",
    );
    c(
        try_complement_to(Layout::new((_2,), (_2,)), _8),
        "complement((_2):(_2),_8)",
    );
    c(
        try_complement_to(Layout::new((3,), (1,)), 32),
        "complement((3):(1),32)",
    );
}

#[test]
fn complement_2() {
    c(
        try_complement_to(Layout::new(_2, _8), _8),
        "complement(_2:_8,_8)",
    );
    c(
        try_complement_to(Layout::new((_1, _1), (_1, _1)), _16),
        "complement((_1,_1):(_1,_1),_16)",
    );
    c(
        try_complement_to(Layout::new((_4,), (2,)), 32),
        "complement((_4):(2),32)",
    );
    c(
        try_complement_to(Layout::new((_1, _1, _1), (_1, _4, _12)), _16),
        "complement((_1,_1,_1):(_1,_4,_12),_16)",
    );
    c(
        try_complement_to(Layout::new((_6, _4), (_1, _6)), _24),
        "complement((_6,_4):(_1,_6),_24)",
    );
    c(try_complement(Layout::new(1, 8)), "complement(1:8)");
    c(
        try_complement_to(Layout::new(_2, _1), _16),
        "complement(_2:_1,_16)",
    );
    c(try_complement_to(Layout::new(4, 2), 8), "complement(4:2,8)");
    c(try_complement(Layout::new(_6, _2)), "complement(_6:_2)");
    c(
        try_complement_to(Layout::new(_4, 1), 64),
        "complement(_4:1,64)",
    );
    c(
        try_complement_to(Layout::new((_2, _1), (_2, _4)), _64),
        "complement((_2,_1):(_2,_4),_64)",
    );
    c(
        try_complement_to(Layout::new(_4, _2), _8),
        "complement(_4:_2,_8)",
    );
    c(
        try_complement_to(Layout::new((_8, _1, _1), (_1, _8, _8)), _24),
        "complement((_8,_1,_1):(_1,_8,_8),_24)",
    );
    c(
        try_complement_to(Layout::new(3, 1), 64),
        "complement(3:1,64)",
    );
    c(try_complement(Layout::new(_8, _2)), "complement(_8:_2)");
    c(
        try_complement_to(Layout::new(_8, _1), _48),
        "complement(_8:_1,_48)",
    );
    c(
        try_complement_to(Layout::new((_2, 4), (_1, _2)), _96),
        "complement((_2,4):(_1,_2),_96)",
    );
    c(
        try_complement_to(Layout::new((_8, _2), (_2, _1)), _128),
        "complement((_8,_2):(_2,_1),_128)",
    );
    c(
        try_complement_to(Layout::new(4, 8), 96),
        "complement(4:8,96)",
    );
    c(
        try_complement_to(Layout::new((_4,), (_1,)), _48),
        "complement((_4):(_1),_48)",
    );
    c(
        try_complement(Layout::new((_2,), (_1,))),
        "complement((_2):(_1))",
    );
    c(
        try_complement_to(Layout::new((_1, _8), (_2, _2)), _48),
        "complement((_1,_8):(_2,_2),_48)",
    );
    c(try_complement_to(Layout::new(2, 1), 8), "complement(2:1,8)");
    c(
        try_complement_to(Layout::new((_4,), (_1,)), _24),
        "complement((_4):(_1),_24)",
    );
    c(
        try_complement_to(Layout::new((_3, _4), (_1, _3)), _8),
        "complement((_3,_4):(_1,_3),_8)",
    );
    c(
        try_complement_to(Layout::new((_6, _2), (_2, _1)), _96),
        "complement((_6,_2):(_2,_1),_96)",
    );
    c(
        try_complement_to(Layout::new(_8, _2), _16),
        "complement(_8:_2,_16)",
    );
    c(
        try_complement_to(Layout::new((_4, _2), (_2, _1)), _64),
        "complement((_4,_2):(_2,_1),_64)",
    );
    c(try_complement(Layout::new(8, 1)), "complement(8:1)");
    c(try_complement(Layout::new(_3, _0)), "complement(_3:_0)");
    c(
        try_complement_to(Layout::new((2, 2), (_1, _16)), _16),
        "complement((2,2):(_1,_16),_16)",
    );
    c(
        try_complement_to(Layout::new((_2,), (1,)), _48),
        "complement((_2):(1),_48)",
    );
    c(
        try_complement_to(Layout::new(_4, _2), _96),
        "complement(_4:_2,_96)",
    );
    c(
        try_complement_to(Layout::new(2, _2), 16),
        "complement(2:_2,16)",
    );
    c(
        try_complement(Layout::new((_4, _1), (_1, _4))),
        "complement((_4,_1):(_1,_4))",
    );
    c(try_complement(Layout::new(_1, _2)), "complement(_1:_2)");
    c(
        try_complement_to(Layout::new((8, _8), (_1, _8)), 24),
        "complement((8,_8):(_1,_8),24)",
    );
    c(
        try_complement(Layout::new((_4, _3), (_6, _2))),
        "complement((_4,_3):(_6,_2))",
    );
    c(
        try_complement_to(Layout::new((_4, _2), (_1, _4)), _24),
        "complement((_4,_2):(_1,_4),_24)",
    );
    c(
        try_complement_to(Layout::new((2, _1), (_1, 2)), _8),
        "complement((2,_1):(_1,2),_8)",
    );
}

#[test]
fn complement_3() {
    c(
        try_complement_to(Layout::new(_3, _1), _24),
        "complement(_3:_1,_24)",
    );
    c(
        try_complement_to(Layout::new((2, 2, _3), (_6, _3, _1)), _48),
        "complement((2,2,_3):(_6,_3,_1),_48)",
    );
    c(
        try_complement_to(Layout::new((_2, _1), (_1, _2)), _96),
        "complement((_2,_1):(_1,_2),_96)",
    );
    c(
        try_complement_to(Layout::new((_8, _2), (_2, _16)), _48),
        "complement((_8,_2):(_2,_16),_48)",
    );
    c(
        try_complement_to(Layout::new((_1, _2), (_2, _2)), _24),
        "complement((_1,_2):(_2,_2),_24)",
    );
    c(
        try_complement_to(Layout::new(_6, _1), 24),
        "complement(_6:_1,24)",
    );
    c(
        try_complement_to(Layout::new((_2, _6), (_6, _1)), _48),
        "complement((_2,_6):(_6,_1),_48)",
    );
    c(
        try_complement_to(Layout::new((_6,), (1,)), _96),
        "complement((_6):(1),_96)",
    );
    c(try_complement(Layout::new(1, 1)), "complement(1:1)");
    c(
        try_complement_to(Layout::new((_1,), (1,)), _128),
        "complement((_1):(1),_128)",
    );
    c(
        try_complement(Layout::new((_4, _4), (_1, _4))),
        "complement((_4,_4):(_1,_4))",
    );
    c(
        try_complement_to(Layout::new((_1,), (_8,)), _96),
        "complement((_1):(_8),_96)",
    );
    c(
        try_complement_to(Layout::new((_1, 6), (3, 16)), 8),
        "complement((_1,6):(3,16),8)",
    );
    c(try_complement(Layout::new(_4, _3)), "complement(_4:_3)");
    c(
        try_complement_to(Layout::new(_2, 1), 16),
        "complement(_2:1,16)",
    );
    c(
        try_complement_to(Layout::new((_2, _3), (_3, _1)), _96),
        "complement((_2,_3):(_3,_1),_96)",
    );
    c(
        try_complement(Layout::new((_1, _3), (_3, _1))),
        "complement((_1,_3):(_3,_1))",
    );
    c(try_complement(Layout::new(2, 1)), "complement(2:1)");
    c(
        try_complement_to(Layout::new((_1, _8, _2), (_1, _1, _8)), _96),
        "complement((_1,_8,_2):(_1,_1,_8),_96)",
    );
    c(
        try_complement_to(Layout::new((_8, _3), (_1, _8)), _24),
        "complement((_8,_3):(_1,_8),_24)",
    );
    c(
        try_complement_to(Layout::new(_3, _1), _96),
        "complement(_3:_1,_96)",
    );
    c(
        try_complement_to(Layout::new((_2, _2), (_2, _4)), _48),
        "complement((_2,_2):(_2,_4),_48)",
    );
    c(
        try_complement_to(Layout::new(_6, _1), _128),
        "complement(_6:_1,_128)",
    );
    c(
        try_complement_to(Layout::new(_2, 2), 24),
        "complement(_2:2,24)",
    );
    c(
        try_complement_to(Layout::new((_4, 4), (_1, _4)), _8),
        "complement((_4,4):(_1,_4),_8)",
    );
    c(
        try_complement_to(Layout::new((_3,), (_2,)), _48),
        "complement((_3):(_2),_48)",
    );
    c(
        try_complement(Layout::new((4, 8), (_16, _1))),
        "complement((4,8):(_16,_1))",
    );
    c(
        try_complement_to(Layout::new((_4, _4), (_1, _4)), _48),
        "complement((_4,_4):(_1,_4),_48)",
    );
    c(
        try_complement_to(Layout::new((_1,), (_1,)), _32),
        "complement((_1):(_1),_32)",
    );
    c(
        try_complement_to(Layout::new(_2, _6), _8),
        "complement(_2:_6,_8)",
    );
    c(
        try_complement_to(Layout::new((2, _4), (_4, _1)), 24),
        "complement((2,_4):(_4,_1),24)",
    );
    c(
        try_complement_to(Layout::new((_8, _3), (_8, _0)), _64),
        "complement((_8,_3):(_8,_0),_64)",
    );
    c(
        try_complement(Layout::new((4, _4), (_0, _0))),
        "complement((4,_4):(_0,_0))",
    );
    c(try_complement(Layout::new(_2, _0)), "complement(_2:_0)");
    c(
        try_complement(Layout::new((_8, 8), (_16, _2))),
        "complement((_8,8):(_16,_2))",
    );
    c(
        try_complement_to(Layout::new((_2, _2), (_2, _1)), _16),
        "complement((_2,_2):(_2,_1),_16)",
    );
    c(
        try_complement_to(Layout::new(_6, _1), _8),
        "complement(_6:_1,_8)",
    );
    c(
        try_complement_to(Layout::new((_2, 1), (_1, _2)), 128),
        "complement((_2,1):(_1,_2),128)",
    );
    c(
        try_complement(Layout::new((_6, 8), (_8, _1))),
        "complement((_6,8):(_8,_1))",
    );
    c(
        try_complement_to(Layout::new((2,), (_1,)), _64),
        "complement((2):(_1),_64)",
    );
}

#[test]
fn complement_4() {
    c(
        try_complement(Layout::new((_1, _1), (_1, _1))),
        "complement((_1,_1):(_1,_1))",
    );
    c(
        try_complement(Layout::new((_3,), (_1,))),
        "complement((_3):(_1))",
    );
    c(
        try_complement_to(Layout::new((_2, _2), (_4, _2)), _16),
        "complement((_2,_2):(_4,_2),_16)",
    );
    c(
        try_complement_to(Layout::new(_6, _1), _96),
        "complement(_6:_1,_96)",
    );
    c(
        try_complement_to(Layout::new((_3, _1), (_1, _1)), _24),
        "complement((_3,_1):(_1,_1),_24)",
    );
    c(
        try_complement_to(Layout::new((_8, _6), (_12, _2)), _48),
        "complement((_8,_6):(_12,_2),_48)",
    );
    c(
        try_complement(Layout::new((_2, _4), (_2, _4))),
        "complement((_2,_4):(_2,_4))",
    );
    c(
        try_complement_to(Layout::new((_2, 2), (_2, _1)), _48),
        "complement((_2,2):(_2,_1),_48)",
    );
    c(
        try_complement_to(Layout::new((3, 1, _6), (_1, _3, _3)), _96),
        "complement((3,1,_6):(_1,_3,_3),_96)",
    );
    c(try_complement(Layout::new(_3, _2)), "complement(_3:_2)");
    c(
        try_complement_to(Layout::new((_2, _6), (_6, _1)), _16),
        "complement((_2,_6):(_6,_1),_16)",
    );
    c(
        try_complement(Layout::new((4, _8), (_1, _4))),
        "complement((4,_8):(_1,_4))",
    );
    c(
        try_complement(Layout::new((_4, _3), (_3, _1))),
        "complement((_4,_3):(_3,_1))",
    );
    c(
        try_complement_to(Layout::new((_4, _2), (_16, _8)), _8),
        "complement((_4,_2):(_16,_8),_8)",
    );
    c(
        try_complement(Layout::new((4,), (1,))),
        "complement((4):(1))",
    );
    c(try_complement(Layout::new(1, _2)), "complement(1:_2)");
    c(try_complement(Layout::new(8, 2)), "complement(8:2)");
    c(
        try_complement_to(Layout::new(2, 1), 32),
        "complement(2:1,32)",
    );
    c(
        try_complement_to(Layout::new((_8,), (_1,)), _24),
        "complement((_8):(_1),_24)",
    );
    c(
        try_complement(Layout::new((_8,), (_2,))),
        "complement((_8):(_2))",
    );
    c(
        try_complement_to(Layout::new((_4, _2), (_2, _1)), _96),
        "complement((_4,_2):(_2,_1),_96)",
    );
    c(
        try_complement_to(Layout::new(_1, _1), _16),
        "complement(_1:_1,_16)",
    );
    c(
        try_complement(Layout::new((_4, _6), (_6, _1))),
        "complement((_4,_6):(_6,_1))",
    );
    c(
        try_complement(Layout::new((_3, _3), (_3, _1))),
        "complement((_3,_3):(_3,_1))",
    );
    c(
        try_complement_to(Layout::new((8, _1), (1, 4)), _96),
        "complement((8,_1):(1,4),_96)",
    );
    c(
        try_complement_to(Layout::new(_4, _3), _24),
        "complement(_4:_3,_24)",
    );
    c(
        try_complement_to(Layout::new(_4, _1), _128),
        "complement(_4:_1,_128)",
    );
    c(
        try_complement_to(Layout::new((8,), (1,)), 64),
        "complement((8):(1),64)",
    );
    c(try_complement(Layout::new(_2, _3)), "complement(_2:_3)");
    c(
        try_complement_to(Layout::new((_2,), (_1,)), _24),
        "complement((_2):(_1),_24)",
    );
    c(
        try_complement_to(Layout::new(2, 1), 24),
        "complement(2:1,24)",
    );
    c(
        try_complement_to(Layout::new(4, 1), 64),
        "complement(4:1,64)",
    );
    c(
        try_complement_to(Layout::new((2,), (1,)), _16),
        "complement((2):(1),_16)",
    );
    c(try_complement(Layout::new(_4, _0)), "complement(_4:_0)");
    c(
        try_complement_to(Layout::new(_6, _1), _24),
        "complement(_6:_1,_24)",
    );
    c(
        try_complement_to(Layout::new(2, 1), 48),
        "complement(2:1,48)",
    );
    c(
        try_complement(Layout::new((_4, _3, _2), (_1, _4, _12))),
        "complement((_4,_3,_2):(_1,_4,_12))",
    );
    c(try_complement(Layout::new(_2, _6)), "complement(_2:_6)");
    c(
        try_complement_to(Layout::new(2, 16), _48),
        "complement(2:16,_48)",
    );
    c(
        try_complement(Layout::new((_6, _2, _3), (_1, _6, _12))),
        "complement((_6,_2,_3):(_1,_6,_12))",
    );
}
