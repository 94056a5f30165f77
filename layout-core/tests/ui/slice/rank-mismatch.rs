// Reason: a rank-3 coordinate cannot slice a rank-2 layout.
use layout_core::prelude::*;

type Bad = Sliced<(Underscore, i32, i32), Layout<(_8, _6), (_6, _1)>>;

fn main() {
    let _ = core::mem::size_of::<Bad>();
}
