// Reason: a type has no run-time values: `{expr}` is not a type leaf.
fn main() {
    let _l: layout_core::Layout![(_2, {n}):(_1, _2)] = layout_core::layout!((_2, 3):(_1, _2));
}
