// Reason: the target mode sizes (_60, _64) are not multiples of the block's (_8, _8), so the
// repeated block cannot have the target shape (CuTe's static_assert "tile_to_shape: block shape
// does not divide the target shape").
use layout_core::{layout, prelude::*};

fn main() {
    let _ = tile_to_shape(layout!((_8,_8):(_8,_1)), (_60, _64));
}
