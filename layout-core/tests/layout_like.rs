//! Generic code over layouts with the single bound `LayoutLike`: CuTe's `print2D` and
//! `print1D` (01_layout.md) ported line for line, checked against the runtime layer's `eval`;
//! CuTe's `make_layout` of layouts and `Layout<Shape>`.

use layout_core::prelude::*;
use layout_core::runtime::evaluate;
use std::fmt::Write;

/// CuTe's `print2D`: one row per coordinate of mode 0, one column per coordinate of mode 1.
fn print2d<L: LayoutLike>(layout: L) -> String {
    let mut out = String::new();
    for m in 0..layout.mode_size(0) {
        for n in 0..layout.mode_size(1) {
            write!(out, "{:3}  ", layout.eval_mn(m, n)).unwrap();
        }
        out.push('\n');
    }
    out
}

/// CuTe's `print1D`: the layout's value at each 1-D index.
fn print1d<L: LayoutLike>(layout: L) -> String {
    let mut out = String::new();
    for i in 0..layout.size() {
        write!(out, "{:3}  ", layout.eval(i)).unwrap();
    }
    out
}

/// `print2D` computed from the runtime layer's `eval(L, (m, n))`.
fn print2d_runtime<L: LayoutLike>(layout: L) -> String {
    let mut out = String::new();
    for m in 0..layout.mode_size(0) {
        for n in 0..layout.mode_size(1) {
            let v = evaluate(&format!("eval({layout},({m},{n}))")).unwrap();
            write!(out, "{:>3}  ", v.to_string().trim_start_matches('_')).unwrap();
        }
        out.push('\n');
    }
    out
}

#[test]
fn print2d_of_the_layouts_of_01_layout_md() {
    // The layouts of CuTe's 01_layout.md, §Layout construction and §Using a Layout.
    let s2xs4 = make_layout((_2, _4));
    let s2xd4_a = Layout::new((_2, 4), (_12, _1));
    let s2xd4_col = make_layout_with((_2, 4), LayoutLeft);
    let s2xd4_row = make_layout_with((_2, 4), LayoutRight);
    let s2xh4 = Layout::new((2, (2, 2)), (4, (2, 1)));
    let s2xh4_col = make_layout_with(s2xh4.shape(), LayoutLeft);
    assert_eq!(s2xs4.to_string(), "(_2,_4):(_1,_2)");
    assert_eq!(s2xd4_a.to_string(), "(_2,4):(_12,_1)");
    assert_eq!(s2xd4_col.to_string(), "(_2,4):(_1,_2)");
    assert_eq!(s2xd4_row.to_string(), "(_2,4):(4,_1)");
    assert_eq!(s2xh4.to_string(), "(2,(2,2)):(4,(2,1))");
    assert_eq!(s2xh4_col.to_string(), "(2,(2,2)):(_1,(2,4))");

    assert_eq!(
        print2d(s2xs4),
        "  0    2    4    6  \n  1    3    5    7  \n"
    );
    assert_eq!(
        print2d(s2xd4_a),
        "  0    1    2    3  \n 12   13   14   15  \n"
    );
    assert_eq!(
        print2d(s2xh4_col),
        "  0    2    4    6  \n  1    3    5    7  \n"
    );
    assert_eq!(
        print2d(s2xh4),
        "  0    2    1    3  \n  4    6    5    7  \n"
    );
    assert_eq!(print1d(s2xh4), "  0    4    2    6    1    5    3    7  ");
    for text in [
        print2d(s2xs4) + &print2d_runtime(s2xs4),
        print2d(s2xd4_row) + &print2d_runtime(s2xd4_row),
        print2d(s2xh4) + &print2d_runtime(s2xh4),
    ] {
        let (a, b) = text.split_at(text.len() / 2);
        assert_eq!(a, b);
    }
}

#[test]
fn parts_rank_and_size() {
    let l = Layout::new((_3, (2, _4)), (_1, (_3, 6)));
    assert_eq!(LayoutLike::rank(&l), 2);
    assert_eq!(LayoutLike::size(&l), 24);
    assert_eq!((l.mode_size(0), l.mode_size(1)), (3, 8));
    assert_eq!(display(LayoutLike::shape(&l)).to_string(), "(_3,(2,_4))");
    assert_eq!(display(LayoutLike::stride(&l)).to_string(), "(_1,(_3,6))");
    // every 1-D index agrees with the typed `call` and with the runtime layer
    for i in 0..24 {
        assert_eq!(l.eval(i), i64::from(l.call(i as i32)));
        let rt = evaluate(&format!("eval({l},{i})")).unwrap().to_string();
        assert_eq!(l.eval(i).to_string(), rt);
    }
    // an integer layout: mode 0 is the integer itself
    let v = Layout::new(_8, _2);
    assert_eq!((LayoutLike::rank(&v), v.mode_size(0), v.eval(3)), (1, 8, 6));
}

#[test]
#[should_panic(expected = "has rank 3, not 2")]
fn eval_mn_needs_rank_two() {
    make_layout((_2, _2, _2)).eval_mn(0, 0);
}

#[test]
fn make_layout_of_layouts() {
    // CuTe: make_layout(Layout<_2,_1>{}, Layout<_3,_2>{})
    let l = make_layout_of((Layout::new(_2, _1), Layout::new(_3, _2)));
    assert_eq!(l.to_string(), "(_2,_3):(_1,_2)");
    assert_eq!(
        l.to_string(),
        evaluate("make_layout(_2:_1,_3:_2)").unwrap().to_string()
    );
    assert_eq!(core::mem::size_of_val(&l), 0);
    let a = make_layout((_2, 3));
    let b = Layout::new(_4, _6);
    let l = make_layout_of((a, b));
    assert_eq!(l.to_string(), "((_2,3),_4):((_1,_2),_6)");
    assert_eq!(
        l.to_string(),
        evaluate("make_layout((_2,3):(_1,_2),_4:_6)")
            .unwrap()
            .to_string()
    );
    // the result is itself LayoutLike
    assert_eq!(print2d(l), print2d_runtime(l));
}

#[test]
fn layout_of_a_shape_type() {
    // CuTe: Layout<Shape<_2,_4>>{} is (_2,_4):(_1,_2)
    assert_eq!(
        LayoutLeftOf::<(_2, _4)>::default().to_string(),
        "(_2,_4):(_1,_2)"
    );
    assert_eq!(
        LayoutLeftOf::<(_2, (_3, _4))>::default().to_string(),
        "(_2,(_3,_4)):(_1,(_2,_6))"
    );
    assert_eq!(
        LayoutRightOf::<(_2, _4)>::default().to_string(),
        "(_2,_4):(_4,_1)"
    );
    let l: LayoutLeftOf<(i32, _4)> = make_layout((3, _4));
    assert_eq!(l.to_string(), "(3,_4):(_1,3)");
}
