//! The typed layouts: static facts are types and constants, mixed static/dynamic leaves work
//! everywhere, and results are static exactly where CuTe's are.

use layout_core::prelude::*;
use static_assertions::{assert_eq_size, assert_type_eq_all};

// ------------------------------------------------------------ static layouts cost nothing

type Static2x4 = Layout<(_2, _4), (_1, _2)>;
type Hier = Layout<(_2, (_2, _2)), (_4, (_2, _1))>;
type Padded = Layout<(_2, _4), (_12, _1)>;
type Rank3 = Layout<(_2, _3, _2), (_12, _4, _1)>;
type Broadcast = Layout<(_4, _2), (_0, _1)>;

assert_eq_size!(Static2x4, ());
assert_eq_size!(Hier, ());
assert_eq_size!(Layout<((_4, _8), (_2, _4)), ((_16, _1), (_8, _64))>, ());
// a mixed layout stores only its dynamic leaves
assert_eq_size!(Layout<(_2, i32), (_1, _2)>, i32);
assert_eq_size!(Layout<(_2, i32), (i32, _1)>, [i32; 2]);
assert_eq_size!(Layout<(i32, (i32, i32)), (i32, (i32, i32))>, [i32; 6]);

// size and cosize of a static layout are constants
const SIZE_HIER: i32 = Hier::SIZE;
const COSIZE_HIER: i32 = Hier::COSIZE;
const _: () = assert!(SIZE_HIER == 8 && COSIZE_HIER == 8);
const _: () = assert!(Padded::SIZE == 8 && Padded::COSIZE == 16);
const _: () = assert!(Rank3::SIZE == 12 && Rank3::COSIZE == 22);
const _: () = assert!(Broadcast::SIZE == 8 && Broadcast::COSIZE == 2);
const _: () = assert!(Layout::<_1, _0>::COSIZE == 1);
// usable as an array length
const BUFFER: [u8; Padded::COSIZE as usize] = [0; Padded::COSIZE as usize];
const _: () = assert!(BUFFER.len() == 16);
const _: () = assert!(Hier::RANK == 2 && Hier::DEPTH == 2 && Rank3::RANK == 3);

// ------------------------------------------------------------ static exactly where CuTe is

assert_type_eq_all!(<(_2, _4) as IntTuple>::Size, _8);
assert_type_eq_all!(<(_2, i32) as IntTuple>::Size, i32);
assert_type_eq_all!(<(i32, _0) as IntTuple>::Size, _0); // d * _0 = _0
assert_type_eq_all!(<() as IntTuple>::Size, _1);
assert_type_eq_all!(CosizeOf<(_2, _4), (_4, _1)>, _8);
assert_type_eq_all!(CosizeOf<(_2, i32), (_1, _2)>, i32);
// cosize is layout(size - 1) + 1, and size - 1 is dynamic here: dynamic, as in CuTe
assert_type_eq_all!(CosizeOf<(_2, i32), (_1, _0)>, i32);
assert_type_eq_all!(CosizeOf<(i32, _2), (i32, _1)>, i32);

// crd2idx: a static coordinate on a static layout is static; a dynamic leaf makes it dynamic
assert_type_eq_all!(Crd2IdxOf<_16, (_3, (_2, _3)), (_3, (_12, _1))>, _17);
assert_type_eq_all!(Crd2IdxOf<(_1, _5), (_3, (_2, _3)), (_3, (_12, _1))>, _17);
assert_type_eq_all!(Crd2IdxOf<(_1, i32), (_3, (_2, _3)), (_3, (_12, _1))>, i32);
assert_type_eq_all!(Crd2IdxOf<i32, (_3, (_2, _3)), (_3, (_12, _1))>, i32);
// a zero stride absorbs a dynamic coordinate: `d * _0 = _0`
assert_type_eq_all!(Crd2IdxOf<(i32, _1), (_4, _2), (_0, _1)>, _1);
// idx2crd: congruent with the shape; `i % _1 = _0` for a static size-1 mode
assert_type_eq_all!(Idx2CrdOf<_16, (_3, (_2, _3))>, (_1, (_1, _2)));
assert_type_eq_all!(Idx2CrdOf<i32, (_3, (_2, _3))>, (i32, (i32, i32)));
assert_type_eq_all!(Idx2CrdOf<(_1, i32), (_3, (_2, _3))>, (_1, (i32, i32)));
assert_type_eq_all!(Idx2CrdOf<i32, (_1, _4)>, (_0, i32));

// compact strides: seeded with `_1`; a static size-1 mode gets `_0`; a dynamic 1 does not
assert_type_eq_all!(CompactStride<(_2, _4), LayoutLeft>, (_1, _2));
assert_type_eq_all!(CompactStride<(_2, i32), LayoutLeft>, (_1, _2));
assert_type_eq_all!(CompactStride<(i32, _2), LayoutLeft>, (_1, i32));
assert_type_eq_all!(CompactStride<(_2, _1, _4), LayoutLeft>, (_1, _0, _2));
assert_type_eq_all!(CompactStride<(_2, i32, _4), LayoutLeft>, (_1, _2, i32));
assert_type_eq_all!(CompactStride<(_2, (_1, i32)), LayoutLeft>, (_1, (_0, _2)));
assert_type_eq_all!(CompactStride<(_2, _4), LayoutRight>, (_4, _1));
assert_type_eq_all!(CompactStride<(_2, i32), LayoutRight>, (i32, _1));
assert_type_eq_all!(CompactStride<(_4, _1), LayoutRight>, (_1, _0));
assert_type_eq_all!(CompactStride<((_2, _3), _4), LayoutRight>, ((_12, _4), _1));
assert_type_eq_all!(CompactStride<_1, LayoutLeft>, _0);
assert_type_eq_all!(CompactStride<i32, LayoutLeft>, _1);

#[test]
fn printed_forms() {
    assert_eq!(make_layout(_8).to_string(), "_8:_1");
    assert_eq!(make_layout(8).to_string(), "8:_1");
    assert_eq!(make_layout((_2, _4)).to_string(), "(_2,_4):(_1,_2)");
    assert_eq!(make_layout((_2, 4)).to_string(), "(_2,4):(_1,_2)");
    assert_eq!(make_layout((2, _4)).to_string(), "(2,_4):(_1,2)");
    assert_eq!(
        make_layout_with((_2, 4), (_12, _1)).to_string(),
        "(_2,4):(_12,_1)"
    );
    assert_eq!(
        make_layout_with((_2, 4), LayoutLeft).to_string(),
        "(_2,4):(_1,_2)"
    );
    assert_eq!(
        make_layout_with((_2, 4), LayoutRight).to_string(),
        "(_2,4):(4,_1)"
    );
    let s2xh4 = make_layout_with((2, (2, 2)), (4, (2, 1)));
    assert_eq!(
        make_layout_with(s2xh4.shape(), LayoutLeft).to_string(),
        "(2,(2,2)):(_1,(2,4))"
    );
    assert_eq!(
        make_layout_with((2, (2, 2)), LayoutRight).to_string(),
        "(2,(2,2)):(4,(2,_1))"
    );
    assert_eq!(
        make_layout((_2, (_1, 4))).to_string(),
        "(_2,(_1,4)):(_1,(_0,_2))"
    );
    assert_eq!(make_layout(((4, 2),)).to_string(), "((4,2)):((_1,4))");
    assert_eq!(Layout::new((), ()).to_string(), "():()");
}

#[test]
fn size_cosize_values() {
    let l = make_layout_with((_2, 4), (_12, _1));
    assert_eq!(display(l.size()).to_string(), "8");
    assert_eq!(display(l.cosize()).to_string(), "16");
    let s = make_layout((_2, _4));
    assert_eq!(display(s.size()).to_string(), "_8");
    assert_eq!(display(s.cosize()).to_string(), "_8");
    assert_eq!(core::mem::size_of_val(&s), 0);
    let b = Layout::new((4, _2), (_0, _1));
    assert_eq!(display(b.cosize()).to_string(), "2");
}

#[test]
fn get_modes() {
    let l = Layout::new((_2, (2, _2)), (_4, (2, _1)));
    assert_eq!(l.get::<0>().to_string(), "_2:_4");
    assert_eq!(l.get::<1>().to_string(), "(2,_2):(2,_1)");
    assert_eq!(l.get::<1>().get::<1>().to_string(), "_2:_1");
    assert_eq!(display(get::<1, _>(l.shape())).to_string(), "(2,_2)");
}

/// `idx2crd` then `crd2idx` gives the layout's value at every 1-D index; the natural coordinate
/// and the flat (per top-level mode) coordinate give it too; and the colexicographic order of
/// `idx2crd` is the compact column-major layout's inverse.
macro_rules! agree_everywhere {
    ($layout:expr) => {{
        let l = $layout;
        let (shape, stride) = (l.shape(), l.stride());
        let colex = make_layout(shape);
        let n = l.size().value();
        assert!(n > 0);
        for i in 0..n {
            let natural = idx2crd(i, shape);
            let want = l.call(i).value();
            assert_eq!(crd2idx(natural, shape, stride).value(), want, "{l} at {i}");
            assert_eq!(l.call(natural).value(), want, "{l} at {}", display(natural));
            assert_eq!(colex.call(natural).value(), i, "{l}: idx2crd({i})");
            assert!(
                elem_less(&natural, &shape),
                "{l}: idx2crd({i}) is in the shape"
            );
        }
    }};
}

#[test]
fn crd2idx_idx2crd_agree_on_mixed_layouts() {
    agree_everywhere!(Layout::new((_3, (_2, _3)), (_3, (_12, _1))));
    agree_everywhere!(Layout::new((3, (2, 3)), (3, (12, 1))));
    agree_everywhere!(Layout::new((_3, (2, _3)), (3, (_12, 1))));
    agree_everywhere!(Layout::new((_2, (2, _2)), (_4, (2, _1))));
    agree_everywhere!(Layout::new(((_4, 8), (_2, 4)), ((_16, 1), (_8, 64))));
    agree_everywhere!(Layout::new((_2, _3, _2), (_12, _4, _1)));
    agree_everywhere!(Layout::new((8, (2, 2)), (2, (1, 16))));
    agree_everywhere!(Layout::new((_4, (_1, 3)), (_1, (_0, 4))));
    agree_everywhere!(Layout::new(((_2, 3),), ((3, _1),)));
    agree_everywhere!(make_layout_with((_2, (3, _2)), LayoutRight));
}

#[test]
fn flat_and_natural_coordinates_agree() {
    // (3,(2,3)):(3,(12,1)) from seed 000: index 17 has the 1-D coordinate 16, the 2-D
    // coordinate (1,5) and the natural coordinate (1,(1,2))
    let l = Layout::new((3, (2, 3)), (3, (12, 1)));
    for m in 0..3 {
        for n in 0..6 {
            let natural = (m, idx2crd(n, (2, 3)));
            assert_eq!(l.call((m, n)), l.call(natural));
            assert_eq!(l.call(m + 3 * n), l.call(natural));
        }
    }
    assert_eq!(l.call(16), 17);
    assert_eq!(l.call((1, 5)), 17);
    assert_eq!(l.call((1, (1, 2))), 17);
}

#[test]
fn static_coordinates_fold() {
    let s = Layout::new((_3, (_2, _3)), (_3, (_12, _1)));
    assert_eq!(display(s.call(_16)).to_string(), "_17");
    assert_eq!(display(s.call((_1, _5))).to_string(), "_17");
    assert_eq!(display(s.call((_1, 5))).to_string(), "17");
    assert_eq!(display(idx2crd(_16, s.shape())).to_string(), "(_1,(_1,_2))");
    assert_eq!(
        display(idx2crd((_1, 5), s.shape())).to_string(),
        "(_1,(1,2))"
    );
}

#[test]
fn print_layout_tables() {
    let l = make_layout_with((2, (2, 2)), (4, (2, 1)));
    let expected = [
        "(2,(2,2)):(4,(2,1))",
        "      0   1   2   3 ",
        "    +---+---+---+---+",
        " 0  | 0 | 2 | 1 | 3 |",
        "    +---+---+---+---+",
        " 1  | 4 | 6 | 5 | 7 |",
        "    +---+---+---+---+",
    ];
    assert_eq!(l.print_layout().to_string(), expected.join("\n") + "\n");
    // mixed static/dynamic leaves print with their marks
    let m = make_layout((_2, 3));
    assert!(m.print_layout().to_string().starts_with("(_2,3):(_1,_2)\n"));
}
