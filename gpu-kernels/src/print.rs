//! Printing from a kernel: CuTe's `print`, `print_layout`, `print_tensor` and CuTe DSL's
//! `cute.printf`, through the CUDA driver's `vprintf`.
//!
//! Values print exactly as on the host, because both use `layout-core`'s `Display` (plain
//! `core::fmt`, no allocation): static integers as `_4`, dynamic ones as their run-time value.
//!
//! | CuTe | here |
//! |------|------|
//! | `print(x)` | [`print`]`(x)` (any `Display` value: layouts, tensors, integers, tuples via `display`) |
//! | `print_layout(layout)` | [`print_layout`]`(&layout)` |
//! | `print_tensor(tensor)` | [`print_tensor`]`(&tensor)` |
//! | `printf("...")`, CuTe DSL `cute.printf("a = {}", a)` | [`printf!`](crate::printf)`("a = {}", a)` (adds the newline, as `cute.printf`) |
//!
//! Each call formats into a [`LINE_BYTES`]-byte buffer on the thread's stack and hands it to
//! one `vprintf("%s", buffer)`; a longer text goes out in several calls, cut after its last
//! whole line that fits. One call's text therefore never interleaves with another thread's
//! (CUDA orders whole `printf` calls, not characters), and lines stay whole unless a single
//! line is longer than the buffer; the order of different threads' calls is the hardware's. The driver writes
//! the output at the next synchronisation (a `cuStreamSynchronize`, a `cuCtxSynchronize`, ...)
//! into a FIFO of 1 MiB by default: text beyond it is lost.
//!
//! On the host (the CPU emulation of a kernel) the text goes to the function given to
//! [`set_host_sink`], or nowhere when none was given; `gpu_host::emulate::capture_prints`
//! collects it into a `String`.
//!
//! ```
//! use gpu_kernels::print::{print, print_layout, set_host_sink};
//! use layout_core::prelude::*;
//! # use std::sync::Mutex;
//! static OUT: Mutex<String> = Mutex::new(String::new());
//! set_host_sink(|s| OUT.lock().unwrap().push_str(s));
//! let n = 3;
//! let l = make_layout((_2, n));
//! print(l);
//! gpu_kernels::printf!(" has {} elements", l.size());
//! print_layout(&l);
//! assert_eq!(*OUT.lock().unwrap(), format!("(_2,3):(_1,_2) has 6 elements\n{}", l.print_layout()));
//! ```

use core::fmt::{self, Write};
use layout_core::layout::{Layout, RankTwo};
use layout_core::tensor::PrintTensorBody;
use layout_core::IntTuple;

/// Bytes of text one `vprintf` call carries (the thread's buffer holds one more, for the
/// terminating zero).
pub const LINE_BYTES: usize = 255;

/// A thread's output buffer: text accumulates until it is full or the print call ends, then
/// goes out in one `vprintf` (or to the host sink).
struct Line {
    buf: [u8; LINE_BYTES + 1],
    len: usize,
}

impl Line {
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    fn new() -> Line {
        Line {
            buf: [0; LINE_BYTES + 1],
            len: 0,
        }
    }

    /// Sends the first `n` buffered bytes and keeps the rest at the front of the buffer.
    #[inline(never)]
    fn send(&mut self, n: usize) {
        if n == 0 {
            return;
        }
        let kept = self.buf[n];
        self.buf[n] = 0;
        emit(&self.buf[..n + 1]);
        self.buf[n] = kept;
        self.buf.copy_within(n..self.len, 0);
        self.len -= n;
    }

    /// Sends the buffered text and empties the buffer.
    fn flush(&mut self) {
        self.send(self.len);
    }

    /// Makes room in a full buffer: sends it up to its last newline, so that whole lines go
    /// out together (all of it when it holds no newline: a line longer than the buffer).
    fn make_room(&mut self) {
        let cut = self.buf[..self.len].iter().rposition(|&b| b == b'\n');
        self.send(cut.map_or(self.len, |i| i + 1));
    }
}

impl Write for Line {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let mut rest = s.as_bytes();
        while !rest.is_empty() {
            if self.len == LINE_BYTES {
                self.make_room();
            }
            let n = rest.len().min(LINE_BYTES - self.len);
            self.buf[self.len..self.len + n].copy_from_slice(&rest[..n]);
            self.len += n;
            rest = &rest[n..];
        }
        Ok(())
    }
}

#[cfg(target_arch = "nvptx64")]
extern "C" {
    /// The CUDA driver's `printf`: `format` is a C string, `args` a buffer holding the
    /// arguments, each at an offset aligned to its size (PTX: `.extern .func vprintf`).
    fn vprintf(format: *const u8, args: *const u8) -> i32;
}

/// Sends `text` (its last byte is the terminating zero) to the driver's printf buffer.
#[cfg(target_arch = "nvptx64")]
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
fn emit(text: &[u8]) {
    let args: [*const u8; 1] = [text.as_ptr()];
    // SAFETY: the format is a C string with one `%s`; `args` holds one pointer to a C string
    // (zero-terminated by `Line::flush`) that lives until `vprintf` returns.
    unsafe {
        vprintf(b"%s\0".as_ptr(), args.as_ptr().cast());
    }
}

#[cfg(not(target_arch = "nvptx64"))]
static HOST_SINK: core::sync::atomic::AtomicPtr<()> =
    core::sync::atomic::AtomicPtr::new(core::ptr::null_mut());

/// Where kernel text goes on the host (the CPU emulation): `sink` receives each piece a
/// kernel thread would hand to `vprintf`. Replaces the previous sink; process-wide.
#[cfg(not(target_arch = "nvptx64"))]
pub fn set_host_sink(sink: fn(&str)) {
    HOST_SINK.store(sink as *mut (), core::sync::atomic::Ordering::Release);
}

/// Hands `text` (its last byte is the terminating zero) to the host sink, if any.
#[cfg(not(target_arch = "nvptx64"))]
fn emit(text: &[u8]) {
    let sink = HOST_SINK.load(core::sync::atomic::Ordering::Acquire);
    if sink.is_null() {
        return;
    }
    // SAFETY: the only non-null value ever stored is a `fn(&str)` (set_host_sink).
    let sink: fn(&str) = unsafe { core::mem::transmute::<*mut (), fn(&str)>(sink) };
    // `Line` only ever buffers whole `str` pieces, but a full buffer may split a character:
    // the sink then gets the valid prefix here and the rest with the next piece.
    let body = &text[..text.len() - 1];
    match core::str::from_utf8(body) {
        Ok(s) => sink(s),
        Err(e) => {
            let (valid, _) = body.split_at(e.valid_up_to());
            // SAFETY: `valid_up_to` bytes are valid UTF-8.
            sink(unsafe { core::str::from_utf8_unchecked(valid) });
        }
    }
}

/// Formats `args` and prints them, CuTe DSL's `cute.printf` without the newline (see
/// [`printf!`](crate::printf), which adds it).
#[inline(never)]
pub fn print_fmt(args: fmt::Arguments<'_>) {
    let mut line = Line::new();
    // `Line` never fails; a `Display` impl that does only cuts its own text short.
    let _ = line.write_fmt(args);
    line.flush();
}

/// CuTe's `print(x)`: `x` as it prints on the host, without a newline.
///
/// ```
/// use layout_core::prelude::*;
/// gpu_kernels::print::print(make_layout((_4, 2)));   // (_4,2):(_1,_4)
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn print<T: fmt::Display>(x: T) {
    print_fmt(format_args!("{x}"));
}

/// CuTe's `print_layout(layout)`: the layout, then its table of indices (rank-2 layouts).
///
/// ```
/// use layout_core::prelude::*;
/// gpu_kernels::print::print_layout(&make_layout((_2, 3)));
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn print_layout<S: IntTuple + RankTwo, D: IntTuple>(layout: &Layout<S, D>) {
    print_fmt(format_args!("{}", layout.print_layout()));
}

/// CuTe's `print_tensor(tensor)`: the tensor (`engine o layout`), then its elements in CuTe's
/// rank-1 to rank-4 formats.
///
/// ```
/// use layout_core::prelude::*;
/// let id = make_identity_tensor((2, 3));
/// gpu_kernels::print::print_tensor(&id);
/// ```
#[cfg_attr(target_arch = "nvptx64", inline(always))]
#[cfg_attr(not(target_arch = "nvptx64"), inline)]
pub fn print_tensor<T: PrintTensorBody>(tensor: &T) {
    print_fmt(format_args!(
        "{}",
        layout_core::tensor::print_tensor(tensor)
    ));
}

/// CuTe DSL's `cute.printf("a = {}", a)`: formats with `core::fmt` (`{}` placeholders; static
/// values print as `_4`, dynamic ones as their run-time value) and adds a newline; one
/// `vprintf` per call while the text fits in [`LINE_BYTES`](crate::print::LINE_BYTES).
///
/// ```
/// let (block, thread) = (0, 3);
/// gpu_kernels::printf!("Hello world from block {} thread {}", block, thread);
/// ```
#[macro_export]
macro_rules! printf {
    ($($arg:tt)*) => {
        $crate::print::print_fmt(::core::format_args!("{}\n", ::core::format_args!($($arg)*)))
    };
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::String;
    use std::sync::Mutex;
    use std::vec::Vec;

    static PIECES: Mutex<Vec<String>> = Mutex::new(Vec::new());

    #[test]
    fn long_text_goes_out_in_whole_lines() {
        super::set_host_sink(|s| PIECES.lock().unwrap().push(s.into()));
        // 40 lines of 10 bytes: 400 bytes, more than one buffer.
        crate::printf!("{}", "line 0123\n".repeat(39) + "line 0123");
        let pieces = std::mem::take(&mut *PIECES.lock().unwrap());
        assert!(pieces.len() > 1, "{pieces:?}");
        for p in &pieces {
            assert!(p.len() <= super::LINE_BYTES && p.ends_with('\n'), "{p:?}");
        }
        assert_eq!(pieces.concat(), "line 0123\n".repeat(40));
        // A line longer than the buffer is cut where the buffer is full.
        crate::printf!("{}", "x".repeat(600));
        let pieces = std::mem::take(&mut *PIECES.lock().unwrap());
        let lens: Vec<usize> = pieces.iter().map(String::len).collect();
        assert_eq!(lens, [255, 255, 91]);
    }
}
