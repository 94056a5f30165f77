//! CuTe DSL's educational notebooks (the `seed004` tutorial), the layout-algebra section: coalesce, by-mode coalesce,
//! composition, by-mode composition, logical divide, logical product, and the TV-layout
//! composition of the element-wise add kernel.
//!
//! These run through the runtime layer ([`layout_core::runtime::evaluate`]), the same engine as
//! `layout-cli`: every step's expression can be pasted into `layout-cli '<expr>'`. The DSL writes
//! Python integers as static values and `cutlass.Int32(..)` as dynamic ones; CuTe C++ prints
//! static values with a leading `_`, which the DSL's `print` leaves out.

use crate::Section;
use layout_core::runtime::evaluate;

/// Every section of the CuTe DSL notebooks in the tour.
pub fn sections() -> Vec<Section> {
    vec![algebra(), tv_layout(), tensor()]
}

/// Evaluates `expr` with the runtime layer; an error prints as `layout-cli` prints it.
fn eval(expr: &str) -> String {
    match evaluate(expr) {
        Ok(v) => v.to_string(),
        Err(e) => format!("error: {e}"),
    }
}

const DSL_NOTE: &str = "the DSL prints static values without CuTe's `_` marks";

/// CuTe DSL notebooks, "Layout algebra": the worked examples of coalesce, composition, divide, product.
pub fn algebra() -> Section {
    let mut s = Section::new(
        "004",
        "layout algebra (coalesce, composition, divide, product)",
        "The runtime layer evaluates CuTe expressions written as text; each `evaluate(..)` below \
         is also a `layout-cli` command line.",
    );
    let cases: [(&str, &str, &str); 7] = [
        (
            "coalesce(make_layout(make_shape(_2{}, make_shape(_1{}, _6{})), make_stride(_1{}, make_stride(6, _2{}))))",
            "coalesce((_2,(_1,_6)):(_1,(6,_2)))",
            "seed prints `12:1`",
        ),
        (
            "coalesce(make_layout(make_shape(_2{}, make_shape(_1{}, _6{})), make_stride(_1{}, make_stride(_6{}, _2{}))), Step<_1,_1>{})",
            "coalesce((_2,(_1,_6)):(_1,(_6,_2)), (_1,_1))",
            "seed prints `(2,6):(1,2)`",
        ),
        (
            "composition(make_layout(make_shape(_6{}, _2{}), make_stride(8, _2{})), make_layout(make_shape(_4{}, _3{}), make_stride(_3{}, _1{})))",
            "composition((_6,_2):(8,_2), (_4,_3):(_3,_1))",
            "seed prints `((2,2),3):((24,2),8)`",
        ),
        (
            "composition(make_layout(make_shape(12, make_shape(4, 8)), make_stride(59, make_stride(13, 1))), make_tile(_3{}, _8{}))",
            "composition((12,(4,8)):(59,(13,1)), (_3,_8))",
            "seed's tiler (3, 8) applies 3:1 to mode 0 and 8:1 to mode 1",
        ),
        (
            "logical_divide(make_layout(make_shape(_4{}, _2{}, _3{}), make_stride(_2{}, _1{}, _8{})), make_layout(_4{}, _2{}))",
            "logical_divide((_4,_2,_3):(_2,_1,_8), _4:_2)",
            "seed prints `((2,2),(2,3)):((4,1),(2,8))`",
        ),
        (
            "zipped_divide(make_layout(make_shape(_4{}, _2{}, _3{}), make_stride(_2{}, _1{}, _8{})), make_layout(_4{}, _2{}))",
            "zipped_divide((_4,_2,_3):(_2,_1,_8), _4:_2)",
            "a variant of logical_divide the seed names without printing",
        ),
        (
            "logical_product(make_layout(make_shape(_2{}, _2{}), make_stride(_4{}, _1{})), make_layout(_6{}, _1{}))",
            "logical_product((_2,_2):(_4,_1), _6:_1)",
            "seed prints `((2,2),(2,3)):((4,1),(2,8))`",
        ),
    ];
    for (cpp, expr, note) in cases {
        let rust = format!("evaluate(\"{expr}\")");
        let note = if note.starts_with("seed prints") {
            format!("{note}: {DSL_NOTE}")
        } else {
            note.to_string()
        };
        s.push(cpp, &rust, eval(expr)).note(note);
    }
    s
}

/// CuTe DSL notebooks, "TV layouts": the (thread, value) -> (row, column) layout of the element-wise add
/// kernel, and its composition with a row-major (16,256) tile.
pub fn tv_layout() -> Section {
    let mut s = Section::new(
        "004",
        "TV layout of the element-wise add",
        "A TV layout maps (thread, value) to a coordinate of the tile; composing the tile's \
         memory layout with it gives each thread's addresses.",
    );
    let steps: [(&str, &str); 4] = [
        (
            "auto thr_layout = make_ordered_layout(make_shape(_4{}, _64{}), Step<_1,_0>{});",
            "make_ordered_layout((_4,_64), (_1,_0))",
        ),
        (
            "auto tv_layout = make_layout(make_shape(make_shape(_32{},_4{}), make_shape(_8{},_4{})), make_stride(make_stride(_128{},_4{}), make_stride(_16{},_1{})));",
            "((_32,_4),(_8,_4)):((_128,_4),(_16,_1))",
        ),
        (
            "print(composition(make_layout(make_shape(_16{}, _256{}), make_stride(_512{}, _1{})), tv_layout));",
            "composition((_16,_256):(_512,_1), ((_32,_4),(_8,_4)):((_128,_4),(_16,_1)))",
        ),
        (
            "print(left_inverse(tv_layout));  // (row, column) -> (thread, value)",
            "left_inverse(((_32,_4),(_8,_4)):((_128,_4),(_16,_1)))",
        ),
    ];
    for (cpp, expr) in steps {
        s.push(cpp, &format!("evaluate(\"{expr}\")"), eval(expr));
    }
    s
}

/// CuTe DSL notebooks, "Tensors" (typed): the naive kernel's per-thread element, the vectorized
/// `zipped_divide(mA, (1, 4))`, and one thread's 4-element slice of it. The TV-layout kernel
/// follows in `cargo run --example tv_layout` ([`crate::tv_layout`]).
pub fn tensor() -> Section {
    use crate::step;
    use layout_core::prelude::*;
    let mut s = Section::new(
        "004",
        "tensors: naive and vectorized element-wise add (typed)",
        "A tensor is memory viewed through a layout; zipped_divide by a (1,4) tiler gives each \
         thread four contiguous elements of a row. (Tensors print as `ptr o layout`; the \
         layouts are shown, the addresses change from run to run.)",
    );
    let (m, n) = (2048, 2048);
    let a: Vec<f32> = (0..m * n).map(|i| i as f32).collect();
    let m_a = make_tensor(&a[..], make_layout_with((m, n), LayoutRight));
    s.push(
        "mA : cute.Tensor  # (2048,2048):(2048,1)",
        "let m_a = make_tensor(&a[..], make_layout_with((m, n), LayoutRight));",
        m_a.layout(),
    )
    .note(DSL_NOTE);
    // the naive kernel: one element per thread
    let thread_idx = 5000;
    step!(s, "mi = thread_idx // n; ni = thread_idx % n  # thread_idx = 5000",
        let coord = (thread_idx / n, thread_idx % n); tuple);
    step!(s, "a_val = gA[mi, ni]", m_a[coord]);
    // the vectorized kernel: (1,4) elements per thread
    let g_a = m_a.zipped_divide((_1, _4));
    s.push(
        "gA = cute.zipped_divide(a, tiler=(1, 4))",
        "let g_a = m_a.zipped_divide((_1, _4));",
        g_a.layout(),
    )
    .note("the seed prints ((1,4),(2048,512)):((0,1),(2048,4)) (no `_`: DSL print)");
    let rest = (thread_idx / 512, thread_idx % 512);
    let thr_a = g_a.slice((X, rest));
    s.push(
        "thrA = gA[(None, (mi, ni))]  # mi = thread_idx // 512, ni = thread_idx % 512",
        "let thr_a = g_a.slice((X, (thread_idx / 512, thread_idx % 512)));",
        format!(
            "{}  values {:?}",
            thr_a.layout(),
            (0..4).map(|v| thr_a[v]).collect::<Vec<_>>()
        ),
    );
    s
}
