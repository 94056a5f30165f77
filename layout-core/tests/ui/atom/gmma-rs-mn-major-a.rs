// Reason: a register-sourced A of wgmma must be K-major.
use layout_core::atom::{make_tiled_mma, GMMA, SM90_64x64x16_F16F16F16_RS};
use layout_core::prelude::*;

fn main() {
    let op = SM90_64x64x16_F16F16F16_RS::<GMMA::Major::MN, GMMA::Major::K>::default();
    let _ = make_tiled_mma(op, X, X);
}
