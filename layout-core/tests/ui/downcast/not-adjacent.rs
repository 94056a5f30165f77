// Reason: no stride of the layout is the static _1, so elements are not adjacent.
use layout_core::prelude::*;

type Bad = Downcasted<Layout<(i32, i32), (_7, i32)>, _2>;

fn main() {
    let _ = core::mem::size_of::<Bad>();
}
