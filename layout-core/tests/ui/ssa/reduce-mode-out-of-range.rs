// Reason: a rank-2 value has no mode 2 to reduce.
use layout_core::prelude::*;

fn main() {
    let v = TensorSsa::<f32, _>::full((_2, _3), 1.0);
    let _ = v.reduce_mode::<2>(ReductionOp::Add, 0.0);
}
