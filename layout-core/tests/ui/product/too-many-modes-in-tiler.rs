// Reason: a tiler of rank 2 cannot multiply a block of rank 1.
use layout_core::prelude::*;

type Bad = LogicalProductOf<Layout<_4, _1>, (_2, _2)>;

fn main() {
    let _ = core::mem::size_of::<Bad>();
}
