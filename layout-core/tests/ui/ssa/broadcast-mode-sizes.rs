// Reason: modes of sizes 3 and 2 do not broadcast (neither is 1).
use layout_core::prelude::*;

fn main() {
    let a = TensorSsa::<f32, _>::full((_4, _3), 1.0);
    let b = TensorSsa::<f32, _>::full((_4, _2), 1.0);
    let _ = a + b;
}
