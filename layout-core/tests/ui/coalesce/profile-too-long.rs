// Reason: a rank-3 profile cannot apply to a rank-2 layout.
use layout_core::prelude::*;

type Bad = CoalescedWith<Layout<(_2, _4), (_1, _2)>, (_1, _1, _1)>;

fn main() {
    let _ = core::mem::size_of::<Bad>();
}
