// Reason: a TiledMMA is a type; its layout of atoms must be static.
use layout_core::atom::{make_tiled_mma, SM80_16x8x8_F16F16F16F16_TN};
use layout_core::prelude::*;

fn main() {
    let _ = make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN, Layout::new((2, _2), (_1, _2)), X);
}
