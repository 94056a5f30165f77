//! The picture and explain commands of `layout-cli`: files written, formats, exit statuses,
//! and an explanation for every algebra operation of EXPRESSIONS.md.

use std::process::{Command, Output};

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_layout-cli"))
        .args(args)
        .output()
        .expect("layout-cli runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn svg_and_tex_files() {
    let dir = std::env::temp_dir().join(format!("layout-cli-pictures-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svg = dir.join("l.svg");
    let o = cli(&["--svg", svg.to_str().unwrap(), "make_layout((_4,_8))"]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert_eq!(text.matches("<rect").count(), 32);
    let tex = dir.join("tv.tex");
    let o = cli(&[
        "--tex",
        tex.to_str().unwrap(),
        "print_latex_tv(make_layout_tv(make_layout((_2,_2)), make_layout((_2,_1))))",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let text = std::fs::read_to_string(&tex).unwrap();
    assert!(text.starts_with("% Layout TV: "));
    assert_eq!(text.matches("\\shortstack{T").count(), 8);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn ascii_is_print_layout() {
    let o = cli(&["--format", "ascii", "(_2,_3):(_1,_2)"]);
    let table = cli(&["print_layout((_2,_3):(_1,_2))"]);
    assert_eq!(stdout(&o), stdout(&table));
    // a rank-1 layout is one column, as print_latex draws it
    let o = cli(&["--format", "ascii", "_3:_2"]);
    assert!(
        stdout(&o).starts_with("(_3,_1):(_2,_0)\n"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn errors_exit_2_with_positions() {
    let o = cli(&["--svg", "-", "print_latex((_2,_2):(_1,_2), bank_color(0))"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stdout(&o),
        "error: bank_color: at 29: the element size must be a positive number of bytes, got 0\n"
    );
    let o = cli(&["--svg", "-", "(_2,_2):(_1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stdout(&o).starts_with("error: parse: at 11:"),
        "{}",
        stdout(&o)
    );
    let o = cli(&["--format", "png", "8:1"]);
    assert_eq!(o.status.code(), Some(2));
    let o = cli(&["--svg", "-", "make_layout((_1024,_1024))"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stdout(&o).contains("too large to draw"));
    let o = cli(&["explain", "composition((8,8):(8,1), 4:3)"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stdout(&o).contains("= error: composition:"),
        "{}",
        stdout(&o)
    );
}

/// One expression per algebra operation of EXPRESSIONS.md (and make_layout_tv).
const EVERY_OP: &[&str] = &[
    "size((_2,4):(_1,2))",
    "cosize((_2,4):(_1,2))",
    "rank((_2,4):(_1,2))",
    "depth(((_2,4)):((_1,2)))",
    "shape((_2,4):(_1,2))",
    "stride((_2,4):(_1,2))",
    "get((_2,4):(_1,2), 1)",
    "flatten(((_2,_3),_5):((_1,_2),_6))",
    "make_layout((2,4))",
    "make_layout((2,4), LayoutRight)",
    "make_ordered_layout((_2,_4), (_1,_0))",
    "crd2idx((1,2), (_2,_4), (_1,_2))",
    "idx2crd(5, (_2,_4))",
    "eval((_2,_4):(_1,_2), 5)",
    "slice((_,1), (_2,_4):(_1,_2))",
    "coalesce((_2,(_1,_6)):(_1,(6,_2)))",
    "coalesce((_2,_2,_2):(_1,_2,_8), (_1,_1))",
    "filter((_2,_3,_4):(_1,_0,_2))",
    "composition((_6,_2):(_8,_2), (_4,_3):(_3,_1))",
    "composition((_12,_6):(_1,_12), (_4:_1,_3:_2))",
    "complement((_2,_2):(_1,_6), _24)",
    "complement(_4:_2)",
    "right_inverse((_2,_4):(_4,_1))",
    "left_inverse((_2,_4):(_4,_1))",
    "logical_divide((_4,_2,_3):(_2,_1,_8), _4:_2)",
    "logical_divide((_8,_8):(_1,_8), (_2,_4))",
    "zipped_divide((_8,_8):(_1,_8), (_2,_4))",
    "tiled_divide((_8,_8):(_1,_8), (_2,_4))",
    "flat_divide((_8,_8):(_1,_8), (_2,_4))",
    "logical_product((_2,_2):(_1,_2), (_3,_2):(_1,_3))",
    "zipped_product((_2,_2):(_1,_2), (_3,_2):(_1,_3))",
    "tiled_product((_2,_2):(_1,_2), (_3,_2):(_1,_3))",
    "flat_product((_2,_2):(_1,_2), (_3,_2):(_1,_3))",
    "blocked_product((_2,_2):(_1,_2), (_3,_2):(_1,_3))",
    "raked_product((_2,_2):(_1,_2), (_3,_2):(_1,_3))",
    "max_common_vector((_4,_2):(_1,_4), (_4,_2):(_1,_8))",
    "max_common_layout((_4,_2):(_1,_4), (_4,_2):(_1,_8))",
    "upcast((_4,_8):(_1,_4), 2)",
    "downcast((_4,_8):(_1,_4), 2)",
    "recast_layout((_4,_8):(_8,_1), 16, 32)",
    "append((_2,_4):(_1,_2), _3:_8)",
    "prepend((_2,_4):(_1,_2), _3:_8)",
    "select((_2,_4,_3):(_1,_2,_8), (2,0))",
    "take((_2,_4,_3):(_1,_2,_8), 1, 3)",
    "group((_2,_4,_3):(_1,_2,_8), 0, 2)",
    "print_layout((_2,_3):(_1,_2))",
    "make_layout_tv(make_layout((_4,_2)), make_layout((_2,_2)))",
];

#[test]
fn explain_covers_every_operation() {
    for expr in EVERY_OP {
        let o = cli(&["explain", expr]);
        let out = stdout(&o);
        assert_eq!(o.status.code(), Some(0), "{expr}: {out}");
        let result = stdout(&cli(&[expr]));
        let name = &expr[..expr.find('(').unwrap()];
        // the last step is the call itself, with CuTe's definition (not the fallback line),
        // and its result is what the calculator prints
        let last = out.rsplit("step ").next().unwrap();
        assert!(last.contains(&format!(": {name}(")), "{expr}: {out}");
        assert!(
            !last.contains("# CuTe's `"),
            "{expr} has no definition: {out}"
        );
        let mut lines = last.lines().skip_while(|l| !l.starts_with("  ="));
        let first = lines.next().unwrap_or_default().trim_start_matches("  =");
        let shown = if first.is_empty() {
            let rest: Vec<&str> = lines.map(|l| l.strip_prefix("    ").unwrap_or(l)).collect();
            rest.join("\n")
        } else {
            first.trim_start().to_string()
        };
        assert_eq!(shown, result.trim_end_matches('\n'), "{expr}");
    }
}

#[test]
fn explain_shows_the_intermediates() {
    let out = stdout(&cli(&["explain", "logical_divide((_8,_8):(_1,_8), _4:_2)"]));
    assert!(
        out.contains("T* = complement(_4:_2, _64) = (_2,_8):(_1,_8)"),
        "{out}"
    );
    let out = stdout(&cli(&["explain", "coalesce((_2,(_1,_6)):(_1,(6,_2)))"]));
    assert!(out.contains("flatten(L) = (_2,_1,_6):(_1,6,_2)"), "{out}");
    let out = stdout(&cli(&["explain", "logical_product(_2:_1, _3:_1)"]));
    assert!(out.contains("complement(_2:_1, _6) = _3:_2"), "{out}");
}
