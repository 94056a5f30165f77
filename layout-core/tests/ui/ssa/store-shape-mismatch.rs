// Reason: a (3,2) value stored into a (2,3) fragment (same size, different shape).
use layout_core::prelude::*;

fn main() {
    let mut f = make_fragment::<f32, _>(make_layout((_2, _3)));
    f.store(TensorSsa::<f32, _>::full((_3, _2), 0.0));
}
