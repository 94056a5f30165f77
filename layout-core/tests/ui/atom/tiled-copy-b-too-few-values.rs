// Reason: the B operand of this MMA gives each thread 2 values; ldmatrix.x2 moves 4 per thread.
use layout_core::atom::{half_t, make_tiled_copy_B, make_tiled_mma, Copy_Atom};
use layout_core::atom::{SM75_U32x2_LDSM_N, SM80_16x8x8_F16F16F16F16_TN};
use layout_core::{layout, tile};

fn main() {
    let mma = make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN, layout!((_1,_1,_1):(_1,_1,_1)), tile!((_32,_8,_8)));
    let _ = make_tiled_copy_B(Copy_Atom::<SM75_U32x2_LDSM_N, half_t>::default(), mma);
}
