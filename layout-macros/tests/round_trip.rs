//! Round trip: a literal prints back exactly as written (CuTe's `print` form), and its type
//! is what the type forms name.

use layout_core::int::{_1, _2, _4};
use layout_core::{coord, cute, layout, shape, tile, Layout, Shape};
use static_assertions::assert_type_eq_all;

macro_rules! round_trip {
    ($($t:tt)*) => {{
        let text = stringify!($($t)*).replace(' ', "");
        assert_eq!(layout!($($t)*).to_string(), text);
        assert_eq!(cute!($($t)*).to_string(), text);
    }};
}

#[test]
fn layouts_print_as_written() {
    round_trip!(_8:_1);
    round_trip!(8:1);
    round_trip!((_2,_4):(_1,_2));
    round_trip!((_2,(_2,_2)):(_4,(_2,_1)));
    round_trip!((_2,(2,_2)):(_4,(2,_1)));
    round_trip!((4):(_1));
    round_trip!(((8)):((_1)));
    round_trip!((_3,(_2,_3)):(_3,(_12,_1)));
    round_trip!((_6,_2):(_8,_2));
    round_trip!((_4,_2,_3):(_2,_1,_8));
    round_trip!(_1:_0);
    round_trip!((_5,_7,_8,_8):(_448,64,_1,_8));
    round_trip!((2,3):(-1,_-2));
    round_trip!(_2147483647:_-2147483648);
    round_trip!((_1048576,_3):(_1,_1048576));
    round_trip!(():());
}

#[test]
fn int_tuples_print_as_written() {
    let p = |t: &dyn core::fmt::Display| t.to_string();
    assert_eq!(p(&cute!((_2, (4, _3)))), "(_2,(4,_3))");
    assert_eq!(p(&cute!((8))), "(8)");
    assert_eq!(p(&cute!(_ - 7)), "_-7");
    assert_eq!(
        p(&layout_core::print::display(shape!((_2, (4, _3))))),
        "(_2,(4,_3))"
    );
    let m = 12;
    assert_eq!(layout!((_4, {m}):(_1, _4)).to_string(), "(_4,12):(_1,_4)");
    assert_eq!(
        layout!((_4, {m / 2}):(_1, {2 * m})).to_string(),
        "(_4,6):(_1,24)"
    );
    assert_eq!(
        layout_core::print::display(coord!((_1, 3))).to_string(),
        "(_1,3)"
    );
    assert_eq!(tile!((_3:_1, 8:_2)).1.to_string(), "8:_2");
}

#[test]
fn types_match_the_type_forms() {
    let l: Layout![(_2, i32):(_1, 4)] = layout!((_2, 5):(_1, 9));
    assert_eq!(l.to_string(), "(_2,5):(_1,9)");
    assert_type_eq_all!(Layout![(_2,(_2,_1)):(_4,(_2,_1))], Layout<(_2, (_2, _1)), (_4, (_2, _1))>);
    assert_type_eq_all!(Shape![(_4, i32, (7, _2))], (_4, i32, (i32, _2)));
    assert_type_eq_all!(Shape![_ - 1], layout_core::int::_m1);
    assert_eq!(
        core::mem::size_of_val(&layout!((_2,(_2,_2)):(_4,(_2,_1)))),
        0
    );
    assert_eq!(core::mem::size_of_val(&layout!((_2,(2,_2)):(_4,(2,_1)))), 8);
}

#[test]
fn static_layouts_are_const() {
    const L: Layout![(_2, _4):(_1, _2)] = layout!((_2,_4):(_1,_2));
    assert_eq!(L.to_string(), "(_2,_4):(_1,_2)");
}

#[test]
fn static_results_are_types() {
    use layout_core::algebra::{Composed, LogicalDivided};
    // EXPRESSIONS.md: logical_divide((_4,_2,_3):(_2,_1,_8), _4:_2) -> ((_2,_2),(_2,_3)):((_4,_1),(_2,_8))
    assert_type_eq_all!(
        LogicalDivided<Layout![(_4,_2,_3):(_2,_1,_8)], Layout![_4:_2]>,
        Layout![((_2,_2),(_2,_3)):((_4,_1),(_2,_8))]
    );
    // EXPRESSIONS.md: composition((_6,_2):(_8,_2), (_4,_3):(_3,_1)) -> ((_2,_2),_3):((_24,_2),_8)
    assert_type_eq_all!(
        Composed<Layout![(_6,_2):(_8,_2)], Layout![(_4,_3):(_3,_1)]>,
        Layout![((_2,_2),_3):((_24,_2),_8)]
    );
    let r = cute!(composition((_6,_2):(_8,_2), (_4,_3):(_3,_1)));
    let _: Layout![((_2,_2),_3):((_24,_2),_8)] = r;
    assert_eq!(core::mem::size_of_val(&r), 0);
    // with dynamic values CuTe cannot prove a mode has size 1, so it keeps it
    let d = cute!(composition((6,2):(8,2), (4,3):(3,1)));
    assert_eq!(d.to_string(), "((2,2),(3,1)):((24,2),(8,2))");
    let _: Layout![((i32,i32),(i32,i32)):((i32,i32),(i32,i32))] = d;
}

/// Calls whose expansion is the macro's own (not a typed-algebra function), against the
/// runtime layer.
#[test]
fn structural_calls_match_the_runtime() {
    let rt = |e: &str| layout_core::runtime::evaluate(e).unwrap().to_string();
    macro_rules! same {
        ($($t:tt)*) => {{
            let e = stringify!($($t)*).replace(' ', "");
            assert_eq!(cute!($($t)*).to_string(), rt(&e), "{e}");
        }};
    }
    same!(rank((_2,(_3,4)):(_1,(_2,_6)), 1));
    same!(depth((_2, (_3, (4, _1))), 1));
    same!(depth(()));
    same!(rank(()));
    same!(shape((_2,(_3,4)):(_1,(_2,_6)), 1));
    same!(stride((_2,(_3,4)):(_1,(_2,_6)), 1, 0));
    same!(shape((2, _3)));
    same!(get(_5, 0));
    same!(get(_6:_2, 0));
    same!(get((_4,(_3,_6)):(_1,(_4,_12)), 1, 1));
    same!(flatten(_3:_1));
    same!(flatten(((4,2)):((2,1))));
    same!(slice((1, _, (_, 2)), (_2, _3, (_4, 5))));
    same!(make_layout((_2,_3):(_1,_2), 4:_8));
    same!(make_layout(_4:_1));
    same!(make_ordered_layout((_2, 3, _4), LayoutRight));
    same!(eval((_2,_3):(_1,_2), (_, 1)));
    same!(eval((_2,_3):(_1,_2), 1, 2));
    same!(print_layout((_2,_3):(_3,_1)));
    same!(size((_2, (3, _4))));
}
