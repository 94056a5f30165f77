// Reason: CuTe's make_layout(shape, stride) needs a stride congruent with the shape; a rank-1
// stride for a rank-2 shape is not.
use layout_core::prelude::*;

fn main() {
    let _ = make_layout_with((_2, _4), (_1,));
}
