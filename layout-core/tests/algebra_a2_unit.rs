//! Unit tests of the typed composition, complement, inverses, divides and products (A2),
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
