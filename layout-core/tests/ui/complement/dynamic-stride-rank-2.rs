// Reason: CuTe sorts strides at compile time: a rank-2 layout needs static strides.
use layout_core::prelude::*;

fn main() {
    let _ = complement_to(Layout::new((_2, _2), (1, _4)), _16);
}
