// Reason: the static 1-D index _8 is out of range for the static shape (_2,_4): split
// colexicographically it gives (_0,_4), and 4 >= 4 in the last mode.
use layout_core::prelude::*;

fn main() {
    let _ = crd2idx(_8, (_2, _4), (_1, _2));
}
