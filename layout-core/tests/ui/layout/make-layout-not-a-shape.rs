// Reason: make_layout(shape) takes a shape (an IntTuple); a layout is not one (CuTe's
// make_layout of layouts is `make_layout_of((l0, l1))`).
use layout_core::prelude::*;

fn main() {
    let _ = make_layout(1.5f32);
}
