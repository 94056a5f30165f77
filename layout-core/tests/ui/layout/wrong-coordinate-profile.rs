// Reason: the coordinate ((1,2),3) does not have the profile of the shape (_2,_4).
use layout_core::prelude::*;

type Bad = Crd2IdxOf<((i32, i32), i32), (_2, _4), (_1, _2)>;

fn main() {
    let _ = core::mem::size_of::<Bad>();
}
