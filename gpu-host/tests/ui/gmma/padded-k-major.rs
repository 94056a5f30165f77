// A k-major tile whose rows are padded to 72 halves: a 128-byte swizzle needs 128-byte rows.
use gpu_kernels::gmma::{make_gmma_desc, K};
use layout_core::prelude::*;

type Padded = ComposedLayout<Swizzle<_3, _4, _3>, SmemPtrFlag<_16>, Layout<(_128, _64), (_72, _1)>>;

fn main() {
    let _ = make_gmma_desc::<K, _64, Padded>(0);
}
