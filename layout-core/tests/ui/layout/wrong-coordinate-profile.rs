// Reason: the coordinate ((1,2),3) does not have the profile of the shape (_2,_4).
use layout_core::prelude::*;

fn main() {
    let l = make_layout((_2, _4));
    let _ = l.call(((1, 2), 3));
}
