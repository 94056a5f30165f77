// THIS IS GENERATED CODE by layout-core/tests/gen/inadmissible.py; do not edit.
//! Inputs CuTe accepts although they are inadmissible (`+cute-accepts-inadmissible`
//! golden cases): the typed layer's `try_*` form is an error, as the runtime layer's is.
#![allow(clippy::all)]
use layout_core::layout;
use layout_core::prelude::*;
use layout_core::runtime::evaluate;

/// Records a failure: the runtime layer or the typed layer accepts `expr`.
fn e<T: core::fmt::Display>(bad: &mut Vec<String>, typed: Result<T, AlgebraError>, expr: &str) {
    if let Ok(v) = evaluate(expr) {
        bad.push(format!("runtime layer accepts {expr}: {v}"));
    }
    if let Ok(v) = typed {
        bad.push(format!("typed layer accepts {expr}: {v}"));
    }
}

#[test]
fn inadmissible() {
    let mut bad = Vec::new();
    e(
        &mut bad,
        try_blocked_product(
            layout!(((_2,_2),(_2,_4)):((_12,_144),(_24,_1))),
            layout!((_3,_2,_4):(_1,_3,_6)),
        ),
        "blocked_product(((_2,_2),(_2,_4)):((_12,_144),(_24,_1)),(_3,_2,_4):(_1,_3,_6))",
    );
    e(
        &mut bad,
        try_blocked_product(
            layout!(((_2,_2,_2,_3)):((_216,_27,_54,_3))),
            layout!(((_2,_4)):((_1,_2))),
        ),
        "blocked_product(((_2,_2,_2,_3)):((_216,_27,_54,_3)),((_2,_4)):((_1,_2)))",
    );
    e(
        &mut bad,
        try_blocked_product(
            layout!(((_2,_3,_4,_2)):((_36,_6,_72,_3))),
            layout!((_2,_4):(_1,_2)),
        ),
        "blocked_product(((_2,_3,_4,_2)):((_36,_6,_72,_3)),(_2,_4):(_1,_2))",
    );
    e(
        &mut bad,
        try_blocked_product(
            layout!(((_2,_4),_4):((_48,_12),_3)),
            layout!(((_4,_2)):((_2,_1))),
        ),
        "blocked_product(((_2,_4),_4):((_48,_12),_3),((_4,_2)):((_2,_1)))",
    );
    e(
        &mut bad,
        try_blocked_product(layout!(((_2,_4,_2),_4):((_0,_3,_1152),_0)), layout!(_6:_2)),
        "blocked_product(((_2,_4,_2),_4):((_0,_3,_1152),_0),_6:_2)",
    );
    e(
        &mut bad,
        try_blocked_product(
            layout!(((_4,_7),_2):((_28,_0),_0)),
            layout!((_4,_2,_4):(_1,_4,_8)),
        ),
        "blocked_product(((_4,_7),_2):((_28,_0),_0),(_4,_2,_4):(_1,_4,_8))",
    );
    e(
        &mut bad,
        try_blocked_product(
            layout!(((_5,_1),_2,_5):((_2,_30),_1,_90)),
            layout!(((_1,_4,_3)):((_1,_6,_2))),
        ),
        "blocked_product(((_5,_1),_2,_5):((_2,_30),_1,_90),((_1,_4,_3)):((_1,_6,_2)))",
    );
    e(
        &mut bad,
        try_blocked_product(
            layout!((_2,_1,(_3,_8)):(_0,_12,(_0,_24))),
            layout!((_2,_1,_2):(_9,_3,_18)),
        ),
        "blocked_product((_2,_1,(_3,_8)):(_0,_12,(_0,_24)),(_2,_1,_2):(_9,_3,_18))",
    );
    e(
        &mut bad,
        try_blocked_product(layout!((_2,_1,_1):(_3,_1,_1)), layout!((_6,_2):(_2,_1))),
        "blocked_product((_2,_1,_1):(_3,_1,_1),(_6,_2):(_2,_1))",
    );
    e(
        &mut bad,
        try_blocked_product(
            layout!((_4,_2,_3):(_2,_24,_48)),
            layout!(((_4,_2)):((_4,_2))),
        ),
        "blocked_product((_4,_2,_3):(_2,_24,_48),((_4,_2)):((_4,_2)))",
    );
    e(
        &mut bad,
        try_blocked_product(layout!((_4,_8,_2):(_1,_24,_4)), layout!(_8:_2)),
        "blocked_product((_4,_8,_2):(_1,_24,_4),_8:_2)",
    );
    e(
        &mut bad,
        try_composition(layout!(((_8,_2)):((_3,_0))), layout!(((_4,_4)):((_0,_5)))),
        "composition(((_8,_2)):((_3,_0)),((_4,_4)):((_0,_5)))",
    );
    e(
        &mut bad,
        try_logical_product(
            layout!(((_1,_4)):((_3,_6))),
            (layout!(((_2,_8)):((_1,_4))),),
        ),
        "logical_product(((_1,_4)):((_3,_6)),(((_2,_8)):((_1,_4))))",
    );
    e(&mut bad, try_logical_product(layout!(((_2,_4),_3,_2):((_1,_2),_8,_24)), ((X,), layout!(((_4,_4)):((_1,_4))), layout!((_4,_8):(_16,_2)))), "logical_product(((_2,_4),_3,_2):((_1,_2),_8,_24),((_),((_4,_4)):((_1,_4)),(_4,_8):(_16,_2)))");
    e(
        &mut bad,
        try_logical_product(
            layout!(((_2,_8),_2):((_12,_48),_0)),
            layout!(((_1,_8,_2)):((_1,_1,_8))),
        ),
        "logical_product(((_2,_8),_2):((_12,_48),_0),((_1,_8,_2)):((_1,_1,_8)))",
    );
    e(
        &mut bad,
        try_logical_product(
            layout!(((_2,_8,_2)):((_6,_12,_3))),
            (layout!((_4,_1):(_2,_2)),),
        ),
        "logical_product(((_2,_8,_2)):((_6,_12,_3)),((_4,_1):(_2,_2)))",
    );
    e(
        &mut bad,
        try_logical_product(
            layout!(((_5,_2,_1,_4)):((_16,_1,_0,_0))),
            layout!((_2,_2,_2):(_0,_6,_3)),
        ),
        "logical_product(((_5,_2,_1,_4)):((_16,_1,_0,_0)),(_2,_2,_2):(_0,_6,_3))",
    );
    e(
        &mut bad,
        try_logical_product(layout!(((_8,_2)):((_12,_2))), layout!((_8,_4):(_4,_1))),
        "logical_product(((_8,_2)):((_12,_2)),(_8,_4):(_4,_1))",
    );
    e(
        &mut bad,
        try_logical_product(
            layout!(((_8,_2),_4):((_24,_1),_6)),
            layout!((_2,_4):(_1,_2)),
        ),
        "logical_product(((_8,_2),_4):((_24,_1),_6),(_2,_4):(_1,_2))",
    );
    e(
        &mut bad,
        try_logical_product(layout!((_1,_2):(_3,_3)), layout!((_2,_4):(_1,_2))),
        "logical_product((_1,_2):(_3,_3),(_2,_4):(_1,_2))",
    );
    e(
        &mut bad,
        try_logical_product(layout!((_2,_2):(_3,_12)), layout!(_8:_2)),
        "logical_product((_2,_2):(_3,_12),_8:_2)",
    );
    e(
        &mut bad,
        try_logical_product(
            layout!((_3,_2,_2):(_4,_36,_2)),
            layout!(((_2,_4)):((_4,_1))),
        ),
        "logical_product((_3,_2,_2):(_4,_36,_2),((_2,_4)):((_4,_1)))",
    );
    e(
        &mut bad,
        try_logical_product(layout!((_4,(_4,_1,_3)):(_72,(_9,_864,_3))), layout!(_8:_2)),
        "logical_product((_4,(_4,_1,_3)):(_72,(_9,_864,_3)),_8:_2)",
    );
    e(
        &mut bad,
        try_logical_product(
            layout!((_5,_3,_3):(_9,_3,_1)),
            (layout!(((_4,_6)):((_6,_1))),),
        ),
        "logical_product((_5,_3,_3):(_9,_3,_1),(((_4,_6)):((_6,_1))))",
    );
    e(
        &mut bad,
        try_logical_product(layout!((_5,_8):(_3,_45)), (layout!(_4:_2),)),
        "logical_product((_5,_8):(_3,_45),(_4:_2))",
    );
    e(
        &mut bad,
        try_logical_product(layout!(_2:_3), layout!(((_2,_2)):((_1,_2)))),
        "logical_product(_2:_3,((_2,_2)):((_1,_2)))",
    );
    e(
        &mut bad,
        try_logical_product(layout!(_2:_3), layout!(((_2,_6)):((_0,_2)))),
        "logical_product(_2:_3,((_2,_6)):((_0,_2)))",
    );
    e(
        &mut bad,
        try_logical_product(layout!(_5:_26), layout!((_2,_8):(_24,_1))),
        "logical_product(_5:_26,(_2,_8):(_24,_1))",
    );
    e(
        &mut bad,
        try_logical_product(layout!(_5:_6), layout!(((_5,_2)):((_1,_5)))),
        "logical_product(_5:_6,((_5,_2)):((_1,_5)))",
    );
    e(
        &mut bad,
        try_raked_product(
            layout!(((_2,_7,_3)):((_63,_3,_1))),
            layout!((_6,_2):(_2,_1)),
        ),
        "raked_product(((_2,_7,_3)):((_63,_3,_1)),(_6,_2):(_2,_1))",
    );
    e(
        &mut bad,
        try_raked_product(
            layout!(((_4,_2),_6):((_36,_1),_6)),
            layout!(((_2,_2),_1):((_2,_1),_1)),
        ),
        "raked_product(((_4,_2),_6):((_36,_1),_6),((_2,_2),_1):((_2,_1),_1))",
    );
    e(
        &mut bad,
        try_raked_product(
            layout!(((_4,_2,_8),_1):((_48,_192,_2),_16)),
            layout!((_4,_2):(_1,_4)),
        ),
        "raked_product(((_4,_2,_8),_1):((_48,_192,_2),_16),(_4,_2):(_1,_4))",
    );
    e(
        &mut bad,
        try_raked_product(layout!(((_4,_3),_4):((_3,_144),_12)), layout!(_4:_2)),
        "raked_product(((_4,_3),_4):((_3,_144),_12),_4:_2)",
    );
    e(
        &mut bad,
        try_raked_product(
            layout!((_2,(_3,_1),_8):(_3,(_18,_1728),_108)),
            layout!((_2,_2):(_1,_2)),
        ),
        "raked_product((_2,(_3,_1),_8):(_3,(_18,_1728),_108),(_2,_2):(_1,_2))",
    );
    e(
        &mut bad,
        try_raked_product(layout!((_4,_6,_1):(_18,_3,_72)), layout!(_6:_2)),
        "raked_product((_4,_6,_1):(_18,_3,_72),_6:_2)",
    );
    e(
        &mut bad,
        try_raked_product(layout!(_8:_3), layout!((_6,_1,_4):(_2,_12,_12))),
        "raked_product(_8:_3,(_6,_1,_4):(_2,_12,_12))",
    );
    e(&mut bad, try_tiled_product(layout!(((_2,_2),_7):((_63,_126),_3)), (layout!(((_1,_3,_7)):((_2,_2,_6))), layout!(((_2,_8)):((_1,_2))))), "tiled_product(((_2,_2),_7):((_63,_126),_3),(((_1,_3,_7)):((_2,_2,_6)),((_2,_8)):((_1,_2))))");
    e(
        &mut bad,
        try_tiled_product(
            layout!(((_4,_2),_6):((_12,_6),_1)),
            (layout!(((_2,_1,_2)):((_4,_4,_2))),),
        ),
        "tiled_product(((_4,_2),_6):((_12,_6),_1),(((_2,_1,_2)):((_4,_4,_2))))",
    );
    e(
        &mut bad,
        try_tiled_product(
            layout!(((_6,_1)):((_6,_2))),
            layout!(((_6,_4),_1):((_4,_1),_1)),
        ),
        "tiled_product(((_6,_1)):((_6,_2)),((_6,_4),_1):((_4,_1),_1))",
    );
    e(
        &mut bad,
        try_tiled_product(
            layout!(((_7,_7)):((_2,_14))),
            ((layout!(_7:_10), layout!(((_6,_4)):((_8,_1)))),),
        ),
        "tiled_product(((_7,_7)):((_2,_14)),((_7:_10,((_6,_4)):((_8,_1)))))",
    );
    e(
        &mut bad,
        try_tiled_product(layout!((_3,_1):(_3,_18)), (layout!((_2,_4):(_1,_2)),)),
        "tiled_product((_3,_1):(_3,_18),((_2,_4):(_1,_2)))",
    );
    e(
        &mut bad,
        try_tiled_product(layout!((_3,_2):(_4,_2)), (layout!(((_1,_8)):((_48,_3))),)),
        "tiled_product((_3,_2):(_4,_2),(((_1,_8)):((_48,_3))))",
    );
    e(
        &mut bad,
        try_tiled_product(
            layout!((_4,(_2,_1),_6):(_1,(_4,_8),_8)),
            (layout!(_5:_1), layout!(_1:_1), layout!(((_6,_2)):((_1,_6)))),
        ),
        "tiled_product((_4,(_2,_1),_6):(_1,(_4,_8),_8),(_5:_1,_1:_1,((_6,_2)):((_1,_6))))",
    );
    e(
        &mut bad,
        try_zipped_product(
            layout!(((_4,_4,_4)):((_3,_24,_192))),
            (layout!(((_2,_2)):((_1,_2))),),
        ),
        "zipped_product(((_4,_4,_4)):((_3,_24,_192)),(((_2,_2)):((_1,_2))))",
    );
    e(
        &mut bad,
        try_zipped_product(
            layout!((_2,_4,_2,_2):(_48,_6,_24,_1)),
            (layout!((_2,(_3,_3)):(_9,(_3,_1))), layout!((_4,_2):(_1,_4))),
        ),
        "zipped_product((_2,_4,_2,_2):(_48,_6,_24,_1),((_2,(_3,_3)):(_9,(_3,_1)),(_4,_2):(_1,_4)))",
    );
    e(
        &mut bad,
        try_zipped_product(
            layout!((_3,_6):(_1,_3)),
            (layout!((_6):(_1)), layout!(_4:_2)),
        ),
        "zipped_product((_3,_6):(_1,_3),((_6):(_1),_4:_2))",
    );
    e(
        &mut bad,
        try_zipped_product(
            layout!((_4,_5):(_3,_12)),
            (layout!((_6,_1):(_0,_62)), layout!((_2,_8):(_2,_8))),
        ),
        "zipped_product((_4,_5):(_3,_12),((_6,_1):(_0,_62),(_2,_8):(_2,_8)))",
    );
    e(
        &mut bad,
        try_left_inverse(layout!(((_5,_8,_8),_2):((_256,_1,_64),_16))),
        "left_inverse(((_5,_8,_8),_2):((_256,_1,_64),_16))",
    );
    e(
        &mut bad,
        try_zipped_product(layout!((_4):(_3)), (layout!((_2,_2):(_2,_1)),)),
        "zipped_product((_4):(_3),((_2,_2):(_2,_1)))",
    );
    assert!(
        bad.is_empty(),
        "{} of {} cases accepted:\n{}",
        bad.len(),
        49,
        bad.join("\n")
    );
}
