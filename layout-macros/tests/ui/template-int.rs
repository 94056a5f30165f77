// Reason: get's index is a C++ template argument: it must be an integer literal.
fn main() {
    let i = 1;
    let _r = layout_core::cute!(get((_2,_4):(_1,_2), {i}));
}
