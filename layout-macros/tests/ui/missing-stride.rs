// Reason: a `:` must be followed by a stride.
fn main() {
    let _l = layout_core::layout!((_2,_4):);
}
