// Reason: index 2 of a rank-2 layout does not exist.
use layout_core::prelude::*;

type Bad = Selected<Layout<(_2, _3), (_1, _2)>, (_0, _2)>;

fn main() {
    let _ = core::mem::size_of::<Bad>();
}
