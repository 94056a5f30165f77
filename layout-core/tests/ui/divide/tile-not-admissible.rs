// Reason: a tile of 7 does not fit the modes (_3,_4) of the layout (CuTe's composition check).
use layout_core::prelude::*;

fn main() {
    let _ = logical_divide(Layout::new(((_3, _4),), ((_1, _38),)), Layout::new(_7, _1));
}
