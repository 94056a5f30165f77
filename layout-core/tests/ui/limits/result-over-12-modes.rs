// Reason: flatten of a rank-2 shape of two rank-7 modes would be a rank-14 tuple: every input
// is within the limit of 12, the result is not.
use layout_core::prelude::*;

fn main() {
    let half = (_2, _2, _2, _2, _2, _2, _2);
    let _ = flatten((half, half));
}
