// Reason: take<1,3> needs 3 modes; the layout has 2.
use layout_core::prelude::*;

type Bad = Taken<Layout<(_2, _3), (_1, _2)>, _1, _3>;

fn main() {
    let _ = core::mem::size_of::<Bad>();
}
