//! Pictures agree with evaluation: the SVG and TikZ outputs are read back and every cell's
//! label and colour is compared with the layout evaluated at that coordinate (through the
//! evaluator's `eval`, not the renderer's row and column sums); the ASCII output is
//! `print_layout`.

use layout_core::runtime::draw::{picture_of, to_ascii, to_svg, to_tikz};
use layout_core::runtime::{evaluate, print_layout, Layout, Value};
use layout_tests::gen;
use proptest::prelude::*;
use std::collections::BTreeMap;

/// CuTe's `TSVGColor_BWx8` and `TikzColor_BWx8`, written out independently of the renderer.
const SVG_GREYS: [&str; 8] = ["255", "230", "205", "180", "155", "130", "105", "80"];
const TIKZ_GREYS: [&str; 8] = ["00", "40", "20", "60", "10", "50", "30", "70"];
const SVG_THREADS: [&str; 8] = [
    "175,175,255",
    "175,255,175",
    "255,255,175",
    "255,175,175",
    "210,210,255",
    "210,255,210",
    "255,255,210",
    "255,210,210",
];

/// The value of attribute `name` in a tag.
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let key = format!(" {name}=\"");
    let start = tag.find(&key)? + key.len();
    let len = tag[start..].find('"')?;
    Some(&tag[start..start + len])
}

fn num(tag: &str, name: &str) -> usize {
    attr(tag, name)
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no number {name} in {tag}"))
}

/// What an SVG picture shows: its cell size, the fill of each cell and the label lines in
/// each cell (top to bottom).
struct SvgCells {
    rows: usize,
    cols: usize,
    fills: BTreeMap<(usize, usize), String>,
    labels: BTreeMap<(usize, usize), Vec<String>>,
}

fn read_svg(svg: &str) -> SvgCells {
    let root = &svg[..svg.find('>').expect("root tag")];
    let s = num(root, "data-cell-size");
    let (rows, cols) = (num(root, "data-rows"), num(root, "data-cols"));
    assert_eq!(num(root, "width"), (cols + 1) * s);
    let mut fills = BTreeMap::new();
    for tag in svg.split("<rect").skip(1) {
        let (x, y) = (num(tag, "x"), num(tag, "y"));
        assert_eq!((x % s, y % s), (0, 0), "cell off the grid: {tag}");
        let fill = attr(tag, "fill").expect("fill").to_string();
        assert!(fills.insert((y / s - 1, x / s - 1), fill).is_none());
    }
    // cell labels are the font-size 8 group; the numbers around the grid the font-size 12 one
    let cell_group = svg
        .split("<g font-size=\"8\"")
        .nth(1)
        .and_then(|g| g.split("</g>").next())
        .expect("label group");
    let mut labels: BTreeMap<(usize, usize), Vec<String>> = BTreeMap::new();
    for tag in cell_group.split("<text").skip(1) {
        let (x, y) = (num(tag, "x"), num(tag, "y"));
        let text = &tag[tag.find('>').expect(">") + 1..tag.find("</text>").expect("</text>")];
        labels
            .entry((y / s - 1, x / s - 1))
            .or_default()
            .push(text.to_string());
    }
    SvgCells {
        rows,
        cols,
        fills,
        labels,
    }
}

fn index_at(layout: &Layout, m: usize, n: usize) -> i64 {
    let expr = if layout.rank() == 2 && layout.shape.is_tuple() {
        format!("eval({layout},({m},{n}))")
    } else {
        format!("eval({layout},{m})")
    };
    match evaluate(&expr) {
        Ok(Value::Int(i)) => i.value,
        other => panic!("{expr}: {other:?}"),
    }
}

fn grey(idx: i64) -> String {
    let g = SVG_GREYS[idx.rem_euclid(8) as usize];
    format!("rgb({g},{g},{g})")
}

/// Checks the SVG of a layout picture cell by cell.
fn check_layout_svg(layout: &Layout, svg: &str) {
    let cells = read_svg(svg);
    assert_eq!(cells.fills.len(), cells.rows * cells.cols);
    assert_eq!(cells.labels.len(), cells.rows * cells.cols);
    for m in 0..cells.rows {
        for n in 0..cells.cols {
            let idx = index_at(layout, m, n);
            assert_eq!(
                cells.labels[&(m, n)],
                vec![idx.to_string()],
                "{layout} at ({m},{n})"
            );
            assert_eq!(cells.fills[&(m, n)], grey(idx), "{layout} at ({m},{n})");
        }
    }
}

/// The `(thread, value)` that first reaches each cell, enumerated with the evaluator.
fn first_writers(tv: &Layout, rows: usize) -> BTreeMap<(usize, usize), (i64, i64)> {
    let size = |k: usize| match evaluate(&format!("size(get({tv},{k}))")) {
        Ok(Value::Int(i)) => i.value,
        other => panic!("{other:?}"),
    };
    let mut first = BTreeMap::new();
    for t in 0..size(0) {
        for v in 0..size(1) {
            let idx = index_at(tv, t as usize, v as usize) as usize;
            first.entry((idx % rows, idx / rows)).or_insert((t, v));
        }
    }
    first
}

#[test]
fn tv_svg_agrees_with_evaluation() {
    let cases = [
        (
            "print_latex_tv((_4,_2):(_2,_1), (_2,_4))",
            "(_4,_2):(_2,_1)",
        ),
        (
            "print_latex_tv(((_4,_8),(_2,_2)):((_16,_1),(_8,_64)), (_16,_8))",
            "((_4,_8),(_2,_2)):((_16,_1),(_8,_64))",
        ),
        // two threads on the same cells: the first writer wins, the rest stays empty
        (
            "print_latex_tv((_2,_2):(_0,_1), (_2,_2))",
            "(_2,_2):(_0,_1)",
        ),
    ];
    for (expr, tv) in cases {
        let Ok(Value::Layout(tv)) = evaluate(tv) else {
            panic!("{tv}")
        };
        let svg = to_svg(&picture_of(expr).unwrap());
        let cells = read_svg(&svg);
        let first = first_writers(&tv, cells.rows);
        assert_eq!(cells.labels.len(), first.len(), "{expr}");
        for ((m, n), (t, v)) in &first {
            assert_eq!(
                cells.labels[&(*m, *n)],
                vec![format!("T{t}"), format!("V{v}")]
            );
            let rgb = SVG_THREADS[(*t % 8) as usize];
            assert_eq!(cells.fills[&(*m, *n)], format!("rgb({rgb})"), "{expr}");
        }
        for (cell, fill) in &cells.fills {
            if !first.contains_key(cell) {
                assert_eq!(fill, "rgb(255,255,255)", "{expr}: empty cell {cell:?}");
            }
        }
    }
}

#[test]
fn make_layout_tv_pictures_its_tile() {
    let expr = "make_layout_tv(make_ordered_layout((_4,_8),(_1,_0)), make_layout((_2,_2)))";
    let Ok(Value::Tuple(parts)) = evaluate(expr) else {
        panic!("{expr}")
    };
    let Value::Layout(tv) = &parts[1] else {
        panic!("{parts:?}")
    };
    let cells = read_svg(&to_svg(&picture_of(expr).unwrap()));
    assert_eq!((cells.rows, cells.cols), (8, 16));
    let first = first_writers(tv, 8);
    // a TV layout made by make_layout_tv covers its tile exactly once
    assert_eq!(first.len(), 8 * 16);
    for ((m, n), (t, v)) in first {
        assert_eq!(
            cells.labels[&(m, n)],
            vec![format!("T{t}"), format!("V{v}")]
        );
    }
}

#[test]
fn bank_colours_follow_the_bank() {
    let expr = "print_latex(make_layout((_8,_32),LayoutRight), bank_color(2))";
    let Ok(Value::Layout(l)) = evaluate("make_layout((_8,_32),LayoutRight)") else {
        panic!()
    };
    let cells = read_svg(&to_svg(&picture_of(expr).unwrap()));
    let mut colour_of_bank: BTreeMap<i64, String> = BTreeMap::new();
    for m in 0..8 {
        for n in 0..32 {
            let idx = index_at(&l, m, n);
            assert_eq!(cells.labels[&(m, n)], vec![idx.to_string()]);
            let bank = idx * 2 / 4 % 32;
            let fill = &cells.fills[&(m, n)];
            assert_eq!(
                colour_of_bank.entry(bank).or_insert_with(|| fill.clone()),
                fill
            );
        }
    }
    let mut distinct: Vec<&String> = colour_of_bank.values().collect();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 32, "32 banks, 32 colours");
}

#[test]
fn tikz_nodes_agree_with_evaluation() {
    let Ok(Value::Layout(l)) = evaluate("((_2,_2),_3):((_1,_6),_2)") else {
        panic!()
    };
    let tex = to_tikz(&picture_of("print_latex(((_2,_2),_3):((_1,_6),_2))").unwrap());
    assert!(tex.starts_with("% Layout: ((_2,_2),_3):((_1,_6),_2)\n"));
    let mut seen = 0;
    for line in tex.lines().filter(|l| l.starts_with("\\node[fill=")) {
        // \node[fill=black!40] at (1,0) {1};
        let fill = &line[11..line.find(']').unwrap()];
        let at = &line[line.find("at (").unwrap() + 4..line.find(')').unwrap()];
        let (m, n) = at.split_once(',').unwrap();
        let (m, n): (usize, usize) = (m.parse().unwrap(), n.parse().unwrap());
        let label = &line[line.find('{').unwrap() + 1..line.rfind('}').unwrap()];
        let idx = index_at(&l, m, n);
        assert_eq!(label, idx.to_string());
        assert_eq!(
            fill,
            format!("black!{}", TIKZ_GREYS[idx.rem_euclid(8) as usize])
        );
        seen += 1;
    }
    assert_eq!(seen, 12);
    assert!(tex.contains("\\draw[color=black,thick,shift={(-0.5,-0.5)}] (0,0) grid (4,3);"));
    assert!(tex.ends_with("\\end{tikzpicture}\n\\end{document}\n"));
}

#[test]
fn ascii_is_print_layout_on_the_goldens() {
    let dir = layout_tests::oracle::goldens_root().join("oracle-cpp");
    let cases = layout_tests::cases::read_cases(&dir.join("print_layout.jsonl"))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut checked = 0;
    for case in cases {
        let Some(expect) = case.expect else { continue };
        if let Ok(p) = picture_of(&case.expr) {
            assert_eq!(to_ascii(&p), expect, "{}", case.expr);
            checked += 1;
        }
    }
    assert!(checked > 0);
}

#[test]
fn large_pictures_are_refused_with_an_error() {
    for expr in [
        "make_layout((_1024,_1024))",
        "(9223372036854775807,2):(1,0)",
        "print_latex_tv(make_layout((_1024,_1024)), (_2,_2))",
        "print_latex_tv((_4,_1):(_1,_0), (_4096,_4096))",
    ] {
        let e = picture_of(expr).unwrap_err().to_string();
        assert!(e.contains("too large to draw"), "{expr}: {e}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn svg_and_ascii_of_random_layouts(l in gen::small_layout()) {
        match picture_of(&l.to_string()) {
            Ok(p) => {
                check_layout_svg(&l, &to_svg(&p));
                if l.rank() == 2 && l.shape.is_tuple() {
                    prop_assert_eq!(to_ascii(&p), print_layout(&l).unwrap());
                }
            }
            Err(e) => {
                // Refused only for ranks a picture cannot show, or for more cells than a
                // picture may have (the error then says so).
                let too_large = l.size().unwrap().value > 262_144;
                prop_assert!(
                    l.rank() > 2 || l.rank() == 0 || (too_large && e.to_string().contains("too large to draw")),
                    "{l}: {e}"
                );
            }
        }
    }
}
