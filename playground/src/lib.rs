//! The playground's entry point: one expression in, everything the page shows out (CuTe's
//! printed result, the `print_layout` table, the SVG picture, the explanation), as JSON.
//!
//! The page talks to the WebAssembly module through four plain exports (no generated glue):
//! `alloc(len)` returns a buffer the page writes the UTF-8 expression into,
//! `respond(ptr, len)` answers it and returns the answer's length, `answer_ptr()` says where
//! the answer is, and `dealloc(ptr, len)` frees the buffer. [`respond`] is the same function
//! for Rust callers and tests.
#![deny(missing_docs)]

mod answer;
mod ffi;

pub use answer::{respond, Answer, MAX_PAGE_CELLS};
