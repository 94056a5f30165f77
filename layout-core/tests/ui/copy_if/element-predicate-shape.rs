// The element-wise copy_if takes a predicate of the tensors' shape: (_2, _8) is not (_2, _4).
use layout_core::prelude::*;

fn main() {
    let a = [1_i32; 16];
    let mut b = [0_i32; 8];
    let pred = make_fragment::<bool, _>(make_layout((_2, _8)));
    copy_if(
        &pred,
        &make_tensor(&a[..], make_layout((_2, _4))),
        &mut make_tensor(&mut b[..], make_layout((_2, _4))),
    );
}
