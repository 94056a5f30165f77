// Reason: a swizzled atom tiles through its inner layout, which must divide the target:
// 128 bytes of 8-bit elements per row do not fit 64 columns.
use layout_core::{layout, prelude::*};

fn main() {
    let atom = layout!(Sw<3,4,3> o smem_ptr[8b](unset) o (_128,_8):(_1,_128));
    let _ = tile_to_shape(atom, (_64, _128, _2));
}
