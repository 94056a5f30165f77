// gemm's operands of ranks (2, 2, 1) are none of CuTe's five forms.
use layout_core::prelude::*;

fn main() {
    let a = [1.0_f32; 8];
    let ta = make_tensor(&a[..], make_layout((_2, _4)));
    let mut c = make_fragment::<f32, _>(make_layout(_2));
    gemm(&ta, &ta, &mut c);
}
