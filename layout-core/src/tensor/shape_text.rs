//! A shape printed as CuTe prints it (`(_4,(2,_3))`) into a fixed buffer, so that a
//! [`TensorError`](super::TensorError) can name the shapes of a mismatch without allocating
//! (the typed layer works without `alloc`, in kernels).

use crate::int_tuple::IntTuple;
use core::fmt::{self, Write};

/// Capacity of a [`ShapeText`] in bytes; a longer shape is cut and ends with `...`.
const CAP: usize = 45;

/// A shape's CuTe text, `(_4,(2,_3))`, held by value (at most 45 bytes; longer ones are cut
/// and end with `...`).
///
/// ```
/// use layout_core::prelude::*;
/// use layout_core::tensor::ShapeText;
/// assert_eq!(ShapeText::of(&(_4, (2, _3))).as_str(), "(_4,(2,_3))");
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct ShapeText {
    buf: [u8; CAP],
    len: u8,
}

impl ShapeText {
    /// The text of `shape`.
    pub fn of<T: IntTuple>(shape: &T) -> ShapeText {
        let mut t = ShapeText {
            buf: [0; CAP],
            len: 0,
        };
        if write!(t, "{}", crate::print::display(*shape)).is_err() {
            // `write_str` keeps 3 bytes free for this mark
            let n = usize::from(t.len);
            t.buf[n..n + 3].copy_from_slice(b"...");
            t.len += 3;
        }
        t
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        // Only whole `str`s are written (`write_str` refuses a piece that does not fit) and
        // `...` is ASCII, so the bytes are UTF-8; the fallback is never taken.
        core::str::from_utf8(&self.buf[..usize::from(self.len)]).unwrap_or("?")
    }
}

impl Write for ShapeText {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let at = usize::from(self.len);
        if at + s.len() > CAP - 3 {
            return Err(fmt::Error);
        }
        self.buf[at..at + s.len()].copy_from_slice(s.as_bytes());
        self.len += s.len() as u8;
        Ok(())
    }
}

impl fmt::Display for ShapeText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for ShapeText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}
