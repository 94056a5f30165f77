// THIS IS GENERATED CODE by layout-core/tests/gen/layout_ops.py (seed 20261122); do not edit.
//! Differential tests of the typed layer against the runtime layer: 1450 random cases
//! (coalesce, coalesce with a profile, filter, append, prepend, select, take, group, flatten,
//! slice, upcast, downcast, recast_layout, max_common_vector, max_common_layout) with random
//! static/dynamic marks.
#![allow(clippy::all)]

use layout_core::prelude::*;
use layout_core::runtime::evaluate;
#[allow(unused_imports)]
use layout_core::typenum::{NInt, PInt, UInt, UTerm, B0, B1};

/// A static integer value from its typenum type.
#[allow(dead_code)]
fn s<T: Default>() -> T {
    T::default()
}

/// The runtime layer"s printed result, or `error` when it rejects the input.
fn rt(expr: &str) -> String {
    match evaluate(expr) {
        Ok(v) => v.to_string(),
        Err(_) => "error".to_string(),
    }
}

/// Checks a typed result against the runtime layer (through `dyn Display`, so that each case
/// only instantiates the operation itself).
fn c(typed: &dyn core::fmt::Display, expr: &str) {
    assert_eq!(typed.to_string(), rt(expr), "{expr}");
}

/// Checks a fallible typed result: an error must be an error of the runtime layer too.
#[allow(dead_code)]
fn cr<T: core::fmt::Display>(r: Result<T, AlgebraError>, expr: &str) {
    match r {
        Ok(v) => c(&v, expr),
        Err(_) => assert_eq!("error", rt(expr), "{expr}"),
    }
}

#[test]
fn cases_000() {
    c(
        &coalesce(Layout::new(
            (((_8,), _4, (_4, _6, _6)), 2),
            (
                (
                    (1152,),
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>, B0>,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                    (_72, 12, _2),
                ),
                _1,
            ),
        )),
        "coalesce((((_8),_4,(_4,_6,_6)),2):(((1152),_288,(_72,12,_2)),_1))",
    );
    c(
        &coalesce(Layout::new(
            ((_1, (_2, 3)), (_7, (_2, 7, _4))),
            (
                (1, (1, _2)),
                (
                    _6,
                    (
                        _42,
                        84,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B0>, B0>,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B1,
                                            >,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
        )),
        "coalesce(((_1,(_2,3)),(_7,(_2,7,_4))):((1,(1,_2)),(_6,(_42,84,_588))))",
    );
    c(
        &coalesce(Layout::new(
            (((_3, 5),), ((_2,), (_1, _7), _2), _2),
            (((6, 32),), ((24,), (_2, 32), 24), 32),
        )),
        "coalesce((((_3,5)),((_2),(_1,_7),_2),_2):(((6,32)),((24),(_2,32),24),32))",
    );
    c(
        &coalesce(Layout::new(
            (_2, (_5, (_5, 5), _2)),
            (1, (2, (10, 50), _250)),
        )),
        "coalesce((_2,(_5,(_5,5),_2)):(1,(2,(10,50),_250)))",
    );
    c(&coalesce(Layout::new(1, 32)), "coalesce(1:32)");
    c(&coalesce(Layout::new(_5, 1)), "coalesce(_5:1)");
    c(&coalesce(Layout::new(_5, 1)), "coalesce(_5:1)");
    c(
        &coalesce(Layout::new((((4, 6, 5),),), (((32, 1, _12),),))),
        "coalesce((((4,6,5))):(((32,1,_12))))",
    );
    c(&coalesce(Layout::new(_2, _1)), "coalesce(_2:_1)");
    c(
        &coalesce(Layout::new((8, 4), (_1, 8))),
        "coalesce((8,4):(_1,8))",
    );
    c(
        &coalesce(Layout::new(((8,),), ((1,),))),
        "coalesce(((8)):((1)))",
    );
    c(
        &coalesce(Layout::new(
            (_8, (5,), _7, (5, _4, _3)),
            (
                5,
                (s::<
                    PInt<
                        UInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B1>, B0>,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B1,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                            B0,
                        >,
                    >,
                >(),),
                _40,
                (
                    _1,
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B0>, B1>,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                    1120,
                ),
            ),
        )),
        "coalesce((_8,(5),_7,(5,_4,_3)):(5,(_3360),_40,(_1,_280,1120)))",
    );
    c(
        &coalesce(Layout::new(
            (((_1,), _7, 4), (1, _7), 4),
            (((_1,), _1, 7), (_28, 28), _196),
        )),
        "coalesce((((_1),_7,4),(1,_7),4):(((_1),_1,7),(_28,28),_196))",
    );
    c(
        &coalesce(Layout::new((_3, 1, (1,)), (_1, _m4, (_3,)))),
        "coalesce((_3,1,(1)):(_1,_-4,(_3)))",
    );
    c(
        &coalesce(Layout::new(
            (((8,), _1), ((_3,),), ((4, 1), (_2,)), _3),
            (((_72,), _36), ((_4,),), ((1, _72), (36,)), _12),
        )),
        "coalesce((((8),_1),((_3)),((4,1),(_2)),_3):(((_72),_36),((_4)),((1,_72),(36)),_12))",
    );
    c(&coalesce(Layout::new(8, _1)), "coalesce(8:_1)");
    c(&coalesce(Layout::new(_6, _8)), "coalesce(_6:_8)");
    c(
        &coalesce(Layout::new(
            (((_6, 1, 7), (_7, _1), _4), _1, _2),
            (((0, _1, _4), (_32, _2), 16), _16, 24),
        )),
        "coalesce((((_6,1,7),(_7,_1),_4),_1,_2):(((0,_1,_4),(_32,_2),16),_16,24))",
    );
    c(
        &coalesce(Layout::new((((_4, 2), 2), _4), (((_1, _4), 8), 16))),
        "coalesce((((_4,2),2),_4):(((_1,_4),8),16))",
    );
    c(&coalesce(Layout::new(_1, _0)), "coalesce(_1:_0)");
    c(&coalesce(Layout::new(_1, 1)), "coalesce(_1:1)");
    c(&coalesce(Layout::new(_5, 1)), "coalesce(_5:1)");
    c(&coalesce(Layout::new(_2, 1)), "coalesce(_2:1)");
    c(
        &coalesce(Layout::new((((4,), _4),), (((1,), _4),))),
        "coalesce((((4),_4)):(((1),_4)))",
    );
    c(
        &coalesce(Layout::new(
            (((_2,), (_5, _3), (_3, 2)), (4,), 7),
            (
                (
                    (s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<UInt<UInt<UTerm, B1>, B0>, B0>,
                                                                B1,
                                                            >,
                                                            B1,
                                                        >,
                                                        B1,
                                                    >,
                                                    B0,
                                                >,
                                                B1,
                                            >,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),),
                    (504, _168),
                    (_56, _28),
                ),
                (_7,),
                _1,
            ),
        )),
        "coalesce((((_2),(_5,_3),(_3,2)),(4),7):(((_2520),(504,_168),(_56,_28)),(_7),_1))",
    );
    c(
        &coalesce(Layout::new((2, 1), (_1, _2))),
        "coalesce((2,1):(_1,_2))",
    );
    c(
        &coalesce(Layout::new(((8, _8),), ((8, 1),))),
        "coalesce(((8,_8)):((8,1)))",
    );
    c(
        &coalesce(Layout::new((5, _6), (_1, 5))),
        "coalesce((5,_6):(_1,5))",
    );
    c(&coalesce(Layout::new(4, _1)), "coalesce(4:_1)");
    c(
        &coalesce(Layout::new((_7, _4, _2), (_1, 7, _28))),
        "coalesce((_7,_4,_2):(_1,7,_28))",
    );
    c(&coalesce(Layout::new(_2, 16)), "coalesce(_2:16)");
    c(&coalesce(Layout::new(_2, 16)), "coalesce(_2:16)");
    c(
        &coalesce(Layout::new(
            (1, _4, (_2, (_4, _1), (_4,)), ((4, 1),)),
            (_128, _1, (_4, (_128, _512), (_32,)), ((_8, _512),)),
        )),
        "coalesce((1,_4,(_2,(_4,_1),(_4)),((4,1))):(_128,_1,(_4,(_128,_512),(_32)),((_8,_512))))",
    );
    c(&coalesce(Layout::new((_6,), (_1,))), "coalesce((_6):(_1))");
    c(
        &coalesce(Layout::new((_1,), (_12,))),
        "coalesce((_1):(_12))",
    );
    c(&coalesce(Layout::new(1, _1)), "coalesce(1:_1)");
    c(
        &coalesce(Layout::new((((6,), (4,)),), (((16,), (_0,)),))),
        "coalesce((((6),(4))):(((16),(_0))))",
    );
    c(&coalesce(Layout::new(1, _6)), "coalesce(1:_6)");
    c(&coalesce(Layout::new(4, _1)), "coalesce(4:_1)");
    c(&coalesce(Layout::new(_4, _1)), "coalesce(_4:_1)");
}

#[test]
fn cases_001() {
    c(
        &coalesce(Layout::new(((_1,),), ((_4,),))),
        "coalesce(((_1)):((_4)))",
    );
    c(&coalesce(Layout::new(8, _1)), "coalesce(8:_1)");
    c(&coalesce(Layout::new(_4, _4)), "coalesce(_4:_4)");
    c(&coalesce(Layout::new(_8, _m2)), "coalesce(_8:_-2)");
    c(
        &coalesce(Layout::new(
            (((_4, _8), (_6, _1), (1, _1)),),
            (((_6, 24), (1, 6), (_24, _24)),),
        )),
        "coalesce((((_4,_8),(_6,_1),(1,_1))):(((_6,24),(1,6),(_24,_24))))",
    );
    c(&coalesce(Layout::new((_8,), (1,))), "coalesce((_8):(1))");
    c(
        &coalesce(Layout::new(
            (((2, 4, _4), _3), _8),
            (((_1, 2, 8), _32), _96),
        )),
        "coalesce((((2,4,_4),_3),_8):(((_1,2,8),_32),_96))",
    );
    c(&coalesce(Layout::new(_4, _1)), "coalesce(_4:_1)");
    c(
        &coalesce(Layout::new((_6, _6), (6, 1))),
        "coalesce((_6,_6):(6,1))",
    );
    c(&coalesce(Layout::new(4, _1)), "coalesce(4:_1)");
    c(&coalesce(Layout::new(_4, 1)), "coalesce(_4:1)");
    c(
        &coalesce(Layout::new(
            ((4, 7, (1, _2, 1)), ((2, _6),)),
            ((_168, _6, (42, _42, _84)), ((_84, _1),)),
        )),
        "coalesce(((4,7,(1,_2,1)),((2,_6))):((_168,_6,(42,_42,_84)),((_84,_1))))",
    );
    c(
        &coalesce(Layout::new(
            (((_6, 6), (8,), (_2,)),),
            ((
                (_1, _6),
                (_36,),
                (s::<
                    PInt<
                        UInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>, B0>,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                            B0,
                        >,
                    >,
                >(),),
            ),),
        )),
        "coalesce((((_6,6),(8),(_2))):(((_1,_6),(_36),(_288))))",
    );
    c(
        &coalesce(Layout::new((((_4,),),), (((_1,),),))),
        "coalesce((((_4))):(((_1))))",
    );
    c(
        &coalesce(Layout::new(
            (((6, _5, _6), _2), ((_7,), (_1,))),
            (((_12, _0, 8), 8), ((_16,), (_16,))),
        )),
        "coalesce((((6,_5,_6),_2),((_7),(_1))):(((_12,_0,8),8),((_16),(_16))))",
    );
    c(
        &coalesce(Layout::new(
            (_7, _8, ((_2, 7),), (_1,)),
            (_112, _14, ((_7, _1),), (1,)),
        )),
        "coalesce((_7,_8,((_2,7)),(_1)):(_112,_14,((_7,_1)),(1)))",
    );
    c(&coalesce(Layout::new(_6, _1)), "coalesce(_6:_1)");
    c(
        &coalesce(Layout::new(
            (((2, 8, _7), (_6, 8, _3), (1, _2)),),
            ((
                (_1, _2, _16),
                (
                    _112,
                    672,
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<UInt<UTerm, B1>, B0>,
                                                                        B1,
                                                                    >,
                                                                    B0,
                                                                >,
                                                                B1,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),
                (
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<
                                                                            UInt<
                                                                                UInt<UTerm, B1>,
                                                                                B1,
                                                                            >,
                                                                            B1,
                                                                        >,
                                                                        B1,
                                                                    >,
                                                                    B1,
                                                                >,
                                                                B1,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<
                                                                            UInt<
                                                                                UInt<UTerm, B1>,
                                                                                B1,
                                                                            >,
                                                                            B1,
                                                                        >,
                                                                        B1,
                                                                    >,
                                                                    B1,
                                                                >,
                                                                B1,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),
            ),),
        )),
        "coalesce((((2,8,_7),(_6,8,_3),(1,_2))):(((_1,_2,_16),(_112,672,_5376),(_16128,_16128))))",
    );
    c(
        &coalesce(Layout::new((_2, _7), (1, 2))),
        "coalesce((_2,_7):(1,2))",
    );
    c(&coalesce(Layout::new((1,), (_1,))), "coalesce((1):(_1))");
    c(
        &coalesce(Layout::new((_7, _8, _2, 1), (-1, _7, 56, _112))),
        "coalesce((_7,_8,_2,1):(-1,_7,56,_112))",
    );
    c(
        &coalesce(Layout::new((_6, _2), (_32, _24))),
        "coalesce((_6,_2):(_32,_24))",
    );
    c(&coalesce(Layout::new(4, _1)), "coalesce(4:_1)");
    c(
        &coalesce(Layout::new((((_4, _8, 1), (3,)),), (((6, 1, _3), (2,)),))),
        "coalesce((((_4,_8,1),(3))):(((6,1,_3),(2))))",
    );
    c(
        &coalesce(Layout::new(
            (_4, ((3,),), ((_7,), _5)),
            (1, ((_4,),), ((_12,), _84)),
        )),
        "coalesce((_4,((3)),((_7),_5)):(1,((_4)),((_12),_84)))",
    );
    c(
        &coalesce(Layout::new(
            (_8, ((_6,), (_4, 4), (_3,)), _8),
            (
                _1,
                (
                    (_96,),
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<
                                                                            UInt<
                                                                                UInt<UTerm, B1>,
                                                                                B0,
                                                                            >,
                                                                            B0,
                                                                        >,
                                                                        B1,
                                                                    >,
                                                                    B0,
                                                                >,
                                                                B0,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        _8,
                    ),
                    (32,),
                ),
                s::<
                    PInt<
                        UInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>, B0>,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                            B0,
                        >,
                    >,
                >(),
            ),
        )),
        "coalesce((_8,((_6),(_4,4),(_3)),_8):(_1,((_96),(_4608,_8),(32)),_576))",
    );
    c(&coalesce(Layout::new((_3,), (1,))), "coalesce((_3):(1))");
    c(&coalesce(Layout::new(_4, _1)), "coalesce(_4:_1)");
    c(
        &coalesce(Layout::new(
            (_2, ((_1, 4, 3),), (_2, (_4,))),
            (_m2, ((_2, -2, _m4),), (_24, (48,))),
        )),
        "coalesce((_2,((_1,4,3)),(_2,(_4))):(_-2,((_2,-2,_-4)),(_24,(48))))",
    );
    c(
        &coalesce(Layout::new(((2, _2, 3),), ((_8, _0, 24),))),
        "coalesce(((2,_2,3)):((_8,_0,24)))",
    );
    c(&coalesce(Layout::new(1, 1)), "coalesce(1:1)");
    c(&coalesce(Layout::new((_4,), (_1,))), "coalesce((_4):(_1))");
    c(
        &coalesce(Layout::new(
            (_4, (4,), ((_5, 1),), 4),
            (_8, (_3,), ((_1, 2),), _2),
        )),
        "coalesce((_4,(4),((_5,1)),4):(_8,(_3),((_1,2)),_2))",
    );
    c(
        &coalesce(Layout::new(
            (_1, 8, ((_6, _7), (3, 5, _7), (_1,))),
            (_1, -1, ((_8, _48), (336, 1008, 5040), (35280,))),
        )),
        "coalesce((_1,8,((_6,_7),(3,5,_7),(_1))):(_1,-1,((_8,_48),(336,1008,5040),(35280))))",
    );
    c(&coalesce(Layout::new(1, _1)), "coalesce(1:_1)");
    c(&coalesce(Layout::new(_2, _4)), "coalesce(_2:_4)");
    c(
        &coalesce(Layout::new(
            (((_4,), 1, (5, 5)), (_4,)),
            (((1,), 4, (4, _20)), (100,)),
        )),
        "coalesce((((_4),1,(5,5)),(_4)):(((1),4,(4,_20)),(100)))",
    );
    c(
        &coalesce(Layout::new(
            ((_1, (4,), (_7, 6)), 6),
            (
                (
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B1>, B1>,
                                                    B1,
                                                >,
                                                B1,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                    (42,),
                    (_6, _1),
                ),
                168,
            ),
        )),
        "coalesce(((_1,(4),(_7,6)),6):((_1008,(42),(_6,_1)),168))",
    );
    c(&coalesce(Layout::new(_4, _12)), "coalesce(_4:_12)");
    c(&coalesce(Layout::new(6, _3)), "coalesce(6:_3)");
}

#[test]
fn cases_002() {
    c(
        &coalesce(Layout::new(
            (_6, 3, ((_7, _2), (4,))),
            (_6, 24, ((_12, _16), (16,))),
        )),
        "coalesce((_6,3,((_7,_2),(4))):(_6,24,((_12,_16),(16))))",
    );
    c(
        &coalesce(Layout::new((_1, ((4,), (_1,))), (1, ((_1,), (_4,))))),
        "coalesce((_1,((4),(_1))):(1,((_1),(_4))))",
    );
    c(&coalesce(Layout::new(8, _12)), "coalesce(8:_12)");
    c(&coalesce(Layout::new(_1, 1)), "coalesce(_1:1)");
    c(&coalesce(Layout::new(2, 1)), "coalesce(2:1)");
    c(&coalesce(Layout::new(7, _1)), "coalesce(7:_1)");
    c(&coalesce(Layout::new(2, _1)), "coalesce(2:_1)");
    c(&coalesce(Layout::new(_6, _16)), "coalesce(_6:_16)");
    c(
        &coalesce(Layout::new(
            (_7, ((_1,), (_1, _4)), ((_6,), (1,)), _4),
            (_1, ((_7,), (_7, 7)), ((_28,), (168,)), _168),
        )),
        "coalesce((_7,((_1),(_1,_4)),((_6),(1)),_4):(_1,((_7),(_7,7)),((_28),(168)),_168))",
    );
    c(&coalesce(Layout::new(_6, _1)), "coalesce(_6:_1)");
    c(&coalesce(Layout::new(_6, 1)), "coalesce(_6:1)");
    c(
        &coalesce(Layout::new(
            (((4,), (_6, _6, _5)),),
            (((_24,), (24, 32, _2)),),
        )),
        "coalesce((((4),(_6,_6,_5))):(((_24),(24,32,_2))))",
    );
    c(&coalesce(Layout::new(1, _1)), "coalesce(1:_1)");
    c(
        &coalesce(Layout::new(((_8, (_7,)),), ((_1, (8,)),))),
        "coalesce(((_8,(_7))):((_1,(8))))",
    );
    c(&coalesce(Layout::new(2, _1)), "coalesce(2:_1)");
    c(
        &coalesce(Layout::new((((1,), 3),), (((_1,), 1),))),
        "coalesce((((1),3)):(((_1),1)))",
    );
    c(&coalesce(Layout::new(4, _1)), "coalesce(4:_1)");
    c(
        &coalesce(Layout::new((((_3,),), 2, _3), (((6,),), _3, 1))),
        "coalesce((((_3)),2,_3):(((6)),_3,1))",
    );
    c(&coalesce(Layout::new(_8, 1)), "coalesce(_8:1)");
    c(
        &coalesce(Layout::new(
            (((_4,), 4, 6), (_2,)),
            (((1,), 32, _32), (32,)),
        )),
        "coalesce((((_4),4,6),(_2)):(((1),32,_32),(32)))",
    );
    c(
        &coalesce(Layout::new(
            ((3, 4), ((_7,), 3, 8)),
            ((_1, _3), ((12,), 84, _252)),
        )),
        "coalesce(((3,4),((_7),3,8)):((_1,_3),((12),84,_252)))",
    );
    c(&coalesce(Layout::new(_4, 1)), "coalesce(_4:1)");
    c(
        &coalesce(Layout::new(
            (((_6,), (2, _4, 1)), ((4, _3),), (_4,)),
            (
                ((1,), (6, 12, _48)),
                ((_48, 192),),
                (s::<
                    PInt<
                        UInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>, B0>,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                            B0,
                        >,
                    >,
                >(),),
            ),
        )),
        "coalesce((((_6),(2,_4,1)),((4,_3)),(_4)):(((1),(6,12,_48)),((_48,192)),(_576)))",
    );
    c(&coalesce(Layout::new(3, 1)), "coalesce(3:1)");
    c(&coalesce(Layout::new((4,), (1,))), "coalesce((4):(1))");
    c(
        &coalesce(Layout::new(
            (((_8, _1, 8),), (3, (_2,)), ((_3, _1, 1),)),
            (((2, _1, _6),), (1, (_24,)), ((_3, _0, 0),)),
        )),
        "coalesce((((_8,_1,8)),(3,(_2)),((_3,_1,1))):(((2,_1,_6)),(1,(_24)),((_3,_0,0))))",
    );
    c(
        &coalesce(Layout::new(
            (((7, 4), (4, 1)), (_5,)),
            (((20, 140), (_1, _140)), (4,)),
        )),
        "coalesce((((7,4),(4,1)),(_5)):(((20,140),(_1,_140)),(4)))",
    );
    c(&coalesce(Layout::new(_5, 1)), "coalesce(_5:1)");
    c(&coalesce(Layout::new((5,), (1,))), "coalesce((5):(1))");
    c(
        &coalesce(Layout::new((((3,), 2, 7),), (((1,), _3, _6),))),
        "coalesce((((3),2,7)):(((1),_3,_6)))",
    );
    c(&coalesce(Layout::new(_2, 2)), "coalesce(_2:2)");
    c(
        &coalesce(Layout::new(
            ((_4,), ((2, _1), (_7,)), (_8, _3), _2),
            (
                (_1,),
                ((4, _m4), (_m1,)),
                (
                    -1,
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B1>, B0>, B0>,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),
                s::<
                    PInt<
                        UInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B1>, B0>,
                                                    B1,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                            B0,
                        >,
                    >,
                >(),
            ),
        )),
        "coalesce(((_4),((2,_1),(_7)),(_8,_3),_2):((_1),((4,_-4),(_-1)),(-1,_448),_1344))",
    );
    c(
        &coalesce(Layout::new((5, 1), (_1, _5))),
        "coalesce((5,1):(_1,_5))",
    );
    c(
        &coalesce(Layout::new((_4, 2, _1, _4), (_8, _32, 16, _4))),
        "coalesce((_4,2,_1,_4):(_8,_32,16,_4))",
    );
    c(&coalesce(Layout::new((_2,), (1,))), "coalesce((_2):(1))");
    c(
        &coalesce(Layout::new(
            (_2, ((_4, _1), (_8, _7)), (_2,)),
            (
                _1,
                ((2, 8), (8, _64)),
                (s::<
                    PInt<
                        UInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B1>, B0>, B0>,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                            B0,
                        >,
                    >,
                >(),),
            ),
        )),
        "coalesce((_2,((_4,_1),(_8,_7)),(_2)):(_1,((2,8),(8,_64)),(_448)))",
    );
    c(
        &coalesce(Layout::new((6, 5), (_5, _1))),
        "coalesce((6,5):(_5,_1))",
    );
    c(&coalesce(Layout::new(7, _1)), "coalesce(7:_1)");
    c(
        &coalesce(Layout::new((_3, (_4, _8)), (_12, (_1, _16)))),
        "coalesce((_3,(_4,_8)):(_12,(_1,_16)))",
    );
    c(&coalesce(Layout::new(4, 1)), "coalesce(4:1)");
}

#[test]
fn cases_003() {
    c(
        &coalesce(Layout::new(
            ((6, (6,), (_1,)), ((_5, _2, _4),)),
            ((16, (3,), (3,)), ((0, 6, 4),)),
        )),
        "coalesce(((6,(6),(_1)),((_5,_2,_4))):((16,(3),(3)),((0,6,4))))",
    );
    c(&coalesce(Layout::new(_4, _0)), "coalesce(_4:_0)");
    c(&coalesce(Layout::new(7, _1)), "coalesce(7:_1)");
    c(&coalesce(Layout::new(_2, _1)), "coalesce(_2:_1)");
    c(
        &coalesce(Layout::new(
            (((_8, 1), (_2,)), _1, (2,)),
            (((1, 8), (8,)), 16, (_16,)),
        )),
        "coalesce((((_8,1),(_2)),_1,(2)):(((1,8),(8)),16,(_16)))",
    );
    c(&coalesce(Layout::new(_1, 2)), "coalesce(_1:2)");
    c(
        &coalesce(Layout::new(
            (((7, _1, _2),), (_5, (6, _6, 8), _4)),
            (
                ((1, _7, _7),),
                (
                    _14,
                    (
                        _70,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        2520,
                    ),
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<
                                                                            UInt<
                                                                                UInt<
                                                                                    UInt<UTerm, B1>,
                                                                                    B0,
                                                                                >,
                                                                                B0,
                                                                            >,
                                                                            B1,
                                                                        >,
                                                                        B1,
                                                                    >,
                                                                    B1,
                                                                >,
                                                                B0,
                                                            >,
                                                            B1,
                                                        >,
                                                        B1,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),
            ),
        )),
        "coalesce((((7,_1,_2)),(_5,(6,_6,8),_4)):(((1,_7,_7)),(_14,(_70,_420,2520),_20160)))",
    );
    c(
        &coalesce(Layout::new((_8, 1, 1), (32, _0, _16))),
        "coalesce((_8,1,1):(32,_0,_16))",
    );
    c(
        &coalesce(Layout::new((((7,), 4, 3),), (((_0,), _2, _8),))),
        "coalesce((((7),4,3)):(((_0),_2,_8)))",
    );
    c(
        &coalesce(Layout::new(
            (((_1,), (_4,), (5, _4)), _1, _1),
            (((1,), (12,), (6, _0)), 2, 8),
        )),
        "coalesce((((_1),(_4),(5,_4)),_1,_1):(((1),(12),(6,_0)),2,8))",
    );
    c(&coalesce(Layout::new(4, 6)), "coalesce(4:6)");
    c(&coalesce(Layout::new(7, _4)), "coalesce(7:_4)");
    c(
        &coalesce(Layout::new(
            (2, ((_3, _3), _4, (_1, _5, _6)), 6),
            (_8, ((3, 16), _8, (_4, _8, _6)), _2),
        )),
        "coalesce((2,((_3,_3),_4,(_1,_5,_6)),6):(_8,((3,16),_8,(_4,_8,_6)),_2))",
    );
    c(
        &coalesce(Layout::new(((_7, (2, _1)),), ((_1, (_7, 14)),))),
        "coalesce(((_7,(2,_1))):((_1,(_7,14))))",
    );
    c(
        &coalesce(Layout::new((7, 1, _2), (1, 7, _7))),
        "coalesce((7,1,_2):(1,7,_7))",
    );
    c(
        &coalesce(Layout::new(
            (((_4, 2, _4),), ((7, _6, _5),)),
            (
                ((
                    _6,
                    168,
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B1>, B0>,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B1,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),),
                ((
                    _24,
                    _1,
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B1>, B0>, B1>,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),),
            ),
        )),
        "coalesce((((_4,2,_4)),((7,_6,_5))):(((_6,168,_1680)),((_24,_1,_336))))",
    );
    c(&coalesce(Layout::new(_6, _1)), "coalesce(_6:_1)");
    c(&coalesce(Layout::new(1, 1)), "coalesce(1:1)");
    c(
        &coalesce(Layout::new((_1, (_1,)), (1, (_1,)))),
        "coalesce((_1,(_1)):(1,(_1)))",
    );
    c(
        &coalesce(Layout::new((3, 1, _1), (_1, _3, 3))),
        "coalesce((3,1,_1):(_1,_3,3))",
    );
    c(
        &coalesce(Layout::new((((_8,), _5), _3, 1), (((_16,), _4), _32, 6))),
        "coalesce((((_8),_5),_3,1):(((_16),_4),_32,6))",
    );
    c(&coalesce(Layout::new(1, _1)), "coalesce(1:_1)");
    c(
        &coalesce(Layout::new((_1, (2,)), (1, (_1,)))),
        "coalesce((_1,(2)):(1,(_1)))",
    );
    c(
        &coalesce(Layout::new(
            (((_4, _7, _5), (_4, 1, 4)),),
            (((1, _4, 28), (_140, 560, 560)),),
        )),
        "coalesce((((_4,_7,_5),(_4,1,4))):(((1,_4,28),(_140,560,560))))",
    );
    c(
        &coalesce(Layout::new(
            (_1, (1, _8), (_4, _2), ((_4, _4),)),
            (1, (3, 1), (_4, _1), ((8, _1),)),
        )),
        "coalesce((_1,(1,_8),(_4,_2),((_4,_4))):(1,(3,1),(_4,_1),((8,_1))))",
    );
    c(&coalesce(Layout::new(4, 1)), "coalesce(4:1)");
    c(
        &coalesce(Layout::new((((_3,), (_3, 8)),), (((24,), (8, _1)),))),
        "coalesce((((_3),(_3,8))):(((24),(8,_1))))",
    );
    c(&coalesce(Layout::new((6,), (_1,))), "coalesce((6):(_1))");
    c(
        &coalesce(Layout::new((((_7,),), ((_6,), _2)), (((12,),), ((_2,), 1)))),
        "coalesce((((_7)),((_6),_2)):(((12)),((_2),1)))",
    );
    c(&coalesce(Layout::new(_5, _1)), "coalesce(_5:_1)");
    c(
        &coalesce(Layout::new(
            (_1, ((_1, _2, _1), (2, _2), (_5,))),
            (_1, ((_1, 1, 2), (2, _4), (_8,))),
        )),
        "coalesce((_1,((_1,_2,_1),(2,_2),(_5))):(_1,((_1,1,2),(2,_4),(_8))))",
    );
    c(
        &coalesce(Layout::new(
            (((5, _1), _7), 1, _4, _2),
            (((1, 5), 5), 35, 35, _140),
        )),
        "coalesce((((5,_1),_7),1,_4,_2):(((1,5),5),35,35,_140))",
    );
    c(
        &coalesce(Layout::new(
            ((5, (2,), 1), ((_4, _7), _8)),
            (
                (
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B1>, B0>, B0>,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                    (224,),
                    224,
                ),
                ((56, 8), 1),
            ),
        )),
        "coalesce(((5,(2),1),((_4,_7),_8)):((_448,(224),224),((56,8),1)))",
    );
    c(
        &coalesce(Layout::new(
            (((5, 4), _8, (_7,)),),
            (((_1, _5), 20, (_160,)),),
        )),
        "coalesce((((5,4),_8,(_7))):(((_1,_5),20,(_160))))",
    );
    c(
        &coalesce(Layout::new(((_5, (_2, 3), _4),), ((_4, (_20, 40), _1),))),
        "coalesce(((_5,(_2,3),_4)):((_4,(_20,40),_1)))",
    );
    c(
        &coalesce(Layout::new(
            (((_6, 6, _2),), ((_7, 6),)),
            (
                ((_1, 6, _36),),
                ((
                    _72,
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B1>, B1>, B1>,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),),
            ),
        )),
        "coalesce((((_6,6,_2)),((_7,6))):(((_1,6,_36)),((_72,_504))))",
    );
    c(
        &coalesce(Layout::new(
            ((_1,), _4, (_3, _4), _5),
            ((_1,), _1, (_4, 12), 48),
        )),
        "coalesce(((_1),_4,(_3,_4),_5):((_1),_1,(_4,12),48))",
    );
    c(&coalesce(Layout::new(6, 2)), "coalesce(6:2)");
    c(
        &coalesce(Layout::new(
            ((_1, _8, (_7, 5)), 4, (3,)),
            ((_1, 1, (_8, 56)), 280, (1120,)),
        )),
        "coalesce(((_1,_8,(_7,5)),4,(3)):((_1,1,(_8,56)),280,(1120)))",
    );
    c(
        &coalesce(Layout::new(
            (_8, ((4,), (3, _1, 4), (5,))),
            (_1, ((_4,), (_8, 1, _3), (1,))),
        )),
        "coalesce((_8,((4),(3,_1,4),(5))):(_1,((_4),(_8,1,_3),(1))))",
    );
}

#[test]
fn cases_004() {
    c(
        &coalesce(Layout::new((((2,),), _2), (((1,),), _2))),
        "coalesce((((2)),_2):(((1)),_2))",
    );
    c(&coalesce(Layout::new((_4,), (_1,))), "coalesce((_4):(_1))");
    c(&coalesce(Layout::new(8, 3)), "coalesce(8:3)");
    c(
        &coalesce(Layout::new(
            ((_6, (_2, _4, _5), (_7,)), 6),
            (
                (_1, (_6, 12, 48), (_240,)),
                s::<
                    PInt<
                        UInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                            B0,
                        >,
                    >,
                >(),
            ),
        )),
        "coalesce(((_6,(_2,_4,_5),(_7)),6):((_1,(_6,12,48),(_240)),_1680))",
    );
    c(
        &coalesce(Layout::new((((2, _2, 8), (_5,)),), (((_1, 2, 4), (_32,)),))),
        "coalesce((((2,_2,8),(_5))):(((_1,2,4),(_32))))",
    );
    c(&coalesce(Layout::new(6, 12)), "coalesce(6:12)");
    c(
        &coalesce(Layout::new(
            (((5, _4, _6), (_2, 8), (_4, _1)), _1),
            (
                (
                    (1, 5, _20),
                    (_120, 240),
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<UInt<UInt<UTerm, B1>, B1>, B1>,
                                                                B1,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<
                                                                            UInt<
                                                                                UInt<UTerm, B1>,
                                                                                B1,
                                                                            >,
                                                                            B1,
                                                                        >,
                                                                        B1,
                                                                    >,
                                                                    B0,
                                                                >,
                                                                B0,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
                s::<
                    PInt<
                        UInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<UInt<UInt<UTerm, B1>, B1>, B1>,
                                                                B1,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                            B0,
                        >,
                    >,
                >(),
            ),
        )),
        "coalesce((((5,_4,_6),(_2,8),(_4,_1)),_1):(((1,5,_20),(_120,240),(_1920,_7680)),_7680))",
    );
    c(&coalesce(Layout::new(_2, 1)), "coalesce(_2:1)");
    c(
        &coalesce(Layout::new((_4, _7, _4), (3, 1, 8))),
        "coalesce((_4,_7,_4):(3,1,8))",
    );
    c(
        &coalesce(Layout::new(
            (3, ((_3, _7), (1, _4)), ((1, 5), (_2,))),
            (_1, ((_3, 9), (_63, _63)), ((_252, _252), (1260,))),
        )),
        "coalesce((3,((_3,_7),(1,_4)),((1,5),(_2))):(_1,((_3,9),(_63,_63)),((_252,_252),(1260))))",
    );
    c(&coalesce(Layout::new(3, 1)), "coalesce(3:1)");
    c(&coalesce(Layout::new((_2,), (1,))), "coalesce((_2):(1))");
    c(&coalesce(Layout::new(6, 1)), "coalesce(6:1)");
    c(&coalesce(Layout::new((_4,), (1,))), "coalesce((_4):(1))");
    c(
        &coalesce(Layout::new((_4, (_4, _1, 7)), (1, (4, 16, _16)))),
        "coalesce((_4,(_4,_1,7)):(1,(4,16,_16)))",
    );
    c(&coalesce(Layout::new(5, 1)), "coalesce(5:1)");
    c(
        &coalesce(Layout::new(
            ((_2,), (_4, (_6, _8, _1)), ((_1,), 2)),
            (
                (_1,),
                (_2, (_8, 48, 384)),
                (
                    (s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B0>, B0>,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),),
                    384,
                ),
            ),
        )),
        "coalesce(((_2),(_4,(_6,_8,_1)),((_1),2)):((_1),(_2,(_8,48,384)),((_384),384)))",
    );
    c(&coalesce(Layout::new(6, _1)), "coalesce(6:_1)");
    c(&coalesce(Layout::new(_1, 1)), "coalesce(_1:1)");
    c(
        &coalesce(Layout::new(
            (((_2, _7), _4), 6, _4),
            (
                ((1, 2), _14),
                56,
                s::<
                    PInt<
                        UInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B1>, B0>, B1>,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                            B0,
                        >,
                    >,
                >(),
            ),
        )),
        "coalesce((((_2,_7),_4),6,_4):(((1,2),_14),56,_336))",
    );
    c(&coalesce(Layout::new(_2, _1)), "coalesce(_2:_1)");
    c(
        &coalesce(Layout::new(((_5, _8), 2), ((1, _5), _40))),
        "coalesce(((_5,_8),2):((1,_5),_40))",
    );
    c(&coalesce(Layout::new(_3, 1)), "coalesce(_3:1)");
    c(&coalesce(Layout::new(_1, _12)), "coalesce(_1:_12)");
    c(
        &coalesce(Layout::new((((_1,),),), (((8,),),))),
        "coalesce((((_1))):(((8))))",
    );
    c(
        &coalesce(Layout::new(
            (_1, (2, 4, (_7, 2, 3))),
            (12, (_16, _8, (_0, _2, 32))),
        )),
        "coalesce((_1,(2,4,(_7,2,3))):(12,(_16,_8,(_0,_2,32))))",
    );
    c(
        &coalesce(Layout::new(
            (6, (3,), ((1,), _8), _4),
            (32, (4,), ((16,), _32), 1),
        )),
        "coalesce((6,(3),((1),_8),_4):(32,(4),((16),_32),1))",
    );
    c(&coalesce(Layout::new(_2, 1)), "coalesce(_2:1)");
    c(
        &coalesce(Layout::new(
            (((_1, _6, _1),), ((_2,),)),
            (((2, _12, 12),), ((-4,),)),
        )),
        "coalesce((((_1,_6,_1)),((_2))):(((2,_12,12)),((-4))))",
    );
    c(&coalesce(Layout::new(_7, _24)), "coalesce(_7:_24)");
    c(
        &coalesce(Layout::new(
            (((_4, 4), (_3, 4)), _2),
            (((1, _4), (16, _48)), 192),
        )),
        "coalesce((((_4,4),(_3,4)),_2):(((1,_4),(16,_48)),192))",
    );
    c(
        &coalesce(Layout::new(
            (((5, 4, _2),), (_4,), 4),
            (((_1, _5, 20),), (_40,), _160),
        )),
        "coalesce((((5,4,_2)),(_4),4):(((_1,_5,20)),(_40),_160))",
    );
    c(&coalesce(Layout::new(2, 1)), "coalesce(2:1)");
    c(&coalesce(Layout::new((_3,), (_1,))), "coalesce((_3):(_1))");
    c(
        &coalesce(Layout::new(((4, (_6, 1, 1)),), ((_1, (4, 24, 24)),))),
        "coalesce(((4,(_6,1,1))):((_1,(4,24,24))))",
    );
    c(&coalesce(Layout::new(7, _m4)), "coalesce(7:_-4)");
    c(
        &coalesce(Layout::new((1, _4, (1, (1,))), (1, _1, (_4, (_4,))))),
        "coalesce((1,_4,(1,(1))):(1,_1,(_4,(_4))))",
    );
    c(&coalesce(Layout::new(3, _1)), "coalesce(3:_1)");
    c(&coalesce(Layout::new(4, 1)), "coalesce(4:1)");
    c(&coalesce(Layout::new(6, 1)), "coalesce(6:1)");
}

#[test]
fn cases_005() {
    c(
        &coalesce(Layout::new((((3, _5, _2), _4),), (((_8, 12, 3), _4),))),
        "coalesce((((3,_5,_2),_4)):(((_8,12,3),_4)))",
    );
    c(&coalesce(Layout::new(1, _1)), "coalesce(1:_1)");
    c(&coalesce(Layout::new(_1, _1)), "coalesce(_1:_1)");
    c(
        &coalesce(Layout::new((8, _5), (12, _12))),
        "coalesce((8,_5):(12,_12))",
    );
    c(&coalesce(Layout::new(2, _6)), "coalesce(2:_6)");
    c(&coalesce(Layout::new(_1, -4)), "coalesce(_1:-4)");
    c(
        &coalesce(Layout::new((((_4, _1), (1,)),), (((_1, 4), (4,)),))),
        "coalesce((((_4,_1),(1))):(((_1,4),(4))))",
    );
    c(
        &coalesce(Layout::new(
            (4, ((_1, _2),), (_3, (_2,)), _2),
            (1, ((_4, 4),), (_8, (24,)), _48),
        )),
        "coalesce((4,((_1,_2)),(_3,(_2)),_2):(1,((_4,4)),(_8,(24)),_48))",
    );
    c(
        &coalesce(Layout::new((4, (_5,)), (5, (1,)))),
        "coalesce((4,(_5)):(5,(1)))",
    );
    c(&coalesce(Layout::new(_8, _1)), "coalesce(_8:_1)");
    c(&coalesce(Layout::new(4, 1)), "coalesce(4:1)");
    c(&coalesce(Layout::new(2, 1)), "coalesce(2:1)");
    c(&coalesce(Layout::new(_4, _1)), "coalesce(_4:_1)");
    c(
        &coalesce(Layout::new((_1, ((_7,),), 8, 1), (56, ((_8,),), _1, _1))),
        "coalesce((_1,((_7)),8,1):(56,((_8)),_1,_1))",
    );
    c(
        &coalesce(Layout::new(
            (((_2,), (1,), (_2,)), 5, ((4,), 4)),
            (((_1,), (_2,), (_2,)), _4, ((20,), _80)),
        )),
        "coalesce((((_2),(1),(_2)),5,((4),4)):(((_1),(_2),(_2)),_4,((20),_80)))",
    );
    c(&coalesce(Layout::new(_8, _1)), "coalesce(_8:_1)");
    c(
        &coalesce(Layout::new(((_8,),), ((_1,),))),
        "coalesce(((_8)):((_1)))",
    );
    c(
        &coalesce(Layout::new(
            (_3, ((_8, 1, _2),), _4, (1,)),
            (_64, ((8, -1, 1),), 2, (_8,)),
        )),
        "coalesce((_3,((_8,1,_2)),_4,(1)):(_64,((8,-1,1)),2,(_8)))",
    );
    c(
        &coalesce(Layout::new(
            (_4, ((1,), (_4, 1), (3, _1))),
            (_1, ((4,), (4, _16), (16, _48))),
        )),
        "coalesce((_4,((1),(_4,1),(3,_1))):(_1,((4),(4,_16),(16,_48))))",
    );
    c(&coalesce(Layout::new(3, _12)), "coalesce(3:_12)");
    c(
        &coalesce_with(Layout::new(((_1,), _2), ((_2,), 1)), (_1, _1)),
        "coalesce(((_1),_2):((_2),1),(_1,_1))",
    );
    c(&coalesce_with(Layout::new(2, 1), _1), "coalesce(2:1,_1)");
    c(
        &coalesce_with(Layout::new(_4, 24), _1),
        "coalesce(_4:24,_1)",
    );
    c(
        &coalesce_with(Layout::new(_7, 1), (1,)),
        "coalesce(_7:1,(1))",
    );
    c(
        &coalesce_with(
            Layout::new(((_8,), (1, 3), (4,)), ((_1,), (8, _8), (_24,))),
            (_1, _1, (_1,)),
        ),
        "coalesce(((_8),(1,3),(4)):((_1),(8,_8),(_24)),(_1,_1,(_1)))",
    );
    c(
        &coalesce_with(Layout::new((_4,), (_1,)), 2),
        "coalesce((_4):(_1),2)",
    );
    c(
        &coalesce_with(
            Layout::new(
                ((_2,), (2, _5, _8), (_2, 2)),
                (
                    (1,),
                    (2, 4, _20),
                    (
                        _160,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B1>, B0>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
            (1, _1, _1),
        ),
        "coalesce(((_2),(2,_5,_8),(_2,2)):((1),(2,4,_20),(_160,_320)),(1,_1,_1))",
    );
    c(
        &coalesce_with(
            Layout::new(
                ((_5,), (3, _3), (_6, _6, _1), 7),
                ((_8,), (_3, _32), (_2, _2, _16), 6),
            ),
            ((_1,), (_1,)),
        ),
        "coalesce(((_5),(3,_3),(_6,_6,_1),7):((_8),(_3,_32),(_2,_2,_16),6),((_1),(_1)))",
    );
    c(
        &coalesce_with(Layout::new(_1, _1), (_1,)),
        "coalesce(_1:_1,(_1))",
    );
    c(
        &coalesce_with(
            Layout::new(((_6,), (_1,), (1, _6, _1)), ((_4,), (4,), (12, _1, _3))),
            (2,),
        ),
        "coalesce(((_6),(_1),(1,_6,_1)):((_4),(4),(12,_1,_3)),(2))",
    );
    c(
        &coalesce_with(Layout::new(_8, _2), (_1,)),
        "coalesce(_8:_2,(_1))",
    );
    c(
        &coalesce_with(Layout::new((_1, _8, (_1,)), (8, 1, (_8,))), (_1,)),
        "coalesce((_1,_8,(_1)):(8,1,(_8)),(_1))",
    );
    c(
        &coalesce_with(Layout::new(_1, 1), (_1,)),
        "coalesce(_1:1,(_1))",
    );
    c(
        &coalesce_with(Layout::new((_1, (_2, _5, _6)), (_1, (_1, 2, _10))), (1, 1)),
        "coalesce((_1,(_2,_5,_6)):(_1,(_1,2,_10)),(1,1))",
    );
    c(
        &coalesce_with(Layout::new(4, _1), (_1,)),
        "coalesce(4:_1,(_1))",
    );
    c(
        &coalesce_with(Layout::new(((_1, _6, 2),), ((_24, _32, 6),)), (2,)),
        "coalesce(((_1,_6,2)):((_24,_32,6)),(2))",
    );
    c(
        &coalesce_with(Layout::new((_4, _4, (_1,)), (_4, _1, (_1,))), (1,)),
        "coalesce((_4,_4,(_1)):(_4,_1,(_1)),(1))",
    );
    c(&coalesce_with(Layout::new(_1, _1), 2), "coalesce(_1:_1,2)");
    c(
        &coalesce_with(
            Layout::new(((_2, 4), (_6, _5), (6, _1)), ((_24, 12), (_6, 4), (_8, _1))),
            _2,
        ),
        "coalesce(((_2,4),(_6,_5),(6,_1)):((_24,12),(_6,4),(_8,_1)),_2)",
    );
    c(
        &coalesce_with(Layout::new(((_4, _2, _2), _2), ((_2, 0, _1), _16)), (1,)),
        "coalesce(((_4,_2,_2),_2):((_2,0,_1),_16),(1))",
    );
}

#[test]
fn cases_006() {
    c(
        &coalesce_with(Layout::new(((_8, _5),), ((5, 1),)), ((_1, _1),)),
        "coalesce(((_8,_5)):((5,1)),((_1,_1)))",
    );
    c(
        &coalesce_with(Layout::new(8, _8), (1,)),
        "coalesce(8:_8,(1))",
    );
    c(
        &coalesce_with(Layout::new(((7, 5), _3), ((_1, 8), -1)), _1),
        "coalesce(((7,5),_3):((_1,8),-1),_1)",
    );
    c(
        &coalesce_with(
            Layout::new(
                (_3, (1, _4, _5), (_2, _6), (_7, _1)),
                (
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B1>, B0>,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B1,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<UInt<UInt<UTerm, B1>, B1>, B0>,
                                                                B1,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B1,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        84,
                    ),
                    (42, _7),
                    (_1, 1),
                ),
            ),
            2,
        ),
        "coalesce((_3,(1,_4,_5),(_2,_6),(_7,_1)):(_1680,(_1680,_420,84),(42,_7),(_1,1)),2)",
    );
    c(
        &coalesce_with(Layout::new(3, 1), (_1,)),
        "coalesce(3:1,(_1))",
    );
    c(
        &coalesce_with(
            Layout::new(
                ((_4, _1, _1), 5, (_1, _1, _1)),
                ((_3, 8, _24), _1, (2, 2, 4)),
            ),
            (1, 1),
        ),
        "coalesce(((_4,_1,_1),5,(_1,_1,_1)):((_3,8,_24),_1,(2,2,4)),(1,1))",
    );
    c(
        &coalesce_with(Layout::new(_1, 16), _1),
        "coalesce(_1:16,_1)",
    );
    c(
        &coalesce_with(Layout::new((1,), (1,)), (_1,)),
        "coalesce((1):(1),(_1))",
    );
    c(
        &coalesce_with(Layout::new(_2, 1), (1,)),
        "coalesce(_2:1,(1))",
    );
    c(
        &coalesce_with(
            Layout::new(
                ((_3,), 2, (4, _2, 1), (_6, _4)),
                (
                    (_1,),
                    _3,
                    (_6, _24, 48),
                    (
                        _48,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
            _1,
        ),
        "coalesce(((_3),2,(4,_2,1),(_6,_4)):((_1),_3,(_6,_24,48),(_48,_288)),_1)",
    );
    c(
        &coalesce_with(
            Layout::new(((6,), (7,), (_3,)), ((1,), (_6,), (_42,))),
            (1, (1,)),
        ),
        "coalesce(((6),(7),(_3)):((1),(_6),(_42)),(1,(1)))",
    );
    c(
        &coalesce_with(Layout::new((_4,), (8,)), (1,)),
        "coalesce((_4):(8),(1))",
    );
    c(
        &coalesce_with(
            Layout::new(
                ((_4,), (_1, _3), 7, (_3, _4)),
                ((2,), (_4, _4), _32, (32, _3)),
            ),
            (1, 1, _1, (_1, 1)),
        ),
        "coalesce(((_4),(_1,_3),7,(_3,_4)):((2),(_4,_4),_32,(32,_3)),(1,1,_1,(_1,1)))",
    );
    c(
        &coalesce_with(Layout::new((_6,), (_1,)), 1),
        "coalesce((_6):(_1),1)",
    );
    c(
        &coalesce_with(Layout::new(((1,),), ((_1,),)), (_1,)),
        "coalesce(((1)):((_1)),(_1))",
    );
    c(
        &coalesce_with(
            Layout::new(((1,), 7, (_5,), (_2,)), ((_70,), _10, (_2,), (_1,))),
            _1,
        ),
        "coalesce(((1),7,(_5),(_2)):((_70),_10,(_2),(_1)),_1)",
    );
    c(
        &coalesce_with(
            Layout::new(((_6, _3), _2, (_6, 8)), ((_24, _8), 6, (1, _0))),
            (_1, _1, _1),
        ),
        "coalesce(((_6,_3),_2,(_6,8)):((_24,_8),6,(1,_0)),(_1,_1,_1))",
    );
    c(
        &coalesce_with(
            Layout::new((_4, (2, _3, _1)), (_1, (_4, 8, _24))),
            (_1, (_1,)),
        ),
        "coalesce((_4,(2,_3,_1)):(_1,(_4,8,_24)),(_1,(_1)))",
    );
    c(
        &coalesce_with(Layout::new((_4,), (1,)), (_1,)),
        "coalesce((_4):(1),(_1))",
    );
    c(&coalesce_with(Layout::new(3, 1), (1,)), "coalesce(3:1,(1))");
    c(
        &coalesce_with(Layout::new((_8,), (_1,)), (_1,)),
        "coalesce((_8):(_1),(_1))",
    );
    c(
        &coalesce_with(
            Layout::new(
                ((4, 8), _8, (_1, 2), (_8,)),
                ((_m4, _4), _32, (_256, _m1), (_m2,)),
            ),
            (_1, _1, _1, _1),
        ),
        "coalesce(((4,8),_8,(_1,2),(_8)):((_-4,_4),_32,(_256,_-1),(_-2)),(_1,_1,_1,_1))",
    );
    c(
        &coalesce_with(Layout::new(((4,),), ((-2,),)), ((_1,),)),
        "coalesce(((4)):((-2)),((_1)))",
    );
    c(
        &coalesce_with(Layout::new(((_1, 2),), ((_24, 6),)), ((1,),)),
        "coalesce(((_1,2)):((_24,6)),((1)))",
    );
    c(
        &coalesce_with(
            Layout::new((1, (_3, 1, _1), 5, 6), (_24, (_0, 12, _3), _24, _0)),
            (_1, _1, _1, _1),
        ),
        "coalesce((1,(_3,1,_1),5,6):(_24,(_0,12,_3),_24,_0),(_1,_1,_1,_1))",
    );
    c(
        &coalesce_with(Layout::new(6, _1), (_1,)),
        "coalesce(6:_1,(_1))",
    );
    c(
        &coalesce_with(Layout::new(4, 1), (_1,)),
        "coalesce(4:1,(_1))",
    );
    c(
        &coalesce_with(Layout::new((_1, _4), (1, _1)), _2),
        "coalesce((_1,_4):(1,_1),_2)",
    );
    c(
        &coalesce_with(
            Layout::new(
                ((_8, 1), (_8, 1), (_2, 4, 4)),
                ((1, _8), (8, _64), (64, _128, _512)),
            ),
            (_1,),
        ),
        "coalesce(((_8,1),(_8,1),(_2,4,4)):((1,_8),(8,_64),(64,_128,_512)),(_1))",
    );
    c(
        &coalesce_with(Layout::new(((2, _4, 2),), ((_1, _2, _8),)), (_1,)),
        "coalesce(((2,_4,2)):((_1,_2,_8)),(_1))",
    );
    c(
        &coalesce_with(
            Layout::new(((_6, _2, _1), _5, (_4,)), ((_1, 6, 12), 12, (60,))),
            (_1,),
        ),
        "coalesce(((_6,_2,_1),_5,(_4)):((_1,6,12),12,(60)),(_1))",
    );
    c(
        &coalesce_with(
            Layout::new((1, (8, 2), (5,)), (_1, (_1, _40), (8,))),
            (_1, (_1, 1), (1,)),
        ),
        "coalesce((1,(8,2),(5)):(_1,(_1,_40),(8)),(_1,(_1,1),(1)))",
    );
    c(
        &coalesce_with(
            Layout::new(
                ((8, _5, 3), _6, (_1, _2, _4), (_7,)),
                ((_0, _0, _24), _24, (_6, _24, 3), (_24,)),
            ),
            _1,
        ),
        "coalesce(((8,_5,3),_6,(_1,_2,_4),(_7)):((_0,_0,_24),_24,(_6,_24,3),(_24)),_1)",
    );
    c(
        &coalesce_with(
            Layout::new(((_1, _5, _2), (_2,)), ((1, _1, 5), (_10,))),
            (1, 1),
        ),
        "coalesce(((_1,_5,_2),(_2)):((1,_1,5),(_10)),(1,1))",
    );
    c(
        &coalesce_with(Layout::new(_5, 32), _2),
        "coalesce(_5:32,_2)",
    );
    c(
        &coalesce_with(Layout::new(8, _1), (_1,)),
        "coalesce(8:_1,(_1))",
    );
    c(
        &coalesce_with(
            Layout::new(((_1,), (7, _4), (_2,), _1), ((1,), (_1, _7), (28,), _56)),
            (_1, _1),
        ),
        "coalesce(((_1),(7,_4),(_2),_1):((1),(_1,_7),(28),_56),(_1,_1))",
    );
    c(
        &coalesce_with(
            Layout::new(
                ((_8, 2), (_5, _4), (1, 2, 8)),
                (
                    (1, 8),
                    (_16, 80),
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B1>, B0>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        320,
                        640,
                    ),
                ),
            ),
            ((_1,), 1),
        ),
        "coalesce(((_8,2),(_5,_4),(1,2,8)):((1,8),(_16,80),(_320,320,640)),((_1),1))",
    );
    c(
        &coalesce_with(
            Layout::new(
                (_8, _1, (8, _8, 4), _3),
                (
                    _96,
                    _1,
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B1>, B0>,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        _12,
                        _3,
                    ),
                    _1,
                ),
            ),
            2,
        ),
        "coalesce((_8,_1,(8,_8,4),_3):(_96,_1,(_768,_12,_3),_1),2)",
    );
    c(
        &coalesce_with(Layout::new(((_8,), 3), ((1,), _8)), ((1,),)),
        "coalesce(((_8),3):((1),_8),((1)))",
    );
}

#[test]
fn cases_007() {
    c(
        &coalesce_with(Layout::new(((2,),), ((_1,),)), (_1,)),
        "coalesce(((2)):((_1)),(_1))",
    );
    c(
        &coalesce_with(
            Layout::new((_7, (_6, _5), (2, _1, _1)), (60, (10, 2), (1, _m4, _1))),
            (_1, _1),
        ),
        "coalesce((_7,(_6,_5),(2,_1,_1)):(60,(10,2),(1,_-4,_1)),(_1,_1))",
    );
    c(
        &coalesce_with(Layout::new(_7, 1), (1,)),
        "coalesce(_7:1,(1))",
    );
    c(
        &coalesce_with(Layout::new((4, 8, (8, 4)), (-1, _24, (-4, _8))), (_1,)),
        "coalesce((4,8,(8,4)):(-1,_24,(-4,_8)),(_1))",
    );
    c(
        &coalesce_with(Layout::new(6, 1), (_1,)),
        "coalesce(6:1,(_1))",
    );
    c(
        &coalesce_with(
            Layout::new(((_6, 3, _4), 6), ((_1, _6, _18), _72)),
            ((_1, 1, _1), _1),
        ),
        "coalesce(((_6,3,_4),6):((_1,_6,_18),_72),((_1,1,_1),_1))",
    );
    c(
        &coalesce_with(
            Layout::new(((_2, _1), (7,), _7, (_5,)), ((_1, _2), (_2,), 14, (98,))),
            (_1, _1),
        ),
        "coalesce(((_2,_1),(7),_7,(_5)):((_1,_2),(_2),14,(98)),(_1,_1))",
    );
    c(
        &coalesce_with(Layout::new((_1, 4), (_2, 1)), (_1,)),
        "coalesce((_1,4):(_2,1),(_1))",
    );
    c(
        &coalesce_with(Layout::new((_8, _1, 1, (4,)), (_4, 12, _8, (_8,))), _2),
        "coalesce((_8,_1,1,(4)):(_4,12,_8,(_8)),_2)",
    );
    c(&coalesce_with(Layout::new(_8, _1), 2), "coalesce(_8:_1,2)");
    c(
        &coalesce_with(
            Layout::new(((2, _1, _3), 4, (_3,), 4), ((_1, 2, _2), 6, (_24,), _72)),
            _2,
        ),
        "coalesce(((2,_1,_3),4,(_3),4):((_1,2,_2),6,(_24),_72),_2)",
    );
    c(
        &coalesce_with(Layout::new(2, _1), (1,)),
        "coalesce(2:_1,(1))",
    );
    c(
        &coalesce_with(Layout::new((_4,), (_3,)), (_1,)),
        "coalesce((_4):(_3),(_1))",
    );
    c(
        &coalesce_with(
            Layout::new(
                (7, (4,), (_5, _1, _4), (_5,)),
                (0, (_1,), (_12, _3, _32), (_0,)),
            ),
            (_1, _1),
        ),
        "coalesce((7,(4),(_5,_1,_4),(_5)):(0,(_1),(_12,_3,_32),(_0)),(_1,_1))",
    );
    c(
        &coalesce_with(Layout::new(5, _1), (_1,)),
        "coalesce(5:_1,(_1))",
    );
    c(
        &coalesce_with(Layout::new(_1, _1), (1,)),
        "coalesce(_1:_1,(1))",
    );
    c(
        &coalesce_with(Layout::new(6, _1), (1,)),
        "coalesce(6:_1,(1))",
    );
    c(
        &coalesce_with(
            Layout::new(
                ((_4, _1), (_7,), (_4,), (_2,)),
                ((_1, 4), (_4,), (_28,), (_112,)),
            ),
            (_1, _1, _1),
        ),
        "coalesce(((_4,_1),(_7),(_4),(_2)):((_1,4),(_4),(_28),(_112)),(_1,_1,_1))",
    );
    c(
        &coalesce_with(Layout::new(((_2, _4, 2),), ((_8, 2, 1),)), _1),
        "coalesce(((_2,_4,2)):((_8,2,1)),_1)",
    );
    c(
        &coalesce_with(Layout::new(((2, 3),), ((_1, _2),)), _1),
        "coalesce(((2,3)):((_1,_2)),_1)",
    );
    c(
        &coalesce_with(Layout::new(((_2, _7),), ((6, _16),)), _1),
        "coalesce(((_2,_7)):((6,_16)),_1)",
    );
    c(
        &coalesce_with(Layout::new(((_4,),), ((_0,),)), _2),
        "coalesce(((_4)):((_0)),_2)",
    );
    c(
        &coalesce_with(Layout::new((_5,), (_1,)), 2),
        "coalesce((_5):(_1),2)",
    );
    c(
        &coalesce_with(Layout::new(_2, 1), (1,)),
        "coalesce(_2:1,(1))",
    );
    c(
        &coalesce_with(
            Layout::new(
                ((_4,), (_6, _1), (2,), (_3,)),
                ((_6,), (_1, _144), (72,), (_24,)),
            ),
            (1, 2),
        ),
        "coalesce(((_4),(_6,_1),(2),(_3)):((_6),(_1,_144),(72),(_24)),(1,2))",
    );
    c(
        &coalesce_with(
            Layout::new(
                (_3, (_4, 2), (_3, _1, 2), _1),
                (_24, (_2, 1), (_8, 2, _72), _1),
            ),
            (_1, 1, 1),
        ),
        "coalesce((_3,(_4,2),(_3,_1,2),_1):(_24,(_2,1),(_8,2,_72),_1),(_1,1,1))",
    );
    c(&coalesce_with(Layout::new(((1, 7, 1), (_4, _1, _6), (_5,), (4,)), ((_1, 1, _7), (_7, _28, _28), (_168,), (840,))), (2, 1, _1, (1,))), "coalesce(((1,7,1),(_4,_1,_6),(_5),(4)):((_1,1,_7),(_7,_28,_28),(_168),(840)),(2,1,_1,(1)))");
    c(
        &coalesce_with(Layout::new((_2,), (_1,)), 2),
        "coalesce((_2):(_1),2)",
    );
    c(
        &coalesce_with(Layout::new(6, _2), (_1,)),
        "coalesce(6:_2,(_1))",
    );
    c(&coalesce_with(Layout::new(8, _4), 2), "coalesce(8:_4,2)");
    c(&filter(Layout::new(2, 12)), "filter(2:12)");
    c(&filter(Layout::new((_7,), (_8,))), "filter((_7):(_8))");
    c(&filter(Layout::new(_1, _1)), "filter(_1:_1)");
    c(
        &filter(Layout::new(
            (((_3, _4), (2, 2)), ((_1,), _7), 2),
            (((56, _168), (_28, 14)), ((56,), 2), _1),
        )),
        "filter((((_3,_4),(2,2)),((_1),_7),2):(((56,_168),(_28,14)),((56),2),_1))",
    );
    c(
        &filter(Layout::new(((_2, 3), ((_6,),)), ((8, _4), ((_4,),)))),
        "filter(((_2,3),((_6))):((8,_4),((_4))))",
    );
    c(
        &filter(Layout::new(
            (((5,), (_7, 6), 1), _3),
            (((_6,), (0, 4), _2), 1),
        )),
        "filter((((5),(_7,6),1),_3):(((_6),(0,4),_2),1))",
    );
    c(&filter(Layout::new(5, 0)), "filter(5:0)");
    c(
        &filter(Layout::new((8, ((4, 4, _1),)), (16, ((1, _4, _128),)))),
        "filter((8,((4,4,_1))):(16,((1,_4,_128))))",
    );
    c(
        &filter(Layout::new(
            (((_2,), _4, _4), ((_3, _4, 1),)),
            (((_1,), _m1, 24), ((_8, _2, _96),)),
        )),
        "filter((((_2),_4,_4),((_3,_4,1))):(((_1),_-1,24),((_8,_2,_96))))",
    );
    c(&filter(Layout::new(4, 1)), "filter(4:1)");
}

#[test]
fn cases_008() {
    c(
        &filter(Layout::new(
            (_1, ((_2,), (_1,), 1), (_8, (2,), _2)),
            (_6, ((_0,), (_6,), _16), (8, (16,), _4)),
        )),
        "filter((_1,((_2),(_1),1),(_8,(2),_2)):(_6,((_0),(_6),_16),(8,(16),_4)))",
    );
    c(
        &filter(Layout::new(
            ((_4,), ((3,), _7, 1)),
            ((1,), ((_24,), _16, _32)),
        )),
        "filter(((_4),((3),_7,1)):((1),((_24),_16,_32)))",
    );
    c(
        &filter(Layout::new(((_8,), 1), ((_12,), _6))),
        "filter(((_8),1):((_12),_6))",
    );
    c(&filter(Layout::new(6, _1)), "filter(6:_1)");
    c(&filter(Layout::new(_3, _1)), "filter(_3:_1)");
    c(
        &filter(Layout::new(
            (4, ((_6,),), ((_4, _2, 8), _2), _4),
            (
                s::<
                    PInt<
                        UInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B1>, B0>,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                            B0,
                        >,
                    >,
                >(),
                ((_512,),),
                ((_128, _64, 8), _4),
                _1,
            ),
        )),
        "filter((4,((_6)),((_4,_2,8),_2),_4):(_3072,((_512)),((_128,_64,8),_4),_1))",
    );
    c(
        &filter(Layout::new(
            ((_7, (_4, _4), (_2, _8)),),
            ((1, (_7, 28), (_112, _224)),),
        )),
        "filter(((_7,(_4,_4),(_2,_8))):((1,(_7,28),(_112,_224))))",
    );
    c(&filter(Layout::new(_4, _1)), "filter(_4:_1)");
    c(&filter(Layout::new(_3, 1)), "filter(_3:1)");
    c(
        &filter(Layout::new((4, ((4,),)), (_1, ((4,),)))),
        "filter((4,((4))):(_1,((4))))",
    );
    c(
        &filter(Layout::new(
            ((4, 4), ((_2, 5),), 6),
            ((_1, _4), ((_16, 32),), 160),
        )),
        "filter(((4,4),((_2,5)),6):((_1,_4),((_16,32)),160))",
    );
    c(
        &filter(Layout::new(
            (((_4,), (_5, 4, _1)), ((_1,),)),
            (((_3,), (0, _2, _8)), ((_6,),)),
        )),
        "filter((((_4),(_5,4,_1)),((_1))):(((_3),(0,_2,_8)),((_6))))",
    );
    c(&filter(Layout::new(1, 1)), "filter(1:1)");
    c(&filter(Layout::new(4, 1)), "filter(4:1)");
    c(&filter(Layout::new(_7, 1)), "filter(_7:1)");
    c(
        &filter(Layout::new(((_6, (_2,)), _6, 4), ((_0, (_4,)), _12, _12))),
        "filter(((_6,(_2)),_6,4):((_0,(_4)),_12,_12))",
    );
    c(
        &filter(Layout::new((((_7,), _1, _4), 1), (((_8,), _16, _12), _4))),
        "filter((((_7),_1,_4),1):(((_8),_16,_12),_4))",
    );
    c(&filter(Layout::new((5,), (_1,))), "filter((5):(_1))");
    c(&filter(Layout::new(_2, _1)), "filter(_2:_1)");
    c(&filter(Layout::new(_4, _1)), "filter(_4:_1)");
    c(
        &filter(Layout::new(
            ((_6, _7, (1, _4, _1)),),
            ((1, _6, (_42, 42, _168)),),
        )),
        "filter(((_6,_7,(1,_4,_1))):((1,_6,(_42,42,_168))))",
    );
    c(&filter(Layout::new(1, 12)), "filter(1:12)");
    c(
        &filter(Layout::new((((6, 6, 8),),), (((_2, 6, 0),),))),
        "filter((((6,6,8))):(((_2,6,0))))",
    );
    c(&filter(Layout::new(8, _1)), "filter(8:_1)");
    c(
        &filter(Layout::new(
            (1, _5, ((_4, _4), (_1,))),
            (80, _16, ((_4, 1), (1,))),
        )),
        "filter((1,_5,((_4,_4),(_1))):(80,_16,((_4,1),(1))))",
    );
    c(&filter(Layout::new(_1, 1)), "filter(_1:1)");
    c(
        &filter(Layout::new(
            ((_2,), ((4, _4, _6),)),
            ((8,), ((_0, _24, _2),)),
        )),
        "filter(((_2),((4,_4,_6))):((8),((_0,_24,_2))))",
    );
    c(
        &filter(Layout::new(
            (((_2,), (2, _2, 1)), _4),
            (((0,), (3, 4, 3)), _3),
        )),
        "filter((((_2),(2,_2,1)),_4):(((0),(3,4,3)),_3))",
    );
    c(
        &filter(Layout::new(((3,), ((_8,),)), ((_6,), ((8,),)))),
        "filter(((3),((_8))):((_6),((8))))",
    );
    c(
        &filter(Layout::new(((_8, (4, _7, _2)),), ((_1, (_8, _12, _32)),))),
        "filter(((_8,(4,_7,_2))):((_1,(_8,_12,_32))))",
    );
    c(
        &filter(Layout::new(
            ((_4,), _7, ((_1, _3), (_4, 8), 7)),
            ((_12,), _2, ((_2, 8), (_2, _2), _2)),
        )),
        "filter(((_4),_7,((_1,_3),(_4,8),7)):((_12),_2,((_2,8),(_2,_2),_2)))",
    );
    c(&filter(Layout::new(_1, 1)), "filter(_1:1)");
    c(&filter(Layout::new(_2, _1)), "filter(_2:_1)");
    c(&filter(Layout::new(_4, 0)), "filter(_4:0)");
    c(&filter(Layout::new(7, 1)), "filter(7:1)");
    c(
        &filter(Layout::new(
            (((_5,),), (_7, (_4, _5, _8))),
            (
                ((_1,),),
                (
                    5,
                    (
                        35,
                        _140,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B0>, B1>,
                                                            B0,
                                                        >,
                                                        B1,
                                                    >,
                                                    B1,
                                                >,
                                                B1,
                                            >,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
        )),
        "filter((((_5)),(_7,(_4,_5,_8))):(((_1)),(5,(35,_140,_700))))",
    );
    c(&filter(Layout::new(_3, _1)), "filter(_3:_1)");
    c(
        &filter(Layout::new((_5, (3, (_6,), _2)), (_18, (_6, (1,), _90)))),
        "filter((_5,(3,(_6),_2)):(_18,(_6,(1),_90)))",
    );
    c(
        &filter(Layout::new(
            (_4, _4, (_2, (_2, 2), _6)),
            (_1, 4, (16, (_32, 64), 128)),
        )),
        "filter((_4,_4,(_2,(_2,2),_6)):(_1,4,(16,(_32,64),128)))",
    );
    c(
        &filter(Layout::new(
            (((1, 4), (8, _4), (4, 4)),),
            (((2048, 512), (16, _1), (_128, 4)),),
        )),
        "filter((((1,4),(8,_4),(4,4))):(((2048,512),(16,_1),(_128,4))))",
    );
}

#[test]
fn cases_009() {
    c(&filter(Layout::new((6,), (_1,))), "filter((6):(_1))");
    c(&filter(Layout::new(2, _1)), "filter(2:_1)");
    c(
        &filter(Layout::new(((7, (_1,)),), ((_1, (1,)),))),
        "filter(((7,(_1))):((_1,(1))))",
    );
    c(
        &filter(Layout::new((((_2, _2), (_4,)),), (((12, 12), (_3,)),))),
        "filter((((_2,_2),(_4))):(((12,12),(_3))))",
    );
    c(&filter(Layout::new(_6, 6)), "filter(_6:6)");
    c(&filter(Layout::new(2, _1)), "filter(2:_1)");
    c(&filter(Layout::new(_1, _1)), "filter(_1:_1)");
    c(&filter(Layout::new(_4, 3)), "filter(_4:3)");
    c(&filter(Layout::new(4, 1)), "filter(4:1)");
    c(&filter(Layout::new(_6, _1)), "filter(_6:_1)");
    c(
        &filter(Layout::new((((_8, _3, 4), (2,)),), (((_24, 8, 2), (_1,)),))),
        "filter((((_8,_3,4),(2))):(((_24,8,2),(_1))))",
    );
    c(
        &filter(Layout::new(((_2, _2, (8,)),), ((_1, 2, (_4,)),))),
        "filter(((_2,_2,(8))):((_1,2,(_4))))",
    );
    c(&filter(Layout::new(_5, 16)), "filter(_5:16)");
    c(
        &filter(Layout::new(
            (((5, 7),), ((_2, _6), (_8, 2))),
            (
                ((-4, 5),),
                (
                    (35, _70),
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<UInt<UTerm, B1>, B1>,
                                                                        B0,
                                                                    >,
                                                                    B1,
                                                                >,
                                                                B0,
                                                            >,
                                                            B0,
                                                        >,
                                                        B1,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
        )),
        "filter((((5,7)),((_2,_6),(_8,2))):(((-4,5)),((35,_70),(_420,_3360))))",
    );
    c(
        &filter(Layout::new(
            (((_2,),), ((2, 1, _1),)),
            (((1,),), ((2, _4, _2),)),
        )),
        "filter((((_2)),((2,1,_1))):(((1)),((2,_4,_2))))",
    );
    c(
        &filter(Layout::new(
            (_5, ((6,), (_6, 8, _8)), 5, _5),
            (
                1,
                (
                    (_5,),
                    (
                        30,
                        180,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<UInt<UInt<UTerm, B1>, B0>, B1>,
                                                                B1,
                                                            >,
                                                            B0,
                                                        >,
                                                        B1,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
                11520,
                s::<
                    PInt<
                        UInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<
                                                                            UInt<
                                                                                UInt<
                                                                                    UInt<UTerm, B1>,
                                                                                    B1,
                                                                                >,
                                                                                B1,
                                                                            >,
                                                                            B0,
                                                                        >,
                                                                        B0,
                                                                    >,
                                                                    B0,
                                                                >,
                                                                B0,
                                                            >,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                            B0,
                        >,
                    >,
                >(),
            ),
        )),
        "filter((_5,((6),(_6,8,_8)),5,_5):(1,((_5),(30,180,_1440)),11520,_57600))",
    );
    c(
        &filter(Layout::new(
            (_7, _6, (_6, (2,)), _7),
            (
                s::<
                    PInt<
                        UInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B1>, B1>, B1>,
                                        B1,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                            B0,
                        >,
                    >,
                >(),
                _84,
                (_14, (_m2,)),
                _1,
            ),
        )),
        "filter((_7,_6,(_6,(2)),_7):(_504,_84,(_14,(_-2)),_1))",
    );
    c(
        &filter(Layout::new(
            ((_1,), _7, 7, ((_1,), _3)),
            ((_1,), _1, 7, ((_49,), _49)),
        )),
        "filter(((_1),_7,7,((_1),_3)):((_1),_1,7,((_49),_49)))",
    );
    c(
        &filter(Layout::new(
            (_5, ((6, _7, 1), (_5, _2), _4)),
            (_32, ((_1, 16, _24), (_24, _3), _0)),
        )),
        "filter((_5,((6,_7,1),(_5,_2),_4)):(_32,((_1,16,_24),(_24,_3),_0)))",
    );
    c(
        &filter(Layout::new(
            (((_1,),), ((2,),), ((5, _8, 4),)),
            (((160,),), ((_160,),), ((_4, _20, 1),)),
        )),
        "filter((((_1)),((2)),((5,_8,4))):(((160)),((_160)),((_4,_20,1))))",
    );
    c(&filter(Layout::new(_4, _1)), "filter(_4:_1)");
    c(&filter(Layout::new(5, _1)), "filter(5:_1)");
    c(&filter(Layout::new(_6, _1)), "filter(_6:_1)");
    c(
        &filter(Layout::new(
            (((_6,), (_6,)), _1, _3),
            (((_6,), (1,)), 6, 36),
        )),
        "filter((((_6),(_6)),_1,_3):(((_6),(1)),6,36))",
    );
    c(
        &filter(Layout::new(
            ((_2,), (4, (2, _8), _5)),
            ((320,), (_80, (_40, _5), _1)),
        )),
        "filter(((_2),(4,(2,_8),_5)):((320),(_80,(_40,_5),_1)))",
    );
    c(
        &filter(Layout::new(
            (_4, ((_6, _1), (1, _1))),
            (1, ((_4, _4), (24, _4))),
        )),
        "filter((_4,((_6,_1),(1,_1))):(1,((_4,_4),(24,_4))))",
    );
    c(
        &filter(Layout::new(
            (((_8, 1, _4), _7), ((_1,), (_5, 6)), _8),
            (((_3, 0, 24), 6), ((_16,), (_32, 8)), _12),
        )),
        "filter((((_8,1,_4),_7),((_1),(_5,6)),_8):(((_3,0,24),6),((_16),(_32,8)),_12))",
    );
    c(&filter(Layout::new((7,), (_1,))), "filter((7):(_1))");
    c(&filter(Layout::new(3, 3)), "filter(3:3)");
    c(&filter(Layout::new(_2, 1)), "filter(_2:1)");
    c(&filter(Layout::new(_3, 1)), "filter(_3:1)");
    c(
        &filter(Layout::new(
            ((2,), ((6, _5),), 5),
            ((1,), ((_2, _12),), _60),
        )),
        "filter(((2),((6,_5)),5):((1),((_2,_12)),_60))",
    );
    c(&filter(Layout::new(_7, 1)), "filter(_7:1)");
    c(&filter(Layout::new(6, 0)), "filter(6:0)");
    c(
        &filter(Layout::new(
            (((_7,),), ((_2, 2, _8),), (_7,)),
            (((_1,),), ((7, 14, -4),), (-4,)),
        )),
        "filter((((_7)),((_2,2,_8)),(_7)):(((_1)),((7,14,-4)),(-4)))",
    );
    c(
        &filter(Layout::new(
            (4, (_4, _3), (_2, _2)),
            (4, (1, 64), (_16, 32)),
        )),
        "filter((4,(_4,_3),(_2,_2)):(4,(1,64),(_16,32)))",
    );
    c(&filter(Layout::new(2, 1)), "filter(2:1)");
    c(
        &filter(Layout::new(
            (((_1, _2), (_6,)), ((4,), (_4,), (6,))),
            (((8, 1), (_32,)), ((_6,), (0,), (_32,))),
        )),
        "filter((((_1,_2),(_6)),((4),(_4),(6))):(((8,1),(_32)),((_6),(0),(_32))))",
    );
    c(
        &filter(Layout::new((1, _1, _7), (1, 1, _1))),
        "filter((1,_1,_7):(1,1,_1))",
    );
    c(&filter(Layout::new((_3,), (_1,))), "filter((_3):(_1))");
}

#[test]
fn cases_010() {
    c(&filter(Layout::new(3, 1)), "filter(3:1)");
    c(
        &filter(Layout::new(
            (((_8,), (7, _1, _4)), _4),
            (((_1,), (_32, _12, 4)), 1),
        )),
        "filter((((_8),(7,_1,_4)),_4):(((_1),(_32,_12,4)),1))",
    );
    c(
        &filter(Layout::new((_1, _8, ((_5, 8),)), (1, 1, ((_8, _40),)))),
        "filter((_1,_8,((_5,8))):(1,1,((_8,_40))))",
    );
    c(
        &filter(Layout::new(
            ((_2, 3, (1, 6)), _6, ((_4,),)),
            ((_0, _6, (1, _6)), 32, ((32,),)),
        )),
        "filter(((_2,3,(1,6)),_6,((_4))):((_0,_6,(1,_6)),32,((32))))",
    );
    c(
        &filter(Layout::new(
            (7, (_4,), (_2, 3), (5,)),
            (1, (_7,), (_28, 56), (168,)),
        )),
        "filter((7,(_4),(_2,3),(5)):(1,(_7),(_28,56),(168)))",
    );
    c(&filter(Layout::new(_2, _1)), "filter(_2:_1)");
    c(
        &filter(Layout::new(
            ((1, 2), ((6, _8, 2),)),
            ((_4, 2), ((_4, _3, -2),)),
        )),
        "filter(((1,2),((6,_8,2))):((_4,2),((_4,_3,-2))))",
    );
    c(&filter(Layout::new(_1, _1)), "filter(_1:_1)");
    c(
        &filter(Layout::new((5, ((7, _5),)), (_1, ((_5, _35),)))),
        "filter((5,((7,_5))):(_1,((_5,_35))))",
    );
    c(
        &filter(Layout::new((((3, 1, 2),),), (((_1, _3, 3),),))),
        "filter((((3,1,2))):(((_1,_3,3))))",
    );
    c(
        &filter(Layout::new((((6,),),), (((8,),),))),
        "filter((((6))):(((8))))",
    );
    c(
        &filter(Layout::new(
            (4, _2, ((_3,), (_7,), 7), _7),
            (_32, _6, ((6,), (0,), _16), 12),
        )),
        "filter((4,_2,((_3),(_7),7),_7):(_32,_6,((6),(0),_16),12))",
    );
    c(
        &filter(Layout::new((((1,),), _4, (_6,)), (((8,),), 0, (4,)))),
        "filter((((1)),_4,(_6)):(((8)),0,(4)))",
    );
    c(&filter(Layout::new(_4, _1)), "filter(_4:_1)");
    c(&filter(Layout::new((_7,), (6,))), "filter((_7):(6))");
    c(
        &filter(Layout::new(
            (_5, ((1,),), ((1, 4), _2, (5,))),
            (40, ((4,),), ((_20, _1), 20, (_4,))),
        )),
        "filter((_5,((1)),((1,4),_2,(5))):(40,((4)),((_20,_1),20,(_4))))",
    );
    c(
        &filter(Layout::new(
            (((_2,), (_4, 7), (_4, 2, 6)),),
            (((1,), (_2, _8), (56, _224, 448)),),
        )),
        "filter((((_2),(_4,7),(_4,2,6))):(((1),(_2,_8),(56,_224,448))))",
    );
    c(
        &filter(Layout::new(
            (((4,), (_2, 2), (8, 6, _1)),),
            ((
                (_16,),
                (64, 1),
                (
                    2,
                    _128,
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B0>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),
            ),),
        )),
        "filter((((4),(_2,2),(8,6,_1))):(((_16),(64,1),(2,_128,_768))))",
    );
    c(
        &filter(Layout::new(
            (((4, _5, _5), 2, (_8,)), ((1,),), (_1,)),
            (((1, _4, _20), _100, (_200,)), ((1600,),), (1600,)),
        )),
        "filter((((4,_5,_5),2,(_8)),((1)),(_1)):(((1,_4,_20),_100,(_200)),((1600)),(1600)))",
    );
    c(
        &filter(Layout::new(
            (_7, ((_5,), (_4, _4, 5))),
            (_32, ((_32,), (0, 8, 2))),
        )),
        "filter((_7,((_5),(_4,_4,5))):(_32,((_32),(0,8,2))))",
    );
    c(&filter(Layout::new(_6, _1)), "filter(_6:_1)");
    c(
        &filter(Layout::new((5, 4, ((2, 4),)), (_1, _10, ((5, _40),)))),
        "filter((5,4,((2,4))):(_1,_10,((5,_40))))",
    );
    c(&filter(Layout::new(_6, _4)), "filter(_6:_4)");
    c(
        &filter(Layout::new(
            (4, ((1, 7, _1), _8), (5,)),
            (280, ((-1, 40, 40), 5), (_1,)),
        )),
        "filter((4,((1,7,_1),_8),(5)):(280,((-1,40,40),5),(_1)))",
    );
    c(
        &filter(Layout::new(((_2,),), ((1,),))),
        "filter(((_2)):((1)))",
    );
    c(&filter(Layout::new(_2, _1)), "filter(_2:_1)");
    c(&filter(Layout::new(3, 1)), "filter(3:1)");
    c(&filter(Layout::new(_4, 1)), "filter(_4:1)");
    c(&filter(Layout::new(_8, _1)), "filter(_8:_1)");
    c(&filter(Layout::new(_4, _1)), "filter(_4:_1)");
    c(
        &filter(Layout::new(
            (4, ((7, 7, _3), (5,), 5)),
            (
                _1,
                (
                    (4, _28, _196),
                    (s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B1,
                                        >,
                                        B1,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),),
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<UInt<UInt<UTerm, B1>, B0>, B1>,
                                                                B1,
                                                            >,
                                                            B0,
                                                        >,
                                                        B1,
                                                    >,
                                                    B1,
                                                >,
                                                B1,
                                            >,
                                            B1,
                                        >,
                                        B1,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),
            ),
        )),
        "filter((4,((7,7,_3),(5),5)):(_1,((4,_28,_196),(_588),_2940)))",
    );
    c(
        &filter(Layout::new((4, 2, 1), (_1, _4, 8))),
        "filter((4,2,1):(_1,_4,8))",
    );
    c(&filter(Layout::new(4, 1)), "filter(4:1)");
    c(&filter(Layout::new(1, 1)), "filter(1:1)");
    c(&filter(Layout::new(8, _1)), "filter(8:_1)");
    c(
        &filter(Layout::new(
            (((_5, _3), (_7, _2)), (_4, 1, _6)),
            (((1, 5), (_15, 105)), (_210, 840, 840)),
        )),
        "filter((((_5,_3),(_7,_2)),(_4,1,_6)):(((1,5),(_15,105)),(_210,840,840)))",
    );
    c(
        &filter(Layout::new(
            (((_7,),), (1, (3,), (_5, 4, 2)), _8, 4),
            (
                ((1,),),
                (
                    7,
                    (_7,),
                    (
                        _21,
                        _105,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
                s::<
                    PInt<
                        UInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B1>, B0>,
                                            B0,
                                        >,
                                        B1,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                            B0,
                        >,
                    >,
                >(),
                6720,
            ),
        )),
        "filter((((_7)),(1,(3),(_5,4,2)),_8,4):(((1)),(7,(_7),(_21,_105,_420)),_840,6720))",
    );
    c(
        &filter(Layout::new(
            (((2, _2), (_6, _1, _4)),),
            (((_1, _2), (_4, 24, _24)),),
        )),
        "filter((((2,_2),(_6,_1,_4))):(((_1,_2),(_4,24,_24))))",
    );
    c(&filter(Layout::new(2, _1)), "filter(2:_1)");
    c(
        &filter(Layout::new((_2, 2), (_8, _1))),
        "filter((_2,2):(_8,_1))",
    );
}

#[test]
fn cases_011() {
    c(&filter(Layout::new((8,), (_1,))), "filter((8):(_1))");
    c(
        &filter(Layout::new(((_6,),), ((_1,),))),
        "filter(((_6)):((_1)))",
    );
    c(
        &filter(Layout::new(
            ((_8, (4,)), _2, (_2,)),
            ((1, (_8,)), _32, (_64,)),
        )),
        "filter(((_8,(4)),_2,(_2)):((1,(_8)),_32,(_64)))",
    );
    c(&filter(Layout::new(8, _4)), "filter(8:_4)");
    c(&filter(Layout::new(_3, _0)), "filter(_3:_0)");
    c(&filter(Layout::new(_4, _1)), "filter(_4:_1)");
    c(
        &filter(Layout::new(
            (((2,), _2), ((_1,), (3,)), ((5,), 4), _6),
            (((720,), 360), ((360,), (_120,)), ((_24,), _6), _1),
        )),
        "filter((((2),_2),((_1),(3)),((5),4),_6):(((720),360),((360),(_120)),((_24),_6),_1))",
    );
    c(&filter(Layout::new(_2, 12)), "filter(_2:12)");
    c(
        &filter(Layout::new((_4, _6), (_1, 4))),
        "filter((_4,_6):(_1,4))",
    );
    c(&filter(Layout::new(_7, _1)), "filter(_7:_1)");
    c(
        &filter(Layout::new(
            (1, ((_6, _2),), ((_7, 4, _3),)),
            (
                _1,
                ((_1, 6),),
                ((
                    12,
                    84,
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B1>, B0>, B1>,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),),
            ),
        )),
        "filter((1,((_6,_2)),((_7,4,_3))):(_1,((_1,6)),((12,84,_336))))",
    );
    c(&filter(Layout::new(_7, _1)), "filter(_7:_1)");
    c(
        &filter(Layout::new((6, _7, (8,)), (_56, _8, (1,)))),
        "filter((6,_7,(8)):(_56,_8,(1)))",
    );
    c(
        &filter(Layout::new((_6, _6, ((1,),)), (_1, _6, ((36,),)))),
        "filter((_6,_6,((1))):(_1,_6,((36))))",
    );
    c(&filter(Layout::new(_4, _1)), "filter(_4:_1)");
    c(&filter(Layout::new(_5, _1)), "filter(_5:_1)");
    c(
        &filter(Layout::new((_5, ((_2, 2), (5,))), (20, ((10, 5), (_1,))))),
        "filter((_5,((_2,2),(5))):(20,((10,5),(_1))))",
    );
    c(&filter(Layout::new(_1, _16)), "filter(_1:_16)");
    c(&filter(Layout::new(2, 1)), "filter(2:1)");
    c(&filter(Layout::new((_4,), (1,))), "filter((_4):(1))");
    c(&filter(Layout::new(_8, 1)), "filter(_8:1)");
    c(&filter(Layout::new(_7, _1)), "filter(_7:_1)");
    c(
        &filter(Layout::new((_1, ((_2, 1, 1), 2)), (12, ((_3, 0, 3), _2)))),
        "filter((_1,((_2,1,1),2)):(12,((_3,0,3),_2)))",
    );
    c(&filter(Layout::new(4, 3)), "filter(4:3)");
    c(
        &filter(Layout::new(
            (((4, 2),), ((4, _2), (_1, _3, _3)), (_6,)),
            (
                ((_1, _4),),
                ((_8, 32), (_64, _64, _192)),
                (s::<
                    PInt<
                        UInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>, B0>,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                            B0,
                        >,
                    >,
                >(),),
            ),
        )),
        "filter((((4,2)),((4,_2),(_1,_3,_3)),(_6)):(((_1,_4)),((_8,32),(_64,_64,_192)),(_576)))",
    );
    c(
        &filter(Layout::new(
            (((8,),), (6, _3, (_2, _1))),
            (((1,),), (_24, 6, (8, 6))),
        )),
        "filter((((8)),(6,_3,(_2,_1))):(((1)),(_24,6,(8,6))))",
    );
    c(
        &filter(Layout::new(
            (((4,), (2, _2)), ((_7,),)),
            (((_0,), (_32, _4)), ((_0,),)),
        )),
        "filter((((4),(2,_2)),((_7))):(((_0),(_32,_4)),((_0))))",
    );
    c(&filter(Layout::new(6, _1)), "filter(6:_1)");
    c(
        &filter(Layout::new(
            (((6,), (1, _5), (_4, _4, 2)),),
            ((
                (_1,),
                (6, _6),
                (
                    _30,
                    120,
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B1>, B1>, B0>,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),
            ),),
        )),
        "filter((((6),(1,_5),(_4,_4,2))):(((_1),(6,_6),(_30,120,_480))))",
    );
    c(&filter(Layout::new(_5, 1)), "filter(_5:1)");
    c(
        &append(Layout::new(2, _1), Layout::new((_5, _2), (1, _5))),
        "append(2:_1,(_5,_2):(1,_5))",
    );
    c(
        &append(
            Layout::new(((_4,), (7,), 2), ((_24,), (_32,), 4)),
            Layout::new(8, _1),
        ),
        "append(((_4),(7),2):((_24),(_32),4),8:_1)",
    );
    c(
        &append(
            Layout::new(((4,),), ((1,),)),
            Layout::new((4, _5), (_m4, 1)),
        ),
        "append(((4)):((1)),(4,_5):(_-4,1))",
    );
    c(
        &append(Layout::new(_6, _8), Layout::new(4, _8)),
        "append(_6:_8,4:_8)",
    );
    c(
        &append(Layout::new(_7, 2), Layout::new((3, 7), (_1, _3))),
        "append(_7:2,(3,7):(_1,_3))",
    );
    c(
        &append(
            Layout::new(((1, 4, _8),), ((_1, 1, 4),)),
            Layout::new((2, 7), (4, _6)),
        ),
        "append(((1,4,_8)):((_1,1,4)),(2,7):(4,_6))",
    );
    c(
        &append(
            Layout::new(
                (3, (_3, 1, _1), (_2, 8, 6)),
                (_1, (3, _9, 9), (_9, _18, _144)),
            ),
            Layout::new((4,), (2,)),
        ),
        "append((3,(_3,1,_1),(_2,8,6)):(_1,(3,_9,9),(_9,_18,_144)),(4):(2))",
    );
    c(
        &append(Layout::new((4,), (_1,)), Layout::new((_4,), (1,))),
        "append((4):(_1),(_4):(1))",
    );
    c(
        &append(
            Layout::new(((_1,), (_6, _1)), ((6,), (1, 1))),
            Layout::new(_4, 1),
        ),
        "append(((_1),(_6,_1)):((6),(1,1)),_4:1)",
    );
    c(
        &append(Layout::new((5, 8), (-1, _5)), Layout::new((_5,), (1,))),
        "append((5,8):(-1,_5),(_5):(1))",
    );
}

#[test]
fn cases_012() {
    c(
        &append(
            Layout::new(((_2, _3, _1),), ((1, _2, 6),)),
            Layout::new((_5,), (_1,)),
        ),
        "append(((_2,_3,_1)):((1,_2,6)),(_5):(_1))",
    );
    c(
        &append(Layout::new(_4, _1), Layout::new(1, _3)),
        "append(_4:_1,1:_3)",
    );
    c(
        &append(
            Layout::new((_2, _8, (_4, _8)), (_1, 2, (_16, _64))),
            Layout::new((_8,), (_1,)),
        ),
        "append((_2,_8,(_4,_8)):(_1,2,(_16,_64)),(_8):(_1))",
    );
    c(
        &append(Layout::new((_8,), (_1,)), Layout::new((2, _3), (_1, _2))),
        "append((_8):(_1),(2,_3):(_1,_2))",
    );
    c(
        &append(
            Layout::new(((_2, _2), (4, _2, 1), _8), ((4, _128), (_1, 8, _1), _16)),
            Layout::new(1, _1),
        ),
        "append(((_2,_2),(4,_2,1),_8):((4,_128),(_1,8,_1),_16),1:_1)",
    );
    c(
        &append(
            Layout::new(((_4, 4), 1), ((4, _1), _1)),
            Layout::new(_6, _1),
        ),
        "append(((_4,4),1):((4,_1),_1),_6:_1)",
    );
    c(
        &append(
            Layout::new(((7, _1, 6), (1, _2)), ((_1, _1, _7), (_84, _42))),
            Layout::new(2, _1),
        ),
        "append(((7,_1,6),(1,_2)):((_1,_1,_7),(_84,_42)),2:_1)",
    );
    c(
        &append(Layout::new(6, 1), Layout::new((_4, _1), (_4, 2))),
        "append(6:1,(_4,_1):(_4,2))",
    );
    c(
        &append(
            Layout::new(
                ((_4,), (_6, _7, 5), _3),
                (
                    (_1,),
                    (_4, _24, _168),
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),
            ),
            Layout::new((_5, _4), (_1, 5)),
        ),
        "append(((_4),(_6,_7,5),_3):((_1),(_4,_24,_168),_840),(_5,_4):(_1,5))",
    );
    c(
        &append(Layout::new(_4, 1), Layout::new(_5, 0)),
        "append(_4:1,_5:0)",
    );
    c(
        &append(
            Layout::new((2, (5,), (_5,)), (_1, (_2,), (_10,))),
            Layout::new(4, _1),
        ),
        "append((2,(5),(_5)):(_1,(_2),(_10)),4:_1)",
    );
    c(
        &append(
            Layout::new(
                ((_1, 1, _8), (_1, 3, _8), _5),
                ((_0, _4, _3), (12, _8, _32), _16),
            ),
            Layout::new((5, 8), (8, _1)),
        ),
        "append(((_1,1,_8),(_1,3,_8),_5):((_0,_4,_3),(12,_8,_32),_16),(5,8):(8,_1))",
    );
    c(
        &append(Layout::new((1,), (2,)), Layout::new((_4, _4), (_1, 4))),
        "append((1):(2),(_4,_4):(_1,4))",
    );
    c(
        &append(Layout::new(_5, 1), Layout::new((_4,), (_1,))),
        "append(_5:1,(_4):(_1))",
    );
    c(
        &append(Layout::new(((_7, _2),), ((_1, 3),)), Layout::new(_4, _1)),
        "append(((_7,_2)):((_1,3)),_4:_1)",
    );
    c(
        &append(
            Layout::new(((7, 7), (1,), (4,)), ((_28, 4), (196,), (_1,))),
            Layout::new(6, 1),
        ),
        "append(((7,7),(1),(4)):((_28,4),(196),(_1)),6:1)",
    );
    c(
        &append(
            Layout::new((_4, (_1,)), (1, (_1,))),
            Layout::new((_2, _3), (_1, _2)),
        ),
        "append((_4,(_1)):(1,(_1)),(_2,_3):(_1,_2))",
    );
    c(
        &append(Layout::new(_6, _1), Layout::new((8, _4), (4, 1))),
        "append(_6:_1,(8,_4):(4,1))",
    );
    c(
        &append(
            Layout::new(
                ((4, 7), (8,), (_1, 5, _3)),
                (
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B1>, B0>,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B1,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        _120,
                    ),
                    (_15,),
                    (15, _3, 1),
                ),
            ),
            Layout::new((_2, 4), (_1, _2)),
        ),
        "append(((4,7),(8),(_1,5,_3)):((_840,_120),(_15),(15,_3,1)),(_2,4):(_1,_2))",
    );
    c(
        &append(
            Layout::new(((1,), (3,), (_4, 7, _2)), ((_3,), (_4,), (_8, 16, 12))),
            Layout::new((_8, 2), (_1, _8)),
        ),
        "append(((1),(3),(_4,7,_2)):((_3),(_4),(_8,16,12)),(_8,2):(_1,_8))",
    );
    c(
        &append(Layout::new((_3,), (1,)), Layout::new((4,), (_1,))),
        "append((_3):(1),(4):(_1))",
    );
    c(
        &append(Layout::new(_2, _1), Layout::new((_1, _7), (_1, 1))),
        "append(_2:_1,(_1,_7):(_1,1))",
    );
    c(
        &append(
            Layout::new((_1, _2, _1), (_1, _12, 3)),
            Layout::new((_7,), (1,)),
        ),
        "append((_1,_2,_1):(_1,_12,3),(_7):(1))",
    );
    c(
        &append(
            Layout::new(((2, 1), _1), ((16, _6), _24)),
            Layout::new((6,), (_m4,)),
        ),
        "append(((2,1),_1):((16,_6),_24),(6):(_-4))",
    );
    c(
        &append(Layout::new(1, 1), Layout::new((4,), (_1,))),
        "append(1:1,(4):(_1))",
    );
    c(
        &append(Layout::new(_7, _1), Layout::new(_6, 16)),
        "append(_7:_1,_6:16)",
    );
    c(
        &append(Layout::new(_4, _1), Layout::new((_1, _2), (1, _1))),
        "append(_4:_1,(_1,_2):(1,_1))",
    );
    c(
        &append(
            Layout::new((1, (_2, 7, _8)), (_1, (_1, _2, _14))),
            Layout::new(_2, 1),
        ),
        "append((1,(_2,7,_8)):(_1,(_1,_2,_14)),_2:1)",
    );
    c(
        &append(
            Layout::new(
                ((8, 3, 5), (_4, 6, _8), (2, 3)),
                (
                    (
                        960,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<
                                                                            UInt<
                                                                                UInt<UTerm, B1>,
                                                                                B1,
                                                                            >,
                                                                            B1,
                                                                        >,
                                                                        B1,
                                                                    >,
                                                                    B0,
                                                                >,
                                                                B0,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        _192,
                    ),
                    (_6, 23040, _24),
                    (_1, 2),
                ),
            ),
            Layout::new(_1, _1),
        ),
        "append(((8,3,5),(_4,6,_8),(2,3)):((960,_7680,_192),(_6,23040,_24),(_1,2)),_1:_1)",
    );
    c(
        &append(Layout::new(1, _1), Layout::new((4, 1), (_4, 32))),
        "append(1:_1,(4,1):(_4,32))",
    );
    c(
        &append(
            Layout::new(((3, _5, _7), (_7, 5, _1)), ((_24, _0, _6), (_4, _1, _4))),
            Layout::new(8, _8),
        ),
        "append(((3,_5,_7),(_7,5,_1)):((_24,_0,_6),(_4,_1,_4)),8:_8)",
    );
    c(
        &append(
            Layout::new(((3, 6, _1), 5), ((_32, _24, _0), _32)),
            Layout::new((_4, 8), (-2, -4)),
        ),
        "append(((3,6,_1),5):((_32,_24,_0),_32),(_4,8):(-2,-4))",
    );
    c(
        &append(Layout::new(_2, _1), Layout::new(1, _1)),
        "append(_2:_1,1:_1)",
    );
    c(
        &append(
            Layout::new(
                (_2, (2, _1, 1), (7, _1, _7)),
                (3, (_3, _8, 32), (_6, _8, _4)),
            ),
            Layout::new(_8, 1),
        ),
        "append((_2,(2,_1,1),(7,_1,_7)):(3,(_3,_8,32),(_6,_8,_4)),_8:1)",
    );
    c(
        &append(
            Layout::new((_7, (_1, _3), (4, _2)), (1, (_7, 7), (21, _84))),
            Layout::new((_7, 2), (1, 7)),
        ),
        "append((_7,(_1,_3),(4,_2)):(1,(_7,7),(21,_84)),(_7,2):(1,7))",
    );
    c(
        &append(
            Layout::new((_4, (4, _2), _1), (8, (2, _1), _1)),
            Layout::new(_2, 1),
        ),
        "append((_4,(4,_2),_1):(8,(2,_1),_1),_2:1)",
    );
    c(
        &append(
            Layout::new(((_2, _2, 2), (_7,)), ((_28, 14, 7), (_1,))),
            Layout::new((_1, _3), (_3, 1)),
        ),
        "append(((_2,_2,2),(_7)):((_28,14,7),(_1)),(_1,_3):(_3,1))",
    );
    c(
        &append(
            Layout::new((_2, (_6, _1, _4)), (_m1, (_1, _m2, 12))),
            Layout::new((_3,), (16,)),
        ),
        "append((_2,(_6,_1,_4)):(_-1,(_1,_-2,12)),(_3):(16))",
    );
    c(
        &append(Layout::new(4, _1), Layout::new((_8,), (-4,))),
        "append(4:_1,(_8):(-4))",
    );
    c(
        &append(
            Layout::new(((8, 6, 5), (8,), 3), ((_1, _8, 48), (_240,), 1920)),
            Layout::new((_5, _1), (_1, _5)),
        ),
        "append(((8,6,5),(8),3):((_1,_8,48),(_240),1920),(_5,_1):(_1,_5))",
    );
}

#[test]
fn cases_013() {
    c(
        &append(Layout::new(_5, 1), Layout::new((_3, 2), (12, _32))),
        "append(_5:1,(_3,2):(12,_32))",
    );
    c(
        &append(
            Layout::new(((_6,), (_6,)), ((_6,), (_6,))),
            Layout::new(_7, _1),
        ),
        "append(((_6),(_6)):((_6),(_6)),_7:_1)",
    );
    c(
        &append(
            Layout::new(((_2, _7, _2),), ((_1, _2, 14),)),
            Layout::new((_7, 2), (2, _1)),
        ),
        "append(((_2,_7,_2)):((_1,_2,14)),(_7,2):(2,_1))",
    );
    c(
        &append(Layout::new(2, 1), Layout::new(_2, _12)),
        "append(2:1,_2:_12)",
    );
    c(
        &append(
            Layout::new((_1, _6, (_2, 8)), (0, 12, (_4, 6))),
            Layout::new(2, _1),
        ),
        "append((_1,_6,(_2,8)):(0,12,(_4,6)),2:_1)",
    );
    c(
        &append(Layout::new(5, _1), Layout::new(_6, _0)),
        "append(5:_1,_6:_0)",
    );
    c(
        &append(
            Layout::new(((2, _4), 8), ((_32, 8), 1)),
            Layout::new(_7, _1),
        ),
        "append(((2,_4),8):((_32,8),1),_7:_1)",
    );
    c(
        &append(Layout::new((_7, (2,)), (1, (7,))), Layout::new((4,), (_2,))),
        "append((_7,(2)):(1,(7)),(4):(_2))",
    );
    c(
        &append(Layout::new(_4, _1), Layout::new((1, 7), (12, 4))),
        "append(_4:_1,(1,7):(12,4))",
    );
    c(
        &append(Layout::new(_6, 1), Layout::new((_8, _3), (_4, 3))),
        "append(_6:1,(_8,_3):(_4,3))",
    );
    c(
        &prepend(
            Layout::new(((2,), (1, 5)), ((1,), (_2, _2))),
            Layout::new((_5,), (4,)),
        ),
        "prepend(((2),(1,5)):((1),(_2,_2)),(_5):(4))",
    );
    c(
        &prepend(
            Layout::new(
                ((_3, _2), (1,), (6, 8, _1)),
                (
                    (_1, _3),
                    (_6,),
                    (
                        6,
                        36,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
            Layout::new(_4, _1),
        ),
        "prepend(((_3,_2),(1),(6,8,_1)):((_1,_3),(_6),(6,36,_288)),_4:_1)",
    );
    c(
        &prepend(Layout::new((_1,), (3,)), Layout::new((_6, _5), (_16, _16))),
        "prepend((_1):(3),(_6,_5):(_16,_16))",
    );
    c(
        &prepend(
            Layout::new((_8, (4, 1), (4, _4)), (_64, (16, _16), (_4, 1))),
            Layout::new((4,), (1,)),
        ),
        "prepend((_8,(4,1),(4,_4)):(_64,(16,_16),(_4,1)),(4):(1))",
    );
    c(
        &prepend(Layout::new((_1,), (_1,)), Layout::new((2,), (1,))),
        "prepend((_1):(_1),(2):(1))",
    );
    c(
        &prepend(
            Layout::new(((_6, _2, _1), (_4,), (3,)), ((_1, _6, _12), (12,), (_48,))),
            Layout::new((2,), (1,)),
        ),
        "prepend(((_6,_2,_1),(_4),(3)):((_1,_6,_12),(12),(_48)),(2):(1))",
    );
    c(
        &prepend(
            Layout::new(((_2,), (2, 3)), ((1,), (_2, 4))),
            Layout::new((_1,), (_1,)),
        ),
        "prepend(((_2),(2,3)):((1),(_2,4)),(_1):(_1))",
    );
    c(
        &prepend(Layout::new((_2,), (_1,)), Layout::new((_7, _2), (2, 1))),
        "prepend((_2):(_1),(_7,_2):(2,1))",
    );
    c(
        &prepend(Layout::new(_2, 1), Layout::new((_3, _3), (1, _3))),
        "prepend(_2:1,(_3,_3):(1,_3))",
    );
    c(
        &prepend(
            Layout::new(((_3, 5), _4, (1, _1, _5)), ((_1, _3), _75, (_75, 1, 15))),
            Layout::new((_3,), (_1,)),
        ),
        "prepend(((_3,5),_4,(1,_1,_5)):((_1,_3),_75,(_75,1,15)),(_3):(_1))",
    );
    c(
        &prepend(Layout::new(_1, 4), Layout::new(_3, _1)),
        "prepend(_1:4,_3:_1)",
    );
    c(
        &prepend(Layout::new(_6, _1), Layout::new((7,), (1,))),
        "prepend(_6:_1,(7):(1))",
    );
    c(
        &prepend(
            Layout::new(((_2,), (6,)), ((_1,), (_2,))),
            Layout::new(_4, _1),
        ),
        "prepend(((_2),(6)):((_1),(_2)),_4:_1)",
    );
    c(
        &prepend(
            Layout::new(((_3, _4, _6), _8), ((_192, 8, _32), 1)),
            Layout::new(_2, _1),
        ),
        "prepend(((_3,_4,_6),_8):((_192,8,_32),1),_2:_1)",
    );
    c(
        &prepend(Layout::new((_4,), (1,)), Layout::new((_1,), (_1,))),
        "prepend((_4):(1),(_1):(_1))",
    );
    c(
        &prepend(Layout::new((3,), (1,)), Layout::new(8, 1)),
        "prepend((3):(1),8:1)",
    );
    c(
        &prepend(
            Layout::new(
                ((4, _4, _8), (_6,), (_3, 4, _7)),
                (
                    (_1, 4, _16),
                    (_128,),
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B1>, B0>,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        2304,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<
                                                                            UInt<
                                                                                UInt<
                                                                                    UInt<UTerm, B1>,
                                                                                    B0,
                                                                                >,
                                                                                B0,
                                                                            >,
                                                                            B1,
                                                                        >,
                                                                        B0,
                                                                    >,
                                                                    B0,
                                                                >,
                                                                B0,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
            Layout::new(_2, _24),
        ),
        "prepend(((4,_4,_8),(_6),(_3,4,_7)):((_1,4,_16),(_128),(_768,2304,_9216)),_2:_24)",
    );
    c(
        &prepend(Layout::new(2, 1), Layout::new(_4, 1)),
        "prepend(2:1,_4:1)",
    );
    c(
        &prepend(
            Layout::new(((2, _4), (_4,)), ((16, 4), (1,))),
            Layout::new((1,), (_16,)),
        ),
        "prepend(((2,_4),(_4)):((16,4),(1)),(1):(_16))",
    );
    c(
        &prepend(
            Layout::new(((2, _3, 2),), ((3, 2, _0),)),
            Layout::new(_6, _1),
        ),
        "prepend(((2,_3,2)):((3,2,_0)),_6:_1)",
    );
    c(
        &prepend(
            Layout::new(((6, _1, _2), (_8,)), ((_16, _96, 8), (1,))),
            Layout::new(_1, _1),
        ),
        "prepend(((6,_1,_2),(_8)):((_16,_96,8),(1)),_1:_1)",
    );
    c(
        &prepend(
            Layout::new(((6, 5), (1,)), ((_1, _6), (_30,))),
            Layout::new((_4, _4), (_1, _4)),
        ),
        "prepend(((6,5),(1)):((_1,_6),(_30)),(_4,_4):(_1,_4))",
    );
    c(
        &prepend(
            Layout::new((1, (3, 1), (_1, _8, 8)), (1, (_1, _3), (_3, _3, _24))),
            Layout::new((_5,), (_1,)),
        ),
        "prepend((1,(3,1),(_1,_8,8)):(1,(_1,_3),(_3,_3,_24)),(_5):(_1))",
    );
    c(
        &prepend(Layout::new(1, _1), Layout::new((_1,), (1,))),
        "prepend(1:_1,(_1):(1))",
    );
    c(
        &prepend(Layout::new(((4, _7),), ((1, _4),)), Layout::new(2, _8)),
        "prepend(((4,_7)):((1,_4)),2:_8)",
    );
    c(
        &prepend(Layout::new(_2, 0), Layout::new(_1, 1)),
        "prepend(_2:0,_1:1)",
    );
    c(
        &prepend(Layout::new(_8, 1), Layout::new(_4, _1)),
        "prepend(_8:1,_4:_1)",
    );
    c(
        &prepend(
            Layout::new(((1,),), ((_24,),)),
            Layout::new((5, 6), (_6, _1)),
        ),
        "prepend(((1)):((_24)),(5,6):(_6,_1))",
    );
    c(
        &prepend(
            Layout::new(((_5,), (_8, _2), 7), ((_16,), (_2, 1), 80)),
            Layout::new((_5, 7), (_1, _5)),
        ),
        "prepend(((_5),(_8,_2),7):((_16),(_2,1),80),(_5,7):(_1,_5))",
    );
    c(
        &prepend(Layout::new(3, 1), Layout::new(_7, _3)),
        "prepend(3:1,_7:_3)",
    );
}

#[test]
fn cases_014() {
    c(
        &prepend(
            Layout::new(((_1,), _1, (_3, _1, _4)), ((1,), _1, (1, 3, 3))),
            Layout::new(_1, 2),
        ),
        "prepend(((_1),_1,(_3,_1,_4)):((1),_1,(1,3,3)),_1:2)",
    );
    c(
        &prepend(
            Layout::new(((_2, 1, 2),), ((_1, _2, 2),)),
            Layout::new((2,), (_1,)),
        ),
        "prepend(((_2,1,2)):((_1,_2,2)),(2):(_1))",
    );
    c(
        &prepend(Layout::new(((_1, _1),), ((_1, 1),)), Layout::new(6, 1)),
        "prepend(((_1,_1)):((_1,1)),6:1)",
    );
    c(
        &prepend(
            Layout::new((3, (_1, 1, _1)), (_1, (3, 3, _3))),
            Layout::new(_4, _1),
        ),
        "prepend((3,(_1,1,_1)):(_1,(3,3,_3)),_4:_1)",
    );
    c(
        &prepend(
            Layout::new(((_1,), (_1,)), ((_m4,), (_1,))),
            Layout::new((_7, _1), (_1, 1)),
        ),
        "prepend(((_1),(_1)):((_-4),(_1)),(_7,_1):(_1,1))",
    );
    c(
        &prepend(Layout::new(1, _1), Layout::new((_4,), (_1,))),
        "prepend(1:_1,(_4):(_1))",
    );
    c(
        &prepend(Layout::new(_1, _1), Layout::new((7,), (1,))),
        "prepend(_1:_1,(7):(1))",
    );
    c(
        &prepend(
            Layout::new(((2, _5, 4), (_3,)), ((_1, _2, _10), (40,))),
            Layout::new(_3, _3),
        ),
        "prepend(((2,_5,4),(_3)):((_1,_2,_10),(40)),_3:_3)",
    );
    c(
        &prepend(
            Layout::new(((2, _2, 5),), ((1, _10, 2),)),
            Layout::new((_8, 2), (16, _4)),
        ),
        "prepend(((2,_2,5)):((1,_10,2)),(_8,2):(16,_4))",
    );
    c(
        &prepend(Layout::new(_8, 1), Layout::new((_5, 7), (_1, 5))),
        "prepend(_8:1,(_5,7):(_1,5))",
    );
    c(
        &prepend(Layout::new(2, 1), Layout::new((_4,), (12,))),
        "prepend(2:1,(_4):(12))",
    );
    c(
        &prepend(
            Layout::new(((5,), _1, (_2, _7)), ((_7,), _70, (35, 1))),
            Layout::new((_1,), (1,)),
        ),
        "prepend(((5),_1,(_2,_7)):((_7),_70,(35,1)),(_1):(1))",
    );
    c(
        &prepend(Layout::new((_1, _4), (_1, 0)), Layout::new((7,), (1,))),
        "prepend((_1,_4):(_1,0),(7):(1))",
    );
    c(
        &prepend(Layout::new(7, _1), Layout::new(_5, _1)),
        "prepend(7:_1,_5:_1)",
    );
    c(
        &prepend(
            Layout::new(((4, _1), (_2, 6, 8), 1), ((_96, 96), (_48, _8, 1), _1)),
            Layout::new((_4, 1), (2, 12)),
        ),
        "prepend(((4,_1),(_2,6,8),1):((_96,96),(_48,_8,1),_1),(_4,1):(2,12))",
    );
    c(
        &prepend(
            Layout::new(
                ((_3, _1), (_2, 8, _2), (_2, 5)),
                ((1, _3), (3, _6, _48), (96, _192)),
            ),
            Layout::new((_1,), (1,)),
        ),
        "prepend(((_3,_1),(_2,8,_2),(_2,5)):((1,_3),(3,_6,_48),(96,_192)),(_1):(1))",
    );
    c(
        &prepend(
            Layout::new((_6, (_2, _6)), (_1, (32, _8))),
            Layout::new((2,), (_1,)),
        ),
        "prepend((_6,(_2,_6)):(_1,(32,_8)),(2):(_1))",
    );
    c(
        &prepend(
            Layout::new(((_4,), (_6,), 1), ((_0,), (32,), 24)),
            Layout::new(_4, _1),
        ),
        "prepend(((_4),(_6),1):((_0),(32),24),_4:_1)",
    );
    c(
        &prepend(
            Layout::new(((_1, _7), (_6,)), ((1, 1), (7,))),
            Layout::new(6, _1),
        ),
        "prepend(((_1,_7),(_6)):((1,1),(7)),6:_1)",
    );
    c(
        &prepend(Layout::new(((_8,),), ((1,),)), Layout::new(6, 1)),
        "prepend(((_8)):((1)),6:1)",
    );
    c(
        &prepend(Layout::new(_2, _1), Layout::new((_1, _6), (_6, _1))),
        "prepend(_2:_1,(_1,_6):(_6,_1))",
    );
    c(
        &prepend(
            Layout::new(
                (3, (_2, 8, 4), (6, _4, _5)),
                (
                    _1,
                    (
                        60,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<UInt<UTerm, B1>, B0>,
                                                                        B1,
                                                                    >,
                                                                    B1,
                                                                >,
                                                                B0,
                                                            >,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        _15,
                    ),
                    (_120, 720, _3),
                ),
            ),
            Layout::new(_7, _1),
        ),
        "prepend((3,(_2,8,4),(6,_4,_5)):(_1,(60,_2880,_15),(_120,720,_3)),_7:_1)",
    );
    c(
        &prepend(Layout::new(((4, _1),), ((_1, _4),)), Layout::new(_2, _1)),
        "prepend(((4,_1)):((_1,_4)),_2:_1)",
    );
    c(
        &prepend(Layout::new(2, 32), Layout::new((2,), (_16,))),
        "prepend(2:32,(2):(_16))",
    );
    c(
        &prepend(
            Layout::new(((4, _5),), ((_1, 4),)),
            Layout::new((6, 7), (_7, _1)),
        ),
        "prepend(((4,_5)):((_1,4)),(6,7):(_7,_1))",
    );
    c(
        &prepend(Layout::new(_1, _1), Layout::new(7, 8)),
        "prepend(_1:_1,7:8)",
    );
    c(
        &prepend(
            Layout::new(((2,), (7, _8, 3), _3), ((_1,), (_2, 14, _112), 336)),
            Layout::new(4, _2),
        ),
        "prepend(((2),(7,_8,3),_3):((_1),(_2,14,_112),336),4:_2)",
    );
    c(
        &prepend(
            Layout::new((_1, (6, 1, _1), (_6, 1)), (36, (_6, _6, _6), (_1, 1))),
            Layout::new(6, 1),
        ),
        "prepend((_1,(6,1,_1),(_6,1)):(36,(_6,_6,_6),(_1,1)),6:1)",
    );
    c(
        &prepend(Layout::new(_2, 1), Layout::new((1,), (1,))),
        "prepend(_2:1,(1):(1))",
    );
    c(
        &prepend(Layout::new(_5, _1), Layout::new(_8, _1)),
        "prepend(_5:_1,_8:_1)",
    );
    c(
        &select(
            Layout::new(((4,), (4,), _1, _1), ((4,), (16,), _4, _2)),
            (_0,),
        ),
        "select(((4),(4),_1,_1):((4),(16),_4,_2),(0))",
    );
    c(
        &select(Layout::new(((_1, 8),), ((_8, _1),)), (_0, _0)),
        "select(((_1,8)):((_8,_1)),(0,0))",
    );
    c(
        &select(Layout::new(((2, _1),), ((1, 2),)), (_0, _0, _0, _0)),
        "select(((2,_1)):((1,2)),(0,0,0,0))",
    );
    c(
        &select(Layout::new(((_1,), (5, 4, _2)), ((1,), (1, _5, 20))), (_0,)),
        "select(((_1),(5,4,_2)):((1),(1,_5,20)),(0))",
    );
    c(
        &select(Layout::new(((_7,),), ((_16,),)), (_0, _0, _0)),
        "select(((_7)):((_16)),(0,0,0))",
    );
    c(&select(Layout::new(8, _16), (_0,)), "select(8:_16,(0))");
    c(&select(Layout::new(_7, 8), (_0, _0)), "select(_7:8,(0,0))");
    c(
        &select(Layout::new(((_2,),), ((1,),)), (_0,)),
        "select(((_2)):((1)),(0))",
    );
    c(
        &select(
            Layout::new(
                ((_1, _7, _4), (3, 1, _3), (4,)),
                ((_1, 1, _7), (_28, 84, 84), (_252,)),
            ),
            (_1,),
        ),
        "select(((_1,_7,_4),(3,1,_3),(4)):((_1,1,_7),(_28,84,84),(_252)),(1))",
    );
    c(
        &select(Layout::new(4, 1), (_0, _0, _0)),
        "select(4:1,(0,0,0))",
    );
}

#[test]
fn cases_015() {
    c(
        &select(Layout::new((3, _3), (3, _m4)), (_0, _0, _1)),
        "select((3,_3):(3,_-4),(0,0,1))",
    );
    c(
        &select(
            Layout::new(((_5,), (2, 3), _2, _2), ((24,), (1, _2), _12, 6)),
            (_3, _2, _2, _1),
        ),
        "select(((_5),(2,3),_2,_2):((24),(1,_2),_12,6),(3,2,2,1))",
    );
    c(
        &select(
            Layout::new(((4, 7), (_5,), 3, (_1,)), ((1, _4), (28,), _140, (420,))),
            (_1,),
        ),
        "select(((4,7),(_5),3,(_1)):((1,_4),(28),_140,(420)),(1))",
    );
    c(
        &select(Layout::new(_6, _1), (_0, _0, _0, _0)),
        "select(_6:_1,(0,0,0,0))",
    );
    c(&select(Layout::new(_3, _1), (_0,)), "select(_3:_1,(0))");
    c(
        &select(Layout::new((3, (5,)), (1, (_3,))), (_1,)),
        "select((3,(5)):(1,(_3)),(1))",
    );
    c(
        &select(Layout::new(_2, _32), (_0, _0, _0, _0)),
        "select(_2:_32,(0,0,0,0))",
    );
    c(&select(Layout::new(4, _1), (_0, _0)), "select(4:_1,(0,0))");
    c(
        &select(Layout::new(_1, _1), (_0, _0)),
        "select(_1:_1,(0,0))",
    );
    c(
        &select(Layout::new(_3, 1), (_0, _0, _0)),
        "select(_3:1,(0,0,0))",
    );
    c(
        &select(Layout::new(8, -2), (_0, _0, _0)),
        "select(8:-2,(0,0,0))",
    );
    c(
        &select(
            Layout::new(
                ((_7,), 4, (_7,), (_4, _3, _8)),
                (
                    (_1,),
                    _7,
                    (_28,),
                    (
                        _196,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B1>, B0>,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B1,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        2352,
                    ),
                ),
            ),
            (_0, _2, _0, _0),
        ),
        "select(((_7),4,(_7),(_4,_3,_8)):((_1),_7,(_28),(_196,_784,2352)),(0,2,0,0))",
    );
    c(
        &select(
            Layout::new(((_4,), (2, 4, _7)), ((1,), (4, _8, _32))),
            (_0, _0),
        ),
        "select(((_4),(2,4,_7)):((1),(4,_8,_32)),(0,0))",
    );
    c(
        &select(Layout::new((_1,), (_1,)), (_0, _0)),
        "select((_1):(_1),(0,0))",
    );
    c(
        &select(
            Layout::new((_6, (6,), _1), (_1, (_6,), 36)),
            (_1, _2, _2, _1),
        ),
        "select((_6,(6),_1):(_1,(_6),36),(1,2,2,1))",
    );
    c(
        &select(
            Layout::new(
                ((_2, _1), (3, _1, _5), (1, _1), 2),
                ((_24, 8), (_3, _32, 6), (_6, 32), 12),
            ),
            (_3, _2, _3),
        ),
        "select(((_2,_1),(3,_1,_5),(1,_1),2):((_24,8),(_3,_32,6),(_6,32),12),(3,2,3))",
    );
    c(&select(Layout::new(4, _1), (_0, _0)), "select(4:_1,(0,0))");
    c(
        &select(
            Layout::new(
                ((7, 7), (7, _3, _1), _3),
                (
                    (1, 7),
                    (
                        _49,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B1>, B0>,
                                                    B1,
                                                >,
                                                B0,
                                            >,
                                            B1,
                                        >,
                                        B1,
                                    >,
                                    B1,
                                >,
                            >,
                        >(),
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<UInt<UInt<UTerm, B1>, B0>, B0>,
                                                                B0,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B1,
                                >,
                            >,
                        >(),
                    ),
                    1029,
                ),
            ),
            (_2, _2),
        ),
        "select(((7,7),(7,_3,_1),_3):((1,7),(_49,_343,_1029),1029),(2,2))",
    );
    c(
        &select(Layout::new(_4, _1), (_0, _0)),
        "select(_4:_1,(0,0))",
    );
    c(
        &select(Layout::new(((1, _2),), ((_1, _1),)), (_0, _0)),
        "select(((1,_2)):((_1,_1)),(0,0))",
    );
    c(
        &select(
            Layout::new(
                ((3, _8, 2), (_1,), (5, 2)),
                ((_160, _20, _10), (10,), (1, 5)),
            ),
            (_0, _0, _2),
        ),
        "select(((3,_8,2),(_1),(5,2)):((_160,_20,_10),(10),(1,5)),(0,0,2))",
    );
    c(&select(Layout::new(_7, _m1), (_0,)), "select(_7:_-1,(0))");
    c(
        &select(Layout::new(_7, _24), (_0, _0, _0)),
        "select(_7:_24,(0,0,0))",
    );
    c(&select(Layout::new(_4, 1), (_0,)), "select(_4:1,(0))");
    c(
        &select(Layout::new((_5, (4, _4), 1), (8, (_16, 4), _24)), (_2, _0)),
        "select((_5,(4,_4),1):(8,(_16,4),_24),(2,0))",
    );
    c(
        &select(Layout::new(((_7, _2, 1),), ((_1, 7, 14),)), (_0, _0)),
        "select(((_7,_2,1)):((_1,7,14)),(0,0))",
    );
    c(
        &select(
            Layout::new(((2, _1, _4), (_4, _3, _8)), ((_4, 32, 0), (24, 12, _4))),
            (_0, _0, _0),
        ),
        "select(((2,_1,_4),(_4,_3,_8)):((_4,32,0),(24,12,_4)),(0,0,0))",
    );
    c(
        &select(
            Layout::new(((_2, 1, _2), (1, _4, 1)), ((_1, 2, 2), (_4, _4, 16))),
            (_0,),
        ),
        "select(((_2,1,_2),(1,_4,1)):((_1,2,2),(_4,_4,16)),(0))",
    );
    c(
        &select(
            Layout::new(
                ((3,), (_4, 2), (_3, 3), (_2, 8, _3)),
                ((_1,), (_12, _1), (_2, _16), (_8, 3, 4)),
            ),
            (_0, _2, _2),
        ),
        "select(((3),(_4,2),(_3,3),(_2,8,_3)):((_1),(_12,_1),(_2,_16),(_8,3,4)),(0,2,2))",
    );
    c(
        &select(Layout::new(((_3, 1, _3), _2), ((_4, _1, 3), _16)), (_0, _0)),
        "select(((_3,1,_3),_2):((_4,_1,3),_16),(0,0))",
    );
    c(
        &select(
            Layout::new((_5, (2,), _8, 1), (_1, (5,), -4, _80)),
            (_0, _1, _1, _1),
        ),
        "select((_5,(2),_8,1):(_1,(5),-4,_80),(0,1,1,1))",
    );
    c(
        &select(Layout::new(((6, 5, _7), (6,)), ((32, _24, 6), (4,))), (_1,)),
        "select(((6,5,_7),(6)):((32,_24,6),(4)),(1))",
    );
    c(
        &select(
            Layout::new(
                ((7, 2, _8), _5, (_7, 2), _2),
                (
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<UInt<UTerm, B1>, B0>,
                                                                        B0,
                                                                    >,
                                                                    B0,
                                                                >,
                                                                B1,
                                                            >,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<UInt<UInt<UTerm, B1>, B0>, B0>,
                                                                B0,
                                                            >,
                                                            B1,
                                                        >,
                                                        B1,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        _140,
                    ),
                    28,
                    (4, _2),
                    1,
                ),
            ),
            (_3, _0),
        ),
        "select(((7,2,_8),_5,(_7,2),_2):((_2240,_1120,_140),28,(4,_2),1),(3,0))",
    );
    c(
        &select(
            Layout::new(((_2, _5, 8), 5), ((200, 40, 5), 1)),
            (_1, _1, _1),
        ),
        "select(((_2,_5,8),5):((200,40,5),1),(1,1,1))",
    );
    c(
        &select(Layout::new(5, 2), (_0, _0, _0, _0)),
        "select(5:2,(0,0,0,0))",
    );
    c(
        &select(Layout::new(2, _4), (_0, _0, _0, _0)),
        "select(2:_4,(0,0,0,0))",
    );
    c(&select(Layout::new(6, _1), (_0, _0)), "select(6:_1,(0,0))");
    c(
        &select(
            Layout::new(
                (7, _7, 6, (6, _1, 8)),
                (
                    1,
                    _7,
                    _49,
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B1,
                                        >,
                                        B1,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        1764,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<UInt<UInt<UTerm, B1>, B1>, B0>,
                                                                B1,
                                                            >,
                                                            B1,
                                                        >,
                                                        B1,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
            (_3, _3, _3),
        ),
        "select((7,_7,6,(6,_1,8)):(1,_7,_49,(_294,1764,_1764)),(3,3,3))",
    );
    c(
        &select(
            Layout::new(
                (_2, (_7, _8), (_1, 4, _4)),
                (
                    _1,
                    (_2, _14),
                    (
                        _112,
                        _m4,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B1>, B0>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
            (_2, _2, _2),
        ),
        "select((_2,(_7,_8),(_1,4,_4)):(_1,(_2,_14),(_112,_-4,_448)),(2,2,2))",
    );
    c(
        &select(Layout::new((_4, 5), (1, 4)), (_0,)),
        "select((_4,5):(1,4),(0))",
    );
}

#[test]
fn cases_016() {
    c(
        &select(Layout::new(_2, 1), (_0, _0, _0)),
        "select(_2:1,(0,0,0))",
    );
    c(
        &select(Layout::new((8,), (_1,)), (_0, _0, _0, _0)),
        "select((8):(_1),(0,0,0,0))",
    );
    c(
        &select(
            Layout::new(
                ((_6, _7), _6, _6, (_7, _1)),
                (
                    (_1, 6),
                    _42,
                    252,
                    (
                        1512,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<
                                                                            UInt<
                                                                                UInt<
                                                                                    UInt<UTerm, B1>,
                                                                                    B0,
                                                                                >,
                                                                                B1,
                                                                            >,
                                                                            B0,
                                                                        >,
                                                                        B0,
                                                                    >,
                                                                    B1,
                                                                >,
                                                                B0,
                                                            >,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B1,
                                                >,
                                                B1,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
            (_2, _3),
        ),
        "select(((_6,_7),_6,_6,(_7,_1)):((_1,6),_42,252,(1512,_10584)),(2,3))",
    );
    c(
        &select(Layout::new(_4, _1), (_0, _0, _0, _0)),
        "select(_4:_1,(0,0,0,0))",
    );
    c(
        &select(
            Layout::new(((_1, _4), (4, _5), _2), ((1, _1), (4, _16), _80)),
            (_1, _1),
        ),
        "select(((_1,_4),(4,_5),_2):((1,_1),(4,_16),_80),(1,1))",
    );
    c(
        &select(
            Layout::new(((_1,), 3, (_5,), _5), ((_1,), 1, (_3,), 15)),
            (_0, _2, _3),
        ),
        "select(((_1),3,(_5),_5):((_1),1,(_3),15),(0,2,3))",
    );
    c(
        &select(
            Layout::new(
                ((_3, 6), (6, _5, _2), (6,)),
                (
                    (_1, 3),
                    (
                        18,
                        _108,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B0>, B0>,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B1,
                                                >,
                                                B1,
                                            >,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                    (s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B0>, B0>,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B1,
                                                >,
                                                B1,
                                            >,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),),
                ),
            ),
            (_0, _0),
        ),
        "select(((_3,6),(6,_5,_2),(6)):((_1,3),(18,_108,_540),(_1080)),(0,0))",
    );
    c(
        &select(Layout::new(3, _2), (_0, _0, _0)),
        "select(3:_2,(0,0,0))",
    );
    c(
        &select(Layout::new((_7, _7), (7, 1)), (_0, _0)),
        "select((_7,_7):(7,1),(0,0))",
    );
    c(
        &select(
            Layout::new(((_2, _2, _5), (7, 6)), ((_8, 16, 4), (_32, _32))),
            (_1, _1, _1, _1),
        ),
        "select(((_2,_2,_5),(7,6)):((_8,16,4),(_32,_32)),(1,1,1,1))",
    );
    c(
        &select(Layout::new(((_2, 1, _6),), ((_1, _1, _2),)), (_0,)),
        "select(((_2,1,_6)):((_1,_1,_2)),(0))",
    );
    c(
        &select(
            Layout::new(
                ((7, 4, _2), 6, (_1, 2, _4)),
                (
                    (
                        _192,
                        -2,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<UInt<UInt<UTerm, B1>, B0>, B1>,
                                                                B0,
                                                            >,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                    _1,
                    (_1, 96, 24),
                ),
            ),
            (_0, _2, _2),
        ),
        "select(((7,4,_2),6,(_1,2,_4)):((_192,-2,_1344),_1,(_1,96,24)),(0,2,2))",
    );
    c(
        &select(Layout::new((_7, 6, _1), (_24, _3, 24)), (_1,)),
        "select((_7,6,_1):(_24,_3,24),(1))",
    );
    c(
        &select(Layout::new(((1, _4),), ((4, _1),)), (_0,)),
        "select(((1,_4)):((4,_1)),(0))",
    );
    c(
        &select(Layout::new(((1,), _6, _8), ((_1,), _1, 6)), (_2, _1, _2)),
        "select(((1),_6,_8):((_1),_1,6),(2,1,2))",
    );
    c(
        &select(
            Layout::new(((2, _1, _2),), ((_1, _2, 2),)),
            (_0, _0, _0, _0),
        ),
        "select(((2,_1,_2)):((_1,_2,2)),(0,0,0,0))",
    );
    c(
        &select(Layout::new(((_4, _5),), ((1, _4),)), (_0,)),
        "select(((_4,_5)):((1,_4)),(0))",
    );
    c(
        &select(Layout::new(3, _1), (_0, _0, _0)),
        "select(3:_1,(0,0,0))",
    );
    c(
        &select(
            Layout::new(
                (_4, (_5,), (_2, _8, 8), (_2, 1, _4)),
                (16, (8,), (_4, 8, 1), (_0, _0, 8)),
            ),
            (_0, _0),
        ),
        "select((_4,(_5),(_2,_8,8),(_2,1,_4)):(16,(8),(_4,8,1),(_0,_0,8)),(0,0))",
    );
    c(&select(Layout::new(5, 1), (_0, _0)), "select(5:1,(0,0))");
    c(
        &select(Layout::new(_3, _1), (_0, _0, _0, _0)),
        "select(_3:_1,(0,0,0,0))",
    );
    c(
        &select(
            Layout::new(
                ((_4,), (_1, _5), (5, _4, _2)),
                ((_200,), (_200, 40), (_8, 2, _1)),
            ),
            (_2, _2, _0),
        ),
        "select(((_4),(_1,_5),(5,_4,_2)):((_200),(_200,40),(_8,2,_1)),(2,2,0))",
    );
    c(
        &select(
            Layout::new(
                ((2, _7, _5), 1, (_6,), (_6, _8)),
                (
                    (_1, 360, _2),
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<
                                                                            UInt<
                                                                                UInt<
                                                                                    UInt<UTerm, B1>,
                                                                                    B0,
                                                                                >,
                                                                                B0,
                                                                            >,
                                                                            B1,
                                                                        >,
                                                                        B1,
                                                                    >,
                                                                    B1,
                                                                >,
                                                                B0,
                                                            >,
                                                            B1,
                                                        >,
                                                        B1,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                    (_10,),
                    (
                        _60,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<UInt<UTerm, B1>, B0>,
                                                                        B0,
                                                                    >,
                                                                    B1,
                                                                >,
                                                                B1,
                                                            >,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B1,
                                                >,
                                                B1,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
            (_3, _0, _2),
        ),
        "select(((2,_7,_5),1,(_6),(_6,_8)):((_1,360,_2),_20160,(_10),(_60,_2520)),(3,0,2))",
    );
    c(
        &select(
            Layout::new((4, (_2, 4), (2,)), (_2, (_4, 3), (0,))),
            (_0, _2, _1),
        ),
        "select((4,(_2,4),(2)):(_2,(_4,3),(0)),(0,2,1))",
    );
    c(
        &select(
            Layout::new(
                ((_5, _2, 4), (_3, 4, _1), (2,)),
                (
                    (_1, 5, 10),
                    (
                        _40,
                        _120,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B1>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                    (s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B1>, B1>, B0>,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),),
                ),
            ),
            (_2, _0),
        ),
        "select(((_5,_2,4),(_3,4,_1),(2)):((_1,5,10),(_40,_120,_480),(_480)),(2,0))",
    );
    c(
        &select(Layout::new(((8, _1),), ((_1, _1),)), (_0, _0)),
        "select(((8,_1)):((_1,_1)),(0,0))",
    );
    c(
        &select(Layout::new(4, _2), (_0, _0, _0, _0)),
        "select(4:_2,(0,0,0,0))",
    );
    c(&select(Layout::new(4, 1), (_0,)), "select(4:1,(0))");
    c(
        &select(
            Layout::new(((_6, _4), (3,)), ((_m1, 6), (24,))),
            (_1, _0, _0),
        ),
        "select(((_6,_4),(3)):((_-1,6),(24)),(1,0,0))",
    );
    c(
        &select(Layout::new(_3, _1), (_0, _0, _0, _0)),
        "select(_3:_1,(0,0,0,0))",
    );
    c(&take(Layout::new(_2, 12), _0, _1), "take(_2:12,0,1)");
    c(
        &take(Layout::new((1, (_1, 2)), (2, (2, _1))), _0, _2),
        "take((1,(_1,2)):(2,(2,_1)),0,2)",
    );
    c(
        &take(
            Layout::new(((2,), (_7, _4, _2)), ((_4,), (_2, _8, _3))),
            _0,
            _1,
        ),
        "take(((2),(_7,_4,_2)):((_4),(_2,_8,_3)),0,1)",
    );
    c(&take(Layout::new(6, _1), _0, _1), "take(6:_1,0,1)");
    c(
        &take(
            Layout::new(((_1,), (_5, _4, 7)), ((1,), (1, _5, _20))),
            _0,
            _2,
        ),
        "take(((_1),(_5,_4,7)):((1),(1,_5,_20)),0,2)",
    );
    c(
        &take(
            Layout::new(((_1, _4, _1), 3, (2,)), ((_1, 1, _4), 4, (12,))),
            _1,
            _3,
        ),
        "take(((_1,_4,_1),3,(2)):((_1,1,_4),4,(12)),1,3)",
    );
    c(
        &take(Layout::new(((_2,),), ((_8,),)), _0, _1),
        "take(((_2)):((_8)),0,1)",
    );
    c(&take(Layout::new(_8, _1), _0, _1), "take(_8:_1,0,1)");
    c(
        &take(Layout::new((4, (_2,), _4), (_1, (_4,), _8)), _1, _2),
        "take((4,(_2),_4):(_1,(_4),_8),1,2)",
    );
    c(
        &take(
            Layout::new(
                ((4,), (_3,), (4,), (7, 2, 5)),
                ((_32,), (_1,), (8,), (_0, _4, _8)),
            ),
            _2,
            _3,
        ),
        "take(((4),(_3),(4),(7,2,5)):((_32),(_1),(8),(_0,_4,_8)),2,3)",
    );
}

#[test]
fn cases_017() {
    c(&take(Layout::new(_2, _1), _0, _1), "take(_2:_1,0,1)");
    c(
        &take(Layout::new((5, (2,)), (1, (5,))), _1, _2),
        "take((5,(2)):(1,(5)),1,2)",
    );
    c(
        &take(
            Layout::new((_5, (_6, _5), (_1,), (_2,)), (_12, (_2, 32), (-1,), (-2,))),
            _3,
            _4,
        ),
        "take((_5,(_6,_5),(_1),(_2)):(_12,(_2,32),(-1),(-2)),3,4)",
    );
    c(
        &take(Layout::new((_5, (_4,), (4,)), (32, (_1,), (32,))), _0, _3),
        "take((_5,(_4),(4)):(32,(_1),(32)),0,3)",
    );
    c(
        &take(Layout::new(((_7,),), ((_1,),)), _0, _1),
        "take(((_7)):((_1)),0,1)",
    );
    c(
        &take(
            Layout::new(
                ((4, _1), _4, (_3, _2), (_4, _8)),
                ((_32, 32), _128, (_1024, _512), (_1, 4)),
            ),
            _1,
            _4,
        ),
        "take(((4,_1),_4,(_3,_2),(_4,_8)):((_32,32),_128,(_1024,_512),(_1,4)),1,4)",
    );
    c(&take(Layout::new(_4, _24), _0, _1), "take(_4:_24,0,1)");
    c(
        &take(Layout::new((_8,), (1,)), _0, _1),
        "take((_8):(1),0,1)",
    );
    c(
        &take(Layout::new(((5,), 2), ((_0,), _6)), _0, _2),
        "take(((5),2):((_0),_6),0,2)",
    );
    c(
        &take(Layout::new(((_1, _5),), ((_1, _1),)), _0, _1),
        "take(((_1,_5)):((_1,_1)),0,1)",
    );
    c(
        &take(Layout::new((3, _1, (1,)), (_1, _3, (_3,))), _1, _3),
        "take((3,_1,(1)):(_1,_3,(_3)),1,3)",
    );
    c(
        &take(Layout::new(((2,), (_2,)), ((_12,), (_2,))), _0, _1),
        "take(((2),(_2)):((_12),(_2)),0,1)",
    );
    c(&take(Layout::new(_2, 4), _0, _1), "take(_2:4,0,1)");
    c(
        &take(Layout::new(((_3, _1),), ((1, _3),)), _0, _1),
        "take(((_3,_1)):((1,_3)),0,1)",
    );
    c(
        &take(Layout::new((_2,), (1,)), _0, _1),
        "take((_2):(1),0,1)",
    );
    c(
        &take(
            Layout::new((2, (3,), (_5, 3, _2)), (_1, (2,), (6, _30, 90))),
            _0,
            _3,
        ),
        "take((2,(3),(_5,3,_2)):(_1,(2),(6,_30,90)),0,3)",
    );
    c(
        &take(
            Layout::new(((_4, 6, _4), 1, (_2, 1)), ((1, _4, 24), _96, (96, _192))),
            _1,
            _3,
        ),
        "take(((_4,6,_4),1,(_2,1)):((1,_4,24),_96,(96,_192)),1,3)",
    );
    c(
        &take(Layout::new((7, (_5,), _1), (_5, (1,), _1)), _0, _2),
        "take((7,(_5),_1):(_5,(1),_1),0,2)",
    );
    c(
        &take(Layout::new(((_3,),), ((_1,),)), _0, _1),
        "take(((_3)):((_1)),0,1)",
    );
    c(
        &take(
            Layout::new(
                (_4, (5, _4, _5), (_1, 2), 6),
                (_1, (4, _20, _80), (400, 400), 800),
            ),
            _0,
            _1,
        ),
        "take((_4,(5,_4,_5),(_1,2),6):(_1,(4,_20,_80),(400,400),800),0,1)",
    );
    c(
        &take(Layout::new(((5, _4, _2),), ((_4, _0, _3),)), _0, _1),
        "take(((5,_4,_2)):((_4,_0,_3)),0,1)",
    );
    c(&take(Layout::new(_1, 1), _0, _1), "take(_1:1,0,1)");
    c(
        &take(
            Layout::new((_2, 2, (_5, 6, 3), (_7, 5)), (2, _0, (_24, 6, 2), (4, 12))),
            _1,
            _4,
        ),
        "take((_2,2,(_5,6,3),(_7,5)):(2,_0,(_24,6,2),(4,12)),1,4)",
    );
    c(
        &take(Layout::new((_2,), (_1,)), _0, _1),
        "take((_2):(_1),0,1)",
    );
    c(
        &take(
            Layout::new(
                (7, (_6, 4), (4, _6), 5),
                (
                    _180,
                    (1, 5040),
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<UInt<UInt<UTerm, B1>, B0>, B0>,
                                                                B1,
                                                            >,
                                                            B1,
                                                        >,
                                                        B1,
                                                    >,
                                                    B0,
                                                >,
                                                B1,
                                            >,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        30,
                    ),
                    6,
                ),
            ),
            _0,
            _3,
        ),
        "take((7,(_6,4),(4,_6),5):(_180,(1,5040),(_1260,30),6),0,3)",
    );
    c(&take(Layout::new(_5, _1), _0, _1), "take(_5:_1,0,1)");
    c(
        &take(Layout::new((_4, (_7,)), (_3, (_2,))), _1, _2),
        "take((_4,(_7)):(_3,(_2)),1,2)",
    );
    c(
        &take(
            Layout::new(
                ((_3, 6), _1, (_2, 1), (_8, _3)),
                (
                    (1, _3),
                    _18,
                    (_18, _36),
                    (
                        _36,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
            _1,
            _2,
        ),
        "take(((_3,6),_1,(_2,1),(_8,_3)):((1,_3),_18,(_18,_36),(_36,_288)),1,2)",
    );
    c(
        &take(Layout::new(((1,), (8,), _5), ((2,), (_2,), 2)), _1, _3),
        "take(((1),(8),_5):((2),(_2),2),1,3)",
    );
    c(&take(Layout::new(5, _1), _0, _1), "take(5:_1,0,1)");
    c(
        &take(Layout::new((_2,), (_1,)), _0, _1),
        "take((_2):(_1),0,1)",
    );
    c(&take(Layout::new(_4, _1), _0, _1), "take(_4:_1,0,1)");
    c(
        &take(
            Layout::new(
                (_8, (7, 4, 1), (_4,)),
                (
                    _112,
                    (
                        _16,
                        _4,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B1>, B1>,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                    (_1,),
                ),
            ),
            _2,
            _3,
        ),
        "take((_8,(7,4,1),(_4)):(_112,(_16,_4,_896),(_1)),2,3)",
    );
    c(
        &take(
            Layout::new(
                ((2,), (1, _1, _7), (_7, 4, _2)),
                (
                    (_1,),
                    (_2, 2, _2),
                    (
                        14,
                        _98,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B0>,
                                                    B0,
                                                >,
                                                B1,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
            _0,
            _2,
        ),
        "take(((2),(1,_1,_7),(_7,4,_2)):((_1),(_2,2,_2),(14,_98,_392)),0,2)",
    );
    c(&take(Layout::new(_3, _0), _0, _1), "take(_3:_0,0,1)");
    c(&take(Layout::new(_8, _1), _0, _1), "take(_8:_1,0,1)");
    c(&take(Layout::new((1,), (4,)), _0, _1), "take((1):(4),0,1)");
    c(
        &take(Layout::new((7, (_7,), (_2,)), (1, (_7,), (_49,))), _1, _2),
        "take((7,(_7),(_2)):(1,(_7),(_49)),1,2)",
    );
    c(
        &take(
            Layout::new(
                ((4, _5, _2), (_4, 8, _2), (_4,), _6),
                (
                    (_1, 4, _20),
                    (40, _160, 1280),
                    (2560,),
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<
                                                                            UInt<
                                                                                UInt<UTerm, B1>,
                                                                                B0,
                                                                            >,
                                                                            B1,
                                                                        >,
                                                                        B0,
                                                                    >,
                                                                    B0,
                                                                >,
                                                                B0,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),
            ),
            _2,
            _4,
        ),
        "take(((4,_5,_2),(_4,8,_2),(_4),_6):((_1,4,_20),(40,_160,1280),(2560),_10240),2,4)",
    );
    c(&take(Layout::new(_2, _3), _0, _1), "take(_2:_3,0,1)");
}

#[test]
fn cases_018() {
    c(
        &take(Layout::new(((_2, 4, _1),), ((_1, _2, _8),)), _0, _1),
        "take(((_2,4,_1)):((_1,_2,_8)),0,1)",
    );
    c(&take(Layout::new(2, 1), _0, _1), "take(2:1,0,1)");
    c(
        &take(
            Layout::new(
                ((2, _1, _3), (_8, 3), (_1,)),
                ((_1, 2, _2), (6, _48), (_144,)),
            ),
            _2,
            _3,
        ),
        "take(((2,_1,_3),(_8,3),(_1)):((_1,2,_2),(6,_48),(_144)),2,3)",
    );
    c(&take(Layout::new(_1, _1), _0, _1), "take(_1:_1,0,1)");
    c(
        &take(
            Layout::new((6, 2, (2, _5, _2)), (6, _2, (_32, 0, _8))),
            _2,
            _3,
        ),
        "take((6,2,(2,_5,_2)):(6,_2,(_32,0,_8)),2,3)",
    );
    c(&take(Layout::new(1, 1), _0, _1), "take(1:1,0,1)");
    c(
        &take(
            Layout::new(
                ((2, 4), (1, _2, _1), (_6, _6, 3)),
                (
                    (1, 2),
                    (_8, 8, _16),
                    (
                        16,
                        _96,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B0>, B0>,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
            _0,
            _2,
        ),
        "take(((2,4),(1,_2,_1),(_6,_6,3)):((1,2),(_8,8,_16),(16,_96,_576)),0,2)",
    );
    c(&take(Layout::new(_6, 32), _0, _1), "take(_6:32,0,1)");
    c(&take(Layout::new(_5, _1), _0, _1), "take(_5:_1,0,1)");
    c(
        &take(
            Layout::new((_1, (4,), (6, _4, _1), _5), (_1, (_1,), (4, _24, _96), _96)),
            _1,
            _2,
        ),
        "take((_1,(4),(6,_4,_1),_5):(_1,(_1),(4,_24,_96),_96),1,2)",
    );
    c(&take(Layout::new(_3, _24), _0, _1), "take(_3:_24,0,1)");
    c(
        &take(
            Layout::new(
                ((_3, 5, _2), (7, _3, _7), _3),
                (
                    (_210, 42, _21),
                    (
                        _3,
                        _1,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B0>, B0>,
                                                            B1,
                                                        >,
                                                        B1,
                                                    >,
                                                    B1,
                                                >,
                                                B0,
                                            >,
                                            B1,
                                        >,
                                        B1,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<UInt<UTerm, B1>, B0>,
                                                                        B0,
                                                                    >,
                                                                    B0,
                                                                >,
                                                                B1,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B1,
                                                >,
                                                B1,
                                            >,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B1,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),
            ),
            _0,
            _1,
        ),
        "take(((_3,5,_2),(7,_3,_7),_3):((_210,42,_21),(_3,_1,_630),_4410),0,1)",
    );
    c(
        &take(Layout::new(((_8,), (_8,)), ((8,), (1,))), _1, _2),
        "take(((_8),(_8)):((8),(1)),1,2)",
    );
    c(&take(Layout::new(_3, 4), _0, _1), "take(_3:4,0,1)");
    c(
        &take(Layout::new(((1,),), ((_1,),)), _0, _1),
        "take(((1)):((_1)),0,1)",
    );
    c(&take(Layout::new(4, _1), _0, _1), "take(4:_1,0,1)");
    c(
        &take(Layout::new((_2, (_4,)), (_1, (2,))), _0, _1),
        "take((_2,(_4)):(_1,(2)),0,1)",
    );
    c(&take(Layout::new((6,), (1,)), _0, _1), "take((6):(1),0,1)");
    c(&take(Layout::new((2,), (1,)), _0, _1), "take((2):(1),0,1)");
    c(
        &take(
            Layout::new(((_4,), (1, _8, _1)), ((_12,), (_8, _24, _24))),
            _1,
            _2,
        ),
        "take(((_4),(1,_8,_1)):((_12),(_8,_24,_24)),1,2)",
    );
    c(
        &take(Layout::new(((2, _1), 6), ((_4, _8), 1)), _1, _2),
        "take(((2,_1),6):((_4,_8),1),1,2)",
    );
    c(
        &take(
            Layout::new(
                ((7, _1), (_3,), (8,), (_4, _6, 6)),
                (
                    (
                        144,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<
                                                                            UInt<
                                                                                UInt<
                                                                                    UInt<
                                                                                        UInt<
                                                                                            UTerm,
                                                                                            B1,
                                                                                        >,
                                                                                        B0,
                                                                                    >,
                                                                                    B1,
                                                                                >,
                                                                                B1,
                                                                            >,
                                                                            B1,
                                                                        >,
                                                                        B1,
                                                                    >,
                                                                    B0,
                                                                >,
                                                                B1,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                    (_48,),
                    (_6,),
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<
                                                                            UInt<
                                                                                UInt<UTerm, B1>,
                                                                                B0,
                                                                            >,
                                                                            B1,
                                                                        >,
                                                                        B1,
                                                                    >,
                                                                    B1,
                                                                >,
                                                                B1,
                                                            >,
                                                            B0,
                                                        >,
                                                        B1,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        _1,
                        1008,
                    ),
                ),
            ),
            _3,
            _4,
        ),
        "take(((7,_1),(_3),(8),(_4,_6,6)):((144,_24192),(_48),(_6),(_6048,_1,1008)),3,4)",
    );
    c(
        &take(Layout::new((_5,), (6,)), _0, _1),
        "take((_5):(6),0,1)",
    );
    c(
        &take(Layout::new(((_5, _1),), ((_1, 5),)), _0, _1),
        "take(((_5,_1)):((_1,5)),0,1)",
    );
    c(
        &take(Layout::new(((8,), _5), ((_6,), _16)), _1, _2),
        "take(((8),_5):((_6),_16),1,2)",
    );
    c(
        &take(Layout::new((_4, (_4, _3)), (1, (_4, _16))), _0, _1),
        "take((_4,(_4,_3)):(1,(_4,_16)),0,1)",
    );
    c(
        &take(Layout::new(((_4, 5, _3),), ((1, 4, _20),)), _0, _1),
        "take(((_4,5,_3)):((1,4,_20)),0,1)",
    );
    c(
        &take(Layout::new((_7, (_1, _8)), (1, (_7, 7))), _0, _2),
        "take((_7,(_1,_8)):(1,(_7,7)),0,2)",
    );
    c(
        &take(
            Layout::new(
                ((_5, 2, 8), (2, _6), _4, _6),
                (
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<
                                                                            UInt<
                                                                                UInt<UTerm, B1>,
                                                                                B0,
                                                                            >,
                                                                            B0,
                                                                        >,
                                                                        B1,
                                                                    >,
                                                                    B0,
                                                                >,
                                                                B0,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<UInt<UTerm, B1>, B0>,
                                                                        B0,
                                                                    >,
                                                                    B1,
                                                                >,
                                                                B0,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                    (_144, 24),
                    6,
                    _1,
                ),
            ),
            _2,
            _3,
        ),
        "take(((_5,2,8),(2,_6),_4,_6):((_4608,_2304,_288),(_144,24),6,_1),2,3)",
    );
    c(
        &take(
            Layout::new(((_1, 2), (_5,), (_5,)), ((_8, 16), (24,), (_1,))),
            _1,
            _3,
        ),
        "take(((_1,2),(_5),(_5)):((_8,16),(24),(_1)),1,3)",
    );
    c(&group(Layout::new(4, _1), _0, _0), "group(4:_1,0,0)");
    c(
        &group(
            Layout::new(
                ((6, _5), (4, 8), (1,), (5, _7, _4)),
                (
                    (1, 6),
                    (30, _120),
                    (s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B1>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),),
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B1>, B1>,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<
                                                                            UInt<
                                                                                UInt<UTerm, B1>,
                                                                                B0,
                                                                            >,
                                                                            B0,
                                                                        >,
                                                                        B1,
                                                                    >,
                                                                    B0,
                                                                >,
                                                                B1,
                                                            >,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        33600,
                    ),
                ),
            ),
            _2,
            _4,
        ),
        "group(((6,_5),(4,8),(1),(5,_7,_4)):((1,6),(30,_120),(_960),(_960,_4800,33600)),2,4)",
    );
    c(
        &group(
            Layout::new(((_1, 7, _1), (_3, _6)), ((_1, _32, 3), (_2, 4))),
            _1,
            _1,
        ),
        "group(((_1,7,_1),(_3,_6)):((_1,_32,3),(_2,4)),1,1)",
    );
    c(&group(Layout::new(4, _1), _0, _1), "group(4:_1,0,1)");
    c(
        &group(
            Layout::new((_6, (1, _4, 1), _2, _4), (8, (_4, 48, 4), 4, 1)),
            _4,
            _4,
        ),
        "group((_6,(1,_4,1),_2,_4):(8,(_4,48,4),4,1),4,4)",
    );
    c(
        &group(
            Layout::new(
                ((2,), (_6, _7, 8), (2,), _2),
                ((_4,), (_16, 2, _3), (_4,), 16),
            ),
            _4,
            _4,
        ),
        "group(((2),(_6,_7,8),(2),_2):((_4),(_16,2,_3),(_4),16),4,4)",
    );
    c(
        &group(Layout::new(((_5,),), ((_8,),)), _1, _1),
        "group(((_5)):((_8)),1,1)",
    );
    c(&group(Layout::new(_8, _1), _1, _1), "group(_8:_1,1,1)");
    c(
        &group(
            Layout::new(((_5, _2, _2), _4, _2, 3), ((1, 5, 10), 20, 80, _160)),
            _0,
            _0,
        ),
        "group(((_5,_2,_2),_4,_2,3):((1,5,10),20,80,_160),0,0)",
    );
    c(&group(Layout::new(_1, _24), _1, _1), "group(_1:_24,1,1)");
}

#[test]
fn cases_019() {
    c(
        &group(Layout::new(((_5,), _8, _4), ((_1,), _5, _40)), _0, _3),
        "group(((_5),_8,_4):((_1),_5,_40),0,3)",
    );
    c(
        &group(Layout::new(((_8, 1, 2),), ((_1, _8, _8),)), _1, _1),
        "group(((_8,1,2)):((_1,_8,_8)),1,1)",
    );
    c(&group(Layout::new(_4, _1), _0, _0), "group(_4:_1,0,0)");
    c(&group(Layout::new(_1, _1), _1, _1), "group(_1:_1,1,1)");
    c(
        &group(
            Layout::new(
                ((7, 1, 5), (_8,), (_4,), 2),
                (
                    (
                        320,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B1>, B0>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        64,
                    ),
                    (_8,),
                    (2,),
                    1,
                ),
            ),
            _4,
            _4,
        ),
        "group(((7,1,5),(_8),(_4),2):((320,_320,64),(_8),(2),1),4,4)",
    );
    c(
        &group(
            Layout::new(((_8, 1, 5), (_2,), _5), ((_12, _8, _12), (6,), _12)),
            _3,
            _3,
        ),
        "group(((_8,1,5),(_2),_5):((_12,_8,_12),(6),_12),3,3)",
    );
    c(
        &group(Layout::new(((_6,),), ((_6,),)), _0, _1),
        "group(((_6)):((_6)),0,1)",
    );
    c(&group(Layout::new(_6, _1), _1, _1), "group(_6:_1,1,1)");
    c(
        &group(
            Layout::new((8, (3,), (_2, 5), _4), (_0, (2,), (32, _3), _3)),
            _2,
            _2,
        ),
        "group((8,(3),(_2,5),_4):(_0,(2),(32,_3),_3),2,2)",
    );
    c(
        &group(
            Layout::new(
                (_5, (_2,), (1, _7, 6), (_3,)),
                (_16, (_6,), (2, _8, 4), (8,)),
            ),
            _2,
            _3,
        ),
        "group((_5,(_2),(1,_7,6),(_3)):(_16,(_6),(2,_8,4),(8)),2,3)",
    );
    c(&group(Layout::new(_7, 1), _1, _1), "group(_7:1,1,1)");
    c(
        &group(
            Layout::new(((4, _3), (_3,), _1, (4,)), ((_1, _4), (_12,), 36, (36,))),
            _4,
            _4,
        ),
        "group(((4,_3),(_3),_1,(4)):((_1,_4),(_12),36,(36)),4,4)",
    );
    c(&group(Layout::new(_2, _1), _1, _1), "group(_2:_1,1,1)");
    c(&group(Layout::new(6, _1), _0, _1), "group(6:_1,0,1)");
    c(
        &group(
            Layout::new(((4, _4), (2, 2)), ((_1, _4), (_16, _32))),
            _0,
            _0,
        ),
        "group(((4,_4),(2,2)):((_1,_4),(_16,_32)),0,0)",
    );
    c(
        &group(Layout::new(((2, _1), 5), ((5, _10), 1)), _1, _2),
        "group(((2,_1),5):((5,_10),1),1,2)",
    );
    c(
        &group(Layout::new(((6, _6),), ((6, _1),)), _0, _1),
        "group(((6,_6)):((6,_1)),0,1)",
    );
    c(&group(Layout::new(_4, 1), _1, _1), "group(_4:1,1,1)");
    c(
        &group(Layout::new((3, _6), (1, _3)), _2, _2),
        "group((3,_6):(1,_3),2,2)",
    );
    c(&group(Layout::new(_4, _32), _1, _1), "group(_4:_32,1,1)");
    c(
        &group(Layout::new((_1, (5,), _5), (_m1, (_1,), -4)), _3, _3),
        "group((_1,(5),_5):(_-1,(_1),-4),3,3)",
    );
    c(&group(Layout::new(_1, 1), _0, _0), "group(_1:1,0,0)");
    c(
        &group(
            Layout::new(((_1, _2, _5), (_4,), 2), ((_4, _20, _4), (_1,), -4)),
            _2,
            _2,
        ),
        "group(((_1,_2,_5),(_4),2):((_4,_20,_4),(_1),-4),2,2)",
    );
    c(
        &group(Layout::new(((_1, _3, _3),), ((_1, _1, 3),)), _0, _0),
        "group(((_1,_3,_3)):((_1,_1,3)),0,0)",
    );
    c(&group(Layout::new(_4, 2), _1, _1), "group(_4:2,1,1)");
    c(
        &group(
            Layout::new(
                ((_1, _4, _2), _4, 1, (_6, _1)),
                ((-1, _16, _32), 4, _0, (_16, -1)),
            ),
            _2,
            _4,
        ),
        "group(((_1,_4,_2),_4,1,(_6,_1)):((-1,_16,_32),4,_0,(_16,-1)),2,4)",
    );
    c(&group(Layout::new(4, 1), _1, _1), "group(4:1,1,1)");
    c(&group(Layout::new(1, _1), _0, _0), "group(1:_1,0,0)");
    c(
        &group(
            Layout::new(
                ((7,), 6, (_2, 6, 8), 8),
                (
                    (s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<UInt<UInt<UTerm, B1>, B0>, B0>,
                                                                B1,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),),
                    48,
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<
                                                                            UInt<
                                                                                UInt<
                                                                                    UInt<UTerm, B1>,
                                                                                    B1,
                                                                                >,
                                                                                B1,
                                                                            >,
                                                                            B1,
                                                                        >,
                                                                        B1,
                                                                    >,
                                                                    B1,
                                                                >,
                                                                B0,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        _1,
                        _6,
                    ),
                    288,
                ),
            ),
            _2,
            _2,
        ),
        "group(((7),6,(_2,6,8),8):((_2304),48,(_16128,_1,_6),288),2,2)",
    );
    c(&group(Layout::new(_8, _1), _0, _1), "group(_8:_1,0,1)");
    c(
        &group(Layout::new((_5,), (_1,)), _1, _1),
        "group((_5):(_1),1,1)",
    );
    c(
        &group(Layout::new((_3,), (_1,)), _0, _1),
        "group((_3):(_1),0,1)",
    );
    c(
        &group(
            Layout::new(
                ((_2, 8, _7), (_4,), (_1,)),
                (
                    (1, _2, _16),
                    (_112,),
                    (s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B1>, B0>, B0>,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),),
                ),
            ),
            _1,
            _2,
        ),
        "group(((_2,8,_7),(_4),(_1)):((1,_2,_16),(_112),(_448)),1,2)",
    );
    c(
        &group(
            Layout::new(((1, _3, _5), (_1,)), ((0, _24, 4), (_3,))),
            _0,
            _1,
        ),
        "group(((1,_3,_5),(_1)):((0,_24,4),(_3)),0,1)",
    );
    c(
        &group(
            Layout::new(
                ((4, _5, 5), (1, _2, _7), _4),
                ((_1, _4, _20), (_100, 100, 200), 1400),
            ),
            _1,
            _1,
        ),
        "group(((4,_5,5),(1,_2,_7),_4):((_1,_4,_20),(_100,100,200),1400),1,1)",
    );
    c(
        &group(
            Layout::new(
                ((_3, 7), (4, 2), (_1, 8, _3)),
                ((_1, _3), (21, _84), (168, 168, 1344)),
            ),
            _1,
            _3,
        ),
        "group(((_3,7),(4,2),(_1,8,_3)):((_1,_3),(21,_84),(168,168,1344)),1,3)",
    );
    c(
        &group(Layout::new(((_5, _5, 6),), ((_30, _6, 1),)), _0, _0),
        "group(((_5,_5,6)):((_30,_6,1)),0,0)",
    );
    c(
        &group(Layout::new((6, _6, (_1, 2)), (_12, _2, (_2, _1))), _2, _3),
        "group((6,_6,(_1,2)):(_12,_2,(_2,_1)),2,3)",
    );
    c(&group(Layout::new(_4, _2), _1, _1), "group(_4:_2,1,1)");
    c(
        &group(Layout::new(((_6, _4),), ((_3, _2),)), _1, _1),
        "group(((_6,_4)):((_3,_2)),1,1)",
    );
}

#[test]
fn cases_020() {
    c(
        &group(Layout::new(((_4,),), ((3,),)), _1, _1),
        "group(((_4)):((3)),1,1)",
    );
    c(&group(Layout::new(_5, 3), _1, _1), "group(_5:3,1,1)");
    c(&group(Layout::new(_6, _1), _0, _1), "group(_6:_1,0,1)");
    c(&group(Layout::new(8, _1), _1, _1), "group(8:_1,1,1)");
    c(
        &group(Layout::new((_2, (_7, 5)), (1, (2, _14))), _2, _2),
        "group((_2,(_7,5)):(1,(2,_14)),2,2)",
    );
    c(&group(Layout::new(_2, _1), _0, _1), "group(_2:_1,0,1)");
    c(
        &group(
            Layout::new(((_3, 1), 2, (_7, _1, _1)), ((_16, _16), 1, (32, _24, _3))),
            _0,
            _3,
        ),
        "group(((_3,1),2,(_7,_1,_1)):((_16,_16),1,(32,_24,_3)),0,3)",
    );
    c(&group(Layout::new(_2, _6), _0, _1), "group(_2:_6,0,1)");
    c(
        &group(
            Layout::new(((_6, 2), 8, (_4, _1), _1), ((-2, _m1), _8, (_m1, 8), _1)),
            _0,
            _3,
        ),
        "group(((_6,2),8,(_4,_1),_1):((-2,_-1),_8,(_-1,8),_1),0,3)",
    );
    c(&group(Layout::new(4, _1), _0, _0), "group(4:_1,0,0)");
    c(
        &group(
            Layout::new(
                ((8, _8), _3, 4, 2),
                (
                    (_1, 8),
                    64,
                    192,
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B0>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),
            ),
            _4,
            _4,
        ),
        "group(((8,_8),_3,4,2):((_1,8),64,192,_768),4,4)",
    );
    c(&group(Layout::new(_6, _1), _0, _1), "group(_6:_1,0,1)");
    c(&group(Layout::new(((4, _3, 4), (_5, _6), (8, 4, _8)), ((_m4, s::<PInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B1>, B1>, B0>, B0>, B0>, B0>, B0>, B0>, B0>, B0>, B0>, B0>, B0>, B0>, B0>>>(), s::<PInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B1>, B1>, B0>, B0>, B0>, B0>, B0>, B0>, B0>, B0>, B0>>>()), (384, -2), (-1, 1920, _m1))), _0, _0), "group(((4,_3,4),(_5,_6),(8,4,_8)):((_-4,_122880,_7680),(384,-2),(-1,1920,_-1)),0,0)");
    c(
        &group(
            Layout::new(
                ((_7, _6, _1), (_7, 3), (_4, 1)),
                (
                    (_1, _m4, 42),
                    (
                        42,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B1,
                                        >,
                                        B1,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B1>, B0>,
                                                            B1,
                                                        >,
                                                        B1,
                                                    >,
                                                    B1,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B1,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        3528,
                    ),
                ),
            ),
            _3,
            _3,
        ),
        "group(((_7,_6,_1),(_7,3),(_4,1)):((_1,_-4,42),(42,_294),(_882,3528)),3,3)",
    );
    c(&group(Layout::new(4, 1), _0, _0), "group(4:1,0,0)");
    c(
        &group(Layout::new((8, (_4, _5, 5)), (100, (_25, 5, _1))), _0, _1),
        "group((8,(_4,_5,5)):(100,(_25,5,_1)),0,1)",
    );
    c(
        &group(
            Layout::new(((_2, 1), _4, (_5, 1, 4)), ((_1, 2), 2, (8, _40, _40))),
            _0,
            _2,
        ),
        "group(((_2,1),_4,(_5,1,4)):((_1,2),2,(8,_40,_40)),0,2)",
    );
    c(&group(Layout::new(_7, _1), _1, _1), "group(_7:_1,1,1)");
    c(
        &group(
            Layout::new((_7, (_1, 6, _4), 4, _2), (_4, (8, _8, 1), _8, _3)),
            _1,
            _3,
        ),
        "group((_7,(_1,6,_4),4,_2):(_4,(8,_8,1),_8,_3),1,3)",
    );
    c(&group(Layout::new(_3, _4), _0, _0), "group(_3:_4,0,0)");
    c(&group(Layout::new(_8, 1), _0, _1), "group(_8:1,0,1)");
    c(
        &group(
            Layout::new(
                ((_7, 1, 6), (_2,), (_5, _4, 8)),
                (
                    (
                        _30,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        1,
                    ),
                    (_210,),
                    (
                        _6,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        1680,
                    ),
                ),
            ),
            _0,
            _3,
        ),
        "group(((_7,1,6),(_2),(_5,_4,8)):((_30,_420,1),(_210),(_6,_420,1680)),0,3)",
    );
    c(
        &group(Layout::new(((_8, _7, _7),), ((_49, 1, _7),)), _1, _1),
        "group(((_8,_7,_7)):((_49,1,_7)),1,1)",
    );
    c(
        &group(
            Layout::new(
                ((_6, 2), (_3, _8, _2), _6),
                (
                    (_1, _6),
                    (
                        _12,
                        36,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),
            ),
            _3,
            _3,
        ),
        "group(((_6,2),(_3,_8,_2),_6):((_1,_6),(_12,36,_288),_576),3,3)",
    );
    c(
        &group(Layout::new((_1, 4, (6, 5)), (1, _1, (4, _24))), _2, _2),
        "group((_1,4,(6,5)):(1,_1,(4,_24)),2,2)",
    );
    c(
        &group(Layout::new(((_7, 6), 5, _4), ((_120, 20), 4, _1)), _2, _3),
        "group(((_7,6),5,_4):((_120,20),4,_1),2,3)",
    );
    c(&group(Layout::new(5, _1), _1, _1), "group(5:_1,1,1)");
    c(&group(Layout::new(_7, _1), _0, _1), "group(_7:_1,0,1)");
    c(&group(Layout::new(_5, _1), _0, _0), "group(_5:_1,0,0)");
    c(&group(Layout::new(_6, _2), _0, _0), "group(_6:_2,0,0)");
    c(&flatten_layout(Layout::new(_4, _1)), "flatten(_4:_1)");
    c(&flatten_layout(Layout::new(_4, _1)), "flatten(_4:_1)");
    c(
        &flatten_layout(Layout::new((2, _2), (_8, 24))),
        "flatten((2,_2):(_8,24))",
    );
    c(&flatten_layout(Layout::new(4, _1)), "flatten(4:_1)");
    c(&flatten_layout(Layout::new(_4, 8)), "flatten(_4:8)");
    c(
        &flatten_layout(Layout::new(
            ((_2, (_1, 8)), ((6, 4), _2)),
            ((32, (_8, _1)), ((_m2, 8), 64)),
        )),
        "flatten(((_2,(_1,8)),((6,4),_2)):((32,(_8,_1)),((_-2,8),64)))",
    );
    c(&flatten_layout(Layout::new(2, _1)), "flatten(2:_1)");
    c(&flatten_layout(Layout::new(_1, _1)), "flatten(_1:_1)");
    c(
        &flatten_layout(Layout::new((_2, 5), (1, 2))),
        "flatten((_2,5):(1,2))",
    );
    c(&flatten_layout(Layout::new(_1, 1)), "flatten(_1:1)");
}

#[test]
fn cases_021() {
    c(&flatten_layout(Layout::new(6, _1)), "flatten(6:_1)");
    c(&flatten_layout(Layout::new(_8, 3)), "flatten(_8:3)");
    c(&flatten_layout(Layout::new((5,), (1,))), "flatten((5):(1))");
    c(&flatten_layout(Layout::new(_6, _1)), "flatten(_6:_1)");
    c(
        &flatten_layout(Layout::new((((1, _7),), _2), (((_1, _1),), _7))),
        "flatten((((1,_7)),_2):(((_1,_1)),_7))",
    );
    c(&flatten_layout(Layout::new(3, _1)), "flatten(3:_1)");
    c(
        &flatten_layout(Layout::new(
            (((_1, 1), (3,), (2,)), 7, (_5, (_4, 4))),
            (((3360, 3360), (1120,), (560,)), 80, (16, (_4, _1))),
        )),
        "flatten((((_1,1),(3),(2)),7,(_5,(_4,4))):(((3360,3360),(1120),(560)),80,(16,(_4,_1))))",
    );
    c(
        &flatten_layout(Layout::new((4, _6), (1, _4))),
        "flatten((4,_6):(1,_4))",
    );
    c(
        &flatten_layout(Layout::new(
            ((2,), ((_4, 2), (_2, 1, 3), _1)),
            ((_1,), ((_2, _8), (_16, 32, _32), _96)),
        )),
        "flatten(((2),((_4,2),(_2,1,3),_1)):((_1),((_2,_8),(_16,32,_32),_96)))",
    );
    c(&flatten_layout(Layout::new(3, _32)), "flatten(3:_32)");
    c(&flatten_layout(Layout::new(_1, 1)), "flatten(_1:1)");
    c(
        &flatten_layout(Layout::new((2, (_2,), (7,)), (_14, (_7,), (1,)))),
        "flatten((2,(_2),(7)):(_14,(_7),(1)))",
    );
    c(
        &flatten_layout(Layout::new(
            (_2, ((5,), (1,), _4), _1),
            (1, ((_2,), (_10,), _10), _40),
        )),
        "flatten((_2,((5),(1),_4),_1):(1,((_2),(_10),_10),_40))",
    );
    c(&flatten_layout(Layout::new(_1, 1)), "flatten(_1:1)");
    c(&flatten_layout(Layout::new(2, _16)), "flatten(2:_16)");
    c(
        &flatten_layout(Layout::new((_7,), (_1,))),
        "flatten((_7):(_1))",
    );
    c(
        &flatten_layout(Layout::new((1, ((6, 1),)), (_1, ((1, 6),)))),
        "flatten((1,((6,1))):(_1,((1,6))))",
    );
    c(&flatten_layout(Layout::new(_4, _1)), "flatten(_4:_1)");
    c(&flatten_layout(Layout::new(_6, _1)), "flatten(_6:_1)");
    c(
        &flatten_layout(Layout::new(
            (((_2, _1),), ((_4, 2, _8), (4, 5), _5)),
            (((_6, 6),), ((_16, _4, _4), (_6, _16), _8)),
        )),
        "flatten((((_2,_1)),((_4,2,_8),(4,5),_5)):(((_6,6)),((_16,_4,_4),(_6,_16),_8)))",
    );
    c(
        &flatten_layout(Layout::new((((_3, 1),), _2), (((1, _3),), _3))),
        "flatten((((_3,1)),_2):(((1,_3)),_3))",
    );
    c(
        &flatten_layout(Layout::new(
            (_6, ((_8, _4, _4),), (4,)),
            (_512, ((_64, 16, _4),), (_1,)),
        )),
        "flatten((_6,((_8,_4,_4)),(4)):(_512,((_64,16,_4)),(_1)))",
    );
    c(&flatten_layout(Layout::new(_2, -4)), "flatten(_2:-4)");
    c(&flatten_layout(Layout::new(_7, _32)), "flatten(_7:_32)");
    c(&flatten_layout(Layout::new(_1, _3)), "flatten(_1:_3)");
    c(
        &flatten_layout(Layout::new(((5, _8),), ((8, _1),))),
        "flatten(((5,_8)):((8,_1)))",
    );
    c(&flatten_layout(Layout::new(5, 1)), "flatten(5:1)");
    c(
        &flatten_layout(Layout::new((1,), (-4,))),
        "flatten((1):(-4))",
    );
    c(&flatten_layout(Layout::new(3, 1)), "flatten(3:1)");
    c(
        &flatten_layout(Layout::new((((_3,),),), (((_1,),),))),
        "flatten((((_3))):(((_1))))",
    );
    c(&flatten_layout(Layout::new((2,), (1,))), "flatten((2):(1))");
    c(
        &flatten_layout(Layout::new(
            (((2, 1, _2), (_3,)), (4,)),
            (((1, 2, _2), (4,)), (12,)),
        )),
        "flatten((((2,1,_2),(_3)),(4)):(((1,2,_2),(4)),(12)))",
    );
    c(&flatten_layout(Layout::new(_3, _24)), "flatten(_3:_24)");
    c(&flatten_layout(Layout::new(5, 12)), "flatten(5:12)");
    c(&flatten_layout(Layout::new(_4, 1)), "flatten(_4:1)");
    c(&flatten_layout(Layout::new(_5, _32)), "flatten(_5:_32)");
    c(
        &flatten_layout(Layout::new((4,), (_8,))),
        "flatten((4):(_8))",
    );
    c(
        &flatten_layout(Layout::new((_3, (_2, _7)), (_4, (0, _12)))),
        "flatten((_3,(_2,_7)):(_4,(0,_12)))",
    );
    c(
        &flatten_layout(Layout::new((3,), (24,))),
        "flatten((3):(24))",
    );
    c(&flatten_layout(Layout::new(6, _2)), "flatten(6:_2)");
}

#[test]
fn cases_022() {
    c(
        &flatten_layout(Layout::new(
            (((_1,), (1, _1, _5), (2,)),),
            (((_1,), (_1, _1, 1), (_5,)),),
        )),
        "flatten((((_1),(1,_1,_5),(2))):(((_1),(_1,_1,1),(_5))))",
    );
    c(&flatten_layout(Layout::new(_2, _1)), "flatten(_2:_1)");
    c(
        &flatten_layout(Layout::new((((_3,), 4), _1, (_1,)), (((0,), 8), 1, (_8,)))),
        "flatten((((_3),4),_1,(_1)):(((0),8),1,(_8)))",
    );
    c(
        &flatten_layout(Layout::new((((_1, 3, 2), _7),), (((6, 12, _8), 4),))),
        "flatten((((_1,3,2),_7)):(((6,12,_8),4)))",
    );
    c(
        &flatten_layout(Layout::new(((_1,), ((_2, _5),)), ((_1,), ((_1, _2),)))),
        "flatten(((_1),((_2,_5))):((_1),((_1,_2))))",
    );
    c(&flatten_layout(Layout::new(_4, 1)), "flatten(_4:1)");
    c(
        &flatten_layout(Layout::new((2,), (_1,))),
        "flatten((2):(_1))",
    );
    c(
        &flatten_layout(Layout::new((_4,), (_12,))),
        "flatten((_4):(_12))",
    );
    c(
        &flatten_layout(Layout::new(
            ((_1, (1, _2)), ((_7, _4, _3),), 1),
            ((_1, (1, 1)), ((2, _14, 56),), _168),
        )),
        "flatten(((_1,(1,_2)),((_7,_4,_3)),1):((_1,(1,1)),((2,_14,56)),_168))",
    );
    c(
        &flatten_layout(Layout::new(
            (((8,), (_5, 4, _2), 4), ((6,),), _6),
            (
                (
                    (1,),
                    (8, _40, 160),
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B1>, B0>, B0>,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),
                ((s::<
                    PInt<
                        UInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B1>, B0>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                            B0,
                        >,
                    >,
                >(),),),
                s::<
                    PInt<
                        UInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<UInt<UInt<UTerm, B1>, B1>, B1>,
                                                                B1,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                            B0,
                        >,
                    >,
                >(),
            ),
        )),
        "flatten((((8),(_5,4,_2),4),((6)),_6):(((1),(8,_40,160),_320),((_1280)),_7680))",
    );
    c(&slice(X, Layout::new(_4, 1)), "slice(_,_4:1)");
    c(&slice(3, Layout::new(_8, _1)), "slice(3,_8:_1)");
    c(&slice(X, Layout::new(_8, 1)), "slice(_,_8:1)");
    c(
        &slice(
            (_3, X, X, (X, 2)),
            Layout::new((_7, _2, _2, (_1, 3)), (_1, _42, _21, (21, 7))),
        ),
        "slice((_3,_,_,(_,2)),(_7,_2,_2,(_1,3)):(_1,_42,_21,(21,7)))",
    );
    c(&slice(X, Layout::new(7, 1)), "slice(_,7:1)");
    c(
        &slice(((_0,),), Layout::new((((4,),),), (((1,),),))),
        "slice(((_0)),(((4))):(((1))))",
    );
    c(&slice(_0, Layout::new(_5, _8)), "slice(_0,_5:_8)");
    c(
        &slice(
            _0,
            Layout::new(
                (((_3, _6),), _4, (3, (_3,)), 2),
                (((_0, _16),), 16, (6, (_1,)), _12),
            ),
        ),
        "slice(_0,(((_3,_6)),_4,(3,(_3)),2):(((_0,_16)),16,(6,(_1)),_12))",
    );
    c(&slice(X, Layout::new(1, _1)), "slice(_,1:_1)");
    c(&slice(X, Layout::new((4,), (1,))), "slice(_,(4):(1))");
    c(&slice(X, Layout::new(_4, _8)), "slice(_,_4:_8)");
    c(&slice(X, Layout::new(2, _1)), "slice(_,2:_1)");
    c(&slice(X, Layout::new(3, 24)), "slice(_,3:24)");
    c(
        &slice(
            ((1, X), X),
            Layout::new(((_2, (_4, 3, _2)), _5), ((_1, (_32, 24, 1)), _0)),
        ),
        "slice(((1,_),_),((_2,(_4,3,_2)),_5):((_1,(_32,24,1)),_0))",
    );
    c(
        &slice((X, X, _1), Layout::new((_4, 2, _3), (_1, _12, 4))),
        "slice((_,_,_1),(_4,2,_3):(_1,_12,4))",
    );
    c(&slice(_0, Layout::new(_6, 1)), "slice(_0,_6:1)");
    c(&slice(_0, Layout::new(4, _1)), "slice(_0,4:_1)");
    c(&slice(X, Layout::new(4, _4)), "slice(_,4:_4)");
    c(
        &slice((0, (_0, X)), Layout::new((1, (_1, _1)), (_1, (1, _1)))),
        "slice((0,(_0,_)),(1,(_1,_1)):(_1,(1,_1)))",
    );
    c(&slice(X, Layout::new(1, 4)), "slice(_,1:4)");
    c(&slice(_0, Layout::new(4, 1)), "slice(_0,4:1)");
    c(
        &slice(((0,),), Layout::new((((1, _6, 1),),), (((_6, 1, _1),),))),
        "slice(((0)),(((1,_6,1))):(((_6,1,_1))))",
    );
    c(
        &slice(((X, _0), 5), Layout::new(((_5, 4), 8), ((32, _8), _1))),
        "slice(((_,_0),5),((_5,4),8):((32,_8),_1))",
    );
    c(
        &slice(
            (X, _3, _3, 0),
            Layout::new((_1, _7, _7, _1), (49, 7, 1, _1)),
        ),
        "slice((_,_3,_3,0),(_1,_7,_7,_1):(49,7,1,_1))",
    );
    c(&slice(X, Layout::new(2, 1)), "slice(_,2:1)");
    c(&slice(X, Layout::new(_3, 1)), "slice(_,_3:1)");
    c(
        &slice((X, X, X, _3), Layout::new((3, _2, 2, _4), (_8, 12, 2, 32))),
        "slice((_,_,_,_3),(3,_2,2,_4):(_8,12,2,32))",
    );
    c(&slice(X, Layout::new(_5, _1)), "slice(_,_5:_1)");
    c(&slice(_1, Layout::new(4, _1)), "slice(_1,4:_1)");
    c(
        &slice(
            (X,),
            Layout::new((((_2, _4, _7), (_3,)),), (((1, _2, _8), (_56,)),)),
        ),
        "slice((_),(((_2,_4,_7),(_3))):(((1,_2,_8),(_56))))",
    );
}

#[test]
fn cases_023() {
    c(
        &slice(X, Layout::new((4, (_4,), ((2,),)), (_24, (_0,), ((_1,),)))),
        "slice(_,(4,(_4),((2))):(_24,(_0),((_1))))",
    );
    c(&slice(_0, Layout::new(4, 1)), "slice(_0,4:1)");
    c(
        &slice(
            ((X, 0), (X,), _1),
            Layout::new((((_7,), _7), (_3,), 2), (((1,), _7), (49,), _147)),
        ),
        "slice(((_,0),(_),_1),(((_7),_7),(_3),2):(((1),_7),(49),_147))",
    );
    c(&slice(X, Layout::new(1, 1)), "slice(_,1:1)");
    c(
        &slice(
            X,
            Layout::new(
                (((4,), _6), 4, (_2, 2, 1), (_4,)),
                (
                    ((_1,), _4),
                    _24,
                    (
                        96,
                        _192,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B0>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                    (384,),
                ),
            ),
        ),
        "slice(_,(((4),_6),4,(_2,2,1),(_4)):(((_1),_4),_24,(96,_192,_384),(384)))",
    );
    c(
        &slice((6,), Layout::new((7,), (_1,))),
        "slice((6),(7):(_1))",
    );
    c(&slice(_4, Layout::new(_8, 1)), "slice(_4,_8:1)");
    c(
        &slice(((X,),), Layout::new(((4,),), ((16,),))),
        "slice(((_)),((4)):((16)))",
    );
    c(&slice(X, Layout::new(2, 1)), "slice(_,2:1)");
    c(
        &slice(
            (X, _0),
            Layout::new(
                (4, ((1, _6), 6, (8,))),
                (
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>, B0>,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                    ((288, _48), 8, (1,)),
                ),
            ),
        ),
        "slice((_,_0),(4,((1,_6),6,(8))):(_288,((288,_48),8,(1))))",
    );
    c(&slice(X, Layout::new(6, _1)), "slice(_,6:_1)");
    c(
        &slice((X,), Layout::new((_5,), (6,))),
        "slice((_),(_5):(6))",
    );
    c(
        &slice(
            (X,),
            Layout::new((((_1, 3), (4, _6)),), (((_6, _12), (_16, 24)),)),
        ),
        "slice((_),(((_1,3),(4,_6))):(((_6,_12),(_16,24))))",
    );
    c(&slice((((2, _5, _3), (_0, X, X)), (_2, 2)), Layout::new((((_7, _8, _6), (_5, 8, _7)), (_8, _5)), (((_1, _7, _56), (336, s::<PInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B1>, B0>, B0>, B1>, B0>, B0>, B0>, B0>>>(), 13440)), (s::<PInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B1>, B1>, B0>, B1>, B1>, B1>, B1>, B1>, B0>, B0>, B0>, B0>, B0>, B0>, B0>>>(), s::<PInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B1>, B1>, B0>, B1>, B1>, B1>, B1>, B1>, B0>, B0>, B0>, B0>, B0>, B0>, B0>, B0>, B0>, B0>>>())))), "slice((((2,_5,_3),(_0,_,_)),(_2,2)),(((_7,_8,_6),(_5,8,_7)),(_8,_5)):(((_1,_7,_56),(336,_1680,13440)),(_94080,_752640)))");
    c(&slice(X, Layout::new(2, _1)), "slice(_,2:_1)");
    c(&slice(X, Layout::new(_8, _1)), "slice(_,_8:_1)");
    c(
        &slice(
            _0,
            Layout::new(
                (((2, _1),), ((_4, 1), (1, 1))),
                (((1, _2),), ((2, _8), (_8, 8))),
            ),
        ),
        "slice(_0,(((2,_1)),((_4,1),(1,1))):(((1,_2)),((2,_8),(_8,8))))",
    );
    c(
        &slice((X, X), Layout::new((8, 2), (_1, _8))),
        "slice((_,_),(8,2):(_1,_8))",
    );
    c(
        &slice(((_4, X),), Layout::new(((_5, _1),), ((_1, _5),))),
        "slice(((_4,_)),((_5,_1)):((_1,_5)))",
    );
    c(
        &slice(
            (_5, X),
            Layout::new((_7, (_1, (_4,), 4)), (_16, (_m4, (16,), 4))),
        ),
        "slice((_5,_),(_7,(_1,(_4),4)):(_16,(_-4,(16),4)))",
    );
    c(&slice((X, ((_3, 4), _2, _0), _0), Layout::new(((1,), ((4, _6), _6, _3), (2, (8, _2))), ((_1,), ((_1, 4), 24, _144), (s::<PInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B1>, B1>, B0>, B0>, B0>, B0>>>(), (s::<PInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B1>, B1>, B0>, B0>, B0>, B0>, B0>>>(), 6912))))), "slice((_,((_3,4),_2,_0),_0),((1),((4,_6),_6,_3),(2,(8,_2))):((_1),((_1,4),24,_144),(_432,(_864,6912))))");
    c(
        &slice((_0, X), Layout::new(((2,), _2), ((1,), _2))),
        "slice((_0,_),((2),_2):((1),_2))",
    );
    c(&slice(X, Layout::new(_3, _1)), "slice(_,_3:_1)");
    c(
        &slice((X,), Layout::new((_2,), (0,))),
        "slice((_),(_2):(0))",
    );
    c(
        &slice(
            (_0,),
            Layout::new(
                (((_3, _2), (2, 3, 1), (_1, 6, _8)),),
                (((_24, -2), (_m1, 6, _0), (12, _m2, _1)),),
            ),
        ),
        "slice((_0),(((_3,_2),(2,3,1),(_1,6,_8))):(((_24,-2),(_-1,6,_0),(12,_-2,_1))))",
    );
    c(&slice(_0, Layout::new(3, _1)), "slice(_0,3:_1)");
    c(&slice(X, Layout::new(2, _1)), "slice(_,2:_1)");
    c(&slice(X, Layout::new(_4, _8)), "slice(_,_4:_8)");
    c(
        &slice((_0,), Layout::new((((5, _2, 3),),), (((_1, _5, _10),),))),
        "slice((_0),(((5,_2,3))):(((_1,_5,_10))))",
    );
    c(
        &slice(
            ((X, _0),),
            Layout::new(((4, (7, _3, _4)),), ((_21, (_1, 7, _84)),)),
        ),
        "slice(((_,_0)),((4,(7,_3,_4))):((_21,(_1,7,_84))))",
    );
    c(
        &slice(
            (_0, _0, (X, 0)),
            Layout::new(
                (_2, (6,), ((_3, 4, 5), (1,))),
                (_1, (2,), ((12, _36, _144), (720,))),
            ),
        ),
        "slice((_0,_0,(_,0)),(_2,(6),((_3,4,5),(1))):(_1,(2),((12,_36,_144),(720))))",
    );
    c(&slice(X, Layout::new(_1, _1)), "slice(_,_1:_1)");
    c(
        &slice((X,), Layout::new((((_6,),),), (((1,),),))),
        "slice((_),(((_6))):(((1))))",
    );
    c(
        &slice((X, X), Layout::new((2, ((1, 1),)), (_1, ((_2, 1),)))),
        "slice((_,_),(2,((1,1))):(_1,((_2,1))))",
    );
    c(&slice(_0, Layout::new(_2, _32)), "slice(_0,_2:_32)");
    c(
        &slice(
            (X, (0,)),
            Layout::new((((1, _2), 6, (_7,)), (_2,)), (((_1, _1), _2, (12,)), (84,))),
        ),
        "slice((_,(0)),(((1,_2),6,(_7)),(_2)):(((_1,_1),_2,(12)),(84)))",
    );
    c(
        &slice(
            (X, ((0,),)),
            Layout::new((((1,),), ((_1,),)), (((1,),), ((1,),))),
        ),
        "slice((_,((0))),(((1)),((_1))):(((1)),((1))))",
    );
    c(&slice(2, Layout::new(_5, _0)), "slice(2,_5:_0)");
    c(
        &slice(
            ((X,), X, 1),
            Layout::new((((1,),), _1, _5), (((5,),), 5, _1)),
        ),
        "slice(((_),_,1),(((1)),_1,_5):(((5)),5,_1))",
    );
    c(
        &slice(
            (X, X, _3),
            Layout::new((_2, ((_6,), _7), 4), (_1, ((2,), _12), 84)),
        ),
        "slice((_,_,_3),(_2,((_6),_7),4):(_1,((2),_12),84))",
    );
}

#[test]
fn cases_024() {
    c(
        &slice(
            X,
            Layout::new((((_4, 1), 4), 1, _2), (((1, 4), 4), _16, _16)),
        ),
        "slice(_,(((_4,1),4),1,_2):(((1,4),4),_16,_16))",
    );
    c(&slice(X, Layout::new(_4, 1)), "slice(_,_4:1)");
    c(&slice(X, Layout::new(_4, _1)), "slice(_,_4:_1)");
    c(&slice(X, Layout::new(_7, 4)), "slice(_,_7:4)");
    c(
        &slice((_0,), Layout::new(((_8,),), ((1,),))),
        "slice((_0),((_8)):((1)))",
    );
    c(&slice(X, Layout::new(4, 1)), "slice(_,4:1)");
    c(
        &slice(
            (X, ((X, _0), X)),
            Layout::new((_6, ((_3, 3), _1)), (8, ((_32, _16), 3))),
        ),
        "slice((_,((_,_0),_)),(_6,((_3,3),_1)):(8,((_32,_16),3)))",
    );
    c(
        &slice(
            (((X, _1), X),),
            Layout::new((((_6, _5), (1, _1, _4)),), (((_1, 6), (30, 30, _30)),)),
        ),
        "slice((((_,_1),_)),(((_6,_5),(1,_1,_4))):(((_1,6),(30,30,_30))))",
    );
    c(&slice(X, Layout::new(_4, _1)), "slice(_,_4:_1)");
    c(&slice(_0, Layout::new(2, 1)), "slice(_0,2:1)");
    c(&slice(X, Layout::new(_1, 1)), "slice(_,_1:1)");
    c(&slice(_2, Layout::new(_5, _1)), "slice(_2,_5:_1)");
    c(&slice(X, Layout::new(_5, 1)), "slice(_,_5:1)");
    c(&slice(_1, Layout::new(_8, _1)), "slice(_1,_8:_1)");
    c(
        &slice(
            (X, ((X, 0),)),
            Layout::new((((_8,),), ((6, _3),)), (((_3,),), ((8, _32),))),
        ),
        "slice((_,((_,0))),(((_8)),((6,_3))):(((_3)),((8,_32))))",
    );
    c(&slice((((_1, 1), (X, X)), (_1, _0, X)), Layout::new((((_2, _5), (_1, _3)), (4, (_5,), _8)), (((_1, _2), (10, 10)), (_30, (120,), s::<PInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>, B0>, B1>, B1>, B0>, B0>, B0>>>())))), "slice((((_1,1),(_,_)),(_1,_0,_)),(((_2,_5),(_1,_3)),(4,(_5),_8)):(((_1,_2),(10,10)),(_30,(120),_600)))");
    c(
        &slice((X,), Layout::new((((_7,),),), (((_1,),),))),
        "slice((_),(((_7))):(((_1))))",
    );
    c(&slice(_0, Layout::new(3, _1)), "slice(_0,3:_1)");
    c(&slice(X, Layout::new(1, 1)), "slice(_,1:1)");
    c(&slice(5, Layout::new(6, _1)), "slice(5,6:_1)");
    c(
        &slice((X,), Layout::new((_2,), (_1,))),
        "slice((_),(_2):(_1))",
    );
    c(
        &slice(
            (X, (_0, _0)),
            Layout::new(
                (_4, (7, (8, _4, _6))),
                (
                    28,
                    (
                        _1,
                        (
                            s::<
                                PInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<UInt<UInt<UTerm, B1>, B0>, B1>,
                                                                B0,
                                                            >,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                >,
                            >(),
                            _7,
                            _112,
                        ),
                    ),
                ),
            ),
        ),
        "slice((_,(_0,_0)),(_4,(7,(8,_4,_6))):(28,(_1,(_672,_7,_112))))",
    );
    c(&slice(_0, Layout::new(_6, _1)), "slice(_0,_6:_1)");
    c(
        &slice(
            (_1, X, 3),
            Layout::new((_4, ((_6, 8),), 8), (384, ((_64, _8),), _1)),
        ),
        "slice((_1,_,3),(_4,((_6,8)),8):(384,((_64,_8)),_1))",
    );
    c(&slice((X,), Layout::new((3,), (1,))), "slice((_),(3):(1))");
    c(&slice(X, Layout::new(_5, _12)), "slice(_,_5:_12)");
    c(&slice(0, Layout::new(4, _24)), "slice(0,4:_24)");
    c(
        &slice(
            ((X,), _0),
            Layout::new((((_5, _2),), (_5,)), (((1, 5),), (_10,))),
        ),
        "slice(((_),_0),(((_5,_2)),(_5)):(((1,5)),(_10)))",
    );
    c(
        &slice(
            (_0,),
            Layout::new((((_4, 7), (_7, _4)),), (((_1, _4), (_28, _196)),)),
        ),
        "slice((_0),(((_4,7),(_7,_4))):(((_1,_4),(_28,_196))))",
    );
    c(&slice(X, Layout::new(3, _1)), "slice(_,3:_1)");
    c(
        &slice(
            (((X, _1), (X,)),),
            Layout::new((((_4, _4), (6,)),), (((_24, _4), (_m2,)),)),
        ),
        "slice((((_,_1),(_))),(((_4,_4),(6))):(((_24,_4),(_-2))))",
    );
    c(&slice(X, Layout::new(2, _1)), "slice(_,2:_1)");
    c(&slice(X, Layout::new(1, 1)), "slice(_,1:1)");
    c(&slice(_0, Layout::new(_2, _1)), "slice(_0,_2:_1)");
    c(
        &slice((_0,), Layout::new((((_3, _2, 4), 1),), (((12, 32, 6), 0),))),
        "slice((_0),(((_3,_2,4),1)):(((12,32,6),0)))",
    );
    c(
        &slice((X,), Layout::new((((_2, _1, 5),),), (((_1, 2, _2),),))),
        "slice((_),(((_2,_1,5))):(((_1,2,_2))))",
    );
    c(&slice(_0, Layout::new(1, _1)), "slice(_0,1:_1)");
    c(
        &slice(
            (X, (1, (X,), (_0,)), 2),
            Layout::new((8, (8, (4,), (_1,)), _5), (16, (24, (_0,), (8,)), 0)),
        ),
        "slice((_,(1,(_),(_0)),2),(8,(8,(4),(_1)),_5):(16,(24,(_0),(8)),0))",
    );
    c(&slice(0, Layout::new(6, _8)), "slice(0,6:_8)");
    c(&slice(3, Layout::new(_4, _1)), "slice(3,_4:_1)");
}

#[test]
fn cases_025() {
    c(&slice(X, Layout::new(5, _1)), "slice(_,5:_1)");
    c(&slice(X, Layout::new(7, _1)), "slice(_,7:_1)");
    c(&slice(_0, Layout::new(2, 1)), "slice(_0,2:1)");
    c(&slice(X, Layout::new(_2, _1)), "slice(_,_2:_1)");
    c(
        &slice(
            ((X, (_0, X)), _0),
            Layout::new(((_8, (5, _1)), _3), ((1, (_8, _40)), _40)),
        ),
        "slice(((_,(_0,_)),_0),((_8,(5,_1)),_3):((1,(_8,_40)),_40))",
    );
    c(&slice(_2, Layout::new(3, _1)), "slice(_2,3:_1)");
    c(
        &slice(
            (_0, ((X, X), _0, (1, X))),
            Layout::new(
                (_3, ((_4, _2), _1, (_8, _3))),
                (_1, ((_3, _12), 24, (24, 192))),
            ),
        ),
        "slice((_0,((_,_),_0,(1,_))),(_3,((_4,_2),_1,(_8,_3))):(_1,((_3,_12),24,(24,192))))",
    );
    c(
        &slice((X, _1), Layout::new((_2, 3), (1, _2))),
        "slice((_,_1),(_2,3):(1,_2))",
    );
    c(&slice(1, Layout::new(_2, _1)), "slice(1,_2:_1)");
    c(&slice(_2, Layout::new(_4, _24)), "slice(_2,_4:_24)");
    c(
        &slice((_0,), Layout::new((1,), (1,))),
        "slice((_0),(1):(1))",
    );
    c(
        &slice(
            (X, 0),
            Layout::new(
                (((1,), (_4, _6, _3)), ((_5, _2), _4)),
                (((4,), (_1, 40, 240)), ((_4, _20), 720)),
            ),
        ),
        "slice((_,0),(((1),(_4,_6,_3)),((_5,_2),_4)):(((4),(_1,40,240)),((_4,_20),720)))",
    );
    c(
        &slice(
            (X, X, (X, (2,))),
            Layout::new(
                (((_8,), 4, 1), 3, ((_5, _8), (_4,))),
                (
                    ((_1,), _8, 32),
                    _32,
                    (
                        (
                            96,
                            s::<
                                PInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B1>, B1>,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                >,
                            >(),
                        ),
                        (s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<UInt<UTerm, B1>, B1>,
                                                                        B1,
                                                                    >,
                                                                    B1,
                                                                >,
                                                                B0,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),),
                    ),
                ),
            ),
        ),
        "slice((_,_,(_,(2))),(((_8),4,1),3,((_5,_8),(_4))):(((_1),_8,32),_32,((96,_480),(_3840))))",
    );
    c(&slice(_6, Layout::new(8, _1)), "slice(_6,8:_1)");
    c(
        &slice((X, _4), Layout::new((7, _5), (3, 32))),
        "slice((_,_4),(7,_5):(3,32))",
    );
    c(&slice(X, Layout::new(2, _1)), "slice(_,2:_1)");
    c(&slice(0, Layout::new(1, _1)), "slice(0,1:_1)");
    c(&slice(X, Layout::new(((3,), ((4,), _4, (_4,)), ((1, 5),), (_5, (4,))), ((1,), ((3,), 12, (_48,)), ((192, _192),), (960, (4800,))))), "slice(_,((3),((4),_4,(_4)),((1,5)),(_5,(4))):((1),((3),12,(_48)),((192,_192)),(960,(4800))))");
    c(&slice(X, Layout::new(_2, _1)), "slice(_,_2:_1)");
    c(&slice(X, Layout::new(2, _0)), "slice(_,2:_0)");
    cr(
        try_upcast(Layout::new((_4, _2), (_4, 4)), _4),
        "upcast((_4,_2):(_4,4),4)",
    );
    cr(
        try_upcast(Layout::new((_8, (_2,), (5,)), (6, (_16,), (_32,))), _4),
        "upcast((_8,(_2),(5)):(6,(_16),(_32)),4)",
    );
    cr(
        try_upcast(
            Layout::new(
                ((1, _2, _4), _3, (_3, _1, _8)),
                (
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B0>, B0>,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        _72,
                    ),
                    _24,
                    (_8, 8, 1),
                ),
            ),
            _2,
        ),
        "upcast(((1,_2,_4),_3,(_3,_1,_8)):((_576,_288,_72),_24,(_8,8,1)),2)",
    );
    cr(
        try_upcast(
            Layout::new(((_7, 3, _1), (6,)), ((_18, _6, _126), (1,))),
            _2,
        ),
        "upcast(((_7,3,_1),(6)):((_18,_6,_126),(1)),2)",
    );
    cr(
        try_upcast(Layout::new(((_6, 8),), ((-1, _6),)), _2),
        "upcast(((_6,8)):((-1,_6)),2)",
    );
    cr(try_upcast(Layout::new(_3, _1), _8), "upcast(_3:_1,8)");
    cr(try_upcast(Layout::new(2, _1), _4), "upcast(2:_1,4)");
    cr(try_upcast(Layout::new(_3, _1), _8), "upcast(_3:_1,8)");
    cr(try_upcast(Layout::new(2, _1), _8), "upcast(2:_1,8)");
    cr(try_upcast(Layout::new(_5, 1), _2), "upcast(_5:1,2)");
    cr(
        try_upcast(Layout::new((4,), (_1,)), _2),
        "upcast((4):(_1),2)",
    );
    cr(try_upcast(Layout::new(2, 4), _8), "upcast(2:4,8)");
    cr(try_upcast(Layout::new(_7, _16), _2), "upcast(_7:_16,2)");
    cr(try_upcast(Layout::new(4, _1), _2), "upcast(4:_1,2)");
    cr(
        try_upcast(Layout::new(((_1, _7), (2,)), ((_1, _2), (1,))), _8),
        "upcast(((_1,_7),(2)):((_1,_2),(1)),8)",
    );
    cr(
        try_upcast(
            Layout::new(
                ((1,), (_3, 2, 7), (_5, 1, _8)),
                ((_16,), (2, _6, 2), (6, 0, 8)),
            ),
            _2,
        ),
        "upcast(((1),(_3,2,7),(_5,1,_8)):((_16),(2,_6,2),(6,0,8)),2)",
    );
    cr(try_upcast(Layout::new(_7, 8), _8), "upcast(_7:8,8)");
    cr(try_upcast(Layout::new(_1, _1), _2), "upcast(_1:_1,2)");
    cr(
        try_upcast(
            Layout::new(
                ((6,), (_4, 8), (_4, _8), (4,)),
                (
                    (1,),
                    (6, 24),
                    (
                        192,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B1>, B0>,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                    (s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<UInt<UTerm, B1>, B1>,
                                                                        B0,
                                                                    >,
                                                                    B0,
                                                                >,
                                                                B0,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),),
                ),
            ),
            _4,
        ),
        "upcast(((6),(_4,8),(_4,_8),(4)):((1),(6,24),(192,_768),(_6144)),4)",
    );
    cr(
        try_upcast(
            Layout::new(
                ((_1, _1, _2), (_6,), (8,), _8),
                ((_1, 1, _1), (2,), (_12,), 96),
            ),
            _2,
        ),
        "upcast(((_1,_1,_2),(_6),(8),_8):((_1,1,_1),(2),(_12),96),2)",
    );
}

#[test]
fn cases_026() {
    cr(
        try_upcast(Layout::new(((_6, 4, _3),), ((_1, _6, _24),)), _2),
        "upcast(((_6,4,_3)):((_1,_6,_24)),2)",
    );
    cr(try_upcast(Layout::new(_2, 1), _4), "upcast(_2:1,4)");
    cr(try_upcast(Layout::new(7, _1), _8), "upcast(7:_1,8)");
    cr(
        try_upcast(Layout::new(((_6,), (_6, 2)), ((_12,), (_2, _1))), _2),
        "upcast(((_6),(_6,2)):((_12),(_2,_1)),2)",
    );
    cr(try_upcast(Layout::new(_1, _1), _8), "upcast(_1:_1,8)");
    cr(try_upcast(Layout::new(_7, _1), _2), "upcast(_7:_1,2)");
    cr(try_upcast(Layout::new(7, _1), _2), "upcast(7:_1,2)");
    cr(try_upcast(Layout::new(4, _1), _2), "upcast(4:_1,2)");
    cr(try_upcast(Layout::new(_1, 1), _4), "upcast(_1:1,4)");
    cr(try_upcast(Layout::new(_2, 1), _2), "upcast(_2:1,2)");
    cr(
        try_upcast(
            Layout::new(((6, _8, _1), (_7, _5)), ((_1, _1, 24), (3, _16))),
            _4,
        ),
        "upcast(((6,_8,_1),(_7,_5)):((_1,_1,24),(3,_16)),4)",
    );
    cr(try_upcast(Layout::new(2, 1), _2), "upcast(2:1,2)");
    cr(try_upcast(Layout::new(5, 24), _4), "upcast(5:24,4)");
    cr(
        try_upcast(Layout::new(((_1, _2),), ((1, _1),)), _2),
        "upcast(((_1,_2)):((1,_1)),2)",
    );
    cr(
        try_upcast(Layout::new(((5, 3),), ((6, 3),)), _2),
        "upcast(((5,3)):((6,3)),2)",
    );
    cr(
        try_upcast(Layout::new((5,), (_8,)), _2),
        "upcast((5):(_8),2)",
    );
    cr(try_upcast(Layout::new(_1, _1), _2), "upcast(_1:_1,2)");
    cr(
        try_upcast(Layout::new((_2, _1, 4), (_4, _4, _1)), _4),
        "upcast((_2,_1,4):(_4,_4,_1),4)",
    );
    cr(
        try_upcast(Layout::new(((1, _1), (_1,)), ((_1, 1), (_1,))), _2),
        "upcast(((1,_1),(_1)):((_1,1),(_1)),2)",
    );
    cr(
        try_upcast(Layout::new(((_2, 7),), ((_1, 2),)), _2),
        "upcast(((_2,7)):((_1,2)),2)",
    );
    cr(try_upcast(Layout::new(2, 12), _8), "upcast(2:12,8)");
    cr(
        try_upcast(
            Layout::new(((1,), (4,), (1, _2), 4), ((_4,), (_8,), (_8, _4), 1)),
            _8,
        ),
        "upcast(((1),(4),(1,_2),4):((_4),(_8),(_8,_4),1),8)",
    );
    cr(try_upcast(Layout::new(_3, _2), _2), "upcast(_3:_2,2)");
    cr(
        try_upcast(Layout::new(((2,),), ((1,),)), _8),
        "upcast(((2)):((1)),8)",
    );
    cr(
        try_upcast(
            Layout::new(((_7, 3), 4, _2, (6, _6)), ((_24, 6), _4, _6, (6, 1))),
            _2,
        ),
        "upcast(((_7,3),4,_2,(6,_6)):((_24,6),_4,_6,(6,1)),2)",
    );
    cr(try_upcast(Layout::new(_4, _1), _2), "upcast(_4:_1,2)");
    cr(
        try_upcast(
            Layout::new(
                ((_8, _7, 3), 3, (_8, 2)),
                (
                    (_1, _8, 56),
                    168,
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B1>, B1>,
                                                    B1,
                                                >,
                                                B1,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<UInt<UTerm, B1>, B1>,
                                                                        B1,
                                                                    >,
                                                                    B1,
                                                                >,
                                                                B1,
                                                            >,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
            _8,
        ),
        "upcast(((_8,_7,3),3,(_8,2)):((_1,_8,56),168,(_504,_4032)),8)",
    );
    cr(try_upcast(Layout::new(_2, _1), _8), "upcast(_2:_1,8)");
    cr(
        try_upcast(Layout::new((8,), (_1,)), _4),
        "upcast((8):(_1),4)",
    );
    cr(
        try_upcast(Layout::new(((4, 3, 3),), ((_1, 4, _12),)), _2),
        "upcast(((4,3,3)):((_1,4,_12)),2)",
    );
    cr(
        try_upcast(Layout::new(((_4, _7, _4),), ((1, 4, 28),)), _2),
        "upcast(((_4,_7,_4)):((1,4,28)),2)",
    );
    cr(
        try_upcast(Layout::new(((2,), 5, 4), ((1,), _2, _10)), _2),
        "upcast(((2),5,4):((1),_2,_10),2)",
    );
    cr(try_upcast(Layout::new(_6, 1), _4), "upcast(_6:1,4)");
    cr(
        try_upcast(
            Layout::new(((8, 1), _1, (_6, 4)), ((4, _1), _1, (32, 1))),
            _2,
        ),
        "upcast(((8,1),_1,(_6,4)):((4,_1),_1,(32,1)),2)",
    );
    cr(
        try_upcast(
            Layout::new((_2, (_2, _1), 1, _2), (_16, (_16, 24), _12, _32)),
            _4,
        ),
        "upcast((_2,(_2,_1),1,_2):(_16,(_16,24),_12,_32),4)",
    );
    cr(
        try_upcast(Layout::new((_8, 8, 1), (4, 2, _24)), _8),
        "upcast((_8,8,1):(4,2,_24),8)",
    );
    cr(try_upcast(Layout::new(_7, 16), _8), "upcast(_7:16,8)");
    cr(
        try_upcast(
            Layout::new(
                ((_4, _6), 5, (6, _8)),
                (
                    (_1, _4),
                    _24,
                    (
                        _120,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B0>, B1>,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B1,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
            _4,
        ),
        "upcast(((_4,_6),5,(6,_8)):((_1,_4),_24,(_120,_720)),4)",
    );
    cr(
        try_upcast(Layout::new(((1, _8),), ((1, 0),)), _8),
        "upcast(((1,_8)):((1,0)),8)",
    );
    cr(
        try_upcast(
            Layout::new(
                ((_2,), (_1, 7, 4), (_1, 1), _8),
                ((_12,), (_6, 0, _4), (_24, _6), 24),
            ),
            _2,
        ),
        "upcast(((_2),(_1,7,4),(_1,1),_8):((_12),(_6,0,_4),(_24,_6),24),2)",
    );
}

#[test]
fn cases_027() {
    cr(try_upcast(Layout::new(_1, 1), _8), "upcast(_1:1,8)");
    cr(
        try_upcast(Layout::new((7,), (_1,)), _8),
        "upcast((7):(_1),8)",
    );
    cr(try_upcast(Layout::new(_8, 1), _8), "upcast(_8:1,8)");
    cr(try_upcast(Layout::new(_2, _1), _2), "upcast(_2:_1,2)");
    cr(
        try_upcast(
            Layout::new(((6,), (4, _4, _1), _1), ((_1,), (_6, _24, 96), _96)),
            _2,
        ),
        "upcast(((6),(4,_4,_1),_1):((_1),(_6,_24,96),_96),2)",
    );
    cr(
        try_upcast(
            Layout::new(
                ((8, _3), _1, (_2,), (2, 1, 2)),
                ((1, _8), _24, (24,), (48, 96, _96)),
            ),
            _8,
        ),
        "upcast(((8,_3),_1,(_2),(2,1,2)):((1,_8),_24,(24),(48,96,_96)),8)",
    );
    cr(try_upcast(Layout::new(_7, _1), _8), "upcast(_7:_1,8)");
    cr(
        try_upcast(
            Layout::new(
                (_1, (_2, 4, _2), (4, _3, 4), _4),
                (_12, (_4, 1, 16), (_6, 2, 32), _12),
            ),
            _2,
        ),
        "upcast((_1,(_2,4,_2),(4,_3,4),_4):(_12,(_4,1,16),(_6,2,32),_12),2)",
    );
    cr(
        try_upcast(Layout::new(((1,),), ((_1,),)), _4),
        "upcast(((1)):((_1)),4)",
    );
    cr(try_upcast(Layout::new(_1, 1), _2), "upcast(_1:1,2)");
    cr(try_upcast(Layout::new(_2, 1), _2), "upcast(_2:1,2)");
    cr(try_upcast(Layout::new(_4, _1), _2), "upcast(_4:_1,2)");
    cr(try_upcast(Layout::new(_2, 1), _4), "upcast(_2:1,4)");
    cr(try_upcast(Layout::new(_6, 1), _8), "upcast(_6:1,8)");
    cr(try_upcast(Layout::new(2, _1), _2), "upcast(2:_1,2)");
    cr(try_upcast(Layout::new(_5, 12), _4), "upcast(_5:12,4)");
    cr(try_upcast(Layout::new(_1, 1), _4), "upcast(_1:1,4)");
    cr(try_upcast(Layout::new(_1, _1), _2), "upcast(_1:_1,2)");
    cr(try_upcast(Layout::new(2, _m1), _8), "upcast(2:_-1,8)");
    cr(
        try_upcast(Layout::new(((_8,), (_1, 4)), ((_1,), (_8, _8))), _2),
        "upcast(((_8),(_1,4)):((_1),(_8,_8)),2)",
    );
    cr(try_upcast(Layout::new((2,), (1,)), _2), "upcast((2):(1),2)");
    cr(
        try_upcast(Layout::new((_1,), (_6,)), _2),
        "upcast((_1):(_6),2)",
    );
    cr(try_upcast(Layout::new(4, _1), _4), "upcast(4:_1,4)");
    cr(
        try_upcast(Layout::new((_1, (1, _8, _6)), (1, (1, _1, _8))), _2),
        "upcast((_1,(1,_8,_6)):(1,(1,_1,_8)),2)",
    );
    cr(
        try_upcast(Layout::new(((7, _8, 4),), ((_32, _4, _1),)), _2),
        "upcast(((7,_8,4)):((_32,_4,_1)),2)",
    );
    cr(try_upcast(Layout::new(_7, _1), _2), "upcast(_7:_1,2)");
    cr(try_upcast(Layout::new(_7, 1), _4), "upcast(_7:1,4)");
    cr(
        try_upcast(
            Layout::new(
                ((8, 5, 7), _1),
                (
                    (_1, 8, _40),
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B0>, B1>,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),
            ),
            _8,
        ),
        "upcast(((8,5,7),_1):((_1,8,_40),_280),8)",
    );
    cr(try_upcast(Layout::new(2, 1), _4), "upcast(2:1,4)");
    cr(try_upcast(Layout::new(5, 8), _2), "upcast(5:8,2)");
    cr(try_upcast(Layout::new(8, _1), _2), "upcast(8:_1,2)");
    cr(try_upcast(Layout::new(_3, _1), _8), "upcast(_3:_1,8)");
    cr(
        try_upcast(Layout::new(((_4, 1, _4),), ((1, _1, _4),)), _2),
        "upcast(((_4,1,_4)):((1,_1,_4)),2)",
    );
    cr(
        try_upcast(Layout::new((4, _1, _1, 4), (_0, 6, _4, _2)), _4),
        "upcast((4,_1,_1,4):(_0,6,_4,_2),4)",
    );
    cr(
        try_upcast(Layout::new(((_8,), (_1, _7)), ((_1,), (8, 8))), _4),
        "upcast(((_8),(_1,_7)):((_1),(8,8)),4)",
    );
    cr(try_upcast(Layout::new(1, _1), _2), "upcast(1:_1,2)");
    cr(
        try_upcast(
            Layout::new(((5, _2, 2), (_6, _6)), ((-4, _m1, _8), (1, _0))),
            _2,
        ),
        "upcast(((5,_2,2),(_6,_6)):((-4,_-1,_8),(1,_0)),2)",
    );
    cr(
        try_upcast(Layout::new((8, (_5, _2), _2), (_1, (_1, 12), _32)), _8),
        "upcast((8,(_5,_2),_2):(_1,(_1,12),_32),8)",
    );
    cr(try_upcast(Layout::new(4, _1), _8), "upcast(4:_1,8)");
    cr(
        try_upcast(Layout::new((4,), (_0,)), _8),
        "upcast((4):(_0),8)",
    );
}

#[test]
fn cases_028() {
    cr(try_upcast(Layout::new(_6, 1), _2), "upcast(_6:1,2)");
    cr(
        try_upcast(Layout::new(((6,),), ((1,),)), _2),
        "upcast(((6)):((1)),2)",
    );
    cr(try_upcast(Layout::new(_1, 1), _8), "upcast(_1:1,8)");
    cr(
        try_upcast(Layout::new((4, (_2, 2)), (_1, (_m4, _m1))), _2),
        "upcast((4,(_2,2)):(_1,(_-4,_-1)),2)",
    );
    cr(
        try_upcast(Layout::new(((_3, _1),), ((1, _1),)), _4),
        "upcast(((_3,_1)):((1,_1)),4)",
    );
    cr(
        try_upcast(
            Layout::new(
                (2, (4, 4, 4), (_2, 1, _1)),
                (_1, (_2, _8, _32), (_128, 256, _256)),
            ),
            _8,
        ),
        "upcast((2,(4,4,4),(_2,1,_1)):(_1,(_2,_8,_32),(_128,256,_256)),8)",
    );
    cr(
        try_upcast(Layout::new(((4, 4),), ((_6, 4),)), _2),
        "upcast(((4,4)):((_6,4)),2)",
    );
    cr(
        try_upcast(Layout::new(((_4, _2),), ((_1, 4),)), _2),
        "upcast(((_4,_2)):((_1,4)),2)",
    );
    cr(try_upcast(Layout::new(_4, 1), _2), "upcast(_4:1,2)");
    cr(try_upcast(Layout::new(_2, 6), _4), "upcast(_2:6,4)");
    c(
        &downcast(
            Layout::new(((_8, 7, _1), 1, _1), ((_1, _8, _56), 56, _56)),
            _2,
        ),
        "downcast(((_8,7,_1),1,_1):((_1,_8,_56),56,_56),2)",
    );
    c(
        &downcast(Layout::new(((1, _8, _8),), ((_1, _24, 1),)), _8),
        "downcast(((1,_8,_8)):((_1,_24,1)),8)",
    );
    c(
        &downcast(Layout::new(((5, _2, _6),), ((_1, _12, _4),)), _4),
        "downcast(((5,_2,_6)):((_1,_12,_4)),4)",
    );
    c(&downcast(Layout::new(_6, _1), _4), "downcast(_6:_1,4)");
    c(
        &downcast(
            Layout::new(((3, _1), (_4, _6, _8)), ((_192, _192), (_48, 8, _1))),
            _8,
        ),
        "downcast(((3,_1),(_4,_6,_8)):((_192,_192),(_48,8,_1)),8)",
    );
    c(
        &downcast(
            Layout::new(
                ((_8,), (_4, _8, _2), (4, 7)),
                (
                    (_1,),
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<UInt<UTerm, B1>, B1>,
                                                                        B1,
                                                                    >,
                                                                    B0,
                                                                >,
                                                                B0,
                                                            >,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        _16,
                        _8,
                    ),
                    (_128, 512),
                ),
            ),
            _8,
        ),
        "downcast(((_8),(_4,_8,_2),(4,7)):((_1),(_3584,_16,_8),(_128,512)),8)",
    );
    c(
        &downcast(
            Layout::new((_1, _7, (_7, 2, 4)), (_1, _1, (_7, 49, _98))),
            _2,
        ),
        "downcast((_1,_7,(_7,2,4)):(_1,_1,(_7,49,_98)),2)",
    );
    c(
        &downcast(
            Layout::new(
                ((4,), _7, (2, 7, 2), (1,)),
                ((_3,), _4, (_4, _32, _1), (3,)),
            ),
            _8,
        ),
        "downcast(((4),_7,(2,7,2),(1)):((_3),_4,(_4,_32,_1),(3)),8)",
    );
    c(
        &downcast(Layout::new(((_2,), _2, _2, _1), ((_1,), 2, _4, -4)), _2),
        "downcast(((_2),_2,_2,_1):((_1),2,_4,-4),2)",
    );
    c(
        &downcast(
            Layout::new(((4, _1, _2), (4, _1, 2)), ((_1, _4, _4), (_8, _32, _32))),
            _2,
        ),
        "downcast(((4,_1,_2),(4,_1,2)):((_1,_4,_4),(_8,_32,_32)),2)",
    );
    c(
        &downcast(
            Layout::new(
                ((_3, _6, _8), (_2, _1)),
                (
                    (_1, _3, _18),
                    (
                        144,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
            _2,
        ),
        "downcast(((_3,_6,_8),(_2,_1)):((_1,_3,_18),(144,_288)),2)",
    );
    c(
        &downcast(
            Layout::new(((_7, 8), (_1,), (_2, _6)), ((_1, _7), (_56,), (_56, _112))),
            _4,
        ),
        "downcast(((_7,8),(_1),(_2,_6)):((_1,_7),(_56),(_56,_112)),4)",
    );
    c(
        &downcast(
            Layout::new(
                ((_5, 3), 4, (1, 3), (_6, 3)),
                ((1, 32), 8, (_1, _0), (_4, 6)),
            ),
            _2,
        ),
        "downcast(((_5,3),4,(1,3),(_6,3)):((1,32),8,(_1,_0),(_4,6)),2)",
    );
    c(
        &downcast(Layout::new((_2,), (_1,)), _2),
        "downcast((_2):(_1),2)",
    );
    c(
        &downcast(
            Layout::new((_7, (_5, 4), (_1,)), (_1, (_7, _35), (_140,))),
            _8,
        ),
        "downcast((_7,(_5,4),(_1)):(_1,(_7,_35),(_140)),8)",
    );
    c(
        &downcast(Layout::new(((_4, _1), (4,)), ((_1, _1), (_4,))), _4),
        "downcast(((_4,_1),(4)):((_1,_1),(_4)),4)",
    );
    c(
        &downcast(
            Layout::new(
                ((3, _2, 3), (6,), _1, _7),
                ((_252, _1, _12), (2,), _252, _36),
            ),
            _4,
        ),
        "downcast(((3,_2,3),(6),_1,_7):((_252,_1,_12),(2),_252,_36),4)",
    );
    c(
        &downcast(Layout::new((_2, _2, _8), (_1, _2, _4)), _4),
        "downcast((_2,_2,_8):(_1,_2,_4),4)",
    );
    c(&downcast(Layout::new(_5, _1), _4), "downcast(_5:_1,4)");
    c(
        &downcast(Layout::new(((_2, 4, _7),), ((_1, _2, _8),)), _4),
        "downcast(((_2,4,_7)):((_1,_2,_8)),4)",
    );
    c(
        &downcast(
            Layout::new((_1, (_4,), (1, _2, _8)), (_1, (1,), (4, _4, 8))),
            _2,
        ),
        "downcast((_1,(_4),(1,_2,_8)):(_1,(1),(4,_4,8)),2)",
    );
    c(
        &downcast(
            Layout::new(
                ((5,), (_7, 1, 1), (_6, _4, 1), (_4,)),
                (
                    (_168,),
                    (
                        _1,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<UInt<UTerm, B1>, B1>,
                                                                        B0,
                                                                    >,
                                                                    B1,
                                                                >,
                                                                B0,
                                                            >,
                                                            B0,
                                                        >,
                                                        B1,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        168,
                    ),
                    (
                        7,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B1>, B0>,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B1,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<UInt<UTerm, B1>, B1>,
                                                                        B0,
                                                                    >,
                                                                    B1,
                                                                >,
                                                                B0,
                                                            >,
                                                            B0,
                                                        >,
                                                        B1,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                    (42,),
                ),
            ),
            _8,
        ),
        "downcast(((5),(_7,1,1),(_6,_4,1),(_4)):((_168),(_1,_3360,168),(7,_840,_3360),(42)),8)",
    );
    c(
        &downcast(Layout::new(((_5, 4, _3), _5), ((_1, _5, 20), _60)), _4),
        "downcast(((_5,4,_3),_5):((_1,_5,20),_60),4)",
    );
    c(
        &downcast(
            Layout::new(
                ((1, _4, _4), (_6, 4), (6, _2, _4)),
                (
                    (_12, 4608, _12),
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B1>, B0>,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        _48,
                    ),
                    (_1, _6, _192),
                ),
            ),
            _8,
        ),
        "downcast(((1,_4,_4),(_6,4),(6,_2,_4)):((_12,4608,_12),(_768,_48),(_1,_6,_192)),8)",
    );
    c(
        &downcast(
            Layout::new(
                ((_2,), (_5, 7, _3), _4, (4, 5, _1)),
                (
                    (_1,),
                    (2, _10, 70),
                    210,
                    (
                        840,
                        3360,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<
                                                                UInt<
                                                                    UInt<
                                                                        UInt<
                                                                            UInt<
                                                                                UInt<
                                                                                    UInt<
                                                                                        UInt<
                                                                                            UTerm,
                                                                                            B1,
                                                                                        >,
                                                                                        B0,
                                                                                    >,
                                                                                    B0,
                                                                                >,
                                                                                B0,
                                                                            >,
                                                                            B0,
                                                                        >,
                                                                        B0,
                                                                    >,
                                                                    B1,
                                                                >,
                                                                B1,
                                                            >,
                                                            B0,
                                                        >,
                                                        B1,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
            _8,
        ),
        "downcast(((_2),(_5,7,_3),_4,(4,5,_1)):((_1),(2,_10,70),210,(840,3360,_16800)),8)",
    );
    c(
        &downcast(Layout::new(((3, _8, _2), 7), ((_112, _14, 7), _1)), _8),
        "downcast(((3,_8,_2),7):((_112,_14,7),_1),8)",
    );
    c(
        &downcast(
            Layout::new(((_5, _5, _5), (_6, _2)), ((_25, _5, _1), (_125, 750))),
            _8,
        ),
        "downcast(((_5,_5,_5),(_6,_2)):((_25,_5,_1),(_125,750)),8)",
    );
    c(
        &downcast(Layout::new((_5, (_4,), _4, 1), (_1, (_5,), 20, _80)), _2),
        "downcast((_5,(_4),_4,1):(_1,(_5),20,_80),2)",
    );
    c(&downcast(Layout::new(_2, _1), _2), "downcast(_2:_1,2)");
    c(
        &downcast(
            Layout::new(((5,), (5,), 8, (2,)), ((_80,), (16,), 2, (_1,))),
            _8,
        ),
        "downcast(((5),(5),8,(2)):((_80),(16),2,(_1)),8)",
    );
}

#[test]
fn cases_029() {
    c(
        &downcast(
            Layout::new(
                ((_7, _7), (_7, 5), (_4,), _5),
                ((4900, 700), (_100, 20), (_5,), _1),
            ),
            _2,
        ),
        "downcast(((_7,_7),(_7,5),(_4),_5):((4900,700),(_100,20),(_5),_1),2)",
    );
    c(&downcast(Layout::new(_1, _1), _4), "downcast(_1:_1,4)");
    c(&downcast(Layout::new(_1, _1), _4), "downcast(_1:_1,4)");
    c(
        &downcast(
            Layout::new(
                (_2, (_1, _7, 4), 5, _4),
                (
                    _1,
                    (_2, _2, _14),
                    _56,
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B0>, B1>,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),
            ),
            _4,
        ),
        "downcast((_2,(_1,_7,4),5,_4):(_1,(_2,_2,_14),_56,_280),4)",
    );
    c(
        &downcast(Layout::new(((4, _1), _5, (5,)), ((_1, 4), _4, (_20,))), _2),
        "downcast(((4,_1),_5,(5)):((_1,4),_4,(_20)),2)",
    );
    c(
        &downcast(Layout::new((_3,), (_1,)), _4),
        "downcast((_3):(_1),4)",
    );
    c(&downcast(Layout::new(8, _1), _2), "downcast(8:_1,2)");
    c(
        &downcast(
            Layout::new((6, (_1, _4, 2), (_4, _2)), (2, (_3, _1, _0), (_3, _12))),
            _4,
        ),
        "downcast((6,(_1,_4,2),(_4,_2)):(2,(_3,_1,_0),(_3,_12)),4)",
    );
    c(
        &downcast(
            Layout::new(
                ((_1,), (_7, 4, 7), (2, _1)),
                (
                    (s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B0>, B0>,
                                            B1,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),),
                    (56, _14, _2),
                    (_1, _1),
                ),
            ),
            _2,
        ),
        "downcast(((_1),(_7,4,7),(2,_1)):((_392),(56,_14,_2),(_1,_1)),2)",
    );
    c(
        &downcast(
            Layout::new(
                (8, (_3, _8, _5), (_4,)),
                (
                    _1,
                    (_8, _24, _192),
                    (s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B1>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),),
                ),
            ),
            _2,
        ),
        "downcast((8,(_3,_8,_5),(_4)):(_1,(_8,_24,_192),(_960)),2)",
    );
    c(
        &downcast(Layout::new(((1, _5),), ((1, _1),)), _2),
        "downcast(((1,_5)):((1,_1)),2)",
    );
    c(&downcast(Layout::new(_8, _1), _4), "downcast(_8:_1,4)");
    c(&downcast(Layout::new(_5, _1), _2), "downcast(_5:_1,2)");
    c(
        &downcast(
            Layout::new(
                ((_1, _2, _1), (_2,), _2, (_2,)),
                ((1, _1, _2), (2,), _4, (_8,)),
            ),
            _8,
        ),
        "downcast(((_1,_2,_1),(_2),_2,(_2)):((1,_1,_2),(2),_4,(_8)),8)",
    );
    c(
        &downcast(Layout::new(((_1, _3),), ((1, _1),)), _4),
        "downcast(((_1,_3)):((1,_1)),4)",
    );
    c(
        &downcast(
            Layout::new(((8,), (1, _2), _6, _6), ((_1,), (8, _8), -4, _96)),
            _8,
        ),
        "downcast(((8),(1,_2),_6,_6):((_1),(8,_8),-4,_96),8)",
    );
    c(
        &downcast(Layout::new(((5,), (_4, _1)), ((_4,), (_1, _1))), _2),
        "downcast(((5),(_4,_1)):((_4),(_1,_1)),2)",
    );
    c(
        &downcast(Layout::new(((_2,),), ((_1,),)), _2),
        "downcast(((_2)):((_1)),2)",
    );
    c(&downcast(Layout::new(5, _1), _2), "downcast(5:_1,2)");
    c(
        &downcast(Layout::new(((_4,), 4, (_2, _3)), ((_1,), 4, (_16, 32))), _8),
        "downcast(((_4),4,(_2,_3)):((_1),4,(_16,32)),8)",
    );
    c(&downcast(Layout::new(_6, _1), _8), "downcast(_6:_1,8)");
    c(
        &downcast(Layout::new((_6, (1,)), (_1, (0,))), _4),
        "downcast((_6,(1)):(_1,(0)),4)",
    );
    c(
        &downcast(
            Layout::new(
                ((_4, 6, 6), (4,), _2),
                (
                    (_1, 4, _24),
                    (144,),
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),
            ),
            _4,
        ),
        "downcast(((_4,6,6),(4),_2):((_1,4,_24),(144),_576),4)",
    );
    c(&downcast(Layout::new(_2, _1), _8), "downcast(_2:_1,8)");
    c(
        &downcast(Layout::new(((5, 6),), ((_1, _5),)), _2),
        "downcast(((5,6)):((_1,_5)),2)",
    );
    c(
        &downcast(Layout::new(((_3, _2), _1, _2), ((_1, 3), _6, _6)), _4),
        "downcast(((_3,_2),_1,_2):((_1,3),_6,_6),4)",
    );
    c(
        &downcast(Layout::new(((_7,), 8), ((_1,), 7)), _2),
        "downcast(((_7),8):((_1),7),2)",
    );
    c(&downcast(Layout::new(5, _1), _8), "downcast(5:_1,8)");
    c(&downcast(Layout::new(2, _1), _2), "downcast(2:_1,2)");
    c(
        &downcast(
            Layout::new(((_6, _1, _3), (4,), (_2,)), ((24, _4, _8), (_1,), (_4,))),
            _2,
        ),
        "downcast(((_6,_1,_3),(4),(_2)):((24,_4,_8),(_1),(_4)),2)",
    );
    c(
        &downcast(
            Layout::new(
                ((1, _1, _8), _2, (_2,), (_7, 4)),
                (
                    (
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B1>, B1>,
                                                            B0,
                                                        >,
                                                        B0,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                        _1,
                        14,
                    ),
                    448,
                    (_1,),
                    (_2, _112),
                ),
            ),
            _4,
        ),
        "downcast(((1,_1,_8),_2,(_2),(_7,4)):((_896,_1,14),448,(_1),(_2,_112)),4)",
    );
    c(
        &downcast(
            Layout::new(
                (_4, (_7, 2, 1), _2, (_1, _2)),
                (_1, (_4, _28, 56), _56, (112, _112)),
            ),
            _4,
        ),
        "downcast((_4,(_7,2,1),_2,(_1,_2)):(_1,(_4,_28,56),_56,(112,_112)),4)",
    );
    c(
        &downcast(Layout::new((_6, _4), (_1, 6)), _4),
        "downcast((_6,_4):(_1,6),4)",
    );
    c(&downcast(Layout::new(_6, _1), _2), "downcast(_6:_1,2)");
    c(
        &downcast(Layout::new(((6, _6, _6),), ((36, _6, _1),)), _2),
        "downcast(((6,_6,_6)):((36,_6,_1)),2)",
    );
    c(
        &downcast(Layout::new((_4, _2, _5), (_10, _1, -2)), _8),
        "downcast((_4,_2,_5):(_10,_1,-2),8)",
    );
    c(&downcast(Layout::new(_1, _1), _4), "downcast(_1:_1,4)");
    c(
        &downcast(
            Layout::new(
                (_1, (5, _5, _4), _4, (1, 1, 3)),
                (_3, (_3, _0, _1), _2, (_1, 2, 16)),
            ),
            _4,
        ),
        "downcast((_1,(5,_5,_4),_4,(1,1,3)):(_3,(_3,_0,_1),_2,(_1,2,16)),4)",
    );
    c(
        &downcast(Layout::new(((_5, _8, _2),), ((_1, -2, _40),)), _2),
        "downcast(((_5,_8,_2)):((_1,-2,_40)),2)",
    );
    c(
        &downcast(Layout::new((_4,), (_1,)), _4),
        "downcast((_4):(_1),4)",
    );
}

#[test]
fn cases_030() {
    c(&downcast(Layout::new(_6, _1), _8), "downcast(_6:_1,8)");
    c(&downcast(Layout::new(4, _1), _2), "downcast(4:_1,2)");
    c(
        &downcast(Layout::new((4, (_6, _1, 2)), (_12, (2, 2, _1))), _2),
        "downcast((4,(_6,_1,2)):(_12,(2,2,_1)),2)",
    );
    c(&downcast(Layout::new(_2, _1), _4), "downcast(_2:_1,4)");
    c(&downcast(Layout::new(7, _1), _8), "downcast(7:_1,8)");
    c(&downcast(Layout::new(_1, _1), _4), "downcast(_1:_1,4)");
    c(
        &downcast(Layout::new(((6, 4),), ((_1, _6),)), _4),
        "downcast(((6,4)):((_1,_6)),4)",
    );
    c(
        &downcast(Layout::new(((2,),), ((_1,),)), _8),
        "downcast(((2)):((_1)),8)",
    );
    c(
        &downcast(Layout::new(((_1, 8), _4), ((_32, _4), _1)), _4),
        "downcast(((_1,8),_4):((_32,_4),_1),4)",
    );
    c(
        &downcast(
            Layout::new(
                ((3,), (4, _1, _7), (_7, 3), (_3,)),
                ((_2,), (_1, 3, 12), (_16, 0), (_8,)),
            ),
            _8,
        ),
        "downcast(((3),(4,_1,_7),(_7,3),(_3)):((_2),(_1,3,12),(_16,0),(_8)),8)",
    );
    c(
        &downcast(Layout::new((_3, _5), (_1, 3)), _4),
        "downcast((_3,_5):(_1,3),4)",
    );
    c(
        &downcast(Layout::new((2, (7, 3)), (_1, (_2, 14))), _4),
        "downcast((2,(7,3)):(_1,(_2,14)),4)",
    );
    c(
        &downcast(
            Layout::new((_3, _8, (2, _5), (1,)), (_4, 32, (_1, _2), (_16,))),
            _4,
        ),
        "downcast((_3,_8,(2,_5),(1)):(_4,32,(_1,_2),(_16)),4)",
    );
    c(&downcast(Layout::new(_2, _1), _2), "downcast(_2:_1,2)");
    c(&downcast(Layout::new(_4, _1), _2), "downcast(_4:_1,2)");
    c(&downcast(Layout::new(2, _1), _2), "downcast(2:_1,2)");
    c(&downcast(Layout::new(_1, _1), _8), "downcast(_1:_1,8)");
    c(
        &downcast(
            Layout::new(
                (_1, (_4, _4, 6), (_1, _7, 2)),
                (
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B0>, B1>,
                                                            B0,
                                                        >,
                                                        B1,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                    (336, 84, 14),
                    (_14, _2, _1),
                ),
            ),
            _2,
        ),
        "downcast((_1,(_4,_4,6),(_1,_7,2)):(_1344,(336,84,14),(_14,_2,_1)),2)",
    );
    c(&downcast(Layout::new(_5, _1), _8), "downcast(_5:_1,8)");
    c(
        &downcast(Layout::new((_5, (5, 4, _5)), (_1, (5, _25, _100))), _4),
        "downcast((_5,(5,4,_5)):(_1,(5,_25,_100)),4)",
    );
    cr(
        try_recast_layout(Layout::new(_4, _1), _8, _32),
        "recast_layout(_4:_1,8,32)",
    );
    cr(
        try_recast_layout(
            Layout::new((_1, (1, _4, _7), _2), (_8, (_8, 12, 12), 16)),
            _8,
            _8,
        ),
        "recast_layout((_1,(1,_4,_7),_2):(_8,(_8,12,12),16),8,8)",
    );
    cr(
        try_recast_layout(Layout::new(_1, _1), _32, _16),
        "recast_layout(_1:_1,32,16)",
    );
    cr(
        try_recast_layout(
            Layout::new(
                ((2, 8, 3), (2,), 2, (5, _2)),
                ((_1, _2, 16), (_48,), 96, (_192, 960)),
            ),
            _16,
            _16,
        ),
        "recast_layout(((2,8,3),(2),2,(5,_2)):((_1,_2,16),(_48),96,(_192,960)),16,16)",
    );
    cr(
        try_recast_layout(Layout::new(_5, 1), _8, _8),
        "recast_layout(_5:1,8,8)",
    );
    cr(
        try_recast_layout(Layout::new(((_7, _4, _7),), ((1, _3, _8),)), _8, _8),
        "recast_layout(((_7,_4,_7)):((1,_3,_8)),8,8)",
    );
    cr(
        try_recast_layout(
            Layout::new(
                ((_6, _5, 2), (_1,), _3, (4, _1)),
                ((_1, 6, _30), (60,), _60, (_180, 720)),
            ),
            _32,
            _8,
        ),
        "recast_layout(((_6,_5,2),(_1),_3,(4,_1)):((_1,6,_30),(60),_60,(_180,720)),32,8)",
    );
    cr(
        try_recast_layout(Layout::new((4, _4, _3), (1, 4, _16)), _8, _16),
        "recast_layout((4,_4,_3):(1,4,_16),8,16)",
    );
    cr(
        try_recast_layout(Layout::new(8, _1), _32, _32),
        "recast_layout(8:_1,32,32)",
    );
    cr(
        try_recast_layout(
            Layout::new(((4, 2), (_1, _8), 2), ((_1, _4), (_8, _8), 64)),
            _8,
            _64,
        ),
        "recast_layout(((4,2),(_1,_8),2):((_1,_4),(_8,_8),64),8,64)",
    );
    cr(
        try_recast_layout(Layout::new((2, (_2, 1)), (2, (1, _1))), _32, _64),
        "recast_layout((2,(_2,1)):(2,(1,_1)),32,64)",
    );
    cr(
        try_recast_layout(
            Layout::new(((6, _4), 3, (4, _7)), ((_12, _m1), 3, (_1, 6))),
            _32,
            _32,
        ),
        "recast_layout(((6,_4),3,(4,_7)):((_12,_-1),3,(_1,6)),32,32)",
    );
    cr(
        try_recast_layout(Layout::new(1, _1), _32, _16),
        "recast_layout(1:_1,32,16)",
    );
    cr(
        try_recast_layout(
            Layout::new(((_1, 3, 8), (_3, _5)), ((_1, _1, 3), (24, _72))),
            _8,
            _32,
        ),
        "recast_layout(((_1,3,8),(_3,_5)):((_1,_1,3),(24,_72)),8,32)",
    );
    cr(
        try_recast_layout(Layout::new((_8, _4, 8), (_8, _12, _1)), _32, _4),
        "recast_layout((_8,_4,8):(_8,_12,_1),32,4)",
    );
    cr(
        try_recast_layout(
            Layout::new(
                ((5,), (_2,), (_1, _1, 4), (_1, _8)),
                ((64,), (_4,), (320, 320, _1), (1, _8)),
            ),
            _64,
            _4,
        ),
        "recast_layout(((5),(_2),(_1,_1,4),(_1,_8)):((64),(_4),(320,320,_1),(1,_8)),64,4)",
    );
    cr(
        try_recast_layout(Layout::new(((1,),), ((_8,),)), _8, _8),
        "recast_layout(((1)):((_8)),8,8)",
    );
    cr(
        try_recast_layout(Layout::new((3,), (_1,)), _16, _64),
        "recast_layout((3):(_1),16,64)",
    );
    cr(
        try_recast_layout(
            Layout::new((4, _3, (_8, _5)), (_1, 4, (_12, _96))),
            _32,
            _64,
        ),
        "recast_layout((4,_3,(_8,_5)):(_1,4,(_12,_96)),32,64)",
    );
    cr(
        try_recast_layout(Layout::new(((2, _8), (_1,)), ((_1, 2), (_16,))), _32, _8),
        "recast_layout(((2,_8),(_1)):((_1,2),(_16)),32,8)",
    );
}

#[test]
fn cases_031() {
    cr(
        try_recast_layout(Layout::new(7, _1), _64, _4),
        "recast_layout(7:_1,64,4)",
    );
    cr(
        try_recast_layout(Layout::new(1, _1), _16, _4),
        "recast_layout(1:_1,16,4)",
    );
    cr(
        try_recast_layout(
            Layout::new(
                ((6,), (_5, _4, _2), (4, _2, _4), _6),
                ((8,), (_6, 24, _1), (_12, _6, 32), _24),
            ),
            _32,
            _64,
        ),
        "recast_layout(((6),(_5,_4,_2),(4,_2,_4),_6):((8),(_6,24,_1),(_12,_6,32),_24),32,64)",
    );
    cr(
        try_recast_layout(
            Layout::new(((2, _4), 6, (7,)), ((168, _42), _7, (_1,))),
            _32,
            _16,
        ),
        "recast_layout(((2,_4),6,(7)):((168,_42),_7,(_1)),32,16)",
    );
    cr(
        try_recast_layout(
            Layout::new(((_8, _4, _4), (4, _4)), ((_1, 8, 32), (_128, _512))),
            _64,
            _16,
        ),
        "recast_layout(((_8,_4,_4),(4,_4)):((_1,8,32),(_128,_512)),64,16)",
    );
    cr(
        try_recast_layout(Layout::new((1, _8, _1, (_4,)), (1, _1, _8, (_8,))), _8, _64),
        "recast_layout((1,_8,_1,(_4)):(1,_1,_8,(_8)),8,64)",
    );
    cr(
        try_recast_layout(
            Layout::new(((_3, _1), 1, (_3, _6)), ((_1, _3), _3, (3, 9))),
            _32,
            _4,
        ),
        "recast_layout(((_3,_1),1,(_3,_6)):((_1,_3),_3,(3,9)),32,4)",
    );
    cr(
        try_recast_layout(
            Layout::new(((_1,), (_2, _4), _1, (_4,)), ((32,), (_4, 1), _1, (8,))),
            _8,
            _16,
        ),
        "recast_layout(((_1),(_2,_4),_1,(_4)):((32),(_4,1),_1,(8)),8,16)",
    );
    cr(
        try_recast_layout(Layout::new((5, (_5,)), (_1, (_5,))), _16, _8),
        "recast_layout((5,(_5)):(_1,(_5)),16,8)",
    );
    cr(
        try_recast_layout(Layout::new(_1, _1), _16, _32),
        "recast_layout(_1:_1,16,32)",
    );
    cr(
        try_recast_layout(Layout::new(_1, _1), _16, _8),
        "recast_layout(_1:_1,16,8)",
    );
    cr(
        try_recast_layout(Layout::new(2, _1), _64, _4),
        "recast_layout(2:_1,64,4)",
    );
    cr(
        try_recast_layout(Layout::new(4, _1), _16, _64),
        "recast_layout(4:_1,16,64)",
    );
    cr(
        try_recast_layout(Layout::new(((7,), (_1,)), ((_1,), (7,))), _32, _16),
        "recast_layout(((7),(_1)):((_1),(7)),32,16)",
    );
    cr(
        try_recast_layout(Layout::new((1,), (_1,)), _64, _64),
        "recast_layout((1):(_1),64,64)",
    );
    cr(
        try_recast_layout(Layout::new(_5, _1), _8, _16),
        "recast_layout(_5:_1,8,16)",
    );
    cr(
        try_recast_layout(Layout::new(3, _1), _32, _64),
        "recast_layout(3:_1,32,64)",
    );
    cr(
        try_recast_layout(Layout::new(((3,), _4, _7), ((8,), 4, _1)), _32, _64),
        "recast_layout(((3),_4,_7):((8),4,_1),32,64)",
    );
    cr(
        try_recast_layout(Layout::new((_4, _8), (1, 12)), _8, _32),
        "recast_layout((_4,_8):(1,12),8,32)",
    );
    cr(
        try_recast_layout(
            Layout::new((_1, 1, (_5, 2), _1), (10, _10, (2, _1), _1)),
            _8,
            _8,
        ),
        "recast_layout((_1,1,(_5,2),_1):(10,_10,(2,_1),_1),8,8)",
    );
    cr(
        try_recast_layout(
            Layout::new(((_2, 7, _3), (8,), (1,)), ((_1, 2, _14), (_42,), (336,))),
            _64,
            _4,
        ),
        "recast_layout(((_2,7,_3),(8),(1)):((_1,2,_14),(_42),(336)),64,4)",
    );
    cr(
        try_recast_layout(
            Layout::new((2, 1, 2, (_3, _8)), (_1, _2, 2, (_4, 12))),
            _8,
            _8,
        ),
        "recast_layout((2,1,2,(_3,_8)):(_1,_2,2,(_4,12)),8,8)",
    );
    cr(
        try_recast_layout(
            Layout::new((1, (1, 7, _2), 2, _7), (1, (_14, _14, 98), _1, _2)),
            _64,
            _4,
        ),
        "recast_layout((1,(1,7,_2),2,_7):(1,(_14,_14,98),_1,_2),64,4)",
    );
    cr(
        try_recast_layout(Layout::new((_4, (_5,), _2), (_1, (_4,), _20)), _64, _32),
        "recast_layout((_4,(_5),_2):(_1,(_4),_20),64,32)",
    );
    cr(
        try_recast_layout(Layout::new(4, _1), _16, _8),
        "recast_layout(4:_1,16,8)",
    );
    cr(
        try_recast_layout(Layout::new((_4, 2), (1, _4)), _8, _8),
        "recast_layout((_4,2):(1,_4),8,8)",
    );
    cr(
        try_recast_layout(
            Layout::new(
                ((1,), (_8, _1), _1, (1, _2)),
                ((_8,), (_24, 8), _8, (_8, 12)),
            ),
            _16,
            _32,
        ),
        "recast_layout(((1),(_8,_1),_1,(1,_2)):((_8),(_24,8),_8,(_8,12)),16,32)",
    );
    cr(
        try_recast_layout(
            Layout::new(((5, 8), (_1, _3)), ((_1, _5), (40, _40))),
            _32,
            _16,
        ),
        "recast_layout(((5,8),(_1,_3)):((_1,_5),(40,_40)),32,16)",
    );
    cr(
        try_recast_layout(Layout::new((_4, 2, (4, _7)), (_1, _4, (_8, _32))), _32, _4),
        "recast_layout((_4,2,(4,_7)):(_1,_4,(_8,_32)),32,4)",
    );
    cr(
        try_recast_layout(Layout::new((2, _2), (_2, _1)), _64, _64),
        "recast_layout((2,_2):(_2,_1),64,64)",
    );
    cr(
        try_recast_layout(Layout::new((_7, _2), (_2, _1)), _64, _4),
        "recast_layout((_7,_2):(_2,_1),64,4)",
    );
    cr(
        try_recast_layout(Layout::new(_6, _1), _8, _4),
        "recast_layout(_6:_1,8,4)",
    );
    cr(
        try_recast_layout(
            Layout::new(((_4,), (_5, 8, _1), 2), ((1,), (4, _20, 160), 160)),
            _32,
            _64,
        ),
        "recast_layout(((_4),(_5,8,_1),2):((1),(4,_20,160),160),32,64)",
    );
    cr(
        try_recast_layout(Layout::new(_5, _1), _16, _64),
        "recast_layout(_5:_1,16,64)",
    );
    cr(
        try_recast_layout(Layout::new(_4, _1), _8, _64),
        "recast_layout(_4:_1,8,64)",
    );
    cr(
        try_recast_layout(Layout::new(((3, _7, 5),), ((_1, _3, _21),)), _64, _4),
        "recast_layout(((3,_7,5)):((_1,_3,_21)),64,4)",
    );
    cr(
        try_recast_layout(Layout::new(7, _1), _32, _4),
        "recast_layout(7:_1,32,4)",
    );
    cr(
        try_recast_layout(
            Layout::new(((5,), (_7,), (_2,), _5), ((_1,), (5,), (35,), _70)),
            _8,
            _8,
        ),
        "recast_layout(((5),(_7),(_2),_5):((_1),(5),(35),_70),8,8)",
    );
    cr(
        try_recast_layout(Layout::new(((4,),), ((_1,),)), _64, _16),
        "recast_layout(((4)):((_1)),64,16)",
    );
    cr(
        try_recast_layout(Layout::new((_7, (_2, _3)), (1, (7, _14))), _64, _64),
        "recast_layout((_7,(_2,_3)):(1,(7,_14)),64,64)",
    );
}

#[test]
fn cases_032() {
    cr(try_recast_layout(Layout::new(((_4,), _7, (2, _4, 5), (_3, 6, _8)), ((_1,), 4, (_28, _56, _224), (s::<PInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B0>, B1>, B1>, B0>, B0>, B0>, B0>, B0>>>(), s::<PInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B1>, B0>, B0>, B1>, B0>, B0>, B0>, B0>, B0>>>(), 20160))), _64, _8), "recast_layout(((_4),_7,(2,_4,5),(_3,6,_8)):((_1),4,(_28,_56,_224),(_1120,_3360,20160)),64,8)");
    cr(
        try_recast_layout(
            Layout::new(
                ((_1, 2), (_2,), (_8,), (3, _2)),
                ((1, 1), (2,), (_4,), (32, _96)),
            ),
            _16,
            _32,
        ),
        "recast_layout(((_1,2),(_2),(_8),(3,_2)):((1,1),(2),(_4),(32,_96)),16,32)",
    );
    cr(
        try_recast_layout(Layout::new(8, 1), _8, _8),
        "recast_layout(8:1,8,8)",
    );
    cr(
        try_recast_layout(Layout::new(_1, 32), _64, _64),
        "recast_layout(_1:32,64,64)",
    );
    cr(
        try_recast_layout(Layout::new(((2,), _7), ((_1,), _2)), _8, _32),
        "recast_layout(((2),_7):((_1),_2),8,32)",
    );
    cr(
        try_recast_layout(
            Layout::new(
                ((_8, _4, _7), _6, _1, (_7,)),
                (
                    (_1, _8, _32),
                    224,
                    1344,
                    (s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B0>, B1>,
                                                            B0,
                                                        >,
                                                        B1,
                                                    >,
                                                    B0,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),),
                ),
            ),
            _64,
            _16,
        ),
        "recast_layout(((_8,_4,_7),_6,_1,(_7)):((_1,_8,_32),224,1344,(_1344)),64,16)",
    );
    cr(
        try_recast_layout(
            Layout::new(((2, 2), (_2, 1), (4,)), ((_1, _2), (_4, _8), (_8,))),
            _32,
            _8,
        ),
        "recast_layout(((2,2),(_2,1),(4)):((_1,_2),(_4,_8),(_8)),32,8)",
    );
    cr(
        try_recast_layout(Layout::new(_2, _1), _32, _64),
        "recast_layout(_2:_1,32,64)",
    );
    cr(
        try_recast_layout(Layout::new(((_2, 3, 3),), ((_9, 3, _1),)), _8, _8),
        "recast_layout(((_2,3,3)):((_9,3,_1)),8,8)",
    );
    cr(
        try_recast_layout(Layout::new((_5, (_8, 6), _2), (_16, (2, _80), 1)), _16, _64),
        "recast_layout((_5,(_8,6),_2):(_16,(2,_80),1),16,64)",
    );
    cr(
        try_recast_layout(Layout::new(_6, _1), _64, _8),
        "recast_layout(_6:_1,64,8)",
    );
    cr(
        try_recast_layout(Layout::new(1, 1), _32, _32),
        "recast_layout(1:1,32,32)",
    );
    cr(
        try_recast_layout(
            Layout::new(
                (_3, (4, _4, _5), (_3, 4)),
                (
                    _1,
                    (_12, 3, 144),
                    (
                        _48,
                        s::<
                            PInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<
                                                UInt<
                                                    UInt<
                                                        UInt<
                                                            UInt<UInt<UInt<UTerm, B1>, B0>, B1>,
                                                            B1,
                                                        >,
                                                        B0,
                                                    >,
                                                    B1,
                                                >,
                                                B0,
                                            >,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                            >,
                        >(),
                    ),
                ),
            ),
            _16,
            _32,
        ),
        "recast_layout((_3,(4,_4,_5),(_3,4)):(_1,(_12,3,144),(_48,_720)),16,32)",
    );
    cr(
        try_recast_layout(Layout::new((_3,), (_24,)), _8, _8),
        "recast_layout((_3):(_24),8,8)",
    );
    cr(
        try_recast_layout(Layout::new(1, _1), _16, _16),
        "recast_layout(1:_1,16,16)",
    );
    cr(
        try_recast_layout(Layout::new(((_8, _1), 5), ((_1, 8), _8)), _32, _32),
        "recast_layout(((_8,_1),5):((_1,8),_8),32,32)",
    );
    cr(
        try_recast_layout(
            Layout::new((_2, (_2, _1, _8), _6), (1, (_96, 192, 2), _16)),
            _16,
            _32,
        ),
        "recast_layout((_2,(_2,_1,_8),_6):(1,(_96,192,2),_16),16,32)",
    );
    cr(
        try_recast_layout(Layout::new((_1,), (_1,)), _32, _16),
        "recast_layout((_1):(_1),32,16)",
    );
    cr(
        try_recast_layout(
            Layout::new((_5, (3, _6), (_2, _1), _4), (_1, (5, 15), (_90, 180), 180)),
            _16,
            _8,
        ),
        "recast_layout((_5,(3,_6),(_2,_1),_4):(_1,(5,15),(_90,180),180),16,8)",
    );
    cr(
        try_recast_layout(Layout::new((_1, 4), (_1, 1)), _32, _32),
        "recast_layout((_1,4):(_1,1),32,32)",
    );
    cr(
        try_recast_layout(
            Layout::new(((_5, _5, 1), (4,), (5,)), ((8, _1, 3), (8,), (_6,))),
            _16,
            _8,
        ),
        "recast_layout(((_5,_5,1),(4),(5)):((8,_1,3),(8),(_6)),16,8)",
    );
    cr(
        try_recast_layout(Layout::new(2, _1), _8, _8),
        "recast_layout(2:_1,8,8)",
    );
    cr(
        try_recast_layout(Layout::new(_2, _1), _16, _64),
        "recast_layout(_2:_1,16,64)",
    );
    cr(
        try_recast_layout(Layout::new(((8,),), ((_1,),)), _32, _8),
        "recast_layout(((8)):((_1)),32,8)",
    );
    cr(
        try_recast_layout(Layout::new(((_3, 1, 3), _6), ((1, 3, 3), 9)), _8, _16),
        "recast_layout(((_3,1,3),_6):((1,3,3),9),8,16)",
    );
    cr(
        try_recast_layout(Layout::new(_6, _1), _16, _32),
        "recast_layout(_6:_1,16,32)",
    );
    cr(
        try_recast_layout(Layout::new(_5, _1), _64, _8),
        "recast_layout(_5:_1,64,8)",
    );
    cr(
        try_recast_layout(
            Layout::new((_1, 5, (5, _2, 8), (_4,)), (1, _1, (_5, _m1, _50), (400,))),
            _32,
            _32,
        ),
        "recast_layout((_1,5,(5,_2,8),(_4)):(1,_1,(_5,_-1,_50),(400)),32,32)",
    );
    cr(
        try_recast_layout(Layout::new((_1, (_7,), 1), (7, (_1,), _1)), _16, _32),
        "recast_layout((_1,(_7),1):(7,(_1),_1),16,32)",
    );
    cr(
        try_recast_layout(Layout::new(_2, _1), _32, _16),
        "recast_layout(_2:_1,32,16)",
    );
    cr(
        try_max_common_vector(Layout::new((4,), (_1,)), Layout::new((4,), (_1,))).map(display),
        "max_common_vector((4):(_1),(4):(_1))",
    );
    cr(
        try_max_common_layout(
            Layout::new((7, (3,), (_1,)), (_1, (_7,), (_21,))),
            Layout::new((_7, (_3,), (_1,)), (1, (_7,), (_21,))),
        ),
        "max_common_layout((7,(3),(_1)):(_1,(_7),(_21)),(_7,(_3),(_1)):(1,(_7),(_21)))",
    );
    cr(
        try_max_common_vector(
            Layout::new(((_4, _3, 2),), ((_1, _4, _12),)),
            Layout::new(((_4, _3, 2),), ((_1, _4, _12),)),
        )
        .map(display),
        "max_common_vector(((_4,_3,2)):((_1,_4,_12)),((_4,_3,2)):((_1,_4,_12)))",
    );
    cr(
        try_max_common_layout(Layout::new(_4, 1), Layout::new(_4, 1)),
        "max_common_layout(_4:1,_4:1)",
    );
    cr(
        try_max_common_vector(
            Layout::new((_7, (1, 2), (2,)), (_8, (6, _6), (_6,))),
            Layout::new((_7, (_1, 2), (2,)), (1, (_7, 7), (_14,))),
        )
        .map(display),
        "max_common_vector((_7,(1,2),(2)):(_8,(6,_6),(_6)),(_7,(_1,2),(2)):(1,(_7,7),(_14)))",
    );
    cr(
        try_max_common_layout(Layout::new((_2,), (_1,)), Layout::new((_2,), (_4,))),
        "max_common_layout((_2):(_1),(_2):(_4))",
    );
    cr(
        try_max_common_vector(Layout::new(_2, _1), Layout::new(_2, _1)).map(display),
        "max_common_vector(_2:_1,_2:_1)",
    );
    cr(
        try_max_common_layout(Layout::new((_6,), (1,)), Layout::new((_6,), (1,))),
        "max_common_layout((_6):(1),(_6):(1))",
    );
    cr(
        try_max_common_vector(Layout::new(_7, _1), Layout::new(_7, _1)).map(display),
        "max_common_vector(_7:_1,_7:_1)",
    );
    cr(
        try_max_common_layout(
            Layout::new(((_2, 1, 8), (_4,)), ((_1, _2, 2), (_16,))),
            Layout::new(((_2, 1, 8), (_4,)), ((1, 2, _2), (_16,))),
        ),
        "max_common_layout(((_2,1,8),(_4)):((_1,_2,2),(_16)),((_2,1,8),(_4)):((1,2,_2),(_16)))",
    );
}

#[test]
fn cases_033() {
    cr(
        try_max_common_vector(Layout::new(8, _1), Layout::new(8, 1)).map(display),
        "max_common_vector(8:_1,8:1)",
    );
    cr(
        try_max_common_layout(Layout::new(_2, _1), Layout::new(_2, _1)),
        "max_common_layout(_2:_1,_2:_1)",
    );
    cr(
        try_max_common_vector(
            Layout::new(((_7, _7, _1),), ((12, 6, _2),)),
            Layout::new(((_7, _7, _1),), ((12, _6, 2),)),
        )
        .map(display),
        "max_common_vector(((_7,_7,_1)):((12,6,_2)),((_7,_7,_1)):((12,_6,2)))",
    );
    cr(try_max_common_layout(Layout::new(((_4, _6, 8), (_1,)), ((_1, _4, _24), (192,))), Layout::new(((_4, _6, 8), (_1,)), ((_1, _4, _24), (_192,)))), "max_common_layout(((_4,_6,8),(_1)):((_1,_4,_24),(192)),((_4,_6,8),(_1)):((_1,_4,_24),(_192)))");
    cr(try_max_common_vector(Layout::new((_4, 4, (_8, 3, _4)), (4, 384, (48, _16, 1))), Layout::new((_4, 4, (_8, 3, _4)), (s::<PInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B0>, B0>, B0>, B0>, B0>, B0>, B0>>>(), _4, (_16, 128, _1)))).map(display), "max_common_vector((_4,4,(_8,3,_4)):(4,384,(48,_16,1)),(_4,4,(_8,3,_4)):(_384,_4,(_16,128,_1)))");
    cr(
        try_max_common_layout(
            Layout::new(((_2, _1), (2, 1)), ((2, _1), (1, _2))),
            Layout::new(((_2, _1), (_2, 1)), ((_2, _1), (_1, _2))),
        ),
        "max_common_layout(((_2,_1),(2,1)):((2,_1),(1,_2)),((_2,_1),(_2,1)):((_2,_1),(_1,_2)))",
    );
    cr(
        try_max_common_vector(Layout::new(_4, 1), Layout::new(_4, 1)).map(display),
        "max_common_vector(_4:1,_4:1)",
    );
    cr(
        try_max_common_layout(Layout::new(6, _1), Layout::new(6, 16)),
        "max_common_layout(6:_1,6:16)",
    );
    cr(
        try_max_common_vector(Layout::new(2, 1), Layout::new(_2, 1)).map(display),
        "max_common_vector(2:1,_2:1)",
    );
    cr(
        try_max_common_layout(Layout::new(_4, _1), Layout::new(_4, _1)),
        "max_common_layout(_4:_1,_4:_1)",
    );
    cr(
        try_max_common_vector(
            Layout::new(((_8,),), ((_4,),)),
            Layout::new(((_8,),), ((_4,),)),
        )
        .map(display),
        "max_common_vector(((_8)):((_4)),((_8)):((_4)))",
    );
    cr(
        try_max_common_layout(Layout::new(_6, 16), Layout::new(_6, 16)),
        "max_common_layout(_6:16,_6:16)",
    );
    cr(
        try_max_common_vector(
            Layout::new(((_2, 8, 3),), ((_1, 2, 16),)),
            Layout::new(((_2, 8, 3),), ((_1, 2, _16),)),
        )
        .map(display),
        "max_common_vector(((_2,8,3)):((_1,2,16)),((_2,8,3)):((_1,2,_16)))",
    );
    cr(
        try_max_common_layout(
            Layout::new(((8, _3), (5,)), ((_1, _8), (24,))),
            Layout::new(((_8, _3), (5,)), ((_1, _8), (24,))),
        ),
        "max_common_layout(((8,_3),(5)):((_1,_8),(24)),((_8,_3),(5)):((_1,_8),(24)))",
    );
    cr(
        try_max_common_vector(
            Layout::new((_5, 1, (_7,)), (_1, _35, (_5,))),
            Layout::new((_5, 1, (_7,)), (24, -2, (_m2,))),
        )
        .map(display),
        "max_common_vector((_5,1,(_7)):(_1,_35,(_5)),(_5,1,(_7)):(24,-2,(_-2)))",
    );
    cr(
        try_max_common_layout(Layout::new(2, _1), Layout::new(2, _1)),
        "max_common_layout(2:_1,2:_1)",
    );
    cr(
        try_max_common_vector(
            Layout::new(((_5, _2),), ((_1, 5),)),
            Layout::new(((_5, _2),), ((_1, 5),)),
        )
        .map(display),
        "max_common_vector(((_5,_2)):((_1,5)),((_5,_2)):((_1,5)))",
    );
    cr(
        try_max_common_layout(Layout::new(_2, 4), Layout::new(_2, _0)),
        "max_common_layout(_2:4,_2:_0)",
    );
    cr(
        try_max_common_vector(
            Layout::new((7, (_2, _1, _1)), (_1, (7, _14, _14))),
            Layout::new((7, (_2, _1, _1)), (_1, (7, _14, _14))),
        )
        .map(display),
        "max_common_vector((7,(_2,_1,_1)):(_1,(7,_14,_14)),(7,(_2,_1,_1)):(_1,(7,_14,_14)))",
    );
    cr(try_max_common_layout(Layout::new(((_4, 2, _4), (_2,)), ((_1, _4, _8), (_32,))), Layout::new(((_4, 2, _4), (_2,)), ((_1, _4, _8), (_32,)))), "max_common_layout(((_4,2,_4),(_2)):((_1,_4,_8),(_32)),((_4,2,_4),(_2)):((_1,_4,_8),(_32)))");
    cr(
        try_max_common_vector(Layout::new((_4,), (1,)), Layout::new((_4,), (1,))).map(display),
        "max_common_vector((_4):(1),(_4):(1))",
    );
    cr(
        try_max_common_layout(Layout::new(_8, _16), Layout::new(_8, _16)),
        "max_common_layout(_8:_16,_8:_16)",
    );
    cr(
        try_max_common_vector(Layout::new(_2, 16), Layout::new(_2, 16)).map(display),
        "max_common_vector(_2:16,_2:16)",
    );
    cr(
        try_max_common_layout(Layout::new(7, _1), Layout::new(7, _1)),
        "max_common_layout(7:_1,7:_1)",
    );
    cr(
        try_max_common_vector(
            Layout::new(((8,), _3), ((_1,), _8)),
            Layout::new(((8,), _3), ((_1,), _8)),
        )
        .map(display),
        "max_common_vector(((8),_3):((_1),_8),((8),_3):((_1),_8))",
    );
    cr(
        try_max_common_layout(Layout::new(_5, 1), Layout::new(_5, 1)),
        "max_common_layout(_5:1,_5:1)",
    );
    cr(
        try_max_common_vector(Layout::new(_7, _1), Layout::new(_7, _1)).map(display),
        "max_common_vector(_7:_1,_7:_1)",
    );
    cr(
        try_max_common_layout(Layout::new(3, 1), Layout::new(3, 1)),
        "max_common_layout(3:1,3:1)",
    );
    cr(
        try_max_common_vector(Layout::new(_4, 1), Layout::new(_4, 4)).map(display),
        "max_common_vector(_4:1,_4:4)",
    );
    cr(try_max_common_layout(Layout::new((_2, _3, (_2, _1, 5)), (1, 2, (_6, _12, 12))), Layout::new((_2, _3, (_2, _1, 5)), (1, _2, (_6, _12, 12)))), "max_common_layout((_2,_3,(_2,_1,5)):(1,2,(_6,_12,12)),(_2,_3,(_2,_1,5)):(1,_2,(_6,_12,12)))");
    cr(
        try_max_common_vector(Layout::new(_2, 1), Layout::new(_2, _1)).map(display),
        "max_common_vector(_2:1,_2:_1)",
    );
    cr(try_max_common_layout(Layout::new(((8,), (_2, _7, _8)), ((_16,), (1, 128, 2))), Layout::new(((_8,), (_2, _7, _8)), ((_1,), (448, 8, _56)))), "max_common_layout(((8),(_2,_7,_8)):((_16),(1,128,2)),((_8),(_2,_7,_8)):((_1),(448,8,_56)))");
    cr(
        try_max_common_vector(Layout::new(_1, _8), Layout::new(_1, _8)).map(display),
        "max_common_vector(_1:_8,_1:_8)",
    );
    cr(
        try_max_common_layout(Layout::new(_3, 1), Layout::new(_3, _1)),
        "max_common_layout(_3:1,_3:_1)",
    );
    cr(
        try_max_common_vector(
            Layout::new(((_3,),), ((1,),)),
            Layout::new(((_3,),), ((_1,),)),
        )
        .map(display),
        "max_common_vector(((_3)):((1)),((_3)):((_1)))",
    );
    cr(
        try_max_common_layout(
            Layout::new(((_2,), _4, _4), ((1,), _2, 8)),
            Layout::new(((_2,), _4, 4), ((1,), 2, 8)),
        ),
        "max_common_layout(((_2),_4,_4):((1),_2,8),((_2),_4,4):((1),2,8))",
    );
    cr(
        try_max_common_vector(
            Layout::new((_6, 6, _7), (1, _42, _6)),
            Layout::new((_6, _6, _7), (_1, _42, 6)),
        )
        .map(display),
        "max_common_vector((_6,6,_7):(1,_42,_6),(_6,_6,_7):(_1,_42,6))",
    );
    cr(
        try_max_common_layout(Layout::new(_4, 1), Layout::new(_4, 1)),
        "max_common_layout(_4:1,_4:1)",
    );
    cr(
        try_max_common_vector(
            Layout::new(((2,), (_6, 1, 2)), ((3,), (2, _6, _6))),
            Layout::new(((_2,), (_6, 1, 2)), ((32,), (_12, _0, _2))),
        )
        .map(display),
        "max_common_vector(((2),(_6,1,2)):((3),(2,_6,_6)),((_2),(_6,1,2)):((32),(_12,_0,_2)))",
    );
    cr(try_max_common_layout(Layout::new(((_5,), (_2, 2, _5), (_4,)), ((_1,), (32, _3, _16), (_8,))), Layout::new(((_5,), (_2, _2, _5), (_4,)), ((_1,), (_32, _3, _16), (_8,)))), "max_common_layout(((_5),(_2,2,_5),(_4)):((_1),(32,_3,_16),(_8)),((_5),(_2,_2,_5),(_4)):((_1),(_32,_3,_16),(_8)))");
}

#[test]
fn cases_034() {
    cr(
        try_max_common_vector(
            Layout::new((5, (_5, _3, 2)), (10, (_2, _50, _1))),
            Layout::new((_5, (_5, _3, 2)), (10, (_2, _50, _1))),
        )
        .map(display),
        "max_common_vector((5,(_5,_3,2)):(10,(_2,_50,_1)),(_5,(_5,_3,2)):(10,(_2,_50,_1)))",
    );
    cr(
        try_max_common_layout(Layout::new((_5,), (_1,)), Layout::new((_5,), (_1,))),
        "max_common_layout((_5):(_1),(_5):(_1))",
    );
    cr(
        try_max_common_vector(Layout::new(_8, 1), Layout::new(_8, _1)).map(display),
        "max_common_vector(_8:1,_8:_1)",
    );
    cr(
        try_max_common_layout(
            Layout::new(((_2,),), ((8,),)),
            Layout::new(((_2,),), ((1,),)),
        ),
        "max_common_layout(((_2)):((8)),((_2)):((1)))",
    );
    cr(try_max_common_vector(Layout::new(((4,), 7, (4, _3, _2)), ((_1,), 4, (28, _112, 336))), Layout::new(((4,), 7, (4, 3, _2)), ((1,), 4, (28, _112, 336)))).map(display), "max_common_vector(((4),7,(4,_3,_2)):((_1),4,(28,_112,336)),((4),7,(4,3,_2)):((1),4,(28,_112,336)))");
    cr(
        try_max_common_layout(
            Layout::new(((_2, _5, 4), 2), ((_3, _32, _6), 8)),
            Layout::new(((_2, _5, 4), 2), ((_3, _32, _6), 8)),
        ),
        "max_common_layout(((_2,_5,4),2):((_3,_32,_6),8),((_2,_5,4),2):((_3,_32,_6),8))",
    );
    cr(
        try_max_common_vector(
            Layout::new(((_7,),), ((_6,),)),
            Layout::new(((_7,),), ((_0,),)),
        )
        .map(display),
        "max_common_vector(((_7)):((_6)),((_7)):((_0)))",
    );
    cr(
        try_max_common_layout(
            Layout::new(((_3, 2), _2), ((1, 3), _6)),
            Layout::new(((_3, 2), _2), ((_4, 2), _1)),
        ),
        "max_common_layout(((_3,2),_2):((1,3),_6),((_3,2),_2):((_4,2),_1))",
    );
    cr(
        try_max_common_vector(
            Layout::new(((_1, 7), (3, _4)), ((_1, 1), (7, 21))),
            Layout::new(((_1, 7), (_3, _4)), ((_1, 1), (7, 21))),
        )
        .map(display),
        "max_common_vector(((_1,7),(3,_4)):((_1,1),(7,21)),((_1,7),(_3,_4)):((_1,1),(7,21)))",
    );
    cr(
        try_max_common_layout(Layout::new(3, 1), Layout::new(3, 1)),
        "max_common_layout(3:1,3:1)",
    );
    cr(
        try_max_common_vector(Layout::new(_4, 12), Layout::new(_4, 1)).map(display),
        "max_common_vector(_4:12,_4:1)",
    );
    cr(
        try_max_common_layout(
            Layout::new(((_7, 5, 3),), ((_1, _7, _35),)),
            Layout::new(((_7, _5, _3),), ((_1, _7, _35),)),
        ),
        "max_common_layout(((_7,5,3)):((_1,_7,_35)),((_7,_5,_3)):((_1,_7,_35)))",
    );
    cr(
        try_max_common_vector(Layout::new((1,), (_1,)), Layout::new((1,), (_1,))).map(display),
        "max_common_vector((1):(_1),(1):(_1))",
    );
    cr(
        try_max_common_layout(Layout::new(_8, 1), Layout::new(_8, 1)),
        "max_common_layout(_8:1,_8:1)",
    );
    cr(
        try_max_common_vector(
            Layout::new(((8, 3),), ((_m1, 8),)),
            Layout::new(((8, 3),), ((_3, 6),)),
        )
        .map(display),
        "max_common_vector(((8,3)):((_-1,8)),((8,3)):((_3,6)))",
    );
    cr(
        try_max_common_layout(Layout::new(6, _1), Layout::new(6, _1)),
        "max_common_layout(6:_1,6:_1)",
    );
    cr(try_max_common_vector(Layout::new(((3,), (3, _4, 7), _1), ((_1,), (_3, _9, _36), _252)), Layout::new(((3,), (3, _4, 7), _1), ((_1,), (_6, _1, _8), 24))).map(display), "max_common_vector(((3),(3,_4,7),_1):((_1),(_3,_9,_36),_252),((3),(3,_4,7),_1):((_1),(_6,_1,_8),24))");
    cr(
        try_max_common_layout(
            Layout::new((_6, (_1,)), (_1, (_1,))),
            Layout::new((_6, (_1,)), (_1, (_1,))),
        ),
        "max_common_layout((_6,(_1)):(_1,(_1)),(_6,(_1)):(_1,(_1)))",
    );
    cr(
        try_max_common_vector(Layout::new(_8, _3), Layout::new(_8, _3)).map(display),
        "max_common_vector(_8:_3,_8:_3)",
    );
    cr(
        try_max_common_layout(
            Layout::new((_1, _2, (2, _7, _4)), (1, _2, (1, _4, 28))),
            Layout::new((_1, _2, (2, _7, _4)), (1, _2, (1, _4, _28))),
        ),
        "max_common_layout((_1,_2,(2,_7,_4)):(1,_2,(1,_4,28)),(_1,_2,(2,_7,_4)):(1,_2,(1,_4,_28)))",
    );
    cr(
        try_max_common_vector(
            Layout::new((6, (_1, 4, 4)), (_24, (_16, _24, _1))),
            Layout::new((6, (_1, 4, 4)), (_4, (1, _24, 1))),
        )
        .map(display),
        "max_common_vector((6,(_1,4,4)):(_24,(_16,_24,_1)),(6,(_1,4,4)):(_4,(1,_24,1)))",
    );
    cr(
        try_max_common_layout(
            Layout::new(((1, 4, _8),), ((_1, _1, _4),)),
            Layout::new(((_1, _4, _8),), ((_1, _1, _4),)),
        ),
        "max_common_layout(((1,4,_8)):((_1,_1,_4)),((_1,_4,_8)):((_1,_1,_4)))",
    );
    cr(
        try_max_common_vector(
            Layout::new(((2, 2), (_1,)), ((_1, _2), (_2,))),
            Layout::new(((_2, 2), (_1,)), ((1, _12), (_32,))),
        )
        .map(display),
        "max_common_vector(((2,2),(_1)):((_1,_2),(_2)),((_2,2),(_1)):((1,_12),(_32)))",
    );
    cr(
        try_max_common_layout(Layout::new((8,), (_1,)), Layout::new((8,), (_1,))),
        "max_common_layout((8):(_1),(8):(_1))",
    );
    cr(
        try_max_common_vector(
            Layout::new(((_4,),), ((_1,),)),
            Layout::new(((4,),), ((_4,),)),
        )
        .map(display),
        "max_common_vector(((_4)):((_1)),((4)):((_4)))",
    );
    cr(
        try_max_common_layout(Layout::new(2, 0), Layout::new(2, 0)),
        "max_common_layout(2:0,2:0)",
    );
    cr(
        try_max_common_vector(
            Layout::new(((_2, _1), (_4,), 7), ((1, 2), (_2,), 8)),
            Layout::new(((_2, _1), (_4,), _7), ((_1, _2), (_2,), _8)),
        )
        .map(display),
        "max_common_vector(((_2,_1),(_4),7):((1,2),(_2),8),((_2,_1),(_4),_7):((_1,_2),(_2),_8))",
    );
    cr(
        try_max_common_layout(Layout::new(_2, 1), Layout::new(2, 1)),
        "max_common_layout(_2:1,2:1)",
    );
    cr(
        try_max_common_vector(Layout::new(_4, 1), Layout::new(_4, _1)).map(display),
        "max_common_vector(_4:1,_4:_1)",
    );
    cr(
        try_max_common_layout(
            Layout::new(((4,), (_4, 1)), ((_1,), (_4, _16))),
            Layout::new(((4,), (_4, _1)), ((12,), (_32, 3))),
        ),
        "max_common_layout(((4),(_4,1)):((_1),(_4,_16)),((4),(_4,_1)):((12),(_32,3)))",
    );
    cr(
        try_max_common_vector(Layout::new(6, _1), Layout::new(_6, _1)).map(display),
        "max_common_vector(6:_1,_6:_1)",
    );
    cr(
        try_max_common_layout(Layout::new(2, 3), Layout::new(_2, _3)),
        "max_common_layout(2:3,_2:_3)",
    );
    cr(
        try_max_common_vector(Layout::new(_4, _1), Layout::new(_4, _1)).map(display),
        "max_common_vector(_4:_1,_4:_1)",
    );
    cr(
        try_max_common_layout(
            Layout::new(((_7,), _5), ((1,), _7)),
            Layout::new(((_7,), 5), ((1,), _7)),
        ),
        "max_common_layout(((_7),_5):((1),_7),((_7),5):((1),_7))",
    );
    cr(try_max_common_vector(Layout::new(((2, _8, 2), (1, _4, 3)), ((4, 6, _8), (_4, _12, 32))), Layout::new(((2, _8, 2), (1, _4, 3)), ((4, _6, _8), (_4, _12, 32)))).map(display), "max_common_vector(((2,_8,2),(1,_4,3)):((4,6,_8),(_4,_12,32)),((2,_8,2),(1,_4,3)):((4,_6,_8),(_4,_12,32)))");
    cr(
        try_max_common_layout(
            Layout::new((_5, (4,), _8), (_24, (2,), 6)),
            Layout::new((_5, (_4,), _8), (_24, (2,), _6)),
        ),
        "max_common_layout((_5,(4),_8):(_24,(2),6),(_5,(_4),_8):(_24,(2),_6))",
    );
    cr(
        try_max_common_vector(
            Layout::new(((_3,),), ((32,),)),
            Layout::new(((_3,),), ((32,),)),
        )
        .map(display),
        "max_common_vector(((_3)):((32)),((_3)):((32)))",
    );
    cr(
        try_max_common_layout(
            Layout::new((_1, (6,), (_2,)), (_12, (_2,), (_1,))),
            Layout::new((_1, (6,), (_2,)), (_12, (_2,), (_1,))),
        ),
        "max_common_layout((_1,(6),(_2)):(_12,(_2),(_1)),(_1,(6),(_2)):(_12,(_2),(_1)))",
    );
    cr(
        try_max_common_vector(Layout::new(_5, 1), Layout::new(_5, _1)).map(display),
        "max_common_vector(_5:1,_5:_1)",
    );
    cr(
        try_max_common_layout(Layout::new((_2,), (0,)), Layout::new((_2,), (0,))),
        "max_common_layout((_2):(0),(_2):(0))",
    );
}

#[test]
fn cases_035() {
    cr(
        try_max_common_vector(Layout::new(8, 1), Layout::new(8, 1)).map(display),
        "max_common_vector(8:1,8:1)",
    );
    cr(
        try_max_common_layout(
            Layout::new(((2, _8),), ((1, 2),)),
            Layout::new(((2, _8),), ((8, _1),)),
        ),
        "max_common_layout(((2,_8)):((1,2)),((2,_8)):((8,_1)))",
    );
    cr(
        try_max_common_vector(
            Layout::new(((4, 2),), ((_1, _4),)),
            Layout::new(((_4, 2),), ((1, _4),)),
        )
        .map(display),
        "max_common_vector(((4,2)):((_1,_4)),((_4,2)):((1,_4)))",
    );
    cr(
        try_max_common_layout(Layout::new(2, 1), Layout::new(2, 1)),
        "max_common_layout(2:1,2:1)",
    );
    cr(
        try_max_common_vector(
            Layout::new((_7, (_3, _2)), (1, (7, 21))),
            Layout::new((_7, (_3, _2)), (1, (7, _21))),
        )
        .map(display),
        "max_common_vector((_7,(_3,_2)):(1,(7,21)),(_7,(_3,_2)):(1,(7,_21)))",
    );
    cr(try_max_common_layout(Layout::new(((_7,), 1, (_6, _6, _8)), ((_2,), _24, (0, 32, _2))), Layout::new(((_7,), 1, (_6, _6, _8)), ((288,), s::<PInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B1>, B0>, B0>, B0>, B0>, B0>>>(), (48, 8, 1)))), "max_common_layout(((_7),1,(_6,_6,_8)):((_2),_24,(0,32,_2)),((_7),1,(_6,_6,_8)):((288),_288,(48,8,1)))");
    cr(
        try_max_common_vector(
            Layout::new(((4,), _5, (_1,)), ((1,), 4, (_20,))),
            Layout::new(((_4,), _5, (_1,)), ((1,), 4, (_20,))),
        )
        .map(display),
        "max_common_vector(((4),_5,(_1)):((1),4,(_20)),((_4),_5,(_1)):((1),4,(_20)))",
    );
    cr(
        try_max_common_layout(
            Layout::new(((_4, _2),), ((1, _4),)),
            Layout::new(((_4, _2),), ((1, _4),)),
        ),
        "max_common_layout(((_4,_2)):((1,_4)),((_4,_2)):((1,_4)))",
    );
    cr(try_max_common_vector(Layout::new(((_2, 3, _2), (_2, _1, _3)), ((_1, 2, 6), (12, _24, _24))), Layout::new(((_2, _3, _2), (_2, _1, _3)), ((_1, 2, 6), (_12, _24, 24)))).map(display), "max_common_vector(((_2,3,_2),(_2,_1,_3)):((_1,2,6),(12,_24,_24)),((_2,_3,_2),(_2,_1,_3)):((_1,2,6),(_12,_24,24)))");
    cr(
        try_max_common_layout(
            Layout::new((_7, (4, _5)), (_1, (_7, _28))),
            Layout::new((_7, (_4, _5)), (_4, (_1, _28))),
        ),
        "max_common_layout((_7,(4,_5)):(_1,(_7,_28)),(_7,(_4,_5)):(_4,(_1,_28)))",
    );
    cr(try_max_common_vector(Layout::new(((2,), (1,), (_7, 2, _2)), ((28,), (_28,), (_4, _2, _1))), Layout::new(((2,), (1,), (_7, 2, _2)), ((28,), (_28,), (_4, _2, _1)))).map(display), "max_common_vector(((2),(1),(_7,2,_2)):((28),(_28),(_4,_2,_1)),((2),(1),(_7,2,_2)):((28),(_28),(_4,_2,_1)))");
    cr(
        try_max_common_layout(
            Layout::new(((_4, 1),), ((_1, 1),)),
            Layout::new(((_4, _1),), ((_1, 1),)),
        ),
        "max_common_layout(((_4,1)):((_1,1)),((_4,_1)):((_1,1)))",
    );
    cr(
        try_max_common_vector(Layout::new(4, _1), Layout::new(4, _1)).map(display),
        "max_common_vector(4:_1,4:_1)",
    );
    cr(
        try_max_common_layout(Layout::new(_4, 16), Layout::new(_4, 1)),
        "max_common_layout(_4:16,_4:1)",
    );
    cr(
        try_max_common_vector(
            Layout::new(((_6, _6, _4),), ((_1, 6, _36),)),
            Layout::new(((_6, _6, _4),), ((1, 6, _36),)),
        )
        .map(display),
        "max_common_vector(((_6,_6,_4)):((_1,6,_36)),((_6,_6,_4)):((1,6,_36)))",
    );
    cr(
        try_max_common_layout(Layout::new(_5, _1), Layout::new(_5, _1)),
        "max_common_layout(_5:_1,_5:_1)",
    );
    cr(
        try_max_common_vector(
            Layout::new(((7,), _4), ((_1,), _7)),
            Layout::new(((7,), _4), ((_1,), _7)),
        )
        .map(display),
        "max_common_vector(((7),_4):((_1),_7),((7),_4):((_1),_7))",
    );
    cr(
        try_max_common_layout(
            Layout::new((_3, (_1, _4), 2), (1, (3, 3), _12)),
            Layout::new((_3, (_1, _4), 2), (1, (3, _3), _12)),
        ),
        "max_common_layout((_3,(_1,_4),2):(1,(3,3),_12),(_3,(_1,_4),2):(1,(3,_3),_12))",
    );
    cr(
        try_max_common_vector(
            Layout::new(((_1, 4), (_2, 5)), ((_1, 4), (_4, 24))),
            Layout::new(((_1, 4), (_2, 5)), ((_1, 4), (_4, 24))),
        )
        .map(display),
        "max_common_vector(((_1,4),(_2,5)):((_1,4),(_4,24)),((_1,4),(_2,5)):((_1,4),(_4,24)))",
    );
    cr(
        try_max_common_layout(Layout::new(_2, 1), Layout::new(_2, _1)),
        "max_common_layout(_2:1,_2:_1)",
    );
    cr(try_max_common_vector(Layout::new(((5,), (1,), (_2, 1, _4)), ((1,), (_4,), (_1, _1, 1))), Layout::new(((5,), (1,), (_2, 1, _4)), ((_6,), (_32,), (_1, _4, 3)))).map(display), "max_common_vector(((5),(1),(_2,1,_4)):((1),(_4),(_1,_1,1)),((5),(1),(_2,1,_4)):((_6),(_32),(_1,_4,3)))");
    cr(
        try_max_common_layout(
            Layout::new(((_2,),), ((_1,),)),
            Layout::new(((_2,),), ((1,),)),
        ),
        "max_common_layout(((_2)):((_1)),((_2)):((1)))",
    );
    cr(
        try_max_common_vector(Layout::new(2, 1), Layout::new(_2, _1)).map(display),
        "max_common_vector(2:1,_2:_1)",
    );
    cr(
        try_max_common_layout(
            Layout::new((3, (2,)), (_m2, (1,))),
            Layout::new((_3, (_2,)), (_m2, (1,))),
        ),
        "max_common_layout((3,(2)):(_-2,(1)),(_3,(_2)):(_-2,(1)))",
    );
    cr(
        try_max_common_vector(
            Layout::new(((_6,), 2, (_8, 4)), ((_12,), 12, (_12, _8))),
            Layout::new(((_6,), 2, (_8, 4)), ((2,), _4, (_1, _32))),
        )
        .map(display),
        "max_common_vector(((_6),2,(_8,4)):((_12),12,(_12,_8)),((_6),2,(_8,4)):((2),_4,(_1,_32)))",
    );
    cr(try_max_common_layout(Layout::new(((6, _4, _4), _1, (_4,)), ((64, _16, _4), _4, (1,))), Layout::new(((6, _4, _4), _1, (_4,)), ((_1, _6, 24), _96, (_96,)))), "max_common_layout(((6,_4,_4),_1,(_4)):((64,_16,_4),_4,(1)),((6,_4,_4),_1,(_4)):((_1,_6,24),_96,(_96)))");
    cr(
        try_max_common_vector(Layout::new((3,), (1,)), Layout::new((_3,), (1,))).map(display),
        "max_common_vector((3):(1),(_3):(1))",
    );
    cr(try_max_common_layout(Layout::new(((_6,), (_4, 2, 5), _5), ((_1,), (_6, 24, _48), _240)), Layout::new(((6,), (_4, 2, 5), _5), ((24,), (_2, _16, _4), _0))), "max_common_layout(((_6),(_4,2,5),_5):((_1),(_6,24,_48),_240),((6),(_4,2,5),_5):((24),(_2,_16,_4),_0))");
    cr(
        try_max_common_vector(Layout::new(_4, _1), Layout::new(_4, _1)).map(display),
        "max_common_vector(_4:_1,_4:_1)",
    );
    cr(
        try_max_common_layout(
            Layout::new(((3, _7, 3), (2,)), ((_1, 3, _21), (_63,))),
            Layout::new(((3, _7, 3), (2,)), ((_1, 3, _21), (_63,))),
        ),
        "max_common_layout(((3,_7,3),(2)):((_1,3,_21),(_63)),((3,_7,3),(2)):((_1,3,_21),(_63)))",
    );
    cr(
        try_max_common_vector(
            Layout::new(((_1,), (_4, _3), 6), ((72,), (_6, _24), _1)),
            Layout::new(((_1,), (_4, _3), 6), ((_1,), (_1, 4), _12)),
        )
        .map(display),
        "max_common_vector(((_1),(_4,_3),6):((72),(_6,_24),_1),((_1),(_4,_3),6):((_1),(_1,4),_12))",
    );
    cr(
        try_max_common_layout(
            Layout::new(((1,), (_2,)), ((_1,), (_1,))),
            Layout::new(((1,), (_2,)), ((_1,), (_1,))),
        ),
        "max_common_layout(((1),(_2)):((_1),(_1)),((1),(_2)):((_1),(_1)))",
    );
    cr(
        try_max_common_vector(
            Layout::new((4, (2,), 2), (12, (0,), _24)),
            Layout::new((_4, (2,), 2), (_4, (_1,), _4)),
        )
        .map(display),
        "max_common_vector((4,(2),2):(12,(0),_24),(_4,(2),2):(_4,(_1),_4))",
    );
    cr(
        try_max_common_layout(Layout::new((_2,), (_1,)), Layout::new((_2,), (_1,))),
        "max_common_layout((_2):(_1),(_2):(_1))",
    );
    cr(
        try_max_common_vector(
            Layout::new(((7, 3, 4),), ((1, 7, 21),)),
            Layout::new(((_7, _3, 4),), ((_1, _7, _21),)),
        )
        .map(display),
        "max_common_vector(((7,3,4)):((1,7,21)),((_7,_3,4)):((_1,_7,_21)))",
    );
    cr(
        try_max_common_layout(
            Layout::new((8, (8,)), (24, (0,))),
            Layout::new((8, (8,)), (1, (8,))),
        ),
        "max_common_layout((8,(8)):(24,(0)),(8,(8)):(1,(8)))",
    );
    cr(
        try_max_common_vector(
            Layout::new(((6, 1, _2), _8), ((16, _16, 8), _1)),
            Layout::new(((6, 1, _2), _8), ((8, _48, _48), 1)),
        )
        .map(display),
        "max_common_vector(((6,1,_2),_8):((16,_16,8),_1),((6,1,_2),_8):((8,_48,_48),1))",
    );
    cr(
        try_max_common_layout(
            Layout::new(((1, _1), (4, _5)), ((_1, 1), (1, _4))),
            Layout::new(((1, _1), (4, _5)), ((_1, 1), (_1, _m4))),
        ),
        "max_common_layout(((1,_1),(4,_5)):((_1,1),(1,_4)),((1,_1),(4,_5)):((_1,1),(_1,_-4)))",
    );
    cr(
        try_max_common_vector(Layout::new((_4,), (_1,)), Layout::new((_4,), (_1,))).map(display),
        "max_common_vector((_4):(_1),(_4):(_1))",
    );
    cr(
        try_max_common_layout(Layout::new(3, 1), Layout::new(3, 1)),
        "max_common_layout(3:1,3:1)",
    );
}

#[test]
fn cases_036() {
    cr(
        try_max_common_vector(
            Layout::new(
                ((8, 7), _8, 1),
                (
                    (1, _8),
                    _56,
                    s::<
                        PInt<
                            UInt<
                                UInt<
                                    UInt<
                                        UInt<
                                            UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B1>, B1>, B0>, B0>,
                                            B0,
                                        >,
                                        B0,
                                    >,
                                    B0,
                                >,
                                B0,
                            >,
                        >,
                    >(),
                ),
            ),
            Layout::new(((8, 7), _8, 1), ((_1, _8), 56, 448)),
        )
        .map(display),
        "max_common_vector(((8,7),_8,1):((1,_8),_56,_448),((8,7),_8,1):((_1,_8),56,448))",
    );
    cr(
        try_max_common_layout(
            Layout::new((_1, (4,)), (_1, (_1,))),
            Layout::new((_1, (4,)), (_32, (12,))),
        ),
        "max_common_layout((_1,(4)):(_1,(_1)),(_1,(4)):(_32,(12)))",
    );
    cr(
        try_max_common_vector(
            Layout::new((1, (_2, _4, 1), _2), (_1, (_1, _2, 8), _8)),
            Layout::new((1, (_2, _4, 1), _2), (_1, (_1, _2, 8), _8)),
        )
        .map(display),
        "max_common_vector((1,(_2,_4,1),_2):(_1,(_1,_2,8),_8),(1,(_2,_4,1),_2):(_1,(_1,_2,8),_8))",
    );
    cr(
        try_max_common_layout(Layout::new(_3, _1), Layout::new(_3, _3)),
        "max_common_layout(_3:_1,_3:_3)",
    );
    cr(
        try_max_common_vector(Layout::new(3, _1), Layout::new(3, _1)).map(display),
        "max_common_vector(3:_1,3:_1)",
    );
    cr(
        try_max_common_layout(Layout::new((8,), (_1,)), Layout::new((8,), (_1,))),
        "max_common_layout((8):(_1),(8):(_1))",
    );
    cr(
        try_max_common_vector(
            Layout::new((_3, _8), (0, 32)),
            Layout::new((_3, _8), (32, _6)),
        )
        .map(display),
        "max_common_vector((_3,_8):(0,32),(_3,_8):(32,_6))",
    );
    cr(
        try_max_common_layout(
            Layout::new(((_1,), (_2, _4)), ((8,), (4, 1))),
            Layout::new(((_1,), (_2, _4)), ((_1,), (1, 2))),
        ),
        "max_common_layout(((_1),(_2,_4)):((8),(4,1)),((_1),(_2,_4)):((_1),(1,2)))",
    );
    cr(
        try_max_common_vector(Layout::new((_7,), (1,)), Layout::new((_7,), (_6,))).map(display),
        "max_common_vector((_7):(1),(_7):(_6))",
    );
    cr(
        try_max_common_layout(
            Layout::new(((_6, 3), _7, 4), ((1, 6), 18, _126)),
            Layout::new(((_6, _3), _7, 4), ((_1, _6), _18, 126)),
        ),
        "max_common_layout(((_6,3),_7,4):((1,6),18,_126),((_6,_3),_7,4):((_1,_6),_18,126))",
    );
}
