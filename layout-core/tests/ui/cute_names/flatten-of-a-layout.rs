// CuTe's `flatten(layout)`: `flatten` flattens IntTuples; a layout's is `flatten_layout`.
use layout_core::prelude::*;

fn main() {
    let _ = flatten(make_layout((_2, (_2, _2))));
}
