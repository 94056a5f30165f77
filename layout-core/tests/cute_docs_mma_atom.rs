//! CuTe's MMA-atom documentation (CUTLASS `media/docs/cpp/cute/0t_mma_atom.md`), each example
//! ported and checked against what the document states or draws: the traits of the Volta
//! quad-pair atom (`ThrID`, `ALayout`, `BLayout`, `CLayout` derived point by point in the
//! text), the Hopper GMMA layouts, and the `TiledMMA`s drawn with `print_latex`, whose pictures
//! are spot-checked cell by cell against the document's images and parsed in full against
//! CuTe's drawing rule (`include/cute/util/print_latex.hpp`). `print(TiledMMA)` and
//! `print(TiledCopy)` are checked against the members CuTe printed in the golden files.
//!
//! Where the port is not the C++ call with Rust syntax, the reason (beyond those listed in
//! `cute_docs_layout.rs`):
//! - a trait member `MMA_Traits<Op>::ThrID` is an associated type, `<Op as MmaTraits>::ThrID`,
//!   printed from its (zero-sized) default value; `ValTypeD = float` is the Rust type `f32`,
//!   whose CuTe name is `<f32 as ValueBits>::NAME`;
//! - `MMA_Atom mma = MMA_Atom<Op>{}` is `MMA_Atom::<Op>::default()`, and `Op{}` is the unit
//!   value `Op` (a generic GMMA operation: `Op::<GMMA::Major::K, GMMA::Major::K>::default()`);
//! - `Tile<_32,_32,_4>{}` is the tuple `(_32, _32, _4)`, `Tile<Layout<...>, _32, _4>{}` the tuple
//!   `(make_layout_with(..), _32, _4)`; `Layout<Shape<_2,_2>, Stride<_2,_1>>{}` is
//!   `make_layout_with((_2, _2), (_2, _1))`;
//! - `print_latex(mma)` returns the LaTeX document (`print!("{}", print_latex(&mma))` prints
//!   it); its comment lines print the TV layouts as layouts, where CuTe prints them composed
//!   with the tile's identity tensor (`ArithTuple(_0,_0) o ...:(..@0,..@1)`), the same map;
//! - an operation's register arrays (`DRegisters = float[8]`, ...) and its `fma` are the PTX
//!   wrappers of the kernel crates (`gpu_kernels::arch::mma_sm80`: `[u32; 4]`, `[u32; 2]`, ...),
//!   not layout-library API: the library holds the traits, which is what the document derives.
//!
//! The document's own slips: it names the Hopper atom `SM90_64x128x16_F16F16F16F16_TN`, a name
//! CuTe no longer has (it is `SM90_64x128x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>`), and
//! writes the 64x8 accumulator layout without the size-1 mode CuTe's `CLayout_64xN<8>` keeps
//! (`((_4,_8,_4),(_2,_2,_1))`, the same function).

use layout_core::prelude::*;
use layout_core::runtime::atom::Atom;
use layout_core::runtime::{evaluate, Value};
use std::collections::HashMap;

/// "Operation struct's name": D, A, B, C types and the M, N, K of `SM70_8x8x4_F32F16F16F32_NT`.
#[test]
fn operation_name_and_types() {
    type T = SM70_8x8x4_F32F16F16F32_NT;
    let names = [
        <<T as MmaTraits>::ValTypeD as ValueBits>::NAME,
        <<T as MmaTraits>::ValTypeA as ValueBits>::NAME,
        <<T as MmaTraits>::ValTypeB as ValueBits>::NAME,
        <<T as MmaTraits>::ValTypeC as ValueBits>::NAME,
    ];
    assert_eq!(names, ["float", "half_t", "half_t", "float"]);
    let shape_mnk = <T as MmaTraits>::Shape_MNK::default();
    assert_eq!(display(shape_mnk).to_string(), "(_8,_8,_4)");
    assert_eq!(
        SM70_8x8x4_F32F16F16F32_NT.to_string(),
        "SM70_8x8x4_F32F16F16F32_NT"
    );
}

/// "Traits / Example": `MMA_Traits<SM70_8x8x4_F32F16F16F32_NT>` is `SM70_QuadPair`,
/// `SM70_8x4_Col` (A and B) and `SM70_8x8_32b` (C).
#[test]
fn volta_traits() {
    type T = SM70_8x8x4_F32F16F16F32_NT;
    assert_eq!(
        <T as MmaTraits>::ThrID::default().to_string(),
        "(_4,_2):(_1,_16)"
    );
    assert_eq!(
        <T as MmaTraits>::ALayout::default().to_string(),
        "((_4,_2),_4):((_8,_4),_1)"
    );
    assert_eq!(
        <T as MmaTraits>::BLayout::default().to_string(),
        "((_4,_2),_4):((_8,_4),_1)"
    );
    assert_eq!(
        <T as MmaTraits>::CLayout::default().to_string(),
        "((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32))"
    );
}

/// "Thread ID": the quad pair maps logical threads `[0,8)` to `[0,4) U [16,20)` of the warp.
#[test]
fn volta_thread_id() {
    let thr_id = <SM70_8x8x4_F32F16F16F32_NT as MmaTraits>::ThrID::default();
    let warp: Vec<i64> = (0..8).map(|t| thr_id.eval(t)).collect();
    assert_eq!(warp, [0, 1, 2, 3, 16, 17, 18, 19]);
}

/// "Accumulator Mapping": the document's `(T,V) -> (m,n) = m + 8n` points, and the F16
/// accumulator `(_8,_8):(_1,_8)`.
#[test]
fn volta_accumulators() {
    let c = <SM70_8x8x4_F32F16F16F32_NT as MmaTraits>::CLayout::default();
    let threads: Vec<i64> = (0..8).map(|t| c.eval_mn(t, 0)).collect();
    assert_eq!(threads, [0, 1, 16, 17, 4, 5, 20, 21]);
    let values: Vec<i64> = (0..8).map(|v| c.eval_mn(0, v)).collect();
    assert_eq!(values, [0, 8, 2, 10, 32, 40, 34, 42]);
    // the intermediate step of the text: the thread mode alone
    assert_eq!(
        make_layout_with((_2, _2, _2), (_1, _16, _4)).to_string(),
        "(_2,_2,_2):(_1,_16,_4)"
    );
    assert_eq!(
        <SM70_8x8x4_F16F16F16F16_NT as MmaTraits>::CLayout::default().to_string(),
        "(_8,_8):(_1,_8)"
    );
}

/// "A and B Layout Mapping": TN is `(_8,_4):(_1,_8)` for A and B, NT is
/// `((_4,_2),_4):((_8,_4),_1)`; NN and TT combine the two.
#[test]
fn volta_a_and_b() {
    fn ab<T: MmaTraits>() -> [String; 2] {
        [
            T::ALayout::default().to_string(),
            T::BLayout::default().to_string(),
        ]
    }
    let (row, col) = ("(_8,_4):(_1,_8)", "((_4,_2),_4):((_8,_4),_1)");
    assert_eq!(ab::<SM70_8x8x4_F32F16F16F32_TN>(), [row, row]);
    assert_eq!(ab::<SM70_8x8x4_F32F16F16F32_NT>(), [col, col]);
    assert_eq!(ab::<SM70_8x8x4_F32F16F16F32_NN>(), [col, row]);
    assert_eq!(ab::<SM70_8x8x4_F32F16F16F32_TT>(), [row, col]);
    // TN: down M is thread +1, across K is value +8 (`(m,k) -> m + 8k`)
    let a = <SM70_8x8x4_F16F16F16F16_TN as MmaTraits>::ALayout::default();
    assert_eq!((a.eval_mn(1, 0), a.eval_mn(0, 1)), (1, 8));
    // NT: down M the four values of T0 (stride 1), then those of T4 (stride 4); across K the
    // next thread (stride 8)
    let a = <SM70_8x8x4_F32F16F16F32_NT as MmaTraits>::ALayout::default();
    let down_m: Vec<i64> = [
        (0, 0),
        (0, 1),
        (0, 2),
        (0, 3),
        (4, 0),
        (4, 1),
        (4, 2),
        (4, 3),
    ]
    .map(|(t, v)| a.eval_mn(t, v))
    .to_vec();
    assert_eq!(down_m, [0, 1, 2, 3, 4, 5, 6, 7]);
    assert_eq!(a.eval_mn(1, 0), 8);
}

/// "Hopper": `ThrID = _128:_1`, the 64x8 and 64x128 accumulators, and the shared-memory A
/// layout where every thread sees the whole tile.
#[test]
fn hopper_gmma() {
    type Gmma = SM90_64x128x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>;
    assert_eq!(<Gmma as MmaTraits>::ThrID::default().to_string(), "_128:_1");
    assert_eq!(
        <Gmma as MmaTraits>::CLayout::default().to_string(),
        "((_4,_8,_4),(_2,_2,_16)):((_128,_1,_16),(_64,_8,_512))"
    );
    assert_eq!(
        <Gmma as MmaTraits>::ALayout::default().to_string(),
        "(_128,(_64,_16)):(_0,(_1,_64))"
    );
    type Gmma8 = SM90_64x8x16_F16F16F16_SS<GMMA::Major::K, GMMA::Major::K>;
    let c8 = <Gmma8 as MmaTraits>::CLayout::default();
    assert_eq!(
        c8.to_string(),
        "((_4,_8,_4),(_2,_2,_1)):((_128,_1,_16),(_64,_8,_512))"
    );
    // the document's 64x8 layout, without the size-1 mode, is the same function
    let doc = make_layout_with(((_4, _8, _4), (_2, _2)), ((_128, _1, _16), (_64, _8)));
    assert!((0..512).all(|i| c8.eval(i) == doc.eval(i)));
    // the text's steps: pairs of values along N over four threads, eight rows, the next core
    // matrix at (T0,V2) = (8,0), the next warp at (16,0)
    assert_eq!((c8.eval_mn(1, 0), c8.eval_mn(0, 1)), (128, 64));
    assert_eq!((c8.eval_mn(4, 0), c8.eval_mn(0, 2)), (1, 8));
    assert_eq!(c8.eval_mn(32, 0), 16);
    // 64x128: the 64x8 pattern repeated 16 times along N, starting at (0,8) = 512
    let c128 = <Gmma as MmaTraits>::CLayout::default();
    assert_eq!(c128.eval_mn(0, 4), 512);
}

// ---------------------------------------------------------------------------------------------
// print_latex: the drawing, parsed

/// CuTe's `TikzColor_TV`: the fill of thread `t`.
const THREAD_COLOURS: [&str; 8] = [
    "{rgb,255:red,175;green,175;blue,255}",
    "{rgb,255:red,175;green,255;blue,175}",
    "{rgb,255:red,255;green,255;blue,175}",
    "{rgb,255:red,255;green,175;blue,175}",
    "{rgb,255:red,210;green,210;blue,255}",
    "{rgb,255:red,210;green,255;blue,210}",
    "{rgb,255:red,255;green,255;blue,210}",
    "{rgb,255:red,255;green,210;blue,210}",
];

/// One `\node[fill=F] at (x,y) {\shortstack{Tt \\ Vv}};` of the document.
#[derive(Debug, Clone, PartialEq)]
struct Node {
    at: (i64, i64),
    tv: (i64, i64),
    fill: String,
}

/// The panels of a `print_latex` document: the cell nodes before each `\draw ... grid`, with
/// that grid's corners, and the numbers (`\node at (x,y) {\Large{\texttt{k}}};`) after it.
#[derive(Debug, Default)]
struct Panel {
    nodes: Vec<Node>,
    grid: ((i64, i64), (i64, i64)),
    numbers: Vec<((i64, i64), i64)>,
}

fn pair(text: &str) -> (i64, i64) {
    let (a, b) = text.split_once(',').expect("a pair");
    (a.trim().parse().unwrap(), b.trim().parse().unwrap())
}

fn parse_panels(tex: &str) -> Vec<Panel> {
    let mut panels = vec![Panel::default()];
    let mut after_grid = false;
    for line in tex.lines() {
        if let Some(rest) = line.strip_prefix("\\node[fill=") {
            if after_grid {
                panels.push(Panel::default());
                after_grid = false;
            }
            let (fill, rest) = rest.split_once("] at (").unwrap();
            let (at, rest) = rest.split_once(") {\\shortstack{T").unwrap();
            let (t, rest) = rest.split_once(" \\\\ V").unwrap();
            let v = rest.strip_suffix("}};").unwrap();
            panels.last_mut().unwrap().nodes.push(Node {
                at: pair(at),
                tv: (t.parse().unwrap(), v.parse().unwrap()),
                fill: fill.to_string(),
            });
        } else if let Some(rest) =
            line.strip_prefix("\\draw[color=black,thick,shift={(-0.5,-0.5)}] (")
        {
            let (from, rest) = rest.split_once(") grid (").unwrap();
            let to = rest.strip_suffix(");").unwrap();
            panels.last_mut().unwrap().grid = (pair(from), pair(to));
            after_grid = true;
        } else if let Some(rest) = line.strip_prefix("\\node at (") {
            let (at, rest) = rest.split_once(") {\\Large{\\texttt{").unwrap();
            let k = rest.strip_suffix("}}};").unwrap();
            panels
                .last_mut()
                .unwrap()
                .numbers
                .push((pair(at), k.parse().unwrap()));
        }
    }
    panels
}

/// CuTe's drawing rule for one operand: threads in order, each thread's values in order, the
/// first `(t,v)` whose coordinate `tv(t,v)` (a column-major index of a `rows x _` tile) reaches
/// a cell labels it; `place` maps the operand's `(i,j)` to the drawing's `(x,y)`.
fn expected<L: LayoutLike>(tv: &L, rows: i64, place: impl Fn(i64, i64) -> (i64, i64)) -> Vec<Node> {
    let mut seen = HashMap::new();
    let mut out = Vec::new();
    for t in 0..tv.mode_size(0) {
        for v in 0..tv.mode_size(1) {
            let idx = tv.eval_mn(t, v);
            let at = place(idx % rows, idx / rows);
            if seen.insert(at, ()).is_none() {
                out.push(Node {
                    at,
                    tv: (t, v),
                    fill: THREAD_COLOURS[(t % 8) as usize].to_string(),
                });
            }
        }
    }
    out
}

/// Parses `print_latex(mma)` and checks it against CuTe's `print_latex_mma` rule: C at
/// `(m,n)`, A at `(m, k-K-1)`, B at `(k-K-1, n)`, grids and numbers where CuTe puts them.
/// Returns the three panels' cells by drawing coordinate.
fn check_mma_drawing(tex: &str) -> HashMap<(i64, i64), (i64, i64)> {
    assert!(tex.ends_with("\\end{tikzpicture}\n\\end{document}\n"));
    let [m, n, k] = [0, 1, 2].map(|i| mma_tile(tex, i));
    let panels = parse_panels(tex);
    assert_eq!(panels.len(), 3, "C, A and B");
    let (c, a, b) = (&panels[0], &panels[1], &panels[2]);
    assert_eq!(c.grid, ((0, 0), (m, n)));
    assert_eq!(a.grid, ((0, -k - 1), (m, -1)));
    assert_eq!(b.grid, ((-k - 1, 0), (-1, n)));
    assert!(c.numbers.is_empty());
    let a_numbers: Vec<_> = (0..m)
        .map(|i| ((i, -k - 2), i))
        .chain((0..k).map(|j| ((-1, j - k - 1), j)))
        .collect();
    assert_eq!(a.numbers, a_numbers);
    let b_numbers: Vec<_> = (0..n)
        .map(|j| ((-k - 2, j), j))
        .chain((0..k).map(|j| ((j - k - 1, -1), j)))
        .collect();
    assert_eq!(b.numbers, b_numbers);
    let mut cells = HashMap::new();
    for p in &panels {
        for node in &p.nodes {
            assert!(
                cells.insert(node.at, node.tv).is_none(),
                "{:?} twice",
                node.at
            );
        }
    }
    cells
}

/// `(M,N,K)` of the drawing, read back from the grids of C and A.
fn mma_tile(tex: &str, i: usize) -> i64 {
    let panels = parse_panels(tex);
    let ((_, _), (m, n)) = panels[0].grid;
    let ((_, k0), _) = panels[1].grid;
    [m, n, -k0 - 1][i]
}

/// The cells of each operand against CuTe's rule, with the typed TV layouts as the oracle.
macro_rules! check_operands {
    ($mma:expr) => {{
        let mma = $mma;
        let tex = print_latex(&mma);
        let panels = parse_panels(&tex);
        let [m, n, k] = [0, 1, 2].map(|i| mma_tile(&tex, i));
        assert_eq!(
            panels[0].nodes,
            expected(&mma.get_layoutC_TV(), m, |i, j| (i, j))
        );
        assert_eq!(
            panels[1].nodes,
            expected(&mma.get_layoutA_TV(), m, |i, j| (i, j - k - 1))
        );
        assert_eq!(
            panels[2].nodes,
            expected(&mma.get_layoutB_TV(), n, |i, j| (j - k - 1, i))
        );
        check_mma_drawing(&tex)
    }};
}

/// The label `T#V#` at a drawing coordinate.
fn at(cells: &HashMap<(i64, i64), (i64, i64)>, x: i64, y: i64) -> (i64, i64) {
    *cells
        .get(&(x, y))
        .unwrap_or_else(|| panic!("no cell at ({x},{y})"))
}

/// "TiledMMAs": `print_latex` of the SM70 atom, and the equivalent single-atom `TiledMMA` with
/// the tiler `Tile<_8,_8,_4>`; cells as the document's image shows them.
#[test]
fn atom_picture() {
    let mma = MMA_Atom::<SM70_8x8x4_F32F16F16F32_NT>::default();
    let tex = print_latex(&mma);
    let same = make_tiled_mma(
        SM70_8x8x4_F32F16F16F32_NT,
        make_layout((_1, _1, _1)),
        (_8, _8, _4),
    );
    let tiled = check_operands!(same);
    assert_eq!(parse_panels(&tex).len(), 3);
    let atom_cells: HashMap<_, _> = parse_panels(&tex)
        .iter()
        .flat_map(|p| p.nodes.iter().map(|n| (n.at, n.tv)))
        .collect();
    assert_eq!(atom_cells, tiled, "the same picture");
    let cells = check_operands!(make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT, X, X));
    // C (bottom right of the image): row 0 is T0V0 T0V1 T2V0 T2V1 T0V4 T0V5 T2V4 T2V5
    let row0: Vec<_> = (0..8).map(|y| at(&cells, 0, y)).collect();
    assert_eq!(
        row0,
        [
            (0, 0),
            (0, 1),
            (2, 0),
            (2, 1),
            (0, 4),
            (0, 5),
            (2, 4),
            (2, 5)
        ]
    );
    assert_eq!(at(&cells, 4, 0), (16, 0));
    assert_eq!(at(&cells, 7, 7), (19, 7));
    // A (left, k - K - 1): (m,k) = (0,1) is T1V0, (1,0) is T0V1, (4,0) is T16V0
    assert_eq!(at(&cells, 0, 1 - 5), (1, 0));
    assert_eq!(at(&cells, 1, -5), (0, 1));
    assert_eq!(at(&cells, 4, -5), (16, 0));
    // B (top, k - K - 1 down): (n,k) = (4,0) is T16V0, (7,3) is T19V3
    assert_eq!(at(&cells, -5, 4), (16, 0));
    assert_eq!(at(&cells, 3 - 5, 7), (19, 3));
}

/// The 2x2 n-major layout of quad pairs: a 16x16x4 MMA in which threads 4, 8 and 12 appear.
#[test]
fn two_by_two_atoms() {
    let mma = make_tiled_mma(
        SM70_8x8x4_F32F16F16F32_NT,
        make_layout_with((_2, _2), (_2, _1)),
        X,
    );
    assert_eq!(display(mma.tile_shape()).to_string(), "(_16,_16,_4)");
    let cells = check_operands!(mma);
    // the image: C (0,8) T4V0, (8,0) T8V0, (8,8) T12V0, (12,0) T24V0
    assert_eq!(at(&cells, 0, 8), (4, 0));
    assert_eq!(at(&cells, 8, 0), (8, 0));
    assert_eq!(at(&cells, 8, 8), (12, 0));
    assert_eq!(at(&cells, 12, 0), (24, 0));
    // A (8,0) is T8V0; B (n,k) = (8,0) is T4V0, (15,3) is T23V3
    assert_eq!(at(&cells, 8, -5), (8, 0));
    assert_eq!(at(&cells, -5, 8), (4, 0));
    assert_eq!(at(&cells, -2, 15), (23, 3));
    // each quadrant of C is the atom's pattern for another quad pair, laid out (2,2):(2,1)
    let vmnk = mma.get_thr_layout_vmnk();
    assert_eq!(vmnk.to_string(), "((_4,_2),_2,_2,_1):((_1,_16),_8,_4,_0)");
    assert_eq!(
        mma.to_string(),
        "TiledMMA\n  ThrLayoutVMNK:  ((_4,_2),_2,_2,_1):((_1,_16),_8,_4,_0)\n  PermutationMNK: (_,_,_)\n\
         MMA_Atom\n  ThrID:      (_4,_2):(_1,_16)\n  Shape_MNK:  (_8,_8,_4)\n\
         \x20 LayoutA_TV: ((_4,_2),_4):((_8,_4),_1)\n  LayoutB_TV: ((_4,_2),_4):((_8,_4),_1)\n\
         \x20 LayoutC_TV: ((_2,_2,_2),(_2,_2,_2)):((_1,_16,_4),(_8,_2,_32))\n"
    );
}

/// The same atoms over a 32x32x4 tile: the 16x16x4 pattern repeated over values; T0 reads A at
/// m = 0..3 and 16..19.
#[test]
fn two_by_two_atoms_32x32x4() {
    let mma = make_tiled_mma(
        SM70_8x8x4_F32F16F16F32_NT,
        make_layout_with((_2, _2), (_2, _1)),
        (_32, _32, _4),
    );
    let cells = check_operands!(mma);
    // the image: T0V8 at C (16,0), T16V8 at (20,0), T8V8 at (24,0), T0V16 at (0,16)
    assert_eq!(at(&cells, 16, 0), (0, 8));
    assert_eq!(at(&cells, 20, 0), (16, 8));
    assert_eq!(at(&cells, 24, 0), (8, 8));
    assert_eq!(at(&cells, 0, 16), (0, 16));
    // the document's list: T0V0..T0V7 of A at m = 0,1,2,3,16,17,18,19 (k = 0)
    let a = mma.get_layoutA_TV();
    let t0: Vec<i64> = (0..8).map(|v| a.eval_mn(0, v)).collect();
    assert_eq!(t0, [0, 1, 2, 3, 16, 17, 18, 19]);
    for (v, m) in t0.iter().enumerate() {
        assert_eq!(at(&cells, *m, -5), (0, v as i64));
    }
}

/// The M permutation `(4,4,2):(1,8,4)`: T0's A values become contiguous, and every cell moves
/// from its old m to the new m the document's table gives.
#[test]
fn permuted_m_mode() {
    let atoms = make_layout_with((_2, _2), (_2, _1));
    let perm = make_layout_with((_4, _4, _2), (_1, _8, _4));
    let plain = make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT, atoms, (_32, _32, _4));
    let mma = make_tiled_mma(SM70_8x8x4_F32F16F16F32_NT, atoms, (perm, _32, _4));
    assert_eq!(display(mma.tile_shape()).to_string(), "(_32,_32,_4)");
    let new_m: Vec<i64> = (0..32).map(|m| perm.eval(m)).collect();
    assert_eq!(
        new_m,
        [
            0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27, 4, 5, 6, 7, 12, 13, 14, 15,
            20, 21, 22, 23, 28, 29, 30, 31
        ]
    );
    let a = mma.get_layoutA_TV();
    let t0: Vec<i64> = (0..8).map(|v| a.eval_mn(0, v)).collect();
    assert_eq!(t0, [0, 1, 2, 3, 4, 5, 6, 7]);
    let old = check_operands!(plain);
    let new = check_operands!(mma);
    // the image: A (4,0) T0V4, (8,0) T16V0, (16,0) T8V0; C (4,0) T0V8
    assert_eq!(at(&new, 4, -5), (0, 4));
    assert_eq!(at(&new, 8, -5), (16, 0));
    assert_eq!(at(&new, 16, -5), (8, 0));
    assert_eq!(at(&new, 4, 0), (0, 8));
    // a scatter permutation of m: C and A cells move from old m to perm(old m), B stays
    for m in 0..32 {
        for n in 0..32 {
            assert_eq!(at(&new, perm.eval(m), n), at(&old, m, n), "C ({m},{n})");
        }
        for k in 0..4 {
            assert_eq!(
                at(&new, perm.eval(m), k - 5),
                at(&old, m, k - 5),
                "A ({m},{k})"
            );
        }
    }
    for x in -5..-1 {
        for n in 0..32 {
            assert_eq!(at(&new, x, n), at(&old, x, n), "B");
        }
    }
    assert!(mma
        .to_string()
        .contains("\n  PermutationMNK: ((_4,_4,_2):(_1,_8,_4),_32,_4)\n"));
}

// ---------------------------------------------------------------------------------------------
// print(TiledMMA), print(TiledCopy) against what CuTe printed

/// `(expr, expect)` of each line of a golden file.
fn goldens(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter_map(|line| {
            let expr = line.split_once("\"expr\": \"")?.1.split_once('"')?.0;
            let expect = line.split_once("\"expect\": \"")?.1.split_once('"')?.0;
            Some((expr.to_string(), expect.to_string()))
        })
        .collect()
}

fn atom_of(expr: &str) -> Atom {
    match evaluate(expr) {
        Ok(Value::Atom(a)) => *a,
        other => panic!("{expr}: {other:?}"),
    }
}

/// The member `name(X)` of each golden case of a file, found on its line of `print(X)`.
fn members_printed(file: &str, name: &str, label: &str) -> usize {
    let mut checked = 0;
    for (expr, expect) in goldens(file) {
        let inner = &expr[name.len() + 1..expr.len() - 1];
        let printed = match atom_of(inner) {
            Atom::TiledMma(m) => m.to_string(),
            Atom::TiledCopy(c) => c.to_string(),
            Atom::Mma(a) => layout_core::runtime::atom::TiledMma::new(a, None, None)
                .unwrap()
                .to_string(),
            _ => continue,
        };
        let line = format!("\n  {label}{expect}\n");
        assert!(
            printed.contains(&line),
            "{expr}: {line:?} not in\n{printed}"
        );
        checked += 1;
    }
    checked
}

/// `print(TiledMMA)` and `print(TiledCopy)` show the members CuTe printed for the golden
/// cases (`goldens/oracle-cpp-kernel`), each on its line of CuTe's format.
#[test]
fn tiled_prints_show_cutes_members() {
    let dir = "../goldens/oracle-cpp-kernel/";
    let read = |f: &str| std::fs::read_to_string(format!("{dir}{f}")).unwrap();
    let cases = [
        (
            "get_thr_layout_vmnk.jsonl",
            "get_thr_layout_vmnk",
            "ThrLayoutVMNK:  ",
        ),
        ("ThrID.jsonl", "ThrID", "ThrID:      "),
        ("Shape_MNK.jsonl", "Shape_MNK", "Shape_MNK:  "),
        ("ALayout.jsonl", "ALayout", "LayoutA_TV: "),
        ("BLayout.jsonl", "BLayout", "LayoutB_TV: "),
        ("CLayout.jsonl", "CLayout", "LayoutC_TV: "),
        ("Tiler_MN.jsonl", "Tiler_MN", "Tiler_MN:       "),
        ("TiledLayout_TV.jsonl", "TiledLayout_TV", "TiledLayout_TV: "),
    ];
    for (file, name, label) in cases {
        let n = members_printed(&read(file), name, label);
        assert!(n > 0, "{file}: no case checked");
    }
}
