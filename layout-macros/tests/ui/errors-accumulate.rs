// Reason: every mistake of one literal is reported, each at its own token.
fn main() {
    let _l = layout_core::layout!((_2, 1.5, 99999999999):(_1,_2,[3]));
}
