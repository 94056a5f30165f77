//! The command-line contract of EXPRESSIONS.md: results on stdout, `error:` lines with exit
//! status 2, and the one-line-per-expression batch mode.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn cli(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_layout-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("layout-cli starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    child.wait_with_output().expect("layout-cli finishes")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn one_expression() {
    let o = cli(&["flatten(((_2,_3),_5):((_1,_2),_6))"], "");
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "(_2,_3,_5):(_1,_2,_6)\n");
}

#[test]
fn error_exits_2() {
    let o = cli(&["get((8,4),2)"], "");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stdout(&o), "error: get: index 2 out of range for rank 2\n");
    let o = cli(&["(1,2"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(stdout(&o).starts_with("error: parse: at 4: "));
}

#[test]
fn batch_mode() {
    let o = cli(
        &["-"],
        "print_layout((_2,_2):(_1,_2))\nrank((1,2,3))\ntake((1,2):(1,1),1,1)\n",
    );
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(
        lines[0],
        r"(_2,_2):(_1,_2)\n      0   1 \n    +---+---+\n 0  | 0 | 2 |\n    +---+---+\n 1  | 1 | 3 |\n    +---+---+"
    );
    assert_eq!(lines[1], "_3");
    assert!(lines[2].starts_with("error: take: "));
}

#[test]
fn help() {
    let o = cli(&["--help"], "");
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("EXAMPLES"));
    // every operation of the table is listed with its doc line
    for op in layout_core::runtime::ops::OPS {
        let line = stdout(&o)
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{}(", op.name)))
            .unwrap_or_else(|| panic!("{} is not in the help", op.name))
            .to_string();
        assert!(line.ends_with(op.doc), "{line}");
    }
}
