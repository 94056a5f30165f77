// Reason: take<1,1> is an empty range; CuTe requires B < E.
use layout_core::prelude::*;

type Bad = Taken<Layout<(_2, _3), (_1, _2)>, _1, _1>;

fn main() {
    let _ = core::mem::size_of::<Bad>();
}
