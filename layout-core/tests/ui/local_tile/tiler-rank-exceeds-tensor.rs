// Reason: a rank-3 tiler cannot tile a rank-2 identity tensor.
use layout_core::prelude::*;

fn main() {
    let c = make_identity_tensor((_8, _8));
    let _ = local_tile(&c, (_4, _4, _2), (0, 0));
}
