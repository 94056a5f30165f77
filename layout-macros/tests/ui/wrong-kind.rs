// Reason: an argument of the wrong kind (an IntTuple where a layout is required).
fn main() {
    let _r = layout_core::cute!(cosize((_2,_4)));
}
