//! The interactive mode: a line editor with history (rustyline); each result is kept as `$1`,
//! `$2`, ... for later lines; errors point at the typed text.

use crate::session::Session;
use layout_core::runtime::draw::{picture_of, render, Format};
use layout_core::runtime::evaluate;
use layout_core::runtime::explain::explain;
use std::process::ExitCode;

const PROMPT: &str = "cute> ";

const HELP: &str = "\
    <expr>               evaluate; the result is kept as $N for later lines
    explain <expr>       how the result is built, call by call
    :svg FILE <expr>     draw the result as SVG into FILE
    :tex FILE <expr>     draw the result as CuTe's print_latex TikZ document
    :help  :quit         (Ctrl-D quits too; up/down recall earlier lines)";

/// What one line of input produced.
#[derive(Debug, PartialEq, Eq)]
pub enum Reply {
    /// Text to print.
    Text(String),
    /// An error: the message and the position in the typed line, if it has one.
    Error(String, Option<usize>),
    /// Leave the session.
    Quit,
}

/// Handles one typed line.
pub fn handle(session: &mut Session, line: &str) -> Reply {
    let trimmed = line.trim();
    let lead = line.len() - line.trim_start().len();
    match trimmed {
        "" => return Reply::Text(String::new()),
        ":q" | ":quit" | "quit" | "exit" => return Reply::Quit,
        ":help" | "help" | "?" => return Reply::Text(HELP.to_string()),
        _ => {}
    }
    // the command word and where the expression starts in the typed line
    let (command, file, start) = if let Some(rest) = trimmed.strip_prefix("explain ") {
        ("explain", None, line.len() - rest.len())
    } else if let Some(rest) = trimmed
        .strip_prefix(":svg ")
        .or_else(|| trimmed.strip_prefix(":tex "))
    {
        let rest_trim = rest.trim_start();
        let Some(space) = rest_trim.find(' ') else {
            return Reply::Error("expected a file name and an expression".into(), None);
        };
        let file = &rest_trim[..space];
        let expr_at = line.len() - rest_trim.len() + space + 1;
        (&trimmed[..4], Some(file), expr_at)
    } else {
        ("eval", None, lead)
    };
    let typed = &line[start..];
    let expanded = match session.expand(typed) {
        Ok(e) => e,
        Err((pos, msg)) => return Reply::Error(format!("error: {msg}"), Some(start + pos)),
    };
    let fail = |message: String| {
        let (text, pos) = expanded.map_error(&message);
        Reply::Error(format!("error: {text}"), pos.map(|p| start + p))
    };
    match (command, file) {
        ("explain", _) => match explain(&expanded.text) {
            Ok(e) => Reply::Text(e.to_string().trim_end().to_string()),
            Err(e) => fail(e.to_string()),
        },
        (":svg" | ":tex", Some(file)) => {
            let format = if command == ":svg" {
                Format::Svg
            } else {
                Format::Tikz
            };
            match picture_of(&expanded.text) {
                Ok(p) => match std::fs::write(file, render(&p, format)) {
                    Ok(()) => {
                        Reply::Text(format!("wrote {file} ({}x{} cells)", p.rows(), p.cols()))
                    }
                    Err(e) => Reply::Error(format!("error: cannot write {file}: {e}"), None),
                },
                Err(e) => fail(e.to_string()),
            }
        }
        _ => match evaluate(&expanded.text) {
            Ok(v) => {
                let shown = v.to_string();
                let n = session.push(v);
                if shown.contains('\n') {
                    Reply::Text(format!("${n} =\n{shown}"))
                } else {
                    Reply::Text(format!("${n} = {shown}"))
                }
            }
            Err(e) => fail(e.to_string()),
        },
    }
}

/// Runs the interactive loop on the terminal.
pub fn run() -> ExitCode {
    let mut editor = match rustyline::DefaultEditor::new() {
        Ok(e) => e,
        Err(e) => {
            println!("error: cannot start the line editor: {e}");
            return ExitCode::from(2);
        }
    };
    println!("layout-cli: CuTe layout expressions; :help for commands, Ctrl-D to quit");
    let mut session = Session::default();
    loop {
        let line = match editor.readline(PROMPT) {
            Ok(l) => l,
            Err(rustyline::error::ReadlineError::Interrupted) => continue,
            Err(_) => return ExitCode::SUCCESS,
        };
        if !line.trim().is_empty() {
            let _ = editor.add_history_entry(line.as_str());
        }
        match handle(&mut session, &line) {
            Reply::Text(t) if t.is_empty() => {}
            Reply::Text(t) => println!("{t}"),
            Reply::Error(msg, pos) => {
                if let Some(p) = pos {
                    let col = line.get(..p).map_or(p, |s| s.chars().count());
                    println!("{}^", " ".repeat(PROMPT.len() + col));
                }
                println!("{msg}");
            }
            Reply::Quit => return ExitCode::SUCCESS,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_are_referable() {
        let mut s = Session::default();
        assert_eq!(
            handle(&mut s, "make_layout((_4,_2))"),
            Reply::Text("$1 = (_4,_2):(_1,_4)".into())
        );
        assert_eq!(handle(&mut s, "size($1)"), Reply::Text("$2 = _8".into()));
        assert_eq!(
            handle(&mut s, "coalesce($1)"),
            Reply::Text("$3 = _8:_1".into())
        );
        let Reply::Text(t) = handle(&mut s, "explain coalesce($1)") else {
            panic!("explain failed")
        };
        assert!(t.contains("step 1: coalesce((_4,_2):(_1,_4))"), "{t}");
    }

    #[test]
    fn errors_point_at_the_typed_text() {
        let mut s = Session::default();
        s.push(evaluate("8:1").unwrap());
        // `3` sits at byte 16 of the typed line
        let line = "  coalesce($1, (2 3))";
        match handle(&mut s, line) {
            Reply::Error(msg, Some(p)) => {
                assert_eq!(&line[p..p + 1], "3", "{msg}");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            handle(&mut s, "size($7)"),
            Reply::Error("error: no result $7 (there are 1)".into(), Some(5))
        );
        assert_eq!(handle(&mut s, ":quit"), Reply::Quit);
    }
}
