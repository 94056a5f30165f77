// Reason: a rank-3 block cannot be tiled to a rank-2 shape (CuTe's static_assert "Rank of layout
// must be <= rank of target shape").
use layout_core::{layout, prelude::*};

fn main() {
    let _ = tile_to_shape(layout!((_2,_2,_2):(_1,_2,_4)), (_8, _8));
}
