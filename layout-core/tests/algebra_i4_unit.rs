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
#[should_panic(expected = "composition: inadmissible")]
fn static_inadmissible_composition_panics() {
    let _ = composition(
        Layout::new(((_8, _2),), ((_3, _0),)),
        Layout::new(((_4, _4),), ((_0, _5),)),
    );
}
