//! A tour of the seed tutorials, section by section: `cargo run --example tour`.
//!
//! Each section prints a heading, then for every step the C++ line of the tutorial, the Rust
//! expression that mirrors it, and what CuTe C++ prints. Notes mark where a seed shows something
//! other than what CuTe prints. The sections live in `layout_examples::{seed000, seed003, seed004}`.

use std::io::{ErrorKind, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut text = String::from(
        "A tour of the layout library, following three CuTe tutorials (layout_examples's docs).\n\
         Static integers print as _N, dynamic ones as N, exactly as CuTe's print.\n\n",
    );
    for section in layout_examples::tour() {
        text.push_str(&section.to_string());
    }
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Ok(()) => ExitCode::SUCCESS,
        // `cargo run --example tour | head` closes the pipe early: not an error
        Err(e) if e.kind() == ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tour: {e}");
            ExitCode::FAILURE
        }
    }
}
