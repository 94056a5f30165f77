//! CuTe DSL's notebooks' TV-layout walk-through and its element-wise add on the CPU:
//! `cargo run --example tv_layout`.
//!
//! Prints the TV layouts built by `make_layout_tv`, a block of a row-major tensor composed with
//! one, and per-thread slices; then runs the seed's element-wise add through the typed TV
//! partition, on the seed's (256,512) shape and on ragged shapes, each checked against a plain
//! loop (see `layout_examples::tv_layout`).

use layout_examples::tv_layout::{elementwise_add, walkthrough};
use std::process::ExitCode;

fn main() -> ExitCode {
    print!("{}", walkthrough());
    println!(
        "== CuTe DSL notebooks: the element-wise add, every (block, thread) through the TV partition =="
    );
    let mut ok = true;
    for (m, n) in [(256, 512), (300, 1000), (64, 512), (1, 1), (65, 513)] {
        match elementwise_add(m, n) {
            Ok(r) => println!(
                "C = A + B on ({m},{n}): {} blocks x {} threads x {} values; {} written, {} masked: equals the plain loop",
                r.blocks, r.threads, r.values, r.written, r.masked
            ),
            Err(e) => {
                eprintln!("tv_layout: {e}");
                ok = false;
            }
        }
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
