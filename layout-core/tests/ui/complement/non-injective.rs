// Reason: (_2,_2):(_1,_1) maps two coordinates to the same index, so it has no complement.
use layout_core::prelude::*;

fn main() {
    let _ = complement_to(Layout::new((_2, _2), (_1, _1)), _8);
}
