// Reason: make_layout_with(shape, LayoutRight) makes row-major strides for a shape; a layout
// is not a shape.
use layout_core::prelude::*;

fn main() {
    let l = make_layout((_2, _4));
    let _ = make_layout_with(l, LayoutRight);
}
