// gemm(mma, A, B, C) runs one-value atoms (UniversalFMA); an mma.sync atom is a warp's
// instruction that no thread computes alone.
use layout_core::atom::algorithm;
use layout_core::prelude::*;

fn main() {
    let mma = make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN, X, X);
    let a = [half_t::default(); 4];
    let ta = make_tensor(&a[..], make_layout((_2, _2)));
    let mut c = make_fragment::<f32, _>(make_layout((_2, _2)));
    algorithm::gemm(&mma, &ta, &ta, &mut c);
}
