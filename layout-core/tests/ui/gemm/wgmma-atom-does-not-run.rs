// gemm(mma, A, B, C) runs UniversalFMA and the SM80 mma.sync atoms; a wgmma atom is issued by
// its kernel (gpu_kernels::gmma).
use layout_core::atom::{algorithm, GMMA, SM90_64x8x16_F32F16F16_SS};
use layout_core::prelude::*;

fn main() {
    let atom = SM90_64x8x16_F32F16F16_SS::<GMMA::Major::K, GMMA::Major::K>::default();
    let mma = make_tiled_mma(atom, X, X);
    let a = [half_t::default(); 4];
    let ta = make_tensor(&a[..], make_layout((_2, _2)));
    let mut c = make_fragment::<f32, _>(make_layout((_2, _2)));
    algorithm::gemm(&mma, &ta, &ta, &mut c);
}
