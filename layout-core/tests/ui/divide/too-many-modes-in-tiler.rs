// Reason: a tiler of rank 3 cannot divide a layout of rank 2.
use layout_core::prelude::*;

fn main() {
    let _ = logical_divide(Layout::new((_4, _6), (_1, _4)), (_2, _2, _2));
}
