//! Unit tests of the typed composition, complement, inverses, divides and products,
//! each compared with the runtime layer and with CuTe's printed form.

use layout_core::prelude::*;
use layout_core::runtime::evaluate;

fn rt(e: &str) -> String {
    match evaluate(e) {
        Ok(v) => v.to_string(),
        Err(err) => format!("error: {err}"),
    }
}

macro_rules! check {
    ($typed:expr, $expr:literal, $want:literal) => {{
        let got = $typed.to_string();
        assert_eq!(got, $want, "typed {}", $expr);
        assert_eq!(rt($expr), $want, "runtime {}", $expr);
    }};
}

#[test]
fn composition_cases() {
    check!(
        composition(
            Layout::new((_6, _2), (_8, _2)),
            Layout::new((_4, _3), (_3, _1))
        ),
        "composition((_6,_2):(_8,_2),(_4,_3):(_3,_1))",
        "((_2,_2),_3):((_24,_2),_8)"
    );
    check!(
        composition(Layout::new((6, 2), (8, 2)), Layout::new((4, 3), (3, 1))),
        "composition((6,2):(8,2),(4,3):(3,1))",
        "((2,2),(3,1)):((24,2),(8,2))"
    );
    check!(
        composition(
            Layout::new(((_1, _1),), ((_3, _0),)),
            (Layout::new((_4, _1), (_1, _1)),)
        ),
        "composition(((_1,_1)):((_3,_0)),((_4,_1):(_1,_1)))",
        "((_4,_1)):((_0,_0))"
    );
    check!(
        composition(
            Layout::new(((_1, _1, _4),), ((_4, _4, _0),)),
            Layout::new((_8, _2), (_1, _2))
        ),
        "composition(((_1,_1,_4)):((_4,_4,_0)),(_8,_2):(_1,_2))",
        "(_8,_2):(_0,_0)"
    );
}

// The result of a static composition / divide is a type (and zero-sized).
static_assertions::assert_type_eq_all!(
    Composed<Layout<(_6, _2), (_8, _2)>, Layout<(_4, _3), (_3, _1)>>,
    Layout<((_2, _2), _3), ((_24, _2), _8)>
);
static_assertions::assert_type_eq_all!(
    LogicalDivided<Layout<(_4, _2, _3), (_2, _1, _8)>, Layout<_4, _2>>,
    Layout<((_2, _2), (_2, _3)), ((_4, _1), (_2, _8))>
);
static_assertions::assert_type_eq_all!(
    Complemented<Layout<_4, _2>, _24>,
    Layout<(_2, _3), (_1, _8)>
);
static_assertions::assert_type_eq_all!(
    RightInverseOf<Layout<(_4, _2), (_2, _1)>>,
    Layout<(_2, _4), (_4, _1)>
);

#[test]
fn static_results_are_zero_sized_with_const_size() {
    type D = LogicalDivided<Layout<(_8, _6), (_1, _8)>, (_4, _2)>;
    assert_eq!(core::mem::size_of::<D>(), 0);
    const SIZE: i32 = D::SIZE;
    const COSIZE: i32 = D::COSIZE;
    assert_eq!((SIZE, COSIZE), (48, 48));
    type P = BlockedProductOf<Layout<(_2, _2), (_1, _2)>, Layout<(_3, _4), (_1, _3)>>;
    assert_eq!(core::mem::size_of::<P>(), 0);
    assert_eq!(
        P::default().to_string(),
        "((_2,_3),(_2,_4)):((_1,_4),(_2,_12))"
    );
}

#[test]
fn mixed_inputs_keep_dynamic_leaves_dynamic() {
    check!(
        logical_divide(Layout::new((_8, 6), (_1, _8)), (_4, X)),
        "logical_divide((_8,6):(_1,_8),(_4,_))",
        "((_4,_2),6):((_1,_4),_8)"
    );
    check!(
        complement_to(Layout::new(4, 2), 24),
        "complement(4:2,24)",
        "(2,3):(_1,8)"
    );
    check!(
        right_inverse(Layout::new((4, _2), (_2, _1))),
        "right_inverse((4,_2):(_2,_1))",
        "(_2,4):(4,_1)"
    );
}

#[test]
fn dynamic_precondition_failures_are_errors() {
    // composition: the shape divisibility condition fails on dynamic values, and the result
    // would not be A o B
    let e = try_composition(Layout::new((4, 6), (1, 4)), Layout::new(3, 3)).unwrap_err();
    assert_eq!(e.op, "composition");
    assert!(rt("composition((4,6):(1,4),3:3)").starts_with("error: composition"));
    // complement: a dynamic stride 0 is not injective
    let e = try_complement_to(Layout::new(4, 0), 8).unwrap_err();
    assert_eq!(e.op, "complement");
    assert!(rt("complement(4:0,8)").starts_with("error: complement"));
    // a zero in a dynamic shape
    assert!(try_composition(Layout::new((4, 0), (1, 4)), Layout::new(2, 1)).is_err());
    // the divides and products report their inner failure
    assert!(try_logical_divide(Layout::new((4, 6), (1, 4)), Layout::new(3, 3)).is_err());
}

#[test]
#[should_panic(expected = "composition")]
fn plain_form_panics_with_the_message() {
    let _ = composition(Layout::new((4, 6), (1, 4)), Layout::new(3, 3));
}

#[test]
fn tilers() {
    check!(
        composition(
            Layout::new((_12, (_4, _8)), (_59, (_13, _1))),
            (Layout::new(_3, _4), _8)
        ),
        "composition((_12,(_4,_8)):(_59,(_13,_1)),(_3:_4,_8))",
        "(_3,(_4,_2)):(_236,(_13,_1))"
    );
    check!(
        zipped_divide(Layout::new((_8, _6), (_1, _8)), (_4, _2)),
        "zipped_divide((_8,_6):(_1,_8),(_4,_2))",
        "((_4,_2),(_2,_3)):((_1,_8),(_4,_16))"
    );
    check!(
        raked_product(
            Layout::new((_2, _2), (_1, _2)),
            Layout::new((_3, _4), (_1, _3))
        ),
        "raked_product((_2,_2):(_1,_2),(_3,_4):(_1,_3))",
        "((_3,_2),(_4,_2)):((_4,_1),(_12,_2))"
    );
}

#[test]
fn zeros_are_errors_not_panics() {
    assert!(try_complement_to(Layout::new(4, 2), (4, 0)).is_err());
    assert!(try_complement_to(Layout::new((4, 0), (_1, _4)), 16).is_err());
    assert!(try_logical_divide(Layout::new((4, 0), (1, 4)), Layout::new(2, 1)).is_err());
    assert!(try_logical_product(Layout::new(0, 1), Layout::new(2, 1)).is_err());
    // a dynamic stride 0 is not the static `_0` shortcut: CuTe divides by it
    assert!(try_composition(Layout::new((4, 6), (1, 4)), Layout::new(2, 0)).is_err());
}

/// Twelve-mode layouts fold with the default `recursion_limit` (no attribute needed).
#[test]
fn deep_layouts_fold_with_default_recursion_limit() {
    let l = make_layout((_2, _3, _2, _5, _2, _3, _2, _2, _3, _2, _2, _2));
    check!(
        logical_divide(l, Layout::new((_4, _3), (_1, _8))),
        "logical_divide((_2,_3,_2,_5,_2,_3,_2,_2,_3,_2,_2,_2):(_1,_2,_6,_12,_60,_120,_360,_720,_1440,_4320,_8640,_17280),(_4,_3):(_1,_8))",
        "((_4,_3),(_2,_1440)):((_1,_8),(_4,_24))"
    );
    check!(
        left_inverse(Layout::new(
            (_2, _3, _2, _5, _2, _3),
            (_60, _20, _10, _2, _1, _120)
        )),
        "left_inverse((_2,_3,_2,_5,_2,_3):(_60,_20,_10,_2,_1,_120))",
        "(_2,_5,_2,_3,_2,_3):(_60,_12,_6,_2,_1,_120)"
    );
}
