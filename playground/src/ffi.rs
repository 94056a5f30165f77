//! The exports the page calls (C ABI, pointers into the module's memory). The only unsafe
//! code of the playground: turning the page's pointer and length back into a byte slice.
#![allow(unsafe_code)]

use crate::answer;
use std::cell::RefCell;

thread_local! {
    /// The last answer, kept alive until the next call so the page can read it.
    static ANSWER: RefCell<String> = const { RefCell::new(String::new()) };
}

/// A buffer of `len` bytes for the page to write an expression into; free it with
/// [`dealloc`].
#[no_mangle]
pub extern "C" fn alloc(len: usize) -> *mut u8 {
    let mut buf = Vec::<u8>::with_capacity(len.max(1));
    let ptr = buf.as_mut_ptr();
    std::mem::forget(buf);
    ptr
}

/// Frees a buffer returned by [`alloc`] for the same `len`.
///
/// # Safety
/// `ptr` must come from `alloc(len)` and not have been freed.
#[no_mangle]
pub unsafe extern "C" fn dealloc(ptr: *mut u8, len: usize) {
    // SAFETY: the caller passes back a buffer of capacity `len.max(1)` made by `alloc`.
    drop(unsafe { Vec::from_raw_parts(ptr, 0, len.max(1)) });
}

/// Answers the expression in the `len` bytes at `ptr` (see [`crate::respond`]); returns the
/// length of the JSON answer, which starts at [`answer_ptr`].
///
/// # Safety
/// `ptr` must point to `len` initialised bytes (a buffer from [`alloc`]).
#[export_name = "respond"]
pub unsafe extern "C" fn respond_raw(ptr: *const u8, len: usize) -> usize {
    // SAFETY: the caller guarantees `len` readable bytes at `ptr`.
    let bytes = unsafe { std::slice::from_raw_parts(ptr, len) };
    let json = match std::str::from_utf8(bytes) {
        Ok(text) => answer::respond(text).to_json(),
        Err(e) => crate::Answer::error(format!("input is not UTF-8: {e}")).to_json(),
    };
    ANSWER.with(|a| {
        *a.borrow_mut() = json;
        a.borrow().len()
    })
}

/// Where the last answer of [`respond_raw`] (exported as `respond`) starts.
#[no_mangle]
pub extern "C" fn answer_ptr() -> *const u8 {
    ANSWER.with(|a| a.borrow().as_ptr())
}
