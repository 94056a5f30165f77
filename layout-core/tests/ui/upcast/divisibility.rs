// Reason: the static stride 3 and the factor 2 do not divide one another.
use layout_core::prelude::*;

type Bad = Upcasted<Layout<(_4, _8), (_1, _3)>, _2>;

fn main() {
    let _ = core::mem::size_of::<Bad>();
}
