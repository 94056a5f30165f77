// Reason: print_layout prints a rank-2 table; this composed layout's inner layout has rank 1.
use layout_core::layout;

fn main() {
    let c = layout!(Sw<2,2,2> o _0 o _64:_1);
    let _ = c.print_layout();
}
