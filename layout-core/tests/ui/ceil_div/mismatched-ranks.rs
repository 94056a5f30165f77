// Reason: a rank-3 divisor cannot divide a rank-2 tuple (CuTe's static_assert "Mismatched
// ranks": the missing modes of `b` are `_1`, but `b` may not have more modes than `a`).
use layout_core::prelude::*;

fn main() {
    let _ = ceil_div((_8, 8), (_2, _2, _2));
}
