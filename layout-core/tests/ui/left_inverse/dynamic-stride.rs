// Reason: left_inverse sorts the strides at compile time, so they must be static.
use layout_core::prelude::*;

fn main() {
    let _ = left_inverse(Layout::new((_2, _2), (_1, 2)));
}
