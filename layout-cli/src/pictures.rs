//! The picture and explanation commands of the command line: `--svg FILE`, `--tex FILE`,
//! `--format svg|tex|ascii` and `explain`.

use layout_core::runtime::draw::{picture_of, render, Format};
use layout_core::runtime::explain::explain;
use std::process::ExitCode;

/// The help text of these commands (appended to the main help).
pub const HELP: &str = "
PICTURES AND EXPLANATIONS:
    layout-cli --svg FILE '<expr>'       draw the result as SVG into FILE (`-`: stdout)
    layout-cli --tex FILE '<expr>'       the same as CuTe's print_latex TikZ document
    layout-cli --format svg|tex|ascii '<expr>'   draw to stdout
    layout-cli explain '<expr>'          show how the result is built, call by call
    layout-cli                           (on a terminal) interactive: line editing, history,
                                         earlier results as $1, $2, ...; `:help` inside

    What draws: a layout of rank 1 or 2 (index in each cell, CuTe's 8 greys);
    print_latex(L, bank_color(BYTES)) colours cells by shared-memory bank
    (index*BYTES/4 % 32); print_latex_tv(TV, (M,N)) or print_latex_tv(make_layout_tv(thr, val))
    draws a TV layout (T#/V# in each cell, coloured by thread), as CuTe's print_latex_tv.
    Pictures are limited to 262144 cells.
";

/// Runs a picture or explain command if `args` is one; `None` otherwise.
pub fn run(args: &[String]) -> Option<ExitCode> {
    let strs: Vec<&str> = args.iter().map(String::as_str).collect();
    let (format, file, expr) = match strs.as_slice() {
        ["explain", expr] => return Some(run_explain(expr)),
        ["explain", ..] => return Some(usage("explain takes one expression")),
        ["--svg", file, expr] => (Format::Svg, Some(*file), *expr),
        ["--tex", file, expr] => (Format::Tikz, Some(*file), *expr),
        ["--format", name, expr] => match Format::from_name(name) {
            Some(f) => (f, None, *expr),
            None => {
                return Some(usage(&format!(
                    "unknown format `{name}`: expected svg, tex or ascii"
                )))
            }
        },
        [flag, ..] if matches!(*flag, "--svg" | "--tex" | "--format") => {
            return Some(usage(&format!("{flag} takes a value and one expression")))
        }
        _ => return None,
    };
    Some(draw(format, file, expr))
}

fn usage(message: &str) -> ExitCode {
    println!("error: usage: {message} (see layout-cli --help)");
    ExitCode::from(2)
}

/// Draws `expr` in `format` into `file` (stdout for `None` or `-`).
pub fn draw(format: Format, file: Option<&str>, expr: &str) -> ExitCode {
    let picture = match picture_of(expr) {
        Ok(p) => p,
        Err(e) => {
            println!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let text = render(&picture, format);
    match file {
        None | Some("-") => {
            print!("{text}");
            if !text.ends_with('\n') {
                println!();
            }
            ExitCode::SUCCESS
        }
        Some(path) => match std::fs::write(path, text) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                println!("error: cannot write {path}: {e}");
                ExitCode::from(2)
            }
        },
    }
}

/// Prints how `expr` is evaluated; exit status 2 when it fails.
pub fn run_explain(expr: &str) -> ExitCode {
    match explain(expr) {
        Ok(e) => {
            print!("{e}");
            if e.result.is_ok() {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(2)
            }
        }
        Err(e) => {
            println!("error: {e}");
            ExitCode::from(2)
        }
    }
}
