// Reason: a `{expr}` leaf is a dynamic CuTe `int`: the expression must be an i32.
fn main() {
    let n: usize = 3;
    let _l = layout_core::layout!((_2, {n}):(_1, _2));
}
