//! Layouts with scaled basis strides through the typed algebra, printed as CuTe prints them.
use layout_core::basis::make_basis_like;
use layout_core::prelude::*;

fn id<
    S: layout_core::basis::BasisLike<layout_core::hlist::HNil>
        + CongruentWith<layout_core::basis::BasisLikeOf<S>>,
>(
    s: S,
) -> Layout<S, layout_core::basis::BasisLikeOf<S>> {
    Layout::new(s, make_basis_like(s))
}

#[test]
fn printed() {
    assert_eq!(id((_4, _8)).to_string(), "(_4,_8):(_1@0,_1@1)");
    assert_eq!(
        id(((_2, 3), 4)).to_string(),
        "((_2,3),4):((_1@0@0,_1@1@0),_1@1)"
    );
}

#[test]
fn composition_scales_basis() {
    let a = id((_4, _8));
    assert_eq!(composition(a, (_2, _4)).to_string(), "(_2,_4):(_1@0,_1@1)");
    assert_eq!(composition(a, Layout::new(_8, _4)).to_string(), "_8:_1@1");
    assert_eq!(composition(a, Layout::new(_2, _2)).to_string(), "_2:_2@0");
    // modes along different coordinates never merge
    assert_eq!(coalesce(a).to_string(), "(_4,_8):(_1@0,_1@1)");
    assert_eq!(
        coalesce(id((_4, _1, _8))).to_string(),
        "(_4,_8):(_1@0,_1@2)"
    );
}

#[test]
fn divide_and_slice() {
    let a = id((5, 9));
    let z = zipped_divide(a, (_4, _8));
    assert_eq!(z.to_string(), "((_4,_8),(2,2)):((_1@0,_1@1),(_4@0,_8@1))");
    let s = slice(((X, X), 3), z);
    assert_eq!(s.to_string(), "(_4,_8):(_1@0,_1@1)");
    let tv = Layout::new(((_4, _2), (_2, _2)), ((_8, _2), (_4, _1)));
    let t = composition(s, tv);
    assert_eq!(t.to_string(), "((_4,_2),(_2,_2)):((_2@1,_2@0),(_1@1,_1@0))");
    let l = logical_divide(id((_8, _16)), (_4, _8));
    assert_eq!(l.to_string(), "((_4,_2),(_8,_2)):((_1@0,_4@0),(_1@1,_8@1))");
}

#[test]
fn dynamic_scales() {
    // dynamic shapes: the fold runs at run time, the scales become dynamic where CuTe's do
    let a = id((4, 8));
    assert_eq!(a.to_string(), "(4,8):(_1@0,_1@1)");
    // as for integer strides, a mode of dynamic size 1 is kept
    assert_eq!(
        composition(a, Layout::new(8, 4)).to_string(),
        "(1,8):(4@0,1@1)"
    );
    let z = zipped_divide(a, (_2, _4));
    assert_eq!(z.to_string(), "((_2,_4),(2,2)):((_1@0,_1@1),(_2@0,_4@1))");
    // a static stride-0 mode is kept as the integer `_0` (CuTe's shortcut)
    assert_eq!(composition(a, Layout::new(_8, _0)).to_string(), "_8:_0");
}

#[test]
fn filter_and_coalesce_keep_basis_modes() {
    // a basis stride is never the integer 0 (CuTe's `is_constant<0>` is false for it)
    let a = id((_4, _1, _8));
    assert_eq!(filter(a).to_string(), "(_4,_8):(_1@0,_1@2)");
    // modes along the same coordinate merge when they chain, as integer modes do
    let z = zipped_divide(id((_8, _4)), (_2, _4));
    assert_eq!(z.to_string(), "((_2,_4),(_4,_1)):((_1@0,_1@1),(_2@0,_0))");
    assert_eq!(coalesce(z).to_string(), "(_2,_4,_4):(_1@0,_1@1,_2@0)");
    let row = composition(id((_8, _4)), Layout::new((_2, _4), (_1, _2)));
    assert_eq!(row.to_string(), "(_2,_4):(_1@0,_2@0)");
    assert_eq!(coalesce(row).to_string(), "_8:_1@0");
}
