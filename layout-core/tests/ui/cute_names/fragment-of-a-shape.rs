// CuTe's `make_tensor<T>(shape)`: `make_fragment` takes a layout (`make_layout(shape)`).
use layout_core::prelude::*;

fn main() {
    let _ = make_fragment::<f32, _>((_4, _8));
}
