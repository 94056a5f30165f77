// Reason: group<2,1> has its begin after its end.
use layout_core::prelude::*;

type Bad = Grouped<Layout<(_2, _3), (_1, _2)>, _2, _1>;

fn main() {
    let _ = core::mem::size_of::<Bad>();
}
