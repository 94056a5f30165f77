// Reason: an operation called with the wrong number of arguments.
fn main() {
    let _r = layout_core::cute!(composition((_2,_4):(_1,_2)));
}
