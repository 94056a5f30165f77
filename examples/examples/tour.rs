//! A tour of the seed tutorials, section by section: `cargo run --example tour`.
//!
//! Each section prints a heading, then for every step the C++ line of the tutorial, the Rust
//! expression that mirrors it, and what CuTe C++ prints. Notes mark where a seed shows something
//! other than what CuTe prints. The sections live in `layout_examples::{seed000, seed003}`.

fn main() {
    println!("A tour of the layout library, following the seed tutorials (../shared/seeds/).");
    println!("Static integers print as _N, dynamic ones as N, exactly as CuTe's print.\n");
    for section in layout_examples::tour() {
        print!("{section}");
    }
}
