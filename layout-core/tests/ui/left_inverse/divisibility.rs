// Reason: the stride 3 is not a multiple of 2, the size covered by the stride-2 mode.
use layout_core::prelude::*;

type Bad = LeftInverseOf<Layout<(_2, _3), (_2, _3)>>;

fn main() {
    let _ = core::mem::size_of::<Bad>();
}
