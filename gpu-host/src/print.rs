//! The host end of kernel printing (`gpu_kernels::print`): when a kernel body runs on the CPU,
//! its text goes to standard output, or into a `String` inside [`capture_prints`].
//!
//! On the GPU the driver prints what the kernels hand to `vprintf`, at the next
//! synchronisation; on the CPU the same bodies print the same text, which is what lets a test
//! compare the two.
//!
//! ```
//! use gpu_host::print::capture_prints;
//! use layout_core::prelude::*;
//! let n = 5;
//! let ((), text) = capture_prints(|| gpu_kernels::printf!("layout {}", make_layout((_4, n))));
//! assert_eq!(text, "layout (_4,5):(_1,_4)\n");
//! ```

use std::cell::RefCell;

thread_local! {
    /// The buffers of the captures running on this thread, innermost last.
    static CAPTURES: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// The sink given to `gpu_kernels::print::set_host_sink`: the innermost capture of this thread,
/// else standard output.
fn sink(text: &str) {
    let captured = CAPTURES.with(|c| match c.borrow_mut().last_mut() {
        Some(buf) => {
            buf.push_str(text);
            true
        }
        None => false,
    });
    if !captured {
        print!("{text}");
    }
}

/// Sends kernel text printed on the CPU to standard output (the default is to drop it).
pub fn print_to_stdout() {
    gpu_kernels::print::set_host_sink(sink);
}

/// Runs `f` (e.g. a kernel body for every thread of a launch) and returns its result with the
/// text the kernel code printed on this thread. Captures nest; other threads are not affected.
pub fn capture_prints<R>(f: impl FnOnce() -> R) -> (R, String) {
    struct Pop;
    impl Drop for Pop {
        fn drop(&mut self) {
            CAPTURES.with(|c| c.borrow_mut().pop());
        }
    }
    gpu_kernels::print::set_host_sink(sink);
    CAPTURES.with(|c| c.borrow_mut().push(String::new()));
    let pop = Pop;
    let r = f();
    let text = CAPTURES.with(|c| c.borrow_mut().last_mut().map(std::mem::take));
    drop(pop);
    (r, text.unwrap_or_default())
}
