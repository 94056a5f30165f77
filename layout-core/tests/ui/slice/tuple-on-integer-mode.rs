// Reason: the coordinate has a tuple where the layout has the integer mode _8.
use layout_core::prelude::*;

type Bad = Sliced<((Underscore, i32), i32), Layout<(_8, _6), (_6, _1)>>;

fn main() {
    let _ = core::mem::size_of::<Bad>();
}
