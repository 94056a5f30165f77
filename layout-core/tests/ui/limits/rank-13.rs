// Reason: a tuple of the typed layer holds at most 12 modes; a rank-13 shape is not an IntTuple.
use layout_core::prelude::*;

fn main() {
    let shape = (_1, _1, _1, _1, _1, _1, _1, _1, _1, _1, _1, _1, _1);
    let _ = make_layout(shape);
}
