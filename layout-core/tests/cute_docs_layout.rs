//! CuTe's layout documentation (CUTLASS `media/docs/cpp/cute/01_layout.md`), each example ported
//! to the typed layer and checked against the result the documentation prints. One test per
//! section of the document, in its order.
//!
//! Where the port is not the C++ call with Rust syntax, the reason:
//! - `make_layout(shape, stride)` and `make_layout(shape, LayoutLeft{})` are
//!   `make_layout_with(shape, stride)`; `make_layout(l0, l1, ...)` of layouts is
//!   `make_layout_of((l0, l1, ...))`: Rust functions have one arity and no overloads.
//! - `make_shape(a, b)`, `make_stride(a, b)`, `make_coord(a, b)` are tuples `(a, b)`; `Int<8>{}` is
//!   `_8`.
//! - `size<I>(x)`, `layout<I>(x)`, `layout<I,J>(x)` take the mode first: `size(&x.get::<I>())`,
//!   `x.get::<I>()`, `x.get::<I>().get::<J>()` (no optional template arguments in Rust).
//! - `select<I...>(x)`, `take<B,E>(x)`, `group<B,E>(x)`, `replace<I>(x, y)` take their indices as
//!   static integers: `select(x, (_1, _3))`, `take(x, _1, _3)`, `group(x, _0, _2)`,
//!   `replace(x, _2, y)`.
//! - `flatten(layout)` is `flatten_layout(layout)` (`flatten` is the IntTuple's).
//!
//! The document's own slips, checked as CuTe prints them: the comments of its `layout<I>`,
//! `select`, `take`, `make_layout`, `append` and `replace` examples leave out the `_` of static
//! integers (`(4,(3,6)):(1,(4,12))` for what CuTe prints as `(_4,(_3,_6)):(_1,(_4,_12))`).
//! Its vector and matrix tables print dynamic layouts (`8:2`): ported with dynamic integers.

use layout_core::prelude::*;

/// The document's `print2D`: the layout's value at every `(m, n)`, a line per `m`.
fn print_2d<S: IntTuple + RankTwo + Get<0> + Get<1>, D: IntTuple + Get<0> + Get<1>>(
    layout: &Layout<S, D>,
) -> String
where
    (i32, i32): Crd2Idx<S, D>,
{
    let mut out = String::new();
    for m in 0..size(&layout.get::<0>()).value() {
        for n in 0..size(&layout.get::<1>()).value() {
            out += &format!("{:3}  ", layout.call((m, n)).value());
        }
        out += "\n";
    }
    out
}

/// The document's `print1D`: the layout's value at every 1-D coordinate.
fn print_1d<S: IntTuple, D: IntTuple>(layout: &Layout<S, D>) -> String
where
    i32: Crd2Idx<S, D>,
{
    (0..size(layout).value())
        .map(|i| format!("{:3}  ", layout.call(i).value()))
        .collect()
}

/// "Layout Creation and Use": static, dynamic, column- and row-major, hierarchical layouts.
#[test]
fn creation() {
    let s8 = make_layout(_8);
    let d8 = make_layout(8);
    let s2xs4 = make_layout((_2, _4));
    let s2xd4 = make_layout((_2, 4));
    let s2xd4_a = make_layout_with((_2, 4), (_12, _1));
    let s2xd4_col = make_layout_with((_2, 4), LayoutLeft);
    let s2xd4_row = make_layout_with((_2, 4), LayoutRight);
    let s2xh4 = make_layout_with((2, (2, 2)), (4, (2, 1)));
    let s2xh4_col = make_layout_with(shape(&s2xh4), LayoutLeft);
    let printed = [
        s8.to_string(),
        d8.to_string(),
        s2xs4.to_string(),
        s2xd4.to_string(),
        s2xd4_a.to_string(),
        s2xd4_col.to_string(),
        s2xd4_row.to_string(),
        s2xh4.to_string(),
        s2xh4_col.to_string(),
    ];
    assert_eq!(
        printed,
        [
            "_8:_1",
            "8:_1",
            "(_2,_4):(_1,_2)",
            "(_2,4):(_1,_2)",
            "(_2,4):(_12,_1)",
            "(_2,4):(_1,_2)",
            "(_2,4):(4,_1)",
            "(2,(2,2)):(4,(2,1))",
            "(2,(2,2)):(_1,(2,4))",
        ]
    );
    // CuTe's static_assert(congruent(shape, stride))
    assert!(congruent(&shape(&s2xh4), &stride(&s2xh4)));

    // print2D and print1D
    assert_eq!(
        print_2d(&s2xs4),
        "  0    2    4    6  \n  1    3    5    7  \n"
    );
    assert_eq!(
        print_2d(&s2xd4_a),
        "  0    1    2    3  \n 12   13   14   15  \n"
    );
    assert_eq!(
        print_2d(&s2xh4_col),
        "  0    2    4    6  \n  1    3    5    7  \n"
    );
    assert_eq!(
        print_2d(&s2xh4),
        "  0    2    1    3  \n  4    6    5    7  \n"
    );
    assert_eq!(print_1d(&s2xs4), "  0    1    2    3    4    5    6    7  ");
    assert_eq!(
        print_1d(&s2xd4_a),
        "  0   12    1   13    2   14    3   15  "
    );
    assert_eq!(
        print_1d(&s2xh4_col),
        "  0    1    2    3    4    5    6    7  "
    );
    assert_eq!(print_1d(&s2xh4), "  0    4    2    6    1    5    3    7  ");

    // print_layout
    let table = print_layout(&s2xh4).to_string();
    let want = "(2,(2,2)):(4,(2,1))
      0   1   2   3
    +---+---+---+---+
 0  | 0 | 2 | 1 | 3 |
    +---+---+---+---+
 1  | 4 | 6 | 5 | 7 |
    +---+---+---+---+
";
    assert_eq!(
        table.lines().map(str::trim_end).collect::<Vec<_>>(),
        want.lines().collect::<Vec<_>>()
    );
}

/// "Vector Layouts" and "Matrix examples": the document's tables of coordinates and indices.
#[test]
fn vector_and_matrix_examples() {
    assert_eq!(
        print_1d(&make_layout_with(8, 1)),
        "  0    1    2    3    4    5    6    7  "
    );
    assert_eq!(
        print_1d(&make_layout_with(8, 2)),
        "  0    2    4    6    8   10   12   14  "
    );
    assert_eq!(
        print_1d(&make_layout_with(((4, 2),), ((2, 1),))),
        "  0    2    4    6    1    3    5    7  "
    );
    assert_eq!(
        print_1d(&make_layout_with(((4, 2),), ((1, 4),))),
        "  0    1    2    3    4    5    6    7  "
    );
    assert_eq!(
        print_2d(&make_layout_with((4, 2), (1, 4))),
        "  0    4  \n  1    5  \n  2    6  \n  3    7  \n"
    );
    assert_eq!(
        print_2d(&make_layout_with((4, 2), (2, 1))),
        "  0    1  \n  2    3  \n  4    5  \n  6    7  \n"
    );
    assert_eq!(
        print_2d(&make_layout_with(((2, 2), 2), ((4, 1), 2))),
        "  0    2  \n  4    6  \n  1    3  \n  5    7  \n"
    );
}

/// "Coordinate Mapping": `idx2crd`, with static and dynamic coordinates.
#[test]
fn idx2crd_examples() {
    let shape = (_3, (_2, _3));
    assert_eq!(display(idx2crd(16, shape)).to_string(), "(1,(1,2))");
    assert_eq!(display(idx2crd(_16, shape)).to_string(), "(_1,(_1,_2))");
    assert_eq!(display(idx2crd((1, 5), shape)).to_string(), "(1,(1,2))");
    assert_eq!(display(idx2crd((_1, 5), shape)).to_string(), "(_1,(1,2))");
    assert_eq!(
        display(idx2crd((1, (1, 2)), shape)).to_string(),
        "(1,(1,2))"
    );
    assert_eq!(
        display(idx2crd((_1, (1, _2)), shape)).to_string(),
        "(_1,(1,_2))"
    );
}

/// "Index Mapping": `crd2idx`, static where the coordinate is.
#[test]
fn crd2idx_examples() {
    let shape = (_3, (_2, _3));
    let stride = (_3, (_12, _1));
    assert_eq!(display(crd2idx(16, shape, stride)).to_string(), "17");
    assert_eq!(display(crd2idx(_16, shape, stride)).to_string(), "_17");
    assert_eq!(display(crd2idx((1, 5), shape, stride)).to_string(), "17");
    assert_eq!(display(crd2idx((_1, 5), shape, stride)).to_string(), "17");
    assert_eq!(display(crd2idx((_1, _5), shape, stride)).to_string(), "_17");
    assert_eq!(
        display(crd2idx((1, (1, 2)), shape, stride)).to_string(),
        "17"
    );
    assert_eq!(
        display(crd2idx((_1, (_1, _2)), shape, stride)).to_string(),
        "_17"
    );
}

/// "Layout Manipulation": sublayouts, select, take, concatenation, append, prepend, group,
/// flatten.
#[test]
fn manipulation() {
    let a = make_layout((_4, (_3, _6)));
    assert_eq!(a.to_string(), "(_4,(_3,_6)):(_1,(_4,_12))");
    assert_eq!(a.get::<0>().to_string(), "_4:_1");
    assert_eq!(a.get::<1>().to_string(), "(_3,_6):(_4,_12)");
    assert_eq!(a.get::<1>().get::<0>().to_string(), "_3:_4");
    assert_eq!(a.get::<1>().get::<1>().to_string(), "_6:_12");

    let a = make_layout((_2, _3, _5, _7));
    assert_eq!(a.to_string(), "(_2,_3,_5,_7):(_1,_2,_6,_30)");
    assert_eq!(select(a, (_1, _3)).to_string(), "(_3,_7):(_2,_30)");
    assert_eq!(
        select(a, (_0, _1, _3)).to_string(),
        "(_2,_3,_7):(_1,_2,_30)"
    );
    assert_eq!(select(a, (_2,)).to_string(), "(_5):(_6)");
    assert_eq!(take(a, _1, _3).to_string(), "(_3,_5):(_2,_6)");
    assert_eq!(take(a, _1, _4).to_string(), "(_3,_5,_7):(_2,_6,_30)");

    let a = Layout::new(_3, _1);
    let b = Layout::new(_4, _3);
    let row = make_layout_of((a, b));
    let col = make_layout_of((b, a));
    assert_eq!(row.to_string(), "(_3,_4):(_1,_3)");
    assert_eq!(col.to_string(), "(_4,_3):(_3,_1)");
    assert_eq!(
        make_layout_of((row, col)).to_string(),
        "((_3,_4),(_4,_3)):((_1,_3),(_3,_1))"
    );
    let aa = make_layout_of((a,));
    assert_eq!(aa.to_string(), "(_3):(_1)");
    assert_eq!(make_layout_of((aa,)).to_string(), "((_3)):((_1))");
    assert_eq!(
        make_layout_of((a, make_layout_of((a,)), a)).to_string(),
        "(_3,(_3),_3):(_1,(_1),_1)"
    );

    let ab = append(a, b);
    assert_eq!(ab.to_string(), "(_3,_4):(_1,_3)");
    assert_eq!(prepend(a, b).to_string(), "(_4,_3):(_3,_1)");
    let c = append(ab, ab);
    assert_eq!(c.to_string(), "(_3,_4,(_3,_4)):(_1,_3,(_1,_3))");
    assert_eq!(replace(c, _2, b).to_string(), "(_3,_4,_4):(_1,_3,_3)");

    let a = make_layout((_2, _3, _5, _7));
    let b = group(a, _0, _2);
    assert_eq!(b.to_string(), "((_2,_3),_5,_7):((_1,_2),_6,_30)");
    let c = group(b, _1, _3);
    assert_eq!(c.to_string(), "((_2,_3),(_5,_7)):((_1,_2),(_6,_30))");
    assert_eq!(
        flatten_layout(b).to_string(),
        "(_2,_3,_5,_7):(_1,_2,_6,_30)"
    );
    assert_eq!(
        flatten_layout(c).to_string(),
        "(_2,_3,_5,_7):(_1,_2,_6,_30)"
    );
}
