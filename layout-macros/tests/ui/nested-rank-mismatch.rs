// Reason: the profile check is recursive; the error points at the inner stride tuple.
fn main() {
    let _l = layout_core::layout!((_2,(_2,_2)):(_4,_2));
}
