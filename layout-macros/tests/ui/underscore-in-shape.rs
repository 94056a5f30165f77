// Reason: `_` is for tilers and slices, not for a shape.
fn main() {
    let _s = layout_core::shape!((_2, _));
}
