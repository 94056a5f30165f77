// Reason: cute! knows the operations of EXPRESSIONS.md only; the result is a stub, no flood.
fn main() {
    let r = layout_core::cute!(frobnicate((_2,_4):(_1,_2)));
    assert_eq!(r.to_string(), "");
}
