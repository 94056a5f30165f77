//! CuTe's layout algebra documentation (CUTLASS `media/docs/cpp/cute/02_layout_algebra.md`),
//! each example ported to the typed layer and checked against the result the documentation
//! gives. One test per section of the document, in its order.
//!
//! Where the port is not the C++ call with Rust syntax, the reason (beyond those listed in
//! `cute_docs_layout.rs`):
//! - `coalesce(layout, profile)` is `coalesce_with(layout, profile)` and `complement(layout,
//!   cotarget)` is `complement_to(layout, cotarget)`: one arity per Rust function
//!   (`complement(layout)` is CuTe's one-argument form).
//! - `make_tile(l0, l1)` is the tuple `(l0, l1)`; `Step<_1,_1>{}` is `(_1, _1)`.
//!
//! The document writes its composition, complement, divide and product examples without the `_`
//! of static integers; they are ported with static integers (as its "with compile-time shapes
//! and strides" C++ prints) except where it shows the dynamic form. Its intermediate steps with
//! `%` ("modding out" a shape) have no public function here (CuTe's `shape_mod` is internal too);
//! the steps with `/` are `shape_div`. Its remark that `blocked_product` coalesces mode 0 does not
//! hold for CuTe's code today (see [`product_examples`]).

use layout_core::prelude::*;

/// "Coalesce": the 1-D and the by-mode forms.
#[test]
fn coalesce_examples() {
    let layout = Layout::new((_2, (_1, _6)), (_1, (_6, _2)));
    assert_eq!(coalesce(layout).to_string(), "_12:_1");

    let a = layout;
    let result = coalesce_with(a, (_1, _1));
    assert_eq!(result.to_string(), "(_2,_6):(_1,_2)");
    let same_r = make_layout_of((coalesce(a.get::<0>()), coalesce(a.get::<1>())));
    assert_eq!(same_r.to_string(), result.to_string());
}

/// "Composition": the worked example, the shape division steps, the two examples printed with
/// static and dynamic integers, and by-mode composition with a tiler.
#[test]
fn composition_examples() {
    let a = Layout::new((_6, _2), (_8, _2));
    let b = Layout::new((_4, _3), (_3, _1));
    let r = composition(a, b);
    // R(i) = A(B(i)) for i in 0..12, the document's table
    let values: Vec<i32> = (0..12).map(|i| r.call(i).value()).collect();
    assert_eq!(values, [0, 24, 2, 26, 8, 32, 10, 34, 16, 40, 18, 42]);
    assert_eq!(r.to_string(), "((_2,_2),_3):((_24,_2),_8)");
    assert!(compatible(&shape(&b), &shape(&r)));

    // the "stride divisibility" steps: (6,2) / n
    assert_eq!(display(shape_div((6, 2), 2)).to_string(), "(3,2)");
    assert_eq!(display(shape_div((6, 2), 3)).to_string(), "(2,2)");
    assert_eq!(display(shape_div((6, 2), 6)).to_string(), "(1,2)");
    assert_eq!(display(shape_div((6, 2), 12)).to_string(), "(1,1)");
    assert_eq!(display(shape_div((3, 6, 2, 8), 3)).to_string(), "(1,6,2,8)");
    assert_eq!(display(shape_div((3, 6, 2, 8), 6)).to_string(), "(1,3,2,8)");
    assert_eq!(display(shape_div((3, 6, 2, 8), 9)).to_string(), "(1,2,2,8)");
    assert_eq!(
        display(shape_div((3, 6, 2, 8), 72)).to_string(),
        "(1,1,1,4)"
    );

    // 20:2 o (5,4):(4,1)
    let r = composition(Layout::new(_20, _2), Layout::new((_5, _4), (_4, _1)));
    assert_eq!(r.to_string(), "(_5,_4):(_8,_2)");

    // (10,2):(16,4) o (5,4):(1,5), static and dynamic
    let a = make_layout_with((_10, _2), (_16, _4));
    let b = make_layout_with((_5, _4), (_1, _5));
    assert_eq!(composition(a, b).to_string(), "(_5,(_2,_2)):(_16,(_80,_4))");
    let a = make_layout_with((10, 2), (16, 4));
    let b = make_layout_with((5, 4), (1, 5));
    assert_eq!(
        composition(a, b).to_string(),
        "((5,1),(2,2)):((16,4),(80,4))"
    );

    // by-mode composition: a tiler of layouts, and a shape as a tiler
    let a = make_layout_with((12, (4, 8)), (59, (13, 1)));
    let tiler = (Layout::new(_3, _4), Layout::new(_8, _2));
    let result = composition(a, tiler);
    assert_eq!(result.to_string(), "(_3,(2,4)):(236,(26,1))");
    let same_r = make_layout_of((
        composition(a.get::<0>(), tiler.0),
        composition(a.get::<1>(), tiler.1),
    ));
    assert_eq!(same_r.to_string(), result.to_string());
    assert_eq!(
        composition(a, (_3, _8)).to_string(),
        "(_3,(4,2)):(59,(13,1))"
    );
}

/// "Complement": the document's six examples (static integers), and their post-conditions.
#[test]
fn complement_examples() {
    assert_eq!(complement_to(Layout::new(_4, _1), _24).to_string(), "_6:_4");
    assert_eq!(complement_to(Layout::new(_6, _4), _24).to_string(), "_4:_1");
    assert_eq!(
        complement_to(Layout::new((_4, _6), (_1, _4)), _24).to_string(),
        "_1:_0"
    );
    assert_eq!(
        complement_to(Layout::new(_4, _2), _24).to_string(),
        "(_2,_3):(_1,_8)"
    );
    assert_eq!(
        complement_to(Layout::new((_2, _4), (_1, _6)), _24).to_string(),
        "_3:_2"
    );
    let a = Layout::new((_2, _2), (_1, _6));
    let c = complement_to(a, _24);
    assert_eq!(c.to_string(), "(_3,_2):(_2,_12)");
    // cosize(make_layout(a, c)) >= 24, and the indices are unique
    let both = make_layout_of((a, c));
    assert_eq!(cosize(&both).value(), 24);
    let mut seen: Vec<i32> = (0..size(&both).value())
        .map(|i| both.call(i).value())
        .collect();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen.len(), 24);
}

/// "Division (Tiling)": the 1-D example step by step, the 2-D example, the zipped form.
#[test]
fn divide_examples() {
    let a = Layout::new((_4, _2, _3), (_2, _1, _8));
    let b = Layout::new(_4, _2);
    let b_star = complement_to(b, size(&a));
    assert_eq!(b_star.to_string(), "(_2,_3):(_1,_8)");
    assert_eq!(
        make_layout_of((b, b_star)).to_string(),
        "(_4,(_2,_3)):(_2,(_1,_8))"
    );
    assert_eq!(
        logical_divide(a, b).to_string(),
        "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))"
    );

    let layout_a = Layout::new((_9, (_4, _8)), (_59, (_13, _1)));
    let tiler = (Layout::new(_3, _3), Layout::new((_2, _4), (_1, _8)));
    let ld = logical_divide(layout_a, tiler);
    assert_eq!(
        display(shape(&ld)).to_string(),
        "((_3,_3),((_2,_4),(_2,_2)))"
    );
    assert_eq!(size(&ld.get::<0>().get::<0>()).value(), 3);
    assert_eq!(size(&ld.get::<1>().get::<0>()).value(), 8);
    assert_eq!(size(&ld.get::<1>().get::<1>()).value(), 4);
    // the tile is the composition: (3,(2,4)):(177,(13,2))
    let tile = composition(layout_a, tiler);
    assert_eq!(tile.to_string(), "(_3,(_2,_4)):(_177,(_13,_2))");
    let zd = zipped_divide(layout_a, tiler);
    assert_eq!(
        display(shape(&zd)).to_string(),
        "((_3,(_2,_4)),(_3,(_2,_2)))"
    );
    // layout<0>(zipped_divide(a, b)) == composition(a, b)
    assert_eq!(zd.get::<0>().to_string(), tile.to_string());
    assert_eq!(
        zd.to_string(),
        "((_3,(_2,_4)),(_3,(_2,_2))):((_177,(_13,_2)),(_59,(_26,_1)))"
    );
    // the offsets of the 3rd, the 7th and the (1,2)th tile (the 7th is the (1,2)th: 7 = 1 + 3*2);
    // the values are the runtime layer's `eval(zipped_divide(..), (0, i))`
    assert_eq!(zd.call((0, 3)).value(), 26);
    assert_eq!(zd.call((0, 7)).value(), 60);
    assert_eq!(zd.call((0, (1, 2))).value(), 60);
}

/// "Product (Tiling)": the 1-D example step by step with its post-conditions, the blocked and
/// raked products of a 2x5 row-major tile over a 3x4 column-major arrangement, and the zipped,
/// tiled and flat forms.
///
/// The document says `blocked_product` "coalesced mode-0" of that example (`(6,(5,4))`); CuTe's
/// `blocked_product` (`cute/layout.hpp`) returns the zipped modes without coalescing them, and
/// prints `((_2,_3),(_5,_4)):((_5,_10),(_1,_30))`, as here (the same function: `(2,3):(5,10)`
/// is `6:5`).
#[test]
fn product_examples() {
    let a = Layout::new((_2, _2), (_4, _1));
    let b = Layout::new(_6, _1);
    let a_star = complement_to(a, _24);
    assert_eq!(a_star.to_string(), "(_2,_3):(_2,_8)");
    assert_eq!(composition(a_star, b).to_string(), "(_2,_3):(_2,_8)");
    let p = logical_product(a, b);
    assert_eq!(p.to_string(), "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))");
    // rank(result) == 2, compatible(A, layout<0>(result)), compatible(B, layout<1>(result))
    assert_eq!(rank(&p), 2);
    assert!(compatible(&shape(&a), &shape(&p.get::<0>())));
    assert!(compatible(&shape(&b), &shape(&p.get::<1>())));

    let tile = Layout::new((_2, _5), (_5, _1));
    let arrangement = make_layout((_3, _4));
    let blocked = blocked_product(tile, arrangement);
    assert_eq!(blocked.to_string(), "((_2,_3),(_5,_4)):((_5,_10),(_1,_30))");
    assert_eq!(
        coalesce_with(blocked, (_1, _1)).to_string(),
        "(_6,(_5,_4)):(_5,(_1,_30))"
    );
    assert_eq!(
        raked_product(tile, arrangement).to_string(),
        "((_3,_2),(_4,_5)):((_10,_5),(_30,_1))"
    );
    assert_eq!(
        zipped_product(tile, (_3, _4)).to_string(),
        "((_2,_5),(_3,_4)):((_5,_1),(_1,_5))"
    );
    assert_eq!(
        tiled_product(tile, (_3, _4)).to_string(),
        "((_2,_5),_3,_4):((_5,_1),_1,_5)"
    );
    assert_eq!(
        flat_product(tile, (_3, _4)).to_string(),
        "(_2,_5,_3,_4):(_5,_1,_1,_5)"
    );
}
