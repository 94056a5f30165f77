// Reason: ldmatrix is a warp-wide copy (32 threads); this tiled copy has 16 threads.
use layout_core::atom::{half_t, make_tiled_copy, Copy_Atom, SM75_U32x4_LDSM_N};
use layout_core::layout;

fn main() {
    let _ = make_tiled_copy(
        Copy_Atom::<SM75_U32x4_LDSM_N, half_t>::default(),
        layout!((_16,_1):(_1,_0)),
        layout!((_1,_8):(_0,_1)),
    );
}
