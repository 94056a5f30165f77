//! The tour against the seed tutorials: every table and printed result of the seeds' code blocks
//! is compared with what the tour's functions produce (trailing spaces aside).
//!
//! The seeds are two tutorials the tour follows: 000, a CuTe layout tutorial (dingfen.github.io,
//! 2024-08-18: layouts, `print_layout`, LayoutLeft/LayoutRight, hierarchical layouts), and 003, a
//! CuTe layout tutorial for CUTLASS 3.x (IntTuple, the nine example layouts and their summary
//! table, exercises with answers). Their code blocks (the C++ and what it prints) and 003's summary
//! table are kept in `tests/seed_tables/`, the prose left out.
//!
//! Where a seed disagrees with CuTe C++, the tour prints CuTe's result; the rule checked here is
//! that every such step carries a note, and that the known disagreements are noted.

use layout_examples::{seed000, seed003, Section, Step};
use std::path::PathBuf;

// ---------------------------------------------------------------- reading the seeds

/// The code blocks of seed `prefix` (`"000"`), from `tests/seed_tables/<prefix>.md`.
fn seed(prefix: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("seed_tables")
        .join(format!("{prefix}.md"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A code block of a seed: its language tag and its lines (trailing spaces removed).
#[derive(Debug)]
struct Block {
    lang: String,
    lines: Vec<String>,
}

/// The fenced (```` ``` ````) code blocks of a seed.
fn fenced_blocks(text: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut current: Option<Block> = None;
    for line in text.lines() {
        if let Some(tag) = line.trim_start().strip_prefix("```") {
            match current.take() {
                Some(b) => blocks.push(b),
                None => {
                    current = Some(Block {
                        lang: tag.trim().to_string(),
                        lines: Vec::new(),
                    })
                }
            }
        } else if let Some(b) = current.as_mut() {
            b.lines.push(line.trim_end().to_string());
        }
    }
    blocks
}

// ---------------------------------------------------------------- comparing

/// Lines with trailing spaces removed.
fn lines(text: &str) -> Vec<String> {
    text.lines().map(|l| l.trim_end().to_string()).collect()
}

/// The C++ text with whitespace removed.
fn squash(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The numbers of the rows of a table: `print_layout` rows (` 0  | 0 | 2 |`) and the seed's
/// hand-drawn rows, or else `print2D` rows (`  0    2`) and answer rows (`[ 0   1 ]`, `[0, 1]`).
fn grid(rows: &[String]) -> Vec<Vec<i64>> {
    let numbers = |s: &str| -> Vec<i64> {
        s.split(|c: char| !(c.is_ascii_digit() || c == '-'))
            .filter(|t| !t.is_empty())
            .map(|t| t.parse().expect("a number"))
            .collect()
    };
    // a table (rows with `|`) ignores its column-index header; other rows are all numbers
    let table = rows.iter().any(|r| r.contains('|'));
    rows.iter()
        .filter_map(|row| {
            let row = row.split("//").next().unwrap_or("").trim();
            if let Some((label, cells)) = row.split_once('|') {
                // a table row: `m  | v | v |`, the label is the row index
                label.trim().parse::<i64>().ok().map(|_| numbers(cells))
            } else if table {
                None
            } else if row.starts_with('[')
                || (!row.is_empty() && row.chars().all(|c| c.is_ascii_digit() || c == ' '))
            {
                Some(numbers(row))
            } else {
                None
            }
        })
        .collect()
}

/// The value grid of a step's output (a `print_layout` table, or a listing's Index row).
fn step_grid(step: &Step) -> Vec<Vec<i64>> {
    let out = lines(&step.output);
    match out.iter().find_map(|l| l.strip_prefix("Index :")) {
        Some(index) => grid(&[format!("[{index}]")]),
        None => grid(&out),
    }
}

fn step<'a>(section: &'a Section, cpp: &str) -> &'a Step {
    section
        .find(cpp)
        .unwrap_or_else(|| panic!("the tour section `{}` has no step `{cpp}`", section.title))
}

/// A step that prints something other than the seed must say so.
fn assert_same_or_noted<T: PartialEq + std::fmt::Debug>(step: &Step, seed: T, tour: T) {
    if seed != tour {
        assert!(
            step.note.as_deref().is_some_and(|n| n.contains("seed")),
            "`{}`: the seed shows {seed:?}, the tour {tour:?}, and the step has no note",
            step.cpp
        );
    }
}

// ---------------------------------------------------------------- seed 000

#[test]
fn seed000_examples_print_layout_tables() {
    let blocks = fenced_blocks(&seed("000"));
    let tables: Vec<&Block> = blocks
        .iter()
        .filter(|b| b.lang == "tap" && b.lines[0].starts_with('('))
        .collect();
    assert_eq!(
        tables.len(),
        4,
        "seed 000 has four print_layout outputs (examples 1-4)"
    );
    let examples = [
        seed000::example_1(),
        seed000::example_2(),
        seed000::example_3(),
        seed000::example_4(),
    ];
    for (table, example) in tables.iter().zip(&examples) {
        assert_eq!(
            lines(&example.steps[0].output),
            table.lines,
            "{}",
            example.title
        );
    }
    // The C++ lines the examples mirror are the seed's own.
    let code: Vec<String> = blocks
        .iter()
        .filter(|b| b.lang == "c++")
        .flat_map(|b| b.lines.iter().map(|l| squash(l)))
        .collect();
    for example in &examples[2..] {
        let cpp = squash(&example.steps[0].cpp);
        let inner = cpp.trim_start_matches("print_layout(make_layout(");
        let inner = inner.trim_end_matches(");").trim_end_matches(')');
        let joined = code.concat();
        assert!(joined.contains(inner), "`{inner}` is not in the seed");
    }
}

#[test]
fn seed000_vectors() {
    let blocks = fenced_blocks(&seed("000"));
    let listings: Vec<&Block> = blocks.iter().filter(|b| b.lang == "apache").collect();
    let section = seed000::vectors();
    assert_eq!(listings.len(), 2);
    for (block, step) in listings.iter().zip(&section.steps) {
        assert_eq!(lines(&step.output), block.lines);
    }
}

#[test]
fn seed000_rank1_layouts() {
    let blocks = fenced_blocks(&seed("000"));
    let block = blocks
        .iter()
        .find(|b| b.lines[0].starts_with("Layout:  (("))
        .expect("the ((4,2)) tables");
    let section = seed000::rank1_tables();
    // the block holds two listings, each `Layout:` label, a table, `Coord :` and `Index :`
    let starts: Vec<usize> = (0..block.lines.len())
        .filter(|&i| block.lines[i].starts_with("Layout:"))
        .collect();
    assert_eq!(starts.len(), 2);
    let labelled = section
        .steps
        .iter()
        .filter(|s| s.cpp.starts_with("Layout layout"));
    let tables = section
        .steps
        .iter()
        .filter(|s| s.cpp.starts_with("print_layout"));
    let listings = section.steps.iter().filter(|s| s.cpp.starts_with("for "));
    let ranks = section
        .steps
        .iter()
        .filter(|s| s.cpp.starts_with("print(rank"));
    for ((((&start, layout), table), listing), rank) in starts
        .iter()
        .zip(labelled)
        .zip(tables)
        .zip(listings)
        .zip(ranks)
    {
        let part: Vec<String> = block.lines[start..]
            .iter()
            .take_while(|l| !l.is_empty())
            .cloned()
            .collect();
        let label = part[0].trim_start_matches("Layout:").trim();
        assert_eq!(layout.output, label);
        // the table under the label is print_layout of the label's only mode
        let table_lines = &part[1..part.len() - 2];
        assert_eq!(&lines(&table.output)[1..], table_lines);
        assert_eq!(rank.output, "_1");
        assert!(table.note.as_deref().is_some_and(|n| n.contains(label)));
        // the 1-D listing
        let mut expected = vec![part[0].clone()];
        expected.extend(part[part.len() - 2..].iter().cloned());
        assert_eq!(lines(&listing.output), expected);
    }
}

#[test]
fn seed000_natural_coordinates() {
    let blocks = fenced_blocks(&seed("000"));
    let block = blocks
        .iter()
        .find(|b| b.lines[0].starts_with("Layout (3"))
        .expect("the (3,(2,3)) table");
    let section = seed000::natural_coordinates();
    let layout = squash(block.lines[0].trim_start_matches("Layout"));
    assert_eq!(section.steps[0].output, layout);
    // the hand-drawn table has CuTe's values, in another format
    let table = step(&section, "print_layout(layout);");
    assert_eq!(grid(&block.lines), step_grid(table));
    assert!(table.note.is_some());
    // "Coord: X" lines all name the index the seed mentions
    let index: String = block
        .lines
        .iter()
        .find(|l| l.contains("索引"))
        .expect("the index line")
        .chars()
        .filter(|c| c.is_ascii_digit())
        .collect();
    let coords: Vec<&String> = block
        .lines
        .iter()
        .filter(|l| l.starts_with("Coord:"))
        .collect();
    assert_eq!(coords.len(), 3);
    for coord in coords {
        let coord = squash(coord.trim_start_matches("Coord:"));
        let found = section
            .steps
            .iter()
            .find(|s| {
                squash(&s.cpp).replace("make_coord", "") == format!("print(layout({coord}));")
            })
            .unwrap_or_else(|| panic!("no tour step for coordinate {coord}"));
        assert_eq!(found.output, index, "layout({coord})");
    }
}

#[test]
fn seed000_idx2crd_crd2idx_comments() {
    let blocks = fenced_blocks(&seed("000"));
    let sections = [seed000::idx2crd_cases(), seed000::crd2idx_cases()];
    let steps: Vec<&Step> = sections.iter().flat_map(|s| &s.steps).collect();
    let mut checked = 0;
    for line in blocks
        .iter()
        .filter(|b| b.lang == "c++")
        .flat_map(|b| &b.lines)
    {
        let line = line.trim();
        if let Some(decl) = line.strip_prefix("auto ") {
            // `auto shape = Shape<_3,Shape<_2,_3>>{};` prints as (_3,(_2,_3))
            let (name, ty) = decl.split_once('=').expect("a declaration");
            let printed = squash(ty)
                .replace("Shape<", "(")
                .replace("Stride<", "(")
                .replace('>', ")")
                .replace("{};", "");
            let cpp = format!("print({});", name.trim());
            for s in steps
                .iter()
                .filter(|s| squash(&s.cpp).ends_with(&squash(&cpp)))
            {
                assert_eq!(s.output, printed, "{line}");
            }
            continue;
        }
        let Some((call, result)) = line.split_once("//") else {
            continue;
        };
        if !(call.contains("idx2crd") || call.contains("crd2idx")) {
            continue;
        }
        let found = steps
            .iter()
            .find(|s| squash(&s.cpp) == squash(call))
            .unwrap_or_else(|| panic!("no tour step mirrors `{call}`"));
        assert_eq!(found.output, result.trim(), "{call}");
        checked += 1;
    }
    assert_eq!(
        checked, 13,
        "seed 000 prints 6 idx2crd and 7 crd2idx results"
    );
}

// ---------------------------------------------------------------- seed 003

/// The C++ statements of a block, each joined onto one line and squashed.
fn statements(block: &Block) -> Vec<String> {
    let code: String = block
        .lines
        .iter()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join(" ");
    code.split(';')
        .map(squash)
        .filter(|s| !s.is_empty())
        .collect()
}

#[test]
fn seed003_layouts_mirror_the_seed_and_its_summary_table() {
    let text = seed("003");
    let blocks = fenced_blocks(&text);
    let defs = blocks
        .iter()
        .find(|b| b.lines.iter().any(|l| l.contains("Layout s8")))
        .expect("the layout definitions");
    let section = seed003::layouts();
    let mut names = Vec::new();
    for statement in statements(defs) {
        let Some(def) = statement.strip_prefix("Layout") else {
            continue;
        };
        let (name, _) = def.split_once('=').expect("Layout name = ...");
        let tour = section
            .steps
            .iter()
            .find(|s| squash(&s.cpp).starts_with(&format!("{statement};")))
            .unwrap_or_else(|| panic!("no tour step mirrors `{statement}`"));
        assert!(tour.output.contains(':'), "{}", tour.output);
        names.push(name.to_string());
    }
    assert_eq!(names.len(), 9);

    // The summary table: | name(s) | rank | size | cosize | [strides] | ... |
    let rows = text.lines().filter(|l| {
        l.starts_with("| s")
            && l.split('|')
                .nth(1)
                .is_some_and(|n| n.contains("s8") || n.contains('x'))
    });
    let mut seen = 0;
    for row in rows {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        for name in cells[1].split('/').map(str::trim) {
            seen += 1;
            let value = |query: &str| {
                let s = step(&section, &format!("print({query}({name}));"));
                (
                    s,
                    s.output
                        .trim_start_matches('_')
                        .parse::<i64>()
                        .expect("an integer"),
                )
            };
            for (query, cell) in [("rank", cells[2]), ("size", cells[3]), ("cosize", cells[4])] {
                let (s, tour) = value(query);
                assert_same_or_noted(s, cell.parse::<i64>().expect("a number"), tour);
            }
            // the stride column lists the leaves of the stride
            let layout = step_output_of(&section, name);
            let stride = layout.split_once(':').expect("shape:stride").1;
            assert_eq!(
                grid(&[format!("[{stride}]")]),
                grid(&[cells[5].to_string()]),
                "{name}"
            );
        }
    }
    assert_eq!(seen, 9);
    for name in ["s2xh4", "s2xh4_col"] {
        let rank = step(&section, &format!("print(rank({name}));"));
        assert_eq!(rank.output, "_2");
        assert!(rank.note.as_deref().is_some_and(|n| n.contains("rank 3")));
    }
}

/// What the tour prints for `print(name)`.
fn step_output_of(section: &Section, name: &str) -> String {
    section
        .steps
        .iter()
        .find(|s| s.cpp.starts_with(&format!("Layout {name} =")))
        .map(|s| s.output.clone())
        .unwrap_or_else(|| panic!("no layout {name}"))
}

#[test]
fn seed003_print2d_and_print_layout() {
    let blocks = fenced_blocks(&seed("003"));
    let block = blocks
        .iter()
        .find(|b| b.lines.iter().any(|l| l.starts_with("> print2D")))
        .expect("the print2D block");
    let layouts = seed003::layouts();
    let printing = seed003::printing();
    let mut checked = 0;
    let mut i = 0;
    while i < block.lines.len() {
        let Some(call) = block.lines[i].strip_prefix("> ") else {
            i += 1;
            continue;
        };
        let body: Vec<String> = block.lines[i + 1..]
            .iter()
            .take_while(|l| !l.starts_with('>') && !l.is_empty())
            .cloned()
            .collect();
        i += 1 + body.len();
        let name = call
            .split_once('(')
            .and_then(|(_, r)| r.strip_suffix(')'))
            .expect("f(name)");
        let table = step(&layouts, &format!("print_layout({name});"));
        if call.starts_with("print2D") {
            assert_eq!(grid(&body), step_grid(table), "{call}");
        } else {
            // print_layout: exactly CuTe's text
            assert_eq!(lines(&table.output), body, "{call}");
            assert_eq!(lines(&step(&printing, &format!("{call};")).output), body);
        }
        checked += 1;
    }
    assert_eq!(checked, 5);
}

#[test]
fn seed003_exercises_and_answers() {
    let text = seed("003");
    let blocks = fenced_blocks(&text);
    let exercises = blocks
        .iter()
        .find(|b| b.lines.iter().any(|l| l.starts_with("auto L")))
        .expect("the exercises");
    let answers = blocks
        .iter()
        .find(|b| b.lines.iter().any(|l| l.starts_with('[')))
        .expect("the answers");
    let section = seed003::exercises();
    // the tour mirrors each exercise's C++
    let defs: Vec<&Step> = section
        .steps
        .iter()
        .filter(|s| s.cpp.starts_with("auto L"))
        .collect();
    let seed_defs = statements(exercises);
    assert_eq!(seed_defs.len(), 6);
    assert_eq!(defs.len(), 6);
    for (def, seed_def) in defs.iter().zip(&seed_defs) {
        assert!(
            squash(&def.cpp).starts_with(&format!("{seed_def};")),
            "{}",
            def.cpp
        );
    }
    // the answers: groups of rows separated by blank lines
    let groups: Vec<Vec<String>> = answers
        .lines
        .split(|l| l.trim().is_empty())
        .filter(|g| !g.is_empty())
        .map(<[String]>::to_vec)
        .collect();
    let results: Vec<&Step> = (1..=6)
        .map(|k| {
            section
                .steps
                .iter()
                .find(|s| s.cpp.ends_with(&format!("// exercise {k}")))
                .unwrap_or_else(|| panic!("no result for exercise {k}"))
        })
        .collect();
    assert_eq!(groups.len(), 5, "the seed answers exercises 1-5");
    for (group, result) in groups.iter().zip(&results) {
        assert_same_or_noted(result, grid(group), step_grid(result));
    }
    // known disagreement: the seed's answer to exercise 5 is not CuTe's table
    assert_ne!(grid(&groups[4]), step_grid(results[4]));
    // exercise 6 has no answer in the seed: the tour says so
    assert!(results[5]
        .note
        .as_deref()
        .is_some_and(|n| n.contains("no answer")));
}

// ---------------------------------------------------------------- the whole tour

#[test]
fn acceptance_forms() {
    let all = layout_examples::tour();
    let text: String = all.iter().map(|s| s.to_string()).collect();
    let layouts = seed003::layouts();
    for (name, printed) in [
        ("s2xd4", "(_2,4):(_1,_2)"),
        ("s2xd4_row", "(_2,4):(4,_1)"),
        ("s8", "_8:_1"),
        ("d8", "8:_1"),
        ("s2xh4_col", "(2,(2,2)):(_1,(2,4))"),
    ] {
        assert_eq!(step_output_of(&layouts, name), printed, "{name}");
        assert!(text.contains(printed));
    }
}
