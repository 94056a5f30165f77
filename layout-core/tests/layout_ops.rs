//! Unit tests of the typed coalesce, filter, structural ops, slice, recast and max_common_vector.
//! Each case compares the typed result's printing with the runtime layer's.

use layout_core::prelude::*;
use layout_core::runtime::evaluate;

/// A static integer value from its typenum type.
fn s<T: Default>() -> T {
    T::default()
}

fn rt(expr: &str) -> String {
    match evaluate(expr) {
        Ok(v) => v.to_string(),
        Err(e) => format!("error: {e}"),
    }
}

macro_rules! check {
    ($typed:expr, $expr:literal) => {
        assert_eq!($typed.to_string(), rt($expr), "{}", $expr)
    };
}

#[test]
fn coalesce_cases() {
    check!(
        coalesce(Layout::new((_2, (_1, _6)), (_1, (6, _2)))),
        "coalesce((_2,(_1,_6)):(_1,(6,_2)))"
    );
    check!(
        coalesce(Layout::new((_2, _1, _6), (_4, 7, _8))),
        "coalesce((_2,_1,_6):(_4,7,_8))"
    );
    check!(
        coalesce(Layout::new((_2, _4), (_4, _1))),
        "coalesce((_2,_4):(_4,_1))"
    );
    check!(
        coalesce(Layout::new(((3,),), ((1,),))),
        "coalesce(((3)):((1)))"
    );
    check!(coalesce(Layout::new((_1,), (_4,))), "coalesce((_1):(_4))");
    check!(coalesce(Layout::new(_1, _1)), "coalesce(_1:_1)");
    check!(
        coalesce(Layout::new((_2, 3), (_0, _0))),
        "coalesce((_2,3):(_0,_0))"
    );
    check!(
        coalesce(Layout::new((3, _2), (_0, _0))),
        "coalesce((3,_2):(_0,_0))"
    );
    check!(
        coalesce(Layout::new(
            (_8, (_4, _6, 8), 3, 8),
            (0, (64, 24, _12), _32, _4)
        )),
        "coalesce((_8,(_4,_6,8),3,8):(0,(64,24,_12),_32,_4))"
    );
    check!(
        coalesce_with(Layout::new((_2, (_1, _6)), (_1, (_6, _2))), (_1, _1)),
        "coalesce((_2,(_1,_6)):(_1,(_6,_2)),(_1,_1))"
    );
    check!(
        coalesce_with(Layout::new(((7, 5), 8), ((6, 1), 3)), (1,)),
        "coalesce(((7,5),8):((6,1),3),(1))"
    );
    check!(
        coalesce_with(Layout::new(_8, _1), (_1,)),
        "coalesce(_8:_1,(_1))"
    );
}

#[test]
fn filter_cases() {
    check!(
        filter(Layout::new(
            ((_7, _2, _1), _2, (_1, _4, _2), _1),
            ((_0, _1, _12), _0, (_8, _0, _0), _0)
        )),
        "filter(((_7,_2,_1),_2,(_1,_4,_2),_1):((_0,_1,_12),_0,(_8,_0,_0),_0))"
    );
    check!(
        filter(Layout::new(
            (_6, (_5,), (_8, _5), _4),
            (_8, (_0,), (_48, _16), _17)
        )),
        "filter((_6,(_5),(_8,_5),_4):(_8,(_0),(_48,_16),_17))"
    );
    check!(
        filter(Layout::new(((4,), 1), ((_4,), _0))),
        "filter(((4),1):((_4),_0))"
    );
}

#[test]
fn structure_cases() {
    check!(
        append(
            Layout::new((4, 7), (1, 4)),
            Layout::new(((4, 6), 7), ((6, 1), 24))
        ),
        "append((4,7):(1,4),((4,6),7):((6,1),24))"
    );
    check!(
        prepend(Layout::new(1, 16), Layout::new((6,), (2,))),
        "prepend(1:16,(6):(2))"
    );
    check!(
        select(
            Layout::new(
                ((_3, 8), _5, 6, _5),
                ((_1, _3), 24, s::<typenum::P600>(), _120)
            ),
            (_2, _0, _0)
        ),
        "select(((_3,8),_5,6,_5):((_1,_3),24,_600,_120),(2,0,0))"
    );
    check!(select(Layout::new(8, 1), (_0, _0)), "select(8:1,(0,0))");
    check!(
        take(
            Layout::new(((_7,), 6, (_7, 5)), ((_210,), 1, (6, 42))),
            _2,
            _3
        ),
        "take(((_7),6,(_7,5)):((_210),1,(6,42)),2,3)"
    );
    check!(take(Layout::new(8, 1), _0, _1), "take(8:1,0,1)");
    check!(
        group(Layout::new(((1,), 6), ((6,), 4)), _0, _1),
        "group(((1),6):((6),4),0,1)"
    );
    check!(
        group(Layout::new((5, 8, _6, _6), (_16, _1, _6, _2)), _3, _4),
        "group((5,8,_6,_6):(_16,_1,_6,_2),3,4)"
    );
    check!(
        group(Layout::new((2, 3, 4), (1, 2, 6)), _1, _1),
        "group((2,3,4):(1,2,6),1,1)"
    );
    check!(
        group(Layout::new((7, _6), (1, 7)), _0, _2),
        "group((7,_6):(1,7),0,2)"
    );
    check!(
        flatten_layout(Layout::new(
            ((3, _6), 2, _7, _8),
            ((_1, 336), _168, _3, _21)
        )),
        "flatten(((3,_6),2,_7,_8):((_1,336),_168,_3,_21))"
    );
    check!(Layout::new(_8, _8).flatten(), "flatten(_8:_8)");
}

#[test]
fn slice_cases() {
    check!(
        slice(
            ((X, 2, X), 2),
            Layout::new(((1, _7, 4), 6), ((_28, 4, _14), 56))
        ),
        "slice(((_,2,_),2),((1,_7,4),6):((_28,4,_14),56))"
    );
    check!(
        slice((X, 35), Layout::new((4, (8, 5)), (1, (4, 32)))),
        "slice((_,35),(4,(8,5)):(1,(4,32)))"
    );
    check!(
        slice((_0,), Layout::new((_3,), (_1,))),
        "slice((_0),(_3):(_1))"
    );
    check!(slice(_1, Layout::new(3, 1)), "slice(_1,3:1)");
    check!(
        slice(
            (_3, (0, X), X),
            Layout::new((_8, (2, 1), _4), (_8, (_64, 128), _2))
        ),
        "slice((_3,(0,_),_),(_8,(2,1),_4):(_8,(_64,128),_2))"
    );
}

#[test]
fn recast_cases() {
    check!(
        upcast(Layout::new(((2, _8), (8,)), ((32, 64), (_1,))), _4),
        "upcast(((2,_8),(8)):((32,64),(_1)),4)"
    );
    check!(
        upcast(
            Layout::new(((_7, 3), (2, 4, _1), 3), ((18, _6), (_1, 126, _1), 2)),
            _2
        ),
        "upcast(((_7,3),(2,4,_1),3):((18,_6),(_1,126,_1),2),2)"
    );
    check!(
        upcast(
            Layout::new((_4, (1,), (_2, _7, _4)), (8, (_8,), (_4, _32, _1))),
            _8
        ),
        "upcast((_4,(1),(_2,_7,_4)):(8,(_8),(_4,_32,_1)),8)"
    );
    check!(
        upcast(Layout::new((_2, _4), (_2, -4)), _2),
        "upcast((_2,_4):(_2,-4),2)"
    );
    check!(
        upcast(Layout::new((_2, _4), (_m2, _m4)), _2),
        "upcast((_2,_4):(_-2,_-4),2)"
    );
    check!(
        upcast(Layout::new((_3, _4), (_m1, _m8)), _4),
        "upcast((_3,_4):(_-1,_-8),4)"
    );
    check!(
        downcast(
            Layout::new(((_2, _3, _2), (_6, 1, _6)), ((_6, _72, _216), (12, _6, _1))),
            _2
        ),
        "downcast(((_2,_3,_2),(_6,1,_6)):((_6,_72,_216),(12,_6,_1)),2)"
    );
    check!(
        downcast(Layout::new((_3, _4), (_1, _m1)), _2),
        "downcast((_3,_4):(_1,_-1),2)"
    );
    check!(
        recast_layout(
            Layout::new(
                ((4,), (8, _5), (6, 2, _2)),
                (
                    (320,),
                    (_1, 32),
                    (
                        s::<typenum::Prod<typenum::P640, typenum::P4>>(),
                        s::<typenum::Prod<typenum::P640, typenum::P2>>(),
                        160
                    )
                )
            ),
            _16,
            _64
        ),
        "recast_layout(((4),(8,_5),(6,2,_2)):((320),(_1,32),(_2560,_1280,160)),16,64)"
    );
    check!(
        recast_layout(Layout::new((_7, (4, _8)), (64, (_1, _8))), _16, _8),
        "recast_layout((_7,(4,_8)):(64,(_1,_8)),16,8)"
    );
    check!(
        recast_layout(
            Layout::new(
                ((8, 7, 6), (_7, 4), 1),
                (
                    (_1, _32, 6272),
                    (224, s::<typenum::Prod<typenum::P784, typenum::P2>>()),
                    32
                )
            ),
            _32,
            _32
        ),
        "recast_layout(((8,7,6),(_7,4),1):((_1,_32,6272),(224,_1568),32),32,32)"
    );
    check!(
        recast_layout(Layout::new((_6, _4), (_1, _6)), _24, _16),
        "recast_layout((_6,_4):(_1,_6),24,16)"
    );
    assert!(try_upcast(Layout::new((_2, _4), (_2, 3)), _2).is_err());
}

#[test]
fn vector_cases() {
    check!(
        display(max_common_vector(
            Layout::new(((_2, _7), _6), ((_1, _12), _2)),
            Layout::new(((_2, _7), _6), ((_1, _12), _2))
        )),
        "max_common_vector(((_2,_7),_6):((_1,_12),_2),((_2,_7),_6):((_1,_12),_2))"
    );
    check!(display(max_common_vector(Layout::new(((_3, _8), (_5, _1)), ((_8, _1), (_24, _24))), Layout::new(((_3, _8), (_5, _1)), ((_40, _1), (_8, _8))))), "max_common_vector(((_3,_8),(_5,_1)):((_8,_1),(_24,_24)),((_3,_8),(_5,_1)):((_40,_1),(_8,_8)))");
    check!(
        display(max_common_vector(
            Layout::new((_8, 4), (1, _8)),
            Layout::new((8, _4), (_1, 8))
        )),
        "max_common_vector((_8,4):(1,_8),(8,_4):(_1,8))"
    );
    check!(
        display(max_common_vector(
            Layout::new((7, (7,)), (7, (1,))),
            Layout::new((7, (7,)), (0, (24,)))
        )),
        "max_common_vector((7,(7)):(7,(1)),(7,(7)):(0,(24)))"
    );
    check!(
        max_common_layout(
            Layout::new((_5, _6, _4), (_6, _1, _30)),
            Layout::new((_5, _6, _4), (_6, _1, _30))
        ),
        "max_common_layout((_5,_6,_4):(_6,_1,_30),(_5,_6,_4):(_6,_1,_30))"
    );
    check!(
        max_common_layout(
            Layout::new((_7, (_2, _6)), (_1, (_42, _7))),
            Layout::new((_7, (_2, _6)), (_1, (_42, _7)))
        ),
        "max_common_layout((_7,(_2,_6)):(_1,(_42,_7)),(_7,(_2,_6)):(_1,(_42,_7)))"
    );
    check!(
        max_common_layout(
            Layout::new(((4, 5, 5), 2), ((50, 1, 10), 5)),
            Layout::new(((4, 5, 5), _2), ((0, _48, 24), 6))
        ),
        "max_common_layout(((4,5,5),2):((50,1,10),5),((4,5,5),_2):((0,_48,24),6))"
    );
    check!(
        max_common_layout(Layout::new(_3, 1), Layout::new(3, _1)),
        "max_common_layout(_3:1,3:_1)"
    );
    check!(
        max_common_layout(
            Layout::new((_2, _1), (_1, _2)),
            Layout::new((_2, _1), (_1, _2))
        ),
        "max_common_layout((_2,_1):(_1,_2),(_2,_1):(_1,_2))"
    );
}

/// Fully static inputs fold at compile time: the result is a type, and it is zero-sized.
#[test]
fn static_results_are_types() {
    use static_assertions::assert_type_eq_all;
    type L = Layout<(_2, (_1, _6)), (_1, (_6, _2))>;
    assert_type_eq_all!(Coalesced<L>, Layout<_12, _1>);
    assert_type_eq_all!(CoalescedWith<L, (_1, _1)>, Layout<(_2, _6), (_1, _2)>);
    assert_type_eq_all!(Filtered<Layout<(_6, _7), (_0, _48)>>, Layout<_7, _48>);
    assert_type_eq_all!(Sliced<(Underscore, _1), Layout<(_4, _8), (_1, _4)>>, Layout<(_4,), (_1,)>);
    assert_type_eq_all!(Taken<Layout<(_2, _3, _5), (_1, _2, _6)>, _1, _3>, Layout<(_3, _5), (_2, _6)>);
    assert_type_eq_all!(
        Grouped<Layout<(_2, _3, _5), (_1, _2, _6)>, _0, _2>,
        Layout<((_2, _3), _5), ((_1, _2), _6)>
    );
    assert_type_eq_all!(Selected<Layout<(_2, _3), (_1, _2)>, (_1, _0)>, Layout<(_3, _2), (_2, _1)>);
    assert_type_eq_all!(Upcasted<Layout<(_4, _8), (_1, _4)>, _2>, Layout<(_2, _8), (_1, _2)>);
    assert_type_eq_all!(Downcasted<Layout<(_4, _8), (_1, _4)>, _2>, Layout<(_8, _8), (_1, _8)>);
    assert_type_eq_all!(
        MaxCommonVectorOf<Layout<(_4, _8), (_1, _4)>, Layout<(_4, _8), (_1, _4)>>,
        _32
    );
    let l = Layout::new((_4, _8), (_1, _4));
    assert_eq!(core::mem::size_of_val(&coalesce(l)), 0);
    assert_eq!(core::mem::size_of_val(&slice((X, _1), l)), 0);
    assert_eq!(core::mem::size_of_val(&recast_layout(l, _16, _32)), 0);
    assert_eq!(core::mem::size_of_val(&max_common_layout(l, l)), 0);
    // a dynamic leaf stays a run-time value, and only it takes space
    assert_eq!(
        core::mem::size_of_val(&coalesce(Layout::new((_4, 8), (_1, _4)))),
        4
    );
}

/// Twelve modes, the most a tuple holds, fold without raising the recursion limit.
#[test]
fn twelve_modes() {
    let l = Layout::new(
        (_2, _2, _2, _2, _2, _2, _2, _2, _2, _2, _2, 3),
        (
            _1, _2, _4, _8, _16, _32, _64, _128, _256, _512, _1024, _2048,
        ),
    );
    check!(coalesce(l), "coalesce((_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,3):(_1,_2,_4,_8,_16,_32,_64,_128,_256,_512,_1024,_2048))");
    check!(filter(l), "filter((_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,3):(_1,_2,_4,_8,_16,_32,_64,_128,_256,_512,_1024,_2048))");
    check!(take(l, _3, _12), "take((_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,3):(_1,_2,_4,_8,_16,_32,_64,_128,_256,_512,_1024,_2048),3,12)");
    check!(group(l, _2, _11), "group((_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,3):(_1,_2,_4,_8,_16,_32,_64,_128,_256,_512,_1024,_2048),2,11)");
    check!(upcast(l, _4), "upcast((_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,3):(_1,_2,_4,_8,_16,_32,_64,_128,_256,_512,_1024,_2048),4)");
    check!(slice((X, 1, X, 1, X, 1, X, 1, X, 1, X, X), l), "slice((_,1,_,1,_,1,_,1,_,1,_,_),(_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,3):(_1,_2,_4,_8,_16,_32,_64,_128,_256,_512,_1024,_2048))");
    let s = Layout::new(
        (_2, _2, _2, _2, _2, _2, _2, _2, _2, _2, _2, _2),
        (
            _1, _2, _4, _8, _16, _32, _64, _128, _256, _512, _1024, _2048,
        ),
    );
    check!(display(max_common_vector(s, s)), "max_common_vector((_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,_2):(_1,_2,_4,_8,_16,_32,_64,_128,_256,_512,_1024,_2048),(_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,_2,_2):(_1,_2,_4,_8,_16,_32,_64,_128,_256,_512,_1024,_2048))");
}
