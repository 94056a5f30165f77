// Reason: the static coordinate (_1,_4) is out of range for the static shape (_2,_4): 4 >= 4.
use layout_core::prelude::*;

fn main() {
    let l = Layout::new((_2, _4), (_1, _2));
    let _ = l.call((_1, _4));
}
