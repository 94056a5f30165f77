//! Unit tests of the typed layer's run-time checks against the runtime layer (the reference).
use layout_core::prelude::*;
use layout_core::runtime::evaluate;

/// `zipped_product((3,8):(1,3),(1,4))`: in mode 1 the inner composition
/// `complement(8:3, 32) o 4:_1 = (3,2):(1,24) o 4:_1` fails the shape divisibility condition
/// on dynamic values (4 % 3 != 0) and gives `(3,1):(1,24)`, of size 3, not 4. Its values on
/// `[0, 4)` match `A*(B(i))` only because the last mode extrapolates past its size, so the
/// point-by-point check alone passed; `compatible(B, R)` (the runtime layer's first check)
/// catches it. The runtime layer rejects the call, and so must the typed layer.
#[test]
fn zipped_product_dynamic_shape_divisibility() {
    let expr = "zipped_product((3,8):(1,3),(1,4))";
    let rt = evaluate(expr);
    assert!(rt.is_err(), "runtime layer accepts {expr}");
    let typed = try_zipped_product(Layout::new((3, 8), (1, 3)), (1, 4));
    if let Ok(v) = typed {
        panic!("typed layer accepts {expr}: {v}");
    }
}

/// The same composition on its own, and its plain form panicking with the same error.
#[test]
fn composition_result_not_compatible() {
    let expr = "composition((3,2):(1,24),4:_1)";
    assert!(evaluate(expr).is_err(), "runtime layer accepts {expr}");
    let e = try_composition(Layout::new((3, 2), (1, 24)), Layout::new(4, _1));
    assert!(e.is_err(), "typed layer accepts {expr}");
    let msg = std::panic::catch_unwind(|| {
        composition(Layout::new((3, 2), (1, 24)), Layout::new(4, _1));
    });
    assert!(msg.is_err());
}

/// A static input CuTe accepts although it is inadmissible: the plain form panics.
#[test]
#[should_panic(
    expected = "composition: stride divisibility condition: stride 5 does not divide the mode of size 8 of A"
)]
fn static_inadmissible_composition_panics() {
    let _ = composition(
        Layout::new(((_8, _2),), ((_3, _0),)),
        Layout::new(((_4, _4),), ((_0, _5),)),
    );
}

/// The range check of `crd2idx` is static only: a dynamic coordinate (or a dynamic shape leaf)
/// is not checked, as in CuTe; in-range static coordinates give static indices.
#[test]
fn crd2idx_range_check_is_static_only() {
    // dynamic coordinate 9 against the static shape (_2,_4): split as (1, 4), not checked
    assert_eq!(crd2idx(9, (_2, _4), (_1, _2)).value(), 9);
    assert_eq!(crd2idx((1, 5), (_2, _4), (_1, _2)).value(), 11);
    // static coordinate against a dynamic shape leaf: not checked
    assert_eq!(crd2idx((_1, _5), (_2, 4), (_1, _2)).value(), 11);
    // static, in range: a static index
    static_assertions::assert_type_eq_all!(Crd2IdxOf<(_1, _3), (_2, _4), (_1, _2)>, _7);
    static_assertions::assert_type_eq_all!(Crd2IdxOf<_7, (_2, _4), (_1, _2)>, _7);
    let l = Layout::new((_2, _4), (_1, _2));
    assert_eq!(l.call((_1, _3)).value(), 7);
}
