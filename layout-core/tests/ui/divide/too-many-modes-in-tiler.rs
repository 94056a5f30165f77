// Reason: a tiler of rank 3 cannot divide a layout of rank 2.
use layout_core::prelude::*;

type Bad = LogicalDivided<Layout<(_4, _6), (_1, _4)>, (_2, _2, _2)>;

fn main() {
    let _ = core::mem::size_of::<Bad>();
}
