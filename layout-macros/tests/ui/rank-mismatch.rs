// Reason: shape and stride of a layout literal must have the same profile.
fn main() {
    let _l = layout_core::layout!((_2,_4):(_1,_2,_8));
}
