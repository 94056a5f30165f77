// Reason: a tiler of rank 2 cannot multiply a block of rank 1.
use layout_core::prelude::*;

fn main() {
    let _ = logical_product(Layout::new(_4, _1), (_2, _2));
}
