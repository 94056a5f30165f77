// Reason: recast from 8 to 16 bits is upcast<2>, and the static stride 3 is not divisible by 2.
use layout_core::prelude::*;

fn main() {
    let _ = recast_layout(Layout::new((_4, _8), (_1, _3)), _8, _16);
}
