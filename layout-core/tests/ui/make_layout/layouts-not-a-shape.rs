// Reason: CuTe's make_layout(a, b) of layouts is make_layout_of((a, b)) here.
use layout_core::prelude::*;

fn main() {
    let (a, b) = (Layout::new(_3, _1), Layout::new(_4, _3));
    let _ = make_layout((a, b));
}
