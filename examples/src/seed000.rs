//! Seed 000 ("什么是 CuTe", a first look at layouts): examples 1-4, IntTuple and Layout
//! queries, 1-D vectors, natural coordinates, `idx2crd` and `crd2idx`.

use crate::{depth, listing, rank, step, tuple_depth, tuple_rank, Section};
use layout_core::prelude::*;

/// The seed's sections, in order.
pub fn sections() -> Vec<Section> {
    vec![
        example_1(),
        example_2(),
        example_3(),
        example_4(),
        int_tuple(),
        layout_queries(),
        vectors(),
        rank1_tables(),
        natural_coordinates(),
        idx2crd_cases(),
        crd2idx_cases(),
    ]
}

/// 例一: a 2x3 column-major layout, `(2,3):(1,2)`.
///
/// ```
/// let s = layout_examples::seed000::example_1();
/// assert_eq!(s.steps[0].output.lines().nth(3), Some(" 0  | 0 | 2 | 4 |"));
/// ```
pub fn example_1() -> Section {
    let mut s = Section::new(
        "000",
        "example 1 (例一): shape (2,3), stride (1,2)",
        "A layout maps a coordinate (m,n) to the index m*1 + n*2: column-major.",
    );
    step!(
        s,
        "print_layout(make_layout(make_shape(2, 3), make_stride(1, 2)));",
        make_layout_with((2, 3), (1, 2)).print_layout()
    );
    s
}

/// 例二: a 2x3 row-major layout, `(2,3):(3,1)`.
pub fn example_2() -> Section {
    let mut s = Section::new(
        "000",
        "example 2 (例二): shape (2,3), stride (3,1)",
        "The same shape with stride (3,1): row-major.",
    );
    step!(
        s,
        "print_layout(make_layout(make_shape(2, 3), make_stride(3, 1)));",
        make_layout_with((2, 3), (3, 1)).print_layout()
    );
    s
}

/// 例三: a hierarchical row mode, `((2,2),2):((4,2),1)`.
pub fn example_3() -> Section {
    let mut s = Section::new(
        "000",
        "example 3 (例三): a nested row mode ((2,2),2):((4,2),1)",
        "Mode 0 is itself a layout (2,2):(4,2); the table's row index m is split as (m%2, m/2).",
    );
    step!(
        s,
        "print_layout(make_layout(make_shape(make_shape(2,2), 2), make_stride(make_stride(4,2), 1)));",
        make_layout_with(((2, 2), 2), ((4, 2), 1)).print_layout()
    );
    s
}

/// 例四: a hierarchical column mode, `(8,(2,2)):(2,(1,16))`.
///
/// ```
/// let s = layout_examples::seed000::example_4();
/// assert_eq!(s.steps[0].output.lines().next(), Some("(8,(2,2)):(2,(1,16))"));
/// assert_eq!(s.steps[0].output.lines().nth(3), Some(" 0  |  0 |  1 | 16 | 17 |"));
/// ```
pub fn example_4() -> Section {
    let mut s = Section::new(
        "000",
        "example 4 (例四): a nested column mode (8,(2,2)):(2,(1,16))",
        "Column n is split as (n%2, n/2): stride 1 inside a pair of columns, 16 between pairs.",
    );
    step!(
        s,
        "print_layout(make_layout(make_shape(8, make_shape(2,2)), make_stride(2, make_stride(1,16))));",
        make_layout_with((8, (2, 2)), (2, (1, 16))).print_layout()
    );
    s
}

/// IntTuple: an integer or a tuple of IntTuples, and its queries.
pub fn int_tuple() -> Section {
    let mut s = Section::new(
        "000",
        "IntTuple: rank, get, depth, size",
        "A shape is an IntTuple: an integer (static `_N` or dynamic `N`) or a tuple of IntTuples.",
    );
    step!(s, "auto shape = make_shape(make_shape(2,2), 2); print(shape);", let shape = ((2, 2), 2); tuple);
    step!(s, "print(rank(shape));", tuple_rank(&shape));
    step!(s, "print(get<0>(shape));", display(get::<0, _>(shape)));
    step!(s, "print(depth(shape));", tuple_depth(&shape));
    step!(s, "print(size(shape));", display(shape.size()))
        .note("dynamic leaves give a dynamic size; with static leaves the size is static");
    step!(
        s,
        "print(size(make_shape(make_shape(_2{},_2{}), _2{})));",
        display(((_2, _2), _2).size())
    );
    s
}

/// Layout queries on example 3's layout.
pub fn layout_queries() -> Section {
    let mut s = Section::new(
        "000",
        "Layout queries (Layout 的使用): rank, get, depth, shape, stride, size, cosize",
        "A layout is a pair of IntTuples (shape, stride) of the same profile.",
    );
    step!(s, "Layout layout = make_layout(make_shape(make_shape(2,2), 2), make_stride(make_stride(4,2), 1)); print(layout);", let layout = make_layout_with(((2, 2), 2), ((4, 2), 1)));
    step!(s, "print(rank(layout));", rank(&layout));
    step!(s, "print(layout<0>(layout));", layout.get::<0>());
    step!(s, "print(depth(layout));", depth(&layout));
    step!(s, "print(shape(layout));", display(layout.shape()));
    step!(s, "print(stride(layout));", display(layout.stride()));
    step!(s, "print(size(layout));", display(layout.size()));
    step!(s, "print(cosize(layout));", display(layout.cosize()))
        .note("cosize = layout(size - 1) + 1 = layout(7) + 1 = 7 + 1");
    s
}

/// 1-D vectors: `8:1` and `8:2`.
pub fn vectors() -> Section {
    let mut s = Section::new(
        "000",
        "coordinates and indices (Layout 坐标与索引): the vectors 8:1 and 8:2",
        "A rank-1 layout is a vector: coordinate i goes to index i*stride.",
    );
    step!(
        s,
        "Layout layout = make_layout(8, 1); // 8:1, then layout(i) for i in [0,8)",
        listing(&make_layout_with(8, 1))
    )
    .note("print_layout needs a rank-2 layout; this Coord/Index listing is the seed's own format");
    step!(
        s,
        "Layout layout = make_layout(8, 2); // 8:2, then layout(i) for i in [0,8)",
        listing(&make_layout_with(8, 2))
    );
    s
}

/// The rank-1 layouts `((4,2)):((2,1))` and `((4,2)):((1,4))`.
///
/// ```
/// let s = layout_examples::seed000::rank1_tables();
/// assert_eq!(s.steps[0].output, "((4,2)):((2,1))");
/// assert_eq!(s.steps[1].output, "_1"); // rank
/// ```
pub fn rank1_tables() -> Section {
    let mut s = Section::new(
        "000",
        "rank-1 layouts of a 4x2 table: ((4,2)):((2,1)) and ((4,2)):((1,4))",
        "Wrapping a layout in one more pair of parentheses makes it rank 1: a vector of 8 \
         elements whose 1-D coordinate is split (i%4, i/4).",
    );
    step!(s, "Layout layout = make_layout(make_shape(make_shape(4,2)), make_stride(make_stride(2,1))); print(layout);", let row_major = Layout::new(((4, 2),), ((2, 1),)));
    step!(s, "print(rank(layout));", rank(&row_major));
    step!(
        s,
        "print_layout(layout<0>(layout));",
        row_major.get::<0>().print_layout()
    )
    .note(
        "the seed labels this table `Layout:  ((4,2)):((2,1))`, but that layout has rank 1 and \
         CuTe's print_layout does not compile for it (rank must be 2); the table is \
         print_layout of its only mode (4,2):(2,1)",
    );
    step!(
        s,
        "for (int i = 0; i < size(layout); ++i) print(layout(i));",
        listing(&row_major)
    );
    step!(s, "Layout layout = make_layout(make_shape(make_shape(4,2)), make_stride(make_stride(1,4))); print(layout);", let col_major = Layout::new(((4, 2),), ((1, 4),)));
    step!(s, "print(rank(layout));", rank(&col_major));
    step!(
        s,
        "print_layout(layout<0>(layout));",
        col_major.get::<0>().print_layout()
    )
    .note(
        "the seed labels this table `Layout:  ((4,2)):((1,4))` (rank 1); it is print_layout of \
         the mode (4,2):(1,4)",
    );
    step!(
        s,
        "for (int i = 0; i < size(layout); ++i) print(layout(i));",
        listing(&col_major)
    );
    s
}

/// Natural coordinates of `(3,(2,3)):(3,(12,1))`: three coordinates for index 17.
pub fn natural_coordinates() -> Section {
    let mut s = Section::new(
        "000",
        "natural coordinates: (3,(2,3)):(3,(12,1))",
        "A 1-D coordinate, a 2-D coordinate (row, column) and the natural (hierarchical) \
         coordinate all name the same element; the natural one dotted with the stride is the index.",
    );
    step!(s, "Layout layout = make_layout(make_shape(3, make_shape(2, 3)), make_stride(3, make_stride(12, 1))); print(layout);", let layout = Layout::new((3, (2, 3)), (3, (12, 1))));
    step!(s, "print_layout(layout);", layout.print_layout()).note(
        "the seed's table is drawn by hand (cells 5 wide, an extra row of 2-D column \
         coordinates); CuTe's print_layout makes each cell num_digits(cosize)+2 = 4 wide",
    );
    step!(s, "print(layout(16));", layout.call(16));
    step!(s, "print(layout(make_coord(1, 5)));", layout.call((1, 5)));
    step!(
        s,
        "print(layout(make_coord(1, make_coord(1, 2))));",
        layout.call((1, (1, 2)))
    );
    s
}

/// `idx2crd` on the static shape `(_3,(_2,_3))`.
///
/// ```
/// let s = layout_examples::seed000::idx2crd_cases();
/// assert_eq!(s.find("print(idx2crd(_16{}, shape));").unwrap().output, "(_1,(_1,_2))");
/// assert_eq!(s.find("print(idx2crd(make_coord(_1{},5), shape));").unwrap().output, "(_1,(1,2))");
/// ```
pub fn idx2crd_cases() -> Section {
    let mut s = Section::new(
        "000",
        "idx2crd: from an index to a natural coordinate",
        "A static input gives a static result, a \
         dynamic one a dynamic result, mode by mode.",
    );
    step!(s, "auto shape = Shape<_3,Shape<_2,_3>>{}; print(shape);", let shape = (_3, (_2, _3)); tuple);
    step!(
        s,
        "print(idx2crd(   16, shape));",
        display(idx2crd(16, shape))
    );
    step!(
        s,
        "print(idx2crd(_16{}, shape));",
        display(idx2crd(_16, shape))
    );
    step!(
        s,
        "print(idx2crd(make_coord(   1,5), shape));",
        display(idx2crd((1, 5), shape))
    );
    step!(
        s,
        "print(idx2crd(make_coord(_1{},5), shape));",
        display(idx2crd((_1, 5), shape))
    );
    step!(
        s,
        "print(idx2crd(make_coord(   1,make_coord(1,   2)), shape));",
        display(idx2crd((1, (1, 2)), shape))
    );
    step!(
        s,
        "print(idx2crd(make_coord(_1{},make_coord(1,_2{})), shape));",
        display(idx2crd((_1, (1, _2)), shape))
    );
    s
}

/// `crd2idx` on the static layout `(_3,(_2,_3)):(_3,(_12,_1))`.
///
/// ```
/// let s = layout_examples::seed000::crd2idx_cases();
/// assert_eq!(s.find("print(crd2idx(_16{}, shape, stride));").unwrap().output, "_17");
/// assert_eq!(s.find("print(crd2idx(make_coord(_1{},   5), shape, stride));").unwrap().output, "17");
/// ```
pub fn crd2idx_cases() -> Section {
    let mut s = Section::new(
        "000",
        "crd2idx: from any coordinate to the index",
        "The index is static only when every coordinate leaf is.",
    );
    step!(s, "auto shape  = Shape <_3,Shape<  _2,_3>>{}; print(shape);", let shape = (_3, (_2, _3)); tuple);
    step!(s, "auto stride = Stride<_3,Stride<_12,_1>>{}; print(stride);", let stride = (_3, (_12, _1)); tuple);
    step!(
        s,
        "print(crd2idx(   16, shape, stride));",
        display(crd2idx(16, shape, stride))
    );
    step!(
        s,
        "print(crd2idx(_16{}, shape, stride));",
        display(crd2idx(_16, shape, stride))
    );
    step!(
        s,
        "print(crd2idx(make_coord(   1,   5), shape, stride));",
        display(crd2idx((1, 5), shape, stride))
    );
    step!(
        s,
        "print(crd2idx(make_coord(_1{},   5), shape, stride));",
        display(crd2idx((_1, 5), shape, stride))
    );
    step!(
        s,
        "print(crd2idx(make_coord(_1{},_5{}), shape, stride));",
        display(crd2idx((_1, _5), shape, stride))
    );
    step!(
        s,
        "print(crd2idx(make_coord(   1,make_coord(   1,   2)), shape, stride));",
        display(crd2idx((1, (1, 2)), shape, stride))
    );
    step!(
        s,
        "print(crd2idx(make_coord(_1{},make_coord(_1{},_2{})), shape, stride));",
        display(crd2idx((_1, (_1, _2)), shape, stride))
    );
    s
}
