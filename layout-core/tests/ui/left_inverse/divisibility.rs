// Reason: the stride 3 is not a multiple of 2, the size covered by the stride-2 mode.
use layout_core::prelude::*;

fn main() {
    let _ = left_inverse(Layout::new((_2, _3), (_2, _3)));
}
