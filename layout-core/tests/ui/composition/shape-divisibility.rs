// Reason: the static shape 6 is not divisible by the left-hand mode 4 it spans.
use layout_core::prelude::*;

fn main() {
    let _ = composition(Layout::new((_4, _6), (_1, _8)), Layout::new(_6, _1));
}
