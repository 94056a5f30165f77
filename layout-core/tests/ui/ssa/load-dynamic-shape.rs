// Reason: a register value needs a static shape; this tensor's mode 0 is dynamic.
use layout_core::prelude::*;

fn main() {
    let data = [0.0_f32; 12];
    let t = make_tensor(&data[..], make_layout((4, _3)));
    let _ = t.load();
}
