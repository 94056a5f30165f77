// Reason: a token that is not CuTe notation is reported on itself, and only once.
fn main() {
    let l = layout_core::layout!((_2,$):(_1,_2));
    println!("{}", l.size().to_string());
}
