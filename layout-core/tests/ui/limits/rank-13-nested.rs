// Reason: the limit is the same at every nesting level: a rank-13 mode inside a rank-2 shape
// is not an IntTuple either.
use layout_core::prelude::*;

fn main() {
    let inner = (_1, _1, _1, _1, _1, _1, _1, _1, _1, _1, _1, _1, _1);
    let _ = make_layout((_2, inner));
}
