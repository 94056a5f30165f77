//! Seed 003 (a CuTe introduction): static and dynamic integers, tuples, the layouts `s8` ...
//! `s2xh4_col` with rank/size/cosize, printing, and the exercises with their answers.

use crate::{listing, rank, step, tuple_depth, tuple_rank, Section};
use layout_core::prelude::*;

/// The seed's sections, in order.
pub fn sections() -> Vec<Section> {
    vec![integers(), tuples(), layouts(), printing(), exercises()]
}

/// Static and dynamic integers, and how they mix.
///
/// ```
/// let s = layout_examples::seed003::integers();
/// assert_eq!(s.find("print(Int<2>{} * 3);").unwrap().output, "6");
/// assert_eq!(s.find("print(Int<0>{} * 3);").unwrap().output, "_0");
/// ```
pub fn integers() -> Section {
    let mut s = Section::new(
        "003",
        "integers: static (Int<N>, printed _N) and dynamic (int, printed N)",
        "A static integer is a zero-sized type whose value the compiler knows; arithmetic on \
         static integers is static, anything touching a dynamic value is dynamic, except where \
         CuTe knows the result anyway (a product with _0, a remainder by _1).",
    );
    step!(s, "print(Int<3>{});", display(_3));
    step!(s, "print(int{3});", display(3));
    step!(s, "print(Int<2>{} * Int<3>{});", display(int_mul(_2, _3)));
    step!(s, "print(Int<2>{} * 3);", display(int_mul(_2, 3)));
    step!(s, "print(Int<0>{} * 3);", display(int_mul(_0, 3)));
    step!(s, "print(7 % Int<1>{});", display(int_rem(7, _1)));
    s
}

/// `cute::tuple` / IntTuple: nesting and `get<I>`.
///
/// ```
/// let s = layout_examples::seed003::tuples();
/// assert_eq!(s.find("print(get<1>(nested));").unwrap().output, "(_1,3)");
/// ```
pub fn tuples() -> Section {
    let mut s = Section::new(
        "003",
        "tuples (元组 Tuple): nested IntTuples and get<I>",
        "An IntTuple mixes static and dynamic leaves freely.",
    );
    step!(
        s,
        "auto t = make_tuple(int{2}, Int<3>{}); print(t);",
        display((2, _3))
    );
    step!(s, "auto nested = make_tuple(uint16_t{42}, make_tuple(Int<1>{}, int{3}), Int<17>{}); print(nested);", let nested = (42, (_1, 3), _17); tuple);
    let e1 = get::<1, _>(nested);
    step!(s, "print(get<0>(nested));", display(get::<0, _>(nested)));
    step!(s, "print(get<1>(nested));", display(e1));
    step!(s, "print(get<1>(e1));", display(get::<1, _>(e1)));
    step!(s, "print(get<2>(nested));", display(get::<2, _>(nested)));
    step!(s, "print(rank(nested));", tuple_rank(&nested));
    step!(s, "print(depth(nested));", tuple_depth(&nested));
    step!(s, "print(size(nested));", display(nested.size()));
    s
}

/// Records print, rank, size, cosize and the table (or 1-D listing) of one seed layout, binding
/// the layout to `$name`.
macro_rules! describe {
    ($s:ident, $name:ident = $cpp:literal, $rust:expr, $show:ident) => {
        step!($s, concat!("Layout ", stringify!($name), " = ", $cpp, "; print(", stringify!($name), ");"), let $name = $rust);
        let name = stringify!($name);
        $s.push(&format!("print(rank({name}));"), &format!("rank(&{name})"), rank(&$name));
        $s.push(&format!("print(size({name}));"), &format!("display({name}.size())"), display($name.size()));
        $s.push(&format!("print(cosize({name}));"), &format!("display({name}.cosize())"), display($name.cosize()));
        describe!(@$show $s, name, $name);
    };
    (@table $s:ident, $text:ident, $name:ident) => {
        $s.push(&format!("print_layout({});", $text), &format!("{}.print_layout()", $text), $name.print_layout());
    };
    (@listing $s:ident, $text:ident, $name:ident) => {
        $s.push(
            &format!("for (int i = 0; i < size({0}); ++i) print({0}(i));", $text),
            &format!("listing(&{})", $text),
            listing(&$name),
        )
        .note("print_layout needs a rank-2 layout; this is the 1-D Coord/Index listing");
    };
}

/// The nine layouts of the seed, with rank/size/cosize and their tables.
///
/// ```
/// let s = layout_examples::seed003::layouts();
/// let printed = |name: &str| {
///     let cpp = format!("print({name});");
///     s.steps.iter().find(|st| st.cpp.starts_with(&format!("Layout {name} ")) && st.cpp.ends_with(&cpp))
///         .map(|st| st.output.clone())
/// };
/// assert_eq!(printed("s2xd4").as_deref(), Some("(_2,4):(_1,_2)"));
/// assert_eq!(printed("s2xd4_row").as_deref(), Some("(_2,4):(4,_1)"));
/// assert_eq!(s.find("print(rank(s2xh4));").unwrap().output, "_2");
/// assert_eq!(s.find("print(cosize(s2xd4_a));").unwrap().output, "16");
/// ```
pub fn layouts() -> Section {
    let mut s = Section::new(
        "003",
        "layouts (构造布局): s8, d8, s2xs4, s2xd4, s2xd4_a, s2xd4_col, s2xd4_row, s2xh4, s2xh4_col",
        "make_layout(shape) is column-major (LayoutLeft); LayoutRight is row-major. A stride \
         built from static sizes is static; the first compact stride is always the static _1.",
    );
    describe!(s, s8 = "make_layout(Int<8>{})", make_layout(_8), listing);
    describe!(s, d8 = "make_layout(8)", make_layout(8), listing);
    describe!(
        s,
        s2xs4 = "make_layout(make_shape(Int<2>{}, Int<4>{}))",
        make_layout((_2, _4)),
        table
    );
    describe!(
        s,
        s2xd4 = "make_layout(make_shape(Int<2>{}, 4))",
        make_layout((_2, 4)),
        table
    );
    describe!(
        s,
        s2xd4_a = "make_layout(make_shape(Int<2>{}, 4), make_stride(Int<12>{}, Int<1>{}))",
        make_layout_with((_2, 4), (_12, _1)),
        table
    );
    describe!(
        s,
        s2xd4_col = "make_layout(make_shape(Int<2>{}, 4), LayoutLeft{})",
        make_layout_with((_2, 4), LayoutLeft),
        table
    );
    describe!(
        s,
        s2xd4_row = "make_layout(make_shape(Int<2>{}, 4), LayoutRight{})",
        make_layout_with((_2, 4), LayoutRight),
        table
    );
    describe!(
        s,
        s2xh4 = "make_layout(make_shape(2, make_shape(2,2)), make_stride(4, make_stride(2,1)))",
        make_layout_with((2, (2, 2)), (4, (2, 1))),
        table
    );
    note_rank(&mut s, "s2xh4");
    describe!(
        s,
        s2xh4_col = "make_layout(shape(s2xh4), LayoutLeft{})",
        make_layout_with(s2xh4.shape(), LayoutLeft),
        table
    );
    note_rank(&mut s, "s2xh4_col");
    s
}

/// The seed's summary table gives the hierarchical layouts rank 3.
fn note_rank(s: &mut Section, name: &str) {
    let cpp = format!("print(rank({name}));");
    if let Some(step) = s.steps.iter_mut().find(|st| st.cpp == cpp) {
        step.note(
            "the seed's table says rank 3; CuTe's rank counts top-level modes, (2,(2,2)) has two \
             (3 is rank(flatten(shape)), the number of leaves)",
        );
    }
}

/// Printing: the seed's `print2D` is not a CuTe function; `print_layout` prints the same values.
pub fn printing() -> Section {
    let mut s = Section::new(
        "003",
        "printing (print2D, print_layout)",
        "The seed shows print2D(...) grids: print2D is not part of CuTe; print_layout prints the \
         same values with row and column indices.",
    );
    step!(
        s,
        "print_layout(s2xs4); // the seed's print2D(s2xs4)",
        make_layout((_2, _4)).print_layout()
    );
    step!(
        s,
        "print_layout(s2xd4_a); // the seed's print2D(s2xd4_a)",
        make_layout_with((_2, 4), (_12, _1)).print_layout()
    );
    let s2xh4 = make_layout_with((2, (2, 2)), (4, (2, 1)));
    let s2xh4_col = make_layout_with(s2xh4.shape(), LayoutLeft);
    step!(
        s,
        "print_layout(s2xh4_col); // the seed's print2D(s2xh4_col)",
        s2xh4_col.print_layout()
    );
    step!(s, "print_layout(s2xh4);", s2xh4.print_layout())
        .note("the seed's print2D(s2xh4) shows the same values without the indices");
    s
}

/// The six exercises (练习) and CuTe's answers.
///
/// ```
/// let s = layout_examples::seed003::exercises();
/// let ex5 = s.find("print_layout(L); // exercise 5").unwrap();
/// assert_eq!(ex5.output.lines().nth(3), Some(" 0  |  0 |  3 |  1 |  4 |  2 |  5 |"));
/// assert!(ex5.note.is_some()); // the seed's answer differs
/// ```
pub fn exercises() -> Section {
    let mut s = Section::new(
        "003",
        "exercises (练习) and their answers (答案)",
        "Think about the order of the elements in 2-D, then compare with what CuTe prints.",
    );
    step!(s, "auto L = make_layout(Int<4>{}); print(L);", let l1 = make_layout(_4));
    step!(s, "for (int i = 0; i < size(L); ++i) print(L(i)); // exercise 1", listing(&l1))
        .note("L has rank 1: CuTe's print_layout does not compile for it; the seed's answer [0, 1, 2, 3] is this Index row");
    step!(s, "auto L = make_layout(make_shape(Int<2>{}, Int<3>{}), LayoutRight{}); print(L);", let l2 = make_layout_with((_2, _3), LayoutRight));
    step!(s, "print_layout(L); // exercise 2", l2.print_layout());
    step!(s, "auto L = make_layout(make_shape(Int<2>{}, Int<3>{}), LayoutLeft{}); print(L);", let l3 = make_layout_with((_2, _3), LayoutLeft));
    step!(s, "print_layout(L); // exercise 3", l3.print_layout());
    step!(s, "auto L = make_layout(make_shape(Int<2>{}, Int<4>{}), make_stride(Int<6>{}, Int<1>{})); print(L);", let l4 = make_layout_with((_2, _4), (_6, _1)));
    step!(s, "print_layout(L); // exercise 4", l4.print_layout()).note(format!(
        "indices 4 and 5 are never reached (padding): size {}, cosize {}",
        display(l4.size()),
        display(l4.cosize())
    ));
    step!(s, "auto L = make_layout(make_shape(2, make_shape(2, 3)), make_stride(6, make_stride(3, 1))); print(L);", let l5 = make_layout_with((2, (2, 3)), (6, (3, 1))));
    step!(s, "print_layout(L); // exercise 5", l5.print_layout()).note(
        "the seed's answer is the 2x3 table [0 1 2; 3 4 5], which is wrong: L has size<0>(L) = 2 \
         rows and size<1>(L) = 2*3 = 6 columns, and column n is the coordinate (n%2, n/2) of \
         the column mode (2,3):(3,1)",
    );
    step!(s, "auto L = make_layout(make_shape(Int<2>{}, Int<3>{}, Int<2>{}), make_stride(Int<12>{}, Int<4>{}, Int<1>{})); print(L);", let l6 = make_layout_with((_2, _3, _2), (_12, _4, _1)));
    step!(
        s,
        "for (int i = 0; i < size(L); ++i) print(L(i)); // exercise 6",
        listing(&l6)
    )
    .note("the seed gives no answer; L has rank 3, so CuTe's print_layout does not compile for it");
    step!(
        s,
        "print_layout(group_modes<1,3>(L)); // exercise 6 as a rank-2 table",
        make_layout_with((_2, (_3, _2)), (_12, (_4, _1))).print_layout()
    )
    .note("group_modes<1,3> makes modes 1 and 2 one column mode (built here by hand)");
    s
}
