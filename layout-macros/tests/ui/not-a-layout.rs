// Reason: layout! needs `shape:stride`.
fn main() {
    let _l = layout_core::layout!((_2,_4));
}
