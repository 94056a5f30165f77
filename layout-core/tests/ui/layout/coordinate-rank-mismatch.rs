// Reason: the coordinate (_1,_1,_1) has three modes, the shape (_2,_4) two.
use layout_core::prelude::*;

fn main() {
    let l = Layout::new((_2, _4), (_1, _2));
    let _ = l.call((_1, _1, _1));
}
