// An MN-major tile (tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>, (_128,_64))) read as
// K-major.
use gpu_kernels::gmma::{make_gmma_desc, K};
use layout_core::prelude::*;

type SmemMn = ComposedLayout<
    Swizzle<_3, _4, _3>,
    SmemPtrFlag<_16>,
    Layout<((_64, _2), (_8, _8)), ((_1, _512), (_64, _1024))>,
>;

fn main() {
    let _ = make_gmma_desc::<K, _64, SmemMn>(0);
}
