// Reason: the static stride 6 neither divides nor is smaller than the left-hand mode 4.
use layout_core::prelude::*;

fn main() {
    let _ = composition(Layout::new((_4, _6), (_1, _8)), Layout::new(_2, _6));
}
