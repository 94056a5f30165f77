// Reason: left_inverse sorts the strides at compile time, so they must be static.
use layout_core::prelude::*;

type Bad = LeftInverseOf<Layout<(_2, _2), (_1, i32)>>;

fn main() {
    let _ = core::mem::size_of::<Bad>();
}
