//! `layout-cli`: evaluates CuTe layout expressions (see `--help`).
#![deny(missing_docs)]

mod interactive;
mod pictures;
mod session;

use layout_core::runtime::{evaluate, ops};
use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;

/// The help text before the CALLS section.
const HELP_HEAD: &str = "\
layout-cli: a calculator for CuTe's layout algebra

USAGE:
    layout-cli '<expression>'   evaluate one expression and print the result
    layout-cli -                read one expression per line from stdin, print one line each
    layout-cli --help           show this help

VALUES (what CuTe prints, spaces allowed between tokens):
    _4          a static integer (CuTe's Int<4>{}); _-1 is negative
    4           a dynamic integer (a run-time int)
    (_2,(4,_1)) a tuple; (4) is a rank-1 tuple, () the empty tuple
    S:D         a layout with shape S and stride D of the same profile, e.g. (_2,4):(_1,_2)
    _           the underscore: a whole mode in slice, \"leave this mode\" in tilers
    LayoutLeft, LayoutRight   compact column-/row-major stride generators

";

/// The help text after the CALLS section.
const HELP_TAIL: &str = "\
EXAMPLES:
    layout-cli 'make_layout((2,4))'                           -> (2,4):(_1,2)
    layout-cli 'coalesce((_2,(_1,_6)):(_1,(6,_2)))'           -> _12:_1
    layout-cli 'logical_divide((_4,_2,_3):(_2,_1,_8), _4:_2)' -> ((_2,_2),(_2,_3)):((_4,_1),(_2,_8))
    layout-cli 'print_layout((_2,_3):(_1,_2))'                -> the layout and its table

OUTPUT:
    The result as CuTe prints it. An error prints one line starting with `error:` and the
    exit status is 2. With `-`, multi-line results are written on one line with `\\n`
    between lines, failures as `error: ...` lines, and the exit status is 0.
";

/// The help text: the CALLS section is generated from the operation table, one line per call
/// with its arguments (`L` a layout, `t` an IntTuple, `x` either, `T` a tiler, `c` a
/// coordinate, `D` a stride or `LayoutLeft`/`LayoutRight`, `n` a template integer).
fn help() -> String {
    let mut calls = String::from(
        "CALLS (CuTe's names; template arguments become trailing arguments: get<1>(L) is get(L,1);\n\
         L a layout, t an IntTuple, x either, T a tiler, c a coordinate (may hold _), D a stride\n\
         or LayoutLeft/LayoutRight, n a template integer; [..] optional, ... repeats):\n",
    );
    for op in ops::OPS {
        let args: Vec<String> = (0..op.max_args.min(op.min_args.max(1) + 1))
            .filter_map(|k| {
                let a = op.arg(k)?.placeholder();
                Some(if k < op.min_args {
                    a.to_string()
                } else {
                    format!("[{a}]")
                })
            })
            .collect();
        let more = if op.max_args > op.min_args.max(1) + 1 {
            ",..."
        } else {
            ""
        };
        let sig = format!("{}({}{more})", op.name, args.join(","));
        calls.push_str(&format!("    {sig:<30} {}\n", op.doc));
    }
    format!("{HELP_HEAD}{calls}\n{HELP_TAIL}")
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(code) = pictures::run(&args) {
        return code;
    }
    if args.is_empty() && io::stdin().is_terminal() {
        return interactive::run();
    }
    match args.as_slice() {
        [flag] if flag == "--help" || flag == "-h" => {
            print!(
                "{}{}{}",
                help(),
                layout_core::runtime::atom::help(),
                pictures::HELP
            );
            ExitCode::SUCCESS
        }
        [dash] if dash == "-" => batch(),
        [expr] => match evaluate(expr) {
            Ok(v) => {
                println!("{v}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                println!("error: {}", one_line(&e.to_string()));
                ExitCode::from(2)
            }
        },
        _ => {
            println!("error: usage: layout-cli '<expression>' | layout-cli - | layout-cli --help");
            ExitCode::from(2)
        }
    }
}

/// Evaluates one expression per line of stdin; one line of output per expression.
fn batch() -> ExitCode {
    let stdin = io::stdin();
    let mut out = io::BufWriter::new(io::stdout().lock());
    for line in stdin.lock().lines() {
        let line = match line {
            Ok(l) => l,
            Err(e) => {
                let _ = writeln!(out, "error: cannot read stdin: {e}");
                return ExitCode::from(2);
            }
        };
        let text = match evaluate(line.trim_end_matches('\r')) {
            Ok(v) => one_line(&v.to_string()),
            Err(e) => format!("error: {}", one_line(&e.to_string())),
        };
        if writeln!(out, "{text}").is_err() {
            return ExitCode::from(2);
        }
    }
    let _ = out.flush();
    ExitCode::SUCCESS
}

/// Writes newlines as the two characters `\n`, so that a result takes one line.
fn one_line(text: &str) -> String {
    text.replace('\n', "\\n")
}
