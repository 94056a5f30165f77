// gemm(mma, A, B, C) with an mma.sync atom takes the atom's values in mode 0 of each tensor:
// (V) x (V) => (V), (V,M) x (V,N) => (V,M,N), (V,M,K) x (V,N,K) => (V,M,N); (M,K) x (N,K) is not one.
use layout_core::atom::algorithm;
use layout_core::prelude::*;

fn main() {
    let mma = make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN, X, X);
    let a = [half_t::default(); 4];
    let ta = make_tensor(&a[..], make_layout((_2, _2)));
    let mut c = make_fragment::<f32, _>(make_layout((_2, _2)));
    algorithm::gemm(&mma, &ta, &ta, &mut c);
}
